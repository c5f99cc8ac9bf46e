/*
 * reduce.cl: the Level 1 reductions dot (dotu, dotc), asum, nrm2, iamax,
 * and the plain sums of clSPARSE's cldense[I|S|D]reduce.
 *
 * Every sum is taken in a fixed arrangement, so results are bit-identical
 * from run to run. Step 1 (l1_<op>, or l1v_<op> on rvec loads) spreads the
 * elements over G work groups with common.cl's ROUNDS and SLOTS, each work
 * item accumulating its own in increasing order; the group adds its work
 * items in a fixed tree and writes one partial result to `part` (the
 * caller's scratch buffer). The G partial results are then combined, in
 * group order and by the same tree, into the routine's result:
 *   - by step 2 (l1_<op>_final), a second launch of one group; or
 *   - with flag REDUCE_FUSED, in the same launch, by the group that finishes last
 *     (each group counts itself in `counter` once its partial result is
 *     written; common.cl's last_to_finish0);
 *   - with G == 1 (flag REDUCE_FINAL), step 1 writes the result itself.
 */
#ifndef WGS
#define WGS 256 /* work-group size */
#endif
#ifndef WIDE
#define WIDE 0 /* 1: single-precision nrm2 sums squares in double */
#endif

/* flags: reduce_flags.h */

/* The same tree sum for every type, over red[WGS]: after it, v holds the
 * group's sum in every work item (red may be reused after a barrier). */
#ifndef WTREE
#define WTREE 0
#endif
#if WTREE && defined(CLM_NVIDIA) && WGS % 32 == 0
/* NVIDIA (key WTREE): each warp of 32 work items adds its values by
 * butterfly shuffles (common.cl's warp_bfly, no barrier; both lanes of a
 * pair add the same two values, so all hold the same sum), then every work
 * item adds the warps' sums in warp order: 2 barriers per tree instead of
 * 10, on the critical path of every reduction twice (the last group's own
 * tree and the combine). */
#define NWARP (WGS / 32)
#define TREE_SUM(red, v)                                                 \
    do {                                                                 \
        const uint lid_ = get_local_id(0);                               \
        for (uint m_ = 16; m_ > 0; m_ >>= 1)                             \
            (v) += warp_bfly((v), m_);                                   \
        barrier(CLK_LOCAL_MEM_FENCE);                                    \
        if (lid_ % 32 == 0)                                              \
            (red)[lid_ / 32] = (v);                                      \
        barrier(CLK_LOCAL_MEM_FENCE);                                    \
        (v) = (red)[0];                                                  \
        for (uint w_ = 1; w_ < NWARP; w_++)                              \
            (v) += (red)[w_];                                            \
    } while (0)
#else
#undef WTREE
#define WTREE 0
#define TREE_SUM(red, v)                                                 \
    do {                                                                 \
        const uint lid_ = get_local_id(0);                               \
        barrier(CLK_LOCAL_MEM_FENCE);                                    \
        (red)[lid_] = (v);                                               \
        barrier(CLK_LOCAL_MEM_FENCE);                                    \
        for (uint h_ = WGS / 2; h_ > 0; h_ >>= 1) {                      \
            if (lid_ < h_)                                               \
                (red)[lid_] += (red)[lid_ + h_];                         \
            barrier(CLK_LOCAL_MEM_FENCE);                                \
        }                                                                \
        (v) = (red)[0];                                                  \
    } while (0)
#endif

/* After a group's partial result is written: does this group combine them
 * (REDUCE_FUSED, and it finished last)? COMBINE(c) then runs the combining code in
 * that group only where barriers may sit in uniform branches; elsewhere
 * every group runs it, the others over no partial results, writing
 * nothing (PoCL miscompiles barriers under branches). */
#define COMBINES(flags, counter, flag) \
    last_to_finish0(counter, get_num_groups(0), ((flags) & REDUCE_FUSED) != 0, flag)
#if UNIFORM_BARRIER
#define COMBINE(c) if (c)
#else
#define COMBINE(c)
#endif
/* How many partial results the combining code reads in this group. */
#define PARTS(c) ((c) ? get_num_groups(0) : 0u)

/* The combining code reads its work item's partial results g0, g0 + WGS,
 * ... CBATCH at a time, all loads issued before any is used: they are
 * volatile, so a plain loop would wait out each load's latency in turn
 * (measured on the H200: 2-4 us at the end of every fused call). Sums
 * still take them in the same order. */
#define CBATCH 4
#define IN_BATCH(g0, u, G) ((g0) + (u) * WGS < (G))

/* ---- the plain sums: dot, sum, isum, asum ----
 * ACC: the accumulator type; OUT: the partial results' type; RES, TO_RES:
 * the result's type and how an ACC becomes it (TO_OUT below: how an ACC
 * becomes a partial result). NAME##_combine adds G partial results
 * (volatile: other groups of the same launch may have written them) and,
 * if `write`, stores the result. */
#define SUM_COMBINE(NAME, ACC, OUT, RES, TO_RES)                                              \
    inline void NAME##_combine(uint G, volatile __global const OUT *part, bool write,          \
                               __global RES *out, ulong oo, __local ACC *red)                  \
    {                                                                                          \
        ACC acc = (ACC)0;                                                                      \
        for (uint g0 = get_local_id(0); g0 < G; g0 += CBATCH * WGS) {                          \
            OUT v[CBATCH];                                                                     \
            for (uint u = 0; u < CBATCH; u++)                                                  \
                if (IN_BATCH(g0, u, G))                                                        \
                    v[u] = part[g0 + u * WGS];                                                 \
            for (uint u = 0; u < CBATCH; u++)                                                  \
                if (IN_BATCH(g0, u, G))                                                        \
                    acc += (ACC)v[u];                                                          \
        }                                                                                      \
        TREE_SUM(red, acc);                                                                    \
        if (write && get_local_id(0) == 0)                                                     \
            out[oo] = TO_RES(acc);                                                             \
    }                                                                                          \
    __kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))                                  \
    void NAME##_final(uint G, __global const OUT *part, __global RES *out, ulong oo)           \
    {                                                                                          \
        __local ACC red[WGS];                                                                  \
        NAME##_combine(G, part, true, out, oo, red);                                           \
    }

/* The end of a sum's step 1, s being each work item's sum. */
#define SUM_END(NAME, s, TO_OUT, TO_RES)                                                       \
    do {                                                                                       \
        TREE_SUM(red, s);                                                                      \
        if (get_local_id(0) == 0) {                                                            \
            if (flags & REDUCE_FINAL)                                                                 \
                out[oo] = TO_RES(s);                                                           \
            else                                                                               \
                part[get_group_id(0)] = TO_OUT(s);                                             \
        }                                                                                      \
        const bool c_ = COMBINES(flags, counter, &flag);                                       \
        COMBINE(c_) NAME##_combine(PARTS(c_), part, c_, out, oo, red);                         \
    } while (0)

/* Step 1 over (x, xb, incx) elements, TERM of each added in ACC; COMBINING
 * names the SUM_COMBINE whose combining code ends it. */
#define SUM_STEP(NAME, COMBINING, IN, ACC, OUT, TERM, TO_OUT)                                  \
    __kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))                                  \
    void NAME(uint n, __global const IN *x, ulong xb, int incx, __global OUT *part,           \
              __global OUT *out, ulong oo, uint flags, __global uint *counter)                 \
    {                                                                                          \
        __local ACC red[WGS];                                                                  \
        __local uint flag;                                                                     \
        ACC acc = (ACC)0;                                                                      \
        ROUNDS {                                                                               \
            IN xv[EPT];                                                                        \
            SLOTS xv[k] = AT(x, xb, incx, i);                                                  \
            SLOTS acc += TERM(xv[k]);                                                          \
        }                                                                                      \
        SUM_END(COMBINING, acc, TO_OUT, TO_OUT);                                               \
    }

SUM_COMBINE(l1_dot, scalar, scalar, scalar, )

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_dot(uint n, __global const scalar *x, ulong xb, int incx, __global const scalar *y,
            ulong yb, int incy, __global scalar *part, __global scalar *out, ulong oo, uint flags,
            __global uint *counter)
{
    __local scalar red[WGS];
    __local uint flag;
    scalar acc = ZERO;
    ROUNDS {
        scalar xv[EPT], yv[EPT];
        SLOTS { xv[k] = AT(x, xb, incx, i); yv[k] = AT(y, yb, incy, i); }
        SLOTS acc = MAD(acc, (flags & REDUCE_CONJ_X) ? CONJ(xv[k]) : xv[k], yv[k]);
    }
    SUM_END(l1_dot, acc, , );
}

/* sum: dot's combining step */
SUM_STEP(l1_sum, l1_dot, scalar, scalar, scalar, , )

/* isum: cl_int elements, whatever the precision. Added as unsigned, so that
 * overflow wraps modulo 2^32 (signed overflow is undefined in OpenCL C, as
 * in C). */
SUM_COMBINE(l1_isum, uint, int, int, as_int)
SUM_STEP(l1_isum, l1_isum, int, uint, int, (uint), as_int)

/* asum: sum of |Re| + |Im| */
inline real abs1(scalar v)
{
#ifdef CLM_COMPLEX
    return fabs(v.x) + fabs(v.y);
#else
    return fabs(v);
#endif
}

SUM_COMBINE(l1_asum, real, real, real, )
SUM_STEP(l1_asum, l1_asum, scalar, real, real, abs1, )

/* ---- nrm2 without overflow or underflow ----
 * Single precision where the database asks for it (key WIDE, on devices
 * with fast FP64): the squares of floats summed in double cannot overflow
 * or underflow (FLT_MAX^2 < 2^256, the least float's square > 2^-300), so
 * one plain sum does what Blue's three below do, more accurately and with
 * one tree and one array of partial results instead of three. */
#if WIDE && (CLM_PRECISION == 0 || CLM_PRECISION == 2)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define NRM2_WIDE 1
#define TO_NORM(v) ((real)sqrt(v))
inline double sq(real v) { return (double)v * (double)v; }
#ifdef CLM_COMPLEX
#define SQ(v) (sq((v).x) + sq((v).y))
#else
#define SQ(v) sq(v)
#endif
SUM_COMBINE(l1_nrm2, double, double, real, TO_NORM)

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_nrm2(uint n, __global const scalar *x, ulong xb, int incx, __global double *part,
             __global real *out, ulong oo, uint flags, __global uint *counter)
{
    __local double red[WGS];
    __local uint flag;
    double acc = 0;
    ROUNDS {
        scalar xv[EPT];
        SLOTS xv[k] = AT(x, xb, incx, i);
        SLOTS acc += SQ(xv[k]);
    }
    SUM_END(l1_nrm2, acc, , TO_NORM);
}
#else
/* Elsewhere Blue's scaling, as LAPACK 3.10's xNRM2: squares of values below TSML are
 * summed scaled up by SSML, above TBIG scaled down by SBIG, the rest as
 * they are; the three sums are combined at the end. Powers of two, so the
 * scaling itself is exact. */
#if CLM_PRECISION == 0 || CLM_PRECISION == 2
#define TSML 0x1p-63f
#define TBIG 0x1p52f
#define SSML 0x1p75f
#define SBIG 0x1p-76f
#else
#define TSML 0x1p-511
#define TBIG 0x1p486
#define SSML 0x1p537
#define SBIG 0x1p-538
#endif

inline void blue_add(real v, real *asml, real *amed, real *abig)
{
    const real ax = fabs(v);
    if (ax > TBIG)
        *abig += (ax * SBIG) * (ax * SBIG);
    else if (ax < TSML)
        *asml += (ax * SSML) * (ax * SSML);
    else
        *amed += ax * ax; /* NaN lands here and propagates */
}

inline real blue_finish(real asml, real amed, real abig)
{
    real scl, sumsq;
    if (abig > 0) {
        if (amed > 0 || isnan(amed))
            abig += (amed * SBIG) * SBIG;
        scl = 1 / SBIG;
        sumsq = abig;
    } else if (asml > 0) {
        if (amed > 0 || isnan(amed)) {
            const real m = sqrt(amed), s = sqrt(asml) / SSML;
            const real ymin = s > m ? m : s, ymax = s > m ? s : m;
            scl = 1;
            sumsq = ymax * ymax * (1 + (ymin / ymax) * (ymin / ymax));
        } else {
            scl = 1 / SSML;
            sumsq = asml;
        }
    } else {
        scl = 1;
        sumsq = amed;
    }
    return scl * sqrt(sumsq);
}

/* The three sums of squares of G partial results (part: P small, then P
 * medium, then P big), and the norm from them if `write`. */
inline void l1_nrm2_combine(uint G, uint P, volatile __global const real *part, bool write,
                            __global real *out, ulong oo, __local real *red)
{
    real s[3] = {0, 0, 0};
    for (uint g0 = get_local_id(0); g0 < G; g0 += CBATCH * WGS) {
        real v[3][CBATCH];
        for (uint k = 0; k < 3; k++)
            for (uint u = 0; u < CBATCH; u++)
                if (IN_BATCH(g0, u, G))
                    v[k][u] = part[k * P + g0 + u * WGS];
        for (uint k = 0; k < 3; k++)
            for (uint u = 0; u < CBATCH; u++)
                if (IN_BATCH(g0, u, G))
                    s[k] += v[k][u];
    }
    for (uint k = 0; k < 3; k++)
        TREE_SUM(red, s[k]);
    if (write && get_local_id(0) == 0)
        out[oo] = blue_finish(s[0], s[1], s[2]);
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_nrm2_final(uint G, __global const real *part, __global real *out, ulong oo)
{
    __local real red[WGS];
    l1_nrm2_combine(G, G, part, true, out, oo, red);
}

/* The end of nrm2's step 1, from each work item's three sums. */
inline void nrm2_end(real asml, real amed, real abig, __global real *part, __global real *out,
                     ulong oo, uint flags, __global uint *counter, __local real *red,
                     __local uint *flag)
{
    TREE_SUM(red, asml);
    TREE_SUM(red, amed);
    TREE_SUM(red, abig);
    if (get_local_id(0) == 0) {
        if (flags & REDUCE_FINAL) {
            out[oo] = blue_finish(asml, amed, abig);
        } else {
            const uint G = get_num_groups(0), g = get_group_id(0);
            part[g] = asml;
            part[G + g] = amed;
            part[2 * G + g] = abig;
        }
    }
    const bool c = COMBINES(flags, counter, flag);
    COMBINE(c) l1_nrm2_combine(PARTS(c), get_num_groups(0), part, c, out, oo, red);
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_nrm2(uint n, __global const scalar *x, ulong xb, int incx, __global real *part,
             __global real *out, ulong oo, uint flags, __global uint *counter)
{
    __local real red[WGS];
    __local uint flag;
    real asml = 0, amed = 0, abig = 0;
    ROUNDS {
        scalar xv[EPT];
        SLOTS xv[k] = AT(x, xb, incx, i);
        SLOTS {
#ifdef CLM_COMPLEX
            blue_add(xv[k].x, &asml, &amed, &abig);
            blue_add(xv[k].y, &asml, &amed, &abig);
#else
            blue_add(xv[k], &asml, &amed, &abig);
#endif
        }
    }
    nrm2_end(asml, amed, abig, part, out, oo, flags, counter, red, &flag);
}
#endif /* NRM2_WIDE */

/* ---- iamax: first index of the largest |Re| + |Im| ----
 * As reference IxAMAX: an element wins only if strictly larger than all
 * before it, so ties keep the first and NaN never wins (it counts as -1
 * here), except that a NaN first element wins outright. Indices are
 * 0-based inside, 1-based in the result. */

/* Is candidate (v, i) better than (bv, bi)? */
inline bool better(real v, uint i, real bv, uint bi)
{
    return v > bv || (v == bv && i < bi);
}

/* The group's best pair, left in (*v, *i) of every work item (better is a
 * strict order on the pairs met here: no NaN, indices distinct but for the
 * empty (-1, UINT_MAX), so both lanes of a shuffle pair keep the same). */
inline void tree_best(real *v, uint *i, __local real *vred, __local uint *ired)
{
    const uint lid = get_local_id(0);
#if WTREE
    for (uint m = 16; m > 0; m >>= 1) {
        const real ov = warp_bfly(*v, m);
        const uint oi = warp_bfly(*i, m);
        if (better(ov, oi, *v, *i)) {
            *v = ov;
            *i = oi;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid % 32 == 0) {
        vred[lid / 32] = *v;
        ired[lid / 32] = *i;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    *v = vred[0];
    *i = ired[0];
    for (uint w = 1; w < NWARP; w++)
        if (better(vred[w], ired[w], *v, *i)) {
            *v = vred[w];
            *i = ired[w];
        }
#else
    barrier(CLK_LOCAL_MEM_FENCE);
    vred[lid] = *v;
    ired[lid] = *i;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WGS / 2; h > 0; h >>= 1) {
        if (lid < h && better(vred[lid + h], ired[lid + h], vred[lid], ired[lid])) {
            vred[lid] = vred[lid + h];
            ired[lid] = ired[lid + h];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    *v = vred[0];
    *i = ired[0];
#endif
}

/* Reference IxAMAX lets a NaN first element win outright. Work item 0
 * starts from such an element as (+infinity, index 0), which nothing beats
 * (a later infinity loses the tie), so no group reads x again at the end. */
#define IAMAX_START(x0_is_nan, bv, bi)                  \
    real bv = -1;                                       \
    uint bi = UINT_MAX;                                 \
    if (get_global_id(0) == 0 && (x0_is_nan)) {         \
        bv = INFINITY;                                  \
        bi = 0;                                         \
    }

/* The best of G partial results (part: G values, then G indices as uint;
 * P is where the indices start), and the 1-based result if `write`. */
inline void l1_iamax_combine(uint G, uint P, volatile __global const real *part, bool write,
                             __global uint *out, ulong oo, __local real *vred,
                             __local uint *ired)
{
    volatile __global const uint *pidx = (volatile __global const uint *)(part + P);
    real bv = -1;
    uint bi = UINT_MAX;
    for (uint g0 = get_local_id(0); g0 < G; g0 += CBATCH * WGS) {
        real v[CBATCH];
        uint i[CBATCH];
        for (uint u = 0; u < CBATCH; u++)
            if (IN_BATCH(g0, u, G)) {
                v[u] = part[g0 + u * WGS];
                i[u] = pidx[g0 + u * WGS];
            }
        for (uint u = 0; u < CBATCH; u++)
            if (IN_BATCH(g0, u, G) && better(v[u], i[u], bv, bi)) {
                bv = v[u];
                bi = i[u];
            }
    }
    tree_best(&bv, &bi, vred, ired);
    if (write && get_local_id(0) == 0)
        out[oo] = bi + 1;
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_iamax_final(uint G, __global const real *part, __global uint *out, ulong oo)
{
    __local real vred[WGS];
    __local uint ired[WGS];
    l1_iamax_combine(G, G, part, true, out, oo, vred, ired);
}

/* The end of iamax's step 1, from each work item's best. */
inline void iamax_end(real bv, uint bi, __global real *part, __global uint *out, ulong oo,
                      uint flags, __global uint *counter, __local real *vred,
                      __local uint *ired, __local uint *flag)
{
    tree_best(&bv, &bi, vred, ired);
    const uint G = get_num_groups(0);
    if (get_local_id(0) == 0) {
        if (flags & REDUCE_FINAL) {
            out[oo] = bi + 1;
        } else {
            part[get_group_id(0)] = bv;
            ((__global uint *)(part + G))[get_group_id(0)] = bi;
        }
    }
    const bool c = COMBINES(flags, counter, flag);
    COMBINE(c) l1_iamax_combine(PARTS(c), G, part, c, out, oo, vred, ired);
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_iamax(uint n, __global const scalar *x, ulong xb, int incx, __global real *part,
              __global uint *out, ulong oo, uint flags, __global uint *counter)
{
    __local real vred[WGS];
    __local uint ired[WGS];
    __local uint flag;
    IAMAX_START(n > 0 && isnan(abs1(x[xb])), bv, bi);
    ROUNDS {
        scalar xv[EPT];
        SLOTS xv[k] = AT(x, xb, incx, i);
        SLOTS {
            const real v = abs1(xv[k]);
            if (v > bv) { /* in increasing order: ties keep the first */
                bv = v;
                bi = i;
            }
        }
    }
    iamax_end(bv, bi, part, out, oo, flags, counter, vred, ired, &flag);
}

/* ---- step 1 on rvec loads ----
 * Unit strides, starts on 16-byte boundaries (the host checks): the same
 * partial results, from VR reals per load (common.cl). asum and nrm2 take a
 * complex vector as its 2n reals; dot, sum and iamax serve real types only.
 * Work item t < tail also takes the real TAIL_AT(nv, t), after its vectors,
 * so iamax still visits its elements in increasing order. */

/* RLD(p): one rvec of a vector that is read once. With RCS (key CS,
 * NVIDIA) by ld.global.cs, whose lines L1 and L2 evict first: on the H200
 * every reduction at 2^24 took 0.2-1.2 us less with it (S asum 19.7 ->
 * 18.7 us, measured on the H200), why is not known. */
#if defined(CLM_NVIDIA) && defined(RCS)
#define RLD(p) ld_cs16((__global const real *)(p))
#else
#define RLD(p) (*(p))
#endif

#if VR == 4
#define RVEC_PARTS(v, c) vstore4(v, 0, c)
#else
#define RVEC_PARTS(v, c) vstore2(v, 0, c)
#endif

#ifndef CLM_COMPLEX
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_dot(uint nv, uint tail, __global const real *x, ulong xb, __global const real *y,
             ulong yb, __global real *part, __global real *out, ulong oo, uint flags,
             __global uint *counter)
{
    __local real red[WGS];
    __local uint flag;
    __global const rvec *xv = (__global const rvec *)(x + xb), *yv = (__global const rvec *)(y + yb);
    rvec acc = 0;
    ROUNDS_N(nv) {
        rvec xa[EPT], ya[EPT];
        SLOTS_N(nv) { xa[k] = RLD(xv + i); ya[k] = RLD(yv + i); }
        SLOTS_N(nv) acc += xa[k] * ya[k];
    }
    real s = RVEC_HSUM(acc);
    const uint t = get_global_id(0);
    if (t < tail)
        s += x[xb + TAIL_AT(nv, t)] * y[yb + TAIL_AT(nv, t)];
    SUM_END(l1_dot, s, , );
}
#endif

/* sum and asum: TERM of each real. */
#define VSUM_STEP(NAME, COMBINING, TERM)                                                      \
    __kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))                                 \
    void NAME(uint nv, uint tail, __global const real *x, ulong xb, __global real *part,      \
              __global real *out, ulong oo, uint flags, __global uint *counter)               \
    {                                                                                         \
        __local real red[WGS];                                                                \
        __local uint flag;                                                                    \
        __global const rvec *xv = (__global const rvec *)(x + xb);                            \
        rvec acc = 0;                                                                         \
        ROUNDS_N(nv) {                                                                        \
            rvec xa[EPT];                                                                     \
            SLOTS_N(nv) xa[k] = RLD(xv + i);                                                  \
            SLOTS_N(nv) acc += TERM(xa[k]);                                                   \
        }                                                                                     \
        real s = RVEC_HSUM(acc);                                                              \
        const uint t = get_global_id(0);                                                      \
        if (t < tail)                                                                         \
            s += TERM(x[xb + TAIL_AT(nv, t)]);                                                \
        SUM_END(COMBINING, s, , );                                                            \
    }
#ifndef CLM_COMPLEX
VSUM_STEP(l1v_sum, l1_dot, )
#endif
VSUM_STEP(l1v_asum, l1_asum, fabs)

#ifdef NRM2_WIDE
#if VR == 4
typedef double4 dvec;
#define DVEC_HSUM(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#define TO_DVEC convert_double4
#else
typedef double2 dvec;
#define DVEC_HSUM(v) ((v).s0 + (v).s1)
#define TO_DVEC convert_double2
#endif
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_nrm2(uint nv, uint tail, __global const real *x, ulong xb, __global double *part,
              __global real *out, ulong oo, uint flags, __global uint *counter)
{
    __local double red[WGS];
    __local uint flag;
    __global const rvec *xv = (__global const rvec *)(x + xb);
    dvec acc = 0;
    ROUNDS_N(nv) {
        rvec xa[EPT];
        SLOTS_N(nv) xa[k] = RLD(xv + i);
        SLOTS_N(nv) {
            const dvec d = TO_DVEC(xa[k]);
            acc += d * d;
        }
    }
    double s = DVEC_HSUM(acc);
    const uint t = get_global_id(0);
    if (t < tail)
        s += sq(x[xb + TAIL_AT(nv, t)]);
    SUM_END(l1_nrm2, s, , TO_NORM);
}
#else
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_nrm2(uint nv, uint tail, __global const real *x, ulong xb, __global real *part,
              __global real *out, ulong oo, uint flags, __global uint *counter)
{
    __local real red[WGS];
    __local uint flag;
    __global const rvec *xv = (__global const rvec *)(x + xb);
    real asml = 0, amed = 0, abig = 0;
    ROUNDS_N(nv) {
        rvec xa[EPT];
        SLOTS_N(nv) xa[k] = RLD(xv + i);
        SLOTS_N(nv) {
            real c[VR];
            RVEC_PARTS(xa[k], c);
            for (uint j = 0; j < VR; j++)
                blue_add(c[j], &asml, &amed, &abig);
        }
    }
    const uint t = get_global_id(0);
    if (t < tail)
        blue_add(x[xb + TAIL_AT(nv, t)], &asml, &amed, &abig);
    nrm2_end(asml, amed, abig, part, out, oo, flags, counter, red, &flag);
}
#endif /* NRM2_WIDE */

#ifndef CLM_COMPLEX
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_iamax(uint nv, uint tail, __global const real *x, ulong xb, __global real *part,
               __global uint *out, ulong oo, uint flags, __global uint *counter)
{
    __local real vred[WGS];
    __local uint ired[WGS];
    __local uint flag;
    __global const rvec *xv = (__global const rvec *)(x + xb);
    IAMAX_START((nv > 0 || tail > 0) && isnan(x[xb]), bv, bi);
    ROUNDS_N(nv) {
        rvec xa[EPT];
        SLOTS_N(nv) xa[k] = RLD(xv + i);
        SLOTS_N(nv) {
            real c[VR];
            RVEC_PARTS(fabs(xa[k]), c);
            for (uint j = 0; j < VR; j++)
                if (c[j] > bv) {
                    bv = c[j];
                    bi = i * VR + j;
                }
        }
    }
    const uint t = get_global_id(0);
    if (t < tail && fabs(x[xb + TAIL_AT(nv, t)]) > bv) {
        bv = fabs(x[xb + TAIL_AT(nv, t)]);
        bi = TAIL_AT(nv, t);
    }
    iamax_end(bv, bi, part, out, oo, flags, counter, vred, ired, &flag);
}
#endif
