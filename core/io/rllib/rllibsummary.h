// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/io/rllib/rllibreader.h>

#include <string>

namespace ReplayScope::Core {

/// RLlib's one-line description of an array (`ray.rllib.utils.debug.summarize`):
/// `np.ndarray((200,), dtype=float32, min=-1.0, max=1.0, mean=0.012)` with each
/// statistic rounded to 3 decimals; `np.ndarray((0,), dtype=float32)` when empty; and
/// `np.ndarray((4,), dtype=object, head={})` (the first element's str) for object and
/// str arrays.
std::string rllibArraySummary(const NdArray& array);

/// `summarize(batch)` of one SampleBatch: `pprint.pformat` of
/// `{'type': 'SampleBatch', 'data': {column: summary, ...}}` (keys sorted, lines wrapped
/// at 80 columns as pprint does).
std::string rllibSummary(const Batch& sampleBatch);

/// `summarize` of everything read: a SampleBatch for single-policy data, else
/// `{'count': n, 'policy_batches': {id: {...}}, 'type': 'MultiAgentBatch'}`.
std::string rllibSummary(const RllibData& data);

} // namespace ReplayScope::Core
