/*
 * GEMV: validate, normalize to column-major, and hand the product to the
 * Level 2 storage layer (storage.h), which plans, compiles and enqueues
 * gemv.cl's kernels: after normalization A is a column-major rows x cols
 * matrix and the call is gemv_n (sums across columns) or gemv_t (down
 * columns), a full rectangle.
 */
#include "blas2/gemv.h"

#include "blas2/storage.h"
#include "api/rules.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/params.h"

static clblasStatus validate(const clm_gemv_args *a, clm_call *call)
{
    const clm_shape s = {.order = a->order, .trans = a->trans, .M = a->M, .N = a->N};
    const clm_vec vec[2] = {a->x, a->y};
    return clm_check_rules(CLM_RULES_gemv, &s, a->dt, &a->q, call, &a->A, vec);
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_gemv_args *a = args;
    /* Normalize: a row-major A is the column-major A^T, so N <-> T swap;
     * row-major ConjTrans becomes a conjugated no-transpose product. */
    int col_major = a->order == clblasColumnMajor;
    size_t rows = col_major ? a->M : a->N, cols = col_major ? a->N : a->M;
    int transposed = col_major ? a->trans != clblasNoTrans : a->trans == clblasNoTrans;
    size_t lenx = a->trans == clblasNoTrans ? a->N : a->M;
    size_t leny = a->trans == clblasNoTrans ? a->M : a->N;
    int beta_one = clm_scalar_is(a->dt, a->beta, 1.0);
    int alpha_zero = clm_scalar_is(a->dt, a->alpha, 0.0);

    if (lenx == 0 || leny == 0 || (alpha_zero && beta_one))
        return CL_SUCCESS; /* reference BLAS's quick return: y untouched */

    clm_params prm;
    clm_params_lookup(call->dev, "gemv", &prm);
    unsigned flags = (a->trans == clblasConjTrans ? L2_CONJ_A : 0) |
                     (clm_scalar_is(a->dt, a->beta, 0.0) ? L2_BETA_ZERO : 0);
    const clm_l2_operand op = {
        .dt = a->dt, .rows = rows, .cols = cols, .A = a->A,
        .x = {a->x.mem, clm_vector_base(lenx, a->x.off, a->x.inc), a->x.inc},
        .y = {a->y.mem, clm_vector_base(leny, a->y.off, a->y.inc), a->y.inc},
        .alpha = a->alpha, .beta = a->beta};
    clm_l2_plan pl;
    clm_l2_plan_call(&pl, call, &prm, &op, transposed, flags, alpha_zero);
    return clm_l2_enqueue(l, call, &prm, &pl, &op);
}

clblasStatus clm_gemv(const clm_gemv_args *a)
{
    clm_call call;
    return clm_launch_run(validate(a, &call), &call, &a->q, run, a);
}
