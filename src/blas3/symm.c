/*
 * SYMM, HEMM: C := alpha A B + beta C (side left) or alpha B A + beta C
 * (side right), A symmetric or Hermitian with one triangle stored.
 *
 * A is first written out whole into scratch (symm.cl, one launch reading
 * the stored triangle), then C is one GEMM of the engine. The copy moves
 * about 1.5 n^2 elements against the product's 2 m n^2 flops: at the sizes
 * that reach the GEMM's rate it costs about 1% (docs/perf/level3.md); a
 * few right-hand sides pay more (there the product itself reads A once).
 */
#include "blas3/symm.h"

#include "api/rules.h"
#include "blas3/gemm.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"
#include "core/scratch.h"
#include "blas3/kernels/symm_flags.h"

static clblasStatus validate(const clm_symm_args *a, clm_call *call)
{
    const clm_shape s = {.order = a->order, .side = a->side, .uplo = a->uplo, .M = a->M,
                         .N = a->N};
    const clm_mat mat[3] = {a->A, a->B, a->C};
    return clm_check_rules(CLM_RULES_symm, &s, a->dt, &a->q, call, mat, NULL);
}

/* A (ka x ka, one triangle stored) written out whole into F. */
static cl_int fill_full(clm_launch *l, const clm_call *call, clm_dtype dt, cl_uint ka, clm_mat A,
                        cl_mem F, cl_ulong ldf, cl_uint flags)
{
    char options[32] = "";
    clm_define(options, sizeof options, "CLM_PRECISION", (int)dt);
    clm_program *prog;
    cl_int err = clm_program_get(call->ctx, call->dev, "symm_flags+symm", options, &prog);
    if (err != CL_SUCCESS)
        return err;
    clm_kargs g;
    clm_args_init(&g);
    clm_arg_u32(&g, ka);
    clm_arg_mat(&g, A.mem, A.off, A.ld);
    clm_arg_mem(&g, F);
    clm_arg_u64(&g, ldf);
    clm_arg_u32(&g, flags);
    size_t tiles = ((size_t)ka + 31) / 32, gws[2] = {tiles * 32, tiles * 8}, lws[2] = {32, 8};
    return clm_launch_args(l, prog, "symm_full", 2, gws, lws, &g);
}

static cl_int run(clm_launch *l, const clm_call *call, const void *args)
{
    const clm_symm_args *a = args;
    /* Column-major: a row-major C is stored as C^T = B^T A^T, and A^T as
     * stored is A's other triangle (Hermitian: conj(A), Hermitian too), so
     * the column-major product takes the other side and triangle, M and N
     * swapped, every matrix as it is stored. */
    const clm_sided s = clm_sided_of(a->order, a->side, a->uplo, a->M, a->N);
    const int left = s.left, lower = s.lower;
    const size_t m = s.m, n = s.n, ka = s.ka;
    const size_t es = clm_dtype_size(a->dt);
    const size_t ldf = (ka + 3) / 4 * 4; /* 4-aligned columns: GEMM's vector loads */
    clm_gemm_op op = {.dt = a->dt, .m = m, .n = n, .k = ka, .alpha = a->alpha, .beta = a->beta,
                      .C = a->C, .mask = CLM_MASK_FULL};
    const int alpha_zero = clm_scalar_is(a->dt, a->alpha, 0.0);
    clm_scratch *sc = NULL;
    cl_int err = CL_SUCCESS;
    cl_mem F = a->B.mem; /* alpha 0: not read (the engine reads neither operand) */
    if (m > 0 && n > 0 && !alpha_zero) {
        err = clm_scratch_get(l, ldf * ka * es, &sc);
        if (err == CL_SUCCESS) {
            F = clm_scratch_mem(sc);
            clm_launch_more(l); /* the product follows */
            err = fill_full(l, call, a->dt, (cl_uint)ka, a->A, F, ldf,
                            (lower ? SYMM_LOWER : 0) | (a->herm ? SYMM_HERM : 0));
        }
    }
    if (err == CL_SUCCESS) {
        const clm_mat full = {F, 0, ldf};
        op.A = left ? full : a->B;
        op.B = left ? a->B : full;
        err = clm_gemm_enqueue(l, call, &op);
    }
    clm_scratch_put_after(sc, l);
    return err;
}

clblasStatus clm_symm(const clm_symm_args *a)
{
    clm_call call;
    return clm_launch_run(validate(a, &call), &call, &a->q, run, a);
}
