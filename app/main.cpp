// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/appresources.h>
#include <app/mainwindow.h>
#include <app/recoverydialog.h>
#include <app/settings.h>
#include <app/translations.h>

#include <core/demo/cartpole.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/image/imagepanel.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/tablepanel.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace {

ReplayScope::Ui::Document* makeDemoDocument()
{
    auto demo = std::make_shared<ReplayScope::Core::Batch>(ReplayScope::Core::makeCartPoleDemo());
    auto* doc = new ReplayScope::Ui::Document(demo, QString(), QApplication::translate("main", "CartPole demo"));
    doc->setFormatName(QApplication::translate("main", "generated demo"));
    return doc;
}

/// The value of --lang before the parser exists: the translators must be installed
/// before the parser's own texts (--help) are translated.
QString languageArgument(const QStringList& arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if ((a == QLatin1String("--lang") || a == QLatin1String("-lang")) && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return Settings::language();
}

/// Prepares the window for a screenshot of one view: which tab is in front and which
/// key is shown (the image view needs an image key, the plot a scalar one).
void prepareScreenshotView(MainWindow& window, const QString& view, const QString& key)
{
    if (view == QLatin1String("image"))
        window.viewTabs()->setCurrentWidget(window.imagePanel());
    else
        window.viewTabs()->setCurrentWidget(window.tablePanel());
    QString path = key;
    if (path.isEmpty() && view == QLatin1String("image"))
        path = QStringLiteral("obs.frame");
    else if (path.isEmpty() && view == QLatin1String("plot"))
        path = QStringLiteral("obs.state");
    if (!path.isEmpty())
        window.keyTreePanel()->selectPath(path);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ReplayScope"));
    QApplication::setOrganizationName(QStringLiteral("ReplayScope"));
    QApplication::setApplicationVersion(QStringLiteral(REPLAYSCOPE_VERSION));
    // Icons first: actions created from here on find our fallback icons.
    ReplayScope::App::installApplicationResources(app);
    ReplayScope::App::installTranslators(app, languageArgument(QApplication::arguments()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Inspect reinforcement-learning replay buffers."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"),
                            QApplication::translate("main", "Use the language <code> (de, zh_CN, en, ...) this time, "
                                                            "instead of the one chosen in Preferences."),
                            QStringLiteral("code"));
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Render the window to <file> and exit."),
                                  QStringLiteral("file"));
    QCommandLineOption screenshotView(
        QStringLiteral("screenshot-view"),
        QApplication::translate("main", "With --screenshot: show <view> (table, image or plot) in front."),
        QStringLiteral("view"), QStringLiteral("table"));
    QCommandLineOption screenshotKey(
        QStringLiteral("screenshot-key"),
        QApplication::translate("main", "With --screenshot: select the key <path> (default obs.frame for the image "
                                        "view, obs.state for the plot)."),
        QStringLiteral("path"));
    parser.addOptions({lang, screenshot, screenshotView, screenshotKey});
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);
    const QString view = parser.value(screenshotView);
    if (view != QLatin1String("table") && view != QLatin1String("image") && view != QLatin1String("plot")) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main", "replayscope: unknown view %1 (use table, image or plot)")
                                    .arg(view)));
        return 1;
    }

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        window.addDocument(makeDemoDocument());
    else
        window.openFiles(files);

    if (parser.isSet(screenshot)) {
        // A fixed size so screenshots in docs and tests are comparable.
        window.resize(1200, 760);
        window.show();
        const QString out = parser.value(screenshot);
        const QString key = parser.value(screenshotKey);
        const auto grab = [&window, out, view, key] {
            prepareScreenshotView(window, view, key);
            QTimer::singleShot(300, &window, [&window, out] {
                const bool ok = window.grab().save(out);
                if (!ok)
                    std::fprintf(stderr, "replayscope: cannot write %s\n", qPrintable(out));
                QApplication::exit(ok ? 0 : 2);
            });
        };
        if (window.loadTask()->isRunning())
            QObject::connect(window.loadTask(), &ReplayScope::Ui::LoadTask::idle, &window, grab);
        else
            grab();
        return app.exec();
    }
    window.show();
    // Once the window is up: autosaves of a crashed session are offered back.
    QTimer::singleShot(0, &window, [&window] { offerRecovery(&window); });
    return app.exec();
}
