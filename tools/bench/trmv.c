/*
 * clmath-bench triangular Level 2: trmv, trsv (full storage), tpmv, tpsv
 * (packed), tbmv, tbsv (band): x := op(A) x and op(A) x = b, timed for
 * clmath and the peers on the same inputs and checked against a long double
 * host reference. One bench_routine per routine, one engine: they differ
 * only in the table `ops` (storage, product or solve).
 *
 * Two matrices per case, both with NaN in every element the routine must
 * not read (the other triangle, outside the band, the rows between n or K+1
 * and lda, the diagonal when diag = u; and NaN in x's offset and strided
 * gaps), so that a read of one shows as a NaN result:
 *
 * - the checked matrix: products random in [-1, 1]; solves diagonally
 *   dominant by rows and by columns (off-diagonals random times 0.5 / W,
 *   W = the most off-diagonals a row and its column hold together, diagonal
 *   +-(1 + |u|), or 1 when unit), so well conditioned. Each library makes one
 *   checked call on its own copy of it and of x (x reset before each).
 *
 * - the timed matrix, on which the timed calls repeat (x is overwritten by
 *   every call, and each copy of x sees many): the indices are split at
 *   random into S and T, the diagonal is +1 on S and -1 on T, and the only
 *   nonzero off-diagonals (random times 0.5 / W) couple a row in T with a
 *   column in S. Then A A = I (and A = I + N with N N = 0 when unit), so
 *   repeated products and solves keep x in range for ever (unit: x grows at
 *   most linearly), where with a random or merely dominant matrix x grows
 *   or shrinks geometrically, to overflow or denormals within a few hundred
 *   to a few thousand calls. The values do not change the work done.
 *
 * The timed calls rotate over nrot copies of the timed A and x on the device
 * (bench_rot_count over the bytes of the referenced triangle or band).
 * CLBlast uses the same OpenCL buffers; cuBLAS gets its own copies in CUDA
 * memory, row-major through the equivalence row-major upper = column-major
 * lower of A^T, N <-> T (row-major conjugate transpose: n/a).
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "bench.h"
#include "peers.h"

typedef enum { TR_FULL, TR_PACKED, TR_BAND } tr_storage;
enum { OP_TRMV, OP_TRSV, OP_TPMV, OP_TPSV, OP_TBMV, OP_TBSV };

typedef struct tr_op {
    const char *name;
    int id;             /* OP_* */
    tr_storage storage;
    int solve;
} tr_op;

static const tr_op ops[] = {
    {"trmv", OP_TRMV, TR_FULL, 0},   {"trsv", OP_TRSV, TR_FULL, 1},
    {"tpmv", OP_TPMV, TR_PACKED, 0}, {"tpsv", OP_TPSV, TR_PACKED, 1},
    {"tbmv", OP_TBMV, TR_BAND, 0},   {"tbsv", OP_TBSV, TR_BAND, 1},
};

typedef struct tr_case {
    const tr_op *op;
    char prec;          /* 's', 'd', 'c', 'z' */
    int ip;             /* 0..3 in that order */
    int cplx;
    size_t es;          /* bytes per element */
    int order;          /* 0 = column-major, 1 = row-major */
    int uplo;           /* 0 = upper, 1 = lower */
    int trans;          /* 0 = N, 1 = T, 2 = C */
    int diag;           /* 0 = non-unit, 1 = unit */
    size_t n;
    size_t k;           /* band: K as passed; else 0 */
    size_t kr;          /* off-diagonals referenced: min(K, n - 1), n - 1 for full/packed */
    size_t lda;         /* 0 for packed */
    size_t offa, offx;
    int incx;
    size_t a_elems, x_elems;  /* buffer extents, elements */
    size_t ref_elems;         /* elements of the triangle or band, diagonal included */
} tr_case;

/* ------------------------------------------------------------------------ */
/* Storage                                                                  */
/* ------------------------------------------------------------------------ */

/* Buffer index of A(i, j), (i, j) in the referenced triangle or band.
 * Row-major storage is the column-major storage of A^T with the other
 * triangle (CBLAS, clBLAS). */
static size_t a_index(const tr_case *c, size_t i, size_t j)
{
    size_t n = c->n, K = c->k;
    int up = c->uplo == 0;
    switch (c->op->storage) {
    case TR_FULL:
        return c->offa + (c->order ? i * c->lda + j : i + j * c->lda);
    case TR_PACKED:
        if (!c->order)
            return c->offa + (up ? i + j * (j + 1) / 2 : i + j * (2 * n - j - 1) / 2);
        return c->offa + (up ? j + i * (2 * n - i - 1) / 2 : j + i * (i + 1) / 2);
    default:
        if (!c->order)
            return c->offa + (up ? K + i - j : i - j) + j * c->lda;
        return c->offa + i * c->lda + (up ? j - i : K + j - i);
    }
}

/* The referenced columns j of row i of A: [*lo, *hi]. */
static void a_row_range(const tr_case *c, size_t i, size_t *lo, size_t *hi)
{
    if (c->uplo == 0) {
        *lo = i;
        *hi = c->n - 1 - i > c->kr ? i + c->kr : c->n - 1;
    } else {
        *lo = i > c->kr ? i - c->kr : 0;
        *hi = i;
    }
}

/* The nonzero columns s of row r of op(A): [*lo, *hi]. op(A) is upper
 * exactly when (A is upper) == (trans is N). */
static void op_row_range(const tr_case *c, size_t r, size_t *lo, size_t *hi)
{
    int op_upper = (c->uplo == 0) == (c->trans == 0);
    if (op_upper) {
        *lo = r;
        *hi = c->n - 1 - r > c->kr ? r + c->kr : c->n - 1;
    } else {
        *lo = r > c->kr ? r - c->kr : 0;
        *hi = r;
    }
}

static void store(const tr_case *c, void *buf, size_t i, double re, double im)
{
    switch (c->ip) {
    case 0: ((float *)buf)[i] = (float)re; break;
    case 1: ((double *)buf)[i] = re; break;
    case 2: ((float *)buf)[2 * i] = (float)re, ((float *)buf)[2 * i + 1] = (float)im; break;
    default: ((double *)buf)[2 * i] = re, ((double *)buf)[2 * i + 1] = im; break;
    }
}

/* op(A)(r, s), s in op_row_range(r): the unit diagonal is 1 (not read). */
static void op_get(const tr_case *c, const void *A, size_t r, size_t s, long double *re,
                   long double *im)
{
    if (r == s && c->diag) {
        *re = 1, *im = 0;
        return;
    }
    size_t i = c->trans ? s : r, j = c->trans ? r : s;
    bench_load(c->ip, A, a_index(c, i, j), re, im);
    if (c->trans == 2)
        *im = -*im;
}

/* ------------------------------------------------------------------------ */
/* Host data                                                                */
/* ------------------------------------------------------------------------ */

/* Uniform in (-1, 1), never zero: an odd multiple of 2^-24 for s and c
 * (exact in float), of 2^-53 for d and z (so that double products and sums
 * round, as they would on real data). */
static double urand(const tr_case *c, unsigned long long *s)
{
    if (c->ip == 0 || c->ip == 2) {
        long v = (long)(bench_next_rand(s) >> 40); /* 0 .. 2^24-1 */
        return (double)(2 * v + 1 - (1L << 24)) * (1.0 / (1L << 24));
    }
    long long v = (long long)(bench_next_rand(s) >> 11); /* 0 .. 2^53-1 */
    return (double)(2 * v + 1 - (1LL << 53)) * (1.0 / (double)(1LL << 53));
}

static void fill_nan(const tr_case *c, void *buf, size_t elems)
{
    size_t reals = elems * (c->cplx ? 2 : 1);
    if (c->ip == 0 || c->ip == 2)
        for (size_t i = 0; i < reals; i++)
            ((float *)buf)[i] = NAN;
    else
        for (size_t i = 0; i < reals; i++)
            ((double *)buf)[i] = NAN;
}

enum { FILL_PRODUCT, FILL_SOLVE, FILL_TIMED };

typedef struct filler {
    const tr_case *c;
    void *A;
    int kind;
    double scale;               /* of the off-diagonals */
    const unsigned char *inT;   /* FILL_TIMED: index in T (else S) */
    unsigned long long seed;
} filler;

static void fill_one(filler *f, size_t i, size_t j)
{
    const tr_case *c = f->c;
    double re = urand(c, &f->seed), im = c->cplx ? urand(c, &f->seed) : 0;
    if (i == j) {
        if (c->diag)
            return; /* unit: stays NaN, must not be read */
        if (f->kind == FILL_SOLVE) {
            re = (re < 0 ? -1 : 1) * (1 + fabs(urand(c, &f->seed)));
            im *= 0.5;
        } else if (f->kind == FILL_TIMED) {
            re = f->inT[i] ? -1 : 1;
            im = 0;
        }
    } else {
        re *= f->scale, im *= f->scale;
        if (f->kind == FILL_TIMED && !(f->inT[i] && !f->inT[j]))
            re = im = 0;
    }
    store(c, f->A, a_index(c, i, j), re, im);
}

/* The matrices (see the top of the file). NaN everywhere first, then the
 * referenced elements, in storage order. */
static int fill_A(const tr_case *c, void *A, int kind, unsigned long long seed)
{
    size_t n = c->n;
    double W = c->kr == 0 ? 1.0 : (double)(2 * c->kr < n - 1 ? 2 * c->kr : n - 1);
    unsigned char *inT = NULL;
    fill_nan(c, A, c->a_elems);
    if (kind == FILL_TIMED) {
        inT = malloc(n ? n : 1);
        if (!inT)
            return 1;
        for (size_t i = 0; i < n; i++)
            inT[i] = (unsigned char)(bench_next_rand(&seed) >> 63);
    }
    filler f = {c, A, kind, kind == FILL_PRODUCT ? 1.0 : 0.5 / W, inT, seed};
    if (c->order) { /* row by row */
        for (size_t i = 0; i < n; i++) {
            size_t lo, hi;
            a_row_range(c, i, &lo, &hi);
            for (size_t j = lo; j <= hi; j++)
                fill_one(&f, i, j);
        }
    } else { /* column by column */
        for (size_t j = 0; j < n; j++) {
            size_t lo = c->uplo == 0 ? (j > c->kr ? j - c->kr : 0) : j;
            size_t hi = c->uplo == 0 ? j : (n - 1 - j > c->kr ? j + c->kr : n - 1);
            for (size_t i = lo; i <= hi; i++)
                fill_one(&f, i, j);
        }
    }
    free(inT);
    return 0;
}

/* x: NaN in the offset and the gaps, random in (-1, 1) on the vector. */
static void fill_x(const tr_case *c, void *x, unsigned long long seed)
{
    fill_nan(c, x, c->x_elems);
    for (size_t j = 0; j < c->n; j++) {
        double re = urand(c, &seed), im = c->cplx ? urand(c, &seed) : 0;
        store(c, x, bench_vec_index(j, c->n, c->offx, c->incx), re, im);
    }
}

/* ------------------------------------------------------------------------ */
/* Errors                                                                   */
/* ------------------------------------------------------------------------ */

/* Every element of x outside the vector unchanged, bit for bit. */
static int gaps_intact(const tr_case *c, const void *x0, const void *x)
{
    const unsigned char *a = x0, *b = x;
    for (size_t i = 0; i < c->x_elems; i++)
        if (!bench_in_vector(i, c->n, c->offx, c->incx) && memcmp(a + i * c->es, b + i * c->es, c->es))
            return 0;
    return 1;
}

/* ||op(A)||_inf, long double sums (computed once per case). */
static double op_norm(const tr_case *c, const void *A)
{
    double worst = 0;
    for (size_t r = 0; r < c->n; r++) {
        size_t lo, hi;
        op_row_range(c, r, &lo, &hi);
        long double s = 0;
        for (size_t j = lo; j <= hi; j++) {
            long double re, im;
            op_get(c, A, r, j, &re, &im);
            s += bench_cabs(re, im);
        }
        if ((double)s > worst || isnan((double)s))
            worst = (double)s;
    }
    return worst;
}

/* The rows checked: all when n <= BENCH_CHECK_MAX, else that many evenly. */
static size_t sample_row(const tr_case *c, size_t k, size_t ns)
{
    return ns == c->n ? k : (size_t)((double)k * (double)(c->n - 1) / (double)(ns - 1));
}

/*
 * Products: max_r |x_r - ref_r| / (eps * G_r), G_r = sum_s |op(A)_rs| |x0_s|
 * (TESTING.md), ref in long double. Solves: the residual
 * max_r |(op(A) x)_r - b_r| / (eps * n * ||op(A)||_inf * ||x||_inf), x the
 * computed solution, b = x0. Both over the sampled rows; NaN gives inf, and
 * so does a changed element of x outside the vector.
 */
static double tr_error(const tr_case *c, const void *A, double normA, const void *x0,
                       const void *x)
{
    double eps = bench_eps(c->prec);
    if (!gaps_intact(c, x0, x))
        return INFINITY;
    size_t ns = c->n <= BENCH_CHECK_MAX ? c->n : BENCH_CHECK_MAX;
    double worst = 0, xnorm = 0;
    if (c->op->solve) {
        for (size_t j = 0; j < c->n; j++) {
            long double re, im;
            bench_load(c->ip, x, bench_vec_index(j, c->n, c->offx, c->incx), &re, &im);
            double a = bench_cabs(re, im);
            if (isnan(a))
                return INFINITY;
            if (a > xnorm)
                xnorm = a;
        }
    }
    const void *in = c->op->solve ? x : x0; /* the vector op(A) multiplies */
    for (size_t k = 0; k < ns; k++) {
        size_t r = sample_row(c, k, ns), lo, hi;
        op_row_range(c, r, &lo, &hi);
        long double sr = 0, si = 0;
        double g = 0;
        for (size_t s = lo; s <= hi; s++) {
            long double ar, ai, xr, xi;
            op_get(c, A, r, s, &ar, &ai);
            bench_load(c->ip, in, bench_vec_index(s, c->n, c->offx, c->incx), &xr, &xi);
            sr += ar * xr - ai * xi;
            si += ar * xi + ai * xr;
            g += c->cplx ? bench_cabs(ar, ai) * bench_cabs(xr, xi) : fabs((double)(ar * xr));
        }
        size_t xi_ = bench_vec_index(r, c->n, c->offx, c->incx);
        long double yr, yi, diff_r, diff_i;
        if (c->op->solve) {
            bench_load(c->ip, x0, xi_, &yr, &yi); /* b */
            g = (double)c->n * normA * xnorm;
        } else {
            bench_load(c->ip, x, xi_, &yr, &yi); /* the result */
        }
        diff_r = yr - sr, diff_i = yi - si;
        double e = bench_scaled_error(bench_cabs(diff_r, diff_i), g, eps);
        if (e > worst)
            worst = e;
    }
    return worst;
}

/* ------------------------------------------------------------------------ */
/* clmath and CLBlast calls                                                 */
/* ------------------------------------------------------------------------ */

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const tr_case *c;
    bench_rot *A, *x;
    const bench_clblast *clb;
} cl_state;

/* The four precisions share one prototype (no scalars). */
#define TR_PREC(c, R, ...)                                                                     \
    ((c)->ip == 0   ? clblasS##R(__VA_ARGS__)                                                  \
     : (c)->ip == 1 ? clblasD##R(__VA_ARGS__)                                                  \
     : (c)->ip == 2 ? clblasC##R(__VA_ARGS__)                                                  \
                    : clblasZ##R(__VA_ARGS__))

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const tr_case *c = s->c;
    clblasOrder ord = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasUplo ul = c->uplo ? clblasLower : clblasUpper;
    clblasTranspose tr = c->trans == 0 ? clblasNoTrans : c->trans == 1 ? clblasTrans : clblasConjTrans;
    clblasDiag dg = c->diag ? clblasUnit : clblasNonUnit;
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot];
    clblasStatus st;
    switch (c->op->id) {
    case OP_TRMV:
        st = TR_PREC(c, trmv, ord, ul, tr, dg, c->n, A, c->offa, c->lda, x, c->offx, c->incx,
                     NULL, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    case OP_TRSV:
        st = TR_PREC(c, trsv, ord, ul, tr, dg, c->n, A, c->offa, c->lda, x, c->offx, c->incx, 1,
                     &s->q, 0, NULL, bench_clm_event);
        break;
    case OP_TPMV:
        st = TR_PREC(c, tpmv, ord, ul, tr, dg, c->n, A, c->offa, x, c->offx, c->incx, NULL, 1,
                     &s->q, 0, NULL, bench_clm_event);
        break;
    case OP_TPSV:
        st = TR_PREC(c, tpsv, ord, ul, tr, dg, c->n, A, c->offa, x, c->offx, c->incx, 1, &s->q,
                     0, NULL, bench_clm_event);
        break;
    case OP_TBMV:
        st = TR_PREC(c, tbmv, ord, ul, tr, dg, c->n, c->k, A, c->offa, c->lda, x, c->offx,
                     c->incx, NULL, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    default:
        st = TR_PREC(c, tbsv, ord, ul, tr, dg, c->n, c->k, A, c->offa, c->lda, x, c->offx,
                     c->incx, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    }
    if (st != clblasSuccess) {
        snprintf(why, whylen, "clblas%c%s returned status %d", c->prec - 32, c->op->name, (int)st);
        return 1;
    }
    return 0;
}

static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const tr_case *c = s->c;
    const bench_clblast_tri *t = &s->clb->tri;
    int lay = c->order ? BCLB_ROW_MAJOR : BCLB_COL_MAJOR;
    int ul = c->uplo ? BCLB_LOWER : BCLB_UPPER;
    int tr = c->trans == 0 ? BCLB_TRANS_NO : c->trans == 1 ? BCLB_TRANS_YES : BCLB_TRANS_CONJ;
    int dg = c->diag ? BCLB_UNIT : BCLB_NON_UNIT;
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot];
    size_t ix = (size_t)c->incx;
    int st = BCLB_NOT_IMPLEMENTED, missing = 0;
    switch (c->op->id) {
    case OP_TRMV:
    case OP_TRSV: {
        bclblast_trfull_fn f = c->op->id == OP_TRMV ? t->trmv[c->ip] : t->trsv[c->ip];
        if (!(missing = !f))
            st = f(lay, ul, tr, dg, c->n, A, c->offa, c->lda, x, c->offx, ix, &s->q, NULL);
        break;
    }
    case OP_TPMV:
    case OP_TPSV: {
        bclblast_trpack_fn f = c->op->id == OP_TPMV ? t->tpmv[c->ip] : t->tpsv[c->ip];
        if (!(missing = !f))
            st = f(lay, ul, tr, dg, c->n, A, c->offa, x, c->offx, ix, &s->q, NULL);
        break;
    }
    default: {
        bclblast_trband_fn f = c->op->id == OP_TBMV ? t->tbmv[c->ip] : t->tbsv[c->ip];
        if (!(missing = !f))
            st = f(lay, ul, tr, dg, c->n, c->k, A, c->offa, c->lda, x, c->offx, ix, &s->q, NULL);
        break;
    }
    }
    if (missing) {
        snprintf(why, whylen, "this CLBlast has no CLBlast%c%s", c->prec - 32, c->op->name);
        return 1;
    }
    if (st == BCLB_NOT_IMPLEMENTED) {
        snprintf(why, whylen, "CLBlast%c%s returned CLBlastNotImplemented (-1024)",
                 c->prec - 32, c->op->name);
        return 1;
    }
    if (st != 0) {
        const char *what = "";
        if (st == -1016 && c->op->storage == TR_BAND && c->k == 0)
            what = " (CLBlastInvalidLeadDimA: CLBlast 1.5 rejects band K = 0, whatever lda)";
        else if (st == CL_INVALID_VALUE && (c->incx > 1 || c->incx < -1))
            what = " (CL_INVALID_VALUE: CLBlast 1.5 copies n*incx elements of x, beyond the "
                   "exact-fit buffer of (n-1)*incx+1 used here)";
        snprintf(why, whylen, "CLBlast%c%s returned status %d%s", c->prec - 32, c->op->name, st,
                 what);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* cuBLAS                                                                   */
/* ------------------------------------------------------------------------ */

typedef struct cu_state {
    bench_cublas *cb;         /* first: bench_cublas_sync */
    const tr_case *c;
    bench_curot A, x;         /* nrot copies each (timed) */
    bench_curot Ac, xc;       /* the checked copies */
    int checking;             /* call on Ac / xc */
    int fill, op, diag;       /* the column-major call */
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const tr_case *c = s->c;
    const bench_cublas_tri *t = &s->cb->tri;
    const char *A = (s->checking ? s->Ac.mem : bench_curot_at(&s->A, rot)) + c->offa * c->es;
    char *x = (s->checking ? s->xc.mem : bench_curot_at(&s->x, rot)) + c->offx * c->es;
    int n = (int)c->n, lda = (int)c->lda, k = (int)c->k;
    bcublas_status st;
    switch (c->op->id) {
    case OP_TRMV: st = t->trmv[c->ip](s->cb->handle, s->fill, s->op, s->diag, n, A, lda, x, c->incx); break;
    case OP_TRSV: st = t->trsv[c->ip](s->cb->handle, s->fill, s->op, s->diag, n, A, lda, x, c->incx); break;
    case OP_TPMV: st = t->tpmv[c->ip](s->cb->handle, s->fill, s->op, s->diag, n, A, x, c->incx); break;
    case OP_TPSV: st = t->tpsv[c->ip](s->cb->handle, s->fill, s->op, s->diag, n, A, x, c->incx); break;
    case OP_TBMV: st = t->tbmv[c->ip](s->cb->handle, s->fill, s->op, s->diag, n, k, A, lda, x, c->incx); break;
    default: st = t->tbsv[c->ip](s->cb->handle, s->fill, s->op, s->diag, n, k, A, lda, x, c->incx); break;
    }
    if (st != 0) {
        snprintf(why, whylen, "cublas%c%s returned status %d", c->prec - 32, c->op->name, st);
        return 1;
    }
    return 0;
}

static int cublas_has(const bench_cublas *cb, const tr_case *c)
{
    const bench_cublas_tri *t = &cb->tri;
    switch (c->op->id) {
    case OP_TRMV: return t->trmv[c->ip] != NULL;
    case OP_TRSV: return t->trsv[c->ip] != NULL;
    case OP_TPMV: return t->tpmv[c->ip] != NULL;
    case OP_TPSV: return t->tpsv[c->ip] != NULL;
    case OP_TBMV: return t->tbmv[c->ip] != NULL;
    default: return t->tbsv[c->ip] != NULL;
    }
}

/* Host data handed to the peers' runs. */
typedef struct tr_host {
    const void *At, *Ac, *x0;   /* timed A, checked A, x (= b) */
    void *xout;
    double normA;               /* ||op(checked A)||_inf */
} tr_host;

/* Checked call and timing for cuBLAS into r. */
static void run_cublas(bench_cublas *cb, const tr_case *c, const tr_host *h, const bench_opts *o,
                       bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .c = c};
    if (!cublas_has(cb, c)) {
        snprintf(why, whylen, "cublas%c%s_v2 not found", c->prec - 32, c->op->name);
        return;
    }
    /* Row-major A is column-major A^T: the other triangle, N <-> T. */
    if (bench_cublas_op(c->order, c->trans, c->cplx, &s.op, why, whylen))
        return;
    s.fill = (c->uplo == 0) == (c->order == 0) ? BCUBLAS_FILL_UPPER : BCUBLAS_FILL_LOWER;
    s.diag = c->diag ? BCUBLAS_DIAG_UNIT : BCUBLAS_DIAG_NON_UNIT;
    if (c->n > INT_MAX || c->lda > INT_MAX || c->k > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return;
    }
    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es;
    if (bench_curot_alloc(cb, &s.A, bA, r->nrot, h->At, why, whylen) ||
        bench_curot_alloc(cb, &s.x, bx, r->nrot, h->x0, why, whylen) ||
        (o->check && (bench_curot_alloc(cb, &s.Ac, bA, 1, h->Ac, why, whylen) ||
                      bench_curot_alloc(cb, &s.xc, bx, 1, h->x0, why, whylen))))
        goto done;
    if (o->check) {
        s.checking = 1;
        if (cublas_call(&s, 0, why, whylen) || bench_cublas_sync(&s, why, whylen))
            goto done;
        s.checking = 0;
        bcuda_error e = cb->Memcpy(h->xout, s.xc.mem, bx, BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        r->e_cub = tr_error(c, h->Ac, h->normA, h->x0, h->xout);
    }
    r->t_cub = bench_time_peer(cublas_call, bench_cublas_sync, &s, r, o, why, whylen);
done:
    bench_curot_free(cb, &s.A);
    bench_curot_free(cb, &s.x);
    bench_curot_free(cb, &s.Ac);
    bench_curot_free(cb, &s.xc);
}

/* ------------------------------------------------------------------------ */
/* One case                                                                 */
/* ------------------------------------------------------------------------ */

static const bench_table table = {28, 0, 1};

static void case_name(const tr_case *c, char *buf, size_t len)
{
    static const char tr[] = "NTC";
    int w = snprintf(buf, len, "%c%s %c%c%c %s %zu", c->prec, c->op->name, c->uplo ? 'L' : 'U',
                     tr[c->trans], c->diag ? 'U' : 'N', c->order ? "row" : "col", c->n);
    if (c->op->storage == TR_BAND && w > 0 && (size_t)w < len)
        snprintf(buf + w, len - (size_t)w, " k%zu", c->k);
}

static void print_legend(const tr_op *op, const bench_opts *o)
{
    char lda[32] = "the minimum";
    if (o->lda)
        snprintf(lda, sizeof lda, "%zu", o->lda);
    printf("%s: case = precision routine, uplo (U/L) trans (N/T/C) diag (N/U), order, n%s; "
           "lda %s, offa/offx %zu/%zu, incx %d, reps %d, warmup %d, check %s (%s)\n",
           op->name, op->storage == TR_BAND ? ", k" : "",
           op->storage == TR_PACKED ? "n/a" : lda, o->offa, o->offx, o->incx, o->reps, o->warmup,
           o->check ? "on" : "off",
           op->solve ? "residual |op(A)x - b| / (eps n |op(A)| |x|)" : "scaled error as gemv");
}

/* The checked call of an OpenCL library on the checked copies (s): x reset
 * from x0, one call, x read back into h->xout, its error. 0 on success. */
static int cl_checked(cl_state *s, bench_call_fn call, tr_host *h, double *err, char *why,
                      size_t whylen)
{
    const tr_case *c = s->c;
    size_t bx = c->x_elems * c->es;
    cl_int e = clEnqueueWriteBuffer(s->q, s->x->mem[0], CL_TRUE, 0, bx, h->x0, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "resetting x: %s", bench_cl_error(e));
        return 1;
    }
    if (call(s, 0, why, whylen) || bench_cl_finish(s, why, whylen))
        return 1;
    e = clEnqueueReadBuffer(s->q, s->x->mem[0], CL_TRUE, 0, bx, h->xout, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "reading x: %s", bench_cl_error(e));
        return 1;
    }
    *err = tr_error(c, h->Ac, h->normA, h->x0, h->xout);
    return 0;
}

/* The table line and the CSV row of a case. */
static void report_case(bench_ctx *ctx, const bench_opts *o, const tr_case *c, const char *name,
                        const bench_result *r)
{
    /* Minimum traffic: the triangle or band once, x read and written once. */
    double bytes = (double)(c->ref_elems + 2 * c->n) * (double)c->es;
    double flops = (c->cplx ? 4.0 : 1.0) * (2.0 * (double)c->ref_elems - (double)c->n);
    bench_rates k = bench_rates_of(ctx, r, bytes, flops);
    bench_print_result(&table, name, r, &k, o->check);
    fflush(stdout);
    if (!ctx->csv)
        return;
    static const char tr[] = "ntc";
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "%s", c->op->name);
    bench_row_set(&row, "precision", "%c", c->prec);
    bench_row_set(&row, "order", "%s", c->order ? "row" : "col");
    bench_row_set(&row, "uplo", "%c", c->uplo ? 'l' : 'u');
    bench_row_set(&row, "trans", "%c", tr[c->trans]);
    bench_row_set(&row, "diag", "%c", c->diag ? 'u' : 'n');
    bench_row_set(&row, "m", "%zu", c->n);
    bench_row_set(&row, "n", "%zu", c->n);
    if (c->op->storage == TR_BAND)
        bench_row_set(&row, "k", "%zu", c->k);
    if (c->op->storage != TR_PACKED)
        bench_row_set(&row, "lda", "%zu", c->lda);
    bench_row_set(&row, "offa", "%zu", c->offa);
    bench_row_set(&row, "offx", "%zu", c->offx);
    bench_row_set(&row, "incx", "%d", c->incx);
    bench_row_set_result(&row, ctx, o, r, &k);
    bench_row_write(ctx, &row);
}

static int run_case(bench_ctx *ctx, const bench_opts *o, tr_case *c)
{
    bench_peers *peers = ctx->peers;
    char name[128];
    case_name(c, name, sizeof name);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    int rc = 1;
    void *At = NULL, *Ac = NULL, *x0 = NULL, *xout = NULL;
    tr_host h;
    memset(&h, 0, sizeof h);
    bench_rot dAt, dxt, dAc, dxc;
    memset(&dAt, 0, sizeof dAt), memset(&dxt, 0, sizeof dxt);
    memset(&dAc, 0, sizeof dAc), memset(&dxc, 0, sizeof dxc);

    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es;
    if (!bench_case_fits(ctx, c->prec, bA, why, whylen))
        goto report;
    r.nrot = bench_rot_count(ctx, o, c->ref_elems * c->es, bA + bx + 2 * ctx->base_align);

    At = malloc(bA), x0 = malloc(bx), xout = malloc(bx);
    if (o->check)
        Ac = malloc(bA);
    if (!At || !x0 || !xout || (o->check && !Ac)) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^
                              ((unsigned long long)c->n * 1000003ULL + (unsigned long long)c->k * 7919ULL +
                               (unsigned long long)(c->ip + 4 * (c->op->id + 8 * (c->uplo + 2 * c->diag))));
    if (fill_A(c, At, FILL_TIMED, seed ^ 0x5555ULL) ||
        (o->check && fill_A(c, Ac, c->op->solve ? FILL_SOLVE : FILL_PRODUCT, seed))) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    fill_x(c, x0, seed ^ 0xABCDEFULL);
    h.At = At, h.Ac = Ac, h.x0 = x0, h.xout = xout;
    if (o->check && c->op->solve)
        h.normA = op_norm(c, Ac);
    if (bench_rot_alloc(ctx, &dAt, bA, r.nrot, At, why, whylen) ||
        bench_rot_alloc(ctx, &dxt, bx, r.nrot, x0, why, whylen) ||
        (o->check && (bench_rot_alloc(ctx, &dAc, bA, 1, Ac, why, whylen) ||
                      bench_rot_alloc(ctx, &dxc, bx, 1, x0, why, whylen))))
        goto report;

    const bench_clblast *clb = peers ? &peers->clblast : NULL;
    cl_state st = {ctx->env.queue, c, &dAt, &dxt, clb};
    cl_state sc = {ctx->env.queue, c, &dAc, &dxc, clb};
    /* clmath: the checked call, then the timing. */
    if (!o->check || cl_checked(&sc, clmath_call, &h, &r.e_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &st, r.nrot, o, &r.batch, why,
                                  whylen);
    /* CLBlast: same buffers, same queue, same batch size. */
    if (r.ran_clb && bench_clblast_usable(ctx, NULL, c->incx < 0, &r) &&
        (!o->check ||
         cl_checked(&sc, clblast_call, &h, &r.e_clb, r.why_clb, sizeof r.why_clb) == 0)) {
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &st, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    }
    /* cuBLAS: its own copies in CUDA memory. */
    if (r.ran_cub && bench_cublas_usable(ctx, &r))
        run_cublas(&peers->cublas, c, &h, o, &r);
    rc = r.t_clm > 0 ? 0 : 1;

report:
    report_case(ctx, o, c, name, &r);
    bench_rot_free(&dAt);
    bench_rot_free(&dxt);
    bench_rot_free(&dAc);
    bench_rot_free(&dxc);
    free(At), free(Ac), free(x0), free(xout);
    if (o->check && !(r.e_clm >= 0 && r.e_clm < 16))
        rc = 1;
    return rc;
}

/* ------------------------------------------------------------------------ */
/* The sweep                                                                */
/* ------------------------------------------------------------------------ */

static int setup_case(tr_case *c, const bench_opts *o, const tr_op *op, char prec, int order,
                      int uplo, int trans, int diag, size_t k, bench_shape sh, char *why,
                      size_t whylen)
{
    memset(c, 0, sizeof *c);
    c->op = op;
    c->prec = prec;
    c->ip = bench_prec_index(prec);
    c->cplx = c->ip >= 2;
    c->es = (size_t[]){4, 8, 8, 16}[c->ip];
    c->order = order, c->uplo = uplo, c->trans = trans, c->diag = diag;
    if (sh.m != sh.n) {
        snprintf(why, whylen, "triangular matrices are square (-n N or --sizes, not %zux%zu)",
                 sh.m, sh.n);
        return 1;
    }
    size_t n = c->n = sh.n;
    c->offa = o->offa, c->offx = o->offx, c->incx = o->incx;
    switch (op->storage) {
    case TR_FULL:
        c->kr = n - 1;
        c->lda = o->lda ? o->lda : n;
        if (c->lda < n) {
            snprintf(why, whylen, "--lda %zu is less than n = %zu", c->lda, n);
            return 1;
        }
        c->a_elems = c->offa + (n - 1) * c->lda + n;
        c->ref_elems = n * (n + 1) / 2;
        break;
    case TR_PACKED:
        c->kr = n - 1;
        c->a_elems = c->offa + n * (n + 1) / 2;
        c->ref_elems = n * (n + 1) / 2;
        break;
    default:
        c->k = k;
        c->kr = k < n - 1 ? k : n - 1;
        c->lda = o->lda ? o->lda : k + 1;
        if (c->lda < k + 1) {
            snprintf(why, whylen, "--lda %zu is less than k + 1 = %zu", c->lda, k + 1);
            return 1;
        }
        c->a_elems = c->offa + (n - 1) * c->lda + k + 1;
        c->ref_elems = (c->kr + 1) * n - c->kr * (c->kr + 1) / 2;
        break;
    }
    c->x_elems = c->offx + (n - 1) * bench_uabs(c->incx) + 1;
    return 0;
}

static int run_tr(bench_ctx *ctx, const bench_opts *o, const tr_op *op)
{
    static const size_t no_k = 0;
    int band = op->storage == TR_BAND;
    const size_t *ks = band ? o->ks : &no_k;
    int nks = band ? o->nks : 1;
    int total = o->nprecs * o->norders * o->nuplos * o->ntrans * o->ndiags * nks * o->nshapes;
    int done = 0, fails = 0;
    print_legend(op, o);
    bench_print_header(&table);
    fflush(stdout);
    for (int ip = 0; ip < o->nprecs; ip++)
        for (int io = 0; io < o->norders; io++)
            for (int iu = 0; iu < o->nuplos; iu++)
                for (int it = 0; it < o->ntrans; it++)
                    for (int id = 0; id < o->ndiags; id++)
                        for (int ik = 0; ik < nks; ik++)
                            for (int is = 0; is < o->nshapes; is++) {
                                tr_case c;
                                char why[200], name[128];
                                done++;
                                if (setup_case(&c, o, op, o->precs[ip], o->orders[io], o->uplos[iu],
                                               o->transs[it], o->diags[id], ks[ik], o->shapes[is],
                                               why, sizeof why)) {
                                    printf("%c%s: skipped: %s\n", o->precs[ip], op->name, why);
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

static int run_trmv(bench_ctx *ctx, const bench_opts *o) { return run_tr(ctx, o, &ops[OP_TRMV]); }
static int run_trsv(bench_ctx *ctx, const bench_opts *o) { return run_tr(ctx, o, &ops[OP_TRSV]); }
static int run_tpmv(bench_ctx *ctx, const bench_opts *o) { return run_tr(ctx, o, &ops[OP_TPMV]); }
static int run_tpsv(bench_ctx *ctx, const bench_opts *o) { return run_tr(ctx, o, &ops[OP_TPSV]); }
static int run_tbmv(bench_ctx *ctx, const bench_opts *o) { return run_tr(ctx, o, &ops[OP_TBMV]); }
static int run_tbsv(bench_ctx *ctx, const bench_opts *o) { return run_tr(ctx, o, &ops[OP_TBSV]); }

const bench_routine bench_trmv = {
    "trmv", "x := op(A) x, A triangular (clblas?trmv); bytes n(n+1)/2 + 2n", 1, 1, run_trmv};
const bench_routine bench_trsv = {
    "trsv", "op(A) x = b for x, A triangular (clblas?trsv); bytes n(n+1)/2 + 2n", 1, 1,
    run_trsv};
const bench_routine bench_tpmv = {
    "tpmv", "x := op(A) x, A triangular packed (clblas?tpmv); bytes n(n+1)/2 + 2n", 1, 1,
    run_tpmv};
const bench_routine bench_tpsv = {
    "tpsv", "op(A) x = b for x, A triangular packed (clblas?tpsv); bytes n(n+1)/2 + 2n", 1, 1,
    run_tpsv};
const bench_routine bench_tbmv = {
    "tbmv", "x := op(A) x, A triangular band (clblas?tbmv); bytes (K+1)n-K(K+1)/2+2n", 1,
    1, run_tbmv};
const bench_routine bench_tbsv = {
    "tbsv", "op(A) x = b for x, A band triangular (clblas?tbsv); bytes (K+1)n-K(K+1)/2+2n",
    1, 1, run_tbsv};
