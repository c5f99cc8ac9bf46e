/*
 * batcherrors.c - invalid arguments of clmath.h's batched GEMM and TRSM:
 * each call returns its exact status (for an argument clblasSgemm or
 * clblasStrsm also takes, the one they return for it, on the batch's
 * first matrix), leaves the event slot as it was and the output buffer
 * unchanged; the allowed corner cases (broadcast A and B, interleaved C,
 * batchCount 0 with an event) succeed.
 */
#include "batchcase.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <clmath.h>

#define DIM 4
#define SPAN (DIM * DIM) /* a 4 x 4 matrix, ld 4 */
#define NB 3
#define TOTAL (NB * SPAN) /* three matrices exactly: the last one fits */

static cl_command_queue q;
static cl_mem A, B, C;
static float c_init[TOTAL];

/* C unchanged since the last reset */
static int c_same(const char *what)
{
    float back[TOTAL];
    cl_int err = clEnqueueReadBuffer(q, C, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL);
    return tu_check(err == CL_SUCCESS && !memcmp(back, c_init, sizeof back),
                    "%s: C (B) changed", what);
}

static void reset(void)
{
    clEnqueueWriteBuffer(q, C, CL_TRUE, 0, sizeof c_init, c_init, 0, NULL, NULL);
}

/* an invalid call: its status `got` must be `want`, no event, C as it was */
static cl_event ev; /* the event slot of the invalid calls */

static void bad(clblasStatus got, clblasStatus want, cl_event unused, const char *what)
{
    (void)unused;
    tu_check(got == want && want != clblasSuccess, "%s: returned %s, want %s", what,
             tu_status_name(got), tu_status_name(want));
    if (!tu_check(ev == (cl_event)&c_init, "%s: the event slot was written", what))
        clReleaseEvent(ev);
    ev = (cl_event)&c_init; /* a sentinel no call may overwrite */
    clFinish(q);
    c_same(what);
    reset();
}

static void good(clblasStatus got, const char *what)
{
    tu_check(got == clblasSuccess, "%s: returned %s", what, tu_status_name(got));
    clFinish(q);
    reset();
}

typedef struct sg {
    clblasOrder order;
    clblasTranspose ta, tb;
    size_t M, N, K, lda, ldb, ldc, sA, sB, sC, batch;
    cl_mem A, B, C;
    cl_uint nq;
    cl_command_queue *qs;
} sg;

static sg sg_ok(void)
{
    return (sg){clblasColumnMajor, clblasNoTrans, clblasNoTrans, DIM, DIM, DIM, DIM, DIM, DIM,
                SPAN, SPAN, SPAN, NB, A, B, C, 1, &q};
}

static clblasStatus strided(const sg *s, cl_event *ev)
{
    return clmathSgemmStridedBatched(s->order, s->ta, s->tb, s->M, s->N, s->K, 1.5f, s->A, 0,
                                     s->lda, s->sA, s->B, 0, s->ldb, s->sB, 0.5f, s->C, 0, s->ldc,
                                     s->sC, s->batch, s->nq, s->qs, 0, NULL, ev);
}

static clblasStatus single(const sg *s)
{
    return clblasSgemm(s->order, s->ta, s->tb, s->M, s->N, s->K, 1.5f, s->A, 0, s->lda, s->B, 0,
                       s->ldb, 0.5f, s->C, 0, s->ldc, s->nq, s->qs, 0, NULL, NULL);
}

static clblasStatus arrays(const sg *s, const size_t *oA, const size_t *oB, const size_t *oC,
                           const float *al, const float *be, cl_event *ev)
{
    return clmathSgemmBatched(s->order, s->ta, s->tb, s->M, s->N, s->K, al, s->A, oA, s->lda,
                              s->B, oB, s->ldb, be, s->C, oC, s->ldc, s->batch, s->nq, s->qs, 0,
                              NULL, ev);
}

static clblasStatus trsm(const sg *s, clblasSide side, clblasUplo uplo, clblasDiag diag,
                         int single_call, cl_event *ev)
{
    /* B is C's buffer here (the output watched) */
    if (single_call)
        return clblasStrsm(s->order, side, uplo, s->ta, diag, s->M, s->N, 1.0f, s->A, 0, s->lda,
                           s->C, 0, s->ldc, s->nq, s->qs, 0, NULL, NULL);
    return clmathStrsmStridedBatched(s->order, side, uplo, s->ta, diag, s->M, s->N, 1.0f, s->A,
                                     0, s->lda, s->sA, s->C, 0, s->ldc, s->sC, s->batch, s->nq,
                                     s->qs, 0, NULL, ev);
}

void bc_errors(const tu_device *d)
{
    q = d->env.queue;
    float a[TOTAL];
    for (int i = 0; i < TOTAL; i++) {
        a[i] = (i % SPAN) % (DIM + 1) == 0 ? 2.0f : 0.125f; /* diagonal 2 */
        c_init[i] = (float)(i + 1);
    }
    A = tu_upload(d->env.context, a, sizeof a);
    B = tu_upload(d->env.context, a, sizeof a);
    C = tu_upload(d->env.context, c_init, sizeof c_init);
    if (!tu_check(A && B && C, "bc_errors: buffers"))
        return;
    ev = (cl_event)&c_init;
    char what[160];

    /* the arguments clblasSgemm checks: the same status */
    for (int k = 0; k < 11; k++) {
        sg s = sg_ok();
        switch (k) {
        case 0: s.order = (clblasOrder)77; break;
        case 1: s.ta = (clblasTranspose)9; break;
        case 2: s.M = (size_t)1 << 31; break;
        case 3: s.K = (size_t)1 << 31; break;
        case 4: s.lda = DIM - 1; break;
        case 5: s.ldb = DIM - 1; break;
        case 6: s.ldc = DIM - 1; break;
        case 7: s.nq = 0; break;
        case 8: s.A = NULL; break;
        case 9: s.C = NULL; break;
        case 10: s.qs = NULL; break;
        }
        const clblasStatus want = single(&s);
        snprintf(what, sizeof what, "SgemmStridedBatched clblasSgemm's check %d", k);
        bad(strided(&s, &ev), want, ev, what);
        size_t o[NB] = {0, SPAN, 2 * SPAN};
        float one[NB] = {1, 1, 1};
        snprintf(what, sizeof what, "SgemmBatched clblasSgemm's check %d", k);
        bad(arrays(&s, o, o, o, one, one, &ev), want, ev, what);
    }
    /* the batch's own */
    struct { size_t sA, sB, sC, batch; clblasStatus want; const char *what; } st[] = {
        {SPAN + 1, SPAN, SPAN, NB, clblasInsufficientMemMatA, "last A past the end"},
        {SPAN, SPAN + 1, SPAN, NB, clblasInsufficientMemMatB, "last B past the end"},
        {SPAN, SPAN, SPAN + 1, NB, clblasInsufficientMemMatC, "last C past the end"},
        {SIZE_MAX / 2, SPAN, SPAN, NB, clblasInsufficientMemMatA, "strideA overflowing"},
        {SPAN, SPAN, SPAN - 1, NB, clblasInvalidValue, "C's matrices overlapping"},
        {SPAN, SPAN, 0, 2, clblasInvalidValue, "strideC 0"},
        {SPAN, SPAN, SPAN, (size_t)1 << 31, clblasInvalidDim, "batchCount 2^31"},
    };
    for (size_t k = 0; k < sizeof st / sizeof st[0]; k++) {
        sg s = sg_ok();
        s.sA = st[k].sA, s.sB = st[k].sB, s.sC = st[k].sC, s.batch = st[k].batch;
        snprintf(what, sizeof what, "SgemmStridedBatched: %s", st[k].what);
        bad(strided(&s, &ev), st[k].want, ev, what);
    }
    sg s = sg_ok();
    s.sA = s.sB = 0; /* one A and one B for every product */
    good(strided(&s, NULL), "SgemmStridedBatched: A and B broadcast");
    s = sg_ok();
    s.M = 2, s.sC = 2, s.batch = 2; /* C's matrices in rows 0-1 and 2-3: interleaved */
    good(strided(&s, NULL), "SgemmStridedBatched: interleaved C");
    s = sg_ok();
    s.batch = 0, s.M = (size_t)1 << 31; /* nothing checked beyond the queues */
    cl_event e0 = NULL;
    good(strided(&s, &e0), "SgemmStridedBatched: batchCount 0");
    tu_check_event(e0, q, "SgemmStridedBatched: batchCount 0's event");
    c_same("SgemmStridedBatched: batchCount 0");

    /* per-matrix offsets and scalars */
    size_t ok3[NB] = {0, SPAN, 2 * SPAN}, dup[NB] = {0, 2 * SPAN, 0},
           ovl[NB] = {0, SPAN - 1, 2 * SPAN}, past[NB] = {0, 2 * SPAN + 1, SPAN},
           inter[2] = {0, 2};
    float one[NB] = {1, 1, 1};
    s = sg_ok();
    bad(arrays(&s, NULL, ok3, ok3, one, one, &ev), clblasInvalidValue, ev,
        "SgemmBatched: offA NULL");
    bad(arrays(&s, ok3, ok3, ok3, one, NULL, &ev), clblasInvalidValue, ev,
        "SgemmBatched: betas NULL");
    bad(arrays(&s, ok3, ok3, dup, one, one, &ev), clblasInvalidValue, ev,
        "SgemmBatched: one C twice");
    bad(arrays(&s, ok3, ok3, ovl, one, one, &ev), clblasInvalidValue, ev,
        "SgemmBatched: C's matrices overlapping");
    bad(arrays(&s, past, ok3, ok3, one, one, &ev), clblasInsufficientMemMatA, ev,
        "SgemmBatched: an A past the end");
    bad(arrays(&s, ok3, ok3, past, one, one, &ev), clblasInsufficientMemMatC, ev,
        "SgemmBatched: a C past the end");
    good(arrays(&s, dup, dup, ok3, one, one, NULL), "SgemmBatched: A and B repeated");
    s.M = 2, s.batch = 2;
    good(arrays(&s, ok3, ok3, inter, one, one, NULL), "SgemmBatched: interleaved C");

    /* TRSM: clblasStrsm's checks, then the batch's */
    for (int k = 0; k < 7; k++) {
        sg t = sg_ok();
        clblasSide side = clblasLeft;
        clblasUplo uplo = clblasUpper;
        clblasDiag diag = clblasNonUnit;
        switch (k) {
        case 0: side = (clblasSide)5; break;
        case 1: uplo = (clblasUplo)5; break;
        case 2: diag = (clblasDiag)5; break;
        case 3: t.lda = DIM - 1; break;
        case 4: t.ldc = DIM - 1; break;
        case 5: t.A = NULL; break;
        case 6: t.N = (size_t)1 << 31; break;
        }
        snprintf(what, sizeof what, "StrsmStridedBatched clblasStrsm's check %d", k);
        bad(trsm(&t, side, uplo, diag, 0, &ev), trsm(&t, side, uplo, diag, 1, NULL), ev, what);
        reset();
    }
    struct { size_t sA, sB, batch; clblasStatus want; const char *what; } tt[] = {
        {SPAN + 1, SPAN, NB, clblasInsufficientMemMatA, "last A past the end"},
        {SPAN, SPAN + 1, NB, clblasInsufficientMemMatB, "last B past the end"},
        {SPAN, SPAN - 1, NB, clblasInvalidValue, "B's matrices overlapping"},
        {SPAN, 0, 2, clblasInvalidValue, "strideB 0"},
        {SPAN, SPAN, (size_t)1 << 31, clblasInvalidDim, "batchCount 2^31"},
    };
    for (size_t k = 0; k < sizeof tt / sizeof tt[0]; k++) {
        sg t = sg_ok();
        t.sA = tt[k].sA, t.sC = tt[k].sB, t.batch = tt[k].batch;
        snprintf(what, sizeof what, "StrsmStridedBatched: %s", tt[k].what);
        bad(trsm(&t, clblasLeft, clblasUpper, clblasNonUnit, 0, &ev), tt[k].want, ev, what);
    }
    s = sg_ok();
    s.sA = 0;
    good(trsm(&s, clblasLeft, clblasLower, clblasNonUnit, 0, NULL), "StrsmStridedBatched: A broadcast");

    /* not set up */
    clblasTeardown();
    s = sg_ok();
    bad(strided(&s, &ev), clblasNotInitialized, ev, "SgemmStridedBatched: not set up");
    size_t o[NB] = {0, SPAN, 2 * SPAN};
    bad(arrays(&s, o, o, o, one, one, &ev), clblasNotInitialized, ev, "SgemmBatched: not set up");
    bad(trsm(&s, clblasLeft, clblasUpper, clblasNonUnit, 0, &ev), clblasNotInitialized, ev,
        "StrsmStridedBatched: not set up");
    s.batch = 0;
    bad(strided(&s, &ev), clblasNotInitialized, ev, "SgemmStridedBatched: batchCount 0, not set up");
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup again");
    clReleaseMemObject(A);
    clReleaseMemObject(B);
    clReleaseMemObject(C);
}
