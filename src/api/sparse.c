/* clSPARSE entry points: one-line wrappers onto the precision-generic routines. */
#include <clSPARSE.h>

#include "sparse/routines.h"

clsparseStatus clsparseSCooMatrixfromFile(clsparseCooMatrix *cooMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    return clm_sp_coo_from_file(CLM_S, cooMatx, filePath, control, read_explicit_zeroes);
}

clsparseStatus clsparseDCooMatrixfromFile(clsparseCooMatrix *cooMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    return clm_sp_coo_from_file(CLM_D, cooMatx, filePath, control, read_explicit_zeroes);
}

clsparseStatus clsparseSCsrMatrixfromFile(clsparseCsrMatrix *csrMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    return clm_sp_csr_from_file(CLM_S, csrMatx, filePath, control, read_explicit_zeroes);
}

clsparseStatus clsparseDCsrMatrixfromFile(clsparseCsrMatrix *csrMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    return clm_sp_csr_from_file(CLM_D, csrMatx, filePath, control, read_explicit_zeroes);
}

clsparseStatus clsparseScsrmv(const clsparseScalar *alpha, const clsparseCsrMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    return clm_sp_csrmv(CLM_S, alpha, matx, x, beta, y, control);
}

clsparseStatus clsparseDcsrmv(const clsparseScalar *alpha, const clsparseCsrMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    return clm_sp_csrmv(CLM_D, alpha, matx, x, beta, y, control);
}

clsparseStatus clsparseScoomv(const clsparseScalar *alpha, const clsparseCooMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    return clm_sp_coomv(CLM_S, alpha, matx, x, beta, y, control);
}

clsparseStatus clsparseDcoomv(const clsparseScalar *alpha, const clsparseCooMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    return clm_sp_coomv(CLM_D, alpha, matx, x, beta, y, control);
}

clsparseStatus clsparseScsr2coo(const clsparseCsrMatrix *csr, clsparseCooMatrix *coo,
                                const clsparseControl control)
{
    return clm_sp_csr2coo(CLM_S, csr, coo, control);
}

clsparseStatus clsparseDcsr2coo(const clsparseCsrMatrix *csr, clsparseCooMatrix *coo,
                                const clsparseControl control)
{
    return clm_sp_csr2coo(CLM_D, csr, coo, control);
}

clsparseStatus clsparseScoo2csr(const clsparseCooMatrix *coo, clsparseCsrMatrix *csr,
                                const clsparseControl control)
{
    return clm_sp_coo2csr(CLM_S, coo, csr, control);
}

clsparseStatus clsparseDcoo2csr(const clsparseCooMatrix *coo, clsparseCsrMatrix *csr,
                                const clsparseControl control)
{
    return clm_sp_coo2csr(CLM_D, coo, csr, control);
}

clsparseStatus clsparseScsr2dense(const clsparseCsrMatrix *csr, cldenseMatrix *A,
                                  const clsparseControl control)
{
    return clm_sp_csr2dense(CLM_S, csr, A, control);
}

clsparseStatus clsparseDcsr2dense(const clsparseCsrMatrix *csr, cldenseMatrix *A,
                                  clsparseControl control)
{
    return clm_sp_csr2dense(CLM_D, csr, A, control);
}

clsparseStatus clsparseSdense2csr(const cldenseMatrix *A, clsparseCsrMatrix *csr,
                                  const clsparseControl control)
{
    return clm_sp_dense2csr(CLM_S, A, csr, control);
}

clsparseStatus clsparseDdense2csr(const cldenseMatrix *A, clsparseCsrMatrix *csr,
                                  const clsparseControl control)
{
    return clm_sp_dense2csr(CLM_D, A, csr, control);
}
