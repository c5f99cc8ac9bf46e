/*
 * cl_cpasync: does NVIDIA's OpenCL compiler take sm_80's asynchronous copy
 * (`cp.async` global -> local memory, which skips registers) as inline PTX,
 * and does a local pointer cast to a 32-bit integer name the shared-memory
 * address it needs? (issue 47: a multi-stage GEMM pipeline on Hopper.)
 *
 *   cc -O2 -o cl_cpasync tools/diag/cl_cpasync.c -lOpenCL && ./cl_cpasync [platform]
 *
 * For each copy size (4, 8, 16 bytes, `.ca`; 16 bytes `.cg`) a kernel has
 * every work item copy its elements from global into local memory with
 * cp.async, zero-filling (source size 0) every seventh, then commit, wait,
 * a barrier, and write out a neighbour's elements: the output must be the
 * input shifted, with the zero-filled ones 0. It prints the build result
 * (the log where it fails) and the check.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WG 256
#define GROUPS 64

/* %d: bytes a copy; %s: the cache qualifier; %d, %s: the copy size and
 * the source-size operand (", %2" to zero-fill some, "" for none) */
static const char *kernel_fmt =
    "#define BYTES %d\n"
    "#define PER (BYTES / 4)\n"
    "kernel void copy(global const uint *src, global uint *dst) {\n"
    "  local uint buf[256 * PER] __attribute__((aligned(16)));\n"
    "  const uint l = get_local_id(0), g0 = get_group_id(0) * 256 * PER;\n"
    "  const uint saddr = (uint)(size_t)(buf + l * PER);\n"
    "  const global uint *from = src + g0 + l * PER;\n"
    "  const uint size = l %% 7 == 3 ? 0 : BYTES;\n"
    "  __asm__ volatile(\"cp.async.%s.shared.global [%%0], [%%1], %d%s;\"\n"
    "                   :: \"r\"(saddr), \"l\"(from), \"r\"(size) : \"memory\");\n"
    "  __asm__ volatile(\"cp.async.commit_group;\" ::: \"memory\");\n"
    "  __asm__ volatile(\"cp.async.wait_group 0;\" ::: \"memory\");\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  const uint o = (l + 37) %% 256;\n"
    "  for (uint j = 0; j < PER; j++) dst[g0 + l * PER + j] = buf[o * PER + j];\n"
    "}\n";

static int run(cl_context ctx, cl_device_id dev, cl_command_queue q, int bytes, const char *cq,
               int zfill)
{
    char src[2048];
    snprintf(src, sizeof src, kernel_fmt, bytes, cq, bytes, zfill ? ", %2" : "");
    const char *text = src;
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &text, NULL, &err);
    err = clBuildProgram(p, 1, &dev, "", NULL, NULL);
    if (getenv("CPASYNC_SHOW"))
        printf("%s", src);
    printf("cp.async.%s %2d bytes%s: build %s (%d)\n", cq, bytes, zfill ? ", zero-fill" : "",
           err == CL_SUCCESS ? "ok" : "FAILED", err);
    if (err != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        log[sizeof log - 1] = '\0';
        printf("%s\n", log);
        clReleaseProgram(p);
        return 1;
    }
    const size_t per = (size_t)bytes / 4, n = (size_t)WG * GROUPS * per;
    cl_uint *in = malloc(n * 4), *out = malloc(n * 4);
    for (size_t i = 0; i < n; i++)
        in[i] = (cl_uint)(i * 2654435761u + 1);
    cl_mem a = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, in, &err);
    cl_mem b = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, n * 4, NULL, &err);
    cl_kernel k = clCreateKernel(p, "copy", &err);
    clSetKernelArg(k, 0, sizeof a, &a);
    clSetKernelArg(k, 1, sizeof b, &b);
    size_t gws = (size_t)WG * GROUPS, lws = WG;
    err = clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, &lws, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clEnqueueReadBuffer(q, b, CL_TRUE, 0, n * 4, out, 0, NULL, NULL);
    size_t wrong = 0;
    for (size_t g = 0; g < GROUPS && err == CL_SUCCESS; g++)
        for (size_t l = 0; l < WG; l++) {
            const size_t o = (l + 37) % WG;
            for (size_t j = 0; j < per; j++) {
                const cl_uint want = zfill && o % 7 == 3 ? 0 : in[(g * WG + o) * per + j];
                wrong += out[(g * WG + l) * per + j] != want;
            }
        }
    printf("  run: %s (%d), %zu of %zu elements wrong\n", err == CL_SUCCESS ? "ok" : "FAILED", err,
           wrong, n);
    clReleaseKernel(k);
    clReleaseMemObject(a);
    clReleaseMemObject(b);
    clReleaseProgram(p);
    free(in);
    free(out);
    return err != CL_SUCCESS || wrong != 0;
}

int main(int argc, char **argv)
{
    const char *want = argc > 1 ? argv[1] : "NVIDIA";
    cl_platform_id plats[8];
    cl_uint np = 0;
    clGetPlatformIDs(8, plats, &np);
    for (cl_uint i = 0; i < np; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (!strstr(name, want))
            continue;
        cl_device_id dev;
        if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS)
            continue;
        char dname[256] = "";
        clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL);
        printf("device: %s (%s)\n", dname, name);
        cl_int err;
        cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
        cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
        int bad = 0;
        for (int zfill = 1; zfill >= 0; zfill--)
            bad += run(ctx, dev, q, 4, "ca", zfill) + run(ctx, dev, q, 8, "ca", zfill) +
                   run(ctx, dev, q, 16, "ca", zfill) + run(ctx, dev, q, 16, "cg", zfill);
        clReleaseCommandQueue(q);
        clReleaseContext(ctx);
        return bad != 0;
    }
    fprintf(stderr, "no platform named %s\n", want);
    return 2;
}
