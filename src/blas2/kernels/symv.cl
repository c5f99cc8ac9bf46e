/*
 * symv.cl: the symmetric and Hermitian products (SYMV, HEMV, SPMV, HPMV,
 * SBMV, HBMV) and GBMV, over full, packed and band storage (l2_storage.cl's
 * column()). Built after l2_flags.h, l2_storage.cl and symv_flags.h.
 *
 * A symmetric product reads each stored element once and uses it twice: a
 * work group takes a panel of TC columns (the x of those columns in
 * registers) and walks down the rows it meets, TR = TX VW rows a tile
 * (VW consecutive rows per thread, one vector load). Each element
 * a(r, c) adds a(r, c) x(c) to row r's sum (flag SY_N) and op(a(r, c)) x(r)
 * to column c's (flag SY_T); for the stored lower triangle that is the
 * product with the whole matrix, the diagonal counted once. GBMV is one of
 * the two directions alone.
 *
 * Partial sums, combined in a fixed order (results do not vary run to run):
 * a tile's row sums are added across the group's TY threads per row in
 * local memory and written to part[J][r]; a column's sums stay in registers
 * down the walk and are added across the TX threads once, at the end of the
 * group's chunk of CH tiles, into tpart[chunk][c]. sy_reduce adds both into
 * y with alpha and beta.
 *
 * Tiles wholly inside the stored part read without tests; the others (the
 * diagonal, band edges, the matrix's edges) test each element, so nothing
 * outside the stored part is read and no zero meets an Inf of x where
 * reference BLAS has no product.
 */
#ifndef TX
#define TX 32 /* threads down a tile */
#endif
#ifndef TY
#define TY 8 /* threads across a panel */
#endif
#ifndef CPT
#define CPT 4 /* columns per thread */
#endif
#ifndef CH
#define CH 16 /* tiles per chunk */
#endif
/* VW (l2_storage.cl): consecutive rows per thread, one vector load */
#define TR (TX * VW) /* rows of a tile */
#define TC (TY * CPT) /* columns of a panel */
#define WG (TX * TY)
/* the end's column sums: NP work items a column, each adding SL work items' sums */
#define NP (TX % CPT == 0 && TX >= CPT ? TX / CPT : 1)
#define SL (TX / NP)
#define LM_TILE (2 * TY * TR)
#define LM_COLS (TC * (TX + 1))
#define LM_SIZE ((LM_TILE > LM_COLS ? LM_TILE : LM_COLS) + NP * TC)

#ifdef CLM_COMPLEX
#define REAL_PART(a) ((scalar)((a).x, 0))
#define DOT(a, b) MUL(a, b)
#else
#define REAL_PART(a) (a)
#define DOT(a, b) HSUM((a) * (b))
#endif

/* The VW elements of x from row r, zero from row `end` on. */
inline vec x_rows(__global const scalar *x, ulong xbase, int incx, uint r, uint end)
{
    scalar t[VW];
    for (uint v = 0; v < VW; v++)
        t[v] = r + v < end ? x[(long)xbase + (long)(r + v) * incx] : ZERO;
    return VLOAD_ANY(t);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void sy_panel(uint rows, uint cols, __global const scalar *A, ulong offA, ulong lda, uint kd,
              uint storage, uint aflags, uint above, uint below, __global const scalar *x,
              ulong xbase, int incx, __global scalar *part, uint span, ulong toff, uint flags)
{
    __local scalar lm[LM_SIZE];
    const uint J = get_group_id(0), chunk = get_group_id(1);
    const uint rb = sy_rbegin(J, TC, TR, above), re = sy_rend(J, TC, rows, cols, below);
    /* groups past the walk (the grid fits the longest) run no tiles and
     * write nothing, but meet every barrier: no early return, which PoCL's
     * work-group loops do not always survive */
    const uint t0 = rb / TR + chunk * CH;
    const bool active = re > rb && t0 * TR < re;
    const uint t1 = active ? min((re + TR - 1) / TR, t0 + CH) : t0;
    const uint lid = get_local_id(0), tx = lid % TX, ty = lid / TX;
    const uint c0 = J * TC, cf = c0 + ty * CPT; /* the panel's, this thread's first column */
    const bool N = flags & SY_N, T = flags & SY_T, sym = flags & SY_SYM;
    const bool herm = flags & SY_HERM, cj = flags & SY_CONJ;

    /* this thread's columns: the first's start, then steps (column_step) */
    int ds;
    __global const scalar *p0 = column(A, offA, lda, cols, kd, storage, aflags, min(cf, cols - 1));
    const long st0 = column_step(lda, cols, storage, aflags, min(cf, cols - 1), &ds);
    scalar xj[CPT], tacc[CPT];
    for (uint k = 0; k < CPT; k++) {
        const uint c = cf + k;
        xj[k] = N && c < cols ? x[(long)xbase + (long)c * incx] : ZERO;
        tacc[k] = ZERO;
    }
    /* tiles whose every element is stored (and, symmetric, off the
     * diagonal): rows [r0, r0 + TR) with first <= r0 and r0 + TR - 1 <= last */
    const bool whole_panel = c0 + TC <= cols;
    const long first = (long)c0 + TC - 1 - above, last = (long)c0 + below;

    for (uint t = t0; t < t1; t++) {
        const uint r0 = t * TR, r = r0 + tx * VW; /* this thread's rows: r .. r + VW - 1 */
        const vec xi = T ? x_rows(x, xbase, incx, r, rows) : (vec)ZERO;
        vec s = (vec)ZERO;
        const bool interior = whole_panel && r0 + TR <= rows && (long)r0 >= first &&
                              (long)r0 + TR - 1 <= last &&
                              (!sym || r0 >= c0 + TC || r0 + TR <= c0);
        __global const scalar *p = p0 + r;
        long st = st0;
        if (interior) {
            for (uint k = 0; k < CPT; k++, p += st, st += ds) {
                vec a = (flags & SY_ALIGNED) ? VLOAD_ALIGNED(p) : VLOAD(p);
#ifdef CLM_COMPLEX
                a = cj ? CONJ(a) : a;
#endif
                if (N)
                    s = MAD(s, a, xj[k]);
                if (T)
                    tacc[k] += DOT(herm ? CONJ(a) : a, xi);
            }
        } else { /* element by element */
            scalar sv[VW], xv[VW];
            VSTORE_LOCAL(xi, xv);
            for (uint v = 0; v < VW; v++)
                sv[v] = ZERO;
            for (uint k = 0; k < CPT; k++, p += st, st += ds) {
                const uint c = cf + k;
                for (uint v = 0; v < VW; v++) {
                    const uint rv = r + v;
                    if (rv >= rows || c >= cols || (long)rv + above < c || rv > (long)c + below)
                        continue;
                    scalar a = p[v];
                    a = cj ? CONJ(a) : a;
                    if (sym && rv == c) { /* once, in row rv's sum */
                        sv[v] = MAD(sv[v], herm ? REAL_PART(a) : a, xj[k]);
                        continue;
                    }
                    if (N)
                        sv[v] = MAD(sv[v], a, xj[k]);
                    if (T)
                        tacc[k] = MAD(tacc[k], herm ? CONJ(a) : a, xv[v]);
                }
            }
            s = VLOAD_ANY(sv);
        }
        /* the tile's row sums, added across ty (two buffers: one barrier;
         * the barrier unconditional, which PoCL needs) */
        __local scalar *red = lm + (t & 1) * TY * TR;
        VSTORE_LOCAL(s, red + ty * TR + tx * VW);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint o = lid; o < TR; o += WG) {
            if (N && r0 + o < re) {
                scalar v = red[o];
                for (uint q = 1; q < TY; q++)
                    v += red[q * TR + o];
                part[(ulong)J * span + (r0 + o - rb)] = v;
            }
        }
    }
    /* The column sums, added across tx: first NP pieces of SL threads each,
     * then the pieces in order. */
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < CPT; k++)
        lm[(ty * CPT + k) * (TX + 1) + tx] = tacc[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    __local scalar *pieces = lm + (LM_TILE > LM_COLS ? LM_TILE : LM_COLS);
    if (lid < NP * TC) { /* NP * TC <= WG: the host keeps CPT <= TX */
        const uint q = lid % TC, p = lid / TC;
        __local const scalar *col = lm + q * (TX + 1) + p * SL;
        scalar v = col[0];
        for (uint j = 1; j < SL; j++)
            v += col[j];
        pieces[p * TC + q] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (T && active && lid < TC && c0 + lid < cols) {
        scalar v = pieces[lid];
        for (uint p = 1; p < NP; p++)
            v += pieces[p * TC + lid];
        part[toff + (ulong)chunk * cols + c0 + lid] = v;
    }
}

/* y[i] := alpha (row i's panel sums + column i's chunk sums) + beta y[i],
 * for i < len: LANES work items per output, each adding every LANES-th
 * term, then a tree; the order is fixed. SY_ALPHA_ZERO: y := beta y. */
#define WGR 256
__kernel __attribute__((reqd_work_group_size(WGR, 1, 1)))
void sy_reduce(uint len, uint rows, uint cols, uint above, uint below, uint lanes,
               __global const scalar *part, uint span, ulong toff, __global scalar *y,
               ulong ybase, int incy, scalar alpha, scalar beta, uint flags)
{
    __local scalar red[WGR];
    const uint lid = get_local_id(0), outs = WGR / lanes;
    const uint o = lid % outs, lane = lid / outs, i = get_group_id(0) * outs + o;
    scalar s = ZERO;
    if (i < len && !(flags & SY_ALPHA_ZERO)) {
        if ((flags & SY_N) && i < (ulong)cols + below) { /* the panels row i meets */
            const uint jlo = (i > below ? i - below : 0u) / TC;
            const uint jhi = (uint)min((ulong)cols - 1, (ulong)i + above) / TC;
            for (uint J = jlo + lane; J <= jhi; J += lanes)
                s += part[(ulong)J * span + (i - sy_rbegin(J, TC, TR, above))];
        }
        if (flags & SY_T) { /* the chunks of column i's panel */
            const uint J = i / TC, n = sy_chunks(J, TC, TR, CH, rows, cols, above, below);
            for (uint k = lane; k < n; k += lanes)
                s += part[toff + (ulong)k * cols + i];
        }
    }
    red[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = lanes / 2; h > 0; h >>= 1) {
        if (lane < h)
            red[lid] += red[lid + h * outs];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane != 0 || i >= len)
        return;
    __global scalar *yp = y + (long)ybase + (long)i * incy;
    scalar v = (flags & SY_ALPHA_ZERO) ? ZERO : MUL(alpha, red[lid]);
    if (!(flags & SY_BETA_ZERO))
        v = (flags & SY_ALPHA_ZERO) ? MUL(beta, *yp) : MAD(v, beta, *yp);
    *yp = v;
}
