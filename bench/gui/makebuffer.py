#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Writes the scaling inputs of replayscope-bench-gui (issue 23 item 3) a window at a time.

    makebuffer.py tianshou|d4rl BYTES PATH

tianshou: a ReplayBuffer's save_hdf5 layout (the writer rules of tianshou-spec 4.5, as
bench/reference.py's to_hdf5), MuJoCo shapes, contiguous datasets that the reader maps.
d4rl: D4RL's layout (observations, actions, rewards, terminals, timeouts,
next_observations), every dataset gzip-compressed in chunks as D4RL's own files are, so
that nothing can be mapped and every read decompresses.

About BYTES of arrays (167 bytes a step). Written in windows of 1M rows so that a 10 GB
file needs no more than ~200 MB here; the values are pseudo-random (fixed seed) with an
episode end about every 1,000 steps.
"""
import pickle
import sys
import zlib

import h5py
import numpy as np

ROW_BYTES = 167
WINDOW = 1 << 20
CHUNK = 1 << 16


def windows(rows):
    rng = np.random.default_rng(23)
    for first in range(0, rows, WINDOW):
        n = min(WINDOW, rows - first)
        terminated = rng.random(n) < 0.0005
        truncated = rng.random(n) < 0.0005
        yield first, n, {
            "obs": rng.standard_normal((n, 17), dtype=np.float32),
            "act": rng.standard_normal((n, 6), dtype=np.float32),
            "rew": rng.standard_normal(n, dtype=np.float32),
            "terminated": terminated,
            "truncated": truncated,
            "obs_next": rng.standard_normal((n, 17), dtype=np.float32),
        }


def tianshou(path, rows):
    shapes = {"obs": (17,), "act": (6,), "rew": (), "terminated": (), "truncated": (), "done": (), "obs_next": (17,)}
    types = {"terminated": bool, "truncated": bool, "done": bool}
    with h5py.File(path, "w") as f:
        meta = f.create_group("_meta")
        meta.attrs["__data_type__"] = "Batch"
        sets = {k: meta.create_dataset(k, (rows,) + s, dtype=types.get(k, np.float32)) for k, s in shapes.items()}
        for ds in sets.values():
            ds.attrs["__data_type__"] = "ndarray"
        meta.create_group("info").attrs["__data_type__"] = "Batch"
        # Four distinct windows written in turn: drawing 10 GB of random numbers took
        # longer than writing them; the values repeat every 4M rows.
        distinct = []
        drawn = windows(rows)
        for first in range(0, rows, WINDOW):
            n = min(WINDOW, rows - first)
            if len(distinct) < 4:
                w = next(drawn)[2]
                w["done"] = w["terminated"] | w["truncated"]
                distinct.append(w)
            w = distinct[(first // WINDOW) % 4]
            for k, v in w.items():
                sets[k][first:first + n] = v[:n]
        options = f.create_group("options")
        for k, v in {"stack_num": 1, "ignore_obs_next": False, "save_only_last_obs": False,
                     "sample_avail": False}.items():
            options.attrs[k] = v
        for k, v in {"maxsize": rows, "stack_num": 1, "_save_obs_next": True, "_save_only_last_obs": False,
                     "_sample_avail": False, "_insertion_idx": 0, "_size": rows, "_ep_len": 0,
                     "_ep_start_idx": 0}.items():
            f.attrs[k] = v
        f.create_dataset("_indices", data=np.arange(rows)).attrs["__data_type__"] = "ndarray"
        f.create_dataset("last_index", data=np.array([rows - 1])).attrs["__data_type__"] = "ndarray"
        for k, v in {"_ep_return": np.float64(0.0), "_random_state": np.random.RandomState(42)}.items():
            f.create_dataset(k, data=np.frombuffer(pickle.dumps(v), dtype=np.int8))
            f[k].attrs["__data_type__"] = type(v).__name__


def d4rl(path, rows):
    """D4RL's layout with gzip chunks of 65,536 rows.

    Compressing 10 GB takes most of an hour on a loaded 2-core VM, so the chunks of the
    first 16 windows are compressed once (zlib level 1: what h5py's gzip filter writes)
    and written again for the rows after them with write_direct_chunk. Every chunk is
    still a compressed chunk the reader inflates; the values repeat every 1M rows.
    """
    names = {"obs": "observations", "act": "actions", "rew": "rewards", "terminated": "terminals",
             "truncated": "timeouts", "obs_next": "next_observations"}
    shapes = {"obs": (17,), "act": (6,), "rew": (), "terminated": (), "truncated": (), "obs_next": (17,)}
    chunk = min(rows, CHUNK)
    with h5py.File(path, "w") as f:
        sets = {}
        for k, s in shapes.items():
            dtype = bool if k in ("terminated", "truncated") else np.float32
            sets[k] = f.create_dataset(names[k], (rows,) + s, dtype=dtype, chunks=(chunk,) + s,
                                       compression="gzip", compression_opts=1)
        distinct = {k: [] for k in shapes}  # compressed chunks of the first window
        for first, n, w in windows(min(rows, WINDOW)):
            for k, v in w.items():
                for c in range(0, n, chunk):
                    part = np.zeros((chunk,) + shapes[k], dtype=v.dtype)
                    part[:min(chunk, n - c)] = v[c:c + chunk]
                    distinct[k].append(zlib.compress(part.tobytes(), 1))
        for k, ds in sets.items():
            for i, c in enumerate(range(0, rows, chunk)):
                ds.id.write_direct_chunk((c,) + (0,) * len(shapes[k]), distinct[k][i % len(distinct[k])])
        f.create_group("metadata").attrs["algorithm"] = "bench"


def main():
    layout, size, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rows = max(size // ROW_BYTES, 1000)
    {"tianshou": tianshou, "d4rl": d4rl}[layout](path, rows)
    print(rows)


if __name__ == "__main__":
    main()
