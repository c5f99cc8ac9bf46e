/*
 * test_helper.c - the 27 matrix and vector helpers of clBLAS.h
 * (src/api/helper.c): clblasMatrixSizeInfo, the three creators, Write,
 * Read and Copy of sub-matrices, whole matrices and vectors (plain and
 * Async), and the fills.
 *
 * Every transfer and fill runs in both orders with element sizes 1, 2, 3,
 * 4, 8 and 16 bytes (fills: those but 3), over blocks with padded leading
 * dimensions, offsets, inner origins, single rows and columns, whole
 * columns (the contiguous paths), blocks wider than a work group, and
 * empty blocks. Every destination, device buffer or host array, starts as
 * a canary pattern with guard elements after the matrix; afterwards each
 * of its bytes must be the test's own model (the block copied or filled,
 * everything else untouched), and the source must be unchanged. Async
 * forms wait on a user event: the command must still be pending (a host
 * destination untouched) until it is set, and its event must complete on
 * the queue. Plain forms run with and without a (complete) wait list.
 *
 * Every invalid argument returns its exact status with nothing enqueued,
 * no event written and the destination unchanged (errorcase.h); creators
 * return NULL with the status in *err and create nothing (the context's
 * reference count does not move). The transfers run without clblasSetup,
 * as in clBLAS; the error cases with it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errorcase.h"
#include "testutil.h"

static tu_device dev;
static cl_context ctx, ctx2; /* the device's context and a second (foreign) one */
static cl_command_queue q, q2;

/* ---- the 23 transfer and fill routines through one argument struct ---- */

typedef enum fn {
    W_SUB, W_SUB_A, R_SUB, R_SUB_A, C_SUB, C_SUB_A,
    W_MAT, W_MAT_A, R_MAT, R_MAT_A, C_MAT, C_MAT_A,
    W_VEC, W_VEC_A, R_VEC, R_VEC_A, C_VEC, C_VEC_A,
    F_VEC, F_VEC_A, F_MAT, F_SUB, F_SUB_A, NFN
} fn;

static const char *const fn_names[NFN] = {
    "WriteSubMatrix", "WriteSubMatrixAsync", "ReadSubMatrix", "ReadSubMatrixAsync",
    "CopySubMatrix",  "CopySubMatrixAsync",  "WriteMatrix",   "WriteMatrixAsync",
    "ReadMatrix",     "ReadMatrixAsync",     "CopyMatrix",    "CopyMatrixAsync",
    "WriteVector",    "WriteVectorAsync",    "ReadVector",    "ReadVectorAsync",
    "CopyVector",     "CopyVectorAsync",     "FillVector",    "FillVectorAsync",
    "FillMatrix",     "FillSubMatrix",       "FillSubMatrixAsync"};

enum { WRITE, READ, COPY, FILL };
enum { SUB, WHOLE, VEC };

static int kind_of(fn f) { return f < F_VEC ? f % 6 / 2 : FILL; }
static int shape_of(fn f)
{
    return f < F_VEC ? f / 6 : f <= F_VEC_A ? VEC : f == F_MAT ? WHOLE : SUB;
}
static int is_async(fn f) { return f < F_VEC ? f % 2 : f == F_VEC_A || f == F_SUB_A; }

/* Every argument. The block is nx x ny (whole forms: sx x sy; vectors and
 * FillVector: nb_elem = nx); a fill's matrix is B's fields. */
typedef struct hcall {
    fn f;
    clblasOrder order;
    size_t es;
    const void *hA;
    cl_mem mA;
    size_t offA, ldA, nrA, ncA, xA, yA;
    void *hB;
    cl_mem mB;
    size_t offB, ldB, nrB, ncB, xB, yB;
    size_t nx, ny;
    const void *pattern;
    cl_command_queue q;
    cl_uint nwait;
    const cl_event *wait;
    int null_event; /* Async forms: pass no event pointer */
} hcall;

#define SUBARGS(A, B)                                                                           \
    c->order, c->es, A, c->offA, c->ldA, c->nrA, c->ncA, c->xA, c->yA, B, c->offB, c->ldB,     \
        c->nrB, c->ncB, c->xB, c->yB, c->nx, c->ny, c->q, c->nwait, c->wait
#define MATARGS(A, B)                                                                           \
    c->order, c->nx, c->ny, c->es, A, c->offA, c->ldA, B, c->offB, c->ldB, c->q, c->nwait, c->wait
#define VECARGS(A, B) c->nx, c->es, A, c->offA, B, c->offB, c->q, c->nwait, c->wait
#define QARGS c->q, c->nwait, c->wait

/* The call (an ec_caller); FillSubMatrixAsync gets xB, yB as int, so
 * SIZE_MAX passes -1. */
static clblasStatus call(const void *args, cl_event *event)
{
    const hcall *c = args;
    cl_event *ev = c->null_event ? NULL : event;
    switch (c->f) {
    case W_SUB: return clblasWriteSubMatrix(SUBARGS(c->hA, c->mB));
    case W_SUB_A: return clblasWriteSubMatrixAsync(SUBARGS(c->hA, c->mB), ev);
    case R_SUB: return clblasReadSubMatrix(SUBARGS(c->mA, c->hB));
    case R_SUB_A: return clblasReadSubMatrixAsync(SUBARGS(c->mA, c->hB), ev);
    case C_SUB: return clblasCopySubMatrix(SUBARGS(c->mA, c->mB));
    case C_SUB_A: return clblasCopySubMatrixAsync(SUBARGS(c->mA, c->mB), ev);
    case W_MAT: return clblasWriteMatrix(MATARGS(c->hA, c->mB));
    case W_MAT_A: return clblasWriteMatrixAsync(MATARGS(c->hA, c->mB), ev);
    case R_MAT: return clblasReadMatrix(MATARGS(c->mA, c->hB));
    case R_MAT_A: return clblasReadMatrixAsync(MATARGS(c->mA, c->hB), ev);
    case C_MAT: return clblasCopyMatrix(MATARGS(c->mA, c->mB));
    case C_MAT_A: return clblasCopyMatrixAsync(MATARGS(c->mA, c->mB), ev);
    case W_VEC: return clblasWriteVector(VECARGS(c->hA, c->mB));
    case W_VEC_A: return clblasWriteVectorAsync(VECARGS(c->hA, c->mB), ev);
    case R_VEC: return clblasReadVector(VECARGS(c->mA, c->hB));
    case R_VEC_A: return clblasReadVectorAsync(VECARGS(c->mA, c->hB), ev);
    case C_VEC: return clblasCopyVector(VECARGS(c->mA, c->mB));
    case C_VEC_A: return clblasCopyVectorAsync(VECARGS(c->mA, c->mB), ev);
    case F_VEC: return clblasFillVector(c->nx, c->es, c->mB, c->offB, c->pattern, QARGS);
    case F_VEC_A:
        return clblasFillVectorAsync(c->nx, c->es, c->mB, c->offB, c->pattern, QARGS, ev);
    case F_MAT:
        return clblasFillMatrix(c->order, c->es, c->mB, c->offB, c->ldB, c->nrB, c->ncB,
                                c->pattern, QARGS);
    case F_SUB:
        return clblasFillSubMatrix(c->order, c->es, c->mB, c->offB, c->ldB, c->nrB, c->ncB, c->xB,
                                   c->yB, c->nx, c->ny, c->pattern, QARGS);
    default:
        return clblasFillSubMatrixAsync(c->order, c->es, c->mB, c->offB, c->ldB, c->nrB, c->ncB,
                                        (int)c->xB, (int)c->yB, c->nx, c->ny, c->pattern, QARGS,
                                        ev);
    }
}

/* ---- shapes ---- */

/* A case in the order's terms: A and B are nr x nc, leading dimension the
 * line (column-major: rows; row-major: columns) plus pad. */
typedef struct geom {
    size_t nrA, ncA, padA, offA, xA, yA;
    size_t nrB, ncB, padB, offB, xB, yB;
    size_t nx, ny;
} geom;

static const geom subs[] = {
    {5, 4, 0, 0, 0, 0, 5, 4, 0, 0, 0, 0, 5, 4},            /* whole, tight: contiguous */
    {7, 6, 3, 2, 2, 1, 9, 8, 1, 5, 3, 4, 4, 3},            /* padded, offsets, inner block */
    {6, 5, 2, 1, 1, 0, 4, 7, 0, 3, 0, 2, 1, 5},            /* one row */
    {6, 5, 2, 1, 1, 2, 4, 7, 0, 3, 1, 6, 3, 1},            /* one column */
    {8, 9, 0, 4, 0, 3, 8, 6, 0, 0, 0, 1, 8, 5},            /* whole columns (col-major) */
    {33, 17, 5, 3, 2, 1, 40, 20, 0, 7, 5, 2, 30, 16},      /* larger */
    {140, 5, 3, 2, 4, 1, 150, 6, 1, 0, 7, 2, 130, 3},      /* wider than a work group */
    {4, 4, 1, 0, 4, 1, 4, 4, 0, 0, 2, 2, 0, 2},            /* empty, at the edge */
    {4, 4, 0, 0, 1, 1, 4, 4, 0, 0, 1, 4, 2, 0},            /* empty */
};
#define WHOLE_GEOM(sx, sy, padA, offA, padB, offB)                                             \
    {sx, sy, padA, offA, 0, 0, sx, sy, padB, offB, 0, 0, sx, sy}
static const geom wholes[] = {
    WHOLE_GEOM(5, 4, 0, 0, 0, 0), WHOLE_GEOM(7, 3, 2, 1, 4, 6),  WHOLE_GEOM(1, 9, 0, 2, 3, 0),
    WHOLE_GEOM(9, 1, 1, 0, 0, 5), WHOLE_GEOM(31, 17, 3, 5, 0, 2), WHOLE_GEOM(0, 3, 1, 0, 1, 0),
};
#define VEC_GEOM(n, offA, offB) {n, 1, 0, offA, 0, 0, n, 1, 0, offB, 0, 0, n, 1}
static const geom vecs[] = {VEC_GEOM(1, 0, 0),   VEC_GEOM(7, 3, 5),    VEC_GEOM(100, 0, 11),
                            VEC_GEOM(0, 2, 1),   VEC_GEOM(4097, 1, 0)};

static size_t line(clblasOrder o, size_t nr, size_t nc) { return o == clblasColumnMajor ? nr : nc; }
static size_t at_least1(size_t n) { return n ? n : 1; }

/* The call for g (buffers and queue left to the caller). Vectors are one
 * column-major column. */
static hcall make(fn f, clblasOrder o, size_t es, const geom *g)
{
    if (shape_of(f) == VEC)
        o = clblasColumnMajor;
    hcall c = {.f = f, .order = o, .es = es, .offA = g->offA, .nrA = g->nrA, .ncA = g->ncA,
               .xA = g->xA, .yA = g->yA, .offB = g->offB, .nrB = g->nrB, .ncB = g->ncB,
               .xB = g->xB, .yB = g->yB, .nx = g->nx, .ny = g->ny, .q = q};
    c.ldA = at_least1(line(o, g->nrA, g->ncA) + g->padA);
    c.ldB = at_least1(line(o, g->nrB, g->ncB) + g->padB);
    return c;
}

/* Bytes of A's and B's buffers: the matrix and TU_GUARD elements after it. */
static size_t bytes_a(const hcall *c)
{
    return (tu_mat_extent(c->order, c->nrA, c->ncA, c->offA, c->ldA) + TU_GUARD) * c->es;
}
static size_t bytes_b(const hcall *c)
{
    return (tu_mat_extent(c->order, c->nrB, c->ncB, c->offB, c->ldB) + TU_GUARD) * c->es;
}

/* The destination after the call: the block copied from src (or filled). */
static void model(const hcall *c, const unsigned char *src, unsigned char *dst)
{
    for (size_t j = 0; j < c->ny; j++)
        for (size_t i = 0; i < c->nx; i++) {
            size_t d = tu_mat_pos(c->order, c->offB, c->ldB, c->xB + i, c->yB + j);
            const unsigned char *from =
                kind_of(c->f) == FILL
                    ? c->pattern
                    : src + tu_mat_pos(c->order, c->offA, c->ldA, c->xA + i, c->yA + j) * c->es;
            memcpy(dst + d * c->es, from, c->es);
        }
}

static unsigned char canary(size_t i) { return (unsigned char)(0xa5 ^ (i * 29)); }

/* Compares every byte; reports the first differing element. */
static void compare(const unsigned char *got, const unsigned char *want, size_t bytes, size_t es,
                    const char *what, const char *desc)
{
    size_t i = 0;
    while (i < bytes && got[i] == want[i])
        i++;
    tu_check(i == bytes, "%s: %s differs first at element %zu (byte %zu of %zu)", desc, what,
             i / es, i, bytes);
}

static cl_mem upload(const void *host, size_t bytes)
{
    return tu_upload(ctx, host, bytes);
}

static cl_int read_back(cl_mem m, void *host, size_t bytes)
{
    return clEnqueueReadBuffer(q, m, CL_TRUE, 0, bytes, host, 0, NULL, NULL);
}

/* ---- the sweep: one call against the model ---- */

static void run_case(hcall c, tu_rng *r, unsigned k)
{
    int kind = kind_of(c.f);
    char desc[256];
    snprintf(desc, sizeof desc,
             "%s %s es %zu: %zux%zu from (%zu,%zu) of %zux%zu ld %zu off %zu to (%zu,%zu) of "
             "%zux%zu ld %zu off %zu",
             fn_names[c.f], c.order == clblasRowMajor ? "row" : "col", c.es, c.nx, c.ny, c.xA,
             c.yA, c.nrA, c.ncA, c.ldA, c.offA, c.xB, c.yB, c.nrB, c.ncB, c.ldB, c.offB);
    size_t na = bytes_a(&c), nb = bytes_b(&c);
    unsigned char *a0 = tu_xmalloc(na), *b0 = tu_xmalloc(nb), *want = tu_xmalloc(nb),
                  *got = tu_xmalloc(nb), *ha = tu_xmalloc(na), *hb = tu_xmalloc(nb);
    for (size_t i = 0; i < na; i++)
        a0[i] = (unsigned char)tu_rng_next(r);
    for (size_t i = 0; i < nb; i++)
        b0[i] = canary(i);
    memcpy(ha, a0, na);
    memcpy(hb, b0, nb);
    c.pattern = a0;
    memcpy(want, b0, nb);
    model(&c, a0, want);
    if (kind == READ || kind == COPY)
        c.mA = upload(a0, na);
    if (kind != READ)
        c.mB = upload(b0, nb);
    c.hA = ha;
    c.hB = hb;

    /* Async: gated on a user event; plain: every other case after a
     * complete one; Async without an event pointer every third case. */
    cl_int err;
    cl_event user = clCreateUserEvent(ctx, &err), ev = NULL;
    if (is_async(c.f) || k % 2)
        c.nwait = 1, c.wait = &user;
    int gated = is_async(c.f);
    if (!gated)
        clSetUserEventStatus(user, CL_COMPLETE);
    c.null_event = is_async(c.f) && k % 3 == 2;
    clblasStatus st = call(&c, &ev);
    if (tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st)) &&
        is_async(c.f)) {
        cl_int status = CL_COMPLETE;
        if (ev)
            clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
        tu_check(c.null_event || status > CL_COMPLETE, "%s: ran before its wait list (%d)", desc,
                 status);
        tu_check(memcmp(hb, b0, nb) == 0, "%s: host B written before the wait list", desc);
        clSetUserEventStatus(user, CL_COMPLETE);
        gated = 0;
        if (c.null_event)
            tu_check(ev == NULL, "%s: an event written with no pointer", desc);
        else
            tu_check_event(ev, q, desc);
    }
    if (gated) /* the call failed */
        clSetUserEventStatus(user, CL_COMPLETE);
    clReleaseEvent(user);
    clFinish(q);

    if (kind == READ)
        memcpy(got, hb, nb);
    else
        tu_check(read_back(c.mB, got, nb) == CL_SUCCESS, "%s: reading B back failed", desc);
    compare(got, want, nb, c.es, "B", desc);
    if (kind == WRITE) {
        compare(ha, a0, na, c.es, "host A", desc);
    } else if (kind != FILL) {
        unsigned char *a1 = tu_xmalloc(na);
        tu_check(read_back(c.mA, a1, na) == CL_SUCCESS, "%s: reading A back failed", desc);
        compare(a1, a0, na, c.es, "A", desc);
        free(a1);
    }
    if (c.mA)
        clReleaseMemObject(c.mA);
    if (c.mB)
        clReleaseMemObject(c.mB);
    free(a0), free(b0), free(want), free(got), free(ha), free(hb);
}

static void sweep(void)
{
    static const size_t sizes[] = {1, 2, 3, 4, 8, 16};
    static const clblasOrder orders[] = {clblasColumnMajor, clblasRowMajor};
    tu_rng r = tu_rng_make(20240611);
    unsigned k = 0;
    for (int f = 0; f < NFN; f++) {
        int shape = shape_of((fn)f);
        const geom *g = shape == SUB ? subs : shape == WHOLE ? wholes : vecs;
        size_t ng = shape == SUB     ? sizeof subs / sizeof *subs
                    : shape == WHOLE ? sizeof wholes / sizeof *wholes
                                     : sizeof vecs / sizeof *vecs;
        for (int o = 0; o < (shape == VEC ? 1 : 2); o++)
            for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
                for (size_t i = 0; i < ng; i++)
                    if (kind_of((fn)f) != FILL || sizes[s] != 3)
                        run_case(make((fn)f, orders[o], sizes[s], &g[i]), &r, k++);
    }
}

/* More columns than the fill kernel's grid has (65535), in both orders. */
static void long_blocks(void)
{
    const geom col = {3, 70000, 1, 1, 0, 0, 3, 70000, 1, 1, 1, 0, 2, 70000};
    const geom row = {70000, 3, 1, 1, 0, 0, 70000, 3, 1, 1, 0, 1, 70000, 2};
    tu_rng r = tu_rng_make(5);
    run_case(make(F_SUB, clblasColumnMajor, 4, &col), &r, 0);
    run_case(make(F_SUB_A, clblasRowMajor, 2, &row), &r, 1);
    run_case(make(C_SUB_A, clblasRowMajor, 8, &row), &r, 1);
}

/* Copies between two blocks of one buffer that do not overlap. */
static void copy_within(void)
{
    for (int o = 0; o < 2; o++) {
        clblasOrder order = o ? clblasRowMajor : clblasColumnMajor;
        const geom g = {8, 6, 1, 2, 0, 0, 8, 6, 1, 2, 4, 3, 3, 3};
        hcall c = make(C_SUB, order, 8, &g);
        size_t n = bytes_a(&c);
        unsigned char *img = tu_xmalloc(n), *want = tu_xmalloc(n), *got = tu_xmalloc(n);
        for (size_t i = 0; i < n; i++)
            img[i] = canary(i * 7 + 1);
        memcpy(want, img, n);
        model(&c, img, want);
        c.mA = c.mB = upload(img, n);
        clblasStatus st = call(&c, NULL);
        tu_check(st == clblasSuccess, "CopySubMatrix within one buffer: %s", tu_status_name(st));
        tu_check(read_back(c.mA, got, n) == CL_SUCCESS, "reading back failed");
        compare(got, want, n, 8, "the buffer", "CopySubMatrix within one buffer");
        clReleaseMemObject(c.mA);
        free(img), free(want), free(got);
    }
}

/* ---- sizes and creators ---- */

static cl_uint ctx_refs(void)
{
    cl_uint n = 0;
    clGetContextInfo(ctx, CL_CONTEXT_REFERENCE_COUNT, sizeof n, &n, NULL);
    return n;
}

static void size_info(void)
{
    size_t ld = 1234, full = 5678;
    clblasStatus st = clblasMatrixSizeInfo(clblasColumnMajor, 5, 3, 8, 2, &ld, &full);
    tu_check(st == clblasSuccess && ld == 7 && full == 7 * 3 * 8,
             "MatrixSizeInfo col 5x3 pad 2: %s, ld %zu, size %zu", tu_status_name(st), ld, full);
    st = clblasMatrixSizeInfo(clblasRowMajor, 5, 3, 16, 2, &ld, &full);
    tu_check(st == clblasSuccess && ld == 5 && full == 5 * 5 * 16,
             "MatrixSizeInfo row 5x3 pad 2: %s, ld %zu, size %zu", tu_status_name(st), ld, full);
    st = clblasMatrixSizeInfo(clblasColumnMajor, 0, 3, 4, 0, &ld, &full);
    tu_check(st == clblasSuccess && ld == 0 && full == 0, "MatrixSizeInfo 0x3: %s, %zu, %zu",
             tu_status_name(st), ld, full);
    st = clblasMatrixSizeInfo(clblasRowMajor, 2, 3, 4, 0, NULL, NULL);
    tu_check(st == clblasSuccess, "MatrixSizeInfo without outputs: %s", tu_status_name(st));

    static const struct {
        clblasOrder order;
        size_t rows, cols, es, pad;
        const char *what;
    } bad[] = {
        {clblasColumnMajor, 5, 3, 0, 0, "element size 0"},
        {clblasRowMajor, 0, 0, 4, 2, "0 x 0"},
        {(clblasOrder)7, 5, 3, 4, 0, "order 7"},
        {clblasColumnMajor, SIZE_MAX, 1, 1, 1, "ld overflows"},
        {clblasColumnMajor, SIZE_MAX / 2, 4, 1, 0, "elements overflow"},
        {clblasRowMajor, 3, SIZE_MAX / 16, 32, 0, "bytes overflow"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ld = 1234, full = 5678;
        st = clblasMatrixSizeInfo(bad[i].order, bad[i].rows, bad[i].cols, bad[i].es, bad[i].pad,
                                  &ld, &full);
        tu_check(st == clblasInvalidValue && ld == 1234 && full == 5678,
                 "MatrixSizeInfo %s: %s, outputs %zu %zu", bad[i].what, tu_status_name(st), ld,
                 full);
    }
}

/* A creator's result: a buffer of `bytes` bytes, *err success. */
static void created(cl_mem m, cl_int err, size_t bytes, const char *what)
{
    size_t size = 0;
    if (m)
        clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, NULL);
    tu_check(m && err == CL_SUCCESS && size == bytes, "%s: buffer %s, err %d, %zu bytes (want %zu)",
             what, m ? "made" : "NULL", err, size, bytes);
}

/* A creator that must fail: NULL, the status, nothing left behind. */
static void not_created(cl_mem m, cl_int err, cl_int want, cl_uint refs, const char *what)
{
    tu_check(!m && err == want, "%s: buffer %s, err %s (want %s)", what, m ? "made" : "NULL",
             tu_status_name((clblasStatus)err), tu_status_name((clblasStatus)want));
    if (m)
        clReleaseMemObject(m);
    tu_check(ctx_refs() == refs, "%s: the context's references moved (%u -> %u)", what, refs,
             ctx_refs());
}

static void creators(void)
{
    char what[128];
    cl_int err;
    for (int o = 0; o < 2; o++) {
        clblasOrder order = o ? clblasRowMajor : clblasColumnMajor;
        for (size_t es = 4; es <= 16; es *= 2) {
            size_t ld = 0, full = 0, x = o ? 3 : 5, y = o ? 5 : 3;
            snprintf(what, sizeof what, "CreateMatrix %s es %zu", o ? "row" : "col", es);
            cl_uint refs = ctx_refs();
            cl_mem m = clblasCreateMatrix(ctx, order, 5, 3, es, 2, &ld, &full, &err);
            created(m, err, (x + 2) * y * es, what);
            /* the buffer may hold a reference of the context (PoCL's does,
             * NVIDIA's does not count it): no more, and none once released */
            const cl_uint held = ctx_refs();
            tu_check(ld == x + 2 && full == (x + 2) * y * es && held >= refs && held <= refs + 1,
                     "%s: ld %zu, size %zu, context references %u -> %u", what, ld, full, refs,
                     held);
            if (m)
                clReleaseMemObject(m);
            tu_check(ctx_refs() == refs, "%s released: context references %u -> %u", what, refs,
                     ctx_refs());
            snprintf(what, sizeof what, "CreateMatrixWithLd %s es %zu", o ? "row" : "col", es);
            m = clblasCreateMatrixWithLd(ctx, order, 5, 3, es, x, &full, &err);
            created(m, err, x * y * es, what);
            if (m)
                clReleaseMemObject(m);
            m = clblasCreateMatrixWithLd(ctx, order, 5, 3, es, x + 9, NULL, NULL); /* no outputs */
            tu_check(m != NULL, "%s without outputs failed", what);
            if (m)
                clReleaseMemObject(m);
        }
    }
    cl_mem m = clblasCreateMatrix(ctx, clblasColumnMajor, 2, 3, 8, 0, NULL, NULL, NULL);
    tu_check(m != NULL, "CreateMatrix without outputs failed");
    if (m)
        clReleaseMemObject(m);

    /* failures: NULL, the status, no buffer, no output written */
    cl_uint refs = ctx_refs();
    size_t ld = 99, full = 99;
    err = 0;
    m = clblasCreateMatrix(NULL, clblasColumnMajor, 5, 3, 8, 0, &ld, &full, &err);
    not_created(m, err, clblasInvalidContext, refs, "CreateMatrix NULL context");
    m = clblasCreateMatrix(ctx, clblasColumnMajor, 5, 3, 0, 0, &ld, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrix element size 0");
    m = clblasCreateMatrix(ctx, (clblasOrder)9, 5, 3, 8, 0, &ld, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrix order 9");
    m = clblasCreateMatrix(ctx, clblasRowMajor, 0, 0, 8, 1, &ld, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrix 0 x 0");
    m = clblasCreateMatrix(ctx, clblasRowMajor, 4, SIZE_MAX / 4, 8, 0, &ld, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrix size overflows");
    m = clblasCreateMatrix(ctx, clblasColumnMajor, 0, 3, 8, 0, &ld, &full, &err);
    not_created(m, err, CL_INVALID_BUFFER_SIZE, refs, "CreateMatrix of 0 bytes (OpenCL's error)");
    tu_check(ld == 99 && full == 99, "failed CreateMatrix calls wrote ld or fullsize");
    m = clblasCreateMatrix(NULL, clblasColumnMajor, 5, 3, 8, 0, NULL, NULL, NULL);
    not_created(m, CL_SUCCESS, CL_SUCCESS, refs, "CreateMatrix NULL context, err NULL");
    m = clblasCreateMatrixWithLd(NULL, clblasColumnMajor, 5, 3, 8, 5, &full, &err);
    not_created(m, err, clblasInvalidContext, refs, "CreateMatrixWithLd NULL context");
    m = clblasCreateMatrixWithLd(ctx, clblasColumnMajor, 5, 3, 8, 4, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrixWithLd col ld 4 < 5 rows");
    m = clblasCreateMatrixWithLd(ctx, clblasRowMajor, 5, 3, 8, 2, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrixWithLd row ld 2 < 3 columns");
    m = clblasCreateMatrixWithLd(ctx, clblasRowMajor, 5, 3, 0, 3, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrixWithLd element size 0");
    m = clblasCreateMatrixWithLd(ctx, clblasRowMajor, SIZE_MAX / 2, 3, 8, 3, &full, &err);
    not_created(m, err, clblasInvalidValue, refs, "CreateMatrixWithLd size overflows");
    tu_check(full == 99, "failed CreateMatrixWithLd calls wrote fullsize");
}

/* One matrix from the host: variant v picks the shape, padding and offset;
 * odd variants wait on a complete user event. */
static void from_host_case(clblasOrder order, size_t es, size_t v, tu_rng *r, cl_event done)
{
    char what[160];
    cl_int err;
    size_t rows = v == 2 ? 1 : 6 + v, cols = v == 1 ? 1 : 5, x = line(order, rows, cols);
    size_t y = rows * cols / x, ld = x + v, ldh = x + 3 - v, off = 2 * v;
    size_t hbytes = tu_mat_extent(order, rows, cols, off, ldh) * es, bytes = ld * y * es;
    unsigned char *host = tu_xmalloc(hbytes), *got = tu_xmalloc(bytes);
    for (size_t i = 0; i < hbytes; i++)
        host[i] = (unsigned char)tu_rng_next(r);
    snprintf(what, sizeof what,
             "CreateMatrixFromHost %s es %zu %zux%zu ld %zu, host off %zu ld %zu",
             order == clblasRowMajor ? "row" : "col", es, rows, cols, ld, off, ldh);
    cl_mem m = clblasCreateMatrixFromHost(ctx, order, rows, cols, es, ld, host, off, ldh, q,
                                          (cl_uint)(v % 2), v % 2 ? &done : NULL, &err);
    created(m, err, bytes, what);
    if (m && read_back(m, got, bytes) == CL_SUCCESS) {
        size_t bad = 0;
        for (size_t i = 0; i < rows; i++)
            for (size_t j = 0; j < cols; j++)
                bad += memcmp(got + tu_mat_pos(order, 0, ld, i, j) * es,
                              host + tu_mat_pos(order, off, ldh, i, j) * es, es) != 0;
        tu_check(bad == 0, "%s: %zu elements differ", what, bad);
    }
    if (m)
        clReleaseMemObject(m);
    free(host), free(got);
}

static void from_host(void)
{
    char what[160];
    cl_int err;
    cl_event done = clCreateUserEvent(ctx, &err);
    clSetUserEventStatus(done, CL_COMPLETE);
    tu_rng r = tu_rng_make(77);
    for (int o = 0; o < 2; o++)
        for (size_t es = 4; es <= 16; es *= 2)
            for (size_t v = 0; v < 3; v++)
                from_host_case(o ? clblasRowMajor : clblasColumnMajor, es, v, &r, done);

    double host[64] = {0};
    cl_event other = clCreateUserEvent(ctx2, &err), listed[1] = {done};
    cl_uint refs = ctx_refs();
    static const struct {
        int fault;
        cl_int want;
        const char *what;
    } bad[] = {
        {0, clblasInvalidContext, "NULL context"},   {1, clblasInvalidValue, "order 5"},
        {2, clblasInvalidValue, "element size 0"},   {3, clblasInvalidValue, "ld 3 < 4 rows"},
        {4, clblasInvalidLeadDimA, "ld_host 3 < 4 rows"}, {5, clblasInvalidValue, "host NULL"},
        {6, clblasInvalidValue, "off_host overflows"}, {7, clblasInvalidCommandQueue, "queue NULL"},
        {8, clblasInvalidContext, "queue of another context"},
        {9, clblasInvalidEventWaitList, "1 event, list NULL"},
        {10, clblasInvalidEventWaitList, "an event of another context"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int f = bad[i].fault;
        listed[0] = f == 10 ? other : done;
        err = 0;
        cl_mem m = clblasCreateMatrixFromHost(
            f == 0 ? NULL : ctx, f == 1 ? (clblasOrder)5 : clblasColumnMajor, 4, 3, f == 2 ? 0 : 8,
            f == 3 ? 3 : 4, f == 5 ? NULL : host, f == 6 ? SIZE_MAX - 2 : 1, f == 4 ? 3 : 5,
            f == 7 ? NULL : f == 8 ? q2 : q, f == 9 || f == 10, f == 10 ? listed : NULL, &err);
        snprintf(what, sizeof what, "CreateMatrixFromHost %s", bad[i].what);
        not_created(m, err, bad[i].want, refs, what);
    }
    clSetUserEventStatus(other, CL_COMPLETE);
    clReleaseEvent(other);
    clReleaseEvent(done);
}

/* ---- invalid arguments ----
 * ec_expect holds the queue shut around each call: a plain form that
 * enqueued despite an invalid argument would wait on it for ever, and the
 * test would fail by its ctest timeout. */

/* One routine's error cases: a valid call on exact-fit buffers (es 8). */
typedef struct efix {
    ec_fixture f;
    hcall c;
    tu_operand A, B; /* the device operands the routine has */
    unsigned char *hb0; /* Read: the host destination as it was */
    size_t nhb;
    double *ha;
} efix;

/* Elements up to the block's last one. */
static size_t block_end(clblasOrder o, size_t off, size_t ld, size_t x, size_t y, size_t nx,
                        size_t ny)
{
    return tu_mat_pos(o, off, ld, x + nx - 1, y + ny - 1) + 1;
}

/* A device operand of n 8-byte elements holding canaries; 0 on success. */
static int operand(tu_operand *o, size_t n)
{
    return tu_operand_init(o, TU_D, n, TU_CANARY_FINITE) ||
           tu_operand_upload(o, ctx, CL_MEM_READ_WRITE) != CL_SUCCESS;
}

static int efix_make(efix *e, fn f, clblasOrder o)
{
    static const geom sub = {5, 4, 1, 2, 1, 1, 4, 5, 2, 1, 0, 2, 3, 2};
    static const geom whole = WHOLE_GEOM(3, 2, 1, 2, 2, 1), vec = VEC_GEOM(5, 2, 1);
    int shape = shape_of(f), kind = kind_of(f);
    memset(e, 0, sizeof *e);
    e->c = make(f, o, 8, shape == SUB ? &sub : shape == WHOLE ? &whole : &vec);
    hcall *c = &e->c;
    ec_init(&e->f, &dev, ctx2, call, "%s", fn_names[f]);
    size_t na = block_end(c->order, c->offA, c->ldA, c->xA, c->yA, c->nx, c->ny);
    size_t nb = block_end(c->order, c->offB, c->ldB, c->xB, c->yB, c->nx, c->ny);
    static const double pattern = 3.25;
    c->pattern = &pattern;
    e->ha = tu_xmalloc(na * 8);
    c->hA = e->ha;
    if (kind == READ) {
        e->nhb = nb * 8;
        c->hB = tu_xmalloc(e->nhb);
        e->hb0 = tu_xmalloc(e->nhb);
        memset(c->hB, 0x5c, e->nhb);
        memset(e->hb0, 0x5c, e->nhb);
    }
    if ((kind == READ || kind == COPY) && operand(&e->A, na))
        return -1;
    if (kind != READ && operand(&e->B, nb))
        return -1;
    c->mA = e->A.mem;
    c->mB = e->B.mem;
    ec_watch(&e->f, &e->A, "A");
    ec_watch(&e->f, &e->B, "B");
    return 0;
}

static void efix_free(efix *e)
{
    tu_operand_free(&e->A);
    tu_operand_free(&e->B);
    free(e->c.hB);
    free(e->hb0);
    free(e->ha);
}

/* An invalid call: exact status, nothing enqueued or written. */
static void expect(efix *e, clblasStatus want, const char *what)
{
    ec_expect(&e->f, &e->c, want, what);
    if (e->hb0 && e->c.hB)
        tu_check(memcmp(e->c.hB, e->hb0, e->nhb) == 0, "%s, %s: host B written", e->f.name, what);
}

/* A valid call: success and, for the Async forms, an event that completes;
 * then the destinations are checked unchanged (`untouched`) or restored. */
static void expect_ok(efix *e, int untouched, const char *what)
{
    char desc[256];
    ec_describe(&e->f, what, desc, sizeof desc);
    cl_event ev = EC_SENTINEL;
    clblasStatus st = call(&e->c, &ev);
    tu_check(st == clblasSuccess, "%s: returned %s, want success", desc, tu_status_name(st));
    if (st == clblasSuccess && is_async(e->c.f))
        tu_check_event(ev, q, desc);
    else
        tu_check(ev == EC_SENTINEL, "%s: an event was written", desc);
    clFinish(q);
    tu_operand *ops[2] = {&e->A, &e->B};
    for (int i = 0; i < 2; i++) {
        if (!ops[i]->mem)
            continue;
        if (untouched) {
            tu_check(tu_operand_download(ops[i], q) == CL_SUCCESS &&
                         tu_operand_changed(ops[i], 0, i ? "B" : "A", desc) == 0,
                     "%s: %s changed", desc, i ? "B" : "A");
        }
        ec_operand_reset(q, ops[i]);
    }
    if (e->hb0 && untouched)
        tu_check(memcmp(e->c.hB, e->hb0, e->nhb) == 0, "%s: host B written", desc);
    if (e->hb0)
        memcpy(e->c.hB, e->hb0, e->nhb);
}

/* Sets *field to value for one expectation, then back. */
#define WITH(field, value, want, what)                                                          \
    do {                                                                                        \
        __typeof__(field) keep_ = (field);                                                      \
        (field) = (value);                                                                      \
        expect(e, want, what);                                                                  \
        (field) = keep_;                                                                        \
    } while (0)

/* The cases that do not depend on the order (run once, column-major). */
static void errors_common(efix *e, const ec_events *evs)
{
    hcall *c = &e->c;
    int kind = kind_of(c->f), shape = shape_of(c->f);
    expect_ok(e, 0, "buffers that fit exactly");
    if (shape != VEC)
        WITH(c->order, (clblasOrder)7, clblasInvalidValue, "order 7");
    WITH(c->es, 0, clblasInvalidValue, "element size 0");
    if (kind == FILL) {
        WITH(c->es, 3, clblasInvalidValue, "element size 3");
        WITH(c->es, 32, clblasInvalidValue, "element size 32");
        WITH(c->pattern, NULL, clblasInvalidValue, "pattern NULL");
    } else {
        WITH(c->offA, SIZE_MAX - 1, clblasInvalidValue, "offA = SIZE_MAX - 1");
        WITH(c->offA, SIZE_MAX / 8, clblasInvalidValue, "offA = SIZE_MAX / 8 (bytes overflow)");
    }
    WITH(c->offB, SIZE_MAX - 1, clblasInvalidValue, "offB = SIZE_MAX - 1");
    WITH(c->offB, SIZE_MAX / 8, clblasInvalidValue, "offB = SIZE_MAX / 8 (bytes overflow)");
    if (kind == WRITE)
        WITH(c->hA, NULL, clblasInvalidValue, "host A NULL");
    if (kind == READ)
        WITH(c->hB, NULL, clblasInvalidValue, "host B NULL");
    if (c->f == F_SUB_A) {
        WITH(c->xB, SIZE_MAX, clblasInvalidValue, "xA = -1");
        WITH(c->yB, SIZE_MAX, clblasInvalidValue, "yA = -1");
    }
    WITH(c->q, NULL, clblasInvalidCommandQueue, "queue NULL");
    WITH(c->q, q2, clblasInvalidContext, "queue of another context");
    ec_bad_wait_lists(&e->f, evs, c, &c->nwait, &c->wait);

    ec_mem_arg mem[2];
    int n = 0;
    if (kind == READ || kind == COPY)
        mem[n++] = (ec_mem_arg){&c->mA, "A", clblasInvalidMemObject};
    if (kind != READ)
        mem[n++] = (ec_mem_arg){&c->mB, "B", clblasInvalidMemObject};
    ec_bad_mem_objects(&e->f, c, mem, n, 4096);
    for (int i = 0; i < n; i++) { /* one byte short of the block's end */
        tu_operand *o = *mem[i].slot == e->A.mem ? &e->A : &e->B;
        cl_mem shorter = ec_buffer_bytes(ctx, o->total * 8 - 1);
        ec_expect_mem(&e->f, c, mem[i].slot, shorter, clblasInvalidValue, mem[i].name,
                      "one byte short");
        clReleaseMemObject(shorter);
    }
    /* faults together: the earlier one in the documented order */
    if (shape != VEC) {
        size_t ldB = c->ldB;
        c->ldB = 0;
        WITH(c->q, NULL, kind == FILL ? clblasInvalidLeadDimA : clblasInvalidLeadDimB,
             "ldB 0 before queue NULL");
        c->ldB = ldB;
    }
    cl_mem keep = *mem[0].slot;
    *mem[0].slot = NULL;
    WITH(c->q, NULL, clblasInvalidCommandQueue, "queue NULL before a NULL buffer");
    WITH(c->nwait, 1, clblasInvalidEventWaitList, "bad wait list before a NULL buffer");
    *mem[0].slot = keep;

    /* an empty block: success, nothing touched */
    size_t *rows = c->f == F_MAT ? &c->nrB : &c->nx, keep_rows = *rows;
    *rows = 0;
    expect_ok(e, 1, "empty block");
    *rows = keep_rows;
}

/* Leading dimensions and positions, in both orders. */
static void errors_ordered(efix *e)
{
    hcall *c = &e->c;
    int kind = kind_of(c->f), shape = shape_of(c->f);
    if (shape == VEC)
        return;
    size_t lineA = line(c->order, c->nrA, c->ncA), lineB = line(c->order, c->nrB, c->ncB);
    if (kind != FILL)
        WITH(c->ldA, lineA - 1, clblasInvalidLeadDimA, "ldA one below its line");
    WITH(c->ldB, lineB - 1, kind == FILL ? clblasInvalidLeadDimA : clblasInvalidLeadDimB,
         "ldB one below its line");
    WITH(c->ldB, SIZE_MAX / 4, clblasInvalidValue, "ldB = SIZE_MAX / 4 (overflows)");
    if (shape == SUB) {
        if (kind != FILL) {
            WITH(c->xA, c->nrA - c->nx + 1, clblasInvalidValue, "block past A's last row");
            WITH(c->yA, c->ncA - c->ny + 1, clblasInvalidValue, "block past A's last column");
        }
        WITH(c->xB, c->nrB - c->nx + 1, clblasInvalidValue, "block past B's last row");
        WITH(c->yB, c->ncB - c->ny + 1, clblasInvalidValue, "block past B's last column");
        WITH(c->nx, SIZE_MAX, clblasInvalidValue, "nx = SIZE_MAX");
    }
    /* the least leading dimensions pass */
    size_t ldA = c->ldA, ldB = c->ldB;
    c->ldA = lineA, c->ldB = lineB;
    expect_ok(e, 0, "leading dimensions at their least");
    c->ldA = ldA, c->ldB = ldB;
}

static void errors(void)
{
    for (int f = 0; f < NFN; f++)
        for (int o = 0; o < 2; o++) {
            efix e;
            if (tu_check(efix_make(&e, (fn)f, o ? clblasRowMajor : clblasColumnMajor) == 0,
                         "%s: could not set up", fn_names[f])) {
                snprintf(e.f.name, sizeof e.f.name, "%s", fn_names[f]);
                if (o == 0) {
                    ec_events evs;
                    ec_events_make(&evs, &e.f);
                    errors_common(&e, &evs);
                    ec_events_free(&evs);
                }
                errors_ordered(&e);
            }
            efix_free(&e);
        }
}

int main(void)
{
    double t0 = tu_now();
    if (tu_open(&dev) != 0)
        return 1;
    ctx = dev.env.context;
    q = dev.env.queue;
    if (!tu_check(tu_open_second_context(&dev, &ctx2, &q2) == 0, "no second context"))
        return tu_summary("test_helper");

    /* no clblasSetup: the helpers do not need it */
    size_info();
    creators();
    from_host();
    sweep();
    long_blocks();
    copy_within();

    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    errors();
    clblasTeardown();

    clReleaseCommandQueue(q2);
    clReleaseContext(ctx2);
    tu_close(&dev);
    printf("test_helper: %.1f s\n", tu_now() - t0);
    return tu_summary("test_helper");
}
