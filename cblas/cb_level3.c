/*
 * CBLAS Level 3 on clmath. Every routine first checks its arguments as
 * the reference does (its Fortran routine's order and numbers, on the
 * arguments the reference passes it: a row-major call swaps them), then
 * runs on the device. GEMM, TRMM and TRSM hide their transfers (after
 * KBLAS's host API): GEMM computes C in tiles as their blocks of A and B
 * arrive; TRMM and TRSM cut B into panels whose upload, computation and
 * download run on different queues, so that they overlap, and a left-side
 * TRSM solves its first panel by blocks as A's blocks arrive. A goes up
 * once. The others move their operands whole.
 */
#include <stdlib.h>
#include <string.h>

#include "cb_internal.h"

static int flip_uplo(int u) { return u == CblasUpper ? CblasLower : CblasUpper; }
static int flip_side(int s) { return s == CblasLeft ? CblasRight : CblasLeft; }

/* Columns per panel: CLMATH_CBLAS_PANEL if set, else the whole matrix for
 * small products (too little work to hide anything), else about an eighth
 * of the columns, in multiples of 64. */
static int panel_width(int n, double work)
{
    const char *e = getenv("CLMATH_CBLAS_PANEL");
    int nb = e && atoi(e) > 0 ? atoi(e) : 0;
    if (!nb) {
        if (work < 1.5e9)
            return n > 0 ? n : 1;
        nb = (n + 7) / 8;
        nb = (nb + 63) / 64 * 64;
        if (nb < 256)
            nb = 256;
    }
    return nb < n ? nb : (n > 0 ? n : 1);
}

/* The queues a pipeline runs on; the first holds A's upload, which the
 * others wait for. */
typedef struct pipe {
    int nq;
    cl_command_queue q[CB_MAX_QUEUES];
} pipe_t;

static int pipe_open(pipe_t *p, int panels)
{
    p->nq = panels < CB_MAX_QUEUES ? panels : CB_MAX_QUEUES;
    if (p->nq < 1)
        p->nq = 1;
    for (int i = 0; i < p->nq; i++)
        if (!(p->q[i] = i ? cb_queue_n(i) : cb_queue()))
            return 1;
    return 0;
}

/* the other queues wait for what queue 0 has enqueued so far */
static int pipe_fence(pipe_t *p)
{
    if (p->nq == 1)
        return CL_SUCCESS;
    cl_event ev = NULL;
    int err = clEnqueueMarkerWithWaitList(p->q[0], 0, NULL, &ev);
    for (int i = 1; i < p->nq && err == CL_SUCCESS; i++)
        err = clEnqueueBarrierWithWaitList(p->q[i], 1, &ev, NULL);
    if (ev)
        clReleaseEvent(ev);
    return err;
}

static void pipe_close(pipe_t *p)
{
    for (int i = 0; i < p->nq; i++)
        if (p->q[i])
            clFinish(p->q[i]);
}

/* ---- GEMM ---- */

/* one tile of C: rows r0 .. r0 + mr, columns c0 .. c0 + w */
#define GEMM_ARGS(SC, SR)                                                                   \
    clblasColumnMajor, cb_trans(fta), cb_trans(ftb), (size_t)mr, (size_t)w, (size_t)kk,    \
        SC(alpha), dA, (size_t)r0 * (cb_notrans(fta) ? 1 : (size_t)ldA), (size_t)ldA, dB,    \
        (size_t)c0 * (cb_notrans(ftb) ? (size_t)ldB : 1), (size_t)ldB, SC(beta), dC,         \
        (size_t)c0 * fm + r0, (size_t)fm

#define MAX_BLOCKS 64

/* Tiles of GEMM's C: CLMATH_CBLAS_PANEL if set, else the whole of small
 * products, else about a quarter of each side (large enough to fill a GPU) */
static int tile_size(int n, double work)
{
    const char *e = getenv("CLMATH_CBLAS_PANEL");
    int nb = e && atoi(e) > 0 ? atoi(e) : 0;
    if (!nb) {
        if (work < 1.5e9)
            return n > 0 ? n : 1;
        nb = ((n + 3) / 4 + 63) / 64 * 64;
        nb = nb < 256 ? 256 : nb;
    }
    if ((n + nb - 1) / nb > MAX_BLOCKS)
        nb = (n + MAX_BLOCKS - 1) / MAX_BLOCKS;
    return nb < n ? nb : (n > 0 ? n : 1);
}

static void gemm(int t, const char *rout, int layout, int ta, int tb, int M, int N, int K,
                 const void *alpha, const void *A, int lda, const void *B, int ldb,
                 const void *beta, void *C, int ldc)
{
    int row = layout == CblasRowMajor;
    if (!cb_order_ok(layout)) {
        cb_error(1, 0, rout);
        return;
    }
    if (!cb_trans_ok(ta) || !cb_trans_ok(tb)) {
        cb_error(cb_trans_ok(ta) ? 3 : 2, row, rout);
        return;
    }
    /* the column-major product the reference hands to Fortran */
    int fta = row ? tb : ta, ftb = row ? ta : tb, fm = row ? N : M, fn = row ? M : N;
    int flda = row ? ldb : lda, fldb = row ? lda : ldb;
    const char *fA = row ? B : A, *fB = row ? A : B;
    int p = fm < 0 ? 4 : fn < 0 ? 5 : K < 0 ? 6
          : flda < cb_max1(cb_notrans(fta) ? fm : K) ? 9
          : fldb < cb_max1(cb_notrans(ftb) ? K : fn) ? 11
          : ldc < cb_max1(fm) ? 14 : 0;
    if (cb_error(p, row, rout))
        return;
    if (fm == 0 || fn == 0 || ((K == 0 || cb_is_zero(t, alpha)) && cb_is_one(t, beta)))
        return;
    size_t es = cb_esize[t];
    int kk = cb_is_zero(t, alpha) ? 0 : K; /* alpha = 0: A and B are not read */
    int cin = !cb_is_zero(t, beta);
    /* Tiled (large products): C in tiles C_ij = op(A)_i op(B)_j. Queue 0
     * uploads A's blocks of rows and B's blocks of columns in the order
     * A_0, B_0, A_1, B_1, ...; after A_k and B_k every tile with max(i, j)
     * = k can be computed, so the work ready grows faster than the uploads
     * and computation overlaps them from the first tile on. The tiles run
     * on queues 1 and 2 in turn, each waiting for its blocks, and go back
     * as soon as they are done. Small products: one tile on queue 0. */
    double work = 2.0 * fm * fn * kk;
    int tm = tile_size(fm, work), tn = tile_size(fn, work);
    int pm = (fm + tm - 1) / tm, pn = (fn + tn - 1) / tn, tiled = pm * pn > 1;
    pipe_t pp = {0};
    int err = pipe_open(&pp, tiled ? CB_MAX_QUEUES : 1) ? CL_INVALID_COMMAND_QUEUE : CL_SUCCESS;
    int nc = pp.nq > 1 ? pp.nq - 1 : 1;
    size_t arows = cb_notrans(fta) ? fm : kk, acols = cb_notrans(fta) ? kk : fm;
    size_t brows = cb_notrans(ftb) ? kk : fn, bcols = cb_notrans(ftb) ? fn : kk;
    size_t asize = arows * acols, bsize = brows * bcols;
    int ldA = cb_max1((int)arows), ldB = cb_max1((int)brows);
    cl_event evA[MAX_BLOCKS] = {0}, evB[MAX_BLOCKS] = {0};
    cl_mem dA = NULL, dB = NULL, dC = NULL;
    if (err == CL_SUCCESS && (!(dA = cb_get((asize ? asize : 1) * es)) ||
                              !(dB = cb_get((bsize ? bsize : 1) * es)) ||
                              !(dC = cb_get((size_t)fm * fn * es))))
        err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    int st = 0, tile = 0;
    cl_command_queue uq = pp.q[0];
    for (int k = 0; k < (pm > pn ? pm : pn) && err == CL_SUCCESS && st == 0; k++) {
        if (k < pm && asize) { /* rows of op(A): rows of A, or columns for a transpose */
            size_t r0 = (size_t)k * tm, mr = fm - r0 < (size_t)tm ? fm - r0 : (size_t)tm;
            if (cb_notrans(fta))
                err = cb_mat_up(uq, dA, r0 * es, arows, fA + r0 * es, mr, kk, flda, es, 0);
            else
                err = cb_mat_up(uq, dA, r0 * arows * es, 0, fA + r0 * flda * es, kk, mr, flda,
                                es, 0);
            if (err == CL_SUCCESS && tiled)
                err = clEnqueueMarkerWithWaitList(uq, 0, NULL, &evA[k]);
        }
        if (k < pn && bsize && err == CL_SUCCESS) { /* columns of op(B) */
            size_t c0 = (size_t)k * tn, w = fn - c0 < (size_t)tn ? fn - c0 : (size_t)tn;
            if (cb_notrans(ftb))
                err = cb_mat_up(uq, dB, c0 * brows * es, 0, fB + c0 * fldb * es, kk, w, fldb,
                                es, 0);
            else
                err = cb_mat_up(uq, dB, c0 * es, brows, fB + c0 * es, w, kk, fldb, es, 0);
            if (err == CL_SUCCESS && tiled)
                err = clEnqueueMarkerWithWaitList(uq, 0, NULL, &evB[k]);
        }
        /* the tiles (i, j) with max(i, j) = k */
        for (int i = 0; i < pm && i <= k && err == CL_SUCCESS && st == 0; i++)
            for (int j = i == k ? 0 : k; j < pn && j <= k && err == CL_SUCCESS && st == 0; j++) {
                int r0 = i * tm, mr = fm - r0 < tm ? fm - r0 : tm;
                int c0 = j * tn, w = fn - c0 < tn ? fn - c0 : tn;
                cl_command_queue q = tiled ? pp.q[1 + tile++ % nc] : uq;
                char *Ct = (char *)C + ((size_t)c0 * ldc + r0) * es;
                size_t coff = ((size_t)c0 * fm + r0) * es;
                if (cin)
                    err = cb_mat_up(q, dC, coff, fm, Ct, mr, w, ldc, es, 0);
                cl_event wait[2];
                int nw = 0;
                if (evA[i])
                    wait[nw++] = evA[i];
                if (evB[j])
                    wait[nw++] = evB[j];
                if (err == CL_SUCCESS && nw)
                    err = clEnqueueBarrierWithWaitList(q, nw, wait, NULL);
                if (err == CL_SUCCESS)
                    CB_CALL_SDCZ(st, t, q, gemm, GEMM_ARGS);
                if (err == CL_SUCCESS && st == 0)
                    err = cb_mat_down(q, dC, coff, fm, Ct, mr, w, ldc, es, 0);
            }
    }
    pipe_close(&pp);
    for (int i = 0; i < MAX_BLOCKS; i++) {
        if (evA[i])
            clReleaseEvent(evA[i]);
        if (evB[i])
            clReleaseEvent(evB[i]);
    }
    if (err != CL_SUCCESS)
        cb_fail(rout, "a transfer", err);
    else if (st != 0)
        cb_fail(rout, "clmath", st);
    cb_put(dA);
    cb_put(dB);
    cb_put(dC);
}

/* ---- TRMM, TRSM: B := alpha op(A)^(+-1) B or alpha B op(A)^(+-1) ---- */

#define TRXM_ARGS(SC, SR)                                                                    \
    clblasColumnMajor, cb_side(fside), cb_uplo(fuplo), cb_trans(transa), cb_diag(diag),      \
        (size_t)pm, (size_t)pn, SC(alpha), dA, 0, (size_t)ldA, dB[s], 0, (size_t)ldB

/* TRSM's first panel (left side, column-major: m x w at dB, ld m) solved
 * block by block as A's blocks arrive (ev[k]: block k is up): the diagonal
 * block's solve, then a GEMM update of the rows still to solve (alpha
 * applied once, at the first step), top down when op(A) is lower
 * triangular, bottom up when upper. */
#define TB_ARGS(SC, SR)                                                                      \
    clblasColumnMajor, clblasLeft, cb_uplo(uplo), cb_trans(transa), cb_diag(diag), (size_t)rk, \
        (size_t)w, SC(sa), dA, (size_t)r0 * ldA + r0, (size_t)ldA, dB, (size_t)r0, (size_t)m
#define TG_ARGS(SC, SR)                                                                      \
    clblasColumnMajor, cb_trans(transa), clblasNoTrans, (size_t)un, (size_t)w, (size_t)rk,      \
        SC(mone), dA, aoff, (size_t)ldA, dB, (size_t)r0, (size_t)m, SC(sa), dB, (size_t)u0,     \
        (size_t)m

static int trsm_blocks(int t, cl_command_queue q, int uplo, int transa, int diag, int m, int w,
                       const void *alpha, cl_mem dA, int ldA, cl_mem dB, int bs, cl_event *ev)
{
    static const float onef[2] = {1, 0}, monef[2] = {-1, 0};
    static const double oned[2] = {1, 0}, moned[2] = {-1, 0};
    const void *one = t == CB_S || t == CB_C ? (const void *)onef : oned;
    const void *mone = t == CB_S || t == CB_C ? (const void *)monef : moned;
    int nt = cb_notrans(transa), fwd = (uplo == CblasLower) == nt, nblk = (m + bs - 1) / bs;
    int st = 0;
    for (int step = 0; step < nblk && st == 0; step++) {
        int k = fwd ? step : nblk - 1 - step, r0 = k * bs, rk = m - r0 < bs ? m - r0 : bs;
        const void *sa = step ? one : alpha;
        st = clEnqueueBarrierWithWaitList(q, 1, &ev[k], NULL);
        if (st == 0)
            CB_CALL_SDCZ(st, t, q, trsm, TB_ARGS);
        /* op(A)'s rows u0 .. u0 + un of block column k: A's, or its transpose's */
        int u0 = fwd ? r0 + rk : 0, un = fwd ? m - u0 : r0;
        size_t aoff = nt ? (size_t)r0 * ldA + u0 : (size_t)u0 * ldA + r0;
        if (st == 0 && un > 0)
            CB_CALL_SDCZ(st, t, q, gemm, TG_ARGS);
    }
    return st;
}

static void trxm(int t, const char *rout, int solve, int layout, int side, int uplo, int transa,
                 int diag, int M, int N, const void *alpha, const void *A, int lda, void *B,
                 int ldb)
{
    int row = layout == CblasRowMajor;
    int p = !cb_order_ok(layout) ? 1 : !cb_side_ok(side) ? 2 : !cb_uplo_ok(uplo) ? 3
          : !cb_trans_ok(transa) ? 4 : !cb_diag_ok(diag) ? 5 : 0;
    if (p) {
        cb_error(p, p > 1 && row, rout);
        return;
    }
    int fside = row ? flip_side(side) : side, fuplo = row ? flip_uplo(uplo) : uplo;
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
    int nb = panel_width(len, (double)fm * fn * ka);
    int np = (len + nb - 1) / nb;
    /* TRSM with a left side, pipelined: queue 0 uploads A by blocks of
     * op(A)'s columns in the order the solve takes them, the first panel
     * is solved block by block as they arrive (trsm_blocks) and the panels
     * alternate between queues 1 and 2. Otherwise A goes up whole first
     * and the panels take the queues in turn. */
    int prog = solve && left && np > 1;
    pipe_t pp = {0};
    cl_mem dA = NULL, dB[CB_MAX_QUEUES] = {0};
    cl_event ev[MAX_BLOCKS] = {0};
    int err = pipe_open(&pp, prog ? CB_MAX_QUEUES : np) ? CL_INVALID_COMMAND_QUEUE : CL_SUCCESS;
    int q1 = prog, nslots = pp.nq - q1, ldA = ka;
    int bs = nb > (ka + MAX_BLOCKS - 1) / MAX_BLOCKS ? nb : (ka + MAX_BLOCKS - 1) / MAX_BLOCKS;
    int nblk = (ka + bs - 1) / bs, nt = cb_notrans(transa), fwd = (fuplo == CblasLower) == nt;
    if (err == CL_SUCCESS && !(dA = cb_get((size_t)ka * ka * es)))
        err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int s = 0; s < nslots && err == CL_SUCCESS; s++)
        if (!(dB[s] = cb_get((size_t)(left ? fm : fn) * nb * es)))
            err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    if (err == CL_SUCCESS && !prog)
        err = cb_mat_up(pp.q[0], dA, 0, 0, A, ka, ka, lda, es, 0);
    for (int step = 0; step < nblk && prog && err == CL_SUCCESS; step++) {
        /* op(A)'s block column k within the stored triangle: rows ra .. ra + nr,
         * columns ca .. ca + nc of A */
        int k = fwd ? step : nblk - 1 - step, r0 = k * bs, rk = ka - r0 < bs ? ka - r0 : bs;
        int ra = fwd || !nt ? r0 : 0, nr = !nt ? rk : fwd ? ka - r0 : r0 + rk;
        int ca = nt || fwd ? r0 : 0, nc = nt ? rk : fwd ? ka - r0 : r0 + rk;
        size_t at = (size_t)ca * lda + ra;
        err = cb_mat_up(pp.q[0], dA, ((size_t)ca * ldA + ra) * es, ldA, (const char *)A + at * es,
                        nr, nc, lda, es, 0);
        if (err == CL_SUCCESS)
            err = clEnqueueMarkerWithWaitList(pp.q[0], 0, NULL, &ev[k]);
    }
    if (err == CL_SUCCESS && !prog)
        err = pipe_fence(&pp);
    int st = 0;
    for (int j = 0; j < np && err == CL_SUCCESS && st == 0; j++) {
        int s = j % nslots, j0 = j * nb, w = len - j0 < nb ? len - j0 : nb;
        int pm = left ? fm : w, pn = left ? w : fn, ldB = pm;
        char *Bp = (char *)B + (size_t)j0 * (left ? (size_t)ldb : 1) * es;
        cl_command_queue q = pp.q[q1 + s];
        err = cb_mat_up(q, dB[s], 0, 0, Bp, pm, pn, ldb, es, 0);
        if (err != CL_SUCCESS)
            break;
        if (prog && j == 0) {
            st = trsm_blocks(t, q, fuplo, transa, diag, fm, w, alpha, dA, ldA, dB[s], bs, ev);
        } else {
            if (prog && j == 1) /* queue 2's first panel: all of A */
                st = clEnqueueBarrierWithWaitList(q, 1, &ev[fwd ? nblk - 1 : 0], NULL);
            if (st == 0 && solve)
                CB_CALL_SDCZ(st, t, q, trsm, TRXM_ARGS);
            else if (st == 0)
                CB_CALL_SDCZ(st, t, q, trmm, TRXM_ARGS);
        }
        if (st == 0)
            err = cb_mat_down(q, dB[s], 0, 0, Bp, pm, pn, ldb, es, 0);
    }
    pipe_close(&pp);
    for (int i = 0; i < MAX_BLOCKS; i++)
        if (ev[i])
            clReleaseEvent(ev[i]);
    if (err != CL_SUCCESS)
        cb_fail(rout, "a transfer", err);
    else if (st != 0)
        cb_fail(rout, "clmath", st);
    cb_put(dA);
    for (int s = 0; s < CB_MAX_QUEUES; s++)
        cb_put(dB[s]);
}

/* ---- SYMM, HEMM: C := alpha A B + beta C (left) or alpha B A + beta C ---- */

#define SYMM_ARGS(SC, SR)                                                                    \
    cb_order(layout), cb_side(side), cb_uplo(uplo), (size_t)M, (size_t)N, SC(alpha), op[0].d, \
        0, (size_t)cb_max1(ka), op[1].d, 0, (size_t)ldd, SC(beta), op[2].d, 0, (size_t)ldd

static void symm(int t, const char *rout, int herm, int layout, int side, int uplo, int M, int N,
                 const void *alpha, const void *A, int lda, const void *B, int ldb,
                 const void *beta, void *C, int ldc)
{
    int row = layout == CblasRowMajor;
    int p = !cb_order_ok(layout) ? 1 : !cb_side_ok(side) ? 2 : !cb_uplo_ok(uplo) ? 3 : 0;
    if (p) {
        cb_error(p, p > 1 && row, rout);
        return;
    }
    int fside = row ? flip_side(side) : side, fm = row ? N : M, fn = row ? M : N;
    int ka = side == CblasLeft ? M : N;
    p = fm < 0 ? 4 : fn < 0 ? 5 : lda < cb_max1(fside == CblasLeft ? fm : fn) ? 8
      : ldb < cb_max1(fm) ? 10 : ldc < cb_max1(fm) ? 13 : 0;
    if (cb_error(p, row, rout))
        return;
    if (M == 0 || N == 0 || (cb_is_zero(t, alpha) && cb_is_one(t, beta)))
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    size_t es = cb_esize[t], contig = row ? N : M, count = row ? M : N;
    int ldd = (int)contig, a0 = cb_is_zero(t, alpha);
    cb_op op[3] = {CB_MAT(A, ka, ka, lda, !a0, 0), CB_MAT(B, contig, count, ldb, !a0, 0),
                   CB_MAT(C, contig, count, ldc, !cb_is_zero(t, beta), 1)};
    if (cb_ops_up(rout, q, op, 3, es))
        return;
    int st;
    if (herm)
        CB_CALL_CZ(st, t, q, hemm, SYMM_ARGS);
    else
        CB_CALL_SDCZ(st, t, q, symm, SYMM_ARGS);
    cb_ops_down(rout, q, op, 3, es, st);
}

/* ---- SYRK, HERK, SYR2K, HER2K on C's triangle ---- */

#define RK_HEAD(SCA) cb_order(layout), cb_uplo(uplo), cb_trans(trans), (size_t)N, (size_t)K, SCA(alpha), \
        op[0].d, 0, (size_t)cb_max1((int)acontig)
#define RK_TAIL(SCB) SCB(beta), op[2].d, 0, (size_t)cb_max1(N)
#define RK_B op[1].d, 0, (size_t)cb_max1((int)acontig)
#define SYRK_ARGS(SC, SR) RK_HEAD(SC), RK_TAIL(SC)
#define HERK_ARGS(SC, SR) RK_HEAD(SR), RK_TAIL(SR)
#define SYR2K_ARGS(SC, SR) RK_HEAD(SC), RK_B, RK_TAIL(SC)
#define HER2K_ARGS(SC, SR) RK_HEAD(SC), RK_B, RK_TAIL(SR)

/* kind: 0 syrk, 1 herk, 2 syr2k, 3 her2k */
static void rankk(int t, const char *rout, int kind, int layout, int uplo, int trans, int N,
                  int K, const void *alpha, const void *A, int lda, const void *B, int ldb,
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
    /* the reference's Fortran trans: row-major flips N and T / C */
    int ftn = row ? !cb_notrans(trans) : cb_notrans(trans);
    int nrowa = ftn ? N : K;
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
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    size_t es = cb_esize[t];
    /* A is N x K (NoTrans) or K x N; its storage runs in the layout */
    size_t ar = cb_notrans(trans) ? N : K, ac = cb_notrans(trans) ? K : N;
    size_t acontig = row ? ac : ar, acount = row ? ar : ac;
    /* C always goes up: the triangle not written comes back unchanged */
    cb_op op[3] = {CB_MAT(A, acontig, acount, lda, !a0, 0),
                   CB_MAT(two ? B : NULL, two ? acontig : 0, two ? acount : 0, ldb, two && !a0, 0),
                   CB_MAT(C, N, N, ldc, 1, 1)};
    if (cb_ops_up(rout, q, op, 3, es))
        return;
    int st;
    switch (kind) {
    case 0: CB_CALL_SDCZ(st, t, q, syrk, SYRK_ARGS); break;
    case 1: CB_CALL_CZ(st, t, q, herk, HERK_ARGS); break;
    case 2: CB_CALL_SDCZ(st, t, q, syr2k, SYR2K_ARGS); break;
    default: CB_CALL_CZ(st, t, q, her2k, HER2K_ARGS); break;
    }
    cb_ops_down(rout, q, op, 3, es, st);
}

/* ---- the public names ---- */

#define L3_REAL(x, T, t)                                                                     \
    void cblas_##x##gemm(const CBLAS_LAYOUT layout, const CBLAS_TRANSPOSE TransA,             \
                         const CBLAS_TRANSPOSE TransB, const CBLAS_INT M, const CBLAS_INT N,  \
                         const CBLAS_INT K, const T alpha, const T *A, const CBLAS_INT lda,   \
                         const T *B, const CBLAS_INT ldb, const T beta, T *C,                 \
                         const CBLAS_INT ldc)                                                 \
    {                                                                                         \
        gemm(t, "cblas_" #x "gemm", layout, TransA, TransB, M, N, K, &alpha, A, lda, B, ldb,  \
             &beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##symm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_INT M, const CBLAS_INT N,          \
                         const T alpha, const T *A, const CBLAS_INT lda, const T *B,          \
                         const CBLAS_INT ldb, const T beta, T *C, const CBLAS_INT ldc)        \
    {                                                                                         \
        symm(t, "cblas_" #x "symm", 0, layout, Side, Uplo, M, N, &alpha, A, lda, B, ldb,      \
             &beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##syrk(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                    \
                         const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,   \
                         const T alpha, const T *A, const CBLAS_INT lda, const T beta, T *C,  \
                         const CBLAS_INT ldc)                                                 \
    {                                                                                         \
        rankk(t, "cblas_" #x "syrk", 0, layout, Uplo, Trans, N, K, &alpha, A, lda, NULL, 0,   \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##syr2k(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                   \
                          const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,  \
                          const T alpha, const T *A, const CBLAS_INT lda, const T *B,         \
                          const CBLAS_INT ldb, const T beta, T *C, const CBLAS_INT ldc)       \
    {                                                                                         \
        rankk(t, "cblas_" #x "syr2k", 2, layout, Uplo, Trans, N, K, &alpha, A, lda, B, ldb,   \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##trmm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const T alpha, const T *A, const CBLAS_INT lda, T *B,                \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        trxm(t, "cblas_" #x "trmm", 0, layout, Side, Uplo, TransA, Diag, M, N, &alpha, A, lda, \
             B, ldb);                                                                         \
    }                                                                                         \
    void cblas_##x##trsm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const T alpha, const T *A, const CBLAS_INT lda, T *B,                \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        trxm(t, "cblas_" #x "trsm", 1, layout, Side, Uplo, TransA, Diag, M, N, &alpha, A, lda, \
             B, ldb);                                                                         \
    }

#define L3_CPLX(x, R, t)                                                                     \
    void cblas_##x##gemm(const CBLAS_LAYOUT layout, const CBLAS_TRANSPOSE TransA,             \
                         const CBLAS_TRANSPOSE TransB, const CBLAS_INT M, const CBLAS_INT N,  \
                         const CBLAS_INT K, const void *alpha, const void *A,                 \
                         const CBLAS_INT lda, const void *B, const CBLAS_INT ldb,             \
                         const void *beta, void *C, const CBLAS_INT ldc)                      \
    {                                                                                         \
        gemm(t, "cblas_" #x "gemm", layout, TransA, TransB, M, N, K, alpha, A, lda, B, ldb,   \
             beta, C, ldc);                                                                   \
    }                                                                                         \
    void cblas_##x##symm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_INT M, const CBLAS_INT N,          \
                         const void *alpha, const void *A, const CBLAS_INT lda,               \
                         const void *B, const CBLAS_INT ldb, const void *beta, void *C,       \
                         const CBLAS_INT ldc)                                                 \
    {                                                                                         \
        symm(t, "cblas_" #x "symm", 0, layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, \
             C, ldc);                                                                         \
    }                                                                                         \
    void cblas_##x##hemm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_INT M, const CBLAS_INT N,          \
                         const void *alpha, const void *A, const CBLAS_INT lda,               \
                         const void *B, const CBLAS_INT ldb, const void *beta, void *C,       \
                         const CBLAS_INT ldc)                                                 \
    {                                                                                         \
        symm(t, "cblas_" #x "hemm", 1, layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, \
             C, ldc);                                                                         \
    }                                                                                         \
    void cblas_##x##syrk(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                    \
                         const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,   \
                         const void *alpha, const void *A, const CBLAS_INT lda,               \
                         const void *beta, void *C, const CBLAS_INT ldc)                      \
    {                                                                                         \
        rankk(t, "cblas_" #x "syrk", 0, layout, Uplo, Trans, N, K, alpha, A, lda, NULL, 0,    \
              beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##herk(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                    \
                         const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,   \
                         const R alpha, const void *A, const CBLAS_INT lda, const R beta,     \
                         void *C, const CBLAS_INT ldc)                                        \
    {                                                                                         \
        rankk(t, "cblas_" #x "herk", 1, layout, Uplo, Trans, N, K, &alpha, A, lda, NULL, 0,   \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##syr2k(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                   \
                          const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,  \
                          const void *alpha, const void *A, const CBLAS_INT lda,              \
                          const void *B, const CBLAS_INT ldb, const void *beta, void *C,      \
                          const CBLAS_INT ldc)                                                \
    {                                                                                         \
        rankk(t, "cblas_" #x "syr2k", 2, layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb,    \
              beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##her2k(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                   \
                          const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,  \
                          const void *alpha, const void *A, const CBLAS_INT lda,              \
                          const void *B, const CBLAS_INT ldb, const R beta, void *C,          \
                          const CBLAS_INT ldc)                                                \
    {                                                                                         \
        rankk(t, "cblas_" #x "her2k", 3, layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb,    \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##trmm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const void *alpha, const void *A, const CBLAS_INT lda, void *B,      \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        trxm(t, "cblas_" #x "trmm", 0, layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, \
             B, ldb);                                                                         \
    }                                                                                         \
    void cblas_##x##trsm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const void *alpha, const void *A, const CBLAS_INT lda, void *B,      \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        trxm(t, "cblas_" #x "trsm", 1, layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, \
             B, ldb);                                                                         \
    }

L3_REAL(s, float, CB_S)
L3_REAL(d, double, CB_D)
L3_CPLX(c, float, CB_C)
L3_CPLX(z, double, CB_Z)
