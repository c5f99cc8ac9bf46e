/* clSPARSE entry points: one-line wrappers onto the precision-generic routines.
 * Those that work on a device (from the CSR meta data on) run IN_FLIGHT; the
 * set-up, structure, control and solver-control ones touch no cache. */
#include <clSPARSE.h>

#include "core/library.h"
#include "sparse/csr_meta.h"
#include "sparse/routines.h"

/* The body of a routine that may use clmath's caches: CALL made in flight
 * (core/library.h), so that a teardown in another thread waits for it. */
#define IN_FLIGHT(TYPE, CALL)                                                                   \
    do {                                                                                        \
        clm_call_enter();                                                                       \
        TYPE clm_result_ = CALL;                                                                \
        clm_call_leave();                                                                       \
        return clm_result_;                                                                     \
    } while (0)

/* ---- library, structures, control objects ---- */

clsparseStatus clsparseSetup(void) { return clm_sp_setup(); }
clsparseStatus clsparseTeardown(void) { return clm_sp_teardown(); }

/* The clSPARSE API level implemented (clSPARSE-version.h). */
clsparseStatus clsparseGetVersion(cl_uint *major, cl_uint *minor, cl_uint *patch, cl_uint *tweak)
{
    if (major)
        *major = clsparseVersionMajor;
    if (minor)
        *minor = clsparseVersionMinor;
    if (patch)
        *patch = clsparseVersionPatch;
    if (tweak)
        *tweak = clsparseVersionTweak;
    return clsparseSuccess;
}

clsparseStatus clsparseInitScalar(clsparseScalar *scalar) { return clm_sp_init_scalar(scalar); }
clsparseStatus clsparseInitVector(cldenseVector *vec) { return clm_sp_init_vector(vec); }
clsparseStatus clsparseInitCooMatrix(clsparseCooMatrix *cooMatx)
{
    return clm_sp_init_coo(cooMatx);
}
clsparseStatus clsparseInitCsrMatrix(clsparseCsrMatrix *csrMatx)
{
    return clm_sp_init_csr(csrMatx);
}
clsparseStatus cldenseInitMatrix(cldenseMatrix *denseMatx) { return clm_sp_init_dense(denseMatx); }

clsparseCreateResult clsparseCreateControl(cl_command_queue queue)
{
    return clm_sp_create_control(queue);
}
clsparseStatus clsparseEnableAsync(clsparseControl control, cl_bool async)
{
    return clm_sp_enable_async(control, async);
}
clsparseStatus clsparseEnableExtendedPrecision(clsparseControl control, cl_bool extPrecision)
{
    return clm_sp_enable_ext_precision(control, extPrecision);
}
clsparseEventResult clsparseGetEvent(clsparseControl control) { return clm_sp_get_event(control); }
clsparseStatus clsparseReleaseControl(clsparseControl control)
{
    return clm_sp_release_control(control);
}

clsparseCreateSolverResult clsparseCreateSolverControl(PRECONDITIONER precond, cl_int maxIters,
                                                       cl_double relTol, cl_double absTol)
{
    return clm_sp_create_solver(precond, maxIters, relTol, absTol);
}
clsparseStatus clsparseReleaseSolverControl(clSParseSolverControl solverControl)
{
    return clm_sp_release_solver(solverControl);
}
clsparseStatus clsparseSetSolverParams(clSParseSolverControl solverControl,
                                       PRECONDITIONER precond, cl_int maxIters, cl_double relTol,
                                       cl_double absTol)
{
    return clm_sp_set_solver_params(solverControl, precond, maxIters, relTol, absTol);
}
clsparseStatus clsparseSolverPrintMode(clSParseSolverControl solverControl, PRINT_MODE mode)
{
    return clm_sp_solver_print_mode(solverControl, mode);
}

/* ---- files and CSR meta data ---- */

clsparseStatus clsparseHeaderfromFile(clsparseIdx_t *nnz, clsparseIdx_t *row, clsparseIdx_t *col,
                                      const char *filePath)
{
    return clm_sp_header_from_file(nnz, row, col, filePath);
}

clsparseMetaSizeResult clsparseCsrMetaSize(clsparseCsrMatrix *csrMatx, clsparseControl control)
{
    IN_FLIGHT(clsparseMetaSizeResult, clm_csr_meta_size(csrMatx, control));
}
clsparseStatus clsparseCsrMetaCreate(clsparseCsrMatrix *csrMatx, clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_csr_meta_create(csrMatx, control));
}
clsparseStatus clsparseCsrMetaDelete(clsparseCsrMatrix *csrMatx)
{
    return clm_csr_meta_delete(csrMatx);
}

/* ---- the S/D routines ---- */

clsparseStatus clsparseSCooMatrixfromFile(clsparseCooMatrix *cooMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    IN_FLIGHT(clsparseStatus,
              clm_sp_coo_from_file(CLM_S, cooMatx, filePath, control, read_explicit_zeroes));
}

clsparseStatus clsparseDCooMatrixfromFile(clsparseCooMatrix *cooMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    IN_FLIGHT(clsparseStatus,
              clm_sp_coo_from_file(CLM_D, cooMatx, filePath, control, read_explicit_zeroes));
}

clsparseStatus clsparseSCsrMatrixfromFile(clsparseCsrMatrix *csrMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    IN_FLIGHT(clsparseStatus,
              clm_sp_csr_from_file(CLM_S, csrMatx, filePath, control, read_explicit_zeroes));
}

clsparseStatus clsparseDCsrMatrixfromFile(clsparseCsrMatrix *csrMatx, const char *filePath,
                                          clsparseControl control, cl_bool read_explicit_zeroes)
{
    IN_FLIGHT(clsparseStatus,
              clm_sp_csr_from_file(CLM_D, csrMatx, filePath, control, read_explicit_zeroes));
}

clsparseStatus clsparseScsrmv(const clsparseScalar *alpha, const clsparseCsrMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csrmv(CLM_S, alpha, matx, x, beta, y, control));
}

clsparseStatus clsparseDcsrmv(const clsparseScalar *alpha, const clsparseCsrMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csrmv(CLM_D, alpha, matx, x, beta, y, control));
}

clsparseStatus clsparseScsrmm(const clsparseScalar *alpha, const clsparseCsrMatrix *sparseMatA,
                              const cldenseMatrix *denseMatB, const clsparseScalar *beta,
                              cldenseMatrix *denseMatC, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus,
              clm_sp_csrmm(CLM_S, alpha, sparseMatA, denseMatB, beta, denseMatC, control));
}

clsparseStatus clsparseDcsrmm(const clsparseScalar *alpha, const clsparseCsrMatrix *sparseMatA,
                              const cldenseMatrix *denseMatB, const clsparseScalar *beta,
                              cldenseMatrix *denseMatC, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus,
              clm_sp_csrmm(CLM_D, alpha, sparseMatA, denseMatB, beta, denseMatC, control));
}

clsparseStatus clsparseScsrSpGemm(const clsparseCsrMatrix *sparseMatA,
                                  const clsparseCsrMatrix *sparseMatB,
                                  clsparseCsrMatrix *sparseMatC, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_spgemm(CLM_S, sparseMatA, sparseMatB, sparseMatC, control));
}

clsparseStatus clsparseScoomv(const clsparseScalar *alpha, const clsparseCooMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_coomv(CLM_S, alpha, matx, x, beta, y, control));
}

clsparseStatus clsparseDcoomv(const clsparseScalar *alpha, const clsparseCooMatrix *matx,
                              const cldenseVector *x, const clsparseScalar *beta,
                              cldenseVector *y, const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_coomv(CLM_D, alpha, matx, x, beta, y, control));
}

clsparseStatus clsparseScsr2coo(const clsparseCsrMatrix *csr, clsparseCooMatrix *coo,
                                const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csr2coo(CLM_S, csr, coo, control));
}

clsparseStatus clsparseDcsr2coo(const clsparseCsrMatrix *csr, clsparseCooMatrix *coo,
                                const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csr2coo(CLM_D, csr, coo, control));
}

clsparseStatus clsparseScoo2csr(const clsparseCooMatrix *coo, clsparseCsrMatrix *csr,
                                const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_coo2csr(CLM_S, coo, csr, control));
}

clsparseStatus clsparseDcoo2csr(const clsparseCooMatrix *coo, clsparseCsrMatrix *csr,
                                const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_coo2csr(CLM_D, coo, csr, control));
}

clsparseStatus clsparseScsr2dense(const clsparseCsrMatrix *csr, cldenseMatrix *A,
                                  const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csr2dense(CLM_S, csr, A, control));
}

clsparseStatus clsparseDcsr2dense(const clsparseCsrMatrix *csr, cldenseMatrix *A,
                                  clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csr2dense(CLM_D, csr, A, control));
}

clsparseStatus clsparseSdense2csr(const cldenseMatrix *A, clsparseCsrMatrix *csr,
                                  const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_dense2csr(CLM_S, A, csr, control));
}

clsparseStatus clsparseDdense2csr(const cldenseMatrix *A, clsparseCsrMatrix *csr,
                                  const clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_dense2csr(CLM_D, A, csr, control));
}
clsparseStatus clsparseScsrcg(cldenseVector *x, const clsparseCsrMatrix *A, const cldenseVector *b,
                              clSParseSolverControl solverControl, clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csrcg(CLM_S, x, A, b, solverControl, control));
}

clsparseStatus clsparseDcsrcg(cldenseVector *x, const clsparseCsrMatrix *A, const cldenseVector *b,
                              clSParseSolverControl solverControl, clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csrcg(CLM_D, x, A, b, solverControl, control));
}

clsparseStatus clsparseScsrbicgStab(cldenseVector *x, const clsparseCsrMatrix *A,
                                    const cldenseVector *b, clSParseSolverControl solverControl,
                                    clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csrbicgstab(CLM_S, x, A, b, solverControl, control));
}

clsparseStatus clsparseDcsrbicgStab(cldenseVector *x, const clsparseCsrMatrix *A,
                                    const cldenseVector *b, clSParseSolverControl solverControl,
                                    clsparseControl control)
{
    IN_FLIGHT(clsparseStatus, clm_sp_csrbicgstab(CLM_D, x, A, b, solverControl, control));
}

/* Dense vector routines: S and D from one macro each. */
#define CLM_DENSE_SCALE(P, DT)                                                                  \
    clsparseStatus cldense##P##scale(cldenseVector *r, const clsparseScalar *alpha,              \
                                     const cldenseVector *y, const clsparseControl control)     \
    {                                                                                           \
        IN_FLIGHT(clsparseStatus,                                                               \
                  clm_sp_dense_elementwise(CLM_DV_SCALE, DT, r, alpha, NULL, NULL, y, control)); \
    }
#define CLM_DENSE_AXPY(P, DT)                                                                   \
    clsparseStatus cldense##P##axpy(cldenseVector *r, const clsparseScalar *alpha,               \
                                    const cldenseVector *x, const cldenseVector *y,              \
                                    const clsparseControl control)                               \
    {                                                                                           \
        IN_FLIGHT(clsparseStatus,                                                               \
                  clm_sp_dense_elementwise(CLM_DV_AXPY, DT, r, alpha, x, NULL, y, control));    \
    }
#define CLM_DENSE_AXPBY(P, DT)                                                                  \
    clsparseStatus cldense##P##axpby(cldenseVector *r, const clsparseScalar *alpha,              \
                                     const cldenseVector *x, const clsparseScalar *beta,         \
                                     const cldenseVector *y, const clsparseControl control)     \
    {                                                                                           \
        IN_FLIGHT(clsparseStatus,                                                               \
                  clm_sp_dense_elementwise(CLM_DV_AXPBY, DT, r, alpha, x, beta, y, control));   \
    }
#define CLM_DENSE_BINARY(NAME, OP, DT)                                                          \
    clsparseStatus NAME(cldenseVector *r, const cldenseVector *x, const cldenseVector *y,        \
                        const clsparseControl control)                                           \
    {                                                                                           \
        IN_FLIGHT(clsparseStatus,                                                               \
                  clm_sp_dense_elementwise(OP, DT, r, NULL, x, NULL, y, control));              \
    }
#define CLM_DENSE_REDUCE(NAME, OP, DT)                                                          \
    clsparseStatus NAME(clsparseScalar *s, const cldenseVector *x,                               \
                        const clsparseControl control)                                           \
    {                                                                                           \
        IN_FLIGHT(clsparseStatus, clm_sp_dense_reduce(OP, DT, s, x, NULL, control));            \
    }
#define CLM_DENSE_DOT(NAME, DT)                                                                 \
    clsparseStatus NAME(clsparseScalar *r, const cldenseVector *x, const cldenseVector *y,       \
                        const clsparseControl control)                                           \
    {                                                                                           \
        IN_FLIGHT(clsparseStatus, clm_sp_dense_reduce(CLM_DV_DOT, DT, r, x, y, control));       \
    }

CLM_DENSE_SCALE(S, CLM_S)
CLM_DENSE_SCALE(D, CLM_D)
CLM_DENSE_AXPY(S, CLM_S)
CLM_DENSE_AXPY(D, CLM_D)
CLM_DENSE_AXPBY(S, CLM_S)
CLM_DENSE_AXPBY(D, CLM_D)
CLM_DENSE_REDUCE(cldenseIreduce, CLM_DV_ISUM, CLM_S)
CLM_DENSE_REDUCE(cldenseSreduce, CLM_DV_SUM, CLM_S)
CLM_DENSE_REDUCE(cldenseDreduce, CLM_DV_SUM, CLM_D)
CLM_DENSE_REDUCE(cldenseSnrm1, CLM_DV_NRM1, CLM_S)
CLM_DENSE_REDUCE(cldenseDnrm1, CLM_DV_NRM1, CLM_D)
CLM_DENSE_REDUCE(cldenseSnrm2, CLM_DV_NRM2, CLM_S)
CLM_DENSE_REDUCE(cldenseDnrm2, CLM_DV_NRM2, CLM_D)
CLM_DENSE_DOT(cldenseSdot, CLM_S)
CLM_DENSE_DOT(cldenseDdot, CLM_D)
CLM_DENSE_BINARY(cldenseSadd, CLM_DV_ADD, CLM_S)
CLM_DENSE_BINARY(cldenseDadd, CLM_DV_ADD, CLM_D)
CLM_DENSE_BINARY(cldenseSsub, CLM_DV_SUB, CLM_S)
CLM_DENSE_BINARY(cldenseDsub, CLM_DV_SUB, CLM_D)
CLM_DENSE_BINARY(cldenseSmul, CLM_DV_MUL, CLM_S)
CLM_DENSE_BINARY(cldenseDmul, CLM_DV_MUL, CLM_D)
CLM_DENSE_BINARY(cldenseSdiv, CLM_DV_DIV, CLM_S)
CLM_DENSE_BINARY(cldenseDdiv, CLM_DV_DIV, CLM_D)
