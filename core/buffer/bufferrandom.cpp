// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The v1.2+ `_random_state` attribute: numpy's pickled RandomState read into the
// buffer's generator and written back from it (tianshou-spec.md 4.2).
#include <core/buffer/bufferstate.h>

namespace ReplayScope::Core {

namespace {

PyValue str(const char* s)
{
    return PyValue::fromStr(s);
}

const PyValue* stateDictOf(const PyValue& object)
{
    if (object.kind() != PyValue::Kind::Object || !object.asObject()->state)
        return nullptr;
    const PyValue* state = object.asObject()->state.get();
    return state->kind() == PyValue::Kind::Dict ? state : nullptr;
}

} // namespace

std::optional<RandomState::State> randomStateFromPickle(const PyValue& object)
{
    const PyValue* state = stateDictOf(object);
    if (!state)
        return std::nullopt;
    const PyValue* generator = state->find("bit_generator");
    const PyValue* inner = state->find("state");
    if (!generator || generator->kind() != PyValue::Kind::Str || generator->asString() != "MT19937" || !inner
        || inner->kind() != PyValue::Kind::Dict)
        return std::nullopt;
    const PyValue* key = inner->find("key");
    const PyValue* pos = inner->find("pos");
    if (!key || !key->isArray() || key->asArray().size() != 624 || !pos)
        return std::nullopt;
    RandomState::State out;
    try {
        for (std::int64_t i = 0; i < 624; ++i)
            out.key[std::size_t(i)] = std::uint32_t(key->asArray().toInt64(i));
        out.pos = pos->isArray() ? pos->asArray().toInt64(0) : pos->asInt();
        if (const PyValue* has = state->find("has_gauss"))
            out.hasGauss = has->asBool();
        if (const PyValue* gauss = state->find("gauss"))
            out.gauss = gauss->asDouble();
    } catch (const Error&) {
        return std::nullopt; // not numpy's layout: kept opaque and written back unchanged
    }
    if (out.pos < 0 || out.pos > 624)
        return std::nullopt;
    return out;
}

PyValue randomStateToPickle(const RandomState::State& rs, const PyValue* original)
{
    std::vector<std::int64_t> key(rs.key.begin(), rs.key.end());
    PyValue inner =
        PyValue::dict({{str("key"), PyValue::array(NdArray::fromInts(key, {624}, DType(DTypeKind::UInt32)))},
                       {str("pos"), PyValue::fromInt(rs.pos)}});
    auto state = std::make_shared<PyValue>(PyValue::dict({{str("bit_generator"), str("MT19937")},
                                                          {str("state"), inner},
                                                          {str("has_gauss"), PyValue::fromInt(rs.hasGauss ? 1 : 0)},
                                                          {str("gauss"), PyValue::fromFloat(rs.gauss)}}));
    auto obj = std::make_shared<PyObject>();
    if (original && original->kind() == PyValue::Kind::Object) {
        // The constructor call as the file had it (its arguments differ between numpy
        // releases); only the state is new.
        *obj = *original->asObject();
    } else {
        obj->cls = {"numpy.random._pickle", "__randomstate_ctor"};
        obj->creation = PyObject::Creation::Reduce;
        obj->args = std::make_shared<const std::vector<PyValue>>(
            std::vector<PyValue>{str("MT19937"), PyValue::global({"numpy.random._pickle", "__bit_generator_ctor"})});
    }
    obj->state = state;
    return PyValue::object(obj);
}

} // namespace ReplayScope::Core
