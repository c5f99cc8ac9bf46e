/*
 * test_gemm_tf32.c - clmath.h's SGEMM mode: strict FP32 (the default) and
 * 3xTF32, each against a double-precision reference on the same inputs.
 *
 * Inputs of three kinds: uniform in [-1, 1]; wide exponents (2^e times a
 * mantissa uniform in [1, 2), e uniform in [-20, 20], random signs); and
 * cancellation-heavy (op(A)'s row i and op(B)'s column j pair up, k and
 * k + K/2, with products that cancel but for a relative 2^-10 or less, so
 * the sums grow large and end near zero). The error of an element is
 * |c - ref| / sum_k |a_ik| |b_kj|; per case the largest over the elements
 * checked. Strict SGEMM must be within the usual bound, (K + 2) 2^-24, and
 * 3xTF32 within twice strict's largest error plus 2^-24.
 *
 * Honest about where what is proven: 3xTF32 runs only on devices with TF32
 * tensor cores reachable from OpenCL (NVIDIA, compute capability 8.0+);
 * everywhere else the mode is a no-op. On such a device (PoCL on a CPU:
 * CI) this test proves the switch (set and get, CLMATH_SGEMM_3XTF32, the
 * per-device answer, checked against the device's own facts) and that
 * products under the mode equal strict's bit for bit; the 3xTF32 kernels'
 * accuracy is proven only where they run, on an NVIDIA GPU, where the
 * large cases (K up to 8192) run too (elsewhere with CLMATH_TEST_LEVEL=full,
 * strict against strict). SSYRK is checked the same way (the Level 3
 * routines reach the mode through the GEMM engine), on uniform and wide
 * inputs.
 *
 * Run twice by ctest: as it is (the mode must start strict) and with
 * CLMATH_SGEMM_3XTF32=1 (it must start 3xTF32).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clmath.h>

#include "testutil.h"

static tu_device dev;
static int active; /* 3xTF32 runs on this device (the device's own facts) */

/* ---- the device's facts, independent of the library's ---- */

#define NV_CC_MAJOR 0x4000 /* CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV */

static int device_has_tf32(cl_device_id d)
{
    char vendor[256] = "";
    clGetDeviceInfo(d, CL_DEVICE_VENDOR, sizeof vendor, vendor, NULL);
    cl_uint major = 0;
    if (!strstr(vendor, "NVIDIA") ||
        clGetDeviceInfo(d, NV_CC_MAJOR, sizeof major, &major, NULL) != CL_SUCCESS)
        return 0;
    return major >= 8;
}

/* ---- the switch ---- */

static void check_switch(void)
{
    const char *env = getenv("CLMATH_SGEMM_3XTF32");
    const clmathSgemmMode start =
        env && strcmp(env, "1") == 0 ? clmathSgemm3xTF32 : clmathSgemmStrict;
    tu_check(clmathGetSgemmMode() == start, "the mode starts %s (CLMATH_SGEMM_3XTF32=%s)",
             start == clmathSgemmStrict ? "strict" : "3xTF32", env ? env : "(unset)");
    tu_check(clmathSetSgemmMode((clmathSgemmMode)7) == CL_INVALID_VALUE &&
                 clmathGetSgemmMode() == start,
             "an unknown mode is refused and changes nothing");
    clmathSgemmMode m = (clmathSgemmMode)5;
    tu_check(clmathGetSgemmModeOnDevice(dev.env.device, NULL) == CL_INVALID_VALUE,
             "on-device query without a result: CL_INVALID_VALUE");
    tu_check(clmathGetSgemmModeOnDevice(NULL, &m) == CL_INVALID_DEVICE && m == 5,
             "on-device query without a device: CL_INVALID_DEVICE");
    for (int i = 0; i < 2; i++) {
        const clmathSgemmMode want = i ? clmathSgemmStrict : clmathSgemm3xTF32;
        tu_check(clmathSetSgemmMode(want) == CL_SUCCESS && clmathGetSgemmMode() == want,
                 "set and get %d", (int)want);
        tu_check(clmathGetSgemmModeOnDevice(dev.env.device, &m) == CL_SUCCESS &&
                     m == (want == clmathSgemm3xTF32 && active ? clmathSgemm3xTF32
                                                               : clmathSgemmStrict),
                 "mode %d on this device: %d (TF32 tensor cores: %s)", (int)want, (int)m,
                 active ? "yes" : "no");
    }
}

/* ---- inputs ---- */

enum { UNIFORM, WIDE, CANCEL, NKINDS };
static const char *const kind_name[NKINDS] = {"uniform", "wide", "cancel"};

static float wide_value(tu_rng *r)
{
    const double m = 1.5 + 0.5 * tu_rng_unit(r); /* [1, 2] */
    const int e = (int)tu_rng_below(r, 41) - 20;
    return (float)(tu_rng_unit(r) < 0 ? -1 : 1) * (float)ldexp(m, e);
}

/* op(A) (m x k) and op(B) (k x n) as logical column-major arrays */
static void make_inputs(int kind, size_t m, size_t n, size_t k, float *a, float *b, uint64_t seed)
{
    tu_rng r = tu_rng_make(seed);
    for (size_t i = 0; i < m * k; i++)
        a[i] = kind == WIDE ? wide_value(&r) : (float)tu_rng_unit(&r);
    for (size_t i = 0; i < k * n; i++)
        b[i] = kind == WIDE ? wide_value(&r) : (float)tu_rng_unit(&r);
    if (kind != CANCEL)
        return;
    const size_t h = k / 2;
    for (size_t j = 0; j < n; j++)
        for (size_t p = 0; p < h; p++)
            b[p + h + j * k] = b[p + j * k];
    for (size_t p = 0; p < h; p++)
        for (size_t i = 0; i < m; i++)
            a[i + (p + h) * m] = -(float)(a[i + p * m] * (1 + ldexp(tu_rng_unit(&r), -10)));
}

/* ---- one product's error ---- */

typedef struct tcase {
    clblasOrder order;
    clblasTranspose ta, tb;
    size_t m, n, k;
    int large; /* K or size for the GPU (or CLMATH_TEST_LEVEL=full) only */
} tcase;

/* logical (r, c) of a matrix stored rows x cols in order, ld */
static size_t pos(clblasOrder o, size_t ld, size_t r, size_t c)
{
    return o == clblasColumnMajor ? r + c * ld : r * ld + c;
}

/* The stored image of a logical matrix x (r x c): transposed when t. */
static float *store(const tcase *t, int tr, const float *x, size_t r, size_t c, size_t *ld)
{
    const size_t sr = tr ? c : r, sc = tr ? r : c;
    *ld = t->order == clblasColumnMajor ? sr : sc;
    float *s = tu_xmalloc(sr * sc * sizeof *s);
    for (size_t i = 0; i < r; i++)
        for (size_t j = 0; j < c; j++)
            s[tr ? pos(t->order, *ld, j, i) : pos(t->order, *ld, i, j)] = x[i + j * r];
    return s;
}

/* C := op(A) op(B) on the device (beta 0), or, syrk, C's lower triangle :=
 * A A^T (A n x k, column-major); c gets C's stored image */
static int run(const tcase *t, const float *as, size_t lda, const float *bs, size_t ldb,
               float *c, size_t ldc, int syrk)
{
    cl_context ctx = dev.env.context;
    cl_command_queue q = dev.env.queue;
    const size_t csz = t->m * t->n; /* every leading dimension the least */
    cl_mem A = tu_upload(ctx, as, t->m * t->k * sizeof(float));
    cl_mem B = syrk ? NULL : tu_upload(ctx, bs, t->k * t->n * sizeof(float));
    memset(c, 0, csz * sizeof *c);
    cl_mem C = tu_upload(ctx, c, csz * sizeof(float));
    clblasStatus st = clblasInvalidValue;
    if (A && C && (syrk || B)) {
        st = syrk ? clblasSsyrk(clblasColumnMajor, clblasLower, clblasNoTrans, t->n, t->k, 1.0f,
                                A, 0, lda, 0.0f, C, 0, ldc, 1, &q, 0, NULL, NULL)
                  : clblasSgemm(t->order, t->ta, t->tb, t->m, t->n, t->k, 1.0f, A, 0, lda, B, 0,
                                ldb, 0.0f, C, 0, ldc, 1, &q, 0, NULL, NULL);
        if (st == clblasSuccess &&
            clEnqueueReadBuffer(q, C, CL_TRUE, 0, csz * sizeof(float), c, 0, NULL, NULL) !=
                CL_SUCCESS)
            st = clblasInvalidValue;
    }
    if (A)
        clReleaseMemObject(A);
    if (B)
        clReleaseMemObject(B);
    if (C)
        clReleaseMemObject(C);
    return tu_check(st == clblasSuccess, "%s: status %s", syrk ? "ssyrk" : "sgemm",
                    tu_status_name(st));
}

/* The reference: ref[i + j m] = sum_k a_ik b_kj in double, and g the sum
 * of the products' magnitudes, over the checked columns (all, or 64 spread
 * ones for large products; syrk: the lower triangle); g < 0 elsewhere. */
static void reference(const tcase *t, const float *a, const float *b, int syrk, double *ref,
                      double *g)
{
    const size_t m = t->m, n = t->n, k = t->k;
    const size_t step = (double)m * n * k > 3e8 && n > 64 ? n / 64 : 1;
    double *arow = tu_xmalloc(k * sizeof *arow);
    for (size_t i = 0; i < m * n; i++)
        g[i] = -1;
    for (size_t i = 0; i < m; i++) {
        for (size_t p = 0; p < k; p++)
            arow[p] = a[i + p * m];
        for (size_t j = 0; j < n && (!syrk || j <= i); j += step) {
            const float *bc = b + j * k;
            double s = 0, sa = 0;
            for (size_t p = 0; p < k; p++) {
                const double v = arow[p] * bc[p];
                s += v;
                sa += fabs(v);
            }
            ref[i + j * m] = s;
            g[i + j * m] = sa;
        }
    }
    free(arow);
}

/* Largest |c - ref| / sum |a||b| over the checked elements (NaN: inf). */
static double error_of(const tcase *t, const double *ref, const double *g, const float *c,
                       clblasOrder order, size_t ldc)
{
    double worst = 0;
    for (size_t j = 0; j < t->n; j++)
        for (size_t i = 0; i < t->m; i++) {
            const size_t x = i + j * t->m;
            if (g[x] < 0)
                continue;
            const double got = c[pos(order, ldc, i, j)];
            const double e = g[x] > 0 ? fabs(got - ref[x]) / g[x] : fabs(got);
            if (!(e <= worst))
                worst = isnan(e) ? INFINITY : e;
        }
    return worst;
}

static void check_case(const tcase *t, int kind, int syrk)
{
    const size_t m = t->m, n = t->n, k = t->k;
    float *a = tu_xmalloc(m * k * sizeof *a), *b = tu_xmalloc(k * n * sizeof *b);
    make_inputs(kind, m, n, k, a, b, 1000003u * (uint64_t)(m + 7 * n + 131 * k) + (uint64_t)kind);
    size_t lda, ldb, ldc = t->order == clblasColumnMajor ? m : n;
    float *as, *bs;
    if (syrk) { /* B = A^T: op(B)'s column j is op(A)'s row j */
        for (size_t j = 0; j < n; j++)
            for (size_t p = 0; p < k; p++)
                b[p + j * k] = a[j + p * m];
        as = store(t, 0, a, m, k, &lda);
        bs = NULL;
        ldb = 1;
        ldc = m;
    } else {
        as = store(t, t->ta != clblasNoTrans, a, m, k, &lda);
        bs = store(t, t->tb != clblasNoTrans, b, k, n, &ldb);
    }
    float *cs = tu_xmalloc(m * n * sizeof *cs), *ct = tu_xmalloc(m * n * sizeof *ct);
    char desc[160];
    snprintf(desc, sizeof desc, "%s %s %s%s %zux%zux%zu %s", syrk ? "ssyrk" : "sgemm",
             t->order == clblasColumnMajor ? "col" : "row", t->ta ? "T" : "N",
             syrk ? "" : t->tb ? "T" : "N", m, n, k, kind_name[kind]);
    clmathSetSgemmMode(clmathSgemmStrict);
    int ok = run(t, as, lda, bs, ldb, cs, ldc, syrk);
    clmathSetSgemmMode(clmathSgemm3xTF32);
    ok = ok && run(t, as, lda, bs, ldb, ct, ldc, syrk);
    clmathSetSgemmMode(clmathSgemmStrict);
    if (ok) {
        const double u = ldexp(1, -24);
        double *ref = tu_xmalloc(m * n * sizeof *ref), *g = tu_xmalloc(m * n * sizeof *g);
        reference(t, a, b, syrk, ref, g);
        const clblasOrder o = syrk ? clblasColumnMajor : t->order;
        const double es = error_of(t, ref, g, cs, o, ldc), et = error_of(t, ref, g, ct, o, ldc);
        free(ref);
        free(g);
        printf("  %-40s strict %8.3f  3xTF32 %8.3f  (units of 2^-24)%s\n", desc, es / u, et / u,
               active ? "" : ", 3xTF32 inactive");
        tu_check(es <= (double)(k + 2) * u, "%s: strict error %.3g over the bound (K + 2) 2^-24",
                 desc, es);
        if (active) {
            tu_check(et <= 2 * es + u, "%s: 3xTF32 error %.3g over twice strict's %.3g + 2^-24",
                     desc, et, es);
        } else {
            size_t differ = 0;
            for (size_t i = 0; i < m * n; i++)
                differ += memcmp(&cs[i], &ct[i], sizeof *cs) != 0;
            tu_check(differ == 0, "%s: the mode is inactive here, yet %zu elements differ from "
                     "strict's", desc, differ);
        }
    }
    free(a);
    free(b);
    free(as);
    free(bs);
    free(cs);
    free(ct);
}

static const tcase cases[] = {
    {clblasColumnMajor, clblasNoTrans, clblasNoTrans, 64, 64, 64, 0},
    {clblasColumnMajor, clblasTrans, clblasNoTrans, 96, 80, 200, 0},
    {clblasRowMajor, clblasNoTrans, clblasTrans, 130, 70, 33, 0},
    {clblasColumnMajor, clblasNoTrans, clblasNoTrans, 256, 256, 1024, 1},
    {clblasColumnMajor, clblasNoTrans, clblasTrans, 200, 136, 777, 1},
    {clblasColumnMajor, clblasNoTrans, clblasNoTrans, 256, 256, 4096, 1},
    {clblasColumnMajor, clblasNoTrans, clblasNoTrans, 256, 256, 8192, 1},
    {clblasRowMajor, clblasTrans, clblasTrans, 256, 256, 8192, 1},
    /* M, N and K from 1024: B copied transposed first (the TCOPY entries) */
    {clblasColumnMajor, clblasNoTrans, clblasNoTrans, 1024, 1024, 8192, 1},
};

static const tcase syrk_cases[] = {
    {clblasColumnMajor, clblasNoTrans, clblasTrans, 72, 72, 40, 0},
    {clblasColumnMajor, clblasNoTrans, clblasTrans, 256, 256, 4096, 1},
};

int main(void)
{
    if (tu_open(&dev) != 0)
        return 2;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    active = device_has_tf32(dev.env.device);
    printf("TF32 tensor cores: %s\n", active ? "yes: 3xTF32 checked against strict"
                                             : "no: the mode must change nothing");
    check_switch();
    /* 3xTF32 for every shape here, however few tiles (the entry's MINPCT
     * leaves small products strict) */
    if (active)
        tu_set_params("gemm_tf32.MINPCT.S=0");
    const int large = active || tu_full_level();
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++)
        for (int kind = 0; kind < NKINDS; kind++)
            if (!cases[c].large || large)
                check_case(&cases[c], kind, 0);
    /* no cancellation kind: A A^T's terms a_ik a_jk cannot cancel for every i, j */
    for (size_t c = 0; c < sizeof syrk_cases / sizeof *syrk_cases; c++)
        for (int kind = 0; kind < CANCEL; kind++)
            if (!syrk_cases[c].large || large)
                check_case(&syrk_cases[c], kind, 1);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_gemm_tf32");
}
