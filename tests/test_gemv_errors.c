/*
 * test_gemv_errors.c - every invalid argument of clblas?gemv, one call each,
 * for the four precisions: the exact status, the events output left alone
 * (preset to a sentinel), nothing enqueued, and y with its guard region
 * unchanged.
 *
 * The checks come in the documented order (docs/compat.md): setup, enums,
 * dimensions, lda, increments, queues, wait list, fp64, NULL buffers, mem
 * object type, context, buffer extents. Calls with two faults check that
 * the earlier one is reported. Also the boundaries that must pass: buffers
 * that fit exactly, and zero sizes whose buffers are too small for anything.
 *
 * Not here: a released mem object or a non-queue object passed as a queue.
 * Both are undefined behaviour in OpenCL and crash inside the ICD loader /
 * PoCL before clmath could tell (tried: segfault in clGetMemObjectInfo and
 * in clGetCommandQueueInfo's results).
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gemvcase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers and events are foreign */
static cl_command_queue q2;

#define SENTINEL ((cl_event)(uintptr_t)0x5e47e1)

/* Every argument of a GEMV call. */
typedef struct args {
    tu_prec p;
    clblasOrder order;
    clblasTranspose trans;
    size_t M, N;
    tu_scalar alpha, beta;
    cl_mem A;
    size_t offA, lda;
    cl_mem x;
    size_t offx;
    int incx;
    cl_mem y;
    size_t offy;
    int incy;
    cl_uint nq;
    cl_command_queue *qs;
    cl_uint nwait;
    const cl_event *wait;
} args;

/* The valid call every case starts from: 5 x 4 column-major, NoTrans,
 * lda 6, offsets 1, 0, 2; y has a guard region after it. */
typedef struct fixture {
    tu_prec p;
    tu_operand A, x, y;
    cl_command_queue qs[1];
} fixture;

static const size_t M0 = 5, N0 = 4, LDA0 = 6, OFFA0 = 1, OFFX0 = 0, OFFY0 = 2;

static int fixture_make(fixture *f, tu_prec p)
{
    memset(f, 0, sizeof *f);
    f->p = p;
    f->qs[0] = dev.env.queue;
    tu_rng r = tu_rng_make(p);
    size_t nA = tu_mat_extent(clblasColumnMajor, M0, N0, OFFA0, LDA0);
    size_t nx = tu_vec_extent(N0, OFFX0, 1), ny = tu_vec_extent(M0, OFFY0, 1) + TU_GUARD;
    if (tu_operand_init(&f->A, p, nA, TU_CANARY_NAN) || tu_operand_init(&f->x, p, nx, TU_CANARY_NAN) ||
        tu_operand_init(&f->y, p, ny, TU_CANARY_FINITE))
        return -1;
    tu_operand_mark_mat(&f->A, clblasColumnMajor, M0, N0, OFFA0, LDA0);
    tu_operand_mark_vec(&f->x, N0, OFFX0, 1);
    tu_operand_mark_vec(&f->y, M0, OFFY0, 1);
    tu_operand_fill(&f->A, &r, 0);
    tu_operand_fill(&f->x, &r, 0);
    tu_operand_fill(&f->y, &r, 0);
    cl_context c = dev.env.context;
    if (tu_operand_upload(&f->A, c, CL_MEM_READ_ONLY) || tu_operand_upload(&f->x, c, CL_MEM_READ_ONLY) ||
        tu_operand_upload(&f->y, c, CL_MEM_READ_WRITE))
        return -1;
    return 0;
}

static void fixture_free(fixture *f)
{
    tu_operand_free(&f->A);
    tu_operand_free(&f->x);
    tu_operand_free(&f->y);
}

static args base(fixture *f)
{
    args a = {f->p, clblasColumnMajor, clblasNoTrans, M0, N0, {0.5, 0.25}, {-0.75, 0.5},
              f->A.mem, OFFA0, LDA0, f->x.mem, OFFX0, 1, f->y.mem, OFFY0, 1, 1, f->qs, 0, NULL};
    if (!tu_is_complex(f->p))
        a.alpha.im = a.beta.im = 0;
    return a;
}

static clblasStatus call(const args *a, cl_event *ev)
{
    return gc_call(a->p, a->order, a->trans, a->M, a->N, a->alpha, a->A, a->offA, a->lda, a->x,
                   a->offx, a->incx, a->beta, a->y, a->offy, a->incy, a->nq, a->qs, a->nwait,
                   a->wait, ev);
}

/* The fixture's y (with its guard region) reads back as written. */
static void check_y_unchanged(fixture *f, const char *desc)
{
    clFinish(dev.env.queue);
    cl_int err = tu_operand_download(&f->y, dev.env.queue);
    size_t changed = err == CL_SUCCESS ? tu_operand_changed(&f->y, 0, "y", desc) : 1;
    tu_check(changed == 0, "%s: y or its guard changed (%zu elements, read %d)", desc, changed,
             err);
}

static cl_uint queue_refs(void)
{
    cl_uint n = 0;
    clGetCommandQueueInfo(dev.env.queue, CL_QUEUE_REFERENCE_COUNT, sizeof n, &n, NULL);
    return n;
}

/* One invalid call: exact status, events output untouched, nothing
 * enqueued, y unchanged. `alt` is a second acceptable status (0 when there
 * is none). The queue is held shut by a marker waiting on a user event, so
 * anything the call enqueued would still be pending afterwards, holding a
 * reference to the queue (PoCL counts those; elsewhere the check is moot). */
static void expect2(fixture *f, const args *a, clblasStatus want, clblasStatus alt,
                    const char *what)
{
    char desc[256];
    snprintf(desc, sizeof desc, "%cgemv, %s", tu_prec_letter(f->p), what);
    cl_int err;
    cl_event gate = clCreateUserEvent(dev.env.context, &err), shut = NULL;
    clEnqueueMarkerWithWaitList(dev.env.queue, 1, &gate, &shut);
    cl_uint refs = queue_refs();
    cl_event ev = SENTINEL;
    clblasStatus st = call(a, &ev);
    cl_uint refs_after = queue_refs();
    clSetUserEventStatus(gate, CL_COMPLETE);
    clWaitForEvents(1, &shut);
    clReleaseEvent(shut);
    clReleaseEvent(gate);
    tu_check(st == want || (alt && st == alt), "%s: returned %s, want %s", desc,
             tu_status_name(st), tu_status_name(want));
    tu_check(refs_after == refs, "%s: something was enqueued (queue references %u -> %u)", desc,
             refs, refs_after);
    if (!tu_check(ev == SENTINEL, "%s: the events output was written", desc) && ev) {
        clWaitForEvents(1, &ev);
        clReleaseEvent(ev);
    }
    check_y_unchanged(f, desc);
}

static void expect(fixture *f, const args *a, clblasStatus want, const char *what)
{
    expect2(f, a, want, (clblasStatus)0, what);
}

/* A call that must succeed; `untouched` when it has nothing to compute. */
static void expect_ok(fixture *f, const args *a, int untouched, const char *what)
{
    char desc[256];
    snprintf(desc, sizeof desc, "%cgemv, %s", tu_prec_letter(f->p), what);
    cl_event ev = SENTINEL;
    clblasStatus st = call(a, &ev);
    int ok = tu_check(st == clblasSuccess, "%s: returned %s, want success", desc,
                      tu_status_name(st));
    if (ok && tu_check(ev != SENTINEL && ev != NULL, "%s: no event returned", desc)) {
        cl_int status = -1, werr = clWaitForEvents(1, &ev);
        clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
        tu_check(werr == CL_SUCCESS && status == CL_COMPLETE, "%s: event wait %d status %d",
                 desc, werr, status);
        clReleaseEvent(ev);
    }
    if (untouched) {
        check_y_unchanged(f, desc);
    } else { /* put y back for the next case */
        size_t bytes = f->y.total * tu_esize(f->p);
        cl_int err = clEnqueueWriteBuffer(dev.env.queue, f->y.mem, CL_TRUE, 0, bytes, f->y.init,
                                          0, NULL, NULL);
        tu_check(err == CL_SUCCESS, "%s: could not restore y (%d)", desc, err);
    }
}

/* A buffer of n elements (random content) in context c. */
static cl_mem buffer(cl_context c, tu_prec p, size_t n)
{
    cl_int err;
    return clCreateBuffer(c, CL_MEM_READ_WRITE, (n ? n : 1) * tu_esize(p), NULL, &err);
}

/* ---- the cases ---- */

static void bad_enums(fixture *f)
{
    args a = base(f);
    a.order = (clblasOrder)2;
    expect(f, &a, clblasInvalidValue, "order = 2");
    a.order = (clblasOrder)-1;
    expect(f, &a, clblasInvalidValue, "order = -1");
    a = base(f);
    a.trans = (clblasTranspose)3;
    expect(f, &a, clblasInvalidValue, "trans = 3");
    a.trans = (clblasTranspose)-1;
    expect(f, &a, clblasInvalidValue, "trans = -1");
    a.order = clblasRowMajor;
    a.trans = (clblasTranspose)141;
    expect(f, &a, clblasInvalidValue, "row-major, trans = 141");
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1;
    args a = base(f);
    a.M = big;
    expect(f, &a, clblasInvalidDim, "M = 2^31");
    a = base(f);
    a.N = big;
    expect(f, &a, clblasInvalidDim, "N = 2^31");
    a.M = SIZE_MAX;
    expect(f, &a, clblasInvalidDim, "M = SIZE_MAX, N = 2^31");
    /* 2^31 - 1 is a valid dimension: the lda check comes next. */
    a = base(f);
    a.M = INT32_MAX;
    expect(f, &a, clblasInvalidLeadDimA, "M = 2^31 - 1, lda 6");
}

static void bad_lda(fixture *f)
{
    args a = base(f);
    a.lda = M0 - 1;
    expect(f, &a, clblasInvalidLeadDimA, "column-major, lda = M - 1");
    a.lda = N0; /* >= N but < M: column-major needs M */
    expect(f, &a, clblasInvalidLeadDimA, "column-major, lda = N < M");
    a.order = clblasRowMajor;
    a.lda = N0 - 1;
    expect(f, &a, clblasInvalidLeadDimA, "row-major, lda = N - 1");
    a.lda = 0;
    expect(f, &a, clblasInvalidLeadDimA, "row-major, lda = 0");
    a = base(f);
    a.M = 0;
    a.lda = 0;
    expect(f, &a, clblasInvalidLeadDimA, "column-major, M = 0, lda = 0 (< max(1, M))");
    a.order = clblasRowMajor;
    a.M = M0;
    a.N = 0;
    expect(f, &a, clblasInvalidLeadDimA, "row-major, N = 0, lda = 0");
}

static void bad_incs(fixture *f)
{
    args a = base(f);
    a.incx = 0;
    expect(f, &a, clblasInvalidIncX, "incx = 0");
    a = base(f);
    a.incy = 0;
    expect(f, &a, clblasInvalidIncY, "incy = 0");
    a.trans = clblasTrans;
    expect(f, &a, clblasInvalidIncY, "Trans, incy = 0");
}

static void bad_queues(fixture *f)
{
    cl_command_queue none[1] = {NULL};
    args a = base(f);
    a.nq = 0;
    expect(f, &a, clblasInvalidValue, "numCommandQueues = 0");
    a = base(f);
    a.qs = NULL;
    expect(f, &a, clblasInvalidValue, "commandQueues = NULL");
    a.nq = 0;
    expect(f, &a, clblasInvalidValue, "numCommandQueues = 0, commandQueues = NULL");
    a = base(f);
    a.qs = none;
    expect(f, &a, clblasInvalidCommandQueue, "commandQueues[0] = NULL");
}

static void bad_wait_lists(fixture *f)
{
    cl_int err;
    cl_event user = clCreateUserEvent(dev.env.context, &err);
    cl_event foreign = clCreateUserEvent(ctx2, &err);
    cl_event with_null[2] = {user, NULL}, one[1] = {user}, other[1] = {foreign};
    args a = base(f);
    a.nwait = 1;
    expect(f, &a, clblasInvalidEventWaitList, "1 event, list NULL");
    a.nwait = 0;
    a.wait = one;
    expect(f, &a, clblasInvalidEventWaitList, "0 events, list not NULL");
    a.nwait = 2;
    a.wait = with_null;
    expect(f, &a, clblasInvalidEventWaitList, "a NULL event in the list");
    a.nwait = 1;
    a.wait = other;
    /* OpenCL's own enqueue calls say CL_INVALID_CONTEXT here; either is exact enough. */
    expect2(f, &a, clblasInvalidEventWaitList, clblasInvalidContext,
            "an event of another context");
    clSetUserEventStatus(user, CL_COMPLETE);
    clSetUserEventStatus(foreign, CL_COMPLETE);
    clReleaseEvent(user);
    clReleaseEvent(foreign);
}

static void no_fp64(fixture *f)
{
    if (dev.fp64 || !tu_is_double(f->p))
        return;
    args a = base(f);
    expect(f, &a, clblasInvalidDevice, "double precision on a device without fp64");
}

static void bad_mem_objects(fixture *f)
{
    args a = base(f);
    a.A = NULL;
    expect(f, &a, clblasInvalidMatA, "A = NULL");
    a = base(f);
    a.x = NULL;
    expect(f, &a, clblasInvalidVecX, "x = NULL");
    a = base(f);
    a.y = NULL;
    expect(f, &a, clblasInvalidVecY, "y = NULL");

    cl_mem fA = buffer(ctx2, f->p, 64), fx = buffer(ctx2, f->p, 64), fy = buffer(ctx2, f->p, 64);
    a = base(f);
    a.A = fA;
    expect(f, &a, clblasInvalidContext, "A from another context");
    a = base(f);
    a.x = fx;
    expect(f, &a, clblasInvalidContext, "x from another context");
    a = base(f);
    a.y = fy;
    expect(f, &a, clblasInvalidContext, "y from another context");
    clReleaseMemObject(fA);
    clReleaseMemObject(fx);
    clReleaseMemObject(fy);

    if (!dev.images) {
        printf("%cgemv: image arguments skipped (no image support)\n", tu_prec_letter(f->p));
        return;
    }
    cl_image_format fmt = {CL_RGBA, CL_FLOAT};
    cl_image_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.image_type = CL_MEM_OBJECT_IMAGE2D;
    desc.image_width = desc.image_height = 16;
    cl_int err;
    cl_mem img = clCreateImage(dev.env.context, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
    if (!tu_check(err == CL_SUCCESS, "could not create an image (%d)", err))
        return;
    a = base(f);
    a.A = img;
    expect(f, &a, clblasInvalidMemObject, "A is an image");
    a = base(f);
    a.x = img;
    expect(f, &a, clblasInvalidMemObject, "x is an image");
    a = base(f);
    a.y = img;
    expect(f, &a, clblasInvalidMemObject, "y is an image");
    clReleaseMemObject(img);
}

/* Buffers one element short, by size, offset, lda, increment or trans. */
static void too_small_A(fixture *f)
{
    size_t need = tu_mat_extent(clblasColumnMajor, M0, N0, OFFA0, LDA0);
    cl_mem exact = buffer(dev.env.context, f->p, need), shorter = buffer(dev.env.context, f->p, need - 1);
    args a = base(f);
    a.A = exact;
    expect_ok(f, &a, 0, "A fits exactly");
    a.offA = OFFA0 + 1;
    expect(f, &a, clblasInsufficientMemMatA, "A short by its offset");
    a.offA = OFFA0;
    a.lda = LDA0 + 1;
    expect(f, &a, clblasInsufficientMemMatA, "A short by its lda");
    a.lda = LDA0;
    a.A = shorter;
    expect(f, &a, clblasInsufficientMemMatA, "A one element short");
    /* row-major 5 x 4 with lda 6 needs off + 4 * 6 + 4 elements */
    a.order = clblasRowMajor;
    a.A = buffer(dev.env.context, f->p, OFFA0 + (M0 - 1) * LDA0 + N0 - 1);
    expect(f, &a, clblasInsufficientMemMatA, "row-major A one element short");
    clReleaseMemObject(a.A);
    a = base(f);
    a.offA = SIZE_MAX;
    expect(f, &a, clblasInsufficientMemMatA, "offA = SIZE_MAX (overflows)");
    a.offA = SIZE_MAX / tu_esize(f->p);
    expect(f, &a, clblasInsufficientMemMatA, "offA = SIZE_MAX / element size (bytes overflow)");
    a.offA = OFFA0;
    a.lda = SIZE_MAX / 2;
    expect(f, &a, clblasInsufficientMemMatA, "lda = SIZE_MAX / 2 (extent overflows)");
    a = base(f);
    a.M = INT32_MAX;
    a.lda = INT32_MAX; /* valid dimensions and lda, 4 G elements */
    expect(f, &a, clblasInsufficientMemMatA, "M = lda = 2^31 - 1");
    clReleaseMemObject(exact);
    clReleaseMemObject(shorter);
}

static void too_small_vec(fixture *f, int is_x)
{
    const char *v = is_x ? "x" : "y";
    clblasStatus want = is_x ? clblasInsufficientMemVecX : clblasInsufficientMemVecY;
    size_t n = is_x ? N0 : M0, off = 3;
    cl_mem exact = buffer(dev.env.context, f->p, tu_vec_extent(n, off, -2));
    char what[128];
    args a = base(f);
    size_t *offp = is_x ? &a.offx : &a.offy;
    int *incp = is_x ? &a.incx : &a.incy;
    cl_mem *memp = is_x ? &a.x : &a.y;
    *memp = exact;
    *offp = off;
    *incp = -2;
    snprintf(what, sizeof what, "%s fits exactly (inc -2)", v);
    expect_ok(f, &a, 0, what);
    *incp = 2;
    snprintf(what, sizeof what, "%s fits exactly (inc 2)", v);
    expect_ok(f, &a, 0, what);
    *incp = 3;
    snprintf(what, sizeof what, "%s short by its increment (3)", v);
    expect(f, &a, want, what);
    *incp = -3;
    snprintf(what, sizeof what, "%s short by its increment (-3)", v);
    expect(f, &a, want, what);
    *incp = -2;
    *offp = off + 1;
    snprintf(what, sizeof what, "%s short by its offset", v);
    expect(f, &a, want, what);
    *offp = off;
    a.trans = clblasTrans; /* x has M elements, y has N */
    if (is_x) {
        snprintf(what, sizeof what, "%s short for Trans (M > N)", v);
        expect(f, &a, want, what);
    }
    a.trans = clblasNoTrans;
    *offp = SIZE_MAX - 1;
    snprintf(what, sizeof what, "off%s = SIZE_MAX - 1 (overflows)", v);
    expect(f, &a, want, what);
    *offp = SIZE_MAX / tu_esize(f->p);
    snprintf(what, sizeof what, "off%s = SIZE_MAX / element size (bytes overflow)", v);
    expect(f, &a, want, what);
    *offp = 0;
    *incp = INT_MIN;
    snprintf(what, sizeof what, "inc%s = INT_MIN", v);
    expect(f, &a, want, what);
    clReleaseMemObject(exact);
}

/* Nothing to compute: buffer extents are not checked, y stays as it is. */
static void nothing_to_compute(fixture *f)
{
    cl_mem tiny = buffer(dev.env.context, f->p, 1);
    args a = base(f);
    a.A = tiny;
    a.x = tiny;
    a.M = 0;
    a.lda = 1;
    a.offA = a.offx = SIZE_MAX;
    expect_ok(f, &a, 1, "M = 0 with tiny buffers and huge offsets");
    a = base(f);
    a.A = tiny;
    a.x = tiny;
    a.N = 0;
    a.offy = OFFY0;
    expect_ok(f, &a, 1, "N = 0 with tiny A and x (y untouched although beta != 1)");
    clReleaseMemObject(tiny);
}

/* Two faults at once: the one earlier in the documented order wins. */
static void check_order(fixture *f)
{
    cl_command_queue none[1] = {NULL};
    cl_mem tiny = buffer(dev.env.context, f->p, 1);
    args a = base(f);
    a.order = (clblasOrder)5;
    a.M = (size_t)1 << 40;
    expect(f, &a, clblasInvalidValue, "bad order before bad M");
    a = base(f);
    a.M = (size_t)1 << 40;
    a.lda = 1;
    expect(f, &a, clblasInvalidDim, "bad M before bad lda");
    a = base(f);
    a.lda = 1;
    a.incx = 0;
    expect(f, &a, clblasInvalidLeadDimA, "bad lda before incx = 0");
    a = base(f);
    a.incx = 0;
    a.incy = 0;
    expect(f, &a, clblasInvalidIncX, "incx = 0 before incy = 0");
    a = base(f);
    a.incy = 0;
    a.nq = 0;
    expect(f, &a, clblasInvalidIncY, "incy = 0 before numCommandQueues = 0");
    a = base(f);
    a.nq = 0;
    a.A = NULL;
    expect(f, &a, clblasInvalidValue, "numCommandQueues = 0 before A = NULL");
    a = base(f);
    a.qs = none;
    a.nwait = 1;
    expect(f, &a, clblasInvalidCommandQueue, "NULL queue before a bad wait list");
    a = base(f);
    a.nwait = 1;
    a.A = NULL;
    expect(f, &a, clblasInvalidEventWaitList, "bad wait list before A = NULL");
    a = base(f);
    a.A = NULL;
    a.x = tiny;
    expect(f, &a, clblasInvalidMatA, "A = NULL before x too small");
    a = base(f);
    a.A = tiny;
    a.y = NULL;
    expect(f, &a, clblasInvalidVecY, "y = NULL before A too small");
    a = base(f);
    a.A = tiny;
    a.x = tiny;
    expect(f, &a, clblasInsufficientMemMatA, "A too small before x too small");
    a = base(f);
    a.x = tiny;
    a.y = tiny;
    expect(f, &a, clblasInsufficientMemVecX, "x too small before y too small");
    clReleaseMemObject(tiny);
}

static void run_precision(tu_prec p)
{
    fixture f;
    if (!tu_check(fixture_make(&f, p) == 0, "%cgemv: fixture failed", tu_prec_letter(p))) {
        fixture_free(&f);
        return;
    }
    if (tu_is_double(p) && !dev.fp64) {
        no_fp64(&f);
        fixture_free(&f);
        return;
    }
    bad_enums(&f);
    bad_dims(&f);
    bad_lda(&f);
    bad_incs(&f);
    bad_queues(&f);
    bad_wait_lists(&f);
    bad_mem_objects(&f);
    too_small_A(&f);
    too_small_vec(&f, 1);
    too_small_vec(&f, 0);
    nothing_to_compute(&f);
    check_order(&f);
    fixture_free(&f);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too. */
static void not_initialized(const char *when)
{
    for (int pi = 0; pi < TU_NPREC; pi++) {
        fixture f;
        if (!tu_check(fixture_make(&f, (tu_prec)pi) == 0, "fixture failed")) {
            fixture_free(&f);
            continue;
        }
        char what[128];
        args a = base(&f);
        snprintf(what, sizeof what, "valid call %s", when);
        expect(&f, &a, clblasNotInitialized, what);
        a.order = (clblasOrder)9;
        a.incx = 0;
        snprintf(what, sizeof what, "bad order and incx %s", when);
        expect(&f, &a, clblasNotInitialized, what);
        fixture_free(&f);
    }
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    if (!tu_check(tu_open_second_context(&dev, &ctx2, &q2) == 0, "no second context"))
        return tu_summary("test_gemv_errors");

    not_initialized("before clblasSetup");
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    for (int si = 0; si < 3; si++) { /* checks come before planning, but the */
        tu_set_strategy(tu_strategies[si]); /* calls that pass run each strategy */
        for (int pi = 0; pi < TU_NPREC; pi++)
            run_precision((tu_prec)pi);
    }
    tu_set_strategy(0);
    clblasTeardown();
    not_initialized("after clblasTeardown");

    /* and usable again after a new setup */
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    fixture f;
    if (fixture_make(&f, TU_S) == 0) {
        args a = base(&f);
        expect_ok(&f, &a, 0, "valid call after teardown and setup");
    }
    fixture_free(&f);
    clblasTeardown();

    clReleaseCommandQueue(q2);
    clReleaseContext(ctx2);
    tu_close(&dev);
    return tu_summary("test_gemv_errors");
}
