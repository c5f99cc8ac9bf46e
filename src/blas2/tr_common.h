/*
 * The triangular family's shared pieces (tr_common.c): the call's arguments,
 * the normalized problem, the kernels' common arguments, the solves' keys and
 * program, and the tr_n / tr_t product. The leaf of the family: it includes
 * none of triangular.h, tr_multiply.h, tr_solve.h, tr_sweep.h, so that
 * calls run one way, triangular.c -> tr_multiply.c, tr_solve.c, tr_sweep.c
 * -> tr_common.c.
 */
#ifndef CLM_TR_COMMON_H
#define CLM_TR_COMMON_H

#include "blas2/storage.h"
#include "core/check.h"
#include "core/launch.h"

/* Kernel sources of the programs: the products (with gemv.cl's layout and
 * gemv_reduce), the blocked solve, and the one-launch solves. These keep
 * gemv.cl too: their options may name gemv_n's register cap (gemv's NREGN
 * key), and core/ptx.c caps no kernel of a program that lacks one it names
 * (tr_sweep3's NREG cap included). */
#define CLM_TR_PRODUCT_SOURCES CLM_GEMV_SOURCES "+tr_product"
#define CLM_TR_SOLVE_SOURCES CLM_TR_PRODUCT_SOURCES "+tr_solve"
#define CLM_TR_SWEEP_SOURCES CLM_GEMV_SOURCES "+tr_sweep+tr_inv+tr_publish+tr_sweep2+tr_sweep3"

/* The call as the API gives it (clm_triangular, triangular.h). Here rather
 * than in triangular.h because every piece reads it through clm_tri. */
typedef struct clm_tri_args {
    int solve; /* 0: x := op(A) x; 1: solve op(A) x = b, b given in x */
    clm_storage storage;
    clm_dtype dt;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t N, K;  /* K: off-diagonals of a band matrix */
    clm_mat A;    /* ld unused for packed storage */
    clm_vec x;
    clm_queue_args q;
} clm_tri_args;

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

/* A key of the solves, per precision, in its large form (LSYNC, LNB, LLOOK,
 * ...) where the entry sets one, from n = LN on, or from the key's own
 * threshold (AHEADN for AHEAD) where set. */
int clm_tr_key(const struct clm_params *prm, const clm_tri *t, const char *key, int fallback);

/* The solves' program of the given sources: gemv.cl's compile options, from
 * the plan *pl of an nb x nb block (its work-group sizes serve the solve's
 * own kernels), and the solve's defines. */
cl_int clm_tr_program(const struct clm_call *call, const clm_tri *t,
                      const struct clm_params *prm, cl_uint nb, const char *sources,
                      const char *defines, clm_l2_plan *pl, struct clm_program **prog);

/* sum over op(A)[rows, cols] times x into y (=, -=, or partial sums), with
 * tr_n (outputs are rows) or tr_t (outputs are columns). x and y are both
 * the caller's x, or x a contiguous copy. The product of TRMV and the
 * update step of the blocked solve. */
cl_int clm_tr_product(struct clm_launch *l, struct clm_program *prog, const clm_tri *t,
                      const clm_l2_plan *pl, cl_mem xin, cl_ulong xinb, int incxin, cl_uint row0,
                      cl_uint nrows, cl_uint col0, cl_uint ncols, unsigned flags, cl_mem part,
                      cl_mem counters);

#endif
