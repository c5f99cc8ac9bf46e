/*
 * test_cblas_errors: every error exit of libclmath_cblas, in every
 * precision and both layouts. The test defines its own cblas_xerbla (which
 * replaces the library's, as a CBLAS program may) and records what it is
 * called with: each invalid call must report the reference's parameter
 * number (the layout is 1; a row-major call numbered as Reference-LAPACK's
 * CBLAS numbers it: its Fortran routine receives the operands swapped, so
 * that of two invalid arguments the one it checks first is reported, and
 * cblas_xerbla renumbers the swapped ones back) and the routine's name,
 * once, and change no array. Valid calls report nothing.
 *
 * As in the reference, a row-major call reports the number of the Fortran
 * routine's argument with the global RowMajorStrg set, and the handler
 * renumbers it: this one does so as the reference's test programs' handler
 * does (CBLAS/testing/c_xerbla.c's table, restated here), and the
 * library's own handler is checked to print the same number.
 */
#include <stdio.h>
#include <string.h>

#include "cblas.h"

static int got_p, got_calls, got_row;
static char got_rout[64];
extern int RowMajorStrg; /* reference CBLAS's global, exported by the library */

void cblas_xerbla(int p, const char *rout, const char *form, ...)
{
    (void)form;
    got_row = RowMajorStrg;
    if (RowMajorStrg) {
        /* the operands the Fortran routine received swapped, by family */
        static const char *fam[] = {"gemm", "symm", "hemm", "trmm", "trsm", "gemv", "gbmv",
                                    "ger", "her2", "hpr2"};
        static const int sw[][4] = {{4, 5, 9, 11}, {4, 5, 0, 0}, {4, 5, 0, 0}, {6, 7, 0, 0},
                                    {6, 7, 0, 0},  {3, 4, 0, 0}, {3, 4, 5, 6}, {2, 3, 6, 8},
                                    {6, 8, 0, 0},  {6, 8, 0, 0}};
        for (int f = 0; f < 10; f++)
            if (strstr(rout, fam[f]) && !strstr(rout, "her2k")) {
                for (int k = 0; k < 4; k += 2)
                    p = p == sw[f][k] ? sw[f][k + 1] : p == sw[f][k + 1] ? sw[f][k] : p;
                break;
            }
    }
    got_p = p;
    got_calls++;
    snprintf(got_rout, sizeof got_rout, "%s", rout);
}

static double Ab[512], Bb[512], Cb[512], Xb[512], Yb[512];
/* void pointers: the same arrays serve every precision */
#define A ((void *)Ab)
#define B ((void *)Bb)
#define Cm ((void *)Cb)
#define X ((void *)Xb)
#define Y ((void *)Yb)
static double A0[512], B0[512], C0[512], X0[512], Y0[512];
static int checks, fails;

static void reset(void)
{
    for (int i = 0; i < 512; i++)
        Ab[i] = A0[i] = i * 0.5 - 7, Bb[i] = B0[i] = 3 - i * 0.25, Cb[i] = C0[i] = i % 7,
        Xb[i] = X0[i] = i % 5 - 2, Yb[i] = Y0[i] = i % 3;
    got_p = 0, got_calls = 0, got_row = -1, got_rout[0] = 0;
}

static void expect(int p, const char *rout, const char *call, int line)
{
    checks++;
    int same = !memcmp(Ab, A0, sizeof Ab) && !memcmp(Bb, B0, sizeof Bb) &&
               !memcmp(Cb, C0, sizeof Cb) && !memcmp(Xb, X0, sizeof Xb) && !memcmp(Yb, Y0, sizeof Yb);
    /* RowMajorStrg: set for a row-major call (not for a bad layout), clear after */
    int row = strstr(call, "(ROW") != NULL;
    int ok = same && RowMajorStrg == 0 &&
             (p ? got_calls == 1 && got_p == p && !strcmp(got_rout, rout) && got_row == (row && p > 1)
                : got_calls == 0);
    if (!ok) {
        fails++;
        printf("FAIL line %d: %s: expected %d from %s, got %d from %s (%d calls)%s\n", line, call, p,
               rout, got_p, got_rout, got_calls, same ? "" : ", an array changed");
    }
}

/* E(p, routine, call): the call reports p from cblas_<routine> */
#define E(p, name, call) (reset(), call, expect(p, p ? "cblas_" name : "", #call, __LINE__))

static const float onef[2] = {1, 0};
static const double oned[2] = {1, 0};
#define COL CblasColMajor
#define ROW CblasRowMajor
#define NT CblasNoTrans
#define TT CblasTrans
#define CT CblasConjTrans
#define UPP CblasUpper
#define LOW CblasLower
#define NU CblasNonUnit
#define LE CblasLeft
#define RI CblasRight

/* the same numbers in every precision: x the letter, T its scalar type,
 * AL a scalar of it */
#define COMMON(x, AL)                                                                        \
    /* GEMM: M = 4, N = 3, K = 2 */                                                          \
    E(1, #x "gemm", cblas_##x##gemm(0, NT, NT, 4, 3, 2, AL, A, 4, B, 2, AL, Cm, 4));           \
    E(2, #x "gemm", cblas_##x##gemm(COL, 0, NT, 4, 3, 2, AL, A, 4, B, 2, AL, Cm, 4));          \
    E(3, #x "gemm", cblas_##x##gemm(ROW, NT, 7, 4, 3, 2, AL, A, 4, B, 2, AL, Cm, 4));          \
    E(4, #x "gemm", cblas_##x##gemm(COL, NT, NT, -1, 3, 2, AL, A, 4, B, 2, AL, Cm, 4));        \
    E(4, #x "gemm", cblas_##x##gemm(ROW, NT, NT, -1, 3, 2, AL, A, 4, B, 3, AL, Cm, 4));        \
    E(5, #x "gemm", cblas_##x##gemm(COL, NT, NT, 4, -1, 2, AL, A, 4, B, 2, AL, Cm, 4));        \
    E(5, #x "gemm", cblas_##x##gemm(ROW, NT, NT, 4, -1, 2, AL, A, 2, B, 3, AL, Cm, 3));        \
    E(4, #x "gemm", cblas_##x##gemm(COL, NT, NT, -1, -1, 2, AL, A, 4, B, 2, AL, Cm, 4));       \
    E(5, #x "gemm", cblas_##x##gemm(ROW, NT, NT, -1, -1, 2, AL, A, 4, B, 2, AL, Cm, 4));       \
    E(6, #x "gemm", cblas_##x##gemm(COL, NT, NT, 4, 3, -1, AL, A, 4, B, 2, AL, Cm, 4));        \
    E(9, #x "gemm", cblas_##x##gemm(COL, NT, NT, 4, 3, 2, AL, A, 3, B, 2, AL, Cm, 4));         \
    E(9, #x "gemm", cblas_##x##gemm(COL, TT, NT, 4, 3, 2, AL, A, 1, B, 2, AL, Cm, 4));         \
    E(9, #x "gemm", cblas_##x##gemm(ROW, NT, NT, 4, 3, 2, AL, A, 1, B, 3, AL, Cm, 3));         \
    E(9, #x "gemm", cblas_##x##gemm(ROW, TT, NT, 4, 3, 2, AL, A, 3, B, 3, AL, Cm, 3));         \
    E(11, #x "gemm", cblas_##x##gemm(COL, NT, NT, 4, 3, 2, AL, A, 4, B, 1, AL, Cm, 4));        \
    E(11, #x "gemm", cblas_##x##gemm(COL, NT, CT, 4, 3, 2, AL, A, 4, B, 2, AL, Cm, 4));        \
    E(11, #x "gemm", cblas_##x##gemm(ROW, NT, NT, 4, 3, 2, AL, A, 2, B, 2, AL, Cm, 3));        \
    E(9, #x "gemm", cblas_##x##gemm(COL, NT, NT, 4, 3, 2, AL, A, 3, B, 1, AL, Cm, 4));         \
    E(11, #x "gemm", cblas_##x##gemm(ROW, NT, NT, 4, 3, 2, AL, A, 1, B, 2, AL, Cm, 3));        \
    E(14, #x "gemm", cblas_##x##gemm(COL, NT, NT, 4, 3, 2, AL, A, 4, B, 2, AL, Cm, 3));        \
    E(14, #x "gemm", cblas_##x##gemm(ROW, NT, NT, 4, 3, 2, AL, A, 2, B, 3, AL, Cm, 2));        \
    E(0, "", cblas_##x##gemm(COL, NT, NT, 0, 0, 0, AL, A, 1, B, 1, AL, Cm, 1));                \
    /* SYMM: M = 4, N = 3 */                                                                 \
    E(1, #x "symm", cblas_##x##symm(5, LE, UPP, 4, 3, AL, A, 4, B, 4, AL, Cm, 4));             \
    E(2, #x "symm", cblas_##x##symm(ROW, 0, UPP, 4, 3, AL, A, 4, B, 4, AL, Cm, 4));            \
    E(3, #x "symm", cblas_##x##symm(COL, LE, 0, 4, 3, AL, A, 4, B, 4, AL, Cm, 4));             \
    E(4, #x "symm", cblas_##x##symm(COL, LE, UPP, -1, 3, AL, A, 4, B, 4, AL, Cm, 4));          \
    E(5, #x "symm", cblas_##x##symm(ROW, LE, UPP, -1, -1, AL, A, 4, B, 4, AL, Cm, 4));         \
    E(4, #x "symm", cblas_##x##symm(COL, LE, UPP, -1, -1, AL, A, 4, B, 4, AL, Cm, 4));         \
    E(8, #x "symm", cblas_##x##symm(COL, LE, UPP, 4, 3, AL, A, 3, B, 4, AL, Cm, 4));           \
    E(8, #x "symm", cblas_##x##symm(ROW, RI, LOW, 4, 3, AL, A, 2, B, 3, AL, Cm, 3));           \
    E(10, #x "symm", cblas_##x##symm(COL, RI, UPP, 4, 3, AL, A, 3, B, 3, AL, Cm, 4));          \
    E(10, #x "symm", cblas_##x##symm(ROW, LE, UPP, 4, 3, AL, A, 4, B, 2, AL, Cm, 3));          \
    E(13, #x "symm", cblas_##x##symm(COL, LE, UPP, 4, 3, AL, A, 4, B, 4, AL, Cm, 3));          \
    E(13, #x "symm", cblas_##x##symm(ROW, LE, UPP, 4, 3, AL, A, 4, B, 3, AL, Cm, 2));          \
    /* SYRK, SYR2K: N = 3, K = 2 */                                                          \
    E(1, #x "syrk", cblas_##x##syrk(0, UPP, NT, 3, 2, AL, A, 3, AL, Cm, 3));                   \
    E(2, #x "syrk", cblas_##x##syrk(ROW, 0, NT, 3, 2, AL, A, 3, AL, Cm, 3));                   \
    E(3, #x "syrk", cblas_##x##syrk(COL, UPP, 0, 3, 2, AL, A, 3, AL, Cm, 3));                  \
    E(4, #x "syrk", cblas_##x##syrk(ROW, UPP, NT, -1, -1, AL, A, 3, AL, Cm, 3));               \
    E(5, #x "syrk", cblas_##x##syrk(COL, UPP, NT, 3, -1, AL, A, 3, AL, Cm, 3));                \
    E(8, #x "syrk", cblas_##x##syrk(COL, UPP, NT, 3, 2, AL, A, 2, AL, Cm, 3));                 \
    E(8, #x "syrk", cblas_##x##syrk(ROW, LOW, NT, 3, 2, AL, A, 1, AL, Cm, 3));                 \
    E(8, #x "syrk", cblas_##x##syrk(ROW, LOW, TT, 3, 2, AL, A, 2, AL, Cm, 3));                 \
    E(11, #x "syrk", cblas_##x##syrk(COL, UPP, TT, 3, 2, AL, A, 2, AL, Cm, 2));                \
    E(10, #x "syr2k", cblas_##x##syr2k(COL, UPP, NT, 3, 2, AL, A, 3, B, 2, AL, Cm, 3));        \
    E(13, #x "syr2k", cblas_##x##syr2k(ROW, UPP, TT, 3, 2, AL, A, 3, B, 3, AL, Cm, 2));        \
    E(8, #x "syr2k", cblas_##x##syr2k(ROW, UPP, NT, 3, 2, AL, A, 1, B, 1, AL, Cm, 3));         \
    /* TRMM, TRSM: M = 4, N = 3 */                                                           \
    E(1, #x "trsm", cblas_##x##trsm(0, LE, UPP, NT, NU, 4, 3, AL, A, 4, B, 4));                \
    E(2, #x "trsm", cblas_##x##trsm(ROW, 3, UPP, NT, NU, 4, 3, AL, A, 4, B, 4));               \
    E(3, #x "trmm", cblas_##x##trmm(COL, LE, 3, NT, NU, 4, 3, AL, A, 4, B, 4));                \
    E(4, #x "trmm", cblas_##x##trmm(COL, LE, UPP, 3, NU, 4, 3, AL, A, 4, B, 4));               \
    E(5, #x "trsm", cblas_##x##trsm(ROW, LE, UPP, NT, 3, 4, 3, AL, A, 4, B, 4));               \
    E(6, #x "trsm", cblas_##x##trsm(COL, LE, UPP, NT, NU, -1, -1, AL, A, 4, B, 4));            \
    E(7, #x "trsm", cblas_##x##trsm(ROW, LE, UPP, NT, NU, -1, -1, AL, A, 4, B, 4));            \
    E(7, #x "trmm", cblas_##x##trmm(COL, LE, UPP, NT, NU, 4, -1, AL, A, 4, B, 4));             \
    E(10, #x "trsm", cblas_##x##trsm(COL, LE, UPP, NT, NU, 4, 3, AL, A, 3, B, 4));             \
    E(10, #x "trsm", cblas_##x##trsm(ROW, RI, LOW, CT, NU, 4, 3, AL, A, 2, B, 3));             \
    E(12, #x "trmm", cblas_##x##trmm(COL, RI, UPP, NT, NU, 4, 3, AL, A, 3, B, 3));             \
    E(12, #x "trmm", cblas_##x##trmm(ROW, LE, UPP, NT, NU, 4, 3, AL, A, 4, B, 2));             \
    /* GEMV: M = 4, N = 3; GBMV: KL = 1, KU = 2 */                                           \
    E(1, #x "gemv", cblas_##x##gemv(0, NT, 4, 3, AL, A, 4, X, 1, AL, Y, 1));                   \
    E(2, #x "gemv", cblas_##x##gemv(COL, 0, 4, 3, AL, A, 4, X, 1, AL, Y, 1));                  \
    E(3, #x "gemv", cblas_##x##gemv(COL, NT, -1, -1, AL, A, 4, X, 1, AL, Y, 1));               \
    E(4, #x "gemv", cblas_##x##gemv(ROW, NT, -1, -1, AL, A, 4, X, 1, AL, Y, 1));               \
    E(7, #x "gemv", cblas_##x##gemv(COL, NT, 4, 3, AL, A, 3, X, 1, AL, Y, 1));                 \
    E(7, #x "gemv", cblas_##x##gemv(ROW, TT, 4, 3, AL, A, 2, X, 1, AL, Y, 1));                 \
    E(9, #x "gemv", cblas_##x##gemv(ROW, NT, 4, 3, AL, A, 3, X, 0, AL, Y, 0));                 \
    E(12, #x "gemv", cblas_##x##gemv(COL, CT, 4, 3, AL, A, 4, X, -1, AL, Y, 0));               \
    E(5, #x "gbmv", cblas_##x##gbmv(COL, NT, 4, 3, -1, -1, AL, A, 4, X, 1, AL, Y, 1));         \
    E(6, #x "gbmv", cblas_##x##gbmv(ROW, NT, 4, 3, -1, -1, AL, A, 4, X, 1, AL, Y, 1));         \
    E(4, #x "gbmv", cblas_##x##gbmv(ROW, NT, -1, -1, 1, 2, AL, A, 4, X, 1, AL, Y, 1));         \
    E(9, #x "gbmv", cblas_##x##gbmv(COL, NT, 4, 3, 1, 2, AL, A, 3, X, 1, AL, Y, 1));           \
    E(11, #x "gbmv", cblas_##x##gbmv(ROW, NT, 4, 3, 1, 2, AL, A, 4, X, 0, AL, Y, 1));          \
    E(14, #x "gbmv", cblas_##x##gbmv(COL, NT, 4, 3, 1, 2, AL, A, 4, X, 1, AL, Y, 0));          \
    /* the triangular Level 2: N = 4, K = 1 */                                               \
    E(1, #x "trmv", cblas_##x##trmv(0, UPP, NT, NU, 4, A, 4, X, 1));                           \
    E(2, #x "trsv", cblas_##x##trsv(COL, 0, NT, NU, 4, A, 4, X, 1));                           \
    E(3, #x "tbmv", cblas_##x##tbmv(ROW, UPP, 0, NU, 4, 1, A, 2, X, 1));                       \
    E(4, #x "tpsv", cblas_##x##tpsv(COL, UPP, NT, 0, 4, A, X, 1));                             \
    E(5, #x "trmv", cblas_##x##trmv(ROW, UPP, NT, NU, -1, A, 4, X, 1));                        \
    E(7, #x "trsv", cblas_##x##trsv(COL, LOW, TT, NU, 4, A, 3, X, 1));                         \
    E(9, #x "trmv", cblas_##x##trmv(ROW, UPP, CT, NU, 4, A, 4, X, 0));                         \
    E(6, #x "tbsv", cblas_##x##tbsv(COL, UPP, NT, NU, 4, -1, A, 2, X, 1));                     \
    E(8, #x "tbmv", cblas_##x##tbmv(ROW, UPP, NT, NU, 4, 1, A, 1, X, 1));                      \
    E(10, #x "tbsv", cblas_##x##tbsv(COL, UPP, NT, NU, 4, 1, A, 2, X, 0));                     \
    E(5, #x "tpmv", cblas_##x##tpmv(COL, UPP, NT, NU, -1, A, X, 1));                           \
    E(8, #x "tpsv", cblas_##x##tpsv(ROW, LOW, TT, NU, 4, A, X, 0));

/* the real symmetric family's numbers */
#define REAL(x, AL)                                                                          \
    E(1, #x "symv", cblas_##x##symv(0, UPP, 4, AL, A, 4, X, 1, AL, Y, 1));                     \
    E(2, #x "symv", cblas_##x##symv(COL, 0, 4, AL, A, 4, X, 1, AL, Y, 1));                     \
    E(3, #x "symv", cblas_##x##symv(ROW, UPP, -1, AL, A, 4, X, 1, AL, Y, 1));                  \
    E(6, #x "symv", cblas_##x##symv(COL, UPP, 4, AL, A, 3, X, 1, AL, Y, 1));                   \
    E(8, #x "symv", cblas_##x##symv(ROW, UPP, 4, AL, A, 4, X, 0, AL, Y, 0));                   \
    E(11, #x "symv", cblas_##x##symv(COL, UPP, 4, AL, A, 4, X, 1, AL, Y, 0));                  \
    E(4, #x "sbmv", cblas_##x##sbmv(COL, UPP, 4, -1, AL, A, 2, X, 1, AL, Y, 1));               \
    E(7, #x "sbmv", cblas_##x##sbmv(ROW, UPP, 4, 1, AL, A, 1, X, 1, AL, Y, 1));                \
    E(9, #x "sbmv", cblas_##x##sbmv(COL, UPP, 4, 1, AL, A, 2, X, 0, AL, Y, 1));                \
    E(12, #x "sbmv", cblas_##x##sbmv(COL, UPP, 4, 1, AL, A, 2, X, 1, AL, Y, 0));               \
    E(7, #x "spmv", cblas_##x##spmv(COL, UPP, 4, AL, A, X, 0, AL, Y, 1));                      \
    E(10, #x "spmv", cblas_##x##spmv(ROW, LOW, 4, AL, A, X, 1, AL, Y, 0));                     \
    E(1, #x "ger", cblas_##x##ger(0, 4, 3, AL, X, 1, Y, 1, A, 4));                             \
    E(2, #x "ger", cblas_##x##ger(COL, -1, -1, AL, X, 1, Y, 1, A, 4));                         \
    E(3, #x "ger", cblas_##x##ger(ROW, -1, -1, AL, X, 1, Y, 1, A, 4));                         \
    E(6, #x "ger", cblas_##x##ger(COL, 4, 3, AL, X, 0, Y, 0, A, 4));                           \
    E(8, #x "ger", cblas_##x##ger(ROW, 4, 3, AL, X, 0, Y, 0, A, 4));                           \
    E(10, #x "ger", cblas_##x##ger(COL, 4, 3, AL, X, 1, Y, 1, A, 3));                          \
    E(10, #x "ger", cblas_##x##ger(ROW, 4, 3, AL, X, 1, Y, 1, A, 2));                          \
    E(2, #x "syr", cblas_##x##syr(ROW, 0, 4, AL, X, 1, A, 4));                                 \
    E(3, #x "syr", cblas_##x##syr(COL, UPP, -1, AL, X, 1, A, 4));                              \
    E(6, #x "syr", cblas_##x##syr(ROW, UPP, 4, AL, X, 0, A, 3));                               \
    E(8, #x "syr", cblas_##x##syr(COL, UPP, 4, AL, X, 1, A, 3));                               \
    E(6, #x "spr", cblas_##x##spr(COL, UPP, 4, AL, X, 0, A));                                  \
    E(6, #x "syr2", cblas_##x##syr2(ROW, UPP, 4, AL, X, 0, Y, 0, A, 4));                       \
    E(8, #x "syr2", cblas_##x##syr2(COL, UPP, 4, AL, X, 1, Y, 0, A, 4));                       \
    E(10, #x "syr2", cblas_##x##syr2(ROW, LOW, 4, AL, X, 1, Y, 1, A, 3));                      \
    E(6, #x "spr2", cblas_##x##spr2(ROW, UPP, 4, AL, X, 0, Y, 0, A));                          \
    E(8, #x "spr2", cblas_##x##spr2(COL, UPP, 4, AL, X, 1, Y, 0, A));

/* the complex Hermitian family's */
#define CPLX(x, AL, R)                                                                       \
    E(3, #x "syrk", cblas_##x##syrk(COL, UPP, CT, 3, 2, AL, A, 3, AL, Cm, 3));                 \
    E(3, #x "syrk", cblas_##x##syrk(ROW, UPP, CT, 3, 2, AL, A, 3, AL, Cm, 3));                 \
    E(3, #x "syr2k", cblas_##x##syr2k(ROW, LOW, CT, 3, 2, AL, A, 3, B, 3, AL, Cm, 3));         \
    E(3, #x "herk", cblas_##x##herk(COL, UPP, TT, 3, 2, R, A, 3, R, Cm, 3));                   \
    E(3, #x "herk", cblas_##x##herk(ROW, UPP, TT, 3, 2, R, A, 3, R, Cm, 3));                   \
    E(2, #x "herk", cblas_##x##herk(ROW, 0, NT, 3, 2, R, A, 3, R, Cm, 3));                     \
    E(8, #x "herk", cblas_##x##herk(COL, UPP, CT, 3, 2, R, A, 1, R, Cm, 3));                   \
    E(11, #x "herk", cblas_##x##herk(ROW, LOW, NT, 3, 2, R, A, 2, R, Cm, 2));                  \
    E(3, #x "her2k", cblas_##x##her2k(COL, UPP, TT, 3, 2, AL, A, 3, B, 3, R, Cm, 3));          \
    E(10, #x "her2k", cblas_##x##her2k(ROW, UPP, NT, 3, 2, AL, A, 2, B, 1, R, Cm, 3));         \
    E(13, #x "her2k", cblas_##x##her2k(COL, LOW, CT, 3, 2, AL, A, 2, B, 2, R, Cm, 2));         \
    E(5, #x "hemm", cblas_##x##hemm(ROW, RI, UPP, -1, -1, AL, A, 4, B, 4, AL, Cm, 4));         \
    E(8, #x "hemm", cblas_##x##hemm(COL, RI, LOW, 4, 3, AL, A, 2, B, 4, AL, Cm, 4));           \
    E(2, #x "hemv", cblas_##x##hemv(COL, 0, 4, AL, A, 4, X, 1, AL, Y, 1));                     \
    E(6, #x "hemv", cblas_##x##hemv(ROW, UPP, 4, AL, A, 3, X, 1, AL, Y, 1));                   \
    E(11, #x "hemv", cblas_##x##hemv(COL, UPP, 4, AL, A, 4, X, 1, AL, Y, 0));                  \
    E(4, #x "hbmv", cblas_##x##hbmv(ROW, UPP, 4, -1, AL, A, 2, X, 1, AL, Y, 1));               \
    E(12, #x "hbmv", cblas_##x##hbmv(COL, UPP, 4, 1, AL, A, 2, X, 1, AL, Y, 0));               \
    E(7, #x "hpmv", cblas_##x##hpmv(COL, UPP, 4, AL, A, X, 0, AL, Y, 1));                      \
    E(2, #x "geru", cblas_##x##geru(COL, -1, 3, AL, X, 1, Y, 1, A, 4));                        \
    E(8, #x "geru", cblas_##x##geru(ROW, 4, 3, AL, X, 0, Y, 0, A, 4));                         \
    E(3, #x "gerc", cblas_##x##gerc(ROW, -1, -1, AL, X, 1, Y, 1, A, 4));                       \
    E(6, #x "gerc", cblas_##x##gerc(COL, 4, 3, AL, X, 0, Y, 0, A, 4));                         \
    E(10, #x "gerc", cblas_##x##gerc(ROW, 4, 3, AL, X, 1, Y, 1, A, 2));                        \
    E(3, #x "her", cblas_##x##her(COL, UPP, -1, R, X, 1, A, 4));                               \
    E(8, #x "her", cblas_##x##her(ROW, LOW, 4, R, X, 1, A, 3));                                \
    E(6, #x "hpr", cblas_##x##hpr(ROW, LOW, 4, R, X, 0, A));                                   \
    E(6, #x "her2", cblas_##x##her2(COL, UPP, 4, AL, X, 0, Y, 0, A, 4));                       \
    E(8, #x "her2", cblas_##x##her2(ROW, UPP, 4, AL, X, 0, Y, 0, A, 4));                       \
    E(10, #x "her2", cblas_##x##her2(ROW, UPP, 4, AL, X, 1, Y, 1, A, 3));                      \
    E(8, #x "hpr2", cblas_##x##hpr2(ROW, UPP, 4, AL, X, 0, Y, 0, A));                          \
    E(6, #x "hpr2", cblas_##x##hpr2(COL, UPP, 4, AL, X, 0, Y, 0, A));

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    COMMON(s, 1.0f)
    COMMON(d, 1.0)
    COMMON(c, onef)
    COMMON(z, oned)
    REAL(s, 1.0f)
    REAL(d, 1.0)
    CPLX(c, onef, 1.0f)
    CPLX(z, oned, 1.0)
    /* quick returns touch no array: NULL pointers are never read */
    E(0, "", cblas_dgemm(ROW, NT, TT, 0, 3, 2, 1.0, NULL, 2, NULL, 2, 1.0, NULL, 3));
    E(0, "", cblas_zgemm(COL, CT, NT, 4, 3, 0, oned, NULL, 1, NULL, 1, oned, Cm, 4));
    E(0, "", cblas_sgemv(COL, NT, 4, 0, 1.0f, NULL, 4, NULL, 1, 1.0f, NULL, 1));
    E(0, "", cblas_dgemv(ROW, TT, 4, 3, 0.0, NULL, 3, NULL, 1, 1.0, Y, 1));
    E(0, "", cblas_ctrsv(COL, UPP, CT, NU, 0, NULL, 1, NULL, 1));
    E(0, "", cblas_dtrsm(ROW, LE, LOW, TT, NU, 4, 0, 1.0, NULL, 4, NULL, 1));
    E(0, "", cblas_zherk(COL, LOW, NT, 0, 2, 1.0, NULL, 1, 1.0, NULL, 1));
    E(0, "", cblas_dger(COL, 4, 3, 0.0, NULL, 1, NULL, 1, A, 4));
    E(0, "", cblas_daxpy(0, 2.0, NULL, 1, NULL, 1));
    E(0, "", cblas_dscal(5, 2.0, X, -1)); /* an increment <= 0: nothing done */
    E(0, "", cblas_zcopy(-1, NULL, 1, NULL, 1));
    checks++;
    if (cblas_ddot(0, NULL, 1, NULL, 1) != 0 || cblas_dnrm2(-3, NULL, 1) != 0 ||
        cblas_sasum(4, X, 0) != 0 || cblas_idamax(0, NULL, 1) != 0 || cblas_izamax(3, X, -1) != 0)
        fails++, printf("FAIL: a Level 1 quick return did not give 0\n");
    /* the real routines take ConjTrans as Trans */
    E(0, "", cblas_dsyrk(COL, UPP, CT, 3, 2, 0.0, A, 2, 1.0, Cm, 3));
    printf("test_cblas_errors: %d checks, %d failed\n", checks, fails);
    return fails != 0 || checks == 0;
}
