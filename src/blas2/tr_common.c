/*
 * The triangular family's shared pieces (tr_common.h): what tr_multiply.c,
 * tr_solve.c and tr_sweep.c all use, kept apart from them so that none of
 * them calls another or back into triangular.c.
 */
#include <stdio.h>
#include <string.h>

#include "blas2/tr_common.h"

#include "core/check.h"
#include "core/launch.h"
#include "core/params.h"
#include "core/program_cache.h"

int clm_tr_forward(const clm_tri *t)
{
    return ((t->flags & L2_LOWER) != 0) != t->transposed;
}

void clm_tr_args(clm_kargs *g, const clm_tri *t)
{
    clm_args_init(g);
    clm_arg_u32(g, t->n);
    clm_arg_u32(g, t->kd);
    clm_arg_u32(g, t->storage);
    clm_arg_mat(g, t->a->A.mem, t->a->A.off, t->a->A.ld);
}

void clm_tr_arg_x(clm_kargs *g, const clm_tri *t)
{
    clm_arg_vec(g, t->a->x.mem, t->xb, t->a->x.inc);
}

int clm_tr_key(const clm_params *prm, const clm_tri *t, const char *key, int fallback)
{
    const char letter = clm_dtype_letter(t->a->dt);
    char nkey[24];
    snprintf(nkey, sizeof nkey, "%sN", key);
    int ln = clm_param_prec(prm, nkey, letter, NULL, clm_param_prec(prm, "LN", letter, NULL, 0));
    return clm_param_large(prm, key, letter, ln > 0 && t->n >= (cl_uint)ln, fallback);
}

cl_int clm_tr_program(const clm_call *call, const clm_tri *t, const clm_params *prm, cl_uint nb,
                      const char *sources, const char *defines, clm_l2_plan *pl,
                      clm_program **prog)
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

/* tr_n / tr_t (tr_common.h) */
cl_int clm_tr_product(clm_launch *l, clm_program *prog, const clm_tri *t, const clm_l2_plan *pl,
                      cl_mem xin, cl_ulong xinb, int incxin, cl_uint row0, cl_uint nrows,
                      cl_uint col0, cl_uint ncols, unsigned flags, cl_mem part, cl_mem counters)
{
    clm_kargs g;
    clm_tr_args(&g, t);
    clm_arg_vec(&g, xin, xinb, incxin);
    clm_tr_arg_x(&g, t);
    clm_arg_u32(&g, row0);
    clm_arg_u32(&g, nrows);
    clm_arg_u32(&g, col0);
    clm_arg_u32(&g, ncols);
    clm_l2_arg_tiles(&g, pl, flags, part, counters);
    size_t gws[2] = {(size_t)pl->groups * (size_t)pl->wgs, pl->P};
    size_t lws[2] = {(size_t)pl->wgs, 1};
    return clm_launch_args(l, prog, t->transposed ? "tr_t" : "tr_n", 2, gws, lws, &g);
}
