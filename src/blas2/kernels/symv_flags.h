/*
 * symv.cl's flags and its panel geometry, shared by the host (blas2/symv.c)
 * and the kernels: valid C and OpenCL C, embedded as a source ahead of
 * symv.cl.
 *
 * A (column-major after the host's normalization) is rows x cols with its
 * stored elements where c - above <= r <= c + below. Panel J is the columns
 * [J tc, (J + 1) tc); it meets the rows [sy_rbegin, sy_rend), walked in
 * tiles of tr rows from a multiple of tr, chunks of ch tiles per group.
 */
#ifndef CLM_SYMV_FLAGS_H
#define CLM_SYMV_FLAGS_H

enum {
    SY_N = 1,          /* y gets A x: each row's sums over the panel (part[]) */
    SY_T = 2,          /* y gets A^T x: each column's sums down the walk (tpart[]) */
    SY_SYM = 4,        /* symmetric or Hermitian: the diagonal counts once (in the N sums) */
    SY_HERM = 8,       /* Hermitian: A^T's elements conjugated, the diagonal real */
    SY_CONJ = 16,      /* conjugate every stored element (row-major Hermitian, GBMV ConjTrans) */
    SY_BETA_ZERO = 32, /* y is written, never read */
    SY_ALPHA_ZERO = 64, /* y := beta y: A, x and the partial sums never read */
    SY_ALIGNED = 128    /* every column's start is a multiple of VW: aligned vector loads */
};

#ifdef __OPENCL_VERSION__
#define SY_FN inline
#else
#define SY_FN static inline
#endif

/* The first row panel J meets, rounded down to its tile. */
SY_FN unsigned sy_rbegin(unsigned J, unsigned tc, unsigned tr, unsigned above)
{
    const unsigned c0 = J * tc;
    return (c0 > above ? c0 - above : 0u) / tr * tr;
}

/* One past the last row panel J meets. */
SY_FN unsigned sy_rend(unsigned J, unsigned tc, unsigned rows, unsigned cols, unsigned below)
{
    const unsigned c1 = cols - J * tc < tc ? cols : J * tc + tc;
    return c1 < rows && rows - c1 > below ? c1 + below : rows;
}

/* The chunks of panel J's walk. */
SY_FN unsigned sy_chunks(unsigned J, unsigned tc, unsigned tr, unsigned ch, unsigned rows,
                         unsigned cols, unsigned above, unsigned below)
{
    const unsigned b = sy_rbegin(J, tc, tr, above), e = sy_rend(J, tc, rows, cols, below);
    return e > b ? ((e - b + tr - 1) / tr + ch - 1) / ch : 0u;
}

#endif
