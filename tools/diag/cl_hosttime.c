/*
 * cl_hosttime: where the host time of clmath's calls goes. An LD_PRELOAD
 * library that times the OpenCL entry points clmath calls on its launch path
 * and clmath's entry points for the band and packed products, axpy and CSR
 * SpMV, and prints at exit, per function, the calls and the microseconds a
 * call, counting OpenCL calls made inside an API call apart from the rest.
 * Means, first calls (program builds) included: time enough calls.
 *
 *   cc -O2 -shared -fPIC -Iinclude -o cl_hosttime.so tools/diag/cl_hosttime.c -ldl
 *   LD_PRELOAD=./cl_hosttime.so clmath-bench tbmv ...
 *
 * Written for docs/perf/trmv-trsv.md: measured on the H100, a one-launch
 * TBMV call took the host 11-25 us to issue.
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 120
#include <dlfcn.h>
#include <stdio.h>
#include <time.h>

#include <clBLAS.h>
#include <clSPARSE.h>

enum { F_API, F_ND, F_ARG, F_QINFO, F_MINFO, F_EINFO, F_RETEV, F_RELEV, F_RETQ, F_RELQ, F_CKER,
       F_RKER, F_CBUF, F_RMEM, NF };
static const char *names[NF] = {"API call (whole)", "clEnqueueNDRangeKernel", "clSetKernelArg",
                                "clGetCommandQueueInfo", "clGetMemObjectInfo", "clGetEventInfo",
                                "clRetainEvent", "clReleaseEvent", "clRetainCommandQueue",
                                "clReleaseCommandQueue", "clCreateKernel", "clReleaseKernel",
                                "clCreateBuffer", "clReleaseMemObject"};
static double tot[2][NF];
static long cnt[2][NF];
static __thread int inside;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

#define REAL(name) \
    static __typeof__(&name) real; \
    if (!real) real = (__typeof__(&name))dlsym(RTLD_NEXT, #name)
#define TIMED(f, call) \
    do { \
        double t0 = now(); \
        ret = call; \
        tot[inside > 0][f] += now() - t0; \
        cnt[inside > 0][f]++; \
    } while (0)

/* A timed wrapper of an OpenCL function: return type, name, counter, the
 * parameter list and the arguments. */
#define WRAP(R, name, f, params, args) \
    R name params \
    { \
        REAL(name); \
        R ret; \
        TIMED(f, real args); \
        return ret; \
    }

WRAP(cl_int, clEnqueueNDRangeKernel, F_ND,
     (cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o, const size_t *g,
      const size_t *l, cl_uint n, const cl_event *w, cl_event *e),
     (q, k, d, o, g, l, n, w, e))
WRAP(cl_int, clSetKernelArg, F_ARG, (cl_kernel k, cl_uint i, size_t s, const void *v),
     (k, i, s, v))
WRAP(cl_int, clGetCommandQueueInfo, F_QINFO,
     (cl_command_queue q, cl_command_queue_info p, size_t s, void *v, size_t *r),
     (q, p, s, v, r))
WRAP(cl_int, clGetMemObjectInfo, F_MINFO, (cl_mem m, cl_mem_info p, size_t s, void *v, size_t *r),
     (m, p, s, v, r))
WRAP(cl_int, clGetEventInfo, F_EINFO, (cl_event e, cl_event_info p, size_t s, void *v, size_t *r),
     (e, p, s, v, r))
WRAP(cl_int, clRetainEvent, F_RETEV, (cl_event e), (e))
WRAP(cl_int, clReleaseEvent, F_RELEV, (cl_event e), (e))
WRAP(cl_int, clRetainCommandQueue, F_RETQ, (cl_command_queue q), (q))
WRAP(cl_int, clReleaseCommandQueue, F_RELQ, (cl_command_queue q), (q))
WRAP(cl_kernel, clCreateKernel, F_CKER, (cl_program p, const char *n, cl_int *e), (p, n, e))
WRAP(cl_int, clReleaseKernel, F_RKER, (cl_kernel k), (k))
WRAP(cl_mem, clCreateBuffer, F_CBUF, (cl_context c, cl_mem_flags f, size_t s, void *h, cl_int *e),
     (c, f, s, h, e))
WRAP(cl_int, clReleaseMemObject, F_RMEM, (cl_mem m), (m))

/* The band and packed products, S and D. */
#define BAND_ARGS(T) \
    clblasOrder o, clblasUplo u, clblasTranspose t, clblasDiag d, size_t N, size_t K, \
        const cl_mem A, size_t offa, size_t lda, cl_mem X, size_t offx, int incx, cl_mem s, \
        cl_uint nq, cl_command_queue *q, cl_uint nw, const cl_event *w, cl_event *e
#define PACKED_ARGS \
    clblasOrder o, clblasUplo u, clblasTranspose t, clblasDiag d, size_t N, const cl_mem A, \
        size_t offa, cl_mem X, size_t offx, int incx, cl_mem s, cl_uint nq, \
        cl_command_queue *q, cl_uint nw, const cl_event *w, cl_event *e
#define API(R, name, ARGS, ...) \
    R name(ARGS) \
    { \
        REAL(name); \
        R ret; \
        inside++; \
        TIMED(F_API, real(__VA_ARGS__)); \
        inside--; \
        return ret; \
    }
#define BAND_VALS o, u, t, d, N, K, A, offa, lda, X, offx, incx, s, nq, q, nw, w, e
#define PACKED_VALS o, u, t, d, N, A, offa, X, offx, incx, s, nq, q, nw, w, e
API(clblasStatus, clblasStbmv, BAND_ARGS(float), BAND_VALS)
API(clblasStatus, clblasDtbmv, BAND_ARGS(double), BAND_VALS)
API(clblasStatus, clblasStpmv, PACKED_ARGS, PACKED_VALS)
API(clblasStatus, clblasDtpmv, PACKED_ARGS, PACKED_VALS)

/* axpy, a one-launch Level 1 call. */
#define AXPY_ARGS(T) \
    size_t N, T alpha, const cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy, int incy, \
        cl_uint nq, cl_command_queue *q, cl_uint nw, const cl_event *w, cl_event *e
#define AXPY_VALS N, alpha, X, offx, incx, Y, offy, incy, nq, q, nw, w, e
API(clblasStatus, clblasSaxpy, AXPY_ARGS(cl_float), AXPY_VALS)
API(clblasStatus, clblasDaxpy, AXPY_ARGS(cl_double), AXPY_VALS)

/* CSR SpMV. */
#define CSRMV_ARGS \
    const clsparseScalar *alpha, const clsparseCsrMatrix *A, const cldenseVector *x, \
        const clsparseScalar *beta, cldenseVector *y, const clsparseControl c
#define CSRMV_VALS alpha, A, x, beta, y, c
API(clsparseStatus, clsparseScsrmv, CSRMV_ARGS, CSRMV_VALS)
API(clsparseStatus, clsparseDcsrmv, CSRMV_ARGS, CSRMV_VALS)

__attribute__((destructor)) static void report(void)
{
    fprintf(stderr, "cl_hosttime: %-24s %10s %12s   %10s %12s\n", "function", "in clmath",
            "us a call", "outside", "us a call");
    for (int f = 0; f < NF; f++)
        if (cnt[0][f] || cnt[1][f])
            fprintf(stderr, "cl_hosttime: %-24s %10ld %12.3f   %10ld %12.3f\n", names[f],
                    cnt[1][f], cnt[1][f] ? tot[1][f] / cnt[1][f] : 0, cnt[0][f],
                    cnt[0][f] ? tot[0][f] / cnt[0][f] : 0);
}
