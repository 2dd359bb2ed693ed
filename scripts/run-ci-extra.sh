#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# The checks CI runs after scripts/run-tests.sh (issues 3, 9 and 11), on the build/dev
# tree that script left behind:
#
#   package  scripts/check-package.sh dev: packs build/dev as a .deb, installs it with
#            apt and runs the installed replayscope-cli --version and
#            replayscope --screenshot (offscreen).
#   fuzz     every libFuzzer target of fuzz/ (clang, ASan + UBSan, build/fuzz) for
#            FUZZ_SECONDS each, seeded with the fixtures; a crash, leak or hang fails
#            and its input path is printed.
#   asan     the whole test suite under the asan preset (build/asan), the soak test
#            included with SOAK_ASAN_MUTATIONS mutations per fixture.
#
# The dev run of scripts/run-tests.sh already ran the soak test (tst_soak, label soak)
# with its default mutation count; here it runs again with the sanitized CLI, which turns
# a silent memory error into a failure. Every phase runs even when an earlier one failed;
# the summary at the end lists each phase's result and time, and the exit status is
# non-zero when any failed.
#
#   scripts/run-ci-extra.sh [PHASE...]      (default: package fuzz asan)
#
# Environment: FUZZ_SECONDS (default 25), SOAK_ASAN_MUTATIONS (default 1), JOBS.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
phases=("$@")
[ ${#phases[@]} -gt 0 ] || phases=(package fuzz asan)
fuzz_seconds=${FUZZ_SECONDS:-25}
export JOBS=${JOBS:-$(nproc)}

./scripts/install-deps.sh || exit 1

phase_package() {
    # Reuses build/dev as it is (already built and tested): only CPack runs.
    ./scripts/check-package.sh dev
}

phase_fuzz() {
    # run-fuzz-readers.sh writes the seeds of its four targets, then run-fuzz.sh builds
    # all six targets in one go, seeds the pickle and HDF5 ones and runs each in turn.
    BUILD_DIR=$root/build/fuzz ./scripts/run-fuzz-readers.sh "$fuzz_seconds" \
        fuzz_pickle fuzz_hdf5 fuzz_npy fuzz_rllib fuzz_index fuzz_load fuzz_torchrl
}

phase_asan() {
    # The asan preset's own build tree; the soak test with the sanitized CLI but fewer
    # mutations (every sanitized run of the CLI costs about a second).
    REPLAYSCOPE_SOAK_MUTATIONS=${SOAK_ASAN_MUTATIONS:-1} BUILD_DIR=$root/build/asan ./scripts/run-asan.sh
}

summary=()
status=0
for phase in "${phases[@]}"; do
    if ! declare -F "phase_$phase" >/dev/null; then
        echo "run-ci-extra: unknown phase $phase (package, fuzz, asan)" >&2
        exit 1
    fi
    echo "=== run-ci-extra: $phase"
    start=$SECONDS
    if "phase_$phase"; then
        result=passed
    else
        result=FAILED
        status=1
    fi
    summary+=("$(printf '%-8s %-6s %4d s' "$phase" "$result" $((SECONDS - start)))")
done

echo "=== run-ci-extra summary"
printf '  %s\n' "${summary[@]}"
exit $status
