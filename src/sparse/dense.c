/*
 * dense.c - clSPARSE's dense vector routines (cldense*): the element-wise
 * ones (scale, axpy, axpby, add, sub, mul, div) run dense.cl; the
 * reductions (reduce, nrm1, nrm2, dot) run the Level 1 reductions of
 * reduce.cl through clm_level1_enqueue, so both APIs share one
 * deterministic implementation (docs/sparse.md).
 *
 * Validate, plan, compile, enqueue, as every clmath routine. Vectors are
 * contiguous from off_values; every vector of a call must have the same
 * num_values (clSPARSE asserts it), which is the length n.
 */
#include <stdio.h>

#include "blas1/level1.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "sparse/kernels/dense_flags.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"

/* Which operands each element-wise routine takes, in argument order. */
typedef struct dv_info {
    const char *name, *kernel;
    int alpha, x, beta, y;
} dv_info;

static const dv_info dv_ops[] = {
    [CLM_DV_SCALE] = {"scale", "dv_axpby", 1, 0, 0, 1},
    [CLM_DV_AXPY] = {"axpy", "dv_axpby", 1, 1, 0, 1},
    [CLM_DV_AXPBY] = {"axpby", "dv_axpby", 1, 1, 1, 1},
    [CLM_DV_ADD] = {"add", "dv_add", 0, 1, 0, 1},
    [CLM_DV_SUB] = {"sub", "dv_sub", 0, 1, 0, 1},
    [CLM_DV_MUL] = {"mul", "dv_mul", 0, 1, 0, 1},
    [CLM_DV_DIV] = {"div", "dv_div", 0, 1, 0, 1},
};

static clsparseStatus validate_elementwise(const dv_info *o, clm_dtype dt, const cldenseVector *r,
                                           const clsparseScalar *alpha, const cldenseVector *x,
                                           const clsparseScalar *beta, const cldenseVector *y,
                                           clsparseControl control, clm_sp_call *call)
{
    const int given = r && (!o->alpha || alpha) && (!o->x || x) && (!o->beta || beta) && y;
    clsparseStatus st = clm_sp_begin_given(control, dt, given, call);
    if (st != clsparseSuccess)
        return st;
    if (r->num_values > CLM_MAX_DIM || (o->x && x->num_values != r->num_values) ||
        y->num_values != r->num_values)
        return clsparseInvalidSize;
    size_t es = clm_dtype_size(dt);
    if ((st = clm_sp_check_vector(call, r, es)) != clsparseSuccess ||
        (o->alpha && (st = clm_sp_check_scalar(call, alpha, es)) != clsparseSuccess) ||
        (o->x && (st = clm_sp_check_vector(call, x, es)) != clsparseSuccess) ||
        (o->beta && (st = clm_sp_check_scalar(call, beta, es)) != clsparseSuccess) ||
        (st = clm_sp_check_vector(call, y, es)) != clsparseSuccess)
        return st;
    return clsparseSuccess;
}

static size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

clsparseStatus clm_sp_dense_elementwise(clm_dv_op op, clm_dtype dt, cldenseVector *r,
                                        const clsparseScalar *alpha, const cldenseVector *x,
                                        const clsparseScalar *beta, const cldenseVector *y,
                                        clsparseControl control)
{
    const dv_info *o = &dv_ops[op];
    clm_sp_call call;
    clsparseStatus st = validate_elementwise(o, dt, r, alpha, x, beta, y, control, &call);
    if (st != clsparseSuccess)
        return st;

    clm_launch l;
    clm_sp_launch_init(&l, &call);
    if (r->num_values == 0) /* nothing to compute; the control still gets an event */
        return clm_sp_launch_empty(&call, &l);

    /* The Level 1 parameters and grid: the same kind of loop as blas1.cl. */
    const clm_call bcall = {call.queue, call.ctx, call.dev, call.in_order};
    clm_params prm;
    size_t wgs, ept;
    clm_program *prog;
    cl_int err = clm_level1_program(&bcall, dt, "dense_flags+dense", &prm, &wgs, &ept, &prog);
    if (err != CL_SUCCESS)
        return clm_sp_finish(&call, err, NULL);
    size_t n = r->num_values;
    size_t groups = ceil_div(n, wgs * ept);
    size_t slots = (size_t)call.dev->compute_units * (size_t)clm_param(&prm, "OCC", 8) *
                   (size_t)clm_param(&prm, "WAVES", 2);
    if (groups > slots)
        groups = slots;
    if (groups < 1)
        groups = 1;
    size_t gws = groups * wgs;

    /* (uint n, r, ro), then alpha, x, beta, y and uint flags (dv_axpby) or
     * x, y (the others) */
    clm_kargs k;
    clm_args_init(&k);
    clm_arg_u32(&k, (cl_uint)n);
    clm_sp_arg_buf(&k, r->values, r->off_values);
    if (o->alpha) {
        /* scale reads its vector (y) as x; unused scalars point at alpha. */
        const cldenseVector *xv = o->x ? x : y;
        const clsparseScalar *bs = o->beta ? beta : alpha;
        cl_uint flags = op == CLM_DV_SCALE  ? 0
                        : op == CLM_DV_AXPY ? DENSE_WITH_Y
                                            : DENSE_WITH_Y | DENSE_BETA_MEM;
        clm_sp_arg_buf(&k, alpha->value, alpha->off_value);
        clm_sp_arg_buf(&k, xv->values, xv->off_values);
        clm_sp_arg_buf(&k, bs->value, bs->off_value);
        clm_sp_arg_buf(&k, y->values, y->off_values);
        clm_arg_u32(&k, flags);
    } else {
        clm_sp_arg_buf(&k, x->values, x->off_values);
        clm_sp_arg_buf(&k, y->values, y->off_values);
    }
    err = clm_launch_args(&l, prog, o->kernel, 1, &gws, &wgs, &k);
    clm_log("%cdense %s n=%zu: %zu groups of %zu [%s]", clm_dtype_letter(dt), o->name, n, groups,
            wgs, prm.source);
    return clm_sp_launch_end(&call, &l, err);
}

clsparseStatus clm_sp_dense_reduce(clm_dv_red op, clm_dtype dt, clsparseScalar *s,
                                   const cldenseVector *x, const cldenseVector *y,
                                   clsparseControl control)
{
    static const clm_l1_op l1op[] = {[CLM_DV_SUM] = CLM_SUM, [CLM_DV_ISUM] = CLM_ISUM,
                                     [CLM_DV_NRM1] = CLM_ASUM, [CLM_DV_NRM2] = CLM_NRM2,
                                     [CLM_DV_DOT] = CLM_DOT};
    const int dot = op == CLM_DV_DOT;
    clm_sp_call call;
    clsparseStatus st = clm_sp_begin_given(control, dt, s && x && (!dot || y), &call);
    if (st != clsparseSuccess)
        return st;
    if (x->num_values > CLM_MAX_DIM || (dot && y->num_values != x->num_values))
        return clsparseInvalidSize;
    size_t es = clm_dtype_size(dt); /* S for isum: 4 bytes, as cl_int */
    if ((st = clm_sp_check_scalar(&call, s, es)) != clsparseSuccess ||
        (st = clm_sp_check_vector(&call, x, es)) != clsparseSuccess ||
        (dot && (st = clm_sp_check_vector(&call, y, es)) != clsparseSuccess))
        return st;

    /* n == 0 writes 0 to s (clSPARSE sets s to 0 before it reduces). */
    cl_command_queue queue = call.queue;
    clm_l1_args a = {.op = l1op[op],
                     .dt = dt,
                     .n = x->num_values,
                     .x = x->values,
                     .offx = x->off_values,
                     .incx = 1,
                     .y = dot ? y->values : NULL,
                     .offy = dot ? y->off_values : 0,
                     .incy = 1,
                     .out = s->value,
                     .offout = s->off_value,
                     .q = {.nq = 1, .queues = &queue}}; /* no event: see clm_sp_finish */
    const clm_call bcall = {call.queue, call.ctx, call.dev, call.in_order};
    cl_int err = clm_level1_enqueue(&bcall, &a);
    return clm_sp_finish(&call, err, NULL);
}
