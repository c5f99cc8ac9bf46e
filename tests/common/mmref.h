/*
 * mmref.h - the tests' own Matrix Market reader, written independently of
 * the library's (src/sparse/mm_reader.c), giving the reference CSR matrix a
 * sparse test compares against: symmetric kinds mirrored (skew negated),
 * pattern values 1, sorted by row then column (stable). Reads gzip files
 * when the tests are built with zlib (MMREF_HAVE_ZLIB), plain ones always.
 */
#ifndef CLM_MMREF_H
#define CLM_MMREF_H

#include <stddef.h>

typedef struct mmref {
    size_t rows, cols, nnz;
    unsigned *rp;  /* rows + 1 */
    unsigned *col; /* nnz */
    double *val;   /* nnz */
} mmref;

/* 0 on success; -1 when the file cannot be read or parsed (the message on
 * stderr), -2 when it is gzip and the tests have no zlib. */
int mmref_load(const char *path, int keep_zeros, mmref *out);
/* The same with values as floats (rounded once from the text), zeros
 * among them dropped unless keep_zeros: what the S routines read. */
int mmref_load_single(const char *path, int keep_zeros, mmref *out);
void mmref_free(mmref *m);

/* fn(path, name, arg) for each .mtx.gz file of tests/data/matrices (the folder is
 * CLM_TEST_DATA_DIR/matrices); returns the sum of fn's results, or -1 when
 * the folder cannot be opened. */
int mmref_each_test_matrix(int (*fn)(const char *path, const char *name, void *arg), void *arg);

/* A generated matrix: CSR arrays allocated for rows/nnz (filled by the caller). */
int mmref_alloc(mmref *m, size_t rows, size_t cols, size_t nnz);

/* y = alpha * A * x + beta * y in double (long double sums), and the
 * scaled-error scale of TESTING.md: g[i] = |alpha| (|A| |x|)_i + |beta y_i|.
 * beta == 0 does not read y, alpha == 0 neither A nor x. */
void mmref_spmv(const mmref *m, double alpha, const double *x, double beta, const double *y,
                double *yref, double *g);

#endif
