/*
 * errorcase.h - the machinery of the error-exit tests (test_*_errors.c).
 *
 * An invalid call must return the exact status, leave the events output
 * alone (it is preset to a sentinel), enqueue nothing, and leave every
 * buffer of the call unchanged. An ec_fixture holds what that takes for one
 * routine and precision: the device queue, the call (through a caller that
 * takes the test's own argument struct), the name that starts every
 * message, and the operands that must read back as they were written.
 *
 * The argument structs differ between routines, so the shared cases reach
 * the fields they vary through pointers into the caller's struct (a valid
 * call): they change those fields only, and put them back before returning.
 */
#ifndef CLM_ERRORCASE_H
#define CLM_ERRORCASE_H

#include "testutil.h"

/* The field every error test's fixture ends with: the ec_fixture the
 * drivers reach as f->ec. */
#define EC_FIXTURE_FIELDS ec_fixture ec

/* The events output is preset to this: a call that fails must not write it. */
#define EC_SENTINEL ((cl_event)(uintptr_t)0x5e47e1)

/* The call under test on the test's argument struct: returns its status and
 * writes *ev as the routine does. */
typedef clblasStatus (*ec_caller)(const void *args, cl_event *ev);

/* How a call that succeeded has its returned event checked (by default
 * tu_check_event: valid, complete, on the queue; waits and releases it). */
typedef int (*ec_event_check)(cl_event ev, cl_command_queue q, const char *desc);

#define EC_MAX_OUT 5

typedef struct ec_fixture {
    cl_context ctx, foreign; /* the device's context; a second one on it */
    cl_command_queue q;      /* the calls' queue: held shut around them, read back on */
    cl_command_queue qs[1];  /* q, as the calls' commandQueues */
    ec_caller call;
    ec_event_check check_event;
    int images;              /* the device supports images */
    int fp64;                /* and double precision */
    char name[16];           /* "Sgemv", "Ztbsv", "Srotmg": starts every message */
    int nout;
    tu_operand *out[EC_MAX_OUT]; /* read back after every call: unchanged */
    const char *out_name[EC_MAX_OUT];
} ec_fixture;

/* The fixture on dev's queue, its name formatted from fmt. */
void ec_init(ec_fixture *f, const tu_device *dev, cl_context foreign, ec_caller call,
             const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* An operand every invalid call must leave as written; one with no
 * elements (total 0: not part of this routine) is passed over. */
void ec_watch(ec_fixture *f, tu_operand *o, const char *name);

/* "<name>, <what>" */
void ec_describe(const ec_fixture *f, const char *what, char *desc, size_t cap);

/* One invalid call: the exact status (or `alt`, 0 when there is none), the
 * events output untouched, nothing enqueued, every watched operand (with its
 * guard region) unchanged. The queue is held shut by a marker waiting on a
 * user event, so anything the call enqueued would still be pending
 * afterwards, holding a reference to the queue (PoCL counts those;
 * elsewhere that check is moot). */
void ec_expect2(const ec_fixture *f, const void *args, clblasStatus want, clblasStatus alt,
                const char *what);
void ec_expect(const ec_fixture *f, const void *args, clblasStatus want, const char *what);
/* ec_expect with the description formatted printf-style. */
void ec_expectf(const ec_fixture *f, const void *args, clblasStatus want, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The call `args`, whose arguments before the queues are all valid, with
 * numCommandQueues = 0 (at nq): it must report that fault, which shows the
 * ones before it accepted. Leaves *nq as it was. */
void ec_accepted(const ec_fixture *f, void *args, cl_uint *nq, const char *what);
#define EC_ACCEPTED(fx, a, what) ec_accepted(&(fx)->ec, (a), &(a)->nq, (what))

/* A leading dimension *ld of a matrix with `rows` stored rows at the edge
 * of its range: max(1, rows) - 1 must fail with `want`, max(1, rows) be
 * accepted (ec_accepted); "<how> = <ld>" in the messages. Leaves *ld at
 * the least. EC_LD_EDGE: the same on the test's fixture and struct. */
void ec_ld_edge(const ec_fixture *f, void *args, cl_uint *nq, size_t *ld, size_t rows,
                clblasStatus want, const char *how);
#define EC_LD_EDGE(fx, a, ld, rows, want, how)                                                 \
    ec_ld_edge(&(fx)->ec, (a), &(a)->nq, (ld), (rows), (want), (how))

/* An operand of the base call: `need` elements (the call's output, out:
 * a guard after them and a finite canary; an input a NaN canary), of which
 * the column-major rows x cols matrix from off with leading dimension ld
 * is marked (in row-major order too when `both`; cols 0: the need - off
 * elements from off). */
typedef struct ec_op {
    tu_operand *o;
    const char *name;
    size_t need;
    int out;
    size_t rows, cols, off, ld;
    int both;
} ec_op;

/* Each of the n operands watched, made, its marked elements filled from
 * one generator (seed), and uploaded (read-write for the output, else
 * read-only); 0 or -1. */
int ec_operands(ec_fixture *f, tu_prec p, uint64_t seed, const ec_op *ops, int n);

/* Frees every operand f watches. EC_FREE_WATCHED: the release of
 * EC_RUN_ROUTINE and its kin for a fixture (fx, holding its ec_fixture as
 * ec) whose operands are all watched. */
void ec_free_watched(ec_fixture *f);
#define EC_FREE_WATCHED(fx) ec_free_watched(&(fx)->ec)

/* One invalid call (ec_expectf) of a test whose fixture f holds its
 * ec_fixture as ec: the watched operands must stay as they were. */
#define EC_EXPECT(f, a, want, ...) ec_expectf(&(f)->ec, (a), (want), __VA_ARGS__)

/* Frees each operand of the NULL-terminated list o. */
void ec_free_operands(tu_operand *const *o);

/* A call that must succeed: checks the status and that an event came back;
 * returns it (NULL when either check failed). */
cl_event ec_call_ok(const ec_fixture *f, const char *desc, const void *args);
/* ec_call_ok and the fixture's event check; then, when the call had nothing
 * to compute (`untouched`), every watched operand must read back as before,
 * else they are written back for the next case. */
void ec_expect_ok(const ec_fixture *f, const void *args, int untouched, const char *what);
/* Write one operand back from its host image (blocking; not checked). */
cl_int ec_operand_reset(cl_command_queue q, const tu_operand *o);

/* The fields an error test's argument struct names a matrix M (A, B, C)
 * with, as EC_MAT_FIT finds them (its queues: TU_QUEUE_FIELDS). */
#define EC_MAT_FIELDS(M, m)                                                                    \
    cl_mem M;                                                                                  \
    size_t off##M, ld##m

/* The test's valid call `start`, a T, with `tweaks` (assignments to `a`,
 * comma separated) applied, then `check` (which names `a`): how the error
 * tests write one case a line. */
#define EC_WITH(T, start, check, ...)                                                          \
    do {                                                                                       \
        T a = (start);                                                                         \
        __VA_ARGS__;                                                                           \
        check;                                                                                 \
    } while (0)

/* One case a line, in a test with base(f) (its valid call, an EC_ARGS:
 * `args` unless the test defines it otherwise), f a pointer to its
 * fixture: the base call with `tweaks` applied must fail with `want`, or
 * (TRY_OK) succeed. */
#define EC_ARGS args
#define TRY(want, what, ...)                                                                   \
    EC_WITH(EC_ARGS, base(f), ec_expectf(&(f)->ec, &a, (want), "%s", (what)), __VA_ARGS__)
#define TRY_OK(untouched, what, ...)                                                           \
    EC_WITH(EC_ARGS, base(f), ec_expect_ok(&(f)->ec, &a, (untouched), (what)), __VA_ARGS__)

/* The two bad orders every error test tries first. */
#define EC_BAD_ORDER() EC_BAD_ENUM(order, clblasOrder, 2)

/* An enum argument (field of type T) one past its last value (n, the
 * number of values) and at -1: clblasInvalidValue. */
#define EC_BAD_ENUM(field, T, n)                                                               \
    do {                                                                                       \
        TRY(clblasInvalidValue, #field " = " #n, a.field = (T)n);                              \
        TRY(clblasInvalidValue, #field " = -1", a.field = (T)-1);                              \
    } while (0)

/* A buffer of n elements of p, or of `bytes` bytes (at least 1), in c. */
cl_mem ec_buffer(cl_context c, tu_prec p, size_t n);
cl_mem ec_buffer_bytes(cl_context c, size_t bytes);
/* A 16 x 16 RGBA float 2D image in c (checked); NULL when it failed. */
cl_mem ec_image(cl_context c);

/* The call `args` with the buffer argument at `slot` replaced by m (NULL,
 * an image, a buffer of another context): "<arg> <kind>" must fail with
 * `want`. */
void ec_expect_mem(const ec_fixture *f, void *args, cl_mem *slot, cl_mem m, clblasStatus want,
                   const char *arg, const char *kind);

/* A buffer argument of the call: where it is in the arguments, its name,
 * and the status when it is NULL. */
typedef struct ec_mem_arg {
    cl_mem *slot;
    const char *name;
    clblasStatus if_null;
} ec_mem_arg;

/* Each buffer argument NULL; then each a buffer of another context (of
 * foreign_bytes bytes); then each an image, where the device has images
 * (else a line says they were skipped). */
void ec_bad_mem_objects(const ec_fixture *f, void *args, const ec_mem_arg *mem, int n,
                        size_t foreign_bytes);

/* No queue, a NULL list of queues, a NULL queue in the list. */
void ec_bad_queues(const ec_fixture *f, void *args, cl_uint *nq, cl_command_queue **qs);

/* Two faults at once, the one earlier in the documented order reported: no
 * queue before the buffer `mem` NULL, a NULL queue before a bad wait list,
 * a bad wait list before the buffer NULL. */
void ec_queue_order(const ec_fixture *f, void *args, cl_uint *nq, cl_command_queue **qs,
                    cl_uint *nwait, const ec_mem_arg *mem);

/* Where the queue and wait-list arguments are in the call's arguments. */
typedef struct ec_queue_args {
    cl_uint *nq;
    cl_command_queue **qs;
    cl_uint *nwait;
    const cl_event **wait;
} ec_queue_args;

/* The queue and wait-list cases every routine shares, on the valid call
 * `args`: no queue and no list; a queue of another context (q_other: every
 * buffer is then foreign, `first`, the first mem object checked, reported
 * as clblasInvalidContext); two queues, the second of another context
 * (only the first is used: succeeds); ec_bad_queues; ec_bad_wait_lists;
 * ec_queue_order with `first`. q_other NULL: no case of another context
 * (for routines that may use every queue they are given). */
void ec_queue_cases(const ec_fixture *f, void *args, const ec_queue_args *qa,
                    cl_command_queue q_other, const ec_mem_arg *first);

/* ec_queue_cases on `a`, an argument struct whose queue and wait-list
 * fields are nq, qs, nwait and wait; `mem` the first buffer checked. */
#define EC_QUEUE_CASES(ecf, a, q_other, mem, name, if_null)                                    \
    do {                                                                                       \
        const ec_queue_args qa_ = {&(a).nq, &(a).qs, &(a).nwait, &(a).wait};                   \
        const ec_mem_arg first_ = {&(a).mem, name, if_null};                                   \
        ec_queue_cases((ecf), &(a), &qa_, (q_other), &first_);                                 \
    } while (0)

/* User events for the wait-list cases: one of the fixture's context, one of
 * the other context; ec_events_free completes and releases them. */
typedef struct ec_events {
    cl_event user, foreign;
    cl_event one[1], with_null[2], other[1];
} ec_events;
void ec_events_make(ec_events *e, const ec_fixture *f);
void ec_events_free(ec_events *e);

/* A count without a list, a list without a count, a NULL event in the
 * list, an event of another context (OpenCL's own enqueue calls say
 * CL_INVALID_CONTEXT there; either status is exact enough). */
void ec_bad_wait_lists(const ec_fixture *f, const ec_events *e, void *args, cl_uint *nwait,
                       const cl_event **wait);

/* A vector argument: where its buffer, offset and increment are in the
 * call's arguments, and the status of a buffer too small for it. */
typedef struct ec_vec {
    cl_mem *mem;
    size_t *off;
    int *inc;
    const char *name; /* "x", "y" */
    clblasStatus want;
} ec_vec;

/* Elements of the buffer that the cases of ec_vec_short fit exactly:
 * n elements at offset 3 with increment -2 or 2. */
size_t ec_vec_fit(size_t n);
/* With *v->mem a buffer of ec_vec_fit(n) elements, n the vector's length:
 * the vector fits it exactly with increment -2 and 2, and is one element
 * short by its increment (3, -3) or its offset. Leaves offset 3 and
 * increment -2. */
void ec_vec_short(const ec_fixture *f, void *args, const ec_vec *v);
/* Offsets whose element or byte counts overflow, and increment INT_MIN.
 * Leaves offset 0 and increment INT_MIN. */
void ec_vec_overflow(const ec_fixture *f, void *args, const ec_vec *v, size_t esize);

/* An operand for ec_fit_and_short: where its buffer and offset are in the
 * call's arguments, the elements it needs, its name, the status of a buffer
 * too small for it, and up to three bounds (lda, K, ...) each of which, one
 * larger, makes it need more elements. */
typedef struct ec_fit {
    cl_mem *mem;
    size_t *off;
    size_t need;
    const char *name;
    clblasStatus want;
    size_t *grow[3];
    const char *grow_name[3];
    cl_mem fill_from; /* when set, the exact buffer starts as its copy (the call reads it) */
} ec_fit;

/* Every operand (n at most EC_MAX_OUT) in a buffer of exactly `need`
 * elements of p: the call passes; then each operand in turn one element
 * short by its offset, by each of its bounds and by its buffer's size.
 * `how` names the call in the messages. Leaves the arguments as they were. */
void ec_fit_and_short(const ec_fixture *f, void *args, tu_prec p, const ec_fit *ops, int n,
                      const char *how);

/* A leading dimension of the call: where it is, its name, the status when
 * it is too small, where the call's order and the transpose that decides
 * the stored matrix's rows are (trans NULL: none does), and the least it
 * may be for the arguments as they stand (max(1, rows stored)). */
typedef struct ec_ld {
    size_t *ld;
    const char *name;
    clblasStatus want;
    clblasOrder *order;
    clblasTranspose *trans;
    size_t (*least)(const void *args);
    cl_uint *nq;
} ec_ld;

/* Every order and transpose: the leading dimension 0, one below its least,
 * and the least of the other order must fail with l->want when below the
 * least; at its least (and above) it is accepted, shown by pairing it with
 * a later fault, numCommandQueues = 0, which the call must then report.
 * Leaves the arguments as they were. */
void ec_ld_sweep(const ec_fixture *f, void *args, const ec_ld *l);

/* The ec_fit of matrix M (A, B, C) of the argument struct *p, whose fields
 * are M, offM and ldm (m: a, b, c), needing n elements; its leading
 * dimension is the bound that grows. */
#define EC_MAT_FIT(p, M, m, n)                                                                 \
    ((ec_fit){&(p)->M, &(p)->off##M, (n), #M, clblasInsufficientMemMat##M, {&(p)->ld##m},      \
              {"leading dimension"}, NULL})

/* A matrix whose offset (o->off) or leading dimension (o->grow[0]) makes
 * its extent overflow, in elements or in bytes (esize): o->want. Leaves
 * the arguments as they were. */
void ec_fit_overflow(const ec_fixture *f, void *args, const ec_fit *o, size_t esize);

/* A buffer of n elements of p in c, every one NaN (NULL on failure). */
cl_mem ec_nan_buffer(cl_context c, tu_prec p, size_t n);

/* After a call that must have set o := beta o, o read back: each element o
 * holds is beta times what was written, exactly as the precision rounds it
 * (0 for beta = 0, NaN or not; exact only where beta's parts make every
 * product exact, as 0, +-1/2, +-1, 2 do), and every other element (gaps,
 * guard) bit for bit as written. One check; returns 1 if right. */
int ec_check_scaled(const tu_operand *o, tu_scalar beta, const char *desc);

/* The drivers of an error test's routines. Each builds a fixture f_ of
 * type T (the test's own struct, with its ec_fixture `ec` and precision
 * `p`), reached through `f`, with `make` (an expression on f, 0 when
 * built: else a failed check), works on it, and frees it with `release`
 * either way; `base(f)` is the test's valid call, an A. */

/* The routine's cases, each function of the array `cases` (of a T *) in
 * turn, first the base call when `base_ok` (it must pass); in double
 * precision on a device without fp64, the base call alone, which must say
 * clblasInvalidDevice. */
#define EC_RUN_ROUTINE(T, A, make, release, base, base_ok, cases)                              \
    do {                                                                                       \
        T f_, *f = &f_;                                                                        \
        if (tu_check((make) == 0, "%s: fixture failed", f->ec.name)) {                         \
            A a_ = base(f);                                                                    \
            if (tu_is_double(f->p) && !f->ec.fp64)                                             \
                ec_expect(&f->ec, &a_, clblasInvalidDevice,                                    \
                          "double precision on a device without fp64");                        \
            else {                                                                             \
                if (base_ok)                                                                   \
                    ec_expect_ok(&f->ec, &a_, 0, "the base call");                             \
                for (size_t k_ = 0; k_ < sizeof(cases) / sizeof *(cases); k_++)                \
                    (cases)[k_](f);                                                            \
            }                                                                                  \
        }                                                                                      \
        release(f);                                                                            \
    } while (0)

/* Before clblasSetup or after clblasTeardown (`when`): the valid call, the
 * call with the tweaks `bad` (described by what_bad) and, unless what_empty
 * is NULL, the one with `empty`: each must say clblasNotInitialized. */
#define EC_NOT_INITIALIZED(T, A, make, release, base, when, what_bad, bad, what_empty, empty)  \
    do {                                                                                       \
        T f_, *f = &f_;                                                                        \
        if (tu_check((make) == 0, "%s: fixture failed", f->ec.name)) {                         \
            const clblasStatus no_ = clblasNotInitialized;                                     \
            const char *empty_ = (what_empty);                                                 \
            EC_WITH(A, base(f), ec_expectf(&f->ec, &a, no_, "valid call %s", when), (void)a);  \
            EC_WITH(A, base(f), ec_expectf(&f->ec, &a, no_, "%s %s", what_bad, when), bad);    \
            if (empty_)                                                                        \
                EC_WITH(A, base(f), ec_expectf(&f->ec, &a, no_, "%s %s", empty_, when),        \
                        empty);                                                                \
        }                                                                                      \
        release(f);                                                                            \
    } while (0)

/* After clblasTeardown and a new clblasSetup: the valid call passes. */
#define EC_AGAIN(T, A, make, release, base)                                                    \
    do {                                                                                       \
        T f_, *f = &f_;                                                                        \
        const char *what_ = "valid call after teardown and setup";                             \
        if ((make) == 0)                                                                       \
            EC_WITH(A, base(f), ec_expect_ok(&f->ec, &a, 0, what_), (void)a);                  \
        release(f);                                                                            \
    } while (0)

/* The rest of an error test for a family of n routines, each a fixture
 * made by fixture_make(f, r) (r < n) with all its operands watched, its
 * argument struct `args` and base(f), the test's statics dev, ctx2 and q2:
 * run_routine(r) with the cases (the functions after `empty`; the base
 * call first), not_initialized(when) with the base call, the call wrong in
 * other ways too (`bad`, described by what_bad) and the empty one
 * (`empty`), again() with routine again_r, and main (ec_main). */
#define EC_ROUTINES_MAIN(name, n, again_r, what_bad, bad, what_empty, empty, ...)              \
    static void run_routine(int r)                                                             \
    {                                                                                          \
        static void (*const cases[])(fixture *) = {__VA_ARGS__};                               \
        EC_RUN_ROUTINE(fixture, args, fixture_make(f, r), EC_FREE_WATCHED, base, 1, cases);    \
    }                                                                                          \
    static void not_initialized(const char *when)                                              \
    {                                                                                          \
        for (int r = 0; r < (int)(n); r++)                                                     \
            EC_NOT_INITIALIZED(fixture, args, fixture_make(f, r), EC_FREE_WATCHED, base, when, \
                               what_bad, bad, what_empty, empty);                              \
    }                                                                                          \
    static void again(void)                                                                    \
    {                                                                                          \
        EC_AGAIN(fixture, args, fixture_make(f, (again_r)), EC_FREE_WATCHED, base);            \
    }                                                                                          \
    int main(void)                                                                             \
    {                                                                                          \
        return ec_main(name, &dev, &ctx2, &q2, (int)(n), not_initialized, run_routine, again); \
    }

/* The error tests' main: opens *dev and a second context on it (*ctx2,
 * *q2), runs not_initialized("before clblasSetup"), run(r) for every
 * r < nroutines between clblasSetup and clblasTeardown,
 * not_initialized("after clblasTeardown"), then again() (one valid call)
 * after a new clblasSetup; closes everything and returns the test's exit
 * status, tu_summary(name). */
int ec_main(const char *name, tu_device *dev, cl_context *ctx2, cl_command_queue *q2,
            int nroutines, void (*not_initialized)(const char *when), void (*run)(int r),
            void (*again)(void));

#endif
