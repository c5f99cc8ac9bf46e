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

/* ------------------------------------------------------------------------ */
/* Host reference and scaled error                                          */
/* ------------------------------------------------------------------------ */

/*
 * max_i |y_i - yref_i| / (eps * G_i), G_i = |alpha| (|op(A)| |x|)_i + |beta y0_i|
 * (TESTING.md), yref in long double, over at most BENCH_CHECK_MAX outputs
 * sampled evenly (all of them when y is shorter). NaN gives +inf.
 */
static double gemv_error(const gemv_case *c, const void *A, const void *x, const void *y0,
                         const void *y)
{
    double eps = bench_eps(c->prec);
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
            bench_load(c->ip, A, ai, &ar, &aim);
            bench_load(c->ip, x, bench_vec_index(j, c->lenx, c->offx, c->incx), &xr, &xim);
            if (c->trans == 2)
                aim = -aim;
            sr += ar * xr - aim * xim;
            si += ar * xim + aim * xr;
            g += c->cplx ? sqrt((double)((ar * ar + aim * aim) * (xr * xr + xim * xim)))
                         : fabs((double)(ar * xr));
        }
        size_t yi = bench_vec_index(i, c->leny, c->offy, c->incy);
        long double y0r, y0i, yr, yim;
        bench_load(c->ip, y0, yi, &y0r, &y0i);
        bench_load(c->ip, y, yi, &yr, &yim);
        long double ar = c->alpha[0], aim = c->cplx ? c->alpha[1] : 0;
        long double br = c->beta[0], bim = c->cplx ? c->beta[1] : 0;
        long double refr = ar * sr - aim * si + br * y0r - bim * y0i;
        long double refi = ar * si + aim * sr + br * y0i + bim * y0r;
        double G = hypot((double)ar, (double)aim) * g +
                   hypot((double)(br * y0r - bim * y0i), (double)(br * y0i + bim * y0r));
        double diff = hypot((double)(yr - refr), (double)(yim - refi));
        double e = bench_scaled_error(diff, G, eps);
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
                         0, NULL, bench_clm_event);
        break;
    case 1:
        st = clblasDgemv(ord, tr, c->m, c->n, c->alpha[0], A, c->offa, c->lda, x, c->offx,
                         c->incx, c->beta[0], y, c->offy, c->incy, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    case 2: {
        FloatComplex al, be;
        al.s[0] = (cl_float)c->alpha[0], al.s[1] = (cl_float)c->alpha[1];
        be.s[0] = (cl_float)c->beta[0], be.s[1] = (cl_float)c->beta[1];
        st = clblasCgemv(ord, tr, c->m, c->n, al, A, c->offa, c->lda, x, c->offx, c->incx, be,
                         y, c->offy, c->incy, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    }
    default: {
        DoubleComplex al, be;
        al.s[0] = c->alpha[0], al.s[1] = c->alpha[1];
        be.s[0] = c->beta[0], be.s[1] = c->beta[1];
        st = clblasZgemv(ord, tr, c->m, c->n, al, A, c->offa, c->lda, x, c->offx, c->incx, be,
                         y, c->offy, c->incy, 1, &s->q, 0, NULL, bench_clm_event);
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
    bench_cublas *cb;         /* first: bench_cublas_sync */
    const gemv_case *c;
    bench_curot A, x, y;
    int op, m, n, lda;        /* the column-major call */
    _Alignas(16) unsigned char alpha[16], beta[16];
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const gemv_case *c = s->c;
    bcublas_status st = s->cb->gemv[c->ip](
        s->cb->handle, s->op, s->m, s->n, s->alpha, bench_curot_at(&s->A, rot) + c->offa * c->es,
        s->lda, bench_curot_at(&s->x, rot) + c->offx * c->es, c->incx, s->beta,
        bench_curot_at(&s->y, rot) + c->offy * c->es, c->incy);
    if (st != 0) {
        snprintf(why, whylen, "cublas%cgemv returned status %d", c->prec - 32, st);
        return 1;
    }
    return 0;
}

/* Checked call and timing for cuBLAS into r. */
static void run_cublas(bench_cublas *cb, const gemv_case *c, const void *Ah, const void *xh,
                       const void *y0h, void *yout, const bench_opts *o, bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .c = c};
    /* Row-major A (m x n, lda) is column-major A^T (n x m, lda). */
    if (bench_cublas_op(c->order, c->trans, c->cplx, &s.op, why, whylen))
        return;
    s.m = (int)(c->order ? c->n : c->m), s.n = (int)(c->order ? c->m : c->n);
    if (c->m > INT_MAX || c->n > INT_MAX || c->lda > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return;
    }
    s.lda = (int)c->lda;
    bench_scalar_bytes(c->prec, c->alpha, s.alpha);
    bench_scalar_bytes(c->prec, c->beta, s.beta);
    bench_cu_operands k = {{&s.A, &s.x, &s.y},
                           {Ah, xh, y0h},
                           {c->a_elems * c->es, c->x_elems * c->es, c->y_elems * c->es},
                           2};
    int checked;
    bench_cublas_case(cb, &k, cublas_call, &s, yout, o, r, &checked);
    if (checked)
        r->e_cub = gemv_error(c, Ah, xh, y0h, yout);
}

/* ------------------------------------------------------------------------ */
/* One case                                                                 */
/* ------------------------------------------------------------------------ */

static const bench_table table = {28, 0, 1};

static void case_name(const gemv_case *c, char *buf, size_t len)
{
    static const char tr[] = "NTC";
    snprintf(buf, len, "%cgemv %c %s %zux%zu", c->prec, tr[c->trans], c->order ? "row" : "col",
             c->m, c->n);
}

/* The table line and the CSV row of a case. */
static void report_case(bench_ctx *ctx, const bench_opts *o, const gemv_case *c, const char *name,
                   const bench_result *r)
{
    /* Minimum traffic: A once, x once, y read (beta != 0) and written once. */
    int beta_nz = c->beta[0] != 0 || (c->cplx && c->beta[1] != 0);
    double bytes = (double)(c->m * c->n + c->lenx + c->leny * (beta_nz ? 2 : 1)) * (double)c->es;
    double flops = (c->cplx ? 8.0 : 2.0) * (double)c->m * (double)c->n;
    bench_rates k = bench_rates_of(ctx, r, bytes, flops);
    bench_print_result(&table, name, r, &k, o->check);
    fflush(stdout);
    if (!ctx->csv)
        return;
    static const char tr[] = "ntc";
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "gemv");
    bench_row_set(&row, "precision", "%c", c->prec);
    bench_row_set(&row, "order", "%s", c->order ? "row" : "col");
    bench_row_set(&row, "trans", "%c", tr[c->trans]);
    bench_row_set(&row, "m", "%zu", c->m);
    bench_row_set(&row, "n", "%zu", c->n);
    bench_row_set(&row, "lda", "%zu", c->lda);
    bench_row_set_operands(&row, c->cplx, c->offa, c->offx, c->incx, 1, c->offy, c->incy,
                           c->alpha, c->beta);
    bench_row_set_result(&row, ctx, o, r, &k);
    bench_row_write(ctx, &row);
}

/* The checked call of an OpenCL library on copy 0: y reset, one call, y
 * read back into yout, its error. 0 on success, else why. */
static int cl_checked(cl_state *s, bench_call_fn call, const void *Ah, const void *xh,
                      const void *y0h, void *yout, double *err, char *why, size_t whylen)
{
    const gemv_case *c = s->c;
    if (bench_cl_checked(call, s, s->y->mem[0], c->y_elems * c->es, y0h, yout, "y", why,
                         whylen))
        return 1;
    *err = gemv_error(c, Ah, xh, y0h, yout);
    return 0;
}

static int run_case(bench_ctx *ctx, const bench_opts *o, gemv_case *c)
{
    bench_peers *peers = ctx->peers;
    char name[128];
    case_name(c, name, sizeof name);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    int rc = 1;
    void *Ah = NULL, *xh = NULL, *y0h = NULL, *yout = NULL;
    bench_rot A, x, y;
    memset(&A, 0, sizeof A), memset(&x, 0, sizeof x), memset(&y, 0, sizeof y);

    size_t bA = c->a_elems * c->es, bx = c->x_elems * c->es, by = c->y_elems * c->es;
    if (!bench_case_fits(ctx, c->prec, bA, why, whylen))
        goto report;
    r.nrot = bench_rot_count(ctx, o, bA, bA + bx + by + 3 * ctx->base_align);

    Ah = malloc(bA), xh = malloc(bx), y0h = malloc(by), yout = malloc(by);
    if (!Ah || !xh || !y0h || !yout) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ ((unsigned long long)c->m * 1000003ULL +
                                                      (unsigned long long)c->n * 7919ULL + (unsigned)c->ip);
    bench_fill(c->prec, Ah, c->a_elems, &seed);
    bench_fill(c->prec, xh, c->x_elems, &seed);
    bench_fill(c->prec, y0h, c->y_elems, &seed);
    if (bench_rot_alloc(ctx, &A, bA, r.nrot, Ah, why, whylen) ||
        bench_rot_alloc(ctx, &x, bx, r.nrot, xh, why, whylen) ||
        bench_rot_alloc(ctx, &y, by, r.nrot, y0h, why, whylen))
        goto report;

    cl_state s = {ctx->env.queue, c, &A, &x, &y, peers ? &peers->clblast : NULL};
    /* clmath: checked call on copy 0 (y fresh), then the timing. */
    if (!o->check || cl_checked(&s, clmath_call, Ah, xh, y0h, yout, &r.e_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r.nrot, o, &r.batch, why,
                                  whylen);
    /* CLBlast: same buffers, same queue, same batch size; y of copy 0 reset. */
    if (r.ran_clb && bench_clblast_usable(ctx, NULL, c->incx < 0 || c->incy < 0, &r) &&
        (!o->check || cl_checked(&s, clblast_call, Ah, xh, y0h, yout, &r.e_clb, r.why_clb,
                                 sizeof r.why_clb) == 0))
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &s, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    /* cuBLAS: its own copies in CUDA memory. */
    if (r.ran_cub && bench_cublas_usable(ctx, &r))
        run_cublas(&peers->cublas, c, Ah, xh, y0h, yout, o, &r);
    rc = r.t_clm > 0 ? 0 : 1;

report:
    report_case(ctx, o, c, name, &r);
    bench_rot_free(&A);
    bench_rot_free(&x);
    bench_rot_free(&y);
    free(Ah), free(xh), free(y0h), free(yout);
    if (o->check && r.e_clm >= 16)
        rc = 1;
    return rc;
}

/* ------------------------------------------------------------------------ */
/* The sweep                                                                */
/* ------------------------------------------------------------------------ */

static int setup_case(gemv_case *c, const bench_opts *o, char prec, int order, int trans,
                      bench_shape sh, char *why, size_t whylen)
{
    memset(c, 0, sizeof *c);
    c->prec = prec;
    c->ip = bench_prec_index(prec);
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
    c->x_elems = bench_vec_extent(c->lenx, c->offx, c->incx);
    c->y_elems = bench_vec_extent(c->leny, c->offy, c->incy);
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
    bench_print_header(&table);
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
