/*
 * mm_reader.h - Matrix Market coordinate files into a host COO matrix.
 *
 * Reads real, double, integer and pattern (value 1) fields with general,
 * symmetric, skew-symmetric (mirror negated) and, for real values,
 * hermitian symmetry; the mirror image of every off-diagonal entry of a
 * symmetric kind is added. Plain files always; gzip-compressed ones when
 * clmath is built with zlib (CLM_HAVE_ZLIB). The result is sorted by row,
 * then column (stable: repeated coordinates keep their order in the file).
 *
 * Statuses: clsparseInvalidFile for a file that cannot be opened or read or
 * whose contents are malformed (banner fields, counts, indices out of
 * range, an entry above the diagonal of a mirrored kind, truncation, text
 * where numbers belong, a value that is no decimal number or overflows the
 * precision read, a NUL byte, a line or too many blank and comment lines
 * beyond the caps of mm_lines.h), with the line at fault in the log
 * (CLMATH_VERBOSE); clsparseInvalidFileFormat for a readable file of a kind
 * this reader does not take (not Matrix Market, array format, complex
 * field, gzip without zlib); clsparseInvalidSize when the matrix exceeds
 * 32-bit indices; clsparseInsufficientMemory when it exceeds what the
 * caller can take (clm_mm_want); clsparseOutOfHostMemory. Nothing is left
 * allocated on failure.
 */
#ifndef CLM_SPARSE_MM_READER_H
#define CLM_SPARSE_MM_READER_H

#include <stddef.h>

#include <clSPARSE.h>

typedef struct clm_mm_info {
    size_t rows, cols;
    size_t stored;   /* entries in the file */
    int mirrored;    /* symmetric, skew-symmetric or hermitian: mirrors are added */
} clm_mm_info;

typedef struct clm_mm {
    size_t rows, cols, nnz;
    cl_uint *row, *col; /* 0-based */
    double *val;
} clm_mm;

/* The banner and the size line only. */
clsparseStatus clm_mm_read_info(const char *path, clm_mm_info *info);

/* How to read, and what the caller can take: the file's rows are checked
 * against max_rows and its stored entries against max_nnz (with or
 * without keep_zeros) before any entry is read, and the entries with their
 * mirror images as they are read, so that the work follows the caller's
 * room and host memory what the caller will receive. */
typedef struct clm_mm_want {
    int keep_zeros; /* explicit zeros kept, else dropped */
    int single;     /* values must fit a float, else a double */
    size_t max_rows;
    size_t max_nnz;
} clm_mm_want;

/* The whole matrix. */
clsparseStatus clm_mm_read(const char *path, const clm_mm_want *want, clm_mm *out);

void clm_mm_free(clm_mm *m);

#endif
