// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "picklewriter.h"

#include "pickleemitter.h"

#include <core/io/atomicfile.h>

namespace ReplayScope::Core {

void PickleWriter::write(const PyValue& value, const std::function<void(std::string_view)>& sink)
{
    Pickle::Emitter e(sink);
    e.op(Pickle::Opcode::Proto);
    e.byte(4);
    e.prepare(value);
    e.value(value);
    e.op(Pickle::Opcode::Stop);
    e.flush();
}

std::string PickleWriter::toBytes(const PyValue& value)
{
    std::string out;
    write(value, [&](std::string_view piece) { out.append(piece); });
    return out;
}

void PickleWriter::writeFile(const std::string& path, const PyValue& value)
{
    AtomicFile file(path);
    write(value, [&](std::string_view piece) { file.write(piece); });
    file.commit();
}

} // namespace ReplayScope::Core
