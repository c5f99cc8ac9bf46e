#!/usr/bin/env bash
# Triangular Level 2 performance runs on the GPU machine (for docs/perf/).
#
#   tools/perf/trmv.sh BUILD_DIR OUT_DIR [full|packed|band|all]
#
# S and D, column-major, the four variants uplo (U, L) x trans (N, T), non-unit
# diagonal, against cuBLAS and CLBlast in the same call, every result checked;
# one CSV per routine in OUT_DIR (plot with tools/perf/plot_trmv.py):
#   full:   trmv and trsv at n = 2048, 4096, 8192, 16384
#   packed: tpmv and tpsv at n = 4096 and 16384
#   band:   tbmv and tbsv with K = 64 at n = 4096 and 16384
# Extra clmath-bench options (e.g. --reps 10) can be given in BENCH_OPTS.
# Exit status 1 when a run failed (its message says which). On the GPU
# machine, as for gemv.sh (docs/perf/gemv.md): the NVIDIA ICD, then
#   export LD_LIBRARY_PATH=BUILD_DIR:<libclblast.so.1 folder>:/usr/local/cuda/lib64
set -u
. "$(dirname "$0")/perf_env.sh"
what=${3:-all}
common="--precision s,d --order col --uplo u,l --trans n,t --diag n ${BENCH_OPTS:-}"
rc=0

run() { # routine, then its size options
    local r=$1
    shift
    rm -f "$out/$r.csv"
    # shellcheck disable=SC2086
    "$bench" "$r" $common "$@" --csv "$out/$r.csv"
    local st=$?
    if [ $st -ne 0 ]; then
        rc=1
        echo "$r: exit status $st (a case did not run, or a clmath error >= 16)" >&2
    fi
}

if [ "$what" = full ] || [ "$what" = all ]; then
    for r in trmv trsv; do run $r --sizes 2048,4096,8192,16384; done
fi
if [ "$what" = packed ] || [ "$what" = all ]; then
    for r in tpmv tpsv; do run $r --sizes 4096,16384; done
fi
if [ "$what" = band ] || [ "$what" = all ]; then
    for r in tbmv tbsv; do run $r -k 64 --sizes 4096,16384; done
fi
exit $rc
