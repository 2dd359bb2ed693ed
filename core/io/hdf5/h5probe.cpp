// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "h5probe.h"

#include <core/error.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <mutex>
#include <poll.h>
#include <set>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <tuple>
#include <unistd.h>

#include "h5handles.h"

namespace ReplayScope::Core::H5 {

namespace {

using Clock = std::chrono::steady_clock;

constexpr char LockFree = 'L'; // the child made its first HDF5 call
constexpr char WalkDone = 'D'; // the child walked the whole file (errors included)
constexpr auto LockWait = std::chrono::seconds(2);
constexpr auto WalkLimit = std::chrono::seconds(10);
constexpr int LockAttempts = 3;

using FileKey = std::tuple<std::string, dev_t, ino_t, off_t, std::int64_t>;

std::mutex& passedMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::set<FileKey>& passedFiles()
{
    static std::set<FileKey> files;
    return files;
}

bool keyOf(const std::string& path, FileKey* key)
{
    struct stat st { };
    if (::stat(path.c_str(), &st) != 0)
        return false;
    const std::int64_t mtime = std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    *key = FileKey(path, st.st_dev, st.st_ino, st.st_size, mtime);
    return true;
}

void writeByte(int fd, char byte)
{
    while (::write(fd, &byte, 1) < 0 && errno == EINTR) { }
}

// fork() copies only the calling thread: a lock another thread of the parent held at that
// moment stays locked in the child forever. libhdf5's global lock is met by the first
// HDF5 call; the allocator's locks (per size class, and a sanitizer's own) by allocating
// every size class once. Both happen before the child reports LockFree, so such a
// deadlock reads as LockBusy (retried with a fresh child), never as a hung file.
void touchAllocator()
{
    for (std::size_t bytes = 8; bytes <= (std::size_t(8) << 20); bytes *= 2) {
        // volatile: the compiler may not elide the pair (it may for plain malloc/free).
        void* volatile block = std::malloc(bytes);
        std::free(block);
        void* volatile object = ::operator new(bytes + bytes / 2);
        ::operator delete(object);
    }
}

[[noreturn]] void runChild(const std::function<void()>& walk, int out)
{
    // The crash report of a dying child (a sanitizer's, HDF5's error stack) is not for
    // the user: the parent words its own one-line message. No core file either.
    const int devNull = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (devNull >= 0)
        ::dup2(devNull, STDERR_FILENO);
    rlimit noCore{0, 0};
    ::setrlimit(RLIMIT_CORE, &noCore);
    // The parent's crash handlers must not run here: the GUI's would write an autosave
    // from a copy of its state, Qt Test's would start a debugger for a backtrace.
    for (const int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS})
        ::signal(sig, SIG_DFL);

    unsigned major = 0, minor = 0, release = 0;
    H5get_libversion(&major, &minor, &release); // blocks here when the global lock was held
    touchAllocator();
    writeByte(out, LockFree);
    try {
        walk();
    } catch (...) {
        // A clean HDF5 error is no crash: the parent meets it again and reports it.
    }
    writeByte(out, WalkDone);
    ::_exit(0); // no atexit handlers, no flushing of the parent's stdio buffers
}

enum class Outcome { Passed, Crashed, Hung, LockBusy, NotRun };

struct ChildResult {
    Outcome outcome = Outcome::NotRun;
    int status = 0; // waitpid status when Crashed
};

// Reads the child's report bytes until EOF or the deadline; returns what arrived.
std::string readUntil(int fd, Clock::time_point deadline, char stopAfter)
{
    std::string got;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0)
            return got;
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, int(left));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return got;
        char buffer[8];
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            got.push_back('\0'); // EOF: the child is gone
            return got;
        }
        got.append(buffer, std::size_t(n));
        if (got.find(stopAfter) != std::string::npos)
            return got;
    }
}

int reap(pid_t pid)
{
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    return status;
}

ChildResult runProbe(const std::function<void()>& walk)
{
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        return {};
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return {}; // no memory or process slot for a child: open unprobed, as before
    }
    if (pid == 0) {
        ::close(fds[0]);
        runChild(walk, fds[1]);
    }
    ::close(fds[1]);
    const Clock::time_point start = Clock::now();
    std::string got = readUntil(fds[0], start + LockWait, LockFree);
    if (got.find(LockFree) == std::string::npos && got.find('\0') == std::string::npos) {
        ::kill(pid, SIGKILL);
        reap(pid);
        ::close(fds[0]);
        return {Outcome::LockBusy, 0};
    }
    if (got.find(WalkDone) == std::string::npos && got.find('\0') == std::string::npos)
        got += readUntil(fds[0], start + WalkLimit, WalkDone);
    ::close(fds[0]);
    if (got.find(WalkDone) != std::string::npos) {
        const int status = reap(pid);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
            return {Outcome::Passed, status};
        return {Outcome::Crashed, status}; // died after the walk (a sanitizer's exit check)
    }
    if (got.find('\0') == std::string::npos) {
        ::kill(pid, SIGKILL);
        reap(pid);
        return {Outcome::Hung, 0};
    }
    return {Outcome::Crashed, reap(pid)};
}

std::string describeDeath(int status)
{
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* name = ::strsignal(sig);
        return std::string("crashed (") + (name ? name : "signal") + ", signal " + std::to_string(sig) + ")";
    }
    if (WIFEXITED(status))
        return "stopped on a memory error (exit status " + std::to_string(WEXITSTATUS(status)) + ")";
    return "died";
}

bool probeEnabled()
{
    const char* value = std::getenv("REPLAYSCOPE_HDF5_PROBE");
    return !(value && std::strcmp(value, "0") == 0);
}

} // namespace

void probeBeforeOpen(const std::string& path, const std::function<void()>& walk)
{
    if (!probeEnabled())
        return;
    FileKey key;
    if (!keyOf(path, &key))
        return; // the open itself reports the missing file
    {
        std::lock_guard lock(passedMutex());
        if (passedFiles().count(key))
            return;
    }
    ChildResult result;
    for (int attempt = 0; attempt < LockAttempts; ++attempt) {
        result = runProbe(walk);
        if (result.outcome != Outcome::LockBusy)
            break;
    }
    // A verdict against the file must reproduce: a damaged file crashes or hangs libhdf5
    // every time, while a child that inherited a lock some other thread of ours held at
    // fork time (one not met before LockFree) fails only by bad luck. A busy machine can
    // also stretch a large file's walk past the limit once.
    if (result.outcome == Outcome::Crashed || result.outcome == Outcome::Hung) {
        const ChildResult again = runProbe(walk);
        if (again.outcome == Outcome::Passed || again.outcome == Outcome::LockBusy)
            result = again;
    }
    switch (result.outcome) {
    case Outcome::Passed: {
        std::lock_guard lock(passedMutex());
        passedFiles().insert(key);
        return;
    }
    case Outcome::Crashed:
        throw FormatError(path, -1,
                          "the HDF5 library " + describeDeath(result.status)
                              + " while reading the file's metadata; the file is damaged and was not opened");
    case Outcome::Hung:
        throw FormatError(path, -1,
                          "the HDF5 library did not finish reading the file's metadata within "
                              + std::to_string(WalkLimit.count()) + " s; the file is damaged and was not opened");
    case Outcome::LockBusy:
    case Outcome::NotRun: return; // inconclusive: open as before the guard existed
    }
}

} // namespace ReplayScope::Core::H5
