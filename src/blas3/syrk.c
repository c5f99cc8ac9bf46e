/*
 * SYRK, HERK, SYR2K, HER2K: C := alpha op(A) op(A)^T + beta C and their
 * Hermitian and rank-2k forms, only C's `uplo` triangle read and written.
 *
 * Each product is one call of the GEMM engine with C's triangle as its
 * mask: tiles wholly outside the triangle return at once, those across the
 * diagonal store only their part, so about half the flops of the full
 * product run. A rank-2k update is two such products, the second adding to
 * the first (beta 1).
 */
#include "blas3/syrk.h"

#include "api/rules.h"
#include "blas3/gemm.h"

static clblasStatus validate(const clm_syrk_args *a, clm_call *call)
{
    /* Complex SYRK / SYR2K take N and T, HERK / HER2K N and C (reference
     * BLAS); real ones read C as T. */
    const int reject = !clm_dtype_complex(a->dt) ? 0 : a->herm ? clblasTrans : clblasConjTrans;
    const clm_shape s = {.order = a->order, .uplo = a->uplo, .trans = a->trans,
                         .trans_reject = reject ? 1 + reject : 0, .N = a->N, .K = a->K};
    const clm_mat mat[3] = {{a->A, a->offA, a->lda}, {a->B, a->offB, a->ldb},
                            {a->C, a->offC, a->ldc}};
    return clm_check_rules(a->two ? CLM_RULES_syr2k : CLM_RULES_syrk, &s, a->dt, &a->q, call, mat,
                           NULL);
}

clblasStatus clm_syrk(const clm_syrk_args *a)
{
    clm_call call;
    clblasStatus st = validate(a, &call);
    if (st != clblasSuccess)
        return st;

    /* Column-major: a row-major C is stored as C^T, which is C (symmetric)
     * or conj(C) (Hermitian), with the other triangle; a row-major A or B
     * is stored transposed. So the column-major update takes the other
     * triangle and transpose, and for HER2K the operands swapped:
     * conj(C) = conj(alpha) A'^H B' + alpha B'^H A' with A' = A^T, B' = B^T
     * stored. */
    const int col = a->order == clblasColumnMajor;
    const int lower = (a->uplo == clblasLower) == col;
    const int nt = (a->trans == clblasNoTrans) == col;
    const int t = a->herm ? 2 : 1; /* the transposed operand's op */
    const clm_mat A = {a->A, a->offA, a->lda}, B = a->two ? (clm_mat){a->B, a->offB, a->ldb} : A;
    const int swap = !col && a->two && a->herm;
    const clm_mat X = swap ? B : A, Y = swap ? A : B;
    /* nt: C := alpha X op(Y) + ..., else alpha op(X) Y + ... */
    clm_gemm_op op = {.dt = a->dt,
                      .ta = nt ? 0 : t,
                      .tb = nt ? t : 0,
                      .m = a->N,
                      .n = a->N,
                      .k = a->K,
                      .alpha = a->alpha,
                      .beta = a->beta,
                      .A = X,
                      .B = Y,
                      .C = {a->C, a->offC, a->ldc},
                      .mask = lower ? CLM_MASK_LOWER : CLM_MASK_UPPER,
                      /* the diagonal made real by every product: the
                       * second may not run (alpha 0) */
                      .herm = a->herm ? CLM_HERM_BETA | CLM_HERM_DIAG |
                                            (a->two ? 0 : CLM_HERM_ALPHA)
                                      : 0};
    clm_launch l;
    clm_launch_begin(&l, &call, &a->q);
    if (a->two)
        clm_launch_hold(&l); /* the second product follows */
    cl_int err = clm_gemm_enqueue(&l, &call, &op);
    if (a->two)
        clm_launch_unhold(&l);
    if (err == CL_SUCCESS && a->two) {
        /* the second product, added: alpha Y op(X) (HER2K: conj(alpha)) */
        op.A = Y, op.B = X;
        op.alpha = a->herm ? clm_scalar_conj(a->dt, a->alpha) : a->alpha;
        op.beta = clm_scalar_real(a->dt, 1.0);
        err = clm_gemm_enqueue(&l, &call, &op);
    }
    return (clblasStatus)clm_launch_end(&l, err, a->q.events);
}
