// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/deck_stacks.hpp"

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/core/card.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <wx/control.h>
#include <wx/dcbuffer.h>
#include <wx/dnd.h>
#include <wx/settings.h>

namespace deckhand::gui {

namespace {

std::string cards(int n) {
    return i18n::trfn("{} card", "{} cards", static_cast<unsigned long>(n), n);
}

wxColour mix(const wxColour& a, const wxColour& b, double t) {
    auto ch = [&](unsigned char x, unsigned char y) {
        return static_cast<unsigned char>(x + (y - x) * t);
    };
    return {ch(a.Red(), b.Red()), ch(a.Green(), b.Green()), ch(a.Blue(), b.Blue())};
}

} // namespace

/// Takes a card dragged from the browser: the band it falls on says the section.
class DeckStacks::DropTarget : public wxTextDropTarget {
public:
    explicit DropTarget(DeckStacks& stacks) : m_stacks(stacks) {}
    wxDragResult OnDragOver(wxCoord x, wxCoord y, wxDragResult def) override {
        const std::string at = m_stacks.sectionAt({x, y});
        if (at != m_stacks.m_dropOn) {
            m_stacks.m_dropOn = at;
            m_stacks.Refresh();
        }
        return def;
    }
    void OnLeave() override {
        m_stacks.m_dropOn.clear();
        m_stacks.Refresh();
    }
    bool OnDropText(wxCoord x, wxCoord y, const wxString& text) override {
        m_stacks.m_dropOn.clear();
        m_stacks.Refresh();
        std::string section = m_stacks.sectionAt({x, y});
        if (section.empty() && !m_stacks.m_bands.empty()) section = m_stacks.m_bands.front().id;
        bool taken = false;
        guarded(&m_stacks, _("Deckhand could not add the card."),
                [&] { taken = m_stacks.onDropText && m_stacks.onDropText(toUtf8(text), section); });
        return taken;
    }

private:
    DeckStacks& m_stacks;
};

DeckStacks::DeckStacks(wxWindow* parent)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                       wxVSCROLL | wxWANTS_CHARS) {
    SetName(_("Deck as card stacks"));
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(0, FromDIP(16));
    m_dropTarget = new DropTarget(*this);
    SetDropTarget(m_dropTarget);
    Bind(wxEVT_PAINT, &DeckStacks::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        layOut();
        Refresh();
        e.Skip();
    });
    for (const auto type :
         {wxEVT_MOTION, wxEVT_LEFT_DOWN, wxEVT_LEFT_UP, wxEVT_RIGHT_DOWN, wxEVT_LEAVE_WINDOW})
        Bind(type, &DeckStacks::onMouse, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) {
        m_dragging = false;
        m_pressed.reset();
        m_dropOn.clear();
        layOut();
        Refresh();
    });
}

wxTextDropTarget* DeckStacks::dropTarget() const {
    return m_dropTarget;
}

void DeckStacks::show(const app::LoadedGame& game, const core::Deck& deck,
                      std::vector<DeckListPanel::SectionGroup> groups) {
    if (m_game != &game) m_images.clear();
    m_game = &game;
    m_deck = &deck;
    m_groups = std::move(groups);
    m_lines = app::deckLines(deck);
    if (m_selected && *m_selected >= m_lines.size()) m_selected.reset();
    if (m_hover && *m_hover >= m_lines.size()) m_hover.reset();
    layOut();
    Refresh();
}

void DeckStacks::clear() {
    m_game = nullptr;
    m_deck = nullptr;
    m_groups.clear();
    m_lines.clear();
    m_selected.reset();
    m_hover.reset();
    layOut();
    Refresh();
}

void DeckStacks::select(std::optional<std::size_t> line) {
    m_selected = line;
    if (const Card* c = line ? cardOf(*line) : nullptr) {
        // Scroll so the card's strip is in view.
        int unit = 1;
        GetScrollPixelsPerUnit(nullptr, &unit);
        const int top = CalcUnscrolledPosition(wxPoint(0, 0)).y;
        const int height = GetClientSize().y;
        if (unit > 0 && (c->rect.y < top || c->rect.y + c->shown > top + height))
            Scroll(-1, std::max(0, c->rect.y - FromDIP(40)) / unit);
    }
    Refresh();
}

void DeckStacks::setCardWidth(int dips) {
    m_cardWidth = std::clamp(dips, 60, 300);
    m_images.clear();
    layOut();
    Refresh();
}

wxSize DeckStacks::cardSize() const {
    const int w = FromDIP(m_cardWidth);
    return {w, w * 88 / 63};
}

int DeckStacks::stripHeight() const {
    return std::max(GetCharHeight() + FromDIP(8), cardSize().y * 15 / 100);
}

const core::DeckEntry* DeckStacks::entryOf(std::size_t line) const {
    if (!m_deck || line >= m_lines.size()) return nullptr;
    return &m_deck->sections[m_lines[line].section].entries[m_lines[line].entry];
}

std::string DeckStacks::sectionOfLine(std::size_t line) const {
    if (!m_deck || line >= m_lines.size()) return {};
    return m_deck->sections[m_lines[line].section].id;
}

// The bands top down: each section with cards in the deck's order, the Considering board last
// whether or not it has any; while a card is dragged, every section of the game, to drop it on.
void DeckStacks::layOut() {
    m_bands.clear();
    m_cards.clear();
    if (!m_game || !m_deck) {
        SetVirtualSize(1, 1);
        return;
    }
    std::vector<std::string> ids;
    if (m_dragging)
        for (const auto& s : m_game->game.sections)
            ids.push_back(s.id);
    for (const auto& g : m_groups)
        if (std::find(ids.begin(), ids.end(), g.id) == ids.end() && !core::isConsidering(g.id))
            ids.push_back(g.id);
    ids.emplace_back(core::kConsideringId);

    const int gap = FromDIP(8);
    const int titleH = GetCharHeight() + FromDIP(10);
    const int stackTitleH = GetCharHeight() + FromDIP(4);
    const wxSize face = cardSize();
    const int strip = stripHeight();
    const int width = std::max(GetClientSize().x, face.x + 2 * gap);
    int y = 0;
    for (const std::string& id : ids) {
        Band band;
        band.id = id;
        const auto g = std::find_if(m_groups.begin(), m_groups.end(),
                                    [&](const auto& s) { return s.id == id; });
        const core::SectionDef* def = core::deckSection(m_game->game, id);
        const int count = g == m_groups.end() ? 0 : g->count;
        band.title = fmt::format("{} \u00b7 {}", def ? def->name : id, cards(count));
        if (core::isConsidering(id))
            band.title += " \u00b7 " + std::string(i18n::tr("kept with the deck, not counted"));
        const int top = y;
        y += titleH;
        bool any = false;
        if (g != m_groups.end()) {
            int x = gap;
            int rowTop = y;
            int rowBottom = y;
            for (const auto& kind : g->kinds) {
                if (kind.lines.empty()) continue;
                any = true;
                if (x > gap && x + face.x > width - gap) {
                    x = gap;
                    rowTop = rowBottom + gap;
                }
                band.stacks.push_back(
                    {fmt::format("{} \u00b7 {}", kind.label, kind.count), wxPoint(x, rowTop)});
                const std::size_t n = kind.lines.size();
                for (std::size_t i = 0; i < n; ++i) {
                    const wxRect r(x, rowTop + stackTitleH + static_cast<int>(i) * strip, face.x,
                                   face.y);
                    m_cards.push_back(
                        {kind.lines[i], r, i + 1 == n ? face.y : strip, band.stacks.size() - 1});
                }
                rowBottom = std::max(rowBottom, rowTop + stackTitleH +
                                                    static_cast<int>(n - 1) * strip + face.y);
                x += face.x + gap;
            }
            y = rowBottom + gap;
        }
        if (!any) {
            band.hint = core::isConsidering(id)
                            ? i18n::tr("Drag cards here to keep them with the deck without "
                                       "counting them")
                            : i18n::tr("Drag cards here");
            y += strip * 2 + gap;
        }
        band.rect = wxRect(0, top, width, y - top);
        m_bands.push_back(std::move(band));
    }
    SetVirtualSize(width, y);
}

const DeckStacks::Card* DeckStacks::cardOf(std::size_t line) const {
    for (const auto& c : m_cards)
        if (c.line == line) return &c;
    return nullptr;
}

// The card drawn on top at a point: the one under the pointer is drawn whole over the others.
const DeckStacks::Card* DeckStacks::cardAt(wxPoint at) const {
    if (m_hover)
        if (const Card* c = cardOf(*m_hover); c && c->rect.Contains(at)) return c;
    for (auto it = m_cards.rbegin(); it != m_cards.rend(); ++it)
        if (it->rect.Contains(at)) return &*it;
    return nullptr;
}

// At the bottom right of the card under the pointer, which is drawn whole over the others:
// away from its top strip, where a click selects and a drag starts.
wxRect DeckStacks::buttonRect(const Card& card, int which) const {
    const int size = FromDIP(24);
    const int x = card.rect.GetRight() - FromDIP(6) - (which == 1 ? size : 2 * size + FromDIP(6));
    return {x, card.rect.GetBottom() - FromDIP(6) - size, size, size};
}

// Its place in a pane is the pane's to give: not the width of the widest row of stacks.
wxSize DeckStacks::DoGetBestClientSize() const {
    return FromDIP(wxSize(300, 300));
}

wxRect DeckStacks::cardRect(std::size_t line) const {
    const Card* c = cardOf(line);
    if (!c) return {};
    return {CalcScrolledPosition(c->rect.GetPosition()), wxSize(c->rect.width, c->shown)};
}

wxRect DeckStacks::plusRect(std::size_t line) const {
    const Card* c = cardOf(line);
    if (!c) return {};
    const wxRect r = buttonRect(*c, 1);
    return {CalcScrolledPosition(r.GetPosition()), r.GetSize()};
}

wxRect DeckStacks::minusRect(std::size_t line) const {
    const Card* c = cardOf(line);
    if (!c) return {};
    const wxRect r = buttonRect(*c, 0);
    return {CalcScrolledPosition(r.GetPosition()), r.GetSize()};
}

wxRect DeckStacks::bandRect(const std::string& id) const {
    for (const auto& b : m_bands)
        if (b.id == id) return {CalcScrolledPosition(b.rect.GetPosition()), b.rect.GetSize()};
    return {};
}

std::vector<std::string> DeckStacks::bandIds() const {
    std::vector<std::string> out;
    for (const auto& b : m_bands)
        out.push_back(b.id);
    return out;
}

std::vector<DeckStacks::StackView> DeckStacks::stacksOf(const std::string& id) const {
    std::vector<StackView> out;
    const auto band =
        std::find_if(m_bands.begin(), m_bands.end(), [&](const Band& b) { return b.id == id; });
    if (band == m_bands.end()) return out;
    // The cards of this band: those laid out between its top and bottom.
    for (const auto& s : band->stacks)
        out.push_back({s.title, {}});
    for (const auto& c : m_cards)
        if (band->rect.Contains(c.rect.GetPosition()) && c.stack < out.size())
            out[c.stack].lines.push_back(c.line);
    return out;
}

std::string DeckStacks::sectionAt(wxPoint point) const {
    const wxPoint at = CalcUnscrolledPosition(point);
    for (const auto& b : m_bands)
        if (at.y >= b.rect.y && at.y < b.rect.GetBottom() + 1) return b.id;
    // Below the last band is still the last band: room to drop.
    if (!m_bands.empty() && at.y >= m_bands.back().rect.GetBottom()) return m_bands.back().id;
    return {};
}

const wxBitmap& DeckStacks::pictureOf(const core::DeckEntry& entry, wxSize size) {
    static const wxBitmap none;
    if (!entry.printing || !m_game) return none;
    if (imageOf) {
        const std::string path = imageOf(*entry.printing);
        if (!path.empty()) {
            const std::string key = fmt::format("{}x{}\x1f{}", size.x, size.y, path);
            if (const auto it = m_images.find(key); it != m_images.end()) return it->second;
            const wxImage image = readCardImage(path);
            if (image.IsOk()) {
                if (m_images.size() >= 200) m_images.clear();
                return m_images
                    .emplace(key, wxBitmap(image.Scale(size.x, size.y, wxIMAGE_QUALITY_HIGH)))
                    .first->second;
            }
        }
    }
    return m_faces.bitmap(core::cardFace(m_game->game, *entry.printing), size);
}

void DeckStacks::paintCard(wxDC& dc, const Card& card, bool whole) {
    const core::DeckEntry* e = entryOf(card.line);
    if (!e) return;
    const wxRect r = card.rect;
    const wxBitmap& picture = pictureOf(*e, r.GetSize());
    if (picture.IsOk()) {
        dc.DrawBitmap(picture, r.GetPosition(), true);
    } else { // not in the card data: its name on a blank card, outlined in red
        dc.SetBrush(wxBrush(wxColour(0xF4, 0xF4, 0xF4)));
        dc.SetPen(wxPen(wxColour(0xC0, 0x30, 0x30), FromDIP(2)));
        dc.DrawRoundedRectangle(r, FromDIP(6));
        dc.SetTextForeground(wxColour(0xA0, 0x20, 0x20));
        dc.DrawLabel(
            wxControl::Ellipsize(toWx(e->name), dc, wxELLIPSIZE_END, r.width - FromDIP(36)),
            wxRect(r.x + FromDIP(30), r.y, r.width - FromDIP(34), stripHeight()),
            wxALIGN_LEFT | wxALIGN_CENTER_VERTICAL);
    }
    // The count, on the card's top strip where it shows in the stack.
    wxFont bold = GetFont();
    bold.SetWeight(wxFONTWEIGHT_BOLD);
    dc.SetFont(bold);
    const wxString count = toWx(fmt::format("{}\u00d7", e->quantity));
    const wxSize ext = dc.GetTextExtent(count);
    // At the strip's right end: the name starts at its left.
    const wxRect badge(r.GetRight() - FromDIP(3) - ext.x - FromDIP(8), r.y + FromDIP(3),
                       ext.x + FromDIP(8),
                       std::min(ext.y + FromDIP(4), stripHeight() - FromDIP(6)));
    dc.SetBrush(wxBrush(wxColour(0x20, 0x24, 0x28)));
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.DrawRoundedRectangle(badge, FromDIP(4));
    dc.SetTextForeground(*wxWHITE);
    dc.DrawLabel(count, badge, wxALIGN_CENTER);
    const bool selected = m_selected == card.line;
    if (selected) {
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT), FromDIP(3)));
        dc.DrawRoundedRectangle(
            wxRect(r.x, r.y, r.width, whole ? r.height : card.shown).Deflate(FromDIP(1)),
            FromDIP(6));
    }
    if (m_hover != card.line || m_dragging || !e->printing) return;
    // + and - on the card under the pointer.
    for (int which = 0; which < 2; ++which) {
        const wxRect b = buttonRect(card, which);
        dc.SetBrush(wxBrush(wxColour(0x20, 0x24, 0x28)));
        dc.SetPen(wxPen(*wxWHITE, 1));
        dc.DrawEllipse(b);
        dc.SetTextForeground(*wxWHITE);
        dc.DrawLabel(which == 1 ? wxString("+") : wxString(L"\u2212"), b, wxALIGN_CENTER);
    }
}

void DeckStacks::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    DoPrepareDC(dc);
    const wxColour window = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    const wxColour grey(0x60, 0x6B, 0x75);
    dc.SetBackground(wxBrush(window));
    dc.Clear();
    const int gap = FromDIP(8);
    if (!m_deck) return;
    wxFont bold = GetFont();
    bold.SetWeight(wxFONTWEIGHT_BOLD);
    for (const auto& b : m_bands) {
        if (b.id == m_dropOn) { // where a drag would drop
            dc.SetBrush(
                wxBrush(mix(window, wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT), 0.18)));
            dc.SetPen(*wxTRANSPARENT_PEN);
            dc.DrawRectangle(b.rect);
        }
        dc.SetPen(wxPen(mix(window, text, 0.2), 1));
        dc.DrawLine(gap, b.rect.y, b.rect.GetRight() - gap, b.rect.y);
        dc.SetFont(bold);
        dc.SetTextForeground(text);
        dc.DrawText(
            wxControl::Ellipsize(toWx(b.title), dc, wxELLIPSIZE_END, b.rect.width - 2 * gap), gap,
            b.rect.y + FromDIP(5));
        dc.SetFont(GetFont());
        dc.SetTextForeground(grey);
        for (const auto& s : b.stacks)
            dc.DrawText(wxControl::Ellipsize(toWx(s.title), dc, wxELLIPSIZE_END, cardSize().x),
                        s.at);
        if (!b.hint.empty()) {
            const wxRect area(gap, b.rect.y + GetCharHeight() + FromDIP(10), b.rect.width - 2 * gap,
                              stripHeight() * 2);
            dc.SetBrush(*wxTRANSPARENT_BRUSH);
            dc.SetPen(wxPen(mix(window, text, 0.35), 1, wxPENSTYLE_SHORT_DASH));
            dc.DrawRoundedRectangle(area, FromDIP(6));
            dc.DrawLabel(
                wxControl::Ellipsize(toWx(b.hint), dc, wxELLIPSIZE_END, area.width - 2 * gap), area,
                wxALIGN_CENTER);
        }
    }
    // Only the cards in view are drawn (and so loaded or drawn into the caches).
    const int top = CalcUnscrolledPosition(wxPoint(0, 0)).y;
    const int bottom = top + GetClientSize().y;
    const Card* raised = nullptr;
    for (const auto& c : m_cards) {
        if (c.rect.GetBottom() < top || c.rect.GetTop() > bottom) continue;
        if (m_hover == c.line && !m_dragging) raised = &c;
        paintCard(dc, c, false);
    }
    if (raised) paintCard(dc, *raised, true); // the card under the pointer, whole
    if (m_dragging && m_pressed)
        if (const Card* c = cardOf(*m_pressed)) {
            const wxSize small(c->rect.width * 3 / 4, c->rect.height * 3 / 4);
            if (const core::DeckEntry* e = entryOf(c->line); e && e->printing) {
                dc.DrawBitmap(pictureOf(*e, small), m_dragAt - wxPoint(small.x / 2, FromDIP(10)),
                              true);
                dc.SetBrush(*wxTRANSPARENT_BRUSH);
                dc.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT), FromDIP(2)));
                dc.DrawRectangle(wxRect(m_dragAt - wxPoint(small.x / 2, FromDIP(10)), small));
            }
        }
}

void DeckStacks::setHover(std::optional<std::size_t> line, wxPoint at) {
    if (line == m_hover) return;
    m_hover = line;
    Refresh();
    if (!onHover) return;
    const core::DeckEntry* e = line ? entryOf(*line) : nullptr;
    // The larger picture goes beside the card, not over it and its + and -.
    const Card* c = line ? cardOf(*line) : nullptr;
    const wxPoint beside =
        c ? CalcScrolledPosition(wxPoint(c->rect.GetRight(), c->rect.y + c->shown / 2)) : at;
    onHover(e ? e->printing : nullptr, ClientToScreen(beside));
}

void DeckStacks::onMouse(wxMouseEvent& event) {
    event.Skip();
    const wxPoint at = CalcUnscrolledPosition(event.GetPosition());
    const wxEventType type = event.GetEventType();
    if (type == wxEVT_LEAVE_WINDOW) {
        if (!m_dragging) setHover(std::nullopt, event.GetPosition());
        return;
    }
    if (type == wxEVT_MOTION) {
        if (m_pressed && event.LeftIsDown() && !m_dragging &&
            std::abs(at.x - m_pressAt.x) + std::abs(at.y - m_pressAt.y) > FromDIP(6)) {
            m_dragging = true;
            setHover(std::nullopt, event.GetPosition());
            if (!HasCapture()) CaptureMouse();
            layOut(); // every section shows, to drop on
        }
        if (m_dragging) {
            // Near the top or bottom edge the stacks scroll, to reach a band out of view.
            const int edge = FromDIP(28);
            const int y = event.GetPosition().y;
            if (y > GetClientSize().y - edge || y < edge) {
                int x0 = 0, y0 = 0;
                GetViewStart(&x0, &y0);
                Scroll(-1, std::max(0, y0 + (y < edge ? -1 : 1)));
            }
            m_dragAt = CalcUnscrolledPosition(event.GetPosition());
            m_dropOn = sectionAt(event.GetPosition());
            Refresh();
            return;
        }
        const Card* c = cardAt(at);
        setHover(c ? std::optional<std::size_t>(c->line) : std::nullopt, event.GetPosition());
        return;
    }
    if (type == wxEVT_LEFT_DOWN) {
        SetFocus();
        const Card* c = cardAt(at);
        if (!c) return;
        if (m_hover == c->line) // the + and - of the card under the pointer
            for (int which = 0; which < 2; ++which)
                if (buttonRect(*c, which).Contains(at)) {
                    const std::size_t line = c->line;
                    if (onChangeQuantity) onChangeQuantity(line, which == 1 ? +1 : -1);
                    return;
                }
        m_pressed = c->line;
        m_pressAt = at;
        return;
    }
    if (type == wxEVT_LEFT_UP) {
        const std::optional<std::size_t> line = m_pressed;
        m_pressed.reset();
        if (m_dragging) {
            if (HasCapture()) ReleaseMouse();
            m_dragging = false;
            const std::string target = m_dropOn;
            m_dropOn.clear();
            layOut();
            Refresh();
            if (line && !target.empty() && target != sectionOfLine(*line) && onMove)
                onMove(*line, target);
            return;
        }
        if (line) {
            select(line);
            if (onSelected) onSelected(*line);
        }
        return;
    }
    if (type == wxEVT_RIGHT_DOWN) {
        SetFocus();
        if (const Card* c = cardAt(at)) {
            const std::size_t line = c->line;
            select(line);
            if (onSelected) onSelected(line);
            if (onContextMenu) onContextMenu(line);
        }
    }
}

} // namespace deckhand::gui
