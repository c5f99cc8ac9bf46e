/* Triangular Level 2: x := op(A) x and op(A) x = b, in full, packed and band
 * storage (TRMV, TPMV, TBMV, TRSV, TPSV, TBSV), all precisions and orders. */
#ifndef CLM_TRIANGULAR_H
#define CLM_TRIANGULAR_H

#include "blas2/tr_common.h"

/* clm_tri_args: tr_common.h */

clblasStatus clm_triangular(const clm_tri_args *a);

#endif
