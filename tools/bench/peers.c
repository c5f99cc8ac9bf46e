/*
 * Peers loaded with dlopen, so that clmath-bench links only clmath and
 * OpenCL and one binary runs where cuBLAS or CLBlast are missing. A peer that
 * does not load or initialise is reported once and shown as n/a.
 */
#include "peers.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* dlsym into a function pointer without the object-to-function cast. */
#define LOAD_SYM(lib, dst, name)                  \
    do {                                          \
        void *sym_ = dlsym((lib), (name));        \
        memcpy(&(dst), &sym_, sizeof sym_);       \
    } while (0)

static void *open_first(const char *const *names, char *why, size_t whylen)
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

static void load_cublas(bench_cublas *c)
{
    static const char *const rt_names[] = {"libcudart.so.13", "libcudart.so", NULL};
    static const char *const blas_names[] = {"libcublas.so.13", "libcublas.so", NULL};
    memset(c, 0, sizeof *c);
    c->lib_rt = open_first(rt_names, c->why, sizeof c->why);
    if (!c->lib_rt)
        return;
    c->lib_blas = open_first(blas_names, c->why, sizeof c->why);
    if (!c->lib_blas)
        return;

    bcuda_error (*get_count)(int *) = NULL;
    bcuda_error (*get_props)(void *, int) = NULL;
    bcublas_status (*create)(bcublas_handle *) = NULL;
    LOAD_SYM(c->lib_rt, c->Malloc, "cudaMalloc");
    LOAD_SYM(c->lib_rt, c->Free, "cudaFree");
    LOAD_SYM(c->lib_rt, c->Memcpy, "cudaMemcpy");
    LOAD_SYM(c->lib_rt, c->DeviceSynchronize, "cudaDeviceSynchronize");
    LOAD_SYM(c->lib_rt, c->GetErrorString, "cudaGetErrorString");
    LOAD_SYM(c->lib_rt, get_count, "cudaGetDeviceCount");
    LOAD_SYM(c->lib_rt, get_props, "cudaGetDeviceProperties_v2");
    if (!get_props)
        LOAD_SYM(c->lib_rt, get_props, "cudaGetDeviceProperties");
    LOAD_SYM(c->lib_blas, create, "cublasCreate_v2");
    LOAD_SYM(c->lib_blas, c->Destroy, "cublasDestroy_v2");
    LOAD_SYM(c->lib_blas, c->gemv[0], "cublasSgemv_v2");
    LOAD_SYM(c->lib_blas, c->gemv[1], "cublasDgemv_v2");
    LOAD_SYM(c->lib_blas, c->gemv[2], "cublasCgemv_v2");
    LOAD_SYM(c->lib_blas, c->gemv[3], "cublasZgemv_v2");
    /* Level 1: optional, a missing one shows n/a for its cases. */
    {
        static const char *const L = "SDCZ";
        char name[64];
        bench_cublas_l1 *l = &c->l1;
        static const char *const nrm2[] = {"cublasSnrm2_v2", "cublasDnrm2_v2", "cublasScnrm2_v2",
                                           "cublasDznrm2_v2"};
        static const char *const asum[] = {"cublasSasum_v2", "cublasDasum_v2", "cublasScasum_v2",
                                           "cublasDzasum_v2"};
        static const char *const iamax[] = {"cublasIsamax_v2", "cublasIdamax_v2",
                                            "cublasIcamax_v2", "cublasIzamax_v2"};
        static const char *const rot[] = {"cublasSrot_v2", "cublasDrot_v2", "cublasCsrot_v2",
                                          "cublasZdrot_v2"};
        for (int p = 0; p < 4; p++) {
            snprintf(name, sizeof name, "cublas%caxpy_v2", L[p]);
            LOAD_SYM(c->lib_blas, l->axpy[p], name);
            snprintf(name, sizeof name, "cublas%cscal_v2", L[p]);
            LOAD_SYM(c->lib_blas, l->scal[p], name);
            snprintf(name, sizeof name, "cublas%ccopy_v2", L[p]);
            LOAD_SYM(c->lib_blas, l->copy[p], name);
            snprintf(name, sizeof name, "cublas%cswap_v2", L[p]);
            LOAD_SYM(c->lib_blas, l->swap[p], name);
            snprintf(name, sizeof name, p < 2 ? "cublas%cdot_v2" : "cublas%cdotu_v2", L[p]);
            LOAD_SYM(c->lib_blas, l->dotu[p], name);
            snprintf(name, sizeof name, p < 2 ? "cublas%cdot_v2" : "cublas%cdotc_v2", L[p]);
            LOAD_SYM(c->lib_blas, l->dotc[p], name);
            LOAD_SYM(c->lib_blas, l->nrm2[p], nrm2[p]);
            LOAD_SYM(c->lib_blas, l->asum[p], asum[p]);
            LOAD_SYM(c->lib_blas, l->iamax[p], iamax[p]);
            LOAD_SYM(c->lib_blas, l->rot[p], rot[p]);
        }
        LOAD_SYM(c->lib_blas, l->SetPointerMode, "cublasSetPointerMode_v2");
    }
    /* Triangular Level 2: optional as well. */
    for (int p = 0; p < 4; p++) {
        static const char *const L = "SDCZ";
        char name[64];
        bench_cublas_tri *t = &c->tri;
        snprintf(name, sizeof name, "cublas%ctrmv_v2", L[p]);
        LOAD_SYM(c->lib_blas, t->trmv[p], name);
        snprintf(name, sizeof name, "cublas%ctrsv_v2", L[p]);
        LOAD_SYM(c->lib_blas, t->trsv[p], name);
        snprintf(name, sizeof name, "cublas%ctbmv_v2", L[p]);
        LOAD_SYM(c->lib_blas, t->tbmv[p], name);
        snprintf(name, sizeof name, "cublas%ctbsv_v2", L[p]);
        LOAD_SYM(c->lib_blas, t->tbsv[p], name);
        snprintf(name, sizeof name, "cublas%ctpmv_v2", L[p]);
        LOAD_SYM(c->lib_blas, t->tpmv[p], name);
        snprintf(name, sizeof name, "cublas%ctpsv_v2", L[p]);
        LOAD_SYM(c->lib_blas, t->tpsv[p], name);
    }
    if (!c->Malloc || !c->Free || !c->Memcpy || !c->DeviceSynchronize || !get_count ||
        !create || !c->Destroy || !c->gemv[0] || !c->gemv[1] || !c->gemv[2] || !c->gemv[3]) {
        snprintf(c->why, sizeof c->why, "a CUDA runtime or cuBLAS symbol is missing");
        return;
    }
    int count = 0;
    bcuda_error e = get_count(&count);
    if (e != 0 || count < 1) {
        snprintf(c->why, sizeof c->why, "no CUDA device: cudaGetDeviceCount: %s",
                 e ? bench_cuda_error(c, e) : "0 devices");
        return;
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
    c->lib = open_first(names, c->why, sizeof c->why);
    if (!c->lib)
        return;
    LOAD_SYM(c->lib, c->sgemv, "CLBlastSgemv");
    LOAD_SYM(c->lib, c->dgemv, "CLBlastDgemv");
    LOAD_SYM(c->lib, c->cgemv, "CLBlastCgemv");
    LOAD_SYM(c->lib, c->zgemv, "CLBlastZgemv");
    /* Level 1: optional, a missing one shows n/a for its cases. */
    {
        static const char *const L = "SDCZ";
        static const char *const nrm2[] = {"CLBlastSnrm2", "CLBlastDnrm2", "CLBlastScnrm2",
                                           "CLBlastDznrm2"};
        static const char *const asum[] = {"CLBlastSasum", "CLBlastDasum", "CLBlastScasum",
                                           "CLBlastDzasum"};
        char name[64];
        bench_clblast_l1 *l = &c->l1;
        LOAD_SYM(c->lib, l->saxpy, "CLBlastSaxpy");
        LOAD_SYM(c->lib, l->daxpy, "CLBlastDaxpy");
        LOAD_SYM(c->lib, l->caxpy, "CLBlastCaxpy");
        LOAD_SYM(c->lib, l->zaxpy, "CLBlastZaxpy");
        LOAD_SYM(c->lib, l->sscal, "CLBlastSscal");
        LOAD_SYM(c->lib, l->dscal, "CLBlastDscal");
        LOAD_SYM(c->lib, l->cscal, "CLBlastCscal");
        LOAD_SYM(c->lib, l->zscal, "CLBlastZscal");
        LOAD_SYM(c->lib, l->srot, "CLBlastSrot");
        LOAD_SYM(c->lib, l->drot, "CLBlastDrot");
        for (int p = 0; p < 4; p++) {
            snprintf(name, sizeof name, "CLBlast%ccopy", L[p]);
            LOAD_SYM(c->lib, l->copy[p], name);
            snprintf(name, sizeof name, "CLBlast%cswap", L[p]);
            LOAD_SYM(c->lib, l->swap[p], name);
            snprintf(name, sizeof name, p < 2 ? "CLBlast%cdot" : "CLBlast%cdotu", L[p]);
            LOAD_SYM(c->lib, l->dotu[p], name);
            snprintf(name, sizeof name, p < 2 ? "CLBlast%cdot" : "CLBlast%cdotc", L[p]);
            LOAD_SYM(c->lib, l->dotc[p], name);
            snprintf(name, sizeof name, "CLBlasti%camax", L[p]);
            LOAD_SYM(c->lib, l->iamax[p], name);
            LOAD_SYM(c->lib, l->nrm2[p], nrm2[p]);
            LOAD_SYM(c->lib, l->asum[p], asum[p]);
        }
    }
    /* Triangular Level 2: optional as well. */
    for (int p = 0; p < 4; p++) {
        static const char *const L = "SDCZ";
        char name[64];
        bench_clblast_tri *t = &c->tri;
        snprintf(name, sizeof name, "CLBlast%ctrmv", L[p]);
        LOAD_SYM(c->lib, t->trmv[p], name);
        snprintf(name, sizeof name, "CLBlast%ctrsv", L[p]);
        LOAD_SYM(c->lib, t->trsv[p], name);
        snprintf(name, sizeof name, "CLBlast%ctbmv", L[p]);
        LOAD_SYM(c->lib, t->tbmv[p], name);
        snprintf(name, sizeof name, "CLBlast%ctbsv", L[p]);
        LOAD_SYM(c->lib, t->tbsv[p], name);
        snprintf(name, sizeof name, "CLBlast%ctpmv", L[p]);
        LOAD_SYM(c->lib, t->tpmv[p], name);
        snprintf(name, sizeof name, "CLBlast%ctpsv", L[p]);
        LOAD_SYM(c->lib, t->tpsv[p], name);
    }
    if (!c->sgemv || !c->dgemv || !c->cgemv || !c->zgemv) {
        snprintf(c->why, sizeof c->why, "CLBlast's C API (CLBlast?gemv) not found in the library");
        return;
    }
    c->ok = 1;
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
            printf("peer cublas: n/a (%s)\n", p->cublas.why);
    } else {
        snprintf(p->cublas.why, sizeof p->cublas.why, "not requested");
    }
    if (p->want_clblast) {
        load_clblast(&p->clblast);
        if (p->clblast.ok)
            printf("peer clblast: loaded, on the same OpenCL queue as clmath\n");
        else
            printf("peer clblast: n/a (%s)\n", p->clblast.why);
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
        LOAD_SYM(p->clblast.lib, clear, "CLBlastClearCache");
        if (clear)
            clear();
    }
    p->cublas.ok = p->clblast.ok = 0;
}
