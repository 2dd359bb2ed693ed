// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Arithmetic with broadcasting and numpy 1.x type promotion, including value-based
// casting of scalars and 0-d arrays (`int8_array + 1` stays int8).
#include <core/array/arrayops.h>

#include <core/array/arraykernels.h>
#include <core/error.h>

#include <cmath>

namespace ReplayScope::Core {

using namespace Kernels;

namespace {

// numpy's kind categories for value-based casting: bool < integer < float < complex.
int category(const DType& d)
{
    if (d.isBool())
        return 0;
    if (d.isInteger())
        return 1;
    if (d.isFloat())
        return 2;
    return 3;
}

// np.min_scalar_type for the one value of a 0-d array; signedPeer asks for the
// smallest signed type instead of an unsigned one (numpy's "small unsigned" rule).
DType minScalarType(const NdArray& a, bool signedPeer)
{
    const DType& d = a.dtype();
    if (d.isBool())
        return d;
    if (d.isInteger()) {
        if (d.kind() == DTypeKind::UInt64 && a.toInt64(0) < 0)
            return DType(DTypeKind::UInt64); // beyond int64
        const std::int64_t v = a.toInt64(0);
        if (v < 0 || signedPeer) {
            if (v >= -128 && v <= 127)
                return DType(DTypeKind::Int8);
            if (v >= -32768 && v <= 32767)
                return DType(DTypeKind::Int16);
            if (v >= -2147483648LL && v <= 2147483647LL)
                return DType(DTypeKind::Int32);
            return DType(DTypeKind::Int64);
        }
        if (v <= 255)
            return DType(DTypeKind::UInt8);
        if (v <= 65535)
            return DType(DTypeKind::UInt16);
        if (v <= 4294967295LL)
            return DType(DTypeKind::UInt32);
        return DType(DTypeKind::UInt64);
    }
    if (d.isFloat()) {
        const double v = std::fabs(a.toDouble(0));
        if (d.kind() == DTypeKind::BFloat16)
            return d;
        if (!std::isfinite(v) || v <= 65504.0)
            return DType(DTypeKind::Float16);
        if (v <= 3.4028234663852886e38)
            return DType(DTypeKind::Float32);
        return DType(DTypeKind::Float64);
    }
    const auto c = a.toComplex(0);
    const auto fits = [](double x) { return !std::isfinite(x) || std::fabs(x) <= 3.4028234663852886e38; };
    return DType(fits(c.real()) && fits(c.imag()) ? DTypeKind::Complex64 : DTypeKind::Complex128);
}

// np.result_type(a, b) for two operands under numpy 1.x rules.
DType operandType(const NdArray& a, const NdArray& b)
{
    const bool aScalar = a.ndim() == 0, bScalar = b.ndim() == 0;
    if (aScalar == bScalar || !a.dtype().isNumeric() || !b.dtype().isNumeric())
        return DType::promote(a.dtype(), b.dtype());
    const NdArray& s = aScalar ? a : b;
    const NdArray& arr = aScalar ? b : a;
    if (category(s.dtype()) > category(arr.dtype()))
        return DType::promote(a.dtype(), b.dtype());
    return DType::promote(arr.dtype(), minScalarType(s, arr.dtype().isSignedInteger()));
}

const char* opSymbol(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Add: return "+";
    case BinaryOp::Subtract: return "-";
    case BinaryOp::Multiply: return "*";
    default: return "/";
    }
}

const char* opName(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Add: return "add";
    case BinaryOp::Subtract: return "subtract";
    case BinaryOp::Multiply: return "multiply";
    default: return "true_divide";
    }
}

template <typename W> W apply(BinaryOp op, W x, W y)
{
    switch (op) {
    case BinaryOp::Add: return x + y;
    case BinaryOp::Subtract: return x - y;
    case BinaryOp::Multiply: return x * y;
    default: return x / y;
    }
}

// Integer arithmetic wraps (done in unsigned to stay defined).
template <typename T> T applyInt(BinaryOp op, T x, T y)
{
    using U = std::make_unsigned_t<T>;
    switch (op) {
    case BinaryOp::Add: return static_cast<T>(static_cast<U>(x) + static_cast<U>(y));
    case BinaryOp::Subtract: return static_cast<T>(static_cast<U>(x) - static_cast<U>(y));
    default: return static_cast<T>(static_cast<U>(x) * static_cast<U>(y));
    }
}

NdArray objectOp(BinaryOp op, const NdArray& x, const NdArray& y)
{
    NdArray out(DType(DTypeKind::Object), x.shape());
    for (std::int64_t i = 0; i < x.size(); ++i) {
        const PyValue u = x.item(i), v = y.item(i);
        if (!u.isNumber() || !v.isNumber())
            throw TypeError(std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '" + u.typeName()
                            + "' and '" + v.typeName() + "'");
        const bool ints = (u.kind() == PyValue::Kind::Int || u.kind() == PyValue::Kind::Bool)
                          && (v.kind() == PyValue::Kind::Int || v.kind() == PyValue::Kind::Bool);
        if (ints && op != BinaryOp::Divide) {
            out.setElement(i, PyValue::fromInt(applyInt<std::int64_t>(op, u.asInt(), v.asInt())));
        } else if (u.kind() == PyValue::Kind::Complex || v.kind() == PyValue::Kind::Complex) {
            out.setElement(i, PyValue::fromComplex(apply(op, u.asComplex(), v.asComplex())));
        } else {
            if (op == BinaryOp::Divide && v.asDouble() == 0)
                throw ValueError("division by zero"); // Python's ZeroDivisionError
            out.setElement(i, PyValue::fromFloat(apply(op, u.asDouble(), v.asDouble())));
        }
    }
    return out;
}

} // namespace

NdArray binaryOp(BinaryOp op, const NdArray& a, const NdArray& b)
{
    const Shape shape = broadcastShapes(a.shape(), b.shape());
    DType type = operandType(a, b);
    if (type.isObject())
        return objectOp(op, a.broadcastTo(shape), b.broadcastTo(shape));
    if (!type.isNumeric())
        throw TypeError(std::string("ufunc '") + opName(op)
                        + "' did not contain a loop with signature matching types (dtype('" + a.dtype().str()
                        + "'), dtype('" + b.dtype().str() + "')) -> None");
    if (type.isBool() && op == BinaryOp::Subtract)
        throw TypeError("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                        "operator, or the logical_xor function instead.");
    // True division of integers and bools computes in float64.
    if (op == BinaryOp::Divide && (type.isBool() || type.isInteger()))
        type = DType(DTypeKind::Float64);
    const NdArray x = (a.dtype() == type ? a : a.astype(type)).broadcastTo(shape);
    const NdArray y = (b.dtype() == type ? b : b.astype(type)).broadcastTo(shape);
    NdArray out(type, shape);
    std::byte* o = out.storage()->mutableData();
    const std::byte* px = x.storage()->data();
    const std::byte* py = y.storage()->data();
    visitNumeric(type.kind(), [&](auto t) {
        using T = decltype(t);
        forEachOffset2(shape, x.strides(), x.offset(), y.strides(), y.offset(), [&](std::int64_t i, std::int64_t j) {
            const T u = load<T>(px + i), v = load<T>(py + j);
            T r;
            if constexpr (std::is_same_v<T, bool>)
                r = op == BinaryOp::Add ? (u || v) : (u && v);
            else if constexpr (std::is_integral_v<T>)
                r = applyInt<T>(op, u, v);
            else
                r = numericCast<T>(apply(op, widen(u), widen(v)));
            store<T>(o, r);
            o += sizeof(T);
        });
    });
    return out;
}

NdArray binaryOp(BinaryOp op, const NdArray& a, const PyValue& scalar)
{
    // A Python number is a 0-d array of its default type; value-based casting does the rest.
    return binaryOp(op, a, asAnyArray(scalar));
}

} // namespace ReplayScope::Core
