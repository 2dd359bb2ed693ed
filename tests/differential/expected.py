# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Every disagreement with Tianshou the differential test accepts, each by name and reason.

Two tables, never a blanket skip:
- EXPECTED: deliberate, documented differences (docs/compatibility.md) and facts no
  reader can know from the file. A match counts as agreement.
- KNOWN_BUGS: disagreements that are bugs still to fix (issue 18). They are counted
  and shown apart; the run passes with them only under --allow-known-bugs.
  Whoever fixes one deletes its entry here, so the test proves it.
A rule matches a Disagreement (runner.py) by its class (`op.what`), the features of the
input (genbatch/genbuffer) and, where needed, the texts of both sides.
"""
import re
from dataclasses import dataclass
from typing import Callable


@dataclass
class Rule:
    name: str
    reason: str
    match: Callable
    issue: str = ""


def cls(*names):
    return lambda d: d.cls in names


def has(*features):
    return lambda d: all(f in d.features for f in features)


def both(*preds):
    return lambda d: all(p(d) for p in preds)


def either(*preds):
    return lambda d: any(p(d) for p in preds)


def text(*needles):
    """Some needle occurs in what Tianshou gave, what we gave or the command."""
    return lambda d: any(n in d.expected or n in d.got or n in d.command for n in needles)


def h5_input(d):
    return any(f.startswith("h5_") for f in d.features)


def h5_involved(d):
    """The input is HDF5, or the command reads or writes HDF5."""
    return h5_input(d) or ".h5" in d.command


def regex(pattern):
    return lambda d: re.search(pattern, d.expected) is not None


EXPECTED = [
    Rule("index_checked_without_arrays",
         "an index numpy always rejects (slice step 0, 1.5) is refused up front; Tianshou only fails "
         "when some leaf is indexed, so on a Batch of only None/empty Batches it 'succeeds'",
         both(cls("slice.fails_where_tianshou_succeeds"), has("no_indexable_leaves"),
              text("bad index expression"))),
    Rule("cut_undecidable",
         "Whether a full ring overwrote the start of its oldest episode is not in the file: an "
         "episode may have ended exactly where the ring wrapped, or a ring may have wrapped a whole "
         "number of times. The oracle knows (info.t from the generator), no reader can; docs/cli.md "
         "defines `cut` by the ring (full and wrapped).",
         cls("episodes.cut_undecidable")),
    # ---- Tianshou oddities issue 18 asked to decide on: each is a docs/compatibility.md item
    Rule("hdf5_strings_come_back_as_bytes", "compatibility.md 1: h5py gives str object arrays back as bytes; we read str",
         both(h5_involved, lambda d: "b'" in d.expected and "b'" not in d.got)),
    Rule("from_hdf5_empty_tensor", "compatibility.md 2: from_hdf5 loses the dtype and shape of empty tensors (torch.tensor "
         "of an empty dataset is float32 (0,))",
         both(h5_involved, either(regex(r"torch\.float32\((\d+, )*0[,)]|<f4\((\d+, )*0[,)]|"
                                        r"'kind': 'torch', 'dtype': 'float32', 'shape': \[0"),
                                  both(cls("slice.succeeds_where_tianshou_fails"),
                                       text("too many indices for tensor of dimension 1")),
                                  both(cls("stack.succeeds_where_tianshou_fails", "cat.succeeds_where_tianshou_fails"),
                                       text("expects each tensor to be equal size", "Sizes of tensors must match")),
                                  # stack --axis 2 of an empty tensor: (0, 3) for us, (0,) after from_hdf5
                                  both(cls("stack.succeeds_where_tianshou_fails"), has("torch"),
                                       text("Dimension out of range")),
                                  # cat of that empty tensor with an int one: float32 wins in torch.cat
                                  both(cls("cat.tensor_dtype_shape", "stack.tensor_dtype_shape"), has("torch"),
                                       regex(r"torch\.float32")),
                                  # tree: from_hdf5's torch.tensor of an empty dataset prints tensor([])
                                  both(cls("tree.text"), text("tensor([])")))),),
    Rule("from_hdf5_0d_tensor", "compatibility.md 3: from_hdf5 fails on 0-d tensors (torch.tensor of a scalar dataset)",
         either(cls("h5_input.read_where_tianshou_fails"), both(has("torch_0d"), text("0-d", "scalar")))),
    Rule("isnull_skips_tensors", "compatibility.md 7: pandas.isnull does not look inside tensors, so Tianshou's dropnull "
         "keeps rows whose NaN is in a tensor; we drop them",
         both(cls("dropnull.dtype_shape", "dropnull.keys"), has("torch"))),
    Rule("torch_nested_index_list", "compatibility.md 6: torch reads a nested index list ([[0]]) per axis, numpy as one "
         "fancy index",
         both(lambda d: d.cls.startswith("slice.tensor"), text("--index '[["))),
    Rule("torch_several_ellipses", "compatibility.md 6: torch accepts several ellipses (t[..., ...]), numpy "
         "refuses them; we read every leaf's index as numpy does",
         both(cls("slice.fails_where_tianshou_succeeds"), has("torch"), text("single ellipsis"))),
    Rule("torch_negative_step", "compatibility.md 5: torch refuses negative slice steps; we slice",
         both(cls("slice.succeeds_where_tianshou_fails"), text("step must be greater than zero"))),
    Rule("dropnull_bfloat16", "compatibility.md 8: Tianshou's dropnull fails on bfloat16 tensors (pandas.isnull)",
         both(cls("dropnull.succeeds_where_tianshou_fails"), text("BFloat16"))),
    Rule("bigendian_pickle_loads_native",
         "compatibility.md 11: numpy 1.24 loads big-endian arrays of protocol 2-4 pickles as native-endian ones (same "
         "values); we keep '>'",
         either(both(has("bigendian", "pickle_p2to4"), text(">u", ">i", ">f", ">c", "'>", "dtype='>")),
                # info --json spells the dtype as stored (docs/info-json.md): '>u4' where
                # Tianshou's numpy has 'uint32'
                both(lambda d: d.cls.startswith("info.leaf_"), has("bigendian", "pickle_p2to4")))),
]

KNOWN_BUGS = [
    # Empty: every disagreement issue 18 listed or this test found is fixed or is a
    # documented difference above. A new bug found later goes here, with its issue.
]


def classify(d):
    """'expected', 'known' or 'unexpected'; sets d.rule to the matching rule's name."""
    for table, verdict in ((EXPECTED, "expected"), (KNOWN_BUGS, "known")):
        for rule in table:
            if rule.match(d):
                d.rule = rule.name
                return verdict
    return "unexpected"
