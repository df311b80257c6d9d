#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <dirent.h>
#include <exception>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <sstream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

struct ValidateArgs {
    std::string game;
    std::string format;
    std::string date;
    std::vector<std::string> cards;
    std::vector<std::string> lists;
    std::vector<std::string> settings;
    std::vector<std::string> decks;
    bool json = false;
};

// DECK arguments: files as given; a folder stands for the deck lists in it, sorted. A folder
// of 200,000 lists is held as their paths past the folder's own in one buffer (some 30 bytes
// a list), not a string each, so what validate holds stays small whatever the folder's size.
// Each folder is held open too, so a list is opened by its own part of the path: the kernel
// walks one name, not the whole path, for each list.
class DeckFiles {
public:
    /// A list's file as opened: relative to the descriptor `dir` (AT_FDCWD for a file given by
    /// its whole path; -1 when its folder could not be opened, to be read by its path).
    struct Place {
        int dir = AT_FDCWD;
        std::string_view name;
        bool listed = false; ///< found by listing a folder, as a regular file
    };

    DeckFiles(const std::vector<std::string>& args, std::vector<ParseError>& errors) {
        for (const auto& a : args) {
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
                    {{a}, "the folder holds no deck lists (.txt, .cod, .o8d, .dek, .csv)"});
        }
        m_entries.shrink_to_fit();
        m_bytes.shrink_to_fit();
    }
    ~DeckFiles() {
        for (const int fd : m_dirs)
            if (fd >= 0) ::close(fd);
    }
    DeckFiles(const DeckFiles&) = delete;
    DeckFiles& operator=(const DeckFiles&) = delete;

    [[nodiscard]] std::size_t size() const { return m_entries.size(); }
    /// The path of list `i`.
    [[nodiscard]] std::string operator[](std::size_t i) const {
        const Entry& e = m_entries[i];
        return m_prefixes[e.prefix] + std::string(own(e));
    }
    /// Where list `i` is opened from; valid while this lives.
    [[nodiscard]] Place place(std::size_t i) const {
        const Entry& e = m_entries[i];
        if (e.prefix == 0) return {AT_FDCWD, own(e)};
        std::string_view name = own(e); // "/deck.txt" past "folder", "deck.txt" past "folder/"
        while (name.starts_with('/'))
            name.remove_prefix(1);
        return {m_dirs[e.prefix - 1], name, true};
    }

private:
    struct Entry {
        std::uint64_t offset; // of its own part in m_bytes
        std::uint32_t size;
        std::uint32_t prefix; // into m_prefixes
    };

    static std::string cannotRead() {
        return fmt::format("the folder could not be read: {}", std::strerror(errno));
    }

    // Adds the deck lists in the folder open as `fd` (which it closes) and in the folders in
    // it, `own` being that folder's own part of the path past folder `prefix`'s (ending in '/'
    // or empty). What the listing says of each entry's kind is believed (no system call a
    // list); a symbolic link counts when it leads to a regular file, and a link to a folder is
    // not followed (as std::filesystem::recursive_directory_iterator does not), so no folder
    // is walked twice.
    void walk(int fd, std::string& own, std::uint32_t prefix, std::vector<ParseError>& errors) {
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

    void add(std::string_view own, std::uint32_t prefix) {
        m_entries.push_back({m_bytes.size(), static_cast<std::uint32_t>(own.size()), prefix});
        m_bytes += own;
    }
    [[nodiscard]] std::string_view own(const Entry& e) const {
        return std::string_view(m_bytes).substr(e.offset, e.size);
    }
    // By whole path; a folder's lists share its path, so their own parts order them.
    [[nodiscard]] bool before(const Entry& x, const Entry& y) const {
        if (x.prefix == y.prefix) return own(x) < own(y);
        return m_prefixes[x.prefix] + std::string(own(x)) <
               m_prefixes[y.prefix] + std::string(own(y));
    }

    std::string m_bytes;
    std::vector<Entry> m_entries;
    std::vector<std::string> m_prefixes{""}; // 0: a file given by its whole path
    std::vector<int> m_dirs;                 // per folder (prefix 1 on): its descriptor, or -1
};

// What a worker keeps from one list to the next, so reading a list allocates nothing.
struct Scratch {
    std::string name;  // the list's name, NUL-terminated for openat
    std::string bytes; // the list's bytes; only grows
};

// The bytes of the list at `place` into `scratch`, opened relative to its folder: their
// length, or nullopt when it cannot be opened or read as a regular file (readDeckFile then
// says why, in the words every reader uses).
std::optional<std::size_t> readList(const DeckFiles::Place& place, Scratch& scratch) {
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

// A list that could not be read, or whose game could not be told.
app::DeckCheck unreadable(const std::string& file, std::vector<ParseError> errors) {
    app::DeckCheck check;
    check.file = file;
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
    const app::LoadedGame* game = nullptr;
    const core::Format* format = nullptr; // resolved for `game`
    std::optional<app::DeckCheck> failed; // could not be read, or its game told
    std::string notes;                    // what the main thread said of it on stderr
};

// What is printed for one list, and its verdict.
struct Outcome {
    std::string notes;  // stderr, before its report
    std::string report; // its report (text) or its entry in the JSON document
    bool toErr = false; // text: a list that cannot be checked is reported on stderr
    bool input = false;
    bool illegal = false;
    std::exception_ptr failure; // a failure of the system while judging it, rethrown in order
};

// Reads (when not read yet) and judges one list, and writes what is printed for it. Touches
// only `job` and const games: safe on any thread.
Outcome judge(Job& job, Scratch& scratch, const core::Date& date, bool json) {
    Outcome out;
    out.notes = std::move(job.notes);
    try {
        std::optional<app::DeckCheck> check = std::move(job.failed);
        if (!check) {
            if (!job.list) {
                const auto bytes = readList(job.place, scratch);
                auto read =
                    bytes ? io::readDeck(std::string_view(scratch.bytes.data(), *bytes),
                                         io::deckFormatFor(job.path).value_or(io::DeckFormat::Text),
                                         job.path)
                          : io::readDeckFile(job.path);
                if (!read.ok())
                    check = unreadable(read.value.file.empty() ? job.path : read.value.file,
                                       std::move(read.errors));
                else
                    job.list = std::move(read.value);
            }
            if (!check)
                check = app::checkDeckList(*job.game, *job.format, std::move(*job.list), date);
        }
        job.list.reset();
        out.input = !check->inputErrors.empty();
        out.illegal = !check->legal();
        out.toErr = out.input;
        out.report = json ? app::ChecksJson::entry(*check) : app::formatReport(*check, job.game);
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

    OrderedJudges(const core::Date& date, bool json, unsigned workers)
        : m_date(date), m_json(json), m_slots(kWindow) {
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
    std::optional<std::vector<Outcome>> take(bool wait) {
        std::unique_lock lock(m_mutex);
        Slot& slot = m_slots[m_printed % kWindow];
        if (!slot.done && !wait) return std::nullopt;
        m_ready.wait(lock, [&] { return slot.done; });
        slot.done = false;
        ++m_printed;
        std::vector<Outcome> out = std::move(slot.outcomes);
        slot.outcomes.clear();
        return out;
    }

private:
    struct Slot {
        std::vector<Job> jobs;
        std::vector<Outcome> outcomes;
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
            std::vector<Outcome> outcomes;
            try {
                outcomes.reserve(slot.jobs.size());
                for (auto& job : slot.jobs)
                    outcomes.push_back(judge(job, scratch, m_date, m_json));
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
    const bool m_json;
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

int validate(Context& ctx, const ValidateArgs& a) {
    // With --game every list is that game's; without, each list's card names tell its game.
    app::LoadedGame* given = nullptr;
    if (!a.game.empty() && !(given = ctx.readGame(a.game))) return ExitInput;
    if (!given && !a.cards.empty()) {
        ctx.err << "error: --cards needs --game: card data is for one game\n";
        return ExitInput;
    }
    const auto checked = checkOptions(ctx, a.format, a.date, a.settings);
    if (!checked) return ExitInput;
    const app::CheckOptions& options = *checked;
    std::vector<ParseError> errors;
    for (const auto& f : a.cards) {
        auto e = ctx.readLibrary().addCards(*given, f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    for (const auto& f : a.lists) {
        std::vector<std::string> notes;
        auto e = ctx.readLibrary().addLimitedLists(f, &notes);
        errors.insert(errors.end(), e.begin(), e.end());
        for (const auto& n : notes)
            ctx.err << "note: " << n << "\n";
    }
    // The format each game is judged in, resolved once per game (on the main thread; the
    // workers only read them).
    std::map<std::string, Result<core::Format>> formats;
    auto formatOf = [&](const app::LoadedGame& game) -> Result<core::Format>& {
        auto it = formats.find(game.game.id);
        if (it == formats.end())
            it = formats.emplace(game.game.id, app::resolveFormat(game, options)).first;
        return it->second;
    };
    if (given) {
        const auto& format = formatOf(*given);
        errors.insert(errors.end(), format.errors.begin(), format.errors.end());
    }
    const DeckFiles files(a.decks, errors);
    if (!errors.empty()) {
        printErrors(ctx.err, errors);
        return ExitInput;
    }

    // What the main thread does for list `i` before a worker may judge it.
    auto prepare = [&](std::size_t i, Job& job) {
        job.path = files[i];
        job.place = files.place(i);
        if (given && job.path != "-") {
            job.game = given;
            job.format = &formatOf(*given).value;
            return;
        }
        auto list = ctx.readList(job.path);
        if (!list.ok()) {
            job.failed =
                unreadable(list.value.file.empty() ? job.path : list.value.file, list.errors);
            return;
        }
        std::ostringstream notes;
        auto guessed =
            given ? Result<app::LoadedGame*>{given, {}} : ctx.gameForList({}, list.value, notes);
        job.notes = notes.str();
        if (!(job.game = guessed.value)) {
            job.failed = unreadable(list.value.file, std::move(guessed.errors));
        } else if (const auto& format = formatOf(*job.game); !format.ok()) {
            job.failed = unreadable(list.value.file, format.errors);
        } else {
            job.format = &format.value;
            job.list = std::move(list.value);
        }
    };

    bool anyInput = false, anyIllegal = false;
    std::size_t printed = 0;
    auto print = [&](Outcome& o) {
        if (o.failure) std::rethrow_exception(o.failure);
        anyInput = anyInput || o.input;
        anyIllegal = anyIllegal || o.illegal;
        ctx.err << o.notes;
        if (a.json)
            ctx.out << (printed == 0 ? "" : app::ChecksJson::separator()) << o.report;
        else
            (o.toErr ? ctx.err : ctx.out) << o.report;
        ++printed;
    };
    if (a.json) ctx.out << app::ChecksJson::begin();
    if (files.size() <= 1) {
        // One list: no threads to start.
        Scratch scratch;
        for (std::size_t i = 0; i < files.size(); ++i) {
            Job job;
            prepare(i, job);
            Outcome o = judge(job, scratch, options.date, a.json);
            print(o);
        }
    } else {
        const std::size_t batches =
            (files.size() + OrderedJudges::kBatch - 1) / OrderedJudges::kBatch;
        const unsigned workers = static_cast<unsigned>(
            std::min<std::size_t>(std::max(1U, std::thread::hardware_concurrency()), batches));
        OrderedJudges judges(options.date, a.json, workers);
        std::size_t made = 0;
        auto printBatch = [&](std::vector<Outcome>& outcomes) {
            for (auto& o : outcomes)
                print(o);
        };
        while (made < batches || judges.pending()) {
            // Print what is judged, in order, without waiting; then make the next batch ready
            // while there is room; else wait for the oldest.
            while (auto ready = judges.take(false))
                printBatch(*ready);
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
                printBatch(*ready);
            }
        }
    }
    if (a.json) ctx.out << app::ChecksJson::end(printed);
    if (anyInput) return ExitInput;
    return anyIllegal ? ExitIllegal : ExitOk;
}

} // namespace

CommandRunner addValidateCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<ValidateArgs>();
    auto* cmd =
        parent.add_subcommand("validate", "Check deck lists against a game's construction rules");
    cmd->add_option("--game", a->game,
                    "Game id (see `deckhand-cli games`); default: each list's, told by its card "
                    "names");
    cmd->add_option("--format", a->format, "Format id; default: the game's first format");
    cmd->add_option("--date", a->date,
                    "Event date YYYY-MM-DD, picks the Limited list; default: today");
    cmd->add_option("--cards", a->cards, "More card data (CSV) for the game")
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("--list", a->lists, "More Limited-list versions (XML)")
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("--set", a->settings, "Format setting: id=value (see `deckhand-cli games`)")
        ->allow_extra_args(false);
    cmd->add_flag("--json", a->json, "Print JSON");
    cmd->add_option("DECK", a->decks,
                    "Deck list files or folders of them; - reads one from standard input")
        ->required();
    return [&ctx, a] { return validate(ctx, *a); };
}

} // namespace deckhand::cli
