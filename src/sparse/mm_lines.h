/*
 * mm_lines.h - the lines of a Matrix Market file, plain or gzip-compressed
 * (through zlib when clmath is built with it), for mm_reader.c.
 *
 * Bounded for files that are hostile rather than merely wrong: a line
 * longer than CLM_MM_MAX_LINE bytes and a NUL byte anywhere are rejected
 * (clsparseInvalidFile) as soon as they are seen, and the lines that hold no
 * entry (blank and comment lines) are limited to CLM_MM_SPARE_LINES plus one
 * per entry read, so that a small gzip file cannot make the reader work or
 * grow without bound. Only a regular file is read: it is opened without
 * blocking and checked, so a FIFO (whose opening would wait for a writer),
 * a device or a directory fails at once. gzip data is a sequence of whole
 * members and nothing else: bytes after the last member that are no member
 * (which zlib's gzread would drop unseen), and a member cut short, are
 * clsparseInvalidFile. Memory: two chunks, inflate's state and one line,
 * whatever the file.
 */
#ifndef CLM_SPARSE_MM_LINES_H
#define CLM_SPARSE_MM_LINES_H

#include <stddef.h>

#include <clSPARSE.h>

/* Longest line, its end of line not counted: the Matrix Market
 * specification limits lines to 1024 characters; four times that. */
#define CLM_MM_MAX_LINE 4096
/* Blank and comment lines allowed beyond one per entry read. */
#define CLM_MM_SPARE_LINES 4096

typedef struct clm_mm_lines {
    int fd;
    int gz;               /* gzip members, else plain text */
    int member_end;       /* at the end of a gzip member */
    void *z;              /* z_stream, for gzip */
    unsigned char *in;    /* gzip bytes read ahead */
    unsigned char *chunk; /* text bytes read ahead */
    size_t pos, end;
    size_t line_no; /* of the line in `line`, from 1 */
    size_t spare;   /* blank and comment lines still allowed */
    char line[CLM_MM_MAX_LINE + 2];
} clm_mm_lines;

/* clsparseInvalidFile (cannot open or read, not a regular file),
 * clsparseInvalidFileFormat (gzip without zlib), clsparseOutOfHostMemory. */
clsparseStatus clm_mm_lines_open(clm_mm_lines *r, const char *path);
void clm_mm_lines_close(clm_mm_lines *r);

/* The next line, without its end of line, in r->line. 1: a line; 0: end of
 * file; or a negative status (clsparseInvalidFile for a read error, a
 * damaged compressed stream, a NUL byte or a line too long). */
int clm_mm_lines_next(clm_mm_lines *r);

/* The next line that is not blank (nor a comment, with comments_ok), each
 * line skipped counted against r->spare; as clm_mm_lines_next, and
 * clsparseInvalidFile once the spare lines are used up. */
int clm_mm_lines_next_content(clm_mm_lines *r, int comments_ok);

/* Only white space. */
int clm_mm_blank(const char *s);

#endif
