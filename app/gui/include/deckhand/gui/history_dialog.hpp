// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/deck.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include <wx/dialog.h>

class wxButton;
class wxListCtrl;
class wxListEvent;
class wxStaticText;
class wxTextCtrl;

namespace deckhand::gui {

/// Every saved version of a deck, newest first (number, when it was saved, its cards, its
/// format), what putting the selected one back would change in the deck as it is now, and
/// "Restore this version". The dialog only reads: the caller restores (ShowModal returns
/// IdRestore with selectedVersion() set), so history is never rewritten.
class HistoryDialog : public wxDialog {
public:
    /// What ShowModal returns when the user chose to restore the selected version.
    static constexpr int IdRestore = wxID_REVERT_TO_SAVED;

    /// `session` and `game` must outlive the dialog; `now` is the deck as the editor has it.
    HistoryDialog(wxWindow* parent, app::ProfileSession& session, const app::LoadedGame& game,
                  std::int64_t deckId, const std::string& deckName, core::Deck now);

    /// How many versions are listed.
    [[nodiscard]] int versionCount() const { return static_cast<int>(m_versions.size()); }
    /// The number of the selected version, if one is selected.
    [[nodiscard]] std::optional<int> selectedVersion() const;
    /// Selects the version numbered `number` and shows what restoring it would change; false
    /// if there is none such.
    bool selectVersion(int number);
    /// The text of a cell of the version list (row 0: the newest).
    [[nodiscard]] std::string cell(int row, int column) const;
    /// The line above the changes ("Restoring version 1 would:").
    [[nodiscard]] std::string heading() const;
    /// The changes shown, one a line.
    [[nodiscard]] std::vector<std::string> changeLines() const;

    [[nodiscard]] wxListCtrl* versionList() const { return m_list; }
    [[nodiscard]] wxButton* restoreButton() const { return m_restore; }

private:
    void showChanges();
    void onSelected(wxListEvent& event);

    app::ProfileSession& m_session;
    const app::LoadedGame& m_game;
    std::int64_t m_deckId;
    core::Deck m_now;
    std::vector<core::DeckVersion> m_versions; ///< newest first, as listed
    std::vector<std::string> m_lines;
    wxListCtrl* m_list = nullptr;
    wxStaticText* m_heading = nullptr;
    wxTextCtrl* m_changes = nullptr;
    wxButton* m_restore = nullptr;
};

} // namespace deckhand::gui
