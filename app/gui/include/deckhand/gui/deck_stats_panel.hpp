// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/collection_session.hpp"
#include "deckhand/app/deck_stats.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/deck.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/panel.h>
#include <wx/scrolwin.h>

class wxButton;
class wxChoice;
class wxDataViewListCtrl;
class wxStaticText;

namespace deckhand::gui {

class StatsCharts;

/// The open deck in numbers: a small bar chart per field of the game (type, rarity, weight,
/// level, colour, Link frame..., as app::chartFields picks them) for the sections chosen (the
/// ones that count, by default), and the deck against the collection: per line the copies in
/// the deck, owned of that printing and of any printing, and still needed, with a total and a
/// button that puts what is missing on the wishlist.
class DeckStatsPanel : public wxPanel {
public:
    DeckStatsPanel(wxWindow* parent, app::ProfileSession& session);

    /// The deck to show, of `game` (which must outlive the panel or the next call; nullptr: no
    /// game). The collection is read again when the game is another one or `rereadCollection`.
    void setDeck(const app::LoadedGame* game, const core::Deck& deck,
                 bool rereadCollection = false);
    /// The collection changed: the owned counts are read again.
    void refreshCollection();
    /// Called after the panel changed the wishlist.
    std::function<void()> onWishlistChanged;

    // What a user does, as functions (the controls call them; so do tests).
    /// Counts the sections of choice `index` of sectionChoice() (0: the sections that count).
    void chooseSections(int index);
    /// Wishes for every card the deck is short of (raising smaller wishes); returns what the
    /// panel then says.
    std::string addMissingToWishlist();

    // What the panel shows, for tests.
    [[nodiscard]] const app::DeckStats& stats() const { return m_stats; }
    [[nodiscard]] const app::HaveNeed& haveNeed() const { return m_haveNeed; }
    [[nodiscard]] wxChoice* sectionChoice() const { return m_sections; }
    [[nodiscard]] wxDataViewListCtrl* haveList() const { return m_list; }
    [[nodiscard]] wxButton* wishButton() const { return m_wish; }
    [[nodiscard]] const StatsCharts* charts() const { return m_charts; }
    [[nodiscard]] std::string countLine() const;
    [[nodiscard]] std::string haveLine() const;
    [[nodiscard]] std::string message() const { return m_message; }

    /// Have/need columns.
    enum Column : unsigned {
        ColCard = 0,
        ColPrinting,
        ColSection,
        ColInDeck,
        ColOwnedPrinting,
        ColOwnedCard,
        ColNeed
    };

private:
    void buildUi();
    /// `keepChoice`: the user's choice stays when the sections are the same.
    void fillSectionChoice(bool keepChoice);
    void recount();
    void fillHaveNeed();
    [[nodiscard]] std::vector<std::string> chosenSections() const;

    app::CollectionSession m_collection; ///< told the deck's game
    const app::LoadedGame* m_game = nullptr;
    core::Deck m_deck;
    /// The collection of the game as last read.
    std::vector<core::CollectionItem> m_owned;
    core::Availability m_ownedCards;
    /// Per entry of the section choice past the first: the section ids it counts.
    std::vector<std::vector<std::string>> m_choiceSections;
    app::DeckStats m_stats;
    app::HaveNeed m_haveNeed;
    std::string m_message;

    wxChoice* m_sections = nullptr;
    wxStaticText* m_count = nullptr;
    StatsCharts* m_charts = nullptr;
    wxDataViewListCtrl* m_list = nullptr;
    wxStaticText* m_total = nullptr;
    wxButton* m_wish = nullptr;
    wxStaticText* m_messageText = nullptr;
};

/// The charts of a DeckStats, laid out in as many columns as fit, scrolled down when they do
/// not all fit; fields no counted card has a value for are left out.
class StatsCharts : public wxScrolledCanvas {
public:
    explicit StatsCharts(wxWindow* parent);
    void setStats(const app::DeckStats& stats, const std::vector<app::ChartField>& fields);

    /// The charts drawn, in order, and where.
    struct Placed {
        const app::FieldChart* chart = nullptr;
        wxRect rect;          ///< in the canvas's virtual (scrolled) coordinates
        bool colours = false; ///< the values are colour names: each bar is its colour
    };
    [[nodiscard]] const std::vector<Placed>& placed() const { return m_placed; }

private:
    void layoutCharts();
    void onPaint(wxPaintEvent& event);
    void drawChart(wxDC& dc, const Placed& placed) const;
    [[nodiscard]] int chartHeight(const app::FieldChart& chart) const;

    app::DeckStats m_stats;
    std::vector<bool> m_colourFields; ///< per chart of m_stats
    std::vector<Placed> m_placed;
};

} // namespace deckhand::gui
