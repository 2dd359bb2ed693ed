// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// The byte-level emitter behind PickleWriter: one function per value kind, writing
// the opcode sequences of pickle-format.md section 4. Internal to core/io/pickle.

#include "opcodes.h"

#include <core/python/pyvalue.h>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace ReplayScope::Core::Pickle {

class Emitter {
public:
    explicit Emitter(std::function<void(std::string_view)> sink)
        : m_sink(std::move(sink))
    {
    }

    void op(Opcode o) { byte(static_cast<std::uint8_t>(o)); }
    void byte(std::uint8_t b) { m_buffer += static_cast<char>(b); }
    void raw(std::string_view bytes);
    void flush();

    /// Finds what the memo must hold before root is written (pickleemitmemo.cpp):
    /// containers and objects referenced more than once (real sharing, such as a
    /// CachedReplayBuffer's `main_buffer` and `buffers[0]`) and the targets of
    /// back-references (recursive values). Without it every reference is written in
    /// full and a recursive value cannot be written.
    void prepare(const PyValue& root);

    /// Any value, dispatched on its kind.
    void value(const PyValue& v);

    void integer(std::int64_t v);
    void bigInteger(const BigInt& v);
    void floating(double v);
    void str(std::string_view utf8);
    void bytes(std::string_view data);
    void global(std::string_view module, std::string_view name);
    /// A tuple of already-written items: TUPLE1-3 for short ones, MARK ... TUPLE else.
    /// The caller writes MARK first when count > 3 (see tupleBegin).
    void tupleBegin(std::size_t count);
    void tupleEnd(std::size_t count);
    /// A dict from key/value pairs; keys given as str.
    void dictItems(const PyValue::Items& items);

    // numpy and torch (pickleemitnumpy.cpp)
    void dtype(const DType& d);
    void ndarray(const NdArray& a);
    void numpyScalar(const NdArray& a);
    void tensor(const NdArray& a);

private:
    void list(const std::vector<PyValue>& items);
    void tuple(const std::vector<PyValue>& items);
    void set(const std::vector<PyValue>& items, bool frozen);
    void batch(const Batch& b);
    void batchState(const Batch& b);
    void object(const PyObject& o);
    void marked(const std::vector<PyValue>& items, Opcode closing);
    void enter(const void* identity);
    void leave(const void* identity) { m_active.erase(identity); }

    // Memo (pickleemitmemo.cpp). Identities are those of PyValue::identity() for Python
    // containers and the PyObject for opaque objects.
    static const void* memoIdentity(const PyValue& v);
    void scan(const PyValue& v, std::vector<const void*>& path);
    /// Writes BINGET for an identity already in the memo; false when it is not.
    bool fetch(const void* identity);
    /// MEMOIZE of the value just created when prepare() found it shared or recursive.
    void memoize(const void* identity);
    /// A tuple (or frozenset) already memoized while its own items were written (a
    /// recursive tuple): pops the items and fetches it, as CPython's save_tuple does.
    bool popIfMemoized(const void* identity, std::size_t count);

    std::unordered_map<const void*, std::uint32_t> m_references; // identity -> count seen by prepare()
    std::unordered_set<const void*> m_memoTargets;
    std::unordered_map<const void*, std::uint32_t> m_memo; // identity -> memo index
    std::unordered_set<const void*> m_rewritten; // recursive tuples written a second time

    std::function<void(std::string_view)> m_sink;
    std::string m_buffer;
    std::unordered_set<const void*> m_active; // containers being written: cycle check
};

} // namespace ReplayScope::Core::Pickle
