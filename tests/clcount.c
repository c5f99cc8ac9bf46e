/*
 * clcount.c - the counting OpenCL entry points of clcount.h. Single
 * threaded use: the counts are plain longs.
 */
#define _GNU_SOURCE
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#include "clcount.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static clc_counts n;
static int recording;
static cl_event kept[4096];
static int nkept;

/* The next definition of name after this program's: libOpenCL's. */
static void *real(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f) {
        fprintf(stderr, "clcount: no %s after this program\n", name);
        abort();
    }
    return f;
}

#define REAL(name)                                                                               \
    static __typeof__(name) *real_fn;                                                            \
    if (!real_fn)                                                                                \
        *(void **)&real_fn = real(#name)

/* One command enqueued (kind 1: a kernel, 2: a marker or barrier); ev is
 * its event pointer, set when err is CL_SUCCESS. */
static void counted(cl_int err, cl_event *ev, int kind)
{
    if (err != CL_SUCCESS)
        return;
    n.enqueues++;
    n.kernels += kind == 1;
    n.markers += kind == 2;
    if (!ev)
        return;
    n.events++;
    n.last_event_at = n.enqueues;
    n.last_event = *ev;
    /* Markers are left out: the scratch pool polls its markers rather than
     * waiting on them (scratch.c), so one may still be pending when the
     * calls it made way for have ended. */
    if (recording && kind != 2 && nkept < (int)(sizeof kept / sizeof kept[0])) {
        REAL(clRetainEvent);
        real_fn(*ev);
        kept[nkept++] = *ev;
    }
}

void clc_get(clc_counts *c) { *c = n; }

void clc_record(int on) { recording = on; }

int clc_incomplete(cl_int *status)
{
    REAL(clReleaseEvent);
    int bad = 0;
    for (int i = 0; i < nkept; i++) {
        cl_int st = CL_QUEUED;
        clGetEventInfo(kept[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL);
        if (st != CL_COMPLETE && bad++ == 0)
            *status = st;
        real_fn(kept[i]);
    }
    nkept = 0;
    return bad;
}

cl_int clRetainEvent(cl_event e)
{
    REAL(clRetainEvent);
    n.retains++;
    return real_fn(e);
}

cl_int clReleaseEvent(cl_event e)
{
    REAL(clReleaseEvent);
    n.releases++;
    return real_fn(e);
}

cl_event clCreateUserEvent(cl_context c, cl_int *err)
{
    REAL(clCreateUserEvent);
    cl_int e;
    cl_event ev = real_fn(c, &e);
    if (err)
        *err = e;
    if (e == CL_SUCCESS)
        n.events++;
    return ev;
}

/* A command: the real call with args, counted (kind as counted's). */
#define COMMAND(kind, name, params, args)                                                        \
    cl_int name params                                                                           \
    {                                                                                            \
        REAL(name);                                                                              \
        cl_int err = real_fn args;                                                               \
        counted(err, ev, kind);                                                                  \
        return err;                                                                              \
    }

#define WL cl_uint nw, const cl_event *wl, cl_event *ev
COMMAND(1, clEnqueueNDRangeKernel,
        (cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o, const size_t *g,
         const size_t *l, WL),
        (q, k, d, o, g, l, nw, wl, ev))
COMMAND(1, clEnqueueTask, (cl_command_queue q, cl_kernel k, WL), (q, k, nw, wl, ev))
COMMAND(1, clEnqueueNativeKernel,
        (cl_command_queue q, void(CL_CALLBACK *f)(void *), void *a, size_t cb, cl_uint nm,
         const cl_mem *ml, const void **loc, WL),
        (q, f, a, cb, nm, ml, loc, nw, wl, ev))
COMMAND(2, clEnqueueMarkerWithWaitList, (cl_command_queue q, WL), (q, nw, wl, ev))
COMMAND(2, clEnqueueBarrierWithWaitList, (cl_command_queue q, WL), (q, nw, wl, ev))
COMMAND(0, clEnqueueReadBuffer,
        (cl_command_queue q, cl_mem m, cl_bool b, size_t o, size_t s, void *p, WL),
        (q, m, b, o, s, p, nw, wl, ev))
COMMAND(0, clEnqueueWriteBuffer,
        (cl_command_queue q, cl_mem m, cl_bool b, size_t o, size_t s, const void *p, WL),
        (q, m, b, o, s, p, nw, wl, ev))
COMMAND(0, clEnqueueReadBufferRect,
        (cl_command_queue q, cl_mem m, cl_bool b, const size_t *bo, const size_t *ho,
         const size_t *r, size_t brp, size_t bsp, size_t hrp, size_t hsp, void *p, WL),
        (q, m, b, bo, ho, r, brp, bsp, hrp, hsp, p, nw, wl, ev))
COMMAND(0, clEnqueueWriteBufferRect,
        (cl_command_queue q, cl_mem m, cl_bool b, const size_t *bo, const size_t *ho,
         const size_t *r, size_t brp, size_t bsp, size_t hrp, size_t hsp, const void *p, WL),
        (q, m, b, bo, ho, r, brp, bsp, hrp, hsp, p, nw, wl, ev))
COMMAND(0, clEnqueueFillBuffer,
        (cl_command_queue q, cl_mem m, const void *p, size_t ps, size_t o, size_t s, WL),
        (q, m, p, ps, o, s, nw, wl, ev))
COMMAND(0, clEnqueueCopyBuffer,
        (cl_command_queue q, cl_mem a, cl_mem b, size_t oa, size_t ob, size_t s, WL),
        (q, a, b, oa, ob, s, nw, wl, ev))
COMMAND(0, clEnqueueCopyBufferRect,
        (cl_command_queue q, cl_mem a, cl_mem b, const size_t *oa, const size_t *ob,
         const size_t *r, size_t arp, size_t asp, size_t brp, size_t bsp, WL),
        (q, a, b, oa, ob, r, arp, asp, brp, bsp, nw, wl, ev))
COMMAND(0, clEnqueueReadImage,
        (cl_command_queue q, cl_mem m, cl_bool b, const size_t *o, const size_t *r, size_t rp,
         size_t sp, void *p, WL),
        (q, m, b, o, r, rp, sp, p, nw, wl, ev))
COMMAND(0, clEnqueueWriteImage,
        (cl_command_queue q, cl_mem m, cl_bool b, const size_t *o, const size_t *r, size_t rp,
         size_t sp, const void *p, WL),
        (q, m, b, o, r, rp, sp, p, nw, wl, ev))
COMMAND(0, clEnqueueFillImage,
        (cl_command_queue q, cl_mem m, const void *c, const size_t *o, const size_t *r, WL),
        (q, m, c, o, r, nw, wl, ev))
COMMAND(0, clEnqueueCopyImage,
        (cl_command_queue q, cl_mem a, cl_mem b, const size_t *oa, const size_t *ob,
         const size_t *r, WL),
        (q, a, b, oa, ob, r, nw, wl, ev))
COMMAND(0, clEnqueueCopyImageToBuffer,
        (cl_command_queue q, cl_mem a, cl_mem b, const size_t *oa, const size_t *r, size_t ob,
         WL),
        (q, a, b, oa, r, ob, nw, wl, ev))
COMMAND(0, clEnqueueCopyBufferToImage,
        (cl_command_queue q, cl_mem a, cl_mem b, size_t oa, const size_t *ob, const size_t *r,
         WL),
        (q, a, b, oa, ob, r, nw, wl, ev))
COMMAND(0, clEnqueueUnmapMemObject, (cl_command_queue q, cl_mem m, void *p, WL),
        (q, m, p, nw, wl, ev))
COMMAND(0, clEnqueueMigrateMemObjects,
        (cl_command_queue q, cl_uint nm, const cl_mem *ml, cl_mem_migration_flags f, WL),
        (q, nm, ml, f, nw, wl, ev))

void *clEnqueueMapBuffer(cl_command_queue q, cl_mem m, cl_bool b, cl_map_flags f, size_t o,
                         size_t s, WL, cl_int *err)
{
    REAL(clEnqueueMapBuffer);
    cl_int e;
    void *p = real_fn(q, m, b, f, o, s, nw, wl, ev, &e);
    if (err)
        *err = e;
    counted(e, ev, 0);
    return p;
}

void *clEnqueueMapImage(cl_command_queue q, cl_mem m, cl_bool b, cl_map_flags f, const size_t *o,
                        const size_t *r, size_t *rp, size_t *sp, WL, cl_int *err)
{
    REAL(clEnqueueMapImage);
    cl_int e;
    void *p = real_fn(q, m, b, f, o, r, rp, sp, nw, wl, ev, &e);
    if (err)
        *err = e;
    counted(e, ev, 0);
    return p;
}

/* OpenCL 1.1's marker always makes an event */
cl_int clEnqueueMarker(cl_command_queue q, cl_event *ev)
{
    REAL(clEnqueueMarker);
    cl_int err = real_fn(q, ev);
    counted(err, ev, 2);
    return err;
}

cl_int clSetKernelArg(cl_kernel k, cl_uint i, size_t size, const void *v)
{
    REAL(clSetKernelArg);
    n.args++;
    return real_fn(k, i, size, v);
}

cl_int clGetMemObjectInfo(cl_mem m, cl_mem_info what, size_t cap, void *v, size_t *ret)
{
    REAL(clGetMemObjectInfo);
    n.mem_infos++;
    return real_fn(m, what, cap, v, ret);
}

cl_int clGetCommandQueueInfo(cl_command_queue q, cl_command_queue_info what, size_t cap, void *v,
                             size_t *ret)
{
    REAL(clGetCommandQueueInfo);
    n.queue_infos++;
    return real_fn(q, what, cap, v, ret);
}
