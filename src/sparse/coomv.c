/*
 * coomv.c - clsparse[S|D]coomv: y := alpha*A*x + beta*y for a COO matrix.
 *
 * Validate, plan, compile, enqueue. One kernel, spmv_coo (spmv.cl, the
 * program csrmv uses): a team of work items per row, sized from the mean
 * row length as csrmv's spmv_rows, each team finding its row's entries by
 * binary search over the row indices (sorted by row, as clSPARSE requires
 * and the Matrix Market readers produce). No atomics: every y element is
 * written by one team with its sums in a fixed order, so results are the
 * same bits from run to run.
 */
#include "sparse/routines.h"
#include "sparse/sparse.h"
#include "sparse/spmv_plan.h"

static clsparseStatus validate(clm_dtype dt, const clsparseScalar *alpha,
                               const clsparseCooMatrix *A, const cldenseVector *x,
                               const clsparseScalar *beta, const cldenseVector *y,
                               clsparseControl control, clm_sp_call *call)
{
    clsparseStatus st = clm_spmv_begin(dt, alpha, A, x, beta, y, control, call);
    if (st != clsparseSuccess ||
        (st = clm_spmv_check_vectors(call, dt, A->num_rows, A->num_cols, alpha, x, beta, y)) !=
            clsparseSuccess)
        return st;
    return clm_sp_check_coo(call, clm_dtype_size(dt), A, A->num_nonzeros);
}

clsparseStatus clm_sp_coomv(clm_dtype dt, const clsparseScalar *alpha, const clsparseCooMatrix *A,
                            const cldenseVector *x, const clsparseScalar *beta, cldenseVector *y,
                            clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = validate(dt, alpha, A, x, beta, y, control, &call);
    if (st != clsparseSuccess)
        return st;

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    cl_int err = CL_SUCCESS;
    clm_spmv_plan plan;
    if (A->num_rows == 0) /* nothing to compute; the control still gets an event */
        err = clm_launch_marker(&l);
    else if ((err = clm_spmv_plan_make(&call, dt, NULL, 0, &plan)) == CL_SUCCESS) {
        clm_spmv_matrix coo = {A->num_rows, A->num_cols, A->num_nonzeros,
                               A->values, A->col_indices, A->row_indices,
                               A->off_values, A->off_col_indices, A->off_row_indices};
        err = clm_spmv_rows_launch(&l, &plan, "spmv_coo", &coo, alpha, x, beta, y);
    }
    return clm_sp_launch_end(&call, &l, err);
}
