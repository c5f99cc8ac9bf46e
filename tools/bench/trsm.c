/*
 * clmath-bench trmm, trsm: B := alpha op(A) B (side l, A m x m) or
 * B := alpha B op(A) (side r, A n x n), and the solves op(A) X = alpha B or
 * X op(A) = alpha B with X written over B; A triangular (`uplo`, `diag`),
 * op n, t or c; B m x n (--shapes 4096x64: m = 4096, n = 64 right-hand
 * sides). Run by the Level 3 engine (l3.c), as gemm.c runs gemm; B is the
 * operand the engine calls C.
 *
 * Flops (LAPACK Working Note 41), trmm and trsm alike: side l n m^2 real,
 * n (4 m^2 + 2 m) complex; side r m n^2 real, m (4 n^2 + 2 n) complex.
 *
 * Both routines work in place, and every timed call starts from what the
 * call before it on the same copy of B left. Restoring B before each call
 * would time the copy as well, and random or merely dominant matrices make
 * B grow or shrink geometrically (to overflow or denormals within a few
 * hundred calls). So, as trmv.c does, there are two matrices per case, both
 * with NaN in every element that must not be read (the other triangle, and
 * the diagonal when diag = u):
 *
 * - the checked A, for one checked call per library on a fresh B: trmm
 *   random in [-1, 1]; trsm diagonally dominant by rows and columns
 *   (off-diagonals random times 0.5 / (k - 1), k the order of A; diagonal
 *   +-(1 + |u|)), so well conditioned.
 *
 * - the timed A: the indices split at random into S and T, diagonal +1 on
 *   S and -1 on T, and the only nonzero off-diagonals (random times
 *   0.5 / (k - 1)) couple a row in T with a column in S. Then A A = I (unit
 *   diagonal: A = I + N with N N = 0), so repeated products and solves keep
 *   B in range for ever (unit: B grows at most linearly). The values do not
 *   change the work done.
 *
 * Check: trmm samples up to 256 elements of B against long double sums,
 * scaled as gemm's; trsm the residual of sampled elements, as trmv.c's
 * solves: |op(A) X - alpha B|_ij / (eps k max(||op(A)||_1, ||op(A)||_inf)
 * max |X|) (X op(A) for side r). NaN gives inf.
 *
 * cuBLAS is column-major: a row-major case runs as the column-major one on
 * the transposed storage, left <-> right, upper <-> lower and m <-> n, op
 * unchanged. cuBLAS's trmm is out of place: it gets C = B.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "l3.h"

enum { TRSM = 1 }; /* l3_kind.id */

static size_t a_order(const l3_case *c) { return c->side ? c->n : c->m; }

static const char *setup(l3_case *c)
{
    size_t ka = a_order(c);
    l3_dims(c, ka, ka, &c->lda, &c->a_elems);
    l3_dims(c, c->m, c->n, &c->ldc, &c->c_elems);
    c->beta[0] = c->beta[1] = 0; /* none */
    return NULL;
}

static int in_triangle(const l3_case *c, size_t r, size_t col)
{
    return c->uplo ? r >= col : r <= col;
}

enum { FILL_CHECKED, FILL_TIMED };

/* A: NaN everywhere, then the referenced elements (see the top). */
static void fill_a(const l3_case *c, void *A, int kind, unsigned long long seed)
{
    size_t ka = a_order(c);
    int solve = c->kind->id == TRSM;
    double scale = kind == FILL_TIMED || solve ? 0.5 / (double)(ka > 1 ? ka - 1 : 1) : 1.0;
    unsigned char *inT = NULL;
    l3_fill_nan(c, A, c->a_elems);
    if (kind == FILL_TIMED && (inT = malloc(ka ? ka : 1)) != NULL)
        for (size_t i = 0; i < ka; i++)
            inT[i] = (unsigned char)(bench_next_rand(&seed) >> 63);
    for (size_t j = 0; j < ka; j++)
        for (size_t i = 0; i < ka; i++) {
            if (!in_triangle(c, i, j) || (i == j && c->diag))
                continue; /* NaN: must not be read */
            double re = l3_rand(&seed), im = c->cplx ? l3_rand(&seed) : 0;
            if (i == j && kind == FILL_TIMED) {
                re = inT && inT[i] ? -1 : 1, im = 0;
            } else if (i == j && solve) {
                re = (re < 0 ? -1 : 1) * (1 + fabs(l3_rand(&seed)));
                im *= 0.5;
            } else if (i != j) {
                re *= scale, im *= scale;
                if (kind == FILL_TIMED && !(inT && inT[i] && !inT[j]))
                    re = im = 0;
            }
            l3_store(c, A, l3_at(c, c->lda, i, j), re, im);
        }
    free(inT);
}

static void fill(const l3_case *c, void *A, void *At, void *B, void *C, unsigned long long seed)
{
    (void)B;
    fill_a(c, A, FILL_CHECKED, seed);
    fill_a(c, At, FILL_TIMED, seed ^ 0x5DEECE66DULL);
    seed ^= 0xA5A5A5A5ULL;
    bench_fill(c->prec, C, c->c_elems, &seed);
}

static double flops(const l3_case *c)
{
    double k = (double)a_order(c), r = (double)(c->side ? c->m : c->n); /* r: the others */
    return c->cplx ? r * (4 * k * k + 2 * k) : r * k * k;
}

/* Element (r, col) of op(A): 0 outside the triangle, 1 on a unit diagonal. */
static void op_get(const l3_case *c, const void *A, size_t r, size_t col, long double *re,
                   long double *im)
{
    size_t i = c->trans ? col : r, j = c->trans ? r : col;
    *re = *im = 0;
    if (i == j && c->diag)
        *re = 1;
    else if (in_triangle(c, i, j))
        bench_load(c->ip, A, l3_at(c, c->lda, i, j), re, im);
    if (c->trans == 2)
        *im = -*im;
}

/* max(||op(A)||_1, ||op(A)||_inf): a bound for both sides' residuals. */
static double op_norm(const l3_case *c, const void *A)
{
    size_t ka = a_order(c);
    double worst = 0;
    for (int by_col = 0; by_col < 2; by_col++)
        for (size_t r = 0; r < ka; r++) {
            long double s = 0;
            for (size_t l = 0; l < ka; l++) {
                long double re, im;
                op_get(c, A, by_col ? l : r, by_col ? r : l, &re, &im);
                s += bench_cabs(re, im);
            }
            if ((double)s > worst || isnan((double)s))
                worst = (double)s;
        }
    return worst;
}

static double error(const l3_case *c, const void *A, const void *B, const void *C0,
                    const void *C)
{
    (void)B;
    int solve = c->kind->id == TRSM;
    double eps = bench_eps(c->prec), worst = 0, xmax = 0, norm = 0;
    size_t ka = a_order(c), total = c->m * c->n;
    size_t ns = total < L3_SAMPLES ? total : L3_SAMPLES;
    if (solve) {
        for (size_t i = 0; i < total; i++) {
            long double re, im;
            bench_load(c->ip, C, i, &re, &im);
            double a = bench_cabs(re, im);
            if (isnan(a))
                return INFINITY;
            xmax = a > xmax ? a : xmax;
        }
        norm = op_norm(c, A);
    }
    const void *in = solve ? C : C0; /* what op(A) multiplies */
    unsigned long long seed = 12345;
    long double alr = c->alpha[0], ali = c->alpha[1];
    for (size_t s = 0; s < ns; s++) {
        size_t idx = l3_sample(s, ns, total, &seed), i = idx % c->m, j = idx / c->m;
        long double sr = 0, si = 0;
        double g = 0;
        for (size_t l = 0; l < ka; l++) {
            long double ar, ai, xr, xi;
            if (c->side) { /* (X op(A))_ij */
                op_get(c, A, l, j, &ar, &ai);
                bench_load(c->ip, in, l3_at(c, c->ldc, i, l), &xr, &xi);
            } else { /* (op(A) X)_ij */
                op_get(c, A, i, l, &ar, &ai);
                bench_load(c->ip, in, l3_at(c, c->ldc, l, j), &xr, &xi);
            }
            sr += ar * xr - ai * xi;
            si += ar * xi + ai * xr;
            g += bench_cabs(ar, ai) * bench_cabs(xr, xi);
        }
        size_t bi = l3_at(c, c->ldc, i, j);
        long double b0r, b0i, dr, di;
        bench_load(c->ip, C0, bi, &b0r, &b0i);
        if (solve) { /* op(A) X - alpha B0 */
            dr = sr - (alr * b0r - ali * b0i);
            di = si - (alr * b0i + ali * b0r);
            g = (double)ka * norm * xmax;
        } else { /* B - alpha op(A) B0 */
            long double br, bim;
            bench_load(c->ip, C, bi, &br, &bim);
            dr = br - (alr * sr - ali * si);
            di = bim - (alr * si + ali * sr);
            g *= bench_cabs(alr, ali);
        }
        double e = bench_scaled_error(bench_cabs(dr, di), g, eps);
        if (e > worst || isnan(e))
            worst = e;
    }
    return worst;
}

/* ---- the libraries ---- */

static int clmath_call(const l3_case *c, cl_command_queue *q, cl_mem A, cl_mem B, cl_mem C)
{
    (void)B;
    clblasOrder ord = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasSide sd = c->side ? clblasRight : clblasLeft;
    clblasUplo up = c->uplo ? clblasLower : clblasUpper;
    clblasTranspose t = c->trans == 0 ? clblasNoTrans
                        : c->trans == 1 ? clblasTrans : clblasConjTrans;
    clblasDiag dg = c->diag ? clblasUnit : clblasNonUnit;
    size_t m = c->m, n = c->n, lda = c->lda, ldb = c->ldc;
    cl_float fa = (cl_float)c->alpha[0];
    cl_double da = c->alpha[0];
    FloatComplex ca = l3_f2(c->alpha);
    DoubleComplex za = l3_d2(c->alpha);
#define CLM(fn, al) fn(ord, sd, up, t, dg, m, n, al, A, 0, lda, C, 0, ldb, 1, q, 0, NULL, bench_clm_event)
    switch (c->kind->id * 4 + c->ip) {
    case 0: return CLM(clblasStrmm, fa);
    case 1: return CLM(clblasDtrmm, da);
    case 2: return CLM(clblasCtrmm, ca);
    case 3: return CLM(clblasZtrmm, za);
    case 4: return CLM(clblasStrsm, fa);
    case 5: return CLM(clblasDtrsm, da);
    case 6: return CLM(clblasCtrsm, ca);
    default: return CLM(clblasZtrsm, za);
    }
#undef CLM
}

static int clblast_call(const l3_case *c, const bench_clblast *b, cl_command_queue *q,
                        cl_mem A, cl_mem B, cl_mem C)
{
    (void)B;
    const bench_clblast_l3 *f = &b->l3;
    int lay = l3_clb_layout(c), sd = c->side ? BCLB_RIGHT : BCLB_LEFT;
    int up = c->uplo ? BCLB_LOWER : BCLB_UPPER, t = l3_clb_trans(c->trans);
    int dg = c->diag ? BCLB_UNIT : BCLB_NON_UNIT;
    size_t m = c->m, n = c->n, lda = c->lda, ldb = c->ldc;
#define CLB(fn, al) \
    (f->fn ? f->fn(lay, sd, up, t, dg, m, n, al, A, 0, lda, C, 0, ldb, q, NULL) : L3_MISSING)
    switch (c->kind->id * 4 + c->ip) {
    case 0: return CLB(strmm, (float)c->alpha[0]);
    case 1: return CLB(dtrmm, c->alpha[0]);
    case 2: return CLB(ctrmm, l3_f2(c->alpha));
    case 3: return CLB(ztrmm, l3_d2(c->alpha));
    case 4: return CLB(strsm, (float)c->alpha[0]);
    case 5: return CLB(dtrsm, c->alpha[0]);
    case 6: return CLB(ctrsm, l3_f2(c->alpha));
    default: return CLB(ztrsm, l3_d2(c->alpha));
    }
#undef CLB
}

static int cublas_call(const l3_case *c, const bench_cublas *cb, void *A, void *B, void *C)
{
    (void)B;
    /* row-major: the column-major call on the transposed storage */
    int sd = (c->side ^ c->order) ? BCUBLAS_SIDE_RIGHT : BCUBLAS_SIDE_LEFT;
    int up = (c->uplo ^ c->order) ? BCUBLAS_FILL_LOWER : BCUBLAS_FILL_UPPER;
    int op = c->trans == 0 ? BCUBLAS_OP_N : c->trans == 1 ? BCUBLAS_OP_T : BCUBLAS_OP_C;
    int dg = c->diag ? BCUBLAS_DIAG_UNIT : BCUBLAS_DIAG_NON_UNIT;
    int m = (int)(c->order ? c->n : c->m), n = (int)(c->order ? c->m : c->n);
    int lda = (int)c->lda, ldb = (int)c->ldc;
    _Alignas(16) unsigned char alpha[16];
    l3_scalar_bytes(c, c->alpha, alpha);
    if (c->kind->id == TRSM) {
        bcublas_trsm_fn fn = cb->l3.trsm[c->ip];
        return fn ? fn(cb->handle, sd, up, op, dg, m, n, alpha, A, lda, C, ldb) : L3_MISSING;
    }
    bcublas_trmm_fn fn = cb->l3.trmm[c->ip];
    return fn ? fn(cb->handle, sd, up, op, dg, m, n, alpha, A, lda, C, ldb, C, ldb)
              : L3_MISSING;
}

/* ---- the routines ---- */

#define KIND(NAME, ID)                                                                       \
    static const l3_kind kind_##NAME = {                                                     \
        .name = #NAME, .id = ID, .uses_side = 1, .uses_trans = 1, .uses_diag = 1,            \
        .timed_a = 1,                                                                        \
        .flops_text = "n m^2 (side l) or m n^2 (side r) real, n (4m^2 + 2m) or "             \
                      "m (4n^2 + 2n) complex (LAWN 41)",                                     \
        .setup = setup, .fill = fill, .flops = flops, .error = error,                        \
        .clmath = clmath_call, .clblast = clblast_call, .cublas = cublas_call};              \
    static int run_##NAME(bench_ctx *ctx, const bench_opts *o)                               \
    {                                                                                        \
        return l3_run(ctx, o, &kind_##NAME);                                                 \
    }
KIND(trmm, 0)
KIND(trsm, TRSM)
#undef KIND

const bench_routine bench_trmm = {
    "trmm", "B := alpha op(A) B or alpha B op(A), A triangular (clblas?trmm); FMA ceiling", 0,
    1, run_trmm};
const bench_routine bench_trsm = {
    "trsm", "solve op(A) X = alpha B or X op(A) = alpha B, X over B (clblas?trsm)", 0, 1,
    run_trsm};
