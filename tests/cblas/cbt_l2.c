/* test_cblas's Level 2: see test_cblas.c. */
#include <stdio.h>
#include <stdlib.h>

#include "cbtest.h"

static const int LAY[2] = {CblasColMajor, CblasRowMajor};
static const int TR[3] = {CblasNoTrans, CblasTrans, CblasConjTrans};
static const int UP[2] = {CblasUpper, CblasLower};
static const int DI[2] = {CblasNonUnit, CblasUnit};
static const int INC[4] = {1, 2, -1, -2};
static const char *PREC = "sdcz";
static unsigned cyc;
static char what[200];
#define WHAT(...) snprintf(what, sizeof what, __VA_ARGS__)

static void scalars(cbt_scal al[3], cbt_scal be[3])
{
    static const double av[3][2] = {{0.7, -0.3}, {1, 0}, {0, 0}};
    static const double bv[3][2] = {{-0.4, 0.6}, {0, 0}, {1, 0}};
    cbt_scal_set(al, av[cyc % 3][0], av[cyc % 3][1]);
    cbt_scal_set(be, bv[cyc / 3 % 3][0], bv[cyc / 3 % 3][1]);
    cbt_stage_mode(cyc);
}

static void all_nan(cbt_arr *a)
{
    for (size_t i = 0; i < a->n; i++)
        cbt_nan(a, i);
}

#define VX(k) cbt_vptr(&x, k)
#define VY(k) cbt_vptr(&y, k)
#define MA(k) cbt_mptr(&A, k)

static const int SH[][2] = {{1, 1}, {7, 5}, {13, 17}, {33, 20}, {0, 3}, {4, 0}, {40, 29}};
#define NSH ((int)(sizeof SH / sizeof SH[0]))

/* the general, triangular and symmetric products and solves */
static void products(int t, int lay)
{
    int row = lay == CblasRowMajor;
    for (int band = 0; band < 2; band++)
        for (int tr = 0; tr < 3; tr++, cyc++) { /* GEMV, GBMV */
            int M = SH[cyc % NSH][0], N = SH[cyc % NSH][1], incx = INC[cyc % 4], incy = INC[(cyc / 4) % 4];
            int kl = band ? (int)(cyc % 3) : 0, ku = band ? (int)(cyc / 2 % 4) : 0, pad = cyc / 7 % 2;
            int lda = band ? kl + ku + 1 + pad : (row ? N : M) + pad;
            lda += !lda;
            cbt_scal al[3], be[3];
            scalars(al, be);
            cbt_arr A = band ? cbt_mat(t, CblasColMajor, kl + ku + 1, row ? M : N, lda, 0, 0, 0, 0)
                             : cbt_mat(t, lay, M, N, lda, 0, 0, 0, 0);
            cbt_arr x = cbt_vec(t, tr ? M : N, incx, 0), y = cbt_vec(t, tr ? N : M, incy, 1);
            if (be[0].re == 0 && be[0].im == 0)
                all_nan(&y);
            if (al[0].re == 0 && al[0].im == 0) /* neither A nor x read */
                all_nan(&A), all_nan(&x);
#define GEMV(SV) lay, TR[tr], M, N, SV(al[k]), MA(k), lda, VX(k), incx, SV(be[k]), VY(k), incy
#define GBMV(SV) lay, TR[tr], M, N, kl, ku, SV(al[k]), MA(k), lda, VX(k), incx, SV(be[k]), VY(k), incy
            if (band)
                RUN_T(t, gbmv, GBMV)
            else
                RUN_T(t, gemv, GEMV)
            WHAT("%cg%cmv lay %d trans %d %dx%d kl %d ku %d inc %d %d", PREC[t], band ? 'b' : 'e', lay,
                 TR[tr], M, N, kl, ku, incx, incy);
            cbt_check(&A, 0, what), cbt_check(&x, 0, what), cbt_check(&y, 0, what);
            cbt_free(&A), cbt_free(&x), cbt_free(&y);
        }
    /* TRMV, TBMV, TPMV, TRSV, TBSV, TPSV: uplo x trans x diag */
    for (int kind = 0; kind < 6; kind++)
        for (int c = 0; c < 12; c++, cyc++) {
            int u = c % 2, tr = c / 2 % 3, d = c / 6, solve = kind >= 3, st = kind % 3;
            int N = SH[cyc % NSH][0], K = st == 1 ? (int)(cyc % 4) : 0, incx = INC[cyc % 4];
            int pad = cyc / 7 % 2, lda = (st == 1 ? K + 1 : N) + pad;
            lda += !lda;
            cbt_arr A = st == 0 ? cbt_mat(t, lay, N, N, lda, 0, u ? 'L' : 'U', d ? 'U' : 0, 1)
                      : st == 1 ? cbt_mat(t, CblasColMajor, K + 1, N, lda, 0, 0, 0, 0)
                                : cbt_new(t, (size_t)N * (N + 1) / 2 + 1, 0);
            if (st == 1 && solve) /* a dominant diagonal in band storage */
                for (int j = 0; j < N; j++)
                    cbt_setv(&A, 2 + (size_t)j * lda + ((u == 0) == (lay == CblasColMajor) ? K : 0),
                             N + 2.0, 0.25);
            if (st == 2 && solve) /* packed: the diagonal's places */
                for (int j = 0; j < N; j++) {
                    int up = (u == 0) == (lay == CblasColMajor); /* column-wise upper storage */
                    size_t at = up ? (size_t)j * (j + 1) / 2 + j : (size_t)j * N - (size_t)j * (j - 1) / 2;
                    cbt_setv(&A, at, N + 2.0, 0.25);
                }
            cbt_arr x = cbt_vec(t, N, incx, 1);
            void *ap[3] = {st == 2 ? A.b[0] : MA(0), st == 2 ? A.b[1] : MA(1), st == 2 ? A.b[2] : MA(2)};
#define TRV(SV) lay, UP[u], TR[tr], DI[d], N, ap[k], lda, VX(k), incx
#define TBV(SV) lay, UP[u], TR[tr], DI[d], N, K, ap[k], lda, VX(k), incx
#define TPV(SV) lay, UP[u], TR[tr], DI[d], N, ap[k], VX(k), incx
            switch (kind) {
            case 0: RUN_T(t, trmv, TRV); break;
            case 1: RUN_T(t, tbmv, TBV); break;
            case 2: RUN_T(t, tpmv, TPV); break;
            case 3: RUN_T(t, trsv, TRV); break;
            case 4: RUN_T(t, tbsv, TBV); break;
            default: RUN_T(t, tpsv, TPV); break;
            }
            WHAT("%c triangular kind %d lay %d uplo %d trans %d diag %d n %d k %d inc %d", PREC[t],
                 kind, lay, UP[u], TR[tr], DI[d], N, K, incx);
            cbt_check(&A, 0, what), cbt_check(&x, solve ? N + 1 : 0, what);
            cbt_free(&A), cbt_free(&x);
        }
    /* SYMV, SBMV, SPMV (HEMV, HBMV, HPMV): uplo */
    for (int st = 0; st < 3; st++)
        for (int u = 0; u < 2; u++, cyc++) {
            int N = SH[cyc % NSH][0], K = st == 1 ? (int)(cyc % 5) : 0, pad = cyc / 7 % 2;
            int incx = INC[cyc % 4], incy = INC[(cyc / 4) % 4], lda = (st == 1 ? K + 1 : N) + pad;
            lda += !lda;
            cbt_scal al[3], be[3];
            scalars(al, be);
            cbt_arr A = st == 0 ? cbt_mat(t, lay, N, N, lda, 0, u ? 'L' : 'U', 0, 0)
                      : st == 1 ? cbt_mat(t, CblasColMajor, K + 1, N, lda, 0, 0, 0, 0)
                                : cbt_new(t, (size_t)N * (N + 1) / 2 + 1, 0);
            cbt_arr x = cbt_vec(t, N, incx, 0), y = cbt_vec(t, N, incy, 1);
            if (be[0].re == 0 && be[0].im == 0)
                all_nan(&y);
            if (al[0].re == 0 && al[0].im == 0) /* neither A nor x read */
                all_nan(&A), all_nan(&x);
            void *ap[3] = {st == 2 ? A.b[0] : MA(0), st == 2 ? A.b[1] : MA(1), st == 2 ? A.b[2] : MA(2)};
#define SYV(SV) lay, UP[u], N, SV(al[k]), ap[k], lda, VX(k), incx, SV(be[k]), VY(k), incy
#define SBV(SV) lay, UP[u], N, K, SV(al[k]), ap[k], lda, VX(k), incx, SV(be[k]), VY(k), incy
#define SPV(SV) lay, UP[u], N, SV(al[k]), ap[k], VX(k), incx, SV(be[k]), VY(k), incy
            if (t < C) {
                if (st == 0) RUN_SD(t, symv, SYV) else if (st == 1) RUN_SD(t, sbmv, SBV) else RUN_SD(t, spmv, SPV)
            } else {
                if (st == 0) RUN_CZ(t, hemv, SYV) else if (st == 1) RUN_CZ(t, hbmv, SBV) else RUN_CZ(t, hpmv, SPV)
            }
            WHAT("%c symmetric kind %d lay %d uplo %d n %d k %d inc %d %d", PREC[t], st, lay, UP[u],
                 N, K, incx, incy);
            cbt_check(&A, 0, what), cbt_check(&x, 0, what), cbt_check(&y, 0, what);
            cbt_free(&A), cbt_free(&x), cbt_free(&y);
        }
}

/* the rank-1 and rank-2 updates */
static void updates(int t, int lay)
{
    int row = lay == CblasRowMajor;
    for (int g = 0; g < (t < C ? 1 : 2); g++, cyc++) { /* GER (GERU, GERC) */
        int M = SH[cyc % NSH][0], N = SH[cyc % NSH][1], incx = INC[cyc % 4], incy = INC[(cyc / 4) % 4];
        int lda = (row ? N : M) + (int)(cyc / 7 % 2);
        lda += !lda;
        cbt_scal al[3], be[3];
        scalars(al, be);
        cbt_arr A = cbt_mat(t, lay, M, N, lda, 1, 0, 0, 0);
        cbt_arr x = cbt_vec(t, M, incx, 0), y = cbt_vec(t, N, incy, 0);
#define GER(SV) lay, M, N, SV(al[k]), VX(k), incx, VY(k), incy, MA(k), lda
        if (t < C)
            RUN_SD(t, ger, GER)
        else if (g == 0)
            RUN_CZ(t, geru, GER)
        else
            RUN_CZ(t, gerc, GER)
        WHAT("%cger%d lay %d %dx%d inc %d %d", PREC[t], g, lay, M, N, incx, incy);
        cbt_check(&A, 0, what), cbt_check(&x, 0, what), cbt_check(&y, 0, what);
        cbt_free(&A), cbt_free(&x), cbt_free(&y);
    }
    /* SYR, SPR, SYR2, SPR2 (HER, HPR, HER2, HPR2): uplo */
    for (int kind = 0; kind < 4; kind++)
        for (int u = 0; u < 2; u++, cyc++) {
            int two = kind >= 2, packed = kind & 1, N = SH[cyc % NSH][0];
            int incx = INC[cyc % 4], incy = INC[(cyc / 4) % 4], lda = N + (int)(cyc / 7 % 2);
            lda += !lda;
            cbt_scal al[3], be[3];
            scalars(al, be);
            if (t >= C && !two)
                cbt_scal_set(al, al[0].re, 0);
            cbt_arr A = packed ? cbt_new(t, (size_t)N * (N + 1) / 2 + 1, 1)
                               : cbt_mat(t, lay, N, N, lda, 1, u ? 'L' : 'U', 0, 0);
            cbt_arr x = cbt_vec(t, N, incx, 0), y = cbt_vec(t, N, incy, 0);
            void *ap[3] = {packed ? A.b[0] : MA(0), packed ? A.b[1] : MA(1), packed ? A.b[2] : MA(2)};
#define SYR(SV, SR) lay, UP[u], N, SR(al[k]), VX(k), incx, ap[k], lda
#define SPR(SV, SR) lay, UP[u], N, SR(al[k]), VX(k), incx, ap[k]
#define SYR2(SV) lay, UP[u], N, SV(al[k]), VX(k), incx, VY(k), incy, ap[k], lda
#define SPR2(SV) lay, UP[u], N, SV(al[k]), VX(k), incx, VY(k), incy, ap[k]
#define SYR_R(SV) SYR(SV, SV)
#define SPR_R(SV) SPR(SV, SV)
            if (t < C) {
                switch (kind) {
                case 0: RUN_SD(t, syr, SYR_R); break;
                case 1: RUN_SD(t, spr, SPR_R); break;
                case 2: RUN_SD(t, syr2, SYR2); break;
                default: RUN_SD(t, spr2, SPR2); break;
                }
            } else {
                switch (kind) {
                case 0: RUN_CZ2(t, her, SYR); break;
                case 1: RUN_CZ2(t, hpr, SPR); break;
                case 2: RUN_CZ(t, her2, SYR2); break;
                default: RUN_CZ(t, hpr2, SPR2); break;
                }
            }
            WHAT("%c rank update kind %d lay %d uplo %d n %d inc %d %d", PREC[t], kind, lay, UP[u], N,
                 incx, incy);
            cbt_check(&A, 0, what), cbt_check(&x, 0, what), cbt_check(&y, 0, what);
            cbt_free(&A), cbt_free(&x), cbt_free(&y);
        }
}

void level2(void)
{
    for (int t = 0; t < 4; t++)
        for (int l = 0; l < 2; l++) {
            products(t, LAY[l]);
            updates(t, LAY[l]);
        }
}
