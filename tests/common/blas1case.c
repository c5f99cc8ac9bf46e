#include "blas1case.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS-complex.h>

/* ---- the families ---- */

int b1_exists(b1_routine r, tu_prec p)
{
    switch (r) {
    case B1_SSCAL:
    case B1_DOTC: return tu_is_complex(p);
    case B1_ROTM: return !tu_is_complex(p);
    default: return (unsigned)r < B1_NROUTINES;
    }
}

const char *b1_name(b1_routine r, tu_prec p)
{
    static const char *names[B1_NROUTINES][TU_NPREC] = {
        {"Sswap", "Dswap", "Cswap", "Zswap"},   {"Sscal", "Dscal", "Cscal", "Zscal"},
        {"?sscal", "?dscal", "Csscal", "Zdscal"}, {"Scopy", "Dcopy", "Ccopy", "Zcopy"},
        {"Saxpy", "Daxpy", "Caxpy", "Zaxpy"},   {"Sdot", "Ddot", "Cdotu", "Zdotu"},
        {"?dotc", "?dotc", "Cdotc", "Zdotc"},   {"Srot", "Drot", "Csrot", "Zdrot"},
        {"Srotm", "Drotm", "?rotm", "?rotm"},   {"Snrm2", "Dnrm2", "Scnrm2", "Dznrm2"},
        {"Sasum", "Dasum", "Scasum", "Dzasum"}, {"iSamax", "iDamax", "iCamax", "iZamax"},
    };
    return (unsigned)r < B1_NROUTINES && (unsigned)p < TU_NPREC ? names[r][p] : "?";
}

int b1_has_y(b1_routine r)
{
    return r == B1_SWAP || r == B1_COPY || r == B1_AXPY || r == B1_DOT || r == B1_DOTC ||
           r == B1_ROT || r == B1_ROTM;
}

int b1_writes_x(b1_routine r)
{
    return r == B1_SWAP || r == B1_SCAL || r == B1_SSCAL || r == B1_ROT || r == B1_ROTM;
}

int b1_writes_y(b1_routine r)
{
    return r == B1_SWAP || r == B1_COPY || r == B1_AXPY || r == B1_ROT || r == B1_ROTM;
}

int b1_is_reduction(b1_routine r)
{
    return r == B1_DOT || r == B1_DOTC || r == B1_NRM2 || r == B1_ASUM || r == B1_IAMAX;
}

int b1_has_alpha(b1_routine r) { return r == B1_SCAL || r == B1_SSCAL || r == B1_AXPY; }
int b1_has_scratch(b1_routine r) { return b1_is_reduction(r); }
tu_prec b1_real(tu_prec p) { return tu_is_double(p) ? TU_D : TU_S; }

tu_prec b1_result_prec(b1_routine r, tu_prec p)
{
    if (r == B1_DOT || r == B1_DOTC)
        return p;
    if (r == B1_IAMAX)
        return TU_S; /* a cl_uint: 4 bytes */
    return b1_real(p);
}

size_t b1_scratch_bytes(b1_routine r, tu_prec p, size_t N)
{
    switch (r) {
    case B1_DOT:
    case B1_DOTC:
    case B1_ASUM: return N * tu_esize(p);
    case B1_NRM2:
    case B1_IAMAX: return 2 * N * tu_esize(p);
    default: return 0;
    }
}

/* ---- calls ---- */

static FloatComplex fc(tu_scalar v)
{
    FloatComplex c;
    c.s[0] = (cl_float)v.re;
    c.s[1] = (cl_float)v.im;
    return c;
}

static DoubleComplex dc(tu_scalar v)
{
    DoubleComplex c;
    c.s[0] = v.re;
    c.s[1] = v.im;
    return c;
}

clblasStatus b1_call(const b1_args *a, cl_event *ev)
{
    size_t N = a->N;
    cl_uint nq = a->nq, nw = a->nwait;
    cl_command_queue *q = a->qs;
    const cl_event *w = a->wait;
    cl_mem x = a->x, y = a->y, res = a->res, scr = a->scratch;
    size_t ox = a->offx, oy = a->offy, orr = a->offres;
    int ix = a->incx, iy = a->incy;
    float cf = (float)a->c, sf = (float)a->s, alf = (float)a->alpha.re;
    double cd = a->c, sd = a->s, ald = a->alpha.re;
#define PICK(S, D, C, Z)                \
    switch (a->p) {                     \
    case TU_S: return S;                \
    case TU_D: return D;                \
    case TU_C: return C;                \
    case TU_Z: return Z;                \
    }                                   \
    break
    switch (a->r) {
    case B1_SWAP:
        PICK(clblasSswap(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasDswap(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasCswap(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasZswap(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev));
    case B1_SCAL:
        PICK(clblasSscal(N, alf, x, ox, ix, nq, q, nw, w, ev),
             clblasDscal(N, ald, x, ox, ix, nq, q, nw, w, ev),
             clblasCscal(N, fc(a->alpha), x, ox, ix, nq, q, nw, w, ev),
             clblasZscal(N, dc(a->alpha), x, ox, ix, nq, q, nw, w, ev));
    case B1_SSCAL:
        PICK(clblasInvalidValue, clblasInvalidValue,
             clblasCsscal(N, alf, x, ox, ix, nq, q, nw, w, ev),
             clblasZdscal(N, ald, x, ox, ix, nq, q, nw, w, ev));
    case B1_COPY:
        PICK(clblasScopy(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasDcopy(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasCcopy(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasZcopy(N, x, ox, ix, y, oy, iy, nq, q, nw, w, ev));
    case B1_AXPY:
        PICK(clblasSaxpy(N, alf, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasDaxpy(N, ald, x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasCaxpy(N, fc(a->alpha), x, ox, ix, y, oy, iy, nq, q, nw, w, ev),
             clblasZaxpy(N, dc(a->alpha), x, ox, ix, y, oy, iy, nq, q, nw, w, ev));
    case B1_DOT:
        PICK(clblasSdot(N, res, orr, x, ox, ix, y, oy, iy, scr, nq, q, nw, w, ev),
             clblasDdot(N, res, orr, x, ox, ix, y, oy, iy, scr, nq, q, nw, w, ev),
             clblasCdotu(N, res, orr, x, ox, ix, y, oy, iy, scr, nq, q, nw, w, ev),
             clblasZdotu(N, res, orr, x, ox, ix, y, oy, iy, scr, nq, q, nw, w, ev));
    case B1_DOTC:
        PICK(clblasInvalidValue, clblasInvalidValue,
             clblasCdotc(N, res, orr, x, ox, ix, y, oy, iy, scr, nq, q, nw, w, ev),
             clblasZdotc(N, res, orr, x, ox, ix, y, oy, iy, scr, nq, q, nw, w, ev));
    case B1_ROT:
        PICK(clblasSrot(N, x, ox, ix, y, oy, iy, cf, sf, nq, q, nw, w, ev),
             clblasDrot(N, x, ox, ix, y, oy, iy, cd, sd, nq, q, nw, w, ev),
             clblasCsrot(N, x, ox, ix, y, oy, iy, cf, sf, nq, q, nw, w, ev),
             clblasZdrot(N, x, ox, ix, y, oy, iy, cd, sd, nq, q, nw, w, ev));
    case B1_ROTM:
        PICK(clblasSrotm(N, x, ox, ix, y, oy, iy, res, orr, nq, q, nw, w, ev),
             clblasDrotm(N, x, ox, ix, y, oy, iy, res, orr, nq, q, nw, w, ev),
             clblasInvalidValue, clblasInvalidValue);
    case B1_NRM2:
        PICK(clblasSnrm2(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasDnrm2(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasScnrm2(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasDznrm2(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev));
    case B1_ASUM:
        PICK(clblasSasum(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasDasum(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasScasum(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasDzasum(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev));
    case B1_IAMAX:
        PICK(clblasiSamax(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasiDamax(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasiCamax(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev),
             clblasiZamax(N, res, orr, x, ox, ix, scr, nq, q, nw, w, ev));
    default: break;
    }
#undef PICK
    return clblasInvalidValue;
}

clblasStatus b1_scalar_call(const b1_sargs *a, cl_event *ev)
{
    cl_mem const *m = a->m;
    const size_t *o = a->off;
    if (a->rotmg) {
        if (a->p == TU_S)
            return clblasSrotmg(m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], m[4], o[4], a->nq,
                                a->qs, a->nwait, a->wait, ev);
        if (a->p == TU_D)
            return clblasDrotmg(m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], m[4], o[4], a->nq,
                                a->qs, a->nwait, a->wait, ev);
        return clblasInvalidValue;
    }
    switch (a->p) {
    case TU_S:
        return clblasSrotg(m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], a->nq, a->qs, a->nwait,
                           a->wait, ev);
    case TU_D:
        return clblasDrotg(m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], a->nq, a->qs, a->nwait,
                           a->wait, ev);
    case TU_C:
        return clblasCrotg(m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], a->nq, a->qs, a->nwait,
                           a->wait, ev);
    case TU_Z:
        return clblasZrotg(m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], a->nq, a->qs, a->nwait,
                           a->wait, ev);
    }
    return clblasInvalidValue;
}

int b1_sarg_count(int rotmg) { return rotmg ? 5 : 4; }

tu_prec b1_sarg_prec(int rotmg, tu_prec p, int k)
{
    if (rotmg)
        return p;
    return k == 2 ? b1_real(p) : p; /* rotg: c is real */
}

size_t b1_sarg_len(int rotmg, int k) { return rotmg && k == 4 ? 5 : 1; }

const char *b1_sarg_name(int rotmg, int k)
{
    static const char *g[] = {"A", "B", "C", "S", "?"}, *mg[] = {"D1", "D2", "X1", "Y1", "PARAM"};
    return (unsigned)k < 5 ? (rotmg ? mg[k] : g[k]) : "?";
}

/* ---- the reference, in long double ---- */

typedef struct lc {
    long double re, im;
} lc;

static lc lc_make(long double re, long double im)
{
    lc v = {re, im};
    return v;
}

static lc lc_get(tu_prec p, const void *a, size_t i)
{
    tu_scalar v = tu_get(p, a, i);
    return lc_make(v.re, v.im);
}

static lc lc_mul(lc a, lc b) { return lc_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }
static lc lc_add(lc a, lc b) { return lc_make(a.re + b.re, a.im + b.im); }
static lc lc_scale(lc a, long double s) { return lc_make(a.re * s, a.im * s); }
static long double lc_abs1(lc a) { return fabsl(a.re) + fabsl(a.im); }

/* A scalar as the call passes it: rounded to the precision. */
static tu_scalar rounded(tu_prec p, tu_scalar v)
{
    if (!tu_is_double(p)) {
        v.re = (float)v.re;
        v.im = (float)v.im;
    }
    if (!tu_is_complex(p))
        v.im = 0;
    return v;
}

static double rounded_real(tu_prec p, double v) { return tu_is_double(p) ? v : (double)(float)v; }

unsigned b1_ref_iamax(tu_prec p, const void *x, size_t n, size_t off, int inc)
{
    if (n == 0 || inc < 0)
        return 0;
    unsigned best = 1;
    if (tu_is_double(p)) {
        double m = 0;
        for (size_t i = 0; i < n; i++) {
            tu_scalar v = tu_get(p, x, tu_vec_pos(n, off, inc, i));
            double a = fabs(v.re) + fabs(v.im); /* im is 0 for real types */
            if (i == 0 || a > m) {
                m = a;
                best = (unsigned)i + 1;
            }
        }
    } else {
        float m = 0;
        for (size_t i = 0; i < n; i++) {
            tu_scalar v = tu_get(p, x, tu_vec_pos(n, off, inc, i));
            float a = tu_is_complex(p) ? fabsf((float)v.re) + fabsf((float)v.im)
                                       : fabsf((float)v.re);
            if (i == 0 || a > m) {
                m = a;
                best = (unsigned)i + 1;
            }
        }
    }
    return best;
}

/* ---- descriptions ---- */

void b1_describe(const b1_case *c, char *buf, size_t cap)
{
    char al[64] = "", extra[160] = "";
    if (b1_has_alpha(c->r)) {
        char v[56];
        tu_scalar_str(c->r == B1_SSCAL ? b1_real(c->p) : c->p, c->alpha, v, sizeof v);
        snprintf(al, sizeof al, " alpha=%s", v);
    }
    if (c->r == B1_ROT)
        snprintf(extra, sizeof extra, " c=%g s=%g", c->c, c->s);
    if (c->r == B1_ROTM)
        snprintf(extra, sizeof extra, " flag=%d offparam=%zu", c->flag, c->offres);
    if (b1_is_reduction(c->r))
        snprintf(extra, sizeof extra, " offres=%zu", c->offres);
    int n = snprintf(buf, cap, "%s N=%zu offx=%zu incx=%d", b1_name(c->r, c->p), c->N, c->offx,
                     c->incx);
    if (b1_has_y(c->r) && n > 0 && (size_t)n < cap)
        n += snprintf(buf + n, cap - (size_t)n, " offy=%zu incy=%d", c->offy, c->incy);
    if (n > 0 && (size_t)n < cap)
        snprintf(buf + n, cap - (size_t)n, "%s%s event=%d%s%s%s%s%s%s", al, extra, c->want_event,
                 c->gate ? " gated" : "", c->twice ? " twice" : "",
                 c->nan & B1_NAN_X ? " NaN-x" : "", c->nan & B1_NAN_Y ? " NaN-y" : "",
                 c->note ? " " : "", c->note ? c->note : "");
}

/* ---- data ---- */

typedef struct b1_data {
    tu_operand x, y, res; /* res: result (reductions) or PARAM (rotm) */
    cl_mem scratch;
    size_t scratch_bytes;
} b1_data;

static void data_free(b1_data *d)
{
    tu_operand_free(&d->x);
    tu_operand_free(&d->y);
    tu_operand_free(&d->res);
    if (d->scratch)
        clReleaseMemObject(d->scratch);
    memset(d, 0, sizeof *d);
}

/* Logical elements in vector order: given values, random ones, or NaN. */
static void fill_vec(tu_operand *o, const b1_case *c, size_t off, int inc, const tu_scalar *v,
                     int nan, tu_rng *r)
{
    for (size_t i = 0; i < c->N; i++) {
        size_t pos = tu_vec_pos(c->N, off, inc, i);
        if (nan)
            tu_set_nan(c->p, o->init, pos);
        else if (v)
            tu_set(c->p, o->init, pos, v[i]);
        else
            tu_set(c->p, o->init, pos, tu_rng_scalar(r, c->p));
    }
}

/* x or y of the case: finite canaries where the call writes the vector,
 * NaN where it only reads it; the elements from fill_vec. */
static int vec_make(tu_operand *o, const b1_case *c, size_t off, int inc, int writes,
                    const tu_scalar *v, int nan, tu_rng *r)
{
    if (tu_operand_init(o, c->p, tu_vec_extent(c->N, off, inc) + TU_GUARD,
                        writes ? TU_CANARY_FINITE : TU_CANARY_NAN) != 0)
        return -1;
    tu_operand_mark_vec(o, c->N, off, inc);
    fill_vec(o, c, off, inc, v, nan, r);
    return 0;
}

static int data_make(const b1_case *c, b1_data *d, cl_context ctx)
{
    memset(d, 0, sizeof *d);
    tu_rng r = tu_rng_make(c->seed);
    if (vec_make(&d->x, c, c->offx, c->incx, b1_writes_x(c->r), c->xv,
                 (c->nan & B1_NAN_X) != 0, &r) != 0)
        return -1;
    if (b1_has_y(c->r) && vec_make(&d->y, c, c->offy, c->incy, b1_writes_y(c->r), c->yv,
                                   (c->nan & B1_NAN_Y) != 0, &r) != 0)
        return -1;
    if (b1_is_reduction(c->r)) {
        if (tu_operand_init(&d->res, b1_result_prec(c->r, c->p), c->offres + 1 + TU_GUARD,
                            TU_CANARY_NAN) != 0)
            return -1;
        d->res.logical[c->offres] = 1; /* holds NaN: it must be overwritten */
    } else if (c->r == B1_ROTM) {
        if (tu_operand_init(&d->res, c->p, c->offres + 5 + TU_GUARD, TU_CANARY_NAN) != 0)
            return -1;
        for (int k = 0; k < 5; k++)
            d->res.logical[c->offres + (size_t)k] = 1;
        /* flag, h11, h21, h12, h22; the implied elements stay NaN: never read */
        tu_set(c->p, d->res.init, c->offres, tu_scalar_make(c->flag, 0));
        for (int k = 1; k < 5; k++) {
            int used = c->flag == -1 || (c->flag == 0 && (k == 2 || k == 3)) ||
                       (c->flag == 1 && (k == 1 || k == 4));
            if (used)
                tu_set(c->p, d->res.init, c->offres + (size_t)k,
                       tu_scalar_make(2 * tu_rng_unit(&r), 0));
        }
    }
    if (b1_has_scratch(c->r)) {
        d->scratch_bytes = b1_scratch_bytes(c->r, c->p, c->N);
        size_t bytes = d->scratch_bytes ? d->scratch_bytes : tu_esize(c->p);
        void *nan = malloc(bytes);
        if (!nan)
            return -1;
        memset(nan, 0xff, bytes); /* NaN in every type */
        cl_int err;
        d->scratch = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, nan, &err);
        free(nan);
        if (err != CL_SUCCESS)
            return -1;
    }
    cl_int err = tu_operand_upload(&d->x, ctx, CL_MEM_READ_WRITE);
    if (err == CL_SUCCESS && d->y.total)
        err = tu_operand_upload(&d->y, ctx, CL_MEM_READ_WRITE);
    if (err == CL_SUCCESS && d->res.total)
        err = tu_operand_upload(&d->res, ctx, CL_MEM_READ_WRITE);
    return err == CL_SUCCESS ? 0 : -1;
}

static cl_int data_download(b1_data *d, cl_command_queue q)
{
    cl_int err = tu_operand_download(&d->x, q);
    if (err == CL_SUCCESS && d->y.total)
        err = tu_operand_download(&d->y, q);
    if (err == CL_SUCCESS && d->res.total)
        err = tu_operand_download(&d->res, q);
    return err;
}

/* ---- verification ---- */

static double worst[B1_NROUTINES];

double b1_worst_error(b1_routine r) { return (unsigned)r < B1_NROUTINES ? worst[r] : 0; }

static void note_worst(b1_routine r, double e)
{
    if (e > worst[r] && e < INFINITY)
        worst[r] = e;
}

static int same_elem(tu_prec p, const void *a, size_t i, const void *b, size_t j)
{
    size_t es = tu_esize(p);
    return memcmp((const char *)a + i * es, (const char *)b + j * es, es) == 0;
}

/* Elementwise results of one output vector against ref[i] (gauge g[i]). */
static int check_elems(const b1_case *c, const tu_operand *o, size_t off, int inc, const lc *ref,
                       const long double *g, const char *what, const char *desc)
{
    double maxerr = 0;
    size_t worst_i = 0;
    for (size_t i = 0; i < c->N; i++) {
        lc got = lc_get(c->p, o->back, tu_vec_pos(c->N, off, inc, i));
        long double diff = lc_abs1(lc_make(got.re - ref[i].re, got.im - ref[i].im));
        double err = g[i] > 0 ? (double)(diff / ((long double)tu_eps(c->p) * g[i]))
                              : diff == 0 ? 0 : INFINITY;
        if (isnan(err))
            err = INFINITY;
        if (err > maxerr || (i == 0 && err == INFINITY)) {
            maxerr = err;
            worst_i = i;
        }
    }
    note_worst(c->r, maxerr);
    if (c->N == 0)
        return 1;
    lc got = lc_get(c->p, o->back, tu_vec_pos(c->N, off, inc, worst_i));
    return tu_check(maxerr < 16,
                    "%s: max scaled error %.3g at %s(%zu): got (%.17Lg,%.17Lg) want (%.17Lg,%.17Lg)",
                    desc, maxerr, what, worst_i, got.re, got.im, ref[worst_i].re,
                    ref[worst_i].im);
}

static int check_unchanged(const tu_operand *o, int guards_only, const char *what,
                           const char *desc)
{
    size_t n = tu_operand_changed(o, guards_only, what, desc);
    return tu_check(n == 0, "%s: %s%s changed (%zu elements)", desc, what,
                    guards_only ? "'s guards or gaps" : "", n);
}

static int verify_elementwise(const b1_case *c, const b1_data *d, const char *desc)
{
    size_t N = c->N;
    lc *rx = calloc(N ? N : 1, sizeof *rx), *ry = calloc(N ? N : 1, sizeof *ry);
    long double *gx = calloc(N ? N : 1, sizeof *gx), *gy = calloc(N ? N : 1, sizeof *gy);
    int ok = 1;
    if (!tu_check(rx && ry && gx && gy, "%s: out of host memory", desc)) {
        ok = 0;
        goto done;
    }
    tu_prec p = c->p;
    if (c->r == B1_SCAL || c->r == B1_SSCAL) {
        tu_scalar a = rounded(c->r == B1_SSCAL ? b1_real(p) : p, c->alpha);
        lc al = lc_make(a.re, a.im);
        if (c->incx < 0 || N == 0) { /* reference BLAS: nothing happens */
            ok = check_unchanged(&d->x, 0, "x", desc);
            goto done;
        }
        for (size_t i = 0; i < N; i++) {
            lc x = lc_get(p, d->x.init, tu_vec_pos(N, c->offx, c->incx, i));
            rx[i] = lc_mul(al, x);
            gx[i] = lc_abs1(al) * lc_abs1(x);
        }
        ok = check_elems(c, &d->x, c->offx, c->incx, rx, gx, "x", desc);
    } else if (c->r == B1_AXPY) {
        tu_scalar a = rounded(p, c->alpha);
        lc al = lc_make(a.re, a.im);
        if (tu_scalar_is(a, 0) || N == 0) {
            ok = check_unchanged(&d->y, 0, "y", desc);
            goto done;
        }
        for (size_t i = 0; i < N; i++) {
            lc x = lc_get(p, d->x.init, tu_vec_pos(N, c->offx, c->incx, i));
            lc y = lc_get(p, d->y.init, tu_vec_pos(N, c->offy, c->incy, i));
            ry[i] = lc_add(lc_mul(al, x), y);
            gy[i] = lc_abs1(al) * lc_abs1(x) + lc_abs1(y);
        }
        ok = check_elems(c, &d->y, c->offy, c->incy, ry, gy, "y", desc);
    } else if (c->r == B1_ROT || c->r == B1_ROTM) {
        long double h11, h12, h21, h22;
        if (c->r == B1_ROT) {
            long double cc = rounded_real(p, c->c), ss = rounded_real(p, c->s);
            h11 = cc, h12 = ss, h21 = -ss, h22 = cc;
        } else {
            if (c->flag == -2 || N == 0) {
                ok = check_unchanged(&d->x, 0, "x", desc);
                ok &= check_unchanged(&d->y, 0, "y", desc);
                goto done;
            }
            const void *pa = d->res.init;
            size_t o = c->offres;
            h11 = c->flag == -1 ? tu_get(p, pa, o + 1).re : c->flag == 0 ? 1 : tu_get(p, pa, o + 1).re;
            h21 = c->flag == 1 ? -1 : tu_get(p, pa, o + 2).re;
            h12 = c->flag == 1 ? 1 : tu_get(p, pa, o + 3).re;
            h22 = c->flag == -1 ? tu_get(p, pa, o + 4).re : c->flag == 0 ? 1 : tu_get(p, pa, o + 4).re;
        }
        for (size_t i = 0; i < N; i++) {
            lc x = lc_get(p, d->x.init, tu_vec_pos(N, c->offx, c->incx, i));
            lc y = lc_get(p, d->y.init, tu_vec_pos(N, c->offy, c->incy, i));
            rx[i] = lc_add(lc_scale(x, h11), lc_scale(y, h12));
            ry[i] = lc_add(lc_scale(x, h21), lc_scale(y, h22));
            gx[i] = fabsl(h11) * lc_abs1(x) + fabsl(h12) * lc_abs1(y);
            gy[i] = fabsl(h21) * lc_abs1(x) + fabsl(h22) * lc_abs1(y);
        }
        ok = check_elems(c, &d->x, c->offx, c->incx, rx, gx, "x", desc);
        ok &= check_elems(c, &d->y, c->offy, c->incy, ry, gy, "y", desc);
    }
done:
    free(rx);
    free(ry);
    free(gx);
    free(gy);
    return ok;
}

/* swap and copy move bits. */
static int verify_moves(const b1_case *c, const b1_data *d, const char *desc)
{
    size_t bad_x = 0, bad_y = 0, first = 0;
    for (size_t i = 0; i < c->N; i++) {
        size_t px = tu_vec_pos(c->N, c->offx, c->incx, i);
        size_t py = tu_vec_pos(c->N, c->offy, c->incy, i);
        if (!same_elem(c->p, d->y.back, py, d->x.init, px) && bad_y++ == 0)
            first = i;
        if (c->r == B1_SWAP && !same_elem(c->p, d->x.back, px, d->y.init, py) && bad_x++ == 0 &&
            bad_y == 0)
            first = i;
    }
    return tu_check(bad_x == 0 && bad_y == 0,
                    "%s: %zu elements of x and %zu of y not moved bit for bit (first at %zu)", desc,
                    bad_x, bad_y, first);
}

static double sum_tolerance_scale(size_t N) { return N > 2 ? log2((double)N) : 1.0; }

/* The reference of dot, dotc, nrm2 and asum, and its gauge. */
static lc ref_reduction(const b1_case *c, const void *xs, const void *ys, long double *gauge)
{
    size_t N = c->N;
    tu_prec p = c->p;
    lc want = lc_make(0, 0);
    *gauge = 0;
    if (c->r == B1_DOT || c->r == B1_DOTC) {
        for (size_t i = 0; i < N; i++) {
            lc x = lc_get(p, xs, tu_vec_pos(N, c->offx, c->incx, i));
            lc y = lc_get(p, ys, tu_vec_pos(N, c->offy, c->incy, i));
            if (c->r == B1_DOTC)
                x.im = -x.im;
            want = lc_add(want, lc_mul(x, y));
            *gauge += lc_abs1(x) * lc_abs1(y);
        }
    } else if (c->r == B1_ASUM) {
        if (c->incx > 0)
            for (size_t i = 0; i < N; i++)
                want.re += lc_abs1(lc_get(p, xs, tu_vec_pos(N, c->offx, c->incx, i)));
        *gauge = want.re;
    } else if (c->r == B1_NRM2) { /* the same n elements whatever the sign of incx */
        for (size_t i = 0; i < N; i++) {
            lc x = lc_get(p, xs, tu_vec_pos(N, c->offx, c->incx, i));
            want.re += x.re * x.re + x.im * x.im;
        }
        want.re = sqrtl(want.re);
        *gauge = want.re;
    }
    return want;
}

tu_scalar b1_ref_reduction(const b1_case *c, const void *x, const void *y)
{
    long double g;
    lc v = ref_reduction(c, x, y, &g);
    return tu_scalar_make((double)v.re, (double)v.im);
}

static int verify_reduction(const b1_case *c, const b1_data *d, const char *desc)
{
    size_t N = c->N, o = c->offres;
    tu_prec p = c->p, rp = b1_result_prec(c->r, p);
    if (c->r == B1_IAMAX) {
        uint32_t got;
        memcpy(&got, (const char *)d->res.back + o * 4, 4);
        unsigned want = b1_ref_iamax(p, d->x.init, N, c->offx, c->incx);
        return tu_check(got == want, "%s: index %u, want %u", desc, (unsigned)got, want);
    }
    long double gauge;
    lc got = lc_get(rp, d->res.back, o), want = ref_reduction(c, d->x.init, d->y.init, &gauge);
    double tol_scale = c->r == B1_ASUM || c->r == B1_NRM2 ? sum_tolerance_scale(N) : 1;
    long double diff = lc_abs1(lc_make(got.re - want.re, got.im - want.im));
    double err = gauge > 0 ? (double)(diff / ((long double)tu_eps(p) * gauge * tol_scale))
                           : diff == 0 ? 0 : INFINITY;
    if (isnan(err))
        err = INFINITY;
    note_worst(c->r, err);
    return tu_check(err < 16, "%s: scaled error %.3g: got (%.17Lg,%.17Lg) want (%.17Lg,%.17Lg)",
                    desc, err, got.re, got.im, want.re, want.im);
}

static int verify(const b1_case *c, const b1_data *d, const char *desc)
{
    int ok = 1;
    /* inputs unchanged, outputs' guards and gaps unchanged */
    ok &= check_unchanged(&d->x, b1_writes_x(c->r), "x", desc);
    if (b1_has_y(c->r))
        ok &= check_unchanged(&d->y, b1_writes_y(c->r), "y", desc);
    if (c->r == B1_ROTM)
        ok &= check_unchanged(&d->res, 0, "PARAM", desc);
    if (b1_is_reduction(c->r))
        ok &= check_unchanged(&d->res, 1, "result buffer", desc);
    switch (c->r) {
    case B1_SWAP:
    case B1_COPY: ok &= verify_moves(c, d, desc); break;
    case B1_SCAL:
    case B1_SSCAL:
    case B1_AXPY:
    case B1_ROT:
    case B1_ROTM: ok &= verify_elementwise(c, d, desc); break;
    default: ok &= verify_reduction(c, d, desc); break;
    }
    return ok;
}

struct b1_pending {
    b1_case c;
    b1_data d;
    b1_args a;
    cl_command_queue q;
    cl_event ev;
    clblasStatus st;
    int ok;
    char desc[512];
};

b1_pending *b1_start(cl_context ctx, cl_command_queue q, const b1_case *c)
{
    b1_pending *pd = calloc(1, sizeof *pd);
    if (!tu_check(pd != NULL, "out of host memory"))
        return NULL;
    pd->c = *c;
    pd->q = q;
    b1_describe(c, pd->desc, sizeof pd->desc);
    const char *desc = pd->desc;
    pd->st = clblasInvalidValue;
    if (!tu_check(data_make(c, &pd->d, ctx) == 0, "%s: could not create the operands", desc))
        return pd;
    cl_event gate = NULL;
    cl_int err = CL_SUCCESS;
    if (c->gate)
        gate = clCreateUserEvent(ctx, &err);
    b1_data *d = &pd->d;
    b1_args a = {c->r, c->p, c->N, c->alpha, c->c, c->s, d->x.mem, c->offx, c->incx,
                 d->y.mem, c->offy, c->incy, d->res.mem, c->offres, d->scratch, 1, &pd->q,
                 gate ? 1u : 0u, gate ? &gate : NULL};
    pd->a = a;
    int want_ev = c->want_event || c->gate;
    pd->st = b1_call(&a, want_ev ? &pd->ev : NULL);
    pd->a.nwait = 0;
    pd->a.wait = NULL;
    pd->ok = tu_check(pd->st == clblasSuccess, "%s: returned %s", desc, tu_status_name(pd->st));
    if (gate) {
        if (pd->ok && tu_check(pd->ev != NULL, "%s: no event returned", desc)) {
            clFlush(q);
            tu_sleep_ms(20); /* a call that ignored its wait list would have run by now */
            cl_int status = CL_COMPLETE;
            clGetEventInfo(pd->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                           NULL);
            pd->ok &= tu_check(status == CL_QUEUED || status == CL_SUBMITTED,
                               "%s: event status %d before the user event completed", desc,
                               status);
        }
        clSetUserEventStatus(gate, CL_COMPLETE);
        clReleaseEvent(gate);
    }
    return pd;
}

int b1_finish(b1_pending *pd)
{
    if (!pd)
        return 0;
    const b1_case *c = &pd->c;
    const char *desc = pd->desc;
    cl_command_queue q = pd->q;
    b1_data *d = &pd->d;
    int ok = pd->ok, want_ev = c->want_event || c->gate;
    if (ok && want_ev)
        ok = tu_check_event(pd->ev, q, desc);
    else if (pd->ev)
        clReleaseEvent(pd->ev);
    if (pd->st != clblasSuccess || !d->x.mem) {
        data_free(d);
        free(pd);
        return 0;
    }
    cl_int err = data_download(d, q);
    if (!tu_check(err == CL_SUCCESS, "%s: read back failed (%d)", desc, err)) {
        data_free(d);
        free(pd);
        return 0;
    }
    ok &= verify(c, d, desc);
    if (c->twice && b1_is_reduction(c->r)) {
        /* Again, with the result slot NaN again and the scratch buffer as the
         * first call left it: the result must be bit-identical. */
        size_t es = tu_esize(d->res.prec);
        unsigned char first[16];
        memcpy(first, (char *)d->res.back + c->offres * es, es);
        err = clEnqueueWriteBuffer(q, d->res.mem, CL_TRUE, 0, d->res.total * es, d->res.init, 0,
                                   NULL, NULL);
        clblasStatus st = err == CL_SUCCESS ? b1_call(&pd->a, NULL) : clblasInvalidValue;
        if (st == clblasSuccess)
            err = tu_operand_download(&d->res, q);
        ok &= tu_check(st == clblasSuccess && err == CL_SUCCESS &&
                           memcmp(first, (char *)d->res.back + c->offres * es, es) == 0,
                       "%s: second call returned %s (read %d), result not bit-identical", desc,
                       tu_status_name(st), err);
    }
    data_free(d);
    free(pd);
    return ok;
}

int b1_run(cl_context ctx, cl_command_queue q, const b1_case *c)
{
    return b1_finish(b1_start(ctx, q, c));
}
