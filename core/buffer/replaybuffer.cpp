// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/replaybuffer.h>

#include <core/array/arrayops.h>
#include <core/buffer/bufferutil.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <optional>

namespace ReplayScope::Core {

ReplayBuffer::ReplayBuffer(std::int64_t size, BufferOptions options, std::uint32_t randomSeed)
    : m_options(options)
    , m_maxsize(size)
    , m_stackNum(options.stackNum)
    , m_saveObsNext(!options.ignoreObsNext)
    , m_saveOnlyLastObs(options.saveOnlyLastObs)
    , m_sampleAvail(options.sampleAvail)
    , m_random(randomSeed)
{
    if (options.stackNum <= 0)
        throw AssertionError("stack_num should be greater than 0");
    if (size < 0)
        throw ValueError("negative dimensions are not allowed");
}

ReplayBuffer::~ReplayBuffer() = default;

void ReplayBuffer::setStackNum(std::int64_t stackNum)
{
    if (stackNum <= 0)
        throw AssertionError("stack_num should be greater than 0");
    m_stackNum = stackNum;
}

void ReplayBuffer::setStorageFlags(bool saveObsNext, bool saveOnlyLastObs, bool sampleAvail)
{
    m_saveObsNext = saveObsNext;
    m_saveOnlyLastObs = saveOnlyLastObs;
    m_sampleAvail = sampleAvail;
}

void ReplayBuffer::setBookkeeping(std::int64_t insertionIndex, std::int64_t size, Indices lastIndex, PyValue epReturn,
                                  std::int64_t epLength, std::int64_t epStart)
{
    if (size < 0 || size > m_maxsize)
        throw ValueError("buffer size " + std::to_string(size) + " is outside 0.." + std::to_string(m_maxsize));
    if (insertionIndex < 0 || (m_maxsize > 0 && insertionIndex >= m_maxsize) || (m_maxsize == 0 && insertionIndex != 0))
        throw ValueError("insertion index " + std::to_string(insertionIndex) + " is outside the storage");
    m_index = insertionIndex;
    m_size = size;
    m_lastIndex = std::move(lastIndex);
    if (m_lastIndex.empty())
        m_lastIndex = {0};
    m_epReturn = std::move(epReturn);
    m_epReturnIsScalar = false;
    m_epLen = epLength;
    m_epStart = epStart;
}

std::vector<std::string> ReplayBuffer::reservedKeys() const
{
    if (m_generation == BufferGeneration::V0_4_0)
        return {"obs", "act", "rew", "done", "obs_next", "info", "policy"};
    return {"obs", "act", "rew", "terminated", "truncated", "done", "obs_next", "info", "policy"};
}

namespace {

// The value of a 0-d real number (Python bool/int/float, numpy scalar or 0-d array of
// a bool, integer or float dtype), or nothing for anything else.
std::optional<double> zeroDimReal(const PyValue& v)
{
    switch (v.kind()) {
    case PyValue::Kind::Bool:
    case PyValue::Kind::Int:
    case PyValue::Kind::Float: return v.asDouble();
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: {
        DTypeKind kind;
        if (const std::byte* bytes = v.inlineArrayBytes(kind))
            return BufferUtil::inlineReal(bytes, kind); // a Python number in a Batch
        const NdArray& a = v.asArray();
        if (a.ndim() != 0)
            return std::nullopt;
        if (a.dtype().kind() == DTypeKind::Float64 && a.dtype().isNativeOrder()) {
            // A Python float in a Batch: read in place, without toDouble's dispatch.
            double value;
            std::memcpy(&value, a.storage()->data() + a.offset(), sizeof value);
            return value;
        }
        if (a.dtype().isNumeric() && !a.dtype().isComplex())
            return a.toDouble(0);
        return std::nullopt;
    }
    default: return std::nullopt;
    }
}

} // namespace

PyValue ReplayBuffer::episodeReturn() const
{
    return m_epReturnIsScalar ? PyValue::scalar(NdArray::scalar(m_epReturnValue)) : m_epReturn;
}

NdArray ReplayBuffer::StepResult::returnArray() const
{
    return epReturnArray ? *epReturnArray : NdArray::scalar(epReturn);
}

ReplayBuffer::StepResult ReplayBuffer::advance(const PyValue& rew, bool done)
{
    if (m_maxsize == 0)
        throw ValueError("cannot add to a buffer of size 0 (integer modulo by zero)");
    const std::int64_t ptr = m_index;
    m_lastIndex.at(0) = ptr;
    m_size = std::min(m_size + 1, m_maxsize);
    m_index = (m_index + 1) % m_maxsize;
    // `_ep_return += rew`. A step's reward and the running return are 0-d nearly always:
    // added as doubles, which is what addAsFloat64 computes for them, and kept as one
    // (issue 10, issue 23: the arrays made for them were most of a single add).
    const auto a = m_epReturnIsScalar ? std::optional<double>(m_epReturnValue) : zeroDimReal(m_epReturn);
    const auto b = zeroDimReal(rew);
    std::optional<NdArray> sumArray;
    if (a && b) {
        m_epReturnValue = *a + *b;
        m_epReturnIsScalar = true;
    } else {
        sumArray = BufferUtil::addAsFloat64(BufferUtil::toArray(episodeReturn()), BufferUtil::toArray(rew));
        m_epReturn = sumArray->ndim() == 0 ? PyValue::scalar(*sumArray) : PyValue::array(*sumArray);
        m_epReturnIsScalar = false;
    }
    m_epLen += 1;
    if (m_generation >= BufferGeneration::V1_2 && m_epStart > length())
        throw MalformedBufferError("Encountered a starting index " + std::to_string(m_epStart)
                                   + " that is outside the currently available samples (" + std::to_string(length())
                                   + "). The buffer is corrupted.");
    if (done) {
        StepResult result{ptr, sumArray ? 0.0 : m_epReturnValue, std::move(sumArray), m_epLen, m_epStart};
        m_epReturn = PyValue::fromFloat(0.0);
        m_epReturnIsScalar = false;
        m_epLen = 0;
        m_epStart = m_index;
        return result;
    }
    // Not done: the step reports a zero return of the sum's shape.
    if (sumArray && sumArray->ndim() > 0)
        return {ptr, 0.0, BufferUtil::zerosLike(*sumArray), 0, m_epStart};
    return {ptr, 0.0, std::nullopt, 0, m_epStart};
}

Batch ReplayBuffer::prepareAdd(const Batch& batch, bool stacked, bool reservedOnly) const
{
    // Step 1: which keys survive depends on the release (section 2.1).
    std::vector<std::string> allowed;
    if (reservedOnly || m_generation == BufferGeneration::V0_4_0)
        allowed = reservedKeys();
    else if (m_generation == BufferGeneration::V0_4_10) {
        allowed = reservedKeys();
        allowed.erase(std::find(allowed.begin(), allowed.end(), "done"));
    }
    Batch out;
    for (const auto& [key, value] : batch.entries()) {
        if (allowed.empty() || std::find(allowed.begin(), allowed.end(), key) != allowed.end())
            out.setRaw(key, value);
    }
    // Steps 2-3: done from terminated/truncated, then the required keys.
    std::vector<std::string> required{"obs", "act", "rew"};
    if (m_generation == BufferGeneration::V0_4_0)
        required.push_back("done");
    else {
        required.push_back("terminated");
        required.push_back("truncated");
    }
    std::string missing;
    for (const auto& key : required) {
        if (!out.contains(key))
            missing += (missing.empty() ? "" : ", ") + key;
    }
    if (!missing.empty()) {
        const std::string message =
            "Input batch must have the following keys: obs, act, rew, "
            + std::string(m_generation == BufferGeneration::V0_4_0 ? "done" : "terminated, truncated")
            + " (missing: " + missing + ")";
        if (m_generation >= BufferGeneration::V1_2)
            throw ValueError(message);
        throw AssertionError(message);
    }
    if (m_generation != BufferGeneration::V0_4_0)
        out.setRaw("done", logicalOr(out.get("terminated"), out.get("truncated")));
    // Step 5: the obs/obs_next storage rules.
    const Index last = stacked ? Index::tuple({Slice{}, std::int64_t(-1)}) : Index(std::int64_t(-1));
    if (m_saveOnlyLastObs)
        out.set("obs", indexValue(out.get("obs"), last));
    if (!m_saveObsNext) {
        if (out.contains("obs_next"))
            out.pop("obs_next");
    } else if (m_saveOnlyLastObs && out.contains("obs_next")) {
        out.set("obs_next", indexValue(out.get("obs_next"), last));
    }
    return out;
}

void ReplayBuffer::writeRows(Batch& batch, const Indices& ptrs, bool stacked)
{
    const Index where = Index::list(ptrs);
    try {
        m_meta.setItem(where, PyValue::batch(std::make_shared<Batch>(batch)));
        return;
    } catch (const ValueError&) {
        // First add, or a key never seen before: allocate and retry (section 2.4 step 8).
    }
    BufferUtil::castFlagColumns(batch);
    const PyValue value = PyValue::batch(std::make_shared<Batch>(batch));
    if (m_meta.isEmpty())
        m_meta = *createBatchValue(value, m_maxsize, !stacked).asBatch();
    else
        allocBatchByKeysDiff(m_meta, batch, m_maxsize, !stacked);
    metaChanged();
    m_meta.setItem(where, value);
}

AddResult ReplayBuffer::add(const Batch& input, const std::optional<Indices>& bufferIds)
{
    // One named result for both paths, so that the fast path's is returned in place.
    AddResult result = bufferIds ? AddResult{} : tryFastAdd(input);
    if (result.ptr.empty())
        result = addGeneral(input, bufferIds);
    return result;
}

AddResult ReplayBuffer::addGeneral(const Batch& input, const std::optional<Indices>& bufferIds)
{
    const bool stacked = bufferIds.has_value();
    Batch batch = prepareAdd(input, stacked, false);
    if (stacked) {
        const bool modern = m_generation >= BufferGeneration::V1_2;
        if (batch.length() != 1) {
            const std::string message = "Input batch must be stacked with size 1 when buffer_ids is given";
            if (modern)
                throw ValueError(message);
            throw AssertionError(message);
        }
        if (modern && bufferIds->size() != 1 && !bufferIds->empty() && bufferIds->front() != 0)
            throw ValueError("Cannot use buffer_ids with a single ReplayBuffer");
    }
    PyValue rew = batch.get("rew");
    PyValue done = batch.get("done");
    if (stacked) {
        rew = indexValue(rew, Index(std::int64_t(0)));
        done = indexValue(done, Index(std::int64_t(0)));
    }
    const StepResult step = advance(rew, truthOf(done));
    writeRows(batch, {step.ptr}, stacked);
    AddResult result;
    result.ptr = {step.ptr};
    result.epReturn = BufferUtil::stackFloat64({step.returnArray()});
    result.epLength = {step.epLength};
    result.epStart = {step.epStart};
    return result;
}

void ReplayBuffer::reset(bool keepStatistics)
{
    m_lastIndex = {0};
    m_index = 0;
    m_size = 0;
    if (m_generation >= BufferGeneration::V1_2)
        m_epStart = 0;
    if (!keepStatistics) {
        m_epReturn = PyValue::fromFloat(0.0);
        m_epReturnIsScalar = false;
        m_epLen = 0;
        m_epStart = 0;
    }
}

void ReplayBuffer::setBatch(const Batch& batch)
{
    std::int64_t len = 0;
    try {
        len = batch.length();
    } catch (const TypeError&) {
        len = -1;
    }
    if (len != m_maxsize)
        throw AssertionError("Input batch doesn't meet ReplayBuffer's data form requirement.");
    const auto reserved = reservedKeys();
    for (const auto& key : batch.keys()) {
        if (std::find(reserved.begin(), reserved.end(), key) == reserved.end())
            throw AssertionError("Input batch doesn't meet ReplayBuffer's data form requirement: key '" + key
                                 + "' is not a reserved key.");
    }
    m_meta = batch;
    metaChanged();
}

Indices ReplayBuffer::unfinishedIndex() const
{
    if (m_size == 0)
        return {};
    const std::int64_t last = BufferUtil::floorMod(m_index - 1, m_size);
    if (isDone(last))
        return {};
    return {last};
}

void ReplayBuffer::setArrayAtKey(const NdArray& arr, const std::string& key, const std::optional<Indices>& index,
                                 const PyValue& defaultValue)
{
    const std::int64_t rows = m_meta.length();
    if (!index) {
        if (arr.ndim() == 0 || arr.shape().front() != rows)
            throw ValueError("Array of length " + std::to_string(arr.ndim() == 0 ? 0 : arr.shape().front())
                             + " cannot be set at key '" + key + "' of a Batch of length " + std::to_string(rows));
        m_meta.set(key, PyValue::array(arr));
        return;
    }
    if (!m_meta.contains(key)) {
        // np.array([default_value] * len(b), dtype=arr.dtype)
        PyValue fill = defaultValue;
        if (fill.isNone()) {
            if (!arr.dtype().isFloat() && !arr.dtype().isComplex() && !arr.dtype().isObject())
                throw TypeError("int() argument must be a string, a bytes-like object or a real number, not "
                                "'NoneType'");
            if (!arr.dtype().isObject())
                fill = PyValue::fromFloat(std::numeric_limits<double>::quiet_NaN());
        }
        m_meta.set(key, PyValue::array(NdArray::full(arr.dtype(), {rows}, fill)));
    } else if (m_meta.get(key).isBatch()) {
        throw ValueError("Cannot set an array at key '" + key + "', which holds a nested Batch");
    }
    m_meta.get(key).mutableArray().setItem(Index::list(*index), arr);
}

bool ReplayBuffer::hasNull()
{
    return getItem(Index(Slice{})).hasNull();
}

void ReplayBuffer::dropNull()
{
    m_meta = m_meta.dropNull();
    m_size = m_meta.length();
    m_index = m_size;
    metaChanged();
}

Indices ReplayBuffer::bufferIndices(std::int64_t start, std::int64_t stop) const
{
    const Indices edges = subbufferEdges();
    auto leftEdge = [&](std::int64_t value) {
        // np.searchsorted(edges, value, side="right") - 1
        return std::int64_t(std::upper_bound(edges.begin(), edges.end(), value) - edges.begin()) - 1;
    };
    const std::int64_t startEdge = leftEdge(start);
    const std::int64_t stopEdge = leftEdge(stop - 1);
    if (startEdge != stopEdge)
        throw ValueError("Start and stop indices must be within the same subbuffer. Got start=" + std::to_string(start)
                         + " in subbuffer edge " + std::to_string(startEdge) + " and stop=" + std::to_string(stop)
                         + " in subbuffer edge " + std::to_string(stopEdge));
    Indices out;
    if (stop >= start) {
        for (std::int64_t i = start; i < stop; ++i)
            out.push_back(i);
        return out;
    }
    const std::int64_t after = edges.at(std::size_t(startEdge + 1));
    const std::int64_t before = edges.at(std::size_t(stopEdge));
    for (std::int64_t i = start; i < after; ++i)
        out.push_back(i);
    for (std::int64_t i = before; i < stop; ++i)
        out.push_back(i);
    return out;
}

} // namespace ReplayScope::Core
