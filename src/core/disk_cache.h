/*
 * Persistent cache of compiled program binaries.
 *
 * Location: $CLMATH_CACHE_DIR, else $XDG_CACHE_HOME/clmath, else
 * $HOME/.cache/clmath; CLMATH_CACHE_DIR=off disables it. An entry is keyed by
 * a text that names the library version, device, driver, platform, build
 * options and source hash; the file stores that text and a checksum, so a
 * stale, truncated or corrupt file is ignored (and later overwritten).
 * Entries are written to a temporary file and renamed into place, so readers
 * in other processes never see half a file.
 *
 * An entry is a program binary, on some drivers native code, so the cache
 * trusts only what this user wrote: the folders it creates are 0700, its
 * temporary files are created exclusively (O_EXCL, O_NOFOLLOW) under random
 * names, an entry is read only from a regular file owned by this user and
 * never through a symbolic link, and a cache folder owned by another user
 * or writable by group or others is not used at all (logged).
 */
#ifndef CLM_DISK_CACHE_H
#define CLM_DISK_CACHE_H

#include <stddef.h>

/* The largest binary an entry may hold; a larger one is neither stored nor
 * loaded, and a file or size field claiming more is refused before
 * anything is allocated for it. The largest programs clmath builds are
 * under 0.5 MB: on PoCL 3.1 the GEMM program optimized (493 kB entry) and
 * the one-launch triangular solves' (475 kB), after whole test runs (a PoCL
 * binary grows with the work-group sizes built); on an H200 the one-launch
 * solves' PTX (460 kB). 64 MiB is over a hundred times that. */
#define CLM_DISK_CACHE_MAX_MIB 64
#define CLM_DISK_CACHE_MAX_BYTES (CLM_DISK_CACHE_MAX_MIB * 1024ull * 1024)

/* The binary stored under key (malloc'd; caller frees), or NULL. */
unsigned char *clm_disk_cache_load(const char *key, size_t *size);

/* Store binary under key; failures are logged and otherwise ignored. */
void clm_disk_cache_store(const char *key, const unsigned char *binary, size_t size);

#endif
