// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Gymnasium spaces as their repr, from the pickled state alone (gymnasium/spaces/*.py
// __repr__): users recognise `Box(-1.0, 1.0, (3,), float32)` in Details, and nothing
// of the space is ever called.
#include <core/io/sb3/sb3buffer.h>

#include <core/array/ndarray.h>

namespace ReplayScope::Core {

namespace {

using K = PyValue::Kind;

const PyValue* stateItem(const PyValue& object, std::string_view key)
{
    const auto& state = object.asObject()->state;
    return state && state->kind() == K::Dict ? state->find(key) : nullptr;
}

std::string text(const PyValue* v)
{
    if (!v)
        return "?";
    if (v->kind() == K::Str)
        return std::string(v->asString());
    if (v->kind() == K::DType)
        return v->asDType().name();
    if (v->isArray())
        return v->asArray().str();
    if (v->kind() == K::Scalar)
        return v->str();
    return v->repr();
}

} // namespace

std::string gymSpaceRepr(const PyValue& space)
{
    if (space.kind() != K::Object)
        return space.repr();
    const std::string& name = space.asObject()->cls.name;
    const std::string& module = space.asObject()->cls.module;
    if (module.rfind("gymnasium.spaces", 0) != 0 && module.rfind("gym.spaces", 0) != 0)
        return module + "." + name;
    if (name == "Box")
        return "Box(" + text(stateItem(space, "low_repr")) + ", " + text(stateItem(space, "high_repr")) + ", "
               + text(stateItem(space, "_shape")) + ", " + text(stateItem(space, "dtype")) + ")";
    if (name == "Discrete") {
        const PyValue* start = stateItem(space, "start");
        const bool shifted = start && start->isNumber() && start->asDouble() != 0.0;
        return "Discrete(" + text(stateItem(space, "n")) + (shifted ? ", start=" + text(start) : "") + ")";
    }
    if (name == "MultiDiscrete")
        return "MultiDiscrete(" + text(stateItem(space, "nvec")) + ")";
    if (name == "MultiBinary")
        return "MultiBinary(" + text(stateItem(space, "n")) + ")";
    const PyValue* spaces = stateItem(space, "spaces");
    if (name == "Dict" && spaces && spaces->kind() == K::Dict) {
        std::string out = "Dict(";
        bool first = true;
        for (const auto& [key, sub] : spaces->dictItems()) {
            out += (first ? "" : ", ") + key.repr() + ": " + gymSpaceRepr(sub);
            first = false;
        }
        return out + ")";
    }
    if (name == "Tuple" && spaces && spaces->isSequence()) {
        std::string out = "Tuple(";
        bool first = true;
        for (const PyValue& sub : spaces->items()) {
            out += (first ? "" : ", ") + gymSpaceRepr(sub);
            first = false;
        }
        return out + ")";
    }
    return name + "()";
}

} // namespace ReplayScope::Core
