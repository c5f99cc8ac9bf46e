/*
 * Enqueueing the steps of one call.
 *
 * The first step waits on the caller's wait list. On an out-of-order queue
 * each later step waits on the step before it, so the chain holds there too;
 * an in-order queue orders the steps by itself, and there steps get events
 * only when the caller asked for one (creating an event costs the driver
 * more than a microsecond per step). The event of the last step goes to the
 * caller when asked for; intermediate events are released.
 */
#ifndef CLM_LAUNCH_H
#define CLM_LAUNCH_H

#include <CL/cl.h>

typedef struct clm_launch {
    cl_command_queue queue;
    cl_uint nwait;
    const cl_event *wait;
    int steps;       /* enqueued so far */
    int with_events; /* steps get events */
    cl_event last;   /* event of the latest step, owned; NULL without events */
} clm_launch;

/* want_event: the caller asked for an event of the whole call. */
void clm_launch_init(clm_launch *l, cl_command_queue q, cl_uint nwait, const cl_event *wait,
                     int want_event);

/* Enqueue k over gws (rounded up to a multiple of lws by the caller). */
cl_int clm_launch_kernel(clm_launch *l, cl_kernel k, cl_uint dims, const size_t *gws,
                         const size_t *lws);

/* Set arguments 0 .. n-1 of k: sizes[i] bytes from values[i]. */
cl_int clm_set_args(cl_kernel k, int n, const size_t *sizes, const void *const *values);

/* A kernel step by name: take the kernel from prog, set its nargs arguments,
 * enqueue it over gws/lws (dims dimensions) and give the kernel back. */
struct clm_program;
cl_int clm_launch_named(clm_launch *l, struct clm_program *prog, const char *name, cl_uint dims,
                        const size_t *gws, const size_t *lws, int nargs, const size_t *sizes,
                        const void *const *values);

/* A marker step: for calls with nothing to compute that must still honour
 * the wait list and return an event. */
cl_int clm_launch_marker(clm_launch *l);

/* A fill step: bytes bytes of mem from byte offset off set to the pattern
 * (of pattern_size bytes, a power of two that divides off and bytes). */
cl_int clm_launch_fill(clm_launch *l, cl_mem mem, const void *pattern, size_t pattern_size,
                       size_t off, size_t bytes);

/* Hand the last event to *event (if event is non-NULL) or release it. */
void clm_launch_finish(clm_launch *l, cl_event *event);

#endif
