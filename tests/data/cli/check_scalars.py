#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The converted Batch holds those numbers as Batch(dict) converts them: 0-d arrays.

Used by tests/cli/tst_cliconvert.cpp."""
import sys, pickle, numpy as np
sys.path.insert(0, sys.argv[2])
from tianshou.data.batch import Batch
b = pickle.load(open(sys.argv[1], 'rb'))
assert isinstance(b, Batch), type(b)
assert sorted(b.keys()) == ['count', 'done', 'rew', 'sub'], list(b.keys())
for key, value in (('rew', 2.5), ('count', 7), ('done', True)):
    want = np.asanyarray(value)
    assert isinstance(b[key], np.ndarray) and b[key].shape == () and b[key].dtype == want.dtype, (key, b[key])
    assert b[key] == want, (key, b[key])
assert isinstance(b['sub'], Batch) and b['sub']['gamma'] == 0.99, b['sub']
print('ok')
