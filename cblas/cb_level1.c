/*
 * CBLAS Level 1 on clmath. Reference BLAS checks no argument here: N <= 0
 * is a quick return, a negative increment walks the vector from its far
 * end, and scal, asum and iamax do nothing (return 0) for an increment
 * <= 0. The vectors are moved packed (n elements each way), and the
 * scalars of rotg and rotmg go through the device too, so every result is
 * clmath's.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cb_internal.h"

enum { R_DOT, R_DOTC, R_NRM2, R_ASUM, R_IAMAX };

/* the result of a reduction of x (and y) into out: the element type for
 * dot products, the real type for nrm2 and asum, a cl_uint for iamax */
static int reduce(int t, const char *rout, int kind, int N, const void *x, int incx,
                  const void *y, int incy, void *out)
{
    cl_command_queue q = cb_queue();
    if (!q)
        return 0;
    size_t es = cb_esize[t];
    int two = kind <= R_DOTC;
    cb_op op[4] = {CB_VEC(x, N, incx, 1, 0), CB_VEC(two ? y : NULL, two ? N : 0, incy, two, 0),
                   CB_VEC(NULL, 1, 1, 0, 0), CB_VEC(NULL, 2 * (size_t)N, 1, 0, 0)};
    if (cb_ops_up(rout, q, op, 4, es))
        return 0;
    cl_mem dx = op[0].d, dy = op[1].d, r = op[2].d, sc = op[3].d;
    size_t n = (size_t)N;
    int st;
#define RQ 1, &q, 0, NULL, NULL
    switch (kind * 4 + t) {
    case R_DOT * 4 + CB_S: st = clblasSdot(n, r, 0, dx, 0, 1, dy, 0, 1, sc, RQ); break;
    case R_DOT * 4 + CB_D: st = clblasDdot(n, r, 0, dx, 0, 1, dy, 0, 1, sc, RQ); break;
    case R_DOT * 4 + CB_C: st = clblasCdotu(n, r, 0, dx, 0, 1, dy, 0, 1, sc, RQ); break;
    case R_DOT * 4 + CB_Z: st = clblasZdotu(n, r, 0, dx, 0, 1, dy, 0, 1, sc, RQ); break;
    case R_DOTC * 4 + CB_C: st = clblasCdotc(n, r, 0, dx, 0, 1, dy, 0, 1, sc, RQ); break;
    case R_DOTC * 4 + CB_Z: st = clblasZdotc(n, r, 0, dx, 0, 1, dy, 0, 1, sc, RQ); break;
    case R_NRM2 * 4 + CB_S: st = clblasSnrm2(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_NRM2 * 4 + CB_D: st = clblasDnrm2(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_NRM2 * 4 + CB_C: st = clblasScnrm2(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_NRM2 * 4 + CB_Z: st = clblasDznrm2(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_ASUM * 4 + CB_S: st = clblasSasum(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_ASUM * 4 + CB_D: st = clblasDasum(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_ASUM * 4 + CB_C: st = clblasScasum(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_ASUM * 4 + CB_Z: st = clblasDzasum(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_IAMAX * 4 + CB_S: st = clblasiSamax(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_IAMAX * 4 + CB_D: st = clblasiDamax(n, r, 0, dx, 0, 1, sc, RQ); break;
    case R_IAMAX * 4 + CB_C: st = clblasiCamax(n, r, 0, dx, 0, 1, sc, RQ); break;
    default: st = clblasiZamax(n, r, 0, dx, 0, 1, sc, RQ); break;
    }
    size_t rs = kind <= R_DOTC ? es : kind == R_IAMAX ? sizeof(cl_uint) : (t == CB_S || t == CB_C ? 4 : 8);
    int ok = 0;
    if (st == 0) {
        int err = cb_mat_down(q, r, 0, 0, out, rs, 1, rs, 1, 1);
        ok = err == CL_SUCCESS;
        if (!ok) {
            cb_fail(rout, "a transfer from the device", err);
            st = CB_REPORTED;
        }
    }
    cb_ops_down(rout, q, op, 4, es, st);
    return ok;
}

float cblas_sdot(const CBLAS_INT N, const float *X, const CBLAS_INT incX, const float *Y,
                 const CBLAS_INT incY)
{
    float r = 0;
    if (N > 0)
        reduce(CB_S, "cblas_sdot", R_DOT, N, X, incX, Y, incY, &r);
    return r;
}

double cblas_ddot(const CBLAS_INT N, const double *X, const CBLAS_INT incX, const double *Y,
                  const CBLAS_INT incY)
{
    double r = 0;
    if (N > 0)
        reduce(CB_D, "cblas_ddot", R_DOT, N, X, incX, Y, incY, &r);
    return r;
}

#define DOT_SUB(name, t, kind, R)                                                            \
    void cblas_##name##_sub(const CBLAS_INT N, const void *X, const CBLAS_INT incX,           \
                            const void *Y, const CBLAS_INT incY, void *dot)                   \
    {                                                                                         \
        R r[2] = {0, 0};                                                                      \
        if (N > 0)                                                                            \
            reduce(t, "cblas_" #name "_sub", kind, N, X, incX, Y, incY, r);                   \
        memcpy(dot, r, sizeof r);                                                             \
    }
DOT_SUB(cdotu, CB_C, R_DOT, float)
DOT_SUB(cdotc, CB_C, R_DOTC, float)
DOT_SUB(zdotu, CB_Z, R_DOT, double)
DOT_SUB(zdotc, CB_Z, R_DOTC, double)

/* DSDOT: the products and their sum in double (clmath has no mixed
 * precision dot: the vectors go up widened to double, which is exact) */
static double dsdot(const char *rout, int N, const float *X, int incX, const float *Y, int incY)
{
    double r = 0;
    if (N <= 0)
        return 0;
    double *w = malloc(2 * (size_t)N * sizeof *w);
    if (!w) {
        cb_fail(rout, "a host allocation", CL_OUT_OF_HOST_MEMORY);
        return 0;
    }
    for (int i = 0; i < N; i++) {
        w[i] = X[incX >= 0 ? (long)i * incX : (long)(N - 1 - i) * -(long)incX];
        w[N + i] = Y[incY >= 0 ? (long)i * incY : (long)(N - 1 - i) * -(long)incY];
    }
    reduce(CB_D, rout, R_DOT, N, w, 1, w + N, 1, &r);
    free(w);
    return r;
}

double cblas_dsdot(const CBLAS_INT N, const float *X, const CBLAS_INT incX, const float *Y,
                   const CBLAS_INT incY)
{
    return dsdot("cblas_dsdot", N, X, incX, Y, incY);
}

float cblas_sdsdot(const CBLAS_INT N, const float alpha, const float *X, const CBLAS_INT incX,
                   const float *Y, const CBLAS_INT incY)
{
    return (float)((double)alpha + dsdot("cblas_sdsdot", N, X, incX, Y, incY));
}

#define NRM_ASUM(nname, aname, t, R, X_T)                                                    \
    R cblas_##nname(const CBLAS_INT N, const X_T *X, const CBLAS_INT incX)                   \
    {                                                                                         \
        R r = 0;                                                                              \
        if (N > 0)                                                                            \
            reduce(t, "cblas_" #nname, R_NRM2, N, X, incX, NULL, 1, &r);                      \
        return r;                                                                             \
    }                                                                                         \
    R cblas_##aname(const CBLAS_INT N, const X_T *X, const CBLAS_INT incX)                   \
    {                                                                                         \
        R r = 0;                                                                              \
        if (N > 0 && incX > 0)                                                                \
            reduce(t, "cblas_" #aname, R_ASUM, N, X, incX, NULL, 1, &r);                      \
        return r;                                                                             \
    }
NRM_ASUM(snrm2, sasum, CB_S, float, float)
NRM_ASUM(dnrm2, dasum, CB_D, double, double)
NRM_ASUM(scnrm2, scasum, CB_C, float, void)
NRM_ASUM(dznrm2, dzasum, CB_Z, double, void)

#define IAMAX(x, t, X_T)                                                                     \
    CBLAS_INDEX cblas_i##x##amax(const CBLAS_INT N, const X_T *X, const CBLAS_INT incX)       \
    {                                                                                         \
        cl_uint i = 0;                                                                        \
        if (N > 0 && incX > 0)                                                                \
            reduce(t, "cblas_i" #x "amax", R_IAMAX, N, X, incX, NULL, 1, &i);                 \
        return i ? (CBLAS_INDEX)i - 1 : 0; /* 0-based */                                      \
    }
IAMAX(s, CB_S, float)
IAMAX(d, CB_D, double)
IAMAX(c, CB_C, void)
IAMAX(z, CB_Z, void)

float cblas_scabs1(const void *c)
{
    return fabsf(((const float *)c)[0]) + fabsf(((const float *)c)[1]);
}

double cblas_dcabs1(const void *z)
{
    return fabs(((const double *)z)[0]) + fabs(((const double *)z)[1]);
}
