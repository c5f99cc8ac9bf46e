/*
 * tr_publish.cl: how the one-launch solves with SYNC=2 and 3 (tr_sweep2.cl,
 * tr_sweep3.cl) hand solved values from group to group. Built after
 * tr_sweep.cl, with -DNB -DLOOK=...; empty without.
 */
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
#if defined(NB) && LOOK > 0
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

#endif /* NB, LOOK > 0 */
