# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""RLlib's side of tst_rllib, without Ray or the lz4 module (neither is packaged here).

  rllib_reference.py FILE   reads RLlib JSON lines as rllib/offline/json_reader.py does
                            (base64 -> LZ4 frame -> pickle for compressed columns,
                            np.array for list columns, concatenated in file order) and
                            prints JSON: {"summary": summarize(batch) as
                            rllib/utils/debug/summary.py writes it, "columns": {name:
                            [dtype.str, shape, C-order bytes hex]} for non-object columns}.

The LZ4 frame decoder below follows the LZ4 frame and block format specifications; it
is a second, independent implementation to check liblz4-based decoding against.
"""
import base64
import json
import pickle
import pprint
import sys

import numpy as np


def lz4_block(block, out):
    i = 0
    while i < len(block):
        token = block[i]
        i += 1
        literals = token >> 4
        if literals == 15:
            while True:
                extra = block[i]
                i += 1
                literals += extra
                if extra != 255:
                    break
        out += block[i:i + literals]
        i += literals
        if i >= len(block):
            break  # the last sequence has literals only
        offset = block[i] | (block[i + 1] << 8)
        i += 2
        length = token & 15
        if length == 15:
            while True:
                extra = block[i]
                i += 1
                length += extra
                if extra != 255:
                    break
        for _ in range(length + 4):
            out.append(out[-offset])


def lz4_frame(data):
    assert data[:4] == b"\x04\x22\x4d\x18", "not an LZ4 frame"
    flags = data[4]
    pos = 6 + (8 if flags & 0x08 else 0) + (4 if flags & 0x01 else 0) + 1
    out = bytearray()
    while True:
        size = int.from_bytes(data[pos:pos + 4], "little")
        pos += 4
        if size == 0:
            break
        raw = size & 0x80000000
        size &= 0x7FFFFFFF
        block = data[pos:pos + size]
        pos += size + (4 if flags & 0x10 else 0)
        if raw:
            out += block
        else:
            lz4_block(block, out)  # linked blocks may refer back into earlier output
    return bytes(out)


def unpack_if_needed(v):
    if isinstance(v, str):
        if v.startswith("b'"):
            v = v[2:-1]
        return pickle.loads(lz4_frame(base64.b64decode(v)))
    return np.array(v)


class StringValue:  # rllib.utils.debug.summary._StringValue
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return self.value


def summarize_array(obj):
    if obj.size == 0:
        return StringValue("np.ndarray({}, dtype={})".format(obj.shape, obj.dtype))
    if obj.dtype == object or obj.dtype.type is np.str_:
        return StringValue("np.ndarray({}, dtype={}, head={})".format(obj.shape, obj.dtype, obj[0]))
    return StringValue("np.ndarray({}, dtype={}, min={}, max={}, mean={})".format(
        obj.shape, obj.dtype, round(float(np.min(obj)), 3), round(float(np.max(obj)), 3),
        round(float(np.mean(obj)), 3)))


def main(path):
    lines = [json.loads(line) for line in open(path) if line.strip()]
    columns = {}
    for record in lines:
        record = record.get("value", record)
        assert record.pop("type") == "SampleBatch"
        for k, v in record.items():
            columns.setdefault(k, []).append(unpack_if_needed(v))
    batch = {k: np.concatenate(v) for k, v in columns.items()}
    summary = pprint.pformat({"type": "SampleBatch", "data": {k: summarize_array(v) for k, v in batch.items()}})
    described = {k: [v.dtype.str, list(v.shape), np.ascontiguousarray(v).tobytes().hex()]
                 for k, v in batch.items() if v.dtype != object}
    print(json.dumps({"summary": summary, "columns": described}))


if __name__ == "__main__":
    main(sys.argv[1])
