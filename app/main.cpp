// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/mainwindow.h>

#include <core/demo/cartpole.h>
#include <widgets/model/document.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

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
    parser.process(app);

    MainWindow window;
    auto demo = std::make_shared<ReplayScope::Core::Batch>(ReplayScope::Core::makeCartPoleDemo());
    auto* doc = new ReplayScope::Ui::Document(demo, QString(), QApplication::translate("main", "CartPole demo"));
    doc->setFormatName(QApplication::translate("main", "generated demo"));
    window.setDocument(doc);

    if (parser.isSet(screenshot)) {
        // A fixed size so screenshots in docs and tests are comparable.
        window.resize(1100, 700);
        window.show();
        const QString out = parser.value(screenshot);
        QTimer::singleShot(200, &window, [&window, out] {
            const bool ok = window.grab().save(out);
            if (!ok)
                std::fprintf(stderr, "replayscope: cannot write %s\n", qPrintable(out));
            QApplication::exit(ok ? 0 : 2);
        });
        return app.exec();
    }
    window.show();
    return app.exec();
}
