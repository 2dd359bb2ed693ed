// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/image/imagelayout.h>

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace ReplayScope::Ui {

namespace {

constexpr std::int64_t minSide = 8;
constexpr std::int64_t maxStackedFrames = 16;

bool isSide(std::int64_t n)
{
    return n >= minSide;
}

bool isChannels(std::int64_t n)
{
    return n == 1 || n == 3 || n == 4;
}

ImageLayout make(std::int64_t frames, std::int64_t h, std::int64_t w, std::int64_t c, bool first)
{
    ImageLayout l;
    l.valid = true;
    l.frames = static_cast<int>(frames);
    l.height = static_cast<int>(h);
    l.width = static_cast<int>(w);
    l.channels = static_cast<int>(c);
    l.channelsFirst = first;
    return l;
}

// Anchor colours of the perceptual maps, interpolated linearly between.
constexpr std::array<QRgb, 6> viridis{0xff440154, 0xff414487, 0xff2a788e, 0xff22a884, 0xff7ad151, 0xfffde725};
constexpr std::array<QRgb, 6> inferno{0xff000004, 0xff420a68, 0xff932667, 0xffdd513a, 0xfffca50a, 0xfffcffa4};

} // namespace

QString ImageLayout::describe() const
{
    if (!valid)
        return QCoreApplication::translate("ImageLayout", "not an image");
    const QString kind = channels == 1   ? QCoreApplication::translate("ImageLayout", "grey")
                         : channels == 3 ? QCoreApplication::translate("ImageLayout", "RGB")
                                         : QCoreApplication::translate("ImageLayout", "RGBA");
    const QString size = QStringLiteral("%1×%2").arg(height).arg(width);
    if (frames > 1)
        return QCoreApplication::translate("ImageLayout", "%1 × %2 %3 frames").arg(frames).arg(size, kind);
    return QCoreApplication::translate("ImageLayout", "%1 %2").arg(size, kind);
}

ImageLayout detectImageLayout(const Core::Shape& s, const Core::DType& dtype)
{
    if (!(dtype.isBool() || dtype.isInteger() || dtype.isFloat()))
        return {};
    switch (s.size()) {
    case 2: return isSide(s[0]) && isSide(s[1]) ? make(1, s[0], s[1], 1, false) : ImageLayout{};
    case 3:
        if (isChannels(s[2]) && isSide(s[0]) && isSide(s[1]))
            return make(1, s[0], s[1], s[2], false);
        if (isSide(s[1]) && isSide(s[2])) {
            if (s[0] == 1 || s[0] == 3)
                return make(1, s[1], s[2], s[0], true);
            if (s[0] >= 2 && s[0] <= maxStackedFrames)
                return make(s[0], s[1], s[2], 1, false); // stacked grey frames (4x84x84)
        }
        return {};
    case 4:
        if (s[0] > maxStackedFrames)
            return {};
        if (isChannels(s[3]) && isSide(s[1]) && isSide(s[2]))
            return make(s[0], s[1], s[2], s[3], false);
        if ((s[1] == 1 || s[1] == 3) && isSide(s[2]) && isSide(s[3]))
            return make(s[0], s[2], s[3], s[1], true);
        return {};
    default: return {};
    }
}

QRgb colorMapColor(ColorMap map, int level)
{
    level = std::clamp(level, 0, 255);
    if (map == ColorMap::Grey)
        return qRgb(level, level, level);
    const auto& anchors = map == ColorMap::Viridis ? viridis : inferno;
    const double t = level / 255.0 * double(anchors.size() - 1);
    const auto i = std::min<std::size_t>(static_cast<std::size_t>(t), anchors.size() - 2);
    const double f = t - double(i);
    const auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * f)); };
    const QRgb a = anchors[i];
    const QRgb b = anchors[i + 1];
    return qRgb(mix(qRed(a), qRed(b)), mix(qGreen(a), qGreen(b)), mix(qBlue(a), qBlue(b)));
}

QImage renderImageStep(const Core::NdArray& array, std::int64_t row, const ImageLayout& l, ImageScale scale,
                       ColorMap map)
{
    if (!l.valid || array.ndim() < 1 || row < 0 || row >= array.shape().front())
        return {};
    const std::int64_t pixels = std::int64_t(l.height) * l.width;
    const std::int64_t perFrame = pixels * l.channels;
    const std::int64_t base = row * perFrame * l.frames;
    const bool bytes = array.dtype().kind() == Core::DTypeKind::UInt8;
    constexpr int gap = 2;
    QImage out(l.frames * l.width + (l.frames - 1) * gap, l.height, QImage::Format_ARGB32);
    out.fill(Qt::transparent);
    for (int f = 0; f < l.frames; ++f) {
        const std::int64_t start = base + f * perFrame;
        // Element index of channel ch of pixel p in this frame.
        const auto at = [&](std::int64_t p, int ch) {
            return start + (l.channelsFirst ? ch * pixels + p : p * l.channels + ch);
        };
        double lo = 0.0;
        double hi = 255.0;
        if (!bytes) {
            if (scale == ImageScale::UnitRange) {
                hi = 1.0;
            } else if (scale == ImageScale::Auto) {
                lo = INFINITY;
                hi = -INFINITY;
                for (std::int64_t i = 0; i < perFrame; ++i) {
                    const double v = array.toDouble(start + i);
                    if (std::isfinite(v)) {
                        lo = std::min(lo, v);
                        hi = std::max(hi, v);
                    }
                }
                if (!(hi > lo)) {
                    lo = std::isfinite(lo) ? lo - 1.0 : 0.0;
                    hi = lo + 2.0;
                }
            }
        }
        const auto level = [&](std::int64_t index) {
            if (bytes)
                return static_cast<int>(array.toInt64(index));
            const double v = array.toDouble(index);
            return std::isfinite(v) ? std::clamp(static_cast<int>(std::lround((v - lo) / (hi - lo) * 255.0)), 0, 255)
                                    : 0;
        };
        for (int y = 0; y < l.height; ++y) {
            auto* line = reinterpret_cast<QRgb*>(out.scanLine(y)) + f * (l.width + gap);
            for (int x = 0; x < l.width; ++x) {
                const std::int64_t p = std::int64_t(y) * l.width + x;
                if (l.channels == 1) {
                    line[x] = colorMapColor(map, level(at(p, 0)));
                } else {
                    const int alpha = l.channels == 4 ? level(at(p, 3)) : 255;
                    line[x] = qRgba(level(at(p, 0)), level(at(p, 1)), level(at(p, 2)), alpha);
                }
            }
        }
    }
    return out;
}

} // namespace ReplayScope::Ui
