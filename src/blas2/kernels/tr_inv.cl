/*
 * tr_inv.cl: the one-launch solves' first launch, tr_inv (the blocks'
 * inverses and, for SYNC=2 and 3, the products M_d). Built after
 * tr_sweep.cl, with -DNB.
 */
#ifdef NB
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
#endif /* NB */
