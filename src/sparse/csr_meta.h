/*
 * csr_meta.h - the CSR-Adaptive row blocks a clsparseCsrMatrix carries in
 * its meta pointer (made by clsparseCsrMetaCreate, csr_meta.c).
 *
 * Device layout (cl_uint4 entries): nblocks work-group entries, then nlong
 * long-row records. A work-group entry is {first row, end row, first entry,
 * end entry}; a group that sums one chunk of a long row into the
 * partial-sum buffer instead of writing y has {row, record | CLM_META_PARTIAL,
 * first entry, end entry}, record the index of the row's long-row record.
 * A long-row record is {row, first chunk entry, end chunk entry, 0}: the
 * chunks' sums, added in order, give that row. spmv.cl reads both.
 */
#ifndef CLM_SPARSE_CSR_META_H
#define CLM_SPARSE_CSR_META_H

#include <clSPARSE.h>

#define CLM_META_PARTIAL 0x80000000u

/* How rows are grouped, and the kernel options that go with it: params
 * "spmv", each key settable per precision (BLOCK.S, WGS.D, ...), and for a
 * large matrix (at least LNNZ entries per compute unit) each key's "L"
 * form first (LBLOCK.S, ...). So single and double precision, and small and
 * large matrices, may get different blocks. */
typedef struct clm_csr_shape {
    int block;  /* entries a stream block holds in local memory */
    int chunk;  /* entries per work group of a split row */
    int wgs;    /* work-group size the kernel will run with */
    int serial; /* most entries one work item sums in a stream block (0: any) */
    int rplds;  /* stream blocks stage their row pointers in local memory */
} clm_csr_shape;

/* The row blocks of one shape. */
typedef struct clm_csr_layout {
    clm_csr_shape shape;
    cl_mem blocks;          /* entries and records, owned (one reference) */
    cl_uint nblocks, nlong; /* work groups; long rows split over several */
} clm_csr_layout;

typedef struct clm_csr_meta {
    unsigned magic;
    clm_csr_layout lay[2]; /* [0] single, [1] double precision (may share blocks) */
    cl_uint rows, nnz;     /* of the matrix the blocks were made for */
    cl_context ctx;        /* of the blocks buffers */
} clm_csr_meta;

#define CLM_META_MAGIC 0x4d455441u

struct clm_device;

/* The shape of row blocks made on dev for precision letter ('S' or 'D')
 * and a matrix of nnz entries; BLOCK limited to what local memory holds. */
void clm_csr_shape_params(const struct clm_device *dev, char letter, size_t nnz,
                          clm_csr_shape *s);

/* The matrix's meta data when it is clmath's, else NULL. */
const clm_csr_meta *clm_csr_meta_get(const clsparseCsrMatrix *csr);

/* Release the meta data (if any) and clear the pointer. */
void clm_csr_meta_release(clsparseCsrMatrix *csr);

/* clsparseCsrMetaSize, clsparseCsrMetaCreate, clsparseCsrMetaDelete. */
clsparseMetaSizeResult clm_csr_meta_size(clsparseCsrMatrix *csrMatx, clsparseControl control);
clsparseStatus clm_csr_meta_create(clsparseCsrMatrix *csrMatx, clsparseControl control);
clsparseStatus clm_csr_meta_delete(clsparseCsrMatrix *csrMatx);

#endif
