/*
 * libclmath_cblas's runtime: one OpenCL context per process (made on the
 * first call, released at exit), a queue per thread (released when the
 * thread exits), a pool of device buffers reused between calls, host <->
 * device transfers and cblas_xerbla.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb_internal.h"

const size_t cb_esize[4] = {4, 8, 8, 16};

/* ---- the device: CLMATH_PLATFORM / CLMATH_DEVICE as the tests and tools
 * read them (a case-insensitive part of the name), or a number (the index
 * among the matching platforms' devices); else the first GPU, else the
 * first device ---- */

static int name_has(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

static int is_number(const char *s)
{
    if (!s || !*s)
        return 0;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s))
            return 0;
    return 1;
}

static cl_device_id pick_device(cl_platform_id *plat_out)
{
    const char *wp = getenv("CLMATH_PLATFORM"), *wd = getenv("CLMATH_DEVICE");
    cl_platform_id plats[16];
    cl_uint np = 0;
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS || np == 0)
        return NULL;
    if (np > 16)
        np = 16;
    int named = wd && *wd, index = is_number(wd) ? atoi(wd) : -1;
    /* pass 0: GPUs only, unless a device is named */
    for (int pass = named ? 1 : 0; pass < 2; pass++) {
        int seen = 0;
        for (cl_uint p = 0; p < np; p++) {
            char pname[256] = "";
            clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
            if (wp && *wp && !(is_number(wp) ? (cl_uint)atoi(wp) == p : name_has(pname, wp)))
                continue;
            cl_device_id devs[16];
            cl_uint nd = 0;
            if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 16, devs, &nd) != CL_SUCCESS)
                continue;
            if (nd > 16)
                nd = 16;
            for (cl_uint d = 0; d < nd; d++, seen++) {
                char dname[256] = "";
                cl_device_type type = 0;
                clGetDeviceInfo(devs[d], CL_DEVICE_NAME, sizeof dname, dname, NULL);
                clGetDeviceInfo(devs[d], CL_DEVICE_TYPE, sizeof type, &type, NULL);
                if (index >= 0 ? seen != index : named && !name_has(dname, wd))
                    continue;
                if (pass == 0 && !(type & CL_DEVICE_TYPE_GPU))
                    continue;
                *plat_out = plats[p];
                return devs[d];
            }
        }
    }
    return NULL;
}

/* ---- process and thread state ---- */

typedef struct tqueues {
    cl_command_queue q[CB_MAX_QUEUES], pq[CB_MAX_QUEUES]; /* pq: profiling, the trace's */
    struct tqueues *next, *prev; /* every thread's, for the exit */
} tqueues;

typedef struct pooled {
    cl_mem buf;
    size_t size;
    int busy;
} pooled;

#define POOL_MAX 32

static struct {
    pthread_once_t once;
    pthread_mutex_t lock;
    pthread_key_t key;
    int ready, closed;
    cl_device_id device;
    cl_context context;
    tqueues threads; /* list head */
    pooled pool[POOL_MAX];
    size_t pool_cap, pool_bytes; /* bytes the idle buffers may keep */
} g = {.once = PTHREAD_ONCE_INIT, .lock = PTHREAD_MUTEX_INITIALIZER};

static void release_queues(tqueues *t)
{
    for (int i = 0; i < 2 * CB_MAX_QUEUES; i++) {
        cl_command_queue *q = i < CB_MAX_QUEUES ? &t->q[i] : &t->pq[i - CB_MAX_QUEUES];
        if (*q) {
            clFinish(*q);
            clReleaseCommandQueue(*q);
            *q = NULL;
        }
    }
}

/* pthread key destructor: this thread's queues go with it */
static void thread_done(void *p)
{
    tqueues *t = p;
    pthread_mutex_lock(&g.lock);
    if (!g.closed) {
        release_queues(t);
        t->prev->next = t->next;
        t->next->prev = t->prev;
        free(t);
    }
    pthread_mutex_unlock(&g.lock);
}

static void shutdown_all(void)
{
    pthread_mutex_lock(&g.lock);
    g.closed = 1;
    for (tqueues *t = g.threads.next; t != &g.threads;) {
        tqueues *n = t->next;
        release_queues(t);
        free(t);
        t = n;
    }
    g.threads.next = g.threads.prev = &g.threads;
    for (int i = 0; i < POOL_MAX; i++)
        if (g.pool[i].buf) {
            clReleaseMemObject(g.pool[i].buf);
            g.pool[i].buf = NULL;
        }
    cb_stage_shutdown();
    if (g.ready) {
        clblasTeardown();
        clReleaseContext(g.context);
        g.ready = 0;
    }
    pthread_mutex_unlock(&g.lock);
}

static void init_once(void)
{
    g.threads.next = g.threads.prev = &g.threads;
    if (pthread_key_create(&g.key, thread_done) != 0)
        return;
    cl_platform_id plat = NULL;
    g.device = pick_device(&plat);
    if (!g.device) {
        fprintf(stderr, "libclmath_cblas: no OpenCL device matches CLMATH_PLATFORM=\"%s\" "
                "CLMATH_DEVICE=\"%s\"\n", getenv("CLMATH_PLATFORM") ? getenv("CLMATH_PLATFORM") : "",
                getenv("CLMATH_DEVICE") ? getenv("CLMATH_DEVICE") : "");
        return;
    }
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)plat, 0};
    cl_int err;
    g.context = clCreateContext(props, 1, &g.device, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "libclmath_cblas: clCreateContext failed (%d)\n", err);
        return;
    }
    clblasStatus st = clblasSetup();
    if (st != clblasSuccess) {
        fprintf(stderr, "libclmath_cblas: clblasSetup failed (%d)\n", st);
        clReleaseContext(g.context);
        return;
    }
    cl_ulong mem = 0;
    clGetDeviceInfo(g.device, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem, NULL);
    g.pool_cap = (size_t)(mem / 2);
    g.ready = 1;
    atexit(shutdown_all);
}

cl_context cb_context(void)
{
    pthread_once(&g.once, init_once);
    return g.ready ? g.context : NULL;
}

cl_device_id cb_device(void) { return cb_context() ? g.device : NULL; }

static tqueues *my_queues(void)
{
    if (!cb_context())
        return NULL;
    tqueues *t = pthread_getspecific(g.key);
    if (t)
        return t;
    t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    cl_int err;
    t->q[0] = clCreateCommandQueue(g.context, g.device, 0, &err);
    if (!t->q[0]) {
        fprintf(stderr, "libclmath_cblas: clCreateCommandQueue failed (%d)\n", err);
        free(t);
        return NULL;
    }
    pthread_mutex_lock(&g.lock);
    t->next = g.threads.next;
    t->prev = &g.threads;
    g.threads.next->prev = t;
    g.threads.next = t;
    pthread_mutex_unlock(&g.lock);
    pthread_setspecific(g.key, t);
    return t;
}

cl_command_queue cb_queue(void)
{
    tqueues *t = my_queues();
    return t ? t->q[0] : NULL;
}

cl_command_queue cb_queue_p(int i, int prof)
{
    tqueues *t = my_queues();
    if (!t || i < 0 || i >= CB_MAX_QUEUES)
        return NULL;
    cl_command_queue *q = prof ? &t->pq[i] : &t->q[i];
    if (!*q) {
        cl_int err;
        *q = clCreateCommandQueue(g.context, g.device, prof ? CL_QUEUE_PROFILING_ENABLE : 0, &err);
    }
    return *q;
}

cl_command_queue cb_queue_n(int i) { return cb_queue_p(i, 0); }

int cb_env_int(const char *name, int dflt)
{
    const char *e = getenv(name);
    return e && *e ? atoi(e) : dflt;
}

/* ---- the buffer pool ---- */

/* sizes in steps of an eighth of a power of two: little waste, and a buffer
 * serves the next call of about the same size */
static size_t round_size(size_t b)
{
    if (b <= 4096)
        return 4096;
    size_t p = 4096;
    while (p < b / 8)
        p <<= 1;
    return (b + p - 1) / p * p;
}

cl_mem cb_get(size_t bytes)
{
    size_t want = round_size(bytes);
    pthread_mutex_lock(&g.lock);
    int best = -1;
    for (int i = 0; i < POOL_MAX; i++)
        if (g.pool[i].buf && !g.pool[i].busy && g.pool[i].size >= want &&
            g.pool[i].size <= 2 * want && (best < 0 || g.pool[i].size < g.pool[best].size))
            best = i;
    if (best >= 0) {
        g.pool[best].busy = 1;
        g.pool_bytes -= g.pool[best].size;
        cl_mem b = g.pool[best].buf;
        pthread_mutex_unlock(&g.lock);
        return b;
    }
    pthread_mutex_unlock(&g.lock);
    cl_int err;
    cl_mem b = clCreateBuffer(g.context, CL_MEM_READ_WRITE, want, NULL, &err);
    if (!b) {
        /* give the idle buffers back and try once more */
        pthread_mutex_lock(&g.lock);
        for (int i = 0; i < POOL_MAX; i++)
            if (g.pool[i].buf && !g.pool[i].busy) {
                clReleaseMemObject(g.pool[i].buf);
                g.pool[i].buf = NULL;
            }
        g.pool_bytes = 0;
        pthread_mutex_unlock(&g.lock);
        b = clCreateBuffer(g.context, CL_MEM_READ_WRITE, want, NULL, &err);
        if (!b) {
            fprintf(stderr, "libclmath_cblas: clCreateBuffer(%zu bytes) failed (%d)\n", want, err);
            return NULL;
        }
    }
    pthread_mutex_lock(&g.lock);
    for (int i = 0; i < POOL_MAX; i++)
        if (!g.pool[i].buf) {
            g.pool[i] = (pooled){b, want, 1};
            break;
        }
    pthread_mutex_unlock(&g.lock);
    return b; /* not pooled when the table is full: cb_put releases it */
}

void cb_put(cl_mem buf)
{
    if (!buf)
        return;
    pthread_mutex_lock(&g.lock);
    int i = 0;
    while (i < POOL_MAX && g.pool[i].buf != buf)
        i++;
    if (i == POOL_MAX) {
        clReleaseMemObject(buf);
    } else if (g.pool_bytes + g.pool[i].size > g.pool_cap) {
        clReleaseMemObject(buf);
        g.pool[i].buf = NULL;
    } else {
        g.pool[i].busy = 0;
        g.pool_bytes += g.pool[i].size;
    }
    pthread_mutex_unlock(&g.lock);
}

void cb_fail(const char *rout, const char *what, int code)
{
    fprintf(stderr, "libclmath_cblas: %s: %s failed (%d); the result was not computed\n", rout,
            what, code);
}

/* ---- transfers ---- */

static const char *elem(const void *x, int i, int n, int inc, size_t es)
{
    long k = inc >= 0 ? (long)i * inc : (long)(n - 1 - i) * -(long)inc;
    return (const char *)x + k * (long)es;
}

int cb_vec_up(cl_command_queue q, cl_mem buf, const void *x, int n, int inc, size_t es,
              void **stage)
{
    const void *src = x;
    *stage = NULL;
    if (inc != 1) {
        char *s = malloc((size_t)n * es);
        if (!s)
            return CL_OUT_OF_HOST_MEMORY;
        for (int i = 0; i < n; i++)
            memcpy(s + (size_t)i * es, elem(x, i, n, inc, es), es);
        *stage = s;
        src = s;
    }
    return cb_mat_up(q, buf, 0, 0, src, (size_t)n, 1, (size_t)n, es, 0);
}

int cb_vec_down(cl_command_queue q, cl_mem buf, void *x, int n, int inc, size_t es)
{
    if (inc == 1)
        return cb_mat_down(q, buf, 0, 0, x, (size_t)n, 1, (size_t)n, es, 1);
    char *s = malloc((size_t)n * es);
    if (!s)
        return CL_OUT_OF_HOST_MEMORY;
    int err = cb_mat_down(q, buf, 0, 0, s, (size_t)n, 1, (size_t)n, es, 1);
    if (err == CL_SUCCESS)
        for (int i = 0; i < n; i++)
            memcpy((char *)elem(x, i, n, inc, es), s + (size_t)i * es, es);
    free(s);
    return err;
}

/* Both directions: large transfers of ordinary memory are staged
 * (cb_stage.c); others go to the driver, as a rectangle where the runs are
 * apart on either side. A blocking one first serves the staged chunks
 * before it (they may gate it) and waits for all. */
static int mat_xfer(cl_command_queue q, int up, cl_mem buf, size_t devoff, size_t devld,
                    void *a, size_t contig, size_t count, size_t ld, size_t es, int blocking)
{
    devld = devld ? devld : contig;
    int err;
    if (count == 1)
        devld = ld = contig;
    if (cb_staged(a, contig * count * es)) {
        err = cb_stage(q, up, buf, devoff, devld * es, a, contig * es, count, ld * es);
        return err == CL_SUCCESS && blocking ? cb_finish(q) : err;
    }
    if (blocking && (err = cb_stage_wait()) != CL_SUCCESS)
        return err;
    cl_event *ev = cb_tev(); /* the trace's, or NULL */
    cl_bool b = blocking ? CL_TRUE : CL_FALSE;
    if (contig == ld && devld == contig)
        err = up ? clEnqueueWriteBuffer(q, buf, b, devoff, contig * count * es, a, 0, NULL, ev)
                 : clEnqueueReadBuffer(q, buf, b, devoff, contig * count * es, a, 0, NULL, ev);
    else {
        size_t bo[3] = {devoff, 0, 0}, ho[3] = {0, 0, 0}, reg[3] = {contig * es, count, 1};
        err = up ? clEnqueueWriteBufferRect(q, buf, b, bo, ho, reg, devld * es, 0, ld * es, 0, a,
                                            0, NULL, ev)
                 : clEnqueueReadBufferRect(q, buf, b, bo, ho, reg, devld * es, 0, ld * es, 0, a,
                                           0, NULL, ev);
    }
    if (err == CL_SUCCESS)
        cb_tadd(q, ev);
    return err;
}

int cb_mat_up(cl_command_queue q, cl_mem buf, size_t devoff, size_t devld, const void *a,
              size_t contig, size_t count, size_t ld, size_t es, int blocking)
{
    return mat_xfer(q, 1, buf, devoff, devld, (void *)a, contig, count, ld, es, blocking);
}

int cb_mat_down(cl_command_queue q, cl_mem buf, size_t devoff, size_t devld, void *a,
                size_t contig, size_t count, size_t ld, size_t es, int blocking)
{
    return mat_xfer(q, 0, buf, devoff, devld, a, contig, count, ld, es, blocking);
}

/* ---- scalars ---- */

int cb_is_zero(int t, const void *p)
{
    switch (t) {
    case CB_S: return *(const float *)p == 0.0f;
    case CB_D: return *(const double *)p == 0.0;
    case CB_C: return ((const float *)p)[0] == 0.0f && ((const float *)p)[1] == 0.0f;
    default: return ((const double *)p)[0] == 0.0 && ((const double *)p)[1] == 0.0;
    }
}

int cb_is_one(int t, const void *p)
{
    switch (t) {
    case CB_S: return *(const float *)p == 1.0f;
    case CB_D: return *(const double *)p == 1.0;
    case CB_C: return ((const float *)p)[0] == 1.0f && ((const float *)p)[1] == 0.0f;
    default: return ((const double *)p)[0] == 1.0 && ((const double *)p)[1] == 0.0;
    }
}

/* ---- errors ---- */

/* Reference CBLAS's globals: RowMajorStrg is 1 while a row-major call
 * reports an error, so that cblas_xerbla can renumber the parameters its
 * Fortran routine received swapped (the reference's test programs read
 * it); CBLAS_CallFromC is kept for programs that name it. */
int RowMajorStrg;
int CBLAS_CallFromC;

int cb_error(int p, int rowmajor, const char *rout)
{
    if (!p)
        return 0;
    RowMajorStrg = rowmajor;
    cblas_xerbla(p, rout, "");
    RowMajorStrg = 0;
    return 1;
}

/* The number of the argument as the user wrote the call: the reference's
 * renumbering of row-major calls, pairs (a, b) exchanged, by family. */
static int renumber(int p, const char *rout)
{
    static const struct {
        const char *fam;
        int swap[2][2];
    } fams[] = {
        {"gemm", {{4, 5}, {9, 11}}},  {"symm", {{4, 5}, {0, 0}}}, {"hemm", {{4, 5}, {0, 0}}},
        {"trmm", {{6, 7}, {0, 0}}},   {"trsm", {{6, 7}, {0, 0}}}, {"gemv", {{3, 4}, {0, 0}}},
        {"gbmv", {{3, 4}, {5, 6}}},   {"ger", {{2, 3}, {6, 8}}},  {"her2", {{6, 8}, {0, 0}}},
        {"hpr2", {{6, 8}, {0, 0}}},
    };
    for (size_t f = 0; f < sizeof fams / sizeof fams[0]; f++) {
        if (!strstr(rout, fams[f].fam) || strstr(rout, "her2k"))
            continue;
        for (int k = 0; k < 2; k++) {
            if (p == fams[f].swap[k][0])
                p = fams[f].swap[k][1];
            else if (p == fams[f].swap[k][1])
                p = fams[f].swap[k][0];
        }
        break;
    }
    return p;
}

/* Overridable: a program's own cblas_xerbla replaces this one (the
 * dynamic linker prefers the program's definition; statically, weak). */
__attribute__((weak)) void cblas_xerbla(int p, const char *rout, const char *form, ...)
{
    va_list ap;
    va_start(ap, form);
    if (RowMajorStrg)
        p = renumber(p, rout);
    if (p)
        fprintf(stderr, "Parameter %d to routine %s was incorrect\n", p, rout);
    vfprintf(stderr, form, ap);
    va_end(ap);
}

/* ---- a call's operands ---- */

static size_t op_elems(const cb_op *o)
{
    return o->count ? o->contig * o->count : o->contig;
}

int cb_ops_up(const char *rout, cl_command_queue q, cb_op *op, int nop, size_t es)
{
    for (int i = 0; i < nop; i++) {
        size_t n = op_elems(&op[i]);
        op[i].d = cb_get((n ? n : 1) * es);
        int err = op[i].d ? CL_SUCCESS : CL_MEM_OBJECT_ALLOCATION_FAILURE;
        if (err == CL_SUCCESS && op[i].in && n) {
            if (op[i].count)
                err = cb_mat_up(q, op[i].d, 0, 0, op[i].h, op[i].contig, op[i].count, op[i].ld, es, 0);
            else
                err = cb_vec_up(q, op[i].d, op[i].h, (int)n, op[i].inc, es, &op[i].stage);
        }
        if (err != CL_SUCCESS) {
            cb_fail(rout, "a transfer to the device", err);
            cb_ops_down(rout, q, op, i + 1, es, CB_REPORTED);
            return 1;
        }
    }
    return 0;
}

void cb_ops_down(const char *rout, cl_command_queue q, cb_op *op, int nop, size_t es, int st)
{
    if (st != 0 && st != CB_REPORTED)
        cb_fail(rout, "clmath", st);
    for (int i = 0; i < nop && st == 0; i++) {
        size_t n = op_elems(&op[i]);
        if (!op[i].out || !n)
            continue;
        int err = op[i].count
            ? cb_mat_down(q, op[i].d, 0, 0, (void *)op[i].h, op[i].contig, op[i].count, op[i].ld, es, 1)
            : cb_vec_down(q, op[i].d, (void *)op[i].h, (int)n, op[i].inc, es);
        if (err != CL_SUCCESS) {
            cb_fail(rout, "a transfer from the device", err);
            break;
        }
    }
    cb_finish(q);
    for (int i = 0; i < nop; i++) {
        cb_put(op[i].d);
        free(op[i].stage);
        op[i].d = NULL;
        op[i].stage = NULL;
    }
}
