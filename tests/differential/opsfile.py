# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The file commands: tree, info --json, episodes --json, convert (and back), export.

tree is compared with Tianshou's repr text; info --json with the manifest record of
oracle.record; episodes with oracle.episodes; convert outputs are loaded with Tianshou
(pickle, `load_hdf5`/`from_hdf5`, numpy's np.load) and compared with what Tianshou's own
save and load give; exports are loaded as the input's class and must hold exactly the
chosen episodes, and `sample`/`add` must work on them.
"""
import copy
import json
import os
import math

import h5py
import numpy as np
import torch
from tianshou.data import Batch, HERReplayBuffer
from tianshou.data.buffer.manager import ReplayBufferManager
from tianshou.data.utils.converter import to_hdf5

import compare
import oracle
from opsbatch import check, tianshou
from runner import call_error


def _bad_call(ctx, op, result):
    problem = call_error(result, True)
    if problem or result.rc != 0:
        ctx.disagree(f"{op}.fails_where_tianshou_succeeds" if not problem else f"{op}.{problem.split(' (')[0]}",
                     result, "success", f"exit {result.rc}: {result.err.strip()[:300]}")
        return True
    return False


def op_tree(ctx):
    result = ctx.cli.run("tree", ctx.path)
    if _bad_call(ctx, "tree", result):
        return
    expected = repr(ctx.value).splitlines()
    got = result.out.rstrip("\n").splitlines()
    if expected != got:
        k = next((i for i, (a, b) in enumerate(zip(expected, got)) if a != b), min(len(expected), len(got)))
        ctx.disagree("tree.text", result, f"line {k + 1}: {expected[k] if k < len(expected) else '<end>'!r}",
                     f"line {k + 1}: {got[k] if k < len(got) else '<end>'!r}")


def _close(a, b):
    if isinstance(a, float) and isinstance(b, (int, float)):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return a == b or abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    return a == b


def op_info(ctx):
    result = ctx.cli.run("info", ctx.path, "--json")
    if _bad_call(ctx, "info", result):
        return
    try:
        got = json.loads(result.out)
    except ValueError as e:
        return ctx.disagree("info.not_json", result, "one JSON object", str(e))
    if got.get("class") == "HDF5 groups" and ctx.path.endswith(".h5"):
        ctx.features.add("cli_read_as_generic_hdf5")
    if got.get("file") != os.path.basename(ctx.path):
        ctx.disagree("info.file", result, os.path.basename(ctx.path), got.get("file"))
    if "tianshou" in got and not oracle.release_fits(got["tianshou"]):
        ctx.disagree("info.tianshou", result, "null or a release range holding 2.0.1", got["tianshou"])
    expected = oracle.record(ctx.value, ctx.path.endswith(".pkl"))
    for key, want in expected.items():
        if key in ("tree", "storage"):
            have = got.get(key, {})
            if set(want) != set(have):
                ctx.disagree(f"info.{key}_keys", result, sorted(set(want) - set(have)), sorted(set(have) - set(want)))
            for path in sorted(set(want) & set(have)):
                for field in sorted(set(want[path]) | set(have[path])):
                    a, b = want[path].get(field), have[path].get(field)
                    if not _close(a, b):
                        return ctx.disagree(f"info.leaf_{field}", result, f"{path}.{field}: {a!r} (full {want[path]})",
                                            f"{path}.{field}: {b!r} (full {have[path]})")
        elif key not in got or not all(_close(a, b) for a, b in zip(np.ravel(want or []), np.ravel(got[key] or []))) \
                or (want is None) != (got[key] is None) or np.shape(want) != np.shape(got[key]):
            ctx.disagree(f"info.{key}", result, repr(want)[:300], repr(got.get(key, "<missing>"))[:300])


def op_episodes(ctx):
    result = ctx.cli.run("episodes", ctx.path, "--json")
    if _bad_call(ctx, "episodes", result):
        return
    got = json.loads(result.out)["episodes"]
    want = oracle.episodes(ctx.value)
    if len(want) != len(got):
        return ctx.disagree("episodes.count", result, len(want), len(got))
    for i, (w, g) in enumerate(zip(want, got)):
        for f in ("buffer", "first", "last", "length", "return", "end"):
            if f == "end" and w["undecidable"] and "cut" in (w[f], g[f]) and w["flag_end"] in (w[f], g[f]):
                if w[f] != g[f]:
                    ctx.disagree("episodes.cut_undecidable", result, f"episode {i}: {w}", f"episode {i}: {g}")
                continue
            if not _close(w[f], g.get(f)):
                return ctx.disagree(f"episodes.{f}", result, f"episode {i}: {w}", f"episode {i}: {g}")


def _flat(batch, prefix=""):
    out = {}
    for k, v in batch.items():
        path = f"{prefix}.{k}" if prefix else k
        if isinstance(v, Batch):
            out.update(_flat(v, path))
        else:
            out[path] = v.numpy() if isinstance(v, torch.Tensor) else np.asanyarray(v)
    return out


def _npz(path):
    with np.load(path, allow_pickle=True) as z:
        return {k: z[k] for k in z.files}


def _buffer_state(buf):
    """Everything a buffer pickles, as comparable values (sub-buffers and segment trees by
    their state; the random state and the reward function by name)."""
    state = {}
    for k, v in vars(buf).items():
        if k == "_random_state":
            continue
        if k in ("buffers", "cached_buffers"):
            v = [_buffer_state(b) for b in v]
        elif k == "main_buffer":
            v = _buffer_state(v)
        elif k == "weight":
            v = v._value
        elif callable(v):
            v = getattr(v, "__qualname__", repr(v))
        state[k] = v
    return {"class": type(buf).__name__, **state}


def _comparable(value):
    return _buffer_state(value) if oracle.is_buffer(value) else value


def _tianshou_h5(value, path):
    if oracle.is_buffer(value):
        value.save_hdf5(path)
        return type(value).load_hdf5(path)
    with h5py.File(path, "w") as f:
        to_hdf5(value.__getstate__(), f)
    return oracle.load(path)


def op_convert(ctx):
    ext = str(ctx.rng.choice([".pkl", ".h5", ".npz"]))
    out = ctx.out("convert" + ext)
    cls = type(ctx.value) if oracle.is_buffer(ctx.value) else None
    if ext == ".pkl":
        expected, error = tianshou(lambda: _comparable(oracle.roundtrip(ctx.value)))
        load = lambda p: _comparable(oracle.load(p, cls))  # noqa: E731
    elif ext == ".h5":
        # No pickle round trip here: numpy would make big-endian arrays native on the way.
        # A copy: HER's save_hdf5 undoes a relabelling in place.
        expected, error = tianshou(lambda: _comparable(_tianshou_h5(copy.deepcopy(ctx.value), ctx.out("tianshou.h5"))))
        load = lambda p: _comparable(oracle.load(p, cls))  # noqa: E731
        if error is not None:  # Tianshou cannot write it: ours must load as the input itself
            ctx.features.add("tianshou_cannot_save_hdf5")
            expected, error = _comparable(oracle.roundtrip(ctx.value)), None
    else:
        expected, error = tianshou(lambda: _flat(oracle.transitions(ctx.value)))
        load = _npz
    result = ctx.cli.run("convert", ctx.path, out)
    if "tianshou_cannot_save_hdf5" in ctx.features and result.rc == 2 and not call_error(result, False, out):
        return  # neither can write it
    check(ctx, "convert" + ext, result, expected, error, out, lambda: load(out))
    if result.rc != 0 or error is not None or ext == ".pkl":
        return
    back = ctx.out("back.pkl")
    result = ctx.cli.run("convert", out, back)
    # What the .pkl written back holds, as numpy loads a protocol-4 pickle.
    expected = oracle.roundtrip(expected)
    if ext == ".h5":
        check(ctx, "convert_back" + ext, result, expected, None, back, lambda: _comparable(oracle.load(back)))
    else:
        check(ctx, "convert_back" + ext, result, expected, None, back, lambda: _flat(oracle.load(back)))


def _rows(buf, rows):
    keys = ["obs", "act", "rew", "terminated", "truncated", "done", "obs_next", "info"]
    return Batch({k: buf._meta[k][rows] for k in keys if k in buf._meta.get_keys()})


def _episode_list(chosen, rng):
    """0,3,5-7: runs of consecutive numbers sometimes written as ranges."""
    parts, i = [], 0
    while i < len(chosen):
        j = i
        while j + 1 < len(chosen) and chosen[j + 1] == chosen[j] + 1:
            j += 1
        if j > i and rng.random() < 0.6:
            parts.append(f"{chosen[i]}-{chosen[j]}")
        else:
            parts.extend(str(c) for c in chosen[i:j + 1])
        i = j + 1
    return ",".join(parts)


def op_export(ctx):
    episodes = oracle.episodes(ctx.value)
    if not episodes:
        return
    n = len(episodes)
    chosen = sorted(set(int(x) for x in ctx.rng.choice(n, size=int(ctx.rng.integers(1, n + 1)), replace=True)))
    text = _episode_list(chosen, ctx.rng)
    if ctx.rng.random() < 0.1:  # a list naming no such episode, or not a list at all
        bad = str(ctx.rng.choice([str(n), f"{n - 1}-{n + 1}", "-1", "2-1", "1,,2", "x", ""]))
        out = ctx.out("export_bad.pkl")
        result = ctx.cli.run("export", ctx.path, "--episodes", bad, "-o", out)
        problem = call_error(result, False, out)
        if problem or result.rc != 1:
            ctx.disagree("export.bad_list", result, "exit 1 (usage error), no output", problem or f"exit {result.rc}")
        return
    out = ctx.out("export" + str(ctx.rng.choice([".pkl", ".h5"])))
    result = ctx.cli.run("export", ctx.path, "--episodes", text, "-o", out)
    if _bad_call(ctx, "export", result):
        return
    cls = type(ctx.value)
    try:
        got = oracle.load(out, cls)
        if type(got) is not cls:
            return ctx.disagree("export.class", result, cls.__name__, type(got).__name__)
        have = oracle.episodes(got)
    except Exception as e:
        return ctx.disagree("export.unreadable_output", result, f"a {cls.__name__}", f"{type(e).__name__}: {e}")
    if got.options != ctx.value.options or got.stack_num != ctx.value.stack_num:
        ctx.disagree("export.options", result, f"options {ctx.value.options}", f"options {got.options}")
    source = ctx.value
    if isinstance(source, HERReplayBuffer):  # exported with any pickled relabelling undone
        source = copy.deepcopy(source)
        source._restore_cache()
    want = [_rows(source, episodes[c]["rows"]) for c in chosen]
    ends = [episodes[c]["flag_end"] for c in chosen]
    have_rows = [_rows(got, e["rows"]) for e in have]
    if len(have) != len(want):
        return ctx.disagree("export.episode_count", result, f"{len(want)} episodes {ends}",
                            f"{len(have)} episodes {[e['flag_end'] for e in have]}")
    order = list(range(len(have)))
    if isinstance(got, ReplayBufferManager):  # across sub-buffers, order has no meaning
        order = []
        for w in want:
            match = [i for i in range(len(have)) if i not in order and not compare.differences(w, have_rows[i])]
            order.append(match[0] if match else -1)
        # Episodes with no identical match pair up in order, so their first difference shows.
        free = [i for i in range(len(have)) if i not in order]
        order = [i if i >= 0 else free.pop(0) for i in order]
    for k, (w, i) in enumerate(zip(want, order)):
        d = compare.differences(w, have_rows[i]) if i >= 0 else [("", "no matching episode", "", "")]
        if d or (i >= 0 and have[i]["flag_end"] != ends[k]):
            return ctx.disagree("export.episode_content", result, f"episode {chosen[k]} ({ends[k]}): {d[:1]}",
                                f"{have[i]['flag_end'] if i >= 0 else 'missing'}")
    _, error = tianshou(lambda: got.sample(min(4, max(len(got), 1))))
    if error:
        ctx.disagree("export.sample_fails", result, "sample works", error)
    step = ctx.value._meta[[episodes[chosen[0]]["rows"][0]]]
    if isinstance(got, ReplayBufferManager):
        _, error = tianshou(lambda: got.add(step, buffer_ids=[0]))
    else:
        _, error = tianshou(lambda: got.add(step[0]))
    if error:
        ctx.disagree("export.add_fails", result, "add works", error)
