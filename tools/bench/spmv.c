/*
 * clmath-bench spmv: y := alpha A x + beta y for a CSR matrix, clmath's
 * clsparse?csrmv (CSR-Adaptive) against cuSPARSE's cusparseSpMV.
 *
 * Matrices come from Matrix Market files, read through clmath's own
 * clsparseDCsrMatrixfromFile and copied back to the host, or are generated
 * here (--gen). Per matrix and precision: nrot copies of the matrix and of x
 * and y on the device, each with its own row blocks (clsparseCsrMetaCreate,
 * made once, outside the timing, as a clSPARSE program does); one checked
 * call on copy 0; then bench_time. cuSPARSE gets the same number of copies
 * in CUDA memory, each with its descriptor and work buffer, preprocessed
 * once when the library offers cusparseSpMV_preprocess (its counterpart of
 * the row blocks).
 *
 * GB/s use clSPARSE's benchmark byte count (its docs/performance): index
 * bytes 4 (nnz + rows) and value bytes es (nnz + cols + rows).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clSPARSE.h>

#include "bench.h"
#include "peers.h"

#define SPMV_MAX_ROT 256 /* copies, each with its own row blocks */

/* A matrix on the host: CSR, 0-based, each row sorted by column. */
typedef struct sp_mat {
    char name[96];
    size_t rows, cols, nnz;
    cl_uint *rp, *ci;
    double *val;
} sp_mat;

static void mat_free(sp_mat *A)
{
    free(A->rp), free(A->ci), free(A->val);
    memset(A, 0, sizeof *A);
}

static int mat_alloc(sp_mat *A, size_t rows, size_t cols, size_t nnz)
{
    A->rows = rows, A->cols = cols, A->nnz = nnz;
    A->rp = malloc((rows + 1) * sizeof *A->rp);
    A->ci = malloc((nnz ? nnz : 1) * sizeof *A->ci);
    A->val = malloc((nnz ? nnz : 1) * sizeof *A->val);
    return A->rp && A->ci && A->val ? 0 : 1;
}

/* ---- matrices from files ---- */

static void base_name(char *out, size_t len, const char *path)
{
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    snprintf(out, len, "%s", b);
    char *dot = strstr(out, ".mtx");
    if (dot)
        *dot = 0;
}

/* What a failed file read means, in words, for the two statuses a reader
 * meets most (a missing file above all). */
static const char *file_status_words(clsparseStatus st)
{
    if (st == clsparseInvalidFile)
        return " (clsparseInvalidFile: the file is missing, unreadable or malformed;"
               " CLMATH_VERBOSE=1 names the line)";
    if (st == clsparseInvalidFileFormat)
        return " (clsparseInvalidFileFormat: not a Matrix Market coordinate file of real"
               " values, or gzip without zlib)";
    return "";
}

static int load_file(bench_ctx *ctx, clsparseControl ctl, const char *path, sp_mat *A,
                     char *why, size_t whylen)
{
    clsparseIdx_t nnz, rows, cols;
    clsparseStatus st = clsparseHeaderfromFile(&nnz, &rows, &cols, path);
    if (st != clsparseSuccess) {
        snprintf(why, whylen, "clsparseHeaderfromFile: status %d%s", (int)st,
                 file_status_words(st));
        return 1;
    }
    int dbl = ctx->has_fp64;
    size_t es = dbl ? 8 : 4, cap = nnz ? nnz : 1;
    cl_int err[3];
    clsparseCsrMatrix csr;
    clsparseInitCsrMatrix(&csr);
    cl_context c = ctx->env.context;
    csr.values = clCreateBuffer(c, CL_MEM_READ_WRITE, cap * es, NULL, &err[0]);
    csr.col_indices = clCreateBuffer(c, CL_MEM_READ_WRITE, cap * 4, NULL, &err[1]);
    csr.row_pointer = clCreateBuffer(c, CL_MEM_READ_WRITE, ((size_t)rows + 1) * 4, NULL, &err[2]);
    int rc = 1;
    void *tmp = NULL;
    if (err[0] != CL_SUCCESS || err[1] != CL_SUCCESS || err[2] != CL_SUCCESS) {
        snprintf(why, whylen, "clCreateBuffer failed");
        goto done;
    }
    st = dbl ? clsparseDCsrMatrixfromFile(&csr, path, ctl, CL_TRUE)
             : clsparseSCsrMatrixfromFile(&csr, path, ctl, CL_TRUE);
    if (st != clsparseSuccess) {
        snprintf(why, whylen, "clsparse%cCsrMatrixfromFile: status %d%s", dbl ? 'D' : 'S',
                 (int)st, file_status_words(st));
        goto done;
    }
    if (mat_alloc(A, csr.num_rows, csr.num_cols, csr.num_nonzeros) ||
        !(tmp = malloc((A->nnz ? A->nnz : 1) * es))) {
        snprintf(why, whylen, "out of host memory");
        goto done;
    }
    cl_command_queue q = ctx->env.queue;
    cl_int e = clEnqueueReadBuffer(q, csr.row_pointer, CL_TRUE, 0, (A->rows + 1) * 4, A->rp, 0,
                                   NULL, NULL);
    if (e == CL_SUCCESS && A->nnz)
        e = clEnqueueReadBuffer(q, csr.col_indices, CL_TRUE, 0, A->nnz * 4, A->ci, 0, NULL, NULL);
    if (e == CL_SUCCESS && A->nnz)
        e = clEnqueueReadBuffer(q, csr.values, CL_TRUE, 0, A->nnz * es, tmp, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "clEnqueueReadBuffer: %s", bench_cl_error(e));
        goto done;
    }
    for (size_t k = 0; k < A->nnz; k++)
        A->val[k] = dbl ? ((double *)tmp)[k] : ((float *)tmp)[k];
    base_name(A->name, sizeof A->name, path);
    rc = 0;
done:
    free(tmp);
    for (int i = 0; i < 3; i++) {
        cl_mem m = i == 0 ? csr.values : i == 1 ? csr.col_indices : csr.row_pointer;
        if (m)
            clReleaseMemObject(m);
    }
    if (rc)
        mat_free(A);
    return rc;
}

/* ---- generated matrices ---- */

/* The 5-point (2D) or 7-point (3D) Laplacian of an n x n (x n) grid with
 * Dirichlet boundaries: 4 or 6 on the diagonal, -1 to each neighbour. */
static int gen_laplacian(sp_mat *A, size_t n, int dims)
{
    size_t rows = n * n * (dims == 3 ? n : 1);
    if (mat_alloc(A, rows, rows, rows * (dims == 3 ? 7 : 5)))
        return 1;
    size_t plane = n * n, k = 0;
    for (size_t r = 0; r < rows; r++) {
        size_t i = r % n, j = (r / n) % n, l = r / plane;
        A->rp[r] = (cl_uint)k;
        /* neighbours in increasing column order */
        if (dims == 3 && l > 0)
            A->ci[k] = (cl_uint)(r - plane), A->val[k++] = -1;
        if (j > 0)
            A->ci[k] = (cl_uint)(r - n), A->val[k++] = -1;
        if (i > 0)
            A->ci[k] = (cl_uint)(r - 1), A->val[k++] = -1;
        A->ci[k] = (cl_uint)r, A->val[k++] = dims == 3 ? 6 : 4;
        if (i + 1 < n)
            A->ci[k] = (cl_uint)(r + 1), A->val[k++] = -1;
        if (j + 1 < n)
            A->ci[k] = (cl_uint)(r + n), A->val[k++] = -1;
        if (dims == 3 && l + 1 < n)
            A->ci[k] = (cl_uint)(r + plane), A->val[k++] = -1;
    }
    A->rp[rows] = (cl_uint)k;
    A->nnz = k;
    snprintf(A->name, sizeof A->name, "lap%dd_%zu", dims, n);
    return 0;
}

/* rows x rows with row lengths from a Pareto law, P(len >= L) = (3/L)^1.5
 * for L >= 3 (mean about 9, a few rows of tens of thousands; capped at
 * rows), columns spread over the whole row at random (sorted, distinct):
 * the skewed, gather-heavy case of a power-law graph. */
static int gen_powerlaw(sp_mat *A, size_t rows)
{
    unsigned long long seed = 0x2545F4914F6CDD1DULL ^ rows;
    size_t *len = malloc(rows * sizeof *len), nnz = 0;
    if (!len)
        return 1;
    for (size_t r = 0; r < rows; r++) {
        double u = ((double)(bench_next_rand(&seed) >> 11) + 1.0) / 9007199254740993.0;
        double l = floor(3.0 * pow(u, -1.0 / 1.5));
        len[r] = l > (double)rows ? rows : (size_t)l;
        nnz += len[r];
    }
    if (nnz > 0xFFFFFFFFu || mat_alloc(A, rows, rows, nnz)) {
        free(len);
        return 1;
    }
    size_t k = 0;
    for (size_t r = 0; r < rows; r++) {
        A->rp[r] = (cl_uint)k;
        /* one column in each of len[r] equal slices of the row: distinct, sorted */
        for (size_t j = 0; j < len[r]; j++) {
            double u = (double)(bench_next_rand(&seed) >> 11) / 9007199254740992.0;
            size_t lo = j * rows / len[r], hi = (j + 1) * rows / len[r];
            A->ci[k] = (cl_uint)(lo + (size_t)(u * (double)(hi - lo)));
            A->val[k++] = 2.0 * (double)(bench_next_rand(&seed) >> 11) / 9007199254740992.0 - 1;
        }
    }
    A->rp[rows] = (cl_uint)k;
    free(len);
    snprintf(A->name, sizeof A->name, "powerlaw_%zu", rows);
    return 0;
}

/* ---- one case: a matrix in one precision ---- */

typedef struct spmv_case {
    const sp_mat *A;
    char prec;
    int ip;
    size_t es;
    double alpha, beta;
    void *val;  /* A's values in the precision */
    void *x;    /* x in the precision */
    void *y0;   /* y before the call: random, or NaN when beta = 0 */
} spmv_case;

/* max |y - ref| / (eps * (|alpha| sum |a||x| + |beta y0|)) over every row. */
static double spmv_error(const spmv_case *c, const void *y)
{
    const sp_mat *A = c->A;
    double worst = 0, eps = bench_eps(c->prec);
    for (size_t r = 0; r < A->rows; r++) {
        long double s = 0, g = 0, v, xv, im;
        for (size_t k = A->rp[r]; k < A->rp[r + 1]; k++) {
            bench_load(c->ip, c->val, k, &v, &im);
            bench_load(c->ip, c->x, A->ci[k], &xv, &im);
            s += v * xv;
            g += fabsl(v * xv);
        }
        long double ref = (long double)c->alpha * s, y0 = 0, got;
        g *= fabsl((long double)c->alpha);
        if (c->beta != 0) {
            bench_load(c->ip, c->y0, r, &y0, &im);
            ref += (long double)c->beta * y0;
            g += fabsl((long double)c->beta * y0);
        }
        bench_load(c->ip, y, r, &got, &im);
        double e = bench_scaled_error((double)fabsl(got - ref), (double)g, eps);
        if (!(e <= worst))
            worst = e;
    }
    return worst;
}

/* clmath: one CSR structure, x and y per copy. */
typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    char prec;
    clsparseControl ctl;
    clsparseCsrMatrix *A;
    cldenseVector *x, *y;
    clsparseScalar alpha, beta;
} cl_state;

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    clsparseStatus st = s->prec == 's'
                            ? clsparseScsrmv(&s->alpha, &s->A[rot], &s->x[rot], &s->beta,
                                             &s->y[rot], s->ctl)
                            : clsparseDcsrmv(&s->alpha, &s->A[rot], &s->x[rot], &s->beta,
                                             &s->y[rot], s->ctl);
    if (st != clsparseSuccess) {
        snprintf(why, whylen, "clsparse%ccsrmv: status %d", s->prec == 's' ? 'S' : 'D', (int)st);
        return 1;
    }
    if (bench_clm_event) { /* hostcost with events: the API's way to one */
        clsparseEventResult er = clsparseGetEvent(s->ctl);
        if (er.status != clsparseSuccess) {
            snprintf(why, whylen, "clsparseGetEvent: status %d", (int)er.status);
            return 1;
        }
        *bench_clm_event = er.event;
    }
    return 0;
}

static cl_mem scalar_buffer(bench_ctx *ctx, const spmv_case *c, double v)
{
    float f = (float)v;
    cl_int err;
    return clCreateBuffer(ctx->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, c->es,
                          c->es == 4 ? (void *)&f : (void *)&v, &err);
}

static void run_clmath(bench_ctx *ctx, const bench_opts *o, clsparseControl ctl,
                       const spmv_case *c, void *yout, bench_result *r)
{
    const sp_mat *M = c->A;
    char *why = r->why_clm;
    size_t whylen = sizeof r->why_clm;
    bench_rot rp, ci, val, x, y;
    memset(&rp, 0, sizeof rp), memset(&ci, 0, sizeof ci), memset(&val, 0, sizeof val);
    memset(&x, 0, sizeof x), memset(&y, 0, sizeof y);
    cl_state s;
    memset(&s, 0, sizeof s);
    s.q = ctx->env.queue, s.prec = c->prec, s.ctl = ctl;
    s.A = calloc((size_t)r->nrot, sizeof *s.A);
    s.x = calloc((size_t)r->nrot, sizeof *s.x);
    s.y = calloc((size_t)r->nrot, sizeof *s.y);
    clsparseInitScalar(&s.alpha), clsparseInitScalar(&s.beta);
    s.alpha.value = scalar_buffer(ctx, c, c->alpha);
    s.beta.value = scalar_buffer(ctx, c, c->beta);
    if (!s.A || !s.x || !s.y || !s.alpha.value || !s.beta.value) {
        snprintf(why, whylen, "out of memory");
        goto done;
    }
    if (bench_rot_alloc(ctx, &rp, (M->rows + 1) * 4, r->nrot, M->rp, why, whylen) ||
        bench_rot_alloc(ctx, &ci, M->nnz * 4, r->nrot, M->ci, why, whylen) ||
        bench_rot_alloc(ctx, &val, M->nnz * c->es, r->nrot, c->val, why, whylen) ||
        bench_rot_alloc(ctx, &x, M->cols * c->es, r->nrot, c->x, why, whylen) ||
        bench_rot_alloc(ctx, &y, M->rows * c->es, r->nrot, c->y0, why, whylen))
        goto done;
    for (int i = 0; i < r->nrot; i++) {
        clsparseCsrMatrix *A = &s.A[i];
        clsparseInitCsrMatrix(A);
        A->num_rows = (clsparseIdx_t)M->rows, A->num_cols = (clsparseIdx_t)M->cols;
        A->num_nonzeros = (clsparseIdx_t)M->nnz;
        A->values = val.mem[i], A->col_indices = ci.mem[i], A->row_pointer = rp.mem[i];
        clsparseInitVector(&s.x[i]), clsparseInitVector(&s.y[i]);
        s.x[i].values = x.mem[i], s.x[i].num_values = (clsparseIdx_t)M->cols;
        s.y[i].values = y.mem[i], s.y[i].num_values = (clsparseIdx_t)M->rows;
        clsparseStatus st = clsparseCsrMetaCreate(A, ctl);
        if (st != clsparseSuccess) {
            snprintf(why, whylen, "clsparseCsrMetaCreate: status %d", (int)st);
            goto done;
        }
    }
    if (o->check) {
        cl_int e = CL_SUCCESS;
        if (clmath_call(&s, 0, why, whylen) || bench_cl_finish(&s, why, whylen) ||
            (e = clEnqueueReadBuffer(s.q, y.mem[0], CL_TRUE, 0, M->rows * c->es, yout, 0, NULL,
                                     NULL)) != CL_SUCCESS) {
            if (e != CL_SUCCESS)
                snprintf(why, whylen, "clEnqueueReadBuffer: %s", bench_cl_error(e));
            goto done;
        }
        r->e_clm = spmv_error(c, yout);
    }
    r->t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r->nrot, o, &r->batch, why,
                               whylen);
done:
    for (int i = 0; s.A && i < r->nrot; i++)
        if (s.A[i].meta)
            clsparseCsrMetaDelete(&s.A[i]);
    if (s.alpha.value)
        clReleaseMemObject(s.alpha.value);
    if (s.beta.value)
        clReleaseMemObject(s.beta.value);
    free(s.A), free(s.x), free(s.y);
    bench_rot_free(&rp), bench_rot_free(&ci), bench_rot_free(&val);
    bench_rot_free(&x), bench_rot_free(&y);
}

/* cuSPARSE: descriptors and work buffer per copy. */
typedef struct cus_state {
    bench_cublas *rt; /* first: bench_cublas_sync */
    bench_cusparse *cs;
    void **mat, **x, **y, **buf;
    double alpha_d, beta_d;
    float alpha_f, beta_f;
    int dtype;
} cus_state;

static int cus_args(const cus_state *s, const void **alpha, const void **beta)
{
    *alpha = s->dtype == BCUDA_R_32F ? (const void *)&s->alpha_f : (const void *)&s->alpha_d;
    *beta = s->dtype == BCUDA_R_32F ? (const void *)&s->beta_f : (const void *)&s->beta_d;
    return s->dtype;
}

static int cusparse_call(void *state, int rot, char *why, size_t whylen)
{
    cus_state *s = state;
    const void *a, *b;
    int t = cus_args(s, &a, &b);
    int st = s->cs->SpMV(s->cs->handle, BCUSPARSE_OPERATION_NON_TRANSPOSE, a, s->mat[rot],
                         s->x[rot], b, s->y[rot], t, BCUSPARSE_SPMV_ALG_DEFAULT, s->buf[rot]);
    if (st != 0) {
        snprintf(why, whylen, "cusparseSpMV: status %d", st);
        return 1;
    }
    return 0;
}

static void run_cusparse(bench_cusparse *cs, const bench_opts *o, const spmv_case *c,
                         void *yout, bench_result *r)
{
    const sp_mat *M = c->A;
    bench_cublas *rt = &cs->rt;
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    int n = r->nrot;
    bench_curot rp, ci, val, x, y;
    memset(&rp, 0, sizeof rp), memset(&ci, 0, sizeof ci), memset(&val, 0, sizeof val);
    memset(&x, 0, sizeof x), memset(&y, 0, sizeof y);
    cus_state s;
    memset(&s, 0, sizeof s);
    s.rt = rt, s.cs = cs;
    s.dtype = c->prec == 's' ? BCUDA_R_32F : BCUDA_R_64F;
    s.alpha_d = c->alpha, s.beta_d = c->beta;
    s.alpha_f = (float)c->alpha, s.beta_f = (float)c->beta;
    s.mat = calloc((size_t)n, sizeof *s.mat), s.x = calloc((size_t)n, sizeof *s.x);
    s.y = calloc((size_t)n, sizeof *s.y), s.buf = calloc((size_t)n, sizeof *s.buf);
    if (!s.mat || !s.x || !s.y || !s.buf) {
        snprintf(why, whylen, "out of host memory");
        goto done;
    }
    if (bench_curot_alloc(rt, &rp, (M->rows + 1) * 4, n, M->rp, why, whylen) ||
        bench_curot_alloc(rt, &ci, M->nnz * 4, n, M->ci, why, whylen) ||
        bench_curot_alloc(rt, &val, M->nnz * c->es, n, c->val, why, whylen) ||
        bench_curot_alloc(rt, &x, M->cols * c->es, n, c->x, why, whylen) ||
        bench_curot_alloc(rt, &y, M->rows * c->es, n, c->y0, why, whylen))
        goto done;
    for (int i = 0; i < n; i++) {
        const void *a, *b;
        int t = cus_args(&s, &a, &b), st;
        size_t bytes = 0;
        if ((st = cs->CreateCsr(&s.mat[i], (long long)M->rows, (long long)M->cols,
                                (long long)M->nnz, bench_curot_at(&rp, i), bench_curot_at(&ci, i),
                                bench_curot_at(&val, i), BCUSPARSE_INDEX_32I, BCUSPARSE_INDEX_32I,
                                BCUSPARSE_INDEX_BASE_ZERO, t)) != 0 ||
            (st = cs->CreateDnVec(&s.x[i], (long long)M->cols, bench_curot_at(&x, i), t)) != 0 ||
            (st = cs->CreateDnVec(&s.y[i], (long long)M->rows, bench_curot_at(&y, i), t)) != 0) {
            snprintf(why, whylen, "cusparseCreateCsr/DnVec: status %d", st);
            goto done;
        }
        st = cs->SpMV_bufferSize(cs->handle, BCUSPARSE_OPERATION_NON_TRANSPOSE, a, s.mat[i],
                                 s.x[i], b, s.y[i], t, BCUSPARSE_SPMV_ALG_DEFAULT, &bytes);
        bcuda_error e = 0;
        if (st == 0 && bytes > 0 && (e = rt->Malloc(&s.buf[i], bytes)) != 0) {
            s.buf[i] = NULL;
            snprintf(why, whylen, "cudaMalloc: %s", bench_cuda_error(rt, e));
            goto done;
        }
        if (st == 0 && cs->SpMV_preprocess)
            st = cs->SpMV_preprocess(cs->handle, BCUSPARSE_OPERATION_NON_TRANSPOSE, a, s.mat[i],
                                     s.x[i], b, s.y[i], t, BCUSPARSE_SPMV_ALG_DEFAULT, s.buf[i]);
        if (st != 0) {
            snprintf(why, whylen, "cusparseSpMV_bufferSize/preprocess: status %d", st);
            goto done;
        }
    }
    if (o->check) {
        if (cusparse_call(&s, 0, why, whylen) || bench_cublas_sync(&s, why, whylen))
            goto done;
        bcuda_error e = rt->Memcpy(yout, y.mem, M->rows * c->es, BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(rt, e));
            goto done;
        }
        r->e_cub = spmv_error(c, yout);
    }
    r->t_cub = bench_time_peer(cusparse_call, bench_cublas_sync, &s, r, o, why, whylen);
done:
    for (int i = 0; s.mat && i < n; i++) {
        if (s.mat[i])
            cs->DestroySpMat(s.mat[i]);
        if (s.x[i])
            cs->DestroyDnVec(s.x[i]);
        if (s.y[i])
            cs->DestroyDnVec(s.y[i]);
        if (s.buf[i])
            rt->Free(s.buf[i]);
    }
    free(s.mat), free(s.x), free(s.y), free(s.buf);
    bench_curot_free(rt, &rp), bench_curot_free(rt, &ci), bench_curot_free(rt, &val);
    bench_curot_free(rt, &x), bench_curot_free(rt, &y);
}

/* ---- report ---- */

#define SPMV_NAME_W 26

static void print_header(void)
{
    printf("%-*s %9s %10s %10s %8s %6s | %10s %8s %6s | %7s %7s\n", SPMV_NAME_W, "case", "rows",
           "nnz", "clmath_us", "GB/s", "%copy", "cusparse_us", "GB/s", "ratio", "err_clm",
           "err_cus");
}

static void report(bench_ctx *ctx, const bench_opts *o, const spmv_case *c, const char *name,
                   const bench_result *r, double bytes)
{
    bench_rates k = bench_rates_of(ctx, r, bytes, 2.0 * (double)c->A->nnz);
    char b[7][32], e[2][16];
    printf("%-*s %9zu %10zu %10s %8s %6s | %10s %8s %6s | %7s %7s", SPMV_NAME_W, name,
           c->A->rows, c->A->nnz, bench_fmt(b[0], 32, "%.2f", r->t_clm > 0 ? r->t_clm * 1e6 : -1),
           bench_fmt(b[1], 32, "%.1f", k.gb_clm), bench_fmt(b[2], 32, "%.1f%%", k.frac * 100),
           r->ran_cub ? bench_fmt(b[3], 32, "%.2f", r->t_cub > 0 ? r->t_cub * 1e6 : -1) : "-",
           r->ran_cub ? bench_fmt(b[4], 32, "%.1f", k.gb_cub) : "-",
           r->ran_cub ? bench_fmt(b[5], 32, "%.2f", k.r_cub) : "-",
           bench_err_str(e[0], 16, r->e_clm, o->check),
           bench_err_str(e[1], 16, r->e_cub, o->check && r->ran_cub));
    if (r->batch > 0)
        printf("  B=%d rot=%d", r->batch, r->nrot);
    printf("\n");
    if (r->why_clm[0])
        printf("    clmath n/a: %s\n", r->why_clm);
    if (r->ran_cub && r->why_cub[0] && strcmp(r->why_cub, "not loaded") != 0)
        printf("    cusparse n/a: %s\n", r->why_cub);
    fflush(stdout);
    if (!ctx->csv)
        return;
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "spmv");
    bench_row_set(&row, "precision", "%c", c->prec);
    bench_row_set(&row, "matrix", "%s", c->A->name);
    bench_row_set(&row, "m", "%zu", c->A->rows);
    bench_row_set(&row, "n", "%zu", c->A->cols);
    bench_row_set(&row, "nnz", "%zu", c->A->nnz);
    bench_row_set(&row, "alpha", "%g", c->alpha);
    bench_row_set(&row, "beta", "%g", c->beta);
    bench_result mine = *r; /* the cuBLAS columns stay blank: cuSPARSE has its own */
    mine.t_cub = mine.e_cub = -1;
    bench_rates km = k;
    km.r_cub = -1;
    bench_row_set_result(&row, ctx, o, &mine, &km);
    if (r->t_cub > 0) {
        bench_row_set(&row, "cusparse_ms", "%.6f", r->t_cub * 1e3);
        bench_row_set(&row, "cusparse_GBps", "%.2f", k.gb_cub);
    }
    if (k.r_cub > 0)
        bench_row_set(&row, "ratio_vs_cusparse", "%.4f", k.r_cub);
    if (r->e_cub >= 0)
        bench_row_set(&row, "err_cusparse", "%.4g", r->e_cub);
    bench_row_write(ctx, &row);
}

/* Ratios to cuSPARSE per precision, for the closing summary. */
typedef struct spmv_summary {
    double log_sum[2];
    int count[2];
    double min[2];
    char min_name[2][96];
} spmv_summary;

static int run_case(bench_ctx *ctx, const bench_opts *o, clsparseControl ctl,
                    bench_cusparse *cs, const sp_mat *A, char prec, spmv_summary *sum)
{
    spmv_case c;
    memset(&c, 0, sizeof c);
    c.A = A, c.prec = prec, c.ip = bench_prec_index(prec);
    c.es = prec == 's' ? 4 : 8;
    c.alpha = o->alpha[0], c.beta = o->beta[0];
    char name[128];
    snprintf(name, sizeof name, "%c %s", prec, A->name);
    bench_result r;
    bench_result_init(&r, ctx);
    r.ran_cub = (o->peers & BENCH_PEER_CUSPARSE) != 0;
    double bytes = 4.0 * (double)(A->nnz + A->rows) +
                   (double)c.es * (double)(A->nnz + A->cols + A->rows + (c.beta != 0 ? A->rows : 0));
    void *yout = NULL;
    if (prec == 'd' && !ctx->has_fp64) {
        snprintf(r.why_clm, sizeof r.why_clm, "the device has no double precision");
        goto report;
    }
    c.val = malloc((A->nnz ? A->nnz : 1) * c.es);
    c.x = malloc((A->cols ? A->cols : 1) * c.es);
    c.y0 = malloc((A->rows ? A->rows : 1) * c.es);
    yout = malloc((A->rows ? A->rows : 1) * c.es);
    if (!c.val || !c.x || !c.y0 || !yout) {
        snprintf(r.why_clm, sizeof r.why_clm, "out of host memory");
        goto report;
    }
    for (size_t k = 0; k < A->nnz; k++) {
        if (prec == 's')
            ((float *)c.val)[k] = (float)A->val[k];
        else
            ((double *)c.val)[k] = A->val[k];
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ (A->rows * 1000003ULL + A->nnz);
    bench_fill(prec, c.x, A->cols, &seed);
    bench_fill(prec, c.y0, A->rows, &seed);
    if (c.beta == 0)
        for (size_t i = 0; i < A->rows; i++) {
            if (prec == 's')
                ((float *)c.y0)[i] = NAN;
            else
                ((double *)c.y0)[i] = NAN;
        }
    if (A->nnz == 0 || A->rows == 0 || A->cols == 0) {
        snprintf(r.why_clm, sizeof r.why_clm, "an empty matrix (nothing to time)");
        goto report;
    }
    size_t mbytes = (A->rows + 1) * 4 + A->nnz * (4 + c.es);
    size_t all = mbytes + (A->rows + A->cols) * c.es + 5 * (size_t)ctx->base_align;
    r.nrot = bench_rot_count(ctx, o, mbytes, all);
    if (r.nrot > SPMV_MAX_ROT)
        r.nrot = SPMV_MAX_ROT;
    run_clmath(ctx, o, ctl, &c, yout, &r);
    if (r.ran_cub) {
        if (cs->ok)
            run_cusparse(cs, o, &c, yout, &r);
        else
            snprintf(r.why_cub, sizeof r.why_cub, "not loaded");
    }
report:
    report(ctx, o, &c, name, &r, bytes);
    bench_rates k = bench_rates_of(ctx, &r, bytes, -1);
    int ip = prec == 'd';
    if (k.r_cub > 0) {
        sum->log_sum[ip] += log(k.r_cub);
        if (sum->count[ip]++ == 0 || k.r_cub < sum->min[ip]) {
            sum->min[ip] = k.r_cub;
            snprintf(sum->min_name[ip], sizeof sum->min_name[ip], "%s", A->name);
        }
    }
    free(c.val), free(c.x), free(c.y0), free(yout);
    return r.t_clm > 0 && (!o->check || r.e_clm < 16) ? 0 : 1;
}

static int run_spmv(bench_ctx *ctx, const bench_opts *o)
{
    if (o->nfiles + o->ngens == 0) {
        fprintf(stderr, "clmath-bench spmv: give Matrix Market files and/or --gen (see --help)\n");
        return 2;
    }
    for (int ip = 0; ip < o->nprecs; ip++)
        if (o->precs[ip] != 's' && o->precs[ip] != 'd') {
            fprintf(stderr, "clmath-bench spmv: precision s or d only\n");
            return 2;
        }
    clsparseStatus st = clsparseSetup();
    clsparseCreateResult cr = clsparseCreateControl(ctx->env.queue);
    if (st != clsparseSuccess || cr.status != clsparseSuccess) {
        fprintf(stderr, "clsparseSetup / clsparseCreateControl failed: %d %d\n", (int)st,
                (int)cr.status);
        return 1;
    }
    clsparseEnableAsync(cr.control, CL_TRUE); /* calls pipeline; bench_time synchronises */
    bench_cusparse cs;
    memset(&cs, 0, sizeof cs);
    if (o->peers & BENCH_PEER_CUSPARSE)
        bench_cusparse_load(&cs);
    printf("spmv: alpha %g beta %g, reps %d, warmup %d, check %s\n", o->alpha[0], o->beta[0],
           o->reps, o->warmup, o->check ? "on (every row)" : "off");
    print_header();
    spmv_summary sum;
    memset(&sum, 0, sizeof sum);
    int fails = 0;
    for (int i = 0; i < o->nfiles + o->ngens; i++) {
        sp_mat A;
        memset(&A, 0, sizeof A);
        char why[300] = "";
        int bad;
        if (i < o->nfiles) {
            bad = load_file(ctx, cr.control, o->files[i], &A, why, sizeof why);
        } else {
            const bench_gen *g = &o->gens[i - o->nfiles];
            bad = !strcmp(g->kind, "powerlaw") ? gen_powerlaw(&A, g->n)
                                               : gen_laplacian(&A, g->n, g->kind[3] == '3' ? 3 : 2);
            if (bad)
                snprintf(why, sizeof why, "out of host memory or over 2^32 entries");
        }
        if (bad) {
            printf("%s: n/a: %s\n", i < o->nfiles ? o->files[i] : o->gens[i - o->nfiles].kind,
                   why);
            fails++;
            continue;
        }
        for (int ip = 0; ip < o->nprecs; ip++)
            fails += run_case(ctx, o, cr.control, &cs, &A, o->precs[ip], &sum);
        mat_free(&A);
    }
    for (int ip = 0; ip < 2; ip++)
        if (sum.count[ip] > 0)
            printf("%c: ratio to cuSPARSE, geometric mean %.3f over %d matrices, minimum %.3f "
                   "(%s)\n",
                   "sd"[ip], exp(sum.log_sum[ip] / sum.count[ip]), sum.count[ip], sum.min[ip],
                   sum.min_name[ip]);
    bench_cusparse_unload(&cs);
    clsparseReleaseControl(cr.control);
    clsparseTeardown();
    return fails ? 1 : 0;
}

const bench_routine bench_spmv = {
    "spmv", "y := alpha A x + beta y, CSR (clsparse?csrmv, CSR-Adaptive), vs cuSPARSE", 1, 0,
    run_spmv};
