/*
 * test_gemv.c - clblas{S,D,C,Z}gemv against CBLAS.
 *
 * The sweep: precision x order x trans x strategy (auto, P=1, P=3), and for
 * each of those every shape of the list below, with the secondary
 * parameters (lda, offsets, increments, alpha, beta, event) cycled over the
 * shapes so that each of their values meets each precision, order, trans and
 * strategy (checked at run time), plus every layout of A and x (lda, offA,
 * offx, incx) at one shape. CLMATH_TEST_LEVEL=full runs the whole cross
 * product instead (CLMATH_TEST_SHARD=i/n runs every n-th case of it).
 *
 * Then dedicated cases: NaN in y with beta = 0, NaN in A and x with
 * alpha = 0, zero sizes and alpha = 0 / beta = 1 (y untouched, event still
 * valid), a wait list of user events, conjugation with known values,
 * tall-skinny and short-wide shapes, more slices than work, calls enqueued
 * back to back (one queue, two queues, an out-of-order queue), and wide
 * strides with big offsets.
 * Every case also checks that A and x are unchanged and that every guard and
 * gap around y is untouched (see common/gemvcase.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gemvcase.h"

static tu_device dev;

static int prec_available(tu_prec p) { return !tu_is_double(p) || dev.fp64; }

static const clblasOrder orders[] = {clblasColumnMajor, clblasRowMajor};
static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};

/* ---- the sweep's parameters ---- */

/* Shapes with work first: their positions drive the cycling. Sizes on both
 * sides of 32, 64, 128 and 256 (work-group and vector boundaries). */
static const size_t shapes[][2] = {
    {1, 1},     {1, 5},     {5, 1},     {2, 3},     {3, 2},      {4, 4},     {7, 11},
    {13, 5},    {17, 19},   {31, 33},   {32, 32},   {33, 31},    {63, 64},   {64, 65},
    {65, 63},   {127, 129}, {129, 127}, {255, 257}, {257, 255},  {1000, 37}, {37, 1000},
    {2049, 513}, {0, 0},    {0, 3},     {4, 0},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])

enum { LDA_TIGHT, LDA_PAD4, LDA_PAD_ODD }; /* lda = rows, multiple of 4 > rows, odd > rows */
static const size_t offAs[] = {0, 4, 3};   /* aligned, aligned non-zero, unaligned */
static const size_t offxs[] = {0, 3};
static const size_t offys[] = {0, 5};
static const int incs[] = {1, 2, -1, -2};

static size_t lda_value(int mode, size_t rows)
{
    size_t r = rows ? rows : 1;
    if (mode == LDA_TIGHT)
        return r;
    if (mode == LDA_PAD4)
        return (r + 3) / 4 * 4 + 4;
    return (r + 3) % 4 ? r + 3 : r + 4; /* never a multiple of 4 */
}

/* The secondary parameters: index of each axis's value. */
enum { AX_LDA, AX_OFFA, AX_OFFX, AX_OFFY, AX_INCX, AX_INCY, AX_ALPHA, AX_BETA, AX_EVENT, NAXES };
static const int axis_len[NAXES] = {3, 3, 2, 2, 4, 4, 3, 3, 2};
static const char *axis_name[NAXES] = {"lda", "offA", "offx", "offy", "incx",
                                       "incy", "alpha", "beta", "event"};

static gc_case make_case(tu_prec p, clblasOrder order, clblasTranspose trans, int strategy,
                         const size_t shape[2], const int ax[NAXES], uint64_t seed)
{
    gc_case c;
    memset(&c, 0, sizeof c);
    c.prec = p;
    c.order = order;
    c.trans = trans;
    c.M = shape[0];
    c.N = shape[1];
    c.lda = lda_value(ax[AX_LDA], gc_stored_rows(&c));
    c.offA = offAs[ax[AX_OFFA]];
    c.offx = offxs[ax[AX_OFFX]];
    c.offy = offys[ax[AX_OFFY]];
    c.incx = incs[ax[AX_INCX]];
    c.incy = incs[ax[AX_INCY]];
    c.alpha = tu_alpha_value(ax[AX_ALPHA], p);
    c.beta = tu_beta_value(ax[AX_BETA], p);
    c.strategy = strategy;
    c.want_event = ax[AX_EVENT];
    /* alpha == 0 must not read A and x, beta == 0 must not read y: make
     * them NaN whenever the sweep lands there. */
    c.nan = (ax[AX_ALPHA] == 0 ? GC_NAN_AX : 0) | (ax[AX_BETA] == 0 ? GC_NAN_Y : 0);
    c.seed = seed;
    return c;
}

/* Coverage of one combination: which values of each axis met a non-empty
 * shape, and whether both the aligned and the unaligned layout of A did. */
typedef struct coverage {
    tu_cover axes;
    int aligned, unaligned;     /* A: offA and lda multiples of 4, or not */
    int x_aligned, x_unaligned; /* unit-stride x starting on a multiple of 4, or not */
} coverage;

static void cover(coverage *cv, const gc_case *c, const int ax[NAXES])
{
    if (c->M == 0 || c->N == 0)
        return;
    tu_cover_mark(&cv->axes, NAXES, ax);
    if (c->offA % 4 == 0 && c->lda % 4 == 0)
        cv->aligned = 1;
    else
        cv->unaligned = 1;
    if (c->incx == 1 && c->offx % 4 == 0)
        cv->x_aligned = 1;
    else if (c->incx == 1)
        cv->x_unaligned = 1;
}

static void check_coverage(const coverage *cv, const char *combo)
{
    tu_cover_check(&cv->axes, NAXES, axis_len, axis_name, NULL, combo);
    tu_check(cv->aligned && cv->unaligned, "sweep %s: aligned %d, unaligned %d layouts of A",
             combo, cv->aligned, cv->unaligned);
    tu_check(cv->x_aligned && cv->x_unaligned,
             "sweep %s: aligned %d, unaligned %d unit-stride x", combo, cv->x_aligned,
             cv->x_unaligned);
}

static unsigned long long sweep_index;

/* Every combination of the secondary parameters for one shape. */
static int run_full_shape(tu_prec p, clblasOrder o, clblasTranspose t, int s,
                          const size_t shape[2], coverage *cv)
{
    int ax[NAXES] = {0}, runs = 0;
    for (;;) {
        ax[AX_EVENT] = (int)(sweep_index % 2);
        if (tu_in_shard(sweep_index)) {
            gc_case c = make_case(p, o, t, s, shape, ax, sweep_index);
            gc_run(dev.env.context, dev.env.queue, &c);
            cover(cv, &c, ax);
            runs++;
        }
        sweep_index++;
        int a = 0; /* next combination, mixed radix (the event axis alternates) */
        while (a < AX_EVENT && ++ax[a] == axis_len[a])
            ax[a++] = 0;
        if (a == AX_EVENT)
            return runs;
    }
}

/* Every layout of A and x (lda x offA x offx x incx) at one shape that
 * spans several work groups and is no multiple of 4: the vector-load paths
 * (aligned or not, unit stride or not) each meet every combination. */
static int run_layouts(tu_prec p, clblasOrder o, clblasTranspose t, int s, uint64_t combo,
                       coverage *cv)
{
    static const size_t shape[2] = {67, 45};
    int ax[NAXES], runs = 0;
    for (int l = 0; l < 3 * 3 * 2 * 4; l++, runs++) {
        ax[AX_LDA] = l % 3;
        ax[AX_OFFA] = l / 3 % 3;
        ax[AX_OFFX] = l / 9 % 2;
        ax[AX_INCX] = l / 18 % 4;
        ax[AX_OFFY] = l % 2;
        ax[AX_INCY] = (l + l / 4) % 4;
        ax[AX_ALPHA] = ax[AX_BETA] = 2;
        ax[AX_EVENT] = l % 2;
        gc_case c = make_case(p, o, t, s, shape, ax, tu_hash(combo, 1000 + (uint64_t)l));
        gc_run(dev.env.context, dev.env.queue, &c);
        cover(cv, &c, ax);
    }
    return runs;
}

/* One precision x order x trans x strategy: every shape, then the layouts. */
static long run_combo(tu_prec p, int oi, int ti, int si, int full)
{
    int s = tu_strategies[si];
    uint64_t combo = (uint64_t)((((int)p * 2 + oi) * 3 + ti) * 3 + si);
    coverage cv;
    memset(&cv, 0, sizeof cv);
    long cases = 0;
    tu_set_strategy(s);
    for (unsigned k = 0; k < NSHAPES; k++) {
        if (full) {
            cases += run_full_shape(p, orders[oi], transes[ti], s, shapes[k], &cv);
            continue;
        }
        int ax[NAXES];
        for (int a = 0; a < NAXES; a++)
            ax[a] = tu_cycle_pick(tu_hash(combo, (uint64_t)a), axis_len[a], k);
        gc_case c = make_case(p, orders[oi], transes[ti], s, shapes[k], ax, tu_hash(combo, k));
        gc_run(dev.env.context, dev.env.queue, &c);
        cover(&cv, &c, ax);
        cases++;
    }
    if (!full)
        cases += run_layouts(p, orders[oi], transes[ti], s, combo, &cv);
    char name[64];
    snprintf(name, sizeof name, "%cgemv %s %c %s", tu_prec_letter(p), oi ? "row" : "col",
             "NTC"[ti], tu_strategy_name(s));
    if (!full || !getenv("CLMATH_TEST_SHARD")) /* a shard sees only part of the product */
        check_coverage(&cv, name);
    return cases;
}

static void run_sweep(int full)
{
    double t0 = tu_now();
    long cases = 0;
    for (int pi = 0; pi < TU_NPREC; pi++) {
        if (!prec_available((tu_prec)pi)) {
            printf("sweep: %cgemv skipped, the device has no fp64\n", tu_prec_letter((tu_prec)pi));
            continue;
        }
        for (int oi = 0; oi < 2; oi++)
            for (int ti = 0; ti < 3; ti++)
                for (int si = 0; si < 3; si++)
                    cases += run_combo((tu_prec)pi, oi, ti, si, full);
    }
    tu_set_strategy(0);
    printf("sweep (%s): %ld cases, %.1f s\n", full ? "full" : "default", cases, tu_now() - t0);
}

/* ---- dedicated cases ---- */

static gc_case basic_case(tu_prec p, clblasOrder o, clblasTranspose t, size_t M, size_t N, int s)
{
    gc_case c;
    memset(&c, 0, sizeof c);
    c.prec = p;
    c.order = o;
    c.trans = t;
    c.M = M;
    c.N = N;
    c.lda = lda_value(LDA_PAD_ODD, gc_stored_rows(&c));
    c.offA = 1;
    c.offx = 2;
    c.offy = 3;
    c.incx = 1;
    c.incy = 1;
    c.alpha = tu_alpha_value(2, p);
    c.beta = tu_beta_value(2, p);
    c.strategy = s;
    c.want_event = 1;
    c.seed = tu_hash(tu_hash(M, N), (uint64_t)(p * 100 + o * 10 + t));
    return c;
}

/* Every available precision with every strategy: dedicated tests run over
 * these pairs, switching the strategy as they go. */
typedef struct prec_strategy {
    tu_prec p;
    int s;
} prec_strategy;

static int prec_strategies(prec_strategy out[TU_NPREC * 3])
{
    int n = 0;
    for (int pi = 0; pi < TU_NPREC; pi++)
        for (int si = 0; si < 3 && prec_available((tu_prec)pi); si++) {
            out[n].p = (tu_prec)pi;
            out[n++].s = tu_strategies[si];
        }
    return n;
}

/* NaN in y with beta == 0: y is written, never read. NaN in A and x with
 * alpha == 0: y = beta * y without reading them. */
static void nan_cases(tu_prec p, int s, clblasOrder o, clblasTranspose t, size_t M, size_t N)
{
    gc_case c = basic_case(p, o, t, M, N, s);
    c.beta = tu_beta_value(0, p);
    c.nan = GC_NAN_Y;
    gc_run(dev.env.context, dev.env.queue, &c);
    c = basic_case(p, o, t, M, N, s);
    c.alpha = tu_alpha_value(0, p);
    c.nan = GC_NAN_AX;
    c.incx = -2;
    gc_run(dev.env.context, dev.env.queue, &c);
    c.beta = tu_beta_value(0, p); /* all three NaN: y must become exactly 0 */
    c.nan = GC_NAN_AX | GC_NAN_Y;
    gc_run(dev.env.context, dev.env.queue, &c);
}

static void test_nan_inputs(void)
{
    static const size_t sh[][2] = {{37, 29}, {16, 300}, {300, 16}};
    prec_strategy ps[TU_NPREC * 3];
    long n = 0;
    for (int i = 0, nps = prec_strategies(ps); i < nps; i++) {
        tu_set_strategy(ps[i].s);
        for (int o = 0; o < 2; o++)
            for (int t = 0; t < 3; t++)
                for (int k = 0; k < 3; k++, n += 3)
                    nan_cases(ps[i].p, ps[i].s, orders[o], transes[t], sh[k][0], sh[k][1]);
    }
    tu_set_strategy(0);
    printf("NaN inputs with alpha or beta zero: %ld cases\n", n);
}

/* Reference BLAS quick returns: y untouched, an event still returned. */
static void quick_return_cases(tu_prec p, int s, clblasOrder o, clblasTranspose t)
{
    static const size_t sh[][2] = {{0, 0}, {0, 7}, {7, 0}};
    for (int k = 0; k < 3; k++)
        for (int b = 0; b < 3; b++) {
            gc_case c = basic_case(p, o, t, sh[k][0], sh[k][1], s);
            c.beta = tu_beta_value(b, p);
            c.want_event = (b + k) % 3 != 0; /* mostly with an event */
            gc_run(dev.env.context, dev.env.queue, &c);
        }
    gc_case c = basic_case(p, o, t, 33, 31, s);
    c.alpha = tu_alpha_value(0, p);
    c.beta = tu_beta_value(1, p);
    c.nan = GC_NAN_AX; /* not read either */
    gc_run(dev.env.context, dev.env.queue, &c);
}

static void test_quick_returns(void)
{
    prec_strategy ps[TU_NPREC * 3];
    long n = 0;
    for (int i = 0, nps = prec_strategies(ps); i < nps; i++) {
        tu_set_strategy(ps[i].s);
        for (int o = 0; o < 2; o++)
            for (int t = 0; t < 2; t++, n += 10)
                quick_return_cases(ps[i].p, ps[i].s, orders[o], transes[t]);
    }
    tu_set_strategy(0);
    printf("quick returns: %ld cases\n", n);
}

/* A call waiting on nuser user events (see tu_gate): y in host memory. */
static void wait_list_case(tu_prec p, int s, size_t M, size_t N, clblasTranspose t,
                           tu_scalar alpha, int nuser)
{
    gc_case c = basic_case(p, clblasColumnMajor, t, M, N, s);
    c.alpha = alpha;
    char desc[512];
    gc_describe(&c, desc, sizeof desc);
    snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " (waits on %d user events)",
             nuser);
    gc_data d;
    cl_context ctx = dev.env.context;
    cl_command_queue q = dev.env.queue;
    if (!tu_check(gc_data_make(&c, &d) == 0, "%s: no memory", desc))
        return;
    tu_gate g;
    cl_int err = tu_gate_open(&g, ctx, &d.y, nuser);
    if (err == CL_SUCCESS)
        err = tu_operand_upload(&d.A, ctx, CL_MEM_READ_ONLY);
    if (err == CL_SUCCESS)
        err = tu_operand_upload(&d.x, ctx, CL_MEM_READ_ONLY);
    int ok = tu_check(err == CL_SUCCESS, "%s: setup failed (%d)", desc, err);
    cl_event ev = NULL;
    if (ok) {
        clblasStatus st = gc_call(p, c.order, c.trans, c.M, c.N, c.alpha, d.A.mem, c.offA, c.lda,
                                  d.x.mem, c.offx, c.incx, c.beta, d.y.mem, c.offy, c.incy, 1,
                                  &q, (cl_uint)nuser, g.user, &ev);
        ok = tu_check(st == clblasSuccess && ev, "%s: returned %s", desc, tu_status_name(st));
    }
    if (ok) {
        tu_gate_run(&g, q, ev, "y", desc);
        if (tu_check(gc_data_download(&d, q) == CL_SUCCESS, "%s: read back failed", desc))
            gc_verify(&c, &d, desc);
    }
    if (ev)
        clReleaseEvent(ev);
    tu_gate_close(&g, q);
    gc_data_free(&d);
}

static void test_wait_list(void)
{
    prec_strategy ps[TU_NPREC * 3];
    long n = 0;
    for (int i = 0, nps = prec_strategies(ps); i < nps; i++, n += 4) {
        tu_prec p = ps[i].p;
        int s = ps[i].s;
        tu_set_strategy(s);
        wait_list_case(p, s, 67, 45, clblasNoTrans, tu_alpha_value(2, p), 1);
        wait_list_case(p, s, 45, 300, clblasTrans, tu_alpha_value(2, p), 2);
        wait_list_case(p, s, 67, 45, clblasNoTrans, tu_alpha_value(0, p), 1); /* y = beta*y */
        wait_list_case(p, s, 0, 45, clblasTrans, tu_alpha_value(2, p), 2);    /* quick return */
    }
    tu_set_strategy(0);
    printf("wait lists: %ld cases\n", n);
}

/* Conjugation with values known in closed form: A = i everywhere, x = 1:
 * y = N i (NoTrans), M i (Trans), -M i (ConjTrans); the sums are exact. */
static void conj_case(tu_prec p, clblasOrder o, clblasTranspose t, size_t M, size_t N, int s)
{
    size_t ld = o == clblasColumnMajor ? M : N, lenx = t == clblasNoTrans ? N : M,
           leny = t == clblasNoTrans ? M : N, es = tu_esize(p);
    char *A = malloc(M * N * es), *x = malloc(lenx * es), *y = malloc(leny * es);
    for (size_t i = 0; i < M * N; i++)
        tu_set(p, A, i, tu_scalar_make(0, 1));
    for (size_t i = 0; i < lenx; i++)
        tu_set(p, x, i, tu_scalar_make(1, 0));
    cl_int e1, e2, e3;
    cl_context ctx = dev.env.context;
    cl_mem bA = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, M * N * es, A, &e1);
    cl_mem bx = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, lenx * es, x, &e2);
    cl_mem by = clCreateBuffer(ctx, CL_MEM_READ_WRITE, leny * es, NULL, &e3);
    clblasStatus st = gc_call(p, o, t, M, N, tu_scalar_make(1, 0), bA, 0, ld, bx, 0, 1,
                              tu_scalar_make(0, 0), by, 0, 1, 1, &dev.env.queue, 0, NULL, NULL);
    cl_int err = clEnqueueReadBuffer(dev.env.queue, by, CL_TRUE, 0, leny * es, y, 0, NULL, NULL);
    double want = t == clblasNoTrans ? (double)N : t == clblasTrans ? (double)M : -(double)M;
    size_t bad = 0;
    for (size_t i = 0; i < leny; i++) {
        tu_scalar v = tu_get(p, y, i);
        bad += v.re != 0 || v.im != want;
    }
    tu_check(e1 == CL_SUCCESS && e2 == CL_SUCCESS && e3 == CL_SUCCESS && st == clblasSuccess &&
                 err == CL_SUCCESS && bad == 0,
             "conj %cgemv %s trans=%c M=%zu N=%zu %s: status %s, %zu of %zu elements not "
             "(0,%g), y(0) = (%g,%g)",
             tu_prec_letter(p), o == clblasColumnMajor ? "col" : "row", "NTC"[t], M, N,
             tu_strategy_name(s), tu_status_name(st), bad, leny, want, tu_get(p, y, 0).re,
             tu_get(p, y, 0).im);
    clReleaseMemObject(bA);
    clReleaseMemObject(bx);
    clReleaseMemObject(by);
    free(A);
    free(x);
    free(y);
}

static void test_conjugation(void)
{
    prec_strategy ps[TU_NPREC * 3];
    long n = 0;
    for (int i = 0, nps = prec_strategies(ps); i < nps; i++) {
        if (!tu_is_complex(ps[i].p))
            continue;
        tu_set_strategy(ps[i].s);
        for (int o = 0; o < 2; o++)
            for (int t = 0; t < 3; t++, n += 2) {
                conj_case(ps[i].p, orders[o], transes[t], 5, 300, ps[i].s);
                conj_case(ps[i].p, orders[o], transes[t], 300, 5, ps[i].s);
            }
    }
    tu_set_strategy(0);
    printf("conjugation: %ld cases\n", n);
}

/* Long summed dimensions, where split-K and one-pass differ most. */
static void test_tall_and_wide(void)
{
    static const size_t sh[][2] = {{100000, 16}, {16, 100000}};
    prec_strategy ps[TU_NPREC * 3];
    double t0 = tu_now();
    long n = 0;
    for (int i = 0, nps = prec_strategies(ps); i < nps; i++) {
        tu_set_strategy(ps[i].s);
        for (int o = 0; o < 2; o++)
            for (int t = 0; t < 2; t++)
                for (int k = 0; k < 2; k++, n++) {
                    gc_case c = basic_case(ps[i].p, orders[o], transes[t], sh[k][0], sh[k][1],
                                           ps[i].s);
                    c.incx = (k + t) % 2 ? 1 : -1;
                    c.offA = o ? 0 : 1;
                    c.lda = gc_stored_rows(&c) + (size_t)o * 4;
                    gc_run(dev.env.context, dev.env.queue, &c);
                }
    }
    tu_set_strategy(0);
    printf("tall-skinny and short-wide: %ld cases, %.1f s\n", n, tu_now() - t0);
}

/* Calls enqueued back to back without waiting, alternating between queues:
 * each must keep its own scratch buffer while the others are pending. */
static void back_to_back(cl_command_queue *qs, int nq, const char *label)
{
    enum { BATCH = 9 };
    static const size_t sh[][2] = {{300, 40}, {40, 300}, {129, 127}};
    prec_strategy ps[TU_NPREC * 3];
    int nps = prec_strategies(ps);
    for (int si = 0; si < 3; si++) {
        int s = tu_strategies[si];
        tu_set_strategy(s);
        gc_case c[BATCH];
        gc_data d[BATCH];
        cl_event ev[BATCH];
        char desc[BATCH][512];
        for (int i = 0; i < BATCH; i++) {
            tu_prec p = ps[(i * 3) % nps].p;
            c[i] = basic_case(p, orders[i % 2], transes[i % 3], sh[i % 3][0], sh[i % 3][1], s);
            c[i].seed = tu_hash((uint64_t)si, (uint64_t)i);
            gc_describe(&c[i], desc[i], sizeof desc[i]);
            snprintf(desc[i] + strlen(desc[i]), sizeof desc[i] - strlen(desc[i]), " (%s)", label);
            ev[i] = NULL;
            int ok = gc_data_make(&c[i], &d[i]) == 0 &&
                     gc_data_upload(&d[i], dev.env.context) == CL_SUCCESS;
            tu_check(ok, "%s: could not create the operands", desc[i]);
            clblasStatus st = !ok ? clblasOutOfHostMemory
                                  : gc_call(p, c[i].order, c[i].trans, c[i].M, c[i].N, c[i].alpha,
                                            d[i].A.mem, c[i].offA, c[i].lda, d[i].x.mem, c[i].offx,
                                            c[i].incx, c[i].beta, d[i].y.mem, c[i].offy,
                                            c[i].incy, 1, &qs[i % nq], 0, NULL, &ev[i]);
            tu_check(st == clblasSuccess && ev[i], "%s: returned %s", desc[i],
                     tu_status_name(st));
        }
        for (int i = 0; i < BATCH; i++) {
            cl_int err = ev[i] ? clWaitForEvents(1, &ev[i]) : CL_INVALID_EVENT;
            if (err == CL_SUCCESS)
                err = gc_data_download(&d[i], qs[i % nq]);
            if (tu_check(err == CL_SUCCESS, "%s: wait or read back failed (%d)", desc[i], err))
                gc_verify(&c[i], &d[i], desc[i]);
            if (ev[i])
                clReleaseEvent(ev[i]);
            gc_data_free(&d[i]);
        }
    }
    tu_set_strategy(0);
}

static void test_back_to_back(void)
{
    cl_int err;
    cl_command_queue qs[2] = {dev.env.queue, cld_new_queue(&dev.env, &err)};
    back_to_back(qs, 1, "one in-order queue");
    if (tu_check(err == CL_SUCCESS, "no second queue (%d)", err))
        back_to_back(qs, 2, "two in-order queues");
    cl_command_queue_properties props = 0;
    clGetDeviceInfo(dev.env.device, CL_DEVICE_QUEUE_PROPERTIES, sizeof props, &props, NULL);
    cl_command_queue ooo = NULL;
    if (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
        ooo = clCreateCommandQueue(dev.env.context, dev.env.device,
                                   CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err);
    if (ooo) {
        back_to_back(&ooo, 1, "out-of-order queue");
        clReleaseCommandQueue(ooo);
    } else {
        printf("back to back: no out-of-order queues on this device\n");
    }
    if (qs[1])
        clReleaseCommandQueue(qs[1]);
    printf("back to back: in-order, two queues%s\n", ooo ? ", out-of-order" : "");
}

/* Increments and offsets beyond the sweep's: wide strides, big offsets and
 * a leading dimension far above the rows. */
static void test_wide_strides(void)
{
    static const int incs_wide[][2] = {{7, -13}, {-5, 3}, {16, -1}};
    prec_strategy ps[TU_NPREC * 3];
    long n = 0;
    for (int i = 0, nps = prec_strategies(ps); i < nps; i++) {
        tu_set_strategy(ps[i].s);
        for (int t = 0; t < 3; t++)
            for (int k = 0; k < 3; k++, n++) {
                gc_case c = basic_case(ps[i].p, orders[k % 2], transes[t], 45 + 20 * (size_t)k,
                                       70 - 20 * (size_t)k, ps[i].s);
                c.incx = incs_wide[k][0];
                c.incy = incs_wide[k][1];
                c.offA = 1001;
                c.offx = 517;
                c.offy = 263;
                c.lda = gc_stored_rows(&c) + 1000;
                gc_run(dev.env.context, dev.env.queue, &c);
            }
    }
    tu_set_strategy(0);
    printf("wide strides and offsets: %ld cases\n", n);
}

/* More slices than the summed dimension has elements: empty slices. */
static void test_many_slices(void)
{
    static const size_t sh[][2] = {{1, 1}, {3, 2}, {5, 40}, {40, 5}, {129, 3}, {3, 129}};
    static const int Ps[] = {2, 37, 300};
    long n = 0;
    for (int pi = 0; pi < TU_NPREC; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        for (int k = 0; k < 3; k++) {
            tu_set_strategy(Ps[k]);
            for (int o = 0; o < 2; o++)
                for (int t = 0; t < 3; t++)
                    for (size_t j = 0; j < sizeof sh / sizeof sh[0]; j++) {
                        gc_case c = basic_case(p, orders[o], transes[t], sh[j][0], sh[j][1], 0);
                        c.strategy = Ps[k];
                        gc_run(dev.env.context, dev.env.queue, &c);
                        n++;
                    }
        }
    }
    tu_set_strategy(0);
    printf("more slices than work (P=2, 37, 300): %ld cases\n", n);
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    run_sweep(tu_full_level());
    test_nan_inputs();
    test_quick_returns();
    test_wait_list();
    test_conjugation();
    test_tall_and_wide();
    test_many_slices();
    test_back_to_back();
    test_wide_strides();
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_gemv");
}
