/*
 * tricase.h - one triangular Level 2 call (TRMV, TPMV, TBMV, TRSV, TPSV,
 * TBSV), fully checked.
 *
 * tc_run builds A and x in guarded buffers, calls the routine, and checks:
 * the status, the returned event (valid, complete, on the queue), A
 * bit-for-bit unchanged, every guard and gap of x unchanged, and x against
 * the CBLAS reference (OpenBLAS's ?trmv .. ?tbsv on the data promoted to
 * double, with the call's own order, storage, lda, offsets and increment).
 *
 * What the call must not read holds NaN: every element of A's buffer that
 * is not a referenced element (the other triangle of full storage, a unit
 * diagonal, band storage's unused corners and the rows between K + 1 and
 * lda, everything before offa and after the end), and every element of x's
 * buffer that is not an element of x (before offx, between strided
 * elements, after the end). Reading any of them poisons the result.
 *
 * The numbers (|.| = |re| + |im|, eps of the call's precision):
 *   products  err_i = |x_i - ref_i| / (eps * (|op(A)| |x0|)_i)      < 16
 *   solves    err_i = |x_i - ref_i| / (eps * g_i)                   < 16
 *             g = M^-1 (|op(A)| |ref|), M = op(A)'s comparison matrix
 *             (|diagonal|, -|off-diagonal|), so that g >= |op(A)^-1| |op(A)| |ref|
 *             (the forward error of a substitution is below
 *             (w + 1) eps g to first order, w the band width); the limit is
 *             16 while w < TC_ELEMENTWISE_MAX, above which 16 is too tight
 *             and w + 1 is used; and for every N the residual
 *             ||op(A) x - b|| / (eps * N * ||op(A)|| * ||x||)         < 16
 *             (infinity norms, computed in long double).
 * Solves use diagonally dominant matrices: off-diagonal elements scaled so
 * that every row and column of op(A) has off-diagonal magnitude at most
 * half its diagonal's (|diagonal| in [1, 2], or 1 for a unit diagonal).
 *
 * Before the comparison, CBLAS itself is compared with this file's own
 * long double loops (the same scaled errors with eps of double); a
 * disagreement is a failed check named "CBLAS disagrees".
 */
#ifndef CLM_TRICASE_H
#define CLM_TRICASE_H

#include "testutil.h"

typedef enum tc_storage { TC_FULL, TC_PACKED, TC_BAND } tc_storage;

/* Band width above which a solve's elementwise forward error is not checked
 * (the residual still is). */
#define TC_ELEMENTWISE_MAX 200

/* Every argument of a triangular call. K and lda are ignored where the
 * routine has none; scratch is passed to the products (clmath ignores it). */
typedef struct tc_args {
    int solve;
    tc_storage storage;
    tu_prec p;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t N, K;
    cl_mem A;
    size_t offa, lda;
    TU_VEC_FIELDS(x);
    cl_mem scratch;
    TU_QUEUE_FIELDS;
} tc_args;

clblasStatus tc_call(const tc_args *a, cl_event *ev);

/* "Strmv", "Ztbsv", ... */
const char *tc_name(int solve, tc_storage s, tu_prec p);

typedef struct tc_case {
    int solve;
    tc_storage storage;
    tu_prec prec;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t N, K, lda, offa, offx;
    int incx;
    int want_event; /* pass an event pointer and check what comes back */
    int scratch;    /* products: pass a one-element scratch buffer (else NULL) */
    const char *strategy; /* for messages only: the caller sets the environment */
    uint64_t seed;
} tc_case;

/* Off-diagonals the call uses: min(K, N - 1) for band storage, else N - 1. */
size_t tc_width(const tc_case *c);
/* Elements of A's buffer the call may address: offa plus the storage. */
size_t tc_extent_A(const tc_case *c);
/* Least lda for the case (full: max(1, N), band: K + 1, packed: 0). */
size_t tc_min_lda(const tc_case *c);
/* Buffer index of element (i, j) of A (the matrix in the caller's order,
 * before op), or SIZE_MAX where the storage holds no element (i, j). */
size_t tc_pos(const tc_case *c, size_t i, size_t j);

void tc_describe(const tc_case *c, char *buf, size_t cap);

/* Does output i of the case depend on x(k), op(A)(i, k) being stored (or
 * the unit diagonal)? */
int tc_depends(const tc_case *c, size_t i, size_t k);

typedef struct tc_data {
    tu_operand A, x;
    cl_mem scratch;
} tc_data;
int tc_data_make(const tc_case *c, tc_data *d);
cl_int tc_data_upload(tc_data *d, cl_context ctx);
void tc_data_free(tc_data *d);
cl_int tc_data_download(tc_data *d, cl_command_queue q);

/* The call of a case on its data. */
tc_args tc_args_of(const tc_case *c, const tc_data *d, cl_command_queue *q);

/* CBLAS's answer for case c on d's inputs (promoted to double, only the
 * elements the call may read): x's whole buffer image, interleaved re, im
 * for complex; NULL when out of memory. Free with tu_promote_free. */
double *tc_reference_x(const tc_case *c, const tc_data *d);

/* Compare d's read-back images with the references; returns 1 if right. */
int tc_verify(const tc_case *c, const tc_data *d, const char *desc);

/* Run and check one case on queue q of context ctx; returns 1 if it passed. */
int tc_run(cl_context ctx, cl_command_queue q, const tc_case *c);

/* Largest scaled errors seen so far: [0][0] products, [1][0] solves of
 * band width below TC_ELEMENTWISE_MAX, [1][2] wider solves relative to
 * their limit, [1][1] the residual ratio. */
void tc_worst(double out[2][3]);

#endif
