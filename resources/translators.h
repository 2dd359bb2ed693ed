// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QApplication;

namespace ReplayScope::App {

/// Installs the translators for the user's language: ReplayScope's own strings from the
/// .qm files compiled into the binary (":/i18n/replayscope_<lang>.qm", made by
/// qt_add_translations from translations/*.ts) and Qt's own strings (standard dialog
/// buttons, context menus) from the system's qtbase_<lang>.qm. languageOverride is a
/// locale name such as "de" or "zh_CN" (from Preferences or --lang); empty follows the
/// system locale. An override also becomes QLocale's default, so numbers and dates
/// match the chosen language. Calling it again (the user picked another language)
/// replaces the translators installed before. Returns true when a ReplayScope
/// translation was found; false for English (the source language) or an unknown
/// language, in which case the English strings are shown, with only their plural
/// forms ("1 step", "2 steps" for "%n step(s)") from replayscope_en.ts.
bool installTranslators(QApplication& app, const QString& languageOverride = {});

/// The locale installTranslators uses for languageOverride: QLocale(languageOverride),
/// or the system locale when the override is empty.
QLocale uiLocale(const QString& languageOverride);

/// The languages compiled into the binary, as locale names ("de", "zh_CN", ...),
/// sorted; English, the source language, is not listed. For the Preferences dialog's
/// language list.
QStringList availableLanguages();

/// The language's name in that language ("Deutsch", "日本語"), for language menus,
/// so that a user can find their language whatever language the UI is in now.
QString nativeLanguageName(const QString& language);

} // namespace ReplayScope::App
