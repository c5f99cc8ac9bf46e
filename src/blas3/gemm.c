/*
 * clblasXgemm: argument checks, then the row-major call turned into the
 * column-major product and one call of the engine (gemm_engine.c).
 */
#include "blas3/gemm.h"

clblasStatus clm_gemm_check(const clm_gemm_args *a, clm_call *call)
{
    clblasStatus st;
    if ((st = clm_check_init()) != clblasSuccess)
        return st;
    if (clm_bad_order(a->order) || clm_bad_trans(a->transA) || clm_bad_trans(a->transB))
        return clblasInvalidValue;
    if (a->M > CLM_MAX_DIM || a->N > CLM_MAX_DIM || a->K > CLM_MAX_DIM)
        return clblasInvalidDim;
    /* Stored shapes in the column-major sense: a row-major matrix is stored
     * as its transpose. */
    int col = a->order == clblasColumnMajor, na = a->transA == clblasNoTrans,
        nb = a->transB == clblasNoTrans;
    size_t arows = na == col ? a->M : a->K, acols = na == col ? a->K : a->M;
    size_t brows = nb == col ? a->K : a->N, bcols = nb == col ? a->N : a->K;
    size_t crows = col ? a->M : a->N, ccols = col ? a->N : a->M;
    const clm_operand v[] = {CLM_MATRIX('A', a->A, a->offA, a->lda, arows, acols),
                             CLM_MATRIX('B', a->B, a->offB, a->ldb, brows, bcols),
                             CLM_MATRIX('C', a->C, a->offC, a->ldc, crows, ccols)};
    /* M or N 0: nothing is read or written */
    return clm_check_operands(a->dt, &a->q, call, v, 3, a->M == 0 || a->N == 0);
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_gemm_args *a = args;
    /* Normalize: a row-major C is the column-major C^T = op(B)^T op(A)^T, and
     * a row-major operand is stored as its transpose, so the column-major
     * product takes B in A's place with the same transposes, and M, N swap. */
    const clm_mat A = {a->A, a->offA, a->lda}, B = {a->B, a->offB, a->ldb};
    clm_gemm_op op = {.dt = a->dt, .k = a->K, .alpha = a->alpha, .beta = a->beta,
                      .C = {a->C, a->offC, a->ldc}, .mask = CLM_MASK_FULL};
    if (a->order == clblasColumnMajor) {
        op.ta = (int)a->transA, op.tb = (int)a->transB, op.m = a->M, op.n = a->N;
        op.A = A, op.B = B;
    } else {
        op.ta = (int)a->transB, op.tb = (int)a->transA, op.m = a->N, op.n = a->M;
        op.A = B, op.B = A;
    }
    return clm_gemm_enqueue(l, call, &op);
}

clblasStatus clm_gemm(const clm_gemm_args *a)
{
    clm_call call;
    return clm_launch_run(clm_gemm_check(a, &call), &call, &a->q, run, a);
}
