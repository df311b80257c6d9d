// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The names a screen reader says for the controls (GTK's ATK accessible name). GTK names a
// button or a check box by its label; a list, a spin button, a text field or a choice has no
// name of its own unless it is given one.

#include <string>

class wxString;
class wxWindow;

namespace deckhand::gui {

/// The accessible name of a control, as a screen reader reads it ("" when it has none).
[[nodiscard]] std::string accessibleName(wxWindow* control);
/// Gives a control its accessible name (a list's is set on the list itself, not its frame).
void setAccessibleName(wxWindow* control, const std::string& name);
/// Whether a window is a control a screen reader stops on (not a label, a panel or a frame).
[[nodiscard]] bool isAccessibleControl(wxWindow* window);
/// Whether `name` is one wx gives a window nobody named ("text", "choice" ...).
[[nodiscard]] bool isDefaultName(const wxString& name);
/// Names every control under `root` that has no accessible name yet: by the label before it
/// in its sizer ("Name:" names the deck name box), else its tooltip's first sentence, else its
/// hint or its window name. Run again after controls are added.
void nameUnnamedControls(wxWindow* root);

} // namespace deckhand::gui
