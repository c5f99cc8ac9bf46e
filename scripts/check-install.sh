#!/usr/bin/env bash
# Installs a built clmath into a temporary prefix, then builds and runs the
# example clBLAS program and the example CBLAS program against it twice:
# through pkg-config (clmath, clmath_cblas) and through CMake's
# find_package(clmath). Usage: check-install.sh <source dir> <build dir>
set -euo pipefail
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
libdir=$(find "$work/prefix" -name 'libclmath.so' -printf '%h\n' | head -n 1)
pcdir=$(find "$work/prefix" -name clmath.pc -printf '%h\n' | head -n 1)

# pkg-config, shared library
PKG_CONFIG_PATH="$pcdir" cc -std=c11 -Wall -Wextra -Werror "$src/examples/sgemv_example.c" \
    $(PKG_CONFIG_PATH="$pcdir" pkg-config --cflags --libs clmath) -o "$work/ex_pc"
LD_LIBRARY_PATH="$libdir" "$work/ex_pc"
# the CBLAS program, unchanged, linked with -lclmath_cblas
PKG_CONFIG_PATH="$pcdir" cc -std=c11 -Wall -Wextra -Werror "$src/examples/cblas_example.c" \
    $(PKG_CONFIG_PATH="$pcdir" pkg-config --cflags --libs clmath_cblas) -o "$work/cblas_pc"
LD_LIBRARY_PATH="$libdir" "$work/cblas_pc"

# CMake package
cmake -S "$src/examples" -B "$work/ex_build" -DCMAKE_PREFIX_PATH="$work/prefix" > "$work/cfg.log"
cmake --build "$work/ex_build" > "$work/build.log"
LD_LIBRARY_PATH="$libdir" "$work/ex_build/sgemv_example"
LD_LIBRARY_PATH="$libdir" "$work/ex_build/cblas_example"

# Headers compile as C++ too
echo '#include <clBLAS.h>
#include <clAmdBlas.h>
#include <clmath.h>
#include <cblas.h>
#include <clmath_cblas.h>
int main() { return clblasSuccess + (CblasRowMajor != 101); }' > "$work/hdr.cpp"
c++ -Wall -Wextra -Werror $(PKG_CONFIG_PATH="$pcdir" pkg-config --cflags clmath) -c "$work/hdr.cpp" -o "$work/hdr.o"
echo "install check passed"
