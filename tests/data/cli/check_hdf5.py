#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Checks an HDF5 file in Tianshou's save_hdf5 layout against a manifest record: every
numeric storage leaf under /_meta has the recorded dtype, shape and sha256.

Used by tests/cli/tst_cliconvert.cpp."""
import sys, json, hashlib, h5py, numpy as np
record = json.loads(sys.argv[2])
with h5py.File(sys.argv[1], 'r') as f:
    assert int(f.attrs['maxsize']) == record['maxsize'], dict(f.attrs)
    # A manager's own _size stays 0 (its sub-buffers count), as in Tianshou's files.
    assert 'buffer_num' in f.attrs or int(f.attrs['_size']) == record['len'], dict(f.attrs)
    for key, leaf in record['storage'].items():
        if 'sha256' not in leaf:
            continue
        a = f['_meta/' + key.replace('.', '/')][()]
        a = np.ascontiguousarray(a.astype(a.dtype.newbyteorder('<')))
        assert str(a.dtype) == leaf['dtype'] and list(a.shape) == leaf['shape'], (key, a.dtype, a.shape)
        assert hashlib.sha256(a.tobytes()).hexdigest() == leaf['sha256'], key
print('ok')
