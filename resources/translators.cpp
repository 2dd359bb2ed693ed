// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <resources/translators.h>

#include <QApplication>
#include <QDir>
#include <QHash>
#include <QLibraryInfo>
#include <QTranslator>

namespace ReplayScope::App {

namespace {

// Where qt_add_translations puts the .qm files (its default RESOURCE_PREFIX) and their
// base name; must match translations/CMakeLists.txt.
const QString qmDirectory = QStringLiteral(":/i18n");
const QString qmBaseName = QStringLiteral("replayscope");

// Marks our translators so a second call can find and remove them without keeping
// global state.
const char* const translatorMark = "replayscope-translator";

void removeOurTranslators(QApplication& app)
{
    const auto translators = app.findChildren<QTranslator*>(QString(), Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : translators) {
        if (translator->property(translatorMark).toBool()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
}

// Loads baseName_<lang>.qm from directory for locale, trying each of the locale's UI
// languages (zh_CN, then zh, ...), and installs it. False when no file matched.
bool installOne(QApplication& app, const QLocale& locale, const QString& baseName, const QString& directory)
{
    auto* translator = new QTranslator(&app);
    translator->setProperty(translatorMark, true);
    if (!translator->load(locale, baseName, QStringLiteral("_"), directory)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

QLocale uiLocale(const QString& languageOverride)
{
    return languageOverride.isEmpty() ? QLocale::system() : QLocale(languageOverride);
}

bool installTranslators(QApplication& app, const QString& languageOverride)
{
    removeOurTranslators(app);
    const QLocale locale = uiLocale(languageOverride);
    if (!languageOverride.isEmpty())
        QLocale::setDefault(locale);
    // English is the source language: only its plural forms ("1 step", "2 steps") are
    // loaded, and no stray qtbase_en.
    const auto englishPlurals = [&app] {
        installOne(app, QLocale(QLocale::English), qmBaseName, qmDirectory + QStringLiteral("/plurals"));
    };
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        englishPlurals();
        return false;
    }
    // Qt's strings first: a translator installed later is asked first, so ours wins
    // should both ever translate the same context.
    installOne(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (installOne(app, locale, qmBaseName, qmDirectory))
        return true;
    englishPlurals(); // a language we have no translation for shows English
    return false;
}

QStringList availableLanguages()
{
    QStringList languages;
    const QString prefix = qmBaseName + QLatin1Char('_');
    const QStringList files = QDir(qmDirectory).entryList({prefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files)
        languages.append(file.mid(prefix.size(), file.size() - prefix.size() - 3));
    languages.sort();
    return languages;
}

QString nativeLanguageName(const QString& language)
{
    // Qt's CLDR names are sometimes those of a regional variant ("español de España" for
    // es, "简体中文 (中国)" for zh_CN); a language menu wants the plain names.
    static const QHash<QString, QString> plainNames = {
        {QStringLiteral("de"), QStringLiteral("Deutsch")},     {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},    {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}, {QStringLiteral("en"), QStringLiteral("English")},
    };
    const auto known = plainNames.constFind(language);
    if (known != plainNames.constEnd())
        return known.value();
    const QString name = QLocale(language).nativeLanguageName();
    return name.isEmpty() ? language : name;
}

} // namespace ReplayScope::App
