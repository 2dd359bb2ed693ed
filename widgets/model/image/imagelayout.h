// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/dtype.h>
#include <core/array/ndarray.h>

#include <QImage>
#include <QString>

namespace ReplayScope::Ui {

/// How the per-step value of a key is laid out as pictures: `frames` images (stacked
/// frames, 1 for a single picture) of height x width with 1 (grey), 3 (RGB) or 4 (RGBA)
/// channels, channels last (HxWxC) or first (CxHxW).
struct ImageLayout {
    bool valid = false;
    int frames = 1;
    int height = 0;
    int width = 0;
    int channels = 1;
    bool channelsFirst = false;

    /// "16×32 grey", "4 × 84×84 grey frames", "64×64 RGB", ...
    QString describe() const;
};

/// Decides whether per-step values of this shape (without the step axis) and dtype look
/// like images: uint8, other integers, bool or float data of shape HxW, HxWxC or CxHxW
/// (C in 1, 3, 4), stacked grey frames FxHxW (F up to 16, such as Atari's 4x84x84; a
/// leading 3 reads as RGB, 4 as frames), or stacked colour frames FxHxWxC / FxCxHxW.
/// Pictures are at least 8 pixels high and wide. Returns valid == false otherwise.
ImageLayout detectImageLayout(const Core::Shape& stepShape, const Core::DType& dtype);

/// How float (and non-uint8) values become grey levels.
enum class ImageScale {
    Auto, ///< the frame's own min..max spans black..white
    UnitRange, ///< 0..1
    ByteRange, ///< 0..255
};

/// Colour maps for single-channel pictures.
enum class ColorMap { Grey, Viridis, Inferno };

/// Renders one step of a per-step image key: every frame of the step side by side (2
/// pixels apart), uint8 values as they are, other dtypes through scale; single-channel
/// frames through the colour map (uint8 grey frames too, when not Grey). row is the
/// storage row of the step. Returns a null image for bad rows.
QImage renderImageStep(const Core::NdArray& array, std::int64_t row, const ImageLayout& layout,
                       ImageScale scale = ImageScale::Auto, ColorMap map = ColorMap::Grey);

/// The colour a map gives a level 0..255.
QRgb colorMapColor(ColorMap map, int level);

} // namespace ReplayScope::Ui
