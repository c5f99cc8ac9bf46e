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

#include "core/dtype.h"

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

struct clm_program;

/*
 * A kernel's arguments, typed and in order: each clm_arg_* appends one,
 * copying its value, so temporaries may be passed. An argument the kernel
 * declares as uint takes clm_arg_u32, ulong clm_arg_u64, a buffer
 * clm_arg_mem, alpha or beta (the precision's scalar) clm_arg_scalar, a
 * local buffer clm_arg_local. Too many arguments make the launch fail
 * (CL_INVALID_KERNEL_ARGS) rather than run with some missing.
 */
#define CLM_KARGS_MAX 32
typedef struct clm_kargs {
    int n, full;
    size_t used;
    unsigned short size[CLM_KARGS_MAX], at[CLM_KARGS_MAX]; /* bytes; place in data */
    cl_ulong data[CLM_KARGS_MAX * 2]; /* room for 32 double complex values */
} clm_kargs;

void clm_args_init(clm_kargs *a);
void clm_arg_u32(clm_kargs *a, cl_uint v);
void clm_arg_i32(clm_kargs *a, cl_int v);
void clm_arg_u64(clm_kargs *a, cl_ulong v);
void clm_arg_mem(clm_kargs *a, cl_mem v);
void clm_arg_scalar(clm_kargs *a, clm_dtype dt, clm_scalar v);
void clm_arg_local(clm_kargs *a, size_t bytes);
/* An argument given as its bytes, for a kernel parameter that is a raw
 * element of the caller's size (helper.cl's fills: uchar .. uint4). */
void clm_arg_bytes(clm_kargs *a, const void *v, size_t bytes);

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

/* The end of a call whose steps returned err: where nothing was enqueued
 * (reference BLAS's quick returns) a marker carries the wait list to the
 * event asked for; the last event goes to *event (NULL: none wanted, or
 * err failed). Returns the call's status. */
cl_int clm_launch_end(clm_launch *l, cl_int err, cl_event *event);

/* Hand the last event to *event (if event is non-NULL) or release it. */
void clm_launch_finish(clm_launch *l, cl_event *event);

#endif
