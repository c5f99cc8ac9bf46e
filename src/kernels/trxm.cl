/*
 * trxm.cl: the diagonal blocks of TRMM and TRSM (trxm.c). For block b of
 * op(A) (NB x NB, the last one smaller), D_b := op(A)_bb as a full matrix
 * (zeros outside its triangle, the unit diagonal made explicit), or with
 * TRXM_INVERT its inverse; the recursion then multiplies by D_b with the
 * GEMM kernels.
 *
 * One work item per column j of a block: the inverse's column solves
 * op(A)_bb x = e_j by substitution, reading the x it has written so far
 * back from D (its own writes: no synchronisation), so every block and
 * column runs at once.
 */
#ifndef NB
#define NB 64
#endif

/* Element (i, k) of op(A)'s diagonal block at r0 */
inline scalar op_a(global const scalar *A, ulong lda, uint ta, uint r0, uint i, uint k)
{
    const scalar v = ta ? A[r0 + k + (size_t)(r0 + i) * lda] : A[r0 + i + (size_t)(r0 + k) * lda];
    return ta == 2 ? CONJ(v) : v;
}

kernel void tr_diag(const uint n, global const scalar *A, const ulong offA, const ulong lda,
                    global scalar *D, const ulong offD, const uint flags)
{
    const uint j = get_global_id(0), b = get_global_id(1), r0 = b * NB;
    const uint bs = min((uint)NB, n - r0); /* the block's order */
    if (j >= bs)
        return;
    const uint ta = (flags >> TRXM_TA_SHIFT) & 3;
    const int lower = (flags & TRXM_LOWER) != 0, unit = (flags & TRXM_UNIT) != 0;
    A += offA;
    global scalar *x = D + offD + (size_t)b * NB * NB + (size_t)j * NB; /* column j */
    if (!(flags & TRXM_INVERT)) {
        for (uint i = 0; i < bs; i++)
            x[i] = (lower ? i < j : i > j) ? ZERO
                   : i == j && unit        ? ONE
                                           : op_a(A, lda, ta, r0, i, j);
        return;
    }
    /* x := op(A)_bb^-1 e_j: zeros on the far side of j, then substitution
     * away from j */
    for (uint i = 0; i < bs; i++)
        x[i] = ZERO;
    x[j] = unit ? ONE : DIV(ONE, op_a(A, lda, ta, r0, j, j));
    if (lower) {
        for (uint i = j + 1; i < bs; i++) {
            scalar s = ZERO;
            for (uint k = j; k < i; k++)
                s = MAD(s, op_a(A, lda, ta, r0, i, k), x[k]);
            x[i] = unit ? -s : DIV(-s, op_a(A, lda, ta, r0, i, i));
        }
    } else {
        for (uint i = j; i-- > 0;) {
            scalar s = ZERO;
            for (uint k = i + 1; k <= j; k++)
                s = MAD(s, op_a(A, lda, ta, r0, i, k), x[k]);
            x[i] = unit ? -s : DIV(-s, op_a(A, lda, ta, r0, i, i));
        }
    }
}

/* W := the rows x cols block of B (a leaf's right-hand sides, copied so
 * that the leaf's GEMM writes B from the copy). A kernel rather than a
 * rectangular buffer copy: PoCL 3.1 crashes copying from a sub-buffer. */
kernel void tr_copy(const uint rows, const uint cols, global const scalar *B, const ulong offB,
                    const ulong ldb, global scalar *W, const ulong offW, const ulong ldw)
{
    const uint i = get_global_id(0), j = get_global_id(1);
    if (i < rows && j < cols)
        W[offW + i + (size_t)j * ldw] = B[offB + i + (size_t)j * ldb];
}
