/*
 * test_mm_reader_hostile.c - Matrix Market files made to exhaust the reader
 * rather than to be read: sizes stated far beyond the entries present,
 * entries beyond the caller's buffers (2 * 10^8 zeros), gzip bombs
 * (generated here with zlib: one small member written many times), bytes
 * after the last gzip member, paths that are no regular file (a FIFO,
 * /dev/zero), overlong lines, and the limits on lines just inside and
 * outside the caps of src/sparse/mm_lines.h; and single-precision values
 * at the edges (underflow, subnormals, rounding). Each case checks its
 * exact status, and the hostile ones that they took little time and grew
 * the peak resident memory (VmHWM, reset before each case where the kernel
 * allows) by a few MiB at most.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifdef MMREF_HAVE_ZLIB
#include <zlib.h>
#endif

#include "mmcase.h"

#define MAX_SECONDS 3.0
#define MAX_GROWTH_KIB (24 * 1024)
#define MIB ((size_t)1 << 20)

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

/* head, then count blocks of unit repeated into block bytes, then tail: a
 * gzip file of members (read as one stream), the middle one
 * member written count times, about 1 KiB per MiB. */
static void write_bomb(const char *name, const char *head, const char *unit, size_t block,
                       size_t count, const char *tail, char *path, size_t cap)
{
    char *mid = repeat(unit, block);
    mmc_path(name, path, cap);
    FILE *f = fopen(path, "wb");
    FILE *m = tmpfile();
    int ok = f && m && gz_member(f, head, strlen(head)) == 0 && gz_member(m, mid, block) == 0;
    long mlen = m ? ftell(m) : -1;
    char *packed = tu_xmalloc(mlen > 0 ? (size_t)mlen : 1);
    ok = ok && mlen > 0 && fseek(m, 0, SEEK_SET) == 0 &&
         fread(packed, 1, (size_t)mlen, m) == (size_t)mlen;
    for (size_t k = 0; ok && k < count; k++)
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
    write_bomb("blank_bomb.mtx.gz", head, "\n", MIB, 1024, "1 1 1\n", path, sizeof path);
    bounded_bad("blank_bomb.mtx.gz", NULL, clsparseInvalidFile, 0);
    /* 1 GiB of comment lines before the size line. */
    write_bomb("comment_bomb.mtx.gz", B, "%\n", MIB, 1024, "2 2 1\n1 1 1\n", path, sizeof path);
    bounded_bad("comment_bomb.mtx.gz", NULL, clsparseInvalidFile, 1);
    /* 1 GiB of blank lines after the last entry. */
    snprintf(head, sizeof head, "%s2 2 1\n1 1 1\n", B);
    write_bomb("tail_bomb.mtx.gz", head, " \n", MIB, 1024, "", path, sizeof path);
    bounded_bad("tail_bomb.mtx.gz", NULL, clsparseInvalidFile, 0);
    /* One line of 1.5 GiB: a value of digits. */
    snprintf(head, sizeof head, "%s2 2 1\n1 1 ", B);
    write_bomb("line_bomb.mtx.gz", head, "1", MIB, 1536, "\n", path, sizeof path);
    bounded_bad("line_bomb.mtx.gz", NULL, clsparseInvalidFile, 0);
}

/* head and tail as gzip members with an empty one between, then n bytes of
 * extra as they are. */
static void write_members(const char *name, const void *extra, size_t n, char *path, size_t cap)
{
    const char *head = "%%MatrixMarket matrix coordinate real general\n2 2 3\n1 1 1\n";
    const char *tail = "2 1 2\n2 2 3\n";
    mmc_path(name, path, cap);
    FILE *f = fopen(path, "wb");
    int ok = f && gz_member(f, head, strlen(head)) == 0 && gz_member(f, "", 0) == 0 &&
             gz_member(f, tail, strlen(tail)) == 0 && fwrite(extra, 1, n, f) == n;
    ok = f && fclose(f) == 0 && ok;
    tu_check(ok, "cannot write %s", path);
}

/* Concatenated members are one file (as gzip -c a >f; gzip -c b >>f);
 * anything after the last one is an error, as is a member cut short. zlib's
 * gzread drops bytes after a member that do not start another one. */
static void gzip_members(void)
{
    char path[512];
    write_members("members.mtx.gz", "", 0, path, sizeof path);
    clsparseCooMatrix C;
    mmc_coo_make(&C, 1, 3);
    clsparseStatus st = clsparseDCooMatrixfromFile(&C, path, mmc.control, CL_TRUE);
    tu_check(st == clsparseSuccess && C.num_nonzeros == 3, "members.mtx.gz: status %d, %u entries",
             (int)st, C.num_nonzeros);
    mmc_coo_free(&C);

    static const unsigned char zeros[512];
    const struct {
        const char *name;
        const void *bytes;
        size_t n;
    } junk[] = {
        /* an entry as plain text; padding to a block; half a gzip magic; a
         * member's header cut short; a gzip magic, then no member */
        {"junk_entry.mtx.gz", "1 2 5\n", 6},
        {"junk_zeros.mtx.gz", zeros, sizeof zeros},
        {"junk_byte.mtx.gz", "\x1f", 1},
        {"junk_magic.mtx.gz", "\x1f\x8b\x08\x00", 4},
        {"junk_bad.mtx.gz", "\x1f\x8bXXXXXXXXXXXXXXXX", 18},
    };
    for (size_t k = 0; k < sizeof junk / sizeof junk[0]; k++) {
        write_members(junk[k].name, junk[k].bytes, junk[k].n, path, sizeof path);
        mmc_expect_bad(junk[k].name, NULL, clsparseInvalidFile, 0);
    }
    /* The last member without its length (4 bytes), then without its CRC too. */
    for (int cut = 4; cut <= 8; cut += 4) {
        char name[64];
        snprintf(name, sizeof name, "cut%d.mtx.gz", cut);
        write_members(name, "", 0, path, sizeof path);
        struct stat sb;
        if (tu_check(stat(path, &sb) == 0 && truncate(path, sb.st_size - cut) == 0, "cut %s",
                     path))
            mmc_expect_bad(name, NULL, clsparseInvalidFile, 0);
    }
}

/* The file of issue 46: 1.7 MB of gzip that states and holds 2 * 10^8 zero
 * entries. Dropping zeros, the reading used to go through all of them
 * (22.5 s) whatever the buffers; now buffers for 16 refuse it before the
 * first entry. */
static void zero_bomb(void)
{
    char path[512], head[128];
    snprintf(head, sizeof head, "%s20000 20000 200000000\n", B);
    write_bomb("zero_bomb.mtx.gz", head, "1 1 0\n", 6 * 250000, 800, "", path, sizeof path);
    probe p = probe_start();
    clsparseIdx_t hn, hr, hc;
    clsparseStatus st = clsparseHeaderfromFile(&hn, &hr, &hc, path);
    tu_check(st == clsparseSuccess && hn == 200000000u, "zero_bomb: header status %d, nnz %u",
             (int)st, hn);
    clsparseCooMatrix C;
    mmc_coo_make(&C, 0, 16);
    st = clsparseSCooMatrixfromFile(&C, path, mmc.control, CL_FALSE);
    tu_check(st == clsparseInsufficientMemory && C.num_rows == 777,
             "zero_bomb: SCooMatrixfromFile dropping zeros: status %d, expected %d", (int)st,
             (int)clsparseInsufficientMemory);
    mmc_coo_free(&C);
    probe_check(p, "zero_bomb");
}
#endif

/* The buffers must hold every entry the file states, zeros dropped or not:
 * 10^5 zeros into buffers for 10^5 (none kept), and for one fewer. */
static void stated_zeros(void)
{
    char path[512], head[128];
    const size_t n = 100000;
    snprintf(head, sizeof head, "%s1000 1000 %zu\n", B, n);
    write_plain("zeros.mtx", head, "1 1 0\n", 6 * n, "", path, sizeof path);
    for (size_t room = n; room >= n - 1; room--) {
        clsparseStatus want = room == n ? clsparseSuccess : clsparseInsufficientMemory;
        clsparseCooMatrix C;
        mmc_coo_make(&C, 0, room);
        clsparseStatus st = clsparseSCooMatrixfromFile(&C, path, mmc.control, CL_FALSE);
        tu_check(st == want && (st != clsparseSuccess || C.num_nonzeros == 0),
                 "zeros.mtx into COO for %zu: status %d, expected %d", room, (int)st, (int)want);
        mmc_coo_free(&C);
        clsparseCsrMatrix A;
        mmc_csr_make(&A, 1, 1000, room);
        st = clsparseDCsrMatrixfromFile(&A, path, mmc.control, CL_FALSE);
        tu_check(st == want && (st != clsparseSuccess || A.num_nonzeros == 0),
                 "zeros.mtx into CSR for %zu: status %d, expected %d", room, (int)st, (int)want);
        mmc_csr_free(&A);
    }
}

/* ---- single precision: underflow, subnormals, one rounding ---- */

/* The S COO read of path (at most 8 entries): count, columns, value bits. */
static size_t s_coo(const char *path, int keep, unsigned *col, uint32_t *bits)
{
    clsparseCooMatrix C;
    mmc_coo_make(&C, 0, 8);
    clsparseStatus st = clsparseSCooMatrixfromFile(&C, path, mmc.control, keep);
    size_t n = st == clsparseSuccess && C.num_nonzeros <= 8 ? C.num_nonzeros : 99;
    if (n <= 8) {
        mmc_download(C.col_indices, 8, n * 4, col);
        mmc_download(C.values, 4, n * 4, bits);
    }
    mmc_coo_free(&C);
    return n;
}

/* A value that rounds to zero in float is an explicit zero (dropped unless
 * read_explicit_zeroes), one that rounds to a subnormal is kept as it, and
 * the text is rounded to float once, not through a double. */
static void single_values(void)
{
    char path[512];
    mmc_write("tiny.mtx",
              "%%MatrixMarket matrix coordinate real general\n1 7 7\n"
              "1 1 1e-50\n"
              "1 2 -1e-50\n"
              "1 3 7e-46\n" /* just under half the least subnormal */
              "1 4 8e-46\n" /* just over it */
              "1 5 1e-40\n"
              "1 6 1.000000059604644775390625000000000001\n" /* just over 1 + 2^-24 */
              "1 7 1e-400\n",                                /* zero in double too */
              path, sizeof path);
    const uint32_t want[7] = {0, 0x80000000u, 0, 1, 0x116c2, 0x3f800001, 0};
    for (int keep = 0; keep < 2; keep++) {
        unsigned col[8];
        uint32_t bits[8];
        size_t n = s_coo(path, keep, col, bits), expect = keep ? 7 : 3;
        size_t k = 0, c = 0;
        for (; n == expect && k < n; k++, c++) {
            while (!keep && (want[c] & 0x7fffffffu) == 0) /* zeros of either sign dropped */
                c++;
            if (col[k] != c || bits[k] != want[c])
                break;
        }
        tu_check(n == expect && k == n,
                 "tiny.mtx S keep=%d: %zu entries (expected %zu); entry %zu: column %u, bits %08x "
                 "(expected %zu, %08x)",
                 keep, n, expect, k, k < n ? col[k] : 0u, k < n ? (unsigned)bits[k] : 0u, c,
                 c < 7 ? (unsigned)want[c] : 0u);
        clsparseCsrMatrix A;
        mmc_csr_make(&A, 1, 1, 7);
        clsparseStatus st = clsparseDCsrMatrixfromFile(&A, path, mmc.control, keep);
        tu_check(st == clsparseSuccess && A.num_nonzeros == (keep ? 7u : 6u),
                 "tiny.mtx D keep=%d: status %d, %u entries", keep, (int)st, A.num_nonzeros);
        mmc_csr_free(&A);
        mmc_csr_make(&A, 0, 1, 7);
        st = clsparseSCsrMatrixfromFile(&A, path, mmc.control, keep);
        tu_check(st == clsparseSuccess && A.num_nonzeros == expect,
                 "tiny.mtx S CSR keep=%d: status %d, %u entries", keep, (int)st, A.num_nonzeros);
        mmc_csr_free(&A);
    }
    /* 2^60 + 2^36 + 1: a double rounds it to the midpoint 2^60 + 2^36, and
     * that to 2^60; in one rounding it is 2^60 + 2^37. */
    mmc_write("int_round.mtx",
              "%%MatrixMarket matrix coordinate integer general\n1 1 1\n"
              "1 1 1152921573326323713\n",
              path, sizeof path);
    unsigned col[8];
    uint32_t bits[8];
    size_t n = s_coo(path, 1, col, bits);
    tu_check(n == 1 && bits[0] == 0x5d800001u, "int_round.mtx S: %zu entries, bits %08x", n,
             n == 1 ? (unsigned)bits[0] : 0u);
}

/* ---- paths that are no regular file ---- */

static void on_alarm(int sig)
{
    (void)sig;
    static const char msg[] = "FAIL: a read of a FIFO or device still blocked after 10 s\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(1);
}

/* A FIFO without a writer (opening it for reading would wait for one),
 * /dev/zero (endless), a directory: refused at once. alarm() turns a
 * reader that blocks into a failure. */
static void non_regular(void)
{
    char path[512], dir[512];
    signal(SIGALRM, on_alarm);
    alarm(10);
    mmc_path("fifo.mtx", path, sizeof path);
    if (tu_check(mkfifo(path, 0600) == 0, "mkfifo %s", path))
        bounded_bad("fifo.mtx", NULL, clsparseInvalidFile, 1);
    mmc_path("zero.mtx", path, sizeof path);
    if (tu_check(symlink("/dev/zero", path) == 0, "symlink %s", path))
        bounded_bad("zero.mtx", NULL, clsparseInvalidFile, 1);
    mmc_path("dir.mtx", dir, sizeof dir);
    if (tu_check(mkdir(dir, 0700) == 0, "mkdir %s", dir))
        bounded_bad("dir.mtx", NULL, clsparseInvalidFile, 1);
    alarm(0);
}

int main(void)
{
    if (mmc_open() != 0)
        return tu_summary("test_mm_reader_hostile");
    stated_sizes(); /* first: the peak memory is lowest here */
    line_caps();
    stated_zeros();
    single_values();
#ifdef MMREF_HAVE_ZLIB
    gzip_bombs();
    gzip_members();
    zero_bomb();
#else
    printf("skipping the gzip cases: tests built without zlib\n");
#endif
    non_regular(); /* last: on a reader that blocks, the alarm ends the test */
    mmc_close();
    return tu_summary("test_mm_reader_hostile");
}
