"""Level 1 BLAS: every clBLAS vector routine. Vectors are 1-D pyopencl
arrays of any stride (negative ones walked as BLAS walks a negative
increment); results of the reductions stay on the device, in `out` (an
array of one element, or a view of one) or in a new 0-d array. Every
function returns ``(out, event)``.
"""
from __future__ import annotations

from typing import Optional, Sequence

import numpy as np
import pyopencl as cl
import pyopencl.array as cla

from . import _dense as d
from ._lib import REAL, REAL_DTYPE, elem_offset, mem, pick_queue, prefix_of, scalar, scratch

Array = cla.Array
Events = Optional[Sequence[cl.Event]]
Queue = Optional[cl.CommandQueue]

COMMON = """
    queue: the pyopencl.CommandQueue to enqueue on (default: the operands').
    wait_for: events the call waits for.
    A failed call raises CLMathError naming the clBLAS status and argument.
"""
NAMES = {"X": "x", "Y": "y"}


def _doc(text):
    def wrap(f):
        f.__doc__ = text + COMMON
        return f
    return wrap


def _pair(x, y, name):
    """(n, offx, incx, offy, incy) of two vectors of one length."""
    ox, ix, n = d.vec(x, "x")
    oy, iy, ny = d.vec(y, "y")
    if ny != n:
        raise ValueError(f"{name}: 'x' has {n} elements, 'y' {ny}")
    return n, ox, ix, oy, iy


def _result(out, q, dtype, name):
    """The result slot: out (its first element) or a new 0-d array."""
    if out is None:
        return cla.empty(q, (), dtype)
    if out.dtype != dtype:
        raise TypeError(f"{name}: 'out' must be {np.dtype(dtype)}, not {out.dtype}")
    if out.size < 1:
        raise ValueError(f"{name}: 'out' has no element")
    return out


@_doc("""SWAP: exchanges the elements of x and y. Returns ((x, y), event).
    clblas[SDCZ]swap.
""")
def swap(x: Array, y: Array, *, queue: Queue = None, wait_for: Events = None):
    p = prefix_of(x, y, name="swap")
    q = pick_queue(queue, x, y)
    n, ox, ix, oy, iy = _pair(x, y, "swap")
    ev = d.call(f"clblas{p}swap", "zmzimzi", p, [n, mem(x, q), ox, ix, mem(y, q), oy, iy],
                q, wait_for, NAMES)
    return (x, y), ev


@_doc("""SCAL: x := alpha * x. A real alpha on a complex x uses CSSCAL / ZDSCAL.
    Returns (x, event). clblas[SDCZ]scal, clblasCsscal, clblasZdscal.
""")
def scal(x: Array, alpha=1.0, *, queue: Queue = None, wait_for: Events = None):
    p = prefix_of(x, name="scal")
    q = pick_queue(queue, x)
    o, inc, n = d.vec(x, "x", walk=False)
    if p in "CZ" and not isinstance(alpha, (complex, np.complexfloating)):
        fname, sig, a = ("clblasCsscal" if p == "C" else "clblasZdscal"), "zrmzi", REAL[p](alpha)
    else:
        fname, sig, a = f"clblas{p}scal", "zamzi", scalar(p, alpha)
    return x, d.call(fname, sig, p, [n, a, mem(x, q), o, inc], q, wait_for, NAMES)


@_doc("""COPY: y := x (y allocated when None). Returns (y, event).
    clblas[SDCZ]copy.
""")
def copy(x: Array, y: Optional[Array] = None, *, queue: Queue = None, wait_for: Events = None):
    p = prefix_of(x, y, name="copy")
    q = pick_queue(queue, x, y)
    if y is None:
        y = cla.empty(q, x.shape, x.dtype)
    n, ox, ix, oy, iy = _pair(x, y, "copy")
    ev = d.call(f"clblas{p}copy", "zmzimzi", p, [n, mem(x, q), ox, ix, mem(y, q), oy, iy],
                q, wait_for, NAMES)
    return y, ev


@_doc("""AXPY: y := alpha * x + y. Returns (y, event). clblas[SDCZ]axpy.
""")
def axpy(x: Array, y: Array, alpha=1.0, *, queue: Queue = None, wait_for: Events = None):
    p = prefix_of(x, y, name="axpy")
    q = pick_queue(queue, x, y)
    n, ox, ix, oy, iy = _pair(x, y, "axpy")
    ev = d.call(f"clblas{p}axpy", "zamzimzi", p,
                [n, scalar(p, alpha), mem(x, q), ox, ix, mem(y, q), oy, iy], q, wait_for, NAMES)
    return y, ev


def _reduce(kind, fname, x, y, out, out_dtype, scratch_elems, queue, wait_for):
    p = prefix_of(x, y, name=kind)
    q = pick_queue(queue, out, x, y)
    if y is not None:
        n, ox, ix, oy, iy = _pair(x, y, kind)
    else:
        ox, ix, n = d.vec(x, "x", walk=False)
        if kind == "iamax" and x.ndim == 1 and n > 1 and x.strides[0] < 0:
            raise d.LayoutError("iamax: 'x' has a negative stride, which BLAS's IAMAX "
                                "does not walk (it returns 0); pass a copy")
    out = _result(out, q, out_dtype, kind)
    buf = scratch(q, max(1, scratch_elems * n) * x.dtype.itemsize)
    args = [n, mem(out, q), elem_offset(out, "out"), mem(x, q), ox, ix]
    sig = "zmzmzi"
    if y is not None:
        args += [mem(y, q), oy, iy]
        sig += "mzi"
    args.append(buf.int_ptr)
    ev = d.call(fname.format(p=p), sig + "m", p, args, q, wait_for, NAMES)
    return out, ev


@_doc("""DOT: out := sum(x * y) (no conjugation: DOTU for complex dtypes).
    out: a device array of x's dtype whose first element receives the
    result (a new 0-d array when None). Returns (out, event).
    clblas[SD]dot, clblas[CZ]dotu.
""")
def dot(x: Array, y: Array, out: Optional[Array] = None, *, queue: Queue = None,
        wait_for: Events = None):
    fname = "clblas{p}dotu" if x.dtype.kind == "c" else "clblas{p}dot"
    return _reduce("dot", fname, x, y, out, x.dtype, 1, queue, wait_for)


@_doc("""DOTC: out := sum(conj(x) * y), complex only. Returns (out, event).
    clblas[CZ]dotc.
""")
def dotc(x: Array, y: Array, out: Optional[Array] = None, *, queue: Queue = None,
         wait_for: Events = None):
    if x.dtype.kind != "c":
        raise TypeError("dotc needs complex operands (real: use dot)")
    return _reduce("dotc", "clblas{p}dotc", x, y, out, x.dtype, 1, queue, wait_for)


_REAL_NAME = {"S": "S", "D": "D", "C": "Sc", "Z": "Dz"}


@_doc("""NRM2: out := sqrt(sum |x_i|^2), without undue overflow or underflow;
    a real result (float32 for float32 and complex64 x). Returns (out,
    event). clblasSnrm2, Dnrm2, Scnrm2, Dznrm2.
""")
def nrm2(x: Array, out: Optional[Array] = None, *, queue: Queue = None,
         wait_for: Events = None):
    p = prefix_of(x, name="nrm2")
    return _reduce("nrm2", f"clblas{_REAL_NAME[p]}nrm2", x, None, out, REAL_DTYPE[p], 2,
                   queue, wait_for)


@_doc("""ASUM: out := sum(|Re x_i| + |Im x_i|), a real result. Returns (out,
    event). clblasSasum, Dasum, Scasum, Dzasum.
""")
def asum(x: Array, out: Optional[Array] = None, *, queue: Queue = None,
         wait_for: Events = None):
    p = prefix_of(x, name="asum")
    return _reduce("asum", f"clblas{_REAL_NAME[p]}asum", x, None, out, REAL_DTYPE[p], 1,
                   queue, wait_for)


@_doc("""IAMAX: out := the 1-based index (as BLAS counts) of the first element
    of x with the largest |Re| + |Im|; 0 when x is empty. out is uint32.
    Returns (out, event). clblasi[SDCZ]amax.
""")
def iamax(x: Array, out: Optional[Array] = None, *, queue: Queue = None,
          wait_for: Events = None):
    return _reduce("iamax", "clblasi{p}amax", x, None, out, np.uint32, 2, queue, wait_for)


def _slot(a, name, dtype):
    """(mem, offset) of a one-element device operand of the rotation setups."""
    if a.dtype != dtype:
        raise TypeError(f"'{name}' must be {np.dtype(dtype)}, not {a.dtype}")
    if a.size < 1:
        raise ValueError(f"'{name}' has no element")
    return a.base_data.int_ptr, elem_offset(a, name)


@_doc("""ROTG: constructs the Givens rotation that zeroes b in (a, b), as
    reference xROTG. a, b, c, s are device arrays whose first element is
    used: on exit a holds r, b holds z (real dtypes; unchanged for complex),
    c the cosine (real dtype), s the sine (a's dtype). c, s allocated (0-d)
    when None. Returns ((a, b, c, s), event). clblas[SDCZ]rotg.
""")
def rotg(a: Array, b: Array, c: Optional[Array] = None, s: Optional[Array] = None, *,
         queue: Queue = None, wait_for: Events = None):
    p = prefix_of(a, b, s, name="rotg")
    q = pick_queue(queue, a, b)
    c = cla.empty(q, (), REAL_DTYPE[p]) if c is None else c
    s = cla.empty(q, (), a.dtype) if s is None else s
    args = [*_slot(a, "a", a.dtype), *_slot(b, "b", a.dtype), *_slot(c, "c", REAL_DTYPE[p]),
            *_slot(s, "s", a.dtype)]
    return (a, b, c, s), d.call(f"clblas{p}rotg", "mzmzmzmz", p, args, q, wait_for, {})


@_doc("""ROTMG: constructs the modified Givens transformation H that zeroes the
    second component of (sqrt(d1) x1, sqrt(d2) y1), as reference xROTMG.
    d1, d2, x1 are read and overwritten, y1 read; param (5 elements: flag,
    h11, h21, h12, h22) receives H (allocated when None). Real only.
    Returns (param, event). clblas[SD]rotmg.
""")
def rotmg(d1: Array, d2: Array, x1: Array, y1: Array, param: Optional[Array] = None, *,
          queue: Queue = None, wait_for: Events = None):
    p = prefix_of(d1, d2, x1, y1, param, name="rotmg")
    if p in "CZ":
        raise TypeError("rotmg is real only")
    q = pick_queue(queue, d1)
    param = cla.empty(q, (5,), d1.dtype) if param is None else param
    if param.size < 5:
        raise ValueError("'param' needs 5 elements")
    args = [*_slot(d1, "d1", d1.dtype), *_slot(d2, "d2", d1.dtype),
            *_slot(x1, "x1", d1.dtype), *_slot(y1, "y1", d1.dtype),
            *_slot(param, "param", d1.dtype)]
    return param, d.call(f"clblas{p}rotmg", "mzmzmzmzmz", p, args, q, wait_for, {})


@_doc("""ROT: applies the plane rotation (c, s real) to the pairs (x_i, y_i):
    x_i := c x_i + s y_i, y_i := c y_i - s x_i. Returns ((x, y), event).
    clblasSrot, Drot, Csrot, Zdrot.
""")
def rot(x: Array, y: Array, c: float, s: float, *, queue: Queue = None,
        wait_for: Events = None):
    p = prefix_of(x, y, name="rot")
    q = pick_queue(queue, x, y)
    n, ox, ix, oy, iy = _pair(x, y, "rot")
    fname = {"S": "clblasSrot", "D": "clblasDrot", "C": "clblasCsrot", "Z": "clblasZdrot"}[p]
    ev = d.call(fname, "zmzimzirr", p, [n, mem(x, q), ox, ix, mem(y, q), oy, iy, c, s],
                q, wait_for, NAMES)
    return (x, y), ev


@_doc("""ROTM: applies the modified Givens transformation in param (5 device
    elements, as rotmg makes) to the pairs (x_i, y_i). Real only.
    Returns ((x, y), event). clblas[SD]rotm.
""")
def rotm(x: Array, y: Array, param: Array, *, queue: Queue = None, wait_for: Events = None):
    p = prefix_of(x, y, param, name="rotm")
    if p in "CZ":
        raise TypeError("rotm is real only")
    q = pick_queue(queue, x, y)
    n, ox, ix, oy, iy = _pair(x, y, "rotm")
    if param.size < 5:
        raise ValueError("'param' needs 5 elements")
    ev = d.call(f"clblas{p}rotm", "zmzimzimz", p,
                [n, mem(x, q), ox, ix, mem(y, q), oy, iy, *_slot(param, "param", x.dtype)],
                q, wait_for, NAMES)
    return (x, y), ev


__all__ = ["swap", "scal", "copy", "axpy", "dot", "dotc", "nrm2", "asum", "iamax", "rotg",
           "rotmg", "rot", "rotm"]
