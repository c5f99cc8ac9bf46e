#!/usr/bin/env bash
# A/B of the CBLAS Level 3 pipeline switches (docs/cblas.md) on a GPU:
# DGEMM, DTRSM and SGEMM 8192 on pinned memory, --reps 3, once per switch
# combination, and traces of one DGEMM and one DTRSM call with the default
# and the best-guess combination. Run from the repository root after
# building in ${B:-build}; writes to ${OUT:-.}:
#   switches.csv   combo,routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff
#   trace_{default,best}_{dgemm,dtrsm}.csv   call,label,queue,queued_ns,submit_ns,start_ns,end_ns
#   stderr.txt     the device, and each traced call's wall time against the untraced median
B=${B:-build}; O=${OUT:-.}  # N=size (default 8192)
export LD_LIBRARY_PATH=$PWD/$B:$PWD/$B/cblas${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
X=$B/tools/clmath-cblas-bench; R=$O/switches.csv
S=CLMATH_CBLAS_
BEST="${S}FLUSH=1 ${S}WAIT=1 ${S}COPYPATH=1 ${S}DLQ=1 ${S}SPLIT=1"
combos=("default:" "flush:${S}FLUSH=1" "wait:${S}WAIT=1" "order:${S}ORDER=1"
        "copypath:${S}COPYPATH=1" "queues2:${S}QUEUES=2" "queues5:${S}QUEUES=5"
        "dlq:${S}DLQ=1" "split:${S}SPLIT=1" "flush_wait:${S}FLUSH=1 ${S}WAIT=1"
        "flush_copypath:${S}FLUSH=1 ${S}COPYPATH=1"
        "flush_dlq_split:${S}FLUSH=1 ${S}DLQ=1 ${S}SPLIT=1" "best:$BEST"
        "all_q4:$BEST ${S}ORDER=1 ${S}QUEUES=4")
echo "combo,routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff" > "$R"
: > "$O/stderr.txt"
for c in "${combos[@]}"; do
    n=${c%%:*}; e=${c#*:}
    for a in "gemm,trsm d" "gemm s"; do
        set -- $a; tr=()
        if [ "$2" = d ] && { [ "$n" = default ] || [ "$n" = best ]; }; then
            tr=(--trace "$O/trace_${n}_dgemm.csv")
        fi
        echo "== $n $a" >> "$O/stderr.txt"
        env $e timeout 300 "$X" --routines "$1" --precision "$2" --sizes "${N:-8192}" --reps 3 \
            --memory pinned --beta 0 "${tr[@]}" 2>> "$O/stderr.txt" |
            tail -n +2 | sed "s/^/$n,/" >> "$R"
    done
done
for n in default best; do
    e=; [ $n = best ] && e=$BEST
    echo "== trace $n dtrsm" >> "$O/stderr.txt"
    env $e timeout 120 "$X" --routines trsm --precision d --sizes "${N:-8192}" --reps 1 --memory pinned \
        --trace "$O/trace_${n}_dtrsm.csv" 2>> "$O/stderr.txt" > /dev/null
done
