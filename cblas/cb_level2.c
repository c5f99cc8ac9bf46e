/*
 * CBLAS Level 2 on clmath: the arguments checked as the reference checks
 * them, then the operands moved as they are used (A as its rows x columns,
 * without the padding up to lda; a strided vector packed into n elements)
 * and the clBLAS routine run in the caller's layout on the device copies.
 */
#include "cb_internal.h"

#define ROW (layout == CblasRowMajor)
/* layout's runs of an r x c matrix */
#define CONTIG(r, c) ((size_t)(ROW ? (c) : (r)))
#define COUNT(r, c) ((size_t)(ROW ? (r) : (c)))

/* the enums a routine takes (NA: not one of its arguments), in order */
#define NA (-0x7fff)
static int enum_check(const char *rout, int layout, int uplo, int trans, int diag)
{
    int p = !cb_order_ok(layout) ? 1 : uplo != NA && !cb_uplo_ok(uplo) ? 2 : 0;
    if (!p && trans != NA && !cb_trans_ok(trans))
        p = uplo != NA ? 3 : 2;
    if (!p && diag != NA && !cb_diag_ok(diag))
        p = 4;
    return p ? cb_error(p, p > 1 && ROW, rout) : 0;
}

/* ---- GEMV, GBMV ---- */

#define GEMV_ARGS(SC, SR)                                                                    \
    cb_order(layout), cb_trans(trans), (size_t)M, (size_t)N, SC(alpha), op[0].d, 0,            \
        op[0].contig, op[1].d, 0, 1, SC(beta), op[2].d, 0, 1
#define GBMV_ARGS(SC, SR)                                                                    \
    cb_order(layout), cb_trans(trans), (size_t)M, (size_t)N, (size_t)KL, (size_t)KU,            \
        SC(alpha), op[0].d, 0, op[0].contig, op[1].d, 0, 1, SC(beta), op[2].d, 0, 1

/* band: KL >= 0 for GBMV, -1 for GEMV */
static void gxmv(int t, const char *rout, int layout, int trans, int M, int N, int KL, int KU,
                 const void *alpha, const void *A, int lda, const void *x, int incx,
                 const void *beta, void *y, int incy)
{
    int band = KL != -1;
    if (enum_check(rout, layout, NA, trans, NA))
        return;
    /* the Fortran call: row-major swaps M and N (and KL and KU) */
    int fm = ROW ? N : M, fn = ROW ? M : N, fkl = ROW ? KU : KL, fku = ROW ? KL : KU;
    int p;
    if (band)
        p = fm < 0 ? 3 : fn < 0 ? 4 : fkl < 0 ? 5 : fku < 0 ? 6 : lda < fkl + fku + 1 ? 9
          : incx == 0 ? 11 : incy == 0 ? 14 : 0;
    else
        p = fm < 0 ? 3 : fn < 0 ? 4 : lda < cb_max1(fm) ? 7 : incx == 0 ? 9 : incy == 0 ? 12 : 0;
    if (cb_error(p, ROW, rout))
        return;
    if (M == 0 || N == 0 || (cb_is_zero(t, alpha) && cb_is_one(t, beta)))
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    int a = !cb_is_zero(t, alpha), nt = cb_notrans(trans);
    size_t contig = band ? (size_t)KL + KU + 1 : CONTIG(M, N);
    size_t count = band ? COUNT(M, N) : COUNT(M, N);
    cb_op op[3] = {CB_MAT(A, contig, count, lda, a, 0), CB_VEC(x, nt ? N : M, incx, a, 0),
                   CB_VEC(y, nt ? M : N, incy, !cb_is_zero(t, beta), 1)};
    if (cb_ops_up(rout, q, op, 3, cb_esize[t]))
        return;
    int st;
    if (band)
        CB_CALL_SDCZ(st, t, q, gbmv, GBMV_ARGS);
    else
        CB_CALL_SDCZ(st, t, q, gemv, GEMV_ARGS);
    cb_ops_down(rout, q, op, 3, cb_esize[t], st);
}

/* ---- the triangular products and solves: full (kind 0), band (1), packed (2) ---- */

#define TR_HEAD cb_order(layout), cb_uplo(uplo), cb_trans(trans), cb_diag(diag), (size_t)N
#define TRMV_ARGS(SC, SR) TR_HEAD, op[0].d, 0, op[0].contig, op[1].d, 0, 1, NULL
#define TRSV_ARGS(SC, SR) TR_HEAD, op[0].d, 0, op[0].contig, op[1].d, 0, 1
#define TBMV_ARGS(SC, SR) TR_HEAD, (size_t)K, op[0].d, 0, op[0].contig, op[1].d, 0, 1, NULL
#define TBSV_ARGS(SC, SR) TR_HEAD, (size_t)K, op[0].d, 0, op[0].contig, op[1].d, 0, 1
#define TPMV_ARGS(SC, SR) TR_HEAD, op[0].d, 0, op[1].d, 0, 1, NULL
#define TPSV_ARGS(SC, SR) TR_HEAD, op[0].d, 0, op[1].d, 0, 1

static void trxv(int t, const char *rout, int solve, int kind, int layout, int uplo, int trans,
                 int diag, int N, int K, const void *A, int lda, void *x, int incx)
{
    if (enum_check(rout, layout, uplo, trans, diag))
        return;
    int p = N < 0 ? 5 : kind == 1 && K < 0 ? 6 : 0;
    if (!p)
        p = kind == 0 ? (lda < cb_max1(N) ? 7 : incx == 0 ? 9 : 0)
          : kind == 1 ? (lda < K + 1 ? 8 : incx == 0 ? 10 : 0) : (incx == 0 ? 8 : 0);
    if (cb_error(p, ROW, rout) || N == 0)
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    cb_op op[2] = {CB_MAT(A, N, N, lda, 1, 0), CB_VEC(x, N, incx, 1, 1)};
    if (kind == 1)
        op[0].contig = (size_t)K + 1;
    if (kind == 2)
        op[0] = (cb_op)CB_VEC(A, (size_t)N * (N + 1) / 2, 1, 1, 0);
    if (cb_ops_up(rout, q, op, 2, cb_esize[t]))
        return;
    int st;
    switch (kind * 2 + solve) {
    case 0: CB_CALL_SDCZ(st, t, q, trmv, TRMV_ARGS); break;
    case 1: CB_CALL_SDCZ(st, t, q, trsv, TRSV_ARGS); break;
    case 2: CB_CALL_SDCZ(st, t, q, tbmv, TBMV_ARGS); break;
    case 3: CB_CALL_SDCZ(st, t, q, tbsv, TBSV_ARGS); break;
    case 4: CB_CALL_SDCZ(st, t, q, tpmv, TPMV_ARGS); break;
    default: CB_CALL_SDCZ(st, t, q, tpsv, TPSV_ARGS); break;
    }
    cb_ops_down(rout, q, op, 2, cb_esize[t], st);
}

/* ---- SYMV, HEMV and their band and packed forms (kind as above) ---- */

#define SY_HEAD(SC) cb_order(layout), cb_uplo(uplo), (size_t)N
#define SY_TAIL(SC) op[1].d, 0, 1, SC(beta), op[2].d, 0, 1
#define SYMV_ARGS(SC, SR) SY_HEAD(SC), SC(alpha), op[0].d, 0, op[0].contig, SY_TAIL(SC)
#define SBMV_ARGS(SC, SR) SY_HEAD(SC), (size_t)K, SC(alpha), op[0].d, 0, op[0].contig, SY_TAIL(SC)
#define SPMV_ARGS(SC, SR) SY_HEAD(SC), SC(alpha), op[0].d, 0, SY_TAIL(SC)

static void syxv(int t, const char *rout, int kind, int layout, int uplo, int N, int K,
                 const void *alpha, const void *A, int lda, const void *x, int incx,
                 const void *beta, void *y, int incy)
{
    if (enum_check(rout, layout, uplo, NA, NA))
        return;
    int p = N < 0 ? 3 : kind == 1 && K < 0 ? 4 : 0;
    if (!p)
        p = kind == 0 ? (lda < cb_max1(N) ? 6 : incx == 0 ? 8 : incy == 0 ? 11 : 0)
          : kind == 1 ? (lda < K + 1 ? 7 : incx == 0 ? 9 : incy == 0 ? 12 : 0)
                      : (incx == 0 ? 7 : incy == 0 ? 10 : 0);
    if (cb_error(p, ROW, rout))
        return;
    if (N == 0 || (cb_is_zero(t, alpha) && cb_is_one(t, beta)))
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    int a = !cb_is_zero(t, alpha);
    cb_op op[3] = {CB_MAT(A, N, N, lda, a, 0), CB_VEC(x, N, incx, a, 0),
                   CB_VEC(y, N, incy, !cb_is_zero(t, beta), 1)};
    if (kind == 1)
        op[0].contig = (size_t)K + 1;
    if (kind == 2)
        op[0] = (cb_op)CB_VEC(A, (size_t)N * (N + 1) / 2, 1, a, 0);
    if (cb_ops_up(rout, q, op, 3, cb_esize[t]))
        return;
    int st, herm = t >= CB_C;
    switch (kind * 2 + herm) {
    case 0: CB_CALL_SD(st, t, q, symv, SYMV_ARGS); break;
    case 1: CB_CALL_CZ(st, t, q, hemv, SYMV_ARGS); break;
    case 2: CB_CALL_SD(st, t, q, sbmv, SBMV_ARGS); break;
    case 3: CB_CALL_CZ(st, t, q, hbmv, SBMV_ARGS); break;
    case 4: CB_CALL_SD(st, t, q, spmv, SPMV_ARGS); break;
    default: CB_CALL_CZ(st, t, q, hpmv, SPMV_ARGS); break;
    }
    cb_ops_down(rout, q, op, 3, cb_esize[t], st);
}

/* ---- the rank-1 and rank-2 updates ---- */

#define GER_ARGS(SC, SR)                                                                     \
    cb_order(layout), (size_t)M, (size_t)N, SC(alpha), op[1].d, 0, 1, op[2].d, 0, 1, op[0].d, 0, \
        op[0].contig
#define SYR_ARGS(SC, SR) cb_order(layout), cb_uplo(uplo), (size_t)N, SR(alpha), op[1].d, 0, 1
#define SYR2_ARGS(SC, SR)                                                                    \
    cb_order(layout), cb_uplo(uplo), (size_t)N, SC(alpha), op[1].d, 0, 1, op[2].d, 0, 1

/* which: 0 ger / geru, 1 gerc */
static void ger(int t, const char *rout, int which, int layout, int M, int N, const void *alpha,
                const void *x, int incx, const void *y, int incy, void *A, int lda)
{
    if (enum_check(rout, layout, NA, NA, NA))
        return;
    /* the Fortran call: row-major swaps M and N, and x and y */
    int fm = ROW ? N : M, fn = ROW ? M : N, fincx = ROW ? incy : incx, fincy = ROW ? incx : incy;
    int p = fm < 0 ? 2 : fn < 0 ? 3 : fincx == 0 ? 6 : fincy == 0 ? 8 : lda < cb_max1(fm) ? 10 : 0;
    if (cb_error(p, ROW, rout))
        return;
    if (M == 0 || N == 0 || cb_is_zero(t, alpha))
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    cb_op op[3] = {CB_MAT(A, CONTIG(M, N), COUNT(M, N), lda, 1, 1), CB_VEC(x, M, incx, 1, 0),
                   CB_VEC(y, N, incy, 1, 0)};
    if (cb_ops_up(rout, q, op, 3, cb_esize[t]))
        return;
    int st;
    if (t < CB_C)
        CB_CALL_SD(st, t, q, ger, GER_ARGS);
    else if (which == 0)
        CB_CALL_CZ(st, t, q, geru, GER_ARGS);
    else
        CB_CALL_CZ(st, t, q, gerc, GER_ARGS);
    cb_ops_down(rout, q, op, 3, cb_esize[t], st);
}

/* rank 1 (two = 0) or 2 of a symmetric or Hermitian A, full (packed = 0) or packed */
static void syr(int t, const char *rout, int two, int packed, int layout, int uplo, int N,
                const void *alpha, const void *x, int incx, const void *y, int incy, void *A,
                int lda)
{
    if (enum_check(rout, layout, uplo, NA, NA))
        return;
    int herm = t >= CB_C;
    /* the reference's row-major HER2 / HPR2 hands Fortran y before x */
    int fincx = two && herm && ROW ? incy : incx, fincy = two && herm && ROW ? incx : incy;
    int p = N < 0 ? 3 : fincx == 0 ? 6 : two && fincy == 0 ? 8 : 0;
    if (!p && !packed && lda < cb_max1(N))
        p = two ? 10 : 8;
    if (cb_error(p, ROW, rout))
        return;
    /* HER's alpha is real */
    int a0 = herm && !two ? cb_is_zero(t == CB_C ? CB_S : CB_D, alpha) : cb_is_zero(t, alpha);
    if (N == 0 || a0)
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    cb_op op[3] = {CB_MAT(A, N, N, lda, 1, 1), CB_VEC(x, N, incx, 1, 0),
                   CB_VEC(two ? y : NULL, two ? N : 0, incy, two, 0)};
    if (packed)
        op[0] = (cb_op)CB_VEC(A, (size_t)N * (N + 1) / 2, 1, 1, 1);
    if (cb_ops_up(rout, q, op, 3, cb_esize[t]))
        return;
    int st;
    cl_mem dA = op[0].d;
    size_t ld = op[0].contig;
#define FULL(ARGS) ARGS, dA, 0, ld
#define PACK(ARGS) ARGS, dA, 0
#define SYRF(SC, SR) FULL(SYR_ARGS(SC, SR))
#define SYRP(SC, SR) PACK(SYR_ARGS(SC, SR))
#define SYR2F(SC, SR) FULL(SYR2_ARGS(SC, SR))
#define SYR2P(SC, SR) PACK(SYR2_ARGS(SC, SR))
    switch (herm * 4 + two * 2 + packed) {
    case 0: CB_CALL_SD(st, t, q, syr, SYRF); break;
    case 1: CB_CALL_SD(st, t, q, spr, SYRP); break;
    case 2: CB_CALL_SD(st, t, q, syr2, SYR2F); break;
    case 3: CB_CALL_SD(st, t, q, spr2, SYR2P); break;
    case 4: CB_CALL_CZ(st, t, q, her, SYRF); break;
    case 5: CB_CALL_CZ(st, t, q, hpr, SYRP); break;
    case 6: CB_CALL_CZ(st, t, q, her2, SYR2F); break;
    default: CB_CALL_CZ(st, t, q, hpr2, SYR2P); break;
    }
    cb_ops_down(rout, q, op, 3, cb_esize[t], st);
}

/* ---- the public names ---- */

#define LAY const CBLAS_LAYOUT layout
#define UPL const CBLAS_UPLO Uplo
#define TRA const CBLAS_TRANSPOSE TransA
#define DIA const CBLAS_DIAG Diag
#define CI const CBLAS_INT

/* SC: how a scalar argument is passed (T or const void *), P: its address */
#define L2_ALL(x, T, V, SC, P, t)                                                            \
    void cblas_##x##gemv(LAY, TRA, CI M, CI N, SC alpha, const V *A, CI lda, const V *X,      \
                         CI incX, SC beta, V *Y, CI incY)                                     \
    {                                                                                         \
        gxmv(t, "cblas_" #x "gemv", layout, TransA, M, N, -1, 0, P alpha, A, lda, X, incX,    \
             P beta, Y, incY);                                                                \
    }                                                                                         \
    void cblas_##x##gbmv(LAY, TRA, CI M, CI N, CI KL, CI KU, SC alpha, const V *A, CI lda,    \
                         const V *X, CI incX, SC beta, V *Y, CI incY)                         \
    {                                                                                         \
        /* a negative KL is an error; -1 means GEMV to gxmv */                               \
        gxmv(t, "cblas_" #x "gbmv", layout, TransA, M, N, KL == -1 ? -2 : KL, KU, P alpha, A, \
             lda, X, incX, P beta, Y, incY);                                                  \
    }                                                                                         \
    void cblas_##x##trmv(LAY, UPL, TRA, DIA, CI N, const V *A, CI lda, V *X, CI incX)         \
    {                                                                                         \
        trxv(t, "cblas_" #x "trmv", 0, 0, layout, Uplo, TransA, Diag, N, 0, A, lda, X, incX); \
    }                                                                                         \
    void cblas_##x##trsv(LAY, UPL, TRA, DIA, CI N, const V *A, CI lda, V *X, CI incX)         \
    {                                                                                         \
        trxv(t, "cblas_" #x "trsv", 1, 0, layout, Uplo, TransA, Diag, N, 0, A, lda, X, incX); \
    }                                                                                         \
    void cblas_##x##tbmv(LAY, UPL, TRA, DIA, CI N, CI K, const V *A, CI lda, V *X, CI incX)   \
    {                                                                                         \
        trxv(t, "cblas_" #x "tbmv", 0, 1, layout, Uplo, TransA, Diag, N, K, A, lda, X, incX); \
    }                                                                                         \
    void cblas_##x##tbsv(LAY, UPL, TRA, DIA, CI N, CI K, const V *A, CI lda, V *X, CI incX)   \
    {                                                                                         \
        trxv(t, "cblas_" #x "tbsv", 1, 1, layout, Uplo, TransA, Diag, N, K, A, lda, X, incX); \
    }                                                                                         \
    void cblas_##x##tpmv(LAY, UPL, TRA, DIA, CI N, const V *Ap, V *X, CI incX)                \
    {                                                                                         \
        trxv(t, "cblas_" #x "tpmv", 0, 2, layout, Uplo, TransA, Diag, N, 0, Ap, 0, X, incX);  \
    }                                                                                         \
    void cblas_##x##tpsv(LAY, UPL, TRA, DIA, CI N, const V *Ap, V *X, CI incX)                \
    {                                                                                         \
        trxv(t, "cblas_" #x "tpsv", 1, 2, layout, Uplo, TransA, Diag, N, 0, Ap, 0, X, incX);  \
    }

#define L2_SYM(x, T, SY, SB, SP, GE, SR, SP1, SR2, SP2, AL, P, t)                             \
    void cblas_##x##SY(LAY, UPL, CI N, AL alpha, const T *A, CI lda, const T *X, CI incX,     \
                       AL beta, T *Y, CI incY)                                                \
    {                                                                                         \
        syxv(t, "cblas_" #x #SY, 0, layout, Uplo, N, 0, P alpha, A, lda, X, incX, P beta, Y,  \
             incY);                                                                           \
    }                                                                                         \
    void cblas_##x##SB(LAY, UPL, CI N, CI K, AL alpha, const T *A, CI lda, const T *X,        \
                       CI incX, AL beta, T *Y, CI incY)                                       \
    {                                                                                         \
        syxv(t, "cblas_" #x #SB, 1, layout, Uplo, N, K, P alpha, A, lda, X, incX, P beta, Y,  \
             incY);                                                                           \
    }                                                                                         \
    void cblas_##x##SP(LAY, UPL, CI N, AL alpha, const T *Ap, const T *X, CI incX, AL beta,   \
                       T *Y, CI incY)                                                         \
    {                                                                                         \
        syxv(t, "cblas_" #x #SP, 2, layout, Uplo, N, 0, P alpha, Ap, 0, X, incX, P beta, Y,   \
             incY);                                                                           \
    }                                                                                         \
    void cblas_##x##SR2(LAY, UPL, CI N, AL alpha, const T *X, CI incX, const T *Y, CI incY,   \
                        T *A, CI lda)                                                         \
    {                                                                                         \
        syr(t, "cblas_" #x #SR2, 1, 0, layout, Uplo, N, P alpha, X, incX, Y, incY, A, lda);   \
    }                                                                                         \
    void cblas_##x##SP2(LAY, UPL, CI N, AL alpha, const T *X, CI incX, const T *Y, CI incY,   \
                        T *Ap)                                                                \
    {                                                                                         \
        syr(t, "cblas_" #x #SP2, 1, 1, layout, Uplo, N, P alpha, X, incX, Y, incY, Ap, 0);    \
    }

L2_ALL(s, float, float, const float, &, CB_S)
L2_ALL(d, double, double, const double, &, CB_D)
L2_ALL(c, void, void, const void *, , CB_C)
L2_ALL(z, void, void, const void *, , CB_Z)
L2_SYM(s, float, symv, sbmv, spmv, ger, syr, spr, syr2, spr2, const float, &, CB_S)
L2_SYM(d, double, symv, sbmv, spmv, ger, syr, spr, syr2, spr2, const double, &, CB_D)
L2_SYM(c, void, hemv, hbmv, hpmv, geru, her, hpr, her2, hpr2, const void *, , CB_C)
L2_SYM(z, void, hemv, hbmv, hpmv, geru, her, hpr, her2, hpr2, const void *, , CB_Z)

/* the rank-1 updates: GER's and HER's scalars differ between the types */
#define L2_R1(x, T, AL, RA, P, t, G1, G1W, SR, SP)                                           \
    void cblas_##x##G1(LAY, CI M, CI N, AL alpha, const T *X, CI incX, const T *Y, CI incY,   \
                       T *A, CI lda)                                                          \
    {                                                                                         \
        ger(t, "cblas_" #x #G1, G1W, layout, M, N, P alpha, X, incX, Y, incY, A, lda);        \
    }                                                                                         \
    void cblas_##x##SR(LAY, UPL, CI N, RA alpha, const T *X, CI incX, T *A, CI lda)           \
    {                                                                                         \
        syr(t, "cblas_" #x #SR, 0, 0, layout, Uplo, N, &alpha, X, incX, NULL, 1, A, lda);     \
    }                                                                                         \
    void cblas_##x##SP(LAY, UPL, CI N, RA alpha, const T *X, CI incX, T *Ap)                  \
    {                                                                                         \
        syr(t, "cblas_" #x #SP, 0, 1, layout, Uplo, N, &alpha, X, incX, NULL, 1, Ap, 0);      \
    }

L2_R1(s, float, const float, const float, &, CB_S, ger, 0, syr, spr)
L2_R1(d, double, const double, const double, &, CB_D, ger, 0, syr, spr)
L2_R1(c, void, const void *, const float, , CB_C, geru, 0, her, hpr)
L2_R1(z, void, const void *, const double, , CB_Z, geru, 0, her, hpr)

void cblas_cgerc(LAY, CI M, CI N, const void *alpha, const void *X, CI incX, const void *Y,
                 CI incY, void *A, CI lda)
{
    ger(CB_C, "cblas_cgerc", 1, layout, M, N, alpha, X, incX, Y, incY, A, lda);
}

void cblas_zgerc(LAY, CI M, CI N, const void *alpha, const void *X, CI incX, const void *Y,
                 CI incY, void *A, CI lda)
{
    ger(CB_Z, "cblas_zgerc", 1, layout, M, N, alpha, X, incX, Y, incY, A, lda);
}
