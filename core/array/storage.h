// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

namespace ReplayScope::Core {

class PyValue;

/// The memory behind one or more arrays.
///
/// Three forms exist: zero-initialised heap memory we own; external memory owned by
/// someone else (a file mapping, kept alive through the owner handle), which may be
/// read-only; and object storage, a vector of Python values for numpy object arrays.
/// Arrays that are views of each other share one Storage, so writes through a view
/// are seen by the base array, as in numpy.
class Storage final {
public:
    /// Heap memory of the given size in bytes, zero-filled.
    static std::shared_ptr<Storage> allocate(std::size_t bytes);
    /// Heap memory of the given size in bytes, not initialised: for results that are
    /// written in full right away (gathers, concatenations), which the zero fill of
    /// allocate() would only slow down.
    static std::shared_ptr<Storage> allocateUninitialized(std::size_t bytes);
    /// Heap memory holding a copy of the given bytes.
    static std::shared_ptr<Storage> copyOf(const std::byte* data, std::size_t bytes);
    /// External memory. owner keeps it alive (for example the mapping of a file).
    /// A read-only storage refuses mutableData(); arrays copy it on first write.
    static std::shared_ptr<Storage> wrap(const std::byte* data, std::size_t bytes, std::shared_ptr<const void> owner,
                                         bool writable);
    /// Object storage of count elements, each None.
    static std::shared_ptr<Storage> objects(std::size_t count);
    /// Heap memory of the given size that fill(data, bytes) writes on the first call of
    /// data() or mutableData() (once, thread safe): arrays of a file that are only read
    /// when touched (compressed HDF5 datasets). Nothing is allocated before. An exception
    /// from fill propagates out of that access; the next access tries again.
    /// readRange(offset, length, out), when given, copies bytes [offset, offset + length)
    /// without filling the whole storage: what copyRange() uses before the first fill.
    static std::shared_ptr<Storage> deferred(std::size_t bytes, std::function<void(std::byte*, std::size_t)> fill,
                                             std::function<void(std::size_t, std::size_t, std::byte*)> readRange = {});

    ~Storage();
    Storage(const Storage&) = delete;
    Storage& operator=(const Storage&) = delete;

    /// Size in bytes (for object storage: 8 bytes per element, numpy's object itemsize).
    std::size_t size() const { return m_size; }
    /// Read access to byte storage. Null for object storage.
    const std::byte* data() const
    {
        if (m_pending.load(std::memory_order_acquire)) [[unlikely]]
            materialize();
        return m_data;
    }
    /// False while a deferred() storage has not been filled yet.
    bool isMaterialized() const { return !m_pending.load(std::memory_order_acquire); }
    /// Copies bytes [offset, offset + length) of byte storage to out. A deferred storage
    /// not filled yet reads just that range when it has a range reader (a window of a
    /// compressed dataset: browsing a file larger than memory); otherwise it is filled
    /// first. Thread safe. Throws what the reader throws, or IndexError out of bounds.
    void copyRange(std::size_t offset, std::size_t length, std::byte* out) const;
    /// Write access to byte storage. Throws ValueError when the storage is read-only.
    /// Inline for the usual filled, writable storage: ReplayBuffer.add asks once per
    /// column a step (issue 23).
    std::byte* mutableData()
    {
        if (!m_pending.load(std::memory_order_acquire) && m_writable) [[likely]]
            return m_data;
        return mutableDataSlow();
    }
    bool isWritable() const { return m_writable; }
    /// True for memory owned by something else (a mapping).
    bool isExternal() const { return m_owner != nullptr; }

    bool holdsObjects() const { return m_objects != nullptr; }
    /// Number of object elements (object storage only).
    std::size_t objectCount() const;
    /// Element i of object storage (no bounds check beyond an assertion).
    const PyValue& object(std::size_t i) const;
    PyValue& object(std::size_t i);

private:
    Storage() = default;
    struct InlineBlock; // a small storage and its bytes in the shared_ptr's one allocation
    struct Deferred; // the fill of a deferred() storage
    void materialize() const;
    std::byte* mutableDataSlow(); // mutableData() of a deferred or read-only storage
    // A storage owning bytes from malloc (zeroed: calloc), for sizes above the inline limit.
    static std::shared_ptr<Storage> heapStorage(std::size_t bytes, bool zeroed);
    struct FreeBytes {
        void operator()(std::byte* p) const { std::free(p); }
    };

    std::unique_ptr<std::byte[], FreeBytes> m_heap;
    std::shared_ptr<const void> m_owner;
    std::unique_ptr<std::vector<PyValue>> m_objects;
    std::byte* m_data = nullptr;
    std::size_t m_size = 0;
    bool m_writable = true;
    std::unique_ptr<Deferred> m_deferred;
    std::atomic<bool> m_pending{false};
};

} // namespace ReplayScope::Core
