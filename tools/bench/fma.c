/*
 * clmath-bench: the FMA ceiling of the device, the rate the Level 3 routines
 * (gemm, syrk, symm, trsm, ...) are compared with: fma_f32 or fma_f64 of
 * bench_kernels.cl, independent FMA chains per work item, timed as any call
 * (bench_time). Measured once per run and type, on first use.
 */
#include "bench.h"

typedef struct fma_state {
    cl_command_queue q;
    cl_kernel k;
    size_t global;
} fma_state;

static int fma_call(void *state, int rot, char *why, size_t whylen)
{
    fma_state *s = state;
    (void)rot;
    size_t local = 256;
    cl_int err = clEnqueueNDRangeKernel(s->q, s->k, 1, NULL, &s->global, &local, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "fma kernel: %s", bench_cl_error(err));
        return 1;
    }
    return 0;
}

/* GFLOP/s of fma_f32 (dbl 0) or fma_f64 (dbl 1); 0 when it cannot run. */
static double measure_fma(bench_ctx *ctx, const bench_opts *o, int dbl)
{
    enum { ITERS = 512, CHAINS = 16 }; /* as in bench_kernels.cl */
    char why[600] = "";
    double gf = 0;
    cl_int err;
    cl_kernel k = NULL;
    cl_mem out = NULL;
    cl_program p = bench_program(ctx, why, sizeof why);
    if (!p)
        goto done;
    k = clCreateKernel(p, dbl ? "fma_f64" : "fma_f32", &err);
    if (err != CL_SUCCESS) {
        snprintf(why, sizeof why, "clCreateKernel: %s", bench_cl_error(err));
        goto done;
    }
    size_t items = (size_t)ctx->compute_units * (ctx->is_cpu ? 256 : 4096);
    out = clCreateBuffer(ctx->env.context, CL_MEM_WRITE_ONLY, items * 8, NULL, &err);
    if (err != CL_SUCCESS) {
        snprintf(why, sizeof why, "clCreateBuffer: %s", bench_cl_error(err));
        goto done;
    }
    float xf = 0.999f, yf = 1e-3f;
    double xd = 0.999, yd = 1e-3;
    clSetKernelArg(k, 0, sizeof out, &out);
    clSetKernelArg(k, 1, dbl ? sizeof xd : sizeof xf, dbl ? (void *)&xd : (void *)&xf);
    clSetKernelArg(k, 2, dbl ? sizeof yd : sizeof yf, dbl ? (void *)&yd : (void *)&yf);
    fma_state st = {ctx->env.queue, k, items};
    bench_timer t = {fma_call, bench_cl_finish, &st, 1};
    int batch = 0;
    double sec = 0;
    if (bench_time(&t, o->warmup > 0 ? o->warmup : 1, o->reps, &batch, &sec, why, sizeof why))
        goto done;
    gf = 2.0 * ITERS * CHAINS * (double)items / sec / 1e9;
    printf("FMA ceiling (%s): %.1f GFLOP/s (%zu work items x %d chains x %d FMAs, median of %d "
           "batches of %d)\n",
           dbl ? "double" : "float", gf, items, CHAINS, ITERS, o->reps, batch);
done:
    if (gf == 0)
        printf("FMA ceiling (%s): n/a (%s)\n", dbl ? "double" : "float", why);
    if (out)
        clReleaseMemObject(out);
    if (k)
        clReleaseKernel(k);
    if (p)
        clReleaseProgram(p);
    return gf;
}

double bench_fma_ceiling(bench_ctx *ctx, const bench_opts *o, int dbl)
{
    static double gflops[2];   /* float, double */
    static int measured[2];
    dbl = dbl ? 1 : 0;
    if (!measured[dbl]) {
        measured[dbl] = 1;
        if (!dbl || ctx->has_fp64)
            gflops[dbl] = measure_fma(ctx, o, dbl);
    }
    return gflops[dbl];
}
