/*
 * testutil.h - the harness shared by clmath's test programs.
 *
 * Precisions and element access, a deterministic random generator, the
 * OpenCL device (through tools/common/cldevice), buffers with guard regions
 * (and their promotion for a CBLAS reference), the strategy knob
 * (CLMATH_PARAMS), the coverage and sharding of sweeps, calls gated on user
 * events, status names, and counting of checks with a summary that turns
 * any failure into a non-zero exit code.
 * Everything here is safe to call from several threads at once, except
 * tu_set_strategy and tu_set_params (they change the environment) and
 * tu_in_shard (it reads the environment once).
 */
#ifndef CLM_TESTUTIL_H
#define CLM_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>

#include <clBLAS.h>

#include "cldevice.h"

/* ---- precisions ---- */

typedef enum tu_prec { TU_S, TU_D, TU_C, TU_Z } tu_prec;
/* Fields of an argument struct as clBLAS names the parameters: a vector v
 * (its buffer, offset and increment), and the queues and wait list. */
#define TU_VEC_FIELDS(v)                                                                       \
    cl_mem v;                                                                                  \
    size_t off##v;                                                                             \
    int inc##v
#define TU_QUEUE_FIELDS                                                                        \
    cl_uint nq;                                                                                \
    cl_command_queue *qs;                                                                      \
    cl_uint nwait;                                                                             \
    const cl_event *wait

#define TU_NPREC 4

/* A scalar of any precision; float values convert to double exactly. */
typedef struct tu_scalar {
    double re, im;
} tu_scalar;

char tu_prec_letter(tu_prec p);
size_t tu_esize(tu_prec p); /* bytes per element */
int tu_is_complex(tu_prec p);
int tu_is_double(tu_prec p);
double tu_eps(tu_prec p); /* machine epsilon of the real type */

/* Element i of a host array holding elements of precision p. */
tu_scalar tu_get(tu_prec p, const void *a, size_t i);
void tu_set(tu_prec p, void *a, size_t i, tu_scalar v);
/* A NaN with a recognisable payload in every part of element i. */
void tu_set_nan(tu_prec p, void *a, size_t i);
int tu_same_bits(tu_prec p, const void *a, const void *b, size_t i);

tu_scalar tu_scalar_make(double re, double im);
double tu_abs1(tu_scalar v); /* |re| + |im|, as the reference BLAS testers */
tu_scalar tu_mul(tu_scalar a, tu_scalar b);
int tu_scalar_is(tu_scalar v, double re); /* v == re + 0i */
/* "(re,im)" for complex, "re" for real. */
void tu_scalar_str(tu_prec p, tu_scalar v, char *buf, size_t cap);

/* ---- deterministic random numbers ---- */

typedef struct tu_rng {
    uint64_t s;
} tu_rng;

uint64_t tu_hash(uint64_t h, uint64_t v);
tu_rng tu_rng_make(uint64_t seed);
uint64_t tu_rng_next(tu_rng *r);
double tu_rng_unit(tu_rng *r);               /* uniform in [-1, 1] */
unsigned tu_rng_below(tu_rng *r, unsigned n); /* uniform in [0, n) */
/* Random element of precision p (imaginary part 0 for real types), values
 * rounded to the precision so that host and device agree exactly. */
tu_scalar tu_rng_scalar(tu_rng *r, tu_prec p);

/* ---- the device ---- */

typedef struct tu_device {
    cld_env env;
    int fp64;   /* double precision supported */
    int images; /* image support */
} tu_device;

/* Opens the device chosen by CLMATH_PLATFORM / CLMATH_DEVICE; 0 on success. */
int tu_open(tu_device *d);
/* The alpha and beta the result tests cycle through (k = 0, 1, 2): 0, 1
 * and a general value, complex ones with both parts non-zero. */
tu_scalar tu_alpha_value(int k, tu_prec p);
tu_scalar tu_beta_value(int k, tu_prec p);
/* tu_open, then clblasSetup; 0 when both worked, else the device is
 * closed again (a message says why) and 2 comes back: a test's exit status. */
int tu_open_setup(tu_device *d);
void tu_close(tu_device *d);
/* A test's main: tu_open_setup, per_prec(p, &serial) for each precision
 * (a double one only with fp64; serial counts the cases across them),
 * teardown, tu_summary(name). */
int tu_main_precs(const char *name, tu_device *d, void (*per_prec)(tu_prec p, unsigned *serial));

/* Zeroed host memory of `bytes` (at least 1); exits with status 2 when
 * there is none. */
void *tu_xmalloc(size_t bytes);
/* A read-write buffer of `bytes` (at least 1) holding a copy of host;
 * NULL on failure. */
cl_mem tu_upload(cl_context ctx, const void *host, size_t bytes);
/* A second context on the same device, with one queue. */
int tu_open_second_context(const tu_device *d, cl_context *ctx, cl_command_queue *q);

/* ---- buffers with guard regions ----
 * An operand is a device buffer of `total` elements, of which the ones
 * marked in `logical` belong to the vector or matrix; every other element
 * (before the offset, between strided elements, rows beyond the matrix in
 * lda, and TU_GUARD elements after the end) holds a canary. */

#define TU_GUARD 7

typedef enum tu_canary { TU_CANARY_NAN, TU_CANARY_FINITE } tu_canary;

typedef struct tu_operand {
    tu_prec prec;
    size_t total;           /* elements in the buffer */
    unsigned char *logical; /* 1 where an element of the operand lies */
    void *init;             /* what was written to the device */
    void *back;             /* what was read back */
    cl_mem mem;
} tu_operand;

/* Index of logical element i of an n-vector at offset off with increment
 * inc; a negative increment starts at the far end (reference BLAS). */
size_t tu_vec_pos(size_t n, size_t off, int inc, size_t i);
size_t tu_vec_extent(size_t n, size_t off, int inc); /* elements needed */
/* Index of element (r, c) of a matrix with the given storage order. */
size_t tu_mat_pos(clblasOrder order, size_t off, size_t ld, size_t r, size_t c);
size_t tu_mat_extent(clblasOrder order, size_t m, size_t n, size_t off, size_t ld);

/* Host images of `total` elements filled with the canary; 0 on success. */
int tu_operand_init(tu_operand *o, tu_prec p, size_t total, tu_canary canary);
void tu_operand_mark_vec(tu_operand *o, size_t n, size_t off, int inc);
void tu_operand_mark_mat(tu_operand *o, clblasOrder order, size_t m, size_t n, size_t off,
                         size_t ld);
/* tu_operand_init for an m x n matrix from off with leading dimension ld
 * and a guard region after it; its elements marked when `mark` (else the
 * caller marks the part the call may touch: a triangle). */
int tu_operand_init_mat(tu_operand *o, tu_prec p, tu_canary canary, clblasOrder order, size_t m,
                        size_t n, size_t off, size_t ld, int mark);
/* The uplo triangle of an n x n matrix marked, its diagonal only with
 * diag (a unit diagonal is not read). */
void tu_operand_mark_tri(tu_operand *o, clblasOrder order, size_t n, size_t off, size_t ld,
                         clblasUplo uplo, int diag);
/* Logical elements: random values, or NaN where nan is set. */
void tu_operand_fill(tu_operand *o, tu_rng *r, int nan);
cl_int tu_operand_upload(tu_operand *o, cl_context ctx, cl_mem_flags flags);
cl_int tu_operand_download(tu_operand *o, cl_command_queue q);
void tu_operand_free(tu_operand *o);
/* Count elements whose bits changed (all, or only the guards), reporting
 * the first few with `what` and `desc` in the message. */
size_t tu_operand_changed(const tu_operand *o, int guards_only, const char *what,
                          const char *desc);

/* The operand's host image promoted to double (interleaved re, im for
 * complex) for a CBLAS reference: only the elements marked logical when
 * `logical_only`, none when `zero` (the reference must not see what the
 * call must not read). Zeros around it: OpenBLAS's complex kernels (zgemv
 * in 0.3.21) read and ignore 16 bytes before x with some negative
 * increments. NULL when out of memory; free with tu_promote_free. */
double *tu_promote(const tu_operand *o, int logical_only, int zero);
void tu_promote_free(double *d);

/* One call on operands whose host images are made, the last of them the
 * output: uploads them (the inputs read-only), runs call(args, queue, mems,
 * event) on d's queue (with an event when want_event), checks the status and the event, reads
 * every operand back, and checks the inputs unchanged bit for bit and the
 * output unchanged outside the elements it holds (guards, gaps, a triangle
 * not stored). Returns 1 when the call succeeded and the output's values
 * are the caller's to check; 0 when a check failed (counted). */
typedef clblasStatus (*tu_call_fn)(const void *args, cl_command_queue q, const cl_mem *mems,
                                   cl_event *event);
int tu_run_call(const tu_device *d, const char *desc, tu_operand *const *ops,
                const char *const *names, int n, int want_event, tu_call_fn call,
                const void *args);

/* A kind of case whose operands are the tu_operand fields of a struct of
 * the test's own (data_size bytes): n of them at offsets at[], named
 * names[], in the call's order, the output last. */
#define TU_MAX_OPS 4
typedef struct tu_case_kind {
    size_t data_size;
    int n;
    size_t at[TU_MAX_OPS];
    const char *names[TU_MAX_OPS];
    void (*describe)(const void *c, char *buf, size_t cap);
    int (*make)(const void *c, void *data); /* host images made and marked: 0 */
    tu_call_fn call;                        /* on the operands' buffers */
    int (*verify)(const void *c, const void *data, const char *desc);
} tu_case_kind;

/* One case c of kind k: its operands made (zeroed first), tu_run_call,
 * then, when the call succeeded, verify; the operands freed either way.
 * Returns 1 when every check passed. */
int tu_run_case(const tu_device *d, const tu_case_kind *k, const void *c, int want_event);
/* Frees the operands of data, a struct of kind k (zeroed or made). */
void tu_case_free(const tu_case_kind *k, void *data);

/* ---- knobs ---- */

/* Strategy through CLMATH_PARAMS: 0 = automatic, n > 0 forces gemv.P=n
 * (kept on top of any CLMATH_PARAMS the caller had). Not thread-safe. */
void tu_set_strategy(int P);
const char *tu_strategy_name(int P);
extern const int tu_strategies[3]; /* auto, P=1, P=3 */
/* Any parameters through CLMATH_PARAMS: `extra` ("trsv.NB=7,trsv.P=3")
 * kept on top of the CLMATH_PARAMS the caller had; NULL or "" restores that.
 * Not thread-safe. */
void tu_set_params(const char *extra);

int tu_full_level(void); /* CLMATH_TEST_LEVEL=full */
/* CLMATH_TEST_PRECISIONS (letters, e.g. "sd"): the precisions a test
 * that honours it runs; all when unset. */
int tu_prec_selected(tu_prec p);

/* A leading dimension of at least `least`: mode 0 tight, 1 padded to a
 * multiple of 4 plus 4, 2 odd padding. */
size_t tu_ld_value(int mode, size_t least);

/* Cycling a secondary parameter of n values (n <= 8) over a sweep: the k-th
 * pick walks through a fresh random permutation of the values every n picks,
 * so each run of n consecutive picks sees every value, and axes with
 * different seeds do not move in lock step. */
int tu_cycle_pick(uint64_t seed, int n, unsigned k);

/* Which values of each secondary axis (at most TU_COVER_AXES axes of at
 * most 8 values) a sweep combination met. */
#define TU_COVER_AXES 12
typedef struct tu_cover {
    unsigned char seen[TU_COVER_AXES][8];
} tu_cover;
void tu_cover_mark(tu_cover *cv, int naxes, const int ax[]);
/* One check per value of every axis a with used[a] (all when used is NULL):
 * "sweep <combo>: value v of <name[a]> never used". */
void tu_cover_check(const tu_cover *cv, int naxes, const int len[], const char *const name[],
                    const int used[], const char *combo);

/* CLMATH_TEST_SHARD=i/n: whether case `index` is one of this shard's
 * (index % n == i); every case when the variable is unset. */
int tu_in_shard(unsigned long long index);

/* ---- statuses and results ---- */

const char *tu_status_name(clblasStatus s);

/* Record one check; on failure print the message. Returns ok. */
int tu_check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A further line about a failure just recorded (not counted). */
void tu_detail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
long tu_failures(void);
/* Print "<name>: N checks, F failed" and return the exit code. */
int tu_summary(const char *name);

/* An event returned by a call: valid, completes, and belongs to q. Waits for
 * it and releases it; counts one check. Returns 1 if right. */
int tu_check_event(cl_event ev, cl_command_queue q, const char *desc);

/* ---- the scaled error of TESTING.md ----
 * err = |got - want| / (eps g) for an element with gauge g (0 when both
 * are 0, infinite when only g is; NaN counts as infinite); a result passes
 * when its largest err is below 16. */
double tu_scaled_err(tu_scalar got, tu_scalar want, double eps, double g);
/* Element pos of a reference promoted to double (re, im pairs if complex). */
tu_scalar tu_ref_at(tu_prec p, const double *ref, size_t pos);

/* The largest err over a result operand's elements (res->back against ref). */
typedef struct tu_maxerr {
    tu_prec p;
    const tu_operand *res;
    const double *ref;
    double max;
    size_t i, j, pos; /* where max was */
} tu_maxerr;
void tu_maxerr_init(tu_maxerr *m, tu_prec p, const tu_operand *res, const double *ref);
/* Element (i, j) at pos with gauge g; _note: with its err computed already. */
void tu_maxerr_add(tu_maxerr *m, size_t i, size_t j, size_t pos, double g);
void tu_maxerr_note(tu_maxerr *m, double err, size_t i, size_t j, size_t pos);
/* One check: max < 16, else "<desc>: max scaled error E at <what>(i,j):
 * got (..) want (..)". */
int tu_maxerr_check(const tu_maxerr *m, const char *what, const char *desc);

/* A product's result R (m x n) := alpha X Y + beta R against its reference,
 * with the gauge g_ij = |alpha| sum(i, j) + |beta R_ij| (sum: sum_k |X_ik|
 * |Y_kj|, not called when alpha is 0; R_ij as it was): one tu_maxerr_check.
 * at: R_ij's element, negative for one not in the result (a triangle);
 * NULL: tu_mat_pos(order, off, ld, i, j). ref: made by the caller, freed
 * here (NULL: it could not be made, one failed check). real_diag: R is
 * Hermitian, its diagonal must come back real (one check more). */
typedef struct tu_product {
    tu_prec p;
    clblasOrder order;
    size_t m, n, off, ld;
    tu_scalar alpha, beta;
    const tu_operand *res;
    const double *ref;
    const char *name;       /* "C" */
    const void *c, *d;      /* the callbacks' context: the case and its data */
    double (*sum)(const void *c, const void *d, size_t i, size_t j);
    long (*at)(const void *c, size_t i, size_t j);
    int real_diag;
} tu_product;
int tu_check_product(const tu_product *pr, const char *desc);

/* op bit for bit as it was (its elements and guards): one check. */
int tu_check_untouched(const tu_operand *op, const char *name, const char *desc);

/* ---- a call gated on user events ----
 * The call's output operand lives in host memory given to its buffer
 * (CL_MEM_USE_HOST_PTR), so that on a CPU device a call that ran too early
 * shows in it without a read. */
typedef struct tu_gate {
    tu_operand *out;
    void *host;
    size_t bytes;
    int nuser;
    cl_event user[2]; /* the call's wait list */
} tu_gate;

/* Creates out's buffer on host memory of its own, holding out->init, and
 * nuser (at most 2) user events of ctx; CL_SUCCESS or the first error. */
cl_int tu_gate_open(tu_gate *g, cl_context ctx, tu_operand *out, int nuser);
/* The call returned ev with g->user as its wait list: it must stay queued
 * (ev pending, the output unchanged: two checks per user event) until each
 * user event is set in turn, and then complete (one check). */
void tu_gate_run(tu_gate *g, cl_command_queue q, cl_event ev, const char *name,
                 const char *desc);
/* Sets the user events still pending, releases them, finishes q, releases
 * the output's buffer and its host memory. */
void tu_gate_close(tu_gate *g, cl_command_queue q);

/* Seconds on a monotonic clock. */
double tu_now(void);

/* The reference count of q once it has stopped changing (two reads 1 ms
 * apart agree, or 100 ms have passed): PoCL drops the references of
 * finished commands some time after they finish. The error tests compare
 * it before and after a call that must enqueue nothing; a count that
 * fell meanwhile is such a late release, one that rose an enqueue. */
cl_uint tu_queue_refs(cl_command_queue q);
void tu_sleep_ms(long ms);

/* Remove a folder and everything in it. */
int tu_remove_dir(const char *path);

/* Resident set size of this process in bytes (/proc/self/statm). */
size_t tu_rss_bytes(void);

#endif
