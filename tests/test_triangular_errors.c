/*
 * test_triangular_errors.c - every invalid argument of the triangular
 * Level 2 routines (S/D/C/Z trmv, tpmv, tbmv, trsv, tpsv, tbsv), one call
 * each: the exact status, the events output left alone (preset to a
 * sentinel), nothing enqueued, and x with its guard region unchanged.
 *
 * The checks come in the documented order (docs/compat.md): setup, enums
 * (order, uplo, trans, diag), dimensions (N, band K), lda (full: max(1, N),
 * band: K + 1), incx, queues, wait list, fp64, NULL buffers, mem object
 * type, context, buffer extents (A: full offa + (N-1) lda + N, band
 * offa + (N-1) lda + K + 1, packed offa + N (N+1) / 2; x: offx + (N-1)|incx|
 * + 1; checked only when N > 0). Calls with two faults check that the
 * earlier one is reported. Also what must pass: buffers that fit exactly,
 * N = 0 with buffers too small for anything (x untouched, an event
 * returned), a scratch buffer of any size or NULL for the products.
 *
 * Not here (as in test_gemv_errors): released mem objects and non-queue
 * objects as queues, undefined in OpenCL and crashing in the ICD loader.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "errorcase.h"
#include "rulecase.h"
#include "tricase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers and events are foreign */
static cl_command_queue q2;

/* The valid call every case starts from: N = 5 (band K = 2), column-major,
 * upper, NoTrans, non-unit, lda 6 (full) or 4 (band), offa 1, offx 2,
 * incx 1; x has a guard region after it, and every invalid call must leave
 * it unchanged. */
static const size_t N0 = 5, K0 = 2, OFFA0 = 1, OFFX0 = 2;

typedef struct fixture {
    int solve;
    tc_storage st;
    tu_prec p;
    tu_operand A, x;
    EC_FIXTURE_FIELDS;
} fixture;

static size_t lda0(const fixture *f) { return f->st == TC_FULL ? 6 : f->st == TC_BAND ? 4 : 0; }

/* Elements of A the fixture's call needs (offa included). */
static size_t need_A(const fixture *f, size_t N, size_t K, size_t offa, size_t lda)
{
    tc_case c;
    memset(&c, 0, sizeof c);
    c.storage = f->st;
    c.N = N;
    c.K = K;
    c.offa = offa;
    c.lda = lda;
    return tc_extent_A(&c);
}

static clblasStatus call(const void *a, cl_event *ev) { return tc_call((const tc_args *)a, ev); }

static int fixture_make(fixture *f, int solve, tc_storage st, tu_prec p)
{
    memset(f, 0, sizeof *f);
    f->solve = solve;
    f->st = st;
    f->p = p;
    ec_init(&f->ec, &dev, ctx2, call, "%s", tc_name(solve, st, p));
    ec_watch(&f->ec, &f->x, "x");
    tu_rng r = tu_rng_make((uint64_t)(p * 10 + st * 2 + solve));
    size_t nA = need_A(f, N0, K0, OFFA0, lda0(f));
    size_t nx = tu_vec_extent(N0, OFFX0, 1) + TU_GUARD;
    if (tu_operand_init(&f->A, p, nA, TU_CANARY_FINITE) ||
        tu_operand_init(&f->x, p, nx, TU_CANARY_FINITE))
        return -1;
    for (size_t i = OFFA0; i < nA; i++) /* diagonally dominant enough: any values solve */
        tu_set(p, f->A.init, i, tu_scalar_make(2 + tu_rng_unit(&r) / 4, 0));
    tu_operand_mark_vec(&f->x, N0, OFFX0, 1);
    tu_operand_fill(&f->x, &r, 0);
    cl_context c = dev.env.context;
    if (tu_operand_upload(&f->A, c, CL_MEM_READ_ONLY) ||
        tu_operand_upload(&f->x, c, CL_MEM_READ_WRITE))
        return -1;
    return 0;
}

static void fixture_free(fixture *f)
{
    ec_free_operands((tu_operand *const[]){&f->A, &f->x, NULL});
}

static tc_args base(fixture *f)
{
    tc_args a;
    memset(&a, 0, sizeof a);
    a.solve = f->solve;
    a.storage = f->st;
    a.p = f->p;
    a.order = clblasColumnMajor;
    a.uplo = clblasUpper;
    a.trans = clblasNoTrans;
    a.diag = clblasNonUnit;
    a.N = N0;
    a.K = f->st == TC_BAND ? K0 : 0;
    a.A = f->A.mem;
    a.offa = OFFA0;
    a.lda = lda0(f);
    a.x = f->x.mem;
    a.offx = OFFX0;
    a.incx = 1;
    a.nq = 1;
    a.qs = f->ec.qs;
    return a;
}

/* One invalid call (see ec_expect): x must stay as it was. */
#define expect(f, a, want, what) ec_expect(&(f)->ec, (a), (want), (what))
/* A call that must succeed with an event; `untouched` when it has nothing
 * to compute (x must read back as before), else x is put back after it. */
#define expect_ok(f, a, untouched, what) ec_expect_ok(&(f)->ec, (a), (untouched), (what))

/* ---- the cases ---- */

#undef EC_ARGS
#define EC_ARGS tc_args /* for TRY and TRY_OK */

/* The routine's rules in rules.def, and the call's fields they read. */
static clm_rule_kind rule_kind(const fixture *f)
{
    static const clm_rule_kind kinds[] = {
        [TC_FULL] = CLM_RULES_trmv, [TC_PACKED] = CLM_RULES_tpmv, [TC_BAND] = CLM_RULES_tbmv};
    return kinds[f->st];
}
static ec_rule_args rule_fields(tc_args *a)
{
    return (ec_rule_args){.order = &a->order, .trans = &a->trans, .uplo = &a->uplo,
                          .diag = &a->diag, .N = &a->N,
                          .K = a->storage == TC_BAND ? &a->K : NULL, .ld = {&a->lda}, .nq = &a->nq,
                          .vec = {{&a->x, &a->offx, &a->incx, "x", clblasInsufficientMemVecX}}};
}

/* The table's cases: enums, lda at its edge (also N = 0, K = 0), incx 0;
 * and two bad enums at once. */
static void rules(fixture *f)
{
    TRY(clblasInvalidValue, "row-major lower, diag = 141", a.order = clblasRowMajor,
        a.uplo = clblasLower, a.diag = (clblasDiag)141);
    tc_args a = base(f);
    const ec_rule_args r = rule_fields(&a);
    ec_rule_cases(&f->ec, &a, rule_kind(f), &r);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1;
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "N = SIZE_MAX", a.N = SIZE_MAX);
    if (f->st == TC_BAND) {
        TRY(clblasInvalidDim, "K = 2^31 (lda 1)", a.K = big, a.lda = 1);
        TRY(clblasInvalidDim, "K = SIZE_MAX (lda 1)", a.K = SIZE_MAX, a.lda = 1);
        /* a valid K: the lda check comes next, and then A's extent */
        TRY(clblasInvalidLeadDimA, "K = 2^31 - 1, lda 4", a.K = INT32_MAX);
        TRY(clblasInsufficientMemMatA, "K = 2^31 - 1, lda = K + 1", a.K = INT32_MAX,
            a.lda = (size_t)INT32_MAX + 1);
    } else {
        TRY_OK(0, "K = SIZE_MAX ignored", a.K = SIZE_MAX); /* no K in this routine */
    }
    /* 2^31 - 1 is a valid dimension: the next checks come */
    if (f->st == TC_FULL)
        TRY(clblasInvalidLeadDimA, "N = 2^31 - 1, lda 6", a.N = INT32_MAX);
    else
        TRY(clblasInsufficientMemMatA, "N = 2^31 - 1", a.N = INT32_MAX);
}

/* Beyond the table's: lda 0, lda exact on a buffer that fits, K ignored. */
static void bad_lda(fixture *f)
{
    tc_args a = base(f);
    if (f->st == TC_PACKED) {
        a.lda = 0; /* packed storage has no lda */
        expect_ok(f, &a, 0, "packed storage ignores lda");
        return;
    }
    const char *need = f->st == TC_FULL ? "N" : "K + 1";
    size_t min = f->st == TC_FULL ? N0 : K0 + 1;
    char what[96];
    for (int oi = 0; oi < 2; oi++) {
        a = base(f);
        a.order = oi ? clblasRowMajor : clblasColumnMajor;
        a.uplo = oi ? clblasLower : clblasUpper;
        a.lda = 0;
        snprintf(what, sizeof what, "%s, lda = 0", oi ? "row-major" : "column-major");
        expect(f, &a, clblasInvalidLeadDimA, what);
        a.lda = min;
        a.A = ec_buffer(dev.env.context, f->p, need_A(f, N0, a.K, OFFA0, min));
        snprintf(what, sizeof what, "%s, lda = %s exactly", oi ? "row-major" : "column-major",
                 need);
        expect_ok(f, &a, 0, what);
        clReleaseMemObject(a.A);
    }
    a = base(f);
    if (f->st == TC_BAND) {
        a.K = 9; /* K beyond N - 1 still needs lda >= K + 1 */
        a.lda = 9;
        expect(f, &a, clblasInvalidLeadDimA, "K = 9 > N - 1, lda = 9");
    } else {
        a.lda = N0 - 1;
        a.K = 0;
        expect(f, &a, clblasInvalidLeadDimA, "lda = N - 1 (K ignored)");
    }
}

static void bad_incs(fixture *f)
{
    TRY(clblasInvalidIncX, "row-major ConjTrans, incx = 0", a.incx = 0, a.trans = clblasConjTrans,
        a.order = clblasRowMajor);
}

/* Queues and wait lists (a routine that may split its work over every
 * queue it is given: no queue of another context). */
static void bad_queues(fixture *f)
{
    tc_args a = base(f);
    EC_QUEUE_CASES(&f->ec, a, NULL, A, "A", clblasInvalidMatA);
}

/* An empty call checks its wait list too. */
static void empty_call_wait_list(fixture *f)
{
    ec_events e;
    ec_events_make(&e, &f->ec);
    tc_args a = base(f);
    a.N = 0;
    a.nwait = 1;
    a.wait = e.other;
    ec_expect2(&f->ec, &a, clblasInvalidEventWaitList, clblasInvalidContext,
               "N = 0, an event of another context");
    ec_events_free(&e);
}

static void bad_mem_objects(fixture *f)
{
    tc_args a = base(f);
    const ec_mem_arg mem[2] = {{&a.A, "A", clblasInvalidMatA}, {&a.x, "x", clblasInvalidVecX}};
    ec_bad_mem_objects(&f->ec, &a, mem, 2, 64 * tu_esize(f->p));
    a.N = 0; /* nothing to compute does not excuse a missing A */
    a.A = NULL;
    expect(f, &a, clblasInvalidMatA, "N = 0, A = NULL");
}

/* A one element short, by size, offset, lda, K; row-major the same. */
static void too_small_A(fixture *f)
{
    size_t need = need_A(f, N0, K0, OFFA0, lda0(f));
    cl_mem exact = ec_buffer(dev.env.context, f->p, need);
    cl_mem shorter = ec_buffer(dev.env.context, f->p, need - 1);
    char what[128];
    for (int oi = 0; oi < 2; oi++) {
        const char *o = oi ? "row-major" : "column-major";
        tc_args a = base(f);
        a.order = oi ? clblasRowMajor : clblasColumnMajor;
        a.uplo = oi ? clblasLower : clblasUpper;
        a.trans = oi ? clblasTrans : clblasNoTrans;
        a.A = exact;
        snprintf(what, sizeof what, "%s, A fits exactly (%zu elements)", o, need);
        expect_ok(f, &a, 0, what);
        a.offa = OFFA0 + 1;
        snprintf(what, sizeof what, "%s, A short by its offset", o);
        expect(f, &a, clblasInsufficientMemMatA, what);
        a.offa = OFFA0;
        if (f->st != TC_PACKED) {
            a.lda = lda0(f) + 1;
            snprintf(what, sizeof what, "%s, A short by its lda", o);
            expect(f, &a, clblasInsufficientMemMatA, what);
            a.lda = lda0(f);
        }
        if (f->st == TC_BAND) {
            a.K = K0 + 1; /* lda 4 still fits K + 1 = 4 */
            snprintf(what, sizeof what, "%s, A short by its K", o);
            expect(f, &a, clblasInsufficientMemMatA, what);
            a.K = K0;
        }
        a.A = shorter;
        snprintf(what, sizeof what, "%s, A one element short", o);
        expect(f, &a, clblasInsufficientMemMatA, what);
    }
    if (f->st == TC_BAND) { /* K beyond N - 1: the extent counts K + 1 rows */
        tc_args a = base(f);
        a.K = 7;
        a.lda = 8;
        size_t n = need_A(f, N0, 7, OFFA0, 8);
        a.A = ec_buffer(dev.env.context, f->p, n);
        expect_ok(f, &a, 0, "K = 7 > N - 1, A fits exactly");
        clReleaseMemObject(a.A);
        a.A = ec_buffer(dev.env.context, f->p, n - 1);
        expect(f, &a, clblasInsufficientMemMatA, "K = 7 > N - 1, A one element short");
        clReleaseMemObject(a.A);
    }
    tc_args a = base(f);
    a.offa = SIZE_MAX;
    expect(f, &a, clblasInsufficientMemMatA, "offa = SIZE_MAX (overflows)");
    a.offa = SIZE_MAX / tu_esize(f->p);
    expect(f, &a, clblasInsufficientMemMatA, "offa = SIZE_MAX / element size (bytes overflow)");
    if (f->st != TC_PACKED) {
        a.offa = OFFA0;
        a.lda = SIZE_MAX / 2;
        expect(f, &a, clblasInsufficientMemMatA, "lda = SIZE_MAX / 2 (extent overflows)");
    }
    a = base(f);
    a.N = INT32_MAX;
    if (f->st == TC_FULL)
        a.lda = INT32_MAX;
    expect(f, &a, clblasInsufficientMemMatA, "N = 2^31 - 1 (a huge A)");
    clReleaseMemObject(exact);
    clReleaseMemObject(shorter);
}

static void too_small_x(fixture *f)
{
    tc_args a = base(f);
    const ec_rule_args r = rule_fields(&a);
    ec_rule_vec_short(&f->ec, &a, rule_kind(f), &r, 'X', f->p);
}

/* Nothing to compute: extents are not checked, x stays as it is, and an
 * event is still returned. */
static void nothing_to_compute(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    tc_args a = base(f);
    a.A = tiny;
    a.N = 0;
    a.offa = SIZE_MAX;
    expect_ok(f, &a, 1, "N = 0 with a tiny A at offset SIZE_MAX");
    a.x = tiny;
    a.offx = SIZE_MAX;
    a.incx = -7;
    a.order = clblasRowMajor;
    a.trans = clblasConjTrans;
    a.diag = clblasUnit;
    expect_ok(f, &a, 1, "N = 0 with tiny A and x at offset SIZE_MAX");
    /* the fixture's x itself, untouched */
    a = base(f);
    a.N = 0;
    a.offx = 0;
    expect_ok(f, &a, 1, "N = 0 on the fixture's x");
    if (!f->solve) { /* scratchBuff: ignored, NULL or any size */
        a = base(f);
        a.scratch = tiny;
        expect_ok(f, &a, 0, "a one-element scratch buffer");
        a.scratch = NULL;
        expect_ok(f, &a, 0, "scratch buffer NULL");
    }
    clReleaseMemObject(tiny);
}

/* Two faults at once: the one earlier in the documented order wins. */
static void check_order(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad uplo before bad N", a.uplo = (clblasUplo)5, a.N = (size_t)1 << 40);
    TRY(clblasInvalidValue, "bad diag before incx = 0", a.diag = (clblasDiag)5, a.incx = 0);
    TRY(clblasInvalidDim, "bad N before bad lda", a.N = (size_t)1 << 40, a.lda = 0);
    if (f->st == TC_BAND) {
        TRY(clblasInvalidDim, "bad K before incx = 0", a.K = (size_t)1 << 40, a.incx = 0);
    }
    if (f->st != TC_PACKED) {
        TRY(clblasInvalidLeadDimA, "bad lda before incx = 0", a.lda = 1, a.incx = 0);
    }
    TRY(clblasInvalidIncX, "incx = 0 before numCommandQueues = 0", a.incx = 0, a.nq = 0);
    TRY(clblasInvalidMatA, "A = NULL before x = NULL", a.A = NULL, a.x = NULL);
    TRY(clblasInvalidMatA, "A = NULL before x too small", a.A = NULL, a.x = tiny);
    TRY(clblasInvalidVecX, "x = NULL before A too small", a.A = tiny, a.x = NULL);
    TRY(clblasInsufficientMemMatA, "A too small before x too small", a.A = tiny, a.x = tiny);
    clReleaseMemObject(tiny);
}

static void run_fixture(int solve, tc_storage st, tu_prec p)
{
    static void (*const cases[])(fixture *) = {
        rules,       bad_dims,    bad_lda,     bad_incs,           bad_queues, empty_call_wait_list,
        bad_mem_objects, too_small_A, too_small_x, nothing_to_compute, check_order};
    EC_RUN_ROUTINE(fixture, tc_args, fixture_make(f, solve, st, p), fixture_free, base, 0, cases);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too. */
static void not_initialized(const char *when)
{
    for (int r = 0; r < 2 * 3 * TU_NPREC; r++) /* r as in run */
        EC_NOT_INITIALIZED(fixture, tc_args,
                           fixture_make(f, r / (3 * TU_NPREC), (tc_storage)(r / TU_NPREC % 3),
                                        (tu_prec)(r % TU_NPREC)),
                           fixture_free, base, when, "N = 0, bad uplo and incx",
                           (a.uplo = (clblasUplo)9, a.incx = 0, a.N = 0), NULL, (void)a);
}

/* r is (solve * 3 + storage) * TU_NPREC + precision. */
static void run(int r)
{
    run_fixture(r / (3 * TU_NPREC), (tc_storage)(r / TU_NPREC % 3), (tu_prec)(r % TU_NPREC));
}

static void again(void)
{
    for (int solve = 0; solve < 2; solve++)
        EC_AGAIN(fixture, tc_args, fixture_make(f, solve, TC_BAND, TU_S), fixture_free, base);
}

int main(void)
{
    return ec_main("test_triangular_errors", &dev, &ctx2, &q2, 2 * 3 * TU_NPREC,
                   not_initialized, run, again);
}
