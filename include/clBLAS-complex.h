/* Temporary minimal version; the complete header replaces it. */
#ifndef CLBLAS_COMPLEX_H_
#define CLBLAS_COMPLEX_H_
#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif
typedef cl_float2 FloatComplex;
typedef cl_double2 DoubleComplex;
#define CREAL(v) ((v).s[0])
#define CIMAG(v) ((v).s[1])
static __inline FloatComplex floatComplex(float re, float im) { FloatComplex z; z.s[0] = re; z.s[1] = im; return z; }
static __inline DoubleComplex doubleComplex(double re, double im) { DoubleComplex z; z.s[0] = re; z.s[1] = im; return z; }
#endif
