// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace ReplayScope::Core::Pickle {

/// Every opcode of pickle protocols 0 to 5, with CPython's byte values and names
/// (pickle-format.md section 1). The reader dispatches on these; the writer emits a
/// subset; opcodeName() gives the pickletools spelling used in error messages.
enum class Opcode : std::uint8_t {
    Mark = '(',
    Stop = '.',
    Pop = '0',
    PopMark = '1',
    Dup = '2',
    Float = 'F',
    Int = 'I',
    BinInt = 'J',
    BinInt1 = 'K',
    Long = 'L',
    BinInt2 = 'M',
    None = 'N',
    PersId = 'P',
    BinPersId = 'Q',
    Reduce = 'R',
    String = 'S',
    BinString = 'T',
    ShortBinString = 'U',
    Unicode = 'V',
    BinUnicode = 'X',
    Append = 'a',
    Build = 'b',
    Global = 'c',
    Dict = 'd',
    EmptyDict = '}',
    Appends = 'e',
    Get = 'g',
    BinGet = 'h',
    Inst = 'i',
    LongBinGet = 'j',
    List = 'l',
    EmptyList = ']',
    Obj = 'o',
    Put = 'p',
    BinPut = 'q',
    LongBinPut = 'r',
    SetItem = 's',
    Tuple = 't',
    EmptyTuple = ')',
    SetItems = 'u',
    BinFloat = 'G',
    // protocol 2
    Proto = 0x80,
    NewObj = 0x81,
    Ext1 = 0x82,
    Ext2 = 0x83,
    Ext4 = 0x84,
    Tuple1 = 0x85,
    Tuple2 = 0x86,
    Tuple3 = 0x87,
    NewTrue = 0x88,
    NewFalse = 0x89,
    Long1 = 0x8a,
    Long4 = 0x8b,
    // protocol 3
    BinBytes = 'B',
    ShortBinBytes = 'C',
    // protocol 4
    ShortBinUnicode = 0x8c,
    BinUnicode8 = 0x8d,
    BinBytes8 = 0x8e,
    EmptySet = 0x8f,
    AddItems = 0x90,
    FrozenSet = 0x91,
    NewObjEx = 0x92,
    StackGlobal = 0x93,
    Memoize = 0x94,
    Frame = 0x95,
    // protocol 5
    ByteArray8 = 0x96,
    NextBuffer = 0x97,
    ReadOnlyBuffer = 0x98,
};

/// pickletools' name of an opcode byte ("BINUNICODE"), or null for a byte that is no
/// opcode. Error messages quote it so users can compare with `pickletools.dis`.
constexpr const char* opcodeName(std::uint8_t byte)
{
    switch (static_cast<Opcode>(byte)) {
    case Opcode::Mark: return "MARK";
    case Opcode::Stop: return "STOP";
    case Opcode::Pop: return "POP";
    case Opcode::PopMark: return "POP_MARK";
    case Opcode::Dup: return "DUP";
    case Opcode::Float: return "FLOAT";
    case Opcode::Int: return "INT";
    case Opcode::BinInt: return "BININT";
    case Opcode::BinInt1: return "BININT1";
    case Opcode::Long: return "LONG";
    case Opcode::BinInt2: return "BININT2";
    case Opcode::None: return "NONE";
    case Opcode::PersId: return "PERSID";
    case Opcode::BinPersId: return "BINPERSID";
    case Opcode::Reduce: return "REDUCE";
    case Opcode::String: return "STRING";
    case Opcode::BinString: return "BINSTRING";
    case Opcode::ShortBinString: return "SHORT_BINSTRING";
    case Opcode::Unicode: return "UNICODE";
    case Opcode::BinUnicode: return "BINUNICODE";
    case Opcode::Append: return "APPEND";
    case Opcode::Build: return "BUILD";
    case Opcode::Global: return "GLOBAL";
    case Opcode::Dict: return "DICT";
    case Opcode::EmptyDict: return "EMPTY_DICT";
    case Opcode::Appends: return "APPENDS";
    case Opcode::Get: return "GET";
    case Opcode::BinGet: return "BINGET";
    case Opcode::Inst: return "INST";
    case Opcode::LongBinGet: return "LONG_BINGET";
    case Opcode::List: return "LIST";
    case Opcode::EmptyList: return "EMPTY_LIST";
    case Opcode::Obj: return "OBJ";
    case Opcode::Put: return "PUT";
    case Opcode::BinPut: return "BINPUT";
    case Opcode::LongBinPut: return "LONG_BINPUT";
    case Opcode::SetItem: return "SETITEM";
    case Opcode::Tuple: return "TUPLE";
    case Opcode::EmptyTuple: return "EMPTY_TUPLE";
    case Opcode::SetItems: return "SETITEMS";
    case Opcode::BinFloat: return "BINFLOAT";
    case Opcode::Proto: return "PROTO";
    case Opcode::NewObj: return "NEWOBJ";
    case Opcode::Ext1: return "EXT1";
    case Opcode::Ext2: return "EXT2";
    case Opcode::Ext4: return "EXT4";
    case Opcode::Tuple1: return "TUPLE1";
    case Opcode::Tuple2: return "TUPLE2";
    case Opcode::Tuple3: return "TUPLE3";
    case Opcode::NewTrue: return "NEWTRUE";
    case Opcode::NewFalse: return "NEWFALSE";
    case Opcode::Long1: return "LONG1";
    case Opcode::Long4: return "LONG4";
    case Opcode::BinBytes: return "BINBYTES";
    case Opcode::ShortBinBytes: return "SHORT_BINBYTES";
    case Opcode::ShortBinUnicode: return "SHORT_BINUNICODE";
    case Opcode::BinUnicode8: return "BINUNICODE8";
    case Opcode::BinBytes8: return "BINBYTES8";
    case Opcode::EmptySet: return "EMPTY_SET";
    case Opcode::AddItems: return "ADDITEMS";
    case Opcode::FrozenSet: return "FROZENSET";
    case Opcode::NewObjEx: return "NEWOBJ_EX";
    case Opcode::StackGlobal: return "STACK_GLOBAL";
    case Opcode::Memoize: return "MEMOIZE";
    case Opcode::Frame: return "FRAME";
    case Opcode::ByteArray8: return "BYTEARRAY8";
    case Opcode::NextBuffer: return "NEXT_BUFFER";
    case Opcode::ReadOnlyBuffer: return "READONLY_BUFFER";
    }
    return nullptr;
}

} // namespace ReplayScope::Core::Pickle
