/*
 * helper.c - clBLAS's matrix and vector helpers: the size of a matrix, its
 * allocation, transfers (Write: host to buffer, Read: buffer to host, Copy:
 * buffer to buffer) of vectors, whole matrices and sub-matrices, and fills.
 *
 * Every matrix is handled in column-major terms: a row-major call swaps
 * rows with columns, x with y and nx with ny, so that rows always run along
 * the contiguous dimension and ld is the distance between two columns.
 * Offsets, leading dimensions and positions count elements; element_size
 * is in bytes. Element (r, c) of a matrix lies at element off + r + c * ld.
 *
 * Every argument is checked before anything is created, enqueued or
 * written, in this order (docs/compat.md gives the statuses): order,
 * element size, each matrix's leading dimension and the block within it
 * (with the size arithmetic), host pointers, the queue and wait list, then
 * each buffer (NULL, type, context, whether it holds the block), source
 * before destination. A call is then one command: a
 * plain read, write, copy or fill where the block is contiguous, a
 * rectangular one (for a fill, one kernel launch) where it is not, a
 * marker where it is empty. The Async forms hand out that command's event;
 * the others wait for it. None of them needs clblasSetup (as in clBLAS).
 */
#include <clBLAS.h>

#include "core/check.h"
#include "core/launch.h"
#include "core/library.h"
#include "core/program_cache.h"

/* A matrix (a vector: one column) in column-major terms, and a block of it. */
typedef struct mat {
    size_t off, ld, nr, nc; /* offset, leading dimension, rows, columns */
    size_t x, y;            /* the block's first row and column */
} mat;

/* Where a block lies once checked: its first element and the elements
 * from there to its end (0 and 0 for an empty block). */
typedef struct span {
    size_t first, count;
} span;

/* The queue side of a call. */
typedef struct tail {
    cl_command_queue q;
    cl_uint nwait;
    const cl_event *wait;
    cl_event *event; /* the Async forms' output (may be NULL) */
    int blocking;    /* the plain forms wait for completion */
} tail;

enum { WRITE, READ, COPY };

/* A transfer of an nx x ny block from a to b. */
typedef struct xfer {
    int kind;
    size_t es, nx, ny;
    const void *ha; /* Write: the host source */
    void *hb;       /* Read: the host destination */
    cl_mem ma, mb;  /* the buffers (Read and Copy: ma; Write and Copy: mb) */
    mat a, b;
    span sa, sb; /* set by xfer_check */
    tail t;
} xfer;

/* A fill of an nx x ny block of a buffer with one element. */
typedef struct fill {
    size_t es, nx, ny;
    cl_mem mem;
    mat m;
    const void *pattern;
    tail t;
} fill;

static int order_ok(clblasOrder order)
{
    return order == clblasRowMajor || order == clblasColumnMajor;
}

static void swap(size_t *a, size_t *b)
{
    size_t t = *a;
    *a = *b;
    *b = t;
}

/* A row-major matrix seen as the column-major matrix of its transpose. */
static void transpose(mat *m)
{
    swap(&m->nr, &m->nc);
    swap(&m->x, &m->y);
}

/* Elements per line (stored column) and lines of a rows x columns matrix. */
static void lines(clblasOrder order, size_t rows, size_t columns, size_t *x, size_t *y)
{
    *x = order == clblasRowMajor ? columns : rows;
    *y = order == clblasRowMajor ? rows : columns;
}

/* The leading dimension a vector of n elements is given: a vector is one
 * column, and a leading dimension is at least 1. */
static size_t vec_ld(size_t n) { return n ? n : 1; }

/* The nx x ny block of m: the leading dimension (bad_ld), the block within
 * the matrix, and its first and last element as byte counts that do not
 * overflow (clblasInvalidValue). An empty block is checked for its place
 * only: it touches nothing. */
static clblasStatus check_block(const mat *m, size_t nx, size_t ny, size_t es,
                                clblasStatus bad_ld, span *s)
{
    clblasStatus st = clm_check_ld(m->nr, m->ld, bad_ld);
    if (st != clblasSuccess)
        return st;
    if (m->x > m->nr || nx > m->nr - m->x || m->y > m->nc || ny > m->nc - m->y)
        return clblasInvalidValue;
    s->first = s->count = 0;
    if (nx == 0 || ny == 0)
        return clblasSuccess;
    size_t first, count, end;
    if (__builtin_mul_overflow(m->y, m->ld, &first) ||
        __builtin_add_overflow(first, m->x, &first) ||
        __builtin_add_overflow(first, m->off, &first) ||
        __builtin_mul_overflow(ny - 1, m->ld, &count) ||
        __builtin_add_overflow(count, nx, &count) || __builtin_add_overflow(first, count, &end) ||
        __builtin_mul_overflow(end, es, &end))
        return clblasInvalidValue;
    s->first = first;
    s->count = count;
    return clblasSuccess;
}

/* The single queue and its wait list, as every routine checks them. */
static clblasStatus check_queue(tail *t, clm_call *call)
{
    return clm_check_queues(CLM_S, 1, &t->q, t->nwait, t->wait, call);
}

/* A buffer argument: a buffer of the queue's context (a NULL one is what
 * OpenCL reports for it, clblasInvalidMemObject), holding the block. */
static clblasStatus check_buffer(const clm_call *call, cl_mem mem, const span *s, size_t es)
{
    clm_buf buf;
    clblasStatus st = clm_check_mem(call, mem, clblasInvalidMemObject, &buf);
    return st != clblasSuccess ? st : clm_check_elements_fit(&buf, s->first, s->count, es);
}

/* Where the command's event goes: a local one that the plain forms wait
 * for, the Async caller's, or nowhere (NULL). */
static cl_event *want(const tail *t, cl_event *ev)
{
    *ev = NULL;
    return t->blocking || t->event ? ev : NULL;
}

/* After the command was enqueued (err): the plain forms wait for it, the
 * Async forms hand its event out. The caller's event is written only on
 * success. */
static clblasStatus settle(const tail *t, cl_int err, cl_event ev)
{
    if (err != CL_SUCCESS)
        return (clblasStatus)err;
    if (!t->blocking) {
        if (t->event)
            *t->event = ev;
        return clblasSuccess;
    }
    err = clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    return (clblasStatus)err;
}

/* An empty block: a marker after the wait list, where the caller waits for
 * the call or asked for its event; else nothing. */
static clblasStatus nothing(const tail *t)
{
    cl_event ev, *slot = want(t, &ev);
    if (!slot)
        return clblasSuccess;
    cl_int err = clEnqueueMarkerWithWaitList(t->q, t->nwait, t->wait, slot);
    return settle(t, err, ev);
}

/* ---- transfers ---- */

/* Everything about a transfer but its buffers; makes x column-major. */
static clblasStatus xfer_check(clblasOrder order, xfer *x, clm_call *call)
{
    if (!order_ok(order))
        return clblasInvalidValue;
    if (order == clblasRowMajor) {
        transpose(&x->a);
        transpose(&x->b);
        swap(&x->nx, &x->ny);
    }
    clblasStatus st;
    if (x->es == 0)
        return clblasInvalidValue;
    if ((st = check_block(&x->a, x->nx, x->ny, x->es, clblasInvalidLeadDimA, &x->sa)) !=
            clblasSuccess ||
        (st = check_block(&x->b, x->nx, x->ny, x->es, clblasInvalidLeadDimB, &x->sb)) !=
            clblasSuccess)
        return st;
    if ((x->kind == WRITE && !x->ha) || (x->kind == READ && !x->hb))
        return clblasInvalidValue;
    return check_queue(&x->t, call);
}

/* A rectangle's origin for a block starting at element `first`: column and
 * row within the pitch, as OpenCL's overlap rule for copies within one
 * buffer expects (an origin beyond the pitch makes it see overlaps). */
static void origin(size_t first, size_t ld, size_t es, size_t o[3])
{
    o[0] = first % ld * es;
    o[1] = first / ld;
    o[2] = 0;
}

/* The one command of a checked, non-empty transfer. Contiguous on both
 * sides (one column, or whole columns without padding): a plain transfer;
 * else a rectangular one. */
static cl_int xfer_enqueue(const xfer *x, cl_event *ev)
{
    const tail *t = &x->t;
    size_t es = x->es, oa = x->sa.first * es, ob = x->sb.first * es;
    if (x->ny == 1 || (x->nx == x->a.ld && x->nx == x->b.ld)) {
        size_t bytes = x->nx * x->ny * es;
        if (x->kind == WRITE)
            return clEnqueueWriteBuffer(t->q, x->mb, CL_FALSE, ob, bytes,
                                        (const char *)x->ha + oa, t->nwait, t->wait, ev);
        if (x->kind == READ)
            return clEnqueueReadBuffer(t->q, x->ma, CL_FALSE, oa, bytes, (char *)x->hb + ob,
                                       t->nwait, t->wait, ev);
        return clEnqueueCopyBuffer(t->q, x->ma, x->mb, oa, ob, bytes, t->nwait, t->wait, ev);
    }
    size_t ra[3], rb[3], pa = x->a.ld * es, pb = x->b.ld * es;
    const size_t region[3] = {x->nx * es, x->ny, 1};
    origin(x->sa.first, x->a.ld, es, ra);
    origin(x->sb.first, x->b.ld, es, rb);
    if (x->kind == WRITE)
        return clEnqueueWriteBufferRect(t->q, x->mb, CL_FALSE, rb, ra, region, pb, 0, pa, 0,
                                        x->ha, t->nwait, t->wait, ev);
    if (x->kind == READ)
        return clEnqueueReadBufferRect(t->q, x->ma, CL_FALSE, ra, rb, region, pa, 0, pb, 0,
                                       x->hb, t->nwait, t->wait, ev);
    return clEnqueueCopyBufferRect(t->q, x->ma, x->mb, ra, rb, region, pa, 0, pb, 0, t->nwait,
                                   t->wait, ev);
}

/* The buffers of a transfer that passed xfer_check, then its command. */
static clblasStatus xfer_go(const clm_call *call, xfer *x)
{
    clblasStatus st;
    if ((x->kind != WRITE && (st = check_buffer(call, x->ma, &x->sa, x->es)) != clblasSuccess) ||
        (x->kind != READ && (st = check_buffer(call, x->mb, &x->sb, x->es)) != clblasSuccess))
        return st;
    if (x->nx == 0 || x->ny == 0)
        return nothing(&x->t);
    cl_event ev;
    cl_event *slot = want(&x->t, &ev);
    cl_int err = xfer_enqueue(x, slot);
    return settle(&x->t, err, ev);
}

/* In flight (core/library.h), as every helper that checks its queue: a
 * teardown in another thread waits for it. */
static clblasStatus xfer_run(clblasOrder order, xfer *x)
{
    clm_call call;
    clm_call_enter();
    clblasStatus st = xfer_check(order, x, &call);
    if (st == clblasSuccess)
        st = xfer_go(&call, x);
    clm_call_leave();
    return st;
}

/* ---- fills ---- */

/* The strided fill: one launch of helper.cl's kernel for the element size. */
static cl_int fill_kernel(const clm_call *call, clm_launch *l, const fill *f, size_t first)
{
    static const char *const names[17] = {[1] = "hl_fill1", [2] = "hl_fill2", [4] = "hl_fill4",
                                          [8] = "hl_fill8", [16] = "hl_fill16"};
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev, "helper", "", &prog);
    if (err != CL_SUCCESS)
        return err;
    /* columns beyond 65535 are walked by the kernel (NVIDIA caps a grid's
     * second dimension there) */
    size_t lx = call->dev->max_wg < 64 ? call->dev->max_wg : 64;
    const size_t lws[2] = {lx, 1},
                 gws[2] = {(f->nx + lx - 1) / lx * lx, f->ny < 65535 ? f->ny : 65535};
    /* (a, ulong base, ulong ld, ulong nx, ulong ny, the element) */
    clm_kargs k;
    clm_args_init(&k);
    clm_arg_mat(&k, f->mem, first, f->m.ld);
    clm_arg_u64(&k, f->nx);
    clm_arg_u64(&k, f->ny);
    clm_arg_bytes(&k, f->pattern, f->es);
    return clm_launch_args(l, prog, names[f->es], 2, gws, lws, &k);
}

static clblasStatus fill_checked(clblasOrder order, fill *f)
{
    if (!order_ok(order))
        return clblasInvalidValue;
    if (order == clblasRowMajor) {
        transpose(&f->m);
        swap(&f->nx, &f->ny);
    }
    /* the pattern sizes clEnqueueFillBuffer takes that clBLAS documents */
    if (f->es == 0 || f->es > 16 || (f->es & (f->es - 1)))
        return clblasInvalidValue;
    span s;
    clm_call call;
    clblasStatus st = check_block(&f->m, f->nx, f->ny, f->es, clblasInvalidLeadDimA, &s);
    if (st != clblasSuccess)
        return st;
    if (!f->pattern)
        return clblasInvalidValue;
    if ((st = check_queue(&f->t, &call)) != clblasSuccess ||
        (st = check_buffer(&call, f->mem, &s, f->es)) != clblasSuccess)
        return st;
    if (f->nx == 0 || f->ny == 0)
        return nothing(&f->t);

    clm_launch l;
    clm_launch_init(&l, f->t.q, call.ctx, call.in_order, f->t.nwait, f->t.wait, f->t.blocking || f->t.event);
    cl_int err = f->ny == 1 || f->nx == f->m.ld
                     ? clm_launch_fill(&l, f->mem, f->pattern, f->es, s.first * f->es,
                                       s.count * f->es)
                     : fill_kernel(&call, &l, f, s.first);
    cl_event ev = NULL;
    cl_int fin = clm_launch_finish(&l, err == CL_SUCCESS ? want(&f->t, &ev) : NULL);
    return settle(&f->t, err != CL_SUCCESS ? err : fin, ev);
}

/* In flight: the device record, and a strided fill's program and kernel,
 * stay valid until the fill is done. */
static clblasStatus fill_run(clblasOrder order, fill *f)
{
    clm_call_enter();
    clblasStatus st = fill_checked(order, f);
    clm_call_leave();
    return st;
}

/* ---- sizes and creation ---- */

clblasStatus clblasMatrixSizeInfo(clblasOrder order, size_t rows, size_t columns,
                                  size_t elemsize, size_t padding, size_t *ld, size_t *fullsize)
{
    size_t x, y, l, bytes;
    if (!order_ok(order) || elemsize == 0 || (rows == 0 && columns == 0))
        return clblasInvalidValue;
    lines(order, rows, columns, &x, &y);
    if (__builtin_add_overflow(x, padding, &l) || __builtin_mul_overflow(l, y, &bytes) ||
        __builtin_mul_overflow(bytes, elemsize, &bytes))
        return clblasInvalidValue;
    if (ld)
        *ld = l;
    if (fullsize)
        *fullsize = bytes;
    return clblasSuccess;
}

/* Bytes of a rows x columns matrix stored with leading dimension ld, which
 * must hold a line (clBLAS: clblasInvalidValue). */
static clblasStatus ld_size(cl_context context, clblasOrder order, size_t rows, size_t columns,
                            size_t elemsize, size_t ld, size_t *bytes)
{
    size_t x, y;
    if (!context)
        return clblasInvalidContext;
    if (!order_ok(order) || elemsize == 0 || (rows == 0 && columns == 0))
        return clblasInvalidValue;
    lines(order, rows, columns, &x, &y);
    if (ld < x || __builtin_mul_overflow(ld, y, bytes) ||
        __builtin_mul_overflow(*bytes, elemsize, bytes))
        return clblasInvalidValue;
    return clblasSuccess;
}

/* The creators report through *err (when not NULL). */
static cl_mem failed(cl_int *err, clblasStatus st)
{
    if (err)
        *err = (cl_int)st;
    return NULL;
}

/* A read-write buffer; OpenCL's own error (a size of 0: CL_INVALID_BUFFER_SIZE)
 * goes to *err as it is. */
static cl_mem create(cl_context context, size_t bytes, cl_int *err)
{
    cl_int e;
    cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE, bytes, NULL, &e);
    if (err)
        *err = e;
    return m;
}

cl_mem clblasCreateMatrix(cl_context context, clblasOrder order, size_t rows, size_t columns,
                          size_t elemsize, size_t padding, size_t *ld, size_t *fullsize,
                          cl_int *err)
{
    size_t l, bytes;
    clblasStatus st = context ? clblasMatrixSizeInfo(order, rows, columns, elemsize, padding, &l,
                                                     &bytes)
                              : clblasInvalidContext;
    if (st != clblasSuccess)
        return failed(err, st);
    cl_mem m = create(context, bytes, err);
    if (m && ld)
        *ld = l;
    if (m && fullsize)
        *fullsize = bytes;
    return m;
}

cl_mem clblasCreateMatrixWithLd(cl_context context, clblasOrder order, size_t rows,
                                size_t columns, size_t elemsize, size_t ld, size_t *fullsize,
                                cl_int *err)
{
    size_t bytes;
    clblasStatus st = ld_size(context, order, rows, columns, elemsize, ld, &bytes);
    if (st != clblasSuccess)
        return failed(err, st);
    cl_mem m = create(context, bytes, err);
    if (m && fullsize)
        *fullsize = bytes;
    return m;
}

/* The matrix is created only once the whole call has been checked; it is
 * released again if the write fails, so a failed call leaves nothing. */
cl_mem clblasCreateMatrixFromHost(cl_context context, clblasOrder order, size_t rows,
                                  size_t columns, size_t elemsize, size_t ld, void *host,
                                  size_t off_host, size_t ld_host,
                                  cl_command_queue command_queue, cl_uint numEventsInWaitList,
                                  const cl_event *eventWaitList, cl_int *err)
{
    xfer x = {.kind = WRITE, .es = elemsize, .nx = rows, .ny = columns, .ha = host,
              .a = {off_host, ld_host, rows, columns, 0, 0}, .b = {0, ld, rows, columns, 0, 0},
              .t = {command_queue, numEventsInWaitList, eventWaitList, NULL, 1}};
    size_t bytes;
    clm_call call;
    clm_call_enter(); /* as xfer_run */
    clblasStatus st = ld_size(context, order, rows, columns, elemsize, ld, &bytes);
    if (st == clblasSuccess)
        st = xfer_check(order, &x, &call);
    if (st == clblasSuccess && call.ctx != context)
        st = clblasInvalidContext;
    if (st == clblasSuccess) {
        cl_int e;
        x.mb = create(context, bytes, &e);
        st = x.mb ? xfer_go(&call, &x) : (clblasStatus)e;
        if (x.mb && st != clblasSuccess) {
            clReleaseMemObject(x.mb);
            x.mb = NULL;
        }
    }
    clm_call_leave();
    if (st != clblasSuccess)
        return failed(err, st);
    if (err)
        *err = CL_SUCCESS;
    return x.mb;
}

/* ---- the transfer entry points ---- */

#define TAIL(EVENT, BLOCKING) {command_queue, numEventsInWaitList, eventWaitList, EVENT, BLOCKING}

/* A transfer from the parameters of the sub-matrix forms (names as in
 * clBLAS.h); the whole-matrix and vector forms name the same block. */
#define XFER(ORDER, KIND, NX, NY, HA, MA, MATA, HB, MB, MATB, EVENT, BLOCKING)                   \
    xfer_run(ORDER, &(xfer){.kind = KIND, .es = element_size, .nx = NX, .ny = NY, .ha = HA,      \
                            .hb = HB, .ma = MA, .mb = MB, .a = MATA, .b = MATB,                  \
                            .t = TAIL(EVENT, BLOCKING)})
#define SUB(KIND, HA, MA, HB, MB, EVENT, BLOCKING)                                              \
    XFER(order, KIND, nx, ny, HA, MA, ((mat){offA, ldA, nrA, ncA, xA, yA}), HB, MB,             \
         ((mat){offB, ldB, nrB, ncB, xB, yB}), EVENT, BLOCKING)
#define WHOLE(KIND, HA, MA, HB, MB, EVENT, BLOCKING)                                            \
    XFER(order, KIND, sx, sy, HA, MA, ((mat){offA, ldA, sx, sy, 0, 0}), HB, MB,                 \
         ((mat){offB, ldB, sx, sy, 0, 0}), EVENT, BLOCKING)
#define VECTOR(KIND, HA, MA, HB, MB, EVENT, BLOCKING)                                           \
    XFER(clblasColumnMajor, KIND, nb_elem, 1, HA, MA,                                           \
         ((mat){offA, vec_ld(nb_elem), nb_elem, 1, 0, 0}), HB, MB,                              \
         ((mat){offB, vec_ld(nb_elem), nb_elem, 1, 0, 0}), EVENT, BLOCKING)

/* The parameter lists, in the order of clBLAS.h. */
#define SUB_PARAMS(TA, TB)                                                                      \
    clblasOrder order, size_t element_size, TA A, size_t offA, size_t ldA, size_t nrA,          \
        size_t ncA, size_t xA, size_t yA, TB B, size_t offB, size_t ldB, size_t nrB,            \
        size_t ncB, size_t xB, size_t yB, size_t nx, size_t ny, cl_command_queue command_queue, \
        cl_uint numEventsInWaitList, const cl_event *eventWaitList
#define WHOLE_PARAMS(TA, TB)                                                                    \
    clblasOrder order, size_t sx, size_t sy, size_t element_size, TA A, size_t offA, size_t ldA, \
        TB B, size_t offB, size_t ldB, cl_command_queue command_queue,                          \
        cl_uint numEventsInWaitList, const cl_event *eventWaitList
#define VECTOR_PARAMS(TA, TB)                                                                   \
    size_t nb_elem, size_t element_size, TA A, size_t offA, TB B, size_t offB,                  \
        cl_command_queue command_queue, cl_uint numEventsInWaitList,                            \
        const cl_event *eventWaitList

/* The six forms of one block shape: Write, Read, Copy, each plain and Async
 * (EV: the name of the Async forms' event parameter). */
#define TRANSFERS(PARAMS, BODY, EV, WRITE_, WRITE_ASYNC, READ_, READ_ASYNC, COPY_, COPY_ASYNC) \
    clblasStatus WRITE_(PARAMS(const void *, cl_mem))                                          \
    {                                                                                           \
        return BODY(WRITE, A, NULL, NULL, B, NULL, 1);                                          \
    }                                                                                           \
    clblasStatus WRITE_ASYNC(PARAMS(const void *, cl_mem), cl_event *EV)                       \
    {                                                                                           \
        return BODY(WRITE, A, NULL, NULL, B, EV, 0);                                            \
    }                                                                                           \
    clblasStatus READ_(PARAMS(const cl_mem, void *))                                           \
    {                                                                                           \
        return BODY(READ, NULL, A, B, NULL, NULL, 1);                                           \
    }                                                                                           \
    clblasStatus READ_ASYNC(PARAMS(const cl_mem, void *), cl_event *EV)                        \
    {                                                                                           \
        return BODY(READ, NULL, A, B, NULL, EV, 0);                                             \
    }                                                                                           \
    clblasStatus COPY_(PARAMS(const cl_mem, cl_mem))                                           \
    {                                                                                           \
        return BODY(COPY, NULL, A, NULL, B, NULL, 1);                                           \
    }                                                                                           \
    clblasStatus COPY_ASYNC(PARAMS(const cl_mem, cl_mem), cl_event *EV)                        \
    {                                                                                           \
        return BODY(COPY, NULL, A, NULL, B, EV, 0);                                             \
    }

TRANSFERS(SUB_PARAMS, SUB, event, clblasWriteSubMatrix, clblasWriteSubMatrixAsync,
          clblasReadSubMatrix, clblasReadSubMatrixAsync, clblasCopySubMatrix,
          clblasCopySubMatrixAsync)
TRANSFERS(WHOLE_PARAMS, WHOLE, events, clblasWriteMatrix, clblasWriteMatrixAsync,
          clblasReadMatrix, clblasReadMatrixAsync, clblasCopyMatrix, clblasCopyMatrixAsync)
TRANSFERS(VECTOR_PARAMS, VECTOR, events, clblasWriteVector, clblasWriteVectorAsync,
          clblasReadVector, clblasReadVectorAsync, clblasCopyVector, clblasCopyVectorAsync)

/* ---- the fill entry points ---- */

#define FILL(ORDER, ES, MEM, MAT, NX, NY, PATTERN, EVENT, BLOCKING)                             \
    fill_run(ORDER, &(fill){.es = ES, .nx = NX, .ny = NY, .mem = MEM, .m = MAT,                 \
                            .pattern = PATTERN, .t = TAIL(EVENT, BLOCKING)})

clblasStatus clblasFillVector(size_t nb_elem, size_t element_size, cl_mem A, size_t offA,
                              const void *host, cl_command_queue command_queue,
                              cl_uint numEventsInWaitList, const cl_event *eventWaitList)
{
    return FILL(clblasColumnMajor, element_size, A,
                ((mat){offA, vec_ld(nb_elem), nb_elem, 1, 0, 0}), nb_elem, 1, host, NULL, 1);
}

clblasStatus clblasFillVectorAsync(size_t nb_elem, size_t element_size, cl_mem A, size_t offA,
                                   const void *pattern, cl_command_queue command_queue,
                                   cl_uint numEventsInWaitList, const cl_event *eventWaitList,
                                   cl_event *event)
{
    return FILL(clblasColumnMajor, element_size, A,
                ((mat){offA, vec_ld(nb_elem), nb_elem, 1, 0, 0}), nb_elem, 1, pattern, event, 0);
}

clblasStatus clblasFillMatrix(clblasOrder order, size_t element_size, cl_mem A, size_t offA,
                              size_t ldA, size_t nrA, size_t ncA, const void *pattern,
                              cl_command_queue command_queue, cl_uint numEventsInWaitList,
                              const cl_event *eventWaitList)
{
    return FILL(order, element_size, A, ((mat){offA, ldA, nrA, ncA, 0, 0}), nrA, ncA, pattern,
                NULL, 1);
}

clblasStatus clblasFillSubMatrix(clblasOrder order, size_t element_size, cl_mem A, size_t offA,
                                 size_t ldA, size_t nrA, size_t ncA, size_t xA, size_t yA,
                                 size_t nx, size_t ny, const void *pattern,
                                 cl_command_queue command_queue, cl_uint numEventsInWaitList,
                                 const cl_event *eventWaitList)
{
    return FILL(order, element_size, A, ((mat){offA, ldA, nrA, ncA, xA, yA}), nx, ny, pattern,
                NULL, 1);
}

/* xA and yA are int here, as in clBLAS, which rejects negative ones too. */
clblasStatus clblasFillSubMatrixAsync(clblasOrder order, size_t element_size, cl_mem A,
                                      size_t offA, size_t ldA, size_t sxA, size_t syA, int xA,
                                      int yA, size_t nx, size_t ny, const void *host,
                                      cl_command_queue command_queue,
                                      cl_uint numEventsInWaitList, const cl_event *eventWaitList,
                                      cl_event *event)
{
    if (xA < 0 || yA < 0)
        return clblasInvalidValue;
    return FILL(order, element_size, A, ((mat){offA, ldA, sxA, syA, (size_t)xA, (size_t)yA}), nx,
                ny, host, event, 0);
}
