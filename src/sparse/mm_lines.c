/* mm_lines.c - the lines of a Matrix Market file (see mm_lines.h). */
#include "sparse/mm_lines.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef CLM_HAVE_ZLIB
#include <zlib.h>
#endif

#include "core/log.h"

#define CHUNK ((size_t)1 << 16)

clsparseStatus clm_mm_lines_open(clm_mm_lines *r, const char *path)
{
    memset(r, 0, sizeof *r);
    r->spare = CLM_MM_SPARE_LINES;
#ifdef CLM_HAVE_ZLIB
    /* gzopen reads uncompressed files as they are. */
    gzFile gz = gzopen(path, "rb");
    if (!gz)
        return clsparseInvalidFile;
    r->src = gz;
#else
    FILE *f = fopen(path, "rb");
    if (!f)
        return clsparseInvalidFile;
    r->src = f;
    int c0 = fgetc(f), c1 = fgetc(f);
    if (c0 == 0x1f && c1 == 0x8b) { /* gzip, and no zlib to read it */
        clm_mm_lines_close(r);
        return clsparseInvalidFileFormat;
    }
    rewind(f);
#endif
    r->chunk = malloc(CHUNK);
    if (!r->chunk) {
        clm_mm_lines_close(r);
        return clsparseOutOfHostMemory;
    }
    return clsparseSuccess;
}

void clm_mm_lines_close(clm_mm_lines *r)
{
#ifdef CLM_HAVE_ZLIB
    if (r->src)
        gzclose((gzFile)r->src);
#else
    if (r->src)
        fclose((FILE *)r->src);
#endif
    free(r->chunk);
    memset(r, 0, sizeof *r);
}

/* The next chunk: 1, 0 at end of file, or clsparseInvalidFile. */
static int refill(clm_mm_lines *r)
{
#ifdef CLM_HAVE_ZLIB
    int n = gzread((gzFile)r->src, r->chunk, (unsigned)CHUNK);
    if (n <= 0) {
        int zerr = Z_OK;
        gzerror((gzFile)r->src, &zerr);
        if (n < 0 || (zerr != Z_OK && zerr != Z_STREAM_END))
            return clsparseInvalidFile; /* read error or damaged stream */
        return 0;
    }
#else
    size_t n = fread(r->chunk, 1, CHUNK, (FILE *)r->src);
    if (n == 0)
        return ferror((FILE *)r->src) ? clsparseInvalidFile : 0;
#endif
    r->pos = 0;
    r->end = (size_t)n;
    return 1;
}

static int too_long(size_t line_no)
{
    clm_log("matrix market: line %zu is longer than %d bytes", line_no, CLM_MM_MAX_LINE);
    return clsparseInvalidFile;
}

int clm_mm_lines_next(clm_mm_lines *r)
{
    size_t len = 0;
    int any = 0;
    for (;;) {
        if (r->pos == r->end) {
            int got = refill(r);
            if (got < 0)
                return got;
            if (got == 0) {
                if (!any)
                    return 0;
                break; /* a last line without end of line */
            }
        }
        any = 1;
        const unsigned char *p = r->chunk + r->pos;
        const unsigned char *nl = memchr(p, '\n', r->end - r->pos);
        size_t take = nl ? (size_t)(nl - p) : r->end - r->pos;
        /* One byte over the cap for a '\r' before the '\n'. */
        if (len + take > CLM_MM_MAX_LINE + 1)
            return too_long(r->line_no + 1);
        memcpy(r->line + len, p, take);
        len += take;
        r->pos += take + (nl != NULL);
        if (nl)
            break;
    }
    r->line_no++;
    if (len > 0 && r->line[len - 1] == '\r')
        len--;
    if (len > CLM_MM_MAX_LINE)
        return too_long(r->line_no);
    /* Text has no NUL; one would silently cut the line short. */
    if (memchr(r->line, '\0', len)) {
        clm_log("matrix market: line %zu holds a NUL byte", r->line_no);
        return clsparseInvalidFile;
    }
    r->line[len] = '\0';
    return 1;
}

int clm_mm_lines_next_content(clm_mm_lines *r, int comments_ok)
{
    for (;;) {
        int got = clm_mm_lines_next(r);
        if (got <= 0)
            return got;
        if (!clm_mm_blank(r->line) && !(comments_ok && r->line[0] == '%'))
            return 1;
        if (r->spare == 0) {
            clm_log("matrix market: line %zu: more than %d blank or comment lines beyond one "
                    "per entry",
                    r->line_no, CLM_MM_SPARE_LINES);
            return clsparseInvalidFile;
        }
        r->spare--;
    }
}

int clm_mm_blank(const char *s)
{
    while (*s && isspace((unsigned char)*s))
        s++;
    return *s == '\0';
}
