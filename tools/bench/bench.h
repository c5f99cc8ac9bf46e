/*
 * clmath-bench: shared declarations.
 *
 * main.c parses the command line into a bench_opts, opens the device into a
 * bench_ctx and runs one routine from the table in main.c. A routine is one
 * file (gemv.c, ceiling.c, ...) that defines a `const bench_routine` and is
 * listed once in that table: adding gemm or spmv means one new file plus one
 * table entry (and, for new options, a field in bench_opts). The Level 1
 * routines (axpy, dot, nrm2, asum, iamax, scal, copy, swap, rot) share one
 * file, blas1.c, with one bench_routine each; so do the triangular Level 2
 * routines (trmv, trsv, tpmv, tpsv, tbmv, tbsv) in trmv.c, and the rank-1 and
 * rank-2 updates (ger, geru, gerc, syr, her, syr2, her2, spr, hpr, spr2, hpr2)
 * in ger.c; the symmetric, Hermitian and band products (symv, hemv,
 * spmv-packed, hpmv, sbmv, hbmv, gbmv) in symv.c.
 *
 * Timing method (bench_time in bench_common.c): device work is asynchronous,
 * so each sample is a batch of B back-to-back calls between two
 * synchronisations (clFinish, or cudaDeviceSynchronize for cuBLAS), and the
 * sample's time per call is wall time / B. B is chosen once per case on
 * clmath so that a batch takes at least BENCH_MIN_BATCH_S (at least 1 call)
 * and the peers are timed with the same B. The reported time is the median of
 * --reps samples, taken after --warmup untimed calls. Calls rotate over
 * several copies of the operands (bench_rot) so that the working set is
 * larger than the last-level cache and small sizes do not measure the cache.
 */
#ifndef CLM_BENCH_H
#define CLM_BENCH_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <stddef.h>
#include <stdio.h>

#include "cldevice.h"

#define BENCH_MAX_LIST 64
#define BENCH_MIN_BATCH_S 1e-3   /* a timed batch lasts at least this long */
#define BENCH_MAX_BATCH 10000    /* and has at most this many calls */
#define BENCH_MAX_ROT 4096       /* at most this many copies of the operands */
#define BENCH_CHECK_MAX 4096     /* outputs checked against the host reference */

/* Peers, as bits of bench_opts.peers. */
enum { BENCH_PEER_CUBLAS = 1, BENCH_PEER_CLBLAST = 2, BENCH_PEER_CUSPARSE = 4 };

/* spmv's generated matrices (--gen): a kind and its size parameter. */
typedef struct bench_gen {
    char kind[16]; /* lap2d, lap3d, powerlaw */
    size_t n;      /* grid side (lap2d, lap3d) or rows (powerlaw) */
} bench_gen;

typedef struct bench_shape {
    size_t m, n;
    size_t k; /* gemm's inner dimension; 0: none given (gemm takes n) */
} bench_shape;

/* Everything the command line says. Lists are swept in every combination. */
typedef struct bench_opts {
    char precs[BENCH_MAX_LIST];         /* 's', 'd', 'c', 'z' */
    int nprecs;
    int transs[BENCH_MAX_LIST];         /* 0 = N, 1 = T, 2 = C */
    int ntrans;
    int transbs[BENCH_MAX_LIST];        /* gemm's transB, as transs */
    int ntransb;
    int orders[BENCH_MAX_LIST];         /* 0 = col, 1 = row */
    int norders;
    int uplos[BENCH_MAX_LIST];          /* triangular: 0 = upper, 1 = lower */
    int nuplos;
    int diags[BENCH_MAX_LIST];          /* triangular: 0 = non-unit, 1 = unit */
    int ndiags;
    int sides[BENCH_MAX_LIST];          /* symm, trmm, trsm: 0 = left, 1 = right */
    int nsides;
    int precs_default;                  /* no --precision: precs is {'s'} */
    size_t ks[BENCH_MAX_LIST];          /* band routines: off-diagonals K */
    int nks;
    bench_shape shapes[BENCH_MAX_LIST]; /* from -m/-n, --sizes, --shapes, --pow2 */
    int nshapes;
    int shapes_default;                 /* none given: shapes[0] is gemv's default */
    size_t lda;                         /* 0: the minimum */
    size_t offa, offx, offy;            /* elements */
    int incx, incy;
    double alpha[2], beta[2];           /* real, imaginary */
    int alpha_given;                    /* --alpha on the command line */
    int conj;                           /* --conj: dotc rather than dotu */
    double rot_cs[2];                   /* --cs: rot's c and s */
    int reps, warmup;
    const char *csv;                    /* NULL: no CSV */
    unsigned peers;                     /* BENCH_PEER_* bits to try */
    int peers_explicit;                 /* named on the command line */
    int check;
    double rotate_mib;                  /* total size of operand copies; 0 = auto */
    const char *files[BENCH_MAX_LIST];  /* spmv: Matrix Market files (positional) */
    int nfiles;
    bench_gen gens[BENCH_MAX_LIST];     /* spmv: --gen */
    int ngens;
    const char *hc_routines;            /* hostcost: --routines (NULL: the default set) */
    int hc_calls;                       /* hostcost: --calls, timed calls a pass */
} bench_opts;

struct bench_peers;

/* The device and what was measured on it once per run. */
typedef struct bench_ctx {
    cld_env env;
    char driver[256];
    char device_version[256];
    int is_cpu;
    int has_fp64;
    unsigned long long global_mem, max_alloc;
    unsigned base_align;                /* sub-buffer origin alignment, bytes */
    unsigned compute_units;
    double copy_GBps;                   /* 0 until measured */
    double copy_ms;
    FILE *csv;
    struct bench_peers *peers;
} bench_ctx;

typedef struct bench_routine {
    const char *name;
    const char *summary;                /* one line for --help */
    int wants_copy_ceiling;             /* measure the copy ceiling first */
    int uses_peers;
    /* Returns 0 when every case ran (peers may still be n/a), else 1. */
    int (*run)(bench_ctx *ctx, const bench_opts *o);
} bench_routine;

extern const bench_routine bench_ceiling;
/* hostcost.c: OpenCL calls and host time a call, over the routines below */
extern const bench_routine bench_hostcost;
/* The routine of that name in main.c's table, or NULL. */
const bench_routine *bench_routine_named(const char *name);
extern const bench_routine bench_gemv;
extern const bench_routine bench_gemm;
extern const bench_routine bench_spmv;
/* clmath.h's batched GEMM and TRSM (batched.c) */
extern const bench_routine bench_gemm_batched, bench_trsm_batched;
/* Level 3 beyond gemm (syrk.c, symm.c, trsm.c; l3.c runs them) */
extern const bench_routine bench_syrk, bench_herk, bench_syr2k, bench_her2k, bench_symm,
    bench_hemm, bench_trmm, bench_trsm;
/* Level 1 (blas1.c) */
extern const bench_routine bench_l1_axpy, bench_l1_dot, bench_l1_nrm2, bench_l1_asum,
    bench_l1_iamax, bench_l1_scal, bench_l1_copy, bench_l1_swap, bench_l1_rot;
/* Triangular Level 2 (trmv.c) */
extern const bench_routine bench_trmv, bench_trsv, bench_tpmv, bench_tpsv, bench_tbmv,
    bench_tbsv;
/* Rank-1 and rank-2 updates (ger.c) */
extern const bench_routine bench_ger, bench_geru, bench_gerc, bench_syr, bench_her, bench_syr2,
    bench_her2, bench_spr, bench_hpr, bench_spr2, bench_hpr2;
/* Symmetric, Hermitian and band products (symv.c) */
extern const bench_routine bench_symv, bench_hemv, bench_spmv_packed, bench_hpmv, bench_sbmv,
    bench_hbmv, bench_gbmv;

/* The --help text, listing `routines` (NULL-terminated) (help.c). */
void bench_usage(FILE *f, const bench_routine *const *routines);

/* ---- timing (bench_common.c) ---- */

/* Enqueue one call on operand copy `rot`; 0 on success, else write why. */
typedef int (*bench_call_fn)(void *state, int rot, char *why, size_t whylen);
/* Wait for all enqueued work; 0 on success. */
typedef int (*bench_sync_fn)(void *state, char *why, size_t whylen);

typedef struct bench_timer {
    bench_call_fn call;
    bench_sync_fn sync;
    void *state;
    int nrot;   /* calls rotate over operand copies 0 .. nrot-1 */
} bench_timer;

/* Time per call (seconds, the median over reps batches). *batch: 0 to choose
 * the batch size (written back), else the batch size to use. 0 on success,
 * else writes why. */
int bench_time(const bench_timer *t, int warmup, int reps, int *batch, double *median_s,
               char *why, size_t whylen);

/* A bench_sync_fn for OpenCL: `state` points to a struct whose first
 * member is the cl_command_queue to clFinish. */
int bench_cl_finish(void *state, char *why, size_t whylen);

/* The checked call of an OpenCL library on operand copy 0: the output's
 * copy 0 (`out`, bytes) reset from host0, one call and a clFinish
 * (bench_cl_finish: state's first member is the queue), the output read back
 * into back. 0 on success, else why ("resetting y: ...", `what` = "y"). */
int bench_cl_checked(bench_call_fn call, void *state, cl_mem out, size_t bytes,
                     const void *host0, void *back, const char *what, char *why, size_t whylen);

/* bench_time of `call` with o's warmup and reps: the seconds per call, or
 * -1 with why written. */
double bench_time_call(bench_call_fn call, bench_sync_fn sync, void *state, int nrot,
                       const bench_opts *o, int *batch, char *why, size_t whylen);

/* hostcost.c sets this while it runs a routine: bench_time_call then calls
 * it instead of timing (same arguments and result). */
typedef double (*bench_time_hook_fn)(bench_call_fn call, bench_sync_fn sync, void *state,
                                     int nrot, char *why, size_t whylen);
extern bench_time_hook_fn bench_time_hook;
/* The event out argument of every clmath call the routines make: NULL, but
 * a cl_event to fill in hostcost's passes with events. */
extern cl_event *bench_clm_event;

double bench_now(void);
double bench_median(double *v, int n);

/* The FMA rate of fma_f32 (dbl 0) or fma_f64 (dbl 1) in bench_kernels.cl,
 * GFLOP/s, measured on the first call and printed; 0 when it cannot run
 * (fma.c). The Level 3 routines give GFLOP/s as a fraction of it. */
double bench_fma_ceiling(bench_ctx *ctx, const bench_opts *o, int dbl);

/* ---- device helpers (bench_common.c) ---- */

/* Fill the facts of ctx from ctx->env; prints the device header line. */
void bench_device_info(bench_ctx *ctx);

/* A build of the bench's own kernels; NULL (and why) on failure. */
cl_program bench_program(bench_ctx *ctx, char *why, size_t whylen);

/* Copy ceiling: measured once, stored in ctx->copy_GBps / copy_ms. */
int bench_copy_ceiling(bench_ctx *ctx, const bench_opts *o);

/* nrot copies of one operand of `bytes` bytes: sub-buffers of one parent
 * allocation when they fit in one, else separate buffers. */
typedef struct bench_rot {
    cl_mem parent;
    cl_mem *mem;
    int n;
    size_t bytes, stride;
} bench_rot;

/* Allocate and fill every copy with `host` (bytes bytes). 0 on success. */
int bench_rot_alloc(bench_ctx *ctx, bench_rot *r, size_t bytes, int n, const void *host,
                    char *why, size_t whylen);
void bench_rot_free(bench_rot *r);

/* Whether a case of precision prec whose largest buffer is `bytes` can run
 * on the device (double precision, the max allocation); else why. */
int bench_case_fits(const bench_ctx *ctx, char prec, size_t bytes, char *why, size_t whylen);

/* How many copies: enough that the copies of the largest operand (`big`
 * bytes) reach the rotation target, while all copies of everything
 * (`per_copy` bytes each) stay within the device's memory. */
int bench_rot_count(const bench_ctx *ctx, const bench_opts *o, size_t big, size_t per_copy);

/* ---- host data ---- */

/* The next value of a xorshift64* generator. */
unsigned long long bench_next_rand(unsigned long long *seed);
/* Uniform random values in [-1, 1], never zero, for `count` elements of
 * precision prec ('s', 'd', 'c', 'z'; complex: both parts). */
void bench_fill(char prec, void *p, size_t count, unsigned long long *seed);

/* Precision 's', 'd', 'c', 'z': its index 0..3 in that order, and the
 * machine epsilon of its real type. */
int bench_prec_index(char prec);
double bench_eps(char prec);
/* Element i of a host array of precision index ip (0..3), in long double;
 * im 0 for real types. */
void bench_load(int ip, const void *buf, size_t i, long double *re, long double *im);

/* NaN in element i of a host array of precision index ip (both parts when
 * complex). */
void bench_set_nan(int ip, void *buf, size_t i);
/* `elems` elements of precision prec: random (bench_fill) on the vector of
 * len elements at off, inc, NaN in its offset and strided gaps, so that a
 * routine reading one shows. */
void bench_fill_vec(char prec, void *v, size_t elems, size_t len, size_t off, int inc,
                    unsigned long long *seed);
/* The scalar v (real, imaginary) as precision prec stores it: one or two
 * floats or doubles, for cuBLAS's host scalars. Declare out _Alignas(16):
 * cuBLAS reads a cuDoubleComplex scalar with 16-byte aligned loads, and
 * cublasZgerc_v2, Zhpmv_v2, Zgbmv_v2 (CUDA 13) crash in libcublas on an
 * 8-byte aligned one. */
void bench_scalar_bytes(char prec, const double v[2], unsigned char out[16]);
/* Index of (i, j) of an n x n triangle in packed storage (from 0): column-
 * major upper (i <= j) or lower (i >= j), or row-major (the rows one after
 * another: the column-major packing of the other triangle of A^T). */
size_t bench_packed_index(int row_major, int upper, size_t n, size_t i, size_t j);

/* "re,im" for complex, "re" for real. */
void bench_scalar_str(int cplx, const double v[2], char *buf, size_t len);
/* |re + i im|, in double. */
double bench_cabs(long double re, long double im);
/* |got - ref| / (eps * G): inf for NaN, and where G = 0 unless exact. */
double bench_scaled_error(double diff, double G, double eps);

/* Vectors with reference BLAS semantics: off is the lowest address, a
 * negative inc walks from the top down. */
size_t bench_uabs(int v);
size_t bench_vec_extent(size_t len, size_t off, int inc); /* elements */
size_t bench_vec_index(size_t j, size_t len, size_t off, int inc); /* element j */
int bench_in_vector(size_t i, size_t len, size_t off, int inc);   /* i holds an element */

/* ---- output ---- */

/* One CSV row: a value per column of bench_csv_columns ("" when not
 * applicable). device, driver and date are filled in by bench_row_write. */
#define BENCH_CSV_MAXCOL 56
typedef struct bench_row {
    char v[BENCH_CSV_MAXCOL][64];
} bench_row;

extern const char *const bench_csv_columns[];
void bench_row_init(bench_row *r);
/* Set a column by name (it must exist in bench_csv_columns). */
void bench_row_set(bench_row *r, const char *column, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Open (append) the CSV file; writes the header when the file is new, and
 * refuses a file whose header is not this version's columns. */
int bench_csv_open(bench_ctx *ctx, const char *path);
void bench_row_write(bench_ctx *ctx, const bench_row *r);

/* The columns offa .. incy, alpha and beta of a case (y: offy, incy set;
 * beta NULL: none); alpha and beta as bench_scalar_str. */
void bench_row_set_operands(bench_row *r, int cplx, size_t offa, size_t offx, int incx, int y,
                            size_t offy, int incy, const double *alpha, const double *beta);

/* The precisions of o a routine runs, into precs (returns how many): only
 * the real ones s, d (kind 0), only the complex ones c, z (kind 1, and then
 * o's default s becomes c), or all (kind 2); one skipped is said. */
int bench_routine_precs(const bench_opts *o, const char *name, int kind,
                        char precs[BENCH_MAX_LIST]);

/* printf of v into buf, or "n/a" when v < 0. */
const char *bench_fmt(char *buf, size_t len, const char *fmt, double v);
/* A scaled error for the table: "-" when not run, "n/a", "inf" or the value. */
const char *bench_err_str(char *buf, size_t len, double e, int ran);

/* ---- one case's report ---- */

/* What the libraries did on one case: seconds per call and scaled errors
 * (-1: n/a), the batch size and operand copies of the timing, and why a
 * library has no figure. */
typedef struct bench_result {
    double t_clm, t_cub, t_clb;
    double e_clm, e_cub, e_clb;
    int ran_cub, ran_clb;               /* the peer was asked for */
    int batch, nrot;
    char why_clm[600], why_cub[600], why_clb[600];
} bench_result;

/* Everything n/a; the peers asked for from ctx. */
void bench_result_init(bench_result *r, const bench_ctx *ctx);

/* A peer's timing: bench_time_call over r->nrot copies with clmath's batch
 * size r->batch (the peer finds its own where clmath has none). */
double bench_time_peer(bench_call_fn call, bench_sync_fn sync, void *state,
                       const bench_result *r, const bench_opts *o, char *why, size_t whylen);

/* Whether a peer can run the case; else why not written ("not loaded",
 * or for CLBlast the routine `missing` from the library, or a negative
 * increment, which its size_t increments cannot take). */
int bench_cublas_usable(const bench_ctx *ctx, bench_result *r);
int bench_clblast_usable(const bench_ctx *ctx, const char *missing, int negative_inc,
                         bench_result *r);

/* GB/s from the minimum traffic of one call (bytes), clmath's GFLOP/s
 * (flops < 0: not counted), the fraction of the copy ceiling and the
 * ratios to the peers; -1 where n/a. */
typedef struct bench_rates {
    double gb_clm, gb_cub, gb_clb, gf_clm, frac, r_cub, r_clb;
} bench_rates;
bench_rates bench_rates_of(const bench_ctx *ctx, const bench_result *r, double bytes,
                           double flops);

/* How a routine's table looks: gemv and the triangular routines give
 * milliseconds and GFLOP/s, Level 1 microseconds and no GFLOP/s. */
typedef struct bench_table {
    int name_width;
    int micro;                          /* times in microseconds, else milliseconds */
    int gflops;                         /* a GFLOP/s column */
} bench_table;

void bench_print_header(const bench_table *t);
/* The case's line, then a line for each library that has no figure (a peer
 * that is not loaded was said once at the start). Not flushed. */
void bench_print_result(const bench_table *t, const char *name, const bench_result *r,
                        const bench_rates *k, int check);
/* The CSV columns from "batch" on. */
void bench_row_set_result(bench_row *row, const bench_ctx *ctx, const bench_opts *o,
                          const bench_result *r, const bench_rates *k);

const char *bench_cl_error(cl_int err);

#endif
