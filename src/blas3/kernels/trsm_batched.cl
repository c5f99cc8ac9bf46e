/*
 * trsm_batched.cl: clmath.h's strided batched TRSM for systems of order n
 * at most KMAX, one matrix per work group along dimension 1 (matrix b0 +
 * get_group_id(1)), NC right-hand sides per group along dimension 0.
 *
 * The system S X = alpha R, S of order n (op(A) for side left, op(A)^T for
 * side right: trxm_flags.h's TRXM_* bits say which triangle S is and how
 * it is read from A), R's vectors B's columns (left) or rows (TRXM_RIGHT).
 * The group stages its NC vectors in local memory (loads and stores run
 * along B's contiguous dimension, so they coalesce either way), and with
 * ALOCAL S's triangle too (read along A's columns, conjugated as it is
 * stored); each work item then solves its own vector by substitution,
 * every work item reading the same element of S at once (from local
 * memory, or without ALOCAL from global memory: one broadcast load,
 * cached), and the vectors go back to B. Division by the
 * diagonal as reference BLAS does (no inverse), so a well-conditioned
 * system is solved as accurately as by DTRSM. alpha 0: B := 0, A and B
 * not read.
 *
 * ALOCAL stages S in panels of SP rows (the rows of SP consecutive steps of
 * the substitution, each with all of its triangle's columns), one panel
 * at a time between barriers, so that a system whose triangle does not
 * fit beside the vectors (D of order 64 with 32 vectors) is still read
 * from local memory; SP = KMAX: the whole triangle at once.
 *
 * Parameters (-D): KMAX (largest n), NC (work items, vectors a group),
 * ALOCAL (S staged in local memory), SP (its panel's rows).
 */
#ifndef ALOCAL
#define ALOCAL 0
#endif
#ifndef KMAX
#define KMAX 64
#endif
#ifndef NC
#define NC 32
#endif
#ifndef SP
#define SP KMAX
#endif
#define LDX (NC + 1) /* padded: the loads along n meet no bank twice */

#ifdef CLM_COMPLEX
#define IS_ZERO(v) ((v).x == 0 && (v).y == 0)
#else
#define IS_ZERO(v) ((v) == 0)
#endif

__attribute__((reqd_work_group_size(NC, 1, 1)))
kernel void trsm_batched(const uint n, const uint nrhs, const scalar alpha,
                         global const scalar *A, const ulong offA, const ulong lda,
                         const ulong strideA, global scalar *B, const ulong offB,
                         const ulong ldb, const ulong strideB, const uint flags, const uint b0)
{
    local scalar X[KMAX * LDX];
    const uint t = get_local_id(0), j0 = get_group_id(0) * NC;
    const size_t bi = (size_t)b0 + get_group_id(1);
    A += offA + bi * strideA;
    B += offB + bi * strideB;
    const uint cols = min((uint)NC, nrhs - j0);
    const int right = (flags & TRXM_RIGHT) != 0, zero = IS_ZERO(alpha);
    /* R's element i of vector j0 + jj: B(i, j0 + jj), or B(j0 + jj, i) */
#define R_AT(i, jj) (right ? (size_t)(j0 + (jj)) + (size_t)(i) * ldb \
                           : (size_t)(i) + (size_t)(j0 + (jj)) * ldb)
    if (!zero) {
        for (uint e = t; e < n * NC; e += NC) {
            const uint i = right ? e / NC : e % n, jj = right ? e % NC : e / n;
            if (jj < cols)
                X[i * LDX + jj] = B[R_AT(i, jj)];
        }
    }
    const int lower = (flags & TRXM_LOWER) != 0, tr = (flags & TRXM_TR) != 0,
              cj = (flags & TRXM_CONJ) != 0, unit = (flags & TRXM_UNIT) != 0;
#if ALOCAL
    /* S(i, k) at Sl[(i - lo) * (KMAX + 1) + k] for the panel's rows lo <= i
     * < hi: its triangle only, A's element (r, c) from e, r fastest, so
     * neighbouring work items read neighbours */
    local scalar Sl[SP * (KMAX + 1)];
#define S_AT(i, k) Sl[((i) - lo) * (KMAX + 1) + (k)]
#else
#define S_AT(i, k)                                                                  \
    (cj ? CONJ(A[tr ? (size_t)(k) + (size_t)(i) * lda : (size_t)(i) + (size_t)(k) * lda]) \
        : A[tr ? (size_t)(k) + (size_t)(i) * lda : (size_t)(i) + (size_t)(k) * lda])
#endif
    /* steps s0 .. s1 - 1 of the substitution: rows s (lower) or n - 1 - s */
    for (uint s0 = 0; s0 < n; s0 += SP) {
        const uint s1 = min(n, s0 + SP);
#if ALOCAL
        if (s0 > 0) /* every work item done with the last panel */
            barrier(CLK_LOCAL_MEM_FENCE);
        /* S's rows lo .. lo + h - 1: A's rows (not tr) or columns (tr) */
        const uint lo = lower ? s0 : n - s1, h = s1 - s0, ar = tr ? n : h;
        for (uint e = t; !zero && e < n * h; e += NC) {
            const uint r = e % ar + (tr ? 0 : lo), c = e / ar + (tr ? lo : 0);
            const uint i = tr ? c : r, k = tr ? r : c;
            if ((lower ? k <= i : k >= i) && !(unit && i == k)) {
                const scalar a = A[(size_t)r + (size_t)c * lda];
                S_AT(i, k) = cj ? CONJ(a) : a;
            }
        }
#endif
        barrier(CLK_LOCAL_MEM_FENCE); /* R's vectors staged (and the panel) */
        if (!zero && t < cols) {
            local scalar *x = X + t;
            for (uint s = s0; s < s1; s++) {
                const uint i = lower ? s : n - 1 - s;
                scalar v = MUL(alpha, x[i * LDX]);
                /* the solved part of the vector: k < i (lower) or k > i */
                const uint k0 = lower ? 0 : i + 1, k1 = lower ? i : n;
                for (uint k = k0; k < k1; k++)
                    v = MAD(v, -S_AT(i, k), x[k * LDX]);
                if (!unit)
                    v = DIV(v, S_AT(i, i));
                x[i * LDX] = v;
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint e = t; e < n * NC; e += NC) {
        const uint i = right ? e / NC : e % n, jj = right ? e % NC : e / n;
        if (jj < cols)
            B[R_AT(i, jj)] = zero ? ZERO : X[i * LDX + jj];
    }
}
