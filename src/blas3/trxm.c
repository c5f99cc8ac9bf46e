/*
 * TRMM and TRSM, recursive (after KBLAS): op(A) is split into halves at a
 * multiple of the block size NB,
 *
 *   op(A) = [T11 0; T21 T22] (lower) or [T11 T12; 0 T22] (upper),
 *
 * each half of B is done recursively and the coupling block is one GEMM on
 * sub-blocks, so almost all flops run in the GEMM kernels. Left, lower:
 *
 *   TRMM  B2 := alpha T22 B2; B2 += alpha T21 B1; B1 := alpha T11 B1
 *   TRSM  X1 := T11^-1 alpha B1; B2 := alpha B2 - T21 X1; X2 := T22^-1 B2
 *
 * (upper runs the halves the other way; side right splits B's columns).
 * At the leaves (one diagonal block) B's block is copied to scratch and
 * multiplied back by D_b, the block or its inverse, which trxm.cl builds
 * for every block in one launch beforehand. The inverses make the leaves
 * GEMMs too; they are accurate where the diagonal blocks are well
 * conditioned (docs/compat.md).
 */
#include "blas3/trxm.h"

#include "blas3/gemm.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "kernels/trxm_flags.h"

static clblasStatus validate(const clm_trxm_args *a, clm_call *call)
{
    clblasStatus st;
    if ((st = clm_check_init()) != clblasSuccess)
        return st;
    if ((a->order != clblasRowMajor && a->order != clblasColumnMajor) ||
        (a->side != clblasLeft && a->side != clblasRight) ||
        (a->uplo != clblasUpper && a->uplo != clblasLower) ||
        (a->trans != clblasNoTrans && a->trans != clblasTrans && a->trans != clblasConjTrans) ||
        (a->diag != clblasUnit && a->diag != clblasNonUnit))
        return clblasInvalidValue;
    if (a->M > CLM_MAX_DIM || a->N > CLM_MAX_DIM)
        return clblasInvalidDim;
    /* A is ka x ka; B is M x N, stored in the column-major sense */
    size_t ka = a->side == clblasLeft ? a->M : a->N;
    int col = a->order == clblasColumnMajor;
    size_t rows = col ? a->M : a->N, cols = col ? a->N : a->M;
    if ((st = clm_check_ld(ka, a->lda, clblasInvalidLeadDimA)) != clblasSuccess ||
        (st = clm_check_ld(rows, a->ldb, clblasInvalidLeadDimB)) != clblasSuccess)
        return st;
    clm_buf A, B;
    if ((st = clm_check_queues(a->dt, a->nq, a->queues, a->nwait, a->wait, call)) !=
            clblasSuccess ||
        (st = clm_check_mem(call, a->A, clblasInvalidMatA, &A)) != clblasSuccess ||
        (st = clm_check_mem(call, a->B, clblasInvalidMatB, &B)) != clblasSuccess)
        return st;
    if (a->M == 0 || a->N == 0) /* nothing is read or written */
        return clblasSuccess;
    if ((st = clm_check_matrix_fits(a->dt, ka, ka, a->offA, a->lda, &A,
                                    clblasInsufficientMemMatA)) != clblasSuccess ||
        (st = clm_check_matrix_fits(a->dt, rows, cols, a->offB, a->ldb, &B,
                                    clblasInsufficientMemMatB)) != clblasSuccess)
        return st;
    return clblasSuccess;
}

/* The column-major problem: B (m x n) and op(A) (ka x ka, ka = m or n). */
typedef struct trx {
    clm_dtype dt;
    int solve, left, lower; /* lower: op(A) is lower triangular */
    int ta;
    size_t m, n, nb;
    cl_mem A, B, D, W; /* D: the diagonal blocks, W: a leaf's copy of B */
    size_t offA, lda, offB, ldb, offD, offW;
    clm_launch *l;
    const clm_call *call;
    clm_program *prog; /* trxm.cl */
} trx;

/* Offset of op(A)'s block at (r, c) in the stored A */
static size_t a_at(const trx *t, size_t r, size_t c)
{
    return t->offA + (t->ta ? c + r * t->lda : r + c * t->lda);
}

/* Offset of B's element (r, c) */
static size_t b_at(const trx *t, size_t r, size_t c) { return t->offB + r + c * t->ldb; }

/* C := alpha op(X) Y + beta C on sub-blocks: the recursion's coupling */
static cl_int gemm(const trx *t, size_t m, size_t n, size_t k, clm_scalar alpha, int tx,
                   cl_mem X, size_t offX, size_t ldx, int ty, cl_mem Y, size_t offY, size_t ldy,
                   clm_scalar beta, cl_mem C, size_t offC, size_t ldc)
{
    clm_gemm_op op = {.dt = t->dt, .ta = tx, .tb = ty, .m = m, .n = n, .k = k,
                      .alpha = alpha, .beta = beta, .A = X, .offA = offX, .lda = ldx,
                      .B = Y, .offB = offY, .ldb = ldy, .C = C, .offC = offC, .ldc = ldc,
                      .mask = CLM_MASK_FULL};
    return clm_gemm_enqueue(t->l, t->call, &op);
}

/* W (leading dimension ldw) := B's rows x cols block at offB */
static cl_int copy_block(const trx *t, size_t offB, size_t rows, size_t cols, size_t ldw)
{
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, (cl_uint)rows);
    clm_arg_u32(&g, (cl_uint)cols);
    clm_arg_mem(&g, t->B);
    clm_arg_u64(&g, offB);
    clm_arg_u64(&g, t->ldb);
    clm_arg_mem(&g, t->W);
    clm_arg_u64(&g, t->offW);
    clm_arg_u64(&g, ldw);
    size_t lws[2] = {64, 1}, gws[2] = {(rows + 63) / 64 * 64, cols};
    return clm_launch_args(t->l, t->prog, "tr_copy", 2, gws, lws, &g);
}

/* A leaf: op(A)'s diagonal block at r0 (order bs) on B's rows (left) or
 * columns (right) from r0: B's block to W, then B := alpha D_b W or
 * alpha W D_b. */
static cl_int leaf(const trx *t, size_t r0, size_t bs, clm_scalar alpha)
{
    const size_t offD = t->offD + r0 / t->nb * t->nb * t->nb;
    const clm_scalar zero = {0};
    if (t->left) {
        cl_int err = copy_block(t, b_at(t, r0, 0), bs, t->n, t->nb);
        return err != CL_SUCCESS ? err
                                 : gemm(t, bs, t->n, bs, alpha, 0, t->D, offD, t->nb, 0, t->W,
                                        t->offW, t->nb, zero, t->B, b_at(t, r0, 0), t->ldb);
    }
    cl_int err = copy_block(t, b_at(t, 0, r0), t->m, bs, t->m);
    return err != CL_SUCCESS ? err
                             : gemm(t, t->m, bs, bs, alpha, 0, t->W, t->offW, t->m, 0, t->D,
                                    offD, t->nb, zero, t->B, b_at(t, 0, r0), t->ldb);
}

/* op(A)'s diagonal range [r0, r0 + size) on B, alpha applied. */
static cl_int recurse(const trx *t, size_t r0, size_t size, clm_scalar alpha)
{
    if (size <= t->nb)
        return leaf(t, r0, size, alpha);
    const size_t blocks = (size + t->nb - 1) / t->nb, s1 = (blocks + 1) / 2 * t->nb,
                 s2 = size - s1, r1 = r0 + s1;
    const clm_scalar one = clm_scalar_real(t->dt, 1.0), minus = clm_scalar_real(t->dt, -1.0);
    /* f, the half done first: TRSM solves first the half that needs nothing
     * of the other (left and lower: the first); TRMM first does the half
     * whose update reads the other's values as they were (left and lower:
     * the second, B2 += T21 B1 before B1 changes). */
    const int second_first = (t->left == t->lower) != t->solve;
    const size_t f0 = second_first ? r1 : r0, fs = second_first ? s2 : s1;
    const size_t g0 = second_first ? r0 : r1, gs = second_first ? s1 : s2;
    cl_int err = recurse(t, f0, fs, alpha);
    if (err != CL_SUCCESS)
        return err;
    /* The coupling, through the off-diagonal block of op(A) between the
     * halves: TRMM adds to the half just done (f) from the other (g, still
     * as it was), target += alpha T source; TRSM takes the solved half (f)
     * out of the other, target := alpha target - T source, which is then
     * solved with alpha 1. T is op(A)'s block at (target, source) when
     * left, at (source, target) when right. */
    const size_t t0 = t->solve ? g0 : f0, ts = t->solve ? gs : fs;
    const size_t s0 = t->solve ? f0 : g0, ss = t->solve ? fs : gs;
    const clm_scalar ga = t->solve ? minus : alpha, gb = t->solve ? alpha : one;
    if (t->left)
        err = gemm(t, ts, t->n, ss, ga, t->ta, t->A, a_at(t, t0, s0), t->lda, 0, t->B,
                   b_at(t, s0, 0), t->ldb, gb, t->B, b_at(t, t0, 0), t->ldb);
    else
        err = gemm(t, t->m, ts, ss, ga, 0, t->B, b_at(t, 0, s0), t->ldb, t->ta, t->A,
                   a_at(t, s0, t0), t->lda, gb, t->B, b_at(t, 0, t0), t->ldb);
    if (err != CL_SUCCESS)
        return err;
    return recurse(t, g0, gs, t->solve ? one : alpha);
}

/* D := every diagonal block of op(A), or its inverse (one launch) */
static cl_int diag_blocks(trx *t, int unit)
{
    char options[48] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)t->dt);
    clm_define(options, sizeof options, "NB", (int)t->nb);
    cl_int err =
        clm_program_get(t->call->ctx, t->call->dev, "trxm_flags+trxm", options, &t->prog);
    if (err != CL_SUCCESS)
        return err;
    const size_t ka = t->left ? t->m : t->n;
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, (cl_uint)ka);
    clm_arg_mem(&g, t->A);
    clm_arg_u64(&g, t->offA);
    clm_arg_u64(&g, t->lda);
    clm_arg_mem(&g, t->D);
    clm_arg_u64(&g, t->offD);
    clm_arg_u32(&g, (t->lower ? TRXM_LOWER : 0) | (unit ? TRXM_UNIT : 0) |
                        (t->solve ? TRXM_INVERT : 0) | (cl_uint)t->ta << TRXM_TA_SHIFT);
    size_t lws[2] = {64, 1}, gws[2] = {(t->nb + 63) / 64 * 64, (ka + t->nb - 1) / t->nb};
    return clm_launch_args(t->l, t->prog, "tr_diag", 2, gws, lws, &g);
}

clblasStatus clm_trxm(const clm_trxm_args *a)
{
    clm_call call;
    clblasStatus st = validate(a, &call);
    if (st != clblasSuccess)
        return st;

    /* Column-major: a row-major B is stored as B^T, and B^T := alpha B^T
     * op(A)^T (or the solve with it), where op(A)^T is op() of A^T, which
     * is how the row-major A is stored, with the other triangle. So the
     * column-major problem takes the other side and triangle, M and N
     * swapped, the same transpose and diagonal. */
    const int col = a->order == clblasColumnMajor;
    trx t = {.dt = a->dt, .solve = a->solve, .left = (a->side == clblasLeft) == col,
             .ta = (int)a->trans, .m = col ? a->M : a->N, .n = col ? a->N : a->M,
             .A = a->A, .offA = a->offA, .lda = a->lda, .B = a->B, .offB = a->offB,
             .ldb = a->ldb, .call = &call};
    const int stored_lower = (a->uplo == clblasLower) == col;
    t.lower = stored_lower == (t.ta == 0);
    clm_params prm;
    clm_params_lookup(call.dev, "trxm", &prm);
    int nb = clm_param_prec(&prm, "NB", clm_dtype_letter(a->dt), NULL, 128);
    t.nb = nb >= 4 && nb <= 1024 ? (size_t)nb : 128;

    clm_launch l;
    clm_launch_init(&l, call.queue, a->nwait, a->wait, a->events != NULL);
    t.l = &l;
    cl_int err = CL_SUCCESS;
    clm_scratch *sc = NULL;
    if (t.m > 0 && t.n > 0 && clm_scalar_is(a->dt, a->alpha, 0.0)) {
        /* B := 0, A not read (reference BLAS) */
        clm_scalar zero = {0};
        err = gemm(&t, t.m, t.n, 0, zero, 0, t.B, t.offB, t.ldb, 0, t.B, t.offB, t.ldb, zero,
                   t.B, t.offB, t.ldb);
    } else if (t.m > 0 && t.n > 0) {
        const size_t ka = t.left ? t.m : t.n, es = clm_dtype_size(a->dt);
        const size_t dsize = (ka + t.nb - 1) / t.nb * t.nb * t.nb;
        const size_t wsize = t.left ? t.nb * t.n : t.m * t.nb;
        err = clm_scratch_get(call.queue, (dsize + wsize) * es, &sc);
        if (err == CL_SUCCESS) {
            t.D = t.W = clm_scratch_mem(sc);
            t.offD = 0, t.offW = dsize;
            clm_log("%ctr%cm %s %s %c m=%zu n=%zu NB=%zu [%s]", clm_dtype_letter(a->dt),
                    a->solve ? 's' : 'm', t.left ? "left" : "right", t.lower ? "lower" : "upper",
                    "NTC"[t.ta], t.m, t.n, t.nb, prm.source);
            err = diag_blocks(&t, a->diag == clblasUnit);
            if (err == CL_SUCCESS)
                err = recurse(&t, 0, ka, a->alpha);
        }
    }
    if (sc)
        clm_scratch_put(sc, l.steps ? l.queue : NULL, l.steps ? l.last : NULL);
    return (clblasStatus)clm_launch_end(&l, err, a->events);
}
