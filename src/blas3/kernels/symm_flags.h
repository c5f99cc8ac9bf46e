/*
 * symm.cl's flags argument, shared by the host (symm.c) and the kernel:
 * valid C and OpenCL C, embedded as a source ahead of symm.cl.
 */
#ifndef CLM_SYMM_FLAGS_H
#define CLM_SYMM_FLAGS_H

enum {
    SYMM_LOWER = 1, /* the lower triangle is the stored one (else the upper) */
    SYMM_HERM = 2   /* Hermitian: mirrored elements conjugated, diagonal real */
};

#endif
