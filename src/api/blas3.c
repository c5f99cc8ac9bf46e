/* Level 3 entry points: one-line wrappers onto the precision-generic routines. */
#include <clBLAS.h>

#include "blas3/gemm.h"
#include "blas3/symm.h"
#include "blas3/syrk.h"
#include "blas3/trxm.h"

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

/* ---- rank-k and rank-2k updates: SYRK, HERK, SYR2K, HER2K ---- */

#define RK_QUEUES                                                                              \
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,   \
        const cl_event *eventWaitList, cl_event *events
#define RK_ARGS(DT, TWO, HERM, B, OFFB, LDB)                                                   \
    clm_syrk_args a = {DT,   TWO, HERM, order, uplo, trans, N,    K,   {0},                    \
                       {0},  A,   offA, lda,   B,    OFFB,  LDB,  C,   offC,                   \
                       ldc,  numCommandQueues, commandQueues, numEventsInWaitList,             \
                       eventWaitList, events}

#define SYRK(NAME, DT, AT, BT, HERM, FIELD)                                                 \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans, size_t N,     \
                      size_t K, AT alpha, const cl_mem A, size_t offA, size_t lda, BT beta,    \
                      cl_mem C, size_t offC, size_t ldc, RK_QUEUES)                            \
    {                                                                                          \
        RK_ARGS(DT, 0, HERM, NULL, 0, 0);                                                      \
        FIELD;                                                                                 \
        return clm_syrk(&a);                                                                   \
    }
#define SYR2K(NAME, DT, T, BT, HERM, FIELD)                                                    \
    clblasStatus NAME(clblasOrder order, clblasUplo uplo, clblasTranspose trans, size_t N,     \
                      size_t K, T alpha, const cl_mem A, size_t offA, size_t lda,              \
                      const cl_mem B, size_t offB, size_t ldb, BT beta, cl_mem C, size_t offC, \
                      size_t ldc, RK_QUEUES)                                                   \
    {                                                                                          \
        RK_ARGS(DT, 1, HERM, B, offB, ldb);                                                    \
        FIELD;                                                                                 \
        return clm_syrk(&a);                                                                   \
    }

SYRK(clblasSsyrk, CLM_S, cl_float, cl_float, 0, (a.alpha.s = alpha, a.beta.s = beta))
SYRK(clblasDsyrk, CLM_D, cl_double, cl_double, 0,
     (a.alpha.d = alpha, a.beta.d = beta))
SYRK(clblasCsyrk, CLM_C, FloatComplex, FloatComplex, 0,
     (a.alpha.c = alpha, a.beta.c = beta))
SYRK(clblasZsyrk, CLM_Z, DoubleComplex, DoubleComplex, 0,
     (a.alpha.z = alpha, a.beta.z = beta))
SYRK(clblasCherk, CLM_C, float, float, 1,
     (a.alpha.c.s[0] = alpha, a.beta.c.s[0] = beta))
SYRK(clblasZherk, CLM_Z, double, double, 1,
     (a.alpha.z.s[0] = alpha, a.beta.z.s[0] = beta))
SYR2K(clblasSsyr2k, CLM_S, cl_float, cl_float, 0, (a.alpha.s = alpha, a.beta.s = beta))
SYR2K(clblasDsyr2k, CLM_D, cl_double, cl_double, 0, (a.alpha.d = alpha, a.beta.d = beta))
SYR2K(clblasCsyr2k, CLM_C, FloatComplex, FloatComplex, 0, (a.alpha.c = alpha, a.beta.c = beta))
SYR2K(clblasZsyr2k, CLM_Z, DoubleComplex, DoubleComplex, 0,
      (a.alpha.z = alpha, a.beta.z = beta))
SYR2K(clblasCher2k, CLM_C, FloatComplex, cl_float, 1, (a.alpha.c = alpha, a.beta.c.s[0] = beta))
SYR2K(clblasZher2k, CLM_Z, DoubleComplex, cl_double, 1,
      (a.alpha.z = alpha, a.beta.z.s[0] = beta))

/* ---- SYMM, HEMM ---- */

#define SYMM(NAME, DT, T, HERM, FIELD)                                                         \
    clblasStatus NAME(clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N, \
                      T alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem B,        \
                      size_t offb, size_t ldb, T beta, cl_mem C, size_t offc, size_t ldc,      \
                      RK_QUEUES)                                                               \
    {                                                                                          \
        clm_symm_args a = {DT,   HERM, order, side, uplo, M,    N,    {0},  A,                 \
                           offa, lda,  B,     offb, ldb,  {0},  C,    offc, ldc,               \
                           numCommandQueues, commandQueues, numEventsInWaitList,               \
                           eventWaitList, events};                                             \
        a.alpha.FIELD = alpha;                                                                 \
        a.beta.FIELD = beta;                                                                   \
        return clm_symm(&a);                                                                   \
    }

SYMM(clblasSsymm, CLM_S, cl_float, 0, s)
SYMM(clblasDsymm, CLM_D, cl_double, 0, d)
SYMM(clblasCsymm, CLM_C, FloatComplex, 0, c)
SYMM(clblasZsymm, CLM_Z, DoubleComplex, 0, z)
SYMM(clblasChemm, CLM_C, FloatComplex, 1, c)
SYMM(clblasZhemm, CLM_Z, DoubleComplex, 1, z)

/* ---- TRMM, TRSM ---- */

#define TRXM(NAME, SOLVE, DT, T, FIELD)                                                        \
    clblasStatus NAME(clblasOrder order, clblasSide side, clblasUplo uplo,                     \
                      clblasTranspose transA, clblasDiag diag, size_t M, size_t N, T alpha,    \
                      const cl_mem A, size_t offA, size_t lda, cl_mem B, size_t offB,          \
                      size_t ldb, RK_QUEUES)                                                   \
    {                                                                                          \
        clm_trxm_args a = {DT,  SOLVE, order, side, uplo, transA, diag, M, N, {0},             \
                           A,   offA,  lda,   B,    offB, ldb,    numCommandQueues,             \
                           commandQueues, numEventsInWaitList, eventWaitList, events};         \
        a.alpha.FIELD = alpha;                                                                 \
        return clm_trxm(&a);                                                                   \
    }

TRXM(clblasStrmm, 0, CLM_S, cl_float, s)
TRXM(clblasDtrmm, 0, CLM_D, cl_double, d)
TRXM(clblasCtrmm, 0, CLM_C, FloatComplex, c)
TRXM(clblasZtrmm, 0, CLM_Z, DoubleComplex, z)
TRXM(clblasStrsm, 1, CLM_S, cl_float, s)
TRXM(clblasDtrsm, 1, CLM_D, cl_double, d)
TRXM(clblasCtrsm, 1, CLM_C, FloatComplex, c)
TRXM(clblasZtrsm, 1, CLM_Z, DoubleComplex, z)
