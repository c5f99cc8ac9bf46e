/*
 * test_trxm_errors.c - every invalid argument of clblas?trmm and clblas?trsm,
 * one call each, for both routines and every precision: the exact status,
 * the events output left alone (preset to a sentinel), nothing enqueued, and
 * A and B (B with its guard region) unchanged. The two routines share one
 * argument struct (a `solve` flag, as clm_trxm_args), so every case runs on
 * all eight.
 *
 * The checks come in GEMM's documented order (docs/compat.md,
 * test_gemm_errors): setup, enums (order, side, uplo, transA: NoTrans,
 * Trans, ConjTrans for every precision; diag), dimensions (M, N below
 * 2^31), leading dimensions (lda at least max(1, ka), A being ka x ka with
 * ka = M for side left, N for right, in either order; ldb at least
 * max(1, rows of the stored B): M column-major, N row-major), queues, wait
 * list, fp64, mem objects (A, B in turn: NULL, type, context), buffer
 * extents (A, B; only when M and N are non-zero). Calls with two faults
 * check that the earlier one is reported. Also the boundaries that must
 * pass: buffers that fit exactly (both orders, sides, triangles, every
 * transpose, both diagonals), leading dimensions at their least, M = 0 or
 * N = 0 with buffers too small for anything (B untouched, an event
 * returned), alpha = 0 (B := 0, A not read: it is all NaN; A's and B's
 * extents still checked).
 *
 * A leading dimension that must be accepted is shown so by pairing it with
 * a later fault (numCommandQueues = 0): the call then reports that one.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errorcase.h"
#include "rulecase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers, events and queue are foreign */
static cl_command_queue q2;

/* Every argument of TRMM and TRSM (`solve`). */
typedef struct args {
    tu_prec p;
    int solve;
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    clblasTranspose trans;
    clblasDiag diag;
    size_t M, N;
    tu_scalar alpha;
    EC_MAT_FIELDS(A, a);
    EC_MAT_FIELDS(B, b);
    TU_QUEUE_FIELDS;
} args;

#define NROUTINES 8 /* S, D, C, Z trmm, then trsm */

/* The valid call every case starts from: B 7 x 3, column-major, left,
 * upper, NoTrans, non-unit, lda 8, ldb 9, offsets 1, 2 (M, N, M - 1 and
 * N - 1 all differ, so a check against the wrong one shows). The buffers
 * are large enough for this call in either order and side; B has a guard
 * region after it, and every invalid call must leave A and B unchanged. */
typedef struct fixture {
    tu_prec p;
    int solve;
    tu_operand A, B;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t M0 = 7, N0 = 3, LDA0 = 8, LDB0 = 9, OFFA0 = 1, OFFB0 = 2;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    const float ar = (float)a->alpha.re;
    const FloatComplex ac = floatComplex(ar, (float)a->alpha.im);
    const DoubleComplex az = doubleComplex(a->alpha.re, a->alpha.im);
#define HEAD a->order, a->side, a->uplo, a->trans, a->diag, a->M, a->N
#define REST a->A, a->offA, a->lda, a->B, a->offB, a->ldb, a->nq, a->qs, a->nwait, a->wait, ev
    switch (a->p) {
    case TU_S: return a->solve ? clblasStrsm(HEAD, ar, REST) : clblasStrmm(HEAD, ar, REST);
    case TU_D:
        return a->solve ? clblasDtrsm(HEAD, a->alpha.re, REST)
                        : clblasDtrmm(HEAD, a->alpha.re, REST);
    case TU_C: return a->solve ? clblasCtrsm(HEAD, ac, REST) : clblasCtrmm(HEAD, ac, REST);
    case TU_Z: return a->solve ? clblasZtrsm(HEAD, az, REST) : clblasZtrmm(HEAD, az, REST);
    }
#undef HEAD
#undef REST
    return clblasInvalidValue;
}

enum { MAT_A, MAT_B };
static const char *const trans_name[3] = {"NoTrans", "Trans", "ConjTrans"};

/* A's order: M for side left, N for right. */
static size_t ka(const args *a) { return a->side == clblasLeft ? a->M : a->N; }

/* Elements a buffer needs for one matrix of the call, its offset included:
 * A is ka x ka, B M x N. */
static size_t need(const args *a, int which)
{
    if (which == MAT_A)
        return tu_mat_extent(a->order, ka(a), ka(a), a->offA, a->lda);
    return tu_mat_extent(a->order, a->M, a->N, a->offB, a->ldb);
}

static args base(fixture *f)
{
    args a = {.p = f->p, .solve = f->solve, .order = clblasColumnMajor, .side = clblasLeft,
              .uplo = clblasUpper, .trans = clblasNoTrans, .diag = clblasNonUnit, .M = M0,
              .N = N0, .alpha = {0.5, 0.25}, .A = f->A.mem, .offA = OFFA0, .lda = LDA0,
              .B = f->B.mem, .offB = OFFB0, .ldb = LDB0, .nq = 1, .qs = f->ec.qs};
    if (!tu_is_complex(f->p))
        a.alpha.im = 0;
    return a;
}

/* Elements of matrix `which` that the base call needs in either order and
 * side. */
static size_t need_any(fixture *f, int which)
{
    size_t most = 0;
    for (int k = 0; k < 4; k++) {
        args a = base(f);
        a.order = k & 1 ? clblasRowMajor : clblasColumnMajor;
        a.side = k & 2 ? clblasRight : clblasLeft;
        size_t n = need(&a, which);
        most = n > most ? n : most;
    }
    return most;
}

static int fixture_make(fixture *f, int r)
{
    memset(f, 0, sizeof *f);
    f->p = (tu_prec)(r % 4);
    f->solve = r >= 4;
    ec_init(&f->ec, &dev, ctx2, call, "%ctr%cm", tu_prec_letter(f->p), f->solve ? 's' : 'm');
    ec_watch(&f->ec, &f->B, "B");
    ec_watch(&f->ec, &f->A, "A");
    tu_rng rng = tu_rng_make((uint64_t)r + 57);
    /* A: the whole M0 x M0 square (either side, order, triangle); B: M0 x N0
     * column-major, the rest a finite canary (other orders overwrite it) */
    if (tu_operand_init(&f->A, f->p, need_any(f, MAT_A), TU_CANARY_NAN) ||
        tu_operand_init(&f->B, f->p, need_any(f, MAT_B) + TU_GUARD, TU_CANARY_FINITE))
        return -1;
    tu_operand_mark_mat(&f->A, clblasColumnMajor, M0, M0, OFFA0, LDA0);
    tu_operand_mark_mat(&f->B, clblasColumnMajor, M0, N0, OFFB0, LDB0);
    tu_operand_fill(&f->A, &rng, 0);
    tu_operand_fill(&f->B, &rng, 0);
    /* a dominant diagonal: the solves stay finite */
    for (size_t k = 0; k < M0; k++)
        tu_set(f->p, f->A.init, tu_mat_pos(clblasColumnMajor, OFFA0, LDA0, k, k),
               tu_scalar_make(4, 0));
    if (tu_operand_upload(&f->A, dev.env.context, CL_MEM_READ_ONLY) ||
        tu_operand_upload(&f->B, dev.env.context, CL_MEM_READ_WRITE))
        return -1;
    return 0;
}

/* ---- the cases ---- */

/* rules.def's cases: the enums, lda and ldb at the edge of their stored
 * rows in every order, side, triangle, transpose and diagonal, also with M
 * or N 0. */
static void rules(fixture *f)
{
    args a = base(f);
    const ec_rule_args r = {.order = &a.order, .side = &a.side, .uplo = &a.uplo,
                            .trans = &a.trans, .diag = &a.diag, .M = &a.M, .N = &a.N,
                            .ld = {&a.lda, &a.ldb}, .nq = &a.nq};
    ec_rule_cases(&f->ec, &a, CLM_RULES_trmm, &r);
}

static void bad_enums(fixture *f)
{
    const clblasStatus bad = clblasInvalidValue;
    TRY(bad, "row-major, side = 141", a.order = clblasRowMajor, a.side = (clblasSide)141);
    TRY(bad, "right, uplo = 141", a.side = clblasRight, a.uplo = (clblasUplo)141);
    TRY(bad, "row-major lower, transA = 141", a.order = clblasRowMajor, a.uplo = clblasLower,
        a.trans = (clblasTranspose)141);
    TRY(bad, "right lower ConjTrans, diag = 141", a.side = clblasRight,
        a.uplo = clblasLower, a.trans = clblasConjTrans, a.diag = (clblasDiag)141);
    TRY(bad, "side = 7, diag = 8", a.side = (clblasSide)7, a.diag = (clblasDiag)8);
    /* every transpose and diagonal is valid for every precision */
    for (int t = 0; t < 3; t++)
        for (int d = 0; d < 2; d++) {
            args a = base(f);
            a.trans = (clblasTranspose)t;
            a.diag = d ? clblasUnit : clblasNonUnit;
            char what[64];
            snprintf(what, sizeof what, "transA = %s, %s", trans_name[t],
                     d ? "unit" : "non-unit");
            EC_ACCEPTED(f, &a, what);
        }
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1, max = INT32_MAX;
    TRY(clblasInvalidDim, "M = 2^31", a.M = big);
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "right, N = 2^31", a.side = clblasRight, a.N = big);
    TRY(clblasInvalidDim, "M = SIZE_MAX, N = 2^31", a.M = SIZE_MAX, a.N = big);
    TRY(clblasInvalidDim, "M = SIZE_MAX, N = 0", a.M = SIZE_MAX, a.N = 0);
    TRY(clblasInvalidDim, "M = 0, N = SIZE_MAX", a.M = 0, a.N = SIZE_MAX);
    /* 2^31 - 1 is a valid dimension: the leading dimension or extent
     * checks come next */
    TRY(clblasInvalidLeadDimA, "M = 2^31 - 1, lda 8", a.M = max);
    TRY(clblasInvalidLeadDimA, "right, N = 2^31 - 1, lda 8", a.side = clblasRight, a.N = max);
    TRY(clblasInvalidLeadDimB, "right, M = 2^31 - 1, ldb 9", a.side = clblasRight, a.M = max);
    TRY(clblasInvalidLeadDimB, "row-major, N = 2^31 - 1, lda = 2^31 - 1", a.N = a.lda = max,
        a.order = clblasRowMajor, a.side = clblasRight);
    TRY(clblasInsufficientMemMatB, "row-major right, M = 2^31 - 1", a.order = clblasRowMajor,
        a.side = clblasRight, a.M = max);
}

/* lda or ldb (`which`) at its least, max(1, stored rows), and one below,
 * in both orders and sides, with M = 0 and N = 0 too: A's rows are ka (M
 * left, N right), B's M column-major, N row-major. uplo, transA and diag
 * go round with the cases; the other leading dimension stays valid. */
static void bad_ld(fixture *f, int which)
{
    const size_t dims[3][2] = {{M0, N0}, {0, N0}, {M0, 0}};
    int n = 0;
    for (int o = 0; o < 2; o++)
        for (int s = 0; s < 2; s++)
            for (int d = 0; d < 3; d++, n++) {
                args a = base(f);
                a.order = o ? clblasRowMajor : clblasColumnMajor;
                a.side = s ? clblasRight : clblasLeft;
                a.uplo = n & 1 ? clblasLower : clblasUpper;
                a.trans = (clblasTranspose)(n % 3);
                a.diag = n & 2 ? clblasUnit : clblasNonUnit;
                a.M = dims[d][0];
                a.N = dims[d][1];
                size_t *ld = which == MAT_A ? &a.lda : &a.ldb;
                size_t rows = which == MAT_A ? ka(&a) : o ? a.N : a.M;
                char how[128];
                snprintf(how, sizeof how, "%s %s %s %s, M = %zu, N = %zu, %s",
                         o ? "row-major" : "column-major", s ? "right" : "left",
                         a.uplo == clblasLower ? "lower" : "upper", trans_name[a.trans], a.M,
                         a.N, which == MAT_A ? "lda" : "ldb");
                EC_LD_EDGE(f, &a, ld, rows,
                           which == MAT_A ? clblasInvalidLeadDimA : clblasInvalidLeadDimB, how);
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
    TRY(clblasInvalidMatA, "A = NULL with M = 0", a.M = 0, a.A = NULL);
    TRY(clblasInvalidMatA, "right, A = NULL with N = 0", a.side = clblasRight, a.N = 0,
        a.A = NULL);
    TRY(clblasInvalidMatB, "B = NULL with N = 0", a.N = 0, a.B = NULL);
    TRY(clblasInvalidMatB, "B = NULL with alpha = 0", a.alpha = tu_scalar_make(0, 0), a.B = NULL);
    args a = base(f);
    const ec_mem_arg mem[2] = {{&a.A, "A", clblasInvalidMatA}, {&a.B, "B", clblasInvalidMatB}};
    ec_bad_mem_objects(&f->ec, &a, mem, 2, 64 * tu_esize(f->p));
}

/* Matrix `which` of the call, as ec_fit_and_short and ec_fit_overflow
 * take it. */
static ec_fit mat_of(args *a, int which)
{
    return which == MAT_A ? EC_MAT_FIT(a, A, a, need(a, MAT_A))
                          : EC_MAT_FIT(a, B, b, need(a, MAT_B));
}

/* The base call in `order`, on `side`, with `uplo`, `trans` and `diag`;
 * how: the first four in words. */
static args base_in(fixture *f, clblasOrder order, clblasSide side, clblasUplo uplo,
                    clblasTranspose trans, clblasDiag diag, char *how, size_t cap)
{
    args a = base(f);
    a.order = order, a.side = side, a.uplo = uplo, a.trans = trans, a.diag = diag;
    snprintf(how, cap, "%s %s %s %s", order == clblasRowMajor ? "row-major" : "column-major",
             side == clblasLeft ? "left" : "right", uplo == clblasUpper ? "upper" : "lower",
             trans_name[trans]);
    return a;
}

/* The base call in `order`, `side`, `uplo`, `trans`, `diag`, both matrices
 * in buffers of exactly the elements they need: passes (one launch); each
 * one element short by its offset, its leading dimension or the buffer's
 * size: fails. */
static void fit_and_short(fixture *f, clblasOrder order, clblasSide side, clblasUplo uplo,
                          clblasTranspose trans, clblasDiag diag)
{
    char words[80], how[96];
    args a = base_in(f, order, side, uplo, trans, diag, words, sizeof words);
    snprintf(how, sizeof how, "%s %s", words, diag == clblasUnit ? "unit" : "non-unit");
    ec_fit ops[2] = {mat_of(&a, MAT_A), mat_of(&a, MAT_B)};
    ops[0].fill_from = f->A.mem; /* the exact A is read: give it A's values */
    ec_fit_and_short(&f->ec, &a, f->p, ops, 2, how);
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
    fit_and_short(f, clblasColumnMajor, clblasLeft, clblasUpper, clblasNoTrans, clblasNonUnit);
    fit_and_short(f, clblasRowMajor, clblasLeft, clblasLower, clblasTrans, clblasUnit);
    fit_and_short(f, clblasColumnMajor, clblasRight, clblasLower, clblasConjTrans,
                  clblasNonUnit);
    fit_and_short(f, clblasRowMajor, clblasRight, clblasUpper, clblasNoTrans, clblasUnit);
    overflow(f, MAT_A);
    overflow(f, MAT_B);
    /* dimensions and leading dimensions valid, extents of 4 G elements */
    const size_t max = INT32_MAX;
    TRY(clblasInsufficientMemMatA, "M = lda = ldb = 2^31 - 1", a.M = a.lda = a.ldb = max);
    TRY(clblasInsufficientMemMatA, "row-major right, N = lda = ldb = 2^31 - 1",
        a.order = clblasRowMajor, a.side = clblasRight, a.N = a.lda = a.ldb = max);
    TRY(clblasInsufficientMemMatB, "right, M = ldb = 2^31 - 1 (A 3 x 3)", a.side = clblasRight,
        a.M = a.ldb = max);
    TRY(clblasInsufficientMemMatB, "row-major left, N = ldb = 2^31 - 1 (A 7 x 7)",
        a.order = clblasRowMajor, a.N = a.ldb = max);
}

/* alpha = 0: B := 0 on its M x N elements, gaps and guards bit for bit as
 * they were; A (all NaN) not read. */
static void alpha_zero(fixture *f, clblasOrder order, clblasSide side, clblasUplo uplo,
                       clblasTranspose trans)
{
    const size_t nA = f->A.total;
    void *nan = tu_xmalloc(nA * tu_esize(f->p));
    for (size_t i = 0; i < nA; i++)
        tu_set_nan(f->p, nan, i);
    cl_mem A = tu_upload(dev.env.context, nan, nA * tu_esize(f->p));
    free(nan);
    char words[80], desc[256];
    args a = base_in(f, order, side, uplo, trans, clblasNonUnit, words, sizeof words);
    a.A = A;
    a.alpha = tu_scalar_make(0, 0);
    snprintf(desc, sizeof desc, "%s, alpha = 0, A all NaN, %s: B := 0", f->ec.name, words);
    cl_event ev = A ? ec_call_ok(&f->ec, desc, &a) : NULL;
    tu_operand *B = &f->B;
    if (ev && f->ec.check_event(ev, f->ec.q, desc) &&
        tu_check(tu_operand_download(B, f->ec.q) == CL_SUCCESS, "%s: read back", desc)) {
        unsigned char *in = tu_xmalloc(B->total);
        for (size_t c = 0; c < N0; c++)
            for (size_t r = 0; r < M0; r++)
                in[tu_mat_pos(order, OFFB0, LDB0, r, c)] = 1;
        size_t bad = 0;
        for (size_t i = 0; i < B->total; i++) {
            tu_scalar got = tu_get(f->p, B->back, i);
            int ok = in[i] ? got.re == 0 && got.im == 0 : tu_same_bits(f->p, B->init, B->back, i);
            if (!ok && bad++ < 3)
                tu_detail("  %s: B[%zu] is (%g,%g)%s", desc, i, got.re, got.im,
                          in[i] ? ", want 0" : ", changed");
        }
        tu_check(bad == 0, "%s: %zu elements of B wrong", desc, bad);
        free(in);
    }
    ec_operand_reset(f->ec.q, B);
    if (A)
        clReleaseMemObject(A);
}

/* Nothing to compute: buffer extents are not checked, B stays as it is;
 * alpha = 0: B := 0, A not read but its extent checked. */
static void nothing_to_compute(fixture *f)
{
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "M = 0, tiny A and B at offset SIZE_MAX (B untouched)", a.M = 0, a.A = a.B = tiny,
           a.offA = a.offB = SIZE_MAX);
    TRY_OK(1, "right, M = 0, tiny A and B (A would be 3 x 3)", a.side = clblasRight, a.M = 0,
           a.A = a.B = tiny);
    TRY_OK(1, "N = 0, tiny A and B (A would be 7 x 7)", a.N = 0, a.A = a.B = tiny);
    TRY_OK(1, "row-major right, N = 0, lda = ldb = 1, tiny A and B", a.order = clblasRowMajor,
           a.side = clblasRight, a.N = 0, a.lda = a.ldb = 1, a.A = a.B = tiny);
    TRY_OK(1, "row-major left, M = 0, ldb = 3, tiny A and B", a.order = clblasRowMajor, a.M = 0,
           a.ldb = N0, a.A = a.B = tiny);
    /* M = 0: A (N x N on the right) is not looked at however large N */
    TRY_OK(1, "right, M = 0, N = lda = 2^31 - 1, tiny A and B", a.side = clblasRight, a.M = 0,
           a.N = a.lda = max, a.A = a.B = tiny);
    TRY_OK(1, "M = 0, N = 2^31 - 1, tiny A and B", a.M = 0, a.N = max, a.A = a.B = tiny);
    /* alpha = 0: the extents are still checked (M and N not zero) */
    TRY(clblasInsufficientMemMatA, "alpha = 0, A too small", a.alpha = tu_scalar_make(0, 0),
        a.A = tiny);
    TRY(clblasInsufficientMemMatB, "alpha = 0, B too small", a.alpha = tu_scalar_make(0, 0),
        a.B = tiny);
    clReleaseMemObject(tiny);
    alpha_zero(f, clblasColumnMajor, clblasLeft, clblasUpper, clblasNoTrans);
    alpha_zero(f, clblasRowMajor, clblasRight, clblasLower, clblasConjTrans);
}

/* Two faults at once: the one earlier in the documented order wins (the
 * queue faults' order in bad_queues). */
static void check_order(fixture *f)
{
    const size_t huge = (size_t)1 << 40;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad M", a.order = (clblasOrder)5, a.M = huge);
    TRY(clblasInvalidValue, "bad side before bad N", a.side = (clblasSide)5, a.N = huge);
    TRY(clblasInvalidValue, "bad uplo before bad M", a.uplo = (clblasUplo)5, a.M = huge);
    TRY(clblasInvalidValue, "bad transA before bad N", a.trans = (clblasTranspose)5, a.N = huge);
    TRY(clblasInvalidValue, "bad diag before bad M and lda", a.diag = (clblasDiag)5, a.M = huge,
        a.lda = 0);
    TRY(clblasInvalidDim, "bad M before bad lda", a.M = huge, a.lda = 1);
    TRY(clblasInvalidDim, "bad N before bad ldb", a.N = (size_t)1 << 32, a.order = clblasRowMajor,
        a.ldb = 1);
    TRY(clblasInvalidLeadDimA, "bad lda before bad ldb", a.lda = a.ldb = 1);
    TRY(clblasInvalidLeadDimA, "right: bad lda (2 < N) before bad ldb", a.side = clblasRight,
        a.lda = N0 - 1, a.ldb = 1);
    TRY(clblasInvalidLeadDimB, "bad ldb before numCommandQueues = 0 and NULL buffers", a.ldb = 1,
        a.nq = 0, a.A = a.B = NULL);
    TRY(clblasInvalidMatA, "A = NULL before B = NULL", a.A = a.B = NULL);
    TRY(clblasInvalidMatB, "B = NULL before A too small", a.A = tiny, a.B = NULL);
    if (f->ec.images) {
        cl_mem img = ec_image(dev.env.context);
        TRY(clblasInvalidMemObject, "B an image before A too small", a.A = tiny, a.B = img);
        clReleaseMemObject(img);
    }
    TRY(clblasInsufficientMemMatA, "A too small before B too small", a.A = a.B = tiny);
    TRY(clblasInsufficientMemMatA, "offA before offB (both SIZE_MAX)",
        a.offA = a.offB = SIZE_MAX);
    clReleaseMemObject(tiny);
}

static void bad_lds(fixture *f)
{
    bad_ld(f, MAT_A);
    bad_ld(f, MAT_B);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too; after a new setup the base
 * call passes. */
EC_ROUTINES_MAIN("test_trxm_errors", NROUTINES, 4, "bad order, side, diag, M, ldb and B",
                 (a.order = (clblasOrder)9, a.side = (clblasSide)9, a.diag = (clblasDiag)9,
                  a.M = SIZE_MAX, a.ldb = 0, a.B = NULL),
                 "M = 0", a.M = 0,
                 rules, bad_enums, bad_dims, bad_lds, bad_queues, bad_mem_objects, too_small,
                 nothing_to_compute, check_order)
