/*
 * rules.h - the argument rules of rules.def as data: one clm_rule a row,
 * for the library's checks (clm_check_rules) and the error tests alike, so
 * that both follow the same table. Header-only for the table, which the
 * tests compile in too.
 */
#ifndef CLM_API_RULES_H
#define CLM_API_RULES_H

#include <stddef.h>

#include <clBLAS.h>

/* What the rules' sizes read of a call: its enums and dimensions (a kind
 * that lacks one leaves it 0). */
typedef struct clm_shape {
    clblasOrder order;
    clblasSide side;
    clblasTranspose trans, transB; /* trans: GEMM's transA */
    int trans_reject; /* 1 + a transpose the call's type rejects (complex
                       * SYRK: ConjTrans, HERK: Trans); 0: none */
    clblasUplo uplo;
    clblasDiag diag;
    size_t M, N, K, KL, KU;
} clm_shape;

/* The kinds of rules.def: CLM_RULES_<kind>. */
typedef enum clm_rule_kind {
#define CLM_RULE_KIND(K) CLM_RULES_##K,
#include "api/rules.def"
    CLM_RULES_COUNT
} clm_rule_kind;

/* The enum arguments a rule may read, with the number of their values. */
typedef enum clm_rule_enum {
    CLM_E_ORDER, CLM_E_TRANS, CLM_E_TRANSB, CLM_E_UPLO, CLM_E_DIAG, CLM_E_SIDE
} clm_rule_enum;
#define CLM_E_ORDER_VALUES 2
#define CLM_E_TRANS_VALUES 3
#define CLM_E_TRANSB_VALUES 3
#define CLM_E_UPLO_VALUES 2
#define CLM_E_DIAG_VALUES 2
#define CLM_E_SIDE_VALUES 2

/* An operand's letter in the table as a char. */
#define CLM_W_A 'A'
#define CLM_W_B 'B'
#define CLM_W_C 'C'
#define CLM_W_X 'X'
#define CLM_W_Y 'Y'
#define CLM_W_R 'R' /* Level 1's result (or PARAM) */
#define CLM_W_S 'S' /* Level 1's scratch */

/* Operand w of a row a matrix (packed or not)? A vector, x or y? */
#define CLM_RULE_IS_MAT(w) ((w) >= 'A' && (w) <= 'C')
#define CLM_RULE_IS_VEC(w) ((w) >= 'X')

/* A result's element type (RESULT rows). */
typedef enum clm_rule_elem { CLM_T_SCALAR, CLM_T_REAL, CLM_T_INDEX } clm_rule_elem;

/* Bytes of an element of type t in a call on elements of esize bytes,
 * complex or not. */
static inline size_t clm_rule_elem_size(clm_rule_elem t, size_t esize, int complex)
{
    return t == CLM_T_INDEX ? sizeof(cl_uint) : t == CLM_T_REAL && complex ? esize / 2 : esize;
}

typedef size_t (*clm_rule_size)(const clm_shape *s);

/* One row: an enum read (which 0), or operand `which` ('A'-'C' a matrix,
 * packed or not; 'X', 'Y' a vector; 'R' a result, 'S' a scratch) with its
 * size: a matrix's stored rows and cols, a packed one's count (rows), a
 * vector's length (rows), a result's or scratch's count (rows); out: a
 * MAT_OUT row; elem: a result's element type. */
typedef struct clm_rule {
    clm_rule_kind kind;
    char which;
    int packed;
    clm_rule_enum e;
    clm_rule_size rows, cols;
    int out;
    clm_rule_elem elem;
} clm_rule;

/* Each size of the table as a function of the shape. */
#define COL (s->order == clblasColumnMajor)
#define LEFT (s->side == clblasLeft)
#define NOTRANS (s->trans == clblasNoTrans)
#define NOTRANSB (s->transB == clblasNoTrans)
#define M (s->M)
#define N (s->N)
#define K (s->K)
#define KL (s->KL)
#define KU (s->KU)
#define CLM_RULE_MAT(K, W, ROWS, COLS)                                                         \
    static inline size_t clm_rule_##K##_##W##_rows(const clm_shape *s) { return ROWS; }       \
    static inline size_t clm_rule_##K##_##W##_cols(const clm_shape *s) { return COLS; }
#define CLM_RULE_PACKED(K, W, COUNT)                                                           \
    static inline size_t clm_rule_##K##_##W##_rows(const clm_shape *s) { return COUNT; }
#define CLM_RULE_VEC(K, W, LEN) CLM_RULE_PACKED(K, W, LEN)
#define CLM_RULE_SCRATCH(K, COUNT) CLM_RULE_PACKED(K, S, COUNT)
#include "api/rules.def"
#undef COL
#undef LEFT
#undef NOTRANS
#undef NOTRANSB
#undef M
#undef N
#undef K
#undef KL
#undef KU

/* A RESULT's count, a constant (a kind may have several results). */
static inline size_t clm_rule_count_1(const clm_shape *s) { return (void)s, 1; }
static inline size_t clm_rule_count_5(const clm_shape *s) { return (void)s, 5; }

/* Every row of the table, in its order; *n their count. */
static inline const clm_rule *clm_rules(size_t *n)
{
    static const clm_rule rows[] = {
#define CLM_RULE_ENUM(K, E) {CLM_RULES_##K, 0, 0, CLM_E_##E, NULL, NULL, 0, 0},
#define CLM_RULE_MAT(K, W, ROWS, COLS)                                                         \
    {CLM_RULES_##K, CLM_W_##W, 0, 0, clm_rule_##K##_##W##_rows, clm_rule_##K##_##W##_cols, 0, 0},
#define CLM_RULE_MAT_OUT(K, W, ROWS, COLS)                                                     \
    {CLM_RULES_##K, CLM_W_##W, 0, 0, clm_rule_##K##_##W##_rows, clm_rule_##K##_##W##_cols, 1, 0},
#define CLM_RULE_PACKED(K, W, COUNT)                                                           \
    {CLM_RULES_##K, CLM_W_##W, 1, 0, clm_rule_##K##_##W##_rows, NULL, 0, 0},
#define CLM_RULE_VEC(K, W, LEN)                                                                \
    {CLM_RULES_##K, CLM_W_##W, 0, 0, clm_rule_##K##_##W##_rows, NULL, 0, 0},
#define CLM_RULE_RESULT(K, T, COUNT)                                                           \
    {CLM_RULES_##K, CLM_W_R, 0, 0, clm_rule_count_##COUNT, NULL, 0, CLM_T_##T},
#define CLM_RULE_SCRATCH(K, COUNT) CLM_RULE_VEC(K, S, COUNT)
#include "api/rules.def"
    };
    *n = sizeof rows / sizeof rows[0];
    return rows;
}

/* Kind k's row of operand w, or NULL where it has none. */
static inline const clm_rule *clm_rule_of(clm_rule_kind k, char w)
{
    size_t n;
    const clm_rule *r = clm_rules(&n);
    for (size_t i = 0; i < n; i++)
        if (r[i].kind == k && r[i].which == w)
            return &r[i];
    return NULL;
}

#ifdef CLM_BUILDING_LIBRARY
#include "core/check.h"

/* Kind k's rows (*n of them), found without a scan of the table; its
 * first row of operand w (NULL: none), as clm_rule_of on a call's path. */
const clm_rule *clm_kind_rules(clm_rule_kind k, size_t *n);
const clm_rule *clm_kind_rule(clm_rule_kind k, char w);

/* The checks of a call of kind k, in clBLAS's order: setup, the enums it
 * reads, its dimensions (below 2^31), then its operands (clm_check_operands)
 * as the table sizes them: mat[0..2] its matrices A-C, vec[0..1] x and y,
 * then Level 1's results in the table's order (their mem and off) and its
 * scratch (its mem) from vec[2] on (NULL, as mat, where the kind has none). */
clblasStatus clm_check_rules(clm_rule_kind k, const clm_shape *s, clm_dtype dt,
                             const clm_queue_args *q, clm_call *call, const clm_mat *mat,
                             const clm_vec *vec);
#endif

#endif
