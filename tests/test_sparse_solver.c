/*
 * test_sparse_solver.c - the solver control, clsparse[S|D]csrcg and
 * clsparse[S|D]csrbicgStab.
 *
 * The control: create, set, print mode, release, and every invalid
 * argument's exact status. CG against a double-precision host CG with the
 * same stopping test (relative 1-norm residual, docs/sparse.md): on a 2D
 * Laplacian (30 x 30 grid), a badly scaled one (where Jacobi must converge
 * within the iterations the host reference needs, and no preconditioner
 * must not) and bcsstk01 of tests/data/matrices (SPD), S and D, with and
 * without Jacobi; the true residual ||b - A x||_1 / ||b||_1 recomputed on
 * the host in double; the max-iterations stop (x after k iterations equal
 * to the host's); maxIters 0 and an exact initial guess leave x unchanged
 * bit for bit; b = 0 gives x = 0. BiCGStab the same way against a host
 * BiCGStab of the library's variant: on the Laplacian and a non-symmetric
 * convection-diffusion operator (upwind), a badly scaled one, the
 * max-iterations stop after 5 iterations, and a breakdown (alpha infinite:
 * clsparseSolverError, x unchanged). Then both solvers' invalid arguments.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clSPARSE.h>

#include "mmref.h"
#include "spmain.h"
#include "testutil.h"

static tu_device dev;
static clsparseControl control;
static int bicg; /* the solver under test: 0 CG, 1 BiCGStab */
static const char *const solver_name[] = {"csrcg", "csrbicgStab"};

/* A vector of n doubles on the device in precision dbl. */
static cl_mem upload_vec(int dbl, const double *v, size_t n)
{
    void *h = tu_xmalloc(n * 8);
    for (size_t i = 0; i < n; i++) {
        if (dbl)
            ((double *)h)[i] = v[i];
        else
            ((float *)h)[i] = (float)v[i];
    }
    cl_mem m = tu_upload(dev.env.context, h, n * (dbl ? 8 : 4));
    free(h);
    return m;
}

static void download_vec(int dbl, cl_mem m, double *v, size_t n)
{
    void *h = tu_xmalloc(n * 8);
    clEnqueueReadBuffer(dev.env.queue, m, CL_TRUE, 0, n * (dbl ? 8 : 4), h, 0, NULL, NULL);
    for (size_t i = 0; i < n; i++)
        v[i] = dbl ? ((double *)h)[i] : ((float *)h)[i];
    free(h);
}

static void upload_csr(int dbl, const mmref *m, clsparseCsrMatrix *A)
{
    clsparseInitCsrMatrix(A);
    A->num_rows = (cl_int)m->rows;
    A->num_cols = (cl_int)m->cols;
    A->num_nonzeros = (cl_int)m->nnz;
    A->values = upload_vec(dbl, m->val, m->nnz);
    A->col_indices = tu_upload(dev.env.context, m->col, m->nnz * sizeof(unsigned));
    A->row_pointer = tu_upload(dev.env.context, m->rp, (m->rows + 1) * sizeof(unsigned));
}

static void free_csr(clsparseCsrMatrix *A)
{
    clReleaseMemObject(A->values);
    clReleaseMemObject(A->col_indices);
    clReleaseMemObject(A->row_pointer);
}

/* 5-point Laplacian of a g x g grid, rows and columns scaled by s (NULL: 1). */
static void laplacian(mmref *m, size_t g, const double *s)
{
    size_t n = g * g, k = 0;
    mmref_alloc(m, n, n, 5 * n);
    for (size_t i = 0; i < n; i++) {
        size_t r = i / g, c = i % g;
        m->rp[i] = (unsigned)k;
        size_t nb[5];
        double v[5];
        int cnt = 0;
        if (r > 0)
            nb[cnt] = i - g, v[cnt++] = -1;
        if (c > 0)
            nb[cnt] = i - 1, v[cnt++] = -1;
        nb[cnt] = i, v[cnt++] = 4;
        if (c + 1 < g)
            nb[cnt] = i + 1, v[cnt++] = -1;
        if (r + 1 < g)
            nb[cnt] = i + g, v[cnt++] = -1;
        for (int j = 0; j < cnt; j++, k++) {
            m->col[k] = (unsigned)nb[j];
            m->val[k] = s ? s[i] * v[j] * s[nb[j]] : v[j];
        }
    }
    m->rp[n] = (unsigned)k;
    m->nnz = k;
}

static void spmv(const mmref *m, const double *x, double *y)
{
    for (size_t i = 0; i < m->rows; i++) {
        long double t = 0;
        for (unsigned k = m->rp[i]; k < m->rp[i + 1]; k++)
            t += (long double)m->val[k] * x[m->col[k]];
        y[i] = (double)t;
    }
}

static double nrm1(const double *v, size_t n)
{
    double t = 0;
    for (size_t i = 0; i < n; i++)
        t += fabs(v[i]);
    return t;
}

/* ||b - A x||_1 / ||b||_1 */
static double true_residual(const mmref *m, const double *b, const double *x)
{
    size_t n = m->rows;
    double *y = tu_xmalloc(n * sizeof *y);
    spmv(m, x, y);
    for (size_t i = 0; i < n; i++)
        y[i] = b[i] - y[i];
    double r = nrm1(y, n) / nrm1(b, n);
    free(y);
    return r;
}

/* The preconditioner M^-1 as a diagonal: 1 / A_ii (Jacobi), else 1. */
static void jacobi_diag(const mmref *m, int jacobi, double *d)
{
    for (size_t i = 0; i < m->rows; i++) {
        d[i] = 1;
        for (unsigned k = m->rp[i]; k < m->rp[i + 1]; k++)
            if (jacobi && m->col[k] == i)
                d[i] = 1 / m->val[k];
    }
}

/* Host CG in double with the library's stopping test; returns iterations. */
static int cg_ref(const mmref *m, const double *b, double *x, int jacobi, int maxit, double rel)
{
    size_t n = m->rows;
    double *r = tu_xmalloc(n * 8), *z = tu_xmalloc(n * 8), *p = tu_xmalloc(n * 8), *y = tu_xmalloc(n * 8),
           *d = tu_xmalloc(n * 8);
    jacobi_diag(m, jacobi, d);
    double nb = nrm1(b, n);
    spmv(m, x, y);
    for (size_t i = 0; i < n; i++)
        r[i] = b[i] - y[i];
    int it = 0;
    if (nrm1(r, n) / nb > rel && maxit > 0) {
        double rz = 0;
        for (size_t i = 0; i < n; i++)
            z[i] = d[i] * r[i], p[i] = z[i], rz += r[i] * z[i];
        while (it < maxit) {
            spmv(m, p, y);
            double yp = 0;
            for (size_t i = 0; i < n; i++)
                yp += y[i] * p[i];
            double alpha = rz / yp;
            for (size_t i = 0; i < n; i++)
                x[i] += alpha * p[i], r[i] -= alpha * y[i];
            it++;
            if (nrm1(r, n) / nb <= rel || it >= maxit)
                break;
            double rz1 = 0;
            for (size_t i = 0; i < n; i++)
                z[i] = d[i] * r[i], rz1 += r[i] * z[i];
            for (size_t i = 0; i < n; i++)
                p[i] = z[i] + rz1 / rz * p[i];
            rz = rz1;
        }
    }
    free(r), free(z), free(p), free(y), free(d);
    return it;
}

/* One device solve of m x = b from x0 (overwritten with the result). */
static clsparseStatus solve(int dbl, const mmref *m, const double *b, double *x,
                            PRECONDITIONER pc, int maxit, double rel)
{
    clsparseCsrMatrix A;
    upload_csr(dbl, m, &A);
    cldenseVector vx, vb;
    clsparseInitVector(&vx);
    clsparseInitVector(&vb);
    vx.num_values = vb.num_values = m->rows;
    vx.values = upload_vec(dbl, x, m->rows);
    vb.values = upload_vec(dbl, b, m->rows);
    clsparseCreateSolverResult sr = clsparseCreateSolverControl(pc, maxit, rel, 0);
    clsparseStatus st = sr.status;
    if (st == clsparseSuccess) {
        if (getenv("SOLVER_PRINT")) /* CG's own summary, for a look by hand */
            clsparseSolverPrintMode(sr.control, NORMAL);
        if (bicg)
            st = dbl ? clsparseDcsrbicgStab(&vx, &A, &vb, sr.control, control)
                     : clsparseScsrbicgStab(&vx, &A, &vb, sr.control, control);
        else
            st = dbl ? clsparseDcsrcg(&vx, &A, &vb, sr.control, control)
                     : clsparseScsrcg(&vx, &A, &vb, sr.control, control);
        clsparseReleaseSolverControl(sr.control);
    }
    download_vec(dbl, vx.values, x, m->rows);
    clReleaseMemObject(vx.values);
    clReleaseMemObject(vb.values);
    free_csr(&A);
    return st;
}

static void test_control(void)
{
    clsparseCreateSolverResult r = clsparseCreateSolverControl(DIAGONAL, 100, 1e-6, 1e-2);
    tu_check(r.status == clsparseSuccess && r.control, "CreateSolverControl");
    tu_check(clsparseSetSolverParams(r.control, NOPRECOND, 10, 1e-3, 0) == clsparseSuccess,
             "SetSolverParams");
    for (int mode = QUIET; mode <= VERBOSE; mode++)
        tu_check(clsparseSolverPrintMode(r.control, (PRINT_MODE)mode) == clsparseSuccess,
                 "SolverPrintMode %d", mode);
    tu_check(clsparseSolverPrintMode(r.control, (PRINT_MODE)3) == clsparseInvalidValue,
             "SolverPrintMode 3");
    tu_check(clsparseSetSolverParams(r.control, (PRECONDITIONER)2, 10, 1e-3, 0) ==
                 clsparseInvalidValue,
             "SetSolverParams precond 2");
    tu_check(clsparseSetSolverParams(r.control, NOPRECOND, -1, 1e-3, 0) == clsparseInvalidValue,
             "SetSolverParams maxIters -1");
    tu_check(clsparseSetSolverParams(r.control, NOPRECOND, 1, -1e-3, 0) == clsparseInvalidValue,
             "SetSolverParams relTol < 0");
    tu_check(clsparseSetSolverParams(r.control, NOPRECOND, 1, 0, NAN) == clsparseInvalidValue,
             "SetSolverParams absTol NaN");
    tu_check(clsparseReleaseSolverControl(r.control) == clsparseSuccess, "ReleaseSolverControl");
    tu_check(clsparseReleaseSolverControl(NULL) == clsparseInvalidSolverControlObject,
             "ReleaseSolverControl NULL");
    tu_check(clsparseSetSolverParams(NULL, NOPRECOND, 1, 0, 0) ==
                 clsparseInvalidSolverControlObject,
             "SetSolverParams NULL");
    tu_check(clsparseSolverPrintMode(NULL, QUIET) == clsparseInvalidSolverControlObject,
             "SolverPrintMode NULL");
    r = clsparseCreateSolverControl((PRECONDITIONER)5, 1, 0, 0);
    tu_check(r.status == clsparseInvalidValue && !r.control, "CreateSolverControl precond 5");
    r = clsparseCreateSolverControl(NOPRECOND, -5, 0, 0);
    tu_check(r.status == clsparseInvalidValue && !r.control, "CreateSolverControl maxIters -5");
}

/* A solve to rel from 0, checked on the host. */
static void converge(int dbl, const char *name, const mmref *m, PRECONDITIONER pc, double rel,
                     int maxit)
{
    size_t n = m->rows;
    double *xt = tu_xmalloc(n * 8), *b = tu_xmalloc(n * 8), *x = tu_xmalloc(n * 8);
    tu_rng g = tu_rng_make(n);
    for (size_t i = 0; i < n; i++)
        xt[i] = tu_rng_unit(&g);
    spmv(m, xt, b);
    clsparseStatus st = solve(dbl, m, b, x, pc, maxit, rel);
    double res = true_residual(m, b, x);
    tu_check(st == clsparseSuccess && res <= 2 * rel, "%c%s %s %s: status %d, residual %g > %g",
             dbl ? 'D' : 'S', solver_name[bicg], name, pc == DIAGONAL ? "jacobi" : "plain", (int)st, res, 2 * rel);
    free(xt), free(b), free(x);
}

/* A 2D convection-diffusion operator on a g x g grid: the 5-point Laplacian
 * plus upwind first derivatives (velocity cx, cy > 0: the west and south
 * neighbours get -c, the diagonal +c), rows and columns scaled by s (NULL:
 * 1). Not symmetric; diagonally dominant. */
static void convdiff(mmref *m, size_t g, double cx, double cy, const double *s)
{
    laplacian(m, g, NULL);
    for (size_t i = 0; i < m->rows; i++)
        for (unsigned k = m->rp[i]; k < m->rp[i + 1]; k++) {
            size_t j = m->col[k];
            if (j == i)
                m->val[k] += cx + cy;
            else if (j + 1 == i)
                m->val[k] -= cx;
            else if (j + g == i)
                m->val[k] -= cy;
            if (s)
                m->val[k] *= s[i] * s[j];
        }
}

static double dot(const double *a, const double *b, size_t n)
{
    double t = 0;
    for (size_t i = 0; i < n; i++)
        t += a[i] * b[i];
    return t;
}

/* Host BiCGStab in double, the library's variant (right-preconditioned,
 * r* = r_0, the stopping test also on s); returns iterations. */
static int bicg_ref(const mmref *m, const double *b, double *x, int jacobi, int maxit, double rel)
{
    size_t n = m->rows;
    double *r = tu_xmalloc(n * 8), *rs = tu_xmalloc(n * 8), *p = tu_xmalloc(n * 8), *s = tu_xmalloc(n * 8),
           *mp = tu_xmalloc(n * 8), *amp = tu_xmalloc(n * 8), *ms = tu_xmalloc(n * 8),
           *ams = tu_xmalloc(n * 8), *d = tu_xmalloc(n * 8);
    jacobi_diag(m, jacobi, d);
    double nb = nrm1(b, n);
    spmv(m, x, amp);
    for (size_t i = 0; i < n; i++)
        r[i] = b[i] - amp[i], p[i] = rs[i] = r[i];
    int it = 0;
    if (nrm1(r, n) / nb > rel && maxit > 0) {
        double rho = dot(rs, r, n);
        for (;;) {
            it++;
            for (size_t i = 0; i < n; i++)
                mp[i] = d[i] * p[i];
            spmv(m, mp, amp);
            double alpha = rho / dot(rs, amp, n);
            for (size_t i = 0; i < n; i++)
                s[i] = r[i] - alpha * amp[i];
            if (nrm1(s, n) / nb <= rel) {
                for (size_t i = 0; i < n; i++)
                    x[i] += alpha * mp[i];
                break;
            }
            for (size_t i = 0; i < n; i++)
                ms[i] = d[i] * s[i];
            spmv(m, ms, ams);
            double omega = dot(ams, s, n) / dot(ams, ams, n);
            for (size_t i = 0; i < n; i++) {
                r[i] = s[i] - omega * ams[i];
                x[i] += alpha * mp[i];
                x[i] += omega * ms[i];
            }
            if (nrm1(r, n) / nb <= rel || it >= maxit)
                break;
            double rho1 = dot(rs, r, n), beta = rho1 / rho * alpha / omega;
            for (size_t i = 0; i < n; i++)
                p[i] = r[i] + beta * p[i] - beta * omega * amp[i];
            rho = rho1;
        }
    }
    free(r), free(rs), free(p), free(s), free(mp), free(amp), free(ms), free(ams), free(d);
    return it;
}

typedef int (*ref_fn)(const mmref *m, const double *b, double *x, int jacobi, int maxit,
                      double rel);
typedef void (*build_fn)(mmref *m, const double *s); /* a 30 x 30 grid's, scaled by s */

static void build_laplacian(mmref *m, const double *s) { laplacian(m, 30, s); }
static void build_convdiff(mmref *m, const double *s) { convdiff(m, 30, 1.5, 0.75, s); }

/* What both solvers are tested on with the matrix of build (against the
 * host solver ref): an exact initial guess, maxIters 0, b = 0, the stop
 * after k iterations, and the badly scaled matrix (Jacobi converges within
 * the host's count, no preconditioner does not). */
static void test_common(int dbl, build_fn build, ref_fn ref, int k)
{
    char pfx = dbl ? 'D' : 'S';
    const char *nm = solver_name[bicg];
    mmref m;
    build(&m, NULL);
    size_t n = m.rows;
    double *xt = tu_xmalloc(n * 8), *b = tu_xmalloc(n * 8), *x = tu_xmalloc(n * 8), *xr = tu_xmalloc(n * 8);
    /* an exact initial guess (integers: b exact in S too): x untouched */
    for (size_t i = 0; i < n; i++)
        xt[i] = (double)((int)(i % 7) - 3);
    spmv(&m, xt, b);
    memcpy(x, xt, n * 8);
    clsparseStatus st = solve(dbl, &m, b, x, NOPRECOND, 100, 1e-12);
    tu_check(st == clsparseSuccess && memcmp(x, xt, n * 8) == 0,
             "%c%s exact initial guess: status %d, x changed", pfx, nm, (int)st);
    /* maxIters 0: x untouched */
    for (size_t i = 0; i < n; i++)
        x[i] = 0.5;
    st = solve(dbl, &m, b, x, DIAGONAL, 0, 1e-12);
    int same = 1;
    for (size_t i = 0; i < n; i++)
        same &= x[i] == 0.5;
    tu_check(st == clsparseSuccess && same, "%c%s maxIters 0", pfx, nm);
    /* b = 0: x = 0 */
    memset(b, 0, n * 8);
    st = solve(dbl, &m, b, x, NOPRECOND, 10, 1e-6);
    tu_check(st == clsparseSuccess && nrm1(x, n) == 0, "%c%s b = 0", pfx, nm);
    /* the max-iterations stop: k iterations, as the host's, from a nonzero guess */
    tu_rng g = tu_rng_make(7);
    for (size_t i = 0; i < n; i++)
        xt[i] = tu_rng_unit(&g), x[i] = 0.25 * tu_rng_unit(&g);
    spmv(&m, xt, b);
    for (int pc = 0; pc < 2; pc++) {
        memcpy(xr, x, n * 8);
        double *xd = tu_xmalloc(n * 8);
        memcpy(xd, x, n * 8);
        int it = ref(&m, b, xr, pc, k, 1e-30);
        st = solve(dbl, &m, b, xd, pc ? DIAGONAL : NOPRECOND, k, 1e-30);
        double err = 0, mx = 0;
        for (size_t i = 0; i < n; i++)
            err = fmax(err, fabs(xd[i] - xr[i])), mx = fmax(mx, fabs(xr[i]));
        tu_check(it == k && st == clsparseSuccess && err <= (dbl ? 1e-10 : 1e-3) * mx,
                 "%c%s maxIters %d (%s): status %d, |x - xref| %g", pfx, nm, k,
                 pc ? "jacobi" : "plain", (int)st, err);
        free(xd);
    }
    mmref_free(&m);

    /* badly scaled: Jacobi needs what the host needs, no preconditioner more */
    double *s = tu_xmalloc(n * 8);
    tu_rng gs = tu_rng_make(11);
    for (size_t i = 0; i < n; i++) /* random scales: no few clusters of eigenvalues */
        s[i] = pow(10.0, 1.5 * tu_rng_unit(&gs));
    build(&m, s);
    tu_rng g2 = tu_rng_make(3);
    for (size_t i = 0; i < n; i++)
        xt[i] = tu_rng_unit(&g2), x[i] = 0;
    spmv(&m, xt, b);
    double srel = dbl ? 1e-8 : 1e-3;
    int itj = ref(&m, b, x, 1, 5000, srel);
    memset(x, 0, n * 8);
    int itp = ref(&m, b, x, 0, 5000, srel);
    tu_check(itp > 2 * itj, "scaled (%s): host needs %d plain, %d jacobi iterations", nm, itp,
             itj);
    int budget = itj + itj / 4 + 2;
    memset(x, 0, n * 8);
    st = solve(dbl, &m, b, x, DIAGONAL, budget, srel);
    double res = true_residual(&m, b, x);
    tu_check(st == clsparseSuccess && res <= 2 * srel,
             "%c%s scaled jacobi in %d iterations: residual %g", pfx, nm, budget, res);
    memset(x, 0, n * 8);
    st = solve(dbl, &m, b, x, NOPRECOND, budget, srel);
    res = true_residual(&m, b, x);
    tu_check(st == clsparseSuccess && res > srel,
             "%c%s scaled plain in %d iterations: residual %g should not converge", pfx, nm,
             budget, res);
    free(xt), free(b), free(x), free(xr), free(s);
    mmref_free(&m);
}

static void test_cg(int dbl)
{
    double rel = dbl ? 1e-10 : 1e-4;
    mmref lap;
    laplacian(&lap, 30, NULL);
    bicg = 0;
    converge(dbl, "laplacian 30x30", &lap, NOPRECOND, rel, 2000);
    converge(dbl, "laplacian 30x30", &lap, DIAGONAL, rel, 2000);
    mmref_free(&lap);
    test_common(dbl, build_laplacian, cg_ref, 7);

    /* an SPD matrix of the collection (D: S's conditioning is too poor) */
    if (dbl) {
        mmref bc;
        char path[1024];
        snprintf(path, sizeof path, "%s/matrices/bcsstk01.mtx.gz", CLM_TEST_DATA_DIR);
        int lr = mmref_load(path, 0, &bc);
        if (lr == 0) {
            converge(1, "bcsstk01", &bc, DIAGONAL, 1e-8, 2000);
            mmref_free(&bc);
        } else {
            tu_check(lr == -2, "load %s", path);
        }
    }
}

static void test_bicg(int dbl)
{
    double rel = dbl ? 1e-10 : 1e-4;
    mmref lap, cd;
    laplacian(&lap, 30, NULL);
    convdiff(&cd, 30, 1.5, 0.75, NULL);
    bicg = 1;
    converge(dbl, "laplacian 30x30", &lap, NOPRECOND, rel, 2000);
    converge(dbl, "laplacian 30x30", &lap, DIAGONAL, rel, 2000);
    converge(dbl, "convection-diffusion 30x30", &cd, NOPRECOND, rel, 2000);
    converge(dbl, "convection-diffusion 30x30", &cd, DIAGONAL, rel, 2000);
    mmref_free(&cd);
    mmref_free(&lap);
    test_common(dbl, build_convdiff, bicg_ref, 5);

    /* a breakdown: A = [0 1; 1 0], b = e_1, so <r*, A p> = 0 and alpha is
     * infinite; clsparseSolverError with x as it was */
    mmref sw;
    mmref_alloc(&sw, 2, 2, 2);
    sw.rp[0] = 0, sw.rp[1] = 1, sw.rp[2] = 2;
    sw.col[0] = 1, sw.col[1] = 0;
    sw.val[0] = sw.val[1] = 1;
    sw.nnz = 2;
    double bb[2] = {1, 0}, xx[2] = {0, 0};
    clsparseStatus st = solve(dbl, &sw, bb, xx, NOPRECOND, 10, 1e-6);
    tu_check(st == clsparseSolverError && xx[0] == 0 && xx[1] == 0,
             "%ccsrbicgStab breakdown: status %d, x %g %g", dbl ? 'D' : 'S', (int)st, xx[0],
             xx[1]);
    mmref_free(&sw);
    bicg = 0;
}

typedef clsparseStatus (*solver_fn)(cldenseVector *, const clsparseCsrMatrix *,
                                   const cldenseVector *, clSParseSolverControl, clsparseControl);

static void test_errors(int which)
{
    solver_fn S = which ? clsparseScsrbicgStab : clsparseScsrcg,
              D = which ? clsparseDcsrbicgStab : clsparseDcsrcg;
    const char *nm = which ? "bicgStab" : "cg";
    mmref lap, rect;
    laplacian(&lap, 4, NULL);
    clsparseCsrMatrix A;
    upload_csr(1, &lap, &A);
    size_t n = lap.rows;
    double *v = tu_xmalloc(n * 8);
    cldenseVector x, b;
    clsparseInitVector(&x);
    clsparseInitVector(&b);
    x.num_values = b.num_values = n;
    x.values = upload_vec(1, v, n);
    b.values = upload_vec(1, v, n);
    clsparseCreateSolverResult sr = clsparseCreateSolverControl(NOPRECOND, 10, 1e-6, 0);
    clSParseSolverControl sc = sr.control;
    tu_check(D(NULL, &A, &b, sc, control) == clsparseInvalidValue, "%s x NULL", nm);
    tu_check(D(&x, NULL, &b, sc, control) == clsparseInvalidValue, "%s A NULL", nm);
    tu_check(S(&x, &A, NULL, sc, control) == clsparseInvalidValue, "%s b NULL", nm);
    tu_check(D(&x, &A, &b, NULL, control) == clsparseInvalidSolverControlObject,
             "%s solver control NULL", nm);
    tu_check(D(&x, &A, &b, sc, NULL) == clsparseInvalidControlObject,
             "%s control NULL", nm);
    x.num_values = n - 1;
    tu_check(D(&x, &A, &b, sc, control) == clsparseInvalidSystemSize, "%s x size", nm);
    x.num_values = n;
    b.num_values = n + 1;
    tu_check(D(&x, &A, &b, sc, control) == clsparseInvalidSystemSize, "%s b size", nm);
    b.num_values = n;
    A.num_cols = (cl_int)n - 1;
    tu_check(D(&x, &A, &b, sc, control) == clsparseInvalidSystemSize,
             "%s A not square", nm);
    A.num_cols = (cl_int)n;
    cl_mem keep = b.values;
    b.values = NULL;
    tu_check(D(&x, &A, &b, sc, control) == clsparseInvalidMemObj, "%s b buffer NULL", nm);
    b.values = keep;
    x.num_values = b.num_values = n * 4;
    A.num_rows = A.num_cols = (cl_int)n * 4;
    tu_check(D(&x, &A, &b, sc, control) == clsparseInsufficientMemory,
             "%s buffers too small", nm);
    clsparseReleaseSolverControl(sc);
    clReleaseMemObject(x.values);
    clReleaseMemObject(b.values);
    free_csr(&A);
    free(v);
    mmref_free(&lap);
    (void)rect;
}

/* The test's parts, in order. */
static void body(void)
{
    test_control();
    test_cg(0);
    if (dev.fp64)
        test_cg(1);
    test_bicg(0);
    if (dev.fp64)
        test_bicg(1);
    test_errors(0);
    test_errors(1);
}

int main(void) { return sp_main(&dev, &control, 77, "test_sparse_solver", body); }
