// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/collection_panel.hpp"

#include "add_cards_dialog.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <fmt/format.h>
#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/dataview.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>
#include <wx/wrapsizer.h>

namespace deckhand::gui {

CollectionPanel::CollectionPanel(wxWindow* parent, app::ProfileSession& session)
    : wxPanel(parent, wxID_ANY), m_session(session) {
    buildUi();
}

void CollectionPanel::buildUi() {
    auto* top = new wxBoxSizer(wxVERTICAL);
    // On two lines where one is too narrow (German at 1024x700): never past the window's edge.
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    m_filter = new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(200, -1));
    m_filter->SetDescriptiveText(_("Filter by name, set or place"));
    m_add = new wxButton(this, wxID_ANY, _("&Add cards..."));
    m_remove = new wxButton(this, wxID_ANY, _("Remove one"));
    m_sealed = new wxButton(this, wxID_ANY, _("Add &sealed..."));
    m_import = new wxButton(this, wxID_ANY, _("&Import CSV..."));
    m_export = new wxButton(this, wxID_ANY, _("E&xport CSV..."));
    m_wish = new wxButton(this, wxID_ANY, _("&Wish for..."));
    buttons->Add(m_filter, 1, wxRIGHT, 8);
    for (wxButton* b : {m_add, m_remove, m_sealed, m_import, m_export, m_wish})
        buttons->Add(b, 0, wxRIGHT | wxBOTTOM, 4);
    top->Add(buttons, 0, wxEXPAND | wxALL, 6);

    m_book = new wxNotebook(this, wxID_ANY);
    m_owned =
        new wxDataViewListCtrl(m_book, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    // TRANSLATORS: quantity: a short column title.
    m_owned->AppendTextColumn(_("Qty"), wxDATAVIEW_CELL_INERT, 50, wxALIGN_RIGHT,
                              wxDATAVIEW_COL_SORTABLE);
    m_owned->AppendTextColumn(_("Name"), wxDATAVIEW_CELL_INERT, 220, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE | wxDATAVIEW_COL_RESIZABLE);
    m_owned->AppendTextColumn(_("Set"), wxDATAVIEW_CELL_INERT, 130, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE | wxDATAVIEW_COL_RESIZABLE);
    m_owned->AppendTextColumn(_("No."), wxDATAVIEW_CELL_INERT, 80, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE);
    m_owned->AppendTextColumn(_("Finish"), wxDATAVIEW_CELL_INERT, 70, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE);
    m_owned->AppendTextColumn(_("Condition"), wxDATAVIEW_CELL_INERT, 80, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE);
    // TRANSLATORS: language: a short column title.
    m_owned->AppendTextColumn(_("Lang."), wxDATAVIEW_CELL_INERT, 50, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE);
    m_owned->AppendTextColumn(_("Binder or box"), wxDATAVIEW_CELL_INERT, 130, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE);
    // Left-aligned: the last column fills the list, and a right-aligned count would sit far from
    // its row.
    m_owned->AppendTextColumn(_("Trade"), wxDATAVIEW_CELL_INERT, 50, wxALIGN_LEFT,
                              wxDATAVIEW_COL_SORTABLE);
    m_book->AddPage(m_owned, _("Owned"));
    m_wishes =
        new wxDataViewListCtrl(m_book, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    m_wishes->AppendTextColumn(_("Want"), wxDATAVIEW_CELL_INERT, 60, wxALIGN_RIGHT);
    m_wishes->AppendTextColumn(_("Name"), wxDATAVIEW_CELL_INERT, 260);
    m_wishes->AppendTextColumn(_("Own"), wxDATAVIEW_CELL_INERT, 60, wxALIGN_RIGHT);
    m_book->AddPage(m_wishes, _("Wishlist"));
    m_decks =
        new wxDataViewListCtrl(m_book, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    m_decks->AppendTextColumn(_("Deck"), wxDATAVIEW_CELL_INERT, 220);
    m_decks->AppendTextColumn(_("Built"), wxDATAVIEW_CELL_INERT, 50);
    m_decks->AppendTextColumn(_("Cards"), wxDATAVIEW_CELL_INERT, 60, wxALIGN_RIGHT);
    m_decks->AppendTextColumn(_("Missing"), wxDATAVIEW_CELL_INERT, 70, wxALIGN_RIGHT);
    m_decks->AppendTextColumn(_("Still to get"), wxDATAVIEW_CELL_INERT, 360);
    m_book->AddPage(m_decks, _("Decks I can build"));
    top->Add(m_book, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    m_summary =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    top->Add(m_summary, 0, wxEXPAND | wxALL, 6);
    SetSizer(top);

    m_filter->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { fillOwned(); });
    m_add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onAdd(); });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onRemove(); });
    m_sealed->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onSealed(); });
    m_import->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { chooseAndImport(); });
    m_export->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onExport(); });
    m_wish->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onWish(); });
    m_owned->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        m_remove->Enable(m_owned->GetSelectedRow() != wxNOT_FOUND);
    });
    showGame("");
}

const app::LoadedGame* CollectionPanel::game() {
    return m_collection.game();
}

namespace {

/// What a window shows of refused input: the reasons, ten at the most.
std::string refusal(const std::vector<ParseError>& errors, const std::string& lead = {}) {
    std::string out = lead;
    for (std::size_t i = 0; i < errors.size() && i < 10; ++i)
        out += (out.empty() ? "" : "\n") + errors[i].str();
    if (errors.size() > 10) out += "\n" + i18n::trf("… and {} more", errors.size() - 10);
    return out;
}

} // namespace

void CollectionPanel::showGame(const std::string& gameId) {
    m_collection.setGame(gameId);
    const bool any = !gameId.empty();
    for (wxButton* b : {m_add, m_sealed, m_import, m_export, m_wish})
        b->Enable(any);
    const auto* g = game();
    m_sealed->Enable(g && !g->game.products.empty());
    m_sets = g ? app::gameSets(m_session, *g) : std::vector<app::GameSet>{};
    refresh();
}

void CollectionPanel::refresh() {
    fillOwned();
    fillWishes();
    fillDecks();
}

void CollectionPanel::fillOwned() {
    m_owned->DeleteAllItems();
    m_items.clear();
    m_remove->Disable();
    if (m_collection.gameId().empty()) {
        m_summary->SetLabel(_("No game chosen."));
        return;
    }
    const std::string filter = core::foldName(toUtf8(m_filter->GetValue()));
    for (auto& i : m_collection.items()) {
        const std::string set = app::setTitle(m_sets, i.set);
        if (!filter.empty() && core::foldName(i.name).find(filter) == std::string::npos &&
            core::foldName(i.location).find(filter) == std::string::npos &&
            core::foldName(set).find(filter) == std::string::npos)
            continue;
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(core::shownCount(i.quantity))));
        row.push_back(wxVariant(toWx(i.name)));
        row.push_back(wxVariant(toWx(set)));
        row.push_back(wxVariant(toWx(i.number)));
        row.push_back(wxVariant(toWx(i.finish)));
        row.push_back(wxVariant(toWx(i.condition)));
        row.push_back(wxVariant(toWx(i.language)));
        row.push_back(wxVariant(toWx(i.location)));
        row.push_back(wxVariant(toWx(i.trade ? core::shownCount(i.trade) : std::string())));
        m_owned->AppendItem(row);
        m_items.push_back(std::move(i));
    }
    m_summary->SetLabel(toWx(summary() + (m_message.empty() ? "" : "   " + m_message)));
}

std::string CollectionPanel::summary() const {
    int cards = 0;
    for (const auto& i : m_items)
        cards += i.quantity;
    // TRANSLATORS: "4 cards in 2 rows": the cards, then the rows of the collection.
    return i18n::trf("{} in {}",
                     i18n::trfn("{} card", "{} cards", static_cast<unsigned long>(cards),
                                core::shownCount(cards)),
                     i18n::trfn("{} row", "{} rows", m_items.size(),
                                core::shownCount(static_cast<long long>(m_items.size()))));
}

void CollectionPanel::fillWishes() {
    m_wishes->DeleteAllItems();
    if (m_collection.gameId().empty()) return;
    const auto owned = m_collection.ownedCards();
    for (const auto& w : m_collection.wishlist()) {
        const auto it = owned.find(core::foldName(w.name));
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(core::shownCount(w.quantity))));
        row.push_back(wxVariant(toWx(w.name)));
        row.push_back(wxVariant(toWx(core::shownCount(it == owned.end() ? 0 : it->second))));
        m_wishes->AppendItem(row);
    }
}

void CollectionPanel::fillDecks() {
    m_decks->DeleteAllItems();
    if (m_collection.gameId().empty()) return;
    for (const auto& d : m_collection.deckNeeds()) {
        std::string missing;
        for (const auto& l : d.needs.lines)
            if (l.missing() > 0)
                missing += fmt::format("{}{} {}", missing.empty() ? "" : ", ", l.missing(), l.name);
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(d.deck.name)));
        row.push_back(wxVariant(d.deck.built ? _("yes") : wxString()));
        row.push_back(wxVariant(toWx(std::to_string(d.needs.wanted))));
        row.push_back(wxVariant(toWx(d.needs.buildable() ? std::string(i18n::tr("can build"))
                                                         : std::to_string(d.needs.missing))));
        row.push_back(wxVariant(toWx(missing)));
        m_decks->AppendItem(row);
    }
}

void CollectionPanel::report(const std::string& message) {
    m_message = message;
    refresh();
    if (onChanged) onChanged();
}

std::string CollectionPanel::shown(Result<app::CollectionChange> change, const std::string& lead) {
    if (!change.ok()) return refusal(change.errors, lead);
    report(change.value.message);
    return {};
}

std::string CollectionPanel::addCopies(const core::CollectionItem& item) {
    return shown(m_collection.add(item));
}

std::string CollectionPanel::addPrinting(const core::Printing& printing) {
    return shown(m_collection.addPrinting(printing));
}

std::string CollectionPanel::addList(const std::string& text, const core::CollectionItem& details) {
    return shown(m_collection.addList(text, app::kPastedList, details),
                 i18n::tr("Nothing was added:"));
}

std::string CollectionPanel::removeCopies(const core::CollectionItem& item) {
    return shown(m_collection.remove(item));
}

std::string CollectionPanel::addSealed(const std::string& productId, int count,
                                       const std::string& location) {
    return shown(m_collection.addSealed(productId, count, location));
}

std::string CollectionPanel::importCsv(const std::string& file, bool skipUnmatched,
                                       bool matchByName) {
    auto done = m_collection.importCsv(file, {skipUnmatched, matchByName});
    m_unmatchedOnly = done.refusedForUnmatched();
    if (done.imported) {
        report(done.change.message);
        return {};
    }
    if (!done.errors.empty()) return refusal(done.errors, i18n::tr("Nothing was imported:"));
    const auto* g = game();
    return refusal(done.unmatched, i18n::trfn("Nothing was imported: {} row matched no {} card:",
                                              "Nothing was imported: {} rows matched no {} card:",
                                              done.unmatched.size(), done.unmatched.size(),
                                              g ? g->game.name : m_collection.gameId()));
}

std::string CollectionPanel::exportCsv(const std::string& file) {
    return shown(m_collection.exportCsv(file));
}

std::string CollectionPanel::wish(const std::string& name, int quantity) {
    return shown(m_collection.wish(name, quantity));
}

void CollectionPanel::onAdd() {
    AddCardsDialog dialog(this, m_session, m_collection.gameId(), m_collection.places());
    dialog.onAdd = [this](const core::CollectionItem& item) { return addCopies(item); };
    dialog.onAddList = [this](const std::string& text, const core::CollectionItem& details) {
        return addList(text, details);
    };
    dialog.lastMessage = [this] { return m_message; };
    if (dialog.ShowModal() != wxID_OK) return;
    const auto item = dialog.item();
    if (!item) return;
    if (auto error = addCopies(*item); !error.empty())
        wxMessageBox(toWx(error), _("Add cards"), wxOK | wxICON_WARNING, this);
}

void CollectionPanel::onRemove() {
    const int row = m_owned->GetSelectedRow();
    if (row == wxNOT_FOUND || static_cast<std::size_t>(row) >= m_items.size()) return;
    core::CollectionItem one = m_items[static_cast<std::size_t>(row)];
    one.quantity = 1;
    one.trade = 0;
    if (auto error = removeCopies(one); !error.empty())
        wxMessageBox(toWx(error), _("Remove"), wxOK | wxICON_WARNING, this);
}

void CollectionPanel::onSealed() {
    const auto* g = game();
    if (!g || g->game.products.empty()) return;
    wxArrayString names;
    for (const auto& p : g->game.products)
        names.Add(toWx(p.name));
    wxSingleChoiceDialog dialog(this, _("Which sealed product did you open?"),
                                _("Add sealed product"), names);
    if (dialog.ShowModal() != wxID_OK) return;
    const auto& product = g->game.products[static_cast<std::size_t>(dialog.GetSelection())];
    if (auto error = addSealed(product.id, 1, ""); !error.empty())
        wxMessageBox(toWx(error), _("Add sealed product"), wxOK | wxICON_WARNING, this);
}

void CollectionPanel::chooseAndImport() {
    wxFileDialog dialog(this, _("Import a collection"), "", "",
                        _("CSV files (*.csv)|*.csv|All files|*"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    importAsking(toUtf8(dialog.GetPath()));
}

void CollectionPanel::importAsking(const std::string& file) {
    std::string error = importCsv(file, false);
    bool byName = false;
    if (m_unmatchedOnly) {
        // The user decides: a row's name is not its printing, so booking by name is asked for.
        wxMessageDialog ask(this,
                            toWx(error + "\n\n" +
                                 i18n::tr("Match by name books a row whose set and number are not "
                                          "a card on the printing its name has, and lists each "
                                          "one. Skip imports the other rows.")),
                            _("Import a collection"), wxYES_NO | wxCANCEL | wxICON_QUESTION);
        ask.SetYesNoCancelLabels(_("Match by &name"), _("&Skip these rows"), _("Cancel"));
        const int answer = ask.ShowModal();
        byName = answer == wxID_YES;
        error = answer == wxID_YES  ? importCsv(file, false, true)
                : answer == wxID_NO ? importCsv(file, true)
                                    : std::string();
    }
    if (!error.empty())
        wxMessageBox(toWx(error), _("Import a collection"), wxOK | wxICON_ERROR, this);
    else if (byName)
        wxMessageBox(toWx(m_message), _("Import a collection"), wxOK | wxICON_INFORMATION, this);
}

void CollectionPanel::onExport() {
    wxFileDialog dialog(this, _("Export the collection"), "",
                        m_collection.gameId() + "-collection.csv", _("CSV files (*.csv)|*.csv"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    if (auto error = exportCsv(toUtf8(dialog.GetPath())); !error.empty())
        wxMessageBox(toWx(error), _("Export the collection"), wxOK | wxICON_ERROR, this);
}

void CollectionPanel::onWish() {
    wxTextEntryDialog dialog(this, _("Which card do you want?"), _("Wishlist"));
    if (dialog.ShowModal() != wxID_OK) return;
    if (auto error = wish(toUtf8(dialog.GetValue()), 1); !error.empty())
        wxMessageBox(toWx(error), _("Wishlist"), wxOK | wxICON_WARNING, this);
}

} // namespace deckhand::gui
