// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <algorithm>
#include <cstddef>
#include <wx/aui/framemanager.h>

namespace deckhand::gui {

/// wxAUI, with the width of a side dock settable: what the main window needs to share its width
/// out by proportion (wxAUI sizes a dock once, from its panes' best sizes, and keeps that size
/// when the window shrinks, squeezing the centre).
class DockManager : public wxAuiManager {
public:
    /// The width of the dock at `direction` (wxAUI_DOCK_LEFT or _RIGHT) and `layer`; 0 when
    /// there is no such dock (its panes moved, closed or floating).
    [[nodiscard]] int dockWidth(int direction, int layer) const {
        for (std::size_t i = 0; i < m_docks.GetCount(); ++i) {
            const wxAuiDockInfo& dock = m_docks.Item(i);
            if (dock.dock_direction == direction && dock.dock_layer == layer && !dock.panes.empty())
                return dock.size;
        }
        return 0;
    }
    /// Sets that dock's width (taken by the next Update()); false when there is no such dock.
    bool setDockWidth(int direction, int layer, int width) {
        for (std::size_t i = 0; i < m_docks.GetCount(); ++i) {
            wxAuiDockInfo& dock = m_docks.Item(i);
            if (dock.dock_direction != direction || dock.dock_layer != layer || dock.panes.empty())
                continue;
            dock.size = width;
            return true;
        }
        return false;
    }
};

/// How the main window shares its width: the card browser on the left, the deck in the centre,
/// the card preview and the validation report on the right.
struct DockWidths {
    int browser = 0;
    int column = 0;
};

/// Side docks `now` made to leave the deck `deckMinimum` of `width` (the sashes counted in
/// `other`): each gives way in proportion to what it has above its minimum, not below it.
/// Unchanged when the deck has room.
[[nodiscard]] inline DockWidths makeRoom(int width, int other, int deckMinimum, DockWidths now,
                                         DockWidths minimum) {
    const int deck = width - other - now.browser - now.column;
    const int missing = deckMinimum - deck;
    if (missing <= 0) return now;
    const int browserSpare = std::max(0, now.browser - minimum.browser);
    const int columnSpare = std::max(0, now.column - minimum.column);
    const int spare = browserSpare + columnSpare;
    if (spare <= 0) return now;
    const int give = std::min(missing, spare);
    const int fromBrowser = give * browserSpare / spare;
    return {now.browser - fromBrowser, now.column - (give - fromBrowser)};
}

/// The widths the docks start with in a window `width` wide (a new window, Reset layout): about
/// a third for the browser and a little less for the column, each between its minimum and the
/// most it uses; the deck gets the rest, and at least `deckMinimum` (makeRoom).
[[nodiscard]] inline DockWidths shareWidth(int width, int other, int deckMinimum,
                                           DockWidths minimum, DockWidths most) {
    const DockWidths proportional{std::clamp(width * 32 / 100, minimum.browser, most.browser),
                                  std::clamp(width * 28 / 100, minimum.column, most.column)};
    return makeRoom(width, other, deckMinimum, proportional, minimum);
}

} // namespace deckhand::gui
