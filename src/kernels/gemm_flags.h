/*
 * gemm.cl's flags argument, shared by the host (gemm_engine.c) and the
 * kernel: valid C and OpenCL C, embedded as a source ahead of gemm.cl.
 */
#ifndef CLM_GEMM_FLAGS_H
#define CLM_GEMM_FLAGS_H

enum {
    GEMM_BETA_ZERO = 1, /* C is written, not read */
    GEMM_TA_SHIFT = 1,  /* bits 1-2: op(A), 0 N, 1 T, 2 C */
    GEMM_TB_SHIFT = 3   /* bits 3-4: op(B) */
};

#endif
