#!/usr/bin/env bash
# Builds clmath with its tests (warnings are errors) and runs the test suite,
# on PoCL when the machine has no GPU. CLMATH_TEST_LEVEL=full for the
# exhaustive sweeps.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${CLMATH_BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCLMATH_WERROR=ON
cmake --build "$build" -j "$(nproc)"
# as many tests at a time as there are cores: most of the suite's time is
# PoCL's single-threaded kernel compiles
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)"
