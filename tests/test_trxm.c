/*
 * test_trxm.c - clblas?trmm and ?trsm against CBLAS.
 *
 * The sweep: routine x precision x order x side x uplo x trans x diag,
 * each combination at one of the shapes below in turn (a share of them
 * with CLMATH_TEST_LEVEL=full each), leading dimensions, offsets and alpha
 * cycled; every case three times: with the database's parameters (the
 * few-right-hand-sides plan up to 128 of them, else the recursion), with
 * the recursion at trxm.NB=8 (up to five levels), and with the
 * few-right-hand-sides plan on blocks of 8 or 40, groups of 32 work items
 * holding 3 right-hand sides. A holds NaN in its other triangle and, with a
 * unit diagonal, on the diagonal: neither may be read (nor written).
 *
 * TRMM: each element of B against CBLAS dtrmm/ztrmm on the data promoted
 * to double, with the scaled error of TESTING.md (gauge |alpha| sum_k
 * |op(A)_ik| |B_kj|). TRSM, on a well-conditioned A (off-diagonal elements
 * below 0.5 / order, diagonal 1.5 .. 2 in magnitude): the residual
 * op(A) X - alpha B of each right-hand side over eps n (|op(A)| |X| +
 * |alpha B|), and the forward error against CBLAS dtrsm/ztrsm over eps n
 * times the right-hand side's largest element. Both below 16.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#include "testutil.h"
#include "tucblas.h"

static tu_device dev;

typedef struct tx_case {
    tu_prec p;
    int solve;
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t M, N, lda, ldb, offA, offB;
    tu_scalar alpha;
    int want_event;
    uint64_t seed;
    const char *nb; /* the parameters in force, for the messages (run sets it) */
} tx_case;

static void describe(const void *cv, char *buf, size_t cap)
{
    const tx_case *c = cv;
    char a[64];
    tu_scalar_str(c->p, c->alpha, a, sizeof a);
    snprintf(buf, cap,
             "%ctr%cm %s side=%c uplo=%c trans=%c diag=%c M=%zu N=%zu lda=%zu ldb=%zu "
             "offA=%zu offB=%zu alpha=%s event=%d NB=%s",
             tu_prec_letter(c->p), c->solve ? 's' : 'm',
             c->order == clblasColumnMajor ? "col" : "row", "LR"[c->side], "UL"[c->uplo],
             "NTC"[c->trans], "UN"[c->diag], c->M, c->N, c->lda, c->ldb, c->offA, c->offB, a,
             c->want_event, c->nb);
}

static size_t order_of_a(const tx_case *c) { return c->side == clblasLeft ? c->M : c->N; }

static int stored(const tx_case *c, size_t i, size_t j)
{
    if (i == j)
        return c->diag == clblasNonUnit;
    return c->uplo == clblasUpper ? i < j : i > j;
}

static clblasStatus call(const void *args, cl_command_queue q, const cl_mem *m, cl_event *ev)
{
    const tx_case *c = args;
    const cl_mem A = m[0], B = m[1];
    FloatComplex ac = {{(float)c->alpha.re, (float)c->alpha.im}};
    DoubleComplex az = {{c->alpha.re, c->alpha.im}};
#define ARGS(AL)                                                                               \
    c->order, c->side, c->uplo, c->trans, c->diag, c->M, c->N, AL, A, c->offA, c->lda, B,      \
        c->offB, c->ldb, 1, &q, 0, NULL, ev
    switch (c->p) {
    case TU_S: return (c->solve ? clblasStrsm : clblasStrmm)(ARGS((float)c->alpha.re));
    case TU_D: return (c->solve ? clblasDtrsm : clblasDtrmm)(ARGS(c->alpha.re));
    case TU_C: return (c->solve ? clblasCtrsm : clblasCtrmm)(ARGS(ac));
    default:   return (c->solve ? clblasZtrsm : clblasZtrmm)(ARGS(az));
    }
#undef ARGS
}

typedef struct tx_data {
    tu_operand A, B;
} tx_data;

/* A's operand marks only what the call may read; for TRSM the values are
 * made well conditioned. */
static int data_make(const void *cv, void *dv)
{
    const tx_case *c = cv;
    tx_data *d = dv; /* zeroed */
    size_t ka = order_of_a(c);
    const tu_canary nan = TU_CANARY_NAN;
    if (tu_operand_init_mat(&d->A, c->p, nan, c->order, ka, ka, c->offA, c->lda, 0) != 0 ||
        tu_operand_init_mat(&d->B, c->p, nan, c->order, c->M, c->N, c->offB, c->ldb, 1) != 0)
        return -1;
    tu_operand_mark_tri(&d->A, c->order, ka, c->offA, c->lda, c->uplo, c->diag == clblasNonUnit);
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->A, &r, 0);
    tu_operand_fill(&d->B, &r, 0);
    for (size_t j = 0; c->solve && j < ka; j++)
        for (size_t i = 0; i < ka; i++) {
            size_t pos = tu_mat_pos(c->order, c->offA, c->lda, i, j);
            if (!stored(c, i, j))
                continue;
            tu_scalar v = tu_get(c->p, d->A.init, pos);
            if (i == j) /* 1.5 .. 2 in magnitude, either sign */
                v = tu_scalar_make(v.re < 0 ? -1.5 + v.re / 2 : 1.5 + v.re / 2, v.im / 4);
            else
                v = tu_scalar_make(v.re * 0.5 / (double)ka, v.im * 0.5 / (double)ka);
            tu_set(c->p, d->A.init, pos, v);
        }
    return 0;
}

/* CBLAS on the promoted data: B after TRMM, X after TRSM */
static double *reference_b(const tx_case *c, const tx_data *d)
{
    int alpha0 = tu_scalar_is(c->alpha, 0);
    double *Ad = tu_promote(&d->A, 1, alpha0), *Bd = tu_promote(&d->B, 0, 0);
    if (!Ad || !Bd) {
        tu_promote_free(Ad);
        tu_promote_free(Bd);
        return NULL;
    }
    size_t parts = tu_is_complex(c->p) ? 2 : 1;
    enum CBLAS_ORDER o = tu_cb_order(c->order);
    enum CBLAS_SIDE s = tu_cb_side(c->side);
    enum CBLAS_UPLO u = tu_cb_uplo(c->uplo);
    enum CBLAS_TRANSPOSE t = tu_cb_trans(c->trans);
    enum CBLAS_DIAG g = tu_cb_diag(c->diag);
    const int m = (int)c->M, n = (int)c->N, lda = (int)c->lda, ldb = (int)c->ldb;
    double *A = Ad + parts * c->offA, *B = Bd + parts * c->offB;
    double al[2] = {c->alpha.re, c->alpha.im};
    if (parts == 1)
        (c->solve ? cblas_dtrsm : cblas_dtrmm)(o, s, u, t, g, m, n, al[0], A, lda, B, ldb);
    else
        (c->solve ? cblas_ztrsm : cblas_ztrmm)(o, s, u, t, g, m, n, al, A, lda, B, ldb);
    tu_promote_free(Ad);
    return Bd;
}

/* op(A)_ik, the unit diagonal 1 */
static tu_scalar op_a(const tx_case *c, const tx_data *d, size_t i, size_t k)
{
    size_t r = c->trans == clblasNoTrans ? i : k, q = c->trans == clblasNoTrans ? k : i;
    if (r == q && c->diag == clblasUnit)
        return tu_scalar_make(1, 0);
    if (!stored(c, r, q))
        return tu_scalar_make(0, 0);
    tu_scalar v = tu_get(c->p, d->A.init, tu_mat_pos(c->order, c->offA, c->lda, r, q));
    if (c->trans == clblasConjTrans)
        v.im = -v.im;
    return v;
}

static tu_scalar b_of(const tx_case *c, const void *img, size_t i, size_t j)
{
    return tu_get(c->p, img, tu_mat_pos(c->order, c->offB, c->ldb, i, j));
}

/* The largest scaled error over B: TRMM against the reference; TRSM the
 * larger of the forward error and the residual. M or N 0: B untouched. */
static int verify_values(const void *cv, const void *dv, const char *desc)
{
    const tx_case *c = cv;
    const tx_data *d = dv;
    if (c->M == 0 || c->N == 0)
        return tu_check(tu_operand_changed(&d->B, 0, "B", desc) == 0, "%s: B must be untouched",
                        desc);
    double *ref = reference_b(c, d);
    if (!tu_check(ref != NULL, "%s: out of host memory for the reference", desc))
        return 0;
    const size_t ka = order_of_a(c), parts = tu_is_complex(c->p) ? 2 : 1;
    const int left = c->side == clblasLeft;
    const double eps = tu_eps(c->p), alpha1 = tu_abs1(c->alpha);
    tu_maxerr me;
    tu_maxerr_init(&me, c->p, &d->B, ref);
    for (size_t j = 0; j < c->N; j++)
        for (size_t i = 0; i < c->M; i++) {
            size_t pos = tu_mat_pos(c->order, c->offB, c->ldb, i, j);
            tu_scalar got = b_of(c, d->B.back, i, j);
            tu_scalar want = tu_ref_at(c->p, ref, pos);
            double err;
            if (!c->solve) {
                double g = 0;
                for (size_t k = 0; k < ka; k++)
                    g += left ? tu_abs1(op_a(c, d, i, k)) * tu_abs1(b_of(c, d->B.init, k, j))
                              : tu_abs1(b_of(c, d->B.init, i, k)) * tu_abs1(op_a(c, d, k, j));
                err = tu_scaled_err(got, want, eps, alpha1 * g);
            } else {
                /* forward: over the right-hand side's largest element */
                double big = 0, g = 0;
                tu_scalar r = tu_mul(c->alpha, b_of(c, d->B.init, i, j));
                g = tu_abs1(r);
                r = tu_scalar_make(-r.re, -r.im);
                for (size_t k = 0; k < ka; k++) {
                    size_t ri = left ? k : i, rj = left ? j : k;
                    size_t rp = parts * tu_mat_pos(c->order, c->offB, c->ldb, ri, rj);
                    big = fmax(big, fabs(ref[rp]) + (parts == 2 ? fabs(ref[rp + 1]) : 0));
                    tu_scalar a = left ? op_a(c, d, i, k) : op_a(c, d, k, j);
                    tu_scalar x = b_of(c, d->B.back, left ? k : i, left ? j : k);
                    tu_scalar ax = left ? tu_mul(a, x) : tu_mul(x, a);
                    r = tu_scalar_make(r.re + ax.re, r.im + ax.im);
                    g += tu_abs1(a) * tu_abs1(x);
                }
                double fwd = tu_scaled_err(got, want, eps, (double)ka * big);
                double res = g > 0 ? tu_abs1(r) / (eps * (double)ka * g)
                             : tu_abs1(r) == 0 ? 0 : INFINITY;
                err = fmax(fwd, res);
            }
            tu_maxerr_note(&me, err, i, j, pos);
        }
    int ok = tu_maxerr_check(&me, "B", desc);
    tu_promote_free(ref);
    return ok;
}

static const tu_case_kind case_kind = {
    .data_size = sizeof(tx_data), .n = 2,
    .at = {offsetof(tx_data, A), offsetof(tx_data, B)},
    .names = {"A", "B"}, .describe = describe, .make = data_make, .call = call,
    .verify = verify_values};

static int run(tx_case *c, const char *nb)
{
    c->nb = nb;
    return tu_run_case(&dev, &case_kind, c, c->want_event);
}

/* ---- the sweep ---- */

static const size_t shapes[][2] = {
    {1, 1},   {2, 3},   {7, 5},    {16, 9},  {17, 33}, {33, 17}, {65, 4},  {4, 65},
    {100, 30}, {30, 100}, {130, 20}, {20, 130}, {9, 1},  {1, 12},  {64, 64}, {131, 7},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])

static tu_scalar alpha_value(int k, tu_prec p)
{
    tu_scalar v[] = {{1, 0}, {-1.375, tu_is_complex(p) ? 0.625 : 0}, {0, 0}};
    return v[k];
}

enum { AX_LDA, AX_LDB, AX_OFFA, AX_OFFB, AX_ALPHA, AX_EVENT, NAXES };
static const int axis_len[NAXES] = {3, 3, 2, 2, 3, 2};

static void sweep(tu_prec p, int solve, unsigned *serial)
{
    const int full = tu_full_level();
    for (int combo = 0; combo < 48; combo++) {
        const int o = combo & 1, s = combo >> 1 & 1, u = combo >> 2 & 1, g = combo >> 3 & 1,
                  t = combo >> 4; /* t: 0 .. 2 */
        uint64_t h = tu_hash(tu_hash(p, (uint64_t)solve), (uint64_t)combo);
        unsigned count = full ? 4 : 1;
        for (unsigned k = 0; k < count; k++, (*serial)++) {
            const size_t *sh = shapes[(*serial * 7) % NSHAPES];
            int ax[NAXES];
            for (int a = 0; a < NAXES; a++)
                ax[a] = tu_cycle_pick(tu_hash(h, (uint64_t)a), axis_len[a], *serial);
            tx_case c = {p, solve, o ? clblasRowMajor : clblasColumnMajor,
                         s ? clblasRight : clblasLeft, u ? clblasLower : clblasUpper,
                         (clblasTranspose)t, g ? clblasNonUnit : clblasUnit, sh[0], sh[1],
                         0, 0, ax[AX_OFFA] ? 3 : 0, ax[AX_OFFB] ? 5 : 0,
                         alpha_value(ax[AX_ALPHA], p), ax[AX_EVENT], tu_hash(h, k), NULL};
            size_t ka = order_of_a(&c), rows = o ? c.N : c.M;
            c.lda = tu_ld_value(ax[AX_LDA], ka ? ka : 1);
            c.ldb = tu_ld_value(ax[AX_LDB], rows ? rows : 1);
            run(&c, "db");
            tu_set_params("trxm.NB=8,trxm.FWG=32,trxm.CW=3,trxm.FEW=0");
            run(&c, "8, recursive");
            /* few right-hand sides: blocks of 8 (a TRMM sum split in
             * groups of blocks), or of 40 (S staged 16 columns a step,
             * the last step short) */
            if (*serial % 2) {
                tu_set_params("trxm.FNB=8,trxm.FWG=32,trxm.CW=3");
                run(&c, "few, FNB 8, FWG 32, CW 3");
            } else {
                tu_set_params("trxm.FNB=40,trxm.FWG=32,trxm.CW=3");
                run(&c, "few, FNB 40, FWG 32, CW 3");
            }
            tu_set_params(NULL);
        }
    }
}

/* M or N = 0: B untouched, the event still comes back */
static void empty(tu_prec p, int solve)
{
    tx_case c = {p, solve, clblasColumnMajor, clblasLeft, clblasLower, clblasNoTrans,
                 clblasNonUnit, 0, 5, 1, 1, 0, 0, {1, 0}, 1, 7, NULL};
    run(&c, "db");
    c.M = 5, c.N = 0, c.lda = 5, c.ldb = 5;
    run(&c, "db");
}

static void precision(tu_prec p, unsigned *serial)
{
    for (int solve = 0; solve < 2; solve++) {
        sweep(p, solve, serial);
        empty(p, solve);
    }
}

int main(void) { return tu_main_precs("test_trxm", &dev, precision); }
