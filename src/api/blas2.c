/* Level 2 entry points: one-line wrappers onto the precision-generic routines. */
#include <clBLAS.h>

#include "blas2/gemv.h"

#define GEMV(NAME, DT, T, FIELD)                                                               \
    clblasStatus NAME(clblasOrder order, clblasTranspose transA, size_t M, size_t N, T alpha,  \
                      const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx,    \
                      int incx, T beta, cl_mem y, size_t offy, int incy,                       \
                      cl_uint numCommandQueues, cl_command_queue *commandQueues,               \
                      cl_uint numEventsInWaitList, const cl_event *eventWaitList,              \
                      cl_event *events)                                                        \
    {                                                                                          \
        clm_gemv_args a = {DT, order, transA, M, N, {0}, {0}, A, offA, lda, x, offx, incx, y,  \
                           offy, incy, numCommandQueues, commandQueues, numEventsInWaitList,   \
                           eventWaitList, events};                                             \
        a.alpha.FIELD = alpha;                                                                 \
        a.beta.FIELD = beta;                                                                   \
        return clm_gemv(&a);                                                                   \
    }

GEMV(clblasSgemv, CLM_S, cl_float, s)
GEMV(clblasDgemv, CLM_D, cl_double, d)
GEMV(clblasCgemv, CLM_C, FloatComplex, c)
GEMV(clblasZgemv, CLM_Z, DoubleComplex, z)
