// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tasks/urgentreads.h>

#include <condition_variable>
#include <mutex>

namespace ReplayScope::Ui {

namespace {

struct State {
    std::mutex mutex;
    std::condition_variable idle;
    int scopes = 0;
};

State& state()
{
    static State s;
    return s;
}

} // namespace

UrgentReads::Scope::Scope()
{
    const std::lock_guard lock(state().mutex);
    ++state().scopes;
}

UrgentReads::Scope::~Scope()
{
    State& s = state();
    {
        const std::lock_guard lock(s.mutex);
        --s.scopes;
    }
    s.idle.notify_all();
}

void UrgentReads::waitForUrgent()
{
    State& s = state();
    std::unique_lock lock(s.mutex);
    s.idle.wait(lock, [&s] { return s.scopes == 0; });
}

bool UrgentReads::active()
{
    const std::lock_guard lock(state().mutex);
    return state().scopes > 0;
}

} // namespace ReplayScope::Ui
