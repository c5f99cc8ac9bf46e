#!/usr/bin/env python3
"""Plot the triangular Level 2 routines' GB/s against n from clmath-bench CSV.

usage: plot_trmv.py OUT.png CSV [CSV ...]

The CSVs are those of tools/perf/trmv.sh (trmv.csv, trsv.csv, tpmv.csv,
tpsv.csv, tbmv.csv, tbsv.csv; any subset, in any order). One panel per routine
and precision (rows: routines, columns: precisions), GB/s against n (log
scale), one line per variant (uplo x trans, plus order, diag and K where the
CSV has more than one) and library: clmath, cuBLAS and CLBlast by colour,
variants by line style and marker. Missing values (n/a) leave gaps. The dotted
line is the device's copy ceiling measured in the same runs.
"""
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

ROUTINES = ["trmv", "trsv", "tpmv", "tpsv", "tbmv", "tbsv"]
LIBS = (("clmath", "clmath_GBps", "C0"), ("cuBLAS", "cublas_GBps", "C1"),
        ("CLBlast", "clblast_GBps", "C2"))
STYLES = ["-", "--", "-.", ":"]
MARKERS = ["o", "s", "^", "v", "D", "x", "+", "*"]


def num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return math.nan


def plot(out, paths, all_routines, what):
    """The figure for the rows of `all_routines` in the CSVs at `paths`, into
    `out`; `what` describes them in the title. plot_symv.py uses it too."""
    rows = []
    for p in paths:
        with open(p) as f:
            rows += [r for r in csv.DictReader(f) if r.get("routine") in all_routines]
    if not rows:
        sys.exit(f"{sys.argv[0]}: no rows of {' '.join(all_routines)} in " + " ".join(paths))
    routines = [r for r in all_routines if any(x["routine"] == r for x in rows)]
    # Each routine's precisions, left-aligned in its row (a routine may have
    # only s, d or only c, z); the panels left over stay blank.
    precs_of = {rt: [p for p in "sdcz" if any(x["routine"] == rt and x["precision"] == p
                                             for x in rows)] for rt in routines}
    ncols = max(len(v) for v in precs_of.values())

    copies = [num(x.get("copy_GBps")) for x in rows]
    copies = [c for c in copies if not math.isnan(c)]
    copy = sum(copies) / len(copies) if copies else math.nan

    fig, axes = plt.subplots(len(routines), ncols, squeeze=False,
                             figsize=(6.2 * ncols, 3.6 * len(routines)))
    for i, rt in enumerate(routines):
        rrows = [x for x in rows if x["routine"] == rt]
        # Variants: uplo x trans, plus what else varies in this routine's rows.
        extra = [c for c in ("order", "diag", "k") if len({x.get(c, "") for x in rrows}) > 1]

        def variant(x):
            v = (x["uplo"] + x["trans"]).upper()
            for c in extra:
                v += f" k={x[c]}" if c == "k" else f" {x[c]}"
            return v

        variants = sorted({variant(x) for x in rrows})
        for j in range(len(precs_of[rt]), ncols):
            axes[i][j].axis("off")
        for j, prec in enumerate(precs_of[rt]):
            ax = axes[i][j]
            sel = [x for x in rrows if x["precision"] == prec]
            top = 0.0
            for vi, var in enumerate(variants):
                pts = sorted((int(x["n"]), x) for x in sel if variant(x) == var)
                if not pts:
                    continue
                n = [p[0] for p in pts]
                for lib, col, color in LIBS:
                    gb = [num(p[1].get(col)) for p in pts]
                    if all(math.isnan(g) for g in gb):
                        continue
                    top = max([top] + [g for g in gb if not math.isnan(g)])
                    ax.plot(n, gb, STYLES[vi % len(STYLES)], marker=MARKERS[vi % len(MARKERS)],
                            color=color, ms=4)
            # Two legends' worth of entries in one: libraries by colour,
            # variants by style.
            handles = [Line2D([], [], color=color, label=lib) for lib, col, color in LIBS
                       if any(not math.isnan(num(x.get(col))) for x in sel)]
            handles += [Line2D([], [], color="k", ls=STYLES[vi % len(STYLES)],
                               marker=MARKERS[vi % len(MARKERS)], ms=4, label=var)
                        for vi, var in enumerate(variants)]
            title = f"{prec.upper()}{rt.split('-')[0].upper()}"  # spmv-packed: SSPMV
            k = sorted({x["k"] for x in sel if x.get("k")}, key=int)
            if k and "k" not in extra:
                title += f", K = {k[0]}"
            if not math.isnan(copy):
                if top >= 0.3 * copy:
                    ax.axhline(copy, color="grey", lw=0.8, ls=":")
                    handles.append(Line2D([], [], color="grey", lw=0.8, ls=":",
                                          label="copy ceiling"))
                else:
                    title += f" (copy ceiling {copy:.0f} GB/s, off scale)"
            ns = sorted({int(x["n"]) for x in sel})
            ax.set_xscale("log", base=2)
            if ns:
                ax.set_xticks(ns)
                ax.set_xticklabels([f"{v // 1024}k" if v % 1024 == 0 else str(v) for v in ns])
                ax.minorticks_off()
            ax.set_ylim(bottom=0)
            ax.set_title(title, fontsize=10)
            ax.set_xlabel("n")
            ax.set_ylabel("GB/s")
            ax.grid(alpha=0.3)
            if sel:
                ax.legend(handles=handles, fontsize=7, ncol=2)
    first = rows[0]
    days = sorted({r["date"][:10] for r in rows if r.get("date")})
    when = days[0] if len(days) == 1 else f"{days[0]} to {days[-1]}"
    fig.suptitle(f'{what[0]} on {first["device"]} through OpenCL, {when} ({what[1]})',
                 fontsize=11)
    fig.tight_layout(rect=(0, 0, 1, 0.98))
    fig.savefig(out, dpi=100)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    plot(sys.argv[1], sys.argv[2:], ROUTINES,
         ("Triangular Level 2", "GB/s of the triangle or band once + x read and written"))


if __name__ == "__main__":
    main()
