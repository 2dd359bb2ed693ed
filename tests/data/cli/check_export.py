#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The exported buffer holds exactly the chosen episodes, oldest first, and its
bookkeeping says so (class kept, maxsize = size = the steps exported).

Used by tests/cli/tst_cliconvert.cpp."""
import sys, json, pickle, numpy as np
sys.path.insert(0, sys.argv[3])
record = json.loads(sys.argv[2])
chosen = [int(x) for x in sys.argv[4].split(',')]
episodes, current = [], []
for rew, done in zip(record['chrono_rew'], record['chrono_done']):
    current.append(rew)
    if done:
        episodes.append(current); current = []
if current:
    episodes.append(current)
expected = [r for e in sorted(set(chosen)) for r in episodes[e]]  # cli.md: in chronological order
buf = pickle.load(open(sys.argv[1], 'rb'))
assert type(buf).__name__ == record['class'], type(buf).__name__
d = buf.__dict__
assert d['maxsize'] == len(expected) and d['_size'] == len(expected), (d['maxsize'], d['_size'])
assert d['_meta'].__dict__['rew'].tolist() == expected, d['_meta'].__dict__['rew']
print('ok')
