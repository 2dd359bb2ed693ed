// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "picklereader.h"

#include "pickleinternal.h"

#include <core/batch/batch.h>
#include <core/error.h>
#include <core/io/mappedfile.h>

#include <unordered_set>

namespace ReplayScope::Core {

namespace {

using K = PyValue::Kind;

// The final pass over the result: swaps in converted values for objects that were
// referenced before their BUILD, converts objects that were never built (`Batch()`
// without state), and bounds the nesting depth so that later recursive code (repr,
// writers, destructors of deep chains) cannot exhaust the stack.
class Finisher {
public:
    Finisher(const std::string& file, const PickleReadOptions& options, Pickle::RunResult& run)
        : m_file(file)
        , m_options(options)
        , m_replaced(std::move(run.replaced))
        , m_keepAlive(std::move(run.replacedObjects))
    {
    }

    PyValue visit(const PyValue& v, std::size_t depth)
    {
        if (depth > m_options.maxDepth)
            throw FormatError(m_file, -1,
                              "values nested deeper than " + std::to_string(m_options.maxDepth) + " levels");
        switch (v.kind()) {
        case K::List:
        case K::Set: {
            if (!m_visited.insert(&v.items()).second)
                return v;
            PyValue shared = v;
            auto& items = shared.mutableItems();
            for (auto& item : items)
                item = visit(item, depth + 1);
            return v;
        }
        case K::Tuple:
        case K::FrozenSet: {
            if (!m_visited.insert(&v.items()).second)
                return v;
            std::vector<PyValue> items = v.items();
            bool changed = false;
            for (auto& item : items) {
                PyValue r = visit(item, depth + 1);
                changed = changed || !unchanged(r, item);
                item = std::move(r);
            }
            if (!changed)
                return v;
            return v.kind() == K::Tuple ? PyValue::tuple(std::move(items)) : PyValue::frozenSet(std::move(items));
        }
        case K::Dict: {
            if (!m_visited.insert(&v.dictItems()).second)
                return v;
            PyValue shared = v;
            for (auto& [key, value] : shared.mutableDictItems()) {
                key = visit(key, depth + 1);
                value = visit(value, depth + 1);
            }
            return v;
        }
        case K::Array: {
            const auto& storage = v.asArray().storage();
            if (!storage || !storage->holdsObjects() || !m_visited.insert(storage.get()).second)
                return v;
            for (std::size_t i = 0; i < storage->objectCount(); ++i)
                storage->object(i) = visit(storage->object(i), depth + 1);
            return v;
        }
        case K::Batch: {
            const auto& b = v.asBatch();
            if (!m_visited.insert(b.get()).second)
                return v;
            for (const auto& key : b->keys()) {
                PyValue& slot = b->get(key);
                slot = visit(slot, depth + 1);
            }
            return v;
        }
        case K::Object: return visitObject(v, depth);
        default: return v;
        }
    }

private:
    // Whether visit() gave back the very value it was handed. Identity, never equality:
    // comparing tuples by value is exponential on a DAG of shared tuples (a fuzzed
    // file of DUPs took minutes), and visit() only ever replaces a value by a new one.
    static bool unchanged(const PyValue& result, const PyValue& original)
    {
        if (result.kind() != original.kind())
            return false;
        switch (original.kind()) {
        case K::Tuple:
        case K::FrozenSet: return &result.items() == &original.items();
        case K::List:
        case K::Dict:
        case K::Set:
        case K::Array:
        case K::Batch:
        case K::Object: return result.isSameObject(original);
        default: return true; // immutable leaves are returned as they came
        }
    }

    PyValue visitObject(const PyValue& v, std::size_t depth)
    {
        const auto& obj = v.asObject();
        if (auto it = m_replaced.find(obj.get()); it != m_replaced.end())
            return it->second;
        if (!m_visited.insert(obj.get()).second)
            return v;
        if (m_options.convert) {
            std::optional<PyValue> converted;
            try {
                converted = Pickle::convertUnbuilt(*obj);
            } catch (const FormatError&) {
                throw;
            } catch (const Error& e) {
                throw FormatError(m_file, -1, e.what());
            }
            if (converted) {
                m_replaced.emplace(obj.get(), *converted);
                m_keepAlive.push_back(obj);
                return *converted;
            }
        }
        if (obj->args) {
            std::vector<PyValue> args = *obj->args;
            for (auto& a : args)
                a = visit(a, depth + 1);
            obj->args = std::make_shared<const std::vector<PyValue>>(std::move(args));
        }
        if (obj->kwargs)
            obj->kwargs = std::make_shared<const PyValue>(visit(*obj->kwargs, depth + 1));
        if (obj->state)
            *obj->state = visit(*obj->state, depth + 1);
        for (auto& item : obj->listItems)
            item = visit(item, depth + 1);
        for (auto& [key, value] : obj->dictItems) {
            key = visit(key, depth + 1);
            value = visit(value, depth + 1);
        }
        return v;
    }

public:
    /// Adds the converted values the finisher holds to roots (for breakCycles).
    void addRoots(std::vector<PyValue*>& roots)
    {
        for (auto& [object, v] : m_replaced)
            roots.push_back(&v);
    }

private:
    const std::string& m_file;
    const PickleReadOptions& m_options;
    std::unordered_map<const PyObject*, PyValue> m_replaced;
    std::vector<std::shared_ptr<PyObject>> m_keepAlive; // no address of a key is reused
    std::unordered_set<const void*> m_visited;
};

PickleSpan readSpan(const Pickle::Input& input, std::size_t offset, const PickleReadOptions& options)
{
    // Cycles are broken after the finisher, which rewrites container slots (a weak
    // edge copied back into its slot would own again), in one pass over everything.
    auto result = Pickle::runMachine(input, offset, options, false, true);
    Finisher finisher(input.fileName, options, result);
    PyValue value;
    const auto breakCycles = [&] {
        if (!result.mayCycle)
            return;
        std::vector<PyValue*> roots{&value, &result.value};
        for (auto& v : result.leftovers)
            roots.push_back(&v);
        finisher.addRoots(roots);
        PyValue::breakCycles(roots);
    };
    try {
        value = finisher.visit(result.value, 0);
    } catch (...) {
        breakCycles();
        throw;
    }
    breakCycles();
    return {std::move(value), result.end};
}

PyValue readInput(const Pickle::Input& input, std::size_t offset, const PickleReadOptions& options)
{
    return readSpan(input, offset, options).value;
}

} // namespace

PickleReader::PickleReader(PickleReadOptions options)
    : m_options(options)
{
}

PyValue PickleReader::readFile(const std::string& path) const
{
    return readMapped(MappedFile::open(path), 0);
}

PyValue PickleReader::readMapped(const std::shared_ptr<MappedFile>& file, std::size_t offset) const
{
    if (offset > file->size())
        throw FormatError(file->path(), static_cast<std::int64_t>(offset),
                          "the pickle starts beyond the end of the file");
    Pickle::Input input;
    input.data = file->data();
    input.size = file->size();
    input.fileName = file->path();
    // Every view into the mapping holds this storage, which holds the mapping.
    input.storage = Storage::wrap(file->data(), file->size(), file, false);
    return readInput(input, offset, m_options);
}

PickleSpan PickleReader::readTorchPickle(const std::shared_ptr<MappedFile>& file, std::size_t begin, std::size_t size,
                                         std::size_t offset, const PersistentLoader& load) const
{
    if (begin > file->size() || size > file->size() - begin || offset > size)
        throw FormatError(file->path(), static_cast<std::int64_t>(begin), "the pickle lies beyond the end of the file");
    Pickle::Input input;
    input.data = file->data() + begin;
    input.size = size;
    input.baseOffset = static_cast<std::int64_t>(begin);
    input.fileName = file->path();
    input.storage = Storage::wrap(input.data, size, file, false);
    input.persistentLoad = load ? &load : nullptr;
    return readSpan(input, offset, m_options);
}

PyValue PickleReader::readBytes(std::string_view bytes, const std::string& name) const
{
    auto storage = Storage::copyOf(reinterpret_cast<const std::byte*>(bytes.data()), bytes.size());
    Pickle::Input input;
    input.data = storage->data();
    input.size = storage->size();
    input.fileName = name;
    input.storage = storage;
    return readInput(input, 0, m_options);
}

} // namespace ReplayScope::Core
