/*
 * blas1case.h - one Level 1 BLAS call, fully checked.
 *
 * Routines are grouped in families (b1_routine) that share one calling
 * shape; each exists in the precisions b1_exists allows (Sscal..Zscal,
 * Csscal/Zdscal as B1_SSCAL, Sdot/Ddot/Cdotu/Zdotu as B1_DOT, Cdotc/Zdotc
 * as B1_DOTC, Srot/Drot/Csrot/Zdrot as B1_ROT, Srotm/Drotm as B1_ROTM, the
 * reductions in all four). b1_call dispatches any of them; b1_scalar_call
 * does rotg and rotmg, whose operands are scalars in buffers.
 *
 * b1_run builds the operands in guarded buffers (tu_operand): vectors the
 * call only reads have NaN canaries in their gaps and guards (a kernel that
 * reads the wrong element poisons its result), vectors it writes have
 * finite canaries; the result of a reduction sits at its offset in a
 * buffer with NaN canaries before and after it and a NaN in the result
 * slot itself (it must be overwritten); rotm's PARAM is guarded the same
 * way and holds NaN in the elements its flag says are implied (never read);
 * the scratch buffer has exactly its documented minimum size and is full
 * of NaN. After the call it checks the status, the returned event, inputs
 * bit-for-bit unchanged, every guard and gap unchanged, and the values
 * against references computed here in long double (see blas1case.c):
 *
 *   elementwise (scal, axpy, rot, rotm): per element
 *       |y_i - yref_i| / (eps * G_i) < 16, G_i the sum of the magnitudes
 *       of the terms (|alpha||x_i| + |y_i| for axpy, |c||x_i| + |s||y_i|
 *       for rot, ...), |.| = |re| + |im|;
 *   dot, dotu, dotc: |r - ref| / (eps * sum |x_i||y_i|) < 16;
 *   nrm2, asum (sums of positive terms): |r - ref| / (eps * ref * L) < 16
 *       with L = max(1, log2 N), the bound of a tree-shaped summation;
 *   swap, copy: bit-for-bit; iamax: the exact index of reference IxAMAX
 *       (computed here in the routine's precision).
 */
#ifndef CLM_BLAS1CASE_H
#define CLM_BLAS1CASE_H

#include "testutil.h"

typedef enum b1_routine {
    B1_SWAP,
    B1_SCAL,  /* S/D/C/Zscal: alpha of the vector's type */
    B1_SSCAL, /* Csscal, Zdscal: real alpha, complex vector */
    B1_COPY,
    B1_AXPY,
    B1_DOT,  /* Sdot, Ddot, Cdotu, Zdotu */
    B1_DOTC, /* Cdotc, Zdotc */
    B1_ROT,  /* Srot, Drot, Csrot, Zdrot */
    B1_ROTM, /* Srotm, Drotm */
    B1_NRM2, /* Snrm2, Dnrm2, Scnrm2, Dznrm2 */
    B1_ASUM, /* Sasum, Dasum, Scasum, Dzasum */
    B1_IAMAX,
    B1_NROUTINES
} b1_routine;

int b1_exists(b1_routine r, tu_prec p);
const char *b1_name(b1_routine r, tu_prec p); /* "Sswap", "Csscal", "Scnrm2", "iCamax" */
int b1_has_y(b1_routine r);
int b1_writes_x(b1_routine r);
int b1_writes_y(b1_routine r);
int b1_is_reduction(b1_routine r); /* dot, dotc, nrm2, asum, iamax: a result buffer */
int b1_has_alpha(b1_routine r);    /* scal, sscal, axpy */
int b1_has_scratch(b1_routine r);
tu_prec b1_real(tu_prec p);
/* The type of the result element (iamax: cl_uint, handled as TU_S bits). */
tu_prec b1_result_prec(b1_routine r, tu_prec p);
/* The documented minimum scratch size in bytes for N (0 when none). */
size_t b1_scratch_bytes(b1_routine r, tu_prec p, size_t N);

/* Every argument of a vector routine; res is the result buffer (dot, nrm2,
 * asum, iamax) or PARAM (rotm), offres its offset. */
typedef struct b1_args {
    b1_routine r;
    tu_prec p;
    size_t N;
    tu_scalar alpha; /* scal, axpy (re only for real types and sscal) */
    double c, s;     /* rot */
    TU_VEC_FIELDS(x);
    TU_VEC_FIELDS(y);
    cl_mem res;
    size_t offres;
    cl_mem scratch;
    TU_QUEUE_FIELDS;
} b1_args;

clblasStatus b1_call(const b1_args *a, cl_event *ev);

/* rotg (m: a, b, c, s) and rotmg (m: d1, d2, x1, y1, param) arguments. */
typedef struct b1_sargs {
    tu_prec p;
    int rotmg;
    cl_mem m[5];
    size_t off[5];
    TU_QUEUE_FIELDS;
} b1_sargs;

clblasStatus b1_scalar_call(const b1_sargs *a, cl_event *ev);
int b1_sarg_count(int rotmg);                  /* buffers: 4 or 5 */
tu_prec b1_sarg_prec(int rotmg, tu_prec p, int k); /* element type of buffer k */
size_t b1_sarg_len(int rotmg, int k);          /* elements used from the offset */
const char *b1_sarg_name(int rotmg, int k);

/* ---- one checked call of a vector routine ---- */

enum {
    B1_NAN_X = 1, /* NaN in x's elements (axpy with alpha == 0: never read) */
    B1_NAN_Y = 2  /* NaN in y's elements (copy: overwritten, never read) */
};

typedef struct b1_case {
    b1_routine r;
    tu_prec p;
    size_t N, offx, offy, offres;
    int incx, incy;
    tu_scalar alpha;
    double c, s;
    int flag;       /* rotm: -2, -1, 0, 1 */
    int want_event; /* pass an event pointer and check what comes back */
    int gate;       /* wait on a user event: nothing may run before it completes */
    int twice;      /* call again on the same data: results bit-identical */
    unsigned nan;   /* B1_NAN_* */
    const tu_scalar *xv, *yv; /* element values (N each) instead of random ones */
    uint64_t seed;
    const char *note; /* appended to the description */
} b1_case;

void b1_describe(const b1_case *c, char *buf, size_t cap);

/* Run and check one case; returns 1 if it passed. */
int b1_run(cl_context ctx, cl_command_queue q, const b1_case *c);

/* The same in two steps: b1_start builds the operands and enqueues the call
 * (a gated case waits for its check before it returns); b1_finish waits,
 * checks, and frees. Several cases may be started before any finishes. */
typedef struct b1_pending b1_pending;
b1_pending *b1_start(cl_context ctx, cl_command_queue q, const b1_case *c);
int b1_finish(b1_pending *pd);

/* The reference's answer for iamax (1-based, 0 for N == 0 or incx < 0),
 * as reference IxAMAX, in the precision of p, on n elements of the host
 * array x (element i at tu_vec_pos(n, off, inc, i)). */
unsigned b1_ref_iamax(tu_prec p, const void *x, size_t n, size_t off, int inc);

/* The reference (long double) of dot, dotu, dotc, nrm2 and asum for the
 * case's routine, sizes, offsets and increments on host arrays x and y. */
tu_scalar b1_ref_reduction(const b1_case *c, const void *x, const void *y);

/* Largest scaled error of the last b1_run per family (statistics). */
double b1_worst_error(b1_routine r);

#endif
