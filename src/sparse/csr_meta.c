/*
 * csr_meta.c - CSR-Adaptive row blocks: clsparseCsrMetaSize,
 * clsparseCsrMetaCreate, clsparseCsrMetaDelete (clm_csr_meta_size, _create,
 * _delete; see csr_meta.h).
 */
#include "sparse/csr_meta.h"

#include <stdio.h>
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
        for (int i = 0; i < 2; i++)
            if (m->lay[i].blocks)
                clReleaseMemObject(m->lay[i].blocks);
        free(m);
    }
    csr->meta = NULL;
}

clsparseStatus clm_csr_meta_delete(clsparseCsrMatrix *csrMatx)
{
    if (!csrMatx)
        return clsparseInvalidValue;
    clm_csr_meta_release(csrMatx);
    return clsparseSuccess;
}

/* ---- making the row blocks ---- */

/* The shape for dev, precision letter and nnz entries: BLOCK entries in
 * local memory (with room for the reduction array of the work group, the
 * row pointers when staged, and the runtime), CHUNK entries per group of a
 * split row (at least BLOCK). */
void clm_csr_shape_params(const clm_device *dev, char letter, size_t nnz, clm_csr_shape *s)
{
    clm_params prm;
    clm_params_lookup(dev, "spmv", &prm);
    long lnnz = clm_param(&prm, "LNNZ", 0);
    int large = lnnz > 0 && nnz >= (size_t)lnnz * (dev->compute_units ? dev->compute_units : 1);
    long b = clm_param_large(&prm, "BLOCK", letter, large, 1024);
    long wgs = clm_param_large(&prm, "WGS", letter, large, 256);
    int rplds = clm_param_large(&prm, "RPLDS", letter, large, 0) != 0;
    long es = letter == 'D' ? (long)sizeof(cl_double) : (long)sizeof(cl_float);
    long room = ((long)dev->local_mem - 1024 - wgs * es) / (es + (rplds ? 4 : 0)) - 1;
    if (b > room)
        b = room;
    if (b < 2)
        b = 2;
    long c = clm_param_large(&prm, "CHUNK", letter, large, 4096);
    if (c < b)
        c = b;
    s->block = (int)b;
    s->chunk = (int)c;
    s->wgs = wgs > 0 ? (int)wgs : 1;
    s->serial = clm_param_large(&prm, "SERIAL", letter, large, 16);
    s->rplds = rplds;
}

/* The largest entries one work item sums out of local memory for a stream
 * block of nr rows, the longest len: the kernel gives each row a team of
 * wgs/nr work items (a power of two) or, with more rows than work items,
 * each work item every wgs-th row. */
static cl_uint serial_cost(cl_uint nr, cl_uint len, cl_uint wgs)
{
    if (nr > wgs)
        return len * ((nr + wgs - 1) / wgs);
    cl_uint team = 1;
    while (team * 2 <= wgs / nr)
        team *= 2;
    return (len + team - 1) / team;
}

/* The entries (into out) and long-row records (into rec) for row pointers
 * rp of m rows; pass both NULL to count them only. */
static void make_blocks(const cl_uint *rp, cl_uint m, const clm_csr_shape *s, cl_uint *out,
                        cl_uint *rec, cl_uint *nblocks, cl_uint *nlong)
{
    const cl_uint block = (cl_uint)s->block, chunk = (cl_uint)s->chunk;
    cl_uint nb = 0, nl = 0;
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
                        e[0] = r, e[1] = nl | CLM_META_PARTIAL;
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
         * (empty rows cost no local memory, but a work item each), and no
         * work item summing more than `serial` entries: one long row among
         * many short ones would keep the whole group waiting. */
        cl_uint start = r, nz = 0, longest = 0;
        while (r < m && r - start < block && nz + (rp[r + 1] - rp[r]) <= block) {
            cl_uint len = rp[r + 1] - rp[r], l = len > longest ? len : longest;
            if (s->serial > 0 && r > start &&
                serial_cost(r + 1 - start, l, (cl_uint)s->wgs) > (cl_uint)s->serial)
                break;
            longest = l;
            nz += len;
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
    clsparseStatus st = clm_sp_begin_given(control, CLM_S, A != NULL, call);
    if (st != clsparseSuccess)
        return st;
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

static int same_shape(const clm_csr_shape *a, const clm_csr_shape *b)
{
    return a->block == b->block && a->chunk == b->chunk && a->wgs == b->wgs &&
           a->serial == b->serial && a->rplds == b->rplds;
}

/* The shapes for single [0] and double [1] precision on dev, for a matrix
 * of nnz entries. */
static void both_shapes(const clm_device *dev, size_t nnz, clm_csr_shape s[2])
{
    clm_csr_shape_params(dev, 'S', nnz, &s[0]);
    clm_csr_shape_params(dev, 'D', nnz, &s[1]);
}

clsparseMetaSizeResult clm_csr_meta_size(clsparseCsrMatrix *csrMatx, clsparseControl control)
{
    clsparseMetaSizeResult res = {clsparseSuccess, 0};
    clm_sp_call call;
    cl_uint *rp;
    res.status = read_row_pointers(csrMatx, control, &call, &rp);
    if (res.status != clsparseSuccess)
        return res;
    clm_csr_shape s[2];
    both_shapes(call.dev, csrMatx->num_nonzeros, s);
    for (int i = 0; i < 2; i++) {
        if (i == 1 && same_shape(&s[0], &s[1]))
            break;
        cl_uint nb, nl;
        make_blocks(rp, csrMatx->num_rows, &s[i], NULL, NULL, &nb, &nl);
        res.metaSize += (size_t)nb + nl;
    }
    free(rp);
    return res;
}

/* One layout's blocks, in a new device buffer. */
static cl_int make_layout(cl_context ctx, const cl_uint *rp, cl_uint m, const clm_csr_shape *s,
                          clm_csr_layout *lay)
{
    lay->shape = *s;
    make_blocks(rp, m, s, NULL, NULL, &lay->nblocks, &lay->nlong);
    size_t words = 4 * ((size_t)lay->nblocks + lay->nlong);
    if (!words)
        return CL_SUCCESS;
    cl_uint *host = malloc(words * sizeof *host);
    if (!host)
        return CL_OUT_OF_HOST_MEMORY;
    cl_uint nb, nl; /* entries first, the records after them */
    make_blocks(rp, m, s, host, host + 4 * (size_t)lay->nblocks, &nb, &nl);
    cl_int err;
    lay->blocks = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                 words * sizeof *host, host, &err);
    free(host);
    return err;
}

clsparseStatus clm_csr_meta_create(clsparseCsrMatrix *csrMatx, clsparseControl control)
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
    m->magic = CLM_META_MAGIC;
    m->rows = csrMatx->num_rows;
    m->nnz = csrMatx->num_nonzeros;
    m->ctx = call.ctx;
    clm_csr_shape s[2];
    both_shapes(call.dev, csrMatx->num_nonzeros, s);
    cl_int err = make_layout(call.ctx, rp, m->rows, &s[0], &m->lay[0]);
    if (err == CL_SUCCESS && same_shape(&s[0], &s[1])) {
        m->lay[1] = m->lay[0];
        if (m->lay[1].blocks)
            clRetainMemObject(m->lay[1].blocks);
    } else if (err == CL_SUCCESS) {
        err = make_layout(call.ctx, rp, m->rows, &s[1], &m->lay[1]);
    }
    free(rp);
    clsparseCsrMatrix tmp = {0};
    tmp.meta = m;
    if (err != CL_SUCCESS) {
        clm_csr_meta_release(&tmp);
        return err == CL_OUT_OF_HOST_MEMORY ? clsparseOutOfHostMemory : (clsparseStatus)err;
    }
    for (int i = 0; i < 2; i++)
        clm_log("csr meta %c: %u rows, %u entries: %u row blocks, %u split rows (BLOCK=%d "
                "CHUNK=%d WGS=%d SERIAL=%d RPLDS=%d)",
                "SD"[i], m->rows, m->nnz, m->lay[i].nblocks, m->lay[i].nlong,
                m->lay[i].shape.block, m->lay[i].shape.chunk, m->lay[i].shape.wgs,
                m->lay[i].shape.serial, m->lay[i].shape.rplds);
    clm_csr_meta_release(csrMatx); /* blocks of earlier contents */
    csrMatx->meta = m;
    return clsparseSuccess;
}
