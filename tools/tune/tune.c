/*
 * clmath-tune gemm: searches GEMM's tile shapes on one OpenCL device.
 *
 *   clmath-tune gemm [--precision s|d|c|z] [--size N] [--set gemm|gemm_mid|gemm_small]
 *                    [--candidates K] [--reps R] [--seed S] [--entry FILE]
 *
 * The space is every shape gemm.cl builds from MWG, NWG in {32, 64, 128},
 * KWG in {8, 16, 32}, MDIMC, NDIMC in {8, 16, 32}, VWM, VWN in {1, 2, 4} and
 * PADA, PADB in {0, 1} that the library accepts on this device (the same
 * rule the library applies, clm_gemm_tile_valid), for D and Z on NVIDIA
 * GPUs with DMMA each also on the tensor cores (MMA) with WM 1, 2 or 4
 * warps along M. K of them are sampled
 * (a seeded shuffle), after the database's own shape. Each candidate runs
 * C := A B on N x N column-major matrices through CLMATH_PARAMS; its result
 * is checked on sampled elements against a long-double dot product before
 * it is timed (the median of R batches of back-to-back calls). The best
 * shape is printed as a database line (src/core/params_db.c), and written
 * to FILE with --entry. Exit status 2 if a candidate gave a wrong result
 * (a library bug: the shape is named), 1 on other failures.
 *
 * The device is chosen as for clmath-bench (CLMATH_PLATFORM, CLMATH_DEVICE);
 * a CLMATH_PARAMS set by the caller is kept under each candidate's keys.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <clBLAS.h>

#include "blas3/gemm.h"
#include "cldevice.h"
#include "core/device.h"

typedef struct opts {
    char prec;
    size_t n;
    const char *set;
    int candidates, reps;
    unsigned seed;
    const char *entry;
} opts;

typedef struct result {
    clm_gemm_tile t;
    int from_db; /* the database's shape (no override) */
    double gflops;
} result;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int usage(void)
{
    fprintf(stderr, "usage: clmath-tune gemm [--precision s|d|c|z] [--size N] "
                    "[--set gemm|gemm_mid|gemm_small]\n"
                    "                        [--candidates K] [--reps R] [--seed S] "
                    "[--entry FILE]\n");
    return 1;
}

static int parse(int argc, char **argv, opts *o)
{
    *o = (opts){'s', 1024, "gemm", 40, 5, 1, NULL};
    if (argc < 2 || strcmp(argv[1], "gemm") != 0)
        return usage();
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v)
            return usage();
        if (strcmp(a, "--precision") == 0 && strchr("sdcz", v[0]) && v[0] && !v[1])
            o->prec = v[0];
        else if (strcmp(a, "--size") == 0 && atol(v) > 0)
            o->n = (size_t)atol(v);
        else if (strcmp(a, "--set") == 0 &&
                 (strcmp(v, "gemm") == 0 || strcmp(v, "gemm_mid") == 0 ||
                  strcmp(v, "gemm_small") == 0))
            o->set = v;
        else if (strcmp(a, "--candidates") == 0 && atoi(v) >= 0)
            o->candidates = atoi(v);
        else if (strcmp(a, "--reps") == 0 && atoi(v) > 0)
            o->reps = atoi(v);
        else if (strcmp(a, "--seed") == 0)
            o->seed = (unsigned)strtoul(v, NULL, 10);
        else if (strcmp(a, "--entry") == 0)
            o->entry = v;
        else
            return usage();
        i++;
    }
    return 0;
}

/* ---- the problem: A, B and C on the device, A and B on the host ---- */

typedef struct problem {
    clm_dtype dt;
    int cplx;
    size_t n, es; /* es: bytes per element */
    double *a, *b; /* host values, (re, im) pairs for complex */
    cl_mem A, B, C;
    cl_command_queue q;
} problem;

static double host_value(const double *m, const problem *p, size_t idx, int im)
{
    return p->cplx ? m[2 * idx + (size_t)im] : (im ? 0 : m[idx]);
}

/* The host values in the device's format. */
static void *device_format(const problem *p, const double *m)
{
    size_t count = p->n * p->n * (p->cplx ? 2 : 1);
    char *out = malloc(count * (p->dt == CLM_S || p->dt == CLM_C ? 4 : 8));
    for (size_t i = 0; out && i < count; i++) {
        if (p->dt == CLM_S || p->dt == CLM_C)
            ((float *)out)[i] = (float)m[i];
        else
            ((double *)out)[i] = m[i];
    }
    return out;
}

static cl_int call_gemm(const problem *p)
{
    size_t n = p->n;
    cl_command_queue q = p->q;
    switch (p->dt) {
    case CLM_S:
        return clblasSgemm(clblasColumnMajor, clblasNoTrans, clblasNoTrans, n, n, n, 1.0f, p->A,
                           0, n, p->B, 0, n, 0.0f, p->C, 0, n, 1, &q, 0, NULL, NULL);
    case CLM_D:
        return clblasDgemm(clblasColumnMajor, clblasNoTrans, clblasNoTrans, n, n, n, 1.0, p->A, 0,
                           n, p->B, 0, n, 0.0, p->C, 0, n, 1, &q, 0, NULL, NULL);
    case CLM_C: {
        cl_float2 one = {{1, 0}}, zero = {{0, 0}};
        return clblasCgemm(clblasColumnMajor, clblasNoTrans, clblasNoTrans, n, n, n, one, p->A,
                           0, n, p->B, 0, n, zero, p->C, 0, n, 1, &q, 0, NULL, NULL);
    }
    default: {
        cl_double2 one = {{1, 0}}, zero = {{0, 0}};
        return clblasZgemm(clblasColumnMajor, clblasNoTrans, clblasNoTrans, n, n, n, one, p->A,
                           0, n, p->B, 0, n, zero, p->C, 0, n, 1, &q, 0, NULL, NULL);
    }
    }
}

/* The largest scaled error of 64 sampled elements of C: |c - ref| over
 * eps * (n + 2) * sum |a| |b| (TESTING.md); above 1 is wrong. */
static double check(const problem *p, unsigned *rng)
{
    size_t n = p->n, count = n * n * (p->cplx ? 2 : 1);
    int single = p->dt == CLM_S || p->dt == CLM_C;
    char *c = malloc(count * (single ? 4 : 8));
    if (!c || clEnqueueReadBuffer(p->q, p->C, CL_TRUE, 0, count * (single ? 4 : 8), c, 0, NULL,
                                  NULL) != CL_SUCCESS) {
        free(c);
        return INFINITY;
    }
    double eps = single ? 0x1p-24 : 0x1p-53, worst = 0;
    for (int s = 0; s < 64; s++) {
        *rng = *rng * 1664525u + 1013904223u;
        size_t i = (*rng >> 8) % n;
        *rng = *rng * 1664525u + 1013904223u;
        size_t j = (*rng >> 8) % n;
        long double re = 0, im = 0, mag = 0;
        for (size_t k = 0; k < n; k++) {
            double ar = host_value(p->a, p, i + k * n, 0), ai = host_value(p->a, p, i + k * n, 1);
            double br = host_value(p->b, p, k + j * n, 0), bi = host_value(p->b, p, k + j * n, 1);
            re += (long double)ar * br - (long double)ai * bi;
            im += (long double)ar * bi + (long double)ai * br;
            mag += (fabsl(ar) + fabsl(ai)) * ((long double)fabs(br) + fabs(bi));
        }
        size_t at = i + j * n;
        double gr, gi = 0;
        if (single) {
            gr = ((float *)c)[p->cplx ? 2 * at : at];
            if (p->cplx)
                gi = ((float *)c)[2 * at + 1];
        } else {
            gr = ((double *)c)[p->cplx ? 2 * at : at];
            if (p->cplx)
                gi = ((double *)c)[2 * at + 1];
        }
        double err = (double)(fabsl(gr - re) + fabsl(gi - im)) /
                     (eps * (double)(n + 2) * (double)(mag > 0 ? mag : 1));
        if (!(err <= worst)) /* NaN counts as the worst */
            worst = isnan(err) ? INFINITY : err;
    }
    free(c);
    return worst;
}

/* Median GFLOP/s of reps batches (each batch at least 20 ms). */
static double time_gemm(const problem *p, int reps)
{
    double flops = (p->cplx ? 8.0 : 2.0) * (double)p->n * (double)p->n * (double)p->n;
    double t0 = now();
    if (call_gemm(p) != CL_SUCCESS || clFinish(p->q) != CL_SUCCESS)
        return 0;
    double single = now() - t0;
    int batch = single > 0.02 ? 1 : (int)(0.02 / (single > 1e-6 ? single : 1e-6)) + 1;
    if (batch > 200)
        batch = 200;
    double *g = malloc((size_t)reps * sizeof *g);
    if (!g)
        return 0;
    for (int r = 0; r < reps; r++) {
        t0 = now();
        for (int b = 0; b < batch; b++)
            if (call_gemm(p) != CL_SUCCESS) {
                free(g);
                return 0;
            }
        clFinish(p->q);
        g[r] = flops * batch / (now() - t0) / 1e9;
    }
    for (int i = 1; i < reps; i++) /* insertion sort: reps is small */
        for (int k = i; k > 0 && g[k] < g[k - 1]; k--) {
            double t = g[k];
            g[k] = g[k - 1];
            g[k - 1] = t;
        }
    double med = g[reps / 2];
    free(g);
    return med;
}

/* ---- candidates ---- */

static int tile_keys(const clm_gemm_tile *t, char letter, char *buf, size_t cap, const char *set,
                     const char *sep)
{
    int n = snprintf(buf, cap,
                     "%sMWG.%c=%d%s%sNWG.%c=%d%s%sKWG.%c=%d%s%sMDIMC.%c=%d%s%sNDIMC.%c=%d%s"
                     "%sVWM.%c=%d%s%sVWN.%c=%d%s%sPADA.%c=%d%s%sPADB.%c=%d%s%sMMA.%c=%d",
                     set, letter, t->mwg, sep, set, letter, t->nwg, sep, set, letter, t->kwg,
                     sep, set, letter, t->mdimc, sep, set, letter, t->ndimc, sep, set, letter,
                     t->vwm, sep, set, letter, t->vwn, sep, set, letter, t->pada, sep, set,
                     letter, t->padb, sep, set, letter, t->mma);
    if (t->mma && n > 0 && (size_t)n < cap)
        n += snprintf(buf + n, cap - (size_t)n, "%s%sWM.%c=%d", sep, set, letter, t->wm);
    return n;
}

/* Every valid shape of the grid, in a seeded random order; where the
 * library would run double precision on DMMA, each shape also with MMA and
 * 1, 2 or 4 warps along M. */
static size_t candidates(const clm_device *dev, clm_dtype dt, unsigned seed, clm_gemm_tile **out)
{
    static const int wg[] = {32, 64, 128}, kw[] = {8, 16, 32}, dim[] = {8, 16, 32},
                     vw[] = {1, 2, 4}, pad[] = {0, 1};
    size_t cap = 4 * 3 * 3 * 3 * 3 * 3 * 3 * 3 * 2 * 2, count = 0;
    const int mma = (dt == CLM_D || dt == CLM_Z) && dev->nvidia && dev->nv_cc >= 80;
    clm_gemm_tile *all = malloc(cap * sizeof *all);
    if (!all)
        return 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 3; c++)
                for (int d = 0; d < 3; d++)
                    for (int e = 0; e < 3; e++)
                        for (int f = 0; f < 3; f++)
                            for (int g = 0; g < 3; g++)
                                for (int h = 0; h < 4; h++) {
                                    clm_gemm_tile t = {wg[a],  wg[b],  kw[c],
                                                       dim[d], dim[e], vw[f],
                                                       vw[g],  pad[h / 2], pad[h % 2],
                                                       0,      0,      2,      0};
                                    if (clm_gemm_tile_valid(&t, dt, dev))
                                        all[count++] = t;
                                    for (int w = 1; mma && w <= 4; w *= 2) {
                                        t.mma = 1, t.wm = w;
                                        if (clm_gemm_tile_valid(&t, dt, dev))
                                            all[count++] = t;
                                    }
                                }
    unsigned r = seed * 2654435761u + 1;
    for (size_t i = count; i > 1; i--) { /* Fisher-Yates */
        r ^= r << 13;
        r ^= r >> 17;
        r ^= r << 5;
        size_t j = r % i;
        clm_gemm_tile t = all[i - 1];
        all[i - 1] = all[j];
        all[j] = t;
    }
    *out = all;
    return count;
}

static void set_candidate(const char *base, const opts *o, char letter, const clm_gemm_tile *t)
{
    /* gemm.SMALLPCT (and MIDPCT, MIDK) send the problem to the set being
     * tuned */
    char v[1024], keys[512];
    const int mid = strcmp(o->set, "gemm_mid") == 0;
    int n = snprintf(v, sizeof v, "%s%sgemm.SMALLPCT.%c=%s,gemm.MIDPCT.%c=%d,gemm.MIDK.%c=0",
                     base, *base ? "," : "", letter,
                     strcmp(o->set, "gemm") == 0 ? "0" : "1000000000", letter, mid ? 1 : 0,
                     letter);
    if (t) {
        char set[32];
        snprintf(set, sizeof set, "%s.", o->set);
        tile_keys(t, letter, keys, sizeof keys, set, ",");
        snprintf(v + n, sizeof v - (size_t)n, ",%s", keys);
    }
    setenv("CLMATH_PARAMS", v, 1);
}

static clm_dtype dtype_of(char prec)
{
    return prec == 's' ? CLM_S : prec == 'd' ? CLM_D : prec == 'c' ? CLM_C : CLM_Z;
}

int main(int argc, char **argv)
{
    opts o;
    if (parse(argc, argv, &o))
        return 1;
    cld_env env;
    if (cld_open(&env) != CL_SUCCESS)
        return 1;
    cl_int err;
    const clm_device *dev = clm_device_get(env.device, &err);
    problem p = {dtype_of(o.prec), o.prec == 'c' || o.prec == 'z', o.n, 0, NULL, NULL,
                 NULL, NULL, NULL, env.queue};
    if (!dev || clblasSetup() != clblasSuccess) {
        fprintf(stderr, "clmath-tune: no device or clblasSetup failed\n");
        return 1;
    }
    if ((p.dt == CLM_D || p.dt == CLM_Z) && !dev->fp64) {
        fprintf(stderr, "clmath-tune: %s has no double precision\n", env.device_name);
        return 1;
    }
    p.es = (p.dt == CLM_S ? 4 : p.dt == CLM_Z ? 16 : 8);
    size_t count = o.n * o.n * (p.cplx ? 2 : 1), bytes = o.n * o.n * p.es;
    p.a = malloc(count * sizeof *p.a);
    p.b = malloc(count * sizeof *p.b);
    unsigned rng = 12345;
    for (size_t i = 0; p.a && p.b && i < count; i++) {
        rng = rng * 1664525u + 1013904223u;
        p.a[i] = (double)(rng >> 8) / (1 << 24) * 2 - 1;
        rng = rng * 1664525u + 1013904223u;
        p.b[i] = (double)(rng >> 8) / (1 << 24) * 2 - 1;
    }
    void *ha = p.a ? device_format(&p, p.a) : NULL, *hb = p.b ? device_format(&p, p.b) : NULL;
    if (!ha || !hb) {
        fprintf(stderr, "clmath-tune: out of host memory\n");
        return 1;
    }
    p.A = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, ha, &err);
    p.B = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, hb, &err);
    p.C = clCreateBuffer(env.context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    free(ha);
    free(hb);
    if (!p.A || !p.B || !p.C) {
        fprintf(stderr, "clmath-tune: cannot allocate three %zu-byte buffers\n", bytes);
        return 1;
    }

    const char *user = getenv("CLMATH_PARAMS");
    char base[512];
    snprintf(base, sizeof base, "%s", user ? user : "");
    clm_gemm_tile *grid = NULL;
    size_t ngrid = candidates(dev, p.dt, o.seed, &grid);
    size_t total = (size_t)o.candidates < ngrid ? (size_t)o.candidates : ngrid;
    result *res = calloc(total + 1, sizeof *res);
    if (!res) {
        fprintf(stderr, "clmath-tune: out of host memory\n");
        return 1;
    }
    char letter = (char)(o.prec - 'a' + 'A');
    printf("clmath-tune gemm: %s, %cGEMM %zu x %zu x %zu, set %s: %zu valid shapes, %zu sampled "
           "(seed %u) after the database's\n",
           env.device_name, letter, o.n, o.n, o.n, o.set, ngrid, total, o.seed);
    int status = 0;
    size_t done = 0;
    for (size_t c = 0; c <= total; c++) {
        const clm_gemm_tile *t = c ? &grid[c - 1] : NULL;
        set_candidate(base, &o, letter, t);
        char keys[512] = "(the database's shape)";
        if (t)
            tile_keys(t, letter, keys, sizeof keys, "", " ");
        double t0 = now();
        cl_int e = call_gemm(&p);
        if (e == CL_SUCCESS)
            e = clFinish(p.q);
        double worst = e == CL_SUCCESS ? check(&p, &rng) : INFINITY;
        if (e != CL_SUCCESS || !(worst <= 1)) {
            printf("  %-62s WRONG (status %d, scaled error %.3g)\n", keys, (int)e, worst);
            status = 2;
            continue;
        }
        double compile = now() - t0, g = time_gemm(&p, o.reps);
        printf("  %-62s %9.1f GFLOP/s  (first call %.2f s, error %.2g)\n", keys, g, compile,
               worst);
        fflush(stdout);
        res[done].from_db = t == NULL;
        if (t)
            res[done].t = *t;
        res[done++].gflops = g;
    }
    setenv("CLMATH_PARAMS", base, 1);

    size_t best = 0;
    for (size_t i = 1; i < done; i++)
        if (res[i].gflops > res[best].gflops)
            best = i;
    if (done == 0 || res[best].from_db) {
        printf("best: the database's shape%s\n", done ? "" : " (nothing ran)");
    } else {
        char keys[512], line[1024];
        tile_keys(&res[best].t, letter, keys, sizeof keys, "", " ");
        double db = res[0].from_db ? res[0].gflops : 0;
        snprintf(line, sizeof line, "    {\"%s\", 0, %s, \"%s\", \"%s\"},\n", o.set,
                 dev->nvidia ? "\"NVIDIA\"" : "NULL", env.device_name, keys);
        printf("best: %.1f GFLOP/s against the database's %.1f; entry:\n%s", res[best].gflops, db,
               line);
        if (o.entry) {
            FILE *f = fopen(o.entry, "w");
            if (!f || fputs(line, f) < 0) {
                fprintf(stderr, "clmath-tune: cannot write %s\n", o.entry);
                status = status ? status : 1;
            }
            if (f)
                fclose(f);
        }
    }
    free(res);
    free(grid);
    free(p.a);
    free(p.b);
    clReleaseMemObject(p.A);
    clReleaseMemObject(p.B);
    clReleaseMemObject(p.C);
    clblasTeardown();
    cld_close(&env);
    return status;
}
