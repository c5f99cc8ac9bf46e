/*
 * test_symm.c - clblas?symm and ?hemm against CBLAS.
 *
 * The sweep: routine x precision x order x side x uplo, and for each a
 * share of the shapes below (all with CLMATH_TEST_LEVEL=full), the
 * secondary parameters (leading dimensions, offsets, alpha, beta, event)
 * cycled so that each value meets each combination. Shapes sit on both
 * sides of the tile sizes (32, 64, 128) in M and N, with 1 in either.
 * Then dedicated cases: beta = 0 with NaN in C, alpha = 0 with NaN in A
 * and B, quick returns.
 *
 * Every case: A's other triangle holds NaN and must not be read (nor
 * written); HEMM's diagonal has imaginary parts, to be taken as zero; A
 * and B unchanged; C's guards and rows past M within ldc untouched; C
 * against CBLAS dsymm/zsymm/zhemm on the data promoted to double, with the
 * scaled error of TESTING.md (gauge |alpha| sum_k |A_ik| |B_kj| + |beta
 * C_ij|, sides swapped for side right).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#include "testutil.h"
#include "tucblas.h"

static tu_device dev;

enum { NAN_C = 1, NAN_AB = 2 };

typedef struct sy_case {
    tu_prec p;
    int herm; /* HEMM */
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    size_t M, N, lda, ldb, ldc, offA, offB, offC;
    tu_scalar alpha, beta;
    int want_event;
    unsigned nan;
    uint64_t seed;
} sy_case;

static void describe(const void *cv, char *buf, size_t cap)
{
    const sy_case *c = cv;
    char a[64], b[64];
    tu_scalar_str(c->p, c->alpha, a, sizeof a);
    tu_scalar_str(c->p, c->beta, b, sizeof b);
    snprintf(buf, cap,
             "%c%s %s %s %s M=%zu N=%zu lda=%zu ldb=%zu ldc=%zu offA=%zu offB=%zu offC=%zu "
             "alpha=%s beta=%s event=%d%s%s",
             tu_prec_letter(c->p), c->herm ? "hemm" : "symm",
             c->order == clblasColumnMajor ? "col" : "row", c->side == clblasLeft ? "L" : "R",
             c->uplo == clblasUpper ? "U" : "L", c->M, c->N, c->lda, c->ldb, c->ldc, c->offA,
             c->offB, c->offC, a, b, c->want_event, c->nan & NAN_C ? " NaN-C" : "",
             c->nan & NAN_AB ? " NaN-AB" : "");
}

static size_t order_of_a(const sy_case *c) { return c->side == clblasLeft ? c->M : c->N; }

static size_t min_ld(clblasOrder o, size_t rows, size_t cols)
{
    size_t l = o == clblasColumnMajor ? rows : cols;
    return l ? l : 1;
}

static int stored(const sy_case *c, size_t i, size_t j)
{
    return c->uplo == clblasUpper ? i <= j : i >= j;
}

static clblasStatus call(const void *args, cl_command_queue q, const cl_mem *m, cl_event *ev)
{
    const sy_case *c = args;
    const cl_mem A = m[0], B = m[1], C = m[2];
    FloatComplex ac = {{(float)c->alpha.re, (float)c->alpha.im}},
                 bc = {{(float)c->beta.re, (float)c->beta.im}};
    DoubleComplex az = {{c->alpha.re, c->alpha.im}}, bz = {{c->beta.re, c->beta.im}};
#define ARGS(AL, BE)                                                                           \
    c->order, c->side, c->uplo, c->M, c->N, AL, A, c->offA, c->lda, B, c->offB, c->ldb, BE, C, \
        c->offC, c->ldc, 1, &q, 0, NULL, ev
    switch (c->p) {
    case TU_S: return clblasSsymm(ARGS((float)c->alpha.re, (float)c->beta.re));
    case TU_D: return clblasDsymm(ARGS(c->alpha.re, c->beta.re));
    case TU_C: return c->herm ? clblasChemm(ARGS(ac, bc)) : clblasCsymm(ARGS(ac, bc));
    default:   return c->herm ? clblasZhemm(ARGS(az, bz)) : clblasZsymm(ARGS(az, bz));
    }
#undef ARGS
}

typedef struct sy_data {
    tu_operand A, B, C;
} sy_data;

/* A's operand marks only its stored triangle: the rest of it is canary
 * (NaN), which the call must neither read nor write. */
static int data_make(const void *cv, void *dv)
{
    const sy_case *c = cv;
    sy_data *d = dv; /* zeroed */
    size_t ka = order_of_a(c);
    const tu_canary nan = TU_CANARY_NAN;
    if (tu_operand_init_mat(&d->A, c->p, nan, c->order, ka, ka, c->offA, c->lda, 0) != 0 ||
        tu_operand_init_mat(&d->B, c->p, nan, c->order, c->M, c->N, c->offB, c->ldb, 1) != 0 ||
        tu_operand_init_mat(&d->C, c->p, TU_CANARY_FINITE, c->order, c->M, c->N, c->offC, c->ldc,
                            1) != 0)
        return -1;
    tu_operand_mark_tri(&d->A, c->order, ka, c->offA, c->lda, c->uplo, 1);
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->A, &r, (c->nan & NAN_AB) != 0);
    tu_operand_fill(&d->B, &r, (c->nan & NAN_AB) != 0);
    tu_operand_fill(&d->C, &r, (c->nan & NAN_C) != 0);
    return 0;
}

/* Cref: C's image after the call as CBLAS computes it in double (A and B
 * as zeros where alpha = 0, C zero where beta = 0: the call must not read
 * them). */
static double *reference_c(const sy_case *c, const sy_data *d)
{
    int alpha0 = tu_scalar_is(c->alpha, 0), beta0 = tu_scalar_is(c->beta, 0);
    double *Ad = tu_promote(&d->A, 1, alpha0), *Bd = tu_promote(&d->B, 1, alpha0);
    double *Cd = tu_promote(&d->C, 0, 0);
    if (!Ad || !Bd || !Cd) {
        tu_promote_free(Ad);
        tu_promote_free(Bd);
        tu_promote_free(Cd);
        return NULL;
    }
    size_t parts = tu_is_complex(c->p) ? 2 : 1;
    for (size_t i = 0; beta0 && i < c->M; i++)
        for (size_t j = 0; j < c->N; j++) {
            size_t p = parts * tu_mat_pos(c->order, c->offC, c->ldc, i, j);
            Cd[p] = 0;
            Cd[p + parts - 1] = 0;
        }
    enum CBLAS_ORDER o = tu_cb_order(c->order);
    enum CBLAS_SIDE s = tu_cb_side(c->side);
    enum CBLAS_UPLO u = tu_cb_uplo(c->uplo);
    const int m = (int)c->M, n = (int)c->N, lda = (int)c->lda, ldb = (int)c->ldb,
              ldc = (int)c->ldc;
    double *A = Ad + parts * c->offA, *B = Bd + parts * c->offB, *C = Cd + parts * c->offC;
    double al[2] = {c->alpha.re, c->alpha.im}, be[2] = {c->beta.re, c->beta.im};
    if (parts == 1)
        cblas_dsymm(o, s, u, m, n, al[0], A, lda, B, ldb, be[0], C, ldc);
    else if (c->herm)
        cblas_zhemm(o, s, u, m, n, al, A, lda, B, ldb, be, C, ldc);
    else
        cblas_zsymm(o, s, u, m, n, al, A, lda, B, ldb, be, C, ldc);
    tu_promote_free(Ad);
    tu_promote_free(Bd);
    return Cd;
}

/* |A_ik| of the whole symmetric A (abs1) */
static double a_abs(const sy_case *c, const sy_data *d, size_t i, size_t k)
{
    size_t r = stored(c, i, k) ? i : k, q = stored(c, i, k) ? k : i;
    return tu_abs1(tu_get(c->p, d->A.init, tu_mat_pos(c->order, c->offA, c->lda, r, q)));
}

static double b_abs(const sy_case *c, const sy_data *d, size_t i, size_t j)
{
    return tu_abs1(tu_get(c->p, d->B.init, tu_mat_pos(c->order, c->offB, c->ldb, i, j)));
}

static int quick_return(const sy_case *c)
{
    return c->M == 0 || c->N == 0 || (tu_scalar_is(c->alpha, 0) && tu_scalar_is(c->beta, 1));
}

/* sum_k |A_ik| |B_kj| (side left) or |B_ik| |A_kj| */
static double gauge_sum(const void *cv, const void *dv, size_t i, size_t j)
{
    const sy_case *c = cv;
    const sy_data *d = dv;
    const int left = c->side == clblasLeft;
    double g = 0;
    for (size_t k = 0; k < order_of_a(c); k++)
        g += left ? a_abs(c, d, i, k) * b_abs(c, d, k, j) : b_abs(c, d, i, k) * a_abs(c, d, k, j);
    return g;
}

static int verify_values(const void *cv, const void *dv, const char *desc)
{
    const sy_case *c = cv;
    const sy_data *d = dv;
    if (quick_return(c))
        return tu_check_untouched(&d->C, "C", desc);
    const tu_product pr = {.p = c->p, .order = c->order, .m = c->M, .n = c->N, .off = c->offC,
                           .ld = c->ldc, .alpha = c->alpha, .beta = c->beta, .res = &d->C,
                           .ref = reference_c(c, d), .name = "C", .c = c, .d = d,
                           .sum = gauge_sum};
    return tu_check_product(&pr, desc);
}

static const tu_case_kind case_kind = {
    .data_size = sizeof(sy_data), .n = 3,
    .at = {offsetof(sy_data, A), offsetof(sy_data, B), offsetof(sy_data, C)},
    .names = {"A", "B", "C"}, .describe = describe, .make = data_make, .call = call,
    .verify = verify_values};

static int run(const sy_case *c) { return tu_run_case(&dev, &case_kind, c, c->want_event); }

/* ---- the sweep ---- */

static const size_t shapes[][2] = {
    {1, 1},   {2, 5},   {7, 3},  {17, 1},  {31, 33}, {33, 17}, {64, 65}, {65, 64},
    {1, 70},  {70, 1},  {97, 40}, {130, 7}, {40, 130}, {129, 33}, {5, 64}, {100, 100},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])
#define SHAPES_PER_COMBO 2 /* default level */

static void set_lds(sy_case *c, int la, int lb, int lc)
{
    size_t ka = order_of_a(c);
    c->lda = tu_ld_value(la, min_ld(c->order, ka, ka));
    c->ldb = tu_ld_value(lb, min_ld(c->order, c->M, c->N));
    c->ldc = tu_ld_value(lc, min_ld(c->order, c->M, c->N));
}

enum { AX_LDA, AX_LDB, AX_LDC, AX_OFFA, AX_OFFB, AX_OFFC, AX_ALPHA, AX_BETA, AX_EVENT, NAXES };
static const int axis_len[NAXES] = {3, 3, 3, 2, 2, 2, 3, 3, 2};
static const char *axis_name[NAXES] = {"lda",  "ldb",   "ldc",  "offA", "offB",
                                       "offC", "alpha", "beta", "event"};

static void sweep(tu_prec p, int herm, unsigned *serial)
{
    for (int o = 0; o < 2; o++)
        for (int s = 0; s < 2; s++)
            for (int u = 0; u < 2; u++) {
                uint64_t combo = tu_hash(
                    tu_hash(tu_hash(tu_hash(p, (uint64_t)herm), (uint64_t)o), (uint64_t)s),
                    (uint64_t)u);
                tu_cover cv;
                memset(&cv, 0, sizeof cv);
                int full = tu_full_level();
                unsigned count = full ? NSHAPES : SHAPES_PER_COMBO;
                for (unsigned k = 0; k < count; k++, (*serial)++) {
                    const size_t *sh = shapes[(*serial * 5 + k) % NSHAPES];
                    int ax[NAXES];
                    for (int a = 0; a < NAXES; a++)
                        ax[a] = tu_cycle_pick(tu_hash(combo, (uint64_t)a), axis_len[a], k);
                    tu_cover_mark(&cv, NAXES, ax);
                    sy_case c = {p, herm, o ? clblasRowMajor : clblasColumnMajor,
                                 s ? clblasRight : clblasLeft, u ? clblasLower : clblasUpper,
                                 sh[0], sh[1], 0, 0, 0, ax[AX_OFFA] ? 3 : 0, ax[AX_OFFB] ? 5 : 0,
                                 ax[AX_OFFC] ? 2 : 0, tu_alpha_value(ax[AX_ALPHA], p),
                                 tu_beta_value(ax[AX_BETA], p), ax[AX_EVENT], 0,
                                 tu_hash(combo, k)};
                    set_lds(&c, ax[AX_LDA], ax[AX_LDB], ax[AX_LDC]);
                    run(&c);
                }
                if (full) {
                    char name[64];
                    snprintf(name, sizeof name, "%c%s order=%d side=%d uplo=%d",
                             tu_prec_letter(p), herm ? "hemm" : "symm", o, s, u);
                    tu_cover_check(&cv, NAXES, axis_len, axis_name, NULL, name);
                }
            }
}

/* beta = 0 with NaN in C; alpha = 0 with NaN in A and B; quick returns
 * (C untouched, the event still comes back). */
static void nan_and_zero(tu_prec p, int herm)
{
    for (int o = 0; o < 2; o++) {
        sy_case c = {p, herm, o ? clblasRowMajor : clblasColumnMajor,
                     o ? clblasRight : clblasLeft, o ? clblasUpper : clblasLower, 37, 23, 0, 0, 0,
                     1, 2, 3, tu_alpha_value(2, p), tu_beta_value(0, p), 0, NAN_C,
                     tu_hash(p * 7 + (uint64_t)o, (uint64_t)herm)};
        set_lds(&c, 1, 2, 2);
        run(&c); /* beta = 0 */
        c.nan = NAN_C | NAN_AB; /* alpha = beta = 0: C := 0 */
        c.alpha = tu_alpha_value(0, p);
        run(&c);
        c.nan = NAN_AB; /* alpha = 0: C := beta C */
        c.beta = tu_beta_value(2, p);
        run(&c);
        c.want_event = 1; /* quick returns */
        c.beta = tu_beta_value(1, p);
        run(&c);
        c.alpha = tu_alpha_value(2, p);
        c.nan = 0;
        c.M = 0;
        run(&c);
        c.M = 5;
        c.N = 0;
        run(&c);
    }
}

static void precision(tu_prec p, unsigned *serial)
{
    for (int herm = 0; herm <= tu_is_complex(p); herm++) {
        sweep(p, herm, serial);
        nan_and_zero(p, herm);
    }
}

int main(void) { return tu_main_precs("test_symm", &dev, precision); }
