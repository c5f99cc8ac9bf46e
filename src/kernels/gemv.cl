/*
 * gemv.cl: y := alpha*op(A)*x + beta*y for a column-major A (rows x cols).
 * The host turns row-major calls into these two column-major forms:
 *
 *   gemv_n  y[r] = sum_c opA(A[r,c]) * x[c]   (no transpose; opA conjugates
 *                                                 when flag CONJ_A is set)
 *   gemv_t  y[c] = sum_r opA(A[r,c]) * x[r]   (transpose / conjugate transpose)
 *
 * Both split the summed dimension into P slices, one per work group in
 * dimension 1 (the two-kernel split-K design): with P == 1 a group writes y
 * directly (one pass); with P > 1 it writes its partial sums to part[P][len]
 * and gemv_reduce adds the P partial sums and applies alpha and beta.
 *
 * A work group is tx_n x ty_n work items (tx_n * ty_n == WGS; tx_n chosen by
 * the host per shape). In gemv_n, tx runs down the rows (VW consecutive rows
 * per work item, so a warp reads a contiguous run of a column) and ty
 * across the columns of the slice; in gemv_t, tx runs down the rows of a
 * column and ty across columns. The slice of x in use is staged in local
 * memory, XCH elements at a time, and read from there by every work item.
 */
#ifndef WGS
#define WGS 256 /* work-group size */
#endif
#ifndef VW
#define VW 4 /* consecutive elements per load (1 for complex) */
#endif
#ifndef XCH
#define XCH 512 /* elements of x staged in local memory per pass */
#endif

/* flags */
#define CONJ_A 1u     /* conjugate A's elements */
#define BETA_ZERO 2u  /* beta == 0: y is written, never read */
#define ALIGNED 4u    /* A, offA and lda allow aligned vector loads */
#define PARTIAL 8u    /* write partial sums to part[], not y */

#if defined(CLM_COMPLEX) && VW != 1
#error "complex precisions use VW == 1"
#endif

/* vec: VW consecutive elements of a column, loaded from global memory
 * (any alignment, or aligned to the vector size), or from private/local
 * memory (vloadn takes any address space). */
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
#else
#error "VW must be 1, 2 or 4"
#endif

/* acc += op(a) * xv: a holds VW elements of A; xv is one scalar (gemv_n) or
 * VW of them (gemv_t). For real types conjugation is the identity. */
#ifdef CLM_COMPLEX
#define ACC(acc, a, xv, csign) MAD(acc, ((scalar)((a).x, (csign) * (a).y)), xv)
#else
#define ACC(acc, a, xv, csign) ((acc) + (a) * (xv))
#endif

/* VW elements from p, zero from row `rows` on (the bottom edge of A). */
inline vec load_edge(__global const scalar *p, uint first, uint rows)
{
    scalar t[VW];
    for (uint v = 0; v < VW; v++)
        t[v] = first + v < rows ? p[v] : ZERO;
    return VLOAD_ANY(t);
}

inline vec load_edge_local(__local const scalar *p, uint first, uint rows)
{
    scalar t[VW];
    for (uint v = 0; v < VW; v++)
        t[v] = first + v < rows ? p[v] : ZERO;
    return VLOAD_ANY(t);
}

/* Write alpha*s + beta*y, never reading y when beta == 0. */
inline void store_y(__global scalar *yp, scalar s, scalar alpha, scalar beta, uint flags)
{
    scalar r = MUL(alpha, s);
    if (!(flags & BETA_ZERO))
        r = MAD(r, beta, *yp);
    *yp = r;
}

/* Stage x[first .. first+n) (logical indices) in local memory. */
inline void stage_x(__local scalar *xs, __global const scalar *x, ulong xbase, int incx,
                    uint first, uint n)
{
    for (uint i = get_local_id(0); i < n; i += WGS)
        xs[i] = x[(long)xbase + (long)(first + i) * incx];
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void gemv_n(uint rows, uint cols, __global const scalar *A, ulong offA, ulong lda,
            __global const scalar *x, ulong xbase, int incx,
            __global scalar *y, ulong ybase, int incy,
            scalar alpha, scalar beta, uint flags, uint tx_n, uint cps,
            __global scalar *part)
{
    __local scalar xs[XCH];
    __local scalar red[WGS * VW];

    const uint lid = get_local_id(0);
    const uint tx = lid % tx_n, ty = lid / tx_n, ty_n = WGS / tx_n;
    const uint block = tx_n * VW; /* rows per group */
    const uint row0 = get_group_id(0) * block;
    const uint r = row0 + tx * VW; /* this work item's first row */
    const uint c_begin = get_group_id(1) * cps;
    const uint c_end = min(cols, c_begin + cps);
    const real csign = (flags & CONJ_A) ? -1 : 1;
    const bool full = r + VW <= rows;

    vec acc = 0;
    for (uint c0 = c_begin; c0 < c_end; c0 += XCH) {
        const uint nc = min((uint)XCH, c_end - c0);
        barrier(CLK_LOCAL_MEM_FENCE);
        stage_x(xs, x, xbase, incx, c0, nc);
        barrier(CLK_LOCAL_MEM_FENCE);
        __global const scalar *p = A + offA + r + (ulong)(c0 + ty) * lda;
        const ulong step = (ulong)ty_n * lda;
        if (full && (flags & ALIGNED)) {
UNROLL4
            for (uint i = ty; i < nc; i += ty_n, p += step)
                acc = ACC(acc, VLOAD_ALIGNED(p), xs[i], csign);
        } else if (full) {
UNROLL4
            for (uint i = ty; i < nc; i += ty_n, p += step)
                acc = ACC(acc, VLOAD(p), xs[i], csign);
        } else if (r < rows) {
            for (uint i = ty; i < nc; i += ty_n, p += step)
                acc = ACC(acc, load_edge(p, r, rows), xs[i], csign);
        }
    }

    /* Add the ty_n partial sums of each row; consecutive work items then
     * write consecutive rows. */
    VSTORE_LOCAL(acc, red + ty * block + tx * VW);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint o = lid; o < block; o += WGS) {
        const uint row = row0 + o;
        if (row >= rows)
            break;
        scalar s = red[o];
        for (uint t = 1; t < ty_n; t++)
            s += red[t * block + o];
        if (flags & PARTIAL)
            part[(ulong)get_group_id(1) * rows + row] = s;
        else
            store_y(y + (long)ybase + (long)row * incy, s, alpha, beta, flags);
    }
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void gemv_t(uint rows, uint cols, __global const scalar *A, ulong offA, ulong lda,
            __global const scalar *x, ulong xbase, int incx,
            __global scalar *y, ulong ybase, int incy,
            scalar alpha, scalar beta, uint flags, uint tx_n, uint rps,
            __global scalar *part)
{
    __local scalar xs[XCH];
    __local scalar red[WGS];

    const uint lid = get_local_id(0);
    const uint tx = lid % tx_n, ty = lid / tx_n, ty_n = WGS / tx_n;
    const uint col = get_group_id(0) * ty_n + ty;
    const uint r_begin = get_group_id(1) * rps;
    const uint r_end = min(rows, r_begin + rps);
    const real csign = (flags & CONJ_A) ? -1 : 1;
    const uint stride = tx_n * VW;

    vec acc = 0;
    for (uint r0 = r_begin; r0 < r_end; r0 += XCH) {
        const uint nr = min((uint)XCH, r_end - r0);
        barrier(CLK_LOCAL_MEM_FENCE);
        stage_x(xs, x, xbase, incx, r0, nr);
        barrier(CLK_LOCAL_MEM_FENCE);
        if (col >= cols)
            continue;
        __global const scalar *p = A + offA + (ulong)col * lda + r0;
        /* Whole vectors; r0 and the slice start are multiples of VW, so only
         * the bottom of A can leave a partial vector. */
        const uint nfull = nr - nr % VW;
        uint i = tx * VW;
        if (flags & ALIGNED) {
UNROLL4
            for (; i < nfull; i += stride)
                acc = ACC(acc, VLOAD_ALIGNED(p + i), VLOAD_ANY(xs + i), csign);
        } else {
UNROLL4
            for (; i < nfull; i += stride)
                acc = ACC(acc, VLOAD(p + i), VLOAD_ANY(xs + i), csign);
        }
        if (i < nr) /* the bottom of A: zero both past the end (0 * stale Inf is NaN) */
            acc = ACC(acc, load_edge(p + i, i, nr), load_edge_local(xs + i, i, nr), csign);
    }

    /* Tree reduction over the tx_n work items of each column. */
    red[lid] = HSUM(acc);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = tx_n / 2; s > 0; s >>= 1) {
        if (tx < s)
            red[lid] += red[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tx == 0 && col < cols) {
        if (flags & PARTIAL)
            part[(ulong)get_group_id(1) * cols + col] = red[lid];
        else
            store_y(y + (long)ybase + (long)col * incy, red[lid], alpha, beta, flags);
    }
}

/* y[i] = alpha * sum_p part[p][i] + beta * y[i], for i < len. A group covers
 * WGS / lanes outputs; `lanes` work items share each output's P terms and
 * add them in a fixed order, so results do not vary from run to run.
 * P == 0 gives y = beta * y (the alpha == 0 case: A and x never read). */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void gemv_reduce(uint len, uint P, uint lanes, __global const scalar *part,
                 __global scalar *y, ulong ybase, int incy, scalar alpha, scalar beta, uint flags)
{
    __local scalar red[WGS];
    const uint lid = get_local_id(0);
    const uint outs = WGS / lanes;
    const uint o = lid % outs, lane = lid / outs;
    const uint i = get_group_id(0) * outs + o;

    scalar s = ZERO;
    if (i < len)
        for (uint p = lane; p < P; p += lanes)
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
