/*
 * What a call needs to know of a cl_mem (its context and size, and that it
 * is a buffer), asked of OpenCL once per buffer instead of three queries
 * per buffer per call, where the platform makes that safe (mem_info.c).
 */
#ifndef CLM_MEM_INFO_H
#define CLM_MEM_INFO_H

#include <CL/cl.h>

typedef struct clm_mem_info {
    cl_context ctx;
    size_t size;
    /* never the same for two buffers, even at one handle; 0: not kept
     * (the driver refused a destructor callback), so not comparable */
    cl_ulong serial;
} clm_mem_info;

/* m's record: CL_SUCCESS, or CL_INVALID_MEM_OBJECT when m is not a valid
 * buffer (an image, or no memory object at all as far as OpenCL says). A
 * record is kept (and found at the next call) only for a buffer of context
 * keep: NULL where the call's device keeps none (clm_device's
 * mem_records). */
cl_int clm_mem_info_get(cl_mem m, cl_context keep, clm_mem_info *out);

/* The serial of m's record, without asking OpenCL: 0 where none is kept
 * (m not seen by a check, or its platform keeps none). */
cl_ulong clm_mem_serial(cl_mem m);

/* Records held now (tests: a deleted buffer's record is gone). */
int clm_mem_info_count(void);

#endif
