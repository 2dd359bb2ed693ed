// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <QString>

#include <optional>

namespace ReplayScope::Ui {

/// What kind of value a key holds, as the key tree shows it: "Batch", "reserved" (an
/// empty Batch placeholder), "ndarray", "Tensor", "None", or the Python type name of an
/// opaque object.
QString kindText(const Core::PyValue& value);
/// numpy's dtype spelling for arrays and numpy scalars; empty for other values.
QString dtypeText(const Core::PyValue& value);
/// The shape as Python prints it: "(2500, 4)"; empty for values without a shape.
QString shapeText(const Core::PyValue& value);
/// Bytes held in memory (arrays), as "12.3 KB"; empty when unknown.
QString sizeText(const Core::PyValue& value);
/// A byte count in the units people read: "512 B", "12.3 KB", "1.20 GB".
QString formatBytes(qint64 bytes);

/// The text of one array element in a table cell: numpy's repr of the scalar (`0.25`,
/// `3`, `True`, `b'ab'`), str elements without quotes, and the repr of objects.
QString elementText(const Core::NdArray& array, std::int64_t flat);
/// The value a user typed into a cell of an array of the given dtype, or nullopt when
/// the text cannot be such a value: True/False (or 1/0) for bool, integers, floats
/// (also nan and inf), the text itself for str and bytes, and for object arrays None,
/// True/False, an integer, a float or else the text as a str. Range and casting rules
/// are numpy's and checked when the value is stored.
std::optional<Core::PyValue> parseCellText(const QString& text, const Core::DType& dtype);

} // namespace ReplayScope::Ui
