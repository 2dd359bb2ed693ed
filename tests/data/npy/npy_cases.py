# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""numpy's side of tst_npy (run with Debian's python3 + numpy at test time).

  npy_cases.py make DIR   writes every case as DIR/<name>.npy (np.save, or
                          np.lib.format.write_array for explicit versions), DIR/all.npz
                          (np.savez) and DIR/all_compressed.npz (np.savez_compressed);
                          prints one JSON object: name -> what numpy says the array is.
  npy_cases.py check NPZ  loads an .npz we wrote and compares every member with the
                          case of the same name; prints OK or the differences.
"""
import io
import json
import sys
import warnings

import numpy as np


def cases():
    rs = np.random.RandomState(0)
    c = {}
    for t in ["<f4", ">f4", "<f8", ">f8", "<f2", "|i1", "<i2", ">i2", "<i4", ">i4", "<i8", ">i8",
              "|u1", "<u2", ">u2", "<u4", "<u8", ">u8"]:
        name = t.replace("<", "le_").replace(">", "be_").replace("|", "na_")
        c[name] = (rs.standard_normal((4, 3)) * 100).astype(t)
    c["bool"] = rs.standard_normal(7) > 0
    c["c8"] = (rs.standard_normal(5) + 1j * rs.standard_normal(5)).astype("<c8")
    c["be_c16"] = (rs.standard_normal(5) + 1j * rs.standard_normal(5)).astype(">c16")
    c["nan_inf"] = np.array([np.nan, np.inf, -np.inf, -0.0, 1e-300], dtype="<f8")
    c["bytes"] = np.array([b"ab", b"", b"hello", b"\x00\xff"], dtype="|S5")
    c["unicode"] = np.array(["ab", "", "é名x"], dtype="<U3")
    c["void"] = np.array([b"\x01\x02\x03\x04", b"abcd"], dtype="|V4")
    c["record"] = np.array([(1, 2.5), (-3, 4.0)], dtype=[("a", "<i4"), ("b", "<f8")])
    c["record_aligned"] = np.array([(7, 9), (8, -1)], dtype=np.dtype([("a", "u1"), ("b", "<i4")], align=True))
    c["record_nested"] = np.array([((1, 2), 3.0)], dtype=[("p", [("x", "<i2"), ("y", ">i2")]), ("q", "<f4")])
    c["record_unicode_names"] = np.array([(1, 2.0)], dtype=[("é", "<i4"), ("名", "<f4")])
    c["fortran"] = np.asfortranarray(np.arange(24, dtype="<i4").reshape(2, 3, 4))
    c["fortran_f8"] = np.asfortranarray(rs.standard_normal((3, 5)))
    c["zero_d"] = np.array(3.5)
    c["empty"] = np.zeros((0, 3), dtype="<f4")
    c["object"] = np.array([None, 1, "a", {"k": [1, 2]}, 2.5, (1, "x")], dtype=object)
    c["object_2d"] = np.array([[1, None], ["s", 2.0]], dtype=object)
    return c


def describe(a):
    d = {"dtype": a.dtype.str, "descr": repr(a.dtype.descr) if a.dtype.names else None,
         "shape": list(a.shape), "fortran": bool(a.flags.f_contiguous and not a.flags.c_contiguous)}
    if a.dtype.hasobject:
        d["reprs"] = [repr(x) for x in a.ravel(order="C")]
    else:
        d["hex"] = np.ascontiguousarray(a).tobytes().hex()
    return d


def make(folder):
    c = cases()
    out = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # numpy warns when it must use format 3.0
        for name, a in c.items():
            np.save(f"{folder}/{name}.npy", a, allow_pickle=True)
            out[name] = describe(a)
        for version in [(1, 0), (2, 0), (3, 0)]:
            name = f"version_{version[0]}"
            with open(f"{folder}/{name}.npy", "wb") as f:
                np.lib.format.write_array(f, c["le_f4"], version=version)
            out[name] = describe(c["le_f4"])
        np.savez(f"{folder}/all.npz", **c)
        np.savez_compressed(f"{folder}/all_compressed.npz", **c)
    print(json.dumps(out))


def same(a, b):
    if a.dtype != b.dtype or a.shape != b.shape:
        return f"dtype/shape {a.dtype.descr} {a.shape} != {b.dtype.descr} {b.shape}"
    if (a.flags.f_contiguous and not a.flags.c_contiguous) != (b.flags.f_contiguous and not b.flags.c_contiguous):
        return "memory order differs"
    if a.dtype.hasobject:
        ok = all(repr(x) == repr(y) for x, y in zip(a.ravel(), b.ravel()))
    else:
        ok = a.tobytes(order="A") == b.tobytes(order="A")
    return None if ok else "values differ"


def check(path):
    c = cases()
    z = np.load(path, allow_pickle=True)
    problems = []
    if sorted(z.files) != sorted(c):
        problems.append(f"keys {sorted(z.files)} != {sorted(c)}")
    for name in c:
        if name in z.files:
            why = same(c[name], z[name])
            if why:
                problems.append(f"{name}: {why}")
    print("OK" if not problems else "\n".join(problems))


if __name__ == "__main__":
    {"make": make, "check": check}[sys.argv[1]](sys.argv[2])
