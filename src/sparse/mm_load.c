/*
 * mm_load.c - clsparseHeaderfromFile and the *fromFile routines: a Matrix
 * Market file (mm_reader.c) into the caller's device buffers.
 *
 * As in clSPARSE, the caller creates the buffers beforehand, sized from
 * clsparseHeaderfromFile (an upper bound of the entries); the routine checks
 * that they belong to the control's context and hold what the file turned
 * out to contain, writes them (blocking, on the control's queue), and only
 * then sets the structure's sizes. The buffers' room bounds the reading
 * (clm_mm_want): a file whose sizes exceed it (rows, stored entries, zeros
 * among them or not) fails before its entries are read, and host memory never outgrows what the buffers will hold. On
 * failure the structure is unchanged, and so are the buffers unless a write
 * itself failed part way.
 */
#include <stdint.h>
#include <stdlib.h>

#include "sparse/csr_meta.h"
#include "sparse/mm_reader.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"

clsparseStatus clm_sp_header_from_file(clsparseIdx_t *nnz, clsparseIdx_t *row, clsparseIdx_t *col,
                                       const char *filePath)
{
    if (!nnz || !row || !col || !filePath)
        return clsparseInvalidValue;
    clm_mm_info info;
    clsparseStatus st = clm_mm_read_info(filePath, &info);
    if (st != clsparseSuccess)
        return st;
    /* Mirrored kinds: every stored entry may gain its mirror image. */
    *nnz = (clsparseIdx_t)(info.mirrored ? 2 * info.stored : info.stored);
    *row = (clsparseIdx_t)info.rows;
    *col = (clsparseIdx_t)info.cols;
    return clsparseSuccess;
}

/* Blocking write of n elements at element offset off. */
static cl_int write_elems(const clm_sp_call *call, cl_mem mem, size_t off, const void *src,
                          size_t n, size_t esize)
{
    if (n == 0)
        return CL_SUCCESS;
    return clEnqueueWriteBuffer(call->queue, mem, CL_TRUE, off * esize, n * esize, src, 0, NULL,
                                NULL);
}

/* The values in the routine's precision. */
static cl_int write_values(const clm_sp_call *call, clm_dtype dt, cl_mem mem, size_t off,
                           const double *val, size_t n)
{
    if (dt == CLM_D)
        return write_elems(call, mem, off, val, n, sizeof(cl_double));
    cl_float *f = malloc((n ? n : 1) * sizeof *f);
    if (!f)
        return CL_OUT_OF_HOST_MEMORY;
    for (size_t k = 0; k < n; k++)
        f[k] = (cl_float)val[k];
    cl_int err = write_elems(call, mem, off, f, n, sizeof(cl_float));
    free(f);
    return err;
}

/* The three buffers of a sparse matrix: in the call's context, and (after
 * reading, with counts known) large enough. */
static clsparseStatus check_buffers(const clm_sp_call *call, clm_dtype dt, cl_mem values,
                                    size_t off_values, size_t nvalues, cl_mem idx1, size_t off1,
                                    size_t n1, cl_mem idx2, size_t off2, size_t n2)
{
    clsparseStatus st;
    if ((st = clm_sp_check_buffer(call, values, off_values, nvalues, clm_dtype_size(dt))) !=
            clsparseSuccess ||
        (st = clm_sp_check_buffer(call, idx1, off1, n1, sizeof(cl_uint))) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, idx2, off2, n2, sizeof(cl_uint))) != clsparseSuccess)
        return st;
    return clsparseSuccess;
}

/* Elements of esize bytes in mem after element off (mem already checked). */
static size_t room(cl_mem mem, size_t off, size_t esize)
{
    size_t bytes = 0;
    clGetMemObjectInfo(mem, CL_MEM_SIZE, sizeof bytes, &bytes, NULL);
    return bytes / esize > off ? bytes / esize - off : 0;
}

static size_t min_size(size_t a, size_t b)
{
    return a < b ? a : b;
}

clsparseStatus clm_sp_coo_from_file(clm_dtype dt, clsparseCooMatrix *coo, const char *path,
                                    clsparseControl control, cl_bool keep_zeros)
{
    clm_sp_call call;
    clsparseStatus st = clm_sp_begin_given(control, dt, coo && path, &call);
    if (st != clsparseSuccess)
        return st;
    /* Buffer kinds and contexts first: no reading for a call that cannot succeed. */
    if ((st = check_buffers(&call, dt, coo->values, coo->off_values, 0, coo->row_indices,
                            coo->off_row_indices, 0, coo->col_indices, coo->off_col_indices, 0)) !=
        clsparseSuccess)
        return st;
    clm_mm_want want = {keep_zeros != CL_FALSE, dt == CLM_S, SIZE_MAX, 0};
    want.max_nnz =
        min_size(room(coo->values, coo->off_values, clm_dtype_size(dt)),
                 min_size(room(coo->row_indices, coo->off_row_indices, sizeof(cl_uint)),
                          room(coo->col_indices, coo->off_col_indices, sizeof(cl_uint))));
    clm_mm m;
    if ((st = clm_mm_read(path, &want, &m)) != clsparseSuccess)
        return st;
    st = check_buffers(&call, dt, coo->values, coo->off_values, m.nnz, coo->row_indices,
                       coo->off_row_indices, m.nnz, coo->col_indices, coo->off_col_indices, m.nnz);
    if (st == clsparseSuccess) {
        cl_int err = write_elems(&call, coo->row_indices, coo->off_row_indices, m.row, m.nnz,
                                 sizeof(cl_uint));
        if (err == CL_SUCCESS)
            err = write_elems(&call, coo->col_indices, coo->off_col_indices, m.col, m.nnz,
                              sizeof(cl_uint));
        if (err == CL_SUCCESS)
            err = write_values(&call, dt, coo->values, coo->off_values, m.val, m.nnz);
        st = (clsparseStatus)err;
    }
    if (st == clsparseSuccess) {
        coo->num_rows = (clsparseIdx_t)m.rows;
        coo->num_cols = (clsparseIdx_t)m.cols;
        coo->num_nonzeros = (clsparseIdx_t)m.nnz;
    }
    clm_mm_free(&m);
    return st;
}

clsparseStatus clm_sp_csr_from_file(clm_dtype dt, clsparseCsrMatrix *csr, const char *path,
                                    clsparseControl control, cl_bool keep_zeros)
{
    clm_sp_call call;
    clsparseStatus st = clm_sp_begin_given(control, dt, csr && path, &call);
    if (st != clsparseSuccess)
        return st;
    /* Row pointers: one at least, the start of the first row. */
    if ((st = check_buffers(&call, dt, csr->values, csr->off_values, 0, csr->row_pointer,
                            csr->off_row_pointer, 1, csr->col_indices, csr->off_col_indices, 0)) !=
        clsparseSuccess)
        return st;
    clm_mm_want want = {keep_zeros != CL_FALSE, dt == CLM_S, 0, 0};
    want.max_rows = room(csr->row_pointer, csr->off_row_pointer, sizeof(cl_uint)) - 1;
    want.max_nnz = min_size(room(csr->values, csr->off_values, clm_dtype_size(dt)),
                            room(csr->col_indices, csr->off_col_indices, sizeof(cl_uint)));
    clm_mm m;
    if ((st = clm_mm_read(path, &want, &m)) != clsparseSuccess)
        return st;
    cl_uint *rp = NULL;
    st = check_buffers(&call, dt, csr->values, csr->off_values, m.nnz, csr->row_pointer,
                       csr->off_row_pointer, m.rows + 1, csr->col_indices, csr->off_col_indices,
                       m.nnz);
    if (st == clsparseSuccess) {
        /* Row starts from the sorted rows (the caller's buffer holds as many). */
        rp = calloc(m.rows + 1, sizeof *rp);
        if (!rp)
            st = clsparseOutOfHostMemory;
    }
    if (st == clsparseSuccess) {
        for (size_t k = 0; k < m.nnz; k++)
            rp[m.row[k] + 1]++;
        for (size_t r = 0; r < m.rows; r++)
            rp[r + 1] += rp[r];
        cl_int err = write_elems(&call, csr->row_pointer, csr->off_row_pointer, rp, m.rows + 1,
                                 sizeof(cl_uint));
        if (err == CL_SUCCESS)
            err = write_elems(&call, csr->col_indices, csr->off_col_indices, m.col, m.nnz,
                              sizeof(cl_uint));
        if (err == CL_SUCCESS)
            err = write_values(&call, dt, csr->values, csr->off_values, m.val, m.nnz);
        st = (clsparseStatus)err;
    }
    if (st == clsparseSuccess) {
        csr->num_rows = (clsparseIdx_t)m.rows;
        csr->num_cols = (clsparseIdx_t)m.cols;
        csr->num_nonzeros = (clsparseIdx_t)m.nnz;
        /* Row blocks made for the previous contents no longer apply. */
        clm_csr_meta_release(csr);
    }
    free(rp);
    clm_mm_free(&m);
    return st;
}
