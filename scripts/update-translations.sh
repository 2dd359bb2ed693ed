#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Refreshes translations/replayscope_<lang>.ts from the tr() strings of app/gui/, resources/ and
# widgets/ (the GUI; app/cli has no Qt). New strings come in unfinished, strings that
# are gone are dropped, finished translations are kept. Needs no build tree: only
# lupdate (Debian's qt6-l10n-tools). The same languages are listed in
# translations/CMakeLists.txt, which compiles the files into the application.
#
#   scripts/update-translations.sh [LANG...]     (default: every language)
set -euo pipefail
cd "$(dirname "$0")/.."

languages=("$@")
[ ${#languages[@]} -gt 0 ] || languages=(zh_CN de ja fr es)

lupdate=/usr/lib/qt6/bin/lupdate
[ -x "$lupdate" ] || lupdate=$(command -v lupdate6 || command -v lupdate)

ts_files=()
for lang in "${languages[@]}"; do
    ts_files+=("translations/replayscope_${lang}.ts")
done

# An explicit, sorted file list (not the folders) so app/cli stays out and the result
# does not depend on the order the file system lists files in.
mapfile -t sources < <(find app widgets resources \( -path app/cli -prune \) -o \
    -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.ui' \) -print | LC_ALL=C sort)

"$lupdate" -no-obsolete -locations relative -I . "${sources[@]}" -ts "${ts_files[@]}"
# English, the source language, needs only its plural forms ("%n step(s)" as "1 step",
# "2 steps"): a plural-only file, compiled apart (translations/CMakeLists.txt).
"$lupdate" -no-obsolete -pluralonly -locations relative -I . "${sources[@]}" -ts translations/replayscope_en.ts
