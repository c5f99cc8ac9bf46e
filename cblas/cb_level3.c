/*
 * CBLAS Level 3 on clmath. Every routine first checks its arguments as
 * the reference does (its Fortran routine's order and numbers, on the
 * arguments the reference passes it: a row-major call swaps them), then
 * runs on the device, hiding its transfers (after KBLAS's host API): GEMM
 * (here) computes C in tiles as their blocks of A and B arrive; the others
 * (cb_level3p.c) cut B or C into panels whose upload, computation and
 * download run on different queues.
 */
#include <stdlib.h>
#include <string.h>

#include "cb_internal.h"

/* Columns per panel: CLMATH_CBLAS_PANEL if set, else the whole matrix for
 * small products (too little work to hide anything), else about n / parts,
 * in multiples of 64. H200, 8192, pinned, quarters against eighths: GEMM
 * S 0.72 -> 0.80 of the device-only rate, D 0.54 -> 0.56 (a tile of an
 * eighth fills half the GPU), TRSM and TRMM S 0.56-0.65 -> 0.67-0.73, D
 * within 0.03; SYMM and SYRK lost 0.01-0.04 and keep eighths. */
int cb_panel_width(int n, double work, int parts)
{
    const char *e = getenv("CLMATH_CBLAS_PANEL");
    int nb = e && atoi(e) > 0 ? atoi(e) : 0;
    if (!nb) {
        if (work < 1.5e9)
            return n > 0 ? n : 1;
        nb = (n + parts - 1) / parts;
        nb = (nb + 63) / 64 * 64;
        if (nb < 256)
            nb = 256;
    }
    return nb < n ? nb : (n > 0 ? n : 1);
}

int cb_pipe_open(cb_pipe *p, int panels, const char *rout, int on)
{
    int prof = cb_trace_begin(rout);
    /* the defaults (on): what overlapped best on an H200 (docs/cblas.md);
     * each switch set to 0 (QUEUES to 3) gives the first pipeline's way */
    int nq = cb_env_int("CLMATH_CBLAS_QUEUES", on ? 4 : 3);
    nq = nq < 2 ? 2 : nq > CB_MAX_QUEUES - 2 ? CB_MAX_QUEUES - 2 : nq;
    p->nq = panels < nq ? panels : nq;
    if (p->nq < 1)
        p->nq = 1;
    p->flush = cb_env_int("CLMATH_CBLAS_FLUSH", on) == 1;
    p->wait = cb_env_int("CLMATH_CBLAS_WAIT", on) == 1;
    p->order = cb_env_int("CLMATH_CBLAS_ORDER", on) == 1;
    p->split = cb_env_int("CLMATH_CBLAS_SPLIT", on) == 1;
    int dl = p->nq > 1 && cb_env_int("CLMATH_CBLAS_DLQ", on) == 1;
    p->dl = NULL;
    for (int i = 0; i < p->nq + dl; i++)
        if (!(p->q[i] = i || prof ? cb_queue_p(i, prof) : cb_queue()))
            return 1;
    if (dl)
        p->dl = p->q[p->nq];
    cb_trace_queues(p->q, p->nq + dl);
    return 0;
}

static int pipe_all(const cb_pipe *p) { return p->nq + (p->dl != NULL); }

/* the other queues wait for what queue 0 has enqueued so far */
int cb_pipe_fence(cb_pipe *p)
{
    if (p->nq == 1)
        return CL_SUCCESS;
    cl_event ev = NULL;
    int err = clEnqueueMarkerWithWaitList(p->q[0], 0, NULL, &ev);
    cb_tadd_label(p->q[0], &ev, "marker fence");
    cb_pipe_cmd(p, p->q[0]);
    cb_tlabel("wait fence");
    for (int i = 1; i < p->nq && err == CL_SUCCESS; i++)
        err = cb_pipe_wait(p, p->q[i], ev);
    if (ev)
        clReleaseEvent(ev);
    return err;
}

int cb_pipe_wait(cb_pipe *p, cl_command_queue q, cl_event ev)
{
    cl_event *te = cb_tev();
    int err = clEnqueueBarrierWithWaitList(q, 1, &ev, te);
    if (err == CL_SUCCESS)
        cb_tadd(q, te);
    cb_pipe_cmd(p, q);
    return err;
}

void cb_pipe_end(cb_pipe *p, const char *rout, int err, int st)
{
    int n = pipe_all(p);
    for (int i = 0; i < n; i++) /* the staged chunks may wait for any of them */
        if (p->q[i])
            clFlush(p->q[i]);
    int e = cb_stage_wait();
    err = err != CL_SUCCESS ? err : e;
    for (int i = 0; i < n; i++)
        if (p->q[i] && clFinish(p->q[i]) != CL_SUCCESS && err == CL_SUCCESS)
            err = CL_INVALID_COMMAND_QUEUE;
    cb_trace_end();
    if (err != CL_SUCCESS)
        cb_fail(rout, "a transfer", err);
    else if (st != 0)
        cb_fail(rout, "clmath", st);
}

/* ---- GEMM ---- */

/* one tile of C: mr x w from op(A)'s block at xa (offset oa, ld la) and
 * op(B)'s at xb (ob, lb) into C's at xc (oc, lc) */
#define GEMM_ARGS(SC, SR)                                                                   \
    clblasColumnMajor, cb_trans(fta), cb_trans(ftb), (size_t)mr, (size_t)w, (size_t)kk,    \
        SC(alpha), xa, oa, la, xb, ob, lb, SC(beta), xc, oc, lc

/* Tiles of GEMM's C: panels' width (cb_panel_width) each way, a quarter
 * of each side for large products: the first tile waits for A_0 and B_0
 * only, and after the last blocks are up only the last row and column of
 * tiles (7 of 16) are left to compute; at 8192 a tile is 2048 x 2048 x
 * 8192, which fills an H200 (1024 x 1024 filled half of it) */
static int tile_size(int n, double work)
{
    int nb = cb_panel_width(n, work, 4);
    return (n + nb - 1) / nb > CB_MAX_BLOCKS ? (n + CB_MAX_BLOCKS - 1) / CB_MAX_BLOCKS : nb;
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
    double work = 2.0 * fm * fn * kk;
    int tm = tile_size(fm, work), tn = tile_size(fn, work);
    int pm = (fm + tm - 1) / tm, pn = (fn + tn - 1) / tn, tiled = pm * pn > 1;
    /* GEMM keeps the switches off unless they are set: on an H200 they
     * made it slower on both memories (docs/cblas.md) */
    cb_pipe pp = {0};
    int err = cb_pipe_open(&pp, tiled ? CB_MAX_QUEUES : 1, rout, 0)
                  ? CL_INVALID_COMMAND_QUEUE
                  : CL_SUCCESS;
    int nc = pp.nq > 1 ? pp.nq - 1 : 1;
    size_t arows = cb_notrans(fta) ? fm : kk, acols = cb_notrans(fta) ? kk : fm;
    size_t brows = cb_notrans(ftb) ? kk : fn, bcols = cb_notrans(ftb) ? fn : kk;
    size_t asize = arows * acols, bsize = brows * bcols;
    int ldA = cb_max1((int)arows), ldB = cb_max1((int)brows);
    /* CLMATH_CBLAS_SPLIT: each block of op(A) and op(B) in a buffer of its
     * own (tightly), and the tiles of C in two buffers per compute queue in
     * turn; else one buffer each for A, B and C */
    int split = pp.split && tiled && kk > 0;
    cl_event evA[CB_MAX_BLOCKS] = {0}, evB[CB_MAX_BLOCKS] = {0}, evS[CB_MAX_BLOCKS] = {0};
    cl_mem dA = NULL, dB = NULL, dC = NULL, sA[CB_MAX_BLOCKS] = {0}, sB[CB_MAX_BLOCKS] = {0};
    cl_mem sC[CB_MAX_QUEUES][2] = {{0}};
    cl_event dlev[CB_MAX_QUEUES][2] = {{0}};
    int waited[CB_MAX_QUEUES], nt_q[CB_MAX_QUEUES] = {0};
    for (int i = 0; i < CB_MAX_QUEUES; i++)
        waited[i] = -1;
    if (err == CL_SUCCESS && !split &&
        (!(dA = cb_get((asize ? asize : 1) * es)) || !(dB = cb_get((bsize ? bsize : 1) * es)) ||
         !(dC = cb_get((size_t)fm * fn * es))))
        err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int i = 0; split && i < pm && err == CL_SUCCESS; i++)
        if (!(sA[i] = cb_get((size_t)tm * kk * es)))
            err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int j = 0; split && j < pn && err == CL_SUCCESS; j++)
        if (!(sB[j] = cb_get((size_t)tn * kk * es)))
            err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    for (int q = 0; split && q < nc && err == CL_SUCCESS; q++)
        for (int b = 0; b < 2 && err == CL_SUCCESS; b++)
            if (!(sC[q][b] = cb_get((size_t)tm * tn * es)))
                err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    int st = 0, tile = 0, nk = pm > pn ? pm : pn;
    cl_command_queue uq = pp.q[0];
    /* Tiled (large products): C in tiles C_ij = op(A)_i op(B)_j. Queue 0
     * uploads A's blocks of rows and B's blocks of columns in the order
     * A_0, B_0, A_1, B_1, ...; after A_k and B_k every tile with max(i, j)
     * = k can be computed, so the work ready grows faster than the uploads
     * and computation overlaps them from the first tile on. The tiles run
     * on queues 1 and 2 (to CLMATH_CBLAS_QUEUES - 1) in turn, each waiting
     * for its blocks, and go back as soon as they are done (on their own
     * queue with CLMATH_CBLAS_DLQ). Small products: one tile on queue 0.
     * CLMATH_CBLAS_ORDER: every upload is enqueued before the first tile. */
    for (int pass = 0; pass < 1 + pp.order && err == CL_SUCCESS && st == 0; pass++)
        for (int k = 0; k < nk && err == CL_SUCCESS && st == 0; k++) {
            int ups = pass == 0, tls = pp.order ? pass == 1 : 1;
            if (ups && k < pm && asize) { /* rows of op(A): rows of A, or columns for a transpose */
                size_t r0 = (size_t)k * tm, mr = fm - r0 < (size_t)tm ? fm - r0 : (size_t)tm;
                cl_mem b = split ? sA[k] : dA;
                cb_tlabel("up A%d", k);
                if (cb_notrans(fta))
                    err = cb_mat_up(uq, b, split ? 0 : r0 * es, split ? 0 : arows, fA + r0 * es, mr,
                                    kk, flda, es, 0);
                else
                    err = cb_mat_up(uq, b, split ? 0 : r0 * arows * es, 0, fA + r0 * flda * es, kk,
                                    mr, flda, es, 0);
                cb_pipe_cmd(&pp, uq);
                if (err == CL_SUCCESS && tiled && !pp.wait) {
                    err = clEnqueueMarkerWithWaitList(uq, 0, NULL, &evA[k]);
                    cb_tadd_label(uq, &evA[k], "marker A");
                }
            }
            if (ups && k < pn && bsize && err == CL_SUCCESS) { /* columns of op(B) */
                size_t c0 = (size_t)k * tn, w = fn - c0 < (size_t)tn ? fn - c0 : (size_t)tn;
                cl_mem b = split ? sB[k] : dB;
                cb_tlabel("up B%d", k);
                if (cb_notrans(ftb))
                    err = cb_mat_up(uq, b, split ? 0 : c0 * brows * es, 0, fB + c0 * fldb * es, kk,
                                    w, fldb, es, 0);
                else
                    err = cb_mat_up(uq, b, split ? 0 : c0 * es, split ? 0 : brows, fB + c0 * es, w,
                                    kk, fldb, es, 0);
                cb_pipe_cmd(&pp, uq);
                if (err == CL_SUCCESS && tiled && !pp.wait) {
                    err = clEnqueueMarkerWithWaitList(uq, 0, NULL, &evB[k]);
                    cb_tadd_label(uq, &evB[k], "marker B");
                }
            }
            if (ups && err == CL_SUCCESS && tiled && pp.wait) { /* one event for step k */
                err = clEnqueueMarkerWithWaitList(uq, 0, NULL, &evS[k]);
                cb_tadd_label(uq, &evS[k], "marker step");
            }
            if (ups && pp.order && k == nk - 1)
                clFlush(uq);
            /* the tiles (i, j) with max(i, j) = k */
            for (int i = 0; tls && i < pm && i <= k && err == CL_SUCCESS && st == 0; i++)
                for (int j = i == k ? 0 : k; j < pn && j <= k && err == CL_SUCCESS && st == 0; j++) {
                    int r0 = i * tm, mr = fm - r0 < tm ? fm - r0 : tm;
                    int c0 = j * tn, w = fn - c0 < tn ? fn - c0 : tn;
                    int qi = tiled ? tile++ % nc : 0;
                    cl_command_queue q = tiled ? pp.q[1 + qi] : uq;
                    cl_command_queue dq = pp.dl && tiled ? pp.dl : q;
                    char *Ct = (char *)C + ((size_t)c0 * ldc + r0) * es;
                    int cs = nt_q[qi]++ % 2;
                    cl_mem xa = split ? sA[i] : dA, xb = split ? sB[j] : dB;
                    cl_mem xc = split ? sC[qi][cs] : dC;
                    size_t oa = split ? 0 : (size_t)r0 * (cb_notrans(fta) ? 1 : (size_t)ldA);
                    size_t la = split ? (size_t)(cb_notrans(fta) ? mr : cb_max1(kk)) : (size_t)ldA;
                    size_t ob = split ? 0 : (size_t)c0 * (cb_notrans(ftb) ? (size_t)ldB : 1);
                    size_t lb = split ? (size_t)(cb_notrans(ftb) ? cb_max1(kk) : w) : (size_t)ldB;
                    size_t oc = split ? 0 : (size_t)c0 * fm + r0, lc = split ? (size_t)mr : (size_t)fm;
                    if (split && dlev[qi][cs]) { /* the buffer's last download */
                        cb_tlabel("wait down %d", qi);
                        err = cb_pipe_wait(&pp, q, dlev[qi][cs]);
                        clReleaseEvent(dlev[qi][cs]);
                        dlev[qi][cs] = NULL;
                    }
                    if (err == CL_SUCCESS && cin) {
                        cb_tlabel("up C%d.%d", i, j);
                        err = cb_mat_up(q, xc, oc * es, lc, Ct, mr, w, ldc, es, 0);
                        cb_pipe_cmd(&pp, q);
                    }
                    cl_event wait[2];
                    int nw = 0;
                    if (pp.wait) {
                        if (evS[k] && waited[qi] < k)
                            wait[nw++] = evS[k];
                        waited[qi] = k;
                    } else {
                        if (evA[i])
                            wait[nw++] = evA[i];
                        if (evB[j])
                            wait[nw++] = evB[j];
                        cb_tlabel("wait A%d B%d", i, j);
                        cl_event *te = cb_tev();
                        if (err == CL_SUCCESS && nw &&
                            (err = clEnqueueBarrierWithWaitList(q, nw, wait, te)) == CL_SUCCESS)
                            cb_tadd(q, te);
                        nw = 0;
                    }
                    cl_event kev = NULL;
                    cb_tlabel("gemm %d.%d", i, j);
                    if (err == CL_SUCCESS)
                        CB_CALLW_SDCZ(st, t, q, nw, nw ? wait : NULL, dq != q ? &kev : NULL, gemm,
                                      GEMM_ARGS);
                    cb_pipe_cmd(&pp, q);
                    if (err == CL_SUCCESS && st == 0 && dq != q) {
                        cb_tlabel("wait gemm %d.%d", i, j);
                        err = cb_pipe_wait(&pp, dq, kev);
                    }
                    if (kev)
                        clReleaseEvent(kev);
                    cb_tlabel("down C%d.%d", i, j);
                    if (err == CL_SUCCESS && st == 0)
                        err = cb_mat_down(dq, xc, oc * es, lc, Ct, mr, w, ldc, es, 0);
                    cb_pipe_cmd(&pp, dq);
                    if (err == CL_SUCCESS && st == 0 && split && dq != q) {
                        err = clEnqueueMarkerWithWaitList(dq, 0, NULL, &dlev[qi][cs]);
                        cb_tadd_label(dq, &dlev[qi][cs], "marker down");
                    }
                }
        }
    cb_pipe_end(&pp, rout, err, st);
    for (int i = 0; i < CB_MAX_BLOCKS; i++) {
        if (evA[i])
            clReleaseEvent(evA[i]);
        if (evB[i])
            clReleaseEvent(evB[i]);
        if (evS[i])
            clReleaseEvent(evS[i]);
        cb_put(sA[i]), cb_put(sB[i]);
    }
    for (int q = 0; q < CB_MAX_QUEUES; q++)
        for (int b = 0; b < 2; b++) {
            if (dlev[q][b])
                clReleaseEvent(dlev[q][b]);
            cb_put(sC[q][b]);
        }
    cb_put(dA);
    cb_put(dB);
    cb_put(dC);
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
        cb_symm(t, "cblas_" #x "symm", 0, layout, Side, Uplo, M, N, &alpha, A, lda, B, ldb,      \
             &beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##syrk(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                    \
                         const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,   \
                         const T alpha, const T *A, const CBLAS_INT lda, const T beta, T *C,  \
                         const CBLAS_INT ldc)                                                 \
    {                                                                                         \
        cb_rankk(t, "cblas_" #x "syrk", 0, layout, Uplo, Trans, N, K, &alpha, A, lda, NULL, 0,   \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##syr2k(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                   \
                          const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,  \
                          const T alpha, const T *A, const CBLAS_INT lda, const T *B,         \
                          const CBLAS_INT ldb, const T beta, T *C, const CBLAS_INT ldc)       \
    {                                                                                         \
        cb_rankk(t, "cblas_" #x "syr2k", 2, layout, Uplo, Trans, N, K, &alpha, A, lda, B, ldb,   \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##trmm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const T alpha, const T *A, const CBLAS_INT lda, T *B,                \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        cb_trxm(t, "cblas_" #x "trmm", 0, layout, Side, Uplo, TransA, Diag, M, N, &alpha, A, lda, \
             B, ldb);                                                                         \
    }                                                                                         \
    void cblas_##x##trsm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const T alpha, const T *A, const CBLAS_INT lda, T *B,                \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        cb_trxm(t, "cblas_" #x "trsm", 1, layout, Side, Uplo, TransA, Diag, M, N, &alpha, A, lda, \
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
        cb_symm(t, "cblas_" #x "symm", 0, layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, \
             C, ldc);                                                                         \
    }                                                                                         \
    void cblas_##x##hemm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_INT M, const CBLAS_INT N,          \
                         const void *alpha, const void *A, const CBLAS_INT lda,               \
                         const void *B, const CBLAS_INT ldb, const void *beta, void *C,       \
                         const CBLAS_INT ldc)                                                 \
    {                                                                                         \
        cb_symm(t, "cblas_" #x "hemm", 1, layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, \
             C, ldc);                                                                         \
    }                                                                                         \
    void cblas_##x##syrk(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                    \
                         const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,   \
                         const void *alpha, const void *A, const CBLAS_INT lda,               \
                         const void *beta, void *C, const CBLAS_INT ldc)                      \
    {                                                                                         \
        cb_rankk(t, "cblas_" #x "syrk", 0, layout, Uplo, Trans, N, K, alpha, A, lda, NULL, 0,    \
              beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##herk(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                    \
                         const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,   \
                         const R alpha, const void *A, const CBLAS_INT lda, const R beta,     \
                         void *C, const CBLAS_INT ldc)                                        \
    {                                                                                         \
        cb_rankk(t, "cblas_" #x "herk", 1, layout, Uplo, Trans, N, K, &alpha, A, lda, NULL, 0,   \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##syr2k(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                   \
                          const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,  \
                          const void *alpha, const void *A, const CBLAS_INT lda,              \
                          const void *B, const CBLAS_INT ldb, const void *beta, void *C,      \
                          const CBLAS_INT ldc)                                                \
    {                                                                                         \
        cb_rankk(t, "cblas_" #x "syr2k", 2, layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb,    \
              beta, C, ldc);                                                                  \
    }                                                                                         \
    void cblas_##x##her2k(const CBLAS_LAYOUT layout, const CBLAS_UPLO Uplo,                   \
                          const CBLAS_TRANSPOSE Trans, const CBLAS_INT N, const CBLAS_INT K,  \
                          const void *alpha, const void *A, const CBLAS_INT lda,              \
                          const void *B, const CBLAS_INT ldb, const R beta, void *C,          \
                          const CBLAS_INT ldc)                                                \
    {                                                                                         \
        cb_rankk(t, "cblas_" #x "her2k", 3, layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb,    \
              &beta, C, ldc);                                                                 \
    }                                                                                         \
    void cblas_##x##trmm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const void *alpha, const void *A, const CBLAS_INT lda, void *B,      \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        cb_trxm(t, "cblas_" #x "trmm", 0, layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, \
             B, ldb);                                                                         \
    }                                                                                         \
    void cblas_##x##trsm(const CBLAS_LAYOUT layout, const CBLAS_SIDE Side,                    \
                         const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,                 \
                         const CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N,         \
                         const void *alpha, const void *A, const CBLAS_INT lda, void *B,      \
                         const CBLAS_INT ldb)                                                 \
    {                                                                                         \
        cb_trxm(t, "cblas_" #x "trsm", 1, layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, \
             B, ldb);                                                                         \
    }

L3_REAL(s, float, CB_S)
L3_REAL(d, double, CB_D)
L3_CPLX(c, float, CB_C)
L3_CPLX(z, double, CB_Z)
