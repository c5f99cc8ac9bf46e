/* Precision descriptors: one routine implementation serves S, D, C and Z. */
#ifndef CLM_DTYPE_H
#define CLM_DTYPE_H

#include <stdbool.h>
#include <stddef.h>

#include <clBLAS.h>

typedef enum clm_dtype { CLM_S = 0, CLM_D = 1, CLM_C = 2, CLM_Z = 3 } clm_dtype;

/* A scalar argument of any precision (alpha, beta). */
typedef union clm_scalar {
    cl_float s;
    cl_double d;
    FloatComplex c;
    DoubleComplex z;
} clm_scalar;

static inline size_t clm_dtype_size(clm_dtype t)
{
    static const size_t sizes[] = {4, 8, 8, 16};
    return sizes[t];
}

static inline bool clm_dtype_complex(clm_dtype t) { return t == CLM_C || t == CLM_Z; }
static inline bool clm_dtype_double(clm_dtype t) { return t == CLM_D || t == CLM_Z; }
static inline char clm_dtype_letter(clm_dtype t) { return "SDCZ"[t]; }

/* The real value v in precision t (imaginary part 0). */
static inline clm_scalar clm_scalar_real(clm_dtype t, double v)
{
    clm_scalar s = {0};
    switch (t) {
    case CLM_S: s.s = (cl_float)v; break;
    case CLM_D: s.d = v; break;
    case CLM_C: s.c.s[0] = (cl_float)v; break;
    default:    s.z.s[0] = v; break;
    }
    return s;
}

/* v's complex conjugate (v itself for real types). */
static inline clm_scalar clm_scalar_conj(clm_dtype t, clm_scalar v)
{
    if (t == CLM_C)
        v.c.s[1] = -v.c.s[1];
    else if (t == CLM_Z)
        v.z.s[1] = -v.z.s[1];
    return v;
}

static inline bool clm_scalar_is(clm_dtype t, clm_scalar v, double re)
{
    switch (t) {
    case CLM_S: return v.s == (float)re;
    case CLM_D: return v.d == re;
    case CLM_C: return v.c.s[0] == (float)re && v.c.s[1] == 0.0f;
    default:    return v.z.s[0] == re && v.z.s[1] == 0.0;
    }
}

#endif
