# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Writes the crafted files of tst_resourcelimits: small files that declare absurd sizes.

Each one is a few hundred bytes to a few KiB but claims terabytes (an array shape, a
buffer capacity, a zip member size, a length field). A reader that believed the claim
would try to allocate it; ours must refuse with a message instead.

Run with Debian's python3 (numpy, h5py) from this folder:
    PYTHONPATH=/work/shared/tools/pystub /usr/bin/python3 make_limits.py
"""
import io
import pickle
import struct
import zipfile

import h5py
import numpy as np

HUGE = 2**40  # elements: 8 TiB of float64


class FakeArray:
    """Pickles exactly like an ndarray (numpy's own __reduce__), with any state."""

    def __init__(self, shape, dtype, data):
        self.state = (1, shape, np.dtype(dtype), False, data)

    def __reduce__(self):
        return (np.core.multiarray._reconstruct, (np.ndarray, (0,), b"b"), self.state)


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# --- pickles ---
write("pickle_shape_huge.pkl", pickle.dumps({"obs": FakeArray((HUGE,), "<f8", b"")}, protocol=4))
write("pickle_shape_overflow.pkl", pickle.dumps(FakeArray((2**62, 2**62), "<f8", b""), protocol=4))
write("pickle_object_shape_huge.pkl", pickle.dumps(FakeArray((HUGE,), "O", [None]), protocol=2))
write("pickle_str_itemsize_huge.pkl", pickle.dumps(FakeArray((1,), "<U%d" % (2**28), b""), protocol=4))
# BINBYTES8 and FRAME whose lengths run far past the end of the file.
write("pickle_binbytes8_huge.pkl", b"\x80\x04\x8e" + struct.pack("<Q", 2**62) + b"abc.")
write("pickle_frame_huge.pkl", b"\x80\x04\x95" + struct.pack("<Q", 2**60) + b"N.")

# Tianshou buffers whose capacity is absurd while their storage is tiny.
with open("../../../../shared/fixtures/tianshou-v2.0.1/buffer_wrapped.p4.pkl", "rb") as f:
    buf = pickle.load(f)
buf.__dict__["maxsize"] = HUGE
buf.__dict__["_indices"] = np.arange(10)
write("pickle_buffer_maxsize_huge.pkl", pickle.dumps(buf, protocol=4))
with open("../../../../shared/fixtures/tianshou-v2.0.1/prio.p4.pkl", "rb") as f:
    prio = pickle.load(f)
# The priority tree claims 2**40 leaves while the buffer and the stored heap are small.
prio.__dict__["weight"].__dict__["_size"] = HUGE
prio.__dict__["weight"].__dict__["_bound"] = HUGE
write("pickle_prio_tree_huge.pkl", pickle.dumps(prio, protocol=4))

# --- HDF5 ---
# A chunked, compressed dataset of 8 TiB that was never written: the file holds no chunk.
with h5py.File("hdf5_chunked_huge.h5", "w") as f:
    f.create_dataset("obs", shape=(HUGE,), dtype="<f8", chunks=(1024,), compression="gzip")
# A contiguous dataset of 8 TiB whose storage was never allocated.
with h5py.File("hdf5_contiguous_huge.h5", "w") as f:
    f.create_dataset("obs", shape=(HUGE,), dtype="<f8")
# Element counts whose product overflows 64 bits.
with h5py.File("hdf5_dims_overflow.h5", "w") as f:
    f.create_dataset("obs", shape=(2**31, 2**31, 2**31), dtype="<f8", chunks=(1, 1, 16))
# Tianshou's save_hdf5 layout of a buffer that claims a capacity of 2**40.
with h5py.File("hdf5_buffer_maxsize_huge.h5", "w") as f:
    f.attrs["__data_type__"] = "ReplayBuffer"
    f.attrs["maxsize"] = HUGE
    f.attrs["_size"] = 3
    f.attrs["_index"] = 3
    f.attrs["_insertion_idx"] = 3
    f.attrs["stack_num"] = 1
    f.attrs["_save_obs_next"] = True
    f.attrs["_save_only_last_obs"] = False
    f.attrs["_sample_avail"] = False
    meta = f.create_group("_meta")
    meta.attrs["__data_type__"] = "Batch"
    for key in ("obs", "act", "rew"):
        meta.create_dataset(key, data=np.arange(3, dtype="<f8"))
    meta.create_dataset("terminated", data=np.array([False, False, True]))
    meta.create_dataset("truncated", data=np.zeros(3, dtype=bool))
    meta.create_dataset("done", data=np.array([False, False, True]))

# --- numpy ---
def npy_bytes(header_dict_text, payload=b""):
    header = header_dict_text.encode("latin1")
    pad = 64 - (10 + len(header) + 1) % 64
    header += b" " * pad + b"\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header + payload


write("npy_shape_huge.npy", npy_bytes("{'descr': '<f8', 'fortran_order': False, 'shape': (%d,), }" % HUGE))
write("npy_shape_overflow.npy",
      npy_bytes("{'descr': '<f8', 'fortran_order': False, 'shape': (%d, %d), }" % (2**62, 2**62)))
write("npy_object_shape_huge.npy",
      npy_bytes("{'descr': '|O', 'fortran_order': False, 'shape': (%d,), }" % HUGE, pickle.dumps(np.array([None], dtype=object), protocol=3)))

# An npz whose DEFLATED member claims 4 GiB from a few dozen compressed bytes.
stream = io.BytesIO()
with zipfile.ZipFile(stream, "w", compression=zipfile.ZIP_DEFLATED) as z:
    z.writestr("obs.npy", npy_bytes("{'descr': '<f8', 'fortran_order': False, 'shape': (4,), }", bytes(32)))
data = bytearray(stream.getvalue())
for signature, offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
    at = data.find(signature)
    data[at + offset:at + offset + 4] = struct.pack("<I", 0xFFFFFFF0)
write("npz_member_size_huge.npz", bytes(data))
print("ok")
