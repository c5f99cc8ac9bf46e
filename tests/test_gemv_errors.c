/*
 * test_gemv_errors.c - every invalid argument of clblas?gemv, one call each,
 * for the four precisions: the exact status, the events output left alone
 * (preset to a sentinel), nothing enqueued, and y with its guard region
 * unchanged.
 *
 * The checks come in the documented order (docs/compat.md): setup, enums,
 * dimensions, lda, increments, queues, wait list, fp64, NULL buffers, mem
 * object type, context, buffer extents. Calls with two faults check that
 * the earlier one is reported. Also the boundaries that must pass: buffers
 * that fit exactly, and zero sizes whose buffers are too small for anything.
 *
 * Not here: a released mem object or a non-queue object passed as a queue.
 * Both are undefined behaviour in OpenCL and crash inside the ICD loader /
 * PoCL before clmath could tell (tried: segfault in clGetMemObjectInfo and
 * in clGetCommandQueueInfo's results).
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "errorcase.h"
#include "gemvcase.h"
#include "rulecase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers and events are foreign */
static cl_command_queue q2;

/* Every argument of a GEMV call. */
typedef struct args {
    tu_prec p;
    clblasOrder order;
    clblasTranspose trans;
    size_t M, N;
    tu_scalar alpha, beta;
    EC_MAT_FIELDS(A, a);
    TU_VEC_FIELDS(x);
    TU_VEC_FIELDS(y);
    TU_QUEUE_FIELDS;
} args;

/* The valid call every case starts from: 5 x 4 column-major, NoTrans,
 * lda 6, offsets 1, 0, 2; y has a guard region after it, and every invalid
 * call must leave it unchanged. */
typedef struct fixture {
    tu_prec p;
    tu_operand A, x, y;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t M0 = 5, N0 = 4, LDA0 = 6, OFFA0 = 1, OFFX0 = 0, OFFY0 = 2;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    return gc_call(a->p, a->order, a->trans, a->M, a->N, a->alpha, a->A, a->offA, a->lda, a->x,
                   a->offx, a->incx, a->beta, a->y, a->offy, a->incy, a->nq, a->qs, a->nwait,
                   a->wait, ev);
}

/* The event of a call that succeeded: this test checks that it completes
 * (not its queue, as test_blas1_errors and test_triangular_errors do). */
static int event_completes(cl_event ev, cl_command_queue q, const char *desc)
{
    (void)q;
    cl_int status = -1, werr = clWaitForEvents(1, &ev);
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    int ok = tu_check(werr == CL_SUCCESS && status == CL_COMPLETE, "%s: event wait %d status %d",
                      desc, werr, status);
    clReleaseEvent(ev);
    return ok;
}

static int fixture_make(fixture *f, tu_prec p)
{
    memset(f, 0, sizeof *f);
    f->p = p;
    ec_init(&f->ec, &dev, ctx2, call, "%cgemv", tu_prec_letter(p));
    f->ec.check_event = event_completes;
    ec_watch(&f->ec, &f->y, "y");
    tu_rng r = tu_rng_make(p);
    size_t nA = tu_mat_extent(clblasColumnMajor, M0, N0, OFFA0, LDA0);
    size_t nx = tu_vec_extent(N0, OFFX0, 1), ny = tu_vec_extent(M0, OFFY0, 1) + TU_GUARD;
    if (tu_operand_init(&f->A, p, nA, TU_CANARY_NAN) || tu_operand_init(&f->x, p, nx, TU_CANARY_NAN) ||
        tu_operand_init(&f->y, p, ny, TU_CANARY_FINITE))
        return -1;
    tu_operand_mark_mat(&f->A, clblasColumnMajor, M0, N0, OFFA0, LDA0);
    tu_operand_mark_vec(&f->x, N0, OFFX0, 1);
    tu_operand_mark_vec(&f->y, M0, OFFY0, 1);
    tu_operand_fill(&f->A, &r, 0);
    tu_operand_fill(&f->x, &r, 0);
    tu_operand_fill(&f->y, &r, 0);
    cl_context c = dev.env.context;
    if (tu_operand_upload(&f->A, c, CL_MEM_READ_ONLY) || tu_operand_upload(&f->x, c, CL_MEM_READ_ONLY) ||
        tu_operand_upload(&f->y, c, CL_MEM_READ_WRITE))
        return -1;
    return 0;
}

static void fixture_free(fixture *f)
{
    ec_free_operands((tu_operand *const[]){&f->A, &f->x, &f->y, NULL});
}

static args base(fixture *f)
{
    args a = {f->p, clblasColumnMajor, clblasNoTrans, M0, N0, {0.5, 0.25}, {-0.75, 0.5},
              f->A.mem, OFFA0, LDA0, f->x.mem, OFFX0, 1, f->y.mem, OFFY0, 1, 1, f->ec.qs, 0, NULL};
    if (!tu_is_complex(f->p))
        a.alpha.im = a.beta.im = 0;
    return a;
}

/* One invalid call (see ec_expect): y must stay as it was. */
#define expect(f, a, want, what) ec_expect(&(f)->ec, (a), (want), (what))
/* A call that must succeed; `untouched` when it has nothing to compute. */
#define expect_ok(f, a, untouched, what) ec_expect_ok(&(f)->ec, (a), (untouched), (what))

/* ---- the cases ---- */

/* Where the call's fields are that rules.def's GEMV rules read. */
static ec_rule_args rule_fields(args *a)
{
    return (ec_rule_args){.order = &a->order, .trans = &a->trans, .M = &a->M, .N = &a->N,
                          .ld = {&a->lda}, .nq = &a->nq,
                          .vec = {{&a->x, &a->offx, &a->incx, "x", clblasInsufficientMemVecX},
                                  {&a->y, &a->offy, &a->incy, "y", clblasInsufficientMemVecY}}};
}

/* The table's cases: enums, lda at its edge, incx and incy 0. */
static void rules(fixture *f)
{
    args a = base(f);
    const ec_rule_args r = rule_fields(&a);
    ec_rule_cases(&f->ec, &a, CLM_RULES_gemv, &r);
}

static void bad_enums(fixture *f)
{
    TRY(clblasInvalidValue, "row-major, trans = 141", a.order = clblasRowMajor,
        a.trans = (clblasTranspose)141);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1;
    TRY(clblasInvalidDim, "M = 2^31", a.M = big);
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "M = SIZE_MAX, N = 2^31", a.N = big, a.M = SIZE_MAX);
    /* 2^31 - 1 is a valid dimension: the lda check comes next. */
    TRY(clblasInvalidLeadDimA, "M = 2^31 - 1, lda 6", a.M = INT32_MAX);
}

static void bad_lda(fixture *f)
{
    TRY(clblasInvalidLeadDimA, "column-major, lda = M - 1", a.lda = M0 - 1);
    TRY(clblasInvalidLeadDimA, "column-major, lda = N < M", a.lda = N0);
    TRY(clblasInvalidLeadDimA, "row-major, lda = N - 1", a.order = clblasRowMajor, a.lda = N0 - 1);
    TRY(clblasInvalidLeadDimA, "row-major, lda = 0", a.order = clblasRowMajor, a.lda = 0);
    TRY(clblasInvalidLeadDimA, "column-major, M = 0, lda = 0 (< max(1, M))", a.M = 0, a.lda = 0);
    TRY(clblasInvalidLeadDimA, "row-major, N = 0, lda = 0", a.lda = 0, a.order = clblasRowMajor,
        a.M = M0, a.N = 0);
}

static void bad_incs(fixture *f)
{
    TRY(clblasInvalidIncX, "incx = 0", a.incx = 0);
    TRY(clblasInvalidIncY, "incy = 0", a.incy = 0);
    TRY(clblasInvalidIncY, "Trans, incy = 0", a.incy = 0, a.trans = clblasTrans);
}

/* Queues and wait lists (a routine that may split its work over every
 * queue it is given: no queue of another context). */
static void bad_queues(fixture *f)
{
    args a = base(f);
    EC_QUEUE_CASES(&f->ec, a, NULL, A, "A", clblasInvalidMatA);
}

static void bad_mem_objects(fixture *f)
{
    args a = base(f);
    const ec_mem_arg mem[3] = {{&a.A, "A", clblasInvalidMatA},
                               {&a.x, "x", clblasInvalidVecX},
                               {&a.y, "y", clblasInvalidVecY}};
    ec_bad_mem_objects(&f->ec, &a, mem, 3, 64 * tu_esize(f->p));
}

/* Buffers one element short, by size, offset, lda, increment or trans. */
static void too_small_A(fixture *f)
{
    size_t need = tu_mat_extent(clblasColumnMajor, M0, N0, OFFA0, LDA0);
    cl_mem exact = ec_buffer(dev.env.context, f->p, need), shorter = ec_buffer(dev.env.context, f->p, need - 1);
    args a = base(f);
    a.A = exact;
    expect_ok(f, &a, 0, "A fits exactly");
    a.offA = OFFA0 + 1;
    expect(f, &a, clblasInsufficientMemMatA, "A short by its offset");
    a.offA = OFFA0;
    a.lda = LDA0 + 1;
    expect(f, &a, clblasInsufficientMemMatA, "A short by its lda");
    a.lda = LDA0;
    a.A = shorter;
    expect(f, &a, clblasInsufficientMemMatA, "A one element short");
    /* row-major 5 x 4 with lda 6 needs off + 4 * 6 + 4 elements */
    a.order = clblasRowMajor;
    a.A = ec_buffer(dev.env.context, f->p, OFFA0 + (M0 - 1) * LDA0 + N0 - 1);
    expect(f, &a, clblasInsufficientMemMatA, "row-major A one element short");
    clReleaseMemObject(a.A);
    a = base(f);
    a.offA = SIZE_MAX;
    expect(f, &a, clblasInsufficientMemMatA, "offA = SIZE_MAX (overflows)");
    a.offA = SIZE_MAX / tu_esize(f->p);
    expect(f, &a, clblasInsufficientMemMatA, "offA = SIZE_MAX / element size (bytes overflow)");
    a.offA = OFFA0;
    a.lda = SIZE_MAX / 2;
    expect(f, &a, clblasInsufficientMemMatA, "lda = SIZE_MAX / 2 (extent overflows)");
    a = base(f);
    a.M = INT32_MAX;
    a.lda = INT32_MAX; /* valid dimensions and lda, 4 G elements */
    expect(f, &a, clblasInsufficientMemMatA, "M = lda = 2^31 - 1");
    clReleaseMemObject(exact);
    clReleaseMemObject(shorter);
}

static void too_small_vec(fixture *f, int is_x)
{
    args a = base(f);
    ec_vec v = {&a.y, &a.offy, &a.incy, "y", clblasInsufficientMemVecY};
    if (is_x)
        v = (ec_vec){&a.x, &a.offx, &a.incx, "x", clblasInsufficientMemVecX};
    const ec_rule_args r = rule_fields(&a);
    const size_t len = ec_rule_size(CLM_RULES_gemv, &r, is_x ? 'X' : 'Y');
    cl_mem exact = ec_buffer(dev.env.context, f->p, ec_vec_fit(len));
    *v.mem = exact;
    ec_vec_short(&f->ec, &a, &v);
    if (is_x) { /* Trans: x has M elements, more than N */
        a.trans = clblasTrans;
        expect(f, &a, v.want, "x short for Trans (M > N)");
        a.trans = clblasNoTrans;
    }
    ec_vec_overflow(&f->ec, &a, &v, tu_esize(f->p));
    clReleaseMemObject(exact);
}

/* Nothing to compute: buffer extents are not checked, y stays as it is. */
static void nothing_to_compute(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "M = 0 with tiny buffers and huge offsets", a.A = tiny, a.x = tiny, a.M = 0,
           a.lda = 1, a.offA = a.offx = SIZE_MAX);
    TRY_OK(1, "N = 0 with tiny A and x (y untouched although beta != 1)", a.A = tiny, a.x = tiny,
           a.N = 0, a.offy = OFFY0);
    clReleaseMemObject(tiny);
}

/* Two faults at once: the one earlier in the documented order wins. */
static void check_order(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad M",
        a.order = (clblasOrder)5, a.M = (size_t)1 << 40);
    TRY(clblasInvalidDim, "bad M before bad lda", a.M = (size_t)1 << 40, a.lda = 1);
    TRY(clblasInvalidLeadDimA, "bad lda before incx = 0", a.lda = 1, a.incx = 0);
    TRY(clblasInvalidIncX, "incx = 0 before incy = 0", a.incx = 0, a.incy = 0);
    TRY(clblasInvalidIncY, "incy = 0 before numCommandQueues = 0", a.incy = 0, a.nq = 0);
    TRY(clblasInvalidMatA, "A = NULL before x too small", a.A = NULL, a.x = tiny);
    TRY(clblasInvalidVecY, "y = NULL before A too small", a.A = tiny, a.y = NULL);
    TRY(clblasInsufficientMemMatA, "A too small before x too small", a.A = tiny, a.x = tiny);
    TRY(clblasInsufficientMemVecX, "x too small before y too small", a.x = tiny, a.y = tiny);
    clReleaseMemObject(tiny);
}

static void too_small_x_y(fixture *f)
{
    too_small_vec(f, 1);
    too_small_vec(f, 0);
}

static void run_precision(tu_prec p)
{
    static void (*const cases[])(fixture *) = {
        rules,           bad_enums,   bad_dims,    bad_lda,       bad_incs,           bad_queues,
        bad_mem_objects, too_small_A, too_small_x_y, nothing_to_compute, check_order};
    EC_RUN_ROUTINE(fixture, args, fixture_make(f, p), fixture_free, base, 0, cases);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too. */
static void not_initialized(const char *when)
{
    for (int pi = 0; pi < TU_NPREC; pi++)
        EC_NOT_INITIALIZED(fixture, args, fixture_make(f, (tu_prec)pi), fixture_free, base, when,
                           "bad order and incx", (a.order = (clblasOrder)9, a.incx = 0), NULL,
                           (void)a);
}

/* The checks come before planning, but the calls that pass run each
 * strategy: r is strategy * TU_NPREC + precision. */
static void run(int r)
{
    tu_set_strategy(tu_strategies[r / TU_NPREC]);
    run_precision((tu_prec)(r % TU_NPREC));
    tu_set_strategy(0);
}

static void again(void)
{
    EC_AGAIN(fixture, args, fixture_make(f, TU_S), fixture_free, base);
}

int main(void)
{
    return ec_main("test_gemv_errors", &dev, &ctx2, &q2, 3 * TU_NPREC, not_initialized, run,
                   again);
}
