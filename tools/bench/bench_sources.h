/*
 * clmath-bench's own kernel sources (the .cl files of tools/bench), embedded at build time
 * by cmake/embed_sources.cmake with TABLE=bench_sources. The generated file
 * names its element type clm_source, so this header declares that type the
 * same way the library's src/core/sources.h does (a type, not a symbol: no
 * clash with the library, whose clm_sources table is not exported anyway).
 */
#ifndef CLM_BENCH_SOURCES_H
#define CLM_BENCH_SOURCES_H

#include <stddef.h>

typedef struct clm_source {
    const char *name;           /* file base name: "bench_kernels" */
    const unsigned char *bytes; /* file contents, NUL-terminated */
    size_t size;                /* length without the terminating NUL */
} clm_source;

extern const clm_source bench_sources[];
extern const size_t bench_sources_count;

#endif
