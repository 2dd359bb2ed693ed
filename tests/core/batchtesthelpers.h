// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Short builders for Python values and readers of Batch leaves, shared by the Batch
// tests so that each case reads close to the Python it mirrors.

#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/error.h>

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace BatchTest {

using namespace ReplayScope::Core;

inline PyValue I(std::int64_t v)
{
    return PyValue::fromInt(v);
}
inline PyValue F(double v)
{
    return PyValue::fromFloat(v);
}
inline PyValue S(std::string s)
{
    return PyValue::fromStr(std::move(s));
}
inline PyValue None()
{
    return PyValue::none();
}
inline PyValue L(std::vector<PyValue> items = {})
{
    return PyValue::list(std::move(items));
}
inline PyValue T(std::vector<PyValue> items)
{
    return PyValue::tuple(std::move(items));
}
inline PyValue A(const NdArray& a)
{
    return PyValue::array(a);
}

/// A dict with str keys, in order.
inline PyValue D(const std::vector<std::pair<std::string, PyValue>>& items)
{
    PyValue::Items out;
    for (const auto& [k, v] : items)
        out.emplace_back(PyValue::fromStr(k), v);
    return PyValue::dict(std::move(out));
}

/// A torch tensor of the given array's data and dtype.
inline PyValue Ten(NdArray a)
{
    a.setTorch(true);
    return PyValue::array(a);
}

/// A Batch wrapped as a value.
inline PyValue Bv(Batch b)
{
    return PyValue::batch(std::make_shared<Batch>(std::move(b)));
}

/// np.array of doubles / int64 in the given shape.
inline NdArray dbl(const std::vector<double>& v, Shape s = {})
{
    return NdArray::fromDoubles(v, s.empty() ? Shape{static_cast<std::int64_t>(v.size())} : s);
}
inline NdArray i64(const std::vector<std::int64_t>& v, Shape s = {})
{
    return NdArray::fromInts(v, s.empty() ? Shape{static_cast<std::int64_t>(v.size())} : s);
}

/// The leaf at a dotted path; throws KeyError when missing.
inline const PyValue& at(const Batch& b, std::string_view path)
{
    const PyValue* v = b.findPath(path);
    if (!v)
        throw KeyError(std::string(path));
    return *v;
}

/// Elements of an array (or numpy scalar) in C order as text: "[1, 4, 0]". Numbers use
/// %g, bools True/False, objects their Python repr. A non-array prints its repr.
inline QString elems(const PyValue& v)
{
    if (!v.isArray() && v.kind() != PyValue::Kind::Scalar)
        return QString::fromStdString(v.repr());
    const NdArray& a = v.asArray();
    QStringList parts;
    for (std::int64_t i = 0; i < a.size(); ++i) {
        const DType& t = a.dtype();
        if (t.isObject())
            parts << QString::fromStdString(a.item(i).repr());
        else if (t.isBool())
            parts << (a.toBool(i) ? "True" : "False");
        else if (t.isInteger())
            parts << QString::number(a.toInt64(i));
        else if (t.isFloat())
            parts << (std::isnan(a.toDouble(i)) ? QString("nan") : QString::number(a.toDouble(i), 'g', 10));
        else
            parts << QString::fromStdString(a.item(i).repr());
    }
    return "[" + parts.join(", ") + "]";
}

/// The kind of a leaf for assertions: "ndarray float64", "Tensor float32",
/// "scalar int64", "Batch", or the Python type name.
inline QString kindOf(const PyValue& v)
{
    if (v.isArray())
        return QString(v.asArray().isTorch() ? "Tensor " : "ndarray ")
               + QString::fromStdString(v.asArray().dtype().name());
    if (v.kind() == PyValue::Kind::Scalar)
        return "scalar " + QString::fromStdString(v.asArray().dtype().name());
    if (v.isBatch())
        return "Batch";
    return QString::fromStdString(v.typeName());
}

/// Shape of an array leaf as Python prints it: "(2, 3)".
inline QString shapeOf(const PyValue& v)
{
    return QString::fromStdString(shapeToString(v.asArray().shape()));
}

/// Batch::shape() as Python prints a list: "[1, 2]".
inline QString listText(const std::vector<std::int64_t>& v)
{
    QStringList parts;
    for (auto x : v)
        parts << QString::number(x);
    return "[" + parts.join(", ") + "]";
}

inline QString keysOf(const Batch& b)
{
    QStringList parts;
    for (const auto& k : b.keys())
        parts << QString::fromStdString(k);
    return parts.join(",");
}

/// Sorted keys, for results of stack/cat whose key order is unspecified.
inline QString sortedKeys(const Batch& b)
{
    QStringList parts;
    for (const auto& k : b.keys())
        parts << QString::fromStdString(k);
    parts.sort();
    return parts.join(",");
}

} // namespace BatchTest

Q_DECLARE_METATYPE(ReplayScope::Core::PyValue)
Q_DECLARE_METATYPE(ReplayScope::Core::Batch)
Q_DECLARE_METATYPE(ReplayScope::Core::Index)
