#!/usr/bin/env bash
# Debian packages clmath needs to build, test and run on PoCL (Debian 12).
# Does nothing when all are installed; otherwise installs them with apt-get
# (through sudo when not run as root).
set -euo pipefail
packages=(build-essential cmake pkg-config
          ocl-icd-opencl-dev opencl-c-headers ocl-icd-libopencl1 pocl-opencl-icd clinfo
          libopenblas-dev libblas-test zlib1g-dev
          python3-pyopencl python3-numpy python3-scipy python3-pytest)
installed=$(dpkg-query -W -f='${db:Status-Abbrev}\n' "${packages[@]}" 2>/dev/null |
            grep -c '^ii' || true)
if [ "$installed" -eq "${#packages[@]}" ]; then
    echo "install-deps: the packages clmath needs are installed"
    exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
$sudo apt-get install -y --no-install-recommends "${packages[@]}"
