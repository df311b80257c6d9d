// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/proxies_dialog.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <fmt/format.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace deckhand::gui {

ProxiesDialog::ProxiesDialog(wxWindow* parent, app::ProfileSession& session,
                             const app::LoadedGame& game, const core::Deck& deck)
    : wxDialog(parent, wxID_ANY, _("Print proxies"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session), m_game(game), m_deck(deck) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        toWx(i18n::trf("The cards of {} at their real size ({} x {} mm), 3 x 3 to a page: "
                       "the cached image where there is one, else the card drawn from its data.",
                       deck.name.empty() ? game.game.name : deck.name,
                       core::shownGeneral(game.game.face.widthMm),
                       core::shownGeneral(game.game.face.heightMm))));
    wrapLabel(*intro, intro->GetLabel(), FromDIP(460));
    top->Add(intro, 0, wxALL, 10);
    auto* form = new wxFlexGridSizer(2, 6, 10);
    const auto label = [&](const wxString& text) {
        form->Add(new wxStaticText(this, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL);
    };
    const auto millimetres = [&](double min, double max, const wxString& name) {
        auto* spin = new wxSpinCtrlDouble(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize,
                                          wxSP_ARROW_KEYS, min, max, 0, 0.5);
        spin->SetDigits(1);
        spin->SetName(name);
        spin->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxSpinDoubleEvent&) { update(); });
        return spin;
    };
    label(_("Paper"));
    m_paper = new wxChoice(this, wxID_ANY);
    m_paper->Append("A4");
    // TRANSLATORS: the US paper size.
    m_paper->Append(_("Letter"));
    m_paper->SetSelection(0);
    m_paper->SetName(_("Paper"));
    form->Add(m_paper, 0);
    label(_("Bleed (mm)"));
    m_bleed = millimetres(0, 5, _("Bleed"));
    m_bleed->SetToolTip(_("Printed beyond each cut line, so a cut a little off shows no white"));
    form->Add(m_bleed, 0);
    top->Add(form, 0, wxLEFT | wxRIGHT, 10);

    auto* boxes = new wxBoxSizer(wxVERTICAL);
    const auto box = [&](const wxString& text, bool value) {
        auto* b = new wxCheckBox(this, wxID_ANY, text);
        b->SetValue(value);
        b->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { update(); });
        boxes->Add(b, 0, wxTOP, 6);
        return b;
    };
    m_cropMarks = box(_("&Crop marks"), true);
    m_missing = box(_("&Only the cards the collection lacks"), false);
    m_pagePerKind = box(_("One &page per card kind"), false);
    m_backs = box(_("Card &backs for double-sided printing"), false);
    top->Add(boxes, 0, wxLEFT | wxRIGHT | wxTOP, 10);

    auto* offset = new wxBoxSizer(wxHORIZONTAL);
    offset->Add(new wxStaticText(this, wxID_ANY, _("Move the backs (mm): right")), 0,
                wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    m_offsetX = millimetres(-10, 10, _("Back offset right"));
    offset->Add(m_offsetX, 0, wxRIGHT, 10);
    offset->Add(new wxStaticText(this, wxID_ANY, _("down")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                6);
    m_offsetY = millimetres(-10, 10, _("Back offset down"));
    offset->Add(m_offsetY, 0);
    top->Add(offset, 0, wxLEFT | wxRIGHT | wxTOP, 10);

    m_summary = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(460, -1)),
                                 wxST_NO_AUTORESIZE);
    m_summary->SetName(_("Proxies summary"));
    top->Add(m_summary, 0, wxALL | wxEXPAND, 10);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* save = new wxButton(this, wxID_SAVE, _("&Save as PDF..."));
    buttons->Add(save, 0, wxRIGHT, 6);
    buttons->Add(new wxButton(this, wxID_CLOSE, _("Close")));
    top->Add(buttons, 0, wxALL | wxALIGN_RIGHT, 10);
    SetSizer(top);

    m_paper->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update(); });
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onSave(); });
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); }, wxID_CLOSE);
    SetEscapeId(wxID_CLOSE);
    update();
    Fit();
}

app::ProxyOptions ProxiesDialog::options() const {
    app::ProxyOptions o;
    o.paper = m_paper->GetSelection() == 1 ? io::Paper::Letter : io::Paper::A4;
    o.bleedMm = m_bleed->GetValue();
    o.cropMarks = m_cropMarks->GetValue();
    o.onlyMissing = m_missing->GetValue();
    o.pagePerKind = m_pagePerKind->GetValue();
    o.backs = m_backs->GetValue();
    o.backOffsetXMm = m_offsetX->GetValue();
    o.backOffsetYMm = m_offsetY->GetValue();
    return o;
}

std::string ProxiesDialog::summary() const {
    return toUtf8(m_summary->GetLabel());
}

void ProxiesDialog::update() {
    m_offsetX->Enable(m_backs->GetValue());
    m_offsetY->Enable(m_backs->GetValue());
    const auto sheet = app::proxySheet(m_session, m_game, m_deck, options());
    int cards = 0;
    for (const auto& c : sheet.cards)
        cards += c.copies;
    m_summary->SetLabel(
        toWx(cards == 0 ? std::string(options().onlyMissing
                                          ? i18n::tr("The collection holds every card of the deck.")
                                          : i18n::tr("The deck has no card to print."))
                        : i18n::trfn("{} proxy to print.", "{} proxies to print.",
                                     static_cast<unsigned long>(cards), cards)));
}

std::string ProxiesDialog::savePdf(const std::string& path) {
    const auto written = app::writeProxies(m_session, m_game, m_deck, options(), path);
    if (!written.ok()) {
        const std::string why = written.errors.front().str();
        m_summary->SetLabel(toWx(i18n::trf("Not saved: {}", why)));
        return why;
    }
    const io::ProxyReport& r = written.value;
    // TRANSLATORS: "Saved F.pdf: 40 proxies on 5 pages.": the proxies, then the pages.
    std::string text = i18n::trf(
        "Saved {}: {} on {}.", path,
        i18n::trfn("{} proxy", "{} proxies", static_cast<unsigned long>(r.cards), r.cards),
        i18n::trfn("{} page", "{} pages", static_cast<unsigned long>(r.pages), r.pages));
    std::string left;
    for (const auto& line : app::linesNotInCardData(m_deck))
        left += (left.empty() ? "" : ", ") + line;
    if (!left.empty()) text += " " + i18n::trf("Not in the card data, so not printed: {}", left);
    for (const auto& w : r.warnings) // an image it could not print: the card drawn instead
        text += " " + w.str() + ".";
    m_summary->SetLabel(toWx(text));
    return {};
}

void ProxiesDialog::onSave() {
    const std::string name =
        // TRANSLATORS: the file name offered: the deck's name (or "deck"), then this.
        i18n::trf("{} proxies.pdf",
                  m_deck.name.empty() ? std::string(i18n::tr("deck")) : m_deck.name);
    wxFileDialog ask(this, _("Save the proxies"), "", toWx(name), _("PDF files (*.pdf)|*.pdf"),
                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (ask.ShowModal() != wxID_OK) return;
    savePdf(toUtf8(ask.GetPath()));
}

} // namespace deckhand::gui
