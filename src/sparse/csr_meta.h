/*
 * csr_meta.h - the CSR-Adaptive row blocks a clsparseCsrMatrix carries in
 * its meta pointer (made by clsparseCsrMetaCreate, csr_meta.c).
 *
 * Device layout (cl_uint4 entries): nblocks work-group entries, then nlong
 * long-row records. A work-group entry is {first row, end row, first entry,
 * end entry}; end row has CLM_META_PARTIAL set when the group sums one chunk
 * of a long row into the partial-sum buffer instead of writing y. A long-row
 * record is {row, first chunk entry, end chunk entry, 0}: the chunks' sums,
 * added in order, give that row. spmv.cl reads both.
 */
#ifndef CLM_SPARSE_CSR_META_H
#define CLM_SPARSE_CSR_META_H

#include <clSPARSE.h>

#define CLM_META_PARTIAL 0x80000000u

typedef struct clm_csr_meta {
    unsigned magic;
    cl_mem blocks;          /* entries and records, owned */
    cl_uint nblocks, nlong; /* work groups; long rows split over several */
    cl_uint rows, nnz;      /* of the matrix the blocks were made for */
    int block;              /* entries a stream block holds in local memory */
    int chunk;              /* entries per work group of a split row */
    cl_context ctx;         /* of the blocks buffer */
} clm_csr_meta;

#define CLM_META_MAGIC 0x4d455441u

struct clm_device;

/* BLOCK and CHUNK for row blocks made on dev (params "spmv"; BLOCK limited
 * to what local memory holds). */
void clm_csr_block_params(const struct clm_device *dev, int *block, int *chunk);

/* The matrix's meta data when it is clmath's, else NULL. */
const clm_csr_meta *clm_csr_meta_get(const clsparseCsrMatrix *csr);

/* Release the meta data (if any) and clear the pointer. */
void clm_csr_meta_release(clsparseCsrMatrix *csr);

#endif
