#include "deckhand/app/collection_csv.hpp"

#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"

#include <fmt/format.h>

namespace deckhand::app {

Result<const core::Printing*> findPrinting(const LoadedGame& game, const std::string& name, const std::string& set,
                                           const std::string& number)
{
    Result<const core::Printing*> out;
    if (!set.empty() && !number.empty()) {
        out.value = game.catalogue.bySetNumber(set, number);
        if (!out.value)
            out.errors.push_back({{}, fmt::format("{} has no card {} {}", game.game.name, set, number)});
        else if (!name.empty() && out.value->foldedName != core::foldName(name))
            out.errors.push_back({{}, fmt::format("{} {} is '{}', not '{}'", set, number, out.value->name(), name)});
        return out;
    }
    if (name.empty()) {
        out.errors.push_back({{}, "name the card, or give its set and number"});
        return out;
    }
    auto candidates = game.catalogue.byName(core::foldName(name));
    if (!set.empty())
        std::erase_if(candidates, [&](const core::Printing* p) { return !core::iequals(p->set(), set); });
    if (candidates.size() == 1) {
        out.value = candidates.front();
        return out;
    }
    if (candidates.empty()) {
        auto close = core::closestMatches(name, game.catalogue.names());
        std::string hint;
        for (const auto& c : close) hint += (hint.empty() ? " Did you mean " : " or ") + ("'" + c + "'");
        out.errors.push_back({{}, fmt::format("unknown {} card '{}'.{}", game.game.name, name, hint.empty() ? "" : hint + "?")});
        return out;
    }
    std::string which;
    for (const auto* p : candidates) which += (which.empty() ? "" : ", ") + p->set() + " " + p->number();
    out.errors.push_back({{}, fmt::format("'{}' has {} printings ({}); say which with its set and number", name,
                                          candidates.size(), which)});
    return out;
}

Result<std::vector<db::CollectionItem>> readCollectionCsv(std::string_view text, const std::string& file,
                                                          const LoadedGame& game)
{
    Result<std::vector<db::CollectionItem>> out;
    auto table = io::readCsv(text, file);
    if (!table.ok()) return {{}, table.errors};
    const auto& t = table.value;
    auto col = [&](const char* name) { return t.column(name); };
    const int cGame = col("game"), cSet = col("set"), cNumber = col("number"), cName = col("name"),
              cQty = col("quantity"), cFinish = col("finish"), cCond = col("condition"), cLang = col("language"),
              cLoc = col("location"), cTrade = col("trade");
    if (cQty < 0 || (cName < 0 && (cSet < 0 || cNumber < 0))) {
        out.errors.push_back({{file, t.headerLine, 0},
                              "the header needs a quantity column and either name or set and number"});
        return out;
    }
    auto cell = [](const std::vector<std::string>& row, int c) {
        return c < 0 || static_cast<std::size_t>(c) >= row.size() ? std::string() : std::string(core::trim(row[static_cast<std::size_t>(c)]));
    };
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const auto& row = t.rows[r];
        const int line = t.lines[r];
        bool blank = true;
        for (const auto& f : row) blank = blank && core::trim(f).empty();
        if (blank) continue;
        const std::string rowGame = cell(row, cGame);
        if (!rowGame.empty() && !core::iequals(rowGame, game.game.id)) {
            out.errors.push_back({{file, line, cGame + 1}, fmt::format("this row is for game '{}', not '{}'", rowGame, game.game.id)});
            continue;
        }
        auto printing = findPrinting(game, cell(row, cName), cell(row, cSet), cell(row, cNumber));
        if (!printing.ok()) {
            const int column = (cSet >= 0 && !cell(row, cSet).empty() ? cSet : cName) + 1;
            out.errors.push_back({{file, line, column}, printing.errors.front().message});
            continue;
        }
        long long qty = 0, trade = 0;
        if (!core::parseInt(cell(row, cQty), qty) || qty < 1) {
            out.errors.push_back({{file, line, cQty + 1}, fmt::format("quantity '{}' is not a whole number of at least 1", cell(row, cQty))});
            continue;
        }
        if (cTrade >= 0 && !cell(row, cTrade).empty() && (!core::parseInt(cell(row, cTrade), trade) || trade < 0 || trade > qty)) {
            out.errors.push_back({{file, line, cTrade + 1}, fmt::format("trade '{}' must be a whole number from 0 to the quantity", cell(row, cTrade))});
            continue;
        }
        db::CollectionItem item;
        item.game = game.game.id;
        item.set = printing.value->set();
        item.number = printing.value->number();
        item.name = printing.value->name();
        item.quantity = static_cast<int>(qty);
        item.trade = static_cast<int>(trade);
        if (auto v = cell(row, cFinish); !v.empty()) item.finish = v;
        if (auto v = cell(row, cCond); !v.empty()) item.condition = v;
        if (auto v = cell(row, cLang); !v.empty()) item.language = v;
        item.location = cell(row, cLoc);
        out.value.push_back(std::move(item));
    }
    if (!out.errors.empty()) out.value.clear();
    return out;
}

std::string writeCollectionCsv(const std::vector<db::CollectionItem>& items)
{
    std::string out = io::csvLine({std::begin(kCollectionColumns), std::end(kCollectionColumns)});
    for (const auto& i : items)
        out += io::csvLine({i.game, i.set, i.number, i.name, std::to_string(i.quantity), i.finish, i.condition,
                            i.language, i.location, std::to_string(i.trade)});
    return out;
}

} // namespace deckhand::app
