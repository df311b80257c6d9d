// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <wx/dialog.h>

class wxCheckBox;
class wxDirPickerCtrl;

namespace deckhand::gui {

/// File > Export game pack: the folder to write the game into (new, empty or an earlier
/// export) and whether its cached card images go too. The export itself is the frame's
/// (MainFrame::exportGamePack).
class ExportPackDialog : public wxDialog {
public:
    ExportPackDialog(wxWindow* parent, const std::string& gameName, const std::string& folder);

    /// The folder chosen, UTF-8; empty when none is.
    [[nodiscard]] std::string folder() const;
    [[nodiscard]] bool images() const;

    // For tests.
    [[nodiscard]] wxDirPickerCtrl* folderPicker() const { return m_folder; }
    [[nodiscard]] wxCheckBox* imagesBox() const { return m_images; }

private:
    wxDirPickerCtrl* m_folder = nullptr;
    wxCheckBox* m_images = nullptr;
};

} // namespace deckhand::gui
