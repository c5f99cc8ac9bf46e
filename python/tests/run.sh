#!/bin/sh
# ctest's test_python: pytest on python/tests against the library just built.
#   run.sh LIBRARY SOURCE_DIR
# Uses the first of $CLMATH_PYTHON, python3, /usr/bin/python3 that imports
# pyopencl (a python3 earlier on PATH, a pyenv one say, may lack Debian's
# python3-pyopencl). Exits 77, which ctest reports as skipped, only when
# there is none; a missing numpy, scipy or pytest then fails the test.
lib=$1
src=$2
for py in ${CLMATH_PYTHON:-} python3 /usr/bin/python3; do
    command -v "$py" >/dev/null 2>&1 || continue
    if "$py" -c "import pyopencl" 2>/dev/null; then
        echo "test_python: $py, CLMATH_LIBRARY=$lib"
        CLMATH_LIBRARY=$lib
        PYTHONPATH="$src/python${PYTHONPATH:+:$PYTHONPATH}"
        PYTHONDONTWRITEBYTECODE=1
        export CLMATH_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE
        exec "$py" -m pytest -q -p no:cacheprovider "$src/python/tests"
    fi
done
echo "test_python: skipped: no python3 with pyopencl (Debian: python3-pyopencl;"
echo "scripts/install-deps.sh installs it)"
exit 77
