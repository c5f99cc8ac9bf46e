/*
 * evcases.c - test_events's cases (evcases.h): the operands are small
 * integers, so that every result but SNRM2's is exact in float.
 */
#include "evcases.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static cl_context ctx;
static cl_command_queue qin;
static clsparseControl ctl_in, ctl_ooo;

/* The case's operands: inputs on the device and host, two outputs. */
static size_t n;
size_t ev_nout;
cl_mem ev_outs[2];
static float *ha, *hx; /* A (or the CSR values), the input vector */
static cl_mem a, x, scr[2];
static clsparseCsrMatrix csr;
static cl_uint *rp, *ci; /* csr's row pointers and columns */

/* A small integer, from -m/2 to m/2 */
static float small(size_t i, size_t j, int m)
{
    return (float)((int)((i * 7 + j * 3) % m) - m / 2);
}

static void zeros(float *o) { memset(o, 0, ev_nout * sizeof *o); }

static void inputs(size_t na, size_t nx)
{
    ha = calloc(na, sizeof *ha);
    hx = malloc(nx * sizeof *hx);
    for (size_t j = 0; j < nx; j++)
        hx[j] = (float)((int)(j % 3) - 1);
}

static void upload(size_t na, size_t nx)
{
    a = tu_upload(ctx, ha, na * sizeof *ha);
    x = tu_upload(ctx, hx, nx * sizeof *hx);
}

static cl_mem src_mem(int src) { return src < 0 ? x : ev_outs[src]; }

/* ---- SGEMV, SSYMV, SGEMM: y := A x (opt 1: A^T x), C := A B ---- */

static void setup_square(void)
{
    inputs(n * n, n);
    for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i < n; i++)
            ha[i + j * n] = small(i, j, 5);
    ev_nout = n;
    upload(n * n, n);
}

static cl_int call_gemv(int t, cl_command_queue q, int src, int dst, cl_uint nw,
                        const cl_event *wl, cl_event *ev)
{
    return clblasSgemv(clblasColumnMajor, t ? clblasTrans : clblasNoTrans, n, n, 1, a, 0, n,
                       src_mem(src), 0, 1, 0, ev_outs[dst], 0, 1, 1, &q, nw, wl, ev);
}

static void ref_gemv(int t, const float *src, float *dst)
{
    for (size_t i = 0; i < n; i++) {
        double s = 0;
        for (size_t j = 0; j < n; j++)
            s += (double)(t ? ha[j + i * n] : ha[i + j * n]) * (src ? src : hx)[j];
        dst[i] = (float)s;
    }
}

static void setup_symmetric(void)
{
    setup_square();
    for (size_t j = 0; j < n; j++)
        for (size_t i = j; i < n; i++)
            ha[i + j * n] = ha[j + i * n] = small(i + j, 0, 7);
    clReleaseMemObject(a);
    a = tu_upload(ctx, ha, n * n * sizeof *ha);
}

static cl_int call_symv(int opt, cl_command_queue q, int src, int dst, cl_uint nw,
                        const cl_event *wl, cl_event *ev)
{
    (void)opt;
    return clblasSsymv(clblasColumnMajor, clblasLower, n, 1, a, 0, n, src_mem(src), 0, 1, 0,
                       ev_outs[dst], 0, 1, 1, &q, nw, wl, ev);
}

static void setup_gemm(void)
{
    setup_square();
    free(hx);
    hx = malloc(n * n * sizeof *hx);
    for (size_t i = 0; i < n * n; i++)
        hx[i] = small(i % n, i / n + 1, 5);
    ev_nout = n * n;
    clReleaseMemObject(x);
    x = tu_upload(ctx, hx, n * n * sizeof *hx);
}

static cl_int call_gemm(int opt, cl_command_queue q, int src, int dst, cl_uint nw,
                        const cl_event *wl, cl_event *ev)
{
    (void)opt;
    return clblasSgemm(clblasColumnMajor, clblasNoTrans, clblasNoTrans, n, n, n, 1, a, 0, n,
                       src_mem(src), 0, n, 0, ev_outs[dst], 0, n, 1, &q, nw, wl, ev);
}

static void ref_gemm(int opt, const float *src, float *dst)
{
    for (size_t j = 0; j < n; j++)
        ref_gemv(opt, (src ? src : hx) + j * n, dst + j * n);
}

/* SSYR2K: the lower triangle of C := A B^T + B A^T (B: the input) */
static cl_int call_syr2k(int opt, cl_command_queue q, int src, int dst, cl_uint nw,
                         const cl_event *wl, cl_event *ev)
{
    (void)opt, (void)src;
    return clblasSsyr2k(clblasColumnMajor, clblasLower, clblasNoTrans, n, n, 1, a, 0, n, x, 0, n,
                        0, ev_outs[dst], 0, n, 1, &q, nw, wl, ev);
}

static void ref_syr2k(int opt, const float *src, float *dst)
{
    (void)opt, (void)src;
    for (size_t j = 0; j < n; j++)
        for (size_t i = j; i < n; i++) {
            double s = 0;
            for (size_t k = 0; k < n; k++)
                s += (double)ha[i + k * n] * hx[j + k * n] + (double)hx[i + k * n] * ha[j + k * n];
            dst[i + j * n] = (float)s;
        }
}

/* ---- STRSV: lower, diagonal 1, -1 below it: x := prefix sums of x ---- */

static void setup_trsv(void)
{
    inputs(n * n, n);
    memset(ha, 0, n * n * sizeof *ha);
    for (size_t i = 0; i < n; i++) {
        ha[i + i * n] = 1;
        if (i + 1 < n)
            ha[i + 1 + i * n] = -1;
        hx[i] = 1;
    }
    ev_nout = n;
    upload(n * n, n);
}

static cl_int call_trsv(int opt, cl_command_queue q, int src, int dst, cl_uint nw,
                        const cl_event *wl, cl_event *ev)
{
    (void)opt, (void)src;
    return clblasStrsv(clblasColumnMajor, clblasLower, clblasNoTrans, clblasNonUnit, n, a, 0, n,
                       ev_outs[dst], 0, 1, 1, &q, nw, wl, ev);
}

static void ref_trsv(int opt, const float *src, float *dst)
{
    (void)opt;
    double s = 0;
    for (size_t i = 0; i < n; i++)
        dst[i] = (float)(s += (src ? src : hx)[i]);
}

static void init_trsv(float *o) { memcpy(o, hx, n * sizeof *o); }

/* STRSM, left: the same A, TRSM_RHS right-hand sides of ones */
#define TRSM_RHS 136

static void setup_trsm(void)
{
    setup_trsv();
    ev_nout = n * TRSM_RHS;
}

static cl_int call_trsm(int opt, cl_command_queue q, int src, int dst, cl_uint nw,
                        const cl_event *wl, cl_event *ev)
{
    (void)opt, (void)src;
    return clblasStrsm(clblasColumnMajor, clblasLeft, clblasLower, clblasNoTrans, clblasNonUnit,
                       n, TRSM_RHS, 1, a, 0, n, ev_outs[dst], 0, n, 1, &q, nw, wl, ev);
}

static void ref_trsm(int opt, const float *src, float *dst)
{
    for (size_t j = 0; j < TRSM_RHS; j++)
        ref_trsv(opt, src ? src + j * n : NULL, dst + j * n);
}

static void init_trsm(float *o)
{
    for (size_t i = 0; i < ev_nout; i++)
        o[i] = 1;
}

/* ---- SDOT (opt 0) and SNRM2 (opt 1) of x (and a second vector in ha) ---- */

static void setup_reduce(void)
{
    inputs(n, n);
    for (size_t i = 0; i < n; i++)
        ha[i] = small(i, 1, 5);
    ev_nout = 1;
    upload(n, n);
    for (int k = 0; k < 2; k++)
        scr[k] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 2 * n * sizeof(float), NULL,
                                NULL);
}

static cl_int call_reduce(int nrm2, cl_command_queue q, int src, int dst, cl_uint nw,
                          const cl_event *wl, cl_event *ev)
{
    (void)src;
    if (nrm2)
        return clblasSnrm2(n, ev_outs[dst], 0, x, 0, 1, scr[dst], 1, &q, nw, wl, ev);
    return clblasSdot(n, ev_outs[dst], 0, x, 0, 1, a, 0, 1, scr[dst], 1, &q, nw, wl, ev);
}

static void ref_reduce(int nrm2, const float *src, float *dst)
{
    (void)src;
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += (double)hx[i] * (nrm2 ? hx[i] : ha[i]);
    dst[0] = (float)(nrm2 ? sqrt(s) : s);
}

/* ---- clSPARSE: csrmv (opt 0) of a tridiagonal matrix whose first row is
 * full, and cldenseSdot (opt 1) ---- */

static cl_mem one_zero; /* alpha 1 at 0, beta 0 at 1 */

static void setup_sparse(void)
{
    size_t nnz = n + 3 * (n - 1) - 1;
    inputs(nnz, n);
    rp = malloc((n + 1) * sizeof *rp);
    ci = malloc(nnz * sizeof *ci);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        rp[i] = (cl_uint)k;
        for (size_t j = i ? i - 1 : 0; j < (i ? i + 2 : n) && j < n; j++, k++) {
            ci[k] = (cl_uint)j;
            ha[k] = small(i, j, 5);
        }
    }
    rp[n] = (cl_uint)k;
    ev_nout = n;
    upload(k, n);
    clsparseInitCsrMatrix(&csr);
    csr.num_rows = csr.num_cols = n;
    csr.num_nonzeros = k;
    csr.values = a;
    csr.col_indices = tu_upload(ctx, ci, k * sizeof *ci);
    csr.row_pointer = tu_upload(ctx, rp, (n + 1) * sizeof *rp);
    const float ab[2] = {1, 0};
    one_zero = tu_upload(ctx, ab, sizeof ab);
}

static cl_int call_sparse(int dot, cl_command_queue q, int src, int dst, cl_uint nw,
                          const cl_event *wl, cl_event *ev)
{
    (void)nw, (void)wl; /* lazy: never given */
    clsparseControl c = q == qin ? ctl_in : ctl_ooo;
    cldenseVector vx = {n, src_mem(src), 0}, vy = {n, ev_outs[dst], 0};
    clsparseScalar alpha = {one_zero, 0}, beta = {one_zero, 1}, r = {ev_outs[dst], 0};
    clsparseStatus st = dot ? cldenseSdot(&r, &vx, &vx, c)
                            : clsparseScsrmv(&alpha, &csr, &vx, &beta, &vy, c);
    if (st == clsparseSuccess && ev) {
        clsparseEventResult er = clsparseGetEvent(c);
        st = er.status;
        *ev = er.event;
    }
    return (cl_int)st;
}

static void ref_sparse(int dot, const float *src, float *dst)
{
    const float *v = src ? src : hx;
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        if (dot) {
            sum += (double)v[i] * v[i];
            continue;
        }
        double s = 0;
        for (cl_uint k = rp[i]; k < rp[i + 1]; k++)
            s += (double)ha[k] * v[ci[k]];
        dst[i] = (float)s;
    }
    if (dot)
        dst[0] = (float)sum;
}

/* ---- clblasFillSubMatrixAsync: rows 3-32, columns 5-24 of n x n := 7 ---- */

static void setup_fill(void)
{
    inputs(1, 1);
    ev_nout = n * n;
    upload(1, 1);
}

static cl_int call_fill(int opt, cl_command_queue q, int src, int dst, cl_uint nw,
                        const cl_event *wl, cl_event *ev)
{
    (void)opt, (void)src;
    const float seven = 7;
    return clblasFillSubMatrixAsync(clblasColumnMajor, sizeof seven, ev_outs[dst], 0, n, n, n, 3, 5,
                                    30, 20, &seven, q, nw, wl, ev);
}

static void ref_fill(int opt, const float *src, float *dst)
{
    (void)opt, (void)src;
    for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i < n; i++)
            dst[i + j * n] = i >= 3 && i < 33 && j >= 5 && j < 25 ? 7.0f : 0.0f;
}

const ecase ev_cases[] = {
    {"SGEMV N auto", "", 1024, 0, 1, 0, setup_square, call_gemv, ref_gemv, zeros, 0},
    {"SGEMV N P=1", "gemv.P=1", 1024, 0, 1, 0, setup_square, call_gemv, ref_gemv, zeros, 0},
    {"SGEMV N P=3", "gemv.P=3", 1024, 0, 1, 0, setup_square, call_gemv, ref_gemv, zeros, 0},
    {"SGEMV N P=3 fused", "gemv.P=3,gemv.FUSE=1", 1024, 0, 1, 0, setup_square, call_gemv,
     ref_gemv, zeros, 0},
    {"SGEMV T auto", "", 1024, 1, 1, 0, setup_square, call_gemv, ref_gemv, zeros, 0},
    {"SGEMV T P=1", "gemv.P=1", 1024, 1, 1, 0, setup_square, call_gemv, ref_gemv, zeros, 0},
    {"SGEMV T P=3", "gemv.P=3", 1024, 1, 1, 0, setup_square, call_gemv, ref_gemv, zeros, 0},
    {"SGEMV T P=3 fused", "gemv.P=3,gemv.FUSE=1", 1024, 1, 1, 0, setup_square, call_gemv,
     ref_gemv, zeros, 0},
    {"STRSV blocked", "trsv.SYNC=0", 2048, 0, 2, 0, setup_trsv, call_trsv, ref_trsv, init_trsv, 0},
    {"STRSV sweep", "trsv.SYNC=2", 1024, 0, 2, 0, setup_trsv, call_trsv, ref_trsv, init_trsv, 0},
    {"SDOT fused", "", 65536, 0, 0, 0, setup_reduce, call_reduce, ref_reduce, zeros, 0},
    {"SDOT two launches", "blas1.FUSE=0", 65536, 0, 0, 0, setup_reduce, call_reduce, ref_reduce,
     zeros, 0},
    {"SNRM2 fused", "", 65536, 1, 0, 0, setup_reduce, call_reduce, ref_reduce, zeros, 1e-6},
    {"SNRM2 two launches", "blas1.FUSE=0", 65536, 1, 0, 0, setup_reduce, call_reduce,
     ref_reduce, zeros, 1e-6},
    {"SGEMM 64", "", 64, 0, 1, 0, setup_gemm, call_gemm, ref_gemm, zeros, 0},
    {"SSYMV lower", "", 1024, 0, 1, 0, setup_symmetric, call_symv, ref_gemv, zeros, 0},
    {"SSYR2K 64", "", 64, 0, 0, 0, setup_gemm, call_syr2k, ref_syr2k, zeros, 0},
    {"STRSM recursive", "", 256, 0, 2, 0, setup_trsm, call_trsm, ref_trsm, init_trsm, 0},
    {"csrmv", "", 4096, 0, 0, 1, setup_sparse, call_sparse, ref_sparse, zeros, 0},
    {"cldenseSdot", "", 65536, 1, 0, 1, setup_sparse, call_sparse, ref_sparse, zeros, 0},
    {"FillSubMatrixAsync", "", 64, 0, 0, 0, setup_fill, call_fill, ref_fill, zeros, 0},
};
const int ev_ncases = sizeof ev_cases / sizeof ev_cases[0];

void ev_release(cl_mem *m)
{
    if (*m)
        clReleaseMemObject(*m);
    *m = NULL;
}

void ev_end(void)
{
    cl_mem *mems[] = {&a, &x, &ev_outs[0], &ev_outs[1], &scr[0], &scr[1], &one_zero,
                      &csr.col_indices, &csr.row_pointer};
    for (size_t i = 0; i < sizeof mems / sizeof mems[0]; i++)
        ev_release(mems[i]);
    free(ha), free(hx), free(rp), free(ci);
    ha = hx = NULL, rp = ci = NULL;
}

void ev_init(cl_context context, cl_command_queue in_order, clsparseControl in,
             clsparseControl ooo)
{
    ctx = context;
    qin = in_order;
    ctl_in = in;
    ctl_ooo = ooo;
}

void ev_begin(const ecase *c)
{
    n = c->n;
    c->setup();
    for (int k = 0; k < 2; k++)
        ev_outs[k] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, ev_nout * sizeof(float), NULL, NULL);
}
