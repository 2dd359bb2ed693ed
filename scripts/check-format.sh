#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Checks that every C++ file git tracks is formatted as .clang-format says (Debian's
# clang-format 14). Prints the files that are not and how to fix them; exits 1 then.
# `scripts/check-format.sh --fix` formats them in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "check-format: clang-format is not installed (apt-get install clang-format)"; exit 2; }
mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.inc')
if [ "${1:-}" = "--fix" ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
bad=()
for f in "${files[@]}"; do
    clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
    printf 'check-format: not formatted as .clang-format says:\n'
    printf '  %s\n' "${bad[@]}"
    printf 'Run scripts/check-format.sh --fix (or clang-format -i FILE) and commit.\n'
    exit 1
fi
echo "check-format: ${#files[@]} files formatted"
