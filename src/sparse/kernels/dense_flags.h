/*
 * dense.cl's flags argument, shared by the host (sparse/dense.c) and the
 * kernels: valid C and OpenCL C, embedded as a source ahead of dense.cl.
 */
#ifndef CLM_DENSE_FLAGS_H
#define CLM_DENSE_FLAGS_H

enum {
    DENSE_WITH_Y = 1,  /* add the y term */
    DENSE_BETA_MEM = 2 /* y's coefficient is beta from memory (else 1) */
};

#endif
