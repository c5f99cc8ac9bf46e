/*
 * clmath-bench gemm: C := alpha op(A) op(B) + beta C, timed for clmath and
 * the peers on the same inputs, checked against a host reference.
 *
 * Per case: random inputs in [-1, 1] on the host; nrot copies of A, B and C
 * on the device (bench_rot_count); one checked call on copy 0 with C fresh;
 * then bench_time (bench.h). CLBlast uses the same OpenCL buffers (C of
 * copy 0 reset before its checked call); cuBLAS gets its own copies in CUDA
 * memory. The check samples up to 256 elements of C, each against a long
 * double dot product, with the scaled error of TESTING.md.
 *
 * The ceiling is the FMA rate of the precision's real type
 * (bench_fma_ceiling, fma.c), measured once per run and type before the
 * cases: each GFLOP/s is also given as a fraction of it.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "bench.h"
#include "peers.h"

typedef struct gemm_case {
    char prec;
    int ip, cplx;
    size_t es;
    int order;  /* 0 = column-major, 1 = row-major */
    int ta, tb; /* 0 = N, 1 = T, 2 = C */
    size_t m, n, k, lda, ldb, ldc;
    double alpha[2], beta[2];
    size_t a_elems, b_elems, c_elems;
} gemm_case;

/* Element (r, c) of a stored matrix (the user's order). */
static size_t at(const gemm_case *g, size_t ld, size_t r, size_t c)
{
    return g->order ? r * ld + c : r + c * ld;
}

/* ---- host reference ---- */

/* max scaled error over up to 256 sampled elements of C (C0 before). */
static double gemm_error(const gemm_case *g, const void *A, const void *B, const void *C0,
                         const void *C)
{
    double eps = bench_eps(g->prec), worst = 0;
    size_t total = g->m * g->n, ns = total < 256 ? total : 256;
    unsigned long long seed = 12345;
    for (size_t s = 0; s < ns; s++) {
        size_t idx = ns == total ? s : (size_t)(bench_next_rand(&seed) % total);
        size_t i = idx % g->m, j = idx / g->m;
        long double sr = 0, si = 0;
        double gsum = 0;
        for (size_t k = 0; k < g->k; k++) {
            long double ar, ai, br, bi;
            bench_load(g->ip, A, g->ta ? at(g, g->lda, k, i) : at(g, g->lda, i, k), &ar, &ai);
            bench_load(g->ip, B, g->tb ? at(g, g->ldb, j, k) : at(g, g->ldb, k, j), &br, &bi);
            if (g->ta == 2)
                ai = -ai;
            if (g->tb == 2)
                bi = -bi;
            sr += ar * br - ai * bi;
            si += ar * bi + ai * br;
            gsum += bench_cabs(ar, ai) * bench_cabs(br, bi);
        }
        size_t ci = at(g, g->ldc, i, j);
        long double c0r, c0i, cr, cim;
        bench_load(g->ip, C0, ci, &c0r, &c0i);
        bench_load(g->ip, C, ci, &cr, &cim);
        long double alr = g->alpha[0], ali = g->alpha[1], ber = g->beta[0], bei = g->beta[1];
        long double refr = alr * sr - ali * si + ber * c0r - bei * c0i;
        long double refi = alr * si + ali * sr + ber * c0i + bei * c0r;
        double G = bench_cabs(alr, ali) * gsum + bench_cabs(ber * c0r - bei * c0i,
                                                            ber * c0i + bei * c0r);
        double e = bench_scaled_error(bench_cabs(cr - refr, cim - refi), G, eps);
        if (e > worst)
            worst = e;
    }
    return worst;
}

/* ---- clmath and CLBlast ---- */

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const gemm_case *g;
    bench_rot *A, *B, *C;
    const bench_clblast *clb;
} cl_state;

static clblasTranspose cl_trans(int t)
{
    return t == 0 ? clblasNoTrans : t == 1 ? clblasTrans : clblasConjTrans;
}

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const gemm_case *g = s->g;
    clblasOrder ord = g->order ? clblasRowMajor : clblasColumnMajor;
    clblasTranspose ta = cl_trans(g->ta), tb = cl_trans(g->tb);
    cl_mem A = s->A->mem[rot], B = s->B->mem[rot], C = s->C->mem[rot];
    clblasStatus st;
    switch (g->ip) {
    case 0:
        st = clblasSgemm(ord, ta, tb, g->m, g->n, g->k, (cl_float)g->alpha[0], A, 0, g->lda, B,
                         0, g->ldb, (cl_float)g->beta[0], C, 0, g->ldc, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    case 1:
        st = clblasDgemm(ord, ta, tb, g->m, g->n, g->k, g->alpha[0], A, 0, g->lda, B, 0, g->ldb,
                         g->beta[0], C, 0, g->ldc, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    case 2:
        st = clblasCgemm(ord, ta, tb, g->m, g->n, g->k,
                         floatComplex((float)g->alpha[0], (float)g->alpha[1]), A, 0, g->lda, B, 0,
                         g->ldb, floatComplex((float)g->beta[0], (float)g->beta[1]), C, 0,
                         g->ldc, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    default:
        st = clblasZgemm(ord, ta, tb, g->m, g->n, g->k, doubleComplex(g->alpha[0], g->alpha[1]),
                         A, 0, g->lda, B, 0, g->ldb, doubleComplex(g->beta[0], g->beta[1]), C, 0,
                         g->ldc, 1, &s->q, 0, NULL, bench_clm_event);
        break;
    }
    if (st != clblasSuccess) {
        snprintf(why, whylen, "clblas%cgemm returned status %d", g->prec - 32, (int)st);
        return 1;
    }
    return 0;
}

static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    const gemm_case *g = s->g;
    const bench_clblast *b = s->clb;
    int lay = g->order ? BCLB_ROW_MAJOR : BCLB_COL_MAJOR;
    static const int tr[] = {BCLB_TRANS_NO, BCLB_TRANS_YES, BCLB_TRANS_CONJ};
    int ta = tr[g->ta], tb = tr[g->tb];
    cl_mem A = s->A->mem[rot], B = s->B->mem[rot], C = s->C->mem[rot];
    int st;
    switch (g->ip) {
    case 0:
        st = b->sgemm(lay, ta, tb, g->m, g->n, g->k, (float)g->alpha[0], A, 0, g->lda, B, 0,
                      g->ldb, (float)g->beta[0], C, 0, g->ldc, &s->q, NULL);
        break;
    case 1:
        st = b->dgemm(lay, ta, tb, g->m, g->n, g->k, g->alpha[0], A, 0, g->lda, B, 0, g->ldb,
                      g->beta[0], C, 0, g->ldc, &s->q, NULL);
        break;
    case 2: {
        cl_float2 al = {{(float)g->alpha[0], (float)g->alpha[1]}};
        cl_float2 be = {{(float)g->beta[0], (float)g->beta[1]}};
        st = b->cgemm(lay, ta, tb, g->m, g->n, g->k, al, A, 0, g->lda, B, 0, g->ldb, be, C, 0,
                      g->ldc, &s->q, NULL);
        break;
    }
    default: {
        cl_double2 al = {{g->alpha[0], g->alpha[1]}}, be = {{g->beta[0], g->beta[1]}};
        st = b->zgemm(lay, ta, tb, g->m, g->n, g->k, al, A, 0, g->lda, B, 0, g->ldb, be, C, 0,
                      g->ldc, &s->q, NULL);
        break;
    }
    }
    if (st != 0) {
        snprintf(why, whylen, "CLBlast%cgemm returned status %d", g->prec - 32, st);
        return 1;
    }
    return 0;
}

/* C of copy 0 back to C0, one call, C read back into Cout, its error. */
static int cl_checked(cl_state *s, bench_call_fn call, const void *Ah, const void *Bh,
                      const void *C0h, void *Cout, double *err, char *why, size_t whylen)
{
    const gemm_case *g = s->g;
    size_t bc = g->c_elems * g->es;
    cl_int e = clEnqueueWriteBuffer(s->q, s->C->mem[0], CL_TRUE, 0, bc, C0h, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "resetting C: %s", bench_cl_error(e));
        return 1;
    }
    if (call(s, 0, why, whylen) || bench_cl_finish(s, why, whylen))
        return 1;
    e = clEnqueueReadBuffer(s->q, s->C->mem[0], CL_TRUE, 0, bc, Cout, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "reading C: %s", bench_cl_error(e));
        return 1;
    }
    *err = gemm_error(g, Ah, Bh, C0h, Cout);
    return 0;
}

/* ---- cuBLAS ---- */

typedef struct cu_state {
    bench_cublas *cb; /* first: bench_cublas_sync */
    const gemm_case *g;
    bench_curot A, B, C;
    _Alignas(16) unsigned char alpha[16], beta[16];
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    const gemm_case *g = s->g;
    static const int op[] = {BCUBLAS_OP_N, BCUBLAS_OP_T, BCUBLAS_OP_C};
    char *A = bench_curot_at(&s->A, rot), *B = bench_curot_at(&s->B, rot);
    /* Row-major: C^T = op(B)^T op(A)^T in column-major, as in clmath. */
    bcublas_status st =
        g->order ? s->cb->gemm[g->ip](s->cb->handle, op[g->tb], op[g->ta], (int)g->n, (int)g->m,
                                      (int)g->k, s->alpha, B, (int)g->ldb, A, (int)g->lda,
                                      s->beta, bench_curot_at(&s->C, rot), (int)g->ldc)
                 : s->cb->gemm[g->ip](s->cb->handle, op[g->ta], op[g->tb], (int)g->m, (int)g->n,
                                      (int)g->k, s->alpha, A, (int)g->lda, B, (int)g->ldb,
                                      s->beta, bench_curot_at(&s->C, rot), (int)g->ldc);
    if (st != 0) {
        snprintf(why, whylen, "cublas%cgemm returned status %d", g->prec - 32, st);
        return 1;
    }
    return 0;
}

static void scalar_bytes(const gemm_case *g, const double v[2], unsigned char out[16])
{
    if (g->prec == 's' || g->prec == 'c') {
        float f[2] = {(float)v[0], (float)v[1]};
        memcpy(out, f, sizeof f);
    } else {
        memcpy(out, v, 2 * sizeof(double));
    }
}

static void run_cublas(bench_cublas *cb, const gemm_case *g, const void *Ah, const void *Bh,
                       const void *C0h, void *Cout, const bench_opts *o, bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .g = g};
    if (!cb->gemm[g->ip]) {
        snprintf(why, whylen, "cublas%cgemm_v2 not found", g->prec - 32);
        return;
    }
    if (g->m > INT_MAX || g->n > INT_MAX || g->k > INT_MAX || g->lda > INT_MAX ||
        g->ldb > INT_MAX || g->ldc > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return;
    }
    scalar_bytes(g, g->alpha, s.alpha);
    scalar_bytes(g, g->beta, s.beta);
    size_t bc = g->c_elems * g->es;
    if (bench_curot_alloc(cb, &s.A, g->a_elems * g->es, r->nrot, Ah, why, whylen) ||
        bench_curot_alloc(cb, &s.B, g->b_elems * g->es, r->nrot, Bh, why, whylen) ||
        bench_curot_alloc(cb, &s.C, bc, r->nrot, C0h, why, whylen))
        goto done;
    if (o->check) {
        if (cublas_call(&s, 0, why, whylen) || bench_cublas_sync(&s, why, whylen))
            goto done;
        bcuda_error e = cb->Memcpy(Cout, s.C.mem, bc, BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        r->e_cub = gemm_error(g, Ah, Bh, C0h, Cout);
    }
    r->t_cub = bench_time_peer(cublas_call, bench_cublas_sync, &s, r, o, why, whylen);
done:
    bench_curot_free(cb, &s.A);
    bench_curot_free(cb, &s.B);
    bench_curot_free(cb, &s.C);
}

/* ---- one case ---- */

static void report_case(bench_ctx *ctx, const bench_opts *o, const gemm_case *g,
                        const char *name, const bench_result *r)
{
    double flops = (g->cplx ? 8.0 : 2.0) * (double)g->m * (double)g->n * (double)g->k;
    double ceil = bench_fma_ceiling(ctx, o, g->ip & 1);
    double gf[3] = {r->t_clm > 0 ? flops / r->t_clm / 1e9 : -1,
                    r->t_cub > 0 ? flops / r->t_cub / 1e9 : -1,
                    r->t_clb > 0 ? flops / r->t_clb / 1e9 : -1};
    double frac = gf[0] > 0 && ceil > 0 ? gf[0] / ceil : -1;
    double rc = gf[0] > 0 && gf[1] > 0 ? gf[0] / gf[1] : -1;
    double rb = gf[0] > 0 && gf[2] > 0 ? gf[0] / gf[2] : -1;
    char b[9][32], e[3][16];
    printf("%-30s %9s %8s %6s | %9s %8s %6s | %9s %8s %6s | %7s %7s %7s\n", name,
           bench_fmt(b[0], 32, "%.4f", r->t_clm > 0 ? r->t_clm * 1e3 : -1),
           bench_fmt(b[1], 32, "%.2f", gf[0] > 0 ? gf[0] / 1e3 : -1),
           bench_fmt(b[2], 32, "%.1f%%", frac * 100),
           r->ran_cub ? bench_fmt(b[3], 32, "%.4f", r->t_cub > 0 ? r->t_cub * 1e3 : -1) : "-",
           r->ran_cub ? bench_fmt(b[4], 32, "%.2f", gf[1] > 0 ? gf[1] / 1e3 : -1) : "-",
           r->ran_cub ? bench_fmt(b[5], 32, "%.2f", rc) : "-",
           r->ran_clb ? bench_fmt(b[6], 32, "%.4f", r->t_clb > 0 ? r->t_clb * 1e3 : -1) : "-",
           r->ran_clb ? bench_fmt(b[7], 32, "%.2f", gf[2] > 0 ? gf[2] / 1e3 : -1) : "-",
           r->ran_clb ? bench_fmt(b[8], 32, "%.2f", rb) : "-",
           bench_err_str(e[0], 16, r->e_clm, o->check),
           bench_err_str(e[1], 16, r->e_cub, o->check && r->ran_cub),
           bench_err_str(e[2], 16, r->e_clb, o->check && r->ran_clb));
    if (r->why_clm[0])
        printf("    clmath n/a: %s\n", r->why_clm);
    if (r->why_cub[0] && strcmp(r->why_cub, "not loaded") != 0)
        printf("    cublas n/a: %s\n", r->why_cub);
    if (r->why_clb[0] && strcmp(r->why_clb, "not loaded") != 0)
        printf("    clblast n/a: %s\n", r->why_clb);
    fflush(stdout);
    if (!ctx->csv)
        return;
    static const char tr[] = "ntc";
    bench_row row;
    bench_row_init(&row);
    bench_row_set(&row, "routine", "gemm");
    bench_row_set(&row, "precision", "%c", g->prec);
    bench_row_set(&row, "order", "%s", g->order ? "row" : "col");
    bench_row_set(&row, "trans", "%c%c", tr[g->ta], tr[g->tb]);
    bench_row_set(&row, "m", "%zu", g->m);
    bench_row_set(&row, "n", "%zu", g->n);
    bench_row_set(&row, "k", "%zu", g->k);
    bench_row_set(&row, "lda", "%zu", g->lda);
    bench_row_set(&row, "alpha", "%g,%g", g->alpha[0], g->alpha[1]);
    bench_row_set(&row, "beta", "%g,%g", g->beta[0], g->beta[1]);
    bench_rates k = {-1, -1, -1, gf[0], -1, rc, rb};
    bench_row_set_result(&row, ctx, o, r, &k);
    /* GB/s mean nothing here: blank, not -1 */
    bench_row_set(&row, "clmath_GBps", "%s", "");
    bench_row_set(&row, "cublas_GBps", "%s", "");
    bench_row_set(&row, "clblast_GBps", "%s", "");
    if (ceil > 0)
        bench_row_set(&row, "fma_GFLOPs", "%.1f", ceil);
    if (frac > 0)
        bench_row_set(&row, "frac_of_fma", "%.4f", frac);
    if (gf[1] > 0)
        bench_row_set(&row, "cublas_GFLOPs", "%.2f", gf[1]);
    if (gf[2] > 0)
        bench_row_set(&row, "clblast_GFLOPs", "%.2f", gf[2]);
    bench_row_write(ctx, &row);
}

static int run_case(bench_ctx *ctx, const bench_opts *o, gemm_case *g)
{
    bench_peers *peers = ctx->peers;
    static const char tr[] = "NTC";
    char name[96];
    snprintf(name, sizeof name, "%cgemm %c%c %s %zux%zux%zu", g->prec, tr[g->ta], tr[g->tb],
             g->order ? "row" : "col", g->m, g->n, g->k);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    void *Ah = NULL, *Bh = NULL, *C0h = NULL, *Cout = NULL;
    bench_rot A, B, C;
    memset(&A, 0, sizeof A), memset(&B, 0, sizeof B), memset(&C, 0, sizeof C);
    size_t bA = g->a_elems * g->es, bB = g->b_elems * g->es, bC = g->c_elems * g->es;
    if ((g->prec == 'd' || g->prec == 'z') && !ctx->has_fp64) {
        snprintf(why, whylen, "the device has no double precision");
        goto report;
    }
    size_t big = bA > bB ? (bA > bC ? bA : bC) : (bB > bC ? bB : bC);
    if (big > ctx->max_alloc) {
        snprintf(why, whylen, "an operand (%zu bytes) exceeds the device's max allocation", big);
        goto report;
    }
    r.nrot = bench_rot_count(ctx, o, big, bA + bB + bC + 3 * ctx->base_align);
    Ah = malloc(bA), Bh = malloc(bB), C0h = malloc(bC), Cout = malloc(bC);
    if (!Ah || !Bh || !C0h || !Cout) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ (g->m * 1000003ULL + g->n * 7919ULL +
                                                      g->k * 31ULL + (unsigned)g->ip);
    bench_fill(g->prec, Ah, g->a_elems, &seed);
    bench_fill(g->prec, Bh, g->b_elems, &seed);
    bench_fill(g->prec, C0h, g->c_elems, &seed);
    if (bench_rot_alloc(ctx, &A, bA, r.nrot, Ah, why, whylen) ||
        bench_rot_alloc(ctx, &B, bB, r.nrot, Bh, why, whylen) ||
        bench_rot_alloc(ctx, &C, bC, r.nrot, C0h, why, whylen))
        goto report;
    cl_state s = {ctx->env.queue, g, &A, &B, &C, peers ? &peers->clblast : NULL};
    if (!o->check || cl_checked(&s, clmath_call, Ah, Bh, C0h, Cout, &r.e_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r.nrot, o, &r.batch, why,
                                  whylen);
    if (r.ran_clb && bench_clblast_usable(ctx, s.clb && s.clb->sgemm ? NULL : "CLBlastSgemm",
                                          0, &r) &&
        (!o->check || cl_checked(&s, clblast_call, Ah, Bh, C0h, Cout, &r.e_clb, r.why_clb,
                                 sizeof r.why_clb) == 0))
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &s, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    if (r.ran_cub && bench_cublas_usable(ctx, &r))
        run_cublas(&peers->cublas, g, Ah, Bh, C0h, Cout, o, &r);
report:
    report_case(ctx, o, g, name, &r);
    bench_rot_free(&A);
    bench_rot_free(&B);
    bench_rot_free(&C);
    free(Ah), free(Bh), free(C0h), free(Cout);
    return r.t_clm > 0 && (!o->check || r.e_clm < 16) ? 0 : 1;
}

static void setup_case(gemm_case *g, const bench_opts *o, char prec, int order, int ta, int tb,
                       bench_shape sh)
{
    memset(g, 0, sizeof *g);
    g->prec = prec;
    g->ip = bench_prec_index(prec);
    g->cplx = g->ip >= 2;
    g->es = (size_t[]){4, 8, 8, 16}[g->ip];
    g->order = order;
    g->ta = ta, g->tb = tb;
    g->m = sh.m, g->n = sh.n, g->k = sh.k ? sh.k : sh.n;
    /* stored rows x cols of each operand as the user passes it */
    size_t ar = ta ? g->k : g->m, ac = ta ? g->m : g->k;
    size_t br = tb ? g->n : g->k, bc = tb ? g->k : g->n;
    g->lda = order ? ac : ar;
    g->ldb = order ? bc : br;
    g->ldc = order ? g->n : g->m;
    g->a_elems = ar * ac, g->b_elems = br * bc, g->c_elems = g->m * g->n;
    memcpy(g->alpha, o->alpha, sizeof g->alpha);
    memcpy(g->beta, o->beta, sizeof g->beta);
    if (!g->cplx)
        g->alpha[1] = g->beta[1] = 0;
}

static int run_gemm(bench_ctx *ctx, const bench_opts *o)
{
    int fails = 0;
    for (int ip = 0; ip < o->nprecs; ip++) /* measured before the cases, printed first */
        bench_fma_ceiling(ctx, o, bench_prec_index(o->precs[ip]) & 1);
    printf("gemm: alpha %g,%g beta %g,%g, minimum leading dimensions, reps %d, warmup %d, "
           "check %s\n",
           o->alpha[0], o->alpha[1], o->beta[0], o->beta[1], o->reps, o->warmup,
           o->check ? "on (256 sampled elements)" : "off");
    printf("%-30s %9s %8s %6s | %9s %8s %6s | %9s %8s %6s | %7s %7s %7s\n", "case", "clmath_ms",
           "TFLOP/s", "%fma", "cublas_ms", "TFLOP/s", "ratio", "clblast_ms", "TFLOP/s", "ratio",
           "err_clm", "err_cub", "err_clb");
    for (int ip = 0; ip < o->nprecs; ip++)
        for (int io = 0; io < o->norders; io++)
            for (int ia = 0; ia < o->ntrans; ia++)
                for (int ib = 0; ib < o->ntransb; ib++)
                    for (int is = 0; is < o->nshapes; is++) {
                        gemm_case g;
                        setup_case(&g, o, o->precs[ip], o->orders[io], o->transs[ia],
                                   o->transbs[ib], o->shapes[is]);
                        fails += run_case(ctx, o, &g);
                    }
    return fails ? 1 : 0;
}

const bench_routine bench_gemm = {
    "gemm", "C := alpha op(A) op(B) + beta C (clblas?gemm), vs cuBLAS and CLBlast; FMA ceiling",
    0, 1, run_gemm};
