# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""torch.save files of other shapes, written by the real torch (Debian's python3-torch),
in both containers: roots that are tuples and lists, bfloat16/float16/int8/bool/complex
tensors, views at storage offsets, transposed and sliced (non-contiguous) tensors, 0-d
and empty tensors, and transitions under plural names (observations, actions, rewards,
dones, timeouts). Prints, per file, every tensor's dotted key with dtype, shape, sha256
of its C-order bytes and float64 sum, and the episodes the flags give.

    python3 torch_cases.py OUT_DIR
"""
import hashlib
import json
import sys

import torch

torch.manual_seed(7)


def make():
    base = torch.arange(40, dtype=torch.float32).reshape(10, 4) / 8
    dones = torch.zeros(10, dtype=torch.bool)
    dones[[2, 6]] = True
    timeouts = torch.zeros(10, dtype=torch.bool)
    timeouts[6] = True
    transitions = {
        'observations': base[:, :3],                       # a sliced, non-contiguous view
        'actions': torch.randint(-5, 5, (10, 2), dtype=torch.int8),
        'rewards': (torch.randn(10) * 4).to(torch.bfloat16),
        'dones': dones,
        'timeouts': timeouts,
        'next_observations': base[1:, :3].contiguous(),    # one row fewer: only shown
    }
    shared = torch.randn(30)
    return [
        ('tuple_root', (transitions, torch.tensor(3.5, dtype=torch.float64), [torch.ones(2, 0), 'note'])),
        ('list_of_dicts', [{'a': shared[2:12].view(2, 5), 'b': shared[5:].view(5, 5).t()},
                           {'h': torch.randn(3, 4).to(torch.float16), 'c': torch.randn(2, dtype=torch.complex64)}]),
        ('nested_transitions', {'run': {'buffer': transitions}, 'step': 12}),
    ]


def flatten(value, prefix, out):
    if isinstance(value, dict):
        for k, v in value.items():
            flatten(v, f'{prefix}{k}.', out)
    elif isinstance(value, (list, tuple)) and any(isinstance(v, (torch.Tensor, dict, list, tuple)) for v in value):
        for i, v in enumerate(value):
            flatten(v, f'{prefix}{i}.', out)
    elif isinstance(value, torch.Tensor):
        t = value.contiguous()
        raw = t.view(torch.int16) if t.dtype == torch.bfloat16 else t
        data = raw.numpy().tobytes() if t.numel() else b''
        total = t.to(torch.complex128).real.sum().item() if t.is_complex() else t.to(torch.float64).sum().item()
        out[prefix[:-1]] = {'dtype': str(t.dtype).replace('torch.', ''), 'shape': list(t.shape),
                            'sha256': hashlib.sha256(data).hexdigest(), 'sum': total}


def episodes(t):
    out, length, ret = [], 0, 0.0
    for i in range(len(t['dones'])):
        length += 1
        ret += float(t['rewards'][i].to(torch.float64))
        if t['dones'][i]:
            out.append({'length': length, 'return': ret, 'end': 'truncated' if t['timeouts'][i] else 'terminated'})
            length, ret = 0, 0.0
    if length:
        out.append({'length': length, 'return': ret, 'end': 'unfinished'})
    return out


def main():
    records = []
    for name, value in make():
        for zipped in (True, False):
            path = f'{sys.argv[1]}/{name}_{"zip" if zipped else "legacy"}.pt'
            torch.save(value, path, _use_new_zipfile_serialization=zipped)
            keys = {}
            flatten(value, '', keys)
            record = {'file': path, 'layout': 'torch-save-zip' if zipped else 'torch-save-legacy', 'keys': keys}
            if name != 'list_of_dicts':
                t = value[0] if isinstance(value, tuple) else value['run']['buffer']
                record['episodes'] = episodes(t)
            records.append(record)
    print(json.dumps(records))


main()
