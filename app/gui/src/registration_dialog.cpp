// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/registration_dialog.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/date_field.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dateevt.h>
#include <wx/filedlg.h>
#include <wx/image.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/utils.h>

namespace deckhand::gui {

namespace {
// The preview is an A4 page at 0.75 px a point: 446 x 631, readable and on a laptop screen.
constexpr double kPreviewScale = 0.75;
} // namespace

RegistrationDialog::RegistrationDialog(wxWindow* parent, const app::LoadedGame& game,
                                       const app::DeckCheck& check)
    : wxDialog(parent, wxID_ANY, _("Registration sheet"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_game(game), m_check(check) {
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto* form = new wxFlexGridSizer(2, 6, 8);
    form->AddGrowableCol(1);
    auto field = [&](const wxString& label, const std::string& value) {
        form->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        auto* text =
            new wxTextCtrl(this, wxID_ANY, toWx(value), wxDefaultPosition, wxSize(220, -1));
        form->Add(text, 1, wxEXPAND);
        text->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updatePreview(); });
        return text;
    };
    m_event = field(_("Event"), "");
    form->Add(new wxStaticText(this, wxID_ANY, _("Event date")), 0, wxALIGN_CENTER_VERTICAL);
    const core::Date judged = check.report ? check.report->date : core::Date::today();
    m_date = new DateField(this, judged,
                           _("The event date: the deck is judged against the Limited list in "
                             "force that day, and the sheet says so"));
    form->Add(m_date, 1, wxEXPAND);
    m_date->Bind(wxEVT_DATE_CHANGED, [this](wxDateEvent&) { setEventDate(m_date->date()); });
    m_player = field(_("Player name"), "");
    m_playerId = field(_("Player ID"), "");
    m_deckName = field(_("Deck name"), check.deck.name);
    form->Add(new wxStaticText(this, wxID_ANY, _("Paper")), 0, wxALIGN_CENTER_VERTICAL);
    m_paper = new wxChoice(this, wxID_ANY);
    m_paper->Append("A4");
    // TRANSLATORS: the US paper size.
    m_paper->Append(_("Letter"));
    m_paper->SetSelection(0);
    m_paper->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePreview(); });
    form->Add(m_paper, 1, wxEXPAND);

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxALL, 8);
    m_pages = new wxStaticText(this, wxID_ANY, "");
    left->Add(m_pages, 0, wxALL, 8);
    left->AddStretchSpacer();
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* save = new wxButton(this, wxID_SAVE, _("&Save as PDF..."));
    buttons->Add(save, 0, wxRIGHT, 6);
    buttons->Add(new wxButton(this, wxID_CLOSE, _("Close")));
    left->Add(buttons, 0, wxALL | wxALIGN_RIGHT, 8);
    top->Add(left, 0, wxEXPAND);

    m_preview = new wxStaticBitmap(this, wxID_ANY, wxBitmap(1, 1));
    top->Add(m_preview, 0, wxALL, 8);
    SetSizer(top);
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onSave(); });
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); }, wxID_CLOSE);
    SetEscapeId(wxID_CLOSE);
    updatePreview();
    Fit();
}

app::RegistrationOptions RegistrationDialog::options() const {
    app::RegistrationOptions o;
    o.event = toUtf8(m_event->GetValue());
    o.eventDate = check().report ? check().report->date.str() : std::string();
    o.playerName = toUtf8(m_player->GetValue());
    o.playerId = toUtf8(m_playerId->GetValue());
    o.deckName = toUtf8(m_deckName->GetValue());
    o.paper = m_paper->GetSelection() == 1 ? io::Paper::Letter : io::Paper::A4;
    return o;
}

std::string RegistrationDialog::pageNote() const {
    return toUtf8(m_pages->GetLabel());
}

void RegistrationDialog::setEventDate(const core::Date& date) {
    m_date->setDate(date);
    app::CheckOptions options;
    options.format = m_check.format;
    options.date = date;
    auto format = app::resolveFormat(m_game, options);
    if (format.ok()) {
        m_judged = app::checkDeck(m_game, format.value, m_check.deck, m_check.file, date);
        // The deck's name is the form's, not the file name checkDeck gives a nameless deck.
        m_judged->deck.name = m_check.deck.name;
    }
    updatePreview();
}

void RegistrationDialog::updatePreview() {
    if (!m_preview || !check().report) return;
    const auto sheet = app::registrationSheet(m_game, check(), options());
    auto page = io::renderRegistrationSheetPreview(sheet, kPreviewScale);
    if (!page.ok()) {
        m_pages->SetLabel(toWx(page.errors.front().message));
        return;
    }
    // wxImage takes the pixels over (malloc'd, as it frees them).
    auto* pixels = static_cast<unsigned char*>(std::malloc(page.value.rgb.size()));
    if (!pixels) return;
    std::copy(page.value.rgb.begin(), page.value.rgb.end(), pixels);
    wxImage image(page.value.width, page.value.height, pixels);
    m_preview->SetBitmap(wxBitmap(image));
    ++m_previews;
    m_pages->SetLabel(
        // TRANSLATORS: the verdict (LEGAL), the pages, the deck's hash.
        toWx(i18n::trfn("{} - {} page, deck hash {}", "{} - {} pages, deck hash {}",
                        static_cast<unsigned long>(page.value.pages), sheet.verdict(),
                        page.value.pages, sheet.deckHash)));
    Layout();
}

std::string RegistrationDialog::savePdf(const std::string& path) {
    if (!check().report) return i18n::tr("The deck could not be checked, so it has no sheet.");
    auto written = app::writeRegistrationSheet(m_game, check(), options(), path);
    if (!written.ok()) return written.errors.front().str();
    return {};
}

void RegistrationDialog::onSave() {
    const std::string name =
        (m_check.deck.name.empty() ? std::string(i18n::tr("deck")) : m_check.deck.name) + ".pdf";
    wxFileDialog ask(this, _("Save the registration sheet"), "", toWx(name),
                     _("PDF files (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (ask.ShowModal() != wxID_OK) return;
    const std::string path = toUtf8(ask.GetPath());
    const std::string error = savePdf(path);
    if (!error.empty()) {
        wxMessageBox(toWx(error), _("Save the registration sheet"), wxOK | wxICON_ERROR, this);
        return;
    }
    saved(path);
}

RegistrationDialog::AfterSave RegistrationDialog::saved(const std::string& path) {
    wxMessageDialog told(this, toWx(i18n::trf("The registration sheet is saved as {}.", path)),
                         _("Registration sheet saved"), wxYES_NO | wxCANCEL | wxICON_INFORMATION);
    told.SetYesNoCancelLabels(_("&Open"), _("Show in &folder"), _("&Close"));
    const int answer = told.ShowModal();
    if (answer == wxID_YES) {
        wxLaunchDefaultApplication(toWx(path));
        return AfterSave::Open;
    }
    if (answer == wxID_NO) {
        wxLaunchDefaultApplication(toWx(std::filesystem::path(path).parent_path().string()));
        return AfterSave::ShowFolder;
    }
    return AfterSave::Close;
}

} // namespace deckhand::gui
