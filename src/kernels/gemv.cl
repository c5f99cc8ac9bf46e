/*
 * gemv.cl: y := alpha*op(A)*x + beta*y for a column-major A (rows x cols).
 * The host turns row-major calls into these two column-major forms:
 *
 *   gemv_n  y[r] = sum_c opA(A[r,c]) * x[c]   (no transpose)
 *   gemv_t  y[c] = sum_r opA(A[r,c]) * x[r]   (transpose)
 *
 * where opA conjugates when flag CONJ_A is set (ConjTrans, or a row-major
 * ConjTrans turned into a no-transpose product).
 *
 * Both split the summed dimension into P slices, one per work group in
 * dimension 1 (the two-kernel split-K design): with P == 1 a group writes y
 * directly (one pass); with P > 1 it writes its partial sums to part[P][len]
 * and gemv_reduce adds the P partial sums in a fixed order and applies alpha
 * and beta. With flag FUSED the last group to finish an output tile does
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
 */
#ifndef WGS
#define WGS 256 /* work-group size */
#endif
#ifndef VW
#define VW 4 /* consecutive rows per load (1 for complex) */
#endif
#ifndef CPT
#define CPT 4 /* gemv_t: most columns per work item */
#endif
#ifndef WGSN
#define WGSN WGS /* gemv_n's work-group size */
#endif
#ifndef WGST
#define WGST WGS /* gemv_t's work-group size */
#endif
#ifndef XCH
#define XCH 512 /* gemv_n: elements of x staged in local memory at a time */
#endif
#ifndef RUN
#define RUN 8 /* fused split: partial sums the last group loads at a time */
#endif
#ifndef TUN
#define TUN 1 /* gemv_t: steps down the columns unrolled (NVIDIA) */
#endif
#ifndef CSN
#define CSN 0 /* NVIDIA: gemv_n reads A by ld.global.cs */
#endif
#ifndef CST
#define CST 0 /* NVIDIA: gemv_t reads A by ld.global.cs */
#endif

/* flags */
#define CONJ_A 1u     /* conjugate A's elements */
#define BETA_ZERO 2u  /* beta == 0: y is written, never read */
#define ALIGNED 4u    /* offA and lda are multiples of VW: aligned vector loads of A */
#define PARTIAL 8u    /* write partial sums to part[], not y */
#define X_UNIT 16u    /* incx == 1 */
#define X_ALIGNED 32u /* incx == 1 and x's first element on a VW boundary */
#define FUSED 64u     /* with PARTIAL: the last group of a tile adds the partial sums */
#define UNIT_DIAG 128u /* with TRI: the diagonal is ones, never read */
#define LOWER 256u     /* with TRI: the lower triangle (else the upper) */
#define TRI 4096u      /* A is triangular (TRMV): only its stored triangle is read */
#define PREFIX 8192u   /* with TRI: output block b sums [0, (b+1) per) (else [b per, n)) */
#define SUBTRACT 512u  /* with PLAIN: y -= the sum (a solve's update) */
/* The triangular routines' sums: y := the sum (or y -= it), alpha and beta
 * not applied. For complex, (1, 0) times a sum with an infinite part makes
 * NaN (0 * inf) where reference BLAS, which has no alpha there, has none. */
#define PLAIN 32768u

#if defined(CLM_COMPLEX) && VW != 1
#error "complex precisions use VW == 1"
#endif

/* vec: VW consecutive elements, loaded from global memory with any
 * alignment, or aligned to the vector size, or from private memory. */
#if VW == 1
typedef scalar vec;
#define VLOAD(p) (*(p))
#define VLOAD_ALIGNED(p) (*(p))
#define VLOAD_ANY(p) (*(p))
#define VSTORE_LOCAL(v, p) (*(p) = (v))
#define HSUM(v) (v)
#elif VW == 2
typedef real2 vec;
#define VLOAD(p) vload2(0, p)
#define VLOAD_ALIGNED(p) (*(__global const real2 *)(p))
#define VLOAD_ANY(p) vload2(0, p)
#define VSTORE_LOCAL(v, p) vstore2(v, 0, p)
#define HSUM(v) ((v).s0 + (v).s1)
#elif VW == 4
typedef real4 vec;
#define VLOAD(p) vload4(0, p)
#define VLOAD_ALIGNED(p) (*(__global const real4 *)(p))
#define VLOAD_ANY(p) vload4(0, p)
#define VSTORE_LOCAL(v, p) vstore4(v, 0, p)
#define HSUM(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#elif VW == 8
typedef real8 vec;
#define VLOAD(p) vload8(0, p)
#define VLOAD_ALIGNED(p) (*(__global const real8 *)(p))
#define VLOAD_ANY(p) vload8(0, p)
#define VSTORE_LOCAL(v, p) vstore8(v, 0, p)
#define HSUM(v) ((((v).s0 + (v).s1) + ((v).s2 + (v).s3)) + (((v).s4 + (v).s5) + ((v).s6 + (v).s7)))
#else
#error "VW must be 1, 2, 4 or 8"
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

/* acc += op(a) * xv: a holds VW elements of A; xv is one scalar (gemv_n) or
 * VW of them (gemv_t). For real types conjugation is the identity. */
#ifdef CLM_COMPLEX
#define ACC(acc, a, xv, csign) MAD(acc, ((scalar)((a).x, (csign) * (a).y)), xv)
#else
#define ACC(acc, a, xv, csign) ((acc) + (a) * (xv))
#endif

/* VW elements of A from p (the first is row `first`), zero from row `end`
 * on: the bottom edge of A. */
inline vec load_edge(__global const scalar *p, uint first, uint end)
{
    scalar t[VW];
    for (uint v = 0; v < VW; v++)
        t[v] = first + v < end ? p[v] : ZERO;
    return VLOAD_ANY(t);
}

/* The first of start, start + step, ... that is at least lo. */
inline uint first_from(uint start, uint step, uint lo)
{
    return start >= lo ? start : start + (lo - start + step - 1) / step * step;
}

/* Is row r of column c inside a triangular A (and above row end)? */
inline bool in_tri(uint r, uint end, uint c, uint flags)
{
    return r < end && ((flags & LOWER) ? r >= c : r <= c);
}

/* VW elements of column c of a triangular A from p (the first is row
 * `first`): zero outside the triangle and from row `end` on, one on a unit
 * diagonal. Elements outside the triangle are never read. */
inline vec load_tri(__global const scalar *p, uint first, uint end, uint c, uint flags)
{
    scalar t[VW];
    for (uint v = 0; v < VW; v++) {
        const uint r = first + v;
        t[v] = !in_tri(r, end, c, flags) ? ZERO : r == c && (flags & UNIT_DIAG) ? ONE : p[v];
    }
    return VLOAD_ANY(t);
}

/* xv (the x of rows first .. first + VW) with zero in the lanes outside
 * column c's part of the triangle: by vector selects, no private array
 * (one in the tips cost S T 8192 20% on the H200, in local memory). */
#if VW == 1
inline vec mask_tri(vec xv, uint first, uint end, uint c, uint flags)
{
    return in_tri(first, end, c, flags) ? xv : ZERO;
}
#else
#define VEC_OF_(t, n) t##n
#define VEC_OF(t, n) VEC_OF_(t, n) /* VEC_OF(uint, VW): uint4 where VW is 4 */
#if VW == 2
#define LANE_IDX ((uint2)(0, 1))
#elif VW == 4
#define LANE_IDX ((uint4)(0, 1, 2, 3))
#else
#define LANE_IDX ((uint8)(0, 1, 2, 3, 4, 5, 6, 7))
#endif
/* select's mask type: as wide as the elements */
#if CLM_PRECISION == 1
#define MASK_OF(m) VEC_OF(convert_long, VW)(m)
#else
#define MASK_OF(m) (m)
#endif
inline vec mask_tri(vec xv, uint first, uint end, uint c, uint flags)
{
    const VEC_OF(uint, VW) r = (VEC_OF(uint, VW))(first) + LANE_IDX;
    const VEC_OF(uint, VW) cv = (VEC_OF(uint, VW))(c);
    const VEC_OF(int, VW) side = (flags & LOWER) ? r >= cv : r <= cv;
    const VEC_OF(int, VW) in = (r < (VEC_OF(uint, VW))(end)) & side;
    return select((vec)(0), xv, MASK_OF(in));
}
#endif

/* The tips: acc + op(A) * xv over load_tri's VW elements, the lanes
 * outside the triangle multiplying zero by zero rather than by x: an
 * infinite or NaN element of x must reach only the outputs that reference
 * BLAS lets it reach (0 * inf is NaN). */
inline vec acc_tri(vec acc, __global const scalar *p, uint first, uint end, uint c, uint flags,
                   vec xv, real csign)
{
    return ACC(acc, load_tri(p, first, end, c, flags), mask_tri(xv, first, end, c, flags), csign);
}

/* x[i .. i+VW) (logical indices), zero from index `end` on. */
inline vec load_x(__global const scalar *x, ulong xbase, int incx, uint i, uint end, uint flags)
{
    __global const scalar *p = x + xbase + i;
    if ((flags & X_ALIGNED) && i + VW <= end)
        return VLOAD_ALIGNED(p);
    if ((flags & X_UNIT) && i + VW <= end)
        return VLOAD(p);
    scalar t[VW];
    for (uint v = 0; v < VW; v++)
        t[v] = i + v < end ? x[(long)xbase + (long)(i + v) * incx] : ZERO;
    return VLOAD_ANY(t);
}

/* Write alpha*s + beta*y, never reading y when beta == 0. */
inline void store_y(__global scalar *yp, scalar s, scalar alpha, scalar beta, uint flags)
{
    if (flags & PLAIN) {
        *yp = (flags & SUBTRACT) ? *yp - s : s;
        return;
    }
    scalar r = MUL(alpha, s);
    if (!(flags & BETA_ZERO))
        r = MAD(r, beta, *yp);
    *yp = r;
}

/* A triangular A (flag TRI): the grid is one-dimensional and lists only the
 * (output block, slice) tiles that meet the triangle, so no group idles and
 * the host can size the split by the triangle's area. Output block b (per
 * outputs) sums over [0, (b + 1) per) (PREFIX: lower gemv_n, upper gemv_t)
 * or [b per, n), cut in slices of S; slices keep their global numbers
 * (their rows of part[]). The host makes per and S multiples one of the
 * other, so the count of tiles before block b has a closed form (tri_before)
 * and a binary search finds a group's block. */
inline uint tri_first(uint b, uint per, uint S) /* the slice holding b per */
{
    return S <= per ? b * (per / S) : b / (S / per);
}

inline uint tri_count(uint b, uint per, uint S, uint P, uint flags) /* block b's slices */
{
    const uint first = tri_first(b, per, S);
    return (flags & PREFIX) ? min(first + max(per / S, 1u), P) : P - first;
}

inline ulong tri_before(uint b, uint per, uint S, uint P, uint flags) /* tiles of blocks < b */
{
    ulong floors; /* sum of tri_first(j) for j < b */
    if (S <= per) {
        floors = (ulong)(per / S) * b * (b - 1ul) / 2;
    } else {
        const uint c = S / per, q = b / c, s = b - q * c;
        floors = (ulong)c * q * (q - 1ul) / 2 + (ulong)s * q;
    }
    return (flags & PREFIX) ? floors + (ulong)max(per / S, 1u) * b : (ulong)P * b - floors;
}

/* The tile of group g: block *b, slice *p of the block's slices [*p0, *p0 + *np). */
inline void tri_tile(uint g, uint nb, uint per, uint S, uint P, uint flags, uint *b, uint *p,
                     uint *p0, uint *np)
{
    uint lo = 0, hi = nb - 1;
    while (lo < hi) {
        const uint mid = (lo + hi + 1) / 2;
        if (tri_before(mid, per, S, P, flags) <= g)
            lo = mid;
        else
            hi = mid - 1;
    }
    *b = lo;
    *p0 = (flags & PREFIX) ? 0 : tri_first(lo, per, S);
    *p = *p0 + (uint)(g - tri_before(lo, per, S, P, flags));
    *np = tri_count(lo, per, S, P, flags);
}

/* This group's output block *b and slice *p, and the block's slices
 * [*p0, *p0 + *np): the 2-D grid's coordinates, or the triangular tile (the
 * same when there is one slice). A PREFIX grid runs backwards, so that the
 * blocks with the most work start first and the small ones fill the end.
 * Only programs for triangular grids (TRI_GRID, set by the host) search:
 * elsewhere the tile is the group ids, which the compiler reads again where
 * needed; the search's results stay live through the loops instead (sgemv N
 * 4096-16384 was 18-24% slower on the H200 with the search compiled in). */
#ifndef TRI_GRID
#define TRI_GRID 0
#endif
inline void group_tile(uint outs, uint sums, uint per, uint S, uint flags, uint *b, uint *p,
                       uint *p0, uint *np)
{
#if TRI_GRID
    const uint g = (flags & TRI) && (flags & PREFIX) ? get_num_groups(0) - 1 - get_group_id(0)
                                                      : get_group_id(0);
    if ((flags & TRI) && S < sums) {
        tri_tile(g, (outs + per - 1) / per, per, S, (sums + S - 1) / S, flags, b, p, p0, np);
        return;
    }
    *b = g;
#else
    *b = get_group_id(0);
#endif
    *p = get_group_id(1);
    *p0 = 0;
    *np = get_num_groups(1);
}

/* Split-K in one kernel (flag FUSED): the group that finishes its output
 * tile last adds the tile's P partial sums, in slice order, so the result
 * does not depend on which group came last (common.cl's last_to_finish). */
inline bool last_of_tile(__global uint *counter, uint P, uint flags, __local uint *flag)
{
    return last_to_finish(counter, P, (flags & FUSED) != 0, flag);
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

/* The end of a group: with FUSED, the last group of an output block adds
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
    const real csign = (flags & CONJ_A) ? -1 : 1;
    /* A triangular A: only the columns that meet the group's rows in the
     * triangle; those that cross the diagonal (the tip) are read masked. */
    uint tip0 = c_end, tip1 = c_end;
    if (flags & TRI) {
        if (flags & LOWER) {
            c_end = min(c_end, row0 + block);
            tip0 = max(c_begin, row0);
        } else {
            c_begin = max(c_begin, row0);
            tip0 = c_begin;
            tip1 = min(c_end, row0 + block);
        }
    }

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
        for (uint range = 0; range < 2; range++) { /* [0, m0), then [m1, nc) */
            const uint i1 = range == 0 ? m0 : nc;
            uint i = first_from(ty, ty_n, range == 0 ? 0 : m1);
            __global const scalar *p = A + offA + r + (ulong)(c0 + i) * lda;
            if (r + VW <= rows && (flags & ALIGNED)) {
                UNROLL4
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
        for (uint i = first_from(ty, ty_n, m0); i < m1; i += ty_n)
            acc = acc_tri(acc, A + offA + r + (ulong)(c0 + i) * lda, r, rows, c0 + i, flags,
                          (vec)(xs[i]), csign);
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
        if (flags & PARTIAL)
            part[(ulong)slc * rows + row0 + o] = s;
        else
            store_y(y + (long)ybase + (long)(row0 + o) * incy, s, alpha, beta, flags);
    }
    finish_group(part, rows, blk, p0, np, row0, nrows, WGSN, counters, y, ybase, incy, alpha,
                 beta, flags, &last);
}

/* gemv_t's rows from i, stride apart, while i < hi, of a triangular A
 * (acc_tri); returns the next row. */
inline uint tri_rows(vec *acc, __global const scalar *const *pc, const uint *ck, uint cpt, uint i,
                     uint hi, uint end, uint stride, __global const scalar *x, ulong xbase,
                     int incx, uint flags, real csign)
{
    for (; i < hi; i += stride) {
        const vec xv = load_x(x, xbase, incx, i, end, flags);
        for (uint k = 0; k < CPT; k++)
            if (k < cpt)
                acc[k] = acc_tri(acc[k], pc[k] + i, i, end, ck[k], flags, xv, csign);
    }
    return i;
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
    const real csign = (flags & CONJ_A) ? -1 : 1;

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
    /* A triangular A: only the rows that meet the tile's columns
     * [first_col, last] in the triangle; those that cross the diagonal (the
     * tip) are read masked: before the full rows when lower, after when
     * upper. */
    uint full_end = r_end;
    if (flags & TRI) {
        const uint last = min(first_col + ty_n * cpt, cols) - 1;
        if (flags & LOWER) {
            if (r_end <= first_col)
                r_end = full_end = r_begin; /* no rows of the triangle here */
            else if (i + VW <= first_col) /* skip the rows above the tip */
                i += (first_col - VW - i) / stride * stride + stride;
            i = tri_rows(acc, pc, ck, cpt, i, min(r_end, last + 1), r_end, stride, x, xbase, incx,
                         flags, csign);
        } else {
            r_end = min(r_end, last + 1);
            full_end = min(r_end, first_col); /* rows above every diagonal */
        }
    }
    if (flags & ALIGNED) {
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
    if ((flags & TRI) && !(flags & LOWER))
        i = tri_rows(acc, pc, ck, cpt, i, r_end, r_end, stride, x, xbase, incx, flags, csign);
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
            if (flags & PARTIAL)
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
 * With flag TRI, output i adds only the slices of its block (tri_per
 * outputs; slices of tri_slice): those of the triangular grid. */
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
    uint p0 = 0, p1 = P;
    if ((flags & TRI) && P > 0 && i < len) {
        const uint b = i / tri_per;
        p0 = (flags & PREFIX) ? 0 : tri_first(b, tri_per, tri_slice);
        p1 = p0 + tri_count(b, tri_per, tri_slice, P, flags);
    }

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
            *yp = (flags & BETA_ZERO) ? ZERO : MUL(beta, *yp);
        } else {
            store_y(yp, red[lid], alpha, beta, flags);
        }
    }
}
