/*
 * clmath.h's batched entry points: one call of the precision-generic
 * routine (blas3/batched.c) each.
 */
#include <clmath.h>

#include "api/signatures.h"
#include "blas3/batched.h"

#define FIELD_S s
#define FIELD_D d
#define FIELD_C c
#define FIELD_Z z

/* The signatures clmath.h declares, for the definitions below */
#define CLMATH_GEMM_STRIDED_BATCHED(P, T)                                                     \
    clblasStatus clmath##P##gemmStridedBatched(                                              \
        clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,          \
        size_t N, size_t K, T alpha, const cl_mem A, size_t offA, size_t lda, size_t strideA, \
        const cl_mem B, size_t offB, size_t ldb, size_t strideB, T beta, cl_mem C,            \
        size_t offC, size_t ldc, size_t strideC, size_t batchCount,                           \
        cl_uint numCommandQueues, cl_command_queue *commandQueues,                            \
        cl_uint numEventsInWaitList, const cl_event *eventWaitList, cl_event *events)
#define CLMATH_GEMM_BATCHED(P, T)                                                             \
    clblasStatus clmath##P##gemmBatched(                                                     \
        clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,          \
        size_t N, size_t K, const T *alphas, const cl_mem A, const size_t *offA, size_t lda,  \
        const cl_mem B, const size_t *offB, size_t ldb, const T *betas, cl_mem C,             \
        const size_t *offC, size_t ldc, size_t batchCount, cl_uint numCommandQueues,          \
        cl_command_queue *commandQueues, cl_uint numEventsInWaitList,                         \
        const cl_event *eventWaitList, cl_event *events)
#define CLMATH_TRSM_STRIDED_BATCHED(P, T)                                                     \
    clblasStatus clmath##P##trsmStridedBatched(                                              \
        clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,          \
        clblasDiag diag, size_t M, size_t N, T alpha, const cl_mem A, size_t offA,            \
        size_t lda, size_t strideA, cl_mem B, size_t offB, size_t ldb, size_t strideB,        \
        size_t batchCount, cl_uint numCommandQueues, cl_command_queue *commandQueues,         \
        cl_uint numEventsInWaitList, const cl_event *eventWaitList, cl_event *events)

#define DEFINE_BATCHED(P, T)                                                                  \
    CLMATH_GEMM_STRIDED_BATCHED(P, T)                                                         \
    {                                                                                         \
        return clm_gemm_batched(&(clm_gemm_batched_args){                                     \
            .dt = CLM_##P, .order = order, .transA = transA, .transB = transB, .M = M,        \
            .N = N, .K = K, .alpha.FIELD_##P = alpha, .beta.FIELD_##P = beta, .A = A,         \
            .offA = offA, .lda = lda, .strideA = strideA, .B = B, .offB = offB, .ldb = ldb,   \
            .strideB = strideB, .C = C, .offC = offC, .ldc = ldc, .strideC = strideC,         \
            .batch = batchCount, CLM_QUEUE_FIELDS});                                              \
    }                                                                                         \
    CLMATH_GEMM_BATCHED(P, T)                                                                 \
    {                                                                                         \
        return clm_gemm_batched(&(clm_gemm_batched_args){                                     \
            .dt = CLM_##P, .arrays = 1, .order = order, .transA = transA, .transB = transB,   \
            .M = M, .N = N, .K = K, .alphas = alphas, .betas = betas, .offsA = offA,          \
            .offsB = offB, .offsC = offC, .A = A, .lda = lda, .B = B, .ldb = ldb, .C = C,     \
            .ldc = ldc, .batch = batchCount, CLM_QUEUE_FIELDS});                                  \
    }                                                                                         \
    CLMATH_TRSM_STRIDED_BATCHED(P, T)                                                         \
    {                                                                                         \
        return clm_trsm_batched(&(clm_trsm_batched_args){                                     \
            .one = {.dt = CLM_##P, .solve = 1, .order = order, .side = side, .uplo = uplo,    \
                    .trans = transA, .diag = diag, .M = M, .N = N, .alpha.FIELD_##P = alpha,  \
                    .A = A, .offA = offA, .lda = lda, .B = B, .offB = offB, .ldb = ldb,       \
                    CLM_QUEUE_FIELDS},                                                        \
            .strideA = strideA, .strideB = strideB, .batch = batchCount});                    \
    }

DEFINE_BATCHED(S, cl_float)
DEFINE_BATCHED(D, cl_double)
DEFINE_BATCHED(C, FloatComplex)
DEFINE_BATCHED(Z, DoubleComplex)
