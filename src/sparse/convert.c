/*
 * convert.c - clsparse[S|D]csr2coo, coo2csr, csr2dense, dense2csr.
 *
 * Validate, plan, compile, enqueue, as every routine; the kernels are in
 * sparse_convert.cl, one program per precision. The contracts (docs/sparse.md):
 * the caller creates every output buffer, except that dense2csr creates the
 * CSR buffers itself when all three are NULL; each call sets the output's
 * num_rows, num_cols (and num_nonzeros) only when it succeeds; sparse input
 * is expected sorted by row (clSPARSE's precondition), and unsorted or
 * corrupt input never makes a kernel read or write outside its buffers.
 * Parameters ("convert"): WGS, the work-group size.
 */
#include <stdio.h>

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "sparse/csr_meta.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"

#define SCAN_PER 4 /* elements per work item of a scan tile (PER in the kernels) */

static const size_t U = sizeof(cl_uint);

typedef struct conv_plan {
    clm_program *prog;
    unsigned wgs;
} conv_plan;

static cl_int plan_make(const clm_sp_call *call, clm_dtype dt, conv_plan *p)
{
    clm_params prm;
    clm_params_lookup(call->dev, "convert", &prm);
    const unsigned wgs = (unsigned)clm_param_wgs_pow2(&prm, "WGS", 256, call->dev->max_wg);
    p->wgs = wgs;
    char options[96];
    snprintf(options, sizeof options, "-DCLM_PRECISION=%d -DWGS=%u -DPER=%d", (int)dt, wgs,
             SCAN_PER);
    return clm_program_get(call->ctx, call->dev, "sparse_convert", options, &p->prog);
}

/* One work item per element of n (at least one work item). */
static size_t cover(const conv_plan *p, size_t n)
{
    return ((n ? n : 1) + p->wgs - 1) / p->wgs * p->wgs;
}

/* ---- the scan ---- */

/* Elements of tile sums a scan of n needs: one per tile at every level. */
static size_t scan_sums(const conv_plan *p, size_t n)
{
    size_t tile = (size_t)p->wgs * SCAN_PER, total = 0;
    do {
        n = (n + tile - 1) / tile;
        total += n;
    } while (n > 1);
    return total;
}

/* Exclusive scan, in place, of the n >= 1 counts from element off of a;
 * the tile sums go to sums from element soff (scan_sums(n) of them). */
static cl_int scan(clm_launch *l, const conv_plan *p, cl_mem a, cl_ulong off, cl_uint n,
                   cl_mem sums, cl_ulong soff)
{
    size_t tile = (size_t)p->wgs * SCAN_PER, lws = p->wgs;
    cl_uint groups = (cl_uint)((n + tile - 1) / tile);
    /* scan_tiles and scan_add: (uint n, a, a_off, sums, sums_off) */
    clm_kargs k;
    clm_args_init(&k);
    clm_arg_u32(&k, n);
    clm_sp_arg_buf(&k, a, off);
    clm_sp_arg_buf(&k, sums, soff);
    size_t gws = (size_t)groups * p->wgs;
    cl_int err = clm_launch_args(l, p->prog, "scan_tiles", 1, &gws, &lws, &k);
    if (err == CL_SUCCESS && groups > 1) {
        err = scan(l, p, sums, soff, groups, sums, soff + groups);
        gws = cover(p, n);
        if (err == CL_SUCCESS)
            err = clm_launch_args(l, p->prog, "scan_add", 1, &gws, &lws, &k);
    }
    return err;
}

/* A conversion that scans n counts: its plan, its launch record and scratch
 * of extra uints then the scan's sums; CL_SUCCESS or the error. */
static cl_int start_scan(const clm_sp_call *call, clm_dtype dt, size_t n, size_t extra,
                         conv_plan *p, clm_launch *l, clm_scratch **s)
{
    cl_int err = plan_make(call, dt, p);
    if (err != CL_SUCCESS)
        return err;
    clm_sp_launch_init(l, call);
    return clm_scratch_get(l, (extra + scan_sums(p, n)) * U, s);
}

/* ---- shared checks ---- */

/* Set-up, control, queue and precision, then the two structures (NULL:
 * clsparseInvalidValue). */
static clsparseStatus begin(clsparseControl control, clm_dtype dt, const void *in,
                            const void *out, clm_sp_call *call)
{
    return clm_sp_begin_given(control, dt, in && out, call);
}

static clsparseStatus check_size(size_t rows, size_t cols)
{
    return rows > CLM_MAX_DIM || cols > CLM_MAX_DIM ? clsparseInvalidSize : clsparseSuccess;
}

/* A dense matrix of rows x cols: its major (clsparseInvalidValue when
 * neither), leading dimension (lead_dim, or the tight one when 0;
 * clsparseInvalidSize below that) and buffer (clsparseInsufficientMemory
 * when the last element lies past its end). */
static clsparseStatus check_dense(const clm_sp_call *call, size_t es, const cldenseMatrix *A,
                                  size_t rows, size_t cols, cl_ulong *ld)
{
    if (A->major != rowMajor && A->major != columnMajor)
        return clsparseInvalidValue;
    size_t inner = A->major == rowMajor ? cols : rows, outer = A->major == rowMajor ? rows : cols;
    size_t l = A->lead_dim ? A->lead_dim : inner;
    if (l < inner)
        return clsparseInvalidSize;
    *ld = l;
    size_t extent = inner && outer ? (outer - 1) * l + inner : 0; /* < 2^63: no overflow */
    return clm_sp_check_buffer(call, A->values, A->off_values, extent, es);
}

/* A CSR matrix's buffers in the conversions' order: row pointers, column
 * indices, values. */
static void arg_csr(clm_kargs *k, const clsparseCsrMatrix *A)
{
    clm_sp_arg_buf(k, A->row_pointer, A->off_row_pointer);
    clm_sp_arg_buf(k, A->col_indices, A->off_col_indices);
    clm_sp_arg_buf(k, A->values, A->off_values);
}

/* The head of the dense kernels' arguments (dense_zero, dense_count,
 * dense_to_csr): (uint nrows, uint ncols, ulong ld, uint colmajor, A,
 * A_off), k started with it. */
static void arg_dense(clm_kargs *k, const cldenseMatrix *A, size_t rows, size_t cols, cl_ulong ld)
{
    clm_args_init(k);
    clm_arg_u32(k, (cl_uint)rows);
    clm_arg_u32(k, (cl_uint)cols);
    clm_arg_u64(k, ld);
    clm_arg_u32(k, A->major == columnMajor);
    clm_sp_arg_buf(k, A->values, A->off_values);
}

/* A COO matrix's buffers: row indices, column indices, values. */
static void arg_coo(clm_kargs *k, const clsparseCooMatrix *A)
{
    clm_sp_arg_buf(k, A->row_indices, A->off_row_indices);
    clm_sp_arg_buf(k, A->col_indices, A->off_col_indices);
    clm_sp_arg_buf(k, A->values, A->off_values);
}

/* ---- csr2coo ---- */

clsparseStatus clm_sp_csr2coo(clm_dtype dt, const clsparseCsrMatrix *csr, clsparseCooMatrix *coo,
                              clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = begin(control, dt, csr, coo, &call);
    if (st != clsparseSuccess)
        return st;
    size_t es = clm_dtype_size(dt), nnz = csr->num_nonzeros;
    if ((st = check_size(csr->num_rows, csr->num_cols)) != clsparseSuccess ||
        (st = clm_sp_check_csr(&call, es, csr, csr->num_rows, nnz)) != clsparseSuccess ||
        (st = clm_sp_check_coo(&call, es, coo, nnz)) != clsparseSuccess)
        return st;

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    cl_int err = CL_SUCCESS;
    if (nnz == 0) {
        err = clm_launch_marker(&l); /* nothing to compute: the control gets its event */
    } else {
        conv_plan p;
        err = plan_make(&call, dt, &p);
        if (err != CL_SUCCESS)
            return clm_sp_finish(&call, err, NULL);
        clm_kargs k;
        clm_args_init(&k);
        clm_arg_u32(&k, csr->num_rows);
        clm_arg_u32(&k, (cl_uint)nnz);
        arg_csr(&k, csr);
        arg_coo(&k, coo);
        size_t gws = cover(&p, nnz), lws = p.wgs;
        err = clm_launch_args(&l, p.prog, "csr_to_coo", 1, &gws, &lws, &k);
    }
    st = clm_sp_launch_end(&call, &l, err);
    clm_log("%ccsr2coo: %u rows, %zu entries", clm_dtype_letter(dt), csr->num_rows, nnz);
    if (err == CL_SUCCESS) { /* enqueued: the output describes the new contents */
        coo->num_rows = csr->num_rows;
        coo->num_cols = csr->num_cols;
        coo->num_nonzeros = csr->num_nonzeros;
    }
    return st;
}

/* ---- coo2csr ---- */

clsparseStatus clm_sp_coo2csr(clm_dtype dt, const clsparseCooMatrix *coo, clsparseCsrMatrix *csr,
                              clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = begin(control, dt, coo, csr, &call);
    if (st != clsparseSuccess)
        return st;
    size_t es = clm_dtype_size(dt), nnz = coo->num_nonzeros, rows = coo->num_rows;
    if ((st = check_size(rows, coo->num_cols)) != clsparseSuccess ||
        (st = clm_sp_check_coo(&call, es, coo, nnz)) != clsparseSuccess ||
        (st = clm_sp_check_csr(&call, es, csr, rows, nnz)) != clsparseSuccess)
        return st;

    conv_plan p;
    clm_launch l;
    clm_scratch *scratch = NULL;
    cl_int err = start_scan(&call, dt, rows + 1, 0, &p, &l, &scratch);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);
    /* Row counts in the row pointers' place, then scanned there. */
    const cl_uint zero = 0;
    err = clm_launch_fill(&l, csr->row_pointer, &zero, U, csr->off_row_pointer * U,
                          (rows + 1) * U);
    if (err == CL_SUCCESS && nnz > 0) {
        clm_kargs k;
        clm_args_init(&k);
        clm_arg_u32(&k, (cl_uint)rows);
        clm_arg_u32(&k, (cl_uint)nnz);
        arg_coo(&k, coo);
        arg_csr(&k, csr); /* its row pointers take the row counts */
        size_t gws = cover(&p, nnz), lws = p.wgs;
        err = clm_launch_args(&l, p.prog, "coo_to_csr", 1, &gws, &lws, &k);
    }
    if (err == CL_SUCCESS)
        err = scan(&l, &p, csr->row_pointer, csr->off_row_pointer, (cl_uint)(rows + 1),
                   clm_scratch_mem(scratch), 0);
    clm_scratch_put_after(scratch, &l);
    clm_log("%ccoo2csr: %zu rows, %zu entries, WGS=%u", clm_dtype_letter(dt), rows, nnz, p.wgs);
    st = clm_sp_launch_end(&call, &l, err);
    if (err == CL_SUCCESS) {
        csr->num_rows = coo->num_rows;
        csr->num_cols = coo->num_cols;
        csr->num_nonzeros = coo->num_nonzeros;
        clm_csr_meta_release(csr); /* row blocks of the previous contents */
    }
    return st;
}

/* ---- csr2dense ---- */

clsparseStatus clm_sp_csr2dense(clm_dtype dt, const clsparseCsrMatrix *csr, cldenseMatrix *A,
                                clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = begin(control, dt, csr, A, &call);
    if (st != clsparseSuccess)
        return st;
    size_t es = clm_dtype_size(dt), rows = csr->num_rows, cols = csr->num_cols;
    cl_ulong ld = 0;
    if ((st = check_size(rows, cols)) != clsparseSuccess ||
        (st = check_dense(&call, es, A, rows, cols, &ld)) != clsparseSuccess ||
        (st = clm_sp_check_csr(&call, es, csr, rows, csr->num_nonzeros)) != clsparseSuccess)
        return st;

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    cl_int err = CL_SUCCESS;
    if (rows == 0 || cols == 0) {
        err = clm_launch_marker(&l); /* nothing to compute: the control gets its event */
    } else {
        conv_plan p;
        err = plan_make(&call, dt, &p);
        if (err != CL_SUCCESS)
            return clm_sp_finish(&call, err, NULL);
        cl_uint r = (cl_uint)rows, c = (cl_uint)cols;
        cl_uint colmajor = A->major == columnMajor;
        size_t lws = p.wgs, total = rows * cols;
        /* Enough groups to stream the matrix, each work item a stride of it. */
        size_t groups = (total + p.wgs - 1) / p.wgs, gws = (groups < 1024 ? groups : 1024) * p.wgs;
        clm_kargs z; /* dense_zero: the head alone */
        arg_dense(&z, A, rows, cols, ld);
        err = clm_launch_args(&l, p.prog, "dense_zero", 1, &gws, &lws, &z);
        if (err == CL_SUCCESS) {
            clm_kargs k;
            clm_args_init(&k);
            clm_arg_u32(&k, r);
            clm_arg_u32(&k, c);
            clm_arg_u32(&k, csr->num_nonzeros);
            arg_csr(&k, csr);
            clm_arg_u64(&k, ld);
            clm_arg_u32(&k, colmajor);
            clm_sp_arg_buf(&k, A->values, A->off_values);
            gws = cover(&p, rows);
            err = clm_launch_args(&l, p.prog, "csr_to_dense", 1, &gws, &lws, &k);
        }
    }
    st = clm_sp_launch_end(&call, &l, err);
    clm_log("%ccsr2dense: %zu x %zu, %u entries, %s, lead_dim %llu", clm_dtype_letter(dt), rows,
            cols, csr->num_nonzeros, A->major == rowMajor ? "row-major" : "column-major",
            (unsigned long long)ld);
    if (err == CL_SUCCESS) {
        A->num_rows = csr->num_rows;
        A->num_cols = csr->num_cols;
    }
    return st;
}

/* ---- dense2csr ---- */

/* The CSR buffers dense2csr creates when the caller gives none. */
static cl_int create_csr(const clm_sp_call *call, size_t es, size_t rows, size_t nnz,
                         cl_mem out[3])
{
    const size_t bytes[3] = {(nnz ? nnz : 1) * es, (nnz ? nnz : 1) * U, (rows + 1) * U};
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < 3; i++)
        out[i] = NULL;
    for (int i = 0; i < 3 && err == CL_SUCCESS; i++)
        out[i] = clCreateBuffer(call->ctx, CL_MEM_READ_WRITE, bytes[i], NULL, &err);
    if (err != CL_SUCCESS)
        for (int i = 0; i < 3; i++)
            if (out[i])
                clReleaseMemObject(out[i]);
    return err;
}

clsparseStatus clm_sp_dense2csr(clm_dtype dt, const cldenseMatrix *A, clsparseCsrMatrix *csr,
                                clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = begin(control, dt, A, csr, &call);
    if (st != clsparseSuccess)
        return st;
    size_t es = clm_dtype_size(dt), rows = A->num_rows, cols = A->num_cols;
    cl_ulong ld = 0;
    /* At most 2^32 - 1 elements, so that every count fits the 32-bit indices. */
    if ((st = check_size(rows, cols)) != clsparseSuccess)
        return st;
    if (rows * cols > 0xffffffffu)
        return clsparseInvalidSize;
    if ((st = check_dense(&call, es, A, rows, cols, &ld)) != clsparseSuccess)
        return st;
    int create = !csr->values && !csr->col_indices && !csr->row_pointer;
    /* The entries' room is known after counting; their buffers are checked
     * now for everything else. */
    if (!create && (st = clm_sp_check_csr(&call, es, csr, rows, 0)) != clsparseSuccess)
        return st;

    /* Scratch: the row counts, scanned into row pointers, then the scan's sums. */
    conv_plan p;
    clm_launch l;
    clm_scratch *scratch = NULL;
    cl_int err = start_scan(&call, dt, rows + 1, rows + 1, &p, &l, &scratch);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);
    cl_mem counts = clm_scratch_mem(scratch);
    clm_kargs head; /* dense_count's and dense_to_csr's */
    arg_dense(&head, A, rows, cols, ld);
    size_t gws = cover(&p, rows), lws = p.wgs;
    clm_kargs k = head;
    clm_sp_arg_buf(&k, counts, 0);
    err = clm_launch_args(&l, p.prog, "dense_count", 1, &gws, &lws, &k);
    if (err == CL_SUCCESS)
        err = scan(&l, &p, counts, 0, (cl_uint)(rows + 1), counts, rows + 1);
    /* The number of entries, read back: the caller's buffers must hold them
     * (clSPARSE reads it back too). */
    cl_uint nnz = 0;
    if (err == CL_SUCCESS)
        err = clEnqueueReadBuffer(call.queue, counts, CL_TRUE, rows * U, U, &nnz, l.last ? 1 : 0,
                                  l.last ? &l.last : NULL, NULL);
    cl_mem out[3] = {csr->values, csr->col_indices, csr->row_pointer};
    cl_ulong off[3] = {csr->off_values, csr->off_col_indices, csr->off_row_pointer};
    if (err == CL_SUCCESS && create) {
        err = create_csr(&call, es, rows, nnz, out);
        off[0] = off[1] = off[2] = 0;
    } else if (err == CL_SUCCESS) {
        st = clm_sp_check_csr(&call, es, csr, rows, nnz);
        if (st != clsparseSuccess) { /* nothing of the caller's was written */
            clm_scratch_put(scratch, l.queue, l.last);
            clm_launch_finish(&l, NULL);
            return st;
        }
    }
    if (err == CL_SUCCESS) {
        k = head;
        clm_sp_arg_buf(&k, counts, 0); /* the row pointers, scanned */
        clm_sp_arg_buf(&k, out[2], off[2]);
        clm_sp_arg_buf(&k, out[1], off[1]);
        clm_sp_arg_buf(&k, out[0], off[0]);
        err = clm_launch_args(&l, p.prog, "dense_to_csr", 1, &gws, &lws, &k);
        if (err != CL_SUCCESS && create)
            for (int i = 0; i < 3; i++)
                clReleaseMemObject(out[i]);
    }
    clm_scratch_put_after(scratch, &l);
    clm_log("%cdense2csr: %zu x %zu, %s, lead_dim %llu: %u entries%s", clm_dtype_letter(dt), rows,
            cols, A->major == rowMajor ? "row-major" : "column-major", (unsigned long long)ld,
            nnz, create ? " (buffers created)" : "");
    st = clm_sp_launch_end(&call, &l, err);
    if (err == CL_SUCCESS) {
        if (create) {
            csr->values = out[0];
            csr->col_indices = out[1];
            csr->row_pointer = out[2];
            csr->off_values = csr->off_col_indices = csr->off_row_pointer = 0;
        }
        csr->num_rows = A->num_rows;
        csr->num_cols = A->num_cols;
        csr->num_nonzeros = nnz;
        clm_csr_meta_release(csr);
    }
    return st;
}
