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
