/* The symmetric and Hermitian products SYMV, HEMV, SPMV, HPMV, SBMV, HBMV
 * and the general band product GBMV, all precisions and orders. */
#ifndef CLM_SYMV_H
#define CLM_SYMV_H

#include "blas2/storage.h"
#include "core/check.h"

typedef struct clm_symv_args {
    clm_dtype dt;
    int general;       /* GBMV: y := alpha op(A) x + beta y, A M x N with KL, KU */
    int herm;          /* HEMV, HPMV, HBMV */
    clm_storage storage;
    clblasOrder order;
    clblasUplo uplo;       /* symmetric and Hermitian */
    clblasTranspose trans; /* GBMV */
    size_t M, N;           /* M: GBMV */
    size_t KL, KU;         /* band: SBMV and HBMV's K in KL; GBMV both */
    clm_scalar alpha, beta;
    clm_mat A; /* ld unused for packed storage */
    clm_vec x, y;
    clm_queue_args q;
} clm_symv_args;

clblasStatus clm_symv(const clm_symv_args *a);

#endif
