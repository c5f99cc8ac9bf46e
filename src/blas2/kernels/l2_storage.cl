/*
 * l2_storage.cl: how the Level 2 kernels address A and x, in one place.
 * Built after l2_flags.h and before the kernels that use it (gemv.cl,
 * tr_*.cl).
 *
 *   full storage, as vectors: VW consecutive rows of a column (vec), the
 *     bottom edge (load_edge), x in vectors (load_x);
 *   the triangle of a full A (flag L2_TRI): masked loads where a tile
 *     crosses the diagonal (the tips), the columns (gemv_n) or rows (gemv_t)
 *     of a tile that meet the triangle, and the triangular tile grid that
 *     lists only the tiles meeting it (group_tile, tri_slices); a full
 *     rectangle (GEMV) is the case without L2_TRI;
 *   full, packed and band storage element by element (column, rows_of,
 *     cols_of, load_op) and op(A)'s coefficients (coef), for the products
 *     and solves of tr_*.cl.
 *
 * A is column-major after the host's normalization; a triangular A is lower
 * or upper (L2_LOWER) with kd off-diagonals (n - 1 for full and packed
 * storage): element (r, c) is stored iff c <= r <= c + kd (lower) or
 * c - kd <= r <= c (upper). A unit diagonal (L2_UNIT_DIAG) is never read.
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

/* TRI_A 0: the program never sees a triangular A (GEMV's, set by the
 * host), so the triangle's tests fold away at compile time and gemv_n's
 * loop over A is one plain loop. */
#ifndef TRI_A
#define TRI_A 1
#endif
#define IS_TRI(flags) (TRI_A && ((flags) & L2_TRI))

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
    return r < end && ((flags & L2_LOWER) ? r >= c : r <= c);
}

/* VW elements of column c of a triangular A from p (the first is row
 * `first`): zero outside the triangle and from row `end` on, one on a unit
 * diagonal. Elements outside the triangle are never read. */
inline vec load_tri(__global const scalar *p, uint first, uint end, uint c, uint flags)
{
    scalar t[VW];
    for (uint v = 0; v < VW; v++) {
        const uint r = first + v;
        t[v] = !in_tri(r, end, c, flags) ? ZERO : r == c && (flags & L2_UNIT_DIAG) ? ONE : p[v];
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
    const VEC_OF(int, VW) side = (flags & L2_LOWER) ? r >= cv : r <= cv;
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
    if ((flags & L2_X_ALIGNED) && i + VW <= end)
        return VLOAD_ALIGNED(p);
    if ((flags & L2_X_UNIT) && i + VW <= end)
        return VLOAD(p);
    scalar t[VW];
    for (uint v = 0; v < VW; v++)
        t[v] = i + v < end ? x[(long)xbase + (long)(i + v) * incx] : ZERO;
    return VLOAD_ANY(t);
}

/* A triangular A (flag L2_TRI): the grid is one-dimensional and lists only the
 * (output block, slice) tiles that meet the triangle, so no group idles and
 * the host can size the split by the triangle's area. Output block b (per
 * outputs) sums over [0, (b + 1) per) (L2_PREFIX: lower gemv_n, upper gemv_t)
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
    return (flags & L2_PREFIX) ? min(first + max(per / S, 1u), P) : P - first;
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
    return (flags & L2_PREFIX) ? floors + (ulong)max(per / S, 1u) * b : (ulong)P * b - floors;
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
    *p0 = (flags & L2_PREFIX) ? 0 : tri_first(lo, per, S);
    *p = *p0 + (uint)(g - tri_before(lo, per, S, P, flags));
    *np = tri_count(lo, per, S, P, flags);
}

/* This group's output block *b and slice *p, and the block's slices
 * [*p0, *p0 + *np): the 2-D grid's coordinates, or the triangular tile (the
 * same when there is one slice). A L2_PREFIX grid runs backwards, so that the
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
    const uint g = (flags & L2_TRI) && (flags & L2_PREFIX) ? get_num_groups(0) - 1 - get_group_id(0)
                                                      : get_group_id(0);
    if ((flags & L2_TRI) && S < sums) {
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

/* gemv_n's tile over a triangular A (flag L2_TRI): its columns [*c0, *c1)
 * narrowed to those that meet the rows [row0, row0 + block) in the
 * triangle, and those of them that cross the diagonal (the tip, read
 * masked): [*tip0, *tip1). A full A keeps its columns and has no tip. */
inline void tri_cols(uint row0, uint block, uint flags, uint *c0, uint *c1, uint *tip0,
                     uint *tip1)
{
    *tip0 = *c1;
    *tip1 = *c1;
    if (IS_TRI(flags)) {
        if (flags & L2_LOWER) {
            *c1 = min(*c1, row0 + block);
            *tip0 = max(*c0, row0);
        } else {
            *c0 = max(*c0, row0);
            *tip0 = *c0;
            *tip1 = min(*c1, row0 + block);
        }
    }
}

/* gemv_n's tip columns c0 + i, i in [m0, m1) from ty, ty_n apart (xs[i]:
 * their x), read masked (acc_tri). */
inline vec tip_cols(vec acc, __global const scalar *A, ulong offA, ulong lda, uint r, uint rows,
                    uint c0, uint m0, uint m1, uint ty, uint ty_n, __local const scalar *xs,
                    uint flags, real csign)
{
    for (uint i = first_from(ty, ty_n, m0); i < m1; i += ty_n)
        acc = acc_tri(acc, A + offA + r + (ulong)(c0 + i) * lda, r, rows, c0 + i, flags,
                      (vec)(xs[i]), csign);
    return acc;
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

/* gemv_t's tile over a triangular A (flag L2_TRI), before its full rows: only
 * the rows that meet the tile's columns (tile_cols from first_col, within
 * cols) in the triangle
 * (*r_end); those that cross the diagonal (the tip) are read masked: here
 * when lower (returning the next row), after the full rows (tri_rows_after)
 * when upper, the full rows then ending at *full_end. A full A: i, *r_end
 * and *full_end as they are. */
inline uint tri_rows_before(vec *acc, __global const scalar *const *pc, const uint *ck, uint cpt,
                            uint i, uint r_begin, uint *r_end, uint *full_end, uint first_col,
                            uint tile_cols, uint cols, uint stride, __global const scalar *x,
                            ulong xbase, int incx, uint flags, real csign)
{
    if (IS_TRI(flags)) {
        const uint last = min(first_col + tile_cols, cols) - 1;
        if (flags & L2_LOWER) {
            if (*r_end <= first_col)
                *r_end = *full_end = r_begin; /* no rows of the triangle here */
            else if (i + VW <= first_col)     /* skip the rows above the tip */
                i += (first_col - VW - i) / stride * stride + stride;
            i = tri_rows(acc, pc, ck, cpt, i, min(*r_end, last + 1), *r_end, stride, x, xbase,
                         incx, flags, csign);
        } else {
            *r_end = min(*r_end, last + 1);
            *full_end = min(*r_end, first_col); /* rows above every diagonal */
        }
    }
    return i;
}

/* gemv_t's tip rows of an upper triangular A, after its full rows. */
inline uint tri_rows_after(vec *acc, __global const scalar *const *pc, const uint *ck, uint cpt,
                           uint i, uint r_end, uint stride, __global const scalar *x, ulong xbase,
                           int incx, uint flags, real csign)
{
    if (IS_TRI(flags) && !(flags & L2_LOWER))
        i = tri_rows(acc, pc, ck, cpt, i, r_end, r_end, stride, x, xbase, incx, flags, csign);
    return i;
}

/* gemv_reduce: the slices [*p0, *p1) that output i (i < len) adds, of P:
 * all of them, or on a triangular grid those of its block (per outputs;
 * slices of S). */
inline void tri_slices(uint i, uint len, uint P, uint per, uint S, uint flags, uint *p0, uint *p1)
{
    *p0 = 0;
    *p1 = P;
    if (IS_TRI(flags) && P > 0 && i < len) {
        const uint b = i / per;
        *p0 = (flags & L2_PREFIX) ? 0 : tri_first(b, per, S);
        *p1 = *p0 + tri_count(b, per, S, P, flags);
    }
}

/* Packed and band storage (and full, element by element). */

/* Column c: p with p[r] = element (r, c) for every stored r. */
inline __global const scalar *column(__global const scalar *A, ulong offA, ulong lda, uint n,
                                     uint kd, uint storage, uint flags, uint c)
{
    return A + (long)offA + l2_column_start(n, lda, kd, storage, (flags & L2_LOWER) != 0, c);
}

/* How far column c + 1 starts after column c (in column()'s terms), and
 * by how much that distance changes from one column to the next (*ds):
 * a walk across columns without column()'s products. */
inline long column_step(ulong lda, uint n, uint storage, uint flags, uint c, int *ds)
{
    *ds = storage == L2_PACKED ? ((flags & L2_LOWER) ? -1 : 1) : 0;
    if (storage == L2_PACKED)
        return (flags & L2_LOWER) ? (long)n - c - 1 : (long)c + 1;
    return storage == L2_BAND ? (long)lda - 1 : (long)lda;
}

/* Stored rows of column c: [*lo, *hi). */
inline void rows_of(uint c, uint n, uint kd, uint flags, uint *lo, uint *hi)
{
    if (flags & L2_LOWER) {
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
    if (flags & L2_LOWER) {
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
    if (r == c && (flags & L2_UNIT_DIAG))
        return ONE;
#if defined(CLM_NVIDIA) && defined(CSA) && !defined(CLM_COMPLEX)
    const scalar a = ld_cs(col + r); /* trsv key CS: evicted first */
#else
    const scalar a = col[r];
#endif
    return (flags & L2_CONJ_A) ? CONJ(a) : a;
}

/* Does A store op(A)'s coefficient of variable v in equation e (absolute
 * indices)? */
inline bool stored(uint n, uint kd, uint flags, uint e, uint v)
{
    const uint r = (flags & L2_TRANSPOSED) ? v : e, c = (flags & L2_TRANSPOSED) ? e : v;
    uint lo, hi;
    rows_of(c, n, kd, flags, &lo, &hi);
    return r >= lo && r < hi;
}

/* op(A)'s coefficient of variable v in equation e, which A stores. */
inline scalar stored_coef(__global const scalar *A, ulong offA, ulong lda, uint n, uint kd,
                          uint storage, uint flags, uint e, uint v)
{
    const uint r = (flags & L2_TRANSPOSED) ? v : e, c = (flags & L2_TRANSPOSED) ? e : v;
    return load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c, flags);
}

/* op(A)'s coefficient of variable v in equation e: zero where A stores
 * nothing. */
inline scalar coef(__global const scalar *A, ulong offA, ulong lda, uint n, uint kd, uint storage,
                   uint flags, uint e, uint v)
{
    if (!stored(n, kd, flags, e, v))
        return ZERO;
    return stored_coef(A, offA, lda, n, kd, storage, flags, e, v);
}
