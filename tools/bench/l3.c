/*
 * clmath-bench Level 3 engine: the cases of syrk, herk, syr2k, her2k, symm,
 * hemm, trmm and trsm (l3.h), run as gemm.c runs gemm's.
 *
 * Per case: host data from the kind's fill; nrot copies of A, B and C on the
 * device (bench_rot_count); per library one checked call on copy 0 with C
 * reset to C0 (and the checked A where the timed calls have their own), C
 * read back and checked on the host; then bench_time over the copies.
 * CLBlast uses the same OpenCL buffers; cuBLAS gets its own copies in CUDA
 * memory. A clmath routine that returns clblasNotImplemented is shown as
 * n/a (not a failure) and the peers still run.
 *
 * Rates: GFLOP/s of the kind's flop count (LAPACK Working Note 41: real
 * flops = multiplications + additions; complex = 6 x multiplications + 2 x
 * additions), as TFLOP/s in the table, and as a fraction of the FMA ceiling
 * of the precision's real type (fma.c) measured at the start of the run.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>

#include "l3.h"

/* ---- helpers ---- */

void l3_dims(const l3_case *c, size_t rows, size_t cols, size_t *ld, size_t *elems)
{
    *ld = c->order ? cols : rows;
    if (*ld == 0)
        *ld = 1;
    *elems = rows * cols;
}

double l3_rand(unsigned long long *seed)
{
    long long v = (long long)(bench_next_rand(seed) >> 11); /* 0 .. 2^53-1 */
    return (double)(2 * v + 1 - (1LL << 53)) * (1.0 / (double)(1LL << 53));
}

void l3_store(const l3_case *c, void *buf, size_t i, double re, double im)
{
    switch (c->ip) {
    case 0: ((float *)buf)[i] = (float)re; break;
    case 1: ((double *)buf)[i] = re; break;
    case 2: ((float *)buf)[2 * i] = (float)re, ((float *)buf)[2 * i + 1] = (float)im; break;
    default: ((double *)buf)[2 * i] = re, ((double *)buf)[2 * i + 1] = im; break;
    }
}

void l3_fill_nan(const l3_case *c, void *buf, size_t elems)
{
    for (size_t i = 0; i < elems; i++)
        l3_store(c, buf, i, NAN, NAN);
}

void l3_scalar_bytes(const l3_case *c, const double v[2], unsigned char out[16])
{
    if (c->prec == 's' || c->prec == 'c') {
        float f[2] = {(float)v[0], (float)v[1]};
        memcpy(out, f, sizeof f);
    } else {
        memcpy(out, v, 2 * sizeof(double));
    }
}

cl_float2 l3_f2(const double v[2])
{
    cl_float2 r = {{(float)v[0], (float)v[1]}};
    return r;
}

cl_double2 l3_d2(const double v[2])
{
    cl_double2 r = {{v[0], v[1]}};
    return r;
}

size_t l3_sample(size_t s, size_t ns, size_t total, unsigned long long *seed)
{
    return ns == total ? s : (size_t)(bench_next_rand(seed) % total);
}

int l3_clb_layout(const l3_case *c) { return c->order ? BCLB_ROW_MAJOR : BCLB_COL_MAJOR; }

int l3_clb_trans(int trans)
{
    return trans == 0 ? BCLB_TRANS_NO : trans == 1 ? BCLB_TRANS_YES : BCLB_TRANS_CONJ;
}

/* "clblasSsyrk", "CLBlastZher2k", "cublasCtrsm_v2" */
static void lib_name(char *buf, size_t len, const char *prefix, const l3_case *c,
                     const char *suffix)
{
    snprintf(buf, len, "%s%c%s%s", prefix, c->prec - 32, c->kind->name, suffix);
}

/* ---- clmath and CLBlast ---- */

typedef struct cl_state {
    cl_command_queue q; /* first: bench_cl_finish */
    const l3_case *c;
    bench_rot *A, *B, *C;
    const bench_clblast *clb;
    int not_implemented;    /* clmath said clblasNotImplemented */
} cl_state;

static cl_mem rot_mem(const bench_rot *r, int rot) { return r && r->mem ? r->mem[rot] : NULL; }

static int clmath_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    int st = s->c->kind->clmath(s->c, &s->q, s->A->mem[rot], rot_mem(s->B, rot), s->C->mem[rot]);
    if (st == clblasSuccess)
        return 0;
    char name[32];
    lib_name(name, sizeof name, "clblas", s->c, "");
    if (st == clblasNotImplemented) {
        s->not_implemented = 1;
        snprintf(why, whylen, "%s returned clblasNotImplemented (%d)", name, st);
    } else {
        snprintf(why, whylen, "%s returned status %d", name, st);
    }
    return 1;
}

static int clblast_call(void *state, int rot, char *why, size_t whylen)
{
    cl_state *s = state;
    int st = s->c->kind->clblast(s->c, s->clb, &s->q, s->A->mem[rot], rot_mem(s->B, rot),
                                 s->C->mem[rot]);
    if (st == 0)
        return 0;
    char name[32];
    lib_name(name, sizeof name, "CLBlast", s->c, "");
    if (st == L3_MISSING)
        snprintf(why, whylen, "%s not in the library", name);
    else if (st == BCLB_NOT_IMPLEMENTED)
        snprintf(why, whylen, "%s returned CLBlastNotImplemented (%d)", name, st);
    else
        snprintf(why, whylen, "%s returned status %d", name, st);
    return 1;
}

/* C of copy 0 back to C0, one call with the checked A, C read back into
 * Cout, its error. */
static int cl_checked(cl_state *s0, bench_rot *Achk, bench_call_fn call,
                      const void *Ah, const void *Bh, const void *C0h, void *Cout, double *err,
                      char *why, size_t whylen)
{
    cl_state s = *s0;
    s.A = Achk;
    const l3_case *c = s.c;
    size_t bc = c->c_elems * c->es;
    cl_int e = clEnqueueWriteBuffer(s.q, s.C->mem[0], CL_TRUE, 0, bc, C0h, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "resetting C: %s", bench_cl_error(e));
        return 1;
    }
    int rc = call(&s, 0, why, whylen);
    s0->not_implemented |= s.not_implemented;
    if (rc || bench_cl_finish(&s, why, whylen))
        return 1;
    e = clEnqueueReadBuffer(s.q, s.C->mem[0], CL_TRUE, 0, bc, Cout, 0, NULL, NULL);
    if (e != CL_SUCCESS) {
        snprintf(why, whylen, "reading C: %s", bench_cl_error(e));
        return 1;
    }
    *err = c->kind->error(c, Ah, Bh, C0h, Cout);
    return 0;
}

/* ---- cuBLAS ---- */

typedef struct cu_state {
    bench_cublas *cb; /* first: bench_cublas_sync */
    const l3_case *c;
    bench_curot A, B, C;
} cu_state;

static int cublas_call(void *state, int rot, char *why, size_t whylen)
{
    cu_state *s = state;
    int st = s->c->kind->cublas(s->c, s->cb, bench_curot_at(&s->A, rot),
                                s->B.mem ? bench_curot_at(&s->B, rot) : NULL,
                                bench_curot_at(&s->C, rot));
    if (st == 0)
        return 0;
    char name[32];
    lib_name(name, sizeof name, "cublas", s->c, "_v2");
    if (st == L3_MISSING)
        snprintf(why, whylen, "%s not found", name);
    else
        snprintf(why, whylen, "%s returned status %d", name, st);
    return 1;
}

typedef struct host_data {
    const void *A, *At, *B, *C0;
    void *Cout;
} host_data;

static void run_cublas(bench_cublas *cb, const l3_case *c, const host_data *h,
                       const bench_opts *o, bench_result *r)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    cu_state s = {.cb = cb, .c = c};
    bench_curot Achk = {0};
    if (c->m > INT_MAX || c->n > INT_MAX || c->k > INT_MAX || c->lda > INT_MAX ||
        c->ldb > INT_MAX || c->ldc > INT_MAX) {
        snprintf(why, whylen, "dimensions beyond cuBLAS's int range");
        return;
    }
    size_t bc = c->c_elems * c->es;
    if (bench_curot_alloc(cb, &s.A, c->a_elems * c->es, r->nrot, h->At ? h->At : h->A, why,
                          whylen) ||
        (h->At && bench_curot_alloc(cb, &Achk, c->a_elems * c->es, 1, h->A, why, whylen)) ||
        (c->b_elems && bench_curot_alloc(cb, &s.B, c->b_elems * c->es, r->nrot, h->B, why,
                                         whylen)) ||
        bench_curot_alloc(cb, &s.C, bc, r->nrot, h->C0, why, whylen))
        goto done;
    if (o->check) {
        cu_state chk = s;
        if (h->At)
            chk.A = Achk;
        if (cublas_call(&chk, 0, why, whylen) || bench_cublas_sync(&chk, why, whylen))
            goto done;
        bcuda_error e = cb->Memcpy(h->Cout, s.C.mem, bc, BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        r->e_cub = c->kind->error(c, h->A, h->B, h->C0, h->Cout);
    }
    r->t_cub = bench_time_peer(cublas_call, bench_cublas_sync, &s, r, o, why, whylen);
done:
    bench_curot_free(cb, &s.A);
    bench_curot_free(cb, &Achk);
    bench_curot_free(cb, &s.B);
    bench_curot_free(cb, &s.C);
}

/* ---- one case ---- */

static void case_name(const l3_case *c, char *buf, size_t len)
{
    static const char tr[] = "NTC";
    char flags[8];
    int f = 0;
    if (c->kind->uses_side)
        flags[f++] = c->side ? 'R' : 'L';
    flags[f++] = c->uplo ? 'L' : 'U';
    if (c->kind->uses_trans)
        flags[f++] = tr[c->trans];
    if (c->kind->uses_diag)
        flags[f++] = c->diag ? 'U' : 'N';
    flags[f] = 0;
    if (c->kind->syrk_dims)
        snprintf(buf, len, "%c%s %s %s %zux%zu", c->prec, c->kind->name, flags,
                 c->order ? "row" : "col", c->n, c->k);
    else
        snprintf(buf, len, "%c%s %s %s %zux%zu", c->prec, c->kind->name, flags,
                 c->order ? "row" : "col", c->m, c->n);
}

static void print_header(const l3_kind *kind, const bench_opts *o)
{
    printf("%s: alpha %g,%g beta %g,%g, minimum leading dimensions, reps %d, warmup %d, "
           "check %s\n%s: flops %s\n",
           kind->name, o->alpha[0], o->alpha[1], o->beta[0], o->beta[1], o->reps, o->warmup,
           o->check ? "on (256 sampled elements)" : "off", kind->name, kind->flops_text);
    printf("%-32s %9s %8s %6s | %9s %8s %6s | %9s %8s %6s | %7s %7s %7s\n", "case",
           "clmath_ms", "TFLOP/s", "%fma", "cublas_ms", "TFLOP/s", "ratio", "clblast_ms",
           "TFLOP/s", "ratio", "err_clm", "err_cub", "err_clb");
}

static void report_case(bench_ctx *ctx, const bench_opts *o, const l3_case *c,
                        const char *name, const bench_result *r)
{
    double flops = c->kind->flops(c);
    double ceil = bench_fma_ceiling(ctx, o, c->ip & 1);
    double gf[3] = {r->t_clm > 0 ? flops / r->t_clm / 1e9 : -1,
                    r->t_cub > 0 ? flops / r->t_cub / 1e9 : -1,
                    r->t_clb > 0 ? flops / r->t_clb / 1e9 : -1};
    double frac = gf[0] > 0 && ceil > 0 ? gf[0] / ceil : -1;
    double rc = gf[0] > 0 && gf[1] > 0 ? gf[0] / gf[1] : -1;
    double rb = gf[0] > 0 && gf[2] > 0 ? gf[0] / gf[2] : -1;
    char b[9][32], e[3][16];
    printf("%-32s %9s %8s %6s | %9s %8s %6s | %9s %8s %6s | %7s %7s %7s\n", name,
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
    bench_row_set(&row, "routine", "%s", c->kind->name);
    bench_row_set(&row, "precision", "%c", c->prec);
    bench_row_set(&row, "order", "%s", c->order ? "row" : "col");
    if (c->kind->uses_side)
        bench_row_set(&row, "side", "%c", c->side ? 'r' : 'l');
    bench_row_set(&row, "uplo", "%c", c->uplo ? 'l' : 'u');
    if (c->kind->uses_trans)
        bench_row_set(&row, "trans", "%c", tr[c->trans]);
    if (c->kind->uses_diag)
        bench_row_set(&row, "diag", "%c", c->diag ? 'u' : 'n');
    if (!c->kind->syrk_dims)
        bench_row_set(&row, "m", "%zu", c->m);
    bench_row_set(&row, "n", "%zu", c->n);
    if (c->kind->syrk_dims)
        bench_row_set(&row, "k", "%zu", c->k);
    bench_row_set(&row, "lda", "%zu", c->lda);
    bench_row_set(&row, "alpha", "%g,%g", c->alpha[0], c->alpha[1]);
    if (!c->kind->uses_diag) /* trmm and trsm have no beta */
        bench_row_set(&row, "beta", "%g,%g", c->beta[0], c->beta[1]);
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

static int run_case(bench_ctx *ctx, const bench_opts *o, const l3_case *c)
{
    bench_peers *peers = ctx->peers;
    char name[96];
    case_name(c, name, sizeof name);
    bench_result r;
    bench_result_init(&r, ctx);
    char *why = r.why_clm;
    size_t whylen = sizeof r.why_clm;
    void *Ah = NULL, *Ath = NULL, *Bh = NULL, *C0h = NULL, *Cout = NULL;
    bench_rot A, Achk, B, C;
    memset(&A, 0, sizeof A), memset(&Achk, 0, sizeof Achk);
    memset(&B, 0, sizeof B), memset(&C, 0, sizeof C);
    cl_state s = {ctx->env.queue, c, &A, c->b_elems ? &B : NULL, &C,
                  peers ? &peers->clblast : NULL, 0};
    size_t bA = c->a_elems * c->es, bB = c->b_elems * c->es, bC = c->c_elems * c->es;
    if ((c->prec == 'd' || c->prec == 'z') && !ctx->has_fp64) {
        snprintf(why, whylen, "the device has no double precision");
        goto report;
    }
    size_t big = bA > bB ? (bA > bC ? bA : bC) : (bB > bC ? bB : bC);
    if (big > ctx->max_alloc) {
        snprintf(why, whylen, "an operand (%zu bytes) exceeds the device's max allocation", big);
        goto report;
    }
    r.nrot = bench_rot_count(ctx, o, big, bA + bB + bC + 3 * ctx->base_align);
    Ah = malloc(bA), C0h = malloc(bC), Cout = malloc(bC);
    Ath = c->kind->timed_a ? malloc(bA) : NULL;
    Bh = bB ? malloc(bB) : NULL;
    if (!Ah || !C0h || !Cout || (c->kind->timed_a && !Ath) || (bB && !Bh)) {
        snprintf(why, whylen, "out of host memory");
        goto report;
    }
    unsigned long long seed = 0x9E3779B97F4A7C15ULL ^ (c->m * 1000003ULL + c->n * 7919ULL +
                                                      c->k * 31ULL + (unsigned)c->ip);
    c->kind->fill(c, Ah, Ath, Bh, C0h, seed);
    if (bench_rot_alloc(ctx, &A, bA, r.nrot, Ath ? Ath : Ah, why, whylen) ||
        (Ath && bench_rot_alloc(ctx, &Achk, bA, 1, Ah, why, whylen)) ||
        (bB && bench_rot_alloc(ctx, &B, bB, r.nrot, Bh, why, whylen)) ||
        bench_rot_alloc(ctx, &C, bC, r.nrot, C0h, why, whylen))
        goto report;
    bench_rot *chkA = Ath ? &Achk : &A;
    if (!o->check ||
        cl_checked(&s, chkA, clmath_call, Ah, Bh, C0h, Cout, &r.e_clm, why, whylen) == 0)
        r.t_clm = bench_time_call(clmath_call, bench_cl_finish, &s, r.nrot, o, &r.batch, why,
                                  whylen);
    if (r.ran_clb && bench_clblast_usable(ctx, NULL, 0, &r) &&
        (!o->check || cl_checked(&s, chkA, clblast_call, Ah, Bh, C0h, Cout, &r.e_clb,
                                 r.why_clb, sizeof r.why_clb) == 0))
        r.t_clb = bench_time_peer(clblast_call, bench_cl_finish, &s, &r, o, r.why_clb,
                                  sizeof r.why_clb);
    if (r.ran_cub && bench_cublas_usable(ctx, &r)) {
        host_data h = {Ah, Ath, Bh, C0h, Cout};
        run_cublas(&peers->cublas, c, &h, o, &r);
    }
report:
    report_case(ctx, o, c, name, &r);
    bench_rot_free(&A);
    bench_rot_free(&Achk);
    bench_rot_free(&B);
    bench_rot_free(&C);
    free(Ah), free(Ath), free(Bh), free(C0h), free(Cout);
    if (s.not_implemented)
        return 0; /* n/a, said above: not a failure of what clmath provides */
    return r.t_clm > 0 && (!o->check || r.e_clm < 16) ? 0 : 1;
}

int l3_run(bench_ctx *ctx, const bench_opts *o, const l3_kind *kind)
{
    int fails = 0;
    char precs[BENCH_MAX_LIST];
    int np = 0;
    for (int ip = 0; ip < o->nprecs && ip < BENCH_MAX_LIST; ip++) {
        char p = o->precs[ip];
        if (kind->complex_only && (p == 's' || p == 'd')) {
            if (!o->precs_default) {
                printf("%s: complex only (c, z): precision %c skipped\n", kind->name, p);
                continue;
            }
            p = 'c';
        }
        precs[np++] = p;
    }
    for (int ip = 0; ip < np; ip++) /* measured before the cases, printed first */
        bench_fma_ceiling(ctx, o, bench_prec_index(precs[ip]) & 1);
    print_header(kind, o);
    /* every combination, shapes innermost */
    int nside = kind->uses_side ? o->nsides : 1, ntrans = kind->uses_trans ? o->ntrans : 1;
    int ndiag = kind->uses_diag ? o->ndiags : 1;
    long dims[6] = {o->norders, nside, o->nuplos, ntrans, ndiag, o->nshapes};
    for (int ip = 0; ip < np; ip++) {
        long total = 1;
        for (int d = 0; d < 6; d++)
            total *= dims[d];
        for (long t = 0; t < total; t++) {
            long x[6], rest = t;
            for (int d = 5; d >= 0; d--)
                x[d] = rest % dims[d], rest /= dims[d];
            l3_case c;
            memset(&c, 0, sizeof c);
            c.kind = kind;
            c.prec = precs[ip];
            c.ip = bench_prec_index(c.prec);
            c.cplx = c.ip >= 2;
            c.es = (size_t[]){4, 8, 8, 16}[c.ip];
            c.order = o->orders[x[0]];
            c.side = kind->uses_side ? o->sides[x[1]] : 0;
            c.uplo = o->uplos[x[2]];
            c.trans = kind->uses_trans ? o->transs[x[3]] : 0;
            c.diag = kind->uses_diag ? o->diags[x[4]] : 0;
            bench_shape sh = o->shapes[x[5]];
            c.m = kind->syrk_dims ? 0 : sh.m; /* syrk's N x K, the others' M x N */
            c.n = kind->syrk_dims ? sh.m : sh.n;
            c.k = kind->syrk_dims ? sh.n : 0;
            memcpy(c.alpha, o->alpha, sizeof c.alpha);
            memcpy(c.beta, o->beta, sizeof c.beta);
            if (!c.cplx)
                c.alpha[1] = c.beta[1] = 0;
            const char *skip = sh.k ? "an MxNxK shape is gemm's" : kind->setup(&c);
            if (skip) {
                char name[96];
                case_name(&c, name, sizeof name);
                printf("%-32s skipped: %s\n", name, skip);
                continue;
            }
            fails += run_case(ctx, o, &c);
        }
    }
    return fails ? 1 : 0;
}
