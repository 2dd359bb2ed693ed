# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Writes a Tianshou ReplayBuffer with N finished episodes, as a training script saves
its buffer every few episodes (tst_watch).

    grow_buffer.py OUT.pkl N [--replace] [--size S] [--vector K]

Episode e has 5 steps with rew = 10 * e + step, in a ring of S slots (200; a smaller
one wraps and overwrites the oldest steps); with --vector K a VectorReplayBuffer of K
sub-buffers of S slots each, episode e in sub-buffer e % K. Without --replace the file is
rewritten in place, slowly (in two halves 200 ms apart, like a large pickle.dump);
with --replace a temporary file is renamed over it.
"""
import os
import pickle
import sys
import time

import numpy as np
from tianshou.data import Batch, ReplayBuffer, VectorReplayBuffer

path, episodes = sys.argv[1], int(sys.argv[2])
size = int(sys.argv[sys.argv.index("--size") + 1]) if "--size" in sys.argv else 200
vector = int(sys.argv[sys.argv.index("--vector") + 1]) if "--vector" in sys.argv else 0
buf = VectorReplayBuffer(size * vector, vector) if vector else ReplayBuffer(size=size)
for e in range(episodes):
    for step in range(5):
        one = Batch(obs=np.array([e]), act=np.array([step]), rew=np.array([10.0 * e + step]),
                    terminated=np.array([step == 4]), truncated=np.array([False]),
                    obs_next=np.array([e]), info=Batch())
        if vector:
            buf.add(Batch.stack([one]), buffer_ids=[e % vector])
        else:
            buf.add(one)
data = pickle.dumps(buf)
if "--replace" in sys.argv:
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
else:
    with open(path, "wb") as f:
        f.write(data[: len(data) // 2])
        f.flush()
        time.sleep(0.2)
        f.write(data[len(data) // 2:])
