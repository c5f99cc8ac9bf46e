/*
 * clmath-bench: what every routine shares: the timer, operand copies for
 * rotation, the copy ceiling, host random data and vectors, the report of
 * a case (its table line and CSV row).
 */
#include "bench.h"

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_sources.h"
#include "peers.h"

#define MIB (1024.0 * 1024.0)

/* ------------------------------------------------------------------------ */
/* Timing                                                                   */
/* ------------------------------------------------------------------------ */

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *v, int n)
{
    if (n <= 0)
        return 0.0;
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/*
 * The timing method. Device work is asynchronous: a call returns once it is
 * enqueued. So one sample = B calls back to back between two synchronisations
 * (sync() before starting the clock, sync() before stopping it), and the
 * time per call is the wall time of the batch / B. B is the smallest power
 * of two-ish count for which a batch lasts >= BENCH_MIN_BATCH_S (at least 1,
 * at most BENCH_MAX_BATCH), found by untimed pilot batches after the warmup;
 * a caller may impose B instead (the peers use clmath's B). The result is
 * the median of `reps` samples. Successive calls use operand copy
 * k mod nrot, k counting every call, so consecutive calls never find their
 * operands in the cache when the copies together exceed it.
 */
int bench_time(const bench_timer *t, int warmup, int reps, int *batch, double *median_s,
               char *why, size_t whylen)
{
    long k = 0;
    int nrot = t->nrot > 0 ? t->nrot : 1;
#define CALL_ONCE()                                                   \
    do {                                                              \
        if (t->call(t->state, (int)(k++ % nrot), why, whylen) != 0)   \
            return 1;                                                 \
    } while (0)

    for (int i = 0; i < warmup; i++)
        CALL_ONCE();
    if (t->sync(t->state, why, whylen) != 0)
        return 1;

    int B = *batch;
    if (B <= 0) {
        B = 1;
        for (;;) {
            double t0 = bench_now();
            for (int i = 0; i < B; i++)
                CALL_ONCE();
            if (t->sync(t->state, why, whylen) != 0)
                return 1;
            double el = bench_now() - t0;
            if (el >= BENCH_MIN_BATCH_S || B >= BENCH_MAX_BATCH)
                break;
            double want = 1.25 * BENCH_MIN_BATCH_S * B / (el > 1e-9 ? el : 1e-9);
            long nb = want > BENCH_MAX_BATCH ? BENCH_MAX_BATCH : (long)ceil(want);
            if (nb < 2L * B)
                nb = 2L * B;
            B = nb > BENCH_MAX_BATCH ? BENCH_MAX_BATCH : (int)nb;
        }
        *batch = B;
    }
    if (reps < 1)
        reps = 1;
    double *s = malloc((size_t)reps * sizeof *s);
    if (!s) {
        snprintf(why, whylen, "out of host memory");
        return 1;
    }
    double *issue = malloc((size_t)reps * sizeof *issue);
    if (!issue) {
        free(s);
        snprintf(why, whylen, "out of host memory");
        return 1;
    }
    for (int r = 0; r < reps; r++) {
        double t0 = bench_now();
        for (int i = 0; i < B; i++) {
            if (t->call(t->state, (int)(k++ % nrot), why, whylen) != 0) {
                free(s), free(issue);
                return 1;
            }
        }
        issue[r] = (bench_now() - t0) / B;
        if (t->sync(t->state, why, whylen) != 0) {
            free(s), free(issue);
            return 1;
        }
        s[r] = (bench_now() - t0) / B;
    }
    *median_s = bench_median(s, reps);
    /* CLMATH_BENCH_ISSUE: how much of a call is the host's issuing it (a
     * host-bound call issues as long as it takes). */
    if (getenv("CLMATH_BENCH_ISSUE"))
        printf("  [issue %.2f us of %.2f us per call, batch %d]\n",
                bench_median(issue, reps) * 1e6, *median_s * 1e6, B);
    free(issue);
    free(s);
    return 0;
#undef CALL_ONCE
}

bench_time_hook_fn bench_time_hook;
cl_event *bench_clm_event;

double bench_time_call(bench_call_fn call, bench_sync_fn sync, void *state, int nrot,
                       const bench_opts *o, int *batch, char *why, size_t whylen)
{
    if (bench_time_hook)
        return bench_time_hook(call, sync, state, nrot, why, whylen);
    bench_timer t = {call, sync, state, nrot};
    double sec;
    return bench_time(&t, o->warmup, o->reps, batch, &sec, why, whylen) == 0 ? sec : -1;
}

int bench_cl_checked(bench_call_fn call, void *state, cl_mem out, size_t bytes,
                     const void *host0, void *back, const char *what, char *why, size_t whylen)
{
    cl_command_queue q = *(cl_command_queue *)state;
    cl_int e = clEnqueueWriteBuffer(q, out, CL_TRUE, 0, bytes, host0, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "resetting %s: %s", what, bench_cl_error(e));
        return 1;
    }
    if (call(state, 0, why, whylen) || bench_cl_finish(state, why, whylen))
        return 1;
    e = clEnqueueReadBuffer(q, out, CL_TRUE, 0, bytes, back, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "reading %s: %s", what, bench_cl_error(e));
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Device                                                                   */
/* ------------------------------------------------------------------------ */

const char *bench_cl_error(cl_int err)
{
    static char buf[48];
    switch (err) {
    case CL_SUCCESS: return "CL_SUCCESS";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_MISALIGNED_SUB_BUFFER_OFFSET: return "CL_MISALIGNED_SUB_BUFFER_OFFSET";
    default: snprintf(buf, sizeof buf, "OpenCL error %d", (int)err); return buf;
    }
}

void bench_device_info(bench_ctx *ctx)
{
    cl_device_id d = ctx->env.device;
    cl_device_type type = 0;
    cl_ulong gmem = 0, maxalloc = 0;
    cl_uint align_bits = 0, cus = 0;
    cl_device_fp_config dfp = 0;
    char pver[256] = "";
    clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    clGetDeviceInfo(d, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof gmem, &gmem, NULL);
    clGetDeviceInfo(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof maxalloc, &maxalloc, NULL);
    clGetDeviceInfo(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof align_bits, &align_bits, NULL);
    clGetDeviceInfo(d, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
    clGetDeviceInfo(d, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof dfp, &dfp, NULL);
    clGetDeviceInfo(d, CL_DRIVER_VERSION, sizeof ctx->driver, ctx->driver, NULL);
    clGetDeviceInfo(d, CL_DEVICE_VERSION, sizeof ctx->device_version, ctx->device_version, NULL);
    clGetPlatformInfo(ctx->env.platform, CL_PLATFORM_VERSION, sizeof pver, pver, NULL);
    ctx->is_cpu = (type & CL_DEVICE_TYPE_CPU) != 0;
    ctx->has_fp64 = dfp != 0;
    ctx->global_mem = gmem;
    ctx->max_alloc = maxalloc;
    ctx->base_align = align_bits / 8 > 256 ? align_bits / 8 : 256;
    ctx->compute_units = cus;
    printf("platform: %s (%s)\n", ctx->env.platform_name, pver);
    printf("device:   %s (%s, %s, %u compute units, %.1f GiB, max alloc %.1f GiB%s)\n",
           ctx->env.device_name, ctx->device_version, ctx->is_cpu ? "CPU" : "GPU/accelerator",
           cus, gmem / (MIB * 1024), maxalloc / (MIB * 1024), ctx->has_fp64 ? ", fp64" : "");
    printf("driver:   %s\n", ctx->driver);
}

cl_program bench_program(bench_ctx *ctx, char *why, size_t whylen)
{
    const clm_source *src = NULL;
    for (size_t i = 0; i < bench_sources_count; i++)
        if (strcmp(bench_sources[i].name, "bench_kernels") == 0)
            src = &bench_sources[i];
    if (!src) {
        snprintf(why, whylen, "bench_kernels.cl is not embedded");
        return NULL;
    }
    cl_int err;
    const char *text = (const char *)src->bytes;
    size_t len = src->size;
    cl_program p = clCreateProgramWithSource(ctx->env.context, 1, &text, &len, &err);
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "clCreateProgramWithSource: %s", bench_cl_error(err));
        return NULL;
    }
    err = clBuildProgram(p, 1, &ctx->env.device, "", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[2048] = "";
        clGetProgramBuildInfo(p, ctx->env.device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        snprintf(why, whylen, "clBuildProgram: %s: %.400s", bench_cl_error(err), log);
        clReleaseProgram(p);
        return NULL;
    }
    return p;
}

/* ------------------------------------------------------------------------ */
/* Copy ceiling                                                             */
/* ------------------------------------------------------------------------ */

typedef struct copy_state {
    cl_command_queue q;
    cl_kernel k;
    size_t global, local;
} copy_state;

static int copy_call(void *state, int rot, char *why, size_t whylen)
{
    copy_state *s = state;
    (void)rot;
    cl_int err = clEnqueueNDRangeKernel(s->q, s->k, 1, NULL, &s->global,
                                        s->local ? &s->local : NULL, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "copy kernel: %s", bench_cl_error(err));
        return 1;
    }
    return 0;
}

int bench_cl_finish(void *state, char *why, size_t whylen)
{
    cl_command_queue q = *(cl_command_queue *)state;
    cl_int err = clFinish(q);
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "clFinish: %s", bench_cl_error(err));
        return 1;
    }
    return 0;
}

/* The copy ceiling: a float4 copy of 1 GiB (64 MiB on a CPU device; less
 * when the device's max allocation or memory is smaller); bytes counted =
 * read + write; median of the samples of bench_time. */
int bench_copy_ceiling(bench_ctx *ctx, const bench_opts *o)
{
    char why[600] = "";
    size_t bytes = ctx->is_cpu ? (size_t)64 << 20 : (size_t)1 << 30;
    if (ctx->max_alloc && bytes > ctx->max_alloc)
        bytes = (size_t)ctx->max_alloc;
    if (ctx->global_mem && bytes > ctx->global_mem / 4)
        bytes = (size_t)(ctx->global_mem / 4);
    bytes &= ~(size_t)(16 * 256 - 1);
    ctx->copy_GBps = 0;
    if (bytes == 0) {
        printf("copy ceiling: n/a (no memory)\n");
        return 1;
    }
    cl_int err;
    cl_mem src = NULL, dst = NULL;
    cl_kernel k = NULL;
    cl_program p = bench_program(ctx, why, sizeof why);
    int rc = 1;
    if (!p)
        goto done;
    k = clCreateKernel(p, "copy4", &err);
    if (err != CL_SUCCESS) {
        snprintf(why, sizeof why, "clCreateKernel(copy4): %s", bench_cl_error(err));
        goto done;
    }
    src = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    if (err == CL_SUCCESS)
        dst = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    if (err != CL_SUCCESS) {
        snprintf(why, sizeof why, "clCreateBuffer(%zu bytes): %s", bytes, bench_cl_error(err));
        goto done;
    }
    cl_float one = 1.0f;
    err = clEnqueueFillBuffer(ctx->env.queue, src, &one, sizeof one, 0, bytes, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clEnqueueFillBuffer(ctx->env.queue, dst, &one, sizeof one, 0, bytes, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clFinish(ctx->env.queue);
    if (err != CL_SUCCESS) {
        snprintf(why, sizeof why, "clEnqueueFillBuffer: %s", bench_cl_error(err));
        goto done;
    }
    clSetKernelArg(k, 0, sizeof src, &src);
    clSetKernelArg(k, 1, sizeof dst, &dst);
    size_t maxwg = 0;
    clGetKernelWorkGroupInfo(k, ctx->env.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof maxwg, &maxwg,
                             NULL);
    copy_state st = {ctx->env.queue, k, bytes / 16, maxwg >= 256 ? 256 : 0};
    bench_timer t = {copy_call, bench_cl_finish, &st, 1};
    int batch = 0;
    double sec = 0;
    int warm = o->warmup > 0 ? o->warmup : 1;
    if (bench_time(&t, warm, o->reps, &batch, &sec, why, sizeof why) != 0)
        goto done;
    ctx->copy_ms = sec * 1e3;
    ctx->copy_GBps = 2.0 * (double)bytes / sec / 1e9;
    printf("copy ceiling: %.1f GB/s (float4 copy of %.0f MiB, read + write counted, "
           "%.4f ms per copy, median of %d batches of %d)\n",
           ctx->copy_GBps, bytes / MIB, ctx->copy_ms, o->reps, batch);
    rc = 0;
done:
    if (rc)
        printf("copy ceiling: n/a (%s)\n", why);
    if (src)
        clReleaseMemObject(src);
    if (dst)
        clReleaseMemObject(dst);
    if (k)
        clReleaseKernel(k);
    if (p)
        clReleaseProgram(p);
    return rc;
}

/* ------------------------------------------------------------------------ */
/* Operand copies for rotation                                              */
/* ------------------------------------------------------------------------ */

int bench_case_fits(const bench_ctx *ctx, char prec, size_t bytes, char *why, size_t whylen)
{
    if ((prec == 'd' || prec == 'z') && !ctx->has_fp64)
        snprintf(why, whylen, "the device has no double precision");
    else if (bytes > ctx->max_alloc)
        snprintf(why, whylen, "A (%zu bytes) exceeds the device's max allocation", bytes);
    else
        return 1;
    return 0;
}

int bench_rot_count(const bench_ctx *ctx, const bench_opts *o, size_t big, size_t per_copy)
{
    double target = o->rotate_mib > 0 ? o->rotate_mib * MIB : (ctx->is_cpu ? 64 : 256) * MIB;
    double n = big > 0 ? ceil(target / (double)big) : 1;
    if (n > BENCH_MAX_ROT)
        n = BENCH_MAX_ROT;
    if (getenv("CLMATH_BENCH_ROT")) /* a diagnostic: see --help */
        n = atoi(getenv("CLMATH_BENCH_ROT"));
    /* All copies of everything within about a third of the device memory
     * (a peer on the same device may need as much again). */
    double budget = 0.35 * (double)ctx->global_mem;
    if (per_copy > 0 && n * (double)per_copy > budget)
        n = floor(budget / (double)per_copy);
    return n < 1 ? 1 : (int)n;
}

void bench_rot_free(bench_rot *r)
{
    if (r->mem) {
        for (int i = 0; i < r->n; i++)
            if (r->mem[i])
                clReleaseMemObject(r->mem[i]);
        free(r->mem);
    }
    if (r->parent)
        clReleaseMemObject(r->parent);
    memset(r, 0, sizeof *r);
}

int bench_rot_alloc(bench_ctx *ctx, bench_rot *r, size_t bytes, int n, const void *host,
                    char *why, size_t whylen)
{
    cl_int err = CL_SUCCESS;
    memset(r, 0, sizeof *r);
    if (bytes == 0)
        bytes = 16;
    r->bytes = bytes;
    r->stride = (bytes + ctx->base_align - 1) / ctx->base_align * ctx->base_align;
    r->mem = calloc((size_t)n, sizeof *r->mem);
    if (!r->mem) {
        snprintf(why, whylen, "out of host memory");
        return 1;
    }
    r->n = n;
    if (n > 1 && (double)r->stride * n <= (double)ctx->max_alloc && !getenv("CLMATH_BENCH_NOSUB")) {
        /* One allocation, n sub-buffers at aligned origins. */
        r->parent = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, r->stride * (size_t)n,
                                   NULL, &err);
        for (int i = 0; err == CL_SUCCESS && i < n; i++) {
            cl_buffer_region reg = {r->stride * (size_t)i, bytes};
            r->mem[i] = clCreateSubBuffer(r->parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
        }
    } else {
        for (int i = 0; err == CL_SUCCESS && i < n; i++)
            r->mem[i] = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    }
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "%d buffer(s) of %zu bytes: %s", n, bytes, bench_cl_error(err));
        bench_rot_free(r);
        return 1;
    }
    if (host) {
        err = clEnqueueWriteBuffer(ctx->env.queue, r->mem[0], CL_TRUE, 0, bytes, host, 0, NULL,
                                   NULL);
        for (int i = 1; err == CL_SUCCESS && i < n; i++)
            err = clEnqueueCopyBuffer(ctx->env.queue, r->mem[0], r->mem[i], 0, 0, bytes, 0, NULL,
                                      NULL);
        if (err == CL_SUCCESS)
            err = clFinish(ctx->env.queue);
        if (err != CL_SUCCESS) {
            snprintf(why, whylen, "filling the operands: %s", bench_cl_error(err));
            bench_rot_free(r);
            return 1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Host data                                                                */
/* ------------------------------------------------------------------------ */

unsigned long long bench_next_rand(unsigned long long *s)
{
    /* xorshift64* */
    unsigned long long x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* 24 random bits -> an odd multiple of 2^-24 in (-1, 1): never zero. */
static void fill_float(float *p, size_t count, unsigned long long *seed)
{
    for (size_t i = 0; i < count; i++) {
        long v = (long)(bench_next_rand(seed) >> 40);         /* 0 .. 2^24-1 */
        p[i] = (float)((2 * v + 1 - (1L << 24)) * (1.0 / (1L << 24)));
    }
}

static void fill_double(double *p, size_t count, unsigned long long *seed)
{
    for (size_t i = 0; i < count; i++) {
        long long v = (long long)(bench_next_rand(seed) >> 11); /* 0 .. 2^53-1 */
        p[i] = (double)(2 * v + 1 - (1LL << 53)) * (1.0 / (double)(1LL << 53));
    }
}

void bench_fill(char prec, void *p, size_t count, unsigned long long *seed)
{
    size_t reals = (prec == 'c' || prec == 'z' ? 2 : 1) * count;
    if (prec == 's' || prec == 'c')
        fill_float(p, reals, seed);
    else
        fill_double(p, reals, seed);
}

int bench_prec_index(char prec)
{
    static const char precs[] = "sdcz";
    const char *p = strchr(precs, prec);
    return p && prec ? (int)(p - precs) : 0;
}

double bench_eps(char prec)
{
    return (prec == 's' || prec == 'c') ? FLT_EPSILON : DBL_EPSILON;
}

void bench_load(int ip, const void *buf, size_t i, long double *re, long double *im)
{
    switch (ip) {
    case 0: *re = ((const float *)buf)[i]; *im = 0; break;
    case 1: *re = ((const double *)buf)[i]; *im = 0; break;
    case 2: *re = ((const float *)buf)[2 * i]; *im = ((const float *)buf)[2 * i + 1]; break;
    default: *re = ((const double *)buf)[2 * i]; *im = ((const double *)buf)[2 * i + 1]; break;
    }
}

void bench_set_nan(int ip, void *buf, size_t i)
{
    size_t parts = ip >= 2 ? 2 : 1;
    for (size_t k = parts * i; k < parts * (i + 1); k++)
        if (ip == 0 || ip == 2)
            ((float *)buf)[k] = NAN;
        else
            ((double *)buf)[k] = NAN;
}

void bench_fill_vec(char prec, void *v, size_t elems, size_t len, size_t off, int inc,
                    unsigned long long *seed)
{
    bench_fill(prec, v, elems, seed);
    for (size_t e = 0; e < elems; e++)
        if (!bench_in_vector(e, len, off, inc))
            bench_set_nan(bench_prec_index(prec), v, e);
}

void bench_scalar_str(int cplx, const double v[2], char *buf, size_t len)
{
    if (cplx)
        snprintf(buf, len, "%g,%g", v[0], v[1]);
    else
        snprintf(buf, len, "%g", v[0]);
}

void bench_scalar_bytes(char prec, const double v[2], unsigned char out[16])
{
    if (prec == 's' || prec == 'c') {
        float f[2] = {(float)v[0], (float)v[1]};
        memcpy(out, f, sizeof f);
    } else {
        memcpy(out, v, 2 * sizeof(double));
    }
}

size_t bench_packed_index(int row_major, int upper, size_t n, size_t i, size_t j)
{
    if (!row_major)
        return upper ? i + j * (j + 1) / 2 : i + j * (2 * n - j - 1) / 2;
    return upper ? j + i * (2 * n - i - 1) / 2 : j + i * (i + 1) / 2;
}

double bench_cabs(long double re, long double im)
{
    return hypot((double)re, (double)im);
}

double bench_scaled_error(double diff, double G, double eps)
{
    if (isnan(diff))
        return INFINITY;
    if (G > 0)
        return diff / (eps * G);
    return diff == 0 ? 0 : INFINITY;
}

size_t bench_uabs(int v)
{
    return v < 0 ? (size_t)(-(long long)v) : (size_t)v;
}

size_t bench_vec_extent(size_t len, size_t off, int inc)
{
    return len == 0 ? off : off + (len - 1) * bench_uabs(inc) + 1;
}

size_t bench_vec_index(size_t j, size_t len, size_t off, int inc)
{
    return inc >= 0 ? off + j * (size_t)inc : off + (len - 1 - j) * bench_uabs(inc);
}

int bench_in_vector(size_t i, size_t len, size_t off, int inc)
{
    size_t a = bench_uabs(inc);
    return i >= off && (i - off) % a == 0 && (i - off) / a < len;
}

/* ------------------------------------------------------------------------ */
/* CSV                                                                      */
/* ------------------------------------------------------------------------ */

const char *const bench_csv_columns[] = {
    "routine", "precision", "order", "side", "uplo", "trans", "diag", "m", "n", "k", "lda", "offa",
    "offx", "offy",
    "incx", "incy", "alpha", "beta", "batch", "rotations", "reps",
    "clmath_ms", "clmath_GBps", "clmath_GFLOPs", "copy_GBps", "frac_of_copy",
    "cublas_ms", "cublas_GBps", "ratio_vs_cublas",
    "clblast_ms", "clblast_GBps", "ratio_vs_clblast",
    "err_clmath", "err_cublas", "err_clblast",
    "fma_GFLOPs", "frac_of_fma", "cublas_GFLOPs", "clblast_GFLOPs",
    "matrix", "nnz", "cusparse_ms", "cusparse_GBps", "ratio_vs_cusparse", "err_cusparse",
    "device", "driver", "date", NULL};

void bench_row_init(bench_row *r)
{
    memset(r, 0, sizeof *r);
}

void bench_row_set(bench_row *r, const char *column, const char *fmt, ...)
{
    for (int i = 0; bench_csv_columns[i] && i < BENCH_CSV_MAXCOL; i++) {
        if (strcmp(bench_csv_columns[i], column) == 0) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(r->v[i], sizeof r->v[i], fmt, ap);
            va_end(ap);
            return;
        }
    }
    fprintf(stderr, "clmath-bench: internal error: no CSV column \"%s\"\n", column);
}

int bench_csv_open(bench_ctx *ctx, const char *path)
{
    char header[2048] = "";
    size_t len = 0;
    for (int i = 0; bench_csv_columns[i]; i++)
        len += (size_t)snprintf(header + len, sizeof header - len, "%s%s", i ? "," : "",
                                bench_csv_columns[i]);
    ctx->csv = fopen(path, "a+");
    if (!ctx->csv) {
        perror(path);
        return 1;
    }
    fseek(ctx->csv, 0, SEEK_END);
    if (ftell(ctx->csv) == 0) {
        fprintf(ctx->csv, "%s\n", header);
        fflush(ctx->csv);
        return 0;
    }
    /* Appending: the rows must line up with the file's header. */
    char first[2048] = "";
    rewind(ctx->csv);
    if (!fgets(first, sizeof first, ctx->csv))
        first[0] = 0;
    first[strcspn(first, "\r\n")] = 0;
    fseek(ctx->csv, 0, SEEK_END);
    if (strcmp(first, header) != 0) {
        fprintf(stderr,
                "clmath-bench: %s: its header is not this version's CSV columns (an older "
                "file?); give a new file\n",
                path);
        fclose(ctx->csv);
        ctx->csv = NULL;
        return 1;
    }
    return 0;
}

static void csv_field(FILE *f, const char *s)
{
    if (!strpbrk(s, ",\"\n\r")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s == '\n' || *s == '\r' ? ' ' : *s, f);
    }
    fputc('"', f);
}

void bench_row_write(bench_ctx *ctx, const bench_row *r)
{
    if (!ctx->csv)
        return;
    char date[32];
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    for (int i = 0; bench_csv_columns[i]; i++) {
        const char *c = bench_csv_columns[i];
        const char *v = r->v[i];
        if (strcmp(c, "device") == 0)
            v = ctx->env.device_name;
        else if (strcmp(c, "driver") == 0)
            v = ctx->driver;
        else if (strcmp(c, "date") == 0)
            v = date;
        if (i)
            fputc(',', ctx->csv);
        csv_field(ctx->csv, v);
    }
    fputc('\n', ctx->csv);
    fflush(ctx->csv);
}

void bench_row_set_operands(bench_row *r, int cplx, size_t offa, size_t offx, int incx, int y,
                            size_t offy, int incy, const double *alpha, const double *beta)
{
    char v[64];
    bench_row_set(r, "offa", "%zu", offa);
    bench_row_set(r, "offx", "%zu", offx);
    bench_row_set(r, "incx", "%d", incx);
    if (y) {
        bench_row_set(r, "offy", "%zu", offy);
        bench_row_set(r, "incy", "%d", incy);
    }
    bench_scalar_str(cplx, alpha, v, sizeof v);
    bench_row_set(r, "alpha", "%s", v);
    if (beta) {
        bench_scalar_str(cplx, beta, v, sizeof v);
        bench_row_set(r, "beta", "%s", v);
    }
}

int bench_routine_precs(const bench_opts *o, const char *name, int kind,
                        char precs[BENCH_MAX_LIST])
{
    int np = 0;
    for (int i = 0; i < o->nprecs; i++) {
        char p = o->precs[i];
        if (kind != 2 && (p == 'c' || p == 'z') != kind) {
            if (!o->precs_default) {
                printf("%s: %s only: precision %c skipped\n", name,
                       kind ? "complex (c, z)" : "real (s, d)", p);
                continue;
            }
            p = 'c'; /* the default s for a complex routine */
        }
        precs[np++] = p;
    }
    return np;
}

const char *bench_fmt(char *buf, size_t len, const char *fmt, double v)
{
    if (v < 0 || isnan(v))
        snprintf(buf, len, "n/a");
    else
        snprintf(buf, len, fmt, v);
    return buf;
}

const char *bench_err_str(char *buf, size_t len, double e, int ran)
{
    if (!ran)
        snprintf(buf, len, "-");
    else if (e < 0)
        snprintf(buf, len, "n/a");
    else if (isinf(e))
        snprintf(buf, len, "inf");
    else
        snprintf(buf, len, e < 1000 ? "%.2f" : "%.3g", e);
    return buf;
}

/* ------------------------------------------------------------------------ */
/* One case's report                                                        */
/* ------------------------------------------------------------------------ */

void bench_result_init(bench_result *r, const bench_ctx *ctx)
{
    memset(r, 0, sizeof *r);
    r->t_clm = r->t_cub = r->t_clb = -1;
    r->e_clm = r->e_cub = r->e_clb = -1;
    r->ran_cub = ctx->peers && ctx->peers->want_cublas;
    r->ran_clb = ctx->peers && ctx->peers->want_clblast;
}

double bench_time_peer(bench_call_fn call, bench_sync_fn sync, void *state,
                       const bench_result *r, const bench_opts *o, char *why, size_t whylen)
{
    int batch = r->batch;
    return bench_time_call(call, sync, state, r->nrot, o, &batch, why, whylen);
}

int bench_cublas_usable(const bench_ctx *ctx, bench_result *r)
{
    if (ctx->peers->cublas.ok)
        return 1;
    snprintf(r->why_cub, sizeof r->why_cub, "not loaded");
    return 0;
}

int bench_clblast_usable(const bench_ctx *ctx, const char *missing, int negative_inc,
                         bench_result *r)
{
    if (!ctx->peers->clblast.ok)
        snprintf(r->why_clb, sizeof r->why_clb, "not loaded");
    else if (missing)
        snprintf(r->why_clb, sizeof r->why_clb, "%s", missing);
    else if (negative_inc)
        snprintf(r->why_clb, sizeof r->why_clb,
                 "negative increments (CLBlast takes size_t increments)");
    else
        return 1;
    return 0;
}

bench_rates bench_rates_of(const bench_ctx *ctx, const bench_result *r, double bytes,
                           double flops)
{
    bench_rates k;
    k.gb_clm = r->t_clm > 0 ? bytes / r->t_clm / 1e9 : -1;
    k.gb_cub = r->t_cub > 0 ? bytes / r->t_cub / 1e9 : -1;
    k.gb_clb = r->t_clb > 0 ? bytes / r->t_clb / 1e9 : -1;
    k.gf_clm = r->t_clm > 0 && flops >= 0 ? flops / r->t_clm / 1e9 : -1;
    k.frac = k.gb_clm > 0 && ctx->copy_GBps > 0 ? k.gb_clm / ctx->copy_GBps : -1;
    k.r_cub = k.gb_clm > 0 && k.gb_cub > 0 ? k.gb_clm / k.gb_cub : -1;
    k.r_clb = k.gb_clm > 0 && k.gb_clb > 0 ? k.gb_clm / k.gb_clb : -1;
    return k;
}

void bench_print_header(const bench_table *t)
{
    const char *unit = t->micro ? "us" : "ms";
    char clm[16], cub[16], clb[16];
    snprintf(clm, sizeof clm, "clmath_%s", unit);
    snprintf(cub, sizeof cub, "cublas_%s", unit);
    snprintf(clb, sizeof clb, "clblast_%s", unit);
    printf("%-*s %10s %8s", t->name_width, "case", clm, "GB/s");
    if (t->gflops)
        printf(" %8s", "GFLOP/s");
    printf(" %6s | %10s %8s %6s | %10s %8s %6s | %7s %7s %7s\n", "%copy", cub, "GB/s", "ratio",
           clb, "GB/s", "ratio", "err_clm", "err_cub", "err_clb");
}

void bench_print_result(const bench_table *t, const char *name, const bench_result *r,
                        const bench_rates *k, int check)
{
    const char *tf = t->micro ? "%.2f" : "%.4f"; /* the time columns */
    double scale = t->micro ? 1e6 : 1e3;
    char b[10][32], e[3][16];
    printf("%-*s %10s %8s", t->name_width, name,
           bench_fmt(b[0], sizeof b[0], tf, r->t_clm > 0 ? r->t_clm * scale : -1),
           bench_fmt(b[1], sizeof b[1], "%.1f", k->gb_clm));
    if (t->gflops)
        printf(" %8s", bench_fmt(b[2], sizeof b[2], "%.1f", k->gf_clm));
    printf(" %6s | %10s %8s %6s | %10s %8s %6s | %7s %7s %7s",
           bench_fmt(b[3], sizeof b[3], "%.1f%%", k->frac * 100),
           r->ran_cub ? bench_fmt(b[4], sizeof b[4], tf, r->t_cub > 0 ? r->t_cub * scale : -1)
                      : "-",
           r->ran_cub ? bench_fmt(b[5], sizeof b[5], "%.1f", k->gb_cub) : "-",
           r->ran_cub ? bench_fmt(b[6], sizeof b[6], "%.2f", k->r_cub) : "-",
           r->ran_clb ? bench_fmt(b[7], sizeof b[7], tf, r->t_clb > 0 ? r->t_clb * scale : -1)
                      : "-",
           r->ran_clb ? bench_fmt(b[8], sizeof b[8], "%.1f", k->gb_clb) : "-",
           r->ran_clb ? bench_fmt(b[9], sizeof b[9], "%.2f", k->r_clb) : "-",
           bench_err_str(e[0], sizeof e[0], r->e_clm, check),
           bench_err_str(e[1], sizeof e[1], r->e_cub, check && r->ran_cub),
           bench_err_str(e[2], sizeof e[2], r->e_clb, check && r->ran_clb));
    if (r->batch > 0)
        printf("  B=%d rot=%d", r->batch, r->nrot);
    printf("\n");
    if (r->why_clm[0])
        printf("    clmath n/a: %s\n", r->why_clm);
    if (r->why_cub[0] && strcmp(r->why_cub, "not loaded") != 0)
        printf("    cublas n/a: %s\n", r->why_cub);
    if (r->why_clb[0] && strcmp(r->why_clb, "not loaded") != 0)
        printf("    clblast n/a: %s\n", r->why_clb);
}

void bench_row_set_result(bench_row *row, const bench_ctx *ctx, const bench_opts *o,
                          const bench_result *r, const bench_rates *k)
{
    if (r->batch > 0) {
        bench_row_set(row, "batch", "%d", r->batch);
        bench_row_set(row, "rotations", "%d", r->nrot);
    }
    bench_row_set(row, "reps", "%d", o->reps);
    if (ctx->copy_GBps > 0)
        bench_row_set(row, "copy_GBps", "%.2f", ctx->copy_GBps);
    if (r->t_clm > 0) {
        bench_row_set(row, "clmath_ms", "%.6f", r->t_clm * 1e3);
        bench_row_set(row, "clmath_GBps", "%.2f", k->gb_clm);
        if (k->gf_clm >= 0)
            bench_row_set(row, "clmath_GFLOPs", "%.2f", k->gf_clm);
    }
    if (k->frac > 0)
        bench_row_set(row, "frac_of_copy", "%.4f", k->frac);
    if (r->t_cub > 0) {
        bench_row_set(row, "cublas_ms", "%.6f", r->t_cub * 1e3);
        bench_row_set(row, "cublas_GBps", "%.2f", k->gb_cub);
    }
    if (k->r_cub > 0)
        bench_row_set(row, "ratio_vs_cublas", "%.4f", k->r_cub);
    if (r->t_clb > 0) {
        bench_row_set(row, "clblast_ms", "%.6f", r->t_clb * 1e3);
        bench_row_set(row, "clblast_GBps", "%.2f", k->gb_clb);
    }
    if (k->r_clb > 0)
        bench_row_set(row, "ratio_vs_clblast", "%.4f", k->r_clb);
    if (r->e_clm >= 0)
        bench_row_set(row, "err_clmath", "%.4g", r->e_clm);
    if (r->e_cub >= 0)
        bench_row_set(row, "err_cublas", "%.4g", r->e_cub);
    if (r->e_clb >= 0)
        bench_row_set(row, "err_clblast", "%.4g", r->e_clb);
}
