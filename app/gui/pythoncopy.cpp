// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/pythoncopy.h>

#include <widgets/model/document.h>
#include <widgets/model/snippet/pythonsnippet.h>

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("PythonCopier", text);
}

} // namespace

PythonCopy PythonCopier::snippet(PythonScope scope) const
{
    using namespace ReplayScope::Ui;
    const Document* doc = m_sources.current();
    if (!doc)
        return {{}, tr("Open a file first.")};
    if (doc->filePath().isEmpty())
        return {{}, tr("This data has no file yet: save it, then copy Python that loads it.")};
    const QString key = scope == PythonScope::Document ? QString() : doc->currentKey();
    if (scope == PythonScope::Key && key.isEmpty())
        return {{}, tr("Choose a key in the key tree first.")};
    SnippetSelection selection;
    switch (scope) {
    case PythonScope::Key:
    case PythonScope::Document: selection = keySelection(*doc, key); break;
    case PythonScope::Rows: {
        const QList<qint64> steps = m_sources.selectedSteps();
        if (steps.isEmpty())
            return {{}, tr("Select rows in the table first.")};
        selection = stepSelection(*doc, key, steps);
        break;
    }
    case PythonScope::Episodes: {
        const QList<qint64> episodes = m_sources.selectedEpisodes();
        if (episodes.isEmpty())
            return {{}, tr("Select episodes in the episode list first.")};
        selection = episodeSelection(*doc, key, episodes);
        break;
    }
    }
    PythonSnippet snippet = pythonSnippet(SnippetSource::of(*doc), selection);
    if (doc->isModified())
        snippet.code.prepend(tr("# The file as saved: changes not yet saved in ReplayScope are not in it.\n"));
    if (!snippet.exact)
        return {snippet.code,
                tr("Python that loads the whole file into `%1`: this layout has no direct way to the selection.")
                    .arg(snippet.variable)};
    const QString what = key.isEmpty() ? doc->displayName() : key;
    return {snippet.code, tr("Python that loads %1 into `%2`.")
                              .arg(selection.caption.isEmpty() ? what : tr("%1 of %2").arg(selection.caption, what))
                              .arg(snippet.variable)};
}

QString PythonCopier::copy(PythonScope scope) const
{
    const PythonCopy made = snippet(scope);
    if (made.code.isEmpty())
        return made.message;
    QGuiApplication::clipboard()->setText(made.code);
    return tr("Copied: %1").arg(made.message);
}
