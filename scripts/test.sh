#!/usr/bin/env bash
# Builds clmath with its tests (warnings are errors) and runs the test suite,
# on PoCL when the machine has no GPU. CLMATH_TEST_LEVEL=full for the
# exhaustive sweeps.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${CLMATH_BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCLMATH_WERROR=ON
cmake --build "$build" -j "$(nproc)"
# two tests at a time on two cores: most of the suite's time is PoCL's
# single-threaded kernel compiles (tests/CMakeLists.txt runs the triangular
# solves, whose groups wait on each other, alone)
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)"
