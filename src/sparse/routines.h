/*
 * routines.h - the precision-generic clSPARSE routines; src/api/sparse.c
 * turns each S/D pair of public names into one call here, and each of the
 * other public functions (library, structures, control objects) too.
 */
#ifndef CLM_SPARSE_ROUTINES_H
#define CLM_SPARSE_ROUTINES_H

#include <clSPARSE.h>

#include "core/dtype.h"

/* clsparseSetup, clsparseTeardown; the clsparseInit* and cldenseInitMatrix
 * structure helpers; the control object (control.c). */
clsparseStatus clm_sp_setup(void);
clsparseStatus clm_sp_teardown(void);
clsparseStatus clm_sp_init_scalar(clsparseScalar *scalar);
clsparseStatus clm_sp_init_vector(cldenseVector *vec);
clsparseStatus clm_sp_init_coo(clsparseCooMatrix *cooMatx);
clsparseStatus clm_sp_init_csr(clsparseCsrMatrix *csrMatx);
clsparseStatus clm_sp_init_dense(cldenseMatrix *denseMatx);
clsparseCreateResult clm_sp_create_control(cl_command_queue queue);
clsparseStatus clm_sp_enable_async(clsparseControl control, cl_bool async);
clsparseStatus clm_sp_enable_ext_precision(clsparseControl control, cl_bool extPrecision);
clsparseEventResult clm_sp_get_event(clsparseControl control);
clsparseStatus clm_sp_release_control(clsparseControl control);

/* clsparseHeaderfromFile (mm_load.c) */
clsparseStatus clm_sp_header_from_file(clsparseIdx_t *nnz, clsparseIdx_t *row, clsparseIdx_t *col,
                                       const char *filePath);

/* The solver control object (solver.c). */
clsparseCreateSolverResult clm_sp_create_solver(PRECONDITIONER precond, cl_int maxIters,
                                                cl_double relTol, cl_double absTol);
clsparseStatus clm_sp_release_solver(clSParseSolverControl solverControl);
clsparseStatus clm_sp_set_solver_params(clSParseSolverControl solverControl, PRECONDITIONER precond,
                                        cl_int maxIters, cl_double relTol, cl_double absTol);
clsparseStatus clm_sp_solver_print_mode(clSParseSolverControl solverControl, PRINT_MODE mode);

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

/* clsparse[S|D]csrmm */
clsparseStatus clm_sp_csrmm(clm_dtype dt, const clsparseScalar *alpha,
                            const clsparseCsrMatrix *A, const cldenseMatrix *B,
                            const clsparseScalar *beta, cldenseMatrix *C,
                            clsparseControl control);

/* clsparse[S|D]csrSpGemm */
clsparseStatus clm_sp_spgemm(clm_dtype dt, const clsparseCsrMatrix *A,
                             const clsparseCsrMatrix *B, clsparseCsrMatrix *C,
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
/* cldense[S|D]{scale,axpy,axpby,add,sub,mul,div}: r := alpha*x + beta*y
 * (scale: alpha*y, axpy: beta 1) or x op y; operands a routine does not take
 * are NULL. */
typedef enum clm_dv_op {
    CLM_DV_SCALE,
    CLM_DV_AXPY,
    CLM_DV_AXPBY,
    CLM_DV_ADD,
    CLM_DV_SUB,
    CLM_DV_MUL,
    CLM_DV_DIV
} clm_dv_op;
clsparseStatus clm_sp_dense_elementwise(clm_dv_op op, clm_dtype dt, cldenseVector *r,
                                        const clsparseScalar *alpha, const cldenseVector *x,
                                        const clsparseScalar *beta, const cldenseVector *y,
                                        clsparseControl control);

/* cldense[I|S|D]reduce, [S|D]nrm1, nrm2, dot: s := the reduction of x (and y
 * for dot; NULL otherwise). Ireduce passes CLM_DV_ISUM with CLM_S. */
typedef enum clm_dv_red { CLM_DV_SUM, CLM_DV_ISUM, CLM_DV_NRM1, CLM_DV_NRM2, CLM_DV_DOT } clm_dv_red;
clsparseStatus clm_sp_dense_reduce(clm_dv_red op, clm_dtype dt, clsparseScalar *s,
                                   const cldenseVector *x, const cldenseVector *y,
                                   clsparseControl control);

/* clsparse[S|D]csrcg (solver.c) */
clsparseStatus clm_sp_csrcg(clm_dtype dt, cldenseVector *x, const clsparseCsrMatrix *A,
                            const cldenseVector *b, clSParseSolverControl s,
                            clsparseControl control);

/* clsparse[S|D]csrbicgStab (solver.c) */
clsparseStatus clm_sp_csrbicgstab(clm_dtype dt, cldenseVector *x, const clsparseCsrMatrix *A,
                                  const cldenseVector *b, clSParseSolverControl s,
                                  clsparseControl control);

#endif
