/*
 * clmath-bench symmetric, Hermitian and band products, y := alpha op(A) x +
 * beta y: symv, spmv-packed, sbmv (s, d) and hemv, hpmv, hbmv (c, z) on the
 * uplo triangle of an n x n A in full, packed or band storage (K
 * off-diagonals); gbmv (s, d, c, z) on an m x n band with KL = KU = K. One
 * engine, the table `ops`. (`spmv` is the sparse CSR bench.) Reported as
 * gemv: GB/s of the minimum traffic (the referenced part of A once, x once,
 * y written and, when beta != 0, read), GFLOP/s, the fraction of the copy
 * ceiling of the same run, the ratios to cuBLAS and CLBlast.
 *
 * A's buffer holds NaN wherever the routine must not read (other triangle,
 * outside the band, band storage's corners, offa), x and y NaN in their
 * offsets and gaps, y NaN everywhere when beta = 0; Hermitian diagonals a
 * random imaginary part to be ignored. Each library makes one checked call
 * on copy 0 (y reset) compared with long double on sampled outputs, as
 * gemv's; y outside the vector must keep its bits. cuBLAS is column-major:
 * row-major runs on A^T (the other triangle; gbmv with KL, KU and N, T
 * swapped); row-major Hermitian and gbmv C have no cuBLAS form (n/a).
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "bench.h"
#include "peers.h"

enum { ST_FULL, ST_PACKED, ST_BAND, ST_GBAND };
enum { OP_SYMV, OP_HEMV, OP_SPMV, OP_HPMV, OP_SBMV, OP_HBMV, OP_GBMV };

typedef struct mv_op {
    const char *name;  /* the command and the CSV's routine */
    const char *blas;  /* in the libraries' names: clblasSspmv */
    int id;            /* OP_* */
    int storage;       /* ST_* */
    int herm;
    int precs;         /* 0: s d, 1: c z, 2: all four */
} mv_op;

static const mv_op ops[] = {
    {"symv", "symv", OP_SYMV, ST_FULL, 0, 0},     {"hemv", "hemv", OP_HEMV, ST_FULL, 1, 1},
    {"spmv-packed", "spmv", OP_SPMV, ST_PACKED, 0, 0},
    {"hpmv", "hpmv", OP_HPMV, ST_PACKED, 1, 1},   {"sbmv", "sbmv", OP_SBMV, ST_BAND, 0, 0},
    {"hbmv", "hbmv", OP_HBMV, ST_BAND, 1, 1},     {"gbmv", "gbmv", OP_GBMV, ST_GBAND, 0, 2},
};

typedef struct mv_case {
    const mv_op *op;
    char prec;
    int ip, cplx;
    size_t es;
    int order, uplo, trans;  /* uplo: 0 upper, 1 lower; trans (gbmv): 0 N, 1 T, 2 C */
    size_t m, n;             /* m = n but for gbmv */
    size_t k, kl, ku;        /* band: K; gbmv KL = KU = K */
    size_t lda;              /* 0 for packed */
    size_t offa, offx, offy;
    int incx, incy;
    double alpha[2], beta[2];
    int beta_nz;
    size_t lenx, leny;
    size_t a_elems, x_elems, y_elems;
    size_t stored;           /* elements of A referenced */
} mv_case;

/* ---- storage ---- */

#define NONE ((size_t)-1)

/* Buffer index of the stored A(i, j), NONE when the routine must not read it. */
static size_t a_index(const mv_case *c, size_t i, size_t j)
{
    int up = c->uplo == 0, row = c->order;
    size_t o = c->offa, ld = c->lda;
    switch (c->op->storage) {
    case ST_FULL:
        return (up ? i > j : i < j) ? NONE : o + (row ? i * ld + j : i + j * ld);
    case ST_PACKED:
        return (up ? i > j : i < j) ? NONE : o + bench_packed_index(row, up, c->n, i, j);
    case ST_BAND:
        if (up ? i > j || j - i > c->k : j > i || i - j > c->k)
            return NONE;
        if (!row)
            return o + j * ld + (up ? c->k - (j - i) : i - j);
        return o + i * ld + (up ? j - i : c->k - (i - j));
    default:
        if (i > j + c->kl || j > i + c->ku)
            return NONE;
        return row ? o + i * ld + c->kl + j - i : o + j * ld + c->ku + i - j;
    }
}

/* Element (i, j) of the matrix the routine multiplies by: the symmetric or
 * Hermitian A from its stored triangle, op(A) for gbmv, 0 outside the band. */
static void op_elem(const mv_case *c, const void *A, size_t i, size_t j, long double *re,
                    long double *im)
{
    int cj = 0, gb = c->op->storage == ST_GBAND;
    if (gb ? c->trans != 0 : a_index(c, i, j) == NONE) { /* op(A) = A^T or A^H; A^T = A */
        size_t t = i;
        i = j, j = t;
        cj = gb ? c->trans == 2 : c->op->herm;
    }
    size_t at = a_index(c, i, j);
    if (at == NONE) {
        *re = *im = 0;
        return;
    }
    bench_load(c->ip, A, at, re, im);
    if (c->op->herm && i == j)
        *im = 0;
    if (cj)
        *im = -*im;
}

/* The columns [*lo, *hi] of row i of the multiplied matrix that may be nonzero. */
static void row_range(const mv_case *c, size_t i, size_t *lo, size_t *hi)
{
    size_t below = c->k, above = c->k, cols = c->lenx;
    if (c->op->storage == ST_GBAND)
        below = c->trans ? c->ku : c->kl, above = c->trans ? c->kl : c->ku;
    else if (c->op->storage != ST_BAND)
        below = above = cols;
    *lo = i > below ? i - below : 0;
    *hi = i + above < cols - 1 ? i + above : cols - 1;
}

/* Host data (see the top of the file); yp, the peers' y0: finite on the
 * vector also when beta = 0 (CLBlast 1.5.3 reads y then: 0 * NaN = NaN). */
static void fill(const mv_case *c, void *A, void *x, void *y, void *yp, unsigned long long seed)
{
    for (size_t e = 0; e < c->a_elems; e++)
        bench_set_nan(c->ip, A, e);
    mv_case t = *c; /* column j's rows of a gbmv A: row j's columns of A^T */
    t.trans = 1, t.lenx = c->m;
    for (size_t j = 0, lo, hi, at; j < c->n; j++) {
        row_range(c->op->storage == ST_GBAND ? &t : c, j, &lo, &hi);
        for (size_t i = lo; i <= hi; i++)
            if ((at = a_index(c, i, j)) != NONE)
                bench_fill(c->prec, (char *)A + at * c->es, 1, &seed);
    }
    bench_fill_vec(c->prec, x, c->x_elems, c->lenx, c->offx, c->incx, &seed);
    bench_fill_vec(c->prec, yp, c->y_elems, c->leny, c->offy, c->incy, &seed);
    for (size_t e = 0; e < c->y_elems; e++)
        if (c->beta_nz)
            memcpy((char *)y + e * c->es, (char *)yp + e * c->es, c->es);
        else
            bench_set_nan(c->ip, y, e);
}

/* ---- the check ---- */

static double mv_error(const mv_case *c, const void *A, const void *x, const void *y0,
                       const void *y)
{
    for (size_t e = 0; e < c->y_elems; e++)
        if (!bench_in_vector(e, c->leny, c->offy, c->incy) &&
            memcmp((const char *)y0 + e * c->es, (const char *)y + e * c->es, c->es))
            return INFINITY;
    double eps = bench_eps(c->prec), worst = 0;
    size_t ns = c->leny <= BENCH_CHECK_MAX ? c->leny : BENCH_CHECK_MAX;
    long double alr = c->alpha[0], ali = c->alpha[1], br = c->beta[0], bi = c->beta[1];
    for (size_t s = 0; s < ns; s++) {
        size_t i = ns == c->leny ? s : (size_t)((double)s * (double)(c->leny - 1) / (ns - 1.0));
        size_t lo, hi;
        row_range(c, i, &lo, &hi);
        long double sr = 0, si = 0, ar, ai, xr, xi;
        double g = 0;
        for (size_t j = lo; j <= hi; j++) {
            op_elem(c, A, i, j, &ar, &ai);
            bench_load(c->ip, x, bench_vec_index(j, c->lenx, c->offx, c->incx), &xr, &xi);
            sr += ar * xr - ai * xi;
            si += ar * xi + ai * xr;
            g += bench_cabs(ar, ai) * bench_cabs(xr, xi);
        }
        size_t yi = bench_vec_index(i, c->leny, c->offy, c->incy);
        long double rr = alr * sr - ali * si, ri = alr * si + ali * sr, gr, gi;
        double G = bench_cabs(alr, ali) * g;
        if (c->beta_nz) { /* beta == 0: y0 is NaN and never read */
            long double y0r, y0i;
            bench_load(c->ip, y0, yi, &y0r, &y0i);
            rr += br * y0r - bi * y0i, ri += br * y0i + bi * y0r;
            G += bench_cabs(br * y0r - bi * y0i, br * y0i + bi * y0r);
        }
        bench_load(c->ip, y, yi, &gr, &gi);
        double e = bench_scaled_error(bench_cabs(gr - rr, gi - ri), G, eps);
        if (e > worst || isnan(e))
            worst = e;
    }
    return worst;
}

/* ---- clmath and CLBlast ---- */

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const mv_case *c;
    bench_rot *A, *x, *y;
    const bench_clblast *clb;
    int not_implemented; /* clmath said clblasNotImplemented */
} cl_state;

/* The scalars in each precision's type, and the call's arguments. */
#define SCALARS(c)                                                                          \
    cl_float fa = (cl_float)(c)->alpha[0], fb = (cl_float)(c)->beta[0];                     \
    cl_double da = (c)->alpha[0], db = (c)->beta[0];                                        \
    cl_float2 ca = {{(cl_float)(c)->alpha[0], (cl_float)(c)->alpha[1]}};                    \
    cl_float2 cb = {{(cl_float)(c)->beta[0], (cl_float)(c)->beta[1]}};                      \
    cl_double2 za = {{(c)->alpha[0], (c)->alpha[1]}}, zb = {{(c)->beta[0], (c)->beta[1]}}; \
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot], y = s->y->mem[rot];                    \
    size_t m = (c)->m, n = (c)->n, k = (c)->k, kl = (c)->kl, ku = (c)->ku;                 \
    size_t oa = (c)->offa, ox = (c)->offx, oy = (c)->offy, ld = (c)->lda
/* CALL(F, args) and Q (the queue and events) are defined by each user. */
#define FULL(F, a, b) CALL(F, od, ul, n, a, A, oa, ld, x, ox, ix, b, y, oy, iy, Q)
#define PACK(F, a, b) CALL(F, od, ul, n, a, A, oa, x, ox, ix, b, y, oy, iy, Q)
#define BAND(F, a, b) CALL(F, od, ul, n, k, a, A, oa, ld, x, ox, ix, b, y, oy, iy, Q)
#define GBND(F, a, b) CALL(F, od, tr, m, n, kl, ku, a, A, oa, ld, x, ox, ix, b, y, oy, iy, Q)
#define CASES(P, S, D, C, Z)                                                                 \
    case OP_SYMV * 4 + 0: st = FULL(S##symv, fa, fb); break;                                \
    case OP_SYMV * 4 + 1: st = FULL(D##symv, da, db); break;                                \
    case OP_HEMV * 4 + 2: st = FULL(C##hemv, ca, cb); break;                                \
    case OP_HEMV * 4 + 3: st = FULL(Z##hemv, za, zb); break;                                \
    case OP_SPMV * 4 + 0: st = PACK(S##spmv, fa, fb); break;                                \
    case OP_SPMV * 4 + 1: st = PACK(D##spmv, da, db); break;                                \
    case OP_HPMV * 4 + 2: st = PACK(C##hpmv, ca, cb); break;                                \
    case OP_HPMV * 4 + 3: st = PACK(Z##hpmv, za, zb); break;                                \
    case OP_SBMV * 4 + 0: st = BAND(S##sbmv, fa, fb); break;                                \
    case OP_SBMV * 4 + 1: st = BAND(D##sbmv, da, db); break;                                \
    case OP_HBMV * 4 + 2: st = BAND(C##hbmv, ca, cb); break;                                \
    case OP_HBMV * 4 + 3: st = BAND(Z##hbmv, za, zb); break;                                \
    case OP_GBMV * 4 + 0: st = GBND(S##gbmv, fa, fb); break;                                \
    case OP_GBMV * 4 + 1: st = GBND(D##gbmv, da, db); break;                                \
    case OP_GBMV * 4 + 2: st = GBND(C##gbmv, ca, cb); break;                                \
    case OP_GBMV * 4 + 3: st = GBND(Z##gbmv, za, zb); break;                                \
    default: st = P; break

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const mv_case *c = s->c;
    SCALARS(c);
    clblasOrder od = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasUplo ul = c->uplo ? clblasLower : clblasUpper;
    clblasTranspose tr = c->trans == 0 ? clblasNoTrans : c->trans == 1 ? clblasTrans
                                                                       : clblasConjTrans;
    int ix = c->incx, iy = c->incy;
    cl_command_queue *q = &s->q;
    clblasStatus st;
#define Q 1, q, 0, NULL, bench_clm_event
#define CALL(F, ...) F(__VA_ARGS__)
    switch (c->op->id * 4 + c->ip) {
        CASES(clblasInvalidValue, clblasS, clblasD, clblasC, clblasZ);
    }
#undef CALL
#undef Q
    if (st == clblasSuccess)
        return 0;
    if (st == clblasNotImplemented)
        s->not_implemented = 1;
    snprintf(why, whylen, "clblas%c%s returned %s (%d)", c->prec - 32, c->op->blas,
             st == clblasNotImplemented ? "clblasNotImplemented" : "status", (int)st);
    return 1;
}

#define MISSING (-999999)
static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const mv_case *c = s->c;
    const bench_clblast_mv *f = &s->clb->mv;
    SCALARS(c);
    int od = c->order ? BCLB_ROW_MAJOR : BCLB_COL_MAJOR, ul = c->uplo ? BCLB_LOWER : BCLB_UPPER;
    int tr = c->trans == 0 ? BCLB_TRANS_NO : c->trans == 1 ? BCLB_TRANS_YES : BCLB_TRANS_CONJ;
    size_t ix = (size_t)c->incx, iy = (size_t)c->incy;
    cl_command_queue *q = &s->q;
    int st;
#define Q q, NULL
#define CALL(F, ...) (F ? F(__VA_ARGS__) : MISSING)
    switch (c->op->id * 4 + c->ip) {
        CASES(MISSING, f->s, f->d, f->c, f->z);
    }
#undef CALL
#undef Q
    if (st == MISSING)
        snprintf(why, whylen, "CLBlast%c%s not in the library", c->prec - 32, c->op->blas);
    else if (st != 0)
        snprintf(why, whylen, "CLBlast%c%s returned %s (%d)", c->prec - 32, c->op->blas,
                 st == BCLB_NOT_IMPLEMENTED ? "CLBlastNotImplemented" : "status", st);
    return st != 0;
}

/* y of copy 0 reset to y0, one call, y read back into yout, its error. */
static int cl_checked(cl_state *s, bench_call_fn call, const void *Ah, const void *xh,
                      const void *y0h, void *yout, double *err, char *why, size_t whylen)
{
    if (bench_cl_checked(call, s, s->y->mem[0], s->c->y_elems * s->c->es, y0h, yout, "y", why,
                         whylen))
        return 1;
    *err = mv_error(s->c, Ah, xh, y0h, yout);
    return 0;
}

/* ---- cuBLAS ---- */

typedef struct cu_state {
    bench_cublas *cb; /* first: bench_cublas_sync */
    const mv_case *c;
    bench_curot A, x, y;
    int fill, op, m, n, kl, ku, lda; /* the column-major call */
    _Alignas(16) unsigned char alpha[16], beta[16];
    union {                           /* the routine, by storage */
        bcublas_symv_fn full;
        bcublas_spmv_fn packed;
        bcublas_sbmv_fn band;
        bcublas_gbmv_fn gband;
    } fn;
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const mv_case *c = s->c;
    bcublas_handle h = s->cb->handle;
    const char *A = bench_curot_at(&s->A, rot) + c->offa * c->es;
    const char *x = bench_curot_at(&s->x, rot) + c->offx * c->es;
    char *y = bench_curot_at(&s->y, rot) + c->offy * c->es;
    const void *al = s->alpha, *be = s->beta;
    int ix = c->incx, iy = c->incy;
    bcublas_status st;
    switch (c->op->storage) {
    case ST_FULL: st = s->fn.full(h, s->fill, s->n, al, A, s->lda, x, ix, be, y, iy); break;
    case ST_PACKED: st = s->fn.packed(h, s->fill, s->n, al, A, x, ix, be, y, iy); break;
    case ST_BAND:
        st = s->fn.band(h, s->fill, s->n, s->kl, al, A, s->lda, x, ix, be, y, iy);
        break;
    default:
        st = s->fn.gband(h, s->op, s->m, s->n, s->kl, s->ku, al, A, s->lda, x, ix, be, y, iy);
        break;
    }
    if (st != 0) {
        snprintf(why, whylen, "cublas%c%s_v2 returned status %d", c->prec - 32, c->op->blas, st);
        return 1;
    }
    return 0;
}

/* Checked call and timing for cuBLAS into r. */
static void run_cublas(bench_cublas *cb, const mv_case *c, const void *Ah, const void *xh,
                       const void *y0h, void *yout, const bench_opts *o, bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .c = c};
    const bench_cublas_mv *f = &cb->mv;
    int hm = c->op->herm, ip = c->ip, found;
    switch (c->op->storage) {
    case ST_FULL: found = (s.fn.full = (hm ? f->hemv : f->symv)[ip]) != NULL; break;
    case ST_PACKED: found = (s.fn.packed = (hm ? f->hpmv : f->spmv)[ip]) != NULL; break;
    case ST_BAND: found = (s.fn.band = (hm ? f->hbmv : f->sbmv)[ip]) != NULL; break;
    default: found = (s.fn.gband = f->gbmv[ip]) != NULL; break;
    }
    if (!found) {
        snprintf(why, whylen, "cublas%c%s_v2 not found", c->prec - 32, c->op->blas);
        return;
    }
    if (c->order && c->op->herm) {
        snprintf(why, whylen, "row-major Hermitian (A^T = conj(A)) has no cuBLAS form");
        return;
    }
    if (c->m > INT_MAX || c->n > INT_MAX || c->lda > INT_MAX || c->k > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return;
    }
    /* row-major: A^T column-major, the other triangle (A^T = A); gbmv m, n
     * and kl, ku swapped, op N <-> T */
    s.fill = (c->uplo == 0) == (c->order == 0) ? BCUBLAS_FILL_UPPER : BCUBLAS_FILL_LOWER;
    if (c->op->storage == ST_GBAND &&
        bench_cublas_op(c->order, c->trans, c->cplx, &s.op, why, whylen))
        return;
    s.m = (int)(c->order ? c->n : c->m), s.n = (int)(c->order ? c->m : c->n);
    s.kl = (int)(c->order ? c->ku : c->kl), s.ku = (int)(c->order ? c->kl : c->ku);
    if (c->op->storage == ST_BAND)
        s.kl = (int)c->k;
    s.lda = (int)c->lda;
    bench_scalar_bytes(c->prec, c->alpha, s.alpha);
    bench_scalar_bytes(c->prec, c->beta, s.beta);
    bench_cu_operands k = {{&s.A, &s.x, &s.y},
                           {Ah, xh, y0h},
                           {c->a_elems * c->es, c->x_elems * c->es, c->y_elems * c->es},
                           2};
    int checked;
    bench_cublas_case(cb, &k, cublas_call, &s, yout, o, r, &checked);
    if (checked)
        r->e_cub = mv_error(c, Ah, xh, y0h, yout);
}

/* ---- one case ---- */

static const bench_table table = {30, 0, 1};

static void case_name(const mv_case *c, char *buf, size_t len)
{
    char kk[24] = "";
    if (c->op->storage >= ST_BAND)
        snprintf(kk, sizeof kk, " K%zu", c->k);
    if (c->op->storage == ST_GBAND)
        snprintf(buf, len, "%c%s %c %s %zux%zu%s", c->prec, c->op->blas, "NTC"[c->trans],
                 c->order ? "row" : "col", c->m, c->n, kk);
    else
        snprintf(buf, len, "%c%s %c %s %zu%s", c->prec, c->op->blas, c->uplo ? 'L' : 'U',
                 c->order ? "row" : "col", c->n, kk);
}

static void report_case(bench_ctx *ctx, const bench_opts *o, const mv_case *c, const char *name,
                        const bench_result *r)
{
    double bytes = (double)(c->stored + c->lenx + c->leny * (c->beta_nz ? 2 : 1)) * (double)c->es;
    double fmas = c->op->storage == ST_GBAND ? (double)c->stored
                                             : 2.0 * (double)c->stored - (double)c->n;
    bench_rates k = bench_rates_of(ctx, r, bytes, (c->cplx ? 8.0 : 2.0) * fmas);
    bench_print_result(&table, name, r, &k, o->check);
    fflush(stdout);
    if (!ctx->csv)
        return;
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "%s", c->op->name);
    bench_row_set(&row, "precision", "%c", c->prec);
    bench_row_set(&row, "order", "%s", c->order ? "row" : "col");
    if (c->op->storage == ST_GBAND)
        bench_row_set(&row, "trans", "%c", "ntc"[c->trans]);
    else
        bench_row_set(&row, "uplo", "%c", c->uplo ? 'l' : 'u');
    bench_row_set(&row, "m", "%zu", c->m);
    bench_row_set(&row, "n", "%zu", c->n);
    if (c->op->storage >= ST_BAND)
        bench_row_set(&row, "k", "%zu", c->k);
    if (c->op->storage != ST_PACKED)
        bench_row_set(&row, "lda", "%zu", c->lda);
    bench_row_set_operands(&row, c->cplx, c->offa, c->offx, c->incx, 1, c->offy, c->incy,
                           c->alpha, c->beta);
    bench_row_set_result(&row, ctx, o, r, &k);
    bench_row_write(ctx, &row);
}

static int run_case(bench_ctx *ctx, const bench_opts *o, const mv_case *c)
{
    bench_peers *peers = ctx->peers;
    char name[128];
    case_name(c, name, sizeof name);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    void *Ah = NULL, *xh = NULL, *y0h = NULL, *yout = NULL, *y0p = NULL;
    bench_rot dA, dx, dy;
    memset(&dA, 0, sizeof dA), memset(&dx, 0, sizeof dx), memset(&dy, 0, sizeof dy);
    cl_state s = {ctx->env.queue, c, &dA, &dx, &dy, peers ? &peers->clblast : NULL, 0};

    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es, by = c->y_elems * c->es;
    if (!bench_case_fits(ctx, c->prec, bA, why, whylen))
        goto report;
    r.nrot = bench_rot_count(ctx, o, c->stored * c->es, bA + bx + by + 3 * ctx->base_align);
    Ah = malloc(bA), xh = malloc(bx), y0h = malloc(by), yout = malloc(by), y0p = malloc(by);
    if (!Ah || !xh || !y0h || !yout || !y0p) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    fill(c, Ah, xh, y0h, y0p,
         0x9E3779B97F4A7C15ULL ^ ((unsigned long long)c->m * 1000003ULL + c->n * 7919ULL +
                                  c->k * 31ULL + (unsigned long long)(c->ip + 4 * c->uplo)));
    if (bench_rot_alloc(ctx, &dA, bA, r.nrot, Ah, why, whylen) ||
        bench_rot_alloc(ctx, &dx, bx, r.nrot, xh, why, whylen) ||
        bench_rot_alloc(ctx, &dy, by, r.nrot, y0h, why, whylen))
        goto report;

    /* clmath: the checked call on copy 0, then the timing. */
    if (!o->check || cl_checked(&s, clmath_call, Ah, xh, y0h, yout, &r.e_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r.nrot, o, &r.batch, why,
                                  whylen);
    /* CLBlast: same buffers, same queue, same batch size; y of copy 0 reset. */
    if (r.ran_clb && bench_clblast_usable(ctx, NULL, c->incx < 0 || c->incy < 0, &r) &&
        (!o->check || cl_checked(&s, clblast_call, Ah, xh, y0p, yout, &r.e_clb, r.why_clb,
                                 sizeof r.why_clb) == 0))
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &s, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    /* cuBLAS: its own copies in CUDA memory. */
    if (r.ran_cub && bench_cublas_usable(ctx, &r))
        run_cublas(&peers->cublas, c, Ah, xh, y0p, yout, o, &r);

report:
    report_case(ctx, o, c, name, &r);
    bench_rot_free(&dA);
    bench_rot_free(&dx);
    bench_rot_free(&dy);
    free(Ah), free(xh), free(y0h), free(yout), free(y0p);
    if (s.not_implemented)
        return 0; /* n/a, said above: not a failure of what clmath provides */
    return r.t_clm > 0 && (!o->check || (r.e_clm >= 0 && r.e_clm < 16)) ? 0 : 1;
}

/* ---- the sweep ---- */

static int setup_case(mv_case *c, const bench_opts *o, const mv_op *op, char prec, int order,
                      int uplo_or_trans, size_t k, bench_shape sh, char *why, size_t whylen)
{
    int gb = op->storage == ST_GBAND, ip = bench_prec_index(prec);
    if (!gb && sh.m != sh.n) {
        snprintf(why, whylen, "%s takes a square matrix (--sizes, not %zux%zu)", op->name, sh.m,
                 sh.n);
        return 1;
    }
    *c = (mv_case){.op = op, .prec = prec, .ip = ip, .cplx = ip >= 2, .order = order,
                   .uplo = gb ? 0 : uplo_or_trans, .trans = gb ? uplo_or_trans : 0,
                   .es = (size_t[]){4, 8, 8, 16}[ip], .m = sh.m, .n = sh.n,
                   .k = op->storage >= ST_BAND ? k : 0, .kl = gb ? k : 0, .ku = gb ? k : 0,
                   .offa = o->offa, .offx = o->offx, .offy = o->offy, .incx = o->incx,
                   .incy = o->incy};
    memcpy(c->alpha, o->alpha, sizeof c->alpha);
    memcpy(c->beta, o->beta, sizeof c->beta);
    if (!c->cplx)
        c->alpha[1] = c->beta[1] = 0;
    c->beta_nz = c->beta[0] != 0 || c->beta[1] != 0;
    c->lenx = c->trans ? c->m : c->n;
    c->leny = c->trans ? c->n : c->m;
    c->x_elems = bench_vec_extent(c->lenx, c->offx, c->incx);
    c->y_elems = bench_vec_extent(c->leny, c->offy, c->incy);
    if (op->storage == ST_PACKED) {
        c->stored = c->n * (c->n + 1) / 2;
        c->a_elems = c->offa + c->stored;
        return 0;
    }
    /* the lda-strided lines and the minimum lda */
    size_t lines = gb && order ? c->m : c->n;
    size_t line = op->storage == ST_FULL ? c->n : gb ? c->kl + c->ku + 1 : c->k + 1;
    c->lda = o->lda ? o->lda : line;
    if (c->lda < line) {
        snprintf(why, whylen, "--lda %zu is less than the minimum %zu", c->lda, line);
        return 1;
    }
    c->a_elems = c->offa + (lines - 1) * c->lda + line;
    if (op->storage == ST_FULL) {
        c->stored = c->n * (c->n + 1) / 2;
    } else if (op->storage == ST_BAND) {
        size_t kr = c->k < c->n - 1 ? c->k : c->n - 1;
        c->stored = (kr + 1) * c->n - kr * (kr + 1) / 2;
    } else {
        for (size_t j = 0; j < c->n; j++) { /* rows max(0, j-KU) .. min(m-1, j+KL) */
            size_t lo = j > c->ku ? j - c->ku : 0, hi = j + c->kl < c->m ? j + c->kl : c->m - 1;
            c->stored += lo <= hi ? hi - lo + 1 : 0;
        }
    }
    return 0;
}

static void print_legend(const mv_op *op, const bench_opts *o)
{
    static const char *const bytes[] = {"n(n+1)/2", "n(n+1)/2", "(K+1)n - K(K+1)/2",
                                        "the band's"};
    int gb = op->storage == ST_GBAND;
    printf("%s: case = precision routine, %s, order, %s%s; alpha %g,%g beta %g,%g (c/z use "
           "the imaginary parts), lda %zu (0: the minimum), offa/offx/offy %zu/%zu/%zu, "
           "incx/incy %d/%d, reps %d, warmup %d, check %s; bytes moved: %s elements of A + x "
           "+ y (twice when beta != 0)\n",
           op->name, gb ? "trans (N/T/C)" : "uplo (U/L)", gb ? "m x n" : "n",
           gb ? ", K (KL = KU = K)" : op->storage == ST_BAND ? ", K" : "", o->alpha[0],
           o->alpha[1], o->beta[0], o->beta[1], o->lda, o->offa, o->offx, o->offy, o->incx,
           o->incy, o->reps, o->warmup, o->check ? "on" : "off", bytes[op->storage]);
}

static int run_mv(bench_ctx *ctx, const bench_opts *o, const mv_op *op)
{
    char precs[BENCH_MAX_LIST];
    int np = bench_routine_precs(o, op->name, op->precs, precs);
    int fails = 0, gb = op->storage == ST_GBAND;
    int nvar = gb ? o->ntrans : o->nuplos, nk = op->storage >= ST_BAND ? o->nks : 1;
    int total = np * o->norders * nvar * nk * o->nshapes;
    print_legend(op, o);
    bench_print_header(&table);
    fflush(stdout);
    for (int t = 0; t < total; t++) { /* precision, order, uplo or trans, K, size */
        int is = t % o->nshapes, r = t / o->nshapes, ik = r % nk, iv = r / nk % nvar;
        int io = r / nk / nvar % o->norders, ip = r / nk / nvar / o->norders;
        mv_case c;
        char why[200], name[128];
        if (setup_case(&c, o, op, precs[ip], o->orders[io], gb ? o->transs[iv] : o->uplos[iv],
                       o->ks[ik], o->shapes[is], why, sizeof why)) {
            printf("%c%s: skipped: %s\n", precs[ip], op->blas, why);
            fails++;
            continue;
        }
        if (total > 1) {
            case_name(&c, name, sizeof name);
            fprintf(stderr, "[%d/%d] %s ...\n", t + 1, total, name);
        }
        fails += run_case(ctx, o, &c);
    }
    return fails ? 1 : 0;
}

#define ROUTINE(NAME, ID, SUMMARY) ROUTINE2(NAME, #NAME, ID, SUMMARY)
#define ROUTINE2(NAME, STR, ID, SUMMARY)                                                     \
    static int run_##NAME(bench_ctx *ctx, const bench_opts *o)                               \
    {                                                                                        \
        return run_mv(ctx, o, &ops[ID]);                                                     \
    }                                                                                        \
    const bench_routine bench_##NAME = {STR, SUMMARY, 1, 1, run_##NAME};
ROUTINE(symv, OP_SYMV, "y := alpha A x + beta y, A symmetric, uplo triangle, s d (clblas?symv)")
ROUTINE(hemv, OP_HEMV, "y := alpha A x + beta y, A Hermitian, uplo triangle, c z (clblas?hemv)")
ROUTINE2(spmv_packed, "spmv-packed", OP_SPMV, "symv on packed storage, s d (clblas?spmv)")
ROUTINE(hpmv, OP_HPMV, "hemv on packed storage, c z (clblas?hpmv)")
ROUTINE(sbmv, OP_SBMV, "symv on band storage, K off-diagonals (-k), s d (clblas?sbmv)")
ROUTINE(hbmv, OP_HBMV, "hemv on band storage, K off-diagonals (-k), c z (clblas?hbmv)")
ROUTINE(gbmv, OP_GBMV,
        "y := alpha op(A) x + beta y, A m x n band, KL = KU = K (-k), s d c z (clblas?gbmv)")
#undef ROUTINE
#undef ROUTINE2
