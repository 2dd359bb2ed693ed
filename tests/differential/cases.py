# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""One random case: an input file written by Tianshou, the value Tianshou reads back
from it, sibling inputs for cat/stack, and the disagreements found on it.

Batches are pickled with protocol 2-5 or written with `to_hdf5` (root as a plain group,
root marked `__data_type__ = "Batch"`, or the Batch as the root's single group);
buffers are pickled or written with `save_hdf5` (sometimes gzip-compressed).
"""
import os
import pickle
import shutil

import h5py
import numpy as np
from tianshou.data import Batch
from tianshou.data.utils.converter import to_hdf5

import genbatch
import genbuffer
import oracle
from runner import Disagreement


def _write_batch_h5(batch, path, layout):
    with h5py.File(path, "w") as f:
        if layout == "single_group":
            to_hdf5({"batch": batch}, f)
        else:
            if layout == "root_batch":
                f.attrs["__data_type__"] = "Batch"
            to_hdf5(batch.__getstate__(), f)


class Case:
    def __init__(self, index, seed, cli, workdir):
        self.index = index
        self.rng = np.random.default_rng([seed, index])
        # Tianshou draws from numpy's global generator too (HER relabelling, split's shuffle):
        # seeded per case, so case K is the same whatever ran before it.
        np.random.seed([seed, index])
        self.cli = cli
        self.dir = os.path.join(workdir, f"case_{index:06d}")
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir)
        self.found = []
        self._outputs = 0
        self._views = {}
        self.siblings = []
        if self.rng.random() < 0.55:
            self._make_batch()
        else:
            self._make_buffer()

    # ------------------------------------------------------------ inputs
    def _make_batch(self):
        batches, self.features = genbatch.random_batches(self.rng, 3)
        self.kind = "batch"
        main = batches[0]
        self.path, self.value = None, None
        if self.rng.random() < 0.3:
            layout = str(self.rng.choice(["plain", "root_batch", "single_group"]))
            path = os.path.join(self.dir, f"input.{layout}.h5")
            written = False
            try:
                _write_batch_h5(main, path, layout)
                written = True
                self.features.add("h5_" + layout)
                self.path, self.value = path, oracle.load(path)
            except Exception as e:  # Tianshou cannot write or read it back: recorded, pickled instead
                self.features.add("tianshou_h5_fails")
                self.tianshou_h5_error = f"{type(e).__name__}: {str(e)[:160]}"
                self.h5_attempt = path if written else None
        if self.path is None:
            self.path = self._pickle(main, "input")
            self.value = oracle.load(self.path)
        self.siblings = [self._pickle(b, f"sibling{i}") for i, b in enumerate(batches[1:])]

    def _make_buffer(self):
        buf, self.features = genbuffer.random_buffer(self.rng)
        self.kind = "buffer"
        self.buffer_class = type(buf)
        if self.rng.random() < 0.3:
            self.path = os.path.join(self.dir, "input.h5")
            buf.save_hdf5(self.path, compression="gzip" if self.rng.random() < 0.3 else None)
            self.features.add("h5_save_hdf5")
            self.value = type(buf).load_hdf5(self.path)
        else:
            self.path = self._pickle(buf, "input")
            self.value = oracle.load(self.path)

    def _pickle(self, value, name):
        protocol = int(self.rng.integers(2, 6))
        if protocol < 5:  # numpy loads big-endian arrays of such pickles as native ones
            self.features.add("pickle_p2to4")
        path = os.path.join(self.dir, f"{name}.p{protocol}.pkl")
        with open(path, "wb") as f:
            pickle.dump(value, f, protocol=protocol)
        return path

    # ------------------------------------------------------------ for the operations
    def out(self, name):
        self._outputs += 1
        return os.path.join(self.dir, f"out{self._outputs:02d}_{name}")

    def transitions(self):
        return oracle.transitions(self.value)

    def transitions_of(self, path):
        if path == self.path:
            return self.transitions()
        if path not in self._views:
            self._views[path] = oracle.transitions(oracle.load(path))
        return self._views[path]

    def pick_inputs(self, count):
        pool = [self.path] + (self.siblings if self.siblings else [self.path])
        return [self.path] + [pool[int(self.rng.integers(len(pool)))] for _ in range(int(count) - 1)]

    def disagree(self, cls, result, expected, got, extra=()):
        d = Disagreement(cls, result.command, str(expected), str(got), self.features)  # live: later ops add facts
        d.extra = [f"{p}: {w}: {e} vs {g}" for p, w, e, g in extra]
        self.found.append(d)
