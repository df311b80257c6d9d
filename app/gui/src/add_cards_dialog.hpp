// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Collection > Add cards: a printing found by search as you type, or a pasted list, with the
// copies' details. "Add & next" adds and stays open for the next card.

#include "deckhand/app/collection_session.hpp"
#include "deckhand/app/profile_session.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>
#include <wx/dialog.h>

class wxButton;
class wxChoice;
class wxComboBox;
class wxListBox;
class wxSearchCtrl;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace deckhand::gui {

class AddCardsDialog : public wxDialog {
public:
    AddCardsDialog(wxWindow* parent, app::ProfileSession& session, const std::string& gameId,
                   const std::vector<std::string>& locations);

    /// The copies chosen (the selected printing, the details), or nullopt with none picked.
    [[nodiscard]] std::optional<core::CollectionItem> item() const;
    /// The details (finish, condition, language, place, trade) without a card.
    [[nodiscard]] core::CollectionItem details() const;

    /// Add & next: adds the copies chosen through onAdd, says so, and empties the search for
    /// the next card (the details stay: a pile of cards is mostly alike). False when nothing
    /// was added (no card picked, or onAdd refused: the reason is shown).
    bool addAndNext();
    /// Add list: the pasted list through onAddList; the box empties when it was taken.
    bool addPastedList();

    /// Adds copies; returns "" or why not.
    std::function<std::string(const core::CollectionItem&)> onAdd;
    /// Adds a pasted list with the details; returns "" or why not.
    std::function<std::string(const std::string&, const core::CollectionItem&)> onAddList;
    /// What the collection said of the last change ("Added 3 x Iron Palm ...").
    std::function<std::string()> lastMessage;

    // For tests.
    [[nodiscard]] wxSearchCtrl* searchBox() const { return m_search; }
    [[nodiscard]] wxListBox* hits() const { return m_hits; }
    [[nodiscard]] wxSpinCtrl* quantity() const { return m_quantity; }
    [[nodiscard]] wxTextCtrl* listBox() const { return m_list; }
    [[nodiscard]] std::string status() const;

private:
    void search();
    void say(const std::string& text, bool error);

    app::ProfileSession& m_session;
    std::string m_gameId;
    std::vector<core::SearchHit> m_found;
    wxSearchCtrl* m_search = nullptr;
    wxListBox* m_hits = nullptr;
    wxSpinCtrl* m_quantity = nullptr;
    wxComboBox* m_finish = nullptr;
    wxChoice* m_condition = nullptr;
    wxComboBox* m_language = nullptr;
    wxComboBox* m_location = nullptr;
    wxSpinCtrl* m_trade = nullptr;
    wxTextCtrl* m_list = nullptr;
    wxStaticText* m_status = nullptr;
    std::string m_statusText;
};

} // namespace deckhand::gui
