#!/usr/bin/env python3
"""Plot Level 3 TFLOP/s against n from tools/perf/level3.sh's CSVs.

usage: plot_level3.py OUT.png syrk.csv symm.csv trmm.csv trsm.csv

One panel per routine and precision (square cases only); clmath, cuBLAS and
CLBlast by colour; the dotted line is the FMA ceiling of the same run.
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
    # square: syrk N = K; the others M = N
    rows = [r for r in rows if (r["k"] == r["n"] if r["routine"] == "syrk" else r["m"] == r["n"])]
    panels = [(rt, p) for rt in ("syrk", "symm", "trmm", "trsm") for p in "sd"
              if any(r["routine"] == rt and r["precision"] == p for r in rows)]
    cols = 4
    nrows = (len(panels) + cols - 1) // cols
    fig, axes = plt.subplots(nrows, cols, figsize=(3.6 * cols, 3.0 * nrows), squeeze=False)
    for i, (rt, p) in enumerate(panels):
        ax = axes[i // cols][i % cols]
        sel = sorted((r for r in rows if r["routine"] == rt and r["precision"] == p),
                     key=lambda r: int(r["n"]))
        n = [int(r["n"]) for r in sel]
        for name, col, colour in LIBS:
            ax.plot(n, [num(r[col]) / 1e3 for r in sel], "o-", color=colour, label=name)
        ax.plot(n, [num(r["fma_GFLOPs"]) / 1e3 for r in sel], ":", color="grey",
                label="FMA ceiling")
        ax.set_xscale("log", base=2)
        ax.set_title(f"{p.upper()}{rt.upper()}")
        ax.set_xlabel("n")
        if i % cols == 0:
            ax.set_ylabel("TFLOP/s")
        if i == 0:
            ax.legend(fontsize=7)
    for j in range(len(panels), nrows * cols):
        axes[j // cols][j % cols].axis("off")
    fig.tight_layout()
    fig.savefig(sys.argv[1], dpi=110)


if __name__ == "__main__":
    main()
