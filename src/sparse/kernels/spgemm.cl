/*
 * spgemm.cl: C = A * B for CSR matrices A (m x k) and B (k x n), C made by
 * the call (clsparseScsrSpGemm, sparse/spgemm.c).
 *
 * One work item per row of C, in two passes over the same walk:
 *
 *   spgemm_count  the number of distinct columns of row i of C: the
 *                 products of row i are the entries of the rows of B that
 *                 row i of A names; the walk repeatedly takes the smallest
 *                 product column not yet taken (a scan over all the row's
 *                 products per column of C). The count goes to cnt[i + 1]
 *                 (cnt[0] = 0), which the host scans into row pointers.
 *   spgemm_fill   the same walk, writing each column (ascending) and the
 *                 sum of its products, taken in A's entry order and, within
 *                 one entry of A, in B's entry order: the same bits from run
 *                 to run. Columns whose products cancel stay (value 0), as
 *                 in clSPARSE: the structure is symbolic.
 *
 * Work is O(products * columns) per row: simple and deterministic, no
 * scratch memory, B's rows need not be sorted (duplicate columns in a row
 * of B are summed). Not fast for long rows; see docs/sparse.md.
 *
 * Corrupt data: entry indices are clamped to [0, nnz], columns of A past
 * B's rows and columns of B past n contribute nothing, and the fill never
 * writes past its row's range; so no access leaves the buffers. No local
 * memory, no barriers.
 */

#if CLM_PRECISION != 0 && CLM_PRECISION != 1
#error "spgemm.cl: real precisions only"
#endif

/* The smallest product column of the row that is >= lo, or n if none. */
inline uint spgemm_next(uint lo, uint n, uint k, uint nnzb, uint a0, uint a1,
                        __global const uint *acol, __global const uint *bcol,
                        __global const uint *brp)
{
    uint best = n;
    for (uint z = a0; z < a1; z++) {
        const uint kc = acol[z];
        if (kc >= k)
            continue;
        const uint b0 = min(brp[kc], nnzb), b1 = clamp(brp[kc + 1], b0, nnzb);
        for (uint y = b0; y < b1; y++) {
            const uint c = bcol[y];
            if (c >= lo && c < best)
                best = c;
        }
    }
    return best;
}

__kernel void spgemm_count(uint m, uint k, uint n, uint nnza, uint nnzb,
                           __global const uint *acol, ulong acol_off, __global const uint *arp,
                           ulong arp_off, __global const uint *bcol, ulong bcol_off,
                           __global const uint *brp, ulong brp_off, __global uint *cnt)
{
    const size_t i = get_global_id(0);
    if (i >= m)
        return;
    acol += acol_off;
    arp += arp_off;
    bcol += bcol_off;
    brp += brp_off;
    const uint a0 = min(arp[i], nnza), a1 = clamp(arp[i + 1], a0, nnza);
    uint count = 0, lo = 0;
    for (;;) {
        const uint c = spgemm_next(lo, n, k, nnzb, a0, a1, acol, bcol, brp);
        if (c >= n)
            break;
        count++;
        lo = c + 1; /* c < n <= 2^31 - 1: no overflow */
    }
    cnt[i + 1] = count;
    if (i == 0)
        cnt[0] = 0;
}

__kernel void spgemm_fill(uint m, uint k, uint n, uint nnza, uint nnzb, uint nnzc,
                          __global const real *aval, ulong aval_off, __global const uint *acol,
                          ulong acol_off, __global const uint *arp, ulong arp_off,
                          __global const real *bval, ulong bval_off, __global const uint *bcol,
                          ulong bcol_off, __global const uint *brp, ulong brp_off,
                          __global const uint *crp, __global uint *ccol, __global real *cval)
{
    const size_t i = get_global_id(0);
    if (i >= m)
        return;
    aval += aval_off;
    acol += acol_off;
    arp += arp_off;
    bval += bval_off;
    bcol += bcol_off;
    brp += brp_off;
    const uint a0 = min(arp[i], nnza), a1 = clamp(arp[i + 1], a0, nnza);
    const uint c0 = min(crp[i], nnzc), c1 = clamp(crp[i + 1], c0, nnzc);
    uint lo = 0;
    for (uint p = c0; p < c1; p++) {
        const uint c = spgemm_next(lo, n, k, nnzb, a0, a1, acol, bcol, brp);
        if (c >= n)
            break;
        real s = 0;
        for (uint z = a0; z < a1; z++) {
            const uint kc = acol[z];
            if (kc >= k)
                continue;
            const uint b0 = min(brp[kc], nnzb), b1 = clamp(brp[kc + 1], b0, nnzb);
            const real av = aval[z];
            for (uint y = b0; y < b1; y++)
                if (bcol[y] == c)
                    s += av * bval[y];
        }
        ccol[p] = c;
        cval[p] = s;
        lo = c + 1;
    }
}
