// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Evaluation of a parsed Expression, over a Batch or over row windows of it.
#include <core/expr/expression.h>
#include <core/expr/exprkernels.h>
#include <core/expr/exprnode.h>

#include <core/array/arrayops.h>
#include <core/array/rowwindow.h>

#include <cmath>
#include <optional>

namespace ReplayScope::Core {

using Expr::Node;
using Expr::NodeKind;

namespace {

// A value met while evaluating: an array, or a plain number not yet bound to a dtype
// (so `rew * 0.99` keeps rew's float32, as numpy's value-based casting does).
struct Operand {
    std::optional<NdArray> array;
    double number = 0.0;
    bool isBool = false;
};

Operand numberOf(double value, bool isBool = false)
{
    return {std::nullopt, value, isBool};
}

// A plain number as a 0-d array beside an array: float32/float16 data compares with the
// number rounded to its dtype (numpy's value-based casting), bools stay bools.
NdArray asArrayBeside(const Operand& value, const Operand& other)
{
    if (value.array)
        return *value.array;
    if (value.isBool)
        return NdArray::scalarBool(value.number != 0.0);
    if (other.array && other.array->dtype().isFloat() && other.array->dtype().itemSize() < 8)
        return NdArray::scalar(value.number, other.array->dtype());
    if (std::floor(value.number) == value.number && std::fabs(value.number) < 9.0e15)
        return NdArray::scalarInt(std::int64_t(value.number));
    return NdArray::scalar(value.number);
}

Operand arithmetic(BinaryOp op, const Operand& a, const Operand& b)
{
    if (!a.array && !b.array) {
        switch (op) {
        case BinaryOp::Add: return numberOf(a.number + b.number);
        case BinaryOp::Subtract: return numberOf(a.number - b.number);
        case BinaryOp::Multiply: return numberOf(a.number * b.number);
        case BinaryOp::Divide: return numberOf(a.number / b.number);
        }
    }
    if (a.array && b.array)
        return {binaryOp(op, *a.array, *b.array)};
    if (a.array)
        return {binaryOp(op, *a.array, PyValue::fromFloat(b.number))};
    // number op array: + and * commute; - and / go through a 0-d float64 array.
    if (op == BinaryOp::Add || op == BinaryOp::Multiply)
        return {binaryOp(op, *b.array, PyValue::fromFloat(a.number))};
    return {binaryOp(op, NdArray::scalar(a.number), *b.array)};
}

bool compareNumbers(Expr::Compare op, double u, double v)
{
    using Expr::Compare;
    switch (op) {
    case Compare::Less: return u < v;
    case Compare::LessEqual: return u <= v;
    case Compare::Greater: return u > v;
    case Compare::GreaterEqual: return u >= v;
    case Compare::Equal: return u == v;
    case Compare::NotEqual: return u != v;
    }
    return false;
}

Expr::Compare compareOf(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Less: return Expr::Compare::Less;
    case NodeKind::LessEqual: return Expr::Compare::LessEqual;
    case NodeKind::Greater: return Expr::Compare::Greater;
    case NodeKind::GreaterEqual: return Expr::Compare::GreaterEqual;
    case NodeKind::Equal: return Expr::Compare::Equal;
    default: return Expr::Compare::NotEqual;
    }
}

class Evaluator {
public:
    explicit Evaluator(const Expression::Lookup& lookup)
        : m_lookup(lookup)
    {
    }

    Operand eval(const Node& n) const
    {
        switch (n.kind) {
        case NodeKind::Number: return numberOf(n.number, n.isBool);
        case NodeKind::Key: return {m_lookup(n.name, n.position)};
        case NodeKind::Negate: return arithmetic(BinaryOp::Multiply, eval(*n.args[0]), numberOf(-1.0));
        case NodeKind::Not: {
            const Operand a = eval(*n.args[0]);
            if (!a.array)
                return numberOf(a.number == 0.0, true);
            return {Expr::invert(*a.array)};
        }
        case NodeKind::Add:
        case NodeKind::Subtract:
        case NodeKind::Multiply:
        case NodeKind::Divide: {
            static const BinaryOp ops[] = {BinaryOp::Add, BinaryOp::Subtract, BinaryOp::Multiply, BinaryOp::Divide};
            return arithmetic(ops[int(n.kind) - int(NodeKind::Add)], eval(*n.args[0]), eval(*n.args[1]));
        }
        case NodeKind::Less:
        case NodeKind::LessEqual:
        case NodeKind::Greater:
        case NodeKind::GreaterEqual:
        case NodeKind::Equal:
        case NodeKind::NotEqual: {
            const Operand a = eval(*n.args[0]);
            const Operand b = eval(*n.args[1]);
            if (!a.array && !b.array)
                return numberOf(compareNumbers(compareOf(n.kind), a.number, b.number), true);
            return {Expr::compare(compareOf(n.kind), asArrayBeside(a, b), asArrayBeside(b, a))};
        }
        case NodeKind::And:
        case NodeKind::Or: {
            const Operand a = eval(*n.args[0]);
            const Operand b = eval(*n.args[1]);
            const bool isAnd = n.kind == NodeKind::And;
            if (!a.array && !b.array && a.isBool && b.isBool)
                return numberOf(isAnd ? (a.number != 0 && b.number != 0) : (a.number != 0 || b.number != 0), true);
            return {Expr::logical(isAnd, asArrayBeside(a, b), asArrayBeside(b, a))};
        }
        case NodeKind::Call: return call(n);
        case NodeKind::Subscript: {
            const Operand a = eval(*n.args[0]);
            if (!a.array)
                throw ExprError(ExprErrorKind::BadArgument, n.position, "array", "a plain number cannot be indexed");
            return {(*a.array)[n.index]};
        }
        case NodeKind::Any:
        case NodeKind::All: {
            const Operand a = eval(*n.args[0]);
            const NdArray value = a.array ? *a.array : asArrayBeside(a, a);
            std::optional<int> axis;
            if (n.hasAxis)
                axis = n.axis;
            NdArray r = Expr::reduceBool(n.kind == NodeKind::Any, value, axis);
            if (r.ndim() == 0 && !a.array)
                return numberOf(r.toBool(0), true);
            return {r};
        }
        }
        return {};
    }

private:
    Operand call(const Node& n) const
    {
        const Operand a = eval(*n.args[0]);
        if (!a.array) {
            if (n.name == "abs")
                return numberOf(std::fabs(a.number), a.isBool);
            if (n.name == "isnan")
                return numberOf(std::isnan(a.number), true);
            if (n.name == "isinf")
                return numberOf(std::isinf(a.number), true);
            return numberOf(std::isfinite(a.number), true);
        }
        if (n.name == "abs")
            return {Expr::absolute(*a.array)};
        if (n.name == "isnan")
            return {isNan(*a.array)};
        if (n.name == "isinf")
            return {Expr::isInf(*a.array)};
        return {Expr::isFinite(*a.array)};
    }

    const Expression::Lookup& m_lookup;
};

Expression::Lookup batchLookup(const Batch& root)
{
    return [&root](const std::string& key, std::int64_t position) -> NdArray {
        const PyValue* value = root.findPath(key);
        if (!value)
            throw ExprError(ExprErrorKind::UnknownKey, position, key, "no key '" + key + "'");
        if (!value->isArray())
            throw ExprError(ExprErrorKind::NotAnArray, position, key, "'" + key + "' is not an array");
        return value->asArray();
    };
}

} // namespace

NdArray Expression::evaluate(const Lookup& lookup) const
{
    const Operand result = Evaluator(lookup).eval(*m_root);
    if (!result.array)
        throw ExprError(ExprErrorKind::ScalarResult, -1, {},
                        "the expression gives a single number; use at least one key");
    return *result.array;
}

NdArray Expression::evaluate(const Batch& root) const
{
    return evaluate(batchLookup(root));
}

NdArray evaluateExpression(const Batch& root, const std::string& text)
{
    return Expression::parse(text).evaluate(root);
}

std::vector<bool> evaluateRowMask(const Expression& expression, const Batch& root, std::int64_t rows,
                                  std::int64_t windowRows)
{
    const Expression::Lookup whole = batchLookup(root);
    std::vector<bool> mask;
    mask.reserve(std::size_t(rows));
    windowRows = std::max<std::int64_t>(windowRows, 1);
    for (std::int64_t begin = 0; begin < rows || (begin == 0 && rows == 0); begin += windowRows) {
        const std::int64_t end = std::min(rows, begin + windowRows);
        // Keys with one entry per row are read a window at a time; others broadcast whole.
        const Expression::Lookup window = [&](const std::string& key, std::int64_t position) {
            const NdArray array = whole(key, position);
            if (array.ndim() >= 1 && array.shape()[0] == rows)
                return readRowWindow(array, begin, end);
            return array;
        };
        const NdArray value = expression.evaluate(window);
        if (!value.dtype().isBool() || value.ndim() != 1 || value.shape()[0] != end - begin) {
            std::string shape = "(";
            for (std::size_t d = 0; d < value.shape().size(); ++d)
                shape += (d ? ", " : "") + std::to_string(d == 0 && value.ndim() >= 1 ? rows : value.shape()[d]);
            shape += value.ndim() == 1 ? ",)" : ")";
            throw ValueError("the expression must give one bool per row (" + std::to_string(rows) + " rows), not "
                             + value.dtype().str() + " of shape " + shape
                             + (value.ndim() > 1 ? "; use .any(axis=1) or .all(axis=1)" : ""));
        }
        for (std::int64_t i = 0; i < value.size(); ++i)
            mask.push_back(value.toBool(i));
        if (rows == 0)
            break;
    }
    return mask;
}

} // namespace ReplayScope::Core
