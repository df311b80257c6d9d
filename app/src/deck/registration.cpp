// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/registration.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/core/i18n.hpp"

#include <filesystem>

namespace deckhand::app {

std::vector<int> registrationColumns(const core::Game& game) {
    std::vector<int> out;
    for (const auto& id : game.sheetColumns)
        if (const int i = game.fieldIndex(id); i >= 0) out.push_back(i);
    if (!game.sheetColumns.empty()) return out;
    for (std::size_t i = 0; i < game.fields.size(); ++i)
        if (game.fields[i].type == core::FieldType::Enum)
            return {core::BuiltinFieldCount + static_cast<int>(i)};
    return out;
}

namespace {

std::string columnLabel(const core::Game& game, int index) {
    if (const core::FieldDef* f = game.fieldAt(index)) return f->label.empty() ? f->id : f->label;
    // The sheet's own column headings for the built-in fields (core::builtinFieldId has their ids),
    // in the language the sheet is printed in.
    static const char* const kBuiltinLabels[] = {i18n::trNoop("Name"), i18n::trNoop("Set"),
                                                 // TRANSLATORS: a sheet's column of card numbers.
                                                 i18n::trNoop("No."), i18n::trNoop("Rarity"),
                                                 // TRANSLATORS: a sheet's column of rules text.
                                                 i18n::trNoop("Text")};
    return index >= 0 && index < core::BuiltinFieldCount ? i18n::tr(kBuiltinLabels[index]) : "";
}

io::SheetLine sheetLine(const core::DeckEntry& e, const std::vector<int>& columns) {
    io::SheetLine l;
    l.quantity = e.quantity;
    if (e.printing) {
        l.name = e.printing->name();
        l.set = e.printing->set();
        l.number = e.printing->number();
        for (const int c : columns)
            l.columns.push_back(static_cast<std::size_t>(c) < e.printing->values.size()
                                    ? e.printing->values[static_cast<std::size_t>(c)]
                                    : std::string());
    } else { // not a card the game knows: as the list wrote it, so the judge sees it
        l.name = e.name;
        l.set = e.set;
        l.number = e.number;
        l.columns.assign(columns.size(), std::string());
    }
    return l;
}

} // namespace

io::RegistrationSheet registrationSheet(const LoadedGame& game, const DeckCheck& check,
                                        const RegistrationOptions& options) {
    const core::Game& g = game.game;
    io::RegistrationSheet sheet;
    sheet.event = options.event;
    sheet.date = options.eventDate;
    sheet.playerName = options.playerName;
    sheet.playerId = options.playerId;
    sheet.deckName = !options.deckName.empty()  ? options.deckName
                     : !check.deck.name.empty() ? check.deck.name
                                                : std::filesystem::path(check.file).stem().string();
    sheet.gameName = g.name;
    const core::Format* format = g.format(check.format);
    sheet.formatName = format ? format->name : check.format;
    if (check.report) {
        sheet.limitedList = check.report->limitedList;
        sheet.checkedOn = check.report->date.str();
        sheet.errors = static_cast<int>(check.report->errors.size());
        sheet.warnings = static_cast<int>(check.report->warnings.size());
    }
    sheet.errors += static_cast<int>(check.inputErrors.size());
    sheet.legal = check.legal();
    sheet.sample = sampleUse(check, game).label();
    sheet.paper = options.paper;

    const std::vector<int> columns = registrationColumns(g);
    for (const int c : columns)
        sheet.columns.push_back(columnLabel(g, c));
    // The game's sections in the pack's order, then any the game does not declare.
    auto add = [&](const core::DeckSection& s, const core::SectionDef* def) {
        io::SheetSection out;
        out.name = def ? def->name : s.id;
        out.counts = def ? def->counts : true;
        for (const auto& e : s.entries)
            if (e.quantity != 0) out.lines.push_back(sheetLine(e, columns));
        if (!out.lines.empty()) sheet.sections.push_back(std::move(out));
    };
    for (const auto& def : g.sections)
        if (const core::DeckSection* s = check.deck.findSection(def.id)) add(*s, &def);
    for (const auto& s : check.deck.sections) // the Considering board is not registered
        if (!g.section(s.id) && !core::isConsidering(s.id)) add(s, nullptr);
    sheet.deckHash = core::deckHash(g.id, check.deck);
    return sheet;
}

Result<int> writeRegistrationSheet(const LoadedGame& game, const DeckCheck& check,
                                   const RegistrationOptions& options, const std::string& path) {
    return io::writeRegistrationSheetPdf(registrationSheet(game, check, options), path);
}

} // namespace deckhand::app
