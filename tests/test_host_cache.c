/*
 * test_host_cache.c - what a call asks of OpenCL beside its launch
 * (issue 48, items 2 and 3), counted by clcount.c's entry points:
 *  - a call repeated on the same buffers sets no kernel argument and asks
 *    nothing of its buffers; of its queue, three queries (context, device,
 *    order: a queue has no destructor callback, so nothing of it is kept);
 *  - an argument that changes (alpha, n, another buffer) is set again, and
 *    only those that change;
 *  - a buffer released and another made, often at the same handle, is
 *    never taken for the old one: its record is new (three queries) and
 *    the result is the new buffer's;
 *  - on platforms other than PoCL (NVIDIA's OpenCL runs a released
 *    buffer's destructor callback too late), or with CLMATH_MEM_RECORDS=0,
 *    nothing is kept: every
 *    call asks three queries of each buffer and sets its buffer arguments
 *    (test_host_cache_norecords runs that way on PoCL);
 *  - clSPARSE calls ask nothing of the control's queue, which the control
 *    holds.
 * Every result is checked: small integers, exact in float.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>
#include <clSPARSE.h>

#include "clcount.h"
#include "testutil.h"

enum { N = 1000 };

static tu_device dev;
static cl_command_queue q;
static float hx[N], hy[N];

/* y := alpha x + y on the first n elements, counting the OpenCL calls
 * (d: the difference); then y is read back and checked against y0. */
static void saxpy(const char *desc, size_t n, float alpha, cl_mem x, cl_mem y, clc_counts *d)
{
    clEnqueueWriteBuffer(q, y, CL_TRUE, 0, sizeof hy, hy, 0, NULL, NULL);
    clc_counts b, e;
    clc_get(&b);
    clblasStatus st = clblasSaxpy(n, alpha, x, 0, 1, y, 0, 1, 1, &q, 0, NULL, NULL);
    clc_get(&e);
    d->kernels = e.kernels - b.kernels;
    d->args = e.args - b.args;
    d->mem_infos = e.mem_infos - b.mem_infos;
    d->queue_infos = e.queue_infos - b.queue_infos;
    float got[N];
    cl_int err = clEnqueueReadBuffer(q, y, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL);
    size_t bad = 0;
    for (size_t i = 0; i < N; i++)
        bad += got[i] != (i < n ? alpha * hx[i] + hy[i] : hy[i]);
    tu_check(st == clblasSuccess && err == CL_SUCCESS && bad == 0 && d->kernels == 1,
             "%s: status %d, read %d, %zu wrong, %ld launches", desc, st, err, bad, d->kernels);
}

static int records; /* buffers' records are kept (see main) */

/* A call that sets `scalars` arguments other than buffers, and where
 * records are kept, `bufs` buffer arguments and asks of `fresh` buffers;
 * without records, every call sets both buffers (x, y) and asks of both. */
static void expect(const char *desc, const clc_counts *d, long scalars, long bufs, long fresh)
{
    long args = scalars + (records ? bufs : 2), mem_infos = 3 * (records ? fresh : 2);
    tu_check(d->args == args && d->mem_infos == mem_infos && d->queue_infos == 3,
             "%s: %ld kernel arguments set (%ld expected), %ld buffer queries (%ld), %ld queue "
             "queries (3)",
             desc, d->args, args, d->mem_infos, mem_infos, d->queue_infos);
}

static void blas_calls(void)
{
    for (int i = 0; i < N; i++) {
        hx[i] = (float)(i % 17 - 8);
        hy[i] = (float)(i % 13 - 6);
    }
    cl_mem x = tu_upload(dev.env.context, hx, sizeof hx);
    cl_mem y = tu_upload(dev.env.context, hy, sizeof hy);
    cl_mem y2 = tu_upload(dev.env.context, hy, sizeof hy);
    clc_counts d;
    saxpy("first call", N, 2.0f, x, y, &d); /* builds; records x and y */
    saxpy("the same again", N, 2.0f, x, y, &d);
    expect("the same again", &d, 0, 0, 0);
    saxpy("alpha changed", N, 3.0f, x, y, &d);
    expect("alpha changed", &d, 1, 0, 0);
    saxpy("n changed", N - 1, 3.0f, x, y, &d);
    const long bufs = records ? 0 : 2;
    tu_check(d.args >= 1 + bufs && d.args <= 3 + bufs && d.mem_infos == 3 * bufs,
             "n changed: %ld kernel arguments set (%ld to %ld: n, the grid's, the buffers "
             "without records), %ld buffer queries (%ld)",
             d.args, 1 + bufs, 3 + bufs, d.mem_infos, 3 * bufs);
    saxpy("n back", N, 3.0f, x, y, &d);
    saxpy("another y", N, 3.0f, x, y2, &d); /* y2's first use: recorded */
    expect("another y", &d, 0, 1, 1);
    saxpy("y again", N, 3.0f, x, y, &d);
    expect("y again", &d, 0, 1, 0);

    /* Release y, make another: a new record and the new buffer's result,
     * whether or not the handle is the old one's. */
    int same = 0;
    for (int round = 0; round < 20; round++) {
        cl_mem old = y;
        clReleaseMemObject(y);
        y = tu_upload(dev.env.context, hy, sizeof hy);
        same += y == old;
        char desc[64];
        snprintf(desc, sizeof desc, "a new y (round %d%s)", round,
                 y == old ? ", at the old handle" : "");
        saxpy(desc, N, 3.0f, x, y, &d);
        expect(desc, &d, 0, 1, 1);
    }
    printf("buffers made again at the released one's handle: %d of 20\n", same);
    clReleaseMemObject(x);
    clReleaseMemObject(y);
    clReleaseMemObject(y2);
}

/* clSPARSE: r = alpha x + y by cldenseSaxpy, twice on one control. */
static void sparse_calls(void)
{
    clsparseControl ctl = clsparseCreateControl(q).control;
    float one = 1.0f;
    cl_mem a = tu_upload(dev.env.context, &one, sizeof one);
    cl_mem x = tu_upload(dev.env.context, hx, sizeof hx);
    cl_mem y = tu_upload(dev.env.context, hy, sizeof hy);
    cl_mem r = tu_upload(dev.env.context, hy, sizeof hy);
    clsparseScalar alpha = {a, 0};
    cldenseVector vx = {N, x, 0}, vy = {N, y, 0}, vr = {N, r, 0};
    clc_counts b, e;
    for (int call = 0; call < 2; call++) {
        clc_get(&b);
        clsparseStatus st = cldenseSaxpy(&vr, &alpha, &vx, &vy, ctl);
        clc_get(&e);
        float got[N];
        clEnqueueReadBuffer(q, r, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL);
        size_t bad = 0;
        for (size_t i = 0; i < N; i++)
            bad += got[i] != hx[i] + hy[i];
        tu_check(st == clsparseSuccess && bad == 0, "cldenseSaxpy %d: status %d, %zu wrong",
                 call, st, bad);
        tu_check(e.queue_infos == b.queue_infos &&
                     (call == 0 || !records ||
                      (e.args == b.args && e.mem_infos == b.mem_infos)),
                 "cldenseSaxpy %d: %ld queue queries (0), %ld kernel arguments, %ld buffer "
                 "queries (the second call: 0, where records are kept)",
                 call, e.queue_infos - b.queue_infos, e.args - b.args,
                 e.mem_infos - b.mem_infos);
    }
    clsparseReleaseControl(ctl);
    clReleaseMemObject(a);
    clReleaseMemObject(x);
    clReleaseMemObject(y);
    clReleaseMemObject(r);
}

/* Records are kept on PoCL, the platform known to run a released buffer's
 * destructor callbacks before its handle can be reused (mem_info.c), or
 * where CLMATH_MEM_RECORDS=1; not where it is 0. */
static int records_kept(cl_device_id d)
{
    const char *e = getenv("CLMATH_MEM_RECORDS");
    if (e && (!strcmp(e, "0") || !strcmp(e, "1")))
        return *e == '1';
    cl_platform_id p;
    char name[128] = "";
    clGetDeviceInfo(d, CL_DEVICE_PLATFORM, sizeof p, &p, NULL);
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name - 1, name, NULL);
    return strstr(name, "Portable Computing") != NULL;
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    q = dev.env.queue;
    records = records_kept(dev.env.device);
    printf("buffers' records %s\n", records ? "kept" : "not kept");
    if (!tu_check(clblasSetup() == clblasSuccess && clsparseSetup() == clsparseSuccess,
                  "setup failed"))
        return tu_summary("test_host_cache");
    blas_calls();
    sparse_calls();
    clsparseTeardown();
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_host_cache");
}
