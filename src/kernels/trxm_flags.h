/*
 * trxm.cl's flags argument, shared by the host (trxm.c) and the kernel:
 * valid C and OpenCL C, embedded as a source ahead of trxm.cl.
 */
#ifndef CLM_TRXM_FLAGS_H
#define CLM_TRXM_FLAGS_H

enum {
    TRXM_LOWER = 1,    /* op(A) is lower triangular (else upper) */
    TRXM_UNIT = 2,     /* unit diagonal: not read, taken as 1 */
    TRXM_INVERT = 4,   /* the block's inverse (TRSM), else the block (TRMM) */
    TRXM_TA_SHIFT = 3  /* bits 3-4: A as stored is op(A) (0), its transpose
                          (1) or its conjugate transpose (2) */
};

#endif
