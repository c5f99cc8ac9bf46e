/*
 * test_syrk_errors.c - every invalid argument of the rank-k family
 * (clblas?syrk, ?herk, ?syr2k, ?her2k), one call each, for every routine
 * and precision: the exact status, the events output left alone (preset to
 * a sentinel), nothing enqueued, and A, B and C (C with its guard region)
 * unchanged. The four routines share one argument struct (flags for rank 2k
 * and Hermitian, as clm_syrk_args), so every case runs on all twelve.
 *
 * The checks come in GEMM's documented order (docs/compat.md,
 * test_gemm_errors): setup, enums (order, uplo, trans: complex SYRK / SYR2K
 * reject ConjTrans, HERK / HER2K Trans, real ones take ConjTrans as Trans),
 * dimensions (N, K below 2^31), leading dimensions (lda, ldb, ldc, each at
 * least max(1, rows of the stored matrix): column-major A and B are N x K
 * for NoTrans, else K x N, C is N x N; a row-major matrix is stored as its
 * transpose), queues, wait list, fp64, mem objects (A, B, C in turn: NULL,
 * type, context), buffer extents (A, B, C; only when N > 0, and a matrix
 * with no elements, A with K = 0, has nothing to check). Calls with two
 * faults check that the earlier one is reported. Also the boundaries that
 * must pass: buffers that fit exactly (both orders, both transposes, both
 * triangles), leading dimensions at their least, N = 0 with buffers too
 * small for anything (C untouched), K = 0 (beta 1: C untouched; else
 * C := beta C on the triangle, a Hermitian diagonal made real), alpha = 0
 * with beta = 1 (C untouched, but A's and B's extents still checked).
 *
 * A leading dimension that must be accepted is shown so by pairing it with
 * a later fault (numCommandQueues = 0): the call then reports that one.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "errorcase.h"
#include "rulecase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers, events and queue are foreign */
static cl_command_queue q2;

/* Every argument of any of the four routines: B only with `two`; with
 * `herm`, beta real and (HERK) alpha real, their real parts passed. */
typedef struct args {
    tu_prec p;
    int two, herm;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    size_t N, K;
    tu_scalar alpha, beta;
    EC_MAT_FIELDS(A, a);
    EC_MAT_FIELDS(B, b);
    EC_MAT_FIELDS(C, c);
    TU_QUEUE_FIELDS;
} args;

/* Every routine and precision. */
static const struct {
    tu_prec p;
    int two, herm;
} routines[] = {{TU_S, 0, 0}, {TU_D, 0, 0}, {TU_C, 0, 0}, {TU_Z, 0, 0}, {TU_C, 0, 1}, {TU_Z, 0, 1},
                {TU_S, 1, 0}, {TU_D, 1, 0}, {TU_C, 1, 0}, {TU_Z, 1, 0}, {TU_C, 1, 1}, {TU_Z, 1, 1}};
#define NROUTINES (sizeof routines / sizeof routines[0])

/* The valid call every case starts from: C 7 x 7, K = 3, column-major,
 * upper, NoTrans, lda 8, ldb 9, ldc 10, offsets 1, 2, 3 (N, K, N - 1 and
 * K - 1 all differ, so a check against the wrong one shows). The buffers
 * are large enough for this call in either order and transpose; C has a
 * guard region after it, and every invalid call must leave A, B and C
 * unchanged. */
typedef struct fixture {
    tu_prec p;
    int two, herm;
    tu_operand A, B, C;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t N0 = 7, K0 = 3, LDA0 = 8, LDB0 = 9, LDC0 = 10;
static const size_t OFFA0 = 1, OFFB0 = 2, OFFC0 = 3;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    const float ar = (float)a->alpha.re, br = (float)a->beta.re;
    const FloatComplex ac = floatComplex(ar, (float)a->alpha.im),
                       bc = floatComplex(br, (float)a->beta.im);
    const DoubleComplex az = doubleComplex(a->alpha.re, a->alpha.im),
                        bz = doubleComplex(a->beta.re, a->beta.im);
#define HEAD a->order, a->uplo, a->trans, a->N, a->K
#define AM a->A, a->offA, a->lda
#define BM a->B, a->offB, a->ldb
#define CM a->C, a->offC, a->ldc, a->nq, a->qs, a->nwait, a->wait, ev
    switch (a->p) {
    case TU_S:
        return a->two ? clblasSsyr2k(HEAD, ar, AM, BM, br, CM) : clblasSsyrk(HEAD, ar, AM, br, CM);
    case TU_D:
        return a->two ? clblasDsyr2k(HEAD, a->alpha.re, AM, BM, a->beta.re, CM)
                      : clblasDsyrk(HEAD, a->alpha.re, AM, a->beta.re, CM);
    case TU_C:
        if (a->herm)
            return a->two ? clblasCher2k(HEAD, ac, AM, BM, br, CM)
                          : clblasCherk(HEAD, ar, AM, br, CM);
        return a->two ? clblasCsyr2k(HEAD, ac, AM, BM, bc, CM) : clblasCsyrk(HEAD, ac, AM, bc, CM);
    case TU_Z:
        if (a->herm)
            return a->two ? clblasZher2k(HEAD, az, AM, BM, a->beta.re, CM)
                          : clblasZherk(HEAD, a->alpha.re, AM, a->beta.re, CM);
        return a->two ? clblasZsyr2k(HEAD, az, AM, BM, bz, CM) : clblasZsyrk(HEAD, az, AM, bz, CM);
    }
#undef HEAD
#undef AM
#undef BM
#undef CM
    return clblasInvalidValue;
}

/* The routine's transpose (Hermitian: ConjTrans, else Trans), and the one
 * complex routines reject. */
static clblasTranspose trans_ok(const args *a) { return a->herm ? clblasConjTrans : clblasTrans; }
static clblasTranspose trans_bad(const args *a) { return a->herm ? clblasTrans : clblasConjTrans; }

enum { MAT_A, MAT_B, MAT_C };
static const char *const trans_name[3] = {"NoTrans", "Trans", "ConjTrans"};

/* Elements a buffer needs for one matrix of the call, its offset included:
 * A and B are N x K for NoTrans, else K x N; C is N x N. */
static size_t need(const args *a, int which)
{
    int nt = a->trans == clblasNoTrans;
    if (which == MAT_C)
        return tu_mat_extent(a->order, a->N, a->N, a->offC, a->ldc);
    return tu_mat_extent(a->order, nt ? a->N : a->K, nt ? a->K : a->N,
                         which == MAT_A ? a->offA : a->offB, which == MAT_A ? a->lda : a->ldb);
}

static args base(fixture *f)
{
    args a = {.p = f->p, .two = f->two, .herm = f->herm, .order = clblasColumnMajor,
              .uplo = clblasUpper, .trans = clblasNoTrans, .N = N0, .K = K0,
              .alpha = {0.5, 0.25}, .beta = {-0.75, 0.5}, .A = f->A.mem, .offA = OFFA0,
              .lda = LDA0, .B = f->two ? f->B.mem : NULL, .offB = OFFB0, .ldb = LDB0,
              .C = f->C.mem, .offC = OFFC0, .ldc = LDC0, .nq = 1, .qs = f->ec.qs};
    if (!tu_is_complex(f->p) || f->herm)
        a.beta.im = 0;
    if (!tu_is_complex(f->p) || (f->herm && !f->two))
        a.alpha.im = 0;
    return a;
}

/* Elements of matrix `which` that the base call needs in either order and
 * transpose. */
static size_t need_any(fixture *f, int which)
{
    size_t most = 0;
    for (int k = 0; k < 4; k++) {
        args a = base(f);
        a.order = k & 1 ? clblasRowMajor : clblasColumnMajor;
        a.trans = k & 2 ? trans_ok(&a) : clblasNoTrans;
        size_t n = need(&a, which);
        most = n > most ? n : most;
    }
    return most;
}

static int fixture_make(fixture *f, int r)
{
    memset(f, 0, sizeof *f);
    f->p = routines[r].p;
    f->two = routines[r].two;
    f->herm = routines[r].herm;
    ec_init(&f->ec, &dev, ctx2, call, "%c%s", tu_prec_letter(f->p),
             f->herm ? (f->two ? "her2k" : "herk") : (f->two ? "syr2k" : "syrk"));
    /* C's whole square is marked: the other triangle, and a Hermitian
     * diagonal's imaginary parts, must stay as they are where nothing is
     * computed; B only with `two` */
    const ec_op a = {&f->A, "A", need_any(f, MAT_A), 0, N0, K0, OFFA0, LDA0, 0},
                b = {&f->B, "B", need_any(f, MAT_B), 0, N0, K0, OFFB0, LDB0, 0},
                c = {&f->C, "C", need_any(f, MAT_C), 1, N0, N0, OFFC0, LDC0, 0};
    const ec_op ops[3] = {a, f->two ? b : c, c};
    return ec_operands(&f->ec, f->p, (uint64_t)r + 91, ops, f->two ? 3 : 2);
}

/* ---- the cases ---- */

/* rules.def's cases: the enums (a complex type's rejected transpose too),
 * lda, ldb and ldc at the edge of their stored rows in every order,
 * triangle and transpose, also with N or K 0. */
static void rules(fixture *f)
{
    args a = base(f);
    const int reject = tu_is_complex(f->p) ? 1 + (int)trans_bad(&a) : 0;
    const ec_rule_args r = {.order = &a.order, .uplo = &a.uplo, .trans = &a.trans,
                            .trans_reject = reject, .N = &a.N, .K = &a.K,
                            .ld = {&a.lda, &a.ldb, &a.ldc}, .nq = &a.nq};
    ec_rule_cases(&f->ec, &a, f->two ? CLM_RULES_syr2k : CLM_RULES_syrk, &r);
}

static void bad_enums(fixture *f)
{
    const clblasStatus bad = clblasInvalidValue;
    TRY(bad, "row-major, uplo = 141", a.order = clblasRowMajor, a.uplo = (clblasUplo)141);
    TRY(bad, "row-major lower, trans = 141", a.order = clblasRowMajor, a.uplo = clblasLower,
        a.trans = (clblasTranspose)141);
    TRY(bad, "uplo = 7, trans = 8", a.uplo = (clblasUplo)7, a.trans = (clblasTranspose)8);
    /* the transpose of the other kind: reference BLAS rejects it for
     * complex types, real ones read ConjTrans as Trans */
    args a = base(f);
    a.trans = trans_bad(&a);
    a.lda = K0;
    if (!tu_is_complex(f->p)) {
        EC_ACCEPTED(f, &a, "trans = ConjTrans, lda = K");
        return;
    }
    const char *t = f->herm ? "Trans" : "ConjTrans";
    EC_EXPECT(f, &a, bad, "trans = %s", t);
    a.order = clblasRowMajor;
    a.uplo = clblasLower;
    EC_EXPECT(f, &a, bad, "row-major lower, trans = %s", t);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1, max = INT32_MAX;
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "K = 2^31", a.K = big);
    TRY(clblasInvalidDim, "N = SIZE_MAX, K = 2^31", a.N = SIZE_MAX, a.K = big);
    TRY(clblasInvalidDim, "N = SIZE_MAX, K = 0", a.N = SIZE_MAX, a.K = 0);
    TRY(clblasInvalidDim, "N = 0, K = SIZE_MAX", a.N = 0, a.K = SIZE_MAX);
    /* 2^31 - 1 is a valid dimension: the leading dimension (column-major
     * transposed A and B are K x N) or extent checks come next */
    TRY(clblasInvalidLeadDimA, "N = 2^31 - 1, lda 8", a.N = max);
    TRY(clblasInvalidLeadDimA, "transposed, K = 2^31 - 1, lda 8", a.K = max,
        a.trans = trans_ok(&a));
    TRY(clblasInsufficientMemMatA, "row-major transposed, K = 2^31 - 1", a.K = max,
        a.order = clblasRowMajor, a.trans = trans_ok(&a));
    if (f->two)
        TRY(clblasInvalidLeadDimB, "transposed, K = lda = 2^31 - 1, ldb 9", a.K = a.lda = max,
            a.trans = trans_ok(&a));
}

/* lda, ldb and ldc (`which`) at their least, max(1, stored rows), and one
 * below, in both orders with every transpose, also with N = 0 and K = 0:
 * stored rows of column-major A and B are N for NoTrans, else K (row-major:
 * the other one), of C N. The other leading dimensions stay valid. */
static void bad_ld(fixture *f, int which)
{
    static const char *const ldname[3] = {"lda", "ldb", "ldc"};
    const clblasStatus want[3] = {clblasInvalidLeadDimA, clblasInvalidLeadDimB,
                                  clblasInvalidLeadDimC};
    const clblasTranspose t[3] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    const size_t dims[3][2] = {{N0, K0}, {0, K0}, {N0, 0}};
    for (int o = 0; o < 2; o++)
        for (int k = 0; k < 3; k++)
            for (int d = 0; d < 3; d++) {
                args a = base(f);
                a.order = o ? clblasRowMajor : clblasColumnMajor;
                a.uplo = o ? clblasLower : clblasUpper;
                a.trans = t[k];
                if (tu_is_complex(f->p) && a.trans == trans_bad(&a))
                    continue;
                a.N = dims[d][0];
                a.K = dims[d][1];
                size_t *ld = which == MAT_A ? &a.lda : which == MAT_B ? &a.ldb : &a.ldc;
                int nt = (a.trans == clblasNoTrans) == (a.order == clblasColumnMajor);
                size_t rows = which == MAT_C || nt ? a.N : a.K;
                char how[96];
                snprintf(how, sizeof how, "%s %s, N = %zu, K = %zu, %s",
                         o ? "row-major lower" : "column-major upper", trans_name[a.trans], a.N,
                         a.K, ldname[which]);
                EC_LD_EDGE(f, &a, ld, rows, want[which], how);
            }
}

static void bad_queues(fixture *f)
{
    args a = base(f);
    EC_QUEUE_CASES(&f->ec, a, q2, A, "A", clblasInvalidMatA);
}

static void bad_mem_objects(fixture *f)
{
    /* with nothing to compute too: mem objects are checked all the same */
    TRY(clblasInvalidMatC, "C = NULL with N = 0", a.N = 0, a.C = NULL);
    TRY(clblasInvalidMatA, "A = NULL with K = 0", a.K = 0, a.A = NULL);
    if (f->two)
        TRY(clblasInvalidMatB, "B = NULL with K = 0", a.K = 0, a.B = NULL);
    args a = base(f);
    const ec_mem_arg mem[3] = {{&a.A, "A", clblasInvalidMatA},
                               {&a.C, "C", clblasInvalidMatC},
                               {&a.B, "B", clblasInvalidMatB}};
    ec_bad_mem_objects(&f->ec, &a, mem, f->two ? 3 : 2, 64 * tu_esize(f->p));
}

/* Matrix `which` of the call, as ec_fit_and_short and ec_fit_overflow
 * take it. */
static ec_fit mat_of(args *a, int which)
{
    return which == MAT_A   ? EC_MAT_FIT(a, A, a, need(a, MAT_A))
           : which == MAT_B ? EC_MAT_FIT(a, B, b, need(a, MAT_B))
                            : EC_MAT_FIT(a, C, c, need(a, MAT_C));
}

/* The base call in `order` with `uplo` and `trans`, every matrix in a
 * buffer of exactly the elements it needs: passes (one launch); each matrix
 * one element short by its offset, its leading dimension or the buffer's
 * size: fails. */
static void fit_and_short(fixture *f, clblasOrder order, clblasUplo uplo, clblasTranspose trans)
{
    args a = base(f);
    a.order = order;
    a.uplo = uplo;
    a.trans = trans;
    char how[64];
    snprintf(how, sizeof how, "%s %s %s", order == clblasRowMajor ? "row-major" : "column-major",
             uplo == clblasUpper ? "upper" : "lower", trans_name[trans]);
    const ec_fit ops[3] = {mat_of(&a, MAT_A), mat_of(&a, MAT_C), mat_of(&a, MAT_B)};
    ec_fit_and_short(&f->ec, &a, f->p, ops, f->two ? 3 : 2, how);
}

/* Offsets and leading dimensions whose extents overflow. */
static void overflow(fixture *f, int which)
{
    args a = base(f);
    const ec_fit o = mat_of(&a, which);
    ec_fit_overflow(&f->ec, &a, &o, tu_esize(f->p));
}

static void too_small(fixture *f)
{
    /* transposed: K x N stored (lda 8, ldb 9 >= N); real ones with ConjTrans once */
    const clblasTranspose t = f->herm ? clblasConjTrans : clblasTrans,
                          t2 = tu_is_complex(f->p) ? t : clblasConjTrans;
    fit_and_short(f, clblasColumnMajor, clblasUpper, clblasNoTrans);
    fit_and_short(f, clblasRowMajor, clblasLower, clblasNoTrans);
    fit_and_short(f, clblasColumnMajor, clblasLower, t);
    fit_and_short(f, clblasRowMajor, clblasUpper, t2);
    overflow(f, MAT_A);
    if (f->two)
        overflow(f, MAT_B);
    overflow(f, MAT_C);
    /* dimensions and leading dimensions valid, extents of 4 G elements;
     * K = 0: A and B have nothing to check, however small */
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInsufficientMemMatA, "N = lda = ldb = ldc = 2^31 - 1",
        a.N = a.lda = a.ldb = a.ldc = max);
    TRY(clblasInsufficientMemMatC, "N = lda = ldb = ldc = 2^31 - 1, K = 0, tiny A and B",
        a.N = a.lda = a.ldb = a.ldc = max, a.K = 0, a.A = a.B = tiny);
    TRY(clblasInsufficientMemMatC, "row-major, N = ldc = 2^31 - 1, K = 0, lda = ldb = 1",
        a.order = clblasRowMajor, a.N = a.ldc = max, a.K = 0, a.lda = a.ldb = 1,
        a.A = a.B = tiny);
    clReleaseMemObject(tiny);
}

/* K = 0 with beta != 1: C := beta C on the `uplo` triangle (a Hermitian
 * diagonal made real, as reference BLAS), the other triangle, gaps and
 * guards bit for bit as they were; A and B not read (tiny, offset
 * SIZE_MAX). */
static void k_zero_scales(fixture *f, clblasOrder order, clblasUplo uplo, const char *how)
{
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    args a = base(f);
    a.order = order;
    a.uplo = uplo;
    a.K = 0;
    a.A = a.B = tiny; /* B not passed without `two` */
    a.offA = a.offB = SIZE_MAX;
    a.lda = a.ldb = N0; /* either order: the stored rows are N or 0 */
    char desc[256];
    snprintf(desc, sizeof desc, "%s, K = 0, tiny A and B at offset SIZE_MAX, %s: C := beta C",
             f->ec.name, how);
    cl_event ev = ec_call_ok(&f->ec, desc, &a);
    tu_operand *C = &f->C;
    if (ev && f->ec.check_event(ev, f->ec.q, desc) &&
        tu_check(tu_operand_download(C, f->ec.q) == CL_SUCCESS, "%s: read back", desc)) {
        size_t bad = tu_operand_changed(C, 1, "C", desc);
        double tol = 4 * tu_eps(f->p);
        for (size_t r = 0; r < N0; r++)
            for (size_t c = 0; c < N0; c++) {
                size_t i = tu_mat_pos(order, OFFC0, LDC0, r, c);
                tu_scalar got = tu_get(f->p, C->back, i), orig = tu_get(f->p, C->init, i);
                tu_scalar want = orig;
                int ok;
                if (uplo == clblasUpper ? r > c : r < c) {
                    ok = tu_same_bits(f->p, C->init, C->back, i);
                } else {
                    if (f->herm && r == c)
                        want.im = 0;
                    want = tu_mul(a.beta, want);
                    tu_scalar d = tu_scalar_make(got.re - want.re, got.im - want.im);
                    ok = tu_abs1(d) <= tol * tu_abs1(a.beta) * tu_abs1(orig) &&
                         !(f->herm && r == c && got.im != 0);
                }
                if (!ok && bad++ < 3)
                    tu_detail("  %s: C(%zu,%zu) is (%g,%g), want (%g,%g)", desc, r, c, got.re,
                              got.im, want.re, want.im);
            }
        tu_check(bad == 0, "%s: %zu elements of C wrong", desc, bad);
    }
    ec_operand_reset(f->ec.q, C);
    clReleaseMemObject(tiny);
}

/* Nothing to compute: buffer extents are not checked, C stays as it is. */
static void nothing_to_compute(fixture *f)
{
    const tu_scalar zero = tu_scalar_make(0, 0), one = tu_scalar_make(1, 0);
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "N = 0, tiny A and B at offset SIZE_MAX (C untouched, beta != 1)", a.N = 0,
           a.A = a.B = tiny, a.offA = a.offB = a.offC = SIZE_MAX);
    TRY_OK(1, "row-major, N = 0, ldc = 1, tiny A, B and C", a.order = clblasRowMajor, a.N = 0,
           a.ldc = 1, a.A = a.B = a.C = tiny);
    /* N = 0: A and B are not looked at however large K */
    TRY_OK(1, "row-major, N = 0, K = lda = ldb = 2^31 - 1, tiny A, B and C",
           a.order = clblasRowMajor, a.N = 0, a.K = a.lda = a.ldb = max, a.A = a.B = a.C = tiny);
    TRY_OK(1, "K = 0, beta = 1, tiny A and B (C untouched)", a.K = 0, a.beta = one,
           a.A = a.B = tiny);
    TRY_OK(1, "alpha = 0, beta = 1 (C untouched)", a.alpha = zero, a.beta = one);
    /* but the extents of A and B are checked: N is not zero */
    TRY(clblasInsufficientMemMatA, "alpha = 0, beta = 1, A too small", a.alpha = zero,
        a.beta = one, a.A = tiny);
    if (f->two)
        TRY(clblasInsufficientMemMatB, "alpha = 0, beta = 1, B too small", a.alpha = zero,
            a.beta = one, a.B = tiny);
    clReleaseMemObject(tiny);
    k_zero_scales(f, clblasColumnMajor, clblasUpper, "column-major upper");
    k_zero_scales(f, clblasRowMajor, clblasUpper, "row-major upper");
}

/* Two faults at once: the one earlier in the documented order wins (the
 * queue faults' order in bad_queues). */
static void check_order(fixture *f)
{
    const size_t huge = (size_t)1 << 40;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad N", a.order = (clblasOrder)5, a.N = huge);
    TRY(clblasInvalidValue, "bad uplo before bad K", a.uplo = (clblasUplo)5, a.K = huge);
    if (tu_is_complex(f->p))
        TRY(clblasInvalidValue, "rejected transpose before bad N", a.trans = trans_bad(&a),
            a.N = huge);
    TRY(clblasInvalidDim, "bad N before bad lda", a.N = huge, a.lda = 1);
    TRY(clblasInvalidDim, "bad K before bad ldc", a.K = (size_t)1 << 32, a.ldc = 1);
    TRY(clblasInvalidLeadDimA, "bad lda before bad ldb and ldc", a.lda = a.ldb = a.ldc = 1);
    if (f->two)
        TRY(clblasInvalidLeadDimB, "bad ldb before bad ldc", a.ldb = a.ldc = 1);
    TRY(clblasInvalidLeadDimC, "bad ldc before numCommandQueues = 0 and NULL buffers",
        a.ldc = 1, a.nq = 0, a.A = a.B = a.C = NULL);
    TRY(clblasInvalidMatA, "A = NULL before B and C = NULL", a.A = a.B = a.C = NULL);
    if (f->two)
        TRY(clblasInvalidMatB, "B = NULL before C = NULL", a.B = a.C = NULL);
    TRY(clblasInvalidMatC, "C = NULL before A too small", a.A = tiny, a.C = NULL);
    if (f->ec.images) {
        cl_mem img = ec_image(dev.env.context);
        TRY(clblasInvalidMemObject, "C an image before A too small", a.A = tiny, a.C = img);
        if (f->two)
            TRY(clblasInvalidMemObject, "B an image before A too small", a.A = tiny, a.B = img);
        clReleaseMemObject(img);
    }
    TRY(clblasInsufficientMemMatA, "A too small before B and C too small", a.A = a.B = a.C = tiny);
    if (f->two) {
        TRY(clblasInsufficientMemMatB, "B too small before C too small", a.B = a.C = tiny);
        TRY(clblasInsufficientMemMatB, "offB before offC (both SIZE_MAX)",
            a.offB = a.offC = SIZE_MAX);
    }
    clReleaseMemObject(tiny);
}

static void bad_lds(fixture *f)
{
    for (int m = MAT_A; m <= MAT_C; m++)
        if (m != MAT_B || f->two)
            bad_ld(f, m);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too; after a new setup the base
 * call passes. */
EC_ROUTINES_MAIN("test_syrk_errors", NROUTINES, 0, "bad order, trans, K, ldc and C",
                 (a.order = (clblasOrder)9, a.trans = trans_bad(&a), a.K = SIZE_MAX, a.ldc = 0,
                  a.C = NULL),
                 "N = 0", a.N = 0,
                 rules, bad_enums, bad_dims, bad_lds, bad_queues, bad_mem_objects, too_small,
                 nothing_to_compute, check_order)
