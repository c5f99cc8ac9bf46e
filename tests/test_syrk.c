/*
 * test_syrk.c - clblas?syrk, ?herk, ?syr2k and ?her2k against CBLAS.
 *
 * The sweep: routine x precision x order x uplo x trans (every value the
 * routine takes; real SYRK/SYR2K also ConjTrans, read as Trans), and for
 * each a share of the shapes below (all with CLMATH_TEST_LEVEL=full), the
 * secondary parameters (leading dimensions, offsets, alpha, beta, event)
 * cycled so that each value meets each combination. Shapes sit on both
 * sides of the tile sizes (32, 64, 128) in N and K, with N = 1, K = 0, 1.
 * Then dedicated cases: beta = 0 with NaN in C's triangle, alpha = 0 with
 * NaN in A and B, K = 0, quick returns, and the Hermitian scalars.
 *
 * Every case: C's other triangle (NaN there), its rows past N within ldc
 * and the guards around it bit-identical; A and B unchanged; C's triangle
 * against CBLAS on the data promoted to double, with the scaled error of
 * TESTING.md (gauge |alpha| sum_k |op(A)_ik| |op(B)_jk| (both products for
 * rank 2k) + |beta C_ij|); HERK and HER2K give a real diagonal.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#include "testutil.h"
#include "tucblas.h"

static tu_device dev;

/* The four routines: rank 2k, Hermitian. */
typedef struct routine {
    const char *name; /* after the precision letter */
    int two, herm;
} routine;
static const routine routines[] = {{"syrk", 0, 0}, {"herk", 0, 1}, {"syr2k", 1, 0}, {"her2k", 1, 1}};

enum { NAN_C = 1, NAN_AB = 2 };

typedef struct rk_case {
    tu_prec p;
    const routine *r;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    size_t N, K, lda, ldb, ldc, offA, offB, offC;
    tu_scalar alpha, beta; /* Hermitian: beta real; HERK: alpha real */
    int want_event;
    unsigned nan;
    uint64_t seed;
} rk_case;

static void describe(const void *cv, char *buf, size_t cap)
{
    const rk_case *c = cv;
    char a[64], b[64];
    tu_scalar_str(c->p, c->alpha, a, sizeof a);
    tu_scalar_str(c->p, c->beta, b, sizeof b);
    snprintf(buf, cap,
             "%c%s %s %s %c N=%zu K=%zu lda=%zu ldb=%zu ldc=%zu offA=%zu offB=%zu offC=%zu "
             "alpha=%s beta=%s event=%d%s%s",
             tu_prec_letter(c->p), c->r->name, c->order == clblasColumnMajor ? "col" : "row",
             c->uplo == clblasUpper ? "U" : "L", "NTC"[c->trans], c->N, c->K, c->lda, c->ldb,
             c->ldc, c->offA, c->offB, c->offC, a, b, c->want_event,
             c->nan & NAN_C ? " NaN-C" : "", c->nan & NAN_AB ? " NaN-AB" : "");
}

/* rows x cols of A (and B) as the user passes it */
static void shape_a(const rk_case *c, size_t *rows, size_t *cols)
{
    int n = c->trans == clblasNoTrans;
    *rows = n ? c->N : c->K;
    *cols = n ? c->K : c->N;
}

static size_t min_ld(clblasOrder o, size_t rows, size_t cols)
{
    size_t l = o == clblasColumnMajor ? rows : cols;
    return l ? l : 1;
}

static int in_triangle(const rk_case *c, size_t i, size_t j)
{
    return c->uplo == clblasUpper ? i <= j : i >= j;
}

static clblasStatus call(const void *args, cl_command_queue q, const cl_mem *m, cl_event *ev)
{
    const rk_case *c = args;
    const cl_mem A = m[0], B = m[1], C = m[2];
    float af[2] = {(float)c->alpha.re, (float)c->alpha.im},
          bf[2] = {(float)c->beta.re, (float)c->beta.im};
    FloatComplex ac = {{af[0], af[1]}}, bc = {{bf[0], bf[1]}};
    DoubleComplex az = {{c->alpha.re, c->alpha.im}}, bz = {{c->beta.re, c->beta.im}};
    const clblasOrder o = c->order;
    const clblasUplo u = c->uplo;
    const clblasTranspose t = c->trans;
    const size_t N = c->N, K = c->K;
#define Q 1, &q, 0, NULL, ev
    if (!c->r->two) {
        switch (c->p) {
        case TU_S: return clblasSsyrk(o, u, t, N, K, af[0], A, c->offA, c->lda, bf[0], C, c->offC, c->ldc, Q);
        case TU_D: return clblasDsyrk(o, u, t, N, K, c->alpha.re, A, c->offA, c->lda, c->beta.re, C, c->offC, c->ldc, Q);
        case TU_C:
            return c->r->herm ? clblasCherk(o, u, t, N, K, af[0], A, c->offA, c->lda, bf[0], C, c->offC, c->ldc, Q)
                              : clblasCsyrk(o, u, t, N, K, ac, A, c->offA, c->lda, bc, C, c->offC, c->ldc, Q);
        default:
            return c->r->herm ? clblasZherk(o, u, t, N, K, c->alpha.re, A, c->offA, c->lda, c->beta.re, C, c->offC, c->ldc, Q)
                              : clblasZsyrk(o, u, t, N, K, az, A, c->offA, c->lda, bz, C, c->offC, c->ldc, Q);
        }
    }
    switch (c->p) {
    case TU_S: return clblasSsyr2k(o, u, t, N, K, af[0], A, c->offA, c->lda, B, c->offB, c->ldb, bf[0], C, c->offC, c->ldc, Q);
    case TU_D: return clblasDsyr2k(o, u, t, N, K, c->alpha.re, A, c->offA, c->lda, B, c->offB, c->ldb, c->beta.re, C, c->offC, c->ldc, Q);
    case TU_C:
        return c->r->herm ? clblasCher2k(o, u, t, N, K, ac, A, c->offA, c->lda, B, c->offB, c->ldb, bf[0], C, c->offC, c->ldc, Q)
                          : clblasCsyr2k(o, u, t, N, K, ac, A, c->offA, c->lda, B, c->offB, c->ldb, bc, C, c->offC, c->ldc, Q);
    default:
        return c->r->herm ? clblasZher2k(o, u, t, N, K, az, A, c->offA, c->lda, B, c->offB, c->ldb, c->beta.re, C, c->offC, c->ldc, Q)
                          : clblasZsyr2k(o, u, t, N, K, az, A, c->offA, c->lda, B, c->offB, c->ldb, bz, C, c->offC, c->ldc, Q);
    }
#undef Q
}

typedef struct rk_data {
    tu_operand A, B, C;
} rk_data;

/* C's operand marks only its triangle: the rest of it is canary (NaN),
 * which the call must leave as it is. */
static int data_make(const void *cv, void *dv)
{
    const rk_case *c = cv;
    rk_data *d = dv;
    memset(d, 0, sizeof *d);
    size_t ar, ac;
    shape_a(c, &ar, &ac);
    const tu_canary nan = TU_CANARY_NAN;
    if (tu_operand_init_mat(&d->A, c->p, nan, c->order, ar, ac, c->offA, c->lda, 1) != 0 ||
        (c->r->two ? tu_operand_init_mat(&d->B, c->p, nan, c->order, ar, ac, c->offB, c->ldb, 1)
                   : tu_operand_init(&d->B, c->p, 1, nan)) != 0 ||
        tu_operand_init_mat(&d->C, c->p, nan, c->order, c->N, c->N, c->offC, c->ldc, 0) != 0)
        return -1;
    tu_operand_mark_tri(&d->C, c->order, c->N, c->offC, c->ldc, c->uplo, 1);
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->A, &r, (c->nan & NAN_AB) != 0);
    tu_operand_fill(&d->B, &r, (c->nan & NAN_AB) != 0);
    tu_operand_fill(&d->C, &r, (c->nan & NAN_C) != 0);
    return 0;
}

/* Cref: C's image after the call as CBLAS computes it in double (A and B
 * as zeros where alpha = 0 or K = 0, C's triangle zero where beta = 0:
 * the call must not read them). */
static double *reference_c(const rk_case *c, const rk_data *d)
{
    int alpha0 = tu_scalar_is(c->alpha, 0) || c->K == 0, beta0 = tu_scalar_is(c->beta, 0);
    double *Ad = tu_promote(&d->A, 1, alpha0), *Bd = tu_promote(&d->B, 1, alpha0);
    double *Cd = tu_promote(&d->C, 1, 0);
    if (!Ad || !Bd || !Cd) {
        tu_promote_free(Ad);
        tu_promote_free(Bd);
        tu_promote_free(Cd);
        return NULL;
    }
    size_t parts = tu_is_complex(c->p) ? 2 : 1;
    for (size_t i = 0; beta0 && i < d->C.total * parts; i++)
        Cd[i] = 0;
    enum CBLAS_ORDER o = tu_cb_order(c->order);
    enum CBLAS_UPLO u = tu_cb_uplo(c->uplo);
    enum CBLAS_TRANSPOSE t = c->trans == clblasNoTrans ? CblasNoTrans
                             : c->r->herm                ? CblasConjTrans
                                                         : CblasTrans;
    const int n = (int)c->N, k = (int)c->K, lda = (int)c->lda, ldb = (int)c->ldb,
              ldc = (int)c->ldc;
    double *A = Ad + parts * c->offA, *B = Bd + parts * c->offB, *C = Cd + parts * c->offC;
    double al[2] = {c->alpha.re, c->alpha.im}, be[2] = {c->beta.re, c->beta.im};
    if (parts == 1 && c->r->two)
        cblas_dsyr2k(o, u, t, n, k, al[0], A, lda, B, ldb, be[0], C, ldc);
    else if (parts == 1)
        cblas_dsyrk(o, u, t, n, k, al[0], A, lda, be[0], C, ldc);
    else if (c->r->two && c->r->herm)
        cblas_zher2k(o, u, t, n, k, al, A, lda, B, ldb, be[0], C, ldc);
    else if (c->r->two)
        cblas_zsyr2k(o, u, t, n, k, al, A, lda, B, ldb, be, C, ldc);
    else if (c->r->herm)
        cblas_zherk(o, u, t, n, k, al[0], A, lda, be[0], C, ldc);
    else
        cblas_zsyrk(o, u, t, n, k, al, A, lda, be, C, ldc);
    tu_promote_free(Ad);
    tu_promote_free(Bd);
    return Cd;
}

/* |op(X)_ik| for X = A or B (abs1: |re| + |im|) */
static double op_abs(const rk_case *c, const tu_operand *x, size_t off, size_t ld, size_t i,
                     size_t k)
{
    int n = c->trans == clblasNoTrans;
    return tu_abs1(tu_get(c->p, x->init, tu_mat_pos(c->order, off, ld, n ? i : k, n ? k : i)));
}

static int quick_return(const rk_case *c)
{
    return c->N == 0 || ((tu_scalar_is(c->alpha, 0) || c->K == 0) && tu_scalar_is(c->beta, 1));
}

/* sum_k |op(A)_ik| |op(Y)_jk| (+ |op(Y)_ik| |op(A)_jk| for rank 2k) over
 * C's triangle */
static double gauge_sum(const void *cv, const void *dv, size_t i, size_t j)
{
    const rk_case *c = cv;
    const rk_data *d = dv;
    const tu_operand *Y = c->r->two ? &d->B : &d->A;
    size_t offY = c->r->two ? c->offB : c->offA, ldy = c->r->two ? c->ldb : c->lda;
    double g = 0;
    for (size_t k = 0; k < c->K; k++) {
        g += op_abs(c, &d->A, c->offA, c->lda, i, k) * op_abs(c, Y, offY, ldy, j, k);
        if (c->r->two)
            g += op_abs(c, Y, offY, ldy, i, k) * op_abs(c, &d->A, c->offA, c->lda, j, k);
    }
    return g;
}

static long gauge_at(const void *cv, size_t i, size_t j)
{
    const rk_case *c = cv;
    return in_triangle(c, i, j) ? (long)tu_mat_pos(c->order, c->offC, c->ldc, i, j) : -1;
}

static int verify_values(const void *cv, const void *dv, const char *desc)
{
    const rk_case *c = cv;
    const rk_data *d = dv;
    if (quick_return(c))
        return tu_check_untouched(&d->C, "C", desc);
    const tu_product pr = {.p = c->p, .order = c->order, .m = c->N, .n = c->N, .off = c->offC,
                           .ld = c->ldc, .alpha = c->alpha, .beta = c->beta, .res = &d->C,
                           .ref = reference_c(c, d), .name = "C", .c = c, .d = d,
                           .sum = gauge_sum, .at = gauge_at, /* C's triangle */
                           .real_diag = c->r->herm};
    return tu_check_product(&pr, desc);
}

static const tu_case_kind case_kind = {
    .data_size = sizeof(rk_data), .n = 3,
    .at = {offsetof(rk_data, A), offsetof(rk_data, B), offsetof(rk_data, C)},
    .names = {"A", "B", "C"}, .describe = describe, .make = data_make, .call = call,
    .verify = verify_values};

static int run(const rk_case *c) { return tu_run_case(&dev, &case_kind, c, c->want_event); }

/* ---- the sweep ---- */

static const size_t shapes[][2] = {
    {1, 1},   {2, 1},  {7, 5},   {17, 0},  {31, 33}, {32, 16}, {33, 17}, {63, 9},
    {64, 64}, {65, 3}, {97, 40}, {130, 7}, {129, 65}, {5, 130}, {40, 1},  {200, 20},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])
#define SHAPES_PER_COMBO 2 /* default level */

static tu_scalar alpha_value(int k, const rk_case *c)
{
    int cplx = tu_is_complex(c->p) && !(c->r->herm && !c->r->two); /* HERK: real */
    tu_scalar v[] = {{0, 0}, {1, 0}, {-1.375, cplx ? 0.625 : 0}};
    return v[k];
}

static tu_scalar beta_value(int k, const rk_case *c)
{
    int cplx = tu_is_complex(c->p) && !c->r->herm; /* HERK, HER2K: real */
    tu_scalar v[] = {{0, 0}, {1, 0}, {0.8125, cplx ? -0.4375 : 0}};
    return v[k];
}

static void set_lds(rk_case *c, int la, int lb, int lc)
{
    size_t r, k;
    shape_a(c, &r, &k);
    c->lda = tu_ld_value(la, min_ld(c->order, r, k));
    c->ldb = tu_ld_value(lb, min_ld(c->order, r, k));
    c->ldc = tu_ld_value(lc, min_ld(c->order, c->N, c->N));
}

enum { AX_LDA, AX_LDB, AX_LDC, AX_OFFA, AX_OFFB, AX_OFFC, AX_ALPHA, AX_BETA, AX_EVENT, NAXES };
static const int axis_len[NAXES] = {3, 3, 3, 2, 2, 2, 3, 3, 2};
static const char *axis_name[NAXES] = {"lda",  "ldb",   "ldc",  "offA", "offB",
                                       "offC", "alpha", "beta", "event"};

/* The transposes a routine takes: N and T (complex SYRK, SYR2K), N and C
 * (HERK, HER2K), all three (real: C read as T). */
static int takes(const routine *r, tu_prec p, int t)
{
    if (!tu_is_complex(p))
        return !r->herm;
    return r->herm ? t != 1 : t != 2;
}

static void sweep(const routine *r, tu_prec p, unsigned *serial)
{
    static const clblasOrder orders[] = {clblasColumnMajor, clblasRowMajor};
    static const clblasUplo uplos[] = {clblasUpper, clblasLower};
    static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    for (int o = 0; o < 2; o++)
        for (int u = 0; u < 2; u++)
            for (int t = 0; t < 3; t++) {
                if (!takes(r, p, t))
                    continue;
                uint64_t combo = tu_hash(tu_hash(tu_hash(tu_hash(p, (uint64_t)(r - routines)),
                                                         (uint64_t)o),
                                                 (uint64_t)u),
                                         (uint64_t)t);
                tu_cover cv;
                memset(&cv, 0, sizeof cv);
                int full = tu_full_level();
                unsigned count = full ? NSHAPES : SHAPES_PER_COMBO;
                for (unsigned k = 0; k < count; k++, (*serial)++) {
                    const size_t *s = shapes[(*serial * 5 + k) % NSHAPES];
                    int ax[NAXES];
                    for (int a = 0; a < NAXES; a++)
                        ax[a] = tu_cycle_pick(tu_hash(combo, (uint64_t)a), axis_len[a], k);
                    tu_cover_mark(&cv, NAXES, ax);
                    rk_case c = {p, r, orders[o], uplos[u], transes[t], s[0], s[1], 0, 0, 0,
                                 ax[AX_OFFA] ? 3 : 0, ax[AX_OFFB] ? 5 : 0, ax[AX_OFFC] ? 2 : 0,
                                 {0, 0}, {0, 0}, ax[AX_EVENT], 0, tu_hash(combo, k)};
                    c.alpha = alpha_value(ax[AX_ALPHA], &c);
                    c.beta = beta_value(ax[AX_BETA], &c);
                    set_lds(&c, ax[AX_LDA], ax[AX_LDB], ax[AX_LDC]);
                    run(&c);
                }
                if (full) {
                    char name[64];
                    snprintf(name, sizeof name, "%c%s order=%d uplo=%d trans=%d",
                             tu_prec_letter(p), r->name, o, u, t);
                    tu_cover_check(&cv, NAXES, axis_len, axis_name, NULL, name);
                }
            }
}

/* beta = 0 with NaN in C; alpha = 0 with NaN in A and B; K = 0; quick
 * returns (C untouched, the event still comes back). */
static void nan_and_zero(const routine *r, tu_prec p)
{
    for (int o = 0; o < 2; o++) {
        rk_case c = {p, r, o ? clblasRowMajor : clblasColumnMajor, o ? clblasUpper : clblasLower,
                     clblasNoTrans, 37, 23, 0, 0, 0, 1, 2, 3, {0, 0}, {0, 0}, 0, NAN_C,
                     tu_hash(p * 7 + (uint64_t)o, (uint64_t)(r - routines))};
        set_lds(&c, 1, 2, 2);
        c.alpha = alpha_value(2, &c); /* beta = 0 */
        run(&c);
        c.nan = NAN_C | NAN_AB; /* alpha = beta = 0: the triangle := 0 */
        c.alpha = alpha_value(0, &c);
        run(&c);
        c.nan = NAN_AB; /* alpha = 0: the triangle := beta C */
        c.beta = beta_value(2, &c);
        run(&c);
        c.K = 0; /* the same from K = 0 */
        c.nan = 0;
        c.alpha = alpha_value(2, &c);
        run(&c);
        c.want_event = 1; /* quick returns */
        c.beta = beta_value(1, &c);
        run(&c);
        c.K = 9;
        c.alpha = alpha_value(0, &c);
        c.nan = NAN_AB;
        run(&c);
        c.N = 0;
        c.alpha = alpha_value(2, &c);
        c.nan = 0;
        run(&c);
    }
}

/* A complex C with an infinite part, beta = 1: the other part stays finite
 * (C is added to, not multiplied by (1, 0)). */
static void infinite_c(const routine *r, tu_prec p)
{
    rk_case c = {p, r, clblasColumnMajor, clblasLower, clblasNoTrans, 5, 3, 5, 5, 5, 0, 0, 0,
                 {0.5, 0}, {1, 0}, 0, 0, 99};
    rk_data d;
    if (!tu_check(data_make(&c, &d) == 0, "%c%s Inf: operands", tu_prec_letter(p), r->name)) {
        tu_case_free(&case_kind, &d);
        return;
    }
    tu_set(p, d.C.init, tu_mat_pos(c.order, 0, c.ldc, 3, 1), tu_scalar_make(INFINITY, 0));
    cl_context ctx = dev.env.context;
    int ok = tu_operand_upload(&d.A, ctx, CL_MEM_READ_ONLY) == CL_SUCCESS &&
             tu_operand_upload(&d.B, ctx, CL_MEM_READ_ONLY) == CL_SUCCESS &&
             tu_operand_upload(&d.C, ctx, CL_MEM_READ_WRITE) == CL_SUCCESS &&
             call(&c, dev.env.queue, (const cl_mem[]){d.A.mem, d.B.mem, d.C.mem}, NULL) ==
                 clblasSuccess &&
             tu_operand_download(&d.C, dev.env.queue) == CL_SUCCESS;
    tu_scalar v = tu_get(p, d.C.back, tu_mat_pos(c.order, 0, c.ldc, 3, 1));
    tu_check(ok && isinf(v.re) && v.re > 0 && isfinite(v.im),
             "%c%s: C(3,1) = (Inf, 0), beta = 1: got (%g, %g), want (Inf, finite)",
             tu_prec_letter(p), r->name, v.re, v.im);
    tu_case_free(&case_kind, &d);
}

static void precision(tu_prec p, unsigned *serial)
{
    for (int i = 0; i < 4; i++) {
        const routine *r = &routines[i];
        if (r->herm && !tu_is_complex(p))
            continue;
        sweep(r, p, serial);
        nan_and_zero(r, p);
        if (tu_is_complex(p))
            infinite_c(r, p);
    }
}

int main(void) { return tu_main_precs("test_syrk", &dev, precision); }
