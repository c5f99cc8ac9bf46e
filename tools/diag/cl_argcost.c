/*
 * cl_argcost: host time of clEnqueueNDRangeKernel against a kernel's
 * arguments, on the first platform whose name contains "NVIDIA" (else the
 * first platform).
 *
 *   cc -O2 -o cl_argcost tools/diag/cl_argcost.c -lOpenCL && ./cl_argcost
 *
 * Kernels that do nothing, 4000 back-to-back enqueues each: 1, 2, 4, 7 and
 * 10 buffer arguments (b*); one buffer and nine scalars (s9); one buffer and
 * one struct by value (st); 10 or 7 buffers and a struct; 10 arguments of
 * which two are NULL; 10 sub-buffers. Used for docs/perf/spmv.md's host
 * time notes.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <CL/cl.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
#define G "__global float *"
static const char *src =
"typedef struct { ulong o[8]; uint n[2]; uint pad[2]; } args;\n"
"__kernel void b1(" G "a) { if (get_global_id(0) == 1u<<30) a[0] = 1; }\n"
"__kernel void b2(" G "a, " G "b) { if (get_global_id(0) == 1u<<30) a[0] = b[0]; }\n"
"__kernel void b4(" G "a, " G "b, " G "c, " G "d) { if (get_global_id(0) == 1u<<30) a[0] = b[0]+c[0]+d[0]; }\n"
"__kernel void b7(" G "a, " G "b, " G "c, " G "d, " G "e, " G "f, " G "g) { if (get_global_id(0) == 1u<<30) a[0] = b[0]+c[0]+d[0]+e[0]+f[0]+g[0]; }\n"
"__kernel void b10(" G "a, " G "b, " G "c, " G "d, " G "e, " G "f, " G "g, " G "h, " G "i, " G "j) { if (get_global_id(0) == 1u<<30) a[0] = b[0]+c[0]+d[0]+e[0]+f[0]+g[0]+h[0]+i[0]+j[0]; }\n"
"__kernel void s9(" G "a, uint n, uint m, ulong o1, ulong o2, ulong o3, ulong o4, ulong o5, ulong o6, ulong o7) { if (get_global_id(0) == 1u<<30) a[0] = n+m+o1+o2+o3+o4+o5+o6+o7; }\n"
"__kernel void st(" G "a, args s) { if (get_global_id(0) == 1u<<30) a[0] = s.n[0]+s.o[3]; }\n"
"__kernel void b10st(" G "a, " G "b, " G "c, " G "d, " G "e, " G "f, " G "g, " G "h, " G "i, " G "j, args s) { if (get_global_id(0) == 1u<<30) a[s.o[0]] = b[s.o[1]]+c[0]+d[0]+e[0]+f[0]+g[0]+h[0]+i[0]+j[0]; }\n"
"__kernel void b7st(" G "a, " G "b, " G "c, " G "d, " G "e, " G "f, " G "g, args s) { if (get_global_id(0) == 1u<<30) a[s.o[0]] = b[s.o[1]]+c[0]+d[0]+e[0]+f[0]+g[0]; }\n";
typedef struct { cl_ulong o[8]; cl_uint n[2]; cl_uint pad[2]; } args;
int main(void) {
    cl_uint np; cl_platform_id pls[8]; clGetPlatformIDs(8, pls, &np);
    cl_platform_id pl = pls[0];
    for (cl_uint i = 0; i < np; i++) { char nm[256]; clGetPlatformInfo(pls[i], CL_PLATFORM_NAME, 256, nm, NULL); if (strstr(nm, "NVIDIA")) pl = pls[i]; }
    cl_device_id dev; cl_int e;
    clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, NULL);
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &e);
    cl_program pr = clCreateProgramWithSource(ctx, 1, &src, NULL, &e);
    if (clBuildProgram(pr, 1, &dev, "", NULL, NULL)) { char log[4096]; clGetProgramBuildInfo(pr, dev, CL_PROGRAM_BUILD_LOG, 4096, log, NULL); puts(log); return 1; }
    cl_mem bufs[12]; for (int i = 0; i < 12; i++) bufs[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1 << 20, NULL, &e);
    cl_mem sub[12]; for (int i = 0; i < 12; i++) { cl_buffer_region r = {65536 * (i % 4), 65536}; sub[i] = clCreateSubBuffer(bufs[i], 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &e); }
    const char *names[] = {"b1", "b2", "b4", "b7", "b10", "s9", "st", "b10st", "b7st", "b10null2", "b10sub"};
    size_t g = 256, l = 256; int M = 4000;
    args s; memset(&s, 0, sizeof s);
    for (int rep = 0; rep < 2; rep++)
    for (int v = 0; v < 11; v++) {
        const char *kn = v == 9 ? "b10" : v == 10 ? "b10" : names[v];
        cl_kernel k = clCreateKernel(pr, kn, &e);
        cl_uint na; clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof na, &na, NULL);
        for (cl_uint a = 0; a < na; a++) {
            char tn[64]; clGetKernelArgInfo(k, a, CL_KERNEL_ARG_TYPE_NAME, 64, tn, NULL);
            if (!strcmp(kn, "s9") && a > 0) { cl_ulong z = 0; clSetKernelArg(k, a, a < 3 ? 4 : 8, &z); }
            else if (a == na - 1 && (!strcmp(kn, "st") || strstr(kn, "st"))) clSetKernelArg(k, a, sizeof s, &s);
            else if (v == 9 && a >= 8) clSetKernelArg(k, a, sizeof(cl_mem), NULL);
            else clSetKernelArg(k, a, sizeof(cl_mem), v == 10 ? &sub[a] : &bufs[a]);
        }
        clFinish(q); double t = now();
        for (int i = 0; i < M; i++) clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
        double ti = now() - t; clFinish(q);
        printf("%-9s args %2u issue %.2f us total %.2f us\n", names[v], na, ti / M * 1e6, (now() - t) / M * 1e6);
        clReleaseKernel(k);
    }
    return 0;
}
