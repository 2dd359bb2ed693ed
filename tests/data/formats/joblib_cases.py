# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Pickles written by the real joblib (Debian's python3-joblib): joblib.dump of a dict of
numpy arrays of many dtypes and layouts (C and Fortran order, big-endian, 0-d, empty,
bool, a uint8 image stack, an object array, a nested dict) beside Tianshou-named
transitions, uncompressed (joblib >= 1.2 aligns the array data to 16 bytes) and with each
compress= of the standard library (zlib .z, gzip, bz2, xz, lzma). joblib writes every
array's raw bytes into the stream after a NumpyArrayWrapper object, which plain pickle
cannot read. Prints per file each array's dotted key with numpy's str(dtype), shape,
sha256 of its C-order little-endian bytes, float64 sum (or the repr of each element for
object arrays), and the episodes the flags give (done = terminated or truncated).

    python3 joblib_cases.py OUT_DIR SEED
"""
import hashlib
import json
import sys

import joblib
import numpy as np

out_dir, seed = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(seed)
steps = int(rng.integers(20, 60))
obs_dim = int(rng.integers(1, 6))
terminated = rng.random(steps) < 0.1
truncated = (rng.random(steps) < 0.05) & ~terminated
data = {
    'obs': rng.normal(size=(steps, obs_dim)).astype(np.float32),
    'act': np.asfortranarray(rng.integers(-3, 3, size=(steps, 2))),   # Fortran order
    'rew': rng.normal(size=steps).astype('>f8'),                       # big-endian
    'terminated': terminated,
    'truncated': truncated,
    'obs_next': rng.normal(size=(steps, obs_dim)).astype(np.float16),
    'frames': rng.integers(0, 255, size=(steps, 3, 4, 2), dtype=np.uint8),
    'info': {'env_id': np.arange(steps, dtype=np.int16), 'empty': np.zeros((steps, 0), np.float64)},
}
# Values without one row per step, in a file of their own (beside the transitions they
# would make the Batch unsized, as in Tianshou).
extras = {
    'gamma': np.array(0.99),                                            # 0-d
    'tags': np.array(['a', 7, None, 2.5], dtype=object),               # pickled on its own
    'table': np.asfortranarray(rng.normal(size=(3, 5, 2))).astype('>i4'),
    'note': 'written by joblib ' + joblib.__version__,
}


def records(value, prefix, out):
    if isinstance(value, dict):
        for k, v in value.items():
            records(v, f'{prefix}{k}.', out)
    elif isinstance(value, np.ndarray):
        rec = {'dtype': str(value.dtype), 'shape': list(value.shape)}
        if value.dtype.hasobject:
            rec['repr'] = [repr(x) for x in value.flat]
        else:
            le = np.ascontiguousarray(value).astype(value.dtype.newbyteorder('<'))
            rec['sha256'] = hashlib.sha256(le.tobytes()).hexdigest()
            rec['sum'] = float(value.astype(np.float64).sum())
        out[prefix[:-1]] = rec


def episodes():
    out, length, ret = [], 0, 0.0
    for i in range(steps):
        length += 1
        ret += float(data['rew'][i])
        if terminated[i] or truncated[i]:
            out.append({'length': length, 'return': ret, 'end': 'terminated' if terminated[i] else 'truncated'})
            length, ret = 0, 0.0
    if length:
        out.append({'length': length, 'return': ret, 'end': 'unfinished'})
    return out


keys, extra_keys = {}, {}
records(data, '', keys)
records(extras, '', extra_keys)
result = []
for suffix, compress in [('pkl', 0), ('pkl.z', ('zlib', 3)), ('pkl.gz', ('gzip', 3)), ('pkl.bz2', ('bz2', 3)),
                         ('pkl.xz', ('xz', 3)), ('pkl.lzma', ('lzma', 3))]:
    path = f'{out_dir}/joblib_{seed}.{suffix}'
    joblib.dump(data, path, compress=compress)
    result.append({'file': path, 'keys': keys, 'steps': steps, 'episodes': episodes()})
    path = f'{out_dir}/joblib_{seed}_extras.{suffix}'
    joblib.dump(extras, path, compress=compress)
    result.append({'file': path, 'keys': extra_keys})
print(json.dumps(result))
