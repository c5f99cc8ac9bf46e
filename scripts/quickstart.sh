#!/usr/bin/env bash
# On a fresh Debian machine: install what clmath needs, build it, and run
# clmath-bench on the default OpenCL device (the first GPU, else PoCL on the CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$(nproc)"
build/tools/bench/clmath-bench gemv --precision s,d --trans n,t --sizes 1024,2048
