/*
 * clmath-bench rank-1 and rank-2 updates: ger (s, d), geru, gerc (c, z) on
 * an m x n A; syr, syr2, spr, spr2 (s, d) and her, her2, hpr, hpr2 (c, z) on
 * the uplo triangle of an n x n A, full (lda) or packed storage:
 *   ger, geru  A := alpha x y^T + A      gerc  A := alpha x y^H + A
 *   syr, spr   A := alpha x x^T + A      her, hpr  A := alpha x x^H + A (alpha real)
 *   syr2, spr2 A := alpha x y^T + alpha y x^T + A
 *   her2, hpr2 A := alpha x y^H + conj(alpha) y x^H + A
 * Memory-bound, reported as gemv: ms, GB/s, GFLOP/s, the fraction of the
 * copy ceiling measured in the same run, ratios to cuBLAS and CLBlast.
 *
 * Bytes moved per call (the minimum traffic): ger A read and written
 * (2 m n elements) plus x (m) and y (n) once; syr, her, spr, hpr the stored
 * triangle read and written (2 n(n+1)/2) plus x (n); syr2, her2, spr2, hpr2
 * the same plus x and y (2 n). Flops: ger 2 m n, rank 1 n(n+1), rank 2
 * 2 n(n+1) real; 4x those complex.
 *
 * Every call adds to A, so the timed calls (rotating over nrot copies of A,
 * x and y) let A grow linearly, by at most |alpha| per call and copy: far
 * from overflow over any timing, and the work does not depend on values.
 *
 * Check, one call per library on copy 0 with A reset: every element of A's
 * buffer outside the stored part (the other triangle, the rows between n
 * and lda, offa; random values) bit-identical (else inf), and up to 256
 * sampled stored elements against long double, scaled as gemv's:
 * |A - ref| / (eps (|a0| + |alpha| sum |x||y|)). her and her2 take the
 * diagonal of A0 as real and want it real, as reference BLAS.
 *
 * cuBLAS is column-major. A row-major A is the column-major storage of A^T:
 * ger runs with x, y and m, n swapped; the symmetric ones with the other
 * triangle (A^T = A). gerc (A^T += alpha conj(y) x^T) and the Hermitian
 * ones (A^T = conj(A), whose update needs conj(x)) have no cuBLAS form for
 * row-major: n/a.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "bench.h"
#include "peers.h"

enum { K_GER, K_RANK1, K_RANK2 };
enum { OP_GER, OP_GERU, OP_GERC, OP_SYR, OP_HER, OP_SYR2, OP_HER2, OP_SPR, OP_HPR, OP_SPR2,
       OP_HPR2 };

typedef struct r1_op {
    const char *name;
    int id;         /* OP_* */
    int kind;       /* K_* */
    int conj;       /* gerc, and the Hermitian ones */
    int packed;
    int cplx;       /* c, z only (else s, d only) */
} r1_op;

static const r1_op ops[] = {
    {"ger", OP_GER, K_GER, 0, 0, 0},       {"geru", OP_GERU, K_GER, 0, 0, 1},
    {"gerc", OP_GERC, K_GER, 1, 0, 1},     {"syr", OP_SYR, K_RANK1, 0, 0, 0},
    {"her", OP_HER, K_RANK1, 1, 0, 1},     {"syr2", OP_SYR2, K_RANK2, 0, 0, 0},
    {"her2", OP_HER2, K_RANK2, 1, 0, 1},   {"spr", OP_SPR, K_RANK1, 0, 1, 0},
    {"hpr", OP_HPR, K_RANK1, 1, 1, 1},     {"spr2", OP_SPR2, K_RANK2, 0, 1, 0},
    {"hpr2", OP_HPR2, K_RANK2, 1, 1, 1},
};

typedef struct r1_case {
    const r1_op *op;
    char prec;
    int ip, cplx;
    size_t es;
    int order, uplo;    /* uplo: 0 upper, 1 lower (not ger) */
    int herm;           /* Hermitian: real diagonal */
    size_t m, n;        /* A m x n (m = n but for ger) */
    size_t lda;         /* 0 for packed */
    size_t offa, offx, offy;
    int incx, incy;
    double alpha[2];
    size_t a_elems, x_elems, y_elems; /* y_elems 0: no y (rank 1) */
    size_t stored;                    /* elements of A's stored part */
} r1_case;

/* ---- storage ---- */

static int in_stored(const r1_case *c, size_t i, size_t j)
{
    return c->op->kind == K_GER || (c->uplo ? i >= j : i <= j);
}

/* Buffer index of the stored A(i, j); row-major is the column-major
 * storage of A^T (packed: the other triangle's packing). */
static size_t a_index(const r1_case *c, size_t i, size_t j)
{
    if (!c->op->packed)
        return c->offa + (c->order ? i * c->lda + j : i + j * c->lda);
    return c->offa + bench_packed_index(c->order, c->uplo == 0, c->n, i, j);
}

/* Host data: A random everywhere, so that a write outside the stored part
 * (mask[e] = 0) changes bits (NaN there could stay NaN); x, y random on the
 * vector, NaN in the offset and gaps, so that reading one shows. */
static void fill(const r1_case *c, void *A, unsigned char *mask, void *x, void *y,
                 unsigned long long seed)
{
    bench_fill(c->prec, A, c->a_elems, &seed);
    memset(mask, 0, c->a_elems);
    for (size_t j = 0; j < c->n; j++) {
        size_t lo = c->op->kind == K_GER || c->uplo == 0 ? 0 : j;
        size_t hi = c->op->kind == K_GER || c->uplo == 1 ? c->m : j + 1;
        for (size_t i = lo; i < hi; i++)
            mask[a_index(c, i, j)] = 1;
    }
    bench_fill_vec(c->prec, x, c->x_elems, c->m, c->offx, c->incx, &seed);
    if (y)
        bench_fill_vec(c->prec, y, c->y_elems, c->n, c->offy, c->incy, &seed);
}

/* ---- the check ---- */

typedef struct r1_host {
    const void *A0, *x, *y;
    const unsigned char *mask;
    void *Aout;
} r1_host;

/* Element j of vector v (x: len m, offx, incx; y: len n, offy, incy),
 * conjugated when cj. */
static void vec(const r1_case *c, int is_y, size_t j, int cj, const void *v, long double *re,
                long double *im)
{
    size_t k = is_y ? bench_vec_index(j, c->n, c->offy, c->incy)
                    : bench_vec_index(j, c->m, c->offx, c->incx);
    bench_load(c->ip, v, k, re, im);
    if (cj)
        *im = -*im;
}

/* (ar + i ai) (br + i bi) (cr + i ci) added to *sr, *si. */
static void add3(long double ar, long double ai, long double br, long double bi, long double cr,
                 long double ci, long double *sr, long double *si)
{
    long double tr = ar * br - ai * bi, ti = ar * bi + ai * br;
    *sr += tr * cr - ti * ci;
    *si += tr * ci + ti * cr;
}

static double r1_error(const r1_case *c, const r1_host *h)
{
    const unsigned char *a0 = h->A0, *a1 = h->Aout;
    for (size_t e = 0; e < c->a_elems; e++)
        if (!h->mask[e] && memcmp(a0 + e * c->es, a1 + e * c->es, c->es))
            return INFINITY;
    int cj = c->op->conj, two = c->op->kind == K_RANK2;
    const void *yv = c->op->kind == K_RANK1 ? h->x : h->y; /* rank 1: y is x */
    int y_is_y = c->op->kind != K_RANK1;
    long double alr = c->alpha[0], ali = c->alpha[1];
    int zero = c->alpha[0] == 0 && c->alpha[1] == 0; /* a quick return, as BLAS */
    double eps = bench_eps(c->prec), worst = 0;
    size_t total = c->m * c->n, ns = total < 256 ? total : 256;
    unsigned long long seed = 12345;
    for (size_t s = 0; s < ns; s++) {
        size_t idx = ns == total ? s : (size_t)(bench_next_rand(&seed) % total);
        size_t i = idx % c->m, j = idx / c->m;
        if (!in_stored(c, i, j)) {
            size_t t = i;
            i = j, j = t;
        }
        long double xr, xi, yr, yi, sr = 0, si = 0, ar, ai, gr, gi;
        vec(c, 0, i, 0, h->x, &xr, &xi);
        vec(c, y_is_y, j, cj, yv, &yr, &yi);
        add3(alr, ali, xr, xi, yr, yi, &sr, &si);
        double g = bench_cabs(xr, xi) * bench_cabs(yr, yi);
        if (two) { /* alpha y_i x_j, Hermitian: conj(alpha) y_i conj(x_j) */
            vec(c, 1, i, 0, h->y, &yr, &yi);
            vec(c, 0, j, cj, h->x, &xr, &xi);
            add3(alr, cj ? -ali : ali, yr, yi, xr, xi, &sr, &si);
            g += bench_cabs(xr, xi) * bench_cabs(yr, yi);
        }
        size_t at = a_index(c, i, j);
        bench_load(c->ip, h->A0, at, &ar, &ai);
        bench_load(c->ip, h->Aout, at, &gr, &gi);
        if (zero)
            sr = si = 0;
        else if (c->herm && i == j)
            ai = si = 0;
        double G = bench_cabs(ar, ai) + bench_cabs(alr, ali) * g;
        double e = bench_scaled_error(bench_cabs(gr - (ar + sr), gi - (ai + si)), G, eps);
        if (e > worst || isnan(e))
            worst = e;
    }
    return worst;
}

/* ---- clmath and CLBlast ---- */

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const r1_case *c;
    bench_rot *A, *x, *y;
    const bench_clblast *clb;
} cl_state;

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const r1_case *c = s->c;
    clblasOrder od = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasUplo ul = c->uplo ? clblasLower : clblasUpper;
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot], y = s->y->mem ? s->y->mem[rot] : NULL;
    size_t m = c->m, n = c->n, oa = c->offa, ox = c->offx, oy = c->offy, ld = c->lda;
    int ix = c->incx, iy = c->incy;
    cl_float fa = (cl_float)c->alpha[0];
    cl_double da = c->alpha[0];
    cl_float2 ca = {{(cl_float)c->alpha[0], (cl_float)c->alpha[1]}};
    cl_double2 za = {{c->alpha[0], c->alpha[1]}};
    cl_command_queue *q = &s->q;
    clblasStatus st;
#define Q 1, q, 0, NULL, bench_clm_event /* the queue; hostcost's event */
#define XV x, ox, ix
#define YV y, oy, iy
    switch (c->op->id * 4 + c->ip) {
    case OP_GER * 4 + 0: st = clblasSger(od, m, n, fa, XV, YV, A, oa, ld, Q); break;
    case OP_GER * 4 + 1: st = clblasDger(od, m, n, da, XV, YV, A, oa, ld, Q); break;
    case OP_GERU * 4 + 2: st = clblasCgeru(od, m, n, ca, XV, YV, A, oa, ld, Q); break;
    case OP_GERU * 4 + 3: st = clblasZgeru(od, m, n, za, XV, YV, A, oa, ld, Q); break;
    case OP_GERC * 4 + 2: st = clblasCgerc(od, m, n, ca, XV, YV, A, oa, ld, Q); break;
    case OP_GERC * 4 + 3: st = clblasZgerc(od, m, n, za, XV, YV, A, oa, ld, Q); break;
    case OP_SYR * 4 + 0: st = clblasSsyr(od, ul, n, fa, XV, A, oa, ld, Q); break;
    case OP_SYR * 4 + 1: st = clblasDsyr(od, ul, n, da, XV, A, oa, ld, Q); break;
    case OP_HER * 4 + 2: st = clblasCher(od, ul, n, fa, XV, A, oa, ld, Q); break;
    case OP_HER * 4 + 3: st = clblasZher(od, ul, n, da, XV, A, oa, ld, Q); break;
    case OP_SYR2 * 4 + 0: st = clblasSsyr2(od, ul, n, fa, XV, YV, A, oa, ld, Q); break;
    case OP_SYR2 * 4 + 1: st = clblasDsyr2(od, ul, n, da, XV, YV, A, oa, ld, Q); break;
    case OP_HER2 * 4 + 2: st = clblasCher2(od, ul, n, ca, XV, YV, A, oa, ld, Q); break;
    case OP_HER2 * 4 + 3: st = clblasZher2(od, ul, n, za, XV, YV, A, oa, ld, Q); break;
    case OP_SPR * 4 + 0: st = clblasSspr(od, ul, n, fa, XV, A, oa, Q); break;
    case OP_SPR * 4 + 1: st = clblasDspr(od, ul, n, da, XV, A, oa, Q); break;
    case OP_HPR * 4 + 2: st = clblasChpr(od, ul, n, fa, XV, A, oa, Q); break;
    case OP_HPR * 4 + 3: st = clblasZhpr(od, ul, n, da, XV, A, oa, Q); break;
    case OP_SPR2 * 4 + 0: st = clblasSspr2(od, ul, n, fa, XV, YV, A, oa, Q); break;
    case OP_SPR2 * 4 + 1: st = clblasDspr2(od, ul, n, da, XV, YV, A, oa, Q); break;
    case OP_HPR2 * 4 + 2: st = clblasChpr2(od, ul, n, ca, XV, YV, A, oa, Q); break;
    default: st = clblasZhpr2(od, ul, n, za, XV, YV, A, oa, Q); break;
    }
#undef Q
#undef XV
#undef YV
    if (st != clblasSuccess) {
        snprintf(why, whylen, "clblas%c%s returned status %d", c->prec - 32, c->op->name, (int)st);
        return 1;
    }
    return 0;
}

/* CLBlast's routine for the case; NULL when the library lacks it. */
#define CLB(fn, ...) (f->fn ? f->fn(__VA_ARGS__, q, NULL) : -999999)
#define XV x, ox, ix
#define YV y, oy, iy

static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const r1_case *c = s->c;
    const bench_clblast_r1 *f = &s->clb->r1;
    int ly = c->order ? BCLB_ROW_MAJOR : BCLB_COL_MAJOR, ul = c->uplo ? BCLB_LOWER : BCLB_UPPER;
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot], y = s->y->mem ? s->y->mem[rot] : NULL;
    size_t m = c->m, n = c->n, oa = c->offa, ox = c->offx, oy = c->offy, ld = c->lda;
    size_t ix = (size_t)c->incx, iy = (size_t)c->incy;
    float fa = (float)c->alpha[0];
    double da = c->alpha[0];
    cl_float2 ca = {{(cl_float)c->alpha[0], (cl_float)c->alpha[1]}};
    cl_double2 za = {{c->alpha[0], c->alpha[1]}};
    cl_command_queue *q = &s->q;
    int st;
    switch (c->op->id * 4 + c->ip) {
    case OP_GER * 4 + 0: st = CLB(sger, ly, m, n, fa, XV, YV, A, oa, ld); break;
    case OP_GER * 4 + 1: st = CLB(dger, ly, m, n, da, XV, YV, A, oa, ld); break;
    case OP_GERU * 4 + 2: st = CLB(cgeru, ly, m, n, ca, XV, YV, A, oa, ld); break;
    case OP_GERU * 4 + 3: st = CLB(zgeru, ly, m, n, za, XV, YV, A, oa, ld); break;
    case OP_GERC * 4 + 2: st = CLB(cgerc, ly, m, n, ca, XV, YV, A, oa, ld); break;
    case OP_GERC * 4 + 3: st = CLB(zgerc, ly, m, n, za, XV, YV, A, oa, ld); break;
    case OP_SYR * 4 + 0: st = CLB(ssyr, ly, ul, n, fa, XV, A, oa, ld); break;
    case OP_SYR * 4 + 1: st = CLB(dsyr, ly, ul, n, da, XV, A, oa, ld); break;
    case OP_HER * 4 + 2: st = CLB(cher, ly, ul, n, fa, XV, A, oa, ld); break;
    case OP_HER * 4 + 3: st = CLB(zher, ly, ul, n, da, XV, A, oa, ld); break;
    case OP_SYR2 * 4 + 0: st = CLB(ssyr2, ly, ul, n, fa, XV, YV, A, oa, ld); break;
    case OP_SYR2 * 4 + 1: st = CLB(dsyr2, ly, ul, n, da, XV, YV, A, oa, ld); break;
    case OP_HER2 * 4 + 2: st = CLB(cher2, ly, ul, n, ca, XV, YV, A, oa, ld); break;
    case OP_HER2 * 4 + 3: st = CLB(zher2, ly, ul, n, za, XV, YV, A, oa, ld); break;
    case OP_SPR * 4 + 0: st = CLB(sspr, ly, ul, n, fa, XV, A, oa); break;
    case OP_SPR * 4 + 1: st = CLB(dspr, ly, ul, n, da, XV, A, oa); break;
    case OP_HPR * 4 + 2: st = CLB(chpr, ly, ul, n, fa, XV, A, oa); break;
    case OP_HPR * 4 + 3: st = CLB(zhpr, ly, ul, n, da, XV, A, oa); break;
    case OP_SPR2 * 4 + 0: st = CLB(sspr2, ly, ul, n, fa, XV, YV, A, oa); break;
    case OP_SPR2 * 4 + 1: st = CLB(dspr2, ly, ul, n, da, XV, YV, A, oa); break;
    case OP_HPR2 * 4 + 2: st = CLB(chpr2, ly, ul, n, ca, XV, YV, A, oa); break;
    default: st = CLB(zhpr2, ly, ul, n, za, XV, YV, A, oa); break;
    }
    if (st == -999999)
        snprintf(why, whylen, "CLBlast%c%s not in the library", c->prec - 32, c->op->name);
    else if (st != 0)
        snprintf(why, whylen, "CLBlast%c%s returned status %d", c->prec - 32, c->op->name, st);
    return st != 0;
}
#undef CLB
#undef XV
#undef YV

/* Copy 0 of A back to A0, one call, A read back into h->Aout, its error. */
static int cl_checked(cl_state *s, bench_call_fn call, const r1_host *h, double *err, char *why,
                      size_t whylen)
{
    if (bench_cl_checked(call, s, s->A->mem[0], s->c->a_elems * s->c->es, h->A0, h->Aout, "A",
                         why, whylen))
        return 1;
    *err = r1_error(s->c, h);
    return 0;
}

/* ---- cuBLAS ---- */

typedef struct cu_state {
    bench_cublas *cb; /* first: bench_cublas_sync */
    const r1_case *c;
    bench_curot A, x, y;
    int fill, swap;   /* swap: row-major ger, x <-> y and m <-> n */
    _Alignas(16) unsigned char alpha[16];
    /* the case's routine (one of them set) */
    bcublas_ger_fn ger;
    bcublas_syr_fn syr;
    bcublas_syr2_fn syr2;
    bcublas_spr_fn spr;
    bcublas_spr2_fn spr2;
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const r1_case *c = s->c;
    bcublas_handle h = s->cb->handle;
    char *A = bench_curot_at(&s->A, rot) + c->offa * c->es;
    const char *x = bench_curot_at(&s->x, rot) + c->offx * c->es;
    const char *y = s->y.mem ? bench_curot_at(&s->y, rot) + c->offy * c->es : NULL;
    int n = (int)c->n, m = (int)c->m, ix = c->incx, iy = c->incy, ld = (int)c->lda;
    bcublas_status st;
    if (s->ger)
        st = s->swap ? s->ger(h, n, m, s->alpha, y, iy, x, ix, A, ld)
                     : s->ger(h, m, n, s->alpha, x, ix, y, iy, A, ld);
    else if (s->syr)
        st = s->syr(h, s->fill, n, s->alpha, x, ix, A, ld);
    else if (s->syr2)
        st = s->syr2(h, s->fill, n, s->alpha, x, ix, y, iy, A, ld);
    else if (s->spr)
        st = s->spr(h, s->fill, n, s->alpha, x, ix, A);
    else
        st = s->spr2(h, s->fill, n, s->alpha, x, ix, y, iy, A);
    if (st != 0) {
        snprintf(why, whylen, "cublas%c%s_v2 returned status %d", c->prec - 32, c->op->name,
                 st);
        return 1;
    }
    return 0;
}

/* Checked call and timing for cuBLAS into r. */
static void run_cublas(bench_cublas *cb, const r1_case *c, const r1_host *h, const bench_opts *o,
                       bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .c = c};
    const bench_cublas_r1 *f = &cb->r1;
    int ip = c->ip, hm = c->herm;
    switch (c->op->id) {
    case OP_GER: case OP_GERU: s.ger = f->ger[ip]; break;
    case OP_GERC: s.ger = f->gerc[ip]; break;
    case OP_SYR: case OP_HER: s.syr = (hm ? f->her : f->syr)[ip]; break;
    case OP_SYR2: case OP_HER2: s.syr2 = (hm ? f->her2 : f->syr2)[ip]; break;
    case OP_SPR: case OP_HPR: s.spr = (hm ? f->hpr : f->spr)[ip]; break;
    default: s.spr2 = (hm ? f->hpr2 : f->spr2)[ip]; break;
    }
    if (!s.ger && !s.syr && !s.syr2 && !s.spr && !s.spr2) {
        snprintf(why, whylen, "cublas%c%s_v2 not found", c->prec - 32, c->op->name);
        return;
    }
    if (c->order && c->op->conj) {
        snprintf(why, whylen, c->op->kind == K_GER
                                  ? "row-major gerc (A^T += alpha conj(y) x^T) has no cuBLAS form"
                                  : "row-major Hermitian update (conj(A) += alpha conj(x) ...) "
                                    "has no cuBLAS form");
        return;
    }
    if (c->m > INT_MAX || c->n > INT_MAX || c->lda > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return;
    }
    /* row-major: A^T column-major, the other triangle (A^T = A), ger's vectors swapped */
    s.fill = (c->uplo == 0) == (c->order == 0) ? BCUBLAS_FILL_UPPER : BCUBLAS_FILL_LOWER;
    s.swap = c->order;
    bench_scalar_bytes(c->prec, c->alpha, s.alpha);
    bench_cu_operands k = {{&s.A, &s.x, &s.y},
                           {h->A0, h->x, h->y},
                           {c->a_elems * c->es, c->x_elems * c->es, c->y_elems * c->es},
                           0};
    int checked;
    bench_cublas_case(cb, &k, cublas_call, &s, h->Aout, o, r, &checked);
    if (checked)
        r->e_cub = r1_error(c, h);
}

/* ---- one case ---- */

static const bench_table table = {28, 0, 1};

static void case_name(const r1_case *c, char *buf, size_t len)
{
    if (c->op->kind == K_GER)
        snprintf(buf, len, "%c%s %s %zux%zu", c->prec, c->op->name, c->order ? "row" : "col",
                 c->m, c->n);
    else
        snprintf(buf, len, "%c%s %c %s %zu", c->prec, c->op->name, c->uplo ? 'L' : 'U',
                 c->order ? "row" : "col", c->n);
}

/* Elements moved per call (see the top of the file). */
static double elems_moved(const r1_case *c)
{
    double v = (double)c->m + (c->op->kind == K_RANK1 ? 0 : (double)c->n);
    return 2.0 * (double)c->stored + v;
}

static void print_legend(const r1_op *op, const bench_opts *o)
{
    char lda[32] = "the minimum";
    if (o->lda)
        snprintf(lda, sizeof lda, "%zu", o->lda);
    const char *bytes = op->kind == K_GER     ? "2mn + m + n"
                        : op->kind == K_RANK1 ? "n(n+1) + n"
                                              : "n(n+1) + 2n";
    char alpha[64];
    if (op->cplx && !(op->conj && op->kind == K_RANK1))
        snprintf(alpha, sizeof alpha, "%g,%g", o->alpha[0], o->alpha[1]);
    else /* real, or her and hpr: the real part */
        snprintf(alpha, sizeof alpha, "%g", o->alpha[0]);
    printf("%s: case = precision routine, %sorder, %s; alpha %s, lda %s, offa/offx/offy "
           "%zu/%zu/%zu, incx/incy %d/%d, reps %d, warmup %d, check %s; bytes moved %s "
           "elements (A's stored part read and written, the vectors once)\n",
           op->name, op->kind == K_GER ? "" : "uplo (U/L), ",
           op->kind == K_GER ? "m x n" : "n", alpha,
           op->packed ? "n/a" : lda, o->offa, o->offx, o->offy, o->incx, o->incy, o->reps,
           o->warmup, o->check ? "on" : "off", bytes);
}

static void report_case(bench_ctx *ctx, const bench_opts *o, const r1_case *c, const char *name,
                        const bench_result *r)
{
    double bytes = elems_moved(c) * (double)c->es;
    double flops = (c->cplx ? 4.0 : 1.0) *
                   (c->op->kind == K_GER ? 2.0 * (double)c->m * (double)c->n
                                         : (c->op->kind == K_RANK2 ? 2.0 : 1.0) * (double)c->n *
                                               (double)(c->n + 1));
    bench_rates k = bench_rates_of(ctx, r, bytes, flops);
    bench_print_result(&table, name, r, &k, o->check);
    fflush(stdout);
    if (!ctx->csv)
        return;
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "%s", c->op->name);
    bench_row_set(&row, "precision", "%c", c->prec);
    bench_row_set(&row, "order", "%s", c->order ? "row" : "col");
    if (c->op->kind != K_GER)
        bench_row_set(&row, "uplo", "%c", c->uplo ? 'l' : 'u');
    bench_row_set(&row, "m", "%zu", c->m);
    bench_row_set(&row, "n", "%zu", c->n);
    if (!c->op->packed)
        bench_row_set(&row, "lda", "%zu", c->lda);
    bench_row_set_operands(&row, c->cplx && !c->herm, c->offa, c->offx, c->incx, c->y_elems != 0,
                           c->offy, c->incy, c->alpha, NULL);
    bench_row_set_result(&row, ctx, o, r, &k);
    bench_row_write(ctx, &row);
}

static int run_case(bench_ctx *ctx, const bench_opts *o, const r1_case *c)
{
    bench_peers *peers = ctx->peers;
    char name[128];
    case_name(c, name, sizeof name);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    int rc = 1;
    void *A0 = NULL, *x = NULL, *y = NULL, *Aout = NULL;
    unsigned char *mask = NULL;
    bench_rot dA, dx, dy;
    memset(&dA, 0, sizeof dA), memset(&dx, 0, sizeof dx), memset(&dy, 0, sizeof dy);

    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es, by = c->y_elems * c->es;
    if (!bench_case_fits(ctx, c->prec, bA, why, whylen))
        goto report;
    r.nrot = bench_rot_count(ctx, o, c->stored * c->es, bA + bx + by + 3 * ctx->base_align);
    A0 = malloc(bA), Aout = malloc(bA), x = malloc(bx), mask = malloc(c->a_elems);
    if (by)
        y = malloc(by);
    if (!A0 || !Aout || !x || !mask || (by && !y)) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^
                              ((unsigned long long)c->m * 1000003ULL + c->n * 7919ULL +
                               (unsigned long long)(c->ip + 4 * (c->op->id + 16 * c->uplo)));
    fill(c, A0, mask, x, y, seed);
    r1_host h = {A0, x, y, mask, Aout};
    if (bench_rot_alloc(ctx, &dA, bA, r.nrot, A0, why, whylen) ||
        bench_rot_alloc(ctx, &dx, bx, r.nrot, x, why, whylen) ||
        (by && bench_rot_alloc(ctx, &dy, by, r.nrot, y, why, whylen)))
        goto report;

    cl_state s = {ctx->env.queue, c, &dA, &dx, &dy, peers ? &peers->clblast : NULL};
    /* clmath: the checked call on copy 0, then the timing. */
    if (!o->check || cl_checked(&s, clmath_call, &h, &r.e_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r.nrot, o, &r.batch, why,
                                  whylen);
    /* CLBlast: same buffers, same queue, same batch size; A of copy 0 reset. */
    if (r.ran_clb && bench_clblast_usable(ctx, NULL, c->incx < 0 || (by && c->incy < 0), &r) &&
        (!o->check ||
         cl_checked(&s, clblast_call, &h, &r.e_clb, r.why_clb, sizeof r.why_clb) == 0))
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &s, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    /* cuBLAS: its own copies in CUDA memory. */
    if (r.ran_cub && bench_cublas_usable(ctx, &r))
        run_cublas(&peers->cublas, c, &h, o, &r);
    rc = r.t_clm > 0 ? 0 : 1;

report:
    report_case(ctx, o, c, name, &r);
    bench_rot_free(&dA);
    bench_rot_free(&dx);
    bench_rot_free(&dy);
    free(A0), free(Aout), free(x), free(y), free(mask);
    if (o->check && !(r.e_clm >= 0 && r.e_clm < 16))
        rc = 1;
    return rc;
}

/* ---- the sweep ---- */

static int setup_case(r1_case *c, const bench_opts *o, const r1_op *op, char prec, int order,
                      int uplo, bench_shape sh, char *why, size_t whylen)
{
    memset(c, 0, sizeof *c);
    c->op = op;
    c->prec = prec;
    c->ip = bench_prec_index(prec);
    c->cplx = c->ip >= 2;
    c->es = (size_t[]){4, 8, 8, 16}[c->ip];
    c->order = order, c->uplo = op->kind == K_GER ? 0 : uplo;
    c->herm = op->conj && op->kind != K_GER;
    if (op->kind != K_GER && sh.m != sh.n) {
        snprintf(why, whylen, "%s updates a square matrix (--sizes, not %zux%zu)", op->name,
                 sh.m, sh.n);
        return 1;
    }
    c->m = sh.m, c->n = sh.n;
    c->offa = o->offa, c->offx = o->offx, c->incx = o->incx;
    memcpy(c->alpha, o->alpha, sizeof c->alpha);
    if (!c->cplx || (c->herm && op->kind == K_RANK1)) /* her, hpr: real alpha */
        c->alpha[1] = 0;
    c->x_elems = bench_vec_extent(c->m, c->offx, c->incx);
    if (op->kind != K_RANK1) {
        c->offy = o->offy, c->incy = o->incy;
        c->y_elems = bench_vec_extent(c->n, c->offy, c->incy);
    }
    if (op->packed) {
        c->stored = c->n * (c->n + 1) / 2;
        c->a_elems = c->offa + c->stored;
        return 0;
    }
    size_t line = order ? c->n : c->m, lines = order ? c->m : c->n;
    c->lda = o->lda ? o->lda : line;
    if (c->lda < line) {
        snprintf(why, whylen, "--lda %zu is less than the minimum %zu", c->lda, line);
        return 1;
    }
    c->a_elems = c->offa + (lines - 1) * c->lda + line;
    c->stored = op->kind == K_GER ? c->m * c->n : c->n * (c->n + 1) / 2;
    return 0;
}

static int run_r1(bench_ctx *ctx, const bench_opts *o, const r1_op *op)
{
    char precs[BENCH_MAX_LIST];
    int np = bench_routine_precs(o, op->name, op->cplx, precs);
    int nuplos = op->kind == K_GER ? 1 : o->nuplos, done = 0, fails = 0;
    int total = np * o->norders * nuplos * o->nshapes;
    print_legend(op, o);
    bench_print_header(&table);
    fflush(stdout);
    for (int ip = 0; ip < np; ip++)
        for (int io = 0; io < o->norders; io++)
            for (int iu = 0; iu < nuplos; iu++)
                for (int is = 0; is < o->nshapes; is++) {
                    r1_case c;
                    char why[200], name[128];
                    done++;
                    if (setup_case(&c, o, op, precs[ip], o->orders[io], o->uplos[iu],
                                   o->shapes[is], why, sizeof why)) {
                        printf("%c%s: skipped: %s\n", precs[ip], op->name, why);
                        fails++;
                        continue;
                    }
                    if (total > 1) {
                        case_name(&c, name, sizeof name);
                        fprintf(stderr, "[%d/%d] %s ...\n", done, total, name);
                    }
                    fails += run_case(ctx, o, &c);
                }
    return fails ? 1 : 0;
}

#define ROUTINE(NAME, ID, SUMMARY)                                                           \
    static int run_##NAME(bench_ctx *ctx, const bench_opts *o)                               \
    {                                                                                        \
        return run_r1(ctx, o, &ops[ID]);                                                     \
    }                                                                                        \
    const bench_routine bench_##NAME = {#NAME, SUMMARY, 1, 1, run_##NAME};
ROUTINE(ger, OP_GER, "A := alpha x y^T + A, s d (clblas?ger); bytes 2mn + m + n")
ROUTINE(geru, OP_GERU, "A := alpha x y^T + A, c z (clblas?geru); bytes 2mn + m + n")
ROUTINE(gerc, OP_GERC, "A := alpha x y^H + A, c z (clblas?gerc); bytes 2mn + m + n")
ROUTINE(syr, OP_SYR, "A := alpha x x^T + A, uplo triangle, s d (clblas?syr); bytes n(n+1) + n")
ROUTINE(her, OP_HER, "A := alpha x x^H + A, uplo triangle, c z (clblas?her); bytes n(n+1) + n")
ROUTINE(syr2, OP_SYR2, "A := alpha (x y^T + y x^T) + A, s d (clblas?syr2); bytes n(n+1) + 2n")
ROUTINE(her2, OP_HER2,
        "A := alpha x y^H + conj(alpha) y x^H + A, c z (clblas?her2); bytes n(n+1) + 2n")
ROUTINE(spr, OP_SPR, "syr on packed storage, s d (clblas?spr); bytes n(n+1) + n")
ROUTINE(hpr, OP_HPR, "her on packed storage, c z (clblas?hpr); bytes n(n+1) + n")
ROUTINE(spr2, OP_SPR2, "syr2 on packed storage, s d (clblas?spr2); bytes n(n+1) + 2n")
ROUTINE(hpr2, OP_HPR2, "her2 on packed storage, c z (clblas?hpr2); bytes n(n+1) + 2n")
#undef ROUTINE
