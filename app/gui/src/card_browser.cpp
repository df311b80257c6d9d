// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/card_browser.hpp"

#include "deckhand/app/card_search.hpp"
#include "deckhand/app/deck_edit.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/query.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <map>
#include <optional>
#include <set>
#include <wx/dataobj.h>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

namespace deckhand::gui {

namespace {

/// Takes text dropped on the card list to the browser's onDropText: the same code runs for a
/// real drop and in the tests.
class BrowserDropTarget : public wxTextDropTarget {
public:
    explicit BrowserDropTarget(CardBrowser& browser) : m_browser(browser) {}

    wxDragResult OnDragOver(wxCoord /*x*/, wxCoord /*y*/, wxDragResult /*def*/) override {
        return m_browser.onDropText ? wxDragCopy : wxDragNone;
    }

    bool OnDropText(wxCoord /*x*/, wxCoord /*y*/, const wxString& text) override {
        if (!m_browser.onDropText) return false;
        bool taken = false;
        guarded(&m_browser, _("Deckhand could not take the line out of the deck."),
                [&] { taken = m_browser.onDropText(toUtf8(text)); });
        return taken;
    }

private:
    CardBrowser& m_browser;
};

} // namespace

/// The rows as wxDataViewCtrl asks for them: only the visible ones are ever read.
class CardBrowser::Model : public wxDataViewVirtualListModel {
public:
    explicit Model(const CardBrowser& browser)
        : wxDataViewVirtualListModel(0), m_browser(browser) {}

    void GetValueByRow(wxVariant& variant, unsigned row, unsigned col) const override {
        variant = toWx(m_browser.cellText(row, col));
    }
    bool SetValueByRow(const wxVariant&, unsigned, unsigned) override { return false; }
    bool GetAttrByRow(unsigned row, unsigned col, wxDataViewItemAttr& attr) const override {
        if (col != ColOwned || row >= m_browser.m_rows.size()) return false;
        if (m_browser.m_rows[row].owned > 0) {
            attr.SetBold(true);
            return true;
        }
        attr.SetColour(wxColour(0x90, 0x90, 0x90));
        return true;
    }

private:
    const CardBrowser& m_browser;
};

CardBrowser::CardBrowser(wxWindow* parent, app::ProfileSession& session)
    : wxPanel(parent, wxID_ANY), m_session(session) {
    m_search =
        new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_search->SetDescriptiveText(_("Search cards by name, or type:attack level>=2 …"));
    m_search->ShowCancelButton(true);
    // TRANSLATORS: the query words (type:attack, level, rarity:common, NOT, OR) are what the
    // search reads: keep them in English.
    m_search->SetToolTip(_("Type part of a card's name: the list narrows as you type. Or a query: "
                           "field:value (type:attack, text:\"draw a card\"), level>=2, "
                           "-rarity:common, NOT, OR, ( ). Help > User's guide has them all."));
    m_ownedOnly = new wxCheckBox(this, wxID_ANY, _("&Owned only"));
    m_inText = new wxCheckBox(this, wxID_ANY, _("Search rules &text too"));
    m_filterPanel = new wxPanel(this, wxID_ANY);
    m_filterPanel->SetSizer(new wxWrapSizer(wxHORIZONTAL));
    m_count = new wxStaticText(this, wxID_ANY, "");
    m_list = new wxDataViewCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                wxDV_SINGLE | wxDV_ROW_LINES | wxDV_VERT_RULES);
    m_list->SetName(_("Card list"));
    m_model = new Model(*this);
    m_list->AssociateModel(m_model);
    m_model->DecRef();

    const int gap = FromDIP(4);
    // One above the other where the pane is too narrow for both (German at 1024x700 cut the
    // second at the pane's edge).
    auto* checks = new wxWrapSizer(wxHORIZONTAL);
    checks->Add(m_ownedOnly, 0, wxRIGHT, 4 * gap);
    checks->Add(m_inText, 0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_search, 0, wxEXPAND | wxALL, gap);
    sizer->Add(m_filterPanel, 0, wxEXPAND | wxLEFT | wxRIGHT, gap);
    sizer->Add(checks, 0, wxEXPAND | wxALL, gap);
    sizer->Add(m_count, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        if (!m_countText.empty()) wrapCount();
        // The no-cards notice fills the pane's width, whatever it was when first shown.
        if (m_noCards && m_noCards->IsShown())
            CallAfter([this] {
                wrapLabel(*m_noCardsText, m_noCardsLabel,
                          std::max(GetClientSize().x - FromDIP(20), FromDIP(200)));
                Layout();
            });
    });
    sizer->Add(m_list, 1, wxEXPAND);
    sizer->Add(buildNoCards(), 1, wxEXPAND | wxALL, 2 * gap);
    m_noCards->Hide();
    SetSizer(sizer);

    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not search the cards."), [&] { search(); });
    });
    m_search->Bind(wxEVT_SEARCHCTRL_CANCEL_BTN, [this](wxCommandEvent&) { m_search->Clear(); });
    m_search->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) {
        // Enter in the search box goes to the list, on its first card, ready for Enter again.
        if (!m_rows.empty()) {
            selectRow(0);
            m_list->SetFocus();
        }
    });
    m_ownedOnly->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not search the cards."), [&] { search(); });
    });
    m_inText->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not search the cards."), [&] { search(); });
    });
    m_list->Bind(wxEVT_DATAVIEW_ITEM_ACTIVATED, [this](wxDataViewEvent& event) {
        const auto* p = printingAt(m_model->GetRow(event.GetItem()));
        if (p && onActivated &&
            !waitingForCards(i18n::tr("A card goes into the deck once they are read.")))
            guarded(this, _("Deckhand could not add the card to the deck."),
                    [&] { onActivated(*p); });
    });
    // A card dragged onto the deck list carries its set and number (app::cardDragText).
    m_list->EnableDragSource(wxDF_UNICODETEXT);
    m_dropTarget = new BrowserDropTarget(*this);
    m_list->SetDropTarget(m_dropTarget);
    m_list->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& event) {
        const auto* p =
            event.GetItem().IsOk() ? printingAt(m_model->GetRow(event.GetItem())) : nullptr;
        if (!p || showingFirstCards()) {
            event.Veto();
            return;
        }
        event.SetDataObject(new wxTextDataObject(toWx(app::cardDragText(*p))));
        event.SetDragFlags(wxDrag_CopyOnly);
    });
    // + and - on the list: one copy more or fewer of the selected card in the deck.
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        wxWindow* focus = FindFocus();
        // Down from the search box goes into the results, on the first card (Enter adds it).
        const bool inSearch = focus && (focus == m_search || focus->GetParent() == m_search);
        if (inSearch && event.GetKeyCode() == WXK_DOWN && !event.HasModifiers()) {
            if (!m_rows.empty()) {
                selectRow(0);
                m_list->SetFocus();
                return;
            }
        }
        const bool inList = focus && (focus == m_list || focus == m_list->GetMainWindow());
        const int key = event.GetKeyCode();
        const int unicode = event.GetUnicodeKey();
        const core::Printing* p = selected();
        if (!inList || event.HasModifiers() || !p) {
            event.Skip();
            return;
        }
        const bool plus = key == WXK_NUMPAD_ADD || unicode == '+' || unicode == '=';
        const bool minus = key == WXK_NUMPAD_SUBTRACT || unicode == '-';
        if ((plus || minus) && waitingForCards(i18n::tr("The deck changes once they are read.")))
            return;
        if ((key == WXK_NUMPAD_ADD || unicode == '+' || unicode == '=') && onActivated)
            guarded(this, _("Deckhand could not add the card to the deck."),
                    [&] { onActivated(*p); });
        else if ((key == WXK_NUMPAD_SUBTRACT || unicode == '-') && onTakeOut)
            guarded(this, _("Deckhand could not take the card out of the deck."),
                    [&] { onTakeOut(*p); });
        else
            event.Skip();
    });
    m_list->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        if (onSelected)
            guarded(this, _("Deckhand could not show the card."), [&] { onSelected(selected()); });
    });
    m_list->Bind(wxEVT_DATAVIEW_COLUMN_HEADER_CLICK, [this](wxDataViewEvent& event) {
        const int col = event.GetColumn();
        if (col < 0) return;
        const auto column = static_cast<unsigned>(col);
        sortBy(column, static_cast<int>(column) == m_sortColumn ? !m_sortAscending : true);
    });
}

void CardBrowser::setGame(const app::LoadedGame* game) {
    // The whole game after its first cards (showFirstCards): the card selected meanwhile
    // stays selected. (The filters waited: nothing was chosen in them.)
    std::optional<std::pair<std::string, std::string>> selectedCard;
    const bool leavingFirst = showingFirstCards() && m_game != game;
    if (game && leavingFirst && m_game->game.id == game->game.id)
        if (const core::Printing* p = selected()) selectedCard.emplace(p->set(), p->number());
    // Another game: what was typed for the last one goes (its names mean nothing here).
    if (game && game->game.id != m_gameId) {
        if (!m_gameId.empty()) m_search->ChangeValue("");
        m_gameId = game->game.id;
    }
    m_game = game;
    m_names.clear();
    m_sortColumn = -1;
    readOwned();
    m_sets = game ? app::gameSets(m_session, *game) : std::vector<app::GameSet>{};
    buildFilters();
    m_filterPanel->Enable(!showingFirstCards()); // its values are the first cards' only
    setColumns();
    search();
    if (selectedCard) {
        if (const core::Printing* p =
                game->catalogue.bySetNumber(selectedCard->first, selectedCard->second))
            if (const int row = rowOf(*p); row >= 0) selectRow(static_cast<unsigned>(row));
    }
    // Whoever shows the card selected among the first cards is told what is selected now,
    // before they go.
    if (leavingFirst && onSelected) onSelected(selected());
    // The first cards go once the list no longer shows them (its rows were made again above).
    if (m_first && m_game != m_first.get()) m_first.reset();
}

void CardBrowser::showMessage(const std::string& message) {
    setGame(nullptr);
    setCount(toWx(message));
}

void CardBrowser::showFirstCards(std::unique_ptr<app::LoadedGame> first,
                                 const std::string& message) {
    if (!first) return;
    // Rows may still point into earlier first cards until setGame() has made them again.
    const std::unique_ptr<app::LoadedGame> earlier = std::move(m_first);
    m_first = std::move(first);
    m_firstMessage = message;
    setGame(m_first.get());
}

bool CardBrowser::waitingForCards(const std::string& what) {
    if (!showingFirstCards()) return false;
    setCount(toWx(m_firstMessage + " " + what));
    return true;
}

void CardBrowser::listFirstCards() {
    const core::Printing* keep = selected();
    m_rows.clear();
    m_closest = false;
    // Anything asked of the list waits for the whole game (a part of it would answer wrong).
    const bool asked = !core::trim(toUtf8(m_search->GetValue())).empty() || m_ownedOnly->GetValue();
    if (!asked)
        for (std::size_t i = 0;
             i < m_first->catalogue.size() && m_rows.size() < static_cast<std::size_t>(RowLimit);
             ++i) {
            const core::Printing& p = m_first->catalogue.at(i);
            m_rows.push_back({&p, ownedOf(p)});
        }
    m_model->Reset(static_cast<unsigned>(m_rows.size()));
    setCount(
        toWx(m_firstMessage + " " +
             (asked ? std::string(i18n::tr("What you asked for is searched once they are read."))
                    : i18n::trf("The first {} by name meanwhile.", m_rows.size()))));
    if (keep) {
        if (const int row = rowOf(*keep); row >= 0)
            m_list->Select(m_model->GetItem(static_cast<unsigned>(row)));
    }
}

void CardBrowser::buildFilters() {
    m_filterPanel->DestroyChildren();
    m_filters.clear();
    if (!m_game) return;
    const core::Game& g = m_game->game;
    auto add = [&](const std::string& field, const std::string& label,
                   const std::vector<std::string>& values,
                   const std::vector<std::string>& shown = {}) {
        // At most five of the game's fields, besides the sets.
        const auto fieldFilters = std::count_if(m_filters.begin(), m_filters.end(),
                                                [](const Filter& f) { return f.field != "set"; });
        if (values.size() < 2 || (field != "set" && fieldFilters >= 5)) return;
        auto* choice = new wxChoice(m_filterPanel, wxID_ANY);
        choice->SetName(toWx(i18n::trf("{} filter", label))); // what a screen reader calls it
        // "Any type", "Any HP": the label's first letter lowered unless it starts an acronym.
        std::string lowered = label;
        if (lowered.size() > 1 && std::isupper(static_cast<unsigned char>(lowered[0])) &&
            std::islower(static_cast<unsigned char>(lowered[1])))
            lowered[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lowered[0])));
        // TRANSLATORS: the first choice of a filter: {} is the field's name in lower case ("Any
        // type", "Any rarity").
        choice->Append(toWx(i18n::trf("Any {}", lowered)));
        // While the first cards are listed the filters wait, disabled, for the whole game: its
        // "Any ..." alone until then, no values to measure that cannot be chosen yet (a
        // choice's best size measures every value: 3% of the window's start).
        if (!showingFirstCards())
            for (std::size_t i = 0; i < values.size(); ++i)
                choice->Append(toWx(i < shown.size() ? shown[i] : values[i]));
        choice->SetSelection(0);
        choice->SetToolTip(toWx(i18n::trf("Only cards with this {}", label)));
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not search the cards."), [&] { search(); });
        });
        m_filterPanel->GetSizer()->Add(choice, 0, wxRIGHT | wxBOTTOM, FromDIP(4));
        m_filters.push_back({field, choice, values});
    };
    // The sets first, by the names the user sees, oldest first.
    std::vector<std::string> codes, titles;
    for (const auto& set : m_sets) {
        codes.push_back(set.code);
        titles.push_back(app::setTitle(m_sets, set.code));
    }
    add("set", i18n::tr("Set"), codes, titles);
    // Enumerated fields first (type, kind, weight ...), then the rarities, then small integer
    // fields (level): the values a player narrows by.
    for (const auto& f : g.fields)
        if (f.type == core::FieldType::Enum) add(f.id, f.label, f.values);
    add("rarity", i18n::tr("Rarity"), g.rarities);
    for (std::size_t i = 0; i < g.fields.size(); ++i) {
        const auto& f = g.fields[i];
        if (f.type != core::FieldType::Integer) continue;
        const auto index = static_cast<std::size_t>(core::BuiltinFieldCount) + i;
        std::set<long long> seen;
        for (std::size_t p = 0; p < m_game->catalogue.size() && seen.size() <= 12; ++p)
            if (const auto& n = m_game->catalogue.at(p).numbers[index]) seen.insert(*n);
        if (seen.size() > 12) continue;
        std::vector<std::string> values;
        for (long long v : seen)
            values.push_back(std::to_string(v));
        add(f.id, f.label, values);
    }
    // The browser itself is laid out once by setGame()'s search() (setCount), not here too.
    m_filterPanel->Layout();
}

void CardBrowser::setCount(const wxString& text) {
    m_countText = text;
    wrapCount();
}

void CardBrowser::wrapCount() {
    // Wrapped from the text as written each time (the label's own has the last breaks). A long
    // line (a query's error) goes onto more lines rather than off the pane's edge.
    wrapLabel(*m_count, m_countText, std::max(GetClientSize().x - FromDIP(16), FromDIP(120)));
    Layout();
}

std::vector<CardBrowser::ColumnSpec> CardBrowser::wantedColumns() const {
    std::vector<ColumnSpec> out;
    if (!m_game) return out;
    out.push_back({i18n::tr("Name"), core::FieldName, 160});
    // TRANSLATORS: the column of the copies owned: short.
    out.push_back({i18n::tr("Own"), -1, 56, wxALIGN_RIGHT});
    out.push_back({i18n::tr("Set"), core::FieldSet, 52});
    // TRANSLATORS: the column of the card's number in its set: short.
    out.push_back({i18n::tr("No."), core::FieldNumber, 60, wxALIGN_RIGHT});
    // A game without rarities (the Link-frame game) keeps the column, hidden, so the columns
    // after it stay where they are.
    out.push_back(
        {i18n::tr("Rarity"), core::FieldRarity, 92, wxALIGN_LEFT, m_game->game.rarities.empty()});
    const auto& fields = m_game->game.fields;
    // A field no card of the game fills (P.O.W.E.R.'s sample cards have no Type) gets no
    // column: the room goes to the next field that says something.
    std::vector<bool> filled(fields.size(), false);
    std::size_t left = fields.size();
    for (std::size_t p = 0; p < m_game->catalogue.size() && left > 0; ++p) {
        const auto& values = m_game->catalogue.at(p).values;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const std::size_t index = core::BuiltinFieldCount + i;
            if (!filled[i] && index < values.size() && !values[index].empty()) {
                filled[i] = true;
                --left;
            }
        }
    }
    for (std::size_t i = 0, shown = 0; i < fields.size() && shown < MaxFieldColumns; ++i) {
        if (!filled[i]) continue;
        const bool integer = fields[i].type == core::FieldType::Integer;
        out.push_back({fields[i].label, core::BuiltinFieldCount + static_cast<int>(i),
                       integer ? 60 : 100, integer ? wxALIGN_RIGHT : wxALIGN_LEFT});
        ++shown;
    }
    return out;
}

void CardBrowser::setColumns() {
    std::vector<ColumnSpec> wanted = wantedColumns();
    if (wanted == m_columns && m_list->GetColumnCount() == wanted.size()) {
        // The same columns (the whole game after its first cards, a game read again after an
        // import): kept, at the widths the user gave them meanwhile; none is the sort's now
        // (setGame() forgot it).
        for (unsigned i = 0; i < m_list->GetColumnCount(); ++i)
            if (m_list->GetColumn(i)->IsSortKey()) m_list->GetColumn(i)->UnsetAsSortKey();
        return;
    }
    // Made with the list hidden: GTK measures every column again for each one added to a list
    // in view (10 columns were 2.7% of the window's start). The focus stays where it was.
    const wxWindow* focus = FindFocus();
    const bool focused = focus && (focus == m_list || focus->GetParent() == m_list);
    const bool shown = m_list->IsShown();
    m_list->Hide();
    m_list->ClearColumns();
    m_columnValues.clear();
    for (const ColumnSpec& c : wanted) {
        m_list
            ->AppendTextColumn(toWx(c.title), static_cast<unsigned>(m_columnValues.size()),
                               wxDATAVIEW_CELL_INERT, FromDIP(c.width), c.align,
                               wxDATAVIEW_COL_RESIZABLE | wxDATAVIEW_COL_SORTABLE)
            ->SetHidden(c.hidden);
        m_columnValues.push_back(c.value);
    }
    m_columns = std::move(wanted);
    if (shown) m_list->Show();
    if (focused) m_list->SetFocus();
}

namespace {

std::string printingKey(std::string_view set, std::string_view number) {
    return core::toLower(set) + '\x1f' + core::toLower(number);
}

} // namespace

void CardBrowser::readOwned() {
    // The copies of each printing (the list is of printings): what Own shows and Owned only
    // keeps. The card preview lists every printing's copies.
    m_owned.clear();
    if (!m_game) return;
    for (const auto& item : m_session.ownedPrintings(m_game->game.id))
        m_owned[printingKey(item.set, item.number)] += item.quantity;
}

int CardBrowser::ownedOf(const core::Printing& p) const {
    const auto it = m_owned.find(printingKey(p.set(), p.number()));
    return it == m_owned.end() ? 0 : it->second;
}

void CardBrowser::refresh() {
    search();
}

void CardBrowser::refreshOwned() {
    readOwned();
    search();
}

void CardBrowser::closestNames(const core::SearchQuery& q, bool ownedOnly) {
    // Nothing found as typed: a typo ("rena vox") finds the names nearest to it (edit distance
    // in code points, core::closestMatches), with the filters and Owned only still applied.
    if (m_names.empty()) m_names = m_game->catalogue.names();
    for (const auto& name : core::closestMatches(q.text, m_names, 5)) {
        for (const core::Printing* p : m_game->catalogue.byName(core::foldName(name))) {
            bool kept = true;
            for (const auto& [field, value] : q.fieldEquals) {
                const int index = m_game->game.fieldIndex(field);
                kept = kept && index >= 0 && p->values[static_cast<std::size_t>(index)] == value;
            }
            const int owned = ownedOf(*p);
            if (kept && (!ownedOnly || owned > 0)) m_rows.push_back({p, owned});
        }
    }
    m_closest = !m_rows.empty();
}

void CardBrowser::search() {
    if (showingFirstCards()) {
        listFirstCards();
        return;
    }
    const core::Printing* keep = selected();
    m_rows.clear();
    m_closest = false;
    bool more = false;
    std::string queryError;
    if (m_game) {
        core::SearchQuery q;
        q.game = m_game->game.id;
        q.inRulesText = m_inText->GetValue();
        for (const auto& f : m_filters)
            if (const int at = f.choice->GetSelection();
                at > 0 && static_cast<std::size_t>(at) <= f.values.size())
                q.fieldEquals.emplace_back(f.field, f.values[static_cast<std::size_t>(at) - 1]);
        const bool ownedOnly = m_ownedOnly->GetValue();
        // What is typed is a query (docs/desktop.md): plain words go to the name index as
        // before; anything else is matched against the game's cards here, as the CLI does.
        core::QueryOptions options;
        options.wordsInText = q.inRulesText;
        const auto query = core::parseQuery(m_game->game, toUtf8(m_search->GetValue()), options);
        auto take = [&](const core::Printing* p) {
            const int owned = ownedOf(*p);
            if (ownedOnly && owned <= 0) return true;
            if (static_cast<int>(m_rows.size()) == RowLimit) {
                more = true;
                return false;
            }
            m_rows.push_back({p, owned});
            return true;
        };
        if (!query.ok()) {
            // Said where the list would be, while typing: no dialog.
            queryError = i18n::trf("Column {}: {}", query.errors.front().where.column,
                                   query.errors.front().message);
        } else if (query.value.plainWords) {
            q.text = query.value.words;
            // Owned only: the catalogue is searched whole and the owned cards kept.
            q.limit = ownedOnly ? 1'000'000 : RowLimit + 1;
            for (const auto& hit : app::searchCards(m_session, *m_game, q)) {
                const core::Printing* p = m_game->catalogue.bySetNumber(hit.set, hit.number);
                if (p && !take(p)) break;
            }
            if (m_rows.empty() && !core::trim(q.text).empty()) closestNames(q, ownedOnly);
        } else {
            const core::Filter all =
                core::withFieldsEqual(m_game->game, query.value.filter, q.fieldEquals);
            for (const core::Printing* p : core::matchingPrintings(m_game->catalogue, all))
                if (!take(p)) break;
        }
    }
    if (m_sortColumn >= 0) {
        const int column = m_sortColumn;
        m_sortColumn = -1;
        sortBy(static_cast<unsigned>(column), m_sortAscending);
    } else {
        m_model->Reset(static_cast<unsigned>(m_rows.size()));
    }
    showNoCards();
    if (!m_game)
        setCount(_("No game installed"));
    else if (m_noCards->IsShown())
        setCount(_("No cards yet"));
    else if (!queryError.empty())
        setCount(toWx(queryError));
    else if (m_rows.empty())
        setCount(_("No card matches"));
    else if (m_closest)
        setCount(_("No card is called that: the closest names"));
    else if (more)
        setCount(wxString::Format(_("The first %d cards: type more to narrow"), RowLimit));
    else
        setCount(wxString::Format(
            wxPLURAL("%zu card", "%zu cards", static_cast<unsigned>(m_rows.size())),
            m_rows.size()));
    if (keep) {
        if (const int row = rowOf(*keep); row >= 0)
            m_list->Select(m_model->GetItem(static_cast<unsigned>(row)));
    }
}

wxPanel* CardBrowser::buildNoCards() {
    m_noCards = new wxPanel(this, wxID_ANY);
    m_noCardsText = new wxStaticText(m_noCards, wxID_ANY, "");
    auto* import = new wxButton(m_noCards, wxID_ANY, _("&Import a card file…"));
    import->SetToolTip(_("Read the game's cards from a file: CSV, JSON as the pack maps it, "
                         "Cockatrice, OCTGN or LackeyCCG"));
    m_fetch = new wxButton(m_noCards, wxID_ANY, _("&Fetch the cards"));
    auto* edit = new wxButton(m_noCards, wxID_ANY, _("&Make cards in the card editor…"));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_noCardsText, 0, wxEXPAND | wxBOTTOM, FromDIP(8));
    for (wxButton* b : {m_fetch, import, edit})
        sizer->Add(b, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    m_noCards->SetSizer(sizer);
    auto call = [this](std::function<void()>& f) {
        return [this, &f](wxCommandEvent&) {
            if (f) guarded(this, _("Deckhand could not get the game's cards."), [&] { f(); });
        };
    };
    import->Bind(wxEVT_BUTTON, call(onImportCards));
    m_fetch->Bind(wxEVT_BUTTON, call(onFetchCards));
    edit->Bind(wxEVT_BUTTON, call(onEditCards));
    return m_noCards;
}

void CardBrowser::showNoCards() {
    const bool none = m_game && !showingFirstCards() && m_game->catalogue.size() == 0;
    if (none) {
        const auto& sources = m_game->game.cardSources;
        const std::string source =
            sources.empty()
                ? std::string()
                : (sources.front().name.empty() ? sources.front().url : sources.front().name);
        m_noCardsLabel = toWx(
            i18n::trf("{} has no cards in this profile yet: its pack gives the rules.",
                      m_game->game.name) +
            " " +
            (sources.empty()
                 ? std::string(
                       i18n::tr("Import the cards from a file, or make them in the card editor."))
                 : i18n::trf("Fetch the cards from where the pack says they are published ({}), "
                             "import them from a file, or make them in the card editor.",
                             source)));
        wrapLabel(*m_noCardsText, m_noCardsLabel,
                  std::max(GetClientSize().x - FromDIP(20), FromDIP(200)));
        m_fetch->Show(!sources.empty());
        if (!sources.empty()) m_fetch->SetToolTip(toWx(source + ": " + sources.front().url));
    }
    if (m_noCards->IsShown() == none) return;
    m_noCards->Show(none);
    m_list->Show(!none);
    Layout();
}

void CardBrowser::sortBy(unsigned column, bool ascending) {
    if (column >= m_columnValues.size()) return;
    if (waitingForCards(i18n::tr("The list is sorted once they are read."))) return;
    const int value = m_columnValues[column];
    const bool integer = value >= core::BuiltinFieldCount && m_game &&
                         m_game->game.fieldAt(value) &&
                         m_game->game.fieldAt(value)->type == core::FieldType::Integer;
    const core::Printing* keep = selected();
    auto key = [&](const Row& r) -> const std::string& {
        return r.printing->values[static_cast<std::size_t>(value)];
    };
    // Sets sort as they came out (app::gameSets' order: by release date), then by number.
    std::map<std::string, std::size_t> setRank;
    if (value == core::FieldSet)
        for (std::size_t i = 0; i < m_sets.size(); ++i)
            setRank.emplace(core::toLower(m_sets[i].code), i);
    auto rankOf = [&](const std::string& code) {
        const auto it = setRank.find(core::toLower(code));
        return it == setRank.end() ? m_sets.size() : it->second;
    };
    auto less = [&](const Row& a, const Row& b) {
        if (value < 0) return a.owned < b.owned;
        if (value == core::FieldSet) {
            const auto ra = rankOf(key(a)), rb = rankOf(key(b));
            if (ra != rb) return ra < rb;
            return core::collectorNumberLess(a.printing->number(), b.printing->number());
        }
        if (integer) {
            const auto& x = a.printing->numbers[static_cast<std::size_t>(value)];
            const auto& y = b.printing->numbers[static_cast<std::size_t>(value)];
            if (x.has_value() != y.has_value()) return y.has_value(); // blanks first
            if (x && *x != *y) return *x < *y;
            return false;
        }
        if (value == core::FieldNumber) return core::collectorNumberLess(key(a), key(b));
        if (value == core::FieldName) return a.printing->foldedName < b.printing->foldedName;
        return core::foldName(key(a)) < core::foldName(key(b));
    };
    std::stable_sort(m_rows.begin(), m_rows.end(), [&](const Row& a, const Row& b) {
        return ascending ? less(a, b) : less(b, a);
    });
    m_sortColumn = static_cast<int>(column);
    m_sortAscending = ascending;
    for (unsigned i = 0; i < m_list->GetColumnCount(); ++i) {
        wxDataViewColumn* c = m_list->GetColumn(i);
        if (c->GetModelColumn() == column)
            c->SetSortOrder(ascending);
        else if (c->IsSortKey())
            c->UnsetAsSortKey();
    }
    m_model->Reset(static_cast<unsigned>(m_rows.size()));
    if (keep) {
        if (const int row = rowOf(*keep); row >= 0)
            m_list->Select(m_model->GetItem(static_cast<unsigned>(row)));
    }
}

const core::Printing* CardBrowser::printingAt(unsigned row) const {
    return row < m_rows.size() ? m_rows[row].printing : nullptr;
}

std::string CardBrowser::cellText(unsigned row, unsigned column) const {
    if (row >= m_rows.size() || column >= m_columnValues.size()) return {};
    const Row& r = m_rows[row];
    const int value = m_columnValues[column];
    if (value < 0) return r.owned > 0 ? std::to_string(r.owned) : std::string("–");
    return r.printing->values[static_cast<std::size_t>(value)];
}

int CardBrowser::rowOf(const core::Printing& printing) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].printing == &printing) return static_cast<int>(i);
    return -1;
}

const core::Printing* CardBrowser::selected() const {
    return printingOf(m_list->GetSelection());
}

const core::Printing* CardBrowser::printingOf(const wxDataViewItem& item) const {
    return item.IsOk() ? printingAt(m_model->GetRow(item)) : nullptr;
}

void CardBrowser::selectRow(unsigned row) {
    if (row >= m_rows.size()) return;
    const wxDataViewItem item = m_model->GetItem(row);
    m_list->SetCurrentItem(item);
    m_list->Select(item);
    m_list->EnsureVisible(item);
    if (onSelected) onSelected(printingAt(row));
}

bool CardBrowser::setFilter(const std::string& field, const std::string& value) {
    for (const auto& f : m_filters) {
        if (f.field != field) continue;
        int index = value.empty() ? 0 : f.choice->FindString(toWx(value), true);
        for (std::size_t i = 0; index == wxNOT_FOUND && i < f.values.size(); ++i)
            if (core::iequals(f.values[i], value)) index = static_cast<int>(i) + 1;
        if (index == wxNOT_FOUND) return false;
        f.choice->SetSelection(index);
        search();
        return true;
    }
    return false;
}

} // namespace deckhand::gui
