/*
 * Level 3 entry points: the IMPL rows of routines.def with CLM_L3, each one
 * call of the precision-generic routine, spelled by CLM_CALL_<kind>(P, T).
 */
#include <clBLAS.h>

#include "api/signatures.h"
#include "blas3/gemm.h"

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

#define CLM_L3(NAME, KIND, P, T, STATUS) CLM_IF_IMPL_##STATUS(NAME, KIND, P, T)
#include "api/routines.def"
