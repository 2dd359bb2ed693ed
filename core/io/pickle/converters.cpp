// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The whitelist: which globals are converted (and by whom), which are refused, and the
// builtins that need no family of their own. pickle-format.md section 3.

#include "pickleinternal.h"
#include "textdecode.h"

#include <core/error.h>

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>

namespace ReplayScope::Core::Pickle {

namespace {

bool isOneOf(const std::string& s, std::initializer_list<std::string_view> options)
{
    for (auto o : options)
        if (s == o)
            return true;
    return false;
}

bool moduleIn(const std::string& module, std::initializer_list<std::string_view> roots)
{
    for (auto r : roots) {
        if (module == r)
            return true;
        if (module.size() > r.size() && module.compare(0, r.size(), r) == 0 && module[r.size()] == '.')
            return true;
    }
    return false;
}

bool isReconstruct(const PyGlobal& g)
{
    return g.name == "_reconstruct" && isOneOf(g.module, {"numpy.core.multiarray", "numpy._core.multiarray"});
}

bool isBatchClass(const PyGlobal& g)
{
    return g.module == "tianshou.data.batch" && g.name == "Batch";
}

PyValue bytesFromIntList(const std::vector<PyValue>& items, bool byteArray)
{
    std::string out;
    out.reserve(items.size());
    for (const auto& v : items) {
        if (v.kind() != PyValue::Kind::Int || v.asInt() < 0 || v.asInt() > 255)
            throw ValueError("bytes must be in range(0, 256)");
        out += static_cast<char>(v.asInt());
    }
    return byteArray ? PyValue::fromByteArray(std::move(out)) : PyValue::fromBytes(std::move(out));
}

// `_codecs.encode(text, encoding)` and the `bytes(text, encoding)` form: the two
// encodings protocol 2 uses for bytes (latin1) and for Python 3 defaults (utf-8).
std::optional<std::string> encodeText(const std::vector<PyValue>& args)
{
    if (args.empty() || args.size() > 2 || args[0].kind() != PyValue::Kind::Str)
        return std::nullopt;
    std::string encoding = "utf-8";
    if (args.size() == 2) {
        if (args[1].kind() != PyValue::Kind::Str)
            return std::nullopt;
        encoding = std::string(args[1].asString());
    }
    if (isOneOf(encoding, {"latin1", "latin-1", "iso-8859-1", "iso8859-1", "l1"})) {
        auto bytes = utf8ToLatin1(args[0].asString());
        if (!bytes)
            throw ValueError("'latin-1' codec can't encode characters: ordinal not in range(256)");
        return bytes;
    }
    if (isOneOf(encoding, {"utf-8", "utf8", "UTF-8"}))
        return std::string(args[0].asString());
    return std::nullopt;
}

} // namespace

PyGlobal normalizeGlobal(std::string module, std::string name)
{
    // Python's _compat_pickle mappings that matter for data files.
    if (module == "__builtin__" || module == "exceptions") {
        module = "builtins";
        if (name == "xrange")
            name = "range";
        else if (name == "unicode" || name == "basestring")
            name = "str";
        else if (name == "long")
            name = "int";
        else if (name == "reduce")
            module = "functools";
    } else if (module == "copy_reg") {
        module = "copyreg";
    } else if (module == "UserDict" || module == "UserList" || module == "UserString") {
        module = "collections";
    }
    return {std::move(module), std::move(name)};
}

bool isBlockedGlobal(const PyGlobal& g)
{
    // Modules whose functions run commands, touch files, or reach other objects by name.
    if (moduleIn(g.module, {"os",
                            "posix",
                            "nt",
                            "subprocess",
                            "sys",
                            "shutil",
                            "socket",
                            "importlib",
                            "runpy",
                            "pty",
                            "ctypes",
                            "multiprocessing",
                            "code",
                            "codeop",
                            "pickle",
                            "_pickle",
                            "marshal",
                            "webbrowser",
                            "io",
                            "_io",
                            "operator",
                            "_operator",
                            "types",
                            "pydoc",
                            "pkgutil",
                            "timeit",
                            "pdb",
                            "bdb",
                            "trace",
                            "cProfile",
                            "profile",
                            "commands",
                            "popen2",
                            "numpy.testing",
                            "numpy.distutils",
                            "numpy.f2py",
                            "numpy.ctypeslib",
                            "numpy.lib.npyio",
                            "numpy.lib.format",
                            "torch.hub",
                            "torch.jit",
                            "torch.ops"}))
        return true;
    if (g.module == "builtins")
        // getattr is not here: pickles of enum members (`getattr(Enum, 'NAME')`) use it,
        // and builtinReduce keeps exactly that form as data (see getattrReference).
        return isOneOf(g.name, {"eval", "exec", "execfile", "compile", "__import__", "setattr", "delattr", "open",
                                "file", "input", "raw_input", "globals", "locals", "vars", "breakpoint", "apply",
                                "exit", "quit", "help"});
    if (g.module == "functools")
        return isOneOf(g.name, {"partial", "reduce"});
    if (g.module == "numpy")
        return isOneOf(g.name, {"load", "save", "savez", "fromfile", "loadtxt", "genfromtxt", "memmap"});
    if (g.module == "torch")
        return isOneOf(g.name, {"load", "save"});
    if (g.module == "torch._utils")
        return g.name == "_rebuild_device_tensor_from_numpy";
    return false;
}

namespace {

// `builtins.getattr(cls, 'NAME')`: how pickle writes enum members that reduce to an
// attribute of their class (SB3's GoalSelectionStrategy.FUTURE). Nothing is looked up:
// the REDUCE stays an opaque object that names the class and the attribute, and since
// the machine only calls globals, the result can never be called. Any other form (a
// non-class first argument, dunder or private names such as `__new__`, which the
// protocol 2 spelling of __getnewargs_ex__ uses) is refused as before.
void checkGetattrReference(const std::vector<PyValue>& args)
{
    const bool plain = args.size() == 2 && args[0].kind() == PyValue::Kind::Global
                       && args[1].kind() == PyValue::Kind::Str && !args[1].asString().empty()
                       && args[1].asString()[0] != '_';
    if (!plain)
        throw ValueError("builtins.getattr is only read as getattr(<class>, '<public name>') (an enum member); "
                         "this call could run code and the file is refused");
}

} // namespace

std::optional<PyValue> builtinReduce(const PyGlobal& g, const std::vector<PyValue>& args)
{
    using K = PyValue::Kind;
    const std::string name = qualifiedName(g);
    if (name == "builtins.getattr") {
        checkGetattrReference(args);
        return std::nullopt; // kept as an opaque object: data, never called
    }
    if (name == "_codecs.encode") {
        auto bytes = encodeText(args);
        if (!bytes)
            return std::nullopt;
        return PyValue::fromBytes(std::move(*bytes));
    }
    if (name == "builtins.bytes" || name == "builtins.bytearray") {
        const bool ba = name == "builtins.bytearray";
        auto make = [&](std::string s) {
            return ba ? PyValue::fromByteArray(std::move(s)) : PyValue::fromBytes(std::move(s));
        };
        if (args.empty())
            return make({});
        if (args.size() == 1 && (args[0].kind() == K::Bytes || args[0].kind() == K::ByteArray))
            return make(std::string(args[0].asString()));
        if (args.size() == 1 && args[0].isSequence())
            return bytesFromIntList(args[0].items(), ba);
        if (args[0].kind() == K::Str && args.size() == 2) {
            auto bytes = encodeText(args);
            if (bytes)
                return make(std::move(*bytes));
        }
        return std::nullopt;
    }
    if (name == "builtins.set" || name == "builtins.frozenset") {
        std::vector<PyValue> items;
        if (args.size() == 1 && (args[0].isSequence() || args[0].kind() == K::Set || args[0].kind() == K::FrozenSet))
            items = args[0].items();
        else if (!args.empty())
            return std::nullopt;
        return name == "builtins.set" ? PyValue::set(std::move(items)) : PyValue::frozenSet(std::move(items));
    }
    if (name == "builtins.complex") {
        if (args.empty() || args.size() > 2)
            return std::nullopt;
        for (const auto& a : args)
            if (!(a.kind() == K::Int || a.kind() == K::Float || a.kind() == K::Bool))
                return std::nullopt;
        return PyValue::fromComplex({args[0].asDouble(), args.size() == 2 ? args[1].asDouble() : 0.0});
    }
    if (name == "collections.OrderedDict" && args.empty())
        return PyValue::dict(); // items follow with SETITEMS on the result
    return std::nullopt;
}

std::optional<PyValue> convertReduce(const PyGlobal& g, const std::vector<PyValue>& args, const ConvertContext& ctx)
{
    if (moduleIn(g.module, {"builtins", "_codecs", "collections"}))
        return builtinReduce(g, args);
    if (g.name == "scalar" && isOneOf(g.module, {"numpy.core.multiarray", "numpy._core.multiarray"}))
        return numpyScalar(args, ctx);
    if (g.name == "_frombuffer" && isOneOf(g.module, {"numpy.core.numeric", "numpy._core.numeric"}))
        return numpyFromBuffer(args, ctx);
    if (moduleIn(g.module, {"torch"}))
        return torchReduce(g, args, ctx);
    // `_reconstruct` and `numpy.dtype` are completed by their BUILD (convertBuild).
    return std::nullopt;
}

std::optional<PyValue> convertNewObj(const PyGlobal&, const std::vector<PyValue>&, const ConvertContext&)
{
    // Batch is completed by its BUILD; nothing is converted at NEWOBJ time.
    return std::nullopt;
}

std::optional<PyValue> convertBuild(const PyObject& object, const PyValue& state, const ConvertContext& ctx)
{
    if (object.creation == PyObject::Creation::Reduce && isReconstruct(object.cls))
        return numpyReconstructBuild(object, state, ctx);
    if (object.creation == PyObject::Creation::Reduce && object.cls == PyGlobal{"numpy", "dtype"})
        return numpyDTypeBuild(object, &state);
    if (object.creation == PyObject::Creation::NewObj && isBatchClass(object.cls) && object.args->empty()
        && object.listItems.empty() && object.dictItems.empty())
        return tianshouBatchBuild(state);
    return std::nullopt;
}

std::optional<PyValue> convertUnbuilt(const PyObject& object)
{
    if (object.state)
        return std::nullopt;
    if (object.creation == PyObject::Creation::NewObj && isBatchClass(object.cls) && object.args->empty()
        && object.dictItems.empty() && object.listItems.empty())
        return tianshouBatchBuild(PyValue::none());
    if (object.creation == PyObject::Creation::Reduce && object.cls == PyGlobal{"numpy", "dtype"})
        return numpyDTypeBuild(object, nullptr);
    return std::nullopt;
}

bool bytesLike(const PyValue& v)
{
    return v.kind() == PyValue::Kind::Bytes || v.kind() == PyValue::Kind::ByteArray || v.kind() == PyValue::Kind::Str;
}

std::shared_ptr<Storage> storageOfBytes(const PyValue& value, std::size_t alignment, bool viewUnaligned)
{
    if (value.kind() == PyValue::Kind::Str) {
        // Python 2 str read as latin-1 text: numpy encodes it back (encoding='latin1').
        auto bytes = utf8ToLatin1(value.asString());
        if (!bytes)
            throw ValueError("array data given as text that is not latin-1");
        return Storage::copyOf(reinterpret_cast<const std::byte*>(bytes->data()), bytes->size());
    }
    const std::string_view sv = value.asString();
    const auto* p = reinterpret_cast<const std::byte*>(sv.data());
    const bool aligned = alignment <= 1 || reinterpret_cast<std::uintptr_t>(p) % alignment == 0;
    if (!aligned && !viewUnaligned)
        return Storage::copyOf(p, sv.size());
    // The PyValue copy keeps the bytes (and through them the file mapping) alive.
    return Storage::wrap(p, sv.size(), std::make_shared<const PyValue>(value), false);
}

} // namespace ReplayScope::Core::Pickle
