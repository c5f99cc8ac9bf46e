/*
 * The triangular family's pieces, shared by triangular.c (checks and
 * normalization), tr_multiply.c (x := op(A) x), tr_solve.c (the blocked
 * solve) and tr_sweep.c (the one-launch solves).
 */
#ifndef CLM_TR_INTERNAL_H
#define CLM_TR_INTERNAL_H

#include "blas2/storage.h"
#include "blas2/triangular.h"
#include "core/launch.h"

/* Kernel sources of the programs: the products (with gemv.cl's layout and
 * gemv_reduce), the blocked solve, and the one-launch solves. These keep
 * gemv.cl too: their options may name gemv_n's register cap (gemv's NREGN
 * key), and core/ptx.c caps no kernel of a program that lacks one it names
 * (tr_sweep3's NREG cap included). */
#define CLM_TR_PRODUCT_SOURCES CLM_GEMV_SOURCES "+tr_product"
#define CLM_TR_SOLVE_SOURCES CLM_TR_PRODUCT_SOURCES "+tr_solve"
#define CLM_TR_SWEEP_SOURCES CLM_GEMV_SOURCES "+tr_sweep+tr_inv+tr_publish+tr_sweep2+tr_sweep3"

/* The normalized problem: A column-major, lower or upper, kd off-diagonals
 * (n - 1 unless banded). */
typedef struct clm_tri {
    const clm_tri_args *a;
    cl_uint n, kd, storage;
    unsigned flags; /* L2_CONJ_A, L2_UNIT_DIAG, L2_LOWER */
    int transposed;
    cl_ulong xb; /* x's first logical element */
} clm_tri;

struct clm_launch;
struct clm_call;
struct clm_params;
struct clm_program;

/* lower N or upper T: first variable first */
int clm_tr_forward(const clm_tri *t);

/* Start g with the arguments every tr_* kernel but tr_copy begins with:
 * n, kd, storage, A, offA, lda. */
void clm_tr_args(clm_kargs *g, const clm_tri *t);

/* Append the caller's x as the kernels take it: x, its first logical
 * element, incx. */
void clm_tr_arg_x(clm_kargs *g, const clm_tri *t);

/* A key of the one-launch solve, per precision, in its large form (LSYNC,
 * LNB, LLOOK, ...) where the entry sets one, from n = LN on, or from the
 * key's own threshold (AHEADN for AHEAD) where set. */
int clm_tr_key(const struct clm_params *prm, const clm_tri *t, const char *key, int fallback);

/* The solves' program of the given sources: gemv.cl's compile options, from
 * the plan *pl of an nb x nb block (its work-group sizes serve the solve's
 * own kernels), and the solve's defines. */
cl_int clm_tr_program(const struct clm_call *call, const clm_tri *t,
                      const struct clm_params *prm, cl_uint nb, const char *sources,
                      const char *defines, clm_l2_plan *pl, struct clm_program **prog);

/* sum over op(A)[rows, cols] times x into y (=, -=, or partial sums), with
 * tr_n (outputs are rows) or tr_t (outputs are columns). x and y are both
 * the caller's x, or x a contiguous copy. */
cl_int clm_tr_product(struct clm_launch *l, struct clm_program *prog, const clm_tri *t,
                      const clm_l2_plan *pl, cl_mem xin, cl_ulong xinb, int incxin, cl_uint row0,
                      cl_uint nrows, cl_uint col0, cl_uint ncols, unsigned flags, cl_mem part,
                      cl_mem counters);

/* x := op(A) x */
cl_int clm_tr_multiply(struct clm_launch *l, const struct clm_call *call, const clm_tri *t,
                       const struct clm_params *prm);

/* op(A) x = b: the one-launch sweep where configured, else blocked */
cl_int clm_tr_solve(struct clm_launch *l, const struct clm_call *call, const clm_tri *t,
                    const struct clm_params *prm);

/* op(A) x = b in one sweep (SYNC=sync); CL_INVALID_OPERATION, with nothing
 * enqueued, where the device cannot take the configured blocks. */
cl_int clm_tr_sweep(struct clm_launch *l, const struct clm_call *call, const clm_tri *t,
                    const struct clm_params *prm, int sync);

#endif
