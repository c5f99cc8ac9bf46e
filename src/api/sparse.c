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
