"""clmath: GPU linear algebra (the clBLAS and clSPARSE APIs) for pyopencl arrays.

Loads libclmath through ctypes (CLMATH_LIBRARY names it, else the system
loader finds it), calls clblasSetup and clsparseSetup on import and the
teardowns at exit. Dense routines are named by the operation and pick the
precision from the operands' dtype (float32, float64, complex64,
complex128: S, D, C, Z); each returns (out, event). help(clmath.gemm) and
the others say what the BLAS routine computes.
"""
from ._lib import CLMathError, library_path
from ._dense import LayoutError
from .blas1 import asum, axpy, copy, dot, dotc, iamax, nrm2, rot, rotg, rotm, rotmg, scal, swap
from .blas2 import gemv, ger, gerc, hemv, her, her2, symv, syr, syr2, trmv, trsv
from .blas3 import gemm, hemm, her2k, herk, symm, syr2k, syrk, trmm, trsm
from .sparse import CSRMatrix, bicgstab, cg, spmv

__version__ = "0.1.0"

__all__ = ["CLMathError", "LayoutError", "library_path",
           "swap", "scal", "copy", "axpy", "dot", "dotc", "nrm2", "asum", "iamax", "rotg",
           "rotmg", "rot", "rotm",
           "gemv", "symv", "hemv", "trmv", "trsv", "ger", "gerc", "syr", "her", "syr2", "her2",
           "gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm",
           "CSRMatrix", "spmv", "cg", "bicgstab"]
