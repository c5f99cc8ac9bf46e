/*
 * gemmcase.h - one GEMM call, fully checked.
 *
 * gm_run builds A, B and C in guarded buffers (NaN canaries around A and B,
 * finite canaries around C and in C's rows past M within ldc), calls
 * clblas?gemm, and checks: the status, the returned event, A and B
 * bit-for-bit unchanged, every guard and gap of C unchanged, and each C
 * element against CBLAS dgemm/zgemm on the data promoted to double, with
 * the scaled error of TESTING.md:
 *
 *   err_ij = |C_ij - Cref_ij| / (eps * G_ij),
 *   G_ij   = |alpha| (|op(A)| |op(B)|)_ij + |beta C_ij|   (|.| = |re| + |im|)
 *
 * passing when max err_ij < 16. Where reference BLAS leaves C alone (M or N
 * zero, or alpha == 0 or K == 0 with beta == 1) C must be bit-for-bit
 * unchanged.
 */
#ifndef CLM_GEMMCASE_H
#define CLM_GEMMCASE_H

#include "testutil.h"

enum {
    GM_NAN_C = 1, /* NaN in C's elements (use with beta == 0) */
    GM_NAN_AB = 2 /* NaN in A's and B's elements (use with alpha == 0) */
};

typedef struct gm_case {
    tu_prec prec;
    clblasOrder order;
    clblasTranspose transA, transB;
    size_t M, N, K, lda, ldb, ldc, offA, offB, offC;
    tu_scalar alpha, beta;
    int want_event;
    unsigned nan; /* GM_NAN_* */
    uint64_t seed;
} gm_case;

/* Any precision's clblas?gemm (alpha and beta rounded to the precision). */
clblasStatus gm_call(tu_prec p, clblasOrder order, clblasTranspose transA,
                     clblasTranspose transB, size_t M, size_t N, size_t K, tu_scalar alpha,
                     cl_mem A, size_t offA, size_t lda, cl_mem B, size_t offB, size_t ldb,
                     tu_scalar beta, cl_mem C, size_t offC, size_t ldc, cl_uint nq,
                     cl_command_queue *q, cl_uint nwait, const cl_event *wait, cl_event *event);

/* Shapes of the operands as the user sees them (rows x cols of the matrix
 * passed: op(A) = A is M x K, else A is K x M), and the least leading
 * dimension each allows in the case's order. */
void gm_shape_a(const gm_case *c, size_t *rows, size_t *cols);
void gm_shape_b(const gm_case *c, size_t *rows, size_t *cols);
size_t gm_min_ld(clblasOrder order, size_t rows, size_t cols);

void gm_describe(const void *c, char *buf, size_t cap); /* c: a gm_case */

/* Run and check one case on dev's queue (tu_run_case); returns 1 if it passed. */
int gm_run(const tu_device *dev, const gm_case *c);

#endif
