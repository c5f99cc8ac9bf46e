#include "tricase.h"
#include "tucblas.h"

#include <cblas.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS-complex.h>

/* ---- the call ---- */

#define TC_Q a->nq, a->qs, a->nwait, a->wait, ev
#define TC_COMMON a->order, a->uplo, a->trans, a->diag, a->N
/* The six routines of precision P (S, D, C, Z). */
#define TC_DISPATCH(P)                                                                         \
    switch (which) {                                                                           \
    case 0:                                                                                    \
        return clblas##P##trmv(TC_COMMON, a->A, a->offa, a->lda, a->x, a->offx, a->incx,       \
                               a->scratch, TC_Q);                                              \
    case 1:                                                                                    \
        return clblas##P##tpmv(TC_COMMON, a->A, a->offa, a->x, a->offx, a->incx, a->scratch,   \
                               TC_Q);                                                          \
    case 2:                                                                                    \
        return clblas##P##tbmv(TC_COMMON, a->K, a->A, a->offa, a->lda, a->x, a->offx, a->incx, \
                               a->scratch, TC_Q);                                              \
    case 3:                                                                                    \
        return clblas##P##trsv(TC_COMMON, a->A, a->offa, a->lda, a->x, a->offx, a->incx, TC_Q); \
    case 4: return clblas##P##tpsv(TC_COMMON, a->A, a->offa, a->x, a->offx, a->incx, TC_Q);   \
    case 5:                                                                                    \
        return clblas##P##tbsv(TC_COMMON, a->K, a->A, a->offa, a->lda, a->x, a->offx, a->incx, \
                               TC_Q);                                                          \
    }                                                                                          \
    break

clblasStatus tc_call(const tc_args *a, cl_event *ev)
{
    int which = (a->solve ? 3 : 0) + (int)a->storage;
    switch (a->p) {
    case TU_S: TC_DISPATCH(S);
    case TU_D: TC_DISPATCH(D);
    case TU_C: TC_DISPATCH(C);
    case TU_Z: TC_DISPATCH(Z);
    }
    return clblasInvalidValue;
}

const char *tc_name(int solve, tc_storage s, tu_prec p)
{
    static const char *names[2][3] = {{"trmv", "tpmv", "tbmv"}, {"trsv", "tpsv", "tbsv"}};
    static _Thread_local char buf[8];
    snprintf(buf, sizeof buf, "%c%s", tu_prec_letter(p), names[solve != 0][s]);
    return buf;
}

/* ---- geometry ---- */

size_t tc_width(const tc_case *c)
{
    if (c->N == 0)
        return 0;
    return c->storage == TC_BAND && c->K < c->N - 1 ? c->K : c->N - 1;
}

size_t tc_extent_A(const tc_case *c)
{
    if (c->N == 0)
        return c->offa;
    switch (c->storage) {
    case TC_FULL: return c->offa + (c->N - 1) * c->lda + c->N;
    case TC_PACKED: return c->offa + c->N * (c->N + 1) / 2;
    case TC_BAND: return c->offa + (c->N - 1) * c->lda + c->K + 1;
    }
    return c->offa;
}

size_t tc_min_lda(const tc_case *c)
{
    switch (c->storage) {
    case TC_FULL: return c->N ? c->N : 1;
    case TC_BAND: return c->K + 1;
    case TC_PACKED: return 0;
    }
    return 0;
}

size_t tc_pos(const tc_case *c, size_t i, size_t j)
{
    int upper = c->uplo == clblasUpper, col = c->order == clblasColumnMajor;
    size_t N = c->N, K = c->K;
    if (i >= N || j >= N || (upper ? j < i : i < j) || (upper ? j - i : i - j) > tc_width(c))
        return SIZE_MAX;
    switch (c->storage) {
    case TC_FULL: return col ? c->offa + j * c->lda + i : c->offa + i * c->lda + j;
    case TC_PACKED:
        if (col)
            return upper ? c->offa + j * (j + 1) / 2 + i
                         : c->offa + j * N - j * (j - 1) / 2 + (i - j);
        return upper ? c->offa + i * N - i * (i - 1) / 2 + (j - i) : c->offa + i * (i + 1) / 2 + j;
    case TC_BAND:
        if (col)
            return upper ? c->offa + j * c->lda + K + i - j : c->offa + j * c->lda + i - j;
        return upper ? c->offa + i * c->lda + j - i : c->offa + i * c->lda + K + j - i;
    }
    return SIZE_MAX;
}

void tc_describe(const tc_case *c, char *buf, size_t cap)
{
    char k[40] = "", lda[40] = "";
    if (c->storage == TC_BAND)
        snprintf(k, sizeof k, " K=%zu", c->K);
    if (c->storage != TC_PACKED)
        snprintf(lda, sizeof lda, " lda=%zu", c->lda);
    snprintf(buf, cap,
             "%s %s uplo=%c trans=%c diag=%c N=%zu%s%s offa=%zu offx=%zu incx=%d strategy=%s "
             "event=%d%s",
             tc_name(c->solve, c->storage, c->prec), c->order == clblasColumnMajor ? "col" : "row",
             c->uplo == clblasUpper ? 'U' : c->uplo == clblasLower ? 'L' : '?',
             (unsigned)c->trans < 3 ? "NTC"[c->trans] : '?', c->diag == clblasUnit ? 'U' : 'N',
             c->N, k, lda, c->offa, c->offx, c->incx, c->strategy ? c->strategy : "auto",
             c->want_event, c->scratch ? " scratch" : "");
}

/* ---- data ---- */

/* A random element, rounded to the precision, scaled by s. */
static tu_scalar scaled(tu_rng *r, tu_prec p, double s)
{
    tu_scalar v = tu_rng_scalar(r, p);
    v.re *= s;
    v.im *= s;
    if (!tu_is_double(p)) {
        v.re = (float)v.re;
        v.im = (float)v.im;
    }
    return v;
}

/* A diagonal element of a solve: magnitude (and real part) at least 1. */
static tu_scalar diagonal(tu_rng *r, tu_prec p)
{
    double u = tu_rng_unit(r);
    tu_scalar v = tu_scalar_make((u < 0 ? -1 : 1) * (1 + fabs(u)),
                                 tu_is_complex(p) ? 0.75 * tu_rng_unit(r) : 0);
    if (!tu_is_double(p)) {
        v.re = (float)v.re;
        v.im = (float)v.im;
    }
    return v;
}

int tc_data_make(const tc_case *c, tc_data *d)
{
    memset(d, 0, sizeof *d);
    size_t totA = tc_extent_A(c) + TU_GUARD;
    size_t totx = tu_vec_extent(c->N, c->offx, c->incx) + TU_GUARD;
    if (tu_operand_init(&d->A, c->prec, totA, TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->x, c->prec, totx, TU_CANARY_NAN) != 0) {
        tc_data_free(d);
        return -1;
    }
    tu_rng r = tu_rng_make(c->seed);
    size_t w = tc_width(c);
    /* solves: off-diagonal magnitudes (|re| + |im|) summing to at most 1/2
     * in every row and column */
    double s = c->solve ? 0.5 / (double)(w ? w : 1) / (tu_is_complex(c->prec) ? 2 : 1) : 1;
    for (size_t j = 0; j < c->N; j++) {
        size_t i0 = c->uplo == clblasUpper ? (j > w ? j - w : 0) : j;
        size_t i1 = c->uplo == clblasUpper ? j : (c->N - 1 - j > w ? j + w : c->N - 1);
        for (size_t i = i0; i <= i1; i++) {
            if (i == j && c->diag == clblasUnit)
                continue; /* never read: stays NaN */
            size_t pos = tc_pos(c, i, j);
            d->A.logical[pos] = 1;
            tu_set(c->prec, d->A.init, pos,
                   i == j && c->solve ? diagonal(&r, c->prec) : scaled(&r, c->prec, s));
        }
    }
    tu_operand_mark_vec(&d->x, c->N, c->offx, c->incx);
    tu_operand_fill(&d->x, &r, 0);
    return 0;
}

cl_int tc_data_upload(tc_data *d, cl_context ctx)
{
    cl_int err = tu_operand_upload(&d->A, ctx, CL_MEM_READ_ONLY);
    if (err == CL_SUCCESS)
        err = tu_operand_upload(&d->x, ctx, CL_MEM_READ_WRITE);
    return err;
}

cl_int tc_data_download(tc_data *d, cl_command_queue q)
{
    cl_int err = tu_operand_download(&d->A, q);
    if (err == CL_SUCCESS)
        err = tu_operand_download(&d->x, q);
    return err;
}

void tc_data_free(tc_data *d)
{
    tu_operand_free(&d->A);
    tu_operand_free(&d->x);
    if (d->scratch)
        clReleaseMemObject(d->scratch);
    d->scratch = NULL;
}

tc_args tc_args_of(const tc_case *c, const tc_data *d, cl_command_queue *q)
{
    tc_args a;
    memset(&a, 0, sizeof a);
    a.solve = c->solve;
    a.storage = c->storage;
    a.p = c->prec;
    a.order = c->order;
    a.uplo = c->uplo;
    a.trans = c->trans;
    a.diag = c->diag;
    a.N = c->N;
    a.K = c->K;
    a.A = d->A.mem;
    a.offa = c->offa;
    a.lda = c->lda;
    a.x = d->x.mem;
    a.offx = c->offx;
    a.incx = c->incx;
    a.scratch = d->scratch;
    a.nq = 1;
    a.qs = q;
    return a;
}

/* ---- the test's own references, in long double ---- */

typedef struct lc {
    long double re, im;
} lc;

static lc lc_of(tu_scalar v)
{
    lc r = {v.re, v.im};
    return r;
}
static lc lc_div(lc a, lc b)
{
    long double d = b.re * b.re + b.im * b.im;
    lc r = {(a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d};
    return r;
}
static long double lc_abs1(lc a) { return fabsl(a.re) + fabsl(a.im); }

/* op(A)(i, j) as the call sees it: 1 on a unit diagonal, conjugated for
 * ConjTrans; 0 (returns 0) where op(A) has no element. */
static int op_elem(const tc_case *c, const void *A, size_t i, size_t j, lc *v)
{
    if (i == j && c->diag == clblasUnit) {
        v->re = 1;
        v->im = 0;
        return 1;
    }
    size_t pos = c->trans == clblasNoTrans ? tc_pos(c, i, j) : tc_pos(c, j, i);
    if (pos == SIZE_MAX)
        return 0;
    *v = lc_of(tu_get(c->prec, A, pos));
    if (c->trans == clblasConjTrans)
        v->im = -v->im;
    return 1;
}

/* op(A) is lower triangular */
static int op_lower(const tc_case *c)
{
    return (c->uplo == clblasLower) == (c->trans == clblasNoTrans);
}

/* The columns of op(A)'s row i: [*lo, *hi]. */
static void op_row(const tc_case *c, size_t i, size_t *lo, size_t *hi)
{
    size_t w = tc_width(c);
    if (op_lower(c)) {
        *lo = i > w ? i - w : 0;
        *hi = i;
    } else {
        *lo = i;
        *hi = c->N - 1 - i > w ? i + w : c->N - 1;
    }
}

int tc_depends(const tc_case *c, size_t i, size_t k)
{
    size_t lo, hi;
    op_row(c, i, &lo, &hi);
    return k >= lo && k <= hi;
}

static lc x_at(const tc_case *c, const void *x, size_t i)
{
    return lc_of(tu_get(c->prec, x, tu_vec_pos(c->N, c->offx, c->incx, i)));
}

/* op(A) row by row, its stored elements only (exact in double): row i
 * holds columns lo[i] .. lo[i] + len - 1 at v[2 * (start[i] + k)] (re, im). */
typedef struct opmat {
    size_t N;
    int lower, cplx;
    size_t *lo, *start;
    double *v;
} opmat;

static void opmat_free(opmat *m)
{
    free(m->lo);
    free(m->start);
    free(m->v);
    memset(m, 0, sizeof *m);
}

static int opmat_make(const tc_case *c, const void *A, opmat *m)
{
    memset(m, 0, sizeof *m);
    m->N = c->N;
    m->lower = op_lower(c);
    m->cplx = tu_is_complex(c->prec);
    m->lo = malloc((c->N + 1) * sizeof *m->lo);
    m->start = malloc((c->N + 1) * sizeof *m->start);
    size_t total = 0;
    for (size_t i = 0; m->lo && m->start && i < c->N; i++) {
        size_t lo, hi;
        op_row(c, i, &lo, &hi);
        m->lo[i] = lo;
        m->start[i] = total;
        total += hi - lo + 1;
    }
    if (m->start)
        m->start[c->N] = total;
    m->v = malloc((2 * total + 1) * sizeof *m->v);
    if (!m->lo || !m->start || !m->v) {
        opmat_free(m);
        return -1;
    }
    for (size_t i = 0; i < c->N; i++)
        for (size_t j = m->lo[i], k = m->start[i]; k < m->start[i + 1]; j++, k++) {
            lc a = {0, 0};
            op_elem(c, A, i, j, &a);
            m->v[2 * k] = (double)a.re;
            m->v[2 * k + 1] = (double)a.im;
        }
    return 0;
}

/* y = op(A) v in long double (y may be NULL) and G = |op(A)| |v| in double
 * (G may be NULL), v given per index. */
static void own_product(const opmat *m, const lc *v, lc *y, long double *G)
{
    for (size_t i = 0; i < m->N; i++) {
        const double *a = m->v + 2 * m->start[i];
        const lc *x = v + m->lo[i];
        size_t n = m->start[i + 1] - m->start[i];
        if (y) {
            long double sr = 0, si = 0;
            if (m->cplx) {
                for (size_t k = 0; k < n; k++) {
                    long double ar = a[2 * k], ai = a[2 * k + 1];
                    sr += ar * x[k].re - ai * x[k].im;
                    si += ar * x[k].im + ai * x[k].re;
                }
            } else {
                for (size_t k = 0; k < n; k++)
                    sr += (long double)a[2 * k] * x[k].re;
            }
            y[i].re = sr;
            y[i].im = si;
        }
        if (G) {
            double g = 0;
            for (size_t k = 0; k < n; k++)
                g += (fabs(a[2 * k]) + fabs(a[2 * k + 1])) *
                     (double)(fabsl(x[k].re) + fabsl(x[k].im));
            G[i] = g;
        }
    }
}

/* max_i sum_j |op(A)(i, j)| */
static long double own_norm(const opmat *m)
{
    long double an = 0;
    for (size_t i = 0; i < m->N; i++) {
        long double row = 0;
        for (size_t k = m->start[i]; k < m->start[i + 1]; k++)
            row += fabsl((long double)m->v[2 * k]) + fabsl((long double)m->v[2 * k + 1]);
        an = row > an ? row : an;
    }
    return an;
}

/* Solve op(A) y = b by substitution. With `gauge`, solve instead the
 * comparison system M y = b (b >= 0): |diagonal| (modulus) on the diagonal,
 * -|off-diagonal| (|re| + |im|) elsewhere. */
static void own_solve(const opmat *m, const lc *b, lc *y, int gauge)
{
    size_t N = m->N;
    for (size_t step = 0; step < N; step++) {
        size_t i = m->lower ? step : N - 1 - step;
        const double *a = m->v + 2 * m->start[i];
        size_t n = m->start[i + 1] - m->start[i], lo = m->lo[i], di = i - lo;
        long double sr = b[i].re, si = b[i].im;
        for (size_t k = 0; k < n; k++) {
            if (k == di)
                continue;
            long double ar = a[2 * k], ai = a[2 * k + 1];
            const lc *x = &y[lo + k];
            if (gauge) {
                sr += (fabsl(ar) + fabsl(ai)) * x->re;
            } else {
                sr -= ar * x->re - ai * x->im;
                si -= ar * x->im + ai * x->re;
            }
        }
        lc d = {a[2 * di], a[2 * di + 1]}, s = {sr, si};
        if (gauge) {
            y[i].re = sr / hypotl(d.re, d.im);
            y[i].im = 0;
        } else {
            y[i] = lc_div(s, d);
        }
    }
}

/* ---- CBLAS ---- */

/* CBLAS's answer, in double: x's image after the call (NULL on no memory). */
double *tc_reference_x(const tc_case *c, const tc_data *d)
{
    double *Ad = tu_promote(&d->A, 1, 0), *xd = tu_promote(&d->x, 1, 0);
    if (!Ad || !xd) {
        tu_promote_free(Ad);
        tu_promote_free(xd);
        return NULL;
    }
    enum CBLAS_ORDER o = tu_cb_order(c->order);
    enum CBLAS_UPLO u = tu_cb_uplo(c->uplo);
    enum CBLAS_TRANSPOSE t = tu_cb_trans(c->trans);
    enum CBLAS_DIAG g = tu_cb_diag(c->diag);
    int N = (int)c->N, K = (int)c->K, lda = (int)c->lda, inc = c->incx;
    size_t parts = tu_is_complex(c->prec) ? 2 : 1;
    double *A = Ad + parts * c->offa, *x = xd + parts * c->offx;
    int which = (c->solve ? 3 : 0) + (int)c->storage;
    /* the same six calls in double (d) and double complex (z) */
#define TRI_REF(P)                                                                             \
    switch (which) {                                                                           \
    case 0: cblas_##P##trmv(o, u, t, g, N, A, lda, x, inc); break;                             \
    case 1: cblas_##P##tpmv(o, u, t, g, N, A, x, inc); break;                                  \
    case 2: cblas_##P##tbmv(o, u, t, g, N, K, A, lda, x, inc); break;                          \
    case 3: cblas_##P##trsv(o, u, t, g, N, A, lda, x, inc); break;                             \
    case 4: cblas_##P##tpsv(o, u, t, g, N, A, x, inc); break;                                  \
    case 5: cblas_##P##tbsv(o, u, t, g, N, K, A, lda, x, inc); break;                          \
    }
    if (parts == 1)
        TRI_REF(d)
    else
        TRI_REF(z)
#undef TRI_REF
    tu_promote_free(Ad);
    return xd;
}

/* ---- checks ---- */

static double worst[2][3];

void tc_worst(double out[2][3]) { memcpy(out, worst, sizeof worst); }

static double scaled_err(lc got, lc want, long double gauge, double eps)
{
    long double diff = fabsl(got.re - want.re) + fabsl(got.im - want.im);
    double err = gauge > 0 ? (double)(diff / (eps * gauge)) : diff == 0 ? 0 : INFINITY;
    return isnan(err) ? INFINITY : err;
}

/* Largest scaled error of `got` against `want` with gauge G; *at its index. */
static double max_err(size_t N, const lc *got, const lc *want, const long double *G, double eps,
                      size_t *at)
{
    double m = 0;
    *at = 0;
    for (size_t i = 0; i < N; i++) {
        double e = scaled_err(got[i], want[i], G[i], eps);
        if (e > m || (i == 0 && e == m)) {
            m = e;
            *at = i;
        }
    }
    return m;
}

static int verify_values(const tc_case *c, const tc_data *d, const char *desc)
{
    size_t N = c->N;
    if (N == 0) {
        size_t changed = tu_operand_changed(&d->x, 0, "x", desc);
        return tu_check(changed == 0, "%s: N = 0, x must be untouched (%zu elements changed)",
                        desc, changed);
    }
    lc *x0 = malloc(N * sizeof *x0), *own = malloc(N * sizeof *own);
    lc *cb = malloc(N * sizeof *cb), *got = malloc(N * sizeof *got);
    long double *G = malloc(N * sizeof *G);
    double *xref = tc_reference_x(c, d);
    opmat m;
    memset(&m, 0, sizeof m);
    int ok = tu_check(x0 && own && cb && got && G && xref, "%s: out of host memory", desc);
    if (!ok)
        goto done;
    size_t parts = tu_is_complex(c->prec) ? 2 : 1;
    for (size_t i = 0; i < N; i++) {
        size_t pos = tu_vec_pos(N, c->offx, c->incx, i);
        x0[i] = x_at(c, d->x.init, i);
        got[i] = x_at(c, d->x.back, i);
        cb[i].re = xref[parts * pos];
        cb[i].im = parts == 2 ? xref[parts * pos + 1] : 0;
    }
    double eps = tu_eps(c->prec);
    size_t at;
    if (!tu_check(opmat_make(c, d->A.init, &m) == 0, "%s: out of host memory", desc)) {
        ok = 0;
        goto done;
    }
    if (!c->solve) {
        own_product(&m, x0, own, G);
        double e = max_err(N, cb, own, G, DBL_EPSILON, &at);
        tu_check(e < 16, "%s: CBLAS disagrees with the test's own loop: scaled error %.3g at "
                 "x(%zu): CBLAS (%.17g,%.17g), loop (%.17Lg,%.17Lg)",
                 desc, e, at, (double)cb[at].re, (double)cb[at].im, own[at].re, own[at].im);
        e = max_err(N, got, cb, G, eps, &at);
        if (e > worst[0][0])
            worst[0][0] = e;
        ok = tu_check(e < 16, "%s: max scaled error %.3g at x(%zu): got (%.9Lg,%.9Lg) want "
                      "(%.17Lg,%.17Lg)",
                      desc, e, at, got[at].re, got[at].im, cb[at].re, cb[at].im);
        goto done;
    }

    /* solves: b = x0; own = op(A)^-1 b; G = M^-1 |op(A)| |own| */
    own_solve(&m, x0, own, 0);
    {
        lc *h = malloc(N * sizeof *h), *g = malloc(N * sizeof *g);
        long double *hh = malloc(N * sizeof *hh);
        if (!tu_check(h && g && hh, "%s: out of host memory", desc)) {
            free(h), free(g), free(hh);
            ok = 0;
            goto done;
        }
        own_product(&m, own, NULL, hh);
        for (size_t i = 0; i < N; i++) {
            h[i].re = hh[i];
            h[i].im = 0;
        }
        own_solve(&m, h, g, 1);
        for (size_t i = 0; i < N; i++)
            G[i] = g[i].re;
        free(h), free(g), free(hh);
    }
    /* 16 while the dot products are short, else the first-order bound
     * (w + 1) eps g of a substitution with dot products of w + 1 terms */
    size_t w = tc_width(c);
    double limit = w < TC_ELEMENTWISE_MAX ? 16 : (double)w + 1;
    double e = max_err(N, cb, own, G, DBL_EPSILON, &at);
    tu_check(e < limit, "%s: CBLAS disagrees with the test's own substitution: scaled error "
             "%.3g (limit %g) at x(%zu): CBLAS (%.17g,%.17g), loop (%.17Lg,%.17Lg)",
             desc, e, limit, at, (double)cb[at].re, (double)cb[at].im, own[at].re, own[at].im);
    e = max_err(N, got, cb, G, eps, &at);
    if (w < TC_ELEMENTWISE_MAX && e > worst[1][0])
        worst[1][0] = e;
    if (w >= TC_ELEMENTWISE_MAX && e / limit > worst[1][2])
        worst[1][2] = e / limit;
    ok &= tu_check(e < limit, "%s: max scaled error %.3g (limit %g) at x(%zu): got (%.9Lg,%.9Lg) "
                   "want (%.17Lg,%.17Lg)",
                   desc, e, limit, at, got[at].re, got[at].im, cb[at].re, cb[at].im);
    /* the residual ||op(A) x - b|| / (eps N ||op(A)|| ||x||) */
    {
        lc *r = malloc(N * sizeof *r);
        if (!tu_check(r != NULL, "%s: out of host memory", desc)) {
            ok = 0;
            goto done;
        }
        own_product(&m, got, r, NULL);
        long double rn = 0, an = own_norm(&m), xn = 0;
        for (size_t i = 0; i < N; i++) {
            lc ri = {r[i].re - x0[i].re, r[i].im - x0[i].im};
            long double v = lc_abs1(ri), xa = lc_abs1(got[i]);
            rn = isnan(v) || v > rn ? v : rn;
            xn = isnan(xa) || xa > xn ? xa : xn;
        }
        free(r);
        double ratio = (double)(rn / (eps * (long double)N * an * xn));
        if (isnan(ratio) || (xn == 0 && rn != 0))
            ratio = INFINITY;
        if (xn == 0 && rn == 0)
            ratio = 0;
        if (ratio > worst[1][1])
            worst[1][1] = ratio;
        ok &= tu_check(ratio < 16,
                       "%s: residual ratio %.3g (||r|| %.3Lg, ||A|| %.3Lg, ||x|| %.3Lg)", desc,
                       ratio, rn, an, xn);
    }
done:
    opmat_free(&m);
    free(x0);
    free(own);
    free(cb);
    free(got);
    free(G);
    tu_promote_free(xref);
    return ok;
}

int tc_verify(const tc_case *c, const tc_data *d, const char *desc)
{
    size_t a = tu_operand_changed(&d->A, 0, "A", desc);
    size_t g = tu_operand_changed(&d->x, 1, "x", desc);
    int ok = tu_check(a == 0, "%s: A changed (%zu elements)", desc, a);
    ok &= tu_check(g == 0, "%s: x's guards or gaps changed (%zu elements)", desc, g);
    ok &= verify_values(c, d, desc);
    return ok;
}

int tc_run(cl_context ctx, cl_command_queue q, const tc_case *c)
{
    char desc[512];
    tc_describe(c, desc, sizeof desc);
    tc_data d;
    int ok = tc_data_make(c, &d) == 0 && tc_data_upload(&d, ctx) == CL_SUCCESS;
    cl_int err = CL_SUCCESS;
    static const uint64_t nan_bits[2] = {0x7ff8a5a5a5a5a5a5ull, 0x7ff8a5a5a5a5a5a5ull};
    if (ok && c->scratch && !c->solve)
        d.scratch = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                   tu_esize(c->prec), (void *)nan_bits, &err);
    if (!tu_check(ok && err == CL_SUCCESS, "%s: could not create the operands", desc)) {
        tc_data_free(&d);
        return 0;
    }
    cl_event ev = NULL;
    tc_args a = tc_args_of(c, &d, &q);
    clblasStatus st = tc_call(&a, c->want_event ? &ev : NULL);
    ok = tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st));
    if (ok && c->want_event)
        ok = tu_check_event(ev, q, desc);
    err = tc_data_download(&d, q);
    if (err == CL_SUCCESS && d.scratch) {
        uint64_t back[2] = {0, 0};
        err = clEnqueueReadBuffer(q, d.scratch, CL_TRUE, 0, tu_esize(c->prec), back, 0, NULL, NULL);
        ok &= tu_check(err != CL_SUCCESS || memcmp(back, nan_bits, tu_esize(c->prec)) == 0,
                       "%s: the scratch buffer changed", desc);
    }
    if (tu_check(err == CL_SUCCESS, "%s: read back failed (%d)", desc, err) && st == clblasSuccess)
        ok &= tc_verify(c, &d, desc);
    else
        ok = 0;
    tc_data_free(&d);
    return ok;
}
