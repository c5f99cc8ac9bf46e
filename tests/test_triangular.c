/*
 * test_triangular.c - clblas{S,D,C,Z}{trmv,tpmv,tbmv,trsv,tpsv,tbsv} against
 * CBLAS (and CBLAS against the test's own long double loops).
 *
 * The sweep: every main combination, routine (product or solve) x storage
 * (full, packed, band) x precision x order x uplo x trans x diag, runs every
 * size of the list below; the strategy (products: automatic, one pass P=1,
 * a fused split P=3; solves: automatic NB=64, small blocks NB=7, split updates
 * P=3 with NB=7) rotates with the size so that each meets every main
 * combination, and the secondary parameters (lda, offa, offx, incx, band K,
 * event, a scratch buffer for the products) are cycled over the sizes so
 * that each of their values meets each main combination (checked at run
 * time). CLMATH_TEST_LEVEL=full runs every strategy (and a fourth: layout
 * TXN=4 TXT=8, for solves with NB=16) at every size, with every incx, K and
 * lda (about 800000 cases; CLMATH_TEST_SHARD=i/n runs every n-th).
 *
 * Then dedicated cases: block sizes NB = 1, 7, 16, 32, 64 at sizes with ragged
 * last blocks; layout keys (TXN, TXT, WGS, CPT); band K far beyond N;
 * band products in one launch over windows of many blocks;
 * large solves and products (N = 2049, residual checked); the one-launch
 * solves (SYNC=1 and SYNC=2) at N = 3000, 300 times in a row, and 24 times
 * on fresh words (the stress that caught a stale-value bug); N = 0 with and
 * without an event on tiny buffers; a wait list of user events; calls back
 * to back on two queues.
 *
 * Every case checks A bit-for-bit unchanged, NaN in everything the call
 * must not read, and the guards and gaps around x (common/tricase.h).
 *
 * `--part NAME` runs one part of that: sweep; blocks (the blocked solve's
 * block sizes and the layout keys); blocks_onelaunch (the one-launch
 * solves' block sizes); onelaunch (the one-launch solves at N = 3000);
 * onelaunch_repeated (300 in a row, and on fresh words); misc (the rest).
 * The suite runs the six as separate tests.
 *
 * `test_triangular --db trmv|trsv` runs the sweep of the products or the
 * solves only, every size but N = 1000 with the strategy the parameters
 * give (no override): the parameter-database tests (tests/CMakeLists.txt) run it
 * under each database entry's parameters. `test_triangular --stress R`
 * runs the one-launch solves only, R times over; `--inf` the infinite
 * elements of x only; `--band` the band products in one launch and band K
 * far beyond N only.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tricase.h"

static tu_device dev;

static int prec_available(tu_prec p) { return !tu_is_double(p) || dev.fp64; }

static const clblasOrder orders[] = {clblasColumnMajor, clblasRowMajor};
static const clblasUplo uplos[] = {clblasUpper, clblasLower};
static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
static const clblasDiag diags[] = {clblasNonUnit, clblasUnit};

/* ---- the sweep's parameters ---- */

/* Sizes with work first (their positions drive the cycling): both sides of
 * 32, 64 and 128 (work-group sizes, NB) and larger ones; 0 last. N = 1000
 * (the most host time) runs by default in a third of the combinations of
 * order, uplo, trans and diag, which still meets each of their values. */
static const size_t sizes[] = {1, 2, 3, 5, 31, 32, 33, 63, 64, 65, 127, 128, 129, 257, 1000, 0};
#define NSIZES (sizeof sizes / sizeof sizes[0])
#define BIG 1000

/* Strategies: the first three meet every main combination by default; the
 * fourth runs at CLMATH_TEST_LEVEL=full. */
#define NSTRAT 4
static const char *strategies[2][NSTRAT] = {
    {"", "trmv.P=1", "trmv.P=3,trmv.FUSE=1", "trmv.TXN=4,trmv.TXT=8"},
    {"", "trsv.NB=7", "trsv.NB=7,trsv.P=3", "trsv.NB=16,trsv.TXN=4,trsv.TXT=8"},
};
static const char *strategy_names[2][NSTRAT] = {
    {"auto", "P=1", "P=3,FUSE=1", "TXN=4,TXT=8"},
    {"auto(NB=64)", "NB=7", "NB=7,P=3", "NB=16,TXN=4,TXT=8"},
};

static const size_t offas[] = {0, 5};
static const size_t offxs[] = {0, 3};
static const int incs[] = {1, 2, -1, -2};
enum { K_NM1 = 5, K_BEYOND = 6 }; /* K = N - 1, K = N + 5 (clamped) */
static const size_t ks[] = {0, 1, 2, 7, 40};

static size_t k_value(int k, size_t N)
{
    if (k == K_NM1)
        return N ? N - 1 : 0;
    if (k == K_BEYOND)
        return N + 5;
    return ks[k];
}

enum { AX_LDA, AX_OFFA, AX_OFFX, AX_INCX, AX_K, AX_EVENT, AX_SCRATCH, NAXES };
static const int axis_len[NAXES] = {2, 2, 2, 4, 7, 2, 2};
static const char *axis_name[NAXES] = {"lda", "offa", "offx", "incx", "K", "event", "scratch"};

/* A main combination. */
typedef struct combo {
    int solve;
    tc_storage storage;
    tu_prec p;
    int oi, ui, ti, di;
} combo;

static int axis_applies(const combo *m, int a)
{
    if (a == AX_K)
        return m->storage == TC_BAND;
    if (a == AX_LDA)
        return m->storage != TC_PACKED;
    if (a == AX_SCRATCH)
        return !m->solve;
    return 1;
}

static tc_case make_case(const combo *m, int strat, size_t N, const int ax[NAXES], uint64_t seed)
{
    tc_case c;
    memset(&c, 0, sizeof c);
    c.solve = m->solve;
    c.storage = m->storage;
    c.prec = m->p;
    c.order = orders[m->oi];
    c.uplo = uplos[m->ui];
    c.trans = transes[m->ti];
    c.diag = diags[m->di];
    c.N = N;
    c.K = m->storage == TC_BAND ? k_value(ax[AX_K], N) : 0;
    size_t minlda = tc_min_lda(&c);
    c.lda = m->storage == TC_PACKED ? 0 : minlda + (ax[AX_LDA] ? 3 : 0);
    c.offa = offas[ax[AX_OFFA]];
    c.offx = offxs[ax[AX_OFFX]];
    c.incx = incs[ax[AX_INCX]];
    c.want_event = ax[AX_EVENT];
    c.scratch = !m->solve && ax[AX_SCRATCH];
    c.strategy = strategy_names[m->solve][strat];
    c.seed = seed;
    return c;
}

typedef struct coverage {
    tu_cover axes;
    int strat[NSTRAT];
} coverage;

static void cover(coverage *cv, const tc_case *c, const int ax[NAXES], int strat)
{
    if (c->N == 0)
        return;
    tu_cover_mark(&cv->axes, NAXES, ax);
    cv->strat[strat] = 1;
}

static void check_coverage(const coverage *cv, const combo *m, const char *name, int nstrat)
{
    int used[NAXES];
    for (int a = 0; a < NAXES; a++)
        used[a] = axis_applies(m, a);
    tu_cover_check(&cv->axes, NAXES, axis_len, axis_name, used, name);
    for (int s = 0; s < nstrat; s++)
        tu_check(cv->strat[s], "sweep %s: strategy %s never used", name,
                 strategy_names[m->solve][s]);
}

static uint64_t combo_id(const combo *m)
{
    return (uint64_t)((((((m->solve * 3 + (int)m->storage) * 4 + (int)m->p) * 2 + m->oi) * 2 +
                        m->ui) * 3 + m->ti) * 2 + m->di);
}

static void combo_name(const combo *m, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s %s %c %c %c", tc_name(m->solve, m->storage, m->p),
             m->oi ? "row" : "col", "UL"[m->ui], "NTC"[m->ti], "NU"[m->di]);
}

/* The strategy of the next call (clmath reads CLMATH_PARAMS at every call). */
static void use_strategy(int solve, int s)
{
    tu_set_params(strategies[solve][s]);
}

static long cases_run;
static unsigned long long sweep_index;

static void run_one(const combo *m, int strat, size_t N, const int ax[NAXES], uint64_t seed,
                    coverage *cv)
{
    use_strategy(m->solve, strat);
    tc_case c = make_case(m, strat, N, ax, seed);
    tc_run(dev.env.context, dev.env.queue, &c);
    cover(cv, &c, ax, strat);
    cases_run++;
}

/* mode 0: default; 1: full; 2: database (no strategy override) */
static void run_combo(const combo *m, int mode)
{
    uint64_t id = combo_id(m);
    coverage cv;
    memset(&cv, 0, sizeof cv);
    for (unsigned k = 0; k < NSIZES; k++) {
        int ax[NAXES];
        for (int a = 0; a < NAXES; a++)
            ax[a] = tu_cycle_pick(tu_hash(id, (uint64_t)a), axis_len[a], k);
        /* N = 1000: a third of the combinations by default; under a database
         * entry none (the sizes up to 257 already span several blocks) */
        if (mode != 1 && sizes[k] == BIG &&
            (mode == 2 || (m->oi + m->ui + m->ti + m->di) % 3 != 0))
            continue;
        if (mode == 2) {
            run_one(m, 0, sizes[k], ax, tu_hash(id, k), &cv);
            continue;
        }
        if (mode == 0) {
            run_one(m, (int)((k + id) % 3), sizes[k], ax, tu_hash(id, k), &cv);
            continue;
        }
        /* full: every strategy, incx, K and lda; the rest cycled */
        unsigned sub = 0;
        for (int s = 0; s < NSTRAT; s++)
            for (int inc = 0; inc < 4; inc++)
                for (int kk = 0; kk < (m->storage == TC_BAND ? 7 : 1); kk++)
                    for (int l = 0; l < (m->storage == TC_PACKED ? 1 : 2); l++, sub++) {
                        ax[AX_INCX] = inc;
                        ax[AX_K] = kk;
                        ax[AX_LDA] = l;
                        for (int a = AX_OFFA; a < NAXES; a++)
                            if (a != AX_INCX && a != AX_K)
                                ax[a] = tu_cycle_pick(tu_hash(id, (uint64_t)a), axis_len[a],
                                                      k * 1000 + sub);
                        if (tu_in_shard(sweep_index++)) /* full level: CLMATH_TEST_SHARD */
                            run_one(m, s, sizes[k], ax, tu_hash(tu_hash(id, k), sub), &cv);
                    }
    }
    if (mode == 0 || (mode == 1 && !getenv("CLMATH_TEST_SHARD"))) {
        char name[64];
        combo_name(m, name, sizeof name);
        check_coverage(&cv, m, name, mode == 1 ? NSTRAT : 3);
    }
}

/* only: -1 every routine, 0 products, 1 solves */
static void run_sweep(int mode, int only)
{
    double t0 = tu_now();
    long before = cases_run;
    combo m;
    for (m.solve = 0; m.solve < 2; m.solve++) {
        if (only >= 0 && m.solve != only)
            continue;
        for (int st = 0; st < 3; st++) {
            m.storage = (tc_storage)st;
            for (int pi = 0; pi < TU_NPREC; pi++) {
                m.p = (tu_prec)pi;
                if (!prec_available(m.p))
                    continue;
                for (m.oi = 0; m.oi < 2; m.oi++)
                    for (m.ui = 0; m.ui < 2; m.ui++)
                        for (m.ti = 0; m.ti < 3; m.ti++)
                            for (m.di = 0; m.di < 2; m.di++)
                                run_combo(&m, mode);
                /* progress, so that a stopped run shows where */
                printf("  %s: done at %.1f s\n", tc_name(m.solve, m.storage, m.p),
                       tu_now() - t0);
            }
        }
    }
    tu_set_params(NULL);
    printf("sweep (%s): %ld cases, %.1f s\n",
           mode == 0 ? "default" : mode == 1 ? "full" : "database entry", cases_run - before,
           tu_now() - t0);
    fflush(stdout);
}

/* ---- dedicated cases ---- */

static tc_case basic_case(int solve, tc_storage st, tu_prec p, int oi, int ui, int ti, int di,
                          size_t N, size_t K)
{
    tc_case c;
    memset(&c, 0, sizeof c);
    c.solve = solve;
    c.storage = st;
    c.prec = p;
    c.order = orders[oi];
    c.uplo = uplos[ui];
    c.trans = transes[ti];
    c.diag = diags[di];
    c.N = N;
    c.K = st == TC_BAND ? K : 0;
    c.lda = st == TC_PACKED ? 0 : tc_min_lda(&c) + 2;
    c.offa = 3;
    c.offx = 1;
    c.incx = (oi + ti) % 2 ? -2 : 1;
    c.want_event = 1;
    c.seed = tu_hash(tu_hash((uint64_t)N, (uint64_t)K),
                     (uint64_t)((((solve * 3 + (int)st) * 4 + (int)p) * 2 + oi) * 2 + ui) * 6 +
                         (uint64_t)(ti * 2 + di));
    return c;
}

/* Block sizes of the blocked solve: 1 (a block per variable), 7 and 16
 * (ragged last blocks), 64 (the default), with and without split updates,
 * and blocks of 32 in the one-launch solves (SYNC=1, 2 and 3), and of 64
 * with SYNC=2 and LOOK=5, and the large forms of the keys from n = LN with
 * BATCH=3, as the NVIDIA entry runs double real (SYNC=3 below 100, SYNC=2
 * with LOOK=5 from 100, packed and band SYNC=2 throughout; the helpers'
 * coefficients AHEAD 3 blocks ahead, 4 from 150, AHEADN; D by default),
 * at sizes that leave a partial last block, in every storage, order, uplo
 * and trans. By default NB = 1 and 16 (each a program to compile per
 * precision) run in one precision each, single real and double complex,
 * and SYNC=3 in single real and complex. */
static const char *const block_names[2] = {"NB = 1, 7, 16, 64 (splits)",
                                           "the one-launch solves (SYNC=1, 2, 3, LOOK, LN)"};

/* half 0: the blocked solve's block sizes; 1: the one-launch solves' */
static void test_block_sizes(int full, int half)
{
    static const char *nbs[] = {"trsv.NB=1",  "trsv.NB=16",          "trsv.NB=7",
                                "trsv.NB=64", "trsv.NB=7,trsv.P=2",  "trsv.NB=64,trsv.P=3",
                                "trsv.NB=32,trsv.SYNC=1", "trsv.NB=32,trsv.SYNC=2",
                                "trsv.NB=32,trsv.SYNC=3", "trsv.NB=64,trsv.SYNC=2,trsv.LOOK=5",
                                "trsv.NB=32,trsv.SYNC=3,trsv.BATCH=3,trsv.LN=100,trsv.LSYNC=2,"
                                "trsv.LLOOK=5,trsv.AHEAD=3,trsv.AHEADN=150,trsv.LAHEAD=4"};
    static const size_t ns[] = {45, 100, 150};
    double t0 = tu_now();
    long n = 0;
    const int first = half ? 6 : 0, end = half ? (int)(sizeof nbs / sizeof *nbs) : 6;
    for (int b = first; b < end; b++) {
        tu_set_params(nbs[b]);
        for (int st = 0; st < 3; st++)
            for (int pi = 0; pi < TU_NPREC; pi++) {
                if (!prec_available((tu_prec)pi))
                    continue;
                /* NB = 1: S; NB = 16: Z; SYNC=3 (slow to compile on
                 * PoCL): S and C */
                if (!full && b < 2 && pi != (b == 0 ? TU_S : TU_Z))
                    continue;
                if (!full && b == 8 && pi != TU_S && pi != TU_C)
                    continue;
                /* NB = 64 with LOOK: tr_inv's two rows per work item
                 * beside coupling blocks; S and Z */
                if (!full && b == 9 && pi != TU_S && pi != TU_Z)
                    continue;
                if (!full && b == 10 && pi != TU_D)
                    continue;
                for (int oi = 0; oi < 2; oi++)
                    for (int ui = 0; ui < 2; ui++)
                        for (int ti = 0; ti < 3; ti++, n++) {
                            int k = (b + st + pi + oi + ui + ti) % 3;
                            tc_case c = basic_case(1, (tc_storage)st, (tu_prec)pi, oi, ui, ti,
                                                   (b + pi + ti) % 2, ns[k], k == 2 ? 9 : 20);
                            c.strategy = nbs[b];
                            tc_run(dev.env.context, dev.env.queue, &c);
                        }
            }
    }
    tu_set_params(NULL);
    printf("block sizes, %s: %ld cases, %.1f s\n", block_names[half], n, tu_now() - t0);
}

/* Layout keys of the kernels, for products and solves. WGS and CPT are
 * compile-time: by default that layout runs in single precision only. */
static void test_layouts(int full)
{
    /* WGS=32: work groups smaller than the solve's blocks (NB = 64) */
    static const char *keys[] = {"TXN=4,TXT=8", "TXN=1,TXT=1", "TXN=16,TXT=2,P=2", "WGS=32,CPT=1"};
    double t0 = tu_now();
    long n = 0;
    for (int k = 0; k < 4; k++)
        for (int solve = 0; solve < 2; solve++) {
            /* "TXN=4,TXT=8" -> "trmv.TXN=4,trmv.TXT=8" */
            char params[128] = "", item[32];
            const char *s = keys[k];
            while (*s) {
                size_t len = strcspn(s, ",");
                snprintf(item, sizeof item, "%s%s.%.*s", *params ? "," : "",
                         solve ? "trsv" : "trmv", (int)len, s);
                strncat(params, item, sizeof params - strlen(params) - 1);
                s += len + (s[len] == ',');
            }
            tu_set_params(params);
            for (int st = 0; st < 3; st++)
                for (int pi = 0; pi < TU_NPREC; pi++) {
                    if (!prec_available((tu_prec)pi) || (!full && k == 3 && pi != TU_S))
                        continue;
                    for (int ti = 0; ti < 3; ti++, n++) {
                        int oi = (k + st + ti) % 2, ui = (k + pi) % 2;
                        tc_case c = basic_case(solve, (tc_storage)st, (tu_prec)pi, oi, ui, ti,
                                               (st + ti) % 2, 77 + (size_t)k * 20, 13);
                        c.strategy = params;
                        tc_run(dev.env.context, dev.env.queue, &c);
                    }
                }
        }
    tu_set_params(NULL);
    printf("layout keys: %ld cases, %.1f s\n", n, tu_now() - t0);
}

/* Band K far beyond N - 1 (lda = K + 1 or more): the diagonal's row of
 * upper band storage (column-major; lower row-major) is K, not N - 1. */
static void test_wide_band(void)
{
    static const size_t nk[][2] = {{1, 300}, {5, 5000}, {33, 1000}, {70, 71}};
    long n = 0;
    for (int solve = 0; solve < 2; solve++)
        for (int pi = 0; pi < TU_NPREC; pi++)
            for (int oi = 0; oi < 2; oi++)
                for (int ui = 0; ui < 2; ui++, n++) {
                    if (!prec_available((tu_prec)pi))
                        continue;
                    int k = (solve + pi + oi + ui) % 4, ti = (pi + oi) % 3;
                    tc_case c = basic_case(solve, TC_BAND, (tu_prec)pi, oi, ui, ti, ui, nk[k][0],
                                           nk[k][1]);
                    c.lda = nk[k][1] + 1 + (size_t)oi;
                    c.strategy = "auto";
                    tc_run(dev.env.context, dev.env.queue, &c);
                }
    printf("band K far beyond N: %ld cases\n", n);
}

/* Band products in one launch (INPLACE, tr_product.cl: the group that completes a
 * block's count of readers copies the block into x): every precision,
 * order, uplo and trans, K from 1 to 200, with the default layout and with
 * groups of few outputs (TXN=4: 4 rows a group, so up to 67 groups count
 * on a block of 64 and a window meets up to 5 blocks), N = 2049 and 300. */
static void test_inplace_band(void)
{
    static const char *layouts[] = {NULL, "trmv.TXN=4,trmv.TXT=8", "trmv.WGS=32,trmv.CPT=1"};
    static const size_t ks[] = {1, 9, 64, 65, 130, 200};
    double t0 = tu_now();
    long n = 0;
    for (int li = 0; li < 3; li++) {
        tu_set_params(layouts[li]);
        for (int pi = 0; pi < TU_NPREC; pi++)
            for (int combo = 0; combo < 12; combo++, n++) {
                if (!prec_available((tu_prec)pi))
                    continue;
                const int oi = combo % 2, ui = combo / 2 % 2, ti = combo / 4;
                tc_case c = basic_case(0, TC_BAND, (tu_prec)pi, oi, ui, ti, (combo + li) % 2,
                                       (combo + pi) % 3 ? 2049 : 300, ks[(combo + li + pi) % 6]);
                c.strategy = layouts[li] ? layouts[li] : "auto";
                tc_run(dev.env.context, dev.env.queue, &c);
            }
    }
    tu_set_params(NULL);
    printf("band products in one launch: %ld cases, %.1f s\n", n, tu_now() - t0);
}

/* Large solves and products: residual (solves) and scaled error. */
static void test_large(void)
{
    double t0 = tu_now();
    long n = 0;
    for (int solve = 0; solve < 2; solve++)
        for (int st = 0; st < 3; st++)
            for (int pi = 0; pi < TU_NPREC; pi++, n++) {
                if (!prec_available((tu_prec)pi))
                    continue;
                int oi = (st + pi) % 2, ui = (pi / 2 + st) % 2, ti = (pi + st + solve) % 3;
                tc_case c = basic_case(solve, (tc_storage)st, (tu_prec)pi, oi, ui, ti, pi % 2, 2049,
                                       pi % 2 ? 300 : 2100);
                c.strategy = "auto";
                tc_run(dev.env.context, dev.env.queue, &c);
            }
    printf("N = 2049: %ld cases, %.1f s\n", n, tu_now() - t0);
}

/* N = 0: success, x untouched, an event when asked for, on buffers that
 * hold nothing (offsets beyond their ends, lda of the minimum). */
static void test_zero(void)
{
    long n = 0;
    for (int solve = 0; solve < 2; solve++)
        for (int st = 0; st < 3; st++)
            for (int pi = 0; pi < TU_NPREC; pi++)
                for (int e = 0; e < 2; e++, n++) {
                    if (!prec_available((tu_prec)pi))
                        continue;
                    tc_case c = basic_case(solve, (tc_storage)st, (tu_prec)pi, e, pi % 2,
                                           (st + e) % 3, (pi + e) % 2, 0, 4);
                    c.want_event = e;
                    c.lda = st == TC_PACKED ? 0 : tc_min_lda(&c);
                    c.incx = e ? -3 : 2;
                    c.strategy = "auto";
                    tc_run(dev.env.context, dev.env.queue, &c);
                }
    printf("N = 0: %ld cases\n", n);
}

/* A call waiting on nuser user events (see tu_gate): x in host memory. */
static void wait_list_case(const tc_case *c, int nuser)
{
    char desc[512];
    tc_describe(c, desc, sizeof desc);
    snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " (waits on %d user events)", nuser);
    cl_context ctx = dev.env.context;
    cl_command_queue q = dev.env.queue;
    tc_data d;
    if (!tu_check(tc_data_make(c, &d) == 0, "%s: no memory", desc))
        return;
    tu_gate g;
    cl_int err = tu_gate_open(&g, ctx, &d.x, nuser);
    if (err == CL_SUCCESS)
        err = tu_operand_upload(&d.A, ctx, CL_MEM_READ_ONLY);
    int ok = tu_check(err == CL_SUCCESS, "%s: setup failed (%d)", desc, err);
    cl_event ev = NULL;
    if (ok) {
        tc_args a = tc_args_of(c, &d, &q);
        a.nwait = (cl_uint)nuser;
        a.wait = g.user;
        clblasStatus st = tc_call(&a, &ev);
        ok = tu_check(st == clblasSuccess && ev, "%s: returned %s", desc, tu_status_name(st));
    }
    if (ok) {
        tu_gate_run(&g, q, ev, "x", desc);
        if (tu_check(tc_data_download(&d, q) == CL_SUCCESS, "%s: read back failed", desc))
            tc_verify(c, &d, desc);
    }
    if (ev)
        clReleaseEvent(ev);
    tu_gate_close(&g, q);
    tc_data_free(&d);
}

static void test_wait_list(void)
{
    long n = 0;
    for (int solve = 0; solve < 2; solve++)
        for (int st = 0; st < 3; st++, n += 3) {
            tu_prec p = (tu_prec)((st + solve) % TU_NPREC);
            if (!prec_available(p))
                p = TU_S;
            tu_set_params(solve ? "trsv.NB=7,trsv.P=3" : "trmv.P=3");
            tc_case c = basic_case(solve, (tc_storage)st, p, st % 2, solve, st, 0, 70, 5);
            c.strategy = solve ? "NB=7,P=3" : "P=3";
            wait_list_case(&c, 1);
            c.N = 0; /* the marker of an empty call waits too */
            wait_list_case(&c, 2);
            tu_set_params(NULL);
            c = basic_case(solve, (tc_storage)st, p, 1 - st % 2, 1 - solve, 2 - st, 1, 130, 40);
            c.strategy = "auto";
            wait_list_case(&c, 2);
        }
    printf("wait lists: %ld cases\n", n);
}

/* One call of case c on d (x uploaded afresh from d->x.init) and its
 * read-back; 1 if both worked. */
static int call_fresh(const tc_case *c, tc_data *d, const char *desc)
{
    if (d->x.mem)
        clReleaseMemObject(d->x.mem);
    d->x.mem = NULL;
    cl_int err = tu_operand_upload(&d->x, dev.env.context, CL_MEM_READ_WRITE);
    if (err == CL_SUCCESS && !d->A.mem)
        err = tu_operand_upload(&d->A, dev.env.context, CL_MEM_READ_ONLY);
    if (!tu_check(err == CL_SUCCESS, "%s: could not create the operands (%d)", desc, err))
        return 0;
    tc_args a = tc_args_of(c, d, &dev.env.queue);
    clblasStatus st = tc_call(&a, NULL);
    if (!tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st)))
        return 0;
    return tu_check(tc_data_download(d, dev.env.queue) == CL_SUCCESS, "%s: read back failed",
                    desc);
}

/* An infinite x(k), as reference BLAS treats it: in a product it reaches
 * only the outputs whose row of op(A) stores column k; in a solve, x(k)
 * and the variables solved after it (only x(k) where A has no
 * off-diagonals); never through the zeros of the other triangle or of a
 * block's inverse (0 * inf is NaN). Each case runs with x(k) = 0 first,
 * checked against CBLAS as everywhere, then with x(k) = +inf: every output
 * that does not depend on x(k) must equal the first run's, every other
 * must not be finite. */
static int inf_depends(const tc_case *c, size_t i, size_t k)
{
    if (!c->solve)
        return tc_depends(c, i, k);
    if (tc_width(c) == 0)
        return i == k;
    const int forward = (c->uplo == clblasLower) == (c->trans == clblasNoTrans);
    return forward ? i >= k : i <= k;
}

static void test_inf_in_x(void)
{
    /* products: n = 37 and 300; solves (slower on PoCL): 37 and 100, one
     * block and more than one (blocks of 64 there) */
    static const size_t ns[2][2] = {{37, 300}, {37, 100}};
    long n = 0;
    for (int solve = 0; solve < 2; solve++)
        for (int st = 0; st < 3; st++)
            for (int pi = 0; pi < TU_NPREC; pi++) {
                if (!prec_available((tu_prec)pi))
                    continue;
                for (int combo = 0; combo < 24; combo++) {
                    const int oi = combo % 2, ui = combo / 2 % 2, ti = combo / 4 % 3,
                              di = combo / 12;
                    const size_t N = ns[solve][(combo + st) % 2];
                    /* band: K = 9, and K = 0 (no off-diagonals) in a sixth of the cases */
                    tc_case c = basic_case(solve, (tc_storage)st, (tu_prec)pi, oi, ui, ti, di, N,
                                           combo % 6 == 5 ? 0 : 9);
                    n++;
                    c.want_event = 0;
                    const char *strategy = solve ? (combo % 3 == 2 ? "trsv.NB=7,trsv.SYNC=0" : NULL)
                                                 : (combo % 3 == 2 ? "trmv.P=3" : NULL);
                    c.strategy = strategy ? strategy : "auto";
                    tu_set_params(strategy);
                    const size_t k = combo % 4 == 3 ? N - 1 : combo % 4 == 2 ? 0 : N / 2 + 1;
                    char desc[512];
                    tc_describe(&c, desc, sizeof desc);
                    snprintf(desc + strlen(desc), sizeof desc - strlen(desc),
                             " (x(%zu) infinite)", k);
                    tc_data d;
                    if (!tu_check(tc_data_make(&c, &d) == 0, "%s: no memory", desc))
                        continue;
                    const size_t pos = tu_vec_pos(N, c.offx, c.incx, k);
                    const size_t es = tu_esize(c.prec);
                    unsigned char *first = malloc(d.x.total * es);
                    tu_set(c.prec, d.x.init, pos, tu_scalar_make(0, 0));
                    if (first && call_fresh(&c, &d, desc) && tc_verify(&c, &d, desc)) {
                        memcpy(first, d.x.back, d.x.total * es);
                        tu_set(c.prec, d.x.init, pos, tu_scalar_make(INFINITY, 0));
                        if (call_fresh(&c, &d, desc)) {
                            size_t wrong = 0, at = 0;
                            for (size_t i = 0; i < N; i++) {
                                const size_t q = tu_vec_pos(N, c.offx, c.incx, i);
                                const tu_scalar got = tu_get(c.prec, d.x.back, q);
                                const tu_scalar was = tu_get(c.prec, first, q);
                                const int finite = isfinite(got.re) && isfinite(got.im);
                                const int ok = inf_depends(&c, i, k)
                                                   ? !finite
                                                   : got.re == was.re && got.im == was.im;
                                if (!ok && !wrong++)
                                    at = i;
                            }
                            tu_check(wrong == 0, "%s: %zu outputs wrong, first x(%zu)", desc,
                                     wrong, at);
                        }
                    }
                    free(first);
                    tc_data_free(&d);
                }
            }
    tu_set_params(NULL);
    printf("an infinite element of x: %ld cases\n", n);
}

/* Calls enqueued back to back without waiting, alternating between two
 * queues: each keeps its own scratch (the copy of x, partial sums). */
static void test_back_to_back(void)
{
    enum { BATCH = 12 };
    cl_int err;
    cl_command_queue qs[2] = {dev.env.queue, cld_new_queue(&dev.env, &err)};
    if (!tu_check(err == CL_SUCCESS && qs[1], "no second queue (%d)", err))
        return;
    for (int round = 0; round < 2; round++) {
        tu_set_params(round ? "trmv.P=3,trsv.P=3,trsv.NB=7" : NULL);
        tc_case c[BATCH];
        tc_data d[BATCH];
        cl_event ev[BATCH];
        char desc[BATCH][512];
        for (int i = 0; i < BATCH; i++) {
            tu_prec p = (tu_prec)(i % TU_NPREC);
            if (!prec_available(p))
                p = TU_C;
            c[i] = basic_case(i % 2, (tc_storage)(i / 2 % 3), p, i % 2, i / 3 % 2, i % 3,
                              i / 4 % 2, 150 + (size_t)i * 7, 11);
            c[i].strategy = round ? "P=3 (NB=7)" : "auto";
            c[i].seed = tu_hash((uint64_t)round, (uint64_t)i);
            tc_describe(&c[i], desc[i], sizeof desc[i]);
            snprintf(desc[i] + strlen(desc[i]), sizeof desc[i] - strlen(desc[i]),
                     " (back to back, queue %d)", i % 2);
            ev[i] = NULL;
            int ok = tc_data_make(&c[i], &d[i]) == 0 &&
                     tc_data_upload(&d[i], dev.env.context) == CL_SUCCESS;
            tu_check(ok, "%s: could not create the operands", desc[i]);
            tc_args a = tc_args_of(&c[i], &d[i], &qs[i % 2]);
            clblasStatus st = ok ? tc_call(&a, &ev[i]) : clblasOutOfHostMemory;
            tu_check(st == clblasSuccess && ev[i], "%s: returned %s", desc[i], tu_status_name(st));
        }
        for (int i = 0; i < BATCH; i++) {
            err = ev[i] ? clWaitForEvents(1, &ev[i]) : CL_INVALID_EVENT;
            if (err == CL_SUCCESS)
                err = tc_data_download(&d[i], qs[i % 2]);
            if (tu_check(err == CL_SUCCESS, "%s: wait or read back failed (%d)", desc[i], err))
                tc_verify(&c[i], &d[i], desc[i]);
            if (ev[i])
                clReleaseEvent(ev[i]);
            tc_data_free(&d[i]);
        }
    }
    tu_set_params(NULL);
    clReleaseCommandQueue(qs[1]);
    printf("back to back on two queues: %d cases\n", 2 * BATCH);
}

/* The one-launch solves: SYNC=1 (a counter of solved blocks), SYNC=2
 * (values published in words with a sequence number per call) and SYNC=3
 * (one solver group fed by helpers, once with the solver's L2 prefetch of
 * M_d, PF; with ZSPIN=1 the solver makes most z itself, the path taken
 * when helpers are late; there with BATCH, so that helpers and solver take
 * their products a block at a time: BATCH=3 in S, the helpers through
 * local memory, their coefficients AHEAD 4 blocks ahead, and the solver as
 * BATCH=2, and BATCH=1 in C), blocks of 32 and 64, LOOK 1 to 4, at
 * N = 3000 (94 blocks of 32, a ragged last one) in every storage, two
 * precisions each (every precision meets every variant of SYNC=1 and 2;
 * SYNC=3, full storage only, runs in S and C). Then 300 solves in a row,
 * every result checked: the sequence numbers go on from call to call on
 * the same words, precisions rotate and the size grows now
 * and then (larger words replace the old ones), and in the second and
 * fourth quarters (SYNC=2, then 3) they restart every 7 calls (SEQMAX; the
 * words are replaced by zeroed ones). */
static void test_sweeps_n3000(void)
{
    static const char *vars[] = {"trsv.SYNC=1,trsv.NB=32", "trsv.SYNC=2,trsv.NB=32",
                                 "trsv.SYNC=2,trsv.NB=64,trsv.LOOK=1",
                                 "trsv.SYNC=3,trsv.NB=32,trsv.PF=3",
                                 "trsv.SYNC=3,trsv.NB=32,trsv.LOOK=2,trsv.ZSPIN=1,trsv.BATCH.S=3,"
                                 "trsv.AHEAD.S=4,trsv.BATCH.C=1"};
    double t0 = tu_now();
    long n = 0;
    for (int v = 0; v < 5; v++) {
        tu_set_params(vars[v]);
        for (int st = 0; st < 3; st++)
            for (int pi = 0; pi < TU_NPREC; pi++) {
                /* two precisions per storage, each precision in every variant;
                 * SYNC=3 (full storage only, slow to compile on PoCL): S and C */
                if (!prec_available((tu_prec)pi) ||
                    (v < 3 ? (pi + st + v) % 2 != 0
                           : st != TC_FULL || (pi != TU_S && pi != TU_C)))
                    continue;
                int oi = (v + pi) % 2, ui = (st + pi / 2) % 2, ti = (v + st + pi / 2) % 3;
                tc_case c = basic_case(1, (tc_storage)st, (tu_prec)pi, oi, ui, ti, (v + st) % 2,
                                       3000, pi % 2 ? 20 : 300);
                n++;
                c.strategy = vars[v];
                tc_run(dev.env.context, dev.env.queue, &c);
            }
    }
    printf("one-launch solves, N = 3000: %ld cases, %.1f s\n", n, tu_now() - t0);
}

static void test_sweeps_repeated(void)
{
    double t0 = tu_now();
    for (int i = 0; i < 300; i++) {
        /* quarters: SYNC=2, SYNC=2 restarting, SYNC=3, SYNC=3 restarting */
        static const char *quarters[] = {
            "trsv.SYNC=2,trsv.NB=32", "trsv.SYNC=2,trsv.NB=32,trsv.SEQMAX=7",
            "trsv.SYNC=3,trsv.NB=32", "trsv.SYNC=3,trsv.NB=32,trsv.SEQMAX=7"};
        if (i % 75 == 0)
            tu_set_params(quarters[i / 75]);
        tu_prec p = (tu_prec)(i % TU_NPREC);
        if (!prec_available(p))
            p = (tu_prec)(i % 2 ? TU_C : TU_S);
        size_t N = i % 50 == 49 ? 200 + (size_t)i * 2 : 37 + (size_t)(i % 5) * 20;
        tc_case c = basic_case(1, (tc_storage)(i / 4 % 3), p, i / 12 % 2, i / 24 % 2, i % 3,
                               i / 3 % 2, N, 45);
        c.strategy = quarters[i / 75];
        tc_run(dev.env.context, dev.env.queue, &c);
    }
    printf("one-launch solves, 300 in a row: %.1f s\n", tu_now() - t0);

    /* SYNC=2 with LOOK = 1 and fresh words every call (SEQMAX=1): groups
     * wait for the block just before theirs while its words are written
     * into new memory, so the wait is long and often meets a value half
     * published. Before wait_block (tr_publish.cl) about a quarter of these
     * solves used a stale word on PoCL. */
    t0 = tu_now();
    tu_set_params("trsv.SYNC=2,trsv.NB=32,trsv.LOOK=1,trsv.SEQMAX=1");
    for (int i = 0; i < 24; i++) {
        tu_prec p = (tu_prec)(i % TU_NPREC);
        if (!prec_available(p))
            p = (tu_prec)(i % 2 ? TU_C : TU_S);
        tc_case c = basic_case(1, (tc_storage)(i % 3), p, i / 3 % 2, i / 6 % 2, i / 12, i % 2,
                               3000, 20);
        c.strategy = "SYNC=2,NB=32,LOOK=1,SEQMAX=1";
        tc_run(dev.env.context, dev.env.queue, &c);
    }
    tu_set_params(NULL);
    printf("one-launch solves on fresh words: %.1f s\n", tu_now() - t0);
}

static void test_sweeps(void)
{
    test_sweeps_n3000();
    test_sweeps_repeated();
}

static void print_worst(void)
{
    double w[2][3];
    tc_worst(w);
    printf("largest scaled errors: products %.3g, solves %.3g (band width < %d), wider solves "
           "%.3g of their limit, residual ratio %.3g\n",
           w[0][0], w[1][0], TC_ELEMENTWISE_MAX, w[1][2], w[1][1]);
}

/* The default run in parts, one ctest entry each (tests/CMakeLists.txt),
 * so that no entry runs long and two share the machine's cores. */
static int run_part(const char *part)
{
    const int full = tu_full_level();
    if (!strcmp(part, "sweep")) {
        run_sweep(full, -1);
    } else if (!strcmp(part, "blocks")) {
        test_block_sizes(full, 0);
        test_layouts(full);
    } else if (!strcmp(part, "blocks_onelaunch")) {
        test_block_sizes(full, 1);
    } else if (!strcmp(part, "onelaunch")) {
        test_sweeps_n3000();
    } else if (!strcmp(part, "onelaunch_repeated")) {
        test_sweeps_repeated();
    } else if (!strcmp(part, "misc")) {
        test_wide_band();
        test_inplace_band();
        test_large();
        test_zero();
        test_wait_list();
        test_back_to_back();
        test_inf_in_x();
    } else {
        return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    int db = argc >= 3 && strcmp(argv[1], "--db") == 0;
    int stress = argc >= 3 && strcmp(argv[1], "--stress") == 0 ? atoi(argv[2]) : 0;
    int inf = argc == 2 && strcmp(argv[1], "--inf") == 0;
    int band = argc == 2 && strcmp(argv[1], "--band") == 0;
    const char *part = argc == 3 && strcmp(argv[1], "--part") == 0 ? argv[2] : NULL;
    if (argc > 1 && !db && !stress && !inf && !band && !part) {
        fprintf(stderr,
                "usage: %s [--part sweep|blocks|blocks_onelaunch|onelaunch|onelaunch_repeated|misc | "
                "--db trmv|trsv | --stress R | "
                "--inf | --band]\n",
                argv[0]);
        return 2;
    }
    if (tu_open(&dev) != 0)
        return 1;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    double t0 = tu_now();
    if (stress) {
        for (int i = 0; i < stress; i++)
            test_sweeps();
    } else if (db) {
        run_sweep(2, strcmp(argv[2], "trsv") == 0);
    } else if (inf) {
        test_inf_in_x();
    } else if (band) {
        test_inplace_band();
        test_wide_band();
    } else if (part) {
        tu_check(run_part(part), "no part named %s", part);
    } else {
        static const char *const parts[] = {"sweep",     "blocks",         "blocks_onelaunch",
                                            "onelaunch", "onelaunch_repeated", "misc"};
        for (int i = 0; i < 6; i++)
            run_part(parts[i]);
    }
    print_worst();
    printf("total %.1f s\n", tu_now() - t0);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_triangular");
}
