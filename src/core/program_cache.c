#include "core/program_cache.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clmath.h>

#include "core/disk_cache.h"
#include "core/hash.h"
#include "core/log.h"
#include "core/params.h"
#include "core/ptx.h"
#include "core/sources.h"

enum { BUILDING, READY, FAILED };

#define KERNEL_POOL 16

struct clm_program {
    cl_context ctx;
    cl_device_id dev;
    uint64_t hash; /* of the sources and options */
    uint64_t key;  /* of family and the options asked for (find_program) */
    char *family;
    char *given;   /* the options asked for */
    char *options; /* and with the device's own */
    int state;
    cl_int err;
    cl_program prog;
    int nfree;
    clm_kernel *pool[KERNEL_POOL]; /* kernels not in use */
    struct clm_program *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t built = PTHREAD_COND_INITIALIZER;
static clm_program *programs;

static void log_build_failure(cl_program prog, cl_device_id dev, const char *family)
{
    if (!clm_verbose())
        return;
    size_t len = 0;
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char *text = malloc(len + 1);
    if (!text)
        return;
    text[0] = '\0';
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, len, text, NULL);
    text[len] = '\0';
    clm_log("build of %s.cl failed; build log:\n%s", family, text);
    free(text);
}

/* The disk cache key: everything that could change the binary. */
static char *disk_key(const clm_device *dev, const char *family, uint64_t hash, const char *options)
{
    const char *fmt = "clmath %d.%d.%d\n%s\n%s\n%s\n%s\n%s %016llx\n%s\n";
    int n = snprintf(NULL, 0, fmt, CLMATH_VERSION_MAJOR, CLMATH_VERSION_MINOR,
                     CLMATH_VERSION_PATCH, dev->name, dev->vendor, dev->driver, dev->platform,
                     family, (unsigned long long)hash, options);
    char *key = malloc((size_t)n + 1);
    if (key)
        snprintf(key, (size_t)n + 1, fmt, CLMATH_VERSION_MAJOR, CLMATH_VERSION_MINOR,
                 CLMATH_VERSION_PATCH, dev->name, dev->vendor, dev->driver, dev->platform, family,
                 (unsigned long long)hash, options);
    return key;
}

static cl_program from_binary(cl_context ctx, cl_device_id dev, const unsigned char *bin,
                              size_t size, const char *options)
{
    cl_int err, status;
    cl_program prog = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bin, &status, &err);
    if (err != CL_SUCCESS || status != CL_SUCCESS)
        return NULL;
    if (clBuildProgram(prog, 1, &dev, options, NULL, NULL) != CL_SUCCESS) {
        clReleaseProgram(prog);
        return NULL;
    }
    return prog;
}

static void store_binary(cl_program prog, const char *key)
{
    size_t size = 0;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL) != CL_SUCCESS ||
        size == 0)
        return;
    unsigned char *bin = malloc(size);
    if (!bin)
        return;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS)
        clm_disk_cache_store(key, bin, size);
    free(bin);
}

/* The sources of a family: common.cl, then each '+'-separated name (the
 * one-launch solves' program has nine). */
#define MAX_SOURCES 12
typedef struct source_list {
    int count;
    const clm_source *src[MAX_SOURCES];
} source_list;

static int find_sources(const char *family, source_list *list)
{
    list->count = 0;
    list->src[list->count++] = clm_source_find("common");
    char name[64];
    const char *p = family;
    while (*p && list->count < MAX_SOURCES) {
        size_t len = strcspn(p, "+");
        if (len == 0 || len >= sizeof name)
            return 0;
        memcpy(name, p, len);
        name[len] = '\0';
        list->src[list->count++] = clm_source_find(name);
        p += len;
        if (*p == '+')
            p++;
    }
    if (*p) /* more names than MAX_SOURCES holds */
        return 0;
    for (int i = 0; i < list->count; i++)
        if (!list->src[i])
            return 0;
    return list->count > 1;
}

/* NVIDIA: p's program rebuilt from its PTX with the register caps its
 * options ask for (ptx.h); left as it is where that fails. */
static void cap_registers(clm_program *p, const char *family)
{
    size_t size = 0, capped_size;
    if (clGetProgramInfo(p->prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL) !=
            CL_SUCCESS ||
        size == 0)
        return;
    unsigned char *bin = malloc(size), *capped = NULL;
    if (bin && clGetProgramInfo(p->prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS)
        capped = clm_ptx_cap_registers(bin, size, p->options, &capped_size);
    cl_program prog = capped ? from_binary(p->ctx, p->dev, capped, capped_size, p->options) : NULL;
    if (prog) {
        clReleaseProgram(p->prog);
        p->prog = prog;
    } else {
        clm_log("register caps for %s.cl not applied", family);
    }
    free(capped);
    free(bin);
}

/* Build p (outside the lock): disk cache first, then source. */
static cl_int build(clm_program *p, const clm_device *dev, const char *family,
                    const source_list *sources)
{
    char *key = disk_key(dev, family, p->hash, p->options);
    if (key) {
        size_t size;
        unsigned char *bin = clm_disk_cache_load(key, &size);
        if (bin) {
            p->prog = from_binary(p->ctx, p->dev, bin, size, p->options);
            free(bin);
            if (p->prog) {
                free(key);
                return CL_SUCCESS;
            }
            clm_log("cached binary for %s.cl rejected by the driver; compiling", family);
        }
    }

    const char *texts[MAX_SOURCES];
    size_t lens[MAX_SOURCES];
    for (int i = 0; i < sources->count; i++) {
        texts[i] = (const char *)sources->src[i]->bytes;
        lens[i] = sources->src[i]->size;
    }
    cl_int err;
    clm_log("compiling %s.cl: %s", family, p->options);
    p->prog = clCreateProgramWithSource(p->ctx, (cl_uint)sources->count, texts, lens, &err);
    if (err == CL_SUCCESS) {
        err = clBuildProgram(p->prog, 1, &p->dev, p->options, NULL, NULL);
        if (err != CL_SUCCESS) {
            log_build_failure(p->prog, p->dev, family);
            clReleaseProgram(p->prog);
            p->prog = NULL;
        }
    }
    if (err == CL_SUCCESS && dev->nvidia && strstr(p->options, "-DCLM_NREG_"))
        cap_registers(p, family);
    if (err == CL_SUCCESS && key)
        store_binary(p->prog, key);
    free(key);
    return err;
}

/* The program of family and options on ctx and dev (lock held), or NULL:
 * the same family and options mean the same sources and binary, so a
 * lookup needs no hash (hashing and formatting the options cost a call on
 * the host more than the rest of the lookup). */
/* The program of (ctx, dev, family, options), whose key hashes to key
 * (lock held). Found, it moves to the front: a call repeated finds it
 * first. */
static clm_program *find_program(cl_context ctx, cl_device_id dev, const char *family,
                                 const char *options, uint64_t key)
{
    for (clm_program **at = &programs; *at; at = &(*at)->next) {
        clm_program *p = *at;
        if (p->key == key && p->ctx == ctx && p->dev == dev && strcmp(p->given, options) == 0 &&
            strcmp(p->family, family) == 0) {
            *at = p->next;
            p->next = programs;
            programs = p;
            return p;
        }
    }
    return NULL;
}

/* p once built (lock held; released on return). */
static cl_int when_built(clm_program *p, clm_program **out)
{
    while (p->state == BUILDING)
        pthread_cond_wait(&built, &lock);
    cl_int err = p->state == READY ? CL_SUCCESS : p->err;
    pthread_mutex_unlock(&lock);
    *out = p;
    return err;
}

cl_int clm_program_get(cl_context ctx, const clm_device *dev, const char *family,
                       const char *options, clm_program **out)
{
    const uint64_t key = clm_hash_str(clm_hash_str(CLM_HASH_INIT, family), options);
    pthread_mutex_lock(&lock);
    clm_program *p = find_program(ctx, dev->id, family, options, key);
    if (p)
        return when_built(p, out);
    pthread_mutex_unlock(&lock);

    source_list sources;
    if (!find_sources(family, &sources))
        return CL_INVALID_VALUE;
    /* Options every program on this device gets; none built past its
     * buffer (params.h) */
    char full[1024];
    int nf = snprintf(full, sizeof full, "%s%s", dev->nvidia ? "-DCLM_NVIDIA " : "", options);
    if (options[0] == CLM_OPTIONS_OVERFLOW || nf < 0 || (size_t)nf >= sizeof full) {
        clm_log("%s: compile options ran out of room, not built: %s", family,
                options[0] == CLM_OPTIONS_OVERFLOW ? options + 1 : options);
        return CL_BUILD_PROGRAM_FAILURE;
    }
    uint64_t h = CLM_HASH_INIT;
    for (int i = 0; i < sources.count; i++) {
        uint64_t sh = clm_source_hash(sources.src[i]);
        h = clm_hash(h, &sh, sizeof sh);
    }
    h = clm_hash_str(h, full);

    pthread_mutex_lock(&lock);
    if ((p = find_program(ctx, dev->id, family, options, key)) != NULL) /* another thread's */
        return when_built(p, out);
    p = calloc(1, sizeof *p);
    char *fam = p ? strdup(family) : NULL, *given = p ? strdup(options) : NULL,
         *opts = p ? strdup(full) : NULL;
    if (!fam || !given || !opts) {
        free(fam);
        free(given);
        free(opts);
        free(p);
        pthread_mutex_unlock(&lock);
        return CL_OUT_OF_HOST_MEMORY;
    }
    p->ctx = ctx;
    p->dev = dev->id;
    p->hash = h;
    p->key = key;
    p->family = fam;
    p->given = given;
    p->options = opts;
    p->state = BUILDING;
    p->next = programs;
    programs = p;
    pthread_mutex_unlock(&lock);

    cl_int err = build(p, dev, family, &sources);

    pthread_mutex_lock(&lock);
    p->err = err;
    p->state = err == CL_SUCCESS ? READY : FAILED;
    pthread_cond_broadcast(&built);
    pthread_mutex_unlock(&lock);
    *out = p;
    return err;
}

clm_kernel *clm_kernel_get(clm_program *p, const char *name, cl_int *err)
{
    pthread_mutex_lock(&lock);
    for (int i = p->nfree - 1; i >= 0; i--) {
        if (strcmp(p->pool[i]->name, name) == 0) {
            clm_kernel *k = p->pool[i];
            p->pool[i] = p->pool[--p->nfree];
            pthread_mutex_unlock(&lock);
            *err = CL_SUCCESS;
            return k;
        }
    }
    pthread_mutex_unlock(&lock);
    if (strlen(name) >= sizeof p->pool[0]->name) {
        *err = CL_INVALID_KERNEL_NAME;
        return NULL;
    }
    clm_kernel *k = malloc(sizeof *k);
    if (!k) {
        *err = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    k->k = clCreateKernel(p->prog, name, err);
    if (!k->k) {
        free(k);
        return NULL;
    }
    strcpy(k->name, name);
    k->set.n = 0;
    return k;
}

static void free_kernel(clm_kernel *k)
{
    clReleaseKernel(k->k);
    free(k);
}

void clm_kernel_put(clm_program *p, clm_kernel *k)
{
    pthread_mutex_lock(&lock);
    if (p->nfree < KERNEL_POOL) {
        p->pool[p->nfree++] = k;
        k = NULL;
    }
    pthread_mutex_unlock(&lock);
    if (k)
        free_kernel(k);
}

void clm_program_release_all(void)
{
    pthread_mutex_lock(&lock);
    clm_program *list = programs;
    programs = NULL;
    pthread_mutex_unlock(&lock);
    while (list) {
        clm_program *p = list;
        list = p->next;
        for (int i = 0; i < p->nfree; i++)
            free_kernel(p->pool[i]);
        if (p->prog)
            clReleaseProgram(p->prog);
        free(p->family);
        free(p->given);
        free(p->options);
        free(p);
    }
}
