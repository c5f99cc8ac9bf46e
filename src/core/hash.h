/* 64-bit FNV-1a: keys for the program caches. Not cryptographic. */
#ifndef CLM_HASH_H
#define CLM_HASH_H

#include <stddef.h>
#include <stdint.h>

#define CLM_HASH_INIT 0xcbf29ce484222325ull

uint64_t clm_hash(uint64_t h, const void *data, size_t len);
uint64_t clm_hash_str(uint64_t h, const char *s); /* includes the terminating NUL */

#endif
