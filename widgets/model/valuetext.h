// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/pyvalue.h>

#include <QString>

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

} // namespace ReplayScope::Ui
