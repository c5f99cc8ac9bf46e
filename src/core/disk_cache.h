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
 */
#ifndef CLM_DISK_CACHE_H
#define CLM_DISK_CACHE_H

#include <stddef.h>

/* The binary stored under key (malloc'd; caller frees), or NULL. */
unsigned char *clm_disk_cache_load(const char *key, size_t *size);

/* Store binary under key; failures are logged and otherwise ignored. */
void clm_disk_cache_store(const char *key, const unsigned char *binary, size_t size);

#endif
