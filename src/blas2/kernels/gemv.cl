/*
 * gemv.cl: y := alpha*op(A)*x + beta*y for a column-major A (rows x cols).
 * The host turns row-major calls into these two column-major forms:
 *
 *   gemv_n  y[r] = sum_c opA(A[r,c]) * x[c]   (no transpose)
 *   gemv_t  y[c] = sum_r opA(A[r,c]) * x[r]   (transpose)
 *
 * where opA conjugates when flag L2_CONJ_A is set (ConjTrans, or a row-major
 * ConjTrans turned into a no-transpose product).
 *
 * Both split the summed dimension into P slices, one per work group in
 * dimension 1 (the two-kernel split-K design): with P == 1 a group writes y
 * directly (one pass); with P > 1 it writes its partial sums to part[P][len]
 * and gemv_reduce adds the P partial sums in a fixed order and applies alpha
 * and beta. With flag L2_FUSED the last group to finish an output tile does
 * that addition itself, saving the second launch (see last_of_tile).
 *
 * A work group is tx_n x ty_n work items (tx_n * ty_n == WGSN or WGST, tx_n
 * chosen by the host per shape). tx runs down the rows with VW consecutive
 * rows per work item, so a warp reads one contiguous run of a column. In
 * gemv_n, ty runs across the columns of the slice, x is staged in local
 * memory, and the ty_n partial sums of a row are added in local memory at
 * the end. In gemv_t, each work item follows cpt columns (reusing each
 * piece of x cpt times, read from global memory where the cache serves the
 * work items that share it) and the tx_n partial sums of a column are added
 * by a tree in local memory at the end.
 *
 * Built after l2_flags.h (the flags) and l2_storage.cl (vector loads, the
 * work-group sizes WGS, WGSN, WGST, VW and CPT, and a triangular A: flag
 * L2_TRI, the tiles that meet the triangle and the masked loads where a tile
 * crosses the diagonal, for the triangular routines); a full A is GEMV's.
 */
#ifndef XCH
#define XCH 512 /* gemv_n: elements of x staged in local memory at a time */
#endif
#ifndef RUN
#define RUN 8 /* fused split: partial sums the last group loads at a time */
#endif
#ifndef TUN
#define TUN 1 /* gemv_t: steps down the columns unrolled (NVIDIA) */
#endif
#ifndef NUN
#define NUN 4 /* gemv_n: steps across the columns unrolled, aligned loads */
#endif
#ifndef CSN
#define CSN 0 /* NVIDIA: gemv_n reads A by ld.global.cs */
#endif
#ifndef CST
#define CST 0 /* NVIDIA: gemv_t reads A by ld.global.cs */
#endif

/* A's aligned vectors, read once: with CSN (gemv_n) or CST (gemv_t) on
 * NVIDIA, by ld.global.cs, whose lines L1 and L2 evict first (real types
 * whose vectors are 16 or 32 bytes). Measured on the H200: TRMV 1-9% faster
 * at 8192 and 16384 in both precisions, sgemv T up to 5% faster, sgemv N up
 * to 20% slower (measured on the H200); hence keys per kernel. */
#if defined(CLM_NVIDIA) && !defined(CLM_COMPLEX) && \
    (VW * (CLM_PRECISION == 0 ? 4 : 8) == 16 || VW * (CLM_PRECISION == 0 ? 4 : 8) == 32)
#define PER16 (16 / (CLM_PRECISION == 0 ? 4 : 8)) /* reals per 16 bytes */
#if VW == PER16
#define LD_CS(p) ld_cs16(p)
#else
#define LD_CS(p) ((vec)(ld_cs16(p), ld_cs16((p) + PER16)))
#endif
#define ALOAD_N(p) (CSN ? LD_CS(p) : VLOAD_ALIGNED(p))
#define ALOAD_T(p) (CST ? LD_CS(p) : VLOAD_ALIGNED(p))
#else
#define ALOAD_N(p) VLOAD_ALIGNED(p)
#define ALOAD_T(p) VLOAD_ALIGNED(p)
#endif

/* Write alpha*s + beta*y, never reading y when beta == 0. */
inline void store_y(__global scalar *yp, scalar s, scalar alpha, scalar beta, uint flags)
{
    if (flags & L2_PLAIN) {
        *yp = (flags & L2_SUBTRACT) ? *yp - s : s;
        return;
    }
    scalar r = MUL(alpha, s);
    if (!(flags & L2_BETA_ZERO))
        r = MAD(r, beta, *yp);
    *yp = r;
}


/* Split-K in one kernel (flag L2_FUSED): the group that finishes its output
 * tile last adds the tile's P partial sums, in slice order, so the result
 * does not depend on which group came last (common.cl's last_to_finish). */
inline bool last_of_tile(__global uint *counter, uint P, uint flags, __local uint *flag)
{
    return last_to_finish(counter, P, (flags & L2_FUSED) != 0, flag);
}

/* y[out] = alpha * sum_p part[p][out] + beta * y[out] for the outputs
 * [first, first + n) of a tile, by the whole group. Volatile loads: the other
 * groups' partial sums must come from memory, not from this unit's cache. */
inline void reduce_tile(__global scalar *part, uint len, uint P, uint first, uint n, uint wgs,
                        __global scalar *y, ulong ybase, int incy, scalar alpha, scalar beta,
                        uint flags)
{
    __global volatile scalar *vp = part + first;
    for (uint o = get_local_id(0); o < n; o += wgs) {
        scalar s = ZERO;
        uint q = 0;
        /* RUN loads in flight, then added in slice order (the same sum as
         * one at a time, which made the last group wait out P round trips
         * in turn) */
        for (; q + RUN <= P; q += RUN) {
            scalar t[RUN];
            for (uint u = 0; u < RUN; u++)
                t[u] = vp[(ulong)(q + u) * len + o];
            for (uint u = 0; u < RUN; u++)
                s += t[u];
        }
        for (; q < P; q++)
            s += vp[(ulong)q * len + o];
        store_y(y + (long)ybase + (long)(first + o) * incy, s, alpha, beta, flags);
    }
}

/* The end of a group: with L2_FUSED, the last group of an output block adds
 * the block's partial sums (slices [p0, p0 + np)) into y. */
inline void finish_group(__global scalar *part, uint len, uint blk, uint p0, uint np, uint first,
                         uint n, uint wgs, __global uint *counters, __global scalar *y,
                         ulong ybase, int incy, scalar alpha, scalar beta, uint flags,
                         __local uint *flag)
{
    if (last_of_tile(counters + blk, np, flags, flag))
        reduce_tile(part + (ulong)p0 * len, len, np, first, n, wgs, y, ybase, incy, alpha, beta,
                    flags);
}

__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void gemv_n(uint rows, uint cols, __global const scalar *A, ulong offA, ulong lda,
            __global const scalar *x, ulong xbase, int incx,
            __global scalar *y, ulong ybase, int incy,
            scalar alpha, scalar beta, uint flags, uint tx_n, uint cps,
            __global scalar *part, __global uint *counters)
{
    __local scalar xs[XCH];
    __local scalar red[WGSN * VW];
    __local uint last;

    const uint lid = get_local_id(0);
    const uint tx = lid % tx_n, ty = lid / tx_n, ty_n = WGSN / tx_n;
    const uint block = tx_n * VW; /* rows per group */
    uint blk, slc, p0, np;
    group_tile(rows, cols, block, cps, flags, &blk, &slc, &p0, &np);
    const uint row0 = blk * block;
    const uint r = row0 + tx * VW; /* this work item's first row */
    uint c_begin = slc * cps;
    uint c_end = min(cols, c_begin + cps);
    const real csign = (flags & L2_CONJ_A) ? -1 : 1;
    uint tip0, tip1; /* a triangular A: l2_storage.cl */
    tri_cols(row0, block, flags, &c_begin, &c_end, &tip0, &tip1);

    /* x is the same for every row: staged in local memory, XCH values at a
     * time, and broadcast from there. */
    vec acc = 0;
    for (uint c0 = c_begin; c0 < c_end; c0 += XCH) {
        const uint nc = min((uint)XCH, c_end - c0);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint i = lid; i < nc; i += WGSN)
            xs[i] = x[(long)xbase + (long)(c0 + i) * incx];
        barrier(CLK_LOCAL_MEM_FENCE);
        const ulong step = (ulong)ty_n * lda;
        /* the chunk's tip columns [m0, m1), the rest read in full */
        const uint m0 = clamp(tip0, c0, c0 + nc) - c0, m1 = clamp(tip1, c0, c0 + nc) - c0;
        for (uint range = 0; range < (TRI_A ? 2 : 1); range++) { /* [0, m0), then [m1, nc) */
            const uint i1 = range == 0 && TRI_A ? m0 : nc;
            uint i = first_from(ty, ty_n, range == 0 ? 0 : m1);
            __global const scalar *p = A + offA + r + (ulong)(c0 + i) * lda;
            if (r + VW <= rows && (flags & L2_ALIGNED)) {
                UNROLL(NUN)
                for (; i < i1; i += ty_n, p += step)
                    acc = ACC(acc, ALOAD_N(p), xs[i], csign);
            } else if (r + VW <= rows) {
                UNROLL4
                for (; i < i1; i += ty_n, p += step)
                    acc = ACC(acc, VLOAD(p), xs[i], csign);
            } else if (r < rows) {
                for (; i < i1; i += ty_n, p += step)
                    acc = ACC(acc, load_edge(p, r, rows), xs[i], csign);
            }
        }
        if (TRI_A)
            acc = tip_cols(acc, A, offA, lda, r, rows, c0, m0, m1, ty, ty_n, xs, flags, csign);
    }

    /* Add the ty_n partial sums of each row; consecutive work items then
     * write consecutive rows. */
    VSTORE_LOCAL(acc, red + ty * block + tx * VW);
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint nrows = min(block, rows - row0);
    for (uint o = lid; o < nrows; o += WGSN) {
        scalar s = red[o];
        for (uint t = 1; t < ty_n; t++)
            s += red[t * block + o];
        if (flags & L2_PARTIAL)
            part[(ulong)slc * rows + row0 + o] = s;
        else
            store_y(y + (long)ybase + (long)(row0 + o) * incy, s, alpha, beta, flags);
    }
    finish_group(part, rows, blk, p0, np, row0, nrows, WGSN, counters, y, ybase, incy, alpha,
                 beta, flags, &last);
}

__kernel __attribute__((reqd_work_group_size(WGST, 1, 1)))
void gemv_t(uint rows, uint cols, __global const scalar *A, ulong offA, ulong lda,
            __global const scalar *x, ulong xbase, int incx,
            __global scalar *y, ulong ybase, int incy,
            scalar alpha, scalar beta, uint flags, uint tx_n, uint rps, uint cpt,
            __global scalar *part, __global uint *counters)
{
    __local scalar red[CPT * WGST];
    __local uint last;

    const uint lid = get_local_id(0);
    const uint tx = lid % tx_n, ty = lid / tx_n, ty_n = WGST / tx_n;
    uint blk, slc, p0, np;
    group_tile(cols, rows, ty_n * cpt, rps, flags, &blk, &slc, &p0, &np);
    const uint first_col = blk * ty_n * cpt;
    const uint col0 = first_col + ty; /* this work item's columns: col0 + k*ty_n */
    const uint r_begin = slc * rps;
    uint r_end = min(rows, r_begin + rps);
    const real csign = (flags & L2_CONJ_A) ? -1 : 1;

    /* Columns past the last one read the last column (valid memory, no
     * branch in the loop); their sums are dropped at the end. */
    __global const scalar *pc[CPT];
    uint ck[CPT];
    vec acc[CPT];
    for (uint k = 0; k < CPT; k++) {
        ck[k] = min(col0 + k * ty_n, cols - 1u);
        pc[k] = A + offA + (ulong)ck[k] * lda;
        acc[k] = 0;
    }

    /* x differs along the rows, so each work item loads its own piece and
     * uses it for its cpt columns; the ty_n work items sharing it hit the
     * cache. */
    uint i = r_begin + tx * VW;
    const uint stride = tx_n * VW;
    /* a triangular A: its rows of the tile, and the tip (l2_storage.cl) */
    uint full_end = r_end;
    i = tri_rows_before(acc, pc, ck, cpt, i, r_begin, &r_end, &full_end, first_col, ty_n * cpt,
                        cols, stride, x, xbase, incx, flags, csign);
    if (flags & L2_ALIGNED) {
        /* unrolled, each work item has the loads of TUN steps in flight */
        UNROLL(TUN)
        for (; i + VW <= full_end; i += stride) {
            const vec xv = load_x(x, xbase, incx, i, r_end, flags);
            for (uint k = 0; k < CPT; k++)
                if (k < cpt)
                    acc[k] = ACC(acc[k], ALOAD_T(pc[k] + i), xv, csign);
        }
    } else {
        for (; i + VW <= full_end; i += stride) {
            const vec xv = load_x(x, xbase, incx, i, r_end, flags);
            for (uint k = 0; k < CPT; k++)
                if (k < cpt)
                    acc[k] = ACC(acc[k], VLOAD(pc[k] + i), xv, csign);
        }
    }
    i = tri_rows_after(acc, pc, ck, cpt, i, r_end, stride, x, xbase, incx, flags, csign);
    if (i < r_end) { /* the bottom of A: fewer than VW rows left */
        const vec xv = load_x(x, xbase, incx, i, r_end, flags);
        for (uint k = 0; k < CPT; k++)
            if (k < cpt)
                acc[k] = ACC(acc[k], load_edge(pc[k] + i, i, r_end), xv, csign);
    }

    /* Tree reduction over the tx_n work items of each column. */
    for (uint k = 0; k < CPT; k++)
        red[k * WGST + lid] = HSUM(acc[k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = tx_n / 2; h > 0; h >>= 1) {
        if (tx < h)
            for (uint k = 0; k < CPT; k++)
                if (k < cpt)
                    red[k * WGST + lid] += red[k * WGST + lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tx == 0) {
        for (uint k = 0; k < cpt; k++) {
            const uint col = col0 + k * ty_n;
            if (col >= cols)
                break;
            if (flags & L2_PARTIAL)
                part[(ulong)slc * cols + col] = red[k * WGST + lid];
            else
                store_y(y + (long)ybase + (long)col * incy, red[k * WGST + lid], alpha, beta,
                        flags);
        }
    }
    /* The tile's columns are first_col + j for j < ty_n * cpt (partial sums
     * are stored by column, so the tile is contiguous in part[]). */
    finish_group(part, cols, blk, p0, np, first_col, min(ty_n * cpt, cols - first_col), WGST,
                 counters, y, ybase, incy, alpha, beta, flags, &last);
}

/* y[i] = alpha * sum_p part[p][i] + beta * y[i], for i < len. A group covers
 * WGS / lanes outputs; `lanes` work items share each output's P terms and
 * add them in a fixed order, so results do not vary from run to run.
 * P == 0 gives y = beta * y (the alpha == 0 case: A and x never read).
 * With flag L2_TRI, output i adds only the slices of its block (tri_per
 * outputs; slices of tri_slice): those of the triangular grid (tri_slices). */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void gemv_reduce(uint len, uint P, uint lanes, __global const scalar *part,
                 __global scalar *y, ulong ybase, int incy, scalar alpha, scalar beta, uint flags,
                 uint tri_per, uint tri_slice)
{
    __local scalar red[WGS];
    const uint lid = get_local_id(0);
    const uint outs = WGS / lanes;
    const uint o = lid % outs, lane = lid / outs;
    const uint i = get_group_id(0) * outs + o;
    uint p0, p1;
    tri_slices(i, len, P, tri_per, tri_slice, flags, &p0, &p1);

    scalar s = ZERO;
    if (i < len)
        for (uint p = p0 + lane; p < p1; p += lanes)
            s += part[(ulong)p * len + i];
    red[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = lanes / 2; h > 0; h >>= 1) {
        if (lane < h)
            red[lid] += red[lid + h * outs];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && i < len) {
        __global scalar *yp = y + (long)ybase + (long)i * incy;
        if (P == 0) {
            *yp = (flags & L2_BETA_ZERO) ? ZERO : MUL(beta, *yp);
        } else {
            store_y(yp, red[lid], alpha, beta, flags);
        }
    }
}
