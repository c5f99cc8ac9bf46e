/*
 * mm_reader.c - Matrix Market coordinate reader (see mm_reader.h).
 *
 * Line by line (mm_lines.c): the banner, comment and blank lines, the size
 * line, then exactly the announced number of entry lines (blank lines
 * between them are allowed), then nothing but blank lines. Every token is
 * checked: indices are decimal integers in range, values decimal numbers
 * that fit the precision read, and nothing may follow. Memory follows the
 * entries present, never the sizes the file states.
 */
#include "sparse/mm_reader.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "core/log.h"
#include "sparse/mm_lines.h"

/* ---- the header ---- */

enum field { F_REAL, F_INTEGER, F_PATTERN };
enum symmetry { S_GENERAL, S_SYMMETRIC, S_SKEW, S_HERMITIAN };

typedef struct header {
    clm_mm_info info;
    enum field field;
    enum symmetry sym;
} header;

/* Next whitespace-separated token of *s, lower-cased into tok (cap bytes);
 * 0 when there is none or it is too long. */
static int token(const char **s, char *tok, size_t cap)
{
    const char *p = *s;
    while (*p && isspace((unsigned char)*p))
        p++;
    size_t n = 0;
    while (p[n] && !isspace((unsigned char)p[n]))
        n++;
    if (n == 0 || n >= cap)
        return 0;
    for (size_t i = 0; i < n; i++)
        tok[i] = (char)tolower((unsigned char)p[i]);
    tok[n] = '\0';
    *s = p + n;
    return 1;
}

/* A decimal integer without sign into *v; advances *s past it. */
static int parse_size(const char **s, unsigned long long *v)
{
    const char *p = *s;
    while (*p && isspace((unsigned char)*p))
        p++;
    if (!isdigit((unsigned char)*p))
        return 0;
    errno = 0;
    char *end;
    *v = strtoull(p, &end, 10);
    if (errno == ERANGE || (*end && !isspace((unsigned char)*end)))
        return 0;
    *s = end;
    return 1;
}

/* A header word and what it stands for: value -1 for a word known but not
 * read (clsparseInvalidFileFormat). */
typedef struct word {
    const char *name;
    int value;
} word;

static const word fields[] = {{"real", F_REAL},       {"double", F_REAL},
                              {"integer", F_INTEGER}, {"pattern", F_PATTERN},
                              {"complex", -1},        {NULL, 0}};
/* hermitian: real values, the same as symmetric */
static const word symmetries[] = {{"general", S_GENERAL},  {"symmetric", S_SYMMETRIC},
                                  {"skew-symmetric", S_SKEW}, {"hermitian", S_HERMITIAN},
                                  {NULL, 0}};

/* s's entry of table; clsparseInvalidFile for a word not there. */
static clsparseStatus lookup(const word *table, const char *s, int *value)
{
    for (; table->name; table++)
        if (strcmp(s, table->name) == 0) {
            *value = table->value;
            return table->value < 0 ? clsparseInvalidFileFormat : clsparseSuccess;
        }
    return clsparseInvalidFile;
}

static clsparseStatus read_header(clm_mm_lines *r, header *h)
{
    int got = clm_mm_lines_next(r);
    if (got < 0)
        return (clsparseStatus)got;
    if (got == 0)
        return clsparseInvalidFile; /* empty file */
    const char *s = r->line;
    char banner[32], object[32], format[32], field[32], sym[32];
    if (!token(&s, banner, sizeof banner) || strcmp(banner, "%%matrixmarket") != 0)
        return clsparseInvalidFileFormat;
    if (!token(&s, object, sizeof object) || !token(&s, format, sizeof format) ||
        !token(&s, field, sizeof field) || !token(&s, sym, sizeof sym) || !clm_mm_blank(s))
        return clsparseInvalidFile;
    if (strcmp(object, "matrix") != 0)
        return clsparseInvalidFileFormat;
    if (strcmp(format, "coordinate") != 0)
        return strcmp(format, "array") == 0 ? clsparseInvalidFileFormat : clsparseInvalidFile;
    int fv = 0, sv = 0;
    clsparseStatus st;
    if ((st = lookup(fields, field, &fv)) != clsparseSuccess ||
        (st = lookup(symmetries, sym, &sv)) != clsparseSuccess)
        return st;
    h->field = (enum field)fv;
    h->sym = (enum symmetry)sv;
    if (h->sym == S_SKEW && h->field == F_PATTERN)
        return clsparseInvalidFile; /* a pattern has no sign to negate */

    /* Comments and blank lines, then the size line. */
    got = clm_mm_lines_next_content(r, 1);
    if (got < 0)
        return (clsparseStatus)got;
    if (got == 0)
        return clsparseInvalidFile;
    unsigned long long m, n, nz;
    s = r->line;
    if (!parse_size(&s, &m) || !parse_size(&s, &n) || !parse_size(&s, &nz) || !clm_mm_blank(s))
        return clsparseInvalidFile;
    if (m > CLM_MAX_DIM || n > CLM_MAX_DIM)
        return clsparseInvalidSize;
    /* More entries than positions: impossible without repeated coordinates. */
    if (nz > m * n)
        return clsparseInvalidFile;
    if ((h->sym != S_GENERAL && m != n))
        return clsparseInvalidFile;
    int mirrored = h->sym != S_GENERAL;
    if (nz > (mirrored ? UINT32_MAX / 2 : UINT32_MAX))
        return clsparseInvalidSize;
    h->info.rows = (size_t)m;
    h->info.cols = (size_t)n;
    h->info.stored = (size_t)nz;
    h->info.mirrored = mirrored;
    return clsparseSuccess;
}

clsparseStatus clm_mm_read_info(const char *path, clm_mm_info *info)
{
    if (!path || !info)
        return clsparseInvalidValue;
    clm_mm_lines r;
    clsparseStatus st = clm_mm_lines_open(&r, path);
    if (st != clsparseSuccess)
        return st;
    header h;
    st = read_header(&r, &h);
    clm_mm_lines_close(&r);
    if (st == clsparseSuccess)
        *info = h.info;
    return st;
}

/* ---- the entries ---- */

typedef struct coo {
    size_t n, cap;
    cl_uint *row, *col;
    double *val;
} coo;

static void coo_free(coo *c)
{
    free(c->row);
    free(c->col);
    free(c->val);
    memset(c, 0, sizeof *c);
}

static int coo_push(coo *c, size_t limit, cl_uint i, cl_uint j, double v)
{
    if (c->n == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 1024;
        if (cap > limit)
            cap = limit;
        if (cap <= c->n)
            return 0;
        cl_uint *row = realloc(c->row, cap * sizeof *row);
        if (row)
            c->row = row;
        cl_uint *col = realloc(c->col, cap * sizeof *col);
        if (col)
            c->col = col;
        double *val = realloc(c->val, cap * sizeof *val);
        if (val)
            c->val = val;
        if (!row || !col || !val)
            return 0;
        c->cap = cap;
    }
    c->row[c->n] = i;
    c->col[c->n] = j;
    c->val[c->n] = v;
    c->n++;
    return 1;
}

/* The end of a decimal number at s (sign, digits with at most one point,
 * an optional exponent), or NULL. Stricter than strtod, which also takes
 * hexadecimal, nan and inf. */
static const char *decimal_end(const char *s)
{
    const char *p = s + (*s == '+' || *s == '-');
    size_t digits = strspn(p, "0123456789");
    p += digits;
    if (*p == '.') {
        size_t frac = strspn(p + 1, "0123456789");
        p += 1 + frac;
        digits += frac;
    }
    if (digits == 0)
        return NULL;
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        q += *q == '+' || *q == '-';
        size_t exp = strspn(q, "0123456789");
        if (exp == 0)
            return NULL;
        p = q + exp;
    }
    return p;
}

/* The value at *s of the field, into *v, rounded once to the precision
 * read (a float for single); NULL, or why not. Values that overflow it are
 * errors; those that underflow round to zero or a subnormal number, as any
 * other value is rounded, and a zero is then an explicit zero. */
static const char *parse_value(const char **s, enum field field, int single, double *v)
{
    const char *p = *s;
    while (*p && isspace((unsigned char)*p))
        p++;
    if (!*p)
        return "no value";
    char *end;
    errno = 0;
    if (field == F_INTEGER) {
        long long k = strtoll(p, &end, 10);
        if (end == p)
            return "the value is not a decimal integer";
        if (errno == ERANGE)
            return "the integer is out of range";
        *v = single ? (double)(float)k : (double)k;
    } else {
        const char *want = decimal_end(p);
        if (!want)
            return "the value is not a decimal number";
        /* strtof, not strtod then a cast: the double can fall on a float
         * midpoint and be rounded the wrong way. */
        *v = single ? (double)strtof(p, &end) : strtod(p, &end);
        if (end != want)
            return "the value is not a decimal number";
        if (isinf(*v))
            return single ? "the value overflows float" : "the value overflows double";
    }
    *s = end;
    return NULL;
}

/* One entry line: indices (1-based, in range, in the stored triangle of a
 * mirrored kind) and the value; NULL, or why not. */
static const char *parse_entry(const char *s, const header *h, int single, cl_uint *i, cl_uint *j,
                               double *v)
{
    unsigned long long a, b;
    if (!parse_size(&s, &a) || !parse_size(&s, &b))
        return "the indices are not decimal integers";
    if (a < 1 || a > h->info.rows || b < 1 || b > h->info.cols)
        return "an index is out of range";
    /* Mirrored kinds store the lower triangle only: an upper entry would
     * duplicate its mirror image. */
    if (h->sym != S_GENERAL && b > a)
        return "an entry above the diagonal of a symmetric kind";
    if (h->sym == S_SKEW && a == b)
        return "a diagonal entry of a skew-symmetric matrix (zero, not stored)";
    *i = (cl_uint)(a - 1);
    *j = (cl_uint)(b - 1);
    *v = 1.0;
    const char *why = h->field == F_PATTERN ? NULL : parse_value(&s, h->field, single, v);
    if (!why && !clm_mm_blank(s))
        why = "text after the entry";
    return why;
}

/* ---- sorting by row, then column ---- */

/* Least significant digit first radix sort in 16-bit digits: a count table
 * of fixed size rather than one of the rows or columns a file states. */
#define DIGIT_BITS 16
#define DIGITS ((size_t)1 << DIGIT_BITS)

/* One stable counting-sort pass by the digit of key at shift, src into
 * dst; count holds DIGITS + 1 elements. */
static void sort_pass(const coo *src, coo *dst, int by_row, unsigned shift, size_t *count)
{
    const cl_uint *key = by_row ? src->row : src->col;
    memset(count, 0, (DIGITS + 1) * sizeof *count);
    for (size_t k = 0; k < src->n; k++)
        count[((key[k] >> shift) & (DIGITS - 1)) + 1]++;
    for (size_t d = 0; d < DIGITS; d++)
        count[d + 1] += count[d];
    for (size_t k = 0; k < src->n; k++) {
        size_t at = count[(key[k] >> shift) & (DIGITS - 1)]++;
        dst->row[at] = src->row[k];
        dst->col[at] = src->col[k];
        dst->val[at] = src->val[k];
    }
}

/* Sorted by row then column, stable (repeated coordinates keep their
 * order): passes by column, then by row; high digits only where used. */
static clsparseStatus sort_entries(coo *c, size_t rows, size_t cols)
{
    coo t = {0};
    t.row = malloc(c->n * sizeof *t.row);
    t.col = malloc(c->n * sizeof *t.col);
    t.val = malloc(c->n * sizeof *t.val);
    t.n = t.cap = c->n;
    size_t *count = malloc((DIGITS + 1) * sizeof *count);
    if (!t.row || !t.col || !t.val || !count) {
        coo_free(&t);
        free(count);
        return clsparseOutOfHostMemory;
    }
    const struct {
        int by_row;
        unsigned shift;
        size_t dim;
    } pass[] = {{0, 0, cols}, {0, DIGIT_BITS, cols}, {1, 0, rows}, {1, DIGIT_BITS, rows}};
    coo *from = c, *to = &t;
    for (size_t p = 0; p < sizeof pass / sizeof pass[0]; p++) {
        if (pass[p].shift > 0 && pass[p].dim <= DIGITS)
            continue;
        sort_pass(from, to, pass[p].by_row, pass[p].shift, count);
        coo *done = to;
        to = from;
        from = done;
    }
    if (from != c) { /* the sorted entries are in t: trade places */
        coo sorted = t;
        t = *c;
        *c = sorted;
    }
    coo_free(&t);
    free(count);
    return clsparseSuccess;
}

/* ---- the whole file ---- */

static clsparseStatus read_entries(clm_mm_lines *r, const header *h, const clm_mm_want *want,
                                   coo *c)
{
    size_t limit = h->info.stored * (h->info.mirrored ? 2 : 1);
    if (limit > want->max_nnz)
        limit = want->max_nnz;
    for (size_t e = 0; e < h->info.stored; e++) {
        int got = clm_mm_lines_next_content(r, 0);
        if (got < 0)
            return (clsparseStatus)got;
        if (got == 0)
            return clsparseInvalidFile; /* fewer entries than announced */
        cl_uint i, j;
        double v;
        const char *why = parse_entry(r->line, h, want->single, &i, &j, &v);
        if (why) {
            clm_log("matrix market: line %zu: %s", r->line_no, why);
            return clsparseInvalidFile;
        }
        r->spare++; /* a blank line per entry is fair */
        /* v is in the precision read: 1e-50 read as a float is 0 here. */
        if (!want->keep_zeros && v == 0.0)
            continue;
        int mirror = h->info.mirrored && i != j;
        if (c->n + 1 + (size_t)mirror > want->max_nnz) {
            clm_log("matrix market: line %zu: more entries than the buffers hold (%zu)", r->line_no,
                    want->max_nnz);
            return clsparseInsufficientMemory;
        }
        if (!coo_push(c, limit, i, j, v) ||
            (mirror && !coo_push(c, limit, j, i, h->sym == S_SKEW ? -v : v)))
            return clsparseOutOfHostMemory;
    }
    /* Nothing but blank lines may follow (more entries than announced). */
    int got = clm_mm_lines_next_content(r, 0);
    if (got > 0) {
        clm_log("matrix market: line %zu: more entries than the %zu announced", r->line_no,
                h->info.stored);
        return clsparseInvalidFile;
    }
    return (clsparseStatus)got;
}

/* The sizes the file states against what the caller can take, before any
 * entry is read: every stored entry must fit, zeros dropped or not, so the
 * reading (a line per stored entry) is bounded by the buffers the caller
 * made. A file of 2e8 zeros read into small buffers took 22 s to leave
 * them empty. Mirror images are counted as they come. */
static clsparseStatus check_room(const header *h, const clm_mm_want *want)
{
    if (h->info.rows > want->max_rows || h->info.stored > want->max_nnz) {
        clm_log("matrix market: %zu rows, %zu stored entries: more than the buffers hold (%zu "
                "rows, %zu entries)",
                h->info.rows, h->info.stored, want->max_rows, want->max_nnz);
        return clsparseInsufficientMemory;
    }
    return clsparseSuccess;
}

clsparseStatus clm_mm_read(const char *path, const clm_mm_want *want, clm_mm *out)
{
    if (!path || !want || !out)
        return clsparseInvalidValue;
    memset(out, 0, sizeof *out);
    clm_mm_lines r;
    clsparseStatus st = clm_mm_lines_open(&r, path);
    if (st != clsparseSuccess)
        return st;
    header h;
    coo c = {0};
    st = read_header(&r, &h);
    if (st == clsparseSuccess)
        st = check_room(&h, want);
    if (st == clsparseSuccess)
        st = read_entries(&r, &h, want, &c);
    size_t line_no = r.line_no;
    clm_mm_lines_close(&r);
    if (st == clsparseSuccess && c.n > 0)
        st = sort_entries(&c, h.info.rows, h.info.cols);
    if (st != clsparseSuccess) {
        clm_log("matrix market %s: not read (status %d, line %zu)", path, (int)st, line_no);
        coo_free(&c);
        return st;
    }
    out->rows = h.info.rows;
    out->cols = h.info.cols;
    out->nnz = c.n;
    out->row = c.row;
    out->col = c.col;
    out->val = c.val;
    clm_log("matrix market %s: %zu x %zu, %zu entries", path, out->rows, out->cols, out->nnz);
    return clsparseSuccess;
}

void clm_mm_free(clm_mm *m)
{
    if (!m)
        return;
    free(m->row);
    free(m->col);
    free(m->val);
    memset(m, 0, sizeof *m);
}
