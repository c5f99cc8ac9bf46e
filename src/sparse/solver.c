/*
 * solver.c - clSPARSE's iterative solvers: the solver control object,
 * conjugate gradients (clsparse[S|D]csrcg) and BiCGStab
 * (clsparse[S|D]csrbicgStab), optionally with the Jacobi (diagonal)
 * preconditioner.
 *
 * Both are composed of the library's own routines (csrmv, the cldense
 * element-wise and reduction routines); their scalars (alpha, beta, omega,
 * the dot products) stay in one device buffer and are combined there by the
 * element-wise routines on length-1 vectors, so an iteration waits for the
 * host only to read the residual's 1-norm for the stopping test (as
 * clSPARSE: once per CG iteration; twice per BiCGStab one, at the half step
 * on s and at the end on r).
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

clsparseCreateSolverResult clm_sp_create_solver(PRECONDITIONER precond, cl_int maxIters,
                                                cl_double relTol, cl_double absTol)
{
    if (!params_ok(precond, maxIters, relTol, absTol))
        return (clsparseCreateSolverResult){clsparseInvalidValue, NULL};
    struct _solverControl *s = calloc(1, sizeof *s);
    if (!s)
        return (clsparseCreateSolverResult){clsparseOutOfHostMemory, NULL};
    s->magic = CLM_SOLVER_MAGIC;
    s->print_mode = QUIET; /* clSPARSE's default */
    set_params(s, precond, maxIters, relTol, absTol);
    return (clsparseCreateSolverResult){clsparseSuccess, s};
}

clsparseStatus clm_sp_release_solver(clSParseSolverControl solverControl)
{
    if (!solver_ok(solverControl))
        return clsparseInvalidSolverControlObject;
    solverControl->magic = 0;
    free(solverControl);
    return clsparseSuccess;
}

clsparseStatus clm_sp_set_solver_params(clSParseSolverControl solverControl, PRECONDITIONER precond,
                                        cl_int maxIters, cl_double relTol, cl_double absTol)
{
    if (!solver_ok(solverControl))
        return clsparseInvalidSolverControlObject;
    if (!params_ok(precond, maxIters, relTol, absTol))
        return clsparseInvalidValue;
    set_params(solverControl, precond, maxIters, relTol, absTol);
    return clsparseSuccess;
}

clsparseStatus clm_sp_solver_print_mode(clSParseSolverControl solverControl, PRINT_MODE mode)
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
    /* x and b hold num_rows values (checked above) */
    size_t es = clm_dtype_size(dt);
    if ((st = clm_sp_check_vector(call, x, es)) != clsparseSuccess ||
        (st = clm_sp_check_vector(call, b, es)) != clsparseSuccess)
        return st;
    return clm_sp_check_csr(call, es, A, A->num_rows, A->num_nonzeros);
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

/* Device slots of the solvers' scalars, in one buffer (CG uses the first
 * nine: its rz alternates between RZ0 and RZ1, as BiCGStab's rho). */
enum {
    S_ONE,
    S_ZERO,
    S_ALPHA,
    S_NALPHA,
    S_BETA,
    S_RZ0,
    S_RZ1,
    S_YP,
    S_NORM,
    S_OMEGA,
    S_NOMEGA,
    S_SS, /* <A M s, s> */
    S_TT, /* <A M s, A M s> */
    S_BO, /* beta * omega, and a temporary */
    S_NBO,
    S_COUNT
};

enum { WS_VECS = 8 };

/* What a solver's iterations work with: the call, the slots as scalars and
 * as length-1 vectors, the work vectors, A's inverse diagonal (Jacobi). */
typedef struct {
    clm_dtype dt;
    const clm_sp_call *call;
    clsparseControl c;
    cldenseVector *x;
    const clsparseCsrMatrix *A;
    const cldenseVector *b;
    clSParseSolverControl s;
    const char *name; /* for VERBOSE's lines */
    bool jacobi;
    double norm_b;
    clsparseScalar S[S_COUNT];
    cldenseVector V[S_COUNT];
    cldenseVector w[WS_VECS];
    cldenseVector d;
} solver_ws;

/* res := ||v||_1 / ||b||_1, through slot NORM and one blocking read. */
static clsparseStatus ws_residual(solver_ws *w, const cldenseVector *v, double *res)
{
    double nv = 0;
    clsparseStatus st = clm_sp_dense_reduce(CLM_DV_NRM1, w->dt, &w->S[S_NORM], v, NULL, w->c);
    if (st == clsparseSuccess)
        st = (clsparseStatus)read_slot(w->call->queue, w->dt, w->V[S_NORM].values, S_NORM, &nv);
    *res = nv / w->norm_b;
    return st;
}

/* The start of every solve: ||b||_1; b = 0 gives x = 0 (as clSPARSE, which
 * copies b); r = b - A x (y a temporary) and res_0. *done when there is
 * nothing to iterate: b = 0, a converged initial guess, or maxIters 0. */
static clsparseStatus ws_start(solver_ws *w, cldenseVector *r, cldenseVector *y, bool *done)
{
    size_t es = clm_dtype_size(w->dt);
    clsparseStatus st;
    *done = true;
    w->norm_b = 1;
    if ((st = ws_residual(w, w->b, &w->norm_b)) != clsparseSuccess)
        return st;
    if (w->norm_b == 0) {
        w->s->residual = w->s->initial_residual = 0;
        return (clsparseStatus)clEnqueueCopyBuffer(w->call->queue, w->b->values, w->x->values,
                                                   w->b->off_values * es, w->x->off_values * es,
                                                   w->A->num_rows * es, 0, NULL, NULL);
    }
    if ((st = clm_sp_csrmv(w->dt, &w->S[S_ONE], w->A, w->x, &w->S[S_ZERO], y, w->c)) !=
            clsparseSuccess ||
        (st = clm_sp_dense_elementwise(CLM_DV_SUB, w->dt, r, NULL, w->b, NULL, y, w->c)) !=
            clsparseSuccess ||
        (st = ws_residual(w, r, &w->s->residual)) != clsparseSuccess)
        return st;
    w->s->initial_residual = w->s->residual;
    *done = converged(w->s, w->s->residual) || w->s->max_iters == 0;
    return clsparseSuccess;
}

/* *out := M v: Jacobi's d .* v into buf, or v itself without a preconditioner. */
static clsparseStatus ws_precond(solver_ws *w, cldenseVector *buf, const cldenseVector *v,
                                 const cldenseVector **out)
{
    *out = v;
    if (!w->jacobi)
        return clsparseSuccess;
    *out = buf;
    return clm_sp_dense_elementwise(CLM_DV_MUL, w->dt, buf, NULL, &w->d, NULL, v, w->c);
}

/* The end of an iteration with residual res (counted in s->iters): its line
 * in VERBOSE; a NaN or infinite residual is a breakdown, no point going on;
 * *stop when converged or out of iterations. */
static clsparseStatus ws_iteration_end(solver_ws *w, double res, bool *stop)
{
    w->s->residual = res;
    if (w->s->print_mode == VERBOSE) {
        printf("%s: iteration %d, residual %g\n", w->name, (int)w->s->iters, res);
        fflush(stdout);
    }
    if (!isfinite(res))
        return clsparseSolverError;
    *stop = converged(w->s, res) || w->s->iters >= w->s->max_iters;
    return clsparseSuccess;
}

/* c := a op b on slots (op DIV, MUL or SUB). */
static clsparseStatus slot_op(solver_ws *w, clm_dv_op op, int c, int a, int b)
{
    return clm_sp_dense_elementwise(op, w->dt, &w->V[c], NULL, &w->V[a], NULL, &w->V[b], w->c);
}

/* Slot q := a / b and slot nq := -q: a step length and its negative. */
static clsparseStatus slot_ratio(solver_ws *w, int q, int nq, int a, int b)
{
    clsparseStatus st = slot_op(w, CLM_DV_DIV, q, a, b);
    return st != clsparseSuccess ? st : slot_op(w, CLM_DV_SUB, nq, S_ZERO, q);
}

/* out := in + S[k] v. */
static clsparseStatus ws_axpy(solver_ws *w, cldenseVector *out, int k, const cldenseVector *v,
                              const cldenseVector *in)
{
    return clm_sp_dense_elementwise(CLM_DV_AXPY, w->dt, out, &w->S[k], v, NULL, in, w->c);
}

/* *mv := M v (in buf, or v itself: ws_precond), then av := A M v. */
static clsparseStatus ws_apply(solver_ws *w, cldenseVector *buf, const cldenseVector *v,
                               const cldenseVector **mv, cldenseVector *av)
{
    clsparseStatus st = ws_precond(w, buf, v, mv);
    if (st != clsparseSuccess)
        return st;
    return clm_sp_csrmv(w->dt, &w->S[S_ONE], w->A, *mv, &w->S[S_ZERO], av, w->c);
}

/* The CG iterations proper; every step's status is a clsparseStatus.
 * Vectors: r, y, p, and z (Jacobi). */
static clsparseStatus cg_run(solver_ws *w)
{
    clsparseControl c = w->c;
    clm_dtype dt = w->dt;
    clsparseScalar *S = w->S;
    cldenseVector *x = w->x, *r = &w->w[0], *y = &w->w[1], *p = &w->w[2], *z = &w->w[3];
    const cldenseVector *zz;
    bool stop;
    clsparseStatus st = ws_start(w, r, y, &stop);
    if (st != clsparseSuccess || stop)
        return st;

    /* z = M r, p = z, rz = <r, z>; rz alternates between two slots */
    int rz = S_RZ0, rz_old = S_RZ1;
    if ((st = ws_precond(w, z, r, &zz)) != clsparseSuccess ||
        (st = clm_sp_dense_elementwise(CLM_DV_SCALE, dt, p, &S[S_ONE], NULL, NULL, zz, c)) !=
            clsparseSuccess ||
        (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[rz], r, zz, c)) != clsparseSuccess)
        return st;
    for (;;) {
        /* y = A p; alpha = rz / <y, p>; x += alpha p; r -= alpha y */
        double res;
        if ((st = clm_sp_csrmv(dt, &S[S_ONE], w->A, p, &S[S_ZERO], y, c)) != clsparseSuccess ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[S_YP], y, p, c)) != clsparseSuccess ||
            (st = slot_ratio(w, S_ALPHA, S_NALPHA, rz, S_YP)) != clsparseSuccess ||
            (st = ws_axpy(w, x, S_ALPHA, p, x)) != clsparseSuccess ||
            (st = ws_axpy(w, r, S_NALPHA, y, r)) != clsparseSuccess)
            return st;
        w->s->iters++;
        if ((st = ws_residual(w, r, &res)) != clsparseSuccess ||
            (st = ws_iteration_end(w, res, &stop)) != clsparseSuccess || stop)
            return st; /* a breakdown: A not SPD */
        /* z = M r; rz = <r, z>; beta = rz / rz_old; p = z + beta p */
        int t = rz;
        rz = rz_old;
        rz_old = t;
        if ((st = ws_precond(w, z, r, &zz)) != clsparseSuccess ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[rz], r, zz, c)) != clsparseSuccess ||
            (st = slot_op(w, CLM_DV_DIV, S_BETA, rz, rz_old)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_AXPBY, dt, p, &S[S_ONE], zz, &S[S_BETA], p,
                                           c)) != clsparseSuccess)
            return st;
    }
}

/* BiCGStab as clSPARSE's: right-preconditioned (x += alpha M p + omega M s,
 * so r stays the true system's residual), shadow residual r* = r_0, the
 * stopping test also on s at the half step. Vectors: r, r*, p, s, A M p,
 * A M s, and M p, M s (Jacobi). */
static clsparseStatus bicgstab_run(solver_ws *w)
{
    clsparseControl c = w->c;
    clm_dtype dt = w->dt;
    clsparseScalar *S = w->S;
    cldenseVector *x = w->x, *r = &w->w[0], *rs = &w->w[1], *p = &w->w[2], *s = &w->w[3],
                  *amp = &w->w[4], *ams = &w->w[5], *mpb = &w->w[6], *msb = &w->w[7];
    const cldenseVector *mp, *ms;
    bool stop;
    clsparseStatus st = ws_start(w, r, amp, &stop);
    if (st != clsparseSuccess || stop)
        return st;

    /* p = r, r* = r, rho = <r*, r>; rho alternates between two slots */
    int rho = S_RZ0, rho_old = S_RZ1;
    if ((st = clm_sp_dense_elementwise(CLM_DV_SCALE, dt, p, &S[S_ONE], NULL, NULL, r, c)) !=
            clsparseSuccess ||
        (st = clm_sp_dense_elementwise(CLM_DV_SCALE, dt, rs, &S[S_ONE], NULL, NULL, r, c)) !=
            clsparseSuccess ||
        (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[rho], rs, r, c)) != clsparseSuccess)
        return st;
    for (;;) {
        double res;
        /* A M p; alpha = rho / <r*, A M p>; s = r - alpha A M p */
        w->s->iters++;
        if ((st = ws_apply(w, mpb, p, &mp, amp)) != clsparseSuccess ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[S_YP], rs, amp, c)) !=
                clsparseSuccess ||
            (st = slot_ratio(w, S_ALPHA, S_NALPHA, rho, S_YP)) != clsparseSuccess ||
            (st = ws_axpy(w, s, S_NALPHA, amp, r)) != clsparseSuccess ||
            (st = ws_residual(w, s, &res)) != clsparseSuccess)
            return st;
        if (isfinite(res) && converged(w->s, res)) {
            /* converged at the half step: x += alpha M p */
            if ((st = ws_axpy(w, x, S_ALPHA, mp, x)) != clsparseSuccess)
                return st;
            return ws_iteration_end(w, res, &stop);
        }
        if (!isfinite(res)) /* a breakdown (<r*, A M p> = 0); x as it was */
            return ws_iteration_end(w, res, &stop);
        /* A M s; omega = <A M s, s> / <A M s, A M s>; r = s - omega A M s */
        if ((st = ws_apply(w, msb, s, &ms, ams)) != clsparseSuccess ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[S_SS], ams, s, c)) != clsparseSuccess ||
            (st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[S_TT], ams, ams, c)) !=
                clsparseSuccess ||
            (st = slot_ratio(w, S_OMEGA, S_NOMEGA, S_SS, S_TT)) != clsparseSuccess ||
            (st = ws_axpy(w, r, S_NOMEGA, ams, s)) != clsparseSuccess ||
            (st = ws_residual(w, r, &res)) != clsparseSuccess)
            return st;
        /* x += alpha M p + omega M s, unless r broke down (x as it was) */
        if (isfinite(res) &&
            ((st = ws_axpy(w, x, S_ALPHA, mp, x)) != clsparseSuccess ||
             (st = ws_axpy(w, x, S_OMEGA, ms, x)) != clsparseSuccess))
            return st;
        if ((st = ws_iteration_end(w, res, &stop)) != clsparseSuccess || stop)
            return st;
        /* beta = rho / rho_old * alpha / omega; p = r + beta (p - omega A M p) */
        int t = rho;
        rho = rho_old;
        rho_old = t;
        if ((st = clm_sp_dense_reduce(CLM_DV_DOT, dt, &S[rho], rs, r, c)) != clsparseSuccess ||
            (st = slot_op(w, CLM_DV_DIV, S_BO, rho, rho_old)) != clsparseSuccess ||
            (st = slot_op(w, CLM_DV_MUL, S_BO, S_BO, S_ALPHA)) != clsparseSuccess ||
            (st = slot_op(w, CLM_DV_DIV, S_BETA, S_BO, S_OMEGA)) != clsparseSuccess ||
            (st = slot_op(w, CLM_DV_MUL, S_BO, S_BETA, S_OMEGA)) != clsparseSuccess ||
            (st = slot_op(w, CLM_DV_SUB, S_NBO, S_ZERO, S_BO)) != clsparseSuccess ||
            (st = clm_sp_dense_elementwise(CLM_DV_AXPBY, dt, p, &S[S_ONE], r, &S[S_BETA], p,
                                           c)) != clsparseSuccess ||
            (st = ws_axpy(w, p, S_NBO, amp, p)) != clsparseSuccess)
            return st;
    }
}

/* A solve: the checks, the device buffers (the scalar slots, nvecs work
 * vectors and njac more with Jacobi, the inverse diagonal), the iterations
 * run asynchronously (the residual reads synchronise), the control's event,
 * the release and the print summary. */
static clsparseStatus solve(clm_dtype dt, cldenseVector *x, const clsparseCsrMatrix *A,
                            const cldenseVector *b, clSParseSolverControl s,
                            clsparseControl control, int nvecs, int njac,
                            clsparseStatus (*run)(solver_ws *), const char *name)
{
    clm_sp_call call;
    clsparseStatus st = validate(dt, x, A, b, s, control, &call);
    if (st != clsparseSuccess)
        return st;
    s->iters = 0;
    s->initial_residual = s->residual = 0;
    size_t n = A->num_rows, es = clm_dtype_size(dt);
    solver_ws *w = calloc(1, sizeof *w);
    if (!w)
        return clsparseOutOfHostMemory;
    w->dt = dt;
    w->call = &call;
    w->c = control;
    w->x = x;
    w->A = A;
    w->b = b;
    w->s = s;
    w->jacobi = s->precond == DIAGONAL;
    w->name = name + 1; /* without S or D */
    cl_mem sc = NULL, inv = NULL;
    cl_int err = CL_SUCCESS;
    double one = 1;
    float onef = 1;
    char init[S_COUNT * sizeof(double)];
    memset(init, 0, sizeof init);
    memcpy(init + S_ONE * es, dt == CLM_D ? (void *)&one : (void *)&onef, es);
    sc = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, S_COUNT * es, init,
                        &err);
    for (int i = 0; i < S_COUNT; i++) {
        clm_sp_init_scalar(&w->S[i]);
        w->S[i].value = sc;
        w->S[i].off_value = (size_t)i;
        clm_sp_init_vector(&w->V[i]);
        w->V[i].values = sc;
        w->V[i].off_values = (size_t)i;
        w->V[i].num_values = 1;
    }
    int nv = nvecs + (w->jacobi ? njac : 0);
    for (int i = 0; i < nv && err == CL_SUCCESS; i++) {
        clm_sp_init_vector(&w->w[i]);
        w->w[i].num_values = n;
        w->w[i].values = clCreateBuffer(call.ctx, CL_MEM_READ_WRITE, (n ? n : 1) * es, NULL, &err);
    }
    if (err == CL_SUCCESS && w->jacobi)
        err = make_inv_diag(&call, dt, A, &inv);
    clm_sp_init_vector(&w->d);
    w->d.values = inv;
    w->d.num_values = n;
    if (err == CL_SUCCESS && n > 0) {
        cl_bool async = control->async;
        control->async = CL_TRUE;
        st = run(w);
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
    for (int i = 0; i < WS_VECS; i++)
        if (w->w[i].values)
            clReleaseMemObject(w->w[i].values);
    free(w);
    print_summary(name, s, st);
    return st;
}

clsparseStatus clm_sp_csrcg(clm_dtype dt, cldenseVector *x, const clsparseCsrMatrix *A,
                            const cldenseVector *b, clSParseSolverControl s,
                            clsparseControl control)
{
    return solve(dt, x, A, b, s, control, 3, 1, cg_run, dt == CLM_D ? "Dcsrcg" : "Scsrcg");
}

clsparseStatus clm_sp_csrbicgstab(clm_dtype dt, cldenseVector *x, const clsparseCsrMatrix *A,
                                  const cldenseVector *b, clSParseSolverControl s,
                                  clsparseControl control)
{
    return solve(dt, x, A, b, s, control, 6, 2, bicgstab_run,
                 dt == CLM_D ? "Dcsrbicgstab" : "Scsrbicgstab");
}
