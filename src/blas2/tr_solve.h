/* op(A) x = b block by block (tr_solve.c); called by triangular.c where the
 * sweep (tr_sweep.h) is off or declines. */
#ifndef CLM_TR_SOLVE_H
#define CLM_TR_SOLVE_H

#include "blas2/tr_common.h"

cl_int clm_tr_solve_blocked(struct clm_launch *l, const struct clm_call *call, const clm_tri *t,
                            const struct clm_params *prm);

#endif
