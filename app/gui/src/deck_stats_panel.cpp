// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/deck_stats_panel.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/dcbuffer.h>
#include <wx/gdicmn.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

namespace deckhand::gui {

namespace {

std::string sectionName(const app::LoadedGame* game, const std::string& id) {
    const core::SectionDef* def = game ? core::deckSection(game->game, id) : nullptr;
    return def ? def->name : id;
}

std::string joined(const std::vector<std::string>& parts, const char* separator) {
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : separator) + p;
    return out;
}

/// "PLS1 008"; just the number where it starts with the set code already ("LFS1-016").
std::string printingLabel(const std::string& set, const std::string& number) {
    if (set.empty() || number.empty()) return set + number;
    if (number.size() > set.size() &&
        core::iequals(std::string_view(number).substr(0, set.size()), set))
        return number;
    return set + " " + number;
}

/// Every declared value of the field names a colour ("Blue", "red"): the bars are drawn in it.
bool colourField(const app::ChartField& field) {
    if (field.values.empty()) return false;
    for (const auto& v : field.values)
        if (!wxTheColourDatabase->Find(toWx(v)).IsOk()) return false;
    return true;
}

const wxColour kPalette[] = {wxColour(52, 101, 164), wxColour(78, 154, 6),  wxColour(206, 92, 0),
                             wxColour(117, 80, 123), wxColour(196, 160, 0), wxColour(164, 0, 0),
                             wxColour(32, 74, 135)};

} // namespace

DeckStatsPanel::DeckStatsPanel(wxWindow* parent, app::ProfileSession& session)
    : wxPanel(parent, wxID_ANY), m_collection(session) {
    buildUi();
    setDeck(nullptr, {});
}

void DeckStatsPanel::buildUi() {
    // Side by side (the tab is a wide, short pane): the charts on the left, the deck against
    // the collection on the right.
    auto* top = new wxBoxSizer(wxHORIZONTAL);

    auto* chartsBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Deck statistics"));
    wxWindow* box = chartsBox->GetStaticBox();
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(new wxStaticText(box, wxID_ANY, _("C&ount:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
             FromDIP(4));
    m_sections = new wxChoice(box, wxID_ANY);
    m_sections->SetToolTip(_("Which sections of the deck the charts count (first: the ones "
                             "that count towards its size)"));
    row->Add(m_sections, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(10));
    m_count =
        new wxStaticText(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    row->Add(m_count, 1, wxALIGN_CENTER_VERTICAL);
    chartsBox->Add(row, 0, wxEXPAND | wxALL, FromDIP(4));
    m_charts = new StatsCharts(box);
    chartsBox->Add(m_charts, 1, wxEXPAND | wxALL, FromDIP(2));
    top->Add(chartsBox, 5, wxEXPAND | wxALL, FromDIP(6));

    auto* haveBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Have / need (your collection)"));
    box = haveBox->GetStaticBox();
    m_list =
        new wxDataViewListCtrl(box, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    // The widths fit a 1280-pixel window with every column shown; a VStage printing is "VS00
    // 001/040".
    m_list->AppendTextColumn(_("Card"), wxDATAVIEW_CELL_INERT, FromDIP(140), wxALIGN_LEFT,
                             wxDATAVIEW_COL_RESIZABLE);
    m_list->AppendTextColumn(_("Printing"), wxDATAVIEW_CELL_INERT, FromDIP(92), wxALIGN_LEFT,
                             wxDATAVIEW_COL_RESIZABLE);
    m_list->AppendTextColumn(_("Section"), wxDATAVIEW_CELL_INERT, FromDIP(62), wxALIGN_LEFT,
                             wxDATAVIEW_COL_RESIZABLE);
    m_list->AppendTextColumn(_("In deck"), wxDATAVIEW_CELL_INERT, FromDIP(62), wxALIGN_RIGHT);
    m_list->AppendTextColumn(_("Own this"), wxDATAVIEW_CELL_INERT, FromDIP(70), wxALIGN_RIGHT);
    m_list->AppendTextColumn(_("Own any"), wxDATAVIEW_CELL_INERT, FromDIP(68), wxALIGN_RIGHT);
    m_list->AppendTextColumn(_("Need"), wxDATAVIEW_CELL_INERT, FromDIP(50), wxALIGN_RIGHT);
    m_list->SetToolTip(
        _("Own this: copies of that very printing. Own any: of any printing of the card, which "
          "plays the same. Need: copies still to get."));
    m_list->SetMinSize(
        wxSize(FromDIP(240), FromDIP(120))); // narrower than its columns: they scroll
    haveBox->Add(m_list, 1, wxEXPAND | wxALL, FromDIP(4));
    // The button under the total where both do not fit on one line (French and German at
    // 1024x700 pushed the box out of the window).
    auto* totalRow = new wxWrapSizer(wxHORIZONTAL);
    m_total =
        new wxStaticText(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    m_total->SetFont(m_total->GetFont().Bold());
    m_wish = new wxButton(box, wxID_ANY, _("Add missing to &wishlist"));
    m_wish->SetToolTip(
        _("Wish for every card the deck is short of, as many copies as it needs (any printing)"));
    totalRow->Add(m_total, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT | wxBOTTOM, FromDIP(8));
    totalRow->Add(m_wish, 0, wxALIGN_CENTER_VERTICAL);
    haveBox->Add(totalRow, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(4));
    m_messageText =
        new wxStaticText(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    haveBox->Add(m_messageText, 0, wxEXPAND | wxALL, FromDIP(4));
    top->Add(haveBox, 4, wxEXPAND | wxTOP | wxBOTTOM | wxRIGHT, FromDIP(6));
    SetSizer(top);

    m_sections->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not count those sections."),
                [&] { chooseSections(m_sections->GetSelection()); });
    });
    m_wish->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not add the missing cards to the wishlist."),
                [&] { addMissingToWishlist(); });
    });
}

void DeckStatsPanel::setDeck(const app::LoadedGame* game, const core::Deck& deck,
                             bool rereadCollection) {
    const std::string gameId = game ? game->game.id : std::string();
    const bool otherGame = game != m_game || gameId != m_collection.gameId();
    m_game = game;
    m_deck = deck;
    if (otherGame) m_message.clear();
    if (otherGame || rereadCollection) {
        m_owned.clear();
        m_ownedCards.clear();
        m_collection.setGame(gameId);
        if (game) {
            m_owned = m_collection.quantities();
            m_ownedCards = m_collection.ownedCards();
        }
    }
    // The choice of sections follows the game, and the deck (a section the game does not know).
    fillSectionChoice(!otherGame);
    recount();
    fillHaveNeed();
}

void DeckStatsPanel::refreshCollection() {
    if (!m_game) return;
    m_owned = m_collection.quantities();
    m_ownedCards = m_collection.ownedCards();
    fillHaveNeed();
}

void DeckStatsPanel::fillSectionChoice(bool keepChoice) {
    // The sections that count (the default), each of them alone when there are several, each
    // other section, and all of them.
    wxArrayString labels;
    std::vector<std::vector<std::string>> choices;
    if (m_game) {
        std::vector<std::string> all, counted;
        for (const auto& s : m_game->game.sections)
            all.push_back(s.id);
        for (const auto& s : m_deck.sections)
            if (std::find(all.begin(), all.end(), s.id) == all.end()) all.push_back(s.id);
        for (const auto& id : all) {
            const core::SectionDef* def = m_game->game.section(id);
            if (!def || def->counts) counted.push_back(id);
        }
        std::vector<std::string> names;
        for (const auto& id : counted)
            names.push_back(sectionName(m_game, id));
        labels.Add(toWx(counted.empty() ? std::string(i18n::tr("Sections that count"))
                                        : joined(names, " + ")));
        for (const auto& id : all) {
            if (counted.size() == 1 && counted.front() == id) continue;
            labels.Add(toWx(sectionName(m_game, id)));
            choices.push_back({id});
        }
        if (all.size() > 1) {
            labels.Add(_("Every section"));
            choices.push_back(all);
        }
    }
    m_choiceSections = std::move(choices);
    m_sections->Enable(labels.size() > 1);
    if (keepChoice && labels == m_sections->GetStrings()) return; // as it was: the choice stays
    m_sections->Set(labels);
    if (!labels.empty()) m_sections->SetSelection(0);
    m_sections->InvalidateBestSize();
    Layout();
}

std::vector<std::string> DeckStatsPanel::chosenSections() const {
    const int index = m_sections->GetSelection();
    if (!m_game) return {};
    if (index <= 0 || static_cast<std::size_t>(index) > m_choiceSections.size())
        return app::countedSections(m_game->game, m_deck);
    return m_choiceSections[static_cast<std::size_t>(index) - 1];
}

void DeckStatsPanel::chooseSections(int index) {
    if (index >= 0 && static_cast<unsigned>(index) < m_sections->GetCount())
        m_sections->SetSelection(index);
    recount();
}

void DeckStatsPanel::recount() {
    if (!m_game) {
        m_stats = {};
        m_charts->setStats(m_stats, {});
        m_count->SetLabel(_("No game chosen."));
        return;
    }
    m_stats = app::deckStats(m_game->game, m_deck, chosenSections());
    m_charts->setStats(m_stats, app::chartFields(m_game->game));
    m_count->SetLabel(toWx(countLine()));
    m_count->SetToolTip(toWx(countLine()));
}

std::string DeckStatsPanel::countLine() const {
    if (!m_game) return i18n::tr("No game chosen.");
    bool any = false;
    for (const auto& s : m_deck.sections)
        any = any || !s.entries.empty();
    if (!any) return i18n::tr("No deck open: build one or open one, and its statistics show here.");
    std::string line = i18n::trfn("{} card", "{} cards", static_cast<unsigned long>(m_stats.cards),
                                  core::shownCount(m_stats.cards));
    if (m_stats.unresolved > 0)
        line += " " + i18n::trf("({} not in the game's card data, not charted)",
                                core::shownCount(m_stats.unresolved));
    std::vector<std::string> blank;
    for (const auto& c : m_stats.charts)
        if (c.empty()) blank.push_back(c.label);
    if (!blank.empty() && m_stats.cards > m_stats.unresolved)
        line += ". " + i18n::trf("No card has a value for {}", joined(blank, ", "));
    return line + ".";
}

void DeckStatsPanel::fillHaveNeed() {
    m_list->DeleteAllItems();
    m_haveNeed = m_game ? app::haveNeed(m_deck, m_owned, m_ownedCards) : app::HaveNeed{};
    // The section column only when the deck has more than one.
    bool sections = false;
    for (const auto& l : m_haveNeed.lines)
        sections = sections || l.section != m_haveNeed.lines.front().section;
    m_list->GetColumn(ColSection)->SetHidden(!sections);
    // Without it, the names and printings take its room ("Galaxy Diner Waitress", "VS00 001/040").
    m_list->GetColumn(ColCard)->SetWidth(FromDIP(sections ? 140 : 176));
    m_list->GetColumn(ColPrinting)->SetWidth(FromDIP(sections ? 92 : 106));
    for (const auto& l : m_haveNeed.lines) {
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(l.name)));
        row.push_back(wxVariant(toWx(printingLabel(l.set, l.number))));
        row.push_back(wxVariant(toWx(sectionName(m_game, l.section))));
        row.push_back(wxVariant(toWx(std::to_string(l.inDeck))));
        row.push_back(wxVariant(toWx(std::to_string(l.ownedPrinting))));
        row.push_back(wxVariant(toWx(std::to_string(l.ownedCard))));
        row.push_back(
            wxVariant(toWx(l.need() > 0 ? std::to_string(l.need()) : std::string("\xE2\x80\x94"))));
        m_list->AppendItem(row);
    }
    m_total->SetLabel(toWx(haveLine()));
    m_total->SetToolTip(toWx(haveLine()));
    m_wish->Enable(m_game && m_haveNeed.need() > 0);
    m_messageText->SetLabel(toWx(m_message));
    m_messageText->SetToolTip(toWx(m_message));
}

std::string DeckStatsPanel::haveLine() const {
    if (!m_game) return {};
    return m_haveNeed.summary();
}

std::string DeckStatsPanel::addMissingToWishlist() {
    if (!m_game) return {};
    auto done = m_collection.wishMissing(m_deck);
    m_message = done.ok() ? done.value.message : done.errors.front().str();
    if (done.ok() && done.value.cards > 0 && onWishlistChanged) onWishlistChanged();
    m_messageText->SetLabel(toWx(m_message));
    m_messageText->SetToolTip(toWx(m_message));
    return m_message;
}

// --- the charts ---

StatsCharts::StatsCharts(wxWindow* parent)
    : wxScrolledCanvas(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                       wxVSCROLL | wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(0, FromDIP(12));
    SetMinSize(FromDIP(wxSize(260, 120)));
    Bind(wxEVT_PAINT, &StatsCharts::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        layoutCharts();
    });
}

void StatsCharts::setStats(const app::DeckStats& stats,
                           const std::vector<app::ChartField>& fields) {
    m_stats = stats;
    m_colourFields.assign(m_stats.charts.size(), false);
    for (std::size_t i = 0; i < m_stats.charts.size(); ++i)
        for (const auto& f : fields)
            if (f.id == m_stats.charts[i].fieldId) m_colourFields[i] = colourField(f);
    layoutCharts();
}

int StatsCharts::chartHeight(const app::FieldChart& chart) const {
    const int line = GetCharHeight();
    const int row = std::max(line + FromDIP(5), FromDIP(18));
    return FromDIP(8) + line + FromDIP(6) + static_cast<int>(chart.bars.size()) * row + FromDIP(6);
}

void StatsCharts::layoutCharts() {
    m_placed.clear();
    const int gap = FromDIP(8);
    const int width = std::max(GetClientSize().x, FromDIP(200));
    const int minWidth = FromDIP(200);
    const int columns = std::max(1, (width - gap) / (minWidth + gap));
    const int chartWidth = std::max(minWidth, (width - gap) / columns - gap);
    int x = gap, y = gap, rowHeight = 0, column = 0;
    for (std::size_t i = 0; i < m_stats.charts.size(); ++i) {
        const auto& chart = m_stats.charts[i];
        if (chart.empty()) continue; // nothing to say: the count line names it
        if (column == columns) {
            column = 0;
            x = gap;
            y += rowHeight + gap;
            rowHeight = 0;
        }
        const int h = chartHeight(chart);
        m_placed.push_back({&chart, wxRect(x, y, chartWidth, h), m_colourFields[i]});
        rowHeight = std::max(rowHeight, h);
        x += chartWidth + gap;
        ++column;
    }
    SetVirtualSize(width, m_placed.empty() ? 0 : y + rowHeight + gap);
    Refresh();
}

void StatsCharts::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    DoPrepareDC(dc);
    dc.SetFont(GetFont());
    if (m_placed.empty()) {
        dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        dc.DrawText(m_stats.cards > 0
                        ? _("Nothing to chart: no card counted has a value in the game's fields.")
                        : _("No cards to chart."),
                    FromDIP(10), FromDIP(10));
        return;
    }
    for (const auto& p : m_placed)
        drawChart(dc, p);
}

void StatsCharts::drawChart(wxDC& dc, const Placed& placed) const {
    const app::FieldChart& chart = *placed.chart;
    const wxRect& r = placed.rect;
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    const wxColour grey = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
    dc.SetPen(wxPen(wxColour(210, 210, 210)));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawRoundedRectangle(r, FromDIP(4));

    const int pad = FromDIP(8);
    const int line = GetCharHeight();
    const int rowHeight = std::max(line + FromDIP(5), FromDIP(18));
    // The title: the field and how many cards have a value in it.
    wxFont bold = GetFont().Bold();
    dc.SetFont(bold);
    dc.SetTextForeground(text);
    dc.DrawText(toWx(chart.label), r.x + pad, r.y + pad);
    const int titleWidth = dc.GetTextExtent(toWx(chart.label)).x;
    dc.SetFont(GetFont());
    dc.SetTextForeground(grey);
    if (chart.withValue != chart.total)
        dc.DrawText(toWx("  " + i18n::trfn("{} of {} card", "{} of {} cards",
                                           static_cast<unsigned long>(chart.total),
                                           core::shownCount(chart.withValue),
                                           core::shownCount(chart.total))),
                    r.x + pad + titleWidth, r.y + pad);

    // Labels on the left, as wide as the widest (up to 45% of the chart), bars after them with
    // the count at the end of each.
    int labelWidth = 0;
    int maxCount = 1;
    for (const auto& b : chart.bars) {
        labelWidth = std::max(labelWidth, dc.GetTextExtent(toWx(b.label)).x);
        maxCount = std::max(maxCount, b.count);
    }
    labelWidth = std::min(labelWidth, r.width * 45 / 100);
    const int countWidth = dc.GetTextExtent(toWx(core::shownCount(maxCount))).x + FromDIP(4);
    const int barLeft = r.x + pad + labelWidth + FromDIP(6);
    const int barSpace = std::max(FromDIP(10), r.x + r.width - pad - countWidth - barLeft);
    const wxColour colour =
        kPalette[static_cast<std::size_t>(placed.chart - m_stats.charts.data()) %
                 std::size(kPalette)];
    int y = r.y + pad + line + FromDIP(6);
    for (const auto& b : chart.bars) {
        const int textY = y + (rowHeight - line) / 2;
        dc.SetTextForeground(b.noValue ? grey : text);
        dc.DrawLabel(toWx(b.label), wxRect(r.x + pad, textY, labelWidth, line),
                     wxALIGN_RIGHT | wxALIGN_TOP);
        const int length = b.count == 0 ? 0 : std::max(FromDIP(2), b.count * barSpace / maxCount);
        if (length > 0) {
            wxColour fill = colour;
            if (b.noValue)
                fill = wxColour(186, 189, 182);
            else if (placed.colours)
                fill = wxTheColourDatabase->Find(toWx(b.label));
            dc.SetBrush(wxBrush(fill));
            dc.SetPen(placed.colours && !b.noValue ? wxPen(wxColour(85, 87, 83))
                                                   : *wxTRANSPARENT_PEN);
            dc.DrawRectangle(barLeft, y + FromDIP(2), length, rowHeight - FromDIP(4));
        }
        dc.SetTextForeground(b.count == 0 ? grey : text);
        dc.DrawText(toWx(core::shownCount(b.count)), barLeft + length + FromDIP(4), textY);
        y += rowHeight;
    }
}

} // namespace deckhand::gui
