# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Writes an HDF5 file with every kind of content a generic reader meets, using h5py,
and prints what h5py reads back as JSON (the expectations of tst_hdf5reader).

usage: make_generic.py OUT.h5
"""
import hashlib
import json
import sys

import h5py
import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(7)
with h5py.File(out, "w") as f:
    f.attrs["title"] = "generic"
    f.attrs["count"] = np.int32(3)
    f.attrs["ratio"] = 0.25
    f.attrs["flag"] = True
    f.attrs["vector"] = np.arange(4, dtype=np.int16)
    f.attrs["fixed"] = np.bytes_(b"abc")
    f.create_dataset("float16", data=rng.standard_normal((5, 3)).astype(np.float16))
    f.create_dataset("big_endian", data=np.arange(6, dtype=">i4").reshape(2, 3))
    f.create_dataset("complex", data=(np.arange(4) + 1j * np.arange(4)).astype(np.complex64))
    f.create_dataset("bools", data=np.array([True, False, True]))
    f.create_dataset("scalar", data=np.float64(2.5))
    f.create_dataset("fixed_strings", data=np.array([b"ab", b"cde", b""], dtype="S3"))
    f.create_dataset("vlen_strings", data=["alpha", "beta", "\u00e9t\u00e9"], dtype=h5py.string_dtype())
    rec = np.zeros(3, dtype=[("a", "<i4"), ("b", "<f8")])
    rec["a"] = [1, 2, 3]
    rec["b"] = [0.5, 1.5, 2.5]
    f.create_dataset("records", data=rec)
    enum = h5py.enum_dtype({"RED": 0, "GREEN": 1, "BLUE": 2}, basetype="u1")
    colours = f.create_dataset("colours", (4,), dtype=enum)
    colours[:] = np.array([0, 2, 1, 2], dtype="u1")
    sub = f.create_dataset("subarray", (2,), dtype=np.dtype(("<f4", (2, 3))))
    sub[...] = np.arange(12, dtype="<f4").reshape(2, 2, 3)
    vl = f.create_dataset("ragged", (3,), dtype=h5py.vlen_dtype(np.uint8))
    vl[0] = np.array([1, 2, 3], dtype=np.uint8)
    vl[1] = np.array([], dtype=np.uint8)
    vl[2] = np.array([255], dtype=np.uint8)
    g = f.create_group("group")
    g.attrs["unit"] = "m"
    g.create_dataset("gzip_shuffle", data=rng.standard_normal((1000, 4)).astype(np.float32),
                     chunks=(100, 4), compression="gzip", shuffle=True)
    g.create_dataset("lzf", data=np.arange(5000, dtype=np.int64).reshape(1000, 5) % 17,
                     chunks=(128, 5), compression="lzf")
    g.create_group("empty")
    f["soft"] = h5py.SoftLink("/group/lzf")
    f["external"] = h5py.ExternalLink("other.h5", "/data")
    f["group"]["loop"] = f["group"]  # a hard link back to its own group
    ordered = f.create_group("ordered", track_order=True)
    for name in ["zeta", "alpha", "mid"]:
        ordered.create_dataset(name, data=np.array([len(name)]))

expect = {}
with h5py.File(out, "r") as f:
    def leaf(name, obj):
        if not isinstance(obj, h5py.Dataset):
            return
        a = obj[()]
        rec = {"shape": list(np.shape(a)), "dtype": str(obj.dtype)}
        if obj.dtype.kind in "biufc":
            arr = np.ascontiguousarray(a)
            arr = arr.astype(arr.dtype.newbyteorder("<"))
            rec["sha256"] = hashlib.sha256(arr.tobytes()).hexdigest()
            rec["sum"] = float(np.nansum(arr.real if arr.dtype.kind == "c" else arr.astype(np.float64)))
        elif obj.dtype.kind == "S":
            rec["values"] = [x.decode("latin-1") for x in a]
        elif obj.dtype.kind == "O" and h5py.check_string_dtype(obj.dtype):
            rec["values"] = [x.decode("utf-8") for x in a]
        elif obj.dtype.kind == "O":
            rec["values"] = [list(map(int, x)) for x in a]
        elif obj.dtype.names:
            rec["fields"] = {n: a[n].tolist() for n in obj.dtype.names}
        expect["/" + name] = rec
    f.visititems(leaf)
    expect["order"] = list(f["ordered"].keys())
print(json.dumps(expect))
