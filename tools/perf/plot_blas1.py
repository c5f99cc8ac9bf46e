#!/usr/bin/env python3
"""Plot Level 1 GB/s against n from tools/perf/blas1.sh's blas1_curve.csv.

usage: plot_blas1.py OUT.png blas1_curve.csv

One panel per routine (axpy, dot, nrm2) and precision (S, D); clmath, cuBLAS
and CLBlast by colour; the dotted line is the copy ceiling of the same run.
"""
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

LIBS = (("clmath", "clmath_GBps", "C0"), ("cuBLAS", "cublas_GBps", "C1"),
        ("CLBlast", "clblast_GBps", "C2"))


def num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return math.nan


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rows = list(csv.DictReader(open(sys.argv[2])))
    routines = [r for r in ("axpy", "dot", "nrm2") if any(x["routine"] == r for x in rows)]
    precs = [p for p in "sd" if any(x["precision"] == p for x in rows)]
    fig, axes = plt.subplots(len(routines), len(precs), figsize=(5 * len(precs),
                             3.2 * len(routines)), squeeze=False, sharex=True)
    for i, r in enumerate(routines):
        for j, p in enumerate(precs):
            ax = axes[i][j]
            sel = sorted((x for x in rows if x["routine"] == r and x["precision"] == p),
                         key=lambda x: int(x["n"]))
            n = [int(x["n"]) for x in sel]
            for name, col, colour in LIBS:
                ax.plot(n, [num(x[col]) for x in sel], "o-", ms=3, color=colour, label=name)
            ax.plot(n, [num(x["copy_GBps"]) for x in sel], ":", color="k", label="copy ceiling")
            ax.set_xscale("log", base=2)
            ax.set_title(f"{p.upper()}{r}")
            ax.set_ylabel("GB/s")
            ax.grid(True, alpha=0.3)
            if i == len(routines) - 1:
                ax.set_xlabel("n")
    axes[0][0].legend(fontsize=8)
    device = rows[0].get("device", "") if rows else ""
    fig.suptitle(f"Level 1 on {device}: GB/s of the minimum traffic against n")
    fig.tight_layout()
    fig.savefig(sys.argv[1], dpi=110)


if __name__ == "__main__":
    main()
