// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The pickle virtual machine: a value stack, a stack of MARK positions and a memo,
// one switch over the opcodes. It never executes anything: REDUCE/NEWOBJ/BUILD are
// handed to the converters (converters.cpp) or recorded in opaque PyObjects.

#include "opcodes.h"
#include "pickleinternal.h"
#include "textdecode.h"

#include <core/error.h>

#include <bit>
#include <cstdio>
#include <cstring>
#include <unordered_map>

namespace ReplayScope::Core::Pickle {

namespace {

class Machine {
public:
    Machine(const Input& input, const PickleReadOptions& options, bool torchContext)
        : m_in(input)
        , m_options(options)
        , m_torch(torchContext)
        , m_ctx{input, options}
    {
    }

    RunResult run(std::size_t offset, bool deferCycles);
    /// Makes the reference cycles among everything the machine holds non-owning (see
    /// PyValue::breakCycles), the result first so that all of it stays owned by the
    /// result. Only when a shared container was read back (memo GET, DUP): without that
    /// no value can hold itself, and acyclic files pay nothing.
    void breakCycles();

private:
    [[noreturn]] void fail(const std::string& message) const
    {
        const char* name = opcodeName(m_op);
        std::string prefix = name ? std::string(name) + ": " : std::string();
        throw FormatError(m_in.fileName, m_in.baseOffset + static_cast<std::int64_t>(m_opPos), prefix + message);
    }

    std::size_t remaining() const { return m_in.size - m_pos; }
    const std::byte* need(std::size_t n)
    {
        if (n > remaining())
            fail("truncated data: needs " + std::to_string(n) + " bytes, " + std::to_string(remaining()) + " left");
        const std::byte* p = m_in.data + m_pos;
        m_pos += n;
        return p;
    }
    template <typename T> T readLE()
    {
        T v;
        std::memcpy(&v, need(sizeof(T)), sizeof(T));
        static_assert(std::endian::native == std::endian::little, "pickle integers are little-endian");
        return v;
    }
    std::string_view readLine();
    std::size_t readLength(std::uint64_t n)
    {
        // Checked before anything is allocated: a length can never exceed the input.
        if (n > remaining())
            fail("length " + std::to_string(n) + " exceeds the " + std::to_string(remaining()) + " bytes left");
        return static_cast<std::size_t>(n);
    }

    void push(PyValue v) { m_stack.push_back(std::move(v)); }
    PyValue pop()
    {
        if (m_stack.size() <= markBase())
            fail("stack underflow");
        PyValue v = std::move(m_stack.back());
        m_stack.pop_back();
        return v;
    }
    PyValue& top()
    {
        if (m_stack.size() <= markBase())
            fail("stack underflow");
        return m_stack.back();
    }
    std::size_t markBase() const { return m_marks.empty() ? 0 : m_marks.back(); }
    std::vector<PyValue> popMark();

    void memoPut(std::uint64_t index);
    void memoGet(std::uint64_t index);

    PyValue bytesValue(std::size_t n);
    PyValue strValue(std::size_t n);
    PyGlobal makeGlobal(std::string module, std::string name);
    void reduce();
    void newObj(bool withKwargs);
    void build();
    /// The array of a joblib NumpyArrayWrapper whose state is state, read from the
    /// stream right after its BUILD (joblibconvert.cpp).
    PyValue joblibArray(const PyValue& state);
    void instantiate(const PyGlobal& cls, std::vector<PyValue> args);
    void appendItems(std::vector<PyValue> items);
    void setItems(std::vector<PyValue> items);
    void step(std::uint8_t op);

    template <typename F> auto guarded(F&& f)
    {
        // Converter errors (numpy size mismatches, bad Batch keys) become FormatErrors
        // that point at the opcode that triggered them.
        try {
            return f();
        } catch (const FormatError&) {
            throw;
        } catch (const Error& e) {
            fail(e.what());
        }
    }

    const Input& m_in;
    const PickleReadOptions& m_options;
    bool m_torch;
    ConvertContext m_ctx;
    std::size_t m_pos = 0;
    std::size_t m_opPos = 0;
    std::uint8_t m_op = 0;
    std::vector<PyValue> m_stack;
    std::vector<std::size_t> m_marks;
    std::unordered_map<std::uint64_t, PyValue> m_memo;
    // Opaque objects replaced by a converted value at BUILD, so later memo reads of the
    // pre-BUILD object get the finished value.
    std::unordered_map<const PyObject*, PyValue> m_replaced;
    std::vector<std::shared_ptr<PyObject>> m_replacedObjects; // keeps the keys above unique
    bool m_stopped = false;
    bool m_inJoblibObjects = false; // running the pickle of a joblib object array
    PyValue m_result;
    bool m_mayCycle = false; // a container was pushed a second time (memo GET or DUP)
    std::vector<PyValue> m_dupRoots; // containers pushed by DUP
};

// Values that can hold others, and so close a cycle when pushed again.
bool canHoldValues(const PyValue& v)
{
    switch (v.kind()) {
    case PyValue::Kind::List:
    case PyValue::Kind::Tuple:
    case PyValue::Kind::Dict:
    case PyValue::Kind::Set:
    case PyValue::Kind::FrozenSet:
    case PyValue::Kind::Object: return true;
    default: return false;
    }
}

void Machine::breakCycles()
{
    if (!m_mayCycle)
        return;
    std::vector<PyValue*> roots{&m_result};
    for (auto& v : m_stack)
        roots.push_back(&v);
    for (auto& [index, v] : m_memo)
        roots.push_back(&v);
    for (auto& v : m_dupRoots)
        roots.push_back(&v);
    for (auto& [object, v] : m_replaced)
        roots.push_back(&v);
    PyValue::breakCycles(roots);
}

std::string_view Machine::readLine()
{
    const auto* start = m_in.data + m_pos;
    const void* nl = std::memchr(start, '\n', remaining());
    if (!nl)
        fail("text argument without a terminating newline");
    const std::size_t len = static_cast<std::size_t>(static_cast<const std::byte*>(nl) - start);
    m_pos += len + 1;
    return {reinterpret_cast<const char*>(start), len};
}

std::vector<PyValue> Machine::popMark()
{
    if (m_marks.empty())
        fail("no MARK on the stack");
    const std::size_t base = m_marks.back();
    m_marks.pop_back();
    std::vector<PyValue> items(std::make_move_iterator(m_stack.begin() + static_cast<std::ptrdiff_t>(base)),
                               std::make_move_iterator(m_stack.end()));
    m_stack.resize(base);
    return items;
}

void Machine::memoPut(std::uint64_t index)
{
    if (m_memo.size() >= m_options.maxMemo && !m_memo.count(index))
        fail("memo larger than " + std::to_string(m_options.maxMemo) + " entries");
    PyValue& slot = m_memo[index];
    // A container the memo stops holding stays a root for breakCycles: a cycle through it
    // (a list appended to a tuple of itself, say) may be held by nothing else by the end,
    // and would leak (fuzz_pickle, tests/data/pickle/fuzz/leak-memo-overwritten-cycle.pkl).
    if (m_mayCycle && canHoldValues(slot))
        m_dupRoots.push_back(std::move(slot));
    slot = top();
}

void Machine::memoGet(std::uint64_t index)
{
    const auto it = m_memo.find(index);
    if (it == m_memo.end())
        fail("memo index " + std::to_string(index) + " was never stored");
    if (it->second.kind() == PyValue::Kind::Object) {
        const auto r = m_replaced.find(it->second.asObject().get());
        if (r != m_replaced.end()) {
            m_mayCycle = m_mayCycle || canHoldValues(r->second);
            push(r->second);
            return;
        }
    }
    m_mayCycle = m_mayCycle || canHoldValues(it->second);
    push(it->second);
}

PyValue Machine::bytesValue(std::size_t n)
{
    const std::size_t at = m_pos;
    const std::byte* p = need(n);
    // Large payloads (array data) stay in the mapping; small ones are cheaper copied.
    constexpr std::size_t viewThreshold = 256;
    if (n >= viewThreshold && m_in.storage)
        return PyValue::fromBytesView(m_in.storage, at, n);
    return PyValue::fromBytes(std::string(reinterpret_cast<const char*>(p), n));
}

PyValue Machine::strValue(std::size_t n)
{
    const std::byte* p = need(n);
    std::string_view text(reinterpret_cast<const char*>(p), n);
    if (!isValidUtf8Surrogatepass(text))
        fail("invalid UTF-8 in a string");
    return PyValue::fromStr(std::string(text));
}

PyGlobal Machine::makeGlobal(std::string module, std::string name)
{
    for (const std::string* s : {&module, &name}) {
        if (s->empty() || s->find('\0') != std::string::npos || !isValidUtf8Surrogatepass(*s))
            fail("malformed global name '" + module + " " + name + "'");
    }
    PyGlobal g = normalizeGlobal(std::move(module), std::move(name));
    if (isBlockedGlobal(g))
        fail("blocked global " + qualifiedName(g) + " (it can run code; the file is refused)");
    return g;
}

void Machine::reduce()
{
    PyValue args = pop();
    PyValue callable = pop();
    if (args.kind() != PyValue::Kind::Tuple)
        fail("the arguments must be a tuple, not " + args.typeName());
    if (callable.kind() != PyValue::Kind::Global)
        fail("the callable must be a global, not " + callable.typeName());
    instantiate(callable.asGlobal(), args.items());
}

void Machine::instantiate(const PyGlobal& cls, std::vector<PyValue> args)
{
    if (m_options.convert) {
        auto converted = guarded([&] { return convertReduce(cls, args, m_ctx); });
        if (converted) {
            push(std::move(*converted));
            return;
        }
    }
    auto obj = std::make_shared<PyObject>();
    obj->cls = cls;
    obj->creation = PyObject::Creation::Reduce;
    // Non-const object behind a pointer to const: PyValue::breakCycles may mark a slot.
    obj->args = std::make_shared<std::vector<PyValue>>(std::move(args));
    push(PyValue::object(std::move(obj)));
}

void Machine::newObj(bool withKwargs)
{
    PyValue kwargs;
    if (withKwargs) {
        kwargs = pop();
        if (kwargs.kind() != PyValue::Kind::Dict)
            fail("the keyword arguments must be a dict, not " + kwargs.typeName());
    }
    PyValue args = pop();
    PyValue cls = pop();
    if (args.kind() != PyValue::Kind::Tuple)
        fail("the arguments must be a tuple, not " + args.typeName());
    if (cls.kind() != PyValue::Kind::Global)
        fail("the class must be a global, not " + cls.typeName());
    if (m_options.convert && !withKwargs) {
        auto converted = guarded([&] { return convertNewObj(cls.asGlobal(), args.items(), m_ctx); });
        if (converted) {
            push(std::move(*converted));
            return;
        }
    }
    auto obj = std::make_shared<PyObject>();
    obj->cls = cls.asGlobal();
    obj->creation = withKwargs ? PyObject::Creation::NewObjEx : PyObject::Creation::NewObj;
    // Non-const objects behind pointers to const: PyValue::breakCycles may mark a slot.
    obj->args = std::make_shared<std::vector<PyValue>>(args.items());
    if (withKwargs)
        obj->kwargs = std::make_shared<PyValue>(std::move(kwargs));
    push(PyValue::object(std::move(obj)));
}

void Machine::build()
{
    PyValue state = pop();
    PyValue& target = top();
    if (target.kind() != PyValue::Kind::Object)
        fail("cannot set the state of " + target.typeName());
    const auto& obj = target.asObject();
    if (!obj->state && isJoblibArrayWrapper(obj->cls)) {
        // Its array's bytes follow in the stream: they must be read here whatever the
        // conversion options, or the next opcode would be taken from the array data.
        PyValue array = joblibArray(state);
        m_replaced.emplace(obj.get(), array);
        m_replacedObjects.push_back(obj);
        target = std::move(array);
        return;
    }
    if (isOldJoblibWrapper(obj->cls))
        fail("written by joblib older than 0.10, which stores arrays outside the pickle; not supported (load it "
             "with joblib and save it again with a current joblib)");
    if (m_options.convert && !obj->state) {
        auto converted = guarded([&] { return convertBuild(*obj, state, m_ctx); });
        if (converted) {
            m_replaced.emplace(obj.get(), *converted);
            m_replacedObjects.push_back(obj);
            target = std::move(*converted);
            return;
        }
    }
    obj->state = std::make_shared<PyValue>(std::move(state));
}

PyValue Machine::joblibArray(const PyValue& state)
{
    const JoblibArray layout = guarded([&] { return joblibArrayOf(state); });
    if (layout.objects) {
        // joblib pickles an object array on its own (protocol 2) right after the wrapper:
        // run that pickle, which may hold no joblib wrapper of its own (plain pickle.dump).
        if (m_inJoblibObjects)
            fail("a joblib array wrapper inside the pickle of a joblib object array");
        Machine nested(m_in, m_options, false);
        nested.m_inJoblibObjects = true;
        RunResult r;
        try {
            r = nested.run(m_pos, false);
        } catch (...) {
            nested.breakCycles();
            throw;
        }
        if (r.value.kind() != PyValue::Kind::Array || !r.value.asArray().dtype().isObject())
            fail("the pickle after a joblib object array wrapper holds " + r.value.typeName()
                 + ", not an object array");
        m_pos = r.end;
        return r.value;
    }
    if (layout.padded) {
        // joblib >= 1.2: one byte with the padding length, then the padding (0xff bytes).
        const auto pad = std::to_integer<std::size_t>(*need(1));
        need(pad);
    }
    if (static_cast<std::uint64_t>(layout.bytes) > remaining())
        fail("joblib array data of " + std::to_string(layout.bytes) + " bytes exceeds the "
             + std::to_string(remaining()) + " bytes left");
    PyValue bytes = bytesValue(static_cast<std::size_t>(layout.bytes));
    return guarded(
        [&] { return PyValue::array(arrayOverBytes(layout.dtype, layout.shape, layout.fortran, bytes, m_ctx)); });
}

void Machine::appendItems(std::vector<PyValue> items)
{
    PyValue& target = top();
    if (target.kind() == PyValue::Kind::List) {
        auto& dst = target.mutableItems();
        dst.insert(dst.end(), std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
    } else if (target.kind() == PyValue::Kind::Object) {
        auto& dst = target.asObject()->listItems;
        dst.insert(dst.end(), std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
    } else {
        fail("cannot append to " + target.typeName());
    }
}

void Machine::setItems(std::vector<PyValue> items)
{
    if (items.size() % 2 != 0)
        fail("odd number of items");
    PyValue& target = top();
    if (target.kind() == PyValue::Kind::Dict) {
        for (std::size_t i = 0; i < items.size(); i += 2)
            guarded([&] { target.setItem(items[i], std::move(items[i + 1])); });
    } else if (target.kind() == PyValue::Kind::Object) {
        auto& dst = target.asObject()->dictItems;
        for (std::size_t i = 0; i < items.size(); i += 2)
            dst.emplace_back(std::move(items[i]), std::move(items[i + 1]));
    } else {
        fail("cannot set items of " + target.typeName());
    }
}

void Machine::step(std::uint8_t op)
{
    using K = PyValue::Kind;
    switch (static_cast<Opcode>(op)) {
    case Opcode::Proto: {
        const auto v = readLE<std::uint8_t>();
        if (v > 5)
            fail("unsupported pickle protocol " + std::to_string(v));
        break;
    }
    case Opcode::Frame: {
        // Only a hint for buffered reading; it must not claim more than is left.
        const auto n = readLE<std::uint64_t>();
        if (n > remaining())
            fail("frame of " + std::to_string(n) + " bytes exceeds the " + std::to_string(remaining()) + " bytes left");
        break;
    }
    case Opcode::Stop:
        m_result = pop();
        // Extra stack items are legal (CPython ignores them, edge_memoize_after_binput);
        // an unclosed MARK only comes from a damaged or hand-crafted file.
        if (!m_options.lenientStop && !m_marks.empty())
            fail(std::to_string(m_marks.size()) + " MARK(s) never closed");
        m_stopped = true;
        break;
    case Opcode::Mark:
        if (m_marks.size() >= m_options.maxDepth)
            fail("MARKs nested deeper than " + std::to_string(m_options.maxDepth));
        m_marks.push_back(m_stack.size());
        break;
    case Opcode::Pop:
        if (m_stack.size() > markBase())
            m_stack.pop_back();
        else if (!m_marks.empty())
            m_marks.pop_back(); // CPython: POP of a mark drops the mark
        else
            fail("stack underflow");
        break;
    case Opcode::PopMark: popMark(); break;
    case Opcode::Dup:
        if (canHoldValues(top())) {
            // Kept as a root for breakCycles: a DUPed container is in no memo, and a
            // cycle through it may have been POPed off the stack by the end.
            m_mayCycle = true;
            m_dupRoots.push_back(top());
        }
        push(top());
        break;
    case Opcode::None: push(PyValue::none()); break;
    case Opcode::NewTrue: push(PyValue::fromBool(true)); break;
    case Opcode::NewFalse: push(PyValue::fromBool(false)); break;
    case Opcode::BinInt1: push(PyValue::fromInt(readLE<std::uint8_t>())); break;
    case Opcode::BinInt2: push(PyValue::fromInt(readLE<std::uint16_t>())); break;
    case Opcode::BinInt: push(PyValue::fromInt(readLE<std::int32_t>())); break;
    case Opcode::Long1:
    case Opcode::Long4: {
        std::uint64_t n = 0;
        if (static_cast<Opcode>(op) == Opcode::Long1) {
            n = readLE<std::uint8_t>();
        } else {
            const auto s = readLE<std::int32_t>();
            if (s < 0)
                fail("negative byte count");
            n = static_cast<std::uint64_t>(s);
            if (n > m_options.maxLongBytes)
                fail("integer of " + std::to_string(n) + " bytes is larger than the limit of "
                     + std::to_string(m_options.maxLongBytes));
        }
        const std::byte* p = need(readLength(n));
        std::vector<std::uint8_t> bytes(reinterpret_cast<const std::uint8_t*>(p),
                                        reinterpret_cast<const std::uint8_t*>(p) + n);
        push(bytes.empty() ? PyValue::fromInt(0) : PyValue::fromBigInt(BigInt(std::move(bytes))));
        break;
    }
    case Opcode::Int: {
        const std::string_view t = readLine();
        if (t == "01")
            push(PyValue::fromBool(true));
        else if (t == "00")
            push(PyValue::fromBool(false));
        else
            push(guarded([&] { return parseIntText(t); }));
        break;
    }
    case Opcode::Long: {
        std::string_view t = readLine();
        if (!t.empty() && t.back() == 'L')
            t.remove_suffix(1);
        push(guarded([&] { return parseIntText(t); }));
        break;
    }
    case Opcode::BinFloat: {
        auto bits = readLE<std::uint64_t>();
        bits = __builtin_bswap64(bits); // the one big-endian argument of the format
        push(PyValue::fromFloat(std::bit_cast<double>(bits)));
        break;
    }
    case Opcode::Float: push(guarded([&] { return PyValue::fromFloat(parseFloatText(readLine())); })); break;
    case Opcode::BinUnicode: push(strValue(readLength(readLE<std::uint32_t>()))); break;
    case Opcode::ShortBinUnicode: push(strValue(readLength(readLE<std::uint8_t>()))); break;
    case Opcode::BinUnicode8: push(strValue(readLength(readLE<std::uint64_t>()))); break;
    case Opcode::Unicode: push(guarded([&] { return PyValue::fromStr(decodeRawUnicodeEscape(readLine())); })); break;
    case Opcode::ShortBinBytes: push(bytesValue(readLength(readLE<std::uint8_t>()))); break;
    case Opcode::BinBytes: push(bytesValue(readLength(readLE<std::uint32_t>()))); break;
    case Opcode::BinBytes8: push(bytesValue(readLength(readLE<std::uint64_t>()))); break;
    case Opcode::ByteArray8: {
        const std::size_t n = readLength(readLE<std::uint64_t>());
        const std::byte* p = need(n);
        push(PyValue::fromByteArray(std::string(reinterpret_cast<const char*>(p), n)));
        break;
    }
    // Python 2 str: decoded as latin-1 text, as CPython does with encoding='latin1'
    // (what numpy documents for Python 2 files); numpy turns it back into bytes.
    case Opcode::ShortBinString: {
        const std::size_t n = readLength(readLE<std::uint8_t>());
        const std::byte* p = need(n);
        push(PyValue::fromStr(latin1ToUtf8({reinterpret_cast<const char*>(p), n})));
        break;
    }
    case Opcode::BinString: {
        const auto s = readLE<std::int32_t>();
        if (s < 0)
            fail("negative byte count");
        const std::size_t n = readLength(static_cast<std::uint64_t>(s));
        const std::byte* p = need(n);
        push(PyValue::fromStr(latin1ToUtf8({reinterpret_cast<const char*>(p), n})));
        break;
    }
    case Opcode::String:
        push(guarded([&] { return PyValue::fromStr(latin1ToUtf8(decodeStringEscape(readLine()))); }));
        break;
    case Opcode::EmptyTuple: push(PyValue::tuple()); break;
    case Opcode::Tuple1:
    case Opcode::Tuple2:
    case Opcode::Tuple3: {
        const std::size_t n = op - static_cast<std::uint8_t>(Opcode::Tuple1) + 1;
        if (m_stack.size() < markBase() + n)
            fail("stack underflow");
        std::vector<PyValue> items(std::make_move_iterator(m_stack.end() - static_cast<std::ptrdiff_t>(n)),
                                   std::make_move_iterator(m_stack.end()));
        m_stack.resize(m_stack.size() - n);
        push(PyValue::tuple(std::move(items)));
        break;
    }
    case Opcode::Tuple: push(PyValue::tuple(popMark())); break;
    case Opcode::EmptyList: push(PyValue::list()); break;
    case Opcode::List: push(PyValue::list(popMark())); break;
    case Opcode::Append: {
        PyValue v = pop();
        appendItems({std::move(v)});
        break;
    }
    case Opcode::Appends: appendItems(popMark()); break;
    case Opcode::EmptyDict: push(PyValue::dict()); break;
    case Opcode::Dict: {
        auto items = popMark();
        if (items.size() % 2 != 0)
            fail("odd number of items");
        push(PyValue::dict());
        setItems(std::move(items));
        break;
    }
    case Opcode::SetItem: {
        PyValue v = pop();
        PyValue k = pop();
        setItems({std::move(k), std::move(v)});
        break;
    }
    case Opcode::SetItems: setItems(popMark()); break;
    case Opcode::EmptySet: push(PyValue::set()); break;
    case Opcode::AddItems: {
        auto items = popMark();
        PyValue& target = top();
        if (target.kind() != K::Set)
            fail("cannot add items to " + target.typeName());
        auto& dst = target.mutableItems();
        for (auto& v : items)
            dst.push_back(std::move(v));
        break;
    }
    case Opcode::FrozenSet: push(guarded([&] { return PyValue::frozenSet(popMark()); })); break;
    case Opcode::Put: memoPut(guarded([&] { return parseIndexText(readLine()); })); break;
    case Opcode::BinPut: memoPut(readLE<std::uint8_t>()); break;
    case Opcode::LongBinPut: memoPut(readLE<std::uint32_t>()); break;
    case Opcode::Memoize: memoPut(m_memo.size()); break;
    case Opcode::Get: memoGet(guarded([&] { return parseIndexText(readLine()); })); break;
    case Opcode::BinGet: memoGet(readLE<std::uint8_t>()); break;
    case Opcode::LongBinGet: memoGet(readLE<std::uint32_t>()); break;
    case Opcode::Global: {
        std::string module(readLine());
        std::string name(readLine());
        push(PyValue::global(makeGlobal(std::move(module), std::move(name))));
        break;
    }
    case Opcode::StackGlobal: {
        PyValue name = pop();
        PyValue module = pop();
        if (module.kind() != K::Str || name.kind() != K::Str)
            fail("module and name must be str, not " + module.typeName() + " and " + name.typeName());
        push(PyValue::global(makeGlobal(std::string(module.asString()), std::string(name.asString()))));
        break;
    }
    case Opcode::Reduce: reduce(); break;
    case Opcode::NewObj: newObj(false); break;
    case Opcode::NewObjEx: newObj(true); break;
    case Opcode::Build: build(); break;
    case Opcode::Inst: {
        // Python 2 old-style instance: class named inline, arguments since the MARK.
        std::string module(readLine());
        std::string name(readLine());
        PyGlobal cls = makeGlobal(std::move(module), std::move(name));
        instantiate(cls, popMark());
        break;
    }
    case Opcode::Obj: {
        auto items = popMark();
        if (items.empty())
            fail("stack underflow");
        if (items.front().kind() != K::Global)
            fail("the class must be a global, not " + items.front().typeName());
        PyGlobal cls = items.front().asGlobal();
        items.erase(items.begin());
        instantiate(cls, std::move(items));
        break;
    }
    case Opcode::BinPersId: {
        if (m_in.persistentLoad) {
            PyValue pid = pop();
            push(guarded([&] {
                checkTorchPersistentId(pid);
                return (*m_in.persistentLoad)(pid);
            }));
            break;
        }
        if (!m_torch)
            fail("persistent IDs are not supported (they refer to data outside the pickle; only torch storages "
                 "inside a tensor's own bytes are read)");
        PyValue pid = pop();
        guarded([&] { checkTorchPersistentId(pid); });
        push(std::move(pid));
        break;
    }
    case Opcode::PersId: fail("persistent IDs are not supported (they refer to data outside the pickle)");
    case Opcode::Ext1:
    case Opcode::Ext2:
    case Opcode::Ext4: fail("copyreg extension codes are not supported (they refer to a registry outside the file)");
    case Opcode::NextBuffer:
    case Opcode::ReadOnlyBuffer:
        fail("out-of-band buffers are not supported: the data is not in the file (it was pickled with a "
             "buffer_callback)");
    default: {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", op);
        fail(std::string("unknown opcode ") + hex);
    }
    }
}

RunResult Machine::run(std::size_t offset, bool deferCycles)
{
    m_pos = offset;
    while (!m_stopped) {
        if (m_pos >= m_in.size) {
            m_opPos = m_pos;
            m_op = 0;
            throw FormatError(m_in.fileName, m_in.baseOffset + static_cast<std::int64_t>(m_pos),
                              "the pickle data ends without a STOP opcode");
        }
        m_opPos = m_pos;
        m_op = static_cast<std::uint8_t>(m_in.data[m_pos++]);
        step(m_op);
    }
    RunResult r;
    if (deferCycles && m_mayCycle) {
        r.mayCycle = true;
        r.leftovers = std::move(m_stack);
        r.leftovers.reserve(r.leftovers.size() + m_memo.size() + m_dupRoots.size());
        for (auto& [index, v] : m_memo)
            r.leftovers.push_back(std::move(v));
        for (auto& v : m_dupRoots)
            r.leftovers.push_back(std::move(v));
    } else {
        breakCycles();
    }
    r.value = std::move(m_result);
    r.end = m_pos;
    r.replaced = std::move(m_replaced);
    r.replacedObjects = std::move(m_replacedObjects);
    return r;
}

} // namespace

RunResult runMachine(const Input& input, std::size_t offset, const PickleReadOptions& options, bool torchContext,
                     bool deferCycles)
{
    Machine m(input, options, torchContext);
    try {
        return m.run(offset, deferCycles);
    } catch (...) {
        // What was built before the error is dropped with the machine: free its cycles.
        m.breakCycles();
        throw;
    }
}

} // namespace ReplayScope::Core::Pickle
