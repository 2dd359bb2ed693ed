// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <QString>
#include <QUndoCommand>

namespace ReplayScope::Ui {

class Document;

/// Adds a key at the end of the root ("Add key ret = rew * 0.99"); undo removes it.
class AddKey final : public QUndoCommand {
public:
    AddKey(Document* document, QString name, Core::PyValue value, const QString& text, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Document* m_document;
    QString m_name;
    Core::PyValue m_value;
};

} // namespace ReplayScope::Ui
