# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Random Tianshou Batches, built with the real library.

A *schema* (nested dict of leaf makers) is drawn once and can be instantiated at
several lengths, so `cat`/`stack` get inputs of the same structure. Leaves cover every
numpy dtype kind (bool, ints, floats, complex, big-endian, bytes, str, object), 0-d
and n-d arrays, torch tensors (empty, 0-d, bfloat16, complex), Python scalars, None,
big ints, empty Batches (Tianshou's "reserved" keys) and Tianshou's reserved key names.
`features` records what a Batch holds so expected-difference rules can name it.
"""
import numpy as np
import torch
from tianshou.data import Batch

NUMERIC = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
           "float16", "float32", "float64", "complex64", "complex128"]
BIG_ENDIAN = [">i2", ">u4", ">i8", ">f4", ">f8", ">c16"]
TORCH = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32,
         torch.int16, torch.uint8, torch.bool, torch.complex64]
KEY_NAMES = ["obs", "act", "rew", "done", "terminated", "truncated", "info", "obs_next", "policy",
             "a", "b", "x1", "value", "mask", "logits", "state", "goal", "_k", "key_with_long_name"]


def _numbers(rng, dtype, shape):
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return rng.random(shape) < 0.5
    if dt.kind in "iu":
        info = np.iinfo(dt)
        wide = rng.random() < 0.2
        lo, hi = (info.min, info.max) if wide else (max(info.min, -50), min(info.max, 50))
        return rng.integers(lo, hi, size=shape, endpoint=True, dtype=dt.newbyteorder("=")).astype(dt)
    scale = 10.0 ** rng.integers(-3, 4)
    a = rng.standard_normal(shape) * scale
    if dt.kind == "c":
        a = a + 1j * rng.standard_normal(shape)
    a = a.astype(dt)
    if a.size and rng.random() < 0.3:  # NaN and inf in some rows
        flat = a.reshape(-1)
        for _ in range(int(rng.integers(1, 3))):
            flat[int(rng.integers(flat.size))] = rng.choice([np.nan, np.inf, -np.inf])
    return a


def _object_element(rng, features):
    r = rng.random()
    if r < 0.2:
        features.add("none_in_object")
        return None
    if r < 0.35:
        features.add("bigint")
        return int(rng.choice([2**63, 2**64 + 5, -(2**70), 2**100])) + int(rng.integers(0, 9))
    if r < 0.55:
        return int(rng.integers(-1000, 1000))
    if r < 0.7:
        v = float(rng.standard_normal())
        if rng.random() < 0.2:
            features.add("nan_in_object")
            v = float("nan")
        return v
    if r < 0.85:
        return "s" + str(int(rng.integers(100)))
    if r < 0.92:
        return bytes([int(x) for x in rng.integers(0, 256, 3)])
    return (int(rng.integers(9)), "t")


def _leaf_maker(rng, features):
    """Returns (kind, make(n, rng) -> value). n is the first dimension to use."""
    r = rng.random()
    extra = tuple(int(x) for x in rng.integers(1, 4, size=int(rng.choice([0, 0, 1, 2]))))
    if r < 0.30:
        dtype = str(rng.choice(NUMERIC))
        if dtype.startswith("complex"):
            features.add("complex")
        return "ndarray", lambda n, g: _numbers(g, dtype, (n,) + extra)
    if r < 0.36:
        dtype = str(rng.choice(BIG_ENDIAN))
        features.add("bigendian")
        if "c" in dtype:
            features.add("complex")
        return "ndarray", lambda n, g: _numbers(g, dtype, (n,) + extra)
    if r < 0.40:
        features.add("bytes")
        return "ndarray", lambda n, g: np.array([bytes(g.integers(97, 123, int(g.integers(0, 4))).astype(np.uint8))
                                                 for _ in range(n)], dtype="S3")
    if r < 0.44:
        features.add("str")
        return "ndarray", lambda n, g: np.array(["é" * int(g.integers(0, 3)) + str(int(g.integers(99)))
                                                 for _ in range(n)], dtype="U4")
    if r < 0.52:
        features.add("object")

        def make_object(n, g):
            a = np.empty(n, dtype=object)
            for i in range(n):
                a[i] = _object_element(g, features)
            return a
        return "object", make_object
    if r < 0.56:
        features.add("zero_d")
        dtype = str(rng.choice(NUMERIC[:12]))
        return "scalar", lambda n, g: _numbers(g, dtype, ())
    if r < 0.74:
        dt = TORCH[int(rng.integers(len(TORCH)))]
        features.add("torch")
        features.add("torch_" + str(dt).split(".")[1])
        shape_kind = rng.random()

        def make_tensor(n, g):
            if shape_kind < 0.08:
                features.add("torch_0d")
                shape = ()
            elif shape_kind < 0.16:
                features.add("torch_empty")
                shape = (0,) + extra
            else:
                shape = (n,) + extra
            a = _numbers(g, "complex64" if dt == torch.complex64 else "bool" if dt == torch.bool else "float32"
                         if dt.is_floating_point else "int16" if dt != torch.uint8 else "uint8", shape)
            return torch.from_numpy(np.ascontiguousarray(a)).to(dt)
        return "torch", make_tensor
    if r < 0.80:
        features.add("python_scalar")
        choice = int(rng.integers(5))
        values = [lambda g: int(g.integers(-9, 9)), lambda g: float(g.standard_normal()), lambda g: bool(g.random() < .5),
                  lambda g: 2**64 + int(g.integers(9)), lambda g: "txt"]
        if choice == 3:
            features.add("bigint")
        return "pyscalar", lambda n, g: values[choice](g)
    if r < 0.84:
        features.add("none")
        return "none", lambda n, g: None
    features.add("reserved")
    return "reserved", lambda n, g: Batch()


def random_schema(rng, depth, features):
    """A nested dict: key -> leaf maker or sub-schema (dict). Depth 0 = no nesting."""
    schema = {}
    keys = list(rng.choice(KEY_NAMES, size=int(rng.integers(1, 5)), replace=False))
    for key in keys:
        if depth > 0 and rng.random() < 0.3:
            features.add("nested")
            schema[str(key)] = random_schema(rng, depth - 1, features)
        else:
            schema[str(key)] = _leaf_maker(rng, features)
    return schema


def instantiate(schema, n, g, ragged, features):
    """A Batch of the schema whose leaves have first dimension n (or random ones when ragged)."""
    out = {}
    for key, leaf in schema.items():
        if isinstance(leaf, dict):
            out[key] = Batch(instantiate(leaf, n, g, ragged, features))
        else:
            m = n
            if ragged and g.random() < 0.4:
                features.add("ragged")
                m = int(g.integers(0, 7))
            out[key] = leaf[1](m, g)
    return out


def random_batches(rng, count):
    """count Batches of one random schema, at random lengths; returns (batches, features)."""
    features = set()
    depth = int(rng.integers(0, 4))
    schema = random_schema(rng, depth, features)
    ragged = rng.random() < 0.25
    n = int(rng.integers(0, 7))
    batches = []
    for i in range(count):
        length = n if i == 0 or rng.random() < 0.5 else int(rng.integers(0, 7))
        batches.append(Batch(instantiate(schema, length, rng, ragged, features)))
    return batches, features
