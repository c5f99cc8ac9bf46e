#include "testutil.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ---- precisions ---- */

char tu_prec_letter(tu_prec p) { return "SDCZ"[p]; }
int tu_is_complex(tu_prec p) { return p == TU_C || p == TU_Z; }
int tu_is_double(tu_prec p) { return p == TU_D || p == TU_Z; }
double tu_eps(tu_prec p) { return tu_is_double(p) ? DBL_EPSILON : FLT_EPSILON; }

size_t tu_esize(tu_prec p)
{
    size_t real = tu_is_double(p) ? sizeof(double) : sizeof(float);
    return tu_is_complex(p) ? 2 * real : real;
}

tu_scalar tu_get(tu_prec p, const void *a, size_t i)
{
    tu_scalar v = {0, 0};
    switch (p) {
    case TU_S: v.re = ((const float *)a)[i]; break;
    case TU_D: v.re = ((const double *)a)[i]; break;
    case TU_C:
        v.re = ((const float *)a)[2 * i];
        v.im = ((const float *)a)[2 * i + 1];
        break;
    case TU_Z:
        v.re = ((const double *)a)[2 * i];
        v.im = ((const double *)a)[2 * i + 1];
        break;
    }
    return v;
}

void tu_set(tu_prec p, void *a, size_t i, tu_scalar v)
{
    switch (p) {
    case TU_S: ((float *)a)[i] = (float)v.re; break;
    case TU_D: ((double *)a)[i] = v.re; break;
    case TU_C:
        ((float *)a)[2 * i] = (float)v.re;
        ((float *)a)[2 * i + 1] = (float)v.im;
        break;
    case TU_Z:
        ((double *)a)[2 * i] = v.re;
        ((double *)a)[2 * i + 1] = v.im;
        break;
    }
}

void tu_set_nan(tu_prec p, void *a, size_t i)
{
    static const uint32_t fbits = 0x7fc5a5a5u;
    static const uint64_t dbits = 0x7ff8a5a5a5a5a5a5ull;
    size_t parts = tu_is_complex(p) ? 2 : 1;
    for (size_t k = 0; k < parts; k++) {
        if (tu_is_double(p))
            memcpy((double *)a + parts * i + k, &dbits, sizeof dbits);
        else
            memcpy((float *)a + parts * i + k, &fbits, sizeof fbits);
    }
}

int tu_same_bits(tu_prec p, const void *a, const void *b, size_t i)
{
    size_t es = tu_esize(p);
    return memcmp((const char *)a + i * es, (const char *)b + i * es, es) == 0;
}

tu_scalar tu_scalar_make(double re, double im)
{
    tu_scalar v = {re, im};
    return v;
}

double tu_abs1(tu_scalar v) { return fabs(v.re) + fabs(v.im); }

tu_scalar tu_mul(tu_scalar a, tu_scalar b)
{
    return tu_scalar_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}

int tu_scalar_is(tu_scalar v, double re) { return v.re == re && v.im == 0; }

void tu_scalar_str(tu_prec p, tu_scalar v, char *buf, size_t cap)
{
    if (tu_is_complex(p))
        snprintf(buf, cap, "(%g,%g)", v.re, v.im);
    else
        snprintf(buf, cap, "%g", v.re);
}

/* ---- random numbers: splitmix64 ---- */

uint64_t tu_hash(uint64_t h, uint64_t v)
{
    uint64_t z = h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

tu_rng tu_rng_make(uint64_t seed)
{
    tu_rng r = {tu_hash(0x5eed, seed)};
    return r;
}

uint64_t tu_rng_next(tu_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

double tu_rng_unit(tu_rng *r)
{
    /* 53 random bits -> [0, 1] -> [-1, 1] */
    double u = (double)(tu_rng_next(r) >> 11) / (double)((1ull << 53) - 1);
    return 2 * u - 1;
}

unsigned tu_rng_below(tu_rng *r, unsigned n) { return (unsigned)(tu_rng_next(r) % n); }

tu_scalar tu_rng_scalar(tu_rng *r, tu_prec p)
{
    tu_scalar v = {tu_rng_unit(r), tu_is_complex(p) ? tu_rng_unit(r) : 0};
    if (!tu_is_double(p)) {
        v.re = (float)v.re;
        v.im = (float)v.im;
    }
    return v;
}

/* ---- the device ---- */

int tu_open(tu_device *d)
{
    /* Line by line, so that a test stopped by ctest's timeout still shows
     * how far it got. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    memset(d, 0, sizeof *d);
    if (cld_open(&d->env) != CL_SUCCESS)
        return -1;
    cl_device_fp_config fp = 0;
    cl_bool img = CL_FALSE;
    clGetDeviceInfo(d->env.device, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp, &fp, NULL);
    clGetDeviceInfo(d->env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof img, &img, NULL);
    d->fp64 = fp != 0;
    d->images = img == CL_TRUE;
    printf("device: %s (%s), fp64 %s, images %s\n", d->env.device_name, d->env.platform_name,
           d->fp64 ? "yes" : "no", d->images ? "yes" : "no");
    return 0;
}

tu_scalar tu_alpha_value(int k, tu_prec p)
{
    tu_scalar v[] = {{0, 0}, {1, 0}, {-1.375, tu_is_complex(p) ? 0.625 : 0}};
    return v[k];
}

tu_scalar tu_beta_value(int k, tu_prec p)
{
    tu_scalar v[] = {{0, 0}, {1, 0}, {0.8125, tu_is_complex(p) ? -0.4375 : 0}};
    return v[k];
}

int tu_open_setup(tu_device *d)
{
    if (tu_open(d) != 0)
        return 2;
    if (clblasSetup() != clblasSuccess) {
        fprintf(stderr, "clblasSetup failed\n");
        tu_close(d);
        return 2;
    }
    return 0;
}

void tu_close(tu_device *d) { cld_close(&d->env); }

int tu_main_precs(const char *name, tu_device *d, void (*per_prec)(tu_prec p, unsigned *serial))
{
    if (tu_open_setup(d) != 0)
        return 2;
    unsigned serial = 0;
    for (int p = 0; p < TU_NPREC; p++)
        if (!tu_is_double((tu_prec)p) || d->fp64)
            per_prec((tu_prec)p, &serial);
    clblasTeardown();
    tu_close(d);
    return tu_summary(name);
}

int tu_open_second_context(const tu_device *d, cl_context *ctx, cl_command_queue *q)
{
    cl_int err;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)d->env.platform,
                                      0};
    *ctx = clCreateContext(props, 1, &d->env.device, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return -1;
    *q = clCreateCommandQueue(*ctx, d->env.device, 0, &err);
    if (err != CL_SUCCESS) {
        clReleaseContext(*ctx);
        return -1;
    }
    return 0;
}

/* ---- operands ---- */

size_t tu_vec_pos(size_t n, size_t off, int inc, size_t i)
{
    size_t step = inc < 0 ? (size_t)(-(long long)inc) : (size_t)inc;
    return inc > 0 ? off + i * step : off + (n - 1 - i) * step;
}

size_t tu_vec_extent(size_t n, size_t off, int inc)
{
    size_t step = inc < 0 ? (size_t)(-(long long)inc) : (size_t)inc;
    return n == 0 ? off : off + (n - 1) * step + 1;
}

size_t tu_mat_pos(clblasOrder order, size_t off, size_t ld, size_t r, size_t c)
{
    return order == clblasColumnMajor ? off + c * ld + r : off + r * ld + c;
}

size_t tu_mat_extent(clblasOrder order, size_t m, size_t n, size_t off, size_t ld)
{
    if (m == 0 || n == 0)
        return off;
    size_t rows = order == clblasColumnMajor ? m : n, cols = order == clblasColumnMajor ? n : m;
    return off + (cols - 1) * ld + rows;
}

static void fill_canary(tu_prec p, void *a, size_t i, tu_canary canary)
{
    if (canary == TU_CANARY_NAN)
        tu_set_nan(p, a, i);
    else
        tu_set(p, a, i, tu_scalar_make(-4097.25, 513.5));
}

int tu_operand_init(tu_operand *o, tu_prec p, size_t total, tu_canary canary)
{
    memset(o, 0, sizeof *o);
    o->prec = p;
    o->total = total;
    o->logical = calloc(total ? total : 1, 1);
    o->init = malloc((total ? total : 1) * tu_esize(p));
    o->back = malloc((total ? total : 1) * tu_esize(p));
    if (!o->logical || !o->init || !o->back) {
        tu_operand_free(o);
        return -1;
    }
    for (size_t i = 0; i < total; i++)
        fill_canary(p, o->init, i, canary);
    return 0;
}

void tu_operand_mark_vec(tu_operand *o, size_t n, size_t off, int inc)
{
    for (size_t i = 0; i < n; i++)
        o->logical[tu_vec_pos(n, off, inc, i)] = 1;
}

void tu_operand_mark_mat(tu_operand *o, clblasOrder order, size_t m, size_t n, size_t off,
                         size_t ld)
{
    for (size_t c = 0; c < n; c++)
        for (size_t r = 0; r < m; r++)
            o->logical[tu_mat_pos(order, off, ld, r, c)] = 1;
}

int tu_operand_init_mat(tu_operand *o, tu_prec p, tu_canary canary, clblasOrder order, size_t m,
                        size_t n, size_t off, size_t ld, int mark)
{
    if (tu_operand_init(o, p, tu_mat_extent(order, m, n, off, ld) + TU_GUARD, canary) != 0)
        return -1;
    if (mark)
        tu_operand_mark_mat(o, order, m, n, off, ld);
    return 0;
}

void tu_operand_mark_tri(tu_operand *o, clblasOrder order, size_t n, size_t off, size_t ld,
                         clblasUplo uplo, int diag)
{
    for (size_t c = 0; c < n; c++)
        for (size_t r = 0; r < n; r++)
            if (r == c ? diag : (uplo == clblasUpper) == (r < c))
                o->logical[tu_mat_pos(order, off, ld, r, c)] = 1;
}

void tu_operand_fill(tu_operand *o, tu_rng *r, int nan)
{
    for (size_t i = 0; i < o->total; i++) {
        if (!o->logical[i])
            continue;
        if (nan)
            tu_set_nan(o->prec, o->init, i);
        else
            tu_set(o->prec, o->init, i, tu_rng_scalar(r, o->prec));
    }
}

cl_int tu_operand_upload(tu_operand *o, cl_context ctx, cl_mem_flags flags)
{
    cl_int err;
    size_t bytes = (o->total ? o->total : 1) * tu_esize(o->prec);
    o->mem = clCreateBuffer(ctx, flags | CL_MEM_COPY_HOST_PTR, bytes, o->init, &err);
    return err;
}

cl_int tu_operand_download(tu_operand *o, cl_command_queue q)
{
    return clEnqueueReadBuffer(q, o->mem, CL_TRUE, 0, o->total * tu_esize(o->prec), o->back, 0,
                               NULL, NULL);
}

void tu_operand_free(tu_operand *o)
{
    if (o->mem)
        clReleaseMemObject(o->mem);
    free(o->logical);
    free(o->init);
    free(o->back);
    memset(o, 0, sizeof *o);
}

size_t tu_operand_changed(const tu_operand *o, int guards_only, const char *what,
                          const char *desc)
{
    size_t changed = 0;
    for (size_t i = 0; i < o->total; i++) {
        if ((guards_only && o->logical[i]) || tu_same_bits(o->prec, o->init, o->back, i))
            continue;
        if (changed++ < 3) {
            tu_scalar a = tu_get(o->prec, o->init, i), b = tu_get(o->prec, o->back, i);
            tu_detail("  %s: %s element %zu of %zu changed: (%g,%g) -> (%g,%g) [%s]", desc, what,
                      i, o->total, a.re, a.im, b.re, b.im,
                      o->logical[i] ? "operand" : "guard/gap");
        }
    }
    return changed;
}

/* Zeros before and after a promoted array (see tu_promote). */
#define PROMOTE_MARGIN 8

void tu_promote_free(double *d)
{
    if (d)
        free(d - PROMOTE_MARGIN);
}

double *tu_promote(const tu_operand *o, int logical_only, int zero)
{
    size_t parts = tu_is_complex(o->prec) ? 2 : 1;
    double *d = calloc(o->total * parts + 2 * PROMOTE_MARGIN, sizeof *d);
    if (!d)
        return NULL;
    d += PROMOTE_MARGIN;
    if (zero)
        return d;
    for (size_t i = 0; i < o->total; i++) {
        if (logical_only && !o->logical[i])
            continue;
        tu_scalar v = tu_get(o->prec, o->init, i);
        d[parts * i] = v.re;
        if (parts == 2)
            d[parts * i + 1] = v.im;
    }
    return d;
}

/* ---- knobs ---- */

const int tu_strategies[3] = {0, 1, 3};

/* The CLMATH_PARAMS the process started with ("" when none). */
static const char *base_params(void)
{
    static int have_base = -1;
    static char base[1024];
    if (have_base < 0) {
        const char *e = getenv("CLMATH_PARAMS");
        have_base = e && *e && strlen(e) < sizeof base;
        if (have_base)
            strcpy(base, e);
    }
    return base;
}

void tu_set_strategy(int P)
{
    char v[32];
    snprintf(v, sizeof v, "gemv.P=%d", P);
    tu_set_params(P > 0 ? v : NULL);
}

void tu_set_params(const char *extra)
{
    const char *base = base_params();
    if (!extra || !*extra) {
        if (*base)
            setenv("CLMATH_PARAMS", base, 1);
        else
            unsetenv("CLMATH_PARAMS");
        return;
    }
    char v[2048];
    snprintf(v, sizeof v, "%s%s%s", base, *base ? "," : "", extra);
    setenv("CLMATH_PARAMS", v, 1);
}

const char *tu_strategy_name(int P)
{
    static _Thread_local char name[16];
    if (P <= 0)
        return "auto";
    snprintf(name, sizeof name, "P=%d", P);
    return name;
}

int tu_full_level(void)
{
    const char *e = getenv("CLMATH_TEST_LEVEL");
    return e && strcmp(e, "full") == 0;
}

int tu_prec_selected(tu_prec p)
{
    const char *e = getenv("CLMATH_TEST_PRECISIONS");
    if (!e || !*e)
        return 1;
    return strchr(e, "sdcz"[p]) != NULL;
}

int tu_cycle_pick(uint64_t seed, int n, unsigned k)
{
    tu_rng r = tu_rng_make(tu_hash(seed, k / (unsigned)n));
    int perm[8];
    for (int i = 0; i < n; i++)
        perm[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)tu_rng_below(&r, (unsigned)i + 1), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    return perm[k % (unsigned)n];
}

void tu_cover_mark(tu_cover *cv, int naxes, const int ax[])
{
    for (int a = 0; a < naxes && a < TU_COVER_AXES; a++)
        cv->seen[a][ax[a]] = 1;
}

void tu_cover_check(const tu_cover *cv, int naxes, const int len[], const char *const name[],
                    const int used[], const char *combo)
{
    for (int a = 0; a < naxes && a < TU_COVER_AXES; a++)
        for (int v = 0; v < len[a] && (!used || used[a]); v++)
            tu_check(cv->seen[a][v], "sweep %s: value %d of %s never used", combo, v, name[a]);
}

int tu_in_shard(unsigned long long index)
{
    static int parsed, shard, nshards = 1;
    if (!parsed) {
        const char *e = getenv("CLMATH_TEST_SHARD");
        if (e && sscanf(e, "%d/%d", &shard, &nshards) != 2)
            nshards = 1;
        if (nshards < 1 || shard < 0 || shard >= nshards)
            shard = 0, nshards = 1;
        parsed = 1;
    }
    return index % (unsigned long long)nshards == (unsigned long long)shard;
}

/* ---- statuses ---- */

const char *tu_status_name(clblasStatus s)
{
    switch (s) {
#define N(x) \
    case x: return #x;
        N(clblasSuccess) N(clblasInvalidValue) N(clblasInvalidCommandQueue)
        N(clblasInvalidContext) N(clblasInvalidMemObject) N(clblasInvalidDevice)
        N(clblasInvalidEventWaitList) N(clblasOutOfResources) N(clblasOutOfHostMemory)
        N(clblasInvalidOperation) N(clblasCompilerNotAvailable) N(clblasBuildProgramFailure)
        N(clblasNotImplemented) N(clblasNotInitialized) N(clblasInvalidMatA)
        N(clblasInvalidMatB) N(clblasInvalidMatC) N(clblasInvalidVecX) N(clblasInvalidVecY)
        N(clblasInvalidDim) N(clblasInvalidLeadDimA) N(clblasInvalidLeadDimB)
        N(clblasInvalidLeadDimC) N(clblasInvalidIncX) N(clblasInvalidIncY)
        N(clblasInsufficientMemMatA) N(clblasInsufficientMemMatB) N(clblasInsufficientMemMatC)
        N(clblasInsufficientMemVecX) N(clblasInsufficientMemVecY)
#undef N
    }
    static _Thread_local char other[32];
    snprintf(other, sizeof other, "status %d", (int)s);
    return other;
}

double tu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

cl_uint tu_queue_refs(cl_command_queue q)
{
    cl_uint n = 0, prev = 0;
    clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof n, &n, NULL);
    for (int i = 0; i < 100 && n != prev; i++) {
        prev = n;
        tu_sleep_ms(1);
        clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof n, &n, NULL);
    }
    return n;
}

void tu_sleep_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

size_t tu_rss_bytes(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    unsigned long size = 0, resident = 0;
    if (!f)
        return 0;
    if (fscanf(f, "%lu %lu", &size, &resident) != 2)
        resident = 0;
    fclose(f);
    return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}

int tu_remove_dir(const char *path)
{
    DIR *d = opendir(path);
    if (!d)
        return -1;
    struct dirent *e;
    char file[4096];
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        struct stat st;
        if (lstat(file, &st) == 0 && S_ISDIR(st.st_mode))
            tu_remove_dir(file);
        else
            remove(file);
    }
    closedir(d);
    return rmdir(path);
}

void *tu_xmalloc(size_t bytes)
{
    void *p = calloc(1, bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

cl_mem tu_upload(cl_context ctx, const void *host, size_t bytes)
{
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes ? bytes : 1,
                              (void *)host, &err);
    return err == CL_SUCCESS ? m : NULL;
}

size_t tu_ld_value(int mode, size_t least)
{
    if (mode == 0)
        return least;
    if (mode == 1)
        return (least + 3) / 4 * 4 + 4;
    return (least + 3) % 4 ? least + 3 : least + 4;
}
