// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Export of the plot panel: file type, size, markers, folder and name.
#include <widgets/view/plot/plotpanel.h>

#include <widgets/model/document.h>
#include <widgets/view/elidedlabel.h>
#include <widgets/view/plot/stepmarkers.h>

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSettings>
#include <QSpinBox>

#include <qcustomplot.h>

namespace ReplayScope::Ui {

namespace {

const QString LastFolderKey = QStringLiteral("plot/lastExportFolder");

// A file name part without characters file systems or shells dislike.
QString safeName(QString text)
{
    for (QChar& c : text)
        if (!(c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')))
            c = QLatin1Char('_');
    return text;
}

} // namespace

QString PlotPanel::pathWithSuffix(const QString& path, bool pdf)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png") || suffix == QLatin1String("pdf"))
        return path;
    return path + (pdf ? QStringLiteral(".pdf") : QStringLiteral(".png"));
}

QString PlotPanel::suggestedExportPath(const QString& suffix) const
{
    QString folder = QSettings().value(LastFolderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = m_document && !m_document->filePath().isEmpty() ? QFileInfo(m_document->filePath()).absolutePath()
                                                                 : QDir::homePath();
    QString name = m_document ? QFileInfo(m_document->displayName()).completeBaseName() : QStringLiteral("plot");
    switch (m_mode) {
    case Mode::Steps: name += m_key.isEmpty() ? QString() : QLatin1Char('-') + m_key; break;
    case Mode::Returns: name += QStringLiteral("-returns"); break;
    case Mode::Lengths: name += QStringLiteral("-lengths"); break;
    case Mode::Histogram: name += QStringLiteral("-histogram-") + m_key; break;
    }
    return QDir(folder).filePath(safeName(name) + QLatin1Char('.') + suffix);
}

bool PlotPanel::exportTo(const QString& path, QSize size, bool withMarkers)
{
    const bool pdf = QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0;
    // The cursor and the current episode's shading belong to the session, not the figure.
    const bool cursorShown = m_cursor->visible();
    const bool boundariesShown = m_boundaries->visible();
    const bool matchesShown = m_matches->visible();
    if (!withMarkers) {
        m_cursor->setVisible(false);
        m_matches->setVisible(false);
        m_boundaries->setSpan(0, 0);
    }
    const bool ok =
        pdf ? m_plot->savePdf(path, size.width(), size.height(), QCP::epAllowCosmetic, tr("ReplayScope"), m_key)
            : m_plot->savePng(path, size.width(), size.height(), 1.0);
    m_cursor->setVisible(cursorShown);
    m_boundaries->setVisible(boundariesShown);
    m_matches->setVisible(matchesShown);
    updateMarkers(); // the shading back
    if (ok) {
        QSettings().setValue(LastFolderKey, QFileInfo(path).absolutePath());
        m_note->setText(tr("Wrote %1").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
        emit exported(path);
    } else {
        m_note->setText(tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
    }
    return ok;
}

void PlotPanel::exportDialog()
{
    const QString png = tr("PNG image (*.png)");
    const QString pdf = tr("PDF document, vector (*.pdf)");
    QString filter = png;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Plot"), suggestedExportPath(QStringLiteral("png")),
                                                png + QStringLiteral(";;") + pdf, &filter);
    if (path.isEmpty())
        return;
    path = pathWithSuffix(path, filter == pdf);
    QDialog options(this);
    options.setWindowTitle(tr("Export Plot"));
    auto* width = new QSpinBox(&options);
    auto* height = new QSpinBox(&options);
    for (QSpinBox* box : {width, height}) {
        box->setRange(200, 10000);
        box->setSuffix(path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? tr(" pt") : tr(" px"));
    }
    width->setValue(1600);
    height->setValue(900);
    auto* markers = new QCheckBox(tr("Include the time cursor and the current episode's shading"), &options);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width);
    sizeRow->addWidget(height);
    auto* form = new QFormLayout(&options);
    form->addRow(tr("Size:"), sizeRow);
    form->addRow(markers);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &options);
    connect(buttons, &QDialogButtonBox::accepted, &options, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &options, &QDialog::reject);
    form->addRow(buttons);
    if (options.exec() == QDialog::Accepted)
        exportTo(path, QSize(width->value(), height->value()), markers->isChecked());
}

} // namespace ReplayScope::Ui
