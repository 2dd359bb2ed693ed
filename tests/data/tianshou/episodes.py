#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The episodes of a pickled Tianshou buffer as the real Tianshou 2.0.1 sees them.

Usage: episodes.py SHARED_DIR BUFFER.pkl. Prints JSON: {"wrapped": bool, "episodes": [{"start",
"length", "return", "end"}]}, start counted in buf.sample_indices(0) (oldest first) order,
an episode ending where buf.next(i) == i, as Tianshou walks episodes."""
import json, pickle, sys
sys.path.insert(0, sys.argv[1] + "/tools/tianshou-2.0.1")
import tianshou.data  # noqa: F401  (the classes the pickle names)
buf = pickle.load(open(sys.argv[2], "rb"))
rows, ret, start = [], 0.0, 0
chrono = [int(i) for i in buf.sample_indices(0)]
for k, i in enumerate(chrono):
    ret += float(buf.rew[i])
    if int(buf.next(i)) == i:
        end = "terminated" if buf.terminated[i] else "truncated" if buf.truncated[i] else "unfinished"
        rows.append({"start": start, "length": k + 1 - start, "return": ret, "end": end})
        start, ret = k + 1, 0.0
print(json.dumps({"wrapped": len(buf) == buf.maxsize and chrono[0] != 0, "episodes": rows}))
