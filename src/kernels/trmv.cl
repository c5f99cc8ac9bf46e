/*
 * trmv.cl: triangular matrices in full (lda), packed and band storage,
 * times a vector (TRMV, TPMV, TBMV) and the pieces of the blocked solves
 * (TRSV, TPSV, TBSV). Built after gemv.cl (program "gemv+trmv"): it shares
 * that file's flags, layout and gemv_reduce.
 *
 * A is column-major after the host's normalization, lower or upper (flag
 * LOWER), with kd off-diagonals (n - 1 for full and packed storage): element
 * (r, c) is stored iff c <= r <= c + kd (lower) or c - kd <= r <= c (upper).
 * Loops visit only stored elements; a unit diagonal is never read.
 *
 * tr_n   y[r] (=, -=) sum_c op(A)(r, c) x[c]    rows and columns ranges given
 * tr_t   y[c] (=, -=) sum_r op(A)(r, c) x[r]    (transposed product)
 * tr_solve  solves the diagonal block [j0, j0 + m) in one work group
 * tr_copy   a contiguous copy of x (TRMV reads x while it overwrites it)
 */
#ifndef NBMAX
#define NBMAX 64 /* largest diagonal block tr_solve takes */
#endif

#define ST_FULL 0
#define ST_PACKED 1
#define ST_BAND 2

/* flags, beyond gemv.cl's CONJ_A and PARTIAL */
#define UNIT_DIAG 128u
#define LOWER 256u
#define SUBTRACT 512u   /* y -= sum: the update step of a solve */
#define TRANSPOSED 1024u
#define FORWARD 2048u   /* tr_solve: first variable first */

/* Column c: p with p[r] = element (r, c) for every stored r. */
inline __global const scalar *column(__global const scalar *A, ulong offA, ulong lda, uint n,
                                     uint kd, uint storage, uint flags, uint c)
{
    const long cc = c;
    long start;
    if (storage == ST_PACKED) /* the triangle's columns one after another */
        start = (flags & LOWER) ? cc * (2 * (long)n - cc + 1) / 2 - cc : cc * (cc + 1) / 2;
    else if (storage == ST_BAND) /* LAPACK band storage */
        start = cc * (long)lda + ((flags & LOWER) ? -cc : (long)kd - cc);
    else
        start = cc * (long)lda;
    return A + (long)offA + start;
}

/* Stored rows of column c: [*lo, *hi). */
inline void rows_of(uint c, uint n, uint kd, uint flags, uint *lo, uint *hi)
{
    if (flags & LOWER) {
        *lo = c;
        *hi = c + min(kd, n - 1 - c) + 1;
    } else {
        *lo = c > kd ? c - kd : 0;
        *hi = c + 1;
    }
}

/* Stored columns of row r: [*lo, *hi). */
inline void cols_of(uint r, uint n, uint kd, uint flags, uint *lo, uint *hi)
{
    if (flags & LOWER) {
        *lo = r > kd ? r - kd : 0;
        *hi = r + 1;
    } else {
        *lo = r;
        *hi = r + min(kd, n - 1 - r) + 1;
    }
}

/* The stored element (r, c) as op() sees it: 1 on a unit diagonal. */
inline scalar load_op(__global const scalar *col, uint r, uint c, uint flags)
{
    if (r == c && (flags & UNIT_DIAG))
        return ONE;
    const scalar a = col[r];
    return (flags & CONJ_A) ? CONJ(a) : a;
}

/* The first of start, start + step, ... that is at least lo. */
inline uint first_from(uint start, uint step, uint lo)
{
    return start >= lo ? start : start + (lo - start + step - 1) / step * step;
}

/* Write a finished sum: a partial sum, an update, or the value. */
inline void put(__global scalar *y, ulong yb, int incy, uint i, __global scalar *part, ulong pi,
                scalar s, uint flags)
{
    if (flags & PARTIAL)
        part[pi] = s;
    else if (flags & SUBTRACT)
        AT(y, yb, incy, i) -= s;
    else
        AT(y, yb, incy, i) = s;
}

__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void tr_n(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
          __global const scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy,
          uint row0, uint nrows, uint col0, uint ncols, uint flags, uint tx_n, uint cps,
          __global scalar *part)
{
    __local scalar red[WGSN];
    const uint lid = get_local_id(0);
    const uint tx = lid % tx_n, ty = lid / tx_n, ty_n = WGSN / tx_n;
    const uint rb = get_group_id(0) * tx_n; /* the group's first row, relative */
    const uint cb = col0 + (uint)get_group_id(1) * cps;
    const uint ce = min(col0 + ncols, cb + cps);

    scalar acc = ZERO;
    if (rb + tx < nrows) {
        const uint r = row0 + rb + tx;
        uint lo, hi;
        cols_of(r, n, kd, flags, &lo, &hi);
        hi = min(hi, ce);
        for (uint c = first_from(cb + ty, ty_n, lo); c < hi; c += ty_n)
            acc = MAD(acc, load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c, flags),
                      AT(x, xb, incx, c));
    }
    red[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < tx_n && rb + lid < nrows) {
        scalar s = red[lid];
        for (uint t = 1; t < ty_n; t++)
            s += red[t * tx_n + lid];
        put(y, yb, incy, row0 + rb + lid, part, (ulong)get_group_id(1) * nrows + rb + lid, s,
            flags);
    }
}

__kernel __attribute__((reqd_work_group_size(WGST, 1, 1)))
void tr_t(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
          __global const scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy,
          uint row0, uint nrows, uint col0, uint ncols, uint flags, uint tx_n, uint rps, uint cpt,
          __global scalar *part)
{
    __local scalar red[CPT * WGST];
    const uint lid = get_local_id(0);
    const uint tx = lid % tx_n, ty = lid / tx_n, ty_n = WGST / tx_n;
    const uint cb = get_group_id(0) * ty_n * cpt; /* the group's first column, relative */
    const uint rs = row0 + (uint)get_group_id(1) * rps;
    const uint re = min(row0 + nrows, rs + rps);

    scalar acc[CPT];
    for (uint k = 0; k < CPT; k++) {
        acc[k] = ZERO;
        const uint cr = cb + ty + k * ty_n;
        if (k < cpt && cr < ncols) {
            const uint c = col0 + cr;
            __global const scalar *col = column(A, offA, lda, n, kd, storage, flags, c);
            uint lo, hi;
            rows_of(c, n, kd, flags, &lo, &hi);
            hi = min(hi, re);
            for (uint r = first_from(rs + tx, tx_n, lo); r < hi; r += tx_n)
                acc[k] = MAD(acc[k], load_op(col, r, c, flags), AT(x, xb, incx, r));
        }
    }
    for (uint k = 0; k < CPT; k++)
        red[k * WGST + lid] = acc[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = tx_n / 2; h > 0; h >>= 1) {
        if (tx < h)
            for (uint k = 0; k < CPT; k++)
                red[k * WGST + lid] += red[k * WGST + lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tx == 0)
        for (uint k = 0; k < cpt; k++) {
            const uint cr = cb + ty + k * ty_n;
            if (cr < ncols)
                put(y, yb, incy, col0 + cr, part, (ulong)get_group_id(1) * ncols + cr,
                    red[k * WGST + lid], flags);
        }
}

/* op(A)'s coefficient of variable v in equation e (absolute indices): zero
 * where A stores nothing. */
inline scalar coef(__global const scalar *A, ulong offA, ulong lda, uint n, uint kd, uint storage,
                   uint flags, uint e, uint v)
{
    const uint r = (flags & TRANSPOSED) ? v : e, c = (flags & TRANSPOSED) ? e : v;
    uint lo, hi;
    rows_of(c, n, kd, flags, &lo, &hi);
    if (r < lo || r >= hi)
        return ZERO;
    return load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c, flags);
}

/* Solve the diagonal block [j0, j0 + m) of op(A) x = b in place, the right
 * sides of the block cached in local memory: a variable at a time, each
 * solved value removed at once from the equations still to solve. */
__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void tr_solve(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
              __global scalar *x, ulong xb, int incx, uint j0, uint m, uint flags)
{
    __local scalar xs[NBMAX];
    const uint lid = get_local_id(0);
    for (uint t = lid; t < m; t += WGSN)
        xs[t] = AT(x, xb, incx, j0 + t);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = 0; s < m; s++) {
        const uint v = (flags & FORWARD) ? s : m - 1 - s;
        if (lid == 0 && !(flags & UNIT_DIAG))
            xs[v] = DIV(xs[v], coef(A, offA, lda, n, kd, storage, flags, j0 + v, j0 + v));
        barrier(CLK_LOCAL_MEM_FENCE);
        const scalar xv = xs[v];
        for (uint e = lid; e < m; e += WGSN)
            if ((flags & FORWARD) ? e > v : e < v)
                xs[e] -= MUL(coef(A, offA, lda, n, kd, storage, flags, j0 + e, j0 + v), xv);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (uint t = lid; t < m; t += WGSN)
        AT(x, xb, incx, j0 + t) = xs[t];
}

__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void tr_copy(uint n, __global const scalar *x, ulong xb, int incx, __global scalar *xc)
{
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        xc[i] = AT(x, xb, incx, i);
}
