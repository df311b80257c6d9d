// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/gui/card_faces.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>
#include <wx/bitmap.h>
#include <wx/html/htmlwin.h>
#include <wx/panel.h>

class wxButton;
class wxStaticText;

namespace deckhand::gui {

/// The card image cached at `path`, its size checked from its header before it is decoded;
/// not IsOk() when there is none or it cannot be shown (then `refused`, if given, says why, for
/// a file that is there).
[[nodiscard]] wxImage readCardImage(const std::string& path, std::string* refused = nullptr);

/// The card image, scaled to fit; with no image cached, the card's face drawn from its data
/// (io::drawCardFace, as printed proxies are); with no card, an empty placeholder.
class CardImage : public wxWindow {
public:
    explicit CardImage(wxWindow* parent);
    /// Shows the image at `path`; empty or unreadable: `face` drawn, or with no face the
    /// empty placeholder.
    void show(const std::string& path, const std::optional<core::CardFace>& face);
    /// Whether a real image (not a drawn face or the placeholder) is shown.
    [[nodiscard]] bool hasImage() const { return m_image.IsOk(); }
    /// The face drawn in place of an image, if one is.
    [[nodiscard]] const std::optional<core::CardFace>& face() const { return m_face; }
    /// The pixels last painted for the face (empty before a paint), for tests.
    [[nodiscard]] const wxBitmap& faceBitmap() const { return m_faceBitmap; }

private:
    void onPaint(wxPaintEvent& event);

    wxImage m_image;
    std::optional<core::CardFace> m_face;
    FaceCache m_faces{8}; ///< one card at a time, at the pane's size: a few are plenty
    wxBitmap m_faceBitmap;
};

/// Everything about one card: its image, every field the game declares, its rules text, every
/// printing of it with the copies owned of each. With no image cached and a URL for it, a
/// "Download image" button (or, by the preferences, an automatic download) fetches it off the
/// window's thread.
class CardPreview : public wxPanel {
public:
    /// `session` must outlive the preview.
    CardPreview(wxWindow* parent, app::ProfileSession& session);
    ~CardPreview() override;
    CardPreview(const CardPreview&) = delete;
    CardPreview& operator=(const CardPreview&) = delete;

    /// Downloads the shown card's image (the button does this); refused, with where to switch
    /// it on, when the preferences say never.
    void downloadImage();
    /// A download is under way.
    [[nodiscard]] bool downloading() const { return m_worker.joinable() && !m_downloadDone; }
    [[nodiscard]] wxButton* downloadButton() const { return m_download; }
    /// What the last download did ("Downloading…", the reason it failed, ...).
    [[nodiscard]] std::string imageStatus() const;

    /// Shows `printing` of `game`; nullptr shows a hint instead.
    void show(const app::LoadedGame* game, const core::Printing* printing);
    /// The printing shown, or nullptr.
    [[nodiscard]] const core::Printing* shown() const { return m_printing; }
    /// The text shown (the details as HTML), for tests.
    [[nodiscard]] const std::string& html() const { return m_html; }
    [[nodiscard]] CardImage* image() const { return m_image; }
    [[nodiscard]] wxHtmlWindow* details() const { return m_details; }

private:
    struct Download;

    void showImage();
    /// How many characters of a value fit beside the widest of `labels` in the details now.
    [[nodiscard]] std::size_t valueChars(const std::vector<std::string>& labels) const;
    void startDownload(bool asked);
    void stopDownload();
    void onDownloaded(const std::shared_ptr<Download>& state, const core::Printing* printing,
                      const std::string& path, const std::string& error, bool asked);

    app::ProfileSession& m_session;
    const app::LoadedGame* m_game = nullptr;
    CardImage* m_image = nullptr;
    wxButton* m_download = nullptr;
    wxStaticText* m_imageStatus = nullptr;
    std::shared_ptr<Download> m_job;
    std::thread m_worker;
    bool m_downloadDone = true;
    wxHtmlWindow* m_details = nullptr;
    const core::Printing* m_printing = nullptr;
    std::string m_html;
    std::size_t m_valueChars = 0; ///< valueChars() when m_html was made
    /// The shown game's sets as the user sees them, read again when the game or the profile's
    /// data changes.
    std::vector<app::GameSet> m_sets;
    // The game m_sets are of, by its id too: a game's first cards (CardBrowser::showFirstCards)
    // are shown and freed, and another game's may take their address.
    const app::LoadedGame* m_setsOf = nullptr;
    std::string m_setsOfId;
    std::uint64_t m_setsVersion = 0;
};

} // namespace deckhand::gui
