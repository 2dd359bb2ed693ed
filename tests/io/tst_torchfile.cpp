// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// torch.save files read by core/io/torchfile, on the fixtures torch 1.13 wrote
// (fixtures/more-formats): the storage layout the manifest cannot show (views sharing a
// storage, non-contiguous tensors, zero-copy), and the pickle reader's treatment of
// `builtins.getattr`, which SB3's HER buffers use for an enum member.
#include <testutils.h>

#include <core/error.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/torchfile/torchfile.h>
#include <core/array/ndarray.h>

#include <QTest>

using namespace ReplayScope::Core;

namespace {

std::string fixture(const char* name)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/more-formats/") + QLatin1String(name)).toStdString();
}

const NdArray& at(const PyValue& root, std::initializer_list<const char*> path)
{
    const PyValue* v = &root;
    for (const char* key : path) {
        v = v->find(key);
        if (!v)
            throw KeyError(key);
    }
    return v->asArray();
}

} // namespace

class TestTorchFile : public QObject {
    Q_OBJECT

private slots:
    void testZipSharedStorageAndViews();
    void testLegacyStream();
    void testGetattrIsDataOnlyForEnumMembers();
};

void TestTorchFile::testZipSharedStorageAndViews()
{
    const TorchSaveFile file = readTorchSave(fixture("torch_nested_buffer.pt"));
    QCOMPARE(int(file.kind), int(TorchSaveKind::Zip));
    QCOMPARE(file.archiveName, std::string("torch_nested_buffer"));
    QCOMPARE(file.mappedStorages, file.storages); // every tensor views the mapped file
    const NdArray& obs = at(file.value, {"data", "obs", "pos"});
    const NdArray& next = at(file.value, {"data", "next_obs", "pos"});
    QVERIFY(obs.isTorch());
    QVERIFY(obs.storage() == next.storage()); // one storage, two views
    QCOMPARE(next.offset() - obs.offset(), std::int64_t(3 * 4)); // one row of 3 float32 later
    QCOMPARE(obs.toDouble(3), next.toDouble(0));
    const NdArray& priorities = at(file.value, {"priorities"});
    QVERIFY(!priorities.isCContiguous());
    QCOMPARE(priorities.shape(), (Shape{81, 3}));
    QCOMPARE(at(file.value, {"data", "rew"}).dtype().name(), std::string("float16"));
}

void TestTorchFile::testLegacyStream()
{
    const TorchSaveFile file = readTorchSave(fixture("torch_legacy_buffer.pt"));
    QCOMPARE(int(file.kind), int(TorchSaveKind::Legacy));
    QVERIFY(at(file.value, {"obs"}).storage() == at(file.value, {"next_obs"}).storage());
    QCOMPARE(at(file.value, {"rew"}).dtype().name(), std::string("float64"));
    const PyValue* seed = file.value.find("info")->find("seed");
    QVERIFY(seed && seed->asInt() == 1234);
    // A zip archive is not a legacy stream and vice versa; anything else is refused.
    QVERIFY(!isLegacyTorchSave("PK\x03\x04"));
    QVERIFY_THROWS_EXCEPTION(FormatError, readTorchSave(fixture("sb3_dict_replay.pkl")));
}

void TestTorchFile::testGetattrIsDataOnlyForEnumMembers()
{
    const PickleReader reader;
    // getattr(module.Enum, 'FUTURE'): an opaque object naming the class and the member.
    const std::string member("\x80\x04\x8c\x08\x62uiltins\x8c\x07getattr\x93\x8c\x03mod\x8c\x04"
                             "Enum\x93\x8c\x06"
                             "FUTURE\x86R.",
                             45);
    const PyValue v = reader.readBytes(member, "member.pkl");
    QCOMPARE(int(v.kind()), int(PyValue::Kind::Object));
    QCOMPARE(v.asObject()->cls.name, std::string("getattr"));
    QCOMPARE((*v.asObject()->args)[0].asGlobal().name, std::string("Enum"));
    // getattr(cls, '__new__') (the protocol 2 spelling of __getnewargs_ex__) and
    // getattr on a non-class stay refused.
    std::string dunder = member;
    dunder.replace(dunder.find("\x06"
                               "FUTURE"),
                   7, std::string("\x07__new__", 8));
    QVERIFY_THROWS_EXCEPTION(FormatError, reader.readBytes(dunder, "dunder.pkl"));
    const std::string onInt("\x80\x04\x8c\x08\x62uiltins\x8c\x07getattr\x93K\x01\x8c\x04real\x86R.", 33);
    QVERIFY_THROWS_EXCEPTION(FormatError, reader.readBytes(onInt, "int.pkl"));
}

QTEST_GUILESS_MAIN(TestTorchFile)
#include "tst_torchfile.moc"
