// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The scaling workloads of issue 23 item 3: the same layouts at several sizes, each file
// written on demand (makebuffer.py), opened cold and warm in a fresh child process
// (benchopen.cpp) and deleted after; the largest size against the smallest as ratios.
#include <bench/gui/benchguiutil.h>

#include <QCoreApplication>
#include <QFile>
#include <QMap>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace ReplayScope::Bench {

namespace {

const char* const Metrics[] = {"table", "plot", "settled", "complete", "anon_mb", "file_mb"};
// Reported without a target: the mapped bytes the kernel may drop, and every exact pass
// over the file, which reads all of it.
bool judged(std::string_view metric)
{
    return metric != "file_mb" && metric != "complete";
}

// Empties the kernel's page cache (root only); false when it cannot.
bool dropCaches()
{
    if (std::system("sync") != 0)
        return false;
    QFile control(QStringLiteral("/proc/sys/vm/drop_caches"));
    return control.open(QIODevice::WriteOnly) && control.write("3\n") == 2;
}

// Reads path once in sequence, so that a warm run finds it in the page cache whatever
// the cold run left there.
void warm(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    QByteArray buffer(4 << 20, Qt::Uninitialized);
    while (file.read(buffer.data(), buffer.size()) > 0) { }
}

// Writes the file with makebuffer.py; false (with a message) when it fails.
bool makeFile(const QString& layout, std::int64_t bytes, const QString& path)
{
    QProcess python;
    python.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    python.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral(REPLAYSCOPE_BENCH_GUI_DIR "/makebuffer.py"), layout, QString::number(bytes), path});
    if (!python.waitForFinished(-1) || python.exitCode() != 0) {
        std::fprintf(stderr, "replayscope-bench-gui: makebuffer.py could not write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

// One open in a fresh process: its numbers, empty on failure.
QMap<QString, double> openInChild(const QString& path)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--open-one"), path});
    if (!child.waitForFinished(-1) || child.exitCode() != 0)
        return {};
    QMap<QString, double> out;
    for (const QByteArray& line : child.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() == 2)
            out.insert(QString::fromLatin1(parts[0]), parts[1].toDouble());
    }
    return out;
}

} // namespace

std::int64_t parseSize(const QString& text)
{
    static const QMap<QChar, std::int64_t> units{
        {QLatin1Char('k'), 1000}, {QLatin1Char('m'), 1000 * 1000}, {QLatin1Char('g'), 1000 * 1000 * 1000}};
    const QString lower = text.toLower().remove(QLatin1Char('b'));
    const std::int64_t unit = lower.isEmpty() ? 0 : units.value(lower.back(), 1);
    bool ok = false;
    const double number = (unit == 1 ? lower : lower.chopped(1)).toDouble(&ok);
    return ok && number > 0 ? std::int64_t(number * double(unit)) : -1;
}

bool benchScaling(const QStringList& sizes, const QStringList& layouts, const QString& dir, bool keep)
{
    bool ok = true;
    const bool canDrop = dropCaches();
    if (!canDrop)
        std::fprintf(stderr, "replayscope-bench-gui: cannot drop the page cache (not root?): no cold runs\n");
    for (const QString& layout : layouts) {
        // results[cache][size] = metrics, for the ratios at the end
        QMap<QString, QList<QMap<QString, double>>> results;
        for (const QString& size : sizes) {
            const QString path = dir + QStringLiteral("/scale_%1_%2.h5").arg(layout, size);
            if (!QFile::exists(path) && !makeFile(layout, parseSize(size), path))
                return false;
            for (const QString& cache : {QStringLiteral("cold"), QStringLiteral("warm")}) {
                if (cache == QLatin1String("warm"))
                    warm(path);
                else if (!canDrop || !dropCaches())
                    continue;
                const QMap<QString, double> measured = openInChild(path);
                if (measured.isEmpty()) {
                    std::fprintf(stderr, "replayscope-bench-gui: opening %s failed\n", qPrintable(path));
                    ok = false;
                    continue;
                }
                results[cache].append(measured);
                for (const char* metric : Metrics)
                    std::printf("scale_%s_%s_%s_%s %.6f\n", qPrintable(layout), qPrintable(size), qPrintable(cache),
                                metric, measured.value(QLatin1String(metric)));
                std::fflush(stdout);
            }
            if (!keep)
                QFile::remove(path);
        }
        // The target: every time and the anonymous peak of the largest size
        // within 1.5x of the smallest's, in this one run.
        for (auto it = results.cbegin(); it != results.cend(); ++it) {
            if (it->size() < 2)
                continue;
            for (const char* metric : Metrics) {
                const double ratio =
                    it->back().value(QLatin1String(metric)) / std::max(it->front().value(QLatin1String(metric)), 1e-9);
                std::printf("ratio_%s_%s_%s %.3f%s\n", qPrintable(layout), qPrintable(it.key()), metric, ratio,
                            !judged(metric) ? ""
                            : ratio <= 1.5  ? " met"
                                            : " missed");
            }
        }
    }
    return ok;
}

} // namespace ReplayScope::Bench
