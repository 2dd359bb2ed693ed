#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# The README's launch command: installs dependencies, builds the release preset and opens
# the GUI on the bundled demo buffer. Extra arguments are passed to the application.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake --preset release
cmake --build --preset release --parallel "$(nproc)"
exec ./build/release/app/gui/replayscope "$@"
