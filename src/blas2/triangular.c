/*
 * Triangular Level 2, the family's entry: checks, normalization, and the
 * dispatch to its pieces, each of which calls only tr_common.c (the shared
 * pieces): tr_multiply.c, tr_sweep.c, tr_solve.c; kernels tr_*.cl, with
 * gemv.cl's layout and reduction and l2_storage.cl's addressing.
 *
 * After normalization A is column-major, lower or upper, with kd
 * off-diagonals (kd = N - 1 unless banded); row-major calls map onto it by
 * the design note's equivalence table (the other triangle, transposed).
 *
 * x := op(A) x: one product over the whole triangle, split like GEMV's (P
 * slices, added by gemv_reduce or by the last group of each output block):
 * gemv.cl's own kernels for full storage (flag L2_TRI: a grid of only the
 * tiles that meet the triangle), tr_n / tr_t otherwise. Where the product
 * writes x itself, it reads a copy of x, so that no work group reads an
 * element another has already overwritten.
 *
 * op(A) x = b, with SYNC=1, 2 or 3: one sweep (tr_sweep.c; tr_sweep.cl
 * explains it), two launches whatever n. Otherwise, or where the device
 * cannot take the sweep's blocks: blocked, right-looking (tr_solve.c).
 * Blocks of NB variables in solve order: one work group solves the diagonal
 * block (tr_solve), then the equations still to solve that the block
 * touches are updated with a product over the block (tr_n or tr_t,
 * subtracting). Two launches a block.
 */
#include "blas2/triangular.h"

#include "blas2/tr_common.h"
#include "blas2/tr_multiply.h"
#include "blas2/tr_solve.h"
#include "blas2/tr_sweep.h"

#include "api/rules.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/params.h"

static clblasStatus validate(const clm_tri_args *a, clm_call *call)
{
    const clm_rule_kind k = a->storage == CLM_PACKED ? CLM_RULES_tpmv
                            : a->storage == CLM_BAND ? CLM_RULES_tbmv
                                                     : CLM_RULES_trmv;
    /* K only for band storage: other calls ignore it */
    const clm_shape s = {.order = a->order, .trans = a->trans, .uplo = a->uplo,
                         .diag = a->diag, .N = a->N,
                         .K = a->storage == CLM_BAND ? a->K : 0};
    return clm_check_rules(k, &s, a->dt, &a->q, call, &a->A, &a->x);
}

/* op(A) x = b: the sweep where SYNC asks for it, else blocked, right-looking.
 * Chosen here, so that neither tr_solve.c nor tr_sweep.c calls the other. */
static cl_int solve(clm_launch *l, const clm_call *call, const clm_tri *t, const clm_params *prm)
{
    const clm_tri_args *a = t->a;
    int sync = clm_tr_key(prm, t, "SYNC", 0);
    /* SYNC=3 for full storage only (tr_sweep3 has it compiled in): on the
     * H200 the packed and band S solves took 1.66-1.76 and 0.375 ms at
     * n = 16384 against SYNC=2's 1.03-1.35 and 0.32 (measured
     * on the H200) */
    if (sync == 3 && a->storage != CLM_FULL)
        sync = 2;
    /* A diagonal band (K = 0) couples no variables, but SYNC=2's products
     * M_d (zero there) would still multiply an infinite solved value into
     * NaN where reference BLAS leaves the other variables alone; SYNC=1 adds
     * products only where A stores coefficients */
    if (sync >= 2 && a->storage == CLM_BAND && a->K == 0)
        sync = 1;
    if (sync) {
        cl_int err = clm_tr_sweep(l, call, t, prm, sync >= 2 && sync <= 3 ? sync : 1);
        if (err != CL_INVALID_OPERATION)
            return err;
    }
    return clm_tr_solve_blocked(l, call, t, prm);
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_tri_args *a = args;
    if (a->N == 0)
        return CL_SUCCESS; /* a marker if asked */

    /* Normalize: a row-major A is the column-major A^T (the other triangle). */
    int col_major = a->order == clblasColumnMajor;
    clm_tri t = {.a = a, .n = (cl_uint)a->N, .storage = (cl_uint)a->storage};
    int lower = col_major ? a->uplo == clblasLower : a->uplo == clblasUpper;
    t.transposed = col_major ? a->trans != clblasNoTrans : a->trans == clblasNoTrans;
    /* kd may exceed N - 1 in band storage: it also places the diagonal
     * there, so it is passed as given; the kernels clip ranges to N. */
    t.kd = a->storage == CLM_BAND ? (cl_uint)a->K : (cl_uint)(a->N - 1);
    t.flags = (lower ? L2_LOWER : 0) | (a->diag == clblasUnit ? L2_UNIT_DIAG : 0) |
              (a->trans == clblasConjTrans && clm_dtype_complex(a->dt) ? L2_CONJ_A : 0);
    t.xb = clm_vector_base(a->N, a->x.off, a->x.inc);

    clm_params prm;
    clm_params_lookup(call->dev, a->solve ? "trsv" : "trmv", &prm);
    return a->solve ? solve(l, call, &t, &prm) : clm_tr_multiply(l, call, &t, &prm);
}

clblasStatus clm_triangular(const clm_tri_args *a)
{
    clm_call call;
    return clm_launch_run(validate(a, &call), &call, &a->q, run, a);
}
