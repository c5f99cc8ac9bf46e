/*
 * symvcase.c - one call of a symmetric, Hermitian or band matrix-vector
 * product, fully checked (see symvcase.h).
 */
#include "symvcase.h"
#include "tucblas.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#define RE ((1u << TU_S) | (1u << TU_D))
#define CX ((1u << TU_C) | (1u << TU_Z))
const sv_routine sv_routines[SV_NROUTINES] = {
    {"symv", SV_FULL, 0, RE},    {"hemv", SV_FULL, 1, CX}, {"spmv", SV_PACKED, 0, RE},
    {"hpmv", SV_PACKED, 1, CX},  {"sbmv", SV_BAND, 0, RE}, {"hbmv", SV_BAND, 1, CX},
    {"gbmv", SV_GB, 0, RE | CX},
};

static int is_gb(const sv_case *c) { return c->r->st == SV_GB; }
static size_t rows(const sv_case *c) { return is_gb(c) ? c->M : c->N; }
static int tr(const sv_case *c) { return is_gb(c) && c->trans != clblasNoTrans; }
size_t sv_len_x(const sv_case *c) { return tr(c) ? c->M : c->N; }
size_t sv_len_y(const sv_case *c) { return tr(c) ? c->N : rows(c); }
static int quick(const sv_case *c)
{
    return rows(c) == 0 || c->N == 0 || (tu_scalar_is(c->alpha, 0) && tu_scalar_is(c->beta, 1));
}

void sv_describe(const sv_case *c, char *buf, size_t cap)
{
    char a[64], b[64], shape[96], ld[32] = "";
    tu_scalar_str(c->p, c->alpha, a, sizeof a);
    tu_scalar_str(c->p, c->beta, b, sizeof b);
    if (is_gb(c))
        snprintf(shape, sizeof shape, "trans=%s M=%zu N=%zu KL=%zu KU=%zu",
                 c->trans == clblasNoTrans ? "N" : c->trans == clblasTrans ? "T" : "C", c->M, c->N,
                 c->KL, c->KU);
    else if (c->r->st == SV_BAND)
        snprintf(shape, sizeof shape, "%c N=%zu K=%zu", c->uplo == clblasUpper ? 'U' : 'L', c->N,
                 c->K);
    else
        snprintf(shape, sizeof shape, "%c N=%zu", c->uplo == clblasUpper ? 'U' : 'L', c->N);
    if (c->r->st != SV_PACKED)
        snprintf(ld, sizeof ld, " lda=%zu", c->lda);
    snprintf(buf, cap,
             "%c%s %s %s%s offA=%zu offx=%zu incx=%d offy=%zu incy=%d alpha=%s beta=%s event=%d "
             "params=%s",
             tu_prec_letter(c->p), c->r->name, c->order == clblasColumnMajor ? "col" : "row", shape,
             ld, c->offA, c->offx, c->incx, c->offy, c->incy, a, b, c->want_event,
             c->params ? c->params : "default");
}

/* The rows lo..hi of column j that the routine reads (none when lo > hi). */
static void col_range(const sv_case *c, size_t j, size_t *lo, size_t *hi)
{
    if (is_gb(c)) {
        *lo = j > c->KU ? j - c->KU : 0;
        *hi = j + c->KL < c->M ? j + c->KL : c->M - 1;
        if (c->M == 0)
            *lo = 1, *hi = 0;
        return;
    }
    const size_t w = c->r->st == SV_BAND ? c->K : c->N; /* off-diagonals */
    if (c->uplo == clblasUpper) {
        *lo = j > w ? j - w : 0;
        *hi = j;
    } else {
        *lo = j;
        *hi = j + w < c->N ? j + w : c->N - 1;
    }
}

/* Where the routine finds A(i, j), i in col_range of j. */
static size_t pos_of(const sv_case *c, size_t i, size_t j)
{
    const int col = c->order == clblasColumnMajor, up = c->uplo == clblasUpper;
    const size_t o = c->offA, ld = c->lda, n = c->N;
    switch (c->r->st) {
    case SV_FULL: return tu_mat_pos(c->order, o, ld, i, j);
    case SV_PACKED: {
        /* column-major upper (row-major lower) stores column j's rows 0..j
         * after the columns before it; the other way round, rows j..n-1 */
        size_t a = col ? i : j, b = col ? j : i;
        return up == col ? o + b * (b + 1) / 2 + a : o + b * (2 * n - b - 1) / 2 + a;
    }
    case SV_BAND:
        if (col)
            return up ? o + j * ld + c->K + i - j : o + j * ld + i - j;
        return up ? o + i * ld + j - i : o + i * ld + c->K + j - i;
    case SV_GB: return col ? o + j * ld + c->KU + i - j : o + i * ld + c->KL + j - i;
    }
    return 0;
}

size_t sv_min_lda(const sv_case *c)
{
    switch (c->r->st) {
    case SV_FULL: return c->N ? c->N : 1;
    case SV_BAND: return c->K + 1;
    case SV_GB: return c->KL + c->KU + 1;
    default: return 0;
    }
}

/* A's elements from offA to the end of what the validation asks for. */
static size_t extent_A(const sv_case *c)
{
    if (rows(c) == 0 || c->N == 0)
        return c->offA;
    switch (c->r->st) {
    case SV_FULL: return tu_mat_extent(c->order, c->N, c->N, c->offA, c->lda);
    case SV_PACKED: return c->offA + c->N * (c->N + 1) / 2;
    case SV_BAND: return c->offA + (c->N - 1) * c->lda + c->K + 1;
    case SV_GB:
        return c->offA + ((c->order == clblasColumnMajor ? c->N : c->M) - 1) * c->lda + c->KL +
               c->KU + 1;
    }
    return c->offA;
}

static clblasStatus call(const sv_case *c, cl_command_queue q, cl_mem A, cl_mem x, cl_mem y,
                         cl_event *ev)
{
    const float as = (float)c->alpha.re, bs = (float)c->beta.re;
    const double ad = c->alpha.re, bd = c->beta.re;
    const FloatComplex ac = {{as, (float)c->alpha.im}}, bc = {{bs, (float)c->beta.im}};
    const DoubleComplex az = {{ad, c->alpha.im}}, bz = {{bd, c->beta.im}};
    const clblasOrder o = c->order;
    const clblasUplo u = c->uplo;
    const size_t N = c->N, K = c->K, lda = c->lda, oa = c->offA, ox = c->offx, oy = c->offy;
    const int ix = c->incx, iy = c->incy, dp = tu_is_double(c->p);
#define Q 1, &q, 0, NULL, ev
    switch (c->r->st * 2 + c->r->herm) {
    case SV_FULL * 2:
        return dp ? clblasDsymv(o, u, N, ad, A, oa, lda, x, ox, ix, bd, y, oy, iy, Q)
                  : clblasSsymv(o, u, N, as, A, oa, lda, x, ox, ix, bs, y, oy, iy, Q);
    case SV_FULL * 2 + 1:
        return dp ? clblasZhemv(o, u, N, az, A, oa, lda, x, ox, ix, bz, y, oy, iy, Q)
                  : clblasChemv(o, u, N, ac, A, oa, lda, x, ox, ix, bc, y, oy, iy, Q);
    case SV_PACKED * 2:
        return dp ? clblasDspmv(o, u, N, ad, A, oa, x, ox, ix, bd, y, oy, iy, Q)
                  : clblasSspmv(o, u, N, as, A, oa, x, ox, ix, bs, y, oy, iy, Q);
    case SV_PACKED * 2 + 1:
        return dp ? clblasZhpmv(o, u, N, az, A, oa, x, ox, ix, bz, y, oy, iy, Q)
                  : clblasChpmv(o, u, N, ac, A, oa, x, ox, ix, bc, y, oy, iy, Q);
    case SV_BAND * 2:
        return dp ? clblasDsbmv(o, u, N, K, ad, A, oa, lda, x, ox, ix, bd, y, oy, iy, Q)
                  : clblasSsbmv(o, u, N, K, as, A, oa, lda, x, ox, ix, bs, y, oy, iy, Q);
    case SV_BAND * 2 + 1:
        return dp ? clblasZhbmv(o, u, N, K, az, A, oa, lda, x, ox, ix, bz, y, oy, iy, Q)
                  : clblasChbmv(o, u, N, K, ac, A, oa, lda, x, ox, ix, bc, y, oy, iy, Q);
    default: break;
    }
    const clblasTranspose t = c->trans;
    const size_t M = c->M, KL = c->KL, KU = c->KU;
    switch (c->p) {
    case TU_S: return clblasSgbmv(o, t, M, N, KL, KU, as, A, oa, lda, x, ox, ix, bs, y, oy, iy, Q);
    case TU_D: return clblasDgbmv(o, t, M, N, KL, KU, ad, A, oa, lda, x, ox, ix, bd, y, oy, iy, Q);
    case TU_C: return clblasCgbmv(o, t, M, N, KL, KU, ac, A, oa, lda, x, ox, ix, bc, y, oy, iy, Q);
    default: return clblasZgbmv(o, t, M, N, KL, KU, az, A, oa, lda, x, ox, ix, bz, y, oy, iy, Q);
    }
#undef Q
}

void sv_data_free(sv_data *d)
{
    tu_operand_free(&d->A);
    tu_operand_free(&d->x);
    tu_operand_free(&d->y);
}

/* The device buffers go, the host images stay (for a second call). */
static void release_mems(sv_data *d)
{
    tu_operand *ops[] = {&d->A, &d->x, &d->y};
    for (int i = 0; i < 3; i++)
        if (ops[i]->mem) {
            clReleaseMemObject(ops[i]->mem);
            ops[i]->mem = NULL;
        }
}

int sv_data_make(const sv_case *c, sv_data *d)
{
    memset(d, 0, sizeof *d);
    const tu_prec p = c->p;
    if (tu_operand_init(&d->A, p, extent_A(c) + TU_GUARD, TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->x, p, tu_vec_extent(sv_len_x(c), c->offx, c->incx) + TU_GUARD,
                        TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->y, p, tu_vec_extent(sv_len_y(c), c->offy, c->incy) + TU_GUARD,
                        TU_CANARY_NAN) != 0) {
        sv_data_free(d);
        return -1;
    }
    tu_operand_mark_vec(&d->x, sv_len_x(c), c->offx, c->incx);
    tu_operand_mark_vec(&d->y, sv_len_y(c), c->offy, c->incy);
    for (size_t j = 0; j < c->N && rows(c); j++) {
        size_t lo, hi;
        col_range(c, j, &lo, &hi);
        for (size_t i = lo; i <= hi; i++)
            d->A.logical[pos_of(c, i, j)] = 1;
    }
    const int zero_alpha = tu_scalar_is(c->alpha, 0);
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->A, &r, zero_alpha);
    tu_operand_fill(&d->x, &r, zero_alpha);
    tu_operand_fill(&d->y, &r, tu_scalar_is(c->beta, 0));
    if (c->r->herm) /* never read: the diagonal is taken as real */
        for (size_t i = 0; i < c->N; i++) {
            size_t at = pos_of(c, i, i);
            tu_set(p, d->A.init, at, tu_scalar_make(tu_get(p, d->A.init, at).re, NAN));
        }
    return 0;
}

/* CBLAS's product on arrays in double (interleaved re, im), the offsets
 * applied here: CBLAS takes a negative increment's vector from its first
 * stored element, as clBLAS does. */
static void cblas_product(const sv_case *c, const double *Ad, const double *xd, double *yd)
{
    const size_t parts = tu_is_complex(c->p) ? 2 : 1;
    enum CBLAS_ORDER o = tu_cb_order(c->order);
    enum CBLAS_UPLO u = tu_cb_uplo(c->uplo);
    enum CBLAS_TRANSPOSE t = tu_cb_trans(c->trans);
    const int m = (int)c->M, n = (int)c->N, k = (int)c->K, kl = (int)c->KL, ku = (int)c->KU;
    const int lda = (int)c->lda, ix = c->incx, iy = c->incy;
    const double *A = Ad + parts * c->offA, *x = xd + parts * c->offx;
    double *y = yd + parts * c->offy;
    const double al[2] = {c->alpha.re, c->alpha.im}, be[2] = {c->beta.re, c->beta.im};
    switch (c->r->st * 2 + (parts == 2)) {
    case SV_FULL * 2: cblas_dsymv(o, u, n, al[0], A, lda, x, ix, be[0], y, iy); break;
    case SV_FULL * 2 + 1: cblas_zhemv(o, u, n, al, A, lda, x, ix, be, y, iy); break;
    case SV_PACKED * 2: cblas_dspmv(o, u, n, al[0], A, x, ix, be[0], y, iy); break;
    case SV_PACKED * 2 + 1: cblas_zhpmv(o, u, n, al, A, x, ix, be, y, iy); break;
    case SV_BAND * 2: cblas_dsbmv(o, u, n, k, al[0], A, lda, x, ix, be[0], y, iy); break;
    case SV_BAND * 2 + 1: cblas_zhbmv(o, u, n, k, al, A, lda, x, ix, be, y, iy); break;
    case SV_GB * 2: cblas_dgbmv(o, t, m, n, kl, ku, al[0], A, lda, x, ix, be[0], y, iy); break;
    default: cblas_zgbmv(o, t, m, n, kl, ku, al, A, lda, x, ix, be, y, iy); break;
    }
}

/* y after the call, as CBLAS computes it in double from what the call may
 * read (A and x zero when alpha = 0, y zero when beta = 0, a Hermitian
 * diagonal real). */
static double *reference_y(const sv_case *c, const sv_data *d)
{
    const int za = tu_scalar_is(c->alpha, 0);
    double *Ad = tu_promote(&d->A, 1, za), *xd = tu_promote(&d->x, 1, za),
           *yd = tu_promote(&d->y, 1, tu_scalar_is(c->beta, 0));
    if (Ad && xd && yd) {
        if (c->r->herm)
            for (size_t i = 0; i < c->N; i++)
                Ad[2 * pos_of(c, i, i) + 1] = 0;
        cblas_product(c, Ad, xd, yd);
    } else {
        tu_promote_free(yd);
        yd = NULL;
    }
    tu_promote_free(Ad);
    tu_promote_free(xd);
    return yd;
}

static tu_scalar conj_if(int conj, tu_scalar v)
{
    return tu_scalar_make(v.re, conj ? -v.im : v.im);
}

static tu_scalar add(tu_scalar a, tu_scalar b) { return tu_scalar_make(a.re + b.re, a.im + b.im); }

/* The test's own product in double (a check on CBLAS's conventions), and
 * per element of y the terms behind it: |alpha| (|op(A)| |x|)_i + |beta y_i|. */
static void own_product(const sv_case *c, const sv_data *d, tu_scalar *own, double *g)
{
    const size_t lx = sv_len_x(c), ly = sv_len_y(c);
    const int za = tu_scalar_is(c->alpha, 0), zb = tu_scalar_is(c->beta, 0);
    for (size_t j = 0; j < c->N && !za; j++) {
        size_t lo, hi;
        col_range(c, j, &lo, &hi);
        for (size_t i = lo; i <= hi; i++) {
            tu_scalar a = tu_get(c->p, d->A.init, pos_of(c, i, j));
            if (c->r->herm && i == j)
                a.im = 0;
            const size_t out = tr(c) ? j : i, in = tr(c) ? i : j;
            tu_scalar xv = tu_get(c->p, d->x.init, tu_vec_pos(lx, c->offx, c->incx, in));
            own[out] =
                add(own[out], tu_mul(conj_if(c->trans == clblasConjTrans && is_gb(c), a), xv));
            g[out] += tu_abs1(a) * tu_abs1(xv);
            if (!is_gb(c) && i != j) { /* the other triangle's mirror image */
                xv = tu_get(c->p, d->x.init, tu_vec_pos(lx, c->offx, c->incx, i));
                own[j] = add(own[j], tu_mul(conj_if(c->r->herm, a), xv));
                g[j] += tu_abs1(a) * tu_abs1(xv);
            }
        }
    }
    for (size_t i = 0; i < ly; i++) {
        own[i] = za ? tu_scalar_make(0, 0) : tu_mul(c->alpha, own[i]);
        g[i] *= tu_abs1(c->alpha);
        if (zb)
            continue;
        tu_scalar by =
            tu_mul(c->beta, tu_get(c->p, d->y.init, tu_vec_pos(ly, c->offy, c->incy, i)));
        own[i] = add(own[i], by);
        g[i] += tu_abs1(by);
    }
}

/* |got - want| / (eps g), infinite where g = 0 and they differ. */
static double scaled_error(tu_prec p, tu_scalar got, tu_scalar want, double g)
{
    double diff = tu_abs1(tu_scalar_make(got.re - want.re, got.im - want.im));
    double err = g > 0 ? diff / (tu_eps(p) * g) : diff == 0 ? 0 : INFINITY;
    return isnan(err) ? INFINITY : err;
}

int sv_verify(const sv_case *c, const sv_data *d, const char *desc)
{
    if (quick(c)) {
        size_t changed = tu_operand_changed(&d->y, 0, "y", desc);
        return tu_check(changed == 0, "%s: y must be untouched, %zu elements changed", desc,
                        changed);
    }
    const size_t ly = sv_len_y(c), parts = tu_is_complex(c->p) ? 2 : 1;
    double *ref = reference_y(c, d), *g = calloc(ly, sizeof *g);
    tu_scalar *own = calloc(ly, sizeof *own);
    int ok = tu_check(ref && g && own, "%s: out of host memory for the reference", desc);
    double maxerr = 0, referr = 0;
    size_t worst = 0;
    if (ok) {
        own_product(c, d, own, g);
        for (size_t i = 0; i < ly; i++) {
            size_t at = tu_vec_pos(ly, c->offy, c->incy, i);
            tu_scalar want = tu_scalar_make(ref[parts * at], parts == 2 ? ref[parts * at + 1] : 0);
            double err = scaled_error(c->p, tu_get(c->p, d->y.back, at), want, g[i]);
            if (err > maxerr)
                maxerr = err, worst = i;
            err = scaled_error(c->p, own[i], want, g[i]);
            referr = err > referr ? err : referr;
        }
        size_t at = tu_vec_pos(ly, c->offy, c->incy, worst);
        tu_scalar got = tu_get(c->p, d->y.back, at);
        ok = tu_check(maxerr < 16,
                      "%s: max scaled error %.3g at y(%zu): got (%.17g,%.17g) want (%.17g,%.17g)",
                      desc, maxerr, worst, got.re, got.im, ref[parts * at],
                      parts == 2 ? ref[parts * at + 1] : 0.0);
        ok &=
            tu_check(referr < 16, "%s: CBLAS and the test's own loop differ (%.3g)", desc, referr);
    }
    tu_promote_free(ref);
    free(g);
    free(own);
    return ok;
}

static clblasStatus call_mems(const void *c, cl_command_queue q, const cl_mem *m, cl_event *ev)
{
    return call(c, q, m[0], m[1], m[2], ev);
}

int sv_call_once(const tu_device *dev, const sv_case *c, sv_data *d, const char *desc)
{
    tu_operand *ops[] = {&d->A, &d->x, &d->y};
    static const char *const names[] = {"A", "x", "y"};
    int ok = tu_run_call(dev, desc, ops, names, 3, c->want_event, call_mems, c);
    release_mems(d);
    return ok;
}

int sv_run(const tu_device *dev, const sv_case *c)
{
    char desc[512];
    sv_describe(c, desc, sizeof desc);
    sv_data d;
    if (!tu_check(sv_data_make(c, &d) == 0, "%s: could not make the operands", desc))
        return 0;
    int ok = sv_call_once(dev, c, &d, desc) && sv_verify(c, &d, desc);
    sv_data_free(&d);
    return ok;
}

int sv_depends(const sv_case *c, size_t i, size_t k)
{
    size_t row = i, col = k, lo, hi;
    if (tr(c))
        row = k, col = i;
    else if (!is_gb(c) && (c->uplo == clblasUpper) != (i <= k))
        row = k, col = i; /* the stored mirror image */
    col_range(c, col, &lo, &hi);
    return row >= lo && row <= hi;
}

const sv_routine *sv_find(const char *name)
{
    for (size_t i = 0; i < SV_NROUTINES; i++)
        if (!strcmp(sv_routines[i].name, name))
            return &sv_routines[i];
    return NULL;
}
