# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Loads a buffer file the way `Cls.load_hdf5(path)` of one Tianshou release does and
prints, as JSON, what that release's buffer methods would then compute.

usage: load_buffer_tianshou.py FILE.h5 CLASS RELEASE   (RELEASE: v1.1, v1.2 or v2)

`from_hdf5` follows tianshou-spec 4.5 "Reader rules" (h5py values, numpy scalars for
attributes, pickles through the stub on PYTHONPATH). The state goes through the stub
class's __setstate__, then the structure that release's code relies on is asserted:
its attribute names (4.3), `_indices == arange(maxsize)`, manager sub-buffers whose
`_meta` equals the manager's slice and whose bookkeeping matches `_lengths` and
`last_index`. The printed values use that release's formulas for `len`,
`sample_indices(0)`, `prev`, `next` and `get_weight`, reading only the release's own
attribute names, so a missing or misnamed attribute fails as it would in Tianshou.
"""
import io
import json
import pickle
import sys

import h5py
import numpy as np
from tianshou.data.batch import Batch
from tianshou.data.buffer.buffer_base import ReplayBuffer
from tianshou.data.buffer.cached import CachedReplayBuffer
from tianshou.data.buffer.her import HERReplayBuffer
from tianshou.data.buffer.manager import ReplayBufferManager
from tianshou.data.buffer.prio import PrioritizedReplayBuffer
from tianshou.data.buffer.vecbuf import HERVectorReplayBuffer, PrioritizedVectorReplayBuffer, VectorReplayBuffer

path, cls_name, release = sys.argv[1], sys.argv[2], sys.argv[3]
modern = release in ("v1.2", "v2")


# torch is not installed: tensors inside pickles (sub-buffer copies of `_meta`) are
# rebuilt as numpy arrays from torch's legacy storage stream, as torch.load would read it.
STORAGE_DTYPES = {"FloatStorage": "<f4", "DoubleStorage": "<f8", "HalfStorage": "<f2", "LongStorage": "<i8",
                  "IntStorage": "<i4", "ShortStorage": "<i2", "CharStorage": "i1", "ByteStorage": "u1",
                  "BoolStorage": "?", "ComplexFloatStorage": "<c8", "ComplexDoubleStorage": "<c16"}


def load_storage(data):
    stream = io.BytesIO(data)
    for _ in range(3):  # magic number, protocol version, sys_info
        pickle.load(stream)
    kinds = {}

    class Storages(pickle.Unpickler):
        def find_class(self, module, name):
            return name if module == "torch" else super().find_class(module, name)

        def persistent_load(self, pid):
            kinds[pid[2]] = pid[1]
            return pid[2]

    key = Storages(stream).load()
    keys = pickle.load(stream)
    assert keys == [key], keys
    count = int.from_bytes(stream.read(8), "little")
    dtype = np.dtype(STORAGE_DTYPES[kinds[key]])
    return np.frombuffer(stream.read(count * dtype.itemsize), dtype)


def rebuild_tensor(storage, offset, size, stride, *unused):
    item = storage.dtype.itemsize
    return np.lib.stride_tricks.as_strided(storage[offset:], tuple(size), tuple(s * item for s in stride)).copy()


class Unpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) == ("torch.storage", "_load_from_bytes"):
            return load_storage
        if (module, name) == ("torch._utils", "_rebuild_tensor_v2"):
            return rebuild_tensor
        return super().find_class(module, name)


def from_hdf5(node):
    if isinstance(node, h5py.Dataset):
        kind = node.attrs["__data_type__"]  # KeyError without it, as in Tianshou
        if kind in ("ndarray", "Tensor"):
            return np.array(node)
        return Unpickler(io.BytesIO(node[()].tobytes())).load()
    out = {k: v for k, v in node.attrs.items() if k != "__data_type__"}
    for k, v in node.items():
        out[k] = from_hdf5(v)
    return Batch(**out) if node.attrs.get("__data_type__") == "Batch" else out


def leaves(batch, prefix=""):
    for k, v in batch.items():
        if isinstance(v, Batch):
            yield from leaves(v, prefix + k + ".")
        else:
            yield prefix + k, v


CLASSES = {
    "ReplayBuffer": ReplayBuffer,
    "PrioritizedReplayBuffer": PrioritizedReplayBuffer,
    "HERReplayBuffer": HERReplayBuffer,
    "ReplayBufferManager": ReplayBufferManager,
    "VectorReplayBuffer": VectorReplayBuffer,
    "PrioritizedVectorReplayBuffer": PrioritizedVectorReplayBuffer,
    "HERVectorReplayBuffer": HERVectorReplayBuffer,
    "CachedReplayBuffer": CachedReplayBuffer,
}
cls = CLASSES[cls_name]
with h5py.File(path, "r") as f:
    buf = cls.__new__(cls)
    buf.__setstate__(from_hdf5(f))
    # Class paths inside the pickled sub-buffers (the stub maps both modules to one class).
    raw_subs = f["buffers"][()].tobytes() if "buffers" in f else b""
state = buf.__dict__

manager = cls_name not in ("ReplayBuffer", "PrioritizedReplayBuffer", "HERReplayBuffer")
prioritized = "Prioritized" in cls_name
common = {"options", "maxsize", "stack_num", "_indices", "_save_obs_next", "_save_only_last_obs",
          "_sample_avail", "_meta", "last_index"}
counters = {"_insertion_idx", "_size", "_ep_return", "_ep_len", "_ep_start_idx"} if modern \
    else {"_index", "_size", "_ep_rew", "_ep_len", "_ep_idx"}
expected = set(common)
if modern:
    expected |= {"_random_state"}
if not manager or modern:
    expected |= counters
if manager:
    expected |= {"buffer_num", "buffers", "_offset", "_extend_offset", "_lengths"}
if prioritized:
    expected |= {"_alpha", "_beta", "_max_prio", "_min_prio", "weight", "_PrioritizedReplayBuffer__eps",
                 "_weight_norm"}
if cls_name == "HERReplayBuffer":
    expected |= {"horizon", "future_p", "compute_reward_fn", "_original_meta", "_altered_indices"}
if cls_name == "CachedReplayBuffer":
    expected |= {"main_buffer", "cached_buffers", "cached_buffer_num"}
missing = expected - set(state)
assert not missing, f"attributes missing for {release}: {sorted(missing)}"
stale = ({"_index", "_ep_rew", "_ep_idx"} if modern else {"_insertion_idx", "_ep_return", "_ep_start_idx",
                                                          "_random_state"}) & set(state)
assert not stale, f"attributes of another release: {sorted(stale)}"
assert set(state["options"]) >= {"stack_num", "ignore_obs_next", "save_only_last_obs", "sample_avail"}

maxsize = int(state["maxsize"])
assert np.array_equal(state["_indices"], np.arange(maxsize)), "_indices is not arange(maxsize)"
meta = state["_meta"]
assert isinstance(meta, Batch), "_meta is not a Batch"
for key, value in leaves(meta):
    assert len(value) == maxsize, f"_meta.{key} has {len(value)} rows, not {maxsize}"
done = np.asarray(meta["done"], bool) if "done" in meta.keys() else np.zeros(maxsize, bool)
index_name = "_insertion_idx" if modern else "_index"


def single_indices(s):
    return np.concatenate([np.arange(s[index_name], s["_size"]), np.arange(s[index_name])]).astype(int)


out = {"class": type(buf).__name__, "maxsize": maxsize, "stack_num": int(state["stack_num"])}
if manager:
    subs = list(state["buffers"])
    extend = np.asarray(state["_extend_offset"])
    lengths = np.asarray(state["_lengths"])
    last = np.asarray(state["last_index"])
    assert len(subs) == int(state["buffer_num"]) == len(lengths) == len(extend) - 1 == len(last)
    assert np.array_equal(state["_offset"], extend[:-1]) and extend[-1] == maxsize
    sub_name = "PrioritizedReplayBuffer" if prioritized else "HERReplayBuffer" if "HER" in cls_name \
        else "ReplayBuffer"
    for i, sub in enumerate(subs):
        s = sub.__dict__
        assert type(sub).__name__ == sub_name, f"buffers[{i}] is a {type(sub).__name__}"
        if sub_name == "ReplayBuffer":
            v2_path = b"tianshou.data.buffer.buffer_base" in raw_subs
            assert v2_path == (release == "v2"), f"buffers hold the wrong ReplayBuffer class path for {release}"
        assert (index_name in s) and int(s["maxsize"]) == extend[i + 1] - extend[i], f"buffers[{i}] bookkeeping"
        assert int(s["_size"]) == lengths[i], f"buffers[{i}]._size != _lengths[{i}]"
        if s["_size"]:
            assert int(s["last_index"][0]) + extend[i] == last[i], f"buffers[{i}].last_index"
        for key, value in leaves(meta):
            part = value[extend[i]:extend[i + 1]]
            got = dict(leaves(s["_meta"]))[key]
            assert np.array_equal(part, got, equal_nan=part.dtype.kind == "f"), f"buffers[{i}]._meta.{key}"
    if cls_name == "CachedReplayBuffer":
        assert int(state["cached_buffer_num"]) == len(subs) - 1
        assert set(state["main_buffer"].__dict__) == set(subs[0].__dict__)
        assert len(state["cached_buffers"]) == len(subs) - 1
    out["len"] = int(lengths.sum())
    indices = np.concatenate([single_indices(s.__dict__) + o for s, o in zip(subs, extend[:-1])])
    index = indices % maxsize if maxsize else indices
    prev = np.zeros_like(index)
    nxt = np.zeros_like(index)
    for start, end, cur_len, lst in zip(extend[:-1], extend[1:], lengths, last):
        mask = (start <= index) & (index < end)
        n = max(1, cur_len)
        if mask.any():
            sub = index[mask]
            p = (sub - start - 1) % n
            prev[mask] = (p + (done[p + start] | (p + start == lst))) % n + start
            nxt[mask] = (sub - start + 1 - (done[sub] | (sub == lst))) % n + start
else:
    out["len"] = int(state["_size"])
    indices = single_indices(state)
    size = int(state["_size"])
    last = int(state["last_index"][0])
    p = (indices - 1) % max(size, 1)
    prev = (p + (done[p] | (p == last))) % max(size, 1)
    nxt = (indices + 1 - (done[indices] | (indices == last))) % max(size, 1)
if state["_sample_avail"] and int(state["stack_num"]) > 1:
    indices = None  # the frame-stack filter is not reproduced here
out["insertion"] = None if manager and not modern else int(state[index_name])
out["indices"] = None if indices is None else indices.tolist()
if indices is not None:
    out["prev"] = prev.tolist()
    out["next"] = nxt.tolist()
    out["rew"] = np.asarray(meta["rew"])[indices].tolist() if "rew" in meta.keys() else []
    out["done"] = done[indices].astype(int).tolist()
    if prioritized:
        tree = state["weight"].__dict__
        assert int(tree["_size"]) == maxsize
        leaf = np.asarray(tree["_value"])[int(tree["_bound"]) + indices]
        out["weights"] = ((leaf / state["_min_prio"]) ** (-state["_beta"])).tolist()
if "act" in meta.keys():
    out["act"] = np.asarray(meta["act"]).tolist()
if "info" in meta.keys() and isinstance(meta["info"], Batch):
    out["info_keys"] = sorted(meta["info"].keys())
print(json.dumps(out))
