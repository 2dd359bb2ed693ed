// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/document.h>

namespace ReplayScope::Ui {

Document::Document(std::shared_ptr<Core::Batch> root, QString filePath, QString displayName, QObject* parent)
    : QObject(parent)
    , m_root(root ? std::move(root) : Core::Batch::make())
    , m_filePath(std::move(filePath))
    , m_displayName(std::move(displayName))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

} // namespace ReplayScope::Ui
