# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Checks that a file we wrote holds what a Tianshou file holds, the way Tianshou's
load_hdf5 sees it, using h5py (and the pickle stub for pickled datasets).

usage: compare_tianshou.py ORIGINAL.h5 WRITTEN.h5 [none|gzip|lzf]
Exits non-zero with a message on the first difference. `from_hdf5` below follows
tianshou-spec 4.5 "Reader rules"; pickles need PYTHONPATH to hold the stub.
"""
import pickle
import sys

import h5py
import numpy as np


def from_hdf5(node):
    if isinstance(node, h5py.Dataset):
        kind = node.attrs["__data_type__"]
        if kind in ("ndarray", "Tensor"):
            return (kind, np.array(node))
        return ("pickle", kind, pickle.loads(node[()].tobytes()))
    out = {k: v for k, v in node.attrs.items() if k != "__data_type__"}
    for k, v in node.items():
        out[k] = from_hdf5(v)
    return (node.attrs.get("__data_type__", "dict"), out)


def same(a, b, where):
    if type(a) is not type(b):
        raise SystemExit(f"{where}: type {type(a).__name__} != {type(b).__name__}")
    if isinstance(a, np.ndarray):
        if a.dtype != b.dtype or a.shape != b.shape:
            raise SystemExit(f"{where}: {a.dtype}{a.shape} != {b.dtype}{b.shape}")
        if a.dtype.kind == "O":
            for i, (x, y) in enumerate(zip(a.ravel(), b.ravel())):
                same(x, y, f"{where}[{i}]")
        elif not np.array_equal(a, b, equal_nan=a.dtype.kind in "fc"):
            raise SystemExit(f"{where}: values differ")
    elif isinstance(a, (tuple, list)):
        if len(a) != len(b):
            raise SystemExit(f"{where}: lengths differ")
        for i, (x, y) in enumerate(zip(a, b)):
            same(x, y, f"{where}[{i}]")
    elif isinstance(a, dict):
        if list(a) != list(b):
            raise SystemExit(f"{where}: keys {list(a)} != {list(b)}")
        for k in a:
            same(a[k], b[k], f"{where}.{k}")
    elif isinstance(a, np.random.RandomState):
        same(a.get_state(legacy=False), b.get_state(legacy=False), where + ".get_state()")
    elif hasattr(a, "__dict__") and not isinstance(a, type):
        same(dict(sorted(vars(a).items())), dict(sorted(vars(b).items())), where + ".__dict__")
    elif isinstance(a, np.generic):
        if a.dtype != b.dtype or not (a == b or (a != a and b != b)):
            raise SystemExit(f"{where}: {a!r} != {b!r}")
    elif a != b:
        raise SystemExit(f"{where}: {a!r} != {b!r}")


def check_compression(f, expected, where="/"):
    for k, v in f.items():
        if isinstance(v, h5py.Group):
            check_compression(v, expected, where + k + "/")
        elif v.shape != ():
            got = v.compression or "none"
            if got != expected:
                raise SystemExit(f"{where}{k}: compression {got} != {expected}")


with h5py.File(sys.argv[1], "r") as a, h5py.File(sys.argv[2], "r") as b:
    same(from_hdf5(a), from_hdf5(b), "root")
    check_compression(b, sys.argv[3] if len(sys.argv) > 3 else "none")
print("OK")
