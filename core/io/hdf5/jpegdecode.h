// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <cstddef>
#include <cstdint>
#include <string>

namespace ReplayScope::Core {

struct MinariDataset;

/// True when bytes begin with a JPEG start-of-image marker followed by another marker
/// (FF D8 FF), the test Minari's readers rely on too.
bool looksLikeJpeg(const std::uint8_t* data, std::size_t size);

/// Decodes one JPEG image with libjpeg to a uint8 array of shape (height, width,
/// channels): 1 channel for grayscale images, 4 for CMYK ones, 3 (RGB) for every other
/// colour space. libjpeg's default decoder settings are used (accurate integer IDCT,
/// fancy upsampling), so the pixels equal those of `djpeg` and of Pillow. Throws
/// FormatError naming `where` (a file and object path) when the data is not a JPEG
/// image or is damaged beyond what libjpeg recovers from.
NdArray decodeJpeg(const std::uint8_t* data, std::size_t size, const std::string& where = {});

/// Decodes a column of JPEG frames as Minari stores image observations: an object
/// array of 1-d uint8 arrays (a variable-length dataset, when the encoded sizes differ)
/// or a 2-d uint8 array of equal-length blobs. Returns (frames, height, width, channels)
/// uint8; every frame must have the same size (FormatError otherwise).
NdArray decodeJpegFrames(const NdArray& frames, const std::string& where = {});

/// Replaces the JPEG-encoded image frames of every episode of a Minari dataset by the
/// decoded uint8 arrays, as Minari's own reader returns them.
///
/// Which datasets hold JPEG frames follows Minari: the metadata's `observation_space`
/// and `action_space` (JSON strings) name the image spaces (Box, uint8, 2-d or 3-d with
/// both sides at least 32, low 0 and high 255), Dict spaces map to sub-groups and Tuple
/// spaces to `_index_K` sub-groups, and `jpeg_encoding` (true when absent) switches it
/// on. A dataset is decoded only when it is stored as encoded blobs that begin with a
/// JPEG marker; raw image arrays are left alone. Decoded frames take the space's shape
/// (H x W for 2-d spaces, H x W x C otherwise). Datasets deferred by the reader's size
/// limit stay deferred. Throws FormatError naming the file and dataset for frames that
/// do not decode.
void decodeMinariImages(MinariDataset& dataset);

} // namespace ReplayScope::Core
