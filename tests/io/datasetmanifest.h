// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Checking a loaded dataset of the more-formats layouts (docs/formats-hdf5.md) against a
// manifest record in the fixtures' form: each key's dtype, shape, sum and sha256 found
// where the layout keeps it, the steps, and every episode's length, return and end.

#include <core/array/arrayops.h>
#include <core/files/formats.h>
#include <core/io/hdf5/hdf5reader.h>

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace DatasetManifest {

using namespace ReplayScope::Core;

inline QString sha256Of(const NdArray& a)
{
    const NdArray c = a.contiguous();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (c.nbytes() > 0)
        hash.addData(QByteArrayView(reinterpret_cast<const char*>(c.elementPtr(0)), qsizetype(c.nbytes())));
    return QString::fromLatin1(hash.result().toHex());
}

inline double sumOf(const NdArray& a)
{
    double sum = 0.0;
    for (std::int64_t k = 0; k < a.size(); ++k)
        if (const double v = a.toDouble(k); !std::isnan(v))
            sum += v;
    return sum;
}

inline bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)) + 1e-6;
}

inline const NdArray* arrayAt(const Batch& batch, const std::string& path)
{
    const PyValue* v = batch.findPath(path);
    return v && v->isArray() ? &v->asArray() : nullptr;
}

inline std::optional<NdArray> attributeArray(const LoadedData& data, const std::string& name)
{
    for (const auto& [key, value] : data.attributes)
        if (key.isString() && key.asString() == name && value.isArray())
            return value.asArray();
    return std::nullopt;
}

// The arrays of every group's key, concatenated (imitation's flat members).
inline NdArray concatenated(const Batch& root, const char* key)
{
    std::vector<NdArray> parts;
    for (const auto& [name, value] : root.entries())
        parts.push_back(value.asBatch()->get(key).asArray());
    return concatenate(parts);
}

// TorchRL's stored [max_size, ...] tensor back from the valid rows oldest first: rows at
// (cursor + k) % max_size once wrapped, else rows [0, len) and zeros after them.
inline NdArray storedTorchrl(const NdArray& rows, const QJsonObject& record)
{
    const std::int64_t maxSize = record.value(QStringLiteral("max_size")).toInteger();
    const std::int64_t len = record.value(QStringLiteral("len")).toInteger();
    const std::int64_t cursor = record.value(QStringLiteral("cursor")).toInteger() % std::max<std::int64_t>(maxSize, 1);
    Shape rest(rows.shape().begin() + 1, rows.shape().end());
    Shape padShape{maxSize - len};
    padShape.insert(padShape.end(), rest.begin(), rest.end());
    const NdArray padded = len < maxSize ? concatenate({rows, zeros(rows.dtype(), padShape)}) : rows;
    if (len < maxSize)
        return padded;
    std::vector<std::int64_t> order;
    for (std::int64_t s = 0; s < maxSize; ++s)
        order.push_back(((s - cursor) % maxSize + maxSize) % maxSize);
    return padded[Index::list(order)];
}

/// The array a manifest key names, where each layout's reader keeps it; nullopt for keys
/// the layout shows elsewhere (robomimic masks: checked through the attributes).
inline std::optional<NdArray> arrayForKey(const LoadedData& data, const QString& layout, const QString& key)
{
    const std::string k = key.toStdString();
    if (layout == QLatin1String("robomimic-hdf5")) {
        if (key.startsWith(QLatin1String("mask.")))
            return std::nullopt;
        if (const NdArray* a = arrayAt(*data.batch, k.substr(5))) // "data." dropped
            return *a;
    } else if (layout == QLatin1String("d3rlpy-v2-h5")) {
        const QStringList parts = key.split(QLatin1Char('_'));
        const QString column = parts.front();
        if (parts.size() == 2 && column != QLatin1String("num") && column != QLatin1String("columns"))
            if (const NdArray* a =
                    arrayAt(*data.batch, "episode_" + parts[1].toStdString() + "." + column.toStdString()))
                return *a;
        if (parts.size() == 3 && column == QLatin1String("observations"))
            if (const NdArray* a = arrayAt(*data.batch, "episode_" + parts[1].toStdString() + ".observations._index_"
                                                            + parts[2].toStdString()))
                return *a;
        return attributeArray(data, k);
    } else if (layout == QLatin1String("d3rlpy-v1-h5")) {
        if (const NdArray* a = arrayAt(*data.batch, k))
            return *a;
        return attributeArray(data, k);
    } else if (layout == QLatin1String("imitation-npz")) {
        const Batch& root = *data.batch;
        if (key == QLatin1String("terminal")) {
            std::vector<NdArray> flags;
            for (const auto& [name, value] : root.entries())
                flags.push_back(value.asBatch()->get("terminal").asArray());
            return stack(flags);
        }
        if (key == QLatin1String("indices")) {
            std::vector<std::int64_t> ends;
            std::int64_t at = 0;
            for (std::size_t i = 0; i + 1 < root.entries().size(); ++i)
                ends.push_back(at += root.entries()[i].second.asBatch()->get("acts").asArray().length());
            return NdArray::fromInts(ends, {std::int64_t(ends.size())});
        }
        return concatenated(root, k.c_str());
    } else if (layout.startsWith(QLatin1String("torchrl"))) {
        return std::nullopt; // needs the record: see torchrlArray
    } else if (data.format == FileFormat::Hdf5) {
        // d4rl / tianshou HDF5 with filter plugins: the dataset itself, read through HDF5.
        std::string path = "/" + k;
        std::replace(path.begin(), path.end(), '.', '/');
        return Hdf5File::open(data.path)->readDataset(path);
    }
    return std::nullopt;
}

inline const char* endName(EpisodeEnd end)
{
    switch (end) {
    case EpisodeEnd::Terminated: return "terminated";
    case EpisodeEnd::Truncated: return "truncated";
    case EpisodeEnd::Unfinished: return "unfinished";
    case EpisodeEnd::Cut: return "cut";
    }
    return "";
}

/// Every difference between data and the record, one line each (empty when equal).
inline QStringList differences(const LoadedData& data, const QJsonObject& record)
{
    QStringList out;
    const QString layout = record.value(QStringLiteral("layout")).toString();
    const QJsonObject keys = record.value(QStringLiteral("keys")).toObject();
    int checked = 0;
    for (auto it = keys.begin(); it != keys.end(); ++it) {
        const QJsonObject expected = it.value().toObject();
        std::optional<NdArray> a;
        if (layout.startsWith(QLatin1String("torchrl"))) {
            if (const NdArray* rows = arrayAt(*data.batch, it.key().toStdString()))
                a = storedTorchrl(*rows, record);
        } else {
            a = arrayForKey(data, layout, it.key());
        }
        if (!a) {
            if (!it.key().startsWith(QLatin1String("mask.")))
                out << it.key() + QStringLiteral(": not found");
            continue;
        }
        ++checked;
        const QString dtype = QString::fromStdString(a->dtype().name());
        const QString wanted = expected.value(QStringLiteral("dtype")).toString();
        if (wanted == QLatin1String("str")) {
            // Strings by value (the HDF5 reader gives a scalar string as a 1-element array).
            QStringList got;
            for (std::int64_t k = 0; k < a->size(); ++k) {
                const PyValue item = a->item(k);
                got << (item.isString() ? QString::fromStdString(std::string(item.asString())) : QString());
            }
            const QJsonValue value = expected.value(QStringLiteral("value"));
            const QStringList want = value.isArray() ? value.toVariant().toStringList() : QStringList{value.toString()};
            if (got != want)
                out << it.key()
                           + QStringLiteral(": strings %1 != %2")
                                 .arg(got.join(QLatin1Char(',')), want.join(QLatin1Char(',')));
            continue;
        }
        if (wanted != QLatin1String("str") && wanted != dtype
            && !(wanted == QLatin1String("object") && a->dtype().isObject()))
            out << it.key() + QStringLiteral(": dtype %1 != %2").arg(dtype, wanted);
        QJsonArray shape;
        for (const std::int64_t d : a->shape())
            shape.append(qint64(d));
        if (shape != expected.value(QStringLiteral("shape")).toArray())
            out << it.key() + QStringLiteral(": shape differs");
        if (expected.contains(QStringLiteral("sha256"))
            && sha256Of(*a) != expected.value(QStringLiteral("sha256")).toString())
            out << it.key() + QStringLiteral(": sha256 differs");
        if (expected.contains(QStringLiteral("sum"))
            && !close(sumOf(*a), expected.value(QStringLiteral("sum")).toDouble()))
            out << it.key()
                       + QStringLiteral(": sum %1 != %2")
                             .arg(sumOf(*a))
                             .arg(expected.value(QStringLiteral("sum")).toDouble());
    }
    if (checked == 0)
        out << QStringLiteral("no key checked");

    const EpisodeList episodes = data.episodeList();
    if (episodes.steps() != record.value(QStringLiteral("steps")).toInteger())
        out << QStringLiteral("steps %1 != %2")
                   .arg(episodes.steps())
                   .arg(record.value(QStringLiteral("steps")).toInteger());
    const QJsonArray wanted = record.value(QStringLiteral("episodes")).toArray();
    if (episodes.count() != wanted.size()) {
        out << QStringLiteral("%1 episodes, expected %2").arg(episodes.count()).arg(wanted.size());
        return out;
    }
    for (int i = 0; i < wanted.size(); ++i) {
        const QJsonObject w = wanted[i].toObject();
        const Episode& e = episodes.episodes()[std::size_t(i)];
        if (e.length() != w.value(QStringLiteral("length")).toInteger())
            out << QStringLiteral("episode %1: length %2 != %3")
                       .arg(i)
                       .arg(e.length())
                       .arg(w.value(QStringLiteral("length")).toInteger());
        if (!close(e.episodeReturn, w.value(QStringLiteral("return")).toDouble()))
            out << QStringLiteral("episode %1: return %2 != %3")
                       .arg(i)
                       .arg(e.episodeReturn)
                       .arg(w.value(QStringLiteral("return")).toDouble());
        if (QLatin1String(endName(e.endFlag)) != w.value(QStringLiteral("end")).toString())
            out << QStringLiteral("episode %1: end %2 != %3")
                       .arg(i)
                       .arg(QLatin1String(endName(e.endFlag)), w.value(QStringLiteral("end")).toString());
        if (e.startCut != w.value(QStringLiteral("cut_start")).toBool())
            out << QStringLiteral("episode %1: cut start differs").arg(i);
    }
    return out;
}

} // namespace DatasetManifest
