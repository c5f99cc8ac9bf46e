/*
 * The Level 2 storage layer, host side: the column-major product that
 * gemv.cl's kernels compute (y := alpha op(A) x + beta y, or a triangular
 * routine's plain sum), its plan (tile shape, split, the triangular tile
 * grid of l2_storage.cl) and its launches. GEMV fills a clm_l2_operand with
 * its normalized call; the triangular family with its full-storage product.
 * Kernel flags: blas2/kernels/l2_flags.h.
 */
#ifndef CLM_L2_STORAGE_H
#define CLM_L2_STORAGE_H

#include "core/check.h"
#include "core/dtype.h"
#include "blas2/kernels/l2_flags.h"

/* How A is stored, as the kernels take it (l2_flags.h). */
typedef enum clm_storage {
    CLM_FULL = L2_FULL,
    CLM_PACKED = L2_PACKED,
    CLM_BAND = L2_BAND
} clm_storage;

/* A column-major rows x cols A times x into y, on check.h's views; the
 * vectors' off is their first logical element (clm_vector_base), where
 * the kernels start. */
typedef struct clm_l2_operand {
    clm_dtype dt;
    size_t rows, cols;
    clm_mat A;
    clm_vec x, y;
    clm_scalar alpha, beta;
} clm_l2_operand;

/* The shape of a gemv_n / gemv_t launch, also of the triangular family's
 * tr_n / tr_t, which share gemv.cl's layout. */
typedef struct clm_l2_plan {
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
    int large;   /* gemv_n from LN on: its keys' large forms (LTXN.S, ...) apply */
} clm_l2_plan;

struct clm_params;
struct clm_device;
struct clm_launch;
struct clm_program;
struct clm_call;

/* Tile shape and split for a column-major rows x cols product whose summed
 * dimension is cols (transposed == 0) or rows (transposed == 1); without
 * vector_loads each work item takes one row at a time (VW = 1). */
void clm_l2_make_plan(clm_l2_plan *pl, const struct clm_params *prm, const struct clm_device *dev,
                      clm_dtype dt, size_t rows, size_t cols, int transposed, int vector_loads);

/* The build options of gemv.cl for a plan (also for programs that include it). */
void clm_l2_options(const clm_l2_plan *pl, const struct clm_params *prm,
                    const struct clm_device *dev, clm_dtype dt, char *buf, size_t cap);

/* The plan of a checked call's product op (the summed dimension op->cols,
 * or op->rows when transposed), with l2_flags.h flags (CONJ_A, BETA_ZERO,
 * and for the triangular family TRI with its triangle, diagonal and
 * PREFIX; A square then). With alpha_zero, y = beta y alone. Plans with
 * prm (the caller's parameters). The main kernel writes y itself when
 * P <= 1 or with flag FUSED; otherwise gemv_reduce does, after every read
 * of x. */
void clm_l2_plan_call(clm_l2_plan *pl, const struct clm_call *call, const struct clm_params *prm,
                      const clm_l2_operand *op, int transposed, unsigned flags, int alpha_zero);

/* Set a plan's flags for op's x (the caller changed x after planning). */
void clm_l2_plan_x(clm_l2_plan *pl, const struct clm_params *prm, const clm_l2_operand *op);

/* Enqueue a planned product. */
cl_int clm_l2_enqueue(struct clm_launch *l, const struct clm_call *call,
                      const struct clm_params *prm, const clm_l2_plan *pl,
                      const clm_l2_operand *op);

/* Append the arguments that end gemv_n, gemv_t, tr_n and tr_t: flags,
 * the plan's tile (tx, slice length, and cpt where transposed), the
 * partial sums and the counters. */
struct clm_kargs;
void clm_l2_arg_tiles(struct clm_kargs *g, const clm_l2_plan *pl, unsigned flags, cl_mem part,
                      cl_mem counters);

/* Enqueue gemv_reduce: y = alpha * (sum of the P partial rows) + beta * y. */
cl_int clm_l2_enqueue_reduce(struct clm_launch *l, struct clm_program *prog,
                             const clm_l2_plan *pl, clm_dtype dt, cl_uint len, cl_mem part,
                             cl_mem y, cl_ulong ybase, int incy, clm_scalar alpha,
                             clm_scalar beta, unsigned flags);

/* Kernel sources, for a program's family string: l2_storage.cl (and the
 * flags) ahead of every Level 2 kernel source, gemv.cl's program. */
#define CLM_L2_SOURCES "l2_flags+l2_storage"
#define CLM_GEMV_SOURCES CLM_L2_SOURCES "+gemv"

#endif
