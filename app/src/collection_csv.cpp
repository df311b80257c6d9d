#include "deckhand/app/collection_csv.hpp"

#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"

#include <fmt/format.h>
#include <initializer_list>
#include <optional>
#include <unordered_map>

namespace deckhand::app {

Result<const core::Printing*> findPrinting(const LoadedGame& game, const std::string& name,
                                           const std::string& set, const std::string& number) {
    Result<const core::Printing*> out;
    if (!set.empty() && !number.empty()) {
        out.value = game.catalogue.bySetNumber(set, number);
        if (!out.value)
            out.errors.push_back(
                {{}, fmt::format("{} has no card {} {}", game.game.name, set, number)});
        else if (!name.empty() && out.value->foldedName != core::foldName(name))
            out.errors.push_back(
                {{}, fmt::format("{} {} is '{}', not '{}'", set, number, out.value->name(), name)});
        return out;
    }
    if (name.empty()) {
        out.errors.push_back({{}, "name the card, or give its set and number"});
        return out;
    }
    auto candidates = game.catalogue.byName(core::foldName(name));
    if (!set.empty())
        std::erase_if(candidates,
                      [&](const core::Printing* p) { return !core::iequals(p->set(), set); });
    if (candidates.size() == 1) {
        out.value = candidates.front();
        return out;
    }
    if (candidates.empty()) {
        auto close = core::closestMatches(name, game.catalogue.names());
        std::string hint;
        for (const auto& c : close)
            hint += (hint.empty() ? " Did you mean " : " or ") + ("'" + c + "'");
        out.errors.push_back({{},
                              fmt::format("unknown {} card '{}'.{}", game.game.name, name,
                                          hint.empty() ? "" : hint + "?")});
        return out;
    }
    std::string which;
    for (const auto* p : candidates)
        which += (which.empty() ? "" : ", ") + p->set() + " " + p->number();
    out.errors.push_back(
        {{},
         fmt::format("'{}' has {} printings ({}); say which with its set and number", name,
                     candidates.size(), which)});
    return out;
}

namespace {

// The first header present among each column's spellings, most specific first.
int firstColumn(const io::CsvTable& t, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (int c = t.column(n); c >= 0) return c;
    return -1;
}

std::string detectSource(const io::CsvTable& t, bool sepLine) {
    auto has = [&](const char* n) { return t.column(n) >= 0; };
    if (has("game")) return "Deckhand";
    if (sepLine || has("folder_name")) return "Dragon Shield";
    if (has("manabox_id")) return "ManaBox";
    if (has("simple_name") || has("sku") || has("product_id")) return "TCGplayer";
    if (has("date_added") || has("edition_name")) return "Archidekt";
    if (has("tradelist_count") && has("edition_code")) return "Deckbox";
    if (has("tradelist_count")) return "Moxfield";
    return "CSV";
}

std::string normalFinish(std::string v) {
    v = core::toLower(v);
    if (v.empty() || v == "normal" || v == "false" || v == "no" || v == "nonfoil" ||
        v == "non-foil" || v == "0")
        return "normal";
    if (v == "true" || v == "yes" || v == "1" || v == "foil") return "foil";
    return v; // etched, holo, ...
}

// The conditions Deckhand keeps (NM, LP, MP, HP, DMG) from the names other apps write:
// "Near Mint", "near_mint", "LightlyPlayed", Deckbox's "Good (Lightly Played)" (the grade in
// brackets is the one that means something). An empty value is NM; anything else is nullopt.
std::optional<std::string> normalCondition(const std::string& v) {
    auto code = [](std::string_view s) -> std::optional<std::string> {
        std::string k;
        for (char c : core::toLower(s))
            if (c != ' ' && c != '_' && c != '-') k += c;
        if (k.empty() || k == "nm" || k == "nearmint" || k == "mint" || k == "m") return "NM";
        if (k == "lp" || k == "lightlyplayed" || k == "excellent" || k == "ex" ||
            k == "slightlyplayed" || k == "sp")
            return "LP";
        if (k == "mp" || k == "moderatelyplayed" || k == "good" || k == "gd" || k == "played" ||
            k == "pl")
            return "MP";
        if (k == "hp" || k == "heavilyplayed" || k == "poor") return "HP";
        if (k == "dmg" || k == "damaged" || k == "pr") return "DMG";
        return std::nullopt;
    };
    const auto open = v.find('('), close = v.rfind(')');
    if (open != std::string::npos && close != std::string::npos && close > open) {
        if (auto inner = code(std::string_view(v).substr(open + 1, close - open - 1))) return inner;
    }
    return code(v);
}

std::string normalLanguage(const std::string& v) {
    static const std::pair<const char*, const char*> kNames[] = {{"english", "en"},
                                                                 {"japanese", "ja"},
                                                                 {"german", "de"},
                                                                 {"french", "fr"},
                                                                 {"italian", "it"},
                                                                 {"spanish", "es"},
                                                                 {"portuguese", "pt"},
                                                                 {"korean", "ko"},
                                                                 {"russian", "ru"},
                                                                 {"chinese", "zh"},
                                                                 {"chinese simplified", "zh"},
                                                                 {"chinese traditional", "zht"}};
    const std::string k = core::toLower(v);
    if (k.empty()) return "en";
    for (const auto& [name, code] : kNames)
        if (k == name) return code;
    return k;
}

} // namespace

Result<CollectionRead> readCollectionCsv(std::string_view text, const std::string& file,
                                         const LoadedGame& game,
                                         const std::vector<db::CollectionItem>& held) {
    Result<CollectionRead> out;
    auto table = io::readCsv(text, file);
    if (!table.ok()) return {{}, table.errors};
    const auto& t = table.value;
    out.value.source = detectSource(t, t.separatorLine);
    const int cGame = t.column("game");
    const int cQty = firstColumn(t, {"quantity", "count", "qty", "amount"});
    const int cTrade = firstColumn(t, {"trade", "trade_quantity", "tradelist_count"});
    // TCGplayer's Name carries "(Foil)" and the like; its Simple Name is the card's name.
    const int cName = firstColumn(t, {"simple_name", "name", "card_name", "card"});
    const int cSet = firstColumn(t, {"set_code", "edition_code", "set", "edition"});
    const int cNumber =
        firstColumn(t, {"number", "collector_number", "card_number", "collector_no", "no"});
    const int cFinish = firstColumn(t, {"finish", "foil", "printing"});
    const int cCond = t.column("condition");
    const int cLang = firstColumn(t, {"language", "lang"});
    const int cLoc = firstColumn(t, {"location", "folder_name", "binder", "folder"});
    if (cQty < 0 || (cName < 0 && (cSet < 0 || cNumber < 0))) {
        out.errors.push_back(
            {{file, t.headerLine, 0},
             "the header needs a quantity (or count) column and either name or set and number"});
        return out;
    }
    auto cell = [](const std::vector<std::string>& row, int c) {
        return c < 0 || static_cast<std::size_t>(c) >= row.size()
                   ? std::string()
                   : std::string(core::trim(row[static_cast<std::size_t>(c)]));
    };
    // Copies per printing: those held, then each row's.
    auto printingKey = [](const std::string& set, const std::string& number) {
        return core::toLower(set) + '\x1f' + core::toLower(number);
    };
    std::unordered_map<std::string, int> totals;
    std::unordered_map<std::string, int> heldCopies;
    for (const auto& h : held) {
        auto& n = heldCopies[printingKey(h.set, h.number)];
        n = core::addQuantities(n, h.quantity).value_or(core::kMaxQuantity);
    }
    totals = heldCopies;
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const auto& row = t.rows[r];
        const int line = t.lines[r];
        bool blank = true;
        for (const auto& f : row)
            blank = blank && core::trim(f).empty();
        if (blank) continue;
        const std::string rowGame = cell(row, cGame);
        if (!rowGame.empty() && !core::iequals(rowGame, game.game.id)) {
            out.errors.push_back(
                {{file, line, cGame + 1},
                 fmt::format("this row is for game '{}', not '{}'", rowGame, game.game.id)});
            continue;
        }
        const auto qty = core::parseQuantity(cell(row, cQty));
        if (!qty) {
            out.errors.push_back({{file, line, cQty + 1},
                                  fmt::format("quantity '{}' is not a whole number {}",
                                              cell(row, cQty), core::kQuantityRange)});
            continue;
        }
        std::optional<int> trade = 0;
        if (cTrade >= 0 && !cell(row, cTrade).empty())
            trade = core::parseQuantity(cell(row, cTrade), 0);
        if (!trade || *trade > *qty) {
            out.errors.push_back(
                {{file, line, cTrade + 1},
                 fmt::format("trade '{}' must be a whole number from 0 to the quantity",
                             cell(row, cTrade))});
            continue;
        }
        // Exports carry set names where Deckhand has codes: with both a set and a number that
        // find nothing, fall back to the name alone.
        auto printing = findPrinting(game, cell(row, cName), cell(row, cSet), cell(row, cNumber));
        if (!printing.ok() && !cell(row, cName).empty() && !cell(row, cSet).empty()) {
            auto byName = findPrinting(game, cell(row, cName), "", "");
            if (byName.ok()) printing = byName;
        }
        if (!printing.ok()) {
            const int column = (cSet >= 0 && !cell(row, cSet).empty() ? cSet : cName) + 1;
            out.value.unmatched.push_back({{file, line, column}, printing.errors.front().message});
            continue;
        }
        db::CollectionItem item;
        item.game = game.game.id;
        item.set = printing.value->set();
        item.number = printing.value->number();
        item.name = printing.value->name();
        item.quantity = *qty;
        item.trade = *trade;
        // Rows of one printing add up (the store keeps a card's total in range too).
        const std::string key = printingKey(item.set, item.number);
        auto& total = totals[key];
        const auto sum = core::addQuantities(total, item.quantity);
        if (!sum) {
            const int had = heldCopies.contains(key) ? heldCopies[key] : 0;
            out.errors.push_back(
                {{file, line, cQty + 1},
                 fmt::format("{} {} would come to {} copies ({}the rows above); a card's copies "
                             "are {}",
                             item.set, item.number, std::int64_t{total} + item.quantity,
                             had ? fmt::format("{} in the collection, ", had) : "",
                             core::kQuantityRange)});
            continue;
        }
        total = *sum;
        item.finish = normalFinish(cell(row, cFinish));
        const auto condition = normalCondition(cell(row, cCond));
        if (!condition) {
            out.errors.push_back(
                {{file, line, cCond + 1},
                 fmt::format("condition '{}' is not one Deckhand knows (NM, LP, MP, HP, DMG)",
                             cell(row, cCond))});
            continue;
        }
        item.condition = *condition;
        item.language = normalLanguage(cell(row, cLang));
        item.location = cell(row, cLoc);
        out.value.items.push_back(std::move(item));
    }
    if (!out.errors.empty()) out.value.items.clear();
    return out;
}

std::string writeCollectionCsv(const std::vector<db::CollectionItem>& items) {
    std::string out = io::csvLine({std::begin(kCollectionColumns), std::end(kCollectionColumns)});
    for (const auto& i : items)
        out += io::csvLine({i.game, i.set, i.number, i.name, std::to_string(i.quantity), i.finish,
                            i.condition, i.language, i.location, std::to_string(i.trade)});
    return out;
}

Result<std::vector<db::CollectionItem>> sealedContents(const LoadedGame& game,
                                                       const core::ProductDef& product, int count,
                                                       const std::string& location) {
    Result<std::vector<db::CollectionItem>> out;
    auto addRow = [&](const core::Printing& p, long long quantity) {
        // Multiplied only once both are in range: the product then fits in a long long.
        const bool inRange = quantity >= 1 && quantity <= core::kMaxQuantity && count >= 1 &&
                             count <= core::kMaxQuantity;
        const long long copies = inRange ? quantity * count : 0;
        if (!inRange || copies > core::kMaxQuantity) {
            out.errors.push_back({{game.packFile},
                                  fmt::format("{} x product '{}' makes {} copies of {} {}; a "
                                              "quantity is {}",
                                              count, product.id, copies, p.set(), p.number(),
                                              core::kQuantityRange)});
            return;
        }
        db::CollectionItem i;
        i.game = game.game.id;
        i.set = p.set();
        i.number = p.number();
        i.name = p.name();
        i.quantity = static_cast<int>(copies);
        i.location = location;
        out.value.push_back(std::move(i));
    };
    if (!product.contentsField.empty()) {
        const int field = game.game.fieldIndex(product.contentsField);
        for (std::size_t k = 0; k < game.catalogue.size(); ++k) {
            const auto& p = game.catalogue.at(k);
            const auto& n = p.numbers[static_cast<std::size_t>(field)];
            if (core::iequals(p.set(), product.set) && n && *n > 0) addRow(p, *n);
        }
    }
    for (const auto& c : product.cards) {
        const auto* p = game.catalogue.bySetNumber(c.set, c.number);
        if (!p) {
            out.errors.push_back({{game.packFile},
                                  fmt::format("product '{}' lists {} {}, which is not a known card",
                                              product.id, c.set, c.number)});
            continue;
        }
        addRow(*p, c.quantity);
    }
    if (!out.errors.empty()) out.value.clear();
    return out;
}

} // namespace deckhand::app
