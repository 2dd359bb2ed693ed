#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""h5py writes a v1.2-style save_hdf5 buffer of 200,000 rows, every dataset gzip
compressed in chunks of 10,000 rows, and prints the sha256 of obs as h5py reads it.

Used by tests/io/tst_hdf5lazy.cpp."""
import sys, hashlib, h5py, numpy as np
n = 200000
rng = np.random.default_rng(7)
obs = rng.standard_normal((n, 17)).astype(np.float32)
with h5py.File(sys.argv[1], 'w') as f:
    for k, v in dict(maxsize=n, stack_num=1, _size=n, _insertion_idx=0, _ep_len=0, _ep_return=0.0,
                     _ep_start_idx=0, _save_obs_next=True, _save_only_last_obs=False, _sample_avail=False).items():
        f.attrs[k] = v
    meta = f.create_group('_meta'); meta.attrs['__data_type__'] = 'Batch'
    data = dict(obs=obs, obs_next=np.roll(obs, -1, axis=0), act=rng.standard_normal((n, 6)).astype(np.float32),
                rew=rng.standard_normal(n).astype(np.float32), terminated=(np.arange(n) % 1000) == 999,
                truncated=np.zeros(n, bool))
    data['done'] = data['terminated'] | data['truncated']
    for k, v in data.items():
        d = meta.create_dataset(k, data=v, compression='gzip', chunks=(10000,) + v.shape[1:])
        d.attrs['__data_type__'] = 'ndarray'
    for k, v in dict(_indices=np.arange(n), last_index=np.array([n - 1])).items():
        d = f.create_dataset(k, data=v); d.attrs['__data_type__'] = 'ndarray'
print(hashlib.sha256(np.ascontiguousarray(obs).tobytes()).hexdigest())
