/*
 * Level 1 entry points: the IMPL rows of routines.def with CLM_L1, each one
 * call of the precision-generic routine, spelled by CLM_CALL_<kind>(P, T).
 */
#include <clBLAS.h>

#include "api/signatures.h"
#include "blas1/level1.h"

/* One clm_level1 call: the operation's fields, then the queue's. */
#define L1(OP, P, ...)                                                                          \
    clm_level1(&(clm_l1_args){.op = OP, .dt = CLM_##P, __VA_ARGS__, CLM_QUEUE_FIELDS})
#define XY .n = N, .x = X, .offx = offx, .incx = incx, .y = Y, .offy = offy, .incy = incy
#define X_ .n = N, .x = X, .offx = offx, .incx = incx

/* The alpha field of clm_scalar for precision P. */
#define FIELD_S s
#define FIELD_D d
#define FIELD_C c
#define FIELD_Z z
#define ALPHA(P) .alpha.FIELD_##P = alpha

#define CLM_CALL_swap(P, T) L1(CLM_SWAP, P, XY)
#define CLM_CALL_copy(P, T) L1(CLM_COPY, P, XY)
#define CLM_CALL_scal(P, T) L1(CLM_SCAL, P, X_, ALPHA(P))
#define CLM_CALL_rscal(P, T) L1(CLM_RSCAL, P, X_, .alpha.d = alpha) /* real alpha in .d */
#define CLM_CALL_axpy(P, T) L1(CLM_AXPY, P, XY, ALPHA(P))
#define CLM_CALL_dot(P, T)                                                                      \
    L1(CLM_DOT, P, XY, .out = dotProduct, .offout = offDP, .scratch = scratchBuff)
#define CLM_CALL_dotu(P, T) CLM_CALL_dot(P, T)
#define CLM_CALL_dotc(P, T)                                                                     \
    L1(CLM_DOTC, P, XY, .out = dotProduct, .offout = offDP, .scratch = scratchBuff)
#define CLM_CALL_nrm2(P, T)                                                                     \
    L1(CLM_NRM2, P, X_, .out = NRM2, .offout = offNRM2, .scratch = scratchBuff)
#define CLM_CALL_asum(P, T)                                                                     \
    L1(CLM_ASUM, P, X_, .out = asum, .offout = offAsum, .scratch = scratchBuff)
#define CLM_CALL_iamax(P, T)                                                                    \
    L1(CLM_IAMAX, P, X_, .out = iMax, .offout = offiMax, .scratch = scratchBuff)
#define CLM_CALL_rot(P, T) L1(CLM_ROT, P, XY, .c = C, .s = S)
#define CLM_CALL_rotm(P, T) L1(CLM_ROTM, P, XY, .out = SPARAM, .offout = offSparam)

/* rotg, rotmg: scalars in buffers. */
#define CLM_CALL_rotg(P, T)                                                                     \
    clm_rotg(&(clm_rot_args){.modified = 0, .dt = CLM_##P, .mem = {SA, SB, C, S},              \
                             .off = {offSA, offSB, offC, offS}, CLM_QUEUE_FIELDS})
#define CLM_CALL_rotmg(P, T)                                                                    \
    clm_rotg(&(clm_rot_args){.modified = 1, .dt = CLM_##P,                                     \
                             .mem = {SD1, SD2, SX1, SY1, SPARAM},                              \
                             .off = {offSD1, offSD2, offSX1, offSY1, offSparam},               \
                             CLM_QUEUE_FIELDS})

#define CLM_L1(NAME, KIND, P, T, STATUS) CLM_IF_IMPL_##STATUS(NAME, KIND, P, T)
#include "api/routines.def"
