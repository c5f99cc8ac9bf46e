#!/usr/bin/env python3
"""Plot the symmetric, Hermitian and band products' GB/s against n from clmath-bench CSV.

usage: plot_symv.py OUT.png CSV [CSV ...]

The CSVs are those of tools/perf/level2_products.sh (symv.csv, hemv.csv,
spmv-packed.csv, hpmv.csv, sbmv.csv, hbmv.csv, gbmv.csv; any subset, in any
order). As plot_trmv.py, whose plot() draws it: one panel per routine and
precision, GB/s against n (log scale), one line per variant (uplo or trans,
plus K where a routine's rows have several) and library (clmath, cuBLAS,
CLBlast by colour); n/a leaves gaps; the dotted line is the copy ceiling
measured in the same runs.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from plot_trmv import plot  # noqa: E402

ROUTINES = ["symv", "hemv", "spmv-packed", "hpmv", "sbmv", "hbmv", "gbmv"]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    plot(sys.argv[1], sys.argv[2:], ROUTINES,
         ("Symmetric, Hermitian and band products",
          "GB/s of A's referenced part once + x + y, y twice when beta != 0"))


if __name__ == "__main__":
    main()
