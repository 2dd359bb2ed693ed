# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Writes one more file of each dataset layout of docs/formats-hdf5.md, with other shapes,
dtypes and episode counts than the shared fixtures, and prints a manifest of them in the
fixtures' format (keys with dtype/shape/sum/sha256, steps, episodes with length/return/end).

Usage: python3 make_more_layouts.py OUTDIR SEED

The layouts follow each library's source as the fixtures README describes: robomimic
0.5.0 (data/demo_N, mask/*), d3rlpy 2.x dump() and 1.x MDPDataset.dump, imitation 0.3.x
types.save (np.savez_compressed) and TorchRL 0.13 ReplayBuffer.dumps of a
LazyMemmapStorage. Episodes are computed here from each layout's own rules, independently
of ReplayScope."""
import hashlib
import json
import os
import sys

import h5py
import numpy as np

out_dir, seed = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(seed)
records = []


def key_record(a):
    a = np.asarray(a)
    rec = {"dtype": a.dtype.str.lstrip("<>|=") if a.dtype.kind in "SU" else a.dtype.name, "shape": list(a.shape)}
    if a.dtype.kind in "biuf":
        rec["sum"] = float(np.nansum(a.astype(np.float64)))
        rec["sha256"] = hashlib.sha256(np.ascontiguousarray(a).astype(a.dtype.newbyteorder("<")).tobytes()).hexdigest()
    return rec


def episode(rews, end, **extra):
    return dict({"length": int(len(rews)), "return": float(np.asarray(rews, np.float64).sum()), "end": end}, **extra)


def lengths(n, lo, hi):
    return [int(x) for x in rng.integers(lo, hi, size=n)]


# --- robomimic: demo_N groups (numbered past 9 so name order differs from N order) ---
def robomimic():
    path = os.path.join(out_dir, "robomimic_other.hdf5")
    names = ["demo_0", "demo_2", "demo_10", "demo_11"]
    lens = lengths(len(names), 3, 9)
    keys, eps = {}, []
    with h5py.File(path, "w") as f:
        data = f.create_group("data")
        data.attrs["total"] = sum(lens)
        data.attrs["env_args"] = json.dumps({"env_name": "Other", "type": 1})
        for name, n in sorted(zip(names, lens), key=lambda p: int(p[0][5:])):
            g = data.create_group(name)
            g.attrs["num_samples"] = n
            arrays = {
                "actions": rng.normal(size=(n, 4)).astype(np.float32),
                "rewards": rng.normal(size=n).round(3),
                "dones": np.zeros(n, np.int64),
                "states": rng.normal(size=(n, 9)),
                "obs/eye_in_hand_image": rng.integers(0, 255, size=(n, 4, 5, 3), dtype=np.uint8),
                "obs/proprio": rng.normal(size=(n, 2)).astype(np.float32),
                "next_obs/eye_in_hand_image": rng.integers(0, 255, size=(n, 4, 5, 3), dtype=np.uint8),
                "next_obs/proprio": rng.normal(size=(n, 2)).astype(np.float32),
            }
            terminated = name != "demo_10"
            arrays["dones"][n // 2] = 1  # a success in the middle does not end the demo
            arrays["dones"][-1] = 1 if terminated else 0
            for k, a in arrays.items():
                g.create_dataset(k, data=a, compression="gzip" if a.dtype == np.uint8 else None)
                keys[f"data.{name}.{k.replace('/', '.')}"] = key_record(a)
            eps.append(episode(arrays["rewards"], "terminated" if terminated else "truncated", demo=name))
        f.create_dataset("mask/train", data=np.array([b"demo_0", b"demo_10"]))
        f.create_dataset("mask/valid", data=np.array([b"demo_2", b"demo_11"]))
    records.append({"file": os.path.basename(path), "layout": "robomimic-hdf5", "steps": sum(lens), "keys": keys,
                    "episodes": eps, "masks": {"train": ["demo_0", "demo_10"], "valid": ["demo_2", "demo_11"]}})


# --- d3rlpy v2 dump(): per-episode datasets, tuple observations of three parts ---
def d3rlpy_v2():
    path = os.path.join(out_dir, "d3rlpy_other_v2.h5")
    lens = lengths(12, 1, 6)  # more than 10 episodes: name order differs from index order
    keys, eps = {}, []
    with h5py.File(path, "w") as f:
        f.create_dataset("columns", data=np.array([b"observations", b"actions", b"rewards", b"terminated"]))
        f.create_dataset("num_episodes", data=len(lens))
        f.create_dataset("version", data=b"2.1")
        for i, n in enumerate(lens):
            arrays = {
                f"observations_{i}_0": rng.normal(size=(n, 3)).astype(np.float32),
                f"observations_{i}_1": rng.integers(0, 9, size=(n, 2, 2)).astype(np.int16),
                f"observations_{i}_2": rng.normal(size=(n,)),
                f"actions_{i}": rng.normal(size=(n, 2)).astype(np.float32),
                f"rewards_{i}": rng.normal(size=(n, 1)).round(3).astype(np.float32),
                f"terminated_{i}": np.bool_(i % 3 == 0),
            }
            for k, a in arrays.items():
                f.create_dataset(k, data=a)
                keys[k] = key_record(a)
            eps.append(episode(arrays[f"rewards_{i}"], "terminated" if i % 3 == 0 else "truncated"))
    records.append({"file": os.path.basename(path), "layout": "d3rlpy-v2-h5", "steps": sum(lens), "keys": keys,
                    "episodes": eps})


# --- d3rlpy 1.x MDPDataset: flat, continuous actions, image-like observations ---
def d3rlpy_v1():
    path = os.path.join(out_dir, "d3rlpy_other_v1.h5")
    lens = lengths(5, 2, 8)
    n = sum(lens)
    ends = np.cumsum(lens) - 1
    terminals = np.zeros(n, np.float32)
    episode_terminals = np.zeros(n, np.float32)
    episode_terminals[ends] = 1.0
    terminals[ends[::2]] = 1.0  # every other episode terminates, the others time out
    arrays = {
        "observations": rng.integers(0, 255, size=(n, 2, 3, 3)).astype(np.uint8),
        "actions": rng.normal(size=(n, 3)).astype(np.float32),
        "rewards": rng.normal(size=n).round(3).astype(np.float32),
        "terminals": terminals,
        "episode_terminals": episode_terminals,
        "discrete_action": np.bool_(False),
    }
    keys = {}
    with h5py.File(path, "w") as f:
        for k, a in arrays.items():
            f.create_dataset(k, data=a)
            keys[k] = key_record(a)
        f.create_dataset("version", data="1.0")
    eps, start = [], 0
    for j, n_ep in enumerate(lens):
        eps.append(episode(arrays["rewards"][start:start + n_ep], "terminated" if j % 2 == 0 else "truncated"))
        start += n_ep
    records.append({"file": os.path.basename(path), "layout": "d3rlpy-v1-h5", "steps": n, "keys": keys,
                    "episodes": eps})


# --- imitation 0.3.x types.save: concatenated trajectories in a compressed npz ---
def imitation():
    path = os.path.join(out_dir, "imitation_other.npz")
    lens = lengths(4, 1, 7)
    n, count = sum(lens), len(lens)
    terminal = np.array([True, False, True, True])
    infos = []
    ends = []
    for j, n_ep in enumerate(lens):
        truncated = j == 3
        for k in range(n_ep):
            info = {"step": k}
            if k == n_ep - 1 and terminal[j]:
                info["TimeLimit.truncated"] = truncated
            infos.append(info)
        ends.append("unfinished" if not terminal[j] else "truncated" if truncated else "terminated")
    arrays = {
        "obs": rng.normal(size=(n + count, 2, 2)).astype(np.float64),
        "acts": rng.normal(size=(n, 3)).astype(np.float32),
        "infos": np.array(infos, dtype=object),
        "terminal": terminal,
        "rews": rng.normal(size=n).round(3).astype(np.float32),
        "indices": np.cumsum(lens[:-1]).astype(np.int64),
    }
    np.savez_compressed(path, **arrays)
    keys = {k: key_record(a) if a.dtype != object else {"dtype": "object", "shape": list(a.shape)}
            for k, a in arrays.items()}
    eps, start = [], 0
    for j, n_ep in enumerate(lens):
        eps.append(episode(arrays["rews"][start:start + n_ep], ends[j]))
        start += n_ep
    records.append({"file": os.path.basename(path), "layout": "imitation-npz", "steps": n, "keys": keys,
                    "episodes": eps})


# --- TorchRL dumps: a wrapped TensorDict storage and an unwrapped pytree one ---
def torchrl_tensordict():
    root = os.path.join(out_dir, "torchrl_other_td")
    max_size, cursor = 23, 9
    steps = []  # (episode, step) per write, episodes of random lengths, written past the ring
    lens = lengths(9, 2, 7)
    for e, n_ep in enumerate(lens):
        steps += [(e, k, k == n_ep - 1) for k in range(n_ep)]
    total = max_size + cursor  # rows written: the ring wrapped once, cursor rows further
    steps = steps[:total]
    assert len(steps) == total
    stored = {
        "pixels": np.zeros((max_size, 2, 3), np.uint8),
        "action": np.zeros((max_size, 1), np.int64),
        "step_count": np.zeros((max_size, 1), np.int64),
        "next/reward": np.zeros((max_size, 1), np.float32),
        "next/done": np.zeros((max_size, 1), bool),
        "next/terminated": np.zeros((max_size, 1), bool),
        "next/truncated": np.zeros((max_size, 1), bool),
        "next/pixels": np.zeros((max_size, 2, 3), np.uint8),
    }
    rew = rng.normal(size=total).round(3).astype(np.float32)
    for w, (e, k, last) in enumerate(steps):
        r = w % max_size
        stored["pixels"][r] = rng.integers(0, 255, size=(2, 3))
        stored["next/pixels"][r] = rng.integers(0, 255, size=(2, 3))
        stored["action"][r] = rng.integers(0, 4)
        stored["step_count"][r] = k
        stored["next/reward"][r] = rew[w]
        stored["next/done"][r] = last
        stored["next/terminated"][r] = last and e % 2 == 0
        stored["next/truncated"][r] = last and e % 2 == 1
    os.makedirs(os.path.join(root, "storage", "next"))
    os.makedirs(os.path.join(root, "writer"))

    def meta(level, names):
        entries = {}
        for name in names:
            if name == "next":
                entries[name] = {"type": "TensorDict"}
                continue
            a = stored[level + name]
            entries[name] = {"device": "cpu", "shape": list(a.shape), "dtype": "torch." + a.dtype.name,
                             "is_nested": False}
            a.tofile(os.path.join(root, "storage", level + name + ".memmap"))
        entries.update({"shape": [max_size], "device": "cpu", "_type": "<class 'tensordict._td.TensorDict'>"})
        return json.dumps(entries, separators=(",", ":"))

    with open(os.path.join(root, "storage", "meta.json"), "w") as f:
        f.write(meta("", ["action", "next", "pixels", "step_count"]))
    with open(os.path.join(root, "storage", "next", "meta.json"), "w") as f:
        f.write(meta("next/", ["done", "pixels", "reward", "terminated", "truncated"]))
    with open(os.path.join(root, "storage", "storage_metadata.json"), "w") as f:
        json.dump({"metadata": {}, "is_pytree": False, "len": max_size}, f)
    with open(os.path.join(root, "writer", "metadata.json"), "w") as f:
        json.dump({"cursor": cursor}, f)
    with open(os.path.join(root, "buffer_metadata.json"), "w") as f:
        json.dump({"batch_size": 8}, f)
    keys = {k.replace("/", "."): key_record(a) for k, a in stored.items()}
    valid = steps[total - max_size:]  # the rows still stored, oldest first
    eps, cur = [], []
    for w, (e, k, last) in enumerate(valid):
        cur.append((w, e, k, last))
        if last or w == len(valid) - 1:
            rews = rew[total - max_size + cur[0][0]:total - max_size + w + 1]
            end = "unfinished" if not last else "terminated" if e % 2 == 0 else "truncated"
            rec = episode(rews, end)
            if cur[0][2] != 0:
                rec["cut_start"] = True
            eps.append(rec)
            cur = []
    records.append({"file": os.path.basename(root) + "/", "layout": "torchrl-dumps-tensordict", "steps": max_size,
                    "max_size": max_size, "len": max_size, "cursor": cursor, "keys": keys, "episodes": eps})


def torchrl_pytree():
    root = os.path.join(out_dir, "torchrl_other_pytree")
    max_size = 40
    lens = lengths(5, 2, 8)
    n = sum(lens)
    assert n <= max_size
    stored = {
        "observation": np.zeros((max_size, 3, 2), np.float64),
        "action": np.zeros((max_size, 2), np.float32),
        "next.reward": np.zeros((max_size,), np.float64),
        "next.done": np.zeros((max_size,), bool),
        "next.truncated": np.zeros((max_size,), bool),
    }
    stored["observation"][:n] = rng.normal(size=(n, 3, 2))
    stored["action"][:n] = rng.normal(size=(n, 2))
    stored["next.reward"][:n] = rng.normal(size=n).round(3)
    ends = np.cumsum(lens) - 1
    stored["next.done"][ends[:-1]] = True  # the last episode is still running
    stored["next.truncated"][ends[1:-1:2]] = True
    os.makedirs(os.path.join(root, "storage", "next"))
    os.makedirs(os.path.join(root, "writer"))
    for k, a in stored.items():
        a.tofile(os.path.join(root, "storage", k.replace(".", "/") + ".memmap"))
    with open(os.path.join(root, "storage", "storage_metadata.json"), "w") as f:
        json.dump({"metadata": {k: {"dtype": "torch." + a.dtype.name, "shape": list(a.shape)}
                                for k, a in stored.items()}, "is_pytree": True, "len": n}, f)
    with open(os.path.join(root, "writer", "metadata.json"), "w") as f:
        json.dump({"cursor": n}, f)
    with open(os.path.join(root, "buffer_metadata.json"), "w") as f:
        json.dump({"batch_size": None}, f)
    eps, start = [], 0
    for j, n_ep in enumerate(lens):
        end = "unfinished" if j == len(lens) - 1 else "truncated" if stored["next.truncated"][ends[j]] else "terminated"
        eps.append(episode(stored["next.reward"][start:start + n_ep], end))
        start += n_ep
    records.append({"file": os.path.basename(root) + "/", "layout": "torchrl-dumps-pytree", "steps": n,
                    "max_size": max_size, "len": n, "cursor": n,
                    "keys": {k: key_record(a) for k, a in stored.items()}, "episodes": eps})


robomimic()
d3rlpy_v2()
d3rlpy_v1()
imitation()
torchrl_tensordict()
torchrl_pytree()
json.dump({"seed": seed, "files": records}, sys.stdout)
