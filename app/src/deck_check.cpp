#include "deckhand/app/deck_check.hpp"

#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/file.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

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
                              fmt::format("{} has no format '{}' (formats: {})", game.game.name,
                                          options.format, known)});
        return out;
    }
    return format->resolved(options.settings);
}

DeckCheck checkDeckText(const LoadedGame& game, const core::Format& format, std::string_view text,
                        const std::string& file, const core::Date& date) {
    DeckCheck check;
    check.file = file;
    check.game = game.game.id;
    check.format = format.id;
    auto list = io::readDeckText(text, file);
    if (!list.ok()) {
        check.inputErrors = std::move(list.errors);
        return check;
    }
    return checkDeckList(game, format, list.value, date);
}

DeckCheck checkDeckList(const LoadedGame& game, const core::Format& format,
                        const core::DeckList& list, const core::Date& date) {
    DeckCheck check;
    check.file = list.file;
    check.game = game.game.id;
    check.format = format.id;
    auto deck = core::resolveDeck(list, game.catalogue, &format);
    check.deck = std::move(deck.value);
    if (!deck.ok()) {
        check.inputErrors = std::move(deck.errors);
        return check;
    }
    core::ValidationContext ctx{&game.game, &format, &game.catalogue, &game.limited, date};
    check.report = core::validate(check.deck, ctx);
    return check;
}

DeckCheck checkDeckBytes(const LoadedGame& game, const core::Format& format, std::string_view bytes,
                         const std::string& file, const core::Date& date) {
    const auto kind = io::deckFormatFor(file);
    if (!kind || *kind == io::DeckFormat::Text)
        return checkDeckText(game, format, bytes, file, date);
    auto list = io::readDeck(bytes, *kind, file);
    if (!list.ok()) {
        DeckCheck check;
        check.file = file;
        check.game = game.game.id;
        check.format = format.id;
        check.inputErrors = std::move(list.errors);
        return check;
    }
    return checkDeckList(game, format, list.value, date);
}

DeckCheck checkDeckFile(const LoadedGame& game, const core::Format& format, const std::string& path,
                        const core::Date& date) {
    DeckCheck check;
    check.file = path;
    check.game = game.game.id;
    check.format = format.id;
    auto list = io::readDeckFile(path); // any format, by extension
    if (!list.ok()) {
        check.inputErrors = std::move(list.errors);
        return check;
    }
    return checkDeckList(game, format, list.value, date);
}

DeckCheck checkDeck(const LoadedGame& game, const core::Format& format, core::Deck deck,
                    const std::string& file, const core::Date& date) {
    DeckCheck check;
    check.file = file;
    check.game = game.game.id;
    check.format = format.id;
    check.deck = std::move(deck);
    core::ValidationContext ctx{&game.game, &format, &game.catalogue, &game.limited, date};
    check.report = core::validate(check.deck, ctx);
    return check;
}

std::string SampleUse::str() const {
    if (!any()) return {};
    std::string what;
    if (cards > 0) what = core::plural(cards, "sample card", "sample cards");
    if (list) what += (what.empty() ? "" : " and ") + std::string("a sample Limited list");
    return "SAMPLE data: " + what + ", made up for Deckhand, not the publisher's";
}

std::string SampleUse::label() const {
    return cards > 0 && list ? "SAMPLE cards and Limited list"
           : cards > 0       ? "SAMPLE cards"
           : list            ? "SAMPLE Limited list"
                             : "";
}

SampleUse sampleUse(const DeckCheck& check, const LoadedGame& game) {
    SampleUse out;
    for (const auto& s : check.deck.sections)
        for (const auto& e : s.entries)
            if (e.printing && e.printing->sample) out.cards += e.quantity;
    if (check.report && !check.report->limitedList.empty())
        if (const auto* v = game.limited.inForce(game.game.id, check.report->date))
            out.list = v->sample;
    return out;
}

std::string formatReport(const DeckCheck& check, const LoadedGame* game) {
    if (check.inputErrors.empty() && game) return formatReport(check, *game);
    std::string out = fmt::format("{}: cannot be checked ({} in the list)\n", check.file,
                                  core::plural(check.inputErrors.size(), "problem", "problems"));
    for (const auto& e : check.inputErrors)
        out += "  " + e.str() + "\n";
    return out;
}

std::string formatReport(const DeckCheck& check, const LoadedGame& game) {
    if (!check.inputErrors.empty()) return formatReport(check, nullptr);
    std::string out;
    const core::Format* format = game.game.format(check.format);
    const std::string formatName = format ? format->name : check.format;
    const auto& r = *check.report;
    out += fmt::format("{}: {} - {} {}, {} cards, judged on {}{}\n", check.file,
                       r.legal() ? "LEGAL" : "ILLEGAL", game.game.name, formatName, r.deckSize,
                       r.date.str(), r.limitedList.empty() ? "" : " against the " + r.limitedList);
    if (const auto sample = sampleUse(check, game); sample.any()) out += "  " + sample.str() + "\n";
    auto section = [&](const std::vector<core::Violation>& items, const char* kind) {
        for (const auto& v : items) {
            out += fmt::format("  {} [{}] {}\n", kind, v.rule, v.message);
            if (!v.citation.str().empty()) out += fmt::format("      see {}\n", v.citation.str());
            if (!v.note.empty()) out += fmt::format("      reading: {}\n", v.note);
        }
    };
    section(r.errors, "error:  ");
    section(r.warnings, "warning:");
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
        d["limited_list"] =
            c.report->limitedList.empty() ? json(nullptr) : json(c.report->limitedList);
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
    return json{{"decks", decks}}.dump(2) + "\n";
}

std::string ChecksJson::entry(const DeckCheck& check) {
    // The object dumped on its own, each line moved right by the two levels it sits at in the
    // document (a line break inside a JSON string is always escaped, so every '\n' here is
    // one of the layout's).
    const std::string alone = checkJson(check).dump(2);
    std::string out = "\n    ";
    out.reserve(alone.size() + alone.size() / 8 + 8);
    for (const char ch : alone) {
        out += ch;
        if (ch == '\n') out += "    ";
    }
    return out;
}

} // namespace deckhand::app
