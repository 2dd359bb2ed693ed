// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "output.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace ReplayScope::Cli {

std::string pyFloat(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    // Shortest round-trip digits in scientific form, then laid out as Python's
    // float_repr_style 'r' does: fixed notation for exponents -5 < e < 16.
    char buf[64];
    const auto result = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    std::string sci(buf, result.ptr);
    std::string sign;
    if (sci.front() == '-') {
        sign = "-";
        sci.erase(0, 1);
    }
    const std::size_t ePos = sci.find('e');
    const int exponent = std::stoi(sci.substr(ePos + 1));
    std::string digits = sci.substr(0, ePos);
    digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
    if (exponent < -4 || exponent >= 16) {
        std::string out = sign + digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        char exp[16];
        std::snprintf(exp, sizeof exp, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
        return out + exp;
    }
    std::string out;
    if (exponent < 0) {
        out = "0." + std::string(std::size_t(-exponent - 1), '0') + digits;
    } else if (std::size_t(exponent) + 1 >= digits.size()) {
        out = digits + std::string(std::size_t(exponent) + 1 - digits.size(), '0') + ".0";
    } else {
        out = digits.substr(0, std::size_t(exponent) + 1) + "." + digits.substr(std::size_t(exponent) + 1);
    }
    return sign + out;
}

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ", ";
        m_first.back() = false;
    }
}

void JsonWriter::beginObject()
{
    separate();
    m_out += '{';
    m_first.push_back(true);
}

void JsonWriter::endObject()
{
    m_out += '}';
    m_first.pop_back();
}

void JsonWriter::beginArray()
{
    separate();
    m_out += '[';
    m_first.push_back(true);
}

void JsonWriter::endArray()
{
    m_out += ']';
    m_first.pop_back();
}

void JsonWriter::key(std::string_view name)
{
    separate();
    quoted(name);
    m_out += ": ";
    m_afterKey = true;
}

void JsonWriter::string(std::string_view text)
{
    separate();
    quoted(text);
}

void JsonWriter::quoted(std::string_view text)
{
    m_out += '"';
    for (char c : text) {
        switch (c) {
        case '"': m_out += "\\\""; break;
        case '\\': m_out += "\\\\"; break;
        case '\n': m_out += "\\n"; break;
        case '\r': m_out += "\\r"; break;
        case '\t': m_out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char esc[8];
                std::snprintf(esc, sizeof esc, "\\u%04x", unsigned(static_cast<unsigned char>(c)));
                m_out += esc;
            } else {
                m_out += c; // UTF-8 passes through: JSON text is Unicode
            }
        }
    }
    m_out += '"';
}

void JsonWriter::number(double value)
{
    separate();
    if (std::isnan(value))
        m_out += "NaN";
    else if (std::isinf(value))
        m_out += value > 0 ? "Infinity" : "-Infinity";
    else
        m_out += pyFloat(value);
}

void JsonWriter::integer(std::int64_t value)
{
    separate();
    m_out += std::to_string(value);
}

void JsonWriter::boolean(bool value)
{
    separate();
    m_out += value ? "true" : "false";
}

void JsonWriter::null()
{
    separate();
    m_out += "null";
}

void JsonWriter::integers(const std::vector<std::int64_t>& values)
{
    beginArray();
    for (std::int64_t v : values)
        integer(v);
    endArray();
}

void JsonWriter::arrayValues(const Core::NdArray& array)
{
    const Core::DType& dt = array.dtype();
    auto element = [&](std::int64_t flat) {
        if (dt.isBool())
            boolean(array.toBool(flat));
        else if (dt.isInteger())
            integer(array.toInt64(flat));
        else
            number(array.toDouble(flat));
    };
    if (array.ndim() == 0) {
        element(0);
        return;
    }
    // Nested lists, row by row, in C order.
    const Core::Shape& shape = array.shape();
    std::int64_t flat = 0;
    auto emit = [&](auto&& self, std::size_t axis) -> void {
        beginArray();
        for (std::int64_t i = 0; i < shape[axis]; ++i) {
            if (axis + 1 == shape.size())
                element(flat++);
            else
                self(self, axis + 1);
        }
        endArray();
    };
    emit(emit, 0);
}

Progress::Progress(const std::string& text)
    : m_active(isatty(STDERR_FILENO) == 1)
{
    update(text);
}

Progress::~Progress()
{
    if (m_active)
        std::fputs("\r\033[K", stderr);
}

void Progress::update(const std::string& text)
{
    if (!m_active)
        return;
    std::fprintf(stderr, "\r\033[K%s", text.c_str());
    std::fflush(stderr);
}

} // namespace ReplayScope::Cli
