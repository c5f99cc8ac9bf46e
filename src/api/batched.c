/*
 * clmath.h's batched entry points: one call of the precision-generic
 * routine (blas3/batched.c) each.
 */
#include <clmath.h>

#include "blas3/batched.h"

#define FIELD_S s
#define FIELD_D d
#define FIELD_C c
#define FIELD_Z z
#define QUEUE_FIELDS                                                                          \
    .nq = numCommandQueues, .queues = commandQueues, .nwait = numEventsInWaitList,           \
    .wait = eventWaitList, .events = events

#define DEFINE_BATCHED(P, T)                                                                  \
    CLMATH_GEMM_STRIDED_BATCHED(P, T)                                                         \
    {                                                                                         \
        return clm_gemm_batched(&(clm_gemm_batched_args){                                     \
            .dt = CLM_##P, .order = order, .transA = transA, .transB = transB, .M = M,        \
            .N = N, .K = K, .alpha.FIELD_##P = alpha, .beta.FIELD_##P = beta, .A = A,         \
            .offA = offA, .lda = lda, .strideA = strideA, .B = B, .offB = offB, .ldb = ldb,   \
            .strideB = strideB, .C = C, .offC = offC, .ldc = ldc, .strideC = strideC,         \
            .batch = batchCount, QUEUE_FIELDS});                                              \
    }                                                                                         \
    CLMATH_GEMM_BATCHED(P, T)                                                                 \
    {                                                                                         \
        return clm_gemm_batched(&(clm_gemm_batched_args){                                     \
            .dt = CLM_##P, .arrays = 1, .order = order, .transA = transA, .transB = transB,   \
            .M = M, .N = N, .K = K, .alphas = alphas, .betas = betas, .offsA = offA,          \
            .offsB = offB, .offsC = offC, .A = A, .lda = lda, .B = B, .ldb = ldb, .C = C,     \
            .ldc = ldc, .batch = batchCount, QUEUE_FIELDS});                                  \
    }                                                                                         \
    CLMATH_TRSM_STRIDED_BATCHED(P, T)                                                         \
    {                                                                                         \
        return clm_trsm_batched(&(clm_trsm_batched_args){                                     \
            .dt = CLM_##P, .order = order, .side = side, .uplo = uplo, .trans = transA,       \
            .diag = diag, .M = M, .N = N, .alpha.FIELD_##P = alpha, .A = A, .offA = offA,     \
            .lda = lda, .strideA = strideA, .B = B, .offB = offB, .ldb = ldb,                 \
            .strideB = strideB, .batch = batchCount, QUEUE_FIELDS});                          \
    }

DEFINE_BATCHED(S, cl_float)
DEFINE_BATCHED(D, cl_double)
DEFINE_BATCHED(C, FloatComplex)
DEFINE_BATCHED(Z, DoubleComplex)
