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
 * rotg: the Givens rotation [c s; -conj(s) c] with c real that zeroes b:
 * reference BLAS xROTG. One work item.
 */
#ifndef CLM_COMPLEX
__kernel void l1_rotg(__global real *a, ulong oa, __global real *b, ulong ob, __global real *c,
                      ulong oc, __global real *s, ulong os)
{
    const real ra = a[oa], rb = b[ob];
    const real roe = fabs(ra) > fabs(rb) ? ra : rb;
    const real scale = fabs(ra) + fabs(rb);
    real r, z, cc, ss;
    if (scale == 0) {
        cc = 1;
        ss = 0;
        r = 0;
        z = 0;
    } else {
        r = scale * sqrt((ra / scale) * (ra / scale) + (rb / scale) * (rb / scale));
        r = copysign(1, roe) * r;
        cc = ra / r;
        ss = rb / r;
        z = 1;
        if (fabs(ra) > fabs(rb))
            z = ss;
        if (fabs(rb) >= fabs(ra) && cc != 0)
            z = 1 / cc;
    }
    a[oa] = r;
    b[ob] = z;
    c[oc] = cc;
    s[os] = ss;
}
#else
inline real cabs_(scalar v) { return hypot(v.x, v.y); }

__kernel void l1_rotg(__global scalar *a, ulong oa, __global scalar *b, ulong ob, __global real *c,
                      ulong oc, __global scalar *s, ulong os)
{
    const scalar ca = a[oa], cb = b[ob];
    if (cabs_(ca) == 0) {
        c[oc] = 0;
        s[os] = (scalar)(1, 0);
        a[oa] = cb;
        return;
    }
    const real scale = cabs_(ca) + cabs_(cb);
    const real p = cabs_(ca / scale), q = cabs_(cb / scale);
    const real norm = scale * sqrt(p * p + q * q);
    const scalar alpha = ca / cabs_(ca);
    c[oc] = cabs_(ca) / norm;
    s[os] = MUL(alpha, CONJ(cb)) / norm;
    a[oa] = alpha * norm;
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
    /* The reference's constants, rgamsq as its literal (not exactly 1/gamsq). */
    const real gam = 4096, gamsq = 16777216, rgamsq = (real)5.9604645e-8;
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
