/*
 * clmath.h - clmath's own version and extensions.
 *
 * clBLAS.h and clSPARSE.h carry the APIs clmath implements; this header holds
 * what is clmath's alone. clblasGetVersion() reports the clBLAS API level that
 * clmath implements; clmathGetVersion() reports clmath's own release.
 *
 * SGEMM mode: single-precision GEMM is strict IEEE FP32 (every product and
 * sum rounded as in FP32 FMA arithmetic) unless a program asks for 3xTF32,
 * through clmathSetSgemmMode or the environment variable
 * CLMATH_SGEMM_3XTF32=1 (read once, at the first SGEMM or mode query).
 * 3xTF32 splits each FP32 operand into a TF32 high part and a TF32
 * residual and sums three tensor-core products (a_lo b_hi + a_hi b_lo +
 * a_hi b_hi, the small terms first) in FP32 on the tensor cores: errors of
 * the order of strict FP32's (docs/perf/gemm.md has the measurements, and
 * the speed: on an H200 about cuBLAS's strict SGEMM's). clblasSgemm and
 * the single-precision Level 3 routines built on it (SSYMM, SSYRK, SSYR2K,
 * STRMM, STRSM) honour it; small products stay strict. It applies only on
 * devices with TF32 tensor cores reachable from OpenCL (NVIDIA, compute
 * capability 8.0 and later); everywhere else, and for D, C and Z, the mode
 * changes nothing: strict arithmetic is used, silently.
 * clmathGetSgemmModeOnDevice says which one a device gets. Under 3xTF32 an
 * infinite element of A or B (or one within a relative 2^-12 of FLT_MAX)
 * gives NaN where strict SGEMM gives an infinity; NaNs stay NaNs.
 */
#ifndef CLMATH_H_
#define CLMATH_H_

#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

#define CLMATH_VERSION_MAJOR 0
#define CLMATH_VERSION_MINOR 1
#define CLMATH_VERSION_PATCH 0

#ifdef __cplusplus
extern "C" {
#endif

/* clmath's own release number (not the clBLAS API level). */
void clmathGetVersion(cl_uint *major, cl_uint *minor, cl_uint *patch);

/* How single-precision GEMM computes (see above). */
typedef enum clmathSgemmMode {
    clmathSgemmStrict = 0, /* IEEE FP32 arithmetic: the default */
    clmathSgemm3xTF32 = 1  /* three TF32 tensor-core products per FP32 product */
} clmathSgemmMode;

/* Set the mode for every later call, in every thread (calls already
 * enqueued keep theirs). CL_SUCCESS, or CL_INVALID_VALUE for a value not
 * of clmathSgemmMode (the mode then stays as it was). */
cl_int clmathSetSgemmMode(clmathSgemmMode mode);

/* The mode asked for: by clmathSetSgemmMode, else by CLMATH_SGEMM_3XTF32,
 * else clmathSgemmStrict. */
clmathSgemmMode clmathGetSgemmMode(void);

/* The mode SGEMM uses on device now: the one asked for where the device
 * has the means, else clmathSgemmStrict. CL_SUCCESS, CL_INVALID_VALUE
 * (mode NULL) or CL_INVALID_DEVICE. */
cl_int clmathGetSgemmModeOnDevice(cl_device_id device, clmathSgemmMode *mode);

#ifdef __cplusplus
}
#endif

#endif /* CLMATH_H_ */
