#include "core/device.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/log.h"

typedef struct node {
    clm_device info;
    struct node *next;
} node;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static node *devices;

static cl_int query_string(cl_device_id dev, cl_device_info what, char *out, size_t cap)
{
    out[0] = '\0';
    cl_int err = clGetDeviceInfo(dev, what, cap, out, NULL);
    out[cap - 1] = '\0';
    return err;
}

static cl_int query(cl_device_id dev, clm_device *d)
{
    memset(d, 0, sizeof *d);
    d->id = dev;
    cl_int err = query_string(dev, CL_DEVICE_NAME, d->name, sizeof d->name);
    err |= query_string(dev, CL_DEVICE_VENDOR, d->vendor, sizeof d->vendor);
    err |= query_string(dev, CL_DRIVER_VERSION, d->driver, sizeof d->driver);
    err |= clGetDeviceInfo(dev, CL_DEVICE_TYPE, sizeof d->type, &d->type, NULL);
    err |= clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof d->compute_units,
                           &d->compute_units, NULL);
    err |= clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof d->max_wg, &d->max_wg, NULL);
    err |= clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof d->local_mem, &d->local_mem, NULL);
    err |= clGetDeviceInfo(dev, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof d->base_align,
                           &d->base_align, NULL);
    if (err != CL_SUCCESS)
        return CL_INVALID_DEVICE;
    d->base_align /= 8; /* reported in bits */

    cl_platform_id plat;
    if (clGetDeviceInfo(dev, CL_DEVICE_PLATFORM, sizeof plat, &plat, NULL) == CL_SUCCESS) {
        clGetPlatformInfo(plat, CL_PLATFORM_VERSION, sizeof d->platform, d->platform, NULL);
        d->platform[sizeof d->platform - 1] = '\0';
    }
    cl_device_fp_config fp = 0;
    clGetDeviceInfo(dev, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp, &fp, NULL);
    d->fp64 = fp != 0;
    d->nvidia = strstr(d->vendor, "NVIDIA") != NULL;
    /* buffers' records (mem_info.c): only where a released buffer's
     * destructor callbacks are known to run before its handle is reused */
    const char *rec = getenv("CLMATH_MEM_RECORDS");
    d->mem_records = rec && (!strcmp(rec, "0") || !strcmp(rec, "1"))
                         ? *rec == '1'
                         : strstr(d->platform, "PoCL") != NULL;
    /* cl_nv_device_attribute_query: CL_DEVICE_COMPUTE_CAPABILITY_{MAJOR,MINOR}_NV */
    cl_uint ccmaj = 0, ccmin = 0;
    if (d->nvidia && clGetDeviceInfo(dev, 0x4000, sizeof ccmaj, &ccmaj, NULL) == CL_SUCCESS &&
        clGetDeviceInfo(dev, 0x4001, sizeof ccmin, &ccmin, NULL) == CL_SUCCESS)
        d->nv_cc = (int)(10 * ccmaj + ccmin);
    return CL_SUCCESS;
}

const clm_device *clm_device_get(cl_device_id dev, cl_int *err)
{
    pthread_mutex_lock(&lock);
    for (node *n = devices; n; n = n->next) {
        if (n->info.id == dev) {
            pthread_mutex_unlock(&lock);
            return &n->info;
        }
    }
    node *n = malloc(sizeof *n);
    if (!n) {
        pthread_mutex_unlock(&lock);
        *err = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    *err = query(dev, &n->info);
    if (*err != CL_SUCCESS) {
        pthread_mutex_unlock(&lock);
        free(n);
        return NULL;
    }
    n->next = devices;
    devices = n;
    pthread_mutex_unlock(&lock);
    clm_log("device \"%s\" (%s, driver %s): %u compute units, work groups up to %zu, "
            "%llu bytes local memory, fp64 %s",
            n->info.name, n->info.vendor, n->info.driver, n->info.compute_units, n->info.max_wg,
            (unsigned long long)n->info.local_mem, n->info.fp64 ? "yes" : "no");
    return &n->info;
}

void clm_device_release_all(void)
{
    pthread_mutex_lock(&lock);
    while (devices) {
        node *n = devices;
        devices = n->next;
        free(n);
    }
    pthread_mutex_unlock(&lock);
}
