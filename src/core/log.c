#include "core/log.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t verbose_once = PTHREAD_ONCE_INIT;
static bool verbose_on;

static void read_verbose(void)
{
    const char *v = getenv("CLMATH_VERBOSE");
    verbose_on = v && *v && strcmp(v, "0") != 0;
}

bool clm_verbose(void)
{
    pthread_once(&verbose_once, read_verbose);
    return verbose_on;
}

void clm_log(const char *fmt, ...)
{
    if (!clm_verbose())
        return;
    /* One fprintf per message so lines from different threads do not interleave. */
    char line[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(stderr, "clmath: %s\n", line);
}
