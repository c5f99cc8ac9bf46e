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
 *
 * Few right-hand sides (at most trxm.FEW) make the recursion's GEMMs
 * skinny and its launches (two a leaf, one a coupling) the cost, so they
 * have their own plan, tr_few in trxm.cl, on blocks of trxm.FNB: TRSM one
 * launch a block, each taking the block solved last out of all the blocks
 * after it and solving the next; TRMM every block's partial products at
 * once from a copy of B, then their sum.
 */
#include "blas3/trxm.h"

#include "api/rules.h"
#include "blas3/gemm.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "blas3/kernels/trxm_flags.h"

clblasStatus clm_trxm_check(const clm_trxm_args *a, clm_call *call)
{
    const clm_shape s = {.order = a->order, .side = a->side, .uplo = a->uplo, .trans = a->trans,
                         .diag = a->diag, .M = a->M, .N = a->N};
    const clm_mat mat[3] = {{a->A, a->offA, a->lda}, {a->B, a->offB, a->ldb}, {0}};
    return clm_check_rules(CLM_RULES_trmm, &s, a->dt, &a->q, call, mat, NULL);
}

/* The column-major problem: B (m x n) and op(A) (ka x ka, ka = m or n). */
typedef struct trx {
    clm_dtype dt;
    int solve, left, lower; /* lower: op(A) is lower triangular */
    int ta;
    size_t m, n, nb, cw, fwg;
    cl_mem A, B, D, W; /* D: the diagonal blocks, W: a leaf's copy of B
                          (few: B's copy, then P, the partial products) */
    size_t offA, lda, offB, ldb, offD, offW, offP;
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

/* op(A)'s block from (r, c), and B's, as views */
static clm_mat a_view(const trx *t, size_t r, size_t c)
{
    return (clm_mat){t->A, a_at(t, r, c), t->lda};
}
static clm_mat b_view(const trx *t, size_t r, size_t c)
{
    return (clm_mat){t->B, b_at(t, r, c), t->ldb};
}

/* C := alpha op(X) op(Y) + beta C, m x n x k, on the GEMM engine: the
 * recursion's coupling, a leaf's product */
static cl_int gemm(const trx *t, size_t m, size_t n, size_t k, clm_scalar alpha, int tx,
                   clm_mat X, int ty, clm_mat Y, clm_scalar beta, clm_mat C)
{
    clm_gemm_op op = {.dt = t->dt, .ta = tx, .tb = ty, .m = m, .n = n, .k = k,
                      .alpha = alpha, .beta = beta, .A = X, .B = Y, .C = C,
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
    clm_arg_mat(&g, t->B, offB, t->ldb);
    clm_arg_mat(&g, t->W, t->offW, ldw);
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
    clm_launch_more(t->l); /* the copy: the product follows */
    const clm_mat D = {t->D, offD, t->nb};
    if (t->left) {
        const clm_mat W = {t->W, t->offW, t->nb};
        cl_int err = copy_block(t, b_at(t, r0, 0), bs, t->n, t->nb);
        return err != CL_SUCCESS
                   ? err
                   : gemm(t, bs, t->n, bs, alpha, 0, D, 0, W, zero, b_view(t, r0, 0));
    }
    const clm_mat W = {t->W, t->offW, t->m};
    cl_int err = copy_block(t, b_at(t, 0, r0), t->m, bs, t->m);
    return err != CL_SUCCESS ? err
                             : gemm(t, t->m, bs, bs, alpha, 0, W, 0, D, zero, b_view(t, 0, r0));
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
    clm_launch_hold(t->l); /* the first half and the coupling: the other half follows */
    cl_int err = recurse(t, f0, fs, alpha);
    if (err != CL_SUCCESS) {
        clm_launch_unhold(t->l);
        return err;
    }
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
        err = gemm(t, ts, t->n, ss, ga, t->ta, a_view(t, t0, s0), 0, b_view(t, s0, 0), gb,
                   b_view(t, t0, 0));
    else
        err = gemm(t, t->m, ts, ss, ga, 0, b_view(t, 0, s0), t->ta, a_view(t, s0, t0), gb,
                   b_view(t, 0, t0));
    clm_launch_unhold(t->l);
    if (err != CL_SUCCESS)
        return err;
    return recurse(t, g0, gs, t->solve ? one : alpha);
}

/* flags for the matrix op(A) (sys 0) or the system's S (sys 1: op(A), or
 * op(A)^T with side right) */
static cl_uint matrix_flags(const trx *t, int sys)
{
    const int swap = sys && !t->left, lower = t->lower != swap;
    return (lower ? TRXM_LOWER : 0) | ((t->ta != 0) != swap ? TRXM_TR : 0) |
           (t->ta == 2 ? TRXM_CONJ : 0) | (sys && !t->left ? TRXM_RIGHT : 0);
}

/* D := every diagonal block of the matrix (flags), or its inverse (one
 * launch) */
static cl_int diag_blocks(trx *t, cl_uint flags)
{
    char options[96] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)t->dt);
    clm_define(options, sizeof options, "NB", (int)t->nb);
    clm_define(options, sizeof options, "CW", (int)t->cw);
    clm_define(options, sizeof options, "FWG", (int)t->fwg);
    cl_int err =
        clm_program_get(t->call->ctx, t->call->dev, "trxm_flags+trxm", options, &t->prog);
    if (err != CL_SUCCESS)
        return err;
    const size_t ka = t->left ? t->m : t->n;
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, (cl_uint)ka);
    clm_arg_mat(&g, t->A, t->offA, t->lda);
    clm_arg_mem(&g, t->D);
    clm_arg_u64(&g, t->offD);
    clm_arg_u32(&g, flags & ~(cl_uint)TRXM_RIGHT);
    size_t lws[2] = {t->fwg, 1},
           gws[2] = {(t->nb + t->cw - 1) / t->cw * t->fwg, (ka + t->nb - 1) / t->nb};
    return clm_launch_args(t->l, t->prog, "tr_diag", 2, gws, lws, &g);
}

/* The few-right-hand-sides plan's partial products (TRMM): blocks of S
 * a group sums, so that a block has at most 8 groups (the scratch for
 * them at most 8 times B) */
static size_t few_qr(size_t blocks) { return (blocks + 7) / 8; }

/* The few-right-hand-sides plan, after diag_blocks(S): TRSM one tr_few
 * launch a block; TRMM B copied to W, the partial products P, their sum. */
static cl_int few(const trx *t, clm_scalar alpha)
{
    const size_t ka = t->left ? t->m : t->n, nrhs = t->left ? t->n : t->m;
    const size_t blocks = (ka + t->nb - 1) / t->nb, qr = few_qr(blocks);
    const size_t ng = (blocks + qr - 1) / qr, slabs = (nrhs + t->cw - 1) / t->cw;
    const cl_uint flags = matrix_flags(t, 1) | (t->solve ? TRXM_INVERT : 0);
    /* every step but TRSM's last tr_few (TRMM: tr_sum) is followed */
    if (!t->solve)
        clm_launch_more(t->l);
    cl_int err = t->solve ? CL_SUCCESS : copy_block(t, t->offB, t->m, t->n, t->m);
    for (size_t s = 0; err == CL_SUCCESS && s < (t->solve ? blocks : 1); s++) {
        clm_kargs g;
        clm_args_init(&g);
        clm_arg_u32(&g, (cl_uint)ka);
        clm_arg_u32(&g, (cl_uint)nrhs);
        clm_arg_mat(&g, t->A, t->offA, t->lda);
        clm_arg_mat(&g, t->B, t->offB, t->ldb);
        clm_arg_mat(&g, t->W, t->offW, t->m);
        clm_arg_mem(&g, t->D);
        clm_arg_u64(&g, t->offD);
        clm_arg_mem(&g, t->W);
        clm_arg_u64(&g, t->offP);
        clm_arg_scalar(&g, t->dt, alpha);
        clm_arg_u32(&g, flags);
        clm_arg_u32(&g, (cl_uint)s);
        clm_arg_u32(&g, (cl_uint)qr);
        /* TRSM step s: the blocks from s on (step 0: block 0 alone);
         * TRMM: every block, ng groups along its sum */
        size_t lws[3] = {t->fwg, 1, 1},
               gws[3] = {slabs * t->fwg, !t->solve ? blocks : s == 0 ? 1 : blocks - s,
                         t->solve ? 1 : ng};
        if (!t->solve || s + 1 < blocks)
            clm_launch_more(t->l);
        err = clm_launch_args(t->l, t->prog, "tr_few", 3, gws, lws, &g);
    }
    if (err != CL_SUCCESS || t->solve)
        return err;
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, (cl_uint)ka);
    clm_arg_u32(&g, (cl_uint)nrhs);
    clm_arg_mat(&g, t->B, t->offB, t->ldb);
    clm_arg_mem(&g, t->W);
    clm_arg_u64(&g, t->offP);
    clm_arg_scalar(&g, t->dt, alpha);
    clm_arg_u32(&g, flags);
    clm_arg_u32(&g, (cl_uint)qr);
    clm_arg_u32(&g, (cl_uint)ng);
    size_t lws[2] = {64, 1}, gws[2] = {(blocks * t->nb + 63) / 64 * 64, nrhs};
    return clm_launch_args(t->l, t->prog, "tr_sum", 2, gws, lws, &g);
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_trxm_args *a = args;
    /* Column-major: a row-major B is stored as B^T, and B^T := alpha B^T
     * op(A)^T (or the solve with it), where op(A)^T is op() of A^T, which
     * is how the row-major A is stored, with the other triangle. So the
     * column-major problem takes the other side and triangle, M and N
     * swapped, the same transpose and diagonal. */
    const clm_sided s = clm_sided_of(a->order, a->side, a->uplo, a->M, a->N);
    trx t = {.dt = a->dt, .solve = a->solve, .left = s.left, .ta = (int)a->trans, .m = s.m,
             .n = s.n, .A = a->A, .offA = a->offA, .lda = a->lda, .B = a->B, .offB = a->offB,
             .ldb = a->ldb, .call = call, .l = l};
    t.lower = s.lower == (t.ta == 0); /* s.lower: the stored triangle */
    clm_params prm;
    clm_params_lookup(call->dev, "trxm", &prm);
    const char p = clm_dtype_letter(a->dt);
    const int nb = clm_param_prec(&prm, "NB", p, NULL, 128);
    const int cw = clm_param_prec(&prm, "CW", p, NULL, 4);
    const int fwg = clm_param_prec(&prm, "FWG", p, NULL, 64);
    const int fewmax = clm_param_prec(&prm, "FEW", p, NULL, 128);
    const int fnb = clm_param_prec(&prm, "FNB", p, NULL, 64);
    t.cw = cw >= 1 && cw <= 64 ? (size_t)cw : 4;
    t.fwg = fwg >= 1 && fwg <= 1024 ? (size_t)fwg : 64;
    /* few right-hand sides, and tr_few's Y (FNB x CW) and As (16 x FNB)
     * fit local memory */
    const size_t es = clm_dtype_size(a->dt);
    t.nb = fnb >= 4 && fnb <= 1024 ? (size_t)fnb : 64;
    const int use_few = (size_t)(t.left ? t.n : t.m) <= (size_t)(fewmax > 0 ? fewmax : 0) &&
                        (t.nb * t.cw + 16 * (t.nb + 1)) * es + 1024 <= call->dev->local_mem;
    if (!use_few)
        t.nb = nb >= 4 && nb <= 1024 ? (size_t)nb : 128;

    cl_int err = CL_SUCCESS;
    clm_scratch *sc = NULL;
    if (t.m > 0 && t.n > 0 && clm_scalar_is(a->dt, a->alpha, 0.0)) {
        /* B := 0, A not read (reference BLAS) */
        clm_scalar zero = {0};
        const clm_mat B = b_view(&t, 0, 0);
        err = gemm(&t, t.m, t.n, 0, zero, 0, B, 0, B, zero, B);
    } else if (t.m > 0 && t.n > 0) {
        const size_t ka = t.left ? t.m : t.n;
        const size_t dsize = (ka + t.nb - 1) / t.nb * t.nb * t.nb;
        const size_t blocks = (ka + t.nb - 1) / t.nb, qr = few_qr(blocks);
        const size_t ng = (blocks + qr - 1) / qr, nrhs = t.left ? t.n : t.m;
        /* few: B's copy (TRMM) and the partial products; else a leaf's B */
        const size_t psize = use_few && !t.solve ? blocks * ng * t.nb * nrhs : 0;
        const size_t wsize = use_few ? (t.solve ? 0 : t.m * t.n) : t.nb * nrhs;
        err = clm_scratch_get(l, (dsize + wsize + psize) * es, &sc);
        if (err == CL_SUCCESS) {
            t.D = t.W = clm_scratch_mem(sc);
            t.offD = 0, t.offW = dsize, t.offP = dsize + wsize;
            clm_log("%ctr%cm %s %s %c m=%zu n=%zu NB=%zu %s [%s]", p, a->solve ? 's' : 'm',
                    t.left ? "left" : "right", t.lower ? "lower" : "upper", "NTC"[t.ta], t.m, t.n,
                    t.nb, use_few ? "few" : "recursive", prm.source);
            const cl_uint unit = a->diag == clblasUnit ? TRXM_UNIT : 0;
            clm_launch_more(l); /* the diagonal blocks: the products follow */
            err = diag_blocks(&t, matrix_flags(&t, use_few) | unit |
                                      (t.solve ? TRXM_INVERT : 0));
            if (err == CL_SUCCESS)
                err = use_few ? few(&t, a->alpha) : recurse(&t, 0, ka, a->alpha);
        }
    }
    clm_scratch_put_after(sc, l);
    return err;
}

clblasStatus clm_trxm(const clm_trxm_args *a)
{
    clm_call call;
    return clm_launch_run(clm_trxm_check(a, &call), &call, &a->q, run, a);
}
