/*
 * test_sparse_spgemm.c - clsparseScsrSpGemm: C = A * B, A (m x k) and
 * B (k x n) CSR, C created by the call.
 *
 * Against a CPU product in double (long double sums): C's structure exactly
 * (row pointers, columns ascending within each row, nnz: every column some
 * product reaches, zeros from cancellation kept, as in clSPARSE) and its
 * values within the scaled error of TESTING.md, err = |c - cref| /
 * (eps * G), G = (|A| |B|)_ij, max err < 16 (G == 0: exactly 0). C's
 * fields (sizes, offsets 0, buffers in the control's context and large
 * enough). A * A for the square matrices of tests/data/matrices (products
 * too costly for the simple kernel skipped), rectangular products, empty
 * rows in A and B, no entries, no rows, a long row of C, identity times B,
 * cancellation, explicit zeros, offsets in every input buffer with canaries
 * around them (inputs unchanged), unsorted rows of B, corrupt indices, a
 * repeat call bit-identical, async mode. Then every invalid argument: its
 * exact status and C's structure unchanged (no buffers created).
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

#define PRE 3
#define POST 4
#define BIG 0xFFFFFFFFu

static void *readback(cl_mem m, size_t off, size_t bytes)
{
    void *p = tu_xmalloc(bytes);
    if (bytes)
        clEnqueueReadBuffer(dev.env.queue, m, CL_TRUE, off, bytes, p, 0, NULL, NULL);
    return p;
}

/* A CSR operand on the device with PRE elements before each array (its
 * offset) and POST after, canaries there; host images kept to check them. */
typedef struct dcsr {
    clsparseCsrMatrix M;
    float *val;
    unsigned *col, *rp;
    size_t nval, ncol, nrp; /* elements of each image */
} dcsr;

static void dcsr_make(dcsr *d, const mmref *R, size_t off)
{
    memset(d, 0, sizeof *d);
    d->nval = off + R->nnz + POST;
    d->ncol = off + R->nnz + POST;
    d->nrp = off + R->rows + 1 + POST;
    d->val = tu_xmalloc(d->nval * sizeof(float));
    d->col = tu_xmalloc(d->ncol * sizeof(unsigned));
    d->rp = tu_xmalloc(d->nrp * sizeof(unsigned));
    for (size_t i = 0; i < d->nval; i++)
        d->val[i] = NAN;
    for (size_t i = 0; i < d->ncol; i++)
        d->col[i] = BIG;
    for (size_t i = 0; i < d->nrp; i++)
        d->rp[i] = BIG;
    for (size_t i = 0; i < R->nnz; i++) {
        d->val[off + i] = (float)R->val[i];
        d->col[off + i] = R->col[i];
    }
    memcpy(d->rp + off, R->rp, (R->rows + 1) * sizeof(unsigned));
    clsparseInitCsrMatrix(&d->M);
    d->M.num_rows = (clsparseIdx_t)R->rows;
    d->M.num_cols = (clsparseIdx_t)R->cols;
    d->M.num_nonzeros = (clsparseIdx_t)R->nnz;
    d->M.values = tu_upload(dev.env.context, d->val, d->nval * sizeof(float));
    d->M.col_indices = tu_upload(dev.env.context, d->col, d->ncol * sizeof(unsigned));
    d->M.row_pointer = tu_upload(dev.env.context, d->rp, d->nrp * sizeof(unsigned));
    d->M.off_values = d->M.off_col_indices = d->M.off_row_pointer = (clsparseIdx_t)off;
}

static void dcsr_unchanged(const dcsr *d, const char *what)
{
    float *v = readback(d->M.values, 0, d->nval * sizeof(float));
    unsigned *c = readback(d->M.col_indices, 0, d->ncol * sizeof(unsigned));
    unsigned *r = readback(d->M.row_pointer, 0, d->nrp * sizeof(unsigned));
    tu_check(memcmp(v, d->val, d->nval * sizeof(float)) == 0 &&
                 memcmp(c, d->col, d->ncol * sizeof(unsigned)) == 0 &&
                 memcmp(r, d->rp, d->nrp * sizeof(unsigned)) == 0,
             "%s: an input changed", what);
    free(v);
    free(c);
    free(r);
}

static void dcsr_free(dcsr *d)
{
    cl_mem m[3] = {d->M.values, d->M.col_indices, d->M.row_pointer};
    for (int i = 0; i < 3; i++)
        if (m[i])
            clReleaseMemObject(m[i]);
    free(d->val);
    free(d->col);
    free(d->rp);
}

static void release_c(clsparseCsrMatrix *C)
{
    cl_mem m[3] = {C->values, C->col_indices, C->row_pointer};
    for (int i = 0; i < 3; i++)
        if (m[i])
            clReleaseMemObject(m[i]);
    clsparseInitCsrMatrix(C);
}

/* C := A B in single precision from device copies of A and B: 1 when the
 * call succeeded with nnz entries (two checks, named by name); C to be
 * released (release_c) either way. */
static int s_product(const char *name, const mmref *A, const mmref *B, size_t nnz,
                     clsparseCsrMatrix *C)
{
    dcsr a, b;
    dcsr_make(&a, A, 0);
    dcsr_make(&b, B, 0);
    clsparseInitCsrMatrix(C);
    int ok = tu_check(clsparseScsrSpGemm(&a.M, &b.M, C, control) == clsparseSuccess, "%s status",
                      name) &&
             tu_check(C->num_nonzeros == nnz, "%s: %zu entries, expected %zu", name,
                      (size_t)C->num_nonzeros, nnz);
    dcsr_free(&a);
    dcsr_free(&b);
    return ok;
}

/* Entries of a row as the kernel sees them (the clamping of spgemm.cl). */
static void row_range(const unsigned *rp, size_t nnz, size_t i, size_t *a, size_t *e)
{
    size_t a0 = rp[i] < nnz ? rp[i] : nnz, e0 = rp[i + 1] < a0 ? a0 : rp[i + 1];
    *a = a0;
    *e = e0 < nnz ? e0 : nnz;
}

/* The reference: C's row pointers, columns, values and G = (|A| |B|)_ij,
 * with A's and B's values rounded to float as on the device. */
typedef struct cref {
    size_t nnz;
    unsigned *rp, *col;
    double *val, *g;
} cref;

static int ucmp(const void *x, const void *y)
{
    unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;
    return a < b ? -1 : a > b;
}

static void reference(const mmref *A, const mmref *B, cref *r)
{
    size_t m = A->rows, n = B->cols, cap = 16;
    long double *acc = calloc(n ? n : 1, sizeof *acc), *gacc = calloc(n ? n : 1, sizeof *gacc);
    char *mark = calloc(n ? n : 1, 1);
    unsigned *cols = tu_xmalloc((n ? n : 1) * sizeof *cols);
    r->rp = tu_xmalloc((m + 1) * sizeof(unsigned));
    r->col = tu_xmalloc(cap * sizeof(unsigned));
    r->val = tu_xmalloc(cap * sizeof(double));
    r->g = tu_xmalloc(cap * sizeof(double));
    r->nnz = 0;
    r->rp[0] = 0;
    for (size_t i = 0; i < m; i++) {
        size_t nc = 0, a0, a1;
        row_range(A->rp, A->nnz, i, &a0, &a1);
        for (size_t z = a0; z < a1; z++) {
            unsigned kc = A->col[z];
            if (kc >= B->rows)
                continue;
            double av = (float)A->val[z];
            size_t b0, b1;
            row_range(B->rp, B->nnz, kc, &b0, &b1);
            for (size_t y = b0; y < b1; y++) {
                unsigned c = B->col[y];
                if (c >= n)
                    continue;
                double bv = (float)B->val[y];
                if (!mark[c]) {
                    mark[c] = 1;
                    cols[nc++] = c;
                    acc[c] = gacc[c] = 0;
                }
                acc[c] += (long double)av * bv;
                gacc[c] += fabsl((long double)av * bv);
            }
        }
        qsort(cols, nc, sizeof *cols, ucmp);
        if (r->nnz + nc > cap) {
            while (r->nnz + nc > cap)
                cap *= 2;
            r->col = realloc(r->col, cap * sizeof(unsigned));
            r->val = realloc(r->val, cap * sizeof(double));
            r->g = realloc(r->g, cap * sizeof(double));
        }
        for (size_t t = 0; t < nc; t++) {
            unsigned c = cols[t];
            r->col[r->nnz] = c;
            r->val[r->nnz] = (double)acc[c];
            r->g[r->nnz] = (double)gacc[c];
            r->nnz++;
            mark[c] = 0;
        }
        r->rp[i + 1] = (unsigned)r->nnz;
    }
    free(acc);
    free(gacc);
    free(mark);
    free(cols);
}

static void cref_free(cref *r)
{
    free(r->rp);
    free(r->col);
    free(r->val);
    free(r->g);
}

static size_t mem_size(cl_mem m)
{
    size_t s = 0;
    clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof s, &s, NULL);
    return s;
}

/* C against the reference; its images returned through *vals (caller frees). */
static int verify(const clsparseCsrMatrix *C, const mmref *A, const mmref *B, const cref *r,
                  const char *name, float **vals)
{
    *vals = NULL;
    if (!tu_check(C->num_rows == A->rows && C->num_cols == B->cols && C->num_nonzeros == r->nnz,
                  "%s: C is %zu x %zu with %zu entries, expected %zu x %zu with %zu", name,
                  (size_t)C->num_rows, (size_t)C->num_cols, (size_t)C->num_nonzeros, A->rows,
                  B->cols, r->nnz))
        return 0;
    if (!tu_check(C->off_values == 0 && C->off_col_indices == 0 && C->off_row_pointer == 0 &&
                      C->values && C->col_indices && C->row_pointer,
                  "%s: C's offsets or buffers", name))
        return 0;
    cl_context ctx[3];
    cl_mem mm[3] = {C->values, C->col_indices, C->row_pointer};
    for (int i = 0; i < 3; i++)
        clGetMemObjectInfo(mm[i], CL_MEM_CONTEXT, sizeof ctx[i], &ctx[i], NULL);
    if (!tu_check(ctx[0] == dev.env.context && ctx[1] == dev.env.context &&
                      ctx[2] == dev.env.context,
                  "%s: C's buffers in another context", name))
        return 0;
    if (!tu_check(mem_size(C->values) >= r->nnz * 4 && mem_size(C->col_indices) >= r->nnz * 4 &&
                      mem_size(C->row_pointer) >= (A->rows + 1) * 4,
                  "%s: C's buffers too small", name))
        return 0;
    unsigned *rp = readback(C->row_pointer, 0, (A->rows + 1) * 4);
    unsigned *col = readback(C->col_indices, 0, r->nnz * 4);
    float *val = readback(C->values, 0, r->nnz * 4);
    int ok = tu_check(memcmp(rp, r->rp, (A->rows + 1) * 4) == 0, "%s: row pointers differ", name);
    if (ok)
        ok = tu_check(memcmp(col, r->col, r->nnz * 4) == 0, "%s: column indices differ", name);
    if (ok) {
        double worst = 0, eps = ldexp(1.0, -23);
        size_t at = 0;
        for (size_t p = 0; p < r->nnz; p++) {
            double e = r->g[p] > 0 ? fabs(val[p] - r->val[p]) / (eps * r->g[p])
                                   : (val[p] == 0 ? 0 : INFINITY);
            if (!(e <= worst)) { /* NaN too */
                worst = isnan(e) ? INFINITY : e;
                at = p;
            }
        }
        ok = tu_check(worst < 16, "%s: max scaled error %g at entry %zu (%g vs %g)", name, worst,
                      at, r->nnz ? (double)val[at] : 0.0, r->nnz ? r->val[at] : 0.0);
    }
    free(rp);
    free(col);
    if (ok)
        *vals = val;
    else
        free(val);
    return ok;
}

/* One product: checked, inputs unchanged, a repeat call the same bits. */
static void run(const char *name, const mmref *A, const mmref *B, size_t off)
{
    dcsr a, b;
    dcsr_make(&a, A, off);
    dcsr_make(&b, B, off + 1);
    cref r;
    reference(A, B, &r);
    clsparseCsrMatrix C;
    clsparseInitCsrMatrix(&C);
    clsparseStatus st = clsparseScsrSpGemm(&a.M, &b.M, &C, control);
    float *v1 = NULL;
    if (tu_check(st == clsparseSuccess, "%s: status %d", name, (int)st) &&
        verify(&C, A, B, &r, name, &v1)) {
        dcsr_unchanged(&a, name);
        dcsr_unchanged(&b, name);
        clsparseCsrMatrix C2;
        clsparseInitCsrMatrix(&C2);
        st = clsparseScsrSpGemm(&a.M, &b.M, &C2, control);
        float *v2 = NULL;
        if (tu_check(st == clsparseSuccess, "%s repeat: status %d", name, (int)st) &&
            verify(&C2, A, B, &r, name, &v2))
            tu_check(memcmp(v1, v2, r.nnz * 4) == 0, "%s: repeat call differs", name);
        free(v2);
        release_c(&C2);
    }
    free(v1);
    release_c(&C);
    cref_free(&r);
    dcsr_free(&a);
    dcsr_free(&b);
}

/* A random rows x cols matrix, each row's length from len(i), columns
 * distinct and ascending, values in [-1, 1]. */
static int random_matrix(mmref *M, size_t rows, size_t cols, size_t (*len)(size_t, tu_rng *),
                         uint64_t seed)
{
    tu_rng rng = tu_rng_make(seed);
    size_t *lens = tu_xmalloc((rows ? rows : 1) * sizeof *lens), nnz = 0;
    for (size_t i = 0; i < rows; i++) {
        size_t l = len(i, &rng);
        lens[i] = l > cols ? cols : l;
        nnz += lens[i];
    }
    if (mmref_alloc(M, rows, cols, nnz) != 0) {
        free(lens);
        return -1;
    }
    char *used = calloc(cols ? cols : 1, 1);
    size_t p = 0;
    for (size_t i = 0; i < rows; i++) {
        M->rp[i] = (unsigned)p;
        for (size_t t = 0; t < lens[i]; t++) {
            unsigned c;
            do
                c = tu_rng_below(&rng, (unsigned)cols);
            while (used[c]);
            used[c] = 1;
        }
        for (size_t c = 0; c < cols; c++)
            if (used[c]) {
                used[c] = 0;
                M->col[p] = (unsigned)c;
                M->val[p] = (float)tu_rng_unit(&rng);
                p++;
            }
    }
    M->rp[rows] = (unsigned)p;
    free(used);
    free(lens);
    return 0;
}

static size_t len_mixed(size_t i, tu_rng *r) { return i % 4 == 1 ? 0 : tu_rng_below(r, 5); }
static size_t len_three(size_t i, tu_rng *r) { (void)i; (void)r; return 3; }
static size_t len_long_row(size_t i, tu_rng *r) { (void)r; return i == 1 ? 1000000 : i % 2; }

static void from_arrays(mmref *M, size_t rows, size_t cols, size_t nnz, const unsigned *rp,
                        const unsigned *col, const double *val)
{
    if (mmref_alloc(M, rows, cols, nnz) != 0)
        exit(2);
    memcpy(M->rp, rp, (rows + 1) * sizeof *rp);
    memcpy(M->col, col, nnz * sizeof *col);
    memcpy(M->val, val, nnz * sizeof *val);
}

static void generated(void)
{
    mmref A, B;
    /* rectangular, empty rows in A and B */
    for (int s = 0; s < 3; s++) {
        size_t m = 7 + 30 * s, k = 5 + 11 * s, n = 9 + 70 * s;
        random_matrix(&A, m, k, len_mixed, 10 + s);
        random_matrix(&B, k, n, len_mixed, 20 + s);
        char name[64];
        snprintf(name, sizeof name, "random %zux%zu * %zux%zu", m, k, k, n);
        run(name, &A, &B, (size_t)s);
        mmref_free(&A);
        mmref_free(&B);
    }
    /* m, k or n = 1 */
    random_matrix(&A, 1, 6, len_three, 30);
    random_matrix(&B, 6, 1, len_three, 31);
    run("1x6 * 6x1", &A, &B, 1);
    run("6x1 * 1x6", &B, &A, 0);
    mmref_free(&A);
    mmref_free(&B);
    /* no entries; no rows; no columns */
    random_matrix(&A, 5, 4, len_mixed, 40);
    mmref_alloc(&B, 4, 6, 0);
    run("A * zero matrix", &A, &B, 2);
    mmref_free(&B);
    mmref_alloc(&B, 0, 5, 0);
    mmref Z;
    mmref_alloc(&Z, 4, 0, 0);
    run("0x5 * 5x4", &B, &A, 1);
    run("5x4 * 4x0", &A, &Z, 1);
    mmref_free(&Z);
    mmref_free(&B);
    mmref_free(&A);
    /* a long row of C: row 1 of A hits all 300 rows of B */
    random_matrix(&A, 4, 300, len_long_row, 50);
    random_matrix(&B, 300, 2000, len_three, 51);
    run("long row 4x300 * 300x2000", &A, &B, 3);
    mmref_free(&A);
    mmref_free(&B);
    /* identity times B */
    mmref_alloc(&A, 40, 40, 40);
    for (size_t i = 0; i < 40; i++) {
        A.rp[i] = (unsigned)i;
        A.col[i] = (unsigned)i;
        A.val[i] = 1;
    }
    A.rp[40] = 40;
    random_matrix(&B, 40, 33, len_mixed, 60);
    run("I * B", &A, &B, 1);
    {
        clsparseCsrMatrix C;
        if (s_product("I * B", &A, &B, B.nnz, &C)) {
            float *v = readback(C.values, 0, B.nnz * 4);
            unsigned *c = readback(C.col_indices, 0, B.nnz * 4);
            unsigned *r = readback(C.row_pointer, 0, 41 * 4);
            int same = memcmp(c, B.col, B.nnz * 4) == 0 && memcmp(r, B.rp, 41 * 4) == 0;
            for (size_t p = 0; p < B.nnz; p++)
                same = same && v[p] == (float)B.val[p];
            tu_check(same, "I * B is not B exactly");
            free(v);
            free(c);
            free(r);
        }
        release_c(&C);
    }
    mmref_free(&A);
    mmref_free(&B);

    /* cancellation and explicit zeros: C = [[1 1 0], [0 0 2]] * [[1 0], [-1 2], [0 5]]
     * row 0: 1*1 + 1*(-1) = 0 in column 0 (kept), 2 in column 1;
     * row 1: A's stored zeros give explicit zero entries in columns 0 and 1,
     * 2*5 = 10 in column 1, 0 (stored zero of B) ... */
    {
        const unsigned arp[3] = {0, 2, 5}, acol[5] = {0, 1, 0, 1, 2};
        const double aval[5] = {1, 1, 0, 0, 2};
        const unsigned brp[4] = {0, 1, 3, 5}, bcol[5] = {0, 0, 1, 0, 1};
        const double bval[5] = {1, -1, 2, 0, 5};
        from_arrays(&A, 2, 3, 5, arp, acol, aval);
        from_arrays(&B, 3, 2, 5, brp, bcol, bval);
        run("cancellation", &A, &B, 2);
        clsparseCsrMatrix C;
        if (s_product("cancellation (zeros kept)", &A, &B, 4, &C)) {
            float *v = readback(C.values, 0, 16);
            tu_check(v[0] == 0 && v[1] == 2 && v[2] == 0 && v[3] == 10,
                     "cancellation values %g %g %g %g", v[0], v[1], v[2], v[3]);
            free(v);
        }
        release_c(&C);
        mmref_free(&A);
        mmref_free(&B);
    }
    /* B's rows unsorted, with a duplicate column: summed, output sorted */
    {
        const unsigned arp[3] = {0, 2, 3}, acol[3] = {0, 1, 1};
        const double aval[3] = {2, 3, -1};
        const unsigned brp[3] = {0, 3, 5}, bcol[5] = {4, 1, 4, 0, 2};
        const double bval[5] = {1, 2, 0.5, 4, 8};
        from_arrays(&A, 2, 2, 3, arp, acol, aval);
        from_arrays(&B, 2, 5, 5, brp, bcol, bval);
        run("unsorted B", &A, &B, 1);
        mmref_free(&A);
        mmref_free(&B);
    }
    /* corrupt: A's columns past B's rows, B's columns past n, row pointers
     * past the entries or decreasing; the kernel clamps as the reference */
    {
        const unsigned arp[4] = {0, 3, 2, 9}, acol[5] = {0, 7, 1, BIG, 2};
        const double aval[5] = {1, 2, 3, 4, 5};
        const unsigned brp[4] = {0, 2, 1, 7}, bcol[5] = {1, 9, 0, 3, BIG};
        const double bval[5] = {1, 2, 3, 4, 5};
        from_arrays(&A, 3, 3, 5, arp, acol, aval);
        from_arrays(&B, 3, 4, 5, brp, bcol, bval);
        run("corrupt", &A, &B, 2);
        mmref_free(&A);
        mmref_free(&B);
    }
}

/* Async mode: the control's event completes the call. */
static void async_event(void)
{
    mmref A, B;
    random_matrix(&A, 20, 9, len_mixed, 70);
    random_matrix(&B, 9, 11, len_mixed, 71);
    dcsr a, b;
    dcsr_make(&a, &A, 1);
    dcsr_make(&b, &B, 2);
    cref r;
    reference(&A, &B, &r);
    clsparseCsrMatrix C;
    clsparseInitCsrMatrix(&C);
    clsparseEnableAsync(control, CL_TRUE);
    clsparseStatus st = clsparseScsrSpGemm(&a.M, &b.M, &C, control);
    clsparseEventResult er = clsparseGetEvent(control);
    clsparseEnableAsync(control, CL_FALSE);
    if (tu_check(st == clsparseSuccess && er.status == clsparseSuccess, "async: status %d, %d",
                 (int)st, (int)er.status)) {
        tu_check_event(er.event, dev.env.queue, "async SpGemm");
        float *v = NULL;
        verify(&C, &A, &B, &r, "async", &v);
        free(v);
    }
    release_c(&C);
    cref_free(&r);
    dcsr_free(&a);
    dcsr_free(&b);
    mmref_free(&A);
    mmref_free(&B);
}

/* ---- errors ---- */

static void expect(clsparseStatus st, clsparseStatus want, const clsparseCsrMatrix *C,
                   const char *what)
{
    clsparseCsrMatrix init;
    clsparseInitCsrMatrix(&init);
    tu_check(st == want, "error %s: status %d, expected %d", what, (int)st, (int)want);
    tu_check(memcmp(C, &init, sizeof init) == 0, "error %s: C changed", what);
}

static void errors(void)
{
    mmref A, B;
    random_matrix(&A, 4, 5, len_mixed, 80);
    random_matrix(&B, 5, 3, len_three, 81);
    dcsr a, b;
    dcsr_make(&a, &A, 1);
    dcsr_make(&b, &B, 1);
    clsparseCsrMatrix C;
    clsparseInitCsrMatrix(&C);
    clsparseCsrMatrix sa = a.M, sb = b.M;

    expect(clsparseScsrSpGemm(&a.M, &b.M, &C, NULL), clsparseInvalidControlObject, &C,
           "NULL control");
    expect(clsparseScsrSpGemm(NULL, &b.M, &C, control), clsparseInvalidValue, &C, "NULL A");
    expect(clsparseScsrSpGemm(&a.M, NULL, &C, control), clsparseInvalidValue, &C, "NULL B");
    clsparseStatus st = clsparseScsrSpGemm(&a.M, &b.M, NULL, control);
    tu_check(st == clsparseInvalidValue, "error NULL C: status %d", (int)st);

#define BAD(FIELD, VALUE, STATUS, WHAT)                                                        \
    do {                                                                                       \
        FIELD = VALUE;                                                                         \
        expect(clsparseScsrSpGemm(&a.M, &b.M, &C, control), STATUS, &C, WHAT);                 \
        a.M = sa;                                                                              \
        b.M = sb;                                                                              \
    } while (0)
    BAD(a.M.num_cols, 4, clsparseInvalidSize, "A cols != B rows");
    BAD(b.M.num_rows, 6, clsparseInvalidSize, "B rows != A cols");
    BAD(a.M.num_rows, 0x80000000u, clsparseInvalidSize, "A rows 2^31");
    BAD(b.M.num_cols, 0x80000000u, clsparseInvalidSize, "B cols 2^31");
    BAD(a.M.values, NULL, clsparseInvalidMemObj, "A values NULL");
    BAD(a.M.off_values, 1 + POST + 1, clsparseInsufficientMemory, "A values too small");
    BAD(a.M.col_indices, NULL, clsparseInvalidMemObj, "A col_indices NULL");
    BAD(a.M.off_col_indices, 1 + POST + 1, clsparseInsufficientMemory, "A col_indices too small");
    BAD(a.M.off_row_pointer, 1 + POST + 1, clsparseInsufficientMemory, "A row_pointer too small");
    BAD(a.M.num_rows, 4 + POST + 1, clsparseInsufficientMemory, "A rows past row_pointer");
    BAD(b.M.values, NULL, clsparseInvalidMemObj, "B values NULL");
    BAD(b.M.off_values, 1 + POST + 1, clsparseInsufficientMemory, "B values too small");
    BAD(b.M.col_indices, NULL, clsparseInvalidMemObj, "B col_indices NULL");
    BAD(b.M.num_nonzeros, B.nnz + POST + 1, clsparseInsufficientMemory, "B entries past buffers");
    BAD(b.M.row_pointer, NULL, clsparseInvalidMemObj, "B row_pointer NULL");
    BAD(b.M.off_row_pointer, 1 + POST + 1, clsparseInsufficientMemory, "B row_pointer too small");
    BAD(b.M.row_pointer, (cl_mem)dev.env.queue, clsparseInvalidMemObj, "B row_pointer a queue");
#undef BAD
    /* exact fit accepted: no entries, offsets at the buffers' ends */
    {
        unsigned zero[5] = {0, 0, 0, 0, 0};
        cl_mem rp0 = tu_upload(dev.env.context, zero, sizeof zero);
        a.M.num_nonzeros = 0;
        a.M.row_pointer = rp0;
        a.M.off_values = a.M.off_col_indices = a.nval; /* offset at the end, 0 entries */
        a.M.off_row_pointer = 0;
        st = clsparseScsrSpGemm(&a.M, &b.M, &C, control);
        tu_check(st == clsparseSuccess && C.num_nonzeros == 0 && C.num_rows == 4,
                 "exact fit (no entries): status %d", (int)st);
        release_c(&C);
        clReleaseMemObject(rp0);
        a.M = sa;
    }
    /* Before setup. */
    clsparseTeardown();
    expect(clsparseScsrSpGemm(&a.M, &b.M, &C, control), clsparseNotInitialized, &C,
           "before setup");
    clsparseSetup();
    dcsr_free(&a);
    dcsr_free(&b);
    mmref_free(&A);
    mmref_free(&B);
}

/* ---- the matrices of tests/data ---- */

static int data_matrix(const char *path, const char *name, void *arg)
{
    unsigned *count = arg;
    mmref A;
    if (!sp_load(path, name, &A))
        return 0;
    if (A.rows != A.cols) {
        mmref_free(&A);
        return 0;
    }
    /* The kernel's work: per row, products times C's columns. */
    cref r;
    reference(&A, &A, &r);
    double work = 0;
    for (size_t i = 0; i < A.rows; i++) {
        double prod = 0;
        for (size_t z = A.rp[i]; z < A.rp[i + 1]; z++)
            prod += A.rp[A.col[z] + 1] - A.rp[A.col[z]];
        work += prod * (r.rp[i + 1] - r.rp[i]);
    }
    cref_free(&r);
    if (work > 2e8) {
        printf("%s: %zu x %zu, %zu entries: skipped (work %.3g)\n", name, A.rows, A.cols, A.nnz,
               work);
        mmref_free(&A);
        return 0;
    }
    run(name, &A, &A, (*count)++ % 3);
    printf("%s: %zu x %zu, %zu entries, A * A\n", name, A.rows, A.cols, A.nnz);
    mmref_free(&A);
    return 1;
}

/* The test's parts, in order. */
static void body(void)
{
    double t0 = tu_now();
    errors();
    async_event();
    generated();
    double t1 = tu_now();
    unsigned count = 0;
    int n = mmref_each_test_matrix(data_matrix, &count);
    tu_check(n >= 0, "open %s/matrices", CLM_TEST_DATA_DIR);
    tu_check(count >= 10, "%u test matrices multiplied", count);
    printf("errors and generated %.1f s, matrices %.1f s\n", t1 - t0, tu_now() - t1);
}

int main(void) { return sp_main(&dev, &control, 1, "test_sparse_spgemm", body); }
