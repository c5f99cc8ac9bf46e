/*
 * gemvcase.h - one GEMV call, fully checked.
 *
 * gc_run builds A, x and y in guarded buffers (NaN canaries around A and x,
 * finite canaries around y), calls clblas?gemv, and checks: the status, the
 * returned event (valid, complete, on the queue), A and x bit-for-bit
 * unchanged, every guard and gap of y unchanged, and each y element against
 * the CBLAS reference with the scaled error of TESTING.md:
 *
 *   err_i = |y_i - yref_i| / (eps * G_i),
 *   G_i   = |alpha| * (|op(A)| |x|)_i + |beta * y_i|      (|.| = |re| + |im|)
 *
 * passing when max err_i < 16. The reference is CBLAS dgemv/zgemv on the same
 * data promoted to double (so single-precision results are compared with a
 * more accurate answer), with the call's own order, lda, offsets and
 * increments. Where reference BLAS leaves y alone (M == 0, N == 0, or
 * alpha == 0 and beta == 1), y must be bit-for-bit unchanged.
 */
#ifndef CLM_GEMVCASE_H
#define CLM_GEMVCASE_H

#include "testutil.h"

enum {
    GC_NAN_Y = 1, /* NaN in y's elements (use with beta == 0) */
    GC_NAN_AX = 2 /* NaN in A's and x's elements (use with alpha == 0) */
};

typedef struct gc_case {
    tu_prec prec;
    clblasOrder order;
    clblasTranspose trans;
    size_t M, N, lda, offA, offx, offy;
    int incx, incy;
    tu_scalar alpha, beta;
    int strategy;   /* for messages only: the caller sets the environment */
    int want_event; /* pass an event pointer and check what comes back */
    unsigned nan;   /* GC_NAN_* */
    uint64_t seed;
} gc_case;

/* Any precision's clblas?gemv (alpha and beta rounded to the precision). */
clblasStatus gc_call(tu_prec p, clblasOrder order, clblasTranspose trans, size_t M, size_t N,
                     tu_scalar alpha, cl_mem A, size_t offA, size_t lda, cl_mem x, size_t offx,
                     int incx, tu_scalar beta, cl_mem y, size_t offy, int incy, cl_uint nq,
                     cl_command_queue *q, cl_uint nwait, const cl_event *wait, cl_event *event);

/* Rows of the stored matrix (M column-major, N row-major): lda >= this. */
size_t gc_stored_rows(const gc_case *c);
size_t gc_len_x(const gc_case *c);
size_t gc_len_y(const gc_case *c);

/* One line naming every parameter of the case. */
void gc_describe(const gc_case *c, char *buf, size_t cap);

/* The three operands of a case, initialised and filled (not uploaded). */
typedef struct gc_data {
    tu_operand A, x, y;
} gc_data;
int gc_data_make(const gc_case *c, gc_data *d);
cl_int gc_data_upload(gc_data *d, cl_context ctx);
cl_int gc_data_download(gc_data *d, cl_command_queue q);
void gc_data_free(gc_data *d);

/* Compare d's read-back images with the reference; returns 1 if right.
 * Counts one check per property (inputs, guards, values). */
int gc_verify(const gc_case *c, const gc_data *d, const char *desc);

/* Run and check one case on queue q of context ctx; returns 1 if it passed. */
int gc_run(cl_context ctx, cl_command_queue q, const gc_case *c);

#endif
