/*
 * Level 1 planner: validate, quick returns, plan, compile, enqueue.
 *
 * Element-wise routines are one launch of a blas1.cl kernel over a fixed
 * number of work groups (grid-stride). Reductions (reduce.cl) run G groups
 * over the vector, each writing a partial result to the caller's scratch
 * buffer; the last group to finish combines them in the same launch
 * (database key FUSE=1), or a second launch of one group does (FUSE=0);
 * with G == 1 the first launch writes the result itself. G and the order
 * of every sum are fixed by the plan, so results repeat bit for bit.
 * Unit strides with 16-byte aligned starts take the kernels' rvec forms
 * (16-byte loads; key VEC=0 turns them off).
 */
#include "blas1/level1.h"

#include <stddef.h>
#include <string.h>

#include "api/rules.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "blas1/kernels/reduce_flags.h"

typedef struct op_info {
    const char *name;   /* for the log */
    const char *kernel; /* the element-wise kernel, or a reduction's first step */
    const char *final;  /* a reduction's second step */
    const char *vkernel; /* unit stride, 16-byte aligned: step 1 on rvec (or NULL) */
    int vreal;           /* the rvec kernel serves real types only */
    clm_rule_kind kind;  /* its operands (y, result, scratch) and their rules */
    int neg_inc;        /* incx < 0: 1 = do nothing (scal), 2 = result 0 (asum, iamax) */
} op_info;

static const op_info ops[CLM_L1_OPS] = {
    [CLM_SWAP] = {"swap", "l1_swap", NULL, "l1v_swap", 0, CLM_RULES_swap, 0},
    [CLM_SCAL] = {"scal", "l1_scal", NULL, "l1v_scal", 1, CLM_RULES_scal, 1},
    [CLM_RSCAL] = {"rscal", "l1_rscal", NULL, "l1v_scal", 0, CLM_RULES_scal, 1},
    [CLM_COPY] = {"copy", "l1_copy", NULL, "l1v_copy", 0, CLM_RULES_swap, 0},
    [CLM_AXPY] = {"axpy", "l1_axpy", NULL, "l1v_axpy", 1, CLM_RULES_swap, 0},
    [CLM_ROT] = {"rot", "l1_rot", NULL, "l1v_rot", 0, CLM_RULES_swap, 0},
    [CLM_ROTM] = {"rotm", "l1_rotm", NULL, NULL, 0, CLM_RULES_rotm, 0},
    [CLM_DOT] = {"dot", "l1_dot", "l1_dot_final", "l1v_dot", 1, CLM_RULES_dot, 0},
    [CLM_DOTC] = {"dotc", "l1_dot", "l1_dot_final", NULL, 0, CLM_RULES_dot, 0},
    [CLM_ASUM] = {"asum", "l1_asum", "l1_asum_final", "l1v_asum", 0, CLM_RULES_asum, 2},
    [CLM_NRM2] = {"nrm2", "l1_nrm2", "l1_nrm2_final", "l1v_nrm2", 0, CLM_RULES_nrm2, 0},
    [CLM_IAMAX] = {"iamax", "l1_iamax", "l1_iamax_final", "l1v_iamax", 1, CLM_RULES_iamax, 2},
    [CLM_SUM] = {"sum", "l1_sum", "l1_dot_final", "l1v_sum", 1, CLM_RULES_sum, 0},
    [CLM_ISUM] = {"isum", "l1_isum", "l1_isum_final", NULL, 0, CLM_RULES_isum, 0},
};


static size_t real_size(clm_dtype dt) { return clm_dtype_double(dt) ? 8 : 4; }

/* Does the routine take y? (its kind's rules say) */
static int two_vectors(const op_info *o) { return clm_kind_rule(o->kind, CLM_W_Y) != NULL; }

/* Does the call touch the vectors? */
static int active(const op_info *o, const clm_l1_args *a)
{
    return a->n > 0 && !(o->neg_inc && a->incx < 0);
}

/* The rules of its kind (rules.def), as clBLAS orders them. */
static clblasStatus validate(const clm_l1_args *a, const op_info *o, clm_call *call)
{
    const clm_shape s = {.N = a->n};
    const clm_vec vec[4] = {{a->x, a->offx, a->incx},
                            {a->y, a->offy, a->incy},
                            {a->out, a->offout, 0},
                            {a->scratch, 0, 0}};
    return clm_check_rules(o->kind, &s, a->dt, &a->q, call, NULL, vec);
}

/* A 1-D step of groups work groups of wgs work items. */
static cl_int launch(clm_launch *l, clm_program *prog, const char *name, size_t groups, size_t wgs,
                     const clm_kargs *k)
{
    size_t gws = groups * wgs;
    return clm_launch_args(l, prog, name, 1, &gws, &wgs, k);
}

/* Reals per rvec load (16 bytes), and reals per element. */
static size_t vec_reals(clm_dtype dt) { return 16 / real_size(dt); }
static size_t parts(clm_dtype dt) { return clm_dtype_size(dt) / real_size(dt); }

/* A real argument (rot's c and s, rscal's alpha): the kernels' `real`,
 * float or double with the precision. */
static void arg_real(clm_kargs *k, clm_dtype dt, double v)
{
    clm_scalar r;
    if (clm_dtype_double(dt))
        r.d = v;
    else
        r.s = (cl_float)v;
    clm_arg_scalar(k, clm_dtype_double(dt) ? CLM_D : CLM_S, r);
}

/* The length: uint n or, on rvec loads (vec), uint nv (whole rvecs) and
 * uint tail (reals after them). */
static void arg_length(clm_kargs *k, const clm_l1_args *a, int vec)
{
    if (!vec) {
        clm_arg_u32(k, (cl_uint)a->n);
        return;
    }
    size_t nr = a->n * parts(a->dt), vr = vec_reals(a->dt);
    clm_arg_u32(k, (cl_uint)(nr / vr));
    clm_arg_u32(k, (cl_uint)(nr % vr));
}

/* A vector: the buffer, ulong base (its first element visited; on rvec
 * loads its first real) and, except on rvec loads, int inc. */
static void arg_vector(clm_kargs *k, const clm_l1_args *a, int vec, cl_mem v, size_t off, int inc)
{
    clm_arg_mem(k, v);
    if (vec) {
        clm_arg_u64(k, off * parts(a->dt));
        return;
    }
    clm_arg_u64(k, clm_vector_base(a->n, off, inc));
    clm_arg_i32(k, inc);
}

/* Can the routine run on rvec loads? Unit strides, each vector's first
 * element on a 16-byte boundary (buffers themselves are aligned to far
 * more), and an operation the real kernel computes. Database key VEC=0
 * turns it off. */
static int use_vectors(const op_info *o, const clm_l1_args *a, const clm_params *prm)
{
    if (!o->vkernel || !clm_param(prm, "VEC", 1) || (o->vreal && clm_dtype_complex(a->dt)))
        return 0;
    size_t es = clm_dtype_size(a->dt);
    if (a->incx != 1 || (a->offx * es) % 16)
        return 0;
    return !two_vectors(o) || (a->incy == 1 && (a->offy * es) % 16 == 0);
}

/* The element-wise routines: one launch, of the rvec kernel when vec.
 * Arguments: the length, alpha (scal, axpy: scalar; rscal: real; the rvec
 * kernels of scal and axpy serve real types only, where the two are one),
 * x, y (two-vector routines), then rot's c and s (real) or rotm's PARAM
 * buffer and offset. */
static cl_int enqueue_elementwise(clm_launch *l, clm_program *prog, const op_info *o,
                                  const clm_l1_args *a, size_t groups, size_t wgs, int vec)
{
    clm_kargs k;
    clm_args_init(&k);
    arg_length(&k, a, vec);
    if (a->op == CLM_SCAL || a->op == CLM_AXPY)
        clm_arg_scalar(&k, a->dt, a->alpha);
    else if (a->op == CLM_RSCAL)
        arg_real(&k, a->dt, a->alpha.d);
    arg_vector(&k, a, vec, a->x, a->offx, a->incx);
    if (two_vectors(o))
        arg_vector(&k, a, vec, a->y, a->offy, a->incy);
    if (a->op == CLM_ROT) {
        arg_real(&k, a->dt, a->c);
        arg_real(&k, a->dt, a->s);
    } else if (a->op == CLM_ROTM) {
        clm_arg_mem(&k, a->out);
        clm_arg_u64(&k, a->offout);
    }
    return launch(l, prog, vec ? o->vkernel : o->kernel, groups, wgs, &k);
}

/* The reductions: G groups write partial results to the scratch buffer,
 * then either the last of them to finish (fused: counter given) or a second
 * launch combines them; with G == 1, step 1 writes the result itself.
 * vec: step 1 on rvec loads. */
static cl_int enqueue_reduction(clm_launch *l, clm_program *prog, const op_info *o,
                                const clm_l1_args *a, size_t G, size_t wgs, int vec,
                                cl_mem counter)
{
    cl_uint flags = (G == 1 ? REDUCE_FINAL : 0) | (a->op == CLM_DOTC ? REDUCE_CONJ_X : 0) |
                    (G > 1 && counter ? REDUCE_FUSED : 0);
    /* the length, x (and y), then part, out, oo, flags, counter */
    clm_kargs k;
    clm_args_init(&k);
    arg_length(&k, a, vec);
    arg_vector(&k, a, vec, a->x, a->offx, a->incx);
    if (two_vectors(o))
        arg_vector(&k, a, vec, a->y, a->offy, a->incy);
    clm_arg_mem(&k, a->scratch);
    clm_arg_mem(&k, a->out);
    clm_arg_u64(&k, a->offout);
    clm_arg_u32(&k, flags);
    clm_arg_mem(&k, counter);
    if (!(flags & (REDUCE_FINAL | REDUCE_FUSED)))
        clm_launch_more(l); /* the second step follows */
    cl_int err = launch(l, prog, vec ? o->vkernel : o->kernel, G, wgs, &k);
    if (err != CL_SUCCESS || (flags & (REDUCE_FINAL | REDUCE_FUSED)))
        return err;
    /* the second step: (uint G, part, out, ulong oo) */
    clm_kargs f;
    clm_args_init(&f);
    clm_arg_u32(&f, (cl_uint)G);
    clm_arg_mem(&f, a->scratch);
    clm_arg_mem(&f, a->out);
    clm_arg_u64(&f, a->offout);
    return launch(l, prog, o->final, 1, wgs, &f);
}

static size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

cl_int clm_level1_program(const clm_call *call, clm_dtype dt, const char *family, clm_params *prm,
                          size_t *wgs, size_t *ept, clm_program **prog)
{
    clm_params_lookup(call->dev, "blas1", prm);
    *wgs = clm_param_wgs_pow2(prm, "WGS", 256, call->dev->max_wg);
    /* reductions may take their own EPT (key REPT) */
    const char *ept_key = strcmp(family, "reduce_flags+reduce") == 0 && clm_param_isset(prm, "REPT") ? "REPT"
                                                                                      : "EPT";
    *ept = (size_t)clm_param(prm, ept_key, 4);
    if (*ept < 1 || *ept > 16)
        *ept = 4;
    /* WIDE: S and C nrm2 sum squares in double (devices with fast FP64) */
    int wide = (dt == CLM_S || dt == CLM_C) && call->dev->fp64 && clm_param(prm, "WIDE", 0);
    /* WTREE: NVIDIA, reductions' trees by warp shuffles */
    int wtree = call->dev->nvidia && clm_param(prm, "WTREE", 0);
    /* CS: NVIDIA, reductions read x by ld.global.cs */
    int rcs = call->dev->nvidia && clm_param(prm, "CS", 0);
    char options[160] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)dt);
    clm_define(options, sizeof options, "WGS", (int)*wgs);
    clm_define(options, sizeof options, "EPT", (int)*ept);
    if (wide)
        clm_define(options, sizeof options, "WIDE", 1);
    if (wtree)
        clm_define(options, sizeof options, "WTREE", 1);
    if (rcs)
        clm_define(options, sizeof options, "RCS", 1);
    return clm_program_get(call->ctx, call->dev, family, options, prog);
}

clblasStatus clm_level1(const clm_l1_args *a)
{
    clm_call call;
    clblasStatus st = validate(a, &ops[a->op], &call);
    if (st != clblasSuccess)
        return st;
    return (clblasStatus)clm_level1_enqueue(&call, a);
}

cl_int clm_level1_enqueue(const clm_call *call, const clm_l1_args *a)
{
    const op_info *o = &ops[a->op];
    clm_launch l;
    clm_launch_begin(&l, call, &a->q);
    int is_reduction = o->final != NULL;
    cl_int err = CL_SUCCESS;
    if (!active(o, a) || (a->op == CLM_AXPY && clm_scalar_is(a->dt, a->alpha, 0.0))) {
        /* Nothing to compute. A reduction's result is 0 (index 0 for iamax),
         * as reference BLAS returns; otherwise, as reference BLAS, nothing
         * changes. */
        if (is_reduction) {
            const size_t esize = clm_rule_elem_size(clm_kind_rule(o->kind, CLM_W_R)->elem,
                                                    clm_dtype_size(a->dt),
                                                    clm_dtype_complex(a->dt));
            const cl_double zero[2] = {0, 0};
            err = clm_launch_fill(&l, a->out, zero, esize, a->offout * esize, esize);
        }
        return clm_launch_end(&l, err, a->q.events); /* a marker if asked */
    }

    clm_params prm;
    size_t wgs, ept;
    clm_program *prog;
    err = clm_level1_program(call, a->dt, is_reduction ? "reduce_flags+reduce" : "blas1", &prm, &wgs, &ept, &prog);
    if (err != CL_SUCCESS)
        return err;
    size_t slots = (size_t)call->dev->compute_units * (size_t)clm_param(&prm, "OCC", 8);
    size_t groups;
    int vec = use_vectors(o, a, &prm);
    if (is_reduction) {
        /* G: one round of groups at most, each work item RMIN elements (or
         * reals, with rvec loads) at least */
        size_t rmin = (size_t)clm_param(&prm, "RMIN", 8);
        groups = ceil_div(vec ? a->n * parts(a->dt) : a->n, wgs * (rmin ? rmin : 1));
    } else if (vec) {
        groups = ceil_div(a->n * parts(a->dt) / vec_reals(a->dt), wgs * ept);
        slots *= (size_t)clm_param(&prm, "WAVES", 2);
    } else {
        groups = ceil_div(a->n, wgs * ept);
        slots *= (size_t)clm_param(&prm, "WAVES", 2);
    }
    if (groups > slots)
        groups = slots;
    if (groups < 1)
        groups = 1;

    int fused = is_reduction && groups > 1 && clm_param(&prm, "FUSE", 1);
    clm_log("%c%s n=%zu: %zu groups of %zu%s%s [%s]", clm_dtype_letter(a->dt), o->name, a->n,
            groups, wgs, vec ? ", rvec loads" : "", fused ? ", fused" : "", prm.source);

    /* Partial results of G > 1 groups: at most 3 G elements (nrm2's three
     * sums; iamax's value and index), in the pool when the caller has no
     * buffer for them; the pool's buffer also brings the counter of a fused
     * reduction. */
    clm_l1_args with_scratch = *a;
    clm_scratch *pooled = NULL;
    cl_mem counter = NULL;
    if (is_reduction && groups > 1 && (!a->scratch || fused)) {
        err = clm_scratch_get(&l, a->scratch ? 1 : 3 * groups * clm_dtype_size(a->dt),
                              &pooled);
        if (err == CL_SUCCESS && fused)
            err = clm_scratch_counters(pooled, &counter);
        if (err != CL_SUCCESS) {
            if (pooled)
                clm_scratch_put(pooled, NULL, NULL);
            return err;
        }
        if (!a->scratch)
            with_scratch.scratch = clm_scratch_mem(pooled);
    }
    err = is_reduction ? enqueue_reduction(&l, prog, o, &with_scratch, groups, wgs, vec, counter)
                       : enqueue_elementwise(&l, prog, o, a, groups, wgs, vec);
    clm_scratch_put_after(pooled, &l);
    return clm_launch_end(&l, err, a->q.events);
}
