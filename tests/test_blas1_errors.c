/*
 * test_blas1_errors.c - every invalid argument of the Level 1 routines,
 * one call each, for every routine and precision: the exact status, the
 * events output left alone (preset to a sentinel), nothing enqueued (the
 * queue is held by a user event and its reference count compared), and
 * every buffer of the call (x, y, result or PARAM, scratch, with their
 * guard regions) unchanged.
 *
 * The order of the checks (docs/compat.md and the Level 1 brief): not set
 * up; N >= 2^31; incx == 0; incy == 0; queues; wait list; fp64; NULL x;
 * NULL y; NULL or non-buffer result / PARAM / scratch; other context;
 * x or y too small (only when N > 0); scratch below its documented minimum
 * (clblasInsufficientMemVecX); result or PARAM not fitting at its offset
 * (clblasInvalidValue). Calls with two faults check that the earlier one
 * is reported. Also the boundaries that must pass: buffers that fit
 * exactly, a scratch buffer of exactly the minimum, and N = 0 with buffers
 * too small for anything. rotg and rotmg: NULL / non-buffer / foreign
 * buffers, offsets outside their buffers, queues and wait lists.
 *
 * The increments, the vectors' lengths, the result's count and the
 * scratch's minimum of the cases come from src/api/rules.def, the table the
 * library checks with (rulecase.c); res_len, b1_result_prec,
 * b1_scratch_bytes and N0 check the table independently.
 *
 * CLMATH_TEST_ONLY=Sasum (a substring of the names) runs only some routines.
 *
 * Not here (as test_gemv_errors): released mem objects and non-queue
 * objects as queues (undefined in OpenCL, they crash in the ICD loader).
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blas1case.h"
#include "errorcase.h"
#include "rulecase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers and events are foreign */
static cl_command_queue q2;
static cl_mem image;    /* a 2D image, or NULL without image support */

static const size_t N0 = 5, OFFX0 = 1, OFFY0 = 2, OFFR0 = 1;

/* ---- vector routines ---- */

/* Every buffer of the call (x, y, res, scratch) must stay as written by an
 * invalid call; the ones the routine lacks have no elements. */
typedef struct fixture {
    b1_routine r;
    tu_prec p;
    tu_operand x, y, res, scratch; /* res: result or PARAM */
    EC_FIXTURE_FIELDS;
} fixture;

static void fixture_free(fixture *f)
{
    ec_free_operands((tu_operand *const[]){&f->x, &f->y, &f->res, &f->scratch, NULL});
}

static size_t res_len(b1_routine r) { return r == B1_ROTM ? 5 : 1; }

static clblasStatus call_vec(const void *a, cl_event *ev) { return b1_call((const b1_args *)a, ev); }

static int fixture_make(fixture *f, b1_routine r, tu_prec p)
{
    memset(f, 0, sizeof *f);
    f->r = r;
    f->p = p;
    ec_init(&f->ec, &dev, ctx2, call_vec, "%s", b1_name(r, p));
    ec_watch(&f->ec, &f->x, "x");
    ec_watch(&f->ec, &f->y, "y");
    ec_watch(&f->ec, &f->res, r == B1_ROTM ? "PARAM" : "result");
    ec_watch(&f->ec, &f->scratch, "scratch");
    tu_rng rng = tu_rng_make((uint64_t)r * 4 + p);
    if (tu_operand_init(&f->x, p, tu_vec_extent(N0, OFFX0, 1) + TU_GUARD, TU_CANARY_NAN))
        return -1;
    tu_operand_mark_vec(&f->x, N0, OFFX0, 1);
    tu_operand_fill(&f->x, &rng, 0);
    if (b1_has_y(r)) {
        if (tu_operand_init(&f->y, p, tu_vec_extent(N0, OFFY0, 1) + TU_GUARD, TU_CANARY_FINITE))
            return -1;
        tu_operand_mark_vec(&f->y, N0, OFFY0, 1);
        tu_operand_fill(&f->y, &rng, 0);
    }
    if (b1_is_reduction(r) || r == B1_ROTM) {
        tu_prec rp = r == B1_ROTM ? p : b1_result_prec(r, p);
        if (tu_operand_init(&f->res, rp, OFFR0 + res_len(r) + TU_GUARD, TU_CANARY_NAN))
            return -1;
        for (size_t k = 0; k < res_len(r); k++)
            f->res.logical[OFFR0 + k] = 1;
        if (r == B1_ROTM) {
            tu_operand_fill(&f->res, &rng, 0);
            tu_set(p, f->res.init, OFFR0, tu_scalar_make(-1, 0)); /* flag: full H */
        }
    }
    if (b1_has_scratch(r)) {
        size_t n = b1_scratch_bytes(r, p, N0) / tu_esize(p);
        if (tu_operand_init(&f->scratch, p, n, TU_CANARY_FINITE))
            return -1;
    }
    cl_context c = dev.env.context;
    if (tu_operand_upload(&f->x, c, CL_MEM_READ_WRITE))
        return -1;
    if (f->y.total && tu_operand_upload(&f->y, c, CL_MEM_READ_WRITE))
        return -1;
    if (f->res.total && tu_operand_upload(&f->res, c, CL_MEM_READ_WRITE))
        return -1;
    if (f->scratch.total && tu_operand_upload(&f->scratch, c, CL_MEM_READ_WRITE))
        return -1;
    return 0;
}

static b1_args base(fixture *f)
{
    return (b1_args){
        .r = f->r,
        .p = f->p,
        .N = N0,
        .alpha = tu_scalar_make(0.5, tu_is_complex(f->p) && f->r != B1_SSCAL ? 0.25 : 0),
        .c = 0.6,
        .s = 0.8,
        .x = f->x.mem, .offx = OFFX0, .incx = 1,
        .y = f->y.mem, .offy = OFFY0, .incy = 1,
        .res = f->res.mem, .offres = OFFR0,
        .scratch = f->scratch.mem,
        .nq = 1, .qs = f->ec.qs};
}

/* Operand k: x, y, the result (or PARAM), the scratch buffer. */
static tu_operand *fixture_operand(fixture *f, int k) { return f->ec.out[k]; }

static const char *operand_name(const fixture *f, int k) { return f->ec.out_name[k]; }

/* One invalid call (see ec_expect): every buffer must stay as it was. */
static void expect(fixture *f, const b1_args *a, clblasStatus want, const char *what)
{
    ec_expect(&f->ec, a, want, what);
}

/* A call that must succeed; every buffer is put back after it. */
static void expect_ok(fixture *f, const b1_args *a, const char *what)
{
    ec_expect_ok(&f->ec, a, 0, what);
}

/* ---- the cases ---- */

/* The routine's kind in rules.def. */
static clm_rule_kind rule_kind(b1_routine r)
{
    static const clm_rule_kind kinds[B1_NROUTINES] = {
        [B1_SWAP] = CLM_RULES_swap, [B1_SCAL] = CLM_RULES_scal, [B1_SSCAL] = CLM_RULES_scal,
        [B1_COPY] = CLM_RULES_swap, [B1_AXPY] = CLM_RULES_swap, [B1_DOT] = CLM_RULES_dot,
        [B1_DOTC] = CLM_RULES_dot,  [B1_ROT] = CLM_RULES_swap,  [B1_ROTM] = CLM_RULES_rotm,
        [B1_NRM2] = CLM_RULES_nrm2, [B1_ASUM] = CLM_RULES_asum, [B1_IAMAX] = CLM_RULES_iamax};
    return kinds[r];
}

/* Where the call's fields are that the routine's rules read. */
static ec_rule_args rule_fields(const fixture *f, b1_args *a)
{
    return (ec_rule_args){
        .N = &a->N,
        .nq = &a->nq,
        .vec = {{&a->x, &a->offx, &a->incx, "x", clblasInsufficientMemVecX},
                {&a->y, &a->offy, &a->incy, "y", clblasInsufficientMemVecY}},
        .res = {&a->res, &a->offres, NULL, f->r == B1_ROTM ? "PARAM" : "result",
                clblasInvalidValue},
        .scratch = &a->scratch};
}

/* The table's cases: incx and incy 0 (N as it is and 0), the result or
 * PARAM at and past its table count, the scratch at and below its own. */
static void rules(fixture *f)
{
    b1_args a = base(f);
    const ec_rule_args r = rule_fields(f, &a);
    ec_rule_cases(&f->ec, &a, rule_kind(f->r), &r);
    ec_rule_result_scratch(&f->ec, &a, rule_kind(f->r), &r, f->p);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1;
    b1_args a = base(f);
    a.N = big;
    expect(f, &a, clblasInvalidDim, "N = 2^31");
    a.N = SIZE_MAX;
    expect(f, &a, clblasInvalidDim, "N = SIZE_MAX");
    a.N = big;
    a.incx = 0;
    expect(f, &a, clblasInvalidDim, "N = 2^31 before incx = 0");
    a = base(f);
    a.N = INT32_MAX; /* a valid dimension: x is too small */
    expect(f, &a, clblasInsufficientMemVecX, "N = 2^31 - 1 (x too small)");
}

/* The increments' order (the table's cases have each alone). */
static void bad_incs(fixture *f)
{
    if (!b1_has_y(f->r))
        return;
    b1_args a = base(f);
    a.incy = 0;
    a.incx = 0;
    expect(f, &a, clblasInvalidIncX, "incx = 0 before incy = 0");
    a.incx = -1;
    a.N = 0;
    expect(f, &a, clblasInvalidIncY, "incy = 0, N = 0, incx = -1");
}

static void bad_queues(fixture *f)
{
    b1_args a = base(f);
    ec_bad_queues(&f->ec, &a, &a.nq, &a.qs);
    if (b1_has_y(f->r)) {
        a.incy = 0;
        a.nq = 0;
        expect(f, &a, clblasInvalidIncY, "incy = 0 before numCommandQueues = 0");
    }
}

static void bad_wait_lists(fixture *f)
{
    ec_events e;
    ec_events_make(&e, &f->ec);
    b1_args a = base(f);
    ec_bad_wait_lists(&f->ec, &e, &a, &a.nwait, &a.wait);
    const ec_mem_arg x = {&a.x, "x", clblasInvalidVecX};
    ec_queue_order(&f->ec, &a, &a.nq, &a.qs, &a.nwait, &x);
    ec_events_free(&e);
}

/* One argument replaced by `m`: NULL, an image, or a foreign buffer. */
static void with_mem(fixture *f, int k, cl_mem m, clblasStatus want, const char *kind)
{
    b1_args a = base(f);
    cl_mem *slot[4] = {&a.x, &a.y, &a.res, &a.scratch};
    ec_expect_mem(&f->ec, &a, slot[k], m, want, operand_name(f, k), kind);
}

static void bad_mem_objects(fixture *f)
{
    static const clblasStatus if_null[4] = {clblasInvalidVecX, clblasInvalidVecY,
                                            clblasInvalidMemObject, clblasInvalidMemObject};
    for (int k = 0; k < 4; k++) {
        if (!fixture_operand(f, k)->total)
            continue;
        with_mem(f, k, NULL, if_null[k], "= NULL");
        if (image)
            with_mem(f, k, image, clblasInvalidMemObject, "is an image");
        cl_mem foreign = ec_buffer_bytes(ctx2, fixture_operand(f, k)->total * tu_esize(fixture_operand(f, k)->prec));
        with_mem(f, k, foreign, clblasInvalidContext, "from another context");
        clReleaseMemObject(foreign);
    }
    /* N = 0 does not excuse a missing buffer */
    b1_args a = base(f);
    a.N = 0;
    a.x = NULL;
    expect(f, &a, clblasInvalidVecX, "x = NULL, N = 0");
    if (f->res.total) {
        a = base(f);
        a.N = 0;
        a.res = NULL;
        expect(f, &a, clblasInvalidMemObject, "result/PARAM = NULL, N = 0");
    }
    if (f->scratch.total) {
        a = base(f);
        a.N = 0;
        a.scratch = NULL;
        expect(f, &a, clblasInvalidMemObject, "scratch = NULL, N = 0");
    }
}

/* x or y one element short, by size, offset or increment, for its table
 * length; and by size for N0 elements, the independent check. */
static void too_small_vec(fixture *f, int is_x)
{
    b1_args a = base(f);
    const ec_rule_args r = rule_fields(f, &a);
    ec_rule_vec_short(&f->ec, &a, rule_kind(f->r), &r, is_x ? 'X' : 'Y', f->p);
    const ec_vec v = r.vec[!is_x];
    cl_mem shorter = ec_buffer(dev.env.context, f->p, ec_vec_fit(N0) - 1);
    char what[128];
    *v.mem = shorter;
    *v.off = 3;
    *v.inc = 2;
    snprintf(what, sizeof what, "%s one element short", v.name);
    expect(f, &a, v.want, what);
    if (is_x && (f->r == B1_SCAL || f->r == B1_SSCAL || f->r == B1_ASUM || f->r == B1_IAMAX)) {
        /* a negative incx makes these do nothing, but x must still fit */
        *v.mem = shorter;
        *v.off = 3;
        *v.inc = -2;
        expect(f, &a, v.want, "x one element short, incx = -2 (a no-op otherwise)");
    }
    clReleaseMemObject(shorter);
}

/* N = 0: extents are not checked. */
static void nothing_to_compute(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    b1_args a = base(f);
    a.N = 0;
    a.x = tiny;
    a.offx = SIZE_MAX;
    if (b1_has_y(f->r)) {
        a.y = tiny;
        a.offy = SIZE_MAX / 2;
        a.incy = -7;
    }
    if (f->scratch.total)
        a.scratch = tiny;
    expect_ok(f, &a, "N = 0 with one-element x, y and scratch and huge offsets");
    clReleaseMemObject(tiny);
}

/* The scratch below clBLAS's documented minimum (b1_scratch_bytes, the
 * independent check of the table's), and its place in the order. */
static void scratch_size(fixture *f)
{
    if (!f->scratch.total)
        return;
    size_t min = b1_scratch_bytes(f->r, f->p, N0), es = tu_esize(f->p);
    cl_mem shorter = ec_buffer_bytes(dev.env.context, min - es);
    b1_args a = base(f);
    a.scratch = shorter;
    expect(f, &a, clblasInsufficientMemVecX, "scratch one element short of the documented minimum");
    a.incx = -1; /* asum and iamax: the result is 0, but the scratch must still fit */
    expect(f, &a, clblasInsufficientMemVecX, "scratch one element short, incx = -1");
    a.incx = 1;
    a.scratch = shorter;
    a.x = NULL;
    expect(f, &a, clblasInvalidVecX, "x = NULL before scratch too small");
    a = base(f);
    a.scratch = shorter;
    a.offres = SIZE_MAX;
    expect(f, &a, clblasInsufficientMemVecX, "scratch too small before result offset");
    if (b1_has_y(f->r)) {
        cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
        a = base(f);
        a.scratch = shorter;
        a.y = tiny;
        expect(f, &a, clblasInsufficientMemVecY, "y too small before scratch too small");
        clReleaseMemObject(tiny);
    }
    clReleaseMemObject(shorter);
}

/* The result (or PARAM) at its offset in the fixture's buffer, of
 * res_len elements of b1_result_prec (the independent check of the
 * table's): exact fit, one past. */
static void result_offset(fixture *f)
{
    if (!f->res.total)
        return;
    size_t len = res_len(f->r), total = f->res.total;
    b1_args a = base(f);
    a.offres = total - len;
    expect_ok(f, &a, "result/PARAM ends at the end of its buffer");
    a.offres = total - len + 1;
    expect(f, &a, clblasInvalidValue, "result/PARAM one element past its buffer");
}

/* Two faults or more: the earlier in the documented order wins. A fault
 * on a buffer the routine lacks changes nothing; a case is left out when
 * the routine lacks the buffer it is about (needs). */
enum { X_NULL = 1, Y_NULL = 2, RES_NULL = 4, SCR_NULL = 8, X_TINY = 16, Y_TINY = 32, RES_OFF = 64 };

static void check_order(fixture *f)
{
    static const struct {
        unsigned faults, needs;
        clblasStatus want;
        const char *what;
    } cases[] = {
        {X_NULL | Y_NULL | RES_NULL | SCR_NULL, 0, clblasInvalidVecX, "every buffer NULL: x first"},
        {Y_NULL | RES_NULL | SCR_NULL, Y_NULL, clblasInvalidVecY,
         "y, result and scratch NULL: y first"},
        {Y_NULL | X_TINY, Y_NULL, clblasInvalidVecY, "y = NULL before x too small"},
        {X_TINY | Y_TINY, Y_NULL, clblasInsufficientMemVecX, "x too small before y too small"},
        {RES_NULL | X_TINY, RES_NULL, clblasInvalidMemObject,
         "result/PARAM NULL before x too small"},
        {X_TINY | RES_OFF, RES_NULL, clblasInsufficientMemVecX,
         "x too small before result/PARAM offset"},
        {SCR_NULL | X_TINY, SCR_NULL, clblasInvalidMemObject, "scratch NULL before x too small"}};
    const unsigned has = X_NULL | (b1_has_y(f->r) ? Y_NULL : 0) |
                         (f->res.total ? RES_NULL : 0) | (f->scratch.total ? SCR_NULL : 0);
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if ((cases[i].needs & has) != cases[i].needs)
            continue;
        const unsigned x = cases[i].faults;
        b1_args a = base(f);
        a.x = x & X_NULL ? NULL : x & X_TINY ? tiny : a.x;
        a.y = x & Y_NULL ? NULL : x & Y_TINY ? tiny : a.y;
        a.res = x & RES_NULL ? NULL : a.res;
        a.scratch = x & SCR_NULL ? NULL : a.scratch;
        a.offres = x & RES_OFF ? SIZE_MAX : a.offres;
        expect(f, &a, cases[i].want, cases[i].what);
    }
    clReleaseMemObject(tiny);
}

/* CLMATH_TEST_ONLY=name: only the routines whose name contains it. */
static int selected(const char *name)
{
    const char *only = getenv("CLMATH_TEST_ONLY");
    return !only || !*only || strstr(name, only) != NULL;
}

static void run_vector(b1_routine r, tu_prec p)
{
    if (!selected(b1_name(r, p)))
        return;
    fixture f;
    if (!tu_check(fixture_make(&f, r, p) == 0, "%s: fixture failed", b1_name(r, p))) {
        fixture_free(&f);
        return;
    }
    if (tu_is_double(p) && !dev.fp64) {
        b1_args a = base(&f);
        expect(&f, &a, clblasInvalidDevice, "double precision on a device without fp64");
        fixture_free(&f);
        return;
    }
    rules(&f);
    bad_dims(&f);
    bad_incs(&f);
    bad_queues(&f);
    bad_wait_lists(&f);
    bad_mem_objects(&f);
    too_small_vec(&f, 1);
    if (b1_has_y(r))
        too_small_vec(&f, 0);
    nothing_to_compute(&f);
    scratch_size(&f);
    result_offset(&f);
    check_order(&f);
    fixture_free(&f);
}

/* ---- rotg and rotmg ---- */

typedef struct sfixture {
    tu_prec p;
    int rotmg;
    tu_operand o[5];
    EC_FIXTURE_FIELDS;
} sfixture;

static const size_t SOFF = 1;

static void sfixture_free(sfixture *f)
{
    for (int k = 0; k < 5; k++)
        tu_operand_free(&f->o[k]);
}

static clblasStatus call_scalar(const void *a, cl_event *ev)
{
    return b1_scalar_call((const b1_sargs *)a, ev);
}

static int sfixture_make(sfixture *f, tu_prec p, int rotmg)
{
    memset(f, 0, sizeof *f);
    f->p = p;
    f->rotmg = rotmg;
    ec_init(&f->ec, &dev, ctx2, call_scalar, "%c%s", tu_prec_letter(p), rotmg ? "rotmg" : "rotg");
    for (int k = 0; k < b1_sarg_count(rotmg); k++)
        ec_watch(&f->ec, &f->o[k], b1_sarg_name(rotmg, k));
    static const double vals[5] = {2.5, 1.5, -0.75, 0.5, 0};
    for (int k = 0; k < b1_sarg_count(rotmg); k++) {
        tu_operand *o = &f->o[k];
        size_t len = b1_sarg_len(rotmg, k);
        if (tu_operand_init(o, b1_sarg_prec(rotmg, p, k), SOFF + len + TU_GUARD, TU_CANARY_NAN))
            return -1;
        for (size_t j = 0; j < len; j++) {
            o->logical[SOFF + j] = 1;
            tu_set(o->prec, o->init, SOFF + j, tu_scalar_make(vals[k], 0));
        }
        if (tu_operand_upload(o, dev.env.context, CL_MEM_READ_WRITE))
            return -1;
    }
    return 0;
}

static b1_sargs sbase(sfixture *f)
{
    b1_sargs a;
    memset(&a, 0, sizeof a);
    a.p = f->p;
    a.rotmg = f->rotmg;
    for (int k = 0; k < b1_sarg_count(f->rotmg); k++) {
        a.m[k] = f->o[k].mem;
        a.off[k] = SOFF;
    }
    a.nq = 1;
    a.qs = f->ec.qs;
    return a;
}

static void sexpect2(sfixture *f, const b1_sargs *a, clblasStatus want, clblasStatus alt,
                     const char *what)
{
    ec_expect2(&f->ec, a, want, alt, what);
}

static void sexpect(sfixture *f, const b1_sargs *a, clblasStatus want, const char *what)
{
    ec_expect(&f->ec, a, want, what);
}

/* A call that must succeed; the buffers are written back after it. */
static void sexpect_ok(sfixture *f, const b1_sargs *a, const char *what)
{
    char desc[256];
    ec_describe(&f->ec, what, desc, sizeof desc);
    cl_event ev = ec_call_ok(&f->ec, desc, a);
    if (ev)
        tu_check_event(ev, dev.env.queue, desc);
    for (int k = 0; k < b1_sarg_count(f->rotmg); k++)
        ec_operand_reset(dev.env.queue, &f->o[k]);
}

static void run_scalar(tu_prec p, int rotmg)
{
    char nm[16];
    snprintf(nm, sizeof nm, "%c%s", tu_prec_letter(p), rotmg ? "rotmg" : "rotg");
    if (!selected(nm))
        return;
    sfixture f;
    if (!tu_check(sfixture_make(&f, p, rotmg) == 0, "%crot%s: fixture failed", tu_prec_letter(p),
                  rotmg ? "mg" : "g")) {
        sfixture_free(&f);
        return;
    }
    b1_sargs a = sbase(&f);
    if (tu_is_double(p) && !dev.fp64) {
        sexpect(&f, &a, clblasInvalidDevice, "double precision on a device without fp64");
        sfixture_free(&f);
        return;
    }
    char what[128];
    sexpect_ok(&f, &a, "valid call");
    /* queues and wait lists */
    cl_command_queue none[1] = {NULL};
    ec_events e;
    ec_events_make(&e, &f.ec);
    a = sbase(&f);
    ec_bad_queues(&f.ec, &a, &a.nq, &a.qs);
    a.qs = none;
    a.nwait = 1;
    sexpect(&f, &a, clblasInvalidCommandQueue, "NULL queue before a bad wait list");
    a = sbase(&f);
    a.nwait = 1;
    sexpect(&f, &a, clblasInvalidEventWaitList, "1 event, list NULL");
    a.nwait = 0;
    a.wait = e.one;
    sexpect(&f, &a, clblasInvalidEventWaitList, "0 events, list not NULL");
    a.nwait = 1;
    a.wait = e.other;
    sexpect2(&f, &a, clblasInvalidEventWaitList, clblasInvalidContext, "an event of another context");
    a = sbase(&f);
    a.nwait = 1;
    a.m[0] = NULL;
    sexpect(&f, &a, clblasInvalidEventWaitList, "bad wait list before a NULL buffer");
    ec_events_free(&e);
    /* every buffer: NULL, image, foreign, offset */
    for (int k = 0; k < b1_sarg_count(rotmg); k++) {
        const char *nm = b1_sarg_name(rotmg, k);
        size_t len = b1_sarg_len(rotmg, k), total = f.o[k].total;
        a = sbase(&f);
        a.m[k] = NULL;
        snprintf(what, sizeof what, "%s = NULL", nm);
        sexpect(&f, &a, clblasInvalidMemObject, what);
        a.off[k] = SIZE_MAX;
        snprintf(what, sizeof what, "%s = NULL before its offset", nm);
        sexpect(&f, &a, clblasInvalidMemObject, what);
        if (image) {
            a = sbase(&f);
            a.m[k] = image;
            snprintf(what, sizeof what, "%s is an image", nm);
            sexpect(&f, &a, clblasInvalidMemObject, what);
        }
        cl_mem fb = ec_buffer_bytes(ctx2, total * tu_esize(f.o[k].prec));
        a = sbase(&f);
        a.m[k] = fb;
        snprintf(what, sizeof what, "%s from another context", nm);
        sexpect(&f, &a, clblasInvalidContext, what);
        clReleaseMemObject(fb);
        a = sbase(&f);
        a.off[k] = total - len;
        snprintf(what, sizeof what, "%s ends at the end of its buffer", nm);
        sexpect_ok(&f, &a, what);
        a.off[k] = total - len + 1;
        snprintf(what, sizeof what, "%s one element past its buffer", nm);
        sexpect(&f, &a, clblasInvalidValue, what);
        a.off[k] = SIZE_MAX;
        snprintf(what, sizeof what, "%s offset SIZE_MAX", nm);
        sexpect(&f, &a, clblasInvalidValue, what);
        a.off[k] = SIZE_MAX / 4;
        snprintf(what, sizeof what, "%s offset SIZE_MAX / 4 (bytes overflow)", nm);
        sexpect(&f, &a, clblasInvalidValue, what);
        if (k > 0) {
            a = sbase(&f);
            a.off[0] = SIZE_MAX;
            a.m[k] = NULL;
            snprintf(what, sizeof what, "%s = NULL before %s's offset", nm, b1_sarg_name(rotmg, 0));
            sexpect(&f, &a, clblasInvalidMemObject, what);
        }
    }
    /* the offsets are in elements of each buffer's own type */
    if (!rotmg && tu_is_complex(p)) {
        cl_mem c_exact = ec_buffer(dev.env.context, b1_real(p), 3);
        a = sbase(&f);
        a.m[2] = c_exact;
        a.off[2] = 2; /* a complex element would need 24 bytes */
        sexpect_ok(&f, &a, "real C at element 2 of a buffer of 3 reals");
        clReleaseMemObject(c_exact);
    }
    sfixture_free(&f);
}

/* ---- not set up ---- */

static void not_initialized(const char *when)
{
    char what[128];
    for (int r = 0; r < B1_NROUTINES; r++)
        for (int pi = 0; pi < TU_NPREC; pi++) {
            if (!b1_exists((b1_routine)r, (tu_prec)pi))
                continue;
            fixture f;
            if (!tu_check(fixture_make(&f, (b1_routine)r, (tu_prec)pi) == 0, "fixture failed")) {
                fixture_free(&f);
                continue;
            }
            b1_args a = base(&f);
            snprintf(what, sizeof what, "valid call %s", when);
            expect(&f, &a, clblasNotInitialized, what);
            a.incx = 0;
            a.N = SIZE_MAX;
            a.x = NULL;
            snprintf(what, sizeof what, "N, incx and x bad %s", when);
            expect(&f, &a, clblasNotInitialized, what);
            fixture_free(&f);
        }
    for (int pi = 0; pi < TU_NPREC; pi++)
        for (int mg = 0; mg < 2; mg++) {
            if (mg && tu_is_complex((tu_prec)pi))
                continue;
            sfixture f;
            if (sfixture_make(&f, (tu_prec)pi, mg) == 0) {
                b1_sargs a = sbase(&f);
                snprintf(what, sizeof what, "valid call %s", when);
                sexpect(&f, &a, clblasNotInitialized, what);
                a.m[0] = NULL;
                a.nq = 0;
                snprintf(what, sizeof what, "no queue and NULL buffer %s", when);
                sexpect(&f, &a, clblasNotInitialized, what);
            }
            sfixture_free(&f);
        }
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    if (!tu_check(tu_open_second_context(&dev, &ctx2, &q2) == 0, "no second context"))
        return tu_summary("test_blas1_errors");
    if (dev.images)
        image = ec_image(dev.env.context);
    else
        printf("image arguments skipped (no image support)\n");
    double t0 = tu_now();
    not_initialized("before clblasSetup");
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    for (int r = 0; r < B1_NROUTINES; r++)
        for (int pi = 0; pi < TU_NPREC; pi++)
            if (b1_exists((b1_routine)r, (tu_prec)pi))
                run_vector((b1_routine)r, (tu_prec)pi);
    for (int pi = 0; pi < TU_NPREC; pi++) {
        run_scalar((tu_prec)pi, 0);
        if (!tu_is_complex((tu_prec)pi))
            run_scalar((tu_prec)pi, 1);
    }
    clblasTeardown();
    not_initialized("after clblasTeardown");
    printf("%.1f s\n", tu_now() - t0);

    if (image)
        clReleaseMemObject(image);
    clReleaseCommandQueue(q2);
    clReleaseContext(ctx2);
    tu_close(&dev);
    return tu_summary("test_blas1_errors");
}
