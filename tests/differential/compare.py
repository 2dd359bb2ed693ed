# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Deep comparison of what Tianshou computed with what we wrote, as Python sees them.

`differences(expected, got)` walks Batches, dicts, lists, numpy arrays, torch tensors
and Python scalars and lists every difference as `(path, what, expected, got)`: key
sets (Tianshou builds cat/stack results from sets, so key order is not compared),
Python types, dtypes, shapes and values (NaN equal to NaN, elementwise for object
arrays so `1` and `1.0` or `b'a'` and `'a'` differ).
"""
import math

import numpy as np
import torch
from tianshou.data import Batch

LIMIT = 6  # differences listed per comparison; the first one classifies


def _short(value, width=160):
    text = repr(value).replace("\n", " ")
    return text if len(text) <= width else text[: width - 3] + "..."


def _same_scalar(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    if isinstance(a, complex):
        return _same_scalar(a.real, b.real) and _same_scalar(a.imag, b.imag)
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and a.shape == b.shape and _same_array(a, b)
    if isinstance(a, torch.Tensor):
        return a.dtype == b.dtype and a.shape == b.shape and _same_array(_tensor_numpy(a), _tensor_numpy(b))
    if isinstance(a, np.generic):
        return a.dtype == b.dtype and _same_array(np.asarray(a), np.asarray(b))
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same_scalar(x, y) for x, y in zip(a, b))
    try:
        return bool(a == b)
    except Exception:
        return repr(a) == repr(b)


def _same_array(a, b):
    if a.dtype.kind == "O":
        return all(_same_scalar(x, y) for x, y in zip(a.reshape(-1), b.reshape(-1)))
    if a.dtype.kind in "fc":
        return bool(np.array_equal(a, b, equal_nan=True))
    return bool(np.array_equal(a, b))


def _tensor_numpy(t):
    t = t.detach().cpu()
    if t.dtype == torch.bfloat16:
        return t.to(torch.float32).numpy()
    return t.numpy()


def _walk(e, g, path, out):
    if len(out) >= LIMIT:
        return
    if type(e) is not type(g):
        out.append((path, "type", type(e).__name__ + " " + _short(e, 80), type(g).__name__ + " " + _short(g, 80)))
        return
    if isinstance(e, (Batch, dict)):
        ek, gk = set(e.keys()), set(g.keys())
        if ek != gk:
            out.append((path, "keys", sorted(ek - gk), sorted(gk - ek)))
        for k in sorted(ek & gk, key=str):
            _walk(e[k], g[k], f"{path}.{k}" if path else str(k), out)
    elif isinstance(e, (list, tuple)):
        if len(e) != len(g):
            out.append((path, "length", len(e), len(g)))
        for i, (x, y) in enumerate(zip(e, g)):
            _walk(x, y, f"{path}[{i}]", out)
    elif isinstance(e, torch.Tensor):
        if e.dtype != g.dtype or tuple(e.shape) != tuple(g.shape):
            out.append((path, "tensor dtype/shape", f"{e.dtype}{tuple(e.shape)}", f"{g.dtype}{tuple(g.shape)}"))
        elif not _same_array(_tensor_numpy(e), _tensor_numpy(g)):
            out.append((path, "tensor values", _short(e), _short(g)))
    elif isinstance(e, np.ndarray):
        if e.dtype != g.dtype or e.shape != g.shape:
            out.append((path, "dtype/shape", f"{e.dtype.str}{e.shape}", f"{g.dtype.str}{g.shape}"))
        elif e.dtype.kind == "O":
            for i, (x, y) in enumerate(zip(e.reshape(-1), g.reshape(-1))):
                if not _same_scalar(x, y):
                    out.append((f"{path}[{i}]", "object element", _short(x), _short(y)))
                    break
        elif not _same_array(e, g):
            out.append((path, "values", _short(e), _short(g)))
    elif not _same_scalar(e, g):
        out.append((path, "value", _short(e), _short(g)))


def differences(expected, got, path=""):
    """All differences between two values, as (path, what, expected, got) tuples."""
    out = []
    _walk(expected, got, path, out)
    return out
