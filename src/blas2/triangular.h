/* Triangular Level 2: x := op(A) x and op(A) x = b, in full, packed and band
 * storage (TRMV, TPMV, TBMV, TRSV, TPSV, TBSV), all precisions and orders. */
#ifndef CLM_TRIANGULAR_H
#define CLM_TRIANGULAR_H

#include "blas2/storage.h"

typedef struct clm_tri_args {
    int solve; /* 0: x := op(A) x; 1: solve op(A) x = b, b given in x */
    clm_storage storage;
    clm_dtype dt;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t N, K; /* K: off-diagonals of a band matrix */
    cl_mem A;
    size_t offA, lda; /* lda unused for packed storage */
    cl_mem x;
    size_t offx;
    int incx;
    cl_uint nq;
    cl_command_queue *queues;
    cl_uint nwait;
    const cl_event *wait;
    cl_event *events;
} clm_tri_args;

clblasStatus clm_triangular(const clm_tri_args *a);

#endif
