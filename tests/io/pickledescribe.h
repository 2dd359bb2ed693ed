// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// The C++ half of tests/data/pickle/describe.py: the same canonical one-line text of
// a value, so a test can compare what our reader built with what CPython loads.

#include <core/batch/batch.h>
#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <QByteArray>
#include <QCryptographicHash>

#include <algorithm>
#include <bit>
#include <cstring>
#include <set>
#include <string>

namespace PickleTest {

using namespace ReplayScope::Core;

inline std::string hex(const void* data, std::size_t n)
{
    return QByteArray(static_cast<const char*>(data), static_cast<qsizetype>(n)).toHex().toStdString();
}

inline std::string dtypeText(const DType& dt, bool top = true)
{
    if (dt.isStructured()) {
        std::string out = "V" + std::to_string(dt.itemSize()) + "{";
        bool first = true;
        for (const auto& f : dt.fields()) {
            out += (first ? "" : ",") + f.name + ":" + dtypeText(f.type, false) + "@" + std::to_string(f.offset);
            first = false;
        }
        return out + "}";
    }
    return (top ? dt.native() : dt).typeString();
}

inline std::string rawText(const NdArray& input)
{
    NdArray a = !input.dtype().isStructured() && input.dtype().byteOrder() == ByteOrder::Big
                    ? input.astype(input.dtype().native())
                    : input.contiguous();
    const std::size_t n = static_cast<std::size_t>(a.nbytes());
    const void* p = n ? static_cast<const void*>(a.elementPtr(0)) : "";
    if (n <= 4096)
        return hex(p, n);
    return "sha"
           + QCryptographicHash::hash(QByteArray(static_cast<const char*>(p), static_cast<qsizetype>(n)),
                                      QCryptographicHash::Sha256)
                 .toHex()
                 .toStdString();
}

inline std::string describe(const PyValue& v, std::set<const void*>& active);

inline std::string describeItems(const std::vector<PyValue>& items, std::set<const void*>& active)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? "," : "") + describe(items[i], active);
    return out;
}

inline std::string doubleText(double x)
{
    const auto bits = std::bit_cast<std::uint64_t>(x);
    return hex(&bits, sizeof bits);
}

inline std::string describe(const PyValue& v, std::set<const void*>& active)
{
    using K = PyValue::Kind;
    switch (v.kind()) {
    case K::None: return "N";
    case K::Bool: return v.asBool() ? "T" : "F";
    case K::Int: return "i" + std::to_string(v.asInt());
    case K::BigInt: return "i" + v.asBigInt().toDecimal();
    case K::Float: return "f" + doubleText(v.asDouble());
    case K::Complex: return "c" + doubleText(v.asComplex().real()) + doubleText(v.asComplex().imag());
    case K::Str: return "s" + hex(v.asString().data(), v.asString().size());
    case K::Bytes: return "b" + hex(v.asString().data(), v.asString().size());
    case K::ByteArray: return "y" + hex(v.asString().data(), v.asString().size());
    case K::Array: {
        const NdArray& a = v.asArray();
        std::string shape = "(";
        for (std::size_t i = 0; i < a.shape().size(); ++i)
            shape += (i ? "," : "") + std::to_string(a.shape()[i]);
        shape += ")";
        if (a.dtype().isObject()) {
            std::vector<PyValue> items;
            for (std::int64_t i = 0; i < a.size(); ++i)
                items.push_back(a.scalarAt(i));
            return "AO" + shape + "[" + describeItems(items, active) + "]";
        }
        return "A" + dtypeText(a.dtype()) + shape + ":" + rawText(a);
    }
    case K::Scalar: return "G" + dtypeText(v.asArray().dtype()) + ":" + rawText(v.asArray());
    case K::DType: return "D" + dtypeText(v.asDType(), false);
    default: break;
    }
    const void* id = nullptr;
    switch (v.kind()) {
    case K::List:
    case K::Tuple:
    case K::Set:
    case K::FrozenSet: id = &v.items(); break;
    case K::Dict: id = &v.dictItems(); break;
    case K::Batch: id = v.asBatch().get(); break;
    default: break;
    }
    if (id && active.count(id))
        return "^";
    if (id)
        active.insert(id);
    std::string out;
    switch (v.kind()) {
    case K::List: out = "[" + describeItems(v.items(), active) + "]"; break;
    case K::Tuple: out = "(" + describeItems(v.items(), active) + ")"; break;
    case K::Set:
    case K::FrozenSet: {
        std::vector<std::string> parts;
        for (const auto& x : v.items())
            parts.push_back(describe(x, active));
        std::sort(parts.begin(), parts.end());
        out = v.kind() == K::Set ? "S{" : "Z{";
        for (std::size_t i = 0; i < parts.size(); ++i)
            out += (i ? "," : "") + parts[i];
        out += "}";
        break;
    }
    case K::Dict: {
        out = "{";
        bool first = true;
        for (const auto& [k, x] : v.dictItems()) {
            out += (first ? "" : ",") + describe(k, active) + ":" + describe(x, active);
            first = false;
        }
        out += "}";
        break;
    }
    case K::Batch: {
        out = "B{";
        bool first = true;
        for (const auto& [k, x] : v.asBatch()->entries()) {
            out += (first ? "" : ",") + describe(PyValue::fromStr(k), active) + ":" + describe(x, active);
            first = false;
        }
        out += "}";
        break;
    }
    case K::Global: out = "X" + v.asGlobal().module + "." + v.asGlobal().name; break;
    case K::Object: out = "X" + v.asObject()->cls.module + "." + v.asObject()->cls.name; break;
    default: break;
    }
    if (id)
        active.erase(id);
    return out;
}

inline std::string describe(const PyValue& v)
{
    std::set<const void*> active;
    return describe(v, active);
}

} // namespace PickleTest
