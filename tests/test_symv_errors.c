/*
 * test_symv_errors.c - every invalid argument of the Level 2 products on
 * symmetric, Hermitian and band matrices (?symv, ?hemv, ?spmv, ?hpmv, ?sbmv,
 * ?hbmv, ?gbmv: 16 routines through one argument struct), one call each: the
 * exact status, the events output left alone, nothing enqueued, and A, x and
 * y (y with its guard region) unchanged.
 *
 * The checks come in the documented order (clm_gemv's): setup, enums (order;
 * uplo, GBMV trans), dimensions (N, K; GBMV M, N, KL, KU below 2^31), lda
 * (full max(1, N), band K + 1, GBMV KL + KU + 1; packed has none), incx,
 * incy, queues, wait list, fp64, mem objects (A, x, y in turn), then, unless
 * N = 0 (GBMV M or N = 0), the extents: A (full N x N, packed N (N + 1) / 2,
 * band (K + 1) x N, GBMV (KL + KU + 1) x N column-major, x M row-major, from
 * offa), x (N; GBMV N for trans N, else M), y (N; GBMV M for N, else N).
 * Two faults at once: the earlier is reported. Also what must pass: exact
 * fits (both orders, triangles, transposes, negative increments), lda at its
 * least (shown by pairing it with numCommandQueues = 0, which is then
 * reported), N = 0 with buffers too small for anything (y untouched, an
 * event returned), alpha = 0 with beta = 1 (y untouched, extents still
 * checked), alpha = 0 with A and x all NaN (y := beta y exactly).
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

/* A's storage: full (SYMV, HEMV), packed (SPMV, HPMV), band (SBMV, HBMV),
 * general band (GBMV). */
enum { S_FULL, S_PACKED, S_BAND, S_GB };

/* Every argument of any of the routines: uplo except GBMV, trans, M, KL
 * and KU only GBMV, K only the band ones, lda all but packed. */
typedef struct args {
    tu_prec p;
    int st;
    clblasOrder order;
    clblasUplo uplo;
    clblasTranspose trans;
    size_t M, N, K, KL, KU;
    tu_scalar alpha, beta;
    cl_mem A, x, y;
    size_t offA, lda, offx, offy;
    int incx, incy;
    TU_QUEUE_FIELDS;
} args;

static const struct {
    tu_prec p;
    const char *name;
    int st;
} routines[] = {
    {TU_S, "symv", S_FULL},   {TU_D, "symv", S_FULL},   {TU_C, "hemv", S_FULL},
    {TU_Z, "hemv", S_FULL},   {TU_S, "spmv", S_PACKED}, {TU_D, "spmv", S_PACKED},
    {TU_C, "hpmv", S_PACKED}, {TU_Z, "hpmv", S_PACKED}, {TU_S, "sbmv", S_BAND},
    {TU_D, "sbmv", S_BAND},   {TU_C, "hbmv", S_BAND},   {TU_Z, "hbmv", S_BAND},
    {TU_S, "gbmv", S_GB},     {TU_D, "gbmv", S_GB},     {TU_C, "gbmv", S_GB},
    {TU_Z, "gbmv", S_GB},
};
#define NROUTINES (sizeof routines / sizeof routines[0])

/* The valid call every case starts from: N = 6, band K = 2, GBMV 9 x 6
 * with KL = 2, KU = 1, column-major, upper, NoTrans, lda 8 (full), 4
 * (band), 6 (GBMV), offsets 3, 1, 2, increments 1 and -1: the bounds N,
 * K + 1, KL + KU + 1, M and their neighbours differ, so a check against
 * the wrong one shows. The buffers are large enough for this call in
 * either order and with every trans; y has a guard region after it. */
typedef struct fixture {
    tu_prec p;
    int st;
    tu_operand A, x, y;
    EC_FIXTURE_FIELDS;
} fixture;

static const size_t N0 = 6, M0 = 9, K0 = 2, KL0 = 2, KU0 = 1, OFFA0 = 3, OFFX0 = 1, OFFY0 = 2;

static clblasStatus call(const void *p, cl_event *ev)
{
    const args *a = p;
    const float ar = (float)a->alpha.re, br = (float)a->beta.re;
    const FloatComplex ac = floatComplex(ar, (float)a->alpha.im),
                       bc = floatComplex(br, (float)a->beta.im);
    const DoubleComplex az = doubleComplex(a->alpha.re, a->alpha.im),
                        bz = doubleComplex(a->beta.re, a->beta.im);
#define SY a->order, a->uplo, a->N
#define SB a->order, a->uplo, a->N, a->K
#define GB a->order, a->trans, a->M, a->N, a->KL, a->KU
#define AL a->A, a->offA, a->lda
#define AP a->A, a->offA
#define REST a->x, a->offx, a->incx
#define Y a->y, a->offy, a->incy, a->nq, a->qs, a->nwait, a->wait, ev
#define R4(s, d, c, z, HEAD, AM)                                                               \
    (a->p == TU_S   ? clblas##s(HEAD, ar, AM, REST, br, Y)                                     \
     : a->p == TU_D ? clblas##d(HEAD, a->alpha.re, AM, REST, a->beta.re, Y)                    \
     : a->p == TU_C ? clblas##c(HEAD, ac, AM, REST, bc, Y)                                     \
                    : clblas##z(HEAD, az, AM, REST, bz, Y))
    switch (a->st) {
    case S_FULL:
        return R4(Ssymv, Dsymv, Chemv, Zhemv, SY, AL);
    case S_PACKED:
        return R4(Sspmv, Dspmv, Chpmv, Zhpmv, SY, AP);
    case S_BAND:
        return R4(Ssbmv, Dsbmv, Chbmv, Zhbmv, SB, AL);
    default:
        return R4(Sgbmv, Dgbmv, Cgbmv, Zgbmv, GB, AL);
    }
#undef R4
#undef SY
#undef SB
#undef GB
#undef AL
#undef AP
#undef REST
#undef Y
}

static size_t xlen(const args *a)
{
    return a->st == S_GB && a->trans != clblasNoTrans ? a->M : a->N;
}
static size_t ylen(const args *a)
{
    return a->st == S_GB && a->trans == clblasNoTrans ? a->M : a->N;
}
/* A's stored rows (lda is at least these) and columns; a row-major band
 * holds a row of A per lda, so GBMV's then has M of them. */
static size_t a_rows(const args *a)
{
    return a->st == S_BAND ? a->K + 1 : a->st == S_GB ? a->KL + a->KU + 1 : a->N;
}
static size_t a_cols(const args *a)
{
    return a->st == S_GB && a->order == clblasRowMajor ? a->M : a->N;
}

enum { OP_A, OP_X, OP_Y };

/* Elements a buffer needs for one operand of the call, its offset included. */
static size_t need(const args *a, int which)
{
    if (which == OP_X)
        return tu_vec_extent(xlen(a), a->offx, a->incx);
    if (which == OP_Y)
        return tu_vec_extent(ylen(a), a->offy, a->incy);
    if (a->st == S_PACKED)
        return a->offA + a->N * (a->N + 1) / 2;
    return tu_mat_extent(clblasColumnMajor, a_rows(a), a_cols(a), a->offA, a->lda);
}

static args base(fixture *f)
{
    args a = {.p = f->p, .st = f->st, .order = clblasColumnMajor, .uplo = clblasUpper,
              .trans = clblasNoTrans, .M = M0, .N = N0, .K = K0, .KL = KL0, .KU = KU0,
              .alpha = {0.5, 0.25}, .beta = {-0.75, 0.5}, .A = f->A.mem, .offA = OFFA0,
              .lda = f->st == S_FULL ? 8 : f->st == S_BAND ? 4 : 6, .x = f->x.mem,
              .offx = OFFX0, .incx = 1, .y = f->y.mem, .offy = OFFY0, .incy = -1, .nq = 1,
              .qs = f->ec.qs};
    if (!tu_is_complex(f->p))
        a.alpha.im = a.beta.im = 0;
    return a;
}

static const clblasTranspose transes[3] = {clblasNoTrans, clblasTrans, clblasConjTrans};

/* The k-th of the layouts the exact-fit cases walk: both orders, both
 * triangles (GBMV: every trans). */
static void layout(args *a, int k)
{
    a->order = k & 1 ? clblasRowMajor : clblasColumnMajor;
    a->uplo = (k + 1) & 2 ? clblasLower : clblasUpper;
    a->trans = transes[k % 3];
}

/* Elements of operand `which` that the base call needs in either order,
 * with any trans. */
static size_t need_any(fixture *f, int which)
{
    size_t most = 0;
    for (int k = 0; k < 6; k++) { /* every order and trans */
        args a = base(f);
        layout(&a, k);
        size_t n = need(&a, which);
        most = n > most ? n : most;
    }
    return most;
}

static int fixture_make(fixture *f, int r)
{
    memset(f, 0, sizeof *f);
    f->p = routines[r].p;
    f->st = routines[r].st;
    ec_init(&f->ec, &dev, ctx2, call, "%c%s", tu_prec_letter(f->p), routines[r].name);
    /* every element from the offset marked */
    const ec_op ops[3] = {{&f->A, "A", need_any(f, OP_A), 0, 0, 0, OFFA0, 0, 0},
                          {&f->x, "x", need_any(f, OP_X), 0, 0, 0, OFFX0, 0, 0},
                          {&f->y, "y", need_any(f, OP_Y), 1, 0, 0, OFFY0, 0, 0}};
    return ec_operands(&f->ec, f->p, (uint64_t)r + 91, ops, 3);
}

/* "column-major upper" or "row-major T": the call's order and its uplo or
 * trans. */
static void how_name(const args *a, char *buf, size_t cap)
{
    const char *o = a->order == clblasRowMajor ? "row-major" : "column-major";
    if (a->st == S_GB)
        snprintf(buf, cap, "%s %s", o,
                 a->trans == clblasNoTrans ? "N" : a->trans == clblasTrans ? "T" : "C");
    else
        snprintf(buf, cap, "%s %s", o, a->uplo == clblasUpper ? "upper" : "lower");
}

/* ---- the cases ---- */

/* The routine's rules in rules.def, and where the call's fields are that
 * they read (SBMV's K as KL; M, KL, KU and trans GBMV's). */
static clm_rule_kind rule_kind(const fixture *f)
{
    static const clm_rule_kind kinds[] = {[S_FULL] = CLM_RULES_symv, [S_PACKED] = CLM_RULES_spmv,
                                          [S_BAND] = CLM_RULES_sbmv, [S_GB] = CLM_RULES_gbmv};
    return kinds[f->st];
}
static ec_rule_args rule_fields(args *a)
{
    const int gb = a->st == S_GB;
    return (ec_rule_args){.order = &a->order, .trans = gb ? &a->trans : NULL,
                          .uplo = gb ? NULL : &a->uplo, .M = gb ? &a->M : NULL, .N = &a->N,
                          .KL = gb ? &a->KL : a->st == S_BAND ? &a->K : NULL,
                          .KU = gb ? &a->KU : NULL, .ld = {&a->lda}, .nq = &a->nq,
                          .vec = {{&a->x, &a->offx, &a->incx, "x", clblasInsufficientMemVecX},
                                  {&a->y, &a->offy, &a->incy, "y", clblasInsufficientMemVecY}}};
}

static void bad_enums(fixture *f)
{
    const clblasStatus bad = clblasInvalidValue;
    if (f->st == S_GB) {
        TRY(bad, "row-major, trans = 141", a.order = clblasRowMajor,
            a.trans = (clblasTranspose)141);
        TRY(bad, "order = 7, trans = 8", a.order = (clblasOrder)7, a.trans = (clblasTranspose)8);
        return;
    }
    TRY(bad, "row-major, uplo = 141", a.order = clblasRowMajor, a.uplo = (clblasUplo)141);
    TRY(bad, "order = 7, uplo = 8", a.order = (clblasOrder)7, a.uplo = (clblasUplo)8);
}

static void bad_dims(fixture *f)
{
    const size_t big = (size_t)INT32_MAX + 1, max = INT32_MAX;
    const clblasStatus dim = clblasInvalidDim, ld = clblasInvalidLeadDimA,
                       shortA = clblasInsufficientMemMatA;
    TRY(dim, "N = 2^31", a.N = big);
    TRY(dim, "N = SIZE_MAX", a.N = SIZE_MAX);
    TRY(dim, "row-major lower, N = 2^31", a.order = clblasRowMajor, a.uplo = clblasLower,
        a.N = big);
    switch (f->st) {
    case S_FULL: /* 2^31 - 1 is a valid dimension: lda is checked next */
        TRY(ld, "N = 2^31 - 1, lda 8", a.N = max);
        break;
    case S_PACKED: /* no lda: A's extent is next */
        TRY(shortA, "N = 2^31 - 1", a.N = max);
        break;
    case S_BAND:
        TRY(dim, "K = 2^31", a.K = big);
        TRY(dim, "K = SIZE_MAX, lda = 1", a.K = SIZE_MAX, a.lda = 1);
        TRY(dim, "N = 0, K = 2^31", a.N = 0, a.K = big);
        TRY(shortA, "N = 2^31 - 1", a.N = max);
        TRY(ld, "K = 2^31 - 1, lda 4", a.K = max);
        TRY(shortA, "K = 2^31 - 1, lda = 2^31", a.K = max, a.lda = big);
        break;
    default:
        TRY(dim, "M = 2^31", a.M = big);
        TRY(dim, "M = SIZE_MAX, N = 0", a.M = SIZE_MAX, a.N = 0);
        TRY(dim, "M = 0, N = SIZE_MAX", a.M = 0, a.N = SIZE_MAX);
        TRY(dim, "KL = 2^31", a.KL = big);
        TRY(dim, "KU = 2^31", a.KU = big);
        TRY(dim, "M = N = 0, KL = SIZE_MAX", a.M = a.N = 0, a.KL = SIZE_MAX);
        TRY(dim, "row-major T, KU = SIZE_MAX", a.order = clblasRowMajor, a.trans = clblasTrans,
            a.KU = SIZE_MAX);
        /* valid dimensions: column-major, A's extent does not grow with M */
        TRY(clblasInsufficientMemVecY, "M = 2^31 - 1 (y has M elements)", a.M = max);
        TRY(clblasInsufficientMemVecX, "T, M = 2^31 - 1 (x has M elements)",
            a.trans = clblasTrans, a.M = max);
        TRY(shortA, "row-major, M = 2^31 - 1 (A has M rows)", a.order = clblasRowMajor,
            a.M = max);
        TRY(shortA, "N = 2^31 - 1", a.N = max);
        TRY(ld, "KL = 2^31 - 1, lda 6", a.KL = max);
        TRY(ld, "KL = KU = 2^31 - 1, lda = 2^32 - 2", a.KL = a.KU = max,
            a.lda = 2 * max);
        TRY(shortA, "KL = KU = 2^31 - 1, lda = 2^32 - 1", a.KL = a.KU = max,
            a.lda = 2 * max + 1);
    }
}

static void bad_incs(fixture *f)
{
    TRY(clblasInvalidIncX, "incx = 0", a.incx = 0);
    TRY(clblasInvalidIncX, "incx = 0 with N = 0", a.incx = 0, a.N = 0);
    TRY(clblasInvalidIncY, "incy = 0", a.incy = 0);
    TRY(clblasInvalidIncY, "row-major, incy = 0 with N = 0", a.order = clblasRowMajor,
        a.incy = 0, a.N = 0);
    if (f->st == S_GB) {
        TRY(clblasInvalidIncX, "incx = 0 with M = 0", a.incx = 0, a.M = 0);
        TRY(clblasInvalidIncY, "T, incy = 0 with M = 0", a.trans = clblasTrans, a.incy = 0,
            a.M = 0);
    }
}

/* lda at its least and one below, in both orders (and triangles or
 * transposes), also with N = 0 (GBMV M = 0 or N = 0) and K = 0 (GBMV
 * KL = KU = 0). */
static void bad_ld(fixture *f)
{
    args r_args = base(f);
    const ec_rule_args r = rule_fields(&r_args);
    ec_rule_cases(&f->ec, &r_args, rule_kind(f), &r); /* rules.def's: enums, lda, incs */
    if (f->st == S_PACKED)
        return;
    /* M, N, K (KL and KU for GBMV): the base's, N = 0, K = 0, M = 0 */
    const size_t dims[4][3] = {{M0, N0, 1}, {M0, 0, 1}, {M0, N0, 0}, {0, N0, 1}};
    const int nd = f->st == S_FULL ? 2 : f->st == S_BAND ? 3 : 4;
    for (int o = 0; o < 2; o++)
        for (int d = 0; d < nd; d++) {
            args a = base(f);
            layout(&a, o);
            a.M = dims[d][0];
            a.N = dims[d][1];
            if (!dims[d][2])
                a.K = a.KL = a.KU = 0;
            char how[64];
            how_name(&a, how, sizeof how);
            snprintf(how + strlen(how), sizeof how - strlen(how), ", M %zu, N %zu, K %zu: lda",
                     a.M, a.N, a.st == S_GB ? a.KL + a.KU : a.K);
            EC_LD_EDGE(f, &a, &a.lda, a_rows(&a), clblasInvalidLeadDimA, how);
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
    TRY(clblasInvalidMatA, "A = NULL with N = 0", a.N = 0, a.A = NULL);
    TRY(clblasInvalidVecX, "x = NULL with N = 0", a.N = 0, a.x = NULL);
    TRY(clblasInvalidVecY, "y = NULL with N = 0", a.N = 0, a.y = NULL);
    TRY(clblasInvalidVecY, "y = NULL with alpha = 0, beta = 1",
        a.alpha = tu_scalar_make(0, 0), a.beta = tu_scalar_make(1, 0), a.y = NULL);
    if (f->st == S_GB)
        TRY(clblasInvalidVecX, "x = NULL with M = 0", a.M = 0, a.x = NULL);
    args a = base(f);
    const ec_mem_arg mem[3] = {{&a.A, "A", clblasInvalidMatA},
                               {&a.x, "x", clblasInvalidVecX},
                               {&a.y, "y", clblasInvalidVecY}};
    ec_bad_mem_objects(&f->ec, &a, mem, 3, 64 * tu_esize(f->p));
}

/* The base call in layout k with the increments, every operand in a
 * buffer of exactly the elements it needs: passes; each operand one
 * element short by its offset, its size and (A) lda, K, KL or KU: fails. */
static void fit_and_short(fixture *f, int k, int incx, int incy)
{
    args a = base(f);
    layout(&a, k);
    a.incx = incx;
    a.incy = incy;
    char how[96];
    how_name(&a, how, sizeof how);
    snprintf(how + strlen(how), sizeof how - strlen(how), ", incx %d, incy %d", incx, incy);
    ec_fit ops[3] = {
        {&a.A, &a.offA, need(&a, OP_A), "A", clblasInsufficientMemMatA, {NULL}, {NULL}, NULL},
        {&a.x, &a.offx, need(&a, OP_X), "x", clblasInsufficientMemVecX, {NULL}, {NULL}, NULL},
        {&a.y, &a.offy, need(&a, OP_Y), "y", clblasInsufficientMemVecY, {NULL}, {NULL}, NULL}};
    ec_fit *A = &ops[0];
    if (f->st != S_PACKED)
        A->grow[0] = &a.lda, A->grow_name[0] = "lda";
    if (f->st == S_BAND)
        A->grow[1] = &a.K, A->grow_name[1] = "K";
    if (f->st == S_GB)
        A->grow[1] = &a.KL, A->grow_name[1] = "KL", A->grow[2] = &a.KU, A->grow_name[2] = "KU";
    ec_fit_and_short(&f->ec, &a, f->p, ops, 3, how);
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
    if (f->st == S_GB && which == OP_X) { /* T: x has M elements, more than N */
        a.trans = clblasTrans;
        EC_EXPECT(f, &a, v.want, "T, x (M elements) short");
        a.order = clblasRowMajor;
        a.trans = clblasConjTrans;
        EC_EXPECT(f, &a, v.want, "row-major C, x (M elements) short");
        a.order = clblasColumnMajor;
        a.trans = clblasNoTrans;
    }
    if (f->st == S_GB && which == OP_Y) { /* T: y has N elements, fewer than M */
        cl_mem fitn = ec_buffer(dev.env.context, f->p, ec_vec_fit(N0));
        *v.mem = fitn;
        EC_EXPECT(f, &a, v.want, "N, y (M elements) short");
        a.trans = clblasTrans;
        ec_expect_ok(&f->ec, &a, 0, "T, y (N elements) fits exactly");
        a.trans = clblasNoTrans;
        *v.mem = exact;
        clReleaseMemObject(fitn);
    }
    ec_vec_overflow(&f->ec, &a, &v, tu_esize(f->p));
    clReleaseMemObject(exact);
}

static void too_small(fixture *f)
{
    const int incs[6][2] = {{1, -1}, {-2, 3}, {2, -3}, {-1, 1}, {3, 2}, {-3, -2}};
    for (int k = 0; k < (f->st == S_GB ? 6 : 4); k++)
        fit_and_short(f, k, incs[k][0], incs[k][1]);
    short_vec(f, OP_X);
    short_vec(f, OP_Y);
    const clblasStatus want = clblasInsufficientMemMatA;
    TRY(want, "offA = SIZE_MAX (overflows)", a.offA = SIZE_MAX);
    TRY(want, "offA = SIZE_MAX / element size (bytes overflow)",
        a.offA = SIZE_MAX / tu_esize(f->p));
    if (f->st == S_PACKED) {
        TRY(want, "offA + N (N + 1) / 2 = SIZE_MAX + 1",
            a.offA = SIZE_MAX - N0 * (N0 + 1) / 2 + 1);
        return;
    }
    TRY(want, "lda = SIZE_MAX / 2 (extent overflows)", a.lda = SIZE_MAX / 2);
    TRY(want, "lda = SIZE_MAX (extent overflows)", a.lda = SIZE_MAX);
    /* a valid lda, an extent of billions of elements */
    TRY(want, "lda = 2^31 - 1", a.lda = INT32_MAX);
    TRY(want, "row-major (lower), lda = 2^31 - 1", a.order = clblasRowMajor, a.uplo = clblasLower,
        a.lda = INT32_MAX);
}

/* alpha = 0 with beta != 1, A and x all NaN (never read): y := beta y,
 * exactly (beta's parts are 0, +-1/2 or +-1, so each part of beta y is one
 * rounding of an exact sum, on the device as here), y's gaps and guard bit
 * for bit as they were. beta = 0 with NaN in y: 0. Layout k, incy -2. */
static void alpha_zero_scales(fixture *f, int k, tu_scalar beta, int nan_y)
{
    args a = base(f);
    layout(&a, k);
    a.alpha = tu_scalar_make(0, 0);
    a.beta = beta;
    a.incy = -2;
    cl_mem nA = ec_nan_buffer(dev.env.context, f->p, need(&a, OP_A));
    cl_mem nx = ec_nan_buffer(dev.env.context, f->p, need(&a, OP_X));
    a.A = nA;
    a.x = nx;
    tu_operand y;
    memset(&y, 0, sizeof y);
    tu_rng rng = tu_rng_make((uint64_t)k + 7);
    char how[48], desc[200];
    how_name(&a, how, sizeof how);
    snprintf(desc, sizeof desc, "%s, %s, alpha = 0, beta = (%g,%g), A and x NaN%s: y := beta y",
             f->ec.name, how, beta.re, beta.im, nan_y ? ", y NaN" : "");
    cl_event ev = NULL;
    if (tu_operand_init(&y, f->p, need(&a, OP_Y) + TU_GUARD, TU_CANARY_FINITE) == 0) {
        tu_operand_mark_vec(&y, ylen(&a), a.offy, a.incy);
        tu_operand_fill(&y, &rng, nan_y);
        if (tu_operand_upload(&y, dev.env.context, CL_MEM_READ_WRITE) == CL_SUCCESS) {
            a.y = y.mem;
            ev = ec_call_ok(&f->ec, desc, &a);
        }
    }
    if (tu_check(ev != NULL, "%s: no event", desc) && f->ec.check_event(ev, f->ec.q, desc) &&
        tu_check(tu_operand_download(&y, f->ec.q) == CL_SUCCESS, "%s: read back", desc))
        ec_check_scaled(&y, beta, desc);
    tu_operand_free(&y);
    clReleaseMemObject(nA);
    clReleaseMemObject(nx);
}

/* Nothing to compute: buffer extents are not checked, y stays as it is. */
static void nothing_to_compute(fixture *f)
{
    const tu_scalar zero = tu_scalar_make(0, 0), one = tu_scalar_make(1, 0);
    const size_t max = INT32_MAX;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY_OK(1, "N = 0, tiny A and x, every offset SIZE_MAX (y untouched)", a.N = 0,
           a.A = a.x = tiny, a.offA = a.offx = a.offy = SIZE_MAX);
    TRY_OK(1, "row-major lower, N = 0, tiny A, x and y, inc INT_MIN", a.order = clblasRowMajor,
           a.uplo = clblasLower, a.N = 0, a.A = a.x = a.y = tiny, a.incx = a.incy = INT_MIN);
    if (f->st == S_FULL)
        TRY_OK(1, "N = 0, lda = 1, tiny buffers", a.N = 0, a.lda = 1, a.A = a.x = a.y = tiny);
    if (f->st == S_BAND) /* A is not looked at however large K */
        TRY_OK(1, "N = 0, K = lda - 1 = 2^31 - 1, tiny buffers", a.N = 0, a.K = max,
               a.lda = max + 1, a.A = a.x = a.y = tiny);
    if (f->st == S_GB) {
        TRY_OK(1, "M = 0, tiny buffers at offset SIZE_MAX", a.M = 0, a.A = a.x = a.y = tiny,
               a.offA = a.offx = a.offy = SIZE_MAX);
        TRY_OK(1, "T, M = 0, N = 2^31 - 1, tiny buffers", a.trans = clblasTrans, a.M = 0,
               a.N = max, a.A = a.x = a.y = tiny);
        TRY_OK(1, "row-major C, M = 2^31 - 1, N = 0, tiny buffers", a.order = clblasRowMajor,
               a.trans = clblasConjTrans, a.M = max, a.N = 0, a.A = a.x = a.y = tiny);
    }
    /* alpha = 0, beta = 1: a quick return, A and x not read (all NaN) ... */
    cl_mem nA = ec_nan_buffer(dev.env.context, f->p, need_any(f, OP_A));
    cl_mem nx = ec_nan_buffer(dev.env.context, f->p, need_any(f, OP_X));
    TRY_OK(1, "alpha = 0, beta = 1, A and x NaN (y untouched)", a.alpha = zero, a.beta = one,
           a.A = nA, a.x = nx);
    TRY_OK(1, "row-major lower T, alpha = 0, beta = 1, A and x NaN (y untouched)",
           layout(&a, 1), a.alpha = zero, a.beta = one, a.A = nA, a.x = nx);
    clReleaseMemObject(nA);
    clReleaseMemObject(nx);
    /* ... but the extents are checked: N is not zero */
    TRY(clblasInsufficientMemMatA, "alpha = 0, beta = 1, A too small", a.alpha = zero,
        a.beta = one, a.A = tiny);
    TRY(clblasInsufficientMemVecX, "alpha = 0, beta = 1, x too small", a.alpha = zero,
        a.beta = one, a.x = tiny);
    TRY(clblasInsufficientMemVecY, "alpha = 0, beta = 1, y too small", a.alpha = zero,
        a.beta = one, a.y = tiny);
    TRY(clblasInsufficientMemVecY, "alpha = 0, beta = 0, y too small", a.alpha = zero,
        a.beta = zero, a.y = tiny);
    clReleaseMemObject(tiny);
    const int cplx = tu_is_complex(f->p);
    alpha_zero_scales(f, 0, tu_scalar_make(-0.5, cplx ? 1 : 0), 0);
    alpha_zero_scales(f, 1, tu_scalar_make(cplx ? 0 : 2, cplx ? -0.5 : 0), 0);
    alpha_zero_scales(f, 2, zero, 1);
    alpha_zero_scales(f, 3, zero, 1);
}

/* Two faults at once: the one earlier in the documented order wins (the
 * queue faults' order in bad_queues). */
static void check_order(fixture *f)
{
    const size_t huge = (size_t)1 << 40;
    const int gb = f->st == S_GB, ld = f->st != S_PACKED;
    cl_mem tiny = ec_buffer(dev.env.context, f->p, 1);
    TRY(clblasInvalidValue, "bad order before bad N", a.order = (clblasOrder)5, a.N = huge);
    if (gb) {
        TRY(clblasInvalidValue, "bad trans before bad M", a.trans = (clblasTranspose)5,
            a.M = huge);
        TRY(clblasInvalidDim, "bad M before bad lda", a.M = huge, a.lda = 1);
        TRY(clblasInvalidDim, "bad KL before bad lda", a.KL = huge, a.lda = 1);
        TRY(clblasInvalidDim, "bad KU before incx = 0", a.KU = huge, a.incx = 0);
    } else {
        TRY(clblasInvalidValue, "bad uplo before bad N", a.uplo = (clblasUplo)5, a.N = huge);
    }
    if (f->st == S_BAND)
        TRY(clblasInvalidDim, "bad K before bad lda", a.K = huge, a.lda = 1);
    TRY(clblasInvalidDim, "bad N before incx = 0 and incy = 0", a.N = huge, a.incx = a.incy = 0);
    if (ld) {
        TRY(clblasInvalidDim, "bad N before bad lda", a.N = huge, a.lda = 0);
        TRY(clblasInvalidLeadDimA, "bad lda before incx = 0", a.lda = 1, a.incx = 0);
        TRY(clblasInvalidLeadDimA, "bad lda before incy = 0", a.lda = 1, a.incy = 0);
        TRY(clblasInvalidLeadDimA, "bad lda before numCommandQueues = 0 and NULL buffers",
            a.lda = 1, a.nq = 0, a.A = a.x = a.y = NULL);
    }
    TRY(clblasInvalidIncX, "incx = 0 before incy = 0", a.incx = a.incy = 0);
    TRY(clblasInvalidIncX, "incx = 0 before numCommandQueues = 0", a.incx = 0, a.nq = 0);
    TRY(clblasInvalidIncY, "incy = 0 before numCommandQueues = 0", a.incy = 0, a.nq = 0);
    TRY(clblasInvalidMatA, "A = NULL before x and y = NULL", a.A = a.x = a.y = NULL);
    TRY(clblasInvalidVecX, "x = NULL before y = NULL", a.x = a.y = NULL);
    TRY(clblasInvalidVecY, "y = NULL before A too small", a.y = NULL, a.A = tiny);
    TRY(clblasInvalidVecX, "x = NULL before A too small (N = 0 too)", a.x = NULL, a.A = tiny,
        a.N = 0);
    cl_mem other = ec_buffer(ctx2, f->p, 64);
    TRY(clblasInvalidContext, "A of another context before x = NULL", a.A = other, a.x = NULL);
    TRY(clblasInvalidContext, "y of another context with N = 0", a.y = other, a.N = 0);
    clReleaseMemObject(other);
    if (f->ec.images) {
        cl_mem img = ec_image(dev.env.context);
        TRY(clblasInvalidMemObject, "A an image before x too small", a.A = img, a.x = tiny);
        TRY(clblasInvalidMemObject, "y an image before A too small", a.y = img, a.A = tiny);
        TRY(clblasInvalidMemObject, "x an image with N = 0", a.x = img, a.N = 0);
        clReleaseMemObject(img);
    }
    TRY(clblasInsufficientMemMatA, "A too small before x and y too small",
        a.A = a.x = a.y = tiny);
    TRY(clblasInsufficientMemMatA, "offA before offx and offy (all SIZE_MAX)",
        a.offA = a.offx = a.offy = SIZE_MAX);
    TRY(clblasInsufficientMemVecX, "x too small before y too small", a.x = a.y = tiny);
    TRY(clblasInsufficientMemVecX, "offx before offy (both SIZE_MAX)", a.offx = a.offy = SIZE_MAX);
    clReleaseMemObject(tiny);
}

/* Before clblasSetup and after clblasTeardown: clblasNotInitialized, even
 * for calls that are wrong in other ways too; after a new setup the base
 * call passes. */
EC_ROUTINES_MAIN("test_symv_errors", NROUTINES, 0, "bad order, N, K, M, incx, lda and A",
                 (a.order = (clblasOrder)9, a.N = SIZE_MAX, a.K = a.M = SIZE_MAX, a.incx = 0,
                  a.lda = 0, a.A = NULL),
                 "N = 0", a.N = 0,
                 bad_enums, bad_dims, bad_incs, bad_ld, bad_queues, bad_mem_objects, too_small,
                 nothing_to_compute, check_order)
