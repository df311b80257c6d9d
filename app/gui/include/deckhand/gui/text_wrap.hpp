// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Text broken into lines where its script allows. wxWidgets breaks lines at spaces only, both in
// its HTML panes (wxHtmlWindow, wxHtmlListBox) and in wxStaticText::Wrap(), so a Japanese,
// Chinese or Thai sentence, which has no spaces, ran on one line past the pane's edge. Every
// pane and wrapped label of the app that shows translated or card text goes through this one
// helper: breakableHtml() for HTML, wrapLabel() for labels.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>
#include <wx/string.h>

class wxStaticText;
class wxWindow;

namespace deckhand::gui {

/// Where a line of `text` (UTF-8) may break that no space marks: between the characters of a
/// script written without spaces between its words (Japanese, Chinese, Korean, Thai, ...), by
/// the Unicode line breaking rules as Pango applies them (no line starts with 。 or ）, Thai
/// breaks between its words). Never inside a word of a script that spaces its words (a hyphen
/// or slash in Latin text is no break here). Byte offsets, each where the new line would start.
[[nodiscard]] std::vector<std::size_t> unspacedBreaks(std::string_view text);

/// `html` (UTF-8, for a wxHTML pane) with a <wbr> at each unspacedBreaks() of its text (tags and
/// entities are left whole), so the pane breaks a line there when it is full; and in each run of
/// more than `longRun` characters with no space nor break (an address, an id), a <wbr> between
/// every two of its characters. The pane understands <wbr> as a break drawn as nothing.
[[nodiscard]] std::string breakableHtml(std::string_view html,
                                        std::size_t longRun = std::string_view::npos);

/// `text` with a line break ('\n') wherever the next word or character would run past `width`
/// pixels in `window`'s font: at spaces (dropped at the end of a line) and at unspacedBreaks().
/// A word wider than `width` on its own is left whole, as wxStaticText::Wrap() leaves it.
[[nodiscard]] wxString wrapText(const wxWindow& window, const wxString& text, int width);

/// Shows `text` in `label`, wrapped to `width` by wrapText() in the label's font. Used instead of
/// wxStaticText::Wrap(), which breaks at spaces only; `text` is the text as written, since a
/// wrapped label's own text has the breaks of the last width in it.
void wrapLabel(wxStaticText& label, const wxString& text, int width);

} // namespace deckhand::gui
