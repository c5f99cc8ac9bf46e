"""clSPARSE through clmath.sparse against SciPy: CSR round trips,
CSR-Adaptive SpMV (scaled error), the conversions (exact), and CG and
BiCGStab (their iterates against host ones of the same algorithm, the
tolerance and iteration controls, the true residual)."""
import numpy as np
import pyopencl.array as cla
import pytest
import scipy.sparse as sp
from scipy.sparse.linalg import spsolve

import clmath
from helpers import Placed, assert_scaled

REALS = [np.float32, np.float64]


def matrix(rng, dt, m=40, n=30):
    """Random entries, an empty row and one long row (a CSR-Adaptive block
    of its own)."""
    a = sp.random(m, n, density=0.15, random_state=rng, format="lil", dtype=np.float64)
    a[3, :] = 0
    a[7, :] = rng.uniform(-1, 1, n)
    return sp.csr_matrix(a).astype(dt)


def lap2d(k, shift=0.0, skew=0.0):
    """The 5-point Laplacian on a k x k grid (SPD), plus shift on the diagonal
    and a skew-symmetric part (convection: non-symmetric)."""
    t = sp.diags([-1 - skew, 2 + shift / 2, -1 + skew], [-1, 0, 1], shape=(k, k))
    i = sp.identity(k)
    return sp.csr_matrix(sp.kron(i, t) + sp.kron(t, i))


@pytest.mark.parametrize("dt", REALS)
def test_roundtrip_and_conversions(queue, rng, dt):
    h = matrix(rng, dt)
    A = clmath.CSRMatrix.from_scipy(queue, h)
    assert A.shape == h.shape and A.dtype == dt and A.nnz == h.nnz
    back = A.to_scipy()
    assert (back != h).nnz == 0 and back.dtype == dt
    dense = h.toarray()
    for kind in ("C", "SF"):   # csr2dense into a C array and an F slice
        D = Placed(queue, np.zeros_like(dense), kind)
        A.to_dense(D.d)[1].wait()
        np.testing.assert_array_equal(D.value(), dense)
    out, _ = A.to_dense()
    np.testing.assert_array_equal(out.get(), dense)
    B = clmath.CSRMatrix.from_dense(Placed(queue, dense, "S").d)   # dense2csr
    assert (B.to_scipy() != h).nnz == 0 and B.nnz == h.nnz
    (r, c, v), ev = A.to_coo()                                     # csr2coo
    ev.wait()
    coo = h.tocoo()
    np.testing.assert_array_equal(r.get(), coo.row)
    np.testing.assert_array_equal(c.get(), coo.col)
    np.testing.assert_array_equal(v.get(), coo.data)
    C = clmath.CSRMatrix.from_coo(r, c, v, h.shape)               # coo2csr
    assert (C.to_scipy() != h).nnz == 0


@pytest.mark.parametrize("dt", REALS)
@pytest.mark.parametrize("case", range(3))
def test_spmv(queue, rng, dt, case):
    h = matrix(rng, dt) if case != 2 else lap2d(9).astype(dt)
    A = clmath.CSRMatrix.from_scipy(queue, h)
    hx = rng.uniform(-1, 1, h.shape[1]).astype(dt)
    hy = rng.uniform(-1, 1, h.shape[0]).astype(dt)
    alpha, beta = [(1.0, 0.0), (-0.7, 1.0), (1.3, -0.4)][case]
    x, y = cla.to_device(queue, hx), cla.to_device(queue, hy)
    for _ in range(2):   # the second call reuses the row blocks
        y = cla.to_device(queue, hy)
        out, ev = clmath.spmv(A, x, y, alpha=alpha, beta=beta)
        assert out is y
        ev.wait()
    ref = alpha * (h.astype(np.float64) @ hx.astype(np.float64)) + beta * hy
    gauge = abs(alpha) * (abs(h).astype(np.float64) @ np.abs(hx)) + abs(beta) * np.abs(hy)
    assert_scaled(y.get(), ref, gauge, dt, "spmv")
    new, _ = clmath.spmv(A, x, beta=3.0)   # y allocated, beta ignored
    assert_scaled(new.get(), h.astype(np.float64) @ hx,
                  abs(h).astype(np.float64) @ np.abs(hx), dt, "spmv new y")


def host_cg(a, b, x, k, minv):
    r = b - a @ x
    z = minv * r
    p, rz = z.copy(), r @ z
    for _ in range(k):
        ap = a @ p
        alpha = rz / (p @ ap)
        x = x + alpha * p
        r = r - alpha * ap
        z = minv * r
        rz, old = r @ z, rz
        p = z + rz / old * p
    return x


def host_bicgstab(a, b, x, k, minv):
    """clSPARSE's variant: right-preconditioned, shadow residual r0."""
    r = b - a @ x
    rs, p = r.copy(), r.copy()
    for _ in range(k):
        amp = a @ (minv * p)
        alpha = (rs @ r) / (rs @ amp)
        s = r - alpha * amp
        ams = a @ (minv * s)
        omega = (ams @ s) / (ams @ ams)
        x = x + alpha * minv * p + omega * minv * s
        rn = s - omega * ams
        beta = (rs @ rn) / (rs @ r) * alpha / omega
        p = rn + beta * (p - omega * amp)
        r = rn
    return x


@pytest.mark.parametrize("kind", ["cg", "bicgstab"])
@pytest.mark.parametrize("precond", [None, "jacobi"])
def test_solver_iterates(queue, rng, kind, precond):
    """maxiter = 3 and no tolerance met: x is the third iterate."""
    h = lap2d(6, shift=0.5, skew=0.0 if kind == "cg" else 0.3)
    if precond:   # a diagonal worth scaling
        h = sp.csr_matrix(sp.diags(rng.uniform(1, 3, h.shape[0])) @ h @
                          sp.diags(rng.uniform(1, 3, h.shape[0]))) if kind == "bicgstab" else \
            sp.csr_matrix(sp.diags(np.sqrt(np.arange(1, h.shape[0] + 1))) @ h @
                          sp.diags(np.sqrt(np.arange(1, h.shape[0] + 1))))
    A = clmath.CSRMatrix.from_scipy(queue, h, dtype=np.float64)
    hb, hx0 = rng.uniform(-1, 1, h.shape[0]), rng.uniform(-1, 1, h.shape[0])
    b, x = cla.to_device(queue, hb), cla.to_device(queue, hx0)
    out, ev = getattr(clmath, kind)(A, b, x, rel_tol=0.0, abs_tol=0.0, maxiter=3,
                                    precond=precond)
    assert out is x
    ev.wait()
    minv = 1 / h.diagonal() if precond else np.ones(h.shape[0])
    ref = (host_cg if kind == "cg" else host_bicgstab)(h, hb, hx0, 3, minv)
    np.testing.assert_allclose(x.get(), ref, rtol=1e-9, atol=1e-12)
    more = (host_cg if kind == "cg" else host_bicgstab)(h, hb, hx0, 4, minv)
    assert np.abs(more - ref).max() > 1e-6   # the count matters: 4 iterations differ


@pytest.mark.parametrize("dt", REALS)
@pytest.mark.parametrize("kind", ["cg", "bicgstab"])
def test_solver_converges(queue, rng, dt, kind):
    h = lap2d(8, shift=0.2, skew=0.0 if kind == "cg" else 0.4)
    A = clmath.CSRMatrix.from_scipy(queue, h, dtype=dt)
    hb = rng.uniform(-1, 1, h.shape[0]).astype(dt)
    tol = 1e-4 if dt == np.float32 else 1e-10
    x, ev = getattr(clmath, kind)(A, cla.to_device(queue, hb), rel_tol=tol, maxiter=500)
    ev.wait()
    got = x.get().astype(np.float64)
    res = np.abs(hb - h @ got).sum() / np.abs(hb).sum()   # clSPARSE's 1-norm test
    assert res <= 10 * tol, res
    exact = spsolve(sp.csc_matrix(h), hb.astype(np.float64))
    assert np.abs(got - exact).max() <= 1e3 * tol * np.abs(exact).max()
    # abs_tol: a reduction of the initial residual (from a poor guess, res_0
    # large), so it stops far above what rel_tol alone would ask
    hx0 = 100 * rng.uniform(-1, 1, h.shape[0]).astype(dt)
    res0 = np.abs(hb - h @ hx0.astype(np.float64)).sum() / np.abs(hb).sum()
    x2, _ = getattr(clmath, kind)(A, cla.to_device(queue, hb), cla.to_device(queue, hx0),
                                  rel_tol=1e-6, abs_tol=1e-2, maxiter=500)
    res2 = np.abs(hb - h @ x2.get().astype(np.float64)).sum() / np.abs(hb).sum()
    assert 1e-2 < res2 <= 1.5e-2 * res0, (res2, res0)


def test_solver_errors(queue, rng):
    A = clmath.CSRMatrix.from_scipy(queue, matrix(rng, np.float64))   # 40 x 30
    b = cla.zeros(queue, 40, np.float64)
    with pytest.raises(clmath.CLMathError) as e:
        clmath.cg(A, b, cla.zeros(queue, 30, np.float64))
    assert e.value.status_name == "clsparseInvalidSystemSize"
    assert e.value.function == "clsparseDcsrcg" and e.value.status == -2047
    S = clmath.CSRMatrix.from_scipy(queue, lap2d(3))
    with pytest.raises(clmath.CLMathError) as e:
        clmath.bicgstab(S, cla.zeros(queue, 9, np.float64), maxiter=-1)
    assert e.value.status_name == "clsparseInvalidValue"
    assert e.value.function == "clsparseCreateSolverControl"
    with pytest.raises(ValueError, match="precond"):
        clmath.cg(S, cla.zeros(queue, 9, np.float64), precond="ilu")


def test_sparse_type_errors(queue, rng):
    with pytest.raises(TypeError, match="float32 or float64"):
        clmath.CSRMatrix.from_scipy(queue, matrix(rng, np.float64), dtype=np.complex64)
    A = clmath.CSRMatrix.from_scipy(queue, matrix(rng, np.float32))
    with pytest.raises(TypeError, match="'x' must be float32"):
        clmath.spmv(A, cla.zeros(queue, 30, np.float64))
    with pytest.raises(ValueError, match="'x' has shape"):
        clmath.spmv(A, cla.zeros(queue, 31, np.float32))
    with pytest.raises(ValueError, match="contiguous"):
        clmath.spmv(A, cla.zeros(queue, 60, np.float32)[::2])
