/*
 * clSPARSE-1x.h - the plain C structures through which clSPARSE routines
 * receive OpenCL 1.x buffers: scalars, dense vectors and matrices, and
 * sparse matrices in COO and CSR form.
 *
 * The caller creates and releases every cl_mem. Offsets count elements of
 * the buffer's type (not bytes) from the start of the buffer. Indices kept
 * in the buffers are 0-based clsparseIdx_t. The layout of every structure is
 * clSPARSE's, so programs and bindings written for clSPARSE work unchanged.
 */
#ifndef CLMATH_CLSPARSE_1X_H_
#define CLMATH_CLSPARSE_1X_H_

#include "clSPARSE-xx.h"

/* One value (alpha, beta, a result) in device memory. */
typedef struct clsparseScalar_
{
    cl_mem value;
    clsparseIdx_t off_value;
} clsparseScalar;

/* A dense vector of num_values contiguous elements. */
typedef struct cldenseVector_
{
    clsparseIdx_t num_values;
    cl_mem values;
    clsparseIdx_t off_values;
} cldenseVector;

/* A sparse matrix in compressed sparse row form: row i holds the entries
 * row_pointer[i] .. row_pointer[i+1]-1 of values and col_indices.
 * meta belongs to the library (clsparseCsrMetaCreate / clsparseCsrMetaDelete):
 * initialize it with clsparseInitCsrMatrix and leave it alone. */
typedef struct clsparseCsrMatrix_
{
    clsparseIdx_t num_rows;
    clsparseIdx_t num_cols;
    clsparseIdx_t num_nonzeros;

    cl_mem values;      /* num_nonzeros values */
    cl_mem col_indices; /* num_nonzeros column indices */
    cl_mem row_pointer; /* num_rows + 1 row starts */

    clsparseIdx_t off_values;
    clsparseIdx_t off_col_indices;
    clsparseIdx_t off_row_pointer;

    void* meta;
} clsparseCsrMatrix;

/* A sparse matrix as a list of (row, column, value) triplets. */
typedef struct clsparseCooMatrix_
{
    clsparseIdx_t num_rows;
    clsparseIdx_t num_cols;
    clsparseIdx_t num_nonzeros;

    cl_mem values;
    cl_mem col_indices;
    cl_mem row_indices;

    clsparseIdx_t off_values;
    clsparseIdx_t off_col_indices;
    clsparseIdx_t off_row_indices;
} clsparseCooMatrix;

/* A dense matrix; lead_dim is the distance, in elements, between the starts
 * of consecutive rows (rowMajor) or columns (columnMajor). */
typedef struct cldenseMatrix_
{
    clsparseIdx_t num_rows;
    clsparseIdx_t num_cols;
    clsparseIdx_t lead_dim;
    cldenseMajor major;

    cl_mem values;

    clsparseIdx_t off_values;
} cldenseMatrix;

#endif /* CLMATH_CLSPARSE_1X_H_ */
