/*
 * rulecase.h - the error cases src/api/rules.def gives a routine kind: its
 * enums, each matrix's leading dimension, each vector's increment and
 * length, drawn from the table the library checks with, so that a rule
 * added there is tested here.
 */
#ifndef CLM_RULECASE_H
#define CLM_RULECASE_H

#include "api/rules.h"
#include "errorcase.h"

/* Where an error test's argument struct holds what the rules read: each
 * enum and dimension (NULL where the routine has none), each matrix's
 * leading dimension (A-C), each vector (X, Y), and numCommandQueues. */
typedef struct ec_rule_args {
    clblasOrder *order;
    clblasSide *side;
    clblasTranspose *trans, *transB; /* trans: GEMM's transA */
    int trans_reject;                /* as clm_shape's */
    clblasUplo *uplo;
    clblasDiag *diag;
    size_t *M, *N, *K, *KL, *KU;
    size_t *ld[3];
    ec_vec vec[2];
    ec_vec res;       /* Level 1's result or PARAM (inc NULL; want clblasInvalidValue) */
    cl_mem *scratch;  /* Level 1's scratch */
    cl_uint *nq;
} ec_rule_args;

/* The shape the table's sizes read, from the fields as they stand. */
clm_shape ec_rule_shape(const ec_rule_args *r);

/* The table's length of vector w ('X', 'Y') of kind k, rows of matrix w,
 * or count of result or scratch w ('R', 'S'), for the call as it stands. */
size_t ec_rule_size(clm_rule_kind k, const ec_rule_args *r, char w);

/* Every case of kind k's rules on the valid call args (r: its fields):
 * each enum it reads one past its values and at -1, a rejected transpose
 * (trans_reject) too (clblasInvalidValue); then for every combination of
 * those enums' values (the rejected transpose left out), with the dimensions
 * as they are and each in turn 0: each matrix's leading dimension at the
 * edge of its rows (ec_ld_edge), each vector's increment 0 (every leading
 * dimension valid). Leaves the arguments as they were. */
void ec_rule_cases(const ec_fixture *f, void *args, clm_rule_kind k, const ec_rule_args *r);

/* Vector w in a buffer of ec_vec_fit(its table length): ec_vec_short, then
 * ec_vec_overflow. Leaves the arguments as they were. */
void ec_rule_vec_short(const ec_fixture *f, void *args, clm_rule_kind k, const ec_rule_args *r,
                       char w, tu_prec p);

/* Level 1's result (or PARAM) in a buffer of exactly its table count of
 * its element type: it passes there at offset 0; one element past the end,
 * also with N = 0 (a result is checked all the same), at offsets whose
 * element or byte counts overflow, and in a buffer of one byte it is
 * r->res.want. Then the scratch, where the kind has one: exactly its table
 * count of p elements passes, one element or one byte short is
 * clblasInsufficientMemVecX. Leaves the arguments as they were. */
void ec_rule_result_scratch(const ec_fixture *f, void *args, clm_rule_kind k,
                            const ec_rule_args *r, tu_prec p);

#endif
