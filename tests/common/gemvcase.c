#include "gemvcase.h"
#include "tucblas.h"

#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS-complex.h>

clblasStatus gc_call(tu_prec p, clblasOrder order, clblasTranspose trans, size_t M, size_t N,
                     tu_scalar alpha, cl_mem A, size_t offA, size_t lda, cl_mem x, size_t offx,
                     int incx, tu_scalar beta, cl_mem y, size_t offy, int incy, cl_uint nq,
                     cl_command_queue *q, cl_uint nwait, const cl_event *wait, cl_event *event)
{
    switch (p) {
    case TU_S:
        return clblasSgemv(order, trans, M, N, (cl_float)alpha.re, A, offA, lda, x, offx, incx,
                           (cl_float)beta.re, y, offy, incy, nq, q, nwait, wait, event);
    case TU_D:
        return clblasDgemv(order, trans, M, N, alpha.re, A, offA, lda, x, offx, incx, beta.re, y,
                           offy, incy, nq, q, nwait, wait, event);
    case TU_C: {
        FloatComplex a, b;
        a.s[0] = (cl_float)alpha.re;
        a.s[1] = (cl_float)alpha.im;
        b.s[0] = (cl_float)beta.re;
        b.s[1] = (cl_float)beta.im;
        return clblasCgemv(order, trans, M, N, a, A, offA, lda, x, offx, incx, b, y, offy, incy,
                           nq, q, nwait, wait, event);
    }
    case TU_Z: {
        DoubleComplex a, b;
        a.s[0] = alpha.re;
        a.s[1] = alpha.im;
        b.s[0] = beta.re;
        b.s[1] = beta.im;
        return clblasZgemv(order, trans, M, N, a, A, offA, lda, x, offx, incx, b, y, offy, incy,
                           nq, q, nwait, wait, event);
    }
    }
    return clblasInvalidValue;
}

size_t gc_stored_rows(const gc_case *c) { return c->order == clblasColumnMajor ? c->M : c->N; }
size_t gc_len_x(const gc_case *c) { return c->trans == clblasNoTrans ? c->N : c->M; }
size_t gc_len_y(const gc_case *c) { return c->trans == clblasNoTrans ? c->M : c->N; }

void gc_describe(const gc_case *c, char *buf, size_t cap)
{
    static const char *trans[] = {"N", "T", "C"};
    char a[64], b[64];
    tu_scalar_str(c->prec, c->alpha, a, sizeof a);
    tu_scalar_str(c->prec, c->beta, b, sizeof b);
    snprintf(buf, cap,
             "%cgemv %s trans=%s M=%zu N=%zu lda=%zu offA=%zu offx=%zu incx=%d offy=%zu "
             "incy=%d alpha=%s beta=%s strategy=%s event=%d%s%s",
             tu_prec_letter(c->prec), c->order == clblasColumnMajor ? "col" : "row",
             (unsigned)c->trans < 3 ? trans[c->trans] : "?", c->M, c->N, c->lda, c->offA,
             c->offx, c->incx, c->offy, c->incy, a, b, tu_strategy_name(c->strategy),
             c->want_event, c->nan & GC_NAN_Y ? " NaN-y" : "", c->nan & GC_NAN_AX ? " NaN-Ax" : "");
}

int gc_data_make(const gc_case *c, gc_data *d)
{
    memset(d, 0, sizeof *d);
    size_t lenx = gc_len_x(c), leny = gc_len_y(c);
    size_t totA = tu_mat_extent(c->order, c->M, c->N, c->offA, c->lda) + TU_GUARD;
    size_t totx = tu_vec_extent(lenx, c->offx, c->incx) + TU_GUARD;
    size_t toty = tu_vec_extent(leny, c->offy, c->incy) + TU_GUARD;
    if (tu_operand_init(&d->A, c->prec, totA, TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->x, c->prec, totx, TU_CANARY_NAN) != 0 ||
        tu_operand_init(&d->y, c->prec, toty, TU_CANARY_FINITE) != 0) {
        gc_data_free(d);
        return -1;
    }
    tu_operand_mark_mat(&d->A, c->order, c->M, c->N, c->offA, c->lda);
    tu_operand_mark_vec(&d->x, lenx, c->offx, c->incx);
    tu_operand_mark_vec(&d->y, leny, c->offy, c->incy);
    tu_rng r = tu_rng_make(c->seed);
    tu_operand_fill(&d->A, &r, (c->nan & GC_NAN_AX) != 0);
    tu_operand_fill(&d->x, &r, (c->nan & GC_NAN_AX) != 0);
    tu_operand_fill(&d->y, &r, (c->nan & GC_NAN_Y) != 0);
    return 0;
}

cl_int gc_data_upload(gc_data *d, cl_context ctx)
{
    cl_int err = tu_operand_upload(&d->A, ctx, CL_MEM_READ_ONLY);
    if (err == CL_SUCCESS)
        err = tu_operand_upload(&d->x, ctx, CL_MEM_READ_ONLY);
    if (err == CL_SUCCESS)
        err = tu_operand_upload(&d->y, ctx, CL_MEM_READ_WRITE);
    return err;
}

cl_int gc_data_download(gc_data *d, cl_command_queue q)
{
    cl_int err = tu_operand_download(&d->A, q);
    if (err == CL_SUCCESS)
        err = tu_operand_download(&d->x, q);
    if (err == CL_SUCCESS)
        err = tu_operand_download(&d->y, q);
    return err;
}

void gc_data_free(gc_data *d)
{
    tu_operand_free(&d->A);
    tu_operand_free(&d->x);
    tu_operand_free(&d->y);
}

/* ---- the reference ---- */

/* yref: the y image after the call, as CBLAS computes it in double. */
static double *reference_y(const gc_case *c, const gc_data *d)
{
    int alpha0 = tu_scalar_is(c->alpha, 0), beta0 = tu_scalar_is(c->beta, 0);
    double *Ad = tu_promote(&d->A, 1, alpha0), *xd = tu_promote(&d->x, 1, alpha0);
    double *yd = tu_promote(&d->y, 0, 0);
    if (!Ad || !xd || !yd) {
        tu_promote_free(Ad);
        tu_promote_free(xd);
        tu_promote_free(yd);
        return NULL;
    }
    size_t leny = gc_len_y(c), parts = tu_is_complex(c->prec) ? 2 : 1;
    if (beta0) { /* beta == 0: y's old values (perhaps NaN) do not count */
        for (size_t i = 0; i < leny; i++) {
            size_t p = parts * tu_vec_pos(leny, c->offy, c->incy, i);
            yd[p] = 0;
            yd[p + parts - 1] = 0;
        }
    }
    enum CBLAS_ORDER order = tu_cb_order(c->order);
    if (c->M > 0 && c->N > 0) {
        if (tu_is_complex(c->prec)) {
            double al[2] = {c->alpha.re, c->alpha.im}, be[2] = {c->beta.re, c->beta.im};
            cblas_zgemv(order, tu_cb_trans(c->trans), (int)c->M, (int)c->N, al, Ad + 2 * c->offA,
                        (int)c->lda, xd + 2 * c->offx, c->incx, be, yd + 2 * c->offy, c->incy);
        } else {
            cblas_dgemv(order, tu_cb_trans(c->trans), (int)c->M, (int)c->N, c->alpha.re,
                        Ad + c->offA, (int)c->lda, xd + c->offx, c->incx, c->beta.re,
                        yd + c->offy, c->incy);
        }
    }
    tu_promote_free(Ad);
    tu_promote_free(xd);
    return yd;
}

/* G_i = |alpha| (|op(A)| |x|)_i + |beta y_i|, from the logical elements. */
static double gauge(const gc_case *c, const gc_data *d, size_t i)
{
    size_t lenx = gc_len_x(c), leny = gc_len_y(c);
    double s = 0;
    if (!tu_scalar_is(c->alpha, 0)) {
        for (size_t j = 0; j < lenx; j++) {
            size_t r = c->trans == clblasNoTrans ? i : j, col = c->trans == clblasNoTrans ? j : i;
            tu_scalar a = tu_get(c->prec, d->A.init, tu_mat_pos(c->order, c->offA, c->lda, r, col));
            tu_scalar x = tu_get(c->prec, d->x.init, tu_vec_pos(lenx, c->offx, c->incx, j));
            s += tu_abs1(a) * tu_abs1(x);
        }
        s *= tu_abs1(c->alpha);
    }
    if (!tu_scalar_is(c->beta, 0))
        s += tu_abs1(tu_mul(c->beta, tu_get(c->prec, d->y.init,
                                            tu_vec_pos(leny, c->offy, c->incy, i))));
    return s;
}

static int quick_return(const gc_case *c)
{
    return c->M == 0 || c->N == 0 || (tu_scalar_is(c->alpha, 0) && tu_scalar_is(c->beta, 1));
}

static int verify_values(const gc_case *c, const gc_data *d, const char *desc)
{
    size_t leny = gc_len_y(c);
    if (quick_return(c)) {
        size_t changed = tu_operand_changed(&d->y, 0, "y", desc);
        return tu_check(changed == 0, "%s: y must be untouched, %zu elements changed", desc,
                        changed);
    }
    double *yref = reference_y(c, d);
    if (!tu_check(yref != NULL, "%s: out of host memory for the reference", desc))
        return 0;
    size_t parts = tu_is_complex(c->prec) ? 2 : 1, worst = 0;
    double maxerr = 0, eps = tu_eps(c->prec);
    for (size_t i = 0; i < leny; i++) {
        size_t pos = tu_vec_pos(leny, c->offy, c->incy, i);
        tu_scalar got = tu_get(c->prec, d->y.back, pos);
        tu_scalar want = tu_scalar_make(yref[parts * pos], parts == 2 ? yref[parts * pos + 1] : 0);
        double diff = tu_abs1(tu_scalar_make(got.re - want.re, got.im - want.im));
        double g = gauge(c, d, i);
        double err = g > 0 ? diff / (eps * g) : diff == 0 ? 0 : INFINITY;
        if (isnan(err))
            err = INFINITY;
        if (err > maxerr) {
            maxerr = err;
            worst = i;
        }
    }
    size_t pos = tu_vec_pos(leny, c->offy, c->incy, worst);
    tu_scalar got = tu_get(c->prec, d->y.back, pos);
    int ok = tu_check(maxerr < 16,
                      "%s: max scaled error %.3g at y(%zu): got (%.17g,%.17g) want (%.17g,%.17g)",
                      desc, maxerr, worst, got.re, got.im, yref[parts * pos],
                      parts == 2 ? yref[parts * pos + 1] : 0.0);
    tu_promote_free(yref);
    return ok;
}

int gc_verify(const gc_case *c, const gc_data *d, const char *desc)
{
    size_t a = tu_operand_changed(&d->A, 0, "A", desc);
    size_t x = tu_operand_changed(&d->x, 0, "x", desc);
    size_t g = tu_operand_changed(&d->y, 1, "y", desc);
    int ok = tu_check(a == 0, "%s: A changed (%zu elements)", desc, a);
    ok &= tu_check(x == 0, "%s: x changed (%zu elements)", desc, x);
    ok &= tu_check(g == 0, "%s: y's guards or gaps changed (%zu elements)", desc, g);
    ok &= verify_values(c, d, desc);
    return ok;
}

int gc_run(cl_context ctx, cl_command_queue q, const gc_case *c)
{
    char desc[512];
    gc_describe(c, desc, sizeof desc);
    gc_data d;
    int ok = gc_data_make(c, &d) == 0 && gc_data_upload(&d, ctx) == CL_SUCCESS;
    if (!tu_check(ok, "%s: could not create the operands", desc)) {
        gc_data_free(&d);
        return 0;
    }
    cl_event ev = NULL;
    clblasStatus st = gc_call(c->prec, c->order, c->trans, c->M, c->N, c->alpha, d.A.mem, c->offA,
                              c->lda, d.x.mem, c->offx, c->incx, c->beta, d.y.mem, c->offy,
                              c->incy, 1, &q, 0, NULL, c->want_event ? &ev : NULL);
    ok = tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st));
    if (ok && c->want_event)
        ok = tu_check_event(ev, q, desc);
    cl_int err = gc_data_download(&d, q);
    if (tu_check(err == CL_SUCCESS, "%s: read back failed (%d)", desc, err) && st == clblasSuccess)
        ok &= gc_verify(c, &d, desc);
    else
        ok = 0;
    gc_data_free(&d);
    return ok;
}
