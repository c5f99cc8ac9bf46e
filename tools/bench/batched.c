/*
 * clmath-bench gemm-batched, trsm-batched: clmath.h's strided batched GEMM
 * and TRSM on many small matrices, against cuBLAS's
 * cublas?gemmStridedBatched and cublas?trsmBatched (loaded by dlopen with
 * the rest of cuBLAS, peers.c) and CLBlast's CLBlast?gemmBatched (element
 * offsets and scalars per matrix, the CLBlast column) when they load. GEMM
 * also times, on a line of their own, clmath?gemmBatched (offsets and
 * scalars per matrix, as CLBlast's) and cublas?gemmBatched (pointer
 * arrays).
 *
 * --shapes NxCOUNT: COUNT matrices of order N (gemm: N x N x N products;
 * trsm: A N x N, B N x N, so N right-hand sides). Column-major; gemm takes
 * --trans and --transb, trsm --side, --uplo, --trans and --diag (their
 * first values). Matrices tightly packed (stride N^2); one copy of the
 * operands (the batch itself is larger than the caches at the sizes the
 * benchmark is meant for). No CSV.
 *
 * Flops: gemm COUNT 2 N^3 (complex 8 N^3); trsm COUNT N^3 (complex 4 N^3).
 * Check (one call on fresh data, both libraries): 256 sampled elements of
 * sampled matrices; gemm the scaled error as gemm.c's, trsm the residual
 * |op(A) X - alpha B| / (eps N (|op(A)| |X| + |alpha B|)). TRSM's A is
 * made so that A A = I (as trsm.c's timed A: diagonal +-1 and off-diagonal
 * elements only from rows of -1 to columns of +1), so repeated solves in
 * place keep B in range.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>
#include <clmath.h>

#include "bench.h"
#include "peers.h"

typedef struct bcase {
    int trsm;
    char prec;
    int ip, cplx;
    size_t es, n, count, elems; /* elems: one operand's, all matrices */
    int ta, tb, side, uplo, diag;
    double alpha[2], beta[2];
} bcase;

/* ---- clmath ---- */

typedef struct cl_st {
    cl_command_queue q; /* first: bench_cl_finish */
    const bcase *c;
    cl_mem A, B, C;
    /* per-matrix forms: clmath?gemmBatched (arrays) or CLBlast's (clb) */
    int arrays;
    const size_t *offs; /* every operand's matrix m at m N^2 */
    const void *alphas, *betas;
    bclblast_gemm_batched_fn clb;
} cl_st;

static int clb_call(void *state, int rot, char *why, size_t whylen)
{
    (void)rot;
    cl_st *s = state;
    const size_t n = s->c->n;
    /* CLBlast's layout 102 column-major, transposes 111 + 0, 1, 2 */
    const int e = s->clb(102, 111 + s->c->ta, 111 + s->c->tb, n, n, n, s->alphas, s->A, s->offs,
                         n, s->B, s->offs, n, s->betas, s->C, s->offs, n, s->c->count, &s->q,
                         NULL);
    if (e != 0) {
        snprintf(why, whylen, "CLBlast%cgemmBatched returned %d", s->c->prec - 32, e);
        return 1;
    }
    return 0;
}

static int clm_call(void *state, int rot, char *why, size_t whylen)
{
    (void)rot;
    cl_st *s = state;
    const bcase *c = s->c;
    const size_t n = c->n, st = n * n;
    static const clblasTranspose tr[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    cl_float2 fa = {{(float)c->alpha[0], (float)c->alpha[1]}}, fb = {{(float)c->beta[0], (float)c->beta[1]}};
    cl_double2 da = {{c->alpha[0], c->alpha[1]}}, db = {{c->beta[0], c->beta[1]}};
    clblasStatus e;
#define G(P, al, be)                                                                          \
    clmath##P##gemmStridedBatched(clblasColumnMajor, tr[c->ta], tr[c->tb], n, n, n, al, s->A, \
                                  0, n, st, s->B, 0, n, st, be, s->C, 0, n, st, c->count, 1,  \
                                  &s->q, 0, NULL, bench_clm_event)
#define T(P, al)                                                                              \
    clmath##P##trsmStridedBatched(clblasColumnMajor, c->side ? clblasRight : clblasLeft,      \
                                  c->uplo ? clblasLower : clblasUpper, tr[c->ta],             \
                                  c->diag ? clblasUnit : clblasNonUnit, n, n, al, s->A, 0, n, \
                                  st, s->C, 0, n, st, c->count, 1, &s->q, 0, NULL,            \
                                  bench_clm_event)
#define GA(P, T)                                                                              \
    clmath##P##gemmBatched(clblasColumnMajor, tr[c->ta], tr[c->tb], n, n, n,                  \
                           (const T *)s->alphas, s->A, s->offs, n, s->B, s->offs, n,          \
                           (const T *)s->betas, s->C, s->offs, n, c->count, 1, &s->q, 0, NULL, \
                           bench_clm_event)
    if (s->arrays) {
        switch (c->ip) {
        case 0: e = GA(S, cl_float); break;
        case 1: e = GA(D, cl_double); break;
        case 2: e = GA(C, cl_float2); break;
        default: e = GA(Z, cl_double2); break;
        }
    } else switch (c->ip) {
    case 0: e = c->trsm ? T(S, fa.s[0]) : G(S, fa.s[0], fb.s[0]); break;
    case 1: e = c->trsm ? T(D, da.s[0]) : G(D, da.s[0], db.s[0]); break;
    case 2: e = c->trsm ? T(C, fa) : G(C, fa, fb); break;
    default: e = c->trsm ? T(Z, da) : G(Z, da, db); break;
    }
#undef G
#undef GA
#undef T
    if (e != clblasSuccess) {
        snprintf(why, whylen, "clmath%c%s%sBatched returned %d", c->prec - 32,
                 c->trsm ? "trsm" : "gemm", s->arrays ? "" : "Strided", (int)e);
        return 1;
    }
    return 0;
}

/* ---- cuBLAS ---- */

typedef bcublas_status (*cu_gemm_sb_fn)(bcublas_handle, int, int, int, int, int, const void *,
                                        const void *, int, long long, const void *, int,
                                        long long, const void *, void *, int, long long, int);
typedef bcublas_status (*cu_gemm_b_fn)(bcublas_handle, int, int, int, int, int, const void *,
                                       const void *const *, int, const void *const *, int,
                                       const void *, void *const *, int, int);
typedef bcublas_status (*cu_trsm_b_fn)(bcublas_handle, int, int, int, int, int, int,
                                       const void *, const void *const *, int, void *const *,
                                       int, int);

typedef struct cu_st {
    bench_cublas *cb; /* first: bench_cublas_sync */
    const bcase *c;
    cu_gemm_sb_fn gemm;
    cu_gemm_b_fn gemmb; /* arrays: cublas?gemmBatched */
    cu_trsm_b_fn trsm;
    int arrays;
    char *A, *B, *C;
    void **pa, **pb, **pc; /* device arrays of the matrices' addresses */
    _Alignas(16) unsigned char alpha[16], beta[16];
} cu_st;

static int cu_call(void *state, int rot, char *why, size_t whylen)
{
    (void)rot;
    cu_st *s = state;
    const bcase *c = s->c;
    const int n = (int)c->n;
    const long long st = (long long)c->n * (long long)c->n;
    static const int op[] = {BCUBLAS_OP_N, BCUBLAS_OP_T, BCUBLAS_OP_C};
    bcublas_status e =
        c->trsm ? s->trsm(s->cb->handle, c->side ? BCUBLAS_SIDE_RIGHT : BCUBLAS_SIDE_LEFT,
                          c->uplo ? BCUBLAS_FILL_LOWER : BCUBLAS_FILL_UPPER, op[c->ta],
                          c->diag ? BCUBLAS_DIAG_UNIT : BCUBLAS_DIAG_NON_UNIT, n, n, s->alpha,
                          (const void *const *)s->pa, n, s->pc, n, (int)c->count)
        : s->arrays ? s->gemmb(s->cb->handle, op[c->ta], op[c->tb], n, n, n, s->alpha,
                               (const void *const *)s->pa, n, (const void *const *)s->pb, n,
                               s->beta, s->pc, n, (int)c->count)
                : s->gemm(s->cb->handle, op[c->ta], op[c->tb], n, n, n, s->alpha, s->A, n, st,
                          s->B, n, st, s->beta, s->C, n, st, (int)c->count);
    if (e != 0) {
        snprintf(why, whylen, "cuBLAS returned status %d", e);
        return 1;
    }
    return 0;
}

static char *cu_upload(bench_cublas *cb, const void *h, size_t bytes, char *why, size_t whylen)
{
    void *d = NULL;
    bcuda_error e = cb->Malloc(&d, bytes);
    if (e == 0 && h)
        e = cb->Memcpy(d, h, bytes, BCUDA_H2D);
    if (e != 0) {
        snprintf(why, whylen, "cudaMalloc/cudaMemcpy: %s", bench_cuda_error(cb, e));
        if (d)
            cb->Free(d);
        return NULL;
    }
    return d;
}

/* ---- data and checks ---- */

static void put(const bcase *c, void *h, size_t i, double re, double im)
{
    switch (c->ip) {
    case 0: ((float *)h)[i] = (float)re; break;
    case 1: ((double *)h)[i] = re; break;
    case 2: ((float *)h)[2 * i] = (float)re, ((float *)h)[2 * i + 1] = (float)im; break;
    default: ((double *)h)[2 * i] = re, ((double *)h)[2 * i + 1] = im; break;
    }
}

/* TRSM's A, every matrix: A A = I in the triangle (see the top), NaN in
 * the other triangle and on a unit diagonal */
static void fill_trsm_a(const bcase *c, void *A, unsigned long long *seed)
{
    const size_t n = c->n;
    const double scale = 0.5 / (double)(n > 1 ? n - 1 : 1);
    for (size_t m = 0; m < c->count; m++) {
        unsigned long long s2 = *seed ^ (m * 0x9E3779B97F4A7C15ULL);
        unsigned char inT[512];
        for (size_t i = 0; i < n; i++)
            inT[i] = (unsigned char)(bench_next_rand(&s2) >> 63);
        for (size_t j = 0; j < n; j++)
            for (size_t i = 0; i < n; i++) {
                const size_t at = m * n * n + i + j * n;
                const int tri = c->uplo ? i >= j : i <= j;
                if (!tri || (i == j && c->diag)) {
                    bench_set_nan(c->ip, A, at);
                    continue;
                }
                double v = (double)(bench_next_rand(&s2) >> 11) / 9007199254740992.0 * 2 - 1;
                if (i == j)
                    put(c, A, at, inT[i] ? -1 : 1, 0);
                else
                    put(c, A, at, inT[i] && !inT[j] ? v * scale : 0, 0);
            }
    }
}

static long double mag(long double re, long double im) { return fabsl(re) + fabsl(im); }

/* The worst scaled error of 256 sampled elements of out (see the top). */
static double check(const bcase *c, const void *A, const void *B, const void *C0, const void *out)
{
    const size_t n = c->n;
    unsigned long long seed = 12345;
    double worst = 0;
    for (int smp = 0; smp < 256; smp++) {
        const size_t m = (size_t)(bench_next_rand(&seed) % c->count);
        const size_t i = (size_t)(bench_next_rand(&seed) % n), j = (size_t)(bench_next_rand(&seed) % n);
        const size_t base = m * n * n;
        long double sr = 0, si = 0, g = 0, xr, xi, yr, yi, ar, ai;
        for (size_t k = 0; k < n; k++) {
            if (!c->trsm) { /* op(A)(i, k) op(B)(k, j) */
                bench_load(c->ip, A, base + (c->ta ? k + i * n : i + k * n), &xr, &xi);
                bench_load(c->ip, B, base + (c->tb ? j + k * n : k + j * n), &yr, &yi);
                if (c->ta == 2)
                    xi = -xi;
                if (c->tb == 2)
                    yi = -yi;
            } else { /* left: op(A)(i, k) X(k, j); right: X(i, k) op(A)(k, j) */
                const size_t r = c->side ? k : i, q = c->side ? j : k; /* op(A)'s (r, q) */
                const size_t sr_ = c->ta ? q : r, sc = c->ta ? r : q;  /* stored */
                const int tri = c->uplo ? sr_ >= sc : sr_ <= sc;
                if (sr_ == sc && c->diag)
                    ar = 1, ai = 0;
                else if (tri)
                    bench_load(c->ip, A, base + sr_ + sc * n, &ar, &ai);
                else
                    ar = ai = 0;
                if (c->ta == 2)
                    ai = -ai;
                bench_load(c->ip, out, base + (c->side ? i + k * n : k + j * n), &yr, &yi);
                xr = ar, xi = ai;
            }
            sr += xr * yr - xi * yi, si += xr * yi + xi * yr;
            g += mag(xr, xi) * mag(yr, yi);
        }
        long double gr, gi, br, bi;
        bench_load(c->ip, C0, base + i + j * n, &br, &bi);
        const long double alr = c->alpha[0], ali = c->alpha[1];
        double err;
        if (!c->trsm) {
            const long double ber = c->beta[0], bei = c->beta[1];
            const long double wr = alr * sr - ali * si + ber * br - bei * bi;
            const long double wi = alr * si + ali * sr + ber * bi + bei * br;
            bench_load(c->ip, out, base + i + j * n, &gr, &gi);
            const double G = (double)(mag(alr, ali) * g + mag(ber * br - bei * bi, ber * bi + bei * br));
            err = bench_scaled_error((double)mag(gr - wr, gi - wi), G, bench_eps(c->prec));
        } else { /* op(A) X - alpha B */
            const long double rr = sr - (alr * br - ali * bi), ri = si - (alr * bi + ali * br);
            const double G = (double)(g + mag(alr * br - ali * bi, alr * bi + ali * br)) * (double)n;
            err = bench_scaled_error((double)mag(rr, ri), G, bench_eps(c->prec));
        }
        worst = err > worst || isnan(err) ? (isnan(err) ? INFINITY : err) : worst;
    }
    return worst;
}

/* ---- a case ---- */

/* An OpenCL library's call (clmath's either form, CLBlast's): checked once
 * on fresh data (C restored after), then timed; its seconds, -1 where it
 * failed (why written). batch: clmath's strided call, which finds the
 * batch size (r->batch) the others are timed with; NULL: the others. */
static double cl_run(bench_call_fn call, cl_st *s, const bench_opts *o, bench_result *r,
                     int *batch, const void *Ah, const void *Bh, const void *C0, void *out,
                     double *err, char *why, size_t whylen)
{
    const size_t bytes = s->c->elems * s->c->es;
    if (o->check) {
        if (call(s, 0, why, whylen) != 0)
            return -1;
        if (clEnqueueReadBuffer(s->q, s->C, CL_TRUE, 0, bytes, out, 0, NULL, NULL) == CL_SUCCESS)
            *err = check(s->c, Ah, Bh, C0, out);
        clEnqueueWriteBuffer(s->q, s->C, CL_TRUE, 0, bytes, C0, 0, NULL, NULL);
    }
    return batch ? bench_time_call(call, bench_cl_finish, s, 1, o, batch, why, whylen)
                 : bench_time_peer(call, bench_cl_finish, s, r, o, why, whylen);
}

/* cuBLAS's call, checked once (C restored after) and timed. */
static double cu_run(cu_st *u, const bench_opts *o, const bench_result *r, const void *Ah,
                     const void *Bh, const void *C0, void *out, double *err, char *why,
                     size_t whylen)
{
    const size_t bytes = u->c->elems * u->c->es;
    if (o->check && cu_call(u, 0, why, whylen) == 0 && bench_cublas_sync(u, why, whylen) == 0 &&
        u->cb->Memcpy(out, u->C, bytes, BCUDA_D2H) == 0) {
        *err = check(u->c, Ah, Bh, C0, out);
        u->cb->Memcpy(u->C, C0, bytes, BCUDA_H2D);
    }
    return why[0] ? -1 : bench_time_peer(cu_call, bench_cublas_sync, u, r, o, why, whylen);
}

/* Device arrays of the addresses of X's count matrices of n^2 elements. */
static void **cu_addresses(bench_cublas *cb, char *X, const bcase *c, char *why, size_t whylen)
{
    void **h = malloc(c->count * sizeof *h), **d = NULL;
    for (size_t m = 0; h && m < c->count; m++)
        h[m] = X + m * c->n * c->n * c->es;
    if (h)
        d = (void **)cu_upload(cb, h, c->count * sizeof *h, why, whylen);
    else
        snprintf(why, whylen, "out of host memory");
    free(h);
    return d;
}

static int run_case(bench_ctx *ctx, const bench_opts *o, bcase *c)
{
    bench_peers *peers = ctx->peers;
    char name[96];
    static const char tr[] = "NTC";
    if (c->trsm)
        snprintf(name, sizeof name, "%ctrsm %c%c%c%c %zu^2 x%zu", c->prec, "lr"[c->side],
                 "ul"[c->uplo], tr[c->ta], "nu"[c->diag], c->n, c->count);
    else
        snprintf(name, sizeof name, "%cgemm %c%c %zu^3 x%zu", c->prec, tr[c->ta], tr[c->tb], c->n,
                 c->count);
    bench_result r;
    bench_result_init(&r, ctx);
    r.nrot = 1;
    /* GEMM's per-matrix forms: clmath's and cuBLAS's (a line of their own) */
    double t_arr = -1, e_arr = -1, t_cuarr = -1, e_cuarr = -1;
    char why_arr[600] = "", why_cuarr[600] = "";
    const size_t bytes = c->elems * c->es;
    void *Ah = malloc(bytes), *Bh = malloc(bytes), *C0 = malloc(bytes), *out = malloc(bytes);
    /* the per-matrix forms' offsets (matrix m at m N^2) and scalars */
    size_t *offs = c->trsm ? NULL : malloc(c->count * sizeof *offs);
    unsigned char *sc = c->trsm ? NULL : malloc(2 * c->count * c->es);
    cl_st s = {ctx->env.queue, c, NULL, NULL, NULL, 0, offs, sc, sc ? sc + c->count * c->es : NULL,
               NULL};
    if (!Ah || !Bh || !C0 || !out || (!c->trsm && (!offs || !sc))) {
        snprintf(r.why_clm, sizeof r.why_clm, "out of host memory");
        goto report;
    }
    for (size_t m = 0; offs && m < c->count; m++) {
        unsigned char v[16];
        offs[m] = m * c->n * c->n;
        bench_scalar_bytes(c->prec, c->alpha, v);
        memcpy(sc + m * c->es, v, c->es);
        bench_scalar_bytes(c->prec, c->beta, v);
        memcpy(sc + (c->count + m) * c->es, v, c->es);
    }
    if (bench_case_fits(ctx, c->prec, bytes, r.why_clm, sizeof r.why_clm) == 0)
        goto report;
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ (c->n * 1000003ULL + (unsigned)c->ip);
    if (c->trsm)
        fill_trsm_a(c, Ah, &seed);
    else
        bench_fill(c->prec, Ah, c->elems, &seed);
    bench_fill(c->prec, Bh, c->elems, &seed);
    bench_fill(c->prec, C0, c->elems, &seed);
    cl_int err;
    s.A = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, Ah, &err);
    s.B = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, Bh, &err);
    s.C = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, C0, &err);
    if (!s.A || !s.B || !s.C) {
        snprintf(r.why_clm, sizeof r.why_clm, "clCreateBuffer: %s", bench_cl_error(err));
        goto report;
    }
    r.t_clm = cl_run(clm_call, &s, o, &r, &r.batch, Ah, Bh, C0, out, &r.e_clm, r.why_clm,
                     sizeof r.why_clm);
    if (!c->trsm) {
        cl_st sa = s;
        sa.arrays = 1;
        t_arr = cl_run(clm_call, &sa, o, &r, NULL, Ah, Bh, C0, out, &e_arr, why_arr, sizeof why_arr);
    }
    const bench_clblast *clb = &peers->clblast;
    if (r.ran_clb && c->trsm)
        snprintf(r.why_clb, sizeof r.why_clb, "CLBlast has no batched TRSM");
    else if (r.ran_clb && bench_clblast_usable(ctx, clb->gemm_batched[c->ip] ? NULL
                                                   : "CLBlast?gemmBatched not in the library",
                                               0, &r)) {
        cl_st sb = s;
        sb.clb = clb->gemm_batched[c->ip];
        r.t_clb = cl_run(clb_call, &sb, o, &r, NULL, Ah, Bh, C0, out, &r.e_clb, r.why_clb,
                         sizeof r.why_clb);
    }
    if (r.ran_cub && bench_cublas_usable(ctx, &r)) {
        bench_cublas *cb = &peers->cublas;
        static const char *gn[] = {"cublasSgemmStridedBatched", "cublasDgemmStridedBatched",
                                   "cublasCgemmStridedBatched", "cublasZgemmStridedBatched"};
        static const char *tn[] = {"cublasStrsmBatched", "cublasDtrsmBatched",
                                   "cublasCtrsmBatched", "cublasZtrsmBatched"};
        char bn[32];
        snprintf(bn, sizeof bn, "cublas%cgemmBatched", c->prec - 32);
        cu_st u = {.cb = cb, .c = c};
        bench_load_sym(cb->lib_blas, c->trsm ? (void *)&u.trsm : (void *)&u.gemm,
                       c->trsm ? tn[c->ip] : gn[c->ip]);
        if (!c->trsm)
            bench_load_sym(cb->lib_blas, &u.gemmb, bn);
        bench_scalar_bytes(c->prec, c->alpha, u.alpha);
        bench_scalar_bytes(c->prec, c->beta, u.beta);
        char *why = r.why_cub;
        const size_t wl = sizeof r.why_cub;
        if (c->trsm ? !u.trsm : !u.gemm)
            snprintf(why, wl, "%s not found", c->trsm ? tn[c->ip] : gn[c->ip]);
        else if (c->n > INT_MAX || c->count > INT_MAX)
            snprintf(why, wl, "beyond cuBLAS's int range");
        else if ((u.A = cu_upload(cb, Ah, bytes, why, wl)) &&
                 (u.B = cu_upload(cb, Bh, bytes, why, wl)) &&
                 (u.C = cu_upload(cb, C0, bytes, why, wl)) &&
                 (u.pa = cu_addresses(cb, u.A, c, why, wl)) &&
                 (u.pb = cu_addresses(cb, u.B, c, why, wl)) &&
                 (u.pc = cu_addresses(cb, u.C, c, why, wl))) {
            r.t_cub = cu_run(&u, o, &r, Ah, Bh, C0, out, &r.e_cub, why, wl);
            u.arrays = 1;
            if (!c->trsm && !u.gemmb)
                snprintf(why_cuarr, sizeof why_cuarr, "%s not found", bn);
            else if (!c->trsm)
                t_cuarr = cu_run(&u, o, &r, Ah, Bh, C0, out, &e_cuarr, why_cuarr,
                                 sizeof why_cuarr);
        }
        void *d[] = {u.A, u.B, u.C, u.pa, u.pb, u.pc};
        for (int k = 0; k < 6; k++)
            if (d[k])
                cb->Free(d[k]);
    }
report:;
    const double n3 = (double)c->n * (double)c->n * (double)c->n * (double)c->count;
    const double flops = c->trsm ? (c->cplx ? 4 : 1) * n3 : (c->cplx ? 8 : 2) * n3;
    const bench_table t = {34, 0, 1};
    bench_rates k = bench_rates_of(ctx, &r, (double)bytes * (c->trsm ? 3 : 4), flops);
    bench_print_result(&t, name, &r, &k, o->check);
    if (!c->trsm) { /* the per-matrix forms, and clmath's strided call against cuBLAS's */
        char b[3][32], e[2][16];
        printf("    per-matrix forms: clmath gemmBatched %s ms (err %s)%s%s",
               bench_fmt(b[0], 32, "%.4f", t_arr > 0 ? t_arr * 1e3 : -1),
               bench_err_str(e[0], 16, e_arr, o->check), why_arr[0] ? ": " : "", why_arr);
        if (r.ran_cub)
            printf(", cublas gemmBatched %s ms (err %s; strided clmath x%s)%s%s",
                   bench_fmt(b[1], 32, "%.4f", t_cuarr > 0 ? t_cuarr * 1e3 : -1),
                   bench_err_str(e[1], 16, e_cuarr, o->check),
                   bench_fmt(b[2], 32, "%.2f", t_cuarr > 0 && r.t_clm > 0 ? t_cuarr / r.t_clm : -1),
                   why_cuarr[0] ? ": " : "", why_cuarr);
        printf("\n");
    }
    fflush(stdout);
    if (s.A)
        clReleaseMemObject(s.A);
    if (s.B)
        clReleaseMemObject(s.B);
    if (s.C)
        clReleaseMemObject(s.C);
    free(Ah), free(Bh), free(C0), free(out), free(offs), free(sc);
    return r.t_clm > 0 && (!o->check || r.e_clm < 16) ? 0 : 1;
}

static int run(bench_ctx *ctx, const bench_opts *o, int trsm)
{
    printf("%s-batched: column-major, --shapes NxCOUNT (order N, COUNT matrices), reps %d, "
           "warmup %d, check %s; GB/s from %s operands' bytes\n",
           trsm ? "trsm" : "gemm", o->reps, o->warmup, o->check ? "on (256 samples)" : "off",
           trsm ? "three" : "four");
    const bench_table t = {34, 0, 1};
    bench_print_header(&t);
    int fails = 0;
    for (int ip = 0; ip < o->nprecs; ip++)
        for (int is = 0; is < o->nshapes; is++) {
            bcase c = {.trsm = trsm, .prec = o->precs[ip], .ta = o->transs[0],
                       .tb = o->transbs[0], .side = o->sides[0], .uplo = o->uplos[0],
                       .diag = o->diags[0]};
            c.ip = bench_prec_index(c.prec);
            c.cplx = c.ip >= 2;
            c.es = (size_t[]){4, 8, 8, 16}[c.ip];
            c.n = o->shapes[is].m;
            c.count = o->shapes[is].n;
            c.elems = c.n * c.n * c.count;
            memcpy(c.alpha, o->alpha, sizeof c.alpha);
            memcpy(c.beta, o->beta, sizeof c.beta);
            if (!c.cplx)
                c.alpha[1] = c.beta[1] = 0;
            if (trsm && c.n > 512) {
                printf("%ctrsm %zu: order above 512 not taken here\n", c.prec, c.n);
                continue;
            }
            fails += run_case(ctx, o, &c);
        }
    return fails ? 1 : 0;
}

static int run_gemm(bench_ctx *ctx, const bench_opts *o) { return run(ctx, o, 0); }
static int run_trsm(bench_ctx *ctx, const bench_opts *o) { return run(ctx, o, 1); }

const bench_routine bench_gemm_batched = {
    "gemm-batched",
    "C_i := alpha op(A_i) op(B_i) + beta C_i (clmath?gemmStridedBatched), --shapes NxCOUNT, vs "
    "cuBLAS's gemmStridedBatched and CLBlast's gemmBatched; both libraries' per-matrix forms",
    0, 1, run_gemm};
const bench_routine bench_trsm_batched = {
    "trsm-batched",
    "op(A_i) X_i = alpha B_i (clmath?trsmStridedBatched), --shapes NxCOUNT (N right-hand "
    "sides), vs cuBLAS's trsmBatched",
    0, 1, run_trsm};
