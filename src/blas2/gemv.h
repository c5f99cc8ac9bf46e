/* GEMV: y := alpha*op(A)*x + beta*y, all precisions and orders. */
#ifndef CLM_GEMV_H
#define CLM_GEMV_H

#include "core/dtype.h"

typedef struct clm_gemv_args {
    clm_dtype dt;
    clblasOrder order;
    clblasTranspose trans;
    size_t M, N;
    clm_scalar alpha, beta;
    cl_mem A;
    size_t offA, lda;
    cl_mem x;
    size_t offx;
    int incx;
    cl_mem y;
    size_t offy;
    int incy;
    cl_uint nq;
    cl_command_queue *queues;
    cl_uint nwait;
    const cl_event *wait;
    cl_event *events;
} clm_gemv_args;

clblasStatus clm_gemv(const clm_gemv_args *a);

/* The shape of a gemv_n / gemv_t launch, shared with the routines that use
 * gemv.cl's layout (the triangular family). */
typedef struct clm_gemv_plan {
    int wgsn, wgst, wgsr; /* work-group sizes of gemv_n, gemv_t, gemv_reduce */
    int wgs;              /* of the kernel in use */
    int vw, cpt_max, xch;
    int transposed;      /* gemv_t rather than gemv_n */
    unsigned tx;         /* work items along the rows */
    unsigned cpt;        /* gemv_t: columns per work item */
    unsigned groups;     /* work groups along dimension 0 (TRI: the triangular grid's) */
    unsigned blocks;     /* output blocks (the fused split's counters) */
    unsigned tri_per;    /* TRI: outputs per block; 0 for a full matrix */
    unsigned P;          /* slices of the summed dimension */
    unsigned slice;      /* columns (gemv_n) or rows (gemv_t) per slice */
    unsigned lanes;      /* gemv_reduce: work items per output */
    unsigned flags;
    char letter; /* the precision's letter, for per-precision keys (FUSE.S) */
} clm_gemv_plan;

struct clm_params;
struct clm_device;
struct clm_launch;
struct clm_program;

/* Tile shape and split for a column-major rows x cols product whose summed
 * dimension is cols (transposed == 0) or rows (transposed == 1); without
 * vector_loads each work item takes one row at a time (VW = 1). */
void clm_gemv_make_plan(clm_gemv_plan *pl, const struct clm_params *prm,
                        const struct clm_device *dev, clm_dtype dt, size_t rows, size_t cols,
                        int transposed, int vector_loads);

/* The build options of gemv.cl for a plan (also for programs that include it). */
void clm_gemv_options(const clm_gemv_plan *pl, const struct clm_params *prm,
                      const struct clm_device *dev, clm_dtype dt, char *buf, size_t cap);

struct clm_call;

/* The plan of a checked call, normalized to a column-major rows x cols A
 * (the summed dimension cols, or rows when transposed), with gemv.cl flags
 * (CONJ_A, BETA_ZERO, and for the triangular family TRI with its triangle,
 * diagonal and PREFIX; A square then), xbase x's first logical element.
 * With alpha_zero, y = beta y alone. Plans with prm (the caller's
 * parameters). The main kernel writes y itself when P <= 1 or with flag
 * FUSED; otherwise gemv_reduce does, after every read of x. */
void clm_gemv_plan_call(clm_gemv_plan *pl, const struct clm_call *call,
                        const struct clm_params *prm, const clm_gemv_args *a, size_t rows,
                        size_t cols, int transposed, unsigned flags, int alpha_zero,
                        cl_ulong xbase);

/* Set a plan's flags for x read with increment incx from element xbase
 * (the caller changed x after planning). */
void clm_gemv_plan_x(clm_gemv_plan *pl, const struct clm_params *prm, int incx, cl_ulong xbase);

/* Enqueue a planned call (ybase: y's first logical element). */
cl_int clm_gemv_enqueue_plan(struct clm_launch *l, const struct clm_call *call,
                             const struct clm_params *prm, const clm_gemv_plan *pl,
                             const clm_gemv_args *a, size_t rows, size_t cols, cl_ulong xbase,
                             cl_ulong ybase);

/* Enqueue gemv_reduce: y = alpha * (sum of the P partial rows) + beta * y. */
cl_int clm_gemv_enqueue_reduce(struct clm_launch *l, struct clm_program *prog,
                                const clm_gemv_plan *pl, clm_dtype dt, cl_uint len, cl_mem part,
                                cl_mem y, cl_ulong ybase, int incy, clm_scalar alpha,
                                clm_scalar beta, unsigned flags);

#endif
