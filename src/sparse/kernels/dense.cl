/*
 * dense.cl: clSPARSE's element-wise dense vector routines (scale, axpy,
 * axpby, add, sub, mul, div). The reductions (reduce, nrm1, nrm2, dot) run
 * reduce.cl's kernels.
 *
 * Vectors are (buffer, offset), contiguous. alpha and beta are read from
 * device memory, so a call never waits for the host. The loops are
 * common.cl's ROUNDS and SLOTS (grid-stride, EPT loads in flight per work
 * item); each element is read and written by one work item only, so r may
 * be x or y itself.
 */
#ifndef WGS
#define WGS 256 /* work-group size */
#endif

/* flags: dense_flags.h */

/* r := alpha*x + beta*y. A zero coefficient drops its term without reading
 * its vector (as clSPARSE, which tests alpha and beta on the host), so NaN
 * there does not reach r. scale is x = its y and no y term; axpy has beta 1. */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void dv_axpby(uint n, __global scalar *r, ulong ro, __global const scalar *alpha, ulong ao,
              __global const scalar *x, ulong xo, __global const scalar *beta, ulong bo,
              __global const scalar *y, ulong yo, uint flags)
{
    const scalar a = alpha[ao];
    const scalar b = (flags & DENSE_BETA_MEM) ? beta[bo] : (flags & DENSE_WITH_Y) ? ONE : ZERO;
    const bool use_x = a != 0, use_y = b != 0;
    ROUNDS {
        scalar v[EPT];
        SLOTS {
            const scalar tx = use_x ? a * x[xo + i] : ZERO;
            v[k] = use_y ? (use_x ? tx + b * y[yo + i] : b * y[yo + i]) : tx;
        }
        SLOTS r[ro + i] = v[k];
    }
}

/* r := x op y, element by element. */
#define DV_BINARY(NAME, OP)                                                              \
    __kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))                            \
    void NAME(uint n, __global scalar *r, ulong ro, __global const scalar *x, ulong xo,  \
              __global const scalar *y, ulong yo)                                        \
    {                                                                                    \
        ROUNDS {                                                                         \
            scalar v[EPT];                                                               \
            SLOTS v[k] = x[xo + i] OP y[yo + i];                                         \
            SLOTS r[ro + i] = v[k];                                                      \
        }                                                                                \
    }

DV_BINARY(dv_add, +)
DV_BINARY(dv_sub, -)
DV_BINARY(dv_mul, *)
DV_BINARY(dv_div, /)
