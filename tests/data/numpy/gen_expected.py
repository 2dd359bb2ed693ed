#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Writes the numpy expected-value files the array tests check against.

Run with Debian's Python (numpy 1.24):  /usr/bin/python3 gen_expected.py
Every value is written as a tagged string so that nothing is lost in JSON:
  b:1 / b:0      bool          i:<decimal>   int
  f:<float.hex>  float         c:<hex>,<hex> complex
  s:<text>       str           y:<hex bytes> bytes
  n:             None          o:<repr>      any other object
Lists stay JSON lists. Errors are {"error": <exception class>, "message": <text>}.
"""
import json
import os
import warnings

import numpy as np

warnings.simplefilter("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))


def code(v):
    if isinstance(v, (bool, np.bool_)):
        return "b:1" if v else "b:0"
    if isinstance(v, (int, np.integer)):
        return "i:%d" % int(v)
    if isinstance(v, (float, np.floating)):
        return "f:" + float(v).hex()
    if isinstance(v, (complex, np.complexfloating)):
        return "c:%s,%s" % (float(v.real).hex(), float(v.imag).hex())
    if isinstance(v, (str, np.str_)):
        return "s:" + str(v)
    if isinstance(v, (bytes, np.bytes_)):
        return "y:" + bytes(v).hex()
    if v is None:
        return "n:"
    return "o:" + repr(v)


def encode(v):
    """A Python input value (nested lists) in tagged form."""
    if isinstance(v, list):
        return [encode(x) for x in v]
    return code(v)


def decode(v):
    if isinstance(v, list):
        return [decode(x) for x in v]
    tag, text = v.split(":", 1)
    if tag == "b":
        return text == "1"
    if tag == "i":
        return int(text)
    if tag == "f":
        return float.fromhex(text)
    if tag == "s":
        return text
    if tag == "n":
        return None
    raise ValueError(v)


def describe(r, base=None):
    """Shape, dtype, element codes (C order) and view flag of a result."""
    if not isinstance(r, np.ndarray):
        return {"scalar": True, "dtype": np.asarray(r).dtype.str if isinstance(r, np.generic) else "object",
                "values": [code(r.item() if isinstance(r, np.generic) else r)]}
    out = {"scalar": False, "shape": list(r.shape), "dtype": r.dtype.str,
           "values": [code(x) for x in r.reshape(-1).tolist()] if r.dtype != object else
           [code(x) for x in r.reshape(-1)]}
    if base is not None:
        out["view"] = bool(np.shares_memory(r, base))
    return out


def error(e):
    return {"error": type(e).__name__, "message": str(e)}


def run(fn):
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - the exception is the expected result
        return error(e)


# ---------------------------------------------------------------- dtypes
DTYPE_SPELLINGS = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                   "float16", "float32", "float64", "complex64", "complex128", "object",
                   "<f4", ">f4", ">i8", "|b1", "|S5", "<U3", ">U2", "|O", "|V16", "|i1", "<c16", ">c8",
                   "f", "d", "l", "?", "O", "b", "B", "h", "H", "i", "I", "q", "Q", "e", "F", "D",
                   "str", "bytes", "S", "U", "V8", "float", "int", "complex", "double", "half", "single",
                   "S0", "U0", "=f8", ">u2", "<u2", "uint", "byte", "ubyte",
                   "short", "intc", "longlong", "float_", "bool_"]
BAD_SPELLINGS = ["float33", "xyz", "<f3", ""]


def dtype_entry(s):
    d = np.dtype(s)
    rep = repr(np.zeros(0, d))
    return {"spelling": s, "name": d.name, "str": str(d), "typestr": d.str, "itemsize": d.itemsize,
            "kind": d.kind, "repr": rep[rep.index("dtype=") + 6:-1]}


PROMOTE_TYPES = ["?", "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8", "f2", "f4", "f8", "c8", "c16",
                 "S3", "U2", "O", "V4", ">f4"]


def half_cases():
    values = [0.0, -0.0, 1.0, -2.5, 65504.0, 65520.0, 1e-8, 5.96e-8, 3e-8, 6.1e-5, 0.1, 1 / 3, 1e5,
              float("inf"), float("-inf"), 2049.0, 2051.0, 1.00048828125, 1.000732421875]
    out = []
    for v in values:
        h = np.float16(np.float32(v))
        out.append({"value": float(np.float32(v)).hex(), "bits": int(h.view(np.uint16)),
                    "back": float(h).hex()})
    return out


def bfloat_cases():
    """bfloat16 rounding by distance (no torch here): the nearer of the two neighbours,
    ties to the even one."""
    values = [0.0, 1.0, -2.5, 1.00390625, 1.005859375, 1.0078125, 3.14159, 1e-3, 65504.0, 3.3895e38,
              1.001953125, 1.005859375]
    out = []
    for v in values:
        f = np.float32(v)
        bits = int(f.view(np.uint32))
        lo = bits & 0xFFFF0000
        hi = lo + 0x10000
        x = float(f)
        flo = float(np.uint32(lo).view(np.float32))
        fhi = float(np.uint32(hi).view(np.float32)) if hi <= 0xFFFFFFFF else float("inf")
        if abs(x - flo) < abs(fhi - x) or (abs(x - flo) == abs(fhi - x) and ((lo >> 16) & 1) == 0):
            r = lo
        else:
            r = hi
        out.append({"value": x.hex(), "bits": r >> 16})
    return out


def dtypes():
    res = {"spellings": [dtype_entry(s) for s in DTYPE_SPELLINGS],
           "bad": BAD_SPELLINGS, "promote": [], "half": half_cases(), "bfloat16": bfloat_cases()}
    for a in PROMOTE_TYPES:
        for b in PROMOTE_TYPES:
            r = run(lambda: {"str": np.promote_types(a, b).str})
            res["promote"].append({"a": a, "b": b, **r})
    return res


# ---------------------------------------------------------------- indexing
BASES = {
    "a": lambda: np.arange(10),
    "b": lambda: np.arange(12).reshape(3, 4),
    "c": lambda: np.arange(24).reshape(2, 3, 4),
    "d": lambda: np.array(5),
    "f": lambda: np.arange(6, dtype=np.float32).reshape(2, 3) / 4,
    "s": lambda: np.array(["ab", "c", "def"]),
    "o": lambda: np.array([1, "x", None, 2.5], dtype=object),
    "t": lambda: np.arange(12).reshape(3, 4).T,
    # arrays without elements: numpy does not bounds-check index arrays when the result
    # is empty (only a DeprecationWarning), integers it always checks
    "e": lambda: np.zeros((0, 2), dtype=np.int64),
    "z": lambda: np.zeros((3, 0), dtype=np.int64),
}

# (base, index text for Index::parse, Python index expression when it differs)
INDEX_CASES = [
    ("a", "3"), ("a", "-1"), ("a", "2:8:2"), ("a", "::-1"), ("a", "[0,3,9]"), ("a", "[0, -1, 3]"),
    ("a", "[True,False,True,False,True,False,True,False,True,False]"), ("a", "None"), ("a", "..."),
    ("a", "22"), ("a", "-11"), ("a", "1, 2"), ("a", "[]"), ("a", "5:2"), ("a", "-3:"), ("a", "8:2:-2"),
    ("a", "[[0,1],[2,3]]"), ("a", "None, 2:5"), ("a", "[10]"), ("a", "[-11]"), ("a", "...,0"),
    ("a", "100:"), ("a", "-100:3"), ("a", ":-100:-1"), ("a", "[True, False]"), ("a", "...,..."),
    ("b", "1"), ("b", "1, 2"), ("b", ":, 1"), ("b", "..., 0"), ("b", "[0, 2]"), ("b", ":, [0, 3]"),
    ("b", "[0, 2], [1, 3]"), ("b", "1:, [0, 2]"), ("b", "[[0],[2]], [1, 3]"), ("b", "None, :, 0"),
    ("b", "::-1, ::2"), ("b", "[True, False, True]"), ("b", "[True, False, True], 1:3"), ("b", "-1, -1"),
    ("b", "3, 0"), ("b", "0, 4"), ("b", "[0,1],[0,1,2]"), ("b", "[True,False]"), ("b", "(1, 2)"),
    ("b", "[:, 1]", ":, 1"), ("b", "1, ..., None"), ("b", "1,"), ("b", "0, 1, 2"), ("b", ":, -5"),
    ("b", "[[True,False,True,False],[False,False,True,True],[True,True,True,True]]"),
    ("b", "[0,2], None"), ("b", "None, [0, 2], 1"),
    ("c", "0, :, [1, 2]"), ("c", ":, [0, 1], [1, 2]"), ("c", "[0, 1], :, [1, 2]"), ("c", "..., [0, 2]"),
    ("c", "[0], ..., [1]"), ("c", "1, [0, 2], :"), ("c", ":, 1, [0, 3]"), ("c", "None, 0, [1, 2], ::2"),
    ("c", "..., None"), ("c", "0, 0, 0"), ("c", "0, ..., 0"), ("c", "-1, -2, -3"), ("c", "[True, False], ..."),
    ("c", "[[True,False,True],[False,True,True]]"), ("c", "1, ::-1, 1::2"), ("c", "[1, 0], [2, 0], [3, 0]"),
    ("c", ":, :, [0, 5]"), ("c", "[0, 1], 1, :"), ("c", "[[0], [1]], :, [[1, 2]]"),
    ("d", "()"), ("d", "..."), ("d", "None"), ("d", "0"), ("d", "True"), ("d", "False"), ("b", "False, 1"),
    ("b", "1, True"),
    ("f", "1"), ("f", "1, 2"), ("f", "[1, 0], ::2"), ("f", "::-1"),
    ("s", "1"), ("s", "[2, 0]"), ("s", "::2"),
    ("o", "1"), ("o", "2"), ("o", "[0, 3]"), ("o", "1:"),
    ("t", "1"), ("t", ":, 1"), ("t", "[0, 3], 1:"),
    ("e", "..., [2]"), ("e", ":, [5, -9]"), ("e", ":, [[2]]"), ("e", "[5]"), ("e", "[[3]]"), ("e", ":, 5"),
    ("e", "[0], 5"), ("e", "..., [True, False, True]"), ("z", "[5]"), ("z", "[5, -4, 9]"), ("z", ":, [7]"),
    ("z", "[5], 0"), ("z", "7, [5]"), ("b", "[], [5]"), ("b", "[5], 0:0"), ("c", "[5], :, [7]"),
    ("c", ":0, [9], :"), ("e", "[], 2"), ("e", "[], -3"), ("e", "[], 1"),
]

BAD_INDEX_TEXT = ["", "1:2:3:4", "[1, 2", "abc", "1 2", "[1, True]", "::0", "[[1], 2]", "1,,2"]


def indexing():
    cases = []
    for case in INDEX_CASES:
        name, text = case[0], case[1]
        expr = case[2] if len(case) > 2 else text
        base = BASES[name]()
        r = run(lambda: describe(eval("base[%s]" % (expr or "()"), {"base": base}), base))
        cases.append({"base": name, "index": text, **r})
    return {"bases": {k: describe(v()) for k, v in BASES.items()}, "cases": cases, "bad": BAD_INDEX_TEXT}


# (base, dtype, index text, value) for a[index] = value
ASSIGN_CASES = [
    ("a", "int64", "2:5", 7), ("a", "int64", "[0, 2]", [10, 20]), ("b", "int64", ":, 1", [1, 2, 3]),
    ("b", "int64", "1", [9, 8, 7, 6]), ("b", "int64", ":", [1, 2, 3, 4]), ("b", "int64", "[True,False,True]", 0),
    ("a", "int64", "0", 3.7), ("a", "int64", "::-1", list(range(10))), ("a", "int64", "[1, 1]", [5, 6]),
    ("a", "int64", "0", "42"), ("a", "int8", "0", 300), ("a", "float64", "0", None), ("a", "uint8", "0", -1),
    ("a", "float64", ":", "1.5"), ("a", "complex128", "0", 2), ("b", "int64", "[0,2], [1,3]", [100, 200]),
    ("c", "int64", ":, [0,1], [1,2]", 0), ("c", "int64", "0, :, [1, 2]", [[1, 2, 3], [4, 5, 6]]),
    ("a", "int64", "[0,1]", [1, 2, 3]), ("a", "int64", "0:2", [1, 2, 3]), ("a", "int64", "0", [1, 2]),
    ("a", "int64", "0", "abc"), ("a", "float64", "0", "abc"), ("a", "<U3", "0", "abcdef"), ("a", "<U3", "1", 5),
    ("a", "bool", "0", "abc"), ("a", "bool", "1:3", 2.5), ("a", "<U3", ":", 1.5), ("a", "|S2", "0", "xyz"),
    ("a", "object", "0", [1, 2]), ("a", "object", "0:2", [1, "x"]), ("a", "object", "1", "text"),
    ("a", "object", ":3", 7), ("b", "object", "0", [1, 2, 3, 4]), ("b", "float32", ":, 0", [0.1, 0.2, 0.3]),
    ("b", "int64", "None, 1", [[1, 2, 3, 4]]), ("b", "int64", "0", [[1, 2, 3, 4]]), ("a", "float16", "0", 0.1),
    ("a", "int64", "10", 1), ("a", "int64", "[True, False]", 1), ("b", "int64", "..., -1", -7),
    ("b", "int64", "[0, 2]", [[1], [2]]), ("a", "int32", "0", 2.9e10), ("a", "float32", "[3, 4]", [1e40, -1e-50]),
    ("z", "int64", "[5]", 1), ("z", "int64", "[5, -9]", 1), ("z", "int64", "5", 1), ("e", "int64", ":, [2]", 1),
    ("e", "int64", "[2]", 1),
]


def assignment():
    cases = []
    for name, dtype, text, value in ASSIGN_CASES:
        base = BASES[name]().astype(dtype)

        def act():
            exec("base[%s] = value" % text, {"base": base, "value": value})
            return describe(base)
        r = run(act)
        cases.append({"base": name, "dtype": dtype, "index": text, "value": encode(value), **r})
    return cases


# ---------------------------------------------------------------- asarray and operations
ASARRAY_CASES = [
    ([1, 2, 3], None), ([1, 2.5], None), ([True, 1], None), ([[1, 2], [3, 4]], None), (["a", "bcd"], None),
    ([1, "ab"], None), ([1.5, "a"], None), ([True, "a"], None), ([[1, 2], [3]], None), ([[1, 2], [3]], "object"),
    ([], None), ([[], []], None), ([None, 1], None), (5, None), (2.5, None), ("abc", None), (True, None),
    ([[1, 2], [3, "x"]], None), ([1, [2, 3]], None), ([[1], [2, 3]], "object"), ([[[1, 2]], [[3, 4]]], None),
    ([1e300, 1], None), (["1", "2"], "int64"), ([1.7, 2.2], "int32"), ([1, 2], "str"), ([1, 22], "S"),
    ([[1, 2], [3, 4]], "object"), ([1, None], "float64"), ([True, False], "float32"), (["x", None], None),
    ([[1, 2], [3, 4, 5], [6]], None), ([[[1], [2]], [[3], [4, 5]]], None), ([[[1], [2]], [[3], [4, 5]]], "object"),
    ([1.5, 2], "int8"), ([3, 4], "bool"), (["True", "1.5"], None), ([[1.5, "a"], [2, 3]], None),
    ([1, 2], "complex64"), (None, None), ([[1, None], [2, 3]], None), (["abc", 1], "object"),
]


def arr(spec):
    if isinstance(spec, dict):
        n = spec["n"]
        values = [(i + 1) / 7 for i in range(n)] if spec["gen"] == "div7" else [(i * 7919) % 1000 for i in range(n)]
        return np.array(values, dtype=spec["dtype"])
    values, dtype = spec
    return np.array(decode(values), dtype=dtype)


def arrspec(values, dtype):
    return [encode(values), dtype]


def asarray():
    cases = []
    for value, dtype in ASARRAY_CASES:
        r = run(lambda: describe(np.array(value, dtype=dtype)))
        cases.append({"value": encode(value), "dtype": dtype, **r})
    return cases


OP_ARRAYS = {
    "i8": arrspec([1, 2, 3], "int64"), "i1": arrspec([1, -2, 100], "int8"), "u1": arrspec([1, 2, 250], "uint8"),
    "f4": arrspec([0.5, 1.25, 3.1], "float32"), "f8": arrspec([0.1, float("nan"), 2.0], "float64"),
    "f8b": arrspec([0.1, 0.2, 0.7], "float64"), "b": arrspec([True, False, True], "bool"),
    "c16": arrspec([1.0, 2.0, -1.0], "complex128"), "f2": arrspec([0.1, 0.2, 1000.0], "float16"),
    "m": arrspec([[1, 2, 3], [4, 5, 6]], "int32"), "m2": arrspec([[1.5], [2.5]], "float64"),
    "U": arrspec(["a", "bc", "d"], "<U2"), "O": arrspec([1, 2.5, None], "object"), "e": arrspec([], "float64"),
    "ei": arrspec([], "int64"), "u8": arrspec([1, 2, 3], "uint64"), "i4": arrspec([7, 8, 9], "int32"),
    # Long arrays (past numpy's 8192-element reduction buffer) are described by a formula
    # that the C++ test reproduces: element i is (i + 1) / 7 or (i * 7919) % 1000.
    "big": {"gen": "div7", "n": 20001, "dtype": "float32"},
    "bigi": {"gen": "mod1000", "n": 20001, "dtype": "int32"},
}

CONCAT_CASES = [(["i8", "f4"], 0), (["i1", "u1"], 0), (["m", "m"], 1), (["m", "m"], 0), (["m", "m2"], 1),
                (["m", "i8"], 0), (["U", "i8"], 0), (["b", "b"], 0), (["O", "i8"], 0), (["m", "m2"], 0),
                (["i8", "f8"], 2), (["f2", "i1"], 0), (["i8", "f8"], -1)]
STACK_CASES = [(["i8", "f4"], 0), (["i8", "f4"], 1), (["m", "m"], 2), (["m", "m"], -1), (["i8", "m"], 0),
               (["i1", "u1"], 0), (["m", "m"], 3)]
REDUCE = ["sum", "nansum", "mean", "min", "max"]
def S(v):
    """A Python scalar operand, tagged."""
    return "s:" + code(v)


# (op, left, right) where right may be a Python scalar in tagged form
BINARY_CASES = [
    ("add", "i1", S(1)), ("add", "i1", S(300)), ("add", "u1", S(-1)), ("add", "f4", S(float("1.5"))),
    ("add", "f2", S(1000)), ("add", "i8", "f4"), ("multiply", "m", "i8"), ("subtract", "m", "m2"),
    ("true_divide", "i8", "i4"), ("true_divide", "f2", "f2"), ("add", "b", S(1)), ("add", "b", "b"),
    ("multiply", "b", "b"), ("subtract", "b", "b"), ("add", "i1", S(float("1.5"))), ("add", "u1", "i1"),
    ("add", "u8", "i8"), ("multiply", "c16", S(float("2.0"))), ("add", "i4", S(True)), ("add", "i1", S(127)),
    ("subtract", "u1", S(3)), ("add", "f4", S(float("1e300"))), ("add", "m", "m2"), ("add", "i8", "m"),
    ("add", "U", "U"), ("add", "O", "i8"), ("true_divide", "i8", S(0)), ("add", "i4", S(-200)),
]


def op_arrays():
    return {k: arr(v) for k, v in OP_ARRAYS.items()}


def scalar_of(tagged):
    return decode(tagged[2:])


def arrayops():
    a = op_arrays()
    res = {"arrays": OP_ARRAYS, "concatenate": [], "stack": [], "reduce": [], "binary": []}
    for names, axis in CONCAT_CASES:
        r = run(lambda: describe(np.concatenate([a[n] for n in names], axis=axis)))
        res["concatenate"].append({"arrays": names, "axis": axis, **r})
    for names, axis in STACK_CASES:
        r = run(lambda: describe(np.stack([a[n] for n in names], axis=axis)))
        res["stack"].append({"arrays": names, "axis": axis, **r})
    for name in OP_ARRAYS:
        for fn in REDUCE:
            r = run(lambda: describe(getattr(np, fn)(a[name])))
            res["reduce"].append({"array": name, "op": fn, **r})
    for op, left, right in BINARY_CASES:
        rv = scalar_of(right) if right.startswith("s:") else a[right]
        r = run(lambda: describe(getattr(np, op)(a[left], rv)))
        res["binary"].append({"op": op, "left": left, "right": right, **r})
    for name in ["f8", "f4", "O", "c16", "i8", "b", "U", "f2"]:
        res.setdefault("isnan", []).append({"array": name, **run(lambda: describe(np.isnan(a[name])))})
    return res


SLICES = [(None, None, None), (2, 8, 2), (None, None, -1), (-3, None, None), (100, None, None),
          (-100, 3, None), (None, -100, -1), (8, 2, -2), (5, 2, None), (None, None, 3), (1, -1, -3), (0, 0, None)]


def slices():
    out = []
    for start, stop, step in SLICES:
        for n in [0, 1, 10]:
            s = slice(start, stop, step)
            b, e, st = s.indices(n)
            out.append({"slice": [start, stop, step], "length": n, "resolved": [b, e, st, len(range(b, e, st))]})
    return out


ASTYPE_CASES = [
    (arrspec([1.7, -2.7, 300.5], "float64"), ["int8", "uint8", "int64", "bool", "<U32", "|S4", "float16", "complex64",
                                              "object", ">i4", "str"]),
    (arrspec([1, 0, -5], "int64"), ["bool", "float32", "<U5", "str", "|S", "object", "uint16", ">f8", "complex128"]),
    (arrspec([True, False], "bool"), ["int8", "<U5", "str", "float64", "object"]),
    (arrspec(["12", "-3", "7"], "<U3"), ["int64", "float32", "bool", "|S3", "<U1", "object"]),
    (arrspec(["1.5", "nan", "-2e3"], "<U4"), ["float64", "complex128"]),
    (arrspec([0.1, 1e20, 1e-5, 123456789.0, 1.0, float("inf")], "float64"), ["str", "<U8", "float32"]),
    (arrspec([0.1, 1e20, 2.5], "float32"), ["str", "float64"]),
    (arrspec([1, 2.5, "x", None], "object"), ["str"]),
    (arrspec([1, 2.5, True], "object"), ["float64", "int64", "bool"]),
    (arrspec([65504.0, 1e-7, 0.1], "float16"), ["float32", "str"]),
]


def astype():
    out = []
    for spec, targets in ASTYPE_CASES:
        for t in targets:
            r = run(lambda: describe(arr(spec).astype(t)))
            out.append({"array": spec, "dtype": t, **r})
    return out


def layout():
    out = []
    base = np.arange(24)
    for shape in [[2, 3, 4], [4, -1], [-1], [24, 1], [1, 24], [5, 5], [-1, -1], [0, -1], [3, 0]]:
        r = run(lambda: {"shape": list(base.reshape(shape).shape),
                         "shares": bool(np.shares_memory(base.reshape(shape), base))})
        out.append({"op": "reshape", "arg": shape, **r})
    c = base.reshape(2, 3, 4)
    for axes in [[], [1, 0, 2], [2, 0, 1], [0, 0, 1], [0, 1], [-1, 0, 1]]:
        r = run(lambda: {"shape": list(c.transpose(*axes).shape), "strides": list(c.transpose(*axes).strides),
                         "c": bool(c.transpose(*axes).flags.c_contiguous),
                         "f": bool(c.transpose(*axes).flags.f_contiguous),
                         "shares": bool(np.shares_memory(c.transpose(*axes), base))})
        out.append({"op": "transpose", "arg": axes, **r})
    for shape in [[2, 3, 4], [5, 2, 3, 4], [2, 1, 4], [3, 4], [2, 3, 1]]:
        r = run(lambda: {"shape": list(np.broadcast_to(c[:, :1, :], shape).shape),
                         "strides": list(np.broadcast_to(c[:, :1, :], shape).strides),
                         "shares": bool(np.shares_memory(np.broadcast_to(c[:, :1, :], shape), base))})
        out.append({"op": "broadcast", "arg": shape, **r})
    return out


def main():
    files = {"ndarray.json": {"slices": slices(), "astype": astype(), "layout": layout()},"dtype.json": dtypes(), "indexing.json": {**indexing(), "assign": assignment()},
             "asarray.json": asarray(), "arrayops.json": arrayops()}
    for name, data in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
