#!/usr/bin/env python3
"""Times clmath.gemm and clmath.spmv over sizes and saves the figures.

GEMM: square products of each --gemm-sizes size (float32 and float64),
GFLOP/s; SpMV: the 5-point Laplacian on k x k grids for each --spmv-grids
k (CSR-Adaptive), GB/s of the CSR arrays and vectors it reads and writes.
Each figure is the median of --reps calls after one warm-up (which
compiles the kernels), in device time from a marker before the call to
the end of its event.
Every result is checked against NumPy/SciPy first.

Writes OUT.csv, and OUT.png when matplotlib is installed (else says so).

    CLMATH_LIBRARY=build/libclmath.so PYTHONPATH=python \\
        python3 python/examples/bench.py --out bench
"""
import argparse
import csv
import statistics

import numpy as np
import pyopencl as cl
import pyopencl.array as cla
import scipy.sparse as sp

import clmath


def seconds(queue, call):
    """Device seconds of call(): from a marker before it to the end of the
    event it returns (clSPARSE's event is a marker after the call's work)."""
    queue.finish()
    before = cl.enqueue_marker(queue)
    ev = call()[1]
    ev.wait()
    return (ev.profile.end - before.profile.end) * 1e-9


def lap2d(k):
    t = sp.diags([-1, 4, -1], [-1, 0, 1], shape=(k, k))
    off = sp.diags([-1, -1], [-1, 1], shape=(k, k))
    return sp.csr_matrix(sp.kron(sp.identity(k), t) + sp.kron(off, sp.identity(k)))


def bench_gemm(queue, n, dt, reps):
    rng = np.random.default_rng(n)
    ha, hb = rng.random((n, n)).astype(dt), rng.random((n, n)).astype(dt)
    a, b = cla.to_device(queue, ha), cla.to_device(queue, hb)
    c, ev = clmath.gemm(a, b)
    ref = ha.astype(np.float64) @ hb
    err = np.abs(c.get() - ref).max() / (np.finfo(dt).eps * n * np.abs(ref).max())
    if err > 16:
        raise SystemExit(f"gemm {n} {np.dtype(dt)}: scaled error {err:.1f}")
    t = statistics.median(seconds(queue, lambda: clmath.gemm(a, b, c)) for _ in range(reps))
    return t, 2.0 * n ** 3 / t * 1e-9


def bench_spmv(queue, k, dt, reps):
    h = lap2d(k).astype(dt)
    A = clmath.CSRMatrix.from_scipy(queue, h)
    hx = np.random.default_rng(k).random(h.shape[1]).astype(dt)
    x = cla.to_device(queue, hx)
    y, ev = clmath.spmv(A, x)
    ref = h.astype(np.float64) @ hx
    err = np.abs(y.get() - ref).max() / (np.finfo(dt).eps * 8 * np.abs(ref).max())
    if err > 16:
        raise SystemExit(f"spmv {k} {np.dtype(dt)}: scaled error {err:.1f}")
    t = statistics.median(seconds(queue, lambda: clmath.spmv(A, x, y)) for _ in range(reps))
    isz = np.dtype(dt).itemsize
    moved = h.nnz * (isz + 4) + (h.shape[0] + 1) * 4 + (h.shape[0] + h.shape[1]) * isz
    return t, moved / t * 1e-9


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gemm-sizes", default="64,128,256,512")
    ap.add_argument("--spmv-grids", default="64,128,256,512")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--out", default="clmath-bench")
    args = ap.parse_args()
    ctx = cl.create_some_context(interactive=False)
    queue = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
    print(f"device: {ctx.devices[0].name}")
    rows = []
    for dt in (np.float32, np.float64):
        for n in map(int, args.gemm_sizes.split(",")):
            t, rate = bench_gemm(queue, n, dt, args.reps)
            rows.append(("gemm", np.dtype(dt).name, n, t * 1e6, rate, "GFLOP/s"))
            print(f"gemm {np.dtype(dt).name:8} n={n:6}  {t * 1e6:10.1f} us  {rate:8.2f} GFLOP/s")
        for k in map(int, args.spmv_grids.split(",")):
            t, rate = bench_spmv(queue, k, dt, args.reps)
            rows.append(("spmv", np.dtype(dt).name, k * k, t * 1e6, rate, "GB/s"))
            print(f"spmv {np.dtype(dt).name:8} n={k * k:6}  {t * 1e6:10.1f} us  {rate:8.2f} GB/s")
    with open(args.out + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["routine", "dtype", "size", "time_us", "rate", "unit"])
        w.writerows(rows)
    print(f"wrote {args.out}.csv")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed: no plot (the CSV has the figures)")
        return
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, routine, unit in ((axes[0], "gemm", "GFLOP/s"), (axes[1], "spmv", "GB/s")):
        for dt in ("float32", "float64"):
            pts = [(r[2], r[4]) for r in rows if r[0] == routine and r[1] == dt]
            ax.plot(*zip(*pts), marker="o", label=dt)
        ax.set_xscale("log")
        ax.set_xlabel("n" if routine == "gemm" else "rows")
        ax.set_ylabel(unit)
        ax.set_title(f"clmath {routine} on {ctx.devices[0].name[:30]}")
        ax.legend()
    fig.tight_layout()
    fig.savefig(args.out + ".png", dpi=100)
    print(f"wrote {args.out}.png")


if __name__ == "__main__":
    main()
