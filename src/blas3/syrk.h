/* Rank-k and rank-2k updates of a symmetric or Hermitian C: SYRK, HERK,
 * SYR2K, HER2K, all precisions and orders, on the GEMM engine. */
#ifndef CLM_SYRK_H
#define CLM_SYRK_H

#include "core/check.h"
#include "core/dtype.h"

typedef struct clm_syrk_args {
    clm_dtype dt;
    int two;  /* rank 2k: A and B (SYR2K, HER2K) */
    int herm; /* Hermitian: HERK, HER2K (beta real; HERK's alpha real too) */
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    size_t N, K;
    clm_scalar alpha, beta; /* real ones in the real part */
    cl_mem A;
    size_t offA, lda;
    cl_mem B; /* rank 2k */
    size_t offB, ldb;
    cl_mem C;
    size_t offC, ldc;
    clm_queue_args q;
} clm_syrk_args;

clblasStatus clm_syrk(const clm_syrk_args *a);

#endif
