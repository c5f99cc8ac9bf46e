/* Level 2 entry points: one-line wrappers onto the precision-generic routines. */
#include <clBLAS.h>

#include "blas2/gemv.h"

#define GEMV(NAME, DT, T, FIELD)                                                               \
    clblasStatus NAME(clblasOrder order, clblasTranspose transA, size_t M, size_t N, T alpha,  \
                      const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx,    \
                      int incx, T beta, cl_mem y, size_t offy, int incy,                       \
                      cl_uint numCommandQueues, cl_command_queue *commandQueues,               \
                      cl_uint numEventsInWaitList, const cl_event *eventWaitList,              \
                      cl_event *events)                                                        \
    {                                                                                          \
        clm_gemv_args a = {DT, order, transA, M, N, {0}, {0}, A, offA, lda, x, offx, incx, y,  \
                           offy, incy, numCommandQueues, commandQueues, numEventsInWaitList,   \
                           eventWaitList, events};                                             \
        a.alpha.FIELD = alpha;                                                                 \
        a.beta.FIELD = beta;                                                                   \
        return clm_gemv(&a);                                                                   \
    }

GEMV(clblasSgemv, CLM_S, cl_float, s)
GEMV(clblasDgemv, CLM_D, cl_double, d)
GEMV(clblasCgemv, CLM_C, FloatComplex, c)
GEMV(clblasZgemv, CLM_Z, DoubleComplex, z)

/* ---- triangular: TRMV, TPMV, TBMV, TRSV, TPSV, TBSV ---- */
#include "blas2/triangular.h"

#define TRI_QUEUES                                                                             \
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,   \
        const cl_event *eventWaitList, cl_event *events
#define TRI_RUN(SOLVE, STORAGE, DT, K, A, OFFA, LDA)                                           \
    clm_tri_args a = {SOLVE, STORAGE, DT, order, uplo, trans, diag, N, K, A, OFFA, LDA, X,     \
                      offx, incx, numCommandQueues, commandQueues, numEventsInWaitList,        \
                      eventWaitList, events};                                                  \
    return clm_triangular(&a)

/* The clBLAS scratchBuff of the products is not needed: the copy of x comes
 * from clmath's own scratch pool (see docs/compat.md). */
#define TRMV(NAME, DT)                                                                          \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans,               \
                      clblasDiag diag, size_t N, const cl_mem A, size_t offa, size_t lda,      \
                      cl_mem X, size_t offx, int incx, cl_mem scratchBuff, TRI_QUEUES)         \
    {                                                                                          \
        (void)scratchBuff;                                                                     \
        TRI_RUN(0, CLM_FULL, DT, 0, A, offa, lda);                                             \
    }
#define TRSV(NAME, DT)                                                                          \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans,               \
                      clblasDiag diag, size_t N, const cl_mem A, size_t offa, size_t lda,      \
                      cl_mem X, size_t offx, int incx, TRI_QUEUES)                             \
    {                                                                                          \
        TRI_RUN(1, CLM_FULL, DT, 0, A, offa, lda);                                             \
    }
#define TPMV(NAME, DT)                                                                          \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans,               \
                      clblasDiag diag, size_t N, const cl_mem AP, size_t offa, cl_mem X,       \
                      size_t offx, int incx, cl_mem scratchBuff, TRI_QUEUES)                   \
    {                                                                                          \
        (void)scratchBuff;                                                                     \
        TRI_RUN(0, CLM_PACKED, DT, 0, AP, offa, 0);                                            \
    }
#define TPSV(NAME, DT)                                                                          \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans,               \
                      clblasDiag diag, size_t N, const cl_mem A, size_t offa, cl_mem X,        \
                      size_t offx, int incx, TRI_QUEUES)                                       \
    {                                                                                          \
        TRI_RUN(1, CLM_PACKED, DT, 0, A, offa, 0);                                             \
    }
#define TBMV(NAME, DT)                                                                          \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans,               \
                      clblasDiag diag, size_t N, size_t K, const cl_mem A, size_t offa,        \
                      size_t lda, cl_mem X, size_t offx, int incx, cl_mem scratchBuff,         \
                      TRI_QUEUES)                                                              \
    {                                                                                          \
        (void)scratchBuff;                                                                     \
        TRI_RUN(0, CLM_BAND, DT, K, A, offa, lda);                                             \
    }
#define TBSV(NAME, DT)                                                                          \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans,               \
                      clblasDiag diag, size_t N, size_t K, const cl_mem A, size_t offa,        \
                      size_t lda, cl_mem X, size_t offx, int incx, TRI_QUEUES)                 \
    {                                                                                          \
        TRI_RUN(1, CLM_BAND, DT, K, A, offa, lda);                                             \
    }

#define TRI_ALL(MACRO, S, D, C, Z)                                                              \
    MACRO(S, CLM_S)                                                                            \
    MACRO(D, CLM_D)                                                                            \
    MACRO(C, CLM_C)                                                                            \
    MACRO(Z, CLM_Z)
TRI_ALL(TRMV, clblasStrmv, clblasDtrmv, clblasCtrmv, clblasZtrmv)
TRI_ALL(TRSV, clblasStrsv, clblasDtrsv, clblasCtrsv, clblasZtrsv)
TRI_ALL(TPMV, clblasStpmv, clblasDtpmv, clblasCtpmv, clblasZtpmv)
TRI_ALL(TPSV, clblasStpsv, clblasDtpsv, clblasCtpsv, clblasZtpsv)
TRI_ALL(TBMV, clblasStbmv, clblasDtbmv, clblasCtbmv, clblasZtbmv)
TRI_ALL(TBSV, clblasStbsv, clblasDtbsv, clblasCtbsv, clblasZtbsv)
