// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Python `==` and hash() for PyValues. Dict keys and set members rely on the two
// agreeing: 1, 1.0, True and np.int64(1) are one key, as in Python.

#include <core/error.h>
#include <core/python/pyvalue.h>

#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <utility>

namespace ReplayScope::Core {

namespace {

// A number reduced to the widest form needed to compare it exactly.
struct Number {
    enum class Form { Int, Big, Real, Complex } form = Form::Int;
    std::int64_t i = 0;
    const BigInt* big = nullptr;
    double real = 0.0;
    std::complex<double> complex;
};

// numpy scalars compare and hash as the Python value .item() gives.
PyValue plain(const PyValue& v)
{
    if (v.kind() == PyValue::Kind::Scalar) {
        const DTypeKind k = v.asArray().dtype().kind();
        if (k != DTypeKind::Structured && k != DTypeKind::Void)
            return v.asArray().item(0);
    }
    return v;
}

bool toNumber(const PyValue& v, Number& n)
{
    switch (v.kind()) {
    case PyValue::Kind::Bool:
    case PyValue::Kind::Int:
        n.form = Number::Form::Int;
        n.i = v.asInt();
        return true;
    case PyValue::Kind::BigInt:
        n.form = Number::Form::Big;
        n.big = &v.asBigInt();
        return true;
    case PyValue::Kind::Float:
        n.form = Number::Form::Real;
        n.real = v.asDouble();
        return true;
    case PyValue::Kind::Complex:
        n.form = Number::Form::Complex;
        n.complex = v.asComplex();
        return true;
    default: return false;
    }
}

// Exact comparison of a float with an integer given as decimal text, as Python does.
bool floatEqualsDecimal(double d, const std::string& decimal)
{
    if (!std::isfinite(d) || d != std::floor(d))
        return false;
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.0f", d);
    std::string text = buf;
    if (text == "-0")
        text = "0";
    return text == decimal;
}

bool realEquals(const Number& a, const Number& b)
{
    using F = Number::Form;
    if (a.form == F::Int && b.form == F::Int)
        return a.i == b.i;
    if (a.form == F::Big && b.form == F::Big)
        return *a.big == *b.big;
    if (a.form == F::Real && b.form == F::Real)
        return a.real == b.real;
    if (a.form == F::Real || b.form == F::Real) {
        const Number& f = a.form == F::Real ? a : b;
        const Number& k = a.form == F::Real ? b : a;
        if (k.form == F::Big && k.big->toDouble() != f.real)
            return false; // an int equal to a float converts to it exactly; skips huge decimals
        return floatEqualsDecimal(f.real, k.form == F::Int ? std::to_string(k.i) : k.big->toDecimal());
    }
    return false; // Int vs Big: a BigInt never fits int64
}

bool numberEquals(const Number& a, const Number& b)
{
    using F = Number::Form;
    if (a.form == F::Complex || b.form == F::Complex) {
        const std::complex<double> ca = a.form == F::Complex ? a.complex : std::complex<double>(0.0, 0.0);
        const std::complex<double> cb = b.form == F::Complex ? b.complex : std::complex<double>(0.0, 0.0);
        if (a.form == F::Complex && b.form == F::Complex)
            return ca == cb;
        // A complex equals a real number when its imaginary part is zero.
        const Number& c = a.form == F::Complex ? a : b;
        const Number& r = a.form == F::Complex ? b : a;
        if (c.complex.imag() != 0.0)
            return false;
        Number re;
        re.form = F::Real;
        re.real = c.complex.real();
        return realEquals(re, r);
    }
    return realEquals(a, b);
}

std::size_t mix(std::size_t seed, std::size_t h)
{
    return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

std::size_t hashReal(double d)
{
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.2e18)
        return std::hash<std::int64_t>{}(static_cast<std::int64_t>(d));
    if (d == 0.0)
        return std::hash<std::int64_t>{}(0);
    return std::hash<double>{}(d);
}

bool sequenceEquals(const std::vector<PyValue>& a, const std::vector<PyValue>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!a[i].pyEquals(b[i]))
            return false;
    return true;
}

bool setEquals(const std::vector<PyValue>& a, const std::vector<PyValue>& b)
{
    if (a.size() != b.size())
        return false;
    for (const PyValue& x : a) {
        bool found = false;
        for (const PyValue& y : b)
            if (x.pyEquals(y)) {
                found = true;
                break;
            }
        if (!found)
            return false;
    }
    return true;
}

bool isContainer(PyValue::Kind k)
{
    using K = PyValue::Kind;
    return k == K::List || k == K::Tuple || k == K::Set || k == K::FrozenSet || k == K::Dict;
}

// Results for containers already met within one top-level hash or comparison. A pickle
// can hold the same tuple many times over (DUP and memo references), nested: visiting
// that DAG item by item is exponential in its depth, visiting each container once is
// linear (fuzz_pickle: tests/data/pickle/fuzz/timeout-hash-shared-tuples.pkl). Containers
// cannot change during one call, so a result found once holds for the whole call, and
// every container met is owned by the values the call started from, so an address
// cannot be reused for another container before the call returns.
template <typename Key, typename Value> class CallMemo {
public:
    // Installs a fresh memo for the outermost call of a recursion and removes it when that
    // call returns; nested calls share it.
    class Scope {
    public:
        Scope()
            : m_owner(s_current == nullptr)
        {
            if (m_owner)
                s_current = &m_table;
        }
        ~Scope()
        {
            if (m_owner)
                s_current = nullptr;
        }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        bool m_owner;
        std::map<Key, Value> m_table;
    };

    static const Value* find(const Key& key)
    {
        const auto it = s_current->find(key);
        return it == s_current->end() ? nullptr : &it->second;
    }
    static void store(const Key& key, Value value) { s_current->emplace(key, value); }

private:
    static thread_local std::map<Key, Value>* s_current;
};

template <typename Key, typename Value> thread_local std::map<Key, Value>* CallMemo<Key, Value>::s_current = nullptr;

using HashMemo = CallMemo<const void*, std::size_t>;
using EqualMemo = CallMemo<std::pair<const void*, const void*>, bool>;

bool isBytesLike(PyValue::Kind k)
{
    return k == PyValue::Kind::Bytes || k == PyValue::Kind::ByteArray;
}

bool isSetLike(PyValue::Kind k)
{
    return k == PyValue::Kind::Set || k == PyValue::Kind::FrozenSet;
}

// Python's recursion limit for one recursive walk (a counter per walk and thread):
// containers that hold themselves would otherwise recurse until the stack overflows.
// Throws RecursionError's message as ValueError once 1000 calls are nested.
class RecursionGuard {
public:
    RecursionGuard(int& depth, const char* what)
        : m_depth(++depth)
    {
        if (m_depth > 1000) {
            --m_depth;
            throw ValueError(std::string("maximum recursion depth exceeded ") + what);
        }
    }
    ~RecursionGuard() { --m_depth; }
    RecursionGuard(const RecursionGuard&) = delete;
    RecursionGuard& operator=(const RecursionGuard&) = delete;

private:
    int& m_depth;
};

} // namespace

bool PyValue::pyEquals(const PyValue& otherValue) const
{
    // Containers that hold themselves (a pickle can build them) would recurse forever;
    // Python stops such comparisons with RecursionError at its recursion limit.
    thread_local int depth = 0;
    const RecursionGuard guard(depth, "in comparison");
    const EqualMemo::Scope memo;
    const PyValue a = plain(*this);
    const PyValue b = plain(otherValue);
    Number na, nb;
    const bool aNum = toNumber(a, na);
    const bool bNum = toNumber(b, nb);
    if (aNum || bNum)
        return aNum && bNum && numberEquals(na, nb);

    const Kind ka = a.kind();
    const Kind kb = b.kind();
    // Everything but numbers; run at most once per pair of containers (see CallMemo).
    const auto compare = [&]() -> bool {
        if (isBytesLike(ka) && isBytesLike(kb))
            return a.asString() == b.asString();
        if (isSetLike(ka) && isSetLike(kb))
            return setEquals(a.items(), b.items());
        if (ka != kb)
            return false;
        switch (ka) {
        case Kind::None: return true;
        case Kind::Str: return a.asString() == b.asString();
        case Kind::List:
        case Kind::Tuple: return a.m_payload == b.m_payload || sequenceEquals(a.items(), b.items());
        case Kind::Dict: {
            if (a.m_payload == b.m_payload)
                return true;
            if (a.dictItems().size() != b.dictItems().size())
                return false;
            for (const auto& [k, v] : a.dictItems()) {
                const PyValue* other = b.find(k);
                if (!other || !v.pyEquals(*other))
                    return false;
            }
            return true;
        }
        case Kind::DType: return a.asDType() == b.asDType();
        case Kind::Global: return a.asGlobal() == b.asGlobal();
        default:
            // Arrays, Batches, objects and structured scalars: identity, as Python's
            // default __eq__ (and dict keys) would see them.
            return a.m_payload == b.m_payload;
        }
    };
    if (!isContainer(ka) || !isContainer(kb) || a.m_payload == b.m_payload || a.isReleased() || b.isReleased())
        return compare();
    const std::pair<const void*, const void*> key(a.m_payload.get(), b.m_payload.get());
    if (const bool* known = EqualMemo::find(key))
        return *known;
    const bool equal = compare();
    EqualMemo::store(key, equal);
    return equal;
}

std::size_t PyValue::pyHash() const
{
    // The same guard as pyEquals: a list that holds itself (Python would call it
    // unhashable, a pickle can still use it as a key) must not recurse until the stack
    // overflows (found by fuzz_load; tests/data/formats/fuzz/hash-self-containing-list).
    thread_local int depth = 0;
    const RecursionGuard guard(depth, "while hashing");
    const HashMemo::Scope memo;
    // A released weak edge keeps a dangling address: it must throw, never match the memo.
    const bool memoised = isContainer(kind()) && !isReleased();
    if (memoised) {
        if (const std::size_t* known = HashMemo::find(m_payload.get()))
            return *known;
    }
    const PyValue a = plain(*this);
    Number n;
    if (toNumber(a, n)) {
        switch (n.form) {
        case Number::Form::Int: return std::hash<std::int64_t>{}(n.i);
        case Number::Form::Big: return hashReal(n.big->toDouble());
        case Number::Form::Real: return hashReal(n.real);
        case Number::Form::Complex:
            if (n.complex.imag() == 0.0)
                return hashReal(n.complex.real());
            return mix(hashReal(n.complex.real()), hashReal(n.complex.imag()));
        }
    }
    switch (a.kind()) {
    case Kind::None: return 0x5bd1e995;
    case Kind::Str: return std::hash<std::string_view>{}(a.asString());
    case Kind::Bytes:
    case Kind::ByteArray: return mix(0xb7e5, std::hash<std::string_view>{}(a.asString()));
    case Kind::List:
    case Kind::Tuple: {
        std::size_t h = 0x345678;
        for (const PyValue& item : a.items())
            h = mix(h, item.pyHash());
        if (memoised)
            HashMemo::store(m_payload.get(), h);
        return h;
    }
    case Kind::Set:
    case Kind::FrozenSet: {
        // Order-independent, as sets compare regardless of order.
        std::size_t h = 0x1f3d5b79;
        for (const PyValue& item : a.items())
            h += item.pyHash() * 0x9e3779b1;
        if (memoised)
            HashMemo::store(m_payload.get(), h);
        return h;
    }
    case Kind::Dict: {
        std::size_t h = 0x27d4eb2f;
        for (const auto& [k, v] : a.dictItems())
            h += mix(k.pyHash(), v.pyHash());
        if (memoised)
            HashMemo::store(m_payload.get(), h);
        return h;
    }
    case Kind::DType: return std::hash<std::string>{}(a.asDType().typeString());
    case Kind::Global:
        return mix(std::hash<std::string>{}(a.asGlobal().module), std::hash<std::string>{}(a.asGlobal().name));
    default: return std::hash<const void*>{}(a.m_payload.get());
    }
}

} // namespace ReplayScope::Core
