/*
 * test_ger.c - the rank-1 and rank-2 updates against CBLAS: ?ger, ?geru,
 * ?gerc, ?syr, ?her, ?syr2, ?her2 and the packed ?spr, ?hpr, ?spr2, ?hpr2.
 *
 * The sweep: routine x precision x order (x uplo), each combination at two
 * of the shapes below in turn (all with CLMATH_TEST_LEVEL=full), with the
 * increments (1, 2, -1, -3), offsets, leading dimension and alpha (0, 1,
 * general) cycled. Every case: the stored part of A against CBLAS on the
 * data promoted to double, with the scaled error of TESTING.md (gauge
 * |alpha| (|x_i| |y_j| + |y_i| |x_j|) + |a_ij|); the triangle not stored
 * (NaN there), the rows past M within lda and every guard bit-identical;
 * x and y unchanged; HER, HER2, HPR, HPR2 leave a real diagonal. alpha = 0
 * and M or N = 0 are quick returns (A untouched; alpha = 0 with NaN in x
 * and y). Real types run the sweep at each vector width (ger.VW 4, 1, 2).
 * Dedicated: a zero in y skips its column, so an Inf in x stays out
 * of it (reference BLAS).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#include "testutil.h"
#include "tucblas.h"

static tu_device dev;

typedef enum { K_GER, K_GERC, K_SYR, K_SYR2 } kind;
typedef struct routine {
    const char *name;
    kind k;
    int herm, packed, cplx; /* cplx: the routine exists for C and Z only (else S and D) */
} routine;
static const routine routines[] = {
    {"ger", K_GER, 0, 0, 0},  {"geru", K_GER, 0, 0, 1},   {"gerc", K_GERC, 0, 0, 1},
    {"syr", K_SYR, 0, 0, 0},  {"her", K_SYR, 1, 0, 1},    {"syr2", K_SYR2, 0, 0, 0},
    {"her2", K_SYR2, 1, 0, 1}, {"spr", K_SYR, 0, 1, 0},   {"hpr", K_SYR, 1, 1, 1},
    {"spr2", K_SYR2, 0, 1, 0}, {"hpr2", K_SYR2, 1, 1, 1},
};

typedef struct gr_case {
    tu_prec p;
    const routine *r;
    clblasOrder order;
    clblasUplo uplo;
    size_t M, N, lda, offx, offy, offA;
    int incx, incy;
    tu_scalar alpha; /* HER, HPR: real */
    int want_event, nan_xy;
    uint64_t seed;
} gr_case;

static int tri(const gr_case *c) { return c->r->k == K_SYR || c->r->k == K_SYR2; }
static int has_y(const gr_case *c) { return c->r->k != K_SYR; }
static int two(const gr_case *c) { return c->r->k == K_SYR2; }
static size_t rows(const gr_case *c) { return tri(c) ? c->N : c->M; }

static void describe(const void *cv, char *buf, size_t cap)
{
    const gr_case *c = cv;
    char a[64];
    tu_scalar_str(c->p, c->alpha, a, sizeof a);
    snprintf(buf, cap,
             "%c%s %s%s M=%zu N=%zu lda=%zu incx=%d incy=%d offx=%zu offy=%zu offA=%zu alpha=%s "
             "event=%d%s",
             tu_prec_letter(c->p), c->r->name, c->order == clblasColumnMajor ? "col" : "row",
             tri(c) ? (c->uplo == clblasUpper ? " U" : " L") : "", rows(c), c->N, c->lda,
             c->incx, c->incy, c->offx, c->offy, c->offA, a, c->want_event,
             c->nan_xy ? " NaN-xy" : "");
}

/* Where element (i, j) of A is stored, or -1 where it is not. */
static long pos_of(const gr_case *c, size_t i, size_t j)
{
    if (tri(c) && (c->uplo == clblasUpper ? i > j : i < j))
        return -1;
    if (!c->r->packed)
        return (long)tu_mat_pos(c->order, c->offA, c->lda, i, j);
    /* packed: column-major upper (row-major lower) stores column j's rows
     * 0..j after the columns before it; the other way round, rows j..n-1 */
    const size_t n = c->N;
    int colwise_upper = (c->uplo == clblasUpper) == (c->order == clblasColumnMajor);
    size_t a = c->order == clblasColumnMajor ? i : j, b = c->order == clblasColumnMajor ? j : i;
    return (long)(c->offA + (colwise_upper ? b * (b + 1) / 2 + a : b * (2 * n - b - 1) / 2 + a));
}

static clblasStatus call(const void *args, cl_command_queue q, const cl_mem *m, cl_event *ev)
{
    const gr_case *c = args;
    const cl_mem x = m[0], y = m[1], A = m[2];
    const float af = (float)c->alpha.re;
    FloatComplex ac = {{af, (float)c->alpha.im}};
    DoubleComplex az = {{c->alpha.re, c->alpha.im}};
    const double ad = c->alpha.re;
    const clblasOrder o = c->order;
    const clblasUplo u = c->uplo;
    const size_t M = c->M, N = c->N, lda = c->lda;
    const size_t ox = c->offx, oy = c->offy, oa = c->offA;
    const int ix = c->incx, iy = c->incy;
#define Q 1, &q, 0, NULL, ev
    const int cp = c->p >= TU_C, dp = c->p == TU_D || c->p == TU_Z;
    const char *n = c->r->name;
    if (!strcmp(n, "ger"))
        return dp ? clblasDger(o, M, N, ad, x, ox, ix, y, oy, iy, A, oa, lda, Q)
                  : clblasSger(o, M, N, af, x, ox, ix, y, oy, iy, A, oa, lda, Q);
    if (!strcmp(n, "geru"))
        return dp ? clblasZgeru(o, M, N, az, x, ox, ix, y, oy, iy, A, oa, lda, Q)
                  : clblasCgeru(o, M, N, ac, x, ox, ix, y, oy, iy, A, oa, lda, Q);
    if (!strcmp(n, "gerc"))
        return dp ? clblasZgerc(o, M, N, az, x, ox, ix, y, oy, iy, A, oa, lda, Q)
                  : clblasCgerc(o, M, N, ac, x, ox, ix, y, oy, iy, A, oa, lda, Q);
    if (!strcmp(n, "syr"))
        return dp ? clblasDsyr(o, u, N, ad, x, ox, ix, A, oa, lda, Q)
                  : clblasSsyr(o, u, N, af, x, ox, ix, A, oa, lda, Q);
    if (!strcmp(n, "her"))
        return dp ? clblasZher(o, u, N, ad, x, ox, ix, A, oa, lda, Q)
                  : clblasCher(o, u, N, af, x, ox, ix, A, oa, lda, Q);
    if (!strcmp(n, "syr2"))
        return dp ? clblasDsyr2(o, u, N, ad, x, ox, ix, y, oy, iy, A, oa, lda, Q)
                  : clblasSsyr2(o, u, N, af, x, ox, ix, y, oy, iy, A, oa, lda, Q);
    if (!strcmp(n, "her2"))
        return dp ? clblasZher2(o, u, N, az, x, ox, ix, y, oy, iy, A, oa, lda, Q)
                  : clblasCher2(o, u, N, ac, x, ox, ix, y, oy, iy, A, oa, lda, Q);
    if (!strcmp(n, "spr"))
        return dp ? clblasDspr(o, u, N, ad, x, ox, ix, A, oa, Q)
                  : clblasSspr(o, u, N, af, x, ox, ix, A, oa, Q);
    if (!strcmp(n, "hpr"))
        return dp ? clblasZhpr(o, u, N, ad, x, ox, ix, A, oa, Q)
                  : clblasChpr(o, u, N, af, x, ox, ix, A, oa, Q);
    if (!strcmp(n, "spr2"))
        return dp ? clblasDspr2(o, u, N, ad, x, ox, ix, y, oy, iy, A, oa, Q)
                  : clblasSspr2(o, u, N, af, x, ox, ix, y, oy, iy, A, oa, Q);
    (void)cp;
    return dp ? clblasZhpr2(o, u, N, az, x, ox, ix, y, oy, iy, A, oa, Q)
              : clblasChpr2(o, u, N, ac, x, ox, ix, y, oy, iy, A, oa, Q);
#undef Q
}

typedef struct gr_data {
    tu_operand x, y, A;
} gr_data;

static int data_make(const void *cv, void *dv)
{
    const gr_case *c = cv;
    gr_data *d = dv;
    memset(d, 0, sizeof *d);
    const size_t m = rows(c), n = c->N;
    size_t totA = c->r->packed ? c->offA + n * (n + 1) / 2 + TU_GUARD
                               : tu_mat_extent(c->order, m, n, c->offA, c->lda) + TU_GUARD;
    if (tu_operand_init(&d->x, c->p, tu_vec_extent(m, c->offx, c->incx) + TU_GUARD,
                        TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->y, c->p, has_y(c) ? tu_vec_extent(n, c->offy, c->incy) + TU_GUARD : 1,
                        TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->A, c->p, totA, TU_CANARY_NAN) != 0)
        return -1;
    tu_operand_mark_vec(&d->x, m, c->offx, c->incx);
    if (has_y(c))
        tu_operand_mark_vec(&d->y, n, c->offy, c->incy);
    for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i < m; i++) {
            long p = pos_of(c, i, j);
            if (p >= 0)
                d->A.logical[p] = 1;
        }
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->x, &r, c->nan_xy);
    tu_operand_fill(&d->y, &r, c->nan_xy);
    tu_operand_fill(&d->A, &r, 0);
    return 0;
}

/* A's image after the call, as CBLAS computes it in double */
static double *reference_a(const gr_case *c, const gr_data *d)
{
    double *xd = tu_promote(&d->x, 1, 0), *yd = tu_promote(&d->y, 1, 0);
    double *Ad = tu_promote(&d->A, 0, 0);
    if (!xd || !yd || !Ad) {
        tu_promote_free(xd);
        tu_promote_free(yd);
        tu_promote_free(Ad);
        return NULL;
    }
    const size_t parts = tu_is_complex(c->p) ? 2 : 1;
    enum CBLAS_ORDER o = tu_cb_order(c->order);
    enum CBLAS_UPLO u = tu_cb_uplo(c->uplo);
    const int m = (int)rows(c), n = (int)c->N, lda = (int)c->lda;
    /* CBLAS takes a negative increment's vector from its first stored
     * element, as clBLAS does: the offset points there */
    double *x = xd + parts * c->offx, *y = yd + parts * c->offy, *A = Ad + parts * c->offA;
    double al[2] = {c->alpha.re, c->alpha.im};
    const char *r = c->r->name;
    if (parts == 1) {
        if (!strcmp(r, "ger"))
            cblas_dger(o, m, n, al[0], x, c->incx, y, c->incy, A, lda);
        else if (!strcmp(r, "syr"))
            cblas_dsyr(o, u, n, al[0], x, c->incx, A, lda);
        else if (!strcmp(r, "syr2"))
            cblas_dsyr2(o, u, n, al[0], x, c->incx, y, c->incy, A, lda);
        else if (!strcmp(r, "spr"))
            cblas_dspr(o, u, n, al[0], x, c->incx, A);
        else
            cblas_dspr2(o, u, n, al[0], x, c->incx, y, c->incy, A);
    } else {
        if (!strcmp(r, "geru"))
            cblas_zgeru(o, m, n, al, x, c->incx, y, c->incy, A, lda);
        else if (!strcmp(r, "gerc"))
            cblas_zgerc(o, m, n, al, x, c->incx, y, c->incy, A, lda);
        else if (!strcmp(r, "her"))
            cblas_zher(o, u, n, al[0], x, c->incx, A, lda);
        else if (!strcmp(r, "her2"))
            cblas_zher2(o, u, n, al, x, c->incx, y, c->incy, A, lda);
        else if (!strcmp(r, "hpr"))
            cblas_zhpr(o, u, n, al[0], x, c->incx, A);
        else
            cblas_zhpr2(o, u, n, al, x, c->incx, y, c->incy, A);
    }
    tu_promote_free(xd);
    tu_promote_free(yd);
    return Ad;
}

static double vabs(const gr_case *c, const tu_operand *v, size_t len, size_t off, int inc,
                   size_t i)
{
    return tu_abs1(tu_get(c->p, v->init, tu_vec_pos(len, off, inc, i)));
}

/* |x_i| |y_j| (+ |y_i| |x_j| for the rank-2 updates) */
static double gauge_sum(const void *cv, const void *dv, size_t i, size_t j)
{
    const gr_case *c = cv;
    const gr_data *d = dv;
    const size_t m = rows(c), n = c->N;
    const tu_operand *Y = has_y(c) ? &d->y : &d->x;
    const size_t offy = has_y(c) ? c->offy : c->offx;
    const int incy = has_y(c) ? c->incy : c->incx;
    double g = vabs(c, &d->x, m, c->offx, c->incx, i) * vabs(c, Y, n, offy, incy, j);
    if (two(c))
        g += vabs(c, Y, n, offy, incy, i) * vabs(c, &d->x, m, c->offx, c->incx, j);
    return g;
}

static long gauge_at(const void *c, size_t i, size_t j) { return pos_of(c, i, j); }

/* A := alpha (x y^T ...) + A: a product with beta 1 */
static int verify_values(const void *cv, const void *dv, const char *desc)
{
    const gr_case *c = cv;
    const gr_data *d = dv;
    if (rows(c) == 0 || c->N == 0 || tu_scalar_is(c->alpha, 0))
        return tu_check_untouched(&d->A, "A", desc);
    const tu_product pr = {.p = c->p, .order = c->order, .m = rows(c), .n = c->N,
                           .alpha = c->alpha, .beta = tu_scalar_make(1, 0), .res = &d->A,
                           .ref = reference_a(c, d), .name = "A", .c = c, .d = d,
                           .sum = gauge_sum, .at = gauge_at, /* A's stored elements */
                           .real_diag = c->r->herm};
    return tu_check_product(&pr, desc);
}

static const tu_case_kind case_kind = {
    .data_size = sizeof(gr_data), .n = 3,
    .at = {offsetof(gr_data, x), offsetof(gr_data, y), offsetof(gr_data, A)},
    .names = {"x", "y", "A"}, .describe = describe, .make = data_make, .call = call,
    .verify = verify_values};

static int run(const gr_case *c) { return tu_run_case(&dev, &case_kind, c, c->want_event); }

/* ---- the sweep ---- */

static const size_t shapes[][2] = {
    {1, 1}, {3, 7}, {17, 5}, {64, 64}, {65, 130}, {130, 65}, {200, 33}, {33, 200},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])
static const int incs[] = {1, 2, -1, -3};

static tu_scalar alpha_value(int k, const gr_case *c)
{
    int cplx = tu_is_complex(c->p) && !(c->r->herm && c->r->k == K_SYR); /* HER, HPR: real */
    tu_scalar v[] = {{1, 0}, {-1.375, cplx ? 0.625 : 0}, {0, 0}};
    return v[k];
}

enum { AX_INCX, AX_INCY, AX_OFFX, AX_OFFY, AX_OFFA, AX_LDA, AX_ALPHA, AX_EVENT, NAXES };
static const int axis_len[NAXES] = {4, 4, 2, 2, 2, 2, 3, 2};

static void sweep(const routine *r, tu_prec p, unsigned *serial)
{
    const int full = tu_full_level();
    const int uplos = r->k == K_SYR || r->k == K_SYR2 ? 2 : 1;
    for (int o = 0; o < 2; o++)
        for (int u = 0; u < uplos; u++) {
            uint64_t h = tu_hash(tu_hash(tu_hash(p, (uint64_t)(r - routines)), (uint64_t)o),
                                 (uint64_t)u);
            unsigned count = full ? NSHAPES : 2;
            for (unsigned k = 0; k < count; k++, (*serial)++) {
                const size_t *s = shapes[(*serial * 3 + k) % NSHAPES];
                int ax[NAXES];
                for (int a = 0; a < NAXES; a++)
                    ax[a] = tu_cycle_pick(tu_hash(h, (uint64_t)a), axis_len[a], *serial);
                gr_case c = {p, r, o ? clblasRowMajor : clblasColumnMajor,
                             u ? clblasLower : clblasUpper, s[0], s[1], 0,
                             ax[AX_OFFX] ? 3 : 0, ax[AX_OFFY] ? 2 : 0, ax[AX_OFFA] ? 5 : 0,
                             incs[ax[AX_INCX]], incs[ax[AX_INCY]], {0, 0}, ax[AX_EVENT], 0,
                             tu_hash(h, k)};
                c.alpha = alpha_value(ax[AX_ALPHA], &c);
                c.nan_xy = tu_scalar_is(c.alpha, 0);
                size_t m = rows(&c), least = o ? c.N : m;
                c.lda = tu_ld_value(ax[AX_LDA] ? 2 : 0, least ? least : 1);
                run(&c);
            }
        }
}

/* GER: y_1 = 0 and x_2 = Inf: column 1 stays as it was (reference BLAS
 * skips a column whose coefficient is zero), A(2, 0) becomes infinite. */
static void skipped_column(tu_prec p, const routine *r)
{
    gr_case c = {p, r, clblasColumnMajor, clblasUpper, 4, 3, 4, 0, 0, 0, 1, 1, {0.5, 0}, 0, 0, 5};
    gr_data d;
    if (!tu_check(data_make(&c, &d) == 0, "%c%s skip: operands", tu_prec_letter(p), r->name)) {
        tu_case_free(&case_kind, &d);
        return;
    }
    tu_set(p, d.y.init, 1, tu_scalar_make(0, 0));
    tu_set(p, d.x.init, 2, tu_scalar_make(INFINITY, 0));
    int ok = tu_operand_upload(&d.x, dev.env.context, CL_MEM_READ_ONLY) == CL_SUCCESS &&
             tu_operand_upload(&d.y, dev.env.context, CL_MEM_READ_ONLY) == CL_SUCCESS &&
             tu_operand_upload(&d.A, dev.env.context, CL_MEM_READ_WRITE) == CL_SUCCESS &&
             call(&c, dev.env.queue, (const cl_mem[]){d.x.mem, d.y.mem, d.A.mem}, NULL) ==
                 clblasSuccess &&
             tu_operand_download(&d.A, dev.env.queue) == CL_SUCCESS;
    int same = 1;
    for (size_t i = 0; i < 4; i++)
        same &= tu_same_bits(p, d.A.init, d.A.back, tu_mat_pos(c.order, 0, 4, i, 1));
    tu_scalar v = tu_get(p, d.A.back, tu_mat_pos(c.order, 0, 4, 2, 0));
    tu_check(ok && same && isinf(v.re),
             "%c%s: y_1 = 0, x_2 = Inf: column 1 must stay as it was, A(2,0) infinite",
             tu_prec_letter(p), r->name);
    tu_case_free(&case_kind, &d);
}

static void precision(tu_prec p, unsigned *serial)
{
    for (size_t i = 0; i < sizeof routines / sizeof routines[0]; i++) {
        const routine *r = &routines[i];
        if (r->cplx != tu_is_complex(p))
            continue;
        sweep(r, p, serial);
        /* real types also with each other vector width (ger.VW) */
        for (int vw = 1; vw <= 2 && !tu_is_complex(p); vw++) {
            tu_set_params(vw == 1 ? "ger.VW=1" : "ger.VW=2");
            sweep(r, p, serial);
            tu_set_params(NULL);
        }
        if (r->k == K_GER)
            skipped_column(p, r);
    }
}

int main(void) { return tu_main_precs("test_ger", &dev, precision); }
