#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""sample -n 4 --seed 7 picks the rows numpy's RandomState(7).choice(len, 4, replace=False) picks.
usage: sample_rows_numpy.py SOURCE.pkl SAMPLE.pkl PYSTUB; prints ok.

Used by tests/cli/tst_cliops.cpp."""
import sys, pickle, numpy as np
sys.path.insert(0, sys.argv[3])
src = pickle.load(open(sys.argv[1], 'rb'))
got = pickle.load(open(sys.argv[2], 'rb'))
n = len(next(iter(src.__dict__.values())))
rows = np.random.RandomState(7).choice(n, 4, replace=False)
for k, v in src.__dict__.items():
    if isinstance(v, np.ndarray):
        assert np.array_equal(v[rows], got.__dict__[k]), k
print('ok')
