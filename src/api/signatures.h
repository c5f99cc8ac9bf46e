/*
 * signatures.h - the parameter list of every clBLAS routine shape, written
 * once, and the macros that define a routine from its line in routines.def.
 *
 * CLM_SIG_<kind>(T) is the parameter list of routine <kind> (the clBLAS
 * name without its precision letters) with scalar type T, in clBLAS.h's
 * names, types and order. Kinds with the same list share one macro. Every
 * file that defines routines from these includes clBLAS.h first, so a list
 * that drifts from the header's prototype is a compile error.
 *
 * Exception: rotg, rotmg and rotm name their buffers after the precision in
 * clBLAS.h (SA, DA, CA; SPARAM, DPARAM); the lists here use the S names for
 * every precision. Parameter names are not part of a function's type.
 */
#ifndef CLM_API_SIGNATURES_H
#define CLM_API_SIGNATURES_H

#include <clBLAS.h>

#include "core/library.h"

/* The queue and event parameters every routine ends with. */
#define CLM_QUEUES                                                                              \
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,   \
        const cl_event *eventWaitList, cl_event *events

/* The same as a designated initializer of the argument structs' field q
 * (core/check.h's clm_queue_args). */
#define CLM_QUEUE_FIELDS                                                                        \
    .q = {numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList, events}

/* The real type of a complex scalar type (her2k's beta). */
#define CLM_REAL_FloatComplex cl_float
#define CLM_REAL_cl_float2 cl_float
#define CLM_REAL_DoubleComplex cl_double
#define CLM_REAL_cl_double2 cl_double

/* ---- level 1 ---- */

#define CLM_SIG_swap(T)                                                                         \
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy, CLM_QUEUES
#define CLM_SIG_scal(T) size_t N, T alpha, cl_mem X, size_t offx, int incx, CLM_QUEUES
#define CLM_SIG_rscal(T) CLM_SIG_scal(T) /* csscal, zdscal: T is the real type */
#define CLM_SIG_copy(T)                                                                         \
    size_t N, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,         \
        CLM_QUEUES
#define CLM_SIG_axpy(T)                                                                         \
    size_t N, T alpha, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,          \
        int incy, CLM_QUEUES
#define CLM_SIG_dot(T)                                                                          \
    size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx, int incx,         \
        const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff, CLM_QUEUES
#define CLM_SIG_dotu(T) CLM_SIG_dot(T)
#define CLM_SIG_dotc(T) CLM_SIG_dot(T)
#define CLM_SIG_rotg(T)                                                                         \
    cl_mem SA, size_t offSA, cl_mem SB, size_t offSB, cl_mem C, size_t offC, cl_mem S,        \
        size_t offS, CLM_QUEUES
#define CLM_SIG_rotmg(T)                                                                        \
    cl_mem SD1, size_t offSD1, cl_mem SD2, size_t offSD2, cl_mem SX1, size_t offSX1,          \
        const cl_mem SY1, size_t offSY1, cl_mem SPARAM, size_t offSparam, CLM_QUEUES
#define CLM_SIG_rot(T)                                                                          \
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy, T C, T S,     \
        CLM_QUEUES
#define CLM_SIG_rotm(T)                                                                         \
    size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy,               \
        const cl_mem SPARAM, size_t offSparam, CLM_QUEUES
#define CLM_SIG_nrm2(T)                                                                         \
    size_t N, cl_mem NRM2, size_t offNRM2, const cl_mem X, size_t offx, int incx,             \
        cl_mem scratchBuff, CLM_QUEUES
#define CLM_SIG_iamax(T)                                                                        \
    size_t N, cl_mem iMax, size_t offiMax, const cl_mem X, size_t offx, int incx,             \
        cl_mem scratchBuff, CLM_QUEUES
#define CLM_SIG_asum(T)                                                                         \
    size_t N, cl_mem asum, size_t offAsum, const cl_mem X, size_t offx, int incx,             \
        cl_mem scratchBuff, CLM_QUEUES

/* ---- level 2 ---- */

#define CLM_SIG_gemv(T)                                                                         \
    clblasOrder order, clblasTranspose transA, size_t M, size_t N, T alpha, const cl_mem A,   \
        size_t offA, size_t lda, const cl_mem x, size_t offx, int incx, T beta, cl_mem y,     \
        size_t offy, int incy, CLM_QUEUES
#define CLM_SIG_symv(T)                                                                         \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem A, size_t offA,       \
        size_t lda, const cl_mem x, size_t offx, int incx, T beta, cl_mem y, size_t offy,     \
        int incy, CLM_QUEUES
#define CLM_SIG_hemv(T)                                                                         \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem A, size_t offa,       \
        size_t lda, const cl_mem X, size_t offx, int incx, T beta, cl_mem Y, size_t offy,     \
        int incy, CLM_QUEUES

/* Triangular: full, packed and band storage; the products take a scratch
 * buffer, the solves do not. */
#define CLM_TRI_HEAD clblasOrder order, clblasUplo uplo, clblasTranspose trans, clblasDiag diag
#define CLM_SIG_trmv(T)                                                                         \
    CLM_TRI_HEAD, size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,   \
        int incx, cl_mem scratchBuff, CLM_QUEUES
#define CLM_SIG_trsv(T)                                                                         \
    CLM_TRI_HEAD, size_t N, const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx,   \
        int incx, CLM_QUEUES
#define CLM_SIG_tpmv(T)                                                                         \
    CLM_TRI_HEAD, size_t N, const cl_mem AP, size_t offa, cl_mem X, size_t offx, int incx,    \
        cl_mem scratchBuff, CLM_QUEUES
#define CLM_SIG_tpsv(T)                                                                         \
    CLM_TRI_HEAD, size_t N, const cl_mem A, size_t offa, cl_mem X, size_t offx, int incx,     \
        CLM_QUEUES
#define CLM_SIG_tbmv(T)                                                                         \
    CLM_TRI_HEAD, size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,      \
        size_t offx, int incx, cl_mem scratchBuff, CLM_QUEUES
#define CLM_SIG_tbsv(T)                                                                         \
    CLM_TRI_HEAD, size_t N, size_t K, const cl_mem A, size_t offa, size_t lda, cl_mem X,      \
        size_t offx, int incx, CLM_QUEUES

/* Rank updates. */
#define CLM_SIG_ger(T)                                                                          \
    clblasOrder order, size_t M, size_t N, T alpha, const cl_mem X, size_t offx, int incx,    \
        const cl_mem Y, size_t offy, int incy, cl_mem A, size_t offa, size_t lda, CLM_QUEUES
#define CLM_SIG_geru(T) CLM_SIG_ger(T)
#define CLM_SIG_gerc(T) CLM_SIG_ger(T)
#define CLM_SIG_syr(T)                                                                          \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem X, size_t offx,       \
        int incx, cl_mem A, size_t offa, size_t lda, CLM_QUEUES
#define CLM_SIG_her(T) CLM_SIG_syr(T) /* T is the real type */
#define CLM_SIG_syr2(T)                                                                         \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem X, size_t offx,       \
        int incx, const cl_mem Y, size_t offy, int incy, cl_mem A, size_t offa, size_t lda,   \
        CLM_QUEUES
#define CLM_SIG_her2(T) CLM_SIG_syr2(T)

/* Packed symmetric / Hermitian. */
#define CLM_SIG_spmv(T)                                                                         \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem AP, size_t offa,      \
        const cl_mem X, size_t offx, int incx, T beta, cl_mem Y, size_t offy, int incy,       \
        CLM_QUEUES
#define CLM_SIG_hpmv(T) CLM_SIG_spmv(T)
#define CLM_SIG_spr(T)                                                                          \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem X, size_t offx,       \
        int incx, cl_mem AP, size_t offa, CLM_QUEUES
#define CLM_SIG_hpr(T) CLM_SIG_spr(T) /* T is the real type */
#define CLM_SIG_spr2(T)                                                                         \
    clblasOrder order, clblasUplo uplo, size_t N, T alpha, const cl_mem X, size_t offx,       \
        int incx, const cl_mem Y, size_t offy, int incy, cl_mem AP, size_t offa, CLM_QUEUES
#define CLM_SIG_hpr2(T) CLM_SIG_spr2(T)

/* Band. */
#define CLM_SIG_gbmv(T)                                                                         \
    clblasOrder order, clblasTranspose trans, size_t M, size_t N, size_t KL, size_t KU,       \
        T alpha, const cl_mem A, size_t offa, size_t lda, const cl_mem X, size_t offx,        \
        int incx, T beta, cl_mem Y, size_t offy, int incy, CLM_QUEUES
#define CLM_SIG_sbmv(T)                                                                         \
    clblasOrder order, clblasUplo uplo, size_t N, size_t K, T alpha, const cl_mem A,          \
        size_t offa, size_t lda, const cl_mem X, size_t offx, int incx, T beta, cl_mem Y,     \
        size_t offy, int incy, CLM_QUEUES
#define CLM_SIG_hbmv(T) CLM_SIG_sbmv(T)

/* ---- level 3 ---- */

#define CLM_SIG_gemm(T)                                                                         \
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M, size_t N,    \
        size_t K, T alpha, const cl_mem A, size_t offA, size_t lda, const cl_mem B,           \
        size_t offB, size_t ldb, T beta, cl_mem C, size_t offC, size_t ldc, CLM_QUEUES
#define CLM_SIG_trmm(T)                                                                         \
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,              \
        clblasDiag diag, size_t M, size_t N, T alpha, const cl_mem A, size_t offA,            \
        size_t lda, cl_mem B, size_t offB, size_t ldb, CLM_QUEUES
#define CLM_SIG_trsm(T) CLM_SIG_trmm(T)
#define CLM_SIG_syrk(T)                                                                         \
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N, size_t K, T alpha,  \
        const cl_mem A, size_t offA, size_t lda, T beta, cl_mem C, size_t offC, size_t ldc,   \
        CLM_QUEUES
#define CLM_SIG_herk(T) /* T is the real type */                                               \
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N, size_t K, T alpha,  \
        const cl_mem A, size_t offa, size_t lda, T beta, cl_mem C, size_t offc, size_t ldc,   \
        CLM_QUEUES
#define CLM_SIG_syr2k(T)                                                                        \
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N, size_t K,          \
        T alpha, const cl_mem A, size_t offA, size_t lda, const cl_mem B, size_t offB,        \
        size_t ldb, T beta, cl_mem C, size_t offC, size_t ldc, CLM_QUEUES
#define CLM_SIG_her2k(T) /* complex alpha, real beta */                                        \
    clblasOrder order, clblasUplo uplo, clblasTranspose trans, size_t N, size_t K, T alpha,   \
        const cl_mem A, size_t offa, size_t lda, const cl_mem B, size_t offb, size_t ldb,     \
        CLM_REAL_##T beta, cl_mem C, size_t offc, size_t ldc, CLM_QUEUES
#define CLM_SIG_symm(T)                                                                         \
    clblasOrder order, clblasSide side, clblasUplo uplo, size_t M, size_t N, T alpha,         \
        const cl_mem A, size_t offa, size_t lda, const cl_mem B, size_t offb, size_t ldb,     \
        T beta, cl_mem C, size_t offc, size_t ldc, CLM_QUEUES
#define CLM_SIG_hemm(T) CLM_SIG_symm(T)

/* ---- definitions from the table ---- */

/* Routine NAME of kind KIND, precision P (S, D, C, Z: clm_dtype CLM_##P),
 * scalar type T: its wrapper is one call, CLM_CALL_<kind>(P, T), which the
 * family's file (blas1.c, blas2.c, blas3.c) defines, made in flight so that
 * a teardown in another thread waits for it (core/library.h). */
#define CLM_DEFINE_WRAPPER(NAME, KIND, P, T)                                                   \
    clblasStatus NAME(CLM_SIG_##KIND(T))                                                       \
    {                                                                                           \
        clm_call_enter();                                                                       \
        clblasStatus clm_status_ = CLM_CALL_##KIND(P, T);                                       \
        clm_call_leave();                                                                       \
        return clm_status_;                                                                     \
    }

/* A routine not implemented yet: it links and reports so (stubs.c). */
#define CLM_DEFINE_STUB(NAME, KIND, P, T)                                                      \
    clblasStatus NAME(CLM_SIG_##KIND(T)) { return clblasNotImplemented; }

/* Pick by a table row's status: CLM_IF_IMPL_<status> defines the wrappers
 * of implemented rows, CLM_IF_STUB_<status> the stubs of the others. */
#define CLM_IF_IMPL_IMPL(NAME, KIND, P, T) CLM_DEFINE_WRAPPER(NAME, KIND, P, T)
#define CLM_IF_IMPL_STUB(NAME, KIND, P, T)
#define CLM_IF_STUB_IMPL(NAME, KIND, P, T)
#define CLM_IF_STUB_STUB(NAME, KIND, P, T) CLM_DEFINE_STUB(NAME, KIND, P, T)

#endif
