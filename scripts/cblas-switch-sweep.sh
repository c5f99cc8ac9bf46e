#!/usr/bin/env bash
# A/B of the CBLAS Level 3 pipeline switches (docs/cblas.md) on a GPU:
# DGEMM, DTRSM and SGEMM 8192 on pinned memory, --reps 3, once per switch
# combination (and on ordinary memory with and without STAGECOPY), and traces of one DGEMM and one DTRSM call with the defaults
# and with every switch off. Run from the repository root after
# building in ${B:-build}; writes to ${OUT:-.}:
#   switches.csv   combo,routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff
#   trace_{default,off}_{dgemm,dtrsm}.csv   call,label,queue,queued_ns,submit_ns,start_ns,end_ns
#   stderr.txt     the device, and each traced call's wall time against the untraced median
B=${B:-build}; O=${OUT:-.}  # N=size (default 8192)
export LD_LIBRARY_PATH=$PWD/$B:$PWD/$B/cblas${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
X=$B/tools/clmath-cblas-bench; R=$O/switches.csv
S=CLMATH_CBLAS_
# the library's defaults are all on (4 queues); OFF is the first pipeline's way
OFF="${S}FLUSH=0 ${S}WAIT=0 ${S}ORDER=0 ${S}COPYPATH=0 ${S}QUEUES=3 ${S}DLQ=0 ${S}SPLIT=0"
combos=("default:" "off:$OFF" "off_copypath:${OFF/${S}COPYPATH=0/${S}COPYPATH=1}"
        "no_copypath:${S}COPYPATH=0" "no_flush:${S}FLUSH=0" "no_wait:${S}WAIT=0"
        "no_order:${S}ORDER=0" "no_dlq:${S}DLQ=0" "no_split:${S}SPLIT=0"
        "queues3:${S}QUEUES=3" "queues5:${S}QUEUES=5" "queues6:${S}QUEUES=6")
echo "combo,routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff" > "$R"
: > "$O/stderr.txt"
for c in "${combos[@]}"; do
    n=${c%%:*}; e=${c#*:}
    for a in "gemm,trsm d" "gemm s"; do
        set -- $a; tr=()
        if [ "$2" = d ] && { [ "$n" = default ] || [ "$n" = off ]; }; then
            tr=(--trace "$O/trace_${n}_dgemm.csv")
        fi
        echo "== $n $a" >> "$O/stderr.txt"
        env $e timeout 300 "$X" --routines "$1" --precision "$2" --sizes "${N:-8192}" --reps 3 \
            --memory pinned --beta 0 "${tr[@]}" 2>> "$O/stderr.txt" |
            tail -n +2 | sed "s/^/$n,/" >> "$R"
    done
done
# ordinary memory: the staging's DMA from the slots' mapped pointers
# (default) or by copies from their cl_mem (STAGECOPY)
for c in "ordinary:" "ordinary_stagecopy:${S}STAGECOPY=1"; do
    n=${c%%:*}; e=${c#*:}
    echo "== $n" >> "$O/stderr.txt"
    env $e timeout 300 "$X" --routines gemm,trsm --precision d,s --sizes "${N:-8192}" --reps 3 \
        --memory ordinary --beta 0 2>> "$O/stderr.txt" | tail -n +2 | sed "s/^/$n,/" >> "$R"
done
for n in default off; do
    e=; [ $n = off ] && e=$OFF
    echo "== trace $n dtrsm" >> "$O/stderr.txt"
    env $e timeout 120 "$X" --routines trsm --precision d --sizes "${N:-8192}" --reps 1 --memory pinned \
        --trace "$O/trace_${n}_dtrsm.csv" 2>> "$O/stderr.txt" > /dev/null
done
