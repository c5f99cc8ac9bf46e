#include "core/hash.h"

#include <string.h>

uint64_t clm_hash(uint64_t h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

uint64_t clm_hash_str(uint64_t h, const char *s)
{
    return clm_hash(h, s, strlen(s) + 1);
}
