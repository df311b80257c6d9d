// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/saved_deck.hpp"

#include <cstdint>
#include <optional>
#include <vector>
#include <wx/dataview.h>
#include <wx/dialog.h>
#include <wx/srchctrl.h>

namespace deckhand::gui {

/// File > Open saved deck: the game's saved decks, newest first, as a list of a useful height
/// with their format, tags, versions and when each was saved; typing filters them by name or
/// tag. Enter or a double-click opens the deck selected.
class OpenSavedDialog : public wxDialog {
public:
    OpenSavedDialog(wxWindow* parent, const std::string& gameName,
                    std::vector<core::DeckRecord> decks);
    /// The deck chosen (after the dialog ended with wxID_OK).
    [[nodiscard]] std::optional<std::int64_t> chosen() const;
    /// Shows the decks whose name or tags hold `text` (case and accents aside).
    void filter(const std::string& text);
    [[nodiscard]] wxSearchCtrl* searchBox() const { return m_search; }
    [[nodiscard]] wxDataViewListCtrl* list() const { return m_list; }
    /// The decks listed now, in the list's order.
    [[nodiscard]] const std::vector<const core::DeckRecord*>& shown() const { return m_shown; }

private:
    std::vector<core::DeckRecord> m_decks;
    std::vector<const core::DeckRecord*> m_shown;
    wxSearchCtrl* m_search = nullptr;
    wxDataViewListCtrl* m_list = nullptr;
};

} // namespace deckhand::gui
