/*
 * csrmm.cl: C := alpha*A*B + beta*C for a CSR matrix A (m x k) and dense
 * matrices B (k x n) and C (m x n), each of B and C row- or column-major
 * (clsparse[S|D]csrmm, sparse/csrmm.c).
 *
 * csrmm_rows: one work item per row of C and block of NB consecutive
 * columns; it reads its row of A once and keeps NB sums in registers, each
 * in entry order, so results are the same bits from run to run. Work items
 * next to each other share a row of A. No local memory and no barriers.
 *
 * alpha == 0 reads neither A nor B; beta == 0 does not read C. Entry
 * indices are clamped to [0, nnz] and an entry whose column lies outside B
 * contributes 0, so corrupt CSR data cannot make the kernel read outside
 * its buffers.
 */
#ifndef NB
#define NB 4 /* columns of C per work item */
#endif

#if CLM_PRECISION != 0 && CLM_PRECISION != 1
#error "csrmm.cl: real precisions only"
#endif

/* Element (r, c) of a matrix with leading dimension ld. */
inline size_t at(uint r, uint c, ulong ld, uint colmajor)
{
    return colmajor ? (size_t)c * ld + r : (size_t)r * ld + c;
}

__kernel void csrmm_rows(uint m, uint n, uint k, uint nnz, __global const real *val,
                         ulong val_off, __global const uint *col, ulong col_off,
                         __global const uint *rp, ulong rp_off, __global const real *b,
                         ulong b_off, ulong ldb, uint b_colmajor, __global real *c, ulong c_off,
                         ulong ldc, uint c_colmajor, __global const real *alpha_p,
                         ulong alpha_off, __global const real *beta_p, ulong beta_off)
{
    const uint nblk = (n + NB - 1) / NB;
    const size_t g = get_global_id(0);
    if (g >= (size_t)m * nblk)
        return;
    const uint row = (uint)(g / nblk), j0 = (uint)(g % nblk) * NB;
    val += val_off;
    col += col_off;
    rp += rp_off;
    b += b_off;
    c += c_off;
    const real alpha = alpha_p[alpha_off], beta = beta_p[beta_off];

    real s[NB];
    for (uint j = 0; j < NB; j++)
        s[j] = 0;
    if (alpha != (real)0) {
        const uint a = min(rp[row], nnz), e = clamp(rp[row + 1], a, nnz);
        for (uint z = a; z < e; z++) {
            const uint kc = col[z];
            if (kc >= k)
                continue;
            const real v = val[z];
            for (uint j = 0; j < NB; j++)
                if (j0 + j < n)
                    s[j] += v * b[at(kc, j0 + j, ldb, b_colmajor)];
        }
    }
    for (uint j = 0; j < NB; j++) {
        if (j0 + j < n) {
            const size_t i = at(row, j0 + j, ldc, c_colmajor);
            real r = alpha * s[j];
            if (beta != (real)0)
                r += beta * c[i];
            c[i] = r;
        }
    }
}
