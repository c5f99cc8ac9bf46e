/*
 * ger.cl's flags argument, shared by the host (blas2/ger.c) and the
 * kernel: valid C and OpenCL C, embedded as a source ahead of ger.cl.
 */
#ifndef CLM_GER_FLAGS_H
#define CLM_GER_FLAGS_H

enum {
    GER_CONJ_ROW = 1, /* conjugate the vectors along A's rows (x_i, y_i) */
    GER_CONJ_COL = 2, /* conjugate the vectors along its columns (y_j, x_j) */
    GER_TWO = 4,      /* rank 2: A += a1 x y' + a2 y x' */
    GER_TRI = 8,      /* only a triangle of the (square) A is stored */
    GER_LOWER = 16,   /* with TRI: the lower one (else the upper) */
    GER_PACKED = 32,  /* with TRI: packed storage (columns one after another) */
    GER_HERM = 64     /* complex: the diagonal's imaginary parts set to zero */
};

#endif
