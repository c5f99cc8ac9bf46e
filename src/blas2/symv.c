/*
 * SYMV, HEMV, SPMV, HPMV, SBMV, HBMV and GBMV: checks, normalization to a
 * column-major A with its stored elements where c - above <= r <= c + below,
 * and symv.cl's two launches (sy_panel's partial sums, sy_reduce adding
 * them into y). Keys symv.TX, TY, CPT, VW, CH: the panel's shape, the rows
 * a work item reads as one vector, the chunks. The partial sums take
 * n^2 / (TY CPT) elements of scratch for full storage (3-6 % of A's bytes).
 */
#include "blas2/symv.h"

#include "api/rules.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "blas2/kernels/symv_flags.h"

static clblasStatus validate(const clm_symv_args *a, clm_call *call)
{
    const clm_rule_kind k = a->general                  ? CLM_RULES_gbmv
                            : a->storage == CLM_PACKED ? CLM_RULES_spmv
                            : a->storage == CLM_BAND   ? CLM_RULES_sbmv
                                                       : CLM_RULES_symv;
    const clm_shape s = {.order = a->order, .trans = a->trans, .uplo = a->uplo,
                         .M = a->general ? a->M : a->N, .N = a->N, .KL = a->KL, .KU = a->KU};
    const clm_vec vec[2] = {a->x, a->y};
    return clm_check_rules(k, &s, a->dt, &a->q, call, &a->A, vec);
}

/* The normalized product: A column-major rows x cols, addressed by
 * l2_storage.cl's column() (storage, kd, aflags), stored where
 * c - above <= r <= c + below; flags of symv_flags.h. */
typedef struct shape {
    cl_uint rows, cols, above, below, kd, aflags, flags;
} shape;

static shape normalize(const clm_symv_args *a)
{
    const int col = a->order == clblasColumnMajor;
    shape s = {0};
    if (a->general) {
        /* a row-major A is the column-major A^T: M and N, KL and KU swap,
         * and so do the transposes; ConjTrans row-major is a conjugated
         * no-transpose product */
        s.rows = (cl_uint)(col ? a->M : a->N);
        s.cols = (cl_uint)(col ? a->N : a->M);
        size_t kl = col ? a->KL : a->KU, ku = col ? a->KU : a->KL;
        s.below = (cl_uint)(kl < s.rows ? kl : s.rows - 1);
        s.above = (cl_uint)(ku < s.cols ? ku : s.cols - 1);
        s.kd = (cl_uint)ku; /* the diagonal's row in band storage */
        const int transposed = (a->trans != clblasNoTrans) == col;
        s.flags = (transposed ? SY_T : SY_N) |
                  (a->trans == clblasConjTrans && clm_dtype_complex(a->dt) ? SY_CONJ : 0);
        return s;
    }
    /* symmetric: a row-major triangle is the column-major other one; a
     * row-major Hermitian A is stored as conj(A) there */
    const int lower = (a->uplo == clblasLower) == col;
    s.rows = s.cols = (cl_uint)a->N;
    s.kd = a->storage == CLM_BAND ? (cl_uint)a->KL : s.rows - 1;
    const cl_uint kd = s.kd < s.rows ? s.kd : s.rows - 1;
    s.below = lower ? kd : 0;
    s.above = lower ? 0 : kd;
    s.aflags = lower ? L2_LOWER : 0;
    s.flags = SY_N | SY_T | SY_SYM | (a->herm ? SY_HERM : 0) | (a->herm && !col ? SY_CONJ : 0);
    return s;
}

/* The panel's shape from the database, or a small one where the device
 * cannot take it (or CPT > TX: the kernel's end has a column per work
 * item). */
typedef struct tiles {
    int tx, ty, cpt, ch, vw;
} tiles;

static size_t local_bytes(const tiles *t, size_t esize)
{
    const size_t tc = (size_t)t->ty * t->cpt, tile = 2 * (size_t)t->ty * t->tx * t->vw;
    const size_t cols = tc * (t->tx + 1), np = t->tx % t->cpt == 0 ? t->tx / t->cpt : 1;
    return ((tile > cols ? tile : cols) + np * tc) * esize;
}

static tiles choose_tiles(const clm_params *prm, const clm_device *dev, clm_dtype dt)
{
    const char c = clm_dtype_letter(dt);
    tiles t = {clm_param_prec(prm, "TX", c, NULL, 32), clm_param_prec(prm, "TY", c, NULL, 8),
               clm_param_prec(prm, "CPT", c, NULL, 4),
               clm_param_prec(prm, "CH", c, NULL, 16),
               /* real types: 16-byte vectors unset */
               clm_dtype_complex(dt) ? 1
                                     : clm_param_prec(prm, "VW", c, NULL,
                                                      (int)(16 / clm_dtype_size(dt)))};
    if ((size_t)t.tx * t.ty > dev->max_wg || t.cpt > t.tx ||
        local_bytes(&t, clm_dtype_size(dt)) > dev->local_mem) {
        clm_log("symv: TX=%d TY=%d CPT=%d VW=%d do not fit the device; 32 2 8", t.tx, t.ty,
                t.cpt, t.vw);
        t.tx = 32, t.ty = 2, t.cpt = 8;
    }
    return t;
}

static cl_int enqueue(clm_launch *l, const clm_call *call, const clm_symv_args *a,
                      const shape *s, int alpha_zero)
{
    clm_params prm;
    clm_params_lookup(call->dev, "symv", &prm);
    const tiles t = choose_tiles(&prm, call->dev, a->dt);
    const cl_uint tc = (cl_uint)(t.ty * t.cpt), wg = (cl_uint)(t.tx * t.ty);
    const cl_uint tr = (cl_uint)(t.tx * t.vw); /* rows of a tile */
    const size_t esize = clm_dtype_size(a->dt);
    const int T = (s->flags & SY_T) != 0;
    const cl_uint len = T ? s->cols : s->rows;

    /* the longest panel's rows (part[] per panel) and most chunks */
    const cl_uint panels = (s->cols + tc - 1) / tc;
    cl_uint span = 1, chunks = 1;
    for (cl_uint J = 0; J < panels && !alpha_zero; J++) {
        const cl_uint b = sy_rbegin(J, tc, tr, s->above);
        const cl_uint e = sy_rend(J, tc, s->rows, s->cols, s->below);
        const cl_uint n = sy_chunks(J, tc, tr, (cl_uint)t.ch, s->rows, s->cols,
                                    s->above, s->below);
        span = e > b && e - b > span ? e - b : span;
        chunks = n > chunks ? n : chunks;
    }
    const size_t nparts = (s->flags & SY_N) ? (size_t)panels * span : 0;
    const size_t ntparts = T ? (size_t)chunks * s->cols : 0;

    char options[128] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)a->dt);
    clm_define(options, sizeof options, "VW", t.vw);
    clm_define(options, sizeof options, "TX", t.tx);
    clm_define(options, sizeof options, "TY", t.ty);
    clm_define(options, sizeof options, "CPT", t.cpt);
    clm_define(options, sizeof options, "CH", t.ch);
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev, CLM_L2_SOURCES "+symv_flags+symv",
                                 options, &prog);
    if (err != CL_SUCCESS)
        return err;
    /* aligned vector loads: full storage with offA and lda multiples of VW */
    const int aligned = a->storage == CLM_FULL && a->A.off % (size_t)t.vw == 0 &&
                        a->A.ld % (size_t)t.vw == 0;
    unsigned flags = s->flags | (clm_scalar_is(a->dt, a->beta, 0.0) ? SY_BETA_ZERO : 0) |
                     (alpha_zero ? SY_ALPHA_ZERO : 0) | (aligned ? SY_ALIGNED : 0);
    clm_log("%csymv rows=%u cols=%u above=%u below=%u storage=%d flags=%u TX=%d TY=%d CPT=%d "
            "CH=%d VW=%d panels=%u chunks=%u [%s]",
            clm_dtype_letter(a->dt), s->rows, s->cols, s->above, s->below, (int)a->storage,
            flags, t.tx, t.ty, t.cpt, t.ch, t.vw, panels, chunks, prm.source);

    clm_scratch *sc = NULL;
    cl_mem part = a->y.mem; /* alpha == 0: never read */
    if (!alpha_zero) {
        if ((err = clm_scratch_get(l, (nparts + ntparts) * esize, &sc)) != CL_SUCCESS)
            return err;
        part = clm_scratch_mem(sc);
        clm_kargs g;
        clm_args_init(&g);
        clm_arg_u32(&g, s->rows);
        clm_arg_u32(&g, s->cols);
        clm_arg_mat(&g, a->A.mem, a->A.off, a->storage == CLM_PACKED ? 0 : a->A.ld);
        clm_arg_u32(&g, s->kd);
        clm_arg_u32(&g, (cl_uint)a->storage);
        clm_arg_u32(&g, s->aflags);
        clm_arg_u32(&g, s->above);
        clm_arg_u32(&g, s->below);
        clm_arg_vec(&g, a->x.mem, clm_vector_base(T ? s->rows : s->cols, a->x.off, a->x.inc),
                    a->x.inc);
        clm_arg_mem(&g, part);
        clm_arg_u32(&g, span);
        clm_arg_u64(&g, nparts);
        clm_arg_u32(&g, flags);
        const size_t gws[2] = {(size_t)panels * wg, chunks}, lws[2] = {wg, 1};
        clm_launch_more(l); /* sy_reduce follows */
        err = clm_launch_args(l, prog, "sy_panel", 2, gws, lws, &g);
    }
    if (err == CL_SUCCESS) {
        /* a few terms per work item: the panels a row meets and the chunks */
        const cl_uint terms = ((s->flags & SY_N) ? (s->above + s->below) / tc + 2 : 0) +
                              (T ? chunks : 0);
        cl_uint lanes = 1;
        while (lanes < 32 && lanes * 8 < terms)
            lanes *= 2;
        clm_kargs g;
        clm_args_init(&g);
        clm_arg_u32(&g, len);
        clm_arg_u32(&g, s->rows);
        clm_arg_u32(&g, s->cols);
        clm_arg_u32(&g, s->above);
        clm_arg_u32(&g, s->below);
        clm_arg_u32(&g, alpha_zero ? 1 : lanes);
        clm_arg_mem(&g, part);
        clm_arg_u32(&g, span);
        clm_arg_u64(&g, nparts);
        clm_arg_vec(&g, a->y.mem, clm_vector_base(len, a->y.off, a->y.inc), a->y.inc);
        clm_arg_scalar(&g, a->dt, a->alpha);
        clm_arg_scalar(&g, a->dt, a->beta);
        clm_arg_u32(&g, flags);
        const size_t outs = 256 / (alpha_zero ? 1 : lanes);
        const size_t gws[1] = {(len + outs - 1) / outs * 256}, lws[1] = {256};
        err = clm_launch_args(l, prog, "sy_reduce", 1, gws, lws, &g);
    }
    if (sc)
        clm_scratch_put(sc, l->queue, l->last);
    return err;
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_symv_args *a = args;
    const size_t m = a->general ? a->M : a->N;
    const int alpha_zero = clm_scalar_is(a->dt, a->alpha, 0.0);
    /* reference BLAS's quick returns: y untouched */
    if (m == 0 || a->N == 0 || (alpha_zero && clm_scalar_is(a->dt, a->beta, 1.0)))
        return CL_SUCCESS;
    const shape s = normalize(a);
    return enqueue(l, call, a, &s, alpha_zero);
}

clblasStatus clm_symv(const clm_symv_args *a)
{
    clm_call call;
    return clm_launch_run(validate(a, &call), &call, &a->q, run, a);
}
