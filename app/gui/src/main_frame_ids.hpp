// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The main window's menu ids and pane names, shared by its three source files: main_frame.cpp
// (the window's state and the deck session's changes), main_frame_layout.cpp (menus, toolbar,
// panes and their layout) and main_frame_dialogs.cpp (the dialogs it opens).

#include "deckhand/app/recent_decks.hpp"
#include "deckhand/gui/main_frame.hpp"

#include <wx/defs.h>
#include <wx/translation.h>

namespace deckhand::gui::frame {

/// Bump when the panes change so an old saved layout is not applied to new panes.
inline constexpr long LayoutVersion = 4;

enum MenuId : int {
    IdOpenSaved = wxID_HIGHEST + 1,
    IdFind,
    IdResetLayout,
    IdAutosave,
    IdWatchProfile,
    IdRegistration,
    IdExport,
    IdAddToCollection,
    IdAddToWishlist,
    IdChangePrinting,
    IdShortcuts,
    IdPasteList,
    IdCopyCode,
    IdPasteCode,
    IdProxies,
    IdTts,
    IdExportPack,
    IdGuide,
    IdWelcome,
    IdEditCards,
    IdCheckEvent,
    IdViewFirst, // one per pane from here
};

/// File > Deck history and File > Open recent (well above the panes' ids).
enum HistoryMenuId : int {
    IdHistory = wxID_HIGHEST + 200,
    IdRecentFirst, // one per recent deck from here
    IdRecentLast = IdRecentFirst + static_cast<int>(app::RecentDecksKept) - 1,
};

/// The workspaces, in the order of their tabs, and their View menu items.
inline const char* const Workspaces[] = {
    MainFrame::PaneBuild, MainFrame::PaneCollection, MainFrame::PaneGoldfish, MainFrame::PaneLists,
    MainFrame::PanePacks, MainFrame::PaneStats,      MainFrame::PaneFaces};
inline const char* const WorkspaceTabs[] = {wxTRANSLATE("Build"),      wxTRANSLATE("Collection"),
                                            wxTRANSLATE("Goldfish"),   wxTRANSLATE("Limited lists"),
                                            wxTRANSLATE("Game packs"), wxTRANSLATE("Deck stats"),
                                            wxTRANSLATE("Deck faces")};
inline const char* const WorkspaceLabels[] = {wxTRANSLATE("&Build\tCtrl+B"),
                                              wxTRANSLATE("&Collection\tCtrl+1"),
                                              wxTRANSLATE("Gold&fish\tCtrl+2"),
                                              wxTRANSLATE("&Limited lists\tCtrl+3"),
                                              wxTRANSLATE("Game p&acks\tCtrl+4"),
                                              wxTRANSLATE("Deck &stats\tCtrl+5"),
                                              wxTRANSLATE("Deck as card fac&es\tCtrl+6")};
/// The game bar and Build's panes, which View shows and hides.
inline const char* const PaneOrder[] = {MainFrame::PaneGames, MainFrame::PaneBrowser,
                                        MainFrame::PaneDeck, MainFrame::PanePreview,
                                        MainFrame::PaneReport};
inline const char* const PaneLabels[] = {wxTRANSLATE("&Game bar"), wxTRANSLATE("Card b&rowser"),
                                         wxTRANSLATE("&Deck"), wxTRANSLATE("Card &preview"),
                                         wxTRANSLATE("&Validation")};
/// The panes wxAUI manages in Build.
inline const char* const AuiPanes[] = {MainFrame::PaneBrowser, MainFrame::PaneDeck,
                                       MainFrame::PanePreview, MainFrame::PaneReport};

} // namespace deckhand::gui::frame
