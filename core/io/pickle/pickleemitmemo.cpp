// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The writer's memo: which values are written once and fetched with BINGET afterwards.
// CPython memoizes everything; pickle-format.md section 4 asks for a memo only where
// it preserves real sharing or a cycle, so a tree of values is written exactly as
// before and only shared or recursive values cost MEMOIZE/BINGET opcodes.
#include "pickleemitter.h"

#include <core/batch/batch.h>
#include <core/error.h>

#include <algorithm>
#include <cstring>

namespace ReplayScope::Core::Pickle {

namespace {

// Deeper values than this cannot come from CPython, whose pickler recurses per level.
constexpr std::size_t maxDepth = 10000;

} // namespace

const void* Emitter::memoIdentity(const PyValue& v)
{
    using K = PyValue::Kind;
    switch (v.kind()) {
    case K::List:
    case K::Tuple:
    case K::Set:
    case K::FrozenSet: return &v.items();
    case K::Dict: return &v.dictItems();
    case K::Object: return v.asObject().get();
    default: return nullptr;
    }
}

void Emitter::prepare(const PyValue& root)
{
    m_references.clear();
    m_memoTargets.clear();
    m_memo.clear();
    std::vector<const void*> path;
    scan(root, path);
    m_references.clear();
}

// One depth-first pass with a visited map: linear in the number of values. A value met
// again while it is on the current path is a back-reference (a recursive value); met
// again elsewhere it is shared. Both become memo targets. A recursive tuple is written
// as CPython does (its items twice, the outer copy popped), which needs every container
// between the tuple and the back-reference in the memo too.
void Emitter::scan(const PyValue& v, std::vector<const void*>& path)
{
    using K = PyValue::Kind;
    const void* id = memoIdentity(v);
    if (id) {
        if (auto on = std::find(path.begin(), path.end(), id); on != path.end()) {
            m_memoTargets.insert(id);
            if (v.kind() == K::Tuple || v.kind() == K::FrozenSet)
                m_memoTargets.insert(on, path.end());
            return;
        }
        if (++m_references[id] > 1) {
            m_memoTargets.insert(id);
            return;
        }
        if (path.size() >= maxDepth)
            throw ValueError("cannot pickle values nested deeper than " + std::to_string(maxDepth) + " levels");
        path.push_back(id);
    }
    switch (v.kind()) {
    case K::List:
    case K::Tuple:
    case K::Set:
    case K::FrozenSet:
        for (const PyValue& item : v.items())
            scan(item, path);
        break;
    case K::Dict:
        for (const auto& [key, value] : v.dictItems()) {
            scan(key, path);
            scan(value, path);
        }
        break;
    case K::Object: {
        const PyObject& o = *v.asObject();
        if (o.args)
            for (const PyValue& a : *o.args)
                scan(a, path);
        if (o.kwargs)
            scan(*o.kwargs, path);
        for (const PyValue& item : o.listItems)
            scan(item, path);
        for (const auto& [key, value] : o.dictItems) {
            scan(key, path);
            scan(value, path);
        }
        if (o.state)
            scan(*o.state, path);
        break;
    }
    case K::Array: {
        // Object arrays hold values (a manager's sub-buffers); arrays themselves are
        // never memoized, so each storage is only visited once.
        const auto& storage = v.asArray().storage();
        if (storage && storage->holdsObjects() && ++m_references[storage.get()] == 1)
            for (std::size_t i = 0; i < storage->objectCount(); ++i)
                scan(storage->object(i), path);
        break;
    }
    case K::Batch: {
        const auto& b = v.asBatch();
        if (b && ++m_references[b.get()] == 1)
            for (const auto& entry : b->entries())
                scan(entry.second, path);
        break;
    }
    default: break;
    }
    if (id)
        path.pop_back();
}

bool Emitter::fetch(const void* identity)
{
    auto it = identity ? m_memo.find(identity) : m_memo.end();
    if (it == m_memo.end())
        return false;
    if (it->second < 256) {
        op(Opcode::BinGet);
        byte(static_cast<std::uint8_t>(it->second));
    } else {
        op(Opcode::LongBinGet);
        char b[4];
        std::memcpy(b, &it->second, 4); // little-endian hosts only, as the rest of the emitter
        raw({b, 4});
    }
    return true;
}

void Emitter::memoize(const void* identity)
{
    if (!identity || !m_memoTargets.count(identity) || m_memo.count(identity))
        return;
    op(Opcode::Memoize);
    // MEMOIZE stores at the current number of memo entries (pickle-format.md 5.1).
    const auto index = static_cast<std::uint32_t>(m_memo.size());
    m_memo.emplace(identity, index);
}

bool Emitter::popIfMemoized(const void* identity, std::size_t count)
{
    if (!m_memo.count(identity))
        return false;
    if (count > 3) {
        op(Opcode::PopMark);
    } else {
        for (std::size_t i = 0; i < count; ++i)
            op(Opcode::Pop);
    }
    fetch(identity);
    return true;
}

} // namespace ReplayScope::Core::Pickle
