/*
 * spmv_plan.h - what csrmv and coomv share: the checks of the scalars and
 * vectors, the "spmv" program (spmv.cl) with its work-group size, and the
 * row-per-team kernels (spmv_rows for CSR, spmv_coo for COO).
 */
#ifndef CLM_SPARSE_SPMV_PLAN_H
#define CLM_SPARSE_SPMV_PLAN_H

#include "core/launch.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "sparse/csr_meta.h"
#include "sparse/sparse.h"

typedef struct clm_spmv_plan {
    clm_params prm;     /* "spmv" parameters */
    unsigned wgs;       /* work-group size, a power of two */
    int block;          /* BLOCK the program was built with */
    int split;          /* spmv.cl's SPLIT: 0 no split rows, 1 finished by
                         * spmv_long, 2 by spmv_adaptive's last chunk group */
    clm_program *prog;
} clm_spmv_plan;

/* The program for dt on the call's device, for the shape the matrix's row
 * blocks were made for (NULL: the device's shape for dt) and its nlong
 * split rows. CL_OUT_OF_RESOURCES when local memory cannot hold a block,
 * else the build status. */
cl_int clm_spmv_plan_make(const clm_sp_call *call, clm_dtype dt, const clm_csr_shape *shape,
                          cl_uint nlong, clm_spmv_plan *p);

/* Work items per row: the mean row length rounded up to a power of two,
 * at most LANES and the work-group size. */
unsigned clm_spmv_lanes(const clm_spmv_plan *p, size_t nrows, size_t nnz);

/* The checks every SpMV starts with: set-up, control and precision
 * (clm_sp_begin), then NULL structures (A is the matrix). */
clsparseStatus clm_spmv_begin(clm_dtype dt, const clsparseScalar *alpha, const void *A,
                              const cldenseVector *x, const clsparseScalar *beta,
                              const cldenseVector *y, clsparseControl control, clm_sp_call *call);

/* Then the sizes of a rows x cols matrix and its vectors
 * (clsparseInvalidSize), and the buffers of alpha, beta, x and y. */
clsparseStatus clm_spmv_check_vectors(const clm_sp_call *call, clm_dtype dt, size_t rows,
                                      size_t cols, const clsparseScalar *alpha,
                                      const cldenseVector *x, const clsparseScalar *beta,
                                      const cldenseVector *y);

/* A matrix as the row-per-team kernels take it: idx holds the CSR row
 * pointers (spmv_rows) or the COO row indices (spmv_coo). */
typedef struct clm_spmv_matrix {
    cl_uint rows, cols, nnz;
    cl_mem val, col, idx;
    cl_ulong val_off, col_off, idx_off;
} clm_spmv_matrix;

/* Enqueue kernel ("spmv_rows" or "spmv_coo") on l for y := alpha*A*x + beta*y,
 * with clm_spmv_lanes work items per row. */
cl_int clm_spmv_rows_launch(clm_launch *l, const clm_spmv_plan *p, const char *kernel,
                            const clm_spmv_matrix *A, const clsparseScalar *alpha,
                            const cldenseVector *x, const clsparseScalar *beta,
                            cldenseVector *y);

#endif
