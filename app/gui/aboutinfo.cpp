// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/aboutinfo.h>

#include <QCoreApplication>
#include <QtGlobal>

// Each library's version macro, read from its own header at build time. The headers
// are those the core was compiled against, so the numbers describe this very binary.
#include <lz4.h>
#include <qcustomplot.h>
#include <zipconf.h>
#include <zlib.h>

#include <cstdio> // jpeglib.h needs FILE
#include <jpeglib.h>

#if __has_include(<liblzf/lzf.h>)
#include <liblzf/lzf.h>
#endif
#include <H5public.h>

#define RS_STRINGIFY_(x) #x
#define RS_STRINGIFY(x) RS_STRINGIFY_(x)

namespace ReplayScope::App {

namespace {

// The translation context. A class rather than a tr() helper function because lupdate
// files a free function's tr() under the enclosing namespace's name, which would not
// match the context asked for at run time.
class AboutInfo {
    Q_DECLARE_TR_FUNCTIONS(AboutInfo)
};

QString hdf5Version()
{
    return QStringLiteral("%1.%2.%3").arg(H5_VERS_MAJOR).arg(H5_VERS_MINOR).arg(H5_VERS_RELEASE);
}

QString lzfVersion()
{
#ifdef LZF_VERSION
    // LZF_VERSION is the API version as 0xMMmm.
    return QStringLiteral("%1.%2").arg(LZF_VERSION >> 8).arg(LZF_VERSION & 0xff);
#else
    return {};
#endif
}

} // namespace

QList<LibraryInfo> linkedLibraries()
{
    return {
        {QStringLiteral("Qt"), QLatin1String(qVersion()), QStringLiteral("LGPL-3.0-only"),
         AboutInfo::tr("windows, models, threads and translations"), QStringLiteral("https://www.qt.io/")},
        {QStringLiteral("QCustomPlot"), QStringLiteral(QCUSTOMPLOT_VERSION_STR), QStringLiteral("GPL-3.0-or-later"),
         AboutInfo::tr("plots and histograms"), QStringLiteral("https://www.qcustomplot.com/")},
        {QStringLiteral("HDF5"), hdf5Version(), QStringLiteral("BSD-3-Clause (HDF5 licence)"),
         AboutInfo::tr("HDF5 files (Tianshou, D4RL, Minari)"),
         QStringLiteral("https://www.hdfgroup.org/solutions/hdf5/")},
        {QStringLiteral("liblzf"), lzfVersion(), QStringLiteral("BSD-2-Clause"),
         AboutInfo::tr("LZF-compressed HDF5 datasets"), QStringLiteral("http://software.schmorp.de/pkg/liblzf.html")},
        {QStringLiteral("LZ4"), QStringLiteral(LZ4_VERSION_STRING), QStringLiteral("BSD-2-Clause"),
         AboutInfo::tr("LZ4-compressed files"), QStringLiteral("https://lz4.org/")},
        {QStringLiteral("libzip"), QStringLiteral(LIBZIP_VERSION), QStringLiteral("BSD-3-Clause"),
         AboutInfo::tr("numpy .npz archives"), QStringLiteral("https://libzip.org/")},
        {QStringLiteral("zlib"), QStringLiteral(ZLIB_VERSION), QStringLiteral("Zlib"),
         AboutInfo::tr("deflate compression"), QStringLiteral("https://zlib.net/")},
        {QStringLiteral("libjpeg-turbo"), QStringLiteral(RS_STRINGIFY(LIBJPEG_TURBO_VERSION)),
         QStringLiteral("IJG AND BSD-3-Clause AND Zlib"), AboutInfo::tr("JPEG-encoded image frames (Minari)"),
         QStringLiteral("https://libjpeg-turbo.org/")},
    };
}

QString licensesHtml()
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    html += QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th align=\"left\">%3</th>"
                           "<th align=\"left\">%4</th></tr>")
                .arg(AboutInfo::tr("Library"), AboutInfo::tr("Version"), AboutInfo::tr("Licence"),
                     AboutInfo::tr("Used for"));
    for (const LibraryInfo& lib : linkedLibraries()) {
        html += QStringLiteral("<tr><td><a href=\"%1\">%2</a></td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(lib.url.toHtmlEscaped(), lib.name.toHtmlEscaped(),
                         lib.version.isEmpty() ? QStringLiteral("–") : lib.version.toHtmlEscaped(),
                         lib.license.toHtmlEscaped(), lib.purpose.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    return html;
}

QString aboutHtml(const QString& version)
{
    QString html = QStringLiteral("<h3>ReplayScope %1</h3>").arg(version.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(AboutInfo::tr(
                    "Open a saved reinforcement-learning replay buffer or dataset and see what is really in it."));
    html += QStringLiteral("<p>%1</p>")
                .arg(AboutInfo::tr(
                    "ReplayScope's source code is released under the MIT licence. Because this program links "
                    "QCustomPlot, which is licensed under the GNU GPL version 3, the program as distributed is "
                    "covered by the GNU GPL version 3 or later."));
    html += QStringLiteral("<p>%1</p>").arg(AboutInfo::tr("It is built with these libraries:"));
    html += licensesHtml();
    return html;
}

} // namespace ReplayScope::App
