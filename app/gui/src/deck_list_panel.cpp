#include "deckhand/gui/deck_list_panel.hpp"

#include "deckhand/app/deck_edit.hpp"
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
    static constexpr unsigned char None = 0, Highlighted = 1, Unresolved = 2;

    void setMarks(std::vector<unsigned char> marks) { m_marks = std::move(marks); }
    [[nodiscard]] unsigned char mark(unsigned row) const {
        return row < m_marks.size() ? m_marks[row] : None;
    }

    bool GetAttrByRow(unsigned row, unsigned /*col*/, wxDataViewItemAttr& attr) const override {
        const unsigned char m = mark(row);
        if (m == None) return false;
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
        guarded(&m_panel, "add the dropped card",
                [&] { taken = m_panel.onDropText(toUtf8(text), m_panel.rowAt(wxPoint(x, y))); });
        return taken;
    }

private:
    DeckListPanel& m_panel;
};

DeckListPanel::DeckListPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_list = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                    wxDV_ROW_LINES | wxDV_MULTIPLE | wxDV_VERT_RULES);
    m_store = new Store;
    m_list->AssociateModel(m_store);
    m_store->DecRef();
    m_dropTarget = new DropTarget(*this);
    m_list->SetDropTarget(m_dropTarget);
    // A line dragged out onto the card browser leaves the deck (app::lineDragText).
    m_list->EnableDragSource(wxDF_UNICODETEXT);
    m_list->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& event) {
        const int row = event.GetItem().IsOk() ? m_list->ItemToRow(event.GetItem()) : -1;
        if (row < 0 || static_cast<std::size_t>(row) >= m_lines.size()) {
            event.Veto();
            return;
        }
        event.SetDataObject(
            new wxTextDataObject(toWx(app::lineDragText(static_cast<std::size_t>(row)))));
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
    m_list->AppendTextColumn("Section");
    m_list->AppendTextColumn("Qty", wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_DEFAULT, wxALIGN_RIGHT);
    m_list->AppendTextColumn("Name");
    m_list->AppendTextColumn("Set");
    m_list->AppendTextColumn("No.", wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_DEFAULT, wxALIGN_RIGHT);
    for (std::size_t i = 0; i < GameFieldColumns && i < game.game.fields.size(); ++i)
        m_list->AppendTextColumn(toWx(game.game.fields[i].label));
    m_columnsFor = game.game.id;
}

void DeckListPanel::showDeck(const core::Deck& deck, const app::LoadedGame& game) {
    m_game = &game;
    setColumns(game);
    m_list->DeleteAllItems();
    m_deck = &deck;
    m_lines = app::deckLines(deck);
    std::vector<unsigned char> marks;
    const std::size_t fieldColumns = std::min(GameFieldColumns, game.game.fields.size());
    for (const auto& section : deck.sections) {
        const core::SectionDef* def = game.game.section(section.id);
        const wxString sectionName = toWx(def ? def->name : section.id);
        for (const auto& entry : section.entries) {
            const core::Printing* p = entry.printing;
            wxVector<wxVariant> row;
            row.push_back(sectionName);
            row.push_back(wxString::Format("%d", entry.quantity));
            row.push_back(toWx(p ? p->name() : entry.name));
            row.push_back(toWx(p ? p->set() : entry.set));
            row.push_back(toWx(p ? p->number() : entry.number));
            for (std::size_t i = 0; i < fieldColumns; ++i)
                row.push_back(p ? toWx(p->values[core::BuiltinFieldCount + i]) : wxString());
            m_list->AppendItem(row);
            marks.push_back(p ? Store::None : Store::Unresolved);
        }
    }
    m_store->setMarks(std::move(marks));
    fitColumns();
}

void DeckListPanel::fitColumns() {
    // Wide enough for the header and the longest value, bold (a highlighted row) included.
    wxClientDC dc(m_list);
    dc.SetFont(m_list->GetFont().Bold());
    const int padding = GetCharWidth() + FromDIP(6);
    for (unsigned col = 0; col < m_list->GetColumnCount(); ++col) {
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
    m_store->setMarks({});
}

void DeckListPanel::highlight(const core::Violation* violation) {
    std::vector<unsigned char> marks(m_lines.size(), Store::None);
    int first = -1;
    for (std::size_t row = 0; row < m_lines.size(); ++row) {
        const core::DeckEntry& entry =
            m_deck->sections[m_lines[row].section].entries[m_lines[row].entry];
        if (!entry.printing) marks[row] |= Store::Unresolved;
        if (violation && m_game && involves(*violation, entry, m_game->catalogue)) {
            marks[row] |= Store::Highlighted;
            if (first < 0) first = static_cast<int>(row);
        }
    }
    m_store->setMarks(std::move(marks));
    for (unsigned row = 0; row < m_lines.size(); ++row)
        m_store->RowChanged(row);
    if (first >= 0) m_list->EnsureVisible(m_list->RowToItem(first));
}

wxTextDropTarget* DeckListPanel::dropTarget() const {
    return m_dropTarget;
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

unsigned DeckListPanel::rowCount() const {
    return m_store->GetCount();
}

bool DeckListPanel::isHighlighted(unsigned row) const {
    return (m_store->mark(row) & Store::Highlighted) != 0;
}

} // namespace deckhand::gui
