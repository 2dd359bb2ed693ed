# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""What Tianshou, numpy and torch say about a file: its content, its manifest record
(the schema of shared/fixtures/README.md) and its episodes.

Nothing here reads ReplayScope's code: records and episodes follow the documents
(fixtures README, docs/cli.md) with the library's own API (`sample_indices`, `prev`,
`next`, `buf[:]`), and an episode counts as `cut` by the ground truth the generator
stored in `info.t` (the step's position in its episode), not by a heuristic.
"""
import copy
import hashlib
import pickle

import h5py
import numpy as np
import torch
from tianshou.data import Batch, HERReplayBuffer, ReplayBuffer
from tianshou.data.buffer.manager import ReplayBufferManager
from tianshou.data.utils.converter import from_hdf5


def is_buffer(value):
    return isinstance(value, ReplayBuffer)


def load(path, buffer_class=None):
    """The file's content as Tianshou gives it: pickle.load, `cls.load_hdf5` for a buffer
    written by save_hdf5, `from_hdf5` (a root dict becomes a Batch) otherwise."""
    if path.endswith(".pkl"):
        with open(path, "rb") as f:
            return pickle.load(f)
    if buffer_class is not None:
        return buffer_class.load_hdf5(path)
    with h5py.File(path, "r") as f:
        value = from_hdf5(f)
    return value if isinstance(value, Batch) else Batch(value)


def roundtrip(value):
    """value as a user sees it after a correct pickle round trip (numpy scalars of a sliced
    Batch become 0-d arrays through Batch.__setstate__)."""
    return pickle.loads(pickle.dumps(value, protocol=4))


def chrono_indices(buf):
    """`buf.sample_indices(0)`: the valid slots oldest first. HERReplayBuffer's override
    relabels goals at random as a side effect (and `buf[:]` calls it), so for HER this is
    the base class's method: the file's content, not one random relabelling of it."""
    if isinstance(buf, HERReplayBuffer):
        return ReplayBuffer.sample_indices(buf, 0)
    return buf.sample_indices(0)


def transitions(value):
    """A buffer's valid transitions oldest first (`buf[:]`; HER with a pickled relabelling
    undone first, as its own `buf[:]` does); a Batch as itself."""
    if not is_buffer(value):
        return value
    if isinstance(value, HERReplayBuffer):
        value = copy.deepcopy(value)
        value._restore_cache()
    return value[chrono_indices(value)]


# ---------------------------------------------------------------- manifest records
def dtype_name(dtype):
    """numpy's spelling of a dtype, with the byte order where it is not native."""
    dt = np.dtype(dtype)
    if dt.byteorder == ">":
        return dt.str
    return dt.name if dt.kind not in "SU" else dt.str.lstrip("<|=")


def _tensor_bytes(t):
    t = t.detach().cpu().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().tobytes(), t.to(torch.float64).numpy()
    a = t.numpy()
    return a.tobytes(), a


def leaf_record(value):
    if isinstance(value, Batch):
        return {"kind": "reserved"}
    if isinstance(value, torch.Tensor):
        raw, a = _tensor_bytes(value)
        rec = {"kind": "torch", "dtype": str(value.dtype).split(".")[1], "shape": list(value.shape)}
    elif isinstance(value, np.ndarray):
        a = value
        rec = {"kind": "ndarray", "dtype": dtype_name(a.dtype), "shape": list(a.shape)}
        raw = np.ascontiguousarray(a.astype(a.dtype.newbyteorder("<"))).tobytes() if a.dtype.kind in "biufc" else b""
    else:
        return {"kind": "object", "repr": repr(value)}
    if a.dtype.kind in "biufc":
        rec["sha256"] = hashlib.sha256(raw).hexdigest()
        with np.errstate(all="ignore"):
            real = a.real if a.dtype.kind == "c" else a
            rec["sum"] = float(np.nansum(real, dtype=np.float64))
    else:
        rec["repr"] = [repr(x) for x in a.reshape(-1)[:50]]
    return rec


def tree_records(batch, prefix=""):
    out = {}
    for key, value in batch.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, Batch) and len(value.get_keys()) > 0:
            out.update(tree_records(value, path))
        else:
            out[path] = leaf_record(value)
    return out


def record(value, from_pickle):
    """The manifest record of a loaded Batch or buffer (fields `file`/`tianshou` left out:
    the release a file looks like is a guess with no oracle)."""
    if not is_buffer(value):
        try:
            length = len(value)
        except Exception:  # TypeError, or AttributeError for a str value
            length = None
        return {"class": "Batch", "len": length, "tree": tree_records(value)}
    rec = {"class": type(value).__name__}
    if from_pickle:
        rec["module"] = type(value).__module__
    indices = chrono_indices(value)
    chrono = transitions(value)
    rec.update({"len": len(value), "maxsize": value.maxsize, "stack_num": value.stack_num,
                "indices": indices.tolist(), "prev": value.prev(indices).tolist(),
                "next": value.next(indices).tolist(),
                "chrono_rew": chrono.rew.tolist() if "rew" in chrono.get_keys() else None,
                "chrono_done": chrono.done.tolist() if "done" in chrono.get_keys() else None,
                "storage": tree_records(value._meta)})
    return rec


def release_fits(text):
    """info's `tianshou` field (the release a file looks like: null, `vX.Y`, `vX.Y+` or
    `vA.B.C-vX.Y`) admits 2.0.1, the release that wrote every file here."""
    if text is None:
        return True
    version = lambda t: tuple(int(x) for x in t.lstrip("v").split("."))  # noqa: E731
    try:
        if text.endswith("+"):
            return version(text[:-1]) <= (2, 0, 1)
        if "-" in text:
            low, high = text.split("-")
            return version(low) <= (2, 0, 1) and (2, 0, 1)[:len(version(high))] <= version(high)
        return (2, 0, 1)[:len(version(text))] == version(text)
    except ValueError:
        return False


# ---------------------------------------------------------------- episodes
def rings(buf):
    """(sub-buffer number, chronological global slots) of each ring of a buffer."""
    if isinstance(buf, ReplayBufferManager):
        return [(i, chrono_indices(b) + buf._offset[i], len(b) == b.maxsize) for i, b in enumerate(buf.buffers)]
    return [(0, chrono_indices(buf), len(buf) == buf.maxsize)]


def episodes(buf):
    """The episodes list of docs/cli.md: per sub-buffer, oldest first, split after done.
    `undecidable` marks the oldest episode of a full ring: whether the ring overwrote its
    start shows only in the generator's info.t, not in anything a reader sees."""
    meta = buf._meta
    out = []
    for sub, slots, full in rings(buf):
        start = 0
        for k, slot in enumerate(slots):
            if not (bool(meta.done[slot]) or k == len(slots) - 1):
                continue
            rows = [int(s) for s in slots[start:k + 1]]
            last = rows[-1]
            end = ("terminated" if meta.terminated[last] else "truncated" if meta.truncated[last]
                   else "unfinished" if not meta.done[last] else "terminated")
            cut = int(meta.info.t[rows[0]]) > 0
            out.append({"buffer": sub, "first": rows[0], "last": last, "length": len(rows),
                        "return": float(np.sum(meta.rew[rows], dtype=np.float64)),
                        "end": "cut" if cut else end, "flag_end": end, "rows": rows,
                        "undecidable": full and start == 0})
            start = k + 1
    return out
