/* GEMM: C := alpha op(A) op(B) + beta C, all precisions and orders; and the
 * engine under it, which the Level 3 routines call on sub-blocks. */
#ifndef CLM_GEMM_H
#define CLM_GEMM_H

#include "core/check.h"
#include "core/dtype.h"
#include "core/launch.h"

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
    clm_queue_args q;
} clm_gemm_args;

/* clblasXgemm's argument checks, in their order (the batched GEMM's too):
 * clblasSuccess and *call filled, or the status. */
clblasStatus clm_gemm_check(const clm_gemm_args *a, clm_call *call);

/* clblasXgemm: the arguments checked, the row-major case turned into the
 * column-major one, one clm_gemm_enqueue. */
clblasStatus clm_gemm(const clm_gemm_args *a);

/* A call with a side and a triangle (SYMM, HEMM, TRMM, TRSM) as the
 * column-major problem it is stored as: a row-major one takes the other
 * side and triangle, M and N swapped (symm.c and trxm.c say why). The
 * matrix on the side is ka x ka, ka = left ? m : n; the other m x n. */
typedef struct clm_sided {
    int left, lower;
    size_t m, n, ka;
} clm_sided;

static inline clm_sided clm_sided_of(clblasOrder order, clblasSide side, clblasUplo uplo,
                                     size_t M, size_t N)
{
    const int col = order == clblasColumnMajor, left = (side == clblasLeft) == col;
    const size_t m = col ? M : N, n = col ? N : M;
    return (clm_sided){left, (uplo == clblasLower) == col, m, n, left ? m : n};
}

/* Which elements of C a product writes (column-major sense): all, or only
 * the lower (row >= col) or upper (row <= col) triangle, the other one
 * neither read nor written (SYRK-type updates). */
enum { CLM_MASK_FULL = 0, CLM_MASK_LOWER = 1, CLM_MASK_UPPER = 2 };

/* One column-major product on sub-blocks: C (m x n, from element offC,
 * leading dimension ldc) := alpha op(A) op(B) + beta C, op(A) m x k, op(B)
 * k x n, ta and tb 0 N, 1 T, 2 C. The caller has checked the arguments
 * (dimensions below CLM_MAX_DIM, every block inside its buffer); C may share
 * a buffer with A or B where their blocks do not overlap. */
typedef struct clm_gemm_op {
    clm_dtype dt;
    int ta, tb;
    size_t m, n, k;
    clm_scalar alpha, beta;
    clm_mat A, B, C; /* op(A) m x k, op(B) k x n, C m x n */
    int mask;        /* CLM_MASK_* */
    unsigned herm; /* complex, with a mask: CLM_HERM_* bits */
    /* Batched (clmath.h; mask FULL): batch > 0 products of the same shape
     * in one launch. bmode CLM_BATCH_STRIDED: product i's A, B and C lie
     * i strides after offA, offB, offC. CLM_BATCH_ARRAYS: product i's
     * offsets are boff's ulongs 3 i .. 3 i + 2 (offA, offB, offC must be
     * 0) and its alpha and beta bscal's scalars 2 i, 2 i + 1 (alpha and
     * beta above unused). batch 0: one product, as always. */
    size_t batch;
    int bmode;
    cl_ulong strideA, strideB, strideC;
    cl_mem boff, bscal;
} clm_gemm_op;

enum { CLM_BATCH_STRIDED = 1, CLM_BATCH_ARRAYS = 2 };

/* Matrices one batched launch takes on dev (the "batch" set's LAUNCH). */
size_t clm_batch_launch(const struct clm_device *dev);

/* Hermitian updates (HERK, HER2K) as reference BLAS computes them: a real
 * alpha or beta scales each part of a complex value, and the diagonal's
 * imaginary parts are set to zero. */
enum { CLM_HERM_ALPHA = 1, CLM_HERM_BETA = 2, CLM_HERM_DIAG = 4 };

/* Enqueue op as steps of l (none where C stays as it is: m or n 0, or
 * alpha op(A) op(B) nothing and beta 1). beta 0: C is not read; alpha 0
 * or k 0: A and B are not read. */
cl_int clm_gemm_enqueue(clm_launch *l, const clm_call *call, const clm_gemm_op *op);

/* The kernel's compile-time shape (the database keys of the same names). */
typedef struct clm_gemm_tile {
    int mwg, nwg, kwg, mdimc, ndimc, vwm, vwn, pada, padb;
    int mma, wm; /* MMA: products on tensor cores, WM warps along M (gemm.cl) */
    int lbuf;    /* local buffers per panel, 1 or 2 (0: 2) */
    int async;   /* ASYNC: stages of cp.async loads (real types, NVIDIA sm_80+), 0 none */
} clm_gemm_tile;

struct clm_device;

/* Does t make a kernel for dt on dev (gemm.cl's divisibility rules, the
 * device's work-group size and local memory)? A shape that does not is
 * replaced by a safe one when a call is made; clmath-tune skips it. */
int clm_gemm_tile_valid(const clm_gemm_tile *t, clm_dtype dt, const struct clm_device *dev);

#endif
