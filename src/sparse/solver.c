/*
 * solver.c - clSPARSE's iterative solvers: the solver control object and
 * conjugate gradients (clsparse[S|D]csrcg), optionally with the Jacobi
 * (diagonal) preconditioner.
 *
 * CG is composed of the library's own routines (csrmv, the cldense
 * element-wise and reduction routines); its scalars (alpha, beta, <r,z>,
 * <Ap,p>) stay in one device buffer and are combined there by the
 * element-wise routines on length-1 vectors, so an iteration waits for the
 * host only once, to read ||r||_1 for the stopping test (as clSPARSE).
 *
 * Stopping test, as clSPARSE's solver control: with the relative residual
 * res = ||b - A x||_1 / ||b||_1 (1-norms, as clSPARSE), converged when
 * res <= relTol or res <= absTol * res_0 (res_0: the residual of the initial
 * guess); otherwise stop after maxIters iterations, still with success (as
 * clSPARSE: the control's print summary tells). docs/sparse.md has the rest.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/check.h"
#include "sparse/routines.h"
#include "sparse/sparse.h"

#define CLM_SOLVER_MAGIC 0x534f4c56u

struct _solverControl {
    unsigned magic; /* CLM_SOLVER_MAGIC while alive, cleared on release: a best
                     * effort against wrong pointers (freed memory may be reused) */
    PRECONDITIONER precond;
    cl_int max_iters;
    cl_double rel_tol, abs_tol;
    PRINT_MODE print_mode;
    /* of the last solve, for the print summary */
    cl_int iters;
    cl_double initial_residual, residual;
};

static bool solver_ok(clSParseSolverControl s) { return s && s->magic == CLM_SOLVER_MAGIC; }

/* clSPARSE takes any values; clmath refuses what cannot be meant (an
 * unknown preconditioner, negative counts or tolerances, NaN). */
static bool params_ok(PRECONDITIONER precond, cl_int max_iters, cl_double rel, cl_double abs)
{
    return (precond == NOPRECOND || precond == DIAGONAL) && max_iters >= 0 && rel >= 0 &&
           abs >= 0;
}

static void set_params(clSParseSolverControl s, PRECONDITIONER precond, cl_int max_iters,
                       cl_double rel, cl_double abs)
{
    s->precond = precond;
    s->max_iters = max_iters;
    s->rel_tol = rel;
    s->abs_tol = abs;
    s->iters = 0;
    s->initial_residual = s->residual = 0;
}

clsparseCreateSolverResult clsparseCreateSolverControl(PRECONDITIONER precond, cl_int maxIters,
                                                       cl_double relTol, cl_double absTol)
{
    clsparseCreateSolverResult r = {clsparseSuccess, NULL};
    if (!params_ok(precond, maxIters, relTol, absTol)) {
        r.status = clsparseInvalidValue;
        return r;
    }
    struct _solverControl *s = calloc(1, sizeof *s);
    if (!s) {
        r.status = clsparseOutOfHostMemory;
        return r;
    }
    s->magic = CLM_SOLVER_MAGIC;
    s->print_mode = QUIET; /* clSPARSE's default */
    set_params(s, precond, maxIters, relTol, absTol);
    r.control = s;
    return r;
}

clsparseStatus clsparseReleaseSolverControl(clSParseSolverControl solverControl)
{
    if (!solver_ok(solverControl))
        return clsparseInvalidSolverControlObject;
    solverControl->magic = 0;
    free(solverControl);
    return clsparseSuccess;
}

clsparseStatus clsparseSetSolverParams(clSParseSolverControl solverControl,
                                       PRECONDITIONER precond, cl_int maxIters, cl_double relTol,
                                       cl_double absTol)
{
    if (!solver_ok(solverControl))
        return clsparseInvalidSolverControlObject;
    if (!params_ok(precond, maxIters, relTol, absTol))
        return clsparseInvalidValue;
    set_params(solverControl, precond, maxIters, relTol, absTol);
    return clsparseSuccess;
}

clsparseStatus clsparseSolverPrintMode(clSParseSolverControl solverControl, PRINT_MODE mode)
{
    if (!solver_ok(solverControl))
        return clsparseInvalidSolverControlObject;
    if (mode != QUIET && mode != NORMAL && mode != VERBOSE)
        return clsparseInvalidValue;
    solverControl->print_mode = mode;
    return clsparseSuccess;
}

static void print_summary(const char *name, clSParseSolverControl s, clsparseStatus st)
{
    if (s->print_mode == QUIET)
        return;
    printf("%s: relative tolerance %g, absolute tolerance %g, at most %d iterations, %s\n", name,
           s->rel_tol, s->abs_tol, (int)s->max_iters,
           s->precond == DIAGONAL ? "diagonal preconditioner" : "no preconditioner");
    printf("%s: status %d after %d iterations, residual %g (initial %g)%s\n", name, (int)st,
           (int)s->iters, s->residual, s->initial_residual,
           st == clsparseSuccess && !(s->residual <= s->rel_tol ||
                                      s->residual <= s->abs_tol * s->initial_residual)
               ? ", not converged"
               : "");
    fflush(stdout);
}

static bool converged(const clSParseSolverControl s, double res)
{
    return res <= s->rel_tol || res <= s->abs_tol * s->initial_residual;
}

/* Device slots of the solver's scalars, in one buffer. */
enum { S_ONE, S_ZERO, S_ALPHA, S_NALPHA, S_BETA, S_RZ0, S_RZ1, S_YP, S_NORM, S_COUNT };

/* The inverse of A's diagonal for Jacobi, made on the host from a copy of
 * A (once per solve; a missing or zero diagonal entry gives 1, leaving its
 * row unscaled). */
static cl_int make_inv_diag(const clm_sp_call *call, clm_dtype dt, const clsparseCsrMatrix *A,
                            cl_mem *out)
{
    size_t n = A->num_rows, nnz = A->num_nonzeros, es = clm_dtype_size(dt);
    cl_uint *rp = malloc((n + 1) * sizeof *rp), *col = malloc((nnz ? nnz : 1) * sizeof *col);
    char *val = malloc((nnz ? nnz : 1) * es), *inv = malloc((n ? n : 1) * es);
    cl_int err = (rp && col && val && inv) ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
    if (err == CL_SUCCESS)
        err = clEnqueueReadBuffer(call->queue, A->row_pointer, CL_FALSE,
                                  A->off_row_pointer * sizeof *rp, (n + 1) * sizeof *rp, rp, 0,
                                  NULL, NULL);
    if (err == CL_SUCCESS && nnz)
        err = clEnqueueReadBuffer(call->queue, A->col_indices, CL_FALSE,
                                  A->off_col_indices * sizeof *col, nnz * sizeof *col, col, 0,
                                  NULL, NULL);
    if (err == CL_SUCCESS && nnz)
        err = clEnqueueReadBuffer(call->queue, A->values, CL_TRUE, A->off_values * es, nnz * es,
                                  val, 0, NULL, NULL);
    if (err == CL_SUCCESS && !nnz)
        err = clFinish(call->queue);
    for (size_t i = 0; err == CL_SUCCESS && i < n; i++) {
        double d = 0;
        for (cl_uint k = rp[i]; k < rp[i + 1] && k < nnz; k++)
            if (col[k] == i)
                d = dt == CLM_D ? ((double *)val)[k] : ((float *)val)[k];
        d = d != 0 ? 1 / d : 1;
        if (dt == CLM_D)
            ((double *)inv)[i] = d;
        else
            ((float *)inv)[i] = (float)d;
    }
    if (err == CL_SUCCESS)
        *out = clCreateBuffer(call->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (n ? n : 1) * es, inv,
                              &err);
    free(rp);
    free(col);
    free(val);
    free(inv);
    return err;
}

static clsparseStatus validate(clm_dtype dt, const cldenseVector *x, const clsparseCsrMatrix *A,
                               const cldenseVector *b, clSParseSolverControl s,
                               clsparseControl control, clm_sp_call *call)
{
    clsparseStatus st = clm_sp_begin(control, dt, call);
    if (st != clsparseSuccess)
        return st;
    if (!solver_ok(s))
        return clsparseInvalidSolverControlObject;
    if (!x || !A || !b)
        return clsparseInvalidValue;
    /* square, and x and b of its size: clSPARSE's system-size check */
    if (A->num_rows != A->num_cols || x->num_values != A->num_cols ||
        b->num_values != A->num_rows)
        return clsparseInvalidSystemSize;
    if (A->num_rows > CLM_MAX_DIM)
        return clsparseInvalidSize;
    size_t es = clm_dtype_size(dt), u = sizeof(cl_uint), n = A->num_rows;
    if ((st = clm_sp_check_buffer(call, x->values, x->off_values, n, es)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, b->values, b->off_values, n, es)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, A->values, A->off_values, A->num_nonzeros, es)) !=
            clsparseSuccess ||
        (st = clm_sp_check_buffer(call, A->col_indices, A->off_col_indices, A->num_nonzeros,
                                  u)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, A->row_pointer, A->off_row_pointer, n + 1, u)) !=
            clsparseSuccess)
        return st;
    return clsparseSuccess;
}

/* A host read of one scalar slot, as double. */
static cl_int read_slot(cl_command_queue q, clm_dtype dt, cl_mem sc, int slot, double *v)
{
    size_t es = clm_dtype_size(dt);
    union {
        float f;
        double d;
    } u;
    cl_int err = clEnqueueReadBuffer(q, sc, CL_TRUE, (size_t)slot * es, es, &u, 0, NULL, NULL);
    *v = dt == CLM_D ? u.d : u.f;
    return err;
}

/* The CG iterations proper; every step's status is a clsparseStatus. */
static clsparseStatus cg_run(clm_dtype dt, const clm_sp_call *call, cldenseVector *x,
                             const clsparseCsrMatrix *A, const cldenseVector *b,
                             clSParseSolverControl s, cl_mem sc, cl_mem inv, cl_mem *vecs)
{
    clsparseControl c = call->control;
    size_t n = A->num_rows;
    double norm_b, norm_r;
    /* the slots as scalars and as length-1 vectors */
    clsparseScalar S[S_COUNT];
    cldenseVector V[S_COUNT];
    for (int i = 0; i < S_COUNT; i++) {
        clsparseInitScalar(&S[i]);
        S[i].value = sc;
        S[i].off_value = (size_t)i;
        clsparseInitVector(&V[i]);
        V[i].values = sc;
        V[i].off_values = (size_t)i;
        V[i].num_values = 1;
    }
    cldenseVector r, y, p, z, d;
    cldenseVector *vs[] = {&r, &y, &p, &z, &d};
    for (int i = 0; i < 5; i++) {
        clsparseInitVector(vs[i]);
        vs[i]->values = i < 4 ? vecs[i] : inv;
        vs[i]->num_values = n;
    }
    const cldenseVector *zz = inv ? &z : &r; /* without Jacobi z is r */

    clsparseStatus st = clm_sp_dense_reduce(CLM_DV_NRM1, dt, &S[S_NORM], b, NULL, c);
    if (st == clsparseSuccess)
        st = (clsparseStatus)read_slot(call->queue, dt, sc, S_NORM, &norm_b);
    if (st != clsparseSuccess)
        return st;
    if (norm_b == 0) { /* b = 0: x = 0, as clSPARSE (which copies b) */
        s->residual = s->initial_residual = 0;
        return (clsparseStatus)clEnqueueCopyBuffer(call->queue, b->values, x->values,
                                                   b->off_values * clm_dtype_size(dt),
                                                   x->off_values * clm_dtype_size(dt),
                                                   n * clm_dtype_size(dt), 0, NULL, NULL);
    }
    /* r = b - A x */
    if ((st = clm_sp_csrmv(dt, &S[S_ONE], A, x, &S[S_ZERO], &y, c)) != clsparseSuccess ||
        (st = clm_sp_dense_elementwise(CLM_DV_SUB, dt, &r, NULL, b, NULL, &y, c)) !=
            clsparseSuccess ||
        (st = clm_sp_dense_reduce(CLM_DV_NRM1, dt, &S[S_NORM], &r, NULL, c)) != clsparseSuccess ||
        (st = (clsparseStatus)read_slot(call->queue, dt, sc, S_NORM, &norm_r)) != clsparseSuccess)
        return st;
    s->initial_residual = s->residual = norm_r / norm_b;
    if (converged(s, s->residual) || s->max_iters == 0)
        return clsparseSuccess;

    /* z = M r, p = z, rz = <r, z>; rz alternates between two slots */
    int rz = S_RZ0, rz_old = S_RZ1;
    if ((inv && (st = clm_sp_dense_elementwise(CLM_DV_MUL, dt, &z, NULL, &d, NULL, &r, c)) !=
                    clsparseSuccess) ||
        (st = clm_sp_dense_elementwise(CLM_DV_SCALE, dt, &p, &S[S_ONE], NULL, NULL, zz, c)) !=
            clsparseSuccess ||
        (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[rz], &r, zz, c)) != clsparseSuccess)
        return st;
    while (s->iters < s->max_iters) {
        /* y = A p; alpha = rz / <y, p>; x += alpha p; r -= alpha y */
        if ((st = clm_sp_csrmv(dt, &S[S_ONE], A, &p, &S[S_ZERO], &y, c)) != clsparseSuccess ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[S_YP], &y, &p, c)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_DIV, dt, &V[S_ALPHA], NULL, &V[rz], NULL,
                                           &V[S_YP], c)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_SUB, dt, &V[S_NALPHA], NULL, &V[S_ZERO], NULL,
                                           &V[S_ALPHA], c)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_AXPY, dt, x, &S[S_ALPHA], &p, NULL, x, c)) !=
                clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_AXPY, dt, &r, &S[S_NALPHA], &y, NULL, &r, c)) !=
                clsparseSuccess)
            return st;
        s->iters++;
        if ((st = clm_sp_dense_reduce(CLM_DV_NRM1, dt, &S[S_NORM], &r, NULL, c)) !=
                clsparseSuccess ||
            (st = (clsparseStatus)read_slot(call->queue, dt, sc, S_NORM, &norm_r)) !=
                clsparseSuccess)
            return st;
        s->residual = norm_r / norm_b;
        if (s->print_mode == VERBOSE) {
            printf("cg: iteration %d, residual %g\n", (int)s->iters, s->residual);
            fflush(stdout);
        }
        if (!isfinite(s->residual)) /* a breakdown (A not SPD): no point going on */
            return clsparseSolverError;
        if (converged(s, s->residual) || s->iters >= s->max_iters)
            break;
        /* z = M r; rz = <r, z>; beta = rz / rz_old; p = z + beta p */
        int t = rz;
        rz = rz_old;
        rz_old = t;
        if ((inv && (st = clm_sp_dense_elementwise(CLM_DV_MUL, dt, &z, NULL, &d, NULL, &r, c)) !=
                        clsparseSuccess) ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[rz], &r, zz, c)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_DIV, dt, &V[S_BETA], NULL, &V[rz], NULL,
                                           &V[rz_old], c)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_AXPBY, dt, &p, &S[S_ONE], zz, &S[S_BETA], &p,
                                           c)) != clsparseSuccess)
            return st;
    }
    return clsparseSuccess;
}

clsparseStatus clm_sp_csrcg(clm_dtype dt, cldenseVector *x, const clsparseCsrMatrix *A,
                            const cldenseVector *b, clSParseSolverControl s,
                            clsparseControl control)
{
    clm_sp_call call;
    clsparseStatus st = validate(dt, x, A, b, s, control, &call);
    if (st != clsparseSuccess)
        return st;
    s->iters = 0;
    s->initial_residual = s->residual = 0;
    size_t n = A->num_rows, es = clm_dtype_size(dt);
    cl_mem sc = NULL, inv = NULL, vecs[4] = {NULL, NULL, NULL, NULL};
    cl_int err = CL_SUCCESS;
    double one = 1;
    float onef = 1;
    char init[S_COUNT * sizeof(double)];
    memset(init, 0, sizeof init);
    memcpy(init + S_ONE * es, dt == CLM_D ? (void *)&one : (void *)&onef, es);
    sc = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, S_COUNT * es, init,
                        &err);
    for (int i = 0; i < 4 && err == CL_SUCCESS; i++)
        if (i != 3 || s->precond == DIAGONAL)
            vecs[i] = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE, (n ? n : 1) * es, NULL, &err);
    if (err == CL_SUCCESS && s->precond == DIAGONAL)
        err = make_inv_diag(&call, dt, A, &inv);
    if (err == CL_SUCCESS && n > 0) {
        /* The steps run asynchronously; the residual reads synchronise. */
        cl_bool async = control->async;
        control->async = CL_TRUE;
        st = cg_run(dt, &call, x, A, b, s, sc, inv, vecs);
        control->async = async;
    } else {
        st = (clsparseStatus)err;
    }
    /* The control's event: the last step's, or a marker (clm_sp_finish). */
    if (call.control->event)
        clReleaseEvent(call.control->event);
    call.control->event = NULL;
    call.control->event_due = st == clsparseSuccess;
    if (st == clsparseSuccess && !control->async)
        st = (clsparseStatus)clFinish(call.queue);
    if (sc)
        clReleaseMemObject(sc);
    if (inv)
        clReleaseMemObject(inv);
    for (int i = 0; i < 4; i++)
        if (vecs[i])
            clReleaseMemObject(vecs[i]);
    print_summary(dt == CLM_D ? "Dcsrcg" : "Scsrcg", s, st);
    return st;
}
