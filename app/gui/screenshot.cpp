// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/screenshot.h>

#include <app/gui/findsteps.h>
#include <app/gui/mainwindow.h>
#include <app/gui/pythondialog.h>
#include <app/gui/watchcontroller.h>

#include <widgets/model/compare/comparemodel.h>
#include <widgets/model/document.h>
#include <widgets/model/episodefilterproxy.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/comparewindow.h>
#include <widgets/view/image/imagepanel.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/stepfilterbar.h>
#include <widgets/view/tablepanel.h>

#include <QApplication>
#include <QLineEdit>
#include <QPainter>
#include <QTableView>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace ReplayScope::App {

namespace {

const QStringList& viewNames()
{
    static const QStringList names{QStringLiteral("table"), QStringLiteral("image"), QStringLiteral("plot"),
                                   QStringLiteral("compare"), QStringLiteral("python")};
    return names;
}

// In the order of Ui::PlotPanel::Mode.
const QStringList& plotModeNames()
{
    static const QStringList names{QStringLiteral("steps"), QStringLiteral("returns"), QStringLiteral("lengths"),
                                   QStringLiteral("histogram")};
    return names;
}

// Brings the requested view to the front and selects its key (the image view needs an
// image key, the plot a numeric one).
void prepareView(MainWindow& window, const ScreenshotRequest& request)
{
    if (request.view == QLatin1String("image"))
        window.viewTabs()->setCurrentWidget(window.imagePanel());
    else
        window.viewTabs()->setCurrentWidget(window.tablePanel());
    QString path = request.key;
    if (path.isEmpty() && request.view == QLatin1String("image"))
        path = QStringLiteral("obs.frame");
    else if (path.isEmpty() && request.view == QLatin1String("plot"))
        path = QStringLiteral("obs.state");
    // Several keys, comma-separated, show side by side in the table.
    if (path.contains(QLatin1Char(',')))
        window.keyTreePanel()->selectPaths(path.split(QLatin1Char(','), Qt::SkipEmptyParts));
    else if (!path.isEmpty())
        window.keyTreePanel()->selectPath(path);
    window.plotPanel()->setMode(static_cast<Ui::PlotPanel::Mode>(plotModeNames().indexOf(request.plotMode)));
}

// After a watched file was read again: its first new episode (bold) at the top of the
// list, a few old ones above it; the cursor stays where it was.
void scrollToNewEpisodes(MainWindow& window)
{
    const Ui::Document* doc = window.document();
    const auto marks = doc ? doc->newEpisodes() : std::vector<bool>();
    const auto firstNew = std::find(marks.begin(), marks.end(), true);
    if (firstNew == marks.end())
        return;
    Ui::EpisodeNavigator* navigator = window.episodeNavigator();
    const qint64 first = std::max<qint64>(0, (firstNew - marks.begin()) - 3);
    const QModelIndex row = navigator->filterModel()->mapFromSource(navigator->model()->index(int(first), 0));
    navigator->listView()->scrollTo(row, QAbstractItemView::PositionAtTop);
}

void grabAndQuit(MainWindow& window, const QString& file)
{
    const bool ok = window.grab().save(file);
    if (!ok)
        std::fprintf(stderr, "replayscope: cannot write %s\n", qPrintable(file));
    QApplication::exit(ok ? 0 : 2);
}

// A key's series is read on a worker; the picture is taken once it is plotted (or after
// a generous limit, so a key that cannot be plotted still gives a screenshot).
void grabWhenPlotted(MainWindow& window, const QString& file)
{
    Ui::PlotPanel* plot = window.plotPanel();
    const bool waiting = plot->mode() == Ui::PlotPanel::Mode::Steps && !plot->series();
    // The settle delay lets queued layout and repaint work run before the grab.
    const auto settleThenGrab = [&window, file] {
        QTimer::singleShot(300, &window, [&window, file] { grabAndQuit(window, file); });
    };
    if (!waiting) {
        settleThenGrab();
        return;
    }
    // Whichever comes first, the plot or the limit, takes the picture; once.
    auto* once = new QObject(&window);
    const auto finish = [once, settleThenGrab] {
        if (once->property("done").toBool())
            return;
        once->setProperty("done", true);
        once->deleteLater();
        settleThenGrab();
    };
    QObject::connect(plot, &Ui::PlotPanel::plotted, once, [plot, finish] {
        if (plot->series())
            finish();
    });
    QTimer::singleShot(20000, once, finish);
}

// Compare With… of the first document with the second; the picture is the comparison
// window, once it shows its result, with the requested key selected.
void grabComparison(MainWindow& window, const ScreenshotRequest& request)
{
    window.setCurrentDocument(0);
    Ui::CompareWindow* compare = window.compareWith();
    if (!compare) {
        std::fprintf(stderr, "replayscope: --screenshot-view compare needs two files\n");
        QApplication::exit(1);
        return;
    }
    compare->resize(1000, 640);
    QObject::connect(compare, &Ui::CompareWindow::compared, compare, [compare, request] {
        for (int row = 0; row < compare->model()->rowCount(); ++row)
            if (QString::fromStdString(compare->model()->keyAt(row)->key) == request.key)
                compare->keyTable()->selectRow(row);
        QTimer::singleShot(300, compare, [compare, request] {
            const bool ok = compare->grab().save(request.file);
            if (!ok)
                std::fprintf(stderr, "replayscope: cannot write %s\n", qPrintable(request.file));
            QApplication::exit(ok ? 0 : 2);
        });
    });
}

// Copy as Python's preview of the selected key, drawn over the window where it would
// open (a grab of the window alone would leave the dialog out).
void grabPythonPreview(MainWindow& window, const ScreenshotRequest& request)
{
    PythonPreviewDialog* dialog = window.previewPython();
    if (!dialog) {
        std::fprintf(stderr, "replayscope: --screenshot-view python needs a file\n");
        QApplication::exit(1);
        return;
    }
    QTimer::singleShot(300, &window, [&window, dialog, request] {
        QImage picture = window.grab().toImage();
        const QPixmap front = dialog->grab();
        QPainter painter(&picture);
        const QPoint at((picture.width() - front.width()) / 2, (picture.height() - front.height()) / 2);
        painter.fillRect(QRect(at + QPoint(4, 4), front.size()), QColor(0, 0, 0, 60)); // a shadow
        painter.drawPixmap(at, front);
        painter.setPen(window.palette().color(QPalette::Mid));
        painter.drawRect(QRect(at, front.size()).adjusted(0, 0, -1, -1));
        painter.end();
        const bool ok = picture.save(request.file);
        if (!ok)
            std::fprintf(stderr, "replayscope: cannot write %s\n", qPrintable(request.file));
        QApplication::exit(ok ? 0 : 2);
    });
}

} // namespace

bool isValidScreenshotRequest(const ScreenshotRequest& request, QString* error)
{
    if (!viewNames().contains(request.view)) {
        *error = QApplication::translate("main", "unknown view %1 (use table, image, plot, compare or python)")
                     .arg(request.view);
        return false;
    }
    if (!plotModeNames().contains(request.plotMode)) {
        *error = QApplication::translate("main", "unknown plot %1 (use steps, returns, lengths or histogram)")
                     .arg(request.plotMode);
        return false;
    }
    return true;
}

void scheduleScreenshot(MainWindow& window, const ScreenshotRequest& request)
{
    // A fixed size so screenshots in docs and tests are comparable.
    window.resize(1200, 760);
    window.show();
    const auto start = [&window, request] {
        if (request.view == QLatin1String("compare")) {
            grabComparison(window, request);
            return;
        }
        prepareView(window, request);
        if (request.afterReload)
            scrollToNewEpisodes(window);
        if (request.view == QLatin1String("python")) {
            grabPythonPreview(window, request);
            return;
        }
        if (request.find.isEmpty()) {
            grabWhenPlotted(window, request.file);
            return;
        }
        // Find Steps first: the picture shows its marks once the search is done.
        QObject::connect(
            window.findSteps(), &FindStepsController::finished, &window,
            [&window, request] { grabWhenPlotted(window, request.file); }, Qt::SingleShotConnection);
        window.tablePanel()->findBar()->edit()->setText(request.find);
        window.findSteps()->search(request.find);
    };
    if (request.afterReload) {
        // The picture of a watched file just read again: its new episodes marked. The
        // window takes the new document first (its own connection runs before this one).
        QObject::connect(
            window.watchController(), &WatchController::reloaded, &window,
            [&window, start] { QTimer::singleShot(0, &window, start); }, Qt::SingleShotConnection);
        QTimer::singleShot(120000, &window, [] {
            std::fprintf(stderr, "replayscope: the watched file did not change within 120 s\n");
            QApplication::exit(1);
        });
        return;
    }
    if (window.loadTask()->isRunning())
        QObject::connect(window.loadTask(), &Ui::LoadTask::idle, &window, start, Qt::SingleShotConnection);
    else
        start();
}

} // namespace ReplayScope::App
