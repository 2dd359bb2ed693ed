// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to the core sources (not part of the public API): an allocator that keeps a
// few freed blocks of one size per thread and hands them out again before asking the
// heap. PyValue's payloads (one for every array, string, container and Batch value) and
// the Batches of values are made and freed for every step ReplayBuffer.add takes (issue
// 23): a block from this cache costs a few instructions where malloc and free cost about
// 115 together.

#include <cstddef>
#include <new>

namespace ReplayScope::Core {

/// Freed blocks of Size bytes, at most kBlocks per thread (64 KB for PyValue's payloads);
/// beyond that, and after the thread's cache is gone, blocks go back to the heap. A block
/// freed by another thread than the one that made it joins the freeing thread's cache.
/// Off under AddressSanitizer, whose checks of freed memory a cache would hide.
template <std::size_t Size> class BlockCache {
public:
    static constexpr std::size_t kBlocks = 256;

    /// A cached block, or null when this thread has none.
    static void* take() noexcept
    {
        if constexpr (!kEnabled)
            return nullptr;
        Blocks& blocks = t_blocks;
        Node* node = blocks.head;
        if (!node)
            return nullptr;
        blocks.head = node->next;
        --blocks.count;
        return node;
    }
    /// Keeps p for reuse; false when the cache is full or closed (the caller frees it).
    static bool give(void* p) noexcept
    {
        if constexpr (!kEnabled)
            return false;
        Blocks& blocks = t_blocks;
        if (blocks.count >= kBlocks || blocks.closed)
            return false;
        blocks.head = new (p) Node{blocks.head};
        ++blocks.count;
        return true;
    }

private:
#if defined(__SANITIZE_ADDRESS__)
    static constexpr bool kEnabled = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    static constexpr bool kEnabled = false;
#else
    static constexpr bool kEnabled = true;
#endif
#else
    static constexpr bool kEnabled = true;
#endif
    struct Node {
        Node* next;
    };
    struct Blocks {
        Node* head = nullptr;
        std::size_t count = 0;
        bool closed = false;
        // At thread exit: values freed later (statics, other threads' caches) go to the heap.
        ~Blocks()
        {
            closed = true;
            while (head) {
                Node* node = head;
                head = node->next;
                ::operator delete(node, Size);
            }
        }
    };
    static inline thread_local Blocks t_blocks;
};

/// A std::allocator for std::allocate_shared whose single-object blocks go through the
/// BlockCache of their size.
template <typename T> struct CachedAllocator {
    static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__, "blocks come from the plain operator new");
    using value_type = T;

    CachedAllocator() noexcept = default;
    template <typename U> CachedAllocator(const CachedAllocator<U>&) noexcept { }

    T* allocate(std::size_t n)
    {
        if (n == 1) {
            if (void* p = BlockCache<sizeof(T)>::take())
                return static_cast<T*>(p);
        }
        return static_cast<T*>(::operator new(n * sizeof(T)));
    }
    void deallocate(T* p, std::size_t n) noexcept
    {
        if (n == 1 && BlockCache<sizeof(T)>::give(p))
            return;
        ::operator delete(p, n * sizeof(T));
    }
    template <typename U> bool operator==(const CachedAllocator<U>&) const noexcept { return true; }
};

} // namespace ReplayScope::Core
