#include "core/sources.h"

#include <string.h>

const clm_source *clm_source_find(const char *name)
{
    for (size_t i = 0; i < clm_sources_count; i++)
        if (strcmp(clm_sources[i].name, name) == 0)
            return &clm_sources[i];
    return NULL;
}
