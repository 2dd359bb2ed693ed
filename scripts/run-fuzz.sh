#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Builds the libFuzzer targets of fuzz/ (clang, ASan + UBSan) and runs each for a bounded
# time, seeded with the shared fixtures. Exits non-zero when a target finds a crash, a
# leak or a timeout; the input is left under $BUILD_DIR/artifacts/<target>/ (turn it
# into a regression test under tests/data/pickle/fuzz/ and fix the bug).
#
#   scripts/run-fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 60, fuzz_pickle
#                                                             and fuzz_hdf5)
# scripts/run-fuzz-readers.sh seeds the other targets and then calls this script.
#
# Environment: BUILD_DIR (default build/fuzz), JOBS (parallel build jobs, default nproc),
# FUZZ_DETECT_LEAKS (default 1; 0 turns LeakSanitizer off).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_pickle fuzz_hdf5)
build=${BUILD_DIR:-$root/build/fuzz}
fixtures=$(cd "$root/.." && pwd)/shared/fixtures

# -fsized-deallocation: g++ enables C++14 sized operator delete by default, clang 14 does
# not (core/array/storage.cpp's allocator uses it).
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS=-fsized-deallocation \
    -DREPLAYSCOPE_FUZZ=ON -DREPLAYSCOPE_BUILD_GUI=OFF -DBUILD_TESTING=OFF >/dev/null
cmake --build "$build" --parallel "${JOBS:-$(nproc)}" --target "${targets[@]}"

# Seeds: copies, so that libFuzzer never writes into the shared fixtures.
seed() { # seed TARGET PATTERN DIR...
    local dir=$build/seeds/$1 pattern=$2
    shift 2
    mkdir -p "$dir"
    for d in "$@"; do
        find "$d" -maxdepth 2 -type f -name "$pattern" -size -1024k -exec cp -n {} "$dir/" \; 2>/dev/null || true
    done
}
seed fuzz_pickle '*.pkl' "$fixtures/pickle-corpus" "$fixtures"/tianshou-v* "$root/tests/data/pickle"
seed fuzz_hdf5 '*.h5' "$fixtures"/tianshou-v* "$fixtures/other-formats"
seed fuzz_hdf5 '*.hdf5' "$fixtures/other-formats" "$fixtures/more-formats" "$root/tests/data/hdf5"
seed fuzz_hdf5 '*.h5' "$fixtures/more-formats"

status=0
for t in "${targets[@]}"; do
    mkdir -p "$build/corpus/$t" "$build/artifacts/$t"
    rm -f "$build/artifacts/$t"/*
    echo "run-fuzz: $t for ${seconds}s"
    # Leaks are checked with the suppressions the asan test preset uses
    # (tests/asan/lsan.supp: only libhdf5's own leaks on damaged files), so the fuzz runs
    # and the test suite agree on what counts as a leak.
    # rss_limit: inputs must not make us allocate far beyond their size. timeout: no
    # input may take 10 s. The fuzzer's own log goes to a file (it is long); its tail is
    # shown when the target fails. A fixed seed (FUZZ_SEED, default 1) makes CI explore the
    # same inputs on every run, so a submission's result does not depend on luck; pass
    # another seed to explore further by hand.
    log=$build/artifacts/$t.log
    if UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        LSAN_OPTIONS=suppressions=$root/tests/asan/lsan.supp:print_suppressions=0 \
        "$build/fuzz/$t" -detect_leaks="${FUZZ_DETECT_LEAKS:-1}" \
        -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=1048576 \
        -artifact_prefix="$build/artifacts/$t/" -print_final_stats=1 \
        "$build/corpus/$t" "$build/seeds/$t" >"$log" 2>&1; then
        grep -E '^stat::number_of_executed_units|^Done ' "$log" | sed 's/^/  /'
    else
        tail -n 60 "$log" >&2
        echo "run-fuzz: $t FAILED (full log: $log); the input that failed:" >&2
        find "$build/artifacts/$t" -type f -printf '  %p\n' >&2
        status=1
    fi
done
exit $status
