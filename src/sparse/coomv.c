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
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"
#include "sparse/spmv_plan.h"

static clsparseStatus validate(clm_dtype dt, const clsparseScalar *alpha,
                               const clsparseCooMatrix *A, const cldenseVector *x,
                               const clsparseScalar *beta, const cldenseVector *y,
                               clsparseControl control, clm_sp_call *call)
{
    clsparseStatus st = clm_sp_begin(control, dt, call);
    if (st != clsparseSuccess)
        return st;
    if (!alpha || !A || !x || !beta || !y)
        return clsparseInvalidValue;
    if (A->num_rows > CLM_MAX_DIM || A->num_cols > CLM_MAX_DIM ||
        x->num_values < A->num_cols || y->num_values < A->num_rows)
        return clsparseInvalidSize;
    size_t es = clm_dtype_size(dt), nnz = A->num_nonzeros, u = sizeof(cl_uint);
    if ((st = clm_sp_check_buffer(call, alpha->value, alpha->off_value, 1, es)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, beta->value, beta->off_value, 1, es)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, A->values, A->off_values, nnz, es)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, A->col_indices, A->off_col_indices, nnz, u)) !=
            clsparseSuccess ||
        (st = clm_sp_check_buffer(call, A->row_indices, A->off_row_indices, nnz, u)) !=
            clsparseSuccess ||
        (st = clm_sp_check_buffer(call, x->values, x->off_values, x->num_values, es)) !=
            clsparseSuccess ||
        (st = clm_sp_check_buffer(call, y->values, y->off_values, y->num_values, es)) !=
            clsparseSuccess)
        return st;
    return clsparseSuccess;
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
    clm_launch_init(&l, call.queue, 0, NULL, 1);
    cl_event ev = NULL;
    if (A->num_rows == 0) { /* nothing to compute; the control still gets an event */
        cl_int err = clm_launch_marker(&l);
        clm_launch_finish(&l, &ev);
        return clm_sp_finish(&call, err, ev);
    }

    clm_spmv_plan plan;
    cl_int err = clm_spmv_plan_make(&call, dt, 0, &plan);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);
    cl_uint nrows = A->num_rows, ncols = A->num_cols, nnz = A->num_nonzeros;
    cl_uint lanes = clm_spmv_lanes(&plan, nrows, nnz);
    cl_ulong voff = A->off_values, coff = A->off_col_indices, roff = A->off_row_indices;
    cl_ulong xoff = x->off_values, yoff = y->off_values;
    cl_ulong aoff = alpha->off_value, boff = beta->off_value;
    const size_t m = sizeof(cl_mem);
    const size_t sizes[] = {4, 4, 4, 4, m, 8, m, 8, m, 8, m, 8, m, 8, m, 8, m, 8};
    const void *values[] = {&nrows,         &ncols, &nnz,        &lanes, &A->values,
                            &voff,          &A->col_indices,     &coff,  &A->row_indices,
                            &roff,          &x->values,          &xoff,  &y->values,
                            &yoff,          &alpha->value,       &aoff,  &beta->value,
                            &boff};
    size_t per = plan.wgs / lanes;
    size_t gws = ((size_t)nrows + per - 1) / per * plan.wgs, lws = plan.wgs;
    err = clm_launch_named(&l, plan.prog, "spmv_coo", 1, &gws, &lws, 18, sizes, values);
    clm_log("%ccoomv: %u rows, %u entries, %u lanes per row, WGS=%u [%s]", clm_dtype_letter(dt),
            nrows, nnz, lanes, plan.wgs, plan.prm.source);
    clm_launch_finish(&l, &ev);
    return clm_sp_finish(&call, err, ev);
}
