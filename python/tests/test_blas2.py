"""Level 2 against NumPy: every routine and dtype, matrices in C and F
order and sliced, vectors contiguous, strided and reversed (negative
increments), cycled over the cases; NaN in the triangle not read, the
triangle not written checked bit for bit, and the views' surroundings."""
import numpy as np
import pytest

import clmath
from helpers import DTYPES, Placed, absop, assert_scaled, op, rand, scalar
from test_blas3 import full_from, is_complex, other_triangle_nan

MATS = ["C", "F", "T", "S", "SF", "ST"]
VECS = ["c", "s", "r", "rs"]
SIZES = [(5, 7), (8, 3), (1, 6), (4, 1), (6, 6), (9, 9)]


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", range(6))
def test_gemv(queue, rng, dt, case):
    t = "NTC"[case % 3]
    m, n = SIZES[case]
    la, lx, ly = MATS[case], VECS[case % 4], VECS[(case + 1) % 4]
    ha = rand(rng, (m, n), dt)
    nx, ny = (n, m) if t == "N" else (m, n)
    hx, hy = rand(rng, nx, dt), rand(rng, ny, dt)
    alpha, beta = scalar(rng, dt), [0.0, 1.0, scalar(rng, dt)][case % 3]
    A, X, Y = Placed(queue, ha, la), Placed(queue, hx, lx), Placed(queue, hy, ly)
    out, ev = clmath.gemv(A.d, X.d, Y.d, alpha=alpha, beta=beta, trans=t)
    assert out is Y.d
    ev.wait()
    ref = alpha * op(ha, t).astype(np.complex128) @ hx + beta * hy
    gauge = abs(alpha) * absop(ha, t) @ np.abs(hx) + abs(beta) * np.abs(hy)
    assert_scaled(Y.value(), ref, gauge, dt, f"gemv {t} {la}{lx}{ly}")
    np.testing.assert_array_equal(X.value(), hx)


@pytest.mark.parametrize("case", range(4))
@pytest.mark.parametrize("kind,dt", [("hemv" if is_complex(dt) else "symv", dt)
                                     for dt in DTYPES])   # clBLAS has no complex SYMV
def test_symv_hemv(queue, rng, kind, dt, case):
    herm, uplo = kind == "hemv", "UL"[case % 2]
    n = SIZES[case + 2][1]
    la, lx, ly = MATS[case + 1], VECS[case], VECS[(case + 2) % 4]
    ha = other_triangle_nan(rand(rng, (n, n), dt), uplo)
    hx, hy = rand(rng, n, dt), rand(rng, n, dt)
    alpha, beta = scalar(rng, dt), [scalar(rng, dt), 0.0, 1.0, 2.0][case]
    A, X, Y = Placed(queue, ha, la), Placed(queue, hx, lx), Placed(queue, hy, ly)
    getattr(clmath, kind)(A.d, X.d, Y.d, alpha=alpha, beta=beta, uplo=uplo)[1].wait()
    full = full_from(np.nan_to_num(ha, nan=0.0), uplo, herm).astype(np.complex128)
    assert_scaled(Y.value(), alpha * full @ hx + beta * hy,
                  abs(alpha) * np.abs(full) @ np.abs(hx) + abs(beta) * np.abs(hy), dt,
                  f"{kind} {uplo} {la}{lx}{ly}")


TR = [(u, t, dg) for u in "UL" for t in "NTC" for dg in "NU"]


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", range(0, len(TR), 2))
@pytest.mark.parametrize("kind", ["trmv", "trsv"])
def test_trmv_trsv(queue, rng, dt, case, kind):
    u, t, dg = TR[case + (kind == "trsv")]
    n = [7, 1, 5, 9, 3, 6][case // 2]
    la, lx = MATS[(case // 2) % 6], VECS[(case // 2) % 4]
    ha = rand(rng, (n, n), dt)
    ha[np.diag_indices(n)] += 3 * n * np.sign(ha.diagonal().real)
    ha = other_triangle_nan(ha, u, diag_too=dg == "U")
    hx = rand(rng, n, dt)
    A, X = Placed(queue, ha, la), Placed(queue, hx, lx)
    getattr(clmath, kind)(A.d, X.d, uplo=u, trans=t, diag=dg)[1].wait()
    tri = (np.triu if u == "U" else np.tril)(np.nan_to_num(ha, nan=0.0))
    if dg == "U":
        tri[np.diag_indices(n)] = 1
    oa = op(tri, t).astype(np.complex128)
    got = X.value()
    what = f"{kind} {u}{t}{dg} {la}{lx}"
    if kind == "trmv":
        assert_scaled(got, oa @ hx, np.abs(oa) @ np.abs(hx), dt, what)
    else:
        assert_scaled(oa @ got, hx, n * np.abs(oa) @ np.abs(got), dt, what)


@pytest.mark.parametrize("case", range(4))
@pytest.mark.parametrize("kind,dt", [(k, dt) for k in ("ger", "gerc") for dt in DTYPES
                                     if k == "ger" or is_complex(dt)])
def test_ger(queue, rng, kind, dt, case):
    m, n = SIZES[case]
    la, lx, ly = MATS[case + 2], VECS[case], VECS[3 - case]
    ha, hx, hy = rand(rng, (m, n), dt), rand(rng, m, dt), rand(rng, n, dt)
    alpha = scalar(rng, dt)
    A, X, Y = Placed(queue, ha, la), Placed(queue, hx, lx), Placed(queue, hy, ly)
    getattr(clmath, kind)(X.d, Y.d, A.d, alpha=alpha)[1].wait()
    yy = np.conj(hy) if kind == "gerc" else hy
    ref = alpha * np.outer(hx.astype(np.complex128), yy) + ha
    assert_scaled(A.value(), ref, abs(alpha) * np.outer(np.abs(hx), np.abs(hy)) + np.abs(ha),
                  dt, f"{kind} {la}{lx}{ly}")


@pytest.mark.parametrize("case", range(4))
@pytest.mark.parametrize("kind,dt", [(k, dt) for k in ("syr", "syr2", "her", "her2")
                                     for dt in DTYPES if is_complex(dt) == k.startswith("her")])
def test_syr_her(queue, rng, kind, dt, case):
    herm, two, uplo = kind.startswith("her"), kind.endswith("2"), "UL"[case % 2]
    n = [6, 1, 9, 4][case]
    la, lx, ly = MATS[case + 1], VECS[case], VECS[(case + 1) % 4]
    ha, hx, hy = rand(rng, (n, n), dt), rand(rng, n, dt), rand(rng, n, dt)
    if herm:
        ha[np.diag_indices(n)] = ha.diagonal().real
    alpha = scalar(rng, dt, real=kind == "her")
    A, X, Y = Placed(queue, ha, la), Placed(queue, hx, lx), Placed(queue, hy, ly)
    fn = getattr(clmath, kind)
    (fn(X.d, Y.d, A.d, alpha=alpha, uplo=uplo) if two else
     fn(X.d, A.d, alpha=alpha, uplo=uplo))[1].wait()
    cj = np.conj if herm else (lambda v: v)
    x = hx.astype(np.complex128)
    if two:
        upd = alpha * np.outer(x, cj(hy)) + cj(alpha) * np.outer(hy, cj(x))
        gauge = 2 * abs(alpha) * np.outer(np.abs(hx), np.abs(hy))
    else:
        upd, gauge = alpha * np.outer(x, cj(x)), abs(alpha) * np.outer(np.abs(hx), np.abs(hx))
    got = A.value()
    tri = np.triu(np.ones((n, n), bool)) if uplo == "U" else np.tril(np.ones((n, n), bool))
    assert_scaled(got[tri], (ha + upd)[tri], (gauge + np.abs(ha))[tri], dt,
                  f"{kind} {uplo} {la}{lx}{ly}")
    np.testing.assert_array_equal(got[~tri], ha[~tri], err_msg="other triangle written")
