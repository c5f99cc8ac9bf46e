/* mm_lines.c - the lines of a Matrix Market file (see mm_lines.h). */
#include "sparse/mm_lines.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef CLM_HAVE_ZLIB
#include <zlib.h>
#endif

#include "core/log.h"

#define CHUNK ((size_t)1 << 16)

static ssize_t read_some(int fd, void *buf, size_t n)
{
    for (;;) {
        ssize_t got = read(fd, buf, n);
        if (got >= 0 || errno != EINTR)
            return got;
    }
}

/* Inflate from the bytes read so far (the first n in r->chunk). */
static clsparseStatus start_gzip(clm_mm_lines *r, size_t n)
{
#ifdef CLM_HAVE_ZLIB
    r->in = malloc(CHUNK);
    z_stream *z = calloc(1, sizeof *z);
    if (!r->in || !z) {
        free(z);
        return clsparseOutOfHostMemory;
    }
    /* 16 + window bits: gzip members only, so that whatever follows a
     * member must be another one (no zlib or raw data). */
    if (inflateInit2(z, 16 + MAX_WBITS) != Z_OK) {
        free(z);
        return clsparseOutOfHostMemory;
    }
    r->z = z;
    memcpy(r->in, r->chunk, n);
    z->next_in = r->in;
    z->avail_in = (uInt)n;
    r->gz = 1;
    return clsparseSuccess;
#else
    (void)r;
    (void)n;
    return clsparseInvalidFileFormat; /* gzip, and no zlib to read it */
#endif
}

clsparseStatus clm_mm_lines_open(clm_mm_lines *r, const char *path)
{
    memset(r, 0, sizeof *r);
    r->fd = -1;
    r->spare = CLM_MM_SPARE_LINES;
    /* Without O_NONBLOCK, opening a FIFO waits for a writer, forever if
     * there is none; it, devices and directories are then refused: only a
     * regular file has an end. */
    r->fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (r->fd < 0) {
        clm_log("matrix market %s: cannot open (%s)", path, strerror(errno));
        return clsparseInvalidFile;
    }
    struct stat sb;
    clsparseStatus st = clsparseSuccess;
    if (fstat(r->fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        clm_log("matrix market %s: not a regular file", path);
        st = clsparseInvalidFile;
    } else if (!(r->chunk = malloc(CHUNK))) {
        st = clsparseOutOfHostMemory;
    }
    /* The first two bytes tell gzip (1f 8b) from text. */
    size_t n = 0;
    while (st == clsparseSuccess && n < 2) {
        ssize_t got = read_some(r->fd, r->chunk + n, CHUNK - n);
        if (got < 0)
            st = clsparseInvalidFile;
        if (got <= 0)
            break;
        n += (size_t)got;
    }
    if (st == clsparseSuccess && n >= 2 && r->chunk[0] == 0x1f && r->chunk[1] == 0x8b)
        st = start_gzip(r, n);
    else
        r->end = n; /* the text's first bytes */
    if (st != clsparseSuccess)
        clm_mm_lines_close(r);
    return st;
}

void clm_mm_lines_close(clm_mm_lines *r)
{
#ifdef CLM_HAVE_ZLIB
    if (r->z)
        inflateEnd((z_stream *)r->z);
#endif
    free(r->z);
    if (r->fd >= 0)
        close(r->fd);
    free(r->in);
    free(r->chunk);
    memset(r, 0, sizeof *r);
    r->fd = -1;
}

#ifdef CLM_HAVE_ZLIB
/* The next inflated bytes: 1, 0 at the end of a member and of the file, or
 * a negative status. Members may follow each other (as zlib's gzread
 * reads them); any other bytes after one, which gzread drops unseen, and a
 * member cut short are errors. */
static int inflate_chunk(clm_mm_lines *r)
{
    z_stream *z = r->z;
    for (;;) {
        if (z->avail_in == 0) {
            ssize_t n = read_some(r->fd, r->in, CHUNK);
            if (n < 0)
                return clsparseInvalidFile;
            if (n == 0) {
                if (r->member_end)
                    return 0;
                clm_log("matrix market: the gzip data end within a member");
                return clsparseInvalidFile;
            }
            z->next_in = r->in;
            z->avail_in = (uInt)n;
        }
        if (r->member_end) { /* more bytes: inflate checks them for a gzip header */
            if (inflateReset(z) != Z_OK)
                return clsparseInvalidFile;
            r->member_end = 0;
        }
        z->next_out = r->chunk;
        z->avail_out = (uInt)CHUNK;
        int rc = inflate(z, Z_NO_FLUSH);
        r->end = CHUNK - z->avail_out;
        if (rc == Z_STREAM_END)
            r->member_end = 1;
        else if (rc == Z_MEM_ERROR)
            return clsparseOutOfHostMemory;
        else if (rc != Z_OK && !(rc == Z_BUF_ERROR && z->avail_in == 0)) {
            clm_log("matrix market: damaged gzip data (%s)", z->msg ? z->msg : "no member");
            return clsparseInvalidFile;
        }
        if (r->end > 0)
            return 1;
    }
}
#endif

/* The next chunk: 1, 0 at end of file, or a negative status. */
static int refill(clm_mm_lines *r)
{
    r->pos = r->end = 0;
#ifdef CLM_HAVE_ZLIB
    if (r->gz)
        return inflate_chunk(r);
#endif
    ssize_t n = read_some(r->fd, r->chunk, CHUNK);
    if (n < 0)
        return clsparseInvalidFile;
    r->end = (size_t)n;
    return n > 0;
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
