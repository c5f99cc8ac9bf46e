#include "core/library.h"

#include <clBLAS.h>
#include <clmath.h>
#include <stdatomic.h>

#include "core/device.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"

static atomic_int initialized;

bool clm_library_initialized(void)
{
    return atomic_load(&initialized) != 0;
}

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

/* Setup only marks the library ready: programs, device facts and scratch
 * buffers are created on first use, per context. Calling it again is harmless. */
clblasStatus clblasSetup(void)
{
    atomic_store(&initialized, 1);
    clm_log("setup (clmath %d.%d.%d)", CLMATH_VERSION_MAJOR, CLMATH_VERSION_MINOR,
            CLMATH_VERSION_PATCH);
    return clblasSuccess;
}

/* Releases every cached program, kernel, scratch buffer and device record.
 * Must not run while another thread is inside a clmath call. */
void clblasTeardown(void)
{
    atomic_store(&initialized, 0);
    clm_program_release_all();
    clm_scratch_release_all();
    clm_params_forget();
    clm_device_release_all();
    clm_log("teardown");
}
