// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch.h>

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>

namespace ReplayScope::Ui {

/// One open file (or generated data set): the root Batch, where it came from, its
/// undo stack and whether it has unsaved changes. Models are adapters over a
/// Document's data; only undo commands change it.
class Document final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Document)

public:
    /// Takes ownership of root. filePath is empty for data that has no file yet; then
    /// displayName is what the tab shows.
    Document(std::shared_ptr<Core::Batch> root, QString filePath, QString displayName, QObject* parent = nullptr);

    /// The data. Never null.
    const std::shared_ptr<Core::Batch>& root() const { return m_root; }
    /// Absolute path of the file, or empty.
    const QString& filePath() const { return m_filePath; }
    /// Name shown in tabs and the title bar (the file name when there is a file).
    const QString& displayName() const { return m_displayName; }
    /// What the data was read from ("Tianshou pickle", "generated demo", ...).
    const QString& formatName() const { return m_formatName; }
    void setFormatName(const QString& name) { m_formatName = name; }

    QUndoStack* undoStack() { return &m_undoStack; }
    /// True when there are changes not yet saved (the undo stack is not clean).
    bool isModified() const { return !m_undoStack.isClean(); }

signals:
    /// Emitted when the modified state flips, for the title's `*`.
    void modifiedChanged(bool modified);

private:
    std::shared_ptr<Core::Batch> m_root;
    QString m_filePath;
    QString m_displayName;
    QString m_formatName;
    QUndoStack m_undoStack;
};

} // namespace ReplayScope::Ui
