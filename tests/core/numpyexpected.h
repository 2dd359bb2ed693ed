// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Reading the numpy expected-value files of tests/data/numpy (written by
// gen_expected.py): tagged values, array descriptions and expected errors.

#include "testutils.h"

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <functional>

namespace NumpyExpected {

using namespace ReplayScope::Core;

/// The parsed JSON of tests/data/numpy/<name>; fails loudly when missing.
inline QJsonValue load(const QString& name)
{
    QFile f(TestUtils::testDataPath(QStringLiteral("numpy/") + name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open expected-value file %s", qPrintable(f.fileName()));
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

inline double parseFloat(const QString& text)
{
    const QByteArray b = text.toLatin1();
    return std::strtod(b.constData(), nullptr); // reads Python's float.hex(), inf and nan
}

/// A tagged value ("i:3", "f:0x1.8p+0", "s:abc", lists) as a Python value.
inline PyValue decode(const QJsonValue& v)
{
    if (v.isArray()) {
        std::vector<PyValue> items;
        for (const auto& x : v.toArray())
            items.push_back(decode(x));
        return PyValue::list(std::move(items));
    }
    const QString s = v.toString();
    const QString tag = s.section(QLatin1Char(':'), 0, 0);
    const QString text = s.mid(tag.size() + 1);
    if (tag == QLatin1String("b"))
        return PyValue::fromBool(text == QLatin1String("1"));
    if (tag == QLatin1String("i"))
        return PyValue::fromInt(text.toLongLong());
    if (tag == QLatin1String("f"))
        return PyValue::fromFloat(parseFloat(text));
    if (tag == QLatin1String("s"))
        return PyValue::fromStr(text.toStdString());
    if (tag == QLatin1String("n"))
        return PyValue::none();
    qFatal("unexpected tagged value %s", qPrintable(s));
}

inline bool sameFloat(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || (a == b && std::signbit(a) == std::signbit(b));
}

/// Whether a Python value matches a tagged value; why gets a description when not.
inline bool matches(const PyValue& v, const QString& code, QString* why)
{
    const QString tag = code.section(QLatin1Char(':'), 0, 0);
    const QString text = code.mid(tag.size() + 1);
    bool ok = false;
    try {
        if (tag == QLatin1String("b"))
            ok = v.kind() == PyValue::Kind::Bool && v.asBool() == (text == QLatin1String("1"));
        else if (tag == QLatin1String("i"))
            ok = (v.kind() == PyValue::Kind::Int && v.asInt() == text.toLongLong())
                 || (v.kind() == PyValue::Kind::BigInt && QString::fromStdString(v.asBigInt().toDecimal()) == text);
        else if (tag == QLatin1String("f"))
            ok = v.kind() == PyValue::Kind::Float && sameFloat(v.asDouble(), parseFloat(text));
        else if (tag == QLatin1String("c")) {
            const auto c = v.asComplex();
            ok = v.kind() == PyValue::Kind::Complex
                 && sameFloat(c.real(), parseFloat(text.section(QLatin1Char(','), 0, 0)))
                 && sameFloat(c.imag(), parseFloat(text.section(QLatin1Char(','), 1, 1)));
        } else if (tag == QLatin1String("s"))
            ok = v.kind() == PyValue::Kind::Str && QString::fromStdString(std::string(v.asString())) == text;
        else if (tag == QLatin1String("y"))
            ok = v.kind() == PyValue::Kind::Bytes
                 && QByteArray(v.asString().data(), static_cast<qsizetype>(v.asString().size())).toHex()
                        == text.toLatin1();
        else if (tag == QLatin1String("n"))
            ok = v.isNone();
        else
            ok = QString::fromStdString(v.repr()) == text;
    } catch (const std::exception&) {
        ok = false;
    }
    if (!ok && why)
        *why = QStringLiteral("got %1 (%2), expected %3")
                   .arg(QString::fromStdString(v.repr()), QString::fromStdString(v.typeName()), code);
    return ok;
}

/// Compares an array with a description {shape, dtype, values}.
inline void compareArray(const NdArray& a, const QJsonObject& d, const QString& where)
{
    Shape shape;
    for (const auto& x : d.value(QLatin1String("shape")).toArray())
        shape.push_back(x.toInteger());
    QVERIFY2(a.shape() == shape,
             qPrintable(where + QStringLiteral(": shape ") + QString::fromStdString(shapeToString(a.shape()))
                        + QStringLiteral(" != ") + QString::fromStdString(shapeToString(shape))));
    QCOMPARE(QString::fromStdString(a.dtype().typeString()), d.value(QLatin1String("dtype")).toString());
    const QJsonArray values = d.value(QLatin1String("values")).toArray();
    QCOMPARE(a.size(), values.size());
    for (qsizetype i = 0; i < values.size(); ++i) {
        QString why;
        QVERIFY2(matches(a.item(i), values[i].toString(), &why),
                 qPrintable(where + QStringLiteral(" element %1: ").arg(i) + why));
    }
}

/// Runs f and checks that it throws the error numpy raised (class and message).
inline void expectError(const std::function<void()>& f, const QJsonObject& d)
{
    const QString cls = d.value(QLatin1String("error")).toString();
    const QString message = d.value(QLatin1String("message")).toString();
    try {
        f();
    } catch (const Error& e) {
        bool right = false;
        if (cls == QLatin1String("IndexError"))
            right = dynamic_cast<const IndexError*>(&e) != nullptr;
        else if (cls == QLatin1String("ValueError") || cls == QLatin1String("AxisError"))
            right = dynamic_cast<const ValueError*>(&e) != nullptr;
        else if (cls == QLatin1String("TypeError") || cls == QLatin1String("UFuncTypeError"))
            right = dynamic_cast<const TypeError*>(&e) != nullptr;
        QVERIFY2(
            right,
            qPrintable(QStringLiteral("wrong error class for numpy's %1: %2").arg(cls, QString::fromUtf8(e.what()))));
        QCOMPARE(QString::fromUtf8(e.what()), message);
        return;
    }
    QFAIL(qPrintable(QStringLiteral("no error; numpy raised %1: %2").arg(cls, message)));
}

/// An array from a generator spec: [tagged values, dtype] or {gen, n, dtype}.
inline NdArray arrayFromSpec(const QJsonValue& spec)
{
    if (spec.isObject()) {
        const QJsonObject o = spec.toObject();
        const auto n = o.value(QLatin1String("n")).toInteger();
        std::vector<double> values;
        for (qint64 i = 0; i < n; ++i)
            values.push_back(o.value(QLatin1String("gen")).toString() == QLatin1String("div7")
                                 ? static_cast<double>(i + 1) / 7.0
                                 : static_cast<double>((i * 7919) % 1000));
        return NdArray::fromDoubles(values, {n},
                                    DType::fromString(o.value(QLatin1String("dtype")).toString().toStdString()));
    }
    const QJsonArray a = spec.toArray();
    return asAnyArray(decode(a[0]), DType::fromString(a[1].toString().toStdString()));
}

} // namespace NumpyExpected
