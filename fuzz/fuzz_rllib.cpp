// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the RLlib JSON-lines reader: the JSON parser, base64, the LZ4
// frame decoder and the pickle payloads inside, column concatenation across lines, and
// the episode split that follows a successful read (eps_id grouping or done flags).

#include <core/batch/batch.h>
#include <core/error.h>
#include <core/io/rllib/rllibreader.h>

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace ReplayScope::Core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)looksLikeRllibJson(text);
    try {
        const RllibData rllib = readRllibText(text, "fuzz.json");
        const Batch batch = rllib.toBatch();
        (void)batch.repr();
        for (const RllibPolicyBatch& policy : rllib.policies) {
            try {
                (void)rllibEpisodes(policy.columns);
            } catch (const Error&) {
            }
        }
    } catch (const Error&) {
    }
    return 0;
}
