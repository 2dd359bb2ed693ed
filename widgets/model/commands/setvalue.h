// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <QString>
#include <QUndoCommand>

namespace ReplayScope::Ui {

class Document;

/// Sets one element of an array: "Edit rew[12]". The old element is kept as numpy
/// returns it (a numpy scalar of the array's dtype, or the object itself), so undo
/// restores exactly the bytes that were there. Consecutive edits of the same element
/// merge into one command; a merge back to the original value makes the command obsolete.
class SetTensorValue final : public QUndoCommand {
public:
    /// flat is the C-order element index; label names the element for the command text
    /// ("rew[12]").
    SetTensorValue(Document* document, QString path, std::int64_t flat, Core::PyValue newValue, QString label,
                   QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document* m_document;
    QString m_path;
    std::int64_t m_flat;
    Core::PyValue m_oldValue;
    Core::PyValue m_newValue;
};

} // namespace ReplayScope::Ui
