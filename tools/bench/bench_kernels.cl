/*
 * Kernels of clmath-bench itself (not part of the library).
 *
 * copy4: the device's copy ceiling. One float4 per work item, read once and
 * written once; the bandwidth reported counts both the read and the write.
 */
__kernel void copy4(__global const float4 *restrict src, __global float4 *restrict dst)
{
    size_t i = get_global_id(0);
    dst[i] = src[i];
}

/*
 * fma_f32 / fma_f64: the device's FMA ceiling. Each work item runs 16
 * independent chains of FMA_ITERS fused multiply-adds (2 flops each) and
 * writes their sum, so nothing is optimized away and the chains' latency
 * hides behind each other.
 */
#define FMA_ITERS 512
#define FMA_KERNEL(NAME, T)                                                      \
    __kernel void NAME(__global T *out, const T x, const T y)                    \
    {                                                                            \
        T a[16];                                                                 \
        for (int i = 0; i < 16; i++)                                             \
            a[i] = (T)get_global_id(0) * (T)1e-7 + (T)i;                         \
        for (int it = 0; it < FMA_ITERS; it++) {                                 \
            _Pragma("unroll") for (int i = 0; i < 16; i++) a[i] = fma(a[i], x, y); \
        }                                                                        \
        T s = 0;                                                                 \
        for (int i = 0; i < 16; i++)                                             \
            s += a[i];                                                           \
        out[get_global_id(0)] = s;                                               \
    }
FMA_KERNEL(fma_f32, float)
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
FMA_KERNEL(fma_f64, double)
#endif

/*
 * floor18: does nearly nothing, with 18 arguments (a buffer and 17 scalars,
 * as many as a clmath Level 2 launch had): clmath-bench hostcost's launch@K
 * times the driver's own cost of one launch with K arguments set before it.
 */
__kernel void floor18(__global uint *out, uint a1, uint a2, uint a3, uint a4, uint a5, uint a6,
                      uint a7, uint a8, uint a9, uint a10, uint a11, uint a12, uint a13,
                      uint a14, uint a15, uint a16, uint a17)
{
    if (get_global_id(0) == 0 && a1 == 0xdeadbeefu)
        out[0] = a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15 +
                 a16 + a17;
}
