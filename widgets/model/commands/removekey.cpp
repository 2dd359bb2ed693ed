// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/commands/removekey.h>

#include <widgets/model/document.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

RemoveKey::RemoveKey(Document* document, QString path, QUndoCommand* parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_path(std::move(path))
{
    setText(QCoreApplication::translate("Undo Commands", "Delete %1").arg(m_path));
}

void RemoveKey::redo()
{
    m_removed = m_document->takeKey(m_path, &m_position);
}

void RemoveKey::undo()
{
    const qsizetype dot = m_path.lastIndexOf(QLatin1Char('.'));
    m_document->insertKey(dot < 0 ? QString() : m_path.left(dot), m_position, m_path.mid(dot + 1), m_removed);
    m_removed = {};
}

} // namespace ReplayScope::Ui
