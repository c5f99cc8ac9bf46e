/* Level 1 BLAS: one precision-generic implementation for every routine. */
#ifndef CLM_LEVEL1_H
#define CLM_LEVEL1_H

#include "core/check.h"
#include "core/dtype.h"

typedef enum clm_l1_op {
    CLM_SWAP,
    CLM_SCAL,  /* alpha of the vector's type */
    CLM_RSCAL, /* real alpha on a complex vector (csscal, zdscal) */
    CLM_COPY,
    CLM_AXPY,
    CLM_ROT,   /* real c, s */
    CLM_ROTM,  /* PARAM in `out` */
    CLM_DOT,   /* dot, dotu */
    CLM_DOTC,
    CLM_ASUM,
    CLM_NRM2,
    CLM_IAMAX,
    CLM_SUM,   /* plain sum (clSPARSE's cldense[S|D]reduce) */
    CLM_ISUM,  /* sum of cl_int elements into a cl_int (cldenseIreduce; dt CLM_S) */
    CLM_L1_OPS
} clm_l1_op;

typedef struct clm_l1_args {
    clm_l1_op op;
    clm_dtype dt; /* the vectors' type */
    size_t n;
    cl_mem x;
    size_t offx;
    int incx;
    cl_mem y;
    size_t offy;
    int incy;
    clm_scalar alpha; /* scal, axpy (rscal: alpha.d holds the real value) */
    double c, s;      /* rot */
    cl_mem out;       /* reductions: the result; rotm: PARAM */
    size_t offout;
    cl_mem scratch; /* reductions */
    clm_queue_args q;
} clm_l1_args;

clblasStatus clm_level1(const clm_l1_args *a);

/* clm_level1 after its checks, for callers that made their own (the
 * clSPARSE dense vector routines): quick returns, plan, enqueue. A
 * reduction given no scratch buffer (NULL) borrows one from the pool. */
struct clm_call;
cl_int clm_level1_enqueue(const struct clm_call *call, const clm_l1_args *a);

/* rotg (a, b, c, s) and rotmg (d1, d2, x1, y1, param): scalars in buffers. */
typedef struct clm_rot_args {
    int modified; /* 0: rotg, 1: rotmg */
    clm_dtype dt;
    cl_mem mem[5];
    size_t off[5];
    clm_queue_args q;
} clm_rot_args;

clblasStatus clm_rotg(const clm_rot_args *a);

/* The program of family "blas1", "reduce_flags+reduce" or "dense_flags+dense"
 * for dt with the database's parameters (shared by every Level 1 routine, so
 * one compile serves all). */
struct clm_params;
struct clm_program;
cl_int clm_level1_program(const struct clm_call *call, clm_dtype dt, const char *family,
                          struct clm_params *prm, size_t *wgs, size_t *ept,
                          struct clm_program **prog);

#endif
