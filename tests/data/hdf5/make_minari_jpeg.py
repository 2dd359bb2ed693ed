# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Makes a small Minari-style dataset whose image observations are JPEG-encoded, as
Minari >= 0.5.3 stores them (peers.md (b)), plus the pixels libjpeg's own `djpeg` decodes
from the same JPEG bytes.

usage: make_minari_jpeg.py OUTDIR

OUTDIR/data/main_data.hdf5 + OUTDIR/data/metadata.json: observation space
Dict(image: Box(0, 255, (40, 48, 3), uint8), gray: Box(0, 255, (32, 36), uint8),
pos: Box(float32, (2,))). episode_0 stores its frames as variable-length uint8 datasets
(the encoded sizes differ), episode_1 as fixed 2-d uint8 arrays of equal-length blobs
(its frames repeat). The JPEGs come from Debian's `cjpeg` (libjpeg-turbo-progs);
OUTDIR/expected.bin holds djpeg's pixels of every frame, in the order and shapes the
printed JSON lists.
"""
import json
import os
import subprocess
import sys
import tempfile

import h5py
import numpy as np

out = sys.argv[1]
os.makedirs(os.path.join(out, "data"), exist_ok=True)
work = tempfile.mkdtemp()


def netpbm(pixels):
    if pixels.ndim == 2:
        return b"P5\n%d %d\n255\n" % (pixels.shape[1], pixels.shape[0]) + pixels.tobytes()
    return b"P6\n%d %d\n255\n" % (pixels.shape[1], pixels.shape[0]) + pixels.tobytes()


def parse_netpbm(data):
    # djpeg writes "P5|P6\nW H\n255\n" followed by the pixels.
    fields = data.split(maxsplit=4)
    magic, width, height, depth = fields[0], int(fields[1]), int(fields[2]), int(fields[3])
    assert depth == 255
    pixels = np.frombuffer(fields[4], np.uint8)
    return pixels.reshape((height, width) if magic == b"P5" else (height, width, 3))


def encode(pixels, quality):
    src = os.path.join(work, "in.pnm")
    with open(src, "wb") as f:
        f.write(netpbm(pixels))
    jpeg = subprocess.run(["cjpeg", "-quality", str(quality), src], check=True, capture_output=True).stdout
    dst = os.path.join(work, "in.jpg")
    with open(dst, "wb") as f:
        f.write(jpeg)
    decoded = subprocess.run(["djpeg", "-pnm", dst], check=True, capture_output=True).stdout
    return np.frombuffer(jpeg, np.uint8), parse_netpbm(decoded)


rng = np.random.default_rng(7)
yy, xx = np.mgrid[0:40, 0:48]


def rgb_frame(t):
    base = np.stack([xx * 5 + t * 20, yy * 6, (xx + yy) * 3 + t * 9], axis=-1)
    return (base + rng.integers(0, 40, base.shape)).clip(0, 255).astype(np.uint8)


def gray_frame(t):
    g = np.add.outer(np.arange(32) * 7, np.arange(36) * 3) + t * 30
    return (g + rng.integers(0, 25, g.shape)).clip(0, 255).astype(np.uint8)


expected = bytearray()
listing = []


def frames_for(episode, key, images, quality, fixed):
    encoded = [encode(img, quality) for img in images]
    blobs = [e[0] for e in encoded]
    for k, (_, pixels) in enumerate(encoded):
        listing.append({"episode": episode, "key": key, "frame": k, "shape": list(pixels.shape),
                        "offset": len(expected)})
        expected.extend(pixels.tobytes())
    if fixed:
        assert len({len(b) for b in blobs}) == 1, "fixed storage needs equal-length blobs"
        return np.stack(blobs)
    assert len({len(b) for b in blobs}) > 1, "variable-length storage is for differing sizes"
    return blobs


with h5py.File(os.path.join(out, "data", "main_data.hdf5"), "w", track_order=True) as f:
    for episode, steps, fixed in ((0, 2, False), (1, 1, True)):
        g = f.create_group(f"episode_{episode}", track_order=True)
        g.attrs["id"] = episode
        g.attrs["total_steps"] = steps
        obs = g.create_group("observations")
        if fixed:
            rgb = [rgb_frame(5)] * (steps + 1)
            gray = [gray_frame(5)] * (steps + 1)
        else:
            rgb = [rgb_frame(t) for t in range(steps + 1)]
            gray = [gray_frame(t) for t in range(steps + 1)]
        for key, images, quality in (("image", rgb, 90), ("gray", gray, 75)):
            data = frames_for(episode, key, images, quality, fixed)
            if fixed:
                obs.create_dataset(key, data=data)
            else:
                ds = obs.create_dataset(key, (len(data),), dtype=h5py.vlen_dtype(np.uint8))
                for k, blob in enumerate(data):
                    ds[k] = blob
        obs.create_dataset("pos", data=rng.normal(size=(steps + 1, 2)).astype(np.float32))
        g.create_dataset("actions", data=rng.normal(size=(steps, 2)).astype(np.float32))
        g.create_dataset("rewards", data=np.ones(steps))
        g.create_dataset("terminations", data=np.array([False] * (steps - 1) + [True]))
        g.create_dataset("truncations", data=np.zeros(steps, bool))

box = {"type": "Box", "dtype": "uint8", "low": 0, "high": 255}
space = {"type": "Dict", "subspaces": {
    # Minari writes the bounds of a Box in full; the 2-d one uses the short form.
    "image": dict(box, shape=[40, 48, 3], low=np.zeros((40, 48, 3), int).tolist(),
                  high=np.full((40, 48, 3), 255).tolist()),
    "gray": dict(box, shape=[32, 36]),
    "pos": {"type": "Box", "dtype": "float32", "shape": [2], "low": [-10.0, -10.0], "high": [10.0, 10.0]},
}}
action = {"type": "Box", "dtype": "float32", "shape": [2], "low": [-1, -1], "high": [1, 1]}
metadata = {"dataset_id": "test/jpeg-v0", "total_episodes": 2, "total_steps": 3, "data_format": "hdf5",
            "jpeg_encoding": True, "observation_space": json.dumps(space), "action_space": json.dumps(action),
            "minari_version": "0.5.3"}
with open(os.path.join(out, "data", "metadata.json"), "w") as f:
    json.dump(metadata, f)
with open(os.path.join(out, "expected.bin"), "wb") as f:
    f.write(expected)
print(json.dumps(listing))
