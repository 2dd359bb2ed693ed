// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// PyValue construction, access and dict lookup. Equality and hashing (pyEquals, pyHash)
// live in pyequal.cpp, BigInt in bigint.cpp, printing in pyrepr.cpp and pprint.cpp.

#include <core/batch/batch.h>
#include <core/error.h>
#include <core/python/blockcache.h>
#include <core/python/pyvalue.h>
#include <core/python/pyvaluepayload.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>
#include <unordered_map>
#include <variant>

namespace ReplayScope::Core {

using PyValueDetail::BytesView;

namespace {

[[noreturn]] void wrongKind(const PyValue& v, const char* wanted)
{
    throw TypeError(std::string("expected ") + wanted + ", got '" + v.typeName() + "'");
}

constexpr std::size_t kIndexThreshold = 16;

} // namespace

template <typename T> std::shared_ptr<PyValue::Payload> PyValue::makePayload(T&& value)
{
    auto p = std::allocate_shared<Payload>(CachedAllocator<Payload>());
    p->data.template emplace<std::decay_t<T>>(std::forward<T>(value)); // no temporary variant
    return p;
}

static_assert(sizeof(void*) != 8 || sizeof(PyValue) == 32, "a weak back edge must not grow PyValue");

void PyValue::copySlow(const PyValue& other)
{
    // A copy shares the array, as in Python: an inline number becomes its array first, so
    // that writing through one copy is seen through the other.
    other.boxInlineArray();
    m_payload = other.m_payload;
    if (!other.m_weak)
        return;
    // A live back edge copies as an owning reference (the copy may outlive the root);
    // a released one stays a released weak edge so that reading it still throws.
    if (auto strong = other.m_weakRef->lock()) {
        m_payload = std::move(strong);
        m_int = 0;
    } else {
        m_weakRef = new std::weak_ptr<Payload>(*other.m_weakRef);
        m_weak = true;
    }
}

PyValue& PyValue::operator=(const PyValue& other)
{
    PyValue copy(other);
    swapWith(copy);
    return *this;
}

void PyValue::deleteWeakRef() noexcept
{
    delete m_weakRef;
}

bool PyValue::isReleased() const
{
    return m_weak && m_weakRef->expired();
}

std::weak_ptr<const void> PyValue::watch() const
{
    boxInlineArray();
    if (m_weak)
        return std::weak_ptr<const void>(*m_weakRef);
    return std::weak_ptr<const void>(m_payload);
}

PyValue::Payload& PyValue::payload() const
{
    if (isReleased())
        throw ValueError("the " + std::string(m_kind == Kind::Dict ? "dict" : "container")
                         + " behind this recursive reference has been freed (its owner was dropped)");
    return *m_payload;
}

void PyValue::makeWeak()
{
    if (m_weak || !m_payload)
        return;
    auto* ref = new std::weak_ptr<Payload>(m_payload);
    // Aliasing constructor with an empty owner: same pointer, no ownership, so every
    // reader (identity(), pointer comparisons, payload()) sees the same object.
    m_payload = std::shared_ptr<Payload>(std::shared_ptr<Payload>(), m_payload.get());
    m_weakRef = ref;
    m_weak = true;
}

PyValue PyValue::fromBigInt(BigInt v)
{
    if (v.fitsInt64())
        return fromInt(v.toInt64());
    PyValue r;
    r.m_kind = Kind::BigInt;
    r.m_payload = makePayload(std::move(v));
    return r;
}

PyValue PyValue::fromComplex(std::complex<double> v)
{
    PyValue r;
    r.m_kind = Kind::Complex;
    r.m_payload = makePayload(v);
    return r;
}

PyValue PyValue::fromStr(std::string utf8)
{
    PyValue r;
    r.m_kind = Kind::Str;
    r.m_payload = makePayload(std::move(utf8));
    return r;
}

PyValue PyValue::fromBytes(std::string bytes)
{
    PyValue r;
    r.m_kind = Kind::Bytes;
    r.m_payload = makePayload(std::move(bytes));
    return r;
}

PyValue PyValue::fromBytesView(std::shared_ptr<Storage> storage, std::size_t offset, std::size_t size)
{
    if (!storage || offset + size > storage->size() || !storage->data())
        throw ValueError("bytes view outside of its storage");
    PyValue r;
    r.m_kind = Kind::Bytes;
    r.m_payload = makePayload(BytesView{std::move(storage), offset, size});
    return r;
}

PyValue PyValue::fromByteArray(std::string bytes)
{
    PyValue r;
    r.m_kind = Kind::ByteArray;
    r.m_payload = makePayload(std::move(bytes));
    return r;
}

#define RS_CONTAINER_BUILDER(fn, kind)                                                                                 \
    PyValue PyValue::fn(std::vector<PyValue> items)                                                                    \
    {                                                                                                                  \
        PyValue r;                                                                                                     \
        r.m_kind = Kind::kind;                                                                                         \
        r.m_payload = makePayload(std::move(items));                                                                   \
        return r;                                                                                                      \
    }
RS_CONTAINER_BUILDER(list, List)
RS_CONTAINER_BUILDER(tuple, Tuple)
RS_CONTAINER_BUILDER(set, Set)
RS_CONTAINER_BUILDER(frozenSet, FrozenSet)
#undef RS_CONTAINER_BUILDER

PyValue PyValue::dict(Items items)
{
    PyValue r;
    r.m_kind = Kind::Dict;
    r.m_payload = makePayload(std::move(items));
    return r;
}

PyValue PyValue::array(const NdArray& a)
{
    PyValue r;
    r.m_kind = Kind::Array;
    r.m_payload = makePayload(a); // copied straight into the payload
    return r;
}

PyValue PyValue::array(NdArray&& a)
{
    PyValue r;
    r.m_kind = Kind::Array;
    r.m_payload = makePayload(std::move(a));
    return r;
}

PyValue PyValue::arrayOfBool(bool v)
{
    PyValue r;
    r.m_kind = Kind::Array;
    r.m_inline.store(Inline::Held, std::memory_order_relaxed);
    r.m_inlineKind = DTypeKind::Bool;
    r.m_bool = v;
    return r;
}

PyValue PyValue::arrayOfInt(std::int64_t v)
{
    PyValue r;
    r.m_kind = Kind::Array;
    r.m_inline.store(Inline::Held, std::memory_order_relaxed);
    r.m_inlineKind = DTypeKind::Int64;
    r.m_int = v;
    return r;
}

PyValue PyValue::arrayOfFloat(double v)
{
    PyValue r;
    r.m_kind = Kind::Array;
    r.m_inline.store(Inline::Held, std::memory_order_relaxed);
    r.m_inlineKind = DTypeKind::Float64;
    r.m_float = v;
    return r;
}

void PyValue::makeInlineArray() const
{
    std::uint8_t state = Inline::Held;
    if (m_inline.compare_exchange_strong(state, Inline::Busy, std::memory_order_acquire)) {
        // This thread makes the array; the others wait in the loop below. The inline
        // number is never written again, so reading it here races with nothing.
        try {
            switch (m_inlineKind) {
            case DTypeKind::Bool: m_payload = makePayload(NdArray::scalarBool(m_bool)); break;
            case DTypeKind::Int64: m_payload = makePayload(NdArray::scalarInt(m_int)); break;
            default: m_payload = makePayload(NdArray::scalar(m_float)); break;
            }
        } catch (...) {
            m_inline.store(Inline::Held, std::memory_order_release);
            throw;
        }
        m_inline.store(Inline::Boxed, std::memory_order_release);
        return;
    }
    while (state == Inline::Busy) {
        std::this_thread::yield();
        state = m_inline.load(std::memory_order_acquire);
    }
}

PyValue PyValue::scalar(NdArray a)
{
    if (a.ndim() != 0)
        throw ValueError("a numpy scalar needs a 0-d array, got shape " + shapeToString(a.shape()));
    PyValue r;
    r.m_kind = Kind::Scalar;
    r.m_payload = makePayload(std::move(a));
    return r;
}

PyValue PyValue::dtype(DType d)
{
    PyValue r;
    r.m_kind = Kind::DType;
    r.m_payload = makePayload(std::move(d));
    return r;
}

PyValue PyValue::batch(std::shared_ptr<Batch> b)
{
    PyValue r;
    r.m_kind = Kind::Batch;
    r.m_payload = makePayload(std::move(b));
    return r;
}

PyValue PyValue::global(PyGlobal g)
{
    PyValue r;
    r.m_kind = Kind::Global;
    r.m_payload = makePayload(std::move(g));
    return r;
}

PyValue PyValue::object(std::shared_ptr<PyObject> o)
{
    PyValue r;
    r.m_kind = Kind::Object;
    r.m_payload = makePayload(std::move(o));
    return r;
}

bool PyValue::isNumber() const
{
    switch (m_kind) {
    case Kind::Bool:
    case Kind::Int:
    case Kind::BigInt:
    case Kind::Float:
    case Kind::Complex: return true;
    case Kind::Scalar: return asArray().dtype().isNumeric();
    default: return false;
    }
}

bool PyValue::asBool() const
{
    switch (m_kind) {
    case Kind::None: return false;
    case Kind::Bool: return m_bool;
    case Kind::Int: return m_int != 0;
    case Kind::BigInt: return true; // beyond int64, hence never zero
    case Kind::Float: return m_float != 0.0;
    case Kind::Complex: return asComplex() != std::complex<double>(0.0, 0.0);
    case Kind::Scalar:
        if (asArray().dtype().isNumeric())
            return asArray().toBool(0);
        break;
    default: break;
    }
    wrongKind(*this, "a number");
}

std::int64_t PyValue::asInt() const
{
    switch (m_kind) {
    case Kind::Bool: return m_bool ? 1 : 0;
    case Kind::Int: return m_int;
    case Kind::Scalar: {
        const DType& d = asArray().dtype();
        if (d.isInteger() || d.isBool())
            return asArray().toInt64(0);
        break;
    }
    default: break;
    }
    wrongKind(*this, "an integer");
}

double PyValue::asDouble() const
{
    switch (m_kind) {
    case Kind::Bool: return m_bool ? 1.0 : 0.0;
    case Kind::Int: return static_cast<double>(m_int);
    case Kind::BigInt: return asBigInt().toDouble();
    case Kind::Float: return m_float;
    case Kind::Scalar: {
        const DType& d = asArray().dtype();
        if (d.isNumeric() && !d.isComplex())
            return asArray().toDouble(0);
        break;
    }
    default: break;
    }
    wrongKind(*this, "a real number");
}

std::complex<double> PyValue::asComplex() const
{
    if (m_kind == Kind::Complex)
        return std::get<std::complex<double>>(payload().data);
    if (m_kind == Kind::Scalar && asArray().dtype().isComplex())
        return asArray().toComplex(0);
    return {asDouble(), 0.0};
}

const BigInt& PyValue::asBigInt() const
{
    if (m_kind != Kind::BigInt)
        wrongKind(*this, "a big int");
    return std::get<BigInt>(payload().data);
}

std::string_view PyValue::asString() const
{
    if (m_kind == Kind::Str || m_kind == Kind::Bytes || m_kind == Kind::ByteArray) {
        if (const auto* s = std::get_if<std::string>(&payload().data))
            return *s;
        const auto& v = std::get<BytesView>(payload().data);
        return {reinterpret_cast<const char*>(v.storage->data()) + v.offset, v.size};
    }
    wrongKind(*this, "str or bytes");
}

const std::vector<PyValue>& PyValue::items() const
{
    if (m_kind == Kind::List || m_kind == Kind::Tuple || m_kind == Kind::Set || m_kind == Kind::FrozenSet)
        return std::get<std::vector<PyValue>>(payload().data);
    wrongKind(*this, "a list, tuple or set");
}

std::vector<PyValue>& PyValue::mutableItems()
{
    if (m_kind == Kind::List || m_kind == Kind::Set)
        return std::get<std::vector<PyValue>>(payload().data);
    wrongKind(*this, "a list or set");
}

const PyValue::Items& PyValue::dictItems() const
{
    if (m_kind != Kind::Dict)
        wrongKind(*this, "a dict");
    return std::get<Items>(payload().data);
}

PyValue::Items& PyValue::mutableDictItems()
{
    if (m_kind != Kind::Dict)
        wrongKind(*this, "a dict");
    payload().index.reset();
    return std::get<Items>(payload().data);
}

const NdArray& PyValue::asArray() const
{
    if (m_kind != Kind::Array && m_kind != Kind::Scalar)
        wrongKind(*this, "an array");
    boxInlineArray();
    return std::get<NdArray>(payload().data);
}

NdArray& PyValue::mutableArray()
{
    if (m_kind != Kind::Array && m_kind != Kind::Scalar)
        wrongKind(*this, "an array");
    boxInlineArray();
    return std::get<NdArray>(payload().data);
}

const DType& PyValue::asDType() const
{
    if (m_kind != Kind::DType)
        wrongKind(*this, "a dtype");
    return std::get<DType>(payload().data);
}

const std::shared_ptr<Batch>& PyValue::asBatch() const
{
    if (m_kind != Kind::Batch)
        wrongKind(*this, "a Batch");
    return std::get<std::shared_ptr<Batch>>(payload().data);
}

const PyGlobal& PyValue::asGlobal() const
{
    if (m_kind != Kind::Global)
        wrongKind(*this, "a class reference");
    return std::get<PyGlobal>(payload().data);
}

const std::shared_ptr<PyObject>& PyValue::asObject() const
{
    if (m_kind != Kind::Object)
        wrongKind(*this, "an object");
    return std::get<std::shared_ptr<PyObject>>(payload().data);
}

const PyValue* PyValue::find(std::string_view key) const
{
    for (const auto& [k, v] : dictItems()) {
        if (k.m_kind == Kind::Str && k.asString() == key)
            return &v;
        if (k.m_kind == Kind::Scalar && k.asArray().dtype().kind() == DTypeKind::Unicode
            && k.pyEquals(fromStr(std::string(key))))
            return &v;
    }
    return nullptr;
}

const PyValue* PyValue::find(const PyValue& key) const
{
    const Items& items = dictItems();
    if (items.size() < kIndexThreshold) {
        for (const auto& [k, v] : items)
            if (k.pyEquals(key))
                return &v;
        return nullptr;
    }
    if (!payload().index) {
        auto index = std::make_unique<std::unordered_multimap<std::size_t, std::size_t>>();
        for (std::size_t i = 0; i < items.size(); ++i)
            index->emplace(items[i].first.pyHash(), i);
        payload().index = std::move(index);
    }
    auto [begin, end] = payload().index->equal_range(key.pyHash());
    for (auto it = begin; it != end; ++it)
        if (items[it->second].first.pyEquals(key))
            return &items[it->second].second;
    return nullptr;
}

void PyValue::setItem(const PyValue& key, PyValue value)
{
    if (m_kind != Kind::Dict)
        wrongKind(*this, "a dict");
    if (const PyValue* existing = find(key)) {
        *const_cast<PyValue*>(existing) = std::move(value);
        return;
    }
    auto& items = std::get<Items>(payload().data);
    items.emplace_back(key, std::move(value));
    if (payload().index)
        payload().index->emplace(key.pyHash(), items.size() - 1);
}

bool PyValue::isSameObject(const PyValue& other) const
{
    boxInlineArray();
    other.boxInlineArray();
    switch (m_kind) {
    case Kind::List:
    case Kind::Dict:
    case Kind::Set:
    case Kind::ByteArray:
    case Kind::Array:
    case Kind::Batch:
    case Kind::Object: return other.m_kind == m_kind && other.m_payload == m_payload;
    default: return m_kind == other.m_kind && pyEquals(other);
    }
}

std::string PyValue::typeName() const
{
    switch (m_kind) {
    case Kind::None: return "NoneType";
    case Kind::Bool: return "bool";
    case Kind::Int:
    case Kind::BigInt: return "int";
    case Kind::Float: return "float";
    case Kind::Complex: return "complex";
    case Kind::Str: return "str";
    case Kind::Bytes: return "bytes";
    case Kind::ByteArray: return "bytearray";
    case Kind::List: return "list";
    case Kind::Tuple: return "tuple";
    case Kind::Dict: return "dict";
    case Kind::Set: return "set";
    case Kind::FrozenSet: return "frozenset";
    case Kind::Array: return asArray().isTorch() ? "Tensor" : "ndarray";
    case Kind::Scalar: {
        // numpy 1.x scalar type names: the dtype name, with numpy's underscores.
        const DType& d = asArray().dtype();
        switch (d.kind()) {
        case DTypeKind::Bool: return "bool_";
        case DTypeKind::Unicode: return "str_";
        case DTypeKind::Bytes: return "bytes_";
        case DTypeKind::Structured:
        case DTypeKind::Void: return "void";
        case DTypeKind::Object: return "object_";
        default: return d.name();
        }
    }
    case Kind::DType: return "dtype[" + asDType().name() + "]";
    case Kind::Batch: return asBatch() ? asBatch()->className() : "Batch";
    case Kind::Global: return "type";
    case Kind::Object:
        if (isReleased())
            return "object";
        return asObject() ? asObject()->cls.name : "object";
    }
    return "object";
}

// Breaking reference cycles in loaded values. Python relies on its cycle collector to
// free `l.append(l)` read from a pickle; we instead turn the edges that close a cycle
// into non-owning ones once, right after the pickle machine built the values.
namespace {

// One container on the current depth-first path: its identity and the slots that
// hold its children (pointers into the container, stable because nothing is resized
// during the pass).
struct Frame {
    const void* id = nullptr;
    std::vector<PyValue*> children;
    std::size_t next = 0;
};

} // namespace

void PyValue::breakCycles(const std::vector<PyValue*>& roots)
{
    // Only values that can hold other values take part; weak slots are already
    // back edges and are not followed again (a second pass is a no-op).
    const auto isNode = [](const PyValue& v) {
        if (v.m_weak || !v.m_payload)
            return false;
        switch (v.m_kind) {
        case Kind::List:
        case Kind::Tuple:
        case Kind::Set:
        case Kind::FrozenSet:
        case Kind::Dict:
        case Kind::Object: return true;
        default: return false;
        }
    };
    const auto childSlots = [](PyValue& v, std::vector<PyValue*>& out) {
        auto& data = v.m_payload->data;
        if (auto* items = std::get_if<std::vector<PyValue>>(&data)) {
            for (auto& item : *items)
                out.push_back(&item);
        } else if (auto* dictItems = std::get_if<Items>(&data)) {
            for (auto& [key, value] : *dictItems) {
                out.push_back(&key);
                out.push_back(&value);
            }
        } else if (auto* object = std::get_if<std::shared_ptr<PyObject>>(&data); object && *object) {
            PyObject& o = **object;
            // The pickle machine creates args and kwargs as non-const objects behind
            // pointers to const, so marking a slot here is a legal const_cast.
            if (o.args)
                for (const auto& arg : *o.args)
                    out.push_back(const_cast<PyValue*>(&arg));
            if (o.kwargs)
                out.push_back(const_cast<PyValue*>(o.kwargs.get()));
            if (o.state)
                out.push_back(o.state.get());
            for (auto& item : o.listItems)
                out.push_back(&item);
            for (auto& [key, value] : o.dictItems) {
                out.push_back(&key);
                out.push_back(&value);
            }
        }
    };

    std::unordered_map<const void*, bool> onPath; // absent: unseen; true: on the path; false: done
    std::vector<Frame> path;
    const auto enter = [&](PyValue& v) {
        Frame frame;
        frame.id = v.m_payload.get();
        childSlots(v, frame.children);
        onPath[frame.id] = true;
        path.push_back(std::move(frame));
    };

    for (PyValue* root : roots) {
        if (!root || !isNode(*root) || onPath.count(root->m_payload.get()))
            continue;
        enter(*root);
        while (!path.empty()) {
            Frame& frame = path.back();
            if (frame.next == frame.children.size()) {
                onPath[frame.id] = false;
                path.pop_back();
                continue;
            }
            PyValue* child = frame.children[frame.next++];
            if (!isNode(*child))
                continue;
            const auto it = onPath.find(child->m_payload.get());
            if (it == onPath.end())
                enter(*child); // may reallocate path: frame is not used after this
            else if (it->second)
                child->makeWeak(); // its target is owned by the tree edge above it
        }
    }
}

} // namespace ReplayScope::Core
