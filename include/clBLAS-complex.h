/*
 * clBLAS-complex.h - complex scalar types and helpers of the clBLAS API.
 *
 * The complex types are OpenCL two-component vectors: component s[0] is the
 * real part and s[1] the imaginary part, which is also how complex elements
 * are laid out in the buffers the BLAS routines work on.  This header offers
 * what clBLAS's header of the same name offers, under the same names.
 */
#ifndef CLBLAS_COMPLEX_H_
#define CLBLAS_COMPLEX_H_

/* Ask the OpenCL headers for the 1.2 API unless the includer chose a level. */
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif

#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** Single-precision complex number: s[0] real part, s[1] imaginary part. */
typedef cl_float2 FloatComplex;

/** Double-precision complex number: s[0] real part, s[1] imaginary part. */
typedef cl_double2 DoubleComplex;

/** Builds the single-precision complex number real + i * imag. */
static inline FloatComplex
floatComplex(float real, float imag)
{
    FloatComplex z;
    z.s[0] = real;
    z.s[1] = imag;
    return z;
}

/** Builds the double-precision complex number real + i * imag. */
static inline DoubleComplex
doubleComplex(double real, double imag)
{
    DoubleComplex z;
    z.s[0] = real;
    z.s[1] = imag;
    return z;
}

/*
 * Real and imaginary part of a FloatComplex or DoubleComplex value.  They
 * expand to the vector component itself, so they can also be assigned to:
 * CREAL(z) = 1.0f;
 */
#define CREAL(v) ((v).s[0])
#define CIMAG(v) ((v).s[1])

#ifdef __cplusplus
}      /* extern "C" */
#endif

#endif /* CLBLAS_COMPLEX_H_ */
