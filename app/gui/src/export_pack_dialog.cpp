// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/export_pack_dialog.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <fmt/format.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/filepicker.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace deckhand::gui {

ExportPackDialog::ExportPackDialog(wxWindow* parent, const std::string& gameName,
                                   const std::string& folder)
    : wxDialog(parent, wxID_ANY, _("Export game pack"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        toWx(i18n::trf("{} as a folder to put on a web server: its pack (game.xml), its card "
                       "data with your edits and its Limited lists. Others follow it with "
                       "Subscribe, given the address of game.xml. Exporting again into the "
                       "same folder rewrites only the files that changed.",
                       gameName)));
    wrapLabel(*intro, intro->GetLabel(), FromDIP(460));
    top->Add(intro, 0, wxALL, 10);
    top->Add(new wxStaticText(this, wxID_ANY, _("Folder (new, empty, or an earlier export)")), 0,
             wxLEFT | wxRIGHT, 10);
    m_folder =
        new wxDirPickerCtrl(this, wxID_ANY, toWx(folder), _("Export the game pack into"),
                            wxDefaultPosition, wxDefaultSize, wxDIRP_USE_TEXTCTRL | wxDIRP_SMALL);
    m_folder->SetName(_("Folder"));
    top->Add(m_folder, 0, wxEXPAND | wxALL, 10);
    m_images = new wxCheckBox(this, wxID_ANY, _("Include the cached card images"));
    m_images->SetToolTip(
        _("images/<game>/<set>/<number>.<ext>: those downloaded or chosen so far"));
    top->Add(m_images, 0, wxLEFT | wxRIGHT | wxBOTTOM, 10);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    if (auto* ok = FindWindow(wxID_OK)) ok->SetLabel(_("&Export"));
    SetSizerAndFit(top);
}

std::string ExportPackDialog::folder() const {
    return toUtf8(m_folder->GetPath());
}

bool ExportPackDialog::images() const {
    return m_images->GetValue();
}

} // namespace deckhand::gui
