// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// a[index] and a[index] = value with numpy's rules: views for basic indexing, copies
// for advanced (integer array / boolean mask) indexing, and numpy's placement of the
// advanced dimensions.
#include <core/array/index.h>

#include <core/array/arrayfast.h>
#include <core/array/arraykernels.h>
#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/python/pyvalue.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

// An index resolved against one array: a basic view plus (optionally) the advanced
// integer arrays that still have to be applied to some of its axes.
struct Plan {
    NdArray view; // after slices, integers (basic case), new axes
    std::vector<int> advAxes; // axes of view taken by advanced indices
    std::vector<int> advOrigAxes; // the same axes numbered in the indexed array (for messages)
    std::vector<NdArray> advIndices; // int64 arrays, broadcast to advShape, bounds-checked
    std::vector<bool> advFromInteger; // the index was a plain integer (always bounds-checked)
    Shape advShape;
    bool adjacent = true; // advanced axes next to each other: result dims stay in place
    bool copies = false; // a[True] / a[False]: numpy treats scalar booleans as advanced
};

[[noreturn]] void outOfBounds(std::int64_t i, int axis, std::int64_t size)
{
    throw IndexError("index " + std::to_string(i) + " is out of bounds for axis " + std::to_string(axis) + " with size "
                     + std::to_string(size));
}

std::int64_t normalise(std::int64_t i, int axis, std::int64_t size)
{
    if (i < -size || i >= size)
        outOfBounds(i, axis, size);
    return i < 0 ? i + size : i;
}

// numpy's nonzero() of a boolean mask: one int64 array per mask dimension.
std::vector<NdArray> nonzero(const NdArray& mask)
{
    const int nd = mask.ndim();
    std::vector<std::vector<std::int64_t>> coords(static_cast<std::size_t>(nd));
    const NdArray m = mask.contiguous();
    const std::byte* p = m.elementPtr(0);
    for (std::int64_t flat = 0; flat < m.size(); ++flat) {
        if (p[flat] == std::byte{0})
            continue;
        std::int64_t rest = flat;
        for (int d = nd - 1; d >= 0; --d) {
            const std::int64_t n = m.shape()[static_cast<std::size_t>(d)];
            coords[static_cast<std::size_t>(d)].push_back(rest % n);
            rest /= n;
        }
    }
    std::vector<NdArray> out;
    for (auto& c : coords)
        out.push_back(NdArray::fromInts(c, {static_cast<std::int64_t>(c.size())}));
    return out;
}

Plan makePlan(const NdArray& a, const Index& index)
{
    // Pass 1: expand boolean masks into integer arrays and count consumed axes.
    std::vector<IndexItem> items;
    std::vector<std::size_t> emptyAxes; // new axes of length 0 (from a[False])
    bool scalarBool = false;
    bool advanced = false;
    int consumed = 0;
    int ellipses = 0;
    // The axes the items consume, so that a mask after an ellipsis is checked against
    // the axis it really covers.
    int total = 0;
    for (const IndexItem& it : index.items()) {
        if (const auto* arr = std::get_if<NdArray>(&it))
            total += arr->dtype().isBool() ? arr->ndim() : 1;
        else if (!std::holds_alternative<EllipsisIndex>(it) && !std::holds_alternative<NewAxisIndex>(it))
            ++total;
    }
    int maskAxis = 0; // the axis the next item starts at
    for (const IndexItem& it : index.items()) {
        if (const auto* arr = std::get_if<NdArray>(&it)) {
            if (arr->dtype().isBool()) {
                if (arr->ndim() == 0) {
                    // a[True] adds an axis of length 1, a[False] one of length 0.
                    scalarBool = true;
                    if (!arr->toBool(0))
                        emptyAxes.push_back(items.size());
                    items.emplace_back(NewAxisIndex{});
                    continue;
                }
                // Check each mask dimension against the axis it covers.
                for (int d = 0; d < arr->ndim(); ++d) {
                    const int axis = maskAxis + d;
                    const std::int64_t have = axis < a.ndim() ? a.shape()[static_cast<std::size_t>(axis)] : -1;
                    if (have >= 0 && have != arr->shape()[static_cast<std::size_t>(d)])
                        throw IndexError("boolean index did not match indexed array along dimension "
                                         + std::to_string(axis) + "; dimension is " + std::to_string(have)
                                         + " but corresponding boolean dimension is "
                                         + std::to_string(arr->shape()[static_cast<std::size_t>(d)]));
                }
                for (auto& nz : nonzero(*arr))
                    items.emplace_back(std::move(nz));
                consumed += arr->ndim();
                maskAxis += arr->ndim();
                advanced = true;
                continue;
            }
            if (!arr->dtype().isInteger())
                throw IndexError("arrays used as indices must be of integer (or boolean) type");
            advanced = true;
            ++consumed;
            ++maskAxis;
        } else if (std::holds_alternative<EllipsisIndex>(it)) {
            if (++ellipses > 1)
                throw IndexError("an index can only have a single ellipsis ('...')");
            maskAxis += std::max(0, a.ndim() - total);
        } else if (!std::holds_alternative<NewAxisIndex>(it)) {
            ++consumed;
            ++maskAxis;
        }
        items.push_back(it);
    }
    if (consumed > a.ndim())
        throw IndexError("too many indices for array: array is " + std::to_string(a.ndim()) + "-dimensional, but "
                         + std::to_string(consumed) + " were indexed");

    // Pass 2: walk the axes building the view; with advanced indexing, integers act as
    // 0-d index arrays so that they take part in broadcasting and placement.
    Plan plan;
    plan.copies = scalarBool;
    Shape shape;
    Strides strides;
    std::int64_t offset = a.offset();
    int axis = 0;
    std::vector<int> advPositions; // in the item sequence, for adjacency
    for (std::size_t k = 0; k < items.size(); ++k) {
        const IndexItem& it = items[k];
        if (std::holds_alternative<NewAxisIndex>(it)) {
            shape.push_back(std::find(emptyAxes.begin(), emptyAxes.end(), k) == emptyAxes.end() ? 1 : 0);
            strides.push_back(0);
        } else if (std::holds_alternative<EllipsisIndex>(it)) {
            for (int n = a.ndim() - consumed; n > 0; --n, ++axis) {
                shape.push_back(a.shape()[static_cast<std::size_t>(axis)]);
                strides.push_back(a.strides()[static_cast<std::size_t>(axis)]);
            }
        } else if (const auto* s = std::get_if<Slice>(&it)) {
            const auto r = s->resolve(a.shape()[static_cast<std::size_t>(axis)]);
            const std::int64_t stride = a.strides()[static_cast<std::size_t>(axis)];
            if (r.count > 0)
                offset += r.start * stride;
            shape.push_back(r.count);
            // With two or more elements |step * stride| stays inside the array, so the
            // product only overflows when the slice keeps at most one element (a huge
            // step such as ::-2**62); the stride of such an axis is never used, so the
            // axis's own stride stands in rather than a wrapped (undefined) product.
            std::int64_t sliced = 0;
            if (__builtin_mul_overflow(stride, r.step, &sliced))
                sliced = stride;
            strides.push_back(sliced);
            ++axis;
        } else if (const auto* i = std::get_if<std::int64_t>(&it); i && !advanced) {
            const std::int64_t n = a.shape()[static_cast<std::size_t>(axis)];
            offset += normalise(*i, axis, n) * a.strides()[static_cast<std::size_t>(axis)];
            ++axis;
        } else {
            // Advanced: keep the axis whole in the view, remember the index array.
            NdArray idx = i ? NdArray::scalarInt(*i) : std::get<NdArray>(it).astype(DType(DTypeKind::Int64));
            plan.advAxes.push_back(static_cast<int>(shape.size()));
            plan.advOrigAxes.push_back(axis);
            plan.advIndices.push_back(std::move(idx));
            plan.advFromInteger.push_back(i != nullptr);
            advPositions.push_back(static_cast<int>(k));
            shape.push_back(a.shape()[static_cast<std::size_t>(axis)]);
            strides.push_back(a.strides()[static_cast<std::size_t>(axis)]);
            ++axis;
        }
    }
    for (; axis < a.ndim(); ++axis) {
        shape.push_back(a.shape()[static_cast<std::size_t>(axis)]);
        strides.push_back(a.strides()[static_cast<std::size_t>(axis)]);
    }
    plan.view = NdArray::fromStorage(a.dtype(), shape, strides, a.storage(), shapeSize(shape) ? offset : a.offset());
    if (plan.advIndices.empty())
        return plan;

    for (std::size_t k = 1; k < advPositions.size(); ++k)
        plan.adjacent = plan.adjacent && advPositions[k] == advPositions[k - 1] + 1;
    // Broadcast the index arrays together, then bounds-check them against their axes.
    Shape b = plan.advIndices.front().shape();
    try {
        for (const auto& idx : plan.advIndices)
            b = broadcastShapes(b, idx.shape());
    } catch (const ValueError&) {
        std::string shapes;
        for (const auto& idx : plan.advIndices)
            shapes += shapeToString(idx.shape()) + " ";
        throw IndexError("shape mismatch: indexing arrays could not be broadcast together with shapes " + shapes);
    }
    plan.advShape = b;
    // numpy (1.24, mapping.c) skips the bounds check of index arrays when the result
    // has no elements (np.zeros((0, 2))[..., [2]] is an empty array, with only a
    // DeprecationWarning); integers are always checked. Nothing is read then, so the
    // unchecked indices are never used.
    std::int64_t resultSize = shapeSize(b);
    for (int d = 0; d < plan.view.ndim(); ++d) {
        if (std::find(plan.advAxes.begin(), plan.advAxes.end(), d) == plan.advAxes.end())
            resultSize *= plan.view.shape()[static_cast<std::size_t>(d)];
    }
    // numpy checks the integers before the index arrays (its first error is theirs).
    for (const bool integers : {true, false}) {
        for (std::size_t k = 0; k < plan.advIndices.size(); ++k) {
            if (plan.advFromInteger[k] != integers)
                continue;
            const int vAxis = plan.advAxes[k];
            const std::int64_t n = plan.view.shape()[static_cast<std::size_t>(vAxis)];
            // The integer itself, before broadcasting: with an empty index array beside
            // it (np.zeros((0, 2))[[], 2]) the broadcast has no elements, numpy still raises.
            if (integers)
                for (std::int64_t e = 0; e < plan.advIndices[k].size(); ++e)
                    normalise(plan.advIndices[k].toInt64(e), plan.advOrigAxes[k], n);
            NdArray idx = plan.advIndices[k].broadcastTo(b).copy();
            if (resultSize == 0 && !integers) {
                plan.advIndices[k] = std::move(idx);
                continue;
            }
            std::byte* p = idx.storage()->mutableData();
            for (std::int64_t e = 0; e < idx.size(); ++e) {
                std::byte* at = p + e * static_cast<std::int64_t>(sizeof(std::int64_t));
                Kernels::store<std::int64_t>(at, normalise(Kernels::load<std::int64_t>(at), plan.advOrigAxes[k], n));
            }
            plan.advIndices[k] = std::move(idx);
        }
    }
    return plan;
}

// The result shape of an advanced plan and, in C order of that shape, the storage
// offset of each selected element, handed to f.
struct AdvLayout {
    Shape pre, post; // view dims before / after the advanced block
    Strides preStrides, postStrides;
    Shape resultShape;
};

AdvLayout advLayout(const Plan& plan)
{
    AdvLayout l;
    const auto& vs = plan.view.shape();
    const auto& st = plan.view.strides();
    const int first = plan.advAxes.front();
    for (int d = 0; d < plan.view.ndim(); ++d) {
        if (std::find(plan.advAxes.begin(), plan.advAxes.end(), d) != plan.advAxes.end())
            continue;
        const bool before = plan.adjacent && d < first;
        (before ? l.pre : l.post).push_back(vs[static_cast<std::size_t>(d)]);
        (before ? l.preStrides : l.postStrides).push_back(st[static_cast<std::size_t>(d)]);
    }
    l.resultShape = l.pre;
    l.resultShape.insert(l.resultShape.end(), plan.advShape.begin(), plan.advShape.end());
    l.resultShape.insert(l.resultShape.end(), l.post.begin(), l.post.end());
    return l;
}

template <typename F> void forEachSelected(const Plan& plan, const AdvLayout& l, F&& f)
{
    const std::int64_t nAdv = shapeSize(plan.advShape);
    std::vector<const std::byte*> idx;
    std::vector<std::int64_t> advStride;
    for (std::size_t k = 0; k < plan.advIndices.size(); ++k) {
        idx.push_back(plan.advIndices[k].storage()->data() + plan.advIndices[k].offset());
        advStride.push_back(plan.view.strides()[static_cast<std::size_t>(plan.advAxes[k])]);
    }
    if (shapeSize(l.resultShape) == 0)
        return;
    Kernels::forEachOffset(l.pre, l.preStrides, plan.view.offset(), [&](std::int64_t preOffset) {
        for (std::int64_t e = 0; e < nAdv; ++e) {
            std::int64_t o = preOffset;
            for (std::size_t k = 0; k < idx.size(); ++k)
                o += Kernels::load<std::int64_t>(idx[k] + e * static_cast<std::int64_t>(sizeof(std::int64_t)))
                     * advStride[k];
            Kernels::forEachOffset(l.post, l.postStrides, o, f);
        }
    });
}

} // namespace

NdArray NdArray::operator[](const Index& index) const
{
    // Row gathers (sampling, splitting, buf[indices]) skip the general plan.
    if (auto rows = ArrayFast::gatherRows(*this, index))
        return std::move(*rows);
    Plan plan = makePlan(*this, index);
    if (plan.advIndices.empty()) {
        plan.view.m_torch = m_torch;
        return plan.copies ? plan.view.copy() : plan.view;
    }
    const AdvLayout l = advLayout(plan);
    NdArray out(m_dtype, l.resultShape);
    out.m_torch = m_torch;
    if (m_dtype.isObject()) {
        std::size_t i = 0;
        forEachSelected(plan, l, [&](std::int64_t o) {
            out.m_storage->object(i++) = m_storage->object(static_cast<std::size_t>(o / 8));
        });
        return out;
    }
    const std::size_t item = m_dtype.itemSize();
    const std::byte* src = m_storage->data();
    std::byte* dst = out.m_storage->mutableData();
    // Rows gathered by one index array whose trailing dimensions are one contiguous
    // block (a[idx] of a C-ordered array, what sampling and splitting do): one memcpy
    // per row instead of one per element.
    if (plan.advIndices.size() == 1 && l.pre.empty() && l.postStrides == contiguousStrides(l.post, item)) {
        const std::int64_t rowBytes = shapeSize(l.post) * static_cast<std::int64_t>(item);
        const std::byte* idx = plan.advIndices.front().storage()->data() + plan.advIndices.front().offset();
        const std::int64_t stride = plan.view.strides()[static_cast<std::size_t>(plan.advAxes.front())];
        const std::int64_t rows = shapeSize(plan.advShape);
        const std::byte* base = src + plan.view.offset();
        for (std::int64_t e = 0; e < rows && rowBytes > 0; ++e, dst += rowBytes) {
            const std::int64_t row =
                Kernels::load<std::int64_t>(idx + e * static_cast<std::int64_t>(sizeof(std::int64_t)));
            std::memcpy(dst, base + row * stride, static_cast<std::size_t>(rowBytes));
        }
        return out;
    }
    forEachSelected(plan, l, [&](std::int64_t o) {
        std::memcpy(dst, src + o, item);
        dst += item;
    });
    return out;
}

PyValue NdArray::getItem(const Index& index) const
{
    NdArray r = (*this)[index];
    if (index.isAllIntegers() && r.ndim() == 0)
        return r.scalarAt(0);
    return PyValue::array(std::move(r));
}

void NdArray::setItem(const Index& index, const NdArray& value)
{
    detach();
    // Whole-row writes (ReplayBuffer.add, cat placing blocks) skip the general plan.
    if (ArrayFast::writeRows(*this, index, value))
        return;
    Plan plan = makePlan(*this, index);
    Shape target = plan.advIndices.empty() ? plan.view.shape() : advLayout(plan).resultShape;
    // numpy lets the value carry extra leading length-1 dimensions.
    NdArray v = value;
    while (v.ndim() > static_cast<int>(target.size()) && v.shape().front() == 1)
        v = v.reshape(Shape(v.shape().begin() + 1, v.shape().end()));
    try {
        v = v.broadcastTo(target);
    } catch (const ValueError&) {
        if (!plan.advIndices.empty())
            throw ValueError("shape mismatch: value array of shape " + shapeToString(value.shape())
                             + " could not be broadcast to indexing result of shape " + shapeToString(target));
        throw ValueError("could not broadcast input array from shape " + shapeToString(value.shape()) + " into shape "
                         + shapeToString(target));
    }
    // Cast (and take a private copy, so overlapping source and target are safe).
    if (v.dtype() != m_dtype || v.sharesStorageWith(*this))
        v = v.astype(m_dtype);
    if (m_dtype.isObject()) {
        std::int64_t i = 0;
        const auto put = [&](std::int64_t o) { m_storage->object(static_cast<std::size_t>(o / 8)) = v.item(i++); };
        if (plan.advIndices.empty())
            Kernels::forEachOffset(plan.view.shape(), plan.view.strides(), plan.view.offset(), put);
        else
            forEachSelected(plan, advLayout(plan), put);
        return;
    }
    const std::size_t item = m_dtype.itemSize();
    std::byte* dst = m_storage->mutableData();
    const std::byte* src = v.storage()->data();
    if (plan.advIndices.empty()) {
        Kernels::forEachOffset2(target, plan.view.strides(), plan.view.offset(), v.strides(), v.offset(),
                                [&](std::int64_t to, std::int64_t from) { std::memcpy(dst + to, src + from, item); });
        return;
    }
    NdArray dense = v.contiguous();
    const std::byte* s = dense.storage()->data() + dense.offset();
    forEachSelected(plan, advLayout(plan), [&](std::int64_t o) {
        std::memcpy(dst + o, s, item);
        s += item;
    });
}

void NdArray::setItem(const Index& index, const PyValue& value)
{
    if (m_dtype.isObject() && index.isAllIntegers() && static_cast<int>(index.items().size()) == ndim()) {
        // One element of an object array takes the value itself, even a list.
        NdArray target = (*this)[index];
        target.m_storage->object(static_cast<std::size_t>(target.offset() / 8)) = value;
        return;
    }
    if (value.isArray() || value.kind() == PyValue::Kind::Scalar) {
        setItem(index, value.asArray());
        return;
    }
    if (!value.isSequence()) {
        // A scalar: convert once with numpy's assignment rules, then broadcast.
        NdArray one(m_dtype, {});
        one.setElement(0, value);
        setItem(index, one);
        return;
    }
    NdArray v = asAnyArray(value, m_dtype.isObject() ? std::optional<DType>(m_dtype) : std::nullopt);
    // A nested list deeper than the target is refused (numpy converts it with the
    // target's dimension count as the limit), unlike an array value with leading 1s.
    const Plan plan = makePlan(*this, index);
    const std::size_t targetDims =
        plan.advIndices.empty() ? plan.view.shape().size() : advLayout(plan).resultShape.size();
    if (!m_dtype.isObject() && static_cast<std::size_t>(v.ndim()) > targetDims && targetDims == 0)
        throw ValueError("setting an array element with a sequence.");
    if (!m_dtype.isObject() && static_cast<std::size_t>(v.ndim()) > targetDims)
        throw ValueError("setting an array element with a sequence. The requested array would exceed the maximum "
                         "number of dimension of "
                         + std::to_string(targetDims) + ".");
    setItem(index, v);
}

} // namespace ReplayScope::Core
