/*
 * Device selection for clmath's tools and tests (not part of the library):
 * CLMATH_PLATFORM and CLMATH_DEVICE pick a platform / device whose name
 * contains the given text (case-insensitive); otherwise the first GPU of any
 * platform, else the first device.
 */
#ifndef CLM_TOOLS_CLDEVICE_H
#define CLM_TOOLS_CLDEVICE_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

typedef struct cld_env {
    cl_platform_id platform;
    cl_device_id device;
    cl_context context;
    cl_command_queue queue; /* in-order, profiling enabled */
    char platform_name[256];
    char device_name[256];
} cld_env;

/* Choose the device and create a context and a queue. Returns CL_SUCCESS,
 * or an error after printing why to stderr. */
cl_int cld_open(cld_env *env);

/* A further in-order queue on the same device and context. */
cl_command_queue cld_new_queue(const cld_env *env, cl_int *err);

void cld_close(cld_env *env);

#endif
