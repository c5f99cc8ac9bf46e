/* op(A) x = b in one sweep (tr_sweep.c); called by triangular.c. */
#ifndef CLM_TR_SWEEP_H
#define CLM_TR_SWEEP_H

#include "blas2/tr_common.h"

/* SYNC=sync (1, 2 or 3); CL_INVALID_OPERATION, with nothing enqueued, where
 * the device cannot take the configured blocks. */
cl_int clm_tr_sweep(struct clm_launch *l, const struct clm_call *call, const clm_tri *t,
                    const struct clm_params *prm, int sync);

#endif
