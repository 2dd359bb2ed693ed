#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Loads an exported ReplayBuffer pickle, asserts its bookkeeping (full, last_index, every
column maxsize long) and prints obs, done oldest first, _ep_len and _ep_start_idx as JSON.
usage: check_export_bookkeeping.py EXPORT.pkl PYSTUB

Used by tests/buffer/tst_episodes.cpp."""
import sys, json, pickle, numpy as np
sys.path.insert(0, sys.argv[2])
b = pickle.load(open(sys.argv[1], 'rb'))
idx = np.concatenate([np.arange(b._insertion_idx, b._size), np.arange(b._insertion_idx)])
assert len(b) == b._size == b.maxsize and b.last_index[0] == idx[-1]
assert all(len(v) == b.maxsize for k, v in b._meta.items() if hasattr(v, '__len__'))
print(json.dumps({'obs': b._meta['obs'][idx].tolist(), 'done': b._meta['done'][idx].tolist(),
                  'ep_len': b._ep_len, 'ep_start': b._ep_start_idx}))
