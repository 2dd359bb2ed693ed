#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Seeds and runs the reliability fuzz targets (issue 11): fuzz_npy, fuzz_rllib,
# fuzz_index, fuzz_load (the whole load facade, every HDF5 layout included) and
# fuzz_torchrl (TorchRL dump directories, issue 19), through
# scripts/run-fuzz.sh, which builds them and runs each for a bounded time. Seeds: the
# shared fixtures, numpy files of every dtype made by numpy (tests/data/npy/npy_cases.py),
# RLlib lines, and the index expressions the spec documents.
#
#   scripts/run-fuzz-readers.sh [SECONDS_PER_TARGET] [TARGET...]   (default: 60, all five)
#
# Environment: BUILD_DIR (default build/fuzz), JOBS, as for run-fuzz.sh; SEED_ONLY=1 only
# writes the seed folders ($BUILD_DIR/seeds/<target>). A crash leaves
# its input under $BUILD_DIR/artifacts/<target>/: commit it under
# tests/data/<area>/fuzz/ (read by tst_fuzzregressions) together with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_npy fuzz_rllib fuzz_index fuzz_load fuzz_torchrl)
build=${BUILD_DIR:-$root/build/fuzz}
fixtures=$(cd "$root/.." && pwd)/shared/fixtures
python=${REPLAYSCOPE_PYTHON:-/usr/bin/python3}

seeds=$build/seeds
mkdir -p "$seeds"/{fuzz_npy,fuzz_rllib,fuzz_index,fuzz_load,fuzz_torchrl}

# numpy: every case tst_npy checks, as .npy and as stored and deflated .npz.
if [ -z "$(ls -A "$seeds/fuzz_npy")" ]; then
    "$python" "$root/tests/data/npy/npy_cases.py" make "$seeds/fuzz_npy" >/dev/null
    cp "$fixtures/other-formats/transitions.npz" "$seeds/fuzz_npy/"
fi
# RLlib: the fixture, line by line and whole.
cp -n "$fixtures/other-formats/rllib_like.json" "$seeds/fuzz_rllib/"
split -l 1 -d "$fixtures/other-formats/rllib_like.json" "$seeds/fuzz_rllib/line-"
# Index expressions (the forms Index::parse documents and a few hostile ones).
i=0
for expr in '3' '-1' '2:8:2' '::-1' '[0,3,9]' '[True,False,True]' ':,1' '..., 0' 'None' '(1, 2)' \
    '[:, 1]' '1:' ':-2:3' '[[0,1],[1,0]]' '0, None, ...' '9223372036854775807' '-9223372036854775808:'; do
    printf '%s' "$expr" >"$seeds/fuzz_index/expr-$i"
    i=$((i + 1))
done
# The facade: every fixture under 1 MiB, whatever its format.
find "$fixtures" -type f -size -1024k ! -name '*.md' ! -name 'manifest.json' ! -name '*.txt' ! -path '*/dis/*' |
    while read -r f; do
        rel=${f#"$fixtures"/}
        cp -n "$f" "$seeds/fuzz_load/${rel//\//_}"
    done
# The more-formats fixtures (robomimic, d3rlpy, imitation, filter plugins) are among
# those; TorchRL dumps are directories, packed into one input each (fuzz_torchrl.cpp).
for d in "$fixtures"/more-formats/torchrl_*/; do
    [ -d "$d" ] || continue
    "$python" "$root/scripts/pack_torchrl_seed.py" "$d" "$seeds/fuzz_torchrl/$(basename "$d")"
done

# Compressed pickles (issue 19): an SB3 buffer through gzip, bzip2 and xz (the SB3,
# torch.save and imitation fixtures of more-formats/ are seeds through the find above).
sb3=$fixtures/more-formats/sb3_dict_replay.pkl
if [ -f "$sb3" ]; then
    gzip -c "$sb3" >"$seeds/fuzz_load/compressed_sb3.pkl.gz"
    bzip2 -c "$sb3" >"$seeds/fuzz_load/compressed_sb3.pkl.bz2"
    xz -c "$sb3" >"$seeds/fuzz_load/compressed_sb3.pkl.xz"
fi
# joblib.dump files (arrays as raw bytes after NumpyArrayWrapper objects; plain, zlib,
# gzip, bz2, xz and lzma), when Debian's python3-joblib is installed (install-deps.sh).
if "$python" -c 'import joblib' 2>/dev/null && [ -z "$(ls "$seeds/fuzz_load" | grep '^joblib_')" ]; then
    "$python" "$root/tests/data/formats/joblib_cases.py" "$seeds/fuzz_load" 1 >/dev/null
fi

[ -z "${SEED_ONLY:-}" ] || exit 0
BUILD_DIR=$build exec "$root/scripts/run-fuzz.sh" "$seconds" "${targets[@]}"
