/*
 * The one checker of the kinds in rules.def: the enums, dimensions and
 * operands each call's table rows name, in clBLAS's order (Level 1's
 * result and scratch too).
 */
#include "api/rules.h"

#include <pthread.h>

/* Each kind's rows, found once: a call reads only its own (a scan of the
 * whole table on every call cost Level 1 0.1-0.2 us, 2-3 % of its launch) */
static size_t first[CLM_RULES_COUNT], count[CLM_RULES_COUNT];
static pthread_once_t indexed = PTHREAD_ONCE_INIT;

static void index_rows(void)
{
    size_t n;
    const clm_rule *r = clm_rules(&n);
    for (size_t i = 0; i < n; i++)
        if (count[r[i].kind]++ == 0)
            first[r[i].kind] = i;
}

const clm_rule *clm_kind_rules(clm_rule_kind k, size_t *n)
{
    pthread_once(&indexed, index_rows);
    size_t all;
    *n = count[k]; /* the table lists a kind's rows together */
    return clm_rules(&all) + first[k];
}

const clm_rule *clm_kind_rule(clm_rule_kind k, char w)
{
    size_t n;
    const clm_rule *r = clm_kind_rules(k, &n);
    for (size_t i = 0; i < n; i++)
        if (r[i].which == w)
            return &r[i];
    return NULL;
}

static int bad_enum(clm_rule_enum e, const clm_shape *s)
{
    switch (e) {
    case CLM_E_ORDER:
        return clm_bad_order(s->order);
    case CLM_E_TRANS:
        return clm_bad_trans(s->trans) ||
               (s->trans_reject && (int)s->trans == s->trans_reject - 1);
    case CLM_E_TRANSB:
        return clm_bad_trans(s->transB);
    case CLM_E_UPLO:
        return clm_bad_uplo(s->uplo);
    case CLM_E_DIAG:
        return clm_bad_diag(s->diag);
    case CLM_E_SIDE:
        return clm_bad_side(s->side);
    }
    return 1;
}

clblasStatus clm_check_rules(clm_rule_kind k, const clm_shape *s, clm_dtype dt,
                             const clm_queue_args *q, clm_call *call, const clm_mat *mat,
                             const clm_vec *vec)
{
    clblasStatus st;
    if ((st = clm_check_init()) != clblasSuccess)
        return st;
    size_t nrows;
    const clm_rule *r = clm_kind_rules(k, &nrows);
    for (size_t i = 0; i < nrows; i++)
        if (!r[i].which && bad_enum(r[i].e, s))
            return clblasInvalidValue;
    if (s->M > CLM_MAX_DIM || s->N > CLM_MAX_DIM || s->K > CLM_MAX_DIM || s->KL > CLM_MAX_DIM ||
        s->KU > CLM_MAX_DIM)
        return clblasInvalidDim;
    clm_operand v[5];
    int n = 0, empty = 0, out = 0, out_empty = 0, slot = 2; /* vec[slot]: the next result */
    for (size_t i = 0; i < nrows && n < 5; i++) {
        if (!r[i].which)
            continue;
        const char w = r[i].which;
        const size_t rows = r[i].rows(s), cols = r[i].cols ? r[i].cols(s) : 1;
        if (w == 'R') { /* checked whatever the others hold */
            v[n++] = (clm_operand)CLM_RESULT(
                vec[slot].mem, vec[slot].off, rows,
                clm_rule_elem_size(r[i].elem, clm_dtype_size(dt), clm_dtype_complex(dt)));
            slot++;
            continue;
        }
        if (w == 'S')
            v[n] = (clm_operand)CLM_SCRATCH(vec[slot].mem, rows);
        else if (CLM_RULE_IS_VEC(w))
            v[n] = (clm_operand)CLM_VECTOR_OF(w, vec[w - 'X'], rows);
        else if (r[i].packed)
            v[n] = (clm_operand)CLM_PACKED_OF(w, mat[w - 'A'], rows);
        else
            v[n] = (clm_operand)CLM_MATRIX_OF(w, mat[w - 'A'], rows, cols);
        empty |= rows == 0 || cols == 0; /* nothing is read or written */
        if (r[i].out) /* written all the same, unless it has no element */
            out = 1, out_empty |= rows == 0 || cols == 0;
        n++;
    }
    return clm_check_operands(dt, q, call, v, n, out ? out_empty : empty);
}
