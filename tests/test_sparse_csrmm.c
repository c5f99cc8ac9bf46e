/*
 * test_sparse_csrmm.c - clsparse[S|D]csrmm: C := alpha*A*B + beta*C, A CSR
 * (m x k), B (k x n) and C (m x n) dense.
 *
 * Against a double-precision CPU product (long double sums) with the scaled
 * error of TESTING.md: err = |C - Cref| / (eps * G), G = |alpha| (|A| |B|)
 * + |beta C|, max err < 16 (G == 0: the exact value). Matrices of
 * tests/data/matrices and generated ones (empty rows, no entries, a dense
 * row, long rows, rectangular, m, n or k = 1, no rows), S and D, n in
 * {1, 3, 17}, all four majors of B and C, lead_dim tight (0 and exact) and
 * padded, offsets in every buffer and scalar, alpha/beta in {0, 1, general}:
 * NaN in C's elements when beta == 0, in A's values and B's elements when
 * alpha == 0, NaN around every input and in B's lead_dim gaps (a read of
 * any shows in C), a finite canary around C and in its gaps checked bit for
 * bit, inputs unchanged, a repeat call bit-identical, other NB and WGS
 * (CLMATH_PARAMS), corrupt column indices and row pointers, async mode.
 * Then every invalid argument: its exact status and C unchanged.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clSPARSE.h>

#include "mmref.h"
#include "spmain.h"
#include "testutil.h"

static tu_device dev;
static clsparseControl control;

#define POST 5          /* canary elements after each operand */
#define CFILL 0x5A      /* canary byte around and between C's elements */
#define BIG 0xFFFFFFFFu /* canary index around col_indices and row_pointer */

static tu_prec prec(int dbl) { return dbl ? TU_D : TU_S; }
static void setv(int dbl, void *a, size_t i, double v) { tu_set(prec(dbl), a, i, tu_scalar_make(v, 0)); }
static double getv(int dbl, const void *a, size_t i) { return tu_get(prec(dbl), a, i).re; }
static double rnd(int dbl, double v) { return dbl ? v : (double)(float)v; }

static void *readback(cl_mem m, size_t bytes)
{
    void *p = tu_xmalloc(bytes);
    if (bytes)
        clEnqueueReadBuffer(dev.env.queue, m, CL_TRUE, 0, bytes, p, 0, NULL, NULL);
    return p;
}

/* Element (r, c) of a dense matrix. */
static size_t pos(int colmajor, size_t ld, size_t r, size_t c)
{
    return colmajor ? c * ld + r : r * ld + c;
}

/* One call's operands on the device, and their host images. */
typedef struct mm_case {
    int dbl;
    size_t m, k, n, nnz, es;
    size_t voff, coff, roff, boff, cbo, aoff, btoff; /* element offsets */
    size_t ldb, ldc, bsize, csize;                   /* elements of B's and C's buffers */
    int bcol, ccol;
    void *val, *bimg, *cimg, *aimg, *betaimg;
    unsigned *col, *rp;
    clsparseScalar alpha, beta;
    clsparseCsrMatrix A;
    cldenseMatrix B, C;
} mm_case;

static void case_free(mm_case *c)
{
    cl_mem mems[] = {c->A.values, c->A.col_indices, c->A.row_pointer, c->B.values,
                     c->C.values, c->alpha.value,   c->beta.value};
    for (size_t i = 0; i < sizeof mems / sizeof mems[0]; i++)
        if (mems[i])
            clReleaseMemObject(mems[i]);
    free(c->val);
    free(c->col);
    free(c->rp);
    free(c->bimg);
    free(c->cimg);
    free(c->aimg);
    free(c->betaimg);
}

/* Builds the operands of A * B (B's elements random, k x n), C's elements
 * random or NaN (cnan), A's values and B's elements NaN when abnan; pad
 * extra elements of lead_dim (ld0: lead_dim 0, tight). */
/* A dense operand: rows x cols, column-major (col) or row-major, leading
 * dimension ld (0: the tight one), its image uploaded (bytes), from
 * element off. */
static void dense_make(cldenseMatrix *M, size_t rows, size_t cols, size_t ld, int col,
                       const void *img, size_t bytes, size_t off)
{
    cldenseInitMatrix(M);
    M->num_rows = (clsparseIdx_t)rows;
    M->num_cols = (clsparseIdx_t)cols;
    M->lead_dim = ld;
    M->major = col ? columnMajor : rowMajor;
    M->values = tu_upload(dev.env.context, img, bytes);
    M->off_values = off;
}

static void case_make(mm_case *c, const mmref *A, int dbl, size_t n, int bcol, int ccol,
                      double alpha, double beta, size_t pad, int ld0, int cnan, int abnan,
                      uint64_t seed)
{
    memset(c, 0, sizeof *c);
    tu_rng rng = tu_rng_make(seed);
    c->dbl = dbl;
    c->m = A->rows;
    c->k = A->cols;
    c->n = n;
    c->nnz = A->nnz;
    size_t es = c->es = dbl ? 8 : 4;
    c->voff = 3;
    c->coff = 2;
    c->roff = 1;
    c->boff = 5;
    c->cbo = 4;
    c->aoff = 1;
    c->btoff = 2;
    c->bcol = bcol;
    c->ccol = ccol;
    if (ld0)
        pad = 0;
    c->ldb = (bcol ? c->k : n) + pad;
    c->ldc = (ccol ? c->m : n) + pad;
    size_t bouter = bcol ? n : c->k, couter = ccol ? n : c->m;
    c->bsize = c->boff + bouter * c->ldb + POST;
    c->csize = c->cbo + couter * c->ldc + POST;

    /* A: values with NaN around them, indices with BIG around them. */
    c->val = tu_xmalloc((c->voff + c->nnz + POST) * es);
    for (size_t i = 0; i < c->voff + c->nnz + POST; i++)
        tu_set_nan(prec(dbl), c->val, i);
    for (size_t i = 0; i < c->nnz; i++)
        if (abnan)
            tu_set_nan(prec(dbl), c->val, c->voff + i);
        else
            setv(dbl, c->val, c->voff + i, A->val[i]);
    c->col = tu_xmalloc((c->coff + c->nnz + POST) * sizeof(unsigned));
    for (size_t i = 0; i < c->coff + c->nnz + POST; i++)
        c->col[i] = BIG;
    memcpy(c->col + c->coff, A->col, c->nnz * sizeof(unsigned));
    c->rp = tu_xmalloc((c->roff + c->m + 1 + POST) * sizeof(unsigned));
    for (size_t i = 0; i < c->roff + c->m + 1 + POST; i++)
        c->rp[i] = BIG;
    memcpy(c->rp + c->roff, A->rp, (c->m + 1) * sizeof(unsigned));

    /* B: NaN everywhere but its elements. */
    c->bimg = tu_xmalloc(c->bsize * es);
    for (size_t i = 0; i < c->bsize; i++)
        tu_set_nan(prec(dbl), c->bimg, i);
    for (size_t r = 0; r < c->k; r++)
        for (size_t j = 0; j < n; j++)
            if (!abnan)
                setv(dbl, c->bimg, c->boff + pos(bcol, c->ldb, r, j),
                     rnd(dbl, tu_rng_unit(&rng)));

    /* C: a finite canary everywhere but its elements. */
    c->cimg = tu_xmalloc(c->csize * es);
    memset(c->cimg, CFILL, c->csize * es);
    for (size_t r = 0; r < c->m; r++)
        for (size_t j = 0; j < n; j++) {
            size_t p = c->cbo + pos(ccol, c->ldc, r, j);
            if (cnan)
                tu_set_nan(prec(dbl), c->cimg, p);
            else
                setv(dbl, c->cimg, p, rnd(dbl, tu_rng_unit(&rng)));
        }

    c->aimg = tu_xmalloc(2 * es);
    tu_set_nan(prec(dbl), c->aimg, 0);
    setv(dbl, c->aimg, 1, alpha);
    c->betaimg = tu_xmalloc(3 * es);
    tu_set_nan(prec(dbl), c->betaimg, 0);
    tu_set_nan(prec(dbl), c->betaimg, 1);
    setv(dbl, c->betaimg, 2, beta);

    clsparseInitScalar(&c->alpha);
    clsparseInitScalar(&c->beta);
    c->alpha.value = tu_upload(dev.env.context, c->aimg, 2 * es);
    c->alpha.off_value = c->aoff;
    c->beta.value = tu_upload(dev.env.context, c->betaimg, 3 * es);
    c->beta.off_value = c->btoff;
    clsparseInitCsrMatrix(&c->A);
    c->A.num_rows = (clsparseIdx_t)c->m;
    c->A.num_cols = (clsparseIdx_t)c->k;
    c->A.num_nonzeros = (clsparseIdx_t)c->nnz;
    c->A.values = tu_upload(dev.env.context, c->val, (c->voff + c->nnz + POST) * es);
    c->A.off_values = c->voff;
    c->A.col_indices = tu_upload(dev.env.context, c->col, (c->coff + c->nnz + POST) * sizeof(unsigned));
    c->A.off_col_indices = c->coff;
    c->A.row_pointer = tu_upload(dev.env.context, c->rp, (c->roff + c->m + 1 + POST) * sizeof(unsigned));
    c->A.off_row_pointer = c->roff;
    dense_make(&c->B, c->k, n, ld0 ? 0 : c->ldb, bcol, c->bimg, c->bsize * es, c->boff);
    dense_make(&c->C, c->m, n, ld0 ? 0 : c->ldc, ccol, c->cimg, c->csize * es, c->cbo);
}

static clsparseStatus call(mm_case *c)
{
    return c->dbl ? clsparseDcsrmm(&c->alpha, &c->A, &c->B, &c->beta, &c->C, control)
                  : clsparseScsrmm(&c->alpha, &c->A, &c->B, &c->beta, &c->C, control);
}

/* The buffer holds exactly the host image. */
static int same_buffer(cl_mem m, const void *img, size_t bytes, const char *what,
                       const char *desc)
{
    unsigned char *got = readback(m, bytes);
    size_t i = 0;
    while (i < bytes && got[i] == ((const unsigned char *)img)[i])
        i++;
    free(got);
    return tu_check(i == bytes, "%s: %s changed (byte %zu of %zu)", desc, what, i, bytes);
}

/* C against the reference; everything else of C's buffer unchanged; the
 * inputs unchanged. Returns the failures. */
static int verify(mm_case *c, const mmref *A, double alpha, double beta, const char *desc)
{
    size_t es = c->es;
    unsigned char *got = readback(c->C.values, c->csize * es);
    unsigned char *want = tu_xmalloc(c->csize * es); /* the image with C's elements replaced */
    memcpy(want, c->cimg, c->csize * es);
    double eps = c->dbl ? 0x1p-52 : 0x1p-23, worst = 0;
    size_t bad = 0;
    for (size_t r = 0; r < c->m; r++)
        for (size_t j = 0; j < c->n; j++) {
            size_t p = c->cbo + pos(c->ccol, c->ldc, r, j);
            long double s = 0, g = 0;
            if (alpha != 0) {
                unsigned a = A->rp[r] < A->nnz ? A->rp[r] : (unsigned)A->nnz;
                unsigned e = A->rp[r + 1] < a ? a : A->rp[r + 1] > A->nnz ? (unsigned)A->nnz
                                                                           : A->rp[r + 1];
                for (unsigned z = a; z < e; z++) {
                    if (A->col[z] >= c->k)
                        continue;
                    double v = getv(c->dbl, c->val, c->voff + z);
                    double bv = getv(c->dbl, c->bimg, c->boff + pos(c->bcol, c->ldb, A->col[z], j));
                    s += (long double)v * bv;
                    g += fabsl((long double)v * bv);
                }
            }
            long double ref = (long double)alpha * s;
            g = fabsl((long double)alpha) * g;
            if (beta != 0) {
                double cv = getv(c->dbl, c->cimg, p);
                ref += (long double)beta * cv;
                g += fabsl((long double)beta * cv);
            }
            double v = getv(c->dbl, got, p);
            double err = g > 0 ? (double)(fabsl((long double)v - ref) / (eps * g))
                               : (v == (double)ref ? 0 : INFINITY);
            if (isnan(v))
                err = INFINITY;
            if (err > worst)
                worst = err;
            if (!(err < 16) && bad++ == 0)
                tu_detail("%s: C(%zu, %zu) = %.17g, expected %.17Lg (err %.3g)", desc, r, j, v,
                          ref, err);
            memcpy(want + p * es, got + p * es, es);
        }
    int fails = !tu_check(bad == 0, "%s: %zu of %zu elements of C wrong (max err %.3g)", desc,
                          bad, c->m * c->n, worst);
    /* Guards, gaps and offsets of C: bit for bit the canary. */
    size_t i = 0;
    while (i < c->csize * es && got[i] == want[i])
        i++;
    fails += !tu_check(i == c->csize * es, "%s: C's buffer outside its elements changed (byte %zu)",
                       desc, i);
    free(got);
    free(want);
    fails += !same_buffer(c->B.values, c->bimg, c->bsize * es, "B", desc);
    fails += !same_buffer(c->A.values, c->val, (c->voff + c->nnz + POST) * es, "A values", desc);
    return fails;
}

static const double alphas[3] = {0, 1, -1.25}, betas[3] = {0, 1, 0.75};

/* One call of csrmm on A with these choices, checked; then (when repeat)
 * again, bit for bit the same. */
static void run(const char *name, const mmref *A, int dbl, size_t n, int bcol, int ccol, int ai,
                int bi, size_t pad, int ld0, uint64_t seed, int repeat)
{
    double alpha = alphas[ai], beta = betas[bi];
    char desc[200];
    snprintf(desc, sizeof desc, "%c %s n=%zu B %s C %s alpha=%g beta=%g ld%s", dbl ? 'D' : 'S',
             name, n, bcol ? "col" : "row", ccol ? "col" : "row", alpha, beta,
             ld0 ? "=0" : pad ? "+pad" : " tight");
    mm_case c;
    case_make(&c, A, dbl, n, bcol, ccol, alpha, beta, pad, ld0, beta == 0, alpha == 0, seed);
    clsparseStatus st = call(&c);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st)) {
        int fails = verify(&c, A, alpha, beta, desc);
        if (repeat && !fails && beta == 0) { /* beta == 0: the same result again */
            unsigned char *first = readback(c.C.values, c.csize * c.es);
            st = call(&c);
            tu_check(st == clsparseSuccess, "%s: repeat status %d", desc, (int)st);
            same_buffer(c.C.values, first, c.csize * c.es, "C on a repeat call", desc);
            free(first);
        }
    }
    case_free(&c);
}

/* Every alpha/beta pair, the majors and n cycling with the counter. */
static void sweep(const char *name, const mmref *A, int dbl, unsigned *count)
{
    static const size_t ns[3] = {1, 3, 17};
    for (int ai = 0; ai < 3; ai++)
        for (int bi = 0; bi < 3; bi++) {
            unsigned k = (*count)++;
            int maj = (int)(k % 4);
            run(name, A, dbl, ns[(k / 4) % 3], maj & 1, maj >> 1, ai, bi, k % 3, k % 5 == 0,
                tu_hash(k, 77), k % 7 == 0);
        }
}

/* ---- generated matrices ---- */

/* rows x cols; row r gets len(r) entries at random distinct columns,
 * sorted. */
static int generate(mmref *A, size_t rows, size_t cols, size_t (*len)(size_t r, size_t cols),
                    uint64_t seed)
{
    size_t nnz = 0;
    for (size_t r = 0; r < rows; r++)
        nnz += len(r, cols);
    if (mmref_alloc(A, rows, cols, nnz) != 0)
        return -1;
    tu_rng rng = tu_rng_make(seed);
    unsigned char *used = tu_xmalloc(cols);
    size_t z = 0;
    A->rp[0] = 0;
    for (size_t r = 0; r < rows; r++) {
        size_t l = len(r, cols);
        memset(used, 0, cols);
        for (size_t i = 0; i < l;) {
            size_t c = l == cols ? i : tu_rng_below(&rng, (unsigned)cols);
            if (used[c])
                continue;
            used[c] = 1;
            i++;
        }
        for (size_t c = 0; c < cols; c++)
            if (used[c]) {
                A->col[z] = (unsigned)c;
                A->val[z] = (double)(float)tu_rng_unit(&rng);
                z++;
            }
        A->rp[r + 1] = (unsigned)z;
    }
    free(used);
    return 0;
}

static size_t len_mixed(size_t r, size_t cols) /* empty rows, a dense row, short rows */
{
    if (r == 7)
        return cols;
    if (r % 3 == 0)
        return 0;
    return 1 + r % 5 < cols ? 1 + r % 5 : cols;
}
static size_t len_dense(size_t r, size_t cols) { return (void)r, cols; }
static size_t len_none(size_t r, size_t cols) { return (void)r, (void)cols, 0; }
static size_t len_alt(size_t r, size_t cols) { return (void)cols, r % 2; }
static size_t len_long(size_t r, size_t cols) { return r == 2 ? cols : r % 2 ? cols / 3 : 2; }

static void generated(void)
{
    struct {
        const char *name;
        size_t rows, cols;
        size_t (*len)(size_t, size_t);
    } gens[] = {
        {"40x33 mixed", 40, 33, len_mixed}, {"1x50 dense", 1, 50, len_dense},
        {"30x1", 30, 1, len_alt},           {"70x20 mixed", 70, 20, len_mixed},
        {"5x700 long rows", 5, 700, len_long}, {"10x10 empty", 10, 10, len_none},
        {"1x1", 1, 1, len_dense},
    };
    unsigned count = 0;
    for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++) {
        mmref A;
        if (!tu_check(generate(&A, gens[g].rows, gens[g].cols, gens[g].len, 1000 + g) == 0,
                      "generate %s", gens[g].name))
            continue;
        for (int dbl = 0; dbl < 2; dbl++)
            if (!dbl || dev.fp64)
                for (int rep = 0; rep < 4; rep++) /* every major and n on each */
                    sweep(gens[g].name, &A, dbl, &count);
        mmref_free(&A);
    }

    /* No rows; n = 0: success, C untouched. */
    mmref Z;
    if (generate(&Z, 0, 6, len_none, 1) == 0) {
        run("0x6", &Z, 0, 3, 0, 1, 2, 2, 1, 0, 5, 0);
        mmref_free(&Z);
    }
    if (generate(&Z, 6, 4, len_mixed, 2) == 0) {
        run("6x4 n=0", &Z, 0, 0, 1, 0, 2, 2, 1, 0, 6, 0);
        mmref_free(&Z);
    }

    /* Other NB and WGS: partial column blocks, small groups. */
    mmref A;
    if (generate(&A, 45, 21, len_mixed, 3) == 0) {
        const char *sets[] = {"csrmm.NB=1,csrmm.WGS=7", "csrmm.NB=3,csrmm.WGS=16",
                              "csrmm.NB=16,csrmm.WGS=32"};
        for (int s = 0; s < 3; s++) {
            tu_set_params(sets[s]);
            char name[80];
            snprintf(name, sizeof name, "45x21 (%s)", sets[s]);
            for (int maj = 0; maj < 4; maj++)
                run(name, &A, (maj & 1) && dev.fp64, maj < 2 ? 17 : 3, maj & 1, maj >> 1, 2, maj & 1 ? 2 : 0,
                    2, 0, (uint64_t)(s * 4 + maj), 0);
        }
        tu_set_params(NULL);
        mmref_free(&A);
    }
}

/* Corrupt CSR data: columns past B, row pointers past the entries or
 * decreasing. Nothing outside the buffers is read (NaN canaries around
 * them would show) and C is what the clamped matrix gives. */
static void corrupt(void)
{
    mmref A;
    if (mmref_alloc(&A, 4, 5, 6) != 0)
        return;
    const unsigned rp[5] = {0, 3, 2, 9, 9}, col[6] = {0, 5, 4, BIG, 2, 1};
    const double val[6] = {1, 2, 3, 4, 5, 6};
    memcpy(A.rp, rp, sizeof rp);
    memcpy(A.col, col, sizeof col);
    memcpy(A.val, val, sizeof val);
    for (int maj = 0; maj < 4; maj++)
        run("corrupt 4x5", &A, 0, maj == 0 ? 3 : 1, maj & 1, maj >> 1, 2, 2, 1, 0, 9 + maj, 0);
    mmref_free(&A);
}

/* Async mode: the control's event completes the call. */
static void async_event(void)
{
    mmref A;
    if (generate(&A, 20, 9, len_mixed, 4) != 0)
        return;
    mm_case c;
    case_make(&c, &A, 0, 3, 0, 0, 1, 0.75, 1, 0, 0, 0, 44);
    clsparseEnableAsync(control, CL_TRUE);
    clsparseStatus st = call(&c);
    clsparseEventResult er = clsparseGetEvent(control);
    clsparseEnableAsync(control, CL_FALSE);
    if (tu_check(st == clsparseSuccess && er.status == clsparseSuccess, "async: status %d, %d",
                 (int)st, (int)er.status)) {
        tu_check_event(er.event, dev.env.queue, "async csrmm");
        verify(&c, &A, 1, 0.75, "async");
    }
    case_free(&c);
    mmref_free(&A);
}

/* ---- errors ---- */

/* The call fails with want and leaves C's buffer (cmem: c's may be the bad
 * argument) unchanged. */
static void expect_error(mm_case *c, cl_mem cmem, clsparseStatus want, const char *what)
{
    clsparseStatus st = call(c);
    tu_check(st == want, "error %s: status %d, expected %d", what, (int)st, (int)want);
    same_buffer(cmem, c->cimg, c->csize * c->es, "C", what);
}

static void errors(void)
{
    mmref A;
    if (generate(&A, 4, 5, len_mixed, 5) != 0)
        return;
    mm_case c;
    /* B column-major, C row-major, both padded: ldb = 5 + 2, ldc = 3 + 2. */
    case_make(&c, &A, 0, 3, 1, 0, 1, 0.75, 2, 0, 0, 0, 55);
    mm_case saved = c;
    clsparseScalar *al = &c.alpha, *be = &c.beta;
    clsparseCsrMatrix *pa = &c.A;
    cldenseMatrix *pb = &c.B, *pc = &c.C;
    clsparseStatus st;

    st = clsparseScsrmm(al, pa, pb, be, pc, NULL);
    tu_check(st == clsparseInvalidControlObject, "error NULL control: status %d", (int)st);
    st = clsparseScsrmm(NULL, pa, pb, be, pc, control);
    tu_check(st == clsparseInvalidValue, "error NULL alpha: status %d", (int)st);
    st = clsparseScsrmm(al, NULL, pb, be, pc, control);
    tu_check(st == clsparseInvalidValue, "error NULL A: status %d", (int)st);
    st = clsparseScsrmm(al, pa, NULL, be, pc, control);
    tu_check(st == clsparseInvalidValue, "error NULL B: status %d", (int)st);
    st = clsparseScsrmm(al, pa, pb, NULL, pc, control);
    tu_check(st == clsparseInvalidValue, "error NULL beta: status %d", (int)st);
    st = clsparseScsrmm(al, pa, pb, be, NULL, control);
    tu_check(st == clsparseInvalidValue, "error NULL C: status %d", (int)st);
    same_buffer(c.C.values, c.cimg, c.csize * c.es, "C", "NULL arguments");

#define BAD(FIELD, VALUE, STATUS, WHAT)                                                        \
    do {                                                                                       \
        FIELD = VALUE;                                                                         \
        expect_error(&c, saved.C.values, STATUS, WHAT);                                                        \
        c = saved;                                                                             \
    } while (0)
    BAD(c.B.major, (cldenseMajor)0, clsparseInvalidValue, "B major 0");
    BAD(c.C.major, (cldenseMajor)3, clsparseInvalidValue, "C major 3");
    BAD(c.B.num_rows, 4, clsparseInvalidSize, "B rows != A cols");
    BAD(c.B.num_cols, 4, clsparseInvalidSize, "B cols != C cols");
    BAD(c.C.num_cols, 2, clsparseInvalidSize, "C cols != B cols");
    BAD(c.C.num_rows, 5, clsparseInvalidSize, "C rows != A rows");
    BAD(c.A.num_cols, 6, clsparseInvalidSize, "A cols != B rows");
    BAD(c.A.num_rows, 0x80000000u, clsparseInvalidSize, "A rows 2^31");
    BAD(c.B.lead_dim, 4, clsparseInvalidSize, "B lead_dim < rows (column-major)");
    BAD(c.C.lead_dim, 2, clsparseInvalidSize, "C lead_dim < cols (row-major)");
    BAD(c.alpha.value, NULL, clsparseInvalidMemObj, "alpha NULL buffer");
    BAD(c.alpha.off_value, 2, clsparseInsufficientMemory, "alpha offset past end");
    BAD(c.beta.off_value, 3, clsparseInsufficientMemory, "beta offset past end");
    BAD(c.A.values, NULL, clsparseInvalidMemObj, "A values NULL");
    BAD(c.A.off_values, c.voff + POST + 1, clsparseInsufficientMemory, "A values too small");
    BAD(c.A.col_indices, NULL, clsparseInvalidMemObj, "A col_indices NULL");
    BAD(c.A.off_col_indices, c.coff + POST + 1, clsparseInsufficientMemory,
        "A col_indices too small");
    BAD(c.A.off_row_pointer, c.roff + POST + 1, clsparseInsufficientMemory,
        "A row_pointer too small");
    BAD(c.B.values, NULL, clsparseInvalidMemObj, "B values NULL");
    BAD(c.B.off_values, c.boff + 2 + POST + 1, clsparseInsufficientMemory, "B too small");
    BAD(c.B.lead_dim, c.ldb + 10, clsparseInsufficientMemory, "B lead_dim past its buffer");
    BAD(c.C.values, NULL, clsparseInvalidMemObj, "C values NULL");
    BAD(c.C.off_values, c.cbo + 2 + POST + 1, clsparseInsufficientMemory, "C too small");
    BAD(c.C.lead_dim, c.ldc + 10, clsparseInsufficientMemory, "C lead_dim past its buffer");
    /* D on a device without fp64 */
    if (!dev.fp64) {
        st = clsparseDcsrmm(al, pa, pb, be, pc, control);
        tu_check(st == clsparseInvalidDevice, "error D without fp64: status %d", (int)st);
    }
#undef BAD

    /* Exact fits are accepted: C and B ending at their buffers' ends. */
    c.C.off_values = c.cbo + 2 + POST; /* past the padding of the last row / column */
    c.B.off_values = c.boff + 2 + POST;
    st = call(&c);
    tu_check(st == clsparseSuccess, "exact fit: status %d", (int)st);
    c = saved;
    case_free(&c);

    /* Before setup. */
    case_make(&c, &A, 0, 3, 0, 0, 1, 0.75, 0, 0, 0, 0, 56);
    clsparseTeardown();
    expect_error(&c, c.C.values, clsparseNotInitialized, "before setup");
    clsparseSetup();
    case_free(&c);
    mmref_free(&A);
}

/* ---- the matrices of tests/data ---- */

static int data_matrix(const char *path, const char *name, void *arg)
{
    unsigned *count = arg;
    mmref A;
    if (!sp_load(path, name, &A))
        return 0;
    /* One precision per matrix, alternating; every pair of alpha/beta. */
    int dbl = dev.fp64 && (*count / 9) % 2;
    sweep(name, &A, dbl, count);
    printf("%s: %zu x %zu, %zu entries, %s\n", name, A.rows, A.cols, A.nnz, dbl ? "D" : "S");
    mmref_free(&A);
    return 1;
}

/* The test's parts, in order. */
static void body(void)
{
    double t0 = tu_now();
    errors();
    corrupt();
    async_event();
    double t1 = tu_now();
    generated();
    unsigned count = 0;
    sp_matrices_last(data_matrix, &count, "errors and edges", "generated", t0, t1, tu_now());
}

int main(void) { return sp_main(&dev, &control, 1, "test_sparse_csrmm", body); }
