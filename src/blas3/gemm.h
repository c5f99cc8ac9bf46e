/* GEMM: C := alpha op(A) op(B) + beta C, all precisions and orders. */
#ifndef CLM_GEMM_H
#define CLM_GEMM_H

#include "core/dtype.h"

typedef struct clm_gemm_args {
    clm_dtype dt;
    clblasOrder order;
    clblasTranspose transA, transB;
    size_t M, N, K;
    clm_scalar alpha;
    cl_mem A;
    size_t offA, lda;
    cl_mem B;
    size_t offB, ldb;
    clm_scalar beta;
    cl_mem C;
    size_t offC, ldc;
    cl_uint nq;
    cl_command_queue *queues;
    cl_uint nwait;
    const cl_event *wait;
    cl_event *events;
} clm_gemm_args;

clblasStatus clm_gemm(const clm_gemm_args *a);

/* The kernel's compile-time shape (the database keys of the same names). */
typedef struct clm_gemm_tile {
    int mwg, nwg, kwg, mdimc, ndimc, vwm, vwn, pada, padb;
    int mma, wm; /* MMA: products on tensor cores, WM warps along M (gemm.cl) */
} clm_gemm_tile;

struct clm_device;

/* Does t make a kernel for dt on dev (gemm.cl's divisibility rules, the
 * device's work-group size and local memory)? A shape that does not is
 * replaced by a safe one when a call is made; clmath-tune skips it. */
int clm_gemm_tile_valid(const clm_gemm_tile *t, clm_dtype dt, const struct clm_device *dev);

#endif
