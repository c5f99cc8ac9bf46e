/*
 * spgemm.c - clsparseScsrSpGemm: C = A * B for CSR matrices A (m x k) and
 * B (k x n); the call creates C's three buffers in the control's context.
 *
 * Validate, compile, then (spgemm.cl, "spgemm" in params_db.c: WGS):
 *   1. spgemm_count: each row's number of distinct columns, into C's row
 *      pointer buffer at [i + 1];
 *   2. the counts are read back (blocking, the call's one host round trip,
 *      as in clSPARSE), scanned on the host into row pointers (64-bit, so a
 *      C past 2^32 - 1 entries is caught) and written back;
 *   3. C's column and value buffers are created for exactly nnz(C) (at
 *      least 1) entries, and spgemm_fill writes each row's columns in
 *      ascending order and their sums.
 * C's structure fields are set only on success; on failure every buffer the
 * call created is released.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "sparse/csr_meta.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"

#define U sizeof(cl_uint)

/* The checks of docs/sparse.md, in its order. */
static clsparseStatus validate(clm_dtype dt, const clsparseCsrMatrix *A,
                               const clsparseCsrMatrix *B, const clsparseCsrMatrix *C,
                               clsparseControl control, clm_sp_call *call)
{
    clsparseStatus st = clm_sp_begin_given(control, dt, A && B && C, call);
    if (st != clsparseSuccess)
        return st;
    if (A->num_rows > CLM_MAX_DIM || A->num_cols > CLM_MAX_DIM || B->num_rows > CLM_MAX_DIM ||
        B->num_cols > CLM_MAX_DIM || A->num_cols != B->num_rows)
        return clsparseInvalidSize;
    size_t es = clm_dtype_size(dt);
    if ((st = clm_sp_check_csr(call, es, A, A->num_rows, A->num_nonzeros)) != clsparseSuccess)
        return st;
    return clm_sp_check_csr(call, es, B, B->num_rows, B->num_nonzeros);
}

clsparseStatus clm_sp_spgemm(clm_dtype dt, const clsparseCsrMatrix *A, const clsparseCsrMatrix *B,
                             clsparseCsrMatrix *C, clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = validate(dt, A, B, C, control, &call);
    if (st != clsparseSuccess)
        return st;
    cl_uint m = A->num_rows, k = A->num_cols, n = B->num_cols;
    cl_uint nnza = A->num_nonzeros, nnzb = B->num_nonzeros;
    size_t es = clm_dtype_size(dt);

    clm_params prm;
    clm_params_lookup(call.dev, "spgemm", &prm);
    size_t wgs = clm_param_wgs(&prm, "WGS", 64, call.dev->max_wg);
    char options[64];
    snprintf(options, sizeof options, "-DCLM_PRECISION=%d", (int)dt);
    clm_program *prog;
    cl_int err = clm_program_get(call.ctx, call.dev, "spgemm", options, &prog);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);

    cl_uint *h = malloc(((size_t)m + 1) * U);
    if (!h)
        return clm_sp_finish(&call, CL_OUT_OF_HOST_MEMORY, NULL);
    cl_mem out[3] = {NULL, NULL, NULL}; /* values, col_indices, row_pointer */
    out[2] = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE, ((size_t)m + 1) * U, NULL, &err);

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    size_t gws = ((size_t)m + wgs - 1) / wgs * wgs;

    /* both kernels start with (uint m, uint k, uint n, uint nnza, uint nnzb) */
    clm_kargs head;
    clm_args_init(&head);
    clm_arg_u32(&head, m);
    clm_arg_u32(&head, k);
    clm_arg_u32(&head, n);
    clm_arg_u32(&head, nnza);
    clm_arg_u32(&head, nnzb);

    /* 1. counts */
    h[0] = 0;
    if (err == CL_SUCCESS && m > 0) {
        clm_kargs g = head;
        clm_sp_arg_buf(&g, A->col_indices, A->off_col_indices);
        clm_sp_arg_buf(&g, A->row_pointer, A->off_row_pointer);
        clm_sp_arg_buf(&g, B->col_indices, B->off_col_indices);
        clm_sp_arg_buf(&g, B->row_pointer, B->off_row_pointer);
        clm_arg_mem(&g, out[2]); /* the counts, in C's row pointers */
        err = clm_launch_args(&l, prog, "spgemm_count", 1, &gws, &wgs, &g);
        if (err == CL_SUCCESS)
            err = clEnqueueReadBuffer(call.queue, out[2], CL_TRUE, 0, ((size_t)m + 1) * U, h,
                                      l.last ? 1 : 0, l.last ? &l.last : NULL, NULL);
    }
    /* 2. the host scan */
    uint64_t total = 0;
    if (err == CL_SUCCESS) {
        for (size_t i = 0; i < m; i++) {
            uint64_t c = h[i + 1];
            h[i] = (cl_uint)total;
            total += c;
            if (total > 0xffffffffu)
                break;
        }
        if (total > 0xffffffffu)
            st = clsparseInvalidSize; /* C's entries would not fit 32-bit indices */
        else
            h[m] = (cl_uint)total;
    }
    if (err == CL_SUCCESS && st == clsparseSuccess)
        err = clEnqueueWriteBuffer(call.queue, out[2], CL_TRUE, 0, ((size_t)m + 1) * U, h, 0,
                                   NULL, NULL);
    free(h);
    cl_uint nnzc = (cl_uint)total;
    /* 3. C's entries */
    if (err == CL_SUCCESS && st == clsparseSuccess) {
        size_t cap = nnzc ? nnzc : 1;
        out[0] = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE, cap * es, NULL, &err);
        if (err == CL_SUCCESS)
            out[1] = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE, cap * U, NULL, &err);
    }
    if (err == CL_SUCCESS && st == clsparseSuccess) {
        if (m > 0 && nnzc > 0) {
            clm_kargs g = head;
            clm_arg_u32(&g, nnzc);
            clm_sp_arg_csr(&g, A);
            clm_sp_arg_csr(&g, B);
            clm_arg_mem(&g, out[2]);
            clm_arg_mem(&g, out[1]);
            clm_arg_mem(&g, out[0]);
            err = clm_launch_args(&l, prog, "spgemm_fill", 1, &gws, &wgs, &g);
        } else {
            err = clm_launch_marker(&l);
        }
    }
    clm_log("%ccsrSpGemm: %u x %u times %u x %u, %u and %u entries: %llu entries, WGS=%zu [%s]",
            clm_dtype_letter(dt), m, k, k, n, nnza, nnzb, (unsigned long long)total, wgs,
            prm.source);
    if (st != clsparseSuccess) /* nothing but the counts was enqueued; they are done */
        clm_launch_finish(&l, NULL);
    else
        st = clm_sp_launch_end(&call, &l, err);
    if (st != clsparseSuccess) {
        /* The buffers may still be in use by enqueued work; OpenCL keeps
         * them alive until it completes. */
        for (int i = 0; i < 3; i++)
            if (out[i])
                clReleaseMemObject(out[i]);
        return st;
    }
    C->values = out[0];
    C->col_indices = out[1];
    C->row_pointer = out[2];
    C->off_values = C->off_col_indices = C->off_row_pointer = 0;
    C->num_rows = m;
    C->num_cols = n;
    C->num_nonzeros = nnzc;
    clm_csr_meta_release(C);
    return clsparseSuccess;
}
