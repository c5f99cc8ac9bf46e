/*
 * symm.cl: a symmetric or Hermitian n x n matrix, of which one triangle is
 * stored (column-major, leading dimension lda), written out whole into F
 * (leading dimension ldf), for SYMM and HEMM to run as one GEMM.
 *
 * 32 x 32 tiles, 32 x 8 work items. An element of the other triangle is
 * the stored one across the diagonal: those are read as the transposed
 * tile through local memory (a padded row against bank conflicts), so
 * both reads and writes run along columns.
 */
#define SY_TILE 32
__attribute__((reqd_work_group_size(SY_TILE, 8, 1)))
kernel void symm_full(const uint n, global const scalar *A, const ulong offA, const ulong lda,
                      global scalar *F, const ulong ldf, const uint flags)
{
    local scalar t[SY_TILE][SY_TILE + 1];
    const uint tx = get_local_id(0), ty = get_local_id(1);
    const uint i0 = get_group_id(0) * SY_TILE, j0 = get_group_id(1) * SY_TILE;
    const int lower = (flags & SYMM_LOWER) != 0;
    A += offA;
    /* Does the tile reach into the triangle that is not stored? */
    const int mirror = lower ? i0 < j0 + SY_TILE - 1 : j0 < i0 + SY_TILE - 1;
    if (mirror)
        for (uint r = ty; r < SY_TILE; r += 8)
            if (j0 + tx < n && i0 + r < n)
                t[r][tx] = A[j0 + tx + (size_t)(i0 + r) * lda]; /* A(j0 + tx, i0 + r) */
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint i = i0 + tx;
    for (uint c = ty; c < SY_TILE; c += 8) {
        const uint j = j0 + c;
        if (i >= n || j >= n)
            continue;
        scalar v;
        if (lower ? i >= j : i <= j) {
            v = A[i + (size_t)j * lda];
        } else {
            v = t[tx][c]; /* A(j, i) */
#ifdef CLM_COMPLEX
            if (flags & SYMM_HERM)
                v = CONJ(v);
#endif
        }
#ifdef CLM_COMPLEX
        if (i == j && flags & SYMM_HERM)
            v.y = 0;
#endif
        F[i + (size_t)j * ldf] = v;
    }
}
