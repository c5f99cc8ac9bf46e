/*
 * test_symv.c - the symmetric, Hermitian and band matrix-vector products
 * against CBLAS: S, D symv, spmv, sbmv; C, Z hemv, hpmv, hbmv; S, D, C, Z
 * gbmv (full, packed and band storage through one case struct).
 *
 * The sweep: routine x precision x order x uplo (GBMV: x trans N, T, C),
 * each combination at CASES of the shapes below in turn (all of them with
 * CLMATH_TEST_LEVEL=full), with the increments (1, 2, -1, -3), offsets,
 * lda (tight, padded, odd), alpha and beta (0, 1, general) and the band
 * widths K, KL, KU (0, 1, n - 1, beyond n, between) cycled so that every
 * value meets every combination (checked at run time). Every case: y
 * against CBLAS on the data promoted to double with the scaled error of
 * TESTING.md (gauge |alpha| (|op(A)| |x|)_i + |beta y_i|); NaN in all that
 * must not be read (the other triangle, band storage's corners and rows
 * past the band, lda padding, x's gaps, y when beta = 0, A and x when
 * alpha = 0, the imaginary parts of a Hermitian diagonal); A and x
 * unchanged and every guard and gap of y bit-identical; quick returns
 * (n = 0, alpha = 0 with beta = 1) leave y bit-identical. The sweep and
 * the infinite x(k) run under the default tiles and two small ones
 * (param_sets) that put panel and chunk edges inside small matrices, the
 * repeated calls under the first two.
 * Dedicated: quick returns and alpha or beta 0 in every combination, an
 * infinite x(k) (outputs reference BLAS keeps clear of it bit for bit as
 * with x(k) = 0, the others not finite), determinism at n = 1000 and 2000,
 * and one large case per family.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "symvcase.h"

static tu_device dev;

/* The tiles (src/core/param_keys.c) the sweep runs under: the defaults
 * (32 threads down a tile, 16-byte vectors of rows for real types, panels
 * of 32 columns, chunks of 16 tiles: more than one chunk only past 512
 * rows, 2048 in single precision); 16 threads of 2 rows, panels of 2 x 4 columns, a chunk a tile;
 * 8 threads of one row, panels of 3 columns (one thread), chunks of 2
 * tiles. The small ones put panel and chunk edges inside small matrices. */
static const char *const param_sets[] = {
    NULL,
    "symv.TX=16,symv.TY=2,symv.CPT=4,symv.CH=1,symv.VW=2",
    "symv.TX=8,symv.TY=1,symv.CPT=3,symv.CH=2,symv.VW=1",
};
#define NPARAM_SETS (sizeof param_sets / sizeof param_sets[0])
static const char *cur_params; /* CLMATH_PARAMS the cases run under (NULL: none) */
static size_t cur_set;         /* its index in param_sets */

/* ---- the sweep ---- */

/* (M, N): GBMV's shape; the square routines take n = M. */
static const size_t shapes[][2] = {
    {1, 1},     {2, 3},     {3, 2},     {5, 7},   {7, 5},   {13, 17},   {31, 33},
    {32, 32},   {33, 31},   {63, 65},   {64, 64}, {65, 63}, {127, 129}, {128, 128},
    {129, 127}, {389, 517}, {517, 389}, {1, 70},  {70, 1},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0]) /* prime: a stride of 7 meets them all */
#define CASES 5                                    /* shapes per combination by default */
static const int incs[] = {1, 2, -1, -3};

/* Band widths around a dimension: none, one, all, beyond (clipped), some. */
static size_t band_value(int k, size_t dim)
{
    const size_t v[] = {0, 1, dim ? dim - 1 : 0, dim + 2, dim / 3 + 2};
    return v[k];
}

enum {
    AX_INCX,
    AX_INCY,
    AX_OFFX,
    AX_OFFY,
    AX_OFFA,
    AX_LDA,
    AX_ALPHA,
    AX_BETA,
    AX_K,
    AX_KU,
    AX_EVENT,
    NAXES
};
static const int axis_len[NAXES] = {4, 4, 2, 2, 2, 3, 3, 3, 5, 5, 2};
static const char *const axis_name[NAXES] = {"incx",  "incy", "offx", "offy", "offA", "lda",
                                             "alpha", "beta", "K/KL", "KU",   "event"};

static sv_case make_case(const sv_routine *r, tu_prec p, int o, int v, const size_t s[2],
                         const int ax[NAXES], uint64_t seed)
{
    sv_case c;
    memset(&c, 0, sizeof c);
    c.p = p;
    c.r = r;
    c.order = o ? clblasRowMajor : clblasColumnMajor;
    c.uplo = v ? clblasLower : clblasUpper;
    c.trans = v == 0 ? clblasNoTrans : v == 1 ? clblasTrans : clblasConjTrans;
    c.M = s[0];
    c.N = r->st == SV_GB ? s[1] : s[0];
    if (r->st == SV_BAND)
        c.K = band_value(ax[AX_K], c.N);
    if (r->st == SV_GB) {
        c.KL = band_value(ax[AX_K], c.M);
        c.KU = band_value(ax[AX_KU], c.N);
    }
    if (r->st != SV_PACKED)
        c.lda = tu_ld_value(ax[AX_LDA], sv_min_lda(&c));
    c.offA = ax[AX_OFFA] ? 5 : 0;
    c.offx = ax[AX_OFFX] ? 3 : 0;
    c.offy = ax[AX_OFFY] ? 2 : 0;
    c.incx = incs[ax[AX_INCX]];
    c.incy = incs[ax[AX_INCY]];
    c.alpha = tu_alpha_value(ax[AX_ALPHA], p);
    c.beta = tu_beta_value(ax[AX_BETA], p);
    c.want_event = ax[AX_EVENT];
    c.params = cur_params;
    c.seed = seed;
    return c;
}

/* One routine x precision x order x uplo (or trans); returns its cases. */
static long sweep_combo(const sv_routine *r, tu_prec p, int o, int v)
{
    const int full = tu_full_level();
    const unsigned count = full ? NSHAPES : CASES;
    uint64_t h = tu_hash(tu_hash(p, (uint64_t)(r - sv_routines)), (uint64_t)o);
    h = tu_hash(tu_hash(h, (uint64_t)v), cur_set);
    /* a routine's combinations take the shapes in turn */
    const unsigned first = (unsigned)((p * 2 + o) * 3 + v) * count;
    tu_cover cv;
    memset(&cv, 0, sizeof cv);
    for (unsigned k = 0; k < count; k++) {
        const size_t *s = shapes[(first + k) * 7 % NSHAPES];
        int ax[NAXES];
        for (int a = 0; a < NAXES; a++)
            ax[a] = tu_cycle_pick(tu_hash(h, (uint64_t)a), axis_len[a], k);
        sv_case c = make_case(r, p, o, v, s, ax, tu_hash(h, k));
        sv_run(&dev, &c);
        tu_cover_mark(&cv, NAXES, ax);
    }
    const int band = r->st == SV_BAND || r->st == SV_GB, gb = r->st == SV_GB;
    const int used[NAXES] = {1, 1, 1, 1, 1, r->st != SV_PACKED, 1, 1, band, gb, 1};
    const char uv = gb ? "NTC"[v] : "UL"[v];
    char combo[96];
    snprintf(combo, sizeof combo, "%c%s %s %c params=%s", tu_prec_letter(p), r->name,
             o ? "row" : "col", uv, cur_params ? cur_params : "default");
    tu_cover_check(&cv, NAXES, axis_len, axis_name, used, combo);
    return count;
}

/* Every combination of every routine and precision the device has, calling
 * visit(r, p, o, v) on each; returns the sum of what it returns. */
static long each_combo(long (*visit)(const sv_routine *, tu_prec, int, int))
{
    long n = 0;
    for (size_t i = 0; i < SV_NROUTINES; i++)
        for (int p = 0; p < TU_NPREC; p++) {
            const sv_routine *r = &sv_routines[i];
            if (!(r->precs & (1u << p)) || (tu_is_double((tu_prec)p) && !dev.fp64))
                continue;
            for (int o = 0; o < 2; o++)
                for (int v = 0; v < (r->st == SV_GB ? 3 : 2); v++)
                    n += visit(r, (tu_prec)p, o, v);
        }
    return n;
}

static void use_params(size_t set)
{
    tu_set_params(param_sets[set]);
    cur_params = param_sets[set];
    cur_set = set;
}

/* ---- dedicated cases ---- */

/* A case of n (GBMV m x n) with everything general: offsets, a padded lda,
 * K = KU = 9, KL = 4, alpha and beta with both parts. */
static sv_case basic_case(const sv_routine *r, tu_prec p, int o, int v, size_t m, size_t n)
{
    static const int ax[NAXES] = {0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 1};
    const size_t s[2] = {r->st == SV_GB ? m : n, n};
    sv_case c = make_case(r, p, o, v, s, ax, tu_hash(tu_hash(m, n), (uint64_t)(p * 8 + o * 4 + v)));
    c.K = c.KU = 9;
    c.KL = 4;
    if (r->st != SV_PACKED)
        c.lda = tu_ld_value(2, sv_min_lda(&c));
    return c;
}

/* n = 0 (GBMV m or n = 0) and alpha = 0 with beta = 1: y untouched, the
 * event still returned; alpha = 0 with beta general (A and x all NaN):
 * y := beta y; beta = 0 (y all NaN): overwritten, also with alpha = 0. */
static long quick_combo(const sv_routine *r, tu_prec p, int o, int v)
{
    static const size_t empties[][2] = {{0, 0}, {0, 7}, {7, 0}};
    long n = 0;
    for (int e = 0; e < (r->st == SV_GB ? 3 : 1); e++, n++) {
        sv_case c = basic_case(r, p, o, v, empties[e][0], empties[e][1]);
        c.want_event = (e + v) % 2 == 0;
        sv_run(&dev, &c);
    }
    static const int ab[][2] = {{0, 1}, {0, 2}, {0, 0}, {2, 0}};
    for (int k = 0; k < 4; k++, n++) {
        sv_case c = basic_case(r, p, o, v, 37, 29);
        c.alpha = tu_alpha_value(ab[k][0], p);
        c.beta = tu_beta_value(ab[k][1], p);
        sv_run(&dev, &c);
    }
    return n;
}

/* An infinite x(k) (k first, in the middle, last), as reference BLAS
 * treats it: it reaches only the outputs whose row of op(A) references
 * column k (for a band, those within the band of k); never through
 * elements outside the triangle or band (0 * Inf is NaN). The call runs
 * with x(k) = 0 first, checked against CBLAS, then with x(k) = +Inf: every
 * output clear of x(k) must be the first run's bit for bit, the others not
 * finite. */
static long inf_combo(const sv_routine *r, tu_prec p, int o, int v)
{
    static unsigned serial;
    const int small = serial++ % 2 == 0, gb = r->st == SV_GB;
    sv_case c = basic_case(r, p, o, v, small ? 37 : 300, small ? (gb ? 50 : 37) : (gb ? 200 : 300));
    if (serial % 6 == 5) /* no off-diagonals (GBMV: three above, none below) */
        c.K = c.KL = 0, c.KU = 3, c.lda = tu_ld_value(2, sv_min_lda(&c));
    c.want_event = 0;
    c.incx = serial % 3 == 0 ? -2 : 1;
    const size_t lx = sv_len_x(&c), ly = sv_len_y(&c), ks[3] = {0, lx / 2 + 1, lx - 1};
    long n = 0;
    for (int kk = 0; kk < 3; kk++, n++) {
        const size_t k = ks[kk];
        char desc[600];
        sv_describe(&c, desc, sizeof desc);
        snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " (x(%zu) infinite)", k);
        sv_data d;
        if (!tu_check(sv_data_make(&c, &d) == 0, "%s: no memory", desc))
            continue;
        const size_t px = tu_vec_pos(lx, c.offx, c.incx, k), es = tu_esize(p);
        unsigned char *first = malloc(d.y.total * es);
        tu_set(p, d.x.init, px, tu_scalar_make(0, 0));
        if (first && sv_call_once(&dev, &c, &d, desc) && sv_verify(&c, &d, desc)) {
            memcpy(first, d.y.back, d.y.total * es);
            tu_set(p, d.x.init, px, tu_scalar_make(INFINITY, 0));
            if (sv_call_once(&dev, &c, &d, desc)) {
                size_t wrong = 0, at = 0, reached = 0; /* none: x(k) must stay unread */
                for (size_t i = 0; i < ly; i++) {
                    const size_t q = tu_vec_pos(ly, c.offy, c.incy, i);
                    const tu_scalar got = tu_get(p, d.y.back, q);
                    const int dep = sv_depends(&c, i, k);
                    const int ok = dep ? !(isfinite(got.re) && isfinite(got.im))
                                       : tu_same_bits(p, first, d.y.back, q);
                    reached += dep;
                    if (!ok && !wrong++)
                        at = i;
                }
                tu_check(wrong == 0, "%s: %zu outputs wrong, first y(%zu) (%zu should be infinite)",
                         desc, wrong, at, reached);
            }
        }
        free(first);
        sv_data_free(&d);
    }
    return n;
}

/* The same call twice: y bit for bit the same (no float atomics, a fixed
 * order of the partial sums), and right the first time. */
static void determinism_case(sv_case c)
{
    char desc[600];
    sv_describe(&c, desc, sizeof desc);
    strcat(desc, " (twice)");
    sv_data d;
    if (!tu_check(sv_data_make(&c, &d) == 0, "%s: no memory", desc))
        return;
    const size_t es = tu_esize(c.p);
    unsigned char *first = malloc(d.y.total * es);
    if (first && sv_call_once(&dev, &c, &d, desc) && sv_verify(&c, &d, desc)) {
        memcpy(first, d.y.back, d.y.total * es);
        if (sv_call_once(&dev, &c, &d, desc))
            tu_check(memcmp(first, d.y.back, d.y.total * es) == 0,
                     "%s: the second call's y differs from the first's", desc);
    }
    free(first);
    sv_data_free(&d);
}

static long test_determinism(void)
{
    sv_case c = basic_case(sv_find("symv"), TU_S, 0, 0, 1000, 1000);
    determinism_case(c);
    c = basic_case(sv_find("hemv"), TU_C, 1, 1, 1000, 1000);
    determinism_case(c);
    for (int v = 0; v < 2; v++) {
        c = basic_case(sv_find("gbmv"), TU_S, v, v, 2000, 2000);
        c.KL = 700, c.KU = 1999, c.lda = c.KL + c.KU + 1;
        determinism_case(c);
    }
    return 4;
}

/* One large case per family, past the chunks of 16 tiles. */
static long test_large(void)
{
    static const struct {
        const char *name;
        tu_prec p;
        int o, v;
        size_t m, n, k, kl, ku;
    } big[] = {
        {"symv", TU_S, 0, 1, 2049, 2049, 0, 0, 0},   {"symv", TU_D, 1, 0, 1025, 1025, 0, 0, 0},
        {"hemv", TU_Z, 1, 0, 1025, 1025, 0, 0, 0},   {"spmv", TU_D, 1, 1, 2049, 2049, 0, 0, 0},
        {"hpmv", TU_C, 0, 0, 1000, 1000, 0, 0, 0},   {"sbmv", TU_S, 1, 0, 2049, 2049, 100, 0, 0},
        {"hbmv", TU_Z, 0, 1, 1025, 1025, 64, 0, 0},  {"gbmv", TU_D, 0, 0, 2049, 1000, 0, 30, 200},
        {"gbmv", TU_C, 1, 2, 1000, 2049, 0, 100, 7},
    };
    const size_t nbig = sizeof big / sizeof big[0];
    for (size_t i = 0; i < nbig; i++) {
        if (tu_is_double(big[i].p) && !dev.fp64)
            continue;
        sv_case c =
            basic_case(sv_find(big[i].name), big[i].p, big[i].o, big[i].v, big[i].m, big[i].n);
        c.K = big[i].k, c.KL = big[i].kl, c.KU = big[i].ku;
        if (c.r->st != SV_PACKED)
            c.lda = tu_ld_value(1, sv_min_lda(&c));
        c.incx = i % 2 ? -1 : 2;
        c.incy = i % 3 ? 1 : -3;
        sv_run(&dev, &c);
    }
    return (long)nbig;
}

static void timed(const char *what, long (*visit)(const sv_routine *, tu_prec, int, int),
                  long (*alone)(void))
{
    double t0 = tu_now();
    long n = visit ? each_combo(visit) : alone();
    printf("%s (params %s): %ld cases, %.1f s\n", what, cur_params ? cur_params : "default", n,
           tu_now() - t0);
}

int main(void)
{
    if (tu_open_setup(&dev) != 0)
        return 2;
    for (size_t i = 0; i < NPARAM_SETS; i++) {
        use_params(i);
        timed(tu_full_level() ? "sweep (full)" : "sweep", sweep_combo, NULL);
        timed("an infinite element of x", inf_combo, NULL);
        if (i < 2) /* the defaults, and one tile a chunk: the most partial sums */
            timed("the same call twice", NULL, test_determinism);
    }
    use_params(0);
    timed("quick returns and alpha or beta 0", quick_combo, NULL);
    timed("large", NULL, test_large);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_symv");
}
