/* Library state: clblasSetup / clblasTeardown. */
#ifndef CLM_LIBRARY_H
#define CLM_LIBRARY_H

#include <stdbool.h>

bool clm_library_initialized(void);

#endif
