/*
 * clmath-bench gemv: y := alpha * op(A) * x + beta * y, timed for clmath and
 * the peers on the same inputs, checked against a host reference.
 *
 * Per case: random inputs in [-1, 1] (never zero) on the host; nrot copies of
 * A, x and y on the device (bench_rot_count); one checked call on copy 0 with
 * y freshly reset; then bench_time (see bench.h for the method). CLBlast uses
 * the same OpenCL buffers (y copy 0 reset before its checked call); cuBLAS
 * gets its own copies in CUDA memory, filled from the same host data.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "bench.h"
#include "peers.h"

typedef struct gemv_case {
    char prec;      /* 's', 'd', 'c', 'z' */
    int ip;         /* 0..3 in that order */
    int cplx;
    size_t es;      /* bytes per element */
    int order;      /* 0 = column-major, 1 = row-major */
    int trans;      /* 0 = N, 1 = T, 2 = C */
    size_t m, n, lda, offa, offx, offy;
    int incx, incy;
    double alpha[2], beta[2];
    size_t lenx, leny;                   /* vector lengths */
    size_t a_elems, x_elems, y_elems;    /* buffer extents, elements */
} gemv_case;

static size_t uabs(int v)
{
    return v < 0 ? (size_t)(-(long long)v) : (size_t)v;
}

static size_t vec_extent(size_t len, size_t off, int inc)
{
    return len == 0 ? off : off + (len - 1) * uabs(inc) + 1;
}

/* Element j of a vector, reference BLAS semantics: off is the lowest address,
 * a negative inc walks from the top down. */
static size_t vec_index(size_t j, size_t len, size_t off, int inc)
{
    return inc >= 0 ? off + j * (size_t)inc : off + (len - 1 - j) * uabs(inc);
}

/* ------------------------------------------------------------------------ */
/* Host reference and scaled error                                          */
/* ------------------------------------------------------------------------ */

static void load(const gemv_case *c, const void *buf, size_t i, long double *re, long double *im)
{
    switch (c->ip) {
    case 0: *re = ((const float *)buf)[i]; *im = 0; break;
    case 1: *re = ((const double *)buf)[i]; *im = 0; break;
    case 2: *re = ((const float *)buf)[2 * i]; *im = ((const float *)buf)[2 * i + 1]; break;
    default: *re = ((const double *)buf)[2 * i]; *im = ((const double *)buf)[2 * i + 1]; break;
    }
}

/*
 * max_i |y_i - yref_i| / (eps * G_i), G_i = |alpha| (|op(A)| |x|)_i + |beta y0_i|
 * (TESTING.md), yref in long double, over at most BENCH_CHECK_MAX outputs
 * sampled evenly (all of them when y is shorter). NaN gives +inf.
 */
static double gemv_error(const gemv_case *c, const void *A, const void *x, const void *y0,
                         const void *y)
{
    double eps = (c->prec == 's' || c->prec == 'c') ? FLT_EPSILON : DBL_EPSILON;
    size_t ns = c->leny <= BENCH_CHECK_MAX ? c->leny : BENCH_CHECK_MAX;
    double worst = 0;
    for (size_t k = 0; k < ns; k++) {
        size_t i = ns == c->leny ? k : (size_t)((double)k * (double)(c->leny - 1) / (double)(ns - 1));
        long double sr = 0, si = 0;
        double g = 0;
        for (size_t j = 0; j < c->lenx; j++) {
            size_t r = c->trans ? j : i, col = c->trans ? i : j;
            size_t ai = c->offa + (c->order ? r * c->lda + col : r + col * c->lda);
            long double ar, aim, xr, xim;
            load(c, A, ai, &ar, &aim);
            load(c, x, vec_index(j, c->lenx, c->offx, c->incx), &xr, &xim);
            if (c->trans == 2)
                aim = -aim;
            sr += ar * xr - aim * xim;
            si += ar * xim + aim * xr;
            g += c->cplx ? sqrt((double)((ar * ar + aim * aim) * (xr * xr + xim * xim)))
                         : fabs((double)(ar * xr));
        }
        size_t yi = vec_index(i, c->leny, c->offy, c->incy);
        long double y0r, y0i, yr, yim;
        load(c, y0, yi, &y0r, &y0i);
        load(c, y, yi, &yr, &yim);
        long double ar = c->alpha[0], aim = c->cplx ? c->alpha[1] : 0;
        long double br = c->beta[0], bim = c->cplx ? c->beta[1] : 0;
        long double refr = ar * sr - aim * si + br * y0r - bim * y0i;
        long double refi = ar * si + aim * sr + br * y0i + bim * y0r;
        double G = hypot((double)ar, (double)aim) * g +
                   hypot((double)(br * y0r - bim * y0i), (double)(br * y0i + bim * y0r));
        double diff = hypot((double)(yr - refr), (double)(yim - refi));
        double e;
        if (isnan(diff))
            e = INFINITY;
        else if (G > 0)
            e = diff / (eps * G);
        else
            e = diff == 0 ? 0 : INFINITY;
        if (e > worst)
            worst = e;
    }
    return worst;
}

/* ------------------------------------------------------------------------ */
/* clmath and CLBlast calls                                                 */
/* ------------------------------------------------------------------------ */

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const gemv_case *c;
    bench_rot *A, *x, *y;
    const bench_clblast *clb;
} cl_state;

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const gemv_case *c = s->c;
    clblasOrder ord = c->order ? clblasRowMajor : clblasColumnMajor;
    clblasTranspose tr = c->trans == 0 ? clblasNoTrans : c->trans == 1 ? clblasTrans : clblasConjTrans;
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot], y = s->y->mem[rot];
    clblasStatus st;
    switch (c->ip) {
    case 0:
        st = clblasSgemv(ord, tr, c->m, c->n, (cl_float)c->alpha[0], A, c->offa, c->lda, x,
                         c->offx, c->incx, (cl_float)c->beta[0], y, c->offy, c->incy, 1, &s->q,
                         0, NULL, NULL);
        break;
    case 1:
        st = clblasDgemv(ord, tr, c->m, c->n, c->alpha[0], A, c->offa, c->lda, x, c->offx,
                         c->incx, c->beta[0], y, c->offy, c->incy, 1, &s->q, 0, NULL, NULL);
        break;
    case 2: {
        FloatComplex al, be;
        al.s[0] = (cl_float)c->alpha[0], al.s[1] = (cl_float)c->alpha[1];
        be.s[0] = (cl_float)c->beta[0], be.s[1] = (cl_float)c->beta[1];
        st = clblasCgemv(ord, tr, c->m, c->n, al, A, c->offa, c->lda, x, c->offx, c->incx, be,
                         y, c->offy, c->incy, 1, &s->q, 0, NULL, NULL);
        break;
    }
    default: {
        DoubleComplex al, be;
        al.s[0] = c->alpha[0], al.s[1] = c->alpha[1];
        be.s[0] = c->beta[0], be.s[1] = c->beta[1];
        st = clblasZgemv(ord, tr, c->m, c->n, al, A, c->offa, c->lda, x, c->offx, c->incx, be,
                         y, c->offy, c->incy, 1, &s->q, 0, NULL, NULL);
        break;
    }
    }
    if (st != clblasSuccess) {
        snprintf(why, whylen, "clblas%cgemv returned status %d", c->prec - 32, (int)st);
        return 1;
    }
    return 0;
}

static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const gemv_case *c = s->c;
    const bench_clblast *b = s->clb;
    int lay = c->order ? BCLB_ROW_MAJOR : BCLB_COL_MAJOR;
    int tr = c->trans == 0 ? BCLB_TRANS_NO : c->trans == 1 ? BCLB_TRANS_YES : BCLB_TRANS_CONJ;
    cl_mem A = s->A->mem[rot], x = s->x->mem[rot], y = s->y->mem[rot];
    size_t ix = (size_t)c->incx, iy = (size_t)c->incy;
    int st;
    switch (c->ip) {
    case 0:
        st = b->sgemv(lay, tr, c->m, c->n, (float)c->alpha[0], A, c->offa, c->lda, x, c->offx,
                      ix, (float)c->beta[0], y, c->offy, iy, &s->q, NULL);
        break;
    case 1:
        st = b->dgemv(lay, tr, c->m, c->n, c->alpha[0], A, c->offa, c->lda, x, c->offx, ix,
                      c->beta[0], y, c->offy, iy, &s->q, NULL);
        break;
    case 2: {
        cl_float2 al, be;
        al.s[0] = (cl_float)c->alpha[0], al.s[1] = (cl_float)c->alpha[1];
        be.s[0] = (cl_float)c->beta[0], be.s[1] = (cl_float)c->beta[1];
        st = b->cgemv(lay, tr, c->m, c->n, al, A, c->offa, c->lda, x, c->offx, ix, be, y,
                      c->offy, iy, &s->q, NULL);
        break;
    }
    default: {
        cl_double2 al, be;
        al.s[0] = c->alpha[0], al.s[1] = c->alpha[1];
        be.s[0] = c->beta[0], be.s[1] = c->beta[1];
        st = b->zgemv(lay, tr, c->m, c->n, al, A, c->offa, c->lda, x, c->offx, ix, be, y,
                      c->offy, iy, &s->q, NULL);
        break;
    }
    }
    if (st != 0) {
        snprintf(why, whylen, "CLBlast%cgemv returned status %d", c->prec - 32, st);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* cuBLAS                                                                   */
/* ------------------------------------------------------------------------ */

typedef struct cu_state {
    bench_cublas *cb;
    const gemv_case *c;
    char *dA, *dx, *dy;       /* nrot copies each */
    size_t sA, sx, sy;        /* stride between copies, bytes */
    int op, m, n, lda;        /* the column-major call */
    unsigned char alpha[16], beta[16];
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const gemv_case *c = s->c;
    size_t r = (size_t)rot;
    bcublas_status st = s->cb->gemv[c->ip](
        s->cb->handle, s->op, s->m, s->n, s->alpha, s->dA + r * s->sA + c->offa * c->es, s->lda,
        s->dx + r * s->sx + c->offx * c->es, c->incx, s->beta,
        s->dy + r * s->sy + c->offy * c->es, c->incy);
    if (st != 0) {
        snprintf(why, whylen, "cublas%cgemv returned status %d", c->prec - 32, st);
        return 1;
    }
    return 0;
}

static int cublas_sync(void *state, char *why, size_t whylen)
{
    cu_state *s = state;
    bcuda_error e = s->cb->DeviceSynchronize();
    if (e != 0) {
        snprintf(why, whylen, "cudaDeviceSynchronize: %s", bench_cuda_error(s->cb, e));
        return 1;
    }
    return 0;
}

static void scalar_bytes(const gemv_case *c, const double v[2], unsigned char out[16])
{
    if (c->prec == 's' || c->prec == 'c') {
        float f[2] = {(float)v[0], (float)v[1]};
        memcpy(out, f, sizeof f);
    } else {
        memcpy(out, v, 2 * sizeof(double));
    }
}

/* Checked call and timing for cuBLAS. 0 on success, else why. */
static int run_cublas(bench_cublas *cb, const gemv_case *c, int nrot, const void *Ah,
                      const void *xh, const void *y0h, void *yout, const bench_opts *o,
                      int *batch, double *sec, double *err, char *why, size_t whylen)
{
    cu_state s;
    memset(&s, 0, sizeof s);
    s.cb = cb;
    s.c = c;
    /* Row-major A (m x n, lda) is column-major A^T (n x m, lda). */
    if (c->order == 0) {
        s.op = c->trans == 0 ? BCUBLAS_OP_N : (c->trans == 2 && c->cplx) ? BCUBLAS_OP_C : BCUBLAS_OP_T;
        s.m = (int)c->m, s.n = (int)c->n;
    } else {
        if (c->trans == 2 && c->cplx) {
            snprintf(why, whylen, "row-major conjugate transpose has no cuBLAS equivalent");
            return 1;
        }
        s.op = c->trans == 0 ? BCUBLAS_OP_T : BCUBLAS_OP_N;
        s.m = (int)c->n, s.n = (int)c->m;
    }
    if (c->m > INT_MAX || c->n > INT_MAX || c->lda > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return 1;
    }
    s.lda = (int)c->lda;
    scalar_bytes(c, c->alpha, s.alpha);
    scalar_bytes(c, c->beta, s.beta);
    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es, by = c->y_elems * c->es;
    s.sA = (bA + 255) / 256 * 256, s.sx = (bx + 255) / 256 * 256, s.sy = (by + 255) / 256 * 256;
    int rc = 1;
    bcuda_error e = cb->Malloc((void **)&s.dA, s.sA * (size_t)nrot);
    if (e == 0)
        e = cb->Malloc((void **)&s.dx, s.sx * (size_t)nrot);
    if (e == 0)
        e = cb->Malloc((void **)&s.dy, s.sy * (size_t)nrot);
    if (e != 0) {
        snprintf(why, whylen, "cudaMalloc: %s", bench_cuda_error(cb, e));
        goto done;
    }
    e = cb->Memcpy(s.dA, Ah, bA, BCUDA_H2D);
    if (e == 0)
        e = cb->Memcpy(s.dx, xh, bx, BCUDA_H2D);
    if (e == 0)
        e = cb->Memcpy(s.dy, y0h, by, BCUDA_H2D);
    for (int r = 1; e == 0 && r < nrot; r++) {
        e = cb->Memcpy(s.dA + (size_t)r * s.sA, s.dA, bA, BCUDA_D2D);
        if (e == 0)
            e = cb->Memcpy(s.dx + (size_t)r * s.sx, s.dx, bx, BCUDA_D2D);
        if (e == 0)
            e = cb->Memcpy(s.dy + (size_t)r * s.sy, s.dy, by, BCUDA_D2D);
    }
    if (e == 0)
        e = cb->DeviceSynchronize();
    if (e != 0) {
        snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
        goto done;
    }
    if (o->check) {
        if (cublas_call(&s, 0, why, whylen) || cublas_sync(&s, why, whylen))
            goto done;
        e = cb->Memcpy(yout, s.dy, by, BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        *err = gemv_error(c, Ah, xh, y0h, yout);
    }
    bench_timer t = {cublas_call, cublas_sync, &s, nrot};
    if (bench_time(&t, o->warmup, o->reps, batch, sec, why, whylen) != 0)
        goto done;
    rc = 0;
done:
    if (s.dA)
        cb->Free(s.dA);
    if (s.dx)
        cb->Free(s.dx);
    if (s.dy)
        cb->Free(s.dy);
    return rc;
}

/* ------------------------------------------------------------------------ */
/* One case                                                                 */
/* ------------------------------------------------------------------------ */

static const char *err_str(char *buf, size_t len, double e, int ran)
{
    if (!ran)
        snprintf(buf, len, "-");
    else if (e < 0)
        snprintf(buf, len, "n/a");
    else if (isinf(e))
        snprintf(buf, len, "inf");
    else
        snprintf(buf, len, e < 1000 ? "%.2f" : "%.3g", e);
    return buf;
}

static void case_name(const gemv_case *c, char *buf, size_t len)
{
    static const char tr[] = "NTC";
    snprintf(buf, len, "%cgemv %c %s %zux%zu", c->prec, tr[c->trans], c->order ? "row" : "col",
             c->m, c->n);
}

static void print_header(void)
{
    printf("%-28s %10s %8s %8s %6s | %10s %8s %6s | %10s %8s %6s | %7s %7s %7s\n", "case",
           "clmath_ms", "GB/s", "GFLOP/s", "%copy", "cublas_ms", "GB/s", "ratio", "clblast_ms",
           "GB/s", "ratio", "err_clm", "err_cub", "err_clb");
}

static void scalar_str(const gemv_case *c, const double v[2], char *buf, size_t len)
{
    if (c->cplx)
        snprintf(buf, len, "%g,%g", v[0], v[1]);
    else
        snprintf(buf, len, "%g", v[0]);
}

static int run_case(bench_ctx *ctx, const bench_opts *o, gemv_case *c)
{
    bench_peers *peers = ctx->peers;
    char name[128];
    case_name(c, name, sizeof name);
    char why_clm[600] = "", why_cub[600] = "", why_clb[600] = "";
    double t_clm = -1, t_cub = -1, t_clb = -1, e_clm = -1, e_cub = -1, e_clb = -1;
    int ran_cub = peers && peers->want_cublas, ran_clb = peers && peers->want_clblast;
    int batch = 0, nrot = 0, rc = 1;
    void *Ah = NULL, *xh = NULL, *y0h = NULL, *yout = NULL;
    bench_rot A, x, y;
    memset(&A, 0, sizeof A), memset(&x, 0, sizeof x), memset(&y, 0, sizeof y);

    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es, by = c->y_elems * c->es;
    if ((c->prec == 'd' || c->prec == 'z') && !ctx->has_fp64) {
        snprintf(why_clm, sizeof why_clm, "the device has no double precision");
        goto report;
    }
    if (bA > ctx->max_alloc) {
        snprintf(why_clm, sizeof why_clm, "A (%zu bytes) exceeds the device's max allocation", bA);
        goto report;
    }
    nrot = bench_rot_count(ctx, o, bA, bA + bx + by + 3 * ctx->base_align);

    Ah = malloc(bA), xh = malloc(bx), y0h = malloc(by), yout = malloc(by);
    if (!Ah || !xh || !y0h || !yout) {
        snprintf(why_clm, sizeof why_clm, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ ((unsigned long long)c->m * 1000003ULL +
                                                      (unsigned long long)c->n * 7919ULL + (unsigned)c->ip);
    size_t per = c->cplx ? 2 : 1;
    if (c->prec == 's' || c->prec == 'c') {
        bench_fill_float(Ah, c->a_elems * per, &seed);
        bench_fill_float(xh, c->x_elems * per, &seed);
        bench_fill_float(y0h, c->y_elems * per, &seed);
    } else {
        bench_fill_double(Ah, c->a_elems * per, &seed);
        bench_fill_double(xh, c->x_elems * per, &seed);
        bench_fill_double(y0h, c->y_elems * per, &seed);
    }
    if (bench_rot_alloc(ctx, &A, bA, nrot, Ah, why_clm, sizeof why_clm) ||
        bench_rot_alloc(ctx, &x, bx, nrot, xh, why_clm, sizeof why_clm) ||
        bench_rot_alloc(ctx, &y, by, nrot, y0h, why_clm, sizeof why_clm))
        goto report;

    cl_state s = {ctx->env.queue, c, &A, &x, &y, peers ? &peers->clblast : NULL};
    cl_int err;
    /* clmath: checked call on copy 0 (y fresh), then the timing. */
    if (o->check) {
        if (clmath_call(&s, 0, why_clm, sizeof why_clm) ||
            bench_cl_finish(&s, why_clm, sizeof why_clm))
            goto clmath_done;
        err = clEnqueueReadBuffer(s.q, y.mem[0], CL_TRUE, 0, by, yout, 0, NULL, NULL);
        if (err != CL_SUCCESS) {
            snprintf(why_clm, sizeof why_clm, "reading y: %s", bench_cl_error(err));
            goto clmath_done;
        }
        e_clm = gemv_error(c, Ah, xh, y0h, yout);
    }
    {
        bench_timer t = {clmath_call, bench_cl_finish, &s, nrot};
        double sec;
        if (bench_time(&t, o->warmup, o->reps, &batch, &sec, why_clm, sizeof why_clm) == 0)
            t_clm = sec;
    }
clmath_done:
    /* CLBlast: same buffers, same queue, same batch size. */
    if (peers && peers->want_clblast) {
        if (!peers->clblast.ok) {
            snprintf(why_clb, sizeof why_clb, "not loaded");
        } else if (c->incx < 0 || c->incy < 0) {
            snprintf(why_clb, sizeof why_clb, "negative increments (CLBlast takes size_t increments)");
        } else {
            int b = batch;
            double sec;
            err = clEnqueueWriteBuffer(s.q, y.mem[0], CL_TRUE, 0, by, y0h, 0, NULL, NULL);
            if (err != CL_SUCCESS) {
                snprintf(why_clb, sizeof why_clb, "resetting y: %s", bench_cl_error(err));
            } else if (o->check && (clblast_call(&s, 0, why_clb, sizeof why_clb) ||
                                    bench_cl_finish(&s, why_clb, sizeof why_clb))) {
                /* why_clb says it */
            } else if (o->check &&
                       (err = clEnqueueReadBuffer(s.q, y.mem[0], CL_TRUE, 0, by, yout, 0, NULL,
                                                  NULL)) != CL_SUCCESS) {
                snprintf(why_clb, sizeof why_clb, "reading y: %s", bench_cl_error(err));
            } else {
                if (o->check)
                    e_clb = gemv_error(c, Ah, xh, y0h, yout);
                bench_timer t = {clblast_call, bench_cl_finish, &s, nrot};
                if (bench_time(&t, o->warmup, o->reps, &b, &sec, why_clb, sizeof why_clb) == 0)
                    t_clb = sec;
            }
        }
    }
    /* cuBLAS: its own copies in CUDA memory. */
    if (peers && peers->want_cublas) {
        if (!peers->cublas.ok) {
            snprintf(why_cub, sizeof why_cub, "not loaded");
        } else {
            int b = batch;
            double sec, e = -1;
            if (run_cublas(&peers->cublas, c, nrot, Ah, xh, y0h, yout, o, &b, &sec, &e, why_cub,
                           sizeof why_cub) == 0)
                t_cub = sec;
            e_cub = e;
        }
    }
    rc = t_clm > 0 ? 0 : 1;

report:;
    /* Minimum traffic: A once, x once, y read (beta != 0) and written once. */
    int beta_nz = c->beta[0] != 0 || (c->cplx && c->beta[1] != 0);
    double bytes = (double)(c->m * c->n + c->lenx + c->leny * (beta_nz ? 2 : 1)) * (double)c->es;
    double flops = (c->cplx ? 8.0 : 2.0) * (double)c->m * (double)c->n;
    double gb_clm = t_clm > 0 ? bytes / t_clm / 1e9 : -1;
    double gb_cub = t_cub > 0 ? bytes / t_cub / 1e9 : -1;
    double gb_clb = t_clb > 0 ? bytes / t_clb / 1e9 : -1;
    double gf_clm = t_clm > 0 ? flops / t_clm / 1e9 : -1;
    double frac = gb_clm > 0 && ctx->copy_GBps > 0 ? gb_clm / ctx->copy_GBps : -1;
    double r_cub = gb_clm > 0 && gb_cub > 0 ? gb_clm / gb_cub : -1;
    double r_clb = gb_clm > 0 && gb_clb > 0 ? gb_clm / gb_clb : -1;
    char b1[32], b2[32], b3[32], b4[32], b5[32], b6[32], b7[32], b8[32], b9[32], b10[32];
    char e1[16], e2[16], e3[16];
    printf("%-28s %10s %8s %8s %6s | %10s %8s %6s | %10s %8s %6s | %7s %7s %7s", name,
           bench_fmt(b1, sizeof b1, "%.4f", t_clm > 0 ? t_clm * 1e3 : -1),
           bench_fmt(b2, sizeof b2, "%.1f", gb_clm), bench_fmt(b3, sizeof b3, "%.1f", gf_clm),
           bench_fmt(b4, sizeof b4, "%.1f%%", frac * 100),
           ran_cub ? bench_fmt(b5, sizeof b5, "%.4f", t_cub > 0 ? t_cub * 1e3 : -1) : "-",
           ran_cub ? bench_fmt(b6, sizeof b6, "%.1f", gb_cub) : "-",
           ran_cub ? bench_fmt(b7, sizeof b7, "%.2f", r_cub) : "-",
           ran_clb ? bench_fmt(b8, sizeof b8, "%.4f", t_clb > 0 ? t_clb * 1e3 : -1) : "-",
           ran_clb ? bench_fmt(b9, sizeof b9, "%.1f", gb_clb) : "-",
           ran_clb ? bench_fmt(b10, sizeof b10, "%.2f", r_clb) : "-",
           err_str(e1, sizeof e1, e_clm, o->check), err_str(e2, sizeof e2, e_cub, o->check && ran_cub),
           err_str(e3, sizeof e3, e_clb, o->check && ran_clb));
    if (batch > 0)
        printf("  B=%d rot=%d", batch, nrot);
    printf("\n");
    if (why_clm[0])
        printf("    clmath n/a: %s\n", why_clm);
    if (why_cub[0] && strcmp(why_cub, "not loaded") != 0)
        printf("    cublas n/a: %s\n", why_cub);
    if (why_clb[0] && strcmp(why_clb, "not loaded") != 0)
        printf("    clblast n/a: %s\n", why_clb);
    fflush(stdout);

    if (ctx->csv) {
        static const char tr[] = "ntc";
        char sa[64], sb[64];
        bench_row r;
        bench_row_init(&r);
        bench_row_set(&r, "routine", "gemv");
        bench_row_set(&r, "precision", "%c", c->prec);
        bench_row_set(&r, "order", "%s", c->order ? "row" : "col");
        bench_row_set(&r, "trans", "%c", tr[c->trans]);
        bench_row_set(&r, "m", "%zu", c->m);
        bench_row_set(&r, "n", "%zu", c->n);
        bench_row_set(&r, "lda", "%zu", c->lda);
        bench_row_set(&r, "offa", "%zu", c->offa);
        bench_row_set(&r, "offx", "%zu", c->offx);
        bench_row_set(&r, "offy", "%zu", c->offy);
        bench_row_set(&r, "incx", "%d", c->incx);
        bench_row_set(&r, "incy", "%d", c->incy);
        scalar_str(c, c->alpha, sa, sizeof sa);
        scalar_str(c, c->beta, sb, sizeof sb);
        bench_row_set(&r, "alpha", "%s", sa);
        bench_row_set(&r, "beta", "%s", sb);
        if (batch > 0) {
            bench_row_set(&r, "batch", "%d", batch);
            bench_row_set(&r, "rotations", "%d", nrot);
        }
        bench_row_set(&r, "reps", "%d", o->reps);
        if (ctx->copy_GBps > 0)
            bench_row_set(&r, "copy_GBps", "%.2f", ctx->copy_GBps);
        if (t_clm > 0) {
            bench_row_set(&r, "clmath_ms", "%.6f", t_clm * 1e3);
            bench_row_set(&r, "clmath_GBps", "%.2f", gb_clm);
            bench_row_set(&r, "clmath_GFLOPs", "%.2f", gf_clm);
        }
        if (frac > 0)
            bench_row_set(&r, "frac_of_copy", "%.4f", frac);
        if (t_cub > 0) {
            bench_row_set(&r, "cublas_ms", "%.6f", t_cub * 1e3);
            bench_row_set(&r, "cublas_GBps", "%.2f", gb_cub);
        }
        if (r_cub > 0)
            bench_row_set(&r, "ratio_vs_cublas", "%.4f", r_cub);
        if (t_clb > 0) {
            bench_row_set(&r, "clblast_ms", "%.6f", t_clb * 1e3);
            bench_row_set(&r, "clblast_GBps", "%.2f", gb_clb);
        }
        if (r_clb > 0)
            bench_row_set(&r, "ratio_vs_clblast", "%.4f", r_clb);
        if (e_clm >= 0)
            bench_row_set(&r, "err_clmath", "%.4g", e_clm);
        if (e_cub >= 0)
            bench_row_set(&r, "err_cublas", "%.4g", e_cub);
        if (e_clb >= 0)
            bench_row_set(&r, "err_clblast", "%.4g", e_clb);
        bench_row_write(ctx, &r);
    }
    bench_rot_free(&A);
    bench_rot_free(&x);
    bench_rot_free(&y);
    free(Ah), free(xh), free(y0h), free(yout);
    if (o->check && e_clm >= 16)
        rc = 1;
    return rc;
}

/* ------------------------------------------------------------------------ */
/* The sweep                                                                */
/* ------------------------------------------------------------------------ */

static int setup_case(gemv_case *c, const bench_opts *o, char prec, int order, int trans,
                      bench_shape sh, char *why, size_t whylen)
{
    static const char precs[] = "sdcz";
    memset(c, 0, sizeof *c);
    c->prec = prec;
    c->ip = (int)(strchr(precs, prec) - precs);
    c->cplx = c->ip >= 2;
    c->es = (size_t[]){4, 8, 8, 16}[c->ip];
    c->order = order;
    c->trans = trans;
    c->m = sh.m, c->n = sh.n;
    size_t minlda = order ? sh.n : sh.m;
    c->lda = o->lda ? o->lda : minlda;
    if (c->lda < minlda) {
        snprintf(why, whylen, "--lda %zu is less than the minimum %zu", c->lda, minlda);
        return 1;
    }
    c->offa = o->offa, c->offx = o->offx, c->offy = o->offy;
    c->incx = o->incx, c->incy = o->incy;
    memcpy(c->alpha, o->alpha, sizeof c->alpha);
    memcpy(c->beta, o->beta, sizeof c->beta);
    if (!c->cplx)
        c->alpha[1] = c->beta[1] = 0;
    c->lenx = trans ? sh.m : sh.n;
    c->leny = trans ? sh.n : sh.m;
    size_t rows = order ? sh.m : sh.n; /* the number of lda-strided lines */
    size_t line = order ? sh.n : sh.m;
    c->a_elems = c->offa + (rows - 1) * c->lda + line;
    c->x_elems = vec_extent(c->lenx, c->offx, c->incx);
    c->y_elems = vec_extent(c->leny, c->offy, c->incy);
    return 0;
}

static int run_gemv(bench_ctx *ctx, const bench_opts *o)
{
    static const char trc[] = "NTC";
    int total = o->nprecs * o->norders * o->ntrans * o->nshapes, done = 0, fails = 0;
    char lda[32] = "the minimum";
    if (o->lda)
        snprintf(lda, sizeof lda, "%zu", o->lda);
    printf("gemv: alpha %g,%g beta %g,%g (imaginary parts used by c/z only), lda %s, "
           "offa/offx/offy %zu/%zu/%zu, incx/incy %d/%d, reps %d, warmup %d, check %s\n",
           o->alpha[0], o->alpha[1], o->beta[0], o->beta[1], lda, o->offa, o->offx, o->offy,
           o->incx, o->incy, o->reps, o->warmup, o->check ? "on" : "off");
    print_header();
    fflush(stdout);
    for (int ip = 0; ip < o->nprecs; ip++)
        for (int io = 0; io < o->norders; io++)
            for (int it = 0; it < o->ntrans; it++)
                for (int is = 0; is < o->nshapes; is++) {
                    gemv_case c;
                    char why[200];
                    done++;
                    if (setup_case(&c, o, o->precs[ip], o->orders[io], o->transs[it],
                                   o->shapes[is], why, sizeof why)) {
                        printf("%cgemv %zux%zu: skipped: %s\n", o->precs[ip], o->shapes[is].m,
                               o->shapes[is].n, why);
                        fails++;
                        continue;
                    }
                    if (total > 1) {
                        fprintf(stderr, "[%d/%d] %cgemv %c %s %zux%zu ...\n", done, total,
                                c.prec, trc[c.trans], c.order ? "row" : "col", c.m, c.n);
                    }
                    fails += run_case(ctx, o, &c);
                }
    return fails ? 1 : 0;
}

const bench_routine bench_gemv = {
    "gemv", "y := alpha op(A) x + beta y (clblas?gemv), vs cuBLAS and CLBlast", 1, 1, run_gemv};
