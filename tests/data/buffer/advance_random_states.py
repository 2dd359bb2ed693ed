#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Moves every RandomState of a pickled buffer (and its sub-buffers) to another seed and
draws from it (a Gaussian too, so has_gauss is set), then pickles the buffer again.
usage: advance_random_states.py BUFFER.pkl PYSTUB OUT.pkl

Used by tests/buffer/tst_buffersampling.cpp."""
import sys, pickle, numpy as np
sys.path.insert(0, sys.argv[2])
b = pickle.load(open(sys.argv[1], 'rb'))
for i, x in enumerate([b] + (list(b.buffers) if hasattr(b, 'buffers') else [])):
    x._random_state = np.random.RandomState(1000 + i)
    x._random_state.standard_normal(3)
    x._random_state.randint(0, 100, size=5 + i)
pickle.dump(b, open(sys.argv[3], 'wb'), protocol=4)
