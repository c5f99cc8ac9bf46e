"""Shared test helpers: operands placed on the device in a chosen layout
(with guard regions around views), and the C tests' scaled error.

The scaled error follows docs/testing.md: each element's error over eps
times the size of the terms behind it, passing below 16.
"""
import numpy as np
import pyopencl.array as cla

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]
EPS = {np.float32: np.finfo(np.float32).eps, np.complex64: np.finfo(np.float32).eps,
       np.float64: np.finfo(np.float64).eps, np.complex128: np.finfo(np.float64).eps}
CANARY = 777.0


def rand(rng, shape, dtype):
    x = rng.uniform(-1, 1, shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.uniform(-1, 1, shape)
    return x.astype(dtype)


def scalar(rng, dtype, real=False):
    """A general scalar of the dtype's kind (not 0 or 1)."""
    v = rng.uniform(0.5, 1.5) * rng.choice([-1, 1])
    if np.dtype(dtype).kind == "c" and not real:
        return complex(v, rng.uniform(-1, 1))
    return float(v)


class Placed:
    """A host matrix or vector on the device as a view of layout `kind`,
    inside a parent filled with CANARY where the view does not reach.

    Matrices: 'C', 'F' (contiguous), 'T' (the transpose of a C array: F
    strides), 'S' (a slice of a larger C array: offset and leading
    dimension), 'SF' (of a larger F array), 'ST' (transposed slice).
    Vectors: 'c' (contiguous), 's' (stride 2, offset 1), 'r' (reversed),
    'rs' (stride -3).
    """

    def __init__(self, q, h, kind):
        self.h, self.kind = h, kind
        dt = h.dtype
        if h.ndim == 1:
            n = h.size
            self.parent = np.full(3 * n + 4, CANARY, dt)
            self.sl = {"c": np.s_[:n], "s": np.s_[1:1 + 2 * n:2],
                       "r": np.s_[n - 1::-1] if n else np.s_[0:0],
                       "rs": np.s_[3 * n + 1:1:-3]}[kind]
            self.parent[self.sl] = h
        else:
            m, n = h.shape
            if kind == "C":
                self.parent, self.sl = np.ascontiguousarray(h), np.s_[:, :]
            elif kind == "F":
                self.parent, self.sl = np.asfortranarray(h), np.s_[:, :]
            elif kind in ("S", "SF"):
                self.parent = np.full((m + 3, n + 4), CANARY, dt,
                                      order="C" if kind == "S" else "F")
                self.sl = np.s_[2:2 + m, 1:1 + n]
                self.parent[self.sl] = h
            elif kind in ("T", "ST"):
                pad = 0 if kind == "T" else 3
                self.parent = np.full((n + pad, m + pad), CANARY, dt)
                self.tsl = np.s_[pad:pad + n, 1 if pad else 0:(1 if pad else 0) + m]
                self.parent[self.tsl] = h.T
            else:
                raise ValueError(kind)
        self.dparent = cla.to_device(q, self.parent)
        if h.ndim == 2 and kind in ("T", "ST"):
            self.d = self.dparent[self.tsl].T
        else:
            self.d = self.dparent[self.sl]
        if h.ndim == 1 and kind.startswith("r") and h.size:
            assert self.d.strides[0] < 0

    def get(self):
        """(the view's values, the parent with the view's region cleared)
        as on the device now."""
        p = self.dparent.get()
        if self.h.ndim == 2 and self.kind in ("T", "ST"):
            v = p[self.tsl].T.copy()
            p[self.tsl] = 0
        else:
            v = p[self.sl].copy()
            p[self.sl] = 0
        return v, p

    def value(self):
        """The view's values, checking that nothing outside it changed."""
        v, rest = self.get()
        ref = self.parent.copy()
        if self.h.ndim == 2 and self.kind in ("T", "ST"):
            ref[self.tsl] = 0
        else:
            ref[self.sl] = 0
        np.testing.assert_array_equal(rest, ref, err_msg="guard region changed")
        return v


def assert_scaled(got, ref, gauge, dtype, what=""):
    """max |got - ref| / (eps * gauge) < 16, elementwise (gauge in float64,
    the size of the terms; an element with gauge 0 must be exact)."""
    got = np.asarray(got, np.complex128)
    ref = np.asarray(ref, np.complex128)
    gauge = np.asarray(gauge, np.float64)
    diff = np.abs(got - ref)
    assert np.all(np.isfinite(got)), f"{what}: non-finite result"
    with np.errstate(divide="ignore", invalid="ignore"):
        err = np.where(gauge > 0, diff / (EPS[np.dtype(dtype).type] * gauge),
                       np.where(diff > 0, np.inf, 0.0))
    worst = float(err.max()) if err.size else 0.0
    assert worst < 16, f"{what}: scaled error {worst:.3g} (>= 16)"
    return worst


def op(a, t):
    return {"N": a, "T": a.T, "C": a.conj().T}[t]


def absop(a, t):
    return np.abs(op(a, t)).astype(np.float64)
