/* TRMM and TRSM: B := alpha op(A) B, alpha B op(A), and the solves
 * op(A) X = alpha B, X op(A) = alpha B in place; all precisions and orders,
 * recursive on the GEMM engine. */
#ifndef CLM_TRXM_H
#define CLM_TRXM_H

#include "core/check.h"
#include "core/dtype.h"

typedef struct clm_trxm_args {
    clm_dtype dt;
    int solve; /* TRSM */
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t M, N;
    clm_scalar alpha;
    cl_mem A;
    size_t offA, lda;
    cl_mem B;
    size_t offB, ldb;
    clm_queue_args q;
} clm_trxm_args;

clblasStatus clm_trxm(const clm_trxm_args *a);

#endif
