// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "testutils.h"

#include <core/python/pyvalue.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cmath>
#include <cstdlib>

/// Cross-checking printing against CPython: a Python script evaluates expressions with
/// numpy, prints repr/str/pformat of each result together with an exact, tagged
/// encoding of the value; decode() rebuilds the same value as a PyValue, so every
/// test compares our text with CPython's for the very same data.
namespace PyCodec {

/// The script: argv[1:] are Python expressions (numpy as np). One JSON line per
/// expression: {"value": <encoding>, "repr": ..., "str": ..., "pformat": ...}.
/// objarr(*items, shape=None) builds an object array holding exactly the given items.
inline const char* script()
{
    return R"PY(
import sys, json, pprint
import numpy as np

def enc_array(a):
    d = {"t": "ndarray", "dtype": a.dtype.str, "shape": list(a.shape)}
    if a.dtype.names is not None:
        d["fields"] = [[n, a.dtype.fields[n][0].str, a.dtype.fields[n][1]] for n in a.dtype.names]
        d["itemsize"] = a.dtype.itemsize
    if a.dtype.kind == "O":
        d["items"] = [enc(x) for x in a.reshape(-1)]
    else:
        d["hex"] = np.ascontiguousarray(a).tobytes().hex()
    return d

def enc(v):
    t = type(v)
    if v is None: return {"t": "none"}
    if t is bool: return {"t": "bool", "v": v}
    if t is int: return {"t": "int", "v": str(v)}
    if t is float: return {"t": "float", "v": v.hex()}
    if t is complex: return {"t": "complex", "v": [v.real.hex(), v.imag.hex()]}
    if t is str: return {"t": "str", "v": v.encode("utf-8", "surrogatepass").hex()}
    if t is bytes: return {"t": "bytes", "v": v.hex()}
    if t is bytearray: return {"t": "bytearray", "v": bytes(v).hex()}
    if t in (list, tuple, set, frozenset):
        return {"t": t.__name__, "items": [enc(x) for x in v]}
    if t is dict: return {"t": "dict", "items": [[enc(k), enc(x)] for k, x in v.items()]}
    if t is np.ndarray: return enc_array(v)
    if isinstance(v, np.generic):
        d = enc_array(np.array(v))
        d["t"] = "npscalar"
        return d
    if isinstance(v, np.dtype): return {"t": "dtype", "v": v.str}
    raise TypeError("cannot encode %r" % (t,))

def objarr(*items, shape=None):
    a = np.empty(len(items), dtype=object)
    for i, x in enumerate(items):
        a[i] = x
    return a.reshape(shape) if shape else a

for expr in sys.argv[1:]:
    v = eval(expr)
    print(json.dumps({"value": enc(v), "repr": repr(v), "str": str(v), "pformat": pprint.pformat(v)}))
)PY";
}

inline std::string bytesFromHex(const QJsonValue& v)
{
    const QByteArray b = QByteArray::fromHex(v.toString().toLatin1());
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

inline double floatFromHex(const QJsonValue& v)
{
    return std::strtod(v.toString().toStdString().c_str(), nullptr);
}

inline ReplayScope::Core::PyValue decode(const QJsonValue& json);

inline std::vector<ReplayScope::Core::PyValue> decodeItems(const QJsonValue& items)
{
    std::vector<ReplayScope::Core::PyValue> out;
    for (const QJsonValue& item : items.toArray())
        out.push_back(decode(item));
    return out;
}

inline ReplayScope::Core::NdArray decodeArray(const QJsonObject& o)
{
    using namespace ReplayScope::Core;
    Shape shape;
    for (const QJsonValue& n : o.value(QStringLiteral("shape")).toArray())
        shape.push_back(n.toInteger());
    if (o.contains(QStringLiteral("items"))) {
        const std::vector<PyValue> items = decodeItems(o.value(QStringLiteral("items")));
        return NdArray::fromObjects(items, shape);
    }
    DType dtype;
    if (o.contains(QStringLiteral("fields"))) {
        std::vector<DTypeField> fields;
        for (const QJsonValue& f : o.value(QStringLiteral("fields")).toArray()) {
            const QJsonArray a = f.toArray();
            fields.push_back({a.at(0).toString().toStdString(), DType::fromString(a.at(1).toString().toStdString()),
                              static_cast<std::size_t>(a.at(2).toInteger())});
        }
        dtype = DType::structured(fields, static_cast<std::size_t>(o.value(QStringLiteral("itemsize")).toInteger()));
    } else {
        dtype = DType::fromString(o.value(QStringLiteral("dtype")).toString().toStdString());
    }
    const std::string bytes = bytesFromHex(o.value(QStringLiteral("hex")));
    return NdArray::fromBytes(dtype, shape, bytes.data());
}

inline ReplayScope::Core::PyValue decode(const QJsonValue& json)
{
    using namespace ReplayScope::Core;
    const QJsonObject o = json.toObject();
    const QString t = o.value(QStringLiteral("t")).toString();
    const QJsonValue v = o.value(QStringLiteral("v"));
    if (t == QLatin1String("none"))
        return PyValue::none();
    if (t == QLatin1String("bool"))
        return PyValue::fromBool(v.toBool());
    if (t == QLatin1String("int"))
        return PyValue::fromBigInt(BigInt::fromDecimal(v.toString().toStdString()));
    if (t == QLatin1String("float"))
        return PyValue::fromFloat(floatFromHex(v));
    if (t == QLatin1String("complex"))
        return PyValue::fromComplex({floatFromHex(v.toArray().at(0)), floatFromHex(v.toArray().at(1))});
    if (t == QLatin1String("str"))
        return PyValue::fromStr(bytesFromHex(v));
    if (t == QLatin1String("bytes"))
        return PyValue::fromBytes(bytesFromHex(v));
    if (t == QLatin1String("bytearray"))
        return PyValue::fromByteArray(bytesFromHex(v));
    if (t == QLatin1String("list"))
        return PyValue::list(decodeItems(o.value(QStringLiteral("items"))));
    if (t == QLatin1String("tuple"))
        return PyValue::tuple(decodeItems(o.value(QStringLiteral("items"))));
    if (t == QLatin1String("set"))
        return PyValue::set(decodeItems(o.value(QStringLiteral("items"))));
    if (t == QLatin1String("frozenset"))
        return PyValue::frozenSet(decodeItems(o.value(QStringLiteral("items"))));
    if (t == QLatin1String("dict")) {
        PyValue::Items items;
        for (const QJsonValue& kv : o.value(QStringLiteral("items")).toArray())
            items.emplace_back(decode(kv.toArray().at(0)), decode(kv.toArray().at(1)));
        return PyValue::dict(std::move(items));
    }
    if (t == QLatin1String("ndarray"))
        return PyValue::array(decodeArray(o));
    if (t == QLatin1String("npscalar"))
        return PyValue::scalar(decodeArray(o));
    if (t == QLatin1String("dtype"))
        return PyValue::dtype(DType::fromString(v.toString().toStdString()));
    return PyValue::none();
}

/// One evaluated expression.
struct Case {
    QString expression;
    ReplayScope::Core::PyValue value;
    QString repr;
    QString str;
    QString pformat;
};

/// Evaluates the expressions in one Python run. ok is false when Python failed.
inline std::vector<Case> evaluate(const QStringList& expressions, bool* ok, QString* error)
{
    const QByteArray out = TestUtils::runPython(QString::fromUtf8(script()), expressions, ok, error);
    std::vector<Case> cases;
    if (!*ok)
        return cases;
    const QList<QByteArray> lines = out.split('\n');
    for (int i = 0; i < expressions.size() && i < lines.size(); ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines.at(i)).object();
        cases.push_back({expressions.at(i), decode(o.value(QStringLiteral("value"))),
                         o.value(QStringLiteral("repr")).toString(), o.value(QStringLiteral("str")).toString(),
                         o.value(QStringLiteral("pformat")).toString()});
    }
    if (static_cast<int>(cases.size()) != expressions.size())
        *ok = false;
    return cases;
}

} // namespace PyCodec
