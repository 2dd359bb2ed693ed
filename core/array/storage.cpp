// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/array/storage.h>

#include <core/error.h>
#include <core/python/blockcache.h>
#include <core/python/pyvalue.h>

#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace ReplayScope::Core {

namespace {

// Large arrays ask for transparent huge pages before their first touch, as numpy does
// for its own data (>= 4 MB): one page fault per 2 MB instead of per 4 KB when they
// are filled, and far fewer TLB misses when rows are gathered at random (issue 10).
void adviseHugePages([[maybe_unused]] std::byte* data, [[maybe_unused]] std::size_t bytes)
{
#ifdef __linux__
    constexpr std::size_t HugeFrom = std::size_t{4} << 20;
    constexpr std::uintptr_t Page = 4096;
    if (bytes < HugeFrom)
        return;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + Page - 1) & ~(Page - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(Page - 1);
    if (end > begin)
        ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE); // advice only: failure is harmless
#endif
}

// Small arrays are made and dropped by the thousand (rows, scalars, sampled batches):
// their storage object, the shared_ptr's control block and the bytes come from one
// allocation instead of three. The bytes follow the control block at malloc's own
// alignment (16 bytes on x86-64, what numpy's default allocator gives its data too):
// an over-aligned operator new would go through memalign, which profiles of
// ReplayBuffer.add showed costing more than the rest of the allocation (issue 10).
constexpr std::size_t InlineMax = 4096;
constexpr std::size_t DataAlign = __STDCPP_DEFAULT_NEW_ALIGNMENT__;

template <typename T> struct TrailingBytes {
    using value_type = T;
    std::size_t extra = 0;
    std::byte** data = nullptr; // where allocate() reports the trailing bytes

    TrailingBytes(std::size_t e, std::byte** d)
        : extra(e)
        , data(d)
    {
    }
    template <typename U>
    TrailingBytes(const TrailingBytes<U>& other)
        : extra(other.extra)
        , data(other.data)
    {
    }

    static std::size_t head(std::size_t n) { return (n * sizeof(T) + DataAlign - 1) / DataAlign * DataAlign; }
    // Storages of up to 16 bytes (0-d arrays, a step's one-row results) are all one block
    // size, kept in a per-thread BlockCache (issue 23).
    static constexpr std::size_t SmallExtra = 16;
    static constexpr std::size_t SmallBlock = (sizeof(T) + DataAlign - 1) / DataAlign * DataAlign + SmallExtra;
    T* allocate(std::size_t n)
    {
        std::byte* p = nullptr;
        if (n == 1 && extra <= SmallExtra) {
            p = static_cast<std::byte*>(BlockCache<SmallBlock>::take());
            if (!p)
                p = static_cast<std::byte*>(::operator new(SmallBlock));
        } else {
            p = static_cast<std::byte*>(::operator new(head(n) + extra));
        }
        if (data)
            *data = p + head(n);
        return reinterpret_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t n)
    {
        if (n == 1 && extra <= SmallExtra) {
            if (!BlockCache<SmallBlock>::give(p))
                ::operator delete(p, SmallBlock);
            return;
        }
        ::operator delete(p, head(n) + extra);
    }
    template <typename U> bool operator==(const TrailingBytes<U>& other) const { return extra == other.extra; }
};

// Heap bytes for large storages. zeroed uses calloc: fresh memory from the kernel is
// already zero, so the pages are only touched (and faulted in) where the array is
// written, as with numpy's zeros(); a buffer of 100,000 rows filled by 20,000 adds no
// longer clears all of its columns up front.
std::byte* heapBytes(std::size_t bytes, bool zeroed)
{
    void* p = zeroed ? std::calloc(bytes ? bytes : 1, 1) : std::malloc(bytes ? bytes : 1);
    if (!p)
        throw std::bad_alloc();
    return static_cast<std::byte*>(p);
}

} // namespace

struct Storage::InlineBlock {
    Storage storage;
};

std::shared_ptr<Storage> Storage::allocate(std::size_t bytes)
{
    if (bytes > InlineMax)
        return heapStorage(bytes, true);
    std::shared_ptr<Storage> s = allocateUninitialized(bytes);
    std::memset(s->m_data, 0, bytes); // the zero fill numpy's zeros() promises
    return s;
}

std::shared_ptr<Storage> Storage::heapStorage(std::size_t bytes, bool zeroed)
{
    std::shared_ptr<Storage> s(new Storage);
    s->m_heap.reset(heapBytes(bytes, zeroed));
    s->m_data = s->m_heap.get();
    s->m_size = bytes;
    // calloc leaves fresh pages untouched, so the advice still comes before the first touch.
    adviseHugePages(s->m_data, bytes);
    return s;
}

std::shared_ptr<Storage> Storage::allocateUninitialized(std::size_t bytes)
{
    if (bytes <= InlineMax) {
        std::byte* data = nullptr;
        auto block = std::allocate_shared<InlineBlock>(TrailingBytes<InlineBlock>(bytes ? bytes : 1, &data));
        block->storage.m_data = data;
        block->storage.m_size = bytes;
        return std::shared_ptr<Storage>(std::move(block), &block->storage);
    }
    return heapStorage(bytes, false);
}

std::shared_ptr<Storage> Storage::copyOf(const std::byte* data, std::size_t bytes)
{
    std::shared_ptr<Storage> s = allocateUninitialized(bytes);
    if (bytes)
        std::memcpy(s->m_data, data, bytes);
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

struct Storage::Deferred {
    std::mutex mutex;
    std::function<void(std::byte*, std::size_t)> fill;
    std::function<void(std::size_t, std::size_t, std::byte*)> readRange;
};

std::shared_ptr<Storage> Storage::deferred(std::size_t bytes, std::function<void(std::byte*, std::size_t)> fill,
                                           std::function<void(std::size_t, std::size_t, std::byte*)> readRange)
{
    std::shared_ptr<Storage> s(new Storage);
    s->m_size = bytes;
    s->m_deferred = std::make_unique<Deferred>();
    s->m_deferred->fill = std::move(fill);
    s->m_deferred->readRange = std::move(readRange);
    s->m_pending.store(true, std::memory_order_release);
    return s;
}

void Storage::copyRange(std::size_t offset, std::size_t length, std::byte* out) const
{
    if (m_objects)
        throw TypeError("copyRange: object storage holds no bytes");
    if (offset > m_size || length > m_size - offset)
        throw IndexError("copyRange: bytes " + std::to_string(offset) + "+" + std::to_string(length)
                         + " are outside a storage of " + std::to_string(m_size));
    if (length == 0)
        return;
    if (m_pending.load(std::memory_order_acquire)) {
        // Take the reader under the lock (materialize() drops it), read outside it so
        // that readers of different windows do not wait for each other.
        std::function<void(std::size_t, std::size_t, std::byte*)> reader;
        {
            std::lock_guard lock(m_deferred->mutex);
            if (m_pending.load(std::memory_order_relaxed))
                reader = m_deferred->readRange;
        }
        if (reader) {
            reader(offset, length, out);
            return;
        }
    }
    std::memcpy(out, data() + offset, length);
}

void Storage::materialize() const
{
    // Storages are only ever made non-const (the factories above), so filling the
    // memory behind a const access is not a write to a const object.
    auto* self = const_cast<Storage*>(this);
    std::lock_guard lock(self->m_deferred->mutex);
    if (!m_pending.load(std::memory_order_relaxed))
        return; // another thread filled it meanwhile
    if (!self->m_heap) {
        self->m_heap.reset(heapBytes(m_size, false));
        self->m_data = self->m_heap.get();
        adviseHugePages(self->m_data, m_size);
    }
    self->m_deferred->fill(self->m_data, m_size);
    self->m_deferred->fill = nullptr; // drops what the fill kept alive (an open file)
    self->m_deferred->readRange = nullptr;
    self->m_pending.store(false, std::memory_order_release);
}

Storage::~Storage() = default;

std::byte* Storage::mutableDataSlow()
{
    if (m_pending.load(std::memory_order_acquire)) [[unlikely]]
        materialize();
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
