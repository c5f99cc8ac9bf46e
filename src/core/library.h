/* Library state: clblasSetup / clblasTeardown. */
#ifndef CLM_LIBRARY_H
#define CLM_LIBRARY_H

#include <stdbool.h>

bool clm_library_initialized(void);

/* clblasSetup: marks the library ready (src/api/library.c). */
void clm_library_setup(void);

/* clblasTeardown: releases every cached program, kernel, scratch buffer
 * and device record. */
void clm_library_teardown(void);

#endif
