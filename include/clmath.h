/*
 * clmath.h - clmath's own version and extensions.
 *
 * clBLAS.h and clSPARSE.h carry the APIs clmath implements; this header holds
 * what is clmath's alone. clblasGetVersion() reports the clBLAS API level that
 * clmath implements; clmathGetVersion() reports clmath's own release.
 *
 * SGEMM mode: single-precision GEMM is strict IEEE FP32 (every product and
 * sum rounded as in FP32 FMA arithmetic) unless a program asks for 3xTF32,
 * through clmathSetSgemmMode or the environment variable
 * CLMATH_SGEMM_3XTF32=1 (read once, at the first SGEMM or mode query).
 * 3xTF32 splits each FP32 operand into a TF32 high part and a TF32
 * residual and sums three tensor-core products (a_lo b_hi + a_hi b_lo +
 * a_hi b_hi, the small terms first) in FP32 on the tensor cores: errors of
 * the order of strict FP32's (docs/perf/gemm.md has the measurements, and
 * the speed: on an H200 about cuBLAS's strict SGEMM's). clblasSgemm and
 * the single-precision Level 3 routines built on it (SSYMM, SSYRK, SSYR2K,
 * STRMM, STRSM) honour it; small products stay strict. It applies only on
 * devices with TF32 tensor cores reachable from OpenCL (NVIDIA, compute
 * capability 8.0 and later); everywhere else, and for D, C and Z, the mode
 * changes nothing: strict arithmetic is used, silently.
 * clmathGetSgemmModeOnDevice says which one a device gets. Under 3xTF32 an
 * infinite element of A or B (or one within a relative 2^-12 of FLT_MAX)
 * gives NaN where strict SGEMM gives an infinity; NaNs stay NaNs.
 */
#ifndef CLMATH_H_
#define CLMATH_H_

#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif
#include <clBLAS.h>

#define CLMATH_VERSION_MAJOR 0
#define CLMATH_VERSION_MINOR 1
#define CLMATH_VERSION_PATCH 0

#ifdef __cplusplus
extern "C" {
#endif

/* clmath's own release number (not the clBLAS API level). */
void clmathGetVersion(cl_uint *major, cl_uint *minor, cl_uint *patch);

/* How single-precision GEMM computes (see above). */
typedef enum clmathSgemmMode {
    clmathSgemmStrict = 0, /* IEEE FP32 arithmetic: the default */
    clmathSgemm3xTF32 = 1  /* three TF32 tensor-core products per FP32 product */
} clmathSgemmMode;

/* Set the mode for every later call, in every thread (calls already
 * enqueued keep theirs). CL_SUCCESS, or CL_INVALID_VALUE for a value not
 * of clmathSgemmMode (the mode then stays as it was). */
cl_int clmathSetSgemmMode(clmathSgemmMode mode);

/* The mode asked for: by clmathSetSgemmMode, else by CLMATH_SGEMM_3XTF32,
 * else clmathSgemmStrict. */
clmathSgemmMode clmathGetSgemmMode(void);

/* The mode SGEMM uses on device now: the one asked for where the device
 * has the means, else clmathSgemmStrict. CL_SUCCESS, CL_INVALID_VALUE
 * (mode NULL) or CL_INVALID_DEVICE. */
cl_int clmathGetSgemmModeOnDevice(cl_device_id device, clmathSgemmMode *mode);

/*
 * Batched GEMM and TRSM: many small products or solves of one shape in one
 * call (one kernel launch where the batch fits; docs/perf/batched.md).
 * Arguments as clBLAS's clblasXgemm and clblasXtrsm take them (order,
 * transposes, sizes, cl_mem buffers with element offsets and leading
 * dimensions, numCommandQueues/commandQueues (the first queue is used),
 * the wait list and events (one event for the whole batch); results are
 * clblasStatus codes), plus:
 *
 * - batchCount, the number of matrices. 0: nothing is done and
 *   clblasSuccess returned once setup and the queues are checked (an
 *   event, complete after the wait list, when asked for); the other
 *   arguments are not checked then.
 * - Strided (clmathXgemmStridedBatched, clmathXtrsmStridedBatched):
 *   matrix i of A lies at offA + i strideA (elements), and so for B and C.
 *   A stride of 0 for A (GEMM: or B) gives every product the same matrix;
 *   A's and B's matrices may overlap. alpha and beta are the batch's.
 * - clmathXgemmBatched: host arrays of batchCount element offsets of
 *   each product's A, B and C in their buffers, and of its alpha and
 *   beta (in any order; A's and B's may repeat). The arrays are read
 *   before the call returns and may change at once.
 *
 * Every argument is checked as clblasXgemm (clblasXtrsm) checks it, with
 * the same statuses, on the matrix lying furthest into each buffer (so
 * every matrix lies within its buffer), after: clblasNotInitialized, then
 * (clmathXgemmBatched) clblasInvalidValue for a NULL array, then
 * clblasInvalidDim for batchCount above 2^31 - 1. Then the outputs (C,
 * TRSM's B) must be disjoint: matrices that share an element give
 * clblasInvalidValue (interleaved ones that do not are allowed).
 * clmathXgemmBatched may return clblasOutOfHostMemory. A call that fails a
 * check enqueues nothing and writes nothing.
 *
 * Per matrix, the results are exactly those of clblasXgemm (clblasXtrsm),
 * reference BLAS's rules included: beta 0 does not read C, alpha 0 reads
 * neither A nor B (TRSM: alpha 0 sets B to 0, A not read).
 * TRSM: systems of order up to 64 (M for side left, N for right) are
 * solved in one launch, one matrix per work group by substitution (as
 * reference BLAS divides); larger ones run as one clblasXtrsm each.
 * Single-precision batches follow the SGEMM mode above where their
 * matrices fill the 3xTF32 mode's tiles, as clblasSgemm does.
 */
/* C_i := alpha op(A_i) op(B_i) + beta C_i, i < batchCount; matrix i of A at
 * offA + i strideA, and so for B and C */
clblasStatus clmathSgemmStridedBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, cl_float alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    const cl_mem B, size_t offB, size_t ldb, size_t strideB, cl_float beta, cl_mem C, size_t offC,
    size_t ldc, size_t strideC, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);
clblasStatus clmathDgemmStridedBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, cl_double alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    const cl_mem B, size_t offB, size_t ldb, size_t strideB, cl_double beta, cl_mem C, size_t offC,
    size_t ldc, size_t strideC, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);
clblasStatus clmathCgemmStridedBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, FloatComplex alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    const cl_mem B, size_t offB, size_t ldb, size_t strideB, FloatComplex beta, cl_mem C, size_t offC,
    size_t ldc, size_t strideC, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);
clblasStatus clmathZgemmStridedBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, DoubleComplex alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    const cl_mem B, size_t offB, size_t ldb, size_t strideB, DoubleComplex beta, cl_mem C, size_t offC,
    size_t ldc, size_t strideC, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/* C_i := alphas[i] op(A_i) op(B_i) + betas[i] C_i, A_i at offA[i] in A, and so
 * for B and C */
clblasStatus clmathSgemmBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, const cl_float *alphas, const cl_mem A, const size_t *offA, size_t lda,
    const cl_mem B, const size_t *offB, size_t ldb, const cl_float *betas, cl_mem C,
    const size_t *offC, size_t ldc, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);
clblasStatus clmathDgemmBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, const cl_double *alphas, const cl_mem A, const size_t *offA, size_t lda,
    const cl_mem B, const size_t *offB, size_t ldb, const cl_double *betas, cl_mem C,
    const size_t *offC, size_t ldc, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);
clblasStatus clmathCgemmBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, const FloatComplex *alphas, const cl_mem A, const size_t *offA, size_t lda,
    const cl_mem B, const size_t *offB, size_t ldb, const FloatComplex *betas, cl_mem C,
    const size_t *offC, size_t ldc, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);
clblasStatus clmathZgemmBatched(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,
    size_t K, const DoubleComplex *alphas, const cl_mem A, const size_t *offA, size_t lda,
    const cl_mem B, const size_t *offB, size_t ldb, const DoubleComplex *betas, cl_mem C,
    const size_t *offC, size_t ldc, size_t batchCount, cl_uint numCommandQueues,
    cl_command_queue *commandQueues, cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events);

/* op(A_i) X_i = alpha B_i (side left) or X_i op(A_i) = alpha B_i (right),
 * X_i written over B_i; matrix i of A at offA + i strideA, of B at
 * offB + i strideB */
clblasStatus clmathStrsmStridedBatched(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA, clblasDiag diag,
    size_t M, size_t N, cl_float alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    cl_mem B, size_t offB, size_t ldb, size_t strideB, size_t batchCount,
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);
clblasStatus clmathDtrsmStridedBatched(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA, clblasDiag diag,
    size_t M, size_t N, cl_double alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    cl_mem B, size_t offB, size_t ldb, size_t strideB, size_t batchCount,
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);
clblasStatus clmathCtrsmStridedBatched(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA, clblasDiag diag,
    size_t M, size_t N, FloatComplex alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    cl_mem B, size_t offB, size_t ldb, size_t strideB, size_t batchCount,
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);
clblasStatus clmathZtrsmStridedBatched(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA, clblasDiag diag,
    size_t M, size_t N, DoubleComplex alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA,
    cl_mem B, size_t offB, size_t ldb, size_t strideB, size_t batchCount,
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,
    const cl_event *eventWaitList, cl_event *events);

#ifdef __cplusplus
}
#endif

#endif /* CLMATH_H_ */
