#include "core/library.h"

#include <clmath.h>
#include <pthread.h>
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

/*
 * Calls in flight. A public call that uses the caches counts itself in
 * `inflight` while it runs; a teardown closes the gate, waits for the count
 * to reach zero, releases, and opens the gate again. The fast path is two
 * atomic operations and no lock: a call adds itself, then looks at `closed`;
 * a teardown sets `closed`, then looks at the count. Both sequentially
 * consistent, so at least one of them sees the other: either the call backs
 * out and waits, or the teardown waits for the call.
 */
static atomic_int inflight;
static atomic_bool closed;
static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_changed = PTHREAD_COND_INITIALIZER;
/* Entries of this thread: a nested one is already counted and must not
 * wait for a teardown that waits for it. */
static _Thread_local int depth;

/* One call fewer; the last one out wakes a waiting teardown. */
static void count_out(void)
{
    if (atomic_fetch_sub(&inflight, 1) == 1 && atomic_load(&closed)) {
        pthread_mutex_lock(&gate_lock);
        pthread_cond_broadcast(&gate_changed);
        pthread_mutex_unlock(&gate_lock);
    }
}

void clm_call_enter(void)
{
    if (depth++ > 0)
        return;
    for (;;) {
        atomic_fetch_add(&inflight, 1);
        if (!atomic_load(&closed))
            return;
        count_out(); /* a teardown is running: step back and wait for it */
        pthread_mutex_lock(&gate_lock);
        while (atomic_load(&closed))
            pthread_cond_wait(&gate_changed, &gate_lock);
        pthread_mutex_unlock(&gate_lock);
    }
}

void clm_call_leave(void)
{
    if (--depth == 0)
        count_out();
}

/* Setup only marks the library ready: programs, device facts and scratch
 * buffers are created on first use, per context. Calling it again is harmless. */
void clm_library_setup(void)
{
    atomic_store(&initialized, 1);
    clm_log("setup (clmath %d.%d.%d)", CLMATH_VERSION_MAJOR, CLMATH_VERSION_MINOR,
            CLMATH_VERSION_PATCH);
}

void clm_release_caches(void)
{
    pthread_mutex_lock(&gate_lock);
    while (atomic_load(&closed)) /* another teardown: one at a time */
        pthread_cond_wait(&gate_changed, &gate_lock);
    atomic_store(&closed, true);
    while (atomic_load(&inflight) > 0)
        pthread_cond_wait(&gate_changed, &gate_lock);
    pthread_mutex_unlock(&gate_lock);

    clm_program_release_all();
    clm_scratch_release_all();
    clm_params_forget(); /* keyed by device records */
    clm_device_release_all();

    pthread_mutex_lock(&gate_lock);
    atomic_store(&closed, false);
    pthread_cond_broadcast(&gate_changed);
    pthread_mutex_unlock(&gate_lock);
}

void clm_library_teardown(void)
{
    atomic_store(&initialized, 0);
    clm_release_caches();
    clm_log("teardown");
}
