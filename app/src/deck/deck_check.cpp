// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/deck_check.hpp"

#include "deckhand/app/deck_reading.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <iterator>
#include <nlohmann/json.hpp>
#include <utility>

namespace deckhand::app {

Result<core::Format> resolveFormat(const LoadedGame& game, const CheckOptions& options) {
    Result<core::Format> out;
    const core::Format* format =
        options.format.empty() ? &game.game.formats.front() : game.game.format(options.format);
    if (!format) {
        std::string known;
        for (const auto& f : game.game.formats)
            known += (known.empty() ? "" : ", ") + f.id;
        out.errors.push_back({{},
                              i18n::trf("{} has no format '{}' (formats: {})", game.game.name,
                                        options.format, known)});
        return out;
    }
    return format->resolved(options.settings);
}

DeckCheck startCheck(std::string file, const LoadedGame* game, const core::Format* format) {
    DeckCheck check;
    check.file = std::move(file);
    if (game) check.game = game->game.id;
    if (format) check.format = format->id;
    return check;
}

namespace {

// The check of a list as read: why it could not be read, or its judgement.
DeckCheck checkRead(const LoadedGame& game, const core::Format& format,
                    Result<core::DeckList>&& list, const std::string& file,
                    const core::Date& date) {
    if (list.ok()) return checkDeckList(game, format, std::move(list.value), date);
    DeckCheck check = startCheck(file, &game, &format);
    check.inputErrors = std::move(list.errors);
    return check;
}

} // namespace

DeckCheck checkDeckText(const LoadedGame& game, const core::Format& format, std::string_view text,
                        const std::string& file, const core::Date& date) {
    return checkRead(game, format, io::readDeckText(text, file), file, date);
}

namespace {

// checkDeckList, the list copied or (an rvalue) taken.
template <class List>
DeckCheck checkList(const LoadedGame& game, const core::Format& format, List&& list,
                    const core::Date& date) {
    DeckCheck check = startCheck(list.file, &game, &format);
    auto deck = core::resolveDeck(std::forward<List>(list), game.catalogue, &format);
    check.deck = std::move(deck.value);
    if (!deck.ok()) {
        check.inputErrors = std::move(deck.errors);
        return check;
    }
    core::ValidationContext ctx{&game.game, &format, &game.catalogue, &game.limited, date};
    check.report = core::validate(check.deck, ctx);
    return check;
}

} // namespace

DeckCheck checkDeckList(const LoadedGame& game, const core::Format& format,
                        const core::DeckList& list, const core::Date& date) {
    return checkList(game, format, list, date);
}

DeckCheck checkDeckList(const LoadedGame& game, const core::Format& format, core::DeckList&& list,
                        const core::Date& date) {
    return checkList(game, format, std::move(list), date);
}

DeckCheck checkDeckBytes(const LoadedGame& game, const core::Format& format, std::string_view bytes,
                         const std::string& file, const core::Date& date) {
    return checkRead(game, format, readDeckList(bytes, file), file, date);
}

DeckCheck checkDeckFile(const LoadedGame& game, const core::Format& format, const std::string& path,
                        const core::Date& date) {
    return checkRead(game, format, readDeckListFile(path), path, date);
}

DeckCheck checkDeck(const LoadedGame& game, const core::Format& format, core::Deck deck,
                    const std::string& file, const core::Date& date) {
    DeckCheck check = startCheck(file, &game, &format);
    check.deck = std::move(deck);
    core::ValidationContext ctx{&game.game, &format, &game.catalogue, &game.limited, date};
    check.report = core::validate(check.deck, ctx);
    return check;
}

std::string SampleUse::str() const {
    const auto n = static_cast<unsigned long>(cards);
    const std::string count = core::shownCount(cards); // "1 234" in French
    if (cards > 0 && list)
        return i18n::trfn("SAMPLE data: {} sample card and a sample Limited list, made up for "
                          "tests and demos, not the publisher's",
                          "SAMPLE data: {} sample cards and a sample Limited list, made up for "
                          "tests and demos, not the publisher's",
                          n, count);
    if (cards > 0)
        return i18n::trfn("SAMPLE data: {} sample card, made up for tests and demos, not the "
                          "publisher's",
                          "SAMPLE data: {} sample cards, made up for tests and demos, not the "
                          "publisher's",
                          n, count);
    if (list)
        return i18n::tr("SAMPLE data: a sample Limited list, made up for tests and demos, not the "
                        "publisher's");
    return {};
}

std::string SampleUse::label() const {
    return cards > 0 && list ? i18n::tr("SAMPLE cards and Limited list")
           : cards > 0       ? i18n::tr("SAMPLE cards")
           : list            ? i18n::tr("SAMPLE Limited list")
                             : "";
}

SampleUse sampleUse(const DeckCheck& check, const LoadedGame& game) {
    SampleUse out;
    for (const auto& s : check.deck.sections)
        if (!core::isConsidering(s.id)) // not judged, so not judged with sample data
            for (const auto& e : s.entries)
                if (e.printing && e.printing->sample) out.cards += e.quantity;
    if (check.report && !check.report->limitedList.empty())
        if (const auto* v = game.limited.inForce(game.game.id, check.report->date))
            out.list = v->sample;
    return out;
}

std::string formatReport(const DeckCheck& check, const LoadedGame* game) {
    if (check.inputErrors.empty() && game) return formatReport(check, *game);
    const auto n = check.inputErrors.size();
    std::string out =
        i18n::trfn("{}: cannot be checked ({} problem in the list)\n",
                   "{}: cannot be checked ({} problems in the list)\n", n, check.file, n);
    for (const auto& e : check.inputErrors)
        out += "  " + e.str() + "\n";
    return out;
}

std::string formatReport(const DeckCheck& check, const LoadedGame& game) {
    if (!check.inputErrors.empty()) return formatReport(check, nullptr);
    std::string out;
    const core::Format* format = game.game.format(check.format);
    const std::string& formatName = format ? format->name : check.format;
    const auto& r = *check.report;
    const auto n = static_cast<unsigned long>(r.deckSize);
    const std::string size = core::shownCount(r.deckSize); // "1 234" in French
    const std::string date = core::shownDate(r.date);
    // TRANSLATORS: ends the first line of a deck's report: " under the 2025 rotation (...)".
    const std::string under = r.rotation.empty() ? "" : i18n::trf(" under the {}", r.rotation);
    // TRANSLATORS: ends the first line of a deck's report: " against the January 2026 Banned
    // list (effective 2026-01-20)".
    const std::string against =
        r.limitedList.empty() ? "" : i18n::trf(" against the {}", r.limitedList);
    // TRANSLATORS: the first line of a deck's report: file, game, format, its size, the date it
    // is judged on, then " under the ..." and " against the ..." when the format has them.
    out = r.legal() ? i18n::trfn("{}: LEGAL - {} {}, {} card, judged on {}{}{}\n",
                                 "{}: LEGAL - {} {}, {} cards, judged on {}{}{}\n", n, check.file,
                                 game.game.name, formatName, size, date, under, against)
                    : i18n::trfn("{}: ILLEGAL - {} {}, {} card, judged on {}{}{}\n",
                                 "{}: ILLEGAL - {} {}, {} cards, judged on {}{}{}\n", n, check.file,
                                 game.game.name, formatName, size, date, under, against);
    if (const auto sample = sampleUse(check, game); sample.any())
        out.append("  ").append(sample.str()).append("\n");
    auto section = [&](const std::vector<core::Violation>& items, std::string_view kind) {
        for (const auto& v : items) {
            out.append("  ").append(kind).append(" [").append(v.rule).append("] ");
            out.append(v.message).append("\n");
            if (const auto& c = v.citation; !c.file.empty() || !c.heading.empty())
                // TRANSLATORS: under a problem of a deck: where the rules sheet says it.
                out.append("      ").append(i18n::trf("see {}", c.str())).append("\n");
            if (!v.note.empty())
                // TRANSLATORS: under a problem of a deck: how the game pack reads the rule.
                out.append("      ").append(i18n::trf("reading: {}", v.note)).append("\n");
        }
    };
    // TRANSLATORS: before a problem of a deck; as wide as "warning:" so the two line up.
    section(r.errors, i18n::tr("error:  "));
    // TRANSLATORS: before a lesser problem of a deck; as wide as "error:" so the two line up.
    section(r.warnings, i18n::tr("warning:"));
    return out;
}

namespace {

nlohmann::json violationsJson(const std::vector<core::Violation>& items) {
    using nlohmann::json;
    json arr = json::array();
    for (const auto& v : items) {
        json j{{"rule", v.rule}, {"message", v.message}, {"cards", v.cards}, {"have", v.have}};
        j["need"] = v.need ? json(*v.need) : json(nullptr);
        j["citation"] = v.citation.str();
        if (!v.note.empty()) j["note"] = v.note;
        arr.push_back(std::move(j));
    }
    return arr;
}

nlohmann::json checkJson(const DeckCheck& c) {
    using nlohmann::json;
    json d{{"file", c.file}, {"game", c.game}, {"format", c.format}, {"legal", c.legal()}};
    if (!c.inputErrors.empty()) {
        json errs = json::array();
        for (const auto& e : c.inputErrors)
            errs.push_back({{"file", e.where.file},
                            {"line", e.where.line},
                            {"column", e.where.column},
                            {"message", e.message}});
        d["input_errors"] = errs;
        d["errors"] = json::array();
        d["warnings"] = json::array();
    } else {
        d["date"] = c.report->date.str();
        d["cards"] = c.report->deckSize;
        d["hash"] = core::deckHash(c.game, c.deck);
        d["limited_list"] =
            c.report->limitedList.empty() ? json(nullptr) : json(c.report->limitedList);
        if (!c.report->rotation.empty()) d["rotation"] = c.report->rotation;
        d["errors"] = violationsJson(c.report->errors);
        d["warnings"] = violationsJson(c.report->warnings);
    }
    return d;
}

} // namespace

std::string checksToJson(const std::vector<DeckCheck>& checks) {
    using nlohmann::json;
    json decks = json::array();
    for (const auto& c : checks)
        decks.push_back(checkJson(c));
    // A string that is not UTF-8 (a file's name can be any bytes) has each bad byte written as
    // U+FFFD: JSON is UTF-8, and the rest of the document is still worth having.
    return json{{"decks", decks}}.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

namespace {

// checksToJson's layout (nlohmann's dump(2): keys in byte order, two spaces a level, empty
// arrays as []) written straight from a check, without building the document: the entries
// of a folder of lists are most of what validate --json does. Strings are escaped as nlohmann
// escapes them (see string()).
class EntryWriter {
public:
    explicit EntryWriter(std::string& out) : m_out(out) {}

    void open(char bracket) {
        m_out += bracket;
        m_first.push_back(true);
    }
    void close(char bracket) {
        const bool empty = m_first.back();
        m_first.pop_back();
        if (!empty) {
            m_out += '\n';
            m_out.append(2 * m_first.size() + kBase, ' ');
        }
        m_out += bracket;
    }
    // Starts the next member of the innermost array (key empty) or object.
    EntryWriter& next(std::string_view key = {}) {
        m_out += m_first.back() ? "\n" : ",\n";
        m_first.back() = false;
        m_out.append(2 * m_first.size() + kBase, ' ');
        if (!key.empty()) {
            m_out += '"';
            m_out += key;
            m_out += "\": ";
        }
        return *this;
    }
    void string(const std::string& s) {
        // Written as nlohmann writes a string, without making a json value of it. A string that
        // is not UTF-8 goes through nlohmann, each bad byte written as U+FFFD (checksToJson).
        if (!io::validUtf8(s)) {
            m_out +=
                nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            return;
        }
        core::appendJsonString(m_out, s);
    }
    void number(long n) { m_out += std::to_string(n); }
    void boolean(bool b) { m_out += b ? "true" : "false"; }
    void null() { m_out += "null"; }
    void strings(const std::vector<std::string>& items) {
        open('[');
        for (const auto& i : items)
            next().string(i);
        close(']');
    }
    void violations(const std::vector<core::Violation>& items) {
        open('[');
        for (const auto& v : items) {
            next().open('{');
            next("cards").strings(v.cards);
            next("citation").string(v.citation.str());
            next("have").number(v.have);
            next("message").string(v.message);
            if (v.need)
                next("need").number(*v.need);
            else
                next("need").null();
            if (!v.note.empty()) next("note").string(v.note);
            next("rule").string(v.rule);
            close('}');
        }
        close(']');
    }

private:
    static constexpr std::size_t kBase = 4; // a deck sits two levels into the document
    std::string& m_out;
    std::vector<bool> m_first; // per open bracket: nothing in it yet
};

} // namespace

std::string ChecksJson::entry(const DeckCheck& c) {
    std::string out;
    out.reserve(4096); // a deck's entry is about 1 KiB: no doubling on the way
    out = "\n    ";
    EntryWriter w(out);
    w.open('{');
    if (!c.inputErrors.empty()) {
        w.next("errors").open('[');
        w.close(']');
        w.next("file").string(c.file);
        w.next("format").string(c.format);
        w.next("game").string(c.game);
        w.next("input_errors").open('[');
        for (const auto& e : c.inputErrors) {
            w.next().open('{');
            w.next("column").number(e.where.column);
            w.next("file").string(e.where.file);
            w.next("line").number(e.where.line);
            w.next("message").string(e.message);
            w.close('}');
        }
        w.close(']');
        w.next("legal").boolean(c.legal());
        w.next("warnings").open('[');
        w.close(']');
    } else {
        const auto& r = *c.report;
        w.next("cards").number(r.deckSize);
        w.next("date").string(r.date.str());
        w.next("errors").violations(r.errors);
        w.next("file").string(c.file);
        w.next("format").string(c.format);
        w.next("game").string(c.game);
        w.next("hash").string(core::deckHash(c.game, c.deck));
        w.next("legal").boolean(c.legal());
        if (r.limitedList.empty())
            w.next("limited_list").null();
        else
            w.next("limited_list").string(r.limitedList);
        if (!r.rotation.empty()) w.next("rotation").string(r.rotation);
        w.next("warnings").violations(r.warnings);
    }
    w.close('}');
    return out;
}

} // namespace deckhand::app
