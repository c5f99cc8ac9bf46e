/*
 * Peers loaded with dlopen, so that clmath-bench links only clmath and
 * OpenCL and one binary runs where cuBLAS or CLBlast are missing. A peer that
 * does not load or initialise is reported once and shown as n/a.
 */
#include "peers.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* dlsym into the function pointer at fn (of any type) without the
 * object-to-function cast; NULL when the library lacks the symbol. */
void bench_load_sym(void *lib, void *fn, const char *name)
{
    void *sym = dlsym(lib, name);
    memcpy(fn, &sym, sizeof sym);
}

/* One routine in the four precisions into fns, an array of four function
 * pointers of fn_size bytes each: named by fmt with the letter S, D, C, Z
 * ("cublas%ctrmv_v2"), or by names[p]. */
static void load_each_prec(void *lib, void *fns, size_t fn_size, const char *fmt)
{
    char name[64];
    for (int p = 0; p < 4; p++) {
        snprintf(name, sizeof name, fmt, "SDCZ"[p]);
        bench_load_sym(lib, (char *)fns + (size_t)p * fn_size, name);
    }
}

static void load_named(void *lib, void *fns, size_t fn_size, const char *const names[4])
{
    for (int p = 0; p < 4; p++)
        bench_load_sym(lib, (char *)fns + (size_t)p * fn_size, names[p]);
}

void *bench_open_first(const char *const *names, char *why, size_t whylen)
{
    const char *first_err = NULL;
    char err0[200] = "";
    for (int i = 0; names[i]; i++) {
        void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (h)
            return h;
        if (!first_err) {
            first_err = dlerror();
            snprintf(err0, sizeof err0, "%s", first_err ? first_err : names[i]);
        }
    }
    snprintf(why, whylen, "%s", err0);
    return NULL;
}

const char *bench_cuda_error(const bench_cublas *c, bcuda_error e)
{
    static char buf[160];
    const char *s = c->GetErrorString ? c->GetErrorString(e) : NULL;
    snprintf(buf, sizeof buf, "CUDA error %d%s%s%s", e, s ? " (" : "", s ? s : "", s ? ")" : "");
    return buf;
}

int bench_cublas_sync(void *state, char *why, size_t whylen)
{
    bench_cublas *cb = *(bench_cublas **)state;
    bcuda_error e = cb->DeviceSynchronize();
    if (e != 0) {
        snprintf(why, whylen, "cudaDeviceSynchronize: %s", bench_cuda_error(cb, e));
        return 1;
    }
    return 0;
}

int bench_cublas_op(int order, int trans, int cplx, int *op, char *why, size_t whylen)
{
    if (order == 0) {
        *op = trans == 0 ? BCUBLAS_OP_N : (trans == 2 && cplx) ? BCUBLAS_OP_C : BCUBLAS_OP_T;
        return 0;
    }
    if (trans == 2 && cplx) {
        snprintf(why, whylen, "row-major conjugate transpose has no cuBLAS equivalent");
        return 1;
    }
    *op = trans == 0 ? BCUBLAS_OP_T : BCUBLAS_OP_N;
    return 0;
}

int bench_curot_alloc(bench_cublas *cb, bench_curot *r, size_t bytes, int nrot,
                      const void *host, char *why, size_t whylen)
{
    r->stride = (bytes + 255) / 256 * 256;
    bcuda_error e = cb->Malloc((void **)&r->mem, r->stride * (size_t)nrot);
    if (e != 0) {
        r->mem = NULL;
        snprintf(why, whylen, "cudaMalloc: %s", bench_cuda_error(cb, e));
        return 1;
    }
    e = cb->Memcpy(r->mem, host, bytes, BCUDA_H2D);
    for (int i = 1; e == 0 && i < nrot; i++)
        e = cb->Memcpy(r->mem + (size_t)i * r->stride, r->mem, bytes, BCUDA_D2D);
    if (e == 0)
        e = cb->DeviceSynchronize();
    if (e != 0) {
        snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
        return 1;
    }
    return 0;
}

char *bench_curot_at(const bench_curot *r, int rot) { return r->mem + (size_t)rot * r->stride; }

void bench_curot_free(bench_cublas *cb, bench_curot *r)
{
    if (r->mem)
        cb->Free(r->mem);
    r->mem = NULL;
}

void bench_cublas_case(bench_cublas *cb, const bench_cu_operands *k, bench_call_fn call,
                       void *state, void *back, const bench_opts *o, bench_result *r,
                       int *checked)
{
    char *why = r->why_cub;
    size_t whylen = sizeof r->why_cub;
    *checked = 0;
    for (int i = 0; i < 3; i++)
        if (k->bytes[i] &&
            bench_curot_alloc(cb, k->rot[i], k->bytes[i], r->nrot, k->host[i], why, whylen))
            goto done;
    if (o->check) {
        if (call(state, 0, why, whylen) || bench_cublas_sync(state, why, whylen))
            goto done;
        bcuda_error e = cb->Memcpy(back, k->rot[k->out]->mem, k->bytes[k->out], BCUDA_D2H);
        if (e != 0) {
            snprintf(why, whylen, "cudaMemcpy: %s", bench_cuda_error(cb, e));
            goto done;
        }
        *checked = 1;
    }
    r->t_cub = bench_time_peer(call, bench_cublas_sync, state, r, o, why, whylen);
done:
    for (int i = 0; i < 3; i++)
        if (k->bytes[i])
            bench_curot_free(cb, k->rot[i]);
}

int bench_cuda_runtime_load(bench_cublas *c)
{
    static const char *const rt_names[] = {"libcudart.so.13", "libcudart.so", NULL};
    c->lib_rt = bench_open_first(rt_names, c->why, sizeof c->why);
    if (!c->lib_rt) {
        c->absent = 1;
        return 1;
    }
    bcuda_error (*get_count)(int *) = NULL;
    bcuda_error (*get_props)(void *, int) = NULL;
    bench_load_sym(c->lib_rt, &c->Malloc, "cudaMalloc");
    bench_load_sym(c->lib_rt, &c->Free, "cudaFree");
    bench_load_sym(c->lib_rt, &c->Memcpy, "cudaMemcpy");
    bench_load_sym(c->lib_rt, &c->DeviceSynchronize, "cudaDeviceSynchronize");
    bench_load_sym(c->lib_rt, &c->GetErrorString, "cudaGetErrorString");
    bench_load_sym(c->lib_rt, &get_count, "cudaGetDeviceCount");
    bench_load_sym(c->lib_rt, &get_props, "cudaGetDeviceProperties_v2");
    if (!get_props)
        bench_load_sym(c->lib_rt, &get_props, "cudaGetDeviceProperties");
    if (!c->Malloc || !c->Free || !c->Memcpy || !c->DeviceSynchronize || !get_count) {
        snprintf(c->why, sizeof c->why, "a CUDA runtime symbol is missing");
        return 1;
    }
    int count = 0;
    bcuda_error e = get_count(&count);
    if (e != 0 || count < 1) {
        c->absent = 1;
        snprintf(c->why, sizeof c->why, "no CUDA device: cudaGetDeviceCount: %s",
                 e ? bench_cuda_error(c, e) : "0 devices");
        return 1;
    }
    if (get_props) {
        /* cudaDeviceProp starts with char name[256]; the struct is about
         * 1 KiB in CUDA 12/13: give it plenty of room. */
        static unsigned char props[16384];
        if (get_props(props, 0) == 0) {
            memcpy(c->device, props, sizeof c->device - 1);
            c->device[sizeof c->device - 1] = 0;
        }
    }
    return 0;
}

static void load_cublas(bench_cublas *c)
{
    static const char *const blas_names[] = {"libcublas.so.13", "libcublas.so", NULL};
    memset(c, 0, sizeof *c);
    if (bench_cuda_runtime_load(c))
        return;
    c->lib_blas = bench_open_first(blas_names, c->why, sizeof c->why);
    if (!c->lib_blas) {
        c->absent = 1;
        return;
    }

    bcublas_status (*create)(bcublas_handle *) = NULL;
    bench_load_sym(c->lib_blas, &create, "cublasCreate_v2");
    bench_load_sym(c->lib_blas, &c->Destroy, "cublasDestroy_v2");
    load_each_prec(c->lib_blas, c->gemv, sizeof c->gemv[0], "cublas%cgemv_v2");
    load_each_prec(c->lib_blas, c->gemm, sizeof c->gemm[0], "cublas%cgemm_v2");
    /* Level 1: optional, a missing one shows n/a for its cases. */
    static const char *const dotu[] = {"cublasSdot_v2", "cublasDdot_v2", "cublasCdotu_v2",
                                       "cublasZdotu_v2"};
    static const char *const dotc[] = {"cublasSdot_v2", "cublasDdot_v2", "cublasCdotc_v2",
                                       "cublasZdotc_v2"};
    static const char *const nrm2[] = {"cublasSnrm2_v2", "cublasDnrm2_v2", "cublasScnrm2_v2",
                                       "cublasDznrm2_v2"};
    static const char *const asum[] = {"cublasSasum_v2", "cublasDasum_v2", "cublasScasum_v2",
                                       "cublasDzasum_v2"};
    static const char *const iamax[] = {"cublasIsamax_v2", "cublasIdamax_v2", "cublasIcamax_v2",
                                        "cublasIzamax_v2"};
    static const char *const rot[] = {"cublasSrot_v2", "cublasDrot_v2", "cublasCsrot_v2",
                                      "cublasZdrot_v2"};
    bench_cublas_l1 *l = &c->l1;
    load_each_prec(c->lib_blas, l->axpy, sizeof l->axpy[0], "cublas%caxpy_v2");
    load_each_prec(c->lib_blas, l->scal, sizeof l->scal[0], "cublas%cscal_v2");
    load_each_prec(c->lib_blas, l->copy, sizeof l->copy[0], "cublas%ccopy_v2");
    load_each_prec(c->lib_blas, l->swap, sizeof l->swap[0], "cublas%cswap_v2");
    load_named(c->lib_blas, l->dotu, sizeof l->dotu[0], dotu);
    load_named(c->lib_blas, l->dotc, sizeof l->dotc[0], dotc);
    load_named(c->lib_blas, l->nrm2, sizeof l->nrm2[0], nrm2);
    load_named(c->lib_blas, l->asum, sizeof l->asum[0], asum);
    load_named(c->lib_blas, l->iamax, sizeof l->iamax[0], iamax);
    load_named(c->lib_blas, l->rot, sizeof l->rot[0], rot);
    bench_load_sym(c->lib_blas, &l->SetPointerMode, "cublasSetPointerMode_v2");
    /* Triangular Level 2: optional as well. */
    bench_cublas_tri *t = &c->tri;
    load_each_prec(c->lib_blas, t->trmv, sizeof t->trmv[0], "cublas%ctrmv_v2");
    load_each_prec(c->lib_blas, t->trsv, sizeof t->trsv[0], "cublas%ctrsv_v2");
    load_each_prec(c->lib_blas, t->tbmv, sizeof t->tbmv[0], "cublas%ctbmv_v2");
    load_each_prec(c->lib_blas, t->tbsv, sizeof t->tbsv[0], "cublas%ctbsv_v2");
    load_each_prec(c->lib_blas, t->tpmv, sizeof t->tpmv[0], "cublas%ctpmv_v2");
    load_each_prec(c->lib_blas, t->tpsv, sizeof t->tpsv[0], "cublas%ctpsv_v2");
    /* Level 3 beyond gemm: optional as well. */
    bench_cublas_l3 *m = &c->l3;
    load_each_prec(c->lib_blas, m->syrk, sizeof m->syrk[0], "cublas%csyrk_v2");
    load_each_prec(c->lib_blas, m->herk, sizeof m->herk[0], "cublas%cherk_v2");
    load_each_prec(c->lib_blas, m->syr2k, sizeof m->syr2k[0], "cublas%csyr2k_v2");
    load_each_prec(c->lib_blas, m->her2k, sizeof m->her2k[0], "cublas%cher2k_v2");
    load_each_prec(c->lib_blas, m->symm, sizeof m->symm[0], "cublas%csymm_v2");
    load_each_prec(c->lib_blas, m->hemm, sizeof m->hemm[0], "cublas%chemm_v2");
    load_each_prec(c->lib_blas, m->trmm, sizeof m->trmm[0], "cublas%ctrmm_v2");
    load_each_prec(c->lib_blas, m->trsm, sizeof m->trsm[0], "cublas%ctrsm_v2");
    /* Rank-1 and rank-2 updates: optional as well (no S/D geru, gerc, her). */
    static const char *const ger[] = {"cublasSger_v2", "cublasDger_v2", "cublasCgeru_v2",
                                      "cublasZgeru_v2"};
    bench_cublas_r1 *u = &c->r1;
    load_named(c->lib_blas, u->ger, sizeof u->ger[0], ger);
    load_each_prec(c->lib_blas, u->gerc, sizeof u->gerc[0], "cublas%cgerc_v2");
    load_each_prec(c->lib_blas, u->syr, sizeof u->syr[0], "cublas%csyr_v2");
    load_each_prec(c->lib_blas, u->her, sizeof u->her[0], "cublas%cher_v2");
    load_each_prec(c->lib_blas, u->syr2, sizeof u->syr2[0], "cublas%csyr2_v2");
    load_each_prec(c->lib_blas, u->her2, sizeof u->her2[0], "cublas%cher2_v2");
    load_each_prec(c->lib_blas, u->spr, sizeof u->spr[0], "cublas%cspr_v2");
    load_each_prec(c->lib_blas, u->hpr, sizeof u->hpr[0], "cublas%chpr_v2");
    load_each_prec(c->lib_blas, u->spr2, sizeof u->spr2[0], "cublas%cspr2_v2");
    load_each_prec(c->lib_blas, u->hpr2, sizeof u->hpr2[0], "cublas%chpr2_v2");
    /* Symmetric, Hermitian and band products: optional as well. */
    bench_cublas_mv *v = &c->mv;
    load_each_prec(c->lib_blas, v->symv, sizeof v->symv[0], "cublas%csymv_v2");
    load_each_prec(c->lib_blas, v->hemv, sizeof v->hemv[0], "cublas%chemv_v2");
    load_each_prec(c->lib_blas, v->sbmv, sizeof v->sbmv[0], "cublas%csbmv_v2");
    load_each_prec(c->lib_blas, v->hbmv, sizeof v->hbmv[0], "cublas%chbmv_v2");
    load_each_prec(c->lib_blas, v->spmv, sizeof v->spmv[0], "cublas%cspmv_v2");
    load_each_prec(c->lib_blas, v->hpmv, sizeof v->hpmv[0], "cublas%chpmv_v2");
    load_each_prec(c->lib_blas, v->gbmv, sizeof v->gbmv[0], "cublas%cgbmv_v2");
    if (!create || !c->Destroy || !c->gemv[0] || !c->gemv[1] || !c->gemv[2] || !c->gemv[3]) {
        snprintf(c->why, sizeof c->why, "a cuBLAS symbol is missing");
        return;
    }
    bcublas_status s = create(&c->handle);
    if (s != 0) {
        snprintf(c->why, sizeof c->why, "cublasCreate failed with status %d", s);
        c->handle = NULL;
        return;
    }
    c->ok = 1;
}

static void load_clblast(bench_clblast *c)
{
    static const char *const names[] = {"libclblast.so.1", "libclblast.so", NULL};
    memset(c, 0, sizeof *c);
    c->lib = bench_open_first(names, c->why, sizeof c->why);
    if (!c->lib) {
        c->absent = 1;
        return;
    }
    bench_load_sym(c->lib, &c->sgemv, "CLBlastSgemv");
    bench_load_sym(c->lib, &c->dgemv, "CLBlastDgemv");
    bench_load_sym(c->lib, &c->cgemv, "CLBlastCgemv");
    bench_load_sym(c->lib, &c->zgemv, "CLBlastZgemv");
    bench_load_sym(c->lib, &c->sgemm, "CLBlastSgemm");
    bench_load_sym(c->lib, &c->dgemm, "CLBlastDgemm");
    bench_load_sym(c->lib, &c->cgemm, "CLBlastCgemm");
    bench_load_sym(c->lib, &c->zgemm, "CLBlastZgemm");
    load_each_prec(c->lib, c->gemm_batched, sizeof c->gemm_batched[0], "CLBlast%cgemmBatched");
    /* Level 1: optional, a missing one shows n/a for its cases. */
    static const char *const dotu[] = {"CLBlastSdot", "CLBlastDdot", "CLBlastCdotu",
                                       "CLBlastZdotu"};
    static const char *const dotc[] = {"CLBlastSdot", "CLBlastDdot", "CLBlastCdotc",
                                       "CLBlastZdotc"};
    static const char *const nrm2[] = {"CLBlastSnrm2", "CLBlastDnrm2", "CLBlastScnrm2",
                                       "CLBlastDznrm2"};
    static const char *const asum[] = {"CLBlastSasum", "CLBlastDasum", "CLBlastScasum",
                                       "CLBlastDzasum"};
    bench_clblast_l1 *l = &c->l1;
    bench_load_sym(c->lib, &l->saxpy, "CLBlastSaxpy");
    bench_load_sym(c->lib, &l->daxpy, "CLBlastDaxpy");
    bench_load_sym(c->lib, &l->caxpy, "CLBlastCaxpy");
    bench_load_sym(c->lib, &l->zaxpy, "CLBlastZaxpy");
    bench_load_sym(c->lib, &l->sscal, "CLBlastSscal");
    bench_load_sym(c->lib, &l->dscal, "CLBlastDscal");
    bench_load_sym(c->lib, &l->cscal, "CLBlastCscal");
    bench_load_sym(c->lib, &l->zscal, "CLBlastZscal");
    bench_load_sym(c->lib, &l->srot, "CLBlastSrot");
    bench_load_sym(c->lib, &l->drot, "CLBlastDrot");
    load_each_prec(c->lib, l->copy, sizeof l->copy[0], "CLBlast%ccopy");
    load_each_prec(c->lib, l->swap, sizeof l->swap[0], "CLBlast%cswap");
    load_named(c->lib, l->dotu, sizeof l->dotu[0], dotu);
    load_named(c->lib, l->dotc, sizeof l->dotc[0], dotc);
    load_each_prec(c->lib, l->iamax, sizeof l->iamax[0], "CLBlasti%camax");
    load_named(c->lib, l->nrm2, sizeof l->nrm2[0], nrm2);
    load_named(c->lib, l->asum, sizeof l->asum[0], asum);
    /* Triangular Level 2: optional as well. */
    bench_clblast_tri *t = &c->tri;
    load_each_prec(c->lib, t->trmv, sizeof t->trmv[0], "CLBlast%ctrmv");
    load_each_prec(c->lib, t->trsv, sizeof t->trsv[0], "CLBlast%ctrsv");
    load_each_prec(c->lib, t->tbmv, sizeof t->tbmv[0], "CLBlast%ctbmv");
    load_each_prec(c->lib, t->tbsv, sizeof t->tbsv[0], "CLBlast%ctbsv");
    load_each_prec(c->lib, t->tpmv, sizeof t->tpmv[0], "CLBlast%ctpmv");
    load_each_prec(c->lib, t->tpsv, sizeof t->tpsv[0], "CLBlast%ctpsv");
    /* Level 3 beyond gemm: optional as well. */
    bench_clblast_l3 *m = &c->l3;
    static const struct { size_t off; const char *name; } l3[] = {
#define L3SYM(f, n) {offsetof(bench_clblast_l3, f), n}
        L3SYM(ssyrk, "CLBlastSsyrk"),   L3SYM(dsyrk, "CLBlastDsyrk"),
        L3SYM(csyrk, "CLBlastCsyrk"),   L3SYM(zsyrk, "CLBlastZsyrk"),
        L3SYM(cherk, "CLBlastCherk"),   L3SYM(zherk, "CLBlastZherk"),
        L3SYM(ssyr2k, "CLBlastSsyr2k"), L3SYM(dsyr2k, "CLBlastDsyr2k"),
        L3SYM(csyr2k, "CLBlastCsyr2k"), L3SYM(zsyr2k, "CLBlastZsyr2k"),
        L3SYM(cher2k, "CLBlastCher2k"), L3SYM(zher2k, "CLBlastZher2k"),
        L3SYM(ssymm, "CLBlastSsymm"),   L3SYM(dsymm, "CLBlastDsymm"),
        L3SYM(csymm, "CLBlastCsymm"),   L3SYM(zsymm, "CLBlastZsymm"),
        L3SYM(chemm, "CLBlastChemm"),   L3SYM(zhemm, "CLBlastZhemm"),
        L3SYM(strmm, "CLBlastStrmm"),   L3SYM(dtrmm, "CLBlastDtrmm"),
        L3SYM(ctrmm, "CLBlastCtrmm"),   L3SYM(ztrmm, "CLBlastZtrmm"),
        L3SYM(strsm, "CLBlastStrsm"),   L3SYM(dtrsm, "CLBlastDtrsm"),
        L3SYM(ctrsm, "CLBlastCtrsm"),   L3SYM(ztrsm, "CLBlastZtrsm"),
#undef L3SYM
    };
    for (size_t i = 0; i < sizeof l3 / sizeof l3[0]; i++)
        bench_load_sym(c->lib, (char *)m + l3[i].off, l3[i].name);
    /* Rank-1 and rank-2 updates: optional as well. */
    bench_clblast_r1 *u = &c->r1;
    static const struct { size_t off; const char *name; } r1[] = {
#define R1SYM(f, n) {offsetof(bench_clblast_r1, f), n}
        R1SYM(sger, "CLBlastSger"),   R1SYM(dger, "CLBlastDger"),
        R1SYM(cgeru, "CLBlastCgeru"), R1SYM(zgeru, "CLBlastZgeru"),
        R1SYM(cgerc, "CLBlastCgerc"), R1SYM(zgerc, "CLBlastZgerc"),
        R1SYM(ssyr, "CLBlastSsyr"),   R1SYM(dsyr, "CLBlastDsyr"),
        R1SYM(cher, "CLBlastCher"),   R1SYM(zher, "CLBlastZher"),
        R1SYM(ssyr2, "CLBlastSsyr2"), R1SYM(dsyr2, "CLBlastDsyr2"),
        R1SYM(cher2, "CLBlastCher2"), R1SYM(zher2, "CLBlastZher2"),
        R1SYM(sspr, "CLBlastSspr"),   R1SYM(dspr, "CLBlastDspr"),
        R1SYM(chpr, "CLBlastChpr"),   R1SYM(zhpr, "CLBlastZhpr"),
        R1SYM(sspr2, "CLBlastSspr2"), R1SYM(dspr2, "CLBlastDspr2"),
        R1SYM(chpr2, "CLBlastChpr2"), R1SYM(zhpr2, "CLBlastZhpr2"),
#undef R1SYM
    };
    for (size_t i = 0; i < sizeof r1 / sizeof r1[0]; i++)
        bench_load_sym(c->lib, (char *)u + r1[i].off, r1[i].name);
    /* Symmetric, Hermitian and band products: optional as well. */
    static const struct { size_t off; const char *name; } mv[] = {
#define MVSYM(f, n) {offsetof(bench_clblast_mv, f), n}
        MVSYM(ssymv, "CLBlastSsymv"), MVSYM(dsymv, "CLBlastDsymv"),
        MVSYM(chemv, "CLBlastChemv"), MVSYM(zhemv, "CLBlastZhemv"),
        MVSYM(sspmv, "CLBlastSspmv"), MVSYM(dspmv, "CLBlastDspmv"),
        MVSYM(chpmv, "CLBlastChpmv"), MVSYM(zhpmv, "CLBlastZhpmv"),
        MVSYM(ssbmv, "CLBlastSsbmv"), MVSYM(dsbmv, "CLBlastDsbmv"),
        MVSYM(chbmv, "CLBlastChbmv"), MVSYM(zhbmv, "CLBlastZhbmv"),
        MVSYM(sgbmv, "CLBlastSgbmv"), MVSYM(dgbmv, "CLBlastDgbmv"),
        MVSYM(cgbmv, "CLBlastCgbmv"), MVSYM(zgbmv, "CLBlastZgbmv"),
#undef MVSYM
    };
    for (size_t i = 0; i < sizeof mv / sizeof mv[0]; i++)
        bench_load_sym(c->lib, (char *)&c->mv + mv[i].off, mv[i].name);
    if (!c->sgemv || !c->dgemv || !c->cgemv || !c->zgemv) {
        snprintf(c->why, sizeof c->why, "CLBlast's C API (CLBlast?gemv) not found in the library");
        return;
    }
    c->ok = 1;
}

/* The line for a peer that did not load: a peer missing from this machine
 * is skipped, not an error; anything else is a failure worth reading. */
static void print_unloaded(const char *name, int absent, const char *why)
{
    if (absent)
        printf("peer %s: not available on this machine, skipped (%s)\n", name, why);
    else
        printf("peer %s: n/a (%s)\n", name, why);
}

void bench_peers_load(bench_ctx *ctx, const bench_opts *o, bench_peers *p)
{
    (void)ctx;
    memset(p, 0, sizeof *p);
    p->want_cublas = (o->peers & BENCH_PEER_CUBLAS) != 0;
    p->want_clblast = (o->peers & BENCH_PEER_CLBLAST) != 0;
    if (p->want_cublas) {
        load_cublas(&p->cublas);
        if (p->cublas.ok)
            printf("peer cublas: loaded, CUDA device 0 = %s\n",
                   p->cublas.device[0] ? p->cublas.device : "(name unknown)");
        else
            print_unloaded("cublas", p->cublas.absent, p->cublas.why);
    } else {
        snprintf(p->cublas.why, sizeof p->cublas.why, "not requested");
    }
    if (p->want_clblast) {
        load_clblast(&p->clblast);
        if (p->clblast.ok)
            printf("peer clblast: loaded, on the same OpenCL queue as clmath\n");
        else
            print_unloaded("clblast", p->clblast.absent, p->clblast.why);
    } else {
        snprintf(p->clblast.why, sizeof p->clblast.why, "not requested");
    }
}

void bench_peers_unload(bench_peers *p)
{
    /* Libraries stay loaded until exit: CUDA's and CLBlast's static
     * destructors expect their code to be there. CLBlast's program cache holds
     * references to our context: clear it before the context goes. */
    if (p->cublas.handle && p->cublas.Destroy)
        p->cublas.Destroy(p->cublas.handle);
    p->cublas.handle = NULL;
    if (p->clblast.lib) {
        int (*clear)(void) = NULL;
        bench_load_sym(p->clblast.lib, &clear, "CLBlastClearCache");
        if (clear)
            clear();
    }
    p->cublas.ok = p->clblast.ok = 0;
}

void bench_cusparse_load(bench_cusparse *c)
{
    static const char *const names[] = {"libcusparse.so.12", "libcusparse.so", NULL};
    memset(c, 0, sizeof *c);
    if (bench_cuda_runtime_load(&c->rt)) {
        snprintf(c->why, sizeof c->why, "%s", c->rt.why);
        c->absent = c->rt.absent;
    } else if ((c->lib = bench_open_first(names, c->why, sizeof c->why)) == NULL) {
        c->absent = 1;
    } else {
        int (*create)(void **) = NULL;
        bench_load_sym(c->lib, &create, "cusparseCreate");
        bench_load_sym(c->lib, &c->Destroy, "cusparseDestroy");
        bench_load_sym(c->lib, &c->CreateCsr, "cusparseCreateCsr");
        bench_load_sym(c->lib, &c->DestroySpMat, "cusparseDestroySpMat");
        bench_load_sym(c->lib, &c->CreateDnVec, "cusparseCreateDnVec");
        bench_load_sym(c->lib, &c->DestroyDnVec, "cusparseDestroyDnVec");
        bench_load_sym(c->lib, &c->SpMV_bufferSize, "cusparseSpMV_bufferSize");
        bench_load_sym(c->lib, &c->SpMV_preprocess, "cusparseSpMV_preprocess");
        bench_load_sym(c->lib, &c->SpMV, "cusparseSpMV");
        int s;
        if (!create || !c->Destroy || !c->CreateCsr || !c->DestroySpMat || !c->CreateDnVec ||
            !c->DestroyDnVec || !c->SpMV_bufferSize || !c->SpMV)
            snprintf(c->why, sizeof c->why, "a cuSPARSE symbol is missing");
        else if ((s = create(&c->handle)) != 0)
            snprintf(c->why, sizeof c->why, "cusparseCreate failed with status %d", s);
        else
            c->ok = 1;
    }
    if (c->ok)
        printf("peer cusparse: loaded, CUDA device 0 = %s%s\n",
               c->rt.device[0] ? c->rt.device : "(name unknown)",
               c->SpMV_preprocess ? ", with cusparseSpMV_preprocess" : "");
    else
        print_unloaded("cusparse", c->absent, c->why);
}

void bench_cusparse_unload(bench_cusparse *c)
{
    /* The libraries stay loaded until exit, as cuBLAS does. */
    if (c->handle && c->Destroy)
        c->Destroy(c->handle);
    c->handle = NULL;
    c->ok = 0;
}
