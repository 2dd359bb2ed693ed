#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Packs a TorchRL dump directory into one fuzz_torchrl input: per file, [u16 name
length][name, relative to the directory][u32 size][bytes], little-endian.
Usage: pack_torchrl_seed.py DIR OUT"""
import os
import struct
import sys

root, out_path = sys.argv[1], sys.argv[2]
with open(out_path, "wb") as out:
    for folder, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root).encode()
            with open(path, "rb") as f:
                data = f.read()
            out.write(struct.pack("<H", len(rel)) + rel + struct.pack("<I", len(data)) + data)
