#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Checks an npz of a buffer: the valid transitions oldest first, as Tianshou's buf[:].

Used by tests/cli/tst_cliconvert.cpp."""
import sys, json, numpy as np
record = json.loads(sys.argv[2])
z = np.load(sys.argv[1], allow_pickle=True)
assert z['rew'].tolist() == record['chrono_rew'], z['rew']
assert z['done'].tolist() == record['chrono_done'], z['done']
for key in z.files:
    assert len(z[key]) == record['len'], key
print('ok')
