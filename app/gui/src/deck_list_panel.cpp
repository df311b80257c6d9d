// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/deck_list_panel.hpp"

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/involved_cards.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <wx/dataobj.h>
#include <wx/dcclient.h>
#include <wx/sizer.h>

namespace deckhand::gui {

/// wxDataViewListStore that colours rows: highlighted (amber, bold) or unresolved (red).
class DeckListPanel::Store : public wxDataViewListStore {
public:
    static constexpr unsigned char None = 0, Highlighted = 1, Unresolved = 2, Heading = 4,
                                   SectionHeading = 8;

    void setMarks(std::vector<unsigned char> marks) { m_marks = std::move(marks); }
    [[nodiscard]] unsigned char mark(unsigned row) const {
        return row < m_marks.size() ? m_marks[row] : None;
    }

    bool GetAttrByRow(unsigned row, unsigned /*col*/, wxDataViewItemAttr& attr) const override {
        const unsigned char m = mark(row);
        if (m == None) return false;
        if (m & (Heading | SectionHeading)) {
            attr.SetBold(true);
            attr.SetBackgroundColour((m & SectionHeading) ? wxColour(0xCF, 0xD8, 0xDC)
                                                          : wxColour(0xEC, 0xEF, 0xF1));
            return true;
        }
        if (m & Unresolved) attr.SetColour(wxColour(0xC6, 0x28, 0x28));
        if (m & Highlighted) {
            attr.SetBackgroundColour(wxColour(0xFF, 0xE0, 0x82));
            attr.SetBold(true);
        }
        return true;
    }

private:
    std::vector<unsigned char> m_marks;
};

/// Takes a card dragged onto the list: the same code runs for a real drop and in the tests.
class DeckListPanel::DropTarget : public wxTextDropTarget {
public:
    explicit DropTarget(DeckListPanel& panel) : m_panel(panel) {}

    wxDragResult OnDragOver(wxCoord /*x*/, wxCoord /*y*/, wxDragResult /*def*/) override {
        return m_panel.onDropText ? wxDragCopy : wxDragNone;
    }

    bool OnDropText(wxCoord x, wxCoord y, const wxString& text) override {
        if (!m_panel.onDropText) return false;
        bool taken = false;
        guarded(&m_panel, _("Deckhand could not add the dropped card."),
                [&] { taken = m_panel.onDropText(toUtf8(text), m_panel.rowAt(wxPoint(x, y))); });
        return taken;
    }

private:
    DeckListPanel& m_panel;
};

DeckListPanel::DeckListPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_list = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                    wxDV_ROW_LINES | wxDV_MULTIPLE | wxDV_VERT_RULES);
    m_list->SetName(_("Deck list"));
    m_store = new Store;
    m_list->AssociateModel(m_store);
    m_store->DecRef();
    m_dropTarget = new DropTarget(*this);
    m_list->SetDropTarget(m_dropTarget);
    // A line dragged out onto the card browser leaves the deck (app::lineDragText).
    m_list->EnableDragSource(wxDF_UNICODETEXT);
    m_list->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& event) {
        const int row = event.GetItem().IsOk() ? m_list->ItemToRow(event.GetItem()) : -1;
        const auto line = row < 0 ? std::nullopt : lineAt(static_cast<unsigned>(row));
        if (!line) {
            event.Veto();
            return;
        }
        event.SetDataObject(new wxTextDataObject(toWx(app::lineDragText(*line))));
        event.SetDragFlags(wxDrag_CopyOnly);
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_list, 1, wxEXPAND);
    SetSizer(sizer);
}

void DeckListPanel::setColumns(const app::LoadedGame& game) {
    if (m_columnsFor == game.game.id && m_list->GetColumnCount() > 0) return;
    m_list->DeleteAllItems();
    m_list->ClearColumns();
    // Widths are set by fitColumns() once the rows are in.
    m_list->AppendTextColumn(_("Section"));
    // TRANSLATORS: quantity: a short column title.
    m_list->AppendTextColumn(_("Qty"), wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_DEFAULT, wxALIGN_RIGHT);
    m_list->AppendTextColumn(_("Name"));
    m_list->AppendTextColumn(_("Set"));
    m_list->AppendTextColumn(_("No."), wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_DEFAULT, wxALIGN_RIGHT);
    for (std::size_t i = 0; i < GameFieldColumns && i < game.game.fields.size(); ++i)
        m_list->AppendTextColumn(toWx(game.game.fields[i].label));
    m_columnsFor = game.game.id;
}

void DeckListPanel::showDeck(const core::Deck& deck, const app::LoadedGame& game) {
    m_game = &game;
    setColumns(game);
    m_deck = &deck;
    m_lines = app::deckLines(deck);
    fillRows();
}

void DeckListPanel::setView(View view) {
    if (view == m_view) return;
    m_view = std::move(view);
    if (m_deck)
        fillRows();
    else if (m_game)
        fitColumns();
}

namespace {

/// A card kind no printing has: the heading of the lines whose card is not in the data.
constexpr const char* kNotFound = "\x01";

} // namespace

void DeckListPanel::fillRows() {
    m_list->DeleteAllItems();
    m_rows.clear();
    std::vector<unsigned char> marks;
    const core::Game& game = m_game->game;
    const std::size_t fieldColumns = std::min(GameFieldColumns, game.fields.size());
    auto entryOf = [&](std::size_t line) -> const core::DeckEntry& {
        return m_deck->sections[m_lines[line].section].entries[m_lines[line].entry];
    };
    auto heading = [&](const wxString& section, int count, const wxString& label, int s,
                       unsigned char mark) {
        wxVector<wxVariant> row;
        row.push_back(section);
        row.push_back(wxString::Format("%d", count));
        row.push_back(label);
        for (unsigned col = ColSet; col < m_list->GetColumnCount(); ++col)
            row.push_back(wxString());
        m_list->AppendItem(row);
        m_rows.push_back({-1, s});
        marks.push_back(mark);
    };
    auto lineRow = [&](std::size_t line, const wxString& section) {
        const core::DeckEntry& entry = entryOf(line);
        const core::Printing* p = entry.printing;
        wxVector<wxVariant> row;
        row.push_back(section);
        row.push_back(wxString::Format("%d", entry.quantity));
        row.push_back(toWx(p ? p->name() : entry.name));
        row.push_back(toWx(p ? p->set() : entry.set));
        row.push_back(toWx(p ? p->number() : entry.number));
        for (std::size_t i = 0; i < fieldColumns; ++i)
            row.push_back(p ? toWx(p->values[core::BuiltinFieldCount + i]) : wxString());
        m_list->AppendItem(row);
        m_rows.push_back({static_cast<int>(line), static_cast<int>(m_lines[line].section)});
        marks.push_back(p ? Store::None : Store::Unresolved);
    };

    const bool byKind = m_view.grouped && game.kindFieldIndex() >= 0;
    for (const SectionGroup& section : groups(m_view.grouped)) {
        const wxString sectionName = toWx(section.name);
        if (!m_view.grouped) {
            for (const KindGroup& k : section.kinds)
                for (std::size_t line : k.lines)
                    lineRow(line, sectionName);
            continue;
        }
        heading(sectionName, section.count, sectionName, static_cast<int>(section.section),
                Store::SectionHeading);
        for (const KindGroup& k : section.kinds) {
            if (byKind)
                heading(sectionName, k.count, toWx(k.label), static_cast<int>(section.section),
                        Store::Heading);
            for (std::size_t line : k.lines)
                lineRow(line, sectionName);
        }
    }
    m_store->setMarks(std::move(marks));
    m_list->GetColumn(ColSection)->SetHidden(m_view.grouped);
    fitColumns();
}

std::vector<DeckListPanel::SectionGroup> DeckListPanel::groups(bool byKind) const {
    std::vector<SectionGroup> out;
    if (!m_deck || !m_game) return out;
    const core::Game& game = m_game->game;
    const int kind = byKind ? game.kindFieldIndex() : -1;
    auto entryOf = [&](std::size_t line) -> const core::DeckEntry& {
        return m_deck->sections[m_lines[line].section].entries[m_lines[line].entry];
    };
    auto kindOf = [&](std::size_t line) -> std::string {
        const core::Printing* p = entryOf(line).printing;
        return p ? p->values[static_cast<std::size_t>(kind)] : kNotFound;
    };
    std::size_t first = 0; // the first line of the section
    for (std::size_t s = 0; s < m_deck->sections.size(); ++s) {
        const core::DeckSection& section = m_deck->sections[s];
        const core::SectionDef* def = core::deckSection(game, section.id);
        SectionGroup group{s, section.id, def ? def->name : section.id, section.cardCount(), {}};
        std::vector<std::size_t> lines(section.entries.size());
        for (std::size_t i = 0; i < lines.size(); ++i)
            lines[i] = first + i;
        first += lines.size();
        sortLines(lines);
        if (kind < 0) {
            group.kinds.push_back({group.name, group.count, std::move(lines)});
            out.push_back(std::move(group));
            continue;
        }
        // The kinds in the order the game declares them, then others, then cards not found.
        std::vector<std::string> kinds;
        if (const core::FieldDef* f = game.fieldAt(kind)) kinds = f->values;
        std::vector<std::string> others;
        for (std::size_t line : lines) {
            std::string k = kindOf(line);
            if (std::find(kinds.begin(), kinds.end(), k) == kinds.end() &&
                std::find(others.begin(), others.end(), k) == others.end())
                others.push_back(std::move(k));
        }
        std::sort(others.begin(), others.end()); // "" and kNotFound sort first ...
        std::rotate(others.begin(),
                    std::find_if(others.begin(), others.end(),
                                 [](const std::string& k) { return !k.empty() && k != kNotFound; }),
                    others.end()); // ... and go last
        kinds.insert(kinds.end(), others.begin(), others.end());
        const core::FieldDef* kindDef = game.fieldAt(kind);
        for (const std::string& k : kinds) {
            KindGroup kg;
            for (std::size_t line : lines)
                if (kindOf(line) == k) {
                    kg.count += entryOf(line).quantity;
                    kg.lines.push_back(line);
                }
            if (kg.lines.empty()) continue;
            // TRANSLATORS: {} is the game's name for the kind of card: "No type".
            kg.label = k == kNotFound ? std::string(i18n::tr("Not in the card data"))
                       : k.empty()    ? (kindDef ? i18n::trf("No {}", kindDef->label)
                                                 : std::string(i18n::tr("No kind")))
                                      : k;
            group.kinds.push_back(std::move(kg));
        }
        out.push_back(std::move(group));
    }
    return out;
}

void DeckListPanel::sortLines(std::vector<std::size_t>& lines) const {
    const core::Game& game = m_game->game;
    auto entryOf = [&](std::size_t line) -> const core::DeckEntry& {
        return m_deck->sections[m_lines[line].section].entries[m_lines[line].entry];
    };
    auto name = [&](const core::DeckEntry& e) {
        return e.printing ? e.printing->foldedName : core::foldName(e.name);
    };
    auto setNumberLess = [](const core::DeckEntry& a, const core::DeckEntry& b) {
        const std::string& sa = a.printing ? a.printing->set() : a.set;
        const std::string& sb = b.printing ? b.printing->set() : b.set;
        if (sa != sb) return sa < sb;
        return core::collectorNumberLess(a.printing ? a.printing->number() : a.number,
                                         b.printing ? b.printing->number() : b.number);
    };
    const std::string& by = m_view.sortBy;
    if (by == "added") return;
    const int field = by == "name" || by == "set" ? -1 : game.fieldIndex(by);
    const core::FieldDef* def = game.fieldAt(field);
    const bool integer = def && def->type == core::FieldType::Integer;
    std::stable_sort(lines.begin(), lines.end(), [&](std::size_t x, std::size_t y) {
        const core::DeckEntry& a = entryOf(x);
        const core::DeckEntry& b = entryOf(y);
        if (by == "set") return setNumberLess(a, b);
        if (field >= 0) {
            const auto i = static_cast<std::size_t>(field);
            if (integer) {
                long long na = 0, nb = 0;
                auto number = [i](const core::DeckEntry& e, long long& out) {
                    if (!e.printing || !e.printing->numbers[i]) return false;
                    out = *e.printing->numbers[i];
                    return true;
                };
                const bool ha = number(a, na), hb = number(b, nb);
                if (ha != hb) return ha; // blanks last
                if (ha && na != nb) return na < nb;
            } else if (def && def->type == core::FieldType::Enum) {
                // In the order the game declares the values; blanks last.
                auto rank = [&](const core::DeckEntry& e) {
                    if (!e.printing) return def->values.size();
                    const auto at =
                        std::find(def->values.begin(), def->values.end(), e.printing->values[i]);
                    return static_cast<std::size_t>(at - def->values.begin());
                };
                const std::size_t ra = rank(a), rb = rank(b);
                if (ra != rb) return ra < rb;
            } else {
                const std::string va = a.printing ? core::foldName(a.printing->values[i]) : "";
                const std::string vb = b.printing ? core::foldName(b.printing->values[i]) : "";
                if (va != vb) return vb.empty() || (!va.empty() && va < vb);
            }
        }
        const std::string na = name(a), nb = name(b);
        if (na != nb) return na < nb;
        return setNumberLess(a, b);
    });
}

std::optional<std::size_t> DeckListPanel::lineAt(unsigned row) const {
    if (row >= m_rows.size() || m_rows[row].line < 0) return std::nullopt;
    return static_cast<std::size_t>(m_rows[row].line);
}

int DeckListPanel::rowOfLine(std::size_t line) const {
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].line == static_cast<int>(line)) return static_cast<int>(row);
    return -1;
}

int DeckListPanel::sectionAt(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= m_rows.size()) return -1;
    return m_rows[static_cast<std::size_t>(row)].section;
}

bool DeckListPanel::isHeading(unsigned row) const {
    return row < m_rows.size() && m_rows[row].line < 0;
}

void DeckListPanel::fitColumns() {
    // Wide enough for the header and the longest value, bold (a highlighted row) included.
    wxClientDC dc(m_list);
    dc.SetFont(m_list->GetFont().Bold());
    const int padding = GetCharWidth() + FromDIP(6);
    for (unsigned col = 0; col < m_list->GetColumnCount(); ++col) {
        if (m_list->GetColumn(col)->IsHidden()) continue;
        int width = dc.GetTextExtent(m_list->GetColumn(col)->GetTitle()).x;
        if (col == ColName) width = std::max(width, 14 * GetCharWidth());
        for (unsigned row = 0; row < m_store->GetCount(); ++row)
            width = std::max(width, dc.GetTextExtent(m_list->GetTextValue(row, col)).x);
        m_list->GetColumn(col)->SetWidth(width + padding);
    }
}

void DeckListPanel::showGame(const app::LoadedGame& game) {
    m_game = &game;
    setColumns(game);
    clear();
    fitColumns();
}

void DeckListPanel::clear() {
    m_list->DeleteAllItems();
    m_deck = nullptr;
    m_lines.clear();
    m_rows.clear();
    m_store->setMarks({});
}

void DeckListPanel::highlight(const core::Violation* violation) {
    std::vector<unsigned char> marks(m_rows.size(), Store::None);
    int first = -1;
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].line < 0) {
            marks[row] = m_store->mark(static_cast<unsigned>(row)); // a heading stays one
            continue;
        }
        const app::LineRef& ref = m_lines[static_cast<std::size_t>(m_rows[row].line)];
        const core::DeckEntry& entry = m_deck->sections[ref.section].entries[ref.entry];
        if (!entry.printing) marks[row] |= Store::Unresolved;
        if (violation && m_game && involves(*violation, entry, m_game->catalogue)) {
            marks[row] |= Store::Highlighted;
            if (first < 0) first = static_cast<int>(row);
        }
    }
    m_store->setMarks(std::move(marks));
    for (unsigned row = 0; row < m_rows.size(); ++row)
        m_store->RowChanged(row);
    if (first >= 0) m_list->EnsureVisible(m_list->RowToItem(first));
}

wxTextDropTarget* DeckListPanel::dropTarget() const {
    return m_dropTarget;
}

const core::Printing* DeckListPanel::printingOf(const wxDataViewItem& item) const {
    const int row = item.IsOk() ? m_list->ItemToRow(item) : -1;
    if (!m_deck || row < 0) return nullptr;
    const auto line = lineAt(static_cast<unsigned>(row));
    if (!line || *line >= m_lines.size()) return nullptr;
    const app::LineRef& ref = m_lines[*line];
    return m_deck->sections[ref.section].entries[ref.entry].printing;
}

int DeckListPanel::rowAt(wxPoint point) const {
    // By the rows' rectangles rather than HitTest(): wxGTK's HitTest() finds no row at the
    // points a drop gives (widget coordinates, the header included), GetItemRect() uses those.
    for (unsigned row = 0; row < m_store->GetCount(); ++row) {
        const wxRect rect = m_list->GetItemRect(m_list->RowToItem(static_cast<int>(row)));
        if (rect.height > 0 && point.y >= rect.y && point.y < rect.y + rect.height)
            return static_cast<int>(row);
    }
    return -1;
}

std::size_t DeckListPanel::lineCount() const {
    return m_lines.size();
}

unsigned DeckListPanel::rowCount() const {
    return m_store->GetCount();
}

bool DeckListPanel::isHighlighted(unsigned row) const {
    return (m_store->mark(row) & Store::Highlighted) != 0;
}

} // namespace deckhand::gui
