/*
 * test_mm_reader.c - clsparseHeaderfromFile and the *fromFile routines.
 *
 * Hand-written files (written to a temporary folder) whose expected CSR /
 * COO contents are spelled out here: comments and blank lines, entries out
 * of order, explicit zeros kept or dropped, symmetric mirroring,
 * skew-symmetric negation, pattern and integer fields. Then every malformed
 * kind of file, which must give its status and leave the structure as it
 * was; buffer errors; and every matrix of tests/data/matrices read in both
 * precisions and both formats against the tests' own reader (mmref.c).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <clSPARSE.h>

#include "mmcase.h"
#include "mmref.h"
#include "spmain.h"

/* Read A back: row pointers, columns, values as double. */
typedef struct host_csr {
    size_t rows, cols, nnz;
    unsigned rp[64], col[64];
    double val[64];
} host_csr;

static void csr_back(const clsparseCsrMatrix *A, int dbl, host_csr *h)
{
    h->rows = A->num_rows;
    h->cols = A->num_cols;
    h->nnz = A->num_nonzeros;
    if (h->rows + 1 > 64 || h->nnz > 64)
        return;
    mmc_download(A->row_pointer, 12, (h->rows + 1) * 4, h->rp);
    mmc_download(A->col_indices, 12, h->nnz * 4, h->col);
    if (dbl) {
        mmc_download(A->values, 24, h->nnz * 8, h->val);
    } else {
        float f[64];
        mmc_download(A->values, 12, h->nnz * 4, f);
        for (size_t k = 0; k < h->nnz; k++)
            h->val[k] = f[k];
    }
}

/* One hand-written file read as CSR (S and D, keep or drop zeros) and COO
 * (D), against the expected arrays. */
static void expect_file(const char *name, const char *text, int keep, size_t rows, size_t cols,
                        size_t header_nnz, size_t nnz, const unsigned *rp, const unsigned *col,
                        const double *val)
{
    char path[512];
    mmc_write(name, text, path, sizeof path);
    clsparseIdx_t hn = 0, hr = 0, hc = 0;
    clsparseStatus st = clsparseHeaderfromFile(&hn, &hr, &hc, path);
    tu_check(st == clsparseSuccess && hn == header_nnz && hr == rows && hc == cols,
             "%s: header status %d, %u x %u nnz %u; expected %zu x %zu nnz %zu", name, (int)st,
             hr, hc, hn, rows, cols, header_nnz);
    for (int dbl = 0; dbl < 2; dbl++) {
        clsparseCsrMatrix A;
        mmc_csr_make(&A, dbl, rows, header_nnz);
        st = dbl ? clsparseDCsrMatrixfromFile(&A, path, mmc.control, keep ? CL_TRUE : CL_FALSE)
                 : clsparseSCsrMatrixfromFile(&A, path, mmc.control, keep ? CL_TRUE : CL_FALSE);
        host_csr h;
        memset(&h, 0, sizeof h);
        if (tu_check(st == clsparseSuccess, "%s %c keep=%d: status %d", name, dbl ? 'D' : 'S', keep,
                     (int)st)) {
            csr_back(&A, dbl, &h);
            int ok = h.rows == rows && h.cols == cols && h.nnz == nnz;
            for (size_t r = 0; ok && r <= rows; r++)
                ok = h.rp[r] == rp[r];
            for (size_t k = 0; ok && k < nnz; k++)
                ok = h.col[k] == col[k] && h.val[k] == (dbl ? val[k] : (double)(float)val[k]);
            tu_check(ok, "%s %c keep=%d: CSR contents differ (%zu x %zu, %zu entries)", name,
                     dbl ? 'D' : 'S', keep, h.rows, h.cols, h.nnz);
        }
        mmc_csr_free(&A);
    }
    clsparseCooMatrix C;
    mmc_coo_make(&C, 1, header_nnz);
    st = clsparseDCooMatrixfromFile(&C, path, mmc.control, keep ? CL_TRUE : CL_FALSE);
    if (tu_check(st == clsparseSuccess, "%s COO: status %d", name, (int)st)) {
        unsigned r[64], c[64];
        double v[64];
        int ok = C.num_rows == rows && C.num_cols == cols && C.num_nonzeros == nnz && nnz <= 64;
        if (ok) {
            mmc_download(C.row_indices, 0, nnz * 4, r);
            mmc_download(C.col_indices, 8, nnz * 4, c);
            mmc_download(C.values, 8, nnz * 8, v);
        }
        for (size_t k = 0; ok && k < nnz; k++)
            ok = r[k] < rows && rp[r[k]] <= k && k < rp[r[k] + 1] && c[k] == col[k] &&
                 v[k] == val[k];
        tu_check(ok, "%s COO contents differ", name);
    }
    mmc_coo_free(&C);
}

static void good_files(void)
{
    /* 3 x 4, comments, blank lines, entries out of order, one explicit zero. */
    const char *general = "%%MatrixMarket matrix coordinate real general\n"
                          "% a comment\n"
                          "%\n"
                          "\n"
                          "3 4 6\n"
                          "3 4 -2.5\n"
                          "1 1 1.0\n"
                          "\n"
                          "2 3 0\n"
                          "1 4 4e1\n"
                          "3 1 0.125\n"
                          "1 2 -3\n";
    const unsigned rp_keep[] = {0, 3, 4, 6}, col_keep[] = {0, 1, 3, 2, 0, 3};
    const double val_keep[] = {1.0, -3, 40, 0, 0.125, -2.5};
    expect_file("general.mtx", general, 1, 3, 4, 6, 6, rp_keep, col_keep, val_keep);
    const unsigned rp_drop[] = {0, 3, 3, 5}, col_drop[] = {0, 1, 3, 0, 3};
    const double val_drop[] = {1.0, -3, 40, 0.125, -2.5};
    expect_file("general_nozero.mtx", general, 0, 3, 4, 6, 5, rp_drop, col_drop, val_drop);

    /* Symmetric: lower triangle with a diagonal entry; CRLF line ends. */
    const char *sym = "%%MatrixMarket matrix coordinate real symmetric\r\n"
                      "3 3 3\r\n"
                      "1 1 2\r\n"
                      "3 1 5\r\n"
                      "3 2 7\r\n";
    const unsigned rp_s[] = {0, 2, 3, 5}, col_s[] = {0, 2, 2, 0, 1};
    const double val_s[] = {2, 5, 7, 5, 7};
    expect_file("sym.mtx", sym, 1, 3, 3, 6, 5, rp_s, col_s, val_s);

    /* Skew-symmetric: the mirror is negated. Upper-case banner words. */
    const char *skew = "%%MatrixMarket MATRIX Coordinate REAL Skew-Symmetric\n"
                       "3 3 2\n"
                       "2 1 1.5\n"
                       "3 2 -4\n";
    const unsigned rp_k[] = {0, 1, 3, 4}, col_k[] = {1, 0, 2, 1};
    const double val_k[] = {-1.5, 1.5, 4, -4};
    expect_file("skew.mtx", skew, 1, 3, 3, 4, 4, rp_k, col_k, val_k);

    /* Pattern: values 1; a last line without end of line. */
    const char *pat = "%%MatrixMarket matrix coordinate pattern general\n"
                      "2 3 3\n"
                      "2 3\n"
                      "1 2\n"
                      "2 1";
    const unsigned rp_p[] = {0, 1, 3}, col_p[] = {1, 0, 2};
    const double val_p[] = {1, 1, 1};
    expect_file("pattern.mtx", pat, 0, 2, 3, 3, 3, rp_p, col_p, val_p);

    /* Integer field, pattern symmetric. */
    const char *integer = "%%MatrixMarket matrix coordinate integer general\n"
                          "2 2 2\n"
                          "2 2 -7\n"
                          "1 2 123456\n";
    const unsigned rp_i[] = {0, 1, 2}, col_i[] = {1, 1};
    const double val_i[] = {123456, -7};
    expect_file("integer.mtx", integer, 1, 2, 2, 2, 2, rp_i, col_i, val_i);
    const char *psym = "%%MatrixMarket matrix coordinate pattern symmetric\n"
                       "2 2 2\n"
                       "2 1\n"
                       "2 2\n";
    const unsigned rp_ps[] = {0, 1, 3}, col_ps[] = {1, 0, 1};
    const double val_ps[] = {1, 1, 1};
    expect_file("pattern_sym.mtx", psym, 1, 2, 2, 4, 3, rp_ps, col_ps, val_ps);

    /* Number forms: signs, no digit before or after the point, exponents. */
    const char *forms = "%%MatrixMarket matrix coordinate real general\n"
                        "1 4 4\n"
                        "1 1 +.5\n"
                        "1 2 5.\n"
                        "1 3 -1E+2\n"
                        "1 4 1e-3\n";
    const unsigned rp_f[] = {0, 4}, col_f[] = {0, 1, 2, 3};
    const double val_f[] = {0.5, 5, -100, 1e-3};
    expect_file("forms.mtx", forms, 1, 1, 4, 4, 4, rp_f, col_f, val_f);

    /* An empty matrix (no entries) and one with no rows. */
    const unsigned rp_e[] = {0, 0, 0};
    expect_file("empty.mtx", "%%MatrixMarket matrix coordinate real general\n2 5 0\n", 1, 2, 5,
                0, 0, rp_e, NULL, NULL);
    expect_file("norows.mtx", "%%MatrixMarket matrix coordinate real general\n0 0 0\n", 1, 0, 0,
                0, 0, rp_e, NULL, NULL);
}

/* Values must be decimal numbers that fit a double (a float: below). */
static void bad_values(void)
{
    const char *values[] = {"nan",   "NaN",  "-nan",  "inf",    "-Infinity", "nan(0x7)",
                            "0x1p3", "0X10", "1e999", "-1e999", "1e",        "1e+",
                            ".",     "-",    "+-1",   "1.5.2"};
    for (size_t k = 0; k < sizeof values / sizeof values[0]; k++) {
        char name[64], text[256];
        snprintf(name, sizeof name, "value_%zu.mtx", k);
        snprintf(text, sizeof text,
                 "%%%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n2 2 %s\n",
                 values[k]);
        mmc_expect_bad(name, text, clsparseInvalidFile, 0);
    }
    /* 1e39 overflows a float, not a double; the largest float is fine. */
    char path[512];
    mmc_write("float_range.mtx",
              "%%MatrixMarket matrix coordinate real general\n1 2 2\n1 1 3.4028234e38\n1 2 1e39\n",
              path, sizeof path);
    for (int dbl = 0; dbl < 2; dbl++) {
        clsparseCooMatrix C;
        mmc_coo_make(&C, dbl, 2);
        clsparseStatus st = dbl ? clsparseDCooMatrixfromFile(&C, path, mmc.control, CL_TRUE)
                                : clsparseSCooMatrixfromFile(&C, path, mmc.control, CL_TRUE);
        clsparseStatus want = dbl ? clsparseSuccess : clsparseInvalidFile;
        tu_check(st == want, "1e39: %cCooMatrixfromFile status %d, expected %d", dbl ? 'D' : 'S',
                 (int)st, (int)want);
        mmc_coo_free(&C);
    }
    mmc_write("float_max.mtx",
              "%%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 -3.4028234e38\n", path,
              sizeof path);
    clsparseCsrMatrix A;
    mmc_csr_make(&A, 0, 1, 1);
    clsparseStatus st = clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseSuccess, "largest float: status %d", (int)st);
    mmc_csr_free(&A);
}

/* Mirrored kinds store the lower triangle: an entry above the diagonal
 * would duplicate its mirror image. */
static void mirrored_upper(void)
{
    const char *kinds[] = {"real symmetric", "real skew-symmetric", "real hermitian",
                           "integer symmetric"};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        char name[64], text[256];
        snprintf(name, sizeof name, "upper_%zu.mtx", k);
        snprintf(text, sizeof text, "%%%%MatrixMarket matrix coordinate %s\n2 2 2\n2 1 3\n1 2 3\n",
                 kinds[k]);
        mmc_expect_bad(name, text, clsparseInvalidFile, 0);
    }
    mmc_expect_bad("upper_pattern.mtx",
                   "%%MatrixMarket matrix coordinate pattern symmetric\n2 2 1\n1 2\n",
                   clsparseInvalidFile, 0);
}

/* Coordinates beyond 2^16 (the sort's digit): sorted by row, then column,
 * repeated ones in file order. The value of each entry tells its place. */
static void large_coordinates(void)
{
    const char *text = "%%MatrixMarket matrix coordinate real general\n"
                       "300000 300000 9\n"
                       "200000 1 6\n"
                       "70000 5 4\n"
                       "1 200000 2\n"
                       "65537 65536 3\n"
                       "70000 5 5\n"
                       "1 1 1\n"
                       "299999 299999 8\n"
                       "200000 65537 7\n"
                       "65536 65537 2.5\n";
    const unsigned want_row[] = {0, 0, 65535, 65536, 69999, 69999, 199999, 199999, 299998};
    const unsigned want_col[] = {0, 199999, 65536, 65535, 4, 4, 0, 65536, 299998};
    const double want_val[] = {1, 2, 2.5, 3, 4, 5, 6, 7, 8};
    char path[512];
    mmc_write("large.mtx", text, path, sizeof path);
    clsparseCooMatrix C;
    mmc_coo_make(&C, 1, 9);
    clsparseStatus st = clsparseDCooMatrixfromFile(&C, path, mmc.control, CL_TRUE);
    if (tu_check(st == clsparseSuccess && C.num_nonzeros == 9, "large.mtx: status %d", (int)st)) {
        unsigned r[9], c[9];
        double v[9];
        mmc_download(C.row_indices, 0, sizeof r, r);
        mmc_download(C.col_indices, 8, sizeof c, c);
        mmc_download(C.values, 8, sizeof v, v);
        int ok = 1;
        for (int k = 0; k < 9; k++)
            ok = ok && r[k] == want_row[k] && c[k] == want_col[k] && v[k] == want_val[k];
        tu_check(ok, "large.mtx: entries out of order");
    }
    mmc_coo_free(&C);
}

/* A NUL byte in the banner, a comment or an entry (which it would cut). */
static void nul_bytes(void)
{
    static const char banner[] = "%%MatrixMarket matrix coordinate real general\0x\n1 1 1\n1 1 1\n";
    static const char comment[] =
        "%%MatrixMarket matrix coordinate real general\n%a\0b\n1 1 1\n1 1 1\n";
    static const char entry[] =
        "%%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 1.0\0garbage\n";
    char path[512];
    mmc_write_bytes("nul_banner.mtx", banner, sizeof banner - 1, path, sizeof path);
    mmc_expect_bad("nul_banner.mtx", NULL, clsparseInvalidFile, 1);
    mmc_write_bytes("nul_comment.mtx", comment, sizeof comment - 1, path, sizeof path);
    mmc_expect_bad("nul_comment.mtx", NULL, clsparseInvalidFile, 1);
    mmc_write_bytes("nul_entry.mtx", entry, sizeof entry - 1, path, sizeof path);
    mmc_expect_bad("nul_entry.mtx", NULL, clsparseInvalidFile, 0);
}

static void bad_files(void)
{
    const char *B = "%%MatrixMarket matrix coordinate real general\n";
    char text[512];
#define BODY(s) (snprintf(text, sizeof text, "%s%s", B, s), text)
    mmc_expect_bad("missing.mtx", NULL, clsparseInvalidFile, 1);
    mmc_expect_bad("empty_file.mtx", "", clsparseInvalidFile, 1);
    mmc_expect_bad("banner.mtx", "%%MatrixMarkt matrix coordinate real general\n1 1 1\n1 1 1\n",
                   clsparseInvalidFileFormat, 1);
    mmc_expect_bad("no_banner.mtx", "1 1 1\n1 1 1\n", clsparseInvalidFileFormat, 1);
    mmc_expect_bad("short_banner.mtx", "%%MatrixMarket matrix coordinate real\n1 1 1\n1 1 1\n",
                   clsparseInvalidFile, 1);
    mmc_expect_bad("array.mtx", "%%MatrixMarket matrix array real general\n1 1\n1\n",
                   clsparseInvalidFileFormat, 1);
    mmc_expect_bad("complex.mtx",
                   "%%MatrixMarket matrix coordinate complex general\n1 1 1\n1 1 1 2\n",
                   clsparseInvalidFileFormat, 1);
    mmc_expect_bad("field.mtx", "%%MatrixMarket matrix coordinate reel general\n1 1 1\n1 1 1\n",
                   clsparseInvalidFile, 1);
    mmc_expect_bad("symmetry.mtx", "%%MatrixMarket matrix coordinate real mirrored\n1 1 1\n1 1 1\n",
                   clsparseInvalidFile, 1);
    mmc_expect_bad("no_size.mtx",
                   "%%MatrixMarket matrix coordinate real general\n% only comments\n",
                   clsparseInvalidFile, 1);
    mmc_expect_bad("size_text.mtx", BODY("3 3 x\n"), clsparseInvalidFile, 1);
    mmc_expect_bad("size_two.mtx", BODY("3 3\n"), clsparseInvalidFile, 1);
    mmc_expect_bad("size_neg.mtx", BODY("-3 3 1\n1 1 1\n"), clsparseInvalidFile, 1);
    mmc_expect_bad("size_extra.mtx", BODY("3 3 1 9\n1 1 1\n"), clsparseInvalidFile, 1);
    mmc_expect_bad("too_many_nnz.mtx", BODY("2 2 5\n1 1 1\n"), clsparseInvalidFile, 1);
    mmc_expect_bad("huge_dim.mtx", BODY("4294967296 1 1\n1 1 1\n"), clsparseInvalidSize, 1);
    mmc_expect_bad("sym_rect.mtx",
                   "%%MatrixMarket matrix coordinate real symmetric\n2 3 1\n1 1 1\n",
                   clsparseInvalidFile, 1);
    /* Contents: the header alone is fine. */
    mmc_expect_bad("truncated.mtx", BODY("3 3 3\n1 1 1\n2 2 2\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("extra_entry.mtx", BODY("3 3 1\n1 1 1\n2 2 2\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("zero_index.mtx", BODY("3 3 1\n0 1 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("row_range.mtx", BODY("3 3 1\n4 1 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("col_range.mtx", BODY("3 3 1\n1 4 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("neg_index.mtx", BODY("3 3 1\n-1 1 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("value_text.mtx", BODY("3 3 1\n1 1 abc\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("value_missing.mtx", BODY("3 3 1\n1 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("value_extra.mtx", BODY("3 3 1\n1 1 1 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("index_real.mtx", BODY("3 3 1\n1.5 1 1\n"), clsparseInvalidFile, 0);
    mmc_expect_bad("int_real.mtx",
                   "%%MatrixMarket matrix coordinate integer general\n1 1 1\n1 1 2.5\n",
                   clsparseInvalidFile, 0);
    mmc_expect_bad("pattern_value.mtx",
                   "%%MatrixMarket matrix coordinate pattern general\n1 1 1\n1 1 3\n",
                   clsparseInvalidFile, 0);
    mmc_expect_bad("skew_diag.mtx",
                   "%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n1 1 3\n",
                   clsparseInvalidFile, 0);
    mmc_expect_bad("int_exp.mtx",
                   "%%MatrixMarket matrix coordinate integer general\n1 1 1\n1 1 1e3\n",
                   clsparseInvalidFile, 0);
    mmc_expect_bad("int_hex.mtx",
                   "%%MatrixMarket matrix coordinate integer general\n1 1 1\n1 1 0x10\n",
                   clsparseInvalidFile, 0);
    mmc_expect_bad(
        "int_range.mtx",
        "%%MatrixMarket matrix coordinate integer general\n1 1 1\n1 1 9223372036854775808\n",
        clsparseInvalidFile, 0);
#undef BODY
    bad_values();
    mirrored_upper();
    nul_bytes();

    /* A directory, and a gzip stream cut in half. */
    char dir[300];
    snprintf(dir, sizeof dir, "%s/adir.mtx", mmc.tmpdir);
    if (mkdir(dir, 0700) == 0)
        mmc_expect_bad("adir.mtx", NULL, clsparseInvalidFile, 1);
    char src[512];
    snprintf(src, sizeof src, "%s/matrices/arc130.mtx.gz", CLM_TEST_DATA_DIR);
    FILE *f = fopen(src, "rb");
    if (tu_check(f != NULL, "open %s", src)) {
        static unsigned char bytes[1 << 16];
        size_t n = fread(bytes, 1, sizeof bytes, f);
        fclose(f);
        char cut[512];
        snprintf(cut, sizeof cut, "%s/cut.mtx.gz", mmc.tmpdir);
        FILE *g = fopen(cut, "wb");
        if (g) {
            fwrite(bytes, 1, n / 2, g);
            fclose(g);
        }
#ifdef MMREF_HAVE_ZLIB
        mmc_expect_bad("cut.mtx.gz", NULL, clsparseInvalidFile, 0);
#else
        mmc_expect_bad("cut.mtx.gz", NULL, clsparseInvalidFileFormat, 1);
#endif
    }
}

/* Buffers that cannot take the file: too small, NULL, another context. */
static void bad_buffers(void)
{
    char path[512];
    mmc_write("small.mtx",
              "%%MatrixMarket matrix coordinate real symmetric\n3 3 3\n1 1 1\n2 1 2\n3 1 3\n", path,
              sizeof path);
    clsparseCsrMatrix A;
    mmc_csr_make(&A, 1, 3, 4); /* the file expands to 5 entries */
    clsparseStatus st = clsparseDCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseInsufficientMemory && A.num_rows == 777,
             "values for 4 of 5 entries: status %d", (int)st);
    mmc_csr_free(&A);
    mmc_csr_make(&A, 1, 2, 5); /* row pointers for 3 rows at offset 3: 3 + 4 > 2 + 4 */
    st = clsparseDCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseInsufficientMemory, "row pointers too short: status %d", (int)st);
    mmc_csr_free(&A);
    mmc_csr_make(&A, 0, 3, 5);
    st = clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseSuccess && A.num_nonzeros == 5, "exact fit: status %d", (int)st);
    cl_mem keep = A.col_indices;
    A.col_indices = NULL;
    st = clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseInvalidMemObj, "NULL col_indices: status %d", (int)st);
    A.col_indices = keep;
    st = clsparseSCsrMatrixfromFile(NULL, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseInvalidValue, "NULL matrix: status %d", (int)st);
    st = clsparseSCsrMatrixfromFile(&A, NULL, mmc.control, CL_TRUE);
    tu_check(st == clsparseInvalidValue, "NULL path: status %d", (int)st);
    st = clsparseSCsrMatrixfromFile(&A, path, NULL, CL_TRUE);
    tu_check(st == clsparseInvalidControlObject, "NULL control: status %d", (int)st);
    cl_context ctx2;
    cl_command_queue q2;
    if (tu_open_second_context(&mmc.dev, &ctx2, &q2) == 0) {
        cl_int err;
        cl_mem foreign = clCreateBuffer(ctx2, CL_MEM_READ_WRITE, 256, NULL, &err);
        keep = A.values;
        A.values = foreign;
        st = clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
        tu_check(st == clsparseInvalidContext, "values of another context: status %d", (int)st);
        A.values = keep;
        clReleaseMemObject(foreign);
        clReleaseCommandQueue(q2);
        clReleaseContext(ctx2);
    }
    mmc_csr_free(&A);
    clsparseIdx_t n, r, c;
    tu_check(clsparseHeaderfromFile(NULL, &r, &c, path) == clsparseInvalidValue &&
                 clsparseHeaderfromFile(&n, &r, &c, NULL) == clsparseInvalidValue,
             "HeaderfromFile with NULL arguments");
}

/* One test matrix (mmref_each_test_matrix), both precisions and formats,
 * against mmref. */
static int data_matrix(const char *path, const char *name, void *arg)
{
    (void)arg;
    for (int keep = 0; keep < 2; keep++) {
        int dbl = keep; /* D keeping zeros, S dropping them */
        mmref ref;
        int rs = dbl ? mmref_load(path, keep, &ref) : mmref_load_single(path, keep, &ref);
        if (rs == -2) {
            printf("skipping %s: tests built without zlib\n", name);
            break;
        }
        if (!tu_check(rs == 0, "reference read of %s", name))
            break;
        clsparseIdx_t hn, hr, hc;
        clsparseStatus st = clsparseHeaderfromFile(&hn, &hr, &hc, path);
        tu_check(st == clsparseSuccess && hr == ref.rows && hc == ref.cols && hn >= ref.nnz,
                 "%s header: status %d", name, (int)st);
        size_t es = dbl ? 8 : 4;
        clsparseCsrMatrix A;
        clsparseInitCsrMatrix(&A);
        A.values = mmc_buffer(hn * es);
        A.col_indices = mmc_buffer(hn * 4);
        A.row_pointer = mmc_buffer((hr + 1) * 4);
        st = dbl ? clsparseDCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE)
                 : clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_FALSE);
        if (tu_check(st == clsparseSuccess && A.num_nonzeros == ref.nnz &&
                         A.num_rows == ref.rows && A.num_cols == ref.cols,
                     "%s %c: status %d, %u entries (reference %zu)", name,
                     dbl ? 'D' : 'S', (int)st, A.num_nonzeros, ref.nnz)) {
            unsigned *rp = malloc((ref.rows + 1) * 4), *col = malloc(ref.nnz * 4 + 4);
            void *val = malloc(ref.nnz * es + 8);
            mmc_download(A.row_pointer, 0, (ref.rows + 1) * 4, rp);
            mmc_download(A.col_indices, 0, ref.nnz * 4, col);
            mmc_download(A.values, 0, ref.nnz * es, val);
            size_t bad = 0;
            for (size_t r = 0; r <= ref.rows; r++)
                bad += rp[r] != ref.rp[r];
            for (size_t k = 0; k < ref.nnz; k++) {
                double v = dbl ? ((double *)val)[k] : ((float *)val)[k];
                bad += col[k] != ref.col[k] || v != ref.val[k];
            }
            tu_check(bad == 0, "%s %c: %zu differences from the reference", name,
                     dbl ? 'D' : 'S', bad);
            free(rp);
            free(col);
            free(val);
        }
        mmc_csr_free(&A);
        mmref_free(&ref);
    }
    return 1;
}

int main(void)
{
    if (mmc_open() != 0)
        return tu_summary("test_mm_reader");
    good_files();
    large_coordinates();
    bad_files();
    bad_buffers();
    sp_each_matrix(data_matrix, NULL); /* every test matrix */
    mmc_close();
    return tu_summary("test_mm_reader");
}
