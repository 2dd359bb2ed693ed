// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Transitions named the way RL code names them, for files that carry no class to say
// what they hold (torch.save of a dict of tensors): the names decide.
#include <core/io/transitions/transitionkeys.h>
#include <core/io/transitions/tianshourings.h>

#include <core/error.h>
#include <core/array/ndarray.h>

#include <deque>
#include <initializer_list>

namespace ReplayScope::Core {

namespace {

std::string firstKey(const Batch& batch, std::initializer_list<const char*> names)
{
    for (const char* name : names)
        if (batch.find(name))
            return name;
    return {};
}

// A flag column: one number or bool per row (shape (n,) or (n, 1)).
std::optional<std::int64_t> flagRows(const Batch& batch, const std::string& key)
{
    if (key.empty())
        return std::nullopt;
    const PyValue* v = batch.find(key);
    if (!v || !v->isArray())
        return std::nullopt;
    const NdArray& a = v->asArray();
    if (a.ndim() == 1 || (a.ndim() == 2 && a.shape()[1] == 1))
        if (a.dtype().isBool() || a.dtype().isInteger() || a.dtype().isFloat())
            return a.shape()[0];
    return std::nullopt;
}

std::optional<TransitionColumns> columnsOf(const std::shared_ptr<Batch>& batch, const std::string& path)
{
    TransitionColumns c;
    c.done = firstKey(*batch, {"done", "dones"});
    c.terminated = firstKey(*batch, {"terminated", "terminals", "terminal", "terminations"});
    c.truncated = firstKey(*batch, {"truncated", "truncations", "timeouts", "timeout"});
    std::optional<std::int64_t> rows;
    for (std::string* key : {&c.done, &c.terminated, &c.truncated}) {
        const auto n = flagRows(*batch, *key);
        if (!n)
            key->clear();
        else if (!rows)
            rows = n;
        else if (*rows != *n)
            return std::nullopt;
    }
    if (!rows)
        return std::nullopt;
    c.path = path;
    c.batch = batch;
    c.rows = *rows;
    c.obs = firstKey(*batch, {"obs", "observations", "observation"});
    c.act = firstKey(*batch, {"act", "action", "actions"});
    c.rew = firstKey(*batch, {"rew", "rews", "reward", "rewards"});
    c.obsNext = firstKey(*batch, {"next_obs", "obs_next", "next_observations", "next_observation"});
    return c;
}

bool flagAt(const Batch& batch, const std::string& key, std::int64_t row)
{
    if (key.empty())
        return false;
    const NdArray& a = batch.find(key)->asArray();
    return a.toBool(row);
}

} // namespace

std::optional<TransitionColumns> findTransitions(const std::shared_ptr<Batch>& root)
{
    std::deque<std::pair<std::shared_ptr<Batch>, std::string>> queue{{root, std::string()}};
    while (!queue.empty()) {
        auto [batch, path] = queue.front();
        queue.pop_front();
        if (auto found = columnsOf(batch, path))
            return found;
        if (std::count(path.begin(), path.end(), '.') >= 2 && !path.empty())
            continue;
        for (const auto& [key, value] : batch->entries())
            if (value.isBatch())
                queue.emplace_back(value.asBatch(), path.empty() ? key : path + "." + key);
    }
    return std::nullopt;
}

StepFlags TransitionColumns::flags() const
{
    StepFlags f;
    const NdArray* rew = nullptr;
    if (!this->rew.empty() && batch->find(this->rew)->isArray())
        rew = &batch->find(this->rew)->asArray();
    const std::int64_t per = rew && rew->ndim() > 0 && rew->shape()[0] == rows && rows > 0 ? rew->size() / rows : 0;
    for (std::int64_t i = 0; i < rows; ++i) {
        double r = 0.0;
        for (std::int64_t j = 0; j < per; ++j)
            r += rew->toDouble(i * per + j);
        const bool term = flagAt(*batch, terminated, i);
        const bool trunc = flagAt(*batch, truncated, i);
        f.rewards.push_back(r);
        f.done.push_back(done.empty() ? term || trunc : flagAt(*batch, done, i));
        f.truncated.push_back(f.done.back() && trunc);
        f.terminated.push_back(f.done.back() && !trunc);
    }
    return f;
}

EpisodeList TransitionColumns::episodes() const
{
    Indices rowsIndex;
    for (std::int64_t i = 0; i < rows; ++i)
        rowsIndex.push_back(i);
    return EpisodeList::fromFlags(rowsIndex, flags());
}

NdArray plainNumpy(const NdArray& a)
{
    NdArray out = a.dtype().kind() == DTypeKind::BFloat16 ? a.astype(DType(DTypeKind::Float32)) : a.copy();
    out.setTorch(false);
    out.setRequiresGrad(false);
    return out;
}

namespace {

PyValue plainValue(const PyValue& v)
{
    if (v.isArray())
        return PyValue::array(plainNumpy(v.asArray()));
    if (!v.isBatch())
        return v;
    auto out = Batch::make();
    for (const auto& [key, item] : v.asBatch()->entries())
        out->setRaw(key, plainValue(item));
    return PyValue::batch(out);
}

} // namespace

std::shared_ptr<ReplayBuffer> TransitionColumns::toTianshou() const
{
    if (rows < 1)
        throw ValueError("no transitions to write as a Tianshou buffer");
    const StepFlags f = flags();
    Batch storage;
    // A column of another length (next observations stored one row short, say) has no
    // place in a Tianshou storage of `rows` rows: it is left out, obs_next then being
    // Tianshou's own next-row lookup.
    const auto copy = [&](const char* to, const std::string& from) {
        if (from.empty())
            return;
        const PyValue value = plainValue(*batch->find(from));
        std::int64_t length = -1;
        try {
            length = value.isBatch()
                         ? value.asBatch()->length()
                         : (value.isArray() && value.asArray().ndim() > 0 ? value.asArray().shape()[0] : -1);
        } catch (const Error&) {
        }
        if (length == rows)
            storage.setRaw(to, value);
    };
    copy("obs", obs);
    copy("act", act);
    copy("rew", rew);
    storage.setRaw("terminated", PyValue::array(NdArray::fromBools(f.terminated, {rows})));
    storage.setRaw("truncated", PyValue::array(NdArray::fromBools(f.truncated, {rows})));
    storage.setRaw("done", PyValue::array(NdArray::fromBools(f.done, {rows})));
    copy("obs_next", obsNext);
    return tianshouRings(storage, RingGeometry{1, rows, 0, rows});
}

} // namespace ReplayScope::Core
