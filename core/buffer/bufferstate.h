// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/replaybuffer.h>

#include <memory>
#include <optional>
#include <string>

namespace ReplayScope::Core {

/// True when a class reference names one of Tianshou's buffer classes (any release's
/// module path, tianshou-spec.md 4.1).
bool isBufferClass(const PyGlobal& cls);

/// The module a class lives in for a target release ("tianshou.data.buffer.base",
/// "tianshou.data.buffer.buffer_base" for ReplayBuffer in v2, ...). Throws ValueError
/// for unknown class names.
std::string bufferModule(const std::string& className, BufferGeneration generation);

/// Builds a buffer from its pickled form: an opaque object (as PickleReader leaves a
/// Tianshou buffer) whose class is a buffer class and whose BUILD state is the
/// instance `__dict__`. Accepts every release's attribute names (`_index` /
/// `_insertion_idx`, `_ep_rew` / `_ep_return`, `_ep_idx` / `_ep_start_idx`), numpy
/// scalars where ints are expected, and keeps unknown attributes for writing back.
/// Sub-buffers of managers are rebuilt from their own states, their storage re-linked
/// to the manager's. Throws FormatError-free ValueError / TypeError on malformed
/// states (missing `_meta`, wrong types, bookkeeping outside the storage).
std::shared_ptr<ReplayBuffer> bufferFromObject(const PyValue& object);

/// Same from a class name and a state dict (the HDF5 reader's path: the caller names
/// the class, the root group gives the state).
std::shared_ptr<ReplayBuffer> bufferFromState(const std::string& className, const PyValue& state);

/// The instance `__dict__` Tianshou of the target release would pickle for this
/// buffer (tianshou-spec.md 4.3): that release's attribute names and order, `options`
/// regenerated, `_indices` as arange(maxsize), sub-buffer states regenerated from the
/// manager's storage, unknown attributes appended unchanged.
PyValue bufferToState(const ReplayBuffer& buffer, BufferGeneration target);

/// The pickled form: an object of the target release's class path whose state is
/// bufferToState(), except that attributes the loaded state held as numpy scalars
/// (ReplayBuffer::numpyScalarTypes()) are numpy scalars again. Sub-buffers of a
/// CachedReplayBuffer share objects as in Python (`main_buffer` is `buffers[0]`).
PyValue bufferToObject(const ReplayBuffer& buffer, BufferGeneration target);

/// The generation a loaded state follows: v1.2+ names mean V1_2 (V2 when the class
/// path is `buffer_base`), a `_meta` with `terminated` means V1_0, `done` only V0_4_0.
BufferGeneration detectGeneration(const PyValue& state, const std::string& module = {});

/// The generator state of a pickled numpy `RandomState` (the v1.2+ `_random_state`:
/// MT19937 key, position and cached Gaussian), or nullopt when the object is not in
/// numpy's layout (it is then kept opaque and written back unchanged).
std::optional<RandomState::State> randomStateFromPickle(const PyValue& object);

/// A pickled numpy `RandomState` holding the given state. With an original object
/// (the one read from the file) its constructor call is kept and only the state
/// replaced; without one numpy 1.24's `__randomstate_ctor('MT19937', ...)` is used.
PyValue randomStateToPickle(const RandomState::State& state, const PyValue* original = nullptr);

} // namespace ReplayScope::Core
