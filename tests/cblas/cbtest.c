/* The harness of libclmath_cblas's tests: see cbtest.h. */
#include "cbtest.h"

#include <dlfcn.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cbt_checks, cbt_fails;

void *cbt_refsym(const char *name)
{
    static void *lib;
    if (!lib) {
        /* OpenBLAS, local: see cbtest.h */
        lib = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_LOCAL);
        if (!lib) {
            fprintf(stderr, "cannot load OpenBLAS (libopenblas.so.0): %s\n", dlerror());
            exit(2);
        }
        void (*set_threads)(int) = (void (*)(int))dlsym(lib, "openblas_set_num_threads");
        if (set_threads)
            set_threads(1);
    }
    void *f = dlsym(lib, name);
    if (!f) {
        fprintf(stderr, "OpenBLAS has no %s\n", name);
        exit(2);
    }
    return f;
}

void cbt_scal_set(cbt_scal s[3], double re, double im)
{
    for (int k = 0; k < 3; k++) {
        double r = k == 2 ? fabs(re) + fabs(im) : re, i = k == 2 ? 0 : im;
        s[k] = (cbt_scal){r, i, {(float)r, (float)i}, {r, i}};
    }
}

size_t cbt_es(int t) { return t == S ? 4 : t == Z ? 16 : 8; }
double cbt_eps(int t) { return t == S || t == C ? FLT_EPSILON : DBL_EPSILON; }

static uint64_t rng = 0x9e3779b97f4a7c15ull;
uint64_t cbt_rand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}
double cbt_unit(void) { return (double)(cbt_rand() >> 11) / (double)(1ull << 52) * 2 - 1; }

static int cplx(int t) { return t >= C; }
static int dbl(int t) { return t == D || t == Z; }

static void put(int t, char *p, size_t i, int part, double v)
{
    if (dbl(t))
        ((double *)p)[i * (cplx(t) ? 2 : 1) + part] = v;
    else
        ((float *)p)[i * (cplx(t) ? 2 : 1) + part] = (float)v;
}

static double get(int t, const char *p, size_t i, int part)
{
    return dbl(t) ? ((const double *)p)[i * (cplx(t) ? 2 : 1) + part]
                  : ((const float *)p)[i * (cplx(t) ? 2 : 1) + part];
}

void cbt_setv(cbt_arr *a, size_t i, double re, double im)
{
    for (int k = 0; k < 3; k++) {
        double r = k == 2 ? fabs(re) + (cplx(a->t) ? fabs(im) : 0) : re;
        put(a->t, a->b[k], i, 0, r);
        if (cplx(a->t))
            put(a->t, a->b[k], i, 1, k == 2 ? 0 : im);
    }
}

cbt_arr cbt_new(int t, size_t n, int out)
{
    cbt_arr a = {t, out, n, {0}};
    for (int k = 0; k < 3; k++)
        a.b[k] = malloc((n ? n : 1) * cbt_es(t));
    for (size_t i = 0; i < n; i++) {
        /* values rounded to the precision, so that copy 2 is their size */
        double re = (float)cbt_unit(), im = (float)cbt_unit();
        cbt_setv(&a, i, re, im);
    }
    return a;
}

void cbt_free(cbt_arr *a)
{
    for (int k = 0; k < 3; k++)
        free(a->b[k]);
}

void cbt_nan(cbt_arr *a, size_t i)
{
    for (int k = 0; k < 3; k++)
        for (int part = 0; part < (cplx(a->t) ? 2 : 1); part++) {
            if (dbl(a->t)) {
                uint64_t v = 0x7ff8dead0000beefull;
                memcpy((double *)a->b[k] + i * (cplx(a->t) ? 2 : 1) + part, &v, 8);
            } else {
                uint32_t v = 0x7fc0beefu;
                memcpy((float *)a->b[k] + i * (cplx(a->t) ? 2 : 1) + part, &v, 4);
            }
        }
}

#define GUARD 2

cbt_arr cbt_vec(int t, int n, int inc, int out)
{
    int ai = inc < 0 ? -inc : inc ? inc : 1;
    size_t span = n > 0 ? (size_t)(n - 1) * ai + 1 : 0;
    cbt_arr a = cbt_new(t, span + 2 * GUARD, out);
    for (size_t i = 0; i < a.n; i++)
        if (i < GUARD || i >= GUARD + span || (i - GUARD) % ai)
            cbt_nan(&a, i);
    return a;
}

void *cbt_vptr(cbt_arr *a, int k) { return a->b[k] + GUARD * cbt_es(a->t); }

cbt_arr cbt_mat(int t, int lay, int r, int c, int ld, int out, char tri, char diag, int dom)
{
    int row = lay == CblasRowMajor;
    size_t runs = row ? r : c, contig = row ? c : r;
    cbt_arr a = cbt_new(t, runs * ld + 2 * GUARD, out);
    for (size_t i = 0; i < a.n; i++) {
        if (i < GUARD || i >= GUARD + runs * ld) {
            cbt_nan(&a, i);
            continue;
        }
        size_t run = (i - GUARD) / ld, pos = (i - GUARD) % ld;
        if (pos >= contig) {
            cbt_nan(&a, i);
            continue;
        }
        size_t ri = row ? run : pos, ci = row ? pos : run;
        if ((tri == 'U' && ri > ci) || (tri == 'L' && ri < ci) || (diag == 'U' && ri == ci))
            cbt_nan(&a, i);
        else if (dom && ri == ci)
            cbt_setv(&a, i, r + 2.0, cplx(t) ? 0.5 : 0);
    }
    return a;
}

void *cbt_mptr(cbt_arr *a, int k) { return a->b[k] + GUARD * cbt_es(a->t); }

int cbt_check(cbt_arr *a, int solve, const char *what)
{
    int t = a->t, parts = cplx(t) ? 2 : 1;
    double worst = 0, refmax = 0;
    size_t bad = (size_t)-1;
    for (size_t i = 0; i < a->n; i++)
        for (int p = 0; p < parts; p++)
            if (isfinite(get(t, a->b[1], i, p)))
                refmax = fmax(refmax, fabs(get(t, a->b[1], i, p)));
    for (size_t i = 0; i < a->n; i++) {
        double err = 0;
        int same = memcmp(a->b[0] + i * cbt_es(t), a->b[1] + i * cbt_es(t), cbt_es(t)) == 0;
        if (same)
            continue;
        double r0 = get(t, a->b[1], i, 0);
        if (!a->out || isnan(r0)) {
            err = INFINITY; /* an input changed, or a canary */
        } else {
            double g = solve ? solve * refmax : get(t, a->b[2], i, 0);
            for (int p = 0; p < parts; p++) {
                double d = fabs(get(t, a->b[0], i, p) - get(t, a->b[1], i, p));
                double e = d / (cbt_eps(t) * (g > 0 ? g : DBL_MIN));
                err = isnan(e) ? INFINITY : fmax(err, e);
            }
        }
        if (err > worst) {
            worst = err;
            bad = i;
        }
    }
    cbt_checks++;
    if (!(worst < 16)) {
        cbt_fails++;
        if (cbt_fails <= 30)
            printf("FAIL %s: element %zu: ours %g%+gi, reference %g%+gi, scaled error %g\n", what,
                   bad, get(t, a->b[0], bad, 0), parts > 1 ? get(t, a->b[0], bad, 1) : 0,
                   get(t, a->b[1], bad, 0), parts > 1 ? get(t, a->b[1], bad, 1) : 0, worst);
        return 1;
    }
    return 0;
}

void cbt_stage_mode(unsigned c)
{
    if (c % 6 == 1 || c % 6 == 4) {
        setenv("CLMATH_CBLAS_STAGE_MIN", "0", 1);
        setenv("CLMATH_CBLAS_STAGE_CHUNK", c % 6 == 1 ? "64" : "1000", 1);
    } else {
        unsetenv("CLMATH_CBLAS_STAGE_MIN");
        unsetenv("CLMATH_CBLAS_STAGE_CHUNK");
    }
}

int cbt_done(const char *prog)
{
    printf("%s: %d checks, %d failed\n", prog, cbt_checks, cbt_fails);
    return cbt_fails || !cbt_checks;
}

void cbt_set_size(cbt_arr *a, double g)
{
    for (size_t i = 0; i < a->n; i++) {
        put(a->t, a->b[2], i, 0, g);
        if (cplx(a->t))
            put(a->t, a->b[2], i, 1, 0);
    }
}
