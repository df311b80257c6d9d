// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/card_faces.hpp"

#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/card_face.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <wx/dcbuffer.h>
#include <wx/settings.h>

namespace deckhand::gui {

namespace {

std::string keyOf(const core::CardFace& f, wxSize size) {
    std::string k = fmt::format("{}x{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{:x}\x1f{}", size.x, size.y,
                                f.name, f.kind, f.text, f.footer, f.frame, f.textSize);
    for (const auto& s : f.stats)
        k += "\x1f" + s.label + "\x1e" + s.value;
    return k;
}

} // namespace

wxImage cardFaceImage(const core::CardFace& face, wxSize size) {
    const io::CardFaceImage pixels = io::renderCardFace(face, size.x, size.y);
    // wxImage takes malloc'd buffers it frees itself.
    auto* rgb = static_cast<unsigned char*>(std::malloc(pixels.rgb.size()));
    auto* alpha = static_cast<unsigned char*>(std::malloc(pixels.alpha.size()));
    if (!rgb || !alpha) {
        std::free(rgb);
        std::free(alpha);
        return {};
    }
    std::memcpy(rgb, pixels.rgb.data(), pixels.rgb.size());
    std::memcpy(alpha, pixels.alpha.data(), pixels.alpha.size());
    return wxImage(pixels.width, pixels.height, rgb, alpha);
}

const wxBitmap& FaceCache::bitmap(const core::CardFace& face, wxSize size) {
    const std::string key = keyOf(face, size);
    if (const auto it = m_bitmaps.find(key); it != m_bitmaps.end()) return it->second;
    if (m_bitmaps.size() >= m_limit) m_bitmaps.clear();
    return m_bitmaps.emplace(key, wxBitmap(cardFaceImage(face, size))).first->second;
}

FaceGrid::FaceGrid(wxWindow* parent, int faceWidth)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL),
      m_faceWidth(faceWidth) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(0, FromDIP(12));
    SetMinSize(FromDIP(wxSize(faceWidth + 24, faceWidth * 88 / 63 + 40)));
    Bind(wxEVT_PAINT, &FaceGrid::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        layoutTiles();
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
        const wxPoint at = CalcUnscrolledPosition(e.GetPosition());
        const void* key = nullptr;
        for (const auto& p : m_placed)
            if (p.rect.Contains(at)) key = m_groups[p.group].tiles[p.index].key;
        e.Skip();
        if (key && onClicked) onClicked(key);
    });
}

void FaceGrid::setGroups(std::vector<FaceGroup> groups) {
    m_groups = std::move(groups);
    layoutTiles();
    Refresh();
}

void FaceGrid::setEmptyText(const std::string& text) {
    m_empty = text;
    Refresh();
}

void FaceGrid::setFaceWidth(int dips) {
    m_faceWidth = std::max(30, dips);
    layoutTiles();
    Refresh();
}

wxSize FaceGrid::faceSize() const {
    const int w = FromDIP(m_faceWidth);
    return {w, w * 88 / 63};
}

// Groups flow like words: a group that fits beside the one before goes on the same row (a
// hand, then the Fighter Zone and the Stage Zone beside it); one that does not starts a row,
// and wraps its faces when it is wider than the window.
void FaceGrid::layoutTiles() {
    m_placed.clear();
    m_titles.clear();
    const int gap = FromDIP(8);
    const int titleH = GetCharHeight() + FromDIP(6);
    const wxSize face = faceSize();
    const int width = std::max(GetClientSize().x, face.x + 2 * gap);
    bool counted = false;
    for (const auto& group : m_groups)
        for (const auto& t : group.tiles)
            counted = counted || t.count > 0;
    const int caption = counted ? GetCharHeight() + FromDIP(4) : 0;
    const int rowH = titleH + face.y + caption + gap;
    wxFont bold = GetFont();
    bold.SetWeight(wxFONTWEIGHT_BOLD);
    int x = gap;
    int y = gap / 2;
    int bottom = y;
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const std::size_t n = m_groups[g].tiles.size();
        int titleW = 0;
        GetTextExtent(toWx(m_groups[g].title), &titleW, nullptr, nullptr, nullptr, &bold);
        const int tilesW = static_cast<int>(std::max<std::size_t>(n, 1)) * (face.x + gap) - gap;
        const int groupW = std::max(titleW, tilesW);
        if (x > gap && x + groupW > width - gap) { // not beside the last: a row of its own
            x = gap;
            y = bottom;
        }
        m_titles.emplace_back(x, y);
        const int left = x;
        int tileX = left;
        int tileY = y + titleH;
        for (std::size_t i = 0; i < n; ++i) {
            if (tileX > left && tileX + face.x > width - gap) {
                tileX = gap;
                tileY += face.y + caption + gap;
            }
            m_placed.push_back({g, i, wxRect(wxPoint(tileX, tileY), face)});
            tileX += face.x + gap;
        }
        const int groupBottom = n == 0 ? y + titleH + gap : tileY + face.y + caption + gap;
        bottom = std::max(bottom, std::max(groupBottom, y + (n == 0 ? 0 : rowH)));
        if (tileY > y + titleH) { // wrapped: the next group starts below it
            x = gap;
            y = bottom;
        } else {
            x = left + groupW + 3 * gap;
        }
    }
    SetVirtualSize(width, bottom);
}

wxRect FaceGrid::tileRect(std::size_t group, std::size_t index) const {
    for (const auto& p : m_placed)
        if (p.group == group && p.index == index)
            return wxRect(CalcScrolledPosition(p.rect.GetPosition()), p.rect.GetSize());
    return {};
}

void FaceGrid::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    DoPrepareDC(dc);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    const int gap = FromDIP(8);
    if (m_groups.empty()) {
        dc.SetTextForeground(wxColour(0x60, 0x6B, 0x75));
        dc.DrawText(toWx(m_empty), gap, gap);
        return;
    }
    wxFont bold = GetFont();
    bold.SetWeight(wxFONTWEIGHT_BOLD);
    dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    for (std::size_t g = 0; g < m_groups.size() && g < m_titles.size(); ++g) {
        dc.SetFont(bold);
        dc.DrawText(toWx(m_groups[g].title), m_titles[g].x, m_titles[g].y + FromDIP(2));
    }
    // Only the faces in view are drawn (and so drawn into the cache).
    int left = 0, top = 0;
    CalcUnscrolledPosition(0, 0, &left, &top);
    const int bottom = top + GetClientSize().y;
    wxFont countFont = bold;
    countFont.SetPointSize(std::max(8, GetFont().GetPointSize()));
    for (const auto& p : m_placed) {
        if (p.rect.GetBottom() < top || p.rect.GetTop() > bottom) continue;
        const FaceTile& tile = m_groups[p.group].tiles[p.index];
        dc.DrawBitmap(m_cache.bitmap(tile.face, p.rect.GetSize()), p.rect.GetPosition(), true);
        if (tile.count <= 0) continue;
        // The count under the face.
        dc.SetFont(countFont);
        const wxString label = toWx(std::to_string(tile.count) + "\xC3\x97");
        const wxSize ext = dc.GetTextExtent(label);
        dc.DrawText(label, p.rect.x + (p.rect.width - ext.x) / 2, p.rect.GetBottom() + FromDIP(2));
    }
}

} // namespace deckhand::gui
