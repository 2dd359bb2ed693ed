#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Builds the libFuzzer targets of fuzz/ (clang, ASan + UBSan) and runs each for a bounded
# time, seeded with the shared fixtures. Exits non-zero when a target finds a crash, a
# leak or a timeout; the input is left under $BUILD_DIR/artifacts/<target>/ (turn it
# into a regression test under tests/data/pickle/fuzz/ and fix the bug).
#
#   scripts/run-fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 60, every target)
#
# Environment: BUILD_DIR (default build/fuzz), JOBS (parallel build jobs, default nproc).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_pickle fuzz_hdf5)
build=${BUILD_DIR:-$root/build/fuzz}
fixtures=$(cd "$root/.." && pwd)/shared/fixtures

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DREPLAYSCOPE_FUZZ=ON -DREPLAYSCOPE_BUILD_GUI=OFF -DBUILD_TESTING=OFF >/dev/null
cmake --build "$build" --parallel "${JOBS:-$(nproc)}" --target "${targets[@]}"

# Seeds: copies, so that libFuzzer never writes into the shared fixtures.
seed() { # seed TARGET PATTERN DIR...
    local dir=$build/seeds/$1 pattern=$2
    shift 2
    mkdir -p "$dir"
    for d in "$@"; do
        find "$d" -maxdepth 2 -type f -name "$pattern" -size -1M -exec cp -n {} "$dir/" \; 2>/dev/null || true
    done
}
seed fuzz_pickle '*.pkl' "$fixtures/pickle-corpus" "$fixtures"/tianshou-v* "$root/tests/data/pickle"
seed fuzz_hdf5 '*.h5' "$fixtures"/tianshou-v* "$fixtures/other-formats"
seed fuzz_hdf5 '*.hdf5' "$fixtures/other-formats" "$root/tests/data/hdf5"

status=0
for t in "${targets[@]}"; do
    mkdir -p "$build/corpus/$t" "$build/artifacts/$t"
    echo "run-fuzz: $t for ${seconds}s"
    # Leaks are not checked yet: PyValue containers are shared_ptr graphs, so a pickle
    # that puts a container inside itself (`d[d] = d`, legal and kept as Python does)
    # leaks that cycle (known limitation, see fuzz/README.md). rss_limit: inputs must
    # not make us allocate far beyond their size. timeout: no input may take 10 s.
    if ! UBSAN_OPTIONS=print_stacktrace=1 "$build/fuzz/$t" -detect_leaks=0 \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=1048576 \
        -artifact_prefix="$build/artifacts/$t/" -print_final_stats=1 \
        "$build/corpus/$t" "$build/seeds/$t"; then
        echo "run-fuzz: $t FAILED; inputs in $build/artifacts/$t/" >&2
        status=1
    fi
done
exit $status
