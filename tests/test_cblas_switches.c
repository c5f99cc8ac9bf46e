/*
 * test_cblas_switches: the Level 3 pipelines' switches (CLMATH_CBLAS_FLUSH,
 * _WAIT, _ORDER, _QUEUES, _DLQ, _SPLIT: docs/cblas.md) give
 * the results of the plain path, and CLMATH_CBLAS_TRACE writes a trace.
 *
 * Every switch value, alone and some together, runs GEMM (S and D, every
 * pair of transposes, beta 0 and not, both layouts), TRSM and TRMM (both
 * sides, both triangles), SYMM and SYRK, in panels of 4 and 7
 * (CLMATH_CBLAS_PANEL: several tiles, blocks and panels), on ordinary
 * memory (unstaged, and staged in chunks of 1000 bytes) and on pinned
 * memory (clmathCblasMallocPinned). The reference is the same call with no switch and no panels:
 * one queue, no pipeline. The operands are small integers (TRSM's A a
 * power-of-two diagonal), so the products are exact and compared exactly;
 * TRSM to 1e-9.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cblas.h"
#include "clmath_cblas.h"

static int fails, checks;

static const char *SW[] = {"CLMATH_CBLAS_FLUSH", "CLMATH_CBLAS_WAIT", "CLMATH_CBLAS_ORDER",
                           "CLMATH_CBLAS_QUEUES", "CLMATH_CBLAS_DLQ", "CLMATH_CBLAS_SPLIT"};
#define NSW (int)(sizeof SW / sizeof SW[0])
/* the settings: a value per switch ("" unset: the library's defaults;
 * "0" off, with 3 queues: the first pipeline's way) */
static const char *SET[][NSW] = {
    {"", "", "", "", "", ""},
    {"1", "0", "0", "3", "0", "0"},
    {"0", "1", "0", "3", "0", "0"},
    {"0", "0", "1", "3", "0", "0"},
    {"0", "0", "0", "2", "0", "0"},
    {"0", "0", "0", "5", "0", "0"},
    {"0", "0", "0", "3", "1", "0"},
    {"0", "0", "0", "3", "0", "1"},
    {"0", "0", "0", "3", "1", "1"},
    {"1", "1", "1", "4", "1", "1"},
    {"1", "1", "0", "2", "1", "1"},
    {"0", "0", "0", "3", "0", "0"},
};
#define NSET (int)(sizeof SET / sizeof SET[0])

/* Variables are set to "" (the library's default), never unset: PoCL's
 * threads read the environment while this one writes it, and unsetenv (or
 * setenv of a new name) moves glibc's array under them; main sets every
 * name once before the first call. */
#define unsetenv(name) setenv(name, "", 1)

static void apply(int k)
{
    for (int i = 0; i < NSW; i++)
        setenv(SW[i], k >= 0 ? SET[k][i] : "", 1);
}

static void fill(double *a, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (double)((seed >> 16) % 7) - 3;
    }
}

/* memory: 0 ordinary, 1 ordinary staged, 2 pinned */
static void *mem(size_t bytes, int m)
{
    return m == 2 ? clmathCblasMallocPinned(bytes) : malloc(bytes);
}
static void unmem(void *p, int m)
{
    if (m == 2)
        clmathCblasFreePinned(p);
    else
        free(p);
}

enum { R_DGEMM, R_SGEMM, R_TRSM, R_TRMM, R_SYMM, R_SYRK, NR };
static const char *RN[NR] = {"dgemm", "sgemm", "dtrsm", "dtrmm", "dsymm", "dsyrk"};

/* one call of routine r, case c, on A, B, C (n x n, ld n + 1, doubles or
 * floats) */
static void call(int r, int c, int n, void *A, void *B, void *C)
{
    int ld = n + 1, lay = c & 1 ? CblasRowMajor : CblasColMajor;
    int ta = c >> 1 & 1 ? CblasTrans : CblasNoTrans, tb = c >> 2 & 1 ? CblasTrans : CblasNoTrans;
    double beta = c >> 3 & 1 ? -2.0 : 0.0;
    int side = c >> 1 & 1 ? CblasRight : CblasLeft, uplo = c >> 2 & 1 ? CblasUpper : CblasLower;
    int m = n - 3; /* not square where the routine allows */
    if (r == R_TRSM || r == R_TRMM)
        ta = c >> 3 & 1 ? CblasTrans : CblasNoTrans;
    switch (r) {
    case R_DGEMM: cblas_dgemm(lay, ta, tb, m, n, n - 1, 1.0, A, ld, B, ld, beta, C, ld); break;
    case R_SGEMM:
        cblas_sgemm(lay, ta, tb, m, n, n - 1, 1.0f, A, ld, B, ld, (float)beta, C, ld);
        break;
    case R_TRSM: cblas_dtrsm(lay, side, uplo, ta, CblasNonUnit, m, n, 2.0, A, ld, B, ld); break;
    case R_TRMM: cblas_dtrmm(lay, side, uplo, ta, CblasNonUnit, m, n, 1.0, A, ld, B, ld); break;
    case R_SYMM: cblas_dsymm(lay, side, uplo, m, n, 1.0, A, ld, B, ld, beta, C, ld); break;
    default: cblas_dsyrk(lay, uplo, ta, n, n - 2, 1.0, A, ld, beta, C, ld); break;
    }
}

static int ncases(int r) { return r <= R_SGEMM ? 16 : r == R_SYMM ? 8 : 16; }

static void one(int r, int c, int n, int set, const char *panel, int m)
{
    size_t el = (size_t)n * (n + 1), es = r == R_SGEMM ? 4 : 8, bytes = el * es;
    double *a0 = malloc(el * 8), *b0 = malloc(el * 8), *c0 = malloc(el * 8);
    fill(a0, el, 1 + c), fill(b0, el, 2 + c), fill(c0, el, 3 + c);
    if (r == R_TRSM)
        for (int i = 0; i < n; i++)
            a0[(size_t)i * (n + 2)] = 4;
    void *ref[3], *got[3];
    for (int w = 0; w < 2; w++) {
        void **o = w ? got : ref;
        int mm = w ? m : 0;
        for (int k = 0; k < 3; k++) {
            const double *src = k == 0 ? a0 : k == 1 ? b0 : c0;
            o[k] = mem(bytes, mm);
            if (!o[k]) {
                printf("FAIL no memory\n");
                exit(1);
            }
            for (size_t i = 0; i < el; i++)
                if (es == 4)
                    ((float *)o[k])[i] = (float)src[i];
                else
                    ((double *)o[k])[i] = src[i];
        }
        apply(w ? set : -1);
        if (w && *panel)
            setenv("CLMATH_CBLAS_PANEL", panel, 1);
        else
            unsetenv("CLMATH_CBLAS_PANEL");
        if (w && m == 1)
            setenv("CLMATH_CBLAS_STAGE_MIN", "0", 1), setenv("CLMATH_CBLAS_STAGE_CHUNK", "1000", 1);
        call(r, c, n, o[0], o[1], o[2]);
        unsetenv("CLMATH_CBLAS_STAGE_MIN"), unsetenv("CLMATH_CBLAS_STAGE_CHUNK");
    }
    apply(-1);
    unsetenv("CLMATH_CBLAS_PANEL");
    double tol = r == R_TRSM ? 1e-9 : 0, worst = 0;
    for (int k = 1; k < 3; k++)
        for (size_t i = 0; i < el; i++) {
            double x = es == 4 ? ((float *)ref[k])[i] : ((double *)ref[k])[i];
            double y = es == 4 ? ((float *)got[k])[i] : ((double *)got[k])[i];
            double e = fabs(x - y) / (fabs(x) > 1 ? fabs(x) : 1);
            if (e > worst || (isnan(y) && !isnan(x)))
                worst = isnan(y) ? INFINITY : e;
        }
    checks++;
    if (!(worst <= tol)) {
        fails++;
        printf("FAIL %s case %d n %d setting %d panel %s memory %d: rel diff %g\n", RN[r], c, n,
               set, panel, m, worst);
    }
    for (int k = 0; k < 3; k++)
        unmem(ref[k], 0), unmem(got[k], m);
    free(a0), free(b0), free(c0);
}

/* the trace of a DGEMM in 4 x 4 tiles and of a DTRSM in panels: a row per
 * command, the labels expected, plausible times */
static void trace(const char *rout, int staged)
{
    char path[] = "/tmp/test_cblas_trace_XXXXXX";
    int fd = mkstemp(path);
    close(fd);
    int n = 16;
    size_t el = (size_t)(n + 3) * (n + 4); /* the calls' n + 3 */
    double *A = malloc(el * 8), *B = malloc(el * 8), *C = malloc(el * 8);
    fill(A, el, 5), fill(B, el, 6), fill(C, el, 7);
    for (int i = 0; i < n + 3; i++)
        A[(size_t)i * (n + 5)] = 4;
    setenv("CLMATH_CBLAS_PANEL", "4", 1);
    if (staged)
        setenv("CLMATH_CBLAS_STAGE_MIN", "0", 1), setenv("CLMATH_CBLAS_STAGE_CHUNK", "1000", 1);
    setenv("CLMATH_CBLAS_TRACE", path, 1);
    if (!strcmp(rout, "cblas_dgemm"))
        call(R_DGEMM, 8, n + 3, A, B, C); /* 16 x 19 x 18, beta -2: 4 x 5 tiles */
    else
        call(R_TRSM, 0, n + 3, A, B, C);
    unsetenv("CLMATH_CBLAS_TRACE");
    /* a second call, not traced: nothing more in the file */
    call(R_DGEMM, 0, n + 3, A, B, C);
    unsetenv("CLMATH_CBLAS_PANEL"), unsetenv("CLMATH_CBLAS_STAGE_MIN");
    unsetenv("CLMATH_CBLAS_STAGE_CHUNK");
    FILE *f = fopen(path, "r");
    char line[256];
    int rows = 0, bad = 0, kern = 0, ups = 0, downs = 0, maxq = 0, header = 0;
    while (f && fgets(line, sizeof line, f)) {
        if (!header) {
            header = !strcmp(line, "call,label,queue,queued_ns,submit_ns,start_ns,end_ns\n");
            continue;
        }
        char call_[64], label[64];
        int q;
        long long qd, sb, s0, e0;
        /* a command that does work has its times, in order; a barrier or
         * marker may have none (all -1: NVIDIA's OpenCL times them not) */
        int n = sscanf(line, "%63[^,],%63[^,],%d,%lld,%lld,%lld,%lld", call_, label, &q, &qd,
                       &sb, &s0, &e0);
        int untimed = n == 7 && qd == -1 && sb == -1 && s0 == -1 && e0 == -1 &&
                      (!strncmp(label, "wait ", 5) || !strncmp(label, "marker ", 7));
        if (n != 7 || strcmp(call_, rout) || q < 0 ||
            (!untimed && (qd < 0 || s0 < qd || e0 < s0))) {
            if (bad++ < 3)
                printf("  implausible trace row: %s", line);
            continue;
        }
        rows++;
        maxq = q > maxq ? q : maxq;
        kern += !strncmp(label, "gemm ", 5) || !strncmp(label, "trsm ", 5);
        ups += !strncmp(label, "up ", 3);
        downs += !strncmp(label, "down ", 5);
    }
    if (f)
        fclose(f);
    unlink(path);
    int gemm = !strcmp(rout, "cblas_dgemm");
    checks++;
    /* GEMM: 20 tiles (each a kernel and a download, and C's upload: beta
     * != 0); TRSM: 5 panels of 4 columns of B (19 of them) */
    int ok = header && !bad && maxq >= 2 &&
             (gemm ? kern == 20 && downs >= 20 && ups >= 4 + 5 + 20 : kern >= 4 && downs >= 5);
    if (!ok) {
        fails++;
        printf("FAIL trace of %s (staged %d): header %d, %d rows, %d bad, %d kernels, %d uploads, "
               "%d downloads, queues to %d\n",
               rout, staged, header, rows, bad, kern, ups, downs, maxq);
    } else {
        printf("trace of %s (staged %d): %d rows, %d kernels, %d uploads, %d downloads\n", rout,
               staged, rows, kern, ups, downs);
    }
    free(A), free(B), free(C);
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    static const char *ALL[] = {"CLMATH_CBLAS_PANEL", "CLMATH_CBLAS_STAGE_MIN",
                                "CLMATH_CBLAS_STAGE_CHUNK", "CLMATH_CBLAS_TRACE"};
    for (int i = 0; i < 4; i++)
        setenv(ALL[i], "", 1);
    apply(-1);
    trace("cblas_dgemm", 0), trace("cblas_dgemm", 1), trace("cblas_dtrsm", 0);
    static const char *PANELS[] = {"4", "7"};
    for (int set = 0; set < NSET; set++) {
        int before = fails;
        for (int r = 0; r < NR; r++)
            for (int c = 0; c < ncases(r); c++) {
                /* memory and panels cycled over the cases; GEMM and TRSM
                 * every memory */
                int m = (c + set) % 3, n = 13 + (c + r) % 3 * 5;
                one(r, c, n, set, PANELS[(c / 3 + r) % 2], m);
                if (!quick && (r == R_DGEMM || r == R_TRSM))
                    one(r, c, n, set, PANELS[(c / 3 + r + 1) % 2], (m + 1) % 3);
            }
        printf("setting %d:", set);
        for (int i = 0; i < NSW; i++)
            if (*SET[set][i])
                printf(" %s=%s", SW[i] + 13, SET[set][i]);
        printf(" %s\n", fails == before ? "ok" : "FAILED");
    }
    printf("test_cblas_switches: %d checks, %d failures\n", checks, fails);
    return fails != 0;
}
