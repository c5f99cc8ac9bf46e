#include "core/library.h"

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

/* Setup only marks the library ready: programs, device facts and scratch
 * buffers are created on first use, per context. Calling it again is harmless. */
void clm_library_setup(void)
{
    atomic_store(&initialized, 1);
    clm_log("setup (clmath %d.%d.%d)", CLMATH_VERSION_MAJOR, CLMATH_VERSION_MINOR,
            CLMATH_VERSION_PATCH);
}

/* Releases every cached program, kernel, scratch buffer and device record.
 * Must not run while another thread is inside a clmath call. */
void clm_library_teardown(void)
{
    atomic_store(&initialized, 0);
    clm_program_release_all();
    clm_scratch_release_all();
    clm_params_forget();
    clm_device_release_all();
    clm_log("teardown");
}
