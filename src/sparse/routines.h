/*
 * routines.h - the precision-generic clSPARSE routines; src/api/sparse.c
 * turns each S/D pair of public names into one call here.
 */
#ifndef CLM_SPARSE_ROUTINES_H
#define CLM_SPARSE_ROUTINES_H

#include <clSPARSE.h>

#include "core/dtype.h"

/* clsparse[S|D]CooMatrixfromFile, clsparse[S|D]CsrMatrixfromFile */
clsparseStatus clm_sp_coo_from_file(clm_dtype dt, clsparseCooMatrix *coo, const char *path,
                                    clsparseControl control, cl_bool keep_zeros);
clsparseStatus clm_sp_csr_from_file(clm_dtype dt, clsparseCsrMatrix *csr, const char *path,
                                    clsparseControl control, cl_bool keep_zeros);

/* clsparse[S|D]csrmv */
clsparseStatus clm_sp_csrmv(clm_dtype dt, const clsparseScalar *alpha,
                            const clsparseCsrMatrix *A, const cldenseVector *x,
                            const clsparseScalar *beta, cldenseVector *y,
                            clsparseControl control);

/* clsparse[S|D]coomv */
clsparseStatus clm_sp_coomv(clm_dtype dt, const clsparseScalar *alpha,
                            const clsparseCooMatrix *A, const cldenseVector *x,
                            const clsparseScalar *beta, cldenseVector *y,
                            clsparseControl control);

/* clsparse[S|D]csr2coo, coo2csr, csr2dense, dense2csr */
clsparseStatus clm_sp_csr2coo(clm_dtype dt, const clsparseCsrMatrix *csr, clsparseCooMatrix *coo,
                              clsparseControl control);
clsparseStatus clm_sp_coo2csr(clm_dtype dt, const clsparseCooMatrix *coo, clsparseCsrMatrix *csr,
                              clsparseControl control);
clsparseStatus clm_sp_csr2dense(clm_dtype dt, const clsparseCsrMatrix *csr, cldenseMatrix *A,
                                clsparseControl control);
clsparseStatus clm_sp_dense2csr(clm_dtype dt, const cldenseMatrix *A, clsparseCsrMatrix *csr,
                                clsparseControl control);

#endif
