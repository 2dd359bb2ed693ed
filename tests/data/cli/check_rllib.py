#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""RLlib JSON converted: the plain list columns are what RLlib's SampleBatch makes of the
JSON (np.array of the lists, concatenated over the records), and infos stays an object
ndarray of dicts: a dict-rooted pickle, or to_hdf5's pickled_ndarray dataset.

Used by tests/cli/tst_cliconvert.cpp."""
import sys, json, pickle, numpy as np
records = [json.loads(line) for line in open(sys.argv[2]) if line.strip()]
def column(name):
    return np.array([x for r in records for x in r[name]])
if sys.argv[1].endswith('.pkl'):
    d = pickle.load(open(sys.argv[1], 'rb'))
    assert type(d) is dict, type(d)
    infos = d['infos']
    get = lambda k: d[k]
else:
    import h5py
    f = h5py.File(sys.argv[1], 'r')
    assert '__data_type__' not in f.attrs, dict(f.attrs)
    assert f['infos'].attrs['__data_type__'] == 'pickled_ndarray', dict(f['infos'].attrs)
    infos = pickle.loads(f['infos'][()].tobytes())
    get = lambda k: f[k][()]
expected = column('infos')
assert isinstance(infos, np.ndarray) and infos.dtype == object, type(infos)
assert infos.shape == expected.shape == (23,), (infos.shape, expected.shape)
assert all(type(a) is dict and a == b for a, b in zip(infos, expected)), infos
for k in ('actions', 'rewards', 'terminateds', 'truncateds', 'eps_id', 't'):
    got, want = get(k), column(k)
    assert got.dtype == want.dtype and got.shape == want.shape and np.array_equal(got, want), k
print('ok')
