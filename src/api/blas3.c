/*
 * Level 3 entry points: the IMPL rows of routines.def with CLM_L3, each one
 * call of the precision-generic routine, spelled by CLM_CALL_<kind>(P, T).
 */
#include <clBLAS.h>

#include "api/signatures.h"
#include "blas3/gemm.h"
#include "blas3/symm.h"
#include "blas3/syrk.h"
#include "blas3/trxm.h"

/* The clm_scalar field for precision P. */
#define FIELD_S s
#define FIELD_D d
#define FIELD_C c
#define FIELD_Z z

#define CLM_CALL_gemm(P, T)                                                                     \
    clm_gemm(&(clm_gemm_args){.dt = CLM_##P, .order = order, .transA = transA,                 \
                              .transB = transB, .M = M, .N = N, .K = K,                        \
                              .alpha.FIELD_##P = alpha, .A = A, .offA = offA, .lda = lda,      \
                              .B = B, .offB = offB, .ldb = ldb, .beta.FIELD_##P = beta,        \
                              .C = C, .offC = offC, .ldc = ldc, CLM_QUEUE_FIELDS})

/* TRMM, TRSM */
#define CLM_CALL_trxm(SOLVE, P)                                                                 \
    clm_trxm(&(clm_trxm_args){.dt = CLM_##P, .solve = SOLVE, .order = order, .side = side,     \
                              .uplo = uplo, .trans = transA, .diag = diag, .M = M, .N = N,     \
                              .alpha.FIELD_##P = alpha, .A = A, .offA = offA, .lda = lda,      \
                              .B = B, .offB = offB, .ldb = ldb, CLM_QUEUE_FIELDS})
#define CLM_CALL_trmm(P, T) CLM_CALL_trxm(0, P)
#define CLM_CALL_trsm(P, T) CLM_CALL_trxm(1, P)

/* SYRK, SYR2K, HERK, HER2K: one argument struct (two: rank 2k; herm:
 * Hermitian, real beta, and for HERK real alpha in the real part) */
#define CLM_RK_FIELDS(P)                                                                        \
    .dt = CLM_##P, .order = order, .uplo = uplo, .N = N, .K = K, .A = A, .lda = lda,           \
    .C = C, .ldc = ldc, CLM_QUEUE_FIELDS
#define CLM_CALL_syrk(P, T)                                                                     \
    clm_syrk(&(clm_syrk_args){CLM_RK_FIELDS(P), .trans = transA, .alpha.FIELD_##P = alpha,     \
                              .beta.FIELD_##P = beta, .offA = offA, .offC = offC})
#define CLM_CALL_herk(P, T)                                                                     \
    clm_syrk(&(clm_syrk_args){CLM_RK_FIELDS(P), .herm = 1, .trans = transA,                    \
                              .alpha.FIELD_##P.s[0] = alpha, .beta.FIELD_##P.s[0] = beta,      \
                              .offA = offa, .offC = offc})
#define CLM_CALL_syr2k(P, T)                                                                    \
    clm_syrk(&(clm_syrk_args){CLM_RK_FIELDS(P), .two = 1, .trans = transAB,                    \
                              .alpha.FIELD_##P = alpha, .beta.FIELD_##P = beta, .offA = offA,  \
                              .B = B, .offB = offB, .ldb = ldb, .offC = offC})
#define CLM_CALL_her2k(P, T)                                                                    \
    clm_syrk(&(clm_syrk_args){CLM_RK_FIELDS(P), .two = 1, .herm = 1, .trans = trans,           \
                              .alpha.FIELD_##P = alpha, .beta.FIELD_##P.s[0] = beta,           \
                              .offA = offa, .B = B, .offB = offb, .ldb = ldb, .offC = offc})

/* SYMM, HEMM */
#define CLM_CALL_symx(HERM, P)                                                                  \
    clm_symm(&(clm_symm_args){.dt = CLM_##P, .herm = HERM, .order = order, .side = side,       \
                              .uplo = uplo, .M = M, .N = N, .alpha.FIELD_##P = alpha,          \
                              .beta.FIELD_##P = beta, .A = {A, offa, lda}, .B = {B, offb, ldb}, \
                              .C = {C, offc, ldc}, CLM_QUEUE_FIELDS})
#define CLM_CALL_symm(P, T) CLM_CALL_symx(0, P)
#define CLM_CALL_hemm(P, T) CLM_CALL_symx(1, P)

#define CLM_L3(NAME, KIND, P, T, STATUS) CLM_IF_IMPL_##STATUS(NAME, KIND, P, T)
#include "api/routines.def"
