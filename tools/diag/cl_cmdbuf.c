/*
 * cl_cmdbuf: host time of a kernel enqueued directly against the same kernel
 * recorded once in a cl_khr_command_buffer and replayed, on the first
 * platform whose name contains "NVIDIA" (else the first platform).
 *
 *   cc -O2 -o cl_cmdbuf tools/diag/cl_cmdbuf.c -lOpenCL && ./cl_cmdbuf
 *
 * Prints the device's command-buffer extensions and capabilities, then for
 * kernels that do nothing with 1 and 10 buffer arguments: 4000 back-to-back
 * clEnqueueNDRangeKernel calls, and 4000 back-to-back clEnqueueCommandBufferKHR
 * replays of a command buffer holding the same launch (issue time per call,
 * and total time to clFinish). Written for docs/perf/spmv.md's host-time
 * notes: whether replaying a recorded launch costs the host less than
 * NVIDIA's 5-6 us per clEnqueueNDRangeKernel.
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <CL/cl.h>
#include <CL/cl_ext.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

#define G "__global float *"
static const char *src =
    "__kernel void b1(" G "a) { if (get_global_id(0) == 1u<<30) a[0] = 1; }\n"
    "__kernel void b10(" G "a, " G "b, " G "c, " G "d, " G "e, " G "f, " G "g, " G "h, " G
    "i, " G "j) { if (get_global_id(0) == 1u<<30) a[0] = b[0]+c[0]+d[0]+e[0]+f[0]+g[0]+h[0]+i[0]+j[0]; }\n";

#define FN(name) name##_fn name = (name##_fn)clGetExtensionFunctionAddressForPlatform(pl, #name)

int main(void)
{
    cl_uint np;
    cl_platform_id pls[8];
    clGetPlatformIDs(8, pls, &np);
    cl_platform_id pl = pls[0];
    for (cl_uint i = 0; i < np; i++) {
        char nm[256];
        clGetPlatformInfo(pls[i], CL_PLATFORM_NAME, 256, nm, NULL);
        if (strstr(nm, "NVIDIA"))
            pl = pls[i];
    }
    cl_device_id dev;
    cl_int e;
    clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, NULL);
    char name[256], drv[64], ver[128];
    clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, NULL);
    clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof drv, drv, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_VERSION, sizeof ver, ver, NULL);
    printf("device %s, driver %s, %s\n", name, drv, ver);
    static char ext[16384];
    clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL);
    printf("extensions: %s\n", ext);
    cl_name_version nv[256];
    size_t sz = 0;
    if (clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS_WITH_VERSION, sizeof nv, nv, &sz) == CL_SUCCESS)
        for (size_t i = 0; i < sz / sizeof nv[0]; i++)
            if (strstr(nv[i].name, "command_buffer"))
                printf("  %s version %u.%u.%u\n", nv[i].name, CL_VERSION_MAJOR(nv[i].version),
                       CL_VERSION_MINOR(nv[i].version), CL_VERSION_PATCH(nv[i].version));
    cl_bitfield caps = 0, qprops = 0;
    cl_int ec = clGetDeviceInfo(dev, CL_DEVICE_COMMAND_BUFFER_CAPABILITIES_KHR, sizeof caps, &caps, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR, sizeof qprops,
                    &qprops, NULL);
    printf("command buffer capabilities %#llx (query %d), required queue properties %#llx\n",
           (unsigned long long)caps, ec, (unsigned long long)qprops);

    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    cl_queue_properties qp[] = {CL_QUEUE_PROPERTIES, (cl_queue_properties)qprops, 0};
    cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, qp, &e);
    cl_program pr = clCreateProgramWithSource(ctx, 1, &src, NULL, &e);
    if (clBuildProgram(pr, 1, &dev, "", NULL, NULL))
        return 1;
    cl_mem bufs[10];
    for (int i = 0; i < 10; i++)
        bufs[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1 << 20, NULL, &e);

    FN(clCreateCommandBufferKHR);
    FN(clCommandNDRangeKernelKHR);
    FN(clFinalizeCommandBufferKHR);
    FN(clEnqueueCommandBufferKHR);
    FN(clReleaseCommandBufferKHR);
    int have = clCreateCommandBufferKHR && clCommandNDRangeKernelKHR && clFinalizeCommandBufferKHR &&
               clEnqueueCommandBufferKHR;
    printf("entry points %s\n", have ? "found" : "missing");

    const size_t g = 256, l = 256;
    const int M = 4000;
    for (int rep = 0; rep < 3; rep++) {
        for (int v = 0; v < 2; v++) {
            const char *kn = v ? "b10" : "b1";
            cl_kernel k = clCreateKernel(pr, kn, &e);
            cl_uint na;
            clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof na, &na, NULL);
            for (cl_uint a = 0; a < na; a++)
                clSetKernelArg(k, a, sizeof(cl_mem), &bufs[a]);
            clFinish(q);
            double t = now();
            for (int i = 0; i < M; i++)
                clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
            double ti = now() - t;
            clFinish(q);
            printf("%-4s ndrange  issue %.2f us total %.2f us\n", kn, ti / M * 1e6,
                   (now() - t) / M * 1e6);
            if (have) {
                for (int simul = 0; simul < 2; simul++) {
                    if (simul && !(caps & CL_COMMAND_BUFFER_CAPABILITY_SIMULTANEOUS_USE_KHR))
                        continue;
                    cl_command_buffer_properties_khr props[] = {
                        CL_COMMAND_BUFFER_FLAGS_KHR, simul ? CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR : 0, 0};
                    cl_command_buffer_khr cb = clCreateCommandBufferKHR(1, &q, props, &e);
                    if (e != CL_SUCCESS) {
                        printf("create %d\n", e);
                        continue;
                    }
                    e = clCommandNDRangeKernelKHR(cb, NULL, NULL, k, 1, NULL, &g, &l, 0, NULL, NULL, NULL);
                    cl_int ef = clFinalizeCommandBufferKHR(cb);
                    if (e != CL_SUCCESS || ef != CL_SUCCESS) {
                        printf("record %d finalize %d\n", e, ef);
                        continue;
                    }
                    clFinish(q);
                    int bad = 0;
                    cl_int first = CL_SUCCESS;
                    t = now();
                    for (int i = 0; i < M; i++) {
                        cl_int r = clEnqueueCommandBufferKHR(0, NULL, cb, 0, NULL, NULL);
                        if (r != CL_SUCCESS && !bad++)
                            first = r;
                    }
                    ti = now() - t;
                    clFinish(q);
                    printf("%-4s cmdbuf%s issue %.2f us total %.2f us (%d failed, first %d)\n", kn,
                           simul ? "+simul" : "      ", ti / M * 1e6, (now() - t) / M * 1e6, bad,
                           first);
                    clReleaseCommandBufferKHR(cb);
                }
            }
            clReleaseKernel(k);
        }
    }
    return 0;
}
