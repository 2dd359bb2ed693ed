# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Runs Copy as Python snippets (tst_pythonsnippet) and says what each one loaded.

Argument: a JSON file with a list of {"code", "variable"}. Each snippet runs in its own
namespace, as a user would paste it; one process runs them all so that tianshou (and
torch) are imported once. Prints one JSON line per snippet: the type of the variable,
and for arrays and tensors their dtype, shape and values as float64 (NaN as null), or
the error the snippet raised.
"""
import json
import sys
import traceback

import numpy as np


def describe(value):
    out = {"type": type(value).__name__}
    if hasattr(value, "detach"):  # torch tensors: as numpy sees them
        value = value.detach().cpu().numpy()
    if isinstance(value, np.ndarray):
        flat = value.astype(np.float64).ravel()
        out.update(dtype=value.dtype.name, shape=list(value.shape),
                   values=[None if np.isnan(v) else float(v) for v in flat])
    elif hasattr(value, "__len__"):
        try:
            out["len"] = len(value)
        except TypeError:  # a Batch of scalars has no len()
            pass
    return out


for snippet in json.load(open(sys.argv[1])):
    namespace = {}
    try:
        exec(compile(snippet["code"], "<snippet>", "exec"), namespace)
        result = describe(namespace[snippet["variable"]])
    except Exception:
        result = {"error": traceback.format_exc(limit=2)}
    print(json.dumps(result))
