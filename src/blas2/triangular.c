/*
 * Triangular Level 2 planner (tr_*.cl, with gemv.cl's layout and reduction,
 * l2_storage.cl's addressing).
 *
 * After normalization A is column-major, lower or upper, with kd
 * off-diagonals (kd = N - 1 unless banded); row-major calls map onto it by
 * the design note's equivalence table (the other triangle, transposed).
 *
 * x := op(A) x: one product over the whole triangle, split like GEMV's (P
 * slices, added by gemv_reduce or by the last group of each output block):
 * gemv.cl's own kernels for full storage (flag L2_TRI: a grid of only the
 * tiles that meet the triangle), tr_n / tr_t otherwise. Where the product
 * writes x itself, it reads a copy of x, so that no work group reads an
 * element another has already overwritten.
 *
 * op(A) x = b, with SYNC=1, 2 or 3: one sweep (solve_sweep; tr_sweep.cl
 * explains it), two launches whatever n. Otherwise, or where the device cannot take the
 * sweep's blocks: blocked, right-looking. Blocks of NB variables in solve
 * order: one work group solves the diagonal block (tr_solve), then the
 * equations still to solve that the block touches are updated with a
 * product over the block (tr_n or tr_t, subtracting). Two launches a block.
 */
#include "blas2/triangular.h"

#include <stdio.h>
#include <string.h>

#include "blas2/storage.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"

/* Kernel sources of the programs: the products (with gemv.cl's layout and
 * gemv_reduce), the blocked solve, and the one-launch solves. These keep
 * gemv.cl too: their options may name gemv_n's register cap (gemv's NREGN
 * key), and core/ptx.c caps no kernel of a program that lacks one it names
 * (tr_sweep3's NREG cap included). */
#define CLM_TR_PRODUCT_SOURCES CLM_GEMV_SOURCES "+tr_product"
#define CLM_TR_SOLVE_SOURCES CLM_TR_PRODUCT_SOURCES "+tr_solve"
#define CLM_TR_SWEEP_SOURCES CLM_GEMV_SOURCES "+tr_sweep+tr_inv+tr_publish+tr_sweep2+tr_sweep3"

/* The normalized problem. */
typedef struct tri {
    const clm_tri_args *a;
    cl_uint n, kd, storage;
    unsigned flags; /* L2_CONJ_A, L2_UNIT_DIAG, L2_LOWER */
    int transposed;
    cl_ulong xb; /* x's first logical element */
} tri;

static clblasStatus validate(const clm_tri_args *a, clm_call *call)
{
    clblasStatus st;
    if ((st = clm_check_init()) != clblasSuccess)
        return st;
    if ((a->order != clblasRowMajor && a->order != clblasColumnMajor) ||
        (a->uplo != clblasUpper && a->uplo != clblasLower) ||
        (a->trans != clblasNoTrans && a->trans != clblasTrans && a->trans != clblasConjTrans) ||
        (a->diag != clblasUnit && a->diag != clblasNonUnit))
        return clblasInvalidValue;
    if (a->N > CLM_MAX_DIM || (a->storage == CLM_BAND && a->K > CLM_MAX_DIM))
        return clblasInvalidDim;
    if (a->storage == CLM_FULL &&
        (st = clm_check_ld(a->N, a->lda, clblasInvalidLeadDimA)) != clblasSuccess)
        return st;
    if (a->storage == CLM_BAND &&
        (st = clm_check_ld(a->K + 1, a->lda, clblasInvalidLeadDimA)) != clblasSuccess)
        return st;
    if (a->incx == 0)
        return clblasInvalidIncX;
    clm_buf A, x;
    if ((st = clm_check_queues(a->dt, a->nq, a->queues, a->nwait, a->wait, call)) != clblasSuccess ||
        (st = clm_check_mem(call, a->A, clblasInvalidMatA, &A)) != clblasSuccess ||
        (st = clm_check_mem(call, a->x, clblasInvalidVecX, &x)) != clblasSuccess)
        return st;
    if (a->N == 0)
        return clblasSuccess;
    if (a->storage == CLM_FULL)
        st = clm_check_matrix_fits(a->dt, a->N, a->N, a->offA, a->lda, &A,
                                   clblasInsufficientMemMatA);
    else if (a->storage == CLM_BAND)
        st = clm_check_matrix_fits(a->dt, a->K + 1, a->N, a->offA, a->lda, &A,
                                   clblasInsufficientMemMatA);
    else /* N (N + 1) / 2 elements; N < 2^31, so no overflow */
        st = clm_check_vector_fits(a->dt, a->N * (a->N + 1) / 2, a->offA, 1, &A,
                                   clblasInsufficientMemMatA);
    if (st != clblasSuccess)
        return st;
    return clm_check_vector_fits(a->dt, a->N, a->offx, a->incx, &x, clblasInsufficientMemVecX);
}

/* sum over op(A)[rows, cols] times x into y (=, -=, or partial sums), with
 * tr_n (outputs are rows) or tr_t (outputs are columns). x and y are both
 * the caller's x, or x a contiguous copy. */
/* Start g with the arguments every tr_* kernel but tr_copy begins with:
 * n, kd, storage, A, offA, lda. */
static void tr_args(clm_kargs *g, const tri *t)
{
    clm_args_init(g);
    clm_arg_u32(g, t->n);
    clm_arg_u32(g, t->kd);
    clm_arg_u32(g, t->storage);
    clm_arg_mem(g, t->a->A);
    clm_arg_u64(g, t->a->offA);
    clm_arg_u64(g, t->a->lda);
}

/* Append the caller's x as the kernels take it: x, its first logical
 * element, incx. */
static void tr_arg_x(clm_kargs *g, const tri *t)
{
    clm_arg_mem(g, t->a->x);
    clm_arg_u64(g, t->xb);
    clm_arg_i32(g, t->a->incx);
}

static cl_int enqueue_product(clm_launch *l, clm_program *prog, const tri *t,
                              const clm_l2_plan *pl, cl_mem xin, cl_ulong xinb, int incxin,
                              cl_uint row0, cl_uint nrows, cl_uint col0, cl_uint ncols,
                              unsigned flags, cl_mem part, cl_mem counters)
{
    clm_kargs g;
    tr_args(&g, t);
    clm_arg_mem(&g, xin);
    clm_arg_u64(&g, xinb);
    clm_arg_i32(&g, incxin);
    tr_arg_x(&g, t);
    clm_arg_u32(&g, row0);
    clm_arg_u32(&g, nrows);
    clm_arg_u32(&g, col0);
    clm_arg_u32(&g, ncols);
    clm_l2_arg_tiles(&g, pl, flags, part, counters);
    size_t gws[2] = {(size_t)pl->groups * (size_t)pl->wgs, pl->P};
    size_t lws[2] = {(size_t)pl->wgs, 1};
    return clm_launch_args(l, prog, t->transposed ? "tr_t" : "tr_n", 2, gws, lws, &g);
}

static clm_scalar scalar_of(clm_dtype dt, double v)
{
    clm_scalar s = {0};
    switch (dt) {
    case CLM_S: s.s = (cl_float)v; break;
    case CLM_D: s.d = v; break;
    case CLM_C: s.c.s[0] = (cl_float)v; break;
    default: s.z.s[0] = v; break;
    }
    return s;
}

static int forward_of(const tri *t) /* lower N or upper T: first variable first */
{
    return ((t->flags & L2_LOWER) != 0) != t->transposed;
}

/* A contiguous copy of x into a scratch buffer (*sc, returned to the pool
 * by the caller), with prog's tr_copy. */
static cl_int copy_x(clm_launch *l, const clm_call *call, clm_program *prog, const tri *t,
                     const clm_l2_plan *pl, clm_scratch **sc)
{
    const clm_tri_args *a = t->a;
    cl_int err = clm_scratch_get(call->queue, (size_t)t->n * clm_dtype_size(a->dt), sc);
    if (err != CL_SUCCESS)
        return err;
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, t->n);
    tr_arg_x(&g, t);
    clm_arg_mem(&g, clm_scratch_mem(*sc));
    size_t groups = ((size_t)t->n + (size_t)pl->wgsn - 1) / (size_t)pl->wgsn;
    size_t lws = (size_t)pl->wgsn, gws = (groups < 1024 ? groups : 1024) * lws;
    return clm_launch_args(l, prog, "tr_copy", 1, &gws, &lws, &g);
}

/* x := op(A) x for full storage: gemv.cl's vectorized kernels, told the
 * triangle (flag L2_TRI, with L2_PREFIX where an output block's sum starts
 * at 0: lower N, upper T). Where the product kernel writes x (one pass, or a fused
 * split) while other groups may still read it, it reads a copy of x; a split
 * finished by gemv_reduce reads x itself. (Staging the result and copying
 * it to x by the last group, one launch in all, was slower on the H200:
 * measured on the H200.) */
static cl_int multiply_full(clm_launch *l, const clm_call *call, const tri *t,
                            const clm_params *prm, clm_program *prog, const clm_l2_plan *cpl)
{
    const clm_tri_args *a = t->a;
    clm_l2_operand op = {.dt = a->dt, .rows = t->n, .cols = t->n, .A = a->A, .offA = a->offA,
                         .lda = a->lda, .x = a->x, .xb = t->xb, .incx = a->incx, .y = a->x,
                         .yb = t->xb, .incy = a->incx, .alpha = scalar_of(a->dt, 1),
                         .beta = scalar_of(a->dt, 0)};
    unsigned flags =
        t->flags | L2_TRI | L2_BETA_ZERO | L2_PLAIN | (forward_of(t) ? L2_PREFIX : 0);
    clm_l2_plan pl;
    clm_l2_plan_call(&pl, call, prm, &op, t->transposed, flags, 0);
    clm_scratch *sc = NULL;
    cl_int err = CL_SUCCESS;
    if (pl.P <= 1 || (pl.flags & L2_FUSED)) {
        err = copy_x(l, call, prog, t, cpl, &sc);
        op.x = sc ? clm_scratch_mem(sc) : NULL;
        op.incx = 1;
        op.xb = 0;
        clm_l2_plan_x(&pl, prm, &op);
    }
    if (err == CL_SUCCESS)
        err = clm_l2_enqueue(l, call, prm, &pl, &op);
    if (sc)
        clm_scratch_put(sc, l->queue, l->last);
    return err;
}

/* x := op(A) x */
static cl_int multiply(clm_launch *l, const clm_call *call, const tri *t, const clm_params *prm)
{
    const clm_tri_args *a = t->a;
    clm_l2_plan pl;
    /* A band is planned on its own shape, kd + 1 terms an output (tiles
     * that fit its columns, and no split where those terms are few); a band
     * that still wants a split is planned as the whole triangle, since the
     * slices are ranges of A's columns (N) or rows (T). */
    int band = 0;
    if (t->storage == CLM_BAND) {
        size_t terms = (size_t)t->kd + 1;
        clm_l2_make_plan(&pl, prm, call->dev, a->dt, t->transposed ? terms : t->n,
                           t->transposed ? t->n : terms, t->transposed, 0);
        band = pl.P == 1;
    }
    if (band)
        pl.slice = t->n;
    else
        clm_l2_make_plan(&pl, prm, call->dev, a->dt, t->n, t->n, t->transposed, 0);
    char options[256];
    clm_l2_options(&pl, prm, call->dev, a->dt, options, sizeof options);
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev, CLM_TR_PRODUCT_SOURCES, options, &prog);
    if (err != CL_SUCCESS)
        return err;
    if (t->storage == CLM_FULL)
        return multiply_full(l, call, t, prm, prog, &pl);
    /* One pass writes x while other groups may still read it, so it reads a
     * copy; a split writes partial sums, which gemv_reduce adds into x once
     * the product has read it, so it reads x itself (as multiply_full). A
     * band of fewer than INPL off-diagonals, unless a split is forced, takes
     * one launch and no copy (L2_INPLACE, tr_product.cl): on the H100 host a
     * launch costs about 11 us, and two-launch TBMV calls at n = 4096 were issued in
     * 22-29 us, where cuBLAS took 19-25 (measured on the H100). */
    size_t per = t->transposed ? (size_t)pl.wgs / pl.tx * pl.cpt : pl.tx; /* outputs a group */
    size_t bs = per * ((L2_INPL_SPAN + per - 1) / per);                    /* and a block */
    int inpl = clm_param(prm, "INPL", 256);
    int inplace = t->storage == CLM_BAND && inpl > 0 && t->kd < (cl_uint)inpl &&
                  !clm_param_isset(prm, "P") && (t->n + bs - 1) / bs <= CLM_SCRATCH_COUNTERS &&
                  (per + t->kd - 1) / bs + 2 <= L2_INPL_BLOCKS;
    if (inplace) {
        pl.P = 1;
        pl.slice = t->n;
    }
    size_t es = clm_dtype_size(a->dt);
    clm_scratch *sc = NULL, *sp = NULL;
    cl_mem xin = a->x, counters = NULL;
    cl_ulong xinb = t->xb;
    int incxin = a->incx;
    if (pl.P > 1 || inplace) {
        err = clm_scratch_get(call->queue, (size_t)t->n * es * pl.P, &sp);
        if (err == CL_SUCCESS && inplace)
            err = clm_scratch_counters(sp, &counters);
    } else {
        err = copy_x(l, call, prog, t, &pl, &sc);
        xin = sc ? clm_scratch_mem(sc) : NULL;
        xinb = 0;
        incxin = 1;
    }
    cl_mem part = sp ? clm_scratch_mem(sp) : NULL;
    unsigned flags =
        t->flags | (pl.P > 1 ? L2_PARTIAL : 0) | (inplace ? L2_PARTIAL | L2_INPLACE : 0);
    clm_log("%ctrmv n=%u kd=%u storage=%u: tx=%u cpt=%u groups=%u P=%u%s", clm_dtype_letter(a->dt),
            t->n, t->kd, t->storage, pl.tx, pl.cpt, pl.groups, pl.P, inplace ? " in place" : "");
    if (err == CL_SUCCESS)
        err = enqueue_product(l, prog, t, &pl, xin, xinb, incxin, 0, t->n, 0, t->n, flags, part,
                              counters);
    if (err == CL_SUCCESS && pl.P > 1)
        err = clm_l2_enqueue_reduce(l, prog, &pl, a->dt, t->n, part, a->x, t->xb, a->incx,
                                      scalar_of(a->dt, 1), scalar_of(a->dt, 0),
                                      L2_BETA_ZERO | L2_PLAIN);
    if (sc)
        clm_scratch_put(sc, l->queue, l->last);
    if (sp)
        clm_scratch_put(sp, l->queue, l->last);
    return err;
}

/* A key of the one-launch solve, per precision, in its large form (LSYNC,
 * LNB, LLOOK, ...) where the entry sets one, from n = LN on, or from the
 * key's own threshold (AHEADN for AHEAD) where set. */
static int solve_key(const clm_params *prm, const tri *t, const char *key, int fallback)
{
    const char letter = clm_dtype_letter(t->a->dt);
    char nkey[24];
    snprintf(nkey, sizeof nkey, "%sN", key);
    int ln = clm_param_prec(prm, nkey, letter, NULL, clm_param_prec(prm, "LN", letter, NULL, 0));
    return clm_param_large(prm, key, letter, ln > 0 && t->n >= (cl_uint)ln, fallback);
}

/* The solves' program of the given sources: gemv.cl's compile options,
 * from the plan *pl of an nb x nb block (its work-group sizes serve the
 * solve's own kernels), and the solve's defines. */
static cl_int solve_program(const clm_call *call, const tri *t, const clm_params *prm,
                            cl_uint nb, const char *sources, const char *defines,
                            clm_l2_plan *pl, clm_program **prog)
{
    clm_l2_make_plan(pl, prm, call->dev, t->a->dt, nb, nb, t->transposed, 0);
    char options[320];
    clm_l2_options(pl, prm, call->dev, t->a->dt, options, sizeof options);
    size_t used = strlen(options);
    if ((size_t)snprintf(options + used, sizeof options - used, "%s", defines) >=
        sizeof options - used) /* " -D..." */
        clm_options_overflow(options, sizeof options);
    return clm_program_get(call->ctx, call->dev, sources, options, prog);
}

/* op(A) x = b in one sweep (tr_inv, then tr_sweep; with sync 2,
 * tr_sweep2, which publishes solved blocks in words with a sequence
 * number). Returns CL_INVALID_OPERATION, having enqueued nothing, where the
 * device cannot take the configured blocks; the caller then solves block by
 * block. */
static cl_int solve_sweep(clm_launch *l, const clm_call *call, const tri *t,
                          const clm_params *prm, int sync)
{
    const clm_tri_args *a = t->a;
    size_t es = clm_dtype_size(a->dt);
    cl_uint swg = (cl_uint)clm_param(prm, "SWG", 256);
    cl_uint nb = (cl_uint)solve_key(prm, t, "NB", 64);
    /* SYNC=2, 3: tr_inv also makes LOOK products inverse * coupling per block */
    cl_uint look = 0;
    if (sync >= 2) {
        int lk = solve_key(prm, t, "LOOK", sync == 3 ? 4 : 3);
        look = lk < 1 ? 1 : lk > 15 ? 15 : (cl_uint)lk;
    }
    /* tr_inv holds a block in local memory and, where it has no warp
     * shuffles, a row of its right-hand sides per warp */
    while (nb > swg / 8 && (nb * nb + nb * (1 + look) + swg / 32) * es + 64 > call->dev->local_mem)
        nb /= 2;
    /* local memory: the sweeps' reduction (NB * 8 elements, tr_sweep.cl's TXS
     * = 8) and right-hand side; tr_sweep3's solver adds its products and
     * its last LOOK + 1 blocks */
    size_t local = (nb * 8 > swg ? nb * 8 : swg) * es + nb * es + 64 +
                   (sync == 3 ? (swg + (look + 1) * nb) * es : 0);
    if (swg > call->dev->max_wg || swg % 32 || nb > swg || swg % nb || nb % (swg / 8) ||
        (nb > 32 && nb % 32) || local > call->dev->local_mem)
        return CL_INVALID_OPERATION;
    char defines[160] = "";
    clm_define(defines, sizeof defines, "NB", (int)nb);
    clm_define(defines, sizeof defines, "SWG", (int)swg);
    if (look) {
        clm_define(defines, sizeof defines, "LOOK", (int)look);
        clm_define(defines, sizeof defines, "SWEEP", sync);
    }
    int zspin = clm_param(prm, "ZSPIN", 0); /* SYNC=3, for tests: polls before the solver's own z */
    if (sync == 3 && zspin > 0)
        clm_define(defines, sizeof defines, "ZSPIN", zspin);
    int pf = solve_key(prm, t, "PF", 0); /* SYNC=3: the solver's M_d asked into L2 ahead */
    if (sync == 3 && pf > 0)
        clm_define(defines, sizeof defines, "PF", pf < 15 ? pf : 15);
    int ahead = solve_key(prm, t, "AHEAD", 0); /* BATCH=3: the helpers' coefficients ahead */
    if (ahead > 2)
        clm_define(defines, sizeof defines, "AHEAD", ahead > 4 ? 4 : ahead);
    int batch = look ? solve_key(prm, t, "BATCH", 0) : 0;
    if (batch > 0)
        clm_define(defines, sizeof defines, "BATCH", batch > 3 ? 3 : batch);
    /* NVIDIA, real full storage: A read by ld.global.cs (evicted first) */
    if (call->dev->nvidia && a->storage == CLM_FULL && !clm_dtype_complex(a->dt) &&
        solve_key(prm, t, "CS", 0) > 0)
        clm_define(defines, sizeof defines, "CSA", 1);
    /* NVIDIA: a register cap on the sweep (core/ptx.h), so that more of its
     * groups are resident at once */
    int nreg = solve_key(prm, t, "NREG", 0);
    if (call->dev->nvidia && nreg > 0 && look)
        clm_define(defines, sizeof defines, sync == 3 ? "CLM_NREG_tr_sweep3" : "CLM_NREG_tr_sweep2",
                   nreg);
    unsigned flags =
        t->flags | (t->transposed ? L2_TRANSPOSED : 0) | (forward_of(t) ? L2_FORWARD : 0);
    /* SPEC (NVIDIA): tr_sweep3 compiled for the call's flags, a program per
     * uplo, trans and diag */
    if (sync == 3 && call->dev->nvidia && solve_key(prm, t, "SPEC", 0) > 0)
        clm_define(defines, sizeof defines, "CALL_FLAGS", (int)flags);
    clm_l2_plan pl;
    clm_program *prog;
    cl_int err = solve_program(call, t, prm, nb,
                               CLM_TR_SWEEP_SOURCES,
                               defines, &pl, &prog);
    if (err != CL_SUCCESS)
        return err;
    cl_uint nblocks = (t->n + nb - 1) / nb;
    clm_scratch *s;
    /* the inverses and the M_d, then tr_inv's copy of b (tr_sweep.cl's BSAVED) */
    if (clm_scratch_get(call->queue, ((size_t)nblocks * nb * nb * (1 + look) + t->n) * es, &s) !=
        CL_SUCCESS)
        return CL_INVALID_OPERATION; /* the blocked solve needs less */
    cl_mem inv = clm_scratch_mem(s), counters, words = NULL;
    cl_uint epoch = 0;
    err = clm_scratch_counters(s, &counters);
    if (err == CL_SUCCESS && look) {
        /* es / 4 words of 8 bytes per variable (SYNC=3: twice, x and z);
         * SEQMAX: tests only */
        int seqmax = clm_param(prm, "SEQMAX", 0);
        err = clm_scratch_words(s, (size_t)nblocks * nb * es * 2 * (sync == 3 ? 2 : 1),
                                seqmax > 0 ? (cl_uint)seqmax : CL_UINT_MAX, &words, &epoch);
    }
    clm_log("%ctrsv n=%u kd=%u storage=%u: one sweep, blocks of %u%s", clm_dtype_letter(a->dt),
            t->n, t->kd, t->storage, nb,
            sync == 3 ? ", one solver group fed by the others" : look ? ", published in words" : "");
    clm_kargs g;
    size_t lws = swg, gws = (size_t)nblocks * swg;
    if (err == CL_SUCCESS) {
        tr_args(&g, t);
        clm_arg_u32(&g, flags);
        clm_arg_mem(&g, inv);
        tr_arg_x(&g, t);
        err = clm_launch_args(l, prog, "tr_inv", 1, &gws, &lws, &g);
    }
    if (err == CL_SUCCESS) {
        tr_args(&g, t);
        tr_arg_x(&g, t);
        clm_arg_u32(&g, flags);
        clm_arg_mem(&g, inv);
        clm_arg_mem(&g, counters);
        if (look) {
            clm_arg_mem(&g, words);
            clm_arg_u32(&g, epoch);
        }
        /* SYNC=3: a solver group and a helper per block */
        const char *kernel = sync == 3 ? "tr_sweep3" : look ? "tr_sweep2" : "tr_sweep";
        gws = ((size_t)nblocks + (sync == 3)) * swg;
        err = clm_launch_args(l, prog, kernel, 1, &gws, &lws, &g);
    }
    clm_scratch_put(s, l->queue, l->last);
    return err;
}

/* op(A) x = b, blocked */
static cl_int solve(clm_launch *l, const clm_call *call, const tri *t, const clm_params *prm)
{
    const clm_tri_args *a = t->a;
    int sync = solve_key(prm, t, "SYNC", 0);
    /* SYNC=3 for full storage only (tr_sweep3 has it compiled in): on the
     * H200 the packed and band S solves took 1.66-1.76 and 0.375 ms at
     * n = 16384 against SYNC=2's 1.03-1.35 and 0.32 (measured
     * on the H200) */
    if (sync == 3 && a->storage != CLM_FULL)
        sync = 2;
    /* A diagonal band (K = 0) couples no variables, but SYNC=2's products
     * M_d (zero there) would still multiply an infinite solved value into
     * NaN where reference BLAS leaves the other variables alone; SYNC=1 adds
     * products only where A stores coefficients */
    if (sync >= 2 && a->storage == CLM_BAND && a->K == 0)
        sync = 1;
    if (sync) {
        cl_int err = solve_sweep(l, call, t, prm, sync >= 2 && sync <= 3 ? sync : 1);
        if (err != CL_INVALID_OPERATION)
            return err;
    }
    cl_uint nb = (cl_uint)clm_param(prm, "NB", 64);
    if (nb < 1)
        nb = 1;
    /* tr_solve's local block: a power of two from 64 up, so that different
     * block sizes share a program */
    cl_uint nbmax = 64;
    while (nbmax < nb)
        nbmax *= 2;
    char defines[32] = "";
    clm_define(defines, sizeof defines, "NBMAX", (int)nbmax);
    clm_l2_plan pl;
    clm_program *prog;
    cl_int err = solve_program(call, t, prm, nb, CLM_TR_SOLVE_SOURCES, defines, &pl, &prog);
    if (err != CL_SUCCESS)
        return err;
    int forward = forward_of(t);
    unsigned sflags = t->flags | (t->transposed ? L2_TRANSPOSED : 0) | (forward ? L2_FORWARD : 0);
    clm_log("%ctrsv n=%u kd=%u storage=%u: blocks of %u, %s", clm_dtype_letter(a->dt), t->n, t->kd,
            t->storage, nb, forward ? "forward" : "backward");

    size_t es = clm_dtype_size(a->dt), have = 0;
    clm_scratch *s = NULL;
    cl_uint nblocks = (t->n + nb - 1) / nb;
    for (cl_uint b = 0; b < nblocks && err == CL_SUCCESS; b++) {
        cl_uint j0 = forward ? b * nb : (b + 1 < nblocks ? t->n - (b + 1) * nb : 0);
        cl_uint j1 = forward ? (j0 + nb < t->n ? j0 + nb : t->n) : t->n - b * nb;
        cl_uint mb = j1 - j0;
        clm_kargs g;
        tr_args(&g, t);
        tr_arg_x(&g, t);
        clm_arg_u32(&g, j0);
        clm_arg_u32(&g, mb);
        clm_arg_u32(&g, sflags);
        size_t lws = (size_t)pl.wgsn;
        err = clm_launch_args(l, prog, "tr_solve", 1, &lws, &lws, &g);

        /* The equations still to solve that this block's variables touch. */
        cl_uint r0, r1;
        if (forward) {
            r0 = j1;
            r1 = t->n - j1 > t->kd ? j1 + t->kd : t->n;
        } else {
            r0 = j0 > t->kd ? j0 - t->kd : 0;
            r1 = j0;
        }
        if (err != CL_SUCCESS || r1 <= r0)
            continue;
        cl_uint len = r1 - r0;
        clm_l2_plan up;
        if (t->transposed) /* outputs: columns r0..r1 of A; summed: rows j0..j1 */
            clm_l2_make_plan(&up, prm, call->dev, a->dt, mb, len, 1, 0);
        else
            clm_l2_make_plan(&up, prm, call->dev, a->dt, len, mb, 0, 0);
        cl_mem part = NULL;
        size_t need = (size_t)len * up.P * es;
        if (up.P > 1 && need > have) { /* a larger buffer for this block's partial sums */
            if (s)
                clm_scratch_put(s, l->queue, l->last);
            s = NULL;
            if ((err = clm_scratch_get(call->queue, need, &s)) != CL_SUCCESS)
                break;
            have = need;
        }
        if (up.P > 1)
            part = clm_scratch_mem(s);
        unsigned uflags = t->flags | (up.P > 1 ? L2_PARTIAL : L2_SUBTRACT);
        if (t->transposed)
            err = enqueue_product(l, prog, t, &up, a->x, t->xb, a->incx, j0, mb, r0, len, uflags,
                                  part, NULL);
        else
            err = enqueue_product(l, prog, t, &up, a->x, t->xb, a->incx, r0, len, j0, mb, uflags,
                                  part, NULL);
        if (err == CL_SUCCESS && up.P > 1) {
            cl_ulong base = (cl_ulong)((long long)t->xb + (long long)r0 * a->incx);
            err = clm_l2_enqueue_reduce(l, prog, &up, a->dt, len, part, a->x, base, a->incx,
                                          scalar_of(a->dt, -1), scalar_of(a->dt, 1),
                                          L2_PLAIN | L2_SUBTRACT);
        }
    }
    if (s)
        clm_scratch_put(s, l->queue, l->last);
    return err;
}

clblasStatus clm_triangular(const clm_tri_args *a)
{
    clm_call call;
    clblasStatus st = validate(a, &call);
    if (st != clblasSuccess)
        return st;
    clm_launch l;
    clm_launch_init(&l, call.queue, a->nwait, a->wait, a->events != NULL);
    if (a->N == 0) {
        cl_int err = a->events ? clm_launch_marker(&l) : CL_SUCCESS;
        clm_launch_finish(&l, err == CL_SUCCESS ? a->events : NULL);
        return (clblasStatus)err;
    }

    /* Normalize: a row-major A is the column-major A^T (the other triangle). */
    int col_major = a->order == clblasColumnMajor;
    tri t = {.a = a, .n = (cl_uint)a->N, .storage = (cl_uint)a->storage};
    int lower = col_major ? a->uplo == clblasLower : a->uplo == clblasUpper;
    t.transposed = col_major ? a->trans != clblasNoTrans : a->trans == clblasNoTrans;
    /* kd may exceed N - 1 in band storage: it also places the diagonal
     * there, so it is passed as given; the kernels clip ranges to N. */
    t.kd = a->storage == CLM_BAND ? (cl_uint)a->K : (cl_uint)(a->N - 1);
    t.flags = (lower ? L2_LOWER : 0) | (a->diag == clblasUnit ? L2_UNIT_DIAG : 0) |
              (a->trans == clblasConjTrans && clm_dtype_complex(a->dt) ? L2_CONJ_A : 0);
    t.xb = clm_vector_base(a->N, a->offx, a->incx);

    clm_params prm;
    clm_params_lookup(call.dev, a->solve ? "trsv" : "trmv", &prm);
    cl_int err = a->solve ? solve(&l, &call, &t, &prm) : multiply(&l, &call, &t, &prm);
    clm_launch_finish(&l, err == CL_SUCCESS ? a->events : NULL);
    return (clblasStatus)err;
}
