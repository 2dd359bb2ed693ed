// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "pythonsnippet.h"

#include "snippetloaders.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ReplayScope::Ui {

using Snippet::Access;

namespace {

struct Run {
    std::int64_t begin;
    std::int64_t end; // one past the last row
};

std::vector<Run> runsOf(const std::vector<std::int64_t>& rows)
{
    std::vector<Run> runs;
    for (const std::int64_t row : rows) {
        if (!runs.empty() && runs.back().end == row)
            ++runs.back().end;
        else
            runs.push_back({row, row + 1});
    }
    return runs;
}

QString slice(const Run& run)
{
    return QStringLiteral("%1:%2").arg(run.begin).arg(run.end);
}

bool isIdentifier(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    static const QSet<QString> keywords{
        QStringLiteral("False"),   QStringLiteral("None"),     QStringLiteral("True"),     QStringLiteral("and"),
        QStringLiteral("as"),      QStringLiteral("assert"),   QStringLiteral("async"),    QStringLiteral("await"),
        QStringLiteral("break"),   QStringLiteral("class"),    QStringLiteral("continue"), QStringLiteral("def"),
        QStringLiteral("del"),     QStringLiteral("elif"),     QStringLiteral("else"),     QStringLiteral("except"),
        QStringLiteral("finally"), QStringLiteral("for"),      QStringLiteral("from"),     QStringLiteral("global"),
        QStringLiteral("if"),      QStringLiteral("import"),   QStringLiteral("in"),       QStringLiteral("is"),
        QStringLiteral("lambda"),  QStringLiteral("nonlocal"), QStringLiteral("not"),      QStringLiteral("or"),
        QStringLiteral("pass"),    QStringLiteral("raise"),    QStringLiteral("return"),   QStringLiteral("try"),
        QStringLiteral("while"),   QStringLiteral("with"),     QStringLiteral("yield")};
    return pattern.match(name).hasMatch() && !keywords.contains(name);
}

/// `root.a.b` (`root["a b"]` where a part is not an identifier) for Tianshou objects,
/// `root["a"]["b"]` for dicts, `root["a/b"]` for h5py and `root["a.b"]` for npz.
QString keyExpression(const Snippet::Loader& loader, const QString& key)
{
    const QStringList parts = key.split(u'.');
    switch (loader.access) {
    case Access::Hdf5: return QStringLiteral("%1[%2]").arg(loader.root, Snippet::pyString(parts.join(u'/')));
    case Access::Npz: return QStringLiteral("%1[%2]").arg(loader.root, Snippet::pyString(key));
    case Access::Dict:
    case Access::Attributes: {
        QString out = loader.root;
        for (const QString& part : parts)
            out += loader.access == Access::Attributes && isIdentifier(part)
                       ? QStringLiteral(".") + part
                       : QStringLiteral("[%1]").arg(Snippet::pyString(part));
        return out;
    }
    case Access::Whole: break;
    }
    return loader.root;
}

QString variableFor(const QString& key, const Snippet::Loader& loader)
{
    static const QSet<QString> taken{QStringLiteral("f"),      QStringLiteral("np"),    QStringLiteral("npz"),
                                     QStringLiteral("buf"),    QStringLiteral("batch"), QStringLiteral("data"),
                                     QStringLiteral("pickle"), QStringLiteral("h5py"),  QStringLiteral("torch"),
                                     QStringLiteral("rows")};
    const QString last = key.section(u'.', -1);
    if (isIdentifier(last) && !taken.contains(last) && last != loader.root)
        return last;
    return QStringLiteral("value");
}

} // namespace

QString rowIndexExpression(const std::vector<std::int64_t>& rows)
{
    const std::vector<Run> runs = runsOf(rows);
    if (runs.size() == 1)
        return slice(runs.front());
    QStringList parts;
    for (const Run& run : runs)
        parts << slice(run);
    return QStringLiteral("np.r_[%1]").arg(parts.join(QStringLiteral(", ")));
}

bool snippetSelectsKeys(const SnippetSource& source)
{
    const Snippet::Loader loader = Snippet::loaderOf(source);
    return loader.inexactNote.isEmpty() && loader.access != Access::Whole;
}

PythonSnippet pythonSnippet(const SnippetSource& source, const SnippetSelection& selection)
{
    Snippet::Loader loader = Snippet::loaderOf(source);
    const bool npy = source.format == QLatin1String("npy");
    PythonSnippet out;
    // A key (or rows of all keys) can be addressed only where the file stores keys the
    // way the GUI shows them; Tianshou objects also take rows without a key (`buf[rows]`).
    out.exact = loader.inexactNote.isEmpty()
                && (selection.key.isEmpty() ? selection.allRows || loader.access == Access::Attributes || npy
                                            : loader.access != Access::Whole || npy);
    const bool rows = out.exact && !selection.allRows;
    const std::vector<Run> runs = runsOf(selection.rows);
    const bool hdf5Join = rows && loader.access == Access::Hdf5 && runs.size() > 1;
    if (hdf5Join || (rows && runs.size() > 1 && loader.access != Access::Hdf5))
        loader.imports << QStringLiteral("import numpy as np");
    loader.imports.removeDuplicates();
    std::sort(loader.imports.begin(), loader.imports.end(), [](const QString& a, const QString& b) {
        // Python's order: `import x` lines before `from x import y` lines.
        return std::make_pair(a.startsWith(u'f'), a) < std::make_pair(b.startsWith(u'f'), b);
    });

    const QString fileName = QFileInfo(source.filePath).fileName();
    const QString what = selection.key.isEmpty() ? fileName : QStringLiteral("%1 in %2").arg(selection.key, fileName);
    QStringList lines{
        QStringLiteral("# ReplayScope: %1%2")
            .arg(selection.description.isEmpty() ? QString() : selection.description + QStringLiteral(" of "), what)};
    if (!loader.inexactNote.isEmpty())
        lines << QStringLiteral("# This loads the whole file: %1.").arg(loader.inexactNote);
    else if (!out.exact)
        lines << QStringLiteral("# This loads the whole file: rows of all keys at once are Tianshou's only.");
    lines << loader.imports << QString() << loader.lines;

    out.variable = loader.root;
    const bool keyed = !selection.key.isEmpty() && loader.access != Access::Whole;
    if (out.exact && (keyed || rows)) {
        const QString origin = keyed ? keyExpression(loader, selection.key) : loader.root;
        out.variable = keyed ? variableFor(selection.key, loader) : npy ? loader.root : QStringLiteral("selected");
        if (!rows) // h5py: [()] reads the whole dataset into memory, as numpy would hold it
            lines << QStringLiteral("%1 = %2%3")
                         .arg(out.variable, origin, loader.access == Access::Hdf5 ? QStringLiteral("[()]") : QString());
        else if (runs.empty())
            lines << QStringLiteral("%1 = %2[0:0]").arg(out.variable, origin);
        else if (hdf5Join) {
            // h5py reads one hyperslab per slice; joining them keeps each read contiguous
            // (h5py's index lists must be increasing, a wrapped ring's are not).
            QStringList parts;
            for (const Run& run : runs)
                parts << QStringLiteral("ds[%1]").arg(slice(run));
            lines << QStringLiteral("ds = %1").arg(origin)
                  << QStringLiteral("%1 = np.concatenate([%2])").arg(out.variable, parts.join(QStringLiteral(", ")));
        } else {
            lines << QStringLiteral("%1 = %2[%3]").arg(out.variable, origin, rowIndexExpression(selection.rows));
        }
    }
    out.code = lines.join(u'\n') + u'\n';
    return out;
}

} // namespace ReplayScope::Ui
