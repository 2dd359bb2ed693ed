#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Prints the attribute names of a pickled buffer and of its first sub-buffer.

Used by tests/buffer/tst_bufferstate.cpp."""
import sys, pickle
sys.path.insert(0, sys.argv[2])
b = pickle.load(open(sys.argv[1], 'rb'))
print(' '.join(b.__dict__.keys()))
subs = b.__dict__.get('buffers')
print(' '.join(subs[0].__dict__.keys()) if subs is not None else '-')
