// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

/// Edit → Preferences: the user interface language (System default, English and the
/// languages we ship translations for). The choice is stored through Settings when the
/// dialog is accepted and takes effect on the next start; the dialog says so, because
/// retranslating every open widget live is not worth its complexity. Also the autosave
/// delay (seconds from an unsaved edit to its crash-recovery copy; 0 is off).
class PreferencesDialog final : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// The locale name selected in the list ("" for the system default).
    QString selectedLanguage() const;
    /// Selects language in the list (unknown names select the system default).
    void setSelectedLanguage(const QString& language);
    /// Stores the selection in the settings (what OK does).
    void apply();

    QComboBox* languageBox() const { return m_language; }
    QSpinBox* autosaveBox() const { return m_autosave; }

private:
    QComboBox* m_language;
    QSpinBox* m_autosave;
};
