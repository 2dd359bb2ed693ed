#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Draws `rounds` samples of n as Tianshou v1.2+/v2 does and prints the indices, then
the generator states (key and pos) of the buffer (and its sub-buffers) afterwards.

Used by tests/buffer/tst_buffersampling.cpp."""
import sys, json, pickle, numpy as np
sys.path.insert(0, sys.argv[2])
b = pickle.load(open(sys.argv[1], 'rb'))
n, rounds = int(sys.argv[3]), int(sys.argv[4])
def ins(x):
    return x._insertion_idx
def chrono(x):
    return np.concatenate([np.arange(ins(x), x._size), np.arange(ins(x))]).astype(int)
def single(x, k):
    # ReplayBuffer.sample_indices for stack_num 1 (or no sample_avail)
    if k > 0:
        return x._random_state.choice(x._size, k)
    if k == 0:
        return chrono(x)
    return np.array([], int)
def sample_indices(x, k):
    if not hasattr(x, 'buffers'):
        return single(x, k)
    # ReplayBufferManager.sample_indices
    counts = np.zeros(x.buffer_num, int)
    if k > 0:
        drawn = x._random_state.choice(x.buffer_num, k, p=x._lengths / x._lengths.sum())
        counts = np.bincount(drawn, minlength=x.buffer_num)
        counts[counts == 0] = -1
    return np.concatenate([single(s, int(c)) + off for off, s, c in zip(x._offset, x.buffers, counts)])
out = [sample_indices(b, n).tolist() for _ in range(rounds)]
subs = list(b.buffers) if hasattr(b, 'buffers') else []
states = [[int(v) for v in x._random_state.get_state()[1]] + [int(x._random_state.get_state()[2])] for x in [b] + subs]
print(json.dumps({'indices': out, 'states': states}))
