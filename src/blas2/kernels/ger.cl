/*
 * ger.cl: rank-1 and rank-2 updates of a column-major A (GER, GERU, GERC,
 * SYR, HER, SYR2, HER2 and the packed SPR, HPR, SPR2, HPR2; blas2/ger.c):
 *
 *   a_ij += a1 R(x)_i C(y)_j  [+ a2 R(y)_i C(x)_j]
 *
 * with R, C the conjugation (or not) of the vectors along A's rows and
 * columns (flags). Work items run down the rows, so A's loads and stores
 * coalesce; each takes VW consecutive rows (real types: one vector load and
 * store where all VW are stored), keeps their x_i (y_i) in registers and
 * walks CPW columns, whose coefficient a1 C(y)_j is formed once per column as
 * reference BLAS forms its temp. A column whose coefficients are all zero
 * is left as it is (reference BLAS skips it: an Inf or NaN in x stays out
 * of A), except that HER and HER2 still make its diagonal real. Built
 * after l2_flags.h (where a column starts) and ger_flags.h.
 */
#ifndef CPW
#define CPW 16 /* columns per work item */
#endif
#ifndef VW
#define VW 1 /* consecutive rows per work item, as one vector (real types) */
#endif
#if VW == 4
typedef real4 vrow;
#define VLOAD_ROWS(p) vload4(0, p)
#define VSTORE_ROWS(v, p) vstore4(v, 0, p)
#define ROWS(a) ((vrow)(a[0], a[1], a[2], a[3]))
#elif VW == 2
typedef real2 vrow;
#define VLOAD_ROWS(p) vload2(0, p)
#define VSTORE_ROWS(v, p) vstore2(v, 0, p)
#define ROWS(a) ((vrow)(a[0], a[1]))
#elif VW != 1
#error "ger.cl: VW is 1, 2 or 4"
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
    const uint i0 = get_global_id(0) * VW, j0 = get_global_id(1) * CPW;
    if (i0 >= m)
        return;
    const uint row = flags & GER_CONJ_ROW, col = flags & GER_CONJ_COL;
    const int two = (flags & GER_TWO) != 0, tri = (flags & GER_TRI) != 0;
    const int lower = (flags & GER_LOWER) != 0;
    scalar xi[VW], yi[VW];
    for (uint r = 0; r < VW; r++) {
        const long i = min(i0 + r, m - 1);
        xi[r] = cj(x[(long)xbase + i * incx], row);
        yi[r] = two ? cj(y[(long)ybase + i * incy], row) : ZERO;
    }
    const uint j1 = min(j0 + CPW, n);
    for (uint j = j0; j < j1; j++) {
        /* the stored rows of column j: [lo, hi) */
        const uint lo = tri && lower ? j : 0, hi = tri && !lower ? j + 1 : m;
        if (i0 + VW <= lo || i0 >= hi)
            continue;
        const scalar t1 = MUL(a1, cj(y[(long)ybase + (long)j * incy], col));
        const scalar t2 = two ? MUL(a2, cj(x[(long)xbase + (long)j * incx], col)) : ZERO;
        const uint storage = (flags & GER_PACKED) ? L2_PACKED : L2_FULL;
        global scalar *a =
            A + offA + l2_column_start(n, lda, 0, storage, (flags & GER_LOWER) != 0, j);
#ifdef CLM_COMPLEX
        const int zero = t1.x == 0 && t1.y == 0 && t2.x == 0 && t2.y == 0;
        if (zero && !((flags & GER_HERM) && i0 <= j && j < i0 + VW))
            continue;
#else
        if (t1 == 0 && t2 == 0)
            continue;
#endif
#if VW > 1
        if (i0 >= lo && i0 + VW <= hi) { /* all VW rows: one vector load and store */
            vrow v = VLOAD_ROWS(a + i0);
            v = v + ROWS(xi) * t1;
            if (two)
                v = v + ROWS(yi) * t2;
            VSTORE_ROWS(v, a + i0);
            continue;
        }
#endif
        for (uint r = 0; r < VW; r++) {
            const uint i = i0 + r;
            if (i < lo || i >= hi)
                continue;
            scalar v = a[i];
#ifdef CLM_COMPLEX
            if (!zero)
                v = two ? MAD(MAD(v, xi[r], t1), yi[r], t2) : MAD(v, xi[r], t1);
            if ((flags & GER_HERM) && i == j)
                v.y = 0;
#else
            v = two ? MAD(MAD(v, xi[r], t1), yi[r], t2) : MAD(v, xi[r], t1);
#endif
            a[i] = v;
        }
    }
}
