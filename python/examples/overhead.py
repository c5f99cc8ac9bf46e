#!/usr/bin/env python3
"""What a clmath call costs the host from Python, against the same C call.

For SAXPY (n = 1000), SGEMM (64) and SDOT (1000): the host time per call of
N back-to-back clmath.* calls on one in-order queue (enqueue only, each
returning its event), of the same C function called through ctypes with
its arguments prepared once (the FFI's share), and, when clmath-bench is
given, `clmath-bench hostcost`'s enqueue time of the C call asking for an
event (the same call from C). Python's overhead is the first minus the
last; the first minus the second is the wrapper's own share. The least of
--reps runs each (other work on the machine only adds), in wall time and
in the calling thread's CPU time (which leaves out the time the thread
was not running: on PoCL the kernels run on the same cores).

    CLMATH_LIBRARY=build/libclmath.so PYTHONPATH=python \\
        python3 python/examples/overhead.py --bench build/tools/bench/clmath-bench
"""
import argparse
import csv
import ctypes
import os
import subprocess
import tempfile
import time

import numpy as np
import pyopencl as cl
import pyopencl.array as cla

import clmath
from clmath import _lib


def per_call(fn, calls, reps, queue):
    """(wall, thread CPU) host microseconds a call: the least over reps runs
    of `calls` calls (the machine's other work only ever adds time; the
    calling thread's CPU time leaves out the time it was not running, such
    as PoCL's kernels taking its core)."""
    for _ in range(20):
        fn()
    queue.finish()
    wall, cpu = [], []
    for _ in range(reps):
        t0, c0 = time.perf_counter(), time.thread_time()
        for _ in range(calls):
            fn()
        c1, t1 = time.thread_time(), time.perf_counter()
        wall.append((t1 - t0) / calls * 1e6)
        cpu.append((c1 - c0) / calls * 1e6)
        queue.finish()
    return min(wall), min(cpu)


def cases(queue):
    """(name, hostcost routine, clmath call, raw ctypes call) per routine."""
    rng = np.random.default_rng(1)
    f32 = np.float32
    x = cla.to_device(queue, rng.random(1000, dtype=f32))
    y = cla.to_device(queue, rng.random(1000, dtype=f32))
    a = cla.to_device(queue, rng.random((64, 64), dtype=f32))
    b = cla.to_device(queue, rng.random((64, 64), dtype=f32))
    c = cla.to_device(queue, rng.random((64, 64), dtype=f32))
    out = cla.empty(queue, (), f32)
    scratch = cl.Buffer(queue.context, cl.mem_flags.READ_WRITE, 4000)
    release = _lib.lib.clReleaseEvent if hasattr(_lib.lib, "clReleaseEvent") else \
        ctypes.CDLL("libOpenCL.so.1").clReleaseEvent
    release.argtypes = [ctypes.c_void_p]
    qs = (ctypes.c_void_p * 1)(queue.int_ptr)
    ev = ctypes.c_void_p()
    pev = ctypes.byref(ev)

    def raw(name, sig, args):
        f = _lib.bind(name, sig, "S")

        def go():
            f(*args, 1, qs, 0, None, pev)
            release(ev)
        go.keep = scratch   # the raw calls hold only its int_ptr
        return go
    m = lambda arr: arr.base_data.int_ptr   # noqa: E731
    return [
        ("saxpy 1000", "axpy@1000", lambda: clmath.axpy(x, y, 0.5),
         raw("clblasSaxpy", "zamzimzi", [1000, 0.5, m(x), 0, 1, m(y), 0, 1])),
        ("sgemm 64", "gemm@64", lambda: clmath.gemm(a, b, c, beta=1.0),
         raw("clblasSgemm", "eeezzzamzzmzzamzz",
             [0, 0, 0, 64, 64, 64, 1.0, m(a), 0, 64, m(b), 0, 64, 1.0, m(c), 0, 64])),
        ("sdot 1000", "dot@1000", lambda: clmath.dot(x, y, out),
         raw("clblasSdot", "zmzmzimzim", [1000, m(out), 0, m(x), 0, 1, m(y), 0, 1,
                                          scratch.int_ptr])),
    ]


def hostcost(bench, routines, calls, reps):
    """{routine: enqueue microseconds of the C call with an event}, the
    least over reps runs of clmath-bench hostcost."""
    best = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "hc.csv")   # hostcost appends: one file a run
        for _ in range(reps):
            subprocess.run([bench, "hostcost", "--routines", ",".join(routines), "--calls",
                            str(calls), "--csv", path], check=True, stdout=subprocess.DEVNULL)
        with open(path) as f:
            for r in csv.DictReader(f):
                if r["events_asked"] == "1":
                    key = f"{r['routine']}@{r['size']}"
                    best[key] = min(best.get(key, 1e9), float(r["enqueue_us"]))
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--bench", help="path of clmath-bench, for the C call's cost")
    args = ap.parse_args()
    ctx = cl.create_some_context(interactive=False)
    queue = cl.CommandQueue(ctx)
    dev = ctx.devices[0]
    print(f"device: {dev.name} ({dev.platform.name}); clmath: {clmath.library_path}")
    rows = cases(queue)
    c_us = hostcost(args.bench, [r[1] for r in rows], args.calls, args.reps) if args.bench else {}
    print("microseconds a call: wall time (thread CPU time)")
    print(f"{'call':12} {'python':>14} {'ctypes':>14} {'C hostcost':>10} "
          f"{'python - C':>11} {'python - ctypes':>16}")
    for name, hc, py, raw in rows:
        (pw, pc), (rw, rc) = per_call(py, args.calls, args.reps, queue), \
            per_call(raw, args.calls, args.reps, queue)
        cu = c_us.get(hc)
        cus = f"{cu:10.1f}" if cu is not None else f"{'n/a':>10}"
        over = f"{pw - cu:11.1f}" if cu is not None else f"{'n/a':>11}"
        print(f"{name:12} {pw:6.1f} ({pc:5.1f}) {rw:6.1f} ({rc:5.1f}) {cus} {over} "
              f"{pw - rw:7.1f} ({pc - rc:5.1f})")


if __name__ == "__main__":
    main()
