/*
 * blas1.cl: element-wise Level 1 routines (swap, scal, copy, axpy, rot, rotm)
 * and the scalar constructions rotg and rotmg.
 *
 * Vectors are given as (buffer, base, inc): logical element i is at
 * base + i*inc, the host having moved base to the far end for a negative
 * increment, as reference BLAS numbers such vectors.
 *
 * The loops are common.cl's ROUNDS and SLOTS: each work item loads its EPT
 * elements of a round before it stores any, and rounds repeat over the
 * vector (grid-stride), so the launch size is independent of n.
 */
#ifndef WGS
#define WGS 256 /* work-group size */
#endif

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_swap(uint n, __global scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy)
{
    ROUNDS {
        scalar xv[EPT], yv[EPT];
        SLOTS { xv[k] = AT(x, xb, incx, i); yv[k] = AT(y, yb, incy, i); }
        SLOTS { AT(x, xb, incx, i) = yv[k]; AT(y, yb, incy, i) = xv[k]; }
    }
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_copy(uint n, __global const scalar *x, ulong xb, int incx, __global scalar *y, ulong yb,
             int incy)
{
    ROUNDS {
        scalar xv[EPT];
        SLOTS xv[k] = AT(x, xb, incx, i);
        SLOTS AT(y, yb, incy, i) = xv[k];
    }
}

/* x := alpha * x, alpha of the vector's type. */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_scal(uint n, scalar alpha, __global scalar *x, ulong xb, int incx)
{
    ROUNDS {
        scalar xv[EPT];
        SLOTS xv[k] = AT(x, xb, incx, i);
        SLOTS AT(x, xb, incx, i) = MUL(alpha, xv[k]);
    }
}

/* x := alpha * x with a real alpha (csscal, zdscal; sscal, dscal too): each
 * part is scaled on its own, as reference BLAS does. */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_rscal(uint n, real alpha, __global scalar *x, ulong xb, int incx)
{
    ROUNDS {
        scalar xv[EPT];
        SLOTS xv[k] = AT(x, xb, incx, i);
        SLOTS AT(x, xb, incx, i) = xv[k] * alpha;
    }
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_axpy(uint n, scalar alpha, __global const scalar *x, ulong xb, int incx,
             __global scalar *y, ulong yb, int incy)
{
    ROUNDS {
        scalar xv[EPT], yv[EPT];
        SLOTS { xv[k] = AT(x, xb, incx, i); yv[k] = AT(y, yb, incy, i); }
        SLOTS AT(y, yb, incy, i) = MAD(yv[k], alpha, xv[k]);
    }
}

/* Plane rotation with real c and s (srot, drot, csrot, zdrot). */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_rot(uint n, __global scalar *x, ulong xb, int incx, __global scalar *y, ulong yb, int incy,
            real c, real s)
{
    ROUNDS {
        scalar xv[EPT], yv[EPT];
        SLOTS { xv[k] = AT(x, xb, incx, i); yv[k] = AT(y, yb, incy, i); }
        SLOTS {
            AT(x, xb, incx, i) = c * xv[k] + s * yv[k];
            AT(y, yb, incy, i) = c * yv[k] - s * xv[k];
        }
    }
}

/*
 * The same operations on unit-stride vectors whose first elements lie on a
 * 16-byte boundary (the host checks): VR reals per load (common.cl's rvec),
 * nv whole vectors, then the tail's reals, one per work item. They work on
 * reals, so they serve the real types and, for complex vectors, the
 * operations that act on each part alone (copy, swap, a real scale, a
 * rotation with real c and s); the host sends complex axpy and scal to the
 * kernels above.
 */

/* Two vectors read, OP(x out, y out, x in, y in) for each: on rvec in the
 * rounds, on real in the tail. */
#define VEC_TWO(OP)                                                                    \
    __global rvec *xv = (__global rvec *)(x + xb), *yv = (__global rvec *)(y + yb);   \
    ROUNDS_N(nv) {                                                                   \
        rvec xa[EPT], ya[EPT];                                                       \
        SLOTS_N(nv) { xa[k] = xv[i]; ya[k] = yv[i]; }                                \
        SLOTS_N(nv) OP(xv[i], yv[i], xa[k], ya[k]);                                  \
    }                                                                                \
    const uint t = get_global_id(0);                                                 \
    if (t < tail) {                                                                  \
        const ulong i = TAIL_AT(nv, t);                                              \
        const real xa = x[xb + i], ya = y[yb + i];                                   \
        OP(x[xb + i], y[yb + i], xa, ya);                                            \
    }

#define SWAP_OP(xo, yo, xa, ya) { xo = ya; yo = xa; }
#define AXPY_OP(xo, yo, xa, ya) yo = ya + alpha * xa
#define ROT_OP(xo, yo, xa, ya) { xo = c * xa + s * ya; yo = c * ya - s * xa; }

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_swap(uint nv, uint tail, __global real *x, ulong xb, __global real *y, ulong yb)
{
    VEC_TWO(SWAP_OP)
}

#ifndef CLM_COMPLEX
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_axpy(uint nv, uint tail, real alpha, __global const real *x, ulong xb,
              __global real *y, ulong yb)
{
    VEC_TWO(AXPY_OP)
}
#endif

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_rot(uint nv, uint tail, __global real *x, ulong xb, __global real *y, ulong yb, real c,
             real s)
{
    VEC_TWO(ROT_OP)
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_copy(uint nv, uint tail, __global const real *x, ulong xb, __global real *y, ulong yb)
{
    __global const rvec *xv = (__global const rvec *)(x + xb);
    __global rvec *yv = (__global rvec *)(y + yb);
    ROUNDS_N(nv) {
        rvec xa[EPT];
        SLOTS_N(nv) xa[k] = xv[i];
        SLOTS_N(nv) yv[i] = xa[k];
    }
    const uint t = get_global_id(0);
    if (t < tail)
        y[yb + TAIL_AT(nv, t)] = x[xb + TAIL_AT(nv, t)];
}

/* x := alpha * x, alpha real. */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1v_scal(uint nv, uint tail, real alpha, __global real *x, ulong xb)
{
    __global rvec *xv = (__global rvec *)(x + xb);
    ROUNDS_N(nv) {
        rvec xa[EPT];
        SLOTS_N(nv) xa[k] = xv[i];
        SLOTS_N(nv) xv[i] = xa[k] * alpha;
    }
    const uint t = get_global_id(0);
    if (t < tail)
        x[xb + TAIL_AT(nv, t)] *= alpha;
}

#ifndef CLM_COMPLEX
/* Modified Givens rotation; param = (flag, h11, h21, h12, h22). The host
 * skips flag == -2 (identity). */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void l1_rotm(uint n, __global real *x, ulong xb, int incx, __global real *y, ulong yb, int incy,
             __global const real *param, ulong op)
{
    const real flag = param[op];
    real h11 = param[op + 1], h21 = param[op + 2], h12 = param[op + 3], h22 = param[op + 4];
    if (flag == 0) {
        h11 = 1;
        h22 = 1;
    } else if (flag > 0) {
        h12 = 1;
        h21 = -1;
    }
    if (flag == -2)
        return;
    ROUNDS {
        real xv[EPT], yv[EPT];
        SLOTS { xv[k] = AT(x, xb, incx, i); yv[k] = AT(y, yb, incy, i); }
        SLOTS {
            AT(x, xb, incx, i) = xv[k] * h11 + yv[k] * h12;
            AT(y, yb, incy, i) = xv[k] * h21 + yv[k] * h22;
        }
    }
}
#endif

/*
 * rotg: the Givens rotation [c s; -conj(s) c] (c real) that zeroes b, as the
 * reference xROTG of LAPACK 3.10 and later: values are scaled into a safe
 * range first, so no intermediate overflows or underflows. One work item.
 */
#if CLM_PRECISION == 0 || CLM_PRECISION == 2
#define SAFMIN FLT_MIN
#define SAFMAX 0x1p127f
#define RT_EPS FLT_EPSILON
#else
#define SAFMIN DBL_MIN
#define SAFMAX 0x1p1023
#define RT_EPS DBL_EPSILON
#endif

#ifndef CLM_COMPLEX
__kernel void l1_rotg(__global real *ap, ulong oa, __global real *bp, ulong ob, __global real *cp,
                      ulong oc, __global real *sp, ulong os)
{
    const real a = ap[oa], b = bp[ob];
    const real anorm = fabs(a), bnorm = fabs(b);
    real c, s;
    if (bnorm == 0) {
        c = 1;
        s = 0;
        bp[ob] = 0; /* a stays: r = a */
    } else if (anorm == 0) {
        c = 0;
        s = 1;
        ap[oa] = b;
        bp[ob] = 1;
    } else {
        const real scl = fmin(SAFMAX, fmax(SAFMIN, fmax(anorm, bnorm)));
        const real sigma = anorm > bnorm ? copysign((real)1, a) : copysign((real)1, b);
        const real r = sigma * (scl * sqrt((a / scl) * (a / scl) + (b / scl) * (b / scl)));
        c = a / r;
        s = b / r;
        ap[oa] = r;
        bp[ob] = anorm > bnorm ? s : c != 0 ? 1 / c : 1;
    }
    cp[oc] = c;
    sp[os] = s;
}
#else
inline real abssq(scalar t) { return t.x * t.x + t.y * t.y; }
inline real absmax(scalar t) { return fmax(fabs(t.x), fabs(t.y)); }

__kernel void l1_rotg(__global scalar *ap, ulong oa, __global scalar *bp, ulong ob,
                      __global real *cp, ulong oc, __global scalar *sp, ulong os)
{
    const real rtmin = sqrt(SAFMIN / RT_EPS), rtmax = sqrt(SAFMAX * RT_EPS);
    const scalar f = ap[oa], g = bp[ob];
    real c;
    scalar s, r;
    if (g.x == 0 && g.y == 0) {
        c = 1;
        s = ZERO;
        r = f;
    } else if (f.x == 0 && f.y == 0) {
        c = 0;
        const real g1 = absmax(g);
        if (g1 > rtmin && g1 < rtmax) {
            const real d = sqrt(abssq(g));
            s = CONJ(g) / d;
            r = (scalar)(d, 0);
        } else {
            const real u = fmin(SAFMAX, fmax(SAFMIN, g1));
            const scalar gs = g * (1 / u);
            const real d = sqrt(abssq(gs));
            s = CONJ(gs) / d;
            r = (scalar)(d * u, 0);
        }
    } else {
        const real f1 = absmax(f), g1 = absmax(g);
        if (f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax) {
            const real f2 = abssq(f), g2 = abssq(g), h2 = f2 + g2;
            const real d = (f2 > rtmin && h2 < rtmax) ? sqrt(f2 * h2) : sqrt(f2) * sqrt(h2);
            const real p = 1 / d;
            c = f2 * p;
            s = MUL(CONJ(g), f * p);
            r = f * (h2 * p);
        } else {
            const real u = fmin(SAFMAX, fmax(SAFMIN, fmax(f1, g1)));
            const real uu = 1 / u;
            const scalar gs = g * uu;
            const real g2 = abssq(gs);
            real w, f2, h2;
            scalar fs;
            if (f1 * uu < rtmin) { /* f is not well scaled by g's scale: its own */
                const real v = fmin(SAFMAX, fmax(SAFMIN, f1));
                w = v * uu;
                fs = f * (1 / v);
                f2 = abssq(fs);
                h2 = f2 * w * w + g2;
            } else {
                w = 1;
                fs = f * uu;
                f2 = abssq(fs);
                h2 = f2 + g2;
            }
            const real d = (f2 > rtmin && h2 < rtmax) ? sqrt(f2 * h2) : sqrt(f2) * sqrt(h2);
            const real p = 1 / d;
            c = (f2 * p) * w;
            s = MUL(CONJ(gs), fs * p);
            r = (fs * (h2 * p)) * u;
        }
    }
    ap[oa] = r;
    cp[oc] = c;
    sp[os] = s;
}
#endif

#ifndef CLM_COMPLEX
/* Make H explicit (flag -1) before rescaling it, once. */
inline void fix_h(real *flag, real *h11, real *h12, real *h21, real *h22)
{
    if (*flag == 0) {
        *h11 = 1;
        *h22 = 1;
    } else if (*flag == 1) {
        *h21 = -1;
        *h12 = 1;
    }
    *flag = -1;
}

/*
 * rotmg: the modified Givens transformation of reference BLAS xROTMG.
 * d1, d2, x1 are updated in place, y1 read, param (5 values) written.
 * One work item.
 */
__kernel void l1_rotmg(__global real *d1p, ulong od1, __global real *d2p, ulong od2,
                       __global real *x1p, ulong ox1, __global const real *y1p, ulong oy1,
                       __global real *param, ulong op)
{
    /* The reference's constants as it writes them: SROTMG's single-precision
     * gamsq and rgamsq are not 4096^2 and its inverse. */
#if CLM_PRECISION == 0
    const real gam = 4096, gamsq = 1.67772e7f, rgamsq = 5.96046e-8f;
#else
    const real gam = 4096, gamsq = 16777216, rgamsq = 5.9604645e-8;
#endif
    real d1 = d1p[od1], d2 = d2p[od2], x1 = x1p[ox1];
    const real y1 = y1p[oy1];
    real flag, h11 = 0, h12 = 0, h21 = 0, h22 = 0;

    if (d1 < 0) {
        flag = -1;
        d1 = d2 = x1 = 0;
    } else {
        const real p2 = d2 * y1;
        if (p2 == 0) {
            param[op] = -2;
            return; /* d1, d2, x1 unchanged */
        }
        const real p1 = d1 * x1, q2 = p2 * y1, q1 = p1 * x1;
        if (fabs(q1) > fabs(q2)) {
            h21 = -y1 / x1;
            h12 = p2 / p1;
            const real u = 1 - h12 * h21;
            if (u > 0) {
                flag = 0;
                d1 /= u;
                d2 /= u;
                x1 *= u;
            } else {
                flag = -1;
                h11 = h12 = h21 = h22 = 0;
                d1 = d2 = x1 = 0;
            }
        } else if (q2 < 0) {
            flag = -1;
            h11 = h12 = h21 = h22 = 0;
            d1 = d2 = x1 = 0;
        } else {
            flag = 1;
            h11 = p1 / p2;
            h22 = x1 / y1;
            const real u = 1 + h11 * h22;
            const real t = d2 / u;
            d2 = d1 / u;
            d1 = t;
            x1 = y1 * u;
        }
        /* Rescale d1 and d2 into [rgamsq, gamsq], keeping H consistent. */
        if (d1 != 0) {
            while (d1 <= rgamsq || d1 >= gamsq) {
                fix_h(&flag, &h11, &h12, &h21, &h22);
                if (d1 <= rgamsq) {
                    d1 *= gam * gam;
                    x1 /= gam;
                    h11 /= gam;
                    h12 /= gam;
                } else {
                    d1 /= gam * gam;
                    x1 *= gam;
                    h11 *= gam;
                    h12 *= gam;
                }
            }
        }
        if (d2 != 0) {
            while (fabs(d2) <= rgamsq || fabs(d2) >= gamsq) {
                fix_h(&flag, &h11, &h12, &h21, &h22);
                if (fabs(d2) <= rgamsq) {
                    d2 *= gam * gam;
                    h21 /= gam;
                    h22 /= gam;
                } else {
                    d2 /= gam * gam;
                    h21 *= gam;
                    h22 *= gam;
                }
            }
        }
    }
    if (flag < 0) {
        param[op + 1] = h11;
        param[op + 2] = h21;
        param[op + 3] = h12;
        param[op + 4] = h22;
    } else if (flag == 0) {
        param[op + 2] = h21;
        param[op + 3] = h12;
    } else {
        param[op + 1] = h11;
        param[op + 4] = h22;
    }
    param[op] = flag;
    d1p[od1] = d1;
    d2p[od2] = d2;
    x1p[ox1] = x1;
}
#endif
