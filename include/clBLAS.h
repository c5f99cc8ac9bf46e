/*
 * clBLAS.h - the clBLAS 2.x public interface (API level 2.12.0), as
 * implemented by clmath.
 *
 * Programs written for clBLAS build against this header unchanged: every
 * type, enumerator value, status code and function of the clBLAS 2.12 header
 * is declared here with the same name, parameter types and parameter order.
 * The documentation is clmath's own and describes clmath's behaviour, which
 * differs from clBLAS in a few places (noted below, e.g. zero sizes).
 *
 * clmath's own additions (its release number, ...) live in clmath.h.
 */
#ifndef CLBLAS_H_
#define CLBLAS_H_

/* Ask the OpenCL headers for the 1.2 API unless the includer chose a level. */
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif

#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

#include <clBLAS-complex.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Conventions shared by all routines
 * ==================================
 *
 * Data.  Vectors and matrices live in OpenCL buffer objects (cl_mem).  The
 * element type follows the routine's precision letter: S = cl_float,
 * D = cl_double, C = FloatComplex, Z = DoubleComplex (see clBLAS-complex.h;
 * some declarations spell these cl_float2 / cl_double2, which are the same
 * types).  Every offset parameter (offA, offx, offDP, ...) is the index of
 * the first element used, counted in elements, not bytes.
 *
 * Matrix layout.  `order` says whether a matrix is stored column by column
 * (clblasColumnMajor, the Fortran layout) or row by row (clblasRowMajor).  A
 * leading dimension (lda, ldb, ldc) is the distance in elements between the
 * starts of two consecutive columns (column-major) or rows (row-major); it
 * must be at least the number of rows (column-major) or columns (row-major)
 * of the matrix as stored, else the call fails with
 * clblasInvalidLeadDimA / B / C.  Band matrices use the LAPACK band storage
 * and packed matrices (AP) the LAPACK packed storage, both taken in the
 * given order.
 *
 * op(X) stands for X, X^T or X^H as selected by a clblasTranspose argument;
 * for real data clblasConjTrans means the same as clblasTrans.
 *
 * Increments.  incx / incy is the distance in elements between consecutive
 * vector elements.  Zero is rejected (clblasInvalidIncX / clblasInvalidIncY).
 * A negative increment follows reference BLAS: the vector is walked
 * backwards, its first logical element being the one at
 * off + (n - 1) * |inc|.
 *
 * Zero sizes.  N = 0, M = 0 or K = 0 is not an error (unlike clBLAS): the
 * call returns clblasSuccess and computes nothing, as reference BLAS does;
 * the reductions (dot, nrm2, asum, iamax) store 0 as their result, which is
 * what the reference functions return.  If the caller asked for an event,
 * it receives one that completes when the wait list has completed.
 *
 * Queues and events (the last five parameters of every BLAS routine):
 *   numCommandQueues     number of entries in commandQueues; must be >= 1.
 *   commandQueues        the queues to use.  clmath enqueues all work on
 *                        commandQueues[0]; further queues are ignored.
 *   numEventsInWaitList  number of entries in eventWaitList.
 *   eventWaitList        events that must complete before the work starts;
 *                        NULL when numEventsInWaitList is 0.
 *   events               NULL, or an array that receives one event for the
 *                        queue used (events[0]), which completes when the
 *                        routine's work has finished.  The caller releases
 *                        it with clReleaseEvent().
 * The routines only enqueue work and do not wait for it; use the returned
 * event or clFinish() before reading results on the host.
 *
 * Scratch buffers.  Some routines take a scratchBuff argument, a temporary
 * buffer the caller provides (clBLAS required it); the size it must have is
 * given with each routine.  Its contents afterwards are unspecified.
 *
 * Status codes common to all BLAS routines:
 *   clblasSuccess               the work was enqueued (or nothing to do).
 *   clblasNotInitialized        clblasSetup() has not been called.
 *   clblasInvalidValue          an enum argument has a value outside its
 *                               type (or one the routine does not accept),
 *                               numCommandQueues is 0, commandQueues is NULL.
 *   clblasInvalidCommandQueue   commandQueues[0] is NULL or not a valid queue.
 *   clblasInvalidEventWaitList  eventWaitList is NULL with a non-zero count,
 *                               non-NULL with a zero count, or holds an
 *                               invalid event.
 *   clblasInvalidMatA/B/C, clblasInvalidVecX/Y
 *                               the named matrix or vector buffer is NULL.
 *   clblasInvalidMemObject      a cl_mem argument is not a buffer object (an
 *                               image, say), or a buffer without a dedicated
 *                               code (a result, scalar or scratch buffer) is
 *                               NULL or not a buffer.
 *   clblasInvalidDim            a dimension argument is not acceptable.
 *   clblasInvalidLeadDimA/B/C   lda / ldb / ldc too small (see above).
 *   clblasInvalidIncX/Y         incx / incy is zero.
 *   clblasInsufficientMemMatA/B/C, clblasInsufficientMemVecX/Y
 *                               offset plus the extent the routine touches
 *                               exceeds the size of that buffer.
 *   clblasInvalidDevice         a D or Z routine on a device without double
 *                               precision (cl_khr_fp64).
 *   clblasOutOfResources, clblasOutOfHostMemory, clblasInvalidContext,
 *   clblasInvalidOperation, clblasCompilerNotAvailable,
 *   clblasBuildProgramFailure
 *                               reported from OpenCL while building or
 *                               enqueuing the kernels.
 * The per-family notes below only list what the family adds to this.
 */

/* ------------------------------------------------------------------------ */
/* Types                                                                    */
/* ------------------------------------------------------------------------ */

/** Storage order of matrices. */
typedef enum clblasOrder_ {
    clblasRowMajor = 0,     /**< rows are contiguous (C layout) */
    clblasColumnMajor = 1   /**< columns are contiguous (Fortran layout) */
} clblasOrder;

/** What op() does to a matrix operand. */
typedef enum clblasTranspose_ {
    clblasNoTrans = 0,      /**< op(A) = A */
    clblasTrans = 1,        /**< op(A) = A^T */
    clblasConjTrans = 2     /**< op(A) = A^H (A^T for real data) */
} clblasTranspose;

/** Which triangle of a symmetric, Hermitian or triangular matrix is used. */
typedef enum clblasUplo_ {
    clblasUpper = 0,        /**< the upper triangle */
    clblasLower = 1         /**< the lower triangle */
} clblasUplo;

/** Whether a triangular matrix has an implicit unit diagonal. */
typedef enum clblasDiag_ {
    clblasUnit = 0,         /**< diagonal taken as all ones, not read */
    clblasNonUnit = 1       /**< diagonal read from the matrix */
} clblasDiag;

/** Side on which the special matrix A multiplies B (symm, hemm, trmm, trsm). */
typedef enum clblasSide_ {
    clblasLeft = 0,         /**< A * B */
    clblasRight = 1         /**< B * A */
} clblasSide;

/**
 * Status codes.  The first group are the OpenCL error codes of the same
 * meaning; the second group are clBLAS's own codes, numbered upwards from
 * -1024 exactly as in clBLAS.
 */
typedef enum clblasStatus_ {
    clblasSuccess              = CL_SUCCESS,
    clblasInvalidValue         = CL_INVALID_VALUE,
    clblasInvalidCommandQueue  = CL_INVALID_COMMAND_QUEUE,
    clblasInvalidContext       = CL_INVALID_CONTEXT,
    clblasInvalidMemObject     = CL_INVALID_MEM_OBJECT,
    clblasInvalidDevice        = CL_INVALID_DEVICE,
    clblasInvalidEventWaitList = CL_INVALID_EVENT_WAIT_LIST,
    clblasOutOfResources       = CL_OUT_OF_RESOURCES,
    clblasOutOfHostMemory      = CL_OUT_OF_HOST_MEMORY,
    clblasInvalidOperation     = CL_INVALID_OPERATION,
    clblasCompilerNotAvailable = CL_COMPILER_NOT_AVAILABLE,
    clblasBuildProgramFailure  = CL_BUILD_PROGRAM_FAILURE,

    clblasNotImplemented       = -1024, /**< routine not (yet) provided */
    clblasNotInitialized       = -1023, /**< clblasSetup() not called */
    clblasInvalidMatA          = -1022, /**< matrix A buffer is NULL */
    clblasInvalidMatB          = -1021, /**< matrix B buffer is NULL */
    clblasInvalidMatC          = -1020, /**< matrix C buffer is NULL */
    clblasInvalidVecX          = -1019, /**< vector X buffer is NULL */
    clblasInvalidVecY          = -1018, /**< vector Y buffer is NULL */
    clblasInvalidDim           = -1017, /**< inconsistent dimension */
    clblasInvalidLeadDimA      = -1016, /**< lda too small */
    clblasInvalidLeadDimB      = -1015, /**< ldb too small */
    clblasInvalidLeadDimC      = -1014, /**< ldc too small */
    clblasInvalidIncX          = -1013, /**< incx is zero */
    clblasInvalidIncY          = -1012, /**< incy is zero */
    clblasInsufficientMemMatA  = -1011, /**< buffer of A too small */
    clblasInsufficientMemMatB  = -1010, /**< buffer of B too small */
    clblasInsufficientMemMatC  = -1009, /**< buffer of C too small */
    clblasInsufficientMemVecX  = -1008, /**< buffer of X too small */
    clblasInsufficientMemVecY  = -1007  /**< buffer of Y too small */
} clblasStatus;

/* ======================================================================== */
/* Version, setup and teardown                                              */
/* ======================================================================== */

/**
 * Stores the clBLAS API level this library implements (2.12.0) in *major,
 * *minor and *patch; clmath's own release number is clmathGetVersion() in
 * clmath.h.  The pointers must not be NULL.  Returns clblasSuccess.  May be
 * called before clblasSetup().
 */
clblasStatus
clblasGetVersion(
    cl_uint *major, cl_uint *minor, cl_uint *patch);

/**
 * Initialises the library; must precede every other call except
 * clblasGetVersion().  Returns clblasSuccess, clblasOutOfHostMemory or
 * clblasOutOfResources.
 */
clblasStatus
clblasSetup(void);

/**
 * Releases everything the library holds (compiled programs, caches).  After
 * it, clblasSetup() must be called again before further use.  Not to be
 * called while other threads are inside the library.
 */
void
clblasTeardown(void);

/* ======================================================================== */
/* Level 1: vector-vector operations                                        */
/* ======================================================================== */

/**
 * SWAP: exchanges the N elements of vectors X and Y.
 * X, Y: vectors, updated.  Codes: common ones (InvalidVecX/Y, InvalidIncX/Y,
 * InsufficientMemVecX/Y).
 */
clblasStatus
clblasSswap(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDswap(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCswap(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZswap(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SCAL: X := alpha * X for N elements.  Sscal/Dscal/Cscal/Zscal take alpha
 * in the vector's type; Csscal/Zdscal scale a complex vector by a real
 * alpha.  As in reference BLAS, a negative incx makes the call a no-op.
 * Codes: common ones for X.
 */
clblasStatus
clblasSscal(
    size_t N, cl_float alpha, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDscal(
    size_t N, cl_double alpha, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCscal(
    size_t N, cl_float2 alpha, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZscal(
    size_t N, cl_double2 alpha, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCsscal(
    size_t N, cl_float alpha, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZdscal(
    size_t N, cl_double alpha, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * COPY: Y := X for N elements.  Codes: common ones for X and Y.
 */
clblasStatus
clblasScopy(
    size_t N, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,
    int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDcopy(
    size_t N, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,
    int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCcopy(
    size_t N, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,
    int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZcopy(
    size_t N, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,
    int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * AXPY: Y := alpha * X + Y for N elements.  Codes: common ones for X and Y.
 */
clblasStatus
clblasSaxpy(
    size_t N, cl_float alpha, const cl_mem X, size_t offx, int incx, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDaxpy(
    size_t N, cl_double alpha, const cl_mem X, size_t offx, int incx, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCaxpy(
    size_t N, cl_float2 alpha, const cl_mem X, size_t offx, int incx, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZaxpy(
    size_t N, cl_double2 alpha, const cl_mem X, size_t offx, int incx, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * DOT: dotProduct[offDP] := sum_i X[i] * Y[i]        (Sdot, Ddot, Cdotu, Zdotu)
 *      dotProduct[offDP] := sum_i conj(X[i]) * Y[i]  (Cdotc, Zdotc)
 * The single result, of the routine's element type, is written to the
 * dotProduct buffer at offset offDP.  scratchBuff: at least N
 * elements.  Codes: common ones for X and Y; InvalidMemObject for the
 * dotProduct or scratch buffer.
 */
clblasStatus
clblasSdot(
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,
    int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDdot(
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,
    int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCdotu(
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,
    int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZdotu(
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,
    int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCdotc(
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,
    int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZdotc(
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,
    int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * ROTG: constructs the Givens rotation that zeroes the second component of
 * (a, b), as reference BLAS xROTG.  The scalars live in buffers at the given
 * element offsets: on entry SA (DA, CA) holds a and SB (DB, CB) holds b; on
 * exit SA holds r, SB holds z (real routines; unchanged for C/Z), C holds
 * the cosine c (always real: cl_float for Crotg, cl_double for Zrotg) and S
 * the sine s (complex for Crotg/Zrotg).  Codes: InvalidMemObject for a NULL
 * or non-buffer argument, InvalidValue if an offset lies outside its buffer,
 * plus the queue/event codes.
 */
clblasStatus
clblasSrotg(
    cl_mem SA, size_t offSA, cl_mem SB, size_t offSB, cl_mem C, size_t offC,
    cl_mem S, size_t offS,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDrotg(
    cl_mem DA, size_t offDA, cl_mem DB, size_t offDB, cl_mem C, size_t offC,
    cl_mem S, size_t offS,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCrotg(
    cl_mem CA, size_t offCA, cl_mem CB, size_t offCB, cl_mem C, size_t offC,
    cl_mem S, size_t offS,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZrotg(
    cl_mem CA, size_t offCA, cl_mem CB, size_t offCB, cl_mem C, size_t offC,
    cl_mem S, size_t offS,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * ROTMG: constructs the modified Givens transformation H that zeroes the
 * second component of (sqrt(d1) * x1, sqrt(d2) * y1), as reference BLAS
 * xROTMG.  D1, D2 and X1 are read and overwritten with the scaled values,
 * Y1 is only read; the 5-element PARAM array receives flag, h11, h21, h12,
 * h22 in that order (elements offSparam .. offSparam + 4).  Codes as ROTG.
 */
clblasStatus
clblasSrotmg(
    cl_mem SD1, size_t offSD1, cl_mem SD2, size_t offSD2, cl_mem SX1,
    size_t offSX1, const cl_mem SY1, size_t offSY1, cl_mem SPARAM,
    size_t offSparam,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDrotmg(
    cl_mem DD1, size_t offDD1, cl_mem DD2, size_t offDD2, cl_mem DX1,
    size_t offDX1, const cl_mem DY1, size_t offDY1, cl_mem DPARAM,
    size_t offDparam,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * ROT: applies a plane rotation to N pairs:
 *   X[i] := C * X[i] + S * Y[i],   Y[i] := C * Y[i] - S * X[i]
 * (using the old X[i]).  C and S are real, also for Csrot/Zdrot, which
 * rotate complex vectors.  Codes: common ones for X and Y.
 */
clblasStatus
clblasSrot(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_float C, cl_float S,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDrot(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_double C, cl_double S,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCsrot(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_float C, cl_float S,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZdrot(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    cl_double C, cl_double S,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * ROTM: applies the modified Givens transformation H held in PARAM (5
 * elements at offSparam: flag, h11, h21, h12, h22, as produced by ROTMG) to
 * N pairs: (X[i], Y[i]) := H * (X[i], Y[i]).  PARAM is only read.
 * Codes: common ones for X and Y; InvalidMemObject for PARAM.
 */
clblasStatus
clblasSrotm(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    const cl_mem SPARAM, size_t offSparam,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDrotm(
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,
    const cl_mem DPARAM, size_t offDparam,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * NRM2: NRM2[offNRM2] := sqrt(sum_i |X[i]|^2), computed without undue
 * overflow or underflow.  The result is real (cl_float for Snrm2/Scnrm2,
 * cl_double for Dnrm2/Dznrm2).  scratchBuff: at least 2 * N
 * elements of the vector's type.  Codes: common ones for X;
 * InvalidMemObject for the NRM2 or scratch buffer.
 */
clblasStatus
clblasSnrm2(
    size_t N, cl_mem NRM2, size_t offNRM2, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDnrm2(
    size_t N, cl_mem NRM2, size_t offNRM2, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasScnrm2(
    size_t N, cl_mem NRM2, size_t offNRM2, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDznrm2(
    size_t N, cl_mem NRM2, size_t offNRM2, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * iAMAX: iMax[offiMax] := index of the first element of X with the largest
 * |Re| + |Im| (largest |x| for real data).  The index is stored as a cl_uint
 * and is 1-based as in reference BLAS.  scratchBuff:
 * at least 2 * N elements of the vector's type.  Codes: common ones for X;
 * InvalidMemObject for the iMax or scratch buffer.
 */
clblasStatus
clblasiSamax(
    size_t N, cl_mem iMax, size_t offiMax, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasiDamax(
    size_t N, cl_mem iMax, size_t offiMax, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasiCamax(
    size_t N, cl_mem iMax, size_t offiMax, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasiZamax(
    size_t N, cl_mem iMax, size_t offiMax, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * ASUM: asum[offAsum] := sum_i (|Re X[i]| + |Im X[i]|) (sum of |X[i]| for
 * real data).  The result is real (cl_float for Sasum/Scasum, cl_double for
 * Dasum/Dzasum).  scratchBuff: at least N elements of the
 * vector's type.  Codes: common ones for X; InvalidMemObject for the asum
 * or scratch buffer.
 */
clblasStatus
clblasSasum(
    size_t N, cl_mem asum, size_t offAsum, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDasum(
    size_t N, cl_mem asum, size_t offAsum, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasScasum(
    size_t N, cl_mem asum, size_t offAsum, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDzasum(
    size_t N, cl_mem asum, size_t offAsum, const cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/* ======================================================================== */
/* Level 2: matrix-vector operations                                        */
/* ======================================================================== */

/**
 * GEMV: y := alpha * op(A) * x + beta * y, A an M x N general matrix.
 * x has N elements and y has M when transA is clblasNoTrans, the other way
 * round otherwise.  lda >= M (column-major) or N (row-major).
 * Codes: common ones for A, x and y.
 */
clblasStatus
clblasSgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    cl_float alpha, const cl_mem A, size_t offA, size_t lda, const cl_mem x,
    size_t offx, int incx, cl_float beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    cl_double alpha, const cl_mem A, size_t offA, size_t lda, const cl_mem x,
    size_t offx, int incx, cl_double beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    FloatComplex alpha, const cl_mem A, size_t offA, size_t lda, const cl_mem x,
    size_t offx, int incx, FloatComplex beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    DoubleComplex alpha, const cl_mem A, size_t offA, size_t lda,
    const cl_mem x, size_t offx, int incx, DoubleComplex beta, cl_mem y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SYMV: y := alpha * A * x + beta * y, A an N x N symmetric matrix of which
 * only the `uplo` triangle is read.  lda >= N.  Codes: common ones for A,
 * x and y.
 */
clblasStatus
clblasSsymv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx,
    int incx, cl_float beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsymv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx,
    int incx, cl_double beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * HEMV: Y := alpha * A * X + beta * Y, A an N x N Hermitian matrix of which
 * only the `uplo` triangle is read (imaginary parts of the diagonal are
 * taken as zero).  lda >= N.  Codes: common ones for A, X and Y.
 */
clblasStatus
clblasChemv(
    clblasOrder order, clblasUplo uplo, size_t N, FloatComplex alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, FloatComplex beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZhemv(
    clblasOrder order, clblasUplo uplo, size_t N, DoubleComplex alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, DoubleComplex beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TRMV: X := op(A) * X, A an N x N triangular matrix (triangle `uplo`,
 * diagonal per `diag`).  lda >= N.  scratchBuff: at least
 * 1 + (N - 1) * |incx| elements.  Codes: common ones for A and X.
 */
clblasStatus
clblasStrmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtrmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtrmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtrmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TRSV: solves op(A) * x = b for x, A an N x N triangular matrix; X holds b
 * on entry and x on exit.  No test for singularity is made.  lda >= N.
 * Codes: common ones for A and X.
 */
clblasStatus
clblasStrsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtrsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtrsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtrsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,
    int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * GER: A := alpha * X * Y^T + A (Sger, Dger, Cgeru, Zgeru)
 * GERC: A := alpha * X * Y^H + A (Cgerc, Zgerc)
 * A is M x N, X has M elements, Y has N.  lda >= M (column-major) or N
 * (row-major).  Codes: common ones for A, X and Y.
 */
clblasStatus
clblasSger(
    clblasOrder order, size_t M, size_t N, cl_float alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDger(
    clblasOrder order, size_t M, size_t N, cl_double alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCgeru(
    clblasOrder order, size_t M, size_t N, cl_float2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZgeru(
    clblasOrder order, size_t M, size_t N, cl_double2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCgerc(
    clblasOrder order, size_t M, size_t N, cl_float2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZgerc(
    clblasOrder order, size_t M, size_t N, cl_double2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SYR: A := alpha * X * X^T + A, A an N x N symmetric matrix of which only
 * the `uplo` triangle is updated.
 * HER: A := alpha * X * X^H + A, A Hermitian, alpha real (cl_float for Cher,
 * cl_double for Zher); the imaginary parts of the diagonal are set to zero.
 * lda >= N.  Codes: common ones for A and X.
 */
clblasStatus
clblasSsyr(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsyr(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCher(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZher(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SYR2: A := alpha * X * Y^T + alpha * Y * X^T + A, A symmetric N x N.
 * HER2: A := alpha * X * Y^H + conj(alpha) * Y * X^H + A, A Hermitian.
 * Only the `uplo` triangle is updated.  lda >= N.  Codes: common ones for
 * A, X and Y.
 */
clblasStatus
clblasSsyr2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsyr2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCher2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZher2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TPMV: X := op(A) * X, A an N x N triangular matrix in packed storage
 * (AP, N * (N + 1) / 2 elements from offa).  scratchBuff: at least
 * 1 + (N - 1) * |incx| elements.  Codes: common ones for A (InvalidMatA,
 * InsufficientMemMatA) and X.
 */
clblasStatus
clblasStpmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem AP, size_t offa, cl_mem X, size_t offx, int incx,
    cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtpmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem AP, size_t offa, cl_mem X, size_t offx, int incx,
    cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtpmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem AP, size_t offa, cl_mem X, size_t offx, int incx,
    cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtpmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem AP, size_t offa, cl_mem X, size_t offx, int incx,
    cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TPSV: solves op(A) * x = b, A an N x N triangular matrix in packed
 * storage; X holds b on entry and x on exit.  No test for singularity is
 * made.  Codes: common ones for A and X.
 */
clblasStatus
clblasStpsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtpsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtpsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtpsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, const cl_mem A, size_t offa, cl_mem X, size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SPMV: Y := alpha * A * X + beta * Y, A symmetric N x N in packed storage.
 * HPMV: the same with A Hermitian.
 * Codes: common ones for A (AP), X and Y.
 */
clblasStatus
clblasSspmv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_float beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDspmv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_double beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasChpmv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float2 alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_float2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZhpmv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double2 alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_double2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SPR: A := alpha * X * X^T + A, A symmetric N x N in packed storage.
 * HPR: A := alpha * X * X^H + A, A Hermitian in packed storage, alpha real
 * (cl_float for Chpr, cl_double for Zhpr).
 * Codes: common ones for A (AP) and X.
 */
clblasStatus
clblasSspr(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDspr(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasChpr(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZhpr(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SPR2: A := alpha * X * Y^T + alpha * Y * X^T + A, A symmetric, packed.
 * HPR2: A := alpha * X * Y^H + conj(alpha) * Y * X^H + A, A Hermitian,
 * packed.  Codes: common ones for A (AP), X and Y.
 */
clblasStatus
clblasSspr2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDspr2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasChpr2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZhpr2(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * GBMV: Y := alpha * op(A) * X + beta * Y, A an M x N band matrix with KL
 * sub-diagonals and KU super-diagonals in band storage.  lda >= KL + KU + 1.
 * Codes: common ones for A, X and Y.
 */
clblasStatus
clblasSgbmv(
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_float alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_float beta, cl_mem Y, size_t offy,
    int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDgbmv(
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_double alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_double beta, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCgbmv(
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_float2 alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_float2 beta, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZgbmv(
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_double2 alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_double2 beta, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TBMV: X := op(A) * X, A an N x N triangular band matrix with K off-
 * diagonals in band storage.  lda >= K + 1.  scratchBuff: at least
 * 1 + (N - 1) * |incx| elements.  Codes: common ones for A and X.
 */
clblasStatus
clblasStbmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtbmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtbmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtbmv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx, cl_mem scratchBuff,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SBMV: Y := alpha * A * X + beta * Y, A symmetric N x N band matrix with K
 * off-diagonals (the `uplo` half in band storage).
 * HBMV: the same with A Hermitian.
 * lda >= K + 1.  Codes: common ones for A, X and Y.
 */
clblasStatus
clblasSsbmv(
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_float alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_float beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsbmv(
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_double alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_double beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasChbmv(
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_float2 alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_float2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZhbmv(
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_double2 alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_double2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TBSV: solves op(A) * x = b, A an N x N triangular band matrix with K off-
 * diagonals in band storage; X holds b on entry and x on exit.  No test for
 * singularity is made.  lda >= K + 1.  Codes: common ones for A and X.
 */
clblasStatus
clblasStbsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtbsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtbsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtbsv(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag,
    size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,
    size_t offx, int incx,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/* ======================================================================== */
/* Level 3: matrix-matrix operations                                        */
/* ======================================================================== */

/**
 * GEMM: C := alpha * op(A) * op(B) + beta * C, with op(A) M x K, op(B)
 * K x N and C M x N.  A is stored M x K (K x M when transposed), B is
 * stored K x N (N x K when transposed); each leading dimension is at least
 * the stored row count (column-major) or column count (row-major).
 * Codes: common ones for A, B and C.
 */
clblasStatus
clblasSgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, cl_float alpha, const cl_mem A, size_t offA, size_t lda,
    const cl_mem B, size_t offB, size_t ldb, cl_float beta, cl_mem C,
    size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, cl_double alpha, const cl_mem A, size_t offA,
    size_t lda, const cl_mem B, size_t offB, size_t ldb, cl_double beta,
    cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, FloatComplex alpha, const cl_mem A, size_t offA,
    size_t lda, const cl_mem B, size_t offB, size_t ldb, FloatComplex beta,
    cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, DoubleComplex alpha, const cl_mem A, size_t offA,
    size_t lda, const cl_mem B, size_t offB, size_t ldb, DoubleComplex beta,
    cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TRMM: B := alpha * op(A) * B (side = clblasLeft) or
 *       B := alpha * B * op(A) (side = clblasRight),
 * B an M x N matrix, A triangular, M x M for the left side and N x N for
 * the right.  lda >= that order, ldb >= M (column-major) or N (row-major).
 * Codes: common ones for A and B.
 */
clblasStatus
clblasStrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_float alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_double alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, FloatComplex alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, DoubleComplex alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * TRSM: solves op(A) * X = alpha * B (side = clblasLeft) or
 *       X * op(A) = alpha * B (side = clblasRight) for X, which overwrites
 * B (M x N).  A is triangular, M x M (left) or N x N (right).  No test for
 * singularity is made.  Leading dimensions as TRMM.  Codes: common ones for
 * A and B.
 */
clblasStatus
clblasStrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_float alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDtrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_double alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCtrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, FloatComplex alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZtrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, DoubleComplex alpha, const cl_mem A,
    size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SYRK: C := alpha * A * A^T + beta * C (transA = clblasNoTrans, A N x K) or
 *       C := alpha * A^T * A + beta * C (otherwise, A K x N),
 * C an N x N symmetric matrix of which only the `uplo` triangle is updated.
 * For Csyrk/Zsyrk transA = clblasConjTrans is rejected (InvalidValue), as
 * in reference BLAS.  ldc >= N.  Codes: common ones for A and C.
 */
clblasStatus
clblasSsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, cl_float alpha, const cl_mem A, size_t offA, size_t lda,
    cl_float beta, cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, cl_double alpha, const cl_mem A, size_t offA, size_t lda,
    cl_double beta, cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, FloatComplex alpha, const cl_mem A, size_t offA, size_t lda,
    FloatComplex beta, cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, DoubleComplex alpha, const cl_mem A, size_t offA, size_t lda,
    DoubleComplex beta, cl_mem C, size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SYR2K: C := alpha * A * B^T + alpha * B * A^T + beta * C   (NoTrans:
 *        A, B are N x K) or
 *        C := alpha * A^T * B + alpha * B^T * A + beta * C   (A, B K x N),
 * C symmetric N x N, only the `uplo` triangle updated.  For Csyr2k/Zsyr2k
 * transAB = clblasConjTrans is rejected (InvalidValue).  ldc >= N.
 * Codes: common ones for A, B and C.
 */
clblasStatus
clblasSsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, cl_float alpha, const cl_mem A, size_t offA, size_t lda,
    const cl_mem B, size_t offB, size_t ldb, cl_float beta, cl_mem C,
    size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, cl_double alpha, const cl_mem A, size_t offA, size_t lda,
    const cl_mem B, size_t offB, size_t ldb, cl_double beta, cl_mem C,
    size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, FloatComplex alpha, const cl_mem A, size_t offA, size_t lda,
    const cl_mem B, size_t offB, size_t ldb, FloatComplex beta, cl_mem C,
    size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, DoubleComplex alpha, const cl_mem A, size_t offA, size_t lda,
    const cl_mem B, size_t offB, size_t ldb, DoubleComplex beta, cl_mem C,
    size_t offC, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * SYMM: C := alpha * A * B + beta * C (side = clblasLeft, A M x M) or
 *       C := alpha * B * A + beta * C (side = clblasRight, A N x N),
 * A symmetric (only its `uplo` triangle read), B and C M x N.  lda >= the
 * order of A; ldb, ldc >= M (column-major) or N (row-major).  Codes:
 * common ones for A, B and C.
 */
clblasStatus
clblasSsymm(
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N,
    cl_float alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,
    size_t offb, size_t ldb, cl_float beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasDsymm(
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N,
    cl_double alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,
    size_t offb, size_t ldb, cl_double beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasCsymm(
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N,
    cl_float2 alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,
    size_t offb, size_t ldb, cl_float2 beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZsymm(
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N,
    cl_double2 alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,
    size_t offb, size_t ldb, cl_double2 beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * HEMM: as SYMM with A Hermitian (imaginary parts of its diagonal taken as
 * zero).
 */
clblasStatus
clblasChemm(
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N,
    cl_float2 alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,
    size_t offb, size_t ldb, cl_float2 beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZhemm(
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N,
    cl_double2 alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,
    size_t offb, size_t ldb, cl_double2 beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * HERK: C := alpha * A * A^H + beta * C (transA = clblasNoTrans, A N x K) or
 *       C := alpha * A^H * A + beta * C (transA = clblasConjTrans, A K x N),
 * C Hermitian N x N, only the `uplo` triangle updated, imaginary parts of
 * its diagonal set to zero.  alpha and beta are real (float / double).
 * transA = clblasTrans is rejected (InvalidValue), as in reference BLAS.
 * ldc >= N.  Codes: common ones for A and C.
 */
clblasStatus
clblasCherk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, float alpha, const cl_mem A, size_t offa, size_t lda, float beta,
    cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZherk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, double alpha, const cl_mem A, size_t offa, size_t lda,
    double beta, cl_mem C, size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/**
 * HER2K: C := alpha * A * B^H + conj(alpha) * B * A^H + beta * C (NoTrans,
 *        A, B N x K) or
 *        C := alpha * A^H * B + conj(alpha) * B^H * A + beta * C
 *        (ConjTrans, A, B K x N),
 * C Hermitian N x N, only the `uplo` triangle updated.  alpha is complex,
 * beta real.  trans = clblasTrans is rejected (InvalidValue).  ldc >= N.
 * Codes: common ones for A, B and C.
 */
clblasStatus
clblasCher2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, size_t N,
    size_t K, FloatComplex alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem B, size_t offb, size_t ldb, cl_float beta, cl_mem C,
    size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

clblasStatus
clblasZher2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, size_t N,
    size_t K, DoubleComplex alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem B, size_t offb, size_t ldb, cl_double beta, cl_mem C,
    size_t offc, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/* ======================================================================== */
/* Matrix and vector helpers                                                */
/* ======================================================================== */

/*
 * Convenience routines for allocating, transferring and filling matrices and
 * vectors.  element_size / elemsize is the
 * size of one element in bytes; offsets and leading dimensions of these
 * routines are counted in elements.  Unless noted otherwise they return
 * clblasSuccess, clblasInvalidValue for inconsistent sizes or positions, or
 * the error OpenCL reported.
 */

/**
 * Computes the leading dimension (*ld, in elements, if ld is not NULL) and
 * the byte size (*fullsize, if not NULL) of a rows x columns matrix in the
 * given order, with `padding` extra elements on the leading dimension.
 * Returns clblasInvalidValue if elemsize is 0 or both rows and columns are 0.
 */
clblasStatus
clblasMatrixSizeInfo(
    clblasOrder order, size_t rows, size_t columns, size_t elemsize,
    size_t padding, size_t *ld, size_t *fullsize);

/**
 * Create a buffer for a rows x columns matrix in `context`.
 * clblasCreateMatrix: leading dimension computed as clblasMatrixSizeInfo()
 * does (stored in *ld if not NULL).  clblasCreateMatrixWithLd: with the
 * given ld.  clblasCreateMatrixFromHost: with the given ld, then fills it
 * from the host matrix `host` (offset off_host, leading dimension ld_host,
 * same order) through command_queue after the wait list.
 * *fullsize (if not NULL) receives the byte size.  These return the new
 * buffer, or NULL with *err (if err is not NULL) set to the failure code;
 * *err is set to clblasSuccess otherwise.
 */
cl_mem
clblasCreateMatrix(
    cl_context context, clblasOrder order, size_t rows, size_t columns,
    size_t elemsize, size_t padding, size_t *ld, size_t *fullsize,
    cl_int *err);

cl_mem
clblasCreateMatrixWithLd(
    cl_context context, clblasOrder order, size_t rows, size_t columns,
    size_t elemsize, size_t ld, size_t *fullsize, cl_int *err);

cl_mem
clblasCreateMatrixFromHost(
    cl_context context, clblasOrder order, size_t rows, size_t columns,
    size_t elemsize, size_t ld, void *host, size_t off_host, size_t ld_host,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_int *err);

/**
 * Sub-matrix transfers: copy an nx x ny block (nx along the x dimension,
 * the rows; ny along y, the columns) whose first element is at position
 * (xA, yA) of source A (nrA x ncA, leading dimension ldA, offset offA) to
 * position (xB, yB) of destination B (nrB x ncB, ldB, offB); both in
 * `order`.  Write: host A to buffer B; Read: buffer A to host B; Copy:
 * buffer to buffer.  The plain forms wait for completion; the ...Async
 * forms only enqueue the transfer on command_queue after the wait list and
 * return its event in *event (if not NULL).
 */
clblasStatus
clblasWriteSubMatrix(
    clblasOrder order, size_t element_size, const void *A, size_t offA,
    size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA, cl_mem B,
    size_t offB, size_t ldB, size_t nrB, size_t ncB, size_t xB, size_t yB,
    size_t nx, size_t ny, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList);

clblasStatus
clblasWriteSubMatrixAsync(
    clblasOrder order, size_t element_size, const void *A, size_t offA,
    size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA, cl_mem B,
    size_t offB, size_t ldB, size_t nrB, size_t ncB, size_t xB, size_t yB,
    size_t nx, size_t ny, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *event);

clblasStatus
clblasReadSubMatrix(
    clblasOrder order, size_t element_size, const cl_mem A, size_t offA,
    size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA, void *B,
    size_t offB, size_t ldB, size_t nrB, size_t ncB, size_t xB, size_t yB,
    size_t nx, size_t ny, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList);

clblasStatus
clblasReadSubMatrixAsync(
    clblasOrder order, size_t element_size, const cl_mem A, size_t offA,
    size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA, void *B,
    size_t offB, size_t ldB, size_t nrB, size_t ncB, size_t xB, size_t yB,
    size_t nx, size_t ny, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *event);

clblasStatus
clblasCopySubMatrix(
    clblasOrder order, size_t element_size, const cl_mem A, size_t offA,
    size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA, cl_mem B,
    size_t offB, size_t ldB, size_t nrB, size_t ncB, size_t xB, size_t yB,
    size_t nx, size_t ny, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList);

clblasStatus
clblasCopySubMatrixAsync(
    clblasOrder order, size_t element_size, const cl_mem A, size_t offA,
    size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA, cl_mem B,
    size_t offB, size_t ldB, size_t nrB, size_t ncB, size_t xB, size_t yB,
    size_t nx, size_t ny, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *event);

/**
 * Vector transfers of nb_elem contiguous elements from A (offset offA) to B
 * (offset offB): Write host to buffer, Read buffer to host, Copy buffer to
 * buffer.  Synchronous and ...Async forms as for the sub-matrix transfers
 * (the Async forms return their event in *events, if not NULL).
 */
clblasStatus
clblasWriteVector(
    size_t nb_elem, size_t element_size, const void *A, size_t offA, cl_mem B,
    size_t offB, cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList);

clblasStatus
clblasWriteVectorAsync(
    size_t nb_elem, size_t element_size, const void *A, size_t offA, cl_mem B,
    size_t offB, cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

clblasStatus
clblasReadVector(
    size_t nb_elem, size_t element_size, const cl_mem A, size_t offA, void *B,
    size_t offB, cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList);

clblasStatus
clblasReadVectorAsync(
    size_t nb_elem, size_t element_size, const cl_mem A, size_t offA, void *B,
    size_t offB, cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

clblasStatus
clblasCopyVector(
    size_t nb_elem, size_t element_size, const cl_mem A, size_t offA, cl_mem B,
    size_t offB, cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList);

clblasStatus
clblasCopyVectorAsync(
    size_t nb_elem, size_t element_size, const cl_mem A, size_t offA, cl_mem B,
    size_t offB, cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

/**
 * Whole-matrix transfers of an sx x sy matrix (sx rows, sy columns) from A
 * (offA, ldA) to B (offB, ldB), both in `order`: Write host to buffer, Read
 * buffer to host, Copy buffer to buffer; synchronous and ...Async forms as
 * above.
 */
clblasStatus
clblasWriteMatrix(
    clblasOrder order, size_t sx, size_t sy, size_t element_size, const void *A,
    size_t offA, size_t ldA, cl_mem B, size_t offB, size_t ldB,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList);

clblasStatus
clblasWriteMatrixAsync(
    clblasOrder order, size_t sx, size_t sy, size_t element_size, const void *A,
    size_t offA, size_t ldA, cl_mem B, size_t offB, size_t ldB,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

clblasStatus
clblasReadMatrix(
    clblasOrder order, size_t sx, size_t sy, size_t element_size,
    const cl_mem A, size_t offA, size_t ldA, void *B, size_t offB, size_t ldB,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList);

clblasStatus
clblasReadMatrixAsync(
    clblasOrder order, size_t sx, size_t sy, size_t element_size,
    const cl_mem A, size_t offA, size_t ldA, void *B, size_t offB, size_t ldB,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

clblasStatus
clblasCopyMatrix(
    clblasOrder order, size_t sx, size_t sy, size_t element_size,
    const cl_mem A, size_t offA, size_t ldA, cl_mem B, size_t offB, size_t ldB,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList);

clblasStatus
clblasCopyMatrixAsync(
    clblasOrder order, size_t sx, size_t sy, size_t element_size,
    const cl_mem A, size_t offA, size_t ldA, cl_mem B, size_t offB, size_t ldB,
    cl_command_queue command_queue, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

/**
 * Fills: set elements of buffer A to the element_size-byte pattern read
 * from the host pointer (`host` / `pattern`).  element_size is one of 1, 2,
 * 4, 8 or 16.
 * clblasFillVector[Async]: nb_elem elements from offA.
 * clblasFillMatrix: the whole nrA x ncA matrix (leading dimension ldA).
 * clblasFillSubMatrix[Async]: the nx x ny block at (xA, yA) of the matrix
 * (nrA x ncA, or sxA x syA for the Async form, whose xA and yA are int as
 * in clBLAS).
 * The Async forms return the event of the fill in *event (if not NULL).
 */
clblasStatus
clblasFillVector(
    size_t nb_elem, size_t element_size, cl_mem A, size_t offA,
    const void *host, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList);

clblasStatus
clblasFillVectorAsync(
    size_t nb_elem, size_t element_size, cl_mem A, size_t offA,
    const void *pattern, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *event);

clblasStatus
clblasFillMatrix(
    clblasOrder order, size_t element_size, cl_mem A, size_t offA, size_t ldA,
    size_t nrA, size_t ncA, const void *pattern, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList);

clblasStatus
clblasFillSubMatrix(
    clblasOrder order, size_t element_size, cl_mem A, size_t offA, size_t ldA,
    size_t nrA, size_t ncA, size_t xA, size_t yA, size_t nx, size_t ny,
    const void *pattern, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList);

clblasStatus
clblasFillSubMatrixAsync(
    clblasOrder order, size_t element_size, cl_mem A, size_t offA, size_t ldA,
    size_t sxA, size_t syA, int xA, int yA, size_t nx, size_t ny,
    const void *host, cl_command_queue command_queue,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *event);

#ifdef __cplusplus
}      /* extern "C" */
#endif

#endif /* CLBLAS_H_ */
