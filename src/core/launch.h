/*
 * Enqueueing the steps of one call.
 *
 * The first step waits on the caller's wait list. On an in-order queue the
 * queue orders the steps, and no step gets an event but the one that goes
 * to the caller when asked for (creating, retaining and releasing events
 * costs the driver microseconds a call): that is the last step, as the
 * routine tells by calling clm_launch_more before each step that others
 * follow. A step not so marked gets the event, since it may be the last; if
 * another follows after all, its event is released (correct, one event
 * more). If the last step was marked by mistake, clm_launch_finish enqueues
 * a marker for the caller's event. On an out-of-order queue every step gets
 * an event and the next waits on it, so the chain holds there too, and the
 * last step's event goes to the caller (or to the scratch pool).
 */
#ifndef CLM_LAUNCH_H
#define CLM_LAUNCH_H

#include <CL/cl.h>
#include <clBLAS.h>

#include "core/dtype.h"
#include "core/kargs.h"

typedef struct clm_launch {
    cl_command_queue queue;
    cl_context ctx; /* the queue's */
    cl_uint nwait;
    const cl_event *wait;
    int steps;    /* enqueued so far */
    int in_order; /* the queue runs its commands in order */
    int want;     /* the caller asked for an event of the whole call */
    int more;     /* the next step is not the last (clm_launch_more) */
    int hold;     /* steps are not the last (clm_launch_hold) */
    cl_event last; /* event of the latest step, owned; NULL if it has none */
} clm_launch;

/* q with its context and order (as the call's checks found them: no
 * query here); want_event: the caller asked for an event of the whole
 * call. */
void clm_launch_init(clm_launch *l, cl_command_queue q, cl_context ctx, int in_order,
                     cl_uint nwait, const cl_event *wait, int want_event);

/* clm_launch_init for a checked BLAS call (check.h): on its queue, after
 * its wait list, ending with an event if q asks for one. Every such call
 * ends with clm_launch_end(l, err, q->events). */
struct clm_call;
struct clm_queue_args;
void clm_launch_begin(clm_launch *l, const struct clm_call *call,
                      const struct clm_queue_args *q);

/* The next step is not the call's last: on an in-order queue it gets no
 * event. Call it just before enqueueing a step that others follow. */
void clm_launch_more(clm_launch *l);

/* Every step from clm_launch_hold to the matching clm_launch_unhold is
 * followed by others: for an engine called in the middle of a call. */
void clm_launch_hold(clm_launch *l);
void clm_launch_unhold(clm_launch *l);

/* Enqueue k over gws (rounded up to a multiple of lws by the caller). */
cl_int clm_launch_kernel(clm_launch *l, cl_kernel k, cl_uint dims, const size_t *gws,
                         const size_t *lws);

struct clm_program;

/* A kernel step by name: take the kernel from prog, set the arguments of a,
 * enqueue it over gws/lws (dims dimensions) and give the kernel back. */
cl_int clm_launch_args(clm_launch *l, struct clm_program *prog, const char *name, cl_uint dims,
                       const size_t *gws, const size_t *lws, const clm_kargs *a);

/* A marker step: for calls with nothing to compute that must still honour
 * the wait list and return an event. */
cl_int clm_launch_marker(clm_launch *l);

/* A fill step: bytes bytes of mem from byte offset off set to the pattern
 * (of pattern_size bytes, a power of two that divides off and bytes). */
cl_int clm_launch_fill(clm_launch *l, cl_mem mem, const void *pattern, size_t pattern_size,
                       size_t off, size_t bytes);

/* The end of a call whose steps returned err: where the caller asked for
 * an event and no step carries one (nothing was enqueued, as in reference
 * BLAS's quick returns, or the last step was marked with clm_launch_more) a
 * marker carries it; the last event goes to *event (NULL: none wanted, or
 * err failed). Returns the call's status. */
cl_int clm_launch_end(clm_launch *l, cl_int err, cl_event *event);

/* A BLAS routine's entry after its checks (st, with *call filled when it is
 * clblasSuccess): body's steps between clm_launch_begin and clm_launch_end,
 * so that no routine repeats that frame. */
typedef cl_int (*clm_launch_body)(clm_launch *l, const struct clm_call *call, const void *args);
clblasStatus clm_launch_run(clblasStatus st, const struct clm_call *call,
                            const struct clm_queue_args *q, clm_launch_body body,
                            const void *args);

/* Hand the last event to *event (if event is non-NULL) or release it. When
 * the caller asked for an event (want_event) and event is non-NULL but no
 * step has one, a marker makes it first; returns that marker's status
 * (CL_SUCCESS otherwise). */
cl_int clm_launch_finish(clm_launch *l, cl_event *event);

#endif
