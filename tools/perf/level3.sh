#!/usr/bin/env bash
# Level 3 performance runs beyond GEMM on the GPU machine (docs/perf/level3.md).
#
#   tools/perf/level3.sh BUILD_DIR OUT_DIR
#
# S and D column-major against cuBLAS and CLBlast in the same call, every
# result checked; one CSV per routine in OUT_DIR (plot with
# tools/perf/plot_level3.py):
#   syrk (lower, N), symm (left, lower), trmm and trsm (left, lower, N,
#   non-unit) at n = 1024, 2048, 4096, 8192; trmm and trsm with 64
#   right-hand sides (4096 x 64); syrk on N = 8192, K = 512.
# Extra clmath-bench options (e.g. --reps 10) can be given in BENCH_OPTS.
# Exit status 1 when a run failed. On the GPU machine: the NVIDIA ICD, then
#   export LD_LIBRARY_PATH=BUILD_DIR:<libclblast.so.1 folder>:/usr/local/cuda/lib64
set -u
. "$(dirname "$0")/perf_env.sh"
common="--precision s,d --order col ${BENCH_OPTS:-}"
sizes="--sizes 1024,2048,4096,8192"
rc=0

run() { # CSV name, routine, then its options
    local name=$1
    shift
    # shellcheck disable=SC2086
    "$bench" "$@" $common --csv "$out/$name.csv" || { echo "level3.sh: $* failed" >&2; rc=1; }
}

rm -f "$out"/syrk.csv "$out"/symm.csv "$out"/trmm.csv "$out"/trsm.csv
run syrk syrk --uplo l --trans n $sizes
run syrk syrk --uplo l --trans n --shapes 8192x512
run symm symm --side l --uplo l $sizes
for r in trmm trsm; do
    run $r $r --side l --uplo l --trans n --diag n $sizes
    run $r $r --side l --uplo l --trans n --diag n --shapes 4096x64
done
exit $rc
