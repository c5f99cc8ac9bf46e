/*
 * helper.cl: the strided fill of clblasFillSubMatrix[Async] (src/api/helper.c).
 *
 * The block is nx x ny in column-major terms: ny columns of nx contiguous
 * elements, ld elements apart, the first at element `base`. Contiguous
 * blocks never come here (clEnqueueFillBuffer does them). One work item
 * per element; dimension 0 runs along a column, so neighbours write
 * neighbours, and is rounded up to the work-group size (hence the test on
 * i). Dimension 1 walks the columns in strides of its global size, which
 * the host keeps within the 65535 groups some devices allow there.
 *
 * Elements are moved as unsigned integers of their size, never as floats,
 * so every bit pattern (NaN payloads, signed zeros) is stored as given.
 * One kernel per element size clBLAS's fills take: 1, 2, 4, 8, 16 bytes.
 */
#define HL_FILL(NAME, T)                                                                        \
    __kernel void NAME(__global T *a, ulong base, ulong ld, ulong nx, ulong ny, T value)         \
    {                                                                                           \
        const ulong i = get_global_id(0);                                                       \
        if (i < nx)                                                                             \
            for (ulong j = get_global_id(1); j < ny; j += get_global_size(1))                   \
                a[base + j * ld + i] = value;                                                   \
    }

HL_FILL(hl_fill1, uchar)
HL_FILL(hl_fill2, ushort)
HL_FILL(hl_fill4, uint)
HL_FILL(hl_fill8, uint2)
HL_FILL(hl_fill16, uint4)
