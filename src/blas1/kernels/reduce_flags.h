/*
 * reduce.cl's flags argument, shared by the host (blas1/level1.c) and the
 * kernels: valid C and OpenCL C, embedded as a source ahead of reduce.cl.
 */
#ifndef CLM_REDUCE_FLAGS_H
#define CLM_REDUCE_FLAGS_H

enum {
    REDUCE_FINAL = 1,  /* one group (G == 1): step 1 writes the result */
    REDUCE_CONJ_X = 2, /* dotc: conjugate x */
    REDUCE_FUSED = 4   /* the last group to finish combines the partial results */
};

#endif
