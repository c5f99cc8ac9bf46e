/*
 * Batched GEMM and TRSM (clmath.h).
 *
 * Checks: clblasXgemm's (clblasXtrsm's) own, in their order, on the
 * matrix of the batch that lies furthest into each buffer (matrices at
 * growing offsets all fit when that one does), then C's (B's) matrices
 * must not share an element: both are reading and writing them at once.
 *
 * GEMM: one clm_gemm_enqueue for the whole batch, the batch along the grid's
 * third dimension (gemm.cl's BATCH). With per-matrix offsets and scalars,
 * these go to the device in a buffer made for the call with
 * CL_MEM_COPY_HOST_PTR (copied before the call returns, so the caller's
 * arrays may change at once; a non-blocking write from them could not
 * promise that) and released once enqueued (OpenCL keeps it until the
 * kernel is done).
 *
 * TRSM: systems of order at most 64 (KMAX) in one launch of
 * trsm_batched.cl, one matrix a work group; larger ones one clm_trxm call
 * a matrix (the recursion on the GEMM engine), chained on the queue.
 */
#include "blas3/batched.h"

#include <stdlib.h>
#include <string.h>

#include "blas3/gemm.h"
#include "blas3/trxm.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "blas3/kernels/trxm_flags.h"

/* Largest system trsm_batched.cl solves. */
#define TRSM_KMAX 64

/* Does a matrix of rows x cols (leading dimension ld >= rows) share an
 * element with itself moved d > 0 elements on? d = dr + dc ld with |dr| <
 * rows, 0 <= dc < cols, and since ld >= rows only two (dr, dc) can do. */
static int self_overlap(size_t d, size_t rows, size_t cols, size_t ld)
{
    const size_t dc = d / ld, dr = d % ld;
    return (dc < cols && dr < rows) || (dr > 0 && dc + 1 < cols && ld - dr < rows);
}

static size_t span_of(size_t rows, size_t cols, size_t ld)
{
    return (cols - 1) * ld + rows; /* the checks found it fits */
}

/* Strided: matrices i and i + j lie j stride apart; no j with j stride
 * inside the span can make them meet. */
static int strided_overlap(size_t batch, size_t stride, size_t rows, size_t cols, size_t ld)
{
    if (batch < 2 || rows == 0 || cols == 0)
        return 0;
    if (stride == 0)
        return 1;
    const size_t span = span_of(rows, cols, ld);
    for (size_t j = 1; j < batch && j <= span / stride; j++)
        if (self_overlap(j * stride, rows, cols, ld))
            return 1;
    return 0;
}

static int cmp_size(const void *x, const void *y)
{
    const size_t a = *(const size_t *)x, b = *(const size_t *)y;
    return a < b ? -1 : a > b;
}

/* Arbitrary offsets: sorted, each against those within its span. -1: no
 * host memory. */
static int arrays_overlap(size_t batch, const size_t *offs, size_t rows, size_t cols, size_t ld)
{
    if (batch < 2 || rows == 0 || cols == 0)
        return 0;
    size_t *o = malloc(batch * sizeof *o);
    if (!o)
        return -1;
    memcpy(o, offs, batch * sizeof *o);
    qsort(o, batch, sizeof *o, cmp_size);
    const size_t span = span_of(rows, cols, ld);
    int hit = 0;
    for (size_t i = 0; i + 1 < batch && !hit; i++)
        for (size_t j = i + 1; j < batch && o[j] - o[i] < span && !hit; j++)
            hit = o[j] == o[i] || self_overlap(o[j] - o[i], rows, cols, ld);
    free(o);
    return hit;
}

/* off + (batch - 1) stride, or SIZE_MAX (which no buffer holds) */
static size_t last_offset(size_t off, size_t stride, size_t batch)
{
    size_t r;
    if (__builtin_mul_overflow(batch - 1, stride, &r) || __builtin_add_overflow(r, off, &r))
        return SIZE_MAX;
    return r;
}

static size_t max_of(const size_t *v, size_t n)
{
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        m = v[i] > m ? v[i] : m;
    return m;
}

/* batchCount 0: the setup and queues checked, nothing else; an event if
 * asked. */
static clblasStatus empty_batch(clm_dtype dt, const clm_queue_args *q)
{
    clm_call call;
    clblasStatus st;
    if ((st = clm_check_init()) != clblasSuccess || (st = clm_check_call(dt, q, &call)) != clblasSuccess)
        return st;
    clm_launch l;
    clm_launch_begin(&l, &call, q);
    return (clblasStatus)clm_launch_end(&l, CL_SUCCESS, q->events);
}

/* The per-matrix offsets (column-major sense: A and B swapped for a
 * row-major call) and scalars as device buffers. */
static cl_int upload_arrays(const clm_gemm_batched_args *a, const clm_call *call, int col,
                            cl_mem *boff, cl_mem *bscal)
{
    const size_t es = clm_dtype_size(a->dt), n = a->batch;
    cl_ulong *o = malloc(3 * n * sizeof *o);
    unsigned char *s = malloc(2 * n * es);
    cl_int err = o && s ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
    for (size_t i = 0; err == CL_SUCCESS && i < n; i++) {
        o[3 * i] = col ? a->offsA[i] : a->offsB[i];
        o[3 * i + 1] = col ? a->offsB[i] : a->offsA[i];
        o[3 * i + 2] = a->offsC[i];
        memcpy(s + 2 * i * es, (const unsigned char *)a->alphas + i * es, es);
        memcpy(s + (2 * i + 1) * es, (const unsigned char *)a->betas + i * es, es);
    }
    if (err == CL_SUCCESS)
        *boff = clCreateBuffer(call->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                               3 * n * sizeof *o, o, &err);
    if (err == CL_SUCCESS) {
        *bscal = clCreateBuffer(call->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 2 * n * es,
                                s, &err);
        if (err != CL_SUCCESS)
            clReleaseMemObject(*boff);
    }
    free(o);
    free(s);
    return err;
}

size_t clm_batch_launch(const clm_device *dev)
{
    clm_params prm;
    clm_params_lookup(dev, "batch", &prm);
    const int n = clm_param(&prm, "LAUNCH", 65535);
    return n >= 1 && n <= 65535 ? (size_t)n : 65535;
}

clblasStatus clm_gemm_batched(const clm_gemm_batched_args *a)
{
    if (a->batch == 0)
        return empty_batch(a->dt, &a->q);
    clblasStatus st = clm_check_init();
    if (st != clblasSuccess)
        return st;
    if (a->arrays && (!a->offsA || !a->offsB || !a->offsC || !a->alphas || !a->betas))
        return clblasInvalidValue;
    if (a->batch > CLM_MAX_DIM)
        return clblasInvalidDim;
    /* clblasXgemm's checks on the matrices furthest into A, B and C */
    clm_gemm_args g = {.dt = a->dt, .order = a->order, .transA = a->transA,
                       .transB = a->transB, .M = a->M, .N = a->N, .K = a->K, .A = a->A,
                       .lda = a->lda, .B = a->B, .ldb = a->ldb, .C = a->C, .ldc = a->ldc,
                       .q = a->q};
    if (a->arrays) {
        g.offA = max_of(a->offsA, a->batch);
        g.offB = max_of(a->offsB, a->batch);
        g.offC = max_of(a->offsC, a->batch);
    } else {
        g.offA = last_offset(a->offA, a->strideA, a->batch);
        g.offB = last_offset(a->offB, a->strideB, a->batch);
        g.offC = last_offset(a->offC, a->strideC, a->batch);
    }
    clm_call call;
    if ((st = clm_gemm_check(&g, &call)) != clblasSuccess)
        return st;
    const int col = a->order == clblasColumnMajor;
    const size_t crows = col ? a->M : a->N, ccols = col ? a->N : a->M;
    const int hit = a->arrays ? arrays_overlap(a->batch, a->offsC, crows, ccols, a->ldc)
                              : strided_overlap(a->batch, a->strideC, crows, ccols, a->ldc);
    if (hit < 0)
        return clblasOutOfHostMemory;
    if (hit)
        return clblasInvalidValue; /* C's matrices share elements */

    clm_launch l;
    clm_launch_begin(&l, &call, &a->q);
    /* the column-major product, as clm_gemm makes it */
    /* per-matrix offsets (arrays): the buffers' origins, offsets uploaded */
    const int arrays = a->arrays;
    const clm_mat A = {a->A, arrays ? 0 : a->offA, a->lda}, B = {a->B, arrays ? 0 : a->offB, a->ldb};
    clm_gemm_op op = {.dt = a->dt, .k = a->K, .alpha = a->alpha, .beta = a->beta,
                      .C = {a->C, arrays ? 0 : a->offC, a->ldc}, .mask = CLM_MASK_FULL,
                      .batch = a->batch, .bmode = arrays ? CLM_BATCH_ARRAYS : CLM_BATCH_STRIDED,
                      .strideC = a->strideC};
    if (col) {
        op.ta = (int)a->transA, op.tb = (int)a->transB, op.m = a->M, op.n = a->N;
        op.A = A, op.B = B, op.strideA = a->strideA, op.strideB = a->strideB;
    } else {
        op.ta = (int)a->transB, op.tb = (int)a->transA, op.m = a->N, op.n = a->M;
        op.A = B, op.B = A, op.strideA = a->strideB, op.strideB = a->strideA;
    }
    cl_int err = CL_SUCCESS;
    if (arrays && op.m > 0 && op.n > 0)
        err = upload_arrays(a, &call, col, &op.boff, &op.bscal);
    if (err == CL_SUCCESS) {
        err = clm_gemm_enqueue(&l, &call, &op);
        if (op.boff) {
            clReleaseMemObject(op.boff);
            clReleaseMemObject(op.bscal);
        }
    }
    return (clblasStatus)clm_launch_end(&l, err, a->q.events);
}

/* trsm_batched.cl's shape for systems of order ka: a program per order
 * class (16, 32, 64), so that local memory is sized for the systems; nc
 * right-hand sides a group (trsm_batch.NC, halved until they fit); S in
 * local memory (ALOCAL) in panels of sp rows: SPANEL's, or (0) the most,
 * halving from the whole triangle down to 8 rows, that fit beside the
 * vectors. nc 0: not even 8 vectors fit. */
typedef struct trsm_plan {
    int kmax, nc, alocal, sp;
} trsm_plan;

static trsm_plan plan_trsm(const clm_device *dev, clm_dtype dt, size_t ka)
{
    clm_params prm;
    clm_params_lookup(dev, "trsm_batch", &prm);
    const size_t es = clm_dtype_size(dt);
    /* orders above 32 may take their own NC and SPANEL (LNC, LSPANEL) */
    const char letter = clm_dtype_letter(dt);
    const int large = ka > 32;
    trsm_plan p = {ka <= 16 ? 16 : ka <= 32 ? 32 : TRSM_KMAX,
                   clm_param_large(&prm, "NC", letter, large, 32), 0, 0};
    /* NC halved (down to 8) where its vectors or its group do not fit */
    size_t xbytes;
    while ((xbytes = (size_t)p.kmax * (size_t)(p.nc + 1) * es + 1024) > dev->local_mem ||
           (size_t)p.nc > dev->max_wg)
        if ((p.nc /= 2) < 8) {
            p.nc = 0;
            return p;
        }
    const int want = clm_param_large(&prm, "SPANEL", letter, large, 0);
    int sp = want > 0 && want < p.kmax ? want : p.kmax;
    const size_t row = (size_t)(p.kmax + 1) * es;
    while (want == 0 && sp > 8 && xbytes + (size_t)sp * row > dev->local_mem)
        sp /= 2;
    p.alocal = clm_param(&prm, "ALOCAL", 1) && xbytes + (size_t)sp * row <= dev->local_mem;
    p.sp = p.alocal ? sp : p.kmax;
    return p;
}

/* One launch of trsm_batched.cl a chunk of the batch, on the column-major
 * problem (left: op(A) of order m solving B's n columns; else order n,
 * B's m rows). */
static cl_int trsm_small(clm_launch *l, const clm_call *call, const clm_trsm_batched_args *a,
                         int left, int oplower, size_t m, size_t n)
{
    const size_t ka = left ? m : n, nrhs = left ? n : m;
    const trsm_plan pl = plan_trsm(call->dev, a->one.dt, ka);
    char options[128] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)a->one.dt);
    clm_define(options, sizeof options, "KMAX", pl.kmax);
    clm_define(options, sizeof options, "NC", pl.nc);
    clm_define(options, sizeof options, "ALOCAL", pl.alocal);
    if (pl.sp < pl.kmax)
        clm_define(options, sizeof options, "SP", pl.sp);
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev, "trxm_flags+trsm_batched", options, &prog);
    if (err != CL_SUCCESS)
        return err;
    /* S = op(A) (left) or op(A)^T (right); S(i, k) read at A(k, i) when
     * exactly one of the transpose and the side turns it */
    const int ta = (int)a->one.trans;
    const cl_uint flags = ((oplower != !left) ? TRXM_LOWER : 0) |
                          (((ta != 0) != !left) ? TRXM_TR : 0) | (ta == 2 ? TRXM_CONJ : 0) |
                          (a->one.diag == clblasUnit ? TRXM_UNIT : 0) | (left ? 0 : TRXM_RIGHT);
    clm_log("%ctrsm batched %s %s %c m=%zu n=%zu batch=%zu: one matrix a group, KMAX %d, %d "
            "vectors a group%s, %d rows at a time",
            clm_dtype_letter(a->one.dt), left ? "left" : "right",
            (flags & TRXM_LOWER) ? "S lower" : "S upper", "NTC"[ta], m, n, a->batch, pl.kmax,
            pl.nc, pl.alocal ? ", S in local memory" : "", pl.sp);
    const size_t per = clm_batch_launch(call->dev);
    for (size_t b0 = 0; b0 < a->batch; b0 += per) {
        clm_kargs g;
        clm_args_init(&g);
        clm_arg_u32(&g, (cl_uint)ka);
        clm_arg_u32(&g, (cl_uint)nrhs);
        clm_arg_scalar(&g, a->one.dt, a->one.alpha);
        clm_arg_mem(&g, a->one.A);
        clm_arg_u64(&g, a->one.offA);
        clm_arg_u64(&g, a->one.lda);
        clm_arg_u64(&g, a->strideA);
        clm_arg_mem(&g, a->one.B);
        clm_arg_u64(&g, a->one.offB);
        clm_arg_u64(&g, a->one.ldb);
        clm_arg_u64(&g, a->strideB);
        clm_arg_u32(&g, flags);
        clm_arg_u32(&g, (cl_uint)b0);
        const size_t left_n = a->batch - b0;
        size_t lws[2] = {(size_t)pl.nc, 1},
               gws[2] = {(nrhs + (size_t)pl.nc - 1) / (size_t)pl.nc * (size_t)pl.nc,
                         left_n < per ? left_n : per};
        if (left_n > per)
            clm_launch_more(l);
        err = clm_launch_args(l, prog, "trsm_batched", 2, gws, lws, &g);
        if (err != CL_SUCCESS)
            return err;
    }
    return CL_SUCCESS;
}

/* Larger systems: clm_trxm a matrix, each after the one before (an
 * in-order queue orders them; out of order, each waits on the last one's
 * event). The checks have passed, so every call enqueues or fails at
 * run time. */
static clblasStatus trsm_loop(const clm_trsm_batched_args *a, const clm_call *call)
{
    cl_event prev = NULL;
    clblasStatus st = clblasSuccess;
    for (size_t i = 0; i < a->batch && st == clblasSuccess; i++) {
        const int last = i + 1 == a->batch;
        cl_event ev = NULL;
        clm_trxm_args t = a->one;
        t.offA += i * a->strideA, t.offB += i * a->strideB;
        t.q = (clm_queue_args){.nq = 1, .queues = (cl_command_queue *)&call->queue,
                               .nwait = i == 0 ? a->one.q.nwait : prev ? 1 : 0,
                               .wait = i == 0 ? a->one.q.wait : prev ? &prev : NULL,
                               .events = last ? a->one.q.events : call->in_order ? NULL : &ev};
        st = clm_trxm(&t);
        if (prev)
            clReleaseEvent(prev);
        prev = st == clblasSuccess ? ev : NULL;
        if (st != clblasSuccess && ev)
            clReleaseEvent(ev);
    }
    if (prev)
        clReleaseEvent(prev);
    return st;
}

clblasStatus clm_trsm_batched(const clm_trsm_batched_args *a)
{
    if (a->batch == 0)
        return empty_batch(a->one.dt, &a->one.q);
    clblasStatus st = clm_check_init();
    if (st != clblasSuccess)
        return st;
    if (a->batch > CLM_MAX_DIM)
        return clblasInvalidDim;
    clm_trxm_args t = a->one; /* the checks see the last system */
    t.offA = last_offset(t.offA, a->strideA, a->batch);
    t.offB = last_offset(t.offB, a->strideB, a->batch);
    clm_call call;
    if ((st = clm_trxm_check(&t, &call)) != clblasSuccess)
        return st;
    const int col = a->one.order == clblasColumnMajor;
    const size_t m = col ? a->one.M : a->one.N, n = col ? a->one.N : a->one.M; /* B as stored */
    if (strided_overlap(a->batch, a->strideB, m, n, a->one.ldb))
        return clblasInvalidValue; /* B's matrices share elements */
    /* the column-major problem, as clm_trxm makes it */
    const int left = (a->one.side == clblasLeft) == col;
    const int stored_lower = (a->one.uplo == clblasLower) == col;
    const int oplower = stored_lower == (a->one.trans == clblasNoTrans);
    const size_t ka = left ? m : n;
    if (m > 0 && n > 0 && (ka > TRSM_KMAX || plan_trsm(call.dev, a->one.dt, ka).nc == 0))
        return trsm_loop(a, &call);
    clm_launch l;
    clm_launch_begin(&l, &call, &a->one.q);
    cl_int err = m > 0 && n > 0 ? trsm_small(&l, &call, a, left, oplower, m, n) : CL_SUCCESS;
    return (clblasStatus)clm_launch_end(&l, err, a->one.q.events);
}
