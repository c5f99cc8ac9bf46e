/* GEMV: y := alpha*op(A)*x + beta*y, all precisions and orders. */
#ifndef CLM_GEMV_H
#define CLM_GEMV_H

#include "core/check.h"
#include "core/dtype.h"

typedef struct clm_gemv_args {
    clm_dtype dt;
    clblasOrder order;
    clblasTranspose trans;
    size_t M, N;
    clm_scalar alpha, beta;
    cl_mem A;
    size_t offA, lda;
    cl_mem x;
    size_t offx;
    int incx;
    cl_mem y;
    size_t offy;
    int incy;
    clm_queue_args q;
} clm_gemv_args;

clblasStatus clm_gemv(const clm_gemv_args *a);

#endif
