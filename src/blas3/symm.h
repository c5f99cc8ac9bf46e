/* SYMM and HEMM: C := alpha A B + beta C or alpha B A + beta C with A
 * symmetric or Hermitian, all precisions and orders, on the GEMM engine. */
#ifndef CLM_SYMM_H
#define CLM_SYMM_H

#include "core/check.h"
#include "core/dtype.h"

typedef struct clm_symm_args {
    clm_dtype dt;
    int herm; /* HEMM */
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    size_t M, N;
    clm_scalar alpha, beta;
    clm_mat A, B, C; /* as given: row-major ones their transposes */
    clm_queue_args q;
} clm_symm_args;

clblasStatus clm_symm(const clm_symm_args *a);

#endif
