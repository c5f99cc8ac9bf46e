/*
 * cl_latency: where host time goes per call on an OpenCL platform.
 *
 *   cl_latency PLATFORM_SUBSTRING
 *
 * Times, per call: enqueueing an empty kernel with and without an event, two
 * chained enqueues, 17 clSetKernelArg calls, 10 object-info queries, kernel
 * creation, and clblasSgemv N/T at a few small sizes (enqueue only, and with
 * a clFinish after each call). Used for docs/perf/gemv.md's small-size notes.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <clBLAS.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *src =
    "__kernel void k(__global float *a, int n) { if (get_global_id(0) == 0 && n < 0) a[0] = 1; }";

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

int main(int argc, char **argv)
{
    const int N = 2000;
    cl_platform_id ps[8], p = NULL;
    cl_uint np = 0;
    clGetPlatformIDs(8, ps, &np);
    for (cl_uint i = 0; i < np && i < 8; i++) {
        char name[256] = "";
        clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (!p || (argc > 1 && strstr(name, argv[1])))
            p = ps[i];
    }
    if (!p)
        return 1;
    cl_device_id d;
    clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
    cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, NULL);
    cl_command_queue q = clCreateCommandQueue(c, d, 0, NULL);
    cl_program pr = clCreateProgramWithSource(c, 1, &src, NULL, NULL);
    clBuildProgram(pr, 1, &d, "", NULL, NULL);
    cl_kernel k = clCreateKernel(pr, "k", NULL);
    cl_mem b = clCreateBuffer(c, 0, 1 << 26, NULL, NULL);
    int n = 1;
    size_t g = 256, l = 256;
    clSetKernelArg(k, 0, sizeof b, &b);
    clSetKernelArg(k, 1, sizeof n, &n);
    for (int i = 0; i < 100; i++)
        clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
    clFinish(q);

    double t0 = now_us();
    for (int i = 0; i < N; i++)
        clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
    double t1 = now_us();
    clFinish(q);
    printf("enqueue, no event:        %.2f us host, %.2f us with drain\n", (t1 - t0) / N,
           (now_us() - t0) / N);

    t0 = now_us();
    for (int i = 0; i < N; i++) {
        cl_event e;
        clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, &e);
        clReleaseEvent(e);
    }
    t1 = now_us();
    clFinish(q);
    printf("enqueue with event:       %.2f us host, %.2f us with drain\n", (t1 - t0) / N,
           (now_us() - t0) / N);

    t0 = now_us();
    for (int i = 0; i < N; i++) {
        cl_event e1, e2;
        clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, &e1);
        clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 1, &e1, &e2);
        clReleaseEvent(e1);
        clReleaseEvent(e2);
    }
    t1 = now_us();
    clFinish(q);
    printf("2 chained enqueues:       %.2f us host, %.2f us with drain\n", (t1 - t0) / N,
           (now_us() - t0) / N);

    t0 = now_us();
    for (int i = 0; i < N; i++)
        for (int a = 0; a < 17; a++)
            clSetKernelArg(k, 1, sizeof n, &n);
    printf("17 clSetKernelArg:        %.2f us\n", (now_us() - t0) / N);

    t0 = now_us();
    for (int i = 0; i < N; i++) {
        size_t size;
        cl_context ctx;
        cl_mem_object_type type;
        for (int a = 0; a < 3; a++) {
            clGetMemObjectInfo(b, CL_MEM_TYPE, sizeof type, &type, NULL);
            clGetMemObjectInfo(b, CL_MEM_SIZE, sizeof size, &size, NULL);
            clGetMemObjectInfo(b, CL_MEM_CONTEXT, sizeof ctx, &ctx, NULL);
        }
        clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof ctx, &ctx, NULL);
    }
    printf("10 info queries:          %.2f us\n", (now_us() - t0) / N);

    t0 = now_us();
    for (int i = 0; i < N; i++)
        clReleaseKernel(clCreateKernel(pr, "k", NULL));
    printf("create + release kernel:  %.2f us\n", (now_us() - t0) / N);

    clblasSetup();
    cl_mem A = clCreateBuffer(c, 0, 1024 * 1024 * 4, NULL, NULL);
    cl_mem x = clCreateBuffer(c, 0, 4096 * 4, NULL, NULL);
    cl_mem y = clCreateBuffer(c, 0, 4096 * 4, NULL, NULL);
    for (int t = 0; t < 2; t++) {
        for (int m = 64; m <= 1024; m *= 4) {
            clblasTranspose tr = t ? clblasTrans : clblasNoTrans;
            for (int i = 0; i < 20; i++)
                clblasSgemv(clblasColumnMajor, tr, m, m, 1, A, 0, m, x, 0, 1, 0, y, 0, 1, 1, &q, 0,
                            NULL, NULL);
            clFinish(q);
            t0 = now_us();
            for (int i = 0; i < N; i++)
                clblasSgemv(clblasColumnMajor, tr, m, m, 1, A, 0, m, x, 0, 1, 0, y, 0, 1, 1, &q, 0,
                            NULL, NULL);
            t1 = now_us();
            clFinish(q);
            printf("sgemv %c %4d: %.2f us host per call, %.2f us with drain", "NT"[t], m,
                   (t1 - t0) / N, (now_us() - t0) / N);
            t0 = now_us();
            for (int i = 0; i < 200; i++) {
                clblasSgemv(clblasColumnMajor, tr, m, m, 1, A, 0, m, x, 0, 1, 0, y, 0, 1, 1, &q, 0,
                            NULL, NULL);
                clFinish(q);
            }
            printf(", %.2f us with a clFinish each\n", (now_us() - t0) / 200);
        }
    }
    clblasTeardown();
    return 0;
}
