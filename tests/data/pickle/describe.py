# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Prints a canonical one-line description of what CPython loads from each pickle
# given on the command line ("name<TAB>description"), for tst_picklereader and
# tst_picklewriter to compare with the C++ reader (tests/io/pickledescribe.h writes
# the same format). Python 2 files are loaded with encoding='latin1', as numpy advises.
import hashlib
import os
import pickle
import struct
import sys

import numpy as np

try:
    from tianshou.data.batch import Batch
except ImportError:
    Batch = None


def dtype_text(dt, top=True):
    if dt.names is not None:
        fields = ",".join(
            "%s:%s@%d" % (n, dtype_text(dt.fields[n][0], False), dt.fields[n][1]) for n in dt.names)
        return "V%d{%s}" % (dt.itemsize, fields)
    if top and dt.byteorder == ">":
        dt = dt.newbyteorder("<")
    return dt.str


def raw(a):
    if a.dtype.names is None and a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("<"))
    data = np.ascontiguousarray(a).tobytes()
    return data.hex() if len(data) <= 4096 else "sha" + hashlib.sha256(data).hexdigest()


def d(v, active):
    if v is None:
        return "N"
    if v is True or v is False:
        return "T" if v else "F"
    if isinstance(v, np.ndarray):
        shape = "(" + ",".join(str(x) for x in v.shape) + ")"
        if v.dtype == object:
            return "AO" + shape + "[" + ",".join(d(x, active) for x in v.ravel(order="C")) + "]"
        return "A" + dtype_text(v.dtype) + shape + ":" + raw(v)
    if isinstance(v, np.generic):
        return "G" + dtype_text(v.dtype) + ":" + raw(np.asarray(v))
    if isinstance(v, np.dtype):
        return "D" + dtype_text(v, False)
    if isinstance(v, int):
        return "i" + str(v)
    if isinstance(v, float):
        return "f" + struct.pack("<d", v).hex()
    if isinstance(v, complex):
        return "c" + struct.pack("<d", v.real).hex() + struct.pack("<d", v.imag).hex()
    if isinstance(v, str):
        return "s" + v.encode("utf-8", "surrogatepass").hex()
    if isinstance(v, bytes):
        return "b" + v.hex()
    if isinstance(v, bytearray):
        return "y" + bytes(v).hex()
    if id(v) in active:
        return "^"
    active.add(id(v))
    try:
        if isinstance(v, list):
            return "[" + ",".join(d(x, active) for x in v) + "]"
        if isinstance(v, tuple):
            return "(" + ",".join(d(x, active) for x in v) + ")"
        if isinstance(v, dict):
            return "{" + ",".join(d(k, active) + ":" + d(x, active) for k, x in v.items()) + "}"
        if isinstance(v, (set, frozenset)):
            tag = "S" if isinstance(v, set) else "Z"
            return tag + "{" + ",".join(sorted(d(x, active) for x in v)) + "}"
        if Batch is not None and isinstance(v, Batch):
            return "B{" + ",".join(d(k, active) + ":" + d(x, active) for k, x in v.__dict__.items()) + "}"
    finally:
        active.discard(id(v))
    return "X" + type(v).__module__ + "." + type(v).__qualname__


for path in sys.argv[1:]:
    name = os.path.basename(path)
    try:
        with open(path, "rb") as f:
            value = pickle.load(f, encoding="latin1")
        print(name + "\t" + d(value, set()))
    except Exception as e:  # the C++ side only compares files CPython loads
        print(name + "\t!" + type(e).__name__)
