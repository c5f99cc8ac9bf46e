#include "core/launch.h"

#include <stddef.h>
#include <string.h>

#include "core/check.h"
#include "core/mem_info.h"
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

void clm_args_init(clm_kargs *a)
{
    a->n = 0;
    a->full = 0;
    a->used = 0;
}

/* Append one argument of `bytes` bytes (from v; NULL: local memory). */
static void add(clm_kargs *a, const void *v, size_t bytes)
{
    size_t words = (bytes + sizeof(cl_ulong) - 1) / sizeof(cl_ulong);
    if (a->n == CLM_KARGS_MAX || (v && a->used + words > sizeof a->data / sizeof a->data[0]) ||
        bytes > 0xFFFF) {
        a->full = 1;
        return;
    }
    a->size[a->n] = (unsigned short)bytes;
    a->at[a->n] = v ? (unsigned short)a->used : 0xFFFF;
    a->serial[a->n] = 0;
    a->mem[a->n] = 0;
    if (v) {
        memcpy(&a->data[a->used], v, bytes);
        a->used += words;
    }
    a->n++;
}

void clm_arg_u32(clm_kargs *a, cl_uint v) { add(a, &v, sizeof v); }
void clm_arg_i32(clm_kargs *a, cl_int v) { add(a, &v, sizeof v); }
void clm_arg_u64(clm_kargs *a, cl_ulong v) { add(a, &v, sizeof v); }
void clm_arg_mem(clm_kargs *a, cl_mem v)
{
    int i = a->n;
    add(a, &v, sizeof v);
    clm_mem_info info;
    if (a->n > i && v && clm_mem_info_get(v, &info) == CL_SUCCESS) {
        a->mem[i] = 1;
        a->serial[i] = info.serial;
    }
}
void clm_arg_mat(clm_kargs *a, cl_mem mem, cl_ulong off, cl_ulong ld)
{
    clm_arg_mem(a, mem);
    clm_arg_u64(a, off);
    clm_arg_u64(a, ld);
}
void clm_arg_vec(clm_kargs *a, cl_mem mem, cl_ulong base, cl_int inc)
{
    clm_arg_mem(a, mem);
    clm_arg_u64(a, base);
    clm_arg_i32(a, inc);
}
void clm_arg_scalar(clm_kargs *a, clm_dtype dt, clm_scalar v)
{
    add(a, &v, clm_dtype_size(dt));
}
void clm_arg_local(clm_kargs *a, size_t bytes) { add(a, NULL, bytes); }
void clm_arg_bytes(clm_kargs *a, const void *v, size_t bytes) { add(a, v, bytes); }

/* Is argument i of a as set holds it? */
static int same_arg(const clm_kargs *set, const clm_kargs *a, int i, const void *v)
{
    if (i >= set->n || set->size[i] != a->size[i] || set->mem[i] != a->mem[i] ||
        (set->at[i] == 0xFFFF) != (v == NULL))
        return 0;
    if (!v) /* local memory: its size */
        return 1;
    if (a->mem[i] && (a->serial[i] == 0 || set->serial[i] != a->serial[i]))
        return 0;
    return memcmp(&set->data[set->at[i]], v, a->size[i]) == 0;
}

static void keep_args(clm_kargs *set, const clm_kargs *a)
{
    set->n = a->n;
    set->full = 0;
    set->used = a->used;
    memcpy(set->size, a->size, (size_t)a->n * sizeof a->size[0]);
    memcpy(set->at, a->at, (size_t)a->n * sizeof a->at[0]);
    memcpy(set->serial, a->serial, (size_t)a->n * sizeof a->serial[0]);
    memcpy(set->mem, a->mem, (size_t)a->n);
    memcpy(set->data, a->data, a->used * sizeof a->data[0]);
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
    clm_kargs *set = &k->set;
    for (int i = 0; i < a->n && err == CL_SUCCESS; i++) {
        const void *v = a->at[i] == 0xFFFF ? NULL : (const void *)&a->data[a->at[i]];
        if (!same_arg(set, a, i, v))
            err = clSetKernelArg(k->k, (cl_uint)i, a->size[i], v);
    }
    if (err == CL_SUCCESS) {
        keep_args(set, a);
        err = clm_launch_kernel(l, k->k, dims, gws, lws);
    } else {
        set->n = 0; /* some may be set, some not: none known */
    }
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
