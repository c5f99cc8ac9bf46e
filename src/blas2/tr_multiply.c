/*
 * x := op(A) x for a triangular A (TRMV, TPMV, TBMV): one product over the
 * whole triangle, split like GEMV's (P slices, added by gemv_reduce or by
 * the last group of each output block): gemv.cl's own kernels for full
 * storage (flag L2_TRI, through storage.h), tr_product.cl's tr_n / tr_t
 * (clm_tr_product, tr_common.c) otherwise. Where the product writes x
 * itself, it reads a copy of x, so that no work group reads an element
 * another has already overwritten.
 */
#include "blas2/tr_multiply.h"

#include "blas2/tr_common.h"

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"

/* A contiguous copy of x into a scratch buffer (*sc, returned to the pool
 * by the caller), with prog's tr_copy. */
static cl_int copy_x(clm_launch *l, clm_program *prog, const clm_tri *t, const clm_l2_plan *pl,
                     clm_scratch **sc)
{
    const clm_tri_args *a = t->a;
    cl_int err = clm_scratch_get(l, (size_t)t->n * clm_dtype_size(a->dt), sc);
    if (err != CL_SUCCESS)
        return err;
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, t->n);
    clm_tr_arg_x(&g, t);
    clm_arg_mem(&g, clm_scratch_mem(*sc));
    size_t groups = ((size_t)t->n + (size_t)pl->wgsn - 1) / (size_t)pl->wgsn;
    size_t lws = (size_t)pl->wgsn, gws = (groups < 1024 ? groups : 1024) * lws;
    clm_launch_more(l); /* the product follows */
    return clm_launch_args(l, prog, "tr_copy", 1, &gws, &lws, &g);
}

/* x := op(A) x for full storage: gemv.cl's vectorized kernels, told the
 * triangle (flag L2_TRI, with L2_PREFIX where an output block's sum starts
 * at 0: lower N, upper T). Where the product kernel writes x (one pass, or a fused
 * split) while other groups may still read it, it reads a copy of x; a split
 * finished by gemv_reduce reads x itself. (Staging the result and copying
 * it to x by the last group, one launch in all, was slower on the H200:
 * measured on the H200.) */
static cl_int multiply_full(clm_launch *l, const clm_call *call, const clm_tri *t,
                            const clm_params *prm, clm_program *prog, const clm_l2_plan *cpl)
{
    const clm_tri_args *a = t->a;
    /* x := A x: x is also y */
    const clm_vec x = {a->x.mem, t->xb, a->x.inc};
    clm_l2_operand op = {.dt = a->dt, .rows = t->n, .cols = t->n, .A = a->A,
                         .x = x, .y = x, .alpha = clm_scalar_real(a->dt, 1),
                         .beta = clm_scalar_real(a->dt, 0)};
    unsigned flags =
        t->flags | L2_TRI | L2_BETA_ZERO | L2_PLAIN | (clm_tr_forward(t) ? L2_PREFIX : 0);
    clm_l2_plan pl;
    clm_l2_plan_call(&pl, call, prm, &op, t->transposed, flags, 0);
    clm_scratch *sc = NULL;
    cl_int err = CL_SUCCESS;
    if (pl.P <= 1 || (pl.flags & L2_FUSED)) {
        err = copy_x(l, prog, t, cpl, &sc);
        op.x = (clm_vec){sc ? clm_scratch_mem(sc) : NULL, 0, 1}; /* x's copy */
        clm_l2_plan_x(&pl, prm, &op);
    }
    if (err == CL_SUCCESS)
        err = clm_l2_enqueue(l, call, prm, &pl, &op);
    if (sc)
        clm_scratch_put(sc, l->queue, l->last);
    return err;
}

cl_int clm_tr_multiply(clm_launch *l, const clm_call *call, const clm_tri *t, const clm_params *prm)
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
    cl_mem xin = a->x.mem, counters = NULL;
    cl_ulong xinb = t->xb;
    int incxin = a->x.inc;
    if (pl.P > 1 || inplace) {
        err = clm_scratch_get(l, (size_t)t->n * es * pl.P, &sp);
        if (err == CL_SUCCESS && inplace)
            err = clm_scratch_counters(sp, &counters);
    } else {
        err = copy_x(l, prog, t, &pl, &sc);
        xin = sc ? clm_scratch_mem(sc) : NULL;
        xinb = 0;
        incxin = 1;
    }
    cl_mem part = sp ? clm_scratch_mem(sp) : NULL;
    unsigned flags =
        t->flags | (pl.P > 1 ? L2_PARTIAL : 0) | (inplace ? L2_PARTIAL | L2_INPLACE : 0);
    clm_log("%ctrmv n=%u kd=%u storage=%u: tx=%u cpt=%u groups=%u P=%u%s", clm_dtype_letter(a->dt),
            t->n, t->kd, t->storage, pl.tx, pl.cpt, pl.groups, pl.P, inplace ? " in place" : "");
    if (err == CL_SUCCESS) {
        if (pl.P > 1)
            clm_launch_more(l); /* gemv_reduce follows */
        err = clm_tr_product(l, prog, t, &pl, xin, xinb, incxin, 0, t->n, 0, t->n, flags, part,
                              counters);
    }
    if (err == CL_SUCCESS && pl.P > 1)
        err = clm_l2_enqueue_reduce(l, prog, &pl, a->dt, t->n, part, a->x.mem, t->xb, a->x.inc,
                                      clm_scalar_real(a->dt, 1), clm_scalar_real(a->dt, 0),
                                      L2_BETA_ZERO | L2_PLAIN);
    if (sc)
        clm_scratch_put(sc, l->queue, l->last);
    if (sp)
        clm_scratch_put(sp, l->queue, l->last);
    return err;
}

