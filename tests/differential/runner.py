# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Running replayscope-cli and recording disagreements.

Every CLI call is a subprocess with a timeout (a hang is a failure). A disagreement
carries the class it was found in (`op.what`), the exact command line to reproduce it
and what Tianshou gave against what we gave.
"""
import os
import shlex
import subprocess
from dataclasses import dataclass, field

TIMEOUT = 60


@dataclass
class Result:
    rc: object  # exit status, or "timeout"
    out: str
    err: str
    command: str


@dataclass
class Disagreement:
    cls: str            # e.g. "slice.error", "tree.text", "info.dtype"
    command: str        # the exact command line
    expected: str       # what Tianshou/numpy/torch gave
    got: str            # what replayscope-cli gave
    features: set = field(default_factory=set)  # what the input holds (genbatch/genbuffer)
    rule: str = ""      # the expected-difference or known-bug rule that matched, if any


class Cli:
    """Runs the binary; counts calls."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.calls = 0

    def run(self, *args):
        argv = [self.path, *[str(a) for a in args]]
        command = shlex.join(argv)
        self.calls += 1
        try:
            p = subprocess.run(argv, capture_output=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return Result("timeout", "", f"no answer within {TIMEOUT} s", command)
        return Result(p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"), command)


def call_error(result, expected_ok, out_path=None):
    """Why a CLI result is wrong on its own terms (crash, hang, several stderr lines,
    partial output), or None. expected_ok says whether Tianshou succeeded."""
    if result.rc == "timeout":
        return "hang"
    if result.rc not in (0, 1, 2, 3):
        return f"crash (exit {result.rc})"
    if result.rc != 0:
        if len(result.err.strip().splitlines()) != 1:
            return "error message is not one line"
        if out_path and os.path.exists(out_path):
            return "partial output file left after an error"
    return None
