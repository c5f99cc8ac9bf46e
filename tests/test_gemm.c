/*
 * test_gemm.c - clblas{S,D,C,Z}gemm against CBLAS.
 *
 * The sweep: precision x order x transA x transB, and for each of those a
 * share of the shapes below (all of them with CLMATH_TEST_LEVEL=full),
 * taken in turn so that every shape meets every precision; the secondary
 * parameters (leading dimensions, offsets, alpha, beta, event) are cycled
 * over the cases so that each of their values meets each combination
 * (checked at run time). The shapes sit on both sides of the tile sizes of
 * every database entry (8, 16, 32, 64, 128) in M, N and K, and include
 * shapes smaller than a tile, K = 0, M or N = 0 and skinny ones.
 *
 * Then dedicated cases: NaN in C with beta = 0, NaN in A and B with
 * alpha = 0, K = 0 (C = beta C), quick returns (C untouched), larger
 * products in every order and transpose pair, big offsets, and products
 * with everything 4-aligned (where an entry sets VLD, the vector loads),
 * and the larger ones again with B and A copied transposed first (TCOPY).
 * Every case checks A and B unchanged and C's guards and gaps untouched
 * (common/gemmcase.h).
 *
 * --db: a shorter sweep (four transpose pairs, compile-time transposes,
 * TCOPY from any size), for the runs under each database entry.
 */
#include <stdio.h>
#include <string.h>

#include "gemmcase.h"

static tu_device dev;
static int db_mode;

static const clblasOrder orders[] = {clblasColumnMajor, clblasRowMajor};
static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};

static const size_t shapes[][3] = {
    {1, 1, 1},     {2, 3, 1},     {3, 2, 5},     {7, 5, 3},      {17, 19, 9},   {31, 33, 16},
    {32, 32, 32},  {33, 31, 17},  {63, 65, 31},  {64, 64, 64},   {65, 63, 33},  {97, 33, 129},
    {129, 127, 65}, {1, 130, 7},  {130, 1, 7},   {200, 70, 3},   {9, 300, 40},  {127, 129, 8},
    {5, 7, 0},     {0, 3, 4},     {3, 0, 4},     {257, 66, 15},  {40, 41, 200}, {16, 8, 1},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])
#define SHAPES_PER_COMBO 5 /* default level */

enum { AX_LDA, AX_LDB, AX_LDC, AX_OFFA, AX_OFFB, AX_OFFC, AX_ALPHA, AX_BETA, AX_EVENT, NAXES };
static const int axis_len[NAXES] = {3, 3, 3, 2, 2, 2, 3, 3, 2};
static const char *axis_name[NAXES] = {"lda",  "ldb",   "ldc",  "offA", "offB",
                                       "offC", "alpha", "beta", "event"};

static void set_lds(gm_case *c, int la, int lb, int lc)
{
    size_t r, k;
    gm_shape_a(c, &r, &k);
    c->lda = tu_ld_value(la, gm_min_ld(c->order, r, k));
    gm_shape_b(c, &r, &k);
    c->ldb = tu_ld_value(lb, gm_min_ld(c->order, r, k));
    c->ldc = tu_ld_value(lc, gm_min_ld(c->order, c->M, c->N));
}

/* --db: the transpose pairs tried, NN, NT, CN and CC: each database
 * entry's tile shape meets both load layouts of A and of B, and
 * conjugation. (Compile-time transposes make a program per pair, and PoCL
 * compiles each for seconds.) */
static int db_pair(int ta, int tb)
{
    return (ta == 0 && tb <= 1) || (ta == 2 && (tb == 0 || tb == 2));
}

static void sweep(tu_prec p)
{
    for (int o = 0; o < 2; o++)
        for (int ta = 0; ta < 3; ta++)
            for (int tb = 0; tb < 3; tb++) {
                if (db_mode && !db_pair(ta, tb))
                    continue;
                uint64_t combo = tu_hash(tu_hash(tu_hash(p, (uint64_t)o), (uint64_t)ta), (uint64_t)tb);
                tu_cover cv;
                memset(&cv, 0, sizeof cv);
                int full = tu_full_level();
                unsigned count = full ? NSHAPES : db_mode ? 2 : SHAPES_PER_COMBO;
                unsigned first = (unsigned)((o * 9 + ta * 3 + tb) * count + p * 7);
                for (unsigned k = 0; k < count; k++) {
                    const size_t *s = shapes[(first + k) % NSHAPES];
                    int ax[NAXES];
                    for (int a = 0; a < NAXES; a++)
                        ax[a] = tu_cycle_pick(tu_hash(combo, (uint64_t)a), axis_len[a], k);
                    tu_cover_mark(&cv, NAXES, ax);
                    gm_case c = {p, orders[o], transes[ta], transes[tb], s[0], s[1], s[2],
                                 0, 0, 0, ax[AX_OFFA] ? 3 : 0, ax[AX_OFFB] ? 5 : 0,
                                 ax[AX_OFFC] ? 2 : 0, tu_alpha_value(ax[AX_ALPHA], p),
                                 tu_beta_value(ax[AX_BETA], p), ax[AX_EVENT], 0,
                                 tu_hash(combo, k)};
                    set_lds(&c, ax[AX_LDA], ax[AX_LDB], ax[AX_LDC]);
                    gm_run(&dev, &c);
                }
                if (full) {
                    char name[64];
                    snprintf(name, sizeof name, "%cgemm order=%d transA=%d transB=%d",
                             tu_prec_letter(p), o, ta, tb);
                    tu_cover_check(&cv, NAXES, axis_len, axis_name, NULL, name);
                }
            }
}

static gm_case plain(tu_prec p, size_t M, size_t N, size_t K)
{
    gm_case c = {p, clblasColumnMajor, clblasNoTrans, clblasNoTrans, M, N, K, 0, 0, 0, 0, 0, 0,
                 tu_alpha_value(2, p), tu_beta_value(2, p), 0, 0, tu_hash(M * 977 + N * 31 + K, p)};
    set_lds(&c, 0, 0, 0);
    return c;
}

/* beta = 0 with NaN in C; alpha = 0 with NaN in A and B; K = 0. */
static void nan_and_zero(tu_prec p)
{
    for (int o = 0; o < 2; o++) {
        gm_case c = plain(p, 37, 29, 23);
        c.order = orders[o];
        c.transB = clblasTrans;
        set_lds(&c, 0, 0, 0);
        c.beta = tu_beta_value(0, p);
        c.nan = GM_NAN_C;
        gm_run(&dev, &c);
        c.alpha = tu_alpha_value(0, p); /* alpha = beta = 0: C = 0 */
        c.nan = GM_NAN_C | GM_NAN_AB;
        gm_run(&dev, &c);
        c = plain(p, 37, 29, 23);
        c.order = orders[o];
        set_lds(&c, 1, 1, 1);
        c.alpha = tu_alpha_value(0, p);
        c.nan = GM_NAN_AB;
        gm_run(&dev, &c);
        c.K = 0; /* C = beta C */
        c.alpha = tu_alpha_value(2, p);
        gm_run(&dev, &c);
        c.beta = tu_beta_value(0, p); /* K = 0, beta = 0: C = 0 */
        c.nan = GM_NAN_C;
        gm_run(&dev, &c);
    }
    /* quick returns: C untouched, the event still comes back */
    gm_case q = plain(p, 0, 9, 4);
    q.want_event = 1;
    gm_run(&dev, &q);
    q = plain(p, 9, 0, 4);
    q.want_event = 1;
    gm_run(&dev, &q);
    q = plain(p, 9, 8, 4);
    q.alpha = tu_alpha_value(0, p);
    q.beta = tu_beta_value(1, p);
    q.nan = GM_NAN_AB;
    q.want_event = 1;
    gm_run(&dev, &q);
    q.K = 0;
    q.alpha = tu_alpha_value(2, p);
    gm_run(&dev, &q);
}

/* Each order and transpose pair once, at the three shapes in turn (under
 * --db the database pairs at the first shape). `aligned`: leading
 * dimensions and offsets multiples of 4 (the shapes are too), so that
 * where an entry asks for VLDA / VLDB the panels load as 4-element vectors
 * (gemm.c's conditions); else tight, padded and odd leading dimensions. */
static void each_pair(tu_prec p, const size_t dims[3][3], int aligned)
{
    int n = 0;
    for (int o = 0; o < 2; o++)
        for (int ta = 0; ta < 3; ta++)
            for (int tb = 0; tb < 3; tb++, n++) {
                if (db_mode && (n % 3 || !db_pair(ta, tb)))
                    continue;
                const size_t *s = dims[n % 3];
                gm_case c = plain(p, s[0], s[1], s[2]);
                c.order = orders[o];
                c.transA = transes[ta];
                c.transB = transes[tb];
                if (aligned) {
                    set_lds(&c, 1, n % 2, (n + 1) % 2);
                    c.offA = 4 * (size_t)(n % 3), c.offB = 8, c.offC = 4 * (size_t)(n % 2);
                } else {
                    set_lds(&c, n % 3, (n + 1) % 3, (n + 2) % 3);
                }
                c.beta = tu_beta_value(n % 3, p);
                gm_run(&dev, &c);
            }
}

/* Larger products: several tiles in every direction; then big offsets and
 * leading dimensions; then products with everything 4-aligned, K a
 * multiple of the K step or not. */
static void larger(tu_prec p)
{
    static const size_t big[3][3] = {{300, 260, 150}, {259, 301, 97}, {513, 130, 64}};
    static const size_t dims4[3][3] = {{128, 132, 64}, {260, 136, 37}, {132, 260, 130}};
    each_pair(p, big, 0);
    gm_case c = plain(p, 70, 90, 33);
    c.offA = 1001;
    c.offB = 777;
    c.offC = 3333;
    c.lda = 301;
    c.ldb = 129;
    c.ldc = 513;
    gm_run(&dev, &c);
    each_pair(p, dims4, 1);
}

int main(int argc, char **argv)
{
    int mid = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--db"))
            db_mode = 1;
        if (!strcmp(argv[i], "--mid"))
            mid = 1;
    }
    if (tu_open(&dev) != 0)
        return 1;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    /* Under a database entry: the GPUs' compile-time transposes, whatever
     * the test device's own entries say. */
    if (db_mode)
        tu_set_params(mid ? "gemm.RTTRANS=0,gemm_mid.RTTRANS=0,gemm.SMALLPCT.S=1000000000,"
                            "gemm.SMALLPCT.D=1000000000,gemm.SMALLPCT.C=1000000000,"
                            "gemm.SMALLPCT.Z=1000000000,"
                            "gemm.MIDPCT.S=1,gemm.MIDPCT.D=1,gemm.MIDPCT.C=1,"
                            "gemm.MIDPCT.Z=1,gemm.MIDK.S=0,gemm.MIDK.D=0,gemm.MIDK.C=0,"
                            "gemm.MIDK.Z=0"
                          : "gemm.RTTRANS=0,gemm_small.RTTRANS=0,gemm.TCOPYMIN=1");
    int run[TU_NPREC];
    for (int p = 0; p < TU_NPREC; p++) {
        run[p] = tu_prec_selected((tu_prec)p) && (!tu_is_double((tu_prec)p) || dev.fp64);
        if (!run[p]) {
            printf("%cgemm: skipped (%s)\n", tu_prec_letter((tu_prec)p),
                   tu_prec_selected((tu_prec)p) ? "no fp64 on this device"
                                                : "not in CLMATH_TEST_PRECISIONS");
            continue;
        }
        double t0 = tu_now();
        sweep((tu_prec)p);
        if (!db_mode)
            nan_and_zero((tu_prec)p);
        larger((tu_prec)p);
        printf("%cgemm: sweep and larger products, %.1f s\n", tu_prec_letter((tu_prec)p),
               tu_now() - t0);
    }
    /* Where an entry sets TCOPY, an untransposed B or a transposed A is
     * first copied transposed (gemm.c): the larger products again, every
     * one of them that way. */
    if (!db_mode) {
        tu_set_params("gemm.TCOPY=3,gemm.TCOPYMIN=1,gemm.SMALLPCT=0");
        for (int p = 0; p < TU_NPREC; p++)
            if (run[p])
                larger((tu_prec)p);
        printf("larger products with TCOPY: done\n");
        tu_set_params(NULL);
    }
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_gemm");
}
