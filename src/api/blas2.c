/*
 * Level 2 entry points: the IMPL rows of routines.def with CLM_L2, each one
 * call of the precision-generic routine, spelled by CLM_CALL_<kind>(P, T).
 */
#include <clBLAS.h>

#include "api/signatures.h"
#include "blas2/gemv.h"
#include "blas2/triangular.h"

/* The clm_scalar field for precision P. */
#define FIELD_S s
#define FIELD_D d
#define FIELD_C c
#define FIELD_Z z

#define CLM_CALL_gemv(P, T)                                                                     \
    clm_gemv(&(clm_gemv_args){.dt = CLM_##P, .order = order, .trans = transA, .M = M, .N = N,  \
                              .alpha.FIELD_##P = alpha, .A = A, .offA = offA, .lda = lda,      \
                              .x = x, .offx = offx, .incx = incx, .beta.FIELD_##P = beta,      \
                              .y = y, .offy = offy, .incy = incy, CLM_QUEUE_FIELDS})

/* Triangular: TRMV, TPMV, TBMV (products), TRSV, TPSV, TBSV (solves). The
 * products' clBLAS scratchBuff is not needed: the copy of x comes from
 * clmath's own scratch pool (see docs/compat.md). */
#define TRI(SOLVE, STORAGE, P, KB, A_, LDA)                                                      \
    clm_triangular(&(clm_tri_args){.solve = SOLVE, .storage = STORAGE, .dt = CLM_##P,          \
                                   .order = order, .uplo = uplo, .trans = trans, .diag = diag, \
                                   .N = N, .K = KB, .A = A_, .offA = offa, .lda = LDA, .x = X,  \
                                   .offx = offx, .incx = incx, CLM_QUEUE_FIELDS})
#define CLM_CALL_trmv(P, T) ((void)scratchBuff, TRI(0, CLM_FULL, P, 0, A, lda))
#define CLM_CALL_trsv(P, T) TRI(1, CLM_FULL, P, 0, A, lda)
#define CLM_CALL_tpmv(P, T) ((void)scratchBuff, TRI(0, CLM_PACKED, P, 0, AP, 0))
#define CLM_CALL_tpsv(P, T) TRI(1, CLM_PACKED, P, 0, A, 0)
#define CLM_CALL_tbmv(P, T) ((void)scratchBuff, TRI(0, CLM_BAND, P, K, A, lda))
#define CLM_CALL_tbsv(P, T) TRI(1, CLM_BAND, P, K, A, lda)

#define CLM_L2(NAME, KIND, P, T, STATUS) CLM_IF_IMPL_##STATUS(NAME, KIND, P, T)
#include "api/routines.def"
