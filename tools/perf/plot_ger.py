#!/usr/bin/env python3
"""Bar chart of the rank-1 and rank-2 updates' bandwidth from clmath-bench CSVs.

usage: plot_ger.py OUT.png N FILE.csv [FILE.csv ...]

One group of bars per routine and precision at n = N (square, column-major,
lower where there is a triangle): clmath, cuBLAS and CLBlast as a fraction
of the copy ceiling measured in the same run.
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
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    n = sys.argv[2]
    rows = [r for f in sys.argv[3:] for r in csv.DictReader(open(f))]
    rows = [r for r in rows if r["n"] == n and r["order"] == "col" and r["uplo"] in ("", "l")
            and r["m"] in ("", n)]
    seen, sel = set(), []
    for r in rows:
        key = (r["precision"], r["routine"])
        if key not in seen:
            seen.add(key)
            sel.append(r)
    fig, ax = plt.subplots(figsize=(max(6, 0.55 * len(sel)), 3.4))
    w = 0.27
    for k, (name, col, colour) in enumerate(LIBS):
        ax.bar([i + (k - 1) * w for i in range(len(sel))],
               [num(r[col]) / num(r["copy_GBps"]) for r in sel], w, color=colour, label=name)
    ax.axhline(0.85, color="grey", ls=":", lw=1)
    ax.set_xticks(range(len(sel)))
    ax.set_xticklabels([r["precision"] + r["routine"] for r in sel], rotation=45, fontsize=8)
    ax.set_ylabel("fraction of copy")
    ax.set_title(f"rank-1 and rank-2 updates, n = {n}")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(sys.argv[1], dpi=110)


if __name__ == "__main__":
    main()
