#!/usr/bin/env bash
# On a fresh Debian machine: install what clmath needs, build the library and
# clmath-bench (not the test suite), and time GEMV on the default OpenCL device
# (the first GPU, else PoCL on the CPU), checking every answer on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCLMATH_BUILD_TESTS=OFF
cmake --build build -j "$(nproc)" --target clmath clmath-bench

csv=$(mktemp)
trap 'rm -f "$csv"' EXIT
rm -f "$csv"   # the bench writes its header only into a new file

cat <<'EOF'

== clmath quick start ==
clmath-bench now times GEMV (y = A x, a matrix times a vector) in single (s)
and double (d) precision, with A as stored (N) and transposed (T), for square
matrices of order 1024 and 2048, on the OpenCL device on the "device:" line
below. Each answer is compared with one computed on the CPU. The first run
compiles the OpenCL kernels, which can take a minute on PoCL; they are cached
(in ~/.cache/clmath) for later runs.

EOF
rc=0
build/tools/bench/clmath-bench gemv --precision s,d --trans n,t --sizes 1024,2048 \
    --csv "$csv" || rc=$?

cat <<'EOF'

How to read the table:
  clmath_ms  time of one call in milliseconds (the median of 20 samples)
  GB/s       the matrix and vectors moved per second; GEMV is limited by memory
  GFLOP/s    arithmetic per second
  %copy      GB/s as a share of the "copy ceiling" above: the speed of a plain
             memory copy measured on this device at the start of the run,
             about the fastest a routine that reads its data once can go
             (a little over 100% is noise, or the CPU's cache)
  err_clm    the error against the CPU's answer in units of rounding error,
             scaled by the size of the terms; below 16 counts as correct
  B, rot     timing details: calls per timed batch, and copies of A used in
             turn so that the cache does not flatter the result
  cublas, clblast: the same call in those libraries when they are installed;
             n/a when they are not, which is not an error

EOF
if [ ! -s "$csv" ]; then
    echo "Result: clmath-bench stopped before it timed anything (exit status $rc); see above."
    exit 1
fi
# The CSV's columns by name; the device's name is the only free-text field
# and comes after the columns used here.
awk -F, -v rc="$rc" '
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
    n++; dev = $col["device"]; ceil = $col["copy_GBps"]
    e = $col["err_clmath"] + 0; gbs = $col["clmath_GBps"] + 0; f = $col["frac_of_copy"] * 100
    if (n == 1 || e > emax) emax = e
    if (n == 1 || gbs < gmin) gmin = gbs
    if (n == 1 || gbs > gmax) gmax = gbs
    if (n == 1 || f < fmin) fmin = f
    if (n == 1 || f > fmax) fmax = f
}
END {
    if (rc == 0)
        printf "Result: all %d cases ran on %s and matched the CPU (largest error %.2g; limit 16).\n", n, dev, emax
    else
        printf "Result: FAILED (exit status %d): %d cases ran on %s; largest error %.2g (limit 16). See the table above.\n", rc, n, dev, emax
    printf "Speed: %.1f to %.1f GB/s, that is %.0f%% to %.0f%% of this device'"'"'s copy ceiling (%.1f GB/s).\n", gmin, gmax, fmin, fmax, ceil
}' "$csv"
exit "$rc"
