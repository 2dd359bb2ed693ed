// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "testutils.h"

#include <core/batch/batch.h>
#include <core/array/ndarray.h>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cmath>
#include <string>

/// Helpers of the HDF5 tests: manifest records and the checks the fixtures' manifests
/// describe (sha256 of C-order little-endian bytes, sum ignoring NaN).
namespace Hdf5TestUtils {

inline QJsonObject loadJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// The manifest record of one fixture file, or an empty object.
inline QJsonObject manifestRecord(const QString& dir, const QString& file)
{
    return TestUtils::manifestEntry(dir, file);
}

/// sha256 (hex) of the array's C-order bytes in little-endian order.
inline QByteArray sha256Of(const ReplayScope::Core::NdArray& array)
{
    using namespace ReplayScope::Core;
    NdArray a = array.dtype().byteOrder() == ByteOrder::Big ? array.astype(array.dtype().native()) : array.contiguous();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (a.nbytes() > 0)
        hash.addData(QByteArrayView(reinterpret_cast<const char*>(a.elementPtr(0)), a.nbytes()));
    return hash.result().toHex();
}

/// numpy's nansum as float64.
inline double nanSum(const ReplayScope::Core::NdArray& array)
{
    double sum = 0;
    for (std::int64_t i = 0; i < array.size(); ++i) {
        const double v = array.toDouble(i);
        if (!std::isnan(v))
            sum += v;
    }
    return sum;
}

inline bool closeEnough(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b));
}

inline QString shapeText(const ReplayScope::Core::Shape& shape)
{
    QStringList parts;
    for (auto d : shape)
        parts << QString::number(d);
    return parts.join(',');
}

inline QString shapeText(const QJsonArray& shape)
{
    QStringList parts;
    for (const auto& d : shape)
        parts << QString::number(d.toInteger());
    return parts.join(',');
}

/// Checks every leaf of a manifest `tree`/`storage` map against a Batch; returns an
/// empty string when all match, else the first difference.
inline QString compareTree(const ReplayScope::Core::Batch& batch, const QJsonObject& tree)
{
    using namespace ReplayScope::Core;
    for (auto it = tree.begin(); it != tree.end(); ++it) {
        const QString key = it.key();
        const QJsonObject leaf = it.value().toObject();
        const QString kind = leaf.value(QStringLiteral("kind")).toString();
        const PyValue* value = batch.findPath(key.toStdString());
        if (!value)
            return key + ": missing";
        if (kind == QLatin1String("reserved")) {
            if (!value->isBatch() || !value->asBatch()->isEmpty())
                return key + ": expected an empty Batch";
            continue;
        }
        if (!value->isArray())
            return key + ": expected an array, got " + QString::fromStdString(value->typeName());
        const NdArray& a = value->asArray();
        if ((kind == QLatin1String("torch")) != a.isTorch())
            return key + ": torch flag differs";
        if (QString::fromStdString(a.dtype().name()) != leaf.value(QStringLiteral("dtype")).toString())
            return key + ": dtype " + QString::fromStdString(a.dtype().name());
        if (shapeText(a.shape()) != shapeText(leaf.value(QStringLiteral("shape")).toArray()))
            return key + ": shape " + shapeText(a.shape());
        if (leaf.contains(QStringLiteral("sha256"))) {
            if (sha256Of(a) != leaf.value(QStringLiteral("sha256")).toString().toLatin1())
                return key + ": sha256 differs";
            if (!closeEnough(nanSum(a), leaf.value(QStringLiteral("sum")).toDouble()))
                return key + ": sum " + QString::number(nanSum(a), 'g', 17);
        }
    }
    return {};
}

} // namespace Hdf5TestUtils
