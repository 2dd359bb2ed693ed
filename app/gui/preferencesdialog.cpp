// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/preferencesdialog.h>

#include <app/gui/settings.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

/// The languages offered, each named in its own language so that a user finds theirs
/// whatever language the interface is in now; these names are deliberately not tr().
struct LanguageChoice {
    const char* code;
    const char* nativeName;
};

constexpr LanguageChoice kLanguages[] = {
    {"en", "English"}, {"zh_CN", "简体中文"}, {"de", "Deutsch"},
    {"ja", "日本語"},  {"fr", "Français"},    {"es", "Español"},
};

} // namespace

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_autosave(new QSpinBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->addItem(tr("System default"), QString());
    for (const LanguageChoice& choice : kLanguages)
        m_language->addItem(QString::fromUtf8(choice.nativeName), QString::fromLatin1(choice.code));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    m_autosave->setRange(0, 3600);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setSpecialValueText(tr("Off"));
    m_autosave->setToolTip(tr("Unsaved changes are copied this long after an edit, and offered back if "
                              "ReplayScope does not close normally"));
    m_autosave->setValue(Settings::autosaveSeconds());
    form->addRow(tr("&Autosave after:"), m_autosave);
    auto* note = new QLabel(tr("A new language is used the next time ReplayScope starts."), this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    setSelectedLanguage(Settings::language());
}

QString PreferencesDialog::selectedLanguage() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setSelectedLanguage(const QString& language)
{
    const int index = m_language->findData(language);
    m_language->setCurrentIndex(index < 0 ? 0 : index);
}

void PreferencesDialog::apply()
{
    Settings::setLanguage(selectedLanguage());
    Settings::setAutosaveSeconds(m_autosave->value());
}
