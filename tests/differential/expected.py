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


VECTOR = ("class_VectorReplayBuffer", "class_PrioritizedVectorReplayBuffer")

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
                                       text("expects each tensor to be equal size", "Sizes of tensors must match")))),),
    Rule("from_hdf5_0d_tensor", "compatibility.md 3: from_hdf5 fails on 0-d tensors (torch.tensor of a scalar dataset)",
         either(cls("h5_input.read_where_tianshou_fails"), both(has("torch_0d"), text("0-d", "scalar")))),
    Rule("isnull_skips_tensors", "compatibility.md 7: pandas.isnull does not look inside tensors, so Tianshou's dropnull "
         "keeps rows whose NaN is in a tensor; we drop them",
         both(cls("dropnull.dtype_shape", "dropnull.keys"), has("torch"))),
    Rule("torch_nested_index_list", "compatibility.md 6: torch reads a nested index list ([[0]]) per axis, numpy as one "
         "fancy index",
         both(lambda d: d.cls.startswith("slice.tensor"), text("--index '[["))),
    Rule("torch_negative_step", "compatibility.md 5: torch refuses negative slice steps; we slice",
         both(cls("slice.succeeds_where_tianshou_fails"), text("step must be greater than zero"))),
    Rule("dropnull_bfloat16", "compatibility.md 8: Tianshou's dropnull fails on bfloat16 tensors (pandas.isnull)",
         both(cls("dropnull.succeeds_where_tianshou_fails"), text("BFloat16"))),
]

ISSUE = "issue 18 part 2"
NEW = "issue 18 (new, found by this test)"

KNOWN_BUGS = [
    # ---- bugs the issue lists
    Rule("export_vector_merges_episodes",
         "export of a vector-family buffer writes all chosen episodes into one sub-buffer, so an "
         "unfinished episode and the next one read back as one",
         both(cls("export.episode_count", "export.episode_content"), lambda d: any(f in d.features for f in VECTOR)),
         ISSUE),
    Rule("single_group_hdf5_read_as_generic",
         "an HDF5 file whose root holds a single group (to_hdf5 output, our own .h5) is read as a "
         "generic HDF5 file: pickled datasets as int8 bytes, tensors as arrays",
         either(has("cli_read_as_generic_hdf5"),
                both(cls("convert_back.h5.dtype_shape", "convert_back.h5.type"),
                     either(text("|i1(", "int8", "array([-128,"), regex(r"^\S+: Tensor tensor")))), ISSUE),
    Rule("tree_torch_repr", "tree prints some torch tensors unlike torch (dtype suffix wrap, empty "
         "tensors' dtype, complex tensors)",
         both(cls("tree.text"), has("torch"), text("tensor(", "dtype=torch")), ISSUE),
    Rule("dropnull_bigint", "dropnull turns Python ints >= 2**63 in object arrays into 0 (or wraps them)",
         both(lambda d: d.cls.startswith("dropnull."), has("bigint"), regex(r"\d{19}")), ISSUE),
    Rule("info_json_schema", "info --json and the manifest schema disagree for complex arrays and "
         "tensors and spell big-endian dtypes without their byte order",
         both(lambda d: d.cls.startswith("info.leaf_"), text("complex", "'>", '">')), ISSUE),
    # ---- found by this test, not in the issue's list
    Rule("bigendian_pickle_loads_native",
         "numpy 1.24 loads big-endian arrays of protocol 2-4 pickles as native-endian ones (same "
         "values); we keep '>'",
         both(has("bigendian", "pickle_p2to4"), text(">u", ">i", ">f", ">c", "'>", "dtype='>")), NEW),
    Rule("zero_d_object_reads_as_1d",
         "0-d object arrays read back with shape (1,): a Python int >= 2**64 in a Batch (pickled as a 0-d "
         "object array, which Batch.__setstate__ turns into the int), pickled_ndarray HDF5 datasets, "
         "object .npy files in our own .npz",
         either(text("header says ()"), both(text("|O()"), text("|O(1,)")),
                both(has("bigint"), either(text("'shape': [1]", "dtype=object)", "not subscriptable", "has no len()",
                                                "any scalar"), cls("info.len")))), NEW),
    Rule("hdf5_bookkeeping_python_types",
         "a buffer read from HDF5 and written as .pkl has Python int/float bookkeeping (_ep_len, "
         "_insertion_idx, _alpha, ...) where Tianshou's load_hdf5 gives numpy int64/float64",
         both(lambda d: d.cls.endswith(".type"), h5_involved, regex(r"^_\w+: (int64|float64) ")), NEW),
    Rule("prio_bookkeeping_python_float",
         "a pickled prioritized buffer written back as .pkl has Python floats for _max_prio/_min_prio "
         "where the input (and Tianshou after update_weight) has numpy float64",
         both(lambda d: d.cls.endswith(".type"), regex(r"^_(max|min)_prio: float64 ")), NEW),
    Rule("npy_bigendian_read_native",
         "big-endian arrays in .npy/.npz files are read as native-endian (np.load keeps '>'; tree "
         "prints dtype=uint32 where numpy prints dtype='>u4')",
         both(lambda d: d.cls.startswith("convert_back.npz."), text(">"), text("<")), NEW),
    Rule("frame_stack_tensor_obs",
         "buf[:] of a buffer with stack_num > 1 and tensor obs: Tianshou's get() np.stacks the frames "
         "into a numpy array; we keep a tensor",
         both(has("stack_num", "torch"), regex(r"^\S+: ndarray "), text("Tensor tensor")), NEW),
    Rule("plain_root_hdf5_empty_object_array",
         "a to_hdf5 file with an unmarked root (from_hdf5 gives dicts): Batch() of it turns an empty object "
         "array into Batch() (_is_batch_set of no elements), as our pickle reader does, but our HDF5 "
         "reader keeps the array (so len() is 0 and dropnull fails), and convert to .pkl then writes a "
         "plain dict instead of a Batch",
         both(has("h5_plain"), either(text("'kind': 'reserved'", "Batch()", "with size 0"),
                                      regex(r"^: Batch Batch\("))), NEW),
    Rule("fancy_index_on_empty_array",
         "numpy does not bounds-check an index list on an array with no elements (np.zeros((0, 2))[..., "
         "[2]] is an empty result); we refuse it as out of bounds",
         both(cls("slice.fails_where_tianshou_succeeds"), has("empty_leaf"), text("is out of bounds")), NEW),
    Rule("empty_npz_not_recognised",
         "an .npz without arrays (a Batch of only empty Batches; just the zip end record 'PK\\x05\\x06') "
         "is not recognised as npz: 'invalid JSON'",
         both(text(".npz"), text("invalid JSON")), NEW),
    Rule("her_pickled_mid_relabelling",
         "a HERReplayBuffer pickled after sample() holds a relabelling (_meta rewritten, rewards through "
         "float32; the originals in _original_meta, which Tianshou's Batch.copy() makes a dict): we show "
         "info's storage with it undone (Tianshou: _meta as stored) but take buf[:] for cat/convert "
         "with it applied (Tianshou's buf[:] undoes it first, then relabels again at random)",
         has("her_relabelled"), NEW),
    Rule("stack_object_fallback_shape",
         "Batch.stack falls back to an object array of the inputs when np.stack fails (axis out of "
         "range for scalars, unlike shapes); our shape differs",
         both(lambda d: d.cls.startswith("stack."), regex(r": \|O\(\d+,\)$"),
              lambda d: re.search(r": \|O\(\d+, ", d.got) is not None), NEW),
]


def classify(d):
    """'expected', 'known' or 'unexpected'; sets d.rule to the matching rule's name."""
    for table, verdict in ((EXPECTED, "expected"), (KNOWN_BUGS, "known")):
        for rule in table:
            if rule.match(d):
                d.rule = rule.name
                return verdict
    return "unexpected"
