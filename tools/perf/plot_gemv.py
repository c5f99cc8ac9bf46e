#!/usr/bin/env python3
"""Plot GEMV GB/s against n from clmath-bench CSV (docs/perf/gemv.md).

usage: plot_gemv.py gemv_square.csv gemv_shapes.csv out.png
"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def rows(path):
    with open(path) as f:
        return list(csv.DictReader(f))


def main():
    square, shapes, out = sys.argv[1], sys.argv[2], sys.argv[3]
    data = rows(square)
    copy = sum(float(r["copy_GBps"]) for r in data) / len(data)
    fig, axes = plt.subplots(1, 3, figsize=(16, 4.8), gridspec_kw={"width_ratios": [1, 1, 1.1]})
    for ax, prec in zip(axes[:2], ("s", "d")):
        for trans, style in (("n", "-"), ("t", "--")):
            sel = [r for r in data if r["precision"] == prec and r["trans"] == trans]
            n = [int(r["n"]) for r in sel]
            for lib, col, color in (("clmath", "clmath_GBps", "C0"), ("cuBLAS", "cublas_GBps", "C1"),
                                    ("CLBlast", "clblast_GBps", "C2")):
                ax.plot(n, [float(r[col]) for r in sel], style, marker="o", color=color,
                        label=f"{lib} {trans.upper()}")
        ax.axhline(copy, color="grey", lw=0.8, ls=":", label="copy ceiling")
        ax.set_xscale("log", base=2)
        ax.set_xticks([1024, 2048, 4096, 8192, 16384])
        ax.set_xticklabels(["1k", "2k", "4k", "8k", "16k"])
        ax.set_xlabel("n (square n x n)")
        ax.set_ylabel("GB/s")
        ax.set_title(f"{prec.upper()}GEMV, column-major")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, ncol=2)
    # tall / short shapes as grouped bars
    sh = rows(shapes)
    labels = [f'{r["precision"].upper()} {r["trans"].upper()} {r["m"]}x{r["n"]}'.replace(
        "1048576", "1M") for r in sh]
    x = range(len(sh))
    ax = axes[2]
    w = 0.27
    for i, (lib, col, color) in enumerate((("clmath", "clmath_GBps", "C0"),
                                           ("cuBLAS", "cublas_GBps", "C1"),
                                           ("CLBlast", "clblast_GBps", "C2"))):
        ax.bar([v + (i - 1) * w for v in x], [float(r[col] or 0) for r in sh], w, color=color,
               label=lib)
    ax.axhline(copy, color="grey", lw=0.8, ls=":", label="copy ceiling")
    ax.set_xticks(list(x))
    ax.set_xticklabels(labels, rotation=45, ha="right", fontsize=8)
    ax.set_ylabel("GB/s")
    ax.set_title("tall-skinny and short-wide")
    ax.legend(fontsize=7)
    ax.grid(axis="y", alpha=0.3)
    fig.suptitle(f'GEMV on {data[0]["device"]} through OpenCL, {data[0]["date"][:10]}')
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main()
