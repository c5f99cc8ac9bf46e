/*
 * csr_meta.c - CSR-Adaptive row blocks: clsparseCsrMetaSize,
 * clsparseCsrMetaCreate, clsparseCsrMetaDelete (see csr_meta.h).
 */
#include "sparse/csr_meta.h"

#include <stdlib.h>

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
