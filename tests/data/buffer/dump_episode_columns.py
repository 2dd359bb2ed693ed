#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Prints the flat step columns of one other-formats file as JSON:
{"rew": [...], "terminated": [...], "truncated": [...], "done": [...], "ids": [...], "lengths": [...]}

Used by tests/buffer/tst_episodes.cpp."""
import sys, json, h5py, numpy as np
layout, path = sys.argv[1], sys.argv[2]
out = {}
if layout == 'd4rl':
    f = h5py.File(path, 'r')
    out = {'rew': f['rewards'][()].tolist(), 'terminated': f['terminals'][()].tolist(), 'truncated': f['timeouts'][()].tolist()}
elif layout == 'minari':
    f = h5py.File(path, 'r')
    eps = sorted(f.keys(), key=lambda k: int(k.split('_')[1]))
    out = {'rew': [], 'terminated': [], 'truncated': [], 'lengths': []}
    for e in eps:
        out['rew'] += f[e]['rewards'][()].tolist()
        out['terminated'] += f[e]['terminations'][()].tolist()
        out['truncated'] += f[e]['truncations'][()].tolist()
        out['lengths'].append(len(f[e]['rewards']))
elif layout == 'rllib-json':
    out = {'rew': [], 'terminated': [], 'truncated': [], 'ids': []}
    for line in open(path):
        d = json.loads(line)
        out['rew'] += d['rewards']; out['terminated'] += d['terminateds']
        out['truncated'] += d['truncateds']; out['ids'] += d['eps_id']
elif layout == 'npz':
    z = np.load(path)
    out = {'rew': z['rew'].tolist(), 'done': z['done'].tolist()}
print(json.dumps(out))
