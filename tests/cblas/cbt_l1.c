/* test_cblas's Level 1: see test_cblas.c. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cbtest.h"

static const int INC[4] = {1, 2, -1, -2};
static const int NS[] = {0, 1, 2, 7, 31, 64, 129, 1000};
#define NN ((int)(sizeof NS / sizeof NS[0]))
static const char *PREC = "sdcz";
static char what[200];
#define WHAT(...) snprintf(what, sizeof what, __VA_ARGS__)
#define VX(k) cbt_vptr(&x, k)
#define VY(k) cbt_vptr(&y, k)

/* a scalar result r[k] of the three runs as a one-element output */
static void check_scalar(int t, const double r[3][2], double g_re, int solve, const char *w)
{
    cbt_arr a = cbt_new(t, 1, 1);
    cbt_setv(&a, 0, r[0][0], r[0][1]);
    double ref[2] = {r[1][0], r[1][1]};
    /* copy 1: the reference; copy 2: the size of the terms */
    cbt_arr b = cbt_new(t, 1, 1);
    cbt_setv(&b, 0, ref[0], ref[1]);
    memcpy(a.b[1], b.b[0], cbt_es(t));
    cbt_setv(&b, 0, g_re, 0);
    memcpy(a.b[2], b.b[0], cbt_es(t));
    cbt_check(&a, solve, w);
    cbt_free(&a), cbt_free(&b);
}

void level1(void)
{
    unsigned cyc = 0;
    for (int t = 0; t < 4; t++)
        for (int i = 0; i < NN; i++)
            for (int j = 0; j < 2; j++, cyc++) {
                int n = NS[i], incx = INC[cyc % 4], incy = INC[(cyc / 4 + j) % 4];
                cbt_scal al[3], be[3];
                cbt_scal_set(al, cyc % 3 == 0 ? 0 : cyc % 3 == 1 ? 1 : 0.7, cyc % 3 == 2 ? -0.2 : 0);
                cbt_scal_set(be, cyc % 5 == 0 ? 0 : cyc % 5 == 1 ? 1 : -0.4, cyc % 5 > 1 ? 0.3 : 0);
                cbt_stage_mode(cyc);
                double r[3][2] = {{0}};
                /* the reductions */
                cbt_arr x = cbt_vec(t, n, incx, 0), y = cbt_vec(t, n, incy, 0);
                for (int k = 0; k < 3; k++) {
                    switch (t) {
                    case S:
                        r[k][0] = PICK(k, cblas_sdot)(n, VX(k), incx, VY(k), incy);
                        break;
                    case D:
                        r[k][0] = PICK(k, cblas_ddot)(n, VX(k), incx, VY(k), incy);
                        break;
                    case C: {
                        float v[2];
                        PICK(k, cblas_cdotu_sub)(n, VX(k), incx, VY(k), incy, v);
                        r[k][0] = v[0], r[k][1] = v[1];
                        break;
                    }
                    default:
                        PICK(k, cblas_zdotc_sub)(n, VX(k), incx, VY(k), incy, r[k]);
                    }
                }
                WHAT("%cdot n %d inc %d %d", PREC[t], n, incx, incy);
                check_scalar(t, r, r[2][0], 0, what);
                if (t == C || t == Z) { /* the other complex dot */
                    for (int k = 0; k < 3; k++) {
                        float v[2];
                        if (t == C)
                            PICK(k, cblas_cdotc_sub)(n, VX(k), incx, VY(k), incy, v), r[k][0] = v[0], r[k][1] = v[1];
                        else
                            PICK(k, cblas_zdotu_sub)(n, VX(k), incx, VY(k), incy, r[k]);
                    }
                    WHAT("%cdot(other) n %d inc %d %d", PREC[t], n, incx, incy);
                    check_scalar(t, r, r[2][0], 0, what);
                }
                if (t == S) { /* the mixed-precision dots, checked in double */
                    for (int k = 0; k < 3; k++) {
                        r[k][0] = PICK(k, cblas_dsdot)(n, VX(k), incx, VY(k), incy);
                        r[k][1] = PICK(k, cblas_sdsdot)(n, 0.25f, VX(k), incx, VY(k), incy);
                    }
                    double a[3][2] = {{r[0][0]}, {r[1][0]}, {r[2][0]}};
                    WHAT("dsdot n %d inc %d %d", n, incx, incy);
                    check_scalar(D, a, r[2][0], 0, what);
                    double b[3][2] = {{r[0][1]}, {r[1][1]}, {r[2][1]}};
                    WHAT("sdsdot n %d inc %d %d", n, incx, incy);
                    check_scalar(S, b, r[2][1] + 0.25, 0, what);
                }
                /* nrm2, asum, iamax (increments <= 0: the reference's quick returns) */
                double nr[3][2] = {{0}}, as[3][2] = {{0}};
                size_t im[2];
                for (int k = 0; k < 2; k++) {
                    switch (t) {
                    case S: nr[k][0] = PICK(k, cblas_snrm2)(n, VX(k), incx);
                        as[k][0] = PICK(k, cblas_sasum)(n, VX(k), incx);
                        im[k] = PICK(k, cblas_isamax)(n, VX(k), incx); break;
                    case D: nr[k][0] = PICK(k, cblas_dnrm2)(n, VX(k), incx);
                        as[k][0] = PICK(k, cblas_dasum)(n, VX(k), incx);
                        im[k] = PICK(k, cblas_idamax)(n, VX(k), incx); break;
                    case C: nr[k][0] = PICK(k, cblas_scnrm2)(n, VX(k), incx);
                        as[k][0] = PICK(k, cblas_scasum)(n, VX(k), incx);
                        im[k] = PICK(k, cblas_icamax)(n, VX(k), incx); break;
                    default: nr[k][0] = PICK(k, cblas_dznrm2)(n, VX(k), incx);
                        as[k][0] = PICK(k, cblas_dzasum)(n, VX(k), incx);
                        im[k] = PICK(k, cblas_izamax)(n, VX(k), incx); break;
                    }
                }
                /* OpenBLAS 0.3.21 returns 0 for nrm2 with incx < 0; the
                 * reference (LAPACK 3.10 on) walks the vector: compare with
                 * the norm taken at |incx| then */
                if (incx < 0) {
                    int ai = -incx;
                    nr[1][0] = t == S ? REF(cblas_snrm2)(n, VX(1), ai) : t == D ? REF(cblas_dnrm2)(n, VX(1), ai)
                             : t == C ? REF(cblas_scnrm2)(n, VX(1), ai) : REF(cblas_dznrm2)(n, VX(1), ai);
                }
                nr[2][0] = nr[1][0], as[2][0] = as[1][0];
                WHAT("%cnrm2 n %d inc %d", PREC[t], n, incx);
                check_scalar(t < C ? t : t - 2, nr, nr[1][0], 0, what);
                WHAT("%casum n %d inc %d", PREC[t], n, incx);
                check_scalar(t < C ? t : t - 2, as, as[1][0], 0, what);
                cbt_checks++;
                if (im[0] != im[1]) {
                    cbt_fails++;
                    printf("FAIL i%camax n %d inc %d: %zu, reference %zu\n", PREC[t], n, incx, im[0], im[1]);
                }
                cbt_free(&x), cbt_free(&y);

                /* the updates: swap, copy, axpy, axpby, scal, rot */
                for (int op = 0; op < 7; op++) {
                    x = cbt_vec(t, n, incx, op != 1 && op != 2 && op != 3);
                    y = cbt_vec(t, n, incy, op != 4 && op != 5);
                    if (op == 3 && be[0].re == 0 && be[0].im == 0)
                        for (size_t e = 0; e < y.n; e++)
                            cbt_nan(&y, e);
                    float cs_f[2] = {0.6f, 0.8f};
                    double cs_d[2] = {0.6, 0.8};
                    for (int k = 0; k < (op == 6 ? 2 : 3); k++) {
#define UPD(SV)                                                                              \
    switch (op) {                                                                            \
    case 0: PICK(k, cblas_##SV##swap)(n, VX(k), incx, VY(k), incy); break;                   \
    case 1: PICK(k, cblas_##SV##copy)(n, VX(k), incx, VY(k), incy); break;                   \
    case 2: PICK(k, cblas_##SV##axpy)(n, SVX(al[k]), VX(k), incx, VY(k), incy); break;       \
    case 3: PICK(k, cblas_##SV##axpby)(n, SVX(al[k]), VX(k), incx, SVX(be[k]), VY(k), incy); break; \
    case 4: PICK(k, cblas_##SV##scal)(n, SVX(al[k]), VX(k), incx); break;                    \
    default: break;                                                                          \
    }
                        switch (t) {
#define SVX SV_S
                        case S: UPD(s)
                            if (op == 6) PICK(k, cblas_srot)(n, VX(k), incx, VY(k), incy, cs_f[0], cs_f[1]);
                            break;
#undef SVX
#define SVX SV_D
                        case D: UPD(d)
                            if (op == 6) PICK(k, cblas_drot)(n, VX(k), incx, VY(k), incy, cs_d[0], cs_d[1]);
                            break;
#undef SVX
#define SVX SV_C
                        case C: UPD(c)
                            if (op == 5) PICK(k, cblas_csscal)(n, 0.5f, VX(k), incx);
                            if (op == 6) PICK(k, cblas_csrot)(n, VX(k), incx, VY(k), incy, cs_f[0], cs_f[1]);
                            break;
#undef SVX
#define SVX SV_Z
                        default: UPD(z)
                            if (op == 5) PICK(k, cblas_zdscal)(n, 0.5, VX(k), incx);
                            if (op == 6) PICK(k, cblas_zdrot)(n, VX(k), incx, VY(k), incy, cs_d[0], cs_d[1]);
                            break;
#undef SVX
                        }
                    }
                    if (op == 6) { /* rot subtracts: |c| |x| + |s| |y| <= 1.4 max |x|, |y| */
                        cbt_set_size(&x, 2.8);
                        cbt_set_size(&y, 2.8);
                    }
                    WHAT("%c update %d n %d inc %d %d", PREC[t], op, n, incx, incy);
                    cbt_check(&x, 0, what), cbt_check(&y, 0, what);
                    cbt_free(&x), cbt_free(&y);
                }
                if (t < C) /* rotm, every flag */
                    for (int f = -2; f <= 1; f++) {
                        x = cbt_vec(t, n, incx, 1), y = cbt_vec(t, n, incy, 1);
                        float pf[3][5];
                        double pd[3][5];
                        for (int k = 0; k < 3; k++)
                            for (int e = 0; e < 5; e++) {
                                double v = e == 0 ? f : (k == 2 ? 1 : 1) * (0.3 * e - 0.7);
                                pd[k][e] = k == 2 && e ? fabs(v) : v;
                                pf[k][e] = (float)pd[k][e];
                            }
                        for (int k = 0; k < 2; k++) {
                            if (t == S)
                                PICK(k, cblas_srotm)(n, VX(k), incx, VY(k), incy, pf[k]);
                            else
                                PICK(k, cblas_drotm)(n, VX(k), incx, VY(k), incy, pd[k]);
                        }
                        /* flag 1 subtracts x: G = (|h| + 1) 2 max |x|, |y| */
                        cbt_set_size(&x, 4), cbt_set_size(&y, 4);
                        WHAT("%crotm flag %d n %d inc %d %d", PREC[t], f, n, incx, incy);
                        cbt_check(&x, 0, what), cbt_check(&y, 0, what);
                        cbt_free(&x), cbt_free(&y);
                    }
            }
    /* rotg, rotmg, crotg, zrotg, cabs1 on ordinary values */
    static const double AB[][2] = {{3, 4}, {-2.5, 0.5}, {0, 1.5}, {1.5, 0}, {1e-3, -7}, {6, -2}};
    for (size_t i = 0; i < sizeof AB / sizeof AB[0]; i++) {
        double d[2][4], z[2][8];
        float f[2][4];
        for (int k = 0; k < 2; k++) {
            d[k][0] = AB[i][0], d[k][1] = AB[i][1], d[k][2] = d[k][3] = 0;
            f[k][0] = (float)AB[i][0], f[k][1] = (float)AB[i][1], f[k][2] = f[k][3] = 0;
            PICK(k, cblas_drotg)(&d[k][0], &d[k][1], &d[k][2], &d[k][3]);
            PICK(k, cblas_srotg)(&f[k][0], &f[k][1], &f[k][2], &f[k][3]);
            double a[2] = {AB[i][0], AB[i][1]}, b[2] = {AB[i][1], -0.5}, s[2], c;
            PICK(k, cblas_zrotg)(a, b, &c, s);
            z[k][0] = a[0], z[k][1] = a[1], z[k][2] = c, z[k][3] = s[0], z[k][4] = s[1];
        }
        for (int e = 0; e < 4; e++) {
            double rd[3][2] = {{d[0][e]}, {d[1][e]}, {fabs(d[1][e]) + 1}};
            double rf[3][2] = {{f[0][e]}, {f[1][e]}, {fabs(f[1][e]) + 1}};
            WHAT("drotg case %zu output %d", i, e);
            check_scalar(D, rd, rd[2][0], 0, what);
            WHAT("srotg case %zu output %d", i, e);
            check_scalar(S, rf, rf[2][0], 0, what);
        }
        for (int e = 0; e < 5; e++) {
            double rz[3][2] = {{z[0][e]}, {z[1][e]}, {fabs(z[1][e]) + 1}};
            WHAT("zrotg case %zu output %d", i, e);
            check_scalar(D, rz, rz[2][0], 0, what);
        }
        /* rotmg: d1, d2 > 0 */
        double m[2][9];
        for (int k = 0; k < 2; k++) {
            m[k][0] = 1.5 + i, m[k][1] = 0.5 + i * 0.25, m[k][2] = AB[i][0] + 0.1;
            memset(m[k] + 3, 0, 6 * sizeof(double));
            PICK(k, cblas_drotmg)(&m[k][0], &m[k][1], &m[k][2], AB[i][1], m[k] + 3);
        }
        int flag = (int)m[1][3];
        for (int e = 0; e < 8; e++) {
            /* the H entries the flag leaves implicit are not compared */
            if (e >= 4 && ((flag == 0 && (e == 4 || e == 7)) || (flag == 1 && (e == 5 || e == 6)) || flag == -2))
                continue;
            double rm[3][2] = {{m[0][e]}, {m[1][e]}, {fabs(m[1][e]) + 1}};
            WHAT("drotmg case %zu output %d (flag %d)", i, e, flag);
            check_scalar(D, rm, rm[2][0], 0, what);
        }
        float cz[2] = {(float)AB[i][0], (float)AB[i][1]};
        double zz[2] = {AB[i][0], AB[i][1]};
        cbt_checks++;
        /* OpenBLAS 0.3.21 has no cabs1: |re| + |im| by hand */
        if (cblas_scabs1(cz) != fabsf(cz[0]) + fabsf(cz[1]) || cblas_dcabs1(zz) != fabs(zz[0]) + fabs(zz[1])) {
            cbt_fails++;
            printf("FAIL cabs1 case %zu\n", i);
        }
    }
}
