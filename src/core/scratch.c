#include "core/scratch.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "core/log.h"

/* Beyond this many pooled buffers per context, a call gets a buffer of its
 * own that is released after use (the runtime frees it when work is done). */
#define POOL_PER_CONTEXT 8

struct clm_scratch {
    cl_context ctx;
    cl_mem mem;
    cl_mem counters; /* created on first use, zero between uses */
    cl_mem words;    /* clm_scratch_words: created zero, words_seq its last number */
    size_t words_size;
    cl_uint words_seq;
    size_t size;
    bool busy;
    bool pooled;
    cl_command_queue lent_to; /* the queue of the use in progress (not retained) */
    bool lent_in_order;       /* ... and whether it is in-order */
    cl_event last;            /* last use's end, retained; NULL if not known */
    cl_command_queue queue;   /* queue of the last use, retained; NULL if unused */
    struct clm_scratch *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static clm_scratch *pool;

static bool in_order(cl_command_queue q)
{
    cl_command_queue_properties props = 0;
    clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL);
    return !(props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
}

/* Can s serve a new use on q? (lock held) Free if never used, or last used
 * on this same in-order queue (the queue orders the two uses), or its last
 * use has ended. An out-of-order use leaves the event of its last step; an
 * in-order use leaves none (its call made no event for the pool's sake), so
 * when probe is set, a marker is enqueued on that queue: it completes once
 * the use has (the queue runs its commands in order), and stands for the
 * use's end until the next. Markers are made only where no buffer was free
 * without one: when another queue needs a buffer that one has used. */
static bool free_for(clm_scratch *s, cl_command_queue q, bool q_in_order, bool probe)
{
    if (s->busy)
        return false;
    if (!s->queue || (s->queue == q && q_in_order))
        return true;
    if (!s->last) {
        if (!probe || clEnqueueMarkerWithWaitList(s->queue, 0, NULL, &s->last) != CL_SUCCESS) {
            s->last = NULL;
            return false;
        }
        clFlush(s->queue); /* so that it runs before that queue's owner flushes */
    }
    cl_int status = CL_QUEUED;
    clGetEventInfo(s->last, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    return status == CL_COMPLETE;
}

static void forget_last_use(clm_scratch *s)
{
    if (s->last)
        clReleaseEvent(s->last);
    if (s->queue)
        clReleaseCommandQueue(s->queue);
    s->last = NULL;
    s->queue = NULL;
}

cl_int clm_scratch_get(const clm_launch *l, size_t bytes, clm_scratch **out)
{
    const cl_command_queue q = l->queue;
    const cl_context ctx = l->ctx;
    const bool ordered = l->in_order;
    if (bytes == 0)
        bytes = 1;

    pthread_mutex_lock(&lock);
    clm_scratch *fit = NULL, *small = NULL;
    int count = 0;
    /* First the buffers free as they are; markers only if none is. */
    for (int probe = 0; probe < 2 && !fit && !small; probe++) {
        for (clm_scratch *s = pool; s; s = s->next) {
            if (s->ctx != ctx)
                continue;
            count += !probe;
            if (!free_for(s, q, ordered, probe))
                continue;
            if (s->size >= bytes && (!fit || s->size < fit->size))
                fit = s;
            else if (s->size < bytes && !small)
                small = s;
        }
    }
    if (fit) {
        fit->busy = true;
        fit->lent_to = q;
        fit->lent_in_order = ordered;
        pthread_mutex_unlock(&lock);
        *out = fit;
        return CL_SUCCESS;
    }
    clm_scratch *s = small;
    if (s) {
        /* Grow: replace a free buffer that is too small. */
        if (s->mem)
            clReleaseMemObject(s->mem);
        s->mem = NULL;
        forget_last_use(s);
    } else {
        s = calloc(1, sizeof *s);
        if (!s) {
            pthread_mutex_unlock(&lock);
            return CL_OUT_OF_HOST_MEMORY;
        }
        s->ctx = ctx;
        s->pooled = count < POOL_PER_CONTEXT;
        if (s->pooled) {
            s->next = pool;
            pool = s;
        }
    }
    s->busy = true;
    s->lent_to = q;
    s->lent_in_order = ordered;
    pthread_mutex_unlock(&lock);

    /* Round up so that slightly larger requests reuse the buffer. */
    size_t size = bytes < 4096 ? 4096 : bytes + bytes / 4;
    cl_int err;
    s->mem = clCreateBuffer(ctx, CL_MEM_READ_WRITE, size, NULL, &err);
    if (err != CL_SUCCESS) {
        s->mem = NULL;
        s->size = 0;
        clm_scratch_put(s, NULL, NULL);
        return err;
    }
    s->size = size;
    clm_log("scratch buffer of %zu bytes allocated%s", size, s->pooled ? "" : " (not pooled)");
    *out = s;
    return CL_SUCCESS;
}

cl_mem clm_scratch_mem(const clm_scratch *s)
{
    return s->mem;
}

cl_int clm_scratch_counters(clm_scratch *s, cl_mem *out)
{
    static const cl_uint zeros[CLM_SCRATCH_COUNTERS];
    cl_int err = CL_SUCCESS;
    if (!s->counters) /* copied at creation: zero before any kernel runs */
        s->counters = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                     sizeof zeros, (void *)zeros, &err);
    *out = s->counters;
    return err;
}

cl_int clm_scratch_words(clm_scratch *s, size_t bytes, cl_uint limit, cl_mem *out, cl_uint *seq)
{
    if (!s->words || s->words_size < bytes || s->words_seq >= limit) {
        /* A new buffer, zero: every word holds a number below the next one.
         * The old one stays alive until the work queued on it ends. */
        if (s->words)
            clReleaseMemObject(s->words);
        s->words = NULL;
        size_t size = bytes < 4096 ? 4096 : bytes + bytes / 4;
        void *zeros = calloc(1, size);
        if (!zeros)
            return CL_OUT_OF_HOST_MEMORY;
        cl_int err;
        s->words = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, size, zeros,
                                  &err);
        free(zeros);
        if (err != CL_SUCCESS) {
            s->words = NULL;
            return err;
        }
        s->words_size = size;
        s->words_seq = 0;
    }
    *out = s->words;
    *seq = ++s->words_seq;
    return CL_SUCCESS;
}

static void release_mems(clm_scratch *s)
{
    if (s->mem)
        clReleaseMemObject(s->mem);
    if (s->counters)
        clReleaseMemObject(s->counters);
    if (s->words)
        clReleaseMemObject(s->words);
}

void clm_scratch_put_after(clm_scratch *s, const clm_launch *l)
{
    if (s)
        clm_scratch_put(s, l->steps ? l->queue : NULL, l->steps ? l->last : NULL);
}

void clm_scratch_put(clm_scratch *s, cl_command_queue queue, cl_event last)
{
    if (!s->pooled) {
        /* Released now; OpenCL keeps the memory alive until queued work ends. */
        release_mems(s);
        free(s);
        return;
    }
    /* On an in-order queue the pool keeps no event: later uses there are
     * ordered by the queue, and other queues make a marker when they want
     * the buffer (free_for). Retaining the call's event and releasing it at
     * the next call cost a retain and a release a call beside the caller's. */
    bool ordered = !queue || (queue == s->lent_to ? s->lent_in_order : in_order(queue));
    if (ordered)
        last = NULL;
    if (last)
        clRetainEvent(last);
    pthread_mutex_lock(&lock);
    /* queue NULL: this use enqueued nothing, and the record of the use
     * before (which may still be running) stands. */
    if (queue) {
        if (s->last)
            clReleaseEvent(s->last);
        s->last = last;
        /* The same queue as last time stays retained: a release and retain
         * cost NVIDIA's runtime 1.1-1.8 us a call (measured on the H100). */
        if (s->queue != queue) {
            if (s->queue)
                clReleaseCommandQueue(s->queue);
            clRetainCommandQueue(queue);
            s->queue = queue;
        }
    }
    s->lent_to = NULL;
    s->busy = false;
    pthread_mutex_unlock(&lock);
}

void clm_scratch_release_all(void)
{
    pthread_mutex_lock(&lock);
    clm_scratch *list = pool;
    pool = NULL;
    pthread_mutex_unlock(&lock);
    while (list) {
        clm_scratch *s = list;
        list = s->next;
        forget_last_use(s);
        release_mems(s);
        free(s);
    }
}
