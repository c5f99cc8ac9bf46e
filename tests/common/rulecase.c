#include "rulecase.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

clm_shape ec_rule_shape(const ec_rule_args *r)
{
    clm_shape s = {.order = r->order ? *r->order : clblasColumnMajor,
                   .side = r->side ? *r->side : clblasLeft,
                   .trans = r->trans ? *r->trans : clblasNoTrans,
                   .transB = r->transB ? *r->transB : clblasNoTrans,
                   .trans_reject = r->trans_reject,
                   .uplo = r->uplo ? *r->uplo : clblasUpper,
                   .diag = r->diag ? *r->diag : clblasNonUnit};
    s.M = r->M ? *r->M : 0;
    s.N = r->N ? *r->N : 0;
    s.K = r->K ? *r->K : 0;
    s.KL = r->KL ? *r->KL : 0;
    s.KU = r->KU ? *r->KU : 0;
    return s;
}

size_t ec_rule_size(clm_rule_kind k, const ec_rule_args *r, char w)
{
    const clm_rule *row = clm_rule_of(k, w);
    const clm_shape s = ec_rule_shape(r);
    return row ? row->rows(&s) : 0;
}

/* Each enum's name and number of values; each operand's shape status. */
static const char *const enum_name[] = {"order", "trans", "transB", "uplo", "diag", "side"};
static const int enum_values[] = {CLM_E_ORDER_VALUES, CLM_E_TRANS_VALUES, CLM_E_TRANSB_VALUES,
                                  CLM_E_UPLO_VALUES, CLM_E_DIAG_VALUES, CLM_E_SIDE_VALUES};
/* indexed by clm_rule_enum: one entry each */
_Static_assert(sizeof enum_values / sizeof enum_values[0] == CLM_E_SIDE + 1, "enum_values");
static const clblasStatus bad_ld[3] = {clblasInvalidLeadDimA, clblasInvalidLeadDimB,
                                       clblasInvalidLeadDimC};
static const clblasStatus bad_inc[2] = {clblasInvalidIncX, clblasInvalidIncY};

static void set_enum(const ec_rule_args *r, clm_rule_enum e, int v)
{
    if (e == CLM_E_ORDER)
        *r->order = (clblasOrder)v;
    else if (e == CLM_E_TRANS)
        *r->trans = (clblasTranspose)v;
    else if (e == CLM_E_TRANSB)
        *r->transB = (clblasTranspose)v;
    else if (e == CLM_E_UPLO)
        *r->uplo = (clblasUplo)v;
    else if (e == CLM_E_SIDE)
        *r->side = (clblasSide)v;
    else
        *r->diag = (clblasDiag)v;
}

static int get_enum(const ec_rule_args *r, clm_rule_enum e)
{
    return e == CLM_E_ORDER    ? (int)*r->order
           : e == CLM_E_TRANS  ? (int)*r->trans
           : e == CLM_E_TRANSB ? (int)*r->transB
           : e == CLM_E_UPLO   ? (int)*r->uplo
           : e == CLM_E_SIDE   ? (int)*r->side
                               : (int)*r->diag;
}

/* The cases of one combination of the enums and dimensions as they stand. */
static void shape_cases(const ec_fixture *f, void *args, clm_rule_kind k, const ec_rule_args *r,
                        const char *how)
{
    size_t n;
    const clm_rule *t = clm_rules(&n);
    size_t saved[3];
    for (int m = 0; m < 3; m++)
        saved[m] = r->ld[m] ? *r->ld[m] : 0;
    const clm_shape s = ec_rule_shape(r);
    for (size_t i = 0; i < n; i++) {
        if (t[i].kind != k || !CLM_RULE_IS_MAT(t[i].which) || t[i].packed)
            continue;
        char what[160];
        snprintf(what, sizeof what, "%s, ld%c", how, t[i].which - 'A' + 'a');
        ec_ld_edge(f, args, r->nq, r->ld[t[i].which - 'A'], t[i].rows(&s),
                   bad_ld[t[i].which - 'A'], what);
    }
    for (size_t i = 0; i < n; i++) /* every ld at its least: valid */
        if (t[i].kind == k && CLM_RULE_IS_MAT(t[i].which) && !t[i].packed) {
            const size_t rows = t[i].rows(&s);
            *r->ld[t[i].which - 'A'] = rows ? rows : 1;
        }
    for (size_t i = 0; i < n; i++) {
        if (t[i].kind != k || !CLM_RULE_IS_VEC(t[i].which))
            continue;
        const ec_vec *v = &r->vec[t[i].which - 'X'];
        const int inc = *v->inc;
        *v->inc = 0;
        ec_expectf(f, args, bad_inc[t[i].which - 'X'], "%s%sinc%s = 0", how, *how ? ", " : "",
                   v->name);
        *v->inc = inc;
    }
    for (int m = 0; m < 3; m++)
        if (r->ld[m])
            *r->ld[m] = saved[m];
}

/* The library's checker reads a kind's rows as one run of the table
 * (api/rules.c): a kind whose rows are apart would be checked in part. */
static void rows_grouped(const clm_rule *t, size_t n)
{
    char ended[CLM_RULES_COUNT] = {0}; /* a kind whose run of rows is over */
    for (size_t i = 1; i < n; i++) {
        if (t[i].kind == t[i - 1].kind)
            continue;
        ended[t[i - 1].kind] = 1;
        if (ended[t[i].kind]) {
            fprintf(stderr, "rules.def: kind %d's rows are not together (row %zu)\n",
                    (int)t[i].kind, i);
            abort();
        }
    }
}

void ec_rule_cases(const ec_fixture *f, void *args, clm_rule_kind k, const ec_rule_args *r)
{
    size_t n;
    const clm_rule *t = clm_rules(&n);
    rows_grouped(t, n);
    clm_rule_enum es[6];
    int ne = 0, combos = 1;
    for (size_t i = 0; i < n; i++)
        if (t[i].kind == k && !t[i].which) {
            const clm_rule_enum e = t[i].e;
            const int v = get_enum(r, e);
            set_enum(r, e, enum_values[e]);
            ec_expectf(f, args, clblasInvalidValue, "%s = %d", enum_name[e], enum_values[e]);
            set_enum(r, e, -1);
            ec_expectf(f, args, clblasInvalidValue, "%s = -1", enum_name[e]);
            if (e == CLM_E_TRANS && r->trans_reject) {
                set_enum(r, e, r->trans_reject - 1);
                ec_expectf(f, args, clblasInvalidValue, "%s = %d (rejected)", enum_name[e],
                           r->trans_reject - 1);
            }
            set_enum(r, e, v);
            es[ne++] = e;
            combos *= enum_values[e];
        }
    int saved[6];
    for (int j = 0; j < ne; j++)
        saved[j] = get_enum(r, es[j]);
    size_t *const dims[5] = {r->M, r->N, r->K, r->KL, r->KU};
    static const char *const dim_name[5] = {"M", "N", "K", "KL", "KU"};
    for (int c = 0; c < combos; c++) {
        char how[120] = "";
        int rejected = 0;
        for (int j = 0, rest = c; j < ne; j++) {
            const int v = rest % enum_values[es[j]];
            rejected |= es[j] == CLM_E_TRANS && r->trans_reject && v == r->trans_reject - 1;
            rest /= enum_values[es[j]];
            set_enum(r, es[j], v);
            snprintf(how + strlen(how), sizeof how - strlen(how), "%s%s %d", j ? ", " : "",
                     enum_name[es[j]], v);
        }
        if (rejected)
            continue;
        shape_cases(f, args, k, r, how);
        for (int d = 0; d < 5; d++) {
            if (!dims[d] || *dims[d] == 0)
                continue;
            const size_t keep = *dims[d];
            char zero[160];
            snprintf(zero, sizeof zero, "%s%s%s = 0", how, *how ? ", " : "", dim_name[d]);
            *dims[d] = 0;
            shape_cases(f, args, k, r, zero);
            *dims[d] = keep;
        }
    }
    for (int j = 0; j < ne; j++)
        set_enum(r, es[j], saved[j]);
}

void ec_rule_vec_short(const ec_fixture *f, void *args, clm_rule_kind k, const ec_rule_args *r,
                       char w, tu_prec p)
{
    const ec_vec *v = &r->vec[w - 'X'];
    const cl_mem mem = *v->mem;
    const size_t off = *v->off;
    const int inc = *v->inc;
    cl_mem exact = ec_buffer(f->ctx, p, ec_vec_fit(ec_rule_size(k, r, w)));
    *v->mem = exact;
    ec_vec_short(f, args, v);
    ec_vec_overflow(f, args, v, tu_esize(p));
    clReleaseMemObject(exact);
    *v->mem = mem;
    *v->off = off;
    *v->inc = inc;
}

void ec_rule_result_scratch(const ec_fixture *f, void *args, clm_rule_kind k,
                            const ec_rule_args *r, tu_prec p)
{
    const clm_rule *row = clm_rule_of(k, CLM_W_R);
    if (!row)
        return;
    const ec_vec *v = &r->res;
    const cl_mem mem = *v->mem, scratch = r->scratch ? *r->scratch : NULL;
    const size_t off = *v->off, N = *r->N, count = ec_rule_size(k, r, CLM_W_R);
    const size_t es = clm_rule_elem_size(row->elem, tu_esize(p), tu_is_complex(p));
    cl_mem exact = ec_buffer_bytes(f->ctx, count * es), byte = ec_buffer_bytes(f->ctx, 1);
    *v->mem = exact;
    *v->off = 0;
    char what[96];
    snprintf(what, sizeof what, "%s in a buffer of exactly %zu elements", v->name, count);
    ec_expect_ok(f, args, 0, what);
    *v->off = 1;
    ec_expectf(f, args, v->want, "%s one element past its buffer", v->name);
    *r->N = 0;
    ec_expectf(f, args, v->want, "%s one element past its buffer, N = 0", v->name);
    *r->N = N;
    *v->off = SIZE_MAX;
    ec_expectf(f, args, v->want, "%s offset SIZE_MAX", v->name);
    *v->off = SIZE_MAX / es;
    ec_expectf(f, args, v->want, "%s offset SIZE_MAX / %zu (bytes overflow)", v->name, es);
    *v->off = 0;
    *v->mem = byte;
    ec_expectf(f, args, v->want, "%s buffer of one byte", v->name);
    *v->mem = mem;
    *v->off = off;
    clReleaseMemObject(exact);
    clReleaseMemObject(byte);
    if (!clm_rule_of(k, CLM_W_S))
        return;
    const size_t need = ec_rule_size(k, r, CLM_W_S) * tu_esize(p);
    cl_mem buf[3] = {ec_buffer_bytes(f->ctx, need), ec_buffer_bytes(f->ctx, need - tu_esize(p)),
                     ec_buffer_bytes(f->ctx, need - 1)};
    static const char *const how[3] = {"exactly its minimum", "one element short",
                                       "one byte short"};
    for (int i = 0; i < 3; i++) {
        *r->scratch = buf[i];
        snprintf(what, sizeof what, "scratch %s (table minimum %zu bytes)", how[i], need);
        if (i)
            ec_expect(f, args, clblasInsufficientMemVecX, what);
        else
            ec_expect_ok(f, args, 0, what);
        clReleaseMemObject(buf[i]);
    }
    *r->scratch = scratch;
}
