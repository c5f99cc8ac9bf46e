/*
 * test_blas1.c - the Level 1 routines against reference semantics.
 *
 * The sweep: every routine family (swap, scal, Csscal/Zdscal, copy, axpy,
 * dot/dotu, dotc, rot/Csrot/Zdrot, rotm, nrm2, asum, iamax) x every
 * precision it exists in x 20 sizes (0 .. 4097 on both sides of 32, 64,
 * 128, 256, and 300000), with the secondary parameters (incx, incy in
 * {1, 2, -1, -3}, offsets zero and not, the result's offset, alpha in
 * {0, 1, general}, rot's c and s, rotm's flag, an event or none) cycled
 * over the sizes so that each of their values meets each routine and
 * precision (checked at run time). Routines for which a negative incx means
 * "do nothing" (scal, asum, iamax) run each such case again with |incx|.
 * Reductions of 4097 elements and more are called twice: bit-identical.
 * Every case checks guards, gaps, unchanged inputs and the values
 * (common/blas1case.h).
 *
 * Then: nrm2 on huge, tiny and mixed values (no overflow or underflow),
 * iamax on ties, NaN, Inf and maxima at work-group boundaries, dot
 * conjugation with known values, N = 0 for every routine (events, results
 * 0), axpy alpha = 0 with NaN x, calls waiting on a user event, reductions
 * enqueued back to back, the 16-byte-load path (unit strides, aligned
 * starts) at sizes around the vector width, kernel variants forced through CLMATH_PARAMS
 * (blas1.WGS, EPT, OCC, RMIN, WAVES, FUSE), and rotg / rotmg against
 * transcriptions of the reference algorithms: xROTG of LAPACK 3.10+
 * (ROTG_REFERENCE=39 selects the LINPACK-derived one of LAPACK <= 3.9),
 * xROTMG with the reference's constants and guarded rescaling. OpenBLAS's
 * answers are compared too; where they differ from the reference (or
 * OpenBLAS's vector routines from the semantics tested here) a "note:"
 * line is printed, which does not fail the test. The reference loops of
 * common/blas1case.c are themselves checked against CBLAS first.
 * CLMATH_TEST_LEVEL=full runs every combination of incx x incy x offsets
 * x alpha for every size instead of cycling.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#include "blas1case.h"

static tu_device dev;
static long notes;

static int prec_available(tu_prec p) { return !tu_is_double(p) || dev.fp64; }

#define NOTE(...)                      \
    do {                               \
        notes++;                       \
        printf("note: " __VA_ARGS__); \
        printf("\n");                  \
    } while (0)

/* ---- the sweep ---- */

static const size_t sizes[] = {1,   2,   3,   7,   31,   32,   33,     63, 64, 65,
                               127, 128, 129, 255, 256, 257, 1000, 4097, 300000, 0};
#define NSIZES (sizeof sizes / sizeof sizes[0])

static const int incs[] = {1, 2, -1, -3};
static const size_t offxs[] = {0, 3}, offys[] = {0, 5}, offrs[] = {0, 2};

enum { AX_INCX, AX_INCY, AX_OFFX, AX_OFFY, AX_OFFR, AX_ALPHA, AX_EVENT, AX_FLAG, AX_CS, NAXES };
static const int axis_len[NAXES] = {4, 4, 2, 2, 2, 3, 2, 4, 2};
static const char *axis_name[NAXES] = {"incx",  "incy",  "offx", "offy", "offres",
                                       "alpha", "event", "flag", "c,s"};

/* Which axes a family uses. */
static int uses_axis(b1_routine r, int a)
{
    switch (a) {
    case AX_INCY:
    case AX_OFFY: return b1_has_y(r);
    case AX_OFFR: return b1_is_reduction(r) || r == B1_ROTM;
    case AX_ALPHA: return b1_has_alpha(r);
    case AX_FLAG: return r == B1_ROTM;
    case AX_CS: return r == B1_ROT;
    default: return 1;
    }
}

static tu_scalar alpha_value(int k, b1_routine r, tu_prec p)
{
    int cplx = tu_is_complex(p) && r != B1_SSCAL;
    tu_scalar v[] = {{0, 0}, {1, 0}, {-1.375, cplx ? 0.625 : 0}};
    return v[k];
}

static const double cs_values[2][2] = {{0.6, -0.8}, {-1.25, 0.375}}; /* a rotation; any pair */
static const int flags[] = {-2, -1, 0, 1};

/* Routines where a negative incx makes the call do nothing. */
static int neg_inc_is_noop(b1_routine r) { return r == B1_SCAL || r == B1_SSCAL || r == B1_ASUM || r == B1_IAMAX; }

static b1_case make_case(b1_routine r, tu_prec p, size_t N, const int ax[NAXES], uint64_t seed)
{
    b1_case c;
    memset(&c, 0, sizeof c);
    c.r = r;
    c.p = p;
    c.N = N;
    c.incx = incs[ax[AX_INCX]];
    c.incy = incs[ax[AX_INCY]];
    c.offx = offxs[ax[AX_OFFX]];
    c.offy = offys[ax[AX_OFFY]];
    c.offres = offrs[ax[AX_OFFR]];
    c.alpha = alpha_value(ax[AX_ALPHA], r, p);
    c.want_event = N == 0 || ax[AX_EVENT];
    c.flag = flags[ax[AX_FLAG]];
    c.c = cs_values[ax[AX_CS]][0];
    c.s = cs_values[ax[AX_CS]][1];
    if (r == B1_AXPY && ax[AX_ALPHA] == 0)
        c.nan = B1_NAN_X; /* alpha == 0: x is not read */
    if (r == B1_COPY)
        c.nan = B1_NAN_Y; /* y is overwritten, never read */
    c.twice = b1_is_reduction(r) && N >= 4097;
    c.seed = seed;
    return c;
}

static long run_one(const b1_case *c, const int ax[NAXES], tu_cover *cv)
{
    long n = 1;
    b1_run(dev.env.context, dev.env.queue, c);
    if (c->N > 0)
        tu_cover_mark(cv, NAXES, ax);
    if (neg_inc_is_noop(c->r) && c->incx < 0) { /* and the same with |incx| */
        b1_case d = *c;
        d.incx = -c->incx;
        d.seed = tu_hash(c->seed, 77);
        b1_run(dev.env.context, dev.env.queue, &d);
        n++;
    }
    return n;
}

static long run_family(b1_routine r, tu_prec p, int full)
{
    uint64_t combo = (uint64_t)r * 16 + (uint64_t)p;
    tu_cover cv;
    memset(&cv, 0, sizeof cv);
    long cases = 0;
    for (unsigned k = 0; k < NSIZES; k++) {
        int ax[NAXES];
        for (int a = 0; a < NAXES; a++)
            ax[a] = tu_cycle_pick(tu_hash(combo, (uint64_t)a), axis_len[a], k);
        if (!full || sizes[k] > 4097) {
            b1_case c = make_case(r, p, sizes[k], ax, tu_hash(combo, k));
            cases += run_one(&c, ax, &cv);
            continue;
        }
        /* full: every incx x incy x offx x offy x alpha (x flag x c,s) */
        for (int ix = 0; ix < 4; ix++)
            for (int iy = 0; iy < (b1_has_y(r) ? 4 : 1); iy++)
                for (int o = 0; o < 4; o++)
                    for (int al = 0; al < (b1_has_alpha(r) ? 3 : 1); al++)
                        for (int f = 0; f < (r == B1_ROTM ? 4 : r == B1_ROT ? 2 : 1); f++) {
                            ax[AX_INCX] = ix;
                            ax[AX_INCY] = iy;
                            ax[AX_OFFX] = o & 1;
                            ax[AX_OFFY] = o >> 1;
                            ax[AX_OFFR] = (o + ix) & 1;
                            ax[AX_ALPHA] = al;
                            ax[AX_FLAG] = f;
                            ax[AX_CS] = f & 1;
                            ax[AX_EVENT] = (ix + iy + o) & 1;
                            b1_case c = make_case(r, p, sizes[k], ax,
                                                  tu_hash(combo, k * 1000u + (unsigned)cases));
                            cases += run_one(&c, ax, &cv);
                        }
    }
    int used[NAXES];
    for (int a = 0; a < NAXES; a++)
        used[a] = uses_axis(r, a);
    tu_cover_check(&cv, NAXES, axis_len, axis_name, used, b1_name(r, p)); /* cases with N > 0 */
    return cases;
}

static void run_sweep(int full)
{
    double t0 = tu_now();
    long cases = 0;
    for (int r = 0; r < B1_NROUTINES; r++) {
        double t1 = tu_now();
        long before = cases;
        for (int pi = 0; pi < TU_NPREC; pi++) {
            tu_prec p = (tu_prec)pi;
            if (!b1_exists((b1_routine)r, p))
                continue;
            if (!prec_available(p)) {
                printf("sweep: %s skipped, the device has no fp64\n", b1_name((b1_routine)r, p));
                continue;
            }
            cases += run_family((b1_routine)r, p, full);
        }
        printf("sweep %-6s: %4ld cases, %5.1f s, worst scaled error %.3g\n",
               b1_name((b1_routine)r, TU_S)[0] == '?' ? b1_name((b1_routine)r, TU_C)
                                                      : b1_name((b1_routine)r, TU_S),
               cases - before, tu_now() - t1, b1_worst_error((b1_routine)r));
    }
    printf("sweep (%s): %ld cases, %.1f s\n", full ? "full" : "default", cases, tu_now() - t0);
}

/* ---- dedicated vector cases ---- */

static b1_case basic_case(b1_routine r, tu_prec p, size_t N, int incx, uint64_t seed)
{
    b1_case c;
    memset(&c, 0, sizeof c);
    c.r = r;
    c.p = p;
    c.N = N;
    c.incx = incx;
    c.incy = incx == 1 ? -1 : 1;
    c.offx = 1;
    c.offy = 2;
    c.offres = 3;
    c.alpha = alpha_value(2, r, p);
    c.c = cs_values[0][0];
    c.s = cs_values[0][1];
    c.flag = -1;
    c.want_event = 1;
    c.seed = seed;
    return c;
}

/* nrm2 on values whose squares overflow or underflow; `wide`: the key
 * WIDE, single precision's squares summed in floats (Blue's scaling, 0) or
 * in doubles (1; the same as 0 without FP64). Returns the number of cases. */
static long nrm2_extremes(int wide)
{
    static const size_t ns[] = {1, 2, 3, 7, 33, 64, 257, 1000};
    static const int xincs[] = {1, -1, 2};
    long n = 0;
    tu_set_params(wide ? "blas1.WIDE=1" : "blas1.WIDE=0");
    for (int pi = 0; pi < TU_NPREC; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        int dbl = tu_is_double(p), cplx = tu_is_complex(p);
        /* huge and tiny: their squares overflow / underflow; mid ones only
         * the sum of squares does */
        double big = dbl ? 1e300 : wide ? 1e36 : 1e30, small = dbl ? 1e-300 : wide ? 1e-38 : 1e-30;
        double mbig = dbl ? 1e160 : 1e20, msmall = dbl ? 1e-160 : 1e-20;
        const double scales[] = {big, small, mbig, msmall};
        static const char *sname[] = {"huge", "tiny", "mid-huge", "mid-tiny"};
        for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
            size_t N = ns[k];
            tu_scalar *v = malloc(N * sizeof *v);
            for (int kind = 0; kind < 7; kind++) {
                tu_rng r = tu_rng_make(tu_hash(N, (uint64_t)(kind * 4 + pi)));
                char note[64];
                for (size_t i = 0; i < N; i++) {
                    double s = scales[kind % 4];
                    if (kind < 4) { /* all equal (kind 0..3) */
                        v[i] = tu_scalar_make(s, cplx ? -s : 0);
                    } else if (kind == 4) { /* random huge, one tiny in between */
                        v[i] = tu_scalar_make(big * tu_rng_unit(&r), cplx ? big * tu_rng_unit(&r) : 0);
                        if (i % 3 == 1)
                            v[i] = tu_scalar_make(small, cplx ? small : 0);
                    } else if (kind == 5) { /* random tiny */
                        v[i] = tu_scalar_make(small * tu_rng_unit(&r), cplx ? small * tu_rng_unit(&r) : 0);
                    } else { /* zeros, one huge and tiny and ones */
                        v[i] = tu_scalar_make(i % 5 == 0 ? 1 : 0, 0);
                        if (i == N / 2)
                            v[i] = tu_scalar_make(cplx ? 0 : mbig, cplx ? -mbig : 0);
                        if (i == N - 1 && N > 1)
                            v[i] = tu_scalar_make(msmall, 0);
                    }
                }
                snprintf(note, sizeof note, "(%s, WIDE=%d)",
                         kind < 4 ? sname[kind] : kind == 4 ? "random huge with tiny" : kind == 5 ? "random tiny" : "zeros, ones, one mid-huge",
                         wide);
                b1_case c = basic_case(B1_NRM2, p, N, xincs[(k + (size_t)kind) % 3], N * 10u + (unsigned)kind);
                c.xv = v;
                c.note = note;
                b1_run(dev.env.context, dev.env.queue, &c);
                n++;
                if (c.incx == 1) { /* again on the rvec path */
                    c.offx = 0;
                    b1_run(dev.env.context, dev.env.queue, &c);
                    n++;
                }
                if (!wide && (kind == 0 || kind == 4)) { /* asum of huge values: no overflow either */
                    c.r = B1_ASUM;
                    c.incx = 1;
                    b1_run(dev.env.context, dev.env.queue, &c);
                    n++;
                }
            }
            free(v);
        }
    }
    tu_set_params(NULL);
    return n;
}

static void test_nrm2_extremes(void)
{
    long n = nrm2_extremes(0) + nrm2_extremes(1);
    printf("nrm2 / asum on huge, tiny and mixed values: %ld cases\n", n);
}

/* iamax: ties, NaN, Inf, maxima at work-group boundaries. */
static void test_iamax_specials(void)
{
    long n = 0;
    for (int pi = 0; pi < TU_NPREC; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        int cplx = tu_is_complex(p);
        static const size_t ns[] = {1, 2, 33, 300, 4097};
        for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
            size_t N = ns[k];
            tu_scalar *v = malloc(N * sizeof *v);
            for (int kind = 0; kind < 12; kind++) {
                tu_rng r = tu_rng_make(tu_hash(N, (uint64_t)kind));
                for (size_t i = 0; i < N; i++)
                    v[i] = tu_rng_scalar(&r, p); /* |.| <= 2 */
                const char *what = "";
                size_t last = N - 1, mid = N / 2;
                switch (kind) {
                case 0: what = "all equal"; for (size_t i = 0; i < N; i++) v[i] = tu_scalar_make(-0.5, cplx ? 0.25 : 0); break;
                case 1: what = "all zero"; for (size_t i = 0; i < N; i++) v[i] = tu_scalar_make(0, 0); break;
                case 2: what = "max at the end and a tie before"; v[last] = tu_scalar_make(-3, 0); if (N > 2) v[N / 3] = tu_scalar_make(3, 0); break;
                case 3: {
                    static const size_t bs[] = {31, 32, 63, 64, 255, 256, 4096};
                    what = "ties at work-group boundaries";
                    for (size_t j = 0; j < sizeof bs / sizeof bs[0]; j++)
                        if (bs[j] < N)
                            v[bs[j]] = tu_scalar_make(bs[j] % 2 ? -5 : 5, 0);
                    break;
                }
                case 4: what = "NaN first"; v[0] = tu_scalar_make(NAN, cplx ? NAN : 0); if (N > 1) v[mid] = tu_scalar_make(7, 0); break;
                case 5: what = "NaN in the middle"; v[mid] = tu_scalar_make(NAN, 0); break;
                case 6: what = "Inf after the max"; v[0] = tu_scalar_make(1.5, 0); v[last] = tu_scalar_make(-INFINITY, 0); break;
                case 7: what = "two Infs"; v[mid] = tu_scalar_make(INFINITY, 0); v[last] = tu_scalar_make(INFINITY, 0); break;
                case 8: what = "complex: equal |re|+|im| from different parts"; v[mid] = tu_scalar_make(cplx ? 1 : 3, cplx ? -2 : 0); v[last] = tu_scalar_make(cplx ? -2.5 : -3, cplx ? 0.5 : 0); break;
                case 9: what = "NaN then larger values"; v[0] = tu_scalar_make(0, 0); v[mid] = tu_scalar_make(NAN, NAN); v[last] = tu_scalar_make(9, 0); break;
                case 10: what = "max in the last of many equal"; for (size_t i = 0; i < N; i++) v[i] = tu_scalar_make(1, 0); v[last] = tu_scalar_make(1.0000001, 0); break;
                case 11: what = "random, negative then zero elements"; for (size_t i = mid; i < N; i++) v[i] = tu_scalar_make(0, 0); break;
                }
                for (int inc = -1; inc <= 2; inc += 3) { /* -1: result 0; 2 */
                    b1_case c = basic_case(B1_IAMAX, p, N, inc, (uint64_t)kind);
                    c.xv = v;
                    c.note = what;
                    c.twice = N >= 300;
                    b1_run(dev.env.context, dev.env.queue, &c);
                    n++;
                }
                for (size_t offx = 0; offx < 2; offx++) { /* 0: the rvec path */
                    b1_case c = basic_case(B1_IAMAX, p, N, 1, (uint64_t)kind);
                    c.xv = v;
                    c.note = what;
                    c.offx = offx;
                    c.offres = 0;
                    b1_run(dev.env.context, dev.env.queue, &c);
                    n++;
                }
            }
            free(v);
        }
    }
    printf("iamax ties, NaN, Inf, boundaries: %ld cases\n", n);
}

/* dotu / dotc with known values: x = i, y = 1: N i and -N i (exact). */
static void test_dot_conj(void)
{
    long n = 0;
    for (int pi = TU_C; pi <= TU_Z; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        size_t N = 1000;
        tu_scalar *xv = malloc(N * sizeof *xv), *yv = malloc(N * sizeof *yv);
        for (size_t i = 0; i < N; i++) {
            xv[i] = tu_scalar_make(0, 1);
            yv[i] = tu_scalar_make(1, 0);
        }
        for (int r = B1_DOT; r <= B1_DOTC; r++) {
            b1_case c = basic_case((b1_routine)r, p, N, 1, 5);
            c.xv = xv;
            c.yv = yv;
            c.note = "x = i, y = 1";
            b1_run(dev.env.context, dev.env.queue, &c);
            n++;
        }
        free(xv);
        free(yv);
    }
    printf("dot conjugation: %ld cases\n", n);
}

/* N = 0: success, an event, nothing touched, reductions write 0. */
static void test_zero_n(void)
{
    long n = 0;
    for (int r = 0; r < B1_NROUTINES; r++)
        for (int pi = 0; pi < TU_NPREC; pi++) {
            tu_prec p = (tu_prec)pi;
            if (!b1_exists((b1_routine)r, p) || !prec_available(p))
                continue;
            for (int inc = -1; inc <= 1; inc += 2) {
                b1_case c = basic_case((b1_routine)r, p, 0, inc, 1);
                c.offres = 4;
                b1_run(dev.env.context, dev.env.queue, &c);
                n++;
            }
        }
    printf("N = 0: %ld cases\n", n);
}

/* Special values that must pass through: axpy alpha = 0 with NaN x (y
 * untouched), scal by 0, rot with c = 1, s = 0. */
static void test_special_scalars(void)
{
    long n = 0;
    for (int pi = 0; pi < TU_NPREC; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        b1_case c = basic_case(B1_AXPY, p, 1000, 2, 9);
        c.alpha = alpha_value(0, B1_AXPY, p);
        c.nan = B1_NAN_X;
        b1_run(dev.env.context, dev.env.queue, &c);
        c = basic_case(B1_SCAL, p, 1000, 1, 9);
        c.alpha = alpha_value(0, B1_SCAL, p);
        b1_run(dev.env.context, dev.env.queue, &c);
        c = basic_case(B1_ROT, p, 257, -3, 9);
        c.c = 1;
        c.s = 0;
        b1_run(dev.env.context, dev.env.queue, &c);
        for (int f = 0; f < 4 && !tu_is_complex(p); f++) {
            c = basic_case(B1_ROTM, p, 129, f % 2 ? -1 : 2, (uint64_t)f);
            c.flag = flags[f];
            c.offres = (size_t)f;
            b1_run(dev.env.context, dev.env.queue, &c);
            n++;
        }
        n += 3;
    }
    printf("special scalars: %ld cases\n", n);
}

/* Every routine waiting on a user event. */
static void test_gated(void)
{
    long n = 0;
    for (int r = 0; r < B1_NROUTINES; r++)
        for (int pi = 0; pi < TU_NPREC; pi += 3) { /* S and Z */
            tu_prec p = (tu_prec)pi;
            if (!b1_exists((b1_routine)r, p) || !prec_available(p)) {
                p = pi == 0 ? TU_C : TU_D;
                if (!b1_exists((b1_routine)r, p) || !prec_available(p))
                    continue;
            }
            b1_case c = basic_case((b1_routine)r, p, 3000, 1, (uint64_t)r);
            c.gate = 1;
            b1_run(dev.env.context, dev.env.queue, &c);
            n++;
        }
    printf("gated on a user event: %ld cases\n", n);
}

/* Reductions and updates enqueued back to back, checked afterwards. */
static void test_back_to_back(void)
{
    enum { BATCH = 24 };
    cl_int err;
    cl_command_queue qs[2] = {dev.env.queue, cld_new_queue(&dev.env, &err)};
    int nq = err == CL_SUCCESS && qs[1] ? 2 : 1;
    b1_pending *pd[BATCH];
    int k = 0;
    for (int i = 0; k < BATCH; i++) {
        b1_routine r = (b1_routine)(i % B1_NROUTINES);
        tu_prec p = (tu_prec)(i / B1_NROUTINES % TU_NPREC);
        if (!b1_exists(r, p) || !prec_available(p))
            continue;
        b1_case c = basic_case(r, p, 2000 + (size_t)i * 7, i % 3 ? 1 : -1, (uint64_t)i);
        c.want_event = i % 2;
        pd[k] = b1_start(dev.env.context, qs[k % nq], &c);
        k++;
    }
    for (int i = 0; i < BATCH; i++)
        b1_finish(pd[i]);
    if (nq == 2)
        clReleaseCommandQueue(qs[1]);
    printf("back to back: %d calls on %d queues\n", BATCH, nq);
}

/* Kernel variants the automatic choice does not make on this device: the
 * same cases under CLMATH_PARAMS overrides of the blas1 keys (work-group
 * size, elements per work item, groups per compute unit, least elements
 * per work item of a reduction), kept on top of whatever CLMATH_PARAMS the
 * run had (the database-entry tests set it: tu_set_params). */
/* The rvec path (16-byte loads): unit strides and starts on 16-byte
 * boundaries. Every routine and precision at sizes on both sides of the
 * vector width and of a round, with x and y at aligned offsets (0, one and
 * three vectors in) and, beside them, y misaligned (that routine falls back
 * to the element kernels). */
static void test_vector_path(void)
{
    static const size_t ns[] = {1, 2, 3, 4, 5, 7, 8, 9, 17, 1023, 1024, 1025, 4099, 300001};
    double t0 = tu_now();
    long n = 0;
    for (int r = 0; r < B1_NROUTINES; r++)
        for (int pi = 0; pi < TU_NPREC; pi++) {
            tu_prec p = (tu_prec)pi;
            if (!b1_exists((b1_routine)r, p) || !prec_available(p))
                continue;
            const size_t v = 16 / tu_esize(p); /* elements per 16 bytes */
            const size_t offs[3][2] = {{0, 0}, {v, 3 * v}, {3 * v, 1}};
            for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
                for (int o = 0; o < 3; o++) {
                    if (ns[k] > 4099 && o != 1)
                        continue;
                    b1_case c = basic_case((b1_routine)r, p, ns[k], 1,
                                           tu_hash((uint64_t)r * 16 + (uint64_t)pi, k * 4 + (size_t)o));
                    c.incy = 1;
                    c.offx = offs[o][0];
                    c.offy = offs[o][1];
                    c.want_event = (k + (size_t)o) & 1;
                    c.twice = b1_is_reduction((b1_routine)r) && ns[k] > 4000;
                    if (r == B1_COPY)
                        c.nan = B1_NAN_Y;
                    b1_run(dev.env.context, dev.env.queue, &c);
                    n++;
                }
        }
    printf("vector path: %ld cases, %.1f s\n", n, tu_now() - t0);
}

static void test_param_variants(void)
{
    /* Each variant compiles its own programs (seconds each on PoCL): the
     * reductions in two precisions (one real, one complex), the element-wise
     * kernels in one; the variants together cover every precision. */
    static const struct {
        const char *params;
        tu_prec elementwise, red1, red2; /* all four with CLMATH_TEST_LEVEL=full */
    } variants[] = {
        /* many small groups, reductions in two launches, S and C nrm2 by
         * Blue's scaling where the database sums in double */
        {"blas1.WGS=32,blas1.RMIN=1,blas1.EPT=1,blas1.FUSE=0,blas1.WIDE=0", TU_S, TU_S, TU_Z},
        /* few groups, long loops, wide work items */
        {"blas1.WGS=64,blas1.OCC=1,blas1.RMIN=64,blas1.EPT=16", TU_Z, TU_D, TU_C},
        /* more partial results than the combining code loads in one batch */
        {"blas1.WGS=16,blas1.OCC=64,blas1.RMIN=1", TU_D, TU_S, TU_C},
    };
    int full = tu_full_level();
    static const size_t ns[] = {1, 33, 257, 4097, 70001};
    static const int xincs[] = {1, -1, 2, -3};
    double t0 = tu_now();
    long n = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        tu_set_params(variants[v].params);
        for (int r = 0; r < B1_NROUTINES; r++)
            for (int pi = 0; pi < TU_NPREC; pi++) {
                tu_prec p = (tu_prec)pi;
                int red = b1_is_reduction((b1_routine)r);
                if (!b1_exists((b1_routine)r, p) || !prec_available(p))
                    continue;
                if (!full && (red ? p != variants[v].red1 && p != variants[v].red2
                                  : p != variants[v].elementwise))
                    continue;
                for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
                    b1_case c = basic_case((b1_routine)r, p, ns[k], xincs[(k + v) % 4],
                                           tu_hash(v, k * 64 + (size_t)r));
                    c.incy = xincs[(k + v + (size_t)pi) % 4];
                    c.note = variants[v].params;
                    c.twice = red && ns[k] > 4000;
                    b1_run(dev.env.context, dev.env.queue, &c);
                    n++;
                }
            }
    }
    tu_set_params(NULL);
    printf("parameter variants: %ld cases, %.1f s\n", n, tu_now() - t0);
}

/* ---- rotg ---- */

/* Reference xROTG (LAPACK 3.10+, Anderson's safe scaling), transcribed for
 * float and double. Real: a := r, b := z. Complex: a := r, b unchanged. */
#define DEFINE_ROTG(T, SFX, SQRT, FABS, SAFMIN, SAFMAX, RTMIN, RTMAX)                            \
    static void ref_rotg_##SFX(T *a, T *b, T *c, T *s)                                           \
    {                                                                                            \
        T anorm = FABS(*a), bnorm = FABS(*b);                                                    \
        if (bnorm == 0) {                                                                        \
            *c = 1;                                                                              \
            *s = 0;                                                                              \
            *b = 0;                                                                              \
        } else if (anorm == 0) {                                                                 \
            *c = 0;                                                                              \
            *s = 1;                                                                              \
            *a = *b;                                                                             \
            *b = 1;                                                                              \
        } else {                                                                                 \
            T mx = anorm > bnorm ? anorm : bnorm;                                                \
            T scl = mx < SAFMIN ? SAFMIN : mx > SAFMAX ? SAFMAX : mx;                            \
            T sigma = anorm > bnorm ? (signbit(*a) ? -1 : 1) : (signbit(*b) ? -1 : 1);           \
            T as = *a / scl, bs = *b / scl;                                                      \
            T r = sigma * (scl * SQRT(as * as + bs * bs));                                       \
            *c = *a / r;                                                                         \
            *s = *b / r;                                                                         \
            T z = anorm > bnorm ? *s : *c != 0 ? 1 / *c : 1;                                     \
            *a = r;                                                                              \
            *b = z;                                                                              \
        }                                                                                        \
    }                                                                                            \
    static void ref_crotg_##SFX(T a[2], const T b[2], T *c, T s[2])                              \
    {                                                                                            \
        T f0 = a[0], f1i = a[1], g0 = b[0], g1i = b[1], r0, r1;                                  \
        if (g0 == 0 && g1i == 0) {                                                               \
            *c = 1;                                                                              \
            s[0] = s[1] = 0;                                                                     \
            r0 = f0;                                                                             \
            r1 = f1i;                                                                            \
        } else if (f0 == 0 && f1i == 0) {                                                        \
            *c = 0;                                                                              \
            T g1 = FABS(g0) > FABS(g1i) ? FABS(g0) : FABS(g1i);                                  \
            if (g1 > RTMIN && g1 < RTMAX) {                                                      \
                T d = SQRT(g0 * g0 + g1i * g1i);                                                 \
                s[0] = g0 / d;                                                                   \
                s[1] = -g1i / d;                                                                 \
                r0 = d;                                                                          \
            } else {                                                                             \
                T u = g1 < SAFMIN ? SAFMIN : g1 > SAFMAX ? SAFMAX : g1, uu = 1 / u;              \
                T gs0 = g0 * uu, gs1 = g1i * uu, d = SQRT(gs0 * gs0 + gs1 * gs1);                \
                s[0] = gs0 / d;                                                                  \
                s[1] = -gs1 / d;                                                                 \
                r0 = d * u;                                                                      \
            }                                                                                    \
            r1 = 0;                                                                              \
        } else {                                                                                 \
            T f1 = FABS(f0) > FABS(f1i) ? FABS(f0) : FABS(f1i);                                  \
            T g1 = FABS(g0) > FABS(g1i) ? FABS(g0) : FABS(g1i);                                  \
            T f2, g2, h2, d, p, w, fs0, fs1, gs0, gs1, u;                                        \
            if (f1 > RTMIN && f1 < RTMAX && g1 > RTMIN && g1 < RTMAX) {                          \
                u = 1, w = 1, fs0 = f0, fs1 = f1i, gs0 = g0, gs1 = g1i;                          \
                f2 = f0 * f0 + f1i * f1i;                                                        \
                g2 = g0 * g0 + g1i * g1i;                                                        \
                h2 = f2 + g2;                                                                    \
            } else {                                                                             \
                T mx = f1 > g1 ? f1 : g1;                                                        \
                u = mx < SAFMIN ? SAFMIN : mx > SAFMAX ? SAFMAX : mx;                            \
                T uu = 1 / u;                                                                    \
                gs0 = g0 * uu, gs1 = g1i * uu;                                                   \
                g2 = gs0 * gs0 + gs1 * gs1;                                                      \
                if (f1 * uu < RTMIN) {                                                           \
                    T v = f1 < SAFMIN ? SAFMIN : f1 > SAFMAX ? SAFMAX : f1, vv = 1 / v;          \
                    w = v * uu;                                                                  \
                    fs0 = f0 * vv, fs1 = f1i * vv;                                               \
                    f2 = fs0 * fs0 + fs1 * fs1;                                                  \
                    h2 = f2 * w * w + g2;                                                        \
                } else {                                                                         \
                    w = 1;                                                                       \
                    fs0 = f0 * uu, fs1 = f1i * uu;                                               \
                    f2 = fs0 * fs0 + fs1 * fs1;                                                  \
                    h2 = f2 + g2;                                                                \
                }                                                                                \
            }                                                                                    \
            if (f2 > RTMIN && h2 < RTMAX)                                                        \
                d = SQRT(f2 * h2);                                                               \
            else                                                                                 \
                d = SQRT(f2) * SQRT(h2);                                                         \
            p = 1 / d;                                                                           \
            *c = (f2 * p) * w;                                                                   \
            T fp0 = fs0 * p, fp1 = fs1 * p; /* s = conj(gs) * (fs * p) */                        \
            s[0] = gs0 * fp0 + gs1 * fp1;                                                        \
            s[1] = gs0 * fp1 - gs1 * fp0;                                                        \
            r0 = (fs0 * (h2 * p)) * u;                                                           \
            r1 = (fs1 * (h2 * p)) * u;                                                           \
        }                                                                                        \
        a[0] = r0;                                                                               \
        a[1] = r1;                                                                               \
    }

/* safmin = 2^-126 / 2^-1022, safmax = 2^127 / 2^1023, rtmin = sqrt(safmin /
 * eps), rtmax = sqrt(safmax * eps), as la_constants / crotg.f90 */
DEFINE_ROTG(float, s, sqrtf, fabsf, 0x1p-126f, 0x1p127f, 0x1.6a09e6p-52f, 0x1p52f)
DEFINE_ROTG(double, d, sqrt, fabs, 0x1p-1022, 0x1p1023, 0x1p-485, 0x1.6a09e667f3bcdp485)

/* Reference xROTG up to LAPACK 3.9 (LINPACK's algorithm; also clBLAS's and
 * OpenBLAS 0.3.21's): real r = sign(roe) * scale * sqrt((a/scale)^2 +
 * (b/scale)^2) with scale = |a| + |b| (overflows near the top of the
 * range); complex a = 0 gives c = 0, s = 1, r = b. */
#define DEFINE_ROTG39(T, SFX, SQRT, FABS, HYPOT)                                                 \
    static void ref39_rotg_##SFX(T *a, T *b, T *c, T *s)                                         \
    {                                                                                            \
        T roe = FABS(*a) > FABS(*b) ? *a : *b, scale = FABS(*a) + FABS(*b), r, z;                \
        if (scale == 0) {                                                                        \
            *c = 1, *s = 0, r = 0, z = 0;                                                        \
        } else {                                                                                 \
            T as = *a / scale, bs = *b / scale;                                                  \
            r = scale * SQRT(as * as + bs * bs);                                                 \
            r = (signbit(roe) ? -1 : 1) * r;                                                     \
            *c = *a / r;                                                                         \
            *s = *b / r;                                                                         \
            z = 1;                                                                               \
            if (FABS(*a) > FABS(*b))                                                             \
                z = *s;                                                                          \
            if (FABS(*b) >= FABS(*a) && *c != 0)                                                 \
                z = 1 / *c;                                                                      \
        }                                                                                        \
        *a = r;                                                                                  \
        *b = z;                                                                                  \
    }                                                                                            \
    static void ref39_crotg_##SFX(T a[2], const T b[2], T *c, T s[2])                            \
    {                                                                                            \
        T absa = HYPOT(a[0], a[1]), absb = HYPOT(b[0], b[1]);                                    \
        if (absa == 0) {                                                                         \
            *c = 0;                                                                              \
            s[0] = 1, s[1] = 0;                                                                  \
            a[0] = b[0], a[1] = b[1];                                                            \
            return;                                                                              \
        }                                                                                        \
        T scale = absa + absb;                                                                   \
        T p = HYPOT(a[0] / scale, a[1] / scale), q = HYPOT(b[0] / scale, b[1] / scale);          \
        T norm = scale * SQRT(p * p + q * q);                                                    \
        T al0 = a[0] / absa, al1 = a[1] / absa; /* alpha = a / |a| */                            \
        *c = absa / norm;                                                                        \
        s[0] = (al0 * b[0] + al1 * b[1]) / norm; /* alpha * conj(b) / norm */                    \
        s[1] = (al1 * b[0] - al0 * b[1]) / norm;                                                 \
        a[0] = al0 * norm, a[1] = al1 * norm;                                                    \
    }

DEFINE_ROTG39(float, s, sqrtf, fabsf, hypotf)
DEFINE_ROTG39(double, d, sqrt, fabs, hypot)

/* Which reference the test holds rotg to: 310 = LAPACK 3.10+ (Anderson's
 * safe scaling, the current reference BLAS), 39 = LAPACK <= 3.9. The other
 * one is reported in notes where it differs. */
#ifndef ROTG_REFERENCE
#define ROTG_REFERENCE 310
#endif

/* Scaled difference of two values (abs1 of the difference over eps abs1 of
 * the reference; exact match needed for a zero reference). */
static double sdiff(tu_prec p, tu_scalar got, tu_scalar want)
{
    double d = fabs(got.re - want.re) + fabs(got.im - want.im);
    double m = fabs(want.re) + fabs(want.im);
    if (isnan(got.re) || isnan(got.im))
        return isnan(want.re) || isnan(want.im) ? 0 : INFINITY;
    if (d == 0)
        return 0;
    return m > 0 ? d / (tu_eps(p) * m) : INFINITY;
}

/* What rotg computes: a, b, c, s in their buffers' types (as doubles). */
typedef struct rotg_out {
    tu_scalar a, b, c, s;
} rotg_out;

static rotg_out ref_rotg_v(tu_prec p, tu_scalar a, tu_scalar b, int v39)
{
    rotg_out o;
    memset(&o, 0, sizeof o);
    switch (p) {
    case TU_S: {
        float fa = (float)a.re, fb = (float)b.re, c, s;
        (v39 ? ref39_rotg_s : ref_rotg_s)(&fa, &fb, &c, &s);
        o.a.re = fa, o.b.re = fb, o.c.re = c, o.s.re = s;
        break;
    }
    case TU_D: {
        double da = a.re, db = b.re, c, s;
        (v39 ? ref39_rotg_d : ref_rotg_d)(&da, &db, &c, &s);
        o.a.re = da, o.b.re = db, o.c.re = c, o.s.re = s;
        break;
    }
    case TU_C: {
        float fa[2] = {(float)a.re, (float)a.im}, fb[2] = {(float)b.re, (float)b.im}, c, s[2];
        (v39 ? ref39_crotg_s : ref_crotg_s)(fa, fb, &c, s);
        o.a = tu_scalar_make(fa[0], fa[1]), o.b = tu_scalar_make(fb[0], fb[1]);
        o.c.re = c, o.s = tu_scalar_make(s[0], s[1]);
        break;
    }
    case TU_Z: {
        double da[2] = {a.re, a.im}, db[2] = {b.re, b.im}, c, s[2];
        (v39 ? ref39_crotg_d : ref_crotg_d)(da, db, &c, s);
        o.a = tu_scalar_make(da[0], da[1]), o.b = tu_scalar_make(db[0], db[1]);
        o.c.re = c, o.s = tu_scalar_make(s[0], s[1]);
        break;
    }
    }
    return o;
}

static rotg_out ref_rotg(tu_prec p, tu_scalar a, tu_scalar b)
{
    return ref_rotg_v(p, a, b, ROTG_REFERENCE == 39);
}

static rotg_out cblas_rotg_of(tu_prec p, tu_scalar a, tu_scalar b)
{
    rotg_out o;
    memset(&o, 0, sizeof o);
    switch (p) {
    case TU_S: {
        float fa = (float)a.re, fb = (float)b.re, c = NAN, s = NAN;
        cblas_srotg(&fa, &fb, &c, &s);
        o.a.re = fa, o.b.re = fb, o.c.re = c, o.s.re = s;
        break;
    }
    case TU_D: {
        double da = a.re, db = b.re, c = NAN, s = NAN;
        cblas_drotg(&da, &db, &c, &s);
        o.a.re = da, o.b.re = db, o.c.re = c, o.s.re = s;
        break;
    }
    case TU_C: {
        float fa[2] = {(float)a.re, (float)a.im}, fb[2] = {(float)b.re, (float)b.im}, c = NAN,
              s[2] = {NAN, NAN};
        cblas_crotg(fa, fb, &c, s);
        o.a = tu_scalar_make(fa[0], fa[1]), o.b = tu_scalar_make(fb[0], fb[1]);
        o.c.re = c, o.s = tu_scalar_make(s[0], s[1]);
        break;
    }
    case TU_Z: {
        double da[2] = {a.re, a.im}, db[2] = {b.re, b.im}, c = NAN, s[2] = {NAN, NAN};
        cblas_zrotg(da, db, &c, s);
        o.a = tu_scalar_make(da[0], da[1]), o.b = tu_scalar_make(db[0], db[1]);
        o.c.re = c, o.s = tu_scalar_make(s[0], s[1]);
        break;
    }
    }
    return o;
}

static double rotg_diff(tu_prec p, const rotg_out *x, const rotg_out *y, int *which)
{
    double d[4] = {sdiff(p, x->a, y->a), sdiff(p, x->b, y->b), sdiff(p, x->c, y->c),
                   sdiff(p, x->s, y->s)};
    double m = 0;
    for (int k = 0; k < 4; k++)
        if (d[k] > m) {
            m = d[k];
            *which = k;
        }
    return m;
}

static void str_out(tu_prec p, const rotg_out *o, char *buf, size_t cap)
{
    if (tu_is_complex(p))
        snprintf(buf, cap, "a=(%.9g,%.9g) b=(%.9g,%.9g) c=%.9g s=(%.9g,%.9g)", o->a.re, o->a.im,
                 o->b.re, o->b.im, o->c.re, o->s.re, o->s.im);
    else
        snprintf(buf, cap, "a=%.9g b=%.9g c=%.9g s=%.9g", o->a.re, o->b.re, o->c.re, o->s.re);
}

/* Scalar-routine operands: one guarded buffer each (or all in one). */
typedef struct sc_data {
    tu_operand o[5];
    int n;
} sc_data;

static void sc_free(sc_data *d)
{
    for (int k = 0; k < 5; k++)
        tu_operand_free(&d->o[k]);
}

/* Runs rotg / rotmg on the device with inputs in[k] (NaN where in_nan[k])
 * at offsets off[k]; every buffer's guards must be unchanged; returns the
 * read-back images in d. `shared`: all operands in one buffer (real types,
 * offsets apart), in d->o[0]. */
static int sc_run(tu_prec p, int rotmg, const tu_scalar *in, const int *in_nan, const size_t *off,
                  int shared, int want_event, sc_data *d, const char *desc)
{
    memset(d, 0, sizeof *d);
    int nb = b1_sarg_count(rotmg);
    d->n = shared ? 1 : nb;
    size_t total_shared = 0;
    for (int k = 0; k < nb; k++)
        if (off[k] + b1_sarg_len(rotmg, k) > total_shared)
            total_shared = off[k] + b1_sarg_len(rotmg, k);
    int ok = 1;
    for (int k = 0; k < d->n && ok; k++) {
        size_t tot = shared ? total_shared + TU_GUARD : off[k] + b1_sarg_len(rotmg, k) + TU_GUARD;
        ok = tu_operand_init(&d->o[k], b1_sarg_prec(rotmg, p, k), tot, TU_CANARY_NAN) == 0;
    }
    for (int k = 0; k < nb && ok; k++) {
        tu_operand *o = &d->o[shared ? 0 : k];
        for (size_t j = 0; j < b1_sarg_len(rotmg, k); j++)
            o->logical[off[k] + j] = 1;
        if (!in_nan[k])
            tu_set(o->prec, o->init, off[k], in[k]);
    }
    for (int k = 0; k < d->n && ok; k++)
        ok = tu_operand_upload(&d->o[k], dev.env.context, CL_MEM_READ_WRITE) == CL_SUCCESS;
    if (!tu_check(ok, "%s: could not create the operands", desc))
        return 0;
    b1_sargs a;
    memset(&a, 0, sizeof a);
    a.p = p;
    a.rotmg = rotmg;
    for (int k = 0; k < nb; k++) {
        a.m[k] = d->o[shared ? 0 : k].mem;
        a.off[k] = off[k];
    }
    a.nq = 1;
    a.qs = &dev.env.queue;
    cl_event ev = NULL;
    clblasStatus st = b1_scalar_call(&a, want_event ? &ev : NULL);
    ok = tu_check(st == clblasSuccess, "%s: returned %s", desc, tu_status_name(st));
    if (ok && want_event)
        ok = tu_check_event(ev, dev.env.queue, desc);
    for (int k = 0; k < d->n && ok; k++)
        ok = tu_check(tu_operand_download(&d->o[k], dev.env.queue) == CL_SUCCESS,
                      "%s: read back failed", desc);
    for (int k = 0; k < d->n && ok; k++) {
        size_t ch = tu_operand_changed(&d->o[k], 1, b1_sarg_name(rotmg, shared ? 0 : k), desc);
        ok &= tu_check(ch == 0, "%s: guards of %s changed (%zu elements)", desc,
                       shared ? "the shared buffer" : b1_sarg_name(rotmg, k), ch);
    }
    return ok;
}

static tu_scalar sc_get(const sc_data *d, int shared, int rotmg, int k, size_t off, size_t j)
{
    (void)rotmg;
    const tu_operand *o = &d->o[shared ? 0 : k];
    return tu_get(o->prec, o->back, off + j);
}

static long rotg_disagreements;

static void rotg_case(tu_prec p, tu_scalar a, tu_scalar b, int variant, const char *what)
{
    char desc[512], ab[160];
    if (tu_is_complex(p))
        snprintf(ab, sizeof ab, "a=(%.9g,%.9g) b=(%.9g,%.9g)", a.re, a.im, b.re, b.im);
    else
        snprintf(ab, sizeof ab, "a=%.9g b=%.9g", a.re, b.re);
    int shared = !tu_is_complex(p) && variant == 2;
    static const size_t offs[3][4] = {{0, 0, 0, 0}, {3, 1, 2, 5}, {1, 4, 6, 9}};
    snprintf(desc, sizeof desc, "%crotg %s (%s)%s offsets %zu,%zu,%zu,%zu", tu_prec_letter(p), ab,
             what, shared ? " one buffer" : "", offs[variant][0], offs[variant][1],
             offs[variant][2], offs[variant][3]);
    a = tu_scalar_make(tu_is_double(p) ? a.re : (float)a.re, tu_is_double(p) ? a.im : (float)a.im);
    b = tu_scalar_make(tu_is_double(p) ? b.re : (float)b.re, tu_is_double(p) ? b.im : (float)b.im);
    if (!tu_is_complex(p))
        a.im = b.im = 0;
    rotg_out want = ref_rotg(p, a, b), ob = cblas_rotg_of(p, a, b);
    rotg_out other = ref_rotg_v(p, a, b, ROTG_REFERENCE != 39);
    int which = 0;
    double dob = rotg_diff(p, &ob, &want, &which);
    if (dob >= 8) {
        char s1[320], s2[320];
        str_out(p, &ob, s1, sizeof s1);
        str_out(p, &want, s2, sizeof s2);
        NOTE("OpenBLAS cblas_%crotg differs from reference %cROTG (LAPACK %s) for %s (%s): "
             "OpenBLAS %s, reference %s%s", "sdcz"[p], "SDCZ"[p],
             ROTG_REFERENCE == 39 ? "<= 3.9" : "3.10+", ab, what, s1, s2,
             rotg_diff(p, &ob, &other, &which) < 8 ? " (OpenBLAS = the other reference version)" : "");
        rotg_disagreements++;
    }
    if (rotg_diff(p, &other, &want, &which) >= 8) {
        char s1[320];
        str_out(p, &other, s1, sizeof s1);
        NOTE("%crotg %s (%s): LAPACK %s's reference gives %s", "SDCZ"[p], ab, what,
             ROTG_REFERENCE == 39 ? "3.10+" : "<= 3.9", s1);
    }
    tu_scalar in[4] = {a, b, {0, 0}, {0, 0}};
    int nan[4] = {0, 0, 1, 1};
    sc_data d;
    if (sc_run(p, 0, in, nan, offs[variant], shared, variant != 1, &d, desc)) {
        rotg_out got;
        got.a = sc_get(&d, shared, 0, 0, offs[variant][0], 0);
        got.b = sc_get(&d, shared, 0, 1, offs[variant][1], 0);
        got.c = sc_get(&d, shared, 0, 2, offs[variant][2], 0);
        got.s = sc_get(&d, shared, 0, 3, offs[variant][3], 0);
        double e = rotg_diff(p, &got, &want, &which);
        char s1[320], s2[320], s3[320];
        str_out(p, &got, s1, sizeof s1);
        str_out(p, &want, s2, sizeof s2);
        str_out(p, &ob, s3, sizeof s3);
        if (!tu_check(e < 8, "%s: %c off by %.3g eps: got %s, reference %s (OpenBLAS %s)", desc,
                      "abcs"[which], e, s1, s2, s3))
            tu_detail("  (OpenBLAS agrees with %s; LAPACK %s's reference %s)",
                      rotg_diff(p, &got, &ob, &which) < 8 ? "clmath" : "neither",
                      ROTG_REFERENCE == 39 ? "3.10+" : "<= 3.9",
                      rotg_diff(p, &got, &other, &which) < 8 ? "agrees with clmath" : "too differs");
        if (tu_is_complex(p)) { /* b unchanged, bit for bit */
            const tu_operand *ob_ = &d.o[1];
            tu_check(tu_same_bits(p, ob_->init, ob_->back, offs[variant][1]),
                     "%s: b changed", desc);
        }
    }
    sc_free(&d);
}

static void test_rotg(void)
{
    long n = 0;
    for (int pi = 0; pi < TU_NPREC; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        int cplx = tu_is_complex(p), dbl = tu_is_double(p);
        double H = dbl ? 1e300 : 1e30, T = dbl ? 1e-300 : 1e-30;
        double VH = dbl ? 1.5e308 : 3e38, VT = dbl ? 3e-308 : 1.5e-38; /* near the limits */
        struct {
            double ar, ai, br, bi;
            const char *what;
        } cs[] = {
            {0, 0, 0, 0, "a = b = 0"},
            {0, 0, 2, 0, "a = 0"},
            {0, 0, -2, 0, "a = 0, b < 0"},
            {3, 0, 0, 0, "b = 0"},
            {-3, 0, 0, 0, "b = 0, a < 0"},
            {1, 0, 1, 0, "|a| = |b|"},
            {-1, 0, 1, 0, "|a| = |b|, a < 0"},
            {1, 0, -1, 0, "|a| = |b|, b < 0"},
            {-1, 0, -1, 0, "|a| = |b|, both < 0"},
            {3, 0, 4, 0, "|a| < |b|"},
            {-3, 0, 4, 0, "|a| < |b|, a < 0"},
            {4, 0, -3, 0, "|a| > |b|, b < 0"},
            {-4, 0, -3, 0, "|a| > |b|, both < 0"},
            {H, 0, H, 0, "huge"},
            {T, 0, -T, 0, "tiny"},
            {VH, 0, -VH / 2, 0, "near overflow"},
            {VT, 0, VT * 3, 0, "near underflow"},
            {H, 0, T, 0, "huge and tiny"},
            {T, 0, H, 0, "tiny and huge"},
            {0.7, 0, -1e-3, 0, "general"},
            /* complex parts (ignored for real types) */
            {0, 0, 3, -4, "a = 0, complex b"},
            {0, 0, 0, 2, "a = 0, imaginary b"},
            {1, 2, 0, 0, "complex a, b = 0"},
            {0, 1, 1, 0, "|a| = |b|, imaginary a"},
            {1, -1, -1, 1, "|a| = |b|, opposite"},
            {-0.5, 0.25, 0.75, -0.125, "general complex"},
            {H, -H, H, H, "huge complex"},
            {T, T, -T, T, "tiny complex"},
            {0, 0, H, -H, "a = 0, huge b"},
            {0, 0, T, T, "a = 0, tiny b"},
            {H, 0, 0, T, "huge a, tiny b"},
            {T, 0, 0, H, "tiny a, huge b"},
        };
        size_t ncs = sizeof cs / sizeof cs[0];
        for (size_t k = 0; k < ncs; k++) {
            if (!cplx && (cs[k].ai != 0 || cs[k].bi != 0))
                continue;
            rotg_case(p, tu_scalar_make(cs[k].ar, cs[k].ai), tu_scalar_make(cs[k].br, cs[k].bi),
                      (int)(k % 3), cs[k].what);
            n++;
        }
        tu_rng r = tu_rng_make(42 + (uint64_t)pi);
        for (int k = 0; k < 12; k++, n++)
            rotg_case(p, tu_rng_scalar(&r, p), tu_rng_scalar(&r, p), k % 3, "random");
    }
    printf("rotg: %ld cases, %ld differences between OpenBLAS and the reference\n", n,
           rotg_disagreements);
}

/* ---- rotmg ---- */

/* Reference xROTMG (srotmg.f / drotmg.f) for T. `guarded`: the rescaling
 * loops set the implied elements of H only when the flag is 0 or 1 (the
 * original algorithm, and the fix of LAPACK issue #244 / PR #1344;
 * OpenBLAS since 0.3.1); otherwise as the LAPACK 3.x structured code
 * (ELSE branch also for flag -1), which can clobber a scaled h12 / h21.
 * param: 5 elements, those the routine does not write are left alone. */
#define DEFINE_ROTMG(T, SFX, FABS, GAMSQ, RGAMSQ)                                                \
    static void ref_rotmg_##SFX(T *d1, T *d2, T *x1, T y1, T *param, int guarded)                \
    {                                                                                            \
        const T gam = 4096, gam2 = gam * gam;                                                    \
        T flag = -1, h11 = 0, h12 = 0, h21 = 0, h22 = 0, p1, p2, q1, q2, u;                      \
        if (*d1 < 0) {                                                                           \
            flag = -1;                                                                           \
            *d1 = *d2 = *x1 = 0;                                                                 \
        } else {                                                                                 \
            p2 = *d2 * y1;                                                                       \
            if (p2 == 0) {                                                                       \
                param[0] = -2;                                                                   \
                return;                                                                          \
            }                                                                                    \
            p1 = *d1 * *x1;                                                                      \
            q2 = p2 * y1;                                                                        \
            q1 = p1 * *x1;                                                                       \
            if (FABS(q1) > FABS(q2)) {                                                           \
                h21 = -y1 / *x1;                                                                 \
                h12 = p2 / p1;                                                                   \
                u = 1 - h12 * h21;                                                               \
                if (u > 0) {                                                                     \
                    flag = 0;                                                                    \
                    *d1 /= u;                                                                    \
                    *d2 /= u;                                                                    \
                    *x1 *= u;                                                                    \
                } else {                                                                         \
                    flag = -1;                                                                   \
                    h11 = h12 = h21 = h22 = 0;                                                   \
                    *d1 = *d2 = *x1 = 0;                                                         \
                }                                                                                \
            } else if (q2 < 0) {                                                                 \
                flag = -1;                                                                       \
                *d1 = *d2 = *x1 = 0;                                                             \
            } else {                                                                             \
                flag = 1;                                                                        \
                h11 = p1 / p2;                                                                   \
                h22 = *x1 / y1;                                                                  \
                u = 1 + h11 * h22;                                                               \
                T t = *d2 / u;                                                                   \
                *d2 = *d1 / u;                                                                   \
                *d1 = t;                                                                         \
                *x1 = y1 * u;                                                                    \
            }                                                                                    \
            if (*d1 != 0) {                                                                      \
                while (*d1 <= RGAMSQ || *d1 >= GAMSQ) {                                          \
                    if (flag == 0) {                                                             \
                        h11 = h22 = 1;                                                           \
                        flag = -1;                                                               \
                    } else if (flag == 1 || !guarded) {                                          \
                        h21 = -1;                                                                \
                        h12 = 1;                                                                 \
                        flag = -1;                                                               \
                    }                                                                            \
                    if (*d1 <= RGAMSQ) {                                                         \
                        *d1 *= gam2;                                                             \
                        *x1 /= gam;                                                              \
                        h11 /= gam;                                                              \
                        h12 /= gam;                                                              \
                    } else {                                                                     \
                        *d1 /= gam2;                                                             \
                        *x1 *= gam;                                                              \
                        h11 *= gam;                                                              \
                        h12 *= gam;                                                              \
                    }                                                                            \
                }                                                                                \
            }                                                                                    \
            if (*d2 != 0) {                                                                      \
                while (FABS(*d2) <= RGAMSQ || FABS(*d2) >= GAMSQ) {                              \
                    if (flag == 0) {                                                             \
                        h11 = h22 = 1;                                                           \
                        flag = -1;                                                               \
                    } else if (flag == 1 || !guarded) {                                          \
                        h21 = -1;                                                                \
                        h12 = 1;                                                                 \
                        flag = -1;                                                               \
                    }                                                                            \
                    if (FABS(*d2) <= RGAMSQ) {                                                   \
                        *d2 *= gam2;                                                             \
                        h21 /= gam;                                                              \
                        h22 /= gam;                                                              \
                    } else {                                                                     \
                        *d2 /= gam2;                                                             \
                        h21 *= gam;                                                              \
                        h22 *= gam;                                                              \
                    }                                                                            \
                }                                                                                \
            }                                                                                    \
        }                                                                                        \
        if (flag < 0) {                                                                          \
            param[1] = h11;                                                                      \
            param[2] = h21;                                                                      \
            param[3] = h12;                                                                      \
            param[4] = h22;                                                                      \
        } else if (flag == 0) {                                                                  \
            param[2] = h21;                                                                      \
            param[3] = h12;                                                                      \
        } else {                                                                                 \
            param[1] = h11;                                                                      \
            param[4] = h22;                                                                      \
        }                                                                                        \
        param[0] = flag;                                                                         \
    }

DEFINE_ROTMG(float, s, fabsf, 1.67772E7f, 5.96046E-8f)
DEFINE_ROTMG(double, d, fabs, 16777216.0, 5.9604645E-8)

typedef struct rotmg_out {
    double d1, d2, x1, param[5]; /* NaN in param: not written */
} rotmg_out;

static rotmg_out ref_rotmg(tu_prec p, const double in[4], int guarded)
{
    rotmg_out o;
    if (p == TU_S) {
        float d1 = (float)in[0], d2 = (float)in[1], x1 = (float)in[2], pa[5] = {NAN, NAN, NAN, NAN, NAN};
        ref_rotmg_s(&d1, &d2, &x1, (float)in[3], pa, guarded);
        o.d1 = d1, o.d2 = d2, o.x1 = x1;
        for (int k = 0; k < 5; k++)
            o.param[k] = pa[k];
    } else {
        double d1 = in[0], d2 = in[1], x1 = in[2], pa[5] = {NAN, NAN, NAN, NAN, NAN};
        ref_rotmg_d(&d1, &d2, &x1, in[3], pa, guarded);
        o.d1 = d1, o.d2 = d2, o.x1 = x1;
        for (int k = 0; k < 5; k++)
            o.param[k] = pa[k];
    }
    return o;
}

static rotmg_out cblas_rotmg_of(tu_prec p, const double in[4])
{
    rotmg_out o;
    if (p == TU_S) {
        float d1 = (float)in[0], d2 = (float)in[1], x1 = (float)in[2], pa[5] = {NAN, NAN, NAN, NAN, NAN};
        cblas_srotmg(&d1, &d2, &x1, (float)in[3], pa);
        o.d1 = d1, o.d2 = d2, o.x1 = x1;
        for (int k = 0; k < 5; k++)
            o.param[k] = pa[k];
    } else {
        double d1 = in[0], d2 = in[1], x1 = in[2], pa[5] = {NAN, NAN, NAN, NAN, NAN};
        cblas_drotmg(&d1, &d2, &x1, in[3], pa);
        o.d1 = d1, o.d2 = d2, o.x1 = x1;
        for (int k = 0; k < 5; k++)
            o.param[k] = pa[k];
    }
    return o;
}

/* Largest scaled difference over d1, d2, x1 and PARAM; NaN (not written)
 * must match NaN. */
static double rotmg_diff(tu_prec p, const rotmg_out *x, const rotmg_out *y)
{
    double v[8][2] = {{x->d1, y->d1}, {x->d2, y->d2}, {x->x1, y->x1}};
    for (int k = 0; k < 5; k++) {
        v[3 + k][0] = x->param[k];
        v[3 + k][1] = y->param[k];
    }
    double m = 0;
    for (int k = 0; k < 8; k++) {
        double e = sdiff(p, tu_scalar_make(v[k][0], 0), tu_scalar_make(v[k][1], 0));
        if (isnan(v[k][1]) != isnan(v[k][0]))
            e = INFINITY;
        if (e > m)
            m = e;
    }
    return m;
}

static void str_rotmg(const rotmg_out *o, char *buf, size_t cap)
{
    snprintf(buf, cap, "d1=%.9g d2=%.9g x1=%.9g param=[%g %.9g %.9g %.9g %.9g]", o->d1, o->d2,
             o->x1, o->param[0], o->param[1], o->param[2], o->param[3], o->param[4]);
}

static long rotmg_disagreements;

static void rotmg_case(tu_prec p, const double in0[4], int variant, const char *what)
{
    double in[4];
    for (int k = 0; k < 4; k++)
        in[k] = tu_is_double(p) ? in0[k] : (double)(float)in0[k];
    char desc[320];
    int shared = variant == 2;
    static const size_t offs[3][5] = {{0, 0, 0, 0, 0}, {2, 1, 3, 4, 1}, {1, 3, 5, 7, 9}};
    snprintf(desc, sizeof desc, "%crotmg d1=%.9g d2=%.9g x1=%.9g y1=%.9g (%s)%s", tu_prec_letter(p),
             in[0], in[1], in[2], in[3], what, shared ? " one buffer" : "");
    rotmg_out want = ref_rotmg(p, in, 1), unguarded = ref_rotmg(p, in, 0);
    rotmg_out ob = cblas_rotmg_of(p, in);
    char s1[256], s2[256], s3[256];
    if (rotmg_diff(p, &ob, &want) >= 16) {
        str_rotmg(&ob, s1, sizeof s1);
        str_rotmg(&want, s2, sizeof s2);
        NOTE("OpenBLAS cblas_%crotmg differs from reference %cROTMG for d1=%.9g d2=%.9g x1=%.9g "
             "y1=%.9g (%s): OpenBLAS %s, reference %s%s", "sd"[p], "SD"[p], in[0], in[1], in[2],
             in[3], what, s1, s2,
             rotmg_diff(p, &ob, &unguarded) < 16 ? " (OpenBLAS = LAPACK 3.x unguarded loops)" : "");
        rotmg_disagreements++;
    }
    if (rotmg_diff(p, &want, &unguarded) >= 16) {
        str_rotmg(&unguarded, s1, sizeof s1);
        NOTE("%s: LAPACK 3.x's unguarded rescaling gives %s (issue #244)", desc, s1);
    }
    tu_scalar vin[5] = {{in[0], 0}, {in[1], 0}, {in[2], 0}, {in[3], 0}, {0, 0}};
    int nan[5] = {0, 0, 0, 0, 1};
    sc_data d;
    if (sc_run(p, 1, vin, nan, offs[variant], shared, variant != 1, &d, desc)) {
        rotmg_out got;
        got.d1 = sc_get(&d, shared, 1, 0, offs[variant][0], 0).re;
        got.d2 = sc_get(&d, shared, 1, 1, offs[variant][1], 0).re;
        got.x1 = sc_get(&d, shared, 1, 2, offs[variant][2], 0).re;
        for (int k = 0; k < 5; k++)
            got.param[k] = sc_get(&d, shared, 1, 4, offs[variant][4], (size_t)k).re;
        double e = rotmg_diff(p, &got, &want);
        str_rotmg(&got, s1, sizeof s1);
        str_rotmg(&want, s2, sizeof s2);
        str_rotmg(&ob, s3, sizeof s3);
        if (!tu_check(e < 16, "%s: off by %.3g eps: got %s, reference %s", desc, e, s1, s2))
            tu_detail("  OpenBLAS: %s%s%s", s3,
                      rotmg_diff(p, &got, &ob) < 16 ? " (= clmath)" : "",
                      rotmg_diff(p, &got, &unguarded) < 16 ? "; clmath = LAPACK 3.x unguarded loops" : "");
        /* y1 unchanged; unwritten PARAM elements keep their canary bits */
        const tu_operand *oy = &d.o[shared ? 0 : 3];
        tu_check(tu_same_bits(p, oy->init, oy->back, offs[variant][3]), "%s: y1 changed", desc);
        const tu_operand *op = &d.o[shared ? 0 : 4];
        for (int k = 1; k < 5; k++)
            if (isnan(want.param[k]))
                tu_check(tu_same_bits(p, op->init, op->back, offs[variant][4] + (size_t)k),
                         "%s: PARAM[%d] written, reference leaves it (flag %g)", desc, k,
                         want.param[0]);
        /* what H is for: H (x1, y1) = (x1', 0) */
        double f = got.param[0];
        if (f > -1.5 && !(got.d1 == 0 && got.d2 == 0 && got.x1 == 0)) {
            double h11 = f == 0 ? 1 : got.param[1], h21 = f == 1 ? -1 : got.param[2];
            double h12 = f == 1 ? 1 : got.param[3], h22 = f == 0 ? 1 : got.param[4];
            double y = h21 * in[2] + h22 * in[3], g = fabs(h21 * in[2]) + fabs(h22 * in[3]);
            double x = h11 * in[2] + h12 * in[3], gx = fabs(h11 * in[2]) + fabs(h12 * in[3]);
            tu_check(fabs(y) <= 16 * tu_eps(p) * g && fabs(x - got.x1) <= 16 * tu_eps(p) * (gx + fabs(got.x1)),
                     "%s: H (x1, y1) = (%.9g, %.9g), want (x1' = %.9g, 0)", desc, x, y, got.x1);
        }
    }
    sc_free(&d);
}

static void test_rotmg(void)
{
    long n = 0;
    for (int pi = 0; pi < 2; pi++) {
        tu_prec p = (tu_prec)pi;
        if (!prec_available(p))
            continue;
        struct {
            double d1, d2, x1, y1;
            const char *what;
        } cs[] = {
            {-1, 2, 3, 4, "d1 < 0"},
            {2, 0, 3, 4, "d2 = 0"},
            {2, 3, 4, 0, "y1 = 0"},
            {0, 2, 3, 4, "d1 = 0"},
            {2, 3, 0, 4, "x1 = 0"},
            {4, 1, 2, 1, "|q1| > |q2|: flag 0"},
            {1, 4, 1, 2, "|q1| < |q2|: flag 1"},
            {1, 1, 1, 1, "|q1| = |q2|: flag 1"},
            {1, -4, 1, 2, "q2 < 0, |q2| > |q1|: zero H"},
            {4, -1, 2, 1, "d2 < 0, |q1| > |q2|: flag 0"},
            {1e-9, 1, 1, 1, "d1 tiny: rescale"},
            {1e9, 1e9, 1, 1e-3, "d1 huge: rescale"},
            {1, 1e-9, 1e3, 1, "d2 tiny: rescale"},
            {1e12, 1e-12, 1, 1e6, "both rescaled, several rounds"},
            {1e-12, 1e12, 1e6, 1, "both rescaled the other way"},
            {1e-20, 1e-21, 1, 1, "tiny, many rounds"},
            {1e20, 1e18, 1, 1, "huge, many rounds"},
            {1600000000, 800000000, 8, 7, "LAPACK issue #244"},
            {5e-8, 4e-8, 1, 1, "flag 0 then d1 rescaled once"},
            {16777210, 1e-6, 1, 1, "d1' between 1.67772e7 and 2^24"},
            {5.9604630e-8, 1e-20, 1, 1e-3, "d1' between 5.96046e-8 and 2^-24"},
            {0.75, 0.5, -1.5, 2.5, "general"},
            {3, -2, 0.25, -4, "negative d2, flag 1 side"},
        };
        size_t ncs = sizeof cs / sizeof cs[0];
        for (size_t k = 0; k < ncs; k++, n++) {
            double in[4] = {cs[k].d1, cs[k].d2, cs[k].x1, cs[k].y1};
            rotmg_case(p, in, (int)(k % 3), cs[k].what);
        }
        tu_rng r = tu_rng_make(7 + (uint64_t)pi);
        for (int k = 0; k < 12; k++, n++) {
            double in[4] = {fabs(tu_rng_unit(&r)) * 4, tu_rng_unit(&r) * 4, tu_rng_unit(&r),
                            tu_rng_unit(&r)};
            rotmg_case(p, in, k % 3, "random");
        }
    }
    printf("rotmg: %ld cases, %ld differences between OpenBLAS and the reference\n", n,
           rotmg_disagreements);
}

/* ---- OpenBLAS against the semantics tested here (notes only) ---- */

static void openblas_notes(void)
{
    float x[6] = {1, -4, 3, 4, NAN, 2}, xs[6];
    float nrm_pos = cblas_snrm2(3, x, 1), nrm_neg = cblas_snrm2(3, x, -1);
    if (nrm_neg != nrm_pos)
        NOTE("OpenBLAS snrm2 with incx = -1 gives %g, reference (LAPACK 3.10+) %g", nrm_neg, nrm_pos);
    float as = cblas_sasum(3, x, -1);
    if (as != 0)
        NOTE("OpenBLAS sasum with incx = -1 gives %g, reference 0", as);
    size_t im = (size_t)cblas_isamax(3, x, -1);
    if (im != 0)
        NOTE("OpenBLAS isamax with incx = -1 gives %zu (0-based CBLAS), reference IxAMAX 0", im);
    memcpy(xs, x, sizeof xs);
    cblas_sscal(3, 2, xs, -1);
    if (memcmp(xs, x, 3 * sizeof *x) != 0)
        NOTE("OpenBLAS sscal with incx = -1 scales the vector, reference does nothing");
    float nanfirst[4] = {NAN, 1, 5, 2}, nanmid[4] = {1, NAN, 5, 2}, ties[4] = {1, -3, 3, 2};
    size_t a = (size_t)cblas_isamax(4, nanfirst, 1) + 1, b = (size_t)cblas_isamax(4, nanmid, 1) + 1,
           c = (size_t)cblas_isamax(4, ties, 1) + 1;
    if (a != 1)
        NOTE("OpenBLAS isamax on (NaN, 1, 5, 2) gives %zu, reference 1", a);
    if (b != 3)
        NOTE("OpenBLAS isamax on (1, NaN, 5, 2) gives %zu, reference 3", b);
    if (c != 2)
        NOTE("OpenBLAS isamax on (1, -3, 3, 2) gives %zu, reference 2", c);
    float big[3] = {1e30f, 1e30f, 1e30f};
    float nb = cblas_snrm2(3, big, 1);
    if (fabs(nb - 1.7320508e30) > 1e24)
        NOTE("OpenBLAS snrm2 on three 1e30 gives %g", nb);
}

/* The reference loops of blas1case.c against CBLAS where their semantics
 * agree (positive increments for nrm2, asum and iamax; random data): a
 * check of the test itself. */
static void reference_self_check(void)
{
    enum { N = 37 };
    static const int pairs[][2] = {{1, 1}, {2, -1}, {-3, 2}, {-1, -1}};
    long n = 0;
    for (int k = 0; k < 4; k++) {
        int ix = pairs[k][0], iy = pairs[k][1];
        size_t lx = tu_vec_extent(N, 0, ix), ly = tu_vec_extent(N, 0, iy);
        double *x = calloc(2 * lx, sizeof *x), *y = calloc(2 * ly, sizeof *y);
        tu_rng r = tu_rng_make((uint64_t)k);
        for (size_t i = 0; i < 2 * lx; i++)
            x[i] = tu_rng_unit(&r);
        for (size_t i = 0; i < 2 * ly; i++)
            y[i] = tu_rng_unit(&r);
        for (int pi = TU_D; pi <= TU_Z; pi += 2) {
            tu_prec p = (tu_prec)pi;
            int cplx = tu_is_complex(p);
            for (int rr = B1_DOT; rr <= B1_ASUM; rr++) {
                b1_routine rt = (b1_routine)rr;
                if (!b1_exists(rt, p) || rt == B1_ROT || rt == B1_ROTM ||
                    ((rt == B1_NRM2 || rt == B1_ASUM) && ix < 0))
                    continue;
                b1_case c;
                memset(&c, 0, sizeof c);
                c.r = rt;
                c.p = p;
                c.N = N;
                c.incx = ix;
                c.incy = iy;
                tu_scalar want = b1_ref_reduction(&c, x, y), ob = {0, 0};
                double z[2];
                switch (rt) {
                case B1_DOT:
                    if (cplx) {
                        cblas_zdotu_sub(N, x, ix, y, iy, z);
                        ob = tu_scalar_make(z[0], z[1]);
                    } else {
                        ob.re = cblas_ddot(N, x, ix, y, iy);
                    }
                    break;
                case B1_DOTC:
                    cblas_zdotc_sub(N, x, ix, y, iy, z);
                    ob = tu_scalar_make(z[0], z[1]);
                    break;
                case B1_NRM2: ob.re = cplx ? cblas_dznrm2(N, x, ix) : cblas_dnrm2(N, x, ix); break;
                case B1_ASUM: ob.re = cplx ? cblas_dzasum(N, x, ix) : cblas_dasum(N, x, ix); break;
                default: break;
                }
                double d = fabs(ob.re - want.re) + fabs(ob.im - want.im);
                tu_check(d <= 1e-13 * (1 + fabs(want.re) + fabs(want.im)),
                         "reference self-check: %s N=%d incx=%d incy=%d: reference (%.17g,%.17g), "
                         "CBLAS (%.17g,%.17g)", b1_name(rt, p), N, ix, iy, want.re, want.im,
                         ob.re, ob.im);
                n++;
            }
            if (ix > 0) {
                size_t ob = (size_t)(cplx ? cblas_izamax(N, x, ix) : cblas_idamax(N, x, ix)) + 1;
                unsigned want = b1_ref_iamax(p, x, N, 0, ix);
                tu_check(ob == want, "reference self-check: iamax %c incx=%d: reference %u, CBLAS %zu",
                         tu_prec_letter(p), ix, want, ob);
                n++;
            }
        }
        free(x);
        free(y);
    }
    printf("reference self-check against CBLAS: %ld comparisons\n", n);
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    int full = tu_full_level();
    if (!tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed"))
        return tu_summary("test_blas1");
    double t0 = tu_now();
    reference_self_check();
    openblas_notes();
    run_sweep(full);
    test_zero_n();
    test_special_scalars();
    test_nrm2_extremes();
    test_iamax_specials();
    test_dot_conj();
    test_gated();
    test_back_to_back();
    test_vector_path();
    test_param_variants();
    test_rotg();
    test_rotmg();
    printf("total %.1f s, %ld notes\n", tu_now() - t0, notes);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_blas1");
}
