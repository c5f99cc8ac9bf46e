/*
 * common.cl: precision selection and complex arithmetic for every kernel
 * family. Built with -DCLM_PRECISION=0 (S), 1 (D), 2 (C) or 3 (Z); this file
 * is placed before the family's source in one program.
 *
 *   real    the real type (float or double)
 *   scalar  the element type (real, or real2 holding re/im for complex)
 *   MUL(a, b), MAD(c, a, b) = c + a*b, CONJ(a), ZERO
 */
#ifndef CLM_PRECISION
#define CLM_PRECISION 0
#endif

#if CLM_PRECISION == 1 || CLM_PRECISION == 3
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#if CLM_PRECISION == 0 || CLM_PRECISION == 2
typedef float real;
typedef float2 real2;
typedef float4 real4;
typedef float8 real8;
#else
typedef double real;
typedef double2 real2;
typedef double4 real4;
typedef double8 real8;
#endif

#if CLM_PRECISION >= 2
#define CLM_COMPLEX 1
typedef real2 scalar;
#define MUL(a, b) ((scalar)((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x))
#define MAD(c, a, b) \
    ((scalar)((c).x + (a).x * (b).x - (a).y * (b).y, (c).y + (a).x * (b).y + (a).y * (b).x))
#define CONJ(a) ((scalar)((a).x, -(a).y))
#else
typedef real scalar;
#define MUL(a, b) ((a) * (b))
#define MAD(c, a, b) ((c) + (a) * (b))
#define CONJ(a) (a)
#endif

#define ZERO ((scalar)0)

/* ONE, and a / b: for complex, Smith's method, so |b|^2 is never formed
 * (it could overflow or underflow where the quotient does not). */
#ifdef CLM_COMPLEX
#define ONE ((scalar)(1, 0))
inline scalar cdiv(scalar a, scalar b)
{
    if (fabs(b.x) >= fabs(b.y)) {
        const real r = b.y / b.x, d = b.x + b.y * r;
        return (scalar)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    const real r = b.x / b.y, d = b.y + b.x * r;
    return (scalar)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}
#define DIV(a, b) cdiv(a, b)
#else
#define ONE ((scalar)1)
#define DIV(a, b) ((a) / (b))
#endif

/* Loop unrolling hints, where the compiler honours them: the host defines
 * CLM_NVIDIA for NVIDIA's compiler; others (PoCL's LLVM) warn when a hint
 * with a run-time trip count cannot be followed, so they get none. */
#ifdef CLM_NVIDIA
#define UNROLL4 _Pragma("unroll 4")
#define UNROLL_ALL _Pragma("unroll")
#define UNROLL_STR(x) #x
#define UNROLL(n) _Pragma(UNROLL_STR(unroll n))
#else
#define UNROLL4
#define UNROLL_ALL
#define UNROLL(n)
#endif

/* A rarely taken path kept out of line on NVIDIA, so that its registers do
 * not count against the hot code around it (PoCL inlines every function
 * that holds a barrier) */
#ifdef CLM_NVIDIA
#define OUT_OF_LINE __attribute__((noinline))
#else
#define OUT_OF_LINE
#endif

/* Warp shuffles on NVIDIA (PTX shfl.sync, warps of 32 work items, every
 * lane taking part): warp_bfly(v, m) is v of lane ^ m, warp_idx(v, l) is v
 * of lane l; for uint, float, double and their 2-vectors. */
#ifdef CLM_NVIDIA
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline uint warp_bfly_u(uint v, uint m)
{
    uint r;
    __asm__ volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(m));
    return r;
}
inline uint warp_idx_u(uint v, uint l)
{
    uint r;
    __asm__ volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(l));
    return r;
}
#define WARP_OVERLOADS(OP)                                                                     \
    __attribute__((overloadable)) inline uint OP(uint v, uint a) { return OP##_u(v, a); }      \
    __attribute__((overloadable)) inline float OP(float v, uint a)                             \
    {                                                                                          \
        return as_float(OP##_u(as_uint(v), a));                                                \
    }                                                                                          \
    __attribute__((overloadable)) inline double OP(double v, uint a)                           \
    {                                                                                          \
        const uint2 w = as_uint2(v);                                                           \
        return as_double((uint2)(OP##_u(w.x, a), OP##_u(w.y, a)));                             \
    }                                                                                          \
    __attribute__((overloadable)) inline float2 OP(float2 v, uint a)                           \
    {                                                                                          \
        return (float2)(OP(v.x, a), OP(v.y, a));                                               \
    }                                                                                          \
    __attribute__((overloadable)) inline double2 OP(double2 v, uint a)                         \
    {                                                                                          \
        return (double2)(OP(v.x, a), OP(v.y, a));                                              \
    }
WARP_OVERLOADS(warp_bfly)
WARP_OVERLOADS(warp_idx)
#endif

/* DEVICE_FENCE: this work item's earlier global stores are visible to every
 * work group before its later ones (publishing results that other groups
 * of the same launch wait for). OpenCL 1.2's mem_fence promises ordering
 * only as seen by the work item's own group, and NVIDIA's compiler may
 * implement it at that scope, so there the device-wide fence is asked for
 * in PTX. */
#ifdef CLM_NVIDIA
#define DEVICE_FENCE() __asm__ volatile("membar.gl;" ::: "memory")
#else
#define DEVICE_FENCE() mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif

/* PREFETCH_L2(p): asks the line holding global address p into L2 (NVIDIA;
 * elsewhere nothing). */
#ifdef CLM_NVIDIA
#define PREFETCH_L2(p) __asm__ volatile("prefetch.global.L2 [%0];" ::"l"(p))
#else
#define PREFETCH_L2(p)
#endif

/* Loads of data read once (NVIDIA): by ld.global.cs, whose lines L1 and L2
 * evict first. ld_cs(p): one float, double or uint; ld_cs16(p): the 16
 * bytes at p, a float4 or double2. Which kernels use them is each routine's
 * key (CS, CSN, CST), where measurements found a gain. */
#ifdef CLM_NVIDIA
#define LD_CS_SCALAR(T, PTX, OUT)                                                              \
    __attribute__((overloadable)) inline T ld_cs(__global const T *p)                          \
    {                                                                                          \
        T v;                                                                                   \
        __asm__("ld.global.cs." PTX " %0, [%1];" : OUT(v) : "l"(p));                           \
        return v;                                                                              \
    }
LD_CS_SCALAR(float, "f32", "=f")
LD_CS_SCALAR(double, "f64", "=d")
LD_CS_SCALAR(uint, "u32", "=r")
#undef LD_CS_SCALAR
__attribute__((overloadable)) inline float4 ld_cs16(__global const float *p)
{
    float4 v;
    __asm__("ld.global.cs.v4.f32 {%0, %1, %2, %3}, [%4];"
            : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
            : "l"(p));
    return v;
}
__attribute__((overloadable)) inline double2 ld_cs16(__global const double *p)
{
    double2 v;
    __asm__("ld.global.cs.v2.f64 {%0, %1}, [%2];" : "=d"(v.x), "=d"(v.y) : "l"(p));
    return v;
}
#endif

/* UNIFORM_BARRIER: barriers may sit in branches that every work item of a
 * group takes alike. PoCL miscompiles those, so kernels keep every barrier
 * outside branches unless this is set; verified on NVIDIA. */
#ifndef UNIFORM_BARRIER
#ifdef CLM_NVIDIA
#define UNIFORM_BARRIER 1
#else
#define UNIFORM_BARRIER 0
#endif
#endif

/* Results combined in the same launch, where work item 0 alone wrote the
 * group's partial results (the Level 1 reductions): each group calls this
 * once they are written, and it returns true in the group that brought
 * *counter to total (with count; never without), which then combines them
 * and has set the counter back to 0 for the next call. Every work item
 * reaches the barrier. Work item 0 fences device-wide before the count (a
 * barrier alone orders writes only within the group), and only the group
 * that combines fences again before reading: on the H200 the fences of
 * every work item in every group were a measurable part of a reduction's
 * fixed cost. */
inline bool last_to_finish0(__global uint *counter, uint total, bool count, __local uint *flag)
{
    if (get_local_id(0) == 0) {
        *flag = 0;
        if (count) {
            DEVICE_FENCE();
            *flag = atomic_inc(counter) == total - 1;
            if (*flag)
                atomic_xchg(counter, 0u);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    const bool last = *flag;
    if (last)
        DEVICE_FENCE();
    return last;
}

/* The same where any work item may have written partial results: each
 * fences its own device-wide, and the group waits for all of them before
 * work item 0 counts. Without count, NVIDIA returns at once: the fence and
 * barrier held each group's slot for a microsecond or two past its last
 * store (measured on the H200). Elsewhere the barrier stays
 * unconditional: PoCL miscompiled the FUSED path (writes past y) once it sat
 * under this condition. */
inline bool last_to_finish(__global uint *counter, uint total, bool count, __local uint *flag)
{
#ifdef CLM_NVIDIA
    if (!count)
        return false;
#endif
    DEVICE_FENCE();
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    return last_to_finish0(counter, total, count, flag);
}

/* Grid-stride rounds over n elements (Level 1 kernels): each work item takes
 * EPT elements per round, the global size apart, so every load instruction
 * of a warp reads consecutive elements and each work item has EPT loads in
 * flight. ROUNDS binds i0 (the work item's first element of the round) and
 * gs; SLOTS visits slot k, element i = i0 + k * gs, when it exists. Elements
 * are visited in increasing order within a work item. */
#ifndef EPT
#define EPT 4
#endif
#define ROUNDS_N(cnt) \
    for (uint i0 = get_global_id(0), gs = get_global_size(0); i0 < (cnt); i0 += gs * EPT)
#define SLOTS_N(cnt) for (uint k = 0, i = i0; k < EPT; k++, i += gs) if (i < (cnt))
#define ROUNDS ROUNDS_N(n)
#define SLOTS SLOTS_N(n)

/* Unit-stride vectors whose first element lies on a 16-byte boundary are
 * also read as rvec, VR reals per load (float4, double2): nv whole vectors,
 * then `tail` (< VR) reals after them. A complex vector is its 2n reals. */
#if CLM_PRECISION == 0 || CLM_PRECISION == 2
typedef float4 rvec;
#define VR 4
#define RVEC_HSUM(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#else
typedef double2 rvec;
#define VR 2
#define RVEC_HSUM(v) ((v).s0 + (v).s1)
#endif
/* The tail: work item t < tail takes the real at index TAIL_AT(nv, t). */
#define TAIL_AT(nv, t) ((nv) * VR + (t))

/* Element i of a vector stored from base with increment inc. */
#define AT(v, base, inc, i) (v)[(long)(base) + (long)(i) * (inc)]
