// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/replaybuffer.h>

#include <QString>
#include <QUndoCommand>

#include <memory>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// Replaces all of a document's data with a new version ("Delete 3 episodes"): rows
/// and episodes deleted. The command keeps both versions, so undo brings back the very
/// same data (the arrays are shared, not copied). Exactly one of root and buffer is set.
/// startCuts are the new data's episodes whose start a ring overwrote before
/// (Document::carriedStartCuts); undo brings back the old ones.
class ReplaceData final : public QUndoCommand {
public:
    ReplaceData(Document* document, std::shared_ptr<Core::Batch> root, std::shared_ptr<Core::ReplayBuffer> buffer,
                const QString& text, std::vector<std::int64_t> startCuts = {}, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Document* m_document;
    std::shared_ptr<Core::Batch> m_newRoot;
    std::shared_ptr<Core::ReplayBuffer> m_newBuffer;
    std::shared_ptr<Core::Batch> m_oldRoot;
    std::shared_ptr<Core::ReplayBuffer> m_oldBuffer;
    std::vector<std::int64_t> m_newCuts;
    std::vector<std::int64_t> m_oldCuts;
};

} // namespace ReplayScope::Ui
