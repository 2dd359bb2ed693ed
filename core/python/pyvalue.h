// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>
#include <core/python/bigint.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

class Batch;
class PyValue;

/// A reference to a Python global (class or function) such as `builtins.set` or
/// `tianshou.data.batch.Batch`: kept by name, never resolved.
struct PyGlobal {
    std::string module;
    std::string name;
    bool operator==(const PyGlobal&) const = default;
};

/// An instance of a class we do not model. Everything needed to write it back is kept:
/// how it was created (the callable and its arguments, as REDUCE or NEWOBJ saw them),
/// and what was done to it afterwards (BUILD state, APPENDS and SETITEMS items).
/// Nothing of it is ever executed.
struct PyObject {
    enum class Creation { Reduce, NewObj, NewObjEx };
    PyGlobal cls; ///< class (NEWOBJ) or callable (REDUCE)
    Creation creation = Creation::NewObj;
    std::shared_ptr<const std::vector<PyValue>> args; ///< constructor arguments
    std::shared_ptr<const PyValue> kwargs; ///< NEWOBJ_EX keyword arguments (a dict), or null
    std::shared_ptr<PyValue> state; ///< BUILD argument, or null when never built
    std::vector<PyValue> listItems; ///< items appended (list subclasses)
    std::vector<std::pair<PyValue, PyValue>> dictItems; ///< items set (dict subclasses)
};

/// Any value a pickle can hold, plus numpy arrays, numpy scalars and Batches.
///
/// PyValue has reference semantics for mutable containers, like Python: copying a
/// PyValue that holds a list, dict, set, array, Batch or object shares it. Strings and
/// bytes are immutable and shared too, so copies are cheap.
class PyValue final {
public:
    enum class Kind {
        None,
        Bool,
        Int, ///< fits in int64
        BigInt, ///< beyond int64
        Float,
        Complex,
        Str,
        Bytes,
        ByteArray,
        List,
        Tuple,
        Dict,
        Set,
        FrozenSet,
        Array, ///< numpy ndarray (or torch tensor: array().isTorch())
        Scalar, ///< numpy scalar such as np.float64(1.0): a 0-d array flagged as scalar
        DType, ///< a numpy dtype object
        Batch, ///< a Tianshou Batch
        Global, ///< a class or function reference
        Object, ///< an opaque instance
    };

    /// Dict entries in insertion order.
    using Items = std::vector<std::pair<PyValue, PyValue>>;

    PyValue() ///< None
        : m_int(0)
    {
    }
    /// Copying a weak back edge (see breakCycles) gives an owning value: a value taken
    /// out of a recursive container keeps its object alive on its own. A released edge
    /// copies as released.
    PyValue(const PyValue& other)
        : m_kind(other.m_kind)
        , m_int(other.m_int)
    {
        // Inline for the common case (a Batch's values are copied for every step added).
        if (other.m_weak || other.m_inline.load(std::memory_order_acquire) != Inline::Boxed)
            copySlow(other);
        else
            m_payload = other.m_payload;
    }
    /// Moving keeps a weak back edge weak (containers move their items when they grow).
    PyValue(PyValue&& other) noexcept
        : m_kind(other.m_kind)
        , m_weak(other.m_weak)
        , m_inline(other.m_inline.load(std::memory_order_relaxed))
        , m_inlineKind(other.m_inlineKind)
        , m_int(other.m_int)
        , m_payload(std::move(other.m_payload))
    {
        other.m_weak = false;
        other.m_int = 0;
    }
    PyValue& operator=(const PyValue& other);
    PyValue& operator=(PyValue&& other) noexcept
    {
        PyValue moved(std::move(other));
        swapWith(moved);
        return *this;
    }
    ~PyValue()
    {
        if (m_weak)
            deleteWeakRef();
    }

    /// True for a non-owning back edge made by breakCycles: it reads as the same shared
    /// object as long as something else owns it.
    bool isWeakRef() const { return m_weak; }
    /// True for a back edge whose object has been freed: every accessor then throws
    /// ValueError instead of reading freed memory.
    bool isReleased() const;
    /// Makes reference cycles among the values reachable from roots non-owning, so that
    /// dropping the roots frees them (Python's cycle collector does this job for
    /// pickle.load). One depth-first pass, roots in order: every edge that points back to
    /// a container still on the current path (a DFS back edge) becomes a weak edge; tree
    /// edges stay owning, so everything reachable from the first root stays alive while
    /// it is. Walks lists, tuples, dicts, sets and opaque objects (arguments, state,
    /// items); cycles through arrays of objects or Batches are not broken.
    static void breakCycles(const std::vector<PyValue*>& roots);
    /// Observes the lifetime of the shared object behind this value without owning it
    /// (empty for inline values): for caches and for tests that check that dropping a
    /// value frees it.
    std::weak_ptr<const void> watch() const;
    static PyValue none() { return {}; }
    static PyValue fromBool(bool v)
    {
        PyValue r;
        r.m_kind = Kind::Bool;
        r.m_bool = v;
        return r;
    }
    static PyValue fromInt(std::int64_t v)
    {
        PyValue r;
        r.m_kind = Kind::Int;
        r.m_int = v;
        return r;
    }
    static PyValue fromBigInt(BigInt v); ///< normalised to Int when it fits
    static PyValue fromFloat(double v)
    {
        PyValue r;
        r.m_kind = Kind::Float;
        r.m_float = v;
        return r;
    }
    static PyValue fromComplex(std::complex<double> v);
    static PyValue fromStr(std::string utf8);
    static PyValue fromBytes(std::string bytes);
    /// Bytes that live in a storage (a file mapping): no copy is made.
    static PyValue fromBytesView(std::shared_ptr<Storage> storage, std::size_t offset, std::size_t size);
    static PyValue fromByteArray(std::string bytes);
    static PyValue list(std::vector<PyValue> items = {});
    static PyValue tuple(std::vector<PyValue> items = {});
    static PyValue dict(Items items = {});
    static PyValue set(std::vector<PyValue> items = {});
    static PyValue frozenSet(std::vector<PyValue> items = {});
    static PyValue array(const NdArray& a);
    static PyValue array(NdArray&& a); ///< the same, taking the handle over
    /// `np.asanyarray(v)` of a Python bool, int or float: a 0-d bool, int64 or float64
    /// array (what a Batch stores for a number, tianshou-spec 1.2). The number is held
    /// inline until the value is first read as an NdArray (asArray(), arrayInPlace(),
    /// mutableArray()), copied, compared or asked its identity: then the array is made
    /// once, thread-safely, and the value behaves as array() of it from there on, copies
    /// sharing it. Until then it costs no allocation (issue 23: a step's reward and flags
    /// were six of the sixteen allocations of ReplayBuffer.add's Batch).
    static PyValue arrayOfBool(bool v);
    static PyValue arrayOfInt(std::int64_t v);
    static PyValue arrayOfFloat(double v);
    /// A numpy scalar; a must be 0-d.
    static PyValue scalar(NdArray a);
    static PyValue dtype(DType d);
    static PyValue batch(std::shared_ptr<Batch> b);
    static PyValue global(PyGlobal g);
    static PyValue object(std::shared_ptr<PyObject> o);

    Kind kind() const { return m_kind; }
    bool isNone() const { return m_kind == Kind::None; }
    bool isArray() const { return m_kind == Kind::Array; }
    bool isBatch() const { return m_kind == Kind::Batch; }
    /// bool, int, float or complex, Python or numpy scalar.
    bool isNumber() const;
    /// A str or bytes.
    bool isString() const { return m_kind == Kind::Str || m_kind == Kind::Bytes; }
    /// List or tuple.
    bool isSequence() const { return m_kind == Kind::List || m_kind == Kind::Tuple; }

    bool asBool() const; ///< Python truthiness for numbers; throws TypeError otherwise
    std::int64_t asInt() const; ///< Bool/Int/numpy integer scalar; throws TypeError otherwise
    double asDouble() const; ///< any real number; throws TypeError otherwise
    std::complex<double> asComplex() const;
    const BigInt& asBigInt() const;
    /// Str (UTF-8) or Bytes/ByteArray contents.
    std::string_view asString() const;
    /// Items of a list, tuple, set or frozenset.
    const std::vector<PyValue>& items() const;
    std::vector<PyValue>& mutableItems(); ///< list and set only
    const Items& dictItems() const;
    Items& mutableDictItems();
    const NdArray& asArray() const; ///< Array or Scalar
    NdArray& mutableArray();
    const DType& asDType() const;
    const std::shared_ptr<Batch>& asBatch() const;
    /// The array of an Array or Scalar value, or null for any other value and for a weak
    /// back edge: asArray() without its out-of-line checks, for loops over thousands of
    /// values. Core sources only: defined in the internal core/pyvaluepayload.h.
    const NdArray* arrayInPlace() const;
    /// The Batch of a Batch value, or null (as arrayInPlace()).
    const Batch* batchInPlace() const;
    /// For an Array value made by arrayOfBool/Int/Float whose array has not been made
    /// yet: its native bytes (1 for bool, 8 for int64 and float64) and, in kind, its
    /// dtype; null for every other value. Lets ReplayBuffer.add read and write a step's
    /// numbers without making their arrays.
    const std::byte* inlineArrayBytes(DTypeKind& kind) const
    {
        if (m_kind != Kind::Array || m_inline.load(std::memory_order_acquire) != Inline::Held)
            return nullptr;
        kind = m_inlineKind;
        return reinterpret_cast<const std::byte*>(&m_int);
    }
    const PyGlobal& asGlobal() const;
    const std::shared_ptr<PyObject>& asObject() const;

    /// Dict lookup by a str key (Python equality). Returns null when absent.
    const PyValue* find(std::string_view key) const;
    /// Dict lookup by any key with Python equality (1 == 1.0 == True).
    const PyValue* find(const PyValue& key) const;
    /// Dict insert or replace, keeping insertion order.
    void setItem(const PyValue& key, PyValue value);

    /// Python `==` (numbers across kinds, containers element-wise, arrays and Batches
    /// by identity as Python's `is` would for unhashable objects ... except
    /// numbers/strings). Used for dict keys and set members.
    bool pyEquals(const PyValue& other) const;
    /// Python's hash() agreement with pyEquals (equal values hash equal).
    std::size_t pyHash() const;
    /// True when both refer to the same mutable object (Python `is`), or are equal
    /// immutable values.
    bool isSameObject(const PyValue& other) const;

    /// Python's repr(). Arrays use numpy's repr, Batches Tianshou's repr, numpy scalars
    /// numpy 1.x's scalar repr (`1.0`, `3`), opaque objects `<module.Class object>`.
    std::string repr() const;
    /// Python's str() (differs from repr for str values and numpy arrays).
    std::string str() const;
    /// Python's type name for messages and the UI: "int", "float", "str", "list",
    /// "ndarray", "Tensor", "float64" (numpy scalars), "Batch", the class name for
    /// opaque objects.
    std::string typeName() const;
    /// Identity of the shared object behind this value (Python's id()), or null for
    /// values held inline (None, bool, int, float). Used to detect self-reference. An
    /// array still held inline (arrayOfBool/Int/Float) is made first: it has an identity.
    const void* identity() const
    {
        boxInlineArray();
        return m_payload.get();
    }

private:
    struct Payload;
    template <typename T> static std::shared_ptr<Payload> makePayload(T&& value); // defined in pyvalue.cpp only
    /// The payload, or ValueError when this is a released weak edge.
    Payload& payload() const;
    /// Turns this owning reference into a weak back edge (breakCycles only).
    void makeWeak();
    void swapWith(PyValue& other) noexcept
    {
        std::swap(m_kind, other.m_kind);
        std::swap(m_weak, other.m_weak);
        const std::uint8_t state = m_inline.load(std::memory_order_relaxed);
        m_inline.store(other.m_inline.load(std::memory_order_relaxed), std::memory_order_relaxed);
        other.m_inline.store(state, std::memory_order_relaxed);
        std::swap(m_inlineKind, other.m_inlineKind);
        std::swap(m_int, other.m_int);
        m_payload.swap(other.m_payload);
    }
    /// States of an Array value made by arrayOfBool/Int/Float: Held while the number is
    /// inline (m_payload null), Busy while one thread makes its array, Boxed once
    /// m_payload holds it (and for every other value).
    enum Inline : std::uint8_t { Boxed, Held, Busy };
    /// Makes the array of a Held value (readers call it first; safe from any thread).
    void boxInlineArray() const
    {
        if (m_inline.load(std::memory_order_acquire) != Inline::Boxed)
            makeInlineArray();
    }
    void makeInlineArray() const;
    /// The copy constructor's other cases: a weak back edge, an inline array.
    void copySlow(const PyValue& other);
    void deleteWeakRef() noexcept;
    Kind m_kind = Kind::None;
    // In the padding after m_kind, so that PyValue stays 32 bytes.
    bool m_weak = false;
    // Reading an inline array as an NdArray is logically const: the array is made under
    // the Busy state, and m_payload is written only then.
    mutable std::atomic<std::uint8_t> m_inline{Inline::Boxed};
    DTypeKind m_inlineKind = DTypeKind::Bool; // the dtype of a Held or Busy value
    union {
        bool m_bool;
        std::int64_t m_int;
        double m_float;
        // Only when m_weak (containers never use the inline members): the expiry check
        // of the edge; m_payload then aliases the payload without owning it.
        std::weak_ptr<Payload>* m_weakRef;
    };
    mutable std::shared_ptr<Payload> m_payload; // everything that does not fit above
};

/// `pprint.pformat(value)` with Python's default width of 80, as Tianshou's Batch repr
/// uses it: numpy arrays and Batches print their repr, dicts, lists and tuples wrap
/// one item per line when too long, long strings split into fragments.
std::string pformat(const PyValue& value, int width = 80);

/// Python's repr of a str given as UTF-8: quotes chosen as Python chooses them ('
/// unless the text holds ' and no "), backslash escapes for control and
/// non-printable characters, printable non-ASCII kept as is.
std::string pyStrRepr(std::string_view utf8);
/// Python's repr of bytes: `b'...'` with \t, \n, \r, \xNN escapes.
std::string pyBytesRepr(std::string_view bytes);
/// Python's len() of a str given as UTF-8: the number of code points (what numpy and
/// pprint count when they measure line widths).
std::size_t pyLen(std::string_view utf8);

} // namespace ReplayScope::Core
