/*
 * clmath-bench: time and check clmath routines on an OpenCL device, against
 * cuBLAS and CLBlast when they can be loaded. See --help and bench.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>
#include <clmath.h>

#include "bench.h"
#include "peers.h"

/* The routines: one file each, one entry here. */
static const bench_routine *const routines[] = {
    &bench_gemv,
    &bench_gemm,
    &bench_syrk, &bench_herk, &bench_syr2k, &bench_her2k, &bench_symm, &bench_hemm,
    &bench_trmm, &bench_trsm,
    &bench_gemm_batched, &bench_trsm_batched,
    &bench_spmv,
    &bench_l1_axpy, &bench_l1_dot, &bench_l1_nrm2, &bench_l1_asum, &bench_l1_iamax,
    &bench_l1_scal, &bench_l1_copy, &bench_l1_swap, &bench_l1_rot,
    &bench_trmv, &bench_trsv, &bench_tpmv, &bench_tpsv, &bench_tbmv, &bench_tbsv,
    &bench_ger, &bench_geru, &bench_gerc, &bench_syr, &bench_her, &bench_syr2, &bench_her2,
    &bench_spr, &bench_hpr, &bench_spr2, &bench_hpr2,
    &bench_symv, &bench_hemv, &bench_spmv_packed, &bench_hpmv, &bench_sbmv, &bench_hbmv,
    &bench_gbmv,
    &bench_ceiling,
    &bench_hostcost,
    NULL,
};

const bench_routine *bench_routine_named(const char *name)
{
    for (int i = 0; routines[i]; i++)
        if (!strcmp(name, routines[i]->name))
            return routines[i];
    return NULL;
}

static int bad(const char *opt, const char *val, const char *what)
{
    fprintf(stderr, "clmath-bench: %s%s%s: %s (see --help)\n", opt, val ? " " : "", val ? val : "",
            what);
    return 1;
}

/* A size with an optional k (x1024) or M (x1048576) suffix; ends at *end. */
static int parse_size(const char *s, size_t *out, const char **end)
{
    char *e;
    errno = 0;
    if (*s < '0' || *s > '9')
        return 1;
    unsigned long long v = strtoull(s, &e, 10);
    if (errno || e == s)
        return 1;
    if (*e == 'k' || *e == 'K')
        v *= 1024, e++;
    else if (*e == 'M')
        v *= 1024 * 1024, e++;
    *out = (size_t)v;
    *end = e;
    return 0;
}

static int parse_size_full(const char *s, size_t *out)
{
    const char *e;
    return parse_size(s, out, &e) || *e != 0;
}

static int parse_int(const char *s, int *out)
{
    char *e;
    errno = 0;
    long v = strtol(s, &e, 10);
    if (errno || e == s || *e || v < -2147483647L || v > 2147483647L)
        return 1;
    *out = (int)v;
    return 0;
}

static int parse_scalar(const char *s, double v[2])
{
    char *e;
    v[0] = strtod(s, &e);
    v[1] = 0;
    if (e == s)
        return 1;
    if (*e == ',') {
        const char *s2 = e + 1;
        v[1] = strtod(s2, &e);
        if (e == s2)
            return 1;
    }
    return *e != 0;
}

/* Split a comma list; calls item() for each; 0 if all accepted. */
static int each_item(const char *list, int (*item)(const char *tok, void *arg), void *arg)
{
    char buf[1024];
    if (strlen(list) >= sizeof buf)
        return 1;
    strcpy(buf, list);
    char *save = buf;
    for (char *tok = buf; tok; tok = save) {
        char *comma = strchr(tok, ',');
        save = comma ? comma + 1 : NULL;
        if (comma)
            *comma = 0;
        if (!*tok || item(tok, arg))
            return 1;
    }
    return 0;
}

static int item_prec(const char *t, void *arg)
{
    bench_opts *o = arg;
    if (strlen(t) != 1 || !strchr("sdcz", t[0]) || o->nprecs >= BENCH_MAX_LIST)
        return 1;
    o->precs[o->nprecs++] = t[0];
    return 0;
}

static int item_trans(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("ntcNTC", t[0]) : NULL;
    if (!p || o->ntrans >= BENCH_MAX_LIST)
        return 1;
    o->transs[o->ntrans++] = (int)(p - "ntcNTC") % 3;
    return 0;
}

static int item_transb(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("ntcNTC", t[0]) : NULL;
    if (!p || o->ntransb >= BENCH_MAX_LIST)
        return 1;
    o->transbs[o->ntransb++] = (int)(p - "ntcNTC") % 3;
    return 0;
}

static int item_order(const char *t, void *arg)
{
    bench_opts *o = arg;
    if (o->norders >= BENCH_MAX_LIST)
        return 1;
    if (!strcmp(t, "col") || !strcmp(t, "column") || !strcmp(t, "c"))
        o->orders[o->norders++] = 0;
    else if (!strcmp(t, "row") || !strcmp(t, "r"))
        o->orders[o->norders++] = 1;
    else
        return 1;
    return 0;
}

static int item_uplo(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("ulUL", t[0]) : NULL;
    if (!p || o->nuplos >= BENCH_MAX_LIST)
        return 1;
    o->uplos[o->nuplos++] = (int)(p - "ulUL") % 2;
    return 0;
}

static int item_diag(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("nuNU", t[0]) : NULL;
    if (!p || o->ndiags >= BENCH_MAX_LIST)
        return 1;
    o->diags[o->ndiags++] = (int)(p - "nuNU") % 2;
    return 0;
}

static int item_side(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("lrLR", t[0]) : NULL;
    if (!p || o->nsides >= BENCH_MAX_LIST)
        return 1;
    o->sides[o->nsides++] = (int)(p - "lrLR") % 2;
    return 0;
}

static int item_k(const char *t, void *arg)
{
    bench_opts *o = arg;
    size_t v;
    if (parse_size_full(t, &v) || o->nks >= BENCH_MAX_LIST)
        return 1;
    o->ks[o->nks++] = v;
    return 0;
}

static int item_size(const char *t, void *arg)
{
    bench_opts *o = arg;
    size_t v;
    if (parse_size_full(t, &v) || v == 0 || o->nshapes >= BENCH_MAX_LIST)
        return 1;
    o->shapes[o->nshapes].m = o->shapes[o->nshapes].n = v;
    o->nshapes++;
    return 0;
}

static int item_shape(const char *t, void *arg)
{
    bench_opts *o = arg;
    size_t m, n;
    const char *e;
    size_t k = 0;
    if (parse_size(t, &m, &e) || (*e != 'x' && *e != 'X') || m == 0 ||
        o->nshapes >= BENCH_MAX_LIST)
        return 1;
    const char *t2 = e + 1;
    if (parse_size(t2, &n, &e) || n == 0)
        return 1;
    if (*e == 'x' || *e == 'X') { /* gemm: MxNxK */
        if (parse_size_full(e + 1, &k) || k == 0)
            return 1;
    } else if (*e) {
        return 1;
    }
    o->shapes[o->nshapes].m = m;
    o->shapes[o->nshapes].n = n;
    o->shapes[o->nshapes].k = k;
    o->nshapes++;
    return 0;
}

/* --pow2 A:B: sizes 2^A .. 2^B. */
static int parse_pow2(const char *t, bench_opts *o)
{
    char *e;
    errno = 0;
    long a = strtol(t, &e, 10), b;
    if (errno || e == t || *e != ':')
        return 1;
    const char *t2 = e + 1;
    b = strtol(t2, &e, 10);
    if (errno || e == t2 || *e || a < 0 || b < a || b > 40)
        return 1;
    for (long k = a; k <= b; k++) {
        if (o->nshapes >= BENCH_MAX_LIST)
            return 1;
        o->shapes[o->nshapes].m = o->shapes[o->nshapes].n = (size_t)1 << k;
        o->nshapes++;
    }
    return 0;
}

static int item_gen(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *colon = strchr(t, ':');
    if (!colon || o->ngens >= BENCH_MAX_LIST)
        return 1;
    bench_gen *g = &o->gens[o->ngens];
    size_t len = (size_t)(colon - t);
    if (len >= sizeof g->kind)
        return 1;
    memcpy(g->kind, t, len);
    g->kind[len] = 0;
    if ((strcmp(g->kind, "lap2d") && strcmp(g->kind, "lap3d") && strcmp(g->kind, "powerlaw")) ||
        parse_size_full(colon + 1, &g->n) || g->n == 0)
        return 1;
    o->ngens++;
    return 0;
}

static int item_peer(const char *t, void *arg)
{
    bench_opts *o = arg;
    if (!strcmp(t, "cusparse"))
        o->peers |= BENCH_PEER_CUSPARSE;
    else if (!strcmp(t, "cublas"))
        o->peers |= BENCH_PEER_CUBLAS;
    else if (!strcmp(t, "clblast"))
        o->peers |= BENCH_PEER_CLBLAST;
    else
        return 1;
    return 0;
}

/* Parses argv[first..]; 0 on success, 1 on error, 2 for --help. */
static int parse_args(int argc, char **argv, int first, bench_opts *o)
{
    size_t m = 0, n = 0;
    memset(o, 0, sizeof *o);
    o->incx = o->incy = 1;
    o->alpha[0] = 1;
    o->rot_cs[0] = 0.6, o->rot_cs[1] = 0.8;
    o->reps = 20;
    o->warmup = 3;
    o->peers = BENCH_PEER_CUBLAS | BENCH_PEER_CLBLAST | BENCH_PEER_CUSPARSE;
    o->check = 1;
    o->hc_calls = 2000;
    for (int i = first; i < argc; i++) {
        char name[64];
        const char *arg = argv[i], *val = NULL;
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        if (eq) {
            size_t len = (size_t)(eq - arg);
            if (len >= sizeof name)
                return bad(arg, NULL, "unknown option");
            memcpy(name, arg, len);
            name[len] = 0;
            val = eq + 1;
        } else {
            snprintf(name, sizeof name, "%s", arg);
        }
        if (!strcmp(name, "--help") || !strcmp(name, "-h"))
            return 2;
        if (!strcmp(name, "--check")) {
            o->check = 1;
            continue;
        }
        if (!strcmp(name, "--no-check")) {
            o->check = 0;
            continue;
        }
        if (arg[0] != '-') { /* spmv's Matrix Market files */
            if (o->nfiles >= BENCH_MAX_LIST)
                return bad(arg, NULL, "too many files");
            o->files[o->nfiles++] = arg;
            continue;
        }
        if (!strcmp(name, "--conj")) {
            o->conj = 1;
            continue;
        }
        static const char *const with_value[] = {
            "--precision", "--trans", "--transb", "--order", "-m", "-n", "--lda", "--offa", "--offx",
            "--offy", "--incx", "--incy", "--alpha", "--beta", "--reps", "--warmup", "--csv",
            "--peers", "--sizes", "--shapes", "--rotate", "--pow2", "--cs", "--uplo", "--diag",
            "--side", "-k", "--gen", "--routines", "--calls", NULL};
        int known = 0;
        for (int k = 0; with_value[k]; k++)
            known |= !strcmp(name, with_value[k]);
        if (!known)
            return bad(arg, NULL, "unknown option");
        if (!val) {
            if (i + 1 >= argc)
                return bad(name, NULL, "needs a value");
            val = argv[++i];
        }
        int e = 0;
        if (!strcmp(name, "--precision"))
            o->nprecs = 0, e = each_item(val, item_prec, o);
        else if (!strcmp(name, "--trans"))
            o->ntrans = 0, e = each_item(val, item_trans, o);
        else if (!strcmp(name, "--transb"))
            o->ntransb = 0, e = each_item(val, item_transb, o);
        else if (!strcmp(name, "--order"))
            o->norders = 0, e = each_item(val, item_order, o);
        else if (!strcmp(name, "--uplo"))
            o->nuplos = 0, e = each_item(val, item_uplo, o);
        else if (!strcmp(name, "--diag"))
            o->ndiags = 0, e = each_item(val, item_diag, o);
        else if (!strcmp(name, "--side"))
            o->nsides = 0, e = each_item(val, item_side, o);
        else if (!strcmp(name, "-k"))
            o->nks = 0, e = each_item(val, item_k, o);
        else if (!strcmp(name, "--sizes"))
            e = each_item(val, item_size, o);
        else if (!strcmp(name, "--gen"))
            e = each_item(val, item_gen, o);
        else if (!strcmp(name, "--shapes"))
            e = each_item(val, item_shape, o);
        else if (!strcmp(name, "--pow2"))
            e = parse_pow2(val, o);
        else if (!strcmp(name, "--cs"))
            e = parse_scalar(val, o->rot_cs);
        else if (!strcmp(name, "-m"))
            e = parse_size_full(val, &m) || m == 0;
        else if (!strcmp(name, "-n"))
            e = parse_size_full(val, &n) || n == 0;
        else if (!strcmp(name, "--lda"))
            e = parse_size_full(val, &o->lda);
        else if (!strcmp(name, "--offa"))
            e = parse_size_full(val, &o->offa);
        else if (!strcmp(name, "--offx"))
            e = parse_size_full(val, &o->offx);
        else if (!strcmp(name, "--offy"))
            e = parse_size_full(val, &o->offy);
        else if (!strcmp(name, "--incx"))
            e = parse_int(val, &o->incx) || o->incx == 0;
        else if (!strcmp(name, "--incy"))
            e = parse_int(val, &o->incy) || o->incy == 0;
        else if (!strcmp(name, "--alpha"))
            e = parse_scalar(val, o->alpha), o->alpha_given = 1;
        else if (!strcmp(name, "--beta"))
            e = parse_scalar(val, o->beta);
        else if (!strcmp(name, "--reps"))
            e = parse_int(val, &o->reps) || o->reps < 1;
        else if (!strcmp(name, "--warmup"))
            e = parse_int(val, &o->warmup) || o->warmup < 0;
        else if (!strcmp(name, "--csv"))
            o->csv = val;
        else if (!strcmp(name, "--routines"))
            o->hc_routines = val;
        else if (!strcmp(name, "--calls"))
            e = parse_int(val, &o->hc_calls) || o->hc_calls < 1;
        else if (!strcmp(name, "--rotate")) {
            char *end;
            o->rotate_mib = strtod(val, &end);
            e = end == val || *end || o->rotate_mib <= 0;
        } else if (!strcmp(name, "--peers")) {
            o->peers = 0;
            o->peers_explicit = 1;
            if (!strcmp(val, "auto"))
                o->peers = BENCH_PEER_CUBLAS | BENCH_PEER_CLBLAST | BENCH_PEER_CUSPARSE,
                o->peers_explicit = 0;
            else if (strcmp(val, "none") != 0)
                e = each_item(val, item_peer, o);
        }
        if (e)
            return bad(name, val, "invalid value");
    }
    if (!o->nprecs)
        o->precs[o->nprecs++] = 's', o->precs_default = 1;
    if (!o->ntrans)
        o->transs[o->ntrans++] = 0;
    if (!o->ntransb)
        o->transbs[o->ntransb++] = 0;
    if (!o->norders)
        o->orders[o->norders++] = 0;
    if (!o->nuplos)
        o->uplos[o->nuplos++] = 0;
    if (!o->ndiags)
        o->diags[o->ndiags++] = 0;
    if (!o->nsides)
        o->sides[o->nsides++] = 0;
    if (!o->nks)
        o->ks[o->nks++] = 64;
    if (m || n || !o->nshapes) {
        o->shapes_default = !m && !n;
        if (!m)
            m = n ? n : 4096;
        if (!n)
            n = m;
        if (o->nshapes >= BENCH_MAX_LIST)
            return bad("-m/-n", NULL, "too many shapes");
        o->shapes[o->nshapes].m = m;
        o->shapes[o->nshapes].n = n;
        o->nshapes++;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
        !strcmp(argv[1], "help")) {
        bench_usage(argc < 2 ? stderr : stdout, routines);
        return argc < 2 ? 2 : 0;
    }
    const bench_routine *rt = NULL;
    for (int i = 0; routines[i]; i++)
        if (!strcmp(argv[1], routines[i]->name))
            rt = routines[i];
    if (!rt) {
        fprintf(stderr, "clmath-bench: unknown routine \"%s\" (see --help)\n", argv[1]);
        return 2;
    }
    bench_opts o;
    int pr = parse_args(argc, argv, 2, &o);
    if (pr == 2) {
        bench_usage(stdout, routines);
        return 0;
    }
    if (pr)
        return 2;

    bench_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    if (cld_open(&ctx.env) != CL_SUCCESS)
        return 1;
    bench_device_info(&ctx);
    cl_uint vmaj = 0, vmin = 0, vpat = 0;
    clmathGetVersion(&vmaj, &vmin, &vpat);
    printf("clmath:   %u.%u.%u\n", vmaj, vmin, vpat);
    clmathSgemmMode smode = clmathSgemmStrict;
    clmathGetSgemmModeOnDevice(ctx.env.device, &smode);
    printf("SGEMM:    %s%s\n", smode == clmathSgemm3xTF32 ? "3xTF32" : "strict FP32",
           clmathGetSgemmMode() == clmathSgemm3xTF32 && smode != clmathSgemm3xTF32
               ? " (3xTF32 asked for: no TF32 tensor cores here)"
               : "");
    clblasStatus st = clblasSetup();
    if (st != clblasSuccess) {
        fprintf(stderr, "clblasSetup failed: %d\n", (int)st);
        cld_close(&ctx.env);
        return 1;
    }
    bench_peers peers;
    memset(&peers, 0, sizeof peers);
    if (rt->uses_peers) {
        bench_peers_load(&ctx, &o, &peers);
        ctx.peers = &peers;
    }
    int rc = 0;
    if (o.csv && rt != &bench_hostcost && bench_csv_open(&ctx, o.csv) != 0)
        rc = 1;
    if (!rc) {
        if (rt->wants_copy_ceiling)
            bench_copy_ceiling(&ctx, &o);
        fflush(stdout);
        rc = rt->run(&ctx, &o);
    }
    if (ctx.csv)
        fclose(ctx.csv);
    if (rt->uses_peers)
        bench_peers_unload(&peers);
    clblasTeardown();
    cld_close(&ctx.env);
    return rc;
}
