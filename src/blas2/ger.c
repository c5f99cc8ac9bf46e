/*
 * Rank-1 and rank-2 updates (ger.cl): one launch over A's stored part, work
 * items down the rows (VW of them, as one vector, for real types) and CPW
 * columns each (database keys ger.VW, ger.CPW).
 */
#include "blas2/ger.h"

#include "api/rules.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "blas2/kernels/ger_flags.h"

static clblasStatus validate(const clm_ger_args *a, clm_call *call)
{
    static const clm_rule_kind kinds[2][3] = {
        [0] = {[CLM_GER] = CLM_RULES_ger, [CLM_SYR] = CLM_RULES_syr, [CLM_SYR2] = CLM_RULES_syr2},
        [1] = {[CLM_SYR] = CLM_RULES_spr, [CLM_SYR2] = CLM_RULES_spr2}}; /* no packed GER */
    const clm_shape s = {.order = a->order, .uplo = a->uplo, .M = a->M, .N = a->N};
    const clm_vec vec[2] = {a->x, a->y};
    return clm_check_rules(kinds[a->packed][a->kind], &s, a->dt, &a->q, call, &a->A, vec);
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_ger_args *a = args;
    const int tri = a->kind != CLM_GER;
    const int col = a->order == clblasColumnMajor;
    const size_t m = tri ? a->N : a->M, n = a->N;
    cl_int err = CL_SUCCESS;
    if (m > 0 && n > 0 && !clm_scalar_is(a->dt, a->alpha, 0.0)) {
        /* Column-major: a row-major A is stored as A^T: GER's vectors swap
         * (and GERC's conjugation moves to the rows); a symmetric A is its
         * own transpose with the other triangle; a Hermitian one is stored
         * as conj(A), so the conjugation moves to the rows and HER2's two
         * coefficients swap. */
        clm_vec rv = a->x, cv = a->y; /* along A's rows and columns */
        size_t rm = m, rn = n;
        unsigned flags = 0;
        clm_scalar a1 = a->alpha, a2 = a->herm ? clm_scalar_conj(a->dt, a->alpha) : a->alpha;
        if (a->kind == CLM_GER) {
            if (!col) {
                rv = a->y, cv = a->x, rm = n, rn = m;
            }
            if (a->conj)
                flags |= col ? GER_CONJ_COL : GER_CONJ_ROW;
        } else {
            if (a->kind == CLM_SYR)
                cv = a->x;
            flags |= GER_TRI | ((a->uplo == clblasLower) == col ? GER_LOWER : 0) |
                     (a->packed ? GER_PACKED : 0) | (a->kind == CLM_SYR2 ? GER_TWO : 0);
            if (a->herm) {
                flags |= GER_HERM | (col ? GER_CONJ_COL : GER_CONJ_ROW);
                if (!col) {
                    clm_scalar t = a1;
                    a1 = a2, a2 = t;
                }
            }
        }
        clm_params prm;
        clm_params_lookup(call->dev, "ger", &prm);
        const char letter = clm_dtype_letter(a->dt);
        int cpw = clm_param_prec(&prm, "CPW", letter, NULL, 16);
        /* VW rows a work item as one vector, real types only; unset, 16 bytes
         * (on the H200, SGER 16384 reached 93% of copy at VW 4, DGER 90% at
         * VW 2 but 48% at 4) */
        int vw = clm_dtype_complex(a->dt)
                     ? 1
                     : clm_param_prec(&prm, "VW", letter, NULL, (int)(16 / clm_dtype_size(a->dt)));
        char options[64] = "";
        clm_define(options, sizeof options, "CLM_PRECISION", (int)a->dt);
        clm_define(options, sizeof options, "CPW", cpw);
        clm_define(options, sizeof options, "VW", vw);
        clm_program *prog;
        err = clm_program_get(call->ctx, call->dev, "l2_flags+ger_flags+ger", options, &prog);
        if (err == CL_SUCCESS) {
            clm_kargs g;
            clm_args_init(&g);
            clm_arg_u32(&g, (cl_uint)rm);
            clm_arg_u32(&g, (cl_uint)rn);
            clm_arg_scalar(&g, a->dt, a1);
            clm_arg_scalar(&g, a->dt, a2);
            clm_arg_vec(&g, rv.mem, clm_vector_base(rm, rv.off, rv.inc), rv.inc);
            clm_arg_vec(&g, cv.mem, clm_vector_base(rn, cv.off, cv.inc), cv.inc);
            clm_arg_mat(&g, a->A.mem, a->A.off, a->packed ? 0 : a->A.ld);
            clm_arg_u32(&g, flags);
            const size_t items = (rm + (size_t)vw - 1) / (size_t)vw;
            size_t lws[2] = {64, 1}, gws[2] = {(items + 63) / 64 * 64, (rn + cpw - 1) / cpw};
            clm_log("%cger kind %d m=%zu n=%zu CPW=%d VW=%d flags=%u [%s]", letter, (int)a->kind,
                    rm, rn, cpw, vw, flags, prm.source);
            err = clm_launch_args(l, prog, "ger", 2, gws, lws, &g);
        }
    }
    return err;
}

clblasStatus clm_ger(const clm_ger_args *a)
{
    clm_call call;
    return clm_launch_run(validate(a, &call), &call, &a->q, run, a);
}
