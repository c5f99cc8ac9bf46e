#!/usr/bin/env bash
# A/B of the CBLAS Level 3 pipeline switches (docs/cblas.md) on a GPU:
# every Level 3 routine of clmath-cblas-bench at ${N:-8192}, S and D, on
# ordinary and pinned memory, --reps 3, under each switch combination, in
# ${ROUNDS:-2} interleaved rounds; then traces of one DGEMM and one DTRSM
# call (pinned) with the defaults and with every switch off. Run from the
# repository root after building in ${B:-build}; writes to ${OUT:-.}:
#   switches.csv   combo,round,routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff
#   trace_{default,off}_{dgemm,dtrsm}.csv   call,label,queue,queued_ns,submit_ns,start_ns,end_ns
#   stderr.txt     the device, WRONG lines (a result that is not the
#                  device-only one's), each traced call's wall time
# COMBOS="default off no_flush ..." picks combinations (default: default off).
B=${B:-build}; O=${OUT:-.}
export LD_LIBRARY_PATH=$PWD/$B:$PWD/$B/cblas${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
X=$B/tools/clmath-cblas-bench; R=$O/switches.csv
S=CLMATH_CBLAS_
# the library's defaults, and every switch off with 3 queues: the first pipeline's way
OFF="${S}FLUSH=0 ${S}WAIT=0 ${S}ORDER=0 ${S}QUEUES=3 ${S}DLQ=0 ${S}SPLIT=0"
declare -A env_of=([default]="" [off]="$OFF" [no_flush]="${S}FLUSH=0" [no_wait]="${S}WAIT=0"
    [no_order]="${S}ORDER=0" [no_dlq]="${S}DLQ=0" [no_split]="${S}SPLIT=0"
    [queues3]="${S}QUEUES=3" [queues5]="${S}QUEUES=5" [all_on]="${S}FLUSH=1 ${S}WAIT=1 ${S}ORDER=1 ${S}DLQ=1 ${S}SPLIT=1")
echo "combo,round,routine,precision,n,path,memory,beta,median_s,gflops,of_device,max_rel_diff" > "$R"
: > "$O/stderr.txt"
for round in $(seq "${ROUNDS:-2}"); do
    for n in ${COMBOS:-default off}; do
        echo "== $round $n" >> "$O/stderr.txt"
        env ${env_of[$n]} timeout 300 "$X" --routines gemm,trsm,trsmr,trmm,symm,syrk \
            --precision s,d --sizes "${N:-8192}" --reps 3 --memory ordinary,pinned --beta 0 \
            2>> "$O/stderr.txt" | tail -n +2 | sed "s/^/$n,$round,/" >> "$R"
    done
done
for n in default off; do
    e=; [ $n = off ] && e=$OFF
    for r in gemm trsm; do
        echo "== trace $n d$r" >> "$O/stderr.txt"
        env $e timeout 120 "$X" --routines $r --precision d --sizes "${N:-8192}" --reps 1 \
            --memory pinned --trace "$O/trace_${n}_d$r.csv" 2>> "$O/stderr.txt" > /dev/null
    done
done
grep -c WRONG "$O/stderr.txt" | sed 's/^/WRONG results: /'
