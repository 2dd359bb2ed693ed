// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/commands/replacedata.h>

#include <widgets/model/document.h>

namespace ReplayScope::Ui {

ReplaceData::ReplaceData(Document* document, std::shared_ptr<Core::Batch> root,
                         std::shared_ptr<Core::ReplayBuffer> buffer, const QString& text,
                         std::vector<std::int64_t> startCuts, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_newRoot(std::move(root))
    , m_newBuffer(std::move(buffer))
    , m_oldRoot(document->buffer() ? nullptr : document->root())
    , m_oldBuffer(document->buffer())
    , m_newCuts(std::move(startCuts))
    , m_oldCuts(document->carriedStartCuts())
{
}

void ReplaceData::redo()
{
    m_document->replaceData(m_newRoot, m_newBuffer, m_newCuts);
}

void ReplaceData::undo()
{
    m_document->replaceData(m_oldRoot, m_oldBuffer, m_oldCuts);
}

} // namespace ReplayScope::Ui
