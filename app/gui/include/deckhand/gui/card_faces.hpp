// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Card faces on screen: io::renderCardFace's pixels as wx bitmaps (kept per face and size),
// and a scrolled grid of faces in titled groups with a count on each, for the deck as faces
// and the goldfish table.

#include "deckhand/core/card_face.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>
#include <wx/bitmap.h>
#include <wx/image.h>
#include <wx/scrolwin.h>

namespace deckhand::gui {

/// The face drawn by io::renderCardFace at `size` pixels, as an image with alpha.
[[nodiscard]] wxImage cardFaceImage(const core::CardFace& face, wxSize size);

/// Bitmaps of faces by face and size, drawn once each: a window keeps one for what it shows.
class FaceCache {
public:
    /// Keeps up to `limit` bitmaps; past that it starts again.
    explicit FaceCache(std::size_t limit = 300) : m_limit(limit) {}
    /// The face at `size` pixels; drawn on the first call for that face and size.
    [[nodiscard]] const wxBitmap& bitmap(const core::CardFace& face, wxSize size);
    [[nodiscard]] std::size_t size() const { return m_bitmaps.size(); }

private:
    std::size_t m_limit;
    std::map<std::string, wxBitmap> m_bitmaps;
};

/// One face in a FaceGrid: the face, the count shown on it (0: none) and what it stands for.
struct FaceTile {
    core::CardFace face;
    int count = 0;
    const void* key = nullptr; ///< handed back on a click (a core::Printing, say)
};

/// A titled group of faces in a FaceGrid ("Main - 40 cards", "Hand").
struct FaceGroup {
    std::string title;
    std::vector<FaceTile> tiles;
};

/// Groups of card faces, each a title over a wrapping row of faces, scrolled downwards.
class FaceGrid : public wxScrolledWindow {
public:
    /// Faces `faceWidth` DIPs wide (88:63 high).
    FaceGrid(wxWindow* parent, int faceWidth);

    void setGroups(std::vector<FaceGroup> groups);
    [[nodiscard]] const std::vector<FaceGroup>& groups() const { return m_groups; }
    /// What is shown when there are no groups.
    void setEmptyText(const std::string& text);
    void setFaceWidth(int dips);
    /// Called with a tile's key when it is clicked.
    std::function<void(const void*)> onClicked;

    /// Where tile `index` of group `group` is drawn, in window pixels (for tests).
    [[nodiscard]] wxRect tileRect(std::size_t group, std::size_t index) const;
    [[nodiscard]] const FaceCache& cache() const { return m_cache; }

private:
    struct Placed {
        std::size_t group, index;
        wxRect rect; ///< unscrolled
    };
    void layoutTiles();
    void onPaint(wxPaintEvent& event);
    [[nodiscard]] wxSize faceSize() const;

    std::vector<FaceGroup> m_groups;
    std::vector<Placed> m_placed;
    std::vector<wxPoint> m_titles; ///< where each group's title is drawn, unscrolled
    std::string m_empty;
    int m_faceWidth;
    FaceCache m_cache;
};

} // namespace deckhand::gui
