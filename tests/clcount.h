/*
 * clcount.h - counts of the OpenCL calls that make, keep and drop events,
 * for test_events.
 *
 * clcount.c defines every OpenCL 1.2 entry point that can create an event
 * (the clEnqueue* commands, clCreateUserEvent) and clRetainEvent /
 * clReleaseEvent; each counts, then calls the real one (dlsym RTLD_NEXT).
 * The test program exports them (ENABLE_EXPORTS), so libclmath's calls
 * reach them before libOpenCL's. A count that moves during a call of the
 * library is that call's.
 */
#ifndef CLM_CLCOUNT_H
#define CLM_CLCOUNT_H

#include <CL/cl.h>

typedef struct clc_counts {
    long enqueues; /* commands enqueued: kernels, buffer and image commands, markers */
    long kernels;  /* of which kernel launches */
    long markers;  /* of which markers and barriers */
    long events;   /* events created: commands given an event pointer, user events */
    long retains;  /* clRetainEvent */
    long releases; /* clReleaseEvent */
    long last_event_at; /* the enqueue (numbered from 1) that created the latest event */
    cl_event last_event; /* that event */
    long args;           /* clSetKernelArg */
    long mem_infos;      /* clGetMemObjectInfo */
    long queue_infos;    /* clGetCommandQueueInfo */
} clc_counts;

void clc_get(clc_counts *c);

/* While on, every event created but a marker's is kept (retained) for clc_incomplete. */
void clc_record(int on);
/* How many of the events kept have not completed (and the first one's
 * status in *status); drops them all. */
int clc_incomplete(cl_int *status);

#endif
