#!/usr/bin/env bash
# Runs Reference-LAPACK's CBLAS test programs (x?cblat1, 2, 3, from Debian's
# libblas-test package) against libclmath_cblas, loaded in place of the
# CBLAS they were linked with (LD_PRELOAD). Exits 77 (a skip for ctest)
# when libblas-test is not installed: `sudo apt-get install libblas-test`.
# Usage: cblas-reference-tests.sh <path of libclmath_cblas.so> [precisions]
# (CLMATH_CBLAS_TEST_DIR: the folder of the programs, if not /usr/lib/*/blas)
set -u
lib=$(realpath "$1")
precs=${2:-s d c z}
dir=${CLMATH_CBLAS_TEST_DIR:-$(ls -d /usr/lib/*/blas 2>/dev/null | head -n 1)}
if [ -z "$dir" ] || [ ! -x "$dir/xdcblat1" ]; then
    echo "libblas-test is not installed (the reference's CBLAS test programs): skipped"
    exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail=0
for p in $precs; do
    # every routine's error exits, column- and row-major: a PASSED line each
    case $p in s|d) want2=48 want3=18 ;; *) want2=51 want3=27 ;; esac
    LD_PRELOAD=$lib "$dir/x${p}cblat1" > "${p}1.out" 2>&1
    rc1=$?
    LD_PRELOAD=$lib "$dir/x${p}cblat2" < "$dir/${p}in2" > "${p}2.out" 2>&1
    rc2=$?
    LD_PRELOAD=$lib "$dir/x${p}cblat3" < "$dir/${p}in3" > "${p}3.out" 2>&1
    rc3=$?
    n1=$(grep -c 'PASS' "${p}1.out")
    n2=$(grep -c 'PASSED THE' "${p}2.out")
    n3=$(grep -c 'PASSED THE' "${p}3.out")
    bad=$(cat "${p}1.out" "${p}2.out" "${p}3.out" | grep -ciE 'FAIL|WRONG|XERBLA|SUSPECT')
    echo "x${p}cblat1: $n1 passed (rc $rc1); x${p}cblat2: $n2 of $want2 (rc $rc2);" \
         "x${p}cblat3: $n3 of $want3 (rc $rc3); $bad lines of failure"
    if [ $rc1$rc2$rc3 != 000 ] || [ "$n1" != 10 ] || [ "$n2" != "$want2" ] ||
       [ "$n3" != "$want3" ] || [ "$bad" != 0 ]; then
        fail=1
        cat "${p}1.out" "${p}2.out" "${p}3.out" | grep -iE 'FAIL|WRONG|XERBLA|SUSPECT' | head -n 20
    fi
done
exit $fail
