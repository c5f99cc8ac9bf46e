/* GEMM: C := alpha op(A) op(B) + beta C, all precisions and orders. */
#ifndef CLM_GEMM_H
#define CLM_GEMM_H

#include "core/dtype.h"

typedef struct clm_gemm_args {
    clm_dtype dt;
    clblasOrder order;
    clblasTranspose transA, transB;
    size_t M, N, K;
    clm_scalar alpha;
    cl_mem A;
    size_t offA, lda;
    cl_mem B;
    size_t offB, ldb;
    clm_scalar beta;
    cl_mem C;
    size_t offC, ldc;
    cl_uint nq;
    cl_command_queue *queues;
    cl_uint nwait;
    const cl_event *wait;
    cl_event *events;
} clm_gemm_args;

clblasStatus clm_gemm(const clm_gemm_args *a);

#endif
