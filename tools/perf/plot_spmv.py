#!/usr/bin/env python3
"""Bar charts of SpMV GB/s per matrix from a clmath-bench spmv CSV, and the
benchmark-set summary of docs/perf/spmv.md.

usage: plot_spmv.py OUT.png spmv.csv

The benchmark set is the generated matrices plus every file with over 100,000
non-zeros (after symmetric expansion), as issue 6 defines it. One panel per
precision: clmath and cuSPARSE GB/s side by side, sorted by non-zeros, with the
copy ceiling of the same run as a dotted line. Prints, per precision, the
geometric mean and the minimum of clmath / cuSPARSE over the set, and the same
over the smaller matrices.
"""
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

GENERATED = ("lap2d_", "lap3d_", "powerlaw_")


def in_set(r):
    return r["matrix"].startswith(GENERATED) or int(r["nnz"]) > 100000


def ratios(rows):
    return [(float(r["ratio_vs_cusparse"]), r["matrix"]) for r in rows
            if r["ratio_vs_cusparse"]]


def summary(label, rows):
    rs = ratios(rows)
    if not rs:
        return
    gm = math.exp(sum(math.log(v) for v, _ in rs) / len(rs))
    lo = min(rs)
    print(f"  {label}: {len(rs)} matrices, geometric mean {gm:.3f}, "
          f"minimum {lo[0]:.3f} ({lo[1]})")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rows = [r for r in csv.DictReader(open(sys.argv[2])) if r["routine"] == "spmv"]
    precs = [p for p in "sd" if any(r["precision"] == p for r in rows)]
    for p in precs:
        pr = [r for r in rows if r["precision"] == p]
        print(f"{p}: clmath / cuSPARSE")
        summary("benchmark set", [r for r in pr if in_set(r)])
        summary("smaller matrices", [r for r in pr if not in_set(r)])
    fig, axes = plt.subplots(len(precs), 1, figsize=(11, 3.6 * len(precs)), squeeze=False)
    for j, p in enumerate(precs):
        ax = axes[j][0]
        sel = sorted((r for r in rows if r["precision"] == p and in_set(r)),
                     key=lambda r: int(r["nnz"]))
        x = range(len(sel))
        ax.bar([i - 0.2 for i in x], [float(r["clmath_GBps"] or 0) for r in sel], 0.4,
               label="clmath", color="C0")
        ax.bar([i + 0.2 for i in x], [float(r["cusparse_GBps"] or 0) for r in sel], 0.4,
               label="cuSPARSE", color="C1")
        ax.axhline(float(sel[0]["copy_GBps"]), ls=":", color="grey", label="copy ceiling")
        ax.set_xticks(list(x))
        ax.set_xticklabels([r["matrix"] for r in sel], rotation=35, ha="right", fontsize=7)
        ax.set_ylabel("GB/s")
        ax.set_title(f"{p.upper()} CSR SpMV, benchmark set (sorted by non-zeros)")
        ax.grid(True, axis="y", alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(sys.argv[1], dpi=110)


if __name__ == "__main__":
    main()
