/*
 * The GEMM engine: one column-major product on sub-blocks of buffers
 * (clm_gemm_op), planned and enqueued: a tile shape chosen, the kernel
 * compiled, one launch of gemm.cl's kernel (more where an operand is first
 * copied transposed, TCOPY). clblasXgemm and the Level 3 routines built on
 * GEMM all come here; none of them plans or builds options itself.
 *
 * Two parameter sets come from the database: "gemm" for problems with
 * enough tiles to fill the device, and "gemm_small" (smaller tiles, more
 * work groups) for the rest: small matrices and skinny shapes. A set that
 * does not make a valid kernel on the device (tile sizes that do not divide,
 * too many work items, too much local memory) falls back to a small safe
 * shape, and the log says so.
 *
 * A batch (clmath.h's batched GEMM; clm_gemm_op.batch) is one launch with
 * the matrix index as the grid's third dimension (gemm.cl's BATCH, never
 * defined for a single product, whose program stays as it was). Batches of
 * matrices no larger than the "gemm_batch_tiny" set's BMAX (0 by default:
 * none) take that set's tiles, else no larger than the "gemm_batch" set's
 * BMAX that set's (16 x 16 by default: one group a 16 x 16 matrix; BPG
 * matrices a group where the set asks); larger ones the small-tile set
 * while a matrix is smaller than a "gemm" tile, else the sets as above,
 * counting the batch's tiles. No TCOPY for a batch.
 *
 * Under clmath.h's 3xTF32 mode (core/sgemm_mode.c), on a device with TF32
 * tensor cores, SGEMM products whose tiles fill enough of the device take
 * the "gemm_tf32" set instead (smaller ones stay strict, which is as
 * accurate), the only one whose MMA=3 (gemm_mma.h) is honoured: so the
 * default sets never leave strict FP32, and the program's options (MMA=3)
 * keep the two kinds apart in the program cache.
 */
#include "blas3/gemm.h"

#include <stdio.h>
#include <string.h>

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "core/sgemm_mode.h"
#include "blas3/kernels/gemm_flags.h"

static const clm_gemm_tile safe_tile = {32, 32, 8, 8, 8, 1, 1, 1, 1, 0, 0, 2, 0};

static size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

static int pow2(int v) { return v > 0 && (v & (v - 1)) == 0; }

static void read_tile(const clm_params *p, clm_dtype dt, const clm_device *dev, int tf32,
                      clm_gemm_tile *t)
{
    char l = clm_dtype_letter(dt);
    t->mwg = clm_param_prec(p, "MWG", l, NULL, 64);
    t->nwg = clm_param_prec(p, "NWG", l, NULL, 64);
    t->kwg = clm_param_prec(p, "KWG", l, NULL, 16);
    t->mdimc = clm_param_prec(p, "MDIMC", l, NULL, 16);
    t->ndimc = clm_param_prec(p, "NDIMC", l, NULL, 16);
    t->vwm = clm_param_prec(p, "VWM", l, NULL, 2);
    t->vwn = clm_param_prec(p, "VWN", l, NULL, 2);
    t->pada = clm_param_prec(p, "PADA", l, NULL, 1);
    t->padb = clm_param_prec(p, "PADB", l, NULL, 1);
    /* MMA (NVIDIA, inline PTX) is a request: for D and Z (DMMA) 1 m8n8k4
     * from sm_80, 2 m16n8k4 from sm_90 (else 1); for S 3, 3xTF32, only in
     * the gemm_tf32 set (tf32: the caller has checked the mode and the
     * device). Elsewhere the same tile runs on FMAs. */
    const int mma = clm_param_prec(p, "MMA", l, NULL, 0);
    if (dt == CLM_S)
        t->mma = tf32 && mma == 3 ? 3 : 0;
    else
        t->mma = (dt == CLM_D || dt == CLM_Z) && dev->nvidia && dev->nv_cc >= 80 &&
                         (mma == 1 || mma == 2)
                     ? (mma == 2 && dev->nv_cc >= 90 ? 2 : 1)
                     : 0;
    t->wm = clm_param_prec(p, "WM", l, NULL, 2);
    t->lbuf = clm_param_prec(p, "LBUF", l, NULL, 2);
    /* ASYNC (cp.async, sm_80+; real types: a conjugated operand cannot be
     * copied as it is) is a request too; elsewhere registers stage the
     * panels as always. */
    const int async = clm_param_prec(p, "ASYNC", l, NULL, 0);
    t->async = !clm_dtype_complex(dt) && dev->nvidia && dev->nv_cc >= 80 ? async : 0;
}

static size_t tile_local_bytes(const clm_gemm_tile *t, clm_dtype dt)
{
    size_t rows = (size_t)(t->mwg / t->vwm + t->pada) * (size_t)t->vwm +
                  (size_t)(t->nwg / t->vwn + t->padb) * (size_t)t->vwn;
    const int bufs = t->async ? t->async : t->lbuf == 1 ? 1 : 2;
    return (size_t)bufs * (size_t)t->kwg * rows * clm_dtype_size(dt);
}

int clm_gemm_tile_valid(const clm_gemm_tile *t, clm_dtype dt, const clm_device *dev)
{
    int cw = clm_dtype_complex(dt) ? 2 : 1;
    int wgs = t->mdimc * t->ndimc;
    if (!pow2(t->mwg) || !pow2(t->nwg) || !pow2(t->kwg) || !pow2(t->mdimc) ||
        !pow2(t->ndimc) || !pow2(t->vwm) || !pow2(t->vwn) || t->pada < 0 || t->padb < 0 ||
        t->pada > 16 || t->padb > 16 || t->vwm * cw > 16 || t->vwn * cw > 16 || t->lbuf < 0 ||
        t->lbuf > 2)
        return 0;
    if (t->mwg % (t->mdimc * t->vwm) || t->nwg % (t->ndimc * t->vwn) || t->mwg > 1024 ||
        t->nwg > 1024 || t->kwg > 256)
        return 0;
    if ((size_t)wgs > dev->max_wg || (t->mwg * t->kwg) % wgs || (t->kwg * t->nwg) % wgs)
        return 0;
    /* MMA: whole warps, WM of them along M, each a multiple of the
     * instruction's rows (8, MMA 2: 16) and of 8 columns; K steps of 4.
     * MMA 3: warps' tiles of 32 x 32 multiples, read as float4 (VWM = VWN
     * = 4), K steps of 8 */
    if (t->mma && (wgs % 32 || t->wm <= 0 || (wgs / 32) % t->wm))
        return 0;
    const int rb = t->mma == 3 ? 32 : t->mma == 2 ? 16 : 8, cb = t->mma == 3 ? 32 : 8;
    if (t->mma && (t->mwg % (rb * t->wm) || t->nwg % (cb * (wgs / 32 / t->wm)) ||
                   t->kwg % (t->mma == 3 ? 8 : 4) ||
                   (t->mma == 3 && (t->vwm != 4 || t->vwn != 4))))
        return 0;
    return tile_local_bytes(t, dt) + 1024 <= dev->local_mem;
}

static void pick_tile(const clm_device *dev, const char *routine, clm_dtype dt,
                      clm_gemm_tile *t, clm_params *prm)
{
    clm_params_lookup(dev, routine, prm);
    read_tile(prm, dt, dev, strcmp(routine, "gemm_tf32") == 0, t);
    if (!clm_gemm_tile_valid(t, dt, dev)) {
        clm_log("%cgemm: %s parameters MWG=%d NWG=%d KWG=%d MDIMC=%d NDIMC=%d VWM=%d VWN=%d "
                "PADA=%d PADB=%d do not make a valid kernel here [%s]; using a safe shape",
                clm_dtype_letter(dt), routine, t->mwg, t->nwg, t->kwg, t->mdimc, t->ndimc,
                t->vwm, t->vwn, t->pada, t->padb, prm->source);
        *t = safe_tile;
    }
}

/* The product as the kernel takes it (alpha == 0: k = 0, nothing read). */
typedef struct gemm_problem {
    cl_uint m, n, k;
    size_t batch; /* products in the launch (1 unbatched): the tiles it fills */
    int ta, tb; /* 0 N, 1 T, 2 C */
    clm_mat A, B, C;
} gemm_problem;

static cl_int enqueue_product(clm_launch *l, const clm_call *call, const clm_gemm_op *a,
                              const gemm_problem *p, int alpha_zero, const char *set,
                              const clm_gemm_tile *tile, const clm_params *prm,
                              const gemm_problem *src);

/* Tiles of t that compute something: with a mask about half of them (those
 * that meet C's triangle), the rest return at once. */
static size_t active_tiles(const gemm_problem *p, const clm_gemm_tile *t, int mask)
{
    const size_t tm = ceil_div(p->m, (size_t)t->mwg), tn = ceil_div(p->n, (size_t)t->nwg);
    return (mask == CLM_MASK_FULL ? tm * tn : (tm * tn + (tm < tn ? tm : tn)) / 2) * p->batch;
}

cl_int clm_gemm_enqueue(clm_launch *l, const clm_call *call, const clm_gemm_op *a)
{
    const clm_dtype dt = a->dt;
    /* per-matrix scalars (CLM_BATCH_ARRAYS): the kernel tests each */
    const int arrays = a->batch && a->bmode == CLM_BATCH_ARRAYS;
    const int alpha_zero = (!arrays && clm_scalar_is(dt, a->alpha, 0.0)) || a->k == 0;
    if (a->m == 0 || a->n == 0 ||
        (!arrays && alpha_zero && clm_scalar_is(dt, a->beta, 1.0)))
        return CL_SUCCESS; /* C as it is: nothing to enqueue */
    const gemm_problem pr = {(cl_uint)a->m, (cl_uint)a->n, (cl_uint)a->k,
                             a->batch ? a->batch : 1, a->ta, a->tb,
                             a->A, a->B, a->C};
    const gemm_problem *p = &pr;
    clm_params prm;
    clm_gemm_tile t;
    const size_t cus = call->dev->compute_units;
    const char letter = clm_dtype_letter(dt);
    /* A batch of small matrices (clmath.h): the gemm_batch_tiny set's
     * tiles, then the gemm_batch set's, sized for them, the first whose BMAX
     * M and N do not pass (so 16^3 and 32^3 batches may take tiles of
     * their own) */
    static const char *const bsets[] = {"gemm_batch_tiny", "gemm_batch"};
    int bset = 0;
    for (int i = 0; a->batch && i < 2 && !bset; i++) {
        pick_tile(call->dev, bsets[i], dt, &t, &prm);
        const cl_uint bmax = (cl_uint)clm_param_prec(&prm, "BMAX", letter, NULL, 0);
        bset = p->m <= bmax && p->n <= bmax ? i + 1 : 0;
    }
    int tf32 = !bset && dt == CLM_S && clm_sgemm_3xtf32(call->dev);
    if (tf32) {
        /* 3xTF32's tiles, where they fill MINPCT % of the device; smaller
         * products strict (as accurate, and there faster) */
        pick_tile(call->dev, "gemm_tf32", dt, &t, &prm);
        tf32 = active_tiles(p, &t, a->mask) * 100 >=
                   cus * (size_t)clm_param_prec(&prm, "MINPCT", 'S', NULL, 0) &&
               (!a->batch || (p->m >= (cl_uint)t.mwg && p->n >= (cl_uint)t.nwg));
    }
    const char *set = bset ? bsets[bset - 1] : tf32 ? "gemm_tf32" : "gemm";
    if (!tf32 && !bset)
        pick_tile(call->dev, set, dt, &t, &prm);
    size_t tiles = active_tiles(p, &t, a->mask);
    /* Too few tiles to fill the device: the mid-size set where its tiles
     * still fill MIDPCT % of it and K is at least MIDK (deep enough to pay
     * for larger tiles than the small set's), else the small-tile set. */
    /* A batch of matrices smaller than the set's tiles: smaller tiles, as
     * much of each group's work on the matrix as they make */
    const int batch_small = a->batch && (p->m < (cl_uint)t.mwg || p->n < (cl_uint)t.nwg);
    if (!tf32 && !bset && (batch_small || tiles * 100 < cus * (size_t)clm_param_prec(&prm, "SMALLPCT",
                                                                          letter, NULL, 150))) {
        const int midpct = clm_param_prec(&prm, "MIDPCT", letter, NULL, 0);
        const cl_uint midk = (cl_uint)clm_param_prec(&prm, "MIDK", letter, NULL, 256);
        set = "gemm_small";
        if (midpct > 0 && p->k >= midk) {
            clm_params pm;
            clm_gemm_tile tm;
            pick_tile(call->dev, "gemm_mid", dt, &tm, &pm);
            if (active_tiles(p, &tm, a->mask) * 100 >=
                cus * (size_t)midpct) {
                set = "gemm_mid";
                t = tm;
                prm = pm;
            }
        }
        if (strcmp(set, "gemm_small") == 0)
            pick_tile(call->dev, set, dt, &t, &prm);
    }

    /* TCOPY (per precision, bits; the gemm set): 1, an untransposed B is
     * copied transposed to scratch first where M and K are at least
     * TCOPYMIN and N is a multiple of 4, and the product reads it as B^T,
     * with VLDB's vector loads; 2, a transposed A is copied untransposed
     * where N and K are at least TCOPYMIN (gemm.cl's gemm_tr says why).
     * A copy reads and writes N K (M K) elements against the product's 2 M
     * N K flops, plus a launch: on the H200, SGEMM NN 2048-8192 gained
     * 3-7% from B's, but 2000 x 2000 x 300 lost 3% and N = 4095 (no vector
     * loads) 2-3%. Without scratch, A and B are read in place. */
    const int tcopy = clm_param_prec(&prm, "TCOPY", letter, NULL, 0);
    const cl_uint cmin = (cl_uint)clm_param_prec(&prm, "TCOPYMIN", letter, NULL, 1024);
    const int big = (strcmp(set, "gemm") == 0 || tf32) && !alpha_zero && p->k >= cmin &&
                    !a->batch; /* a batch's operands are read in place */
    const int copy_b = big && (tcopy & 1) && p->tb == 0 && p->m >= cmin && p->n % 4 == 0;
    const int copy_a = big && (tcopy & 2) && p->ta == 1 && p->n >= cmin;
    const size_t es = clm_dtype_size(dt);
    const cl_ulong lda_t = ((cl_ulong)p->m + 3) / 4 * 4, ldb_t = ((cl_ulong)p->n + 3) / 4 * 4;
    const cl_ulong abytes = copy_a ? lda_t * p->k * es : 0; /* B's copy after A's */
    gemm_problem q = *p;
    clm_scratch *cs = NULL;
    if ((copy_a || copy_b) &&
        clm_scratch_get(l, abytes + (copy_b ? ldb_t * p->k * es : 0), &cs) == CL_SUCCESS) {
        if (copy_a)
            q.ta = 0, q.A.mem = clm_scratch_mem(cs), q.A.off = 0, q.A.ld = lda_t;
        if (copy_b)
            q.tb = 1, q.B.mem = clm_scratch_mem(cs), q.B.off = abytes / es, q.B.ld = ldb_t;
    }
    const int before = l->steps;
    cl_int err = enqueue_product(l, call, a, &q, alpha_zero, set, &t, &prm, cs ? p : NULL);
    if (cs) {
        const int used = l->steps > before;
        clm_scratch_put(cs, used ? l->queue : NULL, used ? l->last : NULL);
        /* nothing enqueued (a driver that allocates the scratch at its first
         * use may find no memory for it): the product without the copies */
        if (err != CL_SUCCESS && !used)
            err = enqueue_product(l, call, a, p, alpha_zero, set, &t, &prm, NULL);
    }
    return err;
}

/* The product p with the tiles of `set`; with src (the problem as the
 * caller gave it), first the operands whose transpose p changed are copied
 * transposed from src's into p's (gemm_tr). */
static cl_int enqueue_product(clm_launch *l, const clm_call *call, const clm_gemm_op *a,
                              const gemm_problem *p, int alpha_zero, const char *set,
                              const clm_gemm_tile *tile, const clm_params *prm,
                              const gemm_problem *src)
{
    clm_dtype dt = a->dt;
    const clm_gemm_tile t = *tile;
    const char letter = clm_dtype_letter(dt);
    /* the tile's defines, then the problem's */
    char options[320] = "";
    static const char *const tname[] = {"CLM_PRECISION", "MWG", "NWG", "KWG",  "MDIMC",
                                        "NDIMC",         "VWM", "VWN", "PADA", "PADB"};
    const int tdef[] = {(int)dt, t.mwg,  t.nwg, t.kwg,  t.mdimc,
                        t.ndimc, t.vwm,  t.vwn, t.pada, t.padb};
    for (int i = 0; i < 10; i++)
        clm_define(options, sizeof options, tname[i], tdef[i]);
    if (!clm_param(prm, "RTTRANS", 0)) {
        clm_define(options, sizeof options, "TA", p->ta);
        clm_define(options, sizeof options, "TB", p->tb);
    }
    /* OFF32: every element offset inside an A or B panel fits 32 bits */
    cl_ulong amax = p->ta ? (cl_ulong)(t.kwg - 1) + (cl_ulong)(t.mwg - 1) * p->A.ld
                          : (cl_ulong)(t.mwg - 1) + (cl_ulong)(t.kwg - 1) * p->A.ld;
    cl_ulong bmax = p->tb ? (cl_ulong)(t.nwg - 1) + (cl_ulong)(t.kwg - 1) * p->B.ld
                          : (cl_ulong)(t.kwg - 1) + (cl_ulong)(t.nwg - 1) * p->B.ld;
    int off32 = clm_param_prec(prm, "OFF32", letter, NULL, 0) &&
                amax <= CL_UINT_MAX && bmax <= CL_UINT_MAX && p->A.ld <= CL_UINT_MAX &&
                p->B.ld <= CL_UINT_MAX;
    if (off32)
        clm_define(options, sizeof options, "OFF32", 1);
    /* VLDA, VLDB (4: on): an operand's panel loads as 4-element vectors,
     * where its contiguous dimension is contiguous in local memory too (A
     * not transposed, B transposed; compile-time transposes), every slot's
     * first element is 4-aligned (the buffers' origins are) and no tile
     * needs rows or columns clamped. */
    int vld = off32 && !t.async && !clm_dtype_complex(dt) && !clm_param(prm, "RTTRANS", 0) &&
              t.mwg % 4 == 0 && t.nwg % 4 == 0;
    int wgs = t.mdimc * t.ndimc;
    /* a batch's matrices: aligned where the strides keep them so */
    const int bstrided = a->batch && a->bmode == CLM_BATCH_STRIDED;
    vld = vld && (!a->batch || bstrided);
    int vla = vld && clm_param_prec(prm, "VLDA", letter, NULL, 0) == 4 && p->ta == 0 &&
              p->m >= (cl_uint)t.mwg && p->m % 4 == 0 && p->A.ld % 4 == 0 && p->A.off % 4 == 0 &&
              (t.mwg * t.kwg / wgs) % 4 == 0 && (!bstrided || a->strideA % 4 == 0);
    int vlb = vld && clm_param_prec(prm, "VLDB", letter, NULL, 0) == 4 && p->tb != 0 &&
              p->n >= (cl_uint)t.nwg && p->n % 4 == 0 && p->B.ld % 4 == 0 && p->B.off % 4 == 0 &&
              (t.kwg * t.nwg / wgs) % 4 == 0 && (!bstrided || a->strideB % 4 == 0);
    if (vla || vlb) {
        clm_define(options, sizeof options, "VLDA", vla ? 4 : 1);
        clm_define(options, sizeof options, "VLDB", vlb ? 4 : 1);
    }
    int swz = clm_param_prec(prm, "SWZ", letter, NULL, 0);
    if (swz > 1)
        clm_define(options, sizeof options, "SWZ", swz);
    if (t.mma) {
        clm_define(options, sizeof options, "MMA", t.mma);
        clm_define(options, sizeof options, "WM", t.wm);
    }
    if (t.mma == 3) { /* k8 steps summed on the tensor cores, dividing KWG / 8 */
        int acc = clm_param_prec(prm, "TF32ACC", letter, NULL, 1);
        while (acc > 1 && t.kwg % (8 * acc))
            acc--;
        clm_define(options, sizeof options, "TF32ACC", acc);
        clm_define(options, sizeof options, "TF32RND",
                   clm_param_prec(prm, "TF32RND", letter, NULL, 0));
    }
    if (t.lbuf == 1 && !t.async) /* ASYNC's ring has its own buffers */
        clm_define(options, sizeof options, "LBUF", 1);
    if (t.async)
        clm_define(options, sizeof options, "ASYNC", t.async);
    if (a->mask != CLM_MASK_FULL) /* one program for both triangles */
        clm_define(options, sizeof options, "TRIANGLE", 1);
    if (a->batch) /* never for one product: its program stays as it was */
        clm_define(options, sizeof options, "BATCH", a->bmode);
    /* BPG: matrices a work group computes (the gemm_batch sets, strided:
     * the slices share barriers, so every matrix needs the same K), where
     * the group's work items and local panels fit */
    int bpg = bstrided && strncmp(set, "gemm_batch", 10) == 0
                  ? clm_param_prec(prm, "BPG", letter, NULL, 1) : 1;
    if (bpg > 1 && ((size_t)wgs * (size_t)bpg > call->dev->max_wg ||
                    (size_t)bpg * tile_local_bytes(&t, dt) + 1024 > call->dev->local_mem)) {
        clm_log("%cgemm: %s.BPG=%d does not fit a work group here; 1", letter, set, bpg);
        bpg = 1;
    }
    if (bpg > 1)
        clm_define(options, sizeof options, "BPG", bpg);
    int maxrreg = clm_param(prm, "MAXRREG", 0); /* NVIDIA: cap registers for occupancy */
    if (call->dev->nvidia && maxrreg > 0) {
        size_t used = strlen(options);
        if ((size_t)snprintf(options + used, sizeof options - used, " -cl-nv-maxrregcount=%d",
                             maxrreg) >= sizeof options - used)
            clm_options_overflow(options, sizeof options);
    }
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev,
                                 "gemm_flags+gemm_mma+gemm_async+gemm_batch+gemm", options, &prog);
    if (err != CL_SUCCESS)
        return err;

    for (int op = 0; src && op < 2; op++) {
        /* a transposed A (stored K x M) copied to M x K, an untransposed B
         * (K x N) to N x K */
        const gemm_problem *o = src;
        if (op == 0 ? p->ta == o->ta : p->tb == o->tb)
            continue;
        clm_kargs g;
        clm_args_init(&g);
        clm_arg_u32(&g, o->k);
        clm_arg_u32(&g, op ? o->n : o->m);
        const clm_mat from = op ? o->B : o->A, to = op ? p->B : p->A;
        clm_arg_mat(&g, from.mem, from.off, from.ld);
        clm_arg_mat(&g, to.mem, to.off, to.ld);
        size_t gws[2] = {ceil_div(p->k, 32) * 32, ceil_div(op ? p->n : p->m, 32) * 8};
        size_t lws[2] = {32, 8};
        clm_launch_more(l); /* the product follows */
        err = clm_launch_args(l, prog, "gemm_tr", 2, gws, lws, &g);
        if (err != CL_SUCCESS)
            return err;
    }
    cl_uint k = alpha_zero ? 0 : p->k; /* alpha == 0: A and B are not read */
    cl_uint flags = (clm_scalar_is(dt, a->beta, 0.0)   ? GEMM_BETA_ZERO
                     : clm_scalar_is(dt, a->beta, 1.0) ? GEMM_BETA_ONE
                                                       : 0) |
                    (cl_uint)p->ta << GEMM_TA_SHIFT | (cl_uint)p->tb << GEMM_TB_SHIFT;
    if (a->mask != CLM_MASK_FULL)
        flags |= (a->mask == CLM_MASK_LOWER ? GEMM_LOWER : GEMM_UPPER) |
                 (a->herm & CLM_HERM_ALPHA ? GEMM_REAL_ALPHA : 0) |
                 (a->herm & CLM_HERM_BETA ? GEMM_REAL_BETA : 0) |
                 (a->herm & CLM_HERM_DIAG ? GEMM_REAL_DIAG : 0);
    clm_scalar alpha = a->alpha;
    if (alpha_zero)
        alpha = (clm_scalar){0};
    clm_log("%cgemm %c%c m=%u n=%u k=%u batch=%zu%s: %s %dx%dx%d wg %dx%dx%d%s%s%s%s%s flags=%u [%s]",
            clm_dtype_letter(dt), "NTC"[p->ta], "NTC"[p->tb], p->m, p->n, k, a->batch,
            a->mask == CLM_MASK_LOWER ? " lower" : a->mask == CLM_MASK_UPPER ? " upper" : "",
            set, t.mwg, t.nwg, t.kwg, t.mdimc, t.ndimc, bpg, off32 ? " off32" : "",
            vla || vlb ? " vld" : "",
            t.mma == 3 ? " 3xtf32" : t.mma == 2 ? " mma16" : t.mma ? " mma" : "",
            t.async ? " async" : "", src ? " (copied transposed first)" : "", flags,
            prm->source);

    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, p->m);
    clm_arg_u32(&g, p->n);
    clm_arg_u32(&g, k);
    clm_arg_scalar(&g, dt, alpha);
    clm_arg_scalar(&g, dt, a->beta);
    clm_arg_mat(&g, p->A.mem, p->A.off, p->A.ld);
    clm_arg_mat(&g, p->B.mem, p->B.off, p->B.ld);
    clm_arg_mat(&g, p->C.mem, p->C.off, p->C.ld);
    clm_arg_u32(&g, flags);
    size_t gws[3] = {ceil_div(p->m, (size_t)t.mwg) * (size_t)t.mdimc,
                     ceil_div(p->n, (size_t)t.nwg) * (size_t)t.ndimc, 1};
    size_t lws[3] = {(size_t)t.mdimc, (size_t)t.ndimc, (size_t)bpg};
    if (!a->batch)
        return clm_launch_args(l, prog, "gemm", 2, gws, lws, &g);
    /* The batch along dimension 2, in launches of at most batch.LAUNCH
     * groups (65535: CUDA's grid limit, which NVIDIA's OpenCL inherits) of
     * BPG matrices, each from b0. */
    const clm_kargs common = g;
    const size_t per = clm_batch_launch(call->dev) * (size_t)bpg;
    for (size_t b0 = 0; b0 < a->batch; b0 += per) {
        const size_t left = a->batch - b0, bn = left < per ? left : per;
        g = common;
        clm_arg_u32(&g, (cl_uint)b0);
        if (a->bmode == CLM_BATCH_ARRAYS) {
            clm_arg_mem(&g, a->boff);
            clm_arg_mem(&g, a->bscal);
        } else {
            clm_arg_u32(&g, (cl_uint)bn);
            clm_arg_u64(&g, a->strideA);
            clm_arg_u64(&g, a->strideB);
            clm_arg_u64(&g, a->strideC);
        }
        gws[2] = ceil_div(bn, (size_t)bpg) * (size_t)bpg;
        if (left > per)
            clm_launch_more(l);
        err = clm_launch_args(l, prog, "gemm", 3, gws, lws, &g);
        if (err != CL_SUCCESS)
            return err;
    }
    return CL_SUCCESS;
}

