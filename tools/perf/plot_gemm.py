#!/usr/bin/env python3
"""Plot GEMM TFLOP/s against n from clmath-bench gemm CSVs.

usage: plot_gemm.py OUT.png gemm_sd.csv [gemm_cz.csv ...]

One panel per precision (square NN column-major cases, n a power of two); clmath, cuBLAS
and CLBlast by colour; the dotted line is the FMA ceiling of the same run.
"""
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

LIBS = (("clmath", "clmath_GFLOPs", "C0"), ("cuBLAS", "cublas_GFLOPs", "C1"),
        ("CLBlast", "clblast_GFLOPs", "C2"))


def num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return math.nan


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rows = [r for f in sys.argv[2:] for r in csv.DictReader(open(f))]
    rows = [r for r in rows if r["routine"] == "gemm" and r["trans"] == "nn"
            and r["order"] == "col" and r["m"] == r["n"] == r["k"]
            and int(r["n"]) & (int(r["n"]) - 1) == 0]
    precs = [p for p in "sdcz" if any(r["precision"] == p for r in rows)]
    fig, axes = plt.subplots(1, len(precs), figsize=(4.2 * len(precs), 3.4), squeeze=False)
    for j, p in enumerate(precs):
        ax = axes[0][j]
        sel = sorted((r for r in rows if r["precision"] == p), key=lambda r: int(r["n"]))
        n = [int(r["n"]) for r in sel]
        for name, col, colour in LIBS:
            ax.plot(n, [num(r[col]) / 1e3 for r in sel], "o-", color=colour, label=name)
        ceil = [num(r["fma_GFLOPs"]) / 1e3 for r in sel]
        ax.plot(n, ceil, ":", color="grey", label="FMA ceiling")
        ax.set_xscale("log", base=2)
        ax.set_title(f"{p.upper()}GEMM NN")
        ax.set_xlabel("n (m = n = k)")
        if j == 0:
            ax.set_ylabel("TFLOP/s")
        ax.grid(True, alpha=0.3)
    axes[0][0].legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(sys.argv[1], dpi=110)


if __name__ == "__main__":
    main()
