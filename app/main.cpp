// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/mainwindow.h>

#include <core/demo/cartpole.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>

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

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ReplayScope"));
    QApplication::setOrganizationName(QStringLiteral("ReplayScope"));
    QApplication::setApplicationVersion(QStringLiteral(REPLAYSCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Inspect reinforcement-learning replay buffers."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Render the window to <file> and exit."),
                                  QStringLiteral("file"));
    parser.addOption(screenshot);
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);

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
        const auto grab = [&window, out] {
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
    return app.exec();
}
