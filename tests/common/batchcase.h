/*
 * batchcase.h - one batched GEMM or TRSM call (clmath.h), fully checked
 * matrix by matrix against CBLAS; and the invalid-argument calls.
 *
 * The batch's matrices lie in one buffer per operand; everything else in
 * the inputs' buffers is NaN (never read) and in the output's a canary
 * (never written), TU_GUARD elements past the end included. GEMM: the
 * scaled error of docs/testing.md per element; TRSM (diagonally dominant
 * A, NaN in the triangle not stored and on a unit diagonal): the residual
 * op(A) X - alpha B over eps n (|op(A)| |X| + |alpha B|) and the forward
 * error against CBLAS dtrsm/ztrsm over eps n max |X|, both below 16.
 */
#ifndef CLM_BATCHCASE_H
#define CLM_BATCHCASE_H

#include "testutil.h"

#define BC_MAXB 40 /* per-matrix scalars a case holds */

typedef struct bc_gemm {
    tu_prec prec;
    int arrays; /* clmath?gemmBatched (offsets and scalars per matrix) */
    clblasOrder order;
    clblasTranspose transA, transB;
    size_t M, N, K, batch; /* batch <= BC_MAXB with arrays */
    int ldpad;   /* tu_ld_value's mode for lda, ldb, ldc */
    size_t gap;  /* elements between consecutive slots */
    size_t off0; /* the first slot's offset */
    int bcast;   /* strided: 1 strideA 0, 2 strideB 0 */
    int want_event;
    uint64_t seed;
    tu_scalar alpha[BC_MAXB], beta[BC_MAXB]; /* strided: [0] */
} bc_gemm;

/* Run and check one case; 1 if it passed. */
int bc_gemm_run(const tu_device *d, const bc_gemm *c);

typedef struct bc_trsm {
    tu_prec prec;
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t M, N, batch;
    int ldpad;
    size_t gap, off0;
    int bcast; /* strideA 0 */
    tu_scalar alpha;
    int want_event;
    uint64_t seed;
} bc_trsm;

int bc_trsm_run(const tu_device *d, const bc_trsm *c);

/* Invalid arguments of the three entry points: each call's exact status
 * (that of clblasSgemm / clblasStrsm on the same argument where it is
 * one of theirs), no event, the output unchanged. */
void bc_errors(const tu_device *d);

#endif
