// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `tree` of Batches holding torch tensors prints exactly what Python prints: the real
// Tianshou 2.0.1 Batch repr with the real torch's tensor repr (issue 18: dtype suffixes
// that wrap past 80 columns, empty tensors of other dtypes than float32, complex
// tensors). Fixed edge cases plus seeded random tensors of every dtype torch pickles.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// Writes one pickled Batch per case into argv[1] (case_NNN.pkl) and its repr into
// case_NNN.txt.
const char* kWriteCases = R"PY(
import sys, os, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np, torch
from tianshou.data import Batch
cases = [
    torch.arange(12, dtype=torch.int32),
    torch.tensor([1.5, 2.25, 3.125, 4.0625, 5.5, 6.5, 7.5, 8.5], dtype=torch.float16),
    torch.arange(20, dtype=torch.int16) * 1000,
    torch.zeros(0, dtype=torch.int64), torch.zeros(0, dtype=torch.bool), torch.zeros(0, dtype=torch.float64),
    torch.zeros(0, 3, dtype=torch.int32), torch.zeros(2, 0, dtype=torch.float32), torch.zeros(0, dtype=torch.complex64),
    torch.tensor([1 + 2j, -3.5 - 0.25j]), torch.tensor([1 + 2j, 3 + 0j], dtype=torch.complex128),
    torch.tensor(1.5 - 2j), torch.tensor([[1 + 1j, 2 - 2j], [0j, -1j]]),
    torch.tensor([complex(float('nan'), 1), 1e10 + 1j]), torch.tensor([0j, 0j]),
    torch.tensor([1.5, 2.5], dtype=torch.bfloat16), torch.arange(30, dtype=torch.int8).reshape(3, 10),
    torch.tensor([0.0, -0.0]), torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0]),
    torch.tensor([float('nan'), -float('inf')], dtype=torch.float16), torch.tensor([float('nan'), -float('inf')]),
    torch.tensor([-float('inf'), float('nan')], dtype=torch.float64), torch.tensor([float('nan'), -10.0]),
    torch.tensor([1e-5, 1.0]), torch.tensor([1e9, 1.0]), torch.tensor([123456789.0, 2.0]), torch.tensor(3.0),
    torch.tensor(7, dtype=torch.uint8), torch.tensor([True, False]),
    torch.arange(1500, dtype=torch.float64).reshape(50, 30) / 7, torch.arange(2000, dtype=torch.int32),
    (torch.arange(1200, dtype=torch.float32) * (1 + 0.5j)).reshape(2, 600),
]
rng = np.random.RandomState(18)
dtypes = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int8, torch.int16, torch.int32,
          torch.int64, torch.uint8, torch.bool, torch.complex64, torch.complex128]
for k in range(60):
    shape = tuple(rng.randint(0, 7, size=rng.randint(0, 4)))
    dtype = dtypes[rng.randint(len(dtypes))]
    scale = 10.0 ** rng.randint(-6, 10)
    data = rng.standard_normal(shape) * scale
    if rng.rand() < 0.3:
        data = np.round(data)
    if dtype.is_complex:
        t = torch.tensor(data + 1j * rng.standard_normal(shape) * scale, dtype=dtype)
    elif dtype == torch.bool:
        t = torch.tensor(data > 0)
    elif dtype.is_floating_point:
        t = torch.tensor(data).to(dtype)
    else:
        info = torch.iinfo(dtype)
        t = torch.tensor(np.clip(np.round(data), info.min, info.max).astype(np.int64)).to(dtype)
    cases.append(t)
for i, t in enumerate(cases):
    b = Batch(x=t)
    pickle.dump(b, open(os.path.join(sys.argv[1], 'case_%03d.pkl' % i), 'wb'))
    open(os.path.join(sys.argv[1], 'case_%03d.txt' % i), 'w').write(repr(b) + '\n')
print(len(cases))
)PY";

} // namespace

class TestCliTorchRepr : public QObject {
    Q_OBJECT

private slots:
    void testTreeIsTorchRepr();
};

void TestCliTorchRepr::testTreeIsTorchRepr()
{
    QTemporaryDir tmp;
    bool ok = false;
    QString error;
    const QByteArray said =
        TestUtils::runPython(QString::fromUtf8(kWriteCases),
                             {tmp.path(), TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"))}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const int count = said.trimmed().toInt();
    QVERIFY(count > 80);
    int wrong = 0;
    for (int i = 0; i < count; ++i) {
        const QString base = tmp.filePath(QStringLiteral("case_%1").arg(i, 3, 10, QLatin1Char('0')));
        QFile file(base + QStringLiteral(".txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray expected = file.readAll();
        const Result r = runCli({QStringLiteral("tree"), base + QStringLiteral(".pkl")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        if (r.out != expected) {
            ++wrong;
            qWarning("case %d: torch prints\n%s\nwe print\n%s", i, expected.constData(), r.out.constData());
        }
    }
    QCOMPARE(wrong, 0);
}

QTEST_APPLESS_MAIN(TestCliTorchRepr)
#include "tst_clitorchrepr.moc"
