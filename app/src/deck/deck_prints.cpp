// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/deck_prints.hpp"

#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t kBackColour = 0x2B3A55;

io::CardBack cardBack(const LoadedGame& game) {
    return {game.game.name, kBackColour, {}};
}

// The value of the printing's card-kind field, or "".
std::string kindOf(const core::Game& game, const core::Printing& p) {
    const int k = game.kindFieldIndex();
    return k >= 0 && static_cast<std::size_t>(k) < p.values.size()
               ? p.values[static_cast<std::size_t>(k)]
               : std::string();
}

// A file:// URL for an absolute path, each byte outside the unreserved ones and '/' escaped.
std::string fileUrl(const fs::path& path) {
    std::string url = "file://";
    for (const char c : fs::absolute(path).lexically_normal().generic_string()) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~' || c == ':')
            url += c;
        else
            url += fmt::format("%{:02X}", u);
    }
    return url;
}

} // namespace

fs::path cachedImage(const fs::path& profileDir, const std::string& gameId,
                     const core::Printing& printing) {
    return cardImageFile(profileDir, gameId, printing.set(), printing.number(),
                         {"png", "jpg", "jpeg", "gif", "webp"});
}

std::vector<std::string> checkProxyOptions(const ProxyOptions& o) {
    std::vector<std::string> out;
    if (!(o.bleedMm >= 0 && o.bleedMm <= 5))
        out.push_back(i18n::trf("bleed {:g} mm: it is 0 to 5 mm", o.bleedMm));
    if (!(o.backOffsetXMm >= -10 && o.backOffsetXMm <= 10))
        out.push_back(i18n::trf("back offset across {:g} mm: it is -10 to 10 mm", o.backOffsetXMm));
    if (!(o.backOffsetYMm >= -10 && o.backOffsetYMm <= 10))
        out.push_back(i18n::trf("back offset down {:g} mm: it is -10 to 10 mm", o.backOffsetYMm));
    return out;
}

io::ProxySheet proxySheet(ProfileSession& session, const LoadedGame& game, const core::Deck& deck,
                          const ProxyOptions& options) {
    io::ProxySheet sheet;
    // TRANSLATORS: the title of a PDF of proxies; the value is the deck's name.
    sheet.title = i18n::trf("Proxies: {}", deck.name.empty() ? game.game.name : deck.name);
    sheet.cardWidthMm = game.game.face.widthMm;
    sheet.cardHeightMm = game.game.face.heightMm;
    sheet.paper = options.paper;
    sheet.bleedMm = options.bleedMm;
    sheet.cropMarks = options.cropMarks;
    sheet.pagePerGroup = options.pagePerKind;
    sheet.backs = options.backs;
    sheet.back = cardBack(game);
    sheet.backOffsetXMm = options.backOffsetXMm;
    sheet.backOffsetYMm = options.backOffsetYMm;
    core::Availability owned;
    if (options.onlyMissing) owned = session.owned(game.game.id);
    const fs::path profileDir = session.dir();
    for (const auto& section : deck.sections)
        for (const auto& e : section.entries) {
            // The Considering board is not printed (considering.hpp).
            if (!e.printing || e.quantity <= 0 || core::isConsidering(section.id)) continue;
            int copies = e.quantity;
            if (options.onlyMissing) {
                const auto have = owned.find(e.printing->foldedName);
                if (have != owned.end()) {
                    const int take = std::min(have->second, copies);
                    have->second -= take;
                    copies -= take;
                }
            }
            if (copies <= 0) continue;
            io::SheetCard card;
            card.face = core::cardFace(game.game, *e.printing);
            card.image = cachedImage(profileDir, game.game.id, *e.printing).string();
            card.copies = copies;
            card.group = kindOf(game.game, *e.printing);
            sheet.cards.push_back(std::move(card));
        }
    if (options.pagePerKind) {
        std::map<std::string, std::size_t> firstSeen;
        for (const auto& c : sheet.cards)
            firstSeen.try_emplace(c.group, firstSeen.size());
        std::stable_sort(sheet.cards.begin(), sheet.cards.end(),
                         [&](const io::SheetCard& a, const io::SheetCard& b) {
                             return firstSeen[a.group] < firstSeen[b.group];
                         });
    }
    return sheet;
}

std::vector<std::string> linesNotInCardData(const core::Deck& deck) {
    std::vector<std::string> out;
    for (const auto& section : deck.sections)
        for (const auto& e : section.entries)
            if (!e.printing && e.quantity > 0 && !core::isConsidering(section.id))
                out.push_back(fmt::format("{} {}", e.quantity, e.name));
    return out;
}

Result<io::ProxyReport> writeProxies(ProfileSession& session, const LoadedGame& game,
                                     const core::Deck& deck, const ProxyOptions& options,
                                     const std::string& path) {
    Result<io::ProxyReport> out;
    for (auto& why : checkProxyOptions(options))
        out.errors.push_back({{path}, std::move(why)});
    if (!out.ok()) return out;
    const io::ProxySheet sheet = proxySheet(session, game, deck, options);
    if (sheet.cards.empty()) {
        out.errors.push_back({{path},
                              options.onlyMissing
                                  ? i18n::tr("the collection holds every card of the deck: no "
                                             "proxy to print")
                                  : i18n::tr("the deck has no card of the game to print")});
        return out;
    }
    return io::writeProxySheetPdf(sheet, path);
}

namespace {

// What the saved object must hold to load in Tabletop Simulator: parsed back from the text.
std::vector<std::string> checkTabletopJson(const std::string& text, int sheets) {
    std::vector<std::string> out;
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        return {std::string("the JSON does not parse: ") + e.what()};
    }
    if (!doc.contains("ObjectStates") || !doc["ObjectStates"].is_array() ||
        doc["ObjectStates"].empty())
        return {"no ObjectStates"};
    const auto cardOk = [&](const nlohmann::json& card, const nlohmann::json& decks) {
        if (!card.contains("CardID") || !card["CardID"].is_number_integer()) return false;
        const int id = card["CardID"].get<int>();
        const std::string key = std::to_string(id / 100);
        if (id / 100 < 1 || id / 100 > sheets || !decks.contains(key)) return false;
        const auto& d = decks[key];
        return id % 100 < d["NumWidth"].get<int>() * d["NumHeight"].get<int>();
    };
    for (const auto& o : doc["ObjectStates"]) {
        const std::string name = o.value("Name", "");
        if (!o.contains("CustomDeck") || !o["CustomDeck"].is_object()) {
            out.push_back(name + " without CustomDeck");
            continue;
        }
        const auto& decks = o["CustomDeck"];
        if (name == "Card") {
            if (!cardOk(o, decks)) out.push_back("a Card's CardID names no face of its sheets");
        } else if (name == "DeckCustom") {
            const auto& ids = o["DeckIDs"];
            const auto& cards = o["ContainedObjects"];
            if (!ids.is_array() || !cards.is_array() || ids.size() != cards.size() ||
                ids.size() < 2)
                out.push_back("a DeckCustom's DeckIDs and ContainedObjects differ");
            else
                for (std::size_t i = 0; i < ids.size(); ++i)
                    if (ids[i] != cards[i]["CardID"] || !cardOk(cards[i], decks))
                        out.push_back("a DeckCustom's card names no face of its sheets");
        } else {
            out.push_back("an object that is neither Card nor DeckCustom");
        }
    }
    return out;
}

nlohmann::json transform(double x) {
    return {{"posX", x},     {"posY", 1.0},   {"posZ", 0.0},   {"rotX", 0.0},  {"rotY", 180.0},
            {"rotZ", 180.0}, {"scaleX", 1.0}, {"scaleY", 1.0}, {"scaleZ", 1.0}};
}

constexpr int kPerSheet = kTabletopColumns * kTabletopRows;

// The deck's printings, each once, in the order the deck first has it: the faces on the sheets.
struct Faces {
    std::vector<const core::Printing*> list;
    std::map<const core::Printing*, int> place; ///< each one's index in list

    explicit Faces(const core::Deck& deck) {
        for (const auto& s : deck.sections)
            for (const auto& e : s.entries)
                if (e.printing && e.quantity > 0 && !core::isConsidering(s.id) &&
                    place.try_emplace(e.printing, static_cast<int>(list.size())).second)
                    list.push_back(e.printing);
    }
    [[nodiscard]] int sheets() const {
        return (static_cast<int>(list.size()) + kPerSheet - 1) / kPerSheet;
    }
    /// Tabletop Simulator's CardID: the sheet's number times 100 plus the place on it.
    [[nodiscard]] int cardId(const core::Printing* p) const {
        const int i = place.at(p);
        return (i / kPerSheet + 1) * 100 + i % kPerSheet;
    }
};

// Writes the card sheets of `faces` as STEM-sheet-N.png into `dir`, each listed in `report`;
// the CustomDeck entry of each by its number, or the errors of the sheet that failed.
Result<nlohmann::json> writeSheets(const fs::path& profileDir, const LoadedGame& game,
                                   const Faces& faces, const fs::path& dir, const std::string& stem,
                                   TabletopExport& report) {
    Result<nlohmann::json> out;
    nlohmann::json& customDecks = out.value = nlohmann::json::object();
    for (int s = 0; s < faces.sheets(); ++s) {
        io::ImageSheet sheet;
        const int first = s * kPerSheet;
        const int count = std::min(kPerSheet, static_cast<int>(faces.list.size()) - first);
        sheet.columns = std::min(kTabletopColumns, count);
        sheet.rows = (count + sheet.columns - 1) / sheet.columns;
        sheet.cellWidth = kTabletopCellWidth;
        sheet.cellHeight = kTabletopCellHeight;
        for (int i = first; i < first + count; ++i) {
            const core::Printing& p = *faces.list[static_cast<std::size_t>(i)];
            sheet.cards.push_back({core::cardFace(game.game, p),
                                   cachedImage(profileDir, game.game.id, p).string(),
                                   1,
                                   {}});
        }
        const fs::path file = dir / fmt::format("{}-sheet-{}.png", stem, s + 1);
        if (auto errors = io::writeImageSheetPng(sheet, file.string(), &report.warnings);
            !errors.empty()) {
            out.errors = std::move(errors);
            return out;
        }
        report.sheets.push_back(file.string());
        customDecks[std::to_string(s + 1)] = {{"FaceURL", fileUrl(file)},
                                              {"BackURL", fileUrl(report.back)},
                                              {"NumWidth", sheet.columns},
                                              {"NumHeight", sheet.rows},
                                              {"BackIsHidden", true},
                                              {"UniqueBack", false},
                                              {"Type", 0}};
    }
    return out;
}

// The objects on the table: each section's cards as a deck, or a card when it has one; the
// cards and the objects counted in `report`.
nlohmann::json tableObjects(const LoadedGame& game, const core::Deck& deck, const Faces& faces,
                            const nlohmann::json& customDecks, TabletopExport& report) {
    const auto cardObject = [&](const core::Printing* p) {
        const int id = faces.cardId(p);
        const std::string key = std::to_string(id / 100);
        return nlohmann::json{{"Name", "Card"},
                              {"Nickname", p->name()},
                              {"Description", p->label()},
                              {"CardID", id},
                              {"CustomDeck", {{key, customDecks.at(key)}}},
                              {"Transform", transform(0)}};
    };
    nlohmann::json objects = nlohmann::json::array();
    for (const auto& s : deck.sections) {
        if (core::isConsidering(s.id)) continue; // not played
        std::vector<const core::Printing*> copies;
        for (const auto& e : s.entries)
            if (e.printing)
                for (int i = 0; i < e.quantity; ++i)
                    copies.push_back(e.printing);
        if (copies.empty()) continue;
        const core::SectionDef* def = game.game.section(s.id);
        const std::string nickname =
            (deck.name.empty() ? game.game.name : deck.name) + " - " + (def ? def->name : s.id);
        const double x = 3.0 * static_cast<double>(objects.size());
        report.cards += static_cast<int>(copies.size());
        if (copies.size() == 1) {
            auto card = cardObject(copies.front());
            card["Transform"] = transform(x);
            objects.push_back(std::move(card));
            continue;
        }
        nlohmann::json ids = nlohmann::json::array();
        nlohmann::json contained = nlohmann::json::array();
        nlohmann::json used = nlohmann::json::object();
        for (const auto* p : copies) {
            ids.push_back(faces.cardId(p));
            contained.push_back(cardObject(p));
            const std::string key = std::to_string(faces.cardId(p) / 100);
            used[key] = customDecks.at(key);
        }
        objects.push_back({{"Name", "DeckCustom"},
                           {"Nickname", nickname},
                           {"Description", game.game.name},
                           {"Transform", transform(x)},
                           {"DeckIDs", ids},
                           {"CustomDeck", used},
                           {"ContainedObjects", contained}});
    }
    report.objects = static_cast<int>(objects.size());
    return objects;
}

} // namespace

Result<TabletopExport> writeTabletop(ProfileSession& session, const LoadedGame& game,
                                     const core::Deck& deck, const std::string& jsonPath) {
    Result<TabletopExport> out;
    TabletopExport& report = out.value;
    const fs::path json(jsonPath);
    const fs::path dir = json.parent_path(); // empty: beside it in the working folder
    const std::string stem = json.stem().string();
    const fs::path profileDir = session.dir();

    const Faces faces(deck);
    if (faces.list.empty()) {
        out.errors.push_back({{jsonPath}, i18n::tr("the deck has no card of the game to export")});
        return out;
    }
    report.distinct = static_cast<int>(faces.list.size());

    report.back = (dir / (stem + "-back.png")).string();
    if (auto errors = io::writeCardBackPng(cardBack(game), kTabletopCellWidth, kTabletopCellHeight,
                                           report.back, &report.warnings);
        !errors.empty()) {
        out.errors = std::move(errors);
        return out;
    }
    auto customDecks = writeSheets(profileDir, game, faces, dir, stem, report);
    if (!customDecks.ok()) {
        out.errors = std::move(customDecks.errors);
        return out;
    }
    const auto objects = tableObjects(game, deck, faces, customDecks.value, report);
    const nlohmann::json doc{{"SaveName", deck.name}, {"ObjectStates", objects}};
    const std::string text = doc.dump(2) + "\n";
    if (auto wrong = checkTabletopJson(text, faces.sheets()); !wrong.empty()) {
        // A fault of this code, not of the deck: say what, write nothing.
        throw Error("the Tabletop Simulator export came out wrong: " + wrong.front());
    }
    report.json = jsonPath;
    if (auto failed = io::writeFileAtomically(jsonPath, text, "JSON"))
        out.errors.push_back(std::move(*failed));
    return out;
}

} // namespace deckhand::app
