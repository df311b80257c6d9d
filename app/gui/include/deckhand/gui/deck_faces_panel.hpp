// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/gui/card_faces.hpp"

#include <functional>
#include <string>
#include <wx/panel.h>

class wxChoice;
class wxStaticText;

namespace deckhand::gui {

/// The open deck as card faces: one face per distinct card of each section, with its count,
/// drawn from the card's data (io::drawCardFace); a click shows the card in the preview.
class DeckFacesPanel : public wxPanel {
public:
    explicit DeckFacesPanel(wxWindow* parent);

    /// Shows `deck` of `game` (which must outlive the panel or the next call); nullptr: none.
    void setDeck(const app::LoadedGame* game, const core::Deck& deck);
    /// Called with the printing of a face the user clicked.
    std::function<void(const core::Printing&)> onSelected;

    [[nodiscard]] FaceGrid* grid() const { return m_grid; }
    [[nodiscard]] wxChoice* sizeChoice() const { return m_size; }
    /// "40 cards, 14 different" as the panel says it.
    [[nodiscard]] std::string summary() const;

private:
    FaceGrid* m_grid = nullptr;
    wxStaticText* m_summary = nullptr;
    wxChoice* m_size = nullptr;
};

} // namespace deckhand::gui
