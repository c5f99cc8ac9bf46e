/*
 * clmath_cblas.h - libclmath_cblas's own additions to the CBLAS interface.
 *
 * Host memory that the device can read and write directly (page-locked,
 * "pinned") moves to and from it faster than ordinary memory, and lets
 * transfers overlap computation. These allocate it in libclmath_cblas's
 * own OpenCL context, so that its transfers find it pinned; use it for
 * the arrays of large Level 3 calls. Plain C; no OpenCL header needed.
 */
#ifndef CLMATH_CBLAS_H
#define CLMATH_CBLAS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* bytes of pinned host memory, or NULL (no device, or none left) */
void *clmathCblasMallocPinned(size_t bytes);
/* frees what clmathCblasMallocPinned returned (NULL: nothing) */
void clmathCblasFreePinned(void *p);

#ifdef __cplusplus
}
#endif

#endif
