// SPDX-License-Identifier: GPL-3.0-or-later

// event publish: an event's lists as static web pages, to hand out or put online afterwards.
#include "deckhand/app/event_check.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/markup.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <functional>
#include <map>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

// Text made safe in the pages (element text and double-quoted attributes).
std::string html(std::string_view s) {
    return core::escapeMarkup(s);
}

constexpr const char* kStyle =
    "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
    "table{border-collapse:collapse}td,th{padding:.2em .8em;text-align:left;"
    "border-bottom:1px solid #ddd}.ILLEGAL{color:#b00}small{color:#666}"
    "li{margin:.2em 0}li img{height:7em;vertical-align:middle;margin-right:.6em;"
    "border-radius:4px}</style>\n";

// The pages are in the language the program speaks: its code for the page's lang attribute.
std::string pageLanguage() {
    const std::string language = i18n::language();
    const std::string code = language.substr(0, language.find_first_of("_.@"));
    return code.empty() ? "en" : code;
}

std::string page(const std::string& title, const std::string& body) {
    return fmt::format("<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<title>{}</title>\n{}</head>\n<body>\n{}</body>\n</html>\n",
                       html(pageLanguage()), html(title), kStyle, body);
}

// A row's verdict as a person reads it (the page's CSS class keeps the English word).
const char* verdictWord(const std::string& verdict) {
    if (verdict == "LEGAL") return i18n::tr("LEGAL");
    if (verdict == "ILLEGAL") return i18n::tr("ILLEGAL");
    // TRANSLATORS: the verdict on a list that could not be read, beside LEGAL and ILLEGAL.
    return i18n::tr("UNREADABLE");
}

// Where a card's face is, relative to a list's page; empty when there is none.
using FaceOf = std::function<std::string(const core::Printing&)>;

// A list grouped by section (the game's order and names) and, within one, by kind of card.
std::string listBody(const LoadedGame& game, const DeckCheck& check, const FaceOf& faceOf) {
    const int kind = game.game.kindFieldIndex();
    std::string out;
    auto section = [&](const core::DeckSection& s, const std::string& name) {
        int total = 0;
        std::vector<std::pair<std::string, const core::DeckEntry*>> lines;
        for (const auto& e : s.entries) {
            if (e.quantity == 0) continue;
            total += e.quantity;
            // TRANSLATORS: the group of a list's cards that have no kind (Attack, Stage...).
            std::string k = i18n::tr("Other");
            if (e.printing && kind >= 0 &&
                static_cast<std::size_t>(kind) < e.printing->values.size() &&
                !e.printing->values[static_cast<std::size_t>(kind)].empty())
                k = e.printing->values[static_cast<std::size_t>(kind)];
            lines.emplace_back(k, &e);
        }
        if (lines.empty()) return;
        out += fmt::format("<h2>{} ({})</h2>\n", html(name), total);
        std::vector<std::string> kinds; // in the order they first come
        for (const auto& [k, e] : lines)
            if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
        for (const auto& k : kinds) {
            int n = 0;
            std::string items;
            for (const auto& [lk, e] : lines) {
                if (lk != k) continue;
                n += e->quantity;
                const std::string& set = e->printing ? e->printing->set() : e->set;
                const std::string& number = e->printing ? e->printing->number() : e->number;
                const std::string card = e->printing ? e->printing->name() : e->name;
                const std::string face = e->printing ? faceOf(*e->printing) : "";
                items += fmt::format(
                    "<li>{}{} {}{}</li>\n",
                    face.empty() ? ""
                                 : fmt::format("<img src=\"{}\" alt=\"{}\" loading=\"lazy\">",
                                               html(face), html(card)),
                    e->quantity, html(card),
                    set.empty() ? ""
                                : fmt::format(" <small>{} {}</small>", html(set), html(number)));
            }
            out += fmt::format("<h3>{} ({})</h3>\n<ul>\n{}</ul>\n", html(k), n, items);
        }
    };
    for (const auto& def : game.game.sections)
        if (const core::DeckSection* s = check.deck.findSection(def.id)) section(*s, def.name);
    for (const auto& s : check.deck.sections)
        if (!game.game.section(s.id) && !core::isConsidering(s.id)) section(s, s.id);
    return out;
}

} // namespace

Result<std::vector<std::string>>
EventCheck::publish(const EventInput& input, const EventSummary& summary, const std::string& dir) {
    Result<std::vector<std::string>> out;
    std::error_code ec;
    fs::create_directories(fs::path(dir) / "lists", ec);
    if (ec) {
        out.errors.push_back({{dir}, i18n::trf("cannot make the folder: {}", ec.message())});
        return out;
    }
    const std::string title =
        m_options.event.empty() ? std::string(i18n::tr("Deck lists")) : m_options.event;
    auto put = [&](const std::string& path, const std::string& text) {
        if (auto failed = io::writeFileAtomically(path, text, "page"))
            out.errors.push_back(std::move(*failed));
        else
            out.value.push_back(path);
    };
    // Each readable list's page, in surname order; the index links them by source.
    std::map<std::string, std::string> pageOf; // source -> lists/NNNN.html
    std::map<fs::path, std::string> faces;     // a cached image -> images/NNNN.ext, once each
    std::string gameId;
    const FaceOf faceOf = [&](const core::Printing& printing) -> std::string {
        if (m_options.profileDir.empty()) return {};
        const fs::path image =
            cardImageFile(m_options.profileDir, gameId, printing.set(), printing.number());
        if (image.empty()) return {};
        auto it = faces.find(image);
        if (it == faces.end()) {
            const std::string name =
                fmt::format("images/{:04}{}", faces.size() + 1, image.extension().string());
            std::error_code copyError;
            fs::create_directories(fs::path(dir) / "images", copyError);
            fs::copy_file(image, fs::path(dir) / name, fs::copy_options::overwrite_existing,
                          copyError);
            if (copyError)
                out.errors.push_back(
                    {{image.string()},
                     i18n::trf("cannot copy the card image: {}", copyError.message())});
            it = faces.emplace(image, copyError ? "" : "../" + name).first;
        }
        return it->second;
    };
    int n = 0;
    auto unread = eachReadable(
        input, summary, [&](const EventRow& row, const LoadedGame& game, const DeckCheck& check) {
            const std::string name = fmt::format("lists/{:04}.html", ++n);
            pageOf[row.source] = name;
            const std::string who = row.player.empty() ? row.source : row.player;
            std::string body = fmt::format(
                "<p><a href=\"../index.html\">{}</a></p>\n<h1>{}</h1>\n<p>{}{} &middot; "
                "<span class=\"{}\">{}</span> &middot; {}</p>\n",
                html(title), html(who), html(game.game.name),
                row.playerId.empty() ? "" : " &middot; " + html(row.playerId), row.verdict,
                html(verdictWord(row.verdict)), html(i18n::trf("deck hash {}", row.hash)));
            gameId = game.game.id;
            body += listBody(game, check, faceOf);
            put((fs::path(dir) / name).string(), page(who + " - " + title, body));
        });
    out.errors.insert(out.errors.end(), unread.begin(), unread.end());

    std::vector<std::size_t> order(summary.rows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return summary.rows[a].surname < summary.rows[b].surname;
    });
    const auto counted = static_cast<unsigned long>(
        std::count_if(summary.rows.begin(), summary.rows.end(),
                      [](const EventRow& r) { return r.supersededBy.empty(); }));
    std::string body =
        fmt::format("<h1>{}</h1>\n<p>{}</p>\n<h2>{}</h2>\n<table>\n<tr><th>{}</th><th>{}</th>"
                    "<th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>\n",
                    html(title),
                    html(i18n::trfn("{} list, judged on {}", "{} lists, judged on {}", counted,
                                    counted, core::shownDate(m_options.options.date))),
                    html(i18n::tr("By player")), html(i18n::tr("Player")), html(i18n::tr("ID")),
                    html(i18n::tr("Verdict")), html(i18n::tr("Main")), html(i18n::tr("Side")),
                    html(i18n::tr("Deck hash")));
    std::map<std::string, std::vector<std::size_t>> byHash;
    for (const std::size_t i : order) {
        const EventRow& r = summary.rows[i];
        if (!r.supersededBy.empty()) continue; // the player's list that counts stands for them
        const auto link = pageOf.find(r.source);
        const std::string who = html(r.player.empty() ? r.source : r.player);
        body += fmt::format(
            "<tr><td>{}</td><td>{}</td><td class=\"{}\">{}</td><td>{}</td><td>{}</td><td>{}</td>"
            "</tr>\n",
            link == pageOf.end() ? who : fmt::format("<a href=\"{}\">{}</a>", link->second, who),
            html(r.playerId), r.verdict, html(verdictWord(r.verdict)),
            link == pageOf.end() ? "" : std::to_string(r.main),
            link == pageOf.end() ? "" : std::to_string(r.side), html(r.hash));
        if (link != pageOf.end()) byHash[r.hash].push_back(i);
    }
    body += fmt::format("</table>\n<h2>{}</h2>\n", html(i18n::tr("By deck")));
    std::vector<const std::pair<const std::string, std::vector<std::size_t>>*> decks;
    for (const auto& d : byHash)
        decks.push_back(&d);
    std::stable_sort(decks.begin(), decks.end(), [](const auto* a, const auto* b) {
        return a->second.size() > b->second.size();
    });
    for (const auto* d : decks) {
        // TRANSLATORS: a deck by its deck hash, then how many players handed it in.
        body += fmt::format("<h3>{}</h3>\n<ul>\n",
                            html(i18n::trf("Deck {} ({})", d->first, d->second.size())));
        for (const std::size_t i : d->second) {
            const EventRow& r = summary.rows[i];
            body += fmt::format("<li><a href=\"{}\">{}</a></li>\n", pageOf[r.source],
                                html(r.player.empty() ? r.source : r.player));
        }
        body += "</ul>\n";
    }
    put((fs::path(dir) / "index.html").string(), page(title, body));
    return out;
}

} // namespace deckhand::app
