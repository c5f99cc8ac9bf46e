/*
 * clmath-bench symm, hemm: C := alpha A B + beta C (side l, A m x m) or
 * C := alpha B A + beta C (side r, A n x n), A symmetric (symm) or
 * Hermitian (hemm, c and z), only its `uplo` triangle referenced; B, C
 * m x n (--shapes MxN, --sizes N: square). Run by the Level 3 engine
 * (l3.c), as gemm.c runs gemm.
 *
 * Flops (LAPACK Working Note 41): 2 m^2 n (side l) or 2 m n^2 (side r)
 * real, 8 m^2 n or 8 m n^2 complex.
 *
 * A holds NaN in the triangle that must not be read, so that reading it
 * shows; hemm's diagonal has random imaginary parts, which must be taken as
 * zero. The check samples up to 256 elements of C against long double sums,
 * scaled as gemm's: |C - ref| / (eps (|alpha| sum |a||b| + |beta c0|)).
 *
 * cuBLAS is column-major: a row-major case runs as the column-major one on
 * the transposed storage, left <-> right, upper <-> lower and m <-> n
 * (C^T = B^T A^T, where A^T is A's storage read the other way, symmetric or
 * Hermitian as A).
 */
#include <math.h>
#include <string.h>

#include <clBLAS.h>

#include "l3.h"

enum { HERM = 1 }; /* l3_kind.id */

static size_t a_order(const l3_case *c) { return c->side ? c->n : c->m; }

static const char *setup(l3_case *c)
{
    size_t ka = a_order(c);
    l3_dims(c, ka, ka, &c->lda, &c->a_elems);
    l3_dims(c, c->m, c->n, &c->ldb, &c->b_elems);
    l3_dims(c, c->m, c->n, &c->ldc, &c->c_elems);
    return NULL;
}

static int stored(const l3_case *c, size_t r, size_t col)
{
    return c->uplo ? r >= col : r <= col;
}

static void fill(const l3_case *c, void *A, void *At, void *B, void *C, unsigned long long seed)
{
    (void)At;
    size_t ka = a_order(c);
    l3_fill_nan(c, A, c->a_elems);
    for (size_t j = 0; j < ka; j++)
        for (size_t i = 0; i < ka; i++)
            if (stored(c, i, j)) {
                double re = l3_rand(&seed), im = c->cplx ? l3_rand(&seed) : 0;
                l3_store(c, A, l3_at(c, c->lda, i, j), re, im);
            }
    bench_fill(c->prec, B, c->b_elems, &seed);
    bench_fill(c->prec, C, c->c_elems, &seed);
}

static double flops(const l3_case *c)
{
    double m = (double)c->m, n = (double)c->n;
    return (c->cplx ? 8 : 2) * m * n * (c->side ? n : m);
}

/* Element (r, col) of the full symmetric or Hermitian A, from its triangle. */
static void a_get(const l3_case *c, const void *A, size_t r, size_t col, long double *re,
                  long double *im)
{
    int herm = c->kind->id & HERM;
    if (stored(c, r, col)) {
        bench_load(c->ip, A, l3_at(c, c->lda, r, col), re, im);
    } else {
        bench_load(c->ip, A, l3_at(c, c->lda, col, r), re, im);
        if (herm)
            *im = -*im;
    }
    if (herm && r == col)
        *im = 0;
}

static double error(const l3_case *c, const void *A, const void *B, const void *C0,
                    const void *C)
{
    double eps = bench_eps(c->prec), worst = 0;
    size_t total = c->m * c->n, ns = total < L3_SAMPLES ? total : L3_SAMPLES;
    size_t ka = a_order(c);
    unsigned long long seed = 12345;
    long double alr = c->alpha[0], ali = c->alpha[1], ber = c->beta[0], bei = c->beta[1];
    for (size_t s = 0; s < ns; s++) {
        size_t idx = l3_sample(s, ns, total, &seed), i = idx % c->m, j = idx / c->m;
        long double sr = 0, si = 0;
        double g = 0;
        for (size_t l = 0; l < ka; l++) {
            long double ar, ai, br, bi;
            if (c->side) { /* (B A)_ij */
                a_get(c, A, l, j, &ar, &ai);
                bench_load(c->ip, B, l3_at(c, c->ldb, i, l), &br, &bi);
            } else { /* (A B)_ij */
                a_get(c, A, i, l, &ar, &ai);
                bench_load(c->ip, B, l3_at(c, c->ldb, l, j), &br, &bi);
            }
            sr += ar * br - ai * bi;
            si += ar * bi + ai * br;
            g += bench_cabs(ar, ai) * bench_cabs(br, bi);
        }
        size_t ci = l3_at(c, c->ldc, i, j);
        long double c0r, c0i, cr, cim;
        bench_load(c->ip, C0, ci, &c0r, &c0i);
        bench_load(c->ip, C, ci, &cr, &cim);
        long double refr = alr * sr - ali * si + ber * c0r - bei * c0i;
        long double refi = alr * si + ali * sr + ber * c0i + bei * c0r;
        double G = bench_cabs(alr, ali) * g +
                   bench_cabs(ber * c0r - bei * c0i, ber * c0i + bei * c0r);
        double e = bench_scaled_error(bench_cabs(cr - refr, cim - refi), G, eps);
        if (e > worst || isnan(e))
            worst = e;
    }
    return worst;
}

/* ---- the libraries ---- */

static int clmath_call(const l3_case *c, cl_command_queue *q, cl_mem A, cl_mem B, cl_mem C)
{
    clblasOrder ord = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasSide sd = c->side ? clblasRight : clblasLeft;
    clblasUplo up = c->uplo ? clblasLower : clblasUpper;
    size_t m = c->m, n = c->n, lda = c->lda, ldb = c->ldb, ldc = c->ldc;
    cl_float2 ca = l3_f2(c->alpha), cb = l3_f2(c->beta);
    cl_double2 za = l3_d2(c->alpha), zb = l3_d2(c->beta);
    switch (c->kind->id * 4 + c->ip) {
    case 0:
        return clblasSsymm(ord, sd, up, m, n, (cl_float)c->alpha[0], A, 0, lda, B, 0, ldb,
                           (cl_float)c->beta[0], C, 0, ldc, 1, q, 0, NULL, bench_clm_event);
    case 1:
        return clblasDsymm(ord, sd, up, m, n, c->alpha[0], A, 0, lda, B, 0, ldb, c->beta[0], C,
                           0, ldc, 1, q, 0, NULL, bench_clm_event);
    case 2:
        return clblasCsymm(ord, sd, up, m, n, ca, A, 0, lda, B, 0, ldb, cb, C, 0, ldc, 1, q, 0,
                           NULL, bench_clm_event);
    case 3:
        return clblasZsymm(ord, sd, up, m, n, za, A, 0, lda, B, 0, ldb, zb, C, 0, ldc, 1, q, 0,
                           NULL, bench_clm_event);
    case HERM * 4 + 2:
        return clblasChemm(ord, sd, up, m, n, ca, A, 0, lda, B, 0, ldb, cb, C, 0, ldc, 1, q, 0,
                           NULL, bench_clm_event);
    default:
        return clblasZhemm(ord, sd, up, m, n, za, A, 0, lda, B, 0, ldb, zb, C, 0, ldc, 1, q, 0,
                           NULL, bench_clm_event);
    }
}

static int clblast_call(const l3_case *c, const bench_clblast *b, cl_command_queue *q,
                        cl_mem A, cl_mem B, cl_mem C)
{
    const bench_clblast_l3 *f = &b->l3;
    int lay = l3_clb_layout(c), sd = c->side ? BCLB_RIGHT : BCLB_LEFT;
    int up = c->uplo ? BCLB_LOWER : BCLB_UPPER;
    size_t m = c->m, n = c->n, lda = c->lda, ldb = c->ldb, ldc = c->ldc;
    cl_float2 ca = l3_f2(c->alpha), cb = l3_f2(c->beta);
    cl_double2 za = l3_d2(c->alpha), zb = l3_d2(c->beta);
#define CLB(fn, al, be)                                                                        \
    (f->fn ? f->fn(lay, sd, up, m, n, al, A, 0, lda, B, 0, ldb, be, C, 0, ldc, q, NULL)         \
           : L3_MISSING)
    switch (c->kind->id * 4 + c->ip) {
    case 0: return CLB(ssymm, (float)c->alpha[0], (float)c->beta[0]);
    case 1: return CLB(dsymm, c->alpha[0], c->beta[0]);
    case 2: return CLB(csymm, ca, cb);
    case 3: return CLB(zsymm, za, zb);
    case HERM * 4 + 2: return CLB(chemm, ca, cb);
    default: return CLB(zhemm, za, zb);
    }
#undef CLB
}

static int cublas_call(const l3_case *c, const bench_cublas *cb, void *A, void *B, void *C)
{
    bcublas_symm_fn fn = (c->kind->id & HERM ? cb->l3.hemm : cb->l3.symm)[c->ip];
    if (!fn)
        return L3_MISSING;
    /* row-major: the column-major product of the transposed storage */
    int sd = (c->side ^ c->order) ? BCUBLAS_SIDE_RIGHT : BCUBLAS_SIDE_LEFT;
    int up = (c->uplo ^ c->order) ? BCUBLAS_FILL_LOWER : BCUBLAS_FILL_UPPER;
    int m = (int)(c->order ? c->n : c->m), n = (int)(c->order ? c->m : c->n);
    _Alignas(16) unsigned char alpha[16], beta[16];
    l3_scalar_bytes(c, c->alpha, alpha);
    l3_scalar_bytes(c, c->beta, beta);
    return fn(cb->handle, sd, up, m, n, alpha, A, (int)c->lda, B, (int)c->ldb, beta, C,
              (int)c->ldc);
}

/* ---- the routines ---- */

#define KIND(NAME, ID, CPLX)                                                                \
    static const l3_kind kind_##NAME = {                                                    \
        .name = #NAME, .id = ID, .complex_only = CPLX, .uses_side = 1,                      \
        .flops_text = "2 m^2 n (side l) or 2 m n^2 (side r) real, 4x that complex (LAWN 41)", \
        .setup = setup, .fill = fill, .flops = flops, .error = error,                       \
        .clmath = clmath_call, .clblast = clblast_call, .cublas = cublas_call};             \
    static int run_##NAME(bench_ctx *ctx, const bench_opts *o)                              \
    {                                                                                       \
        return l3_run(ctx, o, &kind_##NAME);                                                \
    }
KIND(symm, 0, 0)
KIND(hemm, HERM, 1)
#undef KIND

const bench_routine bench_symm = {
    "symm", "C := alpha A B + beta C (side l) or alpha B A + beta C, A symmetric (clblas?symm)",
    0, 1, run_symm};
const bench_routine bench_hemm = {
    "hemm", "as symm with A Hermitian, c and z (clblas?hemm); FMA ceiling", 0, 1, run_hemm};
