#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""The Python side of ../shared/docs/bench.md.

Writes the input files into --data DIR in Tianshou's layouts (mujoco_1m.h5 as
`buf.save_hdf5` writes it, mujoco_1m.pkl as `pickle.dump(buf, f, protocol=4)`), then times
the real Tianshou 2.0.1 on the same machine and prints `NAME SECONDS` per workload, the
format replayscope-bench prints. With --compare BIN it also runs replayscope-bench (with
its floors: plain C++ moving the same bytes) on the same files and prints, per workload,
both times, the ratio, the largest ratio the floor allows, and whether bench.md's target is
met ("at least N times real Tianshou, or within 1.5x of the floor where the floor itself
allows less"; add_20k_steps within 3x of its floor).

Needs Debian's /usr/bin/python3 with python3-numpy and python3-h5py for the files, and
python3-torch, python3-pandas and python3-deepdiff for Tianshou itself, which is taken from
../shared/tools/tianshou-2.0.1 (the unmodified `tianshou.data` of v2.0.1; --tianshou DIR
points elsewhere, or at an installed copy with --tianshou ''). --dicts adds a second
column: the algorithms tianshou-spec.md describes for Batch.cat/stack/split/dropnull/
__getitem__ and ReplayBuffer.add/sample run step by step on plain dicts of numpy arrays,
Tianshou's work minus its Batch class overhead.
"""

import argparse
import os
import re
import pickle
import subprocess
import sys
import time

import h5py
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED_TOOLS = os.path.normpath(os.path.join(HERE, "..", "..", "shared", "tools"))
PYSTUB = os.path.join(SHARED_TOOLS, "pystub")
TIANSHOU = os.path.join(SHARED_TOOLS, "tianshou-2.0.1")
ROWS = 1_000_000

# bench.md's targets: minimum speed-up over real Tianshou per workload (20x for the rest;
# open_* also under 10 ms), and how close to its floor a workload must run where the floor
# itself allows less than that (add_20k_steps: always, within 3x).
TARGETS = {"cat_2000x8": 100, "add_20k_steps": 100, "dropnull_1m": 100}
FLOOR_SLACK = {"add_20k_steps": 3.0}
DEFAULT_FLOOR_SLACK = 1.5
OPEN_LIMIT = 0.010


def use_tianshou(directory):
    """Puts the Tianshou copy in `directory` first on sys.path (before anything imports
    a `tianshou` module, so that the stub cannot shadow it)."""
    if directory and directory not in sys.path:
        sys.path.insert(0, directory)


def real_tianshou():
    """Tianshou's real Batch and ReplayBuffer, or None with the reason on stderr."""
    try:
        from tianshou.data import Batch, ReplayBuffer
    except ImportError as error:
        print(f"# real Tianshou not importable: {error}", file=sys.stderr)
        return None
    if not hasattr(Batch, "cat"):
        print("# the `tianshou` on sys.path is the stand-in of ../shared/tools/pystub, not Tianshou", file=sys.stderr)
        return None
    return Batch, ReplayBuffer


def stub_classes():
    """Batch and ReplayBuffer classes to write the files with: the real ones when they
    import, else the stand-ins of ../shared/tools/pystub (the pickled bytes name the same
    classes and hold the same state either way)."""
    try:
        from tianshou.data.batch import Batch
        from tianshou.data.buffer.buffer_base import ReplayBuffer
        return Batch, ReplayBuffer
    except ImportError:
        pass
    # The real package failed half-way (torch missing): forget it, take the stub.
    for name in [n for n in sys.modules if n == "tianshou" or n.startswith("tianshou.")]:
        del sys.modules[name]
    sys.path[:] = [p for p in sys.path if os.path.normpath(p) != os.path.normpath(TIANSHOU)]
    if PYSTUB not in sys.path:
        sys.path.append(PYSTUB)
    from tianshou.data.batch import Batch
    from tianshou.data.buffer.buffer_base import ReplayBuffer
    return Batch, ReplayBuffer


# --- making the input files -------------------------------------------------------------

def buffer_state(rows):
    """A Tianshou v2 ReplayBuffer's __dict__ after `rows` MuJoCo-shaped transitions."""
    Batch, _ = stub_classes()
    rng = np.random.default_rng(0)
    terminated = rng.random(rows) < 0.001
    truncated = rng.random(rows) < 0.001
    meta = Batch(
        obs=rng.standard_normal((rows, 17), dtype=np.float32),
        act=rng.standard_normal((rows, 6), dtype=np.float32),
        rew=rng.standard_normal(rows, dtype=np.float32),
        terminated=terminated,
        truncated=truncated,
        obs_next=rng.standard_normal((rows, 17), dtype=np.float32),
        info=Batch(),
        done=terminated | truncated,
    )
    return {
        "options": {"stack_num": 1, "ignore_obs_next": False, "save_only_last_obs": False, "sample_avail": False},
        "maxsize": rows,
        "stack_num": 1,
        "_indices": np.arange(rows),
        "_save_obs_next": True,
        "_save_only_last_obs": False,
        "_sample_avail": False,
        "_meta": meta,
        "_random_state": np.random.RandomState(42),
        "last_index": np.array([rows - 1]),
        "_insertion_idx": 0,
        "_size": rows,
        "_ep_return": np.float64(0.0),
        "_ep_len": 0,
        "_ep_start_idx": 0,
    }


def to_hdf5(mapping, group):
    """Tianshou's to_hdf5 (tianshou-spec 4.5, writer rules) for the values a buffer holds."""
    Batch, _ = stub_classes()
    for key, value in mapping.items():
        if isinstance(value, (Batch, dict)):
            sub = group.create_group(key)
            if isinstance(value, Batch):
                sub.attrs["__data_type__"] = "Batch"
                value = value.__getstate__()
            to_hdf5(value, sub)
        elif isinstance(value, np.ndarray):
            group.create_dataset(key, data=value)
            group[key].attrs["__data_type__"] = "ndarray"
        elif isinstance(value, (bool, int, float)):
            group.attrs[key] = value
        else:
            data = np.frombuffer(pickle.dumps(value), dtype=np.int8)
            group.create_dataset(key, data=data)
            group[key].attrs["__data_type__"] = type(value).__name__


def from_hdf5(node):
    """Tianshou's from_hdf5 (tianshou-spec 4.5, reader rules): reads everything."""
    Batch, _ = stub_classes()
    if isinstance(node, h5py.Dataset):
        data_type = node.attrs["__data_type__"]
        if data_type == "ndarray":
            return np.array(node)
        return pickle.loads(node[()].tobytes())
    out = dict(node.attrs)
    data_type = out.pop("__data_type__", None)
    for key, member in node.items():
        out[key] = from_hdf5(member)
    return Batch(**out) if data_type == "Batch" else out


def make_files(data_dir, force):
    os.makedirs(data_dir, exist_ok=True)
    h5_path = os.path.join(data_dir, "mujoco_1m.h5")
    pkl_path = os.path.join(data_dir, "mujoco_1m.pkl")
    if force or not (os.path.exists(h5_path) and os.path.exists(pkl_path)):
        _, ReplayBuffer = stub_classes()
        state = buffer_state(ROWS)
        with h5py.File(h5_path, "w") as f:
            to_hdf5(state, f)
        buf = ReplayBuffer.__new__(ReplayBuffer)
        buf.__dict__.update(state)
        with open(pkl_path, "wb") as f:
            pickle.dump(buf, f, protocol=4)
    return h5_path, pkl_path


# --- workloads ------------------------------------------------------------------------

def best_of(body, runs=3, budget=2.0, prepare=None):
    """Fastest wall-clock time of at least `runs` runs (more while under `budget` s)."""
    best, total, run = float("inf"), 0.0, 0
    while run < runs or (total < budget and run < 1000):
        arg = prepare() if prepare else None
        start = time.perf_counter()
        body(arg) if prepare else body()
        seconds = time.perf_counter() - start
        best, total, run = min(best, seconds), total + seconds, run + 1
    return best


def small_batches():
    rng = np.random.default_rng(1)
    return [{"obs": {"pos": rng.standard_normal((8, 3)), "vel": rng.standard_normal((8, 3))},
             "act": rng.integers(0, 10, 8), "rew": rng.standard_normal(8)} for _ in range(2000)]


# --- tianshou-spec.md's Batch and buffer algorithms on dicts of arrays -------------------

def structure(b):
    return {k: structure(v) if isinstance(v, dict) else None for k, v in b.items()}


def batch_len(b):
    """len(Batch), 1.5: the minimum over the leaves' lengths (scalars raise)."""
    return min(batch_len(v) if isinstance(v, dict) else len(v) for v in b.values())


def correct_type(a):
    """_to_array_with_correct_type: non-numeric arrays become object arrays."""
    return a if a.dtype.kind in "biufc" else a.astype(object)


def merge(batches, combine):
    """The key grouping of __cat / stack_ (1.10, 1.11), then one numpy call per key."""
    keys = [set(b) for b in batches]
    shared = set.intersection(*keys)
    out = {}
    for k in [k for k in batches[0] if k in shared]:
        values = [b[k] for b in batches]
        if all(isinstance(v, dict) for v in values):
            out[k] = merge(values, combine)
        else:
            out[k] = correct_type(combine([np.asanyarray(v) for v in values]))
    return out


def spec_cat(batches):
    """Batch.cat, 1.11 (v1.2+): drop empties, check structures, take lengths, merge."""
    batches = [b for b in batches if b]
    reference = structure(batches[0])
    for b in batches[1:]:
        if structure(b) != reference:
            raise ValueError("Batch.cat_ only supports concatenation of batches with the same structure")
    [batch_len(b) for b in batches]
    return merge(batches, lambda arrays: np.concatenate(arrays))


def spec_stack(batches):
    """Batch.stack, 1.10."""
    return merge([b for b in batches if b], lambda arrays: np.stack(arrays))


def spec_getitem(b, index):
    """Batch.__getitem__, 1.7: the index applied to every leaf."""
    return {k: spec_getitem(v, index) if isinstance(v, dict) else v[index] for k, v in b.items()}


def spec_split(b, size):
    """Batch.split(size, shuffle=True), 1.12."""
    length = batch_len(b)
    indices = np.random.permutation(length)
    return [spec_getitem(b, indices[i:i + size]) for i in range(0, length, size)]


def has_null(b):
    return any(has_null(v) if isinstance(v, dict) else bool(np.isnan(v).any()) for v in b.values())


def at_least_1d(b):
    return {k: at_least_1d(v) if isinstance(v, dict) else np.atleast_1d(v) for k, v in b.items()}


def spec_dropnull(b):
    """Batch.dropnull, 1.15: the row loop, then cat of the kept rows."""
    kept = []
    for i in range(batch_len(b)):
        row = spec_getitem(b, i)
        if not has_null(row):
            kept.append(at_least_1d(row))
    return spec_cat(kept) if kept else {}


class SpecBuffer:
    """ReplayBuffer.add / sample / __getitem__ of tianshou-spec.md 2.4 and 2.6 (v2,
    stack_num 1, obs_next saved), on a dict of arrays."""

    KEYS = ("obs", "act", "rew", "terminated", "truncated", "done", "obs_next", "info")

    def __init__(self, size, meta=None, length=0):
        self.maxsize, self.meta, self.index, self.size = size, meta, 0, length
        self.ep_return, self.ep_len, self.ep_start = 0.0, 0, 0
        self.last_index = np.array([0])

    def add(self, batch):
        batch = {k: (v if isinstance(v, dict) else np.asanyarray(v)) for k, v in batch.items()}
        if not set(("obs", "act", "rew", "terminated", "truncated")).issubset(batch):
            raise ValueError("missing keys")
        batch["done"] = np.logical_or(batch["terminated"], batch["truncated"])
        ptr = self.index
        self.size = min(self.size + 1, self.maxsize)
        self.index = (self.index + 1) % self.maxsize
        self.ep_return += batch["rew"]
        self.ep_len += 1
        ep_return, ep_len, ep_start = self.ep_return, self.ep_len, self.ep_start
        if batch["done"]:
            self.ep_start, self.ep_return, self.ep_len = self.index, 0.0, 0
        if self.meta is None:
            self.meta = {k: np.zeros((self.maxsize, *v.shape), v.dtype) for k, v in batch.items()
                         if not isinstance(v, dict)}
        for k, v in batch.items():
            if not isinstance(v, dict):
                self.meta[k][ptr] = v
        self.last_index[0] = ptr
        return np.array([ptr]), np.array([ep_return]), np.array([ep_len]), np.array([ep_start])

    def sample_indices(self, batch_size):
        return np.random.choice(self.size, batch_size)

    def __getitem__(self, indices):
        return {k: self.meta[k][indices] for k in self.KEYS if k in self.meta}

    def sample(self, batch_size):
        indices = self.sample_indices(batch_size)
        return self[indices], indices


WORKLOADS = ("open_hdf5_1m", "load_hdf5_1m", "open_pickle_1m", "load_pickle_1m", "add_20k_steps", "sample256_x1000",
             "index_fancy_1m", "cat_2000x8", "stack_2000", "split_16000_by_64", "dropnull_1m")


def workloads(h5_path, pkl_path, tianshou, pattern=""):
    """Times the workloads whose name matches the regular expression pattern: with
    Tianshou's Batch and ReplayBuffer when tianshou is that pair, else the spec's
    algorithms on plain dicts of numpy arrays."""
    Batch, ReplayBuffer = tianshou if tianshou else stub_classes()
    out = {}

    def want(*names):
        return any(re.search(pattern, name) for name in names)

    def load_hdf5():
        with h5py.File(h5_path, "r") as f:
            buf = ReplayBuffer.__new__(ReplayBuffer)
            buf.__setstate__(from_hdf5(f))
        return buf

    def load_pickle():
        with open(pkl_path, "rb") as f:
            return pickle.load(f)

    if tianshou:
        load_hdf5 = lambda: ReplayBuffer.load_hdf5(h5_path)  # noqa: E731
    # Tianshou reads every array in both cases: opening and loading are the same call.
    if want("open_hdf5_1m", "load_hdf5_1m"):
        out["open_hdf5_1m"] = out["load_hdf5_1m"] = best_of(load_hdf5)
    if want("open_pickle_1m", "load_pickle_1m"):
        out["open_pickle_1m"] = out["load_pickle_1m"] = best_of(load_pickle)

    if want("add_20k_steps", "sample256_x1000", "index_fancy_1m"):
        buf = load_pickle()
        meta = buf._meta.__getstate__() if hasattr(buf._meta, "__getstate__") else buf._meta
        meta = {k: v for k, v in meta.items() if isinstance(v, np.ndarray)}
        rng = np.random.default_rng(4)
        indices = rng.integers(0, ROWS, 100_000)
        steps = [(rng.standard_normal(17, dtype=np.float32), rng.standard_normal(6, dtype=np.float32),
                  rng.standard_normal(17, dtype=np.float32), 0.5 * (i % 7), i % 1000 == 999, False)
                 for i in range(20_000)]
        if tianshou:
            def add():
                b = ReplayBuffer(100_000)
                for obs, act, obs_next, rew, term, trunc in steps:
                    b.add(Batch(obs=obs, act=act, rew=rew, terminated=term, truncated=trunc, obs_next=obs_next,
                                info={}))
            sample_buf = buf
        else:
            def add():
                b = SpecBuffer(100_000)
                for obs, act, obs_next, rew, term, trunc in steps:
                    b.add({"obs": obs, "act": act, "rew": rew, "terminated": term, "truncated": trunc,
                           "obs_next": obs_next, "info": {}})
            sample_buf = SpecBuffer(ROWS, meta, ROWS)
        if want("add_20k_steps"):
            out["add_20k_steps"] = best_of(add)
        if want("sample256_x1000"):
            out["sample256_x1000"] = best_of(lambda: [sample_buf.sample(256) for _ in range(1000)])
        if want("index_fancy_1m"):
            out["index_fancy_1m"] = best_of(lambda: sample_buf[indices])
        del buf, meta, sample_buf

    if want("cat_2000x8", "stack_2000", "split_16000_by_64"):
        batches = small_batches()
        if tianshou:
            tb = [Batch(b) for b in batches]
            cat, stack, split = Batch.cat, Batch.stack, lambda b: list(b.split(64, shuffle=True))
        else:
            tb = batches
            cat, stack, split = spec_cat, spec_stack, lambda b: spec_split(b, 64)
        if want("cat_2000x8"):
            out["cat_2000x8"] = best_of(lambda: cat(tb))
        if want("stack_2000"):
            out["stack_2000"] = best_of(lambda: stack(tb))
        if want("split_16000_by_64"):
            catted = cat(tb)
            out["split_16000_by_64"] = best_of(lambda: split(catted))

    if want("dropnull_1m"):
        null_rng = np.random.default_rng(2)
        a = null_rng.standard_normal(ROWS)
        a[::97] = np.nan
        b = null_rng.standard_normal((ROWS, 4))
        # Both sides loop over the rows in Python (minutes with Tianshou): one run will do.
        if tianshou:
            nb = Batch(a=a, b=b)
            out["dropnull_1m"] = best_of(lambda: nb.dropnull(), runs=1, budget=0)
        else:
            out["dropnull_1m"] = best_of(lambda: spec_dropnull({"a": a, "b": b}), runs=1, budget=0)
    return out


# --- side-by-side comparison -----------------------------------------------------------

def verdict(name, ours, reference, floor):
    """Whether bench.md's target holds for one workload, and why (or why not)."""
    target = TARGETS.get(name, 20)
    ratio = reference / ours if ours > 0 else float("inf")
    if name.startswith("open_") and ours > OPEN_LIMIT:
        return False, f"over {OPEN_LIMIT * 1000:.0f} ms"
    if ratio >= target:
        return True, f">= {target}x"
    if floor:
        slack = FLOOR_SLACK.get(name, DEFAULT_FLOOR_SLACK)
        allows = reference / floor
        if name in FLOOR_SLACK or allows < target:
            if ours <= slack * floor:
                return True, f"{ours / floor:.2f}x floor <= {slack}x"
            return False, f"{ours / floor:.2f}x floor > {slack}x"
        return False, f"< {target}x, floor allows {allows:.0f}x"
    return False, f"< {target}x, no floor"


def run_ours(bench_binary, data_dir, pattern, floors):
    command = [bench_binary, "--data", data_dir, "--filter", pattern or ".*"] + (["--floors"] if floors else [])
    run = subprocess.run(command, check=True, capture_output=True, text=True)
    ours = {}
    for line in run.stdout.splitlines():
        name, seconds = line.split()
        ours[name] = float(seconds)
    return ours


def compare(reference, dicts, ours):
    """One row per workload: our time, Tianshou's, the ratio, the floor and the ratio it
    allows (Tianshou / floor: the bound on any implementation here), our time over the
    floor, bench.md's target and whether it is met; with --dicts also the plain-dict time."""
    dict_head = f" {'dicts s':>9} {'ratio':>8}" if dicts else ""
    print(f"{'workload':<18} {'ours s':>10} {'tianshou s':>11} {'ratio':>8} {'target':>6} {'floor s':>10} "
          f"{'allows':>8} {'ours/fl':>7}{dict_head}  met")
    met_all = True
    for name in WORKLOADS:
        if name not in reference or name not in ours:
            continue
        mine, theirs = ours[name], reference[name]
        floor = ours.get("floor_" + name)
        ratio = theirs / mine if mine > 0 else float("inf")
        floor_text = f" {floor:>10.6f} {theirs / floor:>7.1f}x {mine / floor:>6.2f}x" if floor else f" {'':>10} {'':>8} {'':>7}"
        dict_text = ""
        if dicts:
            d = dicts.get(name)
            dict_text = f" {d:>9.5f} {d / mine:>7.1f}x" if d else f" {'':>9} {'':>8}"
        met, why = verdict(name, mine, theirs, floor)
        met_all = met_all and met
        print(f"{name:<18} {mine:>10.6f} {theirs:>11.5f} {ratio:>7.1f}x {TARGETS.get(name, 20):>5}x{floor_text}{dict_text}  "
              f"{'yes' if met else 'NO'} ({why})")
    return met_all


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="folder for mujoco_1m.h5 and mujoco_1m.pkl")
    parser.add_argument("--force", action="store_true", help="rewrite the input files")
    parser.add_argument("--make-only", action="store_true", help="write the input files and stop")
    parser.add_argument("--filter", default="", help="only workloads whose name matches this regular expression")
    parser.add_argument("--compare", metavar="BIN", help="also run replayscope-bench BIN (with --floors) and print ratios")
    parser.add_argument("--no-floors", action="store_true", help="with --compare: leave the floors out (faster)")
    parser.add_argument("--floors", action="store_true", help=argparse.SUPPRESS)  # the default now
    parser.add_argument("--dicts", action="store_true",
                        help="also time the spec's algorithms on plain dicts of numpy arrays (a second column)")
    parser.add_argument("--tianshou", default=TIANSHOU,
                        help="folder holding Tianshou's `tianshou` package (default: %(default)s; '' for an installed one)")
    args = parser.parse_args()
    use_tianshou(args.tianshou)
    h5_path, pkl_path = make_files(args.data, args.force)
    if args.make_only:
        return 0
    tianshou = real_tianshou()
    if tianshou is None:
        print("reference.py: the reference is Tianshou 2.0.1 itself; install python3-torch, python3-pandas and "
              f"python3-deepdiff and check --tianshou ({args.tianshou or 'installed'})", file=sys.stderr)
        return 1
    print("# reference: Tianshou " + __import__("tianshou").__version__ + " from "
          + os.path.dirname(os.path.dirname(sys.modules["tianshou"].__file__)), file=sys.stderr)
    selected = lambda times: {k: v for k, v in times.items() if re.search(args.filter, k)}  # noqa: E731
    results = selected(workloads(h5_path, pkl_path, tianshou, args.filter))
    dicts = selected(workloads(h5_path, pkl_path, None, args.filter)) if args.dicts else {}
    if args.compare:
        ours = run_ours(args.compare, args.data, args.filter, not args.no_floors)
        return 0 if compare(results, dicts, ours) else 3
    for name, seconds in results.items():
        print(f"{name} {seconds:.6f}" + (f" {dicts[name]:.6f}" if name in dicts else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
