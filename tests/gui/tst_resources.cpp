// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The translations compiled into the application and the action icons: every .ts entry
// is finished, the compiled .qm gives each string the .ts translation in the context the
// code looks it up in, and every icon name app/actions.cpp uses resolves to an icon.
#include <resources/appresources.h>
#include <resources/translators.h>

#include <widgets/model/data/dataops.h>
#include <widgets/model/loader.h>

#include <core/error.h>

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

#include "testutils.h"

using namespace ReplayScope;

namespace {

const QStringList kLanguages{QStringLiteral("zh_CN"), QStringLiteral("de"), QStringLiteral("ja"), QStringLiteral("fr"),
                             QStringLiteral("es")};

/// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString translation; // the first numerus form for plural messages
    QStringList forms; // every numerus form for plural messages
    QString type; // "unfinished", "vanished", "obsolete" or empty
    bool numerus = false;
};

QString tsPath(const QString& language)
{
    return QStringLiteral(REPLAYSCOPE_SOURCE_DIR "/translations/replayscope_%1.ts").arg(language);
}

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QList<TsMessage> out;
    QString context;
    TsMessage message;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = {context, {}, {},
                       {},      {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus) {
                message.translation = xml.readElementText();
                out << message;
            }
        } else if (name == QLatin1String("numerusform") && message.numerus) {
            const QString form = xml.readElementText();
            if (message.translation.isEmpty()) {
                message.translation = form;
                message.forms = {form};
                out << message;
            } else {
                out.last().forms << form;
            }
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return out;
}

QString translationIn(const QList<TsMessage>& messages, const QString& context, const QString& source)
{
    for (const TsMessage& m : messages)
        if (m.context == context && m.source == source)
            return m.translation;
    return {};
}

} // namespace

class TestResources : public QObject {
    Q_OBJECT

private slots:
    void cleanup()
    {
        App::installTranslators(*qApp, QStringLiteral("en")); // back to the source language
    }

    // No entry left unfinished (or vanished, obsolete, empty), in every language.
    void testTranslationsComplete_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : kLanguages)
            QTest::newRow(qPrintable(language)) << language;
    }
    void testTranslationsComplete()
    {
        QFETCH(QString, language);
        QString error;
        const QList<TsMessage> messages = readTs(tsPath(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 300);
        for (const TsMessage& m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(m.type + QStringLiteral(" entry ") + where));
            QVERIFY2(!m.translation.trimmed().isEmpty() || m.source.trimmed().isEmpty(), qPrintable(where));
        }
    }

    // English, the source language, has a plural-only file: every message with a count in
    // the other languages has its English singular and plural, and the application
    // shows them ("Read x again: 1 new episode", not "episode(s)").
    void testEnglishPluralForms()
    {
        QString error;
        const QList<TsMessage> english = readTs(tsPath(QStringLiteral("en")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<TsMessage> german = readTs(tsPath(QStringLiteral("de")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList wanted, have;
        for (const TsMessage& m : german)
            if (m.numerus)
                wanted << m.context + QStringLiteral(": ") + m.source;
        for (const TsMessage& m : english)
            have << m.context + QStringLiteral(": ") + m.source;
        wanted.sort();
        have.sort();
        QCOMPARE(have, wanted);

        QVERIFY(!App::installTranslators(*qApp, QStringLiteral("en")));
        for (const TsMessage& m : english) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.numerus && m.type.isEmpty(), qPrintable(where));
            QCOMPARE(m.forms.size(), 2);
            QVERIFY2(m.forms.at(0) != m.forms.at(1), qPrintable(where));
            QVERIFY2(!m.forms.at(1).contains(QStringLiteral("(s)")), qPrintable(where));
            for (int n : {1, 3}) {
                QString want = m.forms.at(n == 1 ? 0 : 1);
                want.replace(QStringLiteral("%Ln"), QLocale().toString(n))
                    .replace(QStringLiteral("%n"), QString::number(n));
                const QString got = QCoreApplication::translate(m.context.toUtf8().constData(),
                                                                m.source.toUtf8().constData(), nullptr, n);
                QCOMPARE(got, want);
            }
        }
        QCOMPARE(QCoreApplication::translate("MainWindow", "Read %1 again: %Ln new episode(s)", nullptr, 1),
                 QStringLiteral("Read %1 again: 1 new episode"));
    }

    // The compiled .qm, loaded by the application's own code, gives every .ts
    // translation; and the code paths of several contexts (DataOps and Loader, whose
    // strings once sat in a context nothing looked up) show the translated text.
    void testCompiledTranslations_data() { testTranslationsComplete_data(); }
    void testCompiledTranslations()
    {
        QFETCH(QString, language);
        QString error;
        const QList<TsMessage> messages = readTs(tsPath(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(App::installTranslators(*qApp, language));
        QVERIFY(App::availableLanguages().contains(language));
        int checked = 0;
        for (const TsMessage& m : messages) {
            if (m.numerus)
                continue;
            const QString got =
                QCoreApplication::translate(m.context.toUtf8().constData(), m.source.toUtf8().constData());
            QVERIFY2(got == m.translation,
                     qPrintable(m.context + QStringLiteral(": ") + m.source + QStringLiteral(" → ") + got));
            ++checked;
        }
        QVERIFY(checked > 300);

        // Loader: the release names and the format name of a loaded file.
        QCOMPARE(Ui::releaseText(Core::BufferGeneration::V2),
                 translationIn(messages, QStringLiteral("Loader"), QStringLiteral("Tianshou 2.0 or later")));
        const QString npz = TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/transitions.npz"));
        QCOMPARE(Ui::loadFile(npz).formatName,
                 translationIn(messages, QStringLiteral("Loader"), QStringLiteral("NumPy .npz archive")));
        // DataOps: an error message and a generated tab name.
        try {
            Ui::sampleRows(3, 5, 0);
            QFAIL("sampling 5 of 3 rows did not fail");
        } catch (const Core::Error& e) {
            const QString want =
                translationIn(messages, QStringLiteral("DataOps"), QStringLiteral("cannot sample %1 rows from %2"))
                    .arg(5)
                    .arg(3);
            QCOMPARE(QString::fromUtf8(e.what()), want);
        }
        Ui::DataInput input{Core::Batch(), QStringLiteral("x.pkl")};
        input.batch.setRaw("rew", Core::PyValue::array(Core::NdArray::fromDoubles({1.0, 2.0, 3.0, 4.0})));
        QCOMPARE(
            Ui::dropNullInput(input).name,
            translationIn(messages, QStringLiteral("DataOps"), QStringLiteral("dropnull() of %1")).arg(input.name));
        // A translation differs from the English for at least these, so the checks
        // above cannot pass by falling back to the source text.
        QVERIFY(translationIn(messages, QStringLiteral("Loader"), QStringLiteral("Total steps"))
                != QStringLiteral("Total steps"));
        QVERIFY(translationIn(messages, QStringLiteral("DataOps"), QStringLiteral("cannot sample %1 rows from %2"))
                != QStringLiteral("cannot sample %1 rows from %2"));
    }

    // Every icon name app/actions.cpp asks the theme for gives an icon, from the theme
    // or from the bundled fallbacks, also where no desktop theme is installed.
    void testActionIconsResolve()
    {
        QFile source(QStringLiteral(REPLAYSCOPE_SOURCE_DIR "/app/gui/actions.cpp"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(source.readAll());
        // make(parent, text, QStringLiteral("icon"), ...) and QIcon::fromTheme(QStringLiteral("icon")).
        static const QRegularExpression iconArgument(
            QStringLiteral("(?:fromTheme\\(|make\\(parent,\\s*tr\\(\"(?:[^\"\\\\]|\\\\.)*\"\\),\\s*)"
                           "QStringLiteral\\(\"([^\"]+)\"\\)"));
        QStringList names;
        for (auto it = iconArgument.globalMatch(text); it.hasNext();)
            names << it.next().captured(1);
        names.removeDuplicates();
        QVERIFY2(names.size() >= 20, qPrintable(names.join(QLatin1Char(' '))));
        App::installApplicationResources(*qApp);
        for (const QString& name : names) {
            QVERIFY2(!QIcon::fromTheme(name).isNull(), qPrintable(name));
            QVERIFY2(!App::bundledIconPath(name).isEmpty(), qPrintable(QStringLiteral("no bundled fallback: ") + name));
        }
    }
};

RS_GUITEST_MAIN(TestResources)
#include "tst_resources.moc"
