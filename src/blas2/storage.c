/*
 * The Level 2 storage layer, host side (storage.h): plans and launches of
 * gemv.cl's kernels for a column-major product, GEMV's or a triangular
 * routine's.
 *
 * The summed dimension is split into P slices so that enough work groups
 * exist to fill the device: P == 1 is the one-pass strategy (tall matrices
 * in N, wide ones in T), P > 1 the two-kernel split-K strategy (square and
 * short-wide in N, tall-skinny in T) whose partial sums gemv_reduce adds in
 * a fixed order, or, where the parameter FUSE allows it, the last work
 * group of each output tile (one launch instead of two). A triangular A
 * (flag L2_TRI) is split over a grid of only the tiles that meet the triangle
 * (tri_split; l2_storage.cl's group_tile).
 */
#include "blas2/storage.h"

#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"

static size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

static unsigned pow2_ceil(size_t v)
{
    unsigned p = 1;
    while (p < v && p < (1u << 30))
        p <<= 1;
    return p;
}

static unsigned pow2_floor(size_t v)
{
    unsigned p = 1;
    while ((size_t)p * 2 <= v && p < (1u << 30))
        p <<= 1;
    return p;
}

static size_t clamp_size(size_t v, size_t lo, size_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* Work groups a split aims at: WAVES rounds of OCC per compute unit (per
 * kernel and precision: WAVESN.S, else WAVES; gemv_n's OCCN.S, else OCC). */
static size_t split_target(const clm_l2_plan *pl, const clm_params *prm, const clm_device *dev)
{
    int waves = clm_param_prec(prm, pl->transposed ? "WAVEST" : "WAVESN", pl->letter, "WAVES", 4);
    int occ = clm_param(prm, "OCC", 8);
    if (!pl->transposed) {
        waves = clm_param_large(prm, "WAVESN", pl->letter, pl->large, waves);
        occ = clm_param_large(prm, "OCCN", pl->letter, pl->large, occ);
    }
    return (size_t)dev->compute_units * (size_t)clamp_size((size_t)occ, 1, 1024) *
           clamp_size((size_t)(waves > 0 ? waves : 1), 1, 64);
}

/* gemv_reduce: spread each output's P terms over a few lanes when the
 * outputs alone would not fill the device, but give each lane at least RPL
 * of them (few lanes with several loads in flight beat many lanes with one
 * each and a deep tree; default 1). */
static unsigned reduce_lanes(const clm_l2_plan *pl, const clm_params *prm, size_t target,
                             size_t out_len)
{
    size_t want = target * (size_t)pl->wgsr / (out_len ? out_len : 1);
    size_t most = pl->P / clamp_size((size_t)clm_param(prm, "RPL", 1), 1, 1024);
    want = want < most ? want : most;
    return (unsigned)clamp_size(pow2_floor(clamp_size(want, 1, pl->P ? pl->P : 1)), 1,
                                (size_t)pl->wgsr);
}

/* Choose tile shape and split for a column-major rows x cols problem. */
void clm_l2_make_plan(clm_l2_plan *pl, const clm_params *prm, const clm_device *dev, clm_dtype dt,
                      size_t rows, size_t cols, int transposed, int vector_loads)
{
    size_t esize = clm_dtype_size(dt);
    pl->transposed = transposed;
    pl->letter = clm_dtype_letter(dt);
    /* gemv_n's mid sizes and large ones may split differently (LN) */
    size_t ln = (size_t)clm_param_prec(prm, "LN", pl->letter, NULL, 0);
    pl->large = !transposed && ln > 0 && (rows > cols ? rows : cols) >= ln;
    size_t wgs = pow2_floor(clamp_size((size_t)clm_param(prm, "WGS", 256), 32, dev->max_wg));
    pl->wgsr = (int)wgs;
    /* WGSN is gemv.cl's vectorized gemv_n's own; tr_product.cl's products, one
     * element per load (no vector_loads), keep WGS */
    pl->wgsn = vector_loads ? (int)pow2_floor(clamp_size(
                                  (size_t)clm_param(prm, "WGSN", (int)wgs), 32, wgs))
                            : (int)wgs;
    pl->wgst = (int)pow2_floor(clamp_size((size_t)clm_param(prm, "WGST", (int)wgs), 32, wgs));
    pl->vw = clm_dtype_complex(dt) || !vector_loads
                 ? 1
                 : clm_param_prec(prm, transposed ? "VWT" : "VWN", clm_dtype_letter(dt), "VW", 4);
    if (pl->vw != 1 && pl->vw != 2 && pl->vw != 4 && pl->vw != 8)
        pl->vw = 1;
    pl->cpt_max = (int)clamp_size((size_t)clm_param(prm, "CPT", 4), 1, 16);
    pl->xch = (int)clamp_size((size_t)clm_param(prm, "XCH", 512), 1, 1 << 16);
    /* Local memory of the program's kernels must fit, with room for the runtime. */
    while (((size_t)pl->wgsn * (size_t)pl->vw + (size_t)pl->xch) * esize + 1024 > dev->local_mem &&
           pl->wgsn > 32) {
        pl->wgsn /= 2;
        pl->xch /= 2;
    }
    while ((size_t)pl->wgst * (size_t)pl->cpt_max * esize + 1024 > dev->local_mem && pl->wgst > 32)
        pl->wgst /= 2;
    pl->wgs = transposed ? pl->wgst : pl->wgsn;

    /* Work items along the rows: enough to cover short columns, at most TX;
     * in gemv_t, few enough that each makes TITER steps down its columns
     * (short columns then need a shorter reduction at the end). */
    int txkey = transposed ? clm_param_prec(prm, "TXT", pl->letter, NULL, 64)
                           : clm_param_large(prm, "TXN", pl->letter, pl->large, 64);
    size_t txmax = pow2_floor(clamp_size((size_t)txkey, 1, (size_t)pl->wgs));
    size_t iters = transposed ? (size_t)clm_param(prm, "TITER", 1) : 1;
    pl->tx = (unsigned)clamp_size(pow2_ceil(ceil_div(rows, (size_t)pl->vw * iters)), 1, txmax);
    size_t ty = (size_t)pl->wgs / pl->tx;
    pl->cpt = 1;
    if (transposed) {
        /* Few columns: give the rows more work items rather than idle ones. */
        while (pl->tx < (unsigned)pl->wgs && ty > 1 && ty * (size_t)pl->cpt_max >= 2 * cols) {
            pl->tx *= 2;
            ty /= 2;
        }
        pl->cpt = (unsigned)clamp_size(ceil_div(cols, ty), 1, (size_t)pl->cpt_max);
    }

    size_t out_len = transposed ? cols : rows; /* outputs */
    size_t k_len = transposed ? rows : cols;   /* summed dimension */
    size_t per_group = transposed ? ty * pl->cpt : (size_t)pl->tx * (size_t)pl->vw;
    size_t k_step = transposed ? (size_t)pl->tx * (size_t)pl->vw : ty; /* per pass of a group */
    pl->groups = (unsigned)ceil_div(out_len, per_group);

    pl->blocks = pl->groups;
    pl->tri_per = 0;

    /* Split the summed dimension until the device has WAVES rounds of OCC
     * groups per compute unit (several rounds, so the last partial round
     * costs little), but leave each work item at least MINK steps of work. */
    size_t target = split_target(pl, prm, dev);
    size_t P = ceil_div(target, pl->groups);
    int minkey = clm_param(prm, "MINK", 16);
    if (!transposed)
        minkey = clm_param_large(prm, "MINKN", pl->letter, pl->large, minkey);
    size_t mink = ceil_div((size_t)minkey, pl->cpt); /* loads per item */
    P = clamp_size(P, 1, ceil_div(k_len, k_step * mink));
    P = clamp_size(P, 1, (size_t)clm_param(prm, "PMAX", 8192));
    int force = clm_param(prm, "P", 0); /* tests and tuning: exact split */
    if (force > 0)
        P = (size_t)force;

    size_t slice = ceil_div(k_len ? k_len : 1, P);
    if (transposed) /* slices start on vector boundaries */
        slice = ceil_div(slice, (size_t)pl->vw) * (size_t)pl->vw;
    if (force <= 0)
        P = ceil_div(k_len, slice);
    pl->P = (unsigned)P;
    pl->slice = (unsigned)slice;

    pl->lanes = reduce_lanes(pl, prm, target, out_len);
}

/* Slices of a triangular grid are multiples of the block (per outputs) or,
 * in gemv_n, powers of two below it (per is one too); in gemv_t multiples of
 * the vector width as well (unit = lcm(per, VW)). The valid length nearest
 * v, or (up) the least valid one >= v. */
static size_t tri_round(size_t v, size_t per, size_t unit, int transposed, int up)
{
    if (transposed || v >= per) {
        size_t u = transposed ? unit : per;
        size_t k = up ? ceil_div(v, u) : (v + u / 2) / u;
        return (k ? k : 1) * u;
    }
    if (up)
        return pow2_ceil(v);
    size_t lo = pow2_floor(v ? v : 1);
    return v - lo < 2 * lo - v ? lo : 2 * lo;
}

static size_t gcd(size_t a, size_t b) { return b ? gcd(b, a % b) : a; }

/* The sum of floor(j per / S) for j < b, per and S multiples one of the
 * other: l2_storage.cl's tri_before counts the grid's tiles with it. */
static size_t tri_floors(size_t b, size_t per, size_t S)
{
    if (S <= per)
        return per / S * b * (b ? b - 1 : 0) / 2;
    size_t c = S / per, q = b / c;
    return c * q * (q ? q - 1 : 0) / 2 + (b % c) * q;
}

/* A triangular A (flag L2_TRI; n x n): the grid lists only the tiles that meet
 * the triangle (l2_storage.cl's tri_tile), sized by the triangle's area so that
 * about the target of them exist. gemv_n narrows its blocks while a block
 * would have more slices than a fused split adds (FUSEMAX). */
static void tri_split(clm_l2_plan *pl, const clm_params *prm, const clm_device *dev, size_t n,
                      unsigned flags)
{
    size_t target = split_target(pl, prm, dev);
    size_t fusemax = (size_t)clm_param(prm, "FUSEMAX", 64);
    int force = clm_param(prm, "P", 0);
    for (;;) {
        size_t ty = (size_t)pl->wgs / pl->tx;
        size_t per = pl->transposed ? ty * pl->cpt : (size_t)pl->tx * (size_t)pl->vw;
        size_t step = pl->transposed ? (size_t)pl->tx * (size_t)pl->vw : ty;
        size_t unit = per / gcd(per, (size_t)pl->vw) * (size_t)pl->vw;
        size_t least = step * ceil_div((size_t)clm_param(prm, "MINK", 16), pl->cpt);
        size_t pmax_least = ceil_div(n, (size_t)clm_param(prm, "PMAX", 8192));
        least = least > pmax_least ? least : pmax_least;
        size_t nb = ceil_div(n, per), S;
        if (force > 0) { /* tests and tuning: about that many slices */
            S = tri_round(ceil_div(n, (size_t)force), per, unit, pl->transposed, 1);
        } else {
            /* slices of about equal length, each block at least one tile */
            size_t want = n * (n + 1) / 2 / (per * target);
            size_t slices = nb >= target || !want ? 1 : (n + want / 2) / want;
            slices = slices ? slices : 1;
            S = tri_round(ceil_div(n, slices), per, unit, pl->transposed,
                          !pl->transposed && n / slices < per ? 0 : 1);
            size_t low = tri_round(least, per, unit, pl->transposed, 1);
            S = S > low ? S : low;
        }
        size_t P = ceil_div(n, S);
        if (!pl->transposed && force <= 0 && P > fusemax && pl->tx > 16 &&
            clm_param_prec(prm, "FUSE", pl->letter, NULL, 0)) {
            pl->tx /= 2;
            continue;
        }
        /* the grid's tiles (l2_storage.cl's tri_before and tri_count): in a
         * L2_PREFIX grid only the last block's count can reach P */
        size_t a = per / S ? per / S : 1, last = nb - 1, first = last * per / S;
        size_t groups = (flags & L2_PREFIX) ? tri_floors(last, per, S) + a * last +
                                               (first + a < P ? first + a : P)
                                         : P * nb - tri_floors(nb, per, S);
        pl->tri_per = (unsigned)per;
        pl->slice = (unsigned)S;
        pl->P = (unsigned)P;
        pl->blocks = (unsigned)nb;
        pl->groups = (unsigned)groups;
        return;
    }
}

void clm_l2_options(const clm_l2_plan *pl, const clm_params *prm, const clm_device *dev,
                      clm_dtype dt, char *buf, size_t cap)
{
    char letter = clm_dtype_letter(dt);
    int run = (int)clamp_size((size_t)clm_param(prm, "RUN", 8), 1, 32);
    int tun = (int)clamp_size((size_t)clm_param_prec(prm, "TUN", letter, NULL, 1), 1, 8);
    int nun = (int)clamp_size((size_t)clm_param_prec(prm, "NUN", letter, NULL, 4), 1, 16);
    if (cap == 0)
        return;
    buf[0] = '\0';
    clm_define(buf, cap, "CLM_PRECISION", (int)dt);
    clm_define(buf, cap, "WGS", pl->wgsr);
    clm_define(buf, cap, "WGSN", pl->wgsn);
    clm_define(buf, cap, "WGST", pl->wgst);
    clm_define(buf, cap, "VW", pl->vw);
    clm_define(buf, cap, "CPT", pl->cpt_max);
    clm_define(buf, cap, "XCH", pl->xch);
    clm_define(buf, cap, "RUN", run);
    clm_define(buf, cap, "TUN", tun);
    clm_define(buf, cap, "NUN", nun);
    if (pl->tri_per) /* a triangular grid: l2_storage.cl's group_tile */
        clm_define(buf, cap, "TRI_GRID", 1);
    /* NVIDIA: A read by ld.global.cs, per kernel */
    int csn = clm_param_prec(prm, "CSN", letter, NULL, 0) != 0;
    int cst = clm_param_prec(prm, "CST", letter, NULL, 0) != 0;
    if (dev->nvidia && (csn || cst)) {
        clm_define(buf, cap, "CSN", csn);
        clm_define(buf, cap, "CST", cst);
    }
    /* NVIDIA: register caps written into the PTX (core/ptx.h; NVIDIA's
     * OpenCL ignores -cl-nv-maxrregcount), for more groups per unit */
    int capn = clm_param_prec(prm, "NREGN", letter, NULL, 0);
    int capt = clm_param_prec(prm, "NREGT", letter, NULL, 0);
    if (dev->nvidia && capn > 0)
        clm_define(buf, cap, "CLM_NREG_gemv_n", capn);
    if (dev->nvidia && capt > 0)
        clm_define(buf, cap, "CLM_NREG_gemv_t", capt);
}

/* Enqueue gemv_reduce: y = alpha * sum of P partial rows + beta * y. */
cl_int clm_l2_enqueue_reduce(clm_launch *l, clm_program *prog, const clm_l2_plan *pl,
                             clm_dtype dt, cl_uint len, cl_mem part, cl_mem y, cl_ulong ybase,
                             int incy, clm_scalar alpha, clm_scalar beta, unsigned flags)
{
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, len);
    clm_arg_u32(&g, pl->P);
    clm_arg_u32(&g, pl->lanes);
    clm_arg_mem(&g, part);
    clm_arg_vec(&g, y, ybase, incy);
    clm_arg_scalar(&g, dt, alpha);
    clm_arg_scalar(&g, dt, beta);
    clm_arg_u32(&g, flags);
    clm_arg_u32(&g, pl->tri_per);
    clm_arg_u32(&g, pl->slice);
    size_t outs = (size_t)pl->wgsr / pl->lanes;
    size_t gws = ceil_div(len, outs) * (size_t)pl->wgsr, lws = (size_t)pl->wgsr;
    return clm_launch_args(l, prog, "gemv_reduce", 1, &gws, &lws, &g);
}

void clm_l2_arg_tiles(clm_kargs *g, const clm_l2_plan *pl, unsigned flags, cl_mem part,
                      cl_mem counters)
{
    clm_arg_u32(g, flags);
    clm_arg_u32(g, pl->tx);
    clm_arg_u32(g, pl->slice);
    if (pl->transposed) /* cpt after the slice length, in gemv_t and tr_t only */
        clm_arg_u32(g, pl->cpt);
    clm_arg_mem(g, part);
    clm_arg_mem(g, counters);
}

static cl_int enqueue_main(clm_launch *l, clm_program *prog, const clm_l2_plan *pl,
                           const clm_l2_operand *op, cl_mem part, cl_mem counters)
{
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, (cl_uint)op->rows);
    clm_arg_u32(&g, (cl_uint)op->cols);
    clm_arg_mat(&g, op->A.mem, op->A.off, op->A.ld);
    clm_arg_vec(&g, op->x.mem, op->x.off, op->x.inc);
    clm_arg_vec(&g, op->y.mem, op->y.off, op->y.inc);
    clm_arg_scalar(&g, op->dt, op->alpha);
    clm_arg_scalar(&g, op->dt, op->beta);
    clm_l2_arg_tiles(&g, pl, pl->flags, part, counters);
    size_t gws[2] = {(size_t)pl->groups * (size_t)pl->wgs, pl->tri_per ? 1 : pl->P};
    size_t lws[2] = {(size_t)pl->wgs, 1};
    return clm_launch_args(l, prog, pl->transposed ? "gemv_t" : "gemv_n", 2, gws, lws, &g);
}

void clm_l2_plan_x(clm_l2_plan *pl, const clm_params *prm, const clm_l2_operand *op)
{
    int align = pl->vw > 1 && clm_param(prm, "ALIGN", 1);
    pl->flags &= ~(unsigned)(L2_X_UNIT | L2_X_ALIGNED);
    if (op->x.inc == 1)
        pl->flags |= L2_X_UNIT | (align && op->x.off % (size_t)pl->vw == 0 ? L2_X_ALIGNED : 0);
}

void clm_l2_plan_call(clm_l2_plan *pl, const clm_call *call, const clm_params *prm,
                      const clm_l2_operand *op, int transposed, unsigned flags, int alpha_zero)
{
    clm_l2_make_plan(pl, prm, call->dev, op->dt, op->rows, op->cols, transposed, 1);
    if ((flags & L2_TRI) && !alpha_zero) {
        tri_split(pl, prm, call->dev, op->rows, flags);
        pl->lanes = reduce_lanes(pl, prm, split_target(pl, prm, call->dev), op->rows);
    }
    if (alpha_zero)
        pl->P = 0; /* y = beta*y by gemv_reduce alone: A and x never read */
    pl->flags = flags | (pl->P > 1 ? L2_PARTIAL : 0);
    if (pl->vw > 1 && clm_param(prm, "ALIGN", 1) && op->A.off % (size_t)pl->vw == 0 &&
        op->A.ld % (size_t)pl->vw == 0)
        pl->flags |= L2_ALIGNED;
    clm_l2_plan_x(pl, prm, op);
    /* One launch for the split: counters for each output block; the last
     * group adds P terms per output alone, so only for small P. */
    if (pl->P > 1 && pl->P <= (unsigned)clm_param(prm, "FUSEMAX", 64) &&
        clm_param_prec(prm, "FUSE", pl->letter, NULL, 0) && pl->blocks <= CLM_SCRATCH_COUNTERS)
        pl->flags |= L2_FUSED;
}

cl_int clm_l2_enqueue(clm_launch *l, const clm_call *call, const clm_params *prm,
                      const clm_l2_plan *pl, const clm_l2_operand *op)
{
    size_t leny = pl->transposed ? op->cols : op->rows;
    char options[256];
    clm_l2_options(pl, prm, call->dev, op->dt, options, sizeof options);
    if (!(pl->flags & L2_TRI)) /* GEMV's own program: the triangle compiled out */
        clm_define(options, sizeof options, "TRI_A", 0);
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev, CLM_GEMV_SOURCES, options, &prog);
    if (err != CL_SUCCESS)
        return err;
    clm_log("%cgemv %s rows=%zu cols=%zu: %s tx=%u cpt=%u groups=%u P=%u slice=%u lanes=%u "
            "tri_per=%u flags=%u [%s]",
            clm_dtype_letter(op->dt), pl->transposed ? "T" : "N", op->rows, op->cols,
            pl->P == 0 ? "scale-only" : pl->P > 1 ? "split" : "one-pass", pl->tx, pl->cpt,
            pl->groups, pl->P, pl->slice, pl->lanes, pl->tri_per, pl->flags, prm->source);

    if (pl->P == 1)
        return enqueue_main(l, prog, pl, op, NULL, NULL);
    if (pl->P == 0)
        return clm_l2_enqueue_reduce(l, prog, pl, op->dt, (cl_uint)leny, NULL, op->y.mem,
                                     op->y.off, op->y.inc, op->alpha, op->beta, pl->flags);
    clm_scratch *s = NULL;
    cl_mem counters = NULL;
    err = clm_scratch_get(l, (size_t)pl->P * leny * clm_dtype_size(op->dt), &s);
    if (err == CL_SUCCESS && (pl->flags & L2_FUSED))
        err = clm_scratch_counters(s, &counters);
    if (err == CL_SUCCESS) {
        if (!(pl->flags & L2_FUSED))
            clm_launch_more(l); /* gemv_reduce follows */
        err = enqueue_main(l, prog, pl, op, clm_scratch_mem(s), counters);
        if (err == CL_SUCCESS && !(pl->flags & L2_FUSED))
            err = clm_l2_enqueue_reduce(l, prog, pl, op->dt, (cl_uint)leny, clm_scratch_mem(s),
                                        op->y.mem, op->y.off, op->y.inc, op->alpha, op->beta,
                                        pl->flags & ~(unsigned)L2_PARTIAL);
    }
    if (s)
        clm_scratch_put(s, l->queue, l->last);
    return err;
}
