// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "stepquery.h"

#include <widgets/model/data/expression.h>
#include <widgets/model/document.h>

#include <core/error.h>
#include <core/expr/expression.h>

#include <algorithm>

namespace ReplayScope::Ui {

StepQueryResult findSteps(const Document& document, const QString& text, const std::atomic<bool>* cancel)
{
    StepQueryResult out;
    out.text = text;
    try {
        const Core::Expression expression = Core::Expression::parse(text.toStdString());
        const std::int64_t rows = document.storageRows();
        const std::vector<bool> mask = Core::evaluateRowMask(expression, *document.root(), rows);
        for (std::int64_t step = 0; step < document.stepCount(); ++step) {
            if (cancel && (step & 0xffff) == 0 && cancel->load()) {
                out.canceled = true;
                return out;
            }
            const std::int64_t slot = document.slotOfStep(step);
            if (slot < 0 || slot >= std::int64_t(mask.size()) || !mask[std::size_t(slot)])
                continue;
            out.steps.append(step);
            const qint64 episode = document.episodeOfStep(step);
            if (episode >= 0 && (out.episodes.isEmpty() || out.episodes.back() != episode))
                out.episodes.append(episode);
        }
        // Sub-buffers of a vector buffer interleave their episodes' numbers along the steps.
        std::sort(out.episodes.begin(), out.episodes.end());
        out.episodes.erase(std::unique(out.episodes.begin(), out.episodes.end()), out.episodes.end());
    } catch (const Core::ExprError& e) {
        out.error = expressionErrorText(QString::fromStdString(e.what()), int(e.kind()), e.position(),
                                        QString::fromStdString(e.subject()));
        out.errorPosition = e.position();
    } catch (const Core::Error& e) {
        out.error = QString::fromStdString(e.what());
    }
    return out;
}

} // namespace ReplayScope::Ui
