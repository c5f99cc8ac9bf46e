/*
 * The harness of libclmath_cblas's tests (test_cblas, test_cblas_errors).
 *
 * The reference is OpenBLAS's CBLAS, but both libraries export the same
 * cblas_* names, so they cannot both be linked into one program: the test
 * links libclmath_cblas normally (the calls under test are the plain
 * names, exactly as a CBLAS program makes them) and dlopen()s OpenBLAS's
 * library with RTLD_LOCAL, calling the reference through pointers looked
 * up in it (REF below). RTLD_LOCAL keeps OpenBLAS's cblas_* out of the
 * global namespace, so libclmath_cblas's calls are never bound to them, and
 * OpenBLAS's own internal calls stay within OpenBLAS.
 *
 * Every case runs three times on three copies of its arrays: libclmath_cblas
 * (copy 0), the reference (copy 1), and the reference on the absolute
 * values of every input (copy 2: |re| + |im| for complex, |alpha|,
 * |beta|), which gives each output element the size of the terms behind
 * it, G_i. An element passes when |ours - ref| <= 16 eps G_i (solves:
 * 16 eps n max|ref|). Elements the reference leaves as NaN canaries
 * (padding past the rows up to lda, gaps of strided vectors, the triangle
 * a routine must not touch, a unit diagonal, guards) must come back bit for
 * bit; arrays that are not outputs must come back bit for bit whole.
 */
#ifndef CBTEST_H
#define CBTEST_H

#include <stddef.h>
#include <stdint.h>

#include "cblas.h"

enum { S = 0, D = 1, C = 2, Z = 3 };

/* the reference's function of the same name as ours */
void *cbt_refsym(const char *name);
#define REF(name) ((__typeof__(&name))cbt_refsym(#name))
/* ours (k = 0) or the reference (k = 1, 2) */
#define PICK(k, name) ((k) ? REF(name) : &name)

/* a scalar as every routine takes it, for each of the three runs */
typedef struct cbt_scal {
    double re, im;
    float cf[2];
    double zd[2];
} cbt_scal;
/* value (0: ours, 1: reference) and absolute value (2) */
void cbt_scal_set(cbt_scal s[3], double re, double im);
#define SV_S(s) ((float)(s).re)
#define SV_D(s) ((s).re)
#define SV_C(s) ((const void *)(s).cf)
#define SV_Z(s) ((const void *)(s).zd)

/* Run ARGS(SV) (an argument list using k and SV) through cblas_<x>NAME for
 * k = 0, 1, 2, with x the letter of precision t. */
#define RUN_T(t, NAME, ARGS)                                                                \
    for (int k = 0; k < 3; k++) {                                                           \
        switch (t) {                                                                        \
        case S: PICK(k, cblas_s##NAME)(ARGS(SV_S)); break;                                  \
        case D: PICK(k, cblas_d##NAME)(ARGS(SV_D)); break;                                  \
        case C: PICK(k, cblas_c##NAME)(ARGS(SV_C)); break;                                  \
        default: PICK(k, cblas_z##NAME)(ARGS(SV_Z)); break;                                 \
        }                                                                                   \
    }
#define RUN_SD(t, NAME, ARGS)                                                               \
    for (int k = 0; k < 3; k++) {                                                           \
        if (t == S) PICK(k, cblas_s##NAME)(ARGS(SV_S));                                     \
        else PICK(k, cblas_d##NAME)(ARGS(SV_D));                                            \
    }
#define RUN_CZ(t, NAME, ARGS)                                                               \
    for (int k = 0; k < 3; k++) {                                                           \
        if (t == C) PICK(k, cblas_c##NAME)(ARGS(SV_C));                                     \
        else PICK(k, cblas_z##NAME)(ARGS(SV_Z));                                            \
    }

/* complex routines with real scalars too: ARGS(SV, SR) */
#define RUN_CZ2(t, NAME, ARGS)                                                              \
    for (int k = 0; k < 3; k++) {                                                           \
        if (t == C) PICK(k, cblas_c##NAME)(ARGS(SV_C, SV_S));                               \
        else PICK(k, cblas_z##NAME)(ARGS(SV_Z, SV_D));                                      \
    }

/* an array of n elements of precision t, in three copies */
typedef struct cbt_arr {
    int t, out;
    size_t n;
    char *b[3];
} cbt_arr;

size_t cbt_es(int t);
double cbt_eps(int t);
uint64_t cbt_rand(void);
double cbt_unit(void); /* in [-1, 1] */

/* random finite elements (copy 2 their absolute values); out: an output */
cbt_arr cbt_new(int t, size_t n, int out);
void cbt_free(cbt_arr *a);
void cbt_nan(cbt_arr *a, size_t i); /* a NaN canary at i in every copy */
void cbt_setv(cbt_arr *a, size_t i, double re, double im);

/* A vector of n elements, increment inc (gaps and 2 guards each side are
 * canaries); the pointer to pass is cbt_vptr(a, k). */
cbt_arr cbt_vec(int t, int n, int inc, int out);
void *cbt_vptr(cbt_arr *a, int k);

/* An r x c matrix in layout lay with leading dimension ld; padding and
 * guards canaries; tri: 'U' or 'L' makes the other triangle canaries, and
 * diag 'U' the diagonal too (the strict triangle stays); dom: the
 * diagonal set to r + 2 (a well-conditioned triangle). */
cbt_arr cbt_mat(int t, int lay, int r, int c, int ld, int out, char tri, char diag, int dom);
void *cbt_mptr(cbt_arr *a, int k);

/* G_i = g for every element (where the routine subtracts, so that the
 * run on absolute values does not bound its terms) */
void cbt_set_size(cbt_arr *a, double g);

/* Compares copy 0 with copy 1 (see above); solve != 0: normwise with n =
 * solve. Returns 0 or 1 (a failure, printed with what). */
int cbt_check(cbt_arr *a, int solve, const char *what);

/* Staging of ordinary memory through the library's pinned buffers, by
 * the counter c: a third of the calls stage every transfer
 * (CLMATH_CBLAS_STAGE_MIN=0), in chunks of 64 bytes (runs in pieces) or
 * of 1000 (several runs a chunk); the others do not stage. */
void cbt_stage_mode(unsigned c);

/* the checks' tally and the exit status */
extern int cbt_checks, cbt_fails;
int cbt_done(const char *prog);

#endif
