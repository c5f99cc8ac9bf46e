/*
 * CBLAS Level 3 panel pipelines: TRMM, TRSM, SYMM, HEMM and the SYRK
 * family. A row-major call is turned into the column-major one the
 * reference hands to Fortran; then B (TRMM, TRSM) or C (the others) is cut
 * into independent panels of columns (rows for a right side) whose upload,
 * computation and download take the pipeline's queues in turn, so that
 * one panel's transfers overlap another's computation, and uploads overlap
 * downloads (two copy engines). A goes up once, on queue 0. TRMM and TRSM
 * upload it by blocks in the order their first panel takes them and
 * compute that panel block by block as the blocks arrive, so that A's
 * upload overlaps computation too.
 */
#include <stdlib.h>
#include <string.h>

#include "cb_internal.h"

/* ---- TRMM, TRSM: B := alpha op(A)^(+-1) B or alpha B op(A)^(+-1) ---- */

typedef struct trx {
    int t, solve, left, uplo, transa, diag; /* column-major */
    int ka, w, bs, ldA, ldB;                /* the first panel: ka x w (left) or w x ka */
    const void *alpha;
    cl_mem dA, dB;
} trx;

#define XT_ARGS(SC, SR)                                                                      \
    clblasColumnMajor, x->left ? clblasLeft : clblasRight, cb_uplo(x->uplo),                  \
        cb_trans(x->transa), cb_diag(x->diag), (size_t)(x->left ? rk : x->w),                 \
        (size_t)(x->left ? x->w : rk), SC(sa), x->dA, (size_t)r0 * x->ldA + r0, (size_t)x->ldA, \
        x->dB, boff(x, r0), (size_t)x->ldB
#define XG_ARGS(SC, SR)                                                                      \
    clblasColumnMajor, ta, tb, gm, gn, gk, SC(ga), m1, o1, l1, m2, o2, l2, SC(gb), x->dB, oc,  \
        (size_t)x->ldB

/* B's block of rows (left) or columns (right) r */
static size_t boff(const trx *x, int r) { return x->left ? (size_t)r : (size_t)r * x->w; }
/* op(A)'s element (i, j) in A */
static size_t aoff(const trx *x, int i, int j)
{
    return cb_notrans(x->transa) ? (size_t)j * x->ldA + i : (size_t)i * x->ldA + j;
}

/* The blocks are op(A)'s block columns (TRSM left, TRMM right) or rows;
 * *ntg: whether they are A's own block columns; returns whether they go
 * from the first block on (the other blocks a step needs are those not
 * yet done). */
static int blk_order(const trx *x, int *ntg)
{
    int nt = cb_notrans(x->transa);
    *ntg = x->solve == x->left ? nt : !nt;
    return (x->uplo == CblasLower) == *ntg;
}

/* The first panel (tightly at dB) block by block as A's blocks arrive
 * (ev[k]: block k is up). Block k: the diagonal block's TRSM or TRMM on
 * B's block k, then a GEMM with the blocks u not yet done:
 *   TRSM left  B_u := sa B_u - op(A)_uk X_k   right  sa B_u - X_k op(A)_ku
 *   TRMM left  B_k += alpha op(A)_ku B_u      right  B_k += alpha B_u op(A)_uk
 * TRSM applies alpha once, at its first step (sa), TRMM at every step. */
static int first_panel(const trx *x, cb_pipe *pp, cl_command_queue q, cl_event *ev)
{
    static const float onef[2] = {1, 0}, monef[2] = {-1, 0};
    static const double oned[2] = {1, 0}, moned[2] = {-1, 0};
    int sp = x->t == CB_S || x->t == CB_C, ntg, fwd = blk_order(x, &ntg);
    const void *one = sp ? (const void *)onef : oned, *mone = sp ? (const void *)monef : moned;
    int nblk = (x->ka + x->bs - 1) / x->bs, st = 0;
    clblasTranspose tA = cb_trans(x->transa), tN = clblasNoTrans;
    for (int step = 0; step < nblk && st == 0; step++) {
        int k = fwd ? step : nblk - 1 - step, r0 = k * x->bs;
        int rk = x->ka - r0 < x->bs ? x->ka - r0 : x->bs;
        const void *sa = x->solve && step ? one : x->alpha;
        /* block k of A is up: a barrier, or (CLMATH_CBLAS_WAIT) the event in
         * the wait list of the step's first call */
        if (!pp->wait) {
            cb_tlabel("wait A%d", k);
            st = cb_pipe_wait(pp, q, ev[k]);
        }
        int nw = pp->wait;
        cb_tlabel("tr%cm %d", x->solve ? 's' : 'm', k);
        if (st == 0 && x->solve)
            CB_CALLW_SDCZ(st, x->t, q, nw, nw ? &ev[k] : NULL, NULL, trsm, XT_ARGS);
        else if (st == 0)
            CB_CALLW_SDCZ(st, x->t, q, nw, nw ? &ev[k] : NULL, NULL, trmm, XT_ARGS);
        cb_pipe_cmd(pp, q);
        int u0 = fwd ? r0 + rk : 0, un = fwd ? x->ka - u0 : r0;
        if (st != 0 || un == 0)
            continue;
        /* the GEMM: C = ga M1 M2 + gb C, M1 and M2 in B or A */
        int bk = x->solve; /* B's block k is a factor (TRSM) or the result */
        int ub = bk ? r0 : u0, uc = bk ? u0 : r0;
        size_t gm = x->left ? (size_t)(bk ? un : rk) : (size_t)x->w;
        size_t gn = x->left ? (size_t)x->w : (size_t)(bk ? un : rk), gk = bk ? rk : un;
        size_t ao = x->solve == x->left ? aoff(x, u0, r0) : aoff(x, r0, u0);
        cl_mem m1 = x->left ? x->dA : x->dB, m2 = x->left ? x->dB : x->dA;
        size_t o1 = x->left ? ao : boff(x, ub), o2 = x->left ? boff(x, ub) : ao;
        size_t l1 = x->left ? x->ldA : x->ldB, l2 = x->left ? x->ldB : x->ldA, oc = boff(x, uc);
        clblasTranspose ta = x->left ? tA : tN, tb = x->left ? tN : tA;
        const void *ga = x->solve ? mone : x->alpha, *gb = x->solve ? sa : one;
        cb_tlabel("gemm %d", k);
        CB_CALL_SDCZ(st, x->t, q, gemm, XG_ARGS);
        cb_pipe_cmd(pp, q);
    }
    return st;
}

#define TRXM_ARGS(SC, SR)                                                                    \
    clblasColumnMajor, cb_side(fside), cb_uplo(fuplo), cb_trans(transa), cb_diag(diag),      \
        (size_t)pm, (size_t)pn, SC(alpha), x.dA, 0, (size_t)ka, dB[s], 0, (size_t)pm

void cb_trxm(int t, const char *rout, int solve, int layout, int side, int uplo, int transa,
             int diag, int M, int N, const void *alpha, const void *A, int lda, void *B, int ldb)
{
    int row = layout == CblasRowMajor;
    int p = !cb_order_ok(layout) ? 1 : !cb_side_ok(side) ? 2 : !cb_uplo_ok(uplo) ? 3
          : !cb_trans_ok(transa) ? 4 : !cb_diag_ok(diag) ? 5 : 0;
    if (p) {
        cb_error(p, p > 1 && row, rout);
        return;
    }
    int fside = row ? cb_flip_side(side) : side, fuplo = row ? cb_flip_uplo(uplo) : uplo;
    int fm = row ? N : M, fn = row ? M : N, ka = fside == CblasLeft ? fm : fn;
    p = fm < 0 ? 6 : fn < 0 ? 7 : lda < cb_max1(ka) ? 10 : ldb < cb_max1(fm) ? 12 : 0;
    if (cb_error(p, row, rout) || fm == 0 || fn == 0)
        return;
    size_t es = cb_esize[t];
    if (cb_is_zero(t, alpha)) { /* B := 0, as the reference, which reads neither A nor B */
        for (int j = 0; j < fn; j++)
            memset((char *)B + (size_t)j * ldb * es, 0, (size_t)fm * es);
        return;
    }
    /* independent panels: B's columns for a left side, its rows for a right */
    int left = fside == CblasLeft, len = left ? fn : fm;
    int nb = cb_panel_width(len, (double)fm * fn * ka, 4);
    int np = (len + nb - 1) / nb;
    /* Pipelined (several panels): queue 0 uploads A by blocks in the order
     * the first panel takes them (first_panel), and the panels alternate
     * between queues 1 and 2, the second waiting for all of A. One panel:
     * A whole, then the panel, on queue 0. */
    int prog = np > 1;
    cb_pipe pp = {0};
    cl_mem dB[CB_MAX_QUEUES] = {0};
    cl_event ev[CB_MAX_BLOCKS] = {0};
    trx x = {t, solve, left, fuplo, transa, diag, ka, 0, 0, ka, 0, alpha, NULL, NULL};
    int err = cb_pipe_open(&pp, prog ? CB_MAX_QUEUES : 1, rout, 1) ? CL_INVALID_COMMAND_QUEUE
                                                                : CL_SUCCESS;
    int q1 = prog, nslots = pp.nq - q1;
    x.bs = nb > (ka + CB_MAX_BLOCKS - 1) / CB_MAX_BLOCKS ? nb : (ka + CB_MAX_BLOCKS - 1) / CB_MAX_BLOCKS;
    int nblk = (ka + x.bs - 1) / x.bs, ntg, fwd = blk_order(&x, &ntg);
    if (err == CL_SUCCESS && !(x.dA = cb_get((size_t)ka * ka * es)))
        err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int s = 0; s < nslots && err == CL_SUCCESS; s++)
        if (!(dB[s] = cb_get((size_t)(left ? fm : fn) * nb * es)))
            err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    cb_tlabel("up A");
    if (err == CL_SUCCESS && !prog)
        err = cb_mat_up(pp.q[0], x.dA, 0, 0, A, ka, ka, lda, es, 0);
    for (int step = 0; step < nblk && prog && err == CL_SUCCESS; step++) {
        /* block k within the stored triangle: rows ra .. ra + nr, columns
         * ca .. ca + nc of A */
        int k = fwd ? step : nblk - 1 - step, r0 = k * x.bs, rk = ka - r0 < x.bs ? ka - r0 : x.bs;
        int ra = fwd || !ntg ? r0 : 0, nr = !ntg ? rk : fwd ? ka - r0 : r0 + rk;
        int ca = ntg || fwd ? r0 : 0, nc = ntg ? rk : fwd ? ka - r0 : r0 + rk;
        size_t at = (size_t)ca * lda + ra;
        cb_tlabel("up A%d", k);
        err = cb_mat_up(pp.q[0], x.dA, ((size_t)ca * ka + ra) * es, ka, (const char *)A + at * es,
                        nr, nc, lda, es, 0);
        cb_pipe_cmd(&pp, pp.q[0]);
        if (err == CL_SUCCESS) {
            err = clEnqueueMarkerWithWaitList(pp.q[0], 0, NULL, &ev[k]);
            cb_tadd_label(pp.q[0], &ev[k], "marker A");
        }
    }
    int st = 0;
    for (int j = 0; j < np && err == CL_SUCCESS && st == 0; j++) {
        int s = j % nslots, j0 = j * nb, w = len - j0 < nb ? len - j0 : nb;
        int pm = left ? fm : w, pn = left ? w : fn;
        char *Bp = (char *)B + (size_t)j0 * (left ? (size_t)ldb : 1) * es;
        cl_command_queue q = pp.q[q1 + s];
        cb_tlabel("up B%d", j);
        err = cb_mat_up(q, dB[s], 0, 0, Bp, pm, pn, ldb, es, 0);
        cb_pipe_cmd(&pp, q);
        if (err != CL_SUCCESS)
            break;
        if (prog && j == 0) {
            x.w = w, x.ldB = pm, x.dB = dB[s];
            st = first_panel(&x, &pp, q, ev);
        } else {
            /* the first panel of every other queue: all of A (with
             * CLMATH_CBLAS_WAIT, in the call's wait list); later panels
             * follow their queue's first */
            cl_event *all = prog && j < nslots ? &ev[fwd ? nblk - 1 : 0] : NULL;
            if (all && !pp.wait) {
                cb_tlabel("wait A");
                st = cb_pipe_wait(&pp, q, *all);
                all = NULL;
            }
            cb_tlabel("tr%cm B%d", solve ? 's' : 'm', j);
            if (st == 0 && solve)
                CB_CALLW_SDCZ(st, t, q, all != NULL, all, NULL, trsm, TRXM_ARGS);
            else if (st == 0)
                CB_CALLW_SDCZ(st, t, q, all != NULL, all, NULL, trmm, TRXM_ARGS);
            cb_pipe_cmd(&pp, q);
        }
        cb_tlabel("down B%d", j);
        if (st == 0)
            err = cb_mat_down(q, dB[s], 0, 0, Bp, pm, pn, ldb, es, 0);
        cb_pipe_cmd(&pp, q);
    }
    cb_pipe_end(&pp, rout, err, st);
    for (int i = 0; i < CB_MAX_BLOCKS; i++)
        if (ev[i])
            clReleaseEvent(ev[i]);
    cb_put(x.dA);
    for (int s = 0; s < CB_MAX_QUEUES; s++)
        cb_put(dB[s]);
}

/* ---- SYMM, HEMM: C := alpha A B + beta C (left) or alpha B A + beta C ---- */

#define SYMM_ARGS(SC, SR)                                                                    \
    clblasColumnMajor, cb_side(fside), cb_uplo(fuplo), (size_t)pm, (size_t)pn, SC(alpha), dA, \
        0, (size_t)cb_max1(ka), dB[s], 0, (size_t)pm, SC(beta), dC[s], 0, (size_t)pm

void cb_symm(int t, const char *rout, int herm, int layout, int side, int uplo, int M, int N,
             const void *alpha, const void *A, int lda, const void *B, int ldb,
             const void *beta, void *C, int ldc)
{
    int row = layout == CblasRowMajor;
    int p = !cb_order_ok(layout) ? 1 : !cb_side_ok(side) ? 2 : !cb_uplo_ok(uplo) ? 3 : 0;
    if (p) {
        cb_error(p, p > 1 && row, rout);
        return;
    }
    /* the reference's column-major call: side and uplo flipped, M and N
     * swapped (C^T = B^T A^T, and A^T is A, or conj(A) stored the other
     * way for HEMM) */
    int fside = row ? cb_flip_side(side) : side, fuplo = row ? cb_flip_uplo(uplo) : uplo;
    int fm = row ? N : M, fn = row ? M : N, left = fside == CblasLeft, ka = left ? fm : fn;
    p = fm < 0 ? 4 : fn < 0 ? 5 : lda < cb_max1(ka) ? 8 : ldb < cb_max1(fm) ? 10
      : ldc < cb_max1(fm) ? 13 : 0;
    if (cb_error(p, row, rout))
        return;
    if (M == 0 || N == 0 || (cb_is_zero(t, alpha) && cb_is_one(t, beta)))
        return;
    size_t es = cb_esize[t];
    int a0 = cb_is_zero(t, alpha), cin = !cb_is_zero(t, beta); /* alpha = 0: A, B not read */
    /* panels of B and C: columns for a left side, rows for a right; A
     * whole first, on queue 0, which the others wait for */
    int len = left ? fn : fm, nb = cb_panel_width(len, 2.0 * fm * fn * ka, 8);
    int np = (len + nb - 1) / nb;
    cb_pipe pp = {0};
    cl_mem dA = NULL, dB[CB_MAX_QUEUES] = {0}, dC[CB_MAX_QUEUES] = {0};
    int err = cb_pipe_open(&pp, np, rout, 1) ? CL_INVALID_COMMAND_QUEUE : CL_SUCCESS, st = 0;
    size_t pbytes = (size_t)(left ? fm : fn) * nb * es;
    if (err == CL_SUCCESS && !(dA = cb_get((size_t)ka * ka * es)))
        err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int s = 0; s < pp.nq && err == CL_SUCCESS; s++)
        if (!(dB[s] = cb_get(pbytes)) || !(dC[s] = cb_get(pbytes)))
            err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    cb_tlabel("up A");
    if (err == CL_SUCCESS && !a0)
        err = cb_mat_up(pp.q[0], dA, 0, 0, A, ka, ka, lda, es, 0);
    if (err == CL_SUCCESS)
        err = cb_pipe_fence(&pp);
    for (int j = 0; j < np && err == CL_SUCCESS && st == 0; j++) {
        int s = j % pp.nq, j0 = j * nb, w = len - j0 < nb ? len - j0 : nb;
        int pm = left ? fm : w, pn = left ? w : fn;
        const char *Bp = (const char *)B + (size_t)j0 * (left ? (size_t)ldb : 1) * es;
        char *Cp = (char *)C + (size_t)j0 * (left ? (size_t)ldc : 1) * es;
        cl_command_queue q = pp.q[s];
        cb_tlabel("up B%d", j);
        if (!a0)
            err = cb_mat_up(q, dB[s], 0, 0, Bp, pm, pn, ldb, es, 0);
        cb_tlabel("up C%d", j);
        if (err == CL_SUCCESS && cin)
            err = cb_mat_up(q, dC[s], 0, 0, Cp, pm, pn, ldc, es, 0);
        cb_pipe_cmd(&pp, q);
        cb_tlabel("symm %d", j);
        if (err == CL_SUCCESS && herm)
            CB_CALL_CZ(st, t, q, hemm, SYMM_ARGS);
        else if (err == CL_SUCCESS)
            CB_CALL_SDCZ(st, t, q, symm, SYMM_ARGS);
        cb_pipe_cmd(&pp, q);
        cb_tlabel("down C%d", j);
        if (err == CL_SUCCESS && st == 0)
            err = cb_mat_down(q, dC[s], 0, 0, Cp, pm, pn, ldc, es, 0);
        cb_pipe_cmd(&pp, q);
    }
    cb_pipe_end(&pp, rout, err, st);
    cb_put(dA);
    for (int s = 0; s < CB_MAX_QUEUES; s++)
        cb_put(dB[s]), cb_put(dC[s]);
}

/* ---- SYRK, HERK, SYR2K, HER2K on C's triangle ---- */

/* Panels of C's columns j0 .. j0 + w, as far as the triangle reaches
 * (lower: rows j0 .. N, upper: 0 .. j0 + w), at dC[s] with ld rows: the
 * routine itself on the diagonal block, a GEMM (two for the rank-2k
 * updates) on the rectangle beside it. X = op(A), N x K: its block of rows
 * r starts at XO(r) of A's copy (ld ldA). */
#define XO(r) (fnt ? (size_t)(r) : (size_t)(r) * ldA)
#define RK_HEAD(SCA)                                                                         \
    clblasColumnMajor, cb_uplo(fup), rtr, (size_t)w, (size_t)kk, SCA(ra), dA, XO(j0), (size_t)ldA
#define RK_TAIL(SCB) SCB(beta), dC[s], (size_t)(j0 - r0), (size_t)rows
#define RK_B dB, XO(j0), (size_t)ldA
#define SYRK_ARGS(SC, SR) RK_HEAD(SC), RK_TAIL(SC)
#define HERK_ARGS(SC, SR) RK_HEAD(SR), RK_TAIL(SR)
#define SYR2K_ARGS(SC, SR) RK_HEAD(SC), RK_B, RK_TAIL(SC)
#define HER2K_ARGS(SC, SR) RK_HEAD(SC), RK_B, RK_TAIL(SR)
#define RG_ARGS(SC, SR)                                                                      \
    clblasColumnMajor, ta, tb, (size_t)gm, (size_t)w, (size_t)kk, SC(g1p), m1, XO(gr), (size_t)ldA, \
        m2, XO(j0), (size_t)ldA, SC(g2p), dC[s], (size_t)coff, (size_t)rows

/* the scalar v (of type t, or of its real type: real) as one of type t,
 * conjugated if conj */
static void as_t(int t, double out[2], const void *v, int real, int conj)
{
    size_t rs = t == CB_S || t == CB_C ? 4 : 8;
    memset(out, 0, 2 * sizeof(double));
    memcpy(out, v, real || t < CB_C ? rs : 2 * rs);
    if (conj && t == CB_C)
        ((float *)out)[1] = -((float *)out)[1];
    else if (conj && t == CB_Z)
        out[1] = -out[1];
}

/* kind: 0 syrk, 1 herk, 2 syr2k, 3 her2k */
void cb_rankk(int t, const char *rout, int kind, int layout, int uplo, int trans, int N, int K,
              const void *alpha, const void *A, int lda, const void *B, int ldb,
              const void *beta, void *C, int ldc)
{
    int row = layout == CblasRowMajor, cplx = t >= CB_C, herm = kind & 1, two = kind >= 2;
    /* complex SYRK takes N and T, HERK N and C; real ones all three */
    int tok = cb_trans_ok(trans) && !(cplx && !herm && trans == CblasConjTrans) &&
              !(herm && trans == CblasTrans);
    int p = !cb_order_ok(layout) ? 1 : !cb_uplo_ok(uplo) ? 2 : !tok ? 3 : 0;
    if (p) {
        cb_error(p, p > 1 && row, rout);
        return;
    }
    /* the reference's Fortran call: row-major flips uplo and N <-> T / C
     * (and conjugates HER2K's alpha: C^T = conj(C)) */
    int fnt = row ? !cb_notrans(trans) : cb_notrans(trans);
    int nrowa = fnt ? N : K;
    p = N < 0 ? 4 : K < 0 ? 5 : lda < cb_max1(nrowa) ? 8
      : two && ldb < cb_max1(nrowa) ? 10 : ldc < cb_max1(N) ? (two ? 13 : 11) : 0;
    if (cb_error(p, row, rout))
        return;
    /* the real scalars of HERK (alpha, beta) and HER2K (beta) */
    int rt = t == CB_C ? CB_S : CB_D;
    int a0 = herm && !two ? cb_is_zero(rt, alpha) : cb_is_zero(t, alpha);
    int b1 = herm ? cb_is_one(rt, beta) : cb_is_one(t, beta);
    if (N == 0 || ((a0 || K == 0) && b1))
        return;
    size_t es = cb_esize[t];
    int fup = row ? cb_flip_uplo(uplo) : uplo, lower = fup == CblasLower;
    int kk = a0 ? 0 : K; /* alpha = 0: A and B are not read */
    clblasTranspose tc = herm ? clblasConjTrans : clblasTrans;
    clblasTranspose rtr = fnt ? clblasNoTrans : tc, ta = fnt ? clblasNoTrans : tc;
    clblasTranspose tb = fnt ? tc : clblasNoTrans;
    double ra_[2], g1[2], g2[2], ga2[2];
    as_t(t, ra_, alpha, herm && !two, kind == 3 && row);
    as_t(t, g2, beta, herm, 0);
    as_t(t, ga2, ra_, 0, herm); /* the second product's alpha: conj for HER2K */
    memcpy(g1, ra_, sizeof g1);
    const void *ra = herm && !two ? alpha : ra_; /* the routine's own alpha */
    static const double one[2] = {1, 0};
    static const float onef[2] = {1, 0};
    const void *g1p = g1, *g2p = g2, *onep = t == CB_S || t == CB_C ? (const void *)onef : one;
    int ar = fnt ? N : K, ac = fnt ? K : N, ldA = cb_max1(ar);
    int nb = cb_panel_width(N, (two ? 2.0 : 1.0) * N * N * kk, 8), np = (N + nb - 1) / nb;
    cb_pipe pp = {0};
    cl_mem dA = NULL, dB = NULL, dC[CB_MAX_QUEUES] = {0};
    int err = cb_pipe_open(&pp, np, rout, 1) ? CL_INVALID_COMMAND_QUEUE : CL_SUCCESS, st = 0;
    size_t abytes = (kk ? (size_t)ar * ac : 1) * es;
    if (err == CL_SUCCESS && (!(dA = cb_get(abytes)) || !(dB = cb_get(two ? abytes : es))))
        err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int s = 0; s < pp.nq && err == CL_SUCCESS; s++)
        if (!(dC[s] = cb_get((size_t)N * nb * es)))
            err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    cb_tlabel("up A");
    if (err == CL_SUCCESS && kk)
        err = cb_mat_up(pp.q[0], dA, 0, 0, A, ar, ac, lda, es, 0);
    cb_tlabel("up B");
    if (err == CL_SUCCESS && kk && two)
        err = cb_mat_up(pp.q[0], dB, 0, 0, B, ar, ac, ldb, es, 0);
    if (err == CL_SUCCESS)
        err = cb_pipe_fence(&pp);
    for (int j = 0; j < np && err == CL_SUCCESS && st == 0; j++) {
        int s = j % pp.nq, j0 = j * nb, w = N - j0 < nb ? N - j0 : nb;
        int r0 = lower ? j0 : 0, rows = lower ? N - j0 : j0 + w;
        /* C moves whole rows of the panel: the part of the diagonal block
         * outside the triangle comes back as it went */
        char *Cp = (char *)C + ((size_t)j0 * ldc + r0) * es;
        cl_command_queue q = pp.q[s];
        cb_tlabel("up C%d", j);
        err = cb_mat_up(q, dC[s], 0, 0, Cp, rows, w, ldc, es, 0);
        cb_pipe_cmd(&pp, q);
        if (err != CL_SUCCESS)
            break;
        cb_tlabel("rankk %d", j);
        switch (kind) {
        case 0: CB_CALL_SDCZ(st, t, q, syrk, SYRK_ARGS); break;
        case 1: CB_CALL_CZ(st, t, q, herk, HERK_ARGS); break;
        case 2: CB_CALL_SDCZ(st, t, q, syr2k, SYR2K_ARGS); break;
        default: CB_CALL_CZ(st, t, q, her2k, HER2K_ARGS); break;
        }
        /* the rectangle: rows gr .. gr + gm of the panel's columns */
        int gm = rows - w, gr = lower ? j0 + w : 0;
        size_t coff = lower ? (size_t)w : 0;
        cl_mem m1 = dA, m2 = two ? dB : dA;
        cb_tlabel("gemm %d", j);
        if (st == 0 && gm > 0)
            CB_CALL_SDCZ(st, t, q, gemm, RG_ARGS);
        if (st == 0 && gm > 0 && two) { /* + alpha' B_r A_j^T (^H) */
            m1 = dB, m2 = dA, g1p = ga2, g2p = onep;
            CB_CALL_SDCZ(st, t, q, gemm, RG_ARGS);
            m1 = dA, g1p = g1, g2p = g2;
        }
        cb_pipe_cmd(&pp, q);
        cb_tlabel("down C%d", j);
        if (st == 0)
            err = cb_mat_down(q, dC[s], 0, 0, Cp, rows, w, ldc, es, 0);
        cb_pipe_cmd(&pp, q);
    }
    cb_pipe_end(&pp, rout, err, st);
    cb_put(dA), cb_put(dB);
    for (int s = 0; s < CB_MAX_QUEUES; s++)
        cb_put(dC[s]);
}
