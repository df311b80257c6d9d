// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Edit > Preferences: where the profile is, how large the image cache may grow, and what
// Deckhand may download. Kept in the profile's gui.ini ([Preferences]); the code that
// downloads reads them through Preferences::of and refuses what the user switched off.

#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/i18n.hpp"

#include <filesystem>
#include <string>
#include <wx/dialog.h>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxConfigBase;
class wxSpinCtrl;
class wxStaticText;

namespace deckhand::gui {

/// When card images are downloaded.
enum class ImageDownloads { Never, WhenAsked, Automatic };

/// The user's preferences, with the defaults a new profile starts with.
struct Preferences {
    int imageCacheMb = 500;
    ImageDownloads images = ImageDownloads::WhenAsked;
    bool internet = true; ///< game packs and Limited lists may be fetched from the internet

    [[nodiscard]] static Preferences read(wxConfigBase& config);
    void write(wxConfigBase& config) const;
    /// The preferences of the main window holding `window`; the defaults outside one.
    [[nodiscard]] static Preferences of(wxWindow* window);
};

/// Where a refused download tells the user to switch it on.
// TRANSLATORS: the menu path to the setting: the words of the Edit menu, Preferences, Downloads.
inline constexpr const char* kWhereToAllow = i18n::trNoop("Edit > Preferences > Downloads");

/// What a refused fetch of a game pack or Limited list says.
[[nodiscard]] std::string internetSwitchedOff();

/// The image cache of a profile: <profile>/images.
[[nodiscard]] std::filesystem::path imageCacheDir(app::ProfileSession& session);

/// The cache kept to the preferred size (least recently used images go first).
void enforceImageCacheLimit(app::ProfileSession& session, const Preferences& preferences);

/// The preferences dialog; OK saves them (apply()).
class PreferencesDialog : public wxDialog {
public:
    /// `session` and `config` (the profile's gui.ini) must outlive the dialog.
    PreferencesDialog(wxWindow* parent, app::ProfileSession& session, wxConfigBase& config);

    /// Saves the choices and trims the image cache to the new size.
    void apply();
    /// Makes `dir` the profile folder from the next start (empty: back to the default).
    void chooseProfile(const std::filesystem::path& dir);
    /// Empties the image cache after asking.
    void clearCache();

    // What the dialog shows, for tests.
    [[nodiscard]] std::string profileText() const;
    [[nodiscard]] std::string nextProfileText() const;
    [[nodiscard]] std::string cacheText() const;
    [[nodiscard]] wxSpinCtrl* cacheSpin() const { return m_cacheMb; }
    [[nodiscard]] wxChoice* imagesChoice() const { return m_images; }
    [[nodiscard]] wxCheckBox* internetBox() const { return m_internet; }
    [[nodiscard]] wxButton* clearButton() const { return m_clear; }

private:
    void showCache();
    void showNextProfile();

    app::ProfileSession& m_session;
    wxConfigBase& m_config;
    wxStaticText* m_profile = nullptr;
    wxStaticText* m_nextProfile = nullptr;
    wxSpinCtrl* m_cacheMb = nullptr;
    wxStaticText* m_cacheUsage = nullptr;
    wxButton* m_clear = nullptr;
    wxChoice* m_images = nullptr;
    wxCheckBox* m_internet = nullptr;
};

} // namespace deckhand::gui
