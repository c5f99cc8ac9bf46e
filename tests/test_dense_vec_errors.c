/*
 * test_dense_vec_errors.c - every invalid argument of the 23 clSPARSE dense
 * vector routines (cldense*): each call returns its exact status, enqueues
 * nothing (the queue is held shut by a marker on a user event and its
 * reference count compared, as test_*_errors do), leaves the control's event
 * as it was, and leaves every buffer of the call (output, inputs, scalars)
 * bit for bit unchanged. Also the documented order of the checks, exact
 * fits, n = 0 and calls before clsparseSetup.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <clSPARSE.h>

#include "dvcall.h"
#include "errorcase.h"
#include "testutil.h"

static tu_device dev;
static clsparseControl control;
static cl_context foreign_ctx; /* NULL when no second context could be made */
static cl_command_queue foreign_q;

#define N 5   /* elements of every vector */
#define OFF 1 /* every vector and scalar at offset 1 in a buffer that fits exactly */

/* One routine's call: the structures, and what is passed for each (NULL
 * to test a missing one). */
typedef struct args {
    dv_op op;
    int dbl;
    cldenseVector r, x, y;
    clsparseScalar alpha, beta, s;
    cldenseVector *pr, *px, *py;
    clsparseScalar *pa, *pb, *ps;
    clsparseControl c;
} args;

/* A buffer argument: its buffer and offset in the args, and its name. */
typedef struct slot {
    cl_mem *mem;
    clsparseIdx_t *off;
    const char *name;
} slot;

/* The buffers of the call, as written: they must read back the same. */
typedef struct watched {
    int count;
    cl_mem mem[5];
    unsigned char host[5][(OFF + N) * 8];
    size_t bytes[5];
} watched;

static char fname[16]; /* "Saxpy": starts every message */

static clsparseStatus call(const args *a)
{
    return dv_call(a->op, a->dbl, a->pr, a->pa, a->px, a->pb, a->py, a->ps, a->c);
}

/* The buffer arguments in argument order; returns their count. */
static int slots_of(args *a, slot out[5])
{
    int k = 0;
    if (dv_is_reduction(a->op))
        out[k++] = (slot){&a->s.value, &a->s.off_value, "s"};
    else
        out[k++] = (slot){&a->r.values, &a->r.off_values, "r"};
    if (dv_takes_alpha(a->op))
        out[k++] = (slot){&a->alpha.value, &a->alpha.off_value, "alpha"};
    if (dv_takes_x(a->op))
        out[k++] = (slot){&a->x.values, &a->x.off_values, "x"};
    if (dv_takes_beta(a->op))
        out[k++] = (slot){&a->beta.value, &a->beta.off_value, "beta"};
    if (dv_takes_y(a->op))
        out[k++] = (slot){&a->y.values, &a->y.off_values, "y"};
    return k;
}

static cl_event control_event(void)
{
    clsparseEventResult er = clsparseGetEvent(control);
    if (er.event)
        clReleaseEvent(er.event); /* only its identity is compared */
    return er.event;
}

static void read_all(const watched *w, unsigned char (*into)[(OFF + N) * 8])
{
    for (int k = 0; k < w->count; k++)
        clEnqueueReadBuffer(dev.env.queue, w->mem[k], CL_TRUE, 0, w->bytes[k], into[k], 0, NULL,
                            NULL);
}

/* One invalid call. Async mode, so that a call that wrongly enqueued work
 * returns (in blocking mode it would wait behind the shut queue forever). */
static void expect(const args *a, const watched *w, clsparseStatus want, const char *what)
{
    cl_event before = control_event();
    cl_int err;
    cl_event gate = clCreateUserEvent(dev.env.context, &err), shut = NULL;
    clEnqueueMarkerWithWaitList(dev.env.queue, 1, &gate, &shut);
    cl_uint refs = tu_queue_refs(dev.env.queue);
    clsparseEnableAsync(control, CL_TRUE);
    clsparseStatus st = call(a);
    clsparseEnableAsync(control, CL_FALSE);
    cl_uint refs_after = tu_queue_refs(dev.env.queue);
    clSetUserEventStatus(gate, CL_COMPLETE);
    clWaitForEvents(1, &shut);
    clReleaseEvent(shut);
    clReleaseEvent(gate);
    tu_check(st == want, "%s, %s: status %d, want %d", fname, what, (int)st, (int)want);
    tu_check(refs_after <= refs, "%s, %s: something was enqueued (queue references %u -> %u)",
             fname, what, refs, refs_after);
    tu_check(control_event() == before, "%s, %s: the control's event changed", fname, what);
    unsigned char back[5][(OFF + N) * 8];
    read_all(w, back);
    for (int k = 0; k < w->count; k++)
        tu_check(memcmp(back[k], w->host[k], w->bytes[k]) == 0, "%s, %s: buffer %d changed",
                 fname, what, k);
}

static cl_mem make(size_t bytes, const void *host)
{
    cl_int err;
    return clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes,
                          (void *)host, &err);
}

static void routine(dv_op op, int dbl)
{
    dv_full_name(op, dbl, fname, sizeof fname);
    const size_t es = op == DV_ISUM ? 4 : dbl ? 8 : 4;
    const size_t vbytes = (OFF + N) * es;
    unsigned char init[(OFF + N) * 8];
    for (size_t i = 0; i < sizeof init; i++)
        init[i] = (unsigned char)(0x3c + i % 7); /* finite values of either precision */

    args a;
    memset(&a, 0, sizeof a);
    a.op = op;
    a.dbl = dbl;
    a.c = control;
    a.r = (cldenseVector){N, make(vbytes, init), OFF};
    a.x = (cldenseVector){N, make(vbytes, init), OFF};
    a.y = (cldenseVector){N, make(vbytes, init), OFF};
    a.alpha = (clsparseScalar){make((OFF + 1) * es, init), OFF};
    a.beta = (clsparseScalar){make((OFF + 1) * es, init), OFF};
    a.s = (clsparseScalar){make((OFF + 1) * es, init), OFF};
    a.pr = &a.r;
    a.px = &a.x;
    a.py = &a.y;
    a.pa = &a.alpha;
    a.pb = &a.beta;
    a.ps = &a.s;

    /* A valid call: every buffer fits exactly. Its results are the state
     * every invalid call must leave. */
    clsparseStatus st = call(&a);
    tu_check(st == clsparseSuccess, "%s, exact fits: status %d", fname, (int)st);
    slot sl[5];
    int ns = slots_of(&a, sl);
    watched w = {.count = ns};
    for (int k = 0; k < ns; k++) {
        w.mem[k] = *sl[k].mem;
        clGetMemObjectInfo(w.mem[k], CL_MEM_SIZE, sizeof w.bytes[k], &w.bytes[k], NULL);
    }
    read_all(&w, w.host);

    char what[96];
    /* Control and structure pointers. */
    a.c = NULL;
    expect(&a, &w, clsparseInvalidControlObject, "NULL control");
    a.pr = NULL;
    a.ps = NULL;
    expect(&a, &w, clsparseInvalidControlObject, "NULL control and output: control first");
    a.c = control;
    expect(&a, &w, clsparseInvalidValue, "NULL output");
    a.pr = &a.r;
    a.ps = &a.s;
    clsparseScalar **sp[] = {&a.pa, &a.pb};
    cldenseVector **vp[] = {&a.px, &a.py};
    const int takes_s[] = {dv_takes_alpha(op), dv_takes_beta(op)};
    const int takes_v[] = {dv_takes_x(op), dv_takes_y(op)};
    for (int k = 0; k < 2; k++) {
        if (takes_s[k]) {
            clsparseScalar *keep = *sp[k];
            *sp[k] = NULL;
            snprintf(what, sizeof what, "NULL %s", k ? "beta" : "alpha");
            expect(&a, &w, clsparseInvalidValue, what);
            *sp[k] = keep;
        }
        if (takes_v[k]) {
            cldenseVector *keep = *vp[k];
            *vp[k] = NULL;
            snprintf(what, sizeof what, "NULL %s", k ? "y" : "x");
            expect(&a, &w, clsparseInvalidValue, what);
            *vp[k] = keep;
        }
    }

    /* Lengths: inputs must match the output (dot: y must match x). */
    cldenseVector *len_of[2] = {&a.x, &a.y};
    for (int k = 0; k < 2; k++) {
        int compared = dv_is_reduction(op) ? (k == 1 && op == DV_DOT) : takes_v[k];
        if (!compared)
            continue;
        for (int d = -1; d <= 1; d += 2) {
            len_of[k]->num_values = (clsparseIdx_t)(N + d);
            snprintf(what, sizeof what, "%s of %d elements", k ? "y" : "x", N + d);
            expect(&a, &w, clsparseInvalidSize, what);
        }
        len_of[k]->num_values = N;
        /* order: a missing structure before a wrong length */
        len_of[k]->num_values = N + 1;
        a.pr = NULL;
        a.ps = NULL;
        expect(&a, &w, clsparseInvalidValue, "NULL output and a wrong length: NULL first");
        a.pr = &a.r;
        a.ps = &a.s;
        /* a wrong length before any buffer */
        cl_mem keep = *sl[0].mem;
        *sl[0].mem = NULL;
        expect(&a, &w, clsparseInvalidSize, "a wrong length and a NULL buffer: length first");
        *sl[0].mem = keep;
        len_of[k]->num_values = N;
    }
    a.r.num_values = a.x.num_values = a.y.num_values = 0x80000000u;
    expect(&a, &w, clsparseInvalidSize, "every vector of 2^31 elements");
    a.r.num_values = a.x.num_values = a.y.num_values = N;

    /* Each buffer: NULL, an image, another context's, one element short by
     * its offset, an offset far past its end. */
    cl_mem img = dev.images ? ec_image(dev.env.context) : NULL;
    cl_mem foreign = NULL;
    if (foreign_ctx) {
        cl_int err;
        foreign = clCreateBuffer(foreign_ctx, CL_MEM_READ_WRITE, 64 * 8, NULL, &err);
    }
    for (int k = 0; k < ns; k++) {
        cl_mem keep = *sl[k].mem;
        *sl[k].mem = NULL;
        snprintf(what, sizeof what, "NULL %s buffer", sl[k].name);
        expect(&a, &w, clsparseInvalidMemObj, what);
        if (img) {
            *sl[k].mem = img;
            snprintf(what, sizeof what, "%s an image", sl[k].name);
            expect(&a, &w, clsparseInvalidMemObj, what);
        }
        if (foreign) {
            *sl[k].mem = foreign;
            snprintf(what, sizeof what, "%s of another context", sl[k].name);
            expect(&a, &w, clsparseInvalidContext, what);
        }
        *sl[k].mem = keep;
        *sl[k].off = OFF + 1;
        snprintf(what, sizeof what, "%s one element short (offset %d)", sl[k].name, OFF + 1);
        expect(&a, &w, clsparseInsufficientMemory, what);
        *sl[k].off = 0xffffffffu;
        snprintf(what, sizeof what, "%s at offset 2^32 - 1", sl[k].name);
        expect(&a, &w, clsparseInsufficientMemory, what);
        *sl[k].off = OFF;
    }
    /* Order among buffers: the argument order. */
    if (ns > 1 && foreign) {
        cl_mem first = *sl[0].mem, last = *sl[ns - 1].mem;
        *sl[0].mem = NULL;
        *sl[ns - 1].mem = foreign;
        snprintf(what, sizeof what, "NULL %s and %s of another context: %s first", sl[0].name,
                 sl[ns - 1].name, sl[0].name);
        expect(&a, &w, clsparseInvalidMemObj, what);
        *sl[0].mem = foreign;
        *sl[ns - 1].mem = NULL;
        snprintf(what, sizeof what, "%s of another context and NULL %s: %s first", sl[0].name,
                 sl[ns - 1].name, sl[0].name);
        expect(&a, &w, clsparseInvalidContext, what);
        *sl[0].mem = first;
        *sl[ns - 1].mem = last;
    }
    /* D reads 8-byte elements: S-sized buffers are too small. */
    if (dbl == 0 && op != DV_ISUM && dev.fp64) {
        a.dbl = 1;
        expect(&a, &w, clsparseInsufficientMemory, "D call on S-sized buffers");
        a.dbl = 0;
    }

    /* n = 0 fits any buffer: success, an element-wise output untouched, a
     * reduction's result 0. */
    a.r.num_values = a.x.num_values = a.y.num_values = 0;
    a.r.off_values = a.x.off_values = a.y.off_values = OFF + N;
    st = call(&a);
    tu_check(st == clsparseSuccess && control_event() != NULL, "%s, n = 0: status %d", fname,
             (int)st);
    unsigned char back[5][(OFF + N) * 8];
    read_all(&w, back);
    if (dv_is_reduction(op)) {
        static const unsigned char zero[8];
        tu_check(memcmp(back[0], w.host[0], OFF * es) == 0 &&
                     memcmp(back[0] + OFF * es, zero, es) == 0,
                 "%s, n = 0: s not exactly 0, or its canary changed", fname);
    } else {
        tu_check(memcmp(back[0], w.host[0], w.bytes[0]) == 0, "%s, n = 0: r changed", fname);
    }

    if (img)
        clReleaseMemObject(img);
    if (foreign)
        clReleaseMemObject(foreign);
    cl_mem all[] = {a.r.values, a.x.values, a.y.values, a.alpha.value, a.beta.value, a.s.value};
    for (int k = 0; k < 6; k++)
        clReleaseMemObject(all[k]);
}

/* Before clsparseSetup (after a teardown): clsparseNotInitialized, nothing
 * touched. */
static void not_set_up(void)
{
    unsigned char init[64] = {0};
    cl_mem b = make(sizeof init, init);
    cldenseVector v = {N, b, 0};
    clsparseScalar s = {b, 0};
    clsparseTeardown();
    for (int op = 0; op < DV_NOPS; op++)
        for (int dbl = 0; dbl < (op == DV_ISUM ? 1 : 2); dbl++) {
            clsparseStatus st = dv_call(op, dbl, &v, &s, &v, &s, &v, &s, control);
            tu_check(st == clsparseNotInitialized, "%s before setup: status %d",
                     dv_full_name(op, dbl, fname, sizeof fname), (int)st);
        }
    unsigned char back[64];
    clEnqueueReadBuffer(dev.env.queue, b, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL);
    tu_check(memcmp(back, init, sizeof init) == 0, "calls before setup changed a buffer");
    clsparseSetup();
    clReleaseMemObject(b);
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    clsparseSetup();
    clsparseCreateResult cr = clsparseCreateControl(dev.env.queue);
    if (!tu_check(cr.status == clsparseSuccess, "CreateControl: %d", (int)cr.status))
        return tu_summary("test_dense_vec_errors");
    control = cr.control;
    if (tu_open_second_context(&dev, &foreign_ctx, &foreign_q) != 0)
        foreign_ctx = NULL;
    for (int op = 0; op < DV_NOPS; op++)
        for (int dbl = 0; dbl < 2; dbl++)
            if (dbl == 0 || (op != DV_ISUM && dev.fp64))
                routine(op, dbl);
    not_set_up();
    if (foreign_ctx) {
        clReleaseCommandQueue(foreign_q);
        clReleaseContext(foreign_ctx);
    }
    clsparseReleaseControl(control);
    clsparseTeardown();
    tu_close(&dev);
    return tu_summary("test_dense_vec_errors");
}
