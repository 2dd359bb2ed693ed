// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/error.h>

namespace ReplayScope::Core {

/// Mirrors Python's NotImplementedError: Tianshou raises it where a buffer class
/// refuses an operation (`ReplayBufferManager.update`, `CachedReplayBuffer.update`).
class NotImplementedError : public Error {
public:
    using Error::Error;
};

/// Mirrors Tianshou's `MalformedBufferError` (v1.2+): the bookkeeping of a buffer
/// contradicts itself (for example an episode start beyond the valid rows).
class MalformedBufferError : public ValueError {
public:
    using ValueError::ValueError;
};

} // namespace ReplayScope::Core
