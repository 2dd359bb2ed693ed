// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QUndoCommand>

namespace ReplayScope::Ui {

class Document;

/// Renames a key in place (its position among its siblings is kept): "Rename obs.cam →
/// obs.camera". Stores the paths, never model indexes.
class RenameKey final : public QUndoCommand {
public:
    /// path is the dotted key path; newName the new last component.
    RenameKey(Document* document, QString path, QString newName, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Document* m_document;
    QString m_oldPath;
    QString m_newPath;
};

} // namespace ReplayScope::Ui
