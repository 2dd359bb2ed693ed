// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/keyseries.h>

#include <widgets/model/document.h>
#include <widgets/model/memorybudget.h>
#include <widgets/model/plot/coarseseries.h>
#include <widgets/model/plot/seriespreview.h>
#include <widgets/model/tasks/urgentreads.h>

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

// A preview's resolution: about a sample per pixel column of a wide plot.
constexpr std::int64_t PreviewBlocks = 4096;
// What a preview may take: a compressed dataset inflates a chunk for each sample.
constexpr double PreviewSeconds = 0.2;

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
        UrgentReads::waitForUrgent();
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

} // namespace

KeySeries buildKeySeries(const QString& path, const Core::NdArray& array,
                         std::shared_ptr<const std::vector<std::int64_t>> stepRowsShared, std::int64_t steps,
                         const std::function<bool()>& canceled, std::int64_t budget, std::int64_t ringStart,
                         const std::function<void(KeySeries)>& partial)
{
    const Core::DType& dtype = array.dtype();
    if (array.ndim() < 1 || !(dtype.isBool() || dtype.isInteger() || dtype.isFloat()))
        throw Core::TypeError(QCoreApplication::translate("KeySeries", "%1: only numbers and booleans can be plotted")
                                  .arg(path)
                                  .toStdString());
    static const std::vector<std::int64_t> identity;
    const std::vector<std::int64_t>& stepRows = stepRowsShared ? *stepRowsShared : identity;
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
    for (std::int64_t c = 0; c < shown; ++c) {
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
        out.columnNames << name;
    }
    const bool windowed = Core::isUnreadWindowed(array);
    // Every value as a double plus its min/max levels is about 10 bytes a value (18 when
    // streamed from a compressed dataset, held twice while built): within the budget
    // the values are kept; above it only the blocks' min/max are, and a zoomed-in view
    // reads its rows from the data (issue 23: memory that does not grow with the file).
    if (budget < 0)
        budget = seriesBudget();
    const SeriesSource source{array, stepRowsShared, perRow, std::max<std::int64_t>(ringStart, 0), steps};
    if (steps * shown * (windowed ? 18 : 10) > budget) {
        // The blocks' min/max take a sixteenth of the budget (4 MB by default; an eighth
        // held 18 MB at the peak of a 17-column key, issue 23): still a few blocks a pixel
        // in a full view of any key, and a view zoomed in below them reads its rows on a
        // worker (PlotPanel::refineSteps), so what the window holds does not grow with the key.
        const std::int64_t block = coarseBlock(steps, shown, budget / 16);
        if (!partial) {
            out.columns = buildCoarseColumns(source, steps, shown, block, canceled);
            return out.columns.empty() && shown > 0 ? KeySeries{} : out;
        }
        // The whole pass takes seconds to minutes (a compressed 10 GB file inflates every
        // chunk): draw a sample at once, then what the pass has read (issue 23).
        const SeriesPreview preview = samplePreview(source, steps, shown, PreviewBlocks, PreviewSeconds, canceled);
        if (preview.block == 0)
            return {}; // canceled
        const auto send = [&](std::vector<MinMaxEnvelope> columns, double progress) {
            KeySeries known = out;
            known.columns = std::move(columns);
            known.progress = progress;
            partial(std::move(known));
        };
        send(partialColumns(source, steps, preview, preview.block, {}, {}, 0), 0.0);
        out.columns = buildCoarseColumns(source, steps, shown, block, canceled, &preview, send);
        return out.columns.empty() && shown > 0 ? KeySeries{} : out;
    }
    const std::vector<std::vector<double>> streamed =
        windowed ? streamColumns(array, shown, perRow, canceled) : std::vector<std::vector<double>>{};
    if (windowed && streamed.empty() && shown > 0)
        return {}; // canceled
    const DirectReader direct = windowed ? nullptr : directReader(array);
    const std::byte* base = direct ? array.elementPtr(0) : nullptr;
    for (std::int64_t c = 0; c < shown; ++c) {
        if (canceled && canceled())
            return {};
        std::vector<double> values(static_cast<std::size_t>(steps));
        for (std::int64_t s = 0; s < steps; ++s) {
            const std::int64_t row = source.rowOf(s);
            values[static_cast<std::size_t>(s)] = windowed ? streamed[std::size_t(c)][std::size_t(row)]
                                                  : direct ? direct(base, row * perRow + c)
                                                           : array.toDouble(row * perRow + c);
        }
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
