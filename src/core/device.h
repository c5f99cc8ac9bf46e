/* Facts about an OpenCL device, queried once and kept until clblasTeardown. */
#ifndef CLM_DEVICE_H
#define CLM_DEVICE_H

#include <stdbool.h>

#include <CL/cl.h>

typedef struct clm_device {
    cl_device_id id;
    char name[256];
    char vendor[256];
    char driver[256];   /* driver version */
    char platform[256]; /* platform version string */
    cl_device_type type;
    cl_uint compute_units;
    size_t max_wg;          /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    cl_ulong local_mem;     /* bytes of local memory per work group */
    cl_uint base_align;     /* CL_DEVICE_MEM_BASE_ADDR_ALIGN, in bytes */
    bool fp64;
    bool nvidia;
    int nv_cc; /* NVIDIA: compute capability as 10 major + minor (90: sm_90); else 0 */
    bool mem_records; /* buffers' records may be kept (mem_info.c): PoCL, or
                       * CLMATH_MEM_RECORDS=1 (0: never) */
} clm_device;

/* The facts for dev (cached). Returns NULL and sets *err on failure. The
 * pointer stays valid until clm_device_release_all(). */
const clm_device *clm_device_get(cl_device_id dev, cl_int *err);

/* Forget every cached device (clblasTeardown). */
void clm_device_release_all(void);

#endif
