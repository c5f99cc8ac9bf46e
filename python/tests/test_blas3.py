"""Level 3 against NumPy: every routine and dtype, the operands in C and F
order, transposed views and slices (offsets, leading dimensions) cycled
over the cases; the triangle a routine must not read holds NaN, the one it
must not write is checked bit for bit, and every view's surroundings too."""
import numpy as np
import pytest

import clmath
from helpers import DTYPES, Placed, absop, assert_scaled, op, rand, scalar

ROWK, COLK = ("C", "S"), ("F", "SF", "T", "ST")
MATS = ["C", "F", "T", "S", "SF", "ST"]
SHAPES = [(5, 7, 3), (8, 3, 9), (1, 6, 4), (4, 1, 1), (6, 6, 5)]


def group(kind):
    return "row" if kind in ROWK else "col"


def pick(i, same_as=None):
    """The i-th layout, or the next one stored in the order of same_as."""
    for j in range(6):
        k = MATS[(i + j) % 6]
        if same_as is None or group(k) == group(same_as):
            return k


def is_complex(dt):
    return np.dtype(dt).kind == "c"


def other_triangle_nan(h, uplo, diag_too=False):
    """h with NaN where a routine reading the `uplo` triangle must not read."""
    h = h.copy()
    mask = np.tril(np.ones(h.shape, bool), -1) if uplo == "U" else np.triu(np.ones(h.shape,
                                                                                    bool), 1)
    if diag_too:
        mask |= np.eye(h.shape[0], dtype=bool)
    h[mask] = np.nan
    return h


def full_from(h, uplo, herm):
    """The symmetric (Hermitian) matrix the `uplo` triangle of h stands for."""
    t = np.triu(h) if uplo == "U" else np.tril(h)
    d = np.diag(np.diag(t).real if herm else np.diag(t))
    s = t - np.diag(np.diag(t))
    return s + (s.conj().T if herm else s.T) + d


TRANS = [(ta, tb) for ta in "NTC" for tb in "NTC"]


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", range(len(TRANS)))
def test_gemm(queue, rng, dt, case):
    ta, tb = TRANS[case]
    m, n, k = SHAPES[case % len(SHAPES)]
    lc = MATS[case % 6]
    la = pick(case + 1, lc if ta == "C" and is_complex(dt) else None)
    lb = pick(case + 3, lc if tb == "C" and is_complex(dt) else None)
    ha = rand(rng, (m, k) if ta == "N" else (k, m), dt)
    hb = rand(rng, (k, n) if tb == "N" else (n, k), dt)
    hc = rand(rng, (m, n), dt)
    alpha, beta = scalar(rng, dt), [0.0, 1.0, scalar(rng, dt)][case % 3]
    A, B, Cm = Placed(queue, ha, la), Placed(queue, hb, lb), Placed(queue, hc, lc)
    out, ev = clmath.gemm(A.d, B.d, Cm.d, alpha=alpha, beta=beta, transa=ta, transb=tb)
    assert out is Cm.d and ev is not None
    ev.wait()
    got = Cm.value()
    ref = alpha * op(ha, ta).astype(np.complex128) @ op(hb, tb) + beta * hc
    gauge = abs(alpha) * absop(ha, ta) @ absop(hb, tb) + abs(beta) * np.abs(hc)
    assert_scaled(got, ref, gauge, dt, f"gemm {ta}{tb} {la}{lb}{lc}")
    np.testing.assert_array_equal(A.value(), ha)
    np.testing.assert_array_equal(B.value(), hb)


@pytest.mark.parametrize("dt", DTYPES)
def test_gemm_allocates(queue, rng, dt):
    ha, hb = rand(rng, (4, 6), dt), rand(rng, (6, 3), dt)
    A, B = Placed(queue, ha, "F"), Placed(queue, hb, "S")
    c, ev = clmath.gemm(A.d, B.d, beta=5.0)   # beta ignored: c is new
    assert c.shape == (4, 3) and c.dtype == dt
    gauge = absop(ha, "N") @ absop(hb, "N")
    assert_scaled(c.get(), ha.astype(np.complex128) @ hb, gauge, dt)


def kinds_dtypes(kinds):
    """(kind, dtype) pairs: the Hermitian routines complex only (real ones
    raise TypeError: test_errors)."""
    return [(k, dt) for k in kinds for dt in DTYPES
            if not k.startswith("he") or is_complex(dt)]


@pytest.mark.parametrize("case", range(4))
@pytest.mark.parametrize("kind,dt", kinds_dtypes(["symm", "hemm"]))
def test_symm_hemm(queue, rng, dt, case, kind):
    herm = kind == "hemm"
    side, uplo = "LR"[case % 2], "UL"[case // 2]
    m, n, _ = SHAPES[case]
    lc = MATS[case + 1]
    lb = pick(case + 2, lc)
    la = pick(case, lc if herm else None)
    na = m if side == "L" else n
    ha = other_triangle_nan(rand(rng, (na, na), dt), uplo)
    hb, hc = rand(rng, (m, n), dt), rand(rng, (m, n), dt)
    alpha, beta = scalar(rng, dt), [scalar(rng, dt), 0.0, 1.0, 2.0][case]
    A, B, Cm = Placed(queue, ha, la), Placed(queue, hb, lb), Placed(queue, hc, lc)
    fn = clmath.hemm if herm else clmath.symm
    fn(A.d, B.d, Cm.d, alpha=alpha, beta=beta, side=side, uplo=uplo)[1].wait()
    full = full_from(np.nan_to_num(ha, nan=0.0), uplo, herm).astype(np.complex128)
    prod = full @ hb if side == "L" else hb @ full
    aprod = np.abs(full) @ np.abs(hb) if side == "L" else np.abs(hb) @ np.abs(full)
    assert_scaled(Cm.value(), alpha * prod + beta * hc, abs(alpha) * aprod + abs(beta) *
                  np.abs(hc), dt, f"{kind} {side}{uplo} {la}{lb}{lc}")


@pytest.mark.parametrize("case", range(4))
@pytest.mark.parametrize("kind,dt", kinds_dtypes(["syrk", "herk", "syr2k", "her2k"]))
def test_rank_k(queue, rng, dt, case, kind):
    herm = kind.startswith("her")
    transes = "NC" if herm else "NT"
    two = "2" in kind
    uplo, t = "UL"[case % 2], transes[case // 2]
    n, _, k = SHAPES[case]
    lc = MATS[(case + 2) % 6]
    la = pick(case, lc if herm else None)
    lb = la if not herm else pick(case + 3, lc)
    if two and not herm and group(lb) != group(la):
        lb = la
    ha = rand(rng, (n, k) if t == "N" else (k, n), dt)
    hb = rand(rng, ha.shape, dt)
    hc = rand(rng, (n, n), dt)
    if herm:
        hc[np.diag_indices(n)] = hc.diagonal().real
    alpha = scalar(rng, dt, real=kind == "herk")
    beta = [scalar(rng, dt, real=herm), 0.0, 1.0, scalar(rng, dt, real=herm)][case]
    A, B, Cm = Placed(queue, ha, la), Placed(queue, hb, lb), Placed(queue, hc, lc)
    fn = getattr(clmath, kind)
    args = (A.d, B.d, Cm.d) if two else (A.d, Cm.d)
    fn(*args, alpha=alpha, beta=beta, uplo=uplo, trans=t)[1].wait()
    oa, ob = op(ha, t).astype(np.complex128), op(hb, t)
    tt = (lambda x: x.conj().T) if herm else (lambda x: x.T)
    if two:
        prod = alpha * oa @ tt(ob) + (np.conj(alpha) if herm else alpha) * ob @ tt(oa)
        aprod = abs(alpha) * (np.abs(oa) @ np.abs(ob).T + np.abs(ob) @ np.abs(oa).T)
    else:
        prod, aprod = alpha * oa @ tt(oa), abs(alpha) * np.abs(oa) @ np.abs(oa).T
    got = Cm.value()
    tri = np.triu(np.ones((n, n), bool)) if uplo == "U" else np.tril(np.ones((n, n), bool))
    assert_scaled(got[tri], (prod + beta * hc)[tri], (aprod + abs(beta) * np.abs(hc))[tri],
                  dt, f"{kind} {uplo}{t} {la}{lb}{lc}")
    np.testing.assert_array_equal(got[~tri], hc[~tri], err_msg="other triangle written")
    if herm:
        assert np.all(got.diagonal().imag == 0)


@pytest.mark.parametrize("dt", DTYPES)
def test_syrk_allocates_zero_triangle(queue, rng, dt):
    ha = rand(rng, (3, 5), dt)
    c, ev = clmath.syrk(Placed(queue, ha, "C").d, uplo="L")
    got = c.get()
    assert np.all(np.triu(got, 1) == 0)
    ref = np.tril(ha.astype(np.complex128) @ ha.T)
    assert_scaled(np.tril(got), ref, np.abs(ha) @ np.abs(ha).T, dt)


TRXM = [(s, u, t, dg) for s in "LR" for u in "UL" for t in "NTC" for dg in "NU"]


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("case", range(0, len(TRXM), 2))
@pytest.mark.parametrize("kind", ["trmm", "trsm"])
def test_trmm_trsm(queue, rng, dt, case, kind):
    # 12 of the 24 side/uplo/trans/diag combinations a dtype, the other 12
    # with the kinds swapped (case + 1 for trsm), so each meets both
    s, u, t, dg = TRXM[case + (kind == "trsm")]
    m, n, _ = SHAPES[case % len(SHAPES)]
    lb = MATS[case % 6]
    la = pick(case + 2, lb if t == "C" and is_complex(dt) else None)
    na = m if s == "L" else n
    ha = rand(rng, (na, na), dt)
    ha[np.diag_indices(na)] += 3 * na * np.sign(ha.diagonal().real)   # well conditioned
    ha = other_triangle_nan(ha, u, diag_too=dg == "U")
    hb = rand(rng, (m, n), dt)
    alpha = [scalar(rng, dt), 1.0][case % 2]
    A, B = Placed(queue, ha, la), Placed(queue, hb, lb)
    getattr(clmath, kind)(A.d, B.d, alpha=alpha, side=s, uplo=u, trans=t, diag=dg)[1].wait()
    tri = (np.triu if u == "U" else np.tril)(np.nan_to_num(ha, nan=0.0))
    if dg == "U":
        tri[np.diag_indices(na)] = 1
    oa = op(tri, t).astype(np.complex128)
    got = B.value()
    what = f"{kind} {s}{u}{t}{dg} {la}{lb}"
    if kind == "trmm":
        prod = oa @ hb if s == "L" else hb @ oa
        aprod = np.abs(oa) @ np.abs(hb) if s == "L" else np.abs(hb) @ np.abs(oa)
        assert_scaled(got, alpha * prod, abs(alpha) * aprod, dt, what)
    else:   # the residual of the solve, elementwise: n eps |op(a)| |x|
        res = oa @ got if s == "L" else got @ oa
        ares = np.abs(oa) @ np.abs(got) if s == "L" else np.abs(got) @ np.abs(oa)
        assert_scaled(res, alpha * hb, na * ares, dt, what)
    np.testing.assert_array_equal(A.value(), ha)
