/*
 * csrmm.c - clsparse[S|D]csrmm: C := alpha*A*B + beta*C for a CSR matrix A
 * (m x k) and dense matrices B (k x n) and C (m x n).
 *
 * Validate, plan, compile, enqueue (the order of every clmath routine).
 * One kernel, csrmm_rows of csrmm.cl: a work item per row of C and block of
 * NB columns. Parameters ("csrmm" in params_db.c): WGS the work-group
 * size, NB the columns per work item.
 */
#include <stdio.h>

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"

/* A dense operand of rows x cols: its leading dimension (lead_dim, or the
 * tight one when 0) and the elements its buffer must hold. */
static clsparseStatus dense_extent(const cldenseMatrix *D, size_t rows, size_t cols,
                                   cl_ulong *ld, size_t *extent)
{
    size_t inner = D->major == rowMajor ? cols : rows, outer = D->major == rowMajor ? rows : cols;
    size_t l = D->lead_dim ? D->lead_dim : inner;
    if (l < inner)
        return clsparseInvalidSize;
    *ld = l;
    *extent = inner && outer ? (outer - 1) * l + inner : 0; /* < 2^63: no overflow */
    return clsparseSuccess;
}

/* The checks of docs/sparse.md, in its order. */
static clsparseStatus validate(clm_dtype dt, const clsparseScalar *alpha,
                               const clsparseCsrMatrix *A, const cldenseMatrix *B,
                               const clsparseScalar *beta, const cldenseMatrix *C,
                               clsparseControl control, clm_sp_call *call, cl_ulong *ldb,
                               cl_ulong *ldc)
{
    clsparseStatus st = clm_sp_begin_given(control, dt, alpha && A && B && beta && C, call);
    if (st != clsparseSuccess)
        return st;
    if ((B->major != rowMajor && B->major != columnMajor) ||
        (C->major != rowMajor && C->major != columnMajor))
        return clsparseInvalidValue;
    size_t m = A->num_rows, k = A->num_cols, n = C->num_cols;
    if (m > CLM_MAX_DIM || k > CLM_MAX_DIM || n > CLM_MAX_DIM || B->num_rows != k ||
        B->num_cols != n || C->num_rows != m)
        return clsparseInvalidSize;
    size_t bext, cext;
    if ((st = dense_extent(B, k, n, ldb, &bext)) != clsparseSuccess ||
        (st = dense_extent(C, m, n, ldc, &cext)) != clsparseSuccess)
        return st;
    size_t es = clm_dtype_size(dt);
    if ((st = clm_sp_check_scalar(call, alpha, es)) != clsparseSuccess ||
        (st = clm_sp_check_scalar(call, beta, es)) != clsparseSuccess ||
        (st = clm_sp_check_csr(call, es, A, m, A->num_nonzeros)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, B->values, B->off_values, bext, es)) !=
            clsparseSuccess)
        return st;
    return clm_sp_check_buffer(call, C->values, C->off_values, cext, es);
}

clsparseStatus clm_sp_csrmm(clm_dtype dt, const clsparseScalar *alpha, const clsparseCsrMatrix *A,
                            const cldenseMatrix *B, const clsparseScalar *beta, cldenseMatrix *C,
                            clsparseControl control)
{
    clm_sp_call call;
    cl_ulong ldb = 0, ldc = 0;
    clsparseStatus st = validate(dt, alpha, A, B, beta, C, control, &call, &ldb, &ldc);
    if (st != clsparseSuccess)
        return st;

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    cl_uint m = A->num_rows, k = A->num_cols, n = C->num_cols, nnz = A->num_nonzeros;
    if (m == 0 || n == 0) /* nothing to compute; the control still gets an event */
        return clm_sp_launch_empty(&call, &l);

    clm_params prm;
    clm_params_lookup(call.dev, "csrmm", &prm);
    size_t wgs = clm_param_wgs(&prm, "WGS", 64, call.dev->max_wg);
    int nb = clm_param(&prm, "NB", 4);
    if (nb < 1)
        nb = 1;
    if (nb > 16)
        nb = 16;
    char options[64];
    snprintf(options, sizeof options, "-DCLM_PRECISION=%d -DNB=%d", (int)dt, nb);
    clm_program *prog;
    cl_int err = clm_program_get(call.ctx, call.dev, "csrmm", options, &prog);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);

    size_t items = (size_t)m * (((size_t)n + (size_t)nb - 1) / (size_t)nb);
    size_t gws = (items + wgs - 1) / wgs * wgs;
    cl_uint bcol = B->major == columnMajor, ccol = C->major == columnMajor;
    clm_kargs args;
    clm_args_init(&args);
    clm_arg_u32(&args, m);
    clm_arg_u32(&args, n);
    clm_arg_u32(&args, k);
    clm_arg_u32(&args, nnz);
    clm_sp_arg_csr(&args, A);
    clm_sp_arg_buf(&args, B->values, B->off_values);
    clm_arg_u64(&args, ldb);
    clm_arg_u32(&args, bcol);
    clm_sp_arg_buf(&args, C->values, C->off_values);
    clm_arg_u64(&args, ldc);
    clm_arg_u32(&args, ccol);
    clm_sp_arg_buf(&args, alpha->value, alpha->off_value);
    clm_sp_arg_buf(&args, beta->value, beta->off_value);
    err = clm_launch_args(&l, prog, "csrmm_rows", 1, &gws, &wgs, &args);
    clm_log("%ccsrmm: %u x %u times %u columns, %u entries, B %s, C %s, NB=%d WGS=%zu [%s]",
            clm_dtype_letter(dt), m, k, n, nnz, bcol ? "column-major" : "row-major",
            ccol ? "column-major" : "row-major", nb, wgs, prm.source);
    return clm_sp_launch_end(&call, &l, err);
}
