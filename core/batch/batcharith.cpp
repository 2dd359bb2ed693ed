// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch arithmetic: tianshou-spec.md 1.17.

#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/batch/batchdetail.h>
#include <core/error.h>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace {

const char* opSymbol(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Add: return "+=";
    case BinaryOp::Subtract: return "-=";
    case BinaryOp::Multiply: return "*=";
    case BinaryOp::Divide: return "/=";
    }
    return "?=";
}

const char* ufuncName(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Add: return "add";
    case BinaryOp::Subtract: return "subtract";
    case BinaryOp::Multiply: return "multiply";
    case BinaryOp::Divide: return "divide";
    }
    return "?";
}

// numpy's 'same_kind' casting between numeric dtypes, which in-place operators use:
// bool < unsigned < signed < float < complex, never downwards.
int kindRank(const DType& t)
{
    if (t.isBool())
        return 0;
    if (t.isUnsignedInteger())
        return 1;
    if (t.isInteger())
        return 2;
    if (t.isFloat())
        return 3;
    return 4;
}

NdArray compute(BinaryOp op, const NdArray& a, const PyValue& operand, const PyValue& target)
{
    if (operand.isArray() || operand.kind() == PyValue::Kind::Scalar)
        return binaryOp(op, a, asNumpy(operand));
    if (operand.isNumber())
        return binaryOp(op, a, operand);
    throw TypeError(std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '" + target.typeName()
                    + "' and '" + operand.typeName() + "'");
}

void applyInPlace(Batch& b, BinaryOp op, const PyValue& operand);

// `self.__dict__[key] op= operand` for one value.
void applyToValue(PyValue& target, BinaryOp op, const PyValue& operand)
{
    switch (target.kind()) {
    case PyValue::Kind::Batch: applyInPlace(*target.asBatch(), op, operand); return;
    case PyValue::Kind::Array: {
        NdArray& a = target.mutableArray();
        const NdArray result = compute(op, a, operand, target);
        if (kindRank(result.dtype()) > kindRank(a.dtype()))
            throw TypeError(std::string("Cannot cast ufunc '") + ufuncName(op) + "' output from dtype('"
                            + result.dtype().name() + "') to dtype('" + a.dtype().name()
                            + "') with casting rule 'same_kind'");
        if (result.shape() != a.shape())
            throw ValueError("non-broadcastable output operand with shape " + shapeToString(a.shape())
                             + " doesn't match the broadcast shape " + shapeToString(result.shape()));
        a.setItem(wholeIndex(), result); // in place: views and sharers see the change
        return;
    }
    case PyValue::Kind::Scalar: target = PyValue::scalar(compute(op, target.asArray(), operand, target)); return;
    case PyValue::Kind::Bool:
    case PyValue::Kind::Int:
    case PyValue::Kind::Float:
    case PyValue::Kind::Complex: {
        const NdArray result = compute(op, asAnyArray(target), operand, target);
        target = operand.isArray() ? PyValue::array(result) : result.item(0);
        return;
    }
    default:
        throw TypeError(std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '"
                        + (target.isNone() ? std::string("NoneType") : target.typeName()) + "' and '"
                        + operand.typeName() + "'");
    }
}

void applyInPlace(Batch& b, BinaryOp op, const PyValue& operand)
{
    if (operand.isBatch()) {
        if (op != BinaryOp::Add)
            throw AssertionError("Only multiplication/division by a number is supported.");
        const Batch other = *operand.asBatch(); // b += b pairs values with themselves
        if (other.entries().size() != b.entries().size())
            throw ValueError("zip() argument 2 is "
                             + std::string(other.entries().size() < b.entries().size() ? "shorter" : "longer")
                             + " than argument 1");
        for (std::size_t i = 0; i < other.entries().size(); ++i) {
            const std::string key = b.entries()[i].first;
            PyValue& value = b.get(key);
            if (!isKeyless(value))
                applyToValue(value, op, other.entries()[i].second);
        }
        return;
    }
    if (!operand.isNumber()) {
        if (op == BinaryOp::Add)
            throw TypeError("Only addition of Batch or number is supported.");
        throw AssertionError(op == BinaryOp::Multiply ? "Only multiplication by a number is supported."
                                                      : "Only division by a number is supported.");
    }
    for (const std::string& key : b.keys()) {
        PyValue& value = b.get(key);
        if (!isKeyless(value))
            applyToValue(value, op, operand);
    }
}

} // namespace

Batch Batch::operator+(const PyValue& number) const
{
    Batch out = deepCopy();
    out += number;
    return out;
}

Batch Batch::operator*(const PyValue& number) const
{
    if (!number.isNumber())
        throw AssertionError("Only multiplication by a number is supported.");
    Batch out = deepCopy();
    applyInPlace(out, BinaryOp::Multiply, number);
    return out;
}

Batch Batch::operator/(const PyValue& number) const
{
    if (!number.isNumber())
        throw AssertionError("Only division by a number is supported.");
    Batch out = deepCopy();
    applyInPlace(out, BinaryOp::Divide, number);
    return out;
}

Batch& Batch::operator+=(const PyValue& numberOrBatch)
{
    applyInPlace(*this, BinaryOp::Add, numberOrBatch);
    return *this;
}

} // namespace ReplayScope::Core
