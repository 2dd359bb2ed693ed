// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/data/expression.h>

#include <core/array/arrayops.h>
#include <core/error.h>

#include <QCoreApplication>

#include <cctype>
#include <optional>
#include <string>

namespace ReplayScope::Ui {

/// The translation context "Expression" of the messages shown while the user types.
class Expression
{
    Q_DECLARE_TR_FUNCTIONS(Expression)
};

namespace {

using Core::BinaryOp;
using Core::NdArray;
using Core::PyValue;

// A value met while evaluating: an array, or a plain number not yet bound to a dtype
// (so `rew * 0.99` keeps rew's float32, as numpy's value-based casting does).
struct Operand {
    std::optional<NdArray> array;
    double number = 0.0;
};

class Parser
{
public:
    Parser(const Core::Batch& root, std::string text)
        : m_root(root)
        , m_text(std::move(text))
    {
    }

    Operand parse()
    {
        Operand value = expression();
        skipSpaces();
        if (m_pos < m_text.size())
            fail(Expression::tr("unexpected '%1'").arg(QLatin1Char(m_text[m_pos])));
        return value;
    }

private:
    [[noreturn]] void fail(const QString& what) const
    {
        throw Core::ValueError(Expression::tr("%1 at position %2").arg(what).arg(m_pos + 1).toStdString());
    }

    void skipSpaces()
    {
        while (m_pos < m_text.size() && m_text[m_pos] == ' ')
            ++m_pos;
    }

    bool take(char c)
    {
        skipSpaces();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    static Operand apply(BinaryOp op, const Operand& a, const Operand& b)
    {
        if (!a.array && !b.array) {
            switch (op) {
            case BinaryOp::Add:
                return {std::nullopt, a.number + b.number};
            case BinaryOp::Subtract:
                return {std::nullopt, a.number - b.number};
            case BinaryOp::Multiply:
                return {std::nullopt, a.number * b.number};
            case BinaryOp::Divide:
                return {std::nullopt, a.number / b.number};
            }
        }
        if (a.array && b.array)
            return {Core::binaryOp(op, *a.array, *b.array), 0.0};
        if (a.array)
            return {Core::binaryOp(op, *a.array, PyValue::fromFloat(b.number)), 0.0};
        // number op array: + and * commute; - and / go through a 0-d float64 array.
        if (op == BinaryOp::Add || op == BinaryOp::Multiply)
            return {Core::binaryOp(op, *b.array, PyValue::fromFloat(a.number)), 0.0};
        return {Core::binaryOp(op, NdArray::scalar(a.number), *b.array), 0.0};
    }

    Operand expression()
    {
        Operand value = term();
        for (;;) {
            if (take('+'))
                value = apply(BinaryOp::Add, value, term());
            else if (take('-'))
                value = apply(BinaryOp::Subtract, value, term());
            else
                return value;
        }
    }

    Operand term()
    {
        Operand value = factor();
        for (;;) {
            if (take('*'))
                value = apply(BinaryOp::Multiply, value, factor());
            else if (take('/'))
                value = apply(BinaryOp::Divide, value, factor());
            else
                return value;
        }
    }

    Operand factor()
    {
        if (take('-'))
            return apply(BinaryOp::Multiply, factor(), {std::nullopt, -1.0});
        if (take('(')) {
            Operand value = expression();
            if (!take(')'))
                fail(Expression::tr("missing ')'"));
            return value;
        }
        skipSpaces();
        if (m_pos >= m_text.size())
            fail(Expression::tr("a key or a number is missing"));
        const char c = m_text[m_pos];
        const std::size_t start = m_pos;
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
            std::size_t used = 0;
            double number = 0.0;
            try {
                number = std::stod(m_text.substr(start), &used);
            } catch (const std::exception&) {
                fail(Expression::tr("bad number"));
            }
            m_pos += used;
            return {std::nullopt, number};
        }
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            while (m_pos < m_text.size() &&
                   (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_' ||
                    m_text[m_pos] == '.'))
                ++m_pos;
            const std::string path = m_text.substr(start, m_pos - start);
            const PyValue* value = m_root.findPath(path);
            if (!value)
                throw Core::KeyError(Expression::tr("no key '%1'").arg(QString::fromStdString(path)).toStdString());
            if (!value->isArray())
                throw Core::TypeError(
                    Expression::tr("'%1' is not an array").arg(QString::fromStdString(path)).toStdString());
            return {value->asArray(), 0.0};
        }
        fail(Expression::tr("unexpected '%1'").arg(QLatin1Char(c)));
    }

    const Core::Batch& m_root;
    std::string m_text;
    std::size_t m_pos = 0;
};

} // namespace

NdArray evaluateExpression(const Core::Batch& root, const QString& text)
{
    const Operand result = Parser(root, text.toStdString()).parse();
    if (!result.array)
        throw Core::ValueError(
            Expression::tr("the expression gives a single number; use at least one key").toStdString());
    return *result.array;
}

} // namespace ReplayScope::Ui
