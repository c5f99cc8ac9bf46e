#include "errorcase.h"

#include <limits.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ec_init(ec_fixture *f, const tu_device *dev, cl_context foreign, ec_caller call,
             const char *fmt, ...)
{
    memset(f, 0, sizeof *f);
    f->ctx = dev->env.context;
    f->foreign = foreign;
    f->q = f->qs[0] = dev->env.queue;
    f->call = call;
    f->check_event = tu_check_event;
    f->images = dev->images;
    f->fp64 = dev->fp64;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->name, sizeof f->name, fmt, ap);
    va_end(ap);
}

void ec_watch(ec_fixture *f, tu_operand *o, const char *name)
{
    if (f->nout < EC_MAX_OUT) {
        f->out[f->nout] = o;
        f->out_name[f->nout++] = name;
    }
}

void ec_describe(const ec_fixture *f, const char *what, char *desc, size_t cap)
{
    snprintf(desc, cap, "%s, %s", f->name, what);
}

/* The status part of ec_expect2, for a message `desc`. */
static void ec_expect_status(const ec_fixture *f, const char *desc, const void *args,
                             clblasStatus want, clblasStatus alt)
{
    cl_int err;
    cl_event gate = clCreateUserEvent(f->ctx, &err), shut = NULL;
    clEnqueueMarkerWithWaitList(f->q, 1, &gate, &shut);
    cl_uint refs = tu_queue_refs(f->q);
    cl_event ev = EC_SENTINEL;
    clblasStatus st = f->call(args, &ev);
    cl_uint refs_after = tu_queue_refs(f->q);
    clSetUserEventStatus(gate, CL_COMPLETE);
    clWaitForEvents(1, &shut);
    clReleaseEvent(shut);
    clReleaseEvent(gate);
    tu_check(st == want || (alt && st == alt), "%s: returned %s, want %s", desc,
             tu_status_name(st), tu_status_name(want));
    tu_check(refs_after <= refs, "%s: something was enqueued (queue references %u -> %u)", desc,
             refs, refs_after);
    if (!tu_check(ev == EC_SENTINEL, "%s: the events output was written", desc) && ev) {
        clWaitForEvents(1, &ev);
        clReleaseEvent(ev);
    }
}

/* Every watched operand reads back as written. */
static void ec_check_unchanged(const ec_fixture *f, const char *desc)
{
    clFinish(f->q);
    for (int k = 0; k < f->nout; k++) {
        tu_operand *o = f->out[k];
        if (!o->total)
            continue;
        cl_int err = tu_operand_download(o, f->q);
        size_t changed = err == CL_SUCCESS ? tu_operand_changed(o, 0, f->out_name[k], desc) : 1;
        tu_check(changed == 0, "%s: %s or its guard changed (%zu elements, read %d)", desc,
                 f->out_name[k], changed, err);
    }
}

void ec_expect2(const ec_fixture *f, const void *args, clblasStatus want, clblasStatus alt,
                const char *what)
{
    char desc[256];
    ec_describe(f, what, desc, sizeof desc);
    ec_expect_status(f, desc, args, want, alt);
    ec_check_unchanged(f, desc);
}

void ec_expect(const ec_fixture *f, const void *args, clblasStatus want, const char *what)
{
    ec_expect2(f, args, want, (clblasStatus)0, what);
}

void ec_accepted(const ec_fixture *f, void *args, cl_uint *nq, const char *what)
{
    const cl_uint nq0 = *nq;
    *nq = 0;
    ec_expectf(f, args, clblasInvalidValue, "%s accepted (numCommandQueues = 0 reported)", what);
    *nq = nq0;
}

void ec_ld_edge(const ec_fixture *f, void *args, cl_uint *nq, size_t *ld, size_t rows,
                clblasStatus want, const char *how)
{
    const size_t least = rows ? rows : 1;
    *ld = least - 1;
    ec_expectf(f, args, want, "%s = %zu", how, *ld);
    *ld = least;
    char what[192];
    snprintf(what, sizeof what, "%s = %zu", how, *ld);
    ec_accepted(f, args, nq, what);
}

int ec_operands(ec_fixture *f, tu_prec p, uint64_t seed, const ec_op *ops, int n)
{
    tu_rng rng = tu_rng_make(seed);
    for (int k = 0; k < n; k++) {
        const ec_op *e = &ops[k];
        ec_watch(f, e->o, e->name);
        if (tu_operand_init(e->o, p, e->need + (e->out ? TU_GUARD : 0),
                            e->out ? TU_CANARY_FINITE : TU_CANARY_NAN))
            return -1;
        if (e->cols == 0)
            tu_operand_mark_vec(e->o, e->need - e->off, e->off, 1);
        else
            tu_operand_mark_mat(e->o, clblasColumnMajor, e->rows, e->cols, e->off, e->ld);
        if (e->both)
            tu_operand_mark_mat(e->o, clblasRowMajor, e->rows, e->cols, e->off, e->ld);
        tu_operand_fill(e->o, &rng, 0);
        if (tu_operand_upload(e->o, f->ctx, e->out ? CL_MEM_READ_WRITE : CL_MEM_READ_ONLY))
            return -1;
    }
    return 0;
}

void ec_free_watched(ec_fixture *f)
{
    for (int i = 0; i < f->nout; i++)
        tu_operand_free(f->out[i]);
}

void ec_free_operands(tu_operand *const *o)
{
    for (; *o; o++)
        tu_operand_free(*o);
}

cl_event ec_call_ok(const ec_fixture *f, const char *desc, const void *args)
{
    cl_event ev = EC_SENTINEL;
    clblasStatus st = f->call(args, &ev);
    if (tu_check(st == clblasSuccess, "%s: returned %s, want success", desc, tu_status_name(st)) &&
        tu_check(ev != EC_SENTINEL && ev != NULL, "%s: no event returned", desc))
        return ev;
    return NULL;
}

cl_int ec_operand_reset(cl_command_queue q, const tu_operand *o)
{
    return clEnqueueWriteBuffer(q, o->mem, CL_TRUE, 0, o->total * tu_esize(o->prec), o->init, 0,
                                NULL, NULL);
}

/* Write every watched operand back from its host image (checked). */
static void ec_restore(const ec_fixture *f, const char *desc)
{
    clFinish(f->q);
    for (int k = 0; k < f->nout; k++) {
        if (!f->out[k]->total)
            continue;
        cl_int err = ec_operand_reset(f->q, f->out[k]);
        tu_check(err == CL_SUCCESS, "%s: could not restore %s (%d)", desc, f->out_name[k], err);
    }
}

void ec_expect_ok(const ec_fixture *f, const void *args, int untouched, const char *what)
{
    char desc[256];
    ec_describe(f, what, desc, sizeof desc);
    cl_event ev = ec_call_ok(f, desc, args);
    if (ev)
        f->check_event(ev, f->q, desc);
    if (untouched)
        ec_check_unchanged(f, desc);
    else
        ec_restore(f, desc);
}

cl_mem ec_buffer_bytes(cl_context c, size_t bytes)
{
    cl_int err;
    return clCreateBuffer(c, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &err);
}

cl_mem ec_buffer(cl_context c, tu_prec p, size_t n)
{
    return ec_buffer_bytes(c, (n ? n : 1) * tu_esize(p));
}

cl_mem ec_image(cl_context c)
{
    cl_image_format fmt = {CL_RGBA, CL_FLOAT};
    cl_image_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.image_type = CL_MEM_OBJECT_IMAGE2D;
    desc.image_width = desc.image_height = 16;
    cl_int err;
    cl_mem img = clCreateImage(c, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
    if (!tu_check(err == CL_SUCCESS, "could not create an image (%d)", err))
        return NULL;
    return img;
}

void ec_expect_mem(const ec_fixture *f, void *args, cl_mem *slot, cl_mem m, clblasStatus want,
                   const char *arg, const char *kind)
{
    char what[128];
    cl_mem keep = *slot;
    *slot = m;
    snprintf(what, sizeof what, "%s %s", arg, kind);
    ec_expect(f, args, want, what);
    *slot = keep;
}

void ec_bad_mem_objects(const ec_fixture *f, void *args, const ec_mem_arg *mem, int n,
                        size_t foreign_bytes)
{
    for (int k = 0; k < n; k++)
        ec_expect_mem(f, args, mem[k].slot, NULL, mem[k].if_null, mem[k].name, "= NULL");
    for (int k = 0; k < n; k++) {
        cl_mem other = ec_buffer_bytes(f->foreign, foreign_bytes);
        ec_expect_mem(f, args, mem[k].slot, other, clblasInvalidContext, mem[k].name,
                      "from another context");
        clReleaseMemObject(other);
    }
    if (!f->images) {
        printf("%s: image arguments skipped (no image support)\n", f->name);
        return;
    }
    cl_mem img = ec_image(f->ctx);
    if (!img)
        return;
    for (int k = 0; k < n; k++)
        ec_expect_mem(f, args, mem[k].slot, img, clblasInvalidMemObject, mem[k].name,
                      "is an image");
    clReleaseMemObject(img);
}

void ec_bad_queues(const ec_fixture *f, void *args, cl_uint *nq, cl_command_queue **qs)
{
    cl_command_queue none[1] = {NULL};
    cl_uint nq0 = *nq;
    cl_command_queue *qs0 = *qs;
    *nq = 0;
    ec_expect(f, args, clblasInvalidValue, "numCommandQueues = 0");
    *nq = nq0;
    *qs = NULL;
    ec_expect(f, args, clblasInvalidValue, "commandQueues = NULL");
    *qs = none;
    ec_expect(f, args, clblasInvalidCommandQueue, "commandQueues[0] = NULL");
    *qs = qs0;
}

void ec_queue_order(const ec_fixture *f, void *args, cl_uint *nq, cl_command_queue **qs,
                    cl_uint *nwait, const ec_mem_arg *mem)
{
    cl_command_queue none[1] = {NULL};
    cl_uint nq0 = *nq, nwait0 = *nwait;
    cl_command_queue *qs0 = *qs;
    cl_mem m0 = *mem->slot;
    char what[128];
    *nq = 0;
    *mem->slot = NULL;
    snprintf(what, sizeof what, "numCommandQueues = 0 before %s = NULL", mem->name);
    ec_expect(f, args, clblasInvalidValue, what);
    *nq = nq0;
    *mem->slot = m0;
    *qs = none;
    *nwait = 1;
    ec_expect(f, args, clblasInvalidCommandQueue, "NULL queue before a bad wait list");
    *qs = qs0;
    *mem->slot = NULL;
    snprintf(what, sizeof what, "bad wait list before %s = NULL", mem->name);
    ec_expect(f, args, clblasInvalidEventWaitList, what);
    *mem->slot = m0;
    *nwait = nwait0;
}

void ec_events_make(ec_events *e, const ec_fixture *f)
{
    cl_int err;
    e->user = clCreateUserEvent(f->ctx, &err);
    e->foreign = clCreateUserEvent(f->foreign, &err);
    e->one[0] = e->user;
    e->with_null[0] = e->user;
    e->with_null[1] = NULL;
    e->other[0] = e->foreign;
}

void ec_events_free(ec_events *e)
{
    clSetUserEventStatus(e->user, CL_COMPLETE);
    clSetUserEventStatus(e->foreign, CL_COMPLETE);
    clReleaseEvent(e->user);
    clReleaseEvent(e->foreign);
}

void ec_bad_wait_lists(const ec_fixture *f, const ec_events *e, void *args, cl_uint *nwait,
                       const cl_event **wait)
{
    cl_uint nwait0 = *nwait;
    const cl_event *wait0 = *wait;
    *nwait = 1;
    ec_expect(f, args, clblasInvalidEventWaitList, "1 event, list NULL");
    *nwait = 0;
    *wait = e->one;
    ec_expect(f, args, clblasInvalidEventWaitList, "0 events, list not NULL");
    *nwait = 2;
    *wait = e->with_null;
    ec_expect(f, args, clblasInvalidEventWaitList, "a NULL event in the list");
    *nwait = 1;
    *wait = e->other;
    ec_expect2(f, args, clblasInvalidEventWaitList, clblasInvalidContext,
               "an event of another context");
    *nwait = nwait0;
    *wait = wait0;
}

size_t ec_vec_fit(size_t n) { return tu_vec_extent(n, 3, -2); }

void ec_vec_short(const ec_fixture *f, void *args, const ec_vec *v)
{
    /* the buffer holds the vector from offset 3 with increment -2 or 2 */
    static const struct {
        int inc;
        size_t off;
        int fits;
        const char *what;
    } step[] = {{-2, 3, 1, "fits exactly (inc -2)"},
                {2, 3, 1, "fits exactly (inc 2)"},
                {3, 3, 0, "short by its increment (3)"},
                {-3, 3, 0, "short by its increment (-3)"},
                {-2, 4, 0, "short by its offset"}};
    char what[128];
    for (size_t k = 0; k < sizeof step / sizeof step[0]; k++) {
        *v->inc = step[k].inc;
        *v->off = step[k].off;
        snprintf(what, sizeof what, "%s %s", v->name, step[k].what);
        if (step[k].fits)
            ec_expect_ok(f, args, 0, what);
        else
            ec_expect(f, args, v->want, what);
    }
    *v->off = 3;
}

void ec_vec_overflow(const ec_fixture *f, void *args, const ec_vec *v, size_t esize)
{
    *v->off = SIZE_MAX - 1;
    ec_expectf(f, args, v->want, "off%s = SIZE_MAX - 1 (overflows)", v->name);
    *v->off = SIZE_MAX / esize;
    ec_expectf(f, args, v->want, "off%s = SIZE_MAX / element size (bytes overflow)", v->name);
    *v->off = 0;
    *v->inc = INT_MIN;
    ec_expectf(f, args, v->want, "inc%s = INT_MIN", v->name);
}

void ec_expectf(const ec_fixture *f, const void *args, clblasStatus want, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    ec_expect(f, args, want, what);
}

void ec_queue_cases(const ec_fixture *f, void *args, const ec_queue_args *qa,
                    cl_command_queue q_other, const ec_mem_arg *first)
{
    cl_uint nq0 = *qa->nq;
    cl_command_queue *qs0 = *qa->qs;
    cl_command_queue other[1] = {q_other}, two[2] = {qs0[0], q_other};
    *qa->nq = 0;
    *qa->qs = NULL;
    ec_expect(f, args, clblasInvalidValue, "numCommandQueues = 0, commandQueues = NULL");
    *qa->nq = nq0;
    *qa->qs = qs0;
    if (q_other) {
        /* the queue's context decides: every buffer is then foreign */
        *qa->qs = other;
        ec_expectf(f, args, clblasInvalidContext, "a queue of another context (%s reported)",
                   first->name);
        /* only the first queue is used */
        *qa->qs = two;
        *qa->nq = 2;
        ec_expect_ok(f, args, 0, "numCommandQueues = 2, the second of another context");
        *qa->nq = nq0;
        *qa->qs = qs0;
    }
    ec_bad_queues(f, args, qa->nq, qa->qs);
    ec_events e;
    ec_events_make(&e, f);
    ec_bad_wait_lists(f, &e, args, qa->nwait, qa->wait);
    ec_events_free(&e);
    /* no queue before `first` NULL, a NULL queue before a bad wait list, ... */
    ec_queue_order(f, args, qa->nq, qa->qs, qa->nwait, first);
}

void ec_fit_and_short(const ec_fixture *f, void *args, tu_prec p, const ec_fit *ops, int n,
                      const char *how)
{
    cl_mem exact[EC_MAX_OUT], keep[EC_MAX_OUT];
    char sizes[160] = "";
    n = n < EC_MAX_OUT ? n : EC_MAX_OUT;
    for (int k = 0; k < n; k++) {
        exact[k] = ec_buffer(f->ctx, p, ops[k].need);
        if (ops[k].fill_from) {
            clEnqueueCopyBuffer(f->q, ops[k].fill_from, exact[k], 0, 0,
                                ops[k].need * tu_esize(p), 0, NULL, NULL);
            clFinish(f->q);
        }
        keep[k] = *ops[k].mem;
        *ops[k].mem = exact[k];
        size_t len = strlen(sizes);
        snprintf(sizes + len, sizeof sizes - len, "%s%s %zu", k ? ", " : "", ops[k].name,
                 ops[k].need);
    }
    char what[256];
    snprintf(what, sizeof what, "every operand fits exactly (%s; %s elements)", how, sizes);
    ec_expect_ok(f, args, 0, what);
    for (int k = 0; k < n; k++) {
        const ec_fit *o = &ops[k];
        *o->off += 1;
        ec_expectf(f, args, o->want, "%s short by its offset (%s)", o->name, how);
        *o->off -= 1;
        for (int g = 0; g < 3; g++)
            if (o->grow[g]) {
                *o->grow[g] += 1;
                ec_expectf(f, args, o->want, "%s short by its %s (%s)", o->name, o->grow_name[g],
                           how);
                *o->grow[g] -= 1;
            }
        cl_mem shorter = ec_buffer(f->ctx, p, o->need - 1);
        *o->mem = shorter;
        ec_expectf(f, args, o->want, "%s one element short (%s)", o->name, how);
        *o->mem = exact[k];
        clReleaseMemObject(shorter);
    }
    for (int k = 0; k < n; k++) {
        *ops[k].mem = keep[k];
        clReleaseMemObject(exact[k]);
    }
}

void ec_ld_sweep(const ec_fixture *f, void *args, const ec_ld *l)
{
    static const clblasOrder orders[2] = {clblasColumnMajor, clblasRowMajor};
    static const clblasTranspose transes[3] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    static const char *const tname[3] = {" NoTrans", " Trans", " ConjTrans"};
    const clblasOrder order0 = *l->order;
    const clblasTranspose trans0 = l->trans ? *l->trans : clblasNoTrans;
    const size_t ld0 = *l->ld;
    const cl_uint nq0 = *l->nq;
    for (int o = 0; o < 2; o++)
        for (int t = 0; t < (l->trans ? 3 : 1); t++) {
            if (l->trans)
                *l->trans = transes[t];
            *l->order = orders[1 - o]; /* the other order's least: a dimension that differs */
            const size_t other = l->least(args);
            *l->order = orders[o];
            const size_t least = l->least(args);
            const size_t tries[4] = {0, least - 1, other, least};
            for (int k = 0; k < 4; k++) {
                if (k == 1 && least == 1)
                    continue; /* the same as 0 */
                const int bad = tries[k] < least;
                *l->ld = tries[k];
                *l->nq = bad ? nq0 : 0;
                ec_expectf(f, args, bad ? l->want : clblasInvalidValue,
                           "%s%s, %s = %zu (least %zu)%s", o ? "row-major" : "column-major",
                           l->trans ? tname[t] : "", l->name, tries[k], least,
                           bad ? "" : " accepted (numCommandQueues = 0 reported)");
            }
        }
    *l->order = order0;
    if (l->trans)
        *l->trans = trans0;
    *l->ld = ld0;
    *l->nq = nq0;
}

void ec_fit_overflow(const ec_fixture *f, void *args, const ec_fit *o, size_t esize)
{
    const size_t off = *o->off, ld = *o->grow[0];
    *o->off = SIZE_MAX;
    ec_expectf(f, args, o->want, "off%s = SIZE_MAX (overflows)", o->name);
    *o->off = SIZE_MAX / esize;
    ec_expectf(f, args, o->want, "off%s = SIZE_MAX / element size (bytes overflow)", o->name);
    *o->off = off;
    *o->grow[0] = SIZE_MAX / 2;
    ec_expectf(f, args, o->want, "ld%s = SIZE_MAX / 2 (extent overflows)", o->name);
    *o->grow[0] = SIZE_MAX;
    ec_expectf(f, args, o->want, "ld%s = SIZE_MAX (extent overflows)", o->name);
    *o->grow[0] = ld;
}

cl_mem ec_nan_buffer(cl_context c, tu_prec p, size_t n)
{
    void *h = tu_xmalloc(n * tu_esize(p));
    for (size_t i = 0; i < n; i++)
        tu_set_nan(p, h, i);
    cl_mem m = tu_upload(c, h, n * tu_esize(p));
    free(h);
    return m;
}

int ec_check_scaled(const tu_operand *o, tu_scalar beta, const char *desc)
{
    size_t bad = 0;
    const int zero = tu_scalar_is(beta, 0);
    for (size_t i = 0; i < o->total; i++) {
        tu_scalar got = tu_get(o->prec, o->back, i), want = tu_get(o->prec, o->init, i);
        int ok;
        if (o->logical[i]) {
            want = zero ? tu_scalar_make(0, 0) : tu_mul(beta, want);
            if (!tu_is_double(o->prec)) /* the device rounds to float */
                want = tu_scalar_make((float)want.re, (float)want.im);
            ok = got.re == want.re && got.im == want.im;
        } else {
            ok = tu_same_bits(o->prec, o->init, o->back, i);
        }
        if (!ok && bad++ < 3)
            tu_detail("  %s: element %zu is (%g,%g), want (%g,%g)", desc, i, got.re, got.im,
                      want.re, want.im);
    }
    return tu_check(bad == 0, "%s: %zu elements wrong", desc, bad);
}

int ec_main(const char *name, tu_device *dev, cl_context *ctx2, cl_command_queue *q2,
            int nroutines, void (*not_initialized)(const char *when), void (*run)(int r),
            void (*again)(void))
{
    if (tu_open(dev) != 0)
        return 1;
    if (!tu_check(tu_open_second_context(dev, ctx2, q2) == 0, "no second context"))
        return tu_summary(name);

    not_initialized("before clblasSetup");
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    for (int r = 0; r < nroutines; r++)
        run(r);
    clblasTeardown();
    not_initialized("after clblasTeardown");

    /* and usable again after a new setup */
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    again();
    clblasTeardown();

    clReleaseCommandQueue(*q2);
    clReleaseContext(*ctx2);
    tu_close(dev);
    return tu_summary(name);
}
