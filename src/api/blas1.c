/* Level 1 entry points: one-line wrappers onto the precision-generic routines. */
#include <clBLAS.h>

#include "blas1/level1.h"

/* The queue and event parameters every routine ends with. */
#define QPARAMS                                                                                 \
    cl_uint numCommandQueues, cl_command_queue *commandQueues, cl_uint numEventsInWaitList,   \
        const cl_event *eventWaitList, cl_event *events
#define QARGS numCommandQueues, commandQueues, numEventsInWaitList, eventWaitList, events

/* Fill the queue fields of a clm_l1_args or clm_rot_args and run it. */
#define RUN(fn, args)                                                                           \
    do {                                                                                        \
        (args).nq = numCommandQueues;                                                           \
        (args).queues = commandQueues;                                                          \
        (args).nwait = numEventsInWaitList;                                                     \
        (args).wait = eventWaitList;                                                            \
        (args).events = events;                                                                 \
        return fn(&(args));                                                                     \
    } while (0)

/* ---- two vectors: swap, copy ---- */
#define XY(NAME, OP, DT)                                                                        \
    clblasStatus NAME(size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,         \
                      int incy, QPARAMS)                                                        \
    {                                                                                           \
        clm_l1_args a = {.op = OP, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx,        \
                         .y = Y, .offy = offy, .incy = incy};                                   \
        RUN(clm_level1, a);                                                                     \
    }
XY(clblasSswap, CLM_SWAP, CLM_S)
XY(clblasDswap, CLM_SWAP, CLM_D)
XY(clblasCswap, CLM_SWAP, CLM_C)
XY(clblasZswap, CLM_SWAP, CLM_Z)
XY(clblasScopy, CLM_COPY, CLM_S)
XY(clblasDcopy, CLM_COPY, CLM_D)
XY(clblasCcopy, CLM_COPY, CLM_C)
XY(clblasZcopy, CLM_COPY, CLM_Z)

/* ---- scal ---- */
#define SCAL(NAME, OP, DT, T, FIELD)                                                            \
    clblasStatus NAME(size_t N, T alpha, cl_mem X, size_t offx, int incx, QPARAMS)              \
    {                                                                                           \
        clm_l1_args a = {.op = OP, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx};       \
        a.alpha.FIELD = alpha;                                                                  \
        RUN(clm_level1, a);                                                                     \
    }
SCAL(clblasSscal, CLM_SCAL, CLM_S, cl_float, s)
SCAL(clblasDscal, CLM_SCAL, CLM_D, cl_double, d)
SCAL(clblasCscal, CLM_SCAL, CLM_C, cl_float2, c)
SCAL(clblasZscal, CLM_SCAL, CLM_Z, cl_double2, z)
SCAL(clblasCsscal, CLM_RSCAL, CLM_C, cl_float, d)
SCAL(clblasZdscal, CLM_RSCAL, CLM_Z, cl_double, d)

/* ---- axpy ---- */
#define AXPY(NAME, DT, T, FIELD)                                                                \
    clblasStatus NAME(size_t N, T alpha, const cl_mem X, size_t offx, int incx, cl_mem Y,       \
                      size_t offy, int incy, QPARAMS)                                           \
    {                                                                                           \
        clm_l1_args a = {.op = CLM_AXPY, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx,  \
                         .y = Y, .offy = offy, .incy = incy};                                   \
        a.alpha.FIELD = alpha;                                                                  \
        RUN(clm_level1, a);                                                                     \
    }
AXPY(clblasSaxpy, CLM_S, cl_float, s)
AXPY(clblasDaxpy, CLM_D, cl_double, d)
AXPY(clblasCaxpy, CLM_C, cl_float2, c)
AXPY(clblasZaxpy, CLM_Z, cl_double2, z)

/* ---- dot, dotu, dotc ---- */
#define DOT(NAME, OP, DT)                                                                       \
    clblasStatus NAME(size_t N, cl_mem dotProduct, size_t offDP, const cl_mem X, size_t offx,   \
                      int incx, const cl_mem Y, size_t offy, int incy, cl_mem scratchBuff,      \
                      QPARAMS)                                                                  \
    {                                                                                           \
        clm_l1_args a = {.op = OP, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx,        \
                         .y = Y, .offy = offy, .incy = incy, .out = dotProduct,                 \
                         .offout = offDP, .scratch = scratchBuff};                              \
        RUN(clm_level1, a);                                                                     \
    }
DOT(clblasSdot, CLM_DOT, CLM_S)
DOT(clblasDdot, CLM_DOT, CLM_D)
DOT(clblasCdotu, CLM_DOT, CLM_C)
DOT(clblasZdotu, CLM_DOT, CLM_Z)
DOT(clblasCdotc, CLM_DOTC, CLM_C)
DOT(clblasZdotc, CLM_DOTC, CLM_Z)

/* ---- one-vector reductions: nrm2, asum, iamax ---- */
#define REDUCE(NAME, OP, DT)                                                                    \
    clblasStatus NAME(size_t N, cl_mem result, size_t offResult, const cl_mem X, size_t offx,   \
                      int incx, cl_mem scratchBuff, QPARAMS)                                    \
    {                                                                                           \
        clm_l1_args a = {.op = OP, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx,        \
                         .out = result, .offout = offResult, .scratch = scratchBuff};           \
        RUN(clm_level1, a);                                                                     \
    }
REDUCE(clblasSnrm2, CLM_NRM2, CLM_S)
REDUCE(clblasDnrm2, CLM_NRM2, CLM_D)
REDUCE(clblasScnrm2, CLM_NRM2, CLM_C)
REDUCE(clblasDznrm2, CLM_NRM2, CLM_Z)
REDUCE(clblasSasum, CLM_ASUM, CLM_S)
REDUCE(clblasDasum, CLM_ASUM, CLM_D)
REDUCE(clblasScasum, CLM_ASUM, CLM_C)
REDUCE(clblasDzasum, CLM_ASUM, CLM_Z)
REDUCE(clblasiSamax, CLM_IAMAX, CLM_S)
REDUCE(clblasiDamax, CLM_IAMAX, CLM_D)
REDUCE(clblasiCamax, CLM_IAMAX, CLM_C)
REDUCE(clblasiZamax, CLM_IAMAX, CLM_Z)

/* ---- rot (real c, s) and rotm ---- */
#define ROT(NAME, DT, T)                                                                        \
    clblasStatus NAME(size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,         \
                      int incy, T C, T S, QPARAMS)                                              \
    {                                                                                           \
        clm_l1_args a = {.op = CLM_ROT, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx,   \
                         .y = Y, .offy = offy, .incy = incy, .c = C, .s = S};                   \
        RUN(clm_level1, a);                                                                     \
    }
ROT(clblasSrot, CLM_S, cl_float)
ROT(clblasDrot, CLM_D, cl_double)
ROT(clblasCsrot, CLM_C, cl_float)
ROT(clblasZdrot, CLM_Z, cl_double)

#define ROTM(NAME, DT)                                                                          \
    clblasStatus NAME(size_t N, cl_mem X, size_t offx, int incx, cl_mem Y, size_t offy,         \
                      int incy, const cl_mem PARAM, size_t offParam, QPARAMS)                   \
    {                                                                                           \
        clm_l1_args a = {.op = CLM_ROTM, .dt = DT, .n = N, .x = X, .offx = offx, .incx = incx,  \
                         .y = Y, .offy = offy, .incy = incy, .out = PARAM, .offout = offParam}; \
        RUN(clm_level1, a);                                                                     \
    }
ROTM(clblasSrotm, CLM_S)
ROTM(clblasDrotm, CLM_D)

/* ---- rotg, rotmg: scalars in buffers ---- */
#define ROTG(NAME, DT)                                                                          \
    clblasStatus NAME(cl_mem A, size_t offA, cl_mem B, size_t offB, cl_mem C, size_t offC,      \
                      cl_mem S, size_t offS, QPARAMS)                                           \
    {                                                                                           \
        clm_rot_args a = {.modified = 0, .dt = DT, .mem = {A, B, C, S},                         \
                          .off = {offA, offB, offC, offS}};                                     \
        RUN(clm_rotg, a);                                                                       \
    }
ROTG(clblasSrotg, CLM_S)
ROTG(clblasDrotg, CLM_D)
ROTG(clblasCrotg, CLM_C)
ROTG(clblasZrotg, CLM_Z)

#define ROTMG(NAME, DT)                                                                         \
    clblasStatus NAME(cl_mem D1, size_t offD1, cl_mem D2, size_t offD2, cl_mem X1,              \
                      size_t offX1, const cl_mem Y1, size_t offY1, cl_mem PARAM,                \
                      size_t offParam, QPARAMS)                                                 \
    {                                                                                           \
        clm_rot_args a = {.modified = 1, .dt = DT, .mem = {D1, D2, X1, Y1, PARAM},              \
                          .off = {offD1, offD2, offX1, offY1, offParam}};                       \
        RUN(clm_rotg, a);                                                                       \
    }
ROTMG(clblasSrotmg, CLM_S)
ROTMG(clblasDrotmg, CLM_D)
