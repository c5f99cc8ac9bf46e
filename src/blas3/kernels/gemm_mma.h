/*
 * gemm.cl's tensor-core fragments (MMA; NVIDIA only, inline PTX, asked for
 * by the host only where the instructions exist), embedded as a source
 * ahead of gemm.cl, whose macros (WGS, MWG, NWG, CW, ...) it uses.
 *
 * MMA 1 and 2 (D, Z): mma.sync m8n8k4 (sm_80) and m16n8k4 (sm_90, twice
 * the rate) on doubles, four real ones per complex block.
 *
 * MMA 3 (S, only in the 3xTF32 mode of clmath.h, sm_80+): each FP32
 * operand x split as hi = tf32(x), lo = tf32(x - hi) (round to nearest,
 * ties away: |x - hi - lo| <= 2^-22 |x| or so), and the product a b taken
 * as a_lo b_hi + a_hi b_lo + a_hi b_hi (a_lo b_lo, about 2^-24 of it,
 * dropped) on mma.sync m16n8k8 tf32 with FP32 sums, the small terms first.
 * The tensor cores' own sums are not IEEE round-to-nearest, so with
 * TF32ACC = n > 0 they sum only n k8 steps into a zeroed block, which is
 * then added to C's sums by an FP32 add (round to nearest), as strict
 * SGEMM's FMAs do; TF32ACC 0 chains all of K on the tensor cores.
 *
 * The warp geometry (all three): the group's warps form a WM x (warps /
 * WM) grid over the tile; a warp computes its part as RB x 8 blocks, lane
 * l holding rows l/4 (and l/4 + 8) and columns 2(l%4), 2(l%4)+1 of each;
 * A's fragment is rows l/4 (and l/4 + 8) at k = l%4 (and, m16n8k8, l%4 +
 * 4), B's column l/4 at the same k. MROW and NCOL place a block's rows and
 * columns in the warp's tile (MMA 3 relabels them; see there).
 */
#if MMA
#if (MMA == 3 && CLM_PRECISION != 0) || (MMA != 3 && CLM_PRECISION != 1 && CLM_PRECISION != 3)
#error "gemm_mma.h: MMA 1 and 2 are for D and Z, 3 for S"
#endif
#define WARPS (WGS / 32)
#define WTM (MWG / WM)           /* a warp's rows */
#define WTN (NWG / (WARPS / WM)) /* and columns */
#define RB (MMA == 1 ? 8 : 16)   /* rows of one instruction's block */
#define TM (WTM / RB)            /* the warp's RB x 8 blocks down */
#define TN (WTN / 8)             /* and across */
#define CB (RB / 4)              /* each lane's reals of a block */
#define ACCN (TM * TN * CB * CW) /* per block CB reals, Z: real then imaginary */

#if MMA == 3
#ifndef TF32ACC
#define TF32ACC 1
#endif
#define TF32K (TF32ACC ? TF32ACC : 1) /* k8 steps per fragment load */
#ifndef JB
#define JB 4 /* blocks whose chains run side by side */
#endif
#if VWM != 4 || VWN != 4 || MWG / WM % 32 || NWG / (MDIMC * NDIMC / 32 / WM) % 32
#error "gemm_mma.h: MMA 3 reads its fragments as float4: VWM = VWN = 4, warp tiles of 32 x 32 multiples"
#endif
/* The warp's rows and columns of its blocks, relabelled so that each
 * lane's fragment elements lie side by side in the local panels (one
 * float4 read each): block i's row r (a lane's r = l/4 and l/4 + 8) is the
 * warp's row MROW(i, r), so that blocks 2i' and 2i'+1 share lane l's four
 * rows 32 i' + 4 (l/4) + 0..3; block j's column c is NCOL(j, c), so that
 * blocks 4j'..4j'+3 share lane l's four columns 32 j' + 4 (l/4) + 0..3. The
 * sum over k does not care; C's elements are stored where they belong. */
#define MROW(i, r) (32 * ((i) / 2) + 4 * ((r) % 8) + 2 * ((i) % 2) + (r) / 8)
#define NCOL(j, c) (32 * ((j) / 4) + 4 * (c) + (j) % 4)

/* x as a TF32 high part and a TF32 residual, four at a time (x - hi
 * taken as a vector, so that the compilers keep x's local read one float4
 * read rather than four). TF32RND 0: both rounded to nearest (ties away)
 * by cvt.rna.tf32.f32, |x - hi - lo| <= 2^-23 |x| or so; on sm_90 each cvt
 * is three instructions (FSETP, a predicated IMAD.IADD, LOP3 or SEL).
 * TF32RND 1: hi is x truncated (a mask), lo = x - hi rounded to nearest by
 * an integer add and a mask, four instructions a split rather than seven,
 * |x - hi - lo| <= 2^-21 |x|; yet 18 % slower on the H200 (docs/perf/
 * gemm.md); a NaN whose payload lies in its low 13 bits becomes an
 * infinity. */
#ifndef TF32RND
#define TF32RND 0
#endif
inline uint tf32_rna(float x)
{
    uint r;
    __asm__("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
    return r;
}
inline void tf32_split4(float4 x, uint4 *hi, uint4 *lo)
{
#if TF32RND
    const uint4 h = as_uint4(x) & 0xffffe000u;
    const float4 r = x - as_float4(h); /* exact */
    *hi = h;
    *lo = (as_uint4(r) + 0x1000u) & 0xffffe000u;
#else
    const uint4 h = (uint4)(tf32_rna(x.s0), tf32_rna(x.s1), tf32_rna(x.s2), tf32_rna(x.s3));
    const float4 r = x - as_float4(h); /* exact */
    *hi = h;
    *lo = (uint4)(tf32_rna(r.s0), tf32_rna(r.s1), tf32_rna(r.s2), tf32_rna(r.s3));
#endif
}

/* c (4 floats) += the warp's 16 x 8 block of A times its 8 x 8 block of
 * B: a[q] is A's row l/4 + 8 (q % 2) at k l%4 + 4 (q / 2), b[q] B's row
 * l%4 + 4 q, column l/4; c[0..1] C's row l/4, c[2..3] row l/4 + 8. Not
 * volatile: the compilers may interleave independent blocks. */
inline void mma1688_tf32(const uint *a, const uint *b, float *c)
{
    __asm__("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, "
            "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
            : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
            : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}
/* d := the same product, from zero (no registers zeroed first) */
inline void mma1688_tf32_z(const uint *a, const uint *b, float *d)
{
    __asm__("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, "
            "{%4,%5,%6,%7}, {%8,%9}, {%10,%10,%10,%10};"
            : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
            : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(0.0f));
}
#else
#define MROW(i, r) ((i) * RB + (r))
#define NCOL(j, c) (8 * (j) + (c))
/* c (2 doubles) += the warp's 8 x 4 block of A times its 4 x 8 block of B
 * (lane l: A's row l/4, column l%4; B's row l%4, column l/4; C's row l/4,
 * columns 2(l%4), 2(l%4)+1) */
inline void mma884(double a, double b, double *c)
{
    __asm__ volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, "
                     "{%0,%1};"
                     : "+d"(c[0]), "+d"(c[1])
                     : "d"(a), "d"(b));
}
/* MMA 2 (sm_90: twice m8n8k4's rate, tools/diag/cl_dmma.c): c (4 doubles)
 * += the warp's 16 x 4 block of A times its 4 x 8 block of B; a0, a1 are
 * A's rows l/4 and l/4 + 8, c[0..1] C's row l/4 and c[2..3] row l/4 + 8 */
inline void mma1684(double a0, double a1, double b, double *c)
{
    __asm__ volatile("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
                     "{%4,%5}, {%6}, {%0,%1,%2,%3};"
                     : "+d"(c[0]), "+d"(c[1]), "+d"(c[2]), "+d"(c[3])
                     : "d"(a0), "d"(a1), "d"(b));
}
#if MMA == 2
#define MMA_OP(a0, a1, b, c) mma1684(a0, a1, b, c)
#else
#define MMA_OP(a0, a1, b, c) mma884(a0, b, c)
#endif
#endif /* MMA == 3 */
#else
#define ACCN (MWI * NWI * CW)
#endif /* MMA */
