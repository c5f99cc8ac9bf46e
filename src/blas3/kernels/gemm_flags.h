/*
 * gemm.cl's flags argument, shared by the host (gemm_engine.c) and the
 * kernel: valid C and OpenCL C, embedded as a source ahead of gemm.cl.
 */
#ifndef CLM_GEMM_FLAGS_H
#define CLM_GEMM_FLAGS_H

enum {
    GEMM_BETA_ZERO = 1, /* C is written, not read */
    GEMM_TA_SHIFT = 1,  /* bits 1-2: op(A), 0 N, 1 T, 2 C */
    GEMM_TB_SHIFT = 3,  /* bits 3-4: op(B) */
    GEMM_BETA_ONE = 32, /* C is added to, not multiplied (an infinite part of a
                           complex C would turn the other part NaN) */
    /* Programs built with TRIANGLE (SYRK-type updates) only: */
    GEMM_LOWER = 64,       /* only C's lower triangle (row >= col) is stored */
    GEMM_UPPER = 128,      /* only its upper triangle */
    GEMM_REAL_ALPHA = 256, /* complex: alpha real, scaling each part (HERK) */
    GEMM_REAL_BETA = 512,  /* complex: beta real (HERK, HER2K) */
    GEMM_REAL_DIAG = 1024  /* complex: C's diagonal stored with imaginary part 0 */
};

#endif
