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
    clm_mat A; /* as given: row-major, its transpose */
    clm_vec x, y;
    clm_queue_args q;
} clm_gemv_args;

clblasStatus clm_gemv(const clm_gemv_args *a);

#endif
