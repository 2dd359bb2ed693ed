# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The Batch operations: cat, stack, split, dropnull and slice, each run through
replayscope-cli and computed with Tianshou on the same inputs (a buffer enters as
`buf[:]`). Results are compared as a user sees them: our .pkl output loaded with
pickle against Tianshou's result after a pickle round trip.
"""
import glob
import os
import warnings

import numpy as np
import torch
from tianshou.data import Batch

import compare
import oracle
from runner import call_error


def tianshou(fn):
    """(value, None) or (None, exception text) of a Tianshou computation."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with np.errstate(all="ignore"):
                return fn(), None
    except Exception as e:  # any failure of the library is an error the CLI must report too
        text = " ".join(str(e).split())
        return None, f"{type(e).__name__}: {text if len(text) < 300 else text[:150] + ' ... ' + text[-150:]}"


def check(ctx, op, result, expected, error, out_path, load_got):
    """Compares one CLI result with Tianshou's (expected value or error text)."""
    problem = call_error(result, error is None, out_path)
    if problem:
        return ctx.disagree(f"{op}.{problem.split(' (')[0].replace(' ', '_')}", result,
                            error or "success", f"{problem}; exit {result.rc}: {result.err.strip()[:300]}")
    if error is not None:
        if result.rc == 0:
            ctx.disagree(f"{op}.succeeds_where_tianshou_fails", result, error, "exit 0")
        return
    if result.rc != 0:
        return ctx.disagree(f"{op}.fails_where_tianshou_succeeds", result, "success", f"exit {result.rc}: {result.err.strip()[:300]}")
    try:
        got = load_got()
    except Exception as e:
        return ctx.disagree(f"{op}.unreadable_output", result, "a file Tianshou loads", f"{type(e).__name__}: {e}")
    diffs = compare.differences(expected, got)
    if diffs:
        path, what, e, g = diffs[0]
        ctx.disagree(f"{op}.{what.replace(' ', '_').replace('/', '_')}", result, f"{path}: {e}", f"{path}: {g}",
                     extra=diffs[1:])


def load_pkl(path):
    return lambda: oracle.load(path)


def op_cat(ctx):
    paths = ctx.pick_inputs(ctx.rng.integers(1, 4))
    out = ctx.out("cat.pkl")
    expected, error = tianshou(lambda: oracle.roundtrip(Batch.cat([ctx.transitions_of(p) for p in paths])))
    check(ctx, "cat", ctx.cli.run("cat", *paths, "-o", out), expected, error, out, load_pkl(out))


def op_stack(ctx):
    paths = ctx.pick_inputs(ctx.rng.integers(1, 4))
    axis = int(ctx.rng.choice([0, 0, 1, -1, 2, -2]))
    out = ctx.out("stack.pkl")
    expected, error = tianshou(lambda: oracle.roundtrip(Batch.stack([ctx.transitions_of(p) for p in paths], axis)))
    check(ctx, "stack", ctx.cli.run("stack", *paths, "--axis", axis, "-o", out), expected, error, out, load_pkl(out))


def op_split(ctx):
    size = int(ctx.rng.choice([-1, 1, 2, 3, 5]))
    merge = bool(ctx.rng.random() < 0.4)
    shuffle = bool(ctx.rng.random() < 0.3)
    seed = int(ctx.rng.integers(0, 2**32))
    outdir = ctx.out("split")
    args = ["split", ctx.path, "--size", size, "-o", outdir] + (["--merge-last"] if merge else [])
    args += ["--shuffle", "--seed", seed] if shuffle else []

    def parts():
        np.random.seed(seed)  # the CLI documents --seed S as numpy's RandomState(S).permutation
        return [oracle.roundtrip(p) for p in ctx.transitions().split(size, shuffle=shuffle, merge_last=merge)]

    expected, error = tianshou(parts)

    def got():
        return [oracle.load(p) for p in sorted(glob.glob(os.path.join(outdir, "part_*.pkl")))]
    check(ctx, "split", ctx.cli.run(*args), expected, error, None, got)


def op_dropnull(ctx):
    out = ctx.out("dropnull.pkl")
    expected, error = tianshou(lambda: oracle.roundtrip(ctx.transitions().dropnull()))
    check(ctx, "dropnull", ctx.cli.run("dropnull", ctx.path, "-o", out), expected, error, out, load_pkl(out))


def _index_part(rng, n):
    r = rng.random()
    bound = max(n, 1) + 2
    i = lambda: int(rng.integers(-bound, bound))  # noqa: E731  (in and out of range)
    opt = lambda: "" if rng.random() < 0.4 else str(i())  # noqa: E731
    if r < 0.3:
        return str(i())
    if r < 0.65:
        text = f"{opt()}:{opt()}"
        if rng.random() < 0.5:
            text += ":" + str(int(rng.choice([1, 2, 3, -1, -2, 0])))
        return text
    if r < 0.85:
        return "[" + ",".join(str(i()) for _ in range(int(rng.integers(0, 4)))) + "]"
    return "..."


def _indexable(batch):
    """Whether batch[index] indexes some leaf (Tianshou skips None and empty Batches)."""
    for v in batch.values():
        if isinstance(v, Batch) and len(v.get_keys()) == 0 or v is None:
            continue
        if not isinstance(v, Batch) or _indexable(v):
            return True
    return False


def _has_empty_leaf(batch):
    """Whether some array or tensor leaf has no elements."""
    for v in batch.values():
        if isinstance(v, Batch):
            if _has_empty_leaf(v):
                return True
        elif isinstance(v, torch.Tensor) and v.numel() == 0:
            return True
        elif isinstance(v, np.ndarray) and v.size == 0:
            return True
    return False


def random_index(rng, n):
    """A numpy index expression: valid, out of range, or not valid syntax at all."""
    if rng.random() < 0.08:
        return str(rng.choice(["1:2:3:4", "[1,", "abc", "1.5", ",", "[[0]]", "1-", ""]))
    parts = [_index_part(rng, n) for _ in range(1 if rng.random() < 0.75 else 2)]
    return ",".join(parts)


def op_slice(ctx):
    try:
        n = len(ctx.transitions())
    except Exception:
        n = 3
    expr = random_index(ctx.rng, n)
    if _has_empty_leaf(ctx.transitions()):
        ctx.features.add("empty_leaf")
    if not _indexable(ctx.transitions()):
        ctx.features.add("no_indexable_leaves")  # Tianshou's batch[...] then indexes nothing at all
    out = ctx.out("slice.pkl")
    expected, error = tianshou(lambda: oracle.roundtrip(ctx.transitions()[eval("np.s_[" + expr + "]", {"np": np})]))
    check(ctx, "slice", ctx.cli.run("slice", ctx.path, "--index", expr, "-o", out), expected, error, out, load_pkl(out))


def op_sample(ctx):
    """sample -n N --seed S: numpy's RandomState(S).choice(len, N, replace=False) rows (docs/cli.md)."""
    try:
        length = len(ctx.transitions())
    except Exception:
        length = 2
    n = int(ctx.rng.integers(0, length + 2))
    seed = int(ctx.rng.integers(0, 2**32))
    out = ctx.out("sample.pkl")

    def rows():
        if n > len(ctx.transitions()):
            raise ValueError("Cannot take a larger sample than population when 'replace=False'")
        return oracle.roundtrip(ctx.transitions()[np.random.RandomState(seed).choice(len(ctx.transitions()), n,
                                                                                    replace=False)])
    expected, error = tianshou(rows)
    check(ctx, "sample", ctx.cli.run("sample", ctx.path, "-n", n, "--seed", seed, "-o", out), expected, error, out,
          load_pkl(out))
