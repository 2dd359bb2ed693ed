// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/image/imagelayout.h>

#include <QImage>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTimer;
class QToolButton;

namespace ReplayScope::Ui {

class ElidedLabel;

class Document;

/// The image view: the current step of an image-like key (see detectImageLayout),
/// stacked frames side by side, scaled up with square pixels. Float data gets a scale
/// (auto, 0..1, 0..255), single-channel data a colour map. Play walks through the
/// current episode at the chosen rate by moving the document's time cursor, so the
/// table, plot and navigator follow.
class ImagePanel final : public QWidget {
    Q_OBJECT

public:
    explicit ImagePanel(QWidget* parent = nullptr);

    /// Follows document (not owned); picks its first image-like key.
    void setDocument(Document* document);
    /// Shows path when it is image-like (other keys keep the current image).
    void setKey(const QString& path);
    const QString& key() const { return m_key; }
    /// The image-like keys of the document, in tree order.
    QStringList imageKeys() const;

    /// The picture of the current step as rendered (before scaling up to the widget).
    const QImage& image() const { return m_image; }
    const ImageLayout& layout() const { return m_layout; }
    void setScale(ImageScale scale);
    void setColorMap(ColorMap map);

    /// Starts or stops playing through the episode.
    void setPlaying(bool playing);
    bool isPlaying() const;
    /// Frames per second while playing.
    void setRate(int framesPerSecond);

signals:
    /// The shown picture changed (another step, key or setting).
    void imageChanged();

private:
    void refreshKeys();
    void render();
    void advance();

    QPointer<Document> m_document;
    QString m_key;
    ImageLayout m_layout;
    QImage m_image;
    ImageScale m_scale = ImageScale::Auto;
    ColorMap m_map = ColorMap::Grey;
    QComboBox* m_keyBox;
    QComboBox* m_scaleBox;
    QComboBox* m_mapBox;
    QToolButton* m_play;
    QSpinBox* m_rate;
    ElidedLabel* m_info;
    QLabel* m_picture;
    QTimer* m_timer;
    bool m_updating = false;
};

} // namespace ReplayScope::Ui
