/*
 * results.c - the checks' record (tu_check, tu_summary), the scaled error
 * of a result against its reference (tu_maxerr), events, calls gated on
 * user events, and the run of one call and of one case (tu_run_call,
 * tu_run_case). Declared in testutil.h.
 */
#include "testutil.h"

#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- results ---- */

static atomic_long n_checks, n_failed, n_lines;
#define MAX_LINES 200 /* keep a broken build's log readable */

static void vprint_line(const char *prefix, const char *fmt, va_list ap)
{
    long line = atomic_fetch_add(&n_lines, 1);
    if (line > MAX_LINES)
        return;
    char buf[1024];
    if (line == MAX_LINES)
        snprintf(buf, sizeof buf, "... (further failure messages suppressed)");
    else
        vsnprintf(buf, sizeof buf, fmt, ap);
    printf("%s%s\n", line == MAX_LINES ? "" : prefix, buf);
    fflush(stdout);
}

int tu_check(int ok, const char *fmt, ...)
{
    atomic_fetch_add(&n_checks, 1);
    if (ok)
        return 1;
    atomic_fetch_add(&n_failed, 1);
    va_list ap;
    va_start(ap, fmt);
    vprint_line("FAIL: ", fmt, ap);
    va_end(ap);
    return 0;
}

void tu_detail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprint_line("", fmt, ap);
    va_end(ap);
}

long tu_failures(void) { return atomic_load(&n_failed); }

int tu_summary(const char *name)
{
    long checks = atomic_load(&n_checks), failed = atomic_load(&n_failed);
    printf("%s: %ld checks, %ld failed: %s\n", name, checks, failed, failed ? "FAIL" : "PASS");
    fflush(stdout);
    return failed || checks == 0 ? 1 : 0;
}

int tu_check_event(cl_event ev, cl_command_queue q, const char *desc)
{
    if (!tu_check(ev != NULL, "%s: no event returned", desc))
        return 0;
    cl_int status = -1;
    cl_command_queue evq = NULL;
    cl_int werr = clWaitForEvents(1, &ev);
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    clGetEventInfo(ev, CL_EVENT_COMMAND_QUEUE, sizeof evq, &evq, NULL);
    clReleaseEvent(ev);
    return tu_check(werr == CL_SUCCESS && status == CL_COMPLETE && evq == q,
                    "%s: event wait %d, status %d, queue %s", desc, werr, status,
                    evq == q ? "right" : "wrong");
}

/* ---- a call gated on user events ---- */

cl_int tu_gate_open(tu_gate *g, cl_context ctx, tu_operand *out, int nuser)
{
    memset(g, 0, sizeof *g);
    g->out = out;
    g->bytes = out->total * tu_esize(out->prec);
    g->host = aligned_alloc(4096, (g->bytes + 4095) / 4096 * 4096);
    if (!g->host)
        return CL_OUT_OF_HOST_MEMORY;
    memcpy(g->host, out->init, g->bytes);
    cl_int err;
    out->mem = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, g->bytes, g->host,
                              &err);
    for (int i = 0; i < nuser && i < 2 && err == CL_SUCCESS; i++) {
        g->user[i] = clCreateUserEvent(ctx, &err);
        g->nuser = i + 1;
    }
    return err;
}

void tu_gate_run(tu_gate *g, cl_command_queue q, cl_event ev, const char *name,
                 const char *desc)
{
    /* Give a call that ignores its wait list every chance to run. */
    clFlush(q);
    tu_sleep_ms(30);
    for (int i = 0; i < g->nuser; i++) {
        cl_int status = CL_COMPLETE;
        clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
        tu_check(status == CL_QUEUED || status == CL_SUBMITTED,
                 "%s: event status %d before user event %d of %d was set", desc, status, i,
                 g->nuser);
        tu_check(memcmp(g->host, g->out->init, g->bytes) == 0,
                 "%s: %s changed before user event %d of %d was set", desc, name, i, g->nuser);
        clSetUserEventStatus(g->user[i], CL_COMPLETE);
        if (i + 1 < g->nuser) {
            clFlush(q);
            tu_sleep_ms(10);
        }
    }
    cl_int status = -1, werr = clWaitForEvents(1, &ev);
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    tu_check(werr == CL_SUCCESS && status == CL_COMPLETE, "%s: wait %d, status %d", desc, werr,
             status);
}

void tu_gate_close(tu_gate *g, cl_command_queue q)
{
    for (int i = 0; i < g->nuser; i++)
        if (g->user[i]) {
            clSetUserEventStatus(g->user[i], CL_COMPLETE); /* no-op if set; unblocks if not */
            clReleaseEvent(g->user[i]);
        }
    clFinish(q);
    if (g->out && g->out->mem) {
        clReleaseMemObject(g->out->mem);
        g->out->mem = NULL;
    }
    free(g->host);
    memset(g, 0, sizeof *g);
}

/* ---- the scaled error ---- */

double tu_scaled_err(tu_scalar got, tu_scalar want, double eps, double g)
{
    double diff = tu_abs1(tu_scalar_make(got.re - want.re, got.im - want.im));
    return g > 0 ? diff / (eps * g) : diff == 0 ? 0 : INFINITY;
}

tu_scalar tu_ref_at(tu_prec p, const double *ref, size_t pos)
{
    return tu_is_complex(p) ? tu_scalar_make(ref[2 * pos], ref[2 * pos + 1])
                            : tu_scalar_make(ref[pos], 0);
}

void tu_maxerr_init(tu_maxerr *m, tu_prec p, const tu_operand *res, const double *ref)
{
    memset(m, 0, sizeof *m);
    m->p = p;
    m->res = res;
    m->ref = ref;
}

void tu_maxerr_note(tu_maxerr *m, double err, size_t i, size_t j, size_t pos)
{
    if (isnan(err))
        err = INFINITY;
    if (err > m->max) {
        m->max = err;
        m->i = i, m->j = j, m->pos = pos;
    }
}

void tu_maxerr_add(tu_maxerr *m, size_t i, size_t j, size_t pos, double g)
{
    tu_scalar got = tu_get(m->p, m->res->back, pos), want = tu_ref_at(m->p, m->ref, pos);
    tu_maxerr_note(m, tu_scaled_err(got, want, tu_eps(m->p), g), i, j, pos);
}

int tu_maxerr_check(const tu_maxerr *m, const char *what, const char *desc)
{
    tu_scalar got = tu_get(m->p, m->res->back, m->pos), want = tu_ref_at(m->p, m->ref, m->pos);
    return tu_check(m->max < 16,
                    "%s: max scaled error %.3g at %s(%zu,%zu): got (%.17g,%.17g) want "
                    "(%.17g,%.17g)",
                    desc, m->max, what, m->i, m->j, got.re, got.im, want.re, want.im);
}

static long product_at(const tu_product *pr, size_t i, size_t j)
{
    return pr->at ? pr->at(pr->c, i, j) : (long)tu_mat_pos(pr->order, pr->off, pr->ld, i, j);
}

int tu_check_product(const tu_product *pr, const char *desc)
{
    if (!tu_check(pr->ref != NULL, "%s: out of host memory for the reference", desc))
        return 0;
    tu_maxerr me;
    tu_maxerr_init(&me, pr->p, pr->res, pr->ref);
    const double alpha1 = tu_abs1(pr->alpha);
    const int alpha0 = tu_scalar_is(pr->alpha, 0), beta0 = tu_scalar_is(pr->beta, 0);
    for (size_t j = 0; j < pr->n; j++)
        for (size_t i = 0; i < pr->m; i++) {
            long at = product_at(pr, i, j);
            if (at < 0)
                continue;
            double g = alpha0 ? 0 : alpha1 * pr->sum(pr->c, pr->d, i, j);
            if (!beta0)
                g += tu_abs1(tu_mul(pr->beta, tu_get(pr->p, pr->res->init, (size_t)at)));
            tu_maxerr_add(&me, i, j, (size_t)at, g);
        }
    int ok = tu_maxerr_check(&me, pr->name, desc);
    if (pr->real_diag) {
        int real = 1;
        for (size_t i = 0; i < pr->m && i < pr->n; i++)
            real &= tu_get(pr->p, pr->res->back, (size_t)product_at(pr, i, i)).im == 0;
        ok &= tu_check(real, "%s: a diagonal element kept an imaginary part", desc);
    }
    tu_promote_free((double *)pr->ref);
    return ok;
}

int tu_check_untouched(const tu_operand *op, const char *name, const char *desc)
{
    size_t changed = tu_operand_changed(op, 0, name, desc);
    return tu_check(changed == 0, "%s: %s must be untouched, %zu elements changed", desc, name,
                    changed);
}

int tu_run_call(const tu_device *d, const char *desc, tu_operand *const *ops,
                const char *const *names, int n, int want_event, tu_call_fn call,
                const void *args)
{
    cl_mem mems[8];
    int ok = n > 0 && n <= 8;
    for (int i = 0; ok && i < n; i++) {
        ok = tu_operand_upload(ops[i], d->env.context,
                               i == n - 1 ? CL_MEM_READ_WRITE : CL_MEM_READ_ONLY) == CL_SUCCESS;
        mems[i] = ops[i]->mem;
    }
    if (!tu_check(ok, "%s: could not create the operands", desc))
        return 0;
    cl_event ev = NULL;
    clblasStatus st = call(args, d->env.queue, mems, want_event ? &ev : NULL);
    ok = tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st));
    if (ok && want_event)
        ok = tu_check_event(ev, d->env.queue, desc);
    cl_int err = CL_SUCCESS;
    for (int i = 0; err == CL_SUCCESS && i < n; i++)
        err = tu_operand_download(ops[i], d->env.queue);
    if (!tu_check(err == CL_SUCCESS, "%s: read back failed (%d)", desc, err))
        return 0;
    for (int i = 0; i < n; i++) {
        size_t changed = tu_operand_changed(ops[i], i == n - 1, names[i], desc);
        ok &= tu_check(changed == 0, "%s: %s changed%s (%zu elements)", desc, names[i],
                       i == n - 1 ? " outside what it holds" : "", changed);
    }
    return ok && st == clblasSuccess;
}

int tu_run_case(const tu_device *d, const tu_case_kind *k, const void *c, int want_event)
{
    char desc[512];
    k->describe(c, desc, sizeof desc);
    void *data = calloc(1, k->data_size);
    tu_operand *ops[TU_MAX_OPS] = {NULL};
    for (int i = 0; data && i < k->n; i++)
        ops[i] = (tu_operand *)((char *)data + k->at[i]);
    int ok = tu_check(data && k->make(c, data) == 0, "%s: could not make the operands", desc) &&
             tu_run_call(d, desc, ops, k->names, k->n, want_event, k->call, c) &&
             k->verify(c, data, desc);
    if (data)
        tu_case_free(k, data);
    free(data);
    return ok;
}

void tu_case_free(const tu_case_kind *k, void *data)
{
    for (int i = 0; i < k->n; i++)
        tu_operand_free((tu_operand *)((char *)data + k->at[i]));
}
