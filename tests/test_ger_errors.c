/*
 * test_ger_errors.c - every invalid argument of the rank-1 and rank-2
 * updates (clblas?ger, ?geru, ?gerc, ?syr, ?her, ?syr2, ?her2 and the packed
 * ?spr, ?hpr, ?spr2, ?hpr2), one call each, for all 22 routines: the exact
 * status, the events output left alone (preset to a sentinel), nothing
 * enqueued, and x, y and A (A with its guard region) unchanged. The routines
 * share one argument struct (kind, conj, herm and packed, as clm_ger_args).
 *
 * The checks come in the documented order (docs/compat.md, "Rank-1 and
 * rank-2 updates"): setup, enums (order; uplo for the triangles), dimensions
 * (M and N below 2^31; SYR and SYR2 take only N), incx, incy, lda (at least
 * max(1, stored rows): GER's M column-major, N row-major, the triangles' N;
 * packed routines have none), queues, wait list, fp64, mem objects (x, y, A
 * in turn: NULL, type, context), buffer extents (x, y, A; only when M and N
 * are non-zero; x has M elements for GER, else N; a packed A N (N + 1) / 2
 * from offa). Calls with two faults check that the earlier one is reported.
 * Also the boundaries that must pass: buffers that fit exactly (both
 * orders, both triangles, negative increments), lda at its least, M = 0 or
 * N = 0 with buffers too small for anything (A untouched, an event
 * returned), alpha = 0 with NaN in x and y (A untouched, but the extents
 * still checked).
 *
 * An lda that must be accepted is shown so by pairing it with a later
 * fault (numCommandQueues = 0): the call then reports that one.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errorcase.h"
#include "rulecase.h"

static tu_device dev;
static cl_context ctx2; /* a second context: its buffers, events and queue are foreign */
static cl_command_queue q2;

enum { K_GER, K_SYR, K_SYR2 };

/* Every argument of any of the routines: uplo only for the triangles (GER
 * has none), y only without K_SYR, lda only unpacked; HER's and HPR's
 * alpha real (its real part passed). */
typedef struct args {
    tu_prec p;
    int kind, conj, herm, packed;
    clblasOrder order;
    clblasUplo uplo;
    size_t M, N; /* SYR, SYR2: N */
    tu_scalar alpha;
    TU_VEC_FIELDS(x);
    TU_VEC_FIELDS(y);
    EC_MAT_FIELDS(A, a);
    TU_QUEUE_FIELDS;
} args;

/* Every routine and precision. */
static const struct {
    tu_prec p;
    const char *name;
    int kind, conj, herm, packed;
} routines[] = {
    {TU_S, "ger", K_GER, 0, 0, 0},   {TU_D, "ger", K_GER, 0, 0, 0},
    {TU_C, "geru", K_GER, 0, 0, 0},  {TU_Z, "geru", K_GER, 0, 0, 0},
    {TU_C, "gerc", K_GER, 1, 0, 0},  {TU_Z, "gerc", K_GER, 1, 0, 0},
    {TU_S, "syr", K_SYR, 0, 0, 0},   {TU_D, "syr", K_SYR, 0, 0, 0},
    {TU_C, "her", K_SYR, 0, 1, 0},   {TU_Z, "her", K_SYR, 0, 1, 0},
    {TU_S, "syr2", K_SYR2, 0, 0, 0}, {TU_D, "syr2", K_SYR2, 0, 0, 0},
    {TU_C, "her2", K_SYR2, 0, 1, 0}, {TU_Z, "her2", K_SYR2, 0, 1, 0},
    {TU_S, "spr", K_SYR, 0, 0, 1},   {TU_D, "spr", K_SYR, 0, 0, 1},
    {TU_C, "hpr", K_SYR, 0, 1, 1},   {TU_Z, "hpr", K_SYR, 0, 1, 1},
    {TU_S, "spr2", K_SYR2, 0, 0, 1}, {TU_D, "spr2", K_SYR2, 0, 0, 1},
    {TU_C, "hpr2", K_SYR2, 0, 1, 1}, {TU_Z, "hpr2", K_SYR2, 0, 1, 1},
};
#define NROUTINES (sizeof routines / sizeof routines[0])

/* The valid call every case starts from: GER 6 x 4, the triangles N = 4,
 * column-major, upper, lda 8, offsets 1, 2, 3, increments 1 and -1 (M, N,
 * M - 1 and N - 1 all differ, so a check against the wrong one shows).
 * The buffers are large enough for this call in either order; A has a
 * guard region after it, and every invalid call must leave x, y and A
 * unchanged. */
typedef struct fixture {
    tu_prec p;
    int kind, conj, herm, packed;
    tu_operand x, y, A;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t M0 = 6, N0 = 4, LDA0 = 8, OFFX0 = 1, OFFY0 = 2, OFFA0 = 3;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    const float af = (float)a->alpha.re;
    const double ad = a->alpha.re;
    const FloatComplex ac = floatComplex(af, (float)a->alpha.im);
    const DoubleComplex az = doubleComplex(a->alpha.re, a->alpha.im);
#define GE a->order, a->M, a->N
#define TR a->order, a->uplo, a->N
#define X a->x, a->offx, a->incx
#define Y a->y, a->offy, a->incy
#define AM a->A, a->offA
#define Q a->nq, a->qs, a->nwait, a->wait, ev
/* the S, D, C, Z routine, the complex ones with alpha ca or za (GERC has
 * no real routine: never called with S or D) */
#define R4(s, d, c, z, HEAD, ca, za, ...)                                                      \
    (a->p == TU_S   ? clblas##s(HEAD, af, __VA_ARGS__)                                         \
     : a->p == TU_D ? clblas##d(HEAD, ad, __VA_ARGS__)                                         \
     : a->p == TU_C ? clblas##c(HEAD, ca, __VA_ARGS__)                                         \
                    : clblas##z(HEAD, za, __VA_ARGS__))
    if (a->kind == K_GER)
        return a->conj ? R4(Sger, Dger, Cgerc, Zgerc, GE, ac, az, X, Y, AM, a->lda, Q)
                       : R4(Sger, Dger, Cgeru, Zgeru, GE, ac, az, X, Y, AM, a->lda, Q);
    if (a->kind == K_SYR) /* HER, HPR: alpha real */
        return a->packed ? R4(Sspr, Dspr, Chpr, Zhpr, TR, af, ad, X, AM, Q)
                         : R4(Ssyr, Dsyr, Cher, Zher, TR, af, ad, X, AM, a->lda, Q);
    return a->packed ? R4(Sspr2, Dspr2, Chpr2, Zhpr2, TR, ac, az, X, Y, AM, Q)
                     : R4(Ssyr2, Dsyr2, Cher2, Zher2, TR, ac, az, X, Y, AM, a->lda, Q);
#undef R4
#undef GE
#undef TR
#undef X
#undef Y
#undef AM
#undef Q
}

static int has_y(const args *a) { return a->kind != K_SYR; }
/* x's length */
static size_t xlen(const args *a) { return a->kind != K_GER ? a->N : a->M; }

enum { OP_X, OP_Y, OP_A };

/* Elements a buffer needs for one operand of the call, its offset included. */
static size_t need(const args *a, int which)
{
    if (which == OP_X)
        return tu_vec_extent(xlen(a), a->offx, a->incx);
    if (which == OP_Y)
        return tu_vec_extent(a->N, a->offy, a->incy);
    if (a->packed)
        return a->offA + a->N * (a->N + 1) / 2;
    return tu_mat_extent(a->order, xlen(a), a->N, a->offA, a->lda);
}

static args base(fixture *f)
{
    args a = {.p = f->p, .kind = f->kind, .conj = f->conj, .herm = f->herm,
              .packed = f->packed, .order = clblasColumnMajor, .uplo = clblasUpper, .M = M0,
              .N = N0, .alpha = {0.5, 0.25}, .x = f->x.mem, .offx = OFFX0, .incx = 1,
              .y = f->kind != K_SYR ? f->y.mem : NULL, .offy = OFFY0, .incy = -1,
              .A = f->A.mem, .offA = OFFA0, .lda = LDA0, .nq = 1, .qs = f->ec.qs};
    if (!tu_is_complex(f->p) || (f->herm && f->kind == K_SYR))
        a.alpha.im = 0;
    return a;
}

/* Elements of operand `which` that the base call needs in either order. */
static size_t need_any(fixture *f, int which)
{
    args a = base(f), b = a;
    b.order = clblasRowMajor;
    size_t n = need(&a, which), m = need(&b, which);
    return n > m ? n : m;
}

static int fixture_make(fixture *f, int r)
{
    memset(f, 0, sizeof *f);
    f->p = routines[r].p;
    f->kind = routines[r].kind;
    f->conj = routines[r].conj;
    f->herm = routines[r].herm;
    f->packed = routines[r].packed;
    ec_init(&f->ec, &dev, ctx2, call, "%c%s", tu_prec_letter(f->p), routines[r].name);
    /* every element from the offset marked; y only where the routine has it */
    const ec_op x = {&f->x, "x", need_any(f, OP_X), 0, 0, 0, OFFX0, 0, 0},
                y = {&f->y, "y", need_any(f, OP_Y), 0, 0, 0, OFFY0, 0, 0},
                A = {&f->A, "A", need_any(f, OP_A), 1, 0, 0, OFFA0, 0, 0};
    const int has_y = f->kind != K_SYR;
    const ec_op ops[3] = {x, has_y ? y : A, A};
    return ec_operands(&f->ec, f->p, (uint64_t)r + 57, ops, has_y ? 3 : 2);
}

/* ---- the cases ---- */

/* The routine's rules in rules.def, and where the call's fields are that
 * they read (M only GER's). */
static clm_rule_kind rule_kind(const fixture *f)
{
    static const clm_rule_kind kinds[2][3] = {
        {CLM_RULES_ger, CLM_RULES_syr, CLM_RULES_syr2},
        {CLM_RULES_ger, CLM_RULES_spr, CLM_RULES_spr2}};
    return kinds[f->packed][f->kind];
}
static ec_rule_args rule_fields(args *a)
{
    return (ec_rule_args){.order = &a->order, .uplo = &a->uplo,
                          .M = a->kind == K_GER ? &a->M : NULL, .N = &a->N, .ld = {&a->lda},
                          .nq = &a->nq,
                          .vec = {{&a->x, &a->offx, &a->incx, "x", clblasInsufficientMemVecX},
                                  {&a->y, &a->offy, &a->incy, "y", clblasInsufficientMemVecY}}};
}

static void bad_enums(fixture *f)
{
    const clblasStatus bad = clblasInvalidValue;
    if (f->kind == K_GER)
        return; /* GER has no uplo */
    TRY(bad, "row-major, uplo = 141", a.order = clblasRowMajor, a.uplo = (clblasUplo)141);
    TRY(bad, "order = 7, uplo = 8", a.order = (clblasOrder)7, a.uplo = (clblasUplo)8);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1, max = INT32_MAX;
    TRY(clblasInvalidDim, "N = 2^31", a.N = big);
    TRY(clblasInvalidDim, "N = SIZE_MAX", a.N = SIZE_MAX);
    TRY(clblasInvalidDim, "row-major lower, N = 2^31", a.order = clblasRowMajor,
        a.uplo = clblasLower, a.N = big);
    if (f->kind == K_GER) {
        TRY(clblasInvalidDim, "M = 2^31", a.M = big);
        TRY(clblasInvalidDim, "M = SIZE_MAX, N = 0", a.M = SIZE_MAX, a.N = 0);
        TRY(clblasInvalidDim, "M = 0, N = SIZE_MAX", a.M = 0, a.N = SIZE_MAX);
        /* 2^31 - 1 is a valid dimension: lda (M column-major) or x's extent next */
        TRY(clblasInvalidLeadDimA, "M = 2^31 - 1, lda 8", a.M = max);
        TRY(clblasInsufficientMemVecX, "row-major, M = 2^31 - 1, lda 8",
            a.order = clblasRowMajor, a.M = max);
        TRY(clblasInvalidLeadDimA, "row-major, N = 2^31 - 1, lda 8", a.order = clblasRowMajor,
            a.N = max);
    } else if (!f->packed) {
        TRY(clblasInvalidLeadDimA, "N = 2^31 - 1, lda 8", a.N = max);
    } else { /* no lda: x's extent is next */
        TRY(clblasInsufficientMemVecX, "N = 2^31 - 1", a.N = max);
    }
}

static void bad_incs(fixture *f)
{
    TRY(clblasInvalidIncX, "incx = 0", a.incx = 0);
    TRY(clblasInvalidIncX, "incx = 0 with N = 0", a.incx = 0, a.N = 0);
    if (f->kind != K_SYR) {
        TRY(clblasInvalidIncY, "incy = 0", a.incy = 0);
        TRY(clblasInvalidIncY, "row-major, incy = 0 with N = 0", a.order = clblasRowMajor,
            a.incy = 0, a.N = 0);
    }
    if (f->kind == K_GER)
        TRY(clblasInvalidIncX, "incx = 0 with M = 0", a.incx = 0, a.M = 0);
}

/* rules.def's cases: lda at its least, max(1, stored rows), and one below
 * in every order and triangle, also with M = 0 and N = 0; the enums; incx
 * and incy 0. */
static void bad_ld(fixture *f)
{
    args a = base(f);
    const ec_rule_args r = rule_fields(&a);
    ec_rule_cases(&f->ec, &a, rule_kind(f), &r); /* enums, lda, incx and incy */
    /* GER's lda follows the stored rows: M column-major, N row-major */
    if (f->kind == K_GER) {
        TRY(clblasInvalidLeadDimA, "column-major, lda = N < M", a.lda = N0);
        TRY_OK(0, "row-major, lda = N < M", a.order = clblasRowMajor, a.lda = N0);
    }
}

static void bad_queues(fixture *f)
{
    args a = base(f);
    EC_QUEUE_CASES(&f->ec, a, q2, x, "x", clblasInvalidVecX);
}

static void bad_mem_objects(fixture *f)
{
    const int y = f->kind != K_SYR;
    /* with nothing to compute too: mem objects are checked all the same */
    TRY(clblasInvalidMatA, "A = NULL with N = 0", a.N = 0, a.A = NULL);
    TRY(clblasInvalidVecX, "x = NULL with N = 0", a.N = 0, a.x = NULL);
    if (y)
        TRY(clblasInvalidVecY, "y = NULL with N = 0", a.N = 0, a.y = NULL);
    if (f->kind == K_GER)
        TRY(clblasInvalidVecX, "x = NULL with M = 0", a.M = 0, a.x = NULL);
    args a = base(f);
    const ec_mem_arg mem[3] = {{&a.x, "x", clblasInvalidVecX},
                               {&a.A, "A", clblasInvalidMatA},
                               {&a.y, "y", clblasInvalidVecY}};
    ec_bad_mem_objects(&f->ec, &a, mem, y ? 3 : 2, 64 * tu_esize(f->p));
}

/* The base call in `order` with `uplo` and the increments, every operand
 * in a buffer of exactly the elements it needs: passes (one launch); each
 * operand one element short by its offset, lda (A) or the buffer's size:
 * fails. */
static void fit_and_short(fixture *f, clblasOrder order, clblasUplo uplo, int incx, int incy)
{
    args a = base(f);
    a.order = order;
    a.uplo = uplo;
    a.incx = incx;
    a.incy = incy;
    char how[80];
    snprintf(how, sizeof how, "%s %s, incx %d, incy %d",
             order == clblasRowMajor ? "row-major" : "column-major",
             uplo == clblasUpper ? "upper" : "lower", incx, incy);
    ec_fit ops[3] = {
        {&a.x, &a.offx, need(&a, OP_X), "x", clblasInsufficientMemVecX, {NULL}, {NULL}, NULL},
        {&a.y, &a.offy, need(&a, OP_Y), "y", clblasInsufficientMemVecY, {NULL}, {NULL}, NULL},
        {&a.A, &a.offA, need(&a, OP_A), "A", clblasInsufficientMemMatA,
         {a.packed ? NULL : &a.lda}, {"lda"}, NULL}};
    if (!has_y(&a))
        ops[1] = ops[2];
    ec_fit_and_short(&f->ec, &a, f->p, ops, has_y(&a) ? 3 : 2, how);
}

/* x and y (`which`) in a buffer of ec_vec_fit(length) elements: exact fits
 * and one element short (ec_vec_short); overflowing offsets and INT_MIN. */
static void short_vec(fixture *f, int which)
{
    args a = base(f);
    ec_vec v = {&a.x, &a.offx, &a.incx, "x", clblasInsufficientMemVecX};
    if (which == OP_Y)
        v = (ec_vec){&a.y, &a.offy, &a.incy, "y", clblasInsufficientMemVecY};
    const ec_rule_args r = rule_fields(&a);
    const size_t len = ec_rule_size(rule_kind(f), &r, which == OP_X ? 'X' : 'Y');
    cl_mem exact = ec_buffer(dev.env.context, f->p, ec_vec_fit(len));
    *v.mem = exact;
    ec_vec_short(&f->ec, &a, &v);
    if (which == OP_X && f->kind == K_GER) { /* x has M elements in either order */
        a.order = clblasRowMajor;
        a.offx = 4;
        EC_EXPECT(f, &a, v.want, "row-major, x (M elements) short by its offset");
        a.order = clblasColumnMajor;
    }
    ec_vec_overflow(&f->ec, &a, &v, tu_esize(f->p));
    clReleaseMemObject(exact);
}

static void too_small(fixture *f)
{
    fit_and_short(f, clblasColumnMajor, clblasUpper, 1, -1);
    fit_and_short(f, clblasRowMajor, clblasLower, -2, 3);
    fit_and_short(f, clblasColumnMajor, clblasLower, 2, -3);
    fit_and_short(f, clblasRowMajor, clblasUpper, -1, 1);
    short_vec(f, OP_X);
    if (f->kind != K_SYR)
        short_vec(f, OP_Y);
    const clblasStatus want = clblasInsufficientMemMatA;
    TRY(want, "offA = SIZE_MAX (overflows)", a.offA = SIZE_MAX);
    TRY(want, "offA = SIZE_MAX / element size (bytes overflow)",
        a.offA = SIZE_MAX / tu_esize(f->p));
    if (f->packed) {
        TRY(want, "offA + N (N + 1) / 2 = SIZE_MAX + 1", a.offA = SIZE_MAX - N0 * (N0 + 1) / 2 + 1);
        return;
    }
    TRY(want, "lda = SIZE_MAX / 2 (extent overflows)", a.lda = SIZE_MAX / 2);
    TRY(want, "lda = SIZE_MAX (extent overflows)", a.lda = SIZE_MAX);
    /* a valid lda, an extent of billions of elements */
    TRY(want, "lda = 2^31 - 1", a.lda = INT32_MAX);
    TRY(want, "row-major upper, lda = 2^31 - 1", a.order = clblasRowMajor, a.lda = INT32_MAX);
}

/* Nothing to compute: buffer extents are not checked, A stays as it is. */
static void nothing_to_compute(fixture *f)
{
    const tu_scalar zero = tu_scalar_make(0, 0);
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "N = 0, tiny buffers at offset SIZE_MAX (A untouched)", a.N = 0,
           a.x = a.y = a.A = tiny, a.offx = a.offy = a.offA = SIZE_MAX);
    TRY_OK(1, "row-major lower, N = 0, lda = 1, tiny buffers, inc INT_MIN",
           a.order = clblasRowMajor, a.uplo = clblasLower, a.N = 0, a.lda = 1,
           a.x = a.y = a.A = tiny, a.incx = a.incy = INT_MIN);
    if (f->kind == K_GER) {
        TRY_OK(1, "M = 0, tiny buffers at offset SIZE_MAX", a.M = 0, a.x = a.y = a.A = tiny,
               a.offx = a.offy = a.offA = SIZE_MAX);
        /* x, y and A are not looked at however large the other dimension */
        TRY_OK(1, "M = 0, N = 2^31 - 1, lda = 1, tiny buffers", a.M = 0, a.N = max, a.lda = 1,
               a.x = a.y = a.A = tiny);
        TRY_OK(1, "row-major, M = 2^31 - 1, N = 0, lda = 1, tiny buffers",
               a.order = clblasRowMajor, a.M = max, a.N = 0, a.lda = 1, a.x = a.y = a.A = tiny);
    }
    /* alpha = 0: a quick return, x and y not read (all NaN) ... */
    const int y = f->kind != K_SYR;
    cl_mem nx = ec_nan_buffer(dev.env.context, f->p, need_any(f, OP_X)),
           ny = ec_nan_buffer(dev.env.context, f->p, need_any(f, OP_Y));
    TRY_OK(1, "alpha = 0, x and y all NaN (A untouched)", a.alpha = zero, a.x = nx,
           a.y = y ? ny : NULL);
    TRY_OK(1, "row-major lower, alpha = 0, x and y all NaN (A untouched)",
           a.order = clblasRowMajor, a.uplo = clblasLower, a.alpha = zero, a.x = nx,
           a.y = y ? ny : NULL);
    /* ... but the extents are checked: M and N are not zero */
    TRY(clblasInsufficientMemVecX, "alpha = 0, x too small", a.alpha = zero, a.x = tiny);
    if (y)
        TRY(clblasInsufficientMemVecY, "alpha = 0, y too small", a.alpha = zero, a.y = tiny);
    TRY(clblasInsufficientMemMatA, "alpha = 0, A too small", a.alpha = zero, a.A = tiny);
    clReleaseMemObject(nx);
    clReleaseMemObject(ny);
    clReleaseMemObject(tiny);
}

/* Two faults at once: the one earlier in the documented order wins (the
 * queue faults' order in bad_queues). */
static void check_order(fixture *f)
{
    const size_t huge = (size_t)1 << 40;
    const int y = f->kind != K_SYR, ld = !f->packed;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad N", a.order = (clblasOrder)5, a.N = huge);
    if (f->kind != K_GER)
        TRY(clblasInvalidValue, "bad uplo before bad N", a.uplo = (clblasUplo)5, a.N = huge);
    else
        TRY(clblasInvalidDim, "bad M before incx = 0", a.M = huge, a.incx = 0);
    TRY(clblasInvalidDim, "bad N before incx = 0 and incy = 0", a.N = huge, a.incx = a.incy = 0);
    if (y)
        TRY(clblasInvalidIncX, "incx = 0 before incy = 0", a.incx = a.incy = 0);
    if (ld) {
        TRY(clblasInvalidDim, "bad N before bad lda", a.N = huge, a.lda = 1);
        TRY(clblasInvalidIncX, "incx = 0 before bad lda", a.incx = 0, a.lda = 1);
        if (y)
            TRY(clblasInvalidIncY, "incy = 0 before bad lda", a.incy = 0, a.lda = 1);
        TRY(clblasInvalidLeadDimA, "bad lda before numCommandQueues = 0 and NULL buffers",
            a.lda = 1, a.nq = 0, a.x = a.y = a.A = NULL);
    }
    TRY(clblasInvalidIncX, "incx = 0 before numCommandQueues = 0", a.incx = 0, a.nq = 0);
    TRY(clblasInvalidVecX, "x = NULL before y and A = NULL", a.x = a.y = a.A = NULL);
    if (y)
        TRY(clblasInvalidVecY, "y = NULL before A = NULL", a.y = a.A = NULL);
    TRY(clblasInvalidMatA, "A = NULL before x too small", a.x = tiny, a.A = NULL);
    if (f->ec.images) {
        cl_mem img = ec_image(dev.env.context);
        TRY(clblasInvalidMemObject, "A an image before x too small", a.x = tiny, a.A = img);
        if (y)
            TRY(clblasInvalidMemObject, "y an image before x too small", a.x = tiny, a.y = img);
        clReleaseMemObject(img);
    }
    TRY(clblasInsufficientMemVecX, "x too small before y and A too small",
        a.x = a.y = a.A = tiny);
    TRY(clblasInsufficientMemVecX, "offx before offA (both SIZE_MAX)",
        a.offx = a.offA = SIZE_MAX);
    if (y) {
        TRY(clblasInsufficientMemVecY, "y too small before A too small", a.y = a.A = tiny);
        TRY(clblasInsufficientMemVecY, "offy before offA (both SIZE_MAX)",
            a.offy = a.offA = SIZE_MAX);
    }
    clReleaseMemObject(tiny);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too; after a new setup the base
 * call passes. */
EC_ROUTINES_MAIN("test_ger_errors", NROUTINES, 0, "bad order, N, incx, lda and A",
                 (a.order = (clblasOrder)9, a.N = SIZE_MAX, a.incx = 0, a.lda = 0, a.A = NULL),
                 "N = 0", a.N = 0,
                 bad_enums, bad_dims, bad_incs, bad_ld, bad_queues, bad_mem_objects, too_small,
                 nothing_to_compute, check_order)
