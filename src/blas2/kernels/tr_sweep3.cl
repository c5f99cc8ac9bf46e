/*
 * tr_sweep3.cl: the SYNC=3 sweep, tr_sweep3. Built after tr_sweep2.cl, with
 * -DNB -DLOOK=... -DSWEEP=3; empty without.
 */
#if defined(NB) && LOOK > 0
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
    const uint kd = SWEEP_KD(n, n - 1), storage = SWEEP_STORAGE(L2_FULL);
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
#endif /* NB, LOOK > 0 */
