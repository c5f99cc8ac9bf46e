# Sourced by the perf scripts beside it, with their arguments: BUILD_DIR
# (where clmath-bench was built) and OUT_DIR (created here), and the GPU
# machine's defaults for the platform and the kernel cache.
build=$1
out=$2
# CLMATH_BENCH: the binary, where it is not in BUILD_DIR/tools/bench (./clmath-bench).
bench=${CLMATH_BENCH:-"$build/tools/bench/clmath-bench"}
export CLMATH_PLATFORM=${CLMATH_PLATFORM:-NVIDIA}
export CLMATH_CACHE_DIR=${CLMATH_CACHE_DIR:-/tmp/clmath-kcache}
mkdir -p "$out"
