// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Minari's JPEG-encoded image frames: a small Minari-style dataset is made at test time
// (tests/data/hdf5/make_minari_jpeg.py, JPEGs from Debian's cjpeg) and every decoded
// frame must equal the pixels libjpeg's djpeg decodes from the same bytes.
#include "testutils.h"

#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/jpegdecode.h>
#include <core/io/hdf5/offlinedatasets.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace ReplayScope::Core;

namespace {

QString shapeText(const Shape& shape)
{
    QStringList parts;
    for (auto d : shape)
        parts << QString::number(d);
    return parts.join(',');
}

} // namespace

class TestMinariJpeg : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QJsonArray m_listing;
    QByteArray m_expected;

    QString dataFile() const { return m_dir.filePath(QStringLiteral("data/main_data.hdf5")); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile script(TestUtils::testDataPath(QStringLiteral("hdf5/make_minari_jpeg.py")));
        QVERIFY(script.open(QIODevice::ReadOnly));
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(QString::fromUtf8(script.readAll()), {m_dir.path()}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        m_listing = QJsonDocument::fromJson(out).array();
        QCOMPARE(m_listing.size(), 10);
        QFile expected(m_dir.filePath(QStringLiteral("expected.bin")));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        m_expected = expected.readAll();
    }

    // Every frame, variable-length (episode 0) and fixed-size blobs (episode 1), RGB and
    // grayscale, equals djpeg's pixels, in the space's shape.
    void testFramesMatchDjpeg()
    {
        const MinariDataset dataset = readMinari(dataFile().toStdString());
        QCOMPARE(dataset.episodes.size(), std::size_t(2));
        for (const QJsonValue& v : m_listing) {
            const QJsonObject frame = v.toObject();
            const auto& episode = dataset.episodes.at(std::size_t(frame.value(QStringLiteral("episode")).toInt()));
            const std::string key = "observations." + frame.value(QStringLiteral("key")).toString().toStdString();
            const PyValue* value = episode.data->findPath(key);
            QVERIFY(value && value->isArray());
            const NdArray& frames = value->asArray();
            QCOMPARE(frames.dtype().kind(), DTypeKind::UInt8);
            QStringList shape{QString::number(episode.length + 1)};
            for (const QJsonValue& d : frame.value(QStringLiteral("shape")).toArray())
                shape << QString::number(d.toInt());
            QCOMPARE(shapeText(frames.shape()), shape.join(','));

            const std::int64_t k = frame.value(QStringLiteral("frame")).toInt();
            const NdArray one = frames[Index(k)].contiguous();
            const auto offset = frame.value(QStringLiteral("offset")).toInteger();
            QVERIFY(offset + one.nbytes() <= m_expected.size());
            QVERIFY2(
                std::memcmp(one.elementPtr(0), m_expected.constData() + offset, std::size_t(one.nbytes())) == 0,
                qPrintable(QStringLiteral("%1 frame %2 differs from djpeg").arg(QString::fromStdString(key)).arg(k)));
        }
        // Non-image members of the same Dict space stay as stored.
        const PyValue* pos = dataset.episodes.front().data->findPath("observations.pos");
        QVERIFY(pos && pos->isArray());
        QCOMPARE(pos->asArray().dtype().kind(), DTypeKind::Float32);
        QCOMPARE(shapeText(pos->asArray().shape()), QStringLiteral("3,2"));
    }

    // decodeJpeg on its own: an RGB frame straight from the file is H x W x 3.
    void testSingleFrame()
    {
        auto file = Hdf5File::open(dataFile().toStdString());
        const NdArray blobs = file->readDataset("/episode_1/observations/image");
        const NdArray first = blobs[Index(0)].contiguous();
        const NdArray image =
            decodeJpeg(reinterpret_cast<const std::uint8_t*>(first.elementPtr(0)), std::size_t(first.size()), "frame");
        QCOMPARE(shapeText(image.shape()), QStringLiteral("40,48,3"));
        const std::int64_t offset = m_listing.at(6).toObject().value(QStringLiteral("offset")).toInteger();
        QVERIFY(std::memcmp(image.elementPtr(0), m_expected.constData() + offset, std::size_t(image.nbytes())) == 0);
    }

    void testBadData_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("png signature") << QByteArray("\x89PNG\r\n\x1a\n", 8);
        QTest::newRow("marker then junk") << QByteArray("\xff\xd8\xff\x01junkjunkjunkjunk", 20);
        QTest::newRow("header only") << QByteArray("\xff\xd8\xff\xd9", 4);
    }

    // Damaged frames are a FormatError naming where they came from, never a crash.
    void testBadData()
    {
        QFETCH(QByteArray, bytes);
        try {
            decodeJpeg(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size()),
                       "demo.hdf5:/episode_0/observations");
            QFAIL("no error");
        } catch (const FormatError& e) {
            QVERIFY(QString::fromUtf8(e.what()).contains(QStringLiteral("demo.hdf5:/episode_0/observations")));
        }
    }

    // Frames of differing sizes cannot form one array.
    void testMixedFrameSizes()
    {
        auto file = Hdf5File::open(dataFile().toStdString());
        const NdArray rgb = file->readDataset("/episode_0/observations/image");
        const NdArray gray = file->readDataset("/episode_0/observations/gray");
        const NdArray mixed = NdArray::fromObjects({rgb.item(0), gray.item(0)});
        QVERIFY_THROWS_EXCEPTION(FormatError, decodeJpegFrames(mixed, "mixed"));
    }

    // A Minari file without image spaces is left as stored.
    void testNoImages()
    {
        const MinariDataset dataset =
            readMinari(TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/minari_like/data/main_data.hdf5"))
                           .toStdString());
        const PyValue* obs = dataset.episodes.front().data->findPath("observations");
        QVERIFY(obs && obs->isArray());
        QCOMPARE(obs->asArray().dtype().kind(), DTypeKind::Float32);
    }
};

QTEST_APPLESS_MAIN(TestMinariJpeg)
#include "tst_minarijpeg.moc"
