// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The pickle-based layouts of other libraries (issue 19: Stable-Baselines3 buffers,
// torch.save files, imitation 0.2 trajectory lists, compressed pickles), read by the
// built CLI and checked against fixtures/more-formats/manifest.json, which the
// libraries' own code wrote: every key's dtype, shape, sum and sha256, the steps and
// every episode. `convert` to a Tianshou pickle must load in the real Tianshou 2.0.1
// with the same episodes, `export` must write the chosen ones, and damaged copies must
// give a clear error, never a crash.
#include "cliutils.h"

#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

const QStringList kLayouts{QStringLiteral("sb3-replay-buffer-pickle"), QStringLiteral("torch-save-zip"),
                           QStringLiteral("torch-save-legacy"), QStringLiteral("imitation-pickle")};

QString moreFormats()
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/more-formats"));
}

bool near(double expected, double actual)
{
    return std::abs(expected - actual) <= 1e-9 * std::max(1.0, std::abs(expected));
}

QJsonObject infoJson(const QString& path)
{
    const Result r = runCli({QStringLiteral("info"), QStringLiteral("--json"), path});
    if (r.crashed || r.exitCode != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

// Episodes as the real Tianshou 2.0.1 sees them in a pickle we wrote: each sub-buffer's
// valid slots oldest first (sample_indices(0) of the sub-buffer), split after done, with
// the end from terminated/truncated; also `buf[:]` must work and have len(buf) rows.
const char* kTianshouEpisodes = R"PY(
import json, pickle, sys
import numpy as np
from tianshou.data import ReplayBuffer, VectorReplayBuffer
results = []
for path in sys.argv[1:]:
    buf = pickle.load(open(path, 'rb'))
    assert isinstance(buf, ReplayBuffer), type(buf)
    assert len(buf[:]) == len(buf)
    subs = list(buf.buffers) if isinstance(buf, VectorReplayBuffer) else [buf]
    out = []
    for env, sub in enumerate(subs):
        cur = []
        for i in sub.sample_indices(0):
            cur.append(int(i))
            if sub.done[i]:
                end = 'truncated' if sub.truncated[i] else 'terminated'
                out.append({'length': len(cur), 'return': float(np.sum(sub.rew[cur].astype(np.float64))), 'end': end, 'env': env})
                cur = []
        if cur:
            out.append({'length': len(cur), 'return': float(np.sum(sub.rew[cur].astype(np.float64))), 'end': 'unfinished', 'env': env})
    results.append({'len': len(buf), 'class': type(buf).__name__, 'episodes': out})
print(json.dumps(results))
)PY";

// One CPython run (importing Tianshou takes seconds) over several pickles.
QJsonArray runTianshouAll(const QStringList& pickles, QString* error)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONPATH"), TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(REPLAYSCOPE_PYTHON),
            QStringList{QStringLiteral("-c"), QString::fromUtf8(kTianshouEpisodes)} + pickles);
    if (!p.waitForFinished(300000) || p.exitCode() != 0) {
        *error = QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).array();
}

QJsonObject runTianshou(const QString& pickle, QString* error)
{
    return runTianshouAll({pickle}, error).at(0).toObject();
}

} // namespace

class TestCliMoreFormats : public QObject {
    Q_OBJECT

private slots:
    void testManifest_data();
    void testManifest();
    void testTianshouRoundTrip_data() { testManifest_data(); }
    void testTianshouRoundTrip();
    void testExportEpisodes();
    void testCompressedPickles();
    void testDamagedFilesGiveErrors_data() { testManifest_data(); }
    void testDamagedFilesGiveErrors();
    void testTreeAndEpisodesCommands();
    void testSb3OtherShapes();
    void testTorchOtherShapes();
    void testJoblibPickles();
};

void TestCliMoreFormats::testManifest_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("record");
    int rows = 0;
    for (const QJsonValue& v : manifest(moreFormats()).value(QStringLiteral("files")).toArray()) {
        const QJsonObject record = v.toObject();
        if (!kLayouts.contains(record.value(QStringLiteral("layout")).toString()))
            continue;
        const QString name = record.value(QStringLiteral("file")).toString();
        QTest::newRow(qPrintable(name)) << moreFormats() + QLatin1Char('/') + name << record;
        ++rows;
    }
    QVERIFY2(rows >= 9, "the manifest lists fewer SB3/torch/imitation files than expected");
}

void TestCliMoreFormats::testManifest()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    const QJsonObject info = infoJson(path);
    QVERIFY2(!info.isEmpty(), qPrintable(path));
    QCOMPARE(info.value(QStringLiteral("layout")).toString(), record.value(QStringLiteral("layout")).toString());
    if (record.contains(QStringLiteral("class")))
        QCOMPARE(info.value(QStringLiteral("class")).toString(), record.value(QStringLiteral("class")).toString());

    // Every key of the manifest, with its dtype, shape, sum and sha256 (arrays) or value.
    const QJsonObject tree = info.value(QStringLiteral("tree")).toObject();
    const QJsonObject keys = record.value(QStringLiteral("keys")).toObject();
    for (auto it = keys.begin(); it != keys.end(); ++it) {
        const QJsonObject want = it.value().toObject();
        QVERIFY2(tree.contains(it.key()), qPrintable(it.key() + QStringLiteral(" is missing")));
        const QJsonObject got = tree.value(it.key()).toObject();
        if (want.contains(QStringLiteral("value"))) {
            // Python values of torch files: Batch keeps them as 0-d arrays or objects.
            const QJsonValue value = want.value(QStringLiteral("value"));
            if (value.isString()) {
                const QString text = QJsonDocument(QJsonArray{got}).toJson(QJsonDocument::Compact);
                QVERIFY2(text.contains(value.toString()), qPrintable(it.key() + QStringLiteral(": ") + text));
            } else {
                QVERIFY2(near(value.toDouble(), got.value(QStringLiteral("sum")).toDouble()), qPrintable(it.key()));
            }
            continue;
        }
        QCOMPARE(got.value(QStringLiteral("dtype")).toString(), want.value(QStringLiteral("dtype")).toString());
        QCOMPARE(got.value(QStringLiteral("shape")).toArray(), want.value(QStringLiteral("shape")).toArray());
        if (want.contains(QStringLiteral("sha256"))) {
            QCOMPARE(got.value(QStringLiteral("sha256")).toString(), want.value(QStringLiteral("sha256")).toString());
            QVERIFY2(near(want.value(QStringLiteral("sum")).toDouble(), got.value(QStringLiteral("sum")).toDouble()),
                     qPrintable(it.key()));
        }
    }

    // Steps and episodes. A wrapped ring cannot tell whether its oldest episode began
    // exactly at the oldest row (the manifest knows from the real history): we mark
    // the oldest episode of every wrapped env column cut, which must include every
    // episode the manifest marks cut and nothing but those oldest episodes.
    QCOMPARE(info.value(QStringLiteral("steps")).toInteger(), record.value(QStringLiteral("steps")).toInteger());
    const QJsonArray want = record.value(QStringLiteral("episodes")).toArray();
    const QJsonArray got = info.value(QStringLiteral("episodes")).toArray();
    QCOMPARE(got.size(), want.size());
    const bool wrapped = record.value(QStringLiteral("full")).toBool();
    qint64 previousEnv = -1;
    for (int i = 0; i < want.size(); ++i) {
        const QJsonObject w = want[i].toObject();
        const QJsonObject g = got[i].toObject();
        const QString where = QStringLiteral("episode %1").arg(i);
        QCOMPARE(g.value(QStringLiteral("length")).toInteger(), w.value(QStringLiteral("length")).toInteger());
        QVERIFY2(near(w.value(QStringLiteral("return")).toDouble(), g.value(QStringLiteral("return")).toDouble()),
                 qPrintable(where));
        QCOMPARE(g.value(QStringLiteral("end")).toString(), w.value(QStringLiteral("end")).toString());
        QCOMPARE(g.value(QStringLiteral("env")).toInteger(-1), w.value(QStringLiteral("env")).toInteger(-1));
        const bool oldest = g.value(QStringLiteral("env")).toInteger(0) != previousEnv;
        previousEnv = g.value(QStringLiteral("env")).toInteger(0);
        const bool cut = g.value(QStringLiteral("cut_start")).toBool();
        if (w.value(QStringLiteral("cut_start")).toBool())
            QVERIFY2(cut, qPrintable(where + QStringLiteral(" should be cut")));
        if (cut)
            QVERIFY2(wrapped && oldest, qPrintable(where + QStringLiteral(" is not the oldest of a wrapped column")));
    }
}

void TestCliMoreFormats::testTianshouRoundTrip()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("converted.pkl"));
    const Result r = runCli({QStringLiteral("convert"), path, out});
    QVERIFY2(!r.crashed && r.exitCode == 0, r.err.constData());
    QString error;
    const QJsonObject ts = runTianshou(out, &error);
    QVERIFY2(!ts.isEmpty(), qPrintable(error));
    QCOMPARE(ts.value(QStringLiteral("len")).toInteger(), record.value(QStringLiteral("steps")).toInteger());
    const QJsonArray want = record.value(QStringLiteral("episodes")).toArray();
    const QJsonArray got = ts.value(QStringLiteral("episodes")).toArray();
    QCOMPARE(got.size(), want.size());
    const bool perEnv = record.value(QStringLiteral("n_envs")).toInt(1) > 1;
    QCOMPARE(ts.value(QStringLiteral("class")).toString(),
             perEnv ? QStringLiteral("VectorReplayBuffer") : QStringLiteral("ReplayBuffer"));
    for (int i = 0; i < want.size(); ++i) {
        const QJsonObject w = want[i].toObject();
        const QJsonObject g = got[i].toObject();
        QCOMPARE(g.value(QStringLiteral("length")).toInteger(), w.value(QStringLiteral("length")).toInteger());
        QVERIFY(near(w.value(QStringLiteral("return")).toDouble(), g.value(QStringLiteral("return")).toDouble()));
        QCOMPARE(g.value(QStringLiteral("end")).toString(), w.value(QStringLiteral("end")).toString());
        if (perEnv)
            QCOMPARE(g.value(QStringLiteral("env")).toInteger(), w.value(QStringLiteral("env")).toInteger());
    }
    // The HDF5 layout takes the same path (save_hdf5 of that buffer).
    const Result h5 = runCli({QStringLiteral("convert"), path, dir.filePath(QStringLiteral("converted.h5"))});
    QVERIFY2(!h5.crashed && h5.exitCode == 0, h5.err.constData());
}

void TestCliMoreFormats::testExportEpisodes()
{
    // Episodes 1 and 3 of the wrapped 4-env SB3 buffer: env 0's second and fourth.
    const QString path = moreFormats() + QStringLiteral("/sb3_replay_discrete_wrapped.pkl");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("subset.pkl"));
    const Result r = runCli({QStringLiteral("export"), path, QStringLiteral("--episodes"), QStringLiteral("1,3"),
                             QStringLiteral("-o"), out});
    QVERIFY2(!r.crashed && r.exitCode == 0, r.err.constData());
    QString error;
    const QJsonObject ts = runTianshou(out, &error);
    QVERIFY2(!ts.isEmpty(), qPrintable(error));
    const QJsonArray want = manifest(moreFormats()).value(QStringLiteral("files")).toArray();
    QJsonArray episodes;
    for (const QJsonValue& v : want)
        if (v.toObject().value(QStringLiteral("file")).toString() == QStringLiteral("sb3_replay_discrete_wrapped.pkl"))
            episodes = v.toObject().value(QStringLiteral("episodes")).toArray();
    QVERIFY(episodes.size() > 3);
    const QJsonArray got = ts.value(QStringLiteral("episodes")).toArray();
    QCOMPARE(got.size(), 2);
    QCOMPARE(got[0].toObject().value(QStringLiteral("length")).toInteger(),
             episodes[1].toObject().value(QStringLiteral("length")).toInteger());
    QCOMPARE(got[1].toObject().value(QStringLiteral("length")).toInteger(),
             episodes[3].toObject().value(QStringLiteral("length")).toInteger());
    QVERIFY(near(episodes[3].toObject().value(QStringLiteral("return")).toDouble(),
                 got[1].toObject().value(QStringLiteral("return")).toDouble()));
}

void TestCliMoreFormats::testCompressedPickles()
{
    // Python's own gzip, bz2 and lzma modules compress an SB3 pickle; each opens by its
    // content whatever its name, with the keys of the plain file.
    QTemporaryDir dir;
    const QString source = moreFormats() + QStringLiteral("/sb3_dict_replay.pkl");
    bool ok = false;
    TestUtils::runPython(QStringLiteral("import sys, gzip, bz2, lzma\n"
                                        "data = open(sys.argv[1], 'rb').read()\n"
                                        "open(sys.argv[2] + '/a.pkl.gz', 'wb').write(gzip.compress(data))\n"
                                        "open(sys.argv[2] + '/b.pkl.bz2', 'wb').write(bz2.compress(data))\n"
                                        "open(sys.argv[2] + '/c.bin', 'wb').write(lzma.compress(data))\n"
                                        "open(sys.argv[2] + '/d.pkl.gz', 'wb').write(gzip.compress(data)[:-40])\n"),
                         {source, dir.path()}, &ok);
    QVERIFY(ok);
    const QJsonObject plain = infoJson(source);
    for (const QString& name : {QStringLiteral("a.pkl.gz"), QStringLiteral("b.pkl.bz2"), QStringLiteral("c.bin")}) {
        const QJsonObject info = infoJson(dir.filePath(name));
        QCOMPARE(info.value(QStringLiteral("layout")).toString(), QStringLiteral("sb3-replay-buffer-pickle"));
        QCOMPARE(info.value(QStringLiteral("tree")), plain.value(QStringLiteral("tree")));
        QCOMPARE(info.value(QStringLiteral("episodes")), plain.value(QStringLiteral("episodes")));
    }
    const Result truncated = runCli({QStringLiteral("info"), dir.filePath(QStringLiteral("d.pkl.gz"))});
    QVERIFY(!truncated.crashed);
    QCOMPARE(truncated.exitCode, 2);
    QVERIFY2(truncated.err.contains("d.pkl.gz") && truncated.err.contains("gzip"), truncated.err.constData());
}

void TestCliMoreFormats::testDamagedFilesGiveErrors()
{
    // Truncations and byte flips at fixed places: the CLI must exit 0 (a damage that
    // still reads) or 2 with a message naming the file, never crash or hang.
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QTemporaryDir dir;
    const QString damaged = dir.filePath(QStringLiteral("damaged.bin"));
    int errors = 0;
    for (int k = 1; k <= 12; ++k) {
        QByteArray copy = bytes;
        const qsizetype at = bytes.size() * k / 13;
        if (k % 3 == 0)
            copy.truncate(at);
        else
            copy[at] = char(copy[at] ^ (k % 3 == 1 ? 0xFF : 0x01));
        QFile out(damaged);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(copy);
        out.close();
        const Result r = runCli({QStringLiteral("episodes"), damaged});
        QVERIFY2(!r.crashed, qPrintable(QStringLiteral("crash at mutation %1").arg(k)));
        QVERIFY2(r.exitCode == 0 || r.exitCode == 2, qPrintable(QStringLiteral("exit %1").arg(r.exitCode)));
        if (r.exitCode == 2) {
            QVERIFY2(r.err.contains("damaged.bin"), r.err.constData());
            ++errors;
        }
    }
    QVERIFY2(errors > 0, "no mutation was noticed: the reader cannot be checking its input");
}

void TestCliMoreFormats::testTreeAndEpisodesCommands()
{
    const QString sb3 = moreFormats() + QStringLiteral("/sb3_her_replay.pkl");
    const Result info = runCli({QStringLiteral("info"), sb3});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    // The spaces and the enum are shown as data.
    QVERIFY2(info.out.contains("Box(-10.0, 10.0, (3,), float32)"), info.out.constData());
    QVERIFY2(info.out.contains("GoalSelectionStrategy.FUTURE"), info.out.constData());
    const Result tree = runCli({QStringLiteral("tree"), moreFormats() + QStringLiteral("/torch_nested_buffer.pt")});
    QVERIFY2(tree.exitCode == 0 && tree.out.contains("priorities"), tree.err.constData());
    const Result episodes = runCli({QStringLiteral("episodes"), QStringLiteral("--json"), sb3});
    QVERIFY2(episodes.exitCode == 0, episodes.err.constData());
    const QJsonArray list = QJsonDocument::fromJson(episodes.out).object().value(QStringLiteral("episodes")).toArray();
    QVERIFY(!list.isEmpty());
    QSet<qint64> buffers;
    for (const QJsonValue& e : list)
        buffers.insert(e.toObject().value(QStringLiteral("buffer")).toInteger());
    QCOMPARE(buffers.size(), 2); // one env column per sub-buffer
}

void TestCliMoreFormats::testSb3OtherShapes()
{
    // tests/data/sb3/sb3_variants.py re-cuts the SB3 fixtures to other buffer sizes, env
    // counts, positions and fill states (wrapped at 0, optimize_memory_usage with pos at
    // the last row, duplicated env columns) and prints the episodes SB3's rules give.
    QTemporaryDir dir;
    QFile script(TestUtils::testDataPath(QStringLiteral("sb3/sb3_variants.py")));
    QVERIFY(script.open(QIODevice::ReadOnly));
    bool ok = false;
    QString error;
    const QByteArray made =
        TestUtils::runPython(QString::fromUtf8(script.readAll()), {moreFormats(), dir.path()}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QJsonArray variants = QJsonDocument::fromJson(made).array();
    QVERIFY(variants.size() >= 7);
    QStringList converted;
    for (const QJsonValue& v : variants) {
        converted << dir.filePath(QStringLiteral("tianshou%1.pkl").arg(converted.size()));
        const Result r = runCli(
            {QStringLiteral("convert"), v.toObject().value(QStringLiteral("file")).toString(), converted.back()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    const QJsonArray tianshou = runTianshouAll(converted, &error);
    QVERIFY2(tianshou.size() == variants.size(), qPrintable(error));
    for (qsizetype k = 0; k < variants.size(); ++k) {
        const QJsonObject variant = variants[k].toObject();
        const QString path = variant.value(QStringLiteral("file")).toString();
        const QJsonObject info = infoJson(path);
        QCOMPARE(info.value(QStringLiteral("steps")).toInteger(), variant.value(QStringLiteral("steps")).toInteger());
        const QJsonObject ts = tianshou[k].toObject();
        const QJsonArray want = variant.value(QStringLiteral("episodes")).toArray();
        for (const QJsonArray& got :
             {info.value(QStringLiteral("episodes")).toArray(), ts.value(QStringLiteral("episodes")).toArray()}) {
            QCOMPARE(got.size(), want.size());
            for (int i = 0; i < want.size(); ++i) {
                const QJsonObject w = want[i].toObject();
                const QJsonObject g = got[i].toObject();
                const QByteArray where = (path + QStringLiteral(" episode %1").arg(i)).toUtf8();
                QVERIFY2(g.value(QStringLiteral("length")) == w.value(QStringLiteral("length")), where.constData());
                QVERIFY2(
                    near(w.value(QStringLiteral("return")).toDouble(), g.value(QStringLiteral("return")).toDouble()),
                    where.constData());
                QVERIFY2(g.value(QStringLiteral("end")) == w.value(QStringLiteral("end")), where.constData());
                QVERIFY2(g.value(QStringLiteral("env")) == w.value(QStringLiteral("env")), where.constData());
            }
        }
    }
}

void TestCliMoreFormats::testTorchOtherShapes()
{
    // tests/data/torchfile/torch_cases.py saves with the real torch, in both containers:
    // tuple and list roots, bfloat16/float16/int8/complex tensors, views at storage
    // offsets, transposed and sliced tensors, 0-d and empty ones, transitions under
    // plural names; it prints each tensor's dtype, shape, sha256 and sum. Needs Debian's
    // python3-torch (scripts/install-deps.sh).
    QTemporaryDir dir;
    QFile script(TestUtils::testDataPath(QStringLiteral("torchfile/torch_cases.py")));
    QVERIFY(script.open(QIODevice::ReadOnly));
    bool ok = false;
    QString error;
    const QByteArray made = TestUtils::runPython(QString::fromUtf8(script.readAll()), {dir.path()}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QJsonArray cases = QJsonDocument::fromJson(made).array();
    QVERIFY(cases.size() >= 6);
    QStringList converted;
    QList<QJsonArray> wanted;
    for (const QJsonValue& v : cases) {
        const QJsonObject c = v.toObject();
        const QString path = c.value(QStringLiteral("file")).toString();
        const QJsonObject info = infoJson(path);
        QCOMPARE(info.value(QStringLiteral("layout")).toString(), c.value(QStringLiteral("layout")).toString());
        const QJsonObject tree = info.value(QStringLiteral("tree")).toObject();
        const QJsonObject keys = c.value(QStringLiteral("keys")).toObject();
        for (auto it = keys.begin(); it != keys.end(); ++it) {
            const QJsonObject want = it.value().toObject();
            const QJsonObject got = tree.value(it.key()).toObject();
            const QByteArray where = (path + QLatin1Char(' ') + it.key()).toUtf8();
            QVERIFY2(got.value(QStringLiteral("dtype")) == want.value(QStringLiteral("dtype")), where.constData());
            QVERIFY2(got.value(QStringLiteral("shape")) == want.value(QStringLiteral("shape")), where.constData());
            QVERIFY2(got.value(QStringLiteral("sha256")) == want.value(QStringLiteral("sha256")), where.constData());
            const double sum = want.value(QStringLiteral("sum")).toDouble();
            QVERIFY2(std::abs(got.value(QStringLiteral("sum")).toDouble() - sum) <= 1e-6 * std::max(1.0, std::abs(sum)),
                     where.constData());
        }
        if (!c.contains(QStringLiteral("episodes")))
            continue;
        const QJsonArray want = c.value(QStringLiteral("episodes")).toArray();
        const QJsonArray got = info.value(QStringLiteral("episodes")).toArray();
        QCOMPARE(got.size(), want.size());
        for (int i = 0; i < want.size(); ++i) {
            QCOMPARE(got[i].toObject().value(QStringLiteral("length")),
                     want[i].toObject().value(QStringLiteral("length")));
            QCOMPARE(got[i].toObject().value(QStringLiteral("end")), want[i].toObject().value(QStringLiteral("end")));
            QVERIFY(near(want[i].toObject().value(QStringLiteral("return")).toDouble(),
                         got[i].toObject().value(QStringLiteral("return")).toDouble()));
        }
        converted << dir.filePath(QStringLiteral("tianshou%1.pkl").arg(converted.size()));
        const Result r = runCli({QStringLiteral("convert"), path, converted.back()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        wanted << want;
    }
    QVERIFY(converted.size() >= 4);
    const QJsonArray tianshou = runTianshouAll(converted, &error);
    QVERIFY2(tianshou.size() == converted.size(), qPrintable(error));
    for (qsizetype k = 0; k < converted.size(); ++k) {
        const QJsonArray got = tianshou[k].toObject().value(QStringLiteral("episodes")).toArray();
        QCOMPARE(got.size(), wanted[k].size());
        for (int i = 0; i < got.size(); ++i) {
            QCOMPARE(got[i].toObject().value(QStringLiteral("length")),
                     wanted[k][i].toObject().value(QStringLiteral("length")));
            QCOMPARE(got[i].toObject().value(QStringLiteral("end")),
                     wanted[k][i].toObject().value(QStringLiteral("end")));
        }
    }
}

void TestCliMoreFormats::testJoblibPickles()
{
    // tests/data/formats/joblib_cases.py dumps arrays of many dtypes and layouts with the
    // real joblib (Debian's python3-joblib, scripts/install-deps.sh), plain and with each
    // standard compress= (zlib, gzip, bz2, xz, lzma), two random shapes (transitions, and
    // values without steps in files of their own); every file must
    // read with the arrays joblib wrote (raw bytes after each NumpyArrayWrapper, padded
    // to 16 bytes when uncompressed) and the episodes of its flags.
    QTemporaryDir dir;
    int files = 0;
    for (const QString& seed : {QStringLiteral("1"), QStringLiteral("2")}) {
        bool ok = false;
        QString error;
        const QByteArray made =
            TestUtils::runPythonFile(QStringLiteral("formats/joblib_cases.py"), {dir.path(), seed}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        for (const QJsonValue& v : QJsonDocument::fromJson(made).array()) {
            const QJsonObject c = v.toObject();
            const QString path = c.value(QStringLiteral("file")).toString();
            const QJsonObject info = infoJson(path);
            QVERIFY2(!info.isEmpty(), qPrintable(path));
            const QJsonObject tree = info.value(QStringLiteral("tree")).toObject();
            const QJsonObject keys = c.value(QStringLiteral("keys")).toObject();
            for (auto it = keys.begin(); it != keys.end(); ++it) {
                const QJsonObject want = it.value().toObject();
                const QJsonObject got = tree.value(it.key()).toObject();
                const QByteArray where = (path + QLatin1Char(' ') + it.key()).toUtf8();
                QVERIFY2(got.value(QStringLiteral("dtype")) == want.value(QStringLiteral("dtype")), where.constData());
                QVERIFY2(got.value(QStringLiteral("shape")) == want.value(QStringLiteral("shape")), where.constData());
                if (want.contains(QStringLiteral("repr"))) {
                    QVERIFY2(got.value(QStringLiteral("repr")) == want.value(QStringLiteral("repr")),
                             where.constData());
                    continue;
                }
                QVERIFY2(got.value(QStringLiteral("sha256")) == want.value(QStringLiteral("sha256")),
                         where.constData());
                QVERIFY2(
                    near(want.value(QStringLiteral("sum")).toDouble(), got.value(QStringLiteral("sum")).toDouble()),
                    where.constData());
            }
            ++files;
            if (!c.contains(QStringLiteral("episodes")))
                continue;
            // A plain dict: len() of the Batch, episodes from its flag columns.
            QCOMPARE(info.value(QStringLiteral("len")).toInteger(), c.value(QStringLiteral("steps")).toInteger());
            const Result listed = runCli({QStringLiteral("episodes"), QStringLiteral("--json"), path});
            QVERIFY2(listed.exitCode == 0, listed.err.constData());
            const QJsonArray want = c.value(QStringLiteral("episodes")).toArray();
            const QJsonArray got =
                QJsonDocument::fromJson(listed.out).object().value(QStringLiteral("episodes")).toArray();
            QCOMPARE(got.size(), want.size());
            for (int i = 0; i < want.size(); ++i) {
                QCOMPARE(got[i].toObject().value(QStringLiteral("length")),
                         want[i].toObject().value(QStringLiteral("length")));
                QCOMPARE(got[i].toObject().value(QStringLiteral("end")),
                         want[i].toObject().value(QStringLiteral("end")));
                QVERIFY(near(want[i].toObject().value(QStringLiteral("return")).toDouble(),
                             got[i].toObject().value(QStringLiteral("return")).toDouble()));
            }
        }
    }
    QCOMPARE(files, 24);

    // Cut inside the array data: a clear error naming the file, not a crash.
    QFile whole(dir.filePath(QStringLiteral("joblib_1.pkl")));
    QVERIFY(whole.open(QIODevice::ReadOnly));
    QFile cut(dir.filePath(QStringLiteral("cut.pkl")));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(whole.readAll().chopped(300));
    cut.close();
    const Result r = runCli({QStringLiteral("info"), cut.fileName()});
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("cut.pkl"), r.err.constData());

    // compress='lz4' (LZ4 frames, needs python3-lz4 to write) is named, not guessed at.
    QFile lz4(dir.filePath(QStringLiteral("x.pkl.lz4")));
    QVERIFY(lz4.open(QIODevice::WriteOnly));
    lz4.write(QByteArray::fromHex("04224d186440a7") + QByteArray(32, 'x'));
    lz4.close();
    const Result l = runCli({QStringLiteral("info"), lz4.fileName()});
    QCOMPARE(l.exitCode, 2);
    QVERIFY2(l.err.contains("x.pkl.lz4") && l.err.contains("LZ4"), l.err.constData());
}

QTEST_GUILESS_MAIN(TestCliMoreFormats)
#include "tst_climoreformats.moc"
