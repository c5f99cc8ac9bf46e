/*
 * test_sparse.c - clsparse[S|D]csrmv against a double-precision CPU SpMV
 * (mmref_spmv, long double sums) with the scaled error of TESTING.md:
 * |y_i - yref_i| / (eps * G_i) < 16, G_i = |alpha| (|A||x|)_i + |beta y_i|.
 *
 * Every matrix of tests/data/matrices, and generated ones for the edges of
 * CSR-Adaptive: empty rows, no entries, no rows, no columns, a dense row,
 * rows at and around the local-memory block and the split threshold, rows
 * split over several groups (also as the last row), rectangular shapes, many
 * short rows; each with the row blocks (clsparseCsrMetaCreate) and without,
 * in both precisions, with the block parameters at their defaults and
 * forced small (CLMATH_PARAMS) so that every path runs on small matrices.
 *
 * Every call runs on guarded buffers: the matrix's values, column indices
 * and row pointers at offsets with NaN (or out-of-range) canaries before
 * and after, so reading one entry too many poisons the result; x with NaN
 * canaries around it (or sized exactly); y at an offset with canaries that
 * must not change. alpha and beta in {0, 1, general}; beta == 0 with NaN in
 * y (must be overwritten), alpha == 0 with NaN in x (must not be read).
 * Repeated calls give the same bits.
 */
#include <float.h>
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

#define PRE 3  /* canary elements before each operand */
#define POST 5 /* and after */

static void put(int dbl, void *a, size_t i, double v)
{
    if (dbl)
        ((double *)a)[i] = v;
    else
        ((float *)a)[i] = (float)v;
}

static double get(int dbl, const void *a, size_t i)
{
    return dbl ? ((const double *)a)[i] : (double)((const float *)a)[i];
}

static double round_to(int dbl, double v) { return dbl ? v : (double)(float)v; }

/* What one call varies. */
typedef struct spec {
    int dbl, meta;
    double alpha, beta;
    int nan_y; /* y holds NaN (beta == 0) */
    int nan_x; /* x holds NaN (alpha == 0) */
    int exact_x; /* x's buffer holds exactly its elements */
    int twice;   /* call again: same bits */
} spec;

static int run(const char *name, const mmref *A, const spec *s, uint64_t seed)
{
    int dbl = s->dbl;
    size_t es = dbl ? 8 : 4, m = A->rows, n = A->cols, nnz = A->nnz;
    tu_rng rng = tu_rng_make(seed);
    char desc[200];
    snprintf(desc, sizeof desc, "%s %c%s alpha=%g beta=%g%s%s%s", name, dbl ? 'D' : 'S',
             s->meta ? " adaptive" : " rows", s->alpha, s->beta, s->nan_y ? " NaN-y" : "",
             s->nan_x ? " NaN-x" : "", s->exact_x ? " exact-x" : "");

    /* Host images with canaries; matrix values rounded to the precision. */
    void *hv = malloc((PRE + nnz + POST) * es);
    unsigned *hc = malloc((PRE + nnz + POST) * 4), *hr = malloc((PRE + m + 1 + POST) * 4);
    size_t xoff = s->exact_x ? 0 : PRE, xtot = s->exact_x ? n : PRE + n + POST;
    void *hx = malloc((xtot ? xtot : 1) * es);
    void *hy = malloc((PRE + m + POST) * es), *back = malloc((PRE + m + POST) * es);
    double *xd = malloc((n ? n : 1) * 8), *yd = malloc((m ? m : 1) * 8);
    double *yref = malloc((m ? m : 1) * 8), *g = malloc((m ? m : 1) * 8);
    mmref R = *A; /* the reference sees the rounded values */
    R.val = malloc((nnz ? nnz : 1) * 8);
    for (size_t k = 0; k < PRE + nnz + POST; k++) {
        int inside = k >= PRE && k < PRE + nnz;
        double v = inside ? round_to(dbl, A->val[k - PRE]) : NAN;
        put(dbl, hv, k, v);
        if (inside)
            R.val[k - PRE] = v;
        hc[k] = inside ? A->col[k - PRE] : (unsigned)(k % (n ? n : 1)); /* valid: NaN values do the work */
    }
    for (size_t k = 0; k < PRE + m + 1 + POST; k++)
        hr[k] = k >= PRE && k <= PRE + m ? A->rp[k - PRE] : 0xfffffff0u;
    for (size_t k = 0; k < xtot; k++)
        put(dbl, hx, k, NAN);
    for (size_t j = 0; j < n; j++) {
        xd[j] = s->nan_x ? NAN : round_to(dbl, tu_rng_unit(&rng));
        put(dbl, hx, xoff + j, xd[j]);
    }
    for (size_t k = 0; k < PRE + m + POST; k++)
        put(dbl, hy, k, 4242.0 + (double)k);
    for (size_t i = 0; i < m; i++) {
        yd[i] = s->nan_y ? NAN : round_to(dbl, tu_rng_unit(&rng));
        put(dbl, hy, PRE + i, yd[i]);
    }
    double ab[4] = {NAN, round_to(dbl, s->alpha), round_to(dbl, s->beta), NAN};
    unsigned char abh[32];
    for (int k = 0; k < 4; k++)
        put(dbl, abh, (size_t)k, ab[k]);

    clsparseCsrMatrix mat;
    clsparseInitCsrMatrix(&mat);
    mat.num_rows = (clsparseIdx_t)m;
    mat.num_cols = (clsparseIdx_t)n;
    mat.num_nonzeros = (clsparseIdx_t)nnz;
    mat.values = tu_upload(dev.env.context, hv, (PRE + nnz + POST) * es);
    mat.col_indices = tu_upload(dev.env.context, hc, (PRE + nnz + POST) * 4);
    mat.row_pointer = tu_upload(dev.env.context, hr, (PRE + m + 1 + POST) * 4);
    mat.off_values = mat.off_col_indices = mat.off_row_pointer = PRE;
    cldenseVector x, y;
    clsparseInitVector(&x);
    clsparseInitVector(&y);
    x.values = tu_upload(dev.env.context, hx, (xtot ? xtot : 1) * es);
    x.num_values = (clsparseIdx_t)n;
    x.off_values = (clsparseIdx_t)xoff;
    y.values = tu_upload(dev.env.context, hy, (PRE + m + POST) * es);
    y.num_values = (clsparseIdx_t)m;
    y.off_values = PRE;
    clsparseScalar alpha, beta;
    cl_mem sc = tu_upload(dev.env.context, abh, 4 * es);
    alpha.value = beta.value = sc;
    alpha.off_value = 1;
    beta.off_value = 2;

    int ok = 1;
    if (s->meta) {
        clsparseStatus st = clsparseCsrMetaCreate(&mat, control);
        ok = tu_check(st == clsparseSuccess && mat.meta != NULL, "%s: MetaCreate status %d", desc,
                      (int)st);
    }
    if (ok) {
        clsparseStatus st = dbl ? clsparseDcsrmv(&alpha, &mat, &x, &beta, &y, control)
                                : clsparseScsrmv(&alpha, &mat, &x, &beta, &y, control);
        ok = tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st);
    }
    if (ok) {
        clEnqueueReadBuffer(dev.env.queue, y.values, CL_TRUE, 0, (PRE + m + POST) * es, back, 0,
                            NULL, NULL);
        mmref_spmv(&R, round_to(dbl, s->alpha), xd, round_to(dbl, s->beta), yd, yref, g);
        double eps = dbl ? DBL_EPSILON : FLT_EPSILON, worst = 0;
        size_t bad = 0, guards = 0, first = (size_t)-1;
        for (size_t i = 0; i < m; i++) {
            double v = get(dbl, back, PRE + i);
            double err = g[i] > 0 ? fabs(v - yref[i]) / (eps * g[i]) : (v == yref[i] ? 0 : INFINITY);
            if (!(err < 16)) { /* NaN fails too */
                if (bad++ == 0)
                    first = i;
                if (bad <= 4 && getenv("CLM_TEST_VERBOSE"))
                    printf("  %s: row %zu (%u entries): got %.17g, expected %.17g\n", desc, i,
                           A->rp[i + 1] - A->rp[i], get(dbl, back, PRE + i), yref[i]);
            } else if (err > worst) {
                worst = err;
            }
        }
        for (size_t k = 0; k < PRE + m + POST; k++)
            if ((k < PRE || k >= PRE + m) && memcmp((char *)back + k * es, (char *)hy + k * es, es))
                guards++;
        if (!tu_check(bad == 0 && guards == 0, "%s: %zu of %zu rows wrong, %zu guards changed",
                      desc, bad, m, guards) &&
            first != (size_t)-1)
            tu_detail("row %zu: got %.17g, expected %.17g (scale %g)", first,
                      get(dbl, back, PRE + first), yref[first], g[first]);
        if (s->twice && bad == 0) {
            /* Same inputs again (beta == 0 does not read y): the same bits. */
            void *again = malloc((PRE + m + POST) * es);
            clsparseStatus st = dbl ? clsparseDcsrmv(&alpha, &mat, &x, &beta, &y, control)
                                    : clsparseScsrmv(&alpha, &mat, &x, &beta, &y, control);
            clEnqueueReadBuffer(dev.env.queue, y.values, CL_TRUE, 0, (PRE + m + POST) * es,
                                again, 0, NULL, NULL);
            tu_check(st == clsparseSuccess && memcmp(again, back, (PRE + m + POST) * es) == 0,
                     "%s: a second call gives other bits", desc);
            free(again);
        }
    }
    clsparseCsrMetaDelete(&mat);
    tu_check(mat.meta == NULL, "%s: MetaDelete clears meta", desc);
    clReleaseMemObject(mat.values);
    clReleaseMemObject(mat.col_indices);
    clReleaseMemObject(mat.row_pointer);
    clReleaseMemObject(x.values);
    clReleaseMemObject(y.values);
    clReleaseMemObject(sc);
    free(hv), free(hc), free(hr), free(hx), free(hy), free(back);
    free(xd), free(yd), free(yref), free(g), free(R.val);
    return ok;
}

/* The alpha/beta variations for one matrix, precision and path. */
static void run_all(const char *name, const mmref *A, int dbl, int meta, int full, uint64_t seed)
{
    spec s = {dbl, meta, 1.5, -0.75, 0, 0, 0, 0};
    run(name, A, &s, seed);
    if (!full)
        return;
    spec b0 = {dbl, meta, -2.0, 0.0, 1, 0, 1, 1};
    run(name, A, &b0, seed + 1);
    spec a0 = {dbl, meta, 0.0, 0.5, 0, 1, 0, 0};
    run(name, A, &a0, seed + 2);
    spec ones = {dbl, meta, 1.0, 1.0, 0, 0, 0, 0};
    run(name, A, &ones, seed + 3);
    spec zeros = {dbl, meta, 0.0, 0.0, 1, 1, 0, 0};
    run(name, A, &zeros, seed + 4);
}

/* A generated m x n matrix whose row i has len(i) entries (at most n),
 * spread over the columns in order. */
typedef size_t (*len_fn)(size_t i, tu_rng *r);

static int generate(mmref *A, size_t m, size_t n, len_fn len, uint64_t seed)
{
    tu_rng r = tu_rng_make(seed);
    size_t *lens = malloc((m ? m : 1) * sizeof *lens), nnz = 0;
    for (size_t i = 0; i < m; i++) {
        lens[i] = n ? len(i, &r) : 0;
        if (lens[i] > n)
            lens[i] = n;
        nnz += lens[i];
    }
    if (mmref_alloc(A, m, n, nnz) != 0) {
        free(lens);
        return -1;
    }
    size_t k = 0;
    for (size_t i = 0; i < m; i++) {
        A->rp[i] = (unsigned)k;
        for (size_t t = 0; t < lens[i]; t++) {
            size_t lo = t * n / lens[i], hi = (t + 1) * n / lens[i]; /* hi > lo */
            A->col[k] = (unsigned)(lo + tu_rng_below(&r, (unsigned)(hi - lo)));
            A->val[k] = tu_rng_unit(&r);
            k++;
        }
    }
    A->rp[m] = (unsigned)k;
    free(lens);
    return 0;
}

static size_t len_empty_thirds(size_t i, tu_rng *r) { return i % 3 == 0 ? 0 : 1 + tu_rng_below(r, 20); }
static size_t len_none(size_t i, tu_rng *r) { (void)i, (void)r; return 0; }
static size_t len_short(size_t i, tu_rng *r) { (void)i; return 1 + tu_rng_below(r, 5); }
static size_t len_dense17(size_t i, tu_rng *r) { return i == 17 ? (size_t)-1 : tu_rng_below(r, 8); }
/* Around the default BLOCK (1024) and CHUNK (4096): a vector row, a row
 * split in 5, rows of exactly BLOCK, BLOCK + 1, CHUNK, CHUNK + 1. */
static size_t len_long(size_t i, tu_rng *r)
{
    switch (i) {
    case 3: return 3000;
    case 10: return 20000;
    case 11: return 1024;
    case 12: return 1025;
    case 40: return 4096;
    case 41: return 4097;
    default: return tu_rng_below(r, 11);
    }
}
/* The last row the longest (split), after empty rows. */
static size_t len_last_long(size_t i, tu_rng *r)
{
    return i == 499 ? 9000 : i > 480 ? 0 : tu_rng_below(r, 30);
}
/* The last rows empty. */
static size_t len_tail_empty(size_t i, tu_rng *r) { return i >= 700 ? 0 : 1 + tu_rng_below(r, 12); }
static size_t len_mixed(size_t i, tu_rng *r)
{
    return i % 97 == 5 ? 200 + tu_rng_below(r, 400) : tu_rng_below(r, 9);
}

typedef struct gen_case {
    const char *name;
    size_t m, n;
    len_fn len;
} gen_case;

static void generated(int small_blocks)
{
    static const gen_case cases[] = {
        {"empty-rows 300x250", 300, 250, len_empty_thirds},
        {"no-entries 50x40", 50, 40, len_none},
        {"no-rows 0x10", 0, 10, len_none},
        {"no-columns 7x0", 7, 0, len_none},
        {"dense-row 200x300", 200, 300, len_dense17},
        {"long-rows 60x25000", 60, 25000, len_long},
        {"last-row-split 500x12000", 500, 12000, len_last_long},
        {"tail-empty 800x900", 800, 900, len_tail_empty},
        {"tall 1000x30", 1000, 30, len_short},
        {"wide 20x5000", 20, 5000, len_mixed},
        {"short-rows 10000x10000", 10000, 10000, len_short},
        {"mixed 3000x3000", 3000, 3000, len_mixed},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        mmref A;
        if (!tu_check(generate(&A, cases[c].m, cases[c].n, cases[c].len, 1000 + c) == 0,
                      "generate %s", cases[c].name))
            continue;
        char name[96];
        snprintf(name, sizeof name, "%s%s", cases[c].name, small_blocks ? " (small blocks)" : "");
        for (int dbl = 0; dbl < 2; dbl++) {
            if (dbl && !dev.fp64)
                continue;
            run_all(name, &A, dbl, 1, !small_blocks || dbl, 77 * c + (uint64_t)dbl);
            if (!small_blocks)
                run_all(name, &A, dbl, 0, dbl, 91 * c + (uint64_t)dbl);
        }
        mmref_free(&A);
    }
}

/* One test matrix (mmref_each_test_matrix): 1 when it was read and run. */
static int data_matrix(const char *path, const char *name, void *arg)
{
    (void)arg;
    mmref A;
    if (!sp_load(path, name, &A))
        return 0;
    for (int dbl = 0; dbl < 2; dbl++) {
        if (dbl && !dev.fp64)
            continue;
        uint64_t seed = tu_hash(5, (uint64_t)strlen(name)) + (uint64_t)dbl;
        run_all(name, &A, dbl, 1, dbl, seed);
        run_all(name, &A, dbl, 0, 0, seed + 7);
    }
    mmref_free(&A);
    return 1;
}

/* Async mode: the call returns after enqueueing; its event comes from
 * clsparseGetEvent and completes with the right result. */
static void async_event(void)
{
    mmref A;
    if (generate(&A, 100, 100, len_short, 5) != 0)
        return;
    clsparseEnableAsync(control, CL_TRUE);
    float ab[2] = {1.0f, 0.0f}, *xv = malloc(100 * 4), yv[100];
    float *val = malloc(A.nnz * 4);
    for (size_t k = 0; k < A.nnz; k++)
        val[k] = (float)A.val[k];
    for (int j = 0; j < 100; j++)
        xv[j] = (float)(j % 7) - 3.0f;
    clsparseCsrMatrix mat;
    clsparseInitCsrMatrix(&mat);
    mat.num_rows = mat.num_cols = 100;
    mat.num_nonzeros = (clsparseIdx_t)A.nnz;
    mat.values = tu_upload(dev.env.context, val, A.nnz * 4);
    mat.col_indices = tu_upload(dev.env.context, A.col, A.nnz * 4);
    mat.row_pointer = tu_upload(dev.env.context, A.rp, 101 * 4);
    cldenseVector x = {100, tu_upload(dev.env.context, xv, 400), 0}, y = {100, tu_upload(dev.env.context, yv, 400), 0};
    clsparseScalar alpha = {tu_upload(dev.env.context, ab, 8), 0}, beta = {alpha.value, 1};
    clsparseStatus st = clsparseScsrmv(&alpha, &mat, &x, &beta, &y, control);
    clsparseEventResult er = clsparseGetEvent(control);
    if (tu_check(st == clsparseSuccess && er.status == clsparseSuccess && er.event != NULL,
                 "async csrmv: status %d, event status %d", (int)st, (int)er.status)) {
        tu_check(clWaitForEvents(1, &er.event) == CL_SUCCESS, "async event completes");
        clReleaseEvent(er.event);
        clEnqueueReadBuffer(dev.env.queue, y.values, CL_TRUE, 0, 400, yv, 0, NULL, NULL);
        size_t bad = 0;
        for (size_t i = 0; i < 100; i++) {
            double s = 0, a = 0;
            for (unsigned k = A.rp[i]; k < A.rp[i + 1]; k++) {
                s += (double)val[k] * xv[A.col[k]];
                a += fabs((double)val[k] * xv[A.col[k]]);
            }
            bad += !(fabs(yv[i] - s) <= 16 * FLT_EPSILON * a);
        }
        tu_check(bad == 0, "async result: %zu rows wrong", bad);
    }
    clsparseEnableAsync(control, CL_FALSE);
    clReleaseMemObject(mat.values);
    clReleaseMemObject(mat.col_indices);
    clReleaseMemObject(mat.row_pointer);
    clReleaseMemObject(x.values);
    clReleaseMemObject(y.values);
    clReleaseMemObject(alpha.value);
    free(val);
    free(xv);
    mmref_free(&A);
}

/* The test's parts, in order. */
static void body(void)
{
    double t0 = tu_now();
    async_event();
    generated(0);
    double t1 = tu_now();
    /* Small blocks: stream blocks of 16 entries, rows over 40 entries split,
     * groups of 64 and teams of at most 4 in spmv_rows; single precision's
     * blocks cut where a work item would sum more than 3 entries, double's
     * of 24 entries for groups of 32 (each precision its own blocks). */
    tu_set_params("spmv.BLOCK=16,spmv.CHUNK=40,spmv.WGS=64,spmv.LANES=4,spmv.SERIAL.S=3,"
                  "spmv.BLOCK.D=24,spmv.WGS.D=32");
    generated(1);
    /* The same, every matrix counted large (the "L" keys): row pointers in
     * local memory, single precision's blocks of 48 entries for groups of
     * 32 without the serial limit, double's groups of 128; split rows
     * finished by a second launch (FUSE=0) rather than by their last
     * chunk's group. */
    tu_set_params("spmv.BLOCK=16,spmv.CHUNK=40,spmv.WGS=64,spmv.LANES=4,spmv.LNNZ=1,"
                  "spmv.LRPLDS=1,spmv.LBLOCK.S=48,spmv.LWGS.S=32,spmv.LSERIAL.S=0,"
                  "spmv.LWGS.D=128,spmv.FUSE=0");
    generated(1);
    tu_set_params(NULL);
    double t2 = tu_now();
    sp_matrices_last(data_matrix, NULL, "generated", "small blocks", t0, t1, t2);
}

int main(void) { return sp_main(&dev, &control, 1, "test_sparse", body); }
