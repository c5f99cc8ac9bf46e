#include "core/ptx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NREG "-DCLM_NREG_"

/* The first occurrence of the NUL-terminated s in [p, end), or NULL. */
static const unsigned char *find(const unsigned char *p, const unsigned char *end, const char *s)
{
    const size_t len = strlen(s);
    for (; p + len <= end; p++)
        if (memcmp(p, s, len) == 0)
            return p;
    return NULL;
}

/* Inserts text before offset at in the buffer *buf of *size bytes. */
static int insert(unsigned char **buf, size_t *size, size_t at, const char *text)
{
    const size_t len = strlen(text);
    unsigned char *b = realloc(*buf, *size + len);
    if (!b)
        return 0;
    memmove(b + at + len, b + at, *size - at);
    memcpy(b + at, text, len);
    *buf = b;
    *size += len;
    return 1;
}

unsigned char *clm_ptx_cap_registers(const unsigned char *ptx, size_t size, const char *options,
                                     size_t *out_size)
{
    const char *opt = strstr(options, NREG);
    if (!opt)
        return NULL;
    unsigned char *buf = malloc(size);
    if (!buf)
        return NULL;
    memcpy(buf, ptx, size);
    for (; opt; opt = strstr(opt + 1, NREG)) {
        char name[64], entry[80], directive[32];
        unsigned n;
        /* the kernel name ends at '=' */
        if (sscanf(opt + strlen(NREG), "%63[A-Za-z0-9_]=%u", name, &n) != 2 || n == 0)
            goto fail;
        /* ".entry name(", its parameter list, then its directives up to '{' */
        snprintf(entry, sizeof entry, ".entry %s(", name);
        const unsigned char *e = find(buf, buf + size, entry);
        const unsigned char *body = e ? memchr(e, '{', size - (size_t)(e - buf)) : NULL;
        if (!body || find(e, body, ".maxnreg"))
            goto fail;
        snprintf(directive, sizeof directive, ".maxnreg %u\n", n);
        if (!insert(&buf, &size, (size_t)(body - buf), directive))
            goto fail;
    }
    *out_size = size;
    return buf;
fail:
    free(buf);
    return NULL;
}
