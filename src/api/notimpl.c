/*
 * notimpl.c - link stubs for the clBLAS routines clmath does not provide yet.
 *
 * Every routine declared in clBLAS.h must exist so that clBLAS programs link.
 * Until a routine has a real implementation it is defined here, by one
 * CLM_NOT_IMPLEMENTED line, and reports clblasNotImplemented.  Implementing
 * a routine means deleting its line here.  (Tools find these lines with the
 * pattern CLM_NOT_IMPLEMENTED\((clblas[A-Za-z0-9_]+) .)
 *
 * What is not stubbed here is implemented under src/api/ (docs/coverage.md
 * lists every routine and where it stands).
 */
#include <stddef.h>

#include <clBLAS.h>

/* The stubs ignore their arguments; say so once for the whole file. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

/* Defines NAME with parameter list PARAMS, returning clblasNotImplemented. */
#define CLM_NOT_IMPLEMENTED(NAME, PARAMS) \
    clblasStatus NAME PARAMS { return clblasNotImplemented; }

/* Level 2: matrix-vector routines (gemv is implemented elsewhere). */

CLM_NOT_IMPLEMENTED(clblasSsymv, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx,
    int incx, cl_float beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDsymv, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx,
    int incx, cl_double beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasChemv, (
    clblasOrder order, clblasUplo uplo, size_t N, FloatComplex alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, FloatComplex beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZhemv, (
    clblasOrder order, clblasUplo uplo, size_t N, DoubleComplex alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, DoubleComplex beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSger, (
    clblasOrder order, size_t M, size_t N, cl_float alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDger, (
    clblasOrder order, size_t M, size_t N, cl_double alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasCgeru, (
    clblasOrder order, size_t M, size_t N, cl_float2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZgeru, (
    clblasOrder order, size_t M, size_t N, cl_double2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasCgerc, (
    clblasOrder order, size_t M, size_t N, cl_float2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZgerc, (
    clblasOrder order, size_t M, size_t N, cl_double2 alpha, const cl_mem X,
    size_t offx, int incx, const cl_mem Y, size_t offy, int incy, cl_mem A,
    size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSsyr, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDsyr, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasCher, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZher, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSsyr2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDsyr2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasCher2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZher2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem A, size_t offa, size_t lda,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSspmv, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_float beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDspmv, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_double beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasChpmv, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float2 alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_float2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZhpmv, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double2 alpha,
    const cl_mem AP, size_t offa, const cl_mem X, size_t offx, int incx,
    cl_double2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSspr, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDspr, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasChpr, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZhpr, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSspr2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDspr2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasChpr2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_float2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZhpr2, (
    clblasOrder order, clblasUplo uplo, size_t N, cl_double2 alpha,
    const cl_mem X, size_t offx, int incx, const cl_mem Y, size_t offy,
    int incy, cl_mem AP, size_t offa,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSgbmv, (
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_float alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_float beta, cl_mem Y, size_t offy,
    int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDgbmv, (
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_double alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_double beta, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasCgbmv, (
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_float2 alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_float2 beta, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZgbmv, (
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL,
    size_t KU, cl_double2 alpha, const cl_mem A, size_t offa, size_t lda,
    const cl_mem X, size_t offx, int incx, cl_double2 beta, cl_mem Y,
    size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasSsbmv, (
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_float alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_float beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasDsbmv, (
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_double alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_double beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasChbmv, (
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_float2 alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_float2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

CLM_NOT_IMPLEMENTED(clblasZhbmv, (
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, cl_double2 alpha,
    const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,
    int incx, cl_double2 beta, cl_mem Y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events))

/* Level 3: matrix-matrix routines. */

