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
 *        (with INPLACE: x := op(A) x in one launch, x read in place)
 * tr_solve  solves the diagonal block [j0, j0 + m) in one work group
 * tr_copy   a contiguous copy of x (TRMV reads x while it overwrites it)
 * tr_inv, tr_sweep, tr_sweep2, tr_sweep3  the one-launch solves (built
 *           with -DNB, below; SYNC=1, 2, 3)
 *
 * Full-storage products run gemv.cl's gemv_n / gemv_t with flag TRI instead
 * of tr_n / tr_t.
 */
#ifndef NBMAX
#define NBMAX 64 /* largest diagonal block tr_solve takes */
#endif

#define ST_FULL 0
#define ST_PACKED 1
#define ST_BAND 2

/* flags, beyond gemv.cl's CONJ_A, PARTIAL, UNIT_DIAG, LOWER and SUBTRACT
 * (y -= sum: the update step of a solve) */
#define TRANSPOSED 1024u
#define FORWARD 2048u   /* tr_solve: first variable first */
#define INPLACE 16384u  /* with PARTIAL, one pass: x := the sums, below */

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
#if defined(CLM_NVIDIA) && defined(CSA) && !defined(CLM_COMPLEX)
    const scalar a = ld_cs(col + r); /* trsv key CS: evicted first */
#else
    const scalar a = col[r];
#endif
    return (flags & CONJ_A) ? CONJ(a) : a;
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

/* INPLACE: x := op(A) x in one launch, without a copy of x, the whole
 * problem in one slice. Each group wrote its R sums to part (group g's:
 * [g R, g R + R)); x's block b (BS = R * ceil(INPL_SPAN / R) outputs, so
 * that a group counts on few blocks) may take part's block b once every
 * group that reads x there has read it. So each group, its sums written,
 * counts itself on every block its window of x meets (ahead: [g R, g R + R
 * + kd), upper N and lower T; else [g R - kd, g R + R)), and the group
 * whose count completes a block copies it, then zeroes the count. No group
 * waits on another. The host keeps a window within INPL_BLOCKS blocks and
 * the blocks within the counters (triangular.c defines the same two). */
#define INPL_BLOCKS 64
#define INPL_SPAN 64

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
    const uint BS = R * ((INPL_SPAN + R - 1) / R);
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
    __local uint list[INPL_BLOCKS], done;
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
    if (flags & INPLACE)
        inplace_finish(y, yb, incy, part, counters, n, kd, tx_n, !(flags & LOWER), lid < tx_n,
                       list, &done);
}

__kernel __attribute__((reqd_work_group_size(WGST, 1, 1)))
void tr_t(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
          __global const scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy,
          uint row0, uint nrows, uint col0, uint ncols, uint flags, uint tx_n, uint rps, uint cpt,
          __global scalar *part, __global uint *counters)
{
    __local scalar red[CPT * WGST];
    __local uint list[INPL_BLOCKS], done;
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
    if (flags & INPLACE)
        inplace_finish(y, yb, incy, part, counters, n, kd, ty_n * cpt, (flags & LOWER) != 0,
                       tx == 0, list, &done);
}

/* Does A store op(A)'s coefficient of variable v in equation e (absolute
 * indices)? */
inline bool stored(uint n, uint kd, uint flags, uint e, uint v)
{
    const uint r = (flags & TRANSPOSED) ? v : e, c = (flags & TRANSPOSED) ? e : v;
    uint lo, hi;
    rows_of(c, n, kd, flags, &lo, &hi);
    return r >= lo && r < hi;
}

/* op(A)'s coefficient of variable v in equation e, which A stores. */
inline scalar stored_coef(__global const scalar *A, ulong offA, ulong lda, uint n, uint kd,
                          uint storage, uint flags, uint e, uint v)
{
    const uint r = (flags & TRANSPOSED) ? v : e, c = (flags & TRANSPOSED) ? e : v;
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

/* Solve the diagonal block [j0, j0 + m) of op(A) x = b in place, the right
 * sides of the block cached in local memory: a variable at a time, each
 * solved value removed at once from the equations still to solve that A
 * couples to it (as reference BLAS: an infinite value reaches no other). */
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
            if (((flags & FORWARD) ? e > v : e < v) && stored(n, kd, flags, j0 + e, j0 + v))
                xs[e] -= MUL(stored_coef(A, offA, lda, n, kd, storage, flags, j0 + e, j0 + v), xv);
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

/*
 * The one-launch solve (host key SYNC=1): blocks of NB variables in solve
 * order. tr_inv first inverts every diagonal block, all in parallel; then
 * tr_sweep runs one work group per block. A group takes the next block in
 * solve order from a ticket counter, so every block it waits for belongs to
 * a group that is already running; it adds the products of the blocks solved
 * so far as they are published (a counter of solved blocks), then multiplies
 * the remaining right-hand side by its block's inverse, writes its variables
 * and publishes them. No group ever waits for a group that has not started,
 * so the solve needs only that running groups make progress.
 *
 * Positions: variable p of a block (0 <= p < m) is index j0 + p forward and
 * j1 - 1 - p backward, so the block in positions is always lower triangular.
 */
#ifdef NB
#ifndef SWG
#define SWG 256 /* tr_inv and tr_sweep: work-group size */
#endif
#ifndef LOOK
#define LOOK 0 /* SYNC=2, 3: blocks before its own a group adds through M_d (tr_inv) */
#endif
#ifndef SWEEP
#define SWEEP 2 /* with LOOK > 0: the host's SYNC, 2 (tr_sweep2) or 3 (tr_sweep3) */
#endif
/* SWEEP == 3 is full storage only (the host's rule), so tr_inv and
 * tr_sweep3 take it as a constant, and with CALL_FLAGS (the host's SPEC,
 * NVIDIA) the call's flags too: the addressing of packed and band storage
 * and the branches on uplo, trans and diag leave every load of A. */
#if SWEEP == 3
#ifdef CALL_FLAGS
#define SWEEP_FLAGS(arg) ((uint)(CALL_FLAGS))
#else
#define SWEEP_FLAGS(arg) (arg)
#endif
#define SWEEP_STORAGE(arg) ST_FULL
#define SWEEP_KD(n, arg) ((n) - 1)
#else
#define SWEEP_FLAGS(arg) (arg)
#define SWEEP_STORAGE(arg) (arg)
#define SWEEP_KD(n, arg) (arg)
#endif
#define LANES (SWG / NB) /* work items that share one position */
#define TXS 8            /* transposed sweep: work items down one column */
#define TPOS (NB * TXS / SWG) /* transposed sweep: positions per work item */
#if SWG % NB != 0 || NB % (SWG / TXS) != 0
#error "tr_sweep needs NB to divide SWG and SWG / TXS to divide NB"
#endif

/* Block t in solve order: indices [*j0, *j1). */
inline void block_of(uint t, uint n, uint flags, uint *j0, uint *j1)
{
    if (flags & FORWARD) {
        *j0 = t * NB;
        *j1 = min(n, *j0 + NB);
    } else {
        *j1 = n - t * NB;
        *j0 = *j1 > NB ? *j1 - NB : 0;
    }
}

inline uint index_of(uint p, uint j0, uint j1, uint flags)
{
    return (flags & FORWARD) ? j0 + p : j1 - 1 - p;
}

/* inv[t * NB * NB + q * NB + p] = element (p, q) of the inverse of block t
 * in positions (zero above the diagonal and outside the block). With LOOK >
 * 0 (SYNC=2, 3), also M_d = inverse * T(t, t - d) for d = 1 .. LOOK, T(t, u)
 * the coupling of block t's equations to block u's variables in positions,
 * at inv[((d * nblocks + t) * NB + q) * NB + p] (zero where t < d): the
 * sweep then needs only one product per block it waits for.
 *
 * Both are solves with the block: T Y = [I, T(t, t-1), ..., T(t, t-LOOK)],
 * NB (1 + LOOK) right-hand sides, done by columns. Work item lane (of 32)
 * in a warp holds rows lane, lane + 32, ... of the warp's columns, so the
 * group holds every column at once and a step of the substitution is one
 * broadcast per column, no barrier on NVIDIA (and the stores of a column
 * are consecutive). With D the diagonal, L = D^-1 T has a unit diagonal and
 * step q sets Y's row q final and subtracts L(p, q) Y(q, .) from the rows p
 * below it. */
#define IROWS (NB > 32 ? NB / 32 : 1)                 /* rows per work item */
#define INW (SWG / 32)                                /* warps */
#define ICOLS ((NB * (1 + LOOK) + INW - 1) / INW)     /* columns per warp */
#if NB > 32 && NB % 32 != 0
#error "tr_inv needs NB <= 32 or a multiple of 32"
#endif
#if SWG % 32 != 0
#error "tr_inv needs SWG to be a multiple of 32"
#endif

/* Row q's value of column j, to every work item of the warp. */
#if defined(CLM_NVIDIA)
#define INV_BCAST(x, j, q) warp_idx(ROW_OF(x, j, q), (q) % 32)
#define INV_PUBLISH(x, q)
#define INV_DONE()
#else
/* Elsewhere through local memory: the lane holding row q writes the warp's
 * columns, and a barrier on each side. */
#define INV_PUBLISH(x, q)                                  \
    do {                                                   \
        if (lane == (q) % 32)                              \
            for (uint j_ = 0; j_ < ICOLS; j_++)            \
                bc[w * ICOLS + j_] = ROW_OF(x, j_, q);     \
        barrier(CLK_LOCAL_MEM_FENCE);                      \
    } while (0)
#define INV_BCAST(x, j, q) bc[w * ICOLS + (j)]
#define INV_DONE() barrier(CLK_LOCAL_MEM_FENCE)
#endif
/* The work item's value of column j in the row slot that holds row q. */
#define ROW_OF(x, j, q) ((IROWS == 1) ? (x)[0][j] : pick_row(x, j, (q) / 32))
inline scalar pick_row(scalar x[IROWS][ICOLS], uint j, uint r)
{
    scalar v = x[0][j];
    for (uint k = 1; k < IROWS; k++)
        if (r == k)
            v = x[k][j];
    return v;
}

#define TTN ((NB * NB + SWG - 1) / SWG) /* tr_inv: elements of T a work item loads */

/* tr_inv's copy of b, after the inverses and the M_d in the same scratch
 * buffer (the host allocates room for n more elements). */
#define BSAVED(inv, nblocks) ((inv) + (ulong)(nblocks) * NB * NB * (1 + LOOK))

inline bool finite_scalar(scalar v)
{
#ifdef CLM_COMPLEX
    return isfinite(v.x) && isfinite(v.y);
#else
    return isfinite(v);
#endif
}

/* The exact solve, for a call whose sweep wrote an infinite or NaN value.
 * The sweeps multiply by the blocks' inverses, which mix the variables of
 * a block: where a diagonal element is zero, or an element of A or b is
 * not finite, that turns values that reference BLAS leaves finite or
 * infinite into NaN. (With every input finite and no zero on the diagonal
 * no value is infinite or NaN short of overflow, so this path costs the
 * others nothing but the check.) The values before the first that is not
 * finite, in solve order (position s0), depend on none of those inputs and
 * stand; from s0 on, one work group solves again from tr_inv's copy of b:
 * the kept values' terms first, then substitution a variable at a time,
 * every coupled term subtracted, 0 * inf included, so that Inf and NaN
 * travel as in reference BLAS (OpenBLAS; Netlib's column form also skips a
 * variable whose value is zero). Slow (a barrier per variable), but only
 * for such inputs. */
inline void solve_exact(uint n, uint kd, uint storage, __global const scalar *A, ulong offA,
                        ulong lda, __global scalar *x, ulong xb, int incx, uint flags,
                        __global const scalar *bs, uint s0)
{
    /* other groups wrote the kept values: no load from a stale cache line */
    volatile __global scalar *xs = (volatile __global scalar *)x;
    const uint lid = get_local_id(0);
    const bool fwd = (flags & FORWARD) != 0;
#define VAR(s) (fwd ? (s) : n - 1 - (s)) /* the variable at solve position s */
    for (uint s = s0 + lid; s < n; s += SWG) {
        const uint e = VAR(s);
        scalar r = bs[e];
        for (uint u = s > kd ? s - kd : 0; u < s0; u++) /* the kept ones it couples to */
            r -= MUL(stored_coef(A, offA, lda, n, kd, storage, flags, e, VAR(u)),
                     AT(xs, xb, incx, VAR(u)));
        AT(xs, xb, incx, e) = r;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (uint s = s0; s < n; s++) {
        const uint v = VAR(s);
        if (lid == 0 && !(flags & UNIT_DIAG))
            AT(xs, xb, incx, v) = DIV(AT(xs, xb, incx, v),
                                     stored_coef(A, offA, lda, n, kd, storage, flags, v, v));
        barrier(CLK_GLOBAL_MEM_FENCE);
        const scalar xv = AT(xs, xb, incx, v);
        /* the equations after v in solve order that A couples to it */
        for (uint q = s + 1 + lid; q <= s + kd && q < n; q += SWG)
            AT(xs, xb, incx, VAR(q)) -=
                MUL(stored_coef(A, offA, lda, n, kd, storage, flags, VAR(q), v), xv);
        barrier(CLK_GLOBAL_MEM_FENCE);
    }
#undef VAR
}

/* A value that is not finite at solve position s (block t's variable p is
 * at t NB + p), in counters[2] as n - s, the largest kept: the first. */
inline void note_nonfinite(scalar v, uint s, uint n, __global uint *counters)
{
    if (!finite_scalar(v))
        atomic_max(counters + 2, n - s);
}

/* The first solve position noted, n where none, and counters[2] zeroed. */
inline uint first_nonfinite(uint n, __global uint *counters)
{
    return n - atomic_xchg(counters + 2, 0u);
}

/* After a group's last store to x (and note_nonfinite): in the group that
 * finishes last of `groups`, the first position noted (every other group's
 * stores are done), n elsewhere. counters[1] counts the finished groups;
 * the last group zeroes it. */
inline uint sweep_last(uint n, __global uint *counters, uint groups, __local uint *shared)
{
    DEVICE_FENCE();
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
        uint s0 = n;
        if (atomic_inc(counters + 1) == groups - 1) {
            DEVICE_FENCE();
            atomic_xchg(counters + 1, 0u);
            s0 = first_nonfinite(n, counters);
        }
        *shared = s0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return *shared;
}

__kernel __attribute__((reqd_work_group_size(SWG, 1, 1)))
void tr_inv(uint n, uint kd_arg, uint storage_arg, __global const scalar *A, ulong offA, ulong lda,
            uint flags_arg, __global scalar *inv, __global const scalar *b, ulong bb, int incb)
{
    const uint kd = SWEEP_KD(n, kd_arg), storage = SWEEP_STORAGE(storage_arg);
    const uint flags = SWEEP_FLAGS(flags_arg);
    __local scalar Tt[NB * NB]; /* T(p, q) at q * NB + p for q < p, else zero */
#if !defined(CLM_NVIDIA)
    __local scalar bc[INW * ICOLS];
#endif
    const uint lid = get_local_id(0), lane = lid % 32, w = lid / 32;
    const uint t = get_group_id(0), nblocks = (n + NB - 1) / NB;
    uint j0, j1;
    block_of(t, n, flags, &j0, &j1);
    const uint m = j1 - j0;
    /* b, kept for solve_exact (the sweep overwrites x) */
    for (uint i = j0 + lid; i < j1; i += SWG)
        BSAVED(inv, nblocks)[i] = AT(b, bb, incb, i);
    /* Every load of A first, none waiting for another: the block's strict
     * triangle, its diagonal and the couplings. So written, and with
     * SWEEP_* constants, tr_inv at n = 16384 on the H100 took 32 us in D
     * instead of 41, 22 in S instead of 26 (measured on the H100). */
    scalar ta[TTN], dg[IROWS], x[IROWS][ICOLS];
    UNROLL_ALL
    for (uint k = 0; k < TTN; k++) {
        const uint i = lid + k * SWG, p = i % NB, q = i / NB;
        ta[k] = i < NB * NB && q < p && p < m
                    ? coef(A, offA, lda, n, kd, storage, flags, index_of(p, j0, j1, flags),
                           index_of(q, j0, j1, flags))
                    : ZERO;
    }
    for (uint r = 0; r < IROWS; r++) {
        const uint p = lane + 32 * r;
        const bool in = p < m;
        const uint e = in ? index_of(p, j0, j1, flags) : 0;
        dg[r] = in ? coef(A, offA, lda, n, kd, storage, flags, e, e) : ONE;
        UNROLL_ALL
        for (uint j = 0; j < ICOLS; j++) {
            const uint g = w + j * INW, d = g / NB, c = g % NB;
            scalar v = ZERO;
            if (d == 0) {
                v = p == c ? ONE : ZERO;
            } else if (in && d <= LOOK && t >= d) {
                uint u0, u1;
                block_of(t - d, n, flags, &u0, &u1);
                v = coef(A, offA, lda, n, kd, storage, flags, e, index_of(c, u0, u1, flags));
            }
            x[r][j] = v;
        }
    }
    UNROLL_ALL
    for (uint k = 0; k < TTN; k++)
        if (lid + k * SWG < NB * NB)
            Tt[lid + k * SWG] = ta[k];
    /* The right-hand sides, scaled by D^-1 (rows beyond the block: zero). */
    scalar rinv[IROWS];
    for (uint r = 0; r < IROWS; r++) {
        rinv[r] = lane + 32 * r < m ? DIV(ONE, dg[r]) : ZERO;
        UNROLL_ALL
        for (uint j = 0; j < ICOLS; j++)
            x[r][j] = MUL(x[r][j], rinv[r]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint q = 0; q + 1 < m; q++) {
        scalar l[IROWS];
        for (uint r = 0; r < IROWS; r++) {
            const uint p = lane + 32 * r;
            l[r] = p < NB ? -MUL(Tt[q * NB + p], rinv[r]) : ZERO;
        }
        INV_PUBLISH(x, q);
        UNROLL_ALL
        for (uint j = 0; j < ICOLS; j++) {
            const scalar yq = INV_BCAST(x, j, q);
            for (uint r = 0; r < IROWS; r++)
                x[r][j] = MAD(x[r][j], l[r], yq);
        }
        INV_DONE();
    }
    for (uint r = 0; r < IROWS; r++) {
        const uint p = lane + 32 * r;
        UNROLL_ALL
        for (uint j = 0; j < ICOLS; j++) {
            const uint g = w + j * INW, d = g / NB, c = g % NB;
            if (p < NB && d <= LOOK)
                inv[(((ulong)d * nblocks + t) * NB + c) * NB + p] = x[r][j];
        }
    }
}

/* s + row p of a block's inverse (in positions: lower triangular) times
 * rhs, w[i] and r[i] the elements at column q0 + i * LANES. Where some r[i]
 * is infinite or NaN, only the inverse's triangle takes part (its diagonal
 * alone where A has no off-diagonals), so that it reaches only the
 * variables that reference BLAS lets it reach (0 * inf is NaN). The r[i]
 * are all loaded before any product: so written, D U T at n = 16384 took
 * 14% less time on the H100, where the triangle alone, always, cost 10%
 * (measured on the H100). */
inline scalar inv_row(scalar s, const scalar *w, __local const scalar *rhs, uint p, uint q0,
                      uint kd)
{
    scalar r[NB / LANES], z = ZERO;
    for (uint i = 0; i < NB / LANES; i++) {
        r[i] = rhs[q0 + i * LANES];
        z += r[i] * (real)0; /* NaN where some r[i] is not finite */
    }
#ifdef CLM_COMPLEX
    const bool finite = z.x == 0 && z.y == 0;
#else
    const bool finite = z == 0;
#endif
    for (uint i = 0; i < NB / LANES; i++) {
        const uint q = q0 + i * LANES;
        if (finite || q == p || (q < p && kd > 0))
            s = MAD(s, w[i], r[i]);
    }
    return s;
}

/* A solved element of x: another group wrote it during this launch, so the
 * load must not be served from a stale cache line. */
#define XSOLVED(i) AT((volatile __global scalar *)x, xb, incx, i)

/* The variables of blocks [b0, b1) in solve order: [*v0, *v1). */
inline void solved_range(uint b0, uint b1, uint n, uint flags, uint *v0, uint *v1)
{
    if (flags & FORWARD) {
        *v0 = min(n, b0 * NB);
        *v1 = min(n, b1 * NB);
    } else {
        *v0 = n > b1 * NB ? n - b1 * NB : 0;
        *v1 = n > b0 * NB ? n - b0 * NB : 0;
    }
}

/* The equation at position q of the block [j0, j1), and the variables
 * [*lo, *hi) that A stores for it (a row of op(A)). */
inline uint equation_of(uint q, uint j0, uint j1, uint n, uint kd, uint flags, uint *lo, uint *hi)
{
    const uint e = index_of(q, j0, j1, flags);
    if (flags & TRANSPOSED)
        rows_of(e, n, kd, flags, lo, hi);
    else
        cols_of(e, n, kd, flags, lo, hi);
    return e;
}

/* Work item lid's share of the products with the variables [v0, v1) of the
 * block's equations [j0, j1), added to acc. N: work item (p, ln) takes
 * equation p (a row of A) and the variables ln, ln + LANES, ...; T: work
 * item (tx, ty) takes equations ty, ty + SWG / TXS, ... (columns of A) and
 * the variables tx, tx + TXS, ... (rows). With pa, the products come from
 * the elements stored there (the variables of one block, in that order)
 * rather than from A. */
/* Slot i of work item lid (i < SLOTS_OF(flags)): equation position *q, and
 * the variables *first, *first + *step, ... of a range that it takes. */
#define SLOTS_OF(flags) (((flags) & TRANSPOSED) ? TPOS : 1)
inline void sweep_slot(uint lid, uint i, uint flags, uint *q, uint *first, uint *step)
{
    *q = (flags & TRANSPOSED) ? lid / TXS + i * (SWG / TXS) : lid % NB;
    *first = (flags & TRANSPOSED) ? lid % TXS : lid / NB;
    *step = (flags & TRANSPOSED) ? TXS : LANES;
}

inline void sweep_products(scalar *acc, const scalar *pa, uint n, uint kd, uint storage,
                           __global const scalar *A, ulong offA, ulong lda,
                           __global scalar *x, ulong xb, int incx, uint flags, uint j0, uint j1,
                           uint v0, uint v1, uint lid)
{
    const uint m = j1 - j0;
    for (uint i = 0; i < SLOTS_OF(flags); i++) {
        uint q, first, step;
        sweep_slot(lid, i, flags, &q, &first, &step);
        if (q >= m)
            continue;
        uint lo, hi;
        const uint e = equation_of(q, j0, j1, n, kd, flags, &lo, &hi);
        lo = max(lo, v0);
        hi = min(hi, v1);
        const uint k0 = i * (NB / step);
        if (pa) {
            for (uint k = 0; k < NB / step; k++) {
                const uint v = v0 + first + k * step;
                if (v >= lo && v < hi)
                    acc[i] = MAD(acc[i], pa[k0 + k], XSOLVED(v));
            }
        } else {
            for (uint v = first_from(v0 + first, step, lo); v < hi; v += step) {
                const uint r = (flags & TRANSPOSED) ? v : e, c = (flags & TRANSPOSED) ? e : v;
                acc[i] = MAD(acc[i], load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c,
                                             flags),
                             XSOLVED(v));
            }
        }
    }
}

/* rhs[p] = b - the sum of the work items' shares acc (sweep_slot's layout)
 * for position p; b is work item p's right-hand side. */
inline void sweep_rhs(__local scalar *red, __local scalar *rhs, const scalar *acc, scalar b,
                      uint flags, uint lid)
{
    for (uint i = 0; i < TPOS; i++)
        red[i * SWG + lid] = acc[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < NB) {
        scalar s = ZERO;
        if (!(flags & TRANSPOSED))
            for (uint l = 0; l < LANES; l++)
                s += red[l * NB + lid];
        else /* position lid is slot lid / (SWG / TXS) of the work items ty = lid % (SWG / TXS) */
            for (uint l = 0; l < TXS; l++)
                s += red[(lid / (SWG / TXS)) * SWG + (lid % (SWG / TXS)) * TXS + l];
        rhs[lid] = b - s;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
}

/* Work item (p, ln)'s value s summed over the LANES work items of
 * position p, through red; the sum is returned to work items p < m. */
inline scalar sum_lanes(__local scalar *red, scalar s, uint m)
{
    const uint lid = get_local_id(0);
    red[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < m)
        for (uint l = 1; l < LANES; l++)
            s += red[l * NB + lid];
    return s;
}

/* Wait until at least `want` blocks are solved; returns how many are. */
inline uint wait_solved(__global uint *done, uint want, __local uint *shared)
{
    barrier(CLK_LOCAL_MEM_FENCE); /* everyone has read *shared */
    if (get_local_id(0) == 0) {
        uint d;
        do
            d = *(volatile __global uint *)done;
        while (d < want);
        DEVICE_FENCE(); /* the solved values are read after the count */
        *shared = d;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return *shared;
}

__kernel __attribute__((reqd_work_group_size(SWG, 1, 1)))
void tr_sweep(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
              __global scalar *x, ulong xb, int incx, uint flags, __global const scalar *inv,
              __global uint *counters)
{
    __local scalar red[SWG * TPOS > SWG ? SWG * TPOS : SWG];
    __local scalar rhs[NB];
    __local uint shared;
    __global uint *ticket = counters, *done = counters + 1;
    const uint lid = get_local_id(0), nblocks = (n + NB - 1) / NB;

    if (lid == 0)
        shared = atomic_inc(ticket);
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint t = shared;
    uint j0, j1;
    block_of(t, n, flags, &j0, &j1);
    const uint m = j1 - j0;

    /* Loaded before any waiting: this work item's share of the block's
     * inverse, its right-hand side, and its elements of the products with
     * the block solved just before (the one whose wait is the critical
     * path). */
    const uint p = lid % NB, ln = lid / NB;
    scalar w[NB / LANES];
    for (uint i = 0; i < NB / LANES; i++)
        w[i] = inv[((ulong)t * NB + ln + i * LANES) * NB + p];
    const scalar b = lid < m ? AT(x, xb, incx, index_of(lid, j0, j1, flags)) : ZERO;
    scalar pa[NB * NB / SWG];
    uint v0 = 0, v1 = 0;
    if (t > 0) {
        solved_range(t - 1, t, n, flags, &v0, &v1);
        for (uint i = 0; i < SLOTS_OF(flags); i++) {
            uint q, first, step;
            sweep_slot(lid, i, flags, &q, &first, &step);
            const uint k0 = i * (NB / step);
            const bool use = q < m;
            const uint e = use ? index_of(q, j0, j1, flags) : 0;
            for (uint k = 0; k < NB / step; k++) {
                const uint v = v0 + first + k * step;
                pa[k0 + k] = use && v < v1 ? coef(A, offA, lda, n, kd, storage, flags, e, v)
                                           : ZERO;
            }
        }
    }

    scalar acc[TPOS];
    for (uint i = 0; i < TPOS; i++)
        acc[i] = ZERO;
    /* the blocks before the last one, as they are published */
    for (uint have = 0; have + 1 < t;) {
        const uint upto = min(wait_solved(done, have + 1, &shared), t - 1);
        uint u0, u1;
        solved_range(have, upto, n, flags, &u0, &u1);
        sweep_products(acc, NULL, n, kd, storage, A, offA, lda, x, xb, incx, flags, j0, j1, u0,
                       u1, lid);
        have = upto;
    }
    if (t > 0) { /* the last one, from the elements loaded above */
        wait_solved(done, t, &shared);
        sweep_products(acc, pa, n, kd, storage, A, offA, lda, x, xb, incx, flags, j0, j1, v0, v1,
                       lid);
    }

    sweep_rhs(red, rhs, acc, b, flags, lid);

    /* x = inverse * rhs, written and published */
    scalar s = sum_lanes(red, inv_row(ZERO, w, rhs, p, ln, kd), m);
    if (lid < m)
        AT(x, xb, incx, index_of(lid, j0, j1, flags)) = s;
    /* done counts the finished groups, which finish in ticket order: the
     * last ticket's group finishes last and resets the ticket too */
    if (lid < m)
        note_nonfinite(s, t * NB + lid, n, counters);
    const uint s0 = sweep_last(n, counters, nblocks, &shared);
    if (t == nblocks - 1 && lid == 0)
        atomic_xchg(ticket, 0);
    if (s0 < n)
        solve_exact(n, kd, storage, A, offA, lda, x, xb, incx, flags, BSAVED(inv, nblocks), s0);
}

/*
 * SYNC=2: the sweep with flag-in-data publication (the idea of NCCL's LL
 * protocol). Same tickets, blocks and positions as above; what changes is
 * how a solved block reaches the groups after it, and the arithmetic on the
 * path from one block to the next.
 *
 * Publication. Every solved value also goes to `words`, a scratch array of
 * 64-bit words in solve positions: position s (variable s forward, n - 1 - s
 * backward) takes WPS words, each 32 bits of the value in its low half and
 * the call's sequence number `epoch` in its high half, each written with ONE
 * naturally aligned 64-bit store. A reader therefore sees a word either from
 * an earlier call or whole from this one: a value whose words all carry the
 * epoch is this call's, with no fence and no counter between data and flag.
 * The host hands out the epochs (clm_scratch_words): one more per call on the
 * same words, the words zero when created and replaced by zeroed ones before
 * the number would wrap, so no word holds this call's epoch before this call
 * writes it. This needs aligned 64-bit stores and loads that do not tear
 * (NVIDIA and AMD GPUs, x86-64 and AArch64 CPUs); elsewhere use SYNC=1.
 *
 * Arithmetic. With z = inv(T_tt) (b - sum over blocks u < t - LOOK of
 * T(t, u) x_u), x_t = z - sum_{d = 1..LOOK} M_d x_{t - d} (tr_inv's M_d).
 * A group computes z while blocks t - LOOK .. t - 1 are still being solved,
 * then polls the words of each block t - d in turn and adds M_d's product;
 * after the last one (d = 1), the path to publishing its own block is one
 * NB x NB product spread over the group, one reduction through local memory
 * and the stores. With LOOK = 3 (the default), z waits for block t - 4 only:
 * three blocks of slack for its loads of A and its reductions.
 *
 * Waiting. The blocks before t - LOOK are taken in ranges: the group checks
 * which leading blocks have their last word published (wait_published), then
 * runs the products over them from the words. A work item that meets a word
 * not (yet, as it sees it) carrying the epoch redoes its share of that range
 * spinning on each word, so no value is ever used that this call did not
 * write. Blocks t - LOOK .. t - 1: each work item polls the words it needs,
 * all loads in flight at once, and the group polls again until every work
 * item has all of its words with the epoch (wait_block). Every wait is for
 * a block of a smaller ticket, whose group is already running: as above, the
 * solve needs only that running groups make progress. The group that takes
 * the last ticket resets the counter at once (every ticket is taken); x is
 * written too, for the caller, and read by nobody during the launch.
 */
#if LOOK > 0
#if CLM_PRECISION == 0
#define WPS 1
#elif CLM_PRECISION == 3
#define WPS 4
#else
#define WPS 2
#endif
typedef union {
    scalar s;
    uint u[WPS];
} wscalar;

/* The group's ticket from the counter; the group taking the last one
 * (every ticket is taken) zeroes it for the next call. */
inline uint take_ticket(__global uint *counters, uint last, __local uint *shared)
{
    if (get_local_id(0) == 0) {
        const uint ticket = atomic_inc(counters);
        if (ticket == last)
            atomic_xchg(counters, 0);
        *shared = ticket;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return *shared;
}

/* The value at position s as its words hold it; 1 if every word carries the
 * epoch. The words' loads are issued together, none waits on another. */
inline uint peek(volatile __global const ulong *words, uint s, uint epoch, scalar *out)
{
    wscalar w;
    uint ok = 1;
    for (uint h = 0; h < WPS; h++) {
        const ulong v = words[(ulong)s * WPS + h];
        ok &= (uint)(v >> 32) == epoch;
        w.u[h] = (uint)v;
    }
    *out = w.s;
    return ok;
}

inline scalar take(volatile __global const ulong *words, uint s, uint epoch)
{
    scalar v;
    while (!peek(words, s, epoch, &v))
        ;
    return v;
}

inline void publish(volatile __global ulong *words, uint s, uint epoch, scalar value)
{
    wscalar w;
    w.s = value;
    for (uint h = 0; h < WPS; h++)
        words[(ulong)s * WPS + h] = upsample(epoch, w.u[h]);
}

/* The number of leading blocks of [have, want) whose last word carries the
 * epoch, from have; waits until there is at least one. Every work item
 * checks blocks lid, lid + SWG, ... (all of them: a loop whose exit depends
 * on the data is what PoCL gets wrong, see wait_block); the least missing
 * one bounds the range. */
inline uint wait_published(volatile __global const ulong *words, uint epoch, uint have, uint want,
                           __local uint *shared)
{
    const uint lid = get_local_id(0);
    uint ready;
    do {
        barrier(CLK_LOCAL_MEM_FENCE); /* everyone has read *shared */
        if (lid == 0)
            *shared = want * NB;
        barrier(CLK_LOCAL_MEM_FENCE);
        /* one word per block, its last (every word is checked again as it
         * is used, sweep_older): polling every word of every block from
         * every waiting group was 4-6% slower at n = 4096 */
        for (uint b = have + lid; b < want; b += SWG) {
            scalar v;
            if (!peek(words, b * NB + NB - 1, epoch, &v))
                atomic_min(shared, b * NB);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        ready = *shared / NB;
    } while (ready == have);
    return ready;
}

/* A group's vote, round after round, on whether every work item has what
 * it polled for (see wait_block): poll_start once, then poll_round(ok, k)
 * for k = 0, 1, ... until it returns 1, the same answer in every work item.
 * Flag k % 3 is cleared by any work item still missing a value in round k
 * and read after the round's barrier; it is set again two rounds later,
 * once every work item has passed the barrier after its read, so one
 * barrier per round suffices. */
inline void poll_start(__local uint *polls)
{
    if (get_local_id(0) == 0)
        polls[0] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
}

inline uint poll_round(uint ok, uint k, __local uint *polls)
{
    if (!ok)
        polls[k % 3] = 0;
    if (get_local_id(0) == 0)
        polls[(k + 1) % 3] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    return polls[k % 3];
}

/* Waits until the values at positions base, base + LANES, ... (NB / LANES
 * of them, this work item's share of one block) all carry the epoch, and
 * returns them in xv. The group decides together whether to poll again
 * (poll_round): PoCL 3.1 compiles a barrier-free polling loop with work
 * item 0's exit condition for every work item (tests caught stale words
 * used at N = 3000, LOOK = 1). */
inline void wait_block(volatile __global const ulong *words, uint base, uint epoch, scalar *xv,
                       __local uint *polls)
{
    poll_start(polls);
    for (uint k = 0;; k++) {
        uint ok = 1;
        for (uint i = 0; i < NB / LANES; i++)
            ok &= peek(words, base + i * LANES, epoch, &xv[i]);
        if (poll_round(ok, k, polls))
            break;
    }
}

/* sweep_products for SYNC=2: positions [s0, s1), oldest first, values from
 * the words. spin = 0: any word without the epoch sets *bad; spin = 1: waits
 * for each word. With BATCH, spin = 0 takes a block at a time: every load
 * of the block (KMAX positions per work item) issued before its first
 * product, so a block costs one round trip, not one per position. BATCH=2
 * also loads the next block's coefficients with this block's values (they
 * depend on nothing), so only the values' trip from L2 remains. On the
 * H200 D's helpers then keep pace with the solver; which form is faster
 * differs by precision, and S's solve got slower with either (measured
 * on the H200). BATCH=3 is the helpers' own loop (older_shared,
 * below); the solver, making a z itself, takes BATCH 2's loop there (no
 * barriers in tr_sweep3's solver: PoCL took minutes to compile it so). */
#if !defined(BATCH) || NB % LANES != 0 || NB % TXS != 0 /* the same positions in every block */
#undef BATCH
#define BATCH 0
#endif
#define KMAX (NB / (LANES < TXS ? LANES : TXS))
#ifndef AHEAD
#define AHEAD 2 /* BATCH=3: the blocks a helper's coefficients load ahead (2..4) */
#endif
/* BATCH=2: the coefficients a work item takes from block c0 (sweep_older's
 * positions first, first + step, ... within [plo, phi)), zero elsewhere. */
inline void older_coefs(scalar *a, uint c0, uint first, uint step, uint plo, uint phi, uint e,
                        uint n, uint kd, uint storage, __global const scalar *A, ulong offA,
                        ulong lda, uint flags)
{
    UNROLL_ALL
    for (uint k = 0; k < KMAX; k++) {
        const uint s = c0 + first + k * step;
        a[k] = ZERO;
        if (k < NB / step && s >= plo && s < phi) {
            const uint v = (flags & FORWARD) ? s : n - 1 - s;
            const uint r = (flags & TRANSPOSED) ? v : e, c = (flags & TRANSPOSED) ? e : v;
            a[k] = load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c, flags);
        }
    }
}

/* BATCH: a + the products of block c0's coefficients av and values xv, in
 * the order of the position-at-a-time loop (the same bits). */
inline scalar older_products(scalar a, const scalar *av, const scalar *xv, uint c0, uint first,
                             uint step, uint plo, uint phi)
{
    UNROLL_ALL
    for (uint k = 0; k < KMAX; k++) {
        const uint s = c0 + first + k * step;
        if (k < NB / step && s >= plo && s < phi)
            a = MAD(a, av[k], xv[k]);
    }
    return a;
}

inline void sweep_older(scalar *acc, uint n, uint kd, uint storage, __global const scalar *A,
                        ulong offA, ulong lda, uint flags, uint j0, uint j1, uint s0, uint s1,
                        uint lid, volatile __global const ulong *words, uint epoch, bool spin,
                        uint *bad)
{
    const uint m = j1 - j0;
    for (uint i = 0; i < SLOTS_OF(flags); i++) {
        uint q, first, step;
        sweep_slot(lid, i, flags, &q, &first, &step);
        if (q >= m)
            continue;
        uint lo, hi;
        const uint e = equation_of(q, j0, j1, n, kd, flags, &lo, &hi);
        /* the stored variables' positions */
        const uint plo = max(s0, (flags & FORWARD) ? lo : n - hi);
        const uint phi = min(s1, (flags & FORWARD) ? hi : n - lo);
        if (BATCH == 1 && !spin) {
            /* coefficient and value loads interleaved, not through
             * older_coefs: a form with the coefficients loaded first made
             * C 18% slower (H200), and C takes BATCH=1 */
            for (uint c0 = s0; c0 < s1; c0 += NB) {
                scalar av[KMAX], xv[KMAX];
                UNROLL_ALL
                for (uint k = 0; k < KMAX; k++) {
                    const uint s = c0 + first + k * step;
                    av[k] = xv[k] = ZERO;
                    if (k < NB / step && s >= plo && s < phi) {
                        const uint v = (flags & FORWARD) ? s : n - 1 - s;
                        const uint r = (flags & TRANSPOSED) ? v : e;
                        const uint c = (flags & TRANSPOSED) ? e : v;
                        av[k] = load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c,
                                        flags);
                        *bad |= !peek(words, s, epoch, &xv[k]);
                    }
                }
                acc[i] = older_products(acc[i], av, xv, c0, first, step, plo, phi);
            }
            continue;
        }
        if (BATCH >= 2 && !spin) {
            scalar an[KMAX]; /* the coefficients of block c0, loaded a block ahead */
            older_coefs(an, s0, first, step, plo, phi, e, n, kd, storage, A, offA, lda, flags);
            for (uint c0 = s0; c0 < s1; c0 += NB) {
                scalar av[KMAX], xv[KMAX];
                UNROLL_ALL
                for (uint k = 0; k < KMAX; k++) {
                    const uint s = c0 + first + k * step;
                    av[k] = an[k];
                    xv[k] = ZERO;
                    if (k < NB / step && s >= plo && s < phi)
                        *bad |= !peek(words, s, epoch, &xv[k]);
                }
                if (c0 + NB < s1) /* in flight with this block's values */
                    older_coefs(an, c0 + NB, first, step, plo, phi, e, n, kd, storage, A, offA,
                                lda, flags);
                acc[i] = older_products(acc[i], av, xv, c0, first, step, plo, phi);
            }
            continue;
        }
        for (uint s = first_from(s0 + first, step, plo); s < phi; s += step) {
            const uint v = (flags & FORWARD) ? s : n - 1 - s;
            const uint r = (flags & TRANSPOSED) ? v : e, c = (flags & TRANSPOSED) ? e : v;
            scalar xv;
            if (spin)
                xv = take(words, s, epoch);
            else
                *bad |= !peek(words, s, epoch, &xv);
            acc[i] = MAD(acc[i],
                         load_op(column(A, offA, lda, n, kd, storage, flags, c), r, c, flags), xv);
        }
    }
}

/* older_shared's block b in slot (first, step): acc + the products of the
 * coefficients an (loaded AHEAD blocks before) with the values in xs, which
 * hold the positions from s0; an then takes block b + AHEAD's. */
inline scalar shared_block(scalar acc, scalar *an, __local const scalar *xs, uint b, uint s0,
                           uint bulk, uint first, uint step, uint plo, uint phi, uint e, uint n,
                           uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
                           uint flags)
{
    scalar av[KMAX], xv[KMAX];
    UNROLL_ALL
    for (uint k = 0; k < KMAX; k++) {
        av[k] = an[k];
        xv[k] = k < NB / step ? xs[b * NB - s0 + first + k * step] : ZERO;
    }
    if (b + AHEAD < bulk)
        older_coefs(an, (b + AHEAD) * NB, first, step, plo, phi, e, n, kd, storage, A, offA, lda,
                    flags);
    return older_products(acc, av, xv, b * NB, first, step, plo, phi);
}

/* shared_block in every slot of the work item, the slots unrolled */
#define SHARED_BLOCK(b, an)                                                                      \
    do {                                                                                         \
        const uint b_ = (b);                                                                     \
        UNROLL_ALL                                                                               \
        for (uint i = 0; i < TPOS; i++) {                                                        \
            if (i >= SLOTS_OF(flags))                                                            \
                break;                                                                           \
            uint q, first, step;                                                                 \
            sweep_slot(lid, i, flags, &q, &first, &step);                                        \
            acc[i] = shared_block(acc[i], an[i], xs, b_, s0, bulk, first, step, plo[i], phi[i],  \
                                  e[i], n, kd, storage, A, offA, lda, flags);                    \
        }                                                                                        \
    } while (0)
/* SHARED_BLOCK(b, an[b % AHEAD]), the array chosen by a branch */
#if AHEAD > 3
#define SHARED_ANY3(b) case 3: SHARED_BLOCK(b, an[3]); break;
#else
#define SHARED_ANY3(b)
#endif
#if AHEAD > 2
#define SHARED_ANY2(b) case 2: SHARED_BLOCK(b, an[2]); break; SHARED_ANY3(b)
#else
#define SHARED_ANY2(b)
#endif
#define SHARED_ANY(b)                                                                            \
    switch ((b) % AHEAD) {                                                                       \
    case 0: SHARED_BLOCK(b, an[0]); break;                                                       \
    case 1: SHARED_BLOCK(b, an[1]); break;                                                       \
    SHARED_ANY2(b)                                                                               \
    }

/* BATCH=3: sweep_z's products with the blocks [0, bulk), the values
 * through local memory. Each round, the group loads the positions of the
 * next SWG / NB blocks once into xs (work item lid one position), where
 * BATCH 1 and 2 have every work item load its own: each value LANES or TXS
 * times per group, and every helper at the same freshly published lines
 * (on the H200 a D helper then took 1.2 us a block, its loads queued
 * behind the other helpers'; stamps on the H200). The round's leading blocks
 * whose words all carry the epoch are used at once, so one round trip both
 * polls and fetches them; a round with none waits on the last words alone
 * (wait_published), to keep the polling light. The coefficients load
 * AHEAD blocks ahead (an[b % AHEAD]: block b's), across rounds and waits.
 * The sums are in sweep_older's order: the same bits as the solver's own
 * z. */
inline void older_shared(scalar *acc, uint n, uint kd, uint storage, __global const scalar *A,
                         ulong offA, ulong lda, uint flags, uint j0, uint j1, uint bulk, uint lid,
                         volatile __global const ulong *words, uint epoch, __local scalar *xs,
                         __local uint *shared)
{
    const uint m = j1 - j0, s1 = bulk * NB;
    uint e[TPOS], plo[TPOS], phi[TPOS];
    scalar an[AHEAD][TPOS][KMAX];
    UNROLL_ALL /* the slots unrolled, so that the arrays stay in registers */
    for (uint i = 0; i < TPOS; i++) {
        if (i >= SLOTS_OF(flags))
            break;
        uint q, first, step, lo = 0, hi = 0;
        sweep_slot(lid, i, flags, &q, &first, &step);
        e[i] = q < m ? equation_of(q, j0, j1, n, kd, flags, &lo, &hi) : 0;
        plo[i] = q < m ? ((flags & FORWARD) ? lo : n - hi) : s1; /* q >= m: none */
        phi[i] = q < m ? min(s1, (flags & FORWARD) ? hi : n - lo) : s1;
        UNROLL_ALL
        for (uint j = 0; j < AHEAD; j++)
            older_coefs(an[j][i], j * NB, first, step, plo[i], phi[i], e[i], n, kd, storage, A,
                        offA, lda, flags);
    }
    for (uint have = 0; have < bulk;) {
        const uint lim = min(bulk, have + SWG / NB) * NB;
        barrier(CLK_LOCAL_MEM_FENCE); /* xs and *shared are free */
        if (lid == 0)
            *shared = lim;
        barrier(CLK_LOCAL_MEM_FENCE);
        const uint s0 = have * NB;
        if (s0 + lid < lim) {
            scalar v;
            if (!peek(words, s0 + lid, epoch, &v))
                atomic_min(shared, s0 + lid);
            xs[lid] = v;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        const uint ready = *shared / NB;
        if (ready == have) {
            wait_published(words, epoch, have, bulk, shared);
            continue;
        }
        /* each block takes its own array by its place in an unrolled
         * loop: the solve is 3-13% faster so on the H200 than with a select
         * per block (b % 2 ? an1 : an0), which likely made each block wait
         * for both arrays' loads (H200). AHEAD 4 helps late helpers catch
         * up: 5-7% faster at n = 16384 (not all groups are resident at
         * once there), 3-19% slower at 8192 (H200). */
        uint b = have;
        /* AHEAD 2 in the general form below took 4-8% longer at 4096 (run
         * P, across calls) */
#if AHEAD == 2
        if (b < ready && b % 2)
            SHARED_BLOCK(b++, an[1]);
        for (; b + 1 < ready; b += 2) {
            SHARED_BLOCK(b, an[0]);
            SHARED_BLOCK(b + 1, an[1]);
        }
        if (b < ready)
            SHARED_BLOCK(b, an[0]);
#else
        for (; b < ready && b % AHEAD; b++)
            SHARED_ANY(b);
        for (; b + AHEAD <= ready; b += AHEAD) {
            UNROLL_ALL
            for (uint j = 0; j < AHEAD; j++)
                SHARED_BLOCK(b + j, an[j]);
        }
        for (; b < ready; b++)
            SHARED_ANY(b);
#endif
        have = ready;
    }
    barrier(CLK_LOCAL_MEM_FENCE); /* xs, the caller's red, is free again */
}
#undef SHARED_BLOCK
#undef SHARED_ANY
#undef SHARED_ANY2
#undef SHARED_ANY3

/* The products with the full block at positions [s0, s0 + NB), from the
 * coefficients pa loaded before the wait (pa[k]: the element sweep_older
 * would take k-th in this block), in sweep_older's order, so that the sums
 * are the same bits. The group polls until every value a work item needs
 * carries the epoch, each work item loading its own values (as wait_block:
 * one load per value, no second pass). */
inline void sweep_pa(scalar *acc, const scalar *pa, uint n, uint kd, uint flags, uint j0, uint j1,
                     uint s0, uint lid, volatile __global const ulong *words, uint epoch,
                     __local uint *polls)
{
    const uint m = j1 - j0;
    scalar xv[NB * NB / SWG];
    poll_start(polls);
    for (uint round = 0;; round++) {
        uint ok = 1;
        for (uint i = 0; i < SLOTS_OF(flags); i++) {
            uint q, first, step;
            sweep_slot(lid, i, flags, &q, &first, &step);
            const uint k0 = i * (NB / step);
            for (uint k = 0; k < NB / step; k++)
                if (q < m)
                    ok &= peek(words, s0 + first + k * step, epoch, &xv[k0 + k]);
        }
        if (poll_round(ok, round, polls))
            break;
    }
    for (uint i = 0; i < SLOTS_OF(flags); i++) {
        uint q, first, step;
        sweep_slot(lid, i, flags, &q, &first, &step);
        if (q >= m)
            continue;
        uint lo, hi;
        equation_of(q, j0, j1, n, kd, flags, &lo, &hi);
        const uint plo = (flags & FORWARD) ? lo : n - hi, phi = (flags & FORWARD) ? hi : n - lo;
        const uint k0 = i * (NB / step);
        for (uint k = 0; k < NB / step; k++) {
            const uint s = s0 + first + k * step;
            if (s >= plo && s < phi)
                acc[i] = MAD(acc[i], pa[k0 + k], xv[k0 + k]);
        }
    }
}

/* z from the sums acc: rhs = b - the lanes' sums, then this work item's
 * share of inverse * rhs. */
inline scalar z_share(__local scalar *red, __local scalar *rhs, const scalar *acc, scalar b,
                      const scalar *w, uint kd, uint flags, uint lid)
{
    sweep_rhs(red, rhs, acc, b, flags, lid);
    return inv_row(ZERO, w, rhs, lid % NB, lid / NB, kd);
}

/* Block t's z (see above) as work item (p, ln)'s share, row p of the
 * inverse times positions ln, ln + LANES, ... of b - the products with the
 * blocks before t - LOOK, taken in ranges as they are published; the lanes
 * are summed by the caller. w: the work item's elements of the inverse.
 * With pre (tr_sweep3, where z is on the solver's path), the coefficients
 * of the last of those blocks are loaded before any waiting; tr_sweep2
 * measured faster without. */
inline scalar sweep_z(uint t, uint n, uint kd, uint storage, __global const scalar *A, ulong offA,
                      ulong lda, uint flags, uint j0, uint j1, const scalar *w, scalar b,
                      volatile __global const ulong *words, uint epoch, __local scalar *red,
                      __local scalar *rhs, __local uint *shared, __local uint *polls, bool pre)
{
    const uint lid = get_local_id(0), m = j1 - j0;
    const uint older = t > LOOK ? t - LOOK : 0;
    const uint bulk = pre && older > 0 ? older - 1 : older; /* blocks taken in ranges */
    scalar pa[NB * NB / SWG];
    if (bulk < older) {
        for (uint i = 0; i < SLOTS_OF(flags); i++) {
            uint q, first, step;
            sweep_slot(lid, i, flags, &q, &first, &step);
            const uint k0 = i * (NB / step);
            const uint e = q < m ? index_of(q, j0, j1, flags) : 0;
            for (uint k = 0; k < NB / step; k++) {
                const uint s = bulk * NB + first + k * step;
                pa[k0 + k] = q < m ? coef(A, offA, lda, n, kd, storage, flags, e,
                                          (flags & FORWARD) ? s : n - 1 - s)
                                   : ZERO;
            }
        }
    }
    scalar acc[TPOS], keep[TPOS];
    for (uint i = 0; i < TPOS; i++)
        acc[i] = ZERO;
    if (BATCH == 3) /* every block before bulk, in older_shared's rounds */
        older_shared(acc, n, kd, storage, A, offA, lda, flags, j0, j1, bulk, lid, words, epoch,
                     red, shared);
    for (uint have = BATCH == 3 ? bulk : 0; have < bulk;) {
        const uint upto = wait_published(words, epoch, have, bulk, shared);
        for (uint i = 0; i < TPOS; i++)
            keep[i] = acc[i];
        uint bad = 0;
        sweep_older(acc, n, kd, storage, A, offA, lda, flags, j0, j1, have * NB, upto * NB, lid,
                    words, epoch, false, &bad);
        if (bad) {
            for (uint i = 0; i < TPOS; i++)
                acc[i] = keep[i];
            sweep_older(acc, n, kd, storage, A, offA, lda, flags, j0, j1, have * NB, upto * NB,
                        lid, words, epoch, true, &bad);
        }
        have = upto;
    }
    if (bulk < older)
        sweep_pa(acc, pa, n, kd, flags, j0, j1, bulk * NB, lid, words, epoch, polls);
    return z_share(red, rhs, acc, b, w, kd, flags, lid);
}

#if SWEEP == 2
__kernel __attribute__((reqd_work_group_size(SWG, 1, 1)))
void tr_sweep2(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
               __global scalar *x, ulong xb, int incx, uint flags, __global const scalar *inv,
               __global uint *counters, __global ulong *words_out, uint epoch)
{
    __local scalar red[SWG * TPOS > SWG ? SWG * TPOS : SWG];
    __local scalar rhs[NB];
    __local uint shared, polls[3];
    volatile __global ulong *words = words_out;
    const uint lid = get_local_id(0), nblocks = (n + NB - 1) / NB;

    const uint t = take_ticket(counters, nblocks - 1, &shared);
    uint j0, j1;
    block_of(t, n, flags, &j0, &j1);
    const uint m = j1 - j0;

    /* Before any waiting: this work item's share (row p, columns ln, ln +
     * LANES, ...) of the inverse and of M_1, and its right-hand side. The
     * other M_d are loaded when their turn comes (off the critical path),
     * to spare registers. */
    const uint p = lid % NB, ln = lid / NB;
#define M_AT(d, i) inv[(((ulong)(d) * nblocks + t) * NB + ln + (i) * LANES) * NB + p]
    scalar w[NB / LANES], m1[NB / LANES];
    for (uint i = 0; i < NB / LANES; i++) {
        w[i] = M_AT(0, i);
        m1[i] = M_AT(1, i);
    }
    const scalar b = lid < m ? AT(x, xb, incx, index_of(lid, j0, j1, flags)) : ZERO;
    scalar s = sweep_z(t, n, kd, storage, A, offA, lda, flags, j0, j1, w, b, words, epoch, red,
                       rhs, &shared, polls, false);

    /* the last LOOK blocks, oldest first, as each is published */
    for (uint d = min((uint)LOOK, t); d >= 1; d--) {
        scalar md[NB / LANES], xv[NB / LANES];
        for (uint i = 0; i < NB / LANES; i++)
            md[i] = d == 1 ? m1[i] : M_AT(d, i);
        wait_block(words, (t - d) * NB + ln, epoch, xv, polls);
        for (uint i = 0; i < NB / LANES; i++)
            s -= MUL(md[i], xv[i]);
    }
#undef M_AT

    /* sum the lanes; publish, then write x */
    s = sum_lanes(red, s, m);
    if (lid < m) {
        publish(words, t * NB + lid, epoch, s);
        AT(x, xb, incx, index_of(lid, j0, j1, flags)) = s;
    }
    if (lid < m)
        note_nonfinite(s, t * NB + lid, n, counters);
    const uint s0 = sweep_last(n, counters, nblocks, &shared);
    if (s0 < n)
        solve_exact(n, kd, storage, A, offA, lda, x, xb, incx, flags, BSAVED(inv, nblocks), s0);
}
#endif
/*
 * SYNC=3: one group solves, the others feed it. The group with ticket 0
 * (the solver) takes the blocks in order and keeps the last LOOK solved
 * blocks in local memory: x_t = z_t - sum_{d = 1..LOOK} M_d x_{t - d}, so
 * the path from one block to the next never leaves the group (no global
 * round trip per block, the cost of SYNC=2). The group with ticket k > 0
 * (a helper) makes z for block k - 1 as tr_sweep2 does, from the solver's
 * published words, and publishes it in a second array of words, `zw`.
 * (Fewer helpers, each taking every H-th block, were slower on the H200:
 * a helper then streams its next block row only after its last z.) The
 * solver reads each z the block before it needs it; a z not published
 * after ZSPIN polls it makes itself from the blocks it published, with the
 * helper's sums in the helper's order (the same bits), so the solver never
 * waits on a group that may not be running, and the helpers wait only on
 * the solver, which started first: the solve needs only that running
 * groups make progress, as before. x is written by the solver alone; a
 * helper reads its right-hand side before its z is published, and a helper
 * too late for its block (its z already made by the solver) publishes a
 * value nobody reads.
 *
 * Registers decide speed at large n: with 80 per work item three groups of
 * SWG = 256 share a compute unit, with 128 two, and at n = 16384 (513
 * groups) the helpers beyond those start only as early ones end, each then
 * with a backlog that it clears at about the solver's pace (stamps on
 * the H200). The solver's own z (solver_z) is out of line
 * so that its registers do not count against every step: S with LOOK 5
 * went from 103 to 80 (H200). The kernel is for full storage only, a
 * constant here: with the storage an argument, every coefficient load of
 * the helpers sat among the branches of the packed and band addressing,
 * and the solve at n = 16384 took 13-18% longer (H200).
 */
#if SWEEP == 3
#ifndef ZSPIN
#define ZSPIN 256
#endif
#define SLOT(t) (((t) % (LOOK + 1)) * NB) /* block t's place in the solver's ring */
#ifndef PF
/* PF > 0: at block t the solver asks block t + PF + 1's M_d into L2, PF
 * blocks before its loads (a block ahead) need them: at large n the
 * helpers' stream of A likely evicts tr_inv's M_d from L2 (H200:
 * S and D 1-7% faster from n = 8192, S 9-14% slower at 2048 and 4096) */
#define PF 0
#endif
#define MLINES (NB * NB * (int)sizeof(scalar) / 128) /* 128-byte lines of one M_d */

/* The solver: 1 when every position p < m of block t has its z (zv, of
 * the lanes p < m) within ZSPIN polls, zv and ok already polled once. The
 * group decides together, as in wait_block. */
inline uint wait_z(volatile __global const ulong *zw, uint t, uint m, uint epoch, uint ok,
                   scalar *zv, __local uint *polls)
{
    const uint lid = get_local_id(0);
    ok = lid < m ? ok : 1;
    poll_start(polls);
    for (uint k = 0; k < ZSPIN; k++) {
        if (k > 0 && lid < m)
            ok = peek(zw, t * NB + lid, epoch, zv);
        if (poll_round(ok, k, polls))
            return 1;
    }
    return 0;
}

/* Element (row p, column ln + i * LANES) of M_d for block t, d = 0 the
 * inverse itself (tr_inv's layout), for work item (p, ln) */
#define M_AT(d, t, i) inv[(((ulong)(d) * nblocks + (t)) * NB + ln + (i) * LANES) * NB + p]

/* The solver's z of block t where no helper made it: as the helper would
 * have, from the words this group published (made visible to it here).
 * Out of line: its registers were those of the solver's every step. */
OUT_OF_LINE scalar solver_z(uint t, uint n, __global const scalar *A, ulong offA, ulong lda,
                            __global scalar *x, ulong xb, int incx, uint flags_arg,
                            __global const scalar *inv, volatile __global const ulong *words,
                            uint epoch, __local scalar *red, __local scalar *rhs)
{
    const uint kd = SWEEP_KD(n, n - 1), storage = SWEEP_STORAGE(ST_FULL);
    const uint flags = SWEEP_FLAGS(flags_arg);
    const uint lid = get_local_id(0), nblocks = (n + NB - 1) / NB;
    const uint p = lid % NB, ln = lid / NB;
    uint j0, j1;
    block_of(t, n, flags, &j0, &j1);
    const uint m = j1 - j0;
    barrier(CLK_GLOBAL_MEM_FENCE);
    scalar w[NB / LANES];
    for (uint i = 0; i < NB / LANES; i++)
        w[i] = M_AT(0, t, i);
    const scalar b = lid < m ? AT(x, xb, incx, index_of(lid, j0, j1, flags)) : ZERO;
    /* every block it needs is published, by this group: the sums of
     * sweep_z in one range, in the same order, with no waiting */
    scalar acc[TPOS];
    for (uint i = 0; i < TPOS; i++)
        acc[i] = ZERO;
    uint bad = 0;
    const uint s1 = t > LOOK ? (t - LOOK) * NB : 0; /* positions before t - LOOK */
    sweep_older(acc, n, kd, storage, A, offA, lda, flags, j0, j1, 0, s1, lid, words, epoch, false,
                &bad);
    if (bad) {
        for (uint i = 0; i < TPOS; i++)
            acc[i] = ZERO;
        sweep_older(acc, n, kd, storage, A, offA, lda, flags, j0, j1, 0, s1, lid, words, epoch,
                    true, &bad);
    }
    /* z_share ends with a barrier after its last use of red */
    return sum_lanes(red, z_share(red, rhs, acc, b, w, kd, flags, lid), m);
}

__kernel __attribute__((reqd_work_group_size(SWG, 1, 1)))
void tr_sweep3(uint n, uint kd_arg, uint storage_arg, __global const scalar *A, ulong offA,
               ulong lda, __global scalar *x, ulong xb, int incx, uint flags_arg,
               __global const scalar *inv, __global uint *counters, __global ulong *words_out,
               uint epoch)
{
    /* full storage only (the host's rule): as constants, the addressing of
     * packed and band storage is compiled out of every load */
    const uint kd = SWEEP_KD(n, kd_arg), storage = SWEEP_STORAGE(storage_arg);
    const uint flags = SWEEP_FLAGS(flags_arg);
    __local scalar red[SWG * TPOS > SWG ? SWG * TPOS : SWG];
    __local scalar rhs[NB];
    __local scalar prod[SWG];          /* the solver's products, lane by lane */
    __local scalar xl[(LOOK + 1) * NB]; /* the solver's last LOOK + 1 blocks */
    __local uint shared, polls[3], zready[2];
    const uint lid = get_local_id(0), nblocks = (n + NB - 1) / NB;
    volatile __global ulong *words = words_out;
    volatile __global ulong *zw = words_out + (ulong)nblocks * NB * WPS;

    const uint ticket = take_ticket(counters, nblocks, &shared);
    const uint p = lid % NB, ln = lid / NB;

    if (ticket > 0) { /* a helper: z of block ticket - 1 */
        const uint t = ticket - 1;
        uint j0, j1;
        block_of(t, n, flags, &j0, &j1);
        const uint m = j1 - j0;
        scalar w[NB / LANES];
        for (uint i = 0; i < NB / LANES; i++)
            w[i] = M_AT(0, t, i);
        const scalar b = lid < m ? AT(x, xb, incx, index_of(lid, j0, j1, flags)) : ZERO;
        const scalar s = sum_lanes(red, sweep_z(t, n, kd, storage, A, offA, lda, flags, j0, j1, w,
                                                b, words, epoch, red, rhs, &shared, polls, true),
                                   m);
        if (lid < m)
            publish(zw, t * NB + lid, epoch, s);
        return;
    }

    /* The solver. mc: this work item's elements of M_1 .. M_LOOK for the
     * block at hand, loaded during the block before, as is its z. */
    for (uint i = lid; i < (LOOK + 1) * NB; i += SWG)
        xl[i] = ZERO;
    scalar mc[LOOK][NB / LANES];
    for (uint d = 0; d < LOOK; d++)
        for (uint i = 0; i < NB / LANES; i++)
            mc[d][i] = M_AT(d + 1, 0, i);
#if PF > 0
    /* each work item asks for one line of a block's M_d, PF blocks ahead */
    const __global char *pfl = (const __global char *)inv +
                               ((ulong)(lid / MLINES + 1) * nblocks * NB * NB) * sizeof(scalar) +
                               (lid % MLINES) * 128;
    const bool pfw = lid < LOOK * MLINES; /* SWG >= LOOK * MLINES or part is left out */
    for (uint t = 1; t <= PF && t < nblocks && pfw; t++)
        PREFETCH_L2(pfl + (ulong)t * NB * NB * sizeof(scalar));
#endif
    scalar z = ZERO;
    uint zok = lid < NB ? peek(zw, lid, epoch, &z) : 1;
    if (lid == 0)
        zready[0] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint t = 0; t < nblocks; t++) {
#if PF > 0
        if (pfw && t + PF + 1 < nblocks)
            PREFETCH_L2(pfl + (ulong)(t + PF + 1) * NB * NB * sizeof(scalar));
#endif
        uint j0, j1;
        block_of(t, n, flags, &j0, &j1);
        const uint m = j1 - j0;
        scalar s = ZERO;
        for (uint d = 1; d <= LOOK; d++)
            for (uint i = 0; i < NB / LANES; i++)
                s = MAD(s, mc[d - 1][i], xl[SLOT(t + LOOK + 1 - d) + ln + i * LANES]);
        /* the next block's M and z, in flight while this one finishes */
        scalar zn = ZERO;
        uint znok = 1;
        if (t + 1 < nblocks) {
            for (uint d = 0; d < LOOK; d++)
                for (uint i = 0; i < NB / LANES; i++)
                    mc[d][i] = M_AT(d + 1, t + 1, i);
            if (lid < NB)
                znok = peek(zw, (t + 1) * NB + lid, epoch, &zn);
        }
        /* zready[t % 2] was set during the block before; zready[(t + 1) % 2]
         * was last read before that block's final barrier */
        prod[lid] = s;
        if (lid < m && !zok)
            zready[t % 2] = 0;
        if (lid == 0)
            zready[(t + 1) % 2] = 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (!zready[t % 2] && !wait_z(zw, t, m, epoch, zok, &z, polls)) {
            const scalar zs = solver_z(t, n, A, offA, lda, x, xb, incx, flags, inv, words, epoch,
                                       red, rhs);
            if (lid < m)
                z = zs;
        }
        if (lid < m) {
            scalar v = z;
            for (uint l = 0; l < LANES; l++)
                v -= prod[l * NB + lid];
            xl[SLOT(t) + lid] = v;
            publish(words, t * NB + lid, epoch, v);
            AT(x, xb, incx, index_of(lid, j0, j1, flags)) = v;
            note_nonfinite(v, t * NB + lid, n, counters);
        }
        z = zn;
        zok = znok;
        barrier(CLK_LOCAL_MEM_FENCE); /* no global fence: it would wait for the loads in flight */
    }
#undef M_AT
    /* the solver wrote all of x (helpers only read it) */
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
        shared = first_nonfinite(n, counters);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (shared < n)
        solve_exact(n, kd, storage, A, offA, lda, x, xb, incx, flags, BSAVED(inv, nblocks),
                    shared);
}
#undef SLOT
#undef MLINES
#endif /* SWEEP == 3 */
#endif /* LOOK > 0 */
#endif /* NB */
