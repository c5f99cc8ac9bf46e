/*
 * Level 2 entry points: the IMPL rows of routines.def with CLM_L2, each one
 * call of the precision-generic routine, spelled by CLM_CALL_<kind>(P, T).
 */
#include <clBLAS.h>

#include "api/signatures.h"
#include "blas2/gemv.h"
#include "blas2/ger.h"
#include "blas2/symv.h"
#include "blas2/triangular.h"

/* The clm_scalar field for precision P. */
#define FIELD_S s
#define FIELD_D d
#define FIELD_C c
#define FIELD_Z z

#define CLM_CALL_gemv(P, T)                                                                     \
    clm_gemv(&(clm_gemv_args){.dt = CLM_##P, .order = order, .trans = transA, .M = M, .N = N,  \
                              .alpha.FIELD_##P = alpha, .beta.FIELD_##P = beta,                \
                              .A = {A, offA, lda}, .x = {x, offx, incx}, .y = {y, offy, incy}, \
                              CLM_QUEUE_FIELDS})

/* Triangular: TRMV, TPMV, TBMV (products), TRSV, TPSV, TBSV (solves). The
 * products' clBLAS scratchBuff is not needed: the copy of x comes from
 * clmath's own scratch pool (see docs/compat.md). */
#define TRI(SOLVE, STORAGE, P, KB, A_, LDA)                                                      \
    clm_triangular(&(clm_tri_args){.solve = SOLVE, .storage = STORAGE, .dt = CLM_##P,          \
                                   .order = order, .uplo = uplo, .trans = trans, .diag = diag, \
                                   .N = N, .K = KB, .A = {A_, offa, LDA}, .x = {X, offx, incx}, \
                                   CLM_QUEUE_FIELDS})
#define CLM_CALL_trmv(P, T) ((void)scratchBuff, TRI(0, CLM_FULL, P, 0, A, lda))
#define CLM_CALL_trsv(P, T) TRI(1, CLM_FULL, P, 0, A, lda)
#define CLM_CALL_tpmv(P, T) ((void)scratchBuff, TRI(0, CLM_PACKED, P, 0, AP, 0))
#define CLM_CALL_tpsv(P, T) TRI(1, CLM_PACKED, P, 0, A, 0)
#define CLM_CALL_tbmv(P, T) ((void)scratchBuff, TRI(0, CLM_BAND, P, K, A, lda))
#define CLM_CALL_tbsv(P, T) TRI(1, CLM_BAND, P, K, A, lda)

/* Symmetric, Hermitian and general band products: SYMV, HEMV (full), SPMV,
 * HPMV (packed), SBMV, HBMV (band, K in KL), GBMV. */
#define SYMV(P, HERM, STORAGE, A_, OFFA, LDA, KL_, X_, Y_)                                     \
    clm_symv(&(clm_symv_args){.dt = CLM_##P, .herm = HERM, .storage = STORAGE, .order = order, \
                              .uplo = uplo, .N = N, .KL = KL_, .alpha.FIELD_##P = alpha,       \
                              .beta.FIELD_##P = beta, .A = {A_, OFFA, LDA},                    \
                              .x = {X_, offx, incx}, .y = {Y_, offy, incy}, CLM_QUEUE_FIELDS})
#define CLM_CALL_symv(P, T) SYMV(P, 0, CLM_FULL, A, offA, lda, 0, x, y)
#define CLM_CALL_hemv(P, T) SYMV(P, 1, CLM_FULL, A, offa, lda, 0, X, Y)
#define CLM_CALL_spmv(P, T) SYMV(P, 0, CLM_PACKED, AP, offa, 0, 0, X, Y)
#define CLM_CALL_hpmv(P, T) SYMV(P, 1, CLM_PACKED, AP, offa, 0, 0, X, Y)
#define CLM_CALL_sbmv(P, T) SYMV(P, 0, CLM_BAND, A, offa, lda, K, X, Y)
#define CLM_CALL_hbmv(P, T) SYMV(P, 1, CLM_BAND, A, offa, lda, K, X, Y)
#define CLM_CALL_gbmv(P, T)                                                                     \
    clm_symv(&(clm_symv_args){.dt = CLM_##P, .general = 1, .storage = CLM_BAND, .order = order, \
                              .trans = trans, .M = M, .N = N, .KL = KL, .KU = KU,              \
                              .alpha.FIELD_##P = alpha, .beta.FIELD_##P = beta,                \
                              .A = {A, offa, lda}, .x = {X, offx, incx}, .y = {Y, offy, incy}, \
                              CLM_QUEUE_FIELDS})

/* Rank-1 and rank-2 updates: GER, GERU, GERC, SYR, HER, SYR2, HER2, and the
 * packed SPR, HPR, SPR2, HPR2 (HER's and HPR's alpha is real). KIND_ is
 * kind, conj, herm, packed. */
#define GER(P, KIND_, M_, UPLO, ALPHA, Y_, OFFY, INCY, A_, LDA)                                \
    clm_ger(&(clm_ger_args){.dt = CLM_##P, GER_##KIND_, .order = order, .uplo = UPLO,          \
                            .M = M_, .N = N, ALPHA, .x = {X, offx, incx},                      \
                            .y = {Y_, OFFY, INCY}, .A = {A_, offa, LDA}, CLM_QUEUE_FIELDS})
#define GER_ger .kind = CLM_GER
#define GER_gerc .kind = CLM_GER, .conj = 1
#define GER_syr .kind = CLM_SYR
#define GER_her .kind = CLM_SYR, .herm = 1
#define GER_syr2 .kind = CLM_SYR2
#define GER_her2 .kind = CLM_SYR2, .herm = 1
#define GER_spr .kind = CLM_SYR, .packed = 1
#define GER_hpr .kind = CLM_SYR, .herm = 1, .packed = 1
#define GER_spr2 .kind = CLM_SYR2, .packed = 1
#define GER_hpr2 .kind = CLM_SYR2, .herm = 1, .packed = 1
#define ALPHA_(P) .alpha.FIELD_##P = alpha
#define ALPHA_REAL(P) .alpha.FIELD_##P.s[0] = alpha /* a complex routine's real alpha */
#define CLM_CALL_ger(P, T) GER(P, ger, M, clblasUpper, ALPHA_(P), Y, offy, incy, A, lda)
#define CLM_CALL_geru(P, T) CLM_CALL_ger(P, T)
#define CLM_CALL_gerc(P, T) GER(P, gerc, M, clblasUpper, ALPHA_(P), Y, offy, incy, A, lda)
#define CLM_CALL_syr(P, T) GER(P, syr, N, uplo, ALPHA_(P), X, 0, 1, A, lda)
#define CLM_CALL_her(P, T) GER(P, her, N, uplo, ALPHA_REAL(P), X, 0, 1, A, lda)
#define CLM_CALL_syr2(P, T) GER(P, syr2, N, uplo, ALPHA_(P), Y, offy, incy, A, lda)
#define CLM_CALL_her2(P, T) GER(P, her2, N, uplo, ALPHA_(P), Y, offy, incy, A, lda)
#define CLM_CALL_spr(P, T) GER(P, spr, N, uplo, ALPHA_(P), X, 0, 1, AP, 0)
#define CLM_CALL_hpr(P, T) GER(P, hpr, N, uplo, ALPHA_REAL(P), X, 0, 1, AP, 0)
#define CLM_CALL_spr2(P, T) GER(P, spr2, N, uplo, ALPHA_(P), Y, offy, incy, AP, 0)
#define CLM_CALL_hpr2(P, T) GER(P, hpr2, N, uplo, ALPHA_(P), Y, offy, incy, AP, 0)

#define CLM_L2(NAME, KIND, P, T, STATUS) CLM_IF_IMPL_##STATUS(NAME, KIND, P, T)
#include "api/routines.def"
