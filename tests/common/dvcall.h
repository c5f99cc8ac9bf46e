/*
 * dvcall.h - one entry point for the 23 clSPARSE dense vector routines, for
 * test_dense_vec and test_dense_vec_errors: the routine by number and
 * precision, its operands from one set (those it does not take ignored).
 */
#ifndef CLM_DVCALL_H
#define CLM_DVCALL_H

#include <stdio.h>

#include <clSPARSE.h>

typedef enum dv_op {
    DV_SCALE, /* r = alpha*y */
    DV_AXPY,  /* r = alpha*x + y */
    DV_AXPBY, /* r = alpha*x + beta*y */
    DV_ADD,
    DV_SUB,
    DV_MUL,
    DV_DIV,
    DV_SUM,  /* s = sum x (S, D) */
    DV_ISUM, /* s = sum x, cl_int (cldenseIreduce; the precision is ignored) */
    DV_NRM1,
    DV_NRM2,
    DV_DOT, /* s = x . y */
    DV_NOPS
} dv_op;

static const char *const dv_name[DV_NOPS] = {"scale", "axpy", "axpby", "add", "sub", "mul",
                                             "div",   "reduce", "Ireduce", "nrm1", "nrm2", "dot"};

static inline int dv_is_reduction(dv_op op) { return op >= DV_SUM; }
static inline int dv_takes_alpha(dv_op op) { return op <= DV_AXPBY; }
static inline int dv_takes_beta(dv_op op) { return op == DV_AXPBY; }
static inline int dv_takes_x(dv_op op) { return op != DV_SCALE; }
static inline int dv_takes_y(dv_op op) { return op <= DV_DIV || op == DV_DOT; }

/* "Saxpy", "Ireduce", "Dnrm2" */
static inline const char *dv_full_name(dv_op op, int dbl, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s%s", op == DV_ISUM ? "" : dbl ? "D" : "S", dv_name[op]);
    return buf;
}

static inline clsparseStatus dv_call(dv_op op, int dbl, cldenseVector *r,
                                     const clsparseScalar *alpha, const cldenseVector *x,
                                     const clsparseScalar *beta, const cldenseVector *y,
                                     clsparseScalar *s, clsparseControl c)
{
#define DV_PAIR(S_CALL, D_CALL) return dbl ? D_CALL : S_CALL
    switch (op) {
    case DV_SCALE: DV_PAIR(cldenseSscale(r, alpha, y, c), cldenseDscale(r, alpha, y, c));
    case DV_AXPY: DV_PAIR(cldenseSaxpy(r, alpha, x, y, c), cldenseDaxpy(r, alpha, x, y, c));
    case DV_AXPBY:
        DV_PAIR(cldenseSaxpby(r, alpha, x, beta, y, c), cldenseDaxpby(r, alpha, x, beta, y, c));
    case DV_ADD: DV_PAIR(cldenseSadd(r, x, y, c), cldenseDadd(r, x, y, c));
    case DV_SUB: DV_PAIR(cldenseSsub(r, x, y, c), cldenseDsub(r, x, y, c));
    case DV_MUL: DV_PAIR(cldenseSmul(r, x, y, c), cldenseDmul(r, x, y, c));
    case DV_DIV: DV_PAIR(cldenseSdiv(r, x, y, c), cldenseDdiv(r, x, y, c));
    case DV_SUM: DV_PAIR(cldenseSreduce(s, x, c), cldenseDreduce(s, x, c));
    case DV_ISUM: return cldenseIreduce(s, x, c);
    case DV_NRM1: DV_PAIR(cldenseSnrm1(s, x, c), cldenseDnrm1(s, x, c));
    case DV_NRM2: DV_PAIR(cldenseSnrm2(s, x, c), cldenseDnrm2(s, x, c));
    case DV_DOT: DV_PAIR(cldenseSdot(s, x, y, c), cldenseDdot(s, x, y, c));
    default: return clsparseInvalidValue;
    }
#undef DV_PAIR
}

#endif
