/*
 * tr_sweep.cl: the one-launch solves' common part and the SYNC=1 sweep
 * (tr_sweep). Built, with -DNB, after l2_flags.h and l2_storage.cl and
 * before tr_inv.cl (tr_inv), tr_publish.cl (the SYNC=2 and 3 publishing
 * protocol), tr_sweep2.cl and tr_sweep3.cl; without NB it is empty.
 */
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
#define SWEEP_STORAGE(arg) L2_FULL
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
    if (flags & L2_FORWARD) {
        *j0 = t * NB;
        *j1 = min(n, *j0 + NB);
    } else {
        *j1 = n - t * NB;
        *j0 = *j1 > NB ? *j1 - NB : 0;
    }
}

inline uint index_of(uint p, uint j0, uint j1, uint flags)
{
    return (flags & L2_FORWARD) ? j0 + p : j1 - 1 - p;
}

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
    const bool fwd = (flags & L2_FORWARD) != 0;
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
        if (lid == 0 && !(flags & L2_UNIT_DIAG))
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
    if (flags & L2_FORWARD) {
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
    if (flags & L2_TRANSPOSED)
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
#define SLOTS_OF(flags) (((flags) & L2_TRANSPOSED) ? TPOS : 1)
inline void sweep_slot(uint lid, uint i, uint flags, uint *q, uint *first, uint *step)
{
    *q = (flags & L2_TRANSPOSED) ? lid / TXS + i * (SWG / TXS) : lid % NB;
    *first = (flags & L2_TRANSPOSED) ? lid % TXS : lid / NB;
    *step = (flags & L2_TRANSPOSED) ? TXS : LANES;
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
                const uint r = (flags & L2_TRANSPOSED) ? v : e, c = (flags & L2_TRANSPOSED) ? e : v;
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
        if (!(flags & L2_TRANSPOSED))
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
#endif /* NB */
