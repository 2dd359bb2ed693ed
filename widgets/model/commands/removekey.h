// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <QString>
#include <QUndoCommand>

namespace ReplayScope::Ui {

class Document;

/// Deletes a key (with everything under it): "Delete obs.camera". While done, the
/// command owns the removed value, so undo puts back the very same data at the same
/// position among its siblings.
class RemoveKey final : public QUndoCommand {
public:
    RemoveKey(Document* document, QString path, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Document* m_document;
    QString m_path;
    Core::PyValue m_removed; // held while the key is deleted
    int m_position = 0;
};

} // namespace ReplayScope::Ui
