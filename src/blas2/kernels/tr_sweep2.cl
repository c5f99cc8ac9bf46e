/*
 * tr_sweep2.cl: the SYNC=2 sweep, tr_sweep2 (tr_publish.cl describes it),
 * and the products that SYNC=3's helpers share with it (sweep_z). Built
 * after tr_publish.cl, with -DNB -DLOOK=...; empty without.
 */
#if defined(NB) && LOOK > 0
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
            const uint v = (flags & L2_FORWARD) ? s : n - 1 - s;
            const uint r = (flags & L2_TRANSPOSED) ? v : e, c = (flags & L2_TRANSPOSED) ? e : v;
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
        const uint plo = max(s0, (flags & L2_FORWARD) ? lo : n - hi);
        const uint phi = min(s1, (flags & L2_FORWARD) ? hi : n - lo);
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
                        const uint v = (flags & L2_FORWARD) ? s : n - 1 - s;
                        const uint r = (flags & L2_TRANSPOSED) ? v : e;
                        const uint c = (flags & L2_TRANSPOSED) ? e : v;
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
            const uint v = (flags & L2_FORWARD) ? s : n - 1 - s;
            const uint r = (flags & L2_TRANSPOSED) ? v : e, c = (flags & L2_TRANSPOSED) ? e : v;
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
        plo[i] = q < m ? ((flags & L2_FORWARD) ? lo : n - hi) : s1; /* q >= m: none */
        phi[i] = q < m ? min(s1, (flags & L2_FORWARD) ? hi : n - lo) : s1;
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
        const uint plo = (flags & L2_FORWARD) ? lo : n - hi;
        const uint phi = (flags & L2_FORWARD) ? hi : n - lo;
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
                                          (flags & L2_FORWARD) ? s : n - 1 - s)
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
#endif /* NB, LOOK > 0 */
