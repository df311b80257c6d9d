// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/deck_faces_panel.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace deckhand::gui {

namespace {

constexpr int kFaceWidths[] = {90, 126, 170}; // DIPs: small, medium, large

} // namespace

DeckFacesPanel::DeckFacesPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_summary = new wxStaticText(this, wxID_ANY, "");
    m_size = new wxChoice(this, wxID_ANY);
    m_size->Append(_("Small faces"));
    m_size->Append(_("Medium faces"));
    m_size->Append(_("Large faces"));
    m_size->SetSelection(1);
    m_size->SetName(_("Face size"));
    m_grid = new FaceGrid(this, kFaceWidths[1]);
    m_grid->SetName(_("Deck as card faces"));
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(m_summary, 1, wxALIGN_CENTER_VERTICAL);
    top->Add(m_size, 0, wxALIGN_CENTER_VERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, FromDIP(6));
    sizer->Add(m_grid, 1, wxEXPAND);
    SetSizer(sizer);
    m_size->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_size->GetSelection();
        if (i >= 0 && i < 3) m_grid->setFaceWidth(kFaceWidths[i]);
    });
    m_grid->onClicked = [this](const void* key) {
        if (key && onSelected)
            guarded(this, _("Deckhand could not show the card."),
                    [&] { onSelected(*static_cast<const core::Printing*>(key)); });
    };
    setDeck(nullptr, {});
}

std::string DeckFacesPanel::summary() const {
    return toUtf8(m_summary->GetLabel());
}

void DeckFacesPanel::setDeck(const app::LoadedGame* game, const core::Deck& deck) {
    std::vector<FaceGroup> groups;
    int cards = 0;
    std::size_t distinct = 0;
    if (game)
        for (const auto& def : game->game.sections) {
            const core::DeckSection* section = deck.findSection(def.id);
            if (!section || section->entries.empty()) continue;
            FaceGroup group;
            int count = 0;
            for (const auto& e : section->entries) {
                count += e.quantity;
                // Lines of the same printing (or the same unresolved name) are one face.
                auto same = [&](const FaceTile& t) {
                    return e.printing
                               ? t.key == e.printing
                               : !t.key && core::foldName(t.face.name) == core::foldName(e.name);
                };
                const auto it = std::find_if(group.tiles.begin(), group.tiles.end(), same);
                if (it != group.tiles.end()) {
                    it->count += e.quantity;
                    continue;
                }
                FaceTile tile;
                if (e.printing) {
                    tile.face = core::cardFace(game->game, *e.printing);
                } else {
                    tile.face.name = e.name;
                    tile.face.kind = i18n::tr("not in the game's cards");
                    tile.face.footer = i18n::trfn(
                        "{} copy", "{} copies", static_cast<unsigned long>(e.quantity), e.quantity);
                }
                tile.count = e.quantity;
                tile.key = e.printing;
                group.tiles.push_back(std::move(tile));
            }
            cards += def.counts ? count : 0;
            distinct += group.tiles.size();
            // TRANSLATORS: a part of the deck (its name is the game's), then its cards.
            group.title = i18n::trfn("{} - {} card", "{} - {} cards",
                                     static_cast<unsigned long>(count), def.name, count);
            groups.push_back(std::move(group));
        }
    m_summary->SetLabel(!game ? _("No deck open.")
                        : groups.empty()
                            ? _("The deck is empty: add cards from the browser.")
                            : toWx(i18n::trfn("{} card in the deck, {} different",
                                              "{} cards in the deck, {} different",
                                              static_cast<unsigned long>(cards), cards, distinct)));
    m_grid->setEmptyText(game ? toUtf8(_("No cards yet."))
                              : toUtf8(_("Open or start a deck to see it as card faces.")));
    m_grid->setGroups(std::move(groups));
}

} // namespace deckhand::gui
