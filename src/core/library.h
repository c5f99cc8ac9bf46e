/* Library state: clblasSetup / clblasTeardown, and calls in flight. */
#ifndef CLM_LIBRARY_H
#define CLM_LIBRARY_H

#include <stdbool.h>

bool clm_library_initialized(void);

/* clblasSetup: marks the library ready (src/api/library.c). */
void clm_library_setup(void);

/* clblasTeardown: clm_release_caches, after marking the library not set up. */
void clm_library_teardown(void);

/*
 * A public call that may use the caches (device records, programs and
 * kernels, scratch buffers, parameter records) runs between
 * clm_call_enter and clm_call_leave: the BLAS wrappers (api/signatures.h),
 * the helpers (api/helper.c) and the clSPARSE routines (api/sparse.c).
 * Entries nest (a nested one costs nothing and never waits). Costs two
 * atomic operations when no teardown runs.
 */
void clm_call_enter(void);
void clm_call_leave(void);

/* Release every cached program, kernel, scratch buffer, parameter record
 * and device record (clblasTeardown, clsparseTeardown): waits until no call
 * is in flight, and holds new calls back until it is done. Safe beside
 * calls, setups and other teardowns in other threads; must not be called
 * from within a call. */
void clm_release_caches(void);

#endif
