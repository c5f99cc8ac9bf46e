/*
 * test_symm_errors.c - every invalid argument of clblas?symm and ?hemm, one
 * call each, for all six routines (one argument struct, a flag for
 * Hermitian, as clm_symm_args): the exact status, the events output left
 * alone (preset to a sentinel), nothing enqueued, A, B and C (C with its
 * guard region) unchanged.
 *
 * The checks come in GEMM's documented order (docs/compat.md): setup,
 * enums (order, side, uplo), M and N below 2^31, leading dimensions (lda
 * at least max(1, ka), A ka x ka with ka = M for side left, N for right,
 * in either order; ldb and ldc at least max(1, M) column-major, max(1, N)
 * row-major), queues, wait list, fp64, mem objects (A, B, C: NULL, type,
 * context), buffer extents (A, B, C; only when M and N are both non-zero).
 * Calls with two faults check that the earlier one is reported. The
 * boundaries that must pass: exact fits (both orders, sides, triangles),
 * leading dimensions at their least (shown by pairing them with a later
 * fault, numCommandQueues = 0, which the call must then report), M = 0 or
 * N = 0 with buffers too small for anything (C untouched), alpha = 0 with
 * beta = 1 (C untouched, extents still checked), alpha = 0 with beta != 1
 * (C := beta C, A and B all NaN: not read).
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

/* Every argument of either routine; with `herm`, HEMM. */
typedef struct args {
    tu_prec p;
    int herm;
    clblasOrder order;
    clblasSide side;
    clblasUplo uplo;
    size_t M, N;
    tu_scalar alpha, beta;
    cl_mem A, B, C;
    size_t offA, lda, offB, ldb, offC, ldc;
    cl_uint nq, nwait;
    cl_command_queue *qs;
    const cl_event *wait;
} args;

/* Every routine and precision: S, D, C, Z symm, then C, Z hemm. */
static const tu_prec precs[] = {TU_S, TU_D, TU_C, TU_Z, TU_C, TU_Z};
#define NROUTINES (sizeof precs / sizeof precs[0])

/* The valid call every case starts from: C 5 x 7, column-major, side left,
 * upper, lda 8, ldb 9, ldc 10, offsets 1, 2, 3 (all different, so a check
 * against the wrong one shows). The buffers fit this call in either order
 * on either side; C has a guard region after it. */
typedef struct fixture {
    tu_prec p;
    int herm;
    tu_operand A, B, C;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t M0 = 5, N0 = 7, LDA0 = 8, LDB0 = 9, LDC0 = 10;
static const size_t OFFA0 = 1, OFFB0 = 2, OFFC0 = 3;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    const float ar = (float)a->alpha.re, br = (float)a->beta.re;
    const FloatComplex ac = floatComplex(ar, (float)a->alpha.im),
                       bc = floatComplex(br, (float)a->beta.im);
    const DoubleComplex az = doubleComplex(a->alpha.re, a->alpha.im),
                        bz = doubleComplex(a->beta.re, a->beta.im);
#define HEAD a->order, a->side, a->uplo, a->M, a->N
#define AB a->A, a->offA, a->lda, a->B, a->offB, a->ldb
#define CM a->C, a->offC, a->ldc, a->nq, a->qs, a->nwait, a->wait, ev
    switch (a->p) {
    case TU_S:
        return clblasSsymm(HEAD, ar, AB, br, CM);
    case TU_D:
        return clblasDsymm(HEAD, a->alpha.re, AB, a->beta.re, CM);
    case TU_C:
        return a->herm ? clblasChemm(HEAD, ac, AB, bc, CM) : clblasCsymm(HEAD, ac, AB, bc, CM);
    case TU_Z:
        return a->herm ? clblasZhemm(HEAD, az, AB, bz, CM) : clblasZsymm(HEAD, az, AB, bz, CM);
    }
#undef HEAD
#undef AB
#undef CM
    return clblasInvalidValue;
}

enum { MAT_A, MAT_B, MAT_C };

static size_t ka_of(const args *a) { return a->side == clblasLeft ? a->M : a->N; }

/* Elements a buffer needs for one matrix of the call, its offset included:
 * A is ka x ka, B and C are M x N. */
static size_t need(const args *a, int which)
{
    size_t ka = ka_of(a);
    if (which == MAT_A)
        return tu_mat_extent(a->order, ka, ka, a->offA, a->lda);
    return tu_mat_extent(a->order, a->M, a->N, which == MAT_B ? a->offB : a->offC,
                         which == MAT_B ? a->ldb : a->ldc);
}

static const char *how_name(clblasOrder o, clblasSide s, clblasUplo u)
{
    static const char *const names[8] = {"row-major left upper", "row-major left lower",
                                         "row-major right upper", "row-major right lower",
                                         "column-major left upper", "column-major left lower",
                                         "column-major right upper", "column-major right lower"};
    return names[(o == clblasColumnMajor) * 4 + (s == clblasRight) * 2 + (u == clblasLower)];
}

static args base(fixture *f)
{
    args a = {.p = f->p, .herm = f->herm, .order = clblasColumnMajor, .side = clblasLeft,
              .uplo = clblasUpper, .M = M0, .N = N0, .alpha = {0.5, 0.25},
              .beta = {-0.75, 0.5}, .A = f->A.mem, .offA = OFFA0, .lda = LDA0, .B = f->B.mem,
              .offB = OFFB0, .ldb = LDB0, .C = f->C.mem, .offC = OFFC0, .ldc = LDC0, .nq = 1,
              .qs = f->ec.qs};
    if (!tu_is_complex(f->p))
        a.alpha.im = a.beta.im = 0;
    return a;
}

/* Elements of matrix `which` that the base call needs in either order and
 * on either side. */
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
    f->p = precs[r];
    f->herm = r >= 4;
    ec_init(&f->ec, &dev, ctx2, call, "%c%s", tu_prec_letter(f->p), f->herm ? "hemm" : "symm");
    /* A's whole 7 x 7 square is marked (either side, either order); B and
     * C the M x N matrix in both orders */
    const ec_op ops[3] = {{&f->A, "A", need_any(f, MAT_A), 0, N0, N0, OFFA0, LDA0, 0},
                          {&f->B, "B", need_any(f, MAT_B), 0, M0, N0, OFFB0, LDB0, 1},
                          {&f->C, "C", need_any(f, MAT_C), 1, M0, N0, OFFC0, LDC0, 1}};
    return ec_operands(&f->ec, f->p, (uint64_t)r + 57, ops, 3);
}

/* ---- the cases ---- */

/* rules.def's cases: the enums, lda, ldb and ldc at the edge of their
 * stored rows in every order, side and triangle, also with M or N 0. */
static void rules(fixture *f)
{
    args a = base(f);
    const ec_rule_args r = {.order = &a.order, .side = &a.side, .uplo = &a.uplo, .M = &a.M,
                            .N = &a.N, .ld = {&a.lda, &a.ldb, &a.ldc}, .nq = &a.nq};
    ec_rule_cases(&f->ec, &a, CLM_RULES_symm, &r);
}

static void bad_enums(fixture *f)
{
    const clblasStatus bad = clblasInvalidValue;
    TRY(bad, "row-major, side = 141", a.order = clblasRowMajor, a.side = (clblasSide)141);
    TRY(bad, "row-major right, uplo = 141", a.order = clblasRowMajor, a.side = clblasRight,
        a.uplo = (clblasUplo)141);
    TRY(bad, "side = 7, uplo = 8", a.side = (clblasSide)7, a.uplo = (clblasUplo)8);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1, max = INT32_MAX;
    TRY(clblasInvalidDim, "M = 2^31", a.M = big);
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "side right, N = 2^31", a.side = clblasRight, a.N = big);
    TRY(clblasInvalidDim, "M = SIZE_MAX, N = 2^31", a.M = SIZE_MAX, a.N = big);
    TRY(clblasInvalidDim, "M = SIZE_MAX, N = 0", a.M = SIZE_MAX, a.N = 0);
    TRY(clblasInvalidDim, "M = 0, N = SIZE_MAX", a.M = 0, a.N = SIZE_MAX);
    /* 2^31 - 1 is a valid dimension: the leading dimension or extent
     * checks come next (lda 8, ldb 9) */
    TRY(clblasInvalidLeadDimA, "left, M = 2^31 - 1", a.M = max);
    TRY(clblasInvalidLeadDimA, "right, N = 2^31 - 1", a.side = clblasRight, a.N = max);
    TRY(clblasInvalidLeadDimB, "right, M = 2^31 - 1", a.side = clblasRight, a.M = max);
    TRY(clblasInvalidLeadDimB, "row-major left, N = 2^31 - 1", a.order = clblasRowMajor,
        a.N = max);
    TRY(clblasInsufficientMemMatB, "left, N = 2^31 - 1", a.N = max);
    TRY(clblasInsufficientMemMatB, "row-major right, M = 2^31 - 1", a.order = clblasRowMajor,
        a.side = clblasRight, a.M = max);
}

/* lda, ldb and ldc (`which`) at their least and one below, in both orders
 * on both sides, also with M = 0 and N = 0: A is ka x ka (ka = M left, N
 * right), B and C have M (column-major) or N (row-major) stored rows; the
 * least is max(1, that). The other leading dimensions stay valid. */
static void bad_ld(fixture *f, int which)
{
    static const char *const ldname[3] = {"lda", "ldb", "ldc"};
    const clblasStatus want[3] = {clblasInvalidLeadDimA, clblasInvalidLeadDimB,
                                  clblasInvalidLeadDimC};
    const size_t dims[3][2] = {{M0, N0}, {0, N0}, {M0, 0}};
    for (int o = 0; o < 2; o++)
        for (int s = 0; s < 2; s++)
            for (int d = 0; d < 3; d++) {
                args a = base(f);
                a.order = o ? clblasRowMajor : clblasColumnMajor;
                a.side = s ? clblasRight : clblasLeft;
                a.uplo = o == s ? clblasUpper : clblasLower;
                a.M = dims[d][0];
                a.N = dims[d][1];
                size_t *ld = which == MAT_A ? &a.lda : which == MAT_B ? &a.ldb : &a.ldc;
                size_t rows = which == MAT_A ? ka_of(&a) : a.order == clblasRowMajor ? a.N : a.M;
                char how[96];
                snprintf(how, sizeof how, "%s, M = %zu, N = %zu, %s",
                         how_name(a.order, a.side, a.uplo), a.M, a.N, ldname[which]);
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
    TRY(clblasInvalidMatA, "A = NULL with M = 0", a.M = 0, a.A = NULL);
    TRY(clblasInvalidMatB, "B = NULL with N = 0", a.N = 0, a.B = NULL);
    TRY(clblasInvalidMatC, "C = NULL with M = N = 0", a.M = a.N = 0, a.C = NULL);
    args a = base(f);
    const ec_mem_arg mem[3] = {{&a.A, "A", clblasInvalidMatA},
                               {&a.B, "B", clblasInvalidMatB},
                               {&a.C, "C", clblasInvalidMatC}};
    ec_bad_mem_objects(&f->ec, &a, mem, 3, 64 * tu_esize(f->p));
}

/* Matrix `which` of the call, as ec_fit_and_short and ec_fit_overflow
 * take it. */
static ec_fit mat_of(args *a, int which)
{
    return which == MAT_A   ? EC_MAT_FIT(a, A, a, need(a, MAT_A))
           : which == MAT_B ? EC_MAT_FIT(a, B, b, need(a, MAT_B))
                            : EC_MAT_FIT(a, C, c, need(a, MAT_C));
}

/* Offsets and leading dimensions whose extents overflow. */
static void overflow(fixture *f, int which)
{
    args a = base(f);
    const ec_fit o = mat_of(&a, which);
    ec_fit_overflow(&f->ec, &a, &o, tu_esize(f->p));
}

/* The base call in `order` on `side` with `uplo`, every matrix in a buffer
 * of exactly the elements it needs: passes; each matrix one element short
 * by its offset, its leading dimension or the buffer's size: fails. */
static void fit_and_short(fixture *f, clblasOrder order, clblasSide side, clblasUplo uplo)
{
    args a = base(f);
    a.order = order;
    a.side = side;
    a.uplo = uplo;
    const ec_fit ops[3] = {mat_of(&a, MAT_A), mat_of(&a, MAT_B), mat_of(&a, MAT_C)};
    ec_fit_and_short(&f->ec, &a, f->p, ops, 3, how_name(order, side, uplo));
}

static void too_small(fixture *f)
{
    fit_and_short(f, clblasColumnMajor, clblasLeft, clblasUpper);
    fit_and_short(f, clblasRowMajor, clblasLeft, clblasLower);
    fit_and_short(f, clblasColumnMajor, clblasRight, clblasLower);
    fit_and_short(f, clblasRowMajor, clblasRight, clblasUpper);
    overflow(f, MAT_A);
    overflow(f, MAT_B);
    overflow(f, MAT_C);
    /* dimensions and leading dimensions valid, extents of 4 G elements */
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInsufficientMemMatA, "M = N = lda = ldb = ldc = 2^31 - 1",
        a.M = a.N = a.lda = a.ldb = a.ldc = max);
    TRY(clblasInsufficientMemMatB, "row-major left, M = 1, N = ldb = ldc = 2^31 - 1",
        a.order = clblasRowMajor, a.M = 1, a.N = a.ldb = a.ldc = max);
    TRY(clblasInsufficientMemMatB, "right, M = ldb = ldc = 2^31 - 1, N = 1, tiny A",
        a.side = clblasRight, a.N = 1, a.M = a.ldb = a.ldc = max, a.offA = 0, a.A = tiny);
    TRY(clblasInsufficientMemMatC, "row-major right, ldc = 2^31 - 1", a.order = clblasRowMajor,
        a.side = clblasRight, a.ldc = max);
    clReleaseMemObject(tiny);
}

/* alpha = 0 with beta != 1: C := beta C inside the M x N matrix, gaps and
 * guards bit for bit as they were; A and B all NaN (not read: no NaN in
 * C). */
static void alpha_zero_scales(fixture *f, clblasOrder order, clblasSide side, clblasUplo uplo,
                              tu_scalar beta)
{
    args a = base(f);
    a.order = order;
    a.side = side;
    a.uplo = uplo;
    a.alpha = tu_scalar_make(0, 0);
    a.beta = beta;
    size_t es = tu_esize(f->p), nA = need(&a, MAT_A), nB = need(&a, MAT_B);
    size_t most = nA > nB ? nA : nB;
    unsigned char *nan = memset(tu_xmalloc(most * es), 0xff, most * es); /* all NaN */
    a.A = tu_upload(dev.env.context, nan, nA * es);
    a.B = tu_upload(dev.env.context, nan, nB * es);
    free(nan);
    char desc[256];
    snprintf(desc, sizeof desc, "%s, alpha = 0, beta = (%g,%g), A and B NaN, %s: C := beta C",
             f->ec.name, beta.re, beta.im, how_name(order, side, uplo));
    tu_operand *C = &f->C;
    unsigned char *in = tu_xmalloc(C->total);
    for (size_t r = 0; r < M0; r++)
        for (size_t c = 0; c < N0; c++)
            in[tu_mat_pos(order, OFFC0, LDC0, r, c)] = 1;
    cl_event ev = a.A && a.B ? ec_call_ok(&f->ec, desc, &a) : NULL;
    if (tu_check(ev != NULL, "%s: no event", desc) && f->ec.check_event(ev, f->ec.q, desc) &&
        tu_check(tu_operand_download(C, f->ec.q) == CL_SUCCESS, "%s: read back", desc)) {
        size_t bad = 0;
        double tol = 4 * tu_eps(f->p);
        for (size_t i = 0; i < C->total; i++) {
            tu_scalar got = tu_get(f->p, C->back, i), orig = tu_get(f->p, C->init, i);
            tu_scalar want = in[i] ? tu_mul(beta, orig) : orig;
            tu_scalar d = tu_scalar_make(got.re - want.re, got.im - want.im);
            int ok = in[i] ? tu_abs1(d) <= tol * tu_abs1(beta) * tu_abs1(orig)
                           : tu_same_bits(f->p, C->init, C->back, i);
            if (!ok && bad++ < 3)
                tu_detail("  %s: C[%zu] is (%g,%g), want (%g,%g)", desc, i, got.re, got.im,
                          want.re, want.im);
        }
        tu_check(bad == 0, "%s: %zu elements of C wrong", desc, bad);
    }
    ec_operand_reset(f->ec.q, C);
    free(in);
    if (a.A)
        clReleaseMemObject(a.A);
    if (a.B)
        clReleaseMemObject(a.B);
}

/* Nothing to compute: buffer extents are not checked, C stays as it is. */
static void nothing_to_compute(fixture *f)
{
    const tu_scalar zero = tu_scalar_make(0, 0), one = tu_scalar_make(1, 0);
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "M = 0, tiny A and B, every offset SIZE_MAX (C untouched)", a.M = 0,
           a.A = a.B = tiny, a.offA = a.offB = a.offC = SIZE_MAX);
    TRY_OK(1, "right, N = 0, tiny A and B, every offset SIZE_MAX (C untouched)",
           a.side = clblasRight, a.N = 0, a.A = a.B = tiny,
           a.offA = a.offB = a.offC = SIZE_MAX);
    TRY_OK(1, "row-major right, N = 0, lda = ldb = ldc = 1, tiny A, B and C",
           a.order = clblasRowMajor, a.side = clblasRight, a.N = 0, a.lda = a.ldb = a.ldc = 1,
           a.A = a.B = a.C = tiny);
    /* the other dimension as large as may be: nothing is looked at */
    TRY_OK(1, "row-major right, M = 0, N = lda = ldb = ldc = 2^31 - 1, tiny A, B and C",
           a.order = clblasRowMajor, a.side = clblasRight, a.M = 0,
           a.N = a.lda = a.ldb = a.ldc = max, a.A = a.B = a.C = tiny);
    TRY_OK(1, "left, N = 0, M = lda = ldb = ldc = 2^31 - 1, tiny A, B and C", a.N = 0,
           a.M = a.lda = a.ldb = a.ldc = max, a.A = a.B = a.C = tiny);
    TRY_OK(1, "alpha = 0, beta = 1 (C untouched)", a.alpha = zero, a.beta = one);
    TRY_OK(1, "row-major right lower, alpha = 0, beta = 1 (C untouched)",
           a.order = clblasRowMajor, a.side = clblasRight, a.uplo = clblasLower,
           a.alpha = zero, a.beta = one);
    /* but the extents are checked: M and N are not zero */
    TRY(clblasInsufficientMemMatA, "alpha = 0, beta = 1, A too small", a.alpha = zero,
        a.beta = one, a.A = tiny);
    TRY(clblasInsufficientMemMatB, "alpha = 0, beta = 1, B too small", a.alpha = zero,
        a.beta = one, a.B = tiny);
    TRY(clblasInsufficientMemMatC, "alpha = 0, beta = 1, C too small", a.alpha = zero,
        a.beta = one, a.C = tiny);
    clReleaseMemObject(tiny);
    const tu_scalar beta = tu_is_complex(f->p) ? tu_scalar_make(-0.75, 0.5)
                                               : tu_scalar_make(-0.75, 0);
    alpha_zero_scales(f, clblasColumnMajor, clblasLeft, clblasUpper, beta);
    alpha_zero_scales(f, clblasRowMajor, clblasRight, clblasLower, beta);
    alpha_zero_scales(f, clblasRowMajor, clblasLeft, clblasUpper, zero);
    alpha_zero_scales(f, clblasColumnMajor, clblasRight, clblasLower, zero);
}

/* Two faults at once: the one earlier in the documented order wins (the
 * queue faults' order in bad_queues). */
static void check_order(fixture *f)
{
    const size_t huge = (size_t)1 << 40;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad side", a.order = (clblasOrder)5,
        a.side = (clblasSide)5);
    TRY(clblasInvalidValue, "bad order before bad M", a.order = (clblasOrder)5, a.M = huge);
    TRY(clblasInvalidValue, "bad side before bad N", a.side = (clblasSide)5, a.N = huge);
    TRY(clblasInvalidValue, "bad uplo before bad M", a.uplo = (clblasUplo)5, a.M = huge);
    TRY(clblasInvalidDim, "bad M before bad lda", a.M = huge, a.lda = 1);
    TRY(clblasInvalidDim, "bad N before bad ldc", a.N = (size_t)1 << 32, a.ldc = 1);
    TRY(clblasInvalidLeadDimA, "bad lda before bad ldb and ldc", a.lda = a.ldb = a.ldc = 1);
    TRY(clblasInvalidLeadDimB, "bad ldb before bad ldc", a.ldb = a.ldc = 1);
    TRY(clblasInvalidLeadDimC, "bad ldc before numCommandQueues = 0 and NULL buffers",
        a.ldc = 1, a.nq = 0, a.A = a.B = a.C = NULL);
    TRY(clblasInvalidMatA, "A = NULL before B and C = NULL", a.A = a.B = a.C = NULL);
    TRY(clblasInvalidMatB, "B = NULL before C = NULL", a.B = a.C = NULL);
    TRY(clblasInvalidMatC, "C = NULL before A too small", a.A = tiny, a.C = NULL);
    if (f->ec.images) {
        cl_mem img = ec_image(dev.env.context);
        TRY(clblasInvalidMemObject, "C an image before A too small", a.A = tiny, a.C = img);
        TRY(clblasInvalidMemObject, "B an image before A too small", a.A = tiny, a.B = img);
        clReleaseMemObject(img);
    }
    TRY(clblasInsufficientMemMatA, "A too small before B and C too small", a.A = a.B = a.C = tiny);
    TRY(clblasInsufficientMemMatB, "B too small before C too small", a.B = a.C = tiny);
    TRY(clblasInsufficientMemMatB, "offB before offC (both SIZE_MAX)",
        a.offB = a.offC = SIZE_MAX);
    clReleaseMemObject(tiny);
}

static void bad_lds(fixture *f)
{
    for (int m = MAT_A; m <= MAT_C; m++)
        bad_ld(f, m);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too; after a new setup the base
 * call passes. */
EC_ROUTINES_MAIN("test_symm_errors", NROUTINES, 0, "bad order, side, M, ldc and C",
                 (a.order = (clblasOrder)9, a.side = (clblasSide)9, a.M = SIZE_MAX, a.ldc = 0,
                  a.C = NULL),
                 "M = 0", a.M = 0,
                 rules, bad_enums, bad_dims, bad_lds, bad_queues, bad_mem_objects, too_small,
                 nothing_to_compute, check_order)
