/*
 * trxm.cl's flags argument, shared by the host (trxm.c) and the kernels:
 * valid C and OpenCL C, embedded as a source ahead of trxm.cl. "The
 * matrix" is op(A) for the recursion; the few-right-hand-sides plan works
 * on the system matrix S, op(A) (side left) or op(A)^T (side right).
 */
#ifndef CLM_TRXM_FLAGS_H
#define CLM_TRXM_FLAGS_H

enum {
    TRXM_LOWER = 1,  /* the matrix is lower triangular (else upper) */
    TRXM_UNIT = 2,   /* unit diagonal: not read, taken as 1 */
    TRXM_INVERT = 4, /* tr_diag: the block's inverse (TRSM), else the block;
                        tr_few: solve (TRSM), else multiply (TRMM) */
    TRXM_TR = 8,     /* A as stored is the matrix's transpose */
    TRXM_CONJ = 16,  /* ... conjugated */
    TRXM_RIGHT = 32  /* tr_few: B's rows are the right-hand sides (side
                        right), so element (r, c) of the system is B(c, r) */
};

#endif
