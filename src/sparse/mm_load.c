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
#include <string.h>

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

/* The caller's three buffers, as the file is written to them: the values,
 * then idx1 (COO: the row indices; CSR: the row pointers), then the column
 * indices; offsets in elements; and where the matrix's size goes. */
typedef struct target {
    int csr;
    cl_mem val, idx1, col;
    size_t off_val, off1, off_col;
    clsparseIdx_t *rows, *cols, *nnz;
} target;

/* Checked against the call: in its context, and holding n values and
 * column indices and n1 entries of idx1. */
static clsparseStatus check_target(const clm_sp_call *call, clm_dtype dt, const target *t,
                                   size_t n, size_t n1)
{
    const size_t u = sizeof(cl_uint);
    clsparseStatus st;
    if ((st = clm_sp_check_buffer(call, t->val, t->off_val, n, clm_dtype_size(dt))) !=
            clsparseSuccess ||
        (st = clm_sp_check_buffer(call, t->idx1, t->off1, n1, u)) != clsparseSuccess)
        return st;
    return clm_sp_check_buffer(call, t->col, t->off_col, n, u);
}

/* The file read into *m within t's room and written to t (*m to be freed
 * with clm_mm_free either way). */
static clsparseStatus read_write(const clm_sp_call *call, clm_dtype dt, const char *path,
                                 cl_bool keep_zeros, const target *t, clm_mm *m)
{
    const size_t u = sizeof(cl_uint);
    memset(m, 0, sizeof *m);
    /* Buffer kinds and contexts first: no reading for a call that cannot
     * succeed. CSR: one row pointer at least, the start of the first row. */
    clsparseStatus st = check_target(call, dt, t, 0, t->csr ? 1 : 0);
    if (st != clsparseSuccess)
        return st;
    const size_t nval = min_size(room(t->val, t->off_val, clm_dtype_size(dt)),
                                 room(t->col, t->off_col, u)),
                 n1 = room(t->idx1, t->off1, u);
    clm_mm_want want = {keep_zeros != CL_FALSE, dt == CLM_S, t->csr ? n1 - 1 : SIZE_MAX,
                        t->csr ? nval : min_size(nval, n1)};
    if ((st = clm_mm_read(path, &want, m)) != clsparseSuccess)
        return st;
    if ((st = check_target(call, dt, t, m->nnz, t->csr ? m->rows + 1 : m->nnz)) !=
        clsparseSuccess)
        return st;
    cl_uint *rp = NULL;
    if (t->csr) {
        /* Row starts from the sorted rows (the caller's buffer holds as many). */
        rp = calloc(m->rows + 1, sizeof *rp);
        if (!rp)
            return clsparseOutOfHostMemory;
        for (size_t k = 0; k < m->nnz; k++)
            rp[m->row[k] + 1]++;
        for (size_t r = 0; r < m->rows; r++)
            rp[r + 1] += rp[r];
    }
    cl_int err = t->csr ? write_elems(call, t->idx1, t->off1, rp, m->rows + 1, u)
                        : write_elems(call, t->idx1, t->off1, m->row, m->nnz, u);
    if (err == CL_SUCCESS)
        err = write_elems(call, t->col, t->off_col, m->col, m->nnz, u);
    if (err == CL_SUCCESS)
        err = write_values(call, dt, t->val, t->off_val, m->val, m->nnz);
    free(rp);
    return (clsparseStatus)err;
}

/* The set-up, the control and the arguments (given: the matrix and the
 * path are there), then the file into t, and its size when it all
 * succeeded. */
static clsparseStatus load(clsparseControl control, clm_dtype dt, const char *path,
                           cl_bool keep_zeros, int given, const target *t)
{
    clm_sp_call call;
    clsparseStatus st = clm_sp_begin_given(control, dt, given, &call);
    if (st != clsparseSuccess)
        return st;
    clm_mm m;
    st = read_write(&call, dt, path, keep_zeros, t, &m);
    if (st == clsparseSuccess) {
        *t->rows = (clsparseIdx_t)m.rows;
        *t->cols = (clsparseIdx_t)m.cols;
        *t->nnz = (clsparseIdx_t)m.nnz;
    }
    clm_mm_free(&m);
    return st;
}

clsparseStatus clm_sp_coo_from_file(clm_dtype dt, clsparseCooMatrix *coo, const char *path,
                                    clsparseControl control, cl_bool keep_zeros)
{
    const target t = coo ? (target){0, coo->values, coo->row_indices, coo->col_indices,
                                    coo->off_values, coo->off_row_indices, coo->off_col_indices,
                                    &coo->num_rows, &coo->num_cols, &coo->num_nonzeros}
                         : (target){0};
    return load(control, dt, path, keep_zeros, coo && path, &t);
}

clsparseStatus clm_sp_csr_from_file(clm_dtype dt, clsparseCsrMatrix *csr, const char *path,
                                    clsparseControl control, cl_bool keep_zeros)
{
    const target t = csr ? (target){1, csr->values, csr->row_pointer, csr->col_indices,
                                    csr->off_values, csr->off_row_pointer, csr->off_col_indices,
                                    &csr->num_rows, &csr->num_cols, &csr->num_nonzeros}
                         : (target){0};
    clsparseStatus st = load(control, dt, path, keep_zeros, csr && path, &t);
    if (st == clsparseSuccess)
        clm_csr_meta_release(csr); /* row blocks made for the previous contents */
    return st;
}
