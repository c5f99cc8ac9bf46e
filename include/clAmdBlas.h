/*
 * clAmdBlas.h - the names of clAmdBlas, clBLAS's predecessor, mapped onto
 * the clBLAS interface.
 *
 * clBLAS shipped this header so that programs written against AMD's older
 * clAmdBlas library could be built without renaming anything.  clmath keeps
 * it for the same reason: every type, enumerator, status code and routine
 * name of clBLAS's clAmdBlas.h is available here and resolves to the clBLAS
 * equivalent declared in clBLAS.h.  New code should use clBLAS.h directly.
 *
 * How the names map:
 *  - types are typedefs of the clBLAS enum types, and enumerators and status
 *    codes are macros naming the clBLAS ones, so values of the two APIs mix
 *    freely without casts;
 *  - a routine whose clAmdBlas signature equals the clBLAS one is a macro
 *    naming the clBLAS routine (clAmdBlasSgemvEx -> clblasSgemv,
 *    clAmdBlasSaxpy -> clblasSaxpy, ...);
 *  - the original clAmdBlas forms of GEMV, SYMV, GEMM, TRMM, TRSM, SYRK and
 *    SYR2K, which had no matrix offsets (their offset-taking successors were
 *    the ...Ex routines), are static inline functions that call the clBLAS
 *    routine with offA, offB and offC equal to 0;
 *  - the deprecated scratch-image routines have no clBLAS counterpart; they
 *    are static inline functions that report clblasNotImplemented (images
 *    were only ever an optional speed-up, so programs that go on without one
 *    keep working).
 */
#ifndef CLAMDBLAS_H_
#define CLAMDBLAS_H_

#include <stddef.h>

#include <clBLAS.h>

/* The fixed version clBLAS reported for this compatibility header. */
#ifndef clAmdBlasVersionMajor
#define clAmdBlasVersionMajor 2
#define clAmdBlasVersionMinor 10
#define clAmdBlasVersionPatch 0
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Types, enumerators and status codes                                      */
/* ------------------------------------------------------------------------ */

typedef enum clblasOrder_ clAmdBlasOrder;
#define clAmdBlasRowMajor            clblasRowMajor
#define clAmdBlasColumnMajor         clblasColumnMajor

typedef enum clblasTranspose_ clAmdBlasTranspose;
#define clAmdBlasNoTrans             clblasNoTrans
#define clAmdBlasTrans               clblasTrans
#define clAmdBlasConjTrans           clblasConjTrans

typedef enum clblasUplo_ clAmdBlasUplo;
#define clAmdBlasUpper               clblasUpper
#define clAmdBlasLower               clblasLower

typedef enum clblasDiag_ clAmdBlasDiag;
#define clAmdBlasUnit                clblasUnit
#define clAmdBlasNonUnit             clblasNonUnit

typedef enum clblasSide_ clAmdBlasSide;
#define clAmdBlasLeft                clblasLeft
#define clAmdBlasRight               clblasRight

typedef enum clblasStatus_ clAmdBlasStatus;
#define clAmdBlasSuccess                 clblasSuccess
#define clAmdBlasInvalidValue            clblasInvalidValue
#define clAmdBlasInvalidCommandQueue     clblasInvalidCommandQueue
#define clAmdBlasInvalidContext          clblasInvalidContext
#define clAmdBlasInvalidMemObject        clblasInvalidMemObject
#define clAmdBlasInvalidDevice           clblasInvalidDevice
#define clAmdBlasInvalidEventWaitList    clblasInvalidEventWaitList
#define clAmdBlasOutOfResources          clblasOutOfResources
#define clAmdBlasOutOfHostMemory         clblasOutOfHostMemory
#define clAmdBlasInvalidOperation        clblasInvalidOperation
#define clAmdBlasCompilerNotAvailable    clblasCompilerNotAvailable
#define clAmdBlasBuildProgramFailure     clblasBuildProgramFailure
#define clAmdBlasNotImplemented          clblasNotImplemented
#define clAmdBlasNotInitialized          clblasNotInitialized
#define clAmdBlasInvalidMatA             clblasInvalidMatA
#define clAmdBlasInvalidMatB             clblasInvalidMatB
#define clAmdBlasInvalidMatC             clblasInvalidMatC
#define clAmdBlasInvalidVecX             clblasInvalidVecX
#define clAmdBlasInvalidVecY             clblasInvalidVecY
#define clAmdBlasInvalidDim              clblasInvalidDim
#define clAmdBlasInvalidLeadDimA         clblasInvalidLeadDimA
#define clAmdBlasInvalidLeadDimB         clblasInvalidLeadDimB
#define clAmdBlasInvalidLeadDimC         clblasInvalidLeadDimC
#define clAmdBlasInvalidIncX             clblasInvalidIncX
#define clAmdBlasInvalidIncY             clblasInvalidIncY
#define clAmdBlasInsufficientMemMatA     clblasInsufficientMemMatA
#define clAmdBlasInsufficientMemMatB     clblasInsufficientMemMatB
#define clAmdBlasInsufficientMemMatC     clblasInsufficientMemMatC
#define clAmdBlasInsufficientMemVecX     clblasInsufficientMemVecX
#define clAmdBlasInsufficientMemVecY     clblasInsufficientMemVecY

/* ------------------------------------------------------------------------ */
/* Version, setup, teardown and the deprecated scratch images               */
/* ------------------------------------------------------------------------ */

#define clAmdBlasGetVersion          clblasGetVersion
#define clAmdBlasSetup               clblasSetup
#define clAmdBlasTeardown            clblasTeardown

/*
 * Scratch images let early clAmdBlas versions run some kernels from images.
 * clBLAS 2.x no longer declares such a facility and clmath has none: no
 * image is created, 0 (no image) is returned and *status, if status is not
 * NULL, is set to clblasNotImplemented.
 */
static inline cl_ulong
clAmdBlasAddScratchImage(cl_context context, size_t width, size_t height,
                         clAmdBlasStatus *status)
{
    (void)context;
    (void)width;
    (void)height;
    if (status != NULL) {
        *status = clblasNotImplemented;
    }
    return 0;
}

/* Counterpart of clAmdBlasAddScratchImage(): there is never an image to
 * release, so this reports clblasNotImplemented. */
static inline clAmdBlasStatus
clAmdBlasRemoveScratchImage(cl_ulong imageID)
{
    (void)imageID;
    return clblasNotImplemented;
}

/* ------------------------------------------------------------------------ */
/* Level 1 routines                                                         */
/* ------------------------------------------------------------------------ */

/* Same signature as the clBLAS routine. */
#define clAmdBlasSswap               clblasSswap
#define clAmdBlasDswap               clblasDswap
#define clAmdBlasCswap               clblasCswap
#define clAmdBlasZswap               clblasZswap
#define clAmdBlasSscal               clblasSscal
#define clAmdBlasDscal               clblasDscal
#define clAmdBlasCscal               clblasCscal
#define clAmdBlasZscal               clblasZscal
#define clAmdBlasCsscal              clblasCsscal
#define clAmdBlasZdscal              clblasZdscal
#define clAmdBlasScopy               clblasScopy
#define clAmdBlasDcopy               clblasDcopy
#define clAmdBlasCcopy               clblasCcopy
#define clAmdBlasZcopy               clblasZcopy
#define clAmdBlasSaxpy               clblasSaxpy
#define clAmdBlasDaxpy               clblasDaxpy
#define clAmdBlasCaxpy               clblasCaxpy
#define clAmdBlasZaxpy               clblasZaxpy
#define clAmdBlasSdot                clblasSdot
#define clAmdBlasDdot                clblasDdot
#define clAmdBlasCdotu               clblasCdotu
#define clAmdBlasZdotu               clblasZdotu
#define clAmdBlasCdotc               clblasCdotc
#define clAmdBlasZdotc               clblasZdotc
#define clAmdBlasSrotg               clblasSrotg
#define clAmdBlasDrotg               clblasDrotg
#define clAmdBlasCrotg               clblasCrotg
#define clAmdBlasZrotg               clblasZrotg
#define clAmdBlasSrotmg              clblasSrotmg
#define clAmdBlasDrotmg              clblasDrotmg
#define clAmdBlasSrot                clblasSrot
#define clAmdBlasDrot                clblasDrot
#define clAmdBlasCsrot               clblasCsrot
#define clAmdBlasZdrot               clblasZdrot
#define clAmdBlasSrotm               clblasSrotm
#define clAmdBlasDrotm               clblasDrotm
#define clAmdBlasSnrm2               clblasSnrm2
#define clAmdBlasDnrm2               clblasDnrm2
#define clAmdBlasScnrm2              clblasScnrm2
#define clAmdBlasDznrm2              clblasDznrm2
#define clAmdBlasiSamax              clblasiSamax
#define clAmdBlasiDamax              clblasiDamax
#define clAmdBlasiCamax              clblasiCamax
#define clAmdBlasiZamax              clblasiZamax
#define clAmdBlasSasum               clblasSasum
#define clAmdBlasDasum               clblasDasum
#define clAmdBlasScasum              clblasScasum
#define clAmdBlasDzasum              clblasDzasum

/* ------------------------------------------------------------------------ */
/* Level 2 routines                                                         */
/* ------------------------------------------------------------------------ */

/* Same signature as the clBLAS routine. */
#define clAmdBlasSgemvEx             clblasSgemv
#define clAmdBlasDgemvEx             clblasDgemv
#define clAmdBlasCgemvEx             clblasCgemv
#define clAmdBlasZgemvEx             clblasZgemv
#define clAmdBlasSsymvEx             clblasSsymv
#define clAmdBlasDsymvEx             clblasDsymv
#define clAmdBlasChemv               clblasChemv
#define clAmdBlasZhemv               clblasZhemv
#define clAmdBlasStrmv               clblasStrmv
#define clAmdBlasDtrmv               clblasDtrmv
#define clAmdBlasCtrmv               clblasCtrmv
#define clAmdBlasZtrmv               clblasZtrmv
#define clAmdBlasStrsv               clblasStrsv
#define clAmdBlasDtrsv               clblasDtrsv
#define clAmdBlasCtrsv               clblasCtrsv
#define clAmdBlasZtrsv               clblasZtrsv
#define clAmdBlasSger                clblasSger
#define clAmdBlasDger                clblasDger
#define clAmdBlasCgeru               clblasCgeru
#define clAmdBlasZgeru               clblasZgeru
#define clAmdBlasCgerc               clblasCgerc
#define clAmdBlasZgerc               clblasZgerc
#define clAmdBlasSsyr                clblasSsyr
#define clAmdBlasDsyr                clblasDsyr
#define clAmdBlasCher                clblasCher
#define clAmdBlasZher                clblasZher
#define clAmdBlasSsyr2               clblasSsyr2
#define clAmdBlasDsyr2               clblasDsyr2
#define clAmdBlasCher2               clblasCher2
#define clAmdBlasZher2               clblasZher2
#define clAmdBlasStpmv               clblasStpmv
#define clAmdBlasDtpmv               clblasDtpmv
#define clAmdBlasCtpmv               clblasCtpmv
#define clAmdBlasZtpmv               clblasZtpmv
#define clAmdBlasStpsv               clblasStpsv
#define clAmdBlasDtpsv               clblasDtpsv
#define clAmdBlasCtpsv               clblasCtpsv
#define clAmdBlasZtpsv               clblasZtpsv
#define clAmdBlasSspmv               clblasSspmv
#define clAmdBlasDspmv               clblasDspmv
#define clAmdBlasChpmv               clblasChpmv
#define clAmdBlasZhpmv               clblasZhpmv
#define clAmdBlasSspr                clblasSspr
#define clAmdBlasDspr                clblasDspr
#define clAmdBlasChpr                clblasChpr
#define clAmdBlasZhpr                clblasZhpr
#define clAmdBlasSspr2               clblasSspr2
#define clAmdBlasDspr2               clblasDspr2
#define clAmdBlasChpr2               clblasChpr2
#define clAmdBlasZhpr2               clblasZhpr2
#define clAmdBlasSgbmv               clblasSgbmv
#define clAmdBlasDgbmv               clblasDgbmv
#define clAmdBlasCgbmv               clblasCgbmv
#define clAmdBlasZgbmv               clblasZgbmv
#define clAmdBlasStbmv               clblasStbmv
#define clAmdBlasDtbmv               clblasDtbmv
#define clAmdBlasCtbmv               clblasCtbmv
#define clAmdBlasZtbmv               clblasZtbmv
#define clAmdBlasSsbmv               clblasSsbmv
#define clAmdBlasDsbmv               clblasDsbmv
#define clAmdBlasChbmv               clblasChbmv
#define clAmdBlasZhbmv               clblasZhbmv
#define clAmdBlasStbsv               clblasStbsv
#define clAmdBlasDtbsv               clblasDtbsv
#define clAmdBlasCtbsv               clblasCtbsv
#define clAmdBlasZtbsv               clblasZtbsv

/* The original clAmdBlas forms without matrix offsets: the matrices start
 * at element 0 of their buffers. */

static inline clblasStatus
clAmdBlasSgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    cl_float alpha, const cl_mem A, size_t lda, const cl_mem x, size_t offx,
    int incx, cl_float beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasSgemv(
        order, transA, M, N, alpha, A, 0, lda, x, offx, incx, beta, y, offy,
        incy, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasDgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    cl_double alpha, const cl_mem A, size_t lda, const cl_mem x, size_t offx,
    int incx, cl_double beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDgemv(
        order, transA, M, N, alpha, A, 0, lda, x, offx, incx, beta, y, offy,
        incy, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasCgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    FloatComplex alpha, const cl_mem A, size_t lda, const cl_mem x, size_t offx,
    int incx, FloatComplex beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasCgemv(
        order, transA, M, N, alpha, A, 0, lda, x, offx, incx, beta, y, offy,
        incy, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasZgemv(
    clblasOrder order, clblasTranspose transA, size_t M, size_t N,
    DoubleComplex alpha, const cl_mem A, size_t lda, const cl_mem x,
    size_t offx, int incx, DoubleComplex beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasZgemv(
        order, transA, M, N, alpha, A, 0, lda, x, offx, incx, beta, y, offy,
        incy, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasSsymv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_float alpha,
    const cl_mem A, size_t lda, const cl_mem x, size_t offx, int incx,
    cl_float beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasSsymv(
        order, uplo, N, alpha, A, 0, lda, x, offx, incx, beta, y, offy, incy,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasDsymv(
    clblasOrder order, clblasUplo uplo, size_t N, cl_double alpha,
    const cl_mem A, size_t lda, const cl_mem x, size_t offx, int incx,
    cl_double beta, cl_mem y, size_t offy, int incy,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDsymv(
        order, uplo, N, alpha, A, 0, lda, x, offx, incx, beta, y, offy, incy,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

/* ------------------------------------------------------------------------ */
/* Level 3 routines                                                         */
/* ------------------------------------------------------------------------ */

/* Same signature as the clBLAS routine. */
#define clAmdBlasSgemmEx             clblasSgemm
#define clAmdBlasDgemmEx             clblasDgemm
#define clAmdBlasCgemmEx             clblasCgemm
#define clAmdBlasZgemmEx             clblasZgemm
#define clAmdBlasStrmmEx             clblasStrmm
#define clAmdBlasDtrmmEx             clblasDtrmm
#define clAmdBlasCtrmmEx             clblasCtrmm
#define clAmdBlasZtrmmEx             clblasZtrmm
#define clAmdBlasStrsmEx             clblasStrsm
#define clAmdBlasDtrsmEx             clblasDtrsm
#define clAmdBlasCtrsmEx             clblasCtrsm
#define clAmdBlasZtrsmEx             clblasZtrsm
#define clAmdBlasSsyrkEx             clblasSsyrk
#define clAmdBlasDsyrkEx             clblasDsyrk
#define clAmdBlasCsyrkEx             clblasCsyrk
#define clAmdBlasZsyrkEx             clblasZsyrk
#define clAmdBlasSsyr2kEx            clblasSsyr2k
#define clAmdBlasDsyr2kEx            clblasDsyr2k
#define clAmdBlasCsyr2kEx            clblasCsyr2k
#define clAmdBlasZsyr2kEx            clblasZsyr2k
#define clAmdBlasSsymm               clblasSsymm
#define clAmdBlasDsymm               clblasDsymm
#define clAmdBlasCsymm               clblasCsymm
#define clAmdBlasZsymm               clblasZsymm
#define clAmdBlasChemm               clblasChemm
#define clAmdBlasZhemm               clblasZhemm
#define clAmdBlasCherk               clblasCherk
#define clAmdBlasZherk               clblasZherk
#define clAmdBlasCher2k              clblasCher2k
#define clAmdBlasZher2k              clblasZher2k

/* The original clAmdBlas forms without matrix offsets: the matrices start
 * at element 0 of their buffers. */

static inline clblasStatus
clAmdBlasSgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, cl_float alpha, const cl_mem A, size_t lda,
    const cl_mem B, size_t ldb, cl_float beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasSgemm(
        order, transA, transB, M, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasDgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, cl_double alpha, const cl_mem A, size_t lda,
    const cl_mem B, size_t ldb, cl_double beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDgemm(
        order, transA, transB, M, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasCgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, FloatComplex alpha, const cl_mem A, size_t lda,
    const cl_mem B, size_t ldb, FloatComplex beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasCgemm(
        order, transA, transB, M, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasZgemm(
    clblasOrder order, clblasTranspose transA, clblasTranspose transB, size_t M,
    size_t N, size_t K, DoubleComplex alpha, const cl_mem A, size_t lda,
    const cl_mem B, size_t ldb, DoubleComplex beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasZgemm(
        order, transA, transB, M, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasStrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_float alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasStrmm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasDtrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_double alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDtrmm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasCtrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, FloatComplex alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasCtrmm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasZtrmm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, DoubleComplex alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasZtrmm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasStrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_float alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasStrsm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasDtrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, cl_double alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDtrsm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasCtrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, FloatComplex alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasCtrsm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasZtrsm(
    clblasOrder order, clblasSide side, clblasUplo uplo, clblasTranspose transA,
    clblasDiag diag, size_t M, size_t N, DoubleComplex alpha, const cl_mem A,
    size_t lda, cl_mem B, size_t ldb,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasZtrsm(
        order, side, uplo, transA, diag, M, N, alpha, A, 0, lda, B, 0, ldb,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasSsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, cl_float alpha, const cl_mem A, size_t lda, cl_float beta,
    cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasSsyrk(
        order, uplo, transA, N, K, alpha, A, 0, lda, beta, C, 0, ldc,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasDsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, cl_double alpha, const cl_mem A, size_t lda, cl_double beta,
    cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDsyrk(
        order, uplo, transA, N, K, alpha, A, 0, lda, beta, C, 0, ldc,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasCsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, FloatComplex alpha, const cl_mem A, size_t lda, FloatComplex beta,
    cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasCsyrk(
        order, uplo, transA, N, K, alpha, A, 0, lda, beta, C, 0, ldc,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasZsyrk(
    clblasOrder order, clblasUplo uplo, clblasTranspose transA, size_t N,
    size_t K, DoubleComplex alpha, const cl_mem A, size_t lda,
    DoubleComplex beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasZsyrk(
        order, uplo, transA, N, K, alpha, A, 0, lda, beta, C, 0, ldc,
        numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
        events);
}

static inline clblasStatus
clAmdBlasSsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, cl_float alpha, const cl_mem A, size_t lda, const cl_mem B,
    size_t ldb, cl_float beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasSsyr2k(
        order, uplo, transAB, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasDsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, cl_double alpha, const cl_mem A, size_t lda, const cl_mem B,
    size_t ldb, cl_double beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasDsyr2k(
        order, uplo, transAB, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasCsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, FloatComplex alpha, const cl_mem A, size_t lda, const cl_mem B,
    size_t ldb, FloatComplex beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasCsyr2k(
        order, uplo, transAB, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

static inline clblasStatus
clAmdBlasZsyr2k(
    clblasOrder order, clblasUplo uplo, clblasTranspose transAB, size_t N,
    size_t K, DoubleComplex alpha, const cl_mem A, size_t lda, const cl_mem B,
    size_t ldb, DoubleComplex beta, cl_mem C, size_t ldc,
    cl_uint numCommandQueues, cl_command_queue *commandQueues,
    cl_uint numEventsInWaitList, const cl_event *eventWaitList,
    cl_event *events)
{
    return clblasZsyr2k(
        order, uplo, transAB, N, K, alpha, A, 0, lda, B, 0, ldb, beta, C, 0,
        ldc, numCommandQueues, commandQueues, numEventsInWaitList,
        eventWaitList, events);
}

#ifdef __cplusplus
}      /* extern "C" */
#endif

#endif /* CLAMDBLAS_H_ */
