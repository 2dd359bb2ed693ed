// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/image/imagepanel.h>

#include <widgets/view/elidedlabel.h>

#include <widgets/model/document.h>

#include <core/error.h>
#include <core/array/rowwindow.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

namespace ReplayScope::Ui {

namespace {

// A label that scales its picture up by whole pixels to fill the space it has.
class PixelLabel final : public QLabel {
public:
    using QLabel::QLabel;
    void setImage(const QImage& image)
    {
        m_image = image;
        rescale();
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLabel::resizeEvent(event);
        rescale();
    }

private:
    void rescale()
    {
        if (m_image.isNull()) {
            setPixmap({});
            return;
        }
        const int zoom =
            std::max(1, std::min(width() / std::max(m_image.width(), 1), height() / std::max(m_image.height(), 1)));
        setPixmap(
            QPixmap::fromImage(m_image.scaled(m_image.size() * zoom, Qt::KeepAspectRatio, Qt::FastTransformation)));
    }

    QImage m_image;
};

} // namespace

ImagePanel::ImagePanel(QWidget* parent)
    : QWidget(parent)
    , m_keyBox(new QComboBox(this))
    , m_scaleBox(new QComboBox(this))
    , m_mapBox(new QComboBox(this))
    , m_play(new QToolButton(this))
    , m_rate(new QSpinBox(this))
    , m_info(new ElidedLabel(this))
    , m_picture(new PixelLabel(this))
    , m_timer(new QTimer(this))
{
    m_keyBox->setToolTip(tr("Key shown as images"));
    // Long key paths must not set the width of the window's middle.
    m_keyBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_keyBox->setMinimumContentsLength(8);
    for (QComboBox* box : {m_scaleBox, m_mapBox}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(5);
    }
    m_scaleBox->addItems({tr("Auto range"), tr("0 … 1"), tr("0 … 255")});
    m_scaleBox->setToolTip(tr("How values that are not bytes map to black … white"));
    m_mapBox->addItems({tr("Grey"), tr("Viridis"), tr("Inferno")});
    m_mapBox->setToolTip(tr("Colour map for single-channel images"));
    m_play->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Play through the current episode"));
    m_play->setCheckable(true);
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_play->setMinimumWidth(fontMetrics().height() * 2); // narrower than "Wiedergabe" rather than push the docks
    m_rate->setRange(1, 120);
    m_rate->setValue(15);
    m_rate->setSuffix(tr(" fps"));
    m_rate->setToolTip(tr("Steps per second while playing"));
    m_picture->setAlignment(Qt::AlignCenter);
    m_picture->setMinimumSize(64, 64);
    m_picture->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 0);
    bar->addWidget(m_keyBox);
    bar->addWidget(m_scaleBox);
    bar->addWidget(m_mapBox);
    bar->addWidget(m_play);
    bar->addWidget(m_rate);
    bar->addWidget(m_info, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_picture, 1);

    connect(m_keyBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            setKey(m_keyBox->currentText());
    });
    connect(m_scaleBox, &QComboBox::currentIndexChanged, this, [this](int i) { setScale(static_cast<ImageScale>(i)); });
    connect(m_mapBox, &QComboBox::currentIndexChanged, this, [this](int i) { setColorMap(static_cast<ColorMap>(i)); });
    connect(m_play, &QToolButton::toggled, this, &ImagePanel::setPlaying);
    connect(m_rate, &QSpinBox::valueChanged, this, &ImagePanel::setRate);
    connect(m_timer, &QTimer::timeout, this, &ImagePanel::advance);
    setRate(m_rate->value());
    render();
}

void ImagePanel::setDocument(Document* document)
{
    setPlaying(false);
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_key.clear();
    if (document) {
        connect(document, &Document::currentStepChanged, this, &ImagePanel::render);
        connect(document, &Document::valueChanged, this, &ImagePanel::render);
        for (auto signal : {&Document::keyRemoved, &Document::keyInserted})
            connect(document, signal, this, &ImagePanel::refreshKeys);
        connect(document, &Document::keyRenamed, this, &ImagePanel::refreshKeys);
        connect(document, &Document::dataReset, this, &ImagePanel::refreshKeys);
        connect(document, &Document::currentKeyChanged, this, &ImagePanel::setKey);
    }
    refreshKeys();
    if (document)
        setKey(document->currentKey()); // when it is an image key
}

QStringList ImagePanel::imageKeys() const
{
    QStringList keys;
    if (!m_document)
        return keys;
    std::function<void(const Core::Batch&, const QString&)> walk = [&](const Core::Batch& batch,
                                                                       const QString& prefix) {
        for (const auto& [name, value] : batch.entries()) {
            const QString path = prefix + QString::fromStdString(name);
            if (value.isBatch()) {
                walk(*value.asBatch(), path + QLatin1Char('.'));
            } else if (m_document->isPerStepKey(path)
                       || (m_document->episodeOfPath(path) == 0 && value.isArray() && value.asArray().ndim() >= 1)) {
                // Grouped datasets (robomimic demos, Minari episodes): the key of the
                // first group stands for the same key of every episode's group.
                const Core::NdArray& a = value.asArray();
                const Core::Shape step(a.shape().begin() + 1, a.shape().end());
                if (detectImageLayout(step, a.dtype()).valid)
                    keys << path;
            }
        }
    };
    walk(*m_document->root(), {});
    return keys;
}

void ImagePanel::refreshKeys()
{
    const QStringList keys = imageKeys();
    m_updating = true;
    m_keyBox->clear();
    m_keyBox->addItems(keys);
    m_updating = false;
    const QString keep = keys.contains(m_key) ? m_key : keys.value(0);
    m_key.clear();
    if (keep.isEmpty())
        render();
    else
        setKey(keep);
}

void ImagePanel::setKey(const QString& path)
{
    if (!m_document || path == m_key || m_keyBox->findText(path) < 0)
        return;
    m_key = path;
    m_updating = true;
    m_keyBox->setCurrentIndex(m_keyBox->findText(path));
    m_updating = false;
    render();
}

void ImagePanel::setScale(ImageScale scale)
{
    m_scaleBox->setCurrentIndex(static_cast<int>(scale));
    m_scale = scale;
    render();
}

void ImagePanel::setColorMap(ColorMap map)
{
    m_mapBox->setCurrentIndex(static_cast<int>(map));
    m_map = map;
    render();
}

void ImagePanel::render()
{
    m_layout = {};
    m_image = {};
    const Core::PyValue* value = m_document && !m_key.isEmpty() ? m_document->valueAt(m_key) : nullptr;
    std::int64_t slot = -1;
    if (value && m_document->episodeOfPath(m_key) >= 0) {
        // A grouped key: the same key in the current episode's group, at the step's row
        // inside that episode.
        const std::int64_t episode = m_document->currentEpisode();
        const QString path = m_document->pathInEpisode(m_key, episode);
        value = path.isEmpty() ? nullptr : m_document->valueAt(path);
        slot = m_document->currentStep() - m_document->firstStepOf(episode);
    } else if (value && value->isArray() && m_document->isPerStepKey(m_key)) {
        slot = m_document->slotOfStep(m_document->currentStep());
    } else {
        value = nullptr;
    }
    if (value && value->isArray() && value->asArray().ndim() >= 1 && slot >= 0
        && slot < value->asArray().shape().front()) {
        const Core::NdArray& a = value->asArray();
        m_layout = detectImageLayout(Core::Shape(a.shape().begin() + 1, a.shape().end()), a.dtype());
        const std::int64_t step = m_document->currentStep();
        QString problem;
        if (Core::isUnreadWindowed(a) && slot >= 0 && slot < a.shape().front()) {
            // Frames of a large compressed dataset: read this step's frame only.
            try {
                m_image = renderImageStep(Core::readRowWindow(a, slot, slot + 1), 0, m_layout, m_scale, m_map);
            } catch (const Core::Error& e) {
                problem = QString::fromUtf8(e.what()); // a damaged chunk: say so, show nothing
            }
        } else {
            m_image = renderImageStep(a, slot, m_layout, m_scale, m_map);
        }
        const bool bytes = a.dtype().kind() == Core::DTypeKind::UInt8;
        m_scaleBox->setEnabled(!bytes);
        m_mapBox->setEnabled(m_layout.channels == 1);
        m_info->setText(problem.isEmpty() ? tr("%1 · step %L2").arg(m_layout.describe()).arg(step) : problem);
    } else {
        m_info->setText(m_document ? tr("No image-like key (HxW, HxWxC, CxHxW or stacked frames)") : QString());
    }
    m_play->setEnabled(!m_image.isNull());
    static_cast<PixelLabel*>(m_picture)->setImage(m_image);
    emit imageChanged();
}

void ImagePanel::setPlaying(bool playing)
{
    if (m_play->isChecked() != playing)
        m_play->setChecked(playing); // comes back here through toggled
    if (playing && !m_image.isNull())
        m_timer->start();
    else
        m_timer->stop();
    m_play->setIcon(QIcon::fromTheme(m_timer->isActive() ? QStringLiteral("media-playback-pause")
                                                         : QStringLiteral("media-playback-start")));
    m_play->setText(m_timer->isActive() ? tr("Pause") : tr("Play"));
}

bool ImagePanel::isPlaying() const
{
    return m_timer->isActive();
}

void ImagePanel::setRate(int framesPerSecond)
{
    m_rate->setValue(framesPerSecond);
    m_timer->setInterval(1000 / std::max(framesPerSecond, 1));
}

void ImagePanel::advance()
{
    if (!m_document) {
        setPlaying(false);
        return;
    }
    // Within the episode (Tianshou's next stays on the last step): stop at its end.
    const std::int64_t before = m_document->currentStep();
    if (m_document->episodes().count() > 0)
        m_document->nextStep();
    else
        m_document->setCurrentStep(before + 1);
    if (m_document->currentStep() == before)
        setPlaying(false);
}

} // namespace ReplayScope::Ui
