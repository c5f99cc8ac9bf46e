#include "mmref.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <dirent.h>

#ifdef MMREF_HAVE_ZLIB
#include <zlib.h>
#endif

/* The file as read: through zlib (gzip or plain) where the tests have it,
 * else plain. read: bytes read, 0 at the end or on an error. */
#ifdef MMREF_HAVE_ZLIB
typedef gzFile mm_file;
static mm_file mm_open(const char *path) { return gzopen(path, "rb"); }
static size_t mm_read(mm_file f, char *to, size_t n)
{
    int got = gzread(f, to, (unsigned)n);
    return got > 0 ? (size_t)got : 0;
}
static void mm_close(mm_file f) { gzclose(f); }
#else
typedef FILE *mm_file;
static mm_file mm_open(const char *path) { return fopen(path, "rb"); }
static size_t mm_read(mm_file f, char *to, size_t n) { return fread(to, 1, n, f); }
static void mm_close(mm_file f) { fclose(f); }
#endif

/* The whole file (decompressed) as one NUL-terminated string. */
static char *slurp(const char *path, int *status)
{
    *status = -1;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    if (!buf)
        return NULL;
    mm_file f = mm_open(path);
    if (!f) {
        free(buf);
        return NULL;
    }
    for (;;) {
        if (cap - len < 4096) { /* at least 4 KiB free: double the buffer */
            char *b = realloc(buf, cap * 2);
            if (!b)
                break;
            buf = b;
            cap *= 2;
        }
        size_t got = mm_read(f, buf + len, cap - len - 1);
        if (got == 0)
            break;
        len += got;
    }
    mm_close(f);
#ifndef MMREF_HAVE_ZLIB
    if (len >= 2 && (unsigned char)buf[0] == 0x1f && (unsigned char)buf[1] == 0x8b) {
        free(buf);
        *status = -2;
        return NULL;
    }
#endif
    buf[len] = '\0';
    *status = 0;
    return buf;
}

typedef struct trip {
    unsigned r, c;
    size_t order;
    double v;
} trip;

static int cmp_trip(const void *a, const void *b)
{
    const trip *x = a, *y = b;
    if (x->r != y->r)
        return x->r < y->r ? -1 : 1;
    if (x->c != y->c)
        return x->c < y->c ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

int mmref_alloc(mmref *m, size_t rows, size_t cols, size_t nnz)
{
    memset(m, 0, sizeof *m);
    m->rows = rows;
    m->cols = cols;
    m->nnz = nnz;
    m->rp = calloc(rows + 1, sizeof *m->rp);
    m->col = malloc((nnz ? nnz : 1) * sizeof *m->col);
    m->val = malloc((nnz ? nnz : 1) * sizeof *m->val);
    if (!m->rp || !m->col || !m->val) {
        mmref_free(m);
        return -1;
    }
    return 0;
}

static int load(const char *path, int keep_zeros, int single, mmref *out)
{
    memset(out, 0, sizeof *out);
    int status;
    char *text = slurp(path, &status);
    if (!text) {
        if (status == -1)
            fprintf(stderr, "mmref: cannot read %s\n", path);
        return status;
    }
    char *save = NULL, *line = strtok_r(text, "\n", &save);
    char object[64], format[64], field[64], sym[64];
    if (!line || sscanf(line, "%%%%MatrixMarket %63s %63s %63s %63s", object, format, field,
                        sym) != 4) {
        fprintf(stderr, "mmref: %s: no banner\n", path);
        free(text);
        return -1;
    }
    int pattern = strcasecmp(field, "pattern") == 0;
    int skew = strcasecmp(sym, "skew-symmetric") == 0;
    int mirror = strcasecmp(sym, "general") != 0;
    do
        line = strtok_r(NULL, "\n", &save);
    while (line && line[0] == '%');
    unsigned long rows, cols, stored;
    if (!line || sscanf(line, "%lu %lu %lu", &rows, &cols, &stored) != 3) {
        fprintf(stderr, "mmref: %s: no size line\n", path);
        free(text);
        return -1;
    }
    trip *t = malloc((2 * stored + 1) * sizeof *t);
    size_t n = 0;
    for (unsigned long e = 0; e < stored; e++) {
        line = strtok_r(NULL, "\n", &save);
        unsigned long i, j;
        double v = 1.0;
        float f = 1.0f; /* scanf's %f rounds the text to float once */
        if (!line || (pattern  ? sscanf(line, "%lu %lu", &i, &j) != 2
                      : single ? sscanf(line, "%lu %lu %f", &i, &j, &f) != 3
                               : sscanf(line, "%lu %lu %lf", &i, &j, &v) != 3)) {
            fprintf(stderr, "mmref: %s: bad entry %lu\n", path, e);
            free(t);
            free(text);
            return -1;
        }
        if (single)
            v = f;
        if (!keep_zeros && v == 0.0)
            continue;
        t[n] = (trip){(unsigned)(i - 1), (unsigned)(j - 1), n, v};
        n++;
        if (mirror && i != j) {
            t[n] = (trip){(unsigned)(j - 1), (unsigned)(i - 1), n, skew ? -v : v};
            n++;
        }
    }
    free(text);
    qsort(t, n, sizeof *t, cmp_trip);
    if (mmref_alloc(out, rows, cols, n) != 0) {
        free(t);
        return -1;
    }
    for (size_t k = 0; k < n; k++) {
        out->rp[t[k].r + 1]++;
        out->col[k] = t[k].c;
        out->val[k] = t[k].v;
    }
    for (size_t r = 0; r < rows; r++)
        out->rp[r + 1] += out->rp[r];
    free(t);
    return 0;
}

int mmref_load(const char *path, int keep_zeros, mmref *out)
{
    return load(path, keep_zeros, 0, out);
}

int mmref_load_single(const char *path, int keep_zeros, mmref *out)
{
    return load(path, keep_zeros, 1, out);
}

void mmref_free(mmref *m)
{
    free(m->rp);
    free(m->col);
    free(m->val);
    memset(m, 0, sizeof *m);
}

void mmref_spmv(const mmref *m, double alpha, const double *x, double beta, const double *y,
                double *yref, double *g)
{
    for (size_t r = 0; r < m->rows; r++) {
        long double s = 0, a = 0;
        for (unsigned k = m->rp[r]; k < m->rp[r + 1]; k++) {
            s += (long double)m->val[k] * x[m->col[k]];
            a += fabsl((long double)m->val[k] * x[m->col[k]]);
        }
        long double by = beta == 0.0 ? 0 : (long double)beta * y[r];
        if (alpha == 0.0) /* A and x are not read */
            s = a = 0;
        yref[r] = (double)((long double)alpha * s + by);
        g[r] = (double)(fabsl((long double)alpha) * a + fabsl(by));
    }
}

int mmref_each_test_matrix(int (*fn)(const char *path, const char *name, void *arg), void *arg)
{
    char dirpath[512];
    snprintf(dirpath, sizeof dirpath, "%s/matrices", CLM_TEST_DATA_DIR);
    DIR *d = opendir(dirpath);
    if (!d)
        return -1;
    struct dirent *e;
    int sum = 0;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 7 || strcmp(e->d_name + len - 7, ".mtx.gz") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dirpath, e->d_name);
        sum += fn(path, e->d_name, arg);
    }
    closedir(d);
    return sum;
}
