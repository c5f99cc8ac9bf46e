/* Diagnostic logging: CLMATH_VERBOSE=1 sends what clmath decides to stderr. */
#ifndef CLM_LOG_H
#define CLM_LOG_H

#include <stdbool.h>

/* True when CLMATH_VERBOSE is set to a value other than "0" (read once). */
bool clm_verbose(void);

/* printf-style message, prefixed "clmath: ", only when verbose. */
void clm_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
