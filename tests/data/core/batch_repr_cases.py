#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The Python side: values are written already converted (what a Batch stores).

Used by tests/core/tst_batchrepr.cpp."""
import sys, pprint
import numpy as np

class Batch:
    def __init__(self, _name="Batch", **kw):
        self.__dict__.update(kw)
        self._n = _name
    def __repr__(self):
        items = [(k, v) for k, v in self.__dict__.items() if k != "_n"]
        if not items:
            return self._n + "()"
        s = self._n + "(\n"
        for k, v in items:
            s += "    " + k + ": " + pprint.pformat(v).replace("\n", "\n" + " " * (6 + len(k))) + ",\n"
        return s + ")"

cases = [
    ("empty", Batch()),
    ("spec example", Batch(a=np.array([[0., 2.], [1., 3.]]),
                           b=Batch(c=np.array([None, 'st'], dtype=object)), e=Batch())),
    ("scalars", Batch(a=np.array(4), b=np.float64(1.0), c='abc', d=None, s={2, 1}, t=np.int64(-3))),
    ("long array", Batch(x=np.arange(2000))),
    ("deep nesting", Batch(a=Batch(bb=Batch(ccc=np.zeros((2, 3)))), z=np.array([True, False]))),
    ("unicode key", Batch(**{"\u043a\u043b\u044e\u0447": np.arange(6, dtype=np.float32).reshape(2, 3) / 7})),
    ("long string", Batch(c="word " * 30)),
    ("dtypes", Batch(i=np.array([1, 2], dtype=np.int32), u=np.array([[1], [2]], dtype=np.uint8),
                     f=np.array([1.5, -2.25], dtype=np.float32))),
    ("3d", Batch(obs=np.arange(24, dtype=np.float64).reshape(2, 3, 4) * 1.5)),
    ("object arrays", Batch(o=np.array([np.zeros(2), np.ones(3)], dtype=object),
                            n=np.array([None, None], dtype=object))),
    ("class name", Batch("ReplayBuffer", obs=np.zeros(3), info=Batch())),
    ("wide rows", Batch(reward=np.arange(30) / 29)),
]
for name, b in cases:
    sys.stdout.write(name + "\x1e" + repr(b) + "\x1f")
