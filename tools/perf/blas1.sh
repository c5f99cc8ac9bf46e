#!/usr/bin/env bash
# Level 1 performance runs on the GPU machine (for docs/perf/blas1.md).
#
#   tools/perf/blas1.sh BUILD_DIR OUT_DIR
#
# The curve: GB/s against n = 2^10 ... 2^26 for axpy, dot and nrm2, S and D.
# The table: every routine at n = 2^24 and 2^26, S and D, and the small-n
# latency at n = 1024; all against cuBLAS and CLBlast in the same call.
set -u
. "$(dirname "$0")/perf_env.sh"

for r in axpy dot nrm2; do
    "$bench" $r --precision s,d --pow2 10:26 --csv "$out/blas1_curve.csv"
done
for r in axpy dot nrm2 asum iamax scal copy swap rot; do
    "$bench" $r --precision s,d --sizes 1024,16M,64M --csv "$out/blas1_table.csv"
done
