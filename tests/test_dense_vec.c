/*
 * test_dense_vec.c - clSPARSE's dense vector routines (cldense*) against
 * the test's own long double loops, with the scaled error of TESTING.md:
 * |r_i - ref_i| / (eps * G_i) < 16, G_i the same expression in absolute
 * values (|alpha x_i| + |beta y_i|, |x_i y_i|, ...); for the reductions G is
 * sum |x_i| (reduce), sum |x_i y_i| (dot), or the norm times log2(n) (nrm1,
 * nrm2: every term has one sign, so rounding errors add up, as
 * test_blas1 allows). Ireduce must be exact (modulo 2^32).
 *
 * Every routine, S and D, over lengths 0, 1, small primes, both sides of the
 * work-group size (256) and of a group's round (256 x 4), and 1000003;
 * offsets of every vector and of alpha, beta and the result cycled; alpha
 * and beta in {0, 1, general}, with NaN in a vector whose coefficient is 0
 * (it must not be read) and NaN in every output before the call (it must be
 * overwritten). Every buffer has NaN canaries before and after its elements:
 * outputs' must not change, inputs must read back bit for bit. Also: r the
 * same vector as x or y; nrm2 of huge, tiny and mixed values (squares out of
 * range); Ireduce wrapping; repeated reductions give the same bits; async
 * mode with clsparseGetEvent; in blocking mode the control's event is
 * complete when a call returns.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clSPARSE.h>

#include "dvcall.h"
#include "testutil.h"

static tu_device dev;
static clsparseControl control;

#define POST 5 /* canaries after every operand (the offset gives those before) */

typedef enum vals { V_RANDOM, V_HUGE, V_TINY, V_MIXED, V_WRAP } vals;
static const char *const vals_name[] = {"", " huge", " tiny", " mixed", " wrap"};

typedef struct dcase {
    dv_op op;
    int dbl;
    size_t n;
    size_t offr, offx, offy, offs, offa, offb;
    double alpha, beta;
    int alias;  /* 'x': r is x itself, 'y': r is y */
    vals kind;  /* the values of x (and y) */
    int repeat; /* call twice more: the same bits */
    int async;
} dcase;

/* An operand of n elements at offset off, NaN canaries around. */
static void vec_init(tu_operand *o, tu_prec p, size_t n, size_t off)
{
    tu_operand_init(o, p, off + n + POST, TU_CANARY_NAN);
    tu_operand_mark_vec(o, n, off, 1);
}

static double round_to(int dbl, double v) { return dbl ? v : (double)(float)v; }

/* x's values for the kinds that test range: magnitudes around 1e30 / 1e-30
 * (S) or 1e300 / 1e-300 (D), squares out of range; mixed alternates huge,
 * tiny and ordinary. */
static double ranged(int dbl, vals kind, size_t i, double u)
{
    double big = dbl ? 1e300 : 1e30, small = dbl ? 1e-300 : 1e-30;
    switch (kind) {
    case V_HUGE: return u * big;
    case V_TINY: return u * small;
    case V_MIXED: return u * (i % 3 == 0 ? big : i % 3 == 1 ? small : 1);
    default: return u;
    }
}

static long double ld_get(const tu_operand *o, size_t i)
{
    return (long double)tu_get(o->prec, o->init, i).re;
}

/* The reference of element i of an element-wise routine, and its gauge. */
static long double ref_elem(const dcase *c, long double a, long double b, long double x,
                            long double y, long double *g)
{
    long double tx, ty;
    switch (c->op) {
    case DV_SCALE:
        *g = fabsl(a * y);
        return a == 0 ? 0 : a * y;
    case DV_AXPY:
    case DV_AXPBY:
        tx = a == 0 ? 0 : a * x;
        ty = c->op == DV_AXPY ? y : b == 0 ? 0 : b * y;
        *g = fabsl(tx) + fabsl(ty);
        return tx + ty;
    case DV_ADD: *g = fabsl(x) + fabsl(y); return x + y;
    case DV_SUB: *g = fabsl(x) + fabsl(y); return x - y;
    case DV_MUL: *g = fabsl(x * y); return x * y;
    default: *g = fabsl(x / y); return x / y;
    }
}

/* The reference of a reduction over x's (and y's) initial values. */
static long double ref_reduce(const dcase *c, const tu_operand *x, const tu_operand *y,
                              long double *g)
{
    long double acc = 0, gauge = 0, big = 0;
    size_t n = c->n;
    for (size_t i = 0; i < n; i++) {
        long double v = ld_get(x, c->offx + i);
        if (c->op == DV_DOT) {
            long double p = v * ld_get(y, c->offy + i);
            acc += p;
            gauge += fabsl(p);
        } else if (c->op == DV_SUM) {
            acc += v;
            gauge += fabsl(v);
        } else if (c->op == DV_NRM1) {
            acc += fabsl(v);
        } else if (fabsl(v) > big) {
            big = fabsl(v);
        }
    }
    if (c->op == DV_NRM2 && big > 0) { /* scaled, so that 1e300^2 stays in range */
        for (size_t i = 0; i < n; i++) {
            long double v = ld_get(x, c->offx + i) / big;
            acc += v * v;
        }
        acc = big * sqrtl(acc);
    }
    if (c->op == DV_NRM1 || c->op == DV_NRM2)
        gauge = acc * (n > 2 ? log2((double)n) : 1);
    *g = gauge;
    return acc;
}

/* The control's event after a call in blocking mode: there, and complete. */
static void check_control_event(const char *desc)
{
    clsparseEventResult er = clsparseGetEvent(control);
    if (!tu_check(er.status == clsparseSuccess && er.event != NULL, "%s: no event (status %d)",
                  desc, (int)er.status))
        return;
    cl_int status = -1;
    clGetEventInfo(er.event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    tu_check(status == CL_COMPLETE, "%s: blocking call returned before its event completed (%d)",
             desc, status);
    clReleaseEvent(er.event);
}

static clsparseStatus call_case(const dcase *c, cldenseVector *r, clsparseScalar *alpha,
                                cldenseVector *x, clsparseScalar *beta, cldenseVector *y,
                                clsparseScalar *s, const char *desc)
{
    if (c->async)
        clsparseEnableAsync(control, CL_TRUE);
    clsparseStatus st = dv_call(c->op, c->dbl, r, alpha, x, beta, y, s, control);
    if (c->async) {
        clsparseEnableAsync(control, CL_FALSE);
        clsparseEventResult er = clsparseGetEvent(control);
        if (st == clsparseSuccess && tu_check(er.status == clsparseSuccess, "%s: GetEvent", desc))
            tu_check_event(er.event, dev.env.queue, desc); /* waits, releases */
    } else if (st == clsparseSuccess) {
        check_control_event(desc);
    }
    return st;
}

static void run(const dcase *c)
{
    const int dbl = c->dbl, red = dv_is_reduction(c->op);
    const tu_prec p = dbl ? TU_D : TU_S; /* Ireduce: 4-byte elements as S */
    const size_t n = c->n;
    char desc[200], name[16];
    snprintf(desc, sizeof desc, "%s n=%zu offs r%zu x%zu y%zu s%zu a%zu b%zu alpha=%g beta=%g%s%s%s",
             dv_full_name(c->op, dbl, name, sizeof name), n, c->offr, c->offx, c->offy, c->offs,
             c->offa, c->offb, c->alpha, c->beta,
             c->alias ? (c->alias == 'x' ? " r=x" : " r=y") : "", vals_name[c->kind],
             c->async ? " async" : "");
    tu_rng rng = tu_rng_make(tu_hash(tu_hash(c->op, n), c->offx * 7 + c->offr + 13 * c->kind));

    /* Inputs: NaN where a zero coefficient means "not read". */
    const double a = round_to(dbl, c->alpha), b = round_to(dbl, c->beta);
    const int nan_x = (c->op == DV_AXPY || c->op == DV_AXPBY) && a == 0;
    const int nan_y = (c->op == DV_SCALE && a == 0) || (c->op == DV_AXPBY && b == 0);
    tu_operand xo, yo, ro, so, abo;
    vec_init(&xo, p, dv_takes_x(c->op) ? n : 0, c->offx);
    vec_init(&yo, p, dv_takes_y(c->op) ? n : 0, c->offy);
    tu_operand_fill(&xo, &rng, nan_x);
    tu_operand_fill(&yo, &rng, nan_y);
    for (size_t i = 0; i < n; i++) {
        if (c->op == DV_ISUM) {
            /* wrap: near INT_MAX / 2, so that sums leave cl_int's range */
            int32_t v = c->kind == V_WRAP ? INT32_MAX / 2 - (int32_t)tu_rng_below(&rng, 1000)
                                          : (int32_t)tu_rng_below(&rng, 2001) - 1000;
            memcpy((char *)xo.init + (c->offx + i) * 4, &v, 4);
        } else if (c->kind != V_RANDOM && !nan_x) {
            double u = tu_get(p, xo.init, c->offx + i).re;
            tu_set(p, xo.init, c->offx + i, tu_scalar_make(ranged(dbl, c->kind, i, u), 0));
        }
        if (c->op == DV_DIV) { /* |y| in [0.5, 1.5]: no division by (almost) zero */
            double v = tu_get(p, yo.init, c->offy + i).re;
            tu_set(p, yo.init, c->offy + i,
                   tu_scalar_make(round_to(dbl, copysign(0.5 + fabs(v), v)), 0));
        }
    }
    /* alpha and beta inside NaN canaries; the result slot NaN until written */
    tu_operand_init(&abo, p, 6, TU_CANARY_NAN);
    tu_set(p, abo.init, c->offa, tu_scalar_make(a, 0));
    tu_set(p, abo.init, c->offb, tu_scalar_make(b, 0));
    vec_init(&so, p, red ? 1 : 0, c->offs);
    vec_init(&ro, p, red || c->alias ? 0 : n, c->offr);
    tu_operand_fill(&so, &rng, 1);
    tu_operand_fill(&ro, &rng, 1);
    tu_operand *out = c->alias == 'x' ? &xo : c->alias == 'y' ? &yo : &ro;
    const size_t offr = c->alias == 'x' ? c->offx : c->alias == 'y' ? c->offy : c->offr;

    cl_context ctx = dev.env.context;
    cl_command_queue q = dev.env.queue;
    int ok = tu_operand_upload(&xo, ctx, CL_MEM_READ_WRITE) == CL_SUCCESS &&
             tu_operand_upload(&yo, ctx, CL_MEM_READ_WRITE) == CL_SUCCESS &&
             tu_operand_upload(&abo, ctx, CL_MEM_READ_WRITE) == CL_SUCCESS &&
             tu_operand_upload(&so, ctx, CL_MEM_READ_WRITE) == CL_SUCCESS &&
             tu_operand_upload(&ro, ctx, CL_MEM_READ_WRITE) == CL_SUCCESS;
    if (!tu_check(ok, "%s: buffers", desc))
        goto done;
    cldenseVector x = {(clsparseIdx_t)n, xo.mem, (clsparseIdx_t)c->offx};
    cldenseVector y = {(clsparseIdx_t)n, yo.mem, (clsparseIdx_t)c->offy};
    cldenseVector r = {(clsparseIdx_t)n, out->mem, (clsparseIdx_t)offr};
    clsparseScalar alpha = {abo.mem, (clsparseIdx_t)c->offa};
    clsparseScalar beta = {abo.mem, (clsparseIdx_t)c->offb};
    clsparseScalar s = {so.mem, (clsparseIdx_t)c->offs};

    clsparseStatus st = call_case(c, &r, &alpha, &x, &beta, &y, &s, desc);
    if (!tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st))
        goto done;
    tu_operand *all[] = {&xo, &yo, &abo, &so, &ro};
    const char *names[] = {"x", "y", "alpha/beta", "s", "r"};
    for (int k = 0; k < 5; k++) {
        tu_operand_download(all[k], q);
        /* inputs bit for bit; outputs (and an aliased input) outside their elements */
        int output = all[k] == out || all[k] == &so;
        tu_check(tu_operand_changed(all[k], output, names[k], desc) == 0,
                 "%s: %s changed%s", desc, names[k], output ? " outside its elements" : "");
    }

    const double eps = dbl ? DBL_EPSILON : FLT_EPSILON;
    if (red) {
        long double g, want;
        double got;
        if (c->op == DV_ISUM) {
            int64_t sum = 0;
            for (size_t i = 0; i < n; i++) {
                int32_t v;
                memcpy(&v, (char *)xo.init + (c->offx + i) * 4, 4);
                sum += v;
            }
            int32_t gi, wi = (int32_t)(uint32_t)(uint64_t)sum;
            memcpy(&gi, (char *)so.back + c->offs * 4, 4);
            tu_check(gi == wi, "%s: sum %d, want %d", desc, gi, wi);
        } else {
            want = ref_reduce(c, &xo, &yo, &g);
            got = tu_get(p, so.back, c->offs).re;
            double err = g > 0 ? (double)(fabsl(got - want) / (eps * g))
                               : (got == 0 && !signbit(got) ? 0 : INFINITY);
            tu_check(err < 16, "%s: scaled error %.3g: got %.17g, want %.17Lg", desc, err, got,
                     want);
        }
    } else {
        size_t bad = 0, first = 0;
        long double first_want = 0;
        for (size_t i = 0; i < n; i++) {
            long double g;
            long double xv = dv_takes_x(c->op) ? ld_get(&xo, c->offx + i) : 0;
            long double want = ref_elem(c, a, b, xv, ld_get(&yo, c->offy + i), &g);
            double got = tu_get(p, out->back, offr + i).re;
            double err = g > 0 ? (double)(fabsl(got - want) / (eps * g))
                               : (got == want ? 0 : INFINITY);
            if (!(err < 16) && bad++ == 0) {
                first = i;
                first_want = want;
            }
        }
        if (!tu_check(bad == 0, "%s: %zu of %zu elements wrong", desc, bad, n))
            tu_detail("r[%zu] = %.17g, want %.17Lg", first, tu_get(p, out->back, offr + first).re,
                      first_want);
    }

    if (c->repeat) { /* the same inputs twice more: the same bits */
        tu_operand *res = red ? &so : out;
        size_t bytes = res->total * tu_esize(p);
        void *first = malloc(bytes);
        memcpy(first, res->back, bytes);
        for (int k = 0; k < 2; k++) {
            st = call_case(c, &r, &alpha, &x, &beta, &y, &s, desc);
            tu_operand_download(res, q);
            tu_check(st == clsparseSuccess && memcmp(first, res->back, bytes) == 0,
                     "%s: call %d gave other bits (status %d)", desc, k + 2, (int)st);
        }
        free(first);
    }
done:
    tu_operand_free(&xo);
    tu_operand_free(&yo);
    tu_operand_free(&abo);
    tu_operand_free(&so);
    tu_operand_free(&ro);
}

static const size_t sizes[] = {0,    1,    2,    3,    7,     31,   97,     255,    256,
                               257,  1023, 1024, 1025, 4097,  65537, 1000003};
#define NSIZES (sizeof sizes / sizeof sizes[0])
static const double coefs[3] = {0, 1, -0.75};

/* Every routine and precision over every size, offsets and scalars cycled. */
static void sweep(void)
{
    static const size_t offs[3] = {0, 2, 5};
    unsigned k = 0;
    for (size_t si = 0; si < NSIZES; si++) {
        const size_t n = sizes[si];
        for (int dbl = 0; dbl < 2; dbl++) {
            if (dbl && !dev.fp64)
                continue;
            for (int op = 0; op < DV_NOPS; op++) {
                if (op == DV_ISUM && dbl)
                    continue;
                /* every alpha (and beta) at small sizes, the general one at large */
                int na = dv_takes_alpha(op) && n < 65537 ? 3 : 1;
                int nb = dv_takes_beta(op) && n < 65537 ? 3 : 1;
                for (int ia = 0; ia < na; ia++)
                    for (int ib = 0; ib < nb; ib++, k++) {
                        dcase c = {.op = op, .dbl = dbl, .n = n};
                        c.alpha = na == 3 ? coefs[ia] : coefs[2];
                        c.beta = nb == 3 ? coefs[ib] : coefs[2];
                        c.offr = offs[tu_cycle_pick(1, 3, k)];
                        c.offx = offs[tu_cycle_pick(2, 3, k)];
                        c.offy = offs[tu_cycle_pick(3, 3, k)];
                        c.offs = offs[tu_cycle_pick(4, 3, k)];
                        c.offa = (size_t)tu_cycle_pick(5, 3, k);     /* 0, 1, 2 */
                        c.offb = 3 + (size_t)tu_cycle_pick(6, 3, k); /* 3, 4, 5 */
                        c.repeat = dv_is_reduction(op) && n >= 4097;
                        c.async = k % 11 == 5;
                        run(&c);
                    }
            }
        }
    }
}

/* r the same vector as x or y (same buffer and offset), as clSPARSE allows. */
static void aliasing(void)
{
    static const size_t ns[] = {1, 257, 4097};
    for (size_t i = 0; i < 3; i++)
        for (int dbl = 0; dbl < 2; dbl++)
            for (int op = DV_SCALE; op <= DV_DIV; op++)
                for (int w = 0; w < 2; w++) {
                    if (!dv_takes_x(op) && w == 0)
                        continue; /* scale has only y */
                    dcase c = {.op = op, .dbl = dbl, .n = ns[i], .offx = 3, .offy = 1,
                               .offa = 1, .offb = 4, .alpha = 1.5, .beta = -0.75};
                    c.alias = w == 0 ? 'x' : 'y';
                    if (!dbl || dev.fp64)
                        run(&c);
                }
}

/* Range: nrm2 must neither overflow nor underflow in its squares; nrm1 and
 * reduce at the same extremes. Ireduce wrapping modulo 2^32. */
static void extremes(void)
{
    static const size_t ns[] = {1, 257, 4097, 65537};
    for (size_t i = 0; i < 4; i++) {
        for (int dbl = 0; dbl < 2; dbl++)
            for (int kind = V_HUGE; kind <= V_MIXED; kind++)
                for (int op = DV_SUM; op <= DV_NRM2; op++) {
                    if (op == DV_ISUM || (dbl && !dev.fp64))
                        continue;
                    dcase c = {.op = op, .dbl = dbl, .n = ns[i], .offx = 1, .offs = 2,
                               .kind = kind, .repeat = ns[i] == 4097};
                    run(&c);
                }
        dcase w = {.op = DV_ISUM, .n = ns[i], .offx = 2, .offs = 1, .kind = V_WRAP, .repeat = 1};
        run(&w);
    }
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    double t0 = tu_now();
    clsparseSetup();
    clsparseCreateResult cr = clsparseCreateControl(dev.env.queue);
    if (!tu_check(cr.status == clsparseSuccess, "CreateControl: %d", (int)cr.status))
        return tu_summary("test_dense_vec");
    control = cr.control;
    sweep();
    aliasing();
    extremes();
    clsparseReleaseControl(control);
    clsparseTeardown();
    tu_close(&dev);
    printf("test_dense_vec: %.1f s\n", tu_now() - t0);
    return tu_summary("test_dense_vec");
}
