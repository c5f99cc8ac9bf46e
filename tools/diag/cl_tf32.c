/*
 * cl_tf32: the TF32 tensor-core instructions gemm.cl's 3xTF32 SGEMM uses
 * (MMA=3, gemm_mma.h), through NVIDIA's OpenCL: whether m16n8k8 tf32's
 * fragments sit where the PTX ISA puts them (with cvt.rna.tf32.f32 on the
 * way in), and the throughput of m16n8k4 and m16n8k8 tf32, the ceiling of
 * 3xTF32 being a third of it.
 *
 *   cc -O2 -o cl_tf32 tools/diag/cl_tf32.c -lOpenCL && ./cl_tf32
 *
 * Throughput: 8 independent accumulator chains per warp, ITERS steps, over
 * 8 groups of 256 work items per compute unit; TFLOP/s at 2 m n k per
 * instruction. Layout: one m16n8k8 product of known 16 x 8 and 8 x 8
 * matrices (values exact in TF32), every lane's four outputs against A's
 * a0..a3 at rows g, g + 8, g, g + 8 and columns t, t, t + 4, t + 4, B's
 * b0, b1 at rows t, t + 4 and column g, C's c0..c3 at rows g, g, g + 8,
 * g + 8 and columns 2 t, 2 t + 1 (g = lane / 4, t = lane % 4).
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <string.h>

#define ITERS 4096
#define CHAINS 8

static const char *src =
    "inline uint tf(float x) { uint r; __asm__(\"cvt.rna.tf32.f32 %0, %1;\" : \"=r\"(r) : "
    "\"f\"(x)); return r; }\n"
    "#define MMA8(c, a, b) __asm__ volatile(\"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"
    " {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\" : \"+f\"(c[0]), \"+f\"(c[1]), "
    "\"+f\"(c[2]), \"+f\"(c[3]) : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), "
    "\"r\"(b[0]), \"r\"(b[1]))\n"
    "#define MMA4(c, a, b) __asm__ volatile(\"mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32"
    " {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};\" : \"+f\"(c[0]), \"+f\"(c[1]), "
    "\"+f\"(c[2]), \"+f\"(c[3]) : \"r\"(a[0]), \"r\"(a[1]), \"r\"(b[0]))\n"
    "kernel void run8(global float *out, float x, float y) {\n"
    "  const uint lane = get_local_id(0) % 32;\n"
    "  float c[CHAINS][4] = {{0}};\n"
    "  uint a[4], b[2];\n"
    "  for (int j = 0; j < 4; j++) a[j] = tf(x + lane + j);\n"
    "  for (int j = 0; j < 2; j++) b[j] = tf(y - lane + j);\n"
    "  for (int it = 0; it < ITERS; it++) {\n"
    "    _Pragma(\"unroll\") for (int i = 0; i < CHAINS; i++) MMA8(c[i], a, b);\n"
    "  }\n"
    "  float s = 0;\n"
    "  for (int i = 0; i < CHAINS; i++) s += c[i][0] + c[i][1] + c[i][2] + c[i][3];\n"
    "  out[get_global_id(0)] = s;\n"
    "}\n"
    "kernel void run4(global float *out, float x, float y) {\n"
    "  const uint lane = get_local_id(0) % 32;\n"
    "  float c[CHAINS][4] = {{0}};\n"
    "  uint a[2], b[1];\n"
    "  for (int j = 0; j < 2; j++) a[j] = tf(x + lane + j);\n"
    "  b[0] = tf(y - lane);\n"
    "  for (int it = 0; it < ITERS; it++) {\n"
    "    _Pragma(\"unroll\") for (int i = 0; i < CHAINS; i++) MMA4(c[i], a, b);\n"
    "  }\n"
    "  float s = 0;\n"
    "  for (int i = 0; i < CHAINS; i++) s += c[i][0] + c[i][1] + c[i][2] + c[i][3];\n"
    "  out[get_global_id(0)] = s;\n"
    "}\n"
    "kernel void check(global const float *A, global const float *B, global float *D) {\n"
    "  const uint l = get_local_id(0), g = l / 4, t = l % 4;\n"
    "  float c[4] = {0, 0, 0, 0};\n"
    "  uint a[4] = {tf(A[g * 8 + t]), tf(A[(g + 8) * 8 + t]), tf(A[g * 8 + t + 4]),\n"
    "               tf(A[(g + 8) * 8 + t + 4])};\n"
    "  uint b[2] = {tf(B[t * 8 + g]), tf(B[(t + 4) * 8 + g])};\n"
    "  MMA8(c, a, b);\n"
    "  for (int i = 0; i < 4; i++) D[l * 4 + i] = c[i];\n"
    "}\n";

static cl_device_id dev;
static cl_context ctx;
static cl_command_queue q;

static double seconds(cl_event ev)
{
    cl_ulong t0 = 0, t1 = 0;
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL);
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL);
    return (double)(t1 - t0) * 1e-9;
}

static void check_layout(cl_program p)
{
    float A[16 * 8], B[8 * 8], D[32 * 4];
    for (int i = 0; i < 128; i++)
        A[i] = (float)(i % 13) - 6 + (float)(i % 3) * 0.25f; /* exact in TF32 */
    for (int i = 0; i < 64; i++)
        B[i] = (float)(i % 7) - 3 + (float)(i % 5) * 0.125f;
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
        for (int i = 0; i < 4 && !bad; i++) {
            int row = l / 4 + (i >= 2 ? 8 : 0), col = 2 * (l % 4) + (i & 1);
            double want = 0;
            for (int kk = 0; kk < 8; kk++)
                want += (double)A[row * 8 + kk] * B[kk * 8 + col];
            if (D[l * 4 + i] != (float)want) {
                printf("  m16n8k8 tf32 layout: lane %d c%d = %g, want %g\n", l, i, D[l * 4 + i],
                       want);
                bad = 1;
            }
        }
    printf("m16n8k8 tf32 fragment layout: %s\n", err != CL_SUCCESS ? "did not run"
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
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    char opts[64];
    snprintf(opts, sizeof opts, "-DITERS=%d -DCHAINS=%d", ITERS, CHAINS);
    err = clBuildProgram(p, 1, &dev, opts, NULL, NULL);
    if (err != CL_SUCCESS) {
        static char log[65536];
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        printf("build FAILED (%d):\n%s\n", err, log);
        return 1;
    }
    check_layout(p);
    const size_t wg = 256, groups = (size_t)cus * 8, total = wg * groups;
    cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, total * sizeof(float), NULL, &err);
    const char *names[] = {"run4", "run8"};
    const int kdim[] = {4, 8};
    for (int s = 0; s < 2; s++) {
        cl_kernel k = clCreateKernel(p, names[s], &err);
        float x = 0.5f, y = 0.25f;
        clSetKernelArg(k, 0, sizeof out, &out);
        clSetKernelArg(k, 1, sizeof x, &x);
        clSetKernelArg(k, 2, sizeof y, &y);
        double best = 1e30;
        for (int rep = 0; rep < 6; rep++) {
            cl_event ev;
            clEnqueueNDRangeKernel(q, k, 1, NULL, &total, &wg, 0, NULL, &ev);
            clWaitForEvents(1, &ev);
            double t = seconds(ev);
            if (rep > 0 && t < best)
                best = t;
            clReleaseEvent(ev);
        }
        const double flops = 2.0 * 16 * 8 * kdim[s] * CHAINS * ITERS * (double)(total / 32);
        printf("m16n8k%d tf32: %.1f TFLOP/s (3xTF32 ceiling %.1f)\n", kdim[s],
               flops / best * 1e-12, flops / best * 1e-12 / 3);
        clReleaseKernel(k);
    }
    clReleaseMemObject(out);
    clReleaseProgram(p);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    return 0;
}
