/*
 * csrmv.c - clsparse[S|D]csrmv: y := alpha*A*x + beta*y for a CSR matrix.
 *
 * Validate, plan, compile, enqueue (the order of every clmath routine).
 * With the row blocks of clsparseCsrMetaCreate the call is CSR-Adaptive
 * (spmv_adaptive; rows split over several groups are finished by the group
 * that completes their last chunk, or by spmv_long with FUSE=0 or more
 * split rows than the scratch pool has counters); without them spmv_rows,
 * a team of work items per row sized from the mean row length.
 * Parameters ("spmv" in params_db.c): LANES the largest team of spmv_rows;
 * the rest (WGS, BLOCK, RPLDS, ...) come with the row blocks made for the
 * call's precision (csr_meta.c), or the device's shape for that precision
 * without them.
 */
#include <stddef.h>

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "sparse/csr_meta.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"
#include "sparse/spmv_plan.h"

static unsigned pow2_floor(size_t v)
{
    unsigned p = 1;
    while ((size_t)p * 2 <= v && p < (1u << 30))
        p <<= 1;
    return p;
}

cl_int clm_spmv_plan_make(const clm_sp_call *call, clm_dtype dt, const clm_csr_shape *shape,
                          cl_uint nlong, clm_spmv_plan *p)
{
    clm_params_lookup(call->dev, "spmv", &p->prm);
    /* Split rows finished by their last chunk's group (one launch) where
     * the scratch pool's counters suffice and FUSE is not 0. */
    p->split = nlong == 0 ? 0
               : nlong <= CLM_SCRATCH_COUNTERS && clm_param(&p->prm, "FUSE", 1) ? 2
                                                                              : 1;
    size_t es = clm_dtype_size(dt);
    clm_csr_shape own; /* spmv_rows needs no local block, but shares the program */
    if (!shape) {
        clm_csr_shape_params(call->dev, clm_dtype_letter(dt), 0, &own);
        shape = &own;
    }
    int block = shape->block;
    int rplds = shape->rplds;
    size_t fixed = 1024 + (rplds ? ((size_t)block + 1) * sizeof(cl_uint) : 0);
    unsigned wgs = pow2_floor((size_t)(shape->wgs > 0 ? shape->wgs : 1));
    if (wgs > call->dev->max_wg)
        wgs = pow2_floor(call->dev->max_wg);
    while (wgs > 32 && ((size_t)block + wgs) * es + fixed > call->dev->local_mem)
        wgs /= 2;
    if (((size_t)block + wgs) * es + fixed > call->dev->local_mem)
        return CL_OUT_OF_RESOURCES;
    p->wgs = wgs;
    p->block = block;
    /* UNIFORM_BARRIER: barriers in branches that are uniform in the group,
     * which spmv.cl otherwise avoids for PoCL; enabled where verified. CS:
     * PTX cache hints, NVIDIA only; CSL the same for matrices with split
     * rows only, the mark of an irregular matrix whose x is gathered at
     * random (measured on the H100 and H200; docs/perf/spmv.md). */
    char letter = clm_dtype_letter(dt);
    int cs = call->dev->nvidia && (clm_param_prec(&p->prm, "CS", letter, NULL, 0) ||
                                   (nlong > 0 && clm_param_prec(&p->prm, "CSL", letter, NULL, 0)));
    char options[192] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)dt);
    clm_define(options, sizeof options, "WGS", (int)wgs);
    clm_define(options, sizeof options, "BLOCK", block);
    clm_define(options, sizeof options, "UNIFORM_BARRIER", call->dev->nvidia ? 1 : 0);
    clm_define(options, sizeof options, "RPLDS", rplds);
    clm_define(options, sizeof options, "SPLIT", p->split);
    clm_define(options, sizeof options, "CS", cs != 0);
    return clm_program_get(call->ctx, call->dev, "spmv", options, &p->prog);
}

unsigned clm_spmv_lanes(const clm_spmv_plan *p, size_t nrows, size_t nnz)
{
    size_t mean = nrows ? (nnz + nrows - 1) / nrows : 1;
    unsigned lanes = 1;
    while (lanes < mean && lanes < p->wgs)
        lanes <<= 1;
    unsigned lmax = pow2_floor((size_t)clm_param(&p->prm, "LANES", 32));
    if (lanes > lmax)
        lanes = lmax;
    if (lanes > p->wgs)
        lanes = p->wgs;
    return lanes;
}

clsparseStatus clm_spmv_begin(clm_dtype dt, const clsparseScalar *alpha, const void *A,
                              const cldenseVector *x, const clsparseScalar *beta,
                              const cldenseVector *y, clsparseControl control, clm_sp_call *call)
{
    return clm_sp_begin_given(control, dt, alpha && A && x && beta && y, call);
}

clsparseStatus clm_spmv_check_vectors(const clm_sp_call *call, clm_dtype dt, size_t rows,
                                      size_t cols, const clsparseScalar *alpha,
                                      const cldenseVector *x, const clsparseScalar *beta,
                                      const cldenseVector *y)
{
    if (rows > CLM_MAX_DIM || cols > CLM_MAX_DIM || x->num_values < cols ||
        y->num_values < rows)
        return clsparseInvalidSize;
    size_t es = clm_dtype_size(dt);
    clsparseStatus st;
    if ((st = clm_sp_check_scalar(call, alpha, es)) != clsparseSuccess ||
        (st = clm_sp_check_scalar(call, beta, es)) != clsparseSuccess ||
        (st = clm_sp_check_vector(call, x, es)) != clsparseSuccess)
        return st;
    return clm_sp_check_vector(call, y, es);
}

cl_int clm_spmv_rows_launch(clm_launch *l, const clm_spmv_plan *p, const char *kernel,
                            const clm_spmv_matrix *A, const clsparseScalar *alpha,
                            const cldenseVector *x, const clsparseScalar *beta,
                            cldenseVector *y)
{
    cl_uint lanes = clm_spmv_lanes(p, A->rows, A->nnz);
    clm_kargs k;
    clm_args_init(&k);
    clm_arg_u32(&k, A->rows);
    clm_arg_u32(&k, A->cols);
    clm_arg_u32(&k, A->nnz);
    clm_arg_u32(&k, lanes);
    clm_sp_arg_buf(&k, A->val, A->val_off);
    clm_sp_arg_buf(&k, A->col, A->col_off);
    clm_sp_arg_buf(&k, A->idx, A->idx_off);
    clm_sp_arg_buf(&k, x->values, x->off_values);
    clm_sp_arg_buf(&k, y->values, y->off_values);
    clm_sp_arg_buf(&k, alpha->value, alpha->off_value);
    clm_sp_arg_buf(&k, beta->value, beta->off_value);
    size_t per = p->wgs / lanes;
    size_t gws = ((size_t)A->rows + per - 1) / per * p->wgs, lws = p->wgs;
    clm_log("%s: %u rows, %u entries, %u lanes per row, WGS=%u [%s]", kernel, A->rows, A->nnz,
            lanes, p->wgs, p->prm.source);
    return clm_launch_args(l, p->prog, kernel, 1, &gws, &lws, &k);
}

static clsparseStatus validate(clm_dtype dt, const clsparseScalar *alpha,
                               const clsparseCsrMatrix *A, const cldenseVector *x,
                               const clsparseScalar *beta, const cldenseVector *y,
                               clsparseControl control, clm_sp_call *call,
                               const clm_csr_meta **meta)
{
    clsparseStatus st = clm_spmv_begin(dt, alpha, A, x, beta, y, control, call);
    if (st != clsparseSuccess ||
        (st = clm_spmv_check_vectors(call, dt, A->num_rows, A->num_cols, alpha, x, beta, y)) !=
            clsparseSuccess)
        return st;
    if ((st = clm_sp_check_csr(call, clm_dtype_size(dt), A, A->num_rows, A->num_nonzeros)) !=
        clsparseSuccess)
        return st;
    /* Row blocks must be ours and made for this matrix as it is now. */
    *meta = NULL;
    if (A->meta) {
        const clm_csr_meta *m = clm_csr_meta_get(A);
        if (!m || m->rows != A->num_rows || m->nnz != A->num_nonzeros || m->ctx != call->ctx)
            return clsparseStructInvalid;
        *meta = m;
    }
    return clsparseSuccess;
}

clsparseStatus clm_sp_csrmv(clm_dtype dt, const clsparseScalar *alpha, const clsparseCsrMatrix *A,
                            const cldenseVector *x, const clsparseScalar *beta, cldenseVector *y,
                            clsparseControl control)
{
    clm_sp_call call;
    const clm_csr_meta *meta;
    clsparseStatus st = validate(dt, alpha, A, x, beta, y, control, &call, &meta);
    if (st != clsparseSuccess)
        return st;

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    if (A->num_rows == 0) /* nothing to compute; the control still gets an event */
        return clm_sp_launch_empty(&call, &l);

    /* The row blocks made for this precision's shape. */
    const clm_csr_layout *lay = meta ? &meta->lay[dt == CLM_D] : NULL;
    clm_spmv_plan plan;
    cl_int err = clm_spmv_plan_make(&call, dt, lay ? &lay->shape : NULL, lay ? lay->nlong : 0,
                                    &plan);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);
    const int fused = plan.split == 2;
    size_t es = clm_dtype_size(dt);
    clm_program *prog = plan.prog;
    unsigned wgs = plan.wgs;
    int block = plan.block;

    cl_uint nrows = A->num_rows, ncols = A->num_cols, nnz = A->num_nonzeros;
    cl_ulong voff = A->off_values, coff = A->off_col_indices, roff = A->off_row_pointer;
    clm_scratch *scratch = NULL;
    if (lay) {
        cl_mem partial = NULL, counters = NULL;
        if (lay->nlong > 0) {
            err = clm_scratch_get(&l, (size_t)lay->nblocks * es, &scratch);
            if (err == CL_SUCCESS)
                partial = clm_scratch_mem(scratch);
            if (err == CL_SUCCESS && fused)
                err = clm_scratch_counters(scratch, &counters);
        }
        clm_kargs k;
        clm_args_init(&k);
        clm_arg_u32(&k, ncols);
        clm_arg_u32(&k, nnz);
        clm_sp_arg_csr(&k, A);
        clm_sp_arg_buf(&k, x->values, x->off_values);
        clm_sp_arg_buf(&k, y->values, y->off_values);
        clm_sp_arg_buf(&k, alpha->value, alpha->off_value);
        clm_sp_arg_buf(&k, beta->value, beta->off_value);
        clm_arg_mem(&k, lay->blocks);
        clm_arg_mem(&k, partial);
        clm_arg_mem(&k, counters);
        size_t gws = (size_t)lay->nblocks * wgs, lws = wgs;
        if (err == CL_SUCCESS)
            err = clm_launch_args(&l, prog, "spmv_adaptive", 1, &gws, &lws, &k);
        if (err == CL_SUCCESS && lay->nlong > 0 && !fused) {
            /* The records follow the entries in the same buffer. */
            clm_kargs lk;
            clm_args_init(&lk);
            clm_arg_u32(&lk, lay->nlong);
            clm_arg_u32(&lk, lay->nblocks); /* first */
            clm_arg_mem(&lk, lay->blocks);
            clm_arg_mem(&lk, partial);
            clm_sp_arg_buf(&lk, y->values, y->off_values);
            clm_sp_arg_buf(&lk, alpha->value, alpha->off_value);
            clm_sp_arg_buf(&lk, beta->value, beta->off_value);
            size_t lg = ((size_t)lay->nlong + 63) / 64 * 64, ll = 64;
            err = clm_launch_args(&l, prog, "spmv_long", 1, &lg, &ll, &lk);
        }
        clm_log("%ccsrmv adaptive: %u rows, %u entries, %u row blocks, %u split rows%s, WGS=%u "
                "BLOCK=%d [%s]",
                clm_dtype_letter(dt), nrows, nnz, lay->nblocks, lay->nlong,
                fused ? " (fused)" : "", wgs, block, plan.prm.source);
    } else {
        clm_spmv_matrix rows = {nrows, ncols, nnz,  A->values, A->col_indices, A->row_pointer,
                                voff,  coff,  roff};
        err = clm_spmv_rows_launch(&l, &plan, "spmv_rows", &rows, alpha, x, beta, y);
    }
    clm_scratch_put_after(scratch, &l);
    return clm_sp_launch_end(&call, &l, err);
}
