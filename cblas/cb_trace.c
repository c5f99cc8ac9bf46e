/*
 * libclmath_cblas's trace of a Level 3 pipeline (CLMATH_CBLAS_TRACE=path):
 * a call that finds the variable set runs on queues of its own made with
 * CL_QUEUE_PROFILING_ENABLE, keeps the event of every command it enqueues
 * with a label and its queue's index, and after its final wait appends
 * one CSV row a command to the file:
 *
 *   call,label,queue,queued_ns,submit_ns,start_ns,end_ns
 *
 * the times relative to the call's earliest CL_PROFILING_COMMAND_QUEUED;
 * -1 where the driver gave none, and in all four where its times are out
 * of order or before the call's first (NVIDIA's barriers).
 * Off (the variable unset or empty), every hook is a test of a
 * thread-local pointer. The state is the calling thread's; the file is
 * appended under a lock, so that threads may trace at once.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb_internal.h"

typedef struct trow {
    cl_event ev;
    int q;
    char label[CB_TLABEL];
} trow;

struct cb_trace {
    const char *rout;
    char path[512];
    trow *r;
    int n, cap;
    cl_command_queue qs[CB_MAX_QUEUES];
    int nq;
    cl_event slot;
    char label[CB_TLABEL];
};

_Thread_local cb_trace *cb_tr;
static pthread_mutex_t flock = PTHREAD_MUTEX_INITIALIZER;

int cb_trace_begin(const char *rout)
{
    const char *e = getenv("CLMATH_CBLAS_TRACE");
    if (!e || !*e || cb_tr)
        return cb_tr != NULL;
    cb_trace *t = calloc(1, sizeof *t);
    if (!t)
        return 0;
    t->rout = rout;
    snprintf(t->path, sizeof t->path, "%s", e);
    strcpy(t->label, "-");
    cb_tr = t;
    return 1;
}

void cb_trace_queues(const cl_command_queue *q, int n)
{
    if (!cb_tr)
        return;
    cb_tr->nq = n < CB_MAX_QUEUES ? n : CB_MAX_QUEUES;
    memcpy(cb_tr->qs, q, cb_tr->nq * sizeof *q);
}

cl_event *cb_tev(void)
{
    if (!cb_tr)
        return NULL;
    cb_tr->slot = NULL;
    return &cb_tr->slot;
}

void cb_tlabel(const char *fmt, ...)
{
    if (!cb_tr)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cb_tr->label, sizeof cb_tr->label, fmt, ap);
    va_end(ap);
}

void cb_tadd_label(cl_command_queue q, cl_event *e, const char *label)
{
    cb_trace *t = cb_tr;
    if (!t || !e || !*e)
        return;
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 256;
        trow *r = realloc(t->r, cap * sizeof *r);
        if (!r)
            return;
        t->r = r, t->cap = cap;
    }
    trow *r = &t->r[t->n++];
    if (e == &t->slot) { /* the trace's own event: taken over */
        r->ev = *e;
        *e = NULL;
    } else { /* the caller's: it keeps its reference */
        clRetainEvent(*e);
        r->ev = *e;
    }
    r->q = -1;
    for (int i = 0; i < t->nq; i++)
        if (t->qs[i] == q)
            r->q = i;
    snprintf(r->label, sizeof r->label, "%s", label ? label : t->label);
}

void cb_tadd(cl_command_queue q, cl_event *e) { cb_tadd_label(q, e, NULL); }

static cl_ulong prof(cl_event e, cl_profiling_info what)
{
    cl_ulong v = 0;
    clGetEventProfilingInfo(e, what, sizeof v, &v, NULL);
    return v;
}

void cb_trace_end(void)
{
    cb_trace *t = cb_tr;
    if (!t)
        return;
    cb_tr = NULL;
    if (t->n)
        clWaitForEvents(1, &t->r[t->n - 1].ev);
    cl_ulong t0 = 0;
    for (int i = 0; i < t->n; i++) {
        cl_ulong v = prof(t->r[i].ev, CL_PROFILING_COMMAND_QUEUED);
        if (v && (!t0 || v < t0))
            t0 = v;
    }
    pthread_mutex_lock(&flock);
    FILE *f = fopen(t->path, "a");
    if (f) {
        if (ftell(f) == 0)
            fprintf(f, "call,label,queue,queued_ns,submit_ns,start_ns,end_ns\n");
        for (int i = 0; i < t->n; i++) {
            cl_ulong v[4] = {prof(t->r[i].ev, CL_PROFILING_COMMAND_QUEUED),
                             prof(t->r[i].ev, CL_PROFILING_COMMAND_SUBMIT),
                             prof(t->r[i].ev, CL_PROFILING_COMMAND_START),
                             prof(t->r[i].ev, CL_PROFILING_COMMAND_END)};
            /* times out of order, or before the call's first, are none
             * (NVIDIA's barriers: no queue time, start and end earlier) */
            int untimed = !v[0] || v[0] < t0 || v[2] < v[0] || v[3] < v[2];
            fprintf(f, "%s,%s,%d", t->rout, t->r[i].label, t->r[i].q);
            for (int k = 0; k < 4; k++)
                fprintf(f, ",%lld", v[k] && !untimed ? (long long)(v[k] - t0) : -1LL);
            fputc('\n', f);
        }
        fclose(f);
    } else {
        fprintf(stderr, "libclmath_cblas: CLMATH_CBLAS_TRACE: cannot open %s\n", t->path);
    }
    pthread_mutex_unlock(&flock);
    for (int i = 0; i < t->n; i++)
        clReleaseEvent(t->r[i].ev);
    free(t->r);
    free(t);
}
