/*
 * clmath-bench Level 1: axpy, dot (dotu/dotc), nrm2, asum, iamax, scal,
 * copy, swap and rot, timed for clmath and the peers on the same inputs and
 * checked against a long double host reference. One bench_routine per
 * routine, one engine: the routines differ only in the table `ops` below.
 *
 * Per case (n = vector length): random inputs in [-1, 1] (never zero); nrot
 * copies of x (and y) on the device (bench_rot_count over the bytes of x and
 * y); for the reductions one scratch buffer (the size clBLAS asks for: n
 * elements for dot/asum, 2n for nrm2/iamax) and one result buffer, shared by
 * every copy. One checked call on copy 0 (outputs fresh, the result buffer
 * set to all-ones bytes), then bench_time (see bench.h). CLBlast runs on the
 * same OpenCL buffers, copy 0 reset before its checked call; cuBLAS gets its
 * own copies in CUDA memory and, for the reductions, CUBLAS_POINTER_MODE_DEVICE
 * so that results stay on the device and calls pipeline as clmath's do
 * (host mode is restored afterwards).
 *
 * The timed calls repeat on the same data: axpy keeps adding alpha x to y,
 * scal keeps scaling x (the default alpha of scal is -1 so values stay in
 * range), rot keeps rotating (c, s default to 0.6, 0.8).
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "bench.h"
#include "peers.h"

typedef enum { L1_AXPY, L1_DOT, L1_NRM2, L1_ASUM, L1_IAMAX, L1_SCAL, L1_COPY, L1_SWAP, L1_ROT } l1_kind;
enum { RES_NONE, RES_SCALAR, RES_REAL, RES_INDEX };

typedef struct l1_op {
    const char *name;
    l1_kind kind;
    int uses_y;                 /* a second vector */
    int writes_x, writes_y;
    int result;                 /* RES_*: what the result buffer holds */
    int scratch;                /* clmath scratch, vector elements per element of n */
    int traffic;                /* minimum traffic, vector elements per element of n */
    int neg_inc;                /* negative increments: 1 = allowed; 0 = reference BLAS
                                 * makes the call a quick return (nothing to time) */
    double flops_real, flops_cplx; /* per element of n (0: not reported) */
} l1_op;

static const l1_op ops[] = {
    [L1_AXPY] = {"axpy", L1_AXPY, 1, 0, 1, RES_NONE, 0, 3, 1, 2, 8},
    [L1_DOT] = {"dot", L1_DOT, 1, 0, 0, RES_SCALAR, 1, 2, 1, 2, 8},
    [L1_NRM2] = {"nrm2", L1_NRM2, 0, 0, 0, RES_REAL, 2, 1, 1, 2, 4},
    [L1_ASUM] = {"asum", L1_ASUM, 0, 0, 0, RES_REAL, 1, 1, 0, 1, 2},
    [L1_IAMAX] = {"iamax", L1_IAMAX, 0, 0, 0, RES_INDEX, 2, 1, 0, 0, 0},
    [L1_SCAL] = {"scal", L1_SCAL, 0, 1, 0, RES_NONE, 0, 2, 0, 1, 6},
    [L1_COPY] = {"copy", L1_COPY, 1, 0, 1, RES_NONE, 0, 2, 1, 0, 0},
    [L1_SWAP] = {"swap", L1_SWAP, 1, 1, 1, RES_NONE, 0, 4, 1, 0, 0},
    [L1_ROT] = {"rot", L1_ROT, 1, 1, 1, RES_NONE, 0, 4, 1, 6, 12},
};

typedef struct l1_case {
    const l1_op *op;
    char prec;          /* 's', 'd', 'c', 'z' */
    int ip;             /* 0..3 in that order */
    int cplx;
    size_t es, rs;      /* bytes per element, per real */
    int conj;           /* dotc */
    size_t n, offx, offy;
    int incx, incy;
    double alpha[2];    /* axpy, scal */
    double c, s;        /* rot */
    size_t x_elems, y_elems;
    char blas[16];      /* the BLAS name: sdot, cdotc, scnrm2, icamax, zdrot, ... */
} l1_case;

/* ------------------------------------------------------------------------ */
/* Host reference and errors                                                */
/* ------------------------------------------------------------------------ */

/*
 * Element-wise routines: max over the vector elements of
 * |out - ref| / (eps * G), G the sum of the magnitudes of the terms
 * (axpy |alpha||x| + |y|, scal |alpha||x|, copy/swap |source|, rot
 * |c||x| + |s||y|). Every element of the written buffers outside the vector
 * (offsets, gaps between strided elements) must be unchanged, bit for bit,
 * else the error is inf. xo / yo: the buffers read back (NULL when not
 * written).
 */
static double check_vectors(const l1_case *c, const void *x0, const void *y0, const void *xo,
                            const void *yo)
{
    double eps = bench_eps(c->prec), worst = 0;
    long double ar = c->alpha[0], ai = c->cplx ? c->alpha[1] : 0;
    double amod = bench_cabs(ar, ai);
    for (size_t j = 0; j < c->n; j++) {
        size_t px = bench_vec_index(j, c->n, c->offx, c->incx);
        size_t py = c->op->uses_y ? bench_vec_index(j, c->n, c->offy, c->incy) : 0;
        long double xr, xi, yr = 0, yi = 0, r, i;
        bench_load(c->ip, x0, px, &xr, &xi);
        if (c->op->uses_y)
            bench_load(c->ip, y0, py, &yr, &yi);
        double e = 0;
        switch (c->op->kind) {
        case L1_AXPY:
            bench_load(c->ip, yo, py, &r, &i);
            e = bench_scaled_error(
                bench_cabs(r - (ar * xr - ai * xi + yr), i - (ar * xi + ai * xr + yi)),
                amod * bench_cabs(xr, xi) + bench_cabs(yr, yi), eps);
            break;
        case L1_SCAL:
            bench_load(c->ip, xo, px, &r, &i);
            e = bench_scaled_error(bench_cabs(r - (ar * xr - ai * xi), i - (ar * xi + ai * xr)),
                                   amod * bench_cabs(xr, xi), eps);
            break;
        case L1_COPY:
            bench_load(c->ip, yo, py, &r, &i);
            e = bench_scaled_error(bench_cabs(r - xr, i - xi), bench_cabs(xr, xi), eps);
            break;
        case L1_SWAP: {
            bench_load(c->ip, xo, px, &r, &i);
            e = bench_scaled_error(bench_cabs(r - yr, i - yi), bench_cabs(yr, yi), eps);
            bench_load(c->ip, yo, py, &r, &i);
            double e2 = bench_scaled_error(bench_cabs(r - xr, i - xi), bench_cabs(xr, xi), eps);
            e = e2 > e ? e2 : e;
            break;
        }
        case L1_ROT: {
            long double cc = c->c, ss = c->s;
            double gx = fabs(c->c) * bench_cabs(xr, xi) + fabs(c->s) * bench_cabs(yr, yi);
            double gy = fabs(c->c) * bench_cabs(yr, yi) + fabs(c->s) * bench_cabs(xr, xi);
            bench_load(c->ip, xo, px, &r, &i);
            e = bench_scaled_error(bench_cabs(r - (cc * xr + ss * yr), i - (cc * xi + ss * yi)), gx,
                                   eps);
            bench_load(c->ip, yo, py, &r, &i);
            double e2 = bench_scaled_error(
                bench_cabs(r - (cc * yr - ss * xr), i - (cc * yi - ss * xi)), gy, eps);
            e = e2 > e ? e2 : e;
            break;
        }
        default:
            break;
        }
        if (!(e <= worst))
            worst = e;
    }
    /* Everything outside the vectors stays as it was. */
    if (xo)
        for (size_t k = 0; k < c->x_elems; k++)
            if (!bench_in_vector(k, c->n, c->offx, c->incx) &&
                memcmp((const char *)xo + k * c->es, (const char *)x0 + k * c->es, c->es) != 0)
                return INFINITY;
    if (yo)
        for (size_t k = 0; k < c->y_elems; k++)
            if (!bench_in_vector(k, c->n, c->offy, c->incy) &&
                memcmp((const char *)yo + k * c->es, (const char *)y0 + k * c->es, c->es) != 0)
                return INFINITY;
    return worst;
}

/* The reference result of a reduction: re (+ im) for dot, nrm2 and asum,
 * *G the scale of the error: sum |x||y| for dot, the result for nrm2/asum;
 * for iamax *index = the 1-based index of the first largest |x|
 * (|Re| + |Im| for complex, computed in the vector's real type, as reference
 * BLAS does). */
static void reference(const l1_case *c, const void *x0, const void *y0, long double *re,
                      long double *im, double *G, long *index)
{
    long double sr = 0, si = 0, g = 0;
    double best = -1;
    long bi = 0;
    for (size_t j = 0; j < c->n; j++) {
        size_t px = bench_vec_index(j, c->n, c->offx, c->incx);
        long double xr, xi;
        bench_load(c->ip, x0, px, &xr, &xi);
        switch (c->op->kind) {
        case L1_DOT: {
            long double yr, yi;
            bench_load(c->ip, y0, bench_vec_index(j, c->n, c->offy, c->incy), &yr, &yi);
            if (c->conj)
                xi = -xi;
            sr += xr * yr - xi * yi;
            si += xr * yi + xi * yr;
            g += (long double)bench_cabs(xr, xi) * (long double)bench_cabs(yr, yi);
            break;
        }
        case L1_NRM2:
            sr += xr * xr + xi * xi;
            break;
        case L1_ASUM:
            sr += fabsl(xr) + fabsl(xi);
            break;
        case L1_IAMAX: {
            double v;
            if (c->ip == 0 || c->ip == 2) {
                volatile float f = fabsf((float)xr) + fabsf((float)xi);
                v = f;
            } else {
                volatile double d = fabs((double)xr) + fabs((double)xi);
                v = d;
            }
            if (v > best)
                best = v, bi = (long)j + 1;
            break;
        }
        default:
            break;
        }
    }
    if (c->op->kind == L1_NRM2)
        sr = sqrtl(sr);
    *re = sr;
    *im = si;
    *G = c->op->kind == L1_DOT ? (double)g : fabs((double)sr);
    *index = bi;
}

/* The error of a reduction's result (raw bytes as the routine wrote them;
 * index_base: 0 when the result is 0-based, as CLBlast's iamax). For iamax:
 * 0 when the index is the reference's, else inf (and *got set). */
static double check_result(const l1_case *c, const void *x0, const void *y0, const void *res,
                           int index_base1, long *got, long *want)
{
    long double re, im, r = 0, i = 0;
    double G;
    long index;
    reference(c, x0, y0, &re, &im, &G, &index);
    *want = index;
    if (c->op->kind == L1_IAMAX) {
        unsigned u;
        memcpy(&u, res, sizeof u);
        *got = (long)u + (index_base1 ? 0 : 1);
        return *got == index ? 0 : INFINITY;
    }
    if (c->op->result == RES_SCALAR) {
        bench_load(c->ip, res, 0, &r, &i);
    } else if (c->rs == 4) {
        float f;
        memcpy(&f, res, sizeof f);
        r = f;
    } else {
        double d;
        memcpy(&d, res, sizeof d);
        r = d;
    }
    return bench_scaled_error(bench_cabs(r - re, i - im), G, bench_eps(c->prec));
}

/* ------------------------------------------------------------------------ */
/* clmath and CLBlast calls                                                 */
/* ------------------------------------------------------------------------ */

typedef clblasStatus (*clm_vv_fn)(size_t, cl_mem, size_t, int, cl_mem, size_t, int, cl_uint,
                                  cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*clm_dot_fn)(size_t, cl_mem, size_t, cl_mem, size_t, int, cl_mem, size_t,
                                   int, cl_mem, cl_uint, cl_command_queue *, cl_uint,
                                   const cl_event *, cl_event *);
typedef clblasStatus (*clm_red_fn)(size_t, cl_mem, size_t, cl_mem, size_t, int, cl_mem, cl_uint,
                                   cl_command_queue *, cl_uint, const cl_event *, cl_event *);

static const clm_vv_fn clm_copy[4] = {clblasScopy, clblasDcopy, clblasCcopy, clblasZcopy};
static const clm_vv_fn clm_swap[4] = {clblasSswap, clblasDswap, clblasCswap, clblasZswap};
static const clm_dot_fn clm_dotu[4] = {clblasSdot, clblasDdot, clblasCdotu, clblasZdotu};
static const clm_dot_fn clm_dotc[4] = {clblasSdot, clblasDdot, clblasCdotc, clblasZdotc};
static const clm_red_fn clm_nrm2[4] = {clblasSnrm2, clblasDnrm2, clblasScnrm2, clblasDznrm2};
static const clm_red_fn clm_asum[4] = {clblasSasum, clblasDasum, clblasScasum, clblasDzasum};
static const clm_red_fn clm_iamax[4] = {clblasiSamax, clblasiDamax, clblasiCamax, clblasiZamax};

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const l1_case *c;
    bench_rot *x, *y;
    cl_mem scratch, result;
    const bench_clblast *clb;
} cl_state;

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const l1_case *c = s->c;
    cl_mem X = s->x->mem[rot], Y = c->op->uses_y ? s->y->mem[rot] : NULL;
    cl_command_queue *q = &s->q;
    size_t n = c->n, ox = c->offx, oy = c->offy;
    int ix = c->incx, iy = c->incy;
    cl_float2 fa = {{(cl_float)c->alpha[0], (cl_float)c->alpha[1]}};
    cl_double2 da = {{c->alpha[0], c->alpha[1]}};
    cl_float fc = (cl_float)c->c, fs = (cl_float)c->s;
    clblasStatus st = clblasSuccess;
    switch (c->op->kind) {
    case L1_AXPY:
        switch (c->ip) {
        case 0: st = clblasSaxpy(n, fa.s[0], X, ox, ix, Y, oy, iy, 1, q, 0, NULL, bench_clm_event); break;
        case 1: st = clblasDaxpy(n, da.s[0], X, ox, ix, Y, oy, iy, 1, q, 0, NULL, bench_clm_event); break;
        case 2: st = clblasCaxpy(n, fa, X, ox, ix, Y, oy, iy, 1, q, 0, NULL, bench_clm_event); break;
        default: st = clblasZaxpy(n, da, X, ox, ix, Y, oy, iy, 1, q, 0, NULL, bench_clm_event); break;
        }
        break;
    case L1_SCAL:
        switch (c->ip) {
        case 0: st = clblasSscal(n, fa.s[0], X, ox, ix, 1, q, 0, NULL, bench_clm_event); break;
        case 1: st = clblasDscal(n, da.s[0], X, ox, ix, 1, q, 0, NULL, bench_clm_event); break;
        case 2: st = clblasCscal(n, fa, X, ox, ix, 1, q, 0, NULL, bench_clm_event); break;
        default: st = clblasZscal(n, da, X, ox, ix, 1, q, 0, NULL, bench_clm_event); break;
        }
        break;
    case L1_ROT:
        switch (c->ip) {
        case 0: st = clblasSrot(n, X, ox, ix, Y, oy, iy, fc, fs, 1, q, 0, NULL, bench_clm_event); break;
        case 1: st = clblasDrot(n, X, ox, ix, Y, oy, iy, c->c, c->s, 1, q, 0, NULL, bench_clm_event); break;
        case 2: st = clblasCsrot(n, X, ox, ix, Y, oy, iy, fc, fs, 1, q, 0, NULL, bench_clm_event); break;
        default: st = clblasZdrot(n, X, ox, ix, Y, oy, iy, c->c, c->s, 1, q, 0, NULL, bench_clm_event); break;
        }
        break;
    case L1_COPY:
        st = clm_copy[c->ip](n, X, ox, ix, Y, oy, iy, 1, q, 0, NULL, bench_clm_event);
        break;
    case L1_SWAP:
        st = clm_swap[c->ip](n, X, ox, ix, Y, oy, iy, 1, q, 0, NULL, bench_clm_event);
        break;
    case L1_DOT:
        st = (c->conj ? clm_dotc : clm_dotu)[c->ip](n, s->result, 0, X, ox, ix, Y, oy, iy,
                                                    s->scratch, 1, q, 0, NULL, bench_clm_event);
        break;
    case L1_NRM2:
        st = clm_nrm2[c->ip](n, s->result, 0, X, ox, ix, s->scratch, 1, q, 0, NULL, bench_clm_event);
        break;
    case L1_ASUM:
        st = clm_asum[c->ip](n, s->result, 0, X, ox, ix, s->scratch, 1, q, 0, NULL, bench_clm_event);
        break;
    case L1_IAMAX:
        st = clm_iamax[c->ip](n, s->result, 0, X, ox, ix, s->scratch, 1, q, 0, NULL, bench_clm_event);
        break;
    }
    if (st != clblasSuccess) {
        snprintf(why, whylen, "clblas%s returned status %d", c->blas, (int)st);
        return 1;
    }
    return 0;
}

/* Is the CLBlast routine of this case there? NULL, else why not. */
static const char *clblast_missing(const bench_clblast *b, const l1_case *c)
{
    const bench_clblast_l1 *l = &b->l1;
    int ok = 0;
    switch (c->op->kind) {
    case L1_AXPY:
        ok = c->ip == 0 ? !!l->saxpy : c->ip == 1 ? !!l->daxpy : c->ip == 2 ? !!l->caxpy : !!l->zaxpy;
        break;
    case L1_SCAL:
        ok = c->ip == 0 ? !!l->sscal : c->ip == 1 ? !!l->dscal : c->ip == 2 ? !!l->cscal : !!l->zscal;
        break;
    case L1_ROT:
        if (c->cplx)
            return "CLBlast has no complex rot (csrot/zdrot)";
        ok = c->ip == 0 ? !!l->srot : !!l->drot;
        break;
    case L1_COPY: ok = !!l->copy[c->ip]; break;
    case L1_SWAP: ok = !!l->swap[c->ip]; break;
    case L1_DOT: ok = !!(c->conj ? l->dotc : l->dotu)[c->ip]; break;
    case L1_NRM2: ok = !!l->nrm2[c->ip]; break;
    case L1_ASUM: ok = !!l->asum[c->ip]; break;
    case L1_IAMAX: ok = !!l->iamax[c->ip]; break;
    }
    return ok ? NULL : "the routine is not in this CLBlast library";
}

static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const l1_case *c = s->c;
    const bench_clblast_l1 *l = &s->clb->l1;
    cl_mem X = s->x->mem[rot], Y = c->op->uses_y ? s->y->mem[rot] : NULL;
    cl_command_queue *q = &s->q;
    size_t n = c->n, ox = c->offx, oy = c->offy, ix = (size_t)c->incx, iy = (size_t)c->incy;
    cl_float2 fa = {{(cl_float)c->alpha[0], (cl_float)c->alpha[1]}};
    cl_double2 da = {{c->alpha[0], c->alpha[1]}};
    int st = 0;
    switch (c->op->kind) {
    case L1_AXPY:
        switch (c->ip) {
        case 0: st = l->saxpy(n, fa.s[0], X, ox, ix, Y, oy, iy, q, NULL); break;
        case 1: st = l->daxpy(n, da.s[0], X, ox, ix, Y, oy, iy, q, NULL); break;
        case 2: st = l->caxpy(n, fa, X, ox, ix, Y, oy, iy, q, NULL); break;
        default: st = l->zaxpy(n, da, X, ox, ix, Y, oy, iy, q, NULL); break;
        }
        break;
    case L1_SCAL:
        switch (c->ip) {
        case 0: st = l->sscal(n, fa.s[0], X, ox, ix, q, NULL); break;
        case 1: st = l->dscal(n, da.s[0], X, ox, ix, q, NULL); break;
        case 2: st = l->cscal(n, fa, X, ox, ix, q, NULL); break;
        default: st = l->zscal(n, da, X, ox, ix, q, NULL); break;
        }
        break;
    case L1_ROT:
        if (c->ip == 0)
            st = l->srot(n, X, ox, ix, Y, oy, iy, (float)c->c, (float)c->s, q, NULL);
        else
            st = l->drot(n, X, ox, ix, Y, oy, iy, c->c, c->s, q, NULL);
        break;
    case L1_COPY: st = l->copy[c->ip](n, X, ox, ix, Y, oy, iy, q, NULL); break;
    case L1_SWAP: st = l->swap[c->ip](n, X, ox, ix, Y, oy, iy, q, NULL); break;
    case L1_DOT:
        st = (c->conj ? l->dotc : l->dotu)[c->ip](n, s->result, 0, X, ox, ix, Y, oy, iy, q, NULL);
        break;
    case L1_NRM2: st = l->nrm2[c->ip](n, s->result, 0, X, ox, ix, q, NULL); break;
    case L1_ASUM: st = l->asum[c->ip](n, s->result, 0, X, ox, ix, q, NULL); break;
    case L1_IAMAX: st = l->iamax[c->ip](n, s->result, 0, X, ox, ix, q, NULL); break;
    }
    if (st != 0) {
        snprintf(why, whylen, "CLBlast %s returned status %d%s", c->blas, st,
                 st == -1024 ? " (CLBlastNotImplemented)" : "");
        return 1;
    }
    return 0;
}

#define RESULT_BYTES 64 /* the result buffers: room for any result */

/* Reset the outputs of copy 0 (x and/or y to their initial values, the
 * result to all-ones bytes: NaN, or index 0xFFFFFFFF). */
static int reset_outputs(cl_state *s, const void *x0, const void *y0, char *why, size_t whylen)
{
    const l1_case *c = s->c;
    static const unsigned char ones[RESULT_BYTES] = {
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    cl_int err = CL_SUCCESS;
    if (c->op->writes_x)
        err = clEnqueueWriteBuffer(s->q, s->x->mem[0], CL_TRUE, 0, s->x->bytes, x0, 0, NULL, NULL);
    if (err == CL_SUCCESS && c->op->writes_y)
        err = clEnqueueWriteBuffer(s->q, s->y->mem[0], CL_TRUE, 0, s->y->bytes, y0, 0, NULL, NULL);
    if (err == CL_SUCCESS && s->result)
        err = clEnqueueWriteBuffer(s->q, s->result, CL_TRUE, 0, RESULT_BYTES, ones, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "resetting the outputs: %s", bench_cl_error(err));
        return 1;
    }
    return 0;
}

/* Checked call on copy 0 (outputs reset first); writes the error and, for
 * iamax, the index found and expected. */
typedef struct check_out {
    double err;
    long got, want;
} check_out;

static int cl_checked_call(cl_state *s, bench_call_fn call, const void *x0, const void *y0,
                           void *xo, void *yo, int index_base1, check_out *out, char *why,
                           size_t whylen)
{
    const l1_case *c = s->c;
    if (reset_outputs(s, x0, y0, why, whylen) || call(s, 0, why, whylen) ||
        bench_cl_finish(s, why, whylen))
        return 1;
    cl_int err = CL_SUCCESS;
    unsigned char res[RESULT_BYTES];
    if (c->op->writes_x)
        err = clEnqueueReadBuffer(s->q, s->x->mem[0], CL_TRUE, 0, s->x->bytes, xo, 0, NULL, NULL);
    if (err == CL_SUCCESS && c->op->writes_y)
        err = clEnqueueReadBuffer(s->q, s->y->mem[0], CL_TRUE, 0, s->y->bytes, yo, 0, NULL, NULL);
    if (err == CL_SUCCESS && c->op->result != RES_NONE)
        err = clEnqueueReadBuffer(s->q, s->result, CL_TRUE, 0, sizeof res, res, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        snprintf(why, whylen, "reading the outputs: %s", bench_cl_error(err));
        return 1;
    }
    if (c->op->result != RES_NONE)
        out->err = check_result(c, x0, y0, res, index_base1, &out->got, &out->want);
    else
        out->err = check_vectors(c, x0, y0, c->op->writes_x ? xo : NULL,
                                 c->op->writes_y ? yo : NULL);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* cuBLAS                                                                   */
/* ------------------------------------------------------------------------ */

typedef struct cu_state {
    bench_cublas *cb;         /* first: bench_cublas_sync */
    const l1_case *c;
    bench_curot x, y;         /* nrot copies each */
    char *dres;               /* the result */
    _Alignas(16) unsigned char alpha[16];
    _Alignas(16) unsigned char cs[2][16];
    void *fn;                 /* the cuBLAS function of the case */
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const l1_case *c = s->c;
    bcublas_handle h = s->cb->handle;
    char *x = bench_curot_at(&s->x, rot) + c->offx * c->es;
    char *y = c->op->uses_y ? bench_curot_at(&s->y, rot) + c->offy * c->es : NULL;
    int n = (int)c->n;
    bcublas_status st = 0;
    switch (c->op->kind) {
    case L1_AXPY: {
        bcublas_axpy_fn f;
        memcpy(&f, &s->fn, sizeof f);
        st = f(h, n, s->alpha, x, c->incx, y, c->incy);
        break;
    }
    case L1_SCAL: {
        bcublas_scal_fn f;
        memcpy(&f, &s->fn, sizeof f);
        st = f(h, n, s->alpha, x, c->incx);
        break;
    }
    case L1_COPY:
    case L1_SWAP: {
        bcublas_vv_fn f;
        memcpy(&f, &s->fn, sizeof f);
        st = f(h, n, x, c->incx, y, c->incy);
        break;
    }
    case L1_ROT: {
        bcublas_rot_fn f;
        memcpy(&f, &s->fn, sizeof f);
        st = f(h, n, x, c->incx, y, c->incy, s->cs[0], s->cs[1]);
        break;
    }
    case L1_DOT: {
        bcublas_dot_fn f;
        memcpy(&f, &s->fn, sizeof f);
        st = f(h, n, x, c->incx, y, c->incy, s->dres);
        break;
    }
    default: {
        bcublas_red_fn f;
        memcpy(&f, &s->fn, sizeof f);
        st = f(h, n, x, c->incx, s->dres);
        break;
    }
    }
    if (st != 0) {
        snprintf(why, whylen, "cublas %s returned status %d", c->blas, st);
        return 1;
    }
    return 0;
}

static void *cublas_fn(const bench_cublas *cb, const l1_case *c)
{
    const bench_cublas_l1 *l = &cb->l1;
    void *p = NULL;
#define PICK(f) memcpy(&p, &(f), sizeof p)
    switch (c->op->kind) {
    case L1_AXPY: PICK(l->axpy[c->ip]); break;
    case L1_SCAL: PICK(l->scal[c->ip]); break;
    case L1_COPY: PICK(l->copy[c->ip]); break;
    case L1_SWAP: PICK(l->swap[c->ip]); break;
    case L1_ROT: PICK(l->rot[c->ip]); break;
    case L1_DOT: if (c->conj) PICK(l->dotc[c->ip]); else PICK(l->dotu[c->ip]); break;
    case L1_NRM2: PICK(l->nrm2[c->ip]); break;
    case L1_ASUM: PICK(l->asum[c->ip]); break;
    case L1_IAMAX: PICK(l->iamax[c->ip]); break;
    }
#undef PICK
    return p;
}

/* Checked call (its error into chk) and timing for cuBLAS into r. */
static void run_cublas(bench_cublas *cb, const l1_case *c, const void *x0, const void *y0,
                       void *xo, void *yo, const bench_opts *o, check_out *chk, bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .c = c, .fn = cublas_fn(cb, c)};
    int reduction = c->op->result != RES_NONE, device_mode = 0;
    if (!s.fn || (reduction && !cb->l1.SetPointerMode)) {
        snprintf(why, whylen, "the routine is not in this cuBLAS library");
        return;
    }
    if (c->n > INT_MAX) {
        snprintf(why, whylen, "n beyond cuBLAS's int range");
        return;
    }
    if (c->prec == 's' || c->prec == 'c') {
        float f[2] = {(float)c->alpha[0], (float)c->alpha[1]}, cc = (float)c->c, ss = (float)c->s;
        memcpy(s.alpha, f, sizeof f);
        memcpy(s.cs[0], &cc, sizeof cc);
        memcpy(s.cs[1], &ss, sizeof ss);
    } else {
        memcpy(s.alpha, c->alpha, sizeof c->alpha);
        memcpy(s.cs[0], &c->c, sizeof c->c);
        memcpy(s.cs[1], &c->s, sizeof c->s);
    }
    size_t bx = c->x_elems * c->es, by = c->op->uses_y ? c->y_elems * c->es : 0;
    if (bench_curot_alloc(cb, &s.x, bx, r->nrot, x0, why, whylen) ||
        (by && bench_curot_alloc(cb, &s.y, by, r->nrot, y0, why, whylen)))
        goto done;
    bcuda_error e = reduction ? cb->Malloc((void **)&s.dres, RESULT_BYTES) : 0;
    if (e != 0) {
        s.dres = NULL;
        snprintf(why, whylen, "cudaMalloc: %s", bench_cuda_error(cb, e));
        goto done;
    }
    if (reduction) {
        bcublas_status ps = cb->l1.SetPointerMode(cb->handle, BCUBLAS_POINTER_MODE_DEVICE);
        if (ps != 0) {
            snprintf(why, whylen, "cublasSetPointerMode(DEVICE) returned status %d", ps);
            goto done;
        }
        device_mode = 1;
    }
    if (o->check) {
        unsigned char ones[RESULT_BYTES], res[RESULT_BYTES];
        memset(ones, 0xFF, sizeof ones);
        if (reduction && (e = cb->Memcpy(s.dres, ones, RESULT_BYTES, BCUDA_H2D)) != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        if (cublas_call(&s, 0, why, whylen) || bench_cublas_sync(&s, why, whylen))
            goto done;
        e = 0;
        if (c->op->writes_x)
            e = cb->Memcpy(xo, s.x.mem, bx, BCUDA_D2H);
        if (e == 0 && c->op->writes_y)
            e = cb->Memcpy(yo, s.y.mem, by, BCUDA_D2H);
        if (e == 0 && reduction)
            e = cb->Memcpy(res, s.dres, RESULT_BYTES, BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        if (reduction)
            chk->err = check_result(c, x0, y0, res, 1, &chk->got, &chk->want);
        else
            chk->err = check_vectors(c, x0, y0, c->op->writes_x ? xo : NULL,
                                     c->op->writes_y ? yo : NULL);
    }
    r->t_cub = bench_time_peer(cublas_call, bench_cublas_sync, &s, r, o, why, whylen);
done:
    if (device_mode)
        cb->l1.SetPointerMode(cb->handle, BCUBLAS_POINTER_MODE_HOST);
    bench_curot_free(cb, &s.x);
    bench_curot_free(cb, &s.y);
    if (s.dres)
        cb->Free(s.dres);
}

/* ------------------------------------------------------------------------ */
/* One case                                                                 */
/* ------------------------------------------------------------------------ */

static const bench_table table = {26, 1, 0};

static void case_name(const l1_case *c, char *buf, size_t len)
{
    int k = snprintf(buf, len, "%s %zu", c->blas, c->n);
    if ((c->incx != 1 || (c->op->uses_y && c->incy != 1)) && k > 0 && (size_t)k < len) {
        if (c->op->uses_y)
            snprintf(buf + k, len - (size_t)k, " inc %d,%d", c->incx, c->incy);
        else
            snprintf(buf + k, len - (size_t)k, " inc %d", c->incx);
    }
}

/* The table line and the CSV row of a case; the index found against the
 * reference where an iamax was wrong (k: clmath's, cuBLAS's, CLBlast's). */
static void report_case(bench_ctx *ctx, const bench_opts *o, const l1_case *c, const char *name,
                        const bench_result *r, const check_out *const k[3])
{
    const l1_op *op = c->op;
    double bytes = (double)op->traffic * (double)c->n * (double)c->es;
    double flops = (c->cplx ? op->flops_cplx : op->flops_real) * (double)c->n;
    bench_rates rates = bench_rates_of(ctx, r, bytes, flops > 0 ? flops : -1);
    bench_print_result(&table, name, r, &rates, o->check);
    if (op->kind == L1_IAMAX) {
        const char *who[3] = {"clmath", "cublas", "clblast"};
        for (int i = 0; i < 3; i++)
            if (k[i]->err > 0)
                printf("    %s %s: index %ld, reference %ld (1-based%s)\n", who[i], c->blas,
                       k[i]->got, k[i]->want, i == 2 ? "; CLBlast's 0-based index + 1" : "");
    }
    fflush(stdout);
    if (!ctx->csv)
        return;
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "%s", op->name);
    bench_row_set(&row, "precision", "%c", c->prec);
    if (op->kind == L1_DOT && c->cplx)
        bench_row_set(&row, "trans", "%c", c->conj ? 'c' : 'n');
    bench_row_set(&row, "n", "%zu", c->n);
    bench_row_set(&row, "offx", "%zu", c->offx);
    bench_row_set(&row, "incx", "%d", c->incx);
    if (op->uses_y) {
        bench_row_set(&row, "offy", "%zu", c->offy);
        bench_row_set(&row, "incy", "%d", c->incy);
    }
    if (op->kind == L1_AXPY || op->kind == L1_SCAL) {
        if (c->cplx)
            bench_row_set(&row, "alpha", "%g,%g", c->alpha[0], c->alpha[1]);
        else
            bench_row_set(&row, "alpha", "%g", c->alpha[0]);
    } else if (op->kind == L1_ROT) {
        bench_row_set(&row, "alpha", "%g", c->c); /* rot: alpha = c, beta = s */
        bench_row_set(&row, "beta", "%g", c->s);
    }
    bench_row_set_result(&row, ctx, o, r, &rates);
    bench_row_write(ctx, &row);
}

static int run_case(bench_ctx *ctx, const bench_opts *o, l1_case *c)
{
    bench_peers *peers = ctx->peers;
    const l1_op *op = c->op;
    char name[96];
    case_name(c, name, sizeof name);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    check_out k_clm = {-1, 0, 0}, k_cub = {-1, 0, 0}, k_clb = {-1, 0, 0};
    int rc = 1;
    void *x0 = NULL, *y0 = NULL, *xo = NULL, *yo = NULL;
    cl_mem scratch = NULL, result = NULL;
    bench_rot X, Y;
    memset(&X, 0, sizeof X), memset(&Y, 0, sizeof Y);
    cl_state s;
    memset(&s, 0, sizeof s);

    size_t bx = c->x_elems * c->es, by = op->uses_y ? c->y_elems * c->es : 0;
    size_t bscr = (size_t)op->scratch * c->n * c->es;
    if ((c->prec == 'd' || c->prec == 'z') && !ctx->has_fp64) {
        snprintf(why, whylen, "the device has no double precision");
        goto report;
    }
    if (bx > ctx->max_alloc || by > ctx->max_alloc || bscr > ctx->max_alloc) {
        snprintf(why, whylen, "a buffer exceeds the device's max allocation");
        goto report;
    }
    r.nrot = bench_rot_count(ctx, o, bx + by, bx + by + 2 * ctx->base_align);

    x0 = malloc(bx), xo = malloc(bx);
    if (op->uses_y)
        y0 = malloc(by), yo = malloc(by);
    if (!x0 || !xo || (op->uses_y && (!y0 || !yo))) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ ((unsigned long long)c->n * 1000003ULL +
                                                      (unsigned long long)op->kind * 7919ULL +
                                                      (unsigned)c->ip);
    bench_fill(c->prec, x0, c->x_elems, &seed);
    if (y0)
        bench_fill(c->prec, y0, c->y_elems, &seed);
    if (bench_rot_alloc(ctx, &X, bx, r.nrot, x0, why, whylen) ||
        (op->uses_y && bench_rot_alloc(ctx, &Y, by, r.nrot, y0, why, whylen)))
        goto report;
    if (op->result != RES_NONE) {
        cl_int err;
        scratch = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, bscr ? bscr : 16, NULL, &err);
        if (err == CL_SUCCESS)
            result = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, RESULT_BYTES, NULL, &err);
        if (err != CL_SUCCESS) {
            snprintf(why, whylen, "scratch or result buffer: %s", bench_cl_error(err));
            goto report;
        }
    }

    s.q = ctx->env.queue;
    s.c = c;
    s.x = &X;
    s.y = &Y;
    s.scratch = scratch;
    s.result = result;
    s.clb = peers ? &peers->clblast : NULL;
    /* clmath: checked call on copy 0, then the timing. */
    if (!o->check || cl_checked_call(&s, clmath_call, x0, y0, xo, yo, 1, &k_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r.nrot, o, &r.batch, why,
                                  whylen);
    /* CLBlast: same buffers, same queue, same batch size. */
    if (r.ran_clb &&
        bench_clblast_usable(ctx, peers->clblast.ok ? clblast_missing(&peers->clblast, c) : NULL,
                             c->incx < 0 || (op->uses_y && c->incy < 0), &r) &&
        (!o->check || cl_checked_call(&s, clblast_call, x0, y0, xo, yo, 0, &k_clb, r.why_clb,
                                      sizeof r.why_clb) == 0)) {
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &s, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    }
    /* cuBLAS: its own copies in CUDA memory. */
    if (r.ran_cub && bench_cublas_usable(ctx, &r))
        run_cublas(&peers->cublas, c, x0, y0, xo, yo, o, &k_cub, &r);
    rc = r.t_clm > 0 ? 0 : 1;

report:
    r.e_clm = k_clm.err, r.e_cub = k_cub.err, r.e_clb = k_clb.err;
    const check_out *k[3] = {&k_clm, &k_cub, &k_clb};
    report_case(ctx, o, c, name, &r, k);
    bench_rot_free(&X);
    bench_rot_free(&Y);
    if (scratch)
        clReleaseMemObject(scratch);
    if (result)
        clReleaseMemObject(result);
    free(x0), free(y0), free(xo), free(yo);
    if (o->check && !(k_clm.err >= 0 && k_clm.err < 16))
        rc = 1;
    return rc;
}

/* ------------------------------------------------------------------------ */
/* The sweep                                                                */
/* ------------------------------------------------------------------------ */

static void blas_name(l1_case *c)
{
    static const char *const nrm2[] = {"snrm2", "dnrm2", "scnrm2", "dznrm2"};
    static const char *const asum[] = {"sasum", "dasum", "scasum", "dzasum"};
    static const char *const rot[] = {"srot", "drot", "csrot", "zdrot"};
    switch (c->op->kind) {
    case L1_NRM2: snprintf(c->blas, sizeof c->blas, "%s", nrm2[c->ip]); break;
    case L1_ASUM: snprintf(c->blas, sizeof c->blas, "%s", asum[c->ip]); break;
    case L1_ROT: snprintf(c->blas, sizeof c->blas, "%s", rot[c->ip]); break;
    case L1_IAMAX: snprintf(c->blas, sizeof c->blas, "i%camax", c->prec); break;
    case L1_DOT:
        snprintf(c->blas, sizeof c->blas, "%cdot%s", c->prec, !c->cplx ? "" : c->conj ? "c" : "u");
        break;
    default: snprintf(c->blas, sizeof c->blas, "%c%s", c->prec, c->op->name); break;
    }
}

static int setup_case(l1_case *c, const l1_op *op, const bench_opts *o, char prec, size_t n,
                      char *why, size_t whylen)
{
    memset(c, 0, sizeof *c);
    c->op = op;
    c->prec = prec;
    c->ip = bench_prec_index(prec);
    c->cplx = c->ip >= 2;
    c->es = (size_t[]){4, 8, 8, 16}[c->ip];
    c->rs = (c->ip == 0 || c->ip == 2) ? 4 : 8;
    c->conj = o->conj && c->cplx;
    c->n = n;
    c->offx = o->offx, c->offy = op->uses_y ? o->offy : 0;
    c->incx = o->incx, c->incy = op->uses_y ? o->incy : 1;
    if (op->kind == L1_SCAL && !o->alpha_given)
        c->alpha[0] = -1, c->alpha[1] = 0;
    else
        memcpy(c->alpha, o->alpha, sizeof c->alpha);
    if (!c->cplx)
        c->alpha[1] = 0;
    c->c = o->rot_cs[0], c->s = o->rot_cs[1];
    c->x_elems = bench_vec_extent(n, c->offx, c->incx);
    c->y_elems = op->uses_y ? bench_vec_extent(n, c->offy, c->incy) : 0;
    blas_name(c);
    if (!op->neg_inc && c->incx < 0) {
        snprintf(why, whylen, "incx < 0: reference BLAS makes %s a quick return (%s)", c->blas,
                 op->result != RES_NONE ? "result 0" : "x unchanged");
        return 1;
    }
    return 0;
}

static int run_l1(bench_ctx *ctx, const bench_opts *o, const l1_op *op)
{
    size_t sizes[BENCH_MAX_LIST];
    int nsizes = 0;
    if (o->shapes_default) {
        sizes[nsizes++] = (size_t)1 << 20;
    } else {
        for (int i = 0; i < o->nshapes; i++) {
            if (o->shapes[i].m != o->shapes[i].n) {
                fprintf(stderr, "clmath-bench %s: %zux%zu: Level 1 takes vector lengths "
                        "(--sizes, --pow2, -n), not shapes\n", op->name, o->shapes[i].m,
                        o->shapes[i].n);
                return 1;
            }
            sizes[nsizes++] = o->shapes[i].n;
        }
    }
    int total = o->nprecs * nsizes, done = 0, fails = 0;
    printf("%s:", op->name);
    if (op->kind == L1_AXPY)
        printf(" alpha %g,%g (imaginary part used by c/z only),", o->alpha[0], o->alpha[1]);
    if (op->kind == L1_SCAL)
        printf(" alpha %g,%g (imaginary part used by c/z only),", o->alpha_given ? o->alpha[0] : -1,
               o->alpha_given ? o->alpha[1] : 0);
    if (op->kind == L1_ROT)
        printf(" c %g, s %g,", o->rot_cs[0], o->rot_cs[1]);
    if (op->kind == L1_DOT)
        printf(" complex: %s,", o->conj ? "dotc (conj x)" : "dotu");
    if (op->uses_y)
        printf(" offx/offy %zu/%zu, incx/incy %d/%d,", o->offx, o->offy, o->incx, o->incy);
    else
        printf(" offx %zu, incx %d,", o->offx, o->incx);
    printf(" reps %d, warmup %d, check %s; bytes counted %d n elements\n", o->reps, o->warmup,
           o->check ? "on" : "off", op->traffic);
    bench_print_header(&table);
    fflush(stdout);
    for (int ip = 0; ip < o->nprecs; ip++)
        for (int is = 0; is < nsizes; is++) {
            l1_case c;
            char why[200];
            done++;
            if (setup_case(&c, op, o, o->precs[ip], sizes[is], why, sizeof why)) {
                printf("%s %zu: skipped: %s\n", c.blas, sizes[is], why);
                fails++;
                continue;
            }
            if (total > 1)
                fprintf(stderr, "[%d/%d] %s %zu ...\n", done, total, c.blas, c.n);
            fails += run_case(ctx, o, &c);
        }
    return fails ? 1 : 0;
}

#define L1_ROUTINE(var, kind, summary)                                  \
    static int run_##var(bench_ctx *ctx, const bench_opts *o)           \
    {                                                                   \
        return run_l1(ctx, o, &ops[kind]);                              \
    }                                                                   \
    const bench_routine bench_l1_##var = {#var, summary, 1, 1, run_##var};

L1_ROUTINE(axpy, L1_AXPY, "y := alpha x + y (clblas?axpy); bytes 3n")
L1_ROUTINE(dot, L1_DOT, "x . y (clblasSdot/Ddot, Cdotu/Zdotu; --conj: Cdotc/Zdotc); bytes 2n")
L1_ROUTINE(nrm2, L1_NRM2, "||x||_2 (clblasSnrm2/Dnrm2/Scnrm2/Dznrm2); bytes n")
L1_ROUTINE(asum, L1_ASUM, "sum |Re x| + |Im x| (clblasSasum/Dasum/Scasum/Dzasum); bytes n")
L1_ROUTINE(iamax, L1_IAMAX, "first index of max |Re x| + |Im x| (clblasi?amax); bytes n")
L1_ROUTINE(scal, L1_SCAL, "x := alpha x (clblas?scal); bytes 2n")
L1_ROUTINE(copy, L1_COPY, "y := x (clblas?copy); bytes 2n")
L1_ROUTINE(swap, L1_SWAP, "x <-> y (clblas?swap); bytes 4n")
L1_ROUTINE(rot, L1_ROT, "plane rotation of x, y by c, s (clblasSrot/Drot/Csrot/Zdrot); bytes 4n")
