/*
 * A small clBLAS program: y = alpha*A*x + beta*y on the first OpenCL device.
 * Nothing in it is specific to clmath; it builds against clBLAS or clmath:
 *
 *   cc sgemv_example.c $(pkg-config --cflags --libs clmath) -o sgemv_example
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <clBLAS.h>

#include <stdio.h>

enum { M = 4, N = 3 };

int main(void)
{
    /* Row-major A (M x N), x (N), y (M). */
    const cl_float A[M * N] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    const cl_float x[N] = {1, -1, 2};
    cl_float y[M] = {1, 1, 1, 1};
    const cl_float alpha = 2, beta = -1;

    cl_platform_id platform;
    cl_device_id device;
    cl_int err = clGetPlatformIDs(1, &platform, NULL);
    if (err == CL_SUCCESS)
        err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_DEFAULT, 1, &device, NULL);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "no OpenCL device (%d)\n", err);
        return 1;
    }
    cl_context ctx = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    cl_command_queue queue = clCreateCommandQueue(ctx, device, 0, &err);

    if (clblasSetup() != clblasSuccess)
        return 1;
    cl_mem bufA = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof A, (void *)A, &err);
    cl_mem bufX = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof x, (void *)x, &err);
    cl_mem bufY = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof y, y, &err);

    cl_event done;
    clblasStatus st = clblasSgemv(clblasRowMajor, clblasNoTrans, M, N, alpha, bufA, 0, N, bufX, 0, 1,
                                  beta, bufY, 0, 1, 1, &queue, 0, NULL, &done);
    if (st != clblasSuccess) {
        fprintf(stderr, "clblasSgemv failed: %d\n", (int)st);
        return 1;
    }
    clWaitForEvents(1, &done);
    clEnqueueReadBuffer(queue, bufY, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL);

    /* Expected: 2 * A*x - 1 = {9, 21, 33, 45} */
    int ok = 1;
    for (int i = 0; i < M; i++) {
        cl_float want = -1;
        for (int j = 0; j < N; j++)
            want += alpha * A[i * N + j] * x[j];
        printf("y[%d] = %g (expected %g)\n", i, y[i], want);
        ok &= y[i] == want;
    }

    clReleaseEvent(done);
    clReleaseMemObject(bufA);
    clReleaseMemObject(bufX);
    clReleaseMemObject(bufY);
    clblasTeardown();
    clReleaseCommandQueue(queue);
    clReleaseContext(ctx);
    return ok ? 0 : 1;
}
