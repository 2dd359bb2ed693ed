// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// RLlib's JsonReader (rllib/offline/json_reader.py, old API stack) without Python:
// records to columns, columns concatenated per policy.
#include "rllibreader.h"
#include "jsonlines.h"
#include "rllibcolumn.h"

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/io/mappedfile.h>

#include <zip.h>

#include <algorithm>
#include <cstring>
#include <filesystem>

namespace ReplayScope::Core {

namespace {

// A line's columns before concatenation, with where the line was for messages.
struct Piece {
    PyValue columns; // dict: name -> converted value (array, nested dict, or scalar)
    std::int64_t line = 0;
    std::int64_t offset = 0;
};

struct Builder {
    RllibData data;
    std::vector<std::pair<std::string, std::vector<Piece>>> pieces; // per policy, first-seen order
    std::string file;

    std::vector<Piece>& policy(const std::string& id)
    {
        for (auto& [name, list] : pieces) {
            if (name == id)
                return list;
        }
        pieces.emplace_back(id, std::vector<Piece>());
        return pieces.back().second;
    }
};

[[noreturn]] void fail(const std::string& file, std::int64_t offset, std::int64_t line, const std::string& what)
{
    throw FormatError(file, offset, "line " + std::to_string(line) + ": " + what);
}

// One column value as SampleBatch(json_data) would hold it after unpack_if_needed.
PyValue convertColumn(const PyValue& v, const std::string& file, std::int64_t offset, int depth = 0)
{
    switch (v.kind()) {
    case PyValue::Kind::Str:
        if (Rllib::isCompressedColumn(v.asString()))
            return Rllib::decodeCompressedColumn(v.asString(), file, offset);
        return v;
    case PyValue::Kind::List: try { return PyValue::array(asAnyArray(v));
        } catch (const ValueError&) {
            return PyValue::array(asAnyArray(v, DType(DTypeKind::Object))); // ragged: numpy needs dtype=object
        }
    case PyValue::Kind::Dict: {
        if (depth > 32)
            throw FormatError(file, offset, "column dicts nested too deeply");
        PyValue out = PyValue::dict();
        for (const auto& [key, value] : v.dictItems())
            out.setItem(key, convertColumn(value, file, offset, depth + 1));
        return out;
    }
    default: return v; // arrays from the JSON fast path, numbers, None
    }
}

PyValue convertColumns(const PyValue& record, const std::string& file, std::int64_t offset,
                       std::initializer_list<std::string_view> skip)
{
    PyValue out = PyValue::dict();
    for (const auto& [key, value] : record.dictItems()) {
        if (key.kind() != PyValue::Kind::Str)
            continue;
        if (std::find(skip.begin(), skip.end(), key.asString()) != skip.end())
            continue;
        try {
            out.setItem(key, convertColumn(value, file, offset));
        } catch (const FormatError& e) {
            // Name the column; the message keeps the decoder's reason.
            const std::string prefix = file + ": at byte " + std::to_string(offset) + ": ";
            std::string what = e.what();
            if (what.compare(0, prefix.size(), prefix) == 0)
                what.erase(0, prefix.size());
            throw FormatError(file, offset, "column '" + std::string(key.asString()) + "': " + what);
        }
    }
    return out;
}

std::int64_t rowsOf(const PyValue& columns)
{
    if (const PyValue* r = columns.find("rewards"); r && r->isArray() && r->asArray().ndim() > 0)
        return r->asArray().shape().front();
    for (const auto& [key, value] : columns.dictItems()) {
        if (value.isArray() && value.asArray().ndim() > 0)
            return value.asArray().shape().front();
    }
    return 0;
}

void addRecord(Builder& b, PyValue record, std::int64_t line, std::int64_t offset)
{
    // {"value": {...}} (or {"value": "<json text>"}) from ray.data-based writers.
    if (record.kind() == PyValue::Kind::Dict && record.dictItems().size() == 1) {
        if (const PyValue* inner = record.find("value")) {
            if (inner->kind() == PyValue::Kind::Str)
                record = Rllib::parseJsonDocument(inner->asString(), b.file, offset);
            else
                record = *inner;
        }
    }
    if (record.kind() != PyValue::Kind::Dict)
        fail(b.file, offset, line, "a record must be a JSON object, not " + record.typeName());
    const PyValue* type = record.find("type");
    if (!type)
        fail(b.file, offset, line, "JSON record missing 'type' field");
    if (type->kind() == PyValue::Kind::Str && type->asString() == "SampleBatch") {
        Piece p{convertColumns(record, b.file, offset, {"type"}), line, offset};
        b.data.envSteps += rowsOf(p.columns);
        b.policy("default_policy").push_back(std::move(p));
    } else if (type->kind() == PyValue::Kind::Str && type->asString() == "MultiAgentBatch") {
        b.data.multiAgent = true;
        const PyValue* policies = record.find("policy_batches");
        if (!policies || policies->kind() != PyValue::Kind::Dict)
            fail(b.file, offset, line, "a MultiAgentBatch record needs a 'policy_batches' object");
        for (const auto& [id, batch] : policies->dictItems()) {
            if (batch.kind() != PyValue::Kind::Dict)
                fail(b.file, offset, line, "policy batch " + id.repr() + " is not an object");
            b.policy(std::string(id.asString()))
                .push_back(Piece{convertColumns(batch, b.file, offset, {}), line, offset});
        }
        if (const PyValue* count = record.find("count"); count && count->kind() == PyValue::Kind::Int)
            b.data.envSteps += count->asInt();
    } else {
        fail(b.file, offset, line,
             "unknown record type " + type->repr() + " (expected 'SampleBatch' or 'MultiAgentBatch')");
    }
    ++b.data.records;
}

// Concatenates one column over all pieces (recursing into dict columns).
PyValue concatColumn(const std::vector<const PyValue*>& parts, const std::string& name,
                     const std::vector<Piece>& pieces, const std::string& file)
{
    const PyValue& first = *parts.front();
    if (first.kind() == PyValue::Kind::Dict) {
        auto nested = Batch::make();
        for (const auto& [key, unused] : first.dictItems()) {
            std::vector<const PyValue*> sub;
            for (std::size_t i = 0; i < parts.size(); ++i) {
                const PyValue* v = parts[i]->kind() == PyValue::Kind::Dict ? parts[i]->find(key) : nullptr;
                if (!v)
                    fail(file, pieces[i].offset, pieces[i].line,
                         "column '" + name + "." + std::string(key.asString()) + "' is missing");
                sub.push_back(v);
            }
            nested->setRaw(std::string(key.asString()),
                           concatColumn(sub, name + "." + std::string(key.asString()), pieces, file));
        }
        return PyValue::batch(nested);
    }
    if (!first.isArray() || first.asArray().ndim() == 0)
        return first; // a per-record scalar: RLlib keeps one
    std::vector<NdArray> arrays;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (!parts[i]->isArray() || parts[i]->asArray().ndim() == 0)
            fail(file, pieces[i].offset, pieces[i].line, "column '" + name + "' is not an array here");
        arrays.push_back(parts[i]->asArray());
    }
    if (arrays.size() == 1)
        return PyValue::array(arrays.front());
    try {
        return PyValue::array(concatenate(arrays));
    } catch (const ValueError& e) {
        fail(file, pieces.back().offset, pieces.back().line, "column '" + name + "' cannot be joined: " + e.what());
    }
}

RllibData finish(Builder& b)
{
    for (auto& [id, pieces] : b.pieces) {
        RllibPolicyBatch policy;
        policy.policyId = id;
        const PyValue& first = pieces.front().columns;
        for (const auto& [key, unused] : first.dictItems()) {
            std::vector<const PyValue*> parts;
            for (const Piece& p : pieces) {
                const PyValue* v = p.columns.find(key);
                if (!v)
                    fail(b.file, p.offset, p.line,
                         "column '" + std::string(key.asString()) + "' of policy '" + id
                             + "' is missing (earlier records have it)");
                parts.push_back(v);
            }
            // setRaw: keep RLlib's values (an ndarray of info dicts stays one, it is not
            // turned into a Batch as Tianshou's conversion would).
            policy.columns.setRaw(std::string(key.asString()),
                                  concatColumn(parts, std::string(key.asString()), pieces, b.file));
        }
        for (const Piece& p : pieces)
            policy.rows += rowsOf(p.columns);
        b.data.policies.push_back(std::move(policy));
    }
    return std::move(b.data);
}

void readText(Builder& b, std::string_view text, const std::string& name)
{
    b.file = name;
    b.data.sources.push_back(name);
    Rllib::forEachJsonLine(text, name, [&b](const PyValue& record, std::int64_t line, std::int64_t offset) {
        addRecord(b, record, line, offset);
    });
}

void readZip(Builder& b, const std::string& path)
{
    int code = 0;
    std::unique_ptr<zip_t, void (*)(zip_t*)> zip(zip_open(path.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &code),
                                                 [](zip_t* z) { zip_discard(z); });
    if (!zip) {
        zip_error_t error;
        zip_error_init_with_code(&error, code);
        const std::string what = zip_error_strerror(&error);
        zip_error_fini(&error);
        throw FormatError(path, -1, "cannot open the zip archive: " + what);
    }
    const zip_int64_t count = zip_get_num_entries(zip.get(), 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t st;
        if (zip_stat_index(zip.get(), zip_uint64_t(i), 0, &st) != 0 || !(st.valid & ZIP_STAT_NAME)
            || !(st.valid & ZIP_STAT_SIZE))
            throw FormatError(path, -1, "cannot read zip member " + std::to_string(i));
        const std::string member = st.name;
        if (member.empty() || member.back() == '/')
            continue;
        const std::string name = path + "/" + member;
        std::unique_ptr<zip_file_t, int (*)(zip_file_t*)> file(zip_fopen_index(zip.get(), zip_uint64_t(i), 0),
                                                               zip_fclose);
        if (!file)
            throw FormatError(name, -1, std::string("cannot open the zip member: ") + zip_strerror(zip.get()));
        std::string text;
        char chunk[1 << 16];
        for (;;) {
            const zip_int64_t n = zip_fread(file.get(), chunk, sizeof chunk);
            if (n < 0)
                throw FormatError(name, std::int64_t(text.size()),
                                  std::string("cannot inflate the zip member: ") + zip_file_strerror(file.get()));
            if (n == 0)
                break;
            text.append(chunk, std::size_t(n));
        }
        readText(b, text, name);
    }
}

void readPath(Builder& b, const std::string& path)
{
    const auto file = MappedFile::open(path);
    // Zip archives are recognised by their first local header, whatever their name.
    if (file->size() >= 4 && std::memcmp(file->data(), "PK\x03\x04", 4) == 0) {
        readZip(b, path);
        return;
    }
    readText(b, std::string_view(reinterpret_cast<const char*>(file->data()), file->size()), path);
}

} // namespace

const RllibPolicyBatch* RllibData::policy(const std::string& id) const
{
    for (const RllibPolicyBatch& p : policies) {
        if (p.policyId == id)
            return &p;
    }
    return nullptr;
}

Batch RllibData::toBatch() const
{
    if (policies.size() == 1 && !multiAgent)
        return policies.front().columns;
    Batch out;
    for (const RllibPolicyBatch& p : policies)
        out.setRaw(p.policyId, PyValue::batch(std::make_shared<Batch>(p.columns)));
    return out;
}

RllibData readRllib(const std::string& path)
{
    Builder b;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        std::vector<std::string> files;
        for (const auto& entry : std::filesystem::directory_iterator(path, ec)) {
            const std::string ext = entry.path().extension().string();
            if (entry.is_regular_file() && (ext == ".json" || ext == ".zip"))
                files.push_back(entry.path().string());
        }
        if (ec)
            throw IoError(path + ": cannot list the directory: " + ec.message());
        std::sort(files.begin(), files.end());
        if (files.empty())
            throw IoError(path + ": the directory holds no .json or .zip files");
        for (const std::string& f : files)
            readPath(b, f);
    } else {
        readPath(b, path);
    }
    if (b.data.records == 0)
        throw FormatError(path, 0, "no SampleBatch or MultiAgentBatch records");
    return finish(b);
}

RllibData readRllibText(std::string_view text, const std::string& name)
{
    Builder b;
    readText(b, text, name);
    if (b.data.records == 0)
        throw FormatError(name, 0, "no SampleBatch or MultiAgentBatch records");
    return finish(b);
}

bool looksLikeRllibJson(std::string_view head)
{
    std::size_t p = head.find_first_not_of(" \t\r\n");
    if (p == std::string_view::npos || head[p] != '{')
        return false;
    head.remove_prefix(p);
    // Only the opening of the first record is looked at: whole records may be megabytes.
    const std::string_view wrapped = R"({"value")";
    if (head.substr(0, wrapped.size()) == wrapped)
        return head.find("SampleBatch") != std::string_view::npos
               || head.find("MultiAgentBatch") != std::string_view::npos;
    for (std::string_view type : {R"("type": "SampleBatch")", R"("type":"SampleBatch")", R"("type": "MultiAgentBatch")",
                                  R"("type":"MultiAgentBatch")"}) {
        if (head.find(type) != std::string_view::npos)
            return true;
    }
    return false;
}

} // namespace ReplayScope::Core
