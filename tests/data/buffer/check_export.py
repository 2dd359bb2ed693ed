#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Loads an exported pickle, checks the bookkeeping rules of the spec with asserts and
prints the class, len and the chronological rew/done (manager: sample_indices(0)).

Used by tests/buffer/tst_episodeexport.cpp."""
import sys, json, pickle, numpy as np
sys.path.insert(0, sys.argv[2])
b = pickle.load(open(sys.argv[1], 'rb'))
def ins(x):
    return x.__dict__.get('_insertion_idx', x.__dict__.get('_index'))
def chrono(x):
    i = ins(x)
    return np.concatenate([np.arange(i, x._size), np.arange(i)]).astype(int)
def leaves(meta):
    return {k: v for k, v in meta.items() if hasattr(v, '__len__')}
def check_single(x):
    assert 0 <= x._size <= x.maxsize and len(x) == x._size
    assert ins(x) == x._size % max(x.maxsize, 1) or x._size == x.maxsize
    if x._size:
        assert x.last_index[0] == chrono(x)[-1], (x.last_index, chrono(x))
    assert all(len(v) == x.maxsize for v in leaves(x._meta).values())
    assert (x._indices == np.arange(x.maxsize)).all()
    if type(x).__name__ == 'HERReplayBuffer':
        assert x.horizon > 0 and 0 < x.future_p < 1 and x._altered_indices.size == 0
    if '_insertion_idx' in x.__dict__:
        assert isinstance(x._random_state, np.random.RandomState)
if hasattr(b, 'buffers'):
    assert isinstance(b.buffers, np.ndarray) and b.buffers.dtype == object
    sizes = [s.maxsize for s in b.buffers]
    assert list(b._offset) == list(np.cumsum([0] + sizes[:-1])) and list(b._extend_offset) == list(b._offset) + [sum(sizes)]
    assert b.maxsize == sum(sizes) and b.buffer_num == len(b.buffers)
    # Tianshou's manager len is sum(_lengths) (the pystub only knows the single-buffer len).
    assert list(b._lengths) == [len(s) for s in b.buffers]
    n = int(sum(b._lengths))
    idx = []
    for off, s in zip(b._offset, b.buffers):
        check_single(s)
        for k, v in leaves(s._meta).items():
            assert (np.asarray(b._meta[k][off:off + s.maxsize]) == np.asarray(v)).all(), k
        if len(s):
            idx += list(chrono(s) + off)
    assert list(b.last_index) == [off + s.last_index[0] for off, s in zip(b._offset, b.buffers)]
    if type(b).__name__ == 'CachedReplayBuffer':
        assert b.main_buffer is b.buffers[0], 'main_buffer must be buffers[0]'
        assert all(c is s for c, s in zip(b.cached_buffers, b.buffers[1:])) and len(b.cached_buffers) == b.cached_buffer_num == b.buffer_num - 1
else:
    check_single(b)
    idx = list(chrono(b))
    n = len(b)
idx = np.array(idx, dtype=int)
print(json.dumps({'cls': type(b).__name__, 'len': n, 'idx': idx.tolist(),
                  'rew': b._meta['rew'][idx].tolist(), 'done': b._meta['done'][idx].tolist()}))
