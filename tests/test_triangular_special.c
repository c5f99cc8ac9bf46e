/*
 * test_triangular_special.c - Inf, NaN and zero divisors through the
 * triangular Level 2 routines (S/D/C/Z trmv, tpmv, tbmv, trsv, tpsv, tbsv)
 * and GEMV, on every path, against CBLAS.
 *
 * Each case is an ordinary case of the sweep (common/tricase.h; NaN in all
 * that the call must not read) with one kind of special input placed at
 * the first, a middle or the last variable: a zero on the diagonal (and
 * that variable's right-hand side zero too: 0 / 0), an infinite or NaN
 * element of A (off the diagonal, or on it where A has no other), an
 * infinite or NaN element of x, and a singular band (two neighbouring
 * zeros on the diagonal). The result must have every element's class
 * (finite, +Inf, -Inf, NaN; for complex, finite or not: see compare) as
 * OpenBLAS's CBLAS gives it on the same data in double precision, and
 * every element finite in both within 16 eps (N + 1) (1 + max |finite
 * reference|) of it.
 *
 * The paths: the solves block by block (blocks of 7, updates in one pass
 * and split), and in one launch (SYNC=1; SYNC=2 with LOOK 3 and 1; SYNC=3,
 * also with the solver making most z itself); the products automatic, one
 * pass and split. Paths and the special's place rotate over
 * the cases so that each meets every routine, storage, precision, order,
 * uplo, trans, diag and kind. Also: clBLAS's own sample example_stbsv
 * (NaN NaN NaN NaN Inf), on every solve path.
 *
 * `--db trmv|trsv`: every case of the products (solves) with the
 * parameters as given (the parameter-database tests run this under each
 * entry, tests/CMakeLists.txt).
 */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gemvcase.h"
#include "tricase.h"
#include "tucblas.h"

static tu_device dev;

/* The paths, as test_triangular runs them (so that a run of the suite
 * compiles each program once): on a device whose entry picks SYNC=1, ""
 * is the one-launch sweep and NB=7 the block-by-block solve (the sweep
 * takes no blocks of 7). SYNC=3 (full storage; packed and band take
 * SYNC=2) runs in S and C, as there. */
static const char *const solve_paths[] = {
    "", "trsv.NB=7", "trsv.NB=7,trsv.P=3", "trsv.SYNC=1,trsv.NB=32", "trsv.SYNC=2,trsv.NB=32",
    "trsv.SYNC=2,trsv.NB=64,trsv.LOOK=1", "trsv.SYNC=3,trsv.NB=32,trsv.PF=3",
    "trsv.SYNC=3,trsv.NB=32,trsv.LOOK=2,trsv.ZSPIN=1,trsv.BATCH.S=3,trsv.AHEAD.S=4,"
    "trsv.BATCH.C=1"};
static const char *const product_paths[] = {"", "trmv.P=1", "trmv.P=3,trmv.FUSE=1"};
static const char *const gemv_paths[] = {"", "gemv.P=1", "gemv.P=3"};
#define NSOLVE (int)(sizeof solve_paths / sizeof *solve_paths)
#define NPRODUCT 3

enum kind { ZERO_DIAG, ZERO_OVER_ZERO, INF_A, NAN_A, INF_X, NAN_X, SINGULAR, NKINDS };
static const char *const kind_name[NKINDS] = {
    "zero on the diagonal", "zero on the diagonal and in b", "Inf in A", "NaN in A",
    "Inf in x", "NaN in x", "two zeros on the diagonal"};

/* ---- classes ---- */

static int class_of(double v) { return isnan(v) ? 3 : isinf(v) ? (v > 0 ? 1 : 2) : 0; }
static const char *class_name(int cplx, tu_scalar v)
{
    static const char *const n[] = {"finite", "+Inf", "-Inf", "NaN"};
    if (cplx)
        return isfinite(v.re) && isfinite(v.im) ? n[0] : "not finite";
    return n[class_of(v.re)];
}

/* Compares n elements of got (an image of prec p) at positions pos(i) with
 * ref (doubles, interleaved re, im for complex). Real: each element's
 * class (finite, +Inf, -Inf, NaN) as the reference's. Complex: finite or
 * not, per element, as the reference (which of Inf and NaN an infinite
 * part becomes differs between correct implementations: OpenBLAS's blocked
 * ztrmv multiplies by alpha = (1, 0) beyond its first 64 columns, and
 * (1, 0) * (inf, 1) is (inf, NaN)). Finite values within
 * 16 eps (n + 1) (1 + max |finite reference|). Returns 1 if right. */
static int compare(tu_prec p, size_t n, const void *got, const double *ref, size_t off, int inc,
                   const char *desc)
{
    const int cplx = tu_is_complex(p);
    double big = 0;
    for (size_t i = 0; i < n; i++) {
        const size_t q = tu_vec_pos(n, off, inc, i);
        for (int h = 0; h <= cplx; h++)
            if (isfinite(ref[(1 + cplx) * q + h]) && fabs(ref[(1 + cplx) * q + h]) > big)
                big = fabs(ref[(1 + cplx) * q + h]);
    }
    const double tol = 16 * tu_eps(p) * (double)(n + 1) * (1 + big);
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++) {
        const size_t q = tu_vec_pos(n, off, inc, i);
        const tu_scalar g = tu_get(p, got, q);
        const tu_scalar r = tu_scalar_make(ref[(1 + cplx) * q], cplx ? ref[2 * q + 1] : 0);
        const int gf = isfinite(g.re) && isfinite(g.im), rf = isfinite(r.re) && isfinite(r.im);
        int ok = gf == rf && (!gf || (fabs(g.re - r.re) <= tol && fabs(g.im - r.im) <= tol));
        if (!cplx && !gf)
            ok = ok && class_of(g.re) == class_of(r.re);
        if (!ok && wrong++ < 3) {
            char gs[64], rs[64];
            tu_scalar_str(p, g, gs, sizeof gs);
            tu_scalar_str(p, r, rs, sizeof rs);
            tu_detail("  element %zu: got %s (%s), CBLAS %s (%s)", i, gs, class_name(cplx, g), rs,
                      class_name(cplx, r));
        }
    }
    return tu_check(wrong == 0, "%s: %zu elements differ from CBLAS", desc, wrong);
}

/* ---- the triangular routines ---- */

/* Element (r, c) of A (caller's terms) that couples to variable k, off
 * the diagonal; 0 where A stores none there. */
static int off_diagonal(const tc_case *c, size_t k, size_t *r, size_t *col)
{
    if (tc_width(c) == 0 || c->N < 2)
        return 0;
    if (c->uplo == clblasUpper) {
        *r = k ? k - 1 : 0;
        *col = k ? k : 1;
    } else {
        *r = k + 1 < c->N ? k + 1 : c->N - 1;
        *col = k + 1 < c->N ? k : c->N - 2;
    }
    return 1;
}

/* Puts the special input of kind at variable k into d's host images;
 * 0 where the case cannot hold it (a unit diagonal is never read). */
static int place(const tc_case *c, tc_data *d, int kind, size_t k)
{
    const tu_scalar zero = tu_scalar_make(0, 0);
    const tu_scalar inf = tu_scalar_make(INFINITY, tu_is_complex(c->prec) ? -1 : 0);
    const tu_scalar nan = tu_scalar_make(NAN, 0);
    const size_t xk = tu_vec_pos(c->N, c->offx, c->incx, k);
    size_t r, col;
    switch (kind) {
    case ZERO_DIAG:
    case ZERO_OVER_ZERO:
    case SINGULAR:
        if (c->diag == clblasUnit)
            return 0;
        tu_set(c->prec, d->A.init, tc_pos(c, k, k), zero);
        if (kind == ZERO_OVER_ZERO)
            tu_set(c->prec, d->x.init, xk, zero);
        if (kind == SINGULAR && c->N > 1) {
            const size_t k2 = k + 1 < c->N ? k + 1 : k - 1;
            tu_set(c->prec, d->A.init, tc_pos(c, k2, k2), zero);
        }
        return 1;
    case INF_A:
    case NAN_A:
        if (!off_diagonal(c, k, &r, &col)) {
            if (c->diag == clblasUnit)
                return 0;
            r = col = k;
        }
        tu_set(c->prec, d->A.init, tc_pos(c, r, col), kind == INF_A ? inf : nan);
        return 1;
    default:
        tu_set(c->prec, d->x.init, xk, kind == INF_X ? inf : nan);
        return 1;
    }
}

static long cases_run;

static void run_tri(tc_case *c, int kind, size_t k, const char *path)
{
    char desc[600];
    tc_describe(c, desc, sizeof desc);
    snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " [%s at %zu; %s]",
             kind_name[kind], k, path && *path ? path : "auto");
    tc_data d;
    if (!tu_check(tc_data_make(c, &d) == 0, "%s: no memory", desc))
        return;
    if (place(c, &d, kind, k)) {
        cases_run++;
        tu_set_params(path);
        double *ref = tc_reference_x(c, &d);
        cl_int err = tc_data_upload(&d, dev.env.context);
        tc_args a = tc_args_of(c, &d, &dev.env.queue);
        clblasStatus st = err == CL_SUCCESS ? tc_call(&a, NULL) : clblasOutOfResources;
        if (tu_check(ref && st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st)) &&
            tu_check(tc_data_download(&d, dev.env.queue) == CL_SUCCESS, "%s: read back", desc))
            compare(c->prec, c->N, d.x.back, ref, c->offx, c->incx, desc);
        tu_promote_free(ref);
    }
    tc_data_free(&d);
}

static tc_case tri_case(int solve, tc_storage st, tu_prec p, int combo, size_t N, size_t K)
{
    static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    tc_case c;
    memset(&c, 0, sizeof c);
    c.solve = solve;
    c.storage = st;
    c.prec = p;
    c.order = combo % 2 ? clblasRowMajor : clblasColumnMajor;
    c.uplo = combo / 2 % 2 ? clblasLower : clblasUpper;
    c.trans = transes[combo / 4 % 3];
    c.diag = combo / 12 ? clblasUnit : clblasNonUnit;
    c.N = N;
    c.K = st == TC_BAND ? K : 0;
    c.lda = st == TC_PACKED ? 0 : tc_min_lda(&c) + 1;
    c.offa = 2;
    c.offx = 1;
    c.incx = combo % 3 == 1 ? -2 : 1;
    c.seed = tu_hash((uint64_t)combo, (uint64_t)(((solve * 3 + (int)st) * 4 + (int)p) * 64 + N));
    return c;
}

/* Every routine, storage, precision and combination (order, uplo, trans,
 * diag) with every kind; the path (or every path given) and the special's
 * place rotate. only: 0 products, 1 solves, -1 both. */
static void test_triangular(int only, const char *const *paths_given)
{
    double t0 = tu_now();
    long before = cases_run;
    for (int solve = 0; solve < 2; solve++) {
        if (only >= 0 && solve != only)
            continue;
        const char *const *paths = paths_given ? paths_given : solve ? solve_paths : product_paths;
        const int npaths = paths_given ? 1 : solve ? NSOLVE : NPRODUCT;
        for (int st = 0; st < 3; st++)
            for (int pi = 0; pi < TU_NPREC; pi++) {
                if (tu_is_double((tu_prec)pi) && !dev.fp64)
                    continue;
                for (int combo = 0; combo < 24; combo++)
                    for (int kind = 0; kind < NKINDS; kind++) {
                        const int turn = combo + kind * 5 + pi * 3 + st;
                        /* N = 70: blocks of 7, 32 and 64 all leave a ragged
                         * last one; band K = 9, and 0 in a sixth */
                        tc_case c = tri_case(solve, (tc_storage)st, (tu_prec)pi, combo, 70,
                                             turn % 6 == 5 ? 0 : 9);
                        const size_t k = turn % 3 == 0 ? 0 : turn % 3 == 1 ? 35 : 69;
                        const char *path = paths[turn % npaths];
                        if (path && strstr(path, "SYNC=3") && pi != TU_S && pi != TU_C)
                            path = paths[2 + turn % 4]; /* D, Z: SYNC=0, 1 or 2 instead */
                        run_tri(&c, kind, k, path);
                    }
                /* progress, so that a stopped run shows where */
                printf("  %s: done at %.1f s\n", tc_name(solve, (tc_storage)st, (tu_prec)pi),
                       tu_now() - t0);
            }
    }
    printf("triangular: %ld cases, %.1f s\n", cases_run - before, tu_now() - t0);
}

/* clBLAS's sample example_stbsv: row-major, lower, transposed, N = 5,
 * K = 2, the last two diagonal elements zero; reference BLAS gives
 * NaN, NaN, NaN, NaN, +Inf. On every solve path. */
static void test_stbsv_sample(void)
{
    static const cl_float A[15] = {11, 12, 13, 22, 23, 24, 33, 34, 35, 44, 45, 0, 55, 0, 0};
    static const cl_float X[5] = {11, 21, 31, 41, 51};
    for (int v = 0; v < NSOLVE; v++) {
        tu_set_params(solve_paths[v]);
        cl_float x[5];
        memcpy(x, X, sizeof x);
        cl_mem a = tu_upload(dev.env.context, A, sizeof A);
        cl_mem b = tu_upload(dev.env.context, x, sizeof x);
        clblasStatus st = a && b ? clblasStbsv(clblasRowMajor, clblasLower, clblasTrans,
                                               clblasNonUnit, 5, 2, a, 0, 3, b, 0, 1, 1,
                                               &dev.env.queue, 0, NULL, NULL)
                                 : clblasOutOfResources;
        cl_int err = st == clblasSuccess ? clEnqueueReadBuffer(dev.env.queue, b, CL_TRUE, 0,
                                                               sizeof x, x, 0, NULL, NULL)
                                         : CL_INVALID_VALUE;
        int ok = err == CL_SUCCESS && isinf(x[4]) && x[4] > 0;
        for (int i = 0; i < 4; i++)
            ok = ok && isnan(x[i]);
        tu_check(ok, "example_stbsv [%s]: got %g %g %g %g %g (status %s), want NaN x4, +Inf",
                 solve_paths[v], x[0], x[1], x[2], x[3], x[4], tu_status_name(st));
        if (a)
            clReleaseMemObject(a);
        if (b)
            clReleaseMemObject(b);
    }
    tu_set_params(NULL);
}

/* ---- GEMV ---- */

static void run_gemv(const gc_case *c, int kind, size_t k, const char *path)
{
    char desc[600];
    gc_describe(c, desc, sizeof desc);
    snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " [%s at %zu; %s]",
             kind < NKINDS ? kind_name[kind] : "Inf in y", k, *path ? path : "auto");
    gc_data d;
    if (!tu_check(gc_data_make(c, &d) == 0, "%s: no memory", desc))
        return;
    const int cm = c->order == clblasColumnMajor;
    const size_t rows = c->trans == clblasNoTrans ? c->M : c->N; /* of op(A) */
    const size_t r = k % c->M, col = (k * 7) % c->N;
    const tu_scalar v = tu_scalar_make(kind == NAN_A || kind == NAN_X ? NAN : -INFINITY, 0);
    if (kind == INF_A || kind == NAN_A)
        tu_set(c->prec, d.A.init, tu_mat_pos(c->order, c->offA, c->lda, r, col), v);
    else if (kind == INF_X || kind == NAN_X)
        tu_set(c->prec, d.x.init, tu_vec_pos(gc_len_x(c), c->offx, c->incx, k % gc_len_x(c)), v);
    else
        tu_set(c->prec, d.y.init, tu_vec_pos(rows, c->offy, c->incy, k % rows), v);
    double *A = tu_promote(&d.A, 1, 0), *x = tu_promote(&d.x, 1, 0), *y = tu_promote(&d.y, 1, 0);
    if (A && x && y) {
        cases_run++;
        const size_t parts = tu_is_complex(c->prec) ? 2 : 1;
        const enum CBLAS_ORDER o = cm ? CblasColMajor : CblasRowMajor;
        const enum CBLAS_TRANSPOSE t = tu_cb_trans(c->trans);
        double *Ao = A + parts * c->offA, *xo = x + parts * c->offx, *yo = y + parts * c->offy;
        if (parts == 1) {
            cblas_dgemv(o, t, (int)c->M, (int)c->N, c->alpha.re, Ao, (int)c->lda, xo, c->incx,
                        c->beta.re, yo, c->incy);
        } else {
            const double al[2] = {c->alpha.re, c->alpha.im}, be[2] = {c->beta.re, c->beta.im};
            cblas_zgemv(o, t, (int)c->M, (int)c->N, al, Ao, (int)c->lda, xo, c->incx, be, yo,
                        c->incy);
        }
        tu_set_params(path);
        cl_int err = gc_data_upload(&d, dev.env.context);
        clblasStatus st =
            err == CL_SUCCESS
                ? gc_call(c->prec, c->order, c->trans, c->M, c->N, c->alpha, d.A.mem, c->offA,
                          c->lda, d.x.mem, c->offx, c->incx, c->beta, d.y.mem, c->offy, c->incy,
                          1, &dev.env.queue, 0, NULL, NULL)
                : clblasOutOfResources;
        if (tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st)) &&
            tu_check(gc_data_download(&d, dev.env.queue) == CL_SUCCESS, "%s: read back", desc))
            compare(c->prec, rows, d.y.back, y, c->offy, c->incy, desc);
    }
    tu_promote_free(A);
    tu_promote_free(x);
    tu_promote_free(y);
    gc_data_free(&d);
}

/* Inf and NaN in A and x, and Inf in y (beta general), every precision,
 * order and trans; paths and the special's place rotate. */
static void test_gemv(const char *const *paths_given)
{
    static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    static const int kinds[] = {INF_A, NAN_A, INF_X, NAN_X, NKINDS /* Inf in y */};
    double t0 = tu_now();
    long before = cases_run;
    for (int pi = 0; pi < TU_NPREC; pi++) {
        if (tu_is_double((tu_prec)pi) && !dev.fp64)
            continue;
        for (int combo = 0; combo < 6; combo++)
            for (int ki = 0; ki < 5; ki++) {
                const int turn = combo + ki + pi;
                gc_case c;
                memset(&c, 0, sizeof c);
                c.prec = (tu_prec)pi;
                c.order = combo % 2 ? clblasRowMajor : clblasColumnMajor;
                c.trans = transes[combo / 2];
                c.M = 45;
                c.N = 70;
                c.lda = gc_stored_rows(&c) + 3;
                c.offA = 1;
                c.incx = turn % 2 ? -1 : 1;
                c.incy = 1;
                c.alpha = tu_scalar_make(1.5, tu_is_complex(c.prec) ? 0.5 : 0);
                c.beta = tu_scalar_make(kinds[ki] == NKINDS || turn % 2 ? -0.75 : 0, 0);
                c.seed = tu_hash((uint64_t)pi, (uint64_t)(combo * 8 + ki));
                run_gemv(&c, kinds[ki], (size_t)(turn % 3) * 22,
                         paths_given ? paths_given[0] : gemv_paths[turn % 3]);
            }
    }
    tu_set_params(NULL);
    printf("gemv: %ld cases, %.1f s\n", cases_run - before, tu_now() - t0);
}

int main(int argc, char **argv)
{
    const int db = argc == 3 && strcmp(argv[1], "--db") == 0;
    if (argc > 1 && !db) {
        fprintf(stderr, "usage: %s [--db trmv|trsv]\n", argv[0]);
        return 2;
    }
    if (tu_open(&dev) != 0)
        return 1;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    if (db) {
        static const char *const as_given[] = {NULL};
        test_triangular(strcmp(argv[2], "trsv") == 0, as_given);
    } else {
        test_stbsv_sample();
        test_triangular(-1, NULL);
        test_gemv(NULL);
    }
    tu_set_params(NULL);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_triangular_special");
}
