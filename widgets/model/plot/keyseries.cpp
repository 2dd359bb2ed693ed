// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/keyseries.h>

#include <widgets/model/document.h>

#include <core/error.h>
#include <core/array/rowwindow.h>

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ReplayScope::Ui {

bool isPlottableKey(const Document& document, const QString& path)
{
    // Minari: a key of an episode group plots that episode's rows.
    const bool groupKey = document.episodeOfPath(path) >= 0 && document.valueAt(path)
                          && document.valueAt(path)->isArray() && document.valueAt(path)->asArray().ndim() >= 1;
    if (!document.isPerStepKey(path) && !groupKey)
        return false;
    if (isImageLikeKey(document, path))
        return false; // its first 32 pixel columns against step say nothing
    const Core::DType& dtype = document.valueAt(path)->asArray().dtype();
    return dtype.isBool() || dtype.isInteger() || dtype.isFloat();
}

bool isImageLikeKey(const Document& document, const QString& path)
{
    const Core::PyValue* value = document.valueAt(path);
    return value && value->isArray() && value->asArray().ndim() >= 3;
}

namespace {

// The first `shown` columns of every row of an array that has not been read (a large
// compressed dataset), read a window of rows at a time: the array stays unread and only
// the plotted values are held. Column-major: [column][row].
std::vector<std::vector<double>> streamColumns(const Core::NdArray& array, std::int64_t shown, std::int64_t perRow,
                                               const std::function<bool()>& canceled)
{
    constexpr std::int64_t WindowBytes = std::int64_t(8) << 20;
    const std::int64_t rows = array.shape().front();
    const std::int64_t window = std::max<std::int64_t>(
        WindowBytes / std::max<std::int64_t>(array.nbytes() / std::max<std::int64_t>(rows, 1), 1), 1);
    std::vector<std::vector<double>> out(static_cast<std::size_t>(shown),
                                         std::vector<double>(static_cast<std::size_t>(rows)));
    for (std::int64_t first = 0; first < rows; first += window) {
        if (canceled && canceled())
            return {};
        const std::int64_t end = std::min(rows, first + window);
        const Core::NdArray part = Core::readRowWindow(array, first, end);
        for (std::int64_t r = first; r < end; ++r)
            for (std::int64_t c = 0; c < shown; ++c)
                out[std::size_t(c)][std::size_t(r)] = part.toDouble((r - first) * perRow + c);
    }
    return out;
}

// Element i of a C-contiguous native array of T as a double. The general element access
// works offsets out from shape and strides per element, which was most of building the
// series of a large key (issue 10: every background job slows the first paint).
template <typename T> double directValue(const std::byte* base, std::int64_t i)
{
    T v;
    std::memcpy(&v, base + i * static_cast<std::int64_t>(sizeof(T)), sizeof(T));
    return static_cast<double>(v);
}

// numpy bools are one byte; any non-zero byte reads as True.
double directBool(const std::byte* base, std::int64_t i)
{
    return base[i] != std::byte{0} ? 1.0 : 0.0;
}

using DirectReader = double (*)(const std::byte*, std::int64_t);

DirectReader directReader(const Core::NdArray& a)
{
    if (!a.isCContiguous() || !a.dtype().isNativeOrder() || a.size() == 0)
        return nullptr;
    switch (a.dtype().kind()) {
    case Core::DTypeKind::Bool: return &directBool;
    case Core::DTypeKind::Int8: return &directValue<std::int8_t>;
    case Core::DTypeKind::Int16: return &directValue<std::int16_t>;
    case Core::DTypeKind::Int32: return &directValue<std::int32_t>;
    case Core::DTypeKind::Int64: return &directValue<std::int64_t>;
    case Core::DTypeKind::UInt8: return &directValue<std::uint8_t>;
    case Core::DTypeKind::UInt16: return &directValue<std::uint16_t>;
    case Core::DTypeKind::UInt32: return &directValue<std::uint32_t>;
    case Core::DTypeKind::UInt64: return &directValue<std::uint64_t>;
    case Core::DTypeKind::Float32: return &directValue<float>;
    case Core::DTypeKind::Float64: return &directValue<double>;
    default: return nullptr; // half floats and the rest: the general access converts them
    }
}

} // namespace

KeySeries buildKeySeries(const QString& path, const Core::NdArray& array, const std::vector<std::int64_t>& stepRows,
                         std::int64_t steps, const std::function<bool()>& canceled)
{
    const Core::DType& dtype = array.dtype();
    if (array.ndim() < 1 || !(dtype.isBool() || dtype.isInteger() || dtype.isFloat()))
        throw Core::TypeError(QCoreApplication::translate("KeySeries", "%1: only numbers and booleans can be plotted")
                                  .arg(path)
                                  .toStdString());
    KeySeries out;
    out.path = path;
    out.discrete = dtype.isBool() || dtype.isInteger();
    const Core::Shape& shape = array.shape();
    std::int64_t perRow = 1;
    for (std::size_t d = 1; d < shape.size(); ++d)
        perRow *= shape[d];
    const std::int64_t shown = std::min<std::int64_t>(perRow, KeySeries::maxColumns);
    out.omittedColumns = perRow - shown;
    steps = stepRows.empty() ? std::min(steps, shape.empty() ? 0 : shape.front())
                             : static_cast<std::int64_t>(stepRows.size());
    const bool windowed = Core::isUnreadWindowed(array);
    const std::vector<std::vector<double>> streamed =
        windowed ? streamColumns(array, shown, perRow, canceled) : std::vector<std::vector<double>>{};
    if (windowed && streamed.empty() && shown > 0)
        return {}; // canceled
    const DirectReader direct = windowed ? nullptr : directReader(array);
    const std::byte* base = direct ? array.elementPtr(0) : nullptr;
    for (std::int64_t c = 0; c < shown; ++c) {
        if (canceled && canceled())
            return {};
        QString name;
        if (shape.size() > 1) {
            QStringList parts;
            std::int64_t rest = c;
            for (std::size_t d = shape.size() - 1; d >= 1; --d) {
                parts.prepend(QString::number(rest % shape[d]));
                rest /= shape[d];
            }
            name = QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
        }
        std::vector<double> values(static_cast<std::size_t>(steps));
        for (std::int64_t s = 0; s < steps; ++s) {
            const std::int64_t row = stepRows.empty() ? s : stepRows[static_cast<std::size_t>(s)];
            values[static_cast<std::size_t>(s)] = windowed ? streamed[std::size_t(c)][std::size_t(row)]
                                                  : direct ? direct(base, row * perRow + c)
                                                           : array.toDouble(row * perRow + c);
        }
        out.columnNames << name;
        out.columns.emplace_back(std::move(values));
    }
    return out;
}

QColor seriesColor(const QString& path, int column)
{
    // A stable hash (qHash is seeded per process) picks the key's base hue; columns
    // step by 97 degrees so that neighbours never look alike.
    const QByteArray digest = QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Md5);
    const int base = (static_cast<unsigned char>(digest.at(0)) << 8 | static_cast<unsigned char>(digest.at(1))) % 360;
    const int hue = (base + column * 97) % 360;
    return QColor::fromHsv(hue, 200, 200);
}

} // namespace ReplayScope::Ui
