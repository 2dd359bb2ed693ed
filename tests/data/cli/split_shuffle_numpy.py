#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""split --shuffle --seed 3 --size 4: the parts are rows of np.random.RandomState(3).permutation.
usage: split_shuffle_numpy.py SOURCE.pkl PARTS_DIR PYSTUB; prints ok.

Used by tests/cli/tst_cliops.cpp."""
import sys, os, pickle, numpy as np
sys.path.insert(0, sys.argv[3])
src = pickle.load(open(sys.argv[1], 'rb')).__dict__
n = len(next(iter(src.values())))
perm = np.random.RandomState(3).permutation(n)
parts = sorted(f for f in os.listdir(sys.argv[2]) if f.startswith('part_'))
assert len(parts) == (n + 3) // 4, parts
for i, name in enumerate(parts):
    got = pickle.load(open(os.path.join(sys.argv[2], name), 'rb')).__dict__
    rows = perm[i * 4:(i + 1) * 4]
    for k, v in src.items():
        if isinstance(v, np.ndarray):
            assert np.array_equal(v[rows], got[k]), (name, k)
print('ok')
