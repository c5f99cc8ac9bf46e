#include "core/sources.h"

#include <pthread.h>
#include <string.h>

#include "core/hash.h"

#define MAX_SOURCES 64
static uint64_t hashes[MAX_SOURCES];
static pthread_once_t hashed = PTHREAD_ONCE_INIT;

static void hash_all(void)
{
    for (size_t i = 0; i < clm_sources_count && i < MAX_SOURCES; i++)
        hashes[i] = clm_hash(CLM_HASH_INIT, clm_sources[i].bytes, clm_sources[i].size);
}

uint64_t clm_source_hash(const clm_source *s)
{
    size_t i = (size_t)(s - clm_sources);
    if (i >= MAX_SOURCES)
        return clm_hash(CLM_HASH_INIT, s->bytes, s->size);
    pthread_once(&hashed, hash_all);
    return hashes[i];
}

const clm_source *clm_source_find(const char *name)
{
    for (size_t i = 0; i < clm_sources_count; i++)
        if (strcmp(clm_sources[i].name, name) == 0)
            return &clm_sources[i];
    return NULL;
}
