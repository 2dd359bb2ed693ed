// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <resources/appresources.h>
#include <app/gui/mainwindow.h>
#include <app/gui/recoverydialog.h>
#include <app/gui/screenshot.h>
#include <app/gui/settings.h>
#include <resources/translators.h>

#include <core/demo/cartpole.h>
#include <core/array/resourcelimits.h>
#include <widgets/model/document.h>

#include <QApplication>
#include <QCommandLineParser>
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

/// True when the arguments ask for something that needs no screen: --help, --version
/// or --screenshot. Qt's default platform needs a display before the parser runs.
bool needsNoDisplay(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" || a == "--version"
            || a == "--screenshot" || a.startsWith("--screenshot="))
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    ReplayScope::Core::tuneAllocator();
    // HDF5 1.10 locks the files it opens; a reader's lock would keep a training script
    // from writing the buffer the user watches (File ▸ Watch). We only ever read the
    // files we open: saves write a new file and rename it into place.
    if (qEnvironmentVariableIsEmpty("HDF5_USE_FILE_LOCKING"))
        qputenv("HDF5_USE_FILE_LOCKING", "FALSE");
    // Without a display and without a platform chosen by the user, these run offscreen.
    if (needsNoDisplay(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
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
        QApplication::translate("main", "With --screenshot: show <view> (table, image or plot) in front, or "
                                        "compare: the Compare With… window of the first two files, or python: "
                                        "Copy as Python's preview of the selected key."),
        QStringLiteral("view"), QStringLiteral("table"));
    QCommandLineOption screenshotKey(
        QStringLiteral("screenshot-key"),
        QApplication::translate("main", "With --screenshot: select the key <path> (default obs.frame for the image "
                                        "view, obs.state for the plot); several keys, comma-separated, "
                                        "show side by side in the table."),
        QStringLiteral("path"));
    QCommandLineOption screenshotPlot(
        QStringLiteral("screenshot-plot"),
        QApplication::translate("main",
                                "With --screenshot: what the plot shows (steps, returns, lengths or histogram)."),
        QStringLiteral("plot"), QStringLiteral("steps"));
    QCommandLineOption watch(
        QStringLiteral("watch"),
        QApplication::translate("main", "Open <file> and read it again whenever it changes on disk (File ▸ Watch); "
                                        "may be given several times."),
        QStringLiteral("file"));
    QCommandLineOption screenshotFind(
        QStringLiteral("screenshot-find"),
        QApplication::translate("main",
                                "With --screenshot: search the steps where <expression> holds first (Find Steps)."),
        QStringLiteral("expression"));
    QCommandLineOption screenshotReload(
        QStringLiteral("screenshot-reload"),
        QApplication::translate("main", "With --screenshot and --watch: take the picture once the watched file has "
                                        "changed and was read again (its new episodes marked)."));
    parser.addOptions(
        {lang, screenshot, screenshotView, screenshotKey, screenshotPlot, screenshotFind, watch, screenshotReload});
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);
    ReplayScope::App::ScreenshotRequest shot{parser.value(screenshot),     parser.value(screenshotView),
                                             parser.value(screenshotKey),  parser.value(screenshotPlot),
                                             parser.value(screenshotFind), parser.isSet(screenshotReload)};
    if (shot.afterReload && !parser.isSet(watch)) {
        std::fprintf(stderr, "replayscope: %s\n",
                     qPrintable(QApplication::translate("main", "--screenshot-reload needs --watch FILE")));
        return 1;
    }
    if (QString error; !ReplayScope::App::isValidScreenshotRequest(shot, &error)) {
        std::fprintf(stderr, "replayscope: %s\n", qPrintable(error));
        return 1;
    }

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    const QStringList watched = parser.values(watch);
    if (files.isEmpty() && watched.isEmpty())
        window.addDocument(makeDemoDocument());
    else
        window.openFiles(files);
    if (!watched.isEmpty())
        window.watchFiles(watched);

    if (parser.isSet(screenshot)) {
        ReplayScope::App::scheduleScreenshot(window, shot);
        return app.exec();
    }
    window.show();
    // Once the window is up: autosaves of a crashed session are offered back.
    QTimer::singleShot(0, &window, [&window] { offerRecovery(&window); });
    return app.exec();
}
