// SPDX-License-Identifier: GPL-3.0-or-later

// Edit > Preferences and card images from the GUI: the profile folder for the next start, the
// image cache's size limit and Clear, the download permissions obeyed by the code that
// downloads, and card images fetched from a real HTTP server on 127.0.0.1.
#include "../support/http_test_server.hpp"
#include "card_images.hpp"
#include "deckhand/app/image_cache.hpp"
#include "deckhand/app/profile_choice.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/db/subscription_store.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "preferences_dialog.hpp"
#include "profile/stores.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <wx/app.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/fileconf.h>
#include <wx/image.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/mstream.h>
#include <wx/progdlg.h>
#include <wx/spinctrl.h>
#include <wx/testing.h>
#include <wx/timer.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

/// XDG_CONFIG_HOME pointed at a scratch folder for the test: the profile choice goes there.
struct ScratchConfig {
    ScratchConfig() {
        if (const char* old = std::getenv("XDG_CONFIG_HOME")) saved = old;
        had = std::getenv("XDG_CONFIG_HOME") != nullptr;
        setenv("XDG_CONFIG_HOME", dir.path.c_str(), 1);
    }
    ~ScratchConfig() {
        if (had)
            setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
        else
            unsetenv("XDG_CONFIG_HOME");
    }
    ScratchConfig(const ScratchConfig&) = delete;
    ScratchConfig& operator=(const ScratchConfig&) = delete;
    ScratchDir dir;
    std::string saved;
    bool had = false;
};

void cachedFile(const fs::path& file, std::size_t bytes, int minutesAgo) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << std::string(bytes, 'x');
    fs::last_write_time(file, fs::file_time_type::clock::now() - std::chrono::minutes(minutesAgo));
}

/// Answers a message box with `answer`, keeping its text.
class AnswerMessageBox : public wxExpectModalBase<wxMessageDialog, AnswerMessageBox> {
public:
    AnswerMessageBox(std::string* text, int answer) : m_text(text), m_answer(answer) {}

protected:
    int OnInvoked(wxMessageDialog* dialog) const override {
        *m_text = toUtf8(dialog->GetMessage());
        return m_answer;
    }

private:
    std::string* m_text;
    int m_answer;
};

/// Closes the preferences dialog with Cancel.
class CancelPreferences : public wxExpectModalBase<PreferencesDialog, CancelPreferences> {
protected:
    int OnInvoked(PreferencesDialog*) const override { return wxID_CANCEL; }
};

/// A small real PNG.
std::string pngBytes() {
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
    wxImage image(12, 16);
    image.SetRGB(wxRect(0, 0, 12, 16), 0x30, 0x80, 0xC0);
    wxMemoryOutputStream out;
    REQUIRE(image.SaveFile(out, wxBITMAP_TYPE_PNG));
    std::string bytes(out.GetSize(), '\0');
    out.CopyTo(bytes.data(), bytes.size());
    return bytes;
}

void setImages(MainFrame& frame, ImageDownloads images) {
    Preferences p = Preferences::read(frame.config());
    p.images = images;
    p.write(frame.config());
}

} // namespace

TEST_CASE("preferences: the profile folder, the image cache limit and the download permissions",
          "[gui]") {
    ScratchConfig config;
    FrameFixture f;
    const fs::path images = f.session->dir() / "images";
    cachedFile(images / "plu" / "S1" / "1.png", 6u << 20, 60); // the least recently used
    cachedFile(images / "plu" / "S1" / "2.png", 6u << 20, 1);

    // Edit > Preferences opens the dialog.
    REQUIRE(f.frame->GetMenuBar()->FindItem(wxID_PREFERENCES));
    wxCommandEvent open(wxEVT_MENU, wxID_PREFERENCES);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), CancelPreferences());

    PreferencesDialog dialog(f.frame, *f.session, f.frame->config());
    dialog.Show();
    pump(100);
    CHECK(has(dialog.profileText(), f.session->dir().string()));
    CHECK(has(dialog.cacheText(), "12.0 MB in 2 images"));
    CHECK(dialog.imagesChoice()->GetSelection() == static_cast<int>(ImageDownloads::WhenAsked));
    CHECK(dialog.internetBox()->GetValue());

    // Another profile folder, from the next start: kept where the app looks at start.
    const fs::path other = config.dir.path / "other-profile";
    dialog.chooseProfile(other);
    CHECK(has(dialog.nextProfileText(), other.string()));
    CHECK(app::profileDir("") == other);

    dialog.cacheSpin()->SetValue(10);
    dialog.imagesChoice()->SetSelection(static_cast<int>(ImageDownloads::Never));
    dialog.internetBox()->SetValue(false);
    screenshot(&dialog, "gui-preferences");
    dialog.apply();
    // Over the 10 MB limit: the least recently used image went.
    CHECK_FALSE(fs::exists(images / "plu" / "S1" / "1.png"));
    CHECK(fs::exists(images / "plu" / "S1" / "2.png"));
    CHECK(has(dialog.cacheText(), "in 1 image"));

    // Kept in the profile's gui.ini, and read by the windows that download.
    const Preferences kept = Preferences::of(f.frame->preview());
    CHECK(kept.imageCacheMb == 10);
    CHECK(kept.images == ImageDownloads::Never);
    CHECK_FALSE(kept.internet);

    // Switched off: the downloads are refused, saying where to switch them on.
    CHECK(has(f.frame->games()->followPack("http://127.0.0.1:1/game.xml"),
              "Edit > Preferences > Downloads"));
    const auto update = f.frame->games()->updateAll();
    REQUIRE(update.size() == 1);
    CHECK(has(update.front(), "switched off"));
    CHECK(has(f.frame->limitedLists()->subscribe("http://127.0.0.1:1/list.xml"),
              "Edit > Preferences > Downloads"));
    std::string message;
    const int downloadAll =
        f.frame->GetMenuBar()->FindMenuItem("Edit", toWx("Download all card images…"));
    REQUIRE(downloadAll != wxNOT_FOUND);
    wxCommandEvent menu(wxEVT_MENU, downloadAll);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(menu), AnswerMessageBox(&message, wxID_OK));
    CHECK(has(message, "Downloading card images is switched off"));
    message.clear();
    wxTEST_DIALOG(downloadAllCardImages(f.frame, *f.session, "plu"),
                  AnswerMessageBox(&message, wxID_OK));
    CHECK(has(message, "Edit > Preferences > Downloads"));

    // Clear image cache asks first; No keeps the images, Yes removes them.
    wxTEST_DIALOG(dialog.clearCache(), AnswerMessageBox(&message, wxID_NO));
    // One image: the sentence says it in the singular ("images ... They are" before).
    CHECK(has(message, "Remove the 1 cached card image ("));
    CHECK(has(message, "? It is downloaded again when asked for."));
    CHECK(fs::exists(images / "plu" / "S1" / "2.png"));
    wxTEST_DIALOG(dialog.clearCache(), AnswerMessageBox(&message, wxID_YES));
    CHECK_FALSE(fs::exists(images / "plu" / "S1" / "2.png"));
    CHECK(has(dialog.cacheText(), "in 0 images"));
    CHECK_FALSE(dialog.clearButton()->IsEnabled());

    dialog.chooseProfile({}); // back to the default
    CHECK_FALSE(app::chosenProfileDir());
    dialog.Destroy();
}

TEST_CASE("card images: downloaded from the card preview and for the whole game", "[gui]") {
    ScratchConfig config;
    deckhand::test::HttpTestServer server;
    const std::string png = pngBytes();
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const app::LoadedGame* game = f.frame->currentGame();
    REQUIRE(game);
    REQUIRE(game->catalogue.size() >= 3);
    for (std::size_t i = 0; i < game->catalogue.size(); ++i) {
        const auto& p = game->catalogue.at(i);
        server.serve("/img/" + p.set() + "/" + p.number() + ".png",
                     deckhand::test::HttpResponse(png));
    }
    db::SubscriptionStore(profileOf(*f.session).user())
        .add(server.url("/img/{set}/{number}.png"), db::SubscriptionKind::Images, "plu");

    CardPreview* preview = f.frame->preview();
    const core::Printing& first = game->catalogue.at(0);
    preview->show(game, &first);
    pump(50);
    CHECK_FALSE(preview->image()->hasImage()); // the placeholder
    REQUIRE(preview->downloadButton()->IsShown());
    screenshot(f.frame, "gui-card-download");

    // Switched off: refused with where to switch it on, nothing asked of the server.
    setImages(*f.frame, ImageDownloads::Never);
    std::string message;
    wxTEST_DIALOG(preview->downloadImage(), AnswerMessageBox(&message, wxID_OK));
    CHECK(has(message, "Edit > Preferences > Downloads"));
    CHECK(server.requests().empty());

    // When asked: the button fetches it off the window's thread, and the image shows.
    setImages(*f.frame, ImageDownloads::WhenAsked);
    preview->downloadImage();
    REQUIRE(waitFor([&] { return !preview->downloading(); }, 10000));
    CHECK(preview->image()->hasImage());
    CHECK_FALSE(preview->downloadButton()->IsShown());
    CHECK(fs::exists(
        app::cardImagePath(f.session->dir(), "plu", first.set(), first.number(), "png")));
    CHECK(server.count("/img/" + first.set() + "/" + first.number() + ".png") == 1);

    // Automatically: showing a card without an image fetches it.
    setImages(*f.frame, ImageDownloads::Automatic);
    const core::Printing& second = game->catalogue.at(1);
    preview->show(game, &second);
    REQUIRE(waitFor([&] { return preview->image()->hasImage(); }, 10000));

    // A server error is told, with the reason, and the placeholder stays.
    setImages(*f.frame, ImageDownloads::WhenAsked);
    const core::Printing& third = game->catalogue.at(2);
    server.serve("/img/" + third.set() + "/" + third.number() + ".png",
                 deckhand::test::HttpResponse("gone", 404));
    preview->show(game, &third);
    preview->downloadImage();
    wxTEST_DIALOG(REQUIRE(waitFor([&] { return !preview->downloading(); }, 10000)),
                  AnswerMessageBox(&message, wxID_OK));
    CHECK(has(message, "404"));
    CHECK_FALSE(preview->image()->hasImage());
    CHECK(preview->downloadButton()->IsEnabled());

    // Every image of the game: the ones cached are not fetched again; the failure is counted.
    CardImagesSummary summary;
    wxTEST_DIALOG(summary = downloadAllCardImages(f.frame, *f.session, "plu"),
                  AnswerMessageBox(&message, wxID_OK));
    CHECK(summary.started);
    CHECK(summary.total == game->catalogue.size());
    CHECK(summary.cached == 2);
    CHECK(summary.failed == 1);
    CHECK(summary.fetched == game->catalogue.size() - 3);
    CHECK(has(message, "downloaded"));
    CHECK(app::imageCacheUsage(f.session->dir() / "images").images == game->catalogue.size() - 1);

    // Cancel in the progress dialog stops the batch; the images done so far stay.
    app::clearImageCache(f.session->dir() / "images");
    for (std::size_t i = 0; i < game->catalogue.size(); ++i) {
        const auto& p = game->catalogue.at(i);
        server.serve("/img/" + p.set() + "/" + p.number() + ".png",
                     deckhand::test::HttpResponse(png).stall(std::chrono::milliseconds(200)));
    }
    bool pressed = false;
    wxTimer clicker; // the progress dialog's Cancel, pressed once the first images are in
    clicker.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        for (wxWindow* w : wxTopLevelWindows) {
            auto* progress = dynamic_cast<wxGenericProgressDialog*>(w);
            if (!progress || !progress->IsShown() || progress->GetValue() == 0 || pressed) continue;
            wxCommandEvent cancel(wxEVT_BUTTON, wxID_CANCEL);
            cancel.SetEventObject(progress);
            progress->GetEventHandler()->ProcessEvent(cancel);
            pressed = true;
            clicker.Stop();
        }
    });
    clicker.Start(40);
    wxTEST_DIALOG(summary = downloadAllCardImages(f.frame, *f.session, "plu"),
                  AnswerMessageBox(&message, wxID_OK));
    CHECK(pressed);
    CHECK(summary.cancelled);
    CHECK(summary.fetched > 0);
    CHECK(summary.fetched < summary.total);
    CHECK(has(message, "Cancelled"));
    CHECK(app::imageCacheUsage(f.session->dir() / "images").images == summary.fetched);
}
