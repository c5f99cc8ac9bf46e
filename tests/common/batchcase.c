#include "batchcase.h"

#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS-complex.h>
#include <clmath.h>

/* ---- calls of any precision ---- */

static FloatComplex fc(tu_scalar v) { return floatComplex((cl_float)v.re, (cl_float)v.im); }
static DoubleComplex dc(tu_scalar v) { return doubleComplex(v.re, v.im); }

typedef struct gemm_call {
    tu_prec p;
    int arrays;
    clblasOrder order;
    clblasTranspose ta, tb;
    size_t M, N, K;
    const tu_scalar *alpha, *beta; /* batch of them with arrays */
    cl_mem A, B, C;
    size_t offA, lda, sA, offB, ldb, sB, offC, ldc, sC;
    const size_t *oA, *oB, *oC;
    size_t batch;
    cl_uint nq;
    cl_command_queue *q;
    cl_event *ev;
} gemm_call;

static clblasStatus call_gemm(const gemm_call *g)
{
    if (!g->arrays) {
#define STRIDED(al, be)                                                                       \
    g->order, g->ta, g->tb, g->M, g->N, g->K, al, g->A, g->offA, g->lda, g->sA, g->B, g->offB, \
        g->ldb, g->sB, be, g->C, g->offC, g->ldc, g->sC, g->batch, g->nq, g->q, 0, NULL, g->ev
        const tu_scalar a = g->alpha[0], b = g->beta[0];
        switch (g->p) {
        case TU_S: return clmathSgemmStridedBatched(STRIDED((cl_float)a.re, (cl_float)b.re));
        case TU_D: return clmathDgemmStridedBatched(STRIDED(a.re, b.re));
        case TU_C: return clmathCgemmStridedBatched(STRIDED(fc(a), fc(b)));
        case TU_Z: return clmathZgemmStridedBatched(STRIDED(dc(a), dc(b)));
        }
#undef STRIDED
        return clblasInvalidValue;
    }
    /* the scalars as the precision's arrays (NULL stays NULL) */
    const size_t n = g->batch ? g->batch : 1, es = tu_esize(g->p);
    unsigned char *al = g->alpha ? malloc(n * es) : NULL, *be = g->beta ? malloc(n * es) : NULL;
    for (size_t i = 0; i < g->batch; i++) {
        if (al)
            tu_set(g->p, al, i, g->alpha[i]);
        if (be)
            tu_set(g->p, be, i, g->beta[i]);
    }
    clblasStatus st = clblasInvalidValue;
#define ARRAYS(T)                                                                             \
    g->order, g->ta, g->tb, g->M, g->N, g->K, (T *)al, g->A, g->oA, g->lda, g->B, g->oB, g->ldb, \
        (T *)be, g->C, g->oC, g->ldc, g->batch, g->nq, g->q, 0, NULL, g->ev
    switch (g->p) {
    case TU_S: st = clmathSgemmBatched(ARRAYS(cl_float)); break;
    case TU_D: st = clmathDgemmBatched(ARRAYS(cl_double)); break;
    case TU_C: st = clmathCgemmBatched(ARRAYS(FloatComplex)); break;
    case TU_Z: st = clmathZgemmBatched(ARRAYS(DoubleComplex)); break;
    }
#undef ARRAYS
    free(al);
    free(be);
    return st;
}

/* Case c's call on its buffers as laid out (both from element off0). */
static clblasStatus call_trsm(const bc_trsm *c, cl_mem A, size_t lda, size_t sA, cl_mem B,
                              size_t ldb, size_t sB, size_t batch, cl_command_queue *q,
                              cl_event *ev)
{
#define TRSM_ARGS(al)                                                                         \
    c->order, c->side, c->uplo, c->trans, c->diag, c->M, c->N, al, A, c->off0, lda, sA, B,    \
        c->off0, ldb, sB, batch, 1, q, 0, NULL, ev
    switch (c->prec) {
    case TU_S: return clmathStrsmStridedBatched(TRSM_ARGS((cl_float)c->alpha.re));
    case TU_D: return clmathDtrsmStridedBatched(TRSM_ARGS(c->alpha.re));
    case TU_C: return clmathCtrsmStridedBatched(TRSM_ARGS(fc(c->alpha)));
    case TU_Z: return clmathZtrsmStridedBatched(TRSM_ARGS(dc(c->alpha)));
    }
    return clblasInvalidValue;
#undef TRSM_ARGS
}

/* ---- layouts ---- */

static tu_scalar conj_if(int yes, tu_scalar v)
{
    if (yes)
        v.im = -v.im;
    return v;
}

static size_t min_ld(clblasOrder order, size_t rows, size_t cols)
{
    size_t ld = order == clblasColumnMajor ? rows : cols;
    return ld ? ld : 1;
}

/* Elements from a matrix's offset to its last, at least 1 (a slot). */
static size_t span(clblasOrder order, size_t rows, size_t cols, size_t ld)
{
    size_t s = tu_mat_extent(order, rows, cols, 0, ld);
    return s ? s : 1;
}

static void set_nan_mat(tu_operand *o, clblasOrder order, size_t rows, size_t cols, size_t off,
                        size_t ld)
{
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols; c++)
            tu_set_nan(o->prec, o->init, tu_mat_pos(order, off, ld, r, c));
}

static int check_event(cl_event ev, int want, cl_command_queue q, const char *desc)
{
    if (!want)
        return 1;
    return tu_check_event(ev, q, desc);
}

/* ---- GEMM ---- */

int bc_gemm_run(const tu_device *d, const bc_gemm *c)
{
    char desc[400];
    static const char *tn[] = {"N", "T", "C"};
    snprintf(desc, sizeof desc,
             "%cgemm%s %s %s%s M=%zu N=%zu K=%zu batch=%zu ldpad=%d gap=%zu off0=%zu bcast=%d "
             "event=%d",
             tu_prec_letter(c->prec), c->arrays ? "Batched" : "StridedBatched",
             c->order == clblasColumnMajor ? "col" : "row", tn[c->transA], tn[c->transB], c->M,
             c->N, c->K, c->batch, c->ldpad, c->gap, c->off0, c->bcast, c->want_event);
    const int na = c->transA == clblasNoTrans, nb = c->transB == clblasNoTrans;
    const size_t ar = na ? c->M : c->K, ac = na ? c->K : c->M;
    const size_t br = nb ? c->K : c->N, bcn = nb ? c->N : c->K;
    const size_t lda = tu_ld_value(c->ldpad, min_ld(c->order, ar, ac));
    const size_t ldb = tu_ld_value((c->ldpad + 1) % 3, min_ld(c->order, br, bcn));
    const size_t ldc = tu_ld_value((c->ldpad + 2) % 3, min_ld(c->order, c->M, c->N));
    const size_t slA = span(c->order, ar, ac, lda) + c->gap,
                 slB = span(c->order, br, bcn, ldb) + c->gap,
                 slC = span(c->order, c->M, c->N, ldc) + c->gap;
    const size_t nbat = c->batch;
    size_t *oA = malloc(nbat * sizeof *oA), *oB = malloc(nbat * sizeof *oB),
           *oC = malloc(nbat * sizeof *oC);
    tu_rng r = tu_rng_make(c->seed);
    /* slots: strided in order (stride 0 for a broadcast operand); with
     * arrays, C's and B's in a shuffled order, A's shared by pairs */
    size_t *perm = malloc(nbat * sizeof *perm);
    for (size_t i = 0; i < nbat; i++)
        perm[i] = i;
    for (size_t i = nbat; c->arrays && i > 1; i--) {
        size_t j = tu_rng_below(&r, (unsigned)i), t = perm[i - 1];
        perm[i - 1] = perm[j], perm[j] = t;
    }
    size_t sA = c->bcast == 1 ? 0 : slA, sB = c->bcast == 2 ? 0 : slB, sC = slC;
    for (size_t i = 0; i < nbat; i++) {
        oA[i] = c->off0 + (c->arrays ? i / 2 : i) * sA;
        oB[i] = c->off0 + (c->arrays ? perm[nbat - 1 - i] : i) * sB;
        oC[i] = c->off0 + (c->arrays ? perm[i] : i) * sC;
    }
    tu_operand A, B, C;
    size_t maxA = 0, maxB = 0, maxC = 0;
    for (size_t i = 0; i < nbat; i++) {
        maxA = oA[i] > maxA ? oA[i] : maxA;
        maxB = oB[i] > maxB ? oB[i] : maxB;
        maxC = oC[i] > maxC ? oC[i] : maxC;
    }
    int ok = tu_operand_init(&A, c->prec, maxA + slA + TU_GUARD, TU_CANARY_NAN) == 0 &&
             tu_operand_init(&B, c->prec, maxB + slB + TU_GUARD, TU_CANARY_NAN) == 0 &&
             tu_operand_init(&C, c->prec, maxC + slC + TU_GUARD, TU_CANARY_FINITE) == 0;
    if (!tu_check(ok && oA && oB && oC && perm, "%s: out of host memory", desc))
        return 0;
    const tu_scalar *al = c->alpha, *be = c->beta;
#define ALPHA(i) (c->arrays ? al[i] : al[0])
#define BETA(i) (c->arrays ? be[i] : be[0])
    for (size_t i = 0; i < nbat; i++) {
        tu_operand_mark_mat(&A, c->order, ar, ac, oA[i], lda);
        tu_operand_mark_mat(&B, c->order, br, bcn, oB[i], ldb);
        tu_operand_mark_mat(&C, c->order, c->M, c->N, oC[i], ldc);
    }
    tu_operand_fill(&A, &r, 0);
    tu_operand_fill(&B, &r, 0);
    tu_operand_fill(&C, &r, 0);
    /* NaN where nothing may be read: C where beta is 0, A's and B's
     * matrices that only products with alpha 0 use */
    for (size_t i = 0; i < nbat; i++) {
        if (tu_scalar_is(BETA(i), 0))
            set_nan_mat(&C, c->order, c->M, c->N, oC[i], ldc);
        int usedA = 0, usedB = 0;
        for (size_t j = 0; j < nbat; j++) {
            if (tu_scalar_is(ALPHA(j), 0))
                continue;
            usedA |= oA[j] == oA[i];
            usedB |= oB[j] == oB[i];
        }
        if (!usedA)
            set_nan_mat(&A, c->order, ar, ac, oA[i], lda);
        if (!usedB)
            set_nan_mat(&B, c->order, br, bcn, oB[i], ldb);
    }
    ok = tu_operand_upload(&A, d->env.context, CL_MEM_READ_ONLY) == CL_SUCCESS &&
         tu_operand_upload(&B, d->env.context, CL_MEM_READ_ONLY) == CL_SUCCESS &&
         tu_operand_upload(&C, d->env.context, CL_MEM_READ_WRITE) == CL_SUCCESS;
    cl_event ev = NULL;
    cl_command_queue q = d->env.queue;
    if (tu_check(ok, "%s: could not upload", desc)) {
        gemm_call g = {c->prec, c->arrays, c->order, c->transA, c->transB, c->M, c->N, c->K,
                       al, be, A.mem, B.mem, C.mem, oA[0], lda, sA, oB[0], ldb, sB, oC[0], ldc,
                       sC, oA, oB, oC, nbat, 1, &q, c->want_event ? &ev : NULL};
        clblasStatus st = call_gemm(&g);
        ok = tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st)) &&
             check_event(ev, c->want_event, q, desc);
        ok = ok && tu_check(tu_operand_download(&A, q) == CL_SUCCESS &&
                                tu_operand_download(&B, q) == CL_SUCCESS &&
                                tu_operand_download(&C, q) == CL_SUCCESS,
                            "%s: read back failed", desc);
    }
    if (ok) {
        size_t ca = tu_operand_changed(&A, 0, "A", desc), cb = tu_operand_changed(&B, 0, "B", desc),
               cg = tu_operand_changed(&C, 1, "C", desc);
        ok &= tu_check(ca == 0 && cb == 0, "%s: A or B changed (%zu, %zu)", desc, ca, cb);
        ok &= tu_check(cg == 0, "%s: C's gaps or guards changed (%zu)", desc, cg);
    }
    double *Ad = ok ? tu_promote(&A, 1, 0) : NULL, *Bd = ok ? tu_promote(&B, 1, 0) : NULL,
           *Cd = ok ? tu_promote(&C, 0, 0) : NULL;
    ok = ok && tu_check(Ad && Bd && Cd, "%s: out of host memory", desc);
    const size_t parts = tu_is_complex(c->prec) ? 2 : 1;
    const enum CBLAS_ORDER co = c->order == clblasColumnMajor ? CblasColMajor : CblasRowMajor;
    const enum CBLAS_TRANSPOSE ct[] = {CblasNoTrans, CblasTrans, CblasConjTrans};
    double worst = 0;
    size_t wm = 0;
    for (size_t i = 0; ok && i < nbat; i++) {
        const tu_scalar alpha = ALPHA(i), beta = BETA(i);
        const int a0 = tu_scalar_is(alpha, 0) || c->K == 0;
        /* the reference in Cd, in place: C_i := beta C_i (0 for beta 0,
         * NaN or not), then CBLAS's product unless alpha or K is 0 */
        for (size_t row = 0; row < c->M; row++)
            for (size_t col = 0; col < c->N; col++) {
                double *v = Cd + parts * tu_mat_pos(c->order, oC[i], ldc, row, col);
                tu_scalar x = tu_scalar_is(beta, 0) ? tu_scalar_make(0, 0)
                                                    : tu_mul(beta, tu_scalar_make(v[0], parts == 2 ? v[1] : 0));
                v[0] = x.re;
                if (parts == 2)
                    v[1] = x.im;
            }
        if (!a0 && c->M && c->N) {
            if (parts == 2) {
                double a2[2] = {alpha.re, alpha.im}, one[2] = {1, 0};
                cblas_zgemm(co, ct[c->transA], ct[c->transB], (int)c->M, (int)c->N, (int)c->K, a2,
                            Ad + 2 * oA[i], (int)lda, Bd + 2 * oB[i], (int)ldb, one,
                            Cd + 2 * oC[i], (int)ldc);
            } else {
                cblas_dgemm(co, ct[c->transA], ct[c->transB], (int)c->M, (int)c->N, (int)c->K,
                            alpha.re, Ad + oA[i], (int)lda, Bd + oB[i], (int)ldb, 1.0,
                            Cd + oC[i], (int)ldc);
            }
        }
        /* gauges |alpha| sum |op(A)| |op(B)| + |beta C| */
        for (size_t row = 0; row < c->M; row++)
            for (size_t col = 0; col < c->N; col++) {
                const size_t pos = tu_mat_pos(c->order, oC[i], ldc, row, col);
                double g = 0;
                for (size_t k = 0; k < c->K && !a0; k++) {
                    tu_scalar x = tu_get(c->prec, A.init,
                                         tu_mat_pos(c->order, oA[i], lda, na ? row : k, na ? k : row));
                    tu_scalar y = tu_get(c->prec, B.init,
                                         tu_mat_pos(c->order, oB[i], ldb, nb ? k : col, nb ? col : k));
                    g += tu_abs1(x) * tu_abs1(y);
                }
                g *= tu_abs1(alpha);
                if (!tu_scalar_is(beta, 0))
                    g += tu_abs1(tu_mul(beta, tu_get(c->prec, C.init, pos)));
                tu_scalar got = tu_get(c->prec, C.back, pos);
                double diff = tu_abs1(tu_scalar_make(got.re - Cd[parts * pos],
                                                     got.im - (parts == 2 ? Cd[parts * pos + 1] : 0)));
                double err = g > 0 ? diff / (tu_eps(c->prec) * g) : diff == 0 ? 0 : INFINITY;
                if (isnan(err))
                    err = INFINITY;
                if (err > worst)
                    worst = err, wm = i;
            }
    }
    if (ok)
        ok = tu_check(worst < 16, "%s: max scaled error %.3g in matrix %zu", desc, worst, wm);
#undef ALPHA
#undef BETA
    tu_promote_free(Ad);
    tu_promote_free(Bd);
    tu_promote_free(Cd);
    tu_operand_free(&A);
    tu_operand_free(&B);
    tu_operand_free(&C);
    free(oA);
    free(oB);
    free(oC);
    free(perm);
    return ok;
}

/* ---- TRSM ---- */

int bc_trsm_run(const tu_device *d, const bc_trsm *c)
{
    char desc[400];
    snprintf(desc, sizeof desc,
             "%ctrsmStridedBatched %s %s %s %s %s M=%zu N=%zu batch=%zu ldpad=%d gap=%zu "
             "off0=%zu bcast=%d alpha=(%g,%g) event=%d",
             tu_prec_letter(c->prec), c->order == clblasColumnMajor ? "col" : "row",
             c->side == clblasLeft ? "left" : "right", c->uplo == clblasUpper ? "upper" : "lower",
             c->trans == clblasNoTrans ? "N" : c->trans == clblasTrans ? "T" : "C",
             c->diag == clblasUnit ? "unit" : "nonunit", c->M, c->N, c->batch, c->ldpad, c->gap,
             c->off0, c->bcast, c->alpha.re, c->alpha.im, c->want_event);
    const int left = c->side == clblasLeft;
    const size_t ka = left ? c->M : c->N;
    const size_t lda = tu_ld_value(c->ldpad, ka ? ka : 1);
    const size_t ldb = tu_ld_value((c->ldpad + 1) % 3, min_ld(c->order, c->M, c->N));
    const size_t slA = span(c->order, ka, ka, lda) + c->gap,
                 slB = span(c->order, c->M, c->N, ldb) + c->gap;
    const size_t sA = c->bcast ? 0 : slA, sB = slB, nbat = c->batch;
    tu_operand A, B;
    int ok = tu_operand_init(&A, c->prec, c->off0 + (nbat - 1) * sA + slA + TU_GUARD,
                             TU_CANARY_NAN) == 0 &&
             tu_operand_init(&B, c->prec, c->off0 + (nbat - 1) * sB + slB + TU_GUARD,
                             TU_CANARY_FINITE) == 0;
    if (!tu_check(ok, "%s: out of host memory", desc))
        return 0;
    tu_rng r = tu_rng_make(c->seed);
    /* A: the stored triangle only (the rest stays NaN, as a unit
     * diagonal does), diagonally dominant: off-diagonal below 0.5 / ka,
     * diagonal 1.5 .. 2 in magnitude */
    const int upper = c->uplo == clblasUpper;
    for (size_t i = 0; i < nbat; i++) {
        const size_t off = c->off0 + i * sA;
        for (size_t row = 0; row < ka; row++)
            for (size_t col = 0; col < ka; col++) {
                if ((upper && row > col) || (!upper && row < col) ||
                    (row == col && c->diag == clblasUnit))
                    continue;
                const size_t pos = tu_mat_pos(c->order, off, lda, row, col);
                A.logical[pos] = 1;
                tu_scalar v = tu_rng_scalar(&r, c->prec);
                if (row == col) {
                    v.re = (v.re < 0 ? -1 : 1) * (1.5 + 0.5 * fabs(v.re));
                    v.im *= 0.5;
                } else {
                    v.re *= 0.5 / (double)ka, v.im *= 0.5 / (double)ka;
                }
                tu_set(c->prec, A.init, pos, v);
            }
        tu_operand_mark_mat(&B, c->order, c->M, c->N, c->off0 + i * sB, ldb);
    }
    tu_operand_fill(&B, &r, 0);
    const int alpha0 = tu_scalar_is(c->alpha, 0);
    if (alpha0) /* B := 0 without reading B or A: NaN in both */
        for (size_t i = 0; i < nbat; i++) {
            set_nan_mat(&B, c->order, c->M, c->N, c->off0 + i * sB, ldb);
            for (size_t k = 0; k < A.total; k++)
                tu_set_nan(c->prec, A.init, k);
        }
    ok = tu_operand_upload(&A, d->env.context, CL_MEM_READ_ONLY) == CL_SUCCESS &&
         tu_operand_upload(&B, d->env.context, CL_MEM_READ_WRITE) == CL_SUCCESS;
    cl_event ev = NULL;
    cl_command_queue q = d->env.queue;
    if (tu_check(ok, "%s: could not upload", desc)) {
        clblasStatus st =
            call_trsm(c, A.mem, lda, sA, B.mem, ldb, sB, nbat, &q, c->want_event ? &ev : NULL);
        ok = tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st)) &&
             check_event(ev, c->want_event, q, desc);
        ok = ok && tu_check(tu_operand_download(&A, q) == CL_SUCCESS &&
                                tu_operand_download(&B, q) == CL_SUCCESS,
                            "%s: read back failed", desc);
    }
    if (ok) {
        size_t ca = tu_operand_changed(&A, 0, "A", desc), cg = tu_operand_changed(&B, 1, "B", desc);
        ok &= tu_check(ca == 0, "%s: A changed (%zu)", desc, ca);
        ok &= tu_check(cg == 0, "%s: B's gaps or guards changed (%zu)", desc, cg);
    }
    double *Ad = ok ? tu_promote(&A, 1, 0) : NULL, *Xd = ok ? tu_promote(&B, 0, 0) : NULL;
    ok = ok && tu_check(Ad && Xd, "%s: out of host memory", desc);
    const size_t parts = tu_is_complex(c->prec) ? 2 : 1;
    const double eps = tu_eps(c->prec);
    double worst = 0;
    size_t wm = 0;
    for (size_t i = 0; ok && i < nbat; i++) {
        const size_t offA = c->off0 + i * sA, offB = c->off0 + i * sB;
        if (alpha0) { /* exactly zero */
            for (size_t row = 0; row < c->M; row++)
                for (size_t col = 0; col < c->N; col++) {
                    tu_scalar got = tu_get(c->prec, B.back, tu_mat_pos(c->order, offB, ldb, row, col));
                    if (got.re != 0 || got.im != 0)
                        worst = INFINITY, wm = i;
                }
            continue;
        }
        /* CBLAS's solution in Xd (from B's initial values, promoted) */
        const enum CBLAS_ORDER co = c->order == clblasColumnMajor ? CblasColMajor : CblasRowMajor;
        const enum CBLAS_SIDE cs = left ? CblasLeft : CblasRight;
        const enum CBLAS_UPLO cu = upper ? CblasUpper : CblasLower;
        const enum CBLAS_TRANSPOSE ct = c->trans == clblasNoTrans ? CblasNoTrans
                                        : c->trans == clblasTrans ? CblasTrans : CblasConjTrans;
        const enum CBLAS_DIAG cd = c->diag == clblasUnit ? CblasUnit : CblasNonUnit;
        if (parts == 2) {
            double al[2] = {c->alpha.re, c->alpha.im};
            cblas_ztrsm(co, cs, cu, ct, cd, (int)c->M, (int)c->N, al, Ad + 2 * offA, (int)lda,
                        Xd + 2 * offB, (int)ldb);
        } else {
            cblas_dtrsm(co, cs, cu, ct, cd, (int)c->M, (int)c->N, c->alpha.re, Ad + offA,
                        (int)lda, Xd + offB, (int)ldb);
        }
        /* op(A)(row, k), A's unit diagonal taken as 1 */
#define OPA(row, k)                                                                           \
    (c->diag == clblasUnit && (row) == (k) ? tu_scalar_make(1, 0)                              \
     : ((upper ? (c->trans == clblasNoTrans ? (row) <= (k) : (row) >= (k))                      \
               : (c->trans == clblasNoTrans ? (row) >= (k) : (row) <= (k)))                     \
            ? conj_if(c->trans == clblasConjTrans,                                             \
                      tu_get(c->prec, A.init,                                                  \
                             tu_mat_pos(c->order, offA, lda, c->trans == clblasNoTrans ? (row) : (k), \
                                        c->trans == clblasNoTrans ? (k) : (row))))             \
            : tu_scalar_make(0, 0)))
        for (size_t row = 0; row < c->M; row++)
            for (size_t col = 0; col < c->N; col++) {
                const size_t pos = tu_mat_pos(c->order, offB, ldb, row, col);
                tu_scalar got = tu_get(c->prec, B.back, pos);
                tu_scalar rr = tu_mul(c->alpha, tu_get(c->prec, B.init, pos));
                double g = tu_abs1(rr), big = 0;
                rr = tu_scalar_make(-rr.re, -rr.im);
                for (size_t k = 0; k < ka; k++) {
                    tu_scalar a = left ? OPA(row, k) : OPA(k, col);
                    tu_scalar x = tu_get(c->prec, B.back,
                                         tu_mat_pos(c->order, offB, ldb, left ? k : row, left ? col : k));
                    tu_scalar ax = tu_mul(a, x);
                    rr = tu_scalar_make(rr.re + ax.re, rr.im + ax.im);
                    g += tu_abs1(a) * tu_abs1(x);
                    const size_t rp = parts * tu_mat_pos(c->order, offB, ldb, left ? k : row, left ? col : k);
                    big = fmax(big, fabs(Xd[rp]) + (parts == 2 ? fabs(Xd[rp + 1]) : 0));
                }
                double diff = tu_abs1(tu_scalar_make(got.re - Xd[parts * pos],
                                                     got.im - (parts == 2 ? Xd[parts * pos + 1] : 0)));
                double fwd = big > 0 ? diff / (eps * (double)ka * big) : diff == 0 ? 0 : INFINITY;
                double res = g > 0 ? tu_abs1(rr) / (eps * (double)ka * g)
                                   : tu_abs1(rr) == 0 ? 0 : INFINITY;
                double err = fmax(fwd, res);
                if (isnan(err))
                    err = INFINITY;
                if (err > worst)
                    worst = err, wm = i;
            }
#undef OPA
    }
    if (ok)
        ok = tu_check(worst < 16, "%s: max scaled error %.3g in matrix %zu", desc, worst, wm);
    tu_promote_free(Ad);
    tu_promote_free(Xd);
    tu_operand_free(&A);
    tu_operand_free(&B);
    return ok;
}
