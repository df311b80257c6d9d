// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/collection_csv.hpp"

#include "collection/collection_rows.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/language.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <initializer_list>
#include <optional>
#include <unordered_map>

namespace deckhand::app {

namespace {

/// The one printing of `candidates` (the printings a row's or a user's name found) that the name
/// means, or why there is none: a name the game lacks (with the closest names), or one with
/// several printings that a set and number must choose between.
Result<const core::Printing*> onePrinting(const LoadedGame& game, const std::string& name,
                                          const std::vector<const core::Printing*>& candidates) {
    if (candidates.size() == 1) return {candidates.front(), {}};
    if (candidates.empty())
        return {nullptr,
                {{{},
                  i18n::trf("unknown {} card '{}'.{}", game.game.name, name,
                            core::didYouMean(core::closestMatches(
                                name, game.catalogue.names(), game.catalogue.foldedNames())))}}};
    std::string which;
    for (const auto* p : candidates)
        which += (which.empty() ? "" : ", ") + p->set() + " " + p->number();
    return {nullptr,
            {{{},
              i18n::trf("'{}' has {} printings ({}); say which with its set and number", name,
                        candidates.size(), which)}}};
}

} // namespace

Result<const core::Printing*> findPrinting(const LoadedGame& game, const std::string& name,
                                           const std::string& set, const std::string& number) {
    Result<const core::Printing*> out;
    if (!set.empty() && !number.empty()) {
        out.value = game.catalogue.bySetNumber(set, number);
        if (!out.value)
            out.errors.push_back(
                {{}, i18n::trf("{} has no card {} {}", game.game.name, set, number)});
        else if (!name.empty() && out.value->foldedName != core::foldName(name))
            out.errors.push_back(
                {{}, i18n::trf("{} {} is '{}', not '{}'", set, number, out.value->name(), name)});
        return out;
    }
    if (name.empty()) {
        out.errors.push_back({{}, i18n::tr("name the card, or give its set and number")});
        return out;
    }
    auto candidates = game.catalogue.byName(core::foldName(name));
    if (!set.empty())
        std::erase_if(candidates,
                      [&](const core::Printing* p) { return !core::iequals(p->set(), set); });
    return onePrinting(game, name, candidates);
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
    // The Dragon Shield app's own export has no Folder Name (nor its "sep=," line); one kind
    // writes the website's Card Name, Set Name and Printing, another (a real one, in
    // tests/data/real/collections/dragonshield-app.csv) Expansion Code and Expansion Name.
    if (has("card_name") && has("set_name") && has("printing")) return "Dragon Shield";
    if (has("expansion_code") && has("expansion_name")) return "Dragon Shield";
    if (has("quantityx") || has("collector's number")) return "Delver Lens";
    if (has("date_added") || has("edition_name")) return "Archidekt";
    // Both write Count, Tradelist Count, Name, Edition; only Deckbox has these (older Deckbox
    // exports have no Edition Code), only Moxfield Last Modified, Alter and Proxy.
    if (has("tradelist_count") &&
        (has("edition_code") || has("my_price") || has("signed") || has("artist_proof")))
        return "Deckbox";
    if (has("tradelist_count")) return "Moxfield";
    return "CSV";
}

// The folded names a row's name may stand for, the name as written first: TCGplayer's
// "Island (0262)" and "Name (Extended Art)" without the bracket, Dragon Shield's and
// TCGplayer's "Clue Token" for the token Clue, and the front face of "Front // Back".
// Only a fallback: the name as written is tried first, and a printing's own name always wins.
std::vector<std::string> nameForms(std::string_view written) {
    std::vector<std::string> forms;
    auto add = [&](std::string_view f) {
        std::string folded = core::foldName(core::trim(f));
        if (!folded.empty() && std::find(forms.begin(), forms.end(), folded) == forms.end())
            forms.push_back(std::move(folded));
    };
    add(written);
    for (std::size_t k = 0; k < forms.size(); ++k) {
        const std::string f = forms[k];
        if (auto open = f.find(" ("); open != std::string::npos && open > 0)
            add(std::string_view(f).substr(0, open)); // "plains (267) - full art" too
        if (f.size() > 6 && f.ends_with(" token")) add(std::string_view(f).substr(0, f.size() - 6));
        if (auto slash = f.find(" // "); slash != std::string::npos && slash > 0)
            add(std::string_view(f).substr(0, slash));
    }
    return forms;
}

// The folded front face of a double-faced card's name ("front // back"), or "".
std::string frontFace(const std::string& foldedName) {
    const auto slash = foldedName.find(" // ");
    return slash == std::string::npos ? std::string() : foldedName.substr(0, slash);
}

// The folded back face of a double-faced card's name ("front // back"), or "".
std::string backFace(const std::string& foldedName) {
    const auto slash = foldedName.find(" // ");
    return slash == std::string::npos ? std::string() : foldedName.substr(slash + 4);
}

// A collector number without its leading zeros ("007" and "7" are one printing), case folded.
std::string bareNumber(std::string_view number) {
    std::string n = core::toLower(core::trim(number));
    const auto first = n.find_first_not_of('0');
    return first == std::string::npos ? "0" : n.substr(first);
}

// The digits of a collector number without leading zeros: Deckbox drops the letters of the
// numbers it stores ("U8" is 8, "741z" is 741).
std::string digitsOf(std::string_view number) {
    std::string d;
    for (char c : number)
        if (c >= '0' && c <= '9') d += c;
    return bareNumber(d);
}

// A game's printings looked up the ways the apps' rows need: by set + number with leading
// zeros ignored (and with `digitsOnly`, Deckbox's, letters too), by a name's forms (nameForms),
// either face of a double-faced card included. A set + number the game's exact look-up finds needs
// nothing else; the rest read the whole game, and its indexes are made, when a row first needs
// them.
class RowMatcher {
public:
    RowMatcher(const detail::CollectionGame& game, bool digitsOnly)
        : m_source(game), m_digitsOnly(digitsOnly) {}

    // The printing a set + number names, or nullptr.
    const core::Printing* bySetNumber(const std::string& set, const std::string& number) {
        if (m_source.exact)
            if (const auto* p = m_source.exact(set, number)) return p;
        if (const auto* p = game().catalogue.bySetNumber(set, number)) return p;
        index();
        // Only one printing of the set may have the number: two are no answer.
        auto it = m_byBareNumber.find(core::toLower(set) + '\x1f' + bareNumber(number));
        if (it != m_byBareNumber.end())
            return it->second.size() == 1 ? it->second.front() : nullptr;
        if (!m_digitsOnly) return nullptr;
        it = m_byDigits.find(core::toLower(set) + '\x1f' + digitsOf(number));
        return it != m_byDigits.end() && it->second.size() == 1 ? it->second.front() : nullptr;
    }

    // Whether a row's name is the printing's card, in any of the forms the apps write: its
    // name, or either face of a double-faced card.
    static bool sameCard(const core::Printing& p, const std::string& name) {
        const std::string front = frontFace(p.foldedName);
        for (const auto& f : nameForms(name))
            if (f == p.foldedName || f == front) return true;
        return backFaceOf(p, name);
    }

    // Whether a row's name is the back face of the printing's double-faced card, and not its
    // name or front face ("Seasoned Cathar" for "Ambitious Farmhand // Seasoned Cathar").
    static bool backFaceOf(const core::Printing& p, const std::string& name) {
        const std::string back = backFace(p.foldedName);
        if (back.empty()) return false;
        const auto forms = nameForms(name);
        return std::find(forms.begin(), forms.end(), back) != forms.end() &&
               std::find(forms.begin(), forms.end(), frontFace(p.foldedName)) == forms.end();
    }

    // Every printing the name may mean: the first of its forms that names any.
    std::vector<const core::Printing*> byName(const std::string& name) {
        index();
        for (const auto& f : nameForms(name)) {
            std::vector<const core::Printing*> found = game().catalogue.byName(f);
            for (const auto* faces : {&m_byFront, &m_byBack})
                if (auto it = faces->find(f); it != faces->end())
                    for (const auto* p : it->second)
                        if (std::find(found.begin(), found.end(), p) == found.end())
                            found.push_back(p);
            if (!found.empty()) return found;
        }
        return {};
    }

    // The one printing `name` means, of `set` when the set has it (a row's set decides among
    // several printings; a set Deckhand does not know does not), else an error saying why.
    Result<const core::Printing*> byName(const std::string& name, const std::string& set) {
        auto candidates = byName(name);
        if (!set.empty()) {
            auto inSet = candidates;
            std::erase_if(inSet,
                          [&](const core::Printing* p) { return !core::iequals(p->set(), set); });
            if (!inSet.empty()) candidates = inSet;
        }
        return onePrinting(game(), name, candidates);
    }

private:
    const LoadedGame& game() {
        if (!m_game) m_game = &m_source.whole();
        return *m_game;
    }

    // The look-ups the game's own indexes do not have, made once.
    void index() {
        if (m_indexed) return;
        m_indexed = true;
        const LoadedGame& g = game();
        for (std::size_t k = 0; k < g.catalogue.size(); ++k) {
            const auto& p = g.catalogue.at(k);
            const std::string set = core::toLower(p.set()) + '\x1f';
            m_byBareNumber[set + bareNumber(p.number())].push_back(&p);
            if (m_digitsOnly) m_byDigits[set + digitsOf(p.number())].push_back(&p);
            if (auto front = frontFace(p.foldedName); !front.empty())
                m_byFront[front].push_back(&p);
            if (auto back = backFace(p.foldedName); !back.empty()) m_byBack[back].push_back(&p);
        }
    }

    const detail::CollectionGame& m_source;
    bool m_digitsOnly;
    const LoadedGame* m_game = nullptr;
    bool m_indexed = false;
    std::unordered_map<std::string, std::vector<const core::Printing*>> m_byBareNumber;
    std::unordered_map<std::string, std::vector<const core::Printing*>> m_byDigits;
    std::unordered_map<std::string, std::vector<const core::Printing*>> m_byFront;
    std::unordered_map<std::string, std::vector<const core::Printing*>> m_byBack;
};

std::string normalFinish(std::string v) {
    v = core::toLower(v);
    if (v.empty() || v == "normal" || v == "false" || v == "no" || v == "nonfoil" ||
        v == "non-foil" || v == "0")
        return "normal";
    if (v == "true" || v == "yes" || v == "1" || v == "foil") return "foil";
    return v; // etched, holo, ...
}

// The conditions Deckhand keeps (NM, LP, MP, HP, DMG) from the names other apps write:
// "Near Mint", "near_mint", Dragon Shield's "LightPlayed", Archidekt's "D", Deckbox's "Good
// (Lightly Played)" (the grade in brackets is the one that means something). An empty value is
// NM; anything else is nullopt.
std::optional<std::string> normalCondition(const std::string& v) {
    auto code = [](std::string_view s) -> std::optional<std::string> {
        std::string k;
        for (char c : core::toLower(s))
            if (c != ' ' && c != '_' && c != '-') k += c;
        if (k.empty() || k == "nm" || k == "nearmint" || k == "mint" || k == "m") return "NM";
        if (k == "lp" || k == "lightlyplayed" || k == "lightplayed" || k == "excellent" ||
            k == "ex" || k == "slightlyplayed" || k == "sp")
            return "LP";
        if (k == "mp" || k == "moderatelyplayed" || k == "good" || k == "gd" || k == "played" ||
            k == "pl")
            return "MP";
        if (k == "hp" || k == "heavilyplayed" || k == "poor") return "HP";
        // Archidekt writes D for damaged.
        if (k == "dmg" || k == "damaged" || k == "d" || k == "pr") return "DMG";
        return std::nullopt;
    };
    const auto open = v.find('('), close = v.rfind(')');
    if (open != std::string::npos && close != std::string::npos && close > open) {
        if (auto inner = code(std::string_view(v).substr(open + 1, close - open - 1))) return inner;
    }
    return code(v);
}

// Which column of a collection CSV holds what (-1: none does), the first of each column's
// spellings the header has.
struct Columns {
    int game = -1, qty = -1, trade = -1, name = -1, set = -1, setName = -1, number = -1,
        finish = -1, cond = -1, lang = -1, loc = -1;
    bool qtyX = false; ///< Delver Lens' QuantityX: "2x"
};

// The columns the header names, or an error when it lacks the quantity or a way to find the
// card (a name, or a set and a number).
Result<Columns> mapColumns(const io::CsvTable& t, const std::string& file,
                           const std::string& source) {
    Columns c;
    c.game = t.column("game");
    c.qty = firstColumn(t, {"quantity", "count", "qty", "amount", "quantityx"});
    c.qtyX = c.qty >= 0 && c.qty == t.column("quantityx");
    c.trade = firstColumn(t, {"trade", "trade_quantity", "tradelist_count"});
    // TCGplayer's Simple Name drops punctuation ("Fire  Ice"): its Name is the card's, with at
    // most a bracket after it that nameForms looks past.
    c.name = firstColumn(t, {"name", "card_name", "card", "simple_name"});
    // A set's code; Deckbox's and Delver Lens' Edition is the set's name (Moxfield's its code).
    if (source == "Deckbox" || source == "Delver Lens") {
        c.set = firstColumn(t, {"set_code", "set_id", "edition_code"});
        c.setName = firstColumn(t, {"set_name", "edition_name", "edition"});
    } else {
        c.set = firstColumn(
            t, {"set_code", "set_id", "edition_code", "expansion_code", "set", "edition"});
        c.setName = firstColumn(t, {"set_name", "edition_name", "expansion_name"});
    }
    c.number = firstColumn(t, {"number", "collector_number", "card_number", "cardnumber",
                               "collector_no", "collector's number", "no"});
    c.finish = firstColumn(t, {"finish", "foil", "printing"});
    c.cond = t.column("condition");
    c.lang = firstColumn(t, {"language", "lang"});
    c.loc = firstColumn(t, {"location", "folder_name", "binder", "folder", "list_name"});
    if (c.qty < 0 || (c.name < 0 && ((c.set < 0 && c.setName < 0) || c.number < 0)))
        return {c,
                {{{file, t.headerLine, 0},
                  // TRANSLATORS: quantity, count, name, set and number are the CSV's headers.
                  i18n::tr("the header needs a quantity (or count) column and either name or set "
                           "and number")}}};
    return {c, {}};
}

std::string cell(const std::vector<std::string>& row, int c) {
    return c < 0 || static_cast<std::size_t>(c) >= row.size()
               ? std::string()
               : std::string(core::trim(row[static_cast<std::size_t>(c)]));
}

bool blankRow(const std::vector<std::string>& row) {
    bool blank = true;
    for (const auto& f : row)
        blank = blank && core::trim(f).empty();
    return blank;
}

// The finish and condition of a row into `item`: false when the condition is not one Deckhand
// knows. TCGplayer writes the finish into the condition too: "Near Mint Foil".
bool readFinishAndCondition(const std::string& finishCell, std::string conditionCell,
                            core::CollectionItem& item) {
    item.finish = normalFinish(finishCell);
    for (const char* finish : {" holofoil", " foil"}) {
        const std::string lower = core::toLower(conditionCell);
        if (lower.size() > std::strlen(finish) && lower.ends_with(finish)) {
            conditionCell.resize(lower.size() - std::strlen(finish));
            if (item.finish == "normal") item.finish = "foil";
            break;
        }
    }
    const auto condition = normalCondition(conditionCell);
    if (!condition) return false;
    item.condition = *condition;
    return true;
}

// Copies per printing: those held, then each row's. Rows of one printing add up (the store
// keeps a card's total in range too).
class CopyTotals {
public:
    explicit CopyTotals(const std::vector<core::CollectionItem>& held) {
        for (const auto& h : held) {
            auto& n = m_held[key(h.set, h.number)];
            n = core::addQuantities(n, h.quantity).value_or(core::kMaxQuantity);
        }
        m_totals = m_held;
    }

    // Adds a row's copies, or says why they would take the printing's copies out of range.
    std::optional<std::string> add(const std::string& set, const std::string& number,
                                   int quantity) {
        const std::string k = key(set, number);
        auto& total = m_totals[k];
        const auto sum = core::addQuantities(total, quantity);
        if (!sum)
            return detail::tooManyCopies(set, number, total, quantity,
                                         m_held.contains(k) ? m_held[k] : 0);
        total = *sum;
        return std::nullopt;
    }

private:
    static std::string key(const std::string& set, const std::string& number) {
        return core::toLower(set) + '\x1f' + core::toLower(number);
    }

    std::unordered_map<std::string, int> m_totals;
    std::unordered_map<std::string, int> m_held;
};

// Rows kept in memory, their copies added up over those held: readCollectionCsv's.
class KeptRows : public detail::CollectionRows {
public:
    explicit KeptRows(const std::vector<core::CollectionItem>& held) : m_totals(held) {}

    std::optional<std::string> count(const std::string& set, const std::string& number,
                                     int quantity) override {
        return m_totals.add(set, number, quantity);
    }
    void keep(core::CollectionItem&& item) override { items.push_back(std::move(item)); }
    void countedOnly(const core::CollectionItem&) override {}

    std::vector<core::CollectionItem> items;

private:
    CopyTotals m_totals;
};

// A game's sets by their names, for rows that give a set by its name only: names compared
// folded, read from the game when a row first needs them.
class SetNames {
public:
    explicit SetNames(const detail::CollectionGame& game) : m_game(game) {}

    // The codes of the sets named `name`: none, one, or (two sets of one name) several.
    const std::vector<std::string>& codes(const std::string& name) {
        if (!m_read) {
            m_read = true;
            if (m_game.namedSets)
                for (auto& [code, setName] : m_game.namedSets())
                    m_byName[core::foldName(setName)].push_back(code);
        }
        static const std::vector<std::string> none;
        const auto it = m_byName.find(core::foldName(name));
        return it == m_byName.end() ? none : it->second;
    }

private:
    const detail::CollectionGame& m_game;
    bool m_read = false;
    std::unordered_map<std::string, std::vector<std::string>> m_byName;
};

// The rows of one collection CSV read into the collection's rows, one at a time.
class RowReader {
public:
    // `facesListedTwice`: the file lists a double-faced card under each face (the Dragon Shield
    // app's own export), so a row naming its back face adds no copies.
    RowReader(const std::string& file, const detail::CollectionGame& game, const Columns& columns,
              bool digitsOnly, bool facesListedTwice, detail::CollectionRows& rows,
              const CollectionReadOptions& options)
        : m_file(file), m_game(game), m_c(columns), m_matcher(game, digitsOnly),
          m_facesListedTwice(facesListedTwice), m_setNames(game), m_rows(rows), m_options(options) {
    }

    // A row into `rows`, `out` or `errors`: an item, an unmatched row, or an error; a blank row
    // is skipped.
    void read(const std::vector<std::string>& row, int line, CollectionRead& out,
              std::vector<ParseError>& errors) {
        if (blankRow(row)) return;
        const std::string rowGame = cell(row, m_c.game);
        if (!rowGame.empty() && !core::iequals(rowGame, m_game.id)) {
            errors.push_back(
                {{m_file, line, m_c.game + 1},
                 i18n::trf("this row is for game '{}', not '{}'", rowGame, m_game.id)});
            return;
        }
        int qty = 0, trade = 0;
        if (!readQuantities(row, line, qty, trade, errors)) return;
        const std::string name = cell(row, m_c.name), number = cell(row, m_c.number);
        std::string set = cell(row, m_c.set), setName;
        int setColumn = m_c.set;
        if (set.empty() && !(setName = cell(row, m_c.setName)).empty()) {
            setColumn = m_c.setName;
            if (!setByName(setName, set, {m_file, line, setColumn + 1}, out)) return;
            if (!set.empty()) setName.clear(); // known: the row is as if it gave the code
        }
        const int column = (!set.empty() || !setName.empty() ? setColumn
                            : !number.empty()                ? m_c.number
                                                             : m_c.name) +
                           1;
        const SourceLocation where{m_file, line, column};
        // A set name that names no set: no printing, and the name books it only when asked.
        Result<const core::Printing*> printing =
            setName.empty() ? namedPrinting(name, set, number) : Result<const core::Printing*>{};
        if (printing.ok() && !printing.value)
            printing = unknownPrinting(name, set, setName, number, where, out.byName);
        if (!printing.ok()) {
            out.unmatched.push_back({where, printing.errors.front().message});
            return;
        }
        // The same copies as the row of its front face: the card counts once, as it is owned.
        if (m_facesListedTwice && RowMatcher::backFaceOf(*printing.value, name)) {
            ++out.backFaces;
            return;
        }
        core::CollectionItem item;
        item.game = m_game.id;
        item.set = printing.value->set();
        item.number = printing.value->number();
        item.name = printing.value->name();
        item.quantity = qty;
        item.trade = trade;
        if (auto tooMany = m_rows.count(item.set, item.number, item.quantity)) {
            errors.push_back({{m_file, line, m_c.qty + 1}, *tooMany});
            return;
        }
        if (!readFinishAndCondition(cell(row, m_c.finish), cell(row, m_c.cond), item)) {
            m_rows.countedOnly(item);
            errors.push_back(
                {{m_file, line, m_c.cond + 1},
                 i18n::trf("condition '{}' is not one Deckhand knows (NM, LP, MP, HP, DMG)",
                           cell(row, m_c.cond))});
            return;
        }
        item.language = core::normalLanguage(cell(row, m_c.lang));
        item.location = cell(row, m_c.loc);
        m_rows.keep(std::move(item));
    }

private:
    // The code of the set a row names by `setName` into `set`, or "" when no set has that name;
    // false, the row unmatched, when two sets have it: which one is not guessed.
    bool setByName(const std::string& setName, std::string& set, const SourceLocation& where,
                   CollectionRead& out) {
        const auto& codes = m_setNames.codes(setName);
        if (codes.size() > 1) {
            std::string which;
            for (const auto& c : codes)
                which += (which.empty() ? "" : ", ") + c;
            out.unmatched.push_back({where, i18n::trf("'{}' is the name of {} sets of {} ({}); "
                                                      "give the set's code",
                                                      setName, codes.size(), m_game.name, which)});
            return false;
        }
        set = codes.empty() ? std::string() : codes.front();
        return true;
    }

    // The row's quantity and the copies of it for trade: false, with an error, when either is
    // not a whole number in range (the trade at most the quantity).
    bool readQuantities(const std::vector<std::string>& row, int line, int& qty, int& trade,
                        std::vector<ParseError>& errors) const {
        std::string written = cell(row, m_c.qty);
        if (m_c.qtyX && written.size() > 1 && (written.back() == 'x' || written.back() == 'X'))
            written.pop_back(); // Delver Lens' "2x"
        const auto q = core::parseQuantity(written);
        if (!q) {
            errors.push_back({{m_file, line, m_c.qty + 1},
                              i18n::trf("quantity '{}' is not a whole number from 1 to 1,000,000",
                                        cell(row, m_c.qty))});
            return false;
        }
        std::optional<int> t = 0;
        if (m_c.trade >= 0 && !cell(row, m_c.trade).empty())
            t = core::parseQuantity(cell(row, m_c.trade), 0);
        if (!t || *t > *q) {
            errors.push_back({{m_file, line, m_c.trade + 1},
                              i18n::trf("trade '{}' must be a whole number from 0 to the quantity",
                                        cell(row, m_c.trade))});
            return false;
        }
        qty = *q;
        trade = *t;
        return true;
    }

    // The printing the row's set and number name, or its name (within the set when one is
    // given); nullptr with no error when the row names a printing the game does not have.
    Result<const core::Printing*> namedPrinting(const std::string& name, const std::string& set,
                                                const std::string& number) {
        Result<const core::Printing*> printing;
        if (!set.empty() && !number.empty()) {
            printing.value = m_matcher.bySetNumber(set, number);
            if (printing.value && !name.empty() && !m_matcher.sameCard(*printing.value, name))
                printing.errors.push_back({{},
                                           i18n::trf("{} {} is '{}', not '{}'", set, number,
                                                     printing.value->name(), name)});
        } else if (!name.empty()) {
            // No printing given: the name decides (within the set when one is given).
            printing = m_matcher.byName(name, set);
            if (printing.ok() && !set.empty() && !core::iequals(printing.value->set(), set))
                printing.value = nullptr; // a set that is not the card's: its printing is unknown
        } else {
            printing.errors.push_back({{}, i18n::tr("name the card, or give its set and number")});
        }
        return printing;
    }

    // A row naming a printing the game does not have. Its name is not its printing: booked by
    // name only when the user asks, and then listed in `byName`; else why it is unmatched.
    // `setName` is the row's set when it gave one by a name that no set has.
    Result<const core::Printing*> unknownPrinting(const std::string& name, const std::string& set,
                                                  const std::string& setName,
                                                  const std::string& number,
                                                  const SourceLocation& where,
                                                  std::vector<NameMatch>& booked) {
        const std::string& given = setName.empty() ? set : setName;
        const std::string wrote = number.empty()  ? given
                                  : given.empty() ? number
                                                  : given + " " + number;
        auto byName = name.empty() ? Result<const core::Printing*>{} : m_matcher.byName(name, set);
        if (m_options.matchByName && !name.empty() && byName.ok()) {
            booked.push_back({where, name, wrote, byName.value});
            return byName;
        }
        std::string message =
            !setName.empty() ? i18n::trf("{} has no set named '{}'", m_game.name, setName)
            : number.empty() ? i18n::trf("{} has no card '{}' in set {}", m_game.name, name, set)
                             : i18n::trf("{} has no card {}", m_game.name, wrote);
        // TRANSLATORS: {0} says which card the game does not have ("Powerline Ultra has no
        // card T9 001").
        if (!name.empty() && byName.ok())
            message = i18n::trf("{}; by its name '{}' it would be {} (match by name to "
                                "book it there)",
                                message, name, byName.value->label());
        else if (!name.empty())
            // TRANSLATORS: {0} says which card the game does not have, {1} why its name does
            // not find one either.
            message = i18n::trf("{}, and by its name: {}", message, byName.errors.front().message);
        return {nullptr, {{{}, message}}};
    }

    const std::string& m_file;
    const detail::CollectionGame& m_game;
    Columns m_c;
    RowMatcher m_matcher;
    bool m_facesListedTwice;
    SetNames m_setNames;
    detail::CollectionRows& m_rows;
    const CollectionReadOptions& m_options;
};

} // namespace

std::string NameMatch::str() const {
    if (!chosen)
        return i18n::trf("{}: '{}' ({} is not a card) booked on nothing", where.str(), name, wrote);
    // TRANSLATORS: where, the row's name, what it wrote for the printing, the card booked.
    return i18n::trf("{}: '{}' ({} is not a card) booked on {}", where.str(), name, wrote,
                     chosen->label());
}

namespace detail {

std::string tooManyCopies(const std::string& set, const std::string& number, std::int64_t total,
                          int quantity, std::int64_t had) {
    // TRANSLATORS: a set code and a card number, then how many copies the rows would make.
    if (had == 0)
        return i18n::trf("{} {} would come to {} copies (the rows above); a card's copies are "
                         "from 1 to 1,000,000",
                         set, number, total + quantity);
    return i18n::trf("{} {} would come to {} copies ({} in the collection, the rows above); a "
                     "card's copies are from 1 to 1,000,000",
                     set, number, total + quantity, had);
}

Result<CollectionRead> readCollectionRows(const io::CsvSource& source, const std::string& file,
                                          const CollectionGame& game, CollectionRows& rows,
                                          const CollectionReadOptions& options) {
    Result<CollectionRead> out;
    std::optional<Result<Columns>> columns;
    std::optional<RowReader> reader;
    // The header decides the columns once, at the first record; each record is read as it
    // comes, none kept.
    auto table = source(
        [&](const io::CsvTable& t, std::vector<std::string>&& record, int line, std::size_t) {
            if (!columns) {
                out.value.source = detectSource(t, t.separatorLine);
                columns = mapColumns(t, file, out.value.source);
                // The Dragon Shield app's own export (neither the website's "sep=," line nor
                // its Folder Name) lists a double-faced card under each face, the copies of
                // each row the same: tests/data/real/collections/dragonshield-app.csv.
                const bool facesListedTwice = out.value.source == "Dragon Shield" &&
                                              !t.separatorLine && t.column("folder_name") < 0;
                if (columns->ok())
                    reader.emplace(file, game, columns->value, out.value.source == "Deckbox",
                                   facesListedTwice, rows, options);
            }
            if (reader) reader->read(record, line, out.value, out.errors);
            return true;
        });
    if (!table.ok()) return {{}, table.errors};
    if (!columns) {
        out.value.source = detectSource(table.value, table.value.separatorLine);
        columns = mapColumns(table.value, file, out.value.source);
    }
    if (!columns->ok()) {
        out.errors = columns->errors;
        return out;
    }
    return out;
}

} // namespace detail

Result<CollectionRead> readCollectionCsv(std::string_view text, const std::string& file,
                                         const LoadedGame& game,
                                         const std::vector<core::CollectionItem>& held,
                                         const CollectionReadOptions& options) {
    // No profile, so no set names: a row giving its set by name only is unmatched.
    const detail::CollectionGame source{
        game.game.id, game.game.name, [&game]() -> const LoadedGame& { return game; }, {}, {}};
    KeptRows rows(held);
    auto out = detail::readCollectionRows(
        [&](const io::CsvRecords& records) { return io::readCsv(text, file, records); }, file,
        source, rows, options);
    if (out.errors.empty()) out.value.items = std::move(rows.items);
    return out;
}

std::string writeCollectionCsv(const std::vector<core::CollectionItem>& items) {
    std::string out = io::csvLine({std::begin(kCollectionColumns), std::end(kCollectionColumns)});
    for (const auto& i : items)
        out += io::csvLine({i.game, i.set, i.number, i.name, std::to_string(i.quantity), i.finish,
                            i.condition, i.language, i.location, std::to_string(i.trade)});
    return out;
}

Result<std::vector<core::CollectionItem>> sealedContents(const LoadedGame& game,
                                                         const core::ProductDef& product, int count,
                                                         const std::string& location) {
    Result<std::vector<core::CollectionItem>> out;
    auto addRow = [&](const core::Printing& p, long long quantity) {
        // Multiplied only once both are in range: the product then fits in a long long.
        const bool inRange = quantity >= 1 && quantity <= core::kMaxQuantity && count >= 1 &&
                             count <= core::kMaxQuantity;
        const long long copies = inRange ? quantity * count : 0;
        if (!inRange || copies > core::kMaxQuantity) {
            out.errors.push_back({{game.packFile},
                                  i18n::trf("{} x product '{}' makes {} copies of {} {}; a "
                                            "quantity is from 1 to 1,000,000",
                                            count, product.id, copies, p.set(), p.number())});
            return;
        }
        core::CollectionItem i;
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
                                  i18n::trf("product '{}' lists {} {}, which is not a known card",
                                            product.id, c.set, c.number)});
            continue;
        }
        addRow(*p, c.quantity);
    }
    if (!out.errors.empty()) out.value.clear();
    return out;
}

} // namespace deckhand::app
