/*
 * test_gemm_errors.c - every invalid argument of clblas?gemm, one call each,
 * for the four precisions: the exact status, the events output left alone
 * (preset to a sentinel), nothing enqueued, and A, B and C (C with its
 * guard region) unchanged.
 *
 * The checks come in the documented order (docs/compat.md): setup, enums
 * (order, transA, transB), dimensions (M, N, K below 2^31), leading
 * dimensions (lda, ldb, ldc, in that order, each at least max(1, rows of
 * the stored matrix): column-major A is M x K for NoTrans, else K x M, B is
 * K x N for NoTrans, else N x K, C is M x N; a row-major matrix is stored as
 * its transpose, so there it is the columns), queues, wait list, fp64, NULL
 * buffers, mem object type, context (A, B, C in that order), buffer extents
 * (A, B, C; checked only when M and N are both non-zero, and a matrix with
 * no elements, A or B with K = 0, has nothing to check). Calls with two
 * faults check that the earlier one is reported. Also the boundaries that
 * must pass: buffers that fit exactly (both orders, with and without
 * transposes), leading dimensions at their least, only the first queue used,
 * and zero sizes whose buffers are too small for anything (M = 0 or N = 0:
 * C untouched; K = 0: C := beta C, A and B never looked at). alpha = 0
 * with beta = 1 leaves C untouched too, but with M and N non-zero the
 * extents of A and B are still checked (as gemv's).
 *
 * A leading dimension that must be accepted is shown so by pairing it with
 * a later fault (numCommandQueues = 0): the call then reports that one.
 *
 * Not here (as in test_gemv_errors): a released mem object or a non-queue
 * object passed as a queue, undefined in OpenCL and crashing in the ICD
 * loader / PoCL before clmath could tell.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "errorcase.h"
#include "gemmcase.h"
#include "rulecase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers, events and queue are foreign */
static cl_command_queue q2;

/* Every argument of a GEMM call. */
typedef struct args {
    tu_prec p;
    clblasOrder order;
    clblasTranspose transA, transB;
    size_t M, N, K;
    tu_scalar alpha, beta;
    EC_MAT_FIELDS(A, a);
    EC_MAT_FIELDS(B, b);
    EC_MAT_FIELDS(C, c);
    TU_QUEUE_FIELDS;
} args;

/* The valid call every case starts from: C 7 x 5, K = 3, column-major,
 * NoTrans, NoTrans, lda 8, ldb 6, ldc 9, offsets 1, 2, 3 (M, N, K and
 * M - 1, N - 1, K - 1 all differ, so a check against the wrong one shows). The buffers are
 * large enough for this call in either order and with any transposes (the
 * leading dimensions then still valid); C has a guard region after it, and
 * every invalid call must leave A, B and C unchanged. */
typedef struct fixture {
    tu_prec p;
    tu_operand A, B, C;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t M0 = 7, N0 = 5, K0 = 3, LDA0 = 8, LDB0 = 6, LDC0 = 9;
static const size_t OFFA0 = 1, OFFB0 = 2, OFFC0 = 3;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    return gm_call(a->p, a->order, a->transA, a->transB, a->M, a->N, a->K, a->alpha, a->A,
                   a->offA, a->lda, a->B, a->offB, a->ldb, a->beta, a->C, a->offC, a->ldc, a->nq,
                   a->qs, a->nwait, a->wait, ev);
}

/* The matrices as the user sees them: op(A) = A is M x K, else A is K x M;
 * op(B) = B is K x N, else B is N x K; C is M x N. */
enum { MAT_A, MAT_B, MAT_C };

static void user_shape(const args *a, int which, size_t *rows, size_t *cols)
{
    if (which == MAT_A) {
        *rows = a->transA == clblasNoTrans ? a->M : a->K;
        *cols = a->transA == clblasNoTrans ? a->K : a->M;
    } else if (which == MAT_B) {
        *rows = a->transB == clblasNoTrans ? a->K : a->N;
        *cols = a->transB == clblasNoTrans ? a->N : a->K;
    } else {
        *rows = a->M;
        *cols = a->N;
    }
}

/* Elements a buffer needs for one matrix of the call, its offset included. */
static size_t need(const args *a, int which)
{
    size_t r, c;
    user_shape(a, which, &r, &c);
    size_t off = which == MAT_A ? a->offA : which == MAT_B ? a->offB : a->offC;
    size_t ld = which == MAT_A ? a->lda : which == MAT_B ? a->ldb : a->ldc;
    return tu_mat_extent(a->order, r, c, off, ld);
}

static args base(fixture *f)
{
    args a = {f->p,     clblasColumnMajor, clblasNoTrans, clblasNoTrans, M0,       N0,
              K0,       {0.5, 0.25},       {-0.75, 0.5},  f->A.mem,      OFFA0,    LDA0,
              f->B.mem, OFFB0,             LDB0,          f->C.mem,      OFFC0,    LDC0,
              1,        f->ec.qs,             0,             NULL};
    if (!tu_is_complex(f->p))
        a.alpha.im = a.beta.im = 0;
    return a;
}

/* Elements of matrix `which` that the base call needs in either order with
 * either transpose (leading dimensions as in the base call). */
static size_t need_any(fixture *f, int which)
{
    size_t most = 0;
    for (int o = 0; o < 2; o++)
        for (int t = 0; t < 2; t++) {
            args a = base(f);
            a.order = o ? clblasRowMajor : clblasColumnMajor;
            a.transA = a.transB = t ? clblasTrans : clblasNoTrans;
            size_t n = need(&a, which);
            most = n > most ? n : most;
        }
    return most;
}

static int fixture_make(fixture *f, tu_prec p)
{
    memset(f, 0, sizeof *f);
    f->p = p;
    ec_init(&f->ec, &dev, ctx2, call, "%cgemm", tu_prec_letter(p));
    ec_watch(&f->ec, &f->C, "C");
    ec_watch(&f->ec, &f->A, "A");
    ec_watch(&f->ec, &f->B, "B");
    tu_rng r = tu_rng_make((uint64_t)p + 77);
    size_t nA = need_any(f, MAT_A), nB = need_any(f, MAT_B), nC = need_any(f, MAT_C) + TU_GUARD;
    if (tu_operand_init(&f->A, p, nA, TU_CANARY_NAN) || tu_operand_init(&f->B, p, nB, TU_CANARY_NAN) ||
        tu_operand_init(&f->C, p, nC, TU_CANARY_FINITE))
        return -1;
    tu_operand_mark_mat(&f->A, clblasColumnMajor, M0, K0, OFFA0, LDA0);
    tu_operand_mark_mat(&f->B, clblasColumnMajor, K0, N0, OFFB0, LDB0);
    tu_operand_mark_mat(&f->C, clblasColumnMajor, M0, N0, OFFC0, LDC0);
    tu_operand_fill(&f->A, &r, 0);
    tu_operand_fill(&f->B, &r, 0);
    tu_operand_fill(&f->C, &r, 0);
    cl_context c = dev.env.context;
    if (tu_operand_upload(&f->A, c, CL_MEM_READ_ONLY) || tu_operand_upload(&f->B, c, CL_MEM_READ_ONLY) ||
        tu_operand_upload(&f->C, c, CL_MEM_READ_WRITE))
        return -1;
    return 0;
}

/* One invalid call (see ec_expect): A, B and C must stay as they were. */
#define expect(f, a, want, what) ec_expect(&(f)->ec, (a), (want), (what))
/* A call that must succeed; `untouched` when it has nothing to compute. */
#define expect_ok(f, a, untouched, what) ec_expect_ok(&(f)->ec, (a), (untouched), (what))

/* The base call with `tweaks` applied, its leading dimensions accepted. */
#define TRY_ACCEPTED(what, ...) EC_WITH(args, base(f), EC_ACCEPTED(f, &a, what), __VA_ARGS__)

/* ---- the cases ---- */

/* rules.def's cases: the enums, lda, ldb and ldc at the edge of their
 * stored rows in every order and transpose, also with M, N or K 0. */
static void rules(fixture *f)
{
    args a = base(f);
    const ec_rule_args r = {.order = &a.order, .trans = &a.transA, .transB = &a.transB,
                            .M = &a.M, .N = &a.N, .K = &a.K, .ld = {&a.lda, &a.ldb, &a.ldc},
                            .nq = &a.nq};
    ec_rule_cases(&f->ec, &a, CLM_RULES_gemm, &r);
}

static void bad_enums(fixture *f)
{
    TRY(clblasInvalidValue, "row-major, transA = 141", a.order = clblasRowMajor,
        a.transA = (clblasTranspose)141);
    TRY(clblasInvalidValue, "row-major, transA = ConjTrans, transB = 141", a.order = clblasRowMajor,
        a.transA = clblasConjTrans, a.transB = (clblasTranspose)141);
    TRY(clblasInvalidValue, "transA = 7, transB = 8", a.transA = (clblasTranspose)7,
        a.transB = (clblasTranspose)8);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1;
    TRY(clblasInvalidDim, "M = 2^31", a.M = big);
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "K = 2^31", a.K = big);
    TRY(clblasInvalidDim, "N = SIZE_MAX, K = 2^31", a.K = big, a.N = SIZE_MAX);
    TRY(clblasInvalidDim, "M = SIZE_MAX, K = 0", a.M = SIZE_MAX, a.K = 0);
    TRY(clblasInvalidDim, "K = SIZE_MAX, M = N = 0", a.K = SIZE_MAX, a.M = a.N = 0);
    /* 2^31 - 1 is a valid dimension: the leading dimension checks come next. */
    TRY(clblasInvalidLeadDimA, "M = 2^31 - 1, lda 8", a.M = INT32_MAX);
    TRY(clblasInvalidLeadDimB, "K = 2^31 - 1, ldb 6 (lda needs M)", a.K = INT32_MAX);
    TRY(clblasInvalidLeadDimB, "row-major, N = 2^31 - 1, ldb 6", a.N = INT32_MAX,
        a.order = clblasRowMajor);
    /* no leading dimension depends on N: B's extent */
    TRY(clblasInsufficientMemMatB, "column-major, N = 2^31 - 1, B too small", a.N = INT32_MAX,
        a.order = clblasColumnMajor);
}

/* The least leading dimension of each matrix: max(1, its rows as stored;
 * a row-major matrix is stored as its transpose). */
static size_t least(const args *a, int which)
{
    size_t r, c;
    user_shape(a, which, &r, &c);
    size_t rows = a->order == clblasColumnMajor ? r : c;
    return rows ? rows : 1;
}
static size_t least_A(const void *a) { return least(a, MAT_A); }
static size_t least_B(const void *a) { return least(a, MAT_B); }
static size_t least_C(const void *a) { return least(a, MAT_C); }

/* Every order and transpose through ec_ld_sweep, apart from the table's
 * formulas (the base call's lda 8 and ldb 6 fit A and B in all of them);
 * then what the sweep cannot reach: zero rows still need a leading
 * dimension of 1, and ldc with transposes. */
static void bad_ld(fixture *f)
{
    const clblasStatus bad_a = clblasInvalidLeadDimA, bad_b = clblasInvalidLeadDimB,
                       bad_c = clblasInvalidLeadDimC;
    const clblasOrder col = clblasColumnMajor, row = clblasRowMajor;
    const clblasTranspose tr = clblasTrans, ctr = clblasConjTrans;
    args a = base(f);
    const ec_ld lds[3] = {{&a.lda, "lda", bad_a, &a.order, &a.transA, least_A, &a.nq},
                          {&a.ldb, "ldb", bad_b, &a.order, &a.transB, least_B, &a.nq},
                          {&a.ldc, "ldc", bad_c, &a.order, NULL, least_C, &a.nq}};
    for (int k = 0; k < 3; k++)
        ec_ld_sweep(&f->ec, &a, &lds[k]);
    TRY(bad_a, "column-major NoTrans, M = 0, lda = 0 (< max(1, M))", a.M = 0, a.lda = 0);
    TRY_ACCEPTED("column-major NoTrans, M = 0, lda = 1", a.M = 0, a.lda = 1);
    TRY(bad_a, "column-major Trans, K = 0, lda = 0", a.K = 0, a.transA = tr, a.lda = 0);
    TRY(bad_a, "row-major NoTrans, K = 0, lda = 0", a.K = 0, a.order = row, a.lda = 0);
    /* row-major NoTrans B is stored N (5) x K */
    TRY_ACCEPTED("row-major NoTrans, K = 0, lda = 1", a.K = 0, a.order = row, a.lda = 1,
                 a.ldb = N0);
    TRY(bad_b, "column-major NoTrans, K = 0, ldb = 0 (< max(1, K))", a.K = 0, a.ldb = 0);
    TRY_ACCEPTED("column-major NoTrans, K = 0, ldb = 1", a.K = 0, a.ldb = 1);
    TRY(bad_b, "column-major Trans, N = 0, ldb = 0", a.N = 0, a.transB = tr, a.ldb = 0);
    TRY(bad_b, "row-major NoTrans, N = 0, ldb = 0", a.N = 0, a.order = row, a.ldb = 0,
        a.ldc = 1);
    TRY(bad_c, "column-major Trans, ConjTrans, ldc = N < M", a.transA = tr, a.transB = ctr,
        a.lda = M0, a.ldc = N0);
    TRY(bad_c, "row-major Trans, Trans, ldc = N - 1", a.order = row, a.transA = a.transB = tr,
        a.lda = M0, a.ldb = K0, a.ldc = N0 - 1);
    TRY(bad_c, "column-major, M = 0, ldc = 0 (< max(1, M))", a.order = col, a.M = 0, a.lda = 1,
        a.ldc = 0);
    TRY(bad_c, "row-major, N = 0, ldc = 0", a.order = row, a.N = 0, a.ldb = 1, a.ldc = 0);
    TRY_ACCEPTED("row-major, N = 0, ldc = 1", a.order = row, a.N = 0, a.ldb = 1, a.ldc = 1);
}

static void bad_queues(fixture *f)
{
    args a = base(f);
    EC_QUEUE_CASES(&f->ec, a, q2, A, "A", clblasInvalidMatA);
}

static void bad_mem_objects(fixture *f)
{
    args a = base(f);
    const ec_mem_arg mem[3] = {{&a.A, "A", clblasInvalidMatA},
                               {&a.B, "B", clblasInvalidMatB},
                               {&a.C, "C", clblasInvalidMatC}};
    ec_bad_mem_objects(&f->ec, &a, mem, 3, 64 * tu_esize(f->p));
    /* also with nothing to compute: mem objects are checked all the same */
    a.M = 0;
    a.lda = 1;
    ec_expect_mem(&f->ec, &a, &a.C, NULL, clblasInvalidMatC, "C", "= NULL with M = 0");
    a = base(f);
    a.K = 0;
    ec_expect_mem(&f->ec, &a, &a.B, NULL, clblasInvalidMatB, "B", "= NULL with K = 0");
}

/* Matrix `which` of the call, as ec_fit_and_short and ec_fit_overflow
 * take it. */
static ec_fit mat_of(args *a, int which)
{
    return which == MAT_A   ? EC_MAT_FIT(a, A, a, need(a, MAT_A))
           : which == MAT_B ? EC_MAT_FIT(a, B, b, need(a, MAT_B))
                            : EC_MAT_FIT(a, C, c, need(a, MAT_C));
}

/* Matrix `which` in a buffer of exactly the elements it needs (both
 * orders, with and without transposes: the other shape is then stored, lda
 * 8 >= M, ldb 6 >= N): passes; one element short by its offset, its
 * leading dimension or the buffer's size: fails; then offsets and leading
 * dimensions whose extents overflow. */
static void too_small(fixture *f, int which)
{
    static const char *const how[4] = {"column-major N N", "row-major N N", "column-major T C",
                                       "row-major C T"};
    static const clblasTranspose ta[4] = {clblasNoTrans, clblasNoTrans, clblasTrans,
                                          clblasConjTrans},
                                 tb[4] = {clblasNoTrans, clblasNoTrans, clblasConjTrans,
                                          clblasTrans};
    for (int k = 0; k < 4; k++) {
        args a = base(f);
        a.order = k % 2 ? clblasRowMajor : clblasColumnMajor;
        a.transA = ta[k];
        a.transB = tb[k];
        const ec_fit o = mat_of(&a, which);
        ec_fit_and_short(&f->ec, &a, f->p, &o, 1, how[k]);
    }
    args a = base(f);
    const ec_fit o = mat_of(&a, which);
    ec_fit_overflow(&f->ec, &a, &o, tu_esize(f->p));
}

static void too_small_all(fixture *f)
{
    for (int m = MAT_A; m <= MAT_C; m++)
        too_small(f, m);
}

/* Dimensions and leading dimensions valid, extents of 4 G elements. */
static void huge_extents(fixture *f)
{
    TRY(clblasInsufficientMemMatA, "M = lda = ldc = 2^31 - 1", a.M = a.lda = a.ldc = INT32_MAX);
    TRY(clblasInsufficientMemMatB, "N = ldb = 2^31 - 1, transB = Trans", a.N = INT32_MAX,
        a.transB = clblasTrans, a.ldb = INT32_MAX);
    /* K = 0: A and B have nothing to check, however small */
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInsufficientMemMatC, "M = lda = ldc = 2^31 - 1, K = 0, tiny A and B",
        a.M = a.lda = a.ldc = INT32_MAX, a.K = 0, a.A = a.B = tiny, a.ldb = 1);
    TRY(clblasInsufficientMemMatC, "row-major N = ldb = ldc = 2^31 - 1, K = 0",
        a.order = clblasRowMajor, a.N = a.ldb = a.ldc = INT32_MAX, a.K = 0, a.A = a.B = tiny,
        a.lda = 1);
    clReleaseMemObject(tiny);
}

/* K = 0 with beta != 1: C := beta C, A and B not read (so tiny buffers at
 * huge offsets are fine); C's guards and gaps stay as they were. */
static void k_zero_scales(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    args a = base(f);
    a.K = 0;
    a.A = a.B = tiny;
    a.offA = a.offB = SIZE_MAX;
    a.ldb = 1;
    char desc[256];
    ec_describe(&f->ec, "K = 0, tiny A and B at offset SIZE_MAX: C := beta C", desc, sizeof desc);
    cl_event ev = ec_call_ok(&f->ec, desc, &a);
    if (ev && f->ec.check_event(ev, f->ec.q, desc) &&
        tu_check(tu_operand_download(&f->C, f->ec.q) == CL_SUCCESS, "%s: read back", desc)) {
        size_t bad = tu_operand_changed(&f->C, 1, "C", desc);
        double tol = 4 * tu_eps(f->p);
        for (size_t i = 0; i < f->C.total; i++) {
            if (!f->C.logical[i])
                continue;
            tu_scalar want = tu_mul(a.beta, tu_get(f->p, f->C.init, i));
            tu_scalar got = tu_get(f->p, f->C.back, i);
            tu_scalar d = tu_scalar_make(got.re - want.re, got.im - want.im);
            if (!(tu_abs1(d) <= tol * tu_abs1(want)) && bad++ < 3)
                tu_detail("  %s: C element %zu is (%g,%g), want (%g,%g)", desc, i, got.re,
                          got.im, want.re, want.im);
        }
        tu_check(bad == 0, "%s: %zu elements of C wrong", desc, bad);
    }
    ec_operand_reset(f->ec.q, &f->C);
    clReleaseMemObject(tiny);
}

/* Nothing to compute: buffer extents are not checked, C stays as it is. */
static void nothing_to_compute(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "M = 0 with tiny A and B and huge offsets", a.A = a.B = tiny, a.M = 0, a.lda = 1,
           a.offA = a.offB = a.offC = SIZE_MAX);
    TRY_OK(1, "N = 0 with tiny A and B (C untouched although beta != 1)", a.A = a.B = tiny,
           a.N = 0);
    TRY_OK(1, "row-major, N = 0, ldb = ldc = 1, tiny A, B and C", a.A = a.B = tiny, a.N = 0,
           a.C = tiny, a.offC = SIZE_MAX, a.order = clblasRowMajor, a.ldb = a.ldc = 1);
    TRY_OK(1, "row-major, M = 0, K = lda = 2^31 - 1, tiny A, B and C", a.A = a.B = a.C = tiny,
           a.order = clblasRowMajor, a.M = 0, a.K = a.lda = INT32_MAX, a.ldb = a.ldc = N0);
    TRY_OK(1, "K = 0, beta = 1, tiny A and B (C untouched)", a.A = a.B = tiny, a.K = 0, a.ldb = 1,
           a.beta = tu_scalar_make(1, 0));
    TRY_OK(1, "alpha = 0, beta = 1 (C untouched)", a.alpha = tu_scalar_make(0, 0),
           a.beta = tu_scalar_make(1, 0));
    /* but the extents of A and B are checked: M and N are not zero */
    TRY(clblasInsufficientMemMatA, "alpha = 0, beta = 1, A too small",
        a.alpha = tu_scalar_make(0, 0), a.beta = tu_scalar_make(1, 0), a.A = tiny);
    TRY(clblasInsufficientMemMatB, "alpha = 0, beta = 1, B too small",
        a.alpha = tu_scalar_make(0, 0), a.beta = tu_scalar_make(1, 0), a.A = f->A.mem, a.B = tiny);
    clReleaseMemObject(tiny);
    k_zero_scales(f);
}

/* Two faults at once: the one earlier in the documented order wins. */
static void check_order(fixture *f)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad M", a.order = (clblasOrder)5,
        a.M = (size_t)1 << 40);
    TRY(clblasInvalidValue, "bad transB before bad K", a.transB = (clblasTranspose)5,
        a.K = (size_t)1 << 40);
    TRY(clblasInvalidDim, "bad M before bad lda", a.M = (size_t)1 << 40, a.lda = 1);
    TRY(clblasInvalidDim, "bad K before bad ldc", a.K = (size_t)1 << 32, a.ldc = 1);
    TRY(clblasInvalidLeadDimA, "bad lda before bad ldb and ldc", a.lda = 1, a.ldb = 1, a.ldc = 1);
    TRY(clblasInvalidLeadDimB, "bad ldb before bad ldc", a.ldb = 1, a.ldc = 1, a.lda = LDA0);
    TRY(clblasInvalidLeadDimC, "bad ldc before numCommandQueues = 0", a.ldc = 1, a.nq = 0);
    TRY(clblasInvalidLeadDimB, "bad ldb before B = NULL", a.ldb = 1, a.B = NULL);
    TRY(clblasInvalidMatA, "A = NULL before B and C = NULL", a.A = NULL, a.B = NULL, a.C = NULL);
    TRY(clblasInvalidMatB, "B = NULL before C = NULL", a.B = NULL, a.C = NULL, a.A = f->A.mem);
    TRY(clblasInvalidMatC, "C = NULL before A too small", a.A = tiny, a.C = NULL);
    cl_mem img = f->ec.images ? ec_image(dev.env.context) : NULL;
    if (img) {
        TRY(clblasInvalidMemObject, "B an image before A too small", a.A = tiny, a.B = img);
        clReleaseMemObject(img);
    }
    TRY(clblasInsufficientMemMatA, "A too small before B and C too small", a.A = a.B = a.C = tiny);
    TRY(clblasInsufficientMemMatB, "B too small before C too small", a.A = a.B = a.C = tiny,
        a.A = f->A.mem);
    TRY(clblasInsufficientMemMatB, "offB before offC (both SIZE_MAX)", a.offC = SIZE_MAX,
        a.offB = SIZE_MAX);
    clReleaseMemObject(tiny);
}

static void run_precision(tu_prec p)
{
    static void (*const cases[])(fixture *) = {
        rules,           bad_enums,     bad_dims,     bad_ld,             bad_queues,
        bad_mem_objects, too_small_all, huge_extents, nothing_to_compute, check_order};
    EC_RUN_ROUTINE(fixture, args, fixture_make(f, p), EC_FREE_WATCHED, base, 1, cases);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too. */
static void not_initialized(const char *when)
{
    for (int pi = 0; pi < TU_NPREC; pi++)
        EC_NOT_INITIALIZED(fixture, args, fixture_make(f, (tu_prec)pi), EC_FREE_WATCHED, base, when,
                           "bad order, transB, K, ldc and C",
                           (a.order = (clblasOrder)9, a.transB = (clblasTranspose)9, a.K = SIZE_MAX,
                            a.ldc = 0, a.C = NULL),
                           "M = 0", (a.M = 0, a.lda = 1));
}

/* The checks come before planning: no parameter sets to go through. */
static void run(int r) { run_precision((tu_prec)r); }

static void again(void)
{
    EC_AGAIN(fixture, args, fixture_make(f, TU_S), EC_FREE_WATCHED, base);
}

int main(void)
{
    return ec_main("test_gemm_errors", &dev, &ctx2, &q2, TU_NPREC, not_initialized, run, again);
}
