/*
 * clmath.h - clmath's own version and extensions.
 *
 * clBLAS.h and clSPARSE.h carry the APIs clmath implements; this header holds
 * what is clmath's alone. clblasGetVersion() reports the clBLAS API level that
 * clmath implements; clmathGetVersion() reports clmath's own release.
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

#ifdef __cplusplus
}
#endif

#endif /* CLMATH_H_ */
