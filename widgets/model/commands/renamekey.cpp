// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/commands/renamekey.h>

#include <widgets/model/document.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

namespace {

QString lastPart(const QString& path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('.')) + 1);
}

} // namespace

RenameKey::RenameKey(Document* document, QString path, QString newName, QUndoCommand* parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_oldPath(std::move(path))
{
    const qsizetype dot = m_oldPath.lastIndexOf(QLatin1Char('.'));
    m_newPath = dot < 0 ? newName : m_oldPath.left(dot + 1) + newName;
    setText(QCoreApplication::translate("Undo Commands", "Rename %1 → %2").arg(m_oldPath, m_newPath));
}

void RenameKey::redo()
{
    m_document->renameKey(m_oldPath, lastPart(m_newPath));
}

void RenameKey::undo()
{
    m_document->renameKey(m_newPath, lastPart(m_oldPath));
}

} // namespace ReplayScope::Ui
