#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The sha256 of every array dataset of a file as h5py reads it, by HDF5 path.

Used by tests/io/tst_hdf5lazy.cpp."""
import sys, hashlib, h5py, numpy as np
def visit(name, obj):
    if isinstance(obj, h5py.Dataset) and obj.attrs.get('__data_type__') in ('ndarray', 'Tensor') and obj.dtype.kind != 'O':
        print('/' + name, hashlib.sha256(np.ascontiguousarray(obj[()]).tobytes()).hexdigest())
with h5py.File(sys.argv[1], 'r') as f:
    f.visititems(visit)
