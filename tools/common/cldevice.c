#include "cldevice.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int contains_nocase(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] &&
               tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

cl_int cld_open(cld_env *env)
{
    memset(env, 0, sizeof *env);
    const char *want_plat = getenv("CLMATH_PLATFORM");
    const char *want_dev = getenv("CLMATH_DEVICE");
    cl_platform_id plats[16];
    cl_uint nplat = 0;
    cl_int err = clGetPlatformIDs(16, plats, &nplat);
    if (err != CL_SUCCESS || nplat == 0) {
        fprintf(stderr, "no OpenCL platform found (error %d)\n", err);
        return err != CL_SUCCESS ? err : CL_DEVICE_NOT_FOUND;
    }
    if (nplat > 16)
        nplat = 16;

    /* Two passes: the first takes only GPUs, unless a device was named. */
    for (int pass = 0; pass < 2 && !env->device; pass++) {
        for (cl_uint p = 0; p < nplat && !env->device; p++) {
            char pname[256] = "";
            clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
            if (want_plat && *want_plat && !contains_nocase(pname, want_plat))
                continue;
            cl_device_id devs[16];
            cl_uint ndev = 0;
            if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 16, devs, &ndev) != CL_SUCCESS)
                continue;
            if (ndev > 16)
                ndev = 16;
            for (cl_uint d = 0; d < ndev; d++) {
                char dname[256] = "";
                cl_device_type type = 0;
                clGetDeviceInfo(devs[d], CL_DEVICE_NAME, sizeof dname, dname, NULL);
                clGetDeviceInfo(devs[d], CL_DEVICE_TYPE, sizeof type, &type, NULL);
                int named = want_dev && *want_dev;
                if (named && !contains_nocase(dname, want_dev))
                    continue;
                if (pass == 0 && !named && !(type & CL_DEVICE_TYPE_GPU))
                    continue;
                env->platform = plats[p];
                env->device = devs[d];
                snprintf(env->platform_name, sizeof env->platform_name, "%s", pname);
                snprintf(env->device_name, sizeof env->device_name, "%s", dname);
                break;
            }
        }
    }
    if (!env->device) {
        fprintf(stderr, "no OpenCL device matches CLMATH_PLATFORM=\"%s\" CLMATH_DEVICE=\"%s\"\n",
                want_plat ? want_plat : "", want_dev ? want_dev : "");
        return CL_DEVICE_NOT_FOUND;
    }
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)env->platform, 0};
    env->context = clCreateContext(props, 1, &env->device, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "clCreateContext failed: %d\n", err);
        return err;
    }
    env->queue = clCreateCommandQueue(env->context, env->device, CL_QUEUE_PROFILING_ENABLE, &err);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "clCreateCommandQueue failed: %d\n", err);
        clReleaseContext(env->context);
        env->context = NULL;
        return err;
    }
    return CL_SUCCESS;
}

cl_command_queue cld_new_queue(const cld_env *env, cl_int *err)
{
    return clCreateCommandQueue(env->context, env->device, CL_QUEUE_PROFILING_ENABLE, err);
}

void cld_close(cld_env *env)
{
    if (env->queue)
        clReleaseCommandQueue(env->queue);
    if (env->context)
        clReleaseContext(env->context);
    memset(env, 0, sizeof *env);
}
