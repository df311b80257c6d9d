#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"

#include <string>
#include <wx/bitmap.h>
#include <wx/html/htmlwin.h>
#include <wx/panel.h>

namespace deckhand::gui {

/// The card image, scaled to fit, or a drawn placeholder card when no image is cached.
class CardImage : public wxWindow {
public:
    explicit CardImage(wxWindow* parent);
    /// Shows the image at `path` (empty or unreadable: the placeholder with these words).
    void show(const std::string& path, const std::string& title, const std::string& subtitle);
    /// Whether a real image (not the placeholder) is shown.
    [[nodiscard]] bool hasImage() const { return m_image.IsOk(); }

private:
    void onPaint(wxPaintEvent& event);

    wxImage m_image;
    std::string m_title;
    std::string m_subtitle;
};

/// Everything about one card: its image, every field the game declares, its rules text, every
/// printing of it with the copies owned of each.
class CardPreview : public wxPanel {
public:
    /// `session` must outlive the preview.
    CardPreview(wxWindow* parent, app::ProfileSession& session);

    /// Shows `printing` of `game`; nullptr shows a hint instead.
    void show(const app::LoadedGame* game, const core::Printing* printing);
    /// The printing shown, or nullptr.
    [[nodiscard]] const core::Printing* shown() const { return m_printing; }
    /// The text shown (the details as HTML), for tests.
    [[nodiscard]] const std::string& html() const { return m_html; }
    [[nodiscard]] CardImage* image() const { return m_image; }

private:
    app::ProfileSession& m_session;
    CardImage* m_image = nullptr;
    wxHtmlWindow* m_details = nullptr;
    const core::Printing* m_printing = nullptr;
    std::string m_html;
};

} // namespace deckhand::gui
