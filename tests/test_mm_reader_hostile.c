/*
 * test_mm_reader_hostile.c - Matrix Market files made to exhaust the reader
 * rather than to be read: sizes stated far beyond the entries present,
 * gzip bombs (generated here with zlib: one small member written many
 * times), overlong lines, and the limits on lines just inside and outside
 * the caps of src/sparse/mm_lines.h. Each case checks its exact status, and
 * that it took little time and grew the peak resident memory (VmHWM, reset
 * before each case where the kernel allows) by a few MiB at most.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef MMREF_HAVE_ZLIB
#include <zlib.h>
#endif

#include "mmcase.h"

#define MAX_SECONDS 3.0
#define MAX_GROWTH_KIB (24 * 1024)

static const char *B = "%%MatrixMarket matrix coordinate real general\n";

/* ---- time and peak memory of one case ---- */

static long status_kib(const char *key)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    size_t n = strlen(key);
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, key, n) == 0)
            kib = strtol(line + n, NULL, 10);
    if (f)
        fclose(f);
    return kib;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct probe {
    double t0;
    long hwm0;
} probe;

static probe probe_start(void)
{
    /* "5" resets VmHWM to the current resident size (Linux 4.0 on). */
    FILE *f = fopen("/proc/self/clear_refs", "w");
    if (f) {
        fputs("5", f);
        fclose(f);
    }
    probe p = {now(), status_kib("VmHWM:")};
    return p;
}

static void probe_check(probe p, const char *what)
{
    double s = now() - p.t0;
    long grown = status_kib("VmHWM:") - p.hwm0;
    tu_check(s < MAX_SECONDS, "%s: took %.2f s", what, s);
    tu_check(p.hwm0 > 0 && grown < MAX_GROWTH_KIB, "%s: peak resident memory grew by %ld KiB", what,
             grown);
}

/* A file that must fail everywhere, within the bounds. */
static void bounded_bad(const char *name, const char *text, clsparseStatus want, int header_too)
{
    probe p = probe_start();
    mmc_expect_bad(name, text, want, header_too);
    probe_check(p, name);
}

/* ---- sizes stated beyond the entries present (78-byte files) ---- */

/* COO reads of one entry (D and S) and a CSR read with row pointers for
 * 4 rows: their statuses, and the sizes a successful read sets. */
static void read_one_entry(const char *name, const char *text, clsparseStatus want_coo,
                           clsparseStatus want_csr, size_t rows, size_t cols)
{
    char path[512];
    mmc_write(name, text, path, sizeof path);
    probe p = probe_start();
    clsparseIdx_t hn, hr, hc;
    clsparseStatus st = clsparseHeaderfromFile(&hn, &hr, &hc, path);
    tu_check(st == clsparseSuccess && hr == rows && hc == cols && hn == 1,
             "%s: header status %d, %u x %u", name, (int)st, hr, hc);
    for (int dbl = 0; dbl < 2; dbl++) {
        clsparseCooMatrix C;
        mmc_coo_make(&C, dbl, 1);
        st = dbl ? clsparseDCooMatrixfromFile(&C, path, mmc.control, CL_TRUE)
                 : clsparseSCooMatrixfromFile(&C, path, mmc.control, CL_TRUE);
        int sizes = st != clsparseSuccess ||
                    (C.num_rows == rows && C.num_cols == cols && C.num_nonzeros == 1);
        tu_check(st == want_coo && sizes, "%s: %cCooMatrixfromFile status %d, expected %d", name,
                 dbl ? 'D' : 'S', (int)st, (int)want_coo);
        mmc_coo_free(&C);
        clsparseCsrMatrix A;
        mmc_csr_make(&A, dbl, 4, 1);
        st = dbl ? clsparseDCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE)
                 : clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
        tu_check(st == want_csr, "%s: %cCsrMatrixfromFile status %d, expected %d", name,
                 dbl ? 'D' : 'S', (int)st, (int)want_csr);
        mmc_csr_free(&A);
    }
    probe_check(p, name);
}

/* 10^9 entries stated, one present: buffers for 16 cannot take them, kept
 * or dropped zeros alike, and that is found before the missing entries. */
static void stated_entries(void)
{
    char path[512];
    mmc_write("many.mtx",
              "%%MatrixMarket matrix coordinate real general\n"
              "100000 100000 1000000000\n1 1 1.0\n",
              path, sizeof path);
    probe p = probe_start();
    for (int keep = 0; keep < 2; keep++) {
        clsparseStatus want = clsparseInsufficientMemory;
        clsparseCsrMatrix A;
        mmc_csr_make(&A, 1, 100000, 16);
        clsparseStatus st = clsparseDCsrMatrixfromFile(&A, path, mmc.control, keep);
        tu_check(st == want, "many.mtx keep=%d: CSR status %d, expected %d", keep, (int)st,
                 (int)want);
        mmc_csr_free(&A);
        clsparseCooMatrix C;
        mmc_coo_make(&C, 0, 16);
        st = clsparseSCooMatrixfromFile(&C, path, mmc.control, keep);
        tu_check(st == want, "many.mtx keep=%d: COO status %d, expected %d", keep, (int)st,
                 (int)want);
        mmc_coo_free(&C);
    }
    probe_check(p, "many.mtx");
}

static void stated_sizes(void)
{
    char text[256];
    const size_t big = 2147483647;
    /* Tall: CSR's row pointers (2^31 of them) cannot fit 4 rows. */
    snprintf(text, sizeof text, "%s%zu 1 1\n%zu 1 1.0\n", B, big, big);
    read_one_entry("tall.mtx", text, clsparseSuccess, clsparseInsufficientMemory, big, 1);
    snprintf(text, sizeof text, "%s1 %zu 1\n1 %zu 1.0\n", B, big, big);
    read_one_entry("wide.mtx", text, clsparseSuccess, clsparseSuccess, 1, big);
    snprintf(text, sizeof text, "%s%zu %zu 1\n%zu %zu 1.0\n", B, big, big, big, big);
    read_one_entry("square.mtx", text, clsparseSuccess, clsparseInsufficientMemory, big, big);
    stated_entries();
}

/* ---- lines: long ones, and many blank or comment ones ---- */

/* unit repeated into n bytes (cut at the end). */
static char *repeat(const char *unit, size_t n)
{
    char *s = tu_xmalloc(n + 1);
    size_t len = strlen(unit);
    for (size_t k = 0; k < n; k++)
        s[k] = unit[k % len];
    s[n] = '\0';
    return s;
}

/* head + unit repeated into n bytes + tail, as a plain file. */
static void write_plain(const char *name, const char *head, const char *unit, size_t n,
                        const char *tail, char *path, size_t cap)
{
    size_t hl = strlen(head), tl = strlen(tail);
    char *all = tu_xmalloc(hl + n + tl + 1);
    char *mid = repeat(unit, n);
    memcpy(all, head, hl);
    memcpy(all + hl, mid, n);
    memcpy(all + hl + n, tail, tl);
    mmc_write_bytes(name, all, hl + n + tl, path, cap);
    free(mid);
    free(all);
}

/* The header of a file can be read (the cap and budget cover it too). */
static void header_ok(const char *name, const char *path)
{
    clsparseIdx_t hn, hr, hc;
    clsparseStatus st = clsparseHeaderfromFile(&hn, &hr, &hc, path);
    tu_check(st == clsparseSuccess, "%s: header status %d", name, (int)st);
}

static void line_caps(void)
{
    char path[512];
    /* A comment line of 4096 bytes, with a CR, passes; one more byte fails. */
    char head[128];
    snprintf(head, sizeof head, "%s%%", B);
    write_plain("line_max.mtx", head, "c", 4095, "\r\n1 1 1\n1 1 1\n", path, sizeof path);
    header_ok("line_max.mtx", path);
    write_plain("line_over.mtx", head, "c", 4096, "\n1 1 1\n1 1 1\n", path, sizeof path);
    bounded_bad("line_over.mtx", NULL, clsparseInvalidFile, 1);
    /* A value of 8 MiB of digits. */
    snprintf(head, sizeof head, "%s1 1 1\n1 1 ", B);
    write_plain("digits.mtx", head, "7", (size_t)8 << 20, "\n", path, sizeof path);
    bounded_bad("digits.mtx", NULL, clsparseInvalidFile, 0);

    /* 4096 comment lines pass; 4097 fail. */
    write_plain("comments_max.mtx", B, "%\n", 2 * 4096, "1 1 1\n1 1 1\n", path, sizeof path);
    header_ok("comments_max.mtx", path);
    write_plain("comments_over.mtx", B, "%\n", 2 * 4097, "1 1 1\n1 1 1\n", path, sizeof path);
    bounded_bad("comments_over.mtx", NULL, clsparseInvalidFile, 1);

    /* A blank line after each of 6000 entries, beyond the 4096 spare. */
    size_t n = 6000, len = 0;
    char *text = tu_xmalloc(n * 16 + 128);
    len += (size_t)sprintf(text, "%s%zu 1 %zu\n", B, n, n);
    for (size_t k = 1; k <= n; k++)
        len += (size_t)sprintf(text + len, "%zu 1 1\n\n", k);
    mmc_write_bytes("spaced.mtx", text, len, path, sizeof path);
    free(text);
    clsparseCooMatrix C;
    mmc_coo_make(&C, 1, n);
    clsparseStatus st = clsparseDCooMatrixfromFile(&C, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseSuccess && C.num_nonzeros == n, "spaced.mtx: status %d, %u entries",
             (int)st, C.num_nonzeros);
    mmc_coo_free(&C);
}

/* ---- gzip bombs ---- */

#ifdef MMREF_HAVE_ZLIB
/* data as one gzip member, appended to f; 0 on success. */
static int gz_member(FILE *f, const void *data, size_t n)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        return -1;
    size_t cap = deflateBound(&z, (uLong)n);
    unsigned char *out = tu_xmalloc(cap);
    z.next_in = (Bytef *)data;
    z.avail_in = (uInt)n;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    int rc = deflate(&z, Z_FINISH);
    size_t len = cap - z.avail_out;
    deflateEnd(&z);
    int ok = rc == Z_STREAM_END && fwrite(out, 1, len, f) == len;
    free(out);
    return ok ? 0 : -1;
}

/* head, then mib MiB of unit repeated, then tail: a gzip file of members
 * (zlib reads them as one stream), the middle one member written mib
 * times, about 1 KiB each. */
static void write_bomb(const char *name, const char *head, const char *unit, size_t mib,
                       const char *tail, char *path, size_t cap)
{
    const size_t block = (size_t)1 << 20;
    char *mid = repeat(unit, block);
    mmc_path(name, path, cap);
    FILE *f = fopen(path, "wb");
    FILE *m = tmpfile();
    int ok = f && m && gz_member(f, head, strlen(head)) == 0 && gz_member(m, mid, block) == 0;
    long mlen = m ? ftell(m) : -1;
    char *packed = tu_xmalloc(mlen > 0 ? (size_t)mlen : 1);
    ok = ok && mlen > 0 && fseek(m, 0, SEEK_SET) == 0 &&
         fread(packed, 1, (size_t)mlen, m) == (size_t)mlen;
    for (size_t k = 0; ok && k < mib; k++)
        ok = fwrite(packed, 1, (size_t)mlen, f) == (size_t)mlen;
    ok = ok && gz_member(f, tail, strlen(tail)) == 0;
    if (m)
        fclose(m);
    ok = f && fclose(f) == 0 && ok;
    tu_check(ok, "cannot write %s", path);
    free(packed);
    free(mid);
}

static void gzip_bombs(void)
{
    char path[512], head[128];
    /* 1 GiB of blank lines between the size line and the entry. */
    snprintf(head, sizeof head, "%s2 2 1\n", B);
    write_bomb("blank_bomb.mtx.gz", head, "\n", 1024, "1 1 1\n", path, sizeof path);
    bounded_bad("blank_bomb.mtx.gz", NULL, clsparseInvalidFile, 0);
    /* 1 GiB of comment lines before the size line. */
    write_bomb("comment_bomb.mtx.gz", B, "%\n", 1024, "2 2 1\n1 1 1\n", path, sizeof path);
    bounded_bad("comment_bomb.mtx.gz", NULL, clsparseInvalidFile, 1);
    /* 1 GiB of blank lines after the last entry. */
    snprintf(head, sizeof head, "%s2 2 1\n1 1 1\n", B);
    write_bomb("tail_bomb.mtx.gz", head, " \n", 1024, "", path, sizeof path);
    bounded_bad("tail_bomb.mtx.gz", NULL, clsparseInvalidFile, 0);
    /* One line of 1.5 GiB: a value of digits. */
    snprintf(head, sizeof head, "%s2 2 1\n1 1 ", B);
    write_bomb("line_bomb.mtx.gz", head, "1", 1536, "\n", path, sizeof path);
    bounded_bad("line_bomb.mtx.gz", NULL, clsparseInvalidFile, 0);
}
#endif

int main(void)
{
    if (mmc_open() != 0)
        return tu_summary("test_mm_reader_hostile");
    stated_sizes(); /* first: the peak memory is lowest here */
    line_caps();
#ifdef MMREF_HAVE_ZLIB
    gzip_bombs();
#else
    printf("skipping the gzip bombs: tests built without zlib\n");
#endif
    mmc_close();
    return tu_summary("test_mm_reader_hostile");
}
