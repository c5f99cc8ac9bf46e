"""Level 3 BLAS: matrix-matrix products and triangular solves.

Every function takes pyopencl arrays of one dtype (float32, float64,
complex64, complex128: the S, D, C, Z routine), enqueues the clBLAS call on
the operands' queue (or `queue`) after `wait_for`, and returns
``(out, event)``: the array written and the call's pyopencl.Event.
"""
from __future__ import annotations

from typing import Optional, Sequence

import pyopencl as cl
import pyopencl.array as cla

from . import _dense as d
from ._lib import elem_offset as off, mem, pick_queue, prefix_of, scalar

Array = cla.Array
Events = Optional[Sequence[cl.Event]]

COMMON = """
    queue: the pyopencl.CommandQueue to enqueue on (default: the operands').
    wait_for: events the call waits for.

    Layouts: C- or F-ordered 2-D arrays and their slices (any offset, a row
    or column stride of a whole row or column) are passed as they are, with
    the order, leading dimension and offset BLAS takes; a transposed view
    (``a.T``) becomes the routine's trans (and uplo) argument where it has
    one. What BLAS cannot express raises LayoutError (a ValueError) naming
    the argument; a failed call raises CLMathError naming the clBLAS status.
"""


def _doc(text):
    def wrap(f):
        f.__doc__ = text + COMMON
        return f
    return wrap


def _square(a, n, name, what):
    if a.shape != (n, n):
        raise ValueError(f"'{name}' must be {n} x {n} ({what}), not {a.shape}")


def _sym(ld, order, u):
    """ld and uplo of a symmetric (or triangular) operand: one stored in the
    other order is its transpose, the same matrix with the other triangle."""
    return (ld[order], u) if order in ld else (ld[1 - order], 1 - u)


def _tri(ld, order, u, t, name, real):
    if order in ld:
        return ld[order], u, t
    ldo, t2 = d.general(ld, order, t, name, real)
    return ldo, 1 - u, t2


def _out(c, q, shape, dtype, zero=False):
    """c, or a new array (zeros when only a triangle will be written)."""
    if c is None:
        return (cla.zeros if zero else cla.empty)(q, shape, dtype), True
    if c.shape != tuple(shape):
        raise ValueError(f"the output has shape {c.shape}, expected {tuple(shape)}")
    return c, False


@_doc("""GEMM: c := alpha * op(a) @ op(b) + beta * c.

    op(x) is x, x^T or x^H per transa / transb ('N', 'T', 'C'). op(a) is
    m x k, op(b) k x n, c m x n (allocated when None, beta then ignored).
    Returns (c, event). clblas[SDCZ]gemm.
""")
def gemm(a: Array, b: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         transa: str = "N", transb: str = "N", queue: Optional[cl.CommandQueue] = None,
         wait_for: Events = None):
    p = prefix_of(a, b, c, name="gemm")
    q = pick_queue(queue, c, a, b)
    ta, tb = d.trans(transa, "transa"), d.trans(transb, "transb")
    la, lb = d.lds(a, "a"), d.lds(b, "b")
    m, k = a.shape if ta == d.N else a.shape[::-1]
    kb, n = b.shape if tb == d.N else b.shape[::-1]
    if kb != k:
        raise ValueError(f"gemm: op(a) is {m} x {k} but op(b) is {kb} x {n}")
    c, new = _out(c, q, (m, n), a.dtype)
    if new:
        beta = 0.0
    lc = d.lds(c, "c")
    real = p in "SD"
    order, (lda, ta, ldb, tb) = d.choose(
        lc, lambda o: d.general(la, o, ta, "a", real) + d.general(lb, o, tb, "b", real))
    ev = d.call(f"clblas{p}gemm", "eeezzzamzzmzzamzz", p,
                [order, ta, tb, m, n, k, scalar(p, alpha), mem(a, q), off(a, "a"), lda,
                 mem(b, q), off(b, "b"), ldb, scalar(p, beta), mem(c, q), off(c, "c"),
                 lc[order]], q, wait_for, {"A": "a", "B": "b", "C": "c"})
    return c, ev


def _symm_like(kind, a, b, c, alpha, beta, side, uplo, queue, wait_for):
    p = prefix_of(a, b, c, name=kind)
    if kind == "hemm" and p in "SD":
        raise TypeError("hemm needs complex64 or complex128 operands (real: use symm)")
    q = pick_queue(queue, c, a, b)
    s, u = d.side(side), d.uplo(uplo)
    la, lb = d.lds(a, "a"), d.lds(b, "b")
    m, n = b.shape
    _square(a, m if s == 0 else n, "a", "side 'L': b's rows; 'R': its columns")
    c, new = _out(c, q, (m, n), a.dtype)
    if new:
        beta = 0.0
    lc = d.lds(c, "c")

    def build(o):
        ldb = d.same(lb, o, "b", "c")
        if kind == "hemm":   # a Hermitian matrix read in the other order is conj(a)
            return d.same(la, o, "a", "c"), u, ldb
        return _sym(la, o, u) + (ldb,)
    order, (lda, u, ldb) = d.choose(lc, build)
    ev = d.call(f"clblas{p}{kind}", "eeezzamzzmzzamzz", p,
                [order, s, u, m, n, scalar(p, alpha), mem(a, q), off(a, "a"), lda,
                 mem(b, q), off(b, "b"), ldb, scalar(p, beta), mem(c, q), off(c, "c"),
                 lc[order]], q, wait_for, {"A": "a", "B": "b", "C": "c"})
    return c, ev


@_doc("""SYMM: c := alpha * a @ b + beta * c (side 'L') or alpha * b @ a + beta * c
    (side 'R'), a symmetric, of which only the `uplo` triangle ('U', 'L') is
    read. b and c are m x n; a is m x m (side 'L') or n x n ('R').
    Returns (c, event). clblas[SDCZ]symm.
""")
def symm(a: Array, b: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         side: str = "L", uplo: str = "U", queue: Optional[cl.CommandQueue] = None,
         wait_for: Events = None):
    return _symm_like("symm", a, b, c, alpha, beta, side, uplo, queue, wait_for)


@_doc("""HEMM: c := alpha * a @ b + beta * c (side 'L') or alpha * b @ a + beta * c
    (side 'R'), a Hermitian, of which only the `uplo` triangle is read (the
    imaginary parts of its diagonal taken as zero). Complex only; a must be
    stored in c's order. Returns (c, event). clblas[CZ]hemm.
""")
def hemm(a: Array, b: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         side: str = "L", uplo: str = "U", queue: Optional[cl.CommandQueue] = None,
         wait_for: Events = None):
    return _symm_like("hemm", a, b, c, alpha, beta, side, uplo, queue, wait_for)


def _rank_k(kind, a, b, c, alpha, beta, uplo, trans, queue, wait_for):
    herm = kind.startswith("her")
    p = prefix_of(a, b, c, name=kind)
    if herm and p in "SD":
        raise TypeError(f"{kind} needs complex64 or complex128 operands (real: use "
                        f"{kind.replace('her', 'syr')})")
    q = pick_queue(queue, c, a, b)
    u, t = d.uplo(uplo), d.trans(trans)
    la = d.lds(a, "a")
    lb = d.lds(b, "b") if b is not None else None
    n, k = a.shape if t == d.N else a.shape[::-1]
    if b is not None and b.shape != a.shape:
        raise ValueError(f"{kind}: 'b' has shape {b.shape}, 'a' {a.shape}")
    c, new = _out(c, q, (n, n), a.dtype, zero=True)
    if new:
        beta = 0.0
    lc = d.lds(c, "c")
    real = p in "SD"

    def build(o):
        if herm:   # C Hermitian: read in the other order it is conj(C)
            ldc, uu = d.same(lc, o, "c", "the call"), u
            lda, ta = d.same(la, o, "a", "c"), t
            ldb = d.same(lb, o, "b", "c") if lb is not None else None
            return lda, ta, ldb, ldc, uu
        ldc, uu = _sym(lc, o, u)
        lda, ta = d.general(la, o, t, "a", real)
        ldb = None
        if lb is not None:
            ldb, tb = d.general(lb, o, t, "b", real)
            if tb != ta:
                raise d.LayoutError(f"{kind}: 'a' and 'b' must be stored in the same order")
        return lda, ta, ldb, ldc, uu
    order, (lda, ta, ldb, ldc, uu) = d.choose(list(la) + [o for o in lc if o not in la], build)
    sa, sb = (scalar(p, alpha), scalar(p, beta))
    if kind == "herk":
        sa, sb = _real(p, alpha, "alpha"), _real(p, beta, "beta")
    elif kind == "her2k":
        sb = _real(p, beta, "beta")
    args = [order, uu, ta, n, k, sa, mem(a, q), off(a, "a"), lda]
    if b is not None:
        args += [mem(b, q), off(b, "b"), ldb]
    args += [sb, mem(c, q), off(c, "c"), ldc]
    sig = {"syrk": "eeezzamzzamzz", "herk": "eeezzrmzzrmzz",
           "syr2k": "eeezzamzzmzzamzz", "her2k": "eeezzamzzmzzrmzz"}[kind]
    ev = d.call(f"clblas{p}{kind}", sig, p, args, q, wait_for, {"A": "a", "B": "b", "C": "c"})
    return c, ev


def _real(p, v, name):
    if isinstance(v, complex):
        raise TypeError(f"'{name}' must be real here, not {v}")
    from ._lib import REAL
    return REAL[p](v)


@_doc("""SYRK: c := alpha * op(a) @ op(a)^T + beta * c, only c's `uplo` triangle
    written. op(a) = a (trans 'N', n x k) or a^T ('T', a k x n; real dtypes
    also take 'C'). c is n x n (zeros when allocated). Returns (c, event).
    clblas[SDCZ]syrk.
""")
def syrk(a: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0, uplo: str = "U",
         trans: str = "N", queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _rank_k("syrk", a, None, c, alpha, beta, uplo, trans, queue, wait_for)


@_doc("""HERK: c := alpha * op(a) @ op(a)^H + beta * c, alpha and beta real, c
    Hermitian, only its `uplo` triangle written (diagonal imaginary parts
    set to zero). trans 'N' (a n x k) or 'C' (a k x n). Complex only; a
    stored in c's order. Returns (c, event). clblas[CZ]herk.
""")
def herk(a: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0, uplo: str = "U",
         trans: str = "N", queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _rank_k("herk", a, None, c, alpha, beta, uplo, trans, queue, wait_for)


@_doc("""SYR2K: c := alpha * (op(a) @ op(b)^T + op(b) @ op(a)^T) + beta * c, only
    c's `uplo` triangle written; a and b of one shape and storage order,
    op per trans as in syrk. Returns (c, event). clblas[SDCZ]syr2k.
""")
def syr2k(a: Array, b: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0,
          uplo: str = "U", trans: str = "N", queue: Optional[cl.CommandQueue] = None,
          wait_for: Events = None):
    return _rank_k("syr2k", a, b, c, alpha, beta, uplo, trans, queue, wait_for)


@_doc("""HER2K: c := alpha * op(a) @ op(b)^H + conj(alpha) * op(b) @ op(a)^H +
    beta * c, beta real, c Hermitian (its `uplo` triangle written). trans
    'N' or 'C'. Complex only; a, b stored in c's order. Returns (c, event).
    clblas[CZ]her2k.
""")
def her2k(a: Array, b: Array, c: Optional[Array] = None, *, alpha=1.0, beta=0.0,
          uplo: str = "U", trans: str = "N", queue: Optional[cl.CommandQueue] = None,
          wait_for: Events = None):
    return _rank_k("her2k", a, b, c, alpha, beta, uplo, trans, queue, wait_for)


def _trxm(kind, a, b, alpha, side, uplo, trans, diag, queue, wait_for):
    p = prefix_of(a, b, name=kind)
    q = pick_queue(queue, b, a)
    s, u, t, dg = d.side(side), d.uplo(uplo), d.trans(trans), d.diag(diag)
    la, lb = d.lds(a, "a"), d.lds(b, "b")
    m, n = b.shape
    _square(a, m if s == 0 else n, "a", "side 'L': b's rows; 'R': its columns")
    order, (lda, u, t) = d.choose(lb, lambda o: _tri(la, o, u, t, "a", p in "SD"))
    ev = d.call(f"clblas{p}{kind}", "eeeeezzamzzmzz", p,
                [order, s, u, t, dg, m, n, scalar(p, alpha), mem(a, q), off(a, "a"), lda,
                 mem(b, q), off(b, "b"), lb[order]], q, wait_for, {"A": "a", "B": "b"})
    return b, ev


@_doc("""TRMM: b := alpha * op(a) @ b (side 'L') or alpha * b @ op(a) ('R'), a
    triangular (`uplo` triangle read; diag 'U': unit diagonal, not read),
    op per trans ('N', 'T', 'C'). b (m x n) is overwritten.
    Returns (b, event). clblas[SDCZ]trmm.
""")
def trmm(a: Array, b: Array, *, alpha=1.0, side: str = "L", uplo: str = "U",
         trans: str = "N", diag: str = "N", queue: Optional[cl.CommandQueue] = None,
         wait_for: Events = None):
    return _trxm("trmm", a, b, alpha, side, uplo, trans, diag, queue, wait_for)


@_doc("""TRSM: solves op(a) @ x = alpha * b (side 'L') or x @ op(a) = alpha * b
    ('R') for x, which overwrites b; a triangular as in trmm. No test for
    singularity is made. Returns (b, event). clblas[SDCZ]trsm.
""")
def trsm(a: Array, b: Array, *, alpha=1.0, side: str = "L", uplo: str = "U",
         trans: str = "N", diag: str = "N", queue: Optional[cl.CommandQueue] = None,
         wait_for: Events = None):
    return _trxm("trsm", a, b, alpha, side, uplo, trans, diag, queue, wait_for)


__all__ = ["gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm"]
