/*
 * cl_dmma: which FP64 tensor-core shapes NVIDIA's OpenCL compiler takes as
 * inline PTX, whether m16n8k4's fragments are where the PTX ISA puts them,
 * and each shape's throughput (issue: DGEMM on Hopper's m16n8k* shapes).
 *
 *   cc -O2 -o cl_dmma tools/diag/cl_dmma.c -lOpenCL && ./cl_dmma
 *
 * For each of m8n8k4 (what gemm.cl uses), m16n8k4, m16n8k8 and m16n8k16 it
 * builds a kernel that runs 8 independent accumulator chains of the shape
 * per warp for ITERS steps, prints the build result (the log where it
 * fails), then times it over the whole device: TFLOP/s at 2 m n k per
 * instruction. m16n8k4 also computes one product of known 16 x 4 and 4 x 8
 * matrices and checks every lane's four outputs against the layout: A's
 * a0, a1 at rows g and g + 8, column t; B's b0 at row t, column g; C's c0..3
 * at rows g (c0, c1), g + 8 (c2, c3), columns 2 t and 2 t + 1 (g = lane / 4,
 * t = lane % 4).
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ITERS 4096
#define CHAINS 8

/* %s: one instruction of the shape on accumulator chain i */
static const char *kernel_fmt =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "kernel void run(global double *out, double x, double y) {\n"
    "  const uint lane = get_local_id(0) %% 32;\n"
    "  double c[CHAINS][CN];\n"
    "  for (int i = 0; i < CHAINS; i++) for (int j = 0; j < CN; j++) c[i][j] = 0;\n"
    "  double a[AN], b[BN];\n"
    "  for (int j = 0; j < AN; j++) a[j] = x + lane + j;\n"
    "  for (int j = 0; j < BN; j++) b[j] = y - lane + j;\n"
    "  for (int it = 0; it < ITERS; it++) {\n"
    "    _Pragma(\"unroll\") for (int i = 0; i < CHAINS; i++) { %s }\n"
    "  }\n"
    "  double s = 0;\n"
    "  for (int i = 0; i < CHAINS; i++) for (int j = 0; j < CN; j++) s += c[i][j];\n"
    "  out[get_global_id(0)] = s;\n"
    "}\n"
    ;

/* m16n8k4 only: one product of known matrices, each lane's four outputs */
static const char *check_src =
    "kernel void check(global const double *A, global const double *B, global double *D) {\n"
    "  const uint l = get_local_id(0), g = l / 4, t = l % 4;\n"
    "  double c0 = 0, c1 = 0, c2 = 0, c3 = 0;\n"
    "  double a0 = A[g * 4 + t], a1 = A[(g + 8) * 4 + t], b0 = B[t * 8 + g];\n"
    "  __asm__ volatile(\"mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
    "{%4,%5}, {%6}, {%0,%1,%2,%3};\" : \"+d\"(c0), \"+d\"(c1), \"+d\"(c2), \"+d\"(c3) : "
    "\"d\"(a0), \"d\"(a1), \"d\"(b0));\n"
    "  D[l * 4] = c0; D[l * 4 + 1] = c1; D[l * 4 + 2] = c2; D[l * 4 + 3] = c3;\n"
    "}\n";

typedef struct shape {
    const char *name;
    int m, n, k, an, bn, cn;
    const char *body; /* one instruction on chain i */
} shape;

static const shape shapes[] = {
    {"m8n8k4", 8, 8, 4, 1, 1, 2,
     "__asm__ volatile(\"mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, "
     "{%0,%1};\" : \"+d\"(c[i][0]), \"+d\"(c[i][1]) : \"d\"(a[0]), \"d\"(b[0]));"},
    {"m16n8k4", 16, 8, 4, 2, 1, 4,
     "__asm__ volatile(\"mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
     "{%4,%5}, {%6}, {%0,%1,%2,%3};\" : \"+d\"(c[i][0]), \"+d\"(c[i][1]), \"+d\"(c[i][2]), "
     "\"+d\"(c[i][3]) : \"d\"(a[0]), \"d\"(a[1]), \"d\"(b[0]));"},
    {"m16n8k8", 16, 8, 8, 4, 2, 4,
     "__asm__ volatile(\"mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
     "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\" : \"+d\"(c[i][0]), \"+d\"(c[i][1]), "
     "\"+d\"(c[i][2]), \"+d\"(c[i][3]) : \"d\"(a[0]), \"d\"(a[1]), \"d\"(a[2]), \"d\"(a[3]), "
     "\"d\"(b[0]), \"d\"(b[1]));"},
    {"m16n8k16", 16, 8, 16, 8, 4, 4,
     "__asm__ volatile(\"mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
     "{%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3};\" : \"+d\"(c[i][0]), "
     "\"+d\"(c[i][1]), \"+d\"(c[i][2]), \"+d\"(c[i][3]) : \"d\"(a[0]), \"d\"(a[1]), \"d\"(a[2]), "
     "\"d\"(a[3]), \"d\"(a[4]), \"d\"(a[5]), \"d\"(a[6]), \"d\"(a[7]), \"d\"(b[0]), \"d\"(b[1]), "
     "\"d\"(b[2]), \"d\"(b[3]));"},
};

static cl_device_id dev;
static cl_context ctx;
static cl_command_queue q;

static cl_program build(const shape *s, char *log, size_t cap)
{
    char src[8192], opts[128];
    int n = snprintf(src, sizeof src, kernel_fmt, s->body);
    if (s == &shapes[1] && n > 0 && (size_t)n < sizeof src)
        snprintf(src + n, sizeof src - (size_t)n, "%s", check_src);
    snprintf(opts, sizeof opts, "-DITERS=%d -DCHAINS=%d -DAN=%d -DBN=%d -DCN=%d", ITERS,
             CHAINS, s->an, s->bn, s->cn);
    const char *text = src;
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &text, NULL, &err);
    if (!p)
        return NULL;
    err = clBuildProgram(p, 1, &dev, opts, NULL, NULL);
    log[0] = 0;
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, cap, log, NULL);
    if (err != CL_SUCCESS) {
        clReleaseProgram(p);
        return NULL;
    }
    return p;
}

static double seconds(cl_event ev)
{
    cl_ulong t0 = 0, t1 = 0;
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL);
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL);
    return (double)(t1 - t0) * 1e-9;
}

/* m16n8k4's fragments against the documented layout */
static void check_layout(cl_program p)
{
    double A[16 * 4], B[4 * 8], D[32 * 4];
    for (int i = 0; i < 64; i++)
        A[i] = (double)(i % 7) - 3 + i * 0.25;
    for (int i = 0; i < 32; i++)
        B[i] = (double)(i % 5) - 2 + i * 0.125;
    cl_int err;
    cl_mem a = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof A, A, &err);
    cl_mem b = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof B, B, &err);
    cl_mem d = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof D, NULL, &err);
    cl_kernel k = clCreateKernel(p, "check", &err);
    clSetKernelArg(k, 0, sizeof a, &a);
    clSetKernelArg(k, 1, sizeof b, &b);
    clSetKernelArg(k, 2, sizeof d, &d);
    size_t g = 32;
    err = clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &g, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clEnqueueReadBuffer(q, d, CL_TRUE, 0, sizeof D, D, 0, NULL, NULL);
    int bad = err != CL_SUCCESS;
    for (int l = 0; l < 32 && !bad; l++)
        for (int i = 0; i < 4; i++) {
            int row = l / 4 + (i >= 2 ? 8 : 0), col = 2 * (l % 4) + (i & 1);
            double want = 0;
            for (int kk = 0; kk < 4; kk++)
                want += A[row * 4 + kk] * B[kk * 8 + col];
            if (D[l * 4 + i] != want) {
                printf("  m16n8k4 layout: lane %d c%d = %g, want %g (row %d col %d)\n", l, i,
                       D[l * 4 + i], want, row, col);
                bad = 1;
                break;
            }
        }
    printf("  m16n8k4 fragment layout: %s\n", err != CL_SUCCESS ? "did not run"
                                              : bad              ? "DIFFERS"
                                                                 : "as documented");
    clReleaseKernel(k);
    clReleaseMemObject(a);
    clReleaseMemObject(b);
    clReleaseMemObject(d);
}

int main(void)
{
    cl_platform_id plats[16], plat = NULL;
    cl_uint np = 0;
    clGetPlatformIDs(16, plats, &np);
    for (cl_uint i = 0; i < np && !plat; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "NVIDIA"))
            plat = plats[i];
    }
    if (!plat || clGetDeviceIDs(plat, CL_DEVICE_TYPE_GPU, 1, &dev, NULL) != CL_SUCCESS) {
        fprintf(stderr, "no NVIDIA GPU\n");
        return 2;
    }
    char dname[256] = "";
    cl_uint cus = 0;
    clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
    printf("device: %s, %u compute units\n", dname, cus);
    cl_int err;
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    q = clCreateCommandQueue(ctx, dev, CL_QUEUE_PROFILING_ENABLE, &err);
    const size_t wg = 256, groups = (size_t)cus * 8, total = wg * groups;
    cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, total * sizeof(double), NULL, &err);
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const shape *s = &shapes[i];
        static char log[65536];
        cl_program p = build(s, log, sizeof log);
        printf("%s: build %s\n", s->name, p ? "ok" : "FAILED");
        if (!p) {
            printf("%s\n", log);
            continue;
        }
        if (i == 1)
            check_layout(p);
        cl_kernel k = clCreateKernel(p, "run", &err);
        double x = 0.5, y = 0.25;
        clSetKernelArg(k, 0, sizeof out, &out);
        clSetKernelArg(k, 1, sizeof x, &x);
        clSetKernelArg(k, 2, sizeof y, &y);
        double best = 1e30;
        for (int r = 0; r < 5; r++) {
            cl_event ev;
            if (clEnqueueNDRangeKernel(q, k, 1, NULL, &total, &wg, 0, NULL, &ev) != CL_SUCCESS)
                break;
            clWaitForEvents(1, &ev);
            double t = seconds(ev);
            best = t < best ? t : best;
            clReleaseEvent(ev);
        }
        double flops = 2.0 * s->m * s->n * s->k * CHAINS * ITERS * (double)(total / 32);
        printf("  %s: %.1f TFLOP/s (%zu warps x %d chains x %d steps, best of 5: %.3f ms)\n",
               s->name, flops / best * 1e-12, total / 32, CHAINS, ITERS, best * 1e3);
        clReleaseKernel(k);
        clReleaseProgram(p);
    }
    clReleaseMemObject(out);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    return 0;
}
