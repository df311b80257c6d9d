// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/subscriptions.hpp"

#include "deckhand/core/hash_slots.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/db/query_rows.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <set>
#include <sys/file.h>
#include <thread>
#include <unistd.h>
#include <unordered_map>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

using db::SubscriptionKind;

// Each kind's file name inside a subscription's folder: fixed, so that a card-data update
// replaces its earlier import (imports are keyed by path).
const char* mainFile(SubscriptionKind kind) {
    switch (kind) {
    case SubscriptionKind::Pack:
        return "game.xml";
    case SubscriptionKind::Cards:
        return "cards.csv";
    case SubscriptionKind::LimitedList:
        return "limited-list.xml";
    case SubscriptionKind::Images:
        break;
    }
    return "download";
}

const char* what(SubscriptionKind kind) {
    switch (kind) {
    case SubscriptionKind::Pack:
        return "game pack";
    case SubscriptionKind::Cards:
        return "card-data file";
    case SubscriptionKind::LimitedList:
        return "Limited list";
    case SubscriptionKind::Images:
        return "image";
    }
    return "file";
}

// Caps sized well above any real file of the kind, far below what would hurt.
std::uint64_t defaultCap(SubscriptionKind kind) {
    switch (kind) {
    case SubscriptionKind::Pack:
        return 8ull << 20;
    case SubscriptionKind::Cards:
        return 64ull << 20;
    case SubscriptionKind::LimitedList:
        return 4ull << 20;
    case SubscriptionKind::Images:
        return 16ull << 20;
    }
    return 16ull << 20;
}

std::string firstOf(const std::vector<ParseError>& errors) {
    if (errors.empty()) return {};
    return errors.front().str() +
           (errors.size() > 1 ? fmt::format(" (and {} more)", errors.size() - 1) : "");
}

void removeAll(const fs::path& p) {
    std::error_code ec;
    fs::remove_all(p, ec);
}

// An exclusive lock on a file among programs (flock): released when this closes it or the
// process ends however it ends, so a killed update never leaves it held.
class FileLock {
public:
    explicit FileLock(const fs::path& file)
        : m_fd(::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644)),
          m_error(m_fd < 0 ? errno : 0) {}
    ~FileLock() {
        if (m_fd >= 0) ::close(m_fd);
    }
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    [[nodiscard]] bool opened() const { return m_fd >= 0; }
    [[nodiscard]] int error() const { return m_error; }
    bool tryLock() { return ::flock(m_fd, LOCK_EX | LOCK_NB) == 0; }

private:
    int m_fd;
    int m_error;
};

// A value as one file or folder name of the image cache: percent-encoded as in URLs, so
// different values ("X/Y", "X_Y", "..") never share a name and none leaves its folder; "%" for
// an empty value (which encoding never yields otherwise).
std::string cacheName(const std::string& s) {
    return s.empty() ? std::string("%") : io::escapeUrlComponent(s);
}

// An image's extension from its URL (".png"), else "img".
std::string extensionOf(const std::string& url) {
    std::string path = url.substr(0, url.find_first_of("?#"));
    path = path.substr(path.find_last_of('/') + 1);
    const auto dot = path.find_last_of('.');
    if (dot == std::string::npos) return "img";
    std::string ext = core::toLower(path.substr(dot + 1));
    const bool plain =
        !ext.empty() && ext.size() <= 5 && std::all_of(ext.begin(), ext.end(), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c));
        });
    return plain ? ext : "img";
}

// A count as people write it: 200,000.
std::string grouped(std::size_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// The rows of a CSV file, counted as it streams past, the header not counted: a row limit is
// checked before any row is read into memory. A field that starts with a quote runs to its
// closing quote, line breaks and doubled quotes included, as the CSV reader has it; a quote
// elsewhere is a character (the reader refuses the file for it); blank lines are not rows.
std::size_t csvRows(const fs::path& file) {
    enum class At { FieldStart, Plain, Quoted, QuoteInQuoted };
    std::ifstream in(file, std::ios::binary);
    std::vector<char> buffer(std::size_t{1} << 16);
    std::size_t records = 0;
    At at = At::FieldStart;
    bool content = false; // the record so far holds something
    while (in.read(buffer.data(), static_cast<std::streamsize>(buffer.size())) || in.gcount() > 0) {
        const auto n = static_cast<std::size_t>(in.gcount());
        for (std::size_t i = 0; i < n; ++i) {
            const char c = buffer[i];
            if (at == At::Quoted) {
                if (c == '"') at = At::QuoteInQuoted;
                continue;
            }
            if (c == '"' && (at == At::FieldStart || at == At::QuoteInQuoted)) {
                at = At::Quoted; // opened, or a doubled quote inside one
                content = true;
            } else if (c == '\n') {
                records += content;
                content = false;
                at = At::FieldStart;
            } else if (c == ',') {
                content = true;
                at = At::FieldStart;
            } else if (c != '\r') {
                content = true;
                at = At::Plain;
            }
        }
    }
    records += content;
    return records > 0 ? records - 1 : 0;
}

// A row limit's refusal, before the rows are read: they would cost memory in proportion.
std::optional<ParseError> tooManyRows(const fs::path& body, std::size_t rows, std::size_t before) {
    if (before + rows <= kMaxDownloadedRows) return std::nullopt;
    return ParseError{
        {body.string()},
        before ? fmt::format("{} rows, which with the {} of the pack's files before it pass the "
                             "limit of {} rows of card data a download may bring",
                             grouped(rows), grouped(before), grouped(kMaxDownloadedRows))
               : fmt::format("{} rows, more than the {} rows of card data a download may bring",
                             grouped(rows), grouped(kMaxDownloadedRows))};
}

// A row's set + number as the check compares them: trimmed, case ignored.
std::string setNumberKey(const core::Printing& p) {
    return core::toLower(core::trim(p.set())) + '\x1f' + core::toLower(core::trim(p.number()));
}

// A downloaded card-data file checked as the install will read it, a batch of rows at a time,
// none held once checked: its errors, else its printings whose set + number an earlier one of
// it has, worded as CardCatalogue::add words them, the earlier one named at its line of `url`
// (not of the file the download is being written to). What is kept a row is the hash of its set
// + number (8 bytes: core::HashSlots); a file in which some hash comes twice is read again,
// keeping the label and place of the rows with those hashes only (what a duplicate names).
std::vector<ParseError> checkCardFile(const fs::path& body, const core::Game& game,
                                      const std::string& url) {
    const std::string file = body.string();
    auto hash = [](const std::string& key) { return std::hash<std::string>()(key); };
    core::HashSlots seen, twice;
    auto note = [&](const std::vector<core::Printing>& printings) {
        for (const auto& p : printings) {
            const std::uint64_t h = hash(setNumberKey(p));
            if (!seen.contains(h))
                seen.add(h, 0);
            else if (!twice.contains(h))
                twice.add(h, 0);
        }
    };
    auto data = io::readCardData(
        file, game, {},
        [&](std::vector<core::Printing>&& batch) {
            note(batch);
            return true;
        },
        db::openQueryRows);
    if (!data.errors.empty()) return std::move(data.errors);
    note(data.printings);
    if (twice.size() == 0) return {};
    seen = {};
    struct First {
        std::string label;
        int line;
        int column;
    };
    std::unordered_map<std::string, First> first; // the rows whose hash came twice
    std::vector<ParseError> duplicates;
    auto check = [&](const std::vector<core::Printing>& printings) {
        for (const auto& p : printings) {
            std::string key = setNumberKey(p);
            if (!twice.contains(hash(key))) continue;
            const auto [it, fresh] =
                first.try_emplace(std::move(key), First{p.label(), p.origin.line, p.origin.column});
            if (!fresh)
                duplicates.push_back(
                    {p.origin,
                     fmt::format("{} {} is already {} (from {})", p.set(), p.number(),
                                 it->second.label,
                                 SourceLocation{url, it->second.line, it->second.column}.str())});
        }
    };
    data = io::readCardData(
        file, game, {},
        [&](std::vector<core::Printing>&& batch) {
            check(batch);
            return true;
        },
        db::openQueryRows);
    check(data.printings);
    return duplicates;
}

// Beside a pack's files in a subscription's folder: the ETag and Last-Modified of each file
// the pack names, so that the next update asks for each conditionally.
const char* const kValidatorsFile = ".deckhand-validators";

using Validators = std::map<std::string, std::pair<std::string, std::string>>;

Validators readValidators(const fs::path& folder) {
    Validators out;
    std::ifstream in(folder / kValidatorsFile, std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
        const auto a = line.find('\t');
        const auto b = a == std::string::npos ? a : line.find('\t', a + 1);
        if (b == std::string::npos) continue;
        out[line.substr(0, a)] = {line.substr(a + 1, b - a - 1), line.substr(b + 1)};
    }
    return out;
}

// Best effort: without it the next update downloads every file again, nothing worse.
void writeValidators(const fs::path& folder, const Validators& validators) {
    std::string text;
    for (const auto& [file, v] : validators) {
        const std::string line = file + '\t' + v.first + '\t' + v.second;
        if (line.find_first_of("\r\n") != std::string::npos) continue;
        if (std::count(line.begin(), line.end(), '\t') != 2) continue;
        if (!v.first.empty() || !v.second.empty()) text += line + '\n';
    }
    std::ofstream(folder / kValidatorsFile, std::ios::binary) << text;
}

} // namespace

Subscriptions::Subscriptions(ProfileSession& session) : m_session(session) {
    m_limits.maxBytes = 0; // each kind's own cap
}

Result<db::Subscription> Subscriptions::subscribe(const std::string& url, SubscriptionKind kind,
                                                  const std::string& game) {
    auto refused = kind == SubscriptionKind::Images ? io::checkUrlTemplate(url) : io::checkUrl(url);
    if (refused) return {{}, {{{}, *refused}}};
    if ((kind == SubscriptionKind::Cards || kind == SubscriptionKind::Images) && game.empty())
        return {{},
                {{{},
                  fmt::format("a {} subscription needs the game it is for (--game ID)",
                              db::kindName(kind))}}};
    if (!game.empty()) { // installed: its rules read, not its cards
        auto g = m_session.gameRules(game);
        if (!g.ok()) return {{}, g.errors};
    }
    auto added = subscriptionsOf(m_session).add(url, kind, game);
    if (!added) return {{}, {{{}, fmt::format("already subscribed to {}", url)}}};
    return {*added, {}};
}

Result<std::vector<db::Subscription>> Subscriptions::subscribePackSources(const std::string& game) {
    auto g = m_session.game(game);
    if (!g.ok()) return {{}, g.errors};
    const auto& sources = g.value->game.cardSources;
    if (sources.empty())
        return {{},
                {{{},
                  fmt::format("the {} pack names no source of its card data (<card-source>)",
                              g.value->game.name)}}};
    Result<std::vector<db::Subscription>> out;
    const auto followed = list();
    for (const auto& source : sources) {
        if (std::any_of(followed.begin(), followed.end(),
                        [&](const db::Subscription& s) { return s.url == source.url; }))
            continue;
        auto added = subscribe(source.url, SubscriptionKind::Cards, game);
        if (!added.ok()) {
            out.errors.insert(out.errors.end(), added.errors.begin(), added.errors.end());
            continue;
        }
        out.value.push_back(std::move(added.value));
    }
    return out;
}

bool Subscriptions::unsubscribe(const std::string& url) {
    auto s = subscriptionsOf(m_session).find(url);
    if (!s) return false;
    subscriptionsOf(m_session).remove(url);
    removeAll(filesDir(*s).parent_path());
    return true;
}

std::vector<db::Subscription> Subscriptions::list() {
    return subscriptionsOf(m_session).all();
}

fs::path Subscriptions::filesDir(const db::Subscription& s) const {
    return m_session.dir() / "subscriptions" / std::to_string(s.id) / "current";
}

UpdateResult Subscriptions::failed(const db::Subscription& s, std::string message, bool inputError,
                                   std::vector<ParseError> errors) {
    UpdateResult out;
    subscriptionsOf(m_session).recordFailed(s.id, message);
    out.subscription = subscriptionsOf(m_session).find(s.id).value_or(s);
    out.status = UpdateResult::Status::Failed;
    out.message = std::move(message);
    out.inputError = inputError;
    out.errors = std::move(errors);
    return out;
}

UpdateResult Subscriptions::update(const std::string& url) {
    if (auto s = subscriptionsOf(m_session).find(url)) return update(*s);
    UpdateResult out;
    out.subscription.url = url;
    out.message =
        fmt::format("not subscribed to {} (`deckhand-cli subscriptions` lists them)", url);
    out.inputError = true;
    return out;
}

std::vector<UpdateResult> Subscriptions::updateAll() {
    std::vector<UpdateResult> out;
    for (const auto& s : subscriptionsOf(m_session).all())
        out.push_back(update(s));
    return out;
}

UpdateResult Subscriptions::update(const db::Subscription& sub) {
    UpdateResult out;
    out.subscription = sub;
    if (sub.kind == SubscriptionKind::Images) {
        out.status = UpdateResult::Status::Skipped;
        out.changes.push_back(fmt::format(
            "{}: image URL template for {}; `deckhand-cli images fetch --game {}` uses it", sub.url,
            sub.game, sub.game));
        return out;
    }

    // Two updates of one subscription share its staging/ and current/ folders: the second waits
    // for the first, then starts from what that one installed (its validators, its files).
    const fs::path home = filesDir(sub).parent_path();
    std::error_code ec;
    fs::create_directories(home, ec);
    FileLock lock(home / "lock");
    if (!lock.opened())
        return failed(sub,
                      fmt::format("{}: cannot create {}: {}", sub.url, (home / "lock").string(),
                                  std::strerror(lock.error())),
                      false);
    if (!lock.tryLock()) {
        if (m_onWaiting) m_onWaiting(sub);
        const auto deadline = std::chrono::steady_clock::now() + m_lockWait;
        do {
            if (std::chrono::steady_clock::now() >= deadline) {
                // Not the subscription's failure: the other update records how it went.
                out.status = UpdateResult::Status::Failed;
                out.message =
                    m_lockWait.count() == 0
                        ? fmt::format("{}: another Deckhand is updating it right now; update "
                                      "again when it has finished",
                                      sub.url)
                        : fmt::format(
                              "{}: another Deckhand is updating it and has not finished "
                              "after {} s; update again when it has",
                              sub.url,
                              std::chrono::duration_cast<std::chrono::seconds>(m_lockWait).count());
                return out;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        } while (!lock.tryLock());
    }
    const auto stored = subscriptionsOf(m_session).find(sub.id);
    if (!stored) {
        out.message = fmt::format(
            "{}: no longer subscribed (another Deckhand unsubscribed it meanwhile)", sub.url);
        return out;
    }
    return updateLocked(*stored);
}

// One update as it goes: its folders, where each downloaded file came from (so problems name the
// URL rather than a local copy) and, for a pack, what the files it names have brought so far.
struct Subscriptions::Staging {
    explicit Staging(fs::path currentDir)
        : current(std::move(currentDir)), staging(current.parent_path() / "staging"),
          previous(current.parent_path() / "previous") {}

    void remember(const fs::path& rel, const std::string& url) {
        origin[(staging / rel).string()] = url;
        origin[(current / rel).string()] = url;
    }
    [[nodiscard]] std::vector<ParseError> named(std::vector<ParseError> errors) const {
        for (auto& e : errors)
            if (auto it = origin.find(e.where.file); it != origin.end()) e.where.file = it->second;
        return errors;
    }

    fs::path current;
    fs::path staging;
    fs::path previous;
    std::map<std::string, std::string> origin;
    std::size_t rows = 0; // of the pack's card files so far
    // Each named file's ETag and Last-Modified as the installed version got them, and as the
    // version being put together has them.
    Validators installed;
    Validators validators;
};

// A file a pack names beside it.
struct Subscriptions::PackFile {
    std::string path;    // resolved against the staging folder
    std::string written; // as the pack wrote it
    bool isCards;
};

UpdateResult Subscriptions::updateLocked(const db::Subscription& sub) {
    Staging st(filesDir(sub));
    removeAll(st.staging); // left by an update that was interrupted
    removeAll(st.previous);
    std::error_code ec;
    fs::create_directories(st.staging, ec);
    if (ec)
        return failed(
            sub,
            fmt::format("{}: cannot create {}: {}", sub.url, st.staging.string(), ec.message()),
            false);

    const fs::path main = mainFile(sub.kind);
    const io::DownloadOptions options = mainDownloadOptions(sub, st.current / main);
    st.remember(main, sub.url);
    const auto got = io::download(sub.url, st.staging / main, options);
    if (got.status == io::DownloadStatus::NotModified) return upToDate(sub, st);
    if (!got.ok()) {
        removeAll(st.staging);
        return failed(sub, got.message, got.inputError(), got.errors);
    }
    // A pack names its card data and Limited lists beside it: fetch them from beside its URL.
    if (sub.kind == SubscriptionKind::Pack)
        if (auto refused = fetchPackFiles(sub, st, (st.staging / main).string()))
            return std::move(*refused);
    if (auto refused = swapIn(sub, st)) return std::move(*refused);
    return install(sub, st, (st.current / main).string(), got);
}

io::DownloadOptions Subscriptions::mainDownloadOptions(const db::Subscription& sub,
                                                       const fs::path& installed) {
    io::DownloadOptions options = m_limits;
    options.what = what(sub.kind);
    if (options.maxBytes == 0) options.maxBytes = defaultCap(sub.kind);
    std::error_code ec;
    if (fs::exists(installed, ec)) {
        options.etag = sub.etag;
        options.lastModified = sub.lastModified;
    }
    options.validate = [this, &sub](const fs::path& body) { return checkDownload(sub, body); };
    return options;
}

std::vector<ParseError> Subscriptions::checkDownload(const db::Subscription& sub,
                                                     const fs::path& body) {
    switch (sub.kind) {
    case SubscriptionKind::Pack: {
        auto pack = io::readGamePackFile(body.string());
        if (pack.ok() && !sub.game.empty() && pack.value.game.id != sub.game)
            return {{{body.string()},
                     fmt::format("this pack is the game '{}', not '{}'", pack.value.game.id,
                                 sub.game)}};
        return pack.errors;
    }
    case SubscriptionKind::Cards: {
        // The game's rules: its cards are not read for the check (the install checks the new
        // printings against the sets + numbers the game has).
        auto g = m_session.gameRules(sub.game);
        if (!g.ok()) return g.errors;
        if (auto tooMany = tooManyRows(body, csvRows(body), 0)) return {*tooMany};
        return checkCardFile(body, g.value, sub.url);
    }
    case SubscriptionKind::LimitedList: {
        auto read = io::readLimitedListFile(body.string());
        // Whether each game is installed, from the profile's list: no game's cards are read.
        const auto installed = m_session.installedGames();
        for (const auto& v : read.value)
            if (std::none_of(installed.begin(), installed.end(), [&](const core::InstalledGame& g) {
                    return core::iequals(g.id, v.game);
                }))
                read.errors.push_back(
                    {v.origin, fmt::format("no installed game has the id '{}'", v.game)});
        return read.errors;
    }
    case SubscriptionKind::Images:
        break;
    }
    return {};
}

UpdateResult Subscriptions::upToDate(const db::Subscription& sub, const Staging& st) {
    removeAll(st.staging);
    subscriptionsOf(m_session).recordChecked(sub.id);
    UpdateResult out;
    out.subscription = subscriptionsOf(m_session).find(sub.id).value_or(sub);
    out.status = UpdateResult::Status::UpToDate;
    out.changes.push_back(fmt::format("{}: up to date", sub.url));
    return out;
}

std::optional<UpdateResult> Subscriptions::fetchPackFiles(const db::Subscription& sub, Staging& st,
                                                          const std::string& packFile) {
    auto pack = io::readGamePackFile(packFile);
    std::vector<PackFile> files;
    for (const auto& f : pack.value.cardFiles)
        files.push_back({f.path, f.written, true});
    for (const auto& f : pack.value.limitedListFiles)
        files.push_back({f.path, f.written, false});
    if (files.size() > kMaxPackFiles) {
        removeAll(st.staging);
        return failed(sub,
                      fmt::format("{}: names {} files; a downloaded pack may name at most {}",
                                  sub.url, grouped(files.size()), grouped(kMaxPackFiles)),
                      true);
    }
    std::size_t done = 0;
    if (m_onProgress) m_onProgress(sub, done, files.size());
    st.installed = readValidators(st.current);
    for (const auto& file : files) {
        if (auto refused = fetchPackFile(sub, st, file, pack.value.game)) return refused;
        if (m_onProgress) m_onProgress(sub, ++done, files.size());
    }
    if (!st.validators.count(kValidatorsFile)) writeValidators(st.staging, st.validators);
    return std::nullopt;
}

std::optional<UpdateResult> Subscriptions::fetchPackFile(const db::Subscription& sub, Staging& st,
                                                         const PackFile& file,
                                                         const core::Game& game) {
    const fs::path rel = fs::path(file.path).lexically_relative(st.staging);
    if (rel.empty() || rel.is_absolute() || *rel.begin() == "..") {
        removeAll(st.staging);
        // Told as the pack wrote it: the path it resolves to is in the user's profile, where
        // the download was being put together, and means nothing to the publisher.
        return failed(sub,
                      fmt::format("{}: names the {} '{}', which is not beside it; a downloaded "
                                  "pack may name only files in its own folder",
                                  sub.url, file.isCards ? "card-data file" : "Limited list",
                                  file.written),
                      true);
    }
    const std::string url = io::resolveUrl(sub.url, rel.generic_string());
    st.remember(rel, url);
    const auto part =
        io::download(url, st.staging / rel, packFileOptions(st, rel, file.isCards, game, url));
    if (!part.ok()) {
        removeAll(st.staging);
        return failed(sub, fmt::format("{} (named by {})", part.message, sub.url),
                      part.inputError(), part.errors);
    }
    if (part.status == io::DownloadStatus::NotModified)
        return keepInstalled(sub, st, rel, file.isCards);
    st.validators[rel.generic_string()] = {part.etag, part.lastModified};
    return std::nullopt;
}

io::DownloadOptions Subscriptions::packFileOptions(Staging& st, const fs::path& rel, bool isCards,
                                                   const core::Game& game, const std::string& url) {
    io::DownloadOptions o = m_limits;
    o.what = isCards ? "card-data file" : "Limited list";
    o.maxBytes =
        o.maxBytes ? o.maxBytes
                   : defaultCap(isCards ? SubscriptionKind::Cards : SubscriptionKind::LimitedList);
    o.validate = [isCards, &game, &rows = st.rows,
                  url](const fs::path& body) -> std::vector<ParseError> {
        if (!isCards) return io::readLimitedListFile(body.string()).errors;
        const std::size_t count = csvRows(body);
        if (auto tooMany = tooManyRows(body, count, rows)) return {*tooMany};
        rows += count;
        return checkCardFile(body, game, url);
    };
    // Asked for conditionally when the installed version has it: a file the publisher did not
    // change answers 304 and is kept from the installed version.
    std::error_code ec;
    const bool kept = fs::is_regular_file(st.current / rel, ec);
    if (const auto v = st.installed.find(rel.generic_string()); kept && v != st.installed.end()) {
        o.etag = v->second.first;
        o.lastModified = v->second.second;
    }
    return o;
}

std::optional<UpdateResult> Subscriptions::keepInstalled(const db::Subscription& sub, Staging& st,
                                                         const fs::path& rel, bool isCards) {
    std::error_code ec;
    fs::create_directories((st.staging / rel).parent_path(), ec);
    if (!ec)
        fs::copy_file(st.current / rel, st.staging / rel, fs::copy_options::overwrite_existing, ec);
    if (ec) {
        const std::string why = ec.message();
        removeAll(st.staging);
        return failed(sub,
                      fmt::format("{}: cannot keep the unchanged {}: {}", sub.url,
                                  (st.current / rel).string(), why),
                      false);
    }
    const std::string key = rel.generic_string();
    st.validators[key] = st.installed[key];
    if (isCards) { // kept from the installed version: its rows count too
        const std::size_t count = csvRows(st.staging / rel);
        if (auto tooMany = tooManyRows(st.staging / rel, count, st.rows)) {
            removeAll(st.staging);
            auto errors = st.named({*tooMany});
            return failed(sub, fmt::format("{} (named by {})", errors.front().str(), sub.url), true,
                          errors);
        }
        st.rows += count;
    }
    return std::nullopt;
}

// Swaps the new files in, the old ones kept beside them until the install is done.
std::optional<UpdateResult> Subscriptions::swapIn(const db::Subscription& sub, const Staging& st) {
    std::error_code ec;
    if (fs::exists(st.current, ec)) fs::rename(st.current, st.previous, ec);
    if (!ec) fs::rename(st.staging, st.current, ec);
    if (ec) {
        const std::string why = ec.message();
        if (fs::exists(st.previous, ec) && !fs::exists(st.current, ec))
            fs::rename(st.previous, st.current, ec);
        removeAll(st.staging);
        return failed(sub,
                      fmt::format("{}: cannot move the download into {}: {}", sub.url,
                                  st.current.string(), why),
                      false);
    }
    return std::nullopt;
}

// Installs the swapped-in files, puts the old ones back if the install fails, and records how
// it went.
UpdateResult Subscriptions::install(const db::Subscription& sub, const Staging& st,
                                    const std::string& file, const io::DownloadResult& got) {
    auto putBack = [&] {
        removeAll(st.current);
        std::error_code ignored;
        if (fs::exists(st.previous, ignored)) fs::rename(st.previous, st.current, ignored);
    };
    UpdateResult out;
    out.subscription = sub;
    std::vector<ParseError> errors;
    std::string game = sub.game;
    try {
        errors = installFile(sub, file, out.changes, game);
    } catch (const Error& e) {
        putBack();
        return failed(sub, fmt::format("{}: could not install it: {}", sub.url, e.what()), false);
    }
    if (!errors.empty()) {
        putBack();
        errors = st.named(std::move(errors));
        return failed(sub,
                      fmt::format("{}: the new version was refused: {}", sub.url, firstOf(errors)),
                      true, errors);
    }
    removeAll(st.previous);
    subscriptionsOf(m_session).recordUpdated(sub.id, got.etag, got.lastModified, game);
    out.subscription = subscriptionsOf(m_session).find(sub.id).value_or(sub);
    out.status = UpdateResult::Status::Updated;
    return out;
}

std::vector<ParseError> Subscriptions::installFile(const db::Subscription& sub,
                                                   const std::string& file,
                                                   std::vector<std::string>& changes,
                                                   std::string& game) {
    switch (sub.kind) {
    case SubscriptionKind::Pack: {
        auto errors = m_session.installPack(file);
        if (!errors.empty()) return errors;
        game = io::readGamePackFile(file).value.game.id;
        auto g = m_session.game(game);
        changes.push_back(fmt::format("{}: installed the game pack {} ({}), {} printings", sub.url,
                                      g.ok() ? g.value->game.name : game, game,
                                      g.ok() ? g.value->catalogue.size() : 0));
        return {};
    }
    case SubscriptionKind::Cards: {
        core::ImportProgress progress;
        if (m_onInstalling)
            progress = [this, &sub](std::size_t done, std::size_t total) {
                m_onInstalling(sub, done, total);
            };
        auto r = m_session.importCards(sub.game, file, progress);
        if (!r.ok()) return r.errors;
        changes.push_back(fmt::format(
            "{}: imported {} printings into {}{}", sub.url, r.value.added, sub.game,
            r.value.replaced
                ? fmt::format(" (replacing the {} of its last version)", r.value.replaced)
                : ""));
        return r.errors;
    }
    case SubscriptionKind::LimitedList: {
        auto r = m_session.importLimitedLists(file);
        for (const auto& line : r.value)
            changes.push_back(fmt::format("{}: {}", sub.url, line));
        return r.errors;
    }
    case SubscriptionKind::Images:
        break;
    }
    return {};
}

fs::path cardImagePath(const fs::path& profileDir, const std::string& game, const std::string& set,
                       const std::string& number, const std::string& extension) {
    return profileDir / "images" / cacheName(game) / cacheName(set) /
           (cacheName(number) + "." + cacheName(extension));
}

fs::path userCardImagePath(const fs::path& profileDir, const std::string& game,
                           const std::string& set, const std::string& number,
                           const std::string& extension) {
    return profileDir / "card-images" / cacheName(game) / cacheName(set) /
           (cacheName(number) + "." + cacheName(extension));
}

fs::path cardImageFile(const fs::path& profileDir, const std::string& game, const std::string& set,
                       const std::string& number, std::initializer_list<const char*> extensions) {
    for (auto* path : {&userCardImagePath, &cardImagePath})
        for (const char* ext : extensions) {
            std::error_code ec;
            fs::path file = (*path)(profileDir, game, set, number, ext);
            if (fs::is_regular_file(file, ec)) return file;
        }
    return {};
}

namespace {

// Whether the user chose an image of their own for a printing (in the card editor).
bool hasUserImage(const fs::path& profileDir, const std::string& game, const core::Printing& p) {
    for (const char* ext : {"png", "jpg", "jpeg", "gif", "bmp", "webp"}) {
        std::error_code ec;
        if (fs::is_regular_file(userCardImagePath(profileDir, game, p.set(), p.number(), ext), ec))
            return true;
    }
    return false;
}

// Where a game's relative image templates (an exported pack's "images/{game}/...") lead: below
// the URL of the pack subscription that installed the game, else below the folder of its pack
// file (a pack installed from a folder, whose images are files beside it).
struct TemplateBase {
    std::string url; ///< the pack's URL, or ""
    fs::path folder; ///< the pack's folder when there is no URL
};

TemplateBase templateBase(ProfileSession& session, const LoadedGame& game) {
    TemplateBase out;
    for (const auto& s : subscriptionsOf(session).all())
        if (s.kind == SubscriptionKind::Pack && s.game == game.game.id && out.url.empty())
            out.url = s.url;
    if (out.url.empty() && !game.packFile.empty())
        out.folder = fs::path(game.packFile).parent_path();
    return out;
}

// A template as downloads use it: a relative one resolved against the URL the pack came from (a
// local pack's stays relative: its files are copied, not fetched).
std::string resolved(const std::string& tmpl, const TemplateBase& base) {
    if (tmpl.empty() || !io::relativeUrlTemplate(tmpl)) return tmpl;
    if (!base.url.empty()) return io::resolveUrlTemplate(base.url, tmpl);
    return tmpl;
}

// The images a local pack names beside it: each copied into the cache when it is an image.
void copyLocalImages(const std::vector<io::ImageJob>& jobs, const CardImageRequest& request,
                     io::ImageFetchReport& report) {
    std::size_t done = 0;
    for (const auto& job : jobs) {
        if (request.cancel && request.cancel->load()) {
            report.cancelled = true;
            break;
        }
        ++report.total;
        std::error_code ec;
        if (!request.revalidate && fs::is_regular_file(job.target, ec)) {
            ++report.cached;
        } else {
            io::DownloadResult r;
            r.url = job.url;
            auto bad = io::validateImageFile(job.url);
            if (!fs::is_regular_file(job.url, ec)) {
                r.error = io::DownloadError::Http;
                r.message = job.url + ": no such image beside the pack";
            } else if (!bad.empty()) {
                r.error = io::DownloadError::Invalid;
                r.message = job.url + ": " + bad.front().message;
            } else {
                fs::create_directories(job.target.parent_path(), ec);
                auto bytes = io::readWholeFile(job.url);
                auto written = bytes.ok() ? io::writeFileAtomically(job.target.string(),
                                                                    bytes.value, "card image")
                                          : std::optional<ParseError>(bytes.errors.front());
                if (!written) {
                    r.status = io::DownloadStatus::Downloaded;
                    ++report.fetched;
                } else {
                    r.error = io::DownloadError::Disk;
                    r.message = written->str();
                }
            }
            if (!r.ok()) {
                ++report.failed;
                report.failures.push_back(std::move(r));
            }
        }
        if (request.progress) request.progress(++done, jobs.size());
    }
}

} // namespace

std::optional<io::ImageJob> cardImageJob(ProfileSession& session, const LoadedGame& game,
                                         const core::Printing& printing) {
    std::string tmpl;
    for (const auto& s : subscriptionsOf(session).all())
        if (s.kind == SubscriptionKind::Images && s.game == game.game.id && tmpl.empty())
            tmpl = s.url;
    if (tmpl.empty()) {
        if (const auto* source = game.game.imagesFor(printing.set()))
            tmpl = resolved(source->url, templateBase(session, game));
    }
    // A local pack's relative template is a file, not a download: "Download all card images"
    // copies those.
    if (tmpl.empty() || io::relativeUrlTemplate(tmpl) || io::checkUrlTemplate(tmpl))
        return std::nullopt;
    auto url = io::expandUrlTemplate(tmpl, {{"set", printing.set()},
                                            {"number", printing.number()},
                                            {"name", printing.name()},
                                            {"game", game.game.id}});
    if (!url.ok()) return std::nullopt;
    return io::ImageJob{url.value, cardImagePath(session.dir(), game.game.id, printing.set(),
                                                 printing.number(), extensionOf(url.value))};
}

Result<io::ImageFetchReport> fetchCardImages(ProfileSession& session,
                                             const CardImageRequest& request) {
    auto g = session.game(request.game);
    if (!g.ok()) return {{}, g.errors};
    const LoadedGame& game = *g.value;

    std::string subscribed;
    for (const auto& s : subscriptionsOf(session).all())
        if (s.kind == SubscriptionKind::Images && s.game == game.game.id && subscribed.empty())
            subscribed = s.url;
    const TemplateBase base = templateBase(session, game);
    const fs::path profileDir = session.dir();

    std::vector<io::ImageJob> jobs, local;
    std::vector<ParseError> errors;
    std::set<std::string> sets, missing, checked;
    std::size_t own = 0;
    for (std::size_t i = 0; i < game.catalogue.size(); ++i) {
        const core::Printing& p = game.catalogue.at(i);
        sets.insert(p.set());
        if (!request.set.empty() && !core::iequals(p.set(), request.set)) continue;
        std::string tmpl = request.urlTemplate.empty() ? subscribed : request.urlTemplate;
        bool file = false; // a local pack's relative template: a path to copy from
        if (tmpl.empty()) {
            if (const auto* source = game.game.imagesFor(p.set())) {
                file = io::relativeUrlTemplate(source->url) && base.url.empty();
                tmpl = file ? source->url : resolved(source->url, base);
            }
        }
        if (tmpl.empty()) {
            missing.insert(p.set());
            continue;
        }
        if (checked.insert(tmpl).second) {
            if (file && base.folder.empty())
                errors.push_back({{},
                                  fmt::format("{} names its images relative to its pack ({}), "
                                              "and where the pack came from is not known: give "
                                              "--url TEMPLATE",
                                              game.game.name, tmpl)});
            else if (auto bad = file ? std::optional<std::string>() : io::checkUrlTemplate(tmpl))
                errors.push_back({{}, *bad});
        }
        // The user's own image (chosen in the card editor) is the card's image: nothing to fetch.
        if (hasUserImage(profileDir, game.game.id, p)) {
            ++own;
            continue;
        }
        auto url = io::expandUrlTemplate(
            tmpl,
            {{"set", p.set()}, {"number", p.number()}, {"name", p.name()}, {"game", game.game.id}});
        if (!url.ok()) continue;                                  // reported by checkUrlTemplate
        if (file) url.value = (base.folder / url.value).string(); // the files beside the pack
        (file ? local : jobs)
            .push_back({url.value, cardImagePath(profileDir, game.game.id, p.set(), p.number(),
                                                 extensionOf(url.value))});
    }
    if (!request.set.empty() && std::none_of(sets.begin(), sets.end(), [&](const std::string& s) {
            return core::iequals(s, request.set);
        })) {
        std::string list;
        for (const auto& s : sets)
            list += (list.empty() ? "" : ", ") + s;
        errors.push_back(
            {{}, fmt::format("{} has no set '{}' (sets: {})", game.game.name, request.set, list)});
    }
    for (const auto& s : missing)
        errors.push_back(
            {{},
             fmt::format("no image URL for set {} of {}: give --url TEMPLATE, subscribe with "
                         "--kind images, or add <images url=\"...\"/> to the game pack",
                         s, game.game.name)});
    if (!errors.empty()) return {{}, errors};

    io::ImageFetchOptions o;
    o.jobs = request.jobs;
    o.revalidate = request.revalidate;
    o.download = request.limits;
    if (o.download.maxBytes == 0) o.download.maxBytes = defaultCap(SubscriptionKind::Images);
    o.progress = request.progress;
    o.cancel = request.cancel;
    io::ImageFetchReport report = io::fetchImages(jobs, o);
    if (!local.empty() && !report.cancelled) {
        CardImageRequest copying = request;
        const std::size_t before = report.total;
        copying.progress = [&](std::size_t done, std::size_t) {
            if (request.progress) request.progress(before + done, before + local.size());
        };
        copyLocalImages(local, copying, report);
    }
    report.own = own;
    return {std::move(report), {}};
}

} // namespace deckhand::app
