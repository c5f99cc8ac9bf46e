/* Library entry points: versions, clblasSetup, clblasTeardown. */
#include <clBLAS.h>
#include <clmath.h>

#include "core/library.h"

/* clBLAS API level implemented (clBLAS 2.12.0), so programs that check the
 * version they run against keep working. clmath's own: clmathGetVersion. */
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
