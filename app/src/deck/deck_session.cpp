// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/deck_session.hpp"

#include "deckhand/app/deck_reading.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/file.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>

namespace deckhand::app {

namespace {

/// Edits kept for undo; the oldest go first.
constexpr std::size_t UndoLimit = 100;

std::string fileName(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

} // namespace

DeckSession::DeckSession(ProfileSession& profile) : m_profile(profile) {}

std::string DeckSession::displayName() const {
    return m_deck.name.empty() ? std::string(i18n::tr("Untitled deck")) : m_deck.name;
}

void DeckSession::changed(unsigned changes) {
    if (onChanged) onChanged(changes);
}

void DeckSession::reset() {
    m_origin = DeckOrigin::None;
    m_hasDeck = false;
    m_deck = {};
    m_tags.clear();
    m_path.clear();
    m_fileBytes.reset();
    m_readErrors.clear();
    m_savedId.reset();
    m_savedName.clear();
    m_dirty = false;
    m_notice.clear();
    m_edits.clear();
    m_done = 0;
    m_check.reset();
    m_formatErrors.clear();
}

void DeckSession::setGame(const LoadedGame* game) {
    reset();
    m_game = game;
    m_format = game && !game->game.formats.empty() ? game->game.formats.front().id : std::string();
    changed(Opened | Cards | Name | Details | Checked | Saved);
}

bool DeckSession::setFormat(std::string_view id) {
    if (!m_game) return false;
    for (const auto& format : m_game->game.formats) {
        if (format.id != id) continue;
        // Picked again, it is judged again all the same (the user asked for it).
        const bool other = m_format != id;
        m_format = format.id;
        unsigned changes = Checked;
        if (other && m_hasDeck && m_origin != DeckOrigin::File) {
            markDirty(); // the format is saved with the deck
            changes |= Saved;
        }
        judge();
        changed(changes | (m_origin == DeckOrigin::File ? Cards : 0u));
        return true;
    }
    return false;
}

void DeckSession::setDate(const core::Date& date) {
    m_date = date;
    judge();
    changed(Checked);
}

void DeckSession::newDeck() {
    flush();
    reset();
    changed(Opened | Cards | Name | Details | Checked | Saved);
}

void DeckSession::openFile(const std::string& path) {
    flush();
    reset();
    m_origin = DeckOrigin::File;
    m_path = path;
    auto bytes = io::readWholeFile(path);
    if (bytes.ok()) {
        m_fileBytes = std::move(bytes.value);
        m_hasDeck = true;
    } else {
        m_readErrors = std::move(bytes.errors);
    }
    judge();
    changed(Opened | Cards | Name | Details | Checked | Saved);
}

std::vector<ParseError> DeckSession::openList(const core::DeckList& list) {
    if (!m_game) return {{{list.file}, i18n::tr("choose a game first")}};
    // Unknown names stay in the deck, flagged by the check, for the user to mend.
    auto deck = core::resolveDeck(list, m_game->catalogue, nullptr, true);
    if (!deck.ok()) return deck.errors;
    openUnsaved(std::move(deck.value), i18n::tr("Pasted deck"));
    return {};
}

std::vector<ParseError> DeckSession::openCode(std::string_view code,
                                              std::vector<std::string>* notes) {
    if (!m_game) return {{{i18n::tr("deck code")}, i18n::tr("choose a game first")}};
    auto contents = core::readDeckCode(code);
    if (!contents.ok()) return contents.errors;
    auto deck = core::deckFromCode(contents.value, m_game->catalogue, notes);
    if (!deck.ok()) return deck.errors;
    openUnsaved(std::move(deck.value), i18n::tr("Deck from code"));
    return {};
}

void DeckSession::openUnsaved(core::Deck deck, const std::string& fallback) {
    flush();
    reset();
    m_deck = std::move(deck);
    m_deck.name = unusedName(m_deck.name.empty() ? fallback : m_deck.name);
    m_hasDeck = true;
    m_origin = DeckOrigin::Unsaved;
    markDirty();
    judge();
    changed(Opened | Cards | Name | Details | Checked | Saved);
}

Result<std::string> DeckSession::code() const {
    if (!m_game || !m_hasDeck)
        return {{}, {{{i18n::tr("deck code")}, i18n::tr("open or build a deck first")}}};
    return core::encodeDeckCode(m_game->catalogue, m_deck);
}

Result<std::optional<db::DeckRecord>> DeckSession::openSaved(std::int64_t deckId) {
    Result<std::optional<db::DeckRecord>> out;
    if (!m_game) return out;
    auto record = decksOf(m_profile).find(m_game->game.id, std::to_string(deckId));
    if (!record || record->id != deckId || record->game != m_game->game.id) return out;
    flush();
    auto deck = m_profile.loadDeck(*m_game, deckId);
    if (!deck.ok()) {
        out.errors = std::move(deck.errors);
        return out;
    }
    reset();
    for (const auto& format : m_game->game.formats)
        if (format.id == record->format) m_format = format.id;
    m_deck = std::move(deck.value);
    m_deck.name = record->name;
    m_tags = record->tags;
    m_hasDeck = true;
    m_origin = DeckOrigin::Profile;
    m_savedId = deckId;
    m_savedName = record->name;
    judge();
    out.value = std::move(record);
    changed(Opened | Cards | Name | Details | Checked | Saved);
    return out;
}

std::string DeckSession::unusedName(const std::string& base) const {
    if (!m_game) return base;
    auto store = decksOf(m_profile);
    std::string name = base;
    for (int n = 2;; ++n) {
        const auto other = store.find(m_game->game.id, name);
        if (!other || (m_savedId && other->id == *m_savedId)) return name;
        name = base + " " + std::to_string(n);
    }
}

void DeckSession::adoptFile() {
    if (m_origin != DeckOrigin::File) return;
    const std::string file = fileName(m_path);
    // The file's own deck name, else its name without the extension; never the name of a deck
    // the profile has already (saving under it would add a version to that other deck).
    const std::string wanted =
        m_deck.name.empty() ? std::filesystem::path(m_path).stem().string() : m_deck.name;
    m_deck.name = unusedName(wanted);
    m_origin = DeckOrigin::Unsaved;
    m_fileBytes.reset();
    m_readErrors.clear();
    m_notice = i18n::trf("The list from {0} is now the deck \"{1}\" of the profile, saved as you "
                         "change it; {0} is left as it was (File > Export writes the deck to a "
                         "file).",
                         file, m_deck.name);
    m_path.clear();
}

void DeckSession::markDirty() {
    m_dirty = true;
}

bool DeckSession::edit(const std::string& label, core::Deck after, bool withNotes) {
    if (!m_game) return false;
    const bool started = !m_hasDeck;
    if (started) {
        m_hasDeck = true;
        if (m_origin == DeckOrigin::None) m_origin = DeckOrigin::Unsaved;
    }
    if (!started && sameCards(after, m_deck) && (!withNotes || after.notes == m_deck.notes))
        return false;
    const std::string name = m_deck.name;
    adoptFile();
    unsigned extra = m_deck.name != name ? Name : 0u;
    m_edits.resize(m_done);
    m_edits.push_back({label, m_deck, std::move(after), withNotes});
    if (m_edits.size() > UndoLimit) m_edits.erase(m_edits.begin());
    m_done = m_edits.size();
    apply(m_edits.back().after, withNotes);
    if (extra) changed(extra);
    return true;
}

void DeckSession::apply(const core::Deck& cards, bool withNotes) {
    m_deck.sections = cards.sections;
    unsigned changes = Cards | Checked | Saved;
    if (withNotes && m_deck.notes != cards.notes) {
        m_deck.notes = cards.notes;
        changes |= Details;
    }
    markDirty();
    judge();
    changed(changes);
}

bool DeckSession::undo() {
    if (!canUndo()) return false;
    const Step& step = m_edits[--m_done];
    apply(step.before, step.withNotes);
    return true;
}

bool DeckSession::redo() {
    if (!canRedo()) return false;
    const Step& step = m_edits[m_done++];
    apply(step.after, step.withNotes);
    return true;
}

std::string DeckSession::undoLabel() const {
    return canUndo() ? m_edits[m_done - 1].label : std::string();
}

std::string DeckSession::redoLabel() const {
    return canRedo() ? m_edits[m_done].label : std::string();
}

DeckSession::LineEdit DeckSession::add(const std::string& section, const core::Printing& printing,
                                       int copies) {
    LineEdit out;
    if (!m_game || section.empty() || copies == 0) return out;
    if (!m_hasDeck && copies < 0) return out;
    core::Deck after = m_deck;
    const auto [line, quantity] = addCopies(after, m_game->game, section, printing, copies);
    if (m_hasDeck && sameCards(after, m_deck)) return out;
    // TRANSLATORS: an edit of a deck, as Undo and Redo name it.
    out.changed = edit(copies > 0 ? i18n::trf("Add {}", printing.name())
                                  : i18n::trf("Take out {}", printing.name()),
                       std::move(after));
    if (quantity > 0) out.line = line;
    return out;
}

DeckSession::LineEdit DeckSession::changeQuantity(LineRef line, int delta) {
    LineEdit out;
    if (!m_hasDeck || delta == 0 || line.section >= m_deck.sections.size() ||
        line.entry >= m_deck.sections[line.section].entries.size())
        return out;
    core::Deck after = m_deck;
    const std::string name = after.sections[line.section].entries[line.entry].name;
    const int quantity = changeLine(after, line, delta);
    out.changed = edit(delta > 0 ? i18n::trf("Add {}", name) : i18n::trf("Take out {}", name),
                       std::move(after));
    if (quantity > 0) out.line = line;
    return out;
}

bool DeckSession::remove(LineRef line) {
    if (!m_hasDeck || line.section >= m_deck.sections.size() ||
        line.entry >= m_deck.sections[line.section].entries.size())
        return false;
    core::Deck after = m_deck;
    const std::string name = after.sections[line.section].entries[line.entry].name;
    removeLine(after, line);
    // TRANSLATORS: an edit of a deck, as Undo and Redo name it.
    return edit(i18n::trf("Remove {}", name), std::move(after));
}

DeckSession::LineEdit DeckSession::moveLine(LineRef line, const std::string& section, int copies) {
    LineEdit out;
    if (!m_game || !m_hasDeck || section.empty() || line.section >= m_deck.sections.size() ||
        line.entry >= m_deck.sections[line.section].entries.size())
        return out;
    const core::DeckSection& from = m_deck.sections[line.section];
    const core::DeckEntry& entry = from.entries[line.entry];
    if (!entry.printing || from.id == section || entry.quantity <= 0) return out;
    const int n = copies <= 0 ? entry.quantity : std::min(copies, entry.quantity);
    const core::Printing& printing = *entry.printing;
    core::Deck after = m_deck;
    changeLine(after, line, -n); // by section id below: the line's own section may be gone
    const auto [at, quantity] = addCopies(after, m_game->game, section, printing, n);
    const core::SectionDef* def = core::deckSection(m_game->game, section);
    out.changed =
        // TRANSLATORS: an edit of a deck, as Undo and Redo name it: "Move 2 Gloom to Side".
        edit(i18n::trf("Move {} {} to {}", n, printing.name(), def ? def->name : section),
             std::move(after));
    if (quantity > 0) out.line = at;
    return out;
}

DeckSession::LineEdit DeckSession::changePrinting(LineRef line, const core::Printing& printing) {
    LineEdit out;
    if (!m_game || !m_hasDeck || line.section >= m_deck.sections.size() ||
        line.entry >= m_deck.sections[line.section].entries.size() ||
        m_deck.sections[line.section].entries[line.entry].printing == &printing)
        return out;
    core::Deck after = m_deck;
    const LineRef at = app::changePrinting(after, line, printing);
    // TRANSLATORS: an edit of a deck, as Undo and Redo name it: "Change printing of Gloom to
    // ABC 012".
    out.changed = edit(i18n::trf("Change printing of {} to {} {}", printing.name(), printing.set(),
                                 printing.number()),
                       std::move(after));
    out.line = at;
    return out;
}

Result<bool> DeckSession::restoreVersion(int number) {
    Result<bool> out;
    if (!m_game || !m_savedId || !m_hasDeck) return out;
    auto version = m_profile.loadDeck(*m_game, *m_savedId, number);
    if (!version.ok()) {
        out.errors = std::move(version.errors);
        return out;
    }
    // One edit: undo brings back what was there; saved, it is a new version.
    // TRANSLATORS: an edit of a deck, as Undo and Redo name it.
    edit(i18n::trf("Restore version {}", number), std::move(version.value), true);
    out.value = true;
    return out;
}

void DeckSession::setNotes(const std::string& notes) {
    if (notes == m_deck.notes) return;
    m_deck.notes = notes;
    detailsChanged();
}

void DeckSession::setTags(std::vector<std::string> tags) {
    if (tags == m_tags) return;
    m_tags = std::move(tags);
    detailsChanged();
}

void DeckSession::detailsChanged() {
    if (!m_hasDeck) {
        changed(Details); // kept for the deck the next card starts
        return;
    }
    const std::string name = m_deck.name;
    adoptFile();
    markDirty();
    changed(Details | Saved | (m_deck.name != name ? Name : 0u));
}

std::string DeckSession::rename(const std::string& name) {
    if (!m_game || name == m_deck.name) return {};
    if (name.empty()) {
        if (m_savedId)
            return i18n::trf("A deck needs a name; it keeps the name \"{}\".", m_savedName);
        m_deck.name.clear();
        changed(Name);
        return {};
    }
    auto store = decksOf(m_profile);
    if (const auto other = store.find(m_game->game.id, name);
        other && (!m_savedId || other->id != *m_savedId))
        return i18n::trf("Another {} deck is already called \"{}\". Choose another name.",
                         m_game->game.name, name);
    if (m_savedId) {
        if (!store.rename(*m_savedId, name))
            return i18n::trf("The deck could not be renamed to \"{}\".", name);
        m_savedName = name;
    }
    const bool fromFile = m_origin == DeckOrigin::File && m_hasDeck;
    m_deck.name = name;
    if (fromFile) {
        adoptFile();
        m_deck.name = name; // the name the user chose, checked above
    }
    unsigned changes = Name;
    if (m_hasDeck) {
        markDirty();
        judge(); // the report is headed by the deck's name
        changes |= Saved | Checked;
    }
    changed(changes);
    return {};
}

void DeckSession::judge() {
    m_check.reset();
    m_formatErrors.clear();
    if (!m_game || !m_hasDeck) return;
    CheckOptions options;
    options.format = m_format;
    options.date = m_date;
    auto format = resolveFormat(*m_game, options);
    if (!format.ok()) {
        m_formatErrors = std::move(format.errors);
        return;
    }
    if (m_origin == DeckOrigin::File && m_fileBytes) {
        m_check = checkDeckBytes(*m_game, format.value, *m_fileBytes, fileName(m_path), m_date);
        // The deck is what the file says, read again with the choices of now.
        m_deck = m_check->deck;
        if (!m_check->inputErrors.empty()) {
            // Names the card data lacks stay in the deck, marked, as a pasted list's do: the
            // check's deck holds only the lines it resolved, so the deck showed fewer cards
            // than the file has, and an edit saved the deck to the profile without the rest.
            auto list = readDeckList(*m_fileBytes, fileName(m_path));
            if (list.ok())
                if (auto kept =
                        core::resolveDeck(list.value, m_game->catalogue, &format.value, true);
                    kept.ok())
                    m_deck = std::move(kept.value);
        }
        if (m_deck.name.empty()) m_deck.name = std::filesystem::path(m_path).stem().string();
        return;
    }
    m_check = checkDeck(*m_game, format.value, m_deck, displayName(), m_date);
}

void DeckSession::recheck() {
    judge();
    changed(Checked | (m_origin == DeckOrigin::File ? Cards : 0u));
}

std::optional<db::SaveResult> DeckSession::save() {
    if (!m_game || !m_hasDeck) return std::nullopt;
    unsigned changes = Saved;
    const std::string before = m_deck.name;
    adoptFile();
    std::string name = m_savedId ? m_savedName : m_deck.name;
    if (name.empty()) name = unusedName(i18n::tr("Untitled deck"));
    if (name != before) changes |= Name;
    const auto result = decksOf(m_profile).save({.game = m_game->game.id,
                                                 .format = m_format,
                                                 .name = name,
                                                 .notes = m_deck.notes,
                                                 .tags = m_tags,
                                                 .entries = toStored(m_deck)});
    m_deck.name = name;
    m_savedId = result.deckId;
    m_savedName = name;
    m_origin = DeckOrigin::Profile;
    m_dirty = false;
    changed(changes);
    return result;
}

void DeckSession::flush() {
    if (m_dirty) save();
}

std::string DeckSession::exportTo(const std::string& path) const {
    if (!m_game || !m_hasDeck) return i18n::tr("There is no deck to export.");
    const auto format = io::deckFormatFor(path);
    if (!format)
        return i18n::tr(
            "Name the file with the format's extension: .txt, .cod, .o8d, .dek, .csv or .ydk.");
    core::Deck deck = m_deck;
    if (deck.name.empty()) deck.name = displayName();
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << io::writeDeck(deck, m_game->game, *format);
    out.close();
    if (!out) return i18n::trf("Could not write {}.", path);
    return {};
}

} // namespace deckhand::app
