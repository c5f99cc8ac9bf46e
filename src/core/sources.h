/* Kernel sources embedded at build time (see cmake/embed_sources.cmake). */
#ifndef CLM_SOURCES_H
#define CLM_SOURCES_H

#include <stddef.h>
#include <stdint.h>

typedef struct clm_source {
    const char *name;           /* file base name: "gemv" for gemv.cl */
    const unsigned char *bytes; /* file contents, NUL-terminated */
    size_t size;                /* length without the terminating NUL */
} clm_source;

extern const clm_source clm_sources[];
extern const size_t clm_sources_count;

/* The embedded source with this base name, or NULL. */
const clm_source *clm_source_find(const char *name);

/* Hash of a source's bytes, computed once. */
uint64_t clm_source_hash(const clm_source *s);

#endif
