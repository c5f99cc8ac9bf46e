/*
 * op(A) x = b in one launch after tr_inv (SYNC=1, 2 or 3; tr_sweep.cl,
 * tr_publish.cl, tr_sweep2.cl and tr_sweep3.cl explain them): the blocks,
 * the program's defines, and the scratch (inverses, counters, words).
 */
#include "blas2/tr_sweep.h"

#include "blas2/tr_common.h"

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"

/* op(A) x = b in one sweep (tr_inv, then tr_sweep; with sync 2, tr_sweep2,
 * which publishes solved blocks in words with a sequence number; with 3,
 * tr_sweep3). Returns CL_INVALID_OPERATION, having enqueued nothing, where
 * the device cannot take the configured blocks; the caller then solves
 * block by block. */
cl_int clm_tr_sweep(clm_launch *l, const clm_call *call, const clm_tri *t, const clm_params *prm,
                    int sync)
{
    const clm_tri_args *a = t->a;
    size_t es = clm_dtype_size(a->dt);
    cl_uint swg = (cl_uint)clm_param(prm, "SWG", 256);
    cl_uint nb = (cl_uint)clm_tr_key(prm, t, "NB", 64);
    /* SYNC=2, 3: tr_inv also makes LOOK products inverse * coupling per block */
    cl_uint look = 0;
    if (sync >= 2) {
        int lk = clm_tr_key(prm, t, "LOOK", sync == 3 ? 4 : 3);
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
    int pf = clm_tr_key(prm, t, "PF", 0); /* SYNC=3: the solver's M_d asked into L2 ahead */
    if (sync == 3 && pf > 0)
        clm_define(defines, sizeof defines, "PF", pf < 15 ? pf : 15);
    int ahead = clm_tr_key(prm, t, "AHEAD", 0); /* BATCH=3: the helpers' coefficients ahead */
    if (ahead > 2)
        clm_define(defines, sizeof defines, "AHEAD", ahead > 4 ? 4 : ahead);
    int batch = look ? clm_tr_key(prm, t, "BATCH", 0) : 0;
    if (batch > 0)
        clm_define(defines, sizeof defines, "BATCH", batch > 3 ? 3 : batch);
    /* NVIDIA, real full storage: A read by ld.global.cs (evicted first) */
    if (call->dev->nvidia && a->storage == CLM_FULL && !clm_dtype_complex(a->dt) &&
        clm_tr_key(prm, t, "CS", 0) > 0)
        clm_define(defines, sizeof defines, "CSA", 1);
    /* NVIDIA: a register cap on the sweep (core/ptx.h), so that more of its
     * groups are resident at once */
    int nreg = clm_tr_key(prm, t, "NREG", 0);
    if (call->dev->nvidia && nreg > 0 && look)
        clm_define(defines, sizeof defines, sync == 3 ? "CLM_NREG_tr_sweep3" : "CLM_NREG_tr_sweep2",
                   nreg);
    unsigned flags =
        t->flags | (t->transposed ? L2_TRANSPOSED : 0) | (clm_tr_forward(t) ? L2_FORWARD : 0);
    /* SPEC (NVIDIA): tr_sweep3 compiled for the call's flags, a program per
     * uplo, trans and diag */
    if (sync == 3 && call->dev->nvidia && clm_tr_key(prm, t, "SPEC", 0) > 0)
        clm_define(defines, sizeof defines, "CALL_FLAGS", (int)flags);
    clm_l2_plan pl;
    clm_program *prog;
    cl_int err = clm_tr_program(call, t, prm, nb, CLM_TR_SWEEP_SOURCES, defines, &pl, &prog);
    if (err != CL_SUCCESS)
        return err;
    cl_uint nblocks = (t->n + nb - 1) / nb;
    clm_scratch *s;
    /* the inverses and the M_d, then tr_inv's copy of b (tr_sweep.cl's BSAVED) */
    if (clm_scratch_get(l, ((size_t)nblocks * nb * nb * (1 + look) + t->n) * es, &s) !=
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
        clm_tr_args(&g, t);
        clm_arg_u32(&g, flags);
        clm_arg_mem(&g, inv);
        clm_tr_arg_x(&g, t);
        clm_launch_more(l); /* the sweep follows */
        err = clm_launch_args(l, prog, "tr_inv", 1, &gws, &lws, &g);
    }
    if (err == CL_SUCCESS) {
        clm_tr_args(&g, t);
        clm_tr_arg_x(&g, t);
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
