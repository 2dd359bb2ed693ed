// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/windowlayout.h>

#include <QDataStream>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QResizeEvent>
#include <QScreen>
#include <QSplitter>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace ReplayScope::App {

WindowLayout::WindowLayout(QMainWindow* window, QSize defaultSize)
    : QObject(window)
    , m_window(window)
    , m_defaultSize(defaultSize)
    , m_defaultState(window->saveState())
{
    // Scaled with the font: a 96-dpi width would be too narrow for larger fonts.
    const double scale = std::max(1.0, window->fontMetrics().height() / 16.0);
    const std::pair<const char*, int> minimums[] = {
        {"keysDock", KeysMinimumWidth}, {"episodesDock", EpisodesMinimumWidth}, {"detailsDock", DetailsMinimumWidth}};
    for (const auto& [name, width] : minimums)
        if (auto* dock = window->findChild<QDockWidget*>(QString::fromLatin1(name)))
            dock->setMinimumWidth(static_cast<int>(width * scale));
    window->installEventFilter(this);
    for (const char* name : {"keysDock", "episodesDock"})
        if (auto* dock = window->findChild<QDockWidget*>(QString::fromLatin1(name)))
            dock->installEventFilter(this); // its content asks for another width
}

bool WindowLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        scheduleFit(resize->oldSize().width() < resize->size().width());
    } else if (watched != m_window && event->type() == QEvent::LayoutRequest) {
        scheduleFit(false);
    }
    return QObject::eventFilter(watched, event);
}

void WindowLayout::scheduleFit(bool windowGrew)
{
    m_windowGrew = m_windowGrew || windowGrew;
    if (m_fitScheduled)
        return;
    m_fitScheduled = true;
    // After the window has laid itself out at its new size.
    QTimer::singleShot(0, this, &WindowLayout::fitDocks);
}

void WindowLayout::fitDocks()
{
    m_fitScheduled = false;
    const bool grew = std::exchange(m_windowGrew, false);
    const QWidget* middle = m_window->centralWidget();
    if (!middle || !m_window->isVisible())
        return;
    const int window = m_window->width();
    int room = middle->width() - std::max(static_cast<int>(window * MiddleShare), middle->minimumSizeHint().width());
    QList<QDockWidget*> docks;
    QList<int> widths;
    // The episode list first: its End column says how each episode ended.
    for (const char* name : {"episodesDock", "keysDock"}) {
        auto* dock = m_window->findChild<QDockWidget*>(QString::fromLatin1(name));
        if (!dock || !dock->widget() || dock->isFloating() || !dock->isVisible())
            continue;
        const int frame = dock->width() - dock->widget()->width();
        const int wanted = dock->widget()->sizeHint().width() + frame;
        const bool changed = std::exchange(m_wanted[dock], wanted) != wanted;
        if (!grew && !changed)
            continue;
        const int target = std::min(wanted, std::max(dock->minimumWidth(), static_cast<int>(window * DockShare)));
        const int extra = std::min(target - dock->width(), room);
        if (extra <= 0)
            continue;
        room -= extra;
        docks << dock;
        widths << dock->width() + extra;
    }
    if (!docks.isEmpty())
        m_window->resizeDocks(docks, widths, Qt::Horizontal);
}

void WindowLayout::setDefaultSizes(QSplitter* splitter, const QList<int>& sizes)
{
    // Given, not read: a splitter not shown yet reports no sizes of its own.
    if (splitter)
        m_splitterSizes.append({splitter, sizes});
}

std::optional<QRect> WindowLayout::savedNormalGeometry(const QByteArray& geometry)
{
    // QWidget::saveGeometry's layout (Qt 5 and 6): magic, version, frame geometry,
    // normal geometry, ... The normal geometry is the size the user gave the window.
    if (geometry.size() < 4)
        return std::nullopt;
    QDataStream stream(geometry);
    stream.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0, minor = 0;
    QRect frame, normal;
    stream >> magic >> major >> minor >> frame >> normal;
    if (stream.status() != QDataStream::Ok || magic != 0x1D9D0CB || major < 1 || !normal.isValid())
        return std::nullopt;
    return normal;
}

QRect WindowLayout::availableScreenArea() const
{
    const QScreen* screen = m_window->screen() ? m_window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1024, 700);
}

QSize WindowLayout::fittedDefaultSize() const
{
    return m_defaultSize.boundedTo(availableScreenArea().size());
}

bool WindowLayout::fits(const QByteArray& geometry, const QRect& screen)
{
    const std::optional<QRect> saved = savedNormalGeometry(geometry);
    return saved && saved->width() <= screen.width() && saved->height() <= screen.height();
}

bool WindowLayout::restore(const QByteArray& geometry, const QByteArray& state)
{
    // A window saved on a larger screen (or a docked laptop's monitor) would come back
    // squeezed into this one with the docks' saved widths: start from the default.
    if (!fits(geometry, availableScreenArea())) {
        m_window->resize(fittedDefaultSize());
        return false;
    }
    if (!m_window->restoreGeometry(geometry)) {
        m_window->resize(fittedDefaultSize());
        return false;
    }
    if (!state.isEmpty())
        m_window->restoreState(state);
    return true;
}

void WindowLayout::reset()
{
    // Inside the window as it is: its size, place and maximised state are the user's
    // (the window jumping to 1200x760 was a surprise, not a reset).
    m_window->restoreState(m_defaultState);
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
        dock->setFloating(false);
        dock->show();
    }
    for (const auto& [splitter, sizes] : std::as_const(m_splitterSizes))
        if (splitter)
            splitter->setSizes(sizes); // in proportion to the splitter's size now
    const QList<QDockWidget*> docks = {m_window->findChild<QDockWidget*>(QStringLiteral("keysDock")),
                                       m_window->findChild<QDockWidget*>(QStringLiteral("episodesDock"))};
    if (docks[0] && docks[1])
        m_window->resizeDocks(docks, {330, 340}, Qt::Horizontal);
    m_wanted.clear(); // then as wide as their content needs, if the window has room
    scheduleFit(false);
}

} // namespace ReplayScope::App
