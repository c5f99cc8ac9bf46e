/*
 * The Level 2 kernels' flags argument and storage codes, shared by the host
 * (src/blas2) and the kernels (l2_storage.cl, gemv.cl, tr_*.cl): valid C and
 * OpenCL C, embedded as a source ahead of them. One bit space: the
 * triangular routines run gemv.cl's kernels and gemv_reduce with these.
 */
#ifndef CLM_L2_FLAGS_H
#define CLM_L2_FLAGS_H

enum {
    L2_CONJ_A = 1,     /* conjugate A's elements */
    L2_BETA_ZERO = 2,  /* beta == 0: y is written, never read */
    L2_ALIGNED = 4,    /* offA and lda are multiples of VW: aligned vector loads of A */
    L2_PARTIAL = 8,    /* write partial sums to part[], not y */
    L2_X_UNIT = 16,    /* incx == 1 */
    L2_X_ALIGNED = 32, /* incx == 1 and x's first element on a VW boundary */
    L2_FUSED = 64,     /* with PARTIAL: the last group of a tile adds the partial sums */
    L2_UNIT_DIAG = 128, /* the diagonal is ones, never read */
    L2_LOWER = 256,     /* the lower triangle (else the upper) */
    L2_SUBTRACT = 512,  /* y -= the sum (a solve's update) */
    L2_TRANSPOSED = 1024, /* solves: op(A) is A^T or A^H */
    L2_FORWARD = 2048,    /* solves: first variable first */
    L2_TRI = 4096,        /* gemv.cl: A is triangular, only its stored triangle is read */
    L2_PREFIX = 8192,     /* with TRI: output block b sums [0, (b+1) per) (else [b per, n)) */
    L2_INPLACE = 16384,   /* tr_n / tr_t, with PARTIAL: x := the sums in one pass */
    /* The triangular routines' sums: y := the sum (or y -= it), alpha and
     * beta not applied. For complex, (1, 0) times a sum with an infinite
     * part makes NaN (0 * inf) where reference BLAS, which has no alpha
     * there, has none. */
    L2_PLAIN = 32768
};

/* How A is stored (the storage argument of tr_*): lda-strided columns,
 * packed triangle, LAPACK band. */
enum { L2_FULL = 0, L2_PACKED = 1, L2_BAND = 2 };

/* Where column c of A starts, in elements from A's first (offA): A[start
 * + r] is element (r, c) for every stored row r. Full storage: lda-strided
 * columns; packed: the triangle's columns one after another; band: LAPACK
 * band storage with kd off-diagonals. For the kernels (l2_storage.cl's
 * column(), ger.cl) and the host alike. */
#ifdef __OPENCL_VERSION__
#define L2_FN inline
#else
#define L2_FN static inline
#endif
L2_FN long l2_column_start(unsigned n, unsigned long lda, unsigned kd, unsigned storage, int lower,
                           unsigned c)
{
    const long cc = c;
    if (storage == L2_PACKED)
        return lower ? cc * (2 * (long)n - cc + 1) / 2 - cc : cc * (cc + 1) / 2;
    if (storage == L2_BAND)
        return cc * (long)lda + (lower ? -cc : (long)kd - cc);
    return cc * (long)lda;
}

/* INPLACE (tr_product.cl): the most blocks of x one group's window may
 * meet, and the fewest outputs a block holds. */
enum { L2_INPL_BLOCKS = 64, L2_INPL_SPAN = 64 };

#endif
