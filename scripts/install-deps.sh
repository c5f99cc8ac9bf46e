#!/usr/bin/env bash
# Debian packages clmath needs to build, test and run on PoCL (Debian 12).
set -euo pipefail
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
$sudo apt-get install -y --no-install-recommends \
    build-essential cmake pkg-config \
    ocl-icd-opencl-dev opencl-c-headers ocl-icd-libopencl1 pocl-opencl-icd clinfo \
    libopenblas-dev zlib1g-dev
