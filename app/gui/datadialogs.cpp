// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The small dialogs of the Data menu: they ask, DataController runs.
#include <app/gui/datacontroller.h>

#include <app/gui/distinctnames.h>
#include <app/gui/settings.h>

#include <widgets/model/data/dataops.h>
#include <widgets/model/data/expression.h>
#include <widgets/model/data/splitfiles.h>
#include <widgets/model/document.h>

#include <core/error.h>
#include <core/array/arrayops.h>
#include <core/array/index.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

#include <algorithm>
#include <optional>

using namespace ReplayScope;

namespace {

// A dialog with a form and OK/Cancel; the caller adds rows and runs exec().
struct FormDialog {
    QDialog dialog;
    QFormLayout* form;
    QDialogButtonBox* buttons;

    FormDialog(QWidget* parent, const QString& title, const QString& intro)
        : dialog(parent)
        , form(new QFormLayout(&dialog))
        , buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog))
    {
        dialog.setWindowTitle(title);
        // Wide enough for the intro in a few lines: narrow, the wrapped text (longer in
        // German) got less height than its lines needed and was cut at top and bottom.
        dialog.setMinimumWidth(dialog.fontMetrics().averageCharWidth() * 64);
        auto* label = new QLabel(intro, &dialog);
        label->setObjectName(QStringLiteral("dialogIntro"));
        label->setWordWrap(true);
        form->addRow(label);
        QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    }
    /// Runs the dialog; typing goes to field (its text selected, so that it is
    /// replaced), not to the OK button that would otherwise take the focus first.
    bool exec(QLineEdit* field = nullptr)
    {
        form->addRow(buttons);
        if (field) {
            field->setFocus(Qt::OtherFocusReason);
            field->selectAll();
        }
        return dialog.exec() == QDialog::Accepted;
    }
};

QSpinBox* seedBox(QWidget* parent)
{
    auto* seed = new QSpinBox(parent);
    seed->setRange(0, std::numeric_limits<int>::max());
    seed->setToolTip(
        QCoreApplication::translate("DataDialogs", "numpy's RandomState seed: the same seed gives the same rows"));
    return seed;
}

} // namespace

void DataController::stackDialog(bool stack)
{
    FormDialog d(m_dialogParent, stack ? tr("Stack Documents") : tr("Concatenate Documents"),
                 stack ? tr("Batch.stack of the checked documents, in this order (buffers give their transitions "
                            "oldest first).")
                       : tr("Batch.cat of the checked documents, in this order (buffers give their transitions "
                            "oldest first)."));
    auto* list = new QListWidget(&d.dialog);
    const QList<Ui::Document*> documents = m_sources.documents();
    QList<QPair<QString, QString>> names;
    for (const Ui::Document* document : documents)
        names.append({document->displayName(), document->filePath()});
    const QStringList labels = distinctLabels(names); // as the tabs tell same-named files apart
    for (int i = 0; i < documents.size(); ++i) {
        auto* item = new QListWidgetItem(labels.value(i), list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(documents[i] == current() ? Qt::Checked : Qt::Unchecked);
        item->setData(Qt::UserRole, i);
    }
    d.form->addRow(tr("Documents:"), list);
    // Only Stack has an axis: Batch.cat always joins along the first one.
    QSpinBox* axis = nullptr;
    if (stack) {
        axis = new QSpinBox(&d.dialog);
        axis->setRange(-8, 8);
        d.form->addRow(tr("Axis:"), axis);
    }
    auto* hint = new QLabel(&d.dialog);
    d.form->addRow(hint);
    const auto checkCount = [list, hint, ok = d.buttons->button(QDialogButtonBox::Ok)] {
        int checked = 0;
        for (int r = 0; r < list->count(); ++r)
            checked += list->item(r)->checkState() == Qt::Checked ? 1 : 0;
        ok->setEnabled(checked >= 2);
        hint->setText(checked >= 2 ? QString() : tr("Check at least two documents to combine."));
    };
    connect(list, &QListWidget::itemChanged, &d.dialog, checkCount);
    checkCount();
    if (!d.exec())
        return;
    QList<Ui::Document*> chosen;
    for (int r = 0; r < list->count(); ++r)
        if (list->item(r)->checkState() == Qt::Checked)
            chosen << documents.value(list->item(r)->data(Qt::UserRole).toInt());
    if (chosen.size() < 2) {
        emit problem(tr("Check at least two documents to combine."));
        return;
    }
    if (stack)
        this->stack(chosen, axis->value());
    else
        cat(chosen);
}

void DataController::splitDialog()
{
    FormDialog d(m_dialogParent, tr("Split"),
                 tr("Batch.split: parts of the given size, each opened as a new document or written as a file "
                    "into a folder."));
    auto* size = new QSpinBox(&d.dialog);
    size->setRange(1, std::numeric_limits<int>::max());
    size->setValue(static_cast<int>(std::max<qint64>(current()->stepCount() / 4, 1)));
    auto* shuffle = new QCheckBox(tr("Shuffle the rows first"), &d.dialog);
    auto* seed = seedBox(&d.dialog);
    auto* merge = new QCheckBox(tr("Merge a short last part into the one before"), &d.dialog);
    d.form->addRow(tr("Rows per part:"), size);
    d.form->addRow(shuffle);
    d.form->addRow(tr("Seed:"), seed);
    d.form->addRow(merge);
    auto* target = new QComboBox(&d.dialog);
    target->addItem(tr("New documents"));
    target->addItem(tr("Files in a folder"));
    d.form->addRow(tr("Result:"), target);
    auto* folder = new QLineEdit(Settings::lastDirectory(), &d.dialog);
    auto* browse = new QPushButton(tr("Choose…"), &d.dialog);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder);
    folderRow->addWidget(browse);
    d.form->addRow(tr("Folder:"), folderRow);
    auto* format = new QComboBox(&d.dialog);
    format->addItem(tr("Tianshou pickle (.pkl)"), QStringLiteral("pkl"));
    format->addItem(tr("Tianshou HDF5 (.h5)"), QStringLiteral("h5"));
    format->addItem(tr("NumPy archive (.npz)"), QStringLiteral("npz"));
    d.form->addRow(tr("File format:"), format);
    connect(browse, &QPushButton::clicked, &d.dialog, [&] {
        const QString chosen = QFileDialog::getExistingDirectory(&d.dialog, tr("Folder for the Parts"), folder->text());
        if (!chosen.isEmpty())
            folder->setText(chosen);
    });
    const auto parts = [&] {
        const bool files = target->currentIndex() == 1;
        for (QWidget* w : {static_cast<QWidget*>(folder), static_cast<QWidget*>(browse), static_cast<QWidget*>(format)})
            w->setEnabled(files);
        const qint64 n = current()->stepCount();
        qint64 count = (n + size->value() - 1) / size->value();
        if (merge->isChecked() && count > 1 && n % size->value() != 0)
            --count;
        // Tabs are for looking at a few parts; a folder takes any number of files.
        const bool tooMany = !files && count > 64;
        d.buttons->button(QDialogButtonBox::Ok)->setEnabled(!tooMany && (!files || !folder->text().isEmpty()));
        d.buttons->button(QDialogButtonBox::Ok)
            ->setToolTip(tooMany ? tr("More than 64 parts: choose a larger size or write files into a folder")
                         : files ? tr("Writes %Ln files", nullptr, int(count))
                                 : tr("Makes %Ln documents", nullptr, int(count)));
    };
    connect(size, &QSpinBox::valueChanged, &d.dialog, parts);
    connect(merge, &QCheckBox::toggled, &d.dialog, parts);
    connect(target, &QComboBox::currentIndexChanged, &d.dialog, parts);
    connect(folder, &QLineEdit::textChanged, &d.dialog, parts);
    parts();
    if (!d.exec())
        return;
    const auto seedValue = static_cast<std::uint32_t>(seed->value());
    if (target->currentIndex() == 0) {
        split(size->value(), shuffle->isChecked(), seedValue, merge->isChecked());
        return;
    }
    const QString extension = format->currentData().toString();
    if (QFileInfo::exists(QDir(folder->text()).filePath(Ui::splitPartFileName(0, extension)))
        && QMessageBox::question(m_dialogParent, tr("Replace Files"),
                                 tr("%1 already holds parts of a split. Replace them?").arg(folder->text()))
               != QMessageBox::Yes)
        return;
    splitToFolder(size->value(), shuffle->isChecked(), seedValue, merge->isChecked(), folder->text(), extension);
}

void DataController::sampleDialog()
{
    FormDialog d(m_dialogParent, tr("Sample"), tr("Rows drawn without replacement and kept in time order."));
    auto* count = new QSpinBox(&d.dialog);
    count->setRange(1, static_cast<int>(std::min<qint64>(current()->stepCount(), std::numeric_limits<int>::max())));
    count->setValue(std::min(256, count->maximum()));
    auto* seed = seedBox(&d.dialog);
    d.form->addRow(tr("Rows:"), count);
    d.form->addRow(tr("Seed:"), seed);
    if (d.exec())
        sample(count->value(), static_cast<std::uint32_t>(seed->value()));
}

void DataController::dropNullDialog()
{
    qint64 drops = 0;
    try {
        drops = Ui::nullRowCount(Ui::dataInputOf(*current()).batch);
    } catch (const Core::Error& e) {
        emit problem(tr("Cannot drop null rows: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    if (drops == 0) {
        QMessageBox::information(m_dialogParent, tr("Drop Null"), tr("No row holds a null (NaN or None) value."));
        return;
    }
    const auto answer =
        QMessageBox::question(m_dialogParent, tr("Drop Null"),
                              tr("%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?",
                                 nullptr, static_cast<int>(drops))
                                  .arg(current()->stepCount()));
    if (answer == QMessageBox::Yes)
        dropNull();
}

namespace {

// "at character N: message" for a problem at byte offset (0-based) of text's UTF-8.
QString atCharacter(const QByteArray& utf8, std::int64_t offset, const QString& message)
{
    const auto bytes = static_cast<qsizetype>(std::clamp<std::int64_t>(offset, 0, utf8.size()));
    return QCoreApplication::translate("DataDialogs", "at character %1: %2")
        .arg(QString::fromUtf8(utf8.left(bytes)).size() + 1)
        .arg(message);
}

// The integer of axis 0 that is out of bounds for rows, if any.
std::optional<std::int64_t> outOfBounds(const Core::Index& index, std::int64_t rows)
{
    if (index.items().empty())
        return std::nullopt;
    const Core::IndexItem& first = index.items().front();
    const auto bad = [rows](std::int64_t i) { return i < -rows || i >= rows; };
    if (const auto* i = std::get_if<std::int64_t>(&first))
        return bad(*i) ? std::optional(*i) : std::nullopt;
    if (const auto* array = std::get_if<Core::NdArray>(&first); array && array->dtype().kind() != Core::DTypeKind::Bool)
        for (std::int64_t k = 0; k < array->size(); ++k)
            if (bad(array->toInt64(k)))
                return array->toInt64(k);
    return std::nullopt;
}

// What is wrong with index text over rows rows (parse errors and indices out of
// bounds, at the character where they are), or an empty string.
QString indexProblem(const QString& text, std::int64_t rows)
{
    const QByteArray utf8 = text.toUtf8();
    try {
        const Core::Index index = Core::Index::parse(utf8.toStdString());
        const std::optional<std::int64_t> bad = outOfBounds(index, rows);
        if (!bad)
            return {};
        const QString message =
            DataController::tr("index %1 is out of bounds for %Ln rows", nullptr, static_cast<int>(rows)).arg(*bad);
        // The offending number as written (not part of a longer number).
        const QRegularExpression number(QStringLiteral("(?<![\\w.])%1(?![\\w.])").arg(*bad));
        const QRegularExpressionMatch match = number.match(text);
        return match.hasMatch() ? atCharacter(utf8, text.left(match.capturedStart()).toUtf8().size(), message)
                                : message;
    } catch (const Core::FormatError& e) {
        // what() says "at byte N: "; the user counts characters.
        QString message = QString::fromUtf8(e.what());
        const QString prefix = QStringLiteral("at byte %1: ").arg(e.offset());
        if (e.offset() < 0 || !message.startsWith(prefix))
            return message;
        return atCharacter(utf8, e.offset(), message.mid(prefix.size()));
    } catch (const Core::Error& e) {
        return QString::fromUtf8(e.what());
    }
}

// An index field over rows rows that says at once whether the text is a valid index
// there; OK stays disabled until it is.
QLineEdit* indexField(FormDialog& d, const QString& initial, std::int64_t rows)
{
    auto* edit = new QLineEdit(initial, &d.dialog);
    edit->setPlaceholderText(QCoreApplication::translate("DataDialogs", "e.g. 100:200, ::2, [0, 5, 9], -50:"));
    auto* status = new QLabel(&d.dialog);
    status->setObjectName(QStringLiteral("indexProblem"));
    status->setWordWrap(true);
    d.form->addRow(QCoreApplication::translate("DataDialogs", "Index:"), edit);
    d.form->addRow(status);
    const auto check = [edit, status, rows, ok = d.buttons->button(QDialogButtonBox::Ok)] {
        const QString problem = indexProblem(edit->text(), rows);
        status->setText(problem);
        ok->setEnabled(problem.isEmpty() && !edit->text().trimmed().isEmpty());
    };
    QObject::connect(edit, &QLineEdit::textChanged, &d.dialog, check);
    check();
    return edit;
}

} // namespace

void DataController::sliceDialog()
{
    // Buffers are sliced as the CLI's slice does: their valid transitions oldest first.
    const std::int64_t rows = current()->stepCount();
    FormDialog d(
        m_dialogParent, tr("Slice"),
        current()->buffer()
            ? tr("A numpy index of the buffer's %L1 valid transitions, oldest first (not of its storage "
                 "slots), as in b[index]; the result opens as a new document.")
                  .arg(rows)
            : tr("A numpy index of the %L1 rows, as in b[index]; the result opens as a new document.").arg(rows));
    // The rows selected in the table (or the steps Find Steps found), else a sample index.
    const QString selected = indexOfSteps(m_sources.selectedSteps());
    QLineEdit* edit = indexField(d, selected.isEmpty() ? QStringLiteral(":100") : selected, rows);
    if (d.exec(edit))
        slice(edit->text());
}

QString DataController::indexOfSteps(const QList<qint64>& steps)
{
    if (steps.isEmpty())
        return {};
    if (steps.size() == 1)
        return QString::number(steps.front());
    if (steps.back() - steps.front() + 1 == steps.size())
        return QStringLiteral("%1:%2").arg(steps.front()).arg(steps.back() + 1);
    QStringList items;
    for (qint64 step : steps)
        items << QString::number(step);
    return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}

void DataController::deleteRowsDialog()
{
    if (current()->buffer()) {
        // Rows of a buffer are linked into episodes by its bookkeeping (the ring's
        // position, the episode ends); deleting single rows would break that.
        emit problem(tr("Delete Rows works on plain data, not on a replay buffer: its rows are linked into "
                        "episodes. Select episodes in the episode list and use Delete Selected Episodes, which "
                        "keeps the buffer valid."));
        return;
    }
    QList<qint64> steps = m_sources.selectedSteps();
    if (steps.isEmpty())
        steps << current()->currentStep();
    FormDialog d(m_dialogParent, tr("Delete Rows"),
                 tr("A numpy index of the steps to delete (undoable); it starts as the rows selected in the table."));
    QLineEdit* edit = indexField(d, indexOfSteps(steps), current()->stepCount());
    auto* count = new QLabel(&d.dialog);
    d.form->addRow(count);
    const std::int64_t total = current()->stepCount();
    const auto recount = [edit, count, total] {
        try {
            const std::int64_t n =
                Core::atLeast1d(Core::NdArray::arange(total)[Core::Index::parse(edit->text().toStdString())]).size();
            count->setText(tr("Deletes %Ln rows of %L1.", nullptr, static_cast<int>(n)).arg(total));
        } catch (const Core::Error&) {
            count->clear(); // indexField says what is wrong
        }
    };
    connect(edit, &QLineEdit::textChanged, &d.dialog, recount);
    recount();
    if (d.exec(edit))
        deleteRows(edit->text());
}

void DataController::deleteEpisodesOfNavigator()
{
    const QList<qint64> episodes = m_sources.selectedEpisodes();
    if (episodes.isEmpty())
        emit problem(tr("Select the episodes to delete in the episode list first."));
    else
        deleteEpisodes(episodes);
}

void DataController::addKeyDialog()
{
    FormDialog d(m_dialogParent, tr("Add Key"),
                 tr("A new key computed from others, as numpy would: + - * /, numbers, "
                    "parentheses and key paths such as rew or obs.state."));
    // The last name and expression come back, to correct or vary them.
    auto* name = new QLineEdit(m_lastAddKey.first, &d.dialog);
    name->setPlaceholderText(tr("discounted"));
    auto* expression = new QLineEdit(m_lastAddKey.second, &d.dialog);
    expression->setPlaceholderText(tr("rew * 0.99"));
    auto* status = new QLabel(&d.dialog);
    status->setObjectName(QStringLiteral("expressionProblem"));
    status->setWordWrap(true);
    d.form->addRow(tr("Name:"), name);
    d.form->addRow(tr("Expression:"), expression);
    d.form->addRow(status);
    const std::shared_ptr<Core::Batch> root = current()->root();
    const auto check = [&] {
        const QString key = name->text().trimmed();
        QString problem = Ui::expressionProblem(*root, expression->text());
        if (!key.isEmpty() && (key.contains(QLatin1Char('.')) || root->contains(key.toStdString())))
            problem = tr("'%1' is not a new key name").arg(key);
        status->setText(problem);
        d.buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(problem.isEmpty() && !key.isEmpty() && !expression->text().trimmed().isEmpty());
    };
    connect(name, &QLineEdit::textChanged, &d.dialog, check);
    connect(expression, &QLineEdit::textChanged, &d.dialog, check);
    check();
    const bool ok = d.exec(name);
    // Kept after Cancel too: what was typed is offered again next time.
    m_lastAddKey = {name->text().trimmed(), expression->text()};
    if (ok)
        addKey(m_lastAddKey.first, m_lastAddKey.second);
}

void DataController::exportDialog()
{
    QList<qint64> episodes = m_sources.selectedEpisodes();
    if (episodes.size() <= 1)
        episodes = m_sources.shownEpisodes(); // no real selection: what the filter shows
    FormDialog d(
        m_dialogParent, tr("Export Episodes"),
        tr("%Ln episodes (the selection, or all that the filter shows).", nullptr, static_cast<int>(episodes.size())));
    auto* format = new QComboBox(&d.dialog);
    format->addItem(current()->buffer() ? tr("Tianshou pickle (buffer of the same class)") : tr("Tianshou pickle"));
    format->addItem(current()->buffer() ? tr("Tianshou HDF5 (save_hdf5)") : tr("Tianshou HDF5 (to_hdf5)"));
    format->addItem(tr("D4RL-style HDF5"));
    format->addItem(tr("NumPy npz"));
    d.form->addRow(tr("Format:"), format);
    if (!d.exec())
        return;
    const auto kind = static_cast<Ui::ExportFormat>(format->currentIndex());
    const QString suffix = Ui::exportSuffix(kind);
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export Episodes"),
                                                Settings::lastDirectory() + QStringLiteral("/episodes") + suffix,
                                                tr("Files (*%1)").arg(suffix));
    if (path.isEmpty())
        return;
    if (!path.endsWith(suffix))
        path += suffix;
    exportEpisodes(episodes, path, kind);
}
