/*
 * clmath-cblas-bench: times Level 3 calls of libclmath_cblas (cblas_?gemm,
 * ?trsm, ?trmm, ?symm, ?syrk; host arrays: every call moves its operands)
 * against clmath's own routine on arrays already on the device
 * (clblas?gemm, ...: the device-only rate), with the host arrays in ordinary (malloc) and in
 * pinned memory (clmathCblasMallocPinned). Prints CSV:
 *
 *   routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff
 *
 * path "device" is the device-only routine, "cblas" the CBLAS call;
 * of_device is the CBLAS rate over the device-only rate of the same row's
 * routine, precision and size; max_rel_diff compares the CBLAS result with
 * the device-only one (the same computation: it should be ~eps or 0); one
 * of 1e-3 or more prints a WRONG line on stderr and the exit status is 1.
 *
 *   clmath-cblas-bench [--routines gemm,trsm,trsmr,trmm,symm,syrk]
 *                      [--precision s,d,c,z]
 *                      [--sizes 1024,4096,8192] [--reps 5]
 *                      [--memory ordinary,pinned] [--beta 0|1]
 *                      [--trace FILE]
 *
 * --trace FILE: after the timed calls of the first routine, precision,
 * size and memory run, one more CBLAS call with CLMATH_CBLAS_TRACE=FILE
 * (docs/cblas.md): the library writes a CSV row for every OpenCL command
 * it enqueued (label, queue, queued, submit, start and end in ns from the
 * first); its wall time goes to stderr ("trace: ..."). The traced call's
 * queues have profiling enabled, which may change its timing.
 *
 * (default gemm,trsm). All n x n, column-major, no transposes. GEMM: C :=
 * A B + beta C. TRSM: B := A^-1 B, A lower triangular, non-unit (trsmr:
 * B := B A^-1, the right side). TRMM: B := A B, A as TRSM's. SYMM: C :=
 * A B + beta C, left side, A's lower triangle. SYRK: C := A A^T + beta C,
 * the lower triangle. CLMATH_DEVICE / CLMATH_PLATFORM choose the device
 * for both paths; CLMATH_CBLAS_PANEL sets the CBLAS panel width, and the
 * CLMATH_CBLAS_STAGE_* variables the staging of ordinary memory
 * (docs/cblas.md).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <clBLAS.h>

#include "cblas.h"
#include "cldevice.h"
#include "clmath_cblas.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *t, int n)
{
    qsort(t, n, sizeof *t, cmp_d);
    return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

static int has(const char *list, const char *item)
{
    size_t n = strlen(item);
    for (const char *p = list; (p = strstr(p, item)); p += n)
        if ((p == list || p[-1] == ',') && (p[n] == ',' || !p[n]))
            return 1;
    return 0;
}

static size_t esize(char p) { return p == 's' ? 4 : p == 'z' ? 16 : 8; }

/* fills n elements (real parts of complex ones too) in [-1, 1]; a
 * triangle of trsm's A gets a dominant diagonal */
static void fill(char p, void *a, size_t n, unsigned seed)
{
    size_t m = n * (p == 'c' || p == 'z' ? 2 : 1);
    for (size_t i = 0; i < m; i++) {
        seed = seed * 1103515245u + 12345u;
        double v = ((seed >> 8) & 0xffff) / 32768.0 - 1;
        if (p == 's' || p == 'c')
            ((float *)a)[i] = (float)v;
        else
            ((double *)a)[i] = v;
    }
}

static void set_diag(char p, void *a, int n, double v)
{
    int cplx = p == 'c' || p == 'z';
    for (int i = 0; i < n; i++) {
        size_t k = ((size_t)i * n + i) * (cplx ? 2 : 1);
        if (p == 's' || p == 'c')
            ((float *)a)[k] = (float)v;
        else
            ((double *)a)[k] = v;
    }
}

static double get(char p, const void *a, size_t i)
{
    return p == 's' || p == 'c' ? ((const float *)a)[i] : ((const double *)a)[i];
}

/* the routines: index into RL */
enum { R_GEMM, R_TRSM, R_TRSMR, R_TRMM, R_SYMM, R_SYRK, NR };
static const char *RL[NR] = {"gemm", "trsm", "trsmr", "trmm", "symm", "syrk"};
/* flops over n^3 (real): C = A B, triangular solve and product, symmetric
 * product, rank-n update */
static const double FL[NR] = {2, 1, 1, 1, 2, 1};

/* one call of the routine: on the device (d != NULL: buffers A, B, C) or
 * through CBLAS on host arrays A, B, C */
typedef struct dev {
    cld_env *env;
    cl_mem A, B, C;
} dev;

#define CM clblasColumnMajor
#define NT clblasNoTrans
#define LO clblasLower
#define NU clblasNonUnit
#define Q 1, &q, 0, NULL, NULL
#define ARGS_DEV(P, AL, BE)                                                                  \
    switch (r) {                                                                             \
    case R_GEMM: st = clblas##P##gemm(CM, NT, NT, N, N, N, AL, d->A, 0, N, d->B, 0, N, BE, d->C, 0, N, Q); break; \
    case R_TRSM: st = clblas##P##trsm(CM, clblasLeft, LO, NT, NU, N, N, AL, d->A, 0, N, d->B, 0, N, Q); break; \
    case R_TRSMR: st = clblas##P##trsm(CM, clblasRight, LO, NT, NU, N, N, AL, d->A, 0, N, d->B, 0, N, Q); break; \
    case R_TRMM: st = clblas##P##trmm(CM, clblasLeft, LO, NT, NU, N, N, AL, d->A, 0, N, d->B, 0, N, Q); break; \
    case R_SYMM: st = clblas##P##symm(CM, clblasLeft, LO, N, N, AL, d->A, 0, N, d->B, 0, N, BE, d->C, 0, N, Q); break; \
    default: st = clblas##P##syrk(CM, LO, NT, N, N, AL, d->A, 0, N, BE, d->C, 0, N, Q); break; \
    }
#define HC CblasColMajor
#define HN CblasNoTrans
#define HL CblasLower
#define HU CblasNonUnit
#define ARGS_HOST(P, AL, BE)                                                                 \
    switch (r) {                                                                             \
    case R_GEMM: cblas_##P##gemm(HC, HN, HN, n, n, n, AL, A, n, B, n, BE, C, n); break;      \
    case R_TRSM: cblas_##P##trsm(HC, CblasLeft, HL, HN, HU, n, n, AL, A, n, B, n); break;    \
    case R_TRSMR: cblas_##P##trsm(HC, CblasRight, HL, HN, HU, n, n, AL, A, n, B, n); break;  \
    case R_TRMM: cblas_##P##trmm(HC, CblasLeft, HL, HN, HU, n, n, AL, A, n, B, n); break;    \
    case R_SYMM: cblas_##P##symm(HC, CblasLeft, HL, n, n, AL, A, n, B, n, BE, C, n); break;  \
    default: cblas_##P##syrk(HC, HL, HN, n, n, AL, A, n, BE, C, n); break;                   \
    }
/* the device-only call (d) or the CBLAS one, in precision P / p */
#define BOTH(P, p, ALD, BED, ALH, BEH)                                                       \
    if (d) {                                                                                 \
        ARGS_DEV(P, ALD, BED)                                                                \
    } else {                                                                                 \
        ARGS_HOST(p, ALH, BEH)                                                               \
    }

static int run(int r, char p, int n, double beta, dev *d, void *A, void *B, void *C)
{
    float one_f[2] = {1, 0}, beta_f[2] = {(float)beta, 0};
    double one_d[2] = {1, 0}, beta_d[2] = {beta, 0};
    cl_float2 of = {{1, 0}}, bf = {{(float)beta, 0}};
    cl_double2 od = {{1, 0}}, bd = {{beta, 0}};
    size_t N = (size_t)n;
    cl_command_queue q = d ? d->env->queue : NULL;
    clblasStatus st = clblasSuccess;
    switch (p) {
    case 's': BOTH(S, s, 1.0f, (float)beta, 1.0f, (float)beta) break;
    case 'd': BOTH(D, d, 1.0, beta, 1.0, beta) break;
    case 'c': BOTH(C, c, of, bf, one_f, beta_f) break;
    default: BOTH(Z, z, od, bd, one_d, beta_d) break;
    }
    if (q)
        clFinish(q);
    return st;
}

int main(int argc, char **argv)
{
    const char *routines = "gemm,trsm", *precs = "s,d", *sizes = "1024,4096,8192";
    const char *memory = "ordinary,pinned";
    int reps = 5, traced = 0;
    double beta = 0;
    const char *trace = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--routines")) routines = argv[i + 1];
        else if (!strcmp(argv[i], "--precision")) precs = argv[i + 1];
        else if (!strcmp(argv[i], "--sizes")) sizes = argv[i + 1];
        else if (!strcmp(argv[i], "--reps")) reps = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--memory")) memory = argv[i + 1];
        else if (!strcmp(argv[i], "--beta")) beta = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--trace")) trace = argv[i + 1];
        else {
            fprintf(stderr, "unknown option %s (see the comment at the top of cblas_bench.c)\n", argv[i]);
            return 2;
        }
    }
    if (reps < 1 || reps > 100)
        reps = 5;
    /* set (empty: off) before the driver's threads start, so that setting
     * it later does not move the environment under them */
    if (trace)
        setenv("CLMATH_CBLAS_TRACE", "", 1);
    cld_env env;
    if (cld_open(&env) != CL_SUCCESS)
        return 1;
    clblasSetup();
    fprintf(stderr, "device: %s (%s)\n", env.device_name, env.platform_name);
    printf("routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff\n");
    int fails = 0;
    for (int ri = 0; ri < NR; ri++) {
        if (!has(routines, RL[ri]))
            continue;
        for (const char *pp = "sdcz"; *pp; pp++) {
            char p[2] = {*pp, 0};
            if (!has(precs, p))
                continue;
            for (const char *s = sizes; *s;) {
                int n = atoi(s);
                s += strcspn(s, ",");
                s += *s == ',';
                if (n <= 0)
                    continue;
                size_t bytes = (size_t)n * n * esize(*pp);
                int cplx = *pp == 'c' || *pp == 'z', outc = ri == R_GEMM || ri == R_SYMM || ri == R_SYRK;
                double flops = FL[ri] * n * n * (double)n * (cplx ? 4 : 1);
                /* device-only: the operands stay on the device */
                void *A = malloc(bytes), *B = malloc(bytes), *C = malloc(bytes), *R = malloc(bytes);
                fill(*pp, A, (size_t)n * n, 1), fill(*pp, B, (size_t)n * n, 2), fill(*pp, C, (size_t)n * n, 3);
                if (ri == R_TRSM || ri == R_TRSMR || ri == R_TRMM)
                    set_diag(*pp, A, n, n + 2.0);
                cl_int err;
                dev d = {&env, clCreateBuffer(env.context, CL_MEM_READ_WRITE, bytes, NULL, &err),
                         clCreateBuffer(env.context, CL_MEM_READ_WRITE, bytes, NULL, &err),
                         clCreateBuffer(env.context, CL_MEM_READ_WRITE, bytes, NULL, &err)};
                if (!d.A || !d.B || !d.C) {
                    fprintf(stderr, "%s%s %d: no device memory\n", p, RL[ri], n);
                    return 1;
                }
                clEnqueueWriteBuffer(env.queue, d.A, CL_TRUE, 0, bytes, A, 0, NULL, NULL);
                double t[100], tdev;
                for (int k = -1; k < reps; k++) { /* k = -1: the warm-up */
                    clEnqueueWriteBuffer(env.queue, d.B, CL_TRUE, 0, bytes, B, 0, NULL, NULL);
                    clEnqueueWriteBuffer(env.queue, d.C, CL_TRUE, 0, bytes, C, 0, NULL, NULL);
                    double t0 = now();
                    if (run(ri, *pp, n, beta, &d, NULL, NULL, NULL) != 0) {
                        fprintf(stderr, "%s%s %d: the device-only call failed\n", p, RL[ri], n);
                        return 1;
                    }
                    if (k >= 0)
                        t[k] = now() - t0;
                }
                tdev = median(t, reps);
                clEnqueueReadBuffer(env.queue, outc ? d.C : d.B, CL_TRUE, 0, bytes, R, 0, NULL, NULL);
                clReleaseMemObject(d.A), clReleaseMemObject(d.B), clReleaseMemObject(d.C);
                printf("%s,%s,%d,device,-,%g,%.6f,%.1f,1,0\n", RL[ri], p, n, beta, tdev, flops / tdev * 1e-9);
                fflush(stdout);
                for (int pin = 0; pin < 2; pin++) {
                    if (!has(memory, pin ? "pinned" : "ordinary"))
                        continue;
                    void *hA = pin ? clmathCblasMallocPinned(bytes) : A;
                    void *hB = pin ? clmathCblasMallocPinned(bytes) : malloc(bytes);
                    void *hC = pin ? clmathCblasMallocPinned(bytes) : malloc(bytes);
                    if (!hA || !hB || !hC) {
                        fprintf(stderr, "%s%s %d: no pinned memory\n", p, RL[ri], n);
                        return 1;
                    }
                    if (pin)
                        memcpy(hA, A, bytes);
                    for (int k = -1; k < reps; k++) {
                        memcpy(hB, B, bytes), memcpy(hC, C, bytes);
                        double t0 = now();
                        run(ri, *pp, n, beta, NULL, hA, hB, hC);
                        if (k >= 0)
                            t[k] = now() - t0;
                    }
                    if (trace && !traced) { /* one call, traced by the library */
                        traced = 1;
                        FILE *f = fopen(trace, "w"); /* the rows of this call only */
                        if (f)
                            fclose(f);
                        memcpy(hB, B, bytes), memcpy(hC, C, bytes);
                        setenv("CLMATH_CBLAS_TRACE", trace, 1);
                        double t0 = now();
                        run(ri, *pp, n, beta, NULL, hA, hB, hC);
                        double tt = now() - t0;
                        setenv("CLMATH_CBLAS_TRACE", "", 1);
                        fprintf(stderr, "trace: %s: %s%s %d %s, %.6f s (untraced median %.6f s)\n",
                                trace, p, RL[ri], n, pin ? "pinned" : "ordinary", tt, median(t, reps));
                    }
                    double tc = median(t, reps), diff = 0;
                    const void *out = outc ? hC : hB;
                    for (size_t i = 0; i < (size_t)n * n * (cplx ? 2 : 1); i++) {
                        double a = get(*pp, out, i), b = get(*pp, R, i);
                        double e = fabs(a - b) / (fabs(b) > 1 ? fabs(b) : 1);
                        diff = e > diff || isnan(e) ? e : diff;
                    }
                    if (!(diff < 1e-3)) { /* a number from a wrong result is no number */
                        fails++;
                        fprintf(stderr, "WRONG: %s%s %d %s: max_rel_diff %.2e\n", p, RL[ri], n,
                                pin ? "pinned" : "ordinary", diff);
                    }
                    printf("%s,%s,%d,cblas,%s,%g,%.6f,%.1f,%.3f,%.2e\n", RL[ri], p, n,
                           pin ? "pinned" : "ordinary", beta, tc, flops / tc * 1e-9, tdev / tc, diff);
                    fflush(stdout);
                    if (pin) {
                        clmathCblasFreePinned(hA), clmathCblasFreePinned(hB), clmathCblasFreePinned(hC);
                    } else {
                        free(hB), free(hC);
                    }
                }
                free(A), free(B), free(C), free(R);
            }
        }
    }
    cld_close(&env);
    return fails != 0;
}
