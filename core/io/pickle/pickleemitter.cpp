// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "pickleemitter.h"

#include <core/batch/batch.h>
#include <core/error.h>

#include <bit>
#include <cstring>

namespace ReplayScope::Core::Pickle {

namespace {

// CPython's batch size for APPENDS/SETITEMS; keeps our output close to its own.
constexpr std::size_t batchSize = 1000;
// Payloads at least this big bypass the buffer and go to the sink as they are.
constexpr std::size_t directWrite = 64 * 1024;
// Deeper values than this cannot come from CPython, whose pickler recurses per level.
constexpr std::size_t maxActive = 10000;

template <typename T> void appendLE(std::string& out, T v)
{
    char b[sizeof(T)];
    std::memcpy(b, &v, sizeof(T));
    out.append(b, sizeof(T));
}

} // namespace

void Emitter::raw(std::string_view bytes)
{
    if (bytes.size() >= directWrite) {
        flush();
        m_sink(bytes);
        return;
    }
    m_buffer.append(bytes);
    if (m_buffer.size() >= directWrite)
        flush();
}

void Emitter::flush()
{
    if (!m_buffer.empty()) {
        m_sink(m_buffer);
        m_buffer.clear();
    }
}

void Emitter::enter(const void* identity)
{
    if (!m_active.insert(identity).second)
        throw ValueError("cannot pickle a value that contains itself");
    if (m_active.size() > maxActive)
        throw ValueError("cannot pickle values nested deeper than " + std::to_string(maxActive) + " levels");
}

void Emitter::integer(std::int64_t v)
{
    if (v >= 0 && v < 256) {
        op(Opcode::BinInt1);
        byte(static_cast<std::uint8_t>(v));
    } else if (v >= 0 && v < 65536) {
        op(Opcode::BinInt2);
        appendLE(m_buffer, static_cast<std::uint16_t>(v));
    } else if (v >= INT32_MIN && v <= INT32_MAX) {
        op(Opcode::BinInt);
        appendLE(m_buffer, static_cast<std::int32_t>(v));
    } else {
        // (bit_length(|v|) + 8) / 8 bytes of little-endian two's complement: the
        // reference emitter's rule (pickle-format.md section 4). It equals CPython's
        // encode_long except for negative powers of two, which get one extra 0xff byte.
        const std::uint64_t magnitude = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
        const int bitLength = 64 - __builtin_clzll(magnitude);
        const std::size_t n = static_cast<std::size_t>((bitLength + 8) / 8);
        std::string b;
        appendLE(b, v);
        b.resize(n, v < 0 ? '\xff' : '\0');
        op(Opcode::Long1);
        byte(static_cast<std::uint8_t>(n));
        m_buffer += b;
    }
}

void Emitter::bigInteger(const BigInt& v)
{
    const auto& b = v.bytes();
    if (b.size() < 256) {
        op(Opcode::Long1);
        byte(static_cast<std::uint8_t>(b.size()));
    } else {
        op(Opcode::Long4);
        appendLE(m_buffer, static_cast<std::int32_t>(b.size()));
    }
    raw({reinterpret_cast<const char*>(b.data()), b.size()});
}

void Emitter::floating(double v)
{
    op(Opcode::BinFloat);
    appendLE(m_buffer, __builtin_bswap64(std::bit_cast<std::uint64_t>(v)));
}

void Emitter::str(std::string_view s)
{
    if (s.size() < 256) {
        op(Opcode::ShortBinUnicode);
        byte(static_cast<std::uint8_t>(s.size()));
    } else if (s.size() <= UINT32_MAX) {
        op(Opcode::BinUnicode);
        appendLE(m_buffer, static_cast<std::uint32_t>(s.size()));
    } else {
        op(Opcode::BinUnicode8);
        appendLE(m_buffer, static_cast<std::uint64_t>(s.size()));
    }
    raw(s);
}

void Emitter::bytes(std::string_view s)
{
    if (s.size() < 256) {
        op(Opcode::ShortBinBytes);
        byte(static_cast<std::uint8_t>(s.size()));
    } else if (s.size() <= UINT32_MAX) {
        op(Opcode::BinBytes);
        appendLE(m_buffer, static_cast<std::uint32_t>(s.size()));
    } else {
        op(Opcode::BinBytes8);
        appendLE(m_buffer, static_cast<std::uint64_t>(s.size()));
    }
    raw(s);
}

void Emitter::global(std::string_view module, std::string_view name)
{
    for (auto s : {module, name})
        if (s.empty() || s.find('\n') != std::string_view::npos)
            throw ValueError("cannot pickle the global '" + std::string(module) + "." + std::string(name) + "'");
    op(Opcode::Global);
    raw(module);
    byte('\n');
    raw(name);
    byte('\n');
}

void Emitter::tupleBegin(std::size_t count)
{
    if (count > 3)
        op(Opcode::Mark);
}

void Emitter::tupleEnd(std::size_t count)
{
    switch (count) {
    case 0: op(Opcode::EmptyTuple); break;
    case 1: op(Opcode::Tuple1); break;
    case 2: op(Opcode::Tuple2); break;
    case 3: op(Opcode::Tuple3); break;
    default: op(Opcode::Tuple); break;
    }
}

void Emitter::tuple(const std::vector<PyValue>& items)
{
    tupleBegin(items.size());
    for (const auto& v : items)
        value(v);
    if (popIfMemoized(&items, items.size()))
        return;
    tupleEnd(items.size());
    memoize(&items);
}

void Emitter::marked(const std::vector<PyValue>& items, Opcode closing)
{
    for (std::size_t start = 0; start < items.size(); start += batchSize) {
        op(Opcode::Mark);
        for (std::size_t i = start; i < std::min(items.size(), start + batchSize); ++i)
            value(items[i]);
        op(closing);
    }
}

void Emitter::list(const std::vector<PyValue>& items)
{
    op(Opcode::EmptyList);
    memoize(&items); // before the items, so that they can refer back to the list
    marked(items, Opcode::Appends);
}

void Emitter::set(const std::vector<PyValue>& items, bool frozen)
{
    if (frozen) {
        op(Opcode::Mark);
        for (const auto& v : items)
            value(v);
        if (popIfMemoized(&items, 4)) // always built with MARK: POP_MARK
            return;
        op(Opcode::FrozenSet);
        memoize(&items);
    } else {
        op(Opcode::EmptySet);
        memoize(&items);
        marked(items, Opcode::AddItems);
    }
}

void Emitter::dictItems(const PyValue::Items& items)
{
    op(Opcode::EmptyDict);
    memoize(&items);
    for (std::size_t start = 0; start < items.size(); start += batchSize) {
        op(Opcode::Mark);
        for (std::size_t i = start; i < std::min(items.size(), start + batchSize); ++i) {
            value(items[i].first);
            value(items[i].second);
        }
        op(Opcode::SetItems);
    }
}

// Batch.__getstate__: a plain dict of the keys, nested Batches as dicts too.
void Emitter::batchState(const Batch& b)
{
    enter(&b);
    op(Opcode::EmptyDict);
    const auto& entries = b.entries();
    for (std::size_t start = 0; start < entries.size(); start += batchSize) {
        op(Opcode::Mark);
        for (std::size_t i = start; i < std::min(entries.size(), start + batchSize); ++i) {
            str(entries[i].first);
            if (entries[i].second.isBatch())
                batchState(*entries[i].second.asBatch());
            else
                value(entries[i].second);
        }
        op(Opcode::SetItems);
    }
    leave(&b);
}

void Emitter::batch(const Batch& b)
{
    global("tianshou.data.batch", "Batch");
    op(Opcode::EmptyTuple);
    op(Opcode::NewObj);
    batchState(b);
    op(Opcode::Build);
}

void Emitter::object(const PyObject& o)
{
    enter(&o);
    global(o.cls.module, o.cls.name);
    static const std::vector<PyValue> noArgs;
    tuple(o.args ? *o.args : noArgs);
    switch (o.creation) {
    case PyObject::Creation::Reduce: op(Opcode::Reduce); break;
    case PyObject::Creation::NewObj: op(Opcode::NewObj); break;
    case PyObject::Creation::NewObjEx:
        if (o.kwargs)
            value(*o.kwargs);
        else
            op(Opcode::EmptyDict);
        op(Opcode::NewObjEx);
        break;
    }
    memoize(&o); // before its items and state, which may refer back to it
    marked(o.listItems, Opcode::Appends);
    for (std::size_t start = 0; start < o.dictItems.size(); start += batchSize) {
        op(Opcode::Mark);
        for (std::size_t i = start; i < std::min(o.dictItems.size(), start + batchSize); ++i) {
            value(o.dictItems[i].first);
            value(o.dictItems[i].second);
        }
        op(Opcode::SetItems);
    }
    if (o.state) {
        value(*o.state);
        op(Opcode::Build);
    }
    leave(&o);
}

void Emitter::value(const PyValue& v)
{
    using K = PyValue::Kind;
    switch (v.kind()) {
    case K::None: op(Opcode::None); break;
    case K::Bool: op(v.asBool() ? Opcode::NewTrue : Opcode::NewFalse); break;
    case K::Int: integer(v.asInt()); break;
    case K::BigInt: bigInteger(v.asBigInt()); break;
    case K::Float: floating(v.asDouble()); break;
    case K::Complex:
        global("builtins", "complex");
        floating(v.asComplex().real());
        floating(v.asComplex().imag());
        op(Opcode::Tuple2);
        op(Opcode::Reduce);
        break;
    case K::Str: str(v.asString()); break;
    case K::Bytes: bytes(v.asString()); break;
    case K::ByteArray:
        global("builtins", "bytearray");
        bytes(v.asString());
        op(Opcode::Tuple1);
        op(Opcode::Reduce);
        break;
    case K::List:
        if (fetch(&v.items()))
            break;
        enter(&v.items());
        list(v.items());
        leave(&v.items());
        break;
    case K::Tuple:
    case K::FrozenSet: {
        if (fetch(&v.items()))
            break;
        // A tuple met again while its items are written is a recursive tuple: it is
        // written once more inside (CPython's save_tuple), once only.
        const bool again = m_active.count(&v.items()) > 0;
        if (again && !m_rewritten.insert(&v.items()).second)
            throw ValueError("cannot pickle a tuple that contains itself through tuples only");
        if (!again)
            enter(&v.items());
        if (v.kind() == K::Tuple)
            tuple(v.items());
        else
            set(v.items(), true);
        if (!again)
            leave(&v.items());
        break;
    }
    case K::Set:
        if (fetch(&v.items()))
            break;
        enter(&v.items());
        set(v.items(), false);
        leave(&v.items());
        break;
    case K::Dict:
        if (fetch(&v.dictItems()))
            break;
        enter(&v.dictItems());
        dictItems(v.dictItems());
        leave(&v.dictItems());
        break;
    case K::Array: {
        const NdArray& a = v.asArray();
        const void* id = a.storage().get();
        if (a.dtype().isObject())
            enter(id);
        if (a.isTorch() || a.dtype().kind() == DTypeKind::BFloat16)
            tensor(a);
        else
            ndarray(a);
        if (a.dtype().isObject())
            leave(id);
        break;
    }
    case K::Scalar: numpyScalar(v.asArray()); break;
    case K::DType: dtype(v.asDType()); break;
    case K::Batch: batch(*v.asBatch()); break;
    case K::Global: global(v.asGlobal().module, v.asGlobal().name); break;
    case K::Object:
        if (!fetch(v.asObject().get()))
            object(*v.asObject());
        break;
    }
}

} // namespace ReplayScope::Core::Pickle
