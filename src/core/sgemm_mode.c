#include "core/sgemm_mode.h"

#include <clmath.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/log.h"

static atomic_int mode; /* clmathSgemmMode's values */
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

/* CLMATH_SGEMM_3XTF32: "1" asks for 3xTF32; unset, empty or "0" strict;
 * anything else is named in the log and means strict. Read before the
 * first query or set, so a set always wins over it. */
static void read_env(void)
{
    const char *v = getenv("CLMATH_SGEMM_3XTF32");
    int m = clmathSgemmStrict;
    if (v && strcmp(v, "1") == 0)
        m = clmathSgemm3xTF32;
    else if (v && *v && strcmp(v, "0") != 0)
        clm_log("CLMATH_SGEMM_3XTF32=%s: neither 0 nor 1, so strict SGEMM", v);
    atomic_store(&mode, m);
}

int clm_sgemm_mode(void)
{
    pthread_once(&env_once, read_env);
    return atomic_load(&mode);
}

void clm_sgemm_mode_set(int m)
{
    pthread_once(&env_once, read_env);
    atomic_store(&mode, m);
    clm_log("SGEMM mode: %s", m == clmathSgemm3xTF32 ? "3xTF32" : "strict");
}

int clm_sgemm_3xtf32(const clm_device *dev)
{
    return clm_sgemm_mode() == clmathSgemm3xTF32 && dev->nvidia && dev->nv_cc >= 80;
}
