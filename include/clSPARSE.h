/*
 * clSPARSE.h - the clSPARSE 1.x API as implemented by clmath.
 *
 * Programs written for AMD's clSPARSE compile against this header unchanged
 * and link with -lclmath. Names, types, structure layouts, enumerator values
 * and parameter orders are clSPARSE's (its last release, 0.10.2.0). What
 * clmath implements so far is listed in docs/coverage-sparse.md; every other
 * function here links and returns clsparseNotImplemented.
 *
 * Conventions: every routine takes the clsparseControl made from the
 * command queue it enqueues on; scalars (alpha, beta, results) live in
 * device buffers; offsets count elements. Routines return at once after
 * enqueueing unless the control asks for blocking behaviour (the default:
 * see clsparseEnableAsync).
 */
#ifndef CLMATH_CLSPARSE_H_
#define CLMATH_CLSPARSE_H_

#ifndef CLSPARSE_EXPORT
#if defined(_WIN32)
#define CLSPARSE_EXPORT
#else
#define CLSPARSE_EXPORT __attribute__((visibility("default")))
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* clSPARSE selects its structures by OpenCL version; only the OpenCL 1.x
 * ones exist (clSPARSE itself refused to build for 2.0). */
#include "clSPARSE-1x.h"
#include "clSPARSE-version.h"

/* Status codes: OpenCL's own where one fits, then clSPARSE's. */
typedef enum clsparseStatus_
{
    clsparseSuccess = CL_SUCCESS,
    clsparseInvalidValue = CL_INVALID_VALUE,
    clsparseInvalidCommandQueue = CL_INVALID_COMMAND_QUEUE,
    clsparseInvalidContext = CL_INVALID_CONTEXT,
    clsparseInvalidMemObject = CL_INVALID_MEM_OBJECT,
    clsparseInvalidDevice = CL_INVALID_DEVICE,
    clsparseInvalidEventWaitList = CL_INVALID_EVENT_WAIT_LIST,
    clsparseInvalidEvent = CL_INVALID_EVENT,
    clsparseOutOfResources = CL_OUT_OF_RESOURCES,
    clsparseOutOfHostMemory = CL_OUT_OF_HOST_MEMORY,
    clsparseInvalidOperation = CL_INVALID_OPERATION,
    clsparseCompilerNotAvailable = CL_COMPILER_NOT_AVAILABLE,
    clsparseBuildProgramFailure = CL_BUILD_PROGRAM_FAILURE,
    clsparseInvalidKernelArgs = CL_INVALID_KERNEL_ARGS,

    clsparseNotImplemented = -1024, /* the routine is not implemented */
    clsparseNotInitialized,         /* clsparseSetup has not been called */
    clsparseStructInvalid,          /* a structure argument is inconsistent */
    clsparseInvalidSize,            /* a size is out of range */
    clsparseInvalidMemObj,          /* a buffer argument is not a valid buffer */
    clsparseInsufficientMemory,     /* a buffer is too small for its contents */
    clsparseInvalidControlObject,   /* the clsparseControl is not valid */
    clsparseInvalidFile,            /* the file cannot be read or is malformed */
    clsparseInvalidFileFormat,      /* the file is of an unsupported kind */
    clsparseInvalidKernelExecution, /* a kernel failed to run */
    clsparseInvalidType,            /* wrong data type */

    clsparseInvalidSolverControlObject = -2048,
    clsparseInvalidSystemSize,
    clsparseIterationsExceeded,
    clsparseToleranceNotReached,
    clsparseSolverError
} clsparseStatus;

/* ---- library lifetime ---- */

/* Must precede every other call (except the clsparseInit* helpers). */
CLSPARSE_EXPORT clsparseStatus clsparseSetup(void);

/* Releases the compiled kernels and every other resource the library holds. */
CLSPARSE_EXPORT clsparseStatus clsparseTeardown(void);

/* The clSPARSE API level implemented (clSPARSE-version.h). */
CLSPARSE_EXPORT clsparseStatus clsparseGetVersion(cl_uint* major, cl_uint* minor, cl_uint* patch,
                                                  cl_uint* tweak);

/* ---- structure initialisation: zero sizes, NULL buffers and offsets ---- */

CLSPARSE_EXPORT clsparseStatus clsparseInitScalar(clsparseScalar* scalar);
CLSPARSE_EXPORT clsparseStatus clsparseInitVector(cldenseVector* vec);
CLSPARSE_EXPORT clsparseStatus clsparseInitCooMatrix(clsparseCooMatrix* cooMatx);
CLSPARSE_EXPORT clsparseStatus clsparseInitCsrMatrix(clsparseCsrMatrix* csrMatx);
CLSPARSE_EXPORT clsparseStatus cldenseInitMatrix(cldenseMatrix* denseMatx);

/* ---- controls ---- */

/* What routines run on: a command queue (retained by the control), whether
 * calls block until their work completes, and the event of the last call.
 * Opaque. */
typedef struct _clsparseControl* clsparseControl;

typedef struct _clsparseCreateResult
{
    clsparseStatus status;
    clsparseControl control;
} clsparseCreateResult;

CLSPARSE_EXPORT clsparseCreateResult clsparseCreateControl(cl_command_queue queue);

/* async == CL_TRUE: routines return once their work is enqueued, and
 * clsparseGetEvent gives its event. CL_FALSE (the default): routines wait
 * for their work to complete. */
CLSPARSE_EXPORT clsparseStatus clsparseEnableAsync(clsparseControl control, cl_bool async);

/* Compensated summation in SpMV (clSPARSE's extended precision). */
CLSPARSE_EXPORT clsparseStatus clsparseEnableExtendedPrecision(clsparseControl control,
                                                               cl_bool extPrecision);

typedef struct _clsparseEventResult
{
    clsparseStatus status;
    cl_event event;
} clsparseEventResult;

/* The event of the last routine run on the control (async mode). */
CLSPARSE_EXPORT clsparseEventResult clsparseGetEvent(clsparseControl control);

CLSPARSE_EXPORT clsparseStatus clsparseReleaseControl(clsparseControl control);

/* ---- iterative solvers ---- */

typedef enum _print_mode
{
    QUIET = 0,
    NORMAL,
    VERBOSE
} PRINT_MODE;

typedef enum _precond
{
    NOPRECOND = 0,
    DIAGONAL
} PRECONDITIONER;

typedef struct _solverControl* clSParseSolverControl;

typedef struct _clsparseCreateSolverResult
{
    clsparseStatus status;
    clSParseSolverControl control;
} clsparseCreateSolverResult;

CLSPARSE_EXPORT clsparseCreateSolverResult clsparseCreateSolverControl(PRECONDITIONER precond,
                                                                       cl_int maxIters,
                                                                       cl_double relTol,
                                                                       cl_double absTol);
CLSPARSE_EXPORT clsparseStatus clsparseReleaseSolverControl(clSParseSolverControl solverControl);
CLSPARSE_EXPORT clsparseStatus clsparseSetSolverParams(clSParseSolverControl solverControl,
                                                       PRECONDITIONER precond, cl_int maxIters,
                                                       cl_double relTol, cl_double absTol);
CLSPARSE_EXPORT clsparseStatus clsparseSolverPrintMode(clSParseSolverControl solverControl,
                                                       PRINT_MODE mode);

/* Conjugate gradients and BiCGStab: solve A x = b. */
CLSPARSE_EXPORT clsparseStatus clsparseScsrcg(cldenseVector* x, const clsparseCsrMatrix* A,
                                              const cldenseVector* b,
                                              clSParseSolverControl solverControl,
                                              clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcsrcg(cldenseVector* x, const clsparseCsrMatrix* A,
                                              const cldenseVector* b,
                                              clSParseSolverControl solverControl,
                                              clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseScsrbicgStab(cldenseVector* x, const clsparseCsrMatrix* A,
                                                    const cldenseVector* b,
                                                    clSParseSolverControl solverControl,
                                                    clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcsrbicgStab(cldenseVector* x, const clsparseCsrMatrix* A,
                                                    const cldenseVector* b,
                                                    clSParseSolverControl solverControl,
                                                    clsparseControl control);

/* ---- Matrix Market files ----
 *
 * clsparseHeaderfromFile gives the size of the matrix in a file and an upper
 * bound of its entries (twice the stored entries for symmetric and
 * skew-symmetric files, whose mirror images are added when read). The
 * caller then creates the buffers (values and indices of at least nnz
 * elements; row_pointer of row + 1) and the *fromFile routines fill them,
 * sorted by row and then column, and set num_rows, num_cols and the actual
 * num_nonzeros. read_explicit_zeroes == CL_FALSE drops entries whose value
 * is zero in the precision read (1e-50 is zero to the S routines); the
 * buffers must hold every stored entry either way, checked before reading.
 * clmath reads coordinate files of real, integer and pattern (value 1)
 * fields, general, symmetric and skew-symmetric, plain or gzip-compressed
 * (members one after another, nothing after them), from regular files
 * only. Details: docs/sparse.md. */
CLSPARSE_EXPORT clsparseStatus clsparseHeaderfromFile(clsparseIdx_t* nnz, clsparseIdx_t* row,
                                                      clsparseIdx_t* col, const char* filePath);
CLSPARSE_EXPORT clsparseStatus clsparseSCooMatrixfromFile(clsparseCooMatrix* cooMatx,
                                                          const char* filePath,
                                                          clsparseControl control,
                                                          cl_bool read_explicit_zeroes);
CLSPARSE_EXPORT clsparseStatus clsparseDCooMatrixfromFile(clsparseCooMatrix* cooMatx,
                                                          const char* filePath,
                                                          clsparseControl control,
                                                          cl_bool read_explicit_zeroes);
CLSPARSE_EXPORT clsparseStatus clsparseSCsrMatrixfromFile(clsparseCsrMatrix* csrMatx,
                                                          const char* filePath,
                                                          clsparseControl control,
                                                          cl_bool read_explicit_zeroes);
CLSPARSE_EXPORT clsparseStatus clsparseDCsrMatrixfromFile(clsparseCsrMatrix* csrMatx,
                                                          const char* filePath,
                                                          clsparseControl control,
                                                          cl_bool read_explicit_zeroes);

/* ---- CSR-Adaptive meta data ---- */

typedef struct _clsparseMetaSizeResult
{
    clsparseStatus status;
    clsparseIdx_t metaSize;
} clsparseMetaSizeResult;

/* The number of row-block entries clsparseCsrMetaCreate would make. */
CLSPARSE_EXPORT clsparseMetaSizeResult clsparseCsrMetaSize(clsparseCsrMatrix* csrMatx,
                                                           clsparseControl control);

/* Reads the row pointers, divides the rows into blocks for CSR-Adaptive
 * SpMV and keeps them (in a device buffer the library owns) in
 * csrMatx->meta. Run again after the row pointers change; release with
 * clsparseCsrMetaDelete. */
CLSPARSE_EXPORT clsparseStatus clsparseCsrMetaCreate(clsparseCsrMatrix* csrMatx,
                                                     clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseCsrMetaDelete(clsparseCsrMatrix* csrMatx);

/* ---- dense vector operations ---- */

/* r = alpha * y */
CLSPARSE_EXPORT clsparseStatus cldenseSscale(cldenseVector* r, const clsparseScalar* alpha,
                                             const cldenseVector* y,
                                             const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDscale(cldenseVector* r, const clsparseScalar* alpha,
                                             const cldenseVector* y,
                                             const clsparseControl control);
/* r = alpha * x + y */
CLSPARSE_EXPORT clsparseStatus cldenseSaxpy(cldenseVector* r, const clsparseScalar* alpha,
                                            const cldenseVector* x, const cldenseVector* y,
                                            const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDaxpy(cldenseVector* r, const clsparseScalar* alpha,
                                            const cldenseVector* x, const cldenseVector* y,
                                            const clsparseControl control);
/* r = alpha * x + beta * y */
CLSPARSE_EXPORT clsparseStatus cldenseSaxpby(cldenseVector* r, const clsparseScalar* alpha,
                                             const cldenseVector* x, const clsparseScalar* beta,
                                             const cldenseVector* y,
                                             const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDaxpby(cldenseVector* r, const clsparseScalar* alpha,
                                             const cldenseVector* x, const clsparseScalar* beta,
                                             const cldenseVector* y,
                                             const clsparseControl control);
/* s = sum of x's elements (integer, single, double) */
CLSPARSE_EXPORT clsparseStatus cldenseIreduce(clsparseScalar* s, const cldenseVector* x,
                                              const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseSreduce(clsparseScalar* s, const cldenseVector* x,
                                              const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDreduce(clsparseScalar* s, const cldenseVector* x,
                                              const clsparseControl control);
/* s = ||x||_1, ||x||_2 */
CLSPARSE_EXPORT clsparseStatus cldenseSnrm1(clsparseScalar* s, const cldenseVector* x,
                                            const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDnrm1(clsparseScalar* s, const cldenseVector* x,
                                            const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseSnrm2(clsparseScalar* s, const cldenseVector* x,
                                            const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDnrm2(clsparseScalar* s, const cldenseVector* x,
                                            const clsparseControl control);
/* r = x . y */
CLSPARSE_EXPORT clsparseStatus cldenseSdot(clsparseScalar* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDdot(clsparseScalar* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
/* r = x + y, x - y, x * y, x / y element by element */
CLSPARSE_EXPORT clsparseStatus cldenseSadd(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDadd(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseSsub(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDsub(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseSmul(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDmul(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseSdiv(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus cldenseDdiv(cldenseVector* r, const cldenseVector* x,
                                           const cldenseVector* y, const clsparseControl control);

/* ---- sparse matrix times dense vector: y = alpha * A * x + beta * y ----
 * With meta data from clsparseCsrMetaCreate, csrmv runs CSR-Adaptive;
 * without, a row-per-subgroup kernel. */
CLSPARSE_EXPORT clsparseStatus clsparseScsrmv(const clsparseScalar* alpha,
                                              const clsparseCsrMatrix* matx,
                                              const cldenseVector* x, const clsparseScalar* beta,
                                              cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcsrmv(const clsparseScalar* alpha,
                                              const clsparseCsrMatrix* matx,
                                              const cldenseVector* x, const clsparseScalar* beta,
                                              cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseScoomv(const clsparseScalar* alpha,
                                              const clsparseCooMatrix* matx,
                                              const cldenseVector* x, const clsparseScalar* beta,
                                              cldenseVector* y, const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcoomv(const clsparseScalar* alpha,
                                              const clsparseCooMatrix* matx,
                                              const cldenseVector* x, const clsparseScalar* beta,
                                              cldenseVector* y, const clsparseControl control);

/* ---- sparse matrix times dense matrix: C = alpha * A * B + beta * C ---- */
CLSPARSE_EXPORT clsparseStatus clsparseScsrmm(const clsparseScalar* alpha,
                                              const clsparseCsrMatrix* sparseMatA,
                                              const cldenseMatrix* denseMatB,
                                              const clsparseScalar* beta,
                                              cldenseMatrix* denseMatC,
                                              const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcsrmm(const clsparseScalar* alpha,
                                              const clsparseCsrMatrix* sparseMatA,
                                              const cldenseMatrix* denseMatB,
                                              const clsparseScalar* beta,
                                              cldenseMatrix* denseMatC,
                                              const clsparseControl control);

/* ---- sparse matrix times sparse matrix: C = A * B (C allocated by the call) ---- */
CLSPARSE_EXPORT clsparseStatus clsparseScsrSpGemm(const clsparseCsrMatrix* sparseMatA,
                                                  const clsparseCsrMatrix* sparseMatB,
                                                  clsparseCsrMatrix* sparseMatC,
                                                  const clsparseControl control);

/* ---- conversions (sparse inputs sorted by row, then column) ---- */
CLSPARSE_EXPORT clsparseStatus clsparseScsr2coo(const clsparseCsrMatrix* csr,
                                                clsparseCooMatrix* coo,
                                                const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcsr2coo(const clsparseCsrMatrix* csr,
                                                clsparseCooMatrix* coo,
                                                const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseScoo2csr(const clsparseCooMatrix* coo,
                                                clsparseCsrMatrix* csr,
                                                const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcoo2csr(const clsparseCooMatrix* coo,
                                                clsparseCsrMatrix* csr,
                                                const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseScsr2dense(const clsparseCsrMatrix* csr, cldenseMatrix* A,
                                                  const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDcsr2dense(const clsparseCsrMatrix* csr, cldenseMatrix* A,
                                                  clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseSdense2csr(const cldenseMatrix* A, clsparseCsrMatrix* csr,
                                                  const clsparseControl control);
CLSPARSE_EXPORT clsparseStatus clsparseDdense2csr(const cldenseMatrix* A, clsparseCsrMatrix* csr,
                                                  const clsparseControl control);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* CLMATH_CLSPARSE_H_ */
