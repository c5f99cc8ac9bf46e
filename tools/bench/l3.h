/*
 * clmath-bench Level 3 beyond gemm: what the engine (l3.c) and the routine
 * files (syrk.c: syrk herk syr2k her2k; symm.c: symm hemm; trsm.c: trmm
 * trsm) share. A routine is an l3_kind: its dimensions, host data, calls of
 * the three libraries, flop count and host check; l3.c sweeps the cases,
 * allocates and rotates the operands, times, checks and reports as gemm.c.
 *
 * Operands: A (read), B (read; none for syrk, herk, trmm, trsm) and the
 * one written, called C here (trmm's and trsm's B).
 */
#ifndef CLM_BENCH_L3_H
#define CLM_BENCH_L3_H

#include "bench.h"
#include "peers.h"

/* A call's status when the peer lacks the routine (its symbol is missing). */
#define L3_MISSING (-999999)

typedef struct l3_kind l3_kind;

typedef struct l3_case {
    const l3_kind *kind;
    char prec;
    int ip, cplx;
    size_t es;
    int order;          /* 0 = column-major, 1 = row-major */
    int side;           /* 0 = left, 1 = right */
    int uplo;           /* 0 = upper, 1 = lower */
    int trans;          /* 0 = N, 1 = T, 2 = C */
    int diag;           /* 0 = non-unit, 1 = unit */
    size_t m, n, k;     /* syrk family: C n x n, op(A) n x k; else C m x n */
    size_t lda, ldb, ldc;
    size_t a_elems, b_elems, c_elems;   /* b_elems 0: no B */
    double alpha[2], beta[2];
} l3_case;

struct l3_kind {
    const char *name;           /* "syrk" */
    int id;                     /* the routine file's own tag */
    int complex_only;           /* herk, her2k, hemm */
    int uses_side, uses_trans, uses_diag;
    int syrk_dims;              /* shapes are N x K (else M x N) */
    int timed_a;                /* timed calls use their own A (fill's At) */
    const char *flops_text;     /* the count, for the header line */
    /* Dimensions, leading dimensions and extents from m, n, k and the
     * flags; NULL, or why the case cannot run (herk with trans t). */
    const char *(*setup)(l3_case *c);
    /* Host data; At only when timed_a. */
    void (*fill)(const l3_case *c, void *A, void *At, void *B, void *C,
                 unsigned long long seed);
    double (*flops)(const l3_case *c);
    /* Scaled error of C against C0 (before) on sampled elements. */
    double (*error)(const l3_case *c, const void *A, const void *B, const void *C0,
                    const void *C);
    /* One call; the library's status (0 success) or L3_MISSING. */
    int (*clmath)(const l3_case *c, cl_command_queue *q, cl_mem A, cl_mem B, cl_mem C);
    int (*clblast)(const l3_case *c, const bench_clblast *b, cl_command_queue *q, cl_mem A,
                   cl_mem B, cl_mem C);
    int (*cublas)(const l3_case *c, const bench_cublas *cb, void *A, void *B, void *C);
};

/* Run every case of kind that o asks for: bench_routine.run. */
int l3_run(bench_ctx *ctx, const bench_opts *o, const l3_kind *kind);

/* ---- helpers for the routine files ---- */

/* Element (r, col) of a matrix stored with leading dimension ld. */
static inline size_t l3_at(const l3_case *c, size_t ld, size_t r, size_t col)
{
    return c->order ? r * ld + col : r + col * ld;
}

/* Rows x cols stored: the leading dimension and the extent, in elements. */
void l3_dims(const l3_case *c, size_t rows, size_t cols, size_t *ld, size_t *elems);

/* Uniform in (-1, 1), never zero; the store of (re, im) at element i. */
double l3_rand(unsigned long long *seed);
void l3_store(const l3_case *c, void *buf, size_t i, double re, double im);
void l3_fill_nan(const l3_case *c, void *buf, size_t elems);

/* The scalars as the library takes them: cuBLAS's bytes (float or double,
 * re then im: a real scalar is the first), CLBlast's values. */
void l3_scalar_bytes(const l3_case *c, const double v[2], unsigned char out[16]);
cl_float2 l3_f2(const double v[2]);
cl_double2 l3_d2(const double v[2]);

/* The sampled elements of a check: up to L3_SAMPLES of total, evenly
 * drawn (all when total is small). */
#define L3_SAMPLES 256
size_t l3_sample(size_t s, size_t ns, size_t total, unsigned long long *seed);

/* CLBlast's and cuBLAS's enums for the case. */
int l3_clb_layout(const l3_case *c);
int l3_clb_trans(int trans);

#endif
