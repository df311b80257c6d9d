// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/goldfish_panel.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <set>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/dcbuffer.h>
#include <wx/gauge.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/notebook.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace deckhand::gui {

namespace {

constexpr std::uint64_t kTrialChoices[] = {10000, 100000, 1000000};
constexpr int kSampleTurns = 20;

std::string percent(double p) {
    return core::shownChance(p);
}

} // namespace

// What the worker and the panel share: the worker never touches the panel's members, only
// this (and CallAfter, which queues onto the UI thread).
struct GoldfishPanel::Job {
    std::atomic<bool> cancel{false};
    std::atomic<std::uint64_t> played{0};
    std::uint64_t total = 0;
};

GoldfishPanel::GoldfishPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY), m_timer(this) {
    buildUi();
    // The room the panel is given is its parent's (a scrolled tab grows the panel to its
    // best size): the odds go below the sample game when the two do not fit side by side.
    parent->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        reflow(e.GetSize().x);
    });
    Bind(wxEVT_TIMER, &GoldfishPanel::onTimer, this);
    setDeck(nullptr, {}, "");
}

void GoldfishPanel::reflow(int width) {
    // Side by side when both columns fit; stacked otherwise, the sample game at its least
    // height and the odds below taking the rest.
    const int before = m_columns->GetOrientation();
    auto place = [this](int orientation) {
        m_columns->Detach(m_sampleColumn);
        m_columns->Detach(m_oddsColumn);
        m_columns->SetOrientation(orientation);
        if (orientation == wxHORIZONTAL) {
            m_columns->Add(m_sampleColumn, 1, wxEXPAND | wxALL, 6);
            m_columns->Add(m_oddsColumn, 1, wxEXPAND | wxTOP | wxRIGHT | wxBOTTOM, 6);
        } else {
            m_columns->Add(m_sampleColumn, 0, wxEXPAND | wxALL, 6);
            m_columns->Add(m_oddsColumn, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
        }
        // Stacked, the odds have the height the sample game leaves: the needs go beside the
        // table and the chart, which then keep their rows on a laptop's screen (1024x700).
        placeNeeds(orientation == wxVERTICAL);
        placeStatus(orientation == wxVERTICAL);
        placeOpening(orientation == wxVERTICAL);
    };
    const bool openingBeside = m_handRow->GetItem(m_openingButtons) != nullptr;
    place(wxHORIZONTAL);
    if (width < m_columns->CalcMin().x) place(wxVERTICAL);
    // The opening hand's label wrapped once, for where its buttons end up (placed side by side
    // first, only to measure, they came back beside the list on every resize of a stacked panel).
    if ((m_handRow->GetItem(m_openingButtons) != nullptr) != openingBeside) wrapOpening();
    // Wrapped again only when it moves: the box's own size event wraps it as the box resizes.
    if (placeNote(noteBesideControls(width))) wrapNote();
    if (m_columns->GetOrientation() == before) return;
    InvalidateBestSize();
    GetParent()->Layout();
}

void GoldfishPanel::placeNeeds(bool besideResults) {
    if ((m_resultsRow->GetItem(m_needListRow) != nullptr) == besideResults) return;
    if (besideResults) {
        m_oddsBox->Detach(m_needListRow);
        m_resultsRow->Insert(0, m_needListRow, 1, wxEXPAND | wxRIGHT, 6);
    } else {
        m_resultsRow->Detach(m_needListRow);
        m_oddsBox->Insert(1, m_needListRow, 0, wxEXPAND | wxALL, 4);
    }
}

void GoldfishPanel::placeStatus(bool onRunRow) {
    if ((m_runRow->GetItem(m_statusText) != nullptr) == onRunRow) return;
    if (onRunRow) {
        // The status takes the room the progress bar had; the bar keeps a width of its own.
        m_oddsBox->Detach(m_statusText);
        m_runRow->Detach(m_gauge);
        m_runRow->Add(m_statusText, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
        m_runRow->Add(m_gauge, 0, wxALIGN_CENTER_VERTICAL);
    } else {
        m_runRow->Detach(m_statusText);
        m_runRow->Detach(m_gauge);
        m_runRow->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL);
        m_oddsBox->Insert(m_oddsBox->GetItemCount() - 1, m_statusText, 0,
                          wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    }
}

bool GoldfishPanel::placeNote(bool inControlsRow) {
    if ((m_sampleControls->GetItem(m_note) != nullptr) == inControlsRow) return false;
    // The controls row holds a stretch spacer between the mulligan box and New game (item 2),
    // or the note in its place.
    if (inControlsRow) {
        m_sampleBox->Detach(m_note);
        m_sampleControls->Remove(2);
        m_sampleControls->Insert(2, m_note, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    } else {
        m_sampleControls->Detach(m_note);
        m_sampleControls->InsertStretchSpacer(2);
        m_sampleBox->Insert(1, m_note, 0, wxEXPAND | wxLEFT | wxRIGHT, 4);
    }
    return true;
}

int GoldfishPanel::sampleControlsWidth() const {
    int width = 0;
    for (wxSizerItem* item : m_sampleControls->GetChildren())
        if (item->GetWindow() != m_note && item->IsShown()) width += item->GetMinSizeWithBorder().x;
    return width;
}

bool GoldfishPanel::noteBesideControls(int width) const {
    // Stacked, the sample game is as wide as the window: its controls leave room for the note.
    return !m_noteText.empty() && m_columns->GetOrientation() == wxVERTICAL &&
           width - sampleControlsWidth() >= FromDIP(360);
}

void GoldfishPanel::wrapNote() {
    if (m_noteText.empty()) return;
    int width = m_note->GetParent()->GetClientSize().x - FromDIP(16);
    if (m_sampleControls->GetItem(m_note) != nullptr)
        width -= sampleControlsWidth() + FromDIP(8); // what the row's other controls leave
    if (width > 0) wrapLabel(*m_note, toWx(m_noteText), width);
}

GoldfishPanel::~GoldfishPanel() {
    m_timer.Stop();
    stopWorker();
}

void GoldfishPanel::buildUi() {
    // Side by side where the width allows (reflow): the sample game on the left, the odds with
    // the game's own figures under them on the right. Each column is only as tall as it must
    // be, so a laptop's screen shows the needs, Calculate, the table and the chart whole.
    m_columns = new wxBoxSizer(wxHORIZONTAL);
    m_sampleColumn = buildSampleGame();
    m_columns->Add(m_sampleColumn, 1, wxEXPAND | wxALL, 6);
    m_oddsColumn = new wxBoxSizer(wxVERTICAL);
    // The space between the odds and the game's figures goes with the figures: hidden, they
    // leave the odds their 6 px (a game without figures is most; at 1024x700 a row of the table).
    m_oddsColumn->Add(buildOdds(), 1, wxEXPAND);
    m_oddsColumn->Add(buildFigures(), 0, wxEXPAND | wxTOP, 6);
    m_oddsColumn->Show(m_figuresBox, false);
    m_columns->Add(m_oddsColumn, 1, wxEXPAND | wxTOP | wxRIGHT | wxBOTTOM, 6);
    SetSizer(m_columns);
    bindControls();
}

wxSizer* GoldfishPanel::buildSampleGame() {
    // A sample game to step through.
    auto* sampleBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Sample game"));
    wxWindow* box = sampleBox->GetStaticBox();
    wxSizer* sampleRow = buildSampleControls(box);
    // The game at the turn shown: the table (the hand and each zone holding cards, as faces),
    // and a tab with the log of every step so far.
    m_sampleBook = new wxNotebook(box, wxID_ANY);
    m_faces = new FaceGrid(m_sampleBook, 64);
    m_faces->SetName(_("Hand and zones"));
    m_faces->SetMinSize(FromDIP(wxSize(380, 120)));
    m_sampleText = new wxTextCtrl(m_sampleBook, wxID_ANY, "", wxDefaultPosition, wxSize(380, 120),
                                  wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    m_sampleText->SetName(_("Sample game log"));
    m_sampleBook->AddPage(m_faces, _("Cards"));
    m_sampleBook->AddPage(m_sampleText, _("Log"));
    auto* gameRow = new wxBoxSizer(wxHORIZONTAL);
    gameRow->Add(m_sampleBook, 1, wxEXPAND | wxRIGHT, 6);
    gameRow->Add(buildOpeningHand(box), 0, wxEXPAND);
    // What the pack's sample game leaves out, where the player looks for the reason (cards
    // that never leave P.O.W.E.R.'s Build Queue): wrapped to the box, never cut.
    m_note = new wxStaticText(box, wxID_ANY, "");
    m_note->SetName(_("About this sample game"));
    m_note->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    m_note->Hide();
    box->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        wrapNote();
    });
    m_sampleBox = sampleBox;
    m_sampleControls = sampleRow;
    sampleBox->Add(sampleRow, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    sampleBox->Add(m_note, 0, wxEXPAND | wxLEFT | wxRIGHT, 4);
    sampleBox->Add(gameRow, 1, wxEXPAND | wxALL, 4);
    return sampleBox;
}

wxSizer* GoldfishPanel::buildSampleControls(wxWindow* box) {
    auto* sampleRow = new wxBoxSizer(wxHORIZONTAL);
    m_play = new wxChoice(box, wxID_ANY);
    m_play->SetName(_("Who goes first"));
    m_play->Append(_("Going first"));
    m_play->Append(_("Going second"));
    m_play->SetSelection(0);
    m_mulligan = new wxCheckBox(box, wxID_ANY, _("Mulligan when the needs fail"));
    m_mulligan->SetToolTip(
        _("The odds take the game's mulligan when the opening hand fails the needs; "
          "in the sample game you choose the mulligan."));
    m_newGame = new wxButton(box, wxID_ANY, _("&New game"));
    m_next = new wxButton(box, wxID_ANY, _("Next &turn"));
    sampleRow->Add(m_play, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    sampleRow->Add(m_mulligan, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    sampleRow->AddStretchSpacer();
    sampleRow->Add(m_newGame, 0, wxRIGHT, 4);
    sampleRow->Add(m_next, 0);
    return sampleRow;
}

wxSizer* GoldfishPanel::buildOpeningHand(wxWindow* box) {
    // The opening hand, beside the game so far: tick the cards a partial mulligan puts back.
    auto* openingCol = new wxBoxSizer(wxVERTICAL);
    m_handLabel = new wxStaticText(box, wxID_ANY, "", wxDefaultPosition, wxSize(230, -1));
    m_hand = new wxCheckListBox(box, wxID_ANY, wxDefaultPosition, wxSize(230, 60));
    // Narrower beside Mulligan and Keep (placeOpening); a hand's names still read whole.
    m_hand->SetMinSize(wxSize(FromDIP(170), 60));
    m_hand->SetName(_("Opening hand: tick the cards to put back"));
    m_takeMulligan = new wxButton(box, wxID_ANY, _("&Mulligan"));
    m_keep = new wxButton(box, wxID_ANY, _("&Keep"));
    m_handRow = new wxBoxSizer(wxHORIZONTAL);
    m_handRow->Add(m_hand, 1, wxEXPAND);
    m_openingButtons = new wxBoxSizer(wxHORIZONTAL);
    m_openingButtons->Add(m_takeMulligan, 0, wxRIGHT, 4);
    m_openingButtons->Add(m_keep, 0);
    openingCol->Add(m_handLabel, 0, wxEXPAND | wxBOTTOM, 4);
    openingCol->Add(m_handRow, 1, wxEXPAND | wxBOTTOM, 4);
    openingCol->Add(m_openingButtons, 0, wxALIGN_RIGHT);
    m_openingCol = openingCol;
    return openingCol;
}

void GoldfishPanel::placeOpening(bool besideList) {
    if ((m_handRow->GetItem(m_openingButtons) != nullptr) == besideList) return;
    // Under the list, side by side; beside it, one above the other, when stacked: the column's
    // height is then its label and the list, which leaves the game's row at the faces' height.
    if (besideList) {
        m_openingCol->Detach(m_openingButtons);
        m_openingButtons->SetOrientation(wxVERTICAL);
        m_openingButtons->GetItem(m_takeMulligan)->SetFlag(wxEXPAND | wxBOTTOM);
        m_openingButtons->GetItem(m_keep)->SetFlag(wxEXPAND);
        m_handRow->Add(m_openingButtons, 0, wxLEFT, 4);
        m_openingCol->GetItem(m_handRow)->SetFlag(wxEXPAND);
    } else {
        m_handRow->Detach(m_openingButtons);
        m_openingButtons->SetOrientation(wxHORIZONTAL);
        m_openingButtons->GetItem(m_takeMulligan)->SetFlag(wxRIGHT);
        m_openingButtons->GetItem(m_keep)->SetFlag(0);
        m_openingCol->Add(m_openingButtons, 0, wxALIGN_RIGHT);
        m_openingCol->GetItem(m_handRow)->SetFlag(wxEXPAND | wxBOTTOM);
    }
    // The column's width, for measuring; the label is wrapped to it once placed (reflow).
    m_handLabel->SetMinSize(wxSize(openingWidth(), -1));
}

int GoldfishPanel::openingWidth() const {
    // As wide as the list and, beside it, the buttons: the label is the column's width.
    if (m_handRow->GetItem(m_openingButtons) == nullptr) return 230;
    return m_hand->GetMinSize().x + FromDIP(4) + m_openingButtons->CalcMin().x;
}

void GoldfishPanel::wrapOpening() {
    const int width = openingWidth();
    m_handLabel->SetMinSize(wxSize(width, -1));
    wrapLabel(*m_handLabel, toWx(m_handText), width);
}

wxSizer* GoldfishPanel::buildFigures() {
    auto* figuresBox =
        new wxStaticBoxSizer(wxVERTICAL, this, _("The game's own figures for this deck"));
    m_figureList =
        new wxListBox(figuresBox->GetStaticBox(), wxID_ANY, wxDefaultPosition, wxSize(-1, 60));
    m_figureList->SetName(_("The game's own figures for this deck"));
    figuresBox->Add(m_figureList, 1, wxEXPAND | wxALL, 4);
    m_figuresBox = figuresBox;
    return figuresBox;
}

wxSizer* GoldfishPanel::buildOdds() {
    // The odds of the needs by turn.
    auto* oddsBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Odds"));
    wxWindow* box = oddsBox->GetStaticBox();
    m_oddsBox = oddsBox;
    // Rows of tall GTK controls 4 px apart: on a laptop's screen each pixel of height is the
    // table's.
    oddsBox->Add(buildNeedRow(box), 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    m_needListRow = buildNeedList(box);
    oddsBox->Add(m_needListRow, 0, wxEXPAND | wxALL, 4);
    oddsBox->Add(buildRunRow(box), 0, wxEXPAND | wxALL, 4);
    m_statusText = new wxStaticText(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                    wxST_ELLIPSIZE_END | wxST_NO_AUTORESIZE);
    // As wide as it is given: a long status is cut with "..." (the whole of it in the tooltip),
    // and never widens the odds, which would stack the columns (reflow) or push Calculate's row
    // out of the window.
    m_statusText->SetMinSize(wxSize(FromDIP(80), -1));
    oddsBox->Add(m_statusText, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    oddsBox->Add(buildResults(box), 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    return oddsBox;
}

wxSizer* GoldfishPanel::buildNeedRow(wxWindow* box) {
    auto* needRow = new wxBoxSizer(wxHORIZONTAL);
    needRow->Add(new wxStaticText(box, wxID_ANY, _("At least")), 0,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    m_count = new wxSpinCtrl(box, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                             1, 60, 1);
    m_field = new wxChoice(box, wxID_ANY);
    m_value = new wxComboBox(box, wxID_ANY, "", wxDefaultPosition, wxSize(160, -1));
    m_count->SetName(_("At least this many"));
    m_field->SetName(_("Of cards whose field"));
    m_value->SetName(_("Is this value"));
    m_add = new wxButton(box, wxID_ANY, _("&Add need"));
    needRow->Add(m_count, 0, wxRIGHT, 4);
    needRow->Add(m_field, 0, wxRIGHT, 4);
    needRow->Add(new wxStaticText(box, wxID_ANY, "="), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    needRow->Add(m_value, 1, wxRIGHT, 4);
    needRow->Add(m_add, 0);
    return needRow;
}

wxSizer* GoldfishPanel::buildNeedList(wxWindow* box) {
    auto* listRow = new wxBoxSizer(wxHORIZONTAL);
    // Three needs in view; more scroll (a shorter box has no room for its scroll bar).
    m_needList = new wxListBox(box, wxID_ANY, wxDefaultPosition, wxSize(-1, FromDIP(76)));
    // Narrow at the least: beside the table and the chart (placeNeeds) it takes what is left.
    m_needList->SetMinSize(wxSize(FromDIP(150), FromDIP(76)));
    m_needList->SetName(_("Needs"));
    m_remove = new wxButton(box, wxID_ANY, _("&Remove"));
    listRow->Add(m_needList, 1, wxEXPAND | wxRIGHT, 4);
    listRow->Add(m_remove, 0);
    return listRow;
}

wxSizer* GoldfishPanel::buildRunRow(wxWindow* box) {
    auto* runRow = new wxBoxSizer(wxHORIZONTAL);
    m_runRow = runRow;
    runRow->Add(new wxStaticText(box, wxID_ANY, _("By turn")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                4);
    m_byTurn = new wxSpinCtrl(box, wxID_ANY, "3", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                              0, 20, 3);
    m_trials = new wxChoice(box, wxID_ANY);
    m_trials->SetName(_("Games to simulate"));
    for (auto t : kTrialChoices)
        m_trials->Append(toWx(i18n::trfn("{} game", "{} games", static_cast<unsigned long>(t),
                                         core::shownCount(static_cast<long long>(t)))));
    m_trials->SetSelection(1);
    m_calculate = new wxButton(box, wxID_ANY, _("&Calculate"));
    m_cancel = new wxButton(box, wxID_ANY, _("Cancel"));
    m_gauge = new wxGauge(box, wxID_ANY, 1000, wxDefaultPosition, wxSize(120, -1));
    runRow->Add(m_byTurn, 0, wxRIGHT, 8);
    runRow->Add(m_trials, 0, wxRIGHT, 8);
    runRow->Add(m_calculate, 0, wxRIGHT, 4);
    runRow->Add(m_cancel, 0, wxRIGHT, 8);
    runRow->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL);
    return runRow;
}

wxSizer* GoldfishPanel::buildResults(wxWindow* box) {
    auto* results = new wxBoxSizer(wxHORIZONTAL);
    m_resultsRow = results;
    m_table = new wxListCtrl(box, wxID_ANY, wxDefaultPosition, wxSize(330, 110),
                             wxLC_REPORT | wxLC_SINGLE_SEL);
    // Each column as wide as its figures need, or as its heading in the user's language.
    int tableWidth = FromDIP(8);
    const auto column = [&](const wxString& heading, wxListColumnFormat format, int width) {
        width = std::max(FromDIP(width), m_table->GetTextExtent(heading).x + FromDIP(20));
        m_table->AppendColumn(heading, format, width);
        tableWidth += width;
    };
    column(_("Turn"), wxLIST_FORMAT_RIGHT, 50);
    column(_("Exact"), wxLIST_FORMAT_RIGHT, 80);
    column(_("Simulated"), wxLIST_FORMAT_RIGHT, 80);
    // xgettext:no-c-format
    column(_("95% interval"), wxLIST_FORMAT_LEFT, 120);
    m_table->SetMinSize(wxSize(std::max(tableWidth, FromDIP(330)), FromDIP(110)));
    m_chart = new ChanceChart(box);
    results->Add(m_table, 0, wxEXPAND | wxRIGHT, 6);
    results->Add(m_chart, 1, wxEXPAND);
    return results;
}

void GoldfishPanel::bindControls() {
    m_newGame->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { newSample(); });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { nextTurn(); });
    m_takeMulligan->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { mulligan(); });
    m_keep->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { keep(); });
    m_play->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        newSample();
        previewExact();
    });
    m_mulligan->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        newSample();
        previewExact();
    });
    m_byTurn->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { previewExact(); });
    m_field->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fillValues(); });
    m_add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onAddNeed(); });
    m_value->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { onAddNeed(); });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onRemoveNeed(); });
    m_calculate->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { calculate(); });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { cancel(); });
}

void GoldfishPanel::setDeck(const app::LoadedGame* game, const core::Deck& deck,
                            const std::string& name) {
    stopWorker();
    // The same game again (the deck was edited): the needs stay, the odds are for the old deck.
    const bool sameGame = game && m_game && game->game.id == m_game->game.id;
    m_game = game;
    m_deck = deck;
    m_name = name;
    showNote();
    if (!sameGame) {
        m_needs.clear();
        m_needList->Clear();
    }
    clearOdds();
    m_gauge->SetValue(0);
    m_status = !game ? std::string(i18n::tr("No deck open."))
               : !game->game.goldfish.declared
                   ? i18n::trf("{} has no goldfish procedure in its game pack.", game->game.name)
               : m_needs.empty()
                   ? std::string(i18n::tr("Add the needs, then Calculate."))
                   : std::string(i18n::tr("The deck changed: Calculate again for its odds."));
    if (!sameGame)
        fillFields();
    else
        fillValues();
    newSample();
    previewExact(true);
}

// The exact odds cost next to nothing: they are shown as soon as the needs, the deck or the
// turn change. Calculate adds the simulation, and the odds the maths cannot give.
void GoldfishPanel::previewExact(bool deckChanged) {
    if (!m_game || !m_game->game.goldfish.declared || m_needs.empty() || busy()) return;
    app::GoldfishOptions o = options();
    o.simulate = false;
    o.figures = false;
    std::vector<Row> rows;
    for (int t = 0; t <= m_byTurn->GetValue(); ++t) {
        o.byTurn = t;
        auto r = app::runGoldfish(*m_game, m_deck, m_name, o);
        if (!r.ok() || !r.value.exact.p) break; // from here none exact: Calculate simulates them
        Row row;
        row.turn = t;
        row.exact = r.value.exact.p;
        rows.push_back(row);
    }
    if (rows.empty()) return;
    clearOdds();
    for (const Row& row : rows)
        onRow(row);
    const bool more = rows.back().turn < m_byTurn->GetValue();
    // "Needs: 2. Exact odds for ..." or "The deck changed: exact odds for ...".
    const int last = rows.back().turn;
    const std::size_t needs = m_needs.size();
    std::string odds;
    if (deckChanged)
        odds =
            rows.size() > 1
                ? i18n::trf("The deck changed: exact odds for turns 0 to {}; Calculate to "
                            "simulate them too",
                            last)
                : std::string(i18n::tr(
                      "The deck changed: exact odds for turn 0; Calculate to simulate them too"));
    else
        odds = rows.size() > 1 ? i18n::trf("Needs: {}. Exact odds for turns 0 to {}; Calculate to "
                                           "simulate them too",
                                           needs, last)
                               : i18n::trf("Needs: {}. Exact odds for turn 0; Calculate to "
                                           "simulate them too",
                                           needs);
    // TRANSLATORS: {} is the sentence before ("... Calculate to simulate them too").
    m_status = more ? i18n::trf("{} and the later turns.", odds) : odds + ".";
    m_statusText->SetLabel(toWx(m_status));
}

void GoldfishPanel::fillFields() {
    m_field->Clear();
    m_fieldIds.clear();
    if (m_game) {
        m_fieldIds = {"name", "rarity"};
        m_field->Append(_("Name"));
        m_field->Append(_("Rarity"));
        for (const auto& f : m_game->game.fields) {
            m_fieldIds.push_back(f.id);
            m_field->Append(toWx(f.label.empty() ? f.id : f.label));
        }
        // The first of the game's own fields is the usual question ("Type", "Kind").
        m_field->SetSelection(m_fieldIds.size() > 2 ? 2 : 0);
    }
    fillValues();
}

// The values the chosen field takes in this deck (a need on anything else cannot be met),
// then any other values the game declares for it.
void GoldfishPanel::fillValues() {
    m_value->Clear();
    const int sel = m_field->GetSelection();
    if (!m_game || sel == wxNOT_FOUND) return;
    const std::string& id = m_fieldIds[static_cast<std::size_t>(sel)];
    const int index = id == "name"     ? core::FieldName
                      : id == "rarity" ? core::FieldRarity
                                       : core::BuiltinFieldCount + (sel - 2);
    std::vector<std::string> values;
    std::set<std::string> seen;
    for (const auto& s : m_deck.sections)
        for (const auto& e : s.entries)
            if (e.printing) {
                const std::string& v = e.printing->values[static_cast<std::size_t>(index)];
                if (!v.empty() && seen.insert(v).second) values.push_back(v);
            }
    std::sort(values.begin(), values.end());
    if (index >= core::BuiltinFieldCount)
        for (const auto& v :
             m_game->game.fields[static_cast<std::size_t>(index - core::BuiltinFieldCount)].values)
            if (seen.insert(v).second) values.push_back(v);
    for (const auto& v : values)
        m_value->Append(toWx(v));
    if (!values.empty()) m_value->SetSelection(0);
}

void GoldfishPanel::addNeed(int count, const std::string& field, const std::string& value) {
    const std::string need = fmt::format("{} {}={}", count, field, value);
    if (m_game) {
        auto parsed = app::parseRequirement(m_game->game, need);
        if (!parsed.ok()) {
            m_status = i18n::trf("That need cannot be used: {}", parsed.errors.front().message);
            m_statusText->SetLabel(toWx(m_status));
            return;
        }
    }
    std::string label = field;
    for (std::size_t i = 0; i < m_fieldIds.size(); ++i)
        if (m_fieldIds[i] == field) label = toUtf8(m_field->GetString(static_cast<unsigned>(i)));
    const std::string shown = i18n::trf("At least {} with {} = {}", count, label, value);
    if (std::find(m_needs.begin(), m_needs.end(), need) != m_needs.end()) {
        m_status = i18n::trf("\"{}\" is a need already.", shown);
        m_statusText->SetLabel(toWx(m_status));
        return;
    }
    m_needs.push_back(need);
    m_needList->Append(toWx(shown));
    needsChanged();
}

void GoldfishPanel::clearOdds() {
    stopWorker();
    m_rows.clear();
    m_figures.clear();
    m_table->DeleteAllItems();
    m_figureList->Clear();
    showFigures();
    m_chart->setRows({});
}

void GoldfishPanel::showFigures() {
    // Shown when there are figures (the game declares some, and Calculate worked them out).
    const bool any = m_figureList->GetCount() > 0;
    if (m_oddsColumn->IsShown(m_figuresBox) == any) return;
    m_oddsColumn->Show(m_figuresBox, any);
    Layout();
}

void GoldfishPanel::needsChanged() {
    // The odds shown were for the needs before: gone, not left beside the new list. The sample
    // game is not dealt again (the player may be half-way through it).
    clearOdds();
    m_gauge->SetValue(0);
    m_status = m_needs.empty() ? std::string(i18n::tr("Add the needs, then Calculate."))
                               : i18n::trf("Needs: {}. Calculate to see the odds.", m_needs.size());
    m_statusText->SetLabel(toWx(m_status));
    previewExact();
    updateButtons();
}

void GoldfishPanel::onAddNeed() {
    const int sel = m_field->GetSelection();
    const std::string value = toUtf8(m_value->GetValue());
    if (sel == wxNOT_FOUND || value.empty()) return;
    addNeed(m_count->GetValue(), m_fieldIds[static_cast<std::size_t>(sel)], value);
}

void GoldfishPanel::onRemoveNeed() {
    const int sel = m_needList->GetSelection();
    if (sel == wxNOT_FOUND) return;
    m_needs.erase(m_needs.begin() + sel);
    m_needList->Delete(static_cast<unsigned>(sel));
    needsChanged();
}

app::GoldfishOptions GoldfishPanel::options() const {
    app::GoldfishOptions o;
    o.needs = m_needs;
    o.play = m_play->GetSelection() == 1 ? core::PlayOrder::Second : core::PlayOrder::First;
    o.mulligan = m_mulligan->GetValue();
    o.trials = kTrialChoices[std::max(0, m_trials->GetSelection())];
    o.seed = m_seed;
    o.figures = false;
    return o;
}

void GoldfishPanel::showNote() {
    const std::string note =
        m_game && m_game->game.goldfish.declared ? m_game->game.goldfish.note : std::string();
    if (note == m_noteText) return;
    m_noteText = note;
    m_note->SetLabel(toWx(note));
    m_note->SetToolTip(toWx(note));
    m_note->Show(!note.empty());
    placeNote(noteBesideControls(GetParent()->GetClientSize().x));
    wrapNote();
    Layout();
}

std::string GoldfishPanel::sampleNote() const {
    return m_note->IsShown() ? m_noteText : std::string();
}

void GoldfishPanel::newSample() {
    m_sample.reset();
    m_shownTurn = 0;
    m_choosing = false;
    if (m_game && m_game->game.goldfish.declared) {
        ++m_seed;
        // The player chooses the mulligan (the need only decides it in the odds).
        auto game = app::playGoldfishSample(*m_game, m_deck, m_name, options(), kSampleTurns, {});
        if (game.ok())
            m_sample = std::move(game.value);
        else
            m_status = game.errors.front().message;
        m_choosing = m_sample && m_sample->opening;
    }
    showSample();
    updateButtons();
}

void GoldfishPanel::mulligan() {
    if (!m_game || !m_sample || !m_choosing) return;
    std::vector<int> chosen;
    for (unsigned i = 0; i < m_hand->GetCount(); ++i)
        if (m_hand->IsChecked(i)) chosen.push_back(static_cast<int>(i));
    auto game = app::mulliganGoldfishSample(*m_game, m_deck, m_name, options(), kSampleTurns,
                                            *m_sample, chosen);
    if (!game.ok()) {
        showFailure(this, _("Deckhand could not take the mulligan."), game.errors.front().message);
        return;
    }
    m_sample = std::move(game.value);
    showSample();
    updateButtons();
}

void GoldfishPanel::keep() {
    if (!m_sample || !m_choosing) return;
    m_choosing = false;
    m_shownTurn = 1;
    showSample();
    updateButtons();
}

void GoldfishPanel::nextTurn() {
    if (!m_sample) return;
    if (m_choosing) {
        keep();
        return;
    }
    int last = 0;
    for (const auto& e : m_sample->events)
        last = std::max(last, e.turn);
    if (m_shownTurn < last) ++m_shownTurn;
    showSample();
    updateButtons();
}

std::string GoldfishPanel::sampleText() const {
    if (!m_sample) return {};
    std::string text;
    int turn = -1;
    const std::size_t shown =
        m_choosing && m_sample->opening ? m_sample->opening->events : m_sample->events.size();
    for (std::size_t i = 0; i < shown; ++i) {
        const auto& e = m_sample->events[i];
        if (e.turn > m_shownTurn) break;
        if (e.turn != turn) {
            turn = e.turn;
            text +=
                (turn == 0 ? std::string(i18n::tr("Setup")) : i18n::trf("Turn {}", turn)) + "\n";
        }
        text += "  " + e.text + "\n";
    }
    return text;
}

void GoldfishPanel::showSample() {
    m_sampleText->ChangeValue(toWx(sampleText()));
    m_sampleText->ShowPosition(m_sampleText->GetLastPosition());
    showOpening();
    showTable();
}

void GoldfishPanel::showTable() {
    std::vector<FaceGroup> groups;
    const core::SampleGame::Opening* at = nullptr;
    if (m_sample && m_game) {
        if (m_choosing && m_sample->opening)
            at = &*m_sample->opening;
        else if (!m_sample->table.empty())
            at = &m_sample->table[std::min<std::size_t>(static_cast<std::size_t>(m_shownTurn),
                                                        m_sample->table.size() - 1)];
    }
    if (at) {
        auto group = [&](const std::string& title,
                         const std::vector<const core::Printing*>& cards) {
            FaceGroup g;
            g.title = fmt::format("{} ({})", title, cards.size());
            for (const core::Printing* p : cards) {
                if (p) {
                    g.tiles.push_back({core::cardFace(m_game->game, *p), 0, p});
                    continue;
                }
                core::CardFace back; // face down: a plain back
                back.name = i18n::tr("Face down");
                back.frame = 0x4A4F57;
                g.tiles.push_back({back, 0, nullptr});
            }
            groups.push_back(std::move(g));
        };
        // The hand is where needs are looked for: P.O.W.E.R.'s is the HQ.
        const std::string& handZone = m_game->game.goldfish.handZone;
        const std::string hand =
            handZone.empty() || handZone == "hand" ? std::string(i18n::tr("Hand")) : handZone;
        // TRANSLATORS: the zone ("Hand"), then the turn.
        group(m_shownTurn == 0 ? hand : i18n::trf("{} after turn {}", hand, m_shownTurn), at->hand);
        for (const auto& zone : m_sample->setAside)
            group(zone.first, zone.second);
        for (const auto& zone : at->zones)
            group(zone.first, zone.second);
    }
    m_faces->setEmptyText(m_game && m_game->game.goldfish.declared ? ""
                                                                   : i18n::tr("No sample game."));
    m_faces->setGroups(std::move(groups));
}

void GoldfishPanel::showOpening() {
    m_hand->Clear();
    std::string label;
    const core::GoldfishStep* rule = nullptr;
    if (m_game)
        for (const auto& s : m_game->game.goldfish.setup)
            if (s.kind == core::GoldfishStep::Kind::Mulligan) rule = &s;
    if (!m_sample) {
        label = "";
    } else if (!m_sample->opening) {
        label = m_game ? i18n::trf("{} has no mulligan: the game starts with this hand.",
                                   m_game->game.name)
                       : "";
    } else if (!m_choosing) {
        label = m_sample->mulligans.empty() ? i18n::tr("Opening hand kept.")
                                            : i18n::tr("Opening hand kept after the mulligan.");
    } else {
        for (const auto* p : m_sample->opening->hand)
            m_hand->Append(toWx(p->name()));
        // The rules sheet's reference, " (4.2)", at the end of the sentences below.
        const std::string cite = rule && !rule->cite.empty() ? " (" + rule->cite + ")" : "";
        const int redraw = rule ? rule->redraw.value : 0;
        if (m_sample->mandatory)
            label = i18n::trfn(
                "Opening hand, after {} mulligan the rules take{}. Keep it to start turn 1.",
                "Opening hand, after {} mulligans the rules take{}. Keep it to start turn 1.",
                static_cast<unsigned long>(m_sample->forcedMulligans), m_sample->forcedMulligans,
                cite);
        else if (!m_sample->mayMulligan())
            label = m_sample->mulliganTimes == 1
                        ? i18n::trf("Your hand after the mulligan (the rules allow one{}). Keep "
                                    "it to start turn 1.",
                                    cite)
                        : i18n::trf("Your hand after the mulligan (the rules allow {}{}). Keep it "
                                    "to start turn 1.",
                                    m_sample->mulliganTimes, cite);
        else if (m_sample->mulligan == core::MulliganKind::London)
            label = i18n::trf("Opening hand: Mulligan shuffles it back and draws {}, then puts "
                              "one card on the bottom per mulligan taken{}; or Keep.",
                              redraw, cite);
        else if (m_sample->mulligan == core::MulliganKind::PartialBottom)
            label = i18n::trf("Opening hand: tick the cards to put on the bottom of the deck, then "
                              "Mulligan to draw as many and shuffle{}; or Keep.",
                              cite);
        else if (m_sample->mulligan == core::MulliganKind::PartialDiscard)
            label = i18n::trf("Opening hand: tick the cards to discard, then Mulligan to draw as "
                              "many{}; or Keep.",
                              cite);
        else if (rule && !rule->removeHand)
            label = i18n::trf("Opening hand: Mulligan takes the whole hand (shuffled back, draw "
                              "{}){}; or Keep.",
                              redraw, cite);
        else
            label = i18n::trf("Opening hand: Mulligan takes the whole hand (removed from the "
                              "game, draw {}){}; or Keep.",
                              redraw, cite);
    }
    m_handText = std::move(label);
    wrapOpening();
    Layout();
}

void GoldfishPanel::calculate() {
    if (!m_game || m_needs.empty() || busy()) return;
    clearOdds();
    auto job = std::make_shared<Job>();
    const int lastTurn = m_byTurn->GetValue();
    app::GoldfishOptions o = options();
    o.cancel = &job->cancel;
    o.progress = &job->played;
    job->total = o.trials * static_cast<std::uint64_t>(lastTurn + 1);
    m_job = job;
    m_finished = false;
    m_status = i18n::trf("Working out turns 0 to {}...", lastTurn);
    m_gauge->SetValue(0);
    m_timer.Start(100);
    // The worker reads a copy of the deck and the game (which outlives it: setDeck and the
    // destructor stop it first) and hands each turn's answer to the UI thread.
    m_worker = std::thread(
        [this, job, o, lastTurn, game = m_game, deck = m_deck, name = m_name]() mutable {
            std::vector<app::GoldfishFigureResult> figures;
            std::string error;
            for (int t = 0; t <= lastTurn && !job->cancel; ++t) {
                o.byTurn = t;
                o.figures = t == lastTurn;
                auto r = app::runGoldfish(*game, deck, name, o);
                if (!r.ok()) {
                    error = r.errors.front().message;
                    break;
                }
                if (r.value.simulated && r.value.simulated->cancelled) break;
                Row row;
                row.turn = t;
                row.exact = r.value.exact.p;
                row.exactWhy = r.value.exact.why;
                row.simulated = r.value.simulated;
                figures = std::move(r.value.figures);
                CallAfter([this, job, row] {
                    if (job == m_job) onRow(row);
                });
            }
            const bool cancelled = job->cancel;
            CallAfter([this, job, cancelled, figures = std::move(figures), error] {
                if (job == m_job)
                    onFinished(cancelled, figures, error); // not a calculation stopped since
            });
        });
    updateButtons();
}

void GoldfishPanel::cancel() {
    if (m_job) m_job->cancel = true;
}

void GoldfishPanel::stopWorker() {
    if (m_job) m_job->cancel = true;
    if (m_worker.joinable()) m_worker.join();
    m_job.reset(); // answers still queued from it are dropped
    m_timer.Stop();
    m_finished = true;
}

void GoldfishPanel::onRow(const Row& row) {
    m_rows.push_back(row);
    const long i = m_table->InsertItem(m_table->GetItemCount(), toWx(std::to_string(row.turn)));
    m_table->SetItem(i, 1, row.exact ? toWx(percent(*row.exact)) : wxString("-"));
    if (row.simulated) {
        m_table->SetItem(i, 2, toWx(percent(row.simulated->p)));
        m_table->SetItem(
            i, 3, toWx(percent(row.simulated->ci95.lo) + " - " + percent(row.simulated->ci95.hi)));
    }
    m_chart->setRows(m_rows);
}

void GoldfishPanel::onFinished(bool cancelled, std::vector<app::GoldfishFigureResult> figures,
                               std::string error) {
    if (m_worker.joinable()) m_worker.join();
    m_timer.Stop();
    m_finished = true;
    m_figures = std::move(figures);
    m_figureList->Clear();
    for (const auto& line : figureLines())
        m_figureList->Append(toWx(line));
    showFigures();
    if (!error.empty())
        m_status = i18n::trf("Could not work out the odds: {}", error);
    else if (cancelled)
        m_status = i18n::trfn("Cancelled: {} of {} turn worked out.",
                              "Cancelled: {} of {} turns worked out.",
                              static_cast<unsigned long>(m_byTurn->GetValue() + 1), m_rows.size(),
                              m_byTurn->GetValue() + 1);
    else if (!m_rows.empty() && !m_rows.back().exact && !m_rows.back().simulated) {
        m_status = i18n::trf("No odds: {}.", m_rows.back().exactWhy);
        m_gauge->SetValue(m_gauge->GetRange());
    } else {
        m_status = i18n::trf("Turns 0 to {}: {} games simulated per turn, seed {}.",
                             m_rows.empty() ? 0 : m_rows.back().turn,
                             core::shownCount(static_cast<long long>(options().trials)), m_seed);
        if (!m_rows.empty() && !m_rows.back().exact && !m_rows.back().exactWhy.empty())
            m_status += " " + i18n::trf("No exact answer: {}.", m_rows.back().exactWhy);
        m_gauge->SetValue(m_gauge->GetRange());
    }
    updateButtons();
}

std::vector<std::string> GoldfishPanel::figureLines() const {
    std::vector<std::string> lines;
    for (const auto& f : m_figures) {
        std::string value;
        if (f.kind == core::GoldfishFigure::Kind::Share && f.of > 0)
            value = i18n::trf("{} of {} = {}", core::shownCount(f.have), core::shownCount(f.of),
                              percent(static_cast<double>(f.have) / f.of));
        else if (!f.atLeast.empty()) {
            for (std::size_t i = 0; i < f.atLeast.size(); ++i)
                value += fmt::format("{}{}x {}", i ? ", " : "", i + 1, percent(f.atLeast[i]));
        } else if (f.exact)
            value = i18n::trf("exact {}", percent(*f.exact));
        else if (f.simulated)
            value = i18n::trf("simulated {}", percent(f.simulated->p));
        lines.push_back(f.label + ": " + value);
    }
    return lines;
}

std::string GoldfishPanel::status() const {
    return m_status;
}

void GoldfishPanel::onTimer(wxTimerEvent&) {
    if (!m_job || m_job->total == 0) return;
    const double done =
        static_cast<double>(m_job->played.load()) / static_cast<double>(m_job->total);
    m_gauge->SetValue(static_cast<int>(std::min(1.0, done) * m_gauge->GetRange()));
}

void GoldfishPanel::updateButtons() {
    const bool ready = m_game && m_game->game.goldfish.declared;
    const bool running = busy();
    m_newGame->Enable(ready);
    int last = 0;
    if (m_sample)
        for (const auto& e : m_sample->events)
            last = std::max(last, e.turn);
    m_next->Enable(ready && m_sample && (m_choosing || m_shownTurn < last));
    const bool mayMulligan = ready && m_choosing && m_sample->mayMulligan();
    m_takeMulligan->Enable(mayMulligan);
    m_keep->Enable(ready && m_choosing);
    m_hand->Enable(mayMulligan && m_sample->mulligan != core::MulliganKind::Redraw &&
                   m_sample->mulligan != core::MulliganKind::London);
    m_add->Enable(ready && !running);
    m_remove->Enable(!running && !m_needs.empty());
    m_calculate->Enable(ready && !running && !m_needs.empty());
    m_cancel->Enable(running);
    m_statusText->SetLabel(toWx(m_status));
    m_statusText->SetToolTip(toWx(m_status)); // the whole of it, when the pane is narrow
}

ChanceChart::ChanceChart(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(200, 110)) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &ChanceChart::onPaint, this);
}

void ChanceChart::setRows(const std::vector<GoldfishPanel::Row>& rows) {
    m_rows = rows;
    Refresh();
}

void ChanceChart::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    const wxSize size = GetClientSize();
    const int left = 36, bottom = 18, top = 6, right = 6;
    const int h = size.y - top - bottom, w = size.x - left - right;
    if (h <= 10 || w <= 10) return;
    dc.SetFont(GetFont().Smaller());
    dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    dc.SetPen(wxPen(wxColour(200, 200, 200)));
    for (int pct = 0; pct <= 100; pct += 25) {
        const int y = top + h - h * pct / 100;
        dc.DrawLine(left, y, left + w, y);
        dc.DrawText(toWx(core::shownPercent(pct, 0)), 2, y - 7);
    }
    if (m_rows.empty()) return;
    const int n = static_cast<int>(m_rows.size());
    const int slot = w / std::max(n, 1);
    const int barWidth = std::max(4, slot * 2 / 3);
    for (int i = 0; i < n; ++i) {
        const auto& r = m_rows[static_cast<std::size_t>(i)];
        if (!r.exact && !r.simulated) continue; // no odds (the status line says why), not 0%
        const double p = r.exact ? *r.exact : r.simulated->p;
        const int x = left + i * slot + (slot - barWidth) / 2;
        const int barHeight = static_cast<int>(p * h);
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(r.exact ? wxColour(52, 101, 164) : wxColour(114, 159, 207)));
        dc.DrawRectangle(x, top + h - barHeight, barWidth, barHeight);
        if (r.simulated) { // the 95% interval
            dc.SetPen(wxPen(wxColour(204, 0, 0), 2));
            const int cx = x + barWidth / 2;
            const int lo = top + h - static_cast<int>(r.simulated->ci95.lo * h);
            const int hi = top + h - static_cast<int>(r.simulated->ci95.hi * h);
            dc.DrawLine(cx, lo, cx, hi);
            dc.DrawLine(cx - 3, lo, cx + 4, lo);
            dc.DrawLine(cx - 3, hi, cx + 4, hi);
        }
        dc.DrawText(wxString::Format("%d", r.turn), x + barWidth / 2 - 3, top + h + 2);
    }
}

} // namespace deckhand::gui
