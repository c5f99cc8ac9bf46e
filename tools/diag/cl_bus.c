/*
 * cl_bus: the host link's rates as OpenCL sees them, the ceiling of the
 * CBLAS interface's transfers (docs/cblas.md). 1 GiB from and to host
 * memory, pinned (a CL_MEM_ALLOC_HOST_PTR buffer, mapped) and ordinary
 * (malloc), each direction alone and both at once on two queues; the best of
 * 5 runs, GB/s (1e9 bytes a second).
 *
 *   cc -O2 -o cl_bus tools/diag/cl_bus.c -lOpenCL && ./cl_bus NVIDIA
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BYTES ((size_t)1 << 30)

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* One run: up (host -> device) on q[0], down (device -> host) on q[1]. */
static double run(cl_command_queue *q, cl_mem dev_up, cl_mem dev_down, void *hup, void *hdown,
                  int up, int down)
{
    double t0 = now();
    if (up)
        clEnqueueWriteBuffer(q[0], dev_up, CL_FALSE, 0, BYTES, hup, 0, NULL, NULL);
    if (down)
        clEnqueueReadBuffer(q[1], dev_down, CL_FALSE, 0, BYTES, hdown, 0, NULL, NULL);
    clFlush(q[0]);
    clFlush(q[1]);
    clFinish(q[0]);
    clFinish(q[1]);
    return now() - t0;
}

int main(int argc, char **argv)
{
    const char *want = argc > 1 ? argv[1] : "";
    cl_platform_id plats[8];
    cl_uint np = 0;
    clGetPlatformIDs(8, plats, &np);
    cl_platform_id plat = np ? plats[0] : NULL;
    for (cl_uint i = 0; i < np; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, want)) {
            plat = plats[i];
            break;
        }
    }
    cl_device_id dev;
    cl_int err;
    if (!plat || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS)
        return fprintf(stderr, "cl_bus: no device\n"), 1;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    cl_command_queue q[2] = {clCreateCommandQueue(ctx, dev, 0, &err),
                             clCreateCommandQueue(ctx, dev, 0, &err)};
    cl_mem d[2], pin[2];
    void *pinned[2], *plain[2];
    for (int i = 0; i < 2; i++) {
        d[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, BYTES, NULL, &err);
        pin[i] = clCreateBuffer(ctx, CL_MEM_ALLOC_HOST_PTR, BYTES, NULL, &err);
        pinned[i] = clEnqueueMapBuffer(q[0], pin[i], CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                       BYTES, 0, NULL, NULL, &err);
        plain[i] = malloc(BYTES);
        if (!d[i] || !pinned[i] || !plain[i])
            return fprintf(stderr, "cl_bus: out of memory (%d)\n", err), 1;
        memset(pinned[i], 1, BYTES);
        memset(plain[i], 1, BYTES);
    }
    printf("memory,direction,GBps\n");
    for (int m = 0; m < 2; m++) {
        void **h = m ? plain : pinned;
        static const char *dirs[3] = {"up", "down", "both (each)"};
        for (int k = 0; k < 3; k++) {
            double best = 1e30;
            for (int r = 0; r < 5; r++) {
                double t = run(q, d[0], d[1], h[0], h[1], k != 1, k != 0);
                best = t < best ? t : best;
            }
            printf("%s,%s,%.1f\n", m ? "ordinary" : "pinned", dirs[k], BYTES / best * 1e-9);
        }
    }
    return 0;
}
