#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Installs every Debian 12 package that building, testing and running ReplayScope needs.
# Idempotent: when everything is already present it only checks and returns at once,
# so both README commands can call it unconditionally.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config git ccache
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n qt6-svg-dev libgl-dev
    libqcustomplot-dev
    libhdf5-dev hdf5-tools
    hdf5-filter-plugin bitshuffle hdf5-filter-plugin-blosc-serial  # LZ4/BZip2, Bitshuffle, Blosc HDF5 plugins
    liblzf-dev liblz4-dev libzip-dev zlib1g-dev libbz2-dev liblzma-dev
    libjpeg-dev libjpeg-turbo-progs  # Minari JPEG frames; cjpeg/djpeg make the test images
    python3 python3-numpy python3-h5py
    python3-torch python3-pandas python3-deepdiff  # tests/differential and bench: the real Tianshou 2.0.1 of ../shared/tools
    python3-joblib            # tests only: tst_climoreformats writes joblib.dump files to read
    xvfb xauth
    clang libclang-rt-14-dev  # scripts/run-fuzz.sh: libFuzzer and the sanitizer runtimes
    clang-format              # scripts/check-format.sh (CI)
    llvm                      # llvm-symbolizer: file:line in sanitizer and fuzzer stacks
    dpkg-dev file             # scripts/build-package.sh: dpkg-shlibdeps, ELF detection
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
