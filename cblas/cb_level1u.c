/*
 * CBLAS Level 1, the vector updates (swap, copy, axpy, axpby, scal, rot,
 * rotm) and the plane rotations' set-up (rotg, rotmg) on clmath.
 */
#include <string.h>

#include "cb_internal.h"

/* kinds of update: which of x and y go up and come back */
enum { U_SWAP, U_COPY, U_AXPY, U_SCAL, U_ROT, U_ROTM, U_AXPBY, U_SSCAL };

static void update(int t, const char *rout, int kind, int N, const void *alpha, const void *x,
                   int incx, void *y, int incy, const void *beta, const void *param)
{
    if (N <= 0)
        return;
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    size_t es = cb_esize[t], n = (size_t)N;
    int scal = kind == U_SCAL || kind == U_SSCAL;
    int yin = kind == U_SWAP || kind == U_AXPY || kind == U_ROT || kind == U_ROTM ||
              (kind == U_AXPBY && !cb_is_zero(t, beta));
    int xout = kind == U_SWAP || kind == U_ROT || kind == U_ROTM || scal;
    cb_op op[3] = {CB_VEC(x, N, incx, 1, xout), CB_VEC(scal ? NULL : y, scal ? 0 : N, incy, yin, !scal),
                   CB_VEC(param, param ? 5 : 0, 1, param != NULL, 0)};
    if (cb_ops_up(rout, q, op, 3, es))
        return;
    cl_mem dx = op[0].d, dy = op[1].d;
    int st = 0;
#define UQ 1, &q, 0, NULL, NULL
#define SWAP_ARGS(SC, SR) n, dx, 0, 1, dy, 0, 1
#define AXPY_ARGS(SC, SR) n, SC(alpha), dx, 0, 1, dy, 0, 1
#define SCAL_ARGS(SC, SR) n, SC(alpha), dx, 0, 1
#define YSCAL_ARGS(SC, SR) n, SC(beta), dy, 0, 1
    switch (kind) {
    case U_SWAP: CB_CALL_SDCZ(st, t, q, swap, SWAP_ARGS); break;
    case U_COPY: CB_CALL_SDCZ(st, t, q, copy, SWAP_ARGS); break;
    case U_AXPY: CB_CALL_SDCZ(st, t, q, axpy, AXPY_ARGS); break;
    case U_SCAL: CB_CALL_SDCZ(st, t, q, scal, SCAL_ARGS); break;
    case U_SSCAL: /* the real alpha of csscal, zdscal */
        if (t == CB_C)
            st = clblasCsscal(n, *(const float *)alpha, dx, 0, 1, UQ);
        else
            st = clblasZdscal(n, *(const double *)alpha, dx, 0, 1, UQ);
        break;
    case U_AXPBY: /* y := beta y, then y += alpha x (beta = 0: y := x, then y := alpha y) */
        if (cb_is_zero(t, beta)) {
            CB_CALL_SDCZ(st, t, q, copy, SWAP_ARGS);
            if (st == 0) {
                cl_mem tmp = dx;
                dx = dy;
                CB_CALL_SDCZ(st, t, q, scal, SCAL_ARGS);
                dx = tmp;
            }
        } else {
            if (!cb_is_one(t, beta))
                CB_CALL_SDCZ(st, t, q, scal, YSCAL_ARGS);
            if (st == 0 && !cb_is_zero(t, alpha))
                CB_CALL_SDCZ(st, t, q, axpy, AXPY_ARGS);
        }
        break;
    case U_ROT: { /* c and s real */
        const double *cs = alpha;
        const float *csf = alpha;
        switch (t) {
        case CB_S: st = clblasSrot(n, dx, 0, 1, dy, 0, 1, csf[0], csf[1], UQ); break;
        case CB_D: st = clblasDrot(n, dx, 0, 1, dy, 0, 1, cs[0], cs[1], UQ); break;
        case CB_C: st = clblasCsrot(n, dx, 0, 1, dy, 0, 1, csf[0], csf[1], UQ); break;
        default: st = clblasZdrot(n, dx, 0, 1, dy, 0, 1, cs[0], cs[1], UQ); break;
        }
        break;
    }
    default: /* rotm */
        if (t == CB_S)
            st = clblasSrotm(n, dx, 0, 1, dy, 0, 1, op[2].d, 0, UQ);
        else
            st = clblasDrotm(n, dx, 0, 1, dy, 0, 1, op[2].d, 0, UQ);
        break;
    }
    cb_ops_down(rout, q, op, 3, es, st);
}

#define L1U(x, t, T, V, SC, P)                                                               \
    void cblas_##x##swap(const CBLAS_INT N, V *X, const CBLAS_INT incX, V *Y,                 \
                         const CBLAS_INT incY)                                                \
    {                                                                                         \
        update(t, "cblas_" #x "swap", U_SWAP, N, NULL, X, incX, Y, incY, NULL, NULL);         \
    }                                                                                         \
    void cblas_##x##copy(const CBLAS_INT N, const V *X, const CBLAS_INT incX, V *Y,           \
                         const CBLAS_INT incY)                                                \
    {                                                                                         \
        update(t, "cblas_" #x "copy", U_COPY, N, NULL, X, incX, Y, incY, NULL, NULL);         \
    }                                                                                         \
    void cblas_##x##axpy(const CBLAS_INT N, SC alpha, const V *X, const CBLAS_INT incX, V *Y, \
                         const CBLAS_INT incY)                                                \
    {                                                                                         \
        if (!cb_is_zero(t, P alpha))                                                          \
            update(t, "cblas_" #x "axpy", U_AXPY, N, P alpha, X, incX, Y, incY, NULL, NULL);  \
    }                                                                                         \
    void cblas_##x##axpby(const CBLAS_INT N, SC alpha, const V *X, const CBLAS_INT incX,      \
                          SC beta, V *Y, const CBLAS_INT incY)                                \
    {                                                                                         \
        update(t, "cblas_" #x "axpby", U_AXPBY, N, P alpha, X, incX, Y, incY, P beta, NULL);  \
    }                                                                                         \
    void cblas_##x##scal(const CBLAS_INT N, SC alpha, V *X, const CBLAS_INT incX)             \
    {                                                                                         \
        if (incX > 0)                                                                         \
            update(t, "cblas_" #x "scal", U_SCAL, N, P alpha, X, incX, NULL, 1, NULL, NULL);  \
    }

L1U(s, CB_S, float, float, const float, &)
L1U(d, CB_D, double, double, const double, &)
L1U(c, CB_C, float, void, const void *, )
L1U(z, CB_Z, double, void, const void *, )

void cblas_csscal(const CBLAS_INT N, const float alpha, void *X, const CBLAS_INT incX)
{
    if (incX > 0)
        update(CB_C, "cblas_csscal", U_SSCAL, N, &alpha, X, incX, NULL, 1, NULL, NULL);
}

void cblas_zdscal(const CBLAS_INT N, const double alpha, void *X, const CBLAS_INT incX)
{
    if (incX > 0)
        update(CB_Z, "cblas_zdscal", U_SSCAL, N, &alpha, X, incX, NULL, 1, NULL, NULL);
}

#define ROT(name, t, V, R)                                                                   \
    void cblas_##name(const CBLAS_INT N, V *X, const CBLAS_INT incX, V *Y,                    \
                      const CBLAS_INT incY, const R c, const R s)                             \
    {                                                                                         \
        R cs[2] = {c, s};                                                                     \
        update(t, "cblas_" #name, U_ROT, N, cs, X, incX, Y, incY, NULL, NULL);                \
    }
ROT(srot, CB_S, float, float)
ROT(drot, CB_D, double, double)
ROT(csrot, CB_C, void, float)
ROT(zdrot, CB_Z, void, double)

void cblas_srotm(const CBLAS_INT N, float *X, const CBLAS_INT incX, float *Y,
                 const CBLAS_INT incY, const float *P)
{
    if (P[0] != -2.0f) /* the identity: nothing to do */
        update(CB_S, "cblas_srotm", U_ROTM, N, NULL, X, incX, Y, incY, NULL, P);
}

void cblas_drotm(const CBLAS_INT N, double *X, const CBLAS_INT incX, double *Y,
                 const CBLAS_INT incY, const double *P)
{
    if (P[0] != -2.0)
        update(CB_D, "cblas_drotm", U_ROTM, N, NULL, X, incX, Y, incY, NULL, P);
}

/* ---- rotg, rotmg: a handful of scalars through one small buffer ---- */

/* Runs the scalar routine on a buffer holding host[0 .. bytes) and copies it back. */
static void scalars(int t, const char *rout, int mg, void *host, size_t bytes)
{
    cl_command_queue q = cb_queue();
    if (!q)
        return;
    cb_op op[1] = {CB_VEC(host, bytes, 1, 1, 1)};
    if (cb_ops_up(rout, q, op, 1, 1))
        return;
    cl_mem b = op[0].d;
    int st;
    if (mg) /* d1, d2, x1, y1, param[5] */
        st = t == CB_S ? clblasSrotmg(b, 0, b, 1, b, 2, b, 3, b, 4, UQ)
                       : clblasDrotmg(b, 0, b, 1, b, 2, b, 3, b, 4, UQ);
    else if (t < CB_C) /* a, b, c, s */
        st = t == CB_S ? clblasSrotg(b, 0, b, 1, b, 2, b, 3, UQ) : clblasDrotg(b, 0, b, 1, b, 2, b, 3, UQ);
    else /* a, b, s (complex), then c (real) at element 6 of the real type */
        st = t == CB_C ? clblasCrotg(b, 0, b, 1, b, 6, b, 2, UQ) : clblasZrotg(b, 0, b, 1, b, 6, b, 2, UQ);
    cb_ops_down(rout, q, op, 1, 1, st);
}

#define ROTG(x, t, T)                                                                        \
    void cblas_##x##rotg(T *a, T *b, T *c, T *s)                                              \
    {                                                                                         \
        T v[4] = {*a, *b, *c, *s};                                                            \
        scalars(t, "cblas_" #x "rotg", 0, v, sizeof v);                                       \
        *a = v[0], *b = v[1], *c = v[2], *s = v[3];                                           \
    }                                                                                         \
    void cblas_##x##rotmg(T *d1, T *d2, T *b1, const T b2, T *P)                              \
    {                                                                                         \
        T v[9] = {*d1, *d2, *b1, b2};                                                         \
        memcpy(v + 4, P, 5 * sizeof(T));                                                      \
        scalars(t, "cblas_" #x "rotmg", 1, v, sizeof v);                                      \
        *d1 = v[0], *d2 = v[1], *b1 = v[2];                                                   \
        memcpy(P, v + 4, 5 * sizeof(T));                                                      \
    }
ROTG(s, CB_S, float)
ROTG(d, CB_D, double)

#define CROTG(x, t, R)                                                                       \
    void cblas_##x##rotg(void *a, void *b, R *c, void *s)                                     \
    {                                                                                         \
        R v[7];                                                                               \
        memcpy(v, a, 2 * sizeof(R));                                                          \
        memcpy(v + 2, b, 2 * sizeof(R));                                                      \
        memcpy(v + 4, s, 2 * sizeof(R));                                                      \
        v[6] = *c;                                                                            \
        scalars(t, "cblas_" #x "rotg", 0, v, sizeof v);                                       \
        memcpy(a, v, 2 * sizeof(R));                                                          \
        memcpy(s, v + 4, 2 * sizeof(R));                                                      \
        *c = v[6];                                                                            \
    }
CROTG(c, CB_C, float)
CROTG(z, CB_Z, double)
