// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The recursive-descent parser of Expression: text to a tree of Expr::Node, with the
// position of every node kept for the messages of evaluation errors.
#include <core/expr/expression.h>
#include <core/expr/exprnode.h>

#include <algorithm>
#include <cctype>
#include <set>

namespace ReplayScope::Core {

using Expr::Node;
using Expr::NodeKind;
using Expr::NodePtr;

ExprError::ExprError(ExprErrorKind kind, std::int64_t position, std::string subject, const std::string& message)
    : ValueError(position >= 0 ? message + " at position " + std::to_string(position + 1) : message)
    , m_kind(kind)
    , m_position(position)
    , m_subject(std::move(subject))
{
}

namespace {

const std::set<std::string>& functionNames()
{
    static const std::set<std::string> names{"abs", "isnan", "isinf", "isfinite"};
    return names;
}

bool isIdentStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool isIdentChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

class Parser {
public:
    explicit Parser(const std::string& text)
        : m_text(text)
    {
    }

    NodePtr parse(std::vector<std::string>& keys)
    {
        NodePtr root = orExpr();
        skipSpaces();
        if (m_pos < m_text.size())
            unexpected();
        keys = std::move(m_keys);
        return root;
    }

private:
    [[noreturn]] void fail(ExprErrorKind kind, const std::string& subject, const std::string& message) const
    {
        throw ExprError(kind, std::int64_t(m_pos), subject, message);
    }

    [[noreturn]] void unexpected() const
    {
        if (m_pos >= m_text.size())
            fail(ExprErrorKind::MissingOperand, {}, "a key or a number is missing");
        const std::string c(1, m_text[m_pos]);
        fail(ExprErrorKind::Unexpected, c, "unexpected '" + c + "'");
    }

    void skipSpaces()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }

    bool peek(std::string_view token)
    {
        skipSpaces();
        return m_text.compare(m_pos, token.size(), token) == 0;
    }

    bool take(std::string_view token)
    {
        if (!peek(token))
            return false;
        m_pos += token.size();
        return true;
    }

    NodePtr make(NodeKind kind, std::int64_t position, std::vector<NodePtr> args = {})
    {
        auto node = std::make_shared<Node>();
        node->kind = kind;
        node->position = position;
        node->args = std::move(args);
        return node;
    }

    NodePtr orExpr()
    {
        NodePtr value = andExpr();
        for (std::size_t at = m_pos; skipSpaces(), at = m_pos, take("|");)
            value = make(NodeKind::Or, std::int64_t(at), {value, andExpr()});
        return value;
    }

    NodePtr andExpr()
    {
        NodePtr value = notExpr();
        for (std::size_t at = m_pos; skipSpaces(), at = m_pos, take("&");)
            value = make(NodeKind::And, std::int64_t(at), {value, notExpr()});
        return value;
    }

    NodePtr notExpr()
    {
        skipSpaces();
        const std::size_t at = m_pos;
        if (take("~"))
            return make(NodeKind::Not, std::int64_t(at), {notExpr()});
        return comparison();
    }

    NodePtr comparison()
    {
        NodePtr value = sum();
        static const std::pair<const char*, NodeKind> ops[] = {
            {"<=", NodeKind::LessEqual}, {">=", NodeKind::GreaterEqual}, {"==", NodeKind::Equal},
            {"!=", NodeKind::NotEqual},  {"<", NodeKind::Less},          {">", NodeKind::Greater}};
        for (;;) {
            skipSpaces();
            const std::size_t at = m_pos;
            const auto* op = std::find_if(std::begin(ops), std::end(ops), [&](const auto& o) { return take(o.first); });
            if (op == std::end(ops))
                return value;
            value = make(op->second, std::int64_t(at), {value, sum()});
        }
    }

    NodePtr sum()
    {
        NodePtr value = term();
        for (;;) {
            skipSpaces();
            const std::size_t at = m_pos;
            if (take("+"))
                value = make(NodeKind::Add, std::int64_t(at), {value, term()});
            else if (take("-"))
                value = make(NodeKind::Subtract, std::int64_t(at), {value, term()});
            else
                return value;
        }
    }

    NodePtr term()
    {
        NodePtr value = unary();
        for (;;) {
            skipSpaces();
            const std::size_t at = m_pos;
            if (take("*"))
                value = make(NodeKind::Multiply, std::int64_t(at), {value, unary()});
            else if (take("/"))
                value = make(NodeKind::Divide, std::int64_t(at), {value, unary()});
            else
                return value;
        }
    }

    NodePtr unary()
    {
        skipSpaces();
        const std::size_t at = m_pos;
        if (take("-"))
            return make(NodeKind::Negate, std::int64_t(at), {unary()});
        if (take("+"))
            return unary();
        return postfix(primary());
    }

    // `x[...]`, `x.any(axis=1)`, `x.all()` after any primary.
    NodePtr postfix(NodePtr value)
    {
        for (;;) {
            skipSpaces();
            const std::size_t at = m_pos;
            if (take("[")) {
                value = subscript(value, at);
                continue;
            }
            if (peek(".any(") || peek(".all(")) {
                const bool isAny = m_text.compare(m_pos, 4, ".any") == 0;
                m_pos += 5;
                auto node = std::make_shared<Node>();
                node->kind = isAny ? NodeKind::Any : NodeKind::All;
                node->position = std::int64_t(at);
                node->args = {value};
                if (!take(")")) {
                    if (take("axis") && !take("="))
                        fail(ExprErrorKind::BadArgument, "axis=N", "expected 'axis=N'");
                    skipSpaces();
                    const std::size_t numberAt = m_pos;
                    bool negative = take("-");
                    skipSpaces();
                    std::size_t end = m_pos;
                    while (end < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[end])))
                        ++end;
                    if (end == m_pos) {
                        m_pos = numberAt;
                        fail(ExprErrorKind::BadArgument, "axis=N", "expected an axis number");
                    }
                    node->hasAxis = true;
                    node->axis =
                        std::stoi(m_text.substr(m_pos, std::min<std::size_t>(end - m_pos, 6))) * (negative ? -1 : 1);
                    m_pos = end;
                    if (!take(")"))
                        fail(ExprErrorKind::MissingParen, ")", "missing ')'");
                }
                value = node;
                continue;
            }
            return value;
        }
    }

    NodePtr subscript(const NodePtr& value, std::size_t at)
    {
        // The index text runs to the matching ']' (nested lists like [[0, 2]] allowed).
        const std::size_t start = m_pos;
        int depth = 1;
        std::size_t end = start;
        for (; end < m_text.size() && depth > 0; ++end) {
            if (m_text[end] == '[')
                ++depth;
            else if (m_text[end] == ']')
                --depth;
        }
        if (depth > 0) {
            m_pos = m_text.size();
            fail(ExprErrorKind::MissingParen, "]", "missing ']'");
        }
        auto node = std::make_shared<Node>();
        node->kind = NodeKind::Subscript;
        node->position = std::int64_t(at);
        node->args = {value};
        const std::string text = m_text.substr(start, end - 1 - start);
        try {
            node->index = Index::parse(text);
        } catch (const Error& e) {
            m_pos = start;
            fail(ExprErrorKind::BadIndex, e.what(), std::string("bad index: ") + e.what());
        }
        m_pos = end;
        return node;
    }

    NodePtr primary()
    {
        skipSpaces();
        const std::size_t at = m_pos;
        if (take("(")) {
            NodePtr value = orExpr();
            if (!take(")"))
                fail(ExprErrorKind::MissingParen, ")", "missing ')'");
            return value;
        }
        if (m_pos >= m_text.size())
            unexpected();
        const char c = m_text[m_pos];
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
            auto node = std::make_shared<Node>();
            node->position = std::int64_t(at);
            std::size_t used = 0;
            try {
                node->number = std::stod(m_text.substr(at), &used);
            } catch (const std::exception&) {
                fail(ExprErrorKind::BadNumber, {}, "bad number");
            }
            m_pos += used;
            return node;
        }
        if (!isIdentStart(c))
            unexpected();
        // A dotted path: segments joined by '.', stopping before a method call.
        std::size_t end = m_pos;
        while (end < m_text.size() && isIdentChar(m_text[end]))
            ++end;
        while (end + 1 < m_text.size() && m_text[end] == '.' && isIdentStart(m_text[end + 1])
               && m_text.compare(end, 5, ".any(") != 0 && m_text.compare(end, 5, ".all(") != 0) {
            ++end;
            while (end < m_text.size() && isIdentChar(m_text[end]))
                ++end;
        }
        const std::string name = m_text.substr(at, end - at);
        m_pos = end;
        if (name == "True" || name == "False") {
            auto node = std::make_shared<Node>();
            node->position = std::int64_t(at);
            node->number = name == "True" ? 1.0 : 0.0;
            node->isBool = true;
            return node;
        }
        if (peek("(")) {
            if (!functionNames().count(name)) {
                m_pos = at;
                fail(ExprErrorKind::UnknownFunction, name,
                     "unknown function '" + name + "' (known: abs, isnan, isinf, isfinite)");
            }
            take("(");
            NodePtr arg = orExpr();
            if (!take(")"))
                fail(ExprErrorKind::MissingParen, ")", "missing ')'");
            auto node = std::make_shared<Node>();
            node->kind = NodeKind::Call;
            node->position = std::int64_t(at);
            node->name = name;
            node->args = {arg};
            return node;
        }
        auto node = std::make_shared<Node>();
        node->kind = NodeKind::Key;
        node->position = std::int64_t(at);
        node->name = name;
        if (std::find(m_keys.begin(), m_keys.end(), name) == m_keys.end())
            m_keys.push_back(name);
        return node;
    }

    const std::string& m_text;
    std::size_t m_pos = 0;
    std::vector<std::string> m_keys;
};

} // namespace

Expression Expression::parse(const std::string& text)
{
    Expression e;
    e.m_text = text;
    e.m_root = Parser(e.m_text).parse(e.m_keys);
    return e;
}

} // namespace ReplayScope::Core
