#include "core/launch.h"

#include <stddef.h>

#include "core/call.h"
#include "core/program_cache.h"

void clm_launch_init(clm_launch *l, cl_command_queue q, cl_context ctx, int in_order,
                     cl_uint nwait, const cl_event *wait, int want_event)
{
    l->queue = q;
    l->ctx = ctx;
    l->nwait = nwait;
    l->wait = nwait ? wait : NULL;
    l->steps = 0;
    l->in_order = in_order;
    l->want = want_event;
    l->more = 0;
    l->hold = 0;
    l->last = NULL;
}

void clm_launch_begin(clm_launch *l, const clm_call *call, const clm_queue_args *q)
{
    clm_launch_init(l, call->queue, call->ctx, call->in_order, q->nwait, q->wait,
                    q->events != NULL);
}

void clm_launch_more(clm_launch *l)
{
    l->more = 1;
}

void clm_launch_hold(clm_launch *l)
{
    l->hold++;
}

void clm_launch_unhold(clm_launch *l)
{
    l->hold--;
}

/* Wait list of the next step: the caller's for the first; after it, on an
 * out-of-order queue, the step before (which has an event there), and on
 * an in-order queue nothing (the queue orders them). */
static void next_wait(const clm_launch *l, cl_uint *n, const cl_event **list)
{
    if (l->steps == 0) {
        *n = l->nwait;
        *list = l->wait;
    } else if (!l->in_order && l->last) {
        *n = 1;
        *list = &l->last;
    } else {
        *n = 0;
        *list = NULL;
    }
}

/* Where the next step's event goes: on an in-order queue, only a step that
 * may be the last of a call whose caller wants an event gets one. */
static cl_event *next_event(clm_launch *l, cl_event *ev)
{
    *ev = NULL;
    return !l->in_order || (l->want && !l->more && !l->hold) ? ev : NULL;
}

/* After a step: its event (or none) replaces the one before, which is no
 * longer the last. */
static void advance(clm_launch *l, cl_event ev)
{
    if (l->last)
        clReleaseEvent(l->last);
    l->last = ev;
    l->steps++;
    l->more = 0;
}

cl_int clm_launch_kernel(clm_launch *l, cl_kernel k, cl_uint dims, const size_t *gws,
                         const size_t *lws)
{
    cl_uint n;
    const cl_event *list;
    cl_event ev;
    next_wait(l, &n, &list);
    cl_int err =
        clEnqueueNDRangeKernel(l->queue, k, dims, NULL, gws, lws, n, list, next_event(l, &ev));
    if (err == CL_SUCCESS)
        advance(l, ev);
    return err;
}

cl_int clm_launch_args(clm_launch *l, struct clm_program *prog, const char *name, cl_uint dims,
                       const size_t *gws, const size_t *lws, const clm_kargs *a)
{
    if (a->full)
        return CL_INVALID_KERNEL_ARGS;
    cl_int err;
    clm_kernel *k = clm_kernel_get(prog, name, &err);
    if (!k)
        return err;
    if ((err = clm_kargs_set(k->k, &k->set, a)) == CL_SUCCESS)
        err = clm_launch_kernel(l, k->k, dims, gws, lws);
    clm_kernel_put(prog, k);
    return err;
}

cl_int clm_launch_marker(clm_launch *l)
{
    cl_uint n;
    const cl_event *list;
    cl_event ev;
    next_wait(l, &n, &list);
    cl_int err = clEnqueueMarkerWithWaitList(l->queue, n, list, next_event(l, &ev));
    if (err == CL_SUCCESS)
        advance(l, ev);
    return err;
}

cl_int clm_launch_fill(clm_launch *l, cl_mem mem, const void *pattern, size_t pattern_size,
                       size_t off, size_t bytes)
{
    cl_uint n;
    const cl_event *list;
    cl_event ev;
    next_wait(l, &n, &list);
    cl_int err = clEnqueueFillBuffer(l->queue, mem, pattern, pattern_size, off, bytes, n, list,
                                     next_event(l, &ev));
    if (err == CL_SUCCESS)
        advance(l, ev);
    return err;
}

cl_int clm_launch_end(clm_launch *l, cl_int err, cl_event *event)
{
    cl_int fin = clm_launch_finish(l, err == CL_SUCCESS ? event : NULL);
    return err != CL_SUCCESS ? err : fin;
}

clblasStatus clm_launch_run(clblasStatus st, const clm_call *call, const clm_queue_args *q,
                            clm_launch_body body, const void *args)
{
    if (st != clblasSuccess)
        return st;
    clm_launch l;
    clm_launch_begin(&l, call, q);
    return (clblasStatus)clm_launch_end(&l, body(&l, call, args), q->events);
}

cl_int clm_launch_finish(clm_launch *l, cl_event *event)
{
    cl_int err = CL_SUCCESS;
    /* No step carries the caller's event: nothing was enqueued (the marker
     * honours the wait list), or the last step was marked as followed. */
    if (event && l->want && !l->last) {
        l->more = l->hold = 0;
        err = clm_launch_marker(l);
    }
    if (event)
        *event = err == CL_SUCCESS ? l->last : NULL;
    if (l->last && (!event || err != CL_SUCCESS))
        clReleaseEvent(l->last);
    l->last = NULL;
    return err;
}
