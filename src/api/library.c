/* Library entry points: versions, clblasSetup, clblasTeardown, the SGEMM mode. */
#include <clBLAS.h>
#include <clmath.h>

#include "core/device.h"
#include "core/library.h"
#include "core/sgemm_mode.h"

/* clBLAS API level implemented (clBLAS 2.12.0), so programs that check the
 * version they run against keep working. clmath's own: clmathGetVersion, and
 * the SGEMM mode (clmathSetSgemmMode; core/sgemm_mode.c). */
clblasStatus clblasGetVersion(cl_uint *major, cl_uint *minor, cl_uint *patch)
{
    if (major)
        *major = 2;
    if (minor)
        *minor = 12;
    if (patch)
        *patch = 0;
    return clblasSuccess;
}

void clmathGetVersion(cl_uint *major, cl_uint *minor, cl_uint *patch)
{
    if (major)
        *major = CLMATH_VERSION_MAJOR;
    if (minor)
        *minor = CLMATH_VERSION_MINOR;
    if (patch)
        *patch = CLMATH_VERSION_PATCH;
}

clblasStatus clblasSetup(void)
{
    clm_library_setup();
    return clblasSuccess;
}

void clblasTeardown(void) { clm_library_teardown(); }

cl_int clmathSetSgemmMode(clmathSgemmMode mode)
{
    if (mode != clmathSgemmStrict && mode != clmathSgemm3xTF32)
        return CL_INVALID_VALUE;
    clm_sgemm_mode_set((int)mode);
    return CL_SUCCESS;
}

clmathSgemmMode clmathGetSgemmMode(void)
{
    return (clmathSgemmMode)clm_sgemm_mode();
}

cl_int clmathGetSgemmModeOnDevice(cl_device_id device, clmathSgemmMode *mode)
{
    if (!mode)
        return CL_INVALID_VALUE;
    if (!device)
        return CL_INVALID_DEVICE;
    cl_int err = CL_SUCCESS;
    clm_call_enter(); /* the device record lives until a teardown */
    const clm_device *dev = clm_device_get(device, &err);
    if (dev)
        *mode = clm_sgemm_3xtf32(dev) ? clmathSgemm3xTF32 : clmathSgemmStrict;
    clm_call_leave();
    return dev ? CL_SUCCESS : CL_INVALID_DEVICE;
}
