/*
 * libclmath_cblas's pinned host memory: clmathCblasMallocPinned, and the
 * staging of large transfers of ordinary (pageable) memory through pinned
 * buffers of the library's own.
 *
 * Why stage: NVIDIA's OpenCL copies pageable memory through its own small
 * staging buffers at a fraction of the bus's rate (0.08 - 0.24 of the
 * device-only rate for an 8192^3 GEMM), while transfers from pinned memory
 * run at the bus's rate and beside kernels. A staged transfer is cut into
 * chunks (a few MiB, whole runs of the matrix where they fit); each chunk
 * takes one of NSLOT pinned slots of its direction, in turn. The DMA
 * commands are all enqueued at once, in the caller's order on the caller's
 * queues, each gated by a user event: an upload's DMA waits for the host to
 * have filled its slot, a download's for the host to have emptied the slot
 * of the chunk before. The host side (memcpy into and out of the slots)
 * runs in cb_stage_wait, which every wait of the library calls first, on
 * the calling thread and a few helpers: the memcpy of one chunk overlaps
 * the DMA of the others, and uploads overlap downloads.
 *
 * No deadlock: every command waits only for commands enqueued before it
 * (in-order queues, barriers on earlier events, a slot's previous user), so
 * the oldest unfinished chunk can always proceed while the host serves.
 * Thread safety: each calling thread stages through its own stager (taken
 * from a pool for the call, given back when it has waited).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cb_internal.h"
#include "clmath_cblas.h"

/* ---- pinned host memory: a buffer allocated by the driver in host
 * memory (CL_MEM_ALLOC_HOST_PTR), mapped once; transfers from the mapped
 * pointer run at the bus's rate ---- */

typedef struct pinned {
    void *ptr;
    size_t bytes;
    cl_mem buf;
    struct pinned *next;
} pinned;

static pthread_mutex_t plock = PTHREAD_MUTEX_INITIALIZER;
static pinned *pins;                /* clmathCblasMallocPinned's, for is_pinned */
static cl_command_queue pin_queue;  /* maps and unmaps them */

/* under plock */
static void *pin_map(size_t bytes, cl_mem *buf)
{
    cl_int err;
    void *p = NULL;
    if (!pin_queue)
        pin_queue = clCreateCommandQueue(cb_context(), cb_device(), 0, &err);
    *buf = pin_queue ? clCreateBuffer(cb_context(), CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR,
                                      bytes, NULL, &err)
                     : NULL;
    if (*buf)
        p = clEnqueueMapBuffer(pin_queue, *buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes, 0,
                               NULL, NULL, &err);
    if (!p && *buf) {
        clReleaseMemObject(*buf);
        *buf = NULL;
    }
    return p;
}

static void pin_unmap(cl_mem buf, void *ptr)
{
    clEnqueueUnmapMemObject(pin_queue, buf, ptr, 0, NULL, NULL);
    clFinish(pin_queue);
    clReleaseMemObject(buf);
}

void *clmathCblasMallocPinned(size_t bytes)
{
    if (!cb_context() || !bytes)
        return NULL;
    pinned *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    pthread_mutex_lock(&plock);
    p->ptr = pin_map(bytes, &p->buf);
    p->bytes = bytes;
    if (p->ptr) {
        p->next = pins;
        pins = p;
    }
    pthread_mutex_unlock(&plock);
    void *r = p->ptr;
    if (!r)
        free(p);
    return r;
}

void clmathCblasFreePinned(void *ptr)
{
    if (!ptr)
        return;
    pthread_mutex_lock(&plock);
    for (pinned **pp = &pins; *pp; pp = &(*pp)->next)
        if ((*pp)->ptr == ptr) {
            pinned *p = *pp;
            *pp = p->next;
            pin_unmap(p->buf, p->ptr);
            free(p);
            break;
        }
    pthread_mutex_unlock(&plock);
}

/* Transfers of clmathCblasMallocPinned memory are reads and writes from
 * its mapped pointer: a command on the buffer's cl_mem while it is mapped
 * is undefined in OpenCL (on NVIDIA's it moves stale data). */
static int is_pinned(const void *h)
{
    const char *c = h;
    int r = 0;
    pthread_mutex_lock(&plock);
    for (pinned *p = pins; p && !r; p = p->next)
        r = c >= (const char *)p->ptr && c < (const char *)p->ptr + p->bytes;
    pthread_mutex_unlock(&plock);
    return r;
}


/* ---- the stager ---- */

#define NSLOT 4      /* slots per direction */
#define MAX_QS 8     /* queues a call stages on, flushed before serving */

/* one chunk: runs of len bytes, pitch apart on the host */
typedef struct task {
    char *host;
    size_t len, runs, pitch;
    int up, slot, prev; /* prev: the slot's previous task, or -1 */
    int state;          /* 0 waiting, 1 being copied, 2 done */
    cl_event dma, gate; /* gate: set when the host is done with the slot */
} task;

typedef struct stager {
    size_t chunk;
    cl_mem buf[2 * NSLOT];
    char *ptr[2 * NSLOT];
    int last[2 * NSLOT], turn[2];
    task *t;
    int nt, cap, first; /* tasks before first are done */
    int err;
    cl_command_queue qs[MAX_QS];
    int nqs;
    pthread_mutex_t lock;
    struct stager *next;
} stager;

static stager *idle;        /* the pool, under plock */
static int nidle;
static _Thread_local stager *cur; /* this thread's, from its first staged transfer to its wait */

static size_t env_size(const char *name, size_t dflt)
{
    const char *e = getenv(name);
    return e && *e ? (size_t)strtoull(e, NULL, 10) : dflt;
}

/* under plock (pin_queue) */
static void stager_free(stager *s)
{
    for (int i = 0; i < 2 * NSLOT; i++)
        if (s->buf[i])
            pin_unmap(s->buf[i], s->ptr[i]);
    pthread_mutex_destroy(&s->lock);
    free(s->t);
    free(s);
}

/* this thread's stager, of slots of chunk bytes */
static stager *stager_get(size_t chunk)
{
    if (cur)
        return cur;
    pthread_mutex_lock(&plock);
    stager *s = idle, *stale = NULL;
    if (s) {
        idle = s->next;
        nidle--;
        if (s->chunk != chunk) /* CLMATH_CBLAS_STAGE_CHUNK changed */
            stale = s, s = NULL;
    }
    if (!s && (s = calloc(1, sizeof *s))) {
        s->chunk = chunk;
        pthread_mutex_init(&s->lock, NULL);
        for (int i = 0; i < 2 * NSLOT; i++)
            if (!(s->ptr[i] = pin_map(chunk, &s->buf[i]))) {
                stager_free(s);
                s = NULL;
                break;
            }
    }
    if (stale)
        stager_free(stale);
    pthread_mutex_unlock(&plock);
    if (s)
        for (int i = 0; i < 2 * NSLOT; i++)
            s->last[i] = -1;
    return cur = s;
}

static int add_task(stager *s, cl_command_queue q, task tk)
{
    if (s->nt == s->cap) {
        int cap = s->cap ? 2 * s->cap : 64;
        task *n = realloc(s->t, cap * sizeof *n);
        if (!n)
            return CL_OUT_OF_HOST_MEMORY;
        s->t = n, s->cap = cap;
    }
    s->last[tk.slot] = s->nt;
    s->t[s->nt++] = tk;
    int i = 0;
    while (i < s->nqs && s->qs[i] != q)
        i++;
    if (i == s->nqs && i < MAX_QS)
        s->qs[s->nqs++] = q;
    return i < MAX_QS ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

/* one chunk: nr runs of len bytes at host h (pitch hp) and at byte dev of
 * buf (pitch dp), through the direction's next slot */
static int chunk(stager *s, cl_command_queue q, int up, cl_mem buf, size_t dev, size_t dp,
                 char *h, size_t hp, size_t len, size_t nr)
{
    int slot = up ? s->turn[0]++ % NSLOT : NSLOT + s->turn[1]++ % NSLOT;
    task tk = {h, len, nr, hp, up, slot, s->last[slot], 0, NULL, NULL};
    cl_int err;
    tk.gate = clCreateUserEvent(cb_context(), &err);
    if (!tk.gate)
        return err;
    /* an upload waits for its slot to be filled; a download for the
     * previous chunk of the slot to be emptied */
    cl_event *w = up ? &tk.gate : tk.prev >= 0 ? &s->t[tk.prev].gate : NULL;
    size_t bo[3] = {dev, 0, 0}, ho[3] = {0, 0, 0}, reg[3] = {len, nr, 1};
    if (nr == 1 || dp == len)
        err = up ? clEnqueueWriteBuffer(q, buf, CL_FALSE, dev, len * nr, s->ptr[slot], w != NULL, w,
                                        &tk.dma)
                 : clEnqueueReadBuffer(q, buf, CL_FALSE, dev, len * nr, s->ptr[slot], w != NULL, w,
                                       &tk.dma);
    else
        err = up ? clEnqueueWriteBufferRect(q, buf, CL_FALSE, bo, ho, reg, dp, 0, len, 0,
                                            s->ptr[slot], w != NULL, w, &tk.dma)
                 : clEnqueueReadBufferRect(q, buf, CL_FALSE, bo, ho, reg, dp, 0, len, 0,
                                           s->ptr[slot], w != NULL, w, &tk.dma);
    if (err == CL_SUCCESS)
        err = add_task(s, q, tk);
    if (err == CL_SUCCESS)
        cb_tadd(q, &tk.dma); /* retained, with the transfer's label */
    if (err != CL_SUCCESS) { /* nothing waits for it: let it go */
        clSetUserEventStatus(tk.gate, CL_COMPLETE);
        clReleaseEvent(tk.gate);
        if (tk.dma)
            clReleaseEvent(tk.dma);
    }
    return err;
}

int cb_staged(const void *h, size_t bytes)
{
    return bytes && bytes >= env_size("CLMATH_CBLAS_STAGE_MIN", (size_t)1 << 20) && !is_pinned(h);
}

int cb_stage(cl_command_queue q, int up, cl_mem buf, size_t dev, size_t dp, const void *h,
             size_t len, size_t count, size_t hp)
{
    size_t want = env_size("CLMATH_CBLAS_STAGE_CHUNK", (size_t)4 << 20);
    stager *s = stager_get(want ? want : 1);
    if (!s)
        return CL_OUT_OF_HOST_MEMORY;
    /* smaller transfers in smaller chunks, so that they still overlap */
    size_t c = len * count / NSLOT;
    int err = CL_SUCCESS;
    c = c < ((size_t)256 << 10) ? (size_t)256 << 10 : c;
    c = c < s->chunk ? c : s->chunk;
    char *hb = (char *)h;
    if (len <= c) /* whole runs */
        for (size_t r = 0, per = c / len; r < count && err == CL_SUCCESS; r += per) {
            size_t nr = count - r < per ? count - r : per;
            err = chunk(s, q, up, buf, dev + r * dp, dp, hb + r * hp, hp, len, nr);
        }
    else /* runs longer than a chunk: in pieces */
        for (size_t r = 0; r < count && err == CL_SUCCESS; r++)
            for (size_t e = 0; e < len && err == CL_SUCCESS; e += c)
                err = chunk(s, q, up, buf, dev + r * dp + e, dp, hb + r * hp + e, hp,
                            len - e < c ? len - e : c, 1);
    return err;
}

static int ev_done(cl_event e)
{
    cl_int st = CL_QUEUED;
    clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL);
    return st == CL_COMPLETE || st < 0 ? (st < 0 ? -1 : 1) : 0;
}

/* a task the host may do now: its slot's previous user is done (an
 * upload's previous DMA has read the slot), a download's DMA has landed */
static int ready(stager *s, task *k)
{
    if (k->prev >= 0 && s->t[k->prev].state != 2)
        return 0;
    cl_event e = k->up ? (k->prev >= 0 ? s->t[k->prev].dma : NULL) : k->dma;
    int d = e ? ev_done(e) : 1;
    if (d < 0)
        s->err = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    return d != 0;
}

/* serves the tasks until all are done: the caller and its helpers */
static void *serve(void *arg)
{
    stager *s = arg;
    pthread_mutex_lock(&s->lock);
    while (s->first < s->nt) {
        int i = s->first;
        while (i < s->nt && (s->t[i].state || !ready(s, &s->t[i])))
            i++;
        if (i == s->nt) { /* nothing ready: the device is on it */
            pthread_mutex_unlock(&s->lock);
            nanosleep(&(struct timespec){0, 20000}, NULL);
            pthread_mutex_lock(&s->lock);
            continue;
        }
        task k = s->t[i];
        s->t[i].state = 1;
        pthread_mutex_unlock(&s->lock);
        char *p = s->ptr[k.slot];
        for (size_t r = 0; r < k.runs; r++, p += k.len)
            if (k.up)
                memcpy(p, k.host + r * k.pitch, k.len);
            else
                memcpy(k.host + r * k.pitch, p, k.len);
        clSetUserEventStatus(k.gate, CL_COMPLETE);
        pthread_mutex_lock(&s->lock);
        s->t[i].state = 2;
        while (s->first < s->nt && s->t[s->first].state == 2)
            s->first++;
    }
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

int cb_stage_wait(void)
{
    stager *s = cur;
    if (!s)
        return CL_SUCCESS;
    for (int i = 0; i < s->nqs; i++)
        clFlush(s->qs[i]);
    /* helpers for the memcpy when there are several chunks: one thread
     * copies well below the bus's rate */
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    int nh = (int)env_size("CLMATH_CBLAS_STAGE_THREADS", 4) - 1;
    nh = nh < ncpu - 1 ? nh : (int)ncpu - 1;
    nh = nh < (s->nt - s->first) / 2 ? nh : (s->nt - s->first) / 2;
    pthread_t th[16];
    int started = 0;
    for (; started < nh && started < 16; started++)
        if (pthread_create(&th[started], NULL, serve, s))
            break;
    serve(s);
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    /* the uploads' last DMA from each slot, before another call fills it */
    for (int i = 0; i < s->nt; i++) {
        if (s->t[i].dma && clWaitForEvents(1, &s->t[i].dma) != CL_SUCCESS)
            s->err = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
        clReleaseEvent(s->t[i].gate);
        if (s->t[i].dma)
            clReleaseEvent(s->t[i].dma);
    }
    int err = s->err;
    s->nt = s->first = s->err = s->nqs = 0;
    s->turn[0] = s->turn[1] = 0;
    cur = NULL;
    pthread_mutex_lock(&plock);
    if (nidle < 2) { /* keep a few for the next calls */
        s->next = idle;
        idle = s;
        nidle++;
    } else {
        stager_free(s);
    }
    pthread_mutex_unlock(&plock);
    return err;
}

int cb_finish(cl_command_queue q)
{
    clFlush(q); /* the staged chunks may wait for what q holds */
    int err = cb_stage_wait();
    int e2 = clFinish(q);
    return err != CL_SUCCESS ? err : e2;
}

void cb_stage_shutdown(void)
{
    pthread_mutex_lock(&plock);
    for (pinned *p = pins; p;) {
        pinned *n = p->next;
        pin_unmap(p->buf, p->ptr);
        free(p);
        p = n;
    }
    pins = NULL;
    while (idle) {
        stager *s = idle;
        idle = s->next;
        stager_free(s);
    }
    nidle = 0;
    if (pin_queue)
        clReleaseCommandQueue(pin_queue);
    pin_queue = NULL;
    pthread_mutex_unlock(&plock);
}
