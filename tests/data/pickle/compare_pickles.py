#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Loads two pickles in CPython and compares them; prints "ok" or fails with the path.

usage: compare_pickles.py A.pkl B.pkl CLASSES_DIR [unordered] [strict-scalars]

CLASSES_DIR goes first on sys.path: shared/tools/pystub (stand-ins for Tianshou's
classes) or shared/tools/tianshou-2.0.1 (the real library). Same types, Batch keys in the
same order ("unordered": any order, as for Batches made by add, whose key order is
Python set order), arrays of equal dtype, shape and content (NaN equal), RandomStates
by their state, objects by their __dict__, equal numbers ("strict-scalars": of the same
Python type too; otherwise Python and numpy scalars of equal value are the same state
to Tianshou). The one pickle comparer of the tests.
"""
import pickle
import sys

import numpy as np

sys.path.insert(0, sys.argv[3])
from tianshou.data.batch import Batch  # noqa: E402

FLAGS = set(sys.argv[4:])
UNORDERED = "unordered" in FLAGS
STRICT_SCALARS = "strict-scalars" in FLAGS


def same(x, y, path):
    if isinstance(x, Batch) or isinstance(y, Batch):
        assert isinstance(x, Batch) and isinstance(y, Batch), (path, type(x), type(y))
        kx, ky = list(x.keys()), list(y.keys())
        if UNORDERED:
            kx, ky = sorted(kx), sorted(ky)
        assert kx == ky, (path, kx, ky)
        for k in x.keys():
            same(x[k], y[k], path + "." + k)
    elif isinstance(x, np.ndarray) or isinstance(y, np.ndarray):
        assert isinstance(x, np.ndarray) and isinstance(y, np.ndarray), (path, type(x), type(y))
        assert x.dtype == y.dtype and x.shape == y.shape, (path, x.dtype, y.dtype, x.shape, y.shape)
        if x.dtype == object:
            for i, (a, b) in enumerate(zip(x.ravel(), y.ravel())):
                same(a, b, path + "[%d]" % i)
        else:
            assert np.array_equal(x, y, equal_nan=x.dtype.kind in "fc"), path
    elif isinstance(x, dict):
        assert list(x.keys()) == list(y.keys()), (path, list(x.keys()), list(y.keys()))
        for k in x:
            same(x[k], y[k], path + "." + str(k))
    elif isinstance(x, np.random.RandomState):
        assert isinstance(y, np.random.RandomState), path
        sx, sy = x.get_state(), y.get_state()
        assert sx[0] == sy[0] and np.array_equal(sx[1], sy[1]) and sx[2:] == sy[2:], path
    elif hasattr(x, "__dict__") and not isinstance(x, type):
        assert type(x).__name__ == type(y).__name__, (path, type(x).__name__, type(y).__name__)
        same(x.__dict__, y.__dict__, path)
    else:
        assert x == y or (x != x and y != y), (path, x, y)
        if STRICT_SCALARS:
            assert type(x) == type(y), (path, type(x), type(y))


same(pickle.load(open(sys.argv[1], "rb")), pickle.load(open(sys.argv[2], "rb")), "root")
print("ok")
