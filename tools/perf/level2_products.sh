#!/usr/bin/env bash
# Symmetric, Hermitian and band products (SYMV, HEMV, SPMV, HPMV, SBMV, HBMV,
# GBMV) on the GPU machine, for docs/perf/.
#
#   tools/perf/level2_products.sh BUILD_DIR OUT_DIR [full|packed|band|all]
#
# Column-major, y := alpha op(A) x + y (--beta 1: y read and written, as the
# bytes count it), against cuBLAS and CLBlast in the same call, every result
# checked; one CSV per routine in OUT_DIR (plot with tools/perf/plot_symv.py):
#   full:   symv (S, D) uplo U, L at n = 2048, 4096, 8192, 16384;
#           hemv (C, Z) U, L at n = 4096, 16384
#   packed: spmv-packed (S, D) and hpmv (C, Z) at the same sizes
#   band:   sbmv (S, D) U, L and gbmv (S, D) N, T with K = 64 at n = 2048, 4096,
#           8192, 16384, 65536 and K = 16, 256 at n = 16384; hbmv (C, Z) U, L
#           and gbmv (C, Z) N, T, C with K = 64 at n = 4096, 16384, 65536
#           (gbmv: KL = KU = K)
# Extra clmath-bench options (e.g. --reps 10, or --beta 0) can be given in
# BENCH_OPTS; CLMATH_BENCH names the binary where it is not in BUILD_DIR
# (CLMATH_BENCH=./clmath-bench tools/perf/level2_products.sh . out). Exit
# status 1 when a run failed (its message says which). On the GPU machine, as
# for gemv.sh (docs/perf/gemv.md): the NVIDIA ICD, then
#   export LD_LIBRARY_PATH=BUILD_DIR:<libclblast.so.1 folder>:/usr/local/cuda/lib64
set -u
. "$(dirname "$0")/perf_env.sh"
what=${3:-all}
common="--order col --beta 1 ${BENCH_OPTS:-}"
rc=0

run() { # CSV name, routine, then its options; appends to OUT_DIR/NAME.csv
    local csv=$1 r=$2
    shift 2
    # shellcheck disable=SC2086
    "$bench" "$r" "$@" $common --csv "$out/$csv.csv"
    local st=$?
    if [ $st -ne 0 ]; then
        rc=1
        echo "$r $*: exit status $st (a case did not run, or a clmath error >= 16)" >&2
    fi
}

for f in symv hemv spmv-packed hpmv sbmv hbmv gbmv; do
    case "$what" in
    all) rm -f "$out/$f.csv" ;;
    full) case $f in symv | hemv) rm -f "$out/$f.csv" ;; esac ;;
    packed) case $f in spmv-packed | hpmv) rm -f "$out/$f.csv" ;; esac ;;
    band) case $f in sbmv | hbmv | gbmv) rm -f "$out/$f.csv" ;; esac ;;
    esac
done

# shellcheck disable=SC2054
sd=(--precision s,d --sizes 2048,4096,8192,16384)
cz=(--precision c,z --sizes 4096,16384)
if [ "$what" = full ] || [ "$what" = all ]; then
    run symv symv "${sd[@]}" --uplo u,l
    run hemv hemv "${cz[@]}" --uplo u,l
fi
if [ "$what" = packed ] || [ "$what" = all ]; then
    run spmv-packed spmv-packed "${sd[@]}" --uplo u,l
    run hpmv hpmv "${cz[@]}" --uplo u,l
fi
if [ "$what" = band ] || [ "$what" = all ]; then
    run sbmv sbmv --precision s,d --uplo u,l -k 64 --sizes 2048,4096,8192,16384,65536
    run sbmv sbmv --precision s,d --uplo u,l -k 16,256 --sizes 16384
    run hbmv hbmv --precision c,z --uplo u,l -k 64 --sizes 4096,16384,65536
    run gbmv gbmv --precision s,d --trans n,t -k 64 --sizes 2048,4096,8192,16384,65536
    run gbmv gbmv --precision s,d --trans n,t -k 16,256 --sizes 16384
    run gbmv gbmv --precision c,z --trans n,t,c -k 64 --sizes 4096,16384,65536
fi
exit $rc
