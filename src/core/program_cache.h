/*
 * Compiled programs, cached in memory per (context, device, source, options)
 * and on disk (disk_cache.h). A program is compiled once even when many
 * threads ask for it at the same moment: the first builds, the others wait.
 *
 * cl_kernel objects are handed out one caller at a time (clSetKernelArg on a
 * kernel shared between threads is not thread-safe): take one with
 * clm_kernel_get, set its arguments, enqueue, and give it back with
 * clm_kernel_put.
 */
#ifndef CLM_PROGRAM_CACHE_H
#define CLM_PROGRAM_CACHE_H

#include <CL/cl.h>

#include "core/device.h"
#include "core/kargs.h"

typedef struct clm_program clm_program;

/* The program built from common.cl + <family>.cl with options, for dev in
 * ctx; a family "a+b" is built from common.cl, a.cl and b.cl (a kernel source
 * that uses another's helpers). Returns CL_SUCCESS or the OpenCL error of
 * the build. */
cl_int clm_program_get(cl_context ctx, const clm_device *dev, const char *family,
                       const char *options, clm_program **out);

/* A kernel object and the arguments last set on it (launch.c). */
typedef struct clm_kernel {
    cl_kernel k;
    char name[64];
    clm_kargs set; /* set.n = 0: none known */
} clm_kernel;

/* A kernel of the program for the caller's exclusive use until put back. */
clm_kernel *clm_kernel_get(clm_program *p, const char *name, cl_int *err);
void clm_kernel_put(clm_program *p, clm_kernel *k);

/* Release every program and kernel (clblasTeardown). */
void clm_program_release_all(void);

#endif
