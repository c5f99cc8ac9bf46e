#!/usr/bin/env python3
"""Plot TRMM and TRSM with few right-hand sides: clmath against cuBLAS.

usage: plot_level3_few.py OUT.png few.csv

few.csv: clmath-bench trmm/trsm CSV rows with cuBLAS beside (--peers auto),
e.g. docs/perf/data/level3_few_h100.csv. One bar pair per case, the
milliseconds of each library; the label says side, uplo and the shape.
"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rows = [r for r in csv.DictReader(open(sys.argv[2])) if r.get("cublas_ms")]
    fig, axes = plt.subplots(1, 2, figsize=(13, 4.5), sharey=False)
    for ax, routine in zip(axes, ("trsm", "trmm")):
        sel = [r for r in rows if r["routine"] == routine]
        labels = [f'{r["precision"].upper()} {r["side"].upper()}{r["uplo"].upper()} '
                  f'{r["m"]}x{r["n"]}' for r in sel]
        x = range(len(sel))
        ax.bar([i - 0.2 for i in x], [float(r["clmath_ms"]) for r in sel], 0.4,
               label="clmath", color="C0")
        ax.bar([i + 0.2 for i in x], [float(r["cublas_ms"]) for r in sel], 0.4,
               label="cuBLAS", color="C1")
        ax.set_xticks(list(x))
        ax.set_xticklabels(labels, rotation=70, fontsize=7)
        ax.set_ylabel("ms (lower is better)")
        ax.set_title(f"{routine.upper()}, 64 right-hand sides")
        ax.legend()
    dev = rows[0]["device"] if rows else ""
    fig.suptitle(f"{dev}: few right-hand sides, same call")
    fig.tight_layout()
    fig.savefig(sys.argv[1], dpi=110)


if __name__ == "__main__":
    main()
