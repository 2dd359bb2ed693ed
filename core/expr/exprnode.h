// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// The parsed form of an Expression (private to core/expr).

#include <core/array/index.h>

#include <memory>
#include <string>
#include <vector>

namespace ReplayScope::Core::Expr {

enum class NodeKind {
    Number, ///< number
    Key, ///< name (dotted path)
    Negate,
    Not, ///< args[0]
    Add,
    Subtract,
    Multiply,
    Divide, ///< args[0] op args[1]
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
    And,
    Or,
    Call, ///< name(args[0])
    Subscript, ///< args[0][index]
    Any,
    All, ///< args[0].any(axis)
};

/// One node of the tree; position is where its text starts (0-based), for messages.
struct Node {
    NodeKind kind = NodeKind::Number;
    std::int64_t position = 0;
    double number = 0.0;
    bool isBool = false; ///< a True/False literal (a number 1/0 that prints as bool)
    std::string name;
    Index index;
    bool hasAxis = false;
    int axis = 0;
    std::vector<std::shared_ptr<const Node>> args;
};

using NodePtr = std::shared_ptr<const Node>;

} // namespace ReplayScope::Core::Expr
