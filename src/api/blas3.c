/* Level 3 entry points: one-line wrappers onto the precision-generic routines. */
#include <clBLAS.h>

#include "blas3/gemm.h"

#define GEMM(NAME, DT, T, FIELD)                                                               \
    clblasStatus NAME(clblasOrder order, clblasTranspose transA, clblasTranspose transB,       \
                      size_t M, size_t N, size_t K, T alpha, const cl_mem A, size_t offA,      \
                      size_t lda, const cl_mem B, size_t offB, size_t ldb, T beta, cl_mem C,   \
                      size_t offC, size_t ldc, cl_uint numCommandQueues,                       \
                      cl_command_queue *commandQueues, cl_uint numEventsInWaitList,            \
                      const cl_event *eventWaitList, cl_event *events)                         \
    {                                                                                          \
        clm_gemm_args a = {DT,   order, transA, transB, M, N,   K,    {0},  A,                 \
                           offA, lda,   B,      offB,   ldb, {0}, C,    offC, ldc,             \
                           numCommandQueues, commandQueues, numEventsInWaitList,               \
                           eventWaitList, events};                                             \
        a.alpha.FIELD = alpha;                                                                 \
        a.beta.FIELD = beta;                                                                   \
        return clm_gemm(&a);                                                                   \
    }

GEMM(clblasSgemm, CLM_S, cl_float, s)
GEMM(clblasDgemm, CLM_D, cl_double, d)
GEMM(clblasCgemm, CLM_C, FloatComplex, c)
GEMM(clblasZgemm, CLM_Z, DoubleComplex, z)
