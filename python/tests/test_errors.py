"""Errors: each invalid call raises its exact exception (and, from the C
library, its exact status, function and argument); events, wait lists,
queues, docstrings, teardown at exit."""
import os
import subprocess
import sys
import time

import numpy as np
import pyopencl as cl
import pyopencl.array as cla
import pytest
import scipy.sparse as sp

import clmath
from helpers import Placed, rand


def dev(queue, shape, dt=np.float32, order="C"):
    return cla.zeros(queue, shape, dt, order=order)


def test_dtype_errors(queue):
    with pytest.raises(TypeError, match="different dtypes"):
        clmath.gemm(dev(queue, (2, 2)), dev(queue, (2, 2), np.float64))
    with pytest.raises(TypeError, match="int32 is not float32"):
        clmath.axpy(dev(queue, 3, np.int32), dev(queue, 3, np.int32))
    with pytest.raises(TypeError, match="complex scalar"):
        clmath.axpy(dev(queue, 3), dev(queue, 3), 1j)
    for call in (lambda: clmath.herk(dev(queue, (2, 2))),
                 lambda: clmath.hemm(dev(queue, (2, 2)), dev(queue, (2, 2))),
                 lambda: clmath.hemv(dev(queue, (2, 2)), dev(queue, 2)),
                 lambda: clmath.her(dev(queue, 2), dev(queue, (2, 2))),
                 lambda: clmath.gerc(dev(queue, 2), dev(queue, 2), dev(queue, (2, 2))),
                 lambda: clmath.dotc(dev(queue, 2), dev(queue, 2)),
                 lambda: clmath.syr(dev(queue, 2, np.complex64), dev(queue, (2, 2), np.complex64)),
                 lambda: clmath.symv(dev(queue, (2, 2), np.complex64), dev(queue, 2, np.complex64)),
                 lambda: clmath.rotm(dev(queue, 2, np.complex64), dev(queue, 2, np.complex64),
                                     dev(queue, 5, np.complex64))):
        with pytest.raises(TypeError):
            call()


def test_shape_and_enum_errors(queue):
    with pytest.raises(ValueError, match=r"op\(a\) is 2 x 3 but op\(b\) is 4 x 2"):
        clmath.gemm(dev(queue, (2, 3)), dev(queue, (4, 2)))
    with pytest.raises(ValueError, match="the output has shape"):
        clmath.gemm(dev(queue, (2, 3)), dev(queue, (3, 2)), dev(queue, (2, 3)))
    with pytest.raises(ValueError, match="'x' has 4 elements, expected 3"):
        clmath.gemv(dev(queue, (2, 3)), dev(queue, 4))
    with pytest.raises(ValueError, match="'a' must be 3 x 3"):
        clmath.trsm(dev(queue, (2, 2)), dev(queue, (3, 4)))
    with pytest.raises(ValueError, match="'a' must be a 2-D array"):
        clmath.gemv(dev(queue, 4), dev(queue, 4))
    with pytest.raises(ValueError, match="uplo must be one of 'U', 'L', not 'X'"):
        clmath.syrk(dev(queue, (2, 2)), uplo="X")
    with pytest.raises(ValueError, match="transb must be one of"):
        clmath.gemm(dev(queue, (2, 2)), dev(queue, (2, 2)), transb="H")
    with pytest.raises(ValueError, match="diag must be one of"):
        clmath.trmv(dev(queue, (2, 2)), dev(queue, 2), diag=1)
    with pytest.raises(ValueError, match="no queue"):
        clmath.axpy(dev(queue, 2).with_queue(None), dev(queue, 2).with_queue(None))


def test_layout_errors(queue, rng):
    big = dev(queue, (6, 6))
    with pytest.raises(clmath.LayoutError, match="'a': strides"):
        clmath.gemm(big[::2, ::2], dev(queue, (3, 3)))
    with pytest.raises(clmath.LayoutError, match="'b': strides"):
        clmath.trsm(dev(queue, (3, 3)), big[::2, ::2])
    # the conjugate transpose of an array stored in the other order
    f = dev(queue, (3, 3), np.complex64, order="F")
    c = dev(queue, (3, 3), np.complex64)
    with pytest.raises(clmath.LayoutError, match="'a': the conjugate transpose"):
        clmath.gemm(f, c, c, transa="C")
    with pytest.raises(clmath.LayoutError, match="'a': the conjugate transpose"):
        clmath.trmm(f, c, trans="C")
    # a Hermitian operand must share c's order; symm's b must too
    with pytest.raises(clmath.LayoutError, match="'a' is F-ordered"):
        clmath.hemm(f, c, c)
    with pytest.raises(clmath.LayoutError, match="'b' is F-ordered"):
        clmath.symm(c, f, c)
    odd = cla.Array(queue, (4,), np.float32, strides=(6,),   # 1.5 elements apart
                    data=cl.Buffer(queue.context, cl.mem_flags.READ_WRITE, 64))
    with pytest.raises(clmath.LayoutError, match="'y': stride 6 is not"):
        clmath.axpy(dev(queue, 4), odd)
    # a real conjugate transpose is a transpose, so that one goes through
    r = Placed(queue, rand(rng, (3, 3), np.float32), "F")
    clmath.gemm(r.d, dev(queue, (3, 3)), dev(queue, (3, 3)), transa="C")[1].wait()


def short(queue, shape, nbytes, dt=np.float32):
    """An array whose buffer is too small for it (pyopencl does not check)."""
    return cla.Array(queue, shape, dt, data=cl.Buffer(queue.context, cl.mem_flags.READ_WRITE,
                                                      nbytes))


def test_status_errors(queue):
    """What only the C library can see: buffers too small for the operand."""
    with pytest.raises(clmath.CLMathError) as e:
        clmath.gemm(short(queue, (4, 4), 48), dev(queue, (4, 4)))
    assert (e.value.function, e.value.status_name, e.value.status, e.value.argument) == \
        ("clblasSgemm", "clblasInsufficientMemMatA", -1011, "a")
    assert "clblasSgemm returned clblasInsufficientMemMatA (-1011) (argument 'a')" in \
        str(e.value)
    with pytest.raises(clmath.CLMathError) as e:
        clmath.axpy(dev(queue, 5, np.float64), short(queue, (5,), 32, np.float64))
    assert (e.value.function, e.value.status_name, e.value.argument) == \
        ("clblasDaxpy", "clblasInsufficientMemVecY", "y")
    with pytest.raises(clmath.CLMathError) as e:   # trsm's B is the C API's B, ours 'b'
        clmath.trsm(dev(queue, (3, 3), np.complex64), short(queue, (3, 3), 64, np.complex64))
    assert (e.value.function, e.value.status_name, e.value.argument) == \
        ("clblasCtrsm", "clblasInsufficientMemMatB", "b")
    with pytest.raises(clmath.CLMathError) as e:   # ger's A is our third argument
        clmath.ger(dev(queue, 3), dev(queue, 3), short(queue, (3, 3), 16))
    assert (e.value.function, e.value.status_name, e.value.argument) == \
        ("clblasSger", "clblasInsufficientMemMatA", "a")


def test_events_and_wait_for(queue, rng):
    hx, hy = rand(rng, 50, np.float32), rand(rng, 50, np.float32)
    x, y = cla.to_device(queue, hx), cla.to_device(queue, hy)
    gate = cl.UserEvent(queue.context)
    out, ev = clmath.axpy(x, y, 2.0, wait_for=[gate])
    assert isinstance(ev, cl.Event)
    time.sleep(0.05)
    assert ev.command_execution_status != cl.command_execution_status.COMPLETE
    gate.set_status(cl.command_execution_status.COMPLETE)
    ev.wait()
    np.testing.assert_allclose(y.get(), 2 * hx + hy, rtol=1e-6)
    # and a sparse call (clSPARSE has no wait list: a barrier holds it)
    A = clmath.CSRMatrix.from_scipy(queue, sp.identity(50, format="csr", dtype=np.float32))
    gate = cl.UserEvent(queue.context)
    yy, ev = clmath.spmv(A, x, wait_for=[gate])
    time.sleep(0.05)
    assert ev.command_execution_status != cl.command_execution_status.COMPLETE
    gate.set_status(cl.command_execution_status.COMPLETE)
    ev.wait()
    np.testing.assert_array_equal(yy.get(), hx)
    with pytest.raises(TypeError, match="wait_for"):
        clmath.axpy(x, y, wait_for=[1])


def test_queue_choice(queue, ctx, rng):
    a = cla.to_device(queue, rand(rng, (3, 3), np.float64))
    _, ev = clmath.gemm(a, a)
    assert ev.get_info(cl.event_info.COMMAND_QUEUE) == queue
    other = cl.CommandQueue(ctx)
    _, ev = clmath.gemm(a, a, queue=other)
    assert ev.get_info(cl.event_info.COMMAND_QUEUE) == other
    ev.wait()


def test_docstrings():
    for name in clmath.__all__:
        f = getattr(clmath, name)
        if callable(f) and name not in ("CLMathError", "LayoutError"):
            assert f.__doc__ and len(f.__doc__) > 80, name
    assert "c := alpha * op(a) @ op(b) + beta * c" in clmath.gemm.__doc__
    assert "clblas[SDCZ]gemm" in clmath.gemm.__doc__
    assert "clsparse[SD]csrmv" in clmath.spmv.__doc__


def test_import_and_exit_cleanly(queue):
    """Setup on import, teardown at exit with live CSR row blocks."""
    code = ("import numpy as np, pyopencl as cl, pyopencl.array as cla, scipy.sparse as sp, "
            "clmath\n"
            "q = cl.CommandQueue(cl.Context([cl.get_platforms()[0].get_devices()[0]]))\n"
            "A = clmath.CSRMatrix.from_scipy(q, sp.identity(9, format='csr'))\n"
            "y, ev = clmath.spmv(A, cla.to_device(q, np.arange(9.0)))\n"
            "print(y.get().sum())\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=os.environ, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "36.0"
