#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Builds the installable packages: installs the dependencies, builds a CMake preset
# (release unless told otherwise) and runs CPack, which writes
# <build>/packages/replayscope_<version>_<arch>.deb and a .tar.gz of the same files.
# The .deb's library dependencies are computed by dpkg-shlibdeps.
#
#   scripts/build-package.sh [PRESET]       (default: release)
#
# The build tree is build/<PRESET>, or $BUILD_DIR when set. Another preset (such as dev,
# which CI has built already) packs that build tree as it is; CPack strips the binaries
# either way.
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-release}

./scripts/install-deps.sh
# What only packaging needs: dpkg-shlibdeps (dpkg-dev) and file, which CPack uses to
# find the ELF files to hand to dpkg-shlibdeps.
missing=()
for p in dpkg-dev file; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "build-package: installing ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build=${BUILD_DIR:-build/$preset}
cmake --preset "$preset" -B "$build"
cmake --build "$build" --parallel "$(nproc)"
rm -rf "$build/packages"
(cd "$build" && cpack)
ls -l "$build"/packages/*.deb "$build"/packages/*.tar.gz
