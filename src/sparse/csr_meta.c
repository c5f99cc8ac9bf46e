/*
 * csr_meta.c - CSR-Adaptive row blocks: clsparseCsrMetaSize,
 * clsparseCsrMetaCreate, clsparseCsrMetaDelete (see csr_meta.h).
 */
#include "sparse/csr_meta.h"

#include <stdlib.h>

#include "core/check.h"
#include "core/log.h"
#include "core/params.h"
#include "sparse/sparse.h"

const clm_csr_meta *clm_csr_meta_get(const clsparseCsrMatrix *csr)
{
    const clm_csr_meta *m = csr ? (const clm_csr_meta *)csr->meta : NULL;
    return m && m->magic == CLM_META_MAGIC ? m : NULL;
}

void clm_csr_meta_release(clsparseCsrMatrix *csr)
{
    clm_csr_meta *m = csr ? (clm_csr_meta *)csr->meta : NULL;
    if (!m)
        return;
    if (m->magic == CLM_META_MAGIC) {
        m->magic = 0;
        if (m->blocks)
            clReleaseMemObject(m->blocks);
        free(m);
    }
    csr->meta = NULL;
}

clsparseStatus clsparseCsrMetaDelete(clsparseCsrMatrix *csrMatx)
{
    if (!csrMatx)
        return clsparseInvalidValue;
    clm_csr_meta_release(csrMatx);
    return clsparseSuccess;
}

/* ---- making the row blocks ---- */

/* The block parameters for dev: BLOCK entries in local memory (with room
 * for the reduction array of the largest work group and the runtime), and
 * CHUNK entries per group of a split row (at least BLOCK). */
void clm_csr_block_params(const clm_device *dev, int *block, int *chunk)
{
    clm_params prm;
    clm_params_lookup(dev, "spmv", &prm);
    long b = clm_param(&prm, "BLOCK", 1024);
    long wgs = clm_param(&prm, "WGS", 256);
    long room = ((long)dev->local_mem - 1024) / (long)sizeof(cl_double) - wgs;
    if (b > room)
        b = room;
    if (b < 2)
        b = 2;
    long c = clm_param(&prm, "CHUNK", 4096);
    if (c < b)
        c = b;
    *block = (int)b;
    *chunk = (int)c;
}

/* The entries and records for row pointers rp of m rows (pass `out` NULL to
 * count them only). Entries first, records after them. */
static void make_blocks(const cl_uint *rp, cl_uint m, cl_uint block, cl_uint chunk, cl_uint *out,
                        cl_uint *nblocks, cl_uint *nlong)
{
    cl_uint nb = 0, nl = 0;
    /* Records go after all entries: count first when filling. */
    cl_uint *rec = NULL;
    if (out) {
        cl_uint total_blocks, total_long;
        make_blocks(rp, m, block, chunk, NULL, &total_blocks, &total_long);
        rec = out + 4 * (size_t)total_blocks;
    }
    for (cl_uint r = 0; r < m;) {
        cl_uint len = rp[r + 1] - rp[r];
        if (len > block) {
            if (len > chunk) { /* split over several groups */
                cl_uint pieces = (len + chunk - 1) / chunk;
                if (rec) {
                    cl_uint *q = rec + 4 * (size_t)nl;
                    q[0] = r, q[1] = nb, q[2] = nb + pieces, q[3] = 0;
                }
                for (cl_uint c = 0; c < pieces; c++) {
                    if (out) {
                        cl_uint *e = out + 4 * (size_t)(nb + c);
                        e[0] = r, e[1] = (r + 1) | CLM_META_PARTIAL;
                        e[2] = rp[r] + c * chunk;
                        e[3] = c + 1 == pieces ? rp[r + 1] : rp[r] + (c + 1) * chunk;
                    }
                }
                nb += pieces;
                nl++;
            } else { /* CSR-Vector */
                if (out) {
                    cl_uint *e = out + 4 * (size_t)nb;
                    e[0] = r, e[1] = r + 1, e[2] = rp[r], e[3] = rp[r + 1];
                }
                nb++;
            }
            r++;
            continue;
        }
        /* CSR-Stream: as many following rows as fit, at most `block` rows
         * (empty rows cost no local memory, but a work item each). */
        cl_uint start = r, nz = 0;
        while (r < m && r - start < block && nz + (rp[r + 1] - rp[r]) <= block) {
            nz += rp[r + 1] - rp[r];
            r++;
        }
        if (out) {
            cl_uint *e = out + 4 * (size_t)nb;
            e[0] = start, e[1] = r, e[2] = rp[start], e[3] = rp[r];
        }
        nb++;
    }
    *nblocks = nb;
    *nlong = nl;
}

/* The checks and the row pointers of a matrix: on success *rp holds m + 1
 * values (free it), checked to be non-decreasing and within the entries. */
static clsparseStatus read_row_pointers(const clsparseCsrMatrix *A, clsparseControl control,
                                        clm_sp_call *call, cl_uint **rp)
{
    *rp = NULL;
    clsparseStatus st = clm_sp_begin(control, CLM_S, call);
    if (st != clsparseSuccess)
        return st;
    if (!A)
        return clsparseInvalidValue;
    if (A->num_rows > CLM_MAX_DIM || A->num_cols > CLM_MAX_DIM)
        return clsparseInvalidSize;
    if ((st = clm_sp_check_buffer(call, A->row_pointer, A->off_row_pointer,
                                  (size_t)A->num_rows + 1, sizeof(cl_uint))) != clsparseSuccess)
        return st;
    size_t n = (size_t)A->num_rows + 1;
    cl_uint *p = malloc(n * sizeof *p);
    if (!p)
        return clsparseOutOfHostMemory;
    cl_int err = clEnqueueReadBuffer(call->queue, A->row_pointer, CL_TRUE,
                                     (size_t)A->off_row_pointer * sizeof(cl_uint),
                                     n * sizeof(cl_uint), p, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        free(p);
        return (clsparseStatus)err;
    }
    for (size_t r = 0; r + 1 < n; r++)
        if (p[r + 1] < p[r]) {
            free(p);
            return clsparseStructInvalid;
        }
    if (p[n - 1] > A->num_nonzeros) {
        free(p);
        return clsparseStructInvalid;
    }
    *rp = p;
    return clsparseSuccess;
}

clsparseMetaSizeResult clsparseCsrMetaSize(clsparseCsrMatrix *csrMatx, clsparseControl control)
{
    clsparseMetaSizeResult res = {clsparseSuccess, 0};
    clm_sp_call call;
    cl_uint *rp;
    res.status = read_row_pointers(csrMatx, control, &call, &rp);
    if (res.status != clsparseSuccess)
        return res;
    int block, chunk;
    clm_csr_block_params(call.dev, &block, &chunk);
    cl_uint nb, nl;
    make_blocks(rp, csrMatx->num_rows, (cl_uint)block, (cl_uint)chunk, NULL, &nb, &nl);
    free(rp);
    res.metaSize = nb + nl;
    return res;
}

clsparseStatus clsparseCsrMetaCreate(clsparseCsrMatrix *csrMatx, clsparseControl control)
{
    clm_sp_call call;
    cl_uint *rp;
    clsparseStatus st = read_row_pointers(csrMatx, control, &call, &rp);
    if (st != clsparseSuccess)
        return st;
    clm_csr_meta *m = calloc(1, sizeof *m);
    if (!m) {
        free(rp);
        return clsparseOutOfHostMemory;
    }
    clm_csr_block_params(call.dev, &m->block, &m->chunk);
    make_blocks(rp, csrMatx->num_rows, (cl_uint)m->block, (cl_uint)m->chunk, NULL, &m->nblocks,
                &m->nlong);
    size_t words = 4 * ((size_t)m->nblocks + m->nlong);
    cl_uint *host = words ? malloc(words * sizeof *host) : NULL;
    if (words && !host) {
        free(rp);
        free(m);
        return clsparseOutOfHostMemory;
    }
    cl_uint nb, nl;
    if (host)
        make_blocks(rp, csrMatx->num_rows, (cl_uint)m->block, (cl_uint)m->chunk, host, &nb, &nl);
    free(rp);
    cl_int err = CL_SUCCESS;
    if (host)
        m->blocks = clCreateBuffer(call.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                   words * sizeof *host, host, &err);
    free(host);
    if (err != CL_SUCCESS) {
        free(m);
        return (clsparseStatus)err;
    }
    m->magic = CLM_META_MAGIC;
    m->rows = csrMatx->num_rows;
    m->nnz = csrMatx->num_nonzeros;
    m->ctx = call.ctx;
    clm_log("csr meta: %u rows, %u entries: %u row blocks, %u split rows (BLOCK=%d CHUNK=%d)",
            m->rows, m->nnz, m->nblocks, m->nlong, m->block, m->chunk);
    clm_csr_meta_release(csrMatx); /* blocks of earlier contents */
    csrMatx->meta = m;
    return clsparseSuccess;
}
