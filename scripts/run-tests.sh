#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# The README's test command: installs dependencies, builds the dev preset and runs every
# test with CTest (summary at the end, output of failing tests shown).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake --preset dev
cmake --build --preset dev --parallel "$(nproc)"
ctest --preset dev --parallel "$(nproc)"
