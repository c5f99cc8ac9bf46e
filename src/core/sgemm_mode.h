/* The process-wide SGEMM mode of clmath.h: strict FP32 unless
 * clmathSetSgemmMode or CLMATH_SGEMM_3XTF32=1 asks for 3xTF32. */
#ifndef CLM_SGEMM_MODE_H
#define CLM_SGEMM_MODE_H

#include "core/device.h"

/* The mode asked for (clmathSgemmMode's values). */
int clm_sgemm_mode(void);
/* Set it (a value of clmathSgemmMode). */
void clm_sgemm_mode_set(int mode);
/* 3xTF32 asked for and dev has TF32 tensor cores reachable from OpenCL
 * C's inline PTX (NVIDIA, compute capability 8.0+). */
int clm_sgemm_3xtf32(const clm_device *dev);

#endif
