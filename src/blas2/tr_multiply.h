/* x := op(A) x for a triangular A (tr_multiply.c); called by triangular.c. */
#ifndef CLM_TR_MULTIPLY_H
#define CLM_TR_MULTIPLY_H

#include "blas2/tr_common.h"

cl_int clm_tr_multiply(struct clm_launch *l, const struct clm_call *call, const clm_tri *t,
                       const struct clm_params *prm);

#endif
