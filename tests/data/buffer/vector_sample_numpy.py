#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""v1.2+ sampling of a VectorReplayBuffer(20, 4) holding 4, 3, 4, 3 steps: the manager's
RandomState(42).choice(n, size, p) picks sub-buffers, each sub-buffer's own
RandomState(42) picks slots. Prints the global indices, grouped by sub-buffer.

Used by tests/buffer/tst_vectorbuffer.cpp."""
import numpy as np
lengths = np.array([4, 3, 4, 3]); offsets = [0, 5, 10, 15]
idx = np.random.RandomState(42).choice(4, 9, p=lengths / lengths.sum())
counts = np.bincount(idx, minlength=4); counts[counts == 0] = -1
res = []
for b in range(4):
    if counts[b] > 0:
        res += list(np.random.RandomState(42).choice(lengths[b], counts[b]) + offsets[b])
print(' '.join(map(str, res)))
