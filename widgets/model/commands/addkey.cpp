// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/commands/addkey.h>

#include <widgets/model/document.h>

namespace ReplayScope::Ui {

AddKey::AddKey(Document* document, QString name, Core::PyValue value, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_name(std::move(name))
    , m_value(std::move(value))
{
}

void AddKey::redo()
{
    m_document->insertKey({}, static_cast<int>(m_document->root()->entries().size()), m_name, m_value);
}

void AddKey::undo()
{
    m_document->takeKey(m_name, nullptr);
}

} // namespace ReplayScope::Ui
