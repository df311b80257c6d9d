// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/list_check.hpp"

#include "deckhand/app/deck_reading.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <dirent.h>
#include <filesystem>
#include <fmt/format.h>
#include <mutex>
#include <sstream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

std::string cannotRead() {
    return i18n::trf("the folder could not be read: {}", std::strerror(errno));
}

} // namespace

DeckFiles::DeckFiles(const std::vector<std::string>& paths, std::vector<ParseError>& errors) {
    for (const auto& a : paths) {
        std::error_code ec;
        if (!fs::is_directory(a, ec)) {
            add(a, 0);
            continue;
        }
        const auto prefix = static_cast<std::uint32_t>(m_prefixes.size());
        m_prefixes.push_back(a);
        const int top = ::open(a.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        m_dirs.push_back(top);
        if (top < 0) {
            errors.push_back({{a}, cannotRead()});
            continue;
        }
        const std::size_t first = m_entries.size(), said = errors.size();
        // Each list's own part of its path: past "folder" it starts with its '/'.
        std::string own = a.ends_with('/') ? "" : "/";
        walk(::fcntl(top, F_DUPFD_CLOEXEC, 0), own, prefix, errors);
        std::sort(m_entries.begin() + static_cast<std::ptrdiff_t>(first), m_entries.end(),
                  [&](const Entry& x, const Entry& y) { return before(x, y); });
        if (m_entries.size() == first && errors.size() == said)
            errors.push_back(
                {{a}, i18n::tr("the folder holds no deck lists (.txt, .cod, .o8d, .dek, .csv)")});
    }
    m_entries.shrink_to_fit();
    m_bytes.shrink_to_fit();
}

DeckFiles::~DeckFiles() {
    for (const int fd : m_dirs)
        if (fd >= 0) ::close(fd);
}

std::string DeckFiles::operator[](std::size_t i) const {
    const Entry& e = m_entries[i];
    return m_prefixes[e.prefix] + std::string(own(e));
}

DeckFiles::Place DeckFiles::place(std::size_t i) const {
    const Entry& e = m_entries[i];
    if (e.prefix == 0) return {AT_FDCWD, own(e)};
    std::string_view name = own(e); // "/deck.txt" past "folder", "deck.txt" past "folder/"
    while (name.starts_with('/'))
        name.remove_prefix(1);
    return {m_dirs[e.prefix - 1], name, true};
}

// Adds the deck lists in the folder open as `fd` (which it closes) and in the folders in it,
// `own` being that folder's own part of the path past folder `prefix`'s (ending in '/' or
// empty). What the listing says of each entry's kind is believed (no system call a list); a
// symbolic link counts when it leads to a regular file, and a link to a folder is not followed
// (as std::filesystem::recursive_directory_iterator does not), so no folder is walked twice.
void DeckFiles::walk(int fd, std::string& own, std::uint32_t prefix,
                     std::vector<ParseError>& errors) {

    DIR* dir = fd < 0 ? nullptr : ::fdopendir(fd);
    if (!dir) {
        errors.push_back({{m_prefixes[prefix] + own}, cannotRead()});
        if (fd >= 0) ::close(fd);
        return;
    }
    const int at = ::dirfd(dir);
    const std::size_t keep = own.size();
    std::string name;
    for (;;) {
        errno = 0;
        const dirent* d = ::readdir(dir);
        if (!d) {
            if (errno != 0) errors.push_back({{m_prefixes[prefix] + own}, cannotRead()});
            break;
        }
        name = d->d_name;
        if (name == "." || name == "..") continue;
        unsigned char type = d->d_type;
        struct stat st {};
        if (type == DT_UNKNOWN) { // a file system that does not say
            if (::fstatat(at, d->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
            type = S_ISDIR(st.st_mode)   ? DT_DIR
                   : S_ISLNK(st.st_mode) ? DT_LNK
                   : S_ISREG(st.st_mode) ? DT_REG
                                         : DT_UNKNOWN;
        }
        if (type == DT_DIR) {
            own.append(name).push_back('/');
            walk(::openat(at, d->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), own,
                 prefix, errors);
            own.resize(keep);
            continue;
        }
        if ((type != DT_REG && type != DT_LNK) || !io::deckFormatFor(name)) continue;
        if (type == DT_LNK && (::fstatat(at, d->d_name, &st, 0) != 0 || !S_ISREG(st.st_mode)))
            continue;
        own.append(name);
        add(own, prefix);
        own.resize(keep);
    }
    ::closedir(dir);
}

void DeckFiles::add(std::string_view own, std::uint32_t prefix) {
    m_entries.push_back({m_bytes.size(), static_cast<std::uint32_t>(own.size()), prefix});
    m_bytes += own;
}

std::string_view DeckFiles::own(const Entry& e) const {
    return std::string_view(m_bytes).substr(e.offset, e.size);
}

// By whole path; a folder's lists share its path, so their own parts order them.
bool DeckFiles::before(const Entry& x, const Entry& y) const {
    if (x.prefix == y.prefix) return own(x) < own(y);
    return m_prefixes[x.prefix] + std::string(own(x)) < m_prefixes[y.prefix] + std::string(own(y));
}

namespace {

// What a worker keeps from one list to the next, so reading a list allocates nothing.
struct Scratch {
    std::string name;  // the list's name, NUL-terminated for openat
    std::string bytes; // the list's bytes; only grows
};

// The bytes of the list at `place` into `scratch`, opened relative to its folder: their
// length, or nullopt when it cannot be opened or read as a regular file (readDeckListFile then
// says why, in the words every reader uses).
std::optional<std::size_t> readBytes(const DeckFiles::Place& place, Scratch& scratch) {
    if (place.dir == -1 || place.name.empty()) return std::nullopt;
    scratch.name.assign(place.name);
    const int fd =
        ::openat(place.dir, scratch.name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return std::nullopt;
    // A list the folder's listing found regular is not asked again (a system call a list);
    // a file named on the command line is, as it may be anything.
    std::size_t size = 0;
    if (!place.listed) {
        struct stat st {};
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            return std::nullopt;
        }
        size = static_cast<std::size_t>(st.st_size);
    }
    constexpr std::size_t kFirstRoom = 64 * 1024; // more than nearly every list
    if (scratch.bytes.size() < std::max(size + 1, kFirstRoom))
        scratch.bytes.resize(std::max(size + 1, kFirstRoom));
    std::optional<std::size_t> out;
    std::size_t have = 0;
    for (;;) {
        if (have == scratch.bytes.size()) scratch.bytes.resize(scratch.bytes.size() * 2);
        const std::size_t room = scratch.bytes.size() - have;
        const ssize_t got = ::read(fd, scratch.bytes.data() + have, room);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) break;
        have += static_cast<std::size_t>(got);
        // A read of a regular file that falls short, once the size fstat told (if asked) is
        // in, is the file's end: no read is spent to be told so. A file that grew meanwhile
        // fills the room: read on.
        if (got == 0 || (static_cast<std::size_t>(got) < room && have >= size)) {
            out = have;
            break;
        }
    }
    ::close(fd);
    return out;
}

// The list `path` names, read from `place` (the one route every list of a folder or the
// command line takes, on whichever thread reads it).
Result<core::DeckList> readListAt(const DeckFiles::Place& place, const std::string& path,
                                  Scratch& scratch) {
    const auto bytes = readBytes(place, scratch);
    if (!bytes) return readDeckListFile(path);
    return readDeckList(std::string_view(scratch.bytes.data(), *bytes), path);
}

// A list that could not be read, or whose game could not be told.
DeckCheck unreadable(const std::string& file, std::vector<ParseError> errors) {
    DeckCheck check = startCheck(file);
    check.inputErrors = std::move(errors);
    return check;
}

// One list to judge. With --game a worker reads the file itself; a list from standard input,
// or one whose game its names tell, is read on the main thread (the guess asks the profile,
// which is not shared between threads) and handed over read.
struct Job {
    std::string path;                   // read by the worker when `list` is empty
    DeckFiles::Place place;             // where it opens it from
    std::optional<core::DeckList> list; // read already
    const LoadedGame* game = nullptr;
    const core::Format* format = nullptr; // resolved for `game`
    std::optional<DeckCheck> failed;      // could not be read, or its game told
    std::string notes;                    // what the main thread said of it on stderr
};

// Reads (when not read yet) and judges one list, and writes what is printed for it. Touches
// only `job` and const games: safe on any thread.
ListOutcome judge(Job& job, Scratch& scratch, const core::Date& date, const ListChecks& how) {
    ListOutcome out;
    out.path = std::move(job.path);
    out.notes = std::move(job.notes);
    try {
        std::optional<DeckCheck> check = std::move(job.failed);
        if (!check) {
            if (!job.list) {
                auto read = readListAt(job.place, out.path, scratch);
                if (!read.ok())
                    check = unreadable(read.value.file.empty() ? out.path : read.value.file,
                                       std::move(read.errors));
                else
                    job.list = std::move(read.value);
            }
            if (!check) check = checkDeckList(*job.game, *job.format, std::move(*job.list), date);
        }
        job.list.reset();
        out.input = !check->inputErrors.empty();
        out.illegal = !check->legal();
        out.report = how.describe(*check, job.game);
    } catch (...) {
        out.failure = std::current_exception();
    }
    return out;
}

// Judges lists on worker threads and hands their outcomes back strictly in input order. The
// lists go in batches through a ring of kWindow slots: a worker takes the next batch made
// ready, and no batch is made ready more than kWindow ahead of the one printed next, so what
// is held at once is bounded whatever the number of lists.
class OrderedJudges {
public:
    static constexpr std::size_t kBatch = 32;
    static constexpr std::size_t kWindow = 16;

    OrderedJudges(const core::Date& date, const ListChecks& how, unsigned workers)
        : m_date(date), m_how(how), m_slots(kWindow) {
        for (unsigned i = 0; i < workers; ++i)
            m_threads.emplace_back([this] { work(); });
    }
    ~OrderedJudges() {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        for (auto& t : m_threads)
            t.join();
    }
    OrderedJudges(const OrderedJudges&) = delete;
    OrderedJudges& operator=(const OrderedJudges&) = delete;

    // Whether another batch may be made ready now (the window has room).
    [[nodiscard]] bool room() const { return m_made < m_printed + kWindow; }
    // The jobs of the next batch, to fill on the calling (main) thread, then submit().
    std::vector<Job>& next() { return m_slots[m_made % kWindow].jobs; }
    void submit() {
        {
            std::lock_guard lock(m_mutex);
            ++m_made;
        }
        m_wake.notify_one();
    }
    // Whether a batch is made and not yet handed back.
    [[nodiscard]] bool pending() const { return m_printed < m_made; }
    // The outcomes of the oldest batch not handed back; waits for them only when `wait`.
    std::optional<std::vector<ListOutcome>> take(bool wait) {
        std::unique_lock lock(m_mutex);
        Slot& slot = m_slots[m_printed % kWindow];
        if (!slot.done && !wait) return std::nullopt;
        m_ready.wait(lock, [&] { return slot.done; });
        slot.done = false;
        ++m_printed;
        std::vector<ListOutcome> out = std::move(slot.outcomes);
        slot.outcomes.clear();
        return out;
    }

private:
    struct Slot {
        std::vector<Job> jobs;
        std::vector<ListOutcome> outcomes;
        bool done = false;
    };

    void work() {
        Scratch scratch;
        for (;;) {
            std::size_t batch = 0;
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [&] { return m_stop || m_taken < m_made; });
                if (m_stop) return;
                batch = m_taken++;
            }
            Slot& slot = m_slots[batch % kWindow];
            std::vector<ListOutcome> outcomes;
            try {
                outcomes.reserve(slot.jobs.size());
                for (auto& job : slot.jobs)
                    outcomes.push_back(judge(job, scratch, m_date, m_how));
            } catch (...) {
                // Out of memory for the outcomes themselves: told in the batch's place.
                outcomes.clear();
                outcomes.emplace_back().failure = std::current_exception();
            }
            slot.jobs.clear();
            {
                std::lock_guard lock(m_mutex);
                slot.outcomes = std::move(outcomes);
                slot.done = true;
            }
            m_ready.notify_one();
        }
    }

    const core::Date m_date;
    const ListChecks& m_how;
    std::vector<Slot> m_slots;
    std::mutex m_mutex;
    std::condition_variable m_wake;  // a batch was made, or stop
    std::condition_variable m_ready; // a batch was judged
    std::size_t m_made = 0;          // batches made ready (main thread writes, under the lock)
    std::size_t m_taken = 0;         // batches taken by workers
    std::size_t m_printed = 0;       // batches handed back (main thread only)
    bool m_stop = false;
    std::vector<std::thread> m_threads;
};

} // namespace

const Result<core::Format>& ListChecker::formatOf(const LoadedGame& game) {
    auto it = m_formats.find(game.game.id);
    if (it == m_formats.end())
        it = m_formats.emplace(game.game.id, resolveFormat(game, m_checks.options)).first;
    return it->second;
}

void ListChecker::run(const DeckFiles& files) {
    const LoadedGame* given = m_checks.game;
    // What the calling thread does for list `i` before a worker may judge it: with a game
    // given a worker reads the file itself; a list from standard input, or one whose game its
    // names tell, is read here (telling the game asks the profile, which is not shared between
    // threads) and handed over read. A file is read the same way on either thread.
    Scratch scratch;
    auto prepare = [&](std::size_t i, Job& job) {
        job.path = files[i];
        job.place = files.place(i);
        if (given && job.path != "-") {
            job.game = given;
            job.format = &formatOf(*given).value;
            return;
        }
        auto list =
            job.path == "-" ? m_checks.readStdin() : readListAt(job.place, job.path, scratch);
        if (!list.ok()) {
            job.failed =
                unreadable(list.value.file.empty() ? job.path : list.value.file, list.errors);
            return;
        }
        std::ostringstream notes;
        auto told =
            given ? Result<const LoadedGame*>{given, {}} : m_checks.tellGame(list.value, notes);
        job.notes = notes.str();
        if (!(job.game = told.value)) {
            job.failed = unreadable(list.value.file, std::move(told.errors));
        } else if (const auto& format = formatOf(*job.game); !format.ok()) {
            job.failed = unreadable(list.value.file, format.errors);
        } else {
            job.format = &format.value;
            job.list = std::move(list.value);
        }
    };
    const core::Date& date = m_checks.options.date;
    if (files.size() <= 1) {
        // One list: no threads to start.
        for (std::size_t i = 0; i < files.size(); ++i) {
            Job job;
            prepare(i, job);
            ListOutcome o = judge(job, scratch, date, m_checks);
            m_checks.deliver(o);
        }
        return;
    }
    const std::size_t batches = (files.size() + OrderedJudges::kBatch - 1) / OrderedJudges::kBatch;
    const unsigned workers = static_cast<unsigned>(
        std::min<std::size_t>(std::max(1U, std::thread::hardware_concurrency()), batches));
    OrderedJudges judges(date, m_checks, workers);
    std::size_t made = 0;
    auto deliverBatch = [&](std::vector<ListOutcome>& outcomes) {
        for (auto& o : outcomes)
            m_checks.deliver(o);
    };
    while (made < batches || judges.pending()) {
        // Hand back what is judged, in order, without waiting; then make the next batch ready
        // while there is room; else wait for the oldest.
        while (auto ready = judges.take(false))
            deliverBatch(*ready);
        if (made < batches && judges.room()) {
            auto& jobs = judges.next();
            const std::size_t first = made * OrderedJudges::kBatch;
            const std::size_t last = std::min(files.size(), first + OrderedJudges::kBatch);
            jobs.resize(last - first);
            for (std::size_t i = first; i < last; ++i)
                prepare(i, jobs[i - first]);
            judges.submit();
            ++made;
        } else if (judges.pending()) {
            auto ready = judges.take(true);
            deliverBatch(*ready);
        }
    }
}

} // namespace deckhand::app
