/*
 * tr_product.cl: x := op(A) x for a triangular A in packed or band storage
 * (TPMV, TBMV), and the update steps of the blocked solves (tr_solve.cl):
 *
 * tr_n   y[r] (=, -=) sum_c op(A)(r, c) x[c]    rows and columns ranges given
 * tr_t   y[c] (=, -=) sum_r op(A)(r, c) x[r]    (transposed product)
 *        (with L2_INPLACE: x := op(A) x in one launch, x read in place)
 * tr_copy   a contiguous copy of x (TRMV reads x while it overwrites it)
 *
 * Built after l2_flags.h, l2_storage.cl (the addressing: column, rows_of,
 * cols_of, load_op) and gemv.cl, whose layout (tx_n x ty_n work items, P
 * slices of the summed dimension) and gemv_reduce it shares. Loops visit
 * only stored elements. Full-storage products run gemv.cl's gemv_n /
 * gemv_t with flag L2_TRI instead.
 */

/* Write a finished sum: a partial sum, an update, or the value. */
inline void put(__global scalar *y, ulong yb, int incy, uint i, __global scalar *part, ulong pi,
                scalar s, uint flags)
{
    if (flags & L2_PARTIAL)
        part[pi] = s;
    else if (flags & L2_SUBTRACT)
        AT(y, yb, incy, i) -= s;
    else
        AT(y, yb, incy, i) = s;
}

/* L2_INPLACE: x := op(A) x in one launch, without a copy of x, the whole
 * problem in one slice. Each group wrote its R sums to part (group g's:
 * [g R, g R + R)); x's block b (BS = R * ceil(L2_INPL_SPAN / R) outputs, so
 * that a group counts on few blocks) may take part's block b once every
 * group that reads x there has read it. So each group, its sums written,
 * counts itself on every block its window of x meets (ahead: [g R, g R + R
 * + kd), upper N and lower T; else [g R - kd, g R + R)), and the group
 * whose count completes a block copies it, then zeroes the count. No group
 * waits on another. The host keeps a window within L2_INPL_BLOCKS blocks and
 * the blocks within the counters (l2_flags.h). */

inline void window(uint g, uint R, uint n, uint kd, bool ahead, ulong *lo, ulong *hi)
{
    const ulong s = (ulong)g * R;
    *lo = ahead ? s : (s > kd ? s - kd : 0);
    *hi = min((ulong)n, s + R + (ahead ? kd : 0));
}

/* The groups whose windows meet block b. */
inline uint readers(uint b, uint BS, uint R, uint n, uint kd, bool ahead)
{
    const ulong lo = (ulong)b * BS, hi = min((ulong)n, lo + BS);
    const ulong first = lo / R, back = (ulong)kd / R + 2;
    uint count = 0;
    for (ulong g = first > back ? first - back : 0; g < get_num_groups(0); g++) {
        ulong wlo, whi;
        window((uint)g, R, n, kd, ahead, &wlo, &whi);
        if (wlo >= hi)
            break;
        count += whi > lo;
    }
    return count;
}

inline void inplace_finish(__global scalar *x, ulong xb, int incx, __global scalar *part,
                           __global uint *counters, uint n, uint kd, uint R, bool ahead,
                           bool wrote, __local uint *list, __local uint *done)
{
    const uint lid = get_local_id(0), wgs = get_local_size(0);
    ulong lo, hi;
    window(get_group_id(0), R, n, kd, ahead, &lo, &hi);
    const uint BS = R * ((L2_INPL_SPAN + R - 1) / R);
    const uint b0 = lo / BS, nb = (hi - 1) / BS - b0 + 1;
    if (lid == 0)
        *done = 0;
    if (wrote)
        DEVICE_FENCE(); /* this item's sums, before any count */
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    for (uint j = lid; j < nb; j += wgs) {
        const uint b = b0 + j;
        DEVICE_FENCE();
        if (atomic_inc(counters + b) == readers(b, BS, R, n, kd, ahead) - 1) {
            atomic_xchg(counters + b, 0u);
            list[atomic_inc(done)] = b;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint m = *done;
    if (m)
        DEVICE_FENCE(); /* the other groups' sums, after their counts */
    __global volatile scalar *vp = part; /* from memory, not this unit's cache */
    for (uint k = 0; k < m; k++) {
        const uint s = list[k] * BS, e = min(n, s + BS);
        for (uint i = s + lid; i < e; i += wgs)
            AT(x, xb, incx, i) = vp[i];
    }
}

__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void tr_n(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
          __global const scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy,
          uint row0, uint nrows, uint col0, uint ncols, uint flags, uint tx_n, uint cps,
          __global scalar *part, __global uint *counters)
{
    __local scalar red[WGSN];
    __local uint list[L2_INPL_BLOCKS], done;
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
    if (flags & L2_INPLACE)
        inplace_finish(y, yb, incy, part, counters, n, kd, tx_n, !(flags & L2_LOWER), lid < tx_n,
                       list, &done);
}

__kernel __attribute__((reqd_work_group_size(WGST, 1, 1)))
void tr_t(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
          __global const scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy,
          uint row0, uint nrows, uint col0, uint ncols, uint flags, uint tx_n, uint rps, uint cpt,
          __global scalar *part, __global uint *counters)
{
    __local scalar red[CPT * WGST];
    __local uint list[L2_INPL_BLOCKS], done;
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
    if (flags & L2_INPLACE)
        inplace_finish(y, yb, incy, part, counters, n, kd, ty_n * cpt, (flags & L2_LOWER) != 0,
                       tx == 0, list, &done);
}

__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void tr_copy(uint n, __global const scalar *x, ulong xb, int incx, __global scalar *xc)
{
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        xc[i] = AT(x, xb, incx, i);
}
