"""Level 1 against NumPy: every routine and dtype over n in {0, 1, 7, 33},
vectors contiguous, strided and reversed (negative increments) cycled;
results in new 0-d arrays and in a slot of a larger array (an offset)."""
import numpy as np
import pyopencl.array as cla
import pytest

import clmath
from helpers import DTYPES, EPS, Placed, assert_scaled, rand, scalar

VECS = ["c", "s", "r", "rs"]
NS = [0, 1, 7, 33]
REALS = [np.float32, np.float64]
CASES = range(4)


def real_of(dt):
    return np.float32 if np.dtype(dt) in (np.float32, np.complex64) else np.float64


def two(queue, rng, dt, case):
    n = NS[case]
    hx, hy = rand(rng, n, dt), rand(rng, n, dt)
    return hx, hy, Placed(queue, hx, VECS[case]), Placed(queue, hy, VECS[3 - case])


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", CASES)
def test_swap_copy_axpy(queue, rng, dt, case):
    hx, hy, X, Y = two(queue, rng, dt, case)
    clmath.swap(X.d, Y.d)[1].wait()
    np.testing.assert_array_equal(X.value(), hy)
    np.testing.assert_array_equal(Y.value(), hx)
    clmath.copy(Y.d, X.d)[1].wait()   # x := y (= hx)
    np.testing.assert_array_equal(X.value(), hx)
    new, ev = clmath.copy(X.d)
    assert new.shape == (NS[case],)
    np.testing.assert_array_equal(new.get(), hx)
    hy2 = rand(rng, hx.size, dt)
    Y2 = Placed(queue, hy2, VECS[case])
    alpha = scalar(rng, dt)
    clmath.axpy(X.d, Y2.d, alpha)[1].wait()
    assert_scaled(Y2.value(), alpha * hx.astype(np.complex128) + hy2,
                  abs(alpha) * np.abs(hx) + np.abs(hy2), dt, "axpy")


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", CASES)
def test_scal(queue, rng, dt, case):
    hx = rand(rng, NS[case], dt)
    for alpha in (scalar(rng, dt), 0.5):   # complex: CSCAL then CSSCAL (real alpha)
        X = Placed(queue, hx, VECS[case])
        clmath.scal(X.d, alpha)[1].wait()
        assert_scaled(X.value(), alpha * hx.astype(np.complex128), abs(alpha) * np.abs(hx), dt)


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", CASES)
def test_dot(queue, rng, dt, case):
    hx, hy, X, Y = two(queue, rng, dt, case)
    r, ev = clmath.dot(X.d, Y.d)
    assert r.shape == () and r.dtype == dt
    gauge = np.sum(np.abs(hx).astype(np.float64) * np.abs(hy))
    assert_scaled(r.get(), np.sum(hx.astype(np.complex128) * hy), gauge, dt, "dot")
    if np.dtype(dt).kind == "c":   # DOTC, its result in element 3 of a larger array
        slots = cla.zeros(queue, 6, dt)
        out, _ = clmath.dotc(X.d, Y.d, out=slots[3:4])
        got = slots.get()
        assert_scaled(got[3], np.sum(np.conj(hx.astype(np.complex128)) * hy), gauge, dt)
        assert np.all(np.delete(got, 3) == 0)


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", CASES)
def test_nrm2_asum_iamax(queue, rng, dt, case):
    n = NS[case]
    hx = rand(rng, n, dt)
    X = Placed(queue, hx, VECS[case])
    r, _ = clmath.nrm2(X.d)
    assert r.dtype == real_of(dt)
    norm = np.linalg.norm(hx.astype(np.complex128))
    assert_scaled(r.get(), norm, norm, dt, "nrm2")
    r, _ = clmath.asum(X.d)
    assert r.dtype == real_of(dt)
    ref = np.sum(np.abs(hx.real).astype(np.float64) + np.abs(hx.imag))
    assert_scaled(r.get(), ref, ref, dt, "asum")
    if VECS[case].startswith("r") and n > 1:   # IAMAX has no backward walk
        with pytest.raises(clmath.LayoutError, match="iamax: 'x' has a negative stride"):
            clmath.iamax(X.d)
        X = Placed(queue, hx, "s")
    slots = cla.zeros(queue, 3, np.uint32)
    clmath.iamax(X.d, out=slots[1:2])[1].wait()
    want = np.argmax(np.abs(hx.real) + np.abs(hx.imag)) + 1 if n else 0
    np.testing.assert_array_equal(slots.get(), [0, want, 0])


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", CASES)
def test_rot(queue, rng, dt, case):
    hx, hy, X, Y = two(queue, rng, dt, case)
    th = rng.uniform(0, 6.28)
    c, s = np.cos(th), np.sin(th)
    clmath.rot(X.d, Y.d, c, s)[1].wait()
    x, y = hx.astype(np.complex128), hy.astype(np.complex128)
    g = np.abs(hx) + np.abs(hy)
    assert_scaled(X.value(), c * x + s * y, g, dt, "rot x")
    assert_scaled(Y.value(), c * y - s * x, g, dt, "rot y")


def dev1(queue, v, dt):
    return cla.to_device(queue, np.array([v], dt))


@pytest.mark.parametrize("dt", DTYPES)
def test_rotg(queue, rng, dt):
    for a0, b0 in [(rand(rng, (), dt)[()], rand(rng, (), dt)[()]), (0, 0), (3, 0), (0, 2)]:
        a0, b0 = np.array(a0, dt)[()], np.array(b0, dt)[()]
        a, b = dev1(queue, a0, dt), dev1(queue, b0, dt)
        (a, b, c, s), ev = clmath.rotg(a, b)
        ev.wait()
        r, cc, ss = a.get()[0], float(c.get()), s.get()[()]
        eps = EPS[np.dtype(dt).type]
        scale = abs(a0) + abs(b0) or 1
        # [c s; -conj(s) c] (a, b) = (r, 0), c^2 + |s|^2 = 1
        assert abs(cc * a0 + ss * b0 - r) <= 16 * eps * scale
        assert abs(-np.conj(ss) * a0 + cc * b0) <= 16 * eps * scale
        assert abs(cc * cc + abs(ss) ** 2 - 1) <= 16 * eps


@pytest.mark.parametrize("dt", REALS)
def test_rotmg_rotm(queue, rng, dt):
    eps = EPS[dt]
    for d1, d2, x1, y1 in [(1.5, 0.7, 0.9, -0.4), (0.3, 2.0, 0.1, 1.2), (1.0, 1.0, 2.0, 0.0)]:
        D1, D2, X1, Y1 = (dev1(queue, v, dt) for v in (d1, d2, x1, y1))
        param, ev = clmath.rotmg(D1, D2, X1, Y1)
        ev.wait()
        flag, h11, h21, h12, h22 = param.get().astype(np.float64)
        H = {-1: [[h11, h12], [h21, h22]], 0: [[1, h12], [h21, 1]],
             1: [[h11, 1], [-1, h22]], -2: [[1, 0], [0, 1]]}[int(flag)]
        H = np.array(H)
        nd1, nx1 = D1.get()[0], X1.get()[0]
        hx = H @ [x1, y1]
        assert abs(hx[0] - nx1) <= 16 * eps * abs(hx[0]) + 1e-30
        assert abs(hx[1]) <= 16 * eps * (abs(x1) + abs(y1))
        # the weighted norm is kept: d1' x1'^2 = d1 x1^2 + d2 y1^2
        w = d1 * x1 ** 2 + d2 * y1 ** 2
        assert abs(nd1 * nx1 ** 2 - w) <= 64 * eps * w
        # ROTM applies that H to vector pairs
        hxv, hyv = rand(rng, 9, dt), rand(rng, 9, dt)
        X, Y = Placed(queue, hxv, "s"), Placed(queue, hyv, "r")
        clmath.rotm(X.d, Y.d, param)[1].wait()
        new = H @ np.vstack([hxv, hyv]).astype(np.float64)
        g = np.abs(H) @ np.abs(np.vstack([hxv, hyv]))
        assert_scaled(X.value(), new[0], g[0], dt, "rotm x")
        assert_scaled(Y.value(), new[1], g[1], dt, "rotm y")
