/*
 * test_sparse_convert.c - clsparse[S|D]coomv and the conversions csr2coo,
 * coo2csr, csr2dense and dense2csr.
 *
 * coomv: against a double-precision CPU SpMV (mmref_spmv, long double sums)
 * with the scaled error of TESTING.md, on every matrix of
 * tests/data/matrices and generated ones (empty rows, no entries, no rows,
 * no columns, a dense row, duplicates, tall, wide), S and D, alpha/beta in
 * {0, 1, general}, NaN in y with beta == 0 and in x with alpha == 0, NaN
 * canaries around every input, guards around y, a second call bit for bit
 * the same; unsorted input stays inside its buffers.
 *
 * Conversions: every output compared element by element, and byte for byte
 * over its whole buffer, with an image built on the host: canaries before
 * and after each output (and in the gaps of a dense matrix whose lead_dim
 * exceeds its rows or columns) unchanged, offsets in every structure, both
 * dense majors, rectangular and empty shapes, a fully dense row, duplicate
 * entries (csr2dense sums them in order), NaN, Inf and signed zeros
 * (dense2csr keeps NaN and Inf, drops +0 and -0), dense2csr into the
 * caller's buffers and into buffers it creates, and a round trip dense ->
 * CSR -> COO -> CSR -> dense. Then every invalid argument: its exact status,
 * outputs and output structures unchanged.
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

#define PRE 3    /* canary elements before each operand */
#define POST 5   /* and after */
#define FILL 0xA5 /* canary byte of outputs */

/* ---- host helpers ---- */

static tu_prec prec(int dbl) { return dbl ? TU_D : TU_S; }
static double rnd(int dbl, double v) { return dbl ? v : (double)(float)v; }
static void setv(int dbl, void *a, size_t i, double v) { tu_set(prec(dbl), a, i, tu_scalar_make(v, 0)); }
static double getv(int dbl, const void *a, size_t i) { return tu_get(prec(dbl), a, i).re; }

/* a + b in the working precision (the device's order of additions). */
static double addp(int dbl, double a, double b)
{
    if (dbl)
        return a + b;
    float r = (float)a + (float)b;
    return r;
}

static void *readback(cl_mem m, size_t bytes)
{
    void *p = tu_xmalloc(bytes);
    if (bytes)
        clEnqueueReadBuffer(dev.env.queue, m, CL_TRUE, 0, bytes, p, 0, NULL, NULL);
    return p;
}

/* An output image: pre + n + POST elements of es bytes, all canary. */
static void *canaries(size_t pre, size_t n, size_t es)
{
    size_t bytes = (pre + n + POST) * es;
    void *p = tu_xmalloc(bytes);
    memset(p, FILL, bytes);
    return p;
}

/* The device buffer holds exactly the image want (bytes of elements of es):
 * one check; the first differing element is reported. */
static int expect_image(cl_mem m, const void *want, size_t bytes, size_t es, const char *what,
                        const char *desc)
{
    unsigned char *got = readback(m, bytes);
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < bytes / es; i++)
        if (memcmp(got + i * es, (const char *)want + i * es, es) && bad++ == 0)
            first = i;
    int ok = tu_check(bad == 0, "%s: %s: %zu of %zu elements differ", desc, what, bad, bytes / es);
    if (!ok) {
        unsigned long long g = 0, w = 0;
        memcpy(&g, got + first * es, es < 8 ? es : 8);
        memcpy(&w, (const char *)want + first * es, es < 8 ? es : 8);
        tu_detail("element %zu: got bits %#llx, expected %#llx", first, g, w);
    }
    free(got);
    return ok;
}

/* Row index of every entry. */
static unsigned *row_indices(const mmref *A)
{
    unsigned *ri = tu_xmalloc(A->nnz * sizeof *ri);
    for (size_t r = 0; r < A->rows; r++)
        for (unsigned k = A->rp[r]; k < A->rp[r + 1]; k++)
            ri[k] = (unsigned)r;
    return ri;
}

/* A's values rounded to the precision, at offset pre in an image of
 * pre + nnz + POST elements with NaN canaries (a read past them shows). */
static void *values_image(const mmref *A, int dbl, size_t pre)
{
    size_t es = dbl ? 8 : 4;
    void *v = tu_xmalloc((pre + A->nnz + POST) * es);
    for (size_t k = 0; k < pre + A->nnz + POST; k++)
        tu_set_nan(prec(dbl), v, k);
    for (size_t k = 0; k < A->nnz; k++)
        setv(dbl, v, pre + k, A->val[k]);
    return v;
}

/* n indices at offset pre, canaries around them set to canary. */
static unsigned *index_image(const unsigned *idx, size_t n, size_t pre, unsigned canary)
{
    unsigned *p = tu_xmalloc((pre + n + POST) * sizeof *p);
    for (size_t k = 0; k < pre + n + POST; k++)
        p[k] = k >= pre && k < pre + n ? idx[k - pre] : canary;
    return p;
}

/* The dense matrix of A in the working precision, row-major: entries added
 * onto zero in their order (so duplicates are summed as csr2dense does). */
static double *dense_of(const mmref *A, int dbl)
{
    double *D = tu_xmalloc(A->rows * A->cols * sizeof *D);
    for (size_t i = 0; i < A->rows * A->cols; i++)
        D[i] = 0.0;
    for (size_t r = 0; r < A->rows; r++)
        for (unsigned k = A->rp[r]; k < A->rp[r + 1]; k++)
            D[r * A->cols + A->col[k]] = addp(dbl, D[r * A->cols + A->col[k]], rnd(dbl, A->val[k]));
    return D;
}

/* The CSR matrix of a dense one: every element that is not +0 or -0. */
static int csr_of(const double *D, size_t rows, size_t cols, mmref *out)
{
    size_t nnz = 0;
    for (size_t i = 0; i < rows * cols; i++)
        nnz += D[i] != 0.0;
    if (mmref_alloc(out, rows, cols, nnz) != 0)
        return -1;
    size_t k = 0;
    for (size_t r = 0; r < rows; r++) {
        out->rp[r] = (unsigned)k;
        for (size_t c = 0; c < cols; c++)
            if (D[r * cols + c] != 0.0) {
                out->col[k] = (unsigned)c;
                out->val[k++] = D[r * cols + c];
            }
    }
    out->rp[rows] = (unsigned)k;
    return 0;
}

/* Position of element (r, c) of a dense matrix with leading dimension ld. */
static size_t dpos(cldenseMajor major, size_t ld, size_t r, size_t c)
{
    return major == rowMajor ? r * ld + c : c * ld + r;
}

static size_t dextent(cldenseMajor major, size_t rows, size_t cols, size_t ld)
{
    size_t inner = major == rowMajor ? cols : rows, outer = major == rowMajor ? rows : cols;
    return inner && outer ? (outer - 1) * ld + inner : 0;
}

static const char *major_name(cldenseMajor major) { return major == rowMajor ? "row" : "col"; }

/* ---- coomv ---- */

enum { NAN_Y = 1, NAN_X = 2, TWICE = 4, UNSORTED = 8 };

/* y = alpha*A*x + beta*y with A given as COO: A's entries with row indices
 * ri (sorted unless flags has UNSORTED, then only bounds and writes are
 * checked). */
static void coomv_case(const char *name, const mmref *A, const unsigned *ri, int dbl,
                       double alpha, double beta, int flags, uint64_t seed)
{
    size_t es = dbl ? 8 : 4, m = A->rows, n = A->cols, nnz = A->nnz;
    tu_rng rng = tu_rng_make(seed);
    char desc[200];
    snprintf(desc, sizeof desc, "coomv %s %c alpha=%g beta=%g%s%s%s", name, dbl ? 'D' : 'S',
             alpha, beta, flags & NAN_Y ? " NaN-y" : "", flags & NAN_X ? " NaN-x" : "",
             flags & UNSORTED ? " unsorted" : "");
    void *hv = values_image(A, dbl, PRE);
    unsigned *hc = index_image(A->col, nnz, PRE, 0), *hr = index_image(ri, nnz, PRE, 0);
    void *hx = tu_xmalloc((PRE + n + POST) * es), *hy = tu_xmalloc((PRE + m + POST) * es);
    double *xd = tu_xmalloc(n * 8), *yd = tu_xmalloc(m * 8), *yref = tu_xmalloc(m * 8), *g = tu_xmalloc(m * 8);
    for (size_t k = 0; k < PRE + n + POST; k++)
        tu_set_nan(prec(dbl), hx, k);
    for (size_t j = 0; j < n; j++) {
        xd[j] = flags & NAN_X ? NAN : rnd(dbl, tu_rng_unit(&rng));
        setv(dbl, hx, PRE + j, xd[j]);
    }
    for (size_t k = 0; k < PRE + m + POST; k++)
        setv(dbl, hy, k, 4242.0 + (double)k);
    for (size_t i = 0; i < m; i++) {
        yd[i] = flags & NAN_Y ? NAN : rnd(dbl, tu_rng_unit(&rng));
        setv(dbl, hy, PRE + i, yd[i]);
    }
    unsigned char ab[32];
    tu_set_nan(prec(dbl), ab, 0);
    setv(dbl, ab, 1, alpha);
    setv(dbl, ab, 2, beta);
    tu_set_nan(prec(dbl), ab, 3);

    clsparseCooMatrix coo;
    clsparseInitCooMatrix(&coo);
    coo.num_rows = (clsparseIdx_t)m;
    coo.num_cols = (clsparseIdx_t)n;
    coo.num_nonzeros = (clsparseIdx_t)nnz;
    coo.values = tu_upload(dev.env.context, hv, (PRE + nnz + POST) * es);
    coo.col_indices = tu_upload(dev.env.context, hc, (PRE + nnz + POST) * 4);
    coo.row_indices = tu_upload(dev.env.context, hr, (PRE + nnz + POST) * 4);
    coo.off_values = coo.off_col_indices = coo.off_row_indices = PRE;
    cldenseVector x = {(clsparseIdx_t)n, tu_upload(dev.env.context, hx, (PRE + n + POST) * es), PRE};
    cldenseVector y = {(clsparseIdx_t)m, tu_upload(dev.env.context, hy, (PRE + m + POST) * es), PRE};
    cl_mem sc = tu_upload(dev.env.context, ab, 4 * es);
    clsparseScalar a = {sc, 1}, b = {sc, 2};

    clsparseStatus st = dbl ? clsparseDcoomv(&a, &coo, &x, &b, &y, control)
                            : clsparseScoomv(&a, &coo, &x, &b, &y, control);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st)) {
        void *back = readback(y.values, (PRE + m + POST) * es);
        size_t bad = 0, guards = 0, first = 0;
        if (!(flags & UNSORTED))
            mmref_spmv(A, alpha, xd, beta, yd, yref, g);
        double eps = dbl ? DBL_EPSILON : FLT_EPSILON;
        for (size_t i = 0; i < m; i++) {
            double v = getv(dbl, back, PRE + i);
            int ok;
            if (flags & UNSORTED) /* written (finite inputs, beta == 0): no NaN left */
                ok = !isnan(v);
            else if (g[i] > 0)
                ok = fabs(v - yref[i]) / (eps * g[i]) < 16; /* NaN fails */
            else
                ok = v == yref[i];
            if (!ok && bad++ == 0)
                first = i;
        }
        for (size_t k = 0; k < PRE + m + POST; k++)
            if ((k < PRE || k >= PRE + m) && !tu_same_bits(prec(dbl), back, hy, k))
                guards++;
        if (!tu_check(bad == 0 && guards == 0, "%s: %zu of %zu rows wrong, %zu guards changed",
                      desc, bad, m, guards) &&
            bad)
            tu_detail("row %zu: got %.17g, expected %.17g", first, getv(dbl, back, PRE + first),
                      flags & UNSORTED ? NAN : yref[first]);
        if (flags & TWICE) { /* beta == 0: the same inputs, the same bits */
            st = dbl ? clsparseDcoomv(&a, &coo, &x, &b, &y, control)
                     : clsparseScoomv(&a, &coo, &x, &b, &y, control);
            tu_check(st == clsparseSuccess, "%s: second call status %d", desc, (int)st);
            expect_image(y.values, back, (PRE + m + POST) * es, es, "second call", desc);
        }
        free(back);
    }
    clReleaseMemObject(coo.values);
    clReleaseMemObject(coo.col_indices);
    clReleaseMemObject(coo.row_indices);
    clReleaseMemObject(x.values);
    clReleaseMemObject(y.values);
    clReleaseMemObject(sc);
    free(hv), free(hc), free(hr), free(hx), free(hy), free(xd), free(yd), free(yref), free(g);
}

/* The alpha/beta variations of one matrix and precision. */
static void coomv_all(const char *name, const mmref *A, int dbl, uint64_t seed)
{
    unsigned *ri = row_indices(A);
    mmref R = *A; /* the reference sees the rounded values */
    R.val = tu_xmalloc(A->nnz * sizeof *R.val);
    for (size_t k = 0; k < A->nnz; k++)
        R.val[k] = rnd(dbl, A->val[k]);
    coomv_case(name, &R, ri, dbl, 1.5, -0.75, 0, seed);
    coomv_case(name, &R, ri, dbl, -2.0, 0.0, NAN_Y | TWICE, seed + 1);
    coomv_case(name, &R, ri, dbl, 0.0, 0.5, NAN_X, seed + 2);
    coomv_case(name, &R, ri, dbl, 1.0, 1.0, 0, seed + 3);
    coomv_case(name, &R, ri, dbl, 0.0, 0.0, NAN_X | NAN_Y, seed + 4);
    if (A->nnz > 1) { /* entries in reverse order */
        mmref U = R;
        unsigned *uri = tu_xmalloc(A->nnz * sizeof *uri);
        U.col = tu_xmalloc(A->nnz * sizeof *U.col);
        U.val = tu_xmalloc(A->nnz * sizeof *U.val);
        for (size_t k = 0; k < A->nnz; k++) {
            uri[k] = ri[A->nnz - 1 - k];
            U.col[k] = A->col[A->nnz - 1 - k];
            U.val[k] = R.val[A->nnz - 1 - k];
        }
        coomv_case(name, &U, uri, dbl, 1.0, 0.0, NAN_Y | UNSORTED, seed + 5);
        free(uri), free(U.col), free(U.val);
    }
    free(R.val);
    free(ri);
}

/* ---- csr2coo and coo2csr ---- */

/* CSR (at offsets, NaN and out-of-range canaries) to COO (at other
 * offsets, guarded): rows expanded, columns and values copied. */
static void csr2coo_case(const char *name, const mmref *A, int dbl)
{
    size_t es = dbl ? 8 : 4, nnz = A->nnz, m = A->rows;
    char desc[160];
    snprintf(desc, sizeof desc, "csr2coo %s %c", name, dbl ? 'D' : 'S');
    void *hv = values_image(A, dbl, PRE);
    unsigned *hc = index_image(A->col, nnz, PRE, 0), *hrp = index_image(A->rp, m + 1, PRE, 0xfffffff0u);
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    csr.num_rows = (clsparseIdx_t)m;
    csr.num_cols = (clsparseIdx_t)A->cols;
    csr.num_nonzeros = (clsparseIdx_t)nnz;
    csr.values = tu_upload(dev.env.context, hv, (PRE + nnz + POST) * es);
    csr.col_indices = tu_upload(dev.env.context, hc, (PRE + nnz + POST) * 4);
    csr.row_pointer = tu_upload(dev.env.context, hrp, (PRE + m + 1 + POST) * 4);
    csr.off_values = csr.off_col_indices = csr.off_row_pointer = PRE;

    const size_t ro = 1, co = 4, vo = 2; /* output offsets */
    unsigned *er = canaries(ro, nnz, 4), *ec = canaries(co, nnz, 4);
    void *ev = canaries(vo, nnz, es);
    unsigned *ri = row_indices(A);
    memcpy(er + ro, ri, nnz * 4);
    memcpy(ec + co, A->col, nnz * 4);
    memcpy((char *)ev + vo * es, (char *)hv + PRE * es, nnz * es);
    clsparseCooMatrix coo;
    clsparseInitCooMatrix(&coo);
    unsigned *cr = canaries(ro, nnz, 4), *cc = canaries(co, nnz, 4);
    void *cv = canaries(vo, nnz, es);
    coo.row_indices = tu_upload(dev.env.context, cr, (ro + nnz + POST) * 4);
    coo.col_indices = tu_upload(dev.env.context, cc, (co + nnz + POST) * 4);
    coo.values = tu_upload(dev.env.context, cv, (vo + nnz + POST) * es);
    coo.off_row_indices = ro;
    coo.off_col_indices = co;
    coo.off_values = vo;

    clsparseStatus st = dbl ? clsparseDcsr2coo(&csr, &coo, control)
                            : clsparseScsr2coo(&csr, &coo, control);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st)) {
        tu_check(coo.num_rows == m && coo.num_cols == A->cols && coo.num_nonzeros == nnz,
                 "%s: sizes %u x %u, %u entries", desc, coo.num_rows, coo.num_cols,
                 coo.num_nonzeros);
        expect_image(coo.row_indices, er, (ro + nnz + POST) * 4, 4, "row indices", desc);
        expect_image(coo.col_indices, ec, (co + nnz + POST) * 4, 4, "column indices", desc);
        expect_image(coo.values, ev, (vo + nnz + POST) * es, es, "values", desc);
    }
    clReleaseMemObject(csr.values);
    clReleaseMemObject(csr.col_indices);
    clReleaseMemObject(csr.row_pointer);
    clReleaseMemObject(coo.values);
    clReleaseMemObject(coo.col_indices);
    clReleaseMemObject(coo.row_indices);
    free(hv), free(hc), free(hrp), free(er), free(ec), free(ev), free(ri), free(cr), free(cc),
        free(cv);
}

/* COO to CSR (guarded outputs at offsets). With reverse set the entries come
 * in reverse order: the row pointers still count each row's entries, and
 * columns and values stay in the input's order (docs/sparse.md). */
static void coo2csr_case(const char *name, const mmref *A, int dbl, int reverse, int meta)
{
    size_t es = dbl ? 8 : 4, nnz = A->nnz, m = A->rows;
    char desc[160];
    snprintf(desc, sizeof desc, "coo2csr %s %c%s%s", name, dbl ? 'D' : 'S',
             reverse ? " reversed" : "", meta ? " (output had row blocks)" : "");
    mmref I = *A; /* the input's order */
    unsigned *ri = row_indices(A);
    if (reverse) {
        unsigned *r2 = tu_xmalloc(nnz * 4);
        I.col = tu_xmalloc(nnz * 4);
        I.val = tu_xmalloc(nnz * 8);
        for (size_t k = 0; k < nnz; k++) {
            r2[k] = ri[nnz - 1 - k];
            I.col[k] = A->col[nnz - 1 - k];
            I.val[k] = A->val[nnz - 1 - k];
        }
        free(ri);
        ri = r2;
    }
    void *hv = values_image(&I, dbl, 2);
    unsigned *hc = index_image(I.col, nnz, 2, 0), *hr = index_image(ri, nnz, 2, 0);
    clsparseCooMatrix coo;
    clsparseInitCooMatrix(&coo);
    coo.num_rows = (clsparseIdx_t)m;
    coo.num_cols = (clsparseIdx_t)A->cols;
    coo.num_nonzeros = (clsparseIdx_t)nnz;
    coo.values = tu_upload(dev.env.context, hv, (2 + nnz + POST) * es);
    coo.col_indices = tu_upload(dev.env.context, hc, (2 + nnz + POST) * 4);
    coo.row_indices = tu_upload(dev.env.context, hr, (2 + nnz + POST) * 4);
    coo.off_values = coo.off_col_indices = coo.off_row_indices = 2;

    const size_t rpo = 3, co = 1, vo = 4;
    unsigned *erp = canaries(rpo, m + 1, 4), *ec = canaries(co, nnz, 4);
    void *ev = canaries(vo, nnz, es);
    memcpy(erp + rpo, A->rp, (m + 1) * 4);
    memcpy(ec + co, I.col, nnz * 4);
    memcpy((char *)ev + vo * es, (char *)hv + 2 * es, nnz * es);
    void *crp = canaries(rpo, m + 1, 4), *cc = canaries(co, nnz, 4), *cv = canaries(vo, nnz, es);
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    csr.row_pointer = tu_upload(dev.env.context, crp, (rpo + m + 1 + POST) * 4);
    csr.col_indices = tu_upload(dev.env.context, cc, (co + nnz + POST) * 4);
    csr.values = tu_upload(dev.env.context, cv, (vo + nnz + POST) * es);
    csr.off_row_pointer = rpo;
    csr.off_col_indices = co;
    csr.off_values = vo;
    clsparseStatus st;
    if (meta) { /* row blocks for some earlier contents: released by the call */
        st = dbl ? clsparseDcoo2csr(&coo, &csr, control) : clsparseScoo2csr(&coo, &csr, control);
        st = st == clsparseSuccess ? clsparseCsrMetaCreate(&csr, control) : st;
        tu_check(st == clsparseSuccess && csr.meta != NULL, "%s: first call and MetaCreate: %d",
                 desc, (int)st);
    }
    st = dbl ? clsparseDcoo2csr(&coo, &csr, control) : clsparseScoo2csr(&coo, &csr, control);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st)) {
        tu_check(csr.num_rows == m && csr.num_cols == A->cols && csr.num_nonzeros == nnz &&
                     csr.meta == NULL,
                 "%s: sizes %u x %u, %u entries, meta %p", desc, csr.num_rows, csr.num_cols,
                 csr.num_nonzeros, csr.meta);
        expect_image(csr.row_pointer, erp, (rpo + m + 1 + POST) * 4, 4, "row pointers", desc);
        expect_image(csr.col_indices, ec, (co + nnz + POST) * 4, 4, "column indices", desc);
        expect_image(csr.values, ev, (vo + nnz + POST) * es, es, "values", desc);
    }
    clsparseCsrMetaDelete(&csr);
    clReleaseMemObject(csr.values);
    clReleaseMemObject(csr.col_indices);
    clReleaseMemObject(csr.row_pointer);
    clReleaseMemObject(coo.values);
    clReleaseMemObject(coo.col_indices);
    clReleaseMemObject(coo.row_indices);
    if (reverse)
        free(I.col), free(I.val);
    free(ri), free(hv), free(hc), free(hr), free(erp), free(ec), free(ev), free(crp), free(cc),
        free(cv);
}

/* ---- csr2dense and dense2csr ---- */

/* CSR to a dense matrix of the given major at element offset off, with
 * lead_dim = 0 (tight) when pad < 0, else the tight one plus pad. */
static void csr2dense_case(const char *name, const mmref *A, int dbl, cldenseMajor major, int pad,
                           size_t off)
{
    size_t es = dbl ? 8 : 4, m = A->rows, n = A->cols, nnz = A->nnz;
    size_t inner = major == rowMajor ? n : m, ld = inner + (pad > 0 ? (size_t)pad : 0);
    size_t total = off + dextent(major, m, n, ld);
    char desc[160];
    snprintf(desc, sizeof desc, "csr2dense %s %c %s-major lead_dim %zu%s off %zu", name,
             dbl ? 'D' : 'S', major_name(major), ld, pad < 0 ? " (0 given)" : "", off);
    void *hv = values_image(A, dbl, PRE);
    unsigned *hc = index_image(A->col, nnz, PRE, 0), *hrp = index_image(A->rp, m + 1, PRE, 0xfffffff0u);
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    csr.num_rows = (clsparseIdx_t)m;
    csr.num_cols = (clsparseIdx_t)n;
    csr.num_nonzeros = (clsparseIdx_t)nnz;
    csr.values = tu_upload(dev.env.context, hv, (PRE + nnz + POST) * es);
    csr.col_indices = tu_upload(dev.env.context, hc, (PRE + nnz + POST) * 4);
    csr.row_pointer = tu_upload(dev.env.context, hrp, (PRE + m + 1 + POST) * 4);
    csr.off_values = csr.off_col_indices = csr.off_row_pointer = PRE;

    double *D = dense_of(A, dbl);
    void *want = canaries(0, total, es), *init = canaries(0, total, es);
    for (size_t r = 0; r < m; r++)
        for (size_t c = 0; c < n; c++)
            setv(dbl, want, off + dpos(major, ld, r, c), D[r * n + c]);
    cldenseMatrix dm;
    cldenseInitMatrix(&dm);
    dm.num_rows = 1; /* outputs: set by the call */
    dm.num_cols = 1;
    dm.lead_dim = pad < 0 ? 0 : (clsparseIdx_t)ld;
    dm.major = major;
    dm.values = tu_upload(dev.env.context, init, (total + POST) * es);
    dm.off_values = (clsparseIdx_t)off;
    clsparseStatus st = dbl ? clsparseDcsr2dense(&csr, &dm, control)
                            : clsparseScsr2dense(&csr, &dm, control);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st)) {
        tu_check(dm.num_rows == m && dm.num_cols == n &&
                     dm.lead_dim == (pad < 0 ? 0 : (clsparseIdx_t)ld) && dm.off_values == off,
                 "%s: result %u x %u, lead_dim %u", desc, dm.num_rows, dm.num_cols, dm.lead_dim);
        expect_image(dm.values, want, (total + POST) * es, es, "dense matrix", desc);
    }
    clReleaseMemObject(csr.values);
    clReleaseMemObject(csr.col_indices);
    clReleaseMemObject(csr.row_pointer);
    clReleaseMemObject(dm.values);
    free(hv), free(hc), free(hrp), free(D), free(want), free(init);
}

/* A dense m x n matrix D (row-major, values of the precision) stored with
 * major, lead_dim and offset as csr2dense_case, NaN everywhere else (a read
 * outside the matrix adds an entry), to CSR: into the caller's buffers
 * (guarded, exactly the room needed) or, with create, buffers the call
 * creates. */
static void dense2csr_case(const char *name, const double *D, size_t m, size_t n, int dbl,
                           cldenseMajor major, int pad, size_t off, int create)
{
    size_t es = dbl ? 8 : 4, inner = major == rowMajor ? n : m;
    size_t ld = inner + (pad > 0 ? (size_t)pad : 0), total = off + dextent(major, m, n, ld);
    char desc[180];
    snprintf(desc, sizeof desc, "dense2csr %s %c %s-major lead_dim %zu%s off %zu%s", name,
             dbl ? 'D' : 'S', major_name(major), ld, pad < 0 ? " (0 given)" : "", off,
             create ? " (buffers created)" : "");
    mmref E; /* expected */
    if (!tu_check(csr_of(D, m, n, &E) == 0, "%s: host CSR", desc))
        return;
    size_t nnz = E.nnz;
    void *hd = tu_xmalloc((total + POST) * es);
    for (size_t k = 0; k < total + POST; k++)
        tu_set_nan(prec(dbl), hd, k);
    for (size_t r = 0; r < m; r++)
        for (size_t c = 0; c < n; c++)
            setv(dbl, hd, off + dpos(major, ld, r, c), D[r * n + c]);
    cldenseMatrix dm;
    cldenseInitMatrix(&dm);
    dm.num_rows = (clsparseIdx_t)m;
    dm.num_cols = (clsparseIdx_t)n;
    dm.lead_dim = pad < 0 ? 0 : (clsparseIdx_t)ld;
    dm.major = major;
    dm.values = tu_upload(dev.env.context, hd, (total + POST) * es);
    dm.off_values = (clsparseIdx_t)off;

    const size_t rpo = create ? 0 : 2, co = create ? 0 : 3, vo = create ? 0 : 1;
    unsigned *erp = canaries(rpo, m + 1, 4), *ec = canaries(co, nnz, 4);
    void *ev = canaries(vo, nnz, es);
    memcpy(erp + rpo, E.rp, (m + 1) * 4);
    memcpy(ec + co, E.col, nnz * 4);
    for (size_t k = 0; k < nnz; k++)
        setv(dbl, ev, vo + k, E.val[k]);
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    csr.num_rows = csr.num_cols = csr.num_nonzeros = 77; /* outputs */
    if (!create) {
        void *crp = canaries(rpo, m + 1, 4), *cc = canaries(co, nnz, 4), *cv = canaries(vo, nnz, es);
        csr.row_pointer = tu_upload(dev.env.context, crp, (rpo + m + 1 + POST) * 4);
        csr.col_indices = tu_upload(dev.env.context, cc, (co + nnz + POST) * 4);
        csr.values = tu_upload(dev.env.context, cv, (vo + nnz + POST) * es);
        csr.off_row_pointer = rpo;
        csr.off_col_indices = co;
        csr.off_values = vo;
        free(crp), free(cc), free(cv);
    }
    clsparseStatus st = dbl ? clsparseDdense2csr(&dm, &csr, control)
                            : clsparseSdense2csr(&dm, &csr, control);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st)) {
        tu_check(csr.num_rows == m && csr.num_cols == n && csr.num_nonzeros == nnz,
                 "%s: result %u x %u, %u entries (expected %zu)", desc, csr.num_rows,
                 csr.num_cols, csr.num_nonzeros, nnz);
        if (create) { /* exactly the room needed (one element when empty), offsets 0 */
            size_t sv = 0, sc = 0, sr = 0, room = nnz ? nnz : 1;
            if (csr.values)
                clGetMemObjectInfo(csr.values, CL_MEM_SIZE, sizeof sv, &sv, NULL);
            if (csr.col_indices)
                clGetMemObjectInfo(csr.col_indices, CL_MEM_SIZE, sizeof sc, &sc, NULL);
            if (csr.row_pointer)
                clGetMemObjectInfo(csr.row_pointer, CL_MEM_SIZE, sizeof sr, &sr, NULL);
            tu_check(sv == room * es && sc == room * 4 && sr == (m + 1) * 4 &&
                         csr.off_values == 0 && csr.off_col_indices == 0 &&
                         csr.off_row_pointer == 0,
                     "%s: created buffers of %zu, %zu, %zu bytes", desc, sv, sc, sr);
            if (sv == room * es && sc == room * 4 && sr == (m + 1) * 4) {
                expect_image(csr.row_pointer, erp, (m + 1) * 4, 4, "row pointers", desc);
                expect_image(csr.col_indices, ec, nnz * 4, 4, "column indices", desc);
                expect_image(csr.values, ev, nnz * es, es, "values", desc);
            }
        } else {
            expect_image(csr.row_pointer, erp, (rpo + m + 1 + POST) * 4, 4, "row pointers", desc);
            expect_image(csr.col_indices, ec, (co + nnz + POST) * 4, 4, "column indices", desc);
            expect_image(csr.values, ev, (vo + nnz + POST) * es, es, "values", desc);
        }
    }
    if (csr.values)
        clReleaseMemObject(csr.values);
    if (csr.col_indices)
        clReleaseMemObject(csr.col_indices);
    if (csr.row_pointer)
        clReleaseMemObject(csr.row_pointer);
    clReleaseMemObject(dm.values);
    mmref_free(&E);
    free(hd), free(erp), free(ec), free(ev);
}

/* dense -> CSR (created) -> COO -> CSR -> dense: the matrix it started as. */
static void round_trip(const char *name, const mmref *A, int dbl)
{
    size_t es = dbl ? 8 : 4, m = A->rows, n = A->cols;
    char desc[160];
    snprintf(desc, sizeof desc, "round trip %s %c", name, dbl ? 'D' : 'S');
    double *D = dense_of(A, dbl);
    size_t bytes = m * n * es;
    void *img = tu_xmalloc(bytes);
    for (size_t i = 0; i < m * n; i++)
        setv(dbl, img, i, D[i]);
    cldenseMatrix dm;
    cldenseInitMatrix(&dm);
    dm.num_rows = (clsparseIdx_t)m;
    dm.num_cols = (clsparseIdx_t)n;
    dm.values = tu_upload(dev.env.context, img, bytes);
    clsparseCsrMatrix csr, csr2;
    clsparseCooMatrix coo;
    clsparseInitCsrMatrix(&csr);
    clsparseInitCsrMatrix(&csr2);
    clsparseInitCooMatrix(&coo);
    clsparseStatus st = dbl ? clsparseDdense2csr(&dm, &csr, control)
                            : clsparseSdense2csr(&dm, &csr, control);
    size_t nnz = csr.num_nonzeros, room = nnz ? nnz : 1;
    cl_int err;
    coo.values = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, room * es, NULL, &err);
    coo.col_indices = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, room * 4, NULL, &err);
    coo.row_indices = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, room * 4, NULL, &err);
    csr2.values = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, room * es, NULL, &err);
    csr2.col_indices = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, room * 4, NULL, &err);
    csr2.row_pointer = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, (m + 1) * 4, NULL, &err);
    if (st == clsparseSuccess)
        st = dbl ? clsparseDcsr2coo(&csr, &coo, control) : clsparseScsr2coo(&csr, &coo, control);
    if (st == clsparseSuccess)
        st = dbl ? clsparseDcoo2csr(&coo, &csr2, control) : clsparseScoo2csr(&coo, &csr2, control);
    void *zero = canaries(0, m * n, es); /* not zeros: csr2dense must write every element */
    if (bytes)
        clEnqueueWriteBuffer(dev.env.queue, dm.values, CL_TRUE, 0, bytes, zero, 0, NULL, NULL);
    if (st == clsparseSuccess)
        st = dbl ? clsparseDcsr2dense(&csr2, &dm, control)
                 : clsparseScsr2dense(&csr2, &dm, control);
    if (tu_check(st == clsparseSuccess, "%s: status %d", desc, (int)st))
        expect_image(dm.values, img, bytes, es, "dense matrix", desc);
    clReleaseMemObject(dm.values);
    cl_mem all[] = {csr.values, csr.col_indices, csr.row_pointer, csr2.values, csr2.col_indices,
                    csr2.row_pointer, coo.values, coo.col_indices, coo.row_indices};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (all[i])
            clReleaseMemObject(all[i]);
    free(D), free(img), free(zero);
}

/* Every routine on one matrix and precision; the dense shapes rotate with
 * variant so that each major, padding and offset meets the matrices. */
static void all_routines(const char *name, const mmref *A, int dbl, unsigned variant, int dense)
{
    coomv_all(name, A, dbl, tu_hash(variant, (uint64_t)dbl));
    csr2coo_case(name, A, dbl);
    coo2csr_case(name, A, dbl, 0, variant % 4 == 0);
    coo2csr_case(name, A, dbl, 1, 0);
    if (!dense)
        return;
    cldenseMajor major = (variant + (unsigned)dbl) % 2 ? columnMajor : rowMajor;
    int pad = (int)(variant % 3) - 1; /* -1: lead_dim 0, 0: tight, 1: padded */
    csr2dense_case(name, A, dbl, major, pad, variant % 2 ? PRE : 0);
    csr2dense_case(name, A, dbl, major == rowMajor ? columnMajor : rowMajor, 3, 1);
    double *D = dense_of(A, dbl);
    dense2csr_case(name, D, A->rows, A->cols, dbl, major, pad + 1, variant % 2 ? 0 : PRE, 0);
    dense2csr_case(name, D, A->rows, A->cols, dbl, major == rowMajor ? columnMajor : rowMajor, -1,
                   2, 1);
    free(D);
}

/* ---- the matrices ---- */

static int data_matrix(const char *path, const char *name, void *arg)
{
    unsigned *count = arg;
    mmref A;
    if (!sp_load(path, name, &A))
        return 0;
    /* Dense conversions for matrices of up to 2^21 elements (all of them today). */
    int dense = A.rows * A.cols <= (1u << 21);
    for (int dbl = 0; dbl < 2; dbl++)
        if (!dbl || dev.fp64)
            all_routines(name, &A, dbl, (*count)++, dense);
    if (*count % 8 < 2 && dense)
        round_trip(name, &A, *count % 2);
    mmref_free(&A);
    return 1;
}

/* A generated rows x cols matrix: row r gets len(r) entries at columns
 * spread over the row (with dup, every fifth entry repeats the previous
 * column: duplicates, summed by csr2dense and SpMV). */
static int generate(mmref *A, size_t rows, size_t cols, size_t (*len)(size_t, size_t), int dup,
                    uint64_t seed)
{
    tu_rng rng = tu_rng_make(seed);
    size_t nnz = 0;
    for (size_t r = 0; r < rows; r++)
        nnz += cols ? len(r, cols) : 0;
    if (mmref_alloc(A, rows, cols, nnz) != 0)
        return -1;
    size_t k = 0;
    for (size_t r = 0; r < rows; r++) {
        A->rp[r] = (unsigned)k;
        size_t l = cols ? len(r, cols) : 0;
        for (size_t t = 0; t < l; t++, k++) {
            A->col[k] = dup && t % 5 == 4 ? A->col[k - 1] : (unsigned)(t * cols / l);
            A->val[k] = tu_rng_unit(&rng);
        }
    }
    A->rp[rows] = (unsigned)k;
    return 0;
}

static size_t len_none(size_t r, size_t n) { (void)r, (void)n; return 0; }
static size_t len_thirds(size_t r, size_t n) { return r % 3 == 1 ? 0 : 1 + (r * 7) % (n < 9 ? n : 9); }
static size_t len_dense7(size_t r, size_t n) { return r == 7 ? n : r % 4; }
static size_t len_full(size_t r, size_t n) { (void)r; return n; }
static size_t len_few(size_t r, size_t n) { return 1 + r % (n < 3 ? n : 3); }
static size_t len_last_empty(size_t r, size_t n) { return r >= 20 ? 0 : 2 + r % (n - 1); }

static void generated(void)
{
    static const struct {
        const char *name;
        size_t rows, cols;
        size_t (*len)(size_t, size_t);
        int dup;
    } cases[] = {
        {"empty 0x0", 0, 0, len_none, 0},
        {"no-rows 0x7", 0, 7, len_none, 0},
        {"no-columns 6x0", 6, 0, len_none, 0},
        {"no-entries 5x4", 5, 4, len_none, 0},
        {"empty-rows 40x30", 40, 30, len_thirds, 0},
        {"dense-row 20x300", 20, 300, len_dense7, 0},
        {"full 9x13", 9, 13, len_full, 0},
        {"tall 700x3", 700, 3, len_few, 0},
        {"wide 3x1500", 3, 1500, len_thirds, 0},
        {"duplicates 30x30", 30, 30, len_thirds, 1},
        {"last-rows-empty 25x10", 25, 10, len_last_empty, 1},
        {"scan-tiles 2500x2", 2500, 2, len_few, 0}, /* row pointers over several scan tiles */
    };
    for (unsigned c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        mmref A;
        if (!tu_check(generate(&A, cases[c].rows, cases[c].cols, cases[c].len, cases[c].dup,
                               c + 11) == 0,
                      "generate %s", cases[c].name))
            continue;
        for (int dbl = 0; dbl < 2; dbl++)
            if (!dbl || dev.fp64)
                all_routines(cases[c].name, &A, dbl, c * 3 + (unsigned)dbl, 1);
        round_trip(cases[c].name, &A, (int)(c % 2));
        mmref_free(&A);
    }

    /* Special values: NaN and Inf are entries, +0 and -0 are not. */
    const double inf = INFINITY;
    const double S[4 * 5] = {0.0, -0.0, NAN, 1.0, 0.0,  /**/ -0.0, -0.0, 0.0, -0.0, 0.0,
                             inf, 0.0,  2.5, -inf, -0.0, /**/ 0.0, 3.0, 0.0, 0.0, NAN};
    for (int dbl = 0; dbl < 2; dbl++)
        if (!dbl || dev.fp64) {
            dense2csr_case("special 4x5", S, 4, 5, dbl, rowMajor, 2, 1, 0);
            dense2csr_case("special 4x5", S, 4, 5, dbl, columnMajor, -1, 0, 1);
        }
    /* A matrix of zeros: no entries, row pointers all 0. */
    double Z[6 * 3] = {0};
    dense2csr_case("zeros 6x3", Z, 6, 3, 0, rowMajor, 0, 0, 0);
    dense2csr_case("zeros 6x3", Z, 6, 3, 0, columnMajor, 1, 2, 1);
}

/* Work groups of 4 (convert.WGS=4): scan tiles of 16 counts, so 2501 row
 * pointers take three levels of tile sums. */
static void small_groups(void)
{
    mmref A;
    if (!tu_check(generate(&A, 2500, 2, len_few, 0, 5) == 0, "generate 2500x2"))
        return;
    tu_set_params("convert.WGS=4");
    coo2csr_case("2500x2 (WGS=4)", &A, 0, 1, 0);
    double *D = dense_of(&A, 0);
    dense2csr_case("2500x2 (WGS=4)", D, A.rows, A.cols, 0, columnMajor, 1, 2, 0);
    tu_set_params(NULL);
    free(D);
    mmref_free(&A);
}

/* Entries whose row lies past the matrix count in its last row (coo2csr). */
static void coo_rows_outside(void)
{
    const unsigned ri[4] = {0, 1, 9, 2}, ci[4] = {0, 1, 2, 3}, rp0[4] = {7, 7, 7, 7};
    const float v[4] = {1, 2, 3, 4};
    clsparseCooMatrix coo = {3, 4, 4, tu_upload(dev.env.context, v, 16), tu_upload(dev.env.context, ci, 16), tu_upload(dev.env.context, ri, 16), 0, 0, 0};
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    csr.values = tu_upload(dev.env.context, v, 16);
    csr.col_indices = tu_upload(dev.env.context, ci, 16);
    csr.row_pointer = tu_upload(dev.env.context, rp0, 16);
    clsparseStatus st = clsparseScoo2csr(&coo, &csr, control);
    unsigned got[4] = {0};
    clEnqueueReadBuffer(dev.env.queue, csr.row_pointer, CL_TRUE, 0, 16, got, 0, NULL, NULL);
    tu_check(st == clsparseSuccess && got[0] == 0 && got[1] == 1 && got[2] == 2 && got[3] == 4,
             "coo2csr, a row index past the matrix: status %d, row pointers %u %u %u %u",
             (int)st, got[0], got[1], got[2], got[3]);
    clReleaseMemObject(coo.values), clReleaseMemObject(coo.col_indices);
    clReleaseMemObject(coo.row_indices), clReleaseMemObject(csr.values);
    clReleaseMemObject(csr.col_indices), clReleaseMemObject(csr.row_pointer);
}

/* Async mode: dense2csr (which reads its count back) and csr2dense return
 * at once with an event that completes with the right result. */
static void async_event(void)
{
    const float D[2 * 3] = {0, 5, 0, -1, 0, 2};
    cldenseMatrix dm;
    cldenseInitMatrix(&dm);
    dm.num_rows = 2;
    dm.num_cols = 3;
    dm.values = tu_upload(dev.env.context, D, sizeof D);
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    clsparseEnableAsync(control, CL_TRUE);
    clsparseStatus st = clsparseSdense2csr(&dm, &csr, control);
    clsparseEventResult er = clsparseGetEvent(control);
    if (tu_check(st == clsparseSuccess && er.status == clsparseSuccess && er.event,
                 "async dense2csr: status %d", (int)st)) {
        tu_check(clWaitForEvents(1, &er.event) == CL_SUCCESS, "async dense2csr: event completes");
        clReleaseEvent(er.event);
        unsigned rp[3] = {0}, col[3] = {0};
        clEnqueueReadBuffer(dev.env.queue, csr.row_pointer, CL_TRUE, 0, 12, rp, 0, NULL, NULL);
        clEnqueueReadBuffer(dev.env.queue, csr.col_indices, CL_TRUE, 0, 12, col, 0, NULL, NULL);
        tu_check(csr.num_nonzeros == 3 && rp[1] == 1 && rp[2] == 3 && col[0] == 1 &&
                     col[1] == 0 && col[2] == 2,
                 "async dense2csr result");
        float back[6] = {0};
        clEnqueueFillBuffer(dev.env.queue, dm.values, &(float){9}, 4, 0, sizeof D, 0, NULL, NULL);
        st = clsparseScsr2dense(&csr, &dm, control);
        er = clsparseGetEvent(control);
        if (tu_check(st == clsparseSuccess && er.event, "async csr2dense: status %d", (int)st)) {
            clWaitForEvents(1, &er.event);
            clReleaseEvent(er.event);
            clEnqueueReadBuffer(dev.env.queue, dm.values, CL_TRUE, 0, sizeof D, back, 0, NULL,
                                NULL);
            tu_check(memcmp(back, D, sizeof D) == 0, "async csr2dense result");
        }
        clReleaseMemObject(csr.values);
        clReleaseMemObject(csr.col_indices);
        clReleaseMemObject(csr.row_pointer);
    }
    clsparseEnableAsync(control, CL_FALSE);
    clReleaseMemObject(dm.values);
}

/* ---- invalid arguments ---- */


/* Contents of every output buffer: unchanged by failing calls. */
typedef struct watch {
    cl_mem mem[8];
    void *init[8];
    size_t bytes[8];
    int n;
} watch;

static cl_mem watched(watch *w, const void *host, size_t bytes)
{
    cl_mem m = tu_upload(dev.env.context, host, bytes);
    w->mem[w->n] = m;
    w->init[w->n] = tu_xmalloc(bytes);
    memcpy(w->init[w->n], host, bytes);
    w->bytes[w->n++] = bytes;
    return m;
}

static void watch_check(watch *w, const char *what)
{
    for (int i = 0; i < w->n; i++)
        expect_image(w->mem[i], w->init[i], w->bytes[i], 1, "output buffer", what);
}

static void watch_free(watch *w)
{
    for (int i = 0; i < w->n; i++) {
        clReleaseMemObject(w->mem[i]);
        free(w->init[i]);
    }
    w->n = 0;
}

static void errors(void)
{
    /* 3 x 4: rows {0: (0,1) (2,2)}, {1: empty}, {2: (1,3) (3,4)}. */
    const unsigned rp[4] = {0, 2, 2, 4}, col[4] = {0, 2, 1, 3}, ri[4] = {0, 0, 2, 2};
    const float val[4] = {1, 2, 3, 4}, xv[4] = {1, 1, 1, 1}, ab[2] = {1, 0};
    const float dense[12] = {1, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 4};
    float junk[16];
    memset(junk, FILL, sizeof junk);
    watch w = {0};
    cl_context ctx2 = NULL;
    cl_command_queue q2 = NULL;
    cl_mem foreign = NULL;
    if (tu_open_second_context(&dev, &ctx2, &q2) == 0) {
        cl_int err;
        foreign = clCreateBuffer(ctx2, CL_MEM_READ_WRITE, 256, NULL, &err);
    }

    clsparseCsrMatrix A;
    clsparseInitCsrMatrix(&A);
    A.num_rows = 3;
    A.num_cols = 4;
    A.num_nonzeros = 4;
    A.values = tu_upload(dev.env.context, val, sizeof val);
    A.col_indices = tu_upload(dev.env.context, col, sizeof col);
    A.row_pointer = tu_upload(dev.env.context, rp, sizeof rp);
    clsparseCooMatrix C = {3, 4, 4, tu_upload(dev.env.context, val, sizeof val), tu_upload(dev.env.context, col, sizeof col),
                           tu_upload(dev.env.context, ri, sizeof ri), 0, 0, 0};
    cldenseMatrix Dn;
    cldenseInitMatrix(&Dn);
    Dn.num_rows = 3;
    Dn.num_cols = 4;
    Dn.values = tu_upload(dev.env.context, dense, sizeof dense);
    cldenseVector x = {4, tu_upload(dev.env.context, xv, sizeof xv), 0};
    clsparseScalar alpha = {tu_upload(dev.env.context, ab, sizeof ab), 0}, beta = {alpha.value, 1};

    /* Outputs (watched), and copies of the output structures. */
    cldenseVector y = {3, watched(&w, junk, 12), 0};
    clsparseCooMatrix oc = {9, 9, 9, watched(&w, junk, 16), watched(&w, junk, 16),
                            watched(&w, junk, 16), 0, 0, 0};
    clsparseCsrMatrix os;
    clsparseInitCsrMatrix(&os);
    os.num_rows = os.num_cols = os.num_nonzeros = 9;
    os.values = watched(&w, junk, 16);
    os.col_indices = watched(&w, junk, 16);
    os.row_pointer = watched(&w, junk, 16);
    cldenseMatrix od;
    cldenseInitMatrix(&od);
    od.num_rows = od.num_cols = 9;
    od.values = watched(&w, junk, 48);
    const clsparseCooMatrix oc0 = oc;
    const clsparseCsrMatrix os0 = os;
    const cldenseMatrix od0 = od;
    clsparseControl c = control;

#define COOMV(a, m, xx, b, yy) clsparseScoomv(a, m, xx, b, yy, c)
#define ALL_NULL_CONTROL(what)                                                             \
    EXPECT(clsparseScoomv(&alpha, &C, &x, &beta, &y, NULL), clsparseInvalidControlObject, \
           "coomv " what);                                                                 \
    EXPECT(clsparseScsr2coo(&A, &oc, NULL), clsparseInvalidControlObject, "csr2coo " what); \
    EXPECT(clsparseScoo2csr(&C, &os, NULL), clsparseInvalidControlObject, "coo2csr " what); \
    EXPECT(clsparseScsr2dense(&A, &od, NULL), clsparseInvalidControlObject,              \
           "csr2dense " what);                                                             \
    EXPECT(clsparseSdense2csr(&Dn, &os, NULL), clsparseInvalidControlObject, "dense2csr " what)

    /* Not set up: before anything else. */
    clsparseTeardown();
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseNotInitialized, "coomv, no setup");
    EXPECT(clsparseScsr2coo(&A, &oc, c), clsparseNotInitialized, "csr2coo, no setup");
    EXPECT(clsparseDcoo2csr(&C, &os, c), clsparseNotInitialized, "coo2csr, no setup");
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseNotInitialized, "csr2dense, no setup");
    EXPECT(clsparseDdense2csr(&Dn, &os, c), clsparseNotInitialized, "dense2csr, no setup");
    clsparseSetup();
    ALL_NULL_CONTROL("NULL control");

    /* coomv */
    EXPECT(COOMV(NULL, &C, &x, &beta, &y), clsparseInvalidValue, "coomv NULL alpha");
    EXPECT(COOMV(&alpha, NULL, &x, &beta, &y), clsparseInvalidValue, "coomv NULL matrix");
    EXPECT(COOMV(&alpha, &C, NULL, &beta, &y), clsparseInvalidValue, "coomv NULL x");
    EXPECT(COOMV(&alpha, &C, &x, NULL, &y), clsparseInvalidValue, "coomv NULL beta");
    EXPECT(COOMV(&alpha, &C, &x, &beta, NULL), clsparseInvalidValue, "coomv NULL y");
    C.num_rows = 0x80000000u;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInvalidSize, "coomv 2^31 rows");
    C.num_rows = 3;
    x.num_values = 3;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInvalidSize, "coomv x shorter than columns");
    x.num_values = 4;
    y.num_values = 2;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInvalidSize, "coomv y shorter than rows");
    y.num_values = 3;
    C.num_nonzeros = 5;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInsufficientMemory, "coomv 5 entries in 4");
    C.num_nonzeros = 4;
    C.off_row_indices = 1;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInsufficientMemory, "coomv row indices' offset");
    C.off_row_indices = 0;
    EXPECT(clsparseDcoomv(&alpha, &C, &x, &beta, &y, c), clsparseInsufficientMemory,
           "coomv D on float-sized buffers");
    cl_mem keep = C.row_indices;
    C.row_indices = NULL;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInvalidMemObj, "coomv NULL row indices");
    C.row_indices = keep;
    keep = alpha.value;
    alpha.value = NULL;
    EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInvalidMemObj, "coomv NULL alpha buffer");
    alpha.value = keep;
    if (foreign) {
        keep = C.values;
        C.values = foreign;
        EXPECT(COOMV(&alpha, &C, &x, &beta, &y), clsparseInvalidContext, "coomv values of another context");
        C.values = keep;
    }

    /* csr2coo */
    EXPECT(clsparseScsr2coo(NULL, &oc, c), clsparseInvalidValue, "csr2coo NULL csr");
    EXPECT(clsparseScsr2coo(&A, NULL, c), clsparseInvalidValue, "csr2coo NULL coo");
    A.num_cols = 0x80000000u;
    EXPECT(clsparseScsr2coo(&A, &oc, c), clsparseInvalidSize, "csr2coo 2^31 columns");
    A.num_cols = 4;
    A.off_row_pointer = 1;
    EXPECT(clsparseScsr2coo(&A, &oc, c), clsparseInsufficientMemory, "csr2coo row pointers' offset");
    A.off_row_pointer = 0;
    oc.off_values = 1;
    EXPECT(clsparseScsr2coo(&A, &oc, c), clsparseInsufficientMemory, "csr2coo output values' offset");
    oc.off_values = 0;
    EXPECT(clsparseDcsr2coo(&A, &oc, c), clsparseInsufficientMemory, "csr2coo D on float-sized buffers");
    oc.row_indices = NULL;
    EXPECT(clsparseScsr2coo(&A, &oc, c), clsparseInvalidMemObj, "csr2coo NULL output row indices");
    oc.row_indices = oc0.row_indices;
    if (foreign) {
        oc.col_indices = foreign;
        EXPECT(clsparseScsr2coo(&A, &oc, c), clsparseInvalidContext, "csr2coo output of another context");
        oc.col_indices = oc0.col_indices;
    }
    tu_check(memcmp(&oc, &oc0, sizeof oc) == 0, "csr2coo: failed calls leave the COO structure");

    /* coo2csr */
    EXPECT(clsparseScoo2csr(NULL, &os, c), clsparseInvalidValue, "coo2csr NULL coo");
    EXPECT(clsparseScoo2csr(&C, NULL, c), clsparseInvalidValue, "coo2csr NULL csr");
    C.num_rows = 0x80000000u;
    EXPECT(clsparseScoo2csr(&C, &os, c), clsparseInvalidSize, "coo2csr 2^31 rows");
    C.num_rows = 4; /* row pointers need 5 */
    EXPECT(clsparseScoo2csr(&C, &os, c), clsparseInsufficientMemory, "coo2csr row pointers too short");
    C.num_rows = 3;
    os.off_col_indices = 1;
    EXPECT(clsparseScoo2csr(&C, &os, c), clsparseInsufficientMemory, "coo2csr output columns' offset");
    os.off_col_indices = 0;
    C.off_values = 1;
    EXPECT(clsparseScoo2csr(&C, &os, c), clsparseInsufficientMemory, "coo2csr input values' offset");
    C.off_values = 0;
    os.values = NULL;
    EXPECT(clsparseScoo2csr(&C, &os, c), clsparseInvalidMemObj, "coo2csr NULL output values");
    os.values = os0.values;
    if (foreign) {
        os.row_pointer = foreign;
        EXPECT(clsparseScoo2csr(&C, &os, c), clsparseInvalidContext, "coo2csr output of another context");
        os.row_pointer = os0.row_pointer;
    }
    tu_check(memcmp(&os, &os0, sizeof os) == 0, "coo2csr: failed calls leave the CSR structure");

    /* csr2dense: od holds 12 floats; 3 x 4 fits exactly */
    EXPECT(clsparseScsr2dense(NULL, &od, c), clsparseInvalidValue, "csr2dense NULL csr");
    EXPECT(clsparseScsr2dense(&A, NULL, c), clsparseInvalidValue, "csr2dense NULL dense");
    od.major = (cldenseMajor)7;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInvalidValue, "csr2dense major 7");
    od.major = rowMajor;
    A.num_rows = 0x80000000u;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInvalidSize, "csr2dense 2^31 rows");
    A.num_rows = 3;
    od.lead_dim = 3;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInvalidSize, "csr2dense row-major lead_dim 3 < 4 columns");
    od.major = columnMajor;
    od.lead_dim = 2;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInvalidSize, "csr2dense column-major lead_dim 2 < 3 rows");
    od.lead_dim = 4; /* 3 columns of 4: 11 elements, fits */
    od.off_values = 2;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInsufficientMemory, "csr2dense column-major, 11 elements from offset 2");
    od.major = rowMajor;
    od.lead_dim = 0;
    od.off_values = 1;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInsufficientMemory, "csr2dense 12 elements from offset 1");
    od.off_values = 0;
    EXPECT(clsparseDcsr2dense(&A, &od, c), clsparseInsufficientMemory, "csr2dense D on float-sized buffers");
    od.values = NULL;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInvalidMemObj, "csr2dense NULL dense buffer");
    od.values = od0.values;
    A.num_nonzeros = 5;
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInsufficientMemory, "csr2dense 5 entries in 4");
    A.num_nonzeros = 4;
    if (foreign) {
        od.values = foreign;
        EXPECT(clsparseScsr2dense(&A, &od, c), clsparseInvalidContext, "csr2dense dense of another context");
        od.values = od0.values;
    }
    tu_check(memcmp(&od, &od0, sizeof od) == 0, "csr2dense: failed calls leave the dense structure");

    /* dense2csr: os holds 4 entries and 4 row pointers */
    EXPECT(clsparseSdense2csr(NULL, &os, c), clsparseInvalidValue, "dense2csr NULL dense");
    EXPECT(clsparseSdense2csr(&Dn, NULL, c), clsparseInvalidValue, "dense2csr NULL csr");
    Dn.num_cols = 0x80000000u;
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInvalidSize, "dense2csr 2^31 columns");
    Dn.num_rows = Dn.num_cols = 70000; /* 4.9e9 elements: counts past 32 bits */
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInvalidSize, "dense2csr 70000 x 70000");
    Dn.num_rows = 3;
    Dn.num_cols = 4;
    Dn.major = (cldenseMajor)0;
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInvalidValue, "dense2csr major 0");
    Dn.major = columnMajor;
    Dn.lead_dim = 2;
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInvalidSize, "dense2csr column-major lead_dim 2 < 3 rows");
    Dn.major = rowMajor;
    Dn.lead_dim = 5; /* 2 * 5 + 4 = 14 elements > 12 */
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInsufficientMemory, "dense2csr lead_dim 5 past the buffer");
    Dn.lead_dim = 0;
    os.off_row_pointer = 1; /* 4 row pointers from offset 1 in 4 */
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInsufficientMemory, "dense2csr row pointers' offset");
    os.off_row_pointer = 0;
    os.col_indices = NULL; /* one NULL: not the "create them" case */
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInvalidMemObj, "dense2csr NULL column indices only");
    os.col_indices = os0.col_indices;
    if (foreign) {
        os.values = foreign;
        EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInvalidContext, "dense2csr values of another context");
        os.values = os0.values;
    }
    os.off_values = 1; /* room for 3 of the 4 entries: found after counting */
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInsufficientMemory, "dense2csr 4 entries, room for 3");
    os.off_values = 0;
    os.off_col_indices = 1;
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseInsufficientMemory, "dense2csr 4 column indices, room for 3");
    os.off_col_indices = 0;
    EXPECT(clsparseDdense2csr(&Dn, &os, c), clsparseInsufficientMemory, "dense2csr D on float-sized buffers");
    tu_check(memcmp(&os, &os0, sizeof os) == 0, "dense2csr: failed calls leave the CSR structure");
    clsparseEventResult er = clsparseGetEvent(c);
    if (er.event)
        clReleaseEvent(er.event);

    watch_check(&w, "invalid calls");
    /* Exact fits succeed: the 4 entries in 4, 12 elements in 12. */
    EXPECT(clsparseSdense2csr(&Dn, &os, c), clsparseSuccess, "dense2csr exact fit");
    EXPECT(clsparseScsr2dense(&A, &od, c), clsparseSuccess, "csr2dense exact fit");
    float got[12];
    clEnqueueReadBuffer(dev.env.queue, od.values, CL_TRUE, 0, 48, got, 0, NULL, NULL);
    tu_check(memcmp(got, dense, 48) == 0, "csr2dense exact fit: result");

    watch_free(&w);
    clReleaseMemObject(A.values), clReleaseMemObject(A.col_indices);
    clReleaseMemObject(A.row_pointer), clReleaseMemObject(C.values);
    clReleaseMemObject(C.col_indices), clReleaseMemObject(C.row_indices);
    clReleaseMemObject(Dn.values), clReleaseMemObject(x.values);
    clReleaseMemObject(alpha.value);
    if (foreign)
        clReleaseMemObject(foreign);
    if (q2)
        clReleaseCommandQueue(q2);
    if (ctx2)
        clReleaseContext(ctx2);
}

/* The test's parts, in order. */
static void body(void)
{
    double t0 = tu_now();
    errors();
    async_event();
    coo_rows_outside();
    double t1 = tu_now();
    generated();
    small_groups();
    unsigned count = 0;
    sp_matrices_last(data_matrix, &count, "errors and edges", "generated", t0, t1, tu_now());
}

int main(void) { return sp_main(&dev, &control, 1, "test_sparse_convert", body); }
