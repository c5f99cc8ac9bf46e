"""Level 2 BLAS: matrix-vector products, triangular solves, rank-1 and
rank-2 updates. Matrices are taken in their own order (C or F, sliced);
vectors are 1-D arrays of any stride, negative ones included. Every
function returns ``(out, event)``.
"""
from __future__ import annotations

from typing import Optional, Sequence

import pyopencl as cl
import pyopencl.array as cla

from . import _dense as d
from ._lib import REAL, elem_offset as off, mem, pick_queue, prefix_of, scalar

Array = cla.Array
Events = Optional[Sequence[cl.Event]]

COMMON = """
    queue: the pyopencl.CommandQueue to enqueue on (default: the operands').
    wait_for: events the call waits for.

    The matrix may be C- or F-ordered and sliced (its order, leading
    dimension and offset go to BLAS); vectors may be strided views, with
    negative strides walked as BLAS walks a negative increment. Other
    layouts raise LayoutError (a ValueError); a failed call raises
    CLMathError naming the clBLAS status.
"""


def _doc(text):
    def wrap(f):
        f.__doc__ = text + COMMON
        return f
    return wrap


def _order(la):
    """The matrix's own order (row-major when it has both)."""
    return d.ROW if d.ROW in la else d.COL


def _vector(v, n, name):
    o, inc, length = d.vec(v, name)
    if length != n:
        raise ValueError(f"'{name}' has {length} elements, expected {n}")
    return o, inc


def _out_vec(y, q, n, dtype):
    if y is None:
        return cla.empty(q, (n,), dtype), True
    return y, False


NAMES = {"A": "a", "X": "x", "Y": "y"}


@_doc("""GEMV: y := alpha * op(a) @ x + beta * y, op per trans ('N', 'T', 'C');
    a is m x n. y is allocated when None (beta then ignored).
    Returns (y, event). clblas[SDCZ]gemv.
""")
def gemv(a: Array, x: Array, y: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         trans: str = "N", queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    p = prefix_of(a, x, y, name="gemv")
    q = pick_queue(queue, y, a, x)
    t = d.trans(trans)
    la = d.lds(a, "a")
    order = _order(la)
    m, n = a.shape
    lx, ly = (n, m) if t == d.N else (m, n)
    y, new = _out_vec(y, q, ly, a.dtype)
    if new:
        beta = 0.0
    ox, ix = _vector(x, lx, "x")
    oy, iy = _vector(y, ly, "y")
    ev = d.call(f"clblas{p}gemv", "eezzamzzmziamzi", p,
                [order, t, m, n, scalar(p, alpha), mem(a, q), off(a, "a"), la[order],
                 mem(x, q), ox, ix, scalar(p, beta), mem(y, q), oy, iy], q, wait_for, NAMES)
    return y, ev


def _symv_like(kind, a, x, y, alpha, beta, uplo, queue, wait_for):
    p = prefix_of(a, x, y, name=kind)
    if kind == "hemv" and p in "SD":
        raise TypeError("hemv needs complex64 or complex128 operands (real: use symv)")
    q = pick_queue(queue, y, a, x)
    la = d.lds(a, "a")
    order = _order(la)
    n = a.shape[0]
    if a.shape != (n, n):
        raise ValueError(f"'a' must be square, not {a.shape}")
    y, new = _out_vec(y, q, n, a.dtype)
    if new:
        beta = 0.0
    ox, ix = _vector(x, n, "x")
    oy, iy = _vector(y, n, "y")
    ev = d.call(f"clblas{p}{kind}", "eezamzzmziamzi", p,
                [order, d.uplo(uplo), n, scalar(p, alpha), mem(a, q), off(a, "a"), la[order],
                 mem(x, q), ox, ix, scalar(p, beta), mem(y, q), oy, iy], q, wait_for, NAMES)
    return y, ev


@_doc("""SYMV: y := alpha * a @ x + beta * y, a symmetric n x n of which only
    the `uplo` triangle ('U', 'L') is read. Returns (y, event).
    clblas[SD]symv.
""")
def symv(a: Array, x: Array, y: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         uplo: str = "U", queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    if a.dtype.kind == "c":
        raise TypeError("symv has no complex routine in clBLAS (Hermitian: use hemv)")
    return _symv_like("symv", a, x, y, alpha, beta, uplo, queue, wait_for)


@_doc("""HEMV: y := alpha * a @ x + beta * y, a Hermitian n x n, only its `uplo`
    triangle read (diagonal imaginary parts taken as zero). Complex only.
    Returns (y, event). clblas[CZ]hemv.
""")
def hemv(a: Array, x: Array, y: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         uplo: str = "U", queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _symv_like("hemv", a, x, y, alpha, beta, uplo, queue, wait_for)


def _trxv(kind, a, x, uplo, trans, diag, queue, wait_for):
    p = prefix_of(a, x, name=kind)
    q = pick_queue(queue, x, a)
    la = d.lds(a, "a")
    order = _order(la)
    n = a.shape[0]
    if a.shape != (n, n):
        raise ValueError(f"'a' must be square, not {a.shape}")
    ox, ix = _vector(x, n, "x")
    args = [order, d.uplo(uplo), d.trans(trans), d.diag(diag), n, mem(a, q), off(a, "a"),
            la[order], mem(x, q), ox, ix]
    sig = "eeeezmzzmzi"
    if kind == "trmv":   # its scratch buffer: clmath takes NULL (it uses its own)
        args.append(None)
        sig += "m"
    return x, d.call(f"clblas{p}{kind}", sig, p, args, q, wait_for, NAMES)


@_doc("""TRMV: x := op(a) @ x, a triangular n x n (`uplo` triangle read;
    diag 'U': unit diagonal, not read), op per trans. Returns (x, event).
    clblas[SDCZ]trmv.
""")
def trmv(a: Array, x: Array, *, uplo: str = "U", trans: str = "N", diag: str = "N",
         queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _trxv("trmv", a, x, uplo, trans, diag, queue, wait_for)


@_doc("""TRSV: solves op(a) @ x = b for x; x holds b on entry and the solution
    on exit. a triangular as in trmv; no test for singularity is made.
    Returns (x, event). clblas[SDCZ]trsv.
""")
def trsv(a: Array, x: Array, *, uplo: str = "U", trans: str = "N", diag: str = "N",
         queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _trxv("trsv", a, x, uplo, trans, diag, queue, wait_for)


def _ger_like(kind, x, y, a, alpha, queue, wait_for):
    p = prefix_of(x, y, a, name=kind)
    q = pick_queue(queue, a, x, y)
    if kind in ("ger", "gerc") and p in "CZ":
        fname = f"clblas{p}{'geru' if kind == 'ger' else 'gerc'}"
    elif kind == "gerc":
        raise TypeError("gerc needs complex operands (real: use ger)")
    else:
        fname = f"clblas{p}ger"
    la = d.lds(a, "a")
    order = _order(la)
    m, n = a.shape
    ox, ix = _vector(x, m, "x")
    oy, iy = _vector(y, n, "y")
    ev = d.call(fname, "ezzamzimzimzz", p,
                [order, m, n, scalar(p, alpha), mem(x, q), ox, ix, mem(y, q), oy, iy,
                 mem(a, q), off(a, "a"), la[order]], q, wait_for, NAMES)
    return a, ev


@_doc("""GER: a := alpha * x @ y^T + a (for complex dtypes GERU, no
    conjugation); a is m x n, x has m elements, y n. Returns (a, event).
    clblas[SD]ger, clblas[CZ]geru.
""")
def ger(x: Array, y: Array, a: Array, *, alpha=1.0, queue: Optional[cl.CommandQueue] = None,
        wait_for: Events = None):
    return _ger_like("ger", x, y, a, alpha, queue, wait_for)


@_doc("""GERC: a := alpha * x @ y^H + a (complex only). Returns (a, event).
    clblas[CZ]gerc.
""")
def gerc(x: Array, y: Array, a: Array, *, alpha=1.0, queue: Optional[cl.CommandQueue] = None,
         wait_for: Events = None):
    return _ger_like("gerc", x, y, a, alpha, queue, wait_for)


def _syr_like(kind, x, y, a, alpha, uplo, queue, wait_for):
    p = prefix_of(x, y, a, name=kind)
    herm = kind.startswith("her")
    if herm != (p in "CZ"):
        raise TypeError(f"{kind} takes {'complex' if herm else 'real'} operands")
    q = pick_queue(queue, a, x, y)
    la = d.lds(a, "a")
    order = _order(la)
    n = a.shape[0]
    if a.shape != (n, n):
        raise ValueError(f"'a' must be square, not {a.shape}")
    ox, ix = _vector(x, n, "x")
    if kind == "her":
        if isinstance(alpha, complex):
            raise TypeError(f"her: 'alpha' must be real, not {alpha}")
        sa, sig = REAL[p](alpha), "eezrmzimzz"
    else:
        sa, sig = scalar(p, alpha), "eezamzimzz"
    args = [order, d.uplo(uplo), n, sa, mem(x, q), ox, ix]
    if y is not None:
        oy, iy = _vector(y, n, "y")
        args += [mem(y, q), oy, iy]
        sig = "eezamzimzimzz"
    args += [mem(a, q), off(a, "a"), la[order]]
    return a, d.call(f"clblas{p}{kind}", sig, p, args, q, wait_for, NAMES)


@_doc("""SYR: a := alpha * x @ x^T + a, a symmetric n x n, only its `uplo`
    triangle updated. Real only. Returns (a, event). clblas[SD]syr.
""")
def syr(x: Array, a: Array, *, alpha=1.0, uplo: str = "U",
        queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _syr_like("syr", x, None, a, alpha, uplo, queue, wait_for)


@_doc("""HER: a := alpha * x @ x^H + a, alpha real, a Hermitian, only its `uplo`
    triangle updated (diagonal imaginary parts set to zero). Complex only.
    Returns (a, event). clblas[CZ]her.
""")
def her(x: Array, a: Array, *, alpha=1.0, uplo: str = "U",
        queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _syr_like("her", x, None, a, alpha, uplo, queue, wait_for)


@_doc("""SYR2: a := alpha * x @ y^T + alpha * y @ x^T + a, a symmetric, its
    `uplo` triangle updated. Real only. Returns (a, event). clblas[SD]syr2.
""")
def syr2(x: Array, y: Array, a: Array, *, alpha=1.0, uplo: str = "U",
         queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _syr_like("syr2", x, y, a, alpha, uplo, queue, wait_for)


@_doc("""HER2: a := alpha * x @ y^H + conj(alpha) * y @ x^H + a, a Hermitian,
    its `uplo` triangle updated. Complex only. Returns (a, event).
    clblas[CZ]her2.
""")
def her2(x: Array, y: Array, a: Array, *, alpha=1.0, uplo: str = "U",
         queue: Optional[cl.CommandQueue] = None, wait_for: Events = None):
    return _syr_like("her2", x, y, a, alpha, uplo, queue, wait_for)


__all__ = ["gemv", "symv", "hemv", "trmv", "trsv", "ger", "gerc", "syr", "her", "syr2",
           "her2"]
