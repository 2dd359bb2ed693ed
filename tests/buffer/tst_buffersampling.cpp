// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Sampling from v1.2+ files continues the file's own RandomState: our sample(n) picks
// the indices Tianshou's buf.sample(n) picks on the unpickled buffer (computed here in
// CPython with numpy's RandomState restored from the pickle, with Tianshou's
// sample_indices of tianshou-spec.md 2.6 and 3.1), and saving writes the advanced state.
#include "bufferhelpers.h"

#include <core/buffer/buffermanager.h>
#include <core/buffer/bufferstate.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>
#include <testutils.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

// Draws `rounds` samples of n as Tianshou v1.2+/v2 does and prints the indices, then
// the generator states (key and pos) of the buffer (and its sub-buffers) afterwards.
const char* kSampleScript = "buffer/sample_tianshou.py"; // under tests/data

QJsonObject pythonSamples(const QString& path, int n, int rounds)
{
    bool ok = false;
    QString error;
    const QByteArray json = TestUtils::runPythonFile(
        QString::fromUtf8(kSampleScript),
        {path, TestUtils::sharedPath(QStringLiteral("tools/pystub")), QString::number(n), QString::number(rounds)}, &ok,
        &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? QJsonDocument::fromJson(json).object() : QJsonObject();
}

Indices indicesOf(const QJsonValue& v)
{
    Indices out;
    for (const QJsonValue& x : v.toArray())
        out.push_back(x.toInteger());
    return out;
}

std::vector<std::int64_t> stateOf(const RandomState& rs)
{
    std::vector<std::int64_t> out(rs.state().key.begin(), rs.state().key.end());
    out.push_back(rs.state().pos);
    return out;
}

} // namespace

class TestBufferSampling : public QObject {
    Q_OBJECT

private slots:
    void testMatchesTianshou_data();
    void testMatchesTianshou();
    void testSeedIsNumpys();
};

void TestBufferSampling::testMatchesTianshou_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("n");
    for (const char* release : {"tianshou-v1.2.0", "tianshou-v2.0.1"}) {
        for (const char* name : {"buffer_doc3.p4.pkl", "buffer_wrapped.p4.pkl", "cartpole_like.p4.pkl",
                                 "nested_obs.p4.pkl", "vector3.p4.pkl"}) {
            const QString file = QStringLiteral("fixtures/%1/%2").arg(QLatin1String(release), QLatin1String(name));
            QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(QLatin1String(release), QLatin1String(name))))
                << file << 7;
        }
    }
    QTest::newRow("v2 cartpole 700 draws") << QStringLiteral("fixtures/tianshou-v2.0.1/cartpole_like.p4.pkl") << 700;
}

void TestBufferSampling::testMatchesTianshou()
{
    QFETCH(QString, file);
    QFETCH(int, n);
    // The fixtures hold fresh RandomState(42)s; CPython moves each generator to another
    // seed and draws from it (a Gaussian too, so has_gauss is set) before re-pickling,
    // so only a reader that restores the file's state can match.
    QTemporaryDir work;
    const QString path = work.filePath(QStringLiteral("advanced.pkl"));
    bool made = false;
    QString error;
    TestUtils::runPythonFile(QStringLiteral("buffer/advance_random_states.py"),
                             {TestUtils::sharedPath(file), TestUtils::sharedPath(QStringLiteral("tools/pystub")), path},
                             &made, &error);
    QVERIFY2(made, qPrintable(error));
    const int rounds = 3;
    const QJsonObject py = pythonSamples(path, n, rounds);
    QVERIFY(!py.isEmpty());
    auto buf = bufferFromObject(PickleReader().readFile(path.toStdString()));
    for (int r = 0; r < rounds; ++r)
        QCOMPARE(buf->sample(n).second, indicesOf(py.value(QStringLiteral("indices")).toArray()[r]));

    // Saving writes the advanced generator: CPython continues from where we stopped.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("saved.pkl"));
    PickleWriter::writeFile(saved.toStdString(), bufferToObject(*buf, buf->generation()));
    const QJsonObject after = pythonSamples(saved, 0, 1);
    QVERIFY(!after.isEmpty());
    const QJsonArray states = after.value(QStringLiteral("states")).toArray();
    std::vector<const ReplayBuffer*> all{buf.get()};
    if (const auto* manager = dynamic_cast<const ReplayBufferManager*>(buf.get()))
        for (const auto& sub : manager->buffers())
            all.push_back(sub.get());
    QCOMPARE(std::size_t(states.size()), all.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        QCOMPARE(indicesOf(states[qsizetype(i)]), stateOf(all[i]->randomState()));
    // And the saved file samples on exactly like the loaded one in Python.
    const QJsonObject next = pythonSamples(saved, n, 1);
    QCOMPARE(buf->sample(n).second, indicesOf(next.value(QStringLiteral("indices")).toArray()[0]));
}

// A fresh buffer is seeded 42 as Tianshou's RandomState(42): the same draws as numpy.
void TestBufferSampling::testSeedIsNumpys()
{
    ReplayBuffer buf(50);
    for (int i = 0; i < 30; ++i)
        buf.add(step(I(i), double(i), false));
    bool ok = false;
    const QByteArray out = TestUtils::runPython(
        QStringLiteral(
            "import numpy as np, json; r = np.random.RandomState(42); print(json.dumps(r.choice(30, 40).tolist()))"),
        {}, &ok);
    QVERIFY(ok);
    Indices expected;
    for (const QJsonValue& v : QJsonDocument::fromJson(out).array())
        expected.push_back(v.toInteger());
    QCOMPARE(buf.sampleIndices(40), expected);
}

QTEST_APPLESS_MAIN(TestBufferSampling)
#include "tst_buffersampling.moc"
