/* clmath.h's batched GEMM (strided, and with per-matrix offsets and
 * scalars) and strided batched TRSM: the checks, then the GEMM engine with
 * the batch as one more grid dimension, or trsm_batched.cl. */
#ifndef CLM_BATCHED_H
#define CLM_BATCHED_H

#include "core/check.h"
#include "core/dtype.h"
#include "blas3/trxm.h"

typedef struct clm_gemm_batched_args {
    clm_dtype dt;
    int arrays; /* per-matrix offsets and scalars (else strided) */
    clblasOrder order;
    clblasTranspose transA, transB;
    size_t M, N, K;
    clm_scalar alpha, beta;           /* strided */
    const void *alphas, *betas;       /* arrays: the precision's scalars */
    const size_t *offsA, *offsB, *offsC; /* arrays */
    cl_mem A;
    size_t offA, lda, strideA;
    cl_mem B;
    size_t offB, ldb, strideB;
    cl_mem C;
    size_t offC, ldc, strideC;
    size_t batch;
    clm_queue_args q;
} clm_gemm_batched_args;

clblasStatus clm_gemm_batched(const clm_gemm_batched_args *a);

/* The first system as one TRSM call (solve set), and the strides to the
 * others: clm_trxm's checks and its loop over larger systems take it as it is. */
typedef struct clm_trsm_batched_args {
    clm_trxm_args one;
    size_t strideA, strideB, batch;
} clm_trsm_batched_args;

clblasStatus clm_trsm_batched(const clm_trsm_batched_args *a);

#endif
