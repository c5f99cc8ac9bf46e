"""clSPARSE: CSR matrices on the device, SpMV (CSR-Adaptive), conversions,
and the CG and BiCGStab solvers. float32 and float64 only (clSPARSE's S and
D); indices are uint32, as in clSPARSE.

Calls run in clSPARSE's asynchronous mode on a control kept per queue;
the event each function returns is clsparseGetEvent's (a marker after the
call's work).
"""
from __future__ import annotations

import ctypes
from typing import Optional, Sequence

import numpy as np
import pyopencl as cl
import pyopencl.array as cla

from . import _lib
from ._lib import c_ptr, check_sparse, elem_offset

Array = cla.Array
Events = Optional[Sequence[cl.Event]]
Queue = Optional[cl.CommandQueue]
idx_t = ctypes.c_uint
IDX = np.uint32


class _Scalar(ctypes.Structure):
    _fields_ = [("value", c_ptr), ("off_value", idx_t)]


class _Vector(ctypes.Structure):
    _fields_ = [("num_values", idx_t), ("values", c_ptr), ("off_values", idx_t)]


class _Csr(ctypes.Structure):
    _fields_ = [("num_rows", idx_t), ("num_cols", idx_t), ("num_nonzeros", idx_t),
                ("values", c_ptr), ("col_indices", c_ptr), ("row_pointer", c_ptr),
                ("off_values", idx_t), ("off_col_indices", idx_t), ("off_row_pointer", idx_t),
                ("meta", c_ptr)]


class _Coo(ctypes.Structure):
    _fields_ = [("num_rows", idx_t), ("num_cols", idx_t), ("num_nonzeros", idx_t),
                ("values", c_ptr), ("col_indices", c_ptr), ("row_indices", c_ptr),
                ("off_values", idx_t), ("off_col_indices", idx_t), ("off_row_indices", idx_t)]


class _Dense(ctypes.Structure):
    _fields_ = [("num_rows", idx_t), ("num_cols", idx_t), ("lead_dim", idx_t),
                ("major", ctypes.c_int), ("values", c_ptr), ("off_values", idx_t)]


class _CreateResult(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int), ("control", c_ptr)]


class _EventResult(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int), ("event", c_ptr)]


def _fn(name, argtypes, restype=ctypes.c_int):
    f = _lib._bound.get(name)
    if f is None:
        f = getattr(_lib.lib, name)
        f.argtypes, f.restype = argtypes, restype
        _lib._bound[name] = f
    return f


P = ctypes.POINTER


def _letter(dtype, what):
    if dtype == np.float32:
        return "S"
    if dtype == np.float64:
        return "D"
    raise TypeError(f"{what}: clSPARSE takes float32 or float64, not {np.dtype(dtype)}")


def _control(q: cl.CommandQueue):
    """The clsparseControl of queue q (asynchronous), made once."""
    entry = _lib._controls.get(q.int_ptr)
    if entry is None:
        r = _fn("clsparseCreateControl", [c_ptr], _CreateResult)(q.int_ptr)
        check_sparse(r.status, "clsparseCreateControl")
        check_sparse(_fn("clsparseEnableAsync", [c_ptr, ctypes.c_uint])(r.control, 1),
                     "clsparseEnableAsync")
        entry = _lib._controls[q.int_ptr] = (q, r.control)   # q kept: its int_ptr stays ours
    return entry[1]


def _wait(q, wait_for):
    """clSPARSE takes no wait list: a barrier holds the queue until the events."""
    if wait_for:
        cl.enqueue_barrier(q, wait_for=list(wait_for))


def _event(ctl) -> cl.Event:
    r = _fn("clsparseGetEvent", [c_ptr], _EventResult)(ctl)
    check_sparse(r.status, "clsparseGetEvent")
    return _lib.take_event(c_ptr(r.event))


def _dvec(v, name, dtype=None):
    """A cldenseVector of a contiguous 1-D array."""
    if v.ndim != 1 or (v.size > 1 and v.strides[0] != v.dtype.itemsize):
        raise ValueError(f"'{name}' must be a contiguous 1-D array (clSPARSE has no stride)")
    if dtype is not None and v.dtype != dtype:
        raise TypeError(f"'{name}' must be {np.dtype(dtype)}, not {v.dtype}")
    return _Vector(v.size, _lib.mem(v, v.queue), elem_offset(v, name))


_consts: dict = {}


def _const(q, dtype, *values):
    """A device buffer holding values (alpha, beta), cached per context."""
    key = (q.context.int_ptr, np.dtype(dtype).char, values)
    b = _consts.get(key)
    if b is None:
        if len(_consts) > 256:
            _consts.clear()
        b = cl.Buffer(q.context, cl.mem_flags.READ_ONLY | cl.mem_flags.COPY_HOST_PTR,
                      hostbuf=np.array(values, dtype))
        _consts[key] = b
    return b


class CSRMatrix:
    """A sparse matrix in CSR form on the device (clsparseCsrMatrix).

    values (float32/float64), col_indices and row_pointer (uint32) are
    pyopencl arrays; shape is (rows, cols). Build one with from_scipy,
    from_dense or from its arrays; to_scipy and to_dense give it back.
    The CSR-Adaptive row blocks (clsparseCsrMetaCreate) are made at the
    first spmv and kept until the matrix is freed.
    """

    def __init__(self, values: Array, col_indices: Array, row_pointer: Array,
                 shape: tuple[int, int]):
        _letter(values.dtype, "CSRMatrix")
        rows, cols = shape
        if row_pointer.shape != (rows + 1,):
            raise ValueError(f"row_pointer has {row_pointer.shape} elements, expected "
                             f"{rows + 1}")
        if col_indices.shape != values.shape or values.ndim != 1:
            raise ValueError("values and col_indices must be 1-D of one length")
        for a, n in ((col_indices, "col_indices"), (row_pointer, "row_pointer")):
            if a.dtype != IDX:
                raise TypeError(f"{n} must be uint32 (clsparseIdx_t), not {a.dtype}")
        self.values, self.col_indices, self.row_pointer = values, col_indices, row_pointer
        self.shape = (rows, cols)
        self.queue = values.queue
        q = self.queue
        self._s = _Csr(rows, cols, values.size, _lib.mem(values, q), _lib.mem(col_indices, q),
                       _lib.mem(row_pointer, q), elem_offset(values, "values"),
                       elem_offset(col_indices, "col_indices"),
                       elem_offset(row_pointer, "row_pointer"), None)

    dtype = property(lambda self: self.values.dtype)
    nnz = property(lambda self: self.values.size)

    @classmethod
    def from_scipy(cls, queue: cl.CommandQueue, m, dtype=None) -> "CSRMatrix":
        """A device copy of a scipy.sparse matrix (any format; converted to
        CSR with sorted indices; dtype: float32/float64, default m's)."""
        import scipy.sparse as sp
        m = sp.csr_matrix(m)
        m.sort_indices()
        dtype = np.dtype(dtype or m.dtype)
        _letter(dtype, "from_scipy")
        return cls(cla.to_device(queue, m.data.astype(dtype)),
                   cla.to_device(queue, m.indices.astype(IDX)),
                   cla.to_device(queue, m.indptr.astype(IDX)), m.shape)

    def to_scipy(self):
        """A scipy.sparse.csr_matrix copy on the host."""
        import scipy.sparse as sp
        return sp.csr_matrix((self.values.get(), self.col_indices.get().astype(np.int64),
                              self.row_pointer.get().astype(np.int64)), shape=self.shape)

    def _meta(self, ctl):
        if not self._s.meta:
            check_sparse(_fn("clsparseCsrMetaCreate", [P(_Csr), c_ptr])(
                ctypes.byref(self._s), ctl), "clsparseCsrMetaCreate", "a")
            _lib._live_meta.add(self)

    def _release_meta(self):
        if self._s.meta:
            _fn("clsparseCsrMetaDelete", [P(_Csr)])(ctypes.byref(self._s))
            self._s.meta = None

    def __del__(self):
        try:
            self._release_meta()
        except Exception:   # interpreter shutdown
            pass

    @classmethod
    def from_dense(cls, a: Array, *, queue: Queue = None,
                   wait_for: Events = None) -> "CSRMatrix":
        """The non-zero elements of a 2-D array, on the device (clsparse[SD]dense2csr;
        the buffers are created by the call)."""
        p = _letter(a.dtype, "from_dense")
        q = queue or a.queue
        ctl = _control(q)
        _wait(q, wait_for)
        dm = _dense(a, "a")
        csr = _Csr()
        _fn("clsparseInitCsrMatrix", [P(_Csr)])(ctypes.byref(csr))
        check_sparse(_fn(f"clsparse{p}dense2csr", [P(_Dense), P(_Csr), c_ptr])(
            ctypes.byref(dm), ctypes.byref(csr), ctl), f"clsparse{p}dense2csr")
        rows, cols, nnz = csr.num_rows, csr.num_cols, csr.num_nonzeros
        # the call made the buffers and hands them over: pyopencl takes them
        bufs = [cl.Buffer.from_int_ptr(x, retain=False)
                for x in (csr.values, csr.col_indices, csr.row_pointer)]
        return cls(cla.Array(q, (nnz,), a.dtype, data=bufs[0]),
                   cla.Array(q, (nnz,), IDX, data=bufs[1]),
                   cla.Array(q, (rows + 1,), IDX, data=bufs[2]), (rows, cols))

    def to_dense(self, out: Optional[Array] = None, *, queue: Queue = None,
                 wait_for: Events = None):
        """The matrix as a dense 2-D array (out: C- or F-ordered, any leading
        dimension; allocated C-ordered when None). clsparse[SD]csr2dense.
        Returns (out, event)."""
        p = _letter(self.dtype, "to_dense")
        q = queue or self.queue
        out = cla.empty(q, self.shape, self.dtype) if out is None else out
        if out.shape != self.shape or out.dtype != self.dtype:
            raise ValueError(f"'out' must be {self.shape} {self.dtype}")
        ctl = _control(q)
        _wait(q, wait_for)
        dm = _dense(out, "out")
        check_sparse(_fn(f"clsparse{p}csr2dense", [P(_Csr), P(_Dense), c_ptr])(
            ctypes.byref(self._s), ctypes.byref(dm), ctl), f"clsparse{p}csr2dense")
        return out, _event(ctl)

    def to_coo(self, *, queue: Queue = None, wait_for: Events = None):
        """(rows, cols, values) device arrays of the entries, sorted by row
        (clsparse[SD]csr2coo), and the event."""
        p = _letter(self.dtype, "to_coo")
        q = queue or self.queue
        rows = cla.empty(q, (self.nnz,), IDX)
        cols = cla.empty(q, (self.nnz,), IDX)
        vals = cla.empty(q, (self.nnz,), self.dtype)
        coo = _Coo(self.shape[0], self.shape[1], self.nnz, _lib.mem(vals, q),
                   _lib.mem(cols, q), _lib.mem(rows, q), 0, 0, 0)
        ctl = _control(q)
        _wait(q, wait_for)
        check_sparse(_fn(f"clsparse{p}csr2coo", [P(_Csr), P(_Coo), c_ptr])(
            ctypes.byref(self._s), ctypes.byref(coo), ctl), f"clsparse{p}csr2coo")
        return (rows, cols, vals), _event(ctl)

    @classmethod
    def from_coo(cls, rows: Array, cols: Array, values: Array, shape: tuple[int, int], *,
                 queue: Queue = None, wait_for: Events = None) -> "CSRMatrix":
        """A CSR matrix from entries sorted by row, then column
        (clsparse[SD]coo2csr)."""
        p = _letter(values.dtype, "from_coo")
        q = queue or values.queue
        nnz = values.size
        coo = _Coo(shape[0], shape[1], nnz, _lib.mem(values, q), _lib.mem(cols, q),
                   _lib.mem(rows, q), elem_offset(values, "values"),
                   elem_offset(cols, "cols"), elem_offset(rows, "rows"))
        out = cls(cla.empty(q, (nnz,), values.dtype), cla.empty(q, (nnz,), IDX),
                  cla.empty(q, (shape[0] + 1,), IDX), shape)
        ctl = _control(q)
        _wait(q, wait_for)
        check_sparse(_fn(f"clsparse{p}coo2csr", [P(_Coo), P(_Csr), c_ptr])(
            ctypes.byref(coo), ctypes.byref(out._s), ctl), f"clsparse{p}coo2csr")
        return out


def _dense(a, name):
    """A cldenseMatrix of a C- or F-ordered (sliced) 2-D array."""
    from ._dense import ROW, lds
    ld = lds(a, name)
    major, lead = (1, ld[ROW]) if ROW in ld else (2, ld[1])
    return _Dense(a.shape[0], a.shape[1], lead, major, _lib.mem(a, a.queue),
                  elem_offset(a, name))


def spmv(a: CSRMatrix, x: Array, y: Optional[Array] = None, *, alpha=1.0, beta=0.0,
         queue: Queue = None, wait_for: Events = None):
    """SpMV: y := alpha * a @ x + beta * y, a a CSRMatrix (CSR-Adaptive:
    clsparse[SD]csrmv with the row blocks of clsparseCsrMetaCreate). x and y
    are contiguous 1-D arrays of a's dtype; y allocated when None (beta then
    ignored). Returns (y, event).

    queue: the queue to enqueue on (default: x's). wait_for: events to wait
    for (a barrier on the queue: clSPARSE takes no wait list). A failed
    call raises CLMathError naming the clSPARSE status.
    """
    p = _letter(a.dtype, "spmv")
    q = queue or x.queue
    if x.shape != (a.shape[1],):
        raise ValueError(f"spmv: 'x' has shape {x.shape}, expected ({a.shape[1]},)")
    if y is None:
        y, beta = cla.empty(q, (a.shape[0],), a.dtype), 0.0
    elif y.shape != (a.shape[0],):
        raise ValueError(f"spmv: 'y' has shape {y.shape}, expected ({a.shape[0]},)")
    ctl = _control(q)
    a._meta(ctl)
    _wait(q, wait_for)
    ab = _const(q, a.dtype, alpha, beta)
    sa, sb = _Scalar(ab.int_ptr, 0), _Scalar(ab.int_ptr, 1)
    vx, vy = _dvec(x, "x", a.dtype), _dvec(y, "y", a.dtype)
    f = _fn(f"clsparse{p}csrmv", [P(_Scalar), P(_Csr), P(_Vector), P(_Scalar), P(_Vector),
                                  c_ptr])
    check_sparse(f(ctypes.byref(sa), ctypes.byref(a._s), ctypes.byref(vx), ctypes.byref(sb),
                   ctypes.byref(vy), ctl), f"clsparse{p}csrmv")
    return y, _event(ctl)


_PRECOND = {None: 0, "none": 0, "jacobi": 1, "diagonal": 1}


def _solve(kind, a, b, x, rel_tol, abs_tol, maxiter, precond, verbose, queue, wait_for):
    p = _letter(a.dtype, kind)
    q = queue or b.queue
    if x is None:
        x = cla.zeros(q, (a.shape[1],), a.dtype)
    try:
        pre = _PRECOND[precond]
    except (KeyError, TypeError):
        raise ValueError(f"precond must be None, 'none' or 'jacobi', not {precond!r}") from None
    r = _fn("clsparseCreateSolverControl", [ctypes.c_int, ctypes.c_int, ctypes.c_double,
                                            ctypes.c_double], _CreateResult)(
        pre, maxiter, rel_tol, abs_tol)
    check_sparse(r.status, "clsparseCreateSolverControl", "maxiter/rel_tol/abs_tol")
    sc = r.control
    try:
        if verbose:
            _fn("clsparseSolverPrintMode", [c_ptr, ctypes.c_int])(sc, 2 if verbose > 1 else 1)
        ctl = _control(q)
        a._meta(ctl)
        _wait(q, wait_for)
        vx, vb = _dvec(x, "x", a.dtype), _dvec(b, "b", a.dtype)
        name = f"clsparse{p}csr{'cg' if kind == 'cg' else 'bicgStab'}"
        f = _fn(name, [P(_Vector), P(_Csr), P(_Vector), c_ptr, c_ptr])
        check_sparse(f(ctypes.byref(vx), ctypes.byref(a._s), ctypes.byref(vb), sc, ctl), name)
    finally:
        _fn("clsparseReleaseSolverControl", [c_ptr])(sc)
    return x, _event(ctl)


_SOLVER_DOC = """
    a: a square CSRMatrix; b: the right-hand side; x: the initial guess,
    overwritten with the solution (zeros, allocated, when None).
    Stopping test (clSPARSE's): with res = ||b - a x||_1 / ||b||_1,
    converged when res <= rel_tol or res <= abs_tol * res_0 (abs_tol, as
    clSPARSE's absTol, is a reduction factor of the initial residual, not an
    absolute bound); else stops after
    maxiter iterations and returns all the same (as clSPARSE; verbose=1
    prints a summary with the iterations and residuals, 2 every iteration).
    precond: None or 'jacobi' (the inverse of a's diagonal).
    Returns (x, event). Raises CLMathError: clsparseInvalidSystemSize when
    a is not square or b, x not of its size; clsparseSolverError when the
    residual turns NaN or infinite (a breakdown).
"""


def cg(a: CSRMatrix, b: Array, x: Optional[Array] = None, *, rel_tol: float = 1e-6,
       abs_tol: float = 0.0, maxiter: int = 1000, precond: Optional[str] = None,
       verbose: int = 0, queue: Queue = None, wait_for: Events = None):
    return _solve("cg", a, b, x, rel_tol, abs_tol, maxiter, precond, verbose, queue, wait_for)


def bicgstab(a: CSRMatrix, b: Array, x: Optional[Array] = None, *, rel_tol: float = 1e-6,
             abs_tol: float = 0.0, maxiter: int = 1000, precond: Optional[str] = None,
             verbose: int = 0, queue: Queue = None, wait_for: Events = None):
    return _solve("bicgstab", a, b, x, rel_tol, abs_tol, maxiter, precond, verbose, queue, wait_for)


cg.__doc__ = ("CG: solves a @ x = b by conjugate gradients, a symmetric positive "
              "definite (clsparse[SD]csrcg).\n" + _SOLVER_DOC)
bicgstab.__doc__ = ("BiCGStab: solves a @ x = b for any square nonsingular a "
                    "(clsparse[SD]csrbicgStab, right-preconditioned).\n" + _SOLVER_DOC)

__all__ = ["CSRMatrix", "spmv", "cg", "bicgstab"]
