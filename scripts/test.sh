#!/usr/bin/env bash
# Builds clmath with its tests (warnings are errors) and runs the test suite,
# on PoCL when the machine has no GPU. CLMATH_TEST_LEVEL=full for the
# exhaustive sweeps.
#
# The suite gets a build folder of its own (build-test, or CLMATH_BUILD_DIR),
# so the quick start's and the install recipe's build/ (tests off) never
# hide it, in whatever order they run; the tests are switched on explicitly
# all the same, and ctest fails when it finds none.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${CLMATH_BUILD_DIR:-build-test}
scripts/install-deps.sh
echo "test.sh: building clmath and its tests in $build/"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCLMATH_WERROR=ON -DCLMATH_BUILD_TESTS=ON
cmake --build "$build" -j "$(nproc)"
echo "test.sh: running the suite (kernels compiled once into $build/kernel-cache)"
# as many tests at a time as there are cores: most of the suite's time is
# PoCL's single-threaded kernel compiles
ctest --test-dir "$build" --output-on-failure --no-tests=error --parallel "$(nproc)"
