"""Loading libclmath, its C types, status codes and the helpers every
wrapper shares: queues, wait lists, events, operand checks.

Nothing here is public API; clmath/__init__.py re-exports what is.
"""
from __future__ import annotations

import atexit
import ctypes
import ctypes.util
import os
import weakref
from typing import Any, Optional, Sequence

import numpy as np
import pyopencl as cl

# ---- the library ----------------------------------------------------------


def _load() -> tuple[ctypes.CDLL, str]:
    """CLMATH_LIBRARY (a path) first, else the system's loader path."""
    path = os.environ.get("CLMATH_LIBRARY")
    candidates = [path] if path else [ctypes.util.find_library("clmath"), "libclmath.so.0",
                                      "libclmath.so", "libclmath.dylib"]
    errors = []
    for name in candidates:
        if not name:
            continue
        try:
            return ctypes.CDLL(name), name
        except OSError as e:
            errors.append(f"{name}: {e}")
    raise ImportError("clmath: cannot load libclmath (set CLMATH_LIBRARY to the path of "
                      "libclmath.so, or install clmath where the loader finds it): "
                      + "; ".join(errors or ["no candidate found"]))


lib, library_path = _load()

# ---- C types ----------------------------------------------------------------

c_size = ctypes.c_size_t
c_enum = ctypes.c_int
c_ptr = ctypes.c_void_p            # cl_mem, cl_command_queue, cl_event
c_ptr_p = ctypes.POINTER(ctypes.c_void_p)


class Float2(ctypes.Structure):
    """cl_float2 (FloatComplex): passed by value like a struct of two floats."""
    _fields_ = [("re", ctypes.c_float), ("im", ctypes.c_float)]


class Double2(ctypes.Structure):
    """cl_double2 (DoubleComplex)."""
    _fields_ = [("re", ctypes.c_double), ("im", ctypes.c_double)]


# precision letter -> (scalar type, real scalar type, real numpy dtype)
SCALAR = {"S": ctypes.c_float, "D": ctypes.c_double, "C": Float2, "Z": Double2}
REAL = {"S": ctypes.c_float, "D": ctypes.c_double, "C": ctypes.c_float, "Z": ctypes.c_double}
REAL_DTYPE = {"S": np.float32, "D": np.float64, "C": np.float32, "Z": np.float64}
PREFIX = {"f": "S", "d": "D", "F": "C", "D": "Z"}   # numpy dtype.char -> letter
DTYPE = {"S": np.float32, "D": np.float64, "C": np.complex64, "Z": np.complex128}

# The queue and event tail of every clBLAS routine.
TAIL = [ctypes.c_uint, c_ptr_p, ctypes.c_uint, c_ptr_p, c_ptr_p]

_SIG_CODES = {"e": c_enum, "z": c_size, "i": ctypes.c_int, "m": c_ptr, "u": ctypes.c_uint,
              "d": ctypes.c_double, "p": ctypes.c_void_p}
_bound: dict[str, Any] = {}


def bind(name: str, sig: str, prefix: str = "S", tail: bool = True, restype=ctypes.c_int):
    """The C function `name`, its argument types set from `sig`, one letter an
    argument: e enum, z size_t, i int, m cl_mem, u cl_uint, d double, p pointer,
    a the precision's scalar, r its real scalar; the BLAS tail when `tail`."""
    f = _bound.get(name)
    if f is None:
        f = getattr(lib, name)
        types = [SCALAR[prefix] if ch == "a" else REAL[prefix] if ch == "r" else _SIG_CODES[ch]
                 for ch in sig]
        f.argtypes = types + (TAIL if tail else [])
        f.restype = restype
        _bound[name] = f
    return f


def scalar(prefix: str, value) -> Any:
    """A Python number as the C scalar of the precision (real ones go as
    Python floats: the argument types convert them)."""
    if prefix in "CZ":
        v = complex(value)
        return SCALAR[prefix](v.real, v.imag)
    if isinstance(value, complex):
        raise TypeError(f"a complex scalar ({value}) for a real ({prefix}) routine")
    return value


# ---- status codes and the exception --------------------------------------

_CL_NAMES = {0: "CL_SUCCESS", -5: "CL_OUT_OF_RESOURCES", -6: "CL_OUT_OF_HOST_MEMORY",
             -11: "CL_BUILD_PROGRAM_FAILURE", -30: "CL_INVALID_VALUE",
             -33: "CL_INVALID_DEVICE", -34: "CL_INVALID_CONTEXT",
             -36: "CL_INVALID_COMMAND_QUEUE", -38: "CL_INVALID_MEM_OBJECT",
             -52: "CL_INVALID_KERNEL_ARGS", -57: "CL_INVALID_EVENT_WAIT_LIST",
             -58: "CL_INVALID_EVENT", -59: "CL_INVALID_OPERATION",
             -3: "CL_COMPILER_NOT_AVAILABLE"}

_BLAS_NAMES = {0: "clblasSuccess", -30: "clblasInvalidValue", -36: "clblasInvalidCommandQueue",
               -34: "clblasInvalidContext", -38: "clblasInvalidMemObject",
               -33: "clblasInvalidDevice", -57: "clblasInvalidEventWaitList",
               -5: "clblasOutOfResources", -6: "clblasOutOfHostMemory",
               -59: "clblasInvalidOperation", -3: "clblasCompilerNotAvailable",
               -11: "clblasBuildProgramFailure"}
_BLAS_NAMES.update(zip(range(-1024, -1006), [
    "clblasNotImplemented", "clblasNotInitialized", "clblasInvalidMatA", "clblasInvalidMatB",
    "clblasInvalidMatC", "clblasInvalidVecX", "clblasInvalidVecY", "clblasInvalidDim",
    "clblasInvalidLeadDimA", "clblasInvalidLeadDimB", "clblasInvalidLeadDimC",
    "clblasInvalidIncX", "clblasInvalidIncY", "clblasInsufficientMemMatA",
    "clblasInsufficientMemMatB", "clblasInsufficientMemMatC", "clblasInsufficientMemVecX",
    "clblasInsufficientMemVecY"]))
# clBLAS codes that name one operand: the operand's letter in the C API
_BLAS_OPERAND = {-1022: "A", -1016: "A", -1011: "A", -1021: "B", -1015: "B", -1010: "B",
                 -1020: "C", -1014: "C", -1009: "C", -1019: "X", -1013: "X", -1008: "X",
                 -1018: "Y", -1012: "Y", -1007: "Y"}

_SPARSE_NAMES = {k: v.replace("clblas", "clsparse") for k, v in _BLAS_NAMES.items() if k > -1000}
_SPARSE_NAMES.update({-58: "clsparseInvalidEvent", -52: "clsparseInvalidKernelArgs"})
_SPARSE_NAMES.update(zip(range(-1024, -1013), [
    "clsparseNotImplemented", "clsparseNotInitialized", "clsparseStructInvalid",
    "clsparseInvalidSize", "clsparseInvalidMemObj", "clsparseInsufficientMemory",
    "clsparseInvalidControlObject", "clsparseInvalidFile", "clsparseInvalidFileFormat",
    "clsparseInvalidKernelExecution", "clsparseInvalidType"]))
_SPARSE_NAMES.update(zip(range(-2048, -2043), [
    "clsparseInvalidSolverControlObject", "clsparseInvalidSystemSize",
    "clsparseIterationsExceeded", "clsparseToleranceNotReached", "clsparseSolverError"]))


class CLMathError(RuntimeError):
    """A clBLAS or clSPARSE call returned an error status.

    Attributes: ``status`` (the int code), ``status_name`` (e.g.
    ``'clblasInvalidLeadDimA'``), ``function`` (the C function, e.g.
    ``'clblasSgemm'``) and ``argument`` (the Python argument the status
    names, or None when it names none).
    """

    def __init__(self, function: str, status: int, argument: Optional[str] = None):
        table = _SPARSE_NAMES if function.startswith(("clsparse", "cldense")) else _BLAS_NAMES
        self.function, self.status, self.argument = function, status, argument
        self.status_name = table.get(status) or _CL_NAMES.get(status, "unknown status")
        where = f" (argument '{argument}')" if argument else ""
        super().__init__(f"{function} returned {self.status_name} ({status}){where}")


def check_blas(status: int, function: str, names: Optional[dict] = None) -> None:
    """Raise CLMathError unless status is success; `names` maps the C API's
    operand letters (A, B, C, X, Y) to the Python argument names."""
    if status:
        letter = _BLAS_OPERAND.get(status)
        arg = (names or {}).get(letter, letter.lower()) if letter else None
        raise CLMathError(function, status, arg)


def check_sparse(status: int, function: str, argument: Optional[str] = None) -> None:
    if status:
        raise CLMathError(function, status, argument)


# ---- setup and teardown ---------------------------------------------------

_live_meta: "weakref.WeakSet" = weakref.WeakSet()   # CSR matrices holding meta data
_state = {"setup": False}


def setup() -> None:
    """clblasSetup and clsparseSetup, once (done on import)."""
    if not _state["setup"]:
        check_blas(bind("clblasSetup", "", tail=False)(), "clblasSetup")
        check_sparse(bind("clsparseSetup", "", tail=False)(), "clsparseSetup")
        _state["setup"] = True


def teardown() -> None:
    """Release what the library holds (run at exit). Row-block meta data of
    CSR matrices still alive is released first, then the controls."""
    if not _state["setup"]:
        return
    for m in list(_live_meta):
        m._release_meta()
    release_controls()
    bind("clsparseTeardown", "", tail=False)()
    bind("clblasTeardown", "", tail=False, restype=None)()
    _state["setup"] = False


_controls: dict = {}   # queue int_ptr -> (queue, clsparseControl)


def release_controls() -> None:
    rel = bind("clsparseReleaseControl", "p", tail=False)
    for _q, ctl in _controls.values():
        rel(ctl)
    _controls.clear()


atexit.register(teardown)
setup()

# ---- queues, wait lists, events, buffers ----------------------------------


def pick_queue(queue: Optional[cl.CommandQueue], *arrays) -> cl.CommandQueue:
    """`queue` when given, else the first operand's."""
    if queue is not None:
        return queue
    for a in arrays:
        q = getattr(a, "queue", None)
        if q is not None:
            return q
    raise ValueError("no queue: pass queue= or operands that have one")


def wait_list(wait_for: Optional[Sequence[cl.Event]]):
    """(count, cl_event array or None) for the C call."""
    if not wait_for:
        return 0, None
    try:
        ptrs = [e.int_ptr for e in wait_for]
    except AttributeError:
        raise TypeError("wait_for must be a sequence of pyopencl.Event") from None
    return len(ptrs), (c_ptr * len(ptrs))(*ptrs)


def take_event(ev: ctypes.c_void_p) -> Optional[cl.Event]:
    """A pyopencl.Event owning the reference the C call handed over."""
    return cl.Event.from_int_ptr(ev.value, retain=False) if ev.value else None


_dummies: dict = {}


def mem(a, queue: cl.CommandQueue) -> int:
    """The cl_mem of an array: a 16-byte buffer of the context's for empty
    arrays, which pyopencl gives no buffer (the call reads nothing of it)."""
    if a.base_data is not None:
        return a.base_data.int_ptr
    ctx = queue.context
    b = _dummies.get(ctx.int_ptr)
    if b is None:
        b = _dummies[ctx.int_ptr] = cl.Buffer(ctx, cl.mem_flags.READ_WRITE, 16)
    return b.int_ptr


# queue int_ptr -> (Buffer, its size, the queue: kept alive, so that its
# address is not reused for another queue while the entry stands)
_scratch: dict = {}


def scratch(queue: cl.CommandQueue, nbytes: int) -> cl.Buffer:
    """A scratch buffer of at least nbytes for a call on `queue`: kept per
    in-order queue (its calls run one after another), new for an
    out-of-order one (two of its calls could run at once)."""
    key = queue.int_ptr
    kept = _scratch.get(key)
    if kept is not None and kept[1] >= nbytes:
        return kept[0]
    nbytes = max(nbytes, 16)
    b = cl.Buffer(queue.context, cl.mem_flags.READ_WRITE, nbytes)
    if not queue.properties & cl.command_queue_properties.OUT_OF_ORDER_EXEC_MODE_ENABLE:
        _scratch[key] = (b, nbytes, queue)
    return b


def prefix_of(*arrays, name: str = "") -> str:
    """The precision letter of the operands' common dtype (None entries skipped)."""
    first = None
    for a in arrays:
        if a is None:
            continue
        if first is None:
            first = a
            p = PREFIX.get(a.dtype.char)
            if p is None:
                raise TypeError(f"{name}: dtype {a.dtype} is not float32, float64, "
                                "complex64 or complex128")
        elif a.dtype != first.dtype:
            raise TypeError(f"{name}: operands of different dtypes ({first.dtype} and "
                            f"{a.dtype})")
    return p


def elem_offset(a, name: str) -> int:
    off, r = divmod(a.offset, a.dtype.itemsize)
    if r:
        raise ValueError(f"'{name}': offset {a.offset} bytes is not a whole number of "
                         "elements")
    return off
