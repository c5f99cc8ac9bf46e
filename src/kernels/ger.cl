/*
 * ger.cl: rank-1 and rank-2 updates of a column-major A (GER, GERU, GERC,
 * SYR, HER, SYR2, HER2 and the packed SPR, HPR, SPR2, HPR2; blas2/ger.c):
 *
 *   a_ij += a1 R(x)_i C(y)_j  [+ a2 R(y)_i C(x)_j]
 *
 * with R, C the conjugation (or not) of the vectors along A's rows and
 * columns (flags). Work items run down the rows, so A's loads and stores
 * coalesce; each keeps its rows' x_i (y_i) in registers and walks CPW
 * columns, whose coefficient a1 C(y)_j is formed once per column as
 * reference BLAS forms its temp. A column whose coefficients are all zero
 * is left as it is (reference BLAS skips it: an Inf or NaN in x stays out
 * of A), except that HER and HER2 still make its diagonal real.
 */
#ifndef CPW
#define CPW 16 /* columns per work item */
#endif

inline scalar cj(scalar v, uint yes)
{
    return yes ? CONJ(v) : v;
}

kernel void ger(const uint m, const uint n, const scalar a1, const scalar a2,
                global const scalar *x, const ulong xbase, const int incx,
                global const scalar *y, const ulong ybase, const int incy, global scalar *A,
                const ulong offA, const ulong lda, const uint flags)
{
    const uint i = get_global_id(0), j0 = get_global_id(1) * CPW;
    if (i >= m)
        return;
    const uint row = flags & GER_CONJ_ROW, col = flags & GER_CONJ_COL;
    const int two = (flags & GER_TWO) != 0, tri = (flags & GER_TRI) != 0;
    const int lower = (flags & GER_LOWER) != 0;
    const scalar xi = cj(x[(long)xbase + (long)i * incx], row);
    const scalar yi = two ? cj(y[(long)ybase + (long)i * incy], row) : ZERO;
    const uint j1 = min(j0 + CPW, n);
    for (uint j = j0; j < j1; j++) {
        if (tri && (lower ? i < j : i > j))
            continue; /* outside the stored triangle */
        const scalar t1 = MUL(a1, cj(y[(long)ybase + (long)j * incy], col));
        const scalar t2 = two ? MUL(a2, cj(x[(long)xbase + (long)j * incx], col)) : ZERO;
        long at;
        if (flags & GER_PACKED) /* the triangle's columns one after another */
            at = lower ? (long)j * (2 * (long)n - j - 1) / 2 + i : (long)j * (j + 1) / 2 + i;
        else
            at = (long)i + (long)j * (long)lda;
        global scalar *a = A + offA + at;
#ifdef CLM_COMPLEX
        const int zero = t1.x == 0 && t1.y == 0 && t2.x == 0 && t2.y == 0;
#else
        const int zero = t1 == 0 && t2 == 0;
#endif
        scalar v = *a;
        if (!zero)
            v = two ? MAD(MAD(v, xi, t1), yi, t2) : MAD(v, xi, t1);
#ifdef CLM_COMPLEX
        if ((flags & GER_HERM) && i == j)
            v.y = 0;
        else if (zero)
            continue;
#else
        if (zero)
            continue;
#endif
        *a = v;
    }
}
