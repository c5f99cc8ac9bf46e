/*
 * op(A) x = b for a triangular A (TRSV, TPSV, TBSV), blocked, right-looking:
 * triangular.c's solve where SYNC asks for no sweep (tr_sweep.c) or the
 * device cannot take the sweep's blocks. Blocks of NB variables in solve
 * order: one work group solves the diagonal block (tr_solve.cl's
 * tr_solve), then the equations still to solve that the block touches are
 * updated with a product over the block (tr_n or tr_t, subtracting). Two
 * launches a block.
 */
#include "blas2/tr_solve.h"

#include "blas2/tr_common.h"

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"

/* op(A) x = b block by block (tr_solve.h) */
cl_int clm_tr_solve_blocked(clm_launch *l, const clm_call *call, const clm_tri *t,
                            const clm_params *prm)
{
    const clm_tri_args *a = t->a;
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
    cl_int err = clm_tr_program(call, t, prm, nb, CLM_TR_SOLVE_SOURCES, defines, &pl, &prog);
    if (err != CL_SUCCESS)
        return err;
    int forward = clm_tr_forward(t);
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
        clm_tr_args(&g, t);
        clm_tr_arg_x(&g, t);
        clm_arg_u32(&g, j0);
        clm_arg_u32(&g, mb);
        clm_arg_u32(&g, sflags);
        size_t lws = (size_t)pl.wgsn;

        /* The equations still to solve that this block's variables touch. */
        cl_uint r0, r1;
        if (forward) {
            r0 = j1;
            r1 = t->n - j1 > t->kd ? j1 + t->kd : t->n;
        } else {
            r0 = j0 > t->kd ? j0 - t->kd : 0;
            r1 = j0;
        }
        int later = b + 1 < nblocks; /* blocks follow this one's steps */
        if (later || r1 > r0)
            clm_launch_more(l);
        err = clm_launch_args(l, prog, "tr_solve", 1, &lws, &lws, &g);
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
            if ((err = clm_scratch_get(l, need, &s)) != CL_SUCCESS)
                break;
            have = need;
        }
        if (up.P > 1)
            part = clm_scratch_mem(s);
        unsigned uflags = t->flags | (up.P > 1 ? L2_PARTIAL : L2_SUBTRACT);
        if (later || up.P > 1)
            clm_launch_more(l);
        if (t->transposed)
            err = clm_tr_product(l, prog, t, &up, a->x.mem, t->xb, a->x.inc, j0, mb, r0, len,
                                  uflags, part, NULL);
        else
            err = clm_tr_product(l, prog, t, &up, a->x.mem, t->xb, a->x.inc, r0, len, j0, mb,
                                  uflags, part, NULL);
        if (err == CL_SUCCESS && up.P > 1) {
            if (later)
                clm_launch_more(l);
            cl_ulong base = (cl_ulong)((long long)t->xb + (long long)r0 * a->x.inc);
            err = clm_l2_enqueue_reduce(l, prog, &up, a->dt, len, part, a->x.mem, base, a->x.inc,
                                          clm_scalar_real(a->dt, -1), clm_scalar_real(a->dt, 1),
                                          L2_PLAIN | L2_SUBTRACT);
        }
    }
    if (s)
        clm_scratch_put(s, l->queue, l->last);
    return err;
}

