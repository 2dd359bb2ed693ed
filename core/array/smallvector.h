// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

/// A vector of trivially copyable values that keeps up to N of them inside itself and
/// goes to the heap only beyond that: the shapes and strides of arrays (issue 23). An
/// NdArray handle is copied wherever Python copies a reference (a value put into a Batch,
/// a column read, a row written), and with std::vector each copy cost two allocations and
/// two frees for vectors of one to four numbers.
///
/// The API is the part of std::vector's the code uses, with the same meaning, including
/// the difference between `SmallVector(3)` (three zeros) and `SmallVector{3}` (one 3).
/// It converts to and from std::vector implicitly, for the places that hand a shape to a
/// list of indices or back. Iterators are plain pointers, invalidated as std::vector's
/// are (by any growth) and also when a heap vector moves. At most 2^32 - 1 elements.
template <typename T, std::size_t N> class SmallVector {
    static_assert(std::is_trivially_copyable_v<T> && N > 0, "SmallVector holds trivially copyable values");

public:
    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;
    using pointer = T*;
    using const_pointer = const T*;
    using iterator = T*;
    using const_iterator = const T*;
    using reverse_iterator = std::reverse_iterator<iterator>;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    /// An empty vector (no allocation).
    SmallVector() noexcept { }
    /// n value-initialised elements, as `std::vector<T>(n)`.
    explicit SmallVector(size_type n) { resize(n); }
    /// n copies of value.
    SmallVector(size_type n, const T& value) { assign(n, value); }
    /// The elements of [first, last).
    template <std::input_iterator It> SmallVector(It first, It last) { assign(first, last); }
    /// The listed elements: `Shape{2, 3}` is a shape of two dimensions.
    SmallVector(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
    /// The elements of a std::vector (implicit: lists of indices become shapes).
    SmallVector(const std::vector<T>& values) { assign(values.begin(), values.end()); }

    SmallVector(const SmallVector& other) { copyFrom(other); }
    SmallVector(SmallVector&& other) noexcept { takeFrom(other); }
    SmallVector& operator=(const SmallVector& other)
    {
        if (this != &other) {
            if (other.m_size <= capacity()) {
                std::copy_n(other.data(), other.m_size, data());
                m_size = other.m_size;
            } else {
                release();
                copyFrom(other);
            }
        }
        return *this;
    }
    SmallVector& operator=(SmallVector&& other) noexcept
    {
        if (this != &other) {
            release();
            takeFrom(other);
        }
        return *this;
    }
    SmallVector& operator=(std::initializer_list<T> values)
    {
        assign(values.begin(), values.end());
        return *this;
    }
    ~SmallVector() { release(); }

    /// A std::vector with the same elements, where one is really needed (an index list).
    operator std::vector<T>() const { return std::vector<T>(begin(), end()); }

    size_type size() const noexcept { return m_size; }
    bool empty() const noexcept { return m_size == 0; }
    size_type capacity() const noexcept { return m_capacity; }
    T* data() noexcept { return onHeap() ? m_heap : m_inline; }
    const T* data() const noexcept { return onHeap() ? m_heap : m_inline; }

    iterator begin() noexcept { return data(); }
    iterator end() noexcept { return data() + m_size; }
    const_iterator begin() const noexcept { return data(); }
    const_iterator end() const noexcept { return data() + m_size; }
    const_iterator cbegin() const noexcept { return begin(); }
    const_iterator cend() const noexcept { return end(); }
    reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
    reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
    const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }

    T& operator[](size_type i) noexcept { return data()[i]; }
    const T& operator[](size_type i) const noexcept { return data()[i]; }
    /// Checked access: std::out_of_range past the end, as std::vector::at.
    const T& at(size_type i) const
    {
        if (i >= m_size)
            throw std::out_of_range("SmallVector::at");
        return data()[i];
    }
    T& at(size_type i) { return const_cast<T&>(std::as_const(*this).at(i)); }
    T& front() noexcept { return data()[0]; }
    const T& front() const noexcept { return data()[0]; }
    T& back() noexcept { return data()[m_size - 1]; }
    const T& back() const noexcept { return data()[m_size - 1]; }

    void reserve(size_type n)
    {
        if (n > m_capacity)
            grow(n);
    }
    void clear() noexcept { m_size = 0; }
    void push_back(const T& value)
    {
        const T copy = value; // value may live in this vector
        if (m_size == m_capacity)
            grow(m_size * 2);
        data()[m_size++] = copy;
    }
    template <typename... Args> T& emplace_back(Args&&... args)
    {
        push_back(T(std::forward<Args>(args)...));
        return back();
    }
    void pop_back() noexcept { --m_size; }
    /// Grows with value-initialised (or value) elements, or drops the tail.
    void resize(size_type n, const T& value = T())
    {
        if (n > m_size) {
            const T copy = value;
            reserve(n);
            std::fill(data() + m_size, data() + n, copy);
        }
        m_size = static_cast<std::uint32_t>(n);
    }

    void assign(size_type n, const T& value)
    {
        const T copy = value;
        m_size = 0;
        reserve(n);
        std::fill_n(data(), n, copy);
        m_size = static_cast<std::uint32_t>(n);
    }
    template <std::input_iterator It> void assign(It first, It last)
    {
        m_size = 0;
        if constexpr (std::forward_iterator<It>) {
            const auto n = static_cast<size_type>(std::distance(first, last));
            reserve(n);
            std::copy(first, last, data());
            m_size = static_cast<std::uint32_t>(n);
        } else {
            for (; first != last; ++first)
                push_back(*first);
        }
    }
    void assign(std::initializer_list<T> values) { assign(values.begin(), values.end()); }

    /// Inserts before pos; returns the position of the first inserted element.
    iterator insert(const_iterator pos, const T& value) { return insert(pos, size_type(1), value); }
    iterator insert(const_iterator pos, size_type n, const T& value)
    {
        const T copy = value;
        T* at = openGap(pos, n);
        std::fill_n(at, n, copy);
        return at;
    }
    template <std::input_iterator It> iterator insert(const_iterator pos, It first, It last)
    {
        // Copied first: the range may be this vector's own elements.
        const SmallVector values(first, last);
        T* at = openGap(pos, values.size());
        std::copy_n(values.data(), values.size(), at);
        return at;
    }
    iterator insert(const_iterator pos, std::initializer_list<T> values)
    {
        return insert(pos, values.begin(), values.end());
    }
    iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
    iterator erase(const_iterator first, const_iterator last)
    {
        T* at = data() + (first - data());
        std::copy(last, const_iterator(end()), at);
        m_size -= static_cast<std::uint32_t>(last - first);
        return at;
    }
    void swap(SmallVector& other) noexcept
    {
        SmallVector tmp(std::move(other));
        other = std::move(*this);
        *this = std::move(tmp);
    }

    friend bool operator==(const SmallVector& a, const SmallVector& b)
    {
        return a.m_size == b.m_size && std::equal(a.begin(), a.end(), b.begin());
    }
    friend auto operator<=>(const SmallVector& a, const SmallVector& b)
    {
        return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    bool onHeap() const noexcept { return m_capacity > N; }

    // Room for at least n elements; the contents are kept.
    void grow(size_type n)
    {
        const size_type capacity = std::max<size_type>(n, 2 * N);
        T* heap = static_cast<T*>(::operator new(capacity * sizeof(T)));
        std::copy_n(data(), m_size, heap);
        release();
        m_heap = heap;
        m_capacity = static_cast<std::uint32_t>(capacity);
    }
    // Moves the elements from pos on n places right; returns the gap's start.
    T* openGap(const_iterator pos, size_type n)
    {
        const auto index = static_cast<size_type>(pos - data());
        if (m_size + n > m_capacity)
            grow(std::max<size_type>(m_size + n, 2 * m_size));
        T* at = data() + index;
        std::copy_backward(at, data() + m_size, data() + m_size + n);
        m_size += static_cast<std::uint32_t>(n);
        return at;
    }
    // Copies other into this vector, which is empty and inline.
    void copyFrom(const SmallVector& other)
    {
        if (!other.onHeap()) {
            // All N: a fixed-size copy is a few moves where a loop over m_size branches.
            std::memcpy(m_inline, other.m_inline, sizeof m_inline);
        } else if (other.m_size <= N) {
            std::memcpy(m_inline, other.m_heap, other.m_size * sizeof(T));
        } else {
            m_heap = static_cast<T*>(::operator new(other.m_size * sizeof(T)));
            m_capacity = other.m_size; // > N here
            std::memcpy(m_heap, other.m_heap, other.m_size * sizeof(T));
        }
        m_size = other.m_size;
    }
    void takeFrom(SmallVector& other) noexcept
    {
        if (other.onHeap()) {
            m_heap = other.m_heap;
            m_capacity = other.m_capacity;
            other.m_capacity = N;
        } else {
            std::memcpy(m_inline, other.m_inline, sizeof m_inline);
        }
        m_size = other.m_size;
        other.m_size = 0;
    }
    void release() noexcept
    {
        if (onHeap())
            ::operator delete(m_heap);
        m_capacity = N;
    }

    // The inline elements, or the heap block when m_capacity > N.
    union {
        T m_inline[N] = {};
        T* m_heap;
    };
    std::uint32_t m_size = 0;
    std::uint32_t m_capacity = N;
};

} // namespace ReplayScope::Core
