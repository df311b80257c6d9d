// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_face.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <wx/gdicmn.h>
#include <wx/timer.h>

class wxDataViewCtrl;
class wxDataViewItem;
class wxPopupWindow;
class wxWindow;

namespace deckhand::core {
struct Printing;
}

namespace deckhand::gui {

class CardImage;

/// A larger picture of the card under the pointer, in a popup beside it once the pointer has
/// rested a moment on a row of a list or a card of the stacks: the cached image, else the
/// face drawn from the card's data. Any list can feed it (watch), or call hover() itself.
class HoverPreview {
public:
    /// The popup belongs to `owner` (the main window).
    explicit HoverPreview(wxWindow* owner);
    ~HoverPreview();
    HoverPreview(const HoverPreview&) = delete;
    HoverPreview& operator=(const HoverPreview&) = delete;

    /// The pointer is on `printing` at screen point `at`: shown after the delay, moved along
    /// while shown; nullptr hides it.
    void hover(const core::Printing* printing, wxPoint at);
    void hide();
    /// Shows what the pointer rests on now, without waiting (the delay's end; tests).
    void showNow();
    /// Milliseconds the pointer rests before the popup shows.
    void setDelay(int ms) { m_delay = ms; }

    /// Shows the card of the row under the pointer in `list`; `printingOf` gives an item's card
    /// (nullptr for a heading or a card not in the data).
    void watch(wxDataViewCtrl* list,
               std::function<const core::Printing*(const wxDataViewItem&)> printingOf);

    /// The cached image of a printing ("" for none).
    std::function<std::string(const core::Printing&)> imageOf;
    /// The face drawn for a printing with no image.
    std::function<std::optional<core::CardFace>(const core::Printing&)> faceOf;

    [[nodiscard]] bool shown() const;
    /// The card shown, or waited on.
    [[nodiscard]] const core::Printing* printing() const { return m_printing; }
    [[nodiscard]] wxPopupWindow* popup() const { return m_popup; }
    [[nodiscard]] CardImage* image() const { return m_image; }

private:
    void place();

    wxWindow* m_owner;
    wxPopupWindow* m_popup = nullptr;
    CardImage* m_image = nullptr;
    wxTimer m_timer;
    int m_delay = 450;
    const core::Printing* m_printing = nullptr;
    const core::Printing* m_showing = nullptr;
    wxPoint m_at;
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true); ///< false once destroyed
};

} // namespace deckhand::gui
