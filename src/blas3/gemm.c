/*
 * clblasXgemm: argument checks, then the row-major call turned into the
 * column-major product and one call of the engine (gemm_engine.c).
 */
#include "blas3/gemm.h"

#include "api/rules.h"

clblasStatus clm_gemm_check(const clm_gemm_args *a, clm_call *call)
{
    const clm_shape s = {.order = a->order, .trans = a->transA, .transB = a->transB,
                         .M = a->M, .N = a->N, .K = a->K};
    const clm_mat mat[3] = {{a->A, a->offA, a->lda}, {a->B, a->offB, a->ldb},
                            {a->C, a->offC, a->ldc}};
    return clm_check_rules(CLM_RULES_gemm, &s, a->dt, &a->q, call, mat, NULL);
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
