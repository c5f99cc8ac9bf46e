/*
 * test_gemm_batched.c - clmath{S,D,C,Z}gemmStridedBatched and
 * clmath?gemmBatched (clmath.h) against CBLAS, matrix by matrix.
 *
 * Each case puts the batch's matrices in one buffer per operand, in slots
 * a gap apart (strided), or at offsets in a shuffled order with A's and
 * B's repeating (per-matrix offsets), or with stride 0 for A or B (one
 * matrix for every product). Everything in A's and B's buffers that is no
 * matrix holds NaN (never read); everything in C's that is no matrix a
 * canary (never written: the gaps between C's matrices are its guards).
 * Every product is checked against CBLAS dgemm/zgemm on the data promoted
 * to double with the scaled error of docs/testing.md, A and B bit for bit
 * unchanged. Per-matrix scalars take 0, 1 and general values within one
 * batch, with NaN in C where beta is 0 and in A's and B's matrices used
 * only by products whose alpha is 0.
 *
 * The sweep: precision x order x transA x transB x {strided, offsets},
 * shapes around the tiles of the sets the batch takes (gemm_small's 32,
 * the CPU gemm set's 64 and 128), batch counts 1, 2, 3, 5 and 40 cycled
 * over it; batches split in launches of 7 matrices; several matrices a work
 * group (bpg_sweep). Then the invalid arguments of all three entry points,
 * each its exact status with nothing written (common/batcherrors.c).
 */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clmath.h>

#include "batchcase.h"

static tu_device dev;

static const size_t shapes[][3] = {
    {1, 1, 1},    {2, 3, 5},    {7, 5, 3},    {16, 16, 16}, {17, 15, 9},  {31, 33, 16},
    {32, 32, 32}, {33, 31, 17}, {63, 65, 7},  {64, 64, 64}, {65, 63, 33}, {129, 20, 11},
    {20, 129, 40}, {5, 7, 0},   {0, 3, 4},    {3, 0, 2},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])
static const size_t batches[] = {1, 2, 3, 5, 40};

static tu_scalar scalar_value(int k, tu_prec p, int beta)
{
    const double im = tu_is_complex(p) ? (beta ? -0.4375 : 0.625) : 0;
    tu_scalar v[] = {{0, 0}, {1, 0}, {beta ? 0.8125 : -1.375, im}};
    return v[k];
}

/* Several matrices a work group (BPG, strided batches only), each variant
 * one precision (a program costs seconds on PoCL): every order and
 * transpose pair at M, N and K around the variant's tile (1, tile - 1,
 * tile, tile + 1, 32), batch counts 1, 2, 3 and 11, in launches of 2
 * groups (batch.LAUNCH=2), so the last group of a launch has slices past
 * the batch. The first variant is the gemm_batch_tiny set's, for M and N
 * up to 9 (its tile + 1; larger ones gemm_batch's). */
static void bpg_sweep(void)
{
    static const struct {
        tu_prec prec;
        size_t tile;
        int bpg;
        const char *set, *params;
    } var[] = {
        {TU_S, 8, 3, "gemm_batch_tiny",
         "gemm_batch_tiny.BMAX=9,gemm_batch_tiny.MWG=8,gemm_batch_tiny.NWG=8,"
         "gemm_batch_tiny.KWG=8,gemm_batch_tiny.MDIMC=4,gemm_batch_tiny.NDIMC=4,"
         "gemm_batch_tiny.VWM=2,gemm_batch_tiny.VWN=2"},
        {TU_D, 32, 2, "gemm_batch",
         "gemm_batch.MWG=32,gemm_batch.NWG=32,gemm_batch.KWG=32,gemm_batch.MDIMC=8,"
         "gemm_batch.NDIMC=8,gemm_batch.VWM=1,gemm_batch.VWN=1"},
    };
    static const size_t batches[] = {1, 2, 3, 11};
    const clblasTranspose tr[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    for (size_t v = 0; v < sizeof var / sizeof var[0]; v++) {
        const tu_prec p = var[v].prec;
        if (!tu_prec_selected(p) || (tu_is_double(p) && !dev.fp64))
            continue;
        const double t0 = tu_now();
        const size_t t = var[v].tile, sz[] = {1, t - 1, t, t + 1, 32};
        char params[400];
        snprintf(params, sizeof params, "%s,%s.BPG=%d,batch.LAUNCH=2", var[v].params, var[v].set,
                 var[v].bpg);
        tu_set_params(params);
        unsigned n = 0;
        for (int o = 0; o < 2; o++)
            for (int ta = 0; ta < 3; ta++)
                for (int tb = 0; tb < 3; tb++)
                    for (unsigned i = 0; i < 5; i++, n++) {
                        bc_gemm c = {.prec = p, .order = o ? clblasRowMajor : clblasColumnMajor,
                                     .transA = tr[ta], .transB = tr[tb], .M = sz[i],
                                     .N = sz[(i + n) % 5], .K = sz[(i + 2 * n) % 5],
                                     .batch = batches[n % 4], .ldpad = (int)(n % 3),
                                     .gap = n % 3, .off0 = n % 4, .want_event = (int)(n % 2),
                                     .seed = tu_hash(n, 5000 + (uint64_t)v)};
                        c.alpha[0] = scalar_value(n % 5 ? 2 : 0, p, 0);
                        c.beta[0] = scalar_value((int)(n / 2 % 3), p, 1);
                        bc_gemm_run(&dev, &c);
                    }
        tu_set_params(NULL);
        printf("%cgemm batched, %d matrices a group: %.1f s\n", tu_prec_letter(p), var[v].bpg,
               tu_now() - t0);
    }
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    const clblasTranspose tr[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    unsigned n = 0;
    for (int p = 0; p < TU_NPREC; p++) {
        if (!tu_prec_selected((tu_prec)p) || (tu_is_double((tu_prec)p) && !dev.fp64))
            continue;
        double t0 = tu_now();
        for (int mode = 0; mode < 2; mode++)
            for (int o = 0; o < 2; o++)
                for (int ta = 0; ta < 3; ta++)
                    for (int tb = 0; tb < 3; tb++, n++) {
                        const size_t *s = shapes[(n * 7 + (unsigned)p) % NSHAPES];
                        bc_gemm c = {.prec = (tu_prec)p, .arrays = mode,
                                     .order = o ? clblasRowMajor : clblasColumnMajor,
                                     .transA = tr[ta], .transB = tr[tb], .M = s[0],
                                     .N = s[1], .K = s[2],
                                     .batch = batches[(n * 3 + (unsigned)o) % 5],
                                     .ldpad = (int)(n % 3), .gap = n % 4,
                                     .off0 = (n % 5) * 3, .want_event = (int)(n % 2),
                                     .seed = tu_hash(n, (uint64_t)p)};
                        /* A or B broadcast (stride 0) in a third of the strided cases */
                        c.bcast = mode == 0 ? (int)(n % 3) : 0;
                        for (size_t i = 0; i < BC_MAXB; i++) {
                            c.alpha[i] = scalar_value(mode ? (int)((i + n) % 3) : (n / 2 % 3 ? 2 : (int)(n / 3 % 2)), (tu_prec)p, 0);
                            c.beta[i] = scalar_value(mode ? (int)((i * 2 + n) % 3) : (int)(n / 5 % 3), (tu_prec)p, 1);
                        }
                        bc_gemm_run(&dev, &c);
                    }
        /* larger products: the gemm set's tiles (64 x 128 on PoCL) with
         * their edges, several matrices, both modes */
        for (int mode = 0; mode < 2; mode++) {
            bc_gemm c = {.prec = (tu_prec)p, .arrays = mode, .order = clblasColumnMajor,
                         .transA = tr[mode], .transB = tr[2 - mode], .M = 130, .N = 129,
                         .K = 40, .batch = 3, .ldpad = 1, .gap = 2, .off0 = 1,
                         .seed = tu_hash(999, (uint64_t)p)};
            for (size_t i = 0; i < BC_MAXB; i++) {
                c.alpha[i] = scalar_value(2, (tu_prec)p, 0);
                c.beta[i] = scalar_value(mode ? (int)(i % 3) : 2, (tu_prec)p, 1);
            }
            bc_gemm_run(&dev, &c);
        }
        if (p == TU_S || p == TU_Z) { /* launches of 7 matrices (batch.LAUNCH) */
            tu_set_params("batch.LAUNCH=7");
            for (int mode = 0; mode < 2; mode++) {
                bc_gemm c = {.prec = (tu_prec)p, .arrays = mode, .order = clblasRowMajor,
                             .transA = clblasTrans, .transB = clblasNoTrans, .M = 3, .N = 2,
                             .K = 2, .batch = 40 - (size_t)mode * 8, .gap = 1, .off0 = 2,
                             .want_event = 1, .seed = 4242};
                for (size_t i = 0; i < BC_MAXB; i++) { /* strided: [0], general */
                    c.alpha[i] = scalar_value((int)((i + 2) % 3), (tu_prec)p, 0);
                    c.beta[i] = scalar_value((int)((i + 2) % 3), (tu_prec)p, 1);
                }
                bc_gemm_run(&dev, &c);
            }
            tu_set_params(NULL);
        }
        printf("%cgemm batched: %.1f s\n", tu_prec_letter((tu_prec)p), tu_now() - t0);
    }
    bpg_sweep();
    double t0 = tu_now();
    bc_errors(&dev);
    printf("gemm batched errors: %.1f s\n", tu_now() - t0);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_gemm_batched");
}
