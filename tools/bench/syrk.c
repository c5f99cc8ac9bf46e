/*
 * clmath-bench syrk, herk, syr2k, her2k: the rank-k updates of C's `uplo`
 * triangle (n x n),
 *   syrk  C := alpha op(A) op(A)^T + beta C            (trans n, t)
 *   herk  C := alpha op(A) op(A)^H + beta C            (trans n, c; alpha, beta real)
 *   syr2k C := alpha (op(A) op(B)^T + op(B) op(A)^T) + beta C
 *   her2k C := alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real)
 * op(A) n x k; shapes N x K (--sizes N: K = N). Run by the Level 3 engine
 * (l3.c), as gemm.c runs gemm: random inputs in [-1, 1], one checked call
 * per library, timed calls rotating over copies of A, B and C.
 *
 * Flops (LAPACK Working Note 41): syrk, herk k n (n+1) real, 4 k n (n+1)
 * complex; syr2k, her2k 2 k n^2 + n real, 8 k n^2 + 2 n complex.
 *
 * Check: every element of the other triangle unchanged, bit for bit (else
 * inf), and up to 256 sampled elements of the triangle against long double
 * sums, scaled as gemm's: |C - ref| / (eps (|alpha| sum |a||b| + |beta c0|));
 * herk and her2k take the diagonal of C0 as real and want it real.
 *
 * cuBLAS is column-major: a row-major case runs as the column-major one on
 * the transposed storage, upper <-> lower and n <-> t (syrk, syr2k) or
 * n <-> c (herk, her2k; her2k with conj(alpha)), the same update since C
 * is symmetric or Hermitian.
 */
#include <math.h>
#include <string.h>

#include <clBLAS.h>

#include "l3.h"

enum { HERM = 1, TWO = 2 }; /* l3_kind.id bits: Hermitian, rank 2k */

static const char *setup(l3_case *c)
{
    int id = c->kind->id;
    if (!(id & HERM) && c->trans == 2)
        return "syrk and syr2k take trans n or t";
    if ((id & HERM) && c->trans == 1)
        return "herk and her2k take trans n or c";
    if (id & HERM) {
        c->beta[1] = 0;
        if (!(id & TWO))
            c->alpha[1] = 0;
    }
    size_t rows = c->trans ? c->k : c->n, cols = c->trans ? c->n : c->k;
    l3_dims(c, rows, cols, &c->lda, &c->a_elems);
    if (id & TWO)
        l3_dims(c, rows, cols, &c->ldb, &c->b_elems);
    l3_dims(c, c->n, c->n, &c->ldc, &c->c_elems);
    return NULL;
}

static void fill(const l3_case *c, void *A, void *At, void *B, void *C, unsigned long long seed)
{
    (void)At;
    bench_fill(c->prec, A, c->a_elems, &seed);
    if (B)
        bench_fill(c->prec, B, c->b_elems, &seed);
    bench_fill(c->prec, C, c->c_elems, &seed);
}

static double flops(const l3_case *c)
{
    double n = (double)c->n, k = (double)c->k;
    if (c->kind->id & TWO) /* k n^2 multiplications, k n^2 + n additions */
        return c->cplx ? 8 * k * n * n + 2 * n : 2 * k * n * n + n;
    return (c->cplx ? 4 : 1) * k * n * (n + 1); /* k n (n+1) / 2 of each */
}

/* Element (r, l) of the n x k matrix op(X). */
static void op_get(const l3_case *c, const void *X, size_t ld, size_t r, size_t l,
                   long double *re, long double *im)
{
    bench_load(c->ip, X, c->trans ? l3_at(c, ld, l, r) : l3_at(c, ld, r, l), re, im);
    if (c->trans == 2)
        *im = -*im;
}

/* sum_l op(X)(i, l) f(op(Y)(j, l)), f the conjugate when Hermitian; g the
 * sum of the magnitudes of the terms. */
static void dot(const l3_case *c, const void *X, size_t ldx, const void *Y, size_t ldy,
                size_t i, size_t j, long double *sr, long double *si, double *g)
{
    int herm = c->kind->id & HERM;
    *sr = *si = 0, *g = 0;
    for (size_t l = 0; l < c->k; l++) {
        long double xr, xi, yr, yi;
        op_get(c, X, ldx, i, l, &xr, &xi);
        op_get(c, Y, ldy, j, l, &yr, &yi);
        if (herm)
            yi = -yi;
        *sr += xr * yr - xi * yi;
        *si += xr * yi + xi * yr;
        *g += bench_cabs(xr, xi) * bench_cabs(yr, yi);
    }
}

static int in_triangle(const l3_case *c, size_t i, size_t j)
{
    return c->uplo ? i >= j : i <= j;
}

static double error(const l3_case *c, const void *A, const void *B, const void *C0,
                    const void *C)
{
    int herm = c->kind->id & HERM, two = c->kind->id & TWO;
    double eps = bench_eps(c->prec), worst = 0;
    const unsigned char *c0 = C0, *c1 = C;
    for (size_t j = 0; j < c->n; j++)
        for (size_t i = 0; i < c->n; i++) {
            size_t at = l3_at(c, c->ldc, i, j) * c->es;
            if (!in_triangle(c, i, j) && memcmp(c0 + at, c1 + at, c->es))
                return INFINITY;
        }
    size_t total = c->n * c->n, ns = total < L3_SAMPLES ? total : L3_SAMPLES;
    unsigned long long seed = 12345;
    long double alr = c->alpha[0], ali = c->alpha[1], ber = c->beta[0], bei = c->beta[1];
    for (size_t s = 0; s < ns; s++) {
        size_t idx = l3_sample(s, ns, total, &seed), i = idx % c->n, j = idx / c->n;
        if (!in_triangle(c, i, j)) {
            size_t t = i;
            i = j, j = t;
        }
        long double s1r, s1i, s2r = 0, s2i = 0;
        double g1, g2 = 0;
        dot(c, A, c->lda, two ? B : A, two ? c->ldb : c->lda, i, j, &s1r, &s1i, &g1);
        if (two)
            dot(c, B, c->ldb, A, c->lda, i, j, &s2r, &s2i, &g2);
        long double a2i = herm ? -ali : ali; /* the second term's alpha */
        size_t ci = l3_at(c, c->ldc, i, j);
        long double c0r, c0i, cr, cim;
        bench_load(c->ip, C0, ci, &c0r, &c0i);
        bench_load(c->ip, C, ci, &cr, &cim);
        if (herm && i == j)
            c0i = 0;
        long double refr = alr * s1r - ali * s1i + alr * s2r - a2i * s2i + ber * c0r - bei * c0i;
        long double refi = alr * s1i + ali * s1r + alr * s2i + a2i * s2r + ber * c0i + bei * c0r;
        if (herm && i == j)
            refi = 0;
        double G = bench_cabs(alr, ali) * (g1 + g2) +
                   bench_cabs(ber * c0r - bei * c0i, ber * c0i + bei * c0r);
        double e = bench_scaled_error(bench_cabs(cr - refr, cim - refi), G, eps);
        if (e > worst || isnan(e))
            worst = e;
    }
    return worst;
}

/* ---- the libraries ---- */

static clblasTranspose cl_trans(int t)
{
    return t == 0 ? clblasNoTrans : t == 1 ? clblasTrans : clblasConjTrans;
}

static int clmath_call(const l3_case *c, cl_command_queue *q, cl_mem A, cl_mem B, cl_mem C)
{
    clblasOrder ord = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasUplo up = c->uplo ? clblasLower : clblasUpper;
    clblasTranspose t = cl_trans(c->trans);
    size_t n = c->n, k = c->k, lda = c->lda, ldb = c->ldb, ldc = c->ldc;
    float fa = (float)c->alpha[0], fb = (float)c->beta[0];
    double da = c->alpha[0], db = c->beta[0];
    FloatComplex ca = floatComplex(fa, (float)c->alpha[1]);
    FloatComplex cb = floatComplex(fb, (float)c->beta[1]);
    DoubleComplex za = doubleComplex(da, c->alpha[1]), zb = doubleComplex(db, c->beta[1]);
    switch (c->kind->id * 4 + c->ip) {
    case 0:
        return clblasSsyrk(ord, up, t, n, k, fa, A, 0, lda, fb, C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case 1:
        return clblasDsyrk(ord, up, t, n, k, da, A, 0, lda, db, C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case 2:
        return clblasCsyrk(ord, up, t, n, k, ca, A, 0, lda, cb, C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case 3:
        return clblasZsyrk(ord, up, t, n, k, za, A, 0, lda, zb, C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case HERM * 4 + 2:
        return clblasCherk(ord, up, t, n, k, fa, A, 0, lda, fb, C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case HERM * 4 + 3:
        return clblasZherk(ord, up, t, n, k, da, A, 0, lda, db, C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case TWO * 4 + 0:
        return clblasSsyr2k(ord, up, t, n, k, fa, A, 0, lda, B, 0, ldb, fb, C, 0, ldc, 1, q, 0,
                            NULL, bench_clm_event);
    case TWO * 4 + 1:
        return clblasDsyr2k(ord, up, t, n, k, da, A, 0, lda, B, 0, ldb, db, C, 0, ldc, 1, q, 0,
                            NULL, bench_clm_event);
    case TWO * 4 + 2:
        return clblasCsyr2k(ord, up, t, n, k, ca, A, 0, lda, B, 0, ldb, cb, C, 0, ldc, 1, q, 0,
                            NULL, bench_clm_event);
    case TWO * 4 + 3:
        return clblasZsyr2k(ord, up, t, n, k, za, A, 0, lda, B, 0, ldb, zb, C, 0, ldc, 1, q, 0,
                            NULL, bench_clm_event);
    case (HERM | TWO) * 4 + 2:
        return clblasCher2k(ord, up, t, n, k, ca, A, 0, lda, B, 0, ldb, fb, C, 0, ldc, 1, q, 0,
                            NULL, bench_clm_event);
    default:
        return clblasZher2k(ord, up, t, n, k, za, A, 0, lda, B, 0, ldb, db, C, 0, ldc, 1, q, 0,
                            NULL, bench_clm_event);
    }
}

static int clblast_call(const l3_case *c, const bench_clblast *b, cl_command_queue *q,
                        cl_mem A, cl_mem B, cl_mem C)
{
    const bench_clblast_l3 *f = &b->l3;
    int lay = l3_clb_layout(c), up = c->uplo ? BCLB_LOWER : BCLB_UPPER;
    int t = l3_clb_trans(c->trans);
    size_t n = c->n, k = c->k, lda = c->lda, ldb = c->ldb, ldc = c->ldc;
    float fa = (float)c->alpha[0], fb = (float)c->beta[0];
    double da = c->alpha[0], db = c->beta[0];
    cl_float2 ca = l3_f2(c->alpha), cb = l3_f2(c->beta);
    cl_double2 za = l3_d2(c->alpha), zb = l3_d2(c->beta);
#define CLB(fn, ...) (f->fn ? f->fn(__VA_ARGS__, q, NULL) : L3_MISSING)
    switch (c->kind->id * 4 + c->ip) {
    case 0: return CLB(ssyrk, lay, up, t, n, k, fa, A, 0, lda, fb, C, 0, ldc);
    case 1: return CLB(dsyrk, lay, up, t, n, k, da, A, 0, lda, db, C, 0, ldc);
    case 2: return CLB(csyrk, lay, up, t, n, k, ca, A, 0, lda, cb, C, 0, ldc);
    case 3: return CLB(zsyrk, lay, up, t, n, k, za, A, 0, lda, zb, C, 0, ldc);
    case HERM * 4 + 2: return CLB(cherk, lay, up, t, n, k, fa, A, 0, lda, fb, C, 0, ldc);
    case HERM * 4 + 3: return CLB(zherk, lay, up, t, n, k, da, A, 0, lda, db, C, 0, ldc);
    case TWO * 4 + 0:
        return CLB(ssyr2k, lay, up, t, n, k, fa, A, 0, lda, B, 0, ldb, fb, C, 0, ldc);
    case TWO * 4 + 1:
        return CLB(dsyr2k, lay, up, t, n, k, da, A, 0, lda, B, 0, ldb, db, C, 0, ldc);
    case TWO * 4 + 2:
        return CLB(csyr2k, lay, up, t, n, k, ca, A, 0, lda, B, 0, ldb, cb, C, 0, ldc);
    case TWO * 4 + 3:
        return CLB(zsyr2k, lay, up, t, n, k, za, A, 0, lda, B, 0, ldb, zb, C, 0, ldc);
    case (HERM | TWO) * 4 + 2:
        return CLB(cher2k, lay, up, t, n, k, ca, A, 0, lda, B, 0, ldb, fb, C, 0, ldc);
    default:
        return CLB(zher2k, lay, up, t, n, k, za, A, 0, lda, B, 0, ldb, db, C, 0, ldc);
    }
#undef CLB
}

static int cublas_call(const l3_case *c, const bench_cublas *cb, void *A, void *B, void *C)
{
    int id = c->kind->id, herm = id & HERM;
    const bench_cublas_l3 *f = &cb->l3;
    /* row-major: the column-major update of the transposed storage */
    int up = (c->uplo ^ c->order) ? BCUBLAS_FILL_LOWER : BCUBLAS_FILL_UPPER;
    int op = c->order ? (c->trans ? BCUBLAS_OP_N : herm ? BCUBLAS_OP_C : BCUBLAS_OP_T)
                      : (c->trans == 0 ? BCUBLAS_OP_N : c->trans == 1 ? BCUBLAS_OP_T
                                                                      : BCUBLAS_OP_C);
    double al[2] = {c->alpha[0], c->order && herm ? -c->alpha[1] : c->alpha[1]};
    _Alignas(16) unsigned char alpha[16], beta[16];
    l3_scalar_bytes(c, al, alpha);
    l3_scalar_bytes(c, c->beta, beta);
    int n = (int)c->n, k = (int)c->k, lda = (int)c->lda, ldb = (int)c->ldb, ldc = (int)c->ldc;
    if (id & TWO) {
        bcublas_syr2k_fn fn = (herm ? f->her2k : f->syr2k)[c->ip];
        return fn ? fn(cb->handle, up, op, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                  : L3_MISSING;
    }
    bcublas_syrk_fn fn = (herm ? f->herk : f->syrk)[c->ip];
    return fn ? fn(cb->handle, up, op, n, k, alpha, A, lda, beta, C, ldc) : L3_MISSING;
}

/* ---- the routines ---- */

#define KIND(NAME, ID, CPLX, FLOPS)                                                        \
    static const l3_kind kind_##NAME = {                                                   \
        .name = #NAME, .id = ID, .complex_only = CPLX, .uses_trans = 1, .syrk_dims = 1,    \
        .flops_text = FLOPS, .setup = setup, .fill = fill, .flops = flops, .error = error, \
        .clmath = clmath_call, .clblast = clblast_call, .cublas = cublas_call};            \
    static int run_##NAME(bench_ctx *ctx, const bench_opts *o)                             \
    {                                                                                      \
        return l3_run(ctx, o, &kind_##NAME);                                               \
    }
KIND(syrk, 0, 0, "k n (n+1) real, 4 k n (n+1) complex (LAWN 41)")
KIND(herk, HERM, 1, "4 k n (n+1) (LAWN 41)")
KIND(syr2k, TWO, 0, "2 k n^2 + n real, 8 k n^2 + 2 n complex (LAWN 41)")
KIND(her2k, HERM | TWO, 1, "8 k n^2 + 2 n (LAWN 41)")
#undef KIND

const bench_routine bench_syrk = {
    "syrk", "C := alpha op(A) op(A)^T + beta C, C's uplo triangle (clblas?syrk); FMA ceiling",
    0, 1, run_syrk};
const bench_routine bench_herk = {
    "herk", "C := alpha op(A) op(A)^H + beta C, c and z (clblas?herk); FMA ceiling", 0, 1,
    run_herk};
const bench_routine bench_syr2k = {
    "syr2k", "C := alpha (op(A) op(B)^T + op(B) op(A)^T) + beta C (clblas?syr2k)", 0, 1,
    run_syr2k};
const bench_routine bench_her2k = {
    "her2k", "C := alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (clblas?her2k)", 0,
    1, run_her2k};
