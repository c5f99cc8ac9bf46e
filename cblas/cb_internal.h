/*
 * libclmath_cblas internals: the device, this thread's queue, the buffer
 * pool, host <-> device transfers and the argument checks shared by the
 * routine files (cb_level1.c, cb_level2.c, cb_level3.c).
 */
#ifndef CB_INTERNAL_H
#define CB_INTERNAL_H

#include <stddef.h>

#include <clBLAS.h>

#include "cblas.h"

/* Element types, in clmath's order: index into the size tables. */
enum { CB_S = 0, CB_D = 1, CB_C = 2, CB_Z = 3 };
extern const size_t cb_esize[4];

/* The library's state for one call: this thread's queue (created on first
 * use) or NULL after printing why (no device, out of memory). */
cl_command_queue cb_queue(void);
cl_context cb_context(void);
cl_device_id cb_device(void);
/* The queues of this thread after the first: panel pipelines overlap
 * transfers and compute on them. i in [1, CB_MAX_QUEUES); prof: this
 * thread's other set, made with CL_QUEUE_PROFILING_ENABLE (the trace's;
 * i = 0 too). The pipelines use 3 (CLMATH_CBLAS_QUEUES up to 6, and one
 * more for CLMATH_CBLAS_DLQ). */
#define CB_MAX_QUEUES 8
cl_command_queue cb_queue_n(int i);
cl_command_queue cb_queue_p(int i, int prof);

/* A device buffer of at least bytes from the pool (NULL on failure, after
 * printing why), and its return. */
cl_mem cb_get(size_t bytes);
void cb_put(cl_mem buf);

/* Reports an OpenCL or clBLAS failure of routine rout (the call then leaves
 * its outputs as they were, or partly written for the panel paths). */
void cb_fail(const char *rout, const char *what, int code);

/* A vector of n elements at host x with increment inc, in reference BLAS's
 * order (inc < 0: from the far end), as n contiguous elements on the device
 * at buf. Strided vectors go through a host staging copy (*stage, freed by
 * the caller after the queue has finished). */
int cb_vec_up(cl_command_queue q, cl_mem buf, const void *x, int n, int inc, size_t es,
              void **stage);
/* The reverse: n elements of buf to the host vector, blocking. */
int cb_vec_down(cl_command_queue q, cl_mem buf, void *x, int n, int inc, size_t es);

/* A matrix stored as count runs of contig elements, ld apart on the host,
 * and devld apart (0: contig, tightly) from byte devoff on the device;
 * blocking as asked. */
int cb_mat_up(cl_command_queue q, cl_mem buf, size_t devoff, size_t devld, const void *a,
              size_t contig, size_t count, size_t ld, size_t es, int blocking);
int cb_mat_down(cl_command_queue q, cl_mem buf, size_t devoff, size_t devld, void *a,
                size_t contig, size_t count, size_t ld, size_t es, int blocking);

/* Staging (cb_stage.c): does a transfer of bytes at host h go through the
 * library's pinned buffers (ordinary memory, at least
 * CLMATH_CBLAS_STAGE_MIN bytes)? cb_stage enqueues it (count runs of len
 * bytes, hp apart on the host and dp apart from byte dev of buf; up: to
 * the device) in chunks whose host side cb_stage_wait does: every wait of
 * the library must call it first (cb_finish: it, then clFinish), as the
 * chunks' commands wait for the host. Nonzero: an OpenCL error. */
int cb_staged(const void *h, size_t bytes);
int cb_stage(cl_command_queue q, int up, cl_mem buf, size_t dev, size_t dp, const void *h,
             size_t len, size_t count, size_t hp);
int cb_stage_wait(void);
int cb_finish(cl_command_queue q);
void cb_stage_shutdown(void);

/* An operand of a call: a matrix (count runs of contig elements, ld apart)
 * or a vector (n = contig elements, inc apart, count 0), read (in) and / or
 * written (out) by the routine. cb_ops_up takes a device buffer for each
 * and uploads the inputs; cb_ops_down downloads the outputs when st is
 * clblasSuccess, waits, and gives the buffers back. Nonzero: failed, after
 * cb_fail. */
typedef struct cb_op {
    const void *h;
    size_t contig, count, ld;
    int inc, in, out;
    cl_mem d;
    void *stage;
} cb_op;
#define CB_MAT(h, contig, count, ld, in, out) {(h), (contig), (count), (ld), 0, (in), (out), NULL, NULL}
#define CB_VEC(h, n, inc, in, out) {(h), (size_t)(n), 0, 0, (inc), (in), (out), NULL, NULL}
#define CB_REPORTED (-0x7fff) /* st for a failure cb_fail has reported */
int cb_ops_up(const char *rout, cl_command_queue q, cb_op *op, int nop, size_t es);
void cb_ops_down(const char *rout, cl_command_queue q, cb_op *op, int nop, size_t es, int st);

/* Level 3 pipelines: the queues (this thread's first, then cb_queue_n);
 * queue 0 holds A's upload, which cb_pipe_fence makes the others wait for.
 * cb_pipe_end serves the staged chunks, waits for all and reports the
 * first failure: err (OpenCL) or st (clmath). */
/* The switches (docs/cblas.md), read by cb_pipe_open at each call, all on
 * by default (4 queues; GEMM: all off, 3), each 0 for
 * the first pipeline's way:
 * flush (CLMATH_CBLAS_FLUSH=1): clFlush each queue after each command;
 * wait (CLMATH_CBLAS_WAIT=1): a cross-queue dependency is one event, in
 * the waiting command's own wait list, only where the queue has not
 * waited for a later one (0: markers and barriers); order
 * (CLMATH_CBLAS_ORDER=1): GEMM enqueues (and flushes) all of its uploads
 * before its tiles; dl (CLMATH_CBLAS_DLQ=1): downloads on a queue of their
 * own (q[nq]); split (CLMATH_CBLAS_SPLIT=1): GEMM's blocks of A and B and
 * its tiles of C in device buffers of their own. */
typedef struct cb_pipe {
    int nq;
    cl_command_queue q[CB_MAX_QUEUES];
    cl_command_queue dl; /* the download queue: q[nq] with dl, else NULL */
    int flush, wait, order, split;
} cb_pipe;
/* panels: how many queues the call could use (1: one, no pipeline);
 * rout: the routine's name, for the trace */
/* on: the switches' defaults (on, 4 queues; else off, 3 queues) */
int cb_pipe_open(cb_pipe *p, int panels, const char *rout, int on);
/* after enqueueing a command on q: flushes it with CLMATH_CBLAS_FLUSH */
static inline void cb_pipe_cmd(const cb_pipe *p, cl_command_queue q)
{
    if (p->flush)
        clFlush(q);
}
int cb_env_int(const char *name, int dflt);
int cb_pipe_fence(cb_pipe *p);
/* q waits for ev (a command of another queue): a barrier on q */
int cb_pipe_wait(cb_pipe *p, cl_command_queue q, cl_event ev);
void cb_pipe_end(cb_pipe *p, const char *rout, int err, int st);
/* Columns (or rows) per panel: CLMATH_CBLAS_PANEL if set, else all of n
 * for products of work under 1.5 GFLOP, else about n / parts (GEMM's
 * tiles, TRMM and TRSM: 4; SYMM and SYRK: 8) */
int cb_panel_width(int n, double work, int parts);
#define CB_MAX_BLOCKS 64
static inline int cb_flip_uplo(int u) { return u == CblasUpper ? CblasLower : CblasUpper; }
static inline int cb_flip_side(int s) { return s == CblasLeft ? CblasRight : CblasLeft; }

/* The panel routines of cb_level3p.c (kind: 0 syrk, 1 herk, 2 syr2k, 3
 * her2k), as the public names call them */
void cb_trxm(int t, const char *rout, int solve, int layout, int side, int uplo, int transa,
             int diag, int M, int N, const void *alpha, const void *A, int lda, void *B, int ldb);
void cb_symm(int t, const char *rout, int herm, int layout, int side, int uplo, int M, int N,
             const void *alpha, const void *A, int lda, const void *B, int ldb,
             const void *beta, void *C, int ldc);
void cb_rankk(int t, const char *rout, int kind, int layout, int uplo, int trans, int N, int K,
              const void *alpha, const void *A, int lda, const void *B, int ldb,
              const void *beta, void *C, int ldc);

/* Reference numbering: p is the Fortran routine's parameter number plus 1
 * (the layout counts as 1) in the call the reference makes, whose operands
 * are swapped for a row-major call; as in the reference, cblas_xerbla gets
 * it with RowMajorStrg set for a row-major call, and renumbers it (the
 * library's own does). Calls cblas_xerbla and returns 1, or returns 0 when
 * p is 0. */
int cb_error(int p, int rowmajor, const char *rout);

static inline int cb_max1(int v) { return v > 1 ? v : 1; }
static inline int cb_notrans(int t) { return t == CblasNoTrans; }
static inline int cb_trans_ok(int t)
{
    return t == CblasNoTrans || t == CblasTrans || t == CblasConjTrans;
}
static inline int cb_uplo_ok(int u) { return u == CblasUpper || u == CblasLower; }
static inline int cb_diag_ok(int d) { return d == CblasUnit || d == CblasNonUnit; }
static inline int cb_side_ok(int s) { return s == CblasLeft || s == CblasRight; }
static inline int cb_order_ok(int o) { return o == CblasRowMajor || o == CblasColMajor; }

/* CBLAS enums to clBLAS's */
static inline clblasOrder cb_order(int o) { return o == CblasRowMajor ? clblasRowMajor : clblasColumnMajor; }
static inline clblasTranspose cb_trans(int t)
{
    return t == CblasNoTrans ? clblasNoTrans : t == CblasTrans ? clblasTrans : clblasConjTrans;
}
static inline clblasUplo cb_uplo(int u) { return u == CblasUpper ? clblasUpper : clblasLower; }
static inline clblasDiag cb_diag(int d) { return d == CblasUnit ? clblasUnit : clblasNonUnit; }
static inline clblasSide cb_side(int s) { return s == CblasLeft ? clblasLeft : clblasRight; }

/* Scalars: is the scalar at p (of type t) zero, one? */
int cb_is_zero(int t, const void *p);
int cb_is_one(int t, const void *p);

/* The trace (cb_trace.c, CLMATH_CBLAS_TRACE=path): cb_pipe_open begins
 * it when the variable is set, cb_pipe_end writes it. cb_tev: where an
 * enqueue puts its event (NULL when not tracing); cb_tadd records it for
 * queue q with the current label (cb_tlabel), taking it over when it is
 * cb_tev's, else retaining it. Off, each is a test of cb_tr. */
typedef struct cb_trace cb_trace;
extern _Thread_local cb_trace *cb_tr;
#define CB_TLABEL 40
int cb_trace_begin(const char *rout);
void cb_trace_queues(const cl_command_queue *q, int n);
cl_event *cb_tev(void);
void cb_tlabel(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void cb_tadd(cl_command_queue q, cl_event *e);
void cb_tadd_label(cl_command_queue q, cl_event *e, const char *label);
void cb_trace_end(void);
static inline cl_event *cb_tev_or(cl_event *e) { return e ? e : cb_tev(); }

/* Calling the clBLAS routine of precision t: ARGS is a macro of the
 * argument list taking SC (the scalar converter of the type) and SR (that
 * of its real type); the queue q, no wait list and no event follow. */
#define CB_SC_S(p) (*(const cl_float *)(p))
#define CB_SC_D(p) (*(const cl_double *)(p))
#define CB_SC_C(p) ((cl_float2){{((const float *)(p))[0], ((const float *)(p))[1]}})
#define CB_SC_Z(p) ((cl_double2){{((const double *)(p))[0], ((const double *)(p))[1]}})
/* CB_CALLW_*: with a wait list (nw events at wl) and *evp (NULL: none) set
 * to the call's event; the trace records it (with cb_tlabel's label) */
#define CB_CALLW_SDCZ(st, t, q, nw, wl, evp, F, ARGS)                                    \
    do {                                                                                 \
        cl_event *e_ = cb_tev_or(evp);                                                 \
        switch (t) {                                                                     \
        case CB_S: st = clblasS##F(ARGS(CB_SC_S, CB_SC_S), 1, &q, nw, wl, e_); break;    \
        case CB_D: st = clblasD##F(ARGS(CB_SC_D, CB_SC_D), 1, &q, nw, wl, e_); break;    \
        case CB_C: st = clblasC##F(ARGS(CB_SC_C, CB_SC_S), 1, &q, nw, wl, e_); break;    \
        default: st = clblasZ##F(ARGS(CB_SC_Z, CB_SC_D), 1, &q, nw, wl, e_); break;      \
        }                                                                                \
        if (st == 0)                                                                     \
            cb_tadd(q, e_);                                                              \
    } while (0)
#define CB_CALLW_SD(st, t, q, nw, wl, evp, F, ARGS)                                      \
    do {                                                                                 \
        cl_event *e_ = cb_tev_or(evp);                                                 \
        if (t == CB_S) st = clblasS##F(ARGS(CB_SC_S, CB_SC_S), 1, &q, nw, wl, e_);       \
        else st = clblasD##F(ARGS(CB_SC_D, CB_SC_D), 1, &q, nw, wl, e_);                 \
        if (st == 0)                                                                     \
            cb_tadd(q, e_);                                                              \
    } while (0)
#define CB_CALLW_CZ(st, t, q, nw, wl, evp, F, ARGS)                                      \
    do {                                                                                 \
        cl_event *e_ = cb_tev_or(evp);                                                 \
        if (t == CB_C) st = clblasC##F(ARGS(CB_SC_C, CB_SC_S), 1, &q, nw, wl, e_);       \
        else st = clblasZ##F(ARGS(CB_SC_Z, CB_SC_D), 1, &q, nw, wl, e_);                 \
        if (st == 0)                                                                     \
            cb_tadd(q, e_);                                                              \
    } while (0)
#define CB_CALL_SDCZ(st, t, q, F, ARGS) CB_CALLW_SDCZ(st, t, q, 0, NULL, NULL, F, ARGS)
#define CB_CALL_SD(st, t, q, F, ARGS) CB_CALLW_SD(st, t, q, 0, NULL, NULL, F, ARGS)
#define CB_CALL_CZ(st, t, q, F, ARGS) CB_CALLW_CZ(st, t, q, 0, NULL, NULL, F, ARGS)

#endif
