// SPDX-License-Identifier: GPL-3.0-or-later

#include "preferences_dialog.hpp"

#include "deckhand/app/image_cache.hpp"
#include "deckhand/app/profile_choice.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dirdlg.h>
#include <wx/fileconf.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/utils.h>

namespace deckhand::gui {

namespace {

constexpr int kMinCacheMb = 10;
constexpr int kMaxCacheMb = 100000;

std::string megabytes(std::uintmax_t bytes) {
    return i18n::trf("{} MB", core::shownFixed(static_cast<double>(bytes) / (1024.0 * 1024.0), 1));
}

} // namespace

Preferences Preferences::read(wxConfigBase& config) {
    Preferences p;
    const long mb = config.ReadLong("/Preferences/ImageCacheMB", p.imageCacheMb);
    p.imageCacheMb = static_cast<int>(std::clamp<long>(mb, kMinCacheMb, kMaxCacheMb));
    const wxString images = config.Read("/Preferences/ImageDownloads", "ask");
    p.images = images == "never"  ? ImageDownloads::Never
               : images == "auto" ? ImageDownloads::Automatic
                                  : ImageDownloads::WhenAsked;
    p.internet = config.ReadBool("/Preferences/AllowInternet", p.internet);
    return p;
}

void Preferences::write(wxConfigBase& config) const {
    config.Write("/Preferences/ImageCacheMB", static_cast<long>(imageCacheMb));
    config.Write("/Preferences/ImageDownloads", images == ImageDownloads::Never       ? "never"
                                                : images == ImageDownloads::Automatic ? "auto"
                                                                                      : "ask");
    config.Write("/Preferences/AllowInternet", internet);
    config.Flush();
}

Preferences Preferences::of(wxWindow* window) {
    for (wxWindow* w = window; w; w = w->GetParent())
        if (auto* frame = dynamic_cast<MainFrame*>(w)) return read(frame->config());
    return {};
}

std::string internetSwitchedOff() {
    // TRANSLATORS: {} is where the setting is: "Edit > Preferences > Downloads".
    return i18n::trf("Fetching game packs and Limited lists from the internet is switched off. "
                     "Switch it on in {}.",
                     i18n::tr(kWhereToAllow));
}

std::filesystem::path imageCacheDir(app::ProfileSession& session) {
    return session.dir() / "images";
}

void enforceImageCacheLimit(app::ProfileSession& session, const Preferences& preferences) {
    app::trimImageCache(imageCacheDir(session),
                        static_cast<std::uintmax_t>(preferences.imageCacheMb) * 1024 * 1024);
}

PreferencesDialog::PreferencesDialog(wxWindow* parent, app::ProfileSession& session,
                                     wxConfigBase& config)
    : wxDialog(parent, wxID_ANY, _("Preferences")), m_session(session), m_config(config) {
    const Preferences prefs = Preferences::read(config);
    auto* top = new wxBoxSizer(wxVERTICAL);

    // The profile: where it is now, and the folder to use from the next start.
    auto* profileBox =
        new wxStaticBoxSizer(wxVERTICAL, this, _("Profile (collection, decks, games)"));
    wxWindow* pb = profileBox->GetStaticBox();
    m_profile =
        new wxStaticText(pb, wxID_ANY, toWx(i18n::trf("In use: {}", session.dir().string())));
    m_nextProfile = new wxStaticText(pb, wxID_ANY, "");
    auto* profileRow = new wxBoxSizer(wxHORIZONTAL);
    auto* open = new wxButton(pb, wxID_ANY, _("&Open folder"));
    auto* other = new wxButton(pb, wxID_ANY, _("Use &another folder…"));
    auto* reset = new wxButton(pb, wxID_ANY, _("Use the &default"));
    profileRow->Add(open, 0, wxRIGHT, 4);
    profileRow->Add(other, 0, wxRIGHT, 4);
    profileRow->Add(reset, 0);
    profileBox->Add(m_profile, 0, wxALL, 4);
    profileBox->Add(m_nextProfile, 0, wxLEFT | wxRIGHT | wxBOTTOM, 4);
    profileBox->Add(profileRow, 0, wxALL, 4);
    top->Add(profileBox, 0, wxEXPAND | wxALL, 8);

    // The image cache.
    auto* cacheBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Card image cache"));
    wxWindow* cb = cacheBox->GetStaticBox();
    auto* cacheRow = new wxBoxSizer(wxHORIZONTAL);
    m_cacheMb = new wxSpinCtrl(cb, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                               kMinCacheMb, kMaxCacheMb, prefs.imageCacheMb);
    cacheRow->Add(new wxStaticText(cb, wxID_ANY, _("At most")), 0,
                  wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    cacheRow->Add(m_cacheMb, 0, wxRIGHT, 4);
    cacheRow->Add(
        new wxStaticText(cb, wxID_ANY, _("MB (the images not shown for longest go first)")), 0,
        wxALIGN_CENTER_VERTICAL);
    m_cacheUsage = new wxStaticText(cb, wxID_ANY, "");
    m_clear = new wxButton(cb, wxID_ANY, _("&Clear image cache"));
    auto* usageRow = new wxBoxSizer(wxHORIZONTAL);
    usageRow->Add(m_cacheUsage, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    usageRow->Add(m_clear, 0);
    cacheBox->Add(cacheRow, 0, wxALL, 4);
    cacheBox->Add(usageRow, 0, wxEXPAND | wxALL, 4);
    top->Add(cacheBox, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);

    // What may be downloaded.
    auto* downloadBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Downloads"));
    wxWindow* db = downloadBox->GetStaticBox();
    auto* imagesRow = new wxBoxSizer(wxHORIZONTAL);
    m_images = new wxChoice(db, wxID_ANY);
    m_images->Append(_("Never"));
    m_images->Append(_("When asked (the card's Download image button)"));
    m_images->Append(_("Automatically, when a card is shown"));
    m_images->SetSelection(static_cast<int>(prefs.images));
    imagesRow->Add(new wxStaticText(db, wxID_ANY, _("Download card images:")), 0,
                   wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    imagesRow->Add(m_images, 1);
    m_internet = new wxCheckBox(
        db, wxID_ANY, _("Allow game packs and Limited lists to be fetched from the internet"));
    m_internet->SetValue(prefs.internet);
    downloadBox->Add(imagesRow, 0, wxEXPAND | wxALL, 4);
    downloadBox->Add(m_internet, 0, wxALL, 4);
    top->Add(downloadBox, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);

    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizerAndFit(top);
    showCache();
    showNextProfile();

    open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not open the profile folder."), [&] {
            if (!wxLaunchDefaultApplication(toWx(m_session.dir().string())))
                showFailure(this, _("Deckhand could not open the profile folder."),
                            i18n::trf("No file manager answered. The folder is {}.",
                                      m_session.dir().string()));
        });
    });
    other->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxDirDialog ask(this, _("The profile folder to use from the next start"),
                        toWx(m_session.dir().string()));
        if (ask.ShowModal() == wxID_OK) chooseProfile(std::filesystem::path(toUtf8(ask.GetPath())));
    });
    reset->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { chooseProfile({}); });
    m_clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { clearCache(); });
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& e) {
            apply();
            e.Skip(); // closes the dialog
        },
        wxID_OK);
}

void PreferencesDialog::apply() {
    guarded(this, _("Deckhand could not save the preferences."), [&] {
        Preferences p;
        p.imageCacheMb = m_cacheMb->GetValue();
        p.images = static_cast<ImageDownloads>(std::max(0, m_images->GetSelection()));
        p.internet = m_internet->GetValue();
        p.write(m_config);
        enforceImageCacheLimit(m_session, p);
        showCache();
    });
}

void PreferencesDialog::chooseProfile(const std::filesystem::path& dir) {
    guarded(this, _("Deckhand could not keep the profile folder."),
            [&] { app::chooseProfileDir(dir); });
    showNextProfile();
}

void PreferencesDialog::clearCache() {
    const auto usage = app::imageCacheUsage(imageCacheDir(m_session));
    if (usage.images == 0) return;
    const int answer = wxMessageBox(
        toWx(i18n::trfn(
            "Remove the {} cached card image ({})? It is downloaded again when asked for.",
            "Remove the {} cached card images ({})? They are downloaded again when asked for.",
            usage.images, usage.images, megabytes(usage.bytes))),
        _("Clear image cache"), wxYES_NO | wxICON_QUESTION, this);
    if (answer != wxYES) return;
    guarded(this, _("Deckhand could not clear the image cache."),
            [&] { app::clearImageCache(imageCacheDir(m_session)); });
    showCache();
}

std::string PreferencesDialog::profileText() const {
    return toUtf8(m_profile->GetLabel());
}

std::string PreferencesDialog::nextProfileText() const {
    return toUtf8(m_nextProfile->GetLabel());
}

std::string PreferencesDialog::cacheText() const {
    return toUtf8(m_cacheUsage->GetLabel());
}

void PreferencesDialog::showCache() {
    const auto usage = app::imageCacheUsage(imageCacheDir(m_session));
    m_cacheUsage->SetLabel(toWx(i18n::trfn(
        "In use: {} in {} image", "In use: {} in {} images", usage.images, megabytes(usage.bytes),
        core::shownCount(static_cast<long long>(usage.images)))));
    m_clear->Enable(usage.images > 0);
}

void PreferencesDialog::showNextProfile() {
    std::string text;
    try {
        const auto chosen = app::chosenProfileDir();
        const auto next = app::profileDir("");
        text = next == m_session.dir() ? i18n::tr("From the next start: the same folder")
               : chosen                ? i18n::trf("From the next start: {}", next.string())
                        : i18n::trf("From the next start: {} (the default)", next.string());
    } catch (const std::exception& e) {
        text = i18n::trf("From the next start: unknown ({})", e.what());
    }
    m_nextProfile->SetLabel(toWx(text));
    Layout();
    Fit();
}

} // namespace deckhand::gui
