/*
 * mem_info.c - records of the buffers calls have seen, kept until OpenCL
 * deletes them. A record is made at a buffer's first use (three queries and
 * a destructor callback) and removed by that callback. Where the platform
 * runs the callback before the handle can go to a new buffer (PoCL), a
 * record found is the buffer's own (its commands hold their buffers, and
 * the last release runs the callbacks, then frees). NVIDIA's OpenCL runs
 * it on a thread of its own, racing the next clCreateBuffer (one round in
 * 20 of test_host_cache on an H200: a record of the old size failed the
 * new buffer's call), which no probe can rule out: there, and on any
 * platform not known to be safe (clm_device's mem_records), nothing is
 * kept and every call asks. Serials tell a
 * buffer from a later one at the same handle (kargs.c keeps kernel
 * arguments by them; 0: never the same).
 *
 * The table outlives clblasTeardown (a callback may run at any time after),
 * and the library is linked with -z nodelete so that no dlclose can unmap
 * the callback while buffers that carry it live.
 */
#include "core/mem_info.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#define BUCKETS 4096

typedef struct rec {
    cl_mem mem;
    clm_mem_info info;
    struct rec *next;
} rec;

static rec *table[BUCKETS];
static int count;
static cl_ulong next_serial = 1;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static rec **bucket(cl_mem m)
{
    uintptr_t h = (uintptr_t)m;
    h ^= h >> 17;
    h *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return &table[(h >> 20) % BUCKETS];
}

/* (lock held) */
static rec *find(cl_mem m)
{
    for (rec *r = *bucket(m); r; r = r->next)
        if (r->mem == m)
            return r;
    return NULL;
}

static void CL_CALLBACK forget(cl_mem m, void *unused)
{
    (void)unused;
    pthread_mutex_lock(&lock);
    for (rec **p = bucket(m); *p; p = &(*p)->next) {
        if ((*p)->mem == m) {
            rec *r = *p;
            *p = r->next;
            free(r);
            count--;
            break;
        }
    }
    pthread_mutex_unlock(&lock);
}

cl_int clm_mem_info_get(cl_mem m, cl_context keep, clm_mem_info *out)
{
    pthread_mutex_lock(&lock);
    rec *r = find(m);
    if (r)
        *out = r->info;
    pthread_mutex_unlock(&lock);
    if (r)
        return CL_SUCCESS;

    cl_mem_object_type type;
    if (clGetMemObjectInfo(m, CL_MEM_TYPE, sizeof type, &type, NULL) != CL_SUCCESS ||
        type != CL_MEM_OBJECT_BUFFER ||
        clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof out->size, &out->size, NULL) != CL_SUCCESS ||
        clGetMemObjectInfo(m, CL_MEM_CONTEXT, sizeof out->ctx, &out->ctx, NULL) != CL_SUCCESS)
        return CL_INVALID_MEM_OBJECT;
    out->serial = 0;
    if (!keep || out->ctx != keep)
        return CL_SUCCESS; /* answered, not kept: asked again at the next call */
    rec *fresh = malloc(sizeof *fresh);
    if (!fresh)
        return CL_SUCCESS; /* answered, not kept */
    /* Kept only with the callback that will remove it; another thread may
     * have kept it meanwhile (one record, one callback: the first). */
    pthread_mutex_lock(&lock);
    r = find(m);
    if (r) {
        *out = r->info;
    } else {
        out->serial = next_serial++;
        fresh->mem = m;
        fresh->info = *out;
        fresh->next = *bucket(m);
        *bucket(m) = fresh;
        count++;
    }
    pthread_mutex_unlock(&lock);
    if (r) {
        free(fresh);
    } else if (clSetMemObjectDestructorCallback(m, forget, NULL) != CL_SUCCESS) {
        forget(m, NULL);
        out->serial = 0;
    }
    return CL_SUCCESS;
}

cl_ulong clm_mem_serial(cl_mem m)
{
    pthread_mutex_lock(&lock);
    rec *r = find(m);
    cl_ulong serial = r ? r->info.serial : 0;
    pthread_mutex_unlock(&lock);
    return serial;
}

int clm_mem_info_count(void)
{
    pthread_mutex_lock(&lock);
    int n = count;
    pthread_mutex_unlock(&lock);
    return n;
}
