"""What the dense wrappers share: BLAS enums, how a pyopencl array maps to a
BLAS matrix (order, leading dimension, offset) or vector (offset,
increment), and one call through the clBLAS tail.

A 2-D array is a BLAS matrix in row-major order when its second stride is
one element and its first at least a row; in column-major order in the
mirror case (both when one dimension is 1). An operand stored in the other
order than the call's is its transpose there, which the routine's trans and
uplo arguments absorb where it has them.
"""
from __future__ import annotations

import ctypes
from typing import Optional, Sequence

import pyopencl as cl
import pyopencl.array as cla

from . import _lib
from ._lib import c_ptr

ROW, COL = 0, 1   # clblasRowMajor, clblasColumnMajor
N, T, C = 0, 1, 2  # clblasNoTrans, clblasTrans, clblasConjTrans
ORDER_NAME = {ROW: "C-ordered (row-major)", COL: "F-ordered (column-major)"}

_TRANS = {"N": N, "T": T, "C": C, "n": N, "t": T, "c": C}
_UPLO = {"U": 0, "L": 1, "u": 0, "l": 1}
_DIAG = {"U": 0, "N": 1, "u": 0, "n": 1}
_SIDE = {"L": 0, "R": 1, "l": 0, "r": 1}


class LayoutError(ValueError):
    """An operand's strides or order cannot be given to the BLAS routine."""


def _enum(table, value, what, allowed):
    try:
        return table[value]
    except (KeyError, TypeError):
        raise ValueError(f"{what} must be one of {allowed}, not {value!r}") from None


def trans(value: str, name: str = "trans") -> int:
    return _enum(_TRANS, value, name, "'N', 'T', 'C'")


def uplo(value: str) -> int:
    return _enum(_UPLO, value, "uplo", "'U', 'L'")


def diag(value: str) -> int:
    return _enum(_DIAG, value, "diag", "'N', 'U'")


def side(value: str) -> int:
    return _enum(_SIDE, value, "side", "'L', 'R'")


def lds(a, name: str) -> dict:
    """{order: leading dimension} for each order the 2-D array a can be
    given in; LayoutError when none."""
    if a.ndim != 2:
        raise ValueError(f"'{name}' must be a 2-D array, not {a.ndim}-D")
    isz = a.dtype.itemsize
    r, c = a.shape
    s0, s1 = a.strides
    if a.size == 0:
        return {ROW: max(1, c), COL: max(1, r)}
    if s0 % isz or s1 % isz:
        raise LayoutError(f"'{name}': strides {a.strides} are not whole elements")
    s0 //= isz
    s1 //= isz
    out = {}
    if (c == 1 or s1 == 1) and (r == 1 or s0 >= c):
        out[ROW] = s0 if r > 1 else c
    if (r == 1 or s0 == 1) and (c == 1 or s1 >= r):
        out[COL] = s1 if c > 1 else r
    if not out:
        raise LayoutError(f"'{name}': strides {a.strides} (shape {a.shape}) are not a BLAS "
                          "matrix: one stride must be the element size and the other at "
                          "least a row or column; pass a copy")
    return out


def general(ld: dict, order: int, t: int, name: str, real: bool):
    """(ld, trans) of a general operand with op `t` in a call of `order`."""
    if order in ld:
        return ld[order], t
    if t == N:
        return ld[1 - order], T
    if t == T or real:
        return ld[1 - order], N
    raise LayoutError(f"'{name}': the conjugate transpose of an array "
                      f"{ORDER_NAME[1 - order]} is not a BLAS operand in a "
                      f"{ORDER_NAME[order]} call; pass a copy")


def same(ld: dict, order: int, name: str, why: str) -> int:
    """ld of an operand that must be stored in the call's order."""
    if order in ld:
        return ld[order]
    raise LayoutError(f"'{name}' is {ORDER_NAME[1 - order]} but {why} is "
                      f"{ORDER_NAME[order]}; {name} has no trans argument here: pass a copy "
                      "in that order")


def choose(candidates, build):
    """The first order of `candidates` for which build(order) succeeds."""
    err = None
    for order in candidates:
        try:
            return order, build(order)
        except LayoutError as e:
            err = e
    raise err


def vec(a, name: str, walk: bool = True):
    """(offset, increment, length) of a 1-D array as a BLAS vector. walk=False
    for routines to which the order of the elements does not matter (scal,
    nrm2, asum): reference BLAS makes a negative increment a no-op there, so
    a reversed view goes forwards from its lowest element."""
    if a.ndim != 1:
        raise ValueError(f"'{name}' must be a 1-D array, not {a.ndim}-D")
    isz = a.dtype.itemsize
    n = a.shape[0]
    off = a.offset // isz
    if n <= 1:
        return off, 1, n
    inc, r = divmod(a.strides[0], isz)
    if r or inc == 0:
        raise LayoutError(f"'{name}': stride {a.strides[0]} is not a non-zero whole "
                          "number of elements")
    if inc < 0:
        # BLAS walks a negative increment from off + (n - 1)|inc|: element 0;
        # either way the lowest element is at off + (n - 1) inc
        off += (n - 1) * inc
        if not walk:
            inc = -inc
    return off, inc, n


def empty(queue, shape, dtype, like_order: int = ROW):
    """An output array allocated for the caller."""
    return cla.empty(queue, shape, dtype, order="C" if like_order == ROW else "F")


_Q1 = c_ptr * 1


def call(fname: str, sig: str, p: str, args: list, queue: cl.CommandQueue,
         wait_for: Optional[Sequence[cl.Event]], names: dict) -> cl.Event:
    """Call clBLAS routine fname with args and the queue/event tail; raise
    CLMathError on failure, else return the call's event."""
    f = _lib._bound.get(fname) or _lib.bind(fname, sig, p)
    nw, wl = _lib.wait_list(wait_for) if wait_for else (0, None)
    ev = c_ptr()
    st = f(*args, 1, _Q1(queue.int_ptr), nw, wl, ctypes.byref(ev))
    if st:
        _lib.check_blas(st, fname, names)
    return cl.Event.from_int_ptr(ev.value, retain=False) if ev.value else None
