// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/event_check.hpp"

#include "deckhand/app/deck_reading.hpp"
#include "deckhand/app/list_check.hpp"
#include "deckhand/app/registration.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"
#include "deckhand/io/file.hpp"
#include "spilled_rows.hpp"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <regex>
#include <sstream>
#include <unordered_map>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

// Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil).
std::int64_t daysFromCivil(int y, int m, int d) {
    y -= m <= 2 ? 1 : 0;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy =
        (153 * static_cast<unsigned>(m + (m > 2 ? -3 : 9)) + 2) / 5 + static_cast<unsigned>(d) - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

int number(const std::ssub_match& m) {
    return m.matched ? std::stoi(m.str()) : 0;
}

// "+01:00", "+0100", "-5", "+5:30" as minutes east of UTC.
std::optional<int> offsetOf(const std::string& text) {
    if (text.empty()) return std::nullopt;
    const int sign = text[0] == '-' ? -1 : 1;
    std::string digits;
    for (char c : text.substr(1))
        if (c != ':') digits.push_back(c);
    int hours = 0, minutes = 0;
    if (digits.size() <= 2)
        hours = std::stoi(digits);
    else {
        hours = std::stoi(digits.substr(0, digits.size() - 2));
        minutes = std::stoi(digits.substr(digits.size() - 2));
    }
    if (hours > 14 || minutes > 59) return std::nullopt;
    return sign * (hours * 60 + minutes);
}

std::optional<FormTime> makeTime(int y, int mo, int d, int h, int mi, int s,
                                 std::optional<int> offset) {
    if (!core::Date::parse(fmt::format("{:04}-{:02}-{:02}", y, mo, d))) return std::nullopt;
    if (h > 23 || mi > 59 || s > 60) return std::nullopt;
    FormTime t;
    t.seconds = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s;
    t.offsetMinutes = offset;
    return t;
}

} // namespace

namespace {

const std::regex& slashDate() {
    static const std::regex slash(
        R"(^(\d{1,4})/(\d{1,2})/(\d{1,4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?\s*(?:(GMT|UTC)([+-]\d{1,2}(?::?\d{2})?)?)?$)");
    return slash;
}

} // namespace

std::optional<std::pair<int, int>> FormTime::leadingFields(std::string_view text) {
    const std::string s(core::trim(text));
    std::smatch m;
    if (!std::regex_match(s, m, slashDate()) || m[1].length() == 4) return std::nullopt;
    return std::pair{number(m[1]), number(m[2])};
}

std::optional<FormTime> FormTime::parse(std::string_view text, DateOrder order) {
    const std::string s(core::trim(text));
    static const std::regex iso(
        R"(^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$)");
    std::smatch m;
    if (std::regex_match(s, m, iso)) {
        std::optional<int> offset;
        if (m[7].matched) offset = m[7].str() == "Z" ? std::optional<int>(0) : offsetOf(m[7].str());
        if (m[7].matched && !offset) return std::nullopt;
        return makeTime(number(m[1]), number(m[2]), number(m[3]), number(m[4]), number(m[5]),
                        number(m[6]), offset);
    }
    if (!std::regex_match(s, m, slashDate())) return std::nullopt;
    int y = 0, mo = 0, d = 0;
    const int a = number(m[1]), b = number(m[2]), c = number(m[3]);
    if (m[1].length() == 4) { // Google Forms: 2026/03/14
        y = a;
        mo = b;
        d = c;
    } else { // Sheets and Microsoft Forms: as the locale has it
        y = m[3].length() <= 2 ? 2000 + c : c;
        const bool dayFirst =
            order == DateOrder::DayFirst || (order == DateOrder::Unknown && a > 12);
        mo = dayFirst ? b : a;
        d = dayFirst ? a : b;
    }
    int h = number(m[4]);
    if (m[7].matched) {
        if (h < 1 || h > 12) return std::nullopt;
        const bool pm = m[7].str()[0] == 'P' || m[7].str()[0] == 'p';
        h = h % 12 + (pm ? 12 : 0);
    }
    std::optional<int> offset;
    if (m[8].matched) offset = m[9].matched ? offsetOf(m[9].str()) : std::optional<int>(0);
    if (m[9].matched && !offset) return std::nullopt;
    return makeTime(y, mo, d, h, number(m[5]), number(m[6]), offset);
}

bool FormTime::after(const FormTime& other) const {
    if (offsetMinutes && other.offsetMinutes)
        return seconds - *offsetMinutes * 60 > other.seconds - *other.offsetMinutes * 60;
    return seconds > other.seconds;
}

std::size_t EventSummary::size() const {
    return spilled ? spilled->size() : rows.size();
}

EventRow EventSummary::row(std::size_t i) const {
    return spilled ? spilled->row(i) : rows[i];
}

void EventSummary::eachRow(const std::function<void(std::size_t, const EventRow&)>& fn) const {
    if (spilled) return spilled->each(fn);
    for (std::size_t i = 0; i < rows.size(); ++i)
        fn(i, rows[i]);
}

namespace {

// The lists that count by verdict, the late among them, and those superseded.
struct Tally {
    std::size_t legal = 0, illegal = 0, unreadable = 0, late = 0, superseded = 0;
};

// From the rows kept, or from what is held of the rows spilled (no row read back).
Tally tally(const EventSummary& summary) {
    Tally t;
    if (const auto& file = summary.spilled) {
        for (std::size_t i = 0; i < file->size(); ++i) {
            const std::uint8_t f = file->flags(i);
            if (file->superseded(i)) {
                ++t.superseded;
                continue;
            }
            t.legal += (f & SpilledRows::kLegal) != 0;
            t.illegal += (f & SpilledRows::kIllegal) != 0;
            t.unreadable += (f & SpilledRows::kUnreadable) != 0;
            t.late += (f & SpilledRows::kLate) != 0;
        }
        return t;
    }
    for (const EventRow& r : summary.rows) {
        if (!r.supersededBy.empty()) {
            ++t.superseded;
            continue;
        }
        t.legal += r.verdict == "LEGAL";
        t.illegal += r.verdict == "ILLEGAL";
        t.unreadable += r.verdict == "UNREADABLE";
        t.late += r.late;
    }
    return t;
}

} // namespace

bool EventSummary::allLegal() const {
    const Tally t = tally(*this);
    return t.illegal == 0 && t.unreadable == 0;
}

bool EventSummary::anyUnreadable() const {
    return tally(*this).unreadable > 0;
}

namespace {

// A header matched by a name given or a 1-based number.
int givenColumn(const std::vector<std::string>& header, const std::string& given) {
    int n = 0;
    const auto [end, ec] = std::from_chars(given.data(), given.data() + given.size(), n);
    if (ec == std::errc() && end == given.data() + given.size())
        return n >= 1 && n <= static_cast<int>(header.size()) ? n - 1 : -1;
    const std::string want = core::foldName(given);
    for (std::size_t i = 0; i < header.size(); ++i)
        if (core::foldName(header[i]) == want) return static_cast<int>(i);
    return -1;
}

// The first of `names` (folded, in order of preference) that the header has.
int usualColumn(const std::vector<std::string>& header, std::initializer_list<const char*> names) {
    for (const char* name : names)
        for (std::size_t i = 0; i < header.size(); ++i)
            if (core::foldName(header[i]) == name) return static_cast<int>(i);
    return -1;
}

// The first header holding one of `parts`, not already taken.
int headerHolding(const std::vector<std::string>& header, std::initializer_list<const char*> parts,
                  const std::vector<int>& taken) {
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (std::find(taken.begin(), taken.end(), static_cast<int>(i)) != taken.end()) continue;
        const std::string h = core::foldName(header[i]);
        for (const char* p : parts)
            if (h.find(p) != std::string::npos) return static_cast<int>(i);
    }
    return -1;
}

} // namespace

Result<FormColumnIndexes> eventFormColumns(const std::vector<std::string>& header,
                                           const FormColumns& given, const std::string& file) {
    Result<FormColumnIndexes> out;
    auto pick = [&](const std::string& name, const char* option, int& into, auto usual) {
        if (name.empty()) {
            into = usual();
            return;
        }
        into = givenColumn(header, name);
        if (into < 0)
            out.errors.push_back(
                // TRANSLATORS: an option (--list-column), then the column it names.
                {{file, 1}, i18n::trf("{} {}: the header has no such column", option, name)});
    };
    FormColumnIndexes& c = out.value;
    pick(given.list, "--list-column", c.list, [&] {
        const int i = usualColumn(header, {"deck list", "decklist", "list", "deck",
                                           "paste your deck list", "your deck list"});
        return i >= 0 ? i : headerHolding(header, {"list", "deck"}, {});
    });
    pick(given.time, "--time-column", c.time, [&] {
        const int i = usualColumn(header, {"timestamp", "completion time", "submitted",
                                           "submission time", "time", "start time"});
        return i >= 0 ? i : headerHolding(header, {"timestamp", "time"}, {c.list});
    });
    pick(given.player, "--player-column", c.player, [&] {
        const int i =
            usualColumn(header, {"player name", "player", "full name", "your name", "name"});
        return i >= 0 ? i : headerHolding(header, {"name"}, {c.list, c.time});
    });
    pick(given.id, "--id-column", c.id, [&] {
        const int i = usualColumn(header, {"player id", "player number", "membership number",
                                           "membership id", "id number", "player id number", "id"});
        return i >= 0 ? i : headerHolding(header, {" id", "id "}, {c.list, c.time, c.player});
    });
    if (out.errors.empty() && c.list < 0)
        out.errors.push_back({{file, 1},
                              i18n::tr("no column of the header holds the deck lists (a \"Deck "
                                       "list\" column, or say which with --list-column)")});
    return out;
}

std::string surnameOf(std::string_view player) {
    const std::string name(core::trim(player));
    const auto space = name.find_last_of(" \t");
    const std::string last = space == std::string::npos ? name : name.substr(space + 1);
    return core::foldName(last) + '\x1f' + core::foldName(name);
}

namespace {

int cards(const core::DeckSection& s) {
    return std::accumulate(s.entries.begin(), s.entries.end(), 0,
                           [](int n, const core::DeckEntry& e) { return n + e.quantity; });
}

// "line 3, column 1: ..." and how many more, from a list's first errors.
std::string shortProblems(const std::vector<std::string>& each) {
    constexpr std::size_t kShown = 3;
    std::string out;
    for (std::size_t i = 0; i < each.size() && i < kShown; ++i)
        out += (i == 0 ? "" : "; ") + each[i];
    // TRANSLATORS: after a list's first three problems, how many more it has.
    if (each.size() > kShown)
        out += i18n::trfn("; and {} more", "; and {} more", each.size() - kShown,
                          each.size() - kShown);
    return out;
}

std::string whereAndWhy(const ParseError& e) {
    if (e.where.line > 0 && e.where.column > 0)
        return i18n::trf("line {}, column {}: {}", e.where.line, e.where.column, e.message);
    if (e.where.line > 0) return i18n::trf("line {}: {}", e.where.line, e.message);
    return e.message;
}

} // namespace

EventRow eventRow(const DeckCheck& check, const LoadedGame* game) {
    EventRow row;
    row.source = check.file;
    row.game = check.game;
    if (!check.inputErrors.empty() || !check.report || !game) {
        row.verdict = "UNREADABLE";
        std::vector<std::string> each;
        for (const auto& e : check.inputErrors)
            each.push_back(whereAndWhy(e));
        row.problems = shortProblems(each);
        return row;
    }
    row.verdict = check.legal() ? "LEGAL" : "ILLEGAL";
    for (const auto& s : check.deck.sections) {
        if (core::isConsidering(s.id)) continue; // kept with the list, not handed in
        const core::SectionDef* def = game->game.section(s.id);
        (def && !def->counts ? row.side : row.main) += cards(s);
    }
    std::vector<std::string> each;
    for (const auto& v : check.report->errors) // "...; ..." reads better without the stops
        each.push_back(v.message.ends_with('.') ? v.message.substr(0, v.message.size() - 1)
                                                : v.message);
    row.problems = shortProblems(each);
    row.hash = core::deckHash(game->game.id, check.deck);
    return row;
}

namespace {

// A roster's players by file: the whole path as given, and the file's name alone.
struct RosterEntry {
    std::string player, id, surname;
};

Result<std::map<std::string, RosterEntry>> readRoster(const std::string& path) {
    Result<std::map<std::string, RosterEntry>> out;
    auto bytes = io::readWholeFile(path);
    if (!bytes.ok()) {
        out.errors = std::move(bytes.errors);
        return out;
    }
    auto table = io::readCsv(bytes.value, path);
    if (!table.ok()) {
        out.errors = std::move(table.errors);
        return out;
    }
    const int file = table.value.column("file"), player = table.value.column("player"),
              id = table.value.column("id"), surname = table.value.column("surname");
    if (file < 0 || player < 0) {
        out.errors.push_back(
            {{path, table.value.headerLine},
             // TRANSLATORS: "file", "player", "id" and "surname" are the roster's CSV headers.
             i18n::tr("a roster needs a \"file\" and a \"player\" column (and may have \"id\" "
                      "and \"surname\")")});
        return out;
    }
    auto cell = [](const std::vector<std::string>& row, int i) {
        return i >= 0 && i < static_cast<int>(row.size()) ? std::string(core::trim(row[i]))
                                                          : std::string();
    };
    for (const auto& row : table.value.rows)
        out.value[cell(row, file)] = {cell(row, player), cell(row, id), cell(row, surname)};
    return out;
}

// The player a file stands for without a roster: its name without the extension, '_' as spaces.
std::string playerOfFile(std::string_view path) {
    // fs::path(path).stem(), without making a path a list (most of the calling thread's time
    // for a row).
    std::string_view name = path.substr(path.rfind('/') + 1);
    if (const auto dot = name.rfind('.');
        name != "." && name != ".." && dot != std::string_view::npos && dot > 0)
        name = name.substr(0, dot);
    std::string stem(name);
    std::replace(stem.begin(), stem.end(), '_', ' ');
    return stem;
}

// What a row's `describe` keeps: the row's fields in one string, for the calling thread.
constexpr char kSep = '\x1f';

std::string packRow(const EventRow& r) {
    return fmt::format("{}{}{}{}{}{}{}{}{}{}{}{}{}", r.verdict, kSep, r.main, kSep, r.side, kSep,
                       r.problems, kSep, r.hash, kSep, r.game, kSep, r.source);
}

EventRow unpackRow(std::string_view packed) {
    std::string_view f[7];
    std::size_t n = 0;
    for (; n < 6; ++n) {
        const auto at = packed.find(kSep);
        if (at == std::string_view::npos) break;
        f[n] = packed.substr(0, at);
        packed.remove_prefix(at + 1);
    }
    EventRow r;
    if (n < 6) return r;
    f[6] = packed;
    r.verdict = f[0];
    std::from_chars(f[1].data(), f[1].data() + f[1].size(), r.main);
    std::from_chars(f[2].data(), f[2].data() + f[2].size(), r.side);
    r.problems = f[3];
    r.hash = f[4];
    r.game = f[5];
    r.source = f[6];
    return r;
}

} // namespace

Result<EventSummary> EventCheck::run(const EventInput& input) {
    m_games.clear();
    if (m_options.game) m_games.push_back(m_options.game);
    auto out = input.form.empty() ? runFiles(input) : runForm(input);
    std::vector<std::optional<FormTime>> times; // a form's rows' times, read
    if (out.ok() && !input.form.empty()) out.errors = settleTimes(out.value, input.form, times);
    if (out.ok()) finish(out.value, times);
    return out;
}

Result<EventSummary> EventCheck::runForm(const EventInput& input) {
    Result<EventSummary> out;
    auto bytes = io::readWholeFile(input.form);
    if (!bytes.ok()) {
        out.errors = std::move(bytes.errors);
        return out;
    }
    auto table = io::readCsv(bytes.value, input.form);
    if (!table.ok() && table.value.header.empty()) {
        out.errors = std::move(table.errors);
        return out;
    }
    const auto columns = eventFormColumns(table.value.header, input.columns, input.form);
    if (!columns.ok()) {
        out.errors = columns.errors;
        return out;
    }
    const FormColumnIndexes& c = columns.value;
    auto cell = [](const std::vector<std::string>& row, int i) {
        return i >= 0 && i < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(i)]
                                                          : std::string();
    };
    const std::size_t total = table.value.rows.size() + table.value.malformedLines.size();
    // A record libcsv could not read is a row too, in its place by line.
    std::vector<std::pair<int, int>> order; // line, row index (-1: malformed)
    for (std::size_t i = 0; i < table.value.rows.size(); ++i)
        order.emplace_back(table.value.lines[i], static_cast<int>(i));
    for (const int line : table.value.malformedLines)
        order.emplace_back(line, -1);
    std::sort(order.begin(), order.end());
    std::size_t done = 0;
    for (const auto& [line, index] : order) {
        if (m_options.cancel && *m_options.cancel) {
            out.errors.push_back({{input.form}, i18n::tr(kCancelled)});
            return out;
        }
        // The row as a spreadsheet numbers it: the header is row 1.
        const std::string source = fmt::format("{} row {}", input.form, done + 2);
        EventRow row;
        if (index < 0) {
            row.source = source;
            row.verdict = "UNREADABLE";
            for (const auto& e : table.errors)
                if (e.where.line == line) row.problems = whereAndWhy(e);
            if (row.problems.empty())
                row.problems = i18n::trf("line {} of the form: not CSV", line);
            else
                // TRANSLATORS: where in the form's CSV ("line 4, column 2: ...") and what is wrong.
                row.problems = i18n::trf("{} (in the form)", row.problems);
        } else {
            const auto& cells = table.value.rows[static_cast<std::size_t>(index)];
            const std::string text = cell(cells, c.list);
            auto list = readDeckList(text, source, FormatBy::Content);
            std::ostringstream notes;
            const LoadedGame* game = m_options.game;
            DeckCheck check = startCheck(source);
            if (list.ok() && !game) {
                auto told = m_options.tellGame(list.value, notes);
                if (told.ok())
                    game = told.value;
                else
                    list.errors = std::move(told.errors);
            }
            if (core::trim(text).empty())
                list.errors.push_back({{source}, i18n::tr("the list's cell is empty")});
            if (list.ok() && game) {
                const auto& format = formatOf(*game);
                if (!format.ok())
                    list.errors = format.errors;
                else
                    check = checkDeckList(*game, format.value, std::move(list.value),
                                          m_options.options.date);
            }
            if (!list.ok()) check.inputErrors = std::move(list.errors);
            row = eventRow(check, check.inputErrors.empty() ? game : nullptr);
            row.source = source;
            row.notes = notes.str();
            if (game && std::find(m_games.begin(), m_games.end(), game) == m_games.end())
                m_games.push_back(game);
            row.player = std::string(core::trim(cell(cells, c.player)));
            row.playerId = std::string(core::trim(cell(cells, c.id)));
            row.submitted = std::string(core::trim(cell(cells, c.time)));
        }
        row.surname = surnameOf(row.player);
        out.value.rows.push_back(std::move(row));
        ++done;
        if (m_options.progress) m_options.progress(done, total);
    }
    return out;
}

Result<EventSummary> EventCheck::runFiles(const EventInput& input) {
    Result<EventSummary> out;
    std::map<std::string, RosterEntry> roster;
    if (!input.roster.empty()) {
        auto read = readRoster(input.roster);
        if (!read.ok()) {
            out.errors = std::move(read.errors);
            return out;
        }
        roster = std::move(read.value);
    }
    ListChecks how;
    how.game = m_options.game;
    how.options = m_options.options;
    how.tellGame = m_options.tellGame;
    how.readStdin = m_options.readStdin;
    how.describe = [](const DeckCheck& check, const LoadedGame* game) {
        return packRow(eventRow(check, game));
    };
    std::size_t total = 0, done = 0;
    bool spill = true;
    auto keep = [&](EventRow row) {
        EventSummary& summary = out.value;
        if (!summary.spilled && spill && summary.rows.size() >= m_options.spillAfter) {
            std::string why; // none: the rows stay in memory, as without spilling
            if (std::shared_ptr<SpilledRows> file = SpilledRows::make(why)) {
                for (const EventRow& r : summary.rows)
                    file->add(r);
                summary.rows = {};
                summary.spilled = std::move(file);
            }
            spill = summary.spilled != nullptr;
        }
        if (summary.spilled)
            summary.spilled->add(row);
        else
            summary.rows.push_back(std::move(row));
    };
    struct Cancelled {};
    how.deliver = [&](ListOutcome& o) {
        if (o.failure) std::rethrow_exception(o.failure);
        if (m_options.cancel && *m_options.cancel) throw Cancelled{};
        EventRow row = unpackRow(o.report);
        row.source = o.path;
        row.notes = std::move(o.notes);
        auto it = roster.find(o.path);
        if (it == roster.end() && !roster.empty())
            it = roster.find(fs::path(o.path).filename().string());
        if (it != roster.end()) {
            row.player = it->second.player;
            row.playerId = it->second.id;
            row.surname = it->second.surname.empty() ? surnameOf(row.player)
                                                     : core::foldName(it->second.surname) + '\x1f' +
                                                           core::foldName(row.player);
        } else {
            row.player = playerOfFile(o.path);
            row.surname = surnameOf(row.player);
        }
        keep(std::move(row));
        if (m_options.progress) m_options.progress(++done, total);
    };
    ListChecker checker(std::move(how));
    if (m_options.game) {
        const auto& format = checker.formatOf(*m_options.game);
        if (!format.ok()) {
            out.errors = format.errors;
            return out;
        }
    }
    const DeckFiles files(input.paths, out.errors);
    if (!out.errors.empty()) return out;
    total = files.size();
    out.value.rows.reserve(std::min(total, m_options.spillAfter));
    try {
        checker.run(files); // its workers are stopped on the way out
    } catch (const Cancelled&) {
        out.errors.push_back({{}, i18n::tr(kCancelled)});
    }
    if (out.value.spilled)
        if (auto failed = out.value.spilled->seal()) out.errors.push_back({{}, std::move(*failed)});
    return out;
}

// Which order the form's "03/04/2026" dates are in: the one given, else the one a row settles
// (a number over 12), said in the summary's notes; Unknown when nothing settles it.
std::vector<ParseError> EventCheck::settleTimes(EventSummary& summary, const std::string& form,
                                                std::vector<std::optional<FormTime>>& times) const {
    DateOrder order = m_options.dateOrder;
    const EventRow *dayFirst = nullptr, *monthFirst = nullptr, *either = nullptr;
    for (const auto& r : summary.rows) {
        const auto f = FormTime::leadingFields(r.submitted);
        if (!f) continue;
        if (f->first > 12 && !dayFirst) dayFirst = &r;
        if (f->second > 12 && !monthFirst) monthFirst = &r;
        if (f->first <= 12 && f->second <= 12 && f->first != f->second && !either) either = &r;
    }
    if (order == DateOrder::Unknown && dayFirst && monthFirst)
        return {{{form},
                 i18n::trf("the form's dates are day first in {} (\"{}\") and month first in {} "
                           "(\"{}\"): say which the form writes with --date-order dmy or mdy",
                           dayFirst->source, dayFirst->submitted, monthFirst->source,
                           monthFirst->submitted)}};
    if (order == DateOrder::Unknown && (dayFirst || monthFirst)) {
        const EventRow& by = dayFirst ? *dayFirst : *monthFirst;
        order = dayFirst ? DateOrder::DayFirst : DateOrder::MonthFirst;
        summary.notes +=
            dayFirst ? i18n::trf("note: {}: dates read day first (dd/mm/yyyy), as {} shows "
                                 "(\"{}\"); --date-order mdy says otherwise\n",
                                 form, by.source, by.submitted)
                     : i18n::trf("note: {}: dates read month first (mm/dd/yyyy), as {} shows "
                                 "(\"{}\"); --date-order dmy says otherwise\n",
                                 form, by.source, by.submitted);
    }
    if (order == DateOrder::Unknown && either && m_options.deadline)
        return {{{form},
                 i18n::trf("the form's dates could be day first or month first (\"{}\" in {}) "
                           "and no row settles it: say which with --date-order dmy or "
                           "--date-order mdy",
                           either->submitted, either->source)}};
    times.assign(summary.rows.size(), std::nullopt);
    for (std::size_t i = 0; i < summary.rows.size(); ++i) {
        EventRow& r = summary.rows[i];
        if (r.submitted.empty()) continue;
        const auto f = FormTime::leadingFields(r.submitted);
        // A date that could be read either way is not read at all rather than guessed.
        if (order == DateOrder::Unknown && f && f->first <= 12 && f->second <= 12 &&
            f->first != f->second)
            continue;
        times[i] = FormTime::parse(r.submitted, order);
        if (!m_options.deadline) continue;
        if (!times[i])
            r.notes += i18n::trf("note: {}: \"{}\" is not a time the deadline can be compared "
                                 "with: not counted as late\n",
                                 r.source, r.submitted);
        else
            r.late = times[i]->after(*m_options.deadline);
    }
    return {};
}

namespace {

// Who handed a list in: the player's ID, else their name (folded: the end of the surname key,
// folded once already); empty when neither is known. A view into the row.
std::pair<int, std::string_view> whoHandedIn(const EventRow& r) {
    if (!r.playerId.empty()) return {0, r.playerId};
    if (r.player.empty()) return {2, {}};
    const std::string_view s = r.surname;
    return {1, s.substr(s.rfind('\x1f') + 1)};
}

// A player's lists (`mine`, row numbers, and `at`, the rows by number) in the order they were
// handed in: by time when each has one, else as the input lists them. The last on time counts;
// the others are superseded by it (`set`), a later, late one flagged.
template <class At, class Set>
void supersede(At at, const std::vector<std::optional<FormTime>>& times,
               std::vector<std::uint32_t> mine, Set set) {
    auto when = [&](std::size_t i) { return i < times.size() ? times[i] : std::nullopt; };
    const bool timed =
        std::all_of(mine.begin(), mine.end(), [&](std::size_t i) { return when(i).has_value(); });
    if (timed)
        std::stable_sort(mine.begin(), mine.end(),
                         [&](std::size_t a, std::size_t b) { return when(b)->after(*when(a)); });
    std::size_t counts = mine.back();
    for (auto it = mine.rbegin(); it != mine.rend(); ++it)
        if (!at(*it).late) {
            counts = *it;
            break;
        }
    const EventRow& c = at(counts);
    const std::string by = c.submitted.empty() ? c.source : c.source + " (" + c.submitted + ")";
    bool after = false;
    for (const std::size_t i : mine) {
        if (i == counts) {
            after = true;
            continue;
        }
        set(i, by, after);
    }
}

// Runs of `order` on which `same` holds, each handed to `fn`; `order` sorted so that same
// entries are next to each other.
template <class T, class Same, class Fn>
void eachRun(const std::vector<T>& order, Same same, Fn fn) {
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i + 1;
        while (j < order.size() && same(order[i], order[j]))
            ++j;
        if (j - i > 1) fn(std::vector<T>(order.begin() + i, order.begin() + j));
        i = j;
    }
}

// A row number with a small key of what it is grouped or sorted by: 12 bytes, a vector of one
// for every row being what finish holds beside the rows.
struct Keyed {
    std::uint32_t high, low, row;
    Keyed(std::uint64_t key, std::uint32_t r)
        : high(static_cast<std::uint32_t>(key >> 32)), low(static_cast<std::uint32_t>(key)),
          row(r) {}
    auto operator<=>(const Keyed&) const = default;
};

bool sameKey(const Keyed& a, const Keyed& b) {
    return a.high == b.high && a.low == b.low;
}

// A deck by game and hash in 64 bits, exactly: the game's number among `games`, and the
// hash's 8 hex digits (core::deckHash); nullopt for a row with no hash.
std::optional<std::uint64_t> deckKey(const EventRow& r, std::vector<std::string>& games) {
    std::uint32_t hash = 0;
    const auto [end, ec] = std::from_chars(r.hash.data(), r.hash.data() + r.hash.size(), hash, 16);
    if (r.hash.size() != 8 || ec != std::errc() || end != r.hash.data() + r.hash.size())
        return std::nullopt;
    auto game = std::find(games.begin(), games.end(), r.game);
    if (game == games.end()) game = games.insert(games.end(), r.game);
    return static_cast<std::uint64_t>(game - games.begin()) << 32 | hash;
}

void setSuperseded(EventSummary& summary, std::size_t i, std::string by, bool after) {
    if (summary.spilled) return summary.spilled->supersede(i, std::move(by), after);
    summary.rows[i].supersededBy = std::move(by);
    summary.rows[i].lateResubmission = after;
}

// The players who handed in more than once: runs of a hash of who, each told apart exactly
// by reading its rows (kept or spilled) again.
void supersedeAll(EventSummary& summary, std::vector<Keyed>& who,
                  const std::vector<std::optional<FormTime>>& times) {
    std::sort(who.begin(), who.end());
    eachRun(who, sameKey, [&](const std::vector<Keyed>& run) {
        std::unordered_map<std::uint32_t, EventRow> read;
        std::vector<std::uint32_t> rows;
        for (const Keyed& k : run) {
            read.emplace(k.row, summary.row(k.row));
            rows.push_back(k.row);
        }
        auto at = [&](std::size_t i) -> const EventRow& {
            return read.at(static_cast<std::uint32_t>(i));
        };
        std::stable_sort(rows.begin(), rows.end(), [&](std::uint32_t a, std::uint32_t b) {
            return whoHandedIn(at(a)) < whoHandedIn(at(b));
        });
        eachRun(
            rows,
            [&](std::uint32_t a, std::uint32_t b) {
                return whoHandedIn(at(a)) == whoHandedIn(at(b));
            },
            [&](std::vector<std::uint32_t> mine) {
                supersede(at, times, std::move(mine),
                          [&](std::size_t i, const std::string& by, bool after) {
                              setSuperseded(summary, i, by, after);
                          });
            });
    });
}

} // namespace

constexpr std::size_t kSameNamed = 10;

// A player who handed in more than once has one list that counts; same decks (by game and
// hash) among those that count are grouped. Both by sorting row numbers with a hash of who
// handed the list in, then the deck's key, not the rows: 16 bytes a list at the most (and 4
// kept, sameDeckOf), the rows themselves kept or spilled.
void EventCheck::finish(EventSummary& summary,
                        const std::vector<std::optional<FormTime>>& times) const {
    std::vector<Keyed> keys;
    summary.eachRow([&](std::size_t i, const EventRow& r) {
        if (const auto [kind, name] = whoHandedIn(r); kind < 2)
            keys.push_back({core::fnv1a64(name) ^ static_cast<std::uint64_t>(kind),
                            static_cast<std::uint32_t>(i)});
    });
    supersedeAll(summary, keys, times);
    keys.clear(); // then the decks, in a pass of their own: one key a row held at a time
    std::vector<std::string> games;
    summary.eachRow([&](std::size_t i, const EventRow& r) {
        if (!r.supersededBy.empty()) return;
        if (const auto key = deckKey(r, games))
            keys.push_back({*key, static_cast<std::uint32_t>(i)});
    });
    std::sort(keys.begin(), keys.end());
    const std::vector<Keyed>& decks = keys;
    summary.sameDecks.clear();
    summary.sameDeckOf.assign(summary.size(), EventSummary::kNoSameDeck);
    eachRun(decks, sameKey, [&](const std::vector<Keyed>& same) {
        std::vector<std::uint32_t> holders;
        for (const Keyed& k : same) {
            summary.sameDeckOf[k.row] = static_cast<std::uint32_t>(summary.sameDecks.size());
            holders.push_back(k.row);
        }
        summary.sameDecks.push_back(std::move(holders));
    });
}

namespace {

// Each name sameAs gives, to `fn`, not copied. A deck many handed in (a folder of one net deck)
// names the first few: every name for every holder would be the square of their number.
template <class Fn> void eachSameAs(const EventSummary& summary, std::size_t row, Fn fn) {
    if (row >= summary.sameDeckOf.size() || summary.sameDeckOf[row] == EventSummary::kNoSameDeck)
        return;
    const auto& holders = summary.sameDecks[summary.sameDeckOf[row]];
    std::size_t named = 0;
    for (const std::uint32_t j : holders) {
        if (j == row) continue;
        if (named++ == kSameNamed) {
            // TRANSLATORS: after the first names of the players who handed in the same deck.
            fn(i18n::trfn("and {} more", "and {} more", holders.size() - 1 - kSameNamed,
                          holders.size() - 1 - kSameNamed));
            break;
        }
        fn(summary.spilled ? summary.spilled->player(j) : summary.rows[j].player);
    }
}

} // namespace

std::vector<std::string> EventSummary::sameAs(std::size_t row) const {
    std::vector<std::string> same;
    eachSameAs(*this, row, [&](std::string_view name) { same.emplace_back(name); });
    return same;
}

std::string eventCounts(const EventSummary& summary) {
    const Tally t = tally(summary);
    const std::string lists = i18n::trfn("{} list", "{} lists", summary.size(), summary.size());
    // TRANSLATORS: "12 lists", then how many of them are legal, illegal, unreadable, late.
    if (t.superseded == 0)
        return i18n::trf("{}: {} legal, {} illegal, {} unreadable, {} late", lists, t.legal,
                         t.illegal, t.unreadable, t.late);
    return i18n::trf("{}: {} legal, {} illegal, {} unreadable, {} late, {} superseded", lists,
                     t.legal, t.illegal, t.unreadable, t.late, t.superseded);
}

Result<FormTime> eventDeadline(std::string_view text, DateOrder order) {
    Result<FormTime> out;
    const auto fields = FormTime::leadingFields(text);
    if (fields && order == DateOrder::Unknown && fields->first <= 12 && fields->second <= 12 &&
        fields->first != fields->second) {
        out.errors.push_back({{},
                              i18n::trf("{}: the day and the month could be either way "
                                        "round: write it as ISO 8601 (YYYY-MM-DD) or say "
                                        "the order (--date-order dmy or mdy)",
                                        text)});
        return out;
    }
    if (auto t = FormTime::parse(text, order))
        out.value = *t;
    else
        out.errors.push_back({{},
                              i18n::trf("{}: not a time (ISO 8601, e.g. 2026-03-14T09:30, "
                                        "or as a form writes it)",
                                        text)});
    return out;
}

void eventSummaryCsv(const EventSummary& summary,
                     const std::function<void(std::string_view)>& put) {
    put(io::csvLine({std::begin(kSummaryColumns), std::end(kSummaryColumns)}));
    std::string line, same; // a row's, as io::csvLine writes it, and its same_as
    summary.eachRow([&](std::size_t i, const EventRow& r) {
        same.clear();
        bool firstName = true;
        eachSameAs(summary, i, [&](std::string_view name) {
            if (!firstName) same += "; ";
            same += name;
            firstName = false;
        });
        const bool unreadable = r.verdict == "UNREADABLE";
        const std::string main = unreadable ? "" : std::to_string(r.main),
                          side = unreadable ? "" : std::to_string(r.side);
        const std::string_view fields[] = {
            r.player, r.playerId,    r.source, r.verdict,   main,
            side,     r.problems,    r.hash,   r.submitted, r.late ? "yes" : "no",
            same,     r.supersededBy};
        line.clear();
        for (std::size_t f = 0; f < std::size(fields); ++f) {
            if (f > 0) line += ',';
            line += io::csvField(fields[f]);
        }
        line += "\r\n";
        put(line);
    });
}

namespace {

// A JSON string as nlohmann's dump writes it; text that is not UTF-8 (a file's name can be any
// bytes) has each bad byte as U+FFFD, as everywhere Deckhand writes JSON.
void jsonString(std::string& out, std::string_view s) {
    if (core::validUtf8(s))
        core::appendJsonString(out, s);
    else
        out += nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace

// The document nlohmann's dump(2) would write, a player at a time and straight from the row:
// the players are most of it, and a document of 20,000 held whole, or an object built for
// each, was most of the run's memory and the calling thread's time.
void eventSummaryJson(const EventSummary& summary,
                      const std::function<void(std::string_view)>& put) {
    if (summary.size() == 0) {
        put("{\n  \"players\": []\n}\n");
        return;
    }
    put("{\n  \"players\": [");
    std::string e;
    bool first = true;
    summary.eachRow([&](std::size_t row, const EventRow& r) {
        e.assign(first ? "\n    {" : ",\n    {");
        first = false;
        auto key = [&](const char* name, bool firstKey = false) {
            e += firstKey ? "\n      \"" : ",\n      \"";
            e += name;
            e += "\": ";
        };
        key("player", true);
        jsonString(e, r.player);
        key("player_id");
        jsonString(e, r.playerId);
        key("source");
        jsonString(e, r.source);
        key("verdict");
        jsonString(e, r.verdict);
        key("main");
        e += std::to_string(r.main);
        key("side");
        e += std::to_string(r.side);
        key("problems");
        jsonString(e, r.problems);
        key("hash");
        jsonString(e, r.hash);
        key("submitted");
        jsonString(e, r.submitted);
        key("late");
        e += r.late ? "true" : "false";
        key("same_as");
        std::size_t named = 0;
        eachSameAs(summary, row, [&](std::string_view name) {
            e += named++ == 0 ? "[\n        " : ",\n        ";
            jsonString(e, name);
        });
        e += named == 0 ? "[]" : "\n      ]";
        key("superseded_by");
        jsonString(e, r.supersededBy);
        e += "\n    }";
        put(e);
    });
    put("\n  ]\n}\n");
}

namespace {

// A form's rows by the source runForm gave them ("FORM row N": by line, the malformed among
// them, the header row 1), with the column of the lists.
struct FormRows {
    io::CsvTable table;
    int list = -1;
    std::map<std::string, std::size_t> bySource;
};

Result<FormRows> readFormRows(const EventInput& input) {
    Result<FormRows> out;
    auto bytes = io::readWholeFile(input.form);
    if (!bytes.ok()) {
        out.errors = std::move(bytes.errors);
        return out;
    }
    out.value.table = std::move(io::readCsv(bytes.value, input.form).value);
    const io::CsvTable& form = out.value.table;
    out.value.list = eventFormColumns(form.header, input.columns, input.form).value.list;
    std::vector<std::pair<int, int>> byLine;
    for (std::size_t i = 0; i < form.rows.size(); ++i)
        byLine.emplace_back(form.lines[i], static_cast<int>(i));
    for (const int l : form.malformedLines)
        byLine.emplace_back(l, -1);
    std::sort(byLine.begin(), byLine.end());
    for (std::size_t n = 0; n < byLine.size(); ++n)
        if (byLine[n].second >= 0)
            out.value.bySource[fmt::format("{} row {}", input.form, n + 2)] =
                static_cast<std::size_t>(byLine[n].second);
    return out;
}

// A row's list from the form's cell, or from its file.
Result<core::DeckList> readRowList(const std::optional<FormRows>& form, const EventRow& row) {
    if (!form) return readDeckListFile(row.source);
    Result<core::DeckList> out;
    const auto it = form->bySource.find(row.source);
    const auto* cells = it == form->bySource.end() ? nullptr : &form->table.rows[it->second];
    if (!cells || form->list < 0 || form->list >= static_cast<int>(cells->size())) {
        out.errors.push_back({{row.source}, i18n::tr("the form has no list in this row")});
        return out;
    }
    return readDeckList((*cells)[static_cast<std::size_t>(form->list)], row.source,
                        FormatBy::Content);
}

} // namespace

const Result<core::Format>& EventCheck::formatOf(const LoadedGame& game) {
    auto it = m_formats.find(game.game.id);
    if (it == m_formats.end())
        it = m_formats.emplace(game.game.id, resolveFormat(game, m_options.options)).first;
    return it->second;
}

Result<core::DeckList> EventCheck::listOf(const EventInput& input, const EventRow& row) {
    std::optional<FormRows> form;
    if (!input.form.empty()) {
        auto read = readFormRows(input);
        if (!read.ok()) return {{}, std::move(read.errors)};
        form = std::move(read.value);
    }
    auto list = readRowList(form, row);
    if (list.ok() && !row.player.empty()) list.value.name = row.player;
    return list;
}

namespace {

// The first 16 bytes of a surname key as two numbers that sort as the text does.
std::pair<std::uint64_t, std::uint64_t> surnamePrefix(std::string_view s) {
    std::uint64_t a = 0, b = 0;
    for (std::size_t i = 0; i < 16; ++i) {
        const std::uint64_t c = i < s.size() ? static_cast<unsigned char>(s[i]) : 0;
        (i < 8 ? a : b) = (i < 8 ? a : b) << 8 | c;
    }
    return {a, b};
}

// The readable rows that count, by surname key (then as the input lists them): sorted on the
// keys' first 16 bytes, and the rows whose first 16 bytes are the same read again to be
// sorted on their whole keys.
std::vector<std::uint32_t> readableBySurname(const EventSummary& summary) {
    std::vector<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::uint32_t>> keys;
    summary.eachRow([&](std::size_t i, const EventRow& r) {
        if (r.verdict != "UNREADABLE" && r.supersededBy.empty())
            keys.push_back({surnamePrefix(r.surname), static_cast<std::uint32_t>(i)});
    });
    std::sort(keys.begin(), keys.end());
    std::vector<std::uint32_t> order;
    order.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size();) {
        std::size_t j = i + 1;
        while (j < keys.size() && keys[j].first == keys[i].first)
            ++j;
        std::vector<std::pair<std::string, std::uint32_t>> run;
        for (std::size_t k = i; k < j && j - i > 1; ++k)
            run.emplace_back(summary.row(keys[k].second).surname, keys[k].second);
        std::stable_sort(run.begin(), run.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        for (std::size_t k = i; k < j; ++k)
            order.push_back(j - i > 1 ? run[k - i].second : keys[k].second);
        i = j;
    }
    return order;
}

} // namespace

// Every readable row that counts judged again, by surname: a form's from its cell, a file's
// from it.
std::vector<ParseError> EventCheck::eachReadable(
    const EventInput& input, const EventSummary& summary,
    const std::function<void(const EventRow&, const LoadedGame&, const DeckCheck&)>& fn) {
    const std::vector<std::uint32_t> order = readableBySurname(summary);
    if (order.empty()) return {};
    std::optional<FormRows> form;
    if (!input.form.empty()) {
        auto read = readFormRows(input);
        if (!read.ok()) return std::move(read.errors);
        form = std::move(read.value);
    }
    for (const std::uint32_t i : order) {
        const EventRow row = summary.row(i);
        const LoadedGame* game = nullptr;
        for (const LoadedGame* g : m_games)
            if (g->game.id == row.game) game = g;
        if (!game) continue;
        auto list = readRowList(form, row);
        const auto& format = formatOf(*game);
        if (!list.ok() || !format.ok()) continue;
        fn(row, *game,
           checkDeckList(*game, format.value, std::move(list.value), m_options.options.date));
    }
    return {};
}

namespace {

// What `writer` writes of the summary, into `file` some 256 KB at a time: a write a row was
// a good part of the calling thread's time.
template <class Writer>
void writeBuffered(io::FileBeingWritten& file, const EventSummary& summary, Writer writer) {
    constexpr std::size_t kChunk = 256 * 1024;
    std::string buffer;
    buffer.reserve(kChunk + 4096);
    writer(summary, [&](std::string_view text) {
        buffer += text;
        if (buffer.size() < kChunk) return;
        file.write(buffer.data(), buffer.size());
        buffer.clear();
    });
    file.write(buffer.data(), buffer.size());
}

} // namespace

std::optional<ParseError> writeEventSummaryCsv(const EventSummary& summary,
                                               const std::string& path) {
    io::FileBeingWritten file(path, "summary");
    writeBuffered(file, summary, eventSummaryCsv);
    return file.commit();
}

namespace {

io::RegistrationSheet sheetOf(const EventOptions& o, const EventRow& row, const LoadedGame& game,
                              const DeckCheck& check) {
    RegistrationOptions options;
    options.event = o.event;
    options.eventDate = o.options.date.str();
    options.playerName = row.player;
    options.playerId = row.playerId;
    options.paper = o.paper;
    return registrationSheet(game, check, options);
}

} // namespace

Result<int> EventCheck::writeSheets(const EventInput& input, const EventSummary& summary,
                                    const std::string& path) {
    Result<int> out;
    io::RegistrationSheetsPdf pile(path, m_options.event.empty()
                                             ? std::string(i18n::tr("Deck registration sheets"))
                                             : m_options.event);
    out.errors = eachReadable(
        input, summary, [&](const EventRow& row, const LoadedGame& game, const DeckCheck& check) {
            pile.add(sheetOf(m_options, row, game, check));
            ++out.value;
        });
    if (pile.pages() == 0) return out; // no list could be read: no PDF
    if (auto failed = pile.finish()) out.errors.push_back(std::move(*failed));
    return out;
}

Result<std::vector<std::string>> EventCheck::write(const EventInput& input,
                                                   const EventSummary& summary,
                                                   const std::string& dir, EventSheets sheets) {
    Result<std::vector<std::string>> out;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        out.errors.push_back({{dir}, i18n::trf("cannot make the folder: {}", ec.message())});
        return out;
    }
    auto put = [&](const std::string& name, auto writer) {
        const std::string path = (fs::path(dir) / name).string();
        io::FileBeingWritten file(path, "summary");
        writeBuffered(file, summary, writer);
        if (auto failed = file.commit())
            out.errors.push_back(std::move(*failed));
        else
            out.value.push_back(path);
    };
    put("summary.csv", eventSummaryCsv);
    put("summary.json", eventSummaryJson);
    if (!out.errors.empty() || sheets == EventSheets::None) return out;

    if (sheets == EventSheets::One) {
        const std::string path = (fs::path(dir) / "sheets.pdf").string();
        auto written = writeSheets(input, summary, path);
        out.errors.insert(out.errors.end(), written.errors.begin(), written.errors.end());
        if (written.ok() && written.value > 0) out.value.push_back(path);
        return out;
    }
    fs::create_directories(fs::path(dir) / "sheets", ec);
    std::map<std::string, int> taken; // a file name per player, made unique
    auto unread = eachReadable(
        input, summary, [&](const EventRow& row, const LoadedGame& game, const DeckCheck& check) {
            std::string name;
            for (const char ch : row.player.empty() ? playerOfFile(row.source) : row.player)
                name.push_back(std::isalnum(static_cast<unsigned char>(ch)) || ch < 0 ? ch : '_');
            if (const int n = taken[name]++; n > 0) name += fmt::format("-{}", n + 1);
            const std::string path = (fs::path(dir) / "sheets" / (name + ".pdf")).string();
            const auto pages =
                io::writeRegistrationSheetPdf(sheetOf(m_options, row, game, check), path);
            if (!pages.ok())
                out.errors.insert(out.errors.end(), pages.errors.begin(), pages.errors.end());
            else
                out.value.push_back(path);
        });
    out.errors.insert(out.errors.end(), unread.begin(), unread.end());
    return out;
}

} // namespace deckhand::app
