/*
 * Register caps for NVIDIA kernels. NVIDIA's OpenCL compiles to PTX and
 * ignores -cl-nv-maxrregcount, so a kernel that needs more groups resident
 * than its register count allows (tr_sweep3.cl's tr_sweep3 at large n) gets the
 * PTX directive .maxnreg written into its entry, and the program is built
 * again from that PTX. The options ask for it: "-DCLM_NREG_<kernel>=<n>"
 * (a define the OpenCL compiler never reads).
 */
#ifndef CLM_PTX_H
#define CLM_PTX_H

#include <stddef.h>

/* ptx (size bytes) with ".maxnreg n" added to each kernel the options name,
 * as a new allocation of *out_size bytes; NULL where the options name none,
 * a named kernel is not found, already has a cap, or memory runs out. */
unsigned char *clm_ptx_cap_registers(const unsigned char *ptx, size_t size, const char *options,
                                     size_t *out_size);

#endif
