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

/* ---- the S/D routines: sparse_routines.def ---- */

#define CLM_SP1(NAME, DTYPE, PARAMS, CALL)                                                      \
    clsparseStatus NAME PARAMS                                                                  \
    {                                                                                           \
        const clm_dtype DT = DTYPE;                                                             \
        IN_FLIGHT(clsparseStatus, CALL);                                                        \
    }
#define CLM_SP(SNAME, DNAME, PARAMS, CALL)                                                      \
    CLM_SP1(SNAME, CLM_S, PARAMS, CALL)                                                         \
    CLM_SP1(DNAME, CLM_D, PARAMS, CALL)
#include "api/sparse_routines.def"
