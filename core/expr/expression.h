// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>
#include <core/batch/batch.h>
#include <core/error.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ReplayScope::Core {

namespace Expr {
struct Node;
}

/// What went wrong in an expression, so front ends can word (and translate) it.
enum class ExprErrorKind {
    Unexpected, ///< subject: the character found
    MissingParen, ///< a ')' or ']' is missing (subject: which)
    MissingOperand, ///< the text ends where a key or a number should come
    BadNumber,
    BadIndex, ///< subject: the index parser's message
    UnknownFunction, ///< subject: the name
    BadArgument, ///< subject: what the function or method needs
    UnknownKey, ///< subject: the dotted key (evaluation)
    NotAnArray, ///< subject: the dotted key (evaluation)
    ScalarResult, ///< the whole expression gives one number
};

/// A bad expression: what() is a full English sentence ending in "at position N"
/// (1-based character) when the text is at fault; kind, position and subject let the GUI
/// say it in the user's language.
class ExprError : public ValueError {
public:
    ExprError(ExprErrorKind kind, std::int64_t position, std::string subject, const std::string& message);
    ExprErrorKind kind() const { return m_kind; }
    /// 0-based character offset of the error, -1 when not about one place.
    std::int64_t position() const { return m_position; }
    const std::string& subject() const { return m_subject; }

private:
    ExprErrorKind m_kind;
    std::int64_t m_position;
    std::string m_subject;
};

/// An expression in a small numpy-like language over the keys of a Batch, evaluated as
/// numpy would (broadcasting, numpy 1.x type promotion for arithmetic):
/// - numbers, `True`/`False`, dotted key paths (`rew`, `obs.state`, `info.env_id`);
/// - `+ - * /` and unary minus; comparisons `< <= > >= == !=` giving bool arrays;
/// - `&`, `|` (element-wise and/or of bools) and `~` (not);
/// - functions `abs`, `isnan`, `isinf`, `isfinite`; methods `.any(axis=N)`, `.all(axis=N)`
///   (no axis: over all elements); numpy indexing `act[:, 0]`, `obs[..., -1]`.
/// Precedence, lowest first: `|`, `&`, `~`, comparisons, `+ -`, `* /`, unary minus,
/// indexing/methods. As in pandas' query (not Python), comparisons bind tighter than `&`
/// and `|`, so `rew < -1 & done` needs no parentheses.
class Expression final {
public:
    /// Resolves a dotted key to its array (or to a row window of it).
    using Lookup = std::function<NdArray(const std::string& key, std::int64_t position)>;

    /// Parses text; throws ExprError naming the position of the first error.
    static Expression parse(const std::string& text);

    /// The dotted keys the expression reads, in order of first use.
    const std::vector<std::string>& keys() const { return m_keys; }
    const std::string& text() const { return m_text; }

    /// The value over root's keys. Throws ExprError for unknown keys, keys that are not
    /// arrays and a result that is a plain number; numpy's errors (shapes that do not
    /// broadcast, bad indices) as the core's ValueError/IndexError/TypeError.
    NdArray evaluate(const Batch& root) const;
    /// The value with keys resolved by lookup (for row windows of large datasets).
    NdArray evaluate(const Lookup& lookup) const;

private:
    std::string m_text;
    std::shared_ptr<const Expr::Node> m_root;
    std::vector<std::string> m_keys;
};

/// Expression::parse(text).evaluate(root).
NdArray evaluateExpression(const Batch& root, const std::string& text);

/// The rows selected by a row predicate: the expression evaluated over rows [0, rows) of
/// root in windows of at most windowRows rows (keys read with readRowWindow, so large
/// datasets are not read whole), as a mask of one bool per row. Throws ExprError or
/// ValueError when the result is not one bool per row ("use .any(axis=1)").
std::vector<bool> evaluateRowMask(const Expression& expression, const Batch& root, std::int64_t rows,
                                  std::int64_t windowRows = 1 << 16);

} // namespace ReplayScope::Core
