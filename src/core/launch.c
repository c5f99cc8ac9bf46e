#include "core/launch.h"

#include <stddef.h>

void clm_launch_init(clm_launch *l, cl_command_queue q, cl_uint nwait, const cl_event *wait)
{
    l->queue = q;
    l->nwait = nwait;
    l->wait = nwait ? wait : NULL;
    l->last = NULL;
}

/* Wait list of the next step: the caller's for the first, the last step's after. */
static void next_wait(const clm_launch *l, cl_uint *n, const cl_event **list)
{
    if (l->last) {
        *n = 1;
        *list = &l->last;
    } else {
        *n = l->nwait;
        *list = l->wait;
    }
}

static void advance(clm_launch *l, cl_event ev)
{
    if (l->last)
        clReleaseEvent(l->last);
    l->last = ev;
}

cl_int clm_launch_kernel(clm_launch *l, cl_kernel k, cl_uint dims, const size_t *gws,
                         const size_t *lws)
{
    cl_uint n;
    const cl_event *list;
    cl_event ev = NULL;
    next_wait(l, &n, &list);
    cl_int err = clEnqueueNDRangeKernel(l->queue, k, dims, NULL, gws, lws, n, list, &ev);
    if (err == CL_SUCCESS)
        advance(l, ev);
    return err;
}

cl_int clm_launch_marker(clm_launch *l)
{
    cl_uint n;
    const cl_event *list;
    cl_event ev = NULL;
    next_wait(l, &n, &list);
    cl_int err = clEnqueueMarkerWithWaitList(l->queue, n, list, &ev);
    if (err == CL_SUCCESS)
        advance(l, ev);
    return err;
}

cl_int clm_launch_fill(clm_launch *l, cl_mem mem, const void *pattern, size_t pattern_size,
                       size_t off, size_t bytes)
{
    cl_uint n;
    const cl_event *list;
    cl_event ev = NULL;
    next_wait(l, &n, &list);
    cl_int err = clEnqueueFillBuffer(l->queue, mem, pattern, pattern_size, off, bytes, n, list, &ev);
    if (err == CL_SUCCESS)
        advance(l, ev);
    return err;
}

void clm_launch_finish(clm_launch *l, cl_event *event)
{
    if (event)
        *event = l->last;
    else if (l->last)
        clReleaseEvent(l->last);
    l->last = NULL;
}
