// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/storage.h>

#include <core/error.h>
#include <core/pyvalue.h>

#include <cassert>
#include <cstring>

namespace ReplayScope::Core {

std::shared_ptr<Storage> Storage::allocate(std::size_t bytes)
{
    std::shared_ptr<Storage> s(new Storage);
    // make_unique<T[]> value-initialises, which is the zero fill numpy's zeros() promises.
    s->m_heap = std::make_unique<std::byte[]>(bytes ? bytes : 1);
    s->m_data = s->m_heap.get();
    s->m_size = bytes;
    return s;
}

std::shared_ptr<Storage> Storage::copyOf(const std::byte* data, std::size_t bytes)
{
    std::shared_ptr<Storage> s(new Storage);
    s->m_heap = std::make_unique_for_overwrite<std::byte[]>(bytes ? bytes : 1);
    if (bytes)
        std::memcpy(s->m_heap.get(), data, bytes);
    s->m_data = s->m_heap.get();
    s->m_size = bytes;
    return s;
}

std::shared_ptr<Storage> Storage::wrap(const std::byte* data, std::size_t bytes, std::shared_ptr<const void> owner,
                                       bool writable)
{
    std::shared_ptr<Storage> s(new Storage);
    // The const_cast is guarded by m_writable: mutableData() refuses read-only memory.
    s->m_data = const_cast<std::byte*>(data);
    s->m_size = bytes;
    s->m_writable = writable;
    s->m_owner = owner ? std::move(owner) : std::make_shared<int>(0);
    return s;
}

std::shared_ptr<Storage> Storage::objects(std::size_t count)
{
    std::shared_ptr<Storage> s(new Storage);
    s->m_objects = std::make_unique<std::vector<PyValue>>(count);
    s->m_size = count * 8;
    return s;
}

Storage::~Storage() = default;

std::byte* Storage::mutableData()
{
    if (!m_writable)
        throw ValueError("assignment destination is read-only");
    return m_data;
}

std::size_t Storage::objectCount() const
{
    return m_objects ? m_objects->size() : 0;
}

const PyValue& Storage::object(std::size_t i) const
{
    assert(m_objects && i < m_objects->size());
    return (*m_objects)[i];
}

PyValue& Storage::object(std::size_t i)
{
    assert(m_objects && i < m_objects->size());
    return (*m_objects)[i];
}

} // namespace ReplayScope::Core
