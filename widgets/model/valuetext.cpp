// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/valuetext.h>

#include <core/batch/batch.h>

#include <QCoreApplication>
#include <QLocale>

#include <limits>

namespace ReplayScope::Ui {

using Core::PyValue;

QString kindText(const PyValue& value)
{
    switch (value.kind()) {
    case PyValue::Kind::Batch:
        return value.asBatch()->isEmpty() ? QCoreApplication::translate("KeyTree", "reserved")
                                          : QStringLiteral("Batch");
    case PyValue::Kind::Array: return value.asArray().isTorch() ? QStringLiteral("Tensor") : QStringLiteral("ndarray");
    case PyValue::Kind::None: return QStringLiteral("None");
    default: return QString::fromStdString(value.typeName());
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
    // In the user's language's digits and decimal separator ("144,0 KB" in German).
    return QStringLiteral("%1 %2").arg(QLocale().toString(v, 'f', v < 10 ? 2 : 1), QLatin1String(units[unit]));
}

QString elementText(const Core::NdArray& array, std::int64_t flat)
{
    if (array.dtype().kind() == Core::DTypeKind::Unicode)
        return QString::fromStdString(array.scalarAt(flat).str());
    return QString::fromStdString(array.scalarAt(flat).repr());
}

namespace {

std::optional<PyValue> parseNumber(const QString& text)
{
    bool ok = false;
    const qlonglong i = text.toLongLong(&ok);
    if (ok)
        return PyValue::fromInt(i);
    const double d = text.toDouble(&ok);
    if (ok)
        return PyValue::fromFloat(d);
    const QString lower = text.toLower();
    if (lower == QLatin1String("nan"))
        return PyValue::fromFloat(std::numeric_limits<double>::quiet_NaN());
    if (lower == QLatin1String("inf") || lower == QLatin1String("+inf"))
        return PyValue::fromFloat(std::numeric_limits<double>::infinity());
    if (lower == QLatin1String("-inf"))
        return PyValue::fromFloat(-std::numeric_limits<double>::infinity());
    return std::nullopt;
}

} // namespace

std::optional<PyValue> parseCellText(const QString& typed, const Core::DType& dtype)
{
    const QString text = typed.trimmed();
    if (dtype.isBool()) {
        if (text == QLatin1String("True") || text == QLatin1String("true") || text == QLatin1String("1"))
            return PyValue::fromBool(true);
        if (text == QLatin1String("False") || text == QLatin1String("false") || text == QLatin1String("0"))
            return PyValue::fromBool(false);
        return std::nullopt;
    }
    if (dtype.isInteger()) {
        bool ok = false;
        const qlonglong i = text.toLongLong(&ok);
        if (ok)
            return PyValue::fromInt(i);
        if (dtype.isUnsignedInteger()) {
            const qulonglong u = text.toULongLong(&ok);
            if (ok)
                return PyValue::fromBigInt(Core::BigInt::fromDecimal(std::to_string(u)));
        }
        return std::nullopt;
    }
    if (dtype.isFloat())
        return parseNumber(text);
    if (dtype.kind() == Core::DTypeKind::Unicode)
        return PyValue::fromStr(typed.toStdString());
    if (dtype.kind() == Core::DTypeKind::Bytes)
        return PyValue::fromBytes(typed.toLatin1().toStdString());
    if (dtype.isObject()) {
        if (text == QLatin1String("None"))
            return PyValue();
        if (text == QLatin1String("True") || text == QLatin1String("False"))
            return PyValue::fromBool(text == QLatin1String("True"));
        if (auto number = parseNumber(text))
            return number;
        return PyValue::fromStr(typed.toStdString());
    }
    return std::nullopt; // complex, structured and void elements are not editable as text
}

} // namespace ReplayScope::Ui
