// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/valuetext.h>

#include <core/batch.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

using Core::PyValue;

QString kindText(const PyValue& value)
{
    switch (value.kind()) {
    case PyValue::Kind::Batch:
        return value.asBatch()->isEmpty() ? QCoreApplication::translate("KeyTree", "reserved")
                                          : QStringLiteral("Batch");
    case PyValue::Kind::Array:
        return value.asArray().isTorch() ? QStringLiteral("Tensor") : QStringLiteral("ndarray");
    case PyValue::Kind::None:
        return QStringLiteral("None");
    default:
        return QString::fromStdString(value.typeName());
    }
}

QString dtypeText(const PyValue& value)
{
    if (value.kind() == PyValue::Kind::Array || value.kind() == PyValue::Kind::Scalar)
        return QString::fromStdString(value.asArray().dtype().str());
    return {};
}

QString shapeText(const PyValue& value)
{
    if (value.kind() == PyValue::Kind::Array)
        return QString::fromStdString(Core::shapeToString(value.asArray().shape()));
    if (value.kind() == PyValue::Kind::Batch && !value.asBatch()->isEmpty()) {
        const auto shape = value.asBatch()->shape();
        return QString::fromStdString(Core::shapeToString(Core::Shape(shape.begin(), shape.end())));
    }
    return {};
}

QString sizeText(const PyValue& value)
{
    if (value.kind() == PyValue::Kind::Array)
        return formatBytes(value.asArray().nbytes());
    return {};
}

QString formatBytes(qint64 bytes)
{
    if (bytes < 1024)
        return QCoreApplication::translate("KeyTree", "%1 B").arg(bytes);
    const char* units[] = {"KB", "MB", "GB", "TB"};
    double v = static_cast<double>(bytes);
    int unit = -1;
    while (v >= 1024.0 && unit < 3) {
        v /= 1024.0;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(v, 0, 'f', v < 10 ? 2 : 1).arg(QLatin1String(units[unit]));
}

} // namespace ReplayScope::Ui
