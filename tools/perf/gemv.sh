#!/usr/bin/env bash
# GEMV performance runs on the GPU machine (results in docs/perf/gemv.md).
#
#   tools/perf/gemv.sh BUILD_DIR OUT_DIR [sweep|tune|all]
#
# sweep: S and D, N and T, square n = 1024 ... 16384 and the tall/short
#        shapes, against cuBLAS and CLBlast, CSV in OUT_DIR.
# tune:  the key shapes under alternative kernel parameters (CLMATH_PARAMS),
#        clmath alone, CSV in OUT_DIR/tune.csv with the parameters in a column.
set -u
. "$(dirname "$0")/perf_env.sh"
what=${3:-all}

if [ "$what" = sweep ] || [ "$what" = all ]; then
    "$bench" gemv --precision s,d --trans n,t --sizes 1024,2048,4096,8192,12288,16384 \
        --csv "$out/gemv_square.csv"
    "$bench" gemv --precision s,d --trans n,t --shapes 1Mx64,64x1M --csv "$out/gemv_shapes.csv"
fi

if [ "$what" = tune ] || [ "$what" = all ]; then
    for params in ${TUNE_PARAMS:-default WAVES=2 WAVES=8 TXN=32,TXT=32 TXN=128,TXT=128 VW=2 ALIGN=0 \
                  XCH=1024 WGS=128 WGS=512 MINK=64}; do
        env_params=""
        [ "$params" = default ] || for p in ${params//,/ }; do env_params="$env_params,gemv.$p"; done
        for prec in s d; do
            for shape in 16384x16384 1Mx64 64x1M; do
                rm -f /tmp/tune_one.csv
                CLMATH_PARAMS="${env_params#,}" "$bench" gemv --precision $prec --trans n,t \
                    --shapes $shape --peers none --no-check --reps 10 --csv /tmp/tune_one.csv \
                    > /dev/null 2>&1 || echo "failed: $params $prec $shape"
                # one CSV for all runs, the parameters in the first column
                [ -f "$out/tune.csv" ] || sed -n '1s/^/params,/p' /tmp/tune_one.csv > "$out/tune.csv"
                sed -n "2,\$s/^/\"${params}\",/p" /tmp/tune_one.csv >> "$out/tune.csv"
            done
        done
        echo "tuned: $params"
    done
fi
