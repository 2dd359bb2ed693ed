// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/findsteps.h>

#include <widgets/model/document.h>
#include <widgets/model/query/stepquery.h>
#include <widgets/view/stepfilterbar.h>

#include <QFutureWatcher>
#include <QtConcurrent>

#include <algorithm>

using namespace ReplayScope;

FindStepsController::FindStepsController(Ui::StepFilterBar* bar, DataSources sources,
                                         std::function<void(const QList<qint64>&)> selectEpisodes, QObject* parent)
    : QObject(parent)
    , m_bar(bar)
    , m_sources(std::move(sources))
    , m_selectEpisodes(std::move(selectEpisodes))
    , m_watcher(new QFutureWatcher<Ui::StepQueryResult>(this))
{
    connect(bar, &Ui::StepFilterBar::searchRequested, this, &FindStepsController::search);
    connect(bar, &Ui::StepFilterBar::previousRequested, this, [this] { step(-1); });
    connect(bar, &Ui::StepFilterBar::nextRequested, this, [this] { step(+1); });
    connect(m_watcher, &QFutureWatcher<Ui::StepQueryResult>::finished, this, [this] {
        Ui::Document* doc = m_running;
        m_running = nullptr;
        if (doc)
            doc->setBusy(false);
        const Ui::StepQueryResult result = m_watcher->result();
        if (doc && !result.canceled)
            apply(doc, result);
        else if (doc == m_sources.current())
            m_bar->showNothing();
        emit finished();
    });
}

FindStepsController::~FindStepsController()
{
    cancel();
    m_watcher->waitForFinished(); // the worker reads a document the window is deleting
}

bool FindStepsController::isRunning() const
{
    return m_watcher->isRunning();
}

void FindStepsController::cancel()
{
    m_cancel = true;
}

void FindStepsController::search(const QString& text)
{
    Ui::Document* doc = m_sources.current();
    if (!doc || isRunning())
        return;
    if (text.isEmpty()) {
        doc->setMatchedSteps(QString(), {});
        m_bar->showNothing();
        return;
    }
    if (doc->isBusy()) {
        m_bar->showResult({text, {}, {}, tr("The document is busy (saving); search again when it is done."), -1});
        return;
    }
    m_cancel = false;
    m_running = doc;
    doc->setBusy(true);
    m_bar->showBusy();
    m_watcher->setFuture(
        QtConcurrent::run([doc, text, cancel = &m_cancel] { return Ui::findSteps(*doc, text, cancel); }));
}

void FindStepsController::apply(Ui::Document* doc, const Ui::StepQueryResult& result)
{
    doc->setMatchedSteps(result.error.isEmpty() ? result.text : QString(), result.steps);
    if (doc != m_sources.current())
        return; // the user went to another tab meanwhile: it shows its own search
    m_bar->showResult(result);
    if (!result.error.isEmpty())
        return;
    // The cursor first: the navigator selects the cursor's episode when it moves.
    if (!result.steps.isEmpty() && !doc->isMatchedStep(doc->currentStep()))
        step(+1);
    m_selectEpisodes(result.episodes);
}

void FindStepsController::step(int direction)
{
    Ui::Document* doc = m_sources.current();
    if (!doc || doc->matchedSteps().isEmpty())
        return;
    const QList<qint64>& steps = doc->matchedSteps();
    const qint64 now = doc->currentStep();
    if (direction > 0) {
        const auto next = std::upper_bound(steps.begin(), steps.end(), now);
        doc->setCurrentStep(next == steps.end() ? steps.front() : *next); // wraps around
    } else {
        const auto at = std::lower_bound(steps.begin(), steps.end(), now);
        doc->setCurrentStep(at == steps.begin() ? steps.back() : *(at - 1));
    }
}

void FindStepsController::showDocument(Ui::Document* document)
{
    m_bar->setQuery(document ? document->matchQuery() : QString());
    if (!document || document->matchQuery().isEmpty()) {
        m_bar->showNothing();
        return;
    }
    Ui::StepQueryResult shown;
    shown.text = document->matchQuery();
    shown.steps = document->matchedSteps();
    for (const qint64 step : shown.steps)
        if (const qint64 e = document->episodeOfStep(step); e >= 0)
            shown.episodes.append(e);
    std::sort(shown.episodes.begin(), shown.episodes.end());
    shown.episodes.erase(std::unique(shown.episodes.begin(), shown.episodes.end()), shown.episodes.end());
    m_bar->showResult(shown);
}
