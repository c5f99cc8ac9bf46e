/*
 * test_trsm_batched.c - clmath{S,D,C,Z}trsmStridedBatched (clmath.h)
 * against CBLAS, matrix by matrix (common/batchcase.h): every precision x
 * order x side x uplo x trans x diag, with the system's order (up to 64:
 * the one-launch kernel, one matrix a work group), the right-hand sides
 * (1 to 70: one and more groups of 32), batch counts 1, 2, 3, 7, leading
 * dimensions, gaps between the matrices, offsets, A broadcast (stride 0),
 * alpha (1, general, 0: B := 0 with A and B all NaN) and the event cycled
 * over the combinations, a third of them with S read from global memory
 * (trsm_batch.ALOCAL=0); the triangle in panels of 16 (D, 64 right-hand
 * sides a group) and 8 rows (S, 16 a group); a batch split in launches of
 * 7 matrices. Then systems of order 65 and 100 (one clblasXtrsm a matrix),
 * S and Z, on in-order and out-of-order queues.
 */
#include <stdio.h>

#include "batchcase.h"

static tu_device dev;

static const size_t orders_ka[] = {1, 2, 5, 16, 31, 32, 33, 63, 64, 7, 3};
static const size_t rhs[] = {1, 3, 32, 33, 40, 64, 70, 9};
static const size_t batches[] = {1, 2, 3, 7};

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    unsigned n = 0;
    for (int p = 0; p < TU_NPREC; p++) {
        if (!tu_prec_selected((tu_prec)p) || (tu_is_double((tu_prec)p) && !dev.fp64))
            continue;
        double t0 = tu_now();
        for (int o = 0; o < 2; o++)
            for (int side = 0; side < 2; side++)
                for (int up = 0; up < 2; up++)
                    for (int tr = 0; tr < 3; tr++)
                        for (int dg = 0; dg < 2; dg++, n++) {
                            const size_t ka = orders_ka[n % 11], nr = rhs[(n * 5 + 1) % 8];
                            const int al = (int)(n % 7);
                            bc_trsm c = {.prec = (tu_prec)p,
                                         .order = o ? clblasRowMajor : clblasColumnMajor,
                                         .side = side ? clblasRight : clblasLeft,
                                         .uplo = up ? clblasLower : clblasUpper,
                                         .trans = tr == 0 ? clblasNoTrans
                                                  : tr == 1 ? clblasTrans
                                                            : clblasConjTrans,
                                         .diag = dg ? clblasUnit : clblasNonUnit,
                                         .M = side ? nr : ka, .N = side ? ka : nr,
                                         .batch = batches[(n * 3 + 1) % 4],
                                         .ldpad = (int)(n % 3), .gap = n % 4,
                                         .off0 = (n % 5) * 2, .bcast = n % 6 == 0,
                                         .alpha = al == 0 ? tu_scalar_make(0, 0)
                                                  : al < 3 ? tu_scalar_make(1, 0)
                                                           : tu_scalar_make(-1.25, tu_is_complex((tu_prec)p) ? 0.5 : 0),
                                         .want_event = (int)(n % 2),
                                         .seed = tu_hash(n, (uint64_t)p)};
                            /* a third of the cases with S read from global memory */
                            tu_set_params(n % 3 == 2 ? "trsm_batch.ALOCAL=0" : NULL);
                            bc_trsm_run(&dev, &c);
                        }
        tu_set_params(NULL);
        printf("%ctrsm batched: %.1f s\n", tu_prec_letter((tu_prec)p), tu_now() - t0);
    }
    /* the triangle staged in panels (trsm_batch.SPANEL) with other group
     * sizes (trsm_batch.NC), one precision each (a program costs seconds
     * on PoCL): every side, uplo, trans and diag at orders of one class
     * (KMAX 64, 32) around the panels, right-hand sides around NC */
    static const struct {
        tu_prec prec;
        const char *params;
        size_t ka[4], nr[5];
    } var[] = {
        {TU_D, "trsm_batch.NC=64,trsm_batch.SPANEL=16", {33, 47, 48, 64}, {1, 63, 64, 65, 130}},
        {TU_S, "trsm_batch.NC=16,trsm_batch.SPANEL=8", {17, 23, 24, 32}, {1, 15, 16, 17, 40}},
    };
    for (size_t v = 0; v < sizeof var / sizeof var[0]; v++) {
        const tu_prec p = var[v].prec;
        if (!tu_prec_selected(p) || (tu_is_double(p) && !dev.fp64))
            continue;
        double t0 = tu_now();
        tu_set_params(var[v].params);
        for (unsigned k = 0; k < 48; k++) {
            const int side = k & 1, up = k >> 1 & 1, tr = (int)(k >> 2) % 3, dg = k / 12 & 1;
            const size_t ka = var[v].ka[(k + k / 8) % 4], nr = var[v].nr[k % 5];
            bc_trsm c = {.prec = p, .order = k / 24 ? clblasRowMajor : clblasColumnMajor,
                         .side = side ? clblasRight : clblasLeft,
                         .uplo = up ? clblasLower : clblasUpper,
                         .trans = tr == 0 ? clblasNoTrans : tr == 1 ? clblasTrans : clblasConjTrans,
                         .diag = dg ? clblasUnit : clblasNonUnit, .M = side ? nr : ka,
                         .N = side ? ka : nr, .batch = batches[k % 4], .ldpad = (int)(k % 3),
                         .gap = k % 4, .off0 = k % 5, .bcast = k % 7 == 0,
                         .alpha = k % 9 == 4 ? tu_scalar_make(0, 0) : tu_scalar_make(-1.25, 0),
                         .want_event = (int)(k % 2), .seed = tu_hash(k, 300 + (uint64_t)v)};
            bc_trsm_run(&dev, &c);
        }
        tu_set_params(NULL);
        printf("%ctrsm batched, %s: %.1f s\n", tu_prec_letter(p), var[v].params, tu_now() - t0);
    }
    { /* launches of 7 matrices (batch.LAUNCH) */
        tu_set_params("batch.LAUNCH=7");
        bc_trsm c = {.prec = TU_S, .order = clblasColumnMajor, .side = clblasLeft,
                     .uplo = clblasLower, .trans = clblasTrans, .diag = clblasNonUnit, .M = 3,
                     .N = 40, .batch = 30, .gap = 1, .off0 = 3,
                     .alpha = tu_scalar_make(1.5, 0), .want_event = 1, .seed = 99};
        bc_trsm_run(&dev, &c);
        tu_set_params(NULL);
    }
    /* larger systems: one clblasXtrsm a matrix, chained */
    double t0 = tu_now();
    cl_command_queue ooo = clCreateCommandQueue(dev.env.context, dev.env.device,
                                                CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, NULL);
    for (int k = 0; k < 4; k++) {
        tu_prec p = k < 2 ? TU_S : TU_Z;
        if (tu_is_double(p) && !dev.fp64)
            continue;
        bc_trsm c = {.prec = p, .order = k % 2 ? clblasRowMajor : clblasColumnMajor,
                     .side = k % 2 ? clblasRight : clblasLeft,
                     .uplo = k / 2 ? clblasUpper : clblasLower,
                     .trans = k == 1 ? clblasConjTrans : k == 2 ? clblasTrans : clblasNoTrans,
                     .diag = clblasNonUnit, .M = k % 2 ? 20 : 65, .N = k % 2 ? 100 : 9,
                     .batch = 3, .ldpad = 1, .gap = 3, .off0 = 5,
                     .alpha = tu_scalar_make(0.75, 0), .want_event = 1,
                     .seed = tu_hash(77, (uint64_t)k)};
        bc_trsm_run(&dev, &c);
        if (ooo) { /* the same on an out-of-order queue: each waits on the last */
            tu_device d2 = dev;
            d2.env.queue = ooo;
            c.batch = 4;
            bc_trsm_run(&d2, &c);
        }
    }
    if (ooo)
        clReleaseCommandQueue(ooo);
    printf("larger systems: %.1f s\n", tu_now() - t0);
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_trsm_batched");
}
