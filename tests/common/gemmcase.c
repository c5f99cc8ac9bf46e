#include "gemmcase.h"
#include "tucblas.h"

#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS-complex.h>

clblasStatus gm_call(tu_prec p, clblasOrder order, clblasTranspose transA,
                     clblasTranspose transB, size_t M, size_t N, size_t K, tu_scalar alpha,
                     cl_mem A, size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
                     tu_scalar beta, cl_mem C, size_t offC, size_t ldc, cl_uint nq,
                     cl_command_queue *q, cl_uint nwait, const cl_event *wait, cl_event *event)
{
    switch (p) {
    case TU_S:
        return clblasSgemm(order, transA, transB, M, N, K, (cl_float)alpha.re, A, offA, lda, B,
                           offB, ldb, (cl_float)beta.re, C, offC, ldc, nq, q, nwait, wait, event);
    case TU_D:
        return clblasDgemm(order, transA, transB, M, N, K, alpha.re, A, offA, lda, B, offB, ldb,
                           beta.re, C, offC, ldc, nq, q, nwait, wait, event);
    case TU_C: {
        FloatComplex a = floatComplex((cl_float)alpha.re, (cl_float)alpha.im);
        FloatComplex b = floatComplex((cl_float)beta.re, (cl_float)beta.im);
        return clblasCgemm(order, transA, transB, M, N, K, a, A, offA, lda, B, offB, ldb, b, C,
                           offC, ldc, nq, q, nwait, wait, event);
    }
    case TU_Z: {
        DoubleComplex a = doubleComplex(alpha.re, alpha.im);
        DoubleComplex b = doubleComplex(beta.re, beta.im);
        return clblasZgemm(order, transA, transB, M, N, K, a, A, offA, lda, B, offB, ldb, b, C,
                           offC, ldc, nq, q, nwait, wait, event);
    }
    }
    return clblasInvalidValue;
}

void gm_shape_a(const gm_case *c, size_t *rows, size_t *cols)
{
    *rows = c->transA == clblasNoTrans ? c->M : c->K;
    *cols = c->transA == clblasNoTrans ? c->K : c->M;
}

void gm_shape_b(const gm_case *c, size_t *rows, size_t *cols)
{
    *rows = c->transB == clblasNoTrans ? c->K : c->N;
    *cols = c->transB == clblasNoTrans ? c->N : c->K;
}

size_t gm_min_ld(clblasOrder order, size_t rows, size_t cols)
{
    size_t ld = order == clblasColumnMajor ? rows : cols;
    return ld ? ld : 1;
}

void gm_describe(const void *cv, char *buf, size_t cap)
{
    const gm_case *c = cv;
    static const char *trans[] = {"N", "T", "C"};
    char a[64], b[64];
    tu_scalar_str(c->prec, c->alpha, a, sizeof a);
    tu_scalar_str(c->prec, c->beta, b, sizeof b);
    snprintf(buf, cap,
             "%cgemm %s %s%s M=%zu N=%zu K=%zu lda=%zu ldb=%zu ldc=%zu offA=%zu offB=%zu "
             "offC=%zu alpha=%s beta=%s event=%d%s%s",
             tu_prec_letter(c->prec), c->order == clblasColumnMajor ? "col" : "row",
             (unsigned)c->transA < 3 ? trans[c->transA] : "?",
             (unsigned)c->transB < 3 ? trans[c->transB] : "?", c->M, c->N, c->K, c->lda, c->ldb,
             c->ldc, c->offA, c->offB, c->offC, a, b, c->want_event,
             c->nan & GM_NAN_C ? " NaN-C" : "", c->nan & GM_NAN_AB ? " NaN-AB" : "");
}

typedef struct gm_data {
    tu_operand A, B, C;
} gm_data;

static int data_make(const void *cv, void *dv)
{
    const gm_case *c = cv;
    gm_data *d = dv;
    size_t ar, ac, br, bc;
    gm_shape_a(c, &ar, &ac);
    gm_shape_b(c, &br, &bc);
    const tu_canary nan = TU_CANARY_NAN;
    if (tu_operand_init_mat(&d->A, c->prec, nan, c->order, ar, ac, c->offA, c->lda, 1) != 0 ||
        tu_operand_init_mat(&d->B, c->prec, nan, c->order, br, bc, c->offB, c->ldb, 1) != 0 ||
        tu_operand_init_mat(&d->C, c->prec, TU_CANARY_FINITE, c->order, c->M, c->N, c->offC,
                            c->ldc, 1) != 0)
        return -1;
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->A, &r, (c->nan & GM_NAN_AB) != 0);
    tu_operand_fill(&d->B, &r, (c->nan & GM_NAN_AB) != 0);
    tu_operand_fill(&d->C, &r, (c->nan & GM_NAN_C) != 0);
    return 0;
}

/* Cref: the C image after the call, as CBLAS computes it in double. */
static double *reference_c(const gm_case *c, const gm_data *d)
{
    int alpha0 = tu_scalar_is(c->alpha, 0) || c->K == 0, beta0 = tu_scalar_is(c->beta, 0);
    double *Ad = tu_promote(&d->A, 1, alpha0), *Bd = tu_promote(&d->B, 1, alpha0);
    double *Cd = tu_promote(&d->C, 0, 0);
    if (!Ad || !Bd || !Cd) {
        tu_promote_free(Ad);
        tu_promote_free(Bd);
        tu_promote_free(Cd);
        return NULL;
    }
    size_t parts = tu_is_complex(c->prec) ? 2 : 1;
    if (beta0) { /* beta == 0: C's old values (perhaps NaN) do not count */
        for (size_t i = 0; i < c->M; i++)
            for (size_t j = 0; j < c->N; j++) {
                size_t p = parts * tu_mat_pos(c->order, c->offC, c->ldc, i, j);
                Cd[p] = 0;
                Cd[p + parts - 1] = 0;
            }
    }
    enum CBLAS_ORDER order = tu_cb_order(c->order);
    /* K == 0 goes to CBLAS as well (it scales C by beta); alpha == 0 too,
     * with A and B promoted as zeros: the call must not have read them. */
    if (tu_is_complex(c->prec)) {
        double al[2] = {c->alpha.re, c->alpha.im}, be[2] = {c->beta.re, c->beta.im};
        cblas_zgemm(order, tu_cb_trans(c->transA), tu_cb_trans(c->transB), (int)c->M, (int)c->N,
                    (int)c->K, al, Ad + 2 * c->offA, (int)c->lda, Bd + 2 * c->offB, (int)c->ldb,
                    be, Cd + 2 * c->offC, (int)c->ldc);
    } else {
        cblas_dgemm(order, tu_cb_trans(c->transA), tu_cb_trans(c->transB), (int)c->M, (int)c->N,
                    (int)c->K, c->alpha.re, Ad + c->offA, (int)c->lda, Bd + c->offB,
                    (int)c->ldb, c->beta.re, Cd + c->offC, (int)c->ldc);
    }
    tu_promote_free(Ad);
    tu_promote_free(Bd);
    return Cd;
}

/* Element (r, k) of op(X), X stored from off with leading dimension ld,
 * conjugated for ConjTrans. */
static tu_scalar op_elem(const gm_case *c, const tu_operand *X, size_t off, size_t ld,
                         clblasTranspose t, size_t r, size_t k)
{
    int n = t == clblasNoTrans;
    tu_scalar v = tu_get(c->prec, X->init, tu_mat_pos(c->order, off, ld, n ? r : k, n ? k : r));
    if (t == clblasConjTrans)
        v.im = -v.im;
    return v;
}

static int quick_return(const gm_case *c)
{
    return c->M == 0 || c->N == 0 ||
           ((tu_scalar_is(c->alpha, 0) || c->K == 0) && tu_scalar_is(c->beta, 1));
}

/* |op(A)| (M x K) and |op(B)| (K x N), computed once */
typedef struct gm_gauge {
    const double *aa, *bb;
    size_t M, K;
} gm_gauge;

static double gauge_sum(const void *c, const void *gv, size_t i, size_t j)
{
    (void)c;
    const gm_gauge *g = gv;
    double s = 0;
    for (size_t k = 0; k < g->K; k++)
        s += g->aa[k * g->M + i] * g->bb[j * g->K + k];
    return s;
}

static int verify_values(const void *cv, const void *dv, const char *desc)
{
    const gm_case *c = cv;
    const gm_data *d = dv;
    if (quick_return(c))
        return tu_check_untouched(&d->C, "C", desc);
    double *cref = reference_c(c, d);
    double *aa = malloc((c->M * c->K + 1) * sizeof *aa), *bb = malloc((c->K * c->N + 1) * sizeof *bb);
    if (!tu_check(aa && bb, "%s: out of host memory for the gauges", desc)) {
        free(aa);
        free(bb);
        tu_promote_free(cref);
        return 0;
    }
    int alpha0 = tu_scalar_is(c->alpha, 0);
    for (size_t k = 0; k < c->K && !alpha0; k++) {
        for (size_t i = 0; i < c->M; i++)
            aa[k * c->M + i] = tu_abs1(op_elem(c, &d->A, c->offA, c->lda, c->transA, i, k));
        for (size_t j = 0; j < c->N; j++)
            bb[j * c->K + k] = tu_abs1(op_elem(c, &d->B, c->offB, c->ldb, c->transB, k, j));
    }
    const gm_gauge g = {aa, bb, c->M, c->K};
    const tu_product pr = {.p = c->prec, .order = c->order, .m = c->M, .n = c->N, .off = c->offC,
                           .ld = c->ldc, .alpha = c->alpha, .beta = c->beta, .res = &d->C,
                           .ref = cref, .name = "C", .d = &g, .sum = gauge_sum};
    int ok = tu_check_product(&pr, desc);
    free(aa);
    free(bb);
    return ok;
}

static clblasStatus call(const void *cv, cl_command_queue q, const cl_mem *m, cl_event *ev)
{
    const gm_case *c = cv;
    return gm_call(c->prec, c->order, c->transA, c->transB, c->M, c->N, c->K, c->alpha, m[0],
                   c->offA, c->lda, m[1], c->offB, c->ldb, c->beta, m[2], c->offC, c->ldc, 1, &q,
                   0, NULL, ev);
}

static const tu_case_kind case_kind = {
    .data_size = sizeof(gm_data), .n = 3,
    .at = {offsetof(gm_data, A), offsetof(gm_data, B), offsetof(gm_data, C)},
    .names = {"A", "B", "C"}, .describe = gm_describe, .make = data_make, .call = call,
    .verify = verify_values};

int gm_run(const tu_device *dev, const gm_case *c)
{
    return tu_run_case(dev, &case_kind, c, c->want_event);
}
