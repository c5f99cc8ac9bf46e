/*
 * test_cblas: libclmath_cblas against OpenBLAS's CBLAS (tests/cblas/cbtest.h
 * says how), every routine in every precision, both layouts and every
 * combination of its enums, with sizes, leading dimensions (tight and
 * padded), increments (1, 2, -1, -2) and alpha and beta (0, 1, general)
 * cycled over the combinations; NaN canaries wherever a routine must not
 * read or write. Level 3 also runs cut into panels of 4 or 7 columns
 * (CLMATH_CBLAS_PANEL), the pipelined path that large calls take, and a
 * third of all calls stage their transfers through the library's pinned
 * buffers in chunks of 64 or 1000 bytes (cbt_stage_mode), the path of
 * large calls on ordinary memory.
 * Part misc: 8 threads at once, each with its own DGEMM and ZGEMV on small
 * integers (exact results), unstaged and staged, and the library's own cblas_xerbla (this
 * program defines none): it prints the reference's message with the
 * renumbered parameter of a row-major call, and returns.
 * Parts: --part l1, l2, l3, misc (default: all).
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cbtest.h"

static const int LAY[2] = {CblasColMajor, CblasRowMajor};
static const int TR[3] = {CblasNoTrans, CblasTrans, CblasConjTrans};
static const int UP[2] = {CblasUpper, CblasLower};
static const int DI[2] = {CblasNonUnit, CblasUnit};
static const int SI[2] = {CblasLeft, CblasRight};
static const char *PREC = "sdcz";
static unsigned cyc; /* the counter the cycled values follow */

/* alpha and beta: 0, 1 or general, by the counter */
static void scalars(cbt_scal al[3], cbt_scal be[3])
{
    static const double av[3][2] = {{0.7, -0.3}, {1, 0}, {0, 0}};
    static const double bv[3][2] = {{-0.4, 0.6}, {0, 0}, {1, 0}};
    int i = cyc % 3, j = (cyc / 3) % 3;
    cbt_scal_set(al, av[i][0], av[i][1]);
    cbt_scal_set(be, bv[j][0], bv[j][1]);
}

static int is0(cbt_scal *s) { return s->re == 0 && s->im == 0; }

static void all_nan(cbt_arr *a)
{
    for (size_t i = 0; i < a->n; i++)
        cbt_nan(a, i);
}

static char what[200];
#define WHAT(...) snprintf(what, sizeof what, __VA_ARGS__)

/* ---- Level 3 ---- */

static void panel_mode(void)
{
    /* half the calls through the pipeline, in tiles or panels of 4 or 7
     * (a period of 4: every alpha and beta, which cycle by 3, meets it),
     * a third staged (a period of 6: with the panels, 12) */
    if (cyc % 4 == 1 || cyc % 4 == 2)
        setenv("CLMATH_CBLAS_PANEL", cyc % 4 == 1 ? "4" : "7", 1);
    else
        unsetenv("CLMATH_CBLAS_PANEL");
    cbt_stage_mode(cyc);
}

static void level3(void)
{
    static const int SH[][3] = {{1, 1, 1}, {7, 5, 3}, {13, 17, 9}, {33, 20, 31},
                                {0, 3, 2}, {4, 0, 2}, {5, 6, 0}, {40, 29, 17}};
    int nsh = sizeof SH / sizeof SH[0];
    for (int t = 0; t < 4; t++)
        for (int l = 0; l < 2; l++) {
            int lay = LAY[l], row = lay == CblasRowMajor;
            /* GEMM: every pair of transposes */
            for (int a = 0; a < 3; a++)
                for (int b = 0; b < 3; b++, cyc++) {
                    const int *sh = SH[cyc % nsh];
                    int M = sh[0], N = sh[1], K = sh[2], pad = cyc / 8 % 2 * 3; /* not in step with the shapes */
                    int ar = a ? K : M, ac = a ? M : K, br = b ? N : K, bc = b ? K : N;
                    int lda = (row ? ac : ar) + pad, ldb = (row ? bc : br) + pad, ldc = (row ? N : M) + pad;
                    lda += !lda, ldb += !ldb, ldc += !ldc;
                    cbt_scal al[3], be[3];
                    scalars(al, be);
                    panel_mode();
                    cbt_arr A = cbt_mat(t, lay, ar, ac, lda, 0, 0, 0, 0);
                    cbt_arr B = cbt_mat(t, lay, br, bc, ldb, 0, 0, 0, 0);
                    cbt_arr Cm = cbt_mat(t, lay, M, N, ldc, 1, 0, 0, 0);
                    if (is0(&be[0]))
                        all_nan(&Cm);
                    if (is0(&al[0])) /* alpha = 0: A and B must not be read */
                        all_nan(&A), all_nan(&B);
#define GEMM(SV) lay, TR[a], TR[b], M, N, K, SV(al[k]), cbt_mptr(&A, k), lda, cbt_mptr(&B, k), \
                 ldb, SV(be[k]), cbt_mptr(&Cm, k), ldc
                    RUN_T(t, gemm, GEMM);
                    WHAT("%cgemm lay %d %d %d %dx%dx%d", PREC[t], lay, TR[a], TR[b], M, N, K);
                    cbt_check(&A, 0, what), cbt_check(&B, 0, what), cbt_check(&Cm, 0, what);
                    cbt_free(&A), cbt_free(&B), cbt_free(&Cm);
                }
            /* SYMM (and HEMM): side x uplo */
            for (int herm = 0; herm < 1 + (t >= C); herm++)
                for (int s = 0; s < 2; s++)
                    for (int u = 0; u < 2; u++, cyc++) {
                        const int *sh = SH[cyc % nsh];
                        int M = sh[0], N = sh[1], ka = s ? N : M, pad = cyc / 8 % 2;
                        int lda = ka + pad + !ka, ldb = (row ? N : M) + pad, ldc = ldb;
                        ldb += !ldb, ldc += !ldc;
                        cbt_scal al[3], be[3];
                        scalars(al, be);
                        panel_mode();
                        cbt_arr A = cbt_mat(t, lay, ka, ka, lda, 0, u ? 'L' : 'U', 0, 0);
                        cbt_arr B = cbt_mat(t, lay, M, N, ldb, 0, 0, 0, 0);
                        cbt_arr Cm = cbt_mat(t, lay, M, N, ldc, 1, 0, 0, 0);
                        if (is0(&be[0]))
                            all_nan(&Cm);
                        if (is0(&al[0]))
                            all_nan(&A), all_nan(&B);
#define SYMM(SV) lay, SI[s], UP[u], M, N, SV(al[k]), cbt_mptr(&A, k), lda, cbt_mptr(&B, k), ldb, \
                 SV(be[k]), cbt_mptr(&Cm, k), ldc
                        if (herm)
                            RUN_CZ(t, hemm, SYMM)
                        else
                            RUN_T(t, symm, SYMM)
                        WHAT("%c%s lay %d side %d uplo %d %dx%d", PREC[t], herm ? "hemm" : "symm",
                             lay, SI[s], UP[u], M, N);
                        cbt_check(&A, 0, what), cbt_check(&B, 0, what), cbt_check(&Cm, 0, what);
                        cbt_free(&A), cbt_free(&B), cbt_free(&Cm);
                    }
            /* SYRK, SYR2K (and HERK, HER2K): uplo x the transposes each takes */
            for (int kind = 0; kind < (t >= C ? 4 : 2); kind++)
                for (int u = 0; u < 2; u++)
                    for (int tr = 0; tr < 3; tr++, cyc++) {
                        int herm = kind >= 2;
                        if ((t >= C && !herm && tr == 2) || (herm && tr == 1))
                            continue;
                        const int *sh = SH[cyc % nsh];
                        int N = sh[0], K = sh[2], pad = cyc / 8 % 2;
                        int ar = tr ? K : N, ac = tr ? N : K;
                        int lda = (row ? ac : ar) + pad, ldc = N + pad;
                        lda += !lda, ldc += !ldc;
                        cbt_scal al[3], be[3];
                        scalars(al, be);
                        panel_mode();
                        cbt_arr A = cbt_mat(t, lay, ar, ac, lda, 0, 0, 0, 0);
                        cbt_arr B = cbt_mat(t, lay, ar, ac, lda, 0, 0, 0, 0);
                        cbt_arr Cm = cbt_mat(t, lay, N, N, ldc, 1, u ? 'L' : 'U', 0, 0);
                        if (is0(&be[0]))
                            all_nan(&Cm);
#define SYRK(SV) lay, UP[u], TR[tr], N, K, SV(al[k]), cbt_mptr(&A, k), lda, SV(be[k]), \
                 cbt_mptr(&Cm, k), ldc
#define SYR2K(SV) lay, UP[u], TR[tr], N, K, SV(al[k]), cbt_mptr(&A, k), lda, cbt_mptr(&B, k), \
                  lda, SV(be[k]), cbt_mptr(&Cm, k), ldc
#define HERK(SV, SR) lay, UP[u], TR[tr], N, K, SR(al[k]), cbt_mptr(&A, k), lda, SR(be[k]), \
                     cbt_mptr(&Cm, k), ldc
#define HER2K(SV, SR) lay, UP[u], TR[tr], N, K, SV(al[k]), cbt_mptr(&A, k), lda, \
                      cbt_mptr(&B, k), lda, SR(be[k]), cbt_mptr(&Cm, k), ldc
                        if (herm) { /* real scalars: the general ones' real parts */
                            cbt_scal_set(al, al[0].re, 0);
                            cbt_scal_set(be, be[0].re, 0);
                        }
                        if (is0(&al[0]))
                            all_nan(&A), all_nan(&B);
                        switch (kind) {
                        case 0: RUN_T(t, syrk, SYRK); break;
                        case 1: RUN_T(t, syr2k, SYR2K); break;
                        case 2: RUN_CZ2(t, herk, HERK); break;
                        default: RUN_CZ2(t, her2k, HER2K); break;
                        }
                        WHAT("%c rank-k kind %d lay %d uplo %d trans %d n %d k %d", PREC[t], kind,
                             lay, UP[u], TR[tr], N, K);
                        cbt_check(&A, 0, what), cbt_check(&B, 0, what), cbt_check(&Cm, 0, what);
                        cbt_free(&A), cbt_free(&B), cbt_free(&Cm);
                    }
            /* TRMM, TRSM: side x uplo x trans x diag */
            for (int solve = 0; solve < 2; solve++)
                for (int c = 0; c < 24; c++, cyc++) {
                    int s = c % 2, u = c / 2 % 2, tr = c / 4 % 3, d = c / 12;
                    const int *sh = SH[cyc % nsh];
                    int M = sh[0], N = sh[1], ka = s ? N : M, pad = cyc / 8 % 2;
                    int lda = ka + pad + !ka, ldb = (row ? N : M) + pad;
                    ldb += !ldb;
                    cbt_scal al[3], be[3];
                    scalars(al, be);
                    panel_mode();
                    cbt_arr A = cbt_mat(t, lay, ka, ka, lda, 0, u ? 'L' : 'U', d ? 'U' : 0, 1);
                    cbt_arr B = cbt_mat(t, lay, M, N, ldb, 1, 0, 0, 0);
                    if (is0(&al[0])) /* B := 0, reading neither A nor B */
                        all_nan(&A), all_nan(&B);
#define TRXM(SV) lay, SI[s], UP[u], TR[tr], DI[d], M, N, SV(al[k]), cbt_mptr(&A, k), lda, \
                 cbt_mptr(&B, k), ldb
                    if (solve)
                        RUN_T(t, trsm, TRXM)
                    else
                        RUN_T(t, trmm, TRXM)
                    WHAT("%ctr%cm lay %d side %d uplo %d trans %d diag %d %dx%d", PREC[t],
                         solve ? 's' : 'm', lay, SI[s], UP[u], TR[tr], DI[d], M, N);
                    cbt_check(&A, 0, what), cbt_check(&B, solve ? ka + 1 : 0, what);
                    cbt_free(&A), cbt_free(&B);
                }
        }
    unsetenv("CLMATH_CBLAS_PANEL");
    cbt_stage_mode(0);
}

void level2(void);
void level1(void);

/* ---- many threads at once: each its own DGEMM and ZGEMV, checked ---- */

#define NTHREADS 8
static void *thread_main(void *arg)
{
    int id = (int)(size_t)arg, n = 24 + id, fails = 0;
    double *A = malloc(sizeof(double) * n * n * 4), *B = A + n * n, *C0 = B + n * n, *C1 = C0 + n * n;
    for (int round = 0; round < 4; round++) {
        for (int i = 0; i < n * n; i++) {
            A[i] = ((i * 7 + id + round) % 13) - 6;
            B[i] = ((i * 5 + id) % 11) - 5;
            C0[i] = C1[i] = (i % 3) - 1;
        }
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, n, n, n, 1.0, A, n, B, n, 2.0, C0, n);
        /* the reference by hand: small integers, so every sum is exact */
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) {
                double s = 2.0 * C1[i + j * n];
                for (int l = 0; l < n; l++)
                    s += A[i + l * n] * B[j + l * n];
                fails += s != C0[i + j * n];
            }
        /* a complex n x n A in row-major: the doubles of A and B, paired */
        double x[2 * 40], y[2 * 40], al[2] = {1, 0}, be[2] = {0, 0};
        for (int i = 0; i < 2 * n; i++)
            x[i] = (i % 5) - 2, y[i] = NAN; /* beta = 0: y is not read */
        cblas_zgemv(CblasRowMajor, CblasNoTrans, n, n, al, A, n, x, 1, be, y, 1);
        for (int i = 0; i < n; i++) {
            double re = 0, im = 0;
            for (int j = 0; j < n; j++) {
                const double *a = A + 2 * ((size_t)i * n + j);
                re += a[0] * x[2 * j] - a[1] * x[2 * j + 1];
                im += a[0] * x[2 * j + 1] + a[1] * x[2 * j];
            }
            fails += re != y[2 * i] || im != y[2 * i + 1];
        }
    }
    free(A);
    return (void *)(size_t)fails;
}

static void threads(int staged)
{
    if (staged) /* every call staged: the threads' stagers at once */
        setenv("CLMATH_CBLAS_STAGE_MIN", "0", 1), setenv("CLMATH_CBLAS_STAGE_CHUNK", "1000", 1);
    pthread_t th[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, thread_main, (void *)(size_t)i);
    for (int i = 0; i < NTHREADS; i++) {
        void *r;
        pthread_join(th[i], &r);
        cbt_checks++;
        if (r) {
            cbt_fails++;
            printf("FAIL thread %d%s: %zu wrong elements\n", i, staged ? " (staged)" : "",
                   (size_t)r);
        }
    }
    cbt_stage_mode(0);
}

/* ---- the library's cblas_xerbla: its message on stderr ---- */

static void default_xerbla(void)
{
    static const struct {
        int row;
        const char *text;
    } want[] = {{1, "Parameter 4 to routine cblas_dgemm was incorrect\n"},
                {1, "Parameter 8 to routine cblas_sger was incorrect\n"},
                {0, "Parameter 6 to routine cblas_sger was incorrect\n"},
                {1, "Parameter 7 to routine cblas_ztrsm was incorrect\n"}};
    double a[16] = {0}, z[2] = {1, 0};
    float f[16] = {0};
    for (int i = 0; i < 4; i++) {
        char path[] = "/tmp/test_cblas_XXXXXX", got[256] = "";
        int fd = mkstemp(path), saved = dup(2);
        fflush(stderr);
        dup2(fd, 2);
        if (i == 0)
            cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, -1, 3, 2, 1.0, a, 2, a, 3, 0.0, a, 3);
        else if (i < 3)
            cblas_sger(i == 1 ? CblasRowMajor : CblasColMajor, 2, 2, 1.0f, f, 0, f, 0, f, 2);
        else
            cblas_ztrsm(CblasRowMajor, CblasLeft, CblasUpper, CblasNoTrans, CblasUnit, -1, -1, z, a,
                        1, a, 1);
        fflush(stderr);
        dup2(saved, 2);
        close(saved);
        ssize_t n = pread(fd, got, sizeof got - 1, 0);
        got[n > 0 ? n : 0] = 0;
        close(fd);
        unlink(path);
        cbt_checks++;
        if (strcmp(got, want[i].text)) {
            cbt_fails++;
            printf("FAIL the library's cblas_xerbla printed \"%s\", not \"%s\"\n", got, want[i].text);
        }
    }
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    const char *part = argc > 2 && !strcmp(argv[1], "--part") ? argv[2] : "all";
    int all = !strcmp(part, "all");
    if (all || !strcmp(part, "l1"))
        level1(), cbt_stage_mode(0), printf("level 1 done (%d checks)\n", cbt_checks);
    if (all || !strcmp(part, "l2"))
        level2(), cbt_stage_mode(0), printf("level 2 done (%d checks)\n", cbt_checks);
    if (all || !strcmp(part, "l3"))
        level3(), printf("level 3 done (%d checks)\n", cbt_checks);
    if (all || !strcmp(part, "misc")) {
        threads(0), threads(1), printf("threads done (%d checks)\n", cbt_checks);
        default_xerbla(), printf("cblas_xerbla done (%d checks)\n", cbt_checks);
    }
    return cbt_done("test_cblas");
}
