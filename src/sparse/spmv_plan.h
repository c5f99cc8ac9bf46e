/*
 * spmv_plan.h - what csrmv and coomv share: the "spmv" program (spmv.cl)
 * with its work-group size, and the team size of the row-per-team kernels
 * (spmv_rows for CSR, spmv_coo for COO).
 */
#ifndef CLM_SPARSE_SPMV_PLAN_H
#define CLM_SPARSE_SPMV_PLAN_H

#include "core/params.h"
#include "core/program_cache.h"
#include "sparse/sparse.h"

typedef struct clm_spmv_plan {
    clm_params prm;     /* "spmv" parameters */
    unsigned wgs;       /* work-group size, a power of two */
    int block;          /* BLOCK the program was built with */
    clm_program *prog;
} clm_spmv_plan;

/* The program for dt on the call's device; block > 0 is the BLOCK of the
 * matrix's row blocks, 0 the device's default. CL_OUT_OF_RESOURCES when
 * local memory cannot hold a block, else the build status. */
cl_int clm_spmv_plan_make(const clm_sp_call *call, clm_dtype dt, int block, clm_spmv_plan *p);

/* Work items per row: the mean row length rounded up to a power of two,
 * at most LANES and the work-group size. */
unsigned clm_spmv_lanes(const clm_spmv_plan *p, size_t nrows, size_t nnz);

#endif
