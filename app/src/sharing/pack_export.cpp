// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/pack_export.hpp"

#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/image_fetch.hpp"
#include "deckhand/io/pack_writer.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

// A file name part that any web server serves under the same name: ASCII letters (lower case),
// digits, '_' and single '-'. Two values may share one (their files are then one file).
std::string slug(std::string_view value, std::string_view fallback) {
    std::string out;
    for (const char raw : value) {
        char c = raw >= 'A' && raw <= 'Z' ? static_cast<char>(raw - 'A' + 'a') : raw;
        const bool plain = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        if (plain)
            out += c;
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string(fallback) : out;
}

// FNV-1a, 64 bits: tells contents apart for the pack's note (not a security measure).
std::string contentHash(std::string_view bytes) {
    return fmt::format("{:016x}", core::fnv1a64(bytes));
}

// What a file holds now, or nullopt when it is not there or not readable as a file.
std::optional<std::string> currentBytes(const fs::path& p) {
    std::error_code ec;
    if (!fs::is_regular_file(fs::symlink_status(p, ec))) return std::nullopt;
    std::ifstream in(p, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A manifest line names a file of the export only when it is a plain path below the folder.
bool safeRelative(const std::string& line) {
    if (line.empty() || line.front() == '#') return false;
    const fs::path p(line);
    if (p.is_absolute() || p.has_root_name() || p != p.lexically_normal()) return false;
    return std::none_of(p.begin(), p.end(), [](const fs::path& part) {
        return part == ".." || part == "." || part.empty();
    });
}

std::set<std::string> readManifest(const fs::path& file) {
    std::set<std::string> out;
    std::ifstream in(file, std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (safeRelative(line)) out.insert(line);
    }
    return out;
}

std::string manifestText(const std::string& gameId, const std::set<std::string>& files) {
    std::string out = fmt::format(
        "# Deckhand pack export of {}: the files it wrote. The next export replaces them and "
        "removes those the game no longer has; it touches no other file.\n",
        gameId);
    for (const auto& f : files)
        out += f + "\n";
    return out;
}

// The image of a printing: the one the user chose (<profile>/card-images/<game>/<set>/
// <number>.<ext>) over the cached one (<profile>/images/...), the first extension in name
// order when there are several; empty when there is none. The folders are read once each.
class CachedImages {
public:
    explicit CachedImages(fs::path profile) : m_profile(std::move(profile)) {}

    fs::path find(const std::string& game, const core::Printing& p) {
        for (auto* path : {&userCardImagePath, &cardImagePath}) {
            const fs::path probe = (*path)(m_profile, game, p.set(), p.number(), "x");
            const std::string stem = probe.stem().string() + ".";
            const auto& names = folder(probe.parent_path());
            for (auto it = names.lower_bound(stem); it != names.end() && it->starts_with(stem);
                 ++it) {
                const std::string ext = it->substr(stem.size());
                if (!ext.empty() && ext.find('.') == std::string::npos && ext != "etag")
                    return probe.parent_path() / *it;
            }
        }
        return {};
    }

private:
    const std::set<std::string>& folder(const fs::path& dir) {
        auto [it, fresh] = m_folders.try_emplace(dir.string());
        if (fresh) {
            std::error_code ec;
            for (const auto& e : fs::directory_iterator(dir, ec))
                if (e.is_regular_file(ec) && !e.path().filename().string().starts_with("."))
                    it->second.insert(e.path().filename().string());
        }
        return it->second;
    }

    fs::path m_profile;
    std::map<std::string, std::set<std::string>> m_folders;
};

// What a file of the export holds: its bytes, or a file to copy them from (an image).
struct Content {
    std::string bytes;
    fs::path copyOf;
};

ParseError fail(const fs::path& where, std::string message) {
    return {{where.string()}, std::move(message)};
}

// Writes or replaces a file whole, or throws naming it.
void writeFile(const fs::path& file, std::string_view bytes, std::string_view what) {
    if (auto bad = io::writeFileAtomically(file.string(), bytes, what)) throw Error(bad->str());
}

void makeFolder(const fs::path& folder) {
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec)
        throw Error(i18n::trf("{}: cannot create the folder: {}", folder.string(), ec.message()));
}

// An image's bytes are read when it is written, one at a time.
std::string_view bytesOf(Content& content) {
    if (!content.copyOf.empty()) {
        auto bytes = io::readWholeFile(content.copyOf.string());
        if (!bytes.ok())
            throw Error(i18n::trf("cannot read a cached image: {}", bytes.errors.front().str()));
        content.bytes = std::move(bytes.value);
    }
    return content.bytes;
}

// The export written beside its folder and put in its place whole: a folder next to it,
// ".<name>.deckhand-export-<pid>", gets every file the folder keeps as a hard link (the same
// file: its bytes, times and owner, so a web server's ETag and Last-Modified stay), the files
// that changed written anew, and then the two folders change places in one rename
// (renameat2 RENAME_EXCHANGE). Whenever the program stops, the folder is the earlier export or
// the new one, never some of each; what a stopped export left beside it is removed by the next.
class Aside {
public:
    explicit Aside(fs::path place) : m_place(std::move(place)) {
        const fs::path parent = m_place.parent_path();
        const std::string prefix = "." + m_place.filename().string() + ".deckhand-export-";
        m_aside = parent / (prefix + std::to_string(::getpid()));
        std::error_code ec;
        fs::create_directories(parent, ec);
        removeAbandoned(parent, prefix);
        m_exists = fs::exists(m_place, ec);
        struct stat here {};
        struct stat above {};
        if (m_exists && ::stat(m_place.c_str(), &here) == 0 &&
            ::stat(parent.c_str(), &above) == 0 && here.st_dev != above.st_dev) {
            m_why = i18n::tr("it is a mount point, which cannot be replaced");
            return;
        }
        if (!fs::create_directory(m_aside, ec) || ec) {
            m_why = ec ? i18n::trf("no folder can be made beside it: {}", ec.message())
                       : i18n::tr("no folder can be made beside it: one is in the way");
            return;
        }
        if (m_exists) {
            fs::permissions(m_aside, fs::status(m_place, ec).permissions(), ec);
            // Whether this file system can swap two folders: tried on two of its own first.
            const fs::path a = m_aside / ".swap-a", b = m_aside / ".swap-b";
            fs::create_directory(a, ec);
            fs::create_directory(b, ec);
            const bool swaps =
                ::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0;
            const int error = errno;
            fs::remove(a, ec);
            fs::remove(b, ec);
            if (!swaps) {
                m_why =
                    i18n::trf("its file system cannot swap two folders: {}", std::strerror(error));
                fs::remove_all(m_aside, ec);
                return;
            }
        }
        m_ready = true;
    }
    ~Aside() {
        std::error_code ec;
        if (m_ready) fs::remove_all(m_aside, ec); // an export that failed, or the old folder
    }
    Aside(const Aside&) = delete;
    Aside& operator=(const Aside&) = delete;

    [[nodiscard]] bool ready() const { return m_ready; }
    [[nodiscard]] const std::string& why() const { return m_why; }
    [[nodiscard]] const fs::path& path() const { return m_aside; }

    // The new folder: what the old one holds, shared, but the files this export writes or
    // removes; then the export's files, each linked when its bytes are the same.
    void write(std::map<std::string, Content>& files, const std::vector<std::string>& leaving,
               const std::string& manifest, PackExport& report) {
        std::set<std::string> own(leaving.begin(), leaving.end());
        for (const auto& [rel, content] : files)
            own.insert(rel);
        own.insert(kExportManifest);
        if (m_exists) mirror(own);
        for (auto& [rel, content] : files) {
            const fs::path target = m_place / rel, out = m_aside / rel;
            const std::string_view bytes = bytesOf(content);
            makeFolder(out.parent_path());
            if (m_exists && currentBytes(target) == bytes) {
                share(target, out);
                report.unchanged.push_back(rel);
            } else {
                writeFile(out, bytes, "exported file");
                report.written.push_back(rel);
            }
            std::string().swap(content.bytes);
        }
        for (const auto& rel : leaving) {
            report.removed.push_back(rel);
            // Its folder goes too when nothing is left in it (never the export's own folder).
            std::error_code ec;
            for (fs::path part = fs::path(rel).parent_path(); !part.empty();
                 part = part.parent_path())
                if (!fs::remove(m_aside / part, ec)) break;
        }
        if (m_exists && currentBytes(m_place / kExportManifest) == manifest)
            share(m_place / kExportManifest, m_aside / kExportManifest);
        else
            writeFile(m_aside / kExportManifest, manifest, "export's list of files");
    }

    void putInPlace() {
        const bool done = m_exists ? ::renameat2(AT_FDCWD, m_aside.c_str(), AT_FDCWD,
                                                 m_place.c_str(), RENAME_EXCHANGE) == 0
                                   : ::rename(m_aside.c_str(), m_place.c_str()) == 0;
        if (!done)
            throw Error(i18n::trf("{}: cannot put the export in place of the folder: {}",
                                  m_place.string(), std::strerror(errno)));
        if (!m_exists) m_ready = false; // nothing is left beside it
    }

private:
    // Every file and folder of the old folder but `own` into the new one; a file shared, a
    // folder made with the same permissions. Links are linked as links, never followed.
    void mirror(const std::set<std::string>& own) {
        std::error_code ec;
        for (auto it = fs::recursive_directory_iterator(m_place, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            const fs::path rel = it->path().lexically_relative(m_place);
            const auto s = it->symlink_status(ec);
            if (fs::is_directory(s)) {
                fs::create_directory(m_aside / rel, it->path(), ec);
                if (ec)
                    throw Error(i18n::trf("{}: cannot create the folder: {}",
                                          (m_aside / rel).string(), ec.message()));
            } else if (!own.count(rel.generic_string())) {
                share(it->path(), m_aside / rel);
            }
        }
        if (ec)
            throw Error(i18n::trf("{}: cannot read the folder to keep what it holds: {}",
                                  m_place.string(), ec.message()));
    }

    // The same file in the new folder: a hard link, else (another file system below, links not
    // allowed) a copy with the same modification time.
    static void share(const fs::path& from, const fs::path& to) {
        std::error_code ec;
        fs::create_hard_link(from, to, ec);
        if (!ec) return;
        const auto s = fs::symlink_status(from, ec);
        if (fs::is_symlink(s))
            fs::copy_symlink(from, to, ec);
        else if (fs::is_regular_file(s) && fs::copy_file(from, to, ec))
            fs::last_write_time(to, fs::last_write_time(from, ec), ec);
        if (ec)
            throw Error(i18n::trf("{}: cannot keep it in the new export folder: {}", from.string(),
                                  ec.message()));
    }

    // What exports that were stopped left beside the folder: their process is gone.
    static void removeAbandoned(const fs::path& parent, const std::string& prefix) {
        std::error_code ec;
        for (const auto& e : fs::directory_iterator(parent, ec)) {
            const std::string name = e.path().filename().string();
            if (!name.starts_with(prefix) || name.size() == prefix.size()) continue;
            const std::string digits = name.substr(prefix.size());
            if (!std::all_of(digits.begin(), digits.end(),
                             [](char c) { return c >= '0' && c <= '9'; }))
                continue;
            const pid_t pid = static_cast<pid_t>(std::stol(digits));
            if (pid != ::getpid() && (::kill(pid, 0) == 0 || errno == EPERM)) continue; // running
            std::error_code ignored;
            fs::remove_all(e.path(), ignored);
        }
    }

    fs::path m_place;
    fs::path m_aside;
    bool m_exists = false;
    bool m_ready = false;
    std::string m_why;
};

// The export written over the folder's files one by one, where no folder can be put in its
// place: each file whole, the manifest first naming every file this export may leave, so an
// export cut short is still an earlier export to the next one.
void writeInPlace(const fs::path& dir, const std::string& id, std::map<std::string, Content>& files,
                  const std::set<std::string>& before, const std::set<std::string>& after,
                  const std::vector<std::string>& leaving, PackExport& report) {
    const fs::path manifest = dir / kExportManifest;
    auto writeManifest = [&](const std::set<std::string>& names) {
        const std::string text = manifestText(id, names);
        if (currentBytes(manifest) != text) writeFile(manifest, text, "export's list of files");
    };
    std::set<std::string> both = before;
    both.insert(after.begin(), after.end());
    makeFolder(dir);
    writeManifest(both);
    for (auto& [rel, content] : files) {
        const fs::path target = dir / rel;
        const std::string_view bytes = bytesOf(content);
        if (currentBytes(target) == bytes) {
            report.unchanged.push_back(rel);
            continue;
        }
        makeFolder(target.parent_path());
        writeFile(target, bytes, "exported file");
        report.written.push_back(rel);
        std::string().swap(content.bytes);
    }
    std::error_code ec;
    for (const auto& rel : leaving) {
        if (fs::remove(dir / rel, ec)) report.removed.push_back(rel);
        for (fs::path part = fs::path(rel).parent_path(); !part.empty(); part = part.parent_path())
            if (!fs::remove(dir / part, ec)) break;
    }
    writeManifest(after);
}

// The export's files by their path relative to the folder, sorted.
using Files = std::map<std::string, Content>;

// Card data: one file per set (sample data apart), in the order the sets first come, each
// in the game's order of printings. Returns the pack's references to them.
std::vector<io::PackFileRef> planCardData(const LoadedGame& game, Files& files,
                                          PackExport& report) {
    std::vector<std::string> cardOrder;
    std::map<std::string, std::vector<const core::Printing*>> byFile;
    for (std::size_t i = 0; i < game.catalogue.size(); ++i) {
        const core::Printing& p = game.catalogue.at(i);
        const std::string rel =
            fmt::format("cards/{}{}.csv", p.sample ? "sample/" : "", slug(p.set(), "set"));
        auto [it, fresh] = byFile.try_emplace(rel);
        if (fresh) cardOrder.push_back(rel);
        it->second.push_back(&p);
    }
    std::vector<io::PackFileRef> cardRefs;
    for (const auto& rel : cardOrder) {
        std::vector<std::string> leftOut;
        files[rel].bytes = io::cardCsv(game.game, byFile[rel], &leftOut);
        for (const auto& column : leftOut)
            report.notes.push_back(i18n::trf("{}: the extra column '{}' is left out: the game's "
                                             "field of that name would read it",
                                             rel, column));
        cardRefs.push_back({rel, byFile[rel].front()->sample});
    }
    report.printings = game.catalogue.size();
    return cardRefs;
}

// Limited lists: one file per version, by date and list name. Returns the pack's references
// to them.
std::vector<io::PackFileRef> planLimitedLists(const LoadedGame& game, Files& files,
                                              PackExport& report) {
    auto versions = game.limited.versions(game.game.id);
    std::stable_sort(versions.begin(), versions.end(), [](const auto* a, const auto* b) {
        return std::tie(a->effective, a->name) < std::tie(b->effective, b->name);
    });
    std::vector<io::PackFileRef> listRefs;
    for (const auto* v : versions) {
        std::string base = "limited/" + v->effective.str();
        if (!core::iequals(v->name, core::kUnnamedList)) base += "-" + slug(v->name, "list");
        std::string rel = base + ".xml";
        for (int n = 2; files.count(rel); ++n)
            rel = fmt::format("{}-{}.xml", base, n);
        files[rel].bytes = io::limitedListXml(*v);
        listRefs.push_back({rel, v->sample});
    }
    report.listVersions = versions.size();
    return listRefs;
}

// The pack's note: it lists the contents of the files it names, so that game.xml changes
// whenever one of them does (subscribers ask for game.xml first, conditionally).
std::string contentsNote(const std::string& id, const Files& files,
                         const std::vector<io::PackFileRef>& cardRefs,
                         const std::vector<io::PackFileRef>& listRefs) {
    std::string note = fmt::format("{} (game {}). The card data and Limited lists it names, by "
                                   "content (FNV-1a), so that this file changes when one of "
                                   "them does:\n",
                                   io::kExportNoteStart, id);
    for (const auto& r : cardRefs)
        note += fmt::format("  {} {}\n", r.file, contentHash(files.at(r.file).bytes));
    for (const auto& r : listRefs)
        note += fmt::format("  {} {}\n", r.file, contentHash(files.at(r.file).bytes));
    return note;
}

// The sets' names and dates as the user sees them (the published ones under the user's).
std::vector<io::PackSet> shownSets(ProfileSession& session, const LoadedGame& game) {
    std::vector<io::PackSet> sets;
    for (const auto& set : gameSets(session, game))
        if (!set.name.empty() || !set.released.empty())
            sets.push_back({set.code, set.name, set.released});
    return sets;
}

// The cached images the export copies, counted by set and extension.
struct FoundImages {
    // set (lower case) -> extension -> images; the sets in the order they first come
    std::map<std::string, std::map<std::string, std::size_t>> extensions;
    std::map<std::string, std::string> setCode;
    std::vector<std::string> setOrder;
    std::map<std::string, std::size_t> overall;
};

// Every printing's cached image, planned as images/<game>/<set>/<number>.<ext>.
FoundImages planImages(const fs::path& profile, const LoadedGame& game, Files& files,
                       PackExport& report) {
    const std::string& id = game.game.id;
    CachedImages cache(profile);
    FoundImages found;
    for (std::size_t i = 0; i < game.catalogue.size(); ++i) {
        const core::Printing& p = game.catalogue.at(i);
        const fs::path image = cache.find(id, p);
        if (image.empty()) continue;
        const std::string ext = image.extension().string().substr(1);
        const fs::path target = cardImagePath(fs::path(), id, p.set(), p.number(), ext);
        files[target.generic_string()].copyOf = image;
        ++report.images;
        const std::string key = core::toLower(p.set());
        if (found.setCode.emplace(key, p.set()).second) found.setOrder.push_back(key);
        ++found.extensions[key][ext];
        ++found.overall[ext];
    }
    return found;
}

// The extension most images have.
std::string commonest(const std::map<std::string, std::size_t>& counts) {
    return std::max_element(counts.begin(), counts.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->first;
}

// Where the images are, relative to game.xml, so that a subscriber's image download finds
// them: one template for every set (the commonest extension), and a set's own where its
// images have another. A pack that names images elsewhere for every set keeps that for the
// sets with no image here.
std::vector<core::ImageSource> imageTemplates(const core::Game& pack, FoundImages& found,
                                              PackExport& report) {
    const std::string relative = "images/{game}/{set}/{number}.";
    std::vector<core::ImageSource> images;
    const bool noWide = !pack.imagesFor("\x1f"); // the pack has no <images> without a set
    const std::string defaultExt = commonest(found.overall);
    if (noWide)
        images.push_back({"", relative + defaultExt});
    else
        for (const auto& i : pack.images)
            if (i.set.empty()) images.push_back(i);
    for (const auto& key : found.setOrder) {
        const auto& counts = found.extensions[key];
        const std::string ext = commonest(counts);
        if (!noWide || ext != defaultExt) images.push_back({found.setCode[key], relative + ext});
        for (const auto& [other, n] : counts)
            if (other != ext)
                report.notes.push_back(i18n::trfn(
                    "set {}: {} image in .{} (its other images are .{}): the pack names one "
                    "extension per set, so a subscriber's image download does not find it",
                    "set {}: {} images in .{} (its other images are .{}): the pack names one "
                    "extension per set, so a subscriber's image download does not find them",
                    n, found.setCode[key], n, other, ext));
    }
    // The pack's own template of a set with no image here stays that set's.
    for (const auto& i : pack.images)
        if (!i.set.empty() && !found.setCode.count(core::toLower(i.set))) images.push_back(i);
    return images;
}

// Without the images, a template relative to the pack names files that are not beside it, so
// it goes (one of another server stays); nullopt when the pack has no such template.
std::optional<std::vector<core::ImageSource>> withoutRelativeTemplates(const core::Game& pack) {
    if (std::none_of(pack.images.begin(), pack.images.end(),
                     [](const core::ImageSource& i) { return io::relativeUrlTemplate(i.url); }))
        return std::nullopt;
    std::vector<core::ImageSource> images;
    for (const auto& i : pack.images)
        if (!io::relativeUrlTemplate(i.url)) images.push_back(i);
    return images;
}

// Every file of the export but its manifest: card data, Limited lists, with `options.images`
// the cached images, and game.xml naming them; errors when the installed pack does not parse.
Result<Files> planFiles(ProfileSession& session, const LoadedGame& game,
                        const db::InstalledGame& installed, const PackExportOptions& options,
                        PackExport& report) {
    Files files;
    const auto cardRefs = planCardData(game, files, report);
    const auto listRefs = planLimitedLists(game, files, report);
    const std::string note = contentsNote(game.game.id, files, cardRefs, listRefs);
    io::PackExtras extras;
    extras.sets = shownSets(session, game);
    if (options.images) {
        FoundImages found = planImages(session.dir(), game, files, report);
        if (!found.setOrder.empty()) extras.images = imageTemplates(game.game, found, report);
    }
    if (!extras.images) extras.images = withoutRelativeTemplates(game.game);
    auto pack =
        io::packWithFiles(installed.packXml, installed.packFile, cardRefs, listRefs, note, extras);
    if (!pack.ok()) return {{}, pack.errors};
    files["game.xml"].bytes = std::move(pack.value);
    return {std::move(files), {}};
}

// The files an earlier export wrote into `dir` (none when it is new or empty), or why no
// export goes there: it is not a folder, or it holds files no export wrote.
Result<std::set<std::string>> earlierExport(const fs::path& dir, const fs::file_status& status) {
    if (fs::exists(status) && !fs::is_directory(status))
        return {{}, {fail(dir, i18n::tr("is not a folder"))}};
    std::error_code ec;
    const fs::path manifest = dir / kExportManifest;
    if (fs::is_regular_file(fs::symlink_status(manifest, ec))) return {readManifest(manifest), {}};
    if (!fs::exists(status)) return {};
    std::vector<std::string> there;
    for (const auto& e : fs::directory_iterator(dir, ec))
        there.push_back(e.path().filename().string());
    if (there.empty()) return {};
    std::sort(there.begin(), there.end());
    std::string names;
    for (std::size_t i = 0; i < there.size() && i < 3; ++i)
        names += (i ? ", " : "") + there[i];
    // TRANSLATORS: the first three names of the folder's files, then how many more it holds.
    if (there.size() > 3)
        names = i18n::trfn("{} and {} more", "{} and {} more", there.size() - 3, names,
                           there.size() - 3);
    return {{},
            {fail(dir, i18n::trf("holds files no pack export wrote ({}); export into an "
                                 "empty folder or into an earlier export's",
                                 names))}};
}

// What in `dir` stands where the export would write and may not be replaced: a file no
// earlier export wrote, or what is not a file or not a folder where one belongs. Sorted, each
// path once; empty when nothing does.
std::vector<ParseError> inTheWay(const fs::path& dir, const Files& files,
                                 const std::set<std::string>& before) {
    std::error_code ec;
    std::vector<ParseError> refused;
    for (const auto& [rel, content] : files) {
        const fs::path target = dir / rel;
        // Every folder on the way must be a folder of this one, not a link leading out of it.
        for (fs::path part = fs::path(rel).parent_path(); !part.empty();
             part = part.parent_path()) {
            const auto s = fs::symlink_status(dir / part, ec);
            if (fs::exists(s) && (fs::is_symlink(s) || !fs::is_directory(s)))
                refused.push_back(
                    fail(dir / part, i18n::tr("is in the way of the export: not a folder")));
        }
        const auto s = fs::symlink_status(target, ec);
        if (!fs::exists(s)) continue;
        if (!fs::is_regular_file(s))
            refused.push_back(fail(target, i18n::tr("is in the way of the export: not a file")));
        else if (!before.count(rel))
            refused.push_back(
                fail(target, i18n::tr("was not written by an earlier export; move it away first")));
    }
    std::sort(refused.begin(), refused.end(),
              [](const ParseError& a, const ParseError& b) { return a.where.file < b.where.file; });
    refused.erase(std::unique(refused.begin(), refused.end(),
                              [](const ParseError& a, const ParseError& b) {
                                  return a.where.file == b.where.file;
                              }),
                  refused.end());
    return refused;
}

// The files of an earlier export this one no longer has, as the folder holds them: plain
// files reached without passing a link (one leading elsewhere is never followed).
std::vector<std::string> leavingFiles(const fs::path& dir, const std::set<std::string>& before,
                                      const std::set<std::string>& after) {
    std::error_code ec;
    std::vector<std::string> leaving;
    for (const auto& rel : before) {
        if (after.count(rel)) continue;
        if (!fs::is_regular_file(fs::symlink_status(dir / rel, ec))) continue;
        bool inside = true;
        for (fs::path part = fs::path(rel).parent_path(); !part.empty(); part = part.parent_path())
            if (fs::is_symlink(fs::symlink_status(dir / part, ec))) inside = false;
        if (inside) leaving.push_back(rel);
    }
    return leaving;
}

// The folder as the file system names it (an existing one with its links resolved), without
// a trailing '/'.
fs::path placeOf(const fs::path& dir, bool exists) {
    std::error_code ec;
    fs::path place = exists ? fs::canonical(dir, ec) : fs::absolute(dir, ec);
    if (ec) throw Error(i18n::trf("{}: cannot find the folder: {}", dir.string(), ec.message()));
    place = place.lexically_normal();
    if (place.filename().empty()) place = place.parent_path(); // "out/"
    return place;
}

// The planned files and the manifest written into `dir`, and the files of `leaving` removed:
// aside and put in its place in one rename, or where that cannot be done, in place. A
// failure of the system throws, naming the folder as the user named it.
void writeExport(const fs::path& dir, bool exists, const std::string& id, Files& files,
                 const std::set<std::string>& before, const std::set<std::string>& after,
                 const std::vector<std::string>& leaving, PackExport& report) {
    const fs::path place = placeOf(dir, exists);
    fs::path shown = dir.lexically_normal(); // the folder as the user named it
    if (shown.filename().empty()) shown = shown.parent_path();
    Aside aside(place);
    if (aside.ready()) {
        try {
            aside.write(files, leaving, manifestText(id, after), report);
            aside.putInPlace();
        } catch (const Error& e) {
            // Named as the folder's files: the one beside it is gone with the failure.
            std::string why = e.what();
            const std::string from = aside.path().string();
            for (auto at = why.find(from); at != std::string::npos; at = why.find(from, at))
                why.replace(at, from.size(), shown.string());
            // TRANSLATORS: {0} is why the export failed; {1} the folder.
            throw Error(i18n::trf("{}; nothing in {} was changed", why, shown.string()));
        }
        return;
    }
    // TRANSLATORS: {0} is the folder, {1} why it could not be replaced whole.
    report.notes.push_back(i18n::trf(
        "{} was written in place ({}): a reader during the export may find old and new files "
        "together",
        shown.string(), aside.why()));
    try {
        writeInPlace(dir, id, files, before, after, leaving, report);
    } catch (const Error& e) {
        // TRANSLATORS: {} is why the export failed.
        throw Error(i18n::trf("{}; the export stopped part way: the files written so far "
                              "are whole, the others as they were",
                              e.what()));
    }
}

// The pack of game `id` as the profile installed it, or nullopt.
std::optional<db::InstalledGame> installedPack(ProfileSession& session, const std::string& id) {
    std::optional<db::InstalledGame> installed;
    for (auto& g : catalogueOf(session).games())
        if (g.id == id) installed = std::move(g);
    return installed;
}

} // namespace

Result<PackExport> exportPack(ProfileSession& session, const std::string& gameId,
                              const fs::path& dir, const PackExportOptions& options) {
    // What is published is the profile as it is now, read for the export, not a copy the
    // session read before another program (an import on the command line) changed it.
    auto loaded = ProfileSession::readGame(session.dir(), gameId);
    if (!loaded.ok()) return {{}, loaded.errors};
    if (!loaded.value) return {{}, {{{}, i18n::trf("no installed game has the id '{}'", gameId)}}};
    const LoadedGame& game = *loaded.value;
    const std::string& id = game.game.id;
    const auto installed = installedPack(session, id);
    if (!installed) return {{}, {{{}, i18n::trf("the pack of '{}' is not in the profile", id)}}};

    PackExport report;
    auto files = planFiles(session, game, *installed, options, report);
    if (!files.ok()) return {{}, files.errors};

    // The folder: new, empty, or an earlier export's; no file of someone else's is replaced.
    std::error_code ec;
    const auto status = fs::status(dir, ec);
    const auto before = earlierExport(dir, status);
    if (!before.ok()) return {{}, before.errors};
    if (auto refused = inTheWay(dir, files.value, before.value); !refused.empty())
        return {{}, std::move(refused)};
    std::set<std::string> after;
    for (const auto& [rel, content] : files.value)
        after.insert(rel);
    const auto leaving = leavingFiles(dir, before.value, after);

    // From here on a failure is the system's (a full disk, a folder not writable): thrown.
    writeExport(dir, fs::exists(status), id, files.value, before.value, after, leaving, report);
    return {std::move(report), {}};
}

} // namespace deckhand::app
