/*
 * A BLAS call's queue arguments as given, and what its checks found them to
 * be: the types the checks (check.h) fill and the launch (launch.h) reads.
 */
#ifndef CLM_CALL_H
#define CLM_CALL_H

#include <CL/cl.h>

#include "core/device.h"

/* What a validated call runs on: the first queue, its context and device. */
typedef struct clm_call {
    cl_command_queue queue;
    cl_context ctx;
    const clm_device *dev;
    int in_order; /* the queue runs its commands in order */
} clm_call;

/* The queue and event arguments every BLAS routine ends with, as given
 * (numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList,
 * events): one field of each routine's argument struct. */
typedef struct clm_queue_args {
    cl_uint nq;
    cl_command_queue *queues;
    cl_uint nwait;
    const cl_event *wait;
    cl_event *events;
} clm_queue_args;

#endif
