# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Loads a buffer file with the real Tianshou (pickle or save_hdf5) and prints its
episodes as JSON: [{length, return, end}] in chronological order, ends from Tianshou's
own terminated/truncated flags. Usage: PYTHONPATH=<tianshou-2.0.1> python3 this.py FILE"""
import json
import pickle
import sys

import numpy as np
from tianshou.data import ReplayBuffer

path = sys.argv[1]
if path.endswith((".h5", ".hdf5")):
    buf = ReplayBuffer.load_hdf5(path)
else:
    with open(path, "rb") as f:
        buf = pickle.load(f)
assert isinstance(buf, ReplayBuffer), type(buf)
indices = buf.sample_indices(0)
batch = buf[indices]  # Tianshou's own indexing: obs, act, rew, terminated, truncated, ...
episodes, length, total = [], 0, 0.0
for k, index in enumerate(indices):
    length += 1
    total += float(np.asarray(buf.rew[index], dtype=np.float64).sum())
    terminated, truncated = bool(buf.terminated[index]), bool(buf.truncated[index])
    if terminated or truncated or k == len(indices) - 1:
        end = "terminated" if terminated else "truncated" if truncated else "unfinished"
        episodes.append({"length": length, "return": total, "end": end})
        length, total = 0, 0.0
assert len(batch) == len(indices)
json.dump({"len": len(buf), "episodes": episodes}, sys.stdout)
