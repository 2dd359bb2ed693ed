#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Seeded differential test: replayscope-cli against the real Tianshou 2.0.1 (issue 18).

usage: PYTHONPATH=../shared/tools/tianshou-2.0.1 /usr/bin/python3 difftest.py \
           --cli build/dev/app/cli/replayscope-cli [--seed S] [--cases N] [--only K]
           [--workdir DIR] [--keep] [--allow-known-bugs] [--verbose]

Each case draws a random Batch or buffer with the library, writes it as Tianshou does
(pickle protocol 2-5, to_hdf5/save_hdf5), and runs tree and info --json plus random
operations through the CLI, comparing with what Tianshou/numpy/torch compute (cases.py,
opsbatch.py, opsfile.py). Case K of seed S is the same whatever --cases is, so
`--seed S --only K` reproduces one case. Every disagreement prints the kept input and
the exact command. Last line: `N passed, M failed`; exit 1 on any unexpected
disagreement (or a known bug without --allow-known-bugs, or env DIFFTEST_ALLOW_KNOWN_BUGS=1).
"""
import argparse
import collections
import os
import shutil
import sys
import tempfile
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

try:  # the oracle must be there: a missing one fails the test, it never skips it
    import numpy  # noqa: F401
    import torch  # noqa: F401
    import tianshou.data  # noqa: F401
except ImportError as missing:
    print(f"difftest: cannot import the oracle ({missing}); needs python3-torch/-numpy/-h5py/-pandas/"
          "-deepdiff and PYTHONPATH=../shared/tools/tianshou-2.0.1", file=sys.stderr)
    print("0 passed, 1 failed")
    sys.exit(2)

warnings.simplefilter("ignore")  # the library's own warnings (slow tensor creation, dtype fallbacks)

import cases  # noqa: E402
import expected  # noqa: E402
import opsbatch  # noqa: E402
import opsfile  # noqa: E402
from runner import Cli  # noqa: E402

# Every case runs the fixed operations of its kind, then --ops random Batch operations.
FIXED = {"batch": [opsfile.op_tree, opsfile.op_info, opsfile.op_convert],
         "buffer": [opsfile.op_tree, opsfile.op_info, opsfile.op_episodes, opsfile.op_export, opsfile.op_convert]}
RANDOM_OPS = [opsbatch.op_cat, opsbatch.op_stack, opsbatch.op_split, opsbatch.op_dropnull, opsbatch.op_slice, opsbatch.op_sample,
              opsbatch.op_slice]
OPS_RUN = collections.Counter()


def run_case(case, extra_ops):
    if "tianshou_h5_fails" in case.features and getattr(case, "h5_attempt", None):
        result = case.cli.run("info", case.h5_attempt, "--json")
        if result.rc == 0:  # we read what Tianshou wrote but cannot read back itself
            case.disagree("h5_input.read_where_tianshou_fails", result, case.tianshou_h5_error, "exit 0")
    ops = FIXED[case.kind] + [RANDOM_OPS[int(case.rng.integers(len(RANDOM_OPS)))] for _ in range(extra_ops)]
    for op in ops:
        OPS_RUN[op.__name__[3:]] += 1
        try:
            op(case)
        except Exception as e:  # a bug of the test itself must show, not hide a case
            import traceback
            case.found.append(cases.Disagreement(f"harness.{op.__name__}", "(python)", "no exception",
                                                 f"{type(e).__name__}: {e}\n{traceback.format_exc()}",
                                                 set(case.features)))


def report(case, d, verdict, seed):
    tag = {"unexpected": "DISAGREEMENT", "known": "KNOWN BUG", "expected": "expected"}[verdict]
    print(f"[{tag}] case {case.index} {d.cls}" + (f" (rule {d.rule})" if d.rule else ""))
    print(f"    input:    {case.path}    (case: difftest.py --seed {seed} --only {case.index})")
    print(f"    command:  {d.command}")
    print(f"    tianshou: {d.expected[:600]}")
    print(f"    ours:     {d.got[:600]}")
    for line in getattr(d, "extra", [])[:3]:
        print(f"    also:     {line[:300]}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cli", required=True, help="path of replayscope-cli")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--first", type=int, default=0, help="index of the first case")
    ap.add_argument("--only", type=int, help="run just case K (a reproducer)")
    ap.add_argument("--ops", type=int, default=2, help="random Batch operations per case besides the fixed ones")
    ap.add_argument("--workdir", help="where inputs and outputs go (default: a temporary folder)")
    ap.add_argument("--keep", action="store_true", help="keep every case's files, not only failing ones")
    ap.add_argument("--allow-known-bugs", action="store_true",
                    default=os.environ.get("DIFFTEST_ALLOW_KNOWN_BUGS") == "1")
    ap.add_argument("--verbose", action="store_true", help="also print expected differences")
    args = ap.parse_args()
    if not os.access(args.cli, os.X_OK):
        print(f"difftest: {args.cli} is not an executable", file=sys.stderr)
        print("0 passed, 1 failed")
        return 2
    workdir = args.workdir or tempfile.mkdtemp(prefix="difftest-")
    os.makedirs(workdir, exist_ok=True)
    cli = Cli(args.cli)
    indices = [args.only] if args.only is not None else range(args.first, args.first + args.cases)
    counts = {"expected": collections.Counter(), "known": collections.Counter(), "unexpected": collections.Counter()}
    passed = failed = 0
    start = time.time()
    for index in indices:
        case = cases.Case(index, args.seed, cli, workdir)
        run_case(case, args.ops)
        verdicts = [(d, expected.classify(d)) for d in case.found]
        bad = False
        for d, verdict in verdicts:
            counts[verdict][d.rule or d.cls] += 1
            if verdict == "unexpected" or (verdict == "known" and not args.allow_known_bugs):
                bad = True
            if verdict != "expected" or args.verbose:
                report(case, d, verdict, args.seed)
        if bad:
            failed += 1
        else:
            passed += 1
        if not bad and not args.keep and not any(v == "known" for _, v in verdicts):
            shutil.rmtree(case.dir, ignore_errors=True)
    print(f"\n=== seed {args.seed}, {passed + failed} cases, {cli.calls} CLI calls, {time.time() - start:.0f} s; "
          f"files of failing cases and known bugs kept in {workdir}")
    print("operations: " + ", ".join(f"{name} {n}" for name, n in sorted(OPS_RUN.items())))
    for verdict, title in (("unexpected", "unexpected disagreements"), ("known", "known bugs (issue 18)"),
                           ("expected", "expected differences (expected.py)")):
        print(f"--- {title}: {sum(counts[verdict].values())}")
        for name, n in counts[verdict].most_common():
            print(f"    {n:6d}  {name}")
    unused = [r.name for r in expected.EXPECTED + expected.KNOWN_BUGS
              if not counts["expected"][r.name] and not counts["known"][r.name]]
    if unused:  # a fixed bug's rule shows here first: delete it so the test guards the fix
        print("rules that matched nothing in this run: " + ", ".join(unused))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
